import type { Int32, Int64, Json, OpenEnum } from "../vocabulary.js";
import type { SessionConfigOption } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, MessageId, Meta, SessionId } from "./ids.js";
import type { SessionListCursor, StateUpdate } from "./protocol.js";
import type { AvailableCommand, SessionInfo } from "./session-updates.js";
import type { McpServer } from "./session.js";
import type { ProtocolVersion } from "./initialize.js";

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
  data?: ErrorData | null;
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
  /** @defaultOnNull */
  additionalDirectories?: AbsolutePath[];
  /** @defaultOnNull */
  mcpServers?: McpServer[];
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_system_prompt */
  systemPrompt?: SystemPrompt | null;
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
  /** @lenient items */
  availableCommands?: AvailableCommand[];
}

/** The params of `session/list`. */
export interface ListSessionsRequest {
  cwd?: AbsolutePath | null;
  cursor?: SessionListCursor | null;
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_archive */
  archived?: SessionArchiveFilter | null;
}

/** The result of `session/list`. */
export interface ListSessionsResponse {
  /** @lenient items */
  sessions: SessionInfo[];
  nextCursor?: SessionListCursor | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/new`. */
export interface NewSessionRequest {
  cwd: AbsolutePath;
  /** @defaultOnNull */
  additionalDirectories?: AbsolutePath[];
  /** @defaultOnNull */
  mcpServers?: McpServer[];
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_system_prompt */
  systemPrompt?: SystemPrompt | null;
}

/** The result of `session/new`. */
export interface NewSessionResponse {
  sessionId: SessionId;
  /** @lenient items */
  configOptions?: SessionConfigOption[];
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient items */
  availableCommands?: AvailableCommand[];
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
  messageId: MessageId;
}

/**
 * A JSON-RPC request id, echoed by the response.
 * @differs The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, so that each side's union is everything it may receive, and in the generated `ProtocolLevelNotificationMessage` (the published `ProtocolLevelNotification` group is gone in SDK 2.4.0). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
 */
export type RequestId = null | Int64 | string;

/** @unstable session_archive */
export interface ArchiveSessionRequest {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_archive */
export interface ArchiveSessionResponse {
  /** @lenient */
  _meta?: Meta | null;
}

/** Details of an error: the known shapes first, then any JSON value. */
export type ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | unknown;

/** @unstable session_archive */
export type SessionArchiveFilter = OpenEnum<"exclude" | "include" | "only">;

export interface SessionNotFoundErrorData {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_status */
export type SessionStatus = OpenEnum<"open" | "saved">;

/** @unstable session_status */
export interface SessionStatusRequest {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_status */
export interface SessionStatusResponse {
  status: SessionStatus;
  /** @lenient */
  state?: StateUpdate | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_set_title */
export interface SetSessionTitleRequest {
  sessionId: SessionId;
  title: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_set_title */
export interface SetSessionTitleResponse {
  title: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_system_prompt */
export interface SystemPrompt {
  mode: SystemPromptMode;
  content: ContentBlock[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_system_prompt */
export type SystemPromptMode = OpenEnum<"append" | "override">;

/** @unstable session_archive */
export interface UnarchiveSessionRequest {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_archive */
export interface UnarchiveSessionResponse {
  /** @lenient */
  _meta?: Meta | null;
}

export interface UnsupportedProtocolVersionErrorData {
  requested: ProtocolVersion;
  supported: ProtocolVersion[];
  /** @lenient */
  _meta?: Meta | null;
}
