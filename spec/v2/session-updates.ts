import type { Opaque, OpenEnum, OpenUnion, UInt64 } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";

/**
 * A command the agent offers, by kind. `command` is a slash command the user can run.
 * An unknown kind is kept whole whatever its fields, as in every other open union (the
 * published schema also asks an unknown kind for `name` and `description`).
 */
export type AvailableCommand = OpenUnion<"type", {
  command: Command;
}>;

export type AvailableCommandInput = OpenUnion<"type", {
  text: TextCommandInput;
}>;

export interface AvailableCommandsUpdate {
  /** @lenient items-only */
  availableCommands: AvailableCommand[];
  /** @lenient */
  _meta?: Meta | null;
}

export type CompactionId = Opaque<string>;

export type CompactionStatus = OpenEnum<"in_progress" | "completed" | "failed" | "cancelled">;

export interface CompactionSummaryChunk {
  compactionId: CompactionId;
  content: ContentBlock;
  /** @lenient */
  _meta?: Meta | null;
}

export interface CompactionUpdate {
  compactionId: CompactionId;
  status: CompactionStatus;
  /** @lenient items */
  summary?: ContentBlock[] | null;
  /** @lenient */
  error?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface Cost {
  amount: number;
  currency: string;
  /** @lenient */
  _meta?: Meta | null;
}

export interface Notice {
  severity: NoticeSeverity;
  title: string;
  /** @lenient */
  description?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export type NoticeSeverity = OpenEnum<"info" | "warning" | "error">;

export interface SessionInfo {
  sessionId: SessionId;
  cwd: AbsolutePath;
  /** @defaultOnNull */
  additionalDirectories?: AbsolutePath[];
  /** @lenient */
  title?: string | null;
  /** @lenient */
  updatedAt?: string | null;
  /** @lenient */
  _meta?: Meta | null;
  /**
   * @unstable session_archive
   * @lenient
   */
  archived?: boolean | null;
}

export interface SessionInfoUpdate {
  /** @lenient */
  title?: string | null;
  /** @lenient */
  updatedAt?: string | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface TextCommandInput {
  hint: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable usage Unstable upstream; the shape may change before it is stabilized. */
export interface Usage {
  totalTokens: UInt64;
  inputTokens: UInt64;
  outputTokens: UInt64;
  /** @lenient */
  thoughtTokens?: UInt64 | null;
  /** @lenient */
  cachedReadTokens?: UInt64 | null;
  /** @lenient */
  cachedWriteTokens?: UInt64 | null;
  /** @lenient */
  _meta?: Meta | null;
}

export interface UsageUpdate {
  used: UInt64;
  size: UInt64;
  /** @lenient */
  cost?: Cost | null;
  /** @lenient */
  _meta?: Meta | null;
}

/** A slash command: its name, what it does, and the input it takes. */
export interface Command {
  name: string;
  description: string;
  /** @lenient */
  input?: AvailableCommandInput | null;
  /** @lenient */
  _meta?: Meta | null;
}
