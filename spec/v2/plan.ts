import type { Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { AbsolutePath, Meta } from "./ids.js";

/**
 * One task in an item-based plan: something the agent means to do to carry out
 * the user's request, with how much it matters and how far it has got.
 * @example { "content": "Add a failing test for the parser bug", "priority": "high", "status": "in_progress" }
 */
export interface PlanEntry {
  /** What the task is, in words for the user. */
  content: string;
  /** How important the task is to the overall goal. */
  priority: PlanEntryPriority;
  /** Where the task stands now. */
  status: PlanEntryStatus;
  /**
   * Extension data for the entry; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * How important a plan entry is. The enum is open: values starting with `_`
 * are free for extensions, and a client keeps an unknown value and shows the
 * entry without a priority marking.
 */
export type PlanEntryPriority = OpenEnum<
  /** Essential to reaching the goal. */
  | "high"
  /** Matters, but the goal can be reached without it. */
  | "medium"
  /** Worth doing if there is time; not needed for the goal. */
  | "low"
>;

/**
 * Where a plan entry stands. The enum is open: values starting with `_` are
 * free for extensions, and a client keeps an unknown value and shows the
 * entry with a neutral status.
 */
export type PlanEntryStatus = OpenEnum<
  /** Not begun yet. */
  | "pending"
  /** Being worked on now. */
  | "in_progress"
  /** Finished successfully. */
  | "completed"
  /** Dropped before it was finished. */
  | "cancelled"
>;

/**
 * Names one plan within a session. The agent chooses it; the client compares
 * it as an opaque string and keeps one plan per id.
 * @example "plan_main"
 */
export type PlanId = Opaque<string>;

/**
 * A plan given as a list of tasks. Each update carries every entry with its
 * current status, and the client replaces the whole plan with it.
 * @example { "planId": "plan_main", "entries": [{ "content": "Read the failing test", "priority": "high", "status": "completed" }, { "content": "Fix the off-by-one in the tokenizer", "priority": "high", "status": "pending" }] }
 * @differs Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
 */
export interface PlanItems {
  /**
   * All of the plan's tasks, in order, not just the ones that changed.
   * @lenient items-only
   */
  entries: PlanEntry[];
  /**
   * Extension data for the plan; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A plan given as Markdown text.
 * @example { "planId": "plan_main", "content": "1. Reproduce the bug\n2. Fix the tokenizer\n3. Run the tests" }
 * @differs Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
 */
export interface PlanMarkdown {
  /** The whole plan, as Markdown. */
  content: string;
  /**
   * Where the agent keeps the plan's file, if it keeps one: an absolute path the client
   * may open. Left out and `null` both mean none.
   * @lenient
   */
  path?: AbsolutePath | null;
  /**
   * Extension data for the plan; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `plan_removed` session update: the agent drops a plan, and
 * the client forgets it.
 * @example { "planId": "plan_main" }
 */
export interface PlanRemoved {
  /** The plan to remove. */
  planId: PlanId;
  /**
   * Extension data for the removal; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `plan_update` session update: the agent creates a plan or
 * replaces its content. The plan's id sits inside `plan`.
 * @example { "plan": { "type": "items", "planId": "plan_main", "entries": [{ "content": "Run the test suite", "priority": "medium", "status": "pending" }] } }
 */
export interface PlanUpdate {
  /** The plan's new content, which replaces any earlier content for the same `planId`. */
  plan: PlanUpdateContent;
  /**
   * Extension data for the update; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The content of a plan, tagged on `type`; every variant names its plan with
 * `planId`. The union is open: a client that does not know a `type` keeps the
 * payload when it stores or forwards plans and otherwise skips it or shows it
 * generically, but it still replaces the earlier content of that `planId`.
 * Types starting with `_` are free for extensions. Every variant carries `planId`, an
 * unknown one too (upstream's "other" branch requires it).
 * @example { "type": "items", "planId": "plan_main", "entries": [{ "content": "Update the changelog", "priority": "low", "status": "pending" }] }
 */
export type PlanUpdateContent = OpenUnion<"type", {
  /**
   * A list of tasks with priorities and statuses.
   * @example { "type": "items", "planId": "plan_main", "entries": [{ "content": "Write the migration", "priority": "high", "status": "in_progress" }] }
   */
  items: PlanItems;
  /**
   * The plan as Markdown text.
   * @example { "type": "markdown", "planId": "plan_main", "content": "- [x] Reproduce\n- [ ] Fix" }
   */
  markdown: PlanMarkdown;
}> & {
  /** The plan this update replaces the content of; every variant carries it, an unknown one too. */
  planId: PlanId;
};
