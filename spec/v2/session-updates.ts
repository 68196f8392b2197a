import type { Opaque, OpenEnum, OpenUnion, UInt64 } from "../vocabulary.js";
import type { ContentBlock } from "./content.js";
import type { AbsolutePath, Meta, SessionId } from "./ids.js";

/**
 * A command the agent offers, by kind. `command` is a slash command the user can run;
 * `skill` (experimental) an agent skill the user invokes with a `skill` content block.
 * Every kind carries `name` and `description`, an unknown one too (the published schema
 * asks an unknown kind for them); an unknown kind is otherwise kept whole, and a client
 * that cannot use it may hide it or show it as a plain command.
 * @example { "type": "command", "name": "review", "description": "Review the staged changes" }
 */
export type AvailableCommand = OpenUnion<"type", {
  /**
   * A slash command the user runs by typing `/` and its name in a prompt.
   * @example { "type": "command", "name": "review", "description": "Review the staged changes", "input": { "type": "text", "hint": "files to focus on" } }
   */
  command: Command;
  /**
   * An agent skill, which the user invokes with a `skill` content block that names it
   * (never with `/`). The agent sends one only to a client that advertised
   * `session.commands.skill`. Experimental.
   * @unstable agent_skills
   * @example { "type": "skill", "name": "pdf-processing", "description": "Extract text and tables from PDF files", "path": "/home/user/.skills/pdf/SKILL.md" }
   */
  skill: Skill;
}> & {
  /** The name the user types after `/`, such as `review`; no spaces, and unique in the list. */
  name: string;
  /** What the command does, for people. */
  description: string;
};

/**
 * The input a command takes, by kind. A client that does not know a kind keeps it when it
 * stores or forwards the command, and otherwise shows the command without structured input.
 * @example { "type": "text", "hint": "files to focus on" }
 */
export type AvailableCommandInput = OpenUnion<"type", {
  /**
   * Free text: everything typed after the command name and the space after it.
   * @example { "type": "text", "hint": "branch or commit to compare against" }
   */
  text: TextCommandInput;
}>;

/**
 * The payload of an `available_commands_update`: the commands the session offers now,
 * in place of the previous list.
 * @example { "availableCommands": [{ "type": "command", "name": "test", "description": "Run the test suite" }] }
 */
