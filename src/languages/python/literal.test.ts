import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pyString, pyWidth } from "./view.js";

/** ruff's string literal, character by character: the oracle of pyString's quick path (text with nothing to escape). */
function literalByCharacter(s: string): string {
  const chars = [...s];
  const q = chars.filter((c) => c === '"').length > chars.filter((c) => c === "'").length ? "'" : '"';
  const escapes: Record<string, string> = { [q]: `\\${q}`, "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
  const body = chars.map((ch) => {
    const c = ch.codePointAt(0)!;
    if (escapes[ch] !== undefined) return escapes[ch];
    if (c < 0x20 || c === 0x7f || c === 0x2028 || c === 0x2029 || c === 0x85)
      return `\\u${c.toString(16).padStart(4, "0")}`;
    return ch;
  });
  return `${q}${body.join("")}${q}`;
}

/** ruff's width, character by character: two columns for the East Asian wide ranges pyWidth names, else one. */
function widthByCharacter(s: string): number {
  return [...s].reduce((n, ch) => n + (pyWidth(ch) === 2 ? 2 : 1), 0);
}

/** Text mixing plain ASCII with the characters both functions treat apart: quotes, escapes, controls, wide and astral. */
const mixed = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('"', "'", "\\", "\n", "\r", "\t", "\u0000", "\u001f", "\u007f", "\u0085", "\u2028", "\u2029"),
      fc.constantFrom("\u1100", "\u10ff", "漢", "ｱ", "Ａ", "😀", "𠀀", "é"),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

describe("Python literals", () => {
  it("pyString writes what the character-by-character escaping writes", () => {
    fc.assert(
      fc.property(mixed, (s) => {
        expect(pyString(s)).toBe(literalByCharacter(s));
      }),
    );
  });

  it("pyWidth counts what the character-by-character count gives", () => {
    fc.assert(
      fc.property(mixed, (s) => {
        expect(pyWidth(s)).toBe(widthByCharacter(s));
      }),
    );
    expect(pyWidth("漢字")).toBe(4);
    expect(pyWidth("abc")).toBe(3);
    expect(pyWidth("😀")).toBe(2);
  });
});
