import type { UInt16 } from "../vocabulary.js";

export interface A {
  /**
   * @minimum 0
   * @maximum 1
   */
  good?: number | null;
  /** @minimum 0 */
  text: string;
  /**
   * @minimum 2
   * @maximum 1
   */
  crossed: number;
  /** @maximum 70000 */
  small: UInt16;
  /** @minimum zero */
  word: number;
}

/** @minimum 0 */
export type B = "x" | "y";
