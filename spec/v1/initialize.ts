import type { Opaque, UInt16 } from "../vocabulary.js";
import type { AgentCapabilities, ClientCapabilities } from "./capabilities.js";
import type { Meta } from "./ids.js";

/**
 * One way a user can sign in to the agent, listed by the agent in `authMethods` of the
 * `initialize` result. An entry with `"type": "terminal"` is a terminal method that the
 * client runs itself; an entry without `type` is an agent method, carried out by calling
 * `authenticate` with its `id`.
 * Upstream publishes it as a union tagged on `type` whose `AuthMethodAgent` branch has no tag, with the tags outside the payload types; the spec declares it as an untagged union whose tagged members (`AuthMethodTerminal`) carry `type` as a literal field here. The same values are accepted.
 * @example { "id": "api_key", "name": "API key", "description": "Use a key from the provider's dashboard" }
 */
export type AuthMethod = AuthMethodTerminal | AuthMethodAgent;

/**
 * An authentication method the agent carries out itself: the client calls `authenticate`
 * with this method's `id`. It is the kind assumed when an entry has no `type`.
 * @example { "id": "oauth", "name": "Sign in with your browser" }
 */
export interface AuthMethodAgent {
  /** Names this method in `authenticate`; unique among the agent's methods. */
  id: AuthMethodId;
  /** A label for the method that a client can show the user. */
  name: string;
  /**
   * A longer explanation of the method for the user. Absent or `null` means none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies an authentication method. The agent chooses it; the client passes it back
 * unchanged in `authenticate` and compares it only as a string.
 * @example "api_key"
 */
export type AuthMethodId = Opaque<string>;

/**
 * An authentication method the client carries out: it starts the agent's own program
 * again, as a separate interactive process in a terminal, with the extra `args` and `env`
 * given here, and the user signs in through it. An exit status of 0 means success and any
 * other end means failure. The agent lists such a method only to a client whose `auth.terminal`
 * capability is `true`, and the client never passes it to `authenticate`.
 * @example { "type": "terminal", "id": "login", "name": "Log in from the terminal", "args": ["login"], "env": { "NO_COLOR": "1" } }
 * @differs Read alone, this type requires `"type": "terminal"`; the published `AuthMethodTerminal` has no `type` (the tag sits on the `AuthMethod` union). The spec declares `AuthMethod` untagged, with the tag as a literal field of its tagged member, so the tag is part of this type; read a method as `AuthMethod`.
 */
export interface AuthMethodTerminal {
  /** Marks a terminal method; always `"terminal"`. */
  type: "terminal";
  /** Identifies this method among the agent's methods. */
  id: AuthMethodId;
  /** A label for the method that a client can show the user. */
  name: string;
  /**
   * A longer explanation of the method for the user. Absent or `null` means none.
   * @lenient
   */
  description?: string | null;
  /**
   * Arguments the client appends to the agent's usual command line when it starts the
   * sign-in process. Absent or `null` means none.
   * @defaultOnNull
   */
  args?: string[];
  /**
   * Environment variables the client sets for the sign-in process, overriding variables of
   * the same name from the agent's usual launch settings. Absent or `null` means none.
   * @defaultOnNull
   */
  env?: Record<string, string>;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `authenticate`, which the client sends to sign in with one of the agent
 * methods the agent listed in its `initialize` result.
 * @example { "methodId": "api_key" }
 */
export interface AuthenticateRequest {
  /** The `id` of the chosen method; it must be one the agent listed in `authMethods`. */
  methodId: AuthMethodId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `authenticate`: an empty object once the user is signed in. A failed
 * sign-in comes back as a JSON-RPC error instead.
 * @example {}
 */
export interface AuthenticateResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names a program that speaks ACP (a client or an agent) and its version. Each side sends
 * its own during `initialize`, for display, logs and diagnostics.
 * @example { "name": "zed", "title": "Zed", "version": "0.180.2" }
 */
export interface Implementation {
  /** A stable, machine-friendly name; shown to the user when `title` is missing. */
  name: string;
  /**
   * A friendly name for display. Absent or `null` means display `name` instead.
   * @lenient
   */
  title?: string | null;
  /** The program's version, such as `"1.0.0"`, for display, debugging or metrics. */
  version: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `initialize`, the first request a client sends on a new connection: it
 * proposes a protocol version and says what the client supports.
 * @example { "protocolVersion": 1, "clientCapabilities": { "fs": { "readTextFile": true, "writeTextFile": true }, "terminal": true }, "clientInfo": { "name": "my-editor", "title": "My Editor", "version": "1.4.0" } }
 */
export interface InitializeRequest {
  /** The newest protocol version the client speaks. */
  protocolVersion: ProtocolVersion;
  /**
   * What the client supports. Absent means the defaults: no file system, no terminals,
   * no optional features.
   * @lenient
   */
  clientCapabilities?: ClientCapabilities;
  /**
   * The client's name and version. Absent or `null` means the client does not say; a
   * later protocol version will require it.
   * @lenient
   */
  clientInfo?: Implementation | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `initialize`: the protocol version both sides will use, what the agent
 * supports, and how a user can sign in.
 * @example { "protocolVersion": 1, "agentCapabilities": { "loadSession": true, "promptCapabilities": { "image": true, "embeddedContext": true }, "mcpCapabilities": { "http": true } }, "authMethods": [{ "id": "api_key", "name": "API key" }], "agentInfo": { "name": "example-agent", "title": "Example Agent", "version": "2.1.0" } }
 */
export interface InitializeResponse {
  /**
   * The version the connection uses: the client's proposal when the agent speaks it, else
   * the newest version the agent speaks. A client that does not speak it should
   * disconnect.
   */
  protocolVersion: ProtocolVersion;
  /**
   * What the agent supports. Absent means the defaults: no optional methods or content.
   * @lenient
   */
  agentCapabilities?: AgentCapabilities;
  /**
   * The ways a user can sign in to this agent. Absent means an empty list: the agent
   * offers no sign-in method.
   * @lenient items
   */
  authMethods?: AuthMethod[];
  /**
   * The agent's name and version. Absent or `null` means the agent does not say; a later
   * protocol version will require it.
   * @lenient
   */
  agentInfo?: Implementation | null;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `logout`, which the client sends to end the user's signed-in state with
 * the agent.
 * @example {}
 */
export interface LogoutRequest {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `logout`: an empty object once the agent has signed the user out.
 * @example {}
 */
export interface LogoutResponse {
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A major protocol version, an integer from 0 to 65535; this spec describes version `1`.
 * It changes only with breaking changes: additions arrive as capabilities instead.
 * @example 1
 */
export type ProtocolVersion = UInt16;

/**
 * The params of `proxy/initialize`: an `initialize` that a conductor sends, in place of
 * `initialize`, to each component of a proxy chain that has a successor, telling it to run
 * as a proxy. The fields are those of `initialize`; `protocolVersion` is the version the
 * conductor chose. Before it answers, the proxy initializes its successor (through
 * `proxy/successor`). Experimental.
 * @example { "protocolVersion": 1, "clientCapabilities": { "fs": { "readTextFile": true } }, "clientInfo": { "name": "my-editor", "version": "1.4.0" } }
 * @unstable proxy_chains
 * @differs Published as a reference to `InitializeRequest`; declared as an interface that extends it, so it has the same fields and a name of its own.
 */
export interface InitializeProxyRequest extends InitializeRequest {}

/**
 * The result of `proxy/initialize`, shaped like the `initialize` result. The proxy builds
 * it from its successor's answer, reporting the capabilities of the chain from itself
 * onwards, and keeps the successor's `protocolVersion` unchanged. Experimental.
 * @example { "protocolVersion": 1, "agentCapabilities": { "loadSession": true }, "authMethods": [], "agentInfo": { "name": "audit-proxy", "version": "0.3.0" } }
 * @unstable proxy_chains
 * @differs Published as a reference to `InitializeResponse`; declared as an interface that extends it, so it has the same fields and a name of its own.
 */
export interface InitializeProxyResponse extends InitializeResponse {}
