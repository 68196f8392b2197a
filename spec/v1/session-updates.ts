import type { Opaque, OpenEnum, UInt64 } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { Meta, SessionId } from "./ids.js";

/**
 * A slash command the agent offers; the user types it as `/name` in the prompt.
 * @example { "name": "web", "description": "Search the web", "input": { "hint": "what to search for" } }
 */
export interface AvailableCommand {
  /** The command's name, typed after the slash, such as `create_plan`. */
  name: string;
  /** What the command does, shown to the user. */
  description: string;
  /**
   * How the command takes input. Absent or `null`: it takes none.
   * @lenient
   */
  input?: AvailableCommandInput | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * How a slash command takes its input. Only one form exists so far: free text.
 * @example { "hint": "what to search for" }
 */
export type AvailableCommandInput = UnstructuredCommandInput;

/**
 * The payload of `available_commands_update`: the slash commands the agent offers from now on.
 * @example { "availableCommands": [{ "name": "web", "description": "Search the web" }] }
 */
export interface AvailableCommandsUpdate {
  /**
   * Every command now available; the list replaces the previous one.
   * @lenient items
   */
  availableCommands: AvailableCommand[];
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies one context compaction within a session; the agent chooses it.
 * @example "cmp_01"
 */
export type CompactionId = Opaque<string>;

/**
 * Where a context compaction stands. A receiver keeps a value it does not know as is.
 */
export type CompactionStatus = OpenEnum<
  /** Started and not yet finished. */
  | "in_progress"
  /** Finished successfully. */
  | "completed"
  /** Finished without success; `error` may say why. */
  | "failed"
  /** Stopped before it finished. */
  | "cancelled"
>;

/**
 * The payload of `compaction_summary_chunk`: one content block appended to a compaction's summary, in the order
 * received. A chunk for a compaction not seen before creates it as `in_progress`.
 * @example { "compactionId": "cmp_01", "content": { "type": "text", "text": "So far we fixed the config loader." } }
 */
export interface CompactionSummaryChunk {
  /** The compaction whose summary grows. */
  compactionId: CompactionId;
  /** The block to append. */
  content: ContentBlock;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of `compaction_update`: creates a context compaction or changes it. The first update for an id fixes
 * where the compaction sits in the session's timeline; later ones change it in place.
 * @example { "compactionId": "cmp_01", "status": "completed", "summary": [{ "type": "text", "text": "We fixed the config loader and added tests." }] }
 */
export interface CompactionUpdate {
  /** The compaction, unique within the session. */
  compactionId: CompactionId;
  /** The compaction's state now. */
  status: CompactionStatus;
  /**
   * The whole summary to show the user. Absent: unchanged; `null`: cleared; a list: replaces it.
   * @lenient items
   */
  summary?: ContentBlock[] | null;
  /**
   * What went wrong, for the user. Absent: unchanged; `null`: cleared; a value: replaces it.
   * @lenient
   */
  error?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a session has cost so far, in total.
 * @example { "amount": 0.42, "currency": "USD" }
 */
export interface Cost {
  /** The cumulative cost of the session, in `currency`. */
  amount: number;
  /** The unit of `amount`: an ISO 4217 code such as `USD` for money, or another unit such as `credits`. */
  currency: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of `notice`: a one-off message for the user that is not kept in the session's history. The agent
 * cannot count on it being shown.
 * @example { "severity": "warning", "title": "MCP server unavailable", "description": "Continuing without the issues server." }
 */
export interface Notice {
  /** How prominently to show it. */
  severity: NoticeSeverity;
  /**
   * A non-empty plain-text title that makes sense on its own.
   * @minLength 1
   */
  title: string;
  /**
   * More detail or advice, as plain text. Absent or `null`: none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * How prominently a client shows a notice. A receiver keeps a value it does not know as is.
 */
export type NoticeSeverity = OpenEnum<
  /** Information. */
  | "info"
  /** Something the user should be aware of. */
  | "warning"
  /** Something failed. */
  | "error"
>;

/**
 * One session as `session/list` reports it.
 * @example { "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "title": "Fix the config loader", "updatedAt": "2026-03-14T09:26:53Z" }
 */
export interface SessionInfo {
  /** The session's id. */
  sessionId: SessionId;
  /** The session's working directory, an absolute path. */
  cwd: string;
  /**
   * The session's extra workspace roots, as absolute paths, in order. Absent and `[]` both mean none.
   * @lenient items
   */
  additionalDirectories?: string[];
  /**
   * A human-readable title. Absent or `null`: none.
   * @lenient
   */
  title?: string | null;
  /**
   * When the session last saw activity, as an ISO 8601 timestamp. Absent or `null`: not reported.
   * @lenient
   */
  updatedAt?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Whether the session is archived. Absent or `null`: not reported; agents with the archive capability always
   * report it.
   * @unstable session_archive
   * @lenient
   */
  archived?: boolean | null;
}

/**
 * The payload of `session_info_update`: new values for some of the session's metadata.
 * @example { "title": "Fix the config loader", "updatedAt": "2026-03-14T09:26:53Z" }
 */
export interface SessionInfoUpdate {
  /**
   * The session's title. Absent: unchanged; `null`: cleared; a value: replaces it.
   * @lenient
   */
  title?: string | null;
  /**
   * When the session last saw activity, as an ISO 8601 timestamp. Absent: unchanged; `null`: cleared; a value:
   * replaces it.
   * @lenient
   */
  updatedAt?: string | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Input given as free text: everything the user types after the command name.
 * @example { "hint": "what to search for" }
 */
export interface UnstructuredCommandInput {
  /** Placeholder text to show while the user has typed no input yet. */
  hint: string;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Token counts, all in tokens. Experimental.
 * @unstable end_turn_token_usage Unstable upstream; the shape may change before it is stabilized.
 * @example { "totalTokens": 1530, "inputTokens": 1200, "outputTokens": 330, "cachedReadTokens": 800 }
 */
export interface Usage {
  /** All tokens of every kind added together. */
  totalTokens: UInt64;
  /** Input tokens. */
  inputTokens: UInt64;
  /** Output tokens. */
  outputTokens: UInt64;
  /**
   * Reasoning tokens. Absent or `null`: not reported.
   * @lenient
   */
  thoughtTokens?: UInt64 | null;
  /**
   * Tokens read from a prompt cache. Absent or `null`: not reported.
   * @lenient
   */
  cachedReadTokens?: UInt64 | null;
  /**
   * Tokens written to a prompt cache. Absent or `null`: not reported.
   * @lenient
   */
  cachedWriteTokens?: UInt64 | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of `usage_update`: how full the context window is, and what the session has cost.
 * @example { "used": 53000, "size": 200000, "cost": { "amount": 0.42, "currency": "USD" } }
 */
export interface UsageUpdate {
  /** Tokens currently in the context window. */
  used: UInt64;
  /** The context window's capacity, in tokens. */
  size: UInt64;
  /**
   * What the session has cost so far. Absent or `null`: not reported.
   * @lenient
   */
  cost?: Cost | null;
  /**
   * Extension data the protocol does not interpret.
   * @lenient
   */
  _meta?: Meta | null;
}
