import type { Opaque, Union } from "../vocabulary.js";
import type { Meta } from "./ids.js";

export interface Plan {
  entries: PlanEntry[];
  _meta?: Meta | null;
}

export interface PlanEntry {
  content: string;
  priority: PlanEntryPriority;
  status: PlanEntryStatus;
  _meta?: Meta | null;
}

export type PlanEntryPriority = "high" | "medium" | "low";

export type PlanEntryStatus = "pending" | "in_progress" | "completed";

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanFile {
  planId: PlanId;
  uri: string;
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export type PlanId = Opaque<string>;

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanItems {
  planId: PlanId;
  entries: PlanEntry[];
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanMarkdown {
  planId: PlanId;
  content: string;
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanRemoved {
  planId: PlanId;
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanUpdate {
  plan: PlanUpdateContent;
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export type PlanUpdateContent = Union<"type", {
  items: PlanItems;
  file: PlanFile;
  markdown: PlanMarkdown;
}>;
