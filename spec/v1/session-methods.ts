import type { Int32, Int64, Json, Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { SessionConfigId, SessionConfigOption, SessionConfigValueId, SessionModeState } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { Meta, SessionId } from "./ids.js";
import type { StopReason } from "./protocol.js";
import type { SessionInfo, Usage } from "./session-updates.js";
import type { McpServer } from "./session.js";

/**
 * The params of the notification `session/cancel`, which the client sends to stop the turn running in one session.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface CancelNotification {
  /** The session whose running turn should stop. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of the notification `$/cancel_request`, which the sender of a request uses to give it up.
 * @example { "requestId": 23 }
 */
export interface CancelRequestNotification {
  /** The `id` of the earlier request to cancel, as the sender wrote it. */
  requestId: RequestId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/close`: the session the client is done with.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface CloseSessionRequest {
  /** The session to end. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/close`: an empty object once the session's work is cancelled and its resources are freed.
 * @example {}
 */
export interface CloseSessionResponse {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/delete`: the session to remove from the agent's store.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface DeleteSessionRequest {
  /** The session to delete; it no longer appears in `session/list` afterwards. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/delete`: an empty object once the session is gone.
 * @example {}
 */
export interface DeleteSessionResponse {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The error object of a JSON-RPC response, sent instead of a result when a request fails. Either side can send it.
 * @schemaName Error
 * @example { "code": -32002, "message": "Session not found", "data": { "sessionId": "sess_abc123def456" } }
 */
export interface JsonRpcError {
  /** What kind of failure happened; see `ErrorCode` for the values the protocol names. */
  code: ErrorCode;
  /** A short, human-readable summary of the failure, ideally one sentence. */
  message: string;
  /**
   * Any extra detail about the failure, such as debugging context. Absent when there is none.
   * @lenient
   */
  data?: unknown;
}

/**
 * The integer code of a JSON-RPC error. Known values: `-32700` parse error, `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603` internal error, `-32800` request cancelled, `-32000` authentication required, `-32002` resource not found; any other integer is kept.
 * @differs An open integer enum in the published schema; declared as an integer, its known values listed here.
 */
export type ErrorCode = Int32;

/**
 * The params of a notification outside the protocol (an extension), whose method name the implementer chooses. Any
 * JSON value is carried unchanged; a peer that does not know the method ignores it.
 * @example { "sessionId": "sess_abc123def456", "progress": 0.5 }
 */
export type ExtNotification = Json;

/**
 * The params of a request outside the protocol (an extension), whose method name the implementer chooses. Any JSON
 * value is carried unchanged; a peer that does not know the method answers `-32601` (method not found).
 * @example { "path": "/home/user/project", "recursive": true }
 */
export type ExtRequest = Json;

/**
 * The result of an extension request: any JSON value, defined by whoever defined the method.
 * @example { "indexed": 128 }
 */
export type ExtResponse = Json;

/**
 * The params of `session/fork`: the session to copy and the environment the copy runs in.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 * @example { "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "mcpServers": [] }
 */
export interface ForkSessionRequest {
  /** The session whose context the new session starts from; it is left unchanged. */
  sessionId: SessionId;
  /** The working directory of the new session, an absolute path. */
  cwd: string;
  /**
   * Extra workspace roots of the new session, as absolute paths. Absent or empty means none.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /**
   * MCP servers the agent connects to for the new session. Absent means none.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions from the client for the new session. Absent or `null`: the agent keeps the prompt stored with the
   * source session or uses its own defaults. Send it only to agents that advertise `sessionCapabilities.systemPrompt`.
   * @unstable session_system_prompt
   */
  systemPrompt?: SystemPrompt | null;
  /**
   * Fork at this cursor instead of at the end of the session: the new session holds the
   * history before the cursor. The cursor must be one the agent announced with a
   * `cursor_update` whose capabilities include `fork`. Left out and `null` both mean the
   * end. Experimental.
   * @unstable session_cursors
   */
  cursorId?: CursorId | null;
  /**
   * Values for config options to start the session with; ones the agent cannot apply are
   * ignored. Left out and `null` both mean none. Experimental.
   * @unstable session_options
   * @defaultOnNull
   */
  configOptions?: InitialSessionConfigOption[];
}

/**
 * The result of `session/fork`: the new session, ready to prompt.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 * @example { "sessionId": "sess_fork789xyz" }
 */
export interface ForkSessionResponse {
  /** The id of the newly created session. */
  sessionId: SessionId;
  /**
   * The new session's modes; absent or `null` when the agent has no modes.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The new session's config options with their values; absent or `null` when the agent offers none.
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
 * The params of `session/list`: optional filters and the page to fetch.
 * @example { "cwd": "/home/user/project", "cursor": "page_2" }
 */
export interface ListSessionsRequest {
  /** Only list sessions whose working directory is this absolute path. Absent or `null`: no filter. */
  cwd?: string | null;
  /** The `nextCursor` of the previous page, to fetch the page after it. Absent or `null`: the first page. */
  cursor?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Which sessions to list by archive state. Absent or `null` means `exclude`. Send it only to agents that
   * advertise `sessionCapabilities.archive`, and keep the same value while paging.
   * @unstable session_archive
   */
  archived?: SessionArchiveFilter | null;
}

/**
 * The result of `session/list`: one page of sessions.
 * @example { "sessions": [{ "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "title": "Fix the config loader", "updatedAt": "2026-03-14T09:26:53Z" }], "nextCursor": "page_2" }
 */
export interface ListSessionsResponse {
  /**
   * The sessions on this page.
   * @lenient items
   */
  sessions: SessionInfo[];
  /**
   * An opaque token to pass as `cursor` for the next page. Absent or `null` when this is the last page.
   * @lenient
   */
  nextCursor?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/new`: where the new session works and which tools it gets.
 * @example { "cwd": "/home/user/project", "mcpServers": [] }
 */
export interface NewSessionRequest {
  /** The working directory of the session, an absolute path; relative paths in the session resolve against it. */
  cwd: string;
  /**
   * Extra workspace roots the session may use besides `cwd`, as absolute paths. Absent or empty means none.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /**
   * MCP servers the agent connects to for this session; `[]` for none.
   * @defaultOnNull
   */
  mcpServers: McpServer[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions from the client for the session. Absent or `null`: the agent uses its own defaults. Send it only
   * to agents that advertise `sessionCapabilities.systemPrompt`.
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
 * The result of `session/new`: the session's id and its starting state.
 * @example { "sessionId": "sess_abc123def456", "modes": { "currentModeId": "ask", "availableModes": [{ "id": "ask", "name": "Ask" }, { "id": "code", "name": "Code", "description": "Edits files without asking first" }] } }
 */
export interface NewSessionResponse {
  /** The id of the new session, carried by every later message about it. */
  sessionId: SessionId;
  /**
   * The modes the session can switch between and the current one; absent or `null` when the agent has no modes.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The session's config options with their values; absent or `null` when the agent offers none.
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
 * The params of `session/prompt`: the user's message for one session.
 * @example { "sessionId": "sess_abc123def456", "prompt": [{ "type": "text", "text": "Can you analyze this code?" }] }
 */
export interface PromptRequest {
  /** The session the message goes to. */
  sessionId: SessionId;
  /**
   * The user's message as content blocks. Every agent accepts `text` and `resource_link`; images, audio and embedded
   * resources only where `promptCapabilities` allows them.
   */
  prompt: ContentBlock[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/prompt`, sent when the turn is over.
 * @example { "stopReason": "end_turn" }
 */
export interface PromptResponse {
  /** Why the turn ended. */
  stopReason: StopReason;
  /**
   * Tokens spent in this turn. Absent or `null`: not reported.
   * @unstable end_turn_token_usage Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  usage?: Usage | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A JSON-RPC request id, echoed by the response. The sender picks it; a string or an integer is usual, `null` is
 * allowed but discouraged.
 * @differs The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, and in the generated `ProtocolLevelNotificationMessage` (earlier published v2 schemas had a `ProtocolLevelNotification` group; SDK 2.4.0 has none). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
 * @example 42
 * @example "req_7"
 */
export type RequestId = null | Int64 | string;

/**
 * The params of `session/archive`: the session to hide from default listings.
 * @unstable session_archive
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface ArchiveSessionRequest {
  /** The session to archive. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/archive`: an empty object once the session is archived.
 * @unstable session_archive
 * @example {}
 */
export interface ArchiveSessionResponse {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Details of a failure that ended a subagent's work.
 * @example { "error": { "code": -32603, "message": "The model provider returned an error" } }
 */
export interface ErrorStopReason {
  /**
   * The failure as a JSON-RPC error object. Absent or `null`: the agent gives no details.
   * @lenient
   */
  error?: JsonRpcError | null;
}

/**
 * The `idle` turn state: the turn ended, and why.
 * @differs Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` is read as well (as v2 reads it).
 * @example { "stopReason": "end_turn" }
 */
export interface IdleStateUpdate {
  /**
   * Tokens the finished work used. Absent or `null`: not reported.
   * @unstable end_turn_token_usage
   * @lenient
   */
  usage?: Usage | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Why the work stopped: `end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error`, or a value
   * this version does not know, which is kept as is. Absent or `null`: not reported.
   * @lenient
   */
  stopReason?: string | null;
  /** With `stopReason` `error`: the failure. Absent or `null`: no details. */
  error?: JsonRpcError | null;
}

/**
 * The `requires_action` state: the subagent's work waits for the user.
 * @example {}
 */
export interface RequiresActionStateUpdate {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The `running` state: the subagent is working on a prompt.
 * @example {}
 */
export interface RunningStateUpdate {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Which sessions `session/list` returns, by archive state. An agent answers a value it does not support with
 * `-32602` (invalid params) rather than falling back to `exclude`; other receivers keep an unknown value as is.
 * @unstable session_archive
 */
export type SessionArchiveFilter = OpenEnum<
  /** Sessions that are not archived; what an absent filter means. */
  | "exclude"
  /** Archived and non-archived sessions alike. */
  | "include"
  /** Archived sessions only. */
  | "only"
>;

/**
 * Whether the agent holds a session in memory, as `session/status` reports it. A client treats a value it does not
 * know as `saved`.
 * @unstable session_status
 */
export type SessionStatus = OpenEnum<
  /**
   * In memory. The requesting connection may still need `session/load` or `session/resume` before it can prompt the
   * session.
   */
  | "open"
  /** Known and resumable, but not in memory; `session/load` or `session/resume` starts it. */
  | "saved"
>;

/**
 * The params of `session/status`: the session to ask about.
 * @unstable session_status
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface SessionStatusRequest {
  /** The session to check. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/status`: a snapshot that may be stale by the next request.
 * @unstable session_status
 * @example { "status": "open" }
 */
export interface SessionStatusResponse {
  /** Whether the agent has the session in memory. */
  status: SessionStatus;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/set_title`: the session and its new title.
 * @unstable session_set_title
 * @example { "sessionId": "sess_abc123def456", "title": "Fix the config loader" }
 */
export interface SetSessionTitleRequest {
  /** The session to rename. */
  sessionId: SessionId;
  /** The title wanted; the agent may trim or shorten it, and rejects an empty one with `-32602`. */
  title: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/set_title`: the title the agent stored.
 * @unstable session_set_title
 * @example { "title": "Fix the config loader" }
 */
export interface SetSessionTitleResponse {
  /** The stored title, which differs from the requested one if the agent normalized it; clients show this one. */
  title: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a subagent is doing right now, tagged on `state`. Each value is a whole snapshot that replaces the previous
 * one; `idle` does not end the subagent. A state this version does not know is kept with its payload.
 */
export type StateUpdate = OpenUnion<"state", {
  /**
   * The subagent is working.
   * @example { "state": "running" }
   */
  running: RunningStateUpdate;
  /**
   * The subagent finished its work and can take another prompt.
   * @example { "state": "idle", "stopReason": "end_turn" }
   */
  idle: IdleStateUpdate;
  /**
   * The subagent's work is blocked until the user acts, for example on a permission request.
   * @example { "state": "requires_action" }
   */
  requires_action: RequiresActionStateUpdate;
  /**
   * The agent can no longer tell what the subagent is doing; the previous state is only a last known value.
   * @example { "state": "unknown" }
   */
  unknown: UnknownStateUpdate;
}>;

/**
 * Instructions the client gives the agent for a session, at system level. An agent that cannot apply them (an
 * unsupported mode or content type) fails the request instead of creating the session.
 * @example { "mode": "append", "content": [{ "type": "text", "text": "Answer in British English." }] }
 */
export interface SystemPrompt {
  /** Whether `content` is added to the agent's own instructions or replaces them. */
  mode: SystemPromptMode;
  /** The instructions: a non-empty list of `text` blocks (other block types are not allowed yet). */
  content: ContentBlock[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * How a client's system prompt combines with the agent's built-in instructions. An agent answers a mode it does not
 * support with an error; other receivers keep an unknown value as is.
 */
export type SystemPromptMode = OpenEnum<
  /** Added to the agent's own instructions; every agent with the capability supports it. */
  | "append"
  /**
   * Replaces the agent's default instructions (tools, MCP servers and permissions stay as they are); the client
   * takes over whatever guidance those instructions gave.
   */
  | "override"
>;

/**
 * The params of `session/unarchive`: the archived session to bring back.
 * @unstable session_archive
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface UnarchiveSessionRequest {
  /** The session to unarchive. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/unarchive`: an empty object once the session is listed again.
 * @unstable session_archive
 * @example {}
 */
export interface UnarchiveSessionResponse {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The `unknown` state: the agent cannot currently observe what the subagent is doing.
 * @example {}
 */
export interface UnknownStateUpdate {
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Names one session cursor (a position in the session's timeline) within its session.
 * The agent makes it up and never reuses it for another position; a client treats it as
 * an opaque string. Experimental.
 * @unstable session_cursors
 * @example "cur_after_msg_7"
 */
export type CursorId = Opaque<string>;

/**
 * A value for one config option, given when a session is set up (`session/new`,
 * `session/load`, `session/resume`, `session/fork`): the shape of
 * `session/set_config_option` without `sessionId`, a boolean with `"type": "boolean"` or
 * a value id without a type. Unlike that method, an unknown `configId`, a `type` that
 * does not suit the option or a value it does not allow is ignored, not refused.
 * Experimental.
 * @unstable session_options
 * @example { "configId": "model", "value": "model-large" }
 * @example { "configId": "auto_approve", "type": "boolean", "value": true }
 */
export type InitialSessionConfigOption = InitialSessionConfigOptionBoolean | InitialSessionConfigOptionValueId;

/**
 * The value of a boolean option. Experimental.
 * @unstable session_options
 * @differs Published inline, as a branch beside the fields `configId` and `_meta` that both branches share; declared as a type of its own, with them, so that the bindings can name it.
 * @example { "configId": "auto_approve", "type": "boolean", "value": true }
 */
export interface InitialSessionConfigOptionBoolean {
  /** Says that `value` is a boolean. */
  type: "boolean";
  /** The option to set, by its `id`. */
  configId: SessionConfigId;
  /** Whether the option is on. */
  value: boolean;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The id of one of a select option's values. Experimental.
 * @unstable session_options
 * @differs Published inline, as a branch beside the fields `configId` and `_meta` that both branches share; declared as a type of its own, with them, so that the bindings can name it.
 * @example { "configId": "model", "value": "model-large" }
 */
export interface InitialSessionConfigOptionValueId {
  /** The option to set, by its `id`. */
  configId: SessionConfigId;
  /** The `value` of one of the option's values. */
  value: SessionConfigValueId;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/options`: the config options a session would start with, asked
 * without creating, loading or resuming one. The agent sends no `session/update` for it
 * and changes no session. Experimental.
 * @unstable session_options
 * @example { "cwd": "/home/user/project" }
 * @example { "cwd": "/home/user/project", "sessionId": "sess_abc123def456" }
 */
export interface SessionOptionsRequest {
  /** The working directory to resolve the options for; an absolute path. */
  cwd: string;
  /**
   * Further workspace roots, each an absolute path. Left out and `null` both mean none.
   * @defaultOnNull
   */
  additionalDirectories?: string[];
  /**
   * The existing session to resolve the options for, as `session/resume` would. Left out
   * and `null` both mean a new session.
   */
  sessionId?: SessionId | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/options`: the modes and config options the session would start
 * with. Experimental.
 * @unstable session_options
 * @example { "configOptions": [{ "type": "boolean", "id": "auto_approve", "name": "Approve edits", "currentValue": false }] }
 */
export interface SessionOptionsResponse {
  /**
   * The modes the session would offer; absent or `null` when the agent offers none.
   * @lenient
   */
  modes?: SessionModeState | null;
  /**
   * The config options with the values they would start with; absent or `null` when the
   * agent offers none.
   * @lenient items
   */
  configOptions?: SessionConfigOption[] | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}
