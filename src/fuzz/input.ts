/** What the fuzzer sends: one input, and the number spellings it may carry. The generator and the hostile corpus both make them. */

export interface FuzzInput {
  /** `v2.SessionUpdate`. */
  readonly type: string;
  readonly json: unknown;
  /** The mutation applied, or `valid`. */
  readonly mutation: string;
  /** The `spelling` mutation: the input goes as JSON text, one number token of `json` written another way. */
  readonly spelling?: Spelling;
  /** Raw JSON text sent in place of `json` (the hostile corpus: what no JSON value can spell, such as a duplicate key). */
  readonly text?: string;
  /** Raw bytes (base64) sent in place of `json`, to the bytes entry points (invalid UTF-8, a BOM). */
  readonly bytes?: string;
  /** `lenient`: read through the bindings' lenient entry points; absent: strict (the ordinary entry points). */
  readonly mode?: "lenient";
}

/** One number token of an input's JSON text, written another way (`1` as `1.0`, or another number altogether). */
export interface Spelling {
  readonly from: string;
  readonly to: string;
}
