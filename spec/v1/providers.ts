import type { Opaque, OpenEnum } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The params of `providers/disable`.
 * @unstable providers Unstable upstream; the shape may change before it is stabilized.
 */
export interface DisableProviderRequest {
  providerId: ProviderId;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `providers/disable`.
 * @unstable providers Unstable upstream; the shape may change before it is stabilized.
 */
export interface DisableProviderResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `providers/list`.
 * @unstable providers Unstable upstream; the shape may change before it is stabilized.
 */
export interface ListProvidersRequest {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `providers/list`.
 * @unstable providers Unstable upstream; the shape may change before it is stabilized.
 */
export interface ListProvidersResponse {
  providers: ProviderInfo[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
export type LlmProtocol = OpenEnum<"anthropic" | "openai" | "azure" | "vertex" | "bedrock">;

/** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
export interface ProviderCurrentConfig {
  apiType: LlmProtocol;
  baseUrl: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
export type ProviderId = Opaque<string>;

/** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
export interface ProviderInfo {
  providerId: ProviderId;
  /** @lenient items */
  supported: LlmProtocol[];
  required: boolean;
  current?: ProviderCurrentConfig | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable providers Unstable upstream; the shape may change before it is stabilized. */
export interface ProvidersCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The params of `providers/set`.
 * @unstable providers Unstable upstream; the shape may change before it is stabilized.
 */
export interface SetProviderRequest {
  providerId: ProviderId;
  apiType: LlmProtocol;
  baseUrl: string;
  headers?: Record<string, string>;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `providers/set`.
 * @unstable providers Unstable upstream; the shape may change before it is stabilized.
 */
export interface SetProviderResponse {
  /** @lenient */
  _meta?: Meta | null;
}
