import { describe, expect, it } from "vitest";
import { firstDuplicateMember, pathStep } from "./duplicate-members.js";

describe("firstDuplicateMember", () => {
  it.each([
    ['{"a":1,"b":2}', null],
    ['[{"a":1},{"a":2}]', null],
    ['{"a":{"x":1},"b":{"x":2}}', null],
    ['"{\\"a\\":1,\\"a\\":2}"', null],
    ["{}", null],
    ["[[],{}]", null],
    ['{"a":1,"a":2}', { path: "$", name: "a" }],
    ['{"a":1,"\\u0061":2}', { path: "$", name: "a" }],
    [' { "x" : [ 1 , { "k" : true , "k" : null } ] } ', { path: "$.x[1]", name: "k" }],
    ['{"odd key":{"b":1,"b":1}}', { path: '$["odd key"]', name: "b" }],
    ['{"a":{"b":1},"a":2}', { path: "$", name: "a" }],
    ['{"a":[{"c":1,"d":{"e":1,"e":2}}]}', { path: "$.a[0].d", name: "e" }],
    ['{"a":1,', null],
  ])("%s", (text, want) => {
    expect(firstDuplicateMember(text)).toEqual(want);
  });

  it("finds the first in document order, however deep the nesting", () => {
    const deep = `${"[".repeat(20_000)}{"z":1,"z":2}${"]".repeat(20_000)}`;
    expect(firstDuplicateMember(deep)).toEqual({ path: `$${"[0]".repeat(20_000)}`, name: "z" });
  });

  it("agrees with JSON.parse on every object without a repeated name", () => {
    // Every member name of the parsed value was seen once: build texts from values and scan them.
    const values = [{ a: [1, { b: "}", c: '\\"' }], d: { "": 0, " ": 1 } }, [null, true, false, -1.5e3, "x,y"]];
    for (const v of values) expect(firstDuplicateMember(JSON.stringify(v, null, 2))).toBeNull();
  });

  it("spells path steps as the bindings do", () => {
    expect([pathStep("a"), pathStep("_meta"), pathStep("a b"), pathStep(3)]).toEqual([
      ".a",
      "._meta",
      '["a b"]',
      "[3]",
    ]);
  });
});
