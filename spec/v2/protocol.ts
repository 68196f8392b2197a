import type { Opaque, OpenEnum, OpenUnion, UInt32 } from "../vocabulary.js";
import type { AbsolutePath, Meta } from "./ids.js";
import type { Usage } from "./session-updates.js";
import type { ToolCallContent } from "./tool-call.js";

export interface Icon {
  src: string;
  mimeType?: MediaType | null;
  sizes?: string[] | null;
  theme?: IconTheme | null;
}

export type IconTheme = OpenEnum<"light" | "dark">;

export interface IdleStateUpdate {
  stopReason?: StopReason | null;
  /** @unstable usage Unstable upstream; the shape may change before it is stabilized. */
  usage?: Usage | null;
  _meta?: Meta | null;
}

export type MediaType = Opaque<string>;

export interface ReplayFromStart {
  _meta?: Meta | null;
}

export interface RequiresActionStateUpdate {
  _meta?: Meta | null;
}

export interface RunningStateUpdate {
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
  _meta?: Meta | null;
}

export type ToolCallId = Opaque<string>;

export interface ToolCallLocation {
  path: AbsolutePath;
  line?: UInt32 | null;
  _meta?: Meta | null;
}

export type ToolCallStatus = OpenEnum<"pending" | "in_progress" | "completed" | "failed" | "cancelled">;

export interface ToolCallUpdate {
  toolCallId: ToolCallId;
  /** @unstable tool_call_name Unstable upstream; the shape may change before it is stabilized. */
  name?: string | null;
  title?: string | null;
  kind?: ToolKind | null;
  status?: ToolCallStatus | null;
  content?: ToolCallContent[] | null;
  locations?: ToolCallLocation[] | null;
  rawInput?: unknown;
  rawOutput?: unknown;
  _meta?: Meta | null;
}

export type ToolKind = OpenEnum<"read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other">;
