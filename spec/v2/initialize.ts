import type { Opaque, OpenEnum, OpenUnion, UInt16 } from "../vocabulary.js";
import type { AgentCapabilities, ClientCapabilities } from "./capabilities.js";
import type { Meta } from "./ids.js";
import type { EnvVariable } from "./session.js";

/**
 * One way of signing in that the agent offers, listed in the `initialize`
 * result and tagged on `type`. The union is open: a client that does not know
 * a `type` keeps the entry when it stores or forwards initialization data, and
 * otherwise leaves it out of its sign-in choices or shows it generically. Types
 * starting with `_` are free for extensions. Every kind carries `methodId` and
 * `name`, an unknown one too (the published schema asks an unknown kind for them).
 * @example { "type": "agent", "methodId": "oauth", "name": "Sign in with your browser" }
 */
export type AuthMethod = OpenUnion<"type", {
  /**
   * The client signs the user in by running the agent's own command again,
   * interactively, in a terminal; it never passes this method to `auth/login`.
   * The agent lists it only to a client with the `auth.terminal` capability.
   * @example { "type": "terminal", "methodId": "terminal-login", "name": "Sign in from a terminal", "args": ["--login"], "env": [{ "name": "AGENT_LOGIN_MODE", "value": "interactive" }] }
   */
  terminal: AuthMethodTerminal;
  /**
   * The agent runs the sign-in itself when the client calls `auth/login` with
   * this method's id.
   * @example { "type": "agent", "methodId": "oauth", "name": "Sign in with your browser", "description": "Opens the provider's login page." }
   */
  agent: AuthMethodAgent;
}> & {
  /** The id to pass as `methodId` to `auth/login` (for the kinds that use it). */
  methodId: AuthMethodId;
  /** The method's name, shown to the user. */
  name: string;
};

/**
 * A sign-in method that the agent carries out itself, started by the client
 * with `auth/login`.
 * @differs Published with `methodId` and `name`; declared without them, as fields of `AuthMethod` that every variant carries (an unknown one too).
 * @example { "description": "Opens the provider's login page." }
 */
