import type { Opaque, Union } from "../vocabulary.js";
import type { Meta } from "./ids.js";

/**
 * The agent's plan for the current request: the tasks it means to carry out, sent in a
 * `plan` session update so the user can follow its approach. Each update carries the whole
 * plan, and the client replaces what it showed before; the plan may change as work goes on.
 * @example { "entries": [{ "content": "Read the failing test", "priority": "high", "status": "completed" }, { "content": "Fix the off-by-one in the parser", "priority": "high", "status": "in_progress" }] }
 */
export interface Plan {
  /**
   * Every task of the plan, each with its current status, in order.
   * @lenient items
   */
  entries: PlanEntry[];
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * One task of a plan.
 * @example { "content": "Add a regression test", "priority": "medium", "status": "pending" }
 */
export interface PlanEntry {
  /** What the task is meant to achieve, in words for the user. */
  content: string;
  /** How much the task matters to the overall goal. */
  priority: PlanEntryPriority;
  /** How far along the task is. */
  status: PlanEntryStatus;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/** How much a plan task matters to the overall goal. */
export type PlanEntryPriority =
  /** Essential to reaching the goal. */
  | "high"
  /** Worth doing, but the goal does not hinge on it. */
  | "medium"
  /** Optional; nice to have. */
  | "low";

/** Where a plan task stands. */
export type PlanEntryStatus =
  /** Not started. */
  | "pending"
  /** Being worked on now. */
  | "in_progress"
  /** Finished successfully. */
  | "completed";

/**
 * Identifies one plan within a session, so that a session can hold several plans and
 * update or remove each one. The agent chooses it.
 * @example "plan_main"
 */
export type PlanId = Opaque<string>;

/**
 * A plan given as a list of tasks.
 * @example { "planId": "plan_main", "entries": [{ "content": "Update the changelog", "priority": "low", "status": "pending" }] }
 */
export interface PlanItems {
  /** The plan this content belongs to. */
  planId: PlanId;
  /**
   * Every task of this plan with its current status; the client replaces the plan's
   * previous tasks with this list.
   * @lenient items
   */
  entries: PlanEntry[];
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * A plan given as Markdown text.
 * @example { "planId": "plan_main", "content": "1. Reproduce the bug\n2. Fix the parser\n" }
 */
export interface PlanMarkdown {
  /** The plan this content belongs to. */
  planId: PlanId;
  /** The whole plan, in Markdown. */
  content: string;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
  /**
   * Where the agent keeps the plan's file, if it keeps one, for the client to open. Left
   * out and `null` both mean none.
   * @lenient
   */
  path?: string | null;
}

/**
 * The payload of a `plan_removed` session update: the plan to drop. The agent sends it
 * only to a client that advertised the `plan` capability.
 * @example { "planId": "plan_main" }
 */
export interface PlanRemoved {
  /** The plan the client should stop showing. */
  planId: PlanId;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The payload of a `plan_update` session update: new content for the plan with the given
 * id, which the client shows in place of anything it held for that id. The agent
 * sends it only to a client that advertised the `plan` capability.
 * @example { "plan": { "type": "markdown", "planId": "plan_main", "content": "1. Reproduce the bug\n" } }
 */
export interface PlanUpdate {
  /** The plan's new content, with its id. */
  plan: PlanUpdateContent;
  /**
   * Extension data; the protocol does not interpret it.
   * @lenient
   */
  _meta?: Meta | null;
}

/**
 * The content of one plan, tagged on `type`: a task list or Markdown text. The
 * union is closed: an unknown `type` is rejected.
 */
export type PlanUpdateContent = Union<"type", {
  /**
   * The plan as a list of tasks.
   * @example { "type": "items", "planId": "plan_main", "entries": [{ "content": "Fix the parser", "priority": "high", "status": "in_progress" }] }
   */
  items: PlanItems;
  /**
   * The plan as Markdown text.
   * @example { "type": "markdown", "planId": "plan_main", "content": "1. Reproduce the bug\n2. Fix the parser\n" }
   */
  markdown: PlanMarkdown;
}>;
