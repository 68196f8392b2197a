import type { SessionConfigOption, SessionModeState } from "./config.js";
import type { Meta, SessionId } from "./ids.js";
import type { SystemPrompt } from "./session-methods.js";

/** An HTTP header sent to an MCP server. */
export interface HttpHeader {
  name: string;
  value: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** An environment variable set for an MCP server process. */
export interface EnvVariable {
  name: string;
  value: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** An MCP server reached over streamable HTTP. */
export interface McpServerHttp {
  type: "http";
  /** A name for the server, shown to the user. */
  name: string;
  url: string;
  /** @defaultOnNull */
  headers: HttpHeader[];
  /** @lenient */
  _meta?: Meta | null;
}

/** An MCP server reached over server-sent events. */
export interface McpServerSse {
  type: "sse";
  /** A name for the server, shown to the user. */
  name: string;
  url: string;
  /** @defaultOnNull */
  headers: HttpHeader[];
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent starts as a child process and talks to over stdio.
 * @example { "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"], "env": [] }
 */
export interface McpServerStdio {
  /** A name for the server, shown to the user. */
  name: string;
  /** The program to run. */
  command: string;
  /** @defaultOnNull */
  args: string[];
  /** @defaultOnNull */
  env: EnvVariable[];
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent should connect to. HTTP, SSE and ACP servers carry a `type`; stdio servers have none.
 * @differs Published as a union tagged on `type` whose stdio branch has no tag, with the tag outside the payload types; declared as an untagged union whose tagged members (`McpServerHttp`, `McpServerSse`) carry `type` as a literal field. The unstable `acp` branch (`McpServerAcp`) is left out, because an untagged union cannot gate one member behind a feature.
 */
export type McpServer = McpServerHttp | McpServerSse | McpServerStdio;

/**
 * The params of `session/load`: reopen an existing session and replay its whole
 * history through `session/update` notifications before the response.
 * @example { "sessionId": "sess_1", "cwd": "/home/user/project", "mcpServers": [] }
 */
export interface LoadSessionRequest {
  /** The session to load. */
  sessionId: SessionId;
  /** The working directory for the session, an absolute path. */
  cwd: string;
  /**
   * MCP servers the agent should connect to.
   * @defaultOnNull
   */
  mcpServers: McpServer[];
  /**
   * Directories besides `cwd` that the session may use, as absolute paths.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_system_prompt */
  systemPrompt?: SystemPrompt | null;
}

/**
 * The result of `session/load`, sent after the replay has finished.
 * @example {}
 */
export interface LoadSessionResponse {
  /**
   * The session's modes, when the agent has any.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The session's config options, when the agent has any.
   * @lenient items
   */
  configOptions?: SessionConfigOption[] | null;
  /** @lenient */
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
   * MCP servers the agent should connect to.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Directories besides `cwd` that the session may use, as absolute paths.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_system_prompt */
  systemPrompt?: SystemPrompt | null;
}

/**
 * The result of `session/resume`.
 * @example {}
 */
export interface ResumeSessionResponse {
  /**
   * The session's modes, when the agent has any.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The session's config options, when the agent has any.
   * @lenient items
   */
  configOptions?: SessionConfigOption[] | null;
  /** @lenient */
  _meta?: Meta | null;
}
