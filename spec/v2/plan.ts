import type { Opaque, OpenEnum, OpenUnion } from "../vocabulary.js";
import type { Meta } from "./ids.js";

export interface PlanEntry {
  content: string;
  priority: PlanEntryPriority;
  status: PlanEntryStatus;
  /** @lenient */
  _meta?: Meta | null;
}

export type PlanEntryPriority = OpenEnum<"high" | "medium" | "low">;

export type PlanEntryStatus = OpenEnum<"pending" | "in_progress" | "completed" | "cancelled">;

/**
 * @unstable plan_operations Unstable upstream; the shape may change before it is stabilized.
 * @differs Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
 */
export interface PlanFile {
  uri: string;
  /** @lenient */
  _meta?: Meta | null;
}

export type PlanId = Opaque<string>;

/**
 * @differs Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
 */
export interface PlanItems {
  /** @lenient items-only */
  entries: PlanEntry[];
  /** @lenient */
  _meta?: Meta | null;
}

/**
 * @unstable plan_operations Unstable upstream; the shape may change before it is stabilized.
 * @differs Published with `planId`; declared without it, as a field of `PlanUpdateContent` that every variant carries (an unknown one too).
 */
export interface PlanMarkdown {
  content: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanRemoved {
  planId: PlanId;
  /** @lenient */
  _meta?: Meta | null;
}

export interface PlanUpdate {
  plan: PlanUpdateContent;
  /** @lenient */
  _meta?: Meta | null;
}

/** Every variant carries `planId`, an unknown one too (upstream's "other" branch requires it). */
export type PlanUpdateContent = OpenUnion<"type", {
  items: PlanItems;
  /** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
  file: PlanFile;
  /** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
  markdown: PlanMarkdown;
}> & {
  planId: PlanId;
};
