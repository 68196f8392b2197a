import type { Opaque, UInt32 } from "../vocabulary.js";
import type { Meta } from "./ids.js";
import type { ToolCallContent } from "./tool-call.js";

export type StopReason = "end_turn" | "max_tokens" | "max_turn_requests" | "refusal" | "cancelled";

export interface ToolCall {
  toolCallId: ToolCallId;
  title: string;
  /** @unstable tool_call_name Unstable upstream; the shape may change before it is stabilized. */
  name?: string | null;
  kind?: ToolKind;
  status?: ToolCallStatus;
  content?: ToolCallContent[];
  locations?: ToolCallLocation[];
  rawInput?: unknown;
  rawOutput?: unknown;
  _meta?: Meta | null;
}

export type ToolCallId = Opaque<string>;

export interface ToolCallLocation {
  path: string;
  line?: UInt32 | null;
  _meta?: Meta | null;
}

export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed";

export interface ToolCallUpdate {
  toolCallId: ToolCallId;
  kind?: ToolKind | null;
  status?: ToolCallStatus | null;
  title?: string | null;
  /** @unstable tool_call_name Unstable upstream; the shape may change before it is stabilized. */
  name?: string | null;
  content?: ToolCallContent[] | null;
  locations?: ToolCallLocation[] | null;
  rawInput?: unknown;
  rawOutput?: unknown;
  _meta?: Meta | null;
}

export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other";
