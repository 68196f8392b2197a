import { describe, expect, it } from "vitest";
import { setOwn } from "./own.js";

describe("setOwn", () => {
  it("makes every key an own, enumerable, writable property, __proto__ and Object.prototype's names included", () => {
    const keys = ["b", "__proto__", "toString", "constructor", "hasOwnProperty", "a", "1"];
    const o: { [key: string]: number } = {};
    keys.forEach((k, i) => setOwn(o, k, i));
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    for (const [i, k] of keys.entries()) {
      expect(Object.getOwnPropertyDescriptor(o, k)).toEqual({
        value: i,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    // The order a plain object keeps: integer keys first, then the others as set.
    expect(Object.keys(o)).toEqual(["1", "b", "__proto__", "toString", "constructor", "hasOwnProperty", "a"]);
    expect(JSON.parse(JSON.stringify(o))).toEqual(JSON.parse(`{${keys.map((k, i) => `"${k}":${i}`).join(",")}}`));
  });

  it("replaces a key set before in place", () => {
    const o: { [key: string]: number } = {};
    setOwn(o, "x", 1);
    setOwn(o, "__proto__", 2);
    setOwn(o, "y", 3);
    setOwn(o, "x", 4);
    setOwn(o, "__proto__", 5);
    expect(Object.entries(o)).toEqual([
      ["x", 4],
      ["__proto__", 5],
      ["y", 3],
    ]);
  });
});
