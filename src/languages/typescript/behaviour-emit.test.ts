import { describe, expect, it } from "vitest";
import { PRIMITIVES, type Primitive } from "../../plugin/index.js";
import { TS_PRIMITIVES, tsPrimitive } from "./behaviour-emit.js";
import * as runtime from "./runtime/behaviour.js";

/**
 * The TypeScript printer of the statement IR against its runtime: every primitive of `PRIMITIVES` is either written
 * as code or a call of a function behaviour.ts has (a member of the converter's or reducer's base class when the
 * primitive is one), taking as many arguments as the primitive's signature gives. A primitive added to the IR
 * without its TypeScript counterpart fails here even when the bundled spec does not use it yet.
 */
const exports = runtime as unknown as Record<string, unknown>;
const members = (cls: { prototype: object }): Record<string, unknown> => cls.prototype as Record<string, unknown>;

describe("the TypeScript spelling of the statement IR's primitives", () => {
  const primitives = Object.keys(PRIMITIVES) as Primitive[];

  it("calls a runtime function of the primitive's arity for each primitive not written as code", () => {
    const problems: string[] = [];
    let calls = 0;
    for (const p of primitives) {
      const name = tsPrimitive(p);
      if (name === null) continue;
      calls++;
      const spec = PRIMITIVES[p];
      const fn = spec.member
        ? (members(runtime.ConverterBase)[name] ?? members(runtime.ReducerBase)[name])
        : exports[name];
      if (typeof fn !== "function")
        problems.push(`${p}: behaviour.ts has no ${spec.member ? "member" : "function"} ${name}`);
      else if (!("variadic" in spec) && fn.length !== spec.args.length)
        problems.push(`${p}: ${name} takes ${fn.length} arguments, the primitive ${spec.args.length}`);
    }
    expect(calls).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("imports only names behaviour.ts exports", () => {
    expect(TS_PRIMITIVES.filter((n) => !(n in exports))).toEqual([]);
  });
});

describe("the runtime primitives the statement IR added", () => {
  it("tagOf reads the tag field, and gives absent for a value of no union", () => {
    expect(runtime.tagOf({ kind: "a" }, "kind")).toBe("a");
    expect(runtime.tagOf({ kind: "a" }, undefined)).toBe(undefined);
    expect(runtime.tagOf({ kind: "a" }, "other")).toBe(undefined);
  });

  it("orNull and nonNull turn absent into null and back", () => {
    expect(runtime.orNull(undefined)).toBe(null);
    expect(runtime.orNull(0)).toBe(0);
    expect(runtime.nonNull(null)).toBe(undefined);
    expect(runtime.nonNull(false)).toBe(false);
  });

  it("putAll sets a field on every partial output, and removes it for absent", () => {
    const outs: runtime.Obj[] = [{ a: 1 }, { a: 2, b: 3 }];
    runtime.putAll(outs, "b", "x");
    expect(outs).toEqual([
      { a: 1, b: "x" },
      { a: 2, b: "x" },
    ]);
    runtime.putAll(outs, "b", undefined);
    expect(outs).toEqual([{ a: 1 }, { a: 2 }]);
  });
});
