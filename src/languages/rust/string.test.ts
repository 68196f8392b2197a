import { describe, expect, it } from "vitest";
import { rustString } from "./view.js";

/**
 * rustString against Rust's own reading of a string literal: the literal, read back with Rust's escapes, is the
 * text; and it holds no raw character a generated file must not carry (a quote or backslash that is not an escape,
 * a control character, DEL, U+2028 or U+2029), whether the text needs escapes or not.
 */

/** A Rust string literal's value: `\"`, `\\`, `\n`, `\r`, `\t` and `\u{...}` escapes (all rustString writes). */
function readRustLiteral(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true);
  const body = literal.slice(1, -1);
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '"') throw new Error(`an unescaped quote at ${i} of ${literal}`);
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = body[++i];
    if (e === '"' || e === "\\") out += e;
    else if (e === "n") out += "\n";
    else if (e === "r") out += "\r";
    else if (e === "t") out += "\t";
    else if (e === "u" && body[i + 1] === "{") {
      const end = body.indexOf("}", i);
      out += String.fromCodePoint(Number.parseInt(body.slice(i + 2, end), 16));
      i = end;
    } else throw new Error(`an escape Rust does not have at ${i} of ${literal}`);
  }
  return out;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const RAW_FORBIDDEN = /[\u0000-\u001f\u007f\u2028\u2029]/;

describe("rustString", () => {
  const texts = [
    "",
    "plain text, no escapes: é, €, 😀",
    'a "quoted" word',
    "back\\slash",
    "line\nbreak\r\nand\ttab",
    "nul \u0000, unit separator \u001f, DEL \u007f",
    "separators \u2028 and \u2029, next line \u0085",
    "a lone surrogate \ud800 stays",
  ];
  it.each(texts)("reads back as the text, with nothing raw a file must not hold: %j", (text) => {
    const literal = rustString(text);
    expect(readRustLiteral(literal)).toBe(text);
    expect(RAW_FORBIDDEN.test(literal)).toBe(false);
  });

  it("is the text in quotes when nothing in it needs an escape", () => {
    for (const text of [texts[0]!, texts[1]!, texts[7]!]) expect(rustString(text)).toBe(`"${text}"`);
  });
});
