import type { Opaque, OpenUnion, UInt16 } from "../vocabulary.js";
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
  /** @lenient items */
  args?: string[];
  /** @lenient items */
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
