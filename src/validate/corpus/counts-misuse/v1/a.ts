export interface A {
  /** @minItems 1 */
  good: string[];
  /** @minLength 1 always */
  name?: string | null;
  /** @minItems 1 */
  text: string;
  /** @minLength 2 */
  list: string[];
  /** @minItems -1 */
  negative: string[];
  /** @minLength 1.5 */
  fraction: string;
  /** @minItems */
  empty: string[];
  /** @minItems 1 */
  alias: Names;
}

/** A list through an alias. */
export type Names = string[];

/** @minLength 1 */
export type B = "x" | "y";

export type C =
  /** @minItems 1 */
  | string[]
  /** @minItems 1 */
  | number;
