import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJson, RepeatedMemberError, writeJson } from "./json.js";
// The TypeScript bindings' own reader and writer: an independent implementation of the same contract, as an oracle.
import * as bindings from "./languages/typescript/runtime/runtime.js";

/** JSON values with the awkward parts: wide integers, `__proto__` keys, keys that sort apart by code point and by UTF-16. */
const values = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0.5, 1e21, 2 ** 53 - 1),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((b) => (Number.isSafeInteger(Number(b)) ? Number(b) : b)),
    fc.string(),
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.constantFrom("a", "b", "__proto__", "\u{1F600}", "\uFFFF", "1", "10", "é"), tie("value")), {
        maxLength: 5,
      })
      .map((entries) => {
        const o: { [k: string]: unknown } = {};
        for (const [k, v] of entries)
          Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
        return o;
      }),
  ),
})).value;

describe("the core's JSON reader and writer", () => {
  it("write the same canonical text as the TypeScript runtime, and read it back to the same value", () => {
    fc.assert(
      fc.property(values, (v) => {
        const text = writeJson(v);
        expect(text).toBe(bindings.writeJson(v));
        expect(writeJson(readJson(text))).toBe(text);
        expect(readJson(text)).toEqual(bindings.readJson(text));
      }),
      { numRuns: 300, seed: 38 },
    );
  });

  it("keep integers exact beyond a double, refuse a repeated member with its path, and read any depth", () => {
    expect(readJson('{"n": 12345678901234567890}')).toEqual({ n: 12345678901234567890n });
    expect(writeJson({ n: 12345678901234567890n, a: [1.5, "x"] })).toBe('{"a":[1.5,"x"],"n":12345678901234567890}');
    expect(() => readJson('{"a": {"b": 1, "b": 2}}')).toThrow(RepeatedMemberError);
    expect(() => readJson('{"a": [{"b": 1, "b": 2}]}')).toThrow('at $.a[0]: duplicate member "b"');
    expect(() => readJson(`1${"0".repeat(4300)}`)).toThrow(/more than 4300 digits/);
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    expect(writeJson(readJson(` ${deep} `))).toBe(deep);
    expect(() => readJson('{"a" 1}')).toThrow(SyntaxError);
  });
});
