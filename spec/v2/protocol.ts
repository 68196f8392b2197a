import type { Opaque, OpenEnum, OpenUnion, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";
import type { Usage } from "./session-updates.js";
import type { ToolCallContent } from "./tool-call.js";
import type { JsonRpcError } from "./session-methods.js";
import type { TerminalId } from "./terminal.js";

export interface Icon {
  src: string;
  /** @lenient */
  mimeType?: MediaType | null;
  /** @lenient items */
  sizes?: string[] | null;
  /** @lenient */
  theme?: IconTheme | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type IconTheme = OpenEnum<"light" | "dark">;

/**
 * The `idle` turn state: the turn ended, and why.
 * @differs Published as an object whose `stopReason` selects one of several branches (`end_turn`, `max_tokens`, `max_turn_requests`, `refusal`, `cancelled`, `error` with `error` beside it, or any other string); declared as one object with an open string `stopReason` and an optional `error`, so the same values are accepted, and an `idle` state without a `stopReason` (which earlier releases sent) is still read.
 */
export interface IdleStateUpdate {
  /** @lenient */
  stopReason?: string | null;
  /**
   * @unstable usage Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  usage?: Usage | null;
  error?: JsonRpcError | null;
  /** @lenient */
  background?: BackgroundWork[] | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type MediaType = Opaque<string>;

export interface ReplayFromStart {
  /** @lenient */
  _meta?: Meta | null;
}

export interface RequiresActionStateUpdate {
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient */
  background?: BackgroundWork[] | null;
}

export interface RunningStateUpdate {
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient */
  background?: BackgroundWork[] | null;
}

export type SessionListCursor = Opaque<string>;

export type StateUpdate = OpenUnion<"state", {
  running: RunningStateUpdate;
  idle: IdleStateUpdate;
  requires_action: RequiresActionStateUpdate;
  /** @unstable subagents */
  unknown: UnknownStateUpdate;
}>;

export interface ToolCallContentChunk {
  toolCallId: ToolCallId;
  content: ToolCallContent;
  /** @lenient */
  _meta?: Meta | null;
}

export type ToolCallId = Opaque<string>;

export interface ToolCallLocation {
  path: AbsolutePath;
  /**
   * @lenient
   * @minimum 1 always
   */
  line?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type ToolCallStatus = OpenEnum<"pending" | "in_progress" | "completed" | "failed" | "cancelled" | "paused">;

export interface ToolCallUpdate {
  toolCallId: ToolCallId;
  /**
   * @lenient
   */
  name?: string | null;
  /** @lenient */
  title?: string | null;
  /** @lenient */
  kind?: ToolKind | null;
  /** @lenient */
  status?: ToolCallStatus | null;
  /** @lenient items */
  content?: ToolCallContent[] | null;
  /** @lenient items */
  locations?: ToolCallLocation[] | null;
  /** @lenient */
  rawInput?: unknown;
  /** @lenient */
  rawOutput?: unknown;
  /** @lenient */
  _meta?: Meta | null;
  /** @lenient */
  capabilities?: ToolCallCapabilities | null;
}

export type ToolKind = OpenEnum<"read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other">;

/** @unstable subagents */
export interface BackgroundSubagent {
  sessionId: SessionId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface BackgroundTerminal {
  terminalId: TerminalId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface BackgroundToolCall {
  toolCallId: ToolCallId;
  /** @lenient */
  _meta?: Meta | null;
}

export type BackgroundWork = OpenUnion<"type", {
  terminal: BackgroundTerminal;
  tool_call: BackgroundToolCall;
  /** @unstable subagents */
  subagent: BackgroundSubagent;
}>;

export interface ErrorStopReason {
  /** @lenient */
  error?: JsonRpcError | null;
}

export interface ToolCallCancelCapabilities {
  /** @lenient */
  _meta?: Meta | null;
}

export interface ToolCallCapabilities {
  /** @lenient */
  cancel?: ToolCallCancelCapabilities | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable subagents */
export interface UnknownStateUpdate {
  /** @lenient */
  background?: BackgroundWork[] | null;
  /** @lenient */
  _meta?: Meta | null;
}
