import type { Opaque, OpenEnum } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The params of `providers/disable`, which the client sends to switch off one of the
 * agent's LLM providers. The client does not send it for a provider marked `required`.
 * Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providerId": "openai" }
 */
export interface DisableProviderRequest {
  /** The provider to switch off. */
  providerId: ProviderId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `providers/disable`: an empty object once the provider is off.
 * Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface DisableProviderResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `providers/list`, which the client sends to learn which LLM providers the
 * agent lets it configure. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface ListProvidersRequest {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `providers/list`: every configurable provider with its current routing,
 * ready to show in a settings screen. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providers": [{ "providerId": "main", "supported": ["anthropic", "bedrock"], "required": true, "current": { "apiType": "anthropic", "baseUrl": "https://api.anthropic.com" } }, { "providerId": "openai", "supported": ["openai", "azure"], "required": false, "current": null }] }
 */
export interface ListProvidersResponse {
  /** The providers the client can configure. */
  providers: ProviderInfo[];
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The API protocol spoken with an LLM provider. The enum is open: names starting with `_`
 * are free for custom protocols, other unlisted names are reserved for later protocol
 * versions, and both sides must cope with a name they do not know (it is kept as
 * received). Experimental.
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
  /** Amazon Bedrock's API. */
  | "bedrock"
>;

/**
 * How an enabled provider currently routes requests, leaving out anything secret such as
 * headers. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "apiType": "anthropic", "baseUrl": "https://api.anthropic.com" }
 */
export interface ProviderCurrentConfig {
  /** The API protocol the provider uses now. */
  apiType: LlmProtocol;
  /** The base URL the provider sends requests to now. */
  baseUrl: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies one configurable LLM provider of the agent, such as `main` or `openai`. The
 * agent chooses it. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example "main"
 */
export type ProviderId = Opaque<string>;

/**
 * One LLM provider the client can configure, as listed by `providers/list`. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providerId": "main", "supported": ["anthropic", "vertex"], "required": true, "current": { "apiType": "vertex", "baseUrl": "https://us-east5-aiplatform.googleapis.com" } }
 */
export interface ProviderInfo {
  /** Names the provider in `providers/set` and `providers/disable`. */
  providerId: ProviderId;
  /**
   * The API protocols this provider can be set to use.
   * @lenient items
   */
  supported: LlmProtocol[];
  /**
   * `true` when the provider cannot be switched off: the client must not send
   * `providers/disable` for it.
   */
  required: boolean;
  /**
   * The provider's current routing. Absent or `null` means the provider is disabled.
   */
  current?: ProviderCurrentConfig | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Sent by the agent, as `{}`, to say it handles `providers/list`, `providers/set` and
 * `providers/disable`. Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface ProvidersCapabilities {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `providers/set`, which the client sends to configure one provider. It
 * replaces that provider's whole configuration; nothing of the previous one is kept.
 * Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example { "providerId": "openai", "apiType": "azure", "baseUrl": "https://my-team.openai.azure.com", "headers": { "api-key": "sk-example" } }
 */
export interface SetProviderRequest {
  /** The provider to configure. */
  providerId: ProviderId;
  /** The API protocol the provider should use. */
  apiType: LlmProtocol;
  /** The base URL to send the provider's requests to. */
  baseUrl: string;
  /**
   * Every header to send with the provider's requests (authorization, routing and so on),
   * replacing any headers set before. Absent means none.
   */
  headers?: Record<string, string>;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `providers/set`: an empty object once the configuration is in place.
 * Experimental.
 * @unstable llm_providers Unstable upstream; the shape may change before it is stabilized.
 * @example {}
 */
export interface SetProviderResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}
