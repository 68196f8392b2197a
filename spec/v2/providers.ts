import type { Opaque, OpenEnum } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The params of `providers/disable`.
 * The client turns off one of the agent's LLM providers; afterwards the
 * provider is listed without a `current` configuration. A client must not
 * disable a provider marked `required`. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providerId": "openai" }
 */
export interface DisableProviderRequest {
  /** The provider to turn off. */
  providerId: ProviderId;
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `providers/disable`.
 * An empty object: the provider is now disabled. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface DisableProviderResponse {
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `providers/list`.
 * The client asks which LLM providers the agent lets it configure, and how
 * each one is set up now. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface ListProvidersRequest {
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `providers/list`.
 * Every provider the client can configure, with its current routing, in a form
 * fit to show in a settings screen. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providers": [{ "providerId": "main", "supported": ["anthropic", "bedrock"], "required": true, "current": { "apiType": "anthropic", "baseUrl": "https://api.anthropic.com" } }, { "providerId": "openai", "supported": ["openai", "azure"], "required": false, "current": null }] }
 */
export interface ListProvidersResponse {
  /** The configurable providers. */
  providers: ProviderInfo[];
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The wire protocol (API family) an LLM provider is spoken to with. The enum
 * is open: names starting with `_` are free for custom protocols, other names
 * are reserved for the protocol, and both sides must handle a name they do
 * not know gracefully, keeping it instead of failing. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 */
export type LlmProtocol = OpenEnum<
  /** Anthropic's API. */
  | "anthropic"
  /** OpenAI's API. */
  | "openai"
  /** The Azure OpenAI service's API. */
  | "azure"
  /** Google Vertex AI's API. */
  | "vertex"
  /** AWS Bedrock's API. */
  | "bedrock"
>;

/**
 * How a provider is routed at the moment; it holds no secrets, so a client may
 * show it. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "apiType": "anthropic", "baseUrl": "https://api.anthropic.com" }
 */
export interface ProviderCurrentConfig {
  /** The protocol the provider speaks now. */
  apiType: LlmProtocol;
  /** The base URL requests go to now. */
  baseUrl: string;
  /**
   * Extension data for the configuration; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names one configurable LLM provider of the agent, such as `main` or
 * `openai`. The agent chooses it; the client treats it as an opaque string.
 * Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example "main"
 */
export type ProviderId = Opaque<string>;

/**
 * One LLM provider that the client can configure, as listed by
 * `providers/list`. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providerId": "main", "supported": ["anthropic", "vertex"], "required": true, "current": { "apiType": "vertex", "baseUrl": "https://us-east5-aiplatform.googleapis.com" } }
 */
export interface ProviderInfo {
  /** The provider's id, used by `providers/set` and `providers/disable`. */
  providerId: ProviderId;
  /**
   * The protocols the provider can be set to speak.
   * @lenient items
   */
  supported: LlmProtocol[];
  /**
   * `true` when the provider cannot be turned off; the client must then not
   * call `providers/disable` for it.
   */
  required: boolean;
  /**
   * The provider's current routing. Absent or `null` means the provider is
   * disabled.
   */
  current?: ProviderCurrentConfig | null;
  /**
   * Extension data for the provider; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Marks that the agent implements `providers/list`, `providers/set` and
 * `providers/disable`; it is sent as `{}`. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface ProvidersCapabilities {
  /**
   * Extension data for this capability; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `providers/set`.
 * The client sets the whole configuration of one provider, replacing what was
 * there before. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providerId": "openai", "apiType": "azure", "baseUrl": "https://example-resource.openai.azure.com", "headers": { "api-key": "sk-example-0000" } }
 */
export interface SetProviderRequest {
  /** The provider to configure. */
  providerId: ProviderId;
  /** The protocol to speak to it, normally one of the provider's `supported` values. */
  apiType: LlmProtocol;
  /** The base URL to send its requests to. */
  baseUrl: string;
  /**
   * Every HTTP header to send with the provider's requests, such as
   * authorization or routing headers; the map replaces the previous headers
   * whole. Absent means no headers.
   */
  headers?: Record<string, string>;
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `providers/set`.
 * An empty object: the new configuration is in place. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface SetProviderResponse {
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
