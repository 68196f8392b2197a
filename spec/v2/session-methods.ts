import type { Int32, Int64, Json } from "../vocabulary.js";
import type { SessionConfigOption } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { SessionListCursor } from "./protocol.js";
import type { SessionInfo } from "./session-updates.js";
import type { McpServer } from "./session.js";

/** The params of the notification `$/cancel_request`. */
export interface CancelRequestNotification {
  requestId: RequestId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of the notification `session/cancel`. */
export interface CancelSessionNotification {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/close`. */
export interface CloseSessionRequest {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/close`. */
export interface CloseSessionResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/delete`. */
export interface DeleteSessionRequest {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/delete`. */
export interface DeleteSessionResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The error object of a JSON-RPC response.
 * @schemaName Error
 */
export interface JsonRpcError {
  code: ErrorCode;
  message: string;
  /** @lenient */
  data?: unknown;
}

/**
 * Known values: `-32700` parse error, `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603` internal error, `-32800` request cancelled, `-32000` authentication required, `-32002` resource not found; any other integer is kept.
 * @differs An open integer enum in the published schema; declared as an integer, its known values listed here.
 */
export type ErrorCode = Int32;

export type ExtNotification = Json;

export type ExtRequest = Json;

export type ExtResponse = Json;

/**
 * The params of `session/fork`.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 */
export interface ForkSessionRequest {
  sessionId: SessionId;
  cwd: AbsolutePath;
  /** @lenient items */
  additionalDirectories?: AbsolutePath[];
  /** @lenient items */
  mcpServers?: McpServer[];
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * The result of `session/fork`.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 */
export interface ForkSessionResponse {
  sessionId: SessionId;
  /** @lenient items */
  configOptions?: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/list`. */
export interface ListSessionsRequest {
  cwd?: AbsolutePath | null;
  cursor?: SessionListCursor | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/list`. */
export interface ListSessionsResponse {
  /** @lenient items */
  sessions: SessionInfo[];
  /** @lenient */
  nextCursor?: SessionListCursor | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/new`. */
export interface NewSessionRequest {
  cwd: AbsolutePath;
  /** @lenient items */
  additionalDirectories?: AbsolutePath[];
  /** @lenient items */
  mcpServers?: McpServer[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/new`. */
export interface NewSessionResponse {
  sessionId: SessionId;
  /** @lenient items */
  configOptions?: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/prompt`. */
export interface PromptRequest {
  sessionId: SessionId;
  prompt: ContentBlock[];
  /** @lenient */
  _meta?: Meta | null;
}

/** The result of `session/prompt`. */
export interface PromptResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * A JSON-RPC request id, echoed by the response.
 * @differs The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in `ProtocolLevelNotification` as published, and in both sides' notification unions as well, so that each side's union is everything it may receive.
 */
export type RequestId = null | Int64 | string;
