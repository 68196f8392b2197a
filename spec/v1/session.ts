import type { SessionConfigOption, SessionModeState } from "./config.js";
import type { Meta, SessionId } from "./ids.js";
import type { InitialSessionConfigOption, SystemPrompt } from "./session-methods.js";

/**
 * One HTTP header the agent adds to every request it makes to an HTTP or SSE MCP server, for example to
 * authenticate.
 * @example { "name": "Authorization", "value": "Bearer mcp-token-123" }
 */
export interface HttpHeader {
  /** The header's name. */
  name: string;
  /** The header's value, sent as given. */
  value: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One environment variable set for a process the agent or client starts (a stdio MCP server, a terminal command).
 * @example { "name": "RUST_LOG", "value": "debug" }
 */
export interface EnvVariable {
  /** The variable's name. */
  name: string;
  /** The variable's value. */
  value: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent reaches over streamable HTTP. Only offered to agents whose `mcpCapabilities.http` is
 * `true`.
 * @example { "type": "http", "name": "issues", "url": "https://mcp.example.com/issues", "headers": [{ "name": "Authorization", "value": "Bearer mcp-token-123" }] }
 * @differs Read alone, this type requires `"type": "http"`; the published `McpServerHttp` has no `type` (the tag sits on the `McpServer` union). The spec declares `McpServer` untagged, with the tag as a literal field of its tagged members, so the tag is part of this type; read a server as `McpServer`.
 */
export interface McpServerHttp {
  /** Always `"http"`: marks this transport. */
  type: "http";
  /** A name for the server, shown to the user. */
  name: string;
  /** The server's endpoint. */
  url: string;
  /**
   * Headers to send with every request to the server; `[]` for none.
   * @defaultOnNull
   */
  headers: HttpHeader[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent reaches over server-sent events. Only offered to agents whose `mcpCapabilities.sse` is
 * `true`.
 * @example { "type": "sse", "name": "docs", "url": "https://mcp.example.com/docs/sse", "headers": [] }
 * @differs Read alone, this type requires `"type": "sse"`; the published `McpServerSse` has no `type` (the tag sits on the `McpServer` union). The spec declares `McpServer` untagged, with the tag as a literal field of its tagged members, so the tag is part of this type; read a server as `McpServer`.
 */
export interface McpServerSse {
  /** Always `"sse"`: marks this transport. */
  type: "sse";
  /** A name for the server, shown to the user. */
  name: string;
  /** The server's SSE endpoint. */
  url: string;
  /**
   * Headers to send with every request to the server; `[]` for none.
   * @defaultOnNull
   */
  headers: HttpHeader[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent starts as a child process and talks to over stdin and stdout. Every agent supports this
 * transport.
 * @example { "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": [] }
 */
export interface McpServerStdio {
  /** A name for the server, shown to the user. */
  name: string;
  /** The program to run, an absolute path. */
  command: string;
  /**
   * Command-line arguments, in order; `[]` for none.
   * @defaultOnNull
   */
  args: string[];
  /**
   * Environment variables set for the process; `[]` for none.
   * @defaultOnNull
   */
  env: EnvVariable[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the client asks the agent to connect to for a session, giving the agent extra tools and context.
 * HTTP and SSE servers carry a `type`; stdio servers have none. The client only offers transports the agent's
 * `mcpCapabilities` allow.
 * Upstream publishes it as a union tagged on `type` whose stdio branch has no tag, with the tag outside the payload types; the spec declares it as an untagged union whose tagged members (`McpServerHttp`, `McpServerSse`) carry `type` as a literal field. The unstable `acp` branch (`McpServerAcp`) is left out, because an untagged union cannot gate one member behind a feature.
 * @example { "type": "http", "name": "issues", "url": "https://mcp.example.com/issues", "headers": [] }
 * @example { "name": "files", "command": "/usr/local/bin/mcp-files", "args": [], "env": [] }
 */
export type McpServer = McpServerHttp | McpServerSse | McpServerStdio;

/**
 * The params of `session/load`: reopen an existing session and replay its whole
 * history through `session/update` notifications before the response.
 * @example { "sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": [] }
 * @example { "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "mcpServers": [], "additionalDirectories": ["/home/user/shared-lib"] }
 */
export interface LoadSessionRequest {
  /** The session to load. */
  sessionId: SessionId;
  /** The working directory for the session, an absolute path. */
  cwd: string;
  /**
   * MCP servers the agent should connect to; `[]` for none.
   * @defaultOnNull
   */
  mcpServers: McpServer[];
  /**
   * Directories besides `cwd` that the session may use, as absolute paths. Absent or empty means none; otherwise
   * the list is the session's complete set of extra roots from now on.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions from the client for the session. Absent or `null`: the agent keeps a prompt it stored with the
   * session, or uses its defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`.
   */
  systemPrompt?: SystemPrompt | null;
  /**
   * Values for config options to start the session with; ones the agent cannot apply are
   * ignored. Left out and `null` both mean none. Experimental.
   * @unstable session_options
   * @defaultOnNull
   */
  configOptions?: InitialSessionConfigOption[];
}

/**
 * The result of `session/load`, sent after the replay has finished.
 * @example {}
 * @example { "modes": { "currentModeId": "code", "availableModes": [{ "id": "ask", "name": "Ask" }, { "id": "code", "name": "Code" }] } }
 */
export interface LoadSessionResponse {
  /**
   * The session's modes and the current one. Absent or `null`: the agent has no modes.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The session's config options with their values. Absent or `null`: the agent offers none.
   * @lenient items
   */
  configOptions?: SessionConfigOption[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/resume`: reconnect to an existing session without
 * replaying its history.
 * @example { "sessionId": "sess_1", "cwd": "/home/user/project" }
 */
export interface ResumeSessionRequest {
  /** The session to resume. */
  sessionId: SessionId;
  /** The working directory for the session, an absolute path. */
  cwd: string;
  /**
   * MCP servers the agent should connect to. Absent means none.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Directories besides `cwd` that the session may use, as absolute paths. Absent or empty means none; otherwise
   * the list is the session's complete set of extra roots from now on.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions from the client for the session. Absent or `null`: the agent keeps a prompt it stored with the
   * session, or uses its defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`.
   */
  systemPrompt?: SystemPrompt | null;
  /**
   * Values for config options to start the session with; ones the agent cannot apply are
   * ignored. Left out and `null` both mean none. Experimental.
   * @unstable session_options
   * @defaultOnNull
   */
  configOptions?: InitialSessionConfigOption[];
}

/**
 * The result of `session/resume`: the session's current state; the client may prompt it once this arrives.
 * @example {}
 */
export interface ResumeSessionResponse {
  /**
   * The session's modes and the current one. Absent or `null`: the agent has no modes.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The session's config options with their values. Absent or `null`: the agent offers none.
   * @lenient items
   */
  configOptions?: SessionConfigOption[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}