export interface AuthMethodAgent {
  /**
   * More detail on the method for the user. Absent or `null` means none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data for this method; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names one authentication method within an agent's `authMethods`. The agent
 * chooses it; the client compares it as an opaque string.
 * @example "oauth"
 */
export type AuthMethodId = Opaque<string>;

/**
 * A sign-in method the client carries out by launching the agent's configured
 * command again as a separate interactive process, so the user can log in
 * through its terminal interface. Exit status 0 means the sign-in worked; any
 * other ending means it failed. The agent offers it only when the client
 * advertised `auth.terminal`, and the client never sends it to `auth/login`.
 * @differs Published with `methodId` and `name`; declared without them, as fields of `AuthMethod` that every variant carries (an unknown one too).
 * @example { "args": ["--login"] }
 */
export interface AuthMethodTerminal {
  /**
   * More detail on the method for the user. Absent or `null` means none.
   * @lenient
   */
  description?: string | null;
  /**
   * Arguments added after the agent's usual command line for the sign-in run.
   * Absent or `null` means none.
   * @defaultOnNull
   */
  args?: string[];
  /**
   * Environment variables set for the sign-in run, on top of (and overriding)
   * those of the usual launch. Each name appears at most once. Absent or `null`
   * means none.
   * @defaultOnNull
   */
  env?: EnvVariable[];
  /**
   * Extension data for this method; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names and versions a client or agent program, for display, logs and metrics.
 * @example { "name": "zed", "title": "Zed", "version": "0.212.4" }
 */
export interface Implementation {
  /** A stable, programmatic name for the program; shown when there is no `title`. */
  name: string;
  /**
   * A friendly name for user interfaces. Absent or `null` means `name` is shown.
   * @lenient
   */
  title?: string | null;
  /** The program's version, such as `1.4.0`. */
  version: string;
  /**
   * Extension data about the program; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `initialize`, the first request a client sends on a new
 * connection. It states the newest protocol version the client speaks, names
 * the client, and lists the client's capabilities.
 * @example { "protocolVersion": 2, "info": { "name": "zed", "title": "Zed", "version": "0.212.4" }, "capabilities": { "auth": { "terminal": {} } } }
 */
export interface InitializeRequest {
  /** The newest protocol version the client supports. */
  protocolVersion: ProtocolVersion;
  /** Names and versions the client. */
  info: Implementation;
  /**
   * The client's optional features. Absent means `{}`: nothing beyond the baseline.
   * @lenient
   */
  capabilities?: ClientCapabilities;
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `initialize`: the protocol version both sides will use, the
 * agent's name and capabilities, and the ways the user can sign in.
 * @example { "protocolVersion": 2, "info": { "name": "example-agent", "title": "Example Agent", "version": "1.4.0" }, "capabilities": { "session": { "prompt": { "image": {}, "embeddedContext": {} }, "mcp": { "stdio": {}, "http": {} } } }, "authMethods": [{ "type": "agent", "methodId": "oauth", "name": "Sign in with your browser" }] }
 */
export interface InitializeResponse {
  /**
   * The newest version the agent supports that is no newer than the client's.
   * When there is none, `initialize` fails with error `-32022` (unsupported
   * protocol version) instead. A client that cannot speak the chosen version
   * should disconnect.
   */
  protocolVersion: ProtocolVersion;
  /** Names and versions the agent. */
  info: Implementation;
  /**
   * The agent's optional features. Absent means `{}`: nothing beyond the baseline.
   * @lenient
   */
  capabilities?: AgentCapabilities;
  /**
   * The sign-in methods the agent offers. A non-empty list means the agent
   * implements `auth/login` and `auth/logout`; absent or empty means it offers
   * neither and the client must not call them.
   * @lenient items
   */
  authMethods?: AuthMethod[];
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `auth/login`, with which the client asks the agent to sign
 * the user in by one of the agent's advertised methods. Only allowed when the
 * `initialize` result listed at least one method.
 * @example { "methodId": "oauth" }
 */
export interface LoginAuthRequest {
  /** The chosen method: one of the `methodId`s in the agent's `authMethods`. */
  methodId: AuthMethodId;
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `auth/login`: an empty object once the sign-in has succeeded.
 * @example {}
 */
export interface LoginAuthResponse {
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `auth/logout`, with which the client ends the user's signed-in
 * state with the agent. Only allowed when the `initialize` result listed at
 * least one authentication method.
 * @example {}
 */
export interface LogoutAuthRequest {
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `auth/logout`: an empty object once the user is signed out.
 * @example {}
 */
export interface LogoutAuthResponse {
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A protocol version number, from 0 to 65535. It changes only for breaking
 * changes; this version of the protocol is `2`. Compatible additions are
 * announced through capabilities instead.
 * @example 2
 */
export type ProtocolVersion = UInt16;

/**
 * An account or credential the agent holds, such as a signed-in subscription
 * or an API key, listed for display only. Clients must not treat any field as
 * a stable account identifier, and should keep these values out of logs and
 * telemetry. Experimental.
 * @unstable auth_status
 * @example { "label": "Claude Max", "active": true, "name": "Ada Lovelace", "email": "ada@example.com", "organization": "Analytical Engines Ltd" }
 */
export interface AuthAccount {
  /** A name for the account that makes sense on its own, such as `OpenAI API key`. */
  label: string;
  /**
   * Whether the agent uses this account by default; several accounts may be
   * active at once (one per provider, say). Absent or `null` means the agent
   * does not say.
   * @lenient
   */
  active?: boolean | null;
  /**
   * The user's display name or username. Absent or `null` means not reported.
   * @lenient
   */
  name?: string | null;
  /**
   * The user's email address. Absent or `null` means not reported.
   * @lenient
   */
  email?: string | null;
  /**
   * The organization, team or workspace the account belongs to. Absent or
   * `null` means not reported.
   * @lenient
   */
  organization?: string | null;
  /**
   * Extension data for the account; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * More about the account, for people (such as the plan it is on). Left out and `null`
   * both mean none.
   * @lenient
   */
  description?: string | null;
}

/**
 * Whether the agent can start sessions without the user signing in first.
 * The enum is open, and a client treats a value it does not recognise as
 * `unknown`. Experimental.
 * @unstable auth_status
 */
export type AuthState = OpenEnum<
  /** Credentials are set up; they may still turn out to be invalid. */
  | "authenticated"
  /** The user must sign in: credentials are missing, expired or known to be bad. */
  | "unauthenticated"
  /** No sign-in is needed, for instance because the agent runs a local model. */
  | "not_required"
  /** The agent cannot tell at the moment. */
  | "unknown"
>;

/**
 * The params of `auth/status`, which asks the agent for its authentication
 * state without changing it. Experimental.
 * @unstable auth_status
 * @example {}
 */
export interface AuthStatusRequest {
  /**
   * Extension data for the request; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `auth/status`: the agent's authentication state and, for
 * display, the accounts it holds. Experimental.
 * @unstable auth_status
 * @example { "state": "authenticated", "accounts": [{ "label": "Claude Max", "active": true, "email": "ada@example.com" }] }
 * @example { "state": "unauthenticated" }
 */
export interface AuthStatusResponse {
  /** Whether sign-in is needed; the one field a client should act on. */
  state: AuthState;
  /**
   * The accounts the agent has configured, with the ones in use marked
   * `active`. Absent or empty means none are reported.
   * @lenient items
   */
  accounts?: AuthAccount[];
  /**
   * Extension data for the result; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `auth/status_update`, which an agent with the `auth.status`
 * capability may send at any time after `initialize` when its authentication
 * state changes. It carries the same fields as the `auth/status` result, and
 * is sent only when the state differs from the last one reported on the
 * connection. Experimental.
 * @unstable auth_status
 * @example { "state": "unauthenticated", "accounts": [] }
 */
export interface AuthStatusUpdateNotification {
  /** Whether sign-in is needed now; the one field a client should act on. */
  state: AuthState;
  /**
   * The accounts the agent now has configured, with the ones in use marked
   * `active`. Absent or empty means none are reported.
   * @lenient items
   */
  accounts?: AuthAccount[];
  /**
   * Extension data for the notification; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `proxy/initialize`: an `initialize` sent to a proxy.
 * In a proxy chain, the conductor sends this instead of `initialize` to every
 * component that has a successor, telling it to act as a proxy; the last agent
 * in the chain gets a plain `initialize`. The fields are those of
 * `initialize`, and `protocolVersion` is the version the conductor picked. The
 * proxy forwards an `initialize` to its successor through `proxy/successor`
 * before it answers. Experimental.
 * @unstable proxy_chains
 * @differs Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
 * @example { "protocolVersion": 2, "info": { "name": "acp-conductor", "version": "0.3.0" } }
 */
export interface InitializeProxyRequest extends InitializeRequest {}

/**
 * The result of `proxy/initialize`.
 * It has the fields of the `initialize` result. The proxy builds it from its
 * successor's `initialize` result, so that it describes what the chain offers
 * from the proxy onward, and it leaves `protocolVersion` as the successor gave
 * it. Experimental.
 * @unstable proxy_chains
 * @differs Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
 * @example { "protocolVersion": 2, "info": { "name": "redacting-proxy", "version": "0.1.0" }, "capabilities": { "session": { "prompt": { "embeddedContext": {} } } } }
 */
export interface InitializeProxyResponse extends InitializeResponse {}
