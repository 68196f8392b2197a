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
  description?: string | null;
  _meta?: Meta | null;
}

export type AuthMethodId = Opaque<string>;

export interface AuthMethodTerminal {
  methodId: AuthMethodId;
  name: string;
  description?: string | null;
  args?: string[];
  env?: EnvVariable[];
  _meta?: Meta | null;
}

export interface Implementation {
  name: string;
  title?: string | null;
  version: string;
  _meta?: Meta | null;
}

/** The params of `initialize`. */
export interface InitializeRequest {
  protocolVersion: ProtocolVersion;
  info: Implementation;
  capabilities?: ClientCapabilities;
  _meta?: Meta | null;
}

/** The result of `initialize`. */
export interface InitializeResponse {
  protocolVersion: ProtocolVersion;
  info: Implementation;
  capabilities?: AgentCapabilities;
  authMethods?: AuthMethod[];
  _meta?: Meta | null;
}

/** The params of `auth/login`. */
export interface LoginAuthRequest {
  methodId: AuthMethodId;
  _meta?: Meta | null;
}

/** The result of `auth/login`. */
export interface LoginAuthResponse {
  _meta?: Meta | null;
}

/** The params of `auth/logout`. */
export interface LogoutAuthRequest {
  _meta?: Meta | null;
}

/** The result of `auth/logout`. */
export interface LogoutAuthResponse {
  _meta?: Meta | null;
}

export type ProtocolVersion = UInt16;
