/**
 * An object.
 * @example { "x": "1" "y": 2 }
 * @example
 * ```json
 * {
 *   "x": "1",,
 * }
 * ```
 */
export interface A {
  x: string;
  y?: number;
}
