import type { Opaque, OpenEnum, OpenUnion, UInt16 } from "../vocabulary.js";
import type { AgentCapabilities, ClientCapabilities } from "./capabilities.js";
import type { Meta } from "./ids.js";
import type { EnvVariable } from "./session.js";

export type AuthMethod = OpenUnion<"type", {
  terminal: AuthMethodTerminal;
  agent: AuthMethodAgent;
}>;

export interface AuthMethodAgent {
  methodId: AuthMethodId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type AuthMethodId = Opaque<string>;

export interface AuthMethodTerminal {
  methodId: AuthMethodId;
  name: string;
  /** @lenient */
  description?: string | null;
  /** @defaultOnNull */
  args?: string[];
  /** @defaultOnNull */
  env?: EnvVariable[];
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
  info: Implementation;
  /** @lenient */
  capabilities?: ClientCapabilities;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `initialize`. */
export interface InitializeResponse {
  protocolVersion: ProtocolVersion;
  info: Implementation;
  /** @lenient */
  capabilities?: AgentCapabilities;
  /** @lenient items */
  authMethods?: AuthMethod[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `auth/login`. */
export interface LoginAuthRequest {
  methodId: AuthMethodId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `auth/login`. */
export interface LoginAuthResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `auth/logout`. */
export interface LogoutAuthRequest {
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `auth/logout`. */
export interface LogoutAuthResponse {
  /** @lenient */
  _meta?: Meta | null;
}

export type ProtocolVersion = UInt16;

/** @unstable auth_status */
export interface AuthAccount {
  label: string;
  /** @lenient */
  active?: boolean | null;
  /** @lenient */
  name?: string | null;
  /** @lenient */
  email?: string | null;
  /** @lenient */
  organization?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export type AuthState = OpenEnum<"authenticated" | "unauthenticated" | "not_required" | "unknown">;

/** @unstable auth_status */
export interface AuthStatusRequest {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export interface AuthStatusResponse {
  state: AuthState;
  /** @lenient items */
  accounts?: AuthAccount[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable auth_status */
export interface AuthStatusUpdateNotification {
  state: AuthState;
  /** @lenient items */
  accounts?: AuthAccount[];
  /** @lenient */
  _meta?: Meta | null;
}

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
