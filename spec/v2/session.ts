import type { OpenUnion } from "../vocabulary.js";
import type { SessionConfigOption } from "./config.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { McpServerAcp } from "./mcp.js";
import type { ReplayFromStart } from "./protocol.js";
import type { SystemPrompt } from "./session-methods.js";
import type { AvailableCommand } from "./session-updates.js";

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
  /** A name for the server, shown to the user. */
  name: string;
  url: string;
  /**
   * Headers to send with every request; none when left out.
   * @defaultOnNull
   */
  headers?: HttpHeader[];
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
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * An MCP server the agent should connect to, tagged on `type`. v2 drops SSE
 * servers and tags stdio servers too.
 * @example { "type": "stdio", "name": "files", "command": "/usr/local/bin/mcp-files", "args": ["--root", "/home/user/project"] }
 */
export type McpServer = OpenUnion<
  "type",
  {
    http: McpServerHttp;
    /** @unstable mcp_over_acp Unstable upstream; the shape may change before it is stabilized. */
    acp: McpServerAcp;
    stdio: McpServerStdio;
  }
>;

/**
 * Where a resumed session's history replay starts, tagged on `type`.
 * Cursors are inclusive: replay includes the position the cursor names.
 * @rfd session-resume-replay
 * @example { "type": "start" }
 */
export type ReplayFrom = OpenUnion<
  "type",
  {
    /** Replay the whole conversation, from its first message. */
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
  /** The working directory for the session. */
  cwd: AbsolutePath;
  /**
   * MCP servers the agent should connect to.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Where to start replaying history. Left out and `null` both mean no replay.
   */
  replayFrom?: ReplayFrom | null;
  /**
   * Directories besides `cwd` that the session may use.
   * @defaultOnNull
   */
  additionalDirectories?: AbsolutePath[];
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_system_prompt */
  systemPrompt?: SystemPrompt | null;
}

/**
 * The result of `session/resume`, sent after any replay has finished.
 * @example {}
 */
export interface ResumeSessionResponse {
  /**
   * The session's config options, when the agent has any.
   * @lenient items
   */
  configOptions?: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient items */
  availableCommands?: AvailableCommand[];
}
