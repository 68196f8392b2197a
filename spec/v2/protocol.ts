import type { Opaque, OpenEnum, OpenUnion, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { Usage } from "./session-updates.js";
import type { ToolCallContent } from "./tool-call.js";
import type { JsonRpcError } from "./session-methods.js";
import type { TerminalId } from "./terminal.js";

/**
 * An image a user interface can show for something, optionally with the sizes and the
 * colour theme it suits.
 * @example { "src": "https://example.com/icons/agent-48.png", "mimeType": "image/png", "sizes": ["48x48"], "theme": "light" }
 */
export interface Icon {
  /**
   * Where the image is: an `https:` or `data:` URI. Clients refuse other schemes, fetch
   * without credentials, and do not follow redirects that change scheme or origin.
   */
  src: string;
  /**
   * The image's media type, for when the source does not give a useful one. Left out and
   * `null` both mean the source's type is used.
   * @lenient
   */
  mimeType?: MediaType | null;
  /**
   * The sizes the image suits, each `WxH` in pixels (such as `48x48`) or `any` for
   * scalable formats. Left out and `null` both mean any size.
   * @lenient items
   */
  sizes?: string[] | null;
  /**
   * The colour theme the image is made for. Left out and `null` both mean any theme.
   * @lenient
   */
  theme?: IconTheme | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/** The background an icon is made for. A client keeps a value it does not know. */
export type IconTheme = OpenEnum<
  /** For light backgrounds. */
  | "light"
  /** For dark backgrounds. */
  | "dark"
>;

/**
 * The `idle` turn state: the turn ended, and why.
 * @differs Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` (which earlier releases sent) is still read.
 * @example { "stopReason": "end_turn", "background": [] }
 */
export interface IdleStateUpdate {
  /**
   * Why the foreground work stopped: `end_turn` (it finished), `max_tokens`,
   * `max_turn_requests` (a limit was reached), `refusal`, `cancelled` (the user or client
   * stopped it), `error`, or a reason this spec does not know yet. Left out, `null` or a
   * malformed value means the agent does not say. A repeated or resumed snapshot may carry
   * the last reason again; it is not a new completion.
   * @lenient
   */
  stopReason?: string | null;
  /**
   * The tokens the ended work used. Left out and `null` both mean not reported.
   * @unstable end_turn_token_usage Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  usage?: Usage | null;
  /**
   * What went wrong, for the stop reason `error`. Left out and `null` both mean no details.
   */
  error?: JsonRpcError | null;
  /**
   * Work that goes on independently of the turn, as a complete list. Left out and `null`
   * both mean the agent does not say (not that nothing runs); `[]` means nothing does.
   * @lenient
   */
  background?: BackgroundWork[] | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A MIME type naming a content format, such as `image/png` or `text/markdown`.
 * @example "image/png"
 */
export type MediaType = Opaque<string>;

/**
 * The variant fields of the replay cursor `start`: replay everything the agent kept.
 * @example {}
 */
export interface ReplayFromStart {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The `requires_action` turn state: the foreground work as a whole cannot go on until the
 * user acts. A pending permission request alone does not mean this if other foreground
 * work can still progress. After it, the agent reports `running` when work resumes or
 * `idle` if it ends.
 * @example { "background": [] }
 */
export interface RequiresActionStateUpdate {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Work that goes on independently of the turn, as a complete list. Left out and `null`
   * both mean the agent does not say; `[]` means nothing runs.
   * @lenient
   */
  background?: BackgroundWork[] | null;
}

/**
 * The `running` turn state: foreground work is going on.
 * @example { "background": [{ "type": "terminal", "terminalId": "term_xyz789" }] }
 */
export interface RunningStateUpdate {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Work that goes on independently of the turn, as a complete list. Left out and `null`
   * both mean the agent does not say; `[]` means nothing runs.
   * @lenient
   */
  background?: BackgroundWork[] | null;
}

/**
 * A position in the `session/list` results, handed out as `nextCursor` and sent back as
 * `cursor`. Clients treat it as an opaque string.
 * @example "eyJwYWdlIjoyfQ"
 */
export type SessionListCursor = Opaque<string>;

/**
 * A snapshot of a session's foreground activity, tagged on `state`: whether the agent is
 * working on a task, waiting for the user, or idle. Foreground work may start with a
 * prompt or on the agent's own initiative; background work may go on in any state. A
 * client that meets a state it does not know must not treat it as `idle` or keep showing
 * the previous state as confirmed; it shows a generic busy state until a known one arrives.
 * @example { "state": "idle", "stopReason": "end_turn" }
 */
export type StateUpdate = OpenUnion<"state", {
  /**
   * Foreground work is going on.
   * @example { "state": "running" }
   */
  running: RunningStateUpdate;
  /**
   * No foreground work is going on; background work may.
   * @example { "state": "idle", "stopReason": "cancelled", "background": [] }
   */
  idle: IdleStateUpdate;
  /**
   * Foreground work is blocked until the user acts.
   * @example { "state": "requires_action" }
   */
  requires_action: RequiresActionStateUpdate;
  /**
   * The agent cannot tell what its foreground activity is right now; this does not end
   * the work or the session.
   * @example { "state": "unknown" }
   */
  unknown: UnknownStateUpdate;
}>;

/**
 * The payload of a `tool_call_content_chunk`: one item appended to a tool call's
 * content. To replace the whole content instead, the agent sends a `tool_call_update`
 * with `content`.
 * @example { "toolCallId": "call_001", "content": { "type": "content", "content": { "type": "text", "text": "Found 3 matches in src/" } } }
 */
export interface ToolCallContentChunk {
  /** The tool call the content belongs to. */
  toolCallId: ToolCallId;
  /** The item to append. */
  content: ToolCallContent;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies a tool call within a session. The agent picks it; clients treat it as an
 * opaque string.
 * @example "call_001"
 */
export type ToolCallId = Opaque<string>;

/**
 * A file, and optionally a line in it, that a tool call reads or changes, so that a
 * client can follow along.
 * @example { "path": "/home/user/project/src/main.rs", "line": 42 }
 */
export interface ToolCallLocation {
  /** The file's absolute path. */
  path: AbsolutePath;
  /**
   * The line, counted from 1 (`0` is not valid). Left out and `null` both mean no
   * particular line.
   * @lenient
   * @minimum 1 always
   */
  line?: UInt32 | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Where a tool call is in its life. A client treats a status it does not know as still
 * in progress.
 */
export type ToolCallStatus = OpenEnum<
  /** Not started yet: its input is still streaming, it awaits approval, or it is scheduled. */
  | "pending"
  /** Running now. */
  | "in_progress"
  /** Finished successfully. */
  | "completed"
  /** Finished with an error. */
  | "failed"
  /** Stopped before it finished. */
  | "cancelled"
  /** Started, not running now, and waiting for something to resume it; it may go back to `in_progress`. */
  | "paused"
>;

/**
 * The payload of a `tool_call_update`: creates a tool call (an action the agent takes
 * for the model, such as reading a file or running a command) or changes one, keyed by
 * `toolCallId`. Every other field is a patch: left out keeps the stored value, `null`
 * clears it or resets it to its default, a value replaces it; a list replaces the whole
 * list, and `[]` empties it. A tool call id not seen before starts from the defaults.
 * @example { "toolCallId": "call_001", "name": "read_file", "title": "Reading configuration file", "kind": "read", "status": "pending", "rawInput": { "path": "/home/user/project/src/config.json" } }
 * @example { "toolCallId": "call_001", "status": "completed", "content": [{ "type": "content", "content": { "type": "text", "text": "{ \"debug\": true }" } }] }
 */
export interface ToolCallUpdate {
  /** The tool call's id, unique within the session. */
  toolCallId: ToolCallId;
  /**
   * The name of the tool, as the program knows it. `null` clears it; a new tool call
   * without one has no name.
   * @lenient
   */
  name?: string | null;
  /**
   * A short title saying what the tool call does, for the user. `null` clears it; a new
   * tool call has none.
   * @lenient
   */
  title?: string | null;
  /**
   * What kind of work the tool call does, which a client may use for its icon. `null`
   * resets it to `other`, which is also where a new tool call starts.
   * @lenient
   */
  kind?: ToolKind | null;
  /**
   * Where the tool call is in its life. `null` resets it to `pending`, which is also where
   * a new tool call starts.
   * @lenient
   */
  status?: ToolCallStatus | null;
  /**
   * What the tool call produced: text, diffs, terminals. A value replaces all content so
   * far; `null` or `[]` empties it.
   * @lenient items
   */
  content?: ToolCallContent[] | null;
  /**
   * The files the tool call reads or changes. A value replaces the list; `null` or `[]`
   * empties it.
   * @lenient items
   */
  locations?: ToolCallLocation[] | null;
  /**
   * The input the tool received, as raw JSON. `null` clears it.
   * @lenient
   */
  rawInput?: unknown;
  /**
   * The output the tool returned, as raw JSON. `null` clears it.
   * @lenient
   */
  rawOutput?: unknown;
  /**
   * Extension data the protocol does not interpret. A value is merged into the stored
   * data key by key; `null` clears it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * What the client may do to the tool call now, such as cancel it. A value replaces the
   * previous one whole; `null` clears it. A new tool call allows nothing.
   * @lenient
   */
  capabilities?: ToolCallCapabilities | null;
}

/**
 * What kind of work a tool call does, so a client can pick an icon and a layout. A client
 * shows a kind it does not know as `other`.
 */
export type ToolKind = OpenEnum<
  /** Reads files or other data. */
  | "read"
  /** Changes files or other content. */
  | "edit"
  /** Deletes files or other data. */
  | "delete"
  /** Gives a file a new name or location. */
  | "move"
  /** Looks for information. */
  | "search"
  /** Executes a shell command, a program or a script. */
  | "execute"
  /** Reasons or plans, without acting outside the agent. */
  | "think"
  /** Downloads something from outside the workspace, such as a web page. */
  | "fetch"
  /** Changes the session's mode (the config option of category `mode`). */
  | "switch_mode"
  /** Anything else; the default. */
  | "other"
>;

/**
 * A subagent session listed as background work: one linked to this session by
 * `subagent_update` that still has something running.
 * @example { "sessionId": "sess_sub_42" }
 */
export interface BackgroundSubagent {
  /** The subagent session. */
  sessionId: SessionId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A terminal listed as background work: its process goes on after its tool call handed
 * control back to the model.
 * @example { "terminalId": "term_xyz789" }
 */
export interface BackgroundTerminal {
  /** The terminal, already announced with `terminal_update`. */
  terminalId: TerminalId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A tool call listed as background work: its work goes on without a process of its own.
 * @example { "toolCallId": "call_watch_7" }
 */
export interface BackgroundToolCall {
  /** The tool call, already announced with `tool_call_update`. */
  toolCallId: ToolCallId;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One piece of work that runs independently of the session's foreground work, tagged on
 * `type`; each item refers to something the client already knows about, and each piece
 * of work appears once. A client that does not know a type still counts the item as
 * running work, even if it cannot show what it is.
 * @example { "type": "terminal", "terminalId": "term_xyz789" }
 */
export type BackgroundWork = OpenUnion<"type", {
  /**
   * A process that keeps running after its tool call returned; it stays listed until its
   * `terminal_update` reports `exitStatus`.
   * @example { "type": "terminal", "terminalId": "term_xyz789" }
   */
  terminal: BackgroundTerminal;
  /**
   * Work a tool call started that goes on without a process of its own, such as a watcher
   * or a scheduled wake-up; `pending` and `paused` tool calls stay listed.
   * @example { "type": "tool_call", "toolCallId": "call_watch_7" }
   */
  tool_call: BackgroundToolCall;
  /**
   * A detached subagent session that is not idle or has background work of its own.
   * @example { "type": "subagent", "sessionId": "sess_sub_42" }
   */
  subagent: BackgroundSubagent;
}>;

/**
 * The details that come with the stop reason `error`: what failed.
 * @example { "error": { "code": -32603, "message": "Model provider unavailable" } }
 */
export interface ErrorStopReason {
  /**
   * The failure, as a JSON-RPC error object; agents should include it. Left out and `null`
   * both mean no details.
   * @lenient
   */
  error?: JsonRpcError | null;
}

/**
 * Present (even as `{}`) on a tool call that the client may cancel with
 * `tool_call/cancel`.
 * @example {}
 */
export interface ToolCallCancelCapabilities {
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What the client may do to a tool call right now. A malformed value counts as nothing,
 * so a client never sends a request the agent did not offer.
 * @example { "cancel": {} }
 */
export interface ToolCallCapabilities {
  /**
   * Present (even as `{}`) when the client may cancel the tool call with
   * `tool_call/cancel`. Left out and `null` both mean it may not; agents drop it once the
   * tool call is finished.
   * @lenient
   */
  cancel?: ToolCallCancelCapabilities | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The `unknown` turn state: the agent cannot currently tell what its foreground activity
 * is. The client stops showing the previous state as current (it may keep it as last
 * known). It is not an outcome: it cancels nothing and ends nothing.
 * @example { "background": null }
 */
export interface UnknownStateUpdate {
  /**
   * Work that goes on independently of the turn, as a complete list. Left out and `null`
   * both mean the agent does not say; `[]` means nothing runs.
   * @lenient
   */
  background?: BackgroundWork[] | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
