import type { Int32, Int64, Json, Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { SessionConfigId, SessionConfigOption, SessionConfigValueId } from "./config.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, MessageId, Meta, SessionId } from "./ids.js";
import type { SessionListCursor, StateUpdate } from "./protocol.js";
import type { AvailableCommand, SessionInfo } from "./session-updates.js";
import type { McpServer } from "./session.js";
import type { ProtocolVersion } from "./initialize.js";

/**
 * The params of the notification `$/cancel_request`, which either side sends to
 * withdraw one of its own requests that has not been answered yet.
 * @example { "requestId": 15 }
 */
export interface CancelRequestNotification {
  /**
   * The id of the request to withdraw. It names a request the sender of this
   * notification sent; the receiver looks it up only among requests from that sender.
   */
  requestId: RequestId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of the notification `session/cancel`, which the client sends to stop a
 * session's foreground work and drop its prompts that were not added yet.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface CancelSessionNotification {
  /** The session whose foreground work stops. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/close`, which the client sends to end a session on this
 * connection and free what the agent holds for it.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface CloseSessionRequest {
  /** The session to close. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/close`: the session is closed, and the agent sends nothing more
 * for it on this connection.
 * @example {}
 */
export interface CloseSessionResponse {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/delete`, which the client sends to remove a session from
 * `session/list` for good.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface DeleteSessionRequest {
  /** The session to remove. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/delete`: the session is gone.
 * @example {}
 */
export interface DeleteSessionResponse {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The error member of a JSON-RPC response, sent instead of a result when a request
 * fails. It also appears inside an idle `state_update` whose turn ended with an error.
 * @schemaName Error
 * @example { "code": -32002, "message": "Session not found", "data": { "sessionId": "sess_abc123def456" } }
 */
export interface JsonRpcError {
  /** What kind of failure it is; see `ErrorCode` for the values the protocol names. */
  code: ErrorCode;
  /** A short, one-sentence account of the failure, for people rather than programs. */
  message: string;
  /**
   * More about the failure, in any JSON shape: for `-32022` it is an
   * `UnsupportedProtocolVersionErrorData`, for `-32002` on an unknown session a
   * `SessionNotFoundErrorData`. Left out and `null` both mean there is none.
   * @lenient
   */
  data?: ErrorData | null;
}

/**
 * The integer that classifies a JSON-RPC error. Known values: `-32700` parse error,
 * `-32600` invalid request, `-32601` method not found, `-32602` invalid params, `-32603`
 * internal error, `-32800` request cancelled, `-32000` authentication required, `-32002`
 * resource not found (such as an unknown session), `-32022` unsupported protocol version.
 * Any other integer is kept as it is; a receiver treats a code it does not know as a
 * generic failure.
 * @differs An open integer enum in the published schema; declared as an integer, its known values listed here.
 * @example -32602
 */
export type ErrorCode = Int32;

/**
 * The params of a notification whose method is not part of the protocol (an extension,
 * by convention named with a leading underscore): any JSON value, passed on uninterpreted.
 * @example { "event": "indexing_finished", "files": 1284 }
 */
export type ExtNotification = Json;

/**
 * The params of a request whose method is not part of the protocol (an extension, by
 * convention named with a leading underscore): any JSON value, passed on uninterpreted.
 * @example { "query": "TODO", "limit": 20 }
 */
export type ExtRequest = Json;

/**
 * The result of an extension request: any JSON value, as the extension defines it.
 * @example { "matches": 3 }
 */
export type ExtResponse = Json;

/**
 * The params of `session/fork`, which the client sends to start a new session that
 * carries on from an existing session's conversation while leaving the original as it
 * is. The new session uses the working directory, directories and MCP servers given here.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 * @example { "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "mcpServers": [] }
 */
export interface ForkSessionRequest {
  /** The session whose conversation the new session starts from. */
  sessionId: SessionId;
  /** The working directory of the new session: an absolute path. */
  cwd: AbsolutePath;
  /**
   * Further workspace roots of the new session, each an absolute path. A non-empty list
   * is the complete list; left out, `null` or `[]` means no extra roots.
   * @defaultOnNull
   */
  additionalDirectories?: AbsolutePath[];
  /**
   * The MCP servers the agent connects to for the new session. Left out, `null` or `[]`
   * means none.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions for the new session at system level. Left out and `null` both let the
   * agent keep what it stored with the original session or use its defaults. Send it only
   * to an agent that advertises `session.systemPrompt`.
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
 * The result of `session/fork`: the new session, ready for `session/prompt` without a
 * `session/resume` first.
 * @unstable session_fork Unstable upstream; the shape may change before it is stabilized.
 * @example { "sessionId": "sess_fork_5e21aa" }
 */
export interface ForkSessionResponse {
  /** The id of the newly created session. */
  sessionId: SessionId;
  /**
   * The new session's config options. Left out, `null` or `[]` means it has none; later
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
   * The commands the new session offers at first. Left out, `null` or `[]` means none;
   * later `available_commands_update` notifications replace this list.
   * @lenient items
   */
  availableCommands?: AvailableCommand[];
}

/**
 * The params of `session/list`: which page of sessions the client wants, and an optional
 * filter by working directory.
 * @example { "cwd": "/home/user/project" }
 * @example { "cursor": "eyJwYWdlIjoyfQ" }
 */
export interface ListSessionsRequest {
  /**
   * Lists only the sessions whose working directory is this absolute path itself; a
   * session in a subdirectory, or one that merely has it as an additional directory, is
   * left out. Left out and `null` both mean every directory.
   */
  cwd?: AbsolutePath | null;
  /**
   * The `nextCursor` of the previous page. Left out and `null` both ask for the first page.
   */
  cursor?: SessionListCursor | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Which sessions to list by archive state. Left out and `null` both mean `exclude`.
   * Keep the same value while following `nextCursor`. Send it only to an agent that
   * advertises `session.archive`.
   * @unstable session_archive
   */
  archived?: SessionArchiveFilter | null;
}

/**
 * The result of `session/list`: one page of sessions.
 * @example { "sessions": [{ "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "title": "Fix the flaky CI build", "updatedAt": "2025-06-01T14:32:10Z" }], "nextCursor": "eyJwYWdlIjoyfQ" }
 */
export interface ListSessionsResponse {
  /**
   * The sessions on this page.
   * @lenient items
   */
  sessions: SessionInfo[];
  /**
   * Pass this as `cursor` to get the next page. Left out and `null` both mean this is the
   * last page; an empty string is a real cursor.
   */
  nextCursor?: SessionListCursor | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/new`, which the client sends to start a conversation.
 * @example { "cwd": "/home/user/project", "mcpServers": [{ "type": "http", "name": "issues", "url": "https://mcp.example.com/issues", "headers": [{ "name": "Authorization", "value": "Bearer tok_123" }] }] }
 */
export interface NewSessionRequest {
  /**
   * The session's working directory, an absolute path; relative paths in the session are
   * resolved against it.
   */
  cwd: AbsolutePath;
  /**
   * Further workspace roots, each an absolute path; they widen what the session may use
   * without changing `cwd`. Left out, `null` or `[]` means none.
   * @defaultOnNull
   */
  additionalDirectories?: AbsolutePath[];
  /**
   * The MCP servers the agent connects to for this session. Left out, `null` or `[]`
   * means none.
   * @defaultOnNull
   */
  mcpServers?: McpServer[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Instructions for the session at system level. Left out and `null` both mean the
   * agent's own defaults. Send it only to an agent that advertises `session.systemPrompt`.
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
 * The result of `session/new`: the new session's id and its initial settings. The
 * session is `idle` unless a `state_update` (which may arrive before this result) says
 * otherwise.
 * @example { "sessionId": "sess_abc123def456", "configOptions": [{ "type": "select", "configId": "model", "name": "Model", "category": "model", "currentValue": "claude-sonnet-4", "options": [{ "value": "claude-sonnet-4", "name": "Claude Sonnet 4" }, { "value": "claude-opus-4", "name": "Claude Opus 4" }] }] }
 */
export interface NewSessionResponse {
  /** The id of the new session, named by every later request about it. */
  sessionId: SessionId;
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
   * The commands the session offers at first. Left out, `null` or `[]` means none;
   * later `available_commands_update` notifications replace this list.
   * @lenient items
   */
  availableCommands?: AvailableCommand[];
}

/**
 * The params of `session/prompt`: the user message the client adds to a session.
 * @example { "sessionId": "sess_abc123def456", "prompt": [{ "type": "text", "text": "Why does the build fail on CI?" }] }
 */
export interface PromptRequest {
  /** The session the message goes to. */
  sessionId: SessionId;
  /**
   * The message's content blocks; never empty. Every agent accepts `text` and
   * `resource_link` blocks; other kinds only when its prompt capabilities say so.
   * @minItems 1
   */
  prompt: ContentBlock[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Identifies this submission across attempts: an agent that still holds a prompt with
   * the same key in this session answers a retry without running it again. Left out and
   * `null` both mean no key (a retry is a new submission).
   */
  idempotencyKey?: IdempotencyKey | null;
}

/**
 * The result of `session/prompt`: the user message now has its place in the
 * conversation. It does not mean the agent has finished, or even started, working on it;
 * `state_update` notifications report that.
 * @example { "messageId": "msg_user_8f7a1" }
 */
export interface PromptResponse {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * The id the agent gave the user message; the `user_message_chunk` or `user_message`
   * updates for it carry the same id, before or after this result. Required, never `null`.
   */
  messageId: MessageId;
}

/**
 * The id of a JSON-RPC request, chosen by its sender: a string or an integer (v2 senders
 * never use `null`, though this type still admits it). The response repeats it. Each side numbers its own requests, so one id may be in use in
 * both directions at once; a sender does not reuse an id while its request is pending.
 * @differs The envelopes (`ClientRequest`, `ClientNotification`, `AgentRequest`, `AgentNotification`) are unions keyed by `method` in which each known method's params must match its own type and an unknown method is kept; the published schema has one object whose `params` may be any of the params types, or null. `$/cancel_request`, which either side sends, is in both sides' notification unions, so that each side's union is everything it may receive, and in the generated `ProtocolLevelNotificationMessage` (the published `ProtocolLevelNotification` group is gone in SDK 2.4.0). The published schema also carries `ProxyRequest`, `ProxyResponse` and `ProxyNotification`, the envelopes of the unstable proxy_chains methods (marked as not for docs); they are derived from the method table here too.
 * @example 42
 * @example "req_9c1d"
 */
export type RequestId = null | Int64 | string;

/**
 * The params of `session/archive`, which the client sends to hide a session from the
 * default `session/list` result without deleting it.
 * @unstable session_archive
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface ArchiveSessionRequest {
  /** The session to archive. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/archive`: the session is archived.
 * @unstable session_archive
 * @example {}
 */
export interface ArchiveSessionResponse {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The `data` of a JSON-RPC error: one of the shapes the protocol defines for certain
 * codes, or any other JSON value, which is kept as it is.
 * @example { "requested": 3, "supported": [1, 2] }
 */
export type ErrorData = UnsupportedProtocolVersionErrorData | SessionNotFoundErrorData | unknown;

/**
 * Which sessions `session/list` returns, by archive state. A value this spec does not
 * know is kept; an agent that does not support it answers `-32602` rather than
 * falling back to `exclude`.
 * @unstable session_archive
 */
export type SessionArchiveFilter = OpenEnum<
  /** Sessions that are not archived; the default. */
  | "exclude"
  /** Archived and unarchived sessions alike. */
  | "include"
  /** Archived sessions only. */
  | "only"
>;

/**
 * The `data` of a `-32002` (resource not found) error when a request names a session the
 * agent does not have or that is not active.
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface SessionNotFoundErrorData {
  /** The session id the failed request named. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Whether the agent holds a session in memory, as `session/status` reports it. A
 * client treats a value it does not know as `saved`.
 * @unstable session_status
 */
export type SessionStatus = OpenEnum<
  /**
   * The session is in the agent's memory. This connection may still not be attached to
   * it: a client that did not create or resume it here calls `session/resume` first.
   */
  | "open"
  /** The agent knows the session and can resume it, but does not hold it in memory. */
  | "saved"
>;

/**
 * The params of `session/status`, which asks about a session without touching it.
 * @unstable session_status
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface SessionStatusRequest {
  /** The session to ask about. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/status`: a snapshot that may already be out of date when the
 * client acts on it.
 * @unstable session_status
 * @example { "status": "open", "state": { "state": "running" } }
 * @example { "status": "saved" }
 */
export interface SessionStatusResponse {
  /** Whether the agent holds the session in memory. */
  status: SessionStatus;
  /**
   * The session's current turn state, the same snapshot a `state_update` would carry;
   * agents include it when `status` is `open`. Left out, `null` or a malformed value
   * means the agent does not say, which a client must not read as `idle`. An `idle`
   * here is not a new completion.
   * @lenient
   */
  state?: StateUpdate | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The params of `session/set_title`, which the client sends to rename a session.
 * @unstable session_set_title
 * @example { "sessionId": "sess_abc123def456", "title": "Fix the flaky CI build" }
 */
export interface SetSessionTitleRequest {
  /** The session to rename; it need not be active on this connection. */
  sessionId: SessionId;
  /**
   * The title the client wants. The agent may trim or shorten it, and rejects one that
   * is empty after that with `-32602`.
   */
  title: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/set_title`, sent once the title is stored. The agent then stops
 * choosing titles for the session on its own.
 * @unstable session_set_title
 * @example { "title": "Fix the flaky CI build" }
 */
export interface SetSessionTitleResponse {
  /** The title as stored, possibly normalized; clients show this one. */
  title: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Instructions the client gives a session at system level, beside or instead of the
 * agent's own. An agent that cannot apply them fails the request rather than starting
 * the session without them.
 * @example { "mode": "append", "content": [{ "type": "text", "text": "Answer in British English and keep replies short." }] }
 */
export interface SystemPrompt {
  /** How `content` combines with the agent's own instructions. */
  mode: SystemPromptMode;
  /**
   * The instructions: a non-empty list of `text` blocks (other block kinds are not
   * allowed yet).
   * @minItems 1
   */
  content: ContentBlock[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * How a client's system prompt combines with the agent's own instructions. A value this
 * spec does not know is kept; an agent fails a request whose mode it does not support
 * rather than using another mode.
 */
export type SystemPromptMode = OpenEnum<
  /**
   * Add the content to the agent's instructions, with system-level weight. Every agent
   * that supports system prompts supports this mode.
   */
  | "append"
  /**
   * Use the content in place of the agent's default instructions; tools, MCP servers and
   * permissions stay as they are. Only for agents that advertise
   * `session.systemPrompt.mode.override`.
   */
  | "override"
>;

/**
 * The params of `session/unarchive`, which the client sends to bring an archived session
 * back into the default `session/list` result.
 * @unstable session_archive
 * @example { "sessionId": "sess_abc123def456" }
 */
export interface UnarchiveSessionRequest {
  /** The session to unarchive. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/unarchive`: the session is listed again. It is not resumed.
 * @unstable session_archive
 * @example {}
 */
export interface UnarchiveSessionResponse {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The `data` of a `-32022` (unsupported protocol version) error from `initialize`: the
 * agent has no version at or below the one the client asked for.
 * @example { "requested": 1, "supported": [2] }
 */
export interface UnsupportedProtocolVersionErrorData {
  /** The protocol version the client asked for. */
  requested: ProtocolVersion;
  /** Every protocol version the agent speaks. */
  supported: ProtocolVersion[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
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
 * A key the client makes up for one `session/prompt` submission, so that sending the same
 * prompt again after a lost connection does not run it twice. It is compared as an exact,
 * case-sensitive string within the session, and has 1 to 255 characters.
 * @example "prompt-2026-11-28-0001"
 * @differs Upstream publishes it with `minLength` 1 and `maxLength` 255, and the crate refuses an empty key; the spec's vocabulary bounds string fields, not a named string type, and has no maximum length, so the bindings do not check the length (an empty key is read).
 */
export type IdempotencyKey = Opaque<string>;

/**
 * A value for one config option, given when a session is set up (`session/new`,
 * `session/resume`, `session/fork`): the shape of `session/set_config_option` without
 * `sessionId`, tagged on `type`. Unlike that method, an unknown `configId`, a `type`
 * that does not suit the option or a value it does not allow is ignored, not refused.
 * Every kind carries `configId`, an unknown one too. Experimental.
 * @unstable session_options
 * @example { "type": "id", "configId": "model", "value": "model-large" }
 */
export type InitialSessionConfigOption = OpenUnion<"type", {
  /**
   * The id of one of a select option's values.
   * @differs Its payload is published inline, as fields of the variant; the spec declares the payload as a type.
   * @example { "type": "id", "configId": "model", "value": "model-large" }
   */
  id: InitialSessionConfigOptionId;
  /**
   * The value of a boolean option.
   * @differs Its payload is published inline, as fields of the variant; the spec declares the payload as a type.
   * @example { "type": "boolean", "configId": "auto_approve", "value": true }
   */
  boolean: InitialSessionConfigOptionBoolean;
}> & {
  /** The option to set, by its `id`. */
  configId: SessionConfigId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
};

/**
 * The value of an `id` initial config option. Experimental.
 * @unstable session_options
 * @differs Published inline, not as a definition of its own; declared as a type so that the bindings can name it.
 * @example { "value": "model-large" }
 */
export interface InitialSessionConfigOptionId {
  /** The `value` of one of the option's values. */
  value: SessionConfigValueId;
}

/**
 * The value of a `boolean` initial config option. Experimental.
 * @unstable session_options
 * @differs Published inline, not as a definition of its own; declared as a type so that the bindings can name it.
 * @example { "value": true }
 */
export interface InitialSessionConfigOptionBoolean {
  /** Whether the option is on. */
  value: boolean;
}

/**
 * The params of `session/options`: the config options and commands a session would start
 * with, asked without creating or resuming one. The agent sends no `session/update` for
 * it and changes no session. Experimental.
 * @unstable session_options
 * @example { "cwd": "/home/user/project" }
 * @example { "cwd": "/home/user/project", "sessionId": "sess_abc123def456" }
 */
export interface SessionOptionsRequest {
  /** The working directory to resolve the options for. */
  cwd: AbsolutePath;
  /**
   * Further workspace roots. Left out and `null` both mean none.
   * @defaultOnNull
   */
  additionalDirectories?: AbsolutePath[];
  /**
   * The existing session to resolve the options for, as `session/resume` would. Left out
   * and `null` both mean a new session.
   */
  sessionId?: SessionId | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The result of `session/options`: the config options and commands the session would
 * start with. Experimental.
 * @unstable session_options
 * @example { "configOptions": [{ "type": "boolean", "configId": "auto_approve", "name": "Approve edits", "currentValue": false }], "availableCommands": [] }
 */
export interface SessionOptionsResponse {
  /**
   * The config options with the values they would start with. Left out means none.
   * @lenient items
   */
  configOptions?: SessionConfigOption[];
  /**
   * The commands the session would offer. Left out means none.
   * @lenient items
   */
  availableCommands?: AvailableCommand[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
