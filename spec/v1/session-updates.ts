import type { Opaque, OpenEnum, UInt64 } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { Meta, SessionId } from "./ids.js";

export interface AvailableCommand {
  name: string;
  description: string;
  input?: AvailableCommandInput | null;
  _meta?: Meta | null;
}

export type AvailableCommandInput = UnstructuredCommandInput;

export interface AvailableCommandsUpdate {
  availableCommands: AvailableCommand[];
  _meta?: Meta | null;
}

/** @unstable compaction Unstable upstream; the shape may change before it is stabilized. */
export type CompactionId = Opaque<string>;

/** @unstable compaction Unstable upstream; the shape may change before it is stabilized. */
export type CompactionStatus = OpenEnum<"in_progress" | "completed" | "failed" | "cancelled">;

/** @unstable compaction Unstable upstream; the shape may change before it is stabilized. */
export interface CompactionSummaryChunk {
  compactionId: CompactionId;
  content: ContentBlock;
  _meta?: Meta | null;
}

/** @unstable compaction Unstable upstream; the shape may change before it is stabilized. */
export interface CompactionUpdate {
  compactionId: CompactionId;
  status: CompactionStatus;
  summary?: ContentBlock[] | null;
  error?: string | null;
  _meta?: Meta | null;
}

export interface Cost {
  amount: number;
  currency: string;
  _meta?: Meta | null;
}

/** @unstable notices Unstable upstream; the shape may change before it is stabilized. */
export interface Notice {
  severity: NoticeSeverity;
  title: string;
  description?: string | null;
  _meta?: Meta | null;
}

/** @unstable notices Unstable upstream; the shape may change before it is stabilized. */
export type NoticeSeverity = OpenEnum<"info" | "warning" | "error">;

export interface SessionInfo {
  sessionId: SessionId;
  cwd: string;
  additionalDirectories?: string[];
  title?: string | null;
  updatedAt?: string | null;
  _meta?: Meta | null;
}

export interface SessionInfoUpdate {
  title?: string | null;
  updatedAt?: string | null;
  _meta?: Meta | null;
}

export interface UnstructuredCommandInput {
  hint: string;
  _meta?: Meta | null;
}

/** @unstable usage Unstable upstream; the shape may change before it is stabilized. */
export interface Usage {
  totalTokens: UInt64;
  inputTokens: UInt64;
  outputTokens: UInt64;
  thoughtTokens?: UInt64 | null;
  cachedReadTokens?: UInt64 | null;
  cachedWriteTokens?: UInt64 | null;
  _meta?: Meta | null;
}

export interface UsageUpdate {
  used: UInt64;
  size: UInt64;
  cost?: Cost | null;
  _meta?: Meta | null;
}
