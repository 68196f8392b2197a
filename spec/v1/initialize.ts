import type { Opaque, UInt16 } from "../vocabulary.js";
import type { AgentCapabilities, ClientCapabilities } from "./capabilities.js";
import type { Meta } from "./ids.js";

/** @differs Published as a union tagged on `type` whose `AuthMethodAgent` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (`AuthMethodTerminal`) carry `type` as a literal field. The same values are accepted. */
export type AuthMethod = AuthMethodTerminal | AuthMethodAgent;

export interface AuthMethodAgent {
  id: AuthMethodId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type AuthMethodId = Opaque<string>;

export interface AuthMethodTerminal {
  type: "terminal";
  id: AuthMethodId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @defaultOnNull */
  args?: string[];
  /** @defaultOnNull */
  env?: Record<string, string>;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `authenticate`. */
export interface AuthenticateRequest {
  methodId: AuthMethodId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `authenticate`. */
export interface AuthenticateResponse {
  /** @lenient */
  _meta?: Meta | null;
}

export interface Implementation {
  name: string;
  /** @lenient */
  title?: string | null;
  version: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `initialize`. */
export interface InitializeRequest {
  protocolVersion: ProtocolVersion;
  /** @lenient */
  clientCapabilities?: ClientCapabilities;
  /** @lenient */
  clientInfo?: Implementation | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `initialize`. */
export interface InitializeResponse {
  protocolVersion: ProtocolVersion;
  /** @lenient */
  agentCapabilities?: AgentCapabilities;
  /** @lenient items */
  authMethods?: AuthMethod[];
  /** @lenient */
  agentInfo?: Implementation | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `logout`. */
export interface LogoutRequest {
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `logout`. */
export interface LogoutResponse {
  /** @lenient */
  _meta?: Meta | null;
}

export type ProtocolVersion = UInt16;

/**
 * The params of `proxy/initialize`: an `initialize` sent to a proxy.
 * @unstable proxy_chains
 * @differs Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
 */
export interface InitializeProxyRequest extends InitializeRequest {}

/**
 * The result of `proxy/initialize`.
 * @unstable proxy_chains
 * @differs Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
 */
export interface InitializeProxyResponse extends InitializeResponse {}
