/** Text helpers that targets use to build view models. No target-specific logic lives here. */

/** A JSON string literal that is also a safe TypeScript/JavaScript/Rust/Python string body: U+2028/9 escaped. */
export function quote(s: string): string {
  return JSON.stringify(s)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Compact JSON with U+2028/9 escaped, for embedding examples in code. */
export function jsonText(v: unknown, indent?: number): string {
  return JSON.stringify(v, null, indent)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Splits text into lines, normalising line breaks (including U+2028/9) to `\n`. */
export function lines(s: string): string[] {
  return s.replace(/\r\n?|\u2028|\u2029/g, "\n").split("\n");
}
