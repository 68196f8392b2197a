import type { Opaque, UInt32 } from "../vocabulary.js";
import type { Meta } from "./ids.js";
import type { ToolCallContent } from "./tool-call.js";

export type StopReason = "end_turn" | "max_tokens" | "max_turn_requests" | "refusal" | "cancelled";

export interface ToolCall {
  toolCallId: ToolCallId;
  title: string;
  /**
   * @lenient
   */
  name?: string | null;
  /** @lenient */
  kind?: ToolKind;
  /** @lenient */
  status?: ToolCallStatus;
  /** @lenient items */
  content?: ToolCallContent[];
  /** @lenient items */
  locations?: ToolCallLocation[];
  /** @lenient */
  rawInput?: unknown;
  /** @lenient */
  rawOutput?: unknown;
  /** @lenient */
  _meta?: Meta | null;
}

export type ToolCallId = Opaque<string>;

export interface ToolCallLocation {
  path: string;
  /** @lenient */
  line?: UInt32 | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type ToolCallStatus = "pending" | "in_progress" | "completed" | "failed";

export interface ToolCallUpdate {
  toolCallId: ToolCallId;
  /** @lenient */
  kind?: ToolKind | null;
  /** @lenient */
  status?: ToolCallStatus | null;
  /** @lenient */
  title?: string | null;
  /**
   * @lenient
   */
  name?: string | null;
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

/**
 * Upstream's crate reads any other string here as `other` (serde's catch-all variant), which the published schema does not
 * show: its schema, and so strict mode, rejects one; lenient mode reads it as `other` and reports it.
 * @catchAll other
 */
export type ToolKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "think" | "fetch" | "switch_mode" | "other";
