import type { Opaque, UInt16 } from "../vocabulary.js";
import type { AgentCapabilities, ClientCapabilities } from "./capabilities.js";
import type { Meta } from "./ids.js";

/** @differs Published as a union tagged on `type` whose `AuthMethodAgent` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (`AuthMethodTerminal`) carry `type` as a literal field. The same values are accepted. */
export type AuthMethod = AuthMethodTerminal | AuthMethodAgent;

export interface AuthMethodAgent {
  id: AuthMethodId;
  name: string;
  description?: string | null;
  _meta?: Meta | null;
}

export type AuthMethodId = Opaque<string>;

export interface AuthMethodTerminal {
  type: "terminal";
  id: AuthMethodId;
  name: string;
  description?: string | null;
  args?: string[];
  env?: Record<string, string>;
  _meta?: Meta | null;
}

/** The params of `authenticate`. */
export interface AuthenticateRequest {
  methodId: AuthMethodId;
  _meta?: Meta | null;
}

/** The result of `authenticate`. */
export interface AuthenticateResponse {
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
  clientCapabilities?: ClientCapabilities;
  clientInfo?: Implementation | null;
  _meta?: Meta | null;
}

/** The result of `initialize`. */
export interface InitializeResponse {
  protocolVersion: ProtocolVersion;
  agentCapabilities?: AgentCapabilities;
  authMethods?: AuthMethod[];
  agentInfo?: Implementation | null;
  _meta?: Meta | null;
}

/** The params of `logout`. */
export interface LogoutRequest {
  _meta?: Meta | null;
}

/** The result of `logout`. */
export interface LogoutResponse {
  _meta?: Meta | null;
}

export type ProtocolVersion = UInt16;
