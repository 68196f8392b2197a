import type { Patch } from "../vocabulary.js";

/** @defaultOnNull */
export interface A {
  /** @defaultOnNull */
  name?: string;
  /** @defaultOnNull */
  tags?: Patch<string[]>;
  /** @defaultOnNull */
  maybe: string[] | null;
  /** @defaultOnNull */
  list: Names;
  /** @defaultOnNull */
  env?: Record<string, string>;
  /** @defaultOnNull sometimes */
  args?: string[];
}

export type Names = string[];
