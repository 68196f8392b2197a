import type { Opaque, Union } from "../vocabulary.js";
import type { Meta } from "./ids.js";

export interface Plan {
  /** @lenient items */
  entries: PlanEntry[];
  /** @lenient */
  _meta?: Meta | null;
}

export interface PlanEntry {
  content: string;
  priority: PlanEntryPriority;
  status: PlanEntryStatus;
  /** @lenient */
  _meta?: Meta | null;
}

export type PlanEntryPriority = "high" | "medium" | "low";

export type PlanEntryStatus = "pending" | "in_progress" | "completed";

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanFile {
  planId: PlanId;
  uri: string;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export type PlanId = Opaque<string>;

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanItems {
  planId: PlanId;
  /** @lenient items */
  entries: PlanEntry[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanMarkdown {
  planId: PlanId;
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

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanUpdate {
  plan: PlanUpdateContent;
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export type PlanUpdateContent = Union<"type", {
  items: PlanItems;
  file: PlanFile;
  markdown: PlanMarkdown;
}>;