export interface AvailableCommandsUpdate {
  /**
   * Every command on offer; `[]` means none.
   * @lenient items-only
   */
  availableCommands: AvailableCommand[];
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * Identifies one context compaction within a session. The agent picks it; clients treat
 * it as an opaque string.
 * @example "cmp_01"
 */
export type CompactionId = Opaque<string>;

/**
 * Where a context compaction is in its life. A client keeps a status it does not know.
 */
export type CompactionStatus = OpenEnum<
  /** Started and not finished yet. */
  | "in_progress"
  /** Finished successfully. */
  | "completed"
  /** Finished without success; `error` may say why. */
  | "failed"
  /** Stopped before it finished. */
  | "cancelled"
>;

/**
 * The payload of a `compaction_summary_chunk`: one content block appended to a
 * compaction's summary, in the order received. An id not seen before starts a compaction
 * that is in progress.
 * @example { "compactionId": "cmp_01", "content": { "type": "text", "text": "Earlier: fixed the CI fixture path." } }
 */
export interface CompactionSummaryChunk {
  /** The compaction whose summary grows. */
  compactionId: CompactionId;
  /** The block to append. */
  content: ContentBlock;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `compaction_update`: creates or changes a context compaction, in which
 * the agent shrinks the conversation it keeps in context. The first update fixes where
 * the compaction sits in the timeline; later ones with the same id change it in place.
 * @example { "compactionId": "cmp_01", "status": "in_progress" }
 * @example { "compactionId": "cmp_01", "status": "failed", "error": "The summary model timed out." }
 */
export interface CompactionUpdate {
  /** The compaction's id, unique within the session. */
  compactionId: CompactionId;
  /**
   * Where the compaction is now. Left out keeps the stored status, `null` resets it to
   * `in_progress`, and a value replaces it; a new compaction starts as `in_progress`.
   * @lenient
   */
  status?: CompactionStatus | null;
  /**
   * A summary of what was compacted, for the user. Left out keeps the stored summary;
   * `null` or `[]` clears it; a value replaces it whole.
   * @lenient items
   */
  summary?: ContentBlock[] | null;
  /**
   * What went wrong, in plain text for the user. Left out keeps it, `null` clears it, a
   * value replaces it.
   * @lenient
   */
  error?: string | null;
  /**
   * Extension data the protocol does not interpret. A value is merged into the stored
   * data key by key; `null` clears it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * What a session has cost so far.
 * @example { "amount": 0.42, "currency": "USD" }
 */
export interface Cost {
  /** The total cost of the session so far, in `currency`. */
  amount: number;
  /** The unit of `amount`: an ISO 4217 currency code such as `USD`, or another unit such as `credits`. */
  currency: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `notice`: information the agent shows the user once. It is not part
 * of the session's history, and the agent cannot count on it being seen; a client that
 * does not show notices ignores it.
 * @example { "severity": "info", "title": "Switched to a smaller model for this turn" }
 */
export interface Notice {
  /** How prominently to show it. */
  severity: NoticeSeverity;
  /**
   * A short plain-text title that makes sense on its own; never empty.
   * @minLength 1
   */
  title: string;
  /**
   * More detail or advice, in plain text. Left out and `null` both mean none.
   * @lenient
   */
  description?: string | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/** How prominently a client shows a notice. A client keeps a value it does not know. */
export type NoticeSeverity = OpenEnum<
  /** For information. */
  | "info"
  /** Something the user should look at. */
  | "warning"
  /** Something went wrong. */
  | "error"
>;

/**
 * One session in a `session/list` result.
 * @example { "sessionId": "sess_abc123def456", "cwd": "/home/user/project", "title": "Fix the flaky CI build", "updatedAt": "2025-06-01T14:32:10Z" }
 */
export interface SessionInfo {
  /** The session's id. */
  sessionId: SessionId;
  /** The session's working directory, an absolute path. */
  cwd: AbsolutePath;
  /**
   * The session's further workspace roots, complete and in order. Left out, `null` or
   * `[]` means none.
   * @defaultOnNull
   */
  additionalDirectories?: AbsolutePath[];
  /**
   * A title for the session. Left out and `null` both mean it has none.
   * @lenient
   */
  title?: string | null;
  /**
   * When the session was last active, as an RFC 3339 timestamp. Left out and `null` both
   * mean not reported.
   * @lenient
   */
  updatedAt?: string | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Whether the session is archived. Left out and `null` both mean not reported; agents
   * that advertise `session.archive` always send it.
   * @unstable session_archive
   * @lenient
   */
  archived?: boolean | null;
}

/**
 * The payload of a `session_info_update`: a change to the session's title or other
 * metadata. Each field is a patch: left out keeps the stored value, `null` clears it, a
 * value replaces it.
 * @example { "title": "Fix the flaky CI build" }
 */
export interface SessionInfoUpdate {
  /**
   * A title for the session.
   * @lenient
   */
  title?: string | null;
  /**
   * When the session was last active, as an RFC 3339 timestamp.
   * @lenient
   */
  updatedAt?: string | null;
  /**
   * Extension data the protocol does not interpret. A value is merged into the stored
   * data key by key; `null` clears it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The free-text input of a command.
 * @example { "hint": "files to focus on" }
 */
export interface TextCommandInput {
  /** A hint the client shows while the user has not typed any input yet. */
  hint: string;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The tokens one piece of foreground work used, reported when it ends; not a running
 * total for the session. Experimental.
 * @unstable end_turn_token_usage Unstable upstream; the shape may change before it is stabilized.
 * @example { "totalTokens": 15320, "inputTokens": 12000, "outputTokens": 2820, "thoughtTokens": 500, "cachedReadTokens": 9000 }
 */
export interface Usage {
  /** Every kind of token together, for the work that ended. */
  totalTokens: UInt64;
  /** Input tokens, for the work that ended. */
  inputTokens: UInt64;
  /** Output tokens, for the work that ended. */
  outputTokens: UInt64;
  /**
   * Reasoning tokens. Left out and `null` both mean not reported.
   * @lenient
   */
  thoughtTokens?: UInt64 | null;
  /**
   * Tokens read from the prompt cache. Left out and `null` both mean not reported.
   * @lenient
   */
  cachedReadTokens?: UInt64 | null;
  /**
   * Tokens written to the prompt cache. Left out and `null` both mean not reported.
   * @lenient
   */
  cachedWriteTokens?: UInt64 | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `usage_update`: how full the context window is, and what the session
 * has cost.
 * @example { "used": 53000, "size": 200000, "cost": { "amount": 0.42, "currency": "USD" } }
 */
export interface UsageUpdate {
  /** Tokens now in the context window. */
  used: UInt64;
  /** The context window's size, in tokens. */
  size: UInt64;
  /**
   * The session's cost so far. Left out keeps the last reported cost, `null` clears it, a
   * value replaces it.
   * @lenient
   */
  cost?: Cost | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A slash command: the input it takes (its name and description are fields of
 * `AvailableCommand` that every kind carries).
 * @differs Published with `name` and `description`; declared without them, as fields of `AvailableCommand` that every variant carries (an unknown one too).
 * @example { "input": { "type": "text", "hint": "files to focus on" } }
 */
export interface Command {
  /**
   * The input the command takes. Left out and `null` both mean none.
   * @lenient
   */
  input?: AvailableCommandInput | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * An agent skill the user can invoke: where it is defined (its name and description are
 * fields of `AvailableCommand` that every kind carries). Experimental.
 * @unstable agent_skills
 * @differs Published with `name` and `description`; declared without them, as fields of `AvailableCommand` that every variant carries (an unknown one too).
 * @example { "path": "/home/user/.skills/pdf/SKILL.md" }
 */
export interface Skill {
  /**
   * The file that defines the skill (usually its `SKILL.md`) on the agent's machine. Left
   * out and `null` both mean it has none, as for a skill built into the agent.
   * @lenient
   */
  path?: AbsolutePath | null;
  /**
   * Extension data the protocol does not interpret. Left out and `null` both mean none.
   * @lenient
   */
  _meta?: Meta | null;
}
