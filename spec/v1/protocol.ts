import type { Opaque, UInt32 } from "../vocabulary.js";
import type { Meta } from "./ids.js";
import type { ToolCallContent } from "./tool-call.js";

/** Why the agent ended a prompt turn, as returned in the `session/prompt` result. */
export type StopReason =
  /** The agent finished its answer normally. */
  | "end_turn"
  /** The model hit its token limit. */
  | "max_tokens"
  /** The agent hit its limit on model requests within one user turn. */
  | "max_turn_requests"
  /**
   * The agent declined to go on. The prompt that caused it, and whatever followed it, will not be part of the
   * context of later turns; a client should make that visible to the user.
   */
  | "refusal"
  /**
   * The client stopped the turn with `session/cancel`. After a cancellation the agent must answer with this value,
   * even if stopping its work raised errors internally.
   */
  | "cancelled";

/**
 * A tool call the agent reports through a `tool_call` update: an action such as reading a file, running a command
 * or fetching a page, done on the model's behalf. Later `tool_call_update`s with the same id change it.
 * @example { "toolCallId": "call_001", "title": "Reading configuration file", "kind": "read", "status": "pending", "locations": [{ "path": "/home/user/project/src/config.json" }], "rawInput": { "path": "src/config.json" } }
 */
export interface ToolCall {
  /** The tool call's id, unique within the session. */
  toolCallId: ToolCallId;
  /** A human-readable description of what the tool call does, shown to the user. */
  title: string;
  /**
   * The machine name of the tool, such as `read_file`. Absent or `null`: not known.
   * @lenient
   */
  name?: string | null;
  /**
   * What sort of action it is, so the client can pick an icon and layout. Absent means `other`.
   * @lenient
   */
  kind?: ToolKind;
  /**
   * How far the call has got. Absent means `pending`.
   * @lenient
   */
  status?: ToolCallStatus;
  /**
   * What the call has produced so far: content, diffs, terminals. Absent means none.
   * @lenient items
   */
  content?: ToolCallContent[];
  /**
   * The files the call reads or changes, so a client can follow along. Absent means none.
   * @lenient items
   */
  locations?: ToolCallLocation[];
  /**
   * The input the tool was called with, as the tool takes it. Absent: not reported.
   * @lenient
   */
  rawInput?: unknown;
  /**
   * The output the tool returned, as it returned it. Absent: not reported.
   * @lenient
   */
  rawOutput?: unknown;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies a tool call within a session; the agent chooses it.
 * @example "call_001"
 */
export type ToolCallId = Opaque<string>;

/**
 * A file, and optionally a line in it, that a tool call is working on.
 * @example { "path": "/home/user/project/src/main.rs", "line": 42 }
 */
export interface ToolCallLocation {
  /** The file's absolute path. */
  path: string;
  /**
   * The line in the file, counting from 1. Absent or `null`: the file as a whole.
   * @lenient
   */
  line?: UInt32 | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/** Where a tool call is in its life. */
export type ToolCallStatus =
  /** Not started: its input is still streaming, or it waits for the user's permission. */
  | "pending"
  /** Running now. */
  | "in_progress"
  /** Finished successfully. */
  | "completed"
  /** Finished with an error. */
  | "failed";

/**
 * A change to a tool call reported earlier, sent in a `tool_call_update` (and as the tool call of a permission
 * request). Only `toolCallId` is required: a field that is present replaces the stored value, one that is absent (or
 * `null`) leaves it as it was.
 * @example { "toolCallId": "call_001", "status": "completed", "content": [{ "type": "content", "content": { "type": "text", "text": "Found 3 settings." } }] }
 */
export interface ToolCallUpdate {
  /** The tool call to change. */
  toolCallId: ToolCallId;
  /**
   * The new kind. Absent or `null`: unchanged.
   * @lenient
   */
  kind?: ToolKind | null;
  /**
   * The new status. Absent or `null`: unchanged.
   * @lenient
   */
  status?: ToolCallStatus | null;
  /**
   * The new title. Absent or `null`: unchanged.
   * @lenient
   */
  title?: string | null;
  /**
   * The new machine name of the tool. Absent or `null`: unchanged.
   * @lenient
   */
  name?: string | null;
  /**
   * The whole new content list, replacing the old one. Absent or `null`: unchanged.
   * @lenient items
   */
  content?: ToolCallContent[] | null;
  /**
   * The whole new list of locations, replacing the old one. Absent or `null`: unchanged.
   * @lenient items
   */
  locations?: ToolCallLocation[] | null;
  /**
   * The new raw input. Absent: unchanged.
   * @lenient
   */
  rawInput?: unknown;
  /**
   * The new raw output. Absent: unchanged.
   * @lenient
   */
  rawOutput?: unknown;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What sort of action a tool call performs; clients use it to choose icons and how to show progress.
 * Upstream's crate reads any other string as `other` (serde's catch-all variant), which the published schema does not
 * show: the schema, and so strict mode, rejects one; lenient mode reads it as `other` and reports it as replaced.
 * @catchAll other
 */
export type ToolKind =
  /** Reads files or other data. */
  | "read"
  /** Changes files or other content. */
  | "edit"
  /** Deletes files or data. */
  | "delete"
  /** Moves or renames files. */
  | "move"
  /** Looks something up. */
  | "search"
  /** Runs a command or code. */
  | "execute"
  /** The agent's own reasoning or planning. */
  | "think"
  /** Gets data from outside, such as a web page. */
  | "fetch"
  /** Changes the session's mode. */
  | "switch_mode"
  /** Anything else; the kind assumed when none is given. */
  | "other";
