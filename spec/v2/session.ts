import type { OpenUnion } from "../vocabulary.js";
import type { SessionConfigOption } from "./config.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { McpServerAcp } from "./mcp.js";
import type { ReplayFromStart } from "./protocol.js";
import type { InitialSessionConfigOption, SystemPrompt } from "./session-methods.js";
import type { AvailableCommand } from "./session-updates.js";

/**
 * One HTTP header the agent sends with every request to an HTTP MCP server. For headers
 * that the MCP transport itself defines, the transport's own value wins.
 * @example { "name": "Authorization", "value": "Bearer tok_123" }
 */
export interface HttpHeader {
  /** The header's name, such as `Authorization`. */
  name: string;
  /** The header's value, sent as given. */
  value: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One environment variable set for a process the agent launches, such as a stdio MCP
 * server. Names should not repeat; when they do, the agent may reject the request with
 * `-32602` or let the last one win.
 * @example { "name": "GITHUB_TOKEN", "value": "ghp_example123" }
 */
export interface EnvVariable {
  /** The variable's name. */
  name: string;
  /** The value to give it. */
  value: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent reaches over streamable HTTP. Only for agents that advertise
 * `session.mcp.http`.
 * @example { "name": "issues", "url": "https://mcp.example.com/issues", "headers": [{ "name": "Authorization", "value": "Bearer tok_123" }] }
 */
export interface McpServerHttp {
  /** A name for the server, shown to the user. */
  name: string;
  /** The server's endpoint URL. */
  url: string;
  /**
   * Headers to send with every request; none when left out.
   * @defaultOnNull
   */
  headers?: HttpHeader[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent starts as a child process and talks to over stdin and stdout.
 * Only for agents that advertise `session.mcp.stdio`.
 * @example { "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": [] }
 */
export interface McpServerStdio {
  /** A name for the server, shown to the user. */
  name: string;
  /** The program to run. */
  command: AbsolutePath;
  /**
   * Command-line arguments; none when left out.
   * @defaultOnNull
   */
  args?: string[];
  /**
   * Environment variables to set; none when left out.
   * @defaultOnNull
   */
  env?: EnvVariable[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An MCP server the client asks the agent to connect to for a session, tagged on `type`
 * by transport. v2 drops SSE servers and tags stdio servers too. Each transport needs the
 * matching `session.mcp` capability. A receiver keeps a transport it does not know when
 * it stores or forwards the request, and an agent rejects the request with `-32602` if
 * it cannot use it.
 * @example { "type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"] }
 */
export type McpServer = OpenUnion<
  "type",
  {
    /**
     * A server reached over streamable HTTP.
     * @example { "type": "http", "name": "issues", "url": "https://mcp.example.com/issues", "headers": [{ "name": "Authorization", "value": "Bearer tok_123" }] }
     */
    http: McpServerHttp;
    /**
     * A server that a component on the ACP connection provides, reached through
     * `mcp/message` instead of a transport of its own.
     * @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized.
     * @example { "type": "acp", "name": "editor-tools", "serverId": "srv_editor" }
     */
    acp: McpServerAcp;
    /**
     * A server the agent launches as a child process.
     * @example { "type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": [{ "name": "LOG_LEVEL", "value": "warn" }] }
     */
    stdio: McpServerStdio;
  }
>;

/**
 * Where a resumed session's history replay starts, tagged on `type`.
 * Cursors are inclusive: replay includes the position the cursor names. A receiver keeps
 * a cursor kind it does not know when it forwards the request; an agent that does not
 * support it rejects the request with `-32602` rather than replaying from elsewhere or
 * not at all. The session cursors of `cursor_update` are not replay cursors: they name
 * positions to fork at (`session/fork` with `cursorId`), and `start` is still the only
 * kind of replay cursor upstream publishes.
 * @rfd session-resume-replay
 * @example { "type": "start" }
 */
export type ReplayFrom = OpenUnion<
  "type",
  {
    /**
     * Replay the whole conversation the agent kept, from its first message.
     * @example { "type": "start" }
     */
    start: ReplayFromStart;
  }
>;

/**
 * The params of `session/resume`: reconnect to an existing session, optionally
 * replaying its history through `session/update` before the response.
 * @rfd session-resume-replay
 * @example { "sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": { "type": "start" } }
 * @example { "sessionId": "sess_1", "cwd": "/home/user/project", "replayFrom": null }
 */
export interface ResumeSessionRequest {
  /** The session to resume. */
  sessionId: SessionId;
  /**
   * The session's working directory, an absolute path. It must be the directory the
   * session has; the agent may reject another with `-32602`.
   */
  cwd: AbsolutePath;
  /**
   * Every MCP server the agent connects to for the resumed session; servers from earlier
   * requests are not brought back. Left out, `null` or `[]` means none.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Where to start replaying history. Left out and `null` both mean no replay; a cursor
   * the agent does not support gets `-32602`.
   */
  replayFrom?: ReplayFrom | null;
  /**
   * Directories besides `cwd` that the session may use, each an absolute path. A
   * non-empty list is the complete list for the resumed session; left out, `null` or `[]`
   * means none.
   * @defaultOnNull
   */
  additionalDirectories?: AbsolutePath[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions for the session at system level, normally the ones it was created with.
   * Left out and `null` both let the agent keep what it stored or use its defaults. Send
   * it only to an agent that advertises `session.systemPrompt`.
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
 * The result of `session/resume`, sent after any replay has finished and after a
 * `state_update` with the session's current turn state. It does not by itself mean the
 * session is `idle`.
 * @example {}
 * @example { "configOptions": [{ "type": "boolean", "configId": "auto_approve", "name": "Auto-approve edits", "currentValue": false }], "availableCommands": [{ "type": "command", "name": "test", "description": "Run the test suite" }] }
 */
export interface ResumeSessionResponse {
  /**
   * The session's config options. Left out, `null` or `[]` means it has none; later
   * `config_option_update` notifications replace this list.
   * @lenient items
   */
  configOptions?: SessionConfigOption[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * The commands the session offers. Left out, `null` or `[]` means none; later
   * `available_commands_update` notifications replace this list.
   * @lenient items
   */
  availableCommands?: AvailableCommand[];
}
