import type { Opaque, OpenEnum, OpenUnion, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta } from "./ids.js";
import type { Usage } from "./session-updates.js";
import type { ToolCallContent } from "./tool-call.js";

export interface Icon {
  src: string;
  /** @lenient */
  mimeType?: MediaType | null;
  /** @lenient items */
  sizes?: string[] | null;
  /** @lenient */
  theme?: IconTheme | null;
}

export type IconTheme = OpenEnum<"light" | "dark">;

export interface IdleStateUpdate {
  /** @lenient */
  stopReason?: StopReason | null;
  /**
   * @unstable usage Unstable upstream; the shape may change before it is stabilized.
   * @lenient
   */
  usage?: Usage | null;
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
}

export interface RunningStateUpdate {
  /** @lenient */
  _meta?: Meta | null;
}

export type SessionListCursor = Opaque<string>;

export type StateUpdate = OpenUnion<"state", {
  running: RunningStateUpdate;
  idle: IdleStateUpdate;
  requires_action: RequiresActionStateUpdate;
}>;

export type StopReason = OpenEnum<"end_turn" | "max_tokens" | "max_turn_requests" | "refusal" | "cancelled">;

export interface ToolCallContentChunk {
  toolCallId: ToolCallId;
  content: ToolCallContent;
  /** @lenient */
  _meta?: Meta | null;
}

export type ToolCallId = Opaque<string>;

export interface ToolCallLocation {
  path: AbsolutePath;
  /** @lenient */
  line?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type ToolCallStatus = OpenEnum<"pending" | "in_progress" | "completed" | "failed" | "cancelled">;

export interface ToolCallUpdate {
  toolCallId: ToolCallId;
  /**
   * @unstable tool_call_name Unstable upstream; the shape may change before it is stabilized.
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
}

export type ToolKind = OpenEnum<"read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other">;
