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

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
export interface PlanFile {
  uri: string;
  /** @lenient */
  _meta?: Meta | null;
}

export type PlanId = Opaque<string>;

export interface PlanItems {
  /** @lenient items-only */
  entries: PlanEntry[];
  /** @lenient */
  _meta?: Meta | null;
}

/** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
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

/**
 * @differs Published with `planId` inside each payload type (`PlanItems`, `PlanFile`, `PlanMarkdown`) and required
 * by the "other" branch; declared as a field every variant carries, so an unknown variant must carry it too.
 */
export type PlanUpdateContent = OpenUnion<"type", {
  items: PlanItems;
  /** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
  file: PlanFile;
  /** @unstable plan_operations Unstable upstream; the shape may change before it is stabilized. */
  markdown: PlanMarkdown;
}> & {
  planId: PlanId;
};
