import type { Int32, Int64, Json, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { SessionConfigOption, SessionModeState } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { Meta, SessionId } from "./ids.js";
import type { StopReason } from "./protocol.js";
import type { SessionInfo, Usage } from "./session-updates.js";
import type { McpServer } from "./session.js";

/** The params of the notification `session/cancel`. */
export interface CancelNotification {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of the notification `$/cancel_request`. */
export interface CancelRequestNotification {
  requestId: RequestId;
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
  cwd: string;
  /** @defaultOnNull */
  additionalDirectories?: string[];
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
  /** @lenient */
  modes?: SessionModeState | null;
  /** @lenient items */
  configOptions?: SessionConfigOption[] | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/list`. */
export interface ListSessionsRequest {
  cwd?: string | null;
  cursor?: string | null;
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_archive */
  archived?: SessionArchiveFilter | null;
}

/** The result of `session/list`. */
export interface ListSessionsResponse {
  /** @lenient items */
  sessions: SessionInfo[];
  /** @lenient */
  nextCursor?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** The params of `session/new`. */
export interface NewSessionRequest {
  cwd: string;
  /** @defaultOnNull */
  additionalDirectories?: string[];
  /** @defaultOnNull */
  mcpServers: McpServer[];
  /** @lenient */
  _meta?: Meta | null;
  /** @unstable session_system_prompt */
  systemPrompt?: SystemPrompt | null;
}

/** The result of `session/new`. */
export interface NewSessionResponse {
  sessionId: SessionId;
  /** @lenient */
  modes?: SessionModeState | null;
  /** @lenient items */
  configOptions?: SessionConfigOption[] | null;
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
  stopReason: StopReason;
  /**
   * @unstable usage Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  usage?: Usage | null;
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * A JSON-RPC request id, echoed by the response.
 * @differs The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, and in the generated `ProtocolLevelNotificationMessage` (earlier published v2 schemas had a `ProtocolLevelNotification` group; SDK 2.4.0 has none). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
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

/** @unstable subagents */
export interface ErrorStopReason {
  /** @lenient */
  error?: JsonRpcError | null;
}

/**
 * The `idle` turn state: the turn ended, and why.
 * @differs Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` is read as well (as v2 reads it).
 * @unstable subagents
 */
export interface IdleStateUpdate {
  /**
   * @unstable usage
   * @lenient
   */
  usage?: Usage | null;
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient */
  stopReason?: string | null;
  error?: JsonRpcError | null;
}

/** @unstable subagents */
export interface RequiresActionStateUpdate {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface RunningStateUpdate {
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable session_archive */
export type SessionArchiveFilter = OpenEnum<"exclude" | "include" | "only">;

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

/** @unstable subagents */
export type StateUpdate = OpenUnion<"state", {
  running: RunningStateUpdate;
  idle: IdleStateUpdate;
  requires_action: RequiresActionStateUpdate;
  unknown: UnknownStateUpdate;
}>;

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

/** @unstable subagents */
export interface UnknownStateUpdate {
  /** @lenient */
  _meta?: Meta | null;
}
