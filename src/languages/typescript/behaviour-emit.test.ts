import { describe, expect, it } from "vitest";
import { PRIMITIVES, type Primitive, type SExpr, type Stmt, type ValueType } from "../../plugin/index.js";
import { primitivesUsed, TS_PRIMITIVES, tsPrimitive, typescriptStatements } from "./behaviour-emit.js";
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

describe("the printer writes a local read once, by the next statement, in its place", () => {
  const v = (name: string): SExpr => ({ kind: "var", name });
  const text = (value: string): SExpr => ({ kind: "text", value });
  const call = (fn: Primitive, ...args: SExpr[]): SExpr => ({ kind: "call", fn, args });
  const let_ = (name: string, value: SExpr, type: ValueType = "json"): Stmt => ({
    kind: "let",
    name,
    type,
    value,
    mutable: false,
  });
  const data = v("data");
  const path: SExpr = { kind: "texts", values: ["a", "b"] };
  const printed = (body: Stmt[]): string => typescriptStatements(body).join("\n");

  it("moves a value that only reads into the next statement, through a chain of such values", () => {
    const body: Stmt[] = [
      let_("v1", call("at", data, path)),
      let_("v2", call("textOf", v("v1")), "text"),
      { kind: "fail", failure: { kind: "rule", rule: "r", message: v("v2") } },
    ];
    expect(printed(body)).toBe('throw new ConversionError("r", text(at(data, "a", "b")));');
  });

  it("keeps a local for a value read twice, or read by a later statement", () => {
    const twice: Stmt[] = [
      let_("v1", call("at", data, path)),
      { kind: "do", call: call("put", v("out"), text("x"), v("v1")) },
      { kind: "do", call: call("put", v("out"), text("y"), v("v1")) },
    ];
    expect(printed(twice)).toContain('const v1 = at(data, "a", "b");');
    const later: Stmt[] = [
      let_("v1", call("at", data, path)),
      let_("v2", call("at", data, path)),
      { kind: "do", call: call("put", v("out"), v("v2"), v("v1")) },
    ];
    expect(printed(later)).toBe(['const v1 = at(data, "a", "b");', 'put(out, at(data, "a", "b"), v1);'].join("\n"));
  });

  it("moves a value that may act only beside locals and literals, never past a read of the state", () => {
    const beside: Stmt[] = [
      let_("v1", call("mint", text("ids"))),
      { kind: "do", call: call("put", v("out"), text("id"), v("v1")) },
    ];
    expect(printed(beside)).toBe('put(out, "id", this.mint("ids"));');
    // A nested conversion may change the state: the state is read after it, as the statements say.
    const state: SExpr = { kind: "state", name: "last" };
    const pastState: Stmt[] = [
      let_("v1", call("convertOne", text("v1.T"), v("x")), "values"),
      let_("c2", call("same", state, call("single", v("v1"))), "bool"),
      { kind: "if", cond: v("c2"), ifTrue: [{ kind: "return", value: v("outputs") }], ifFalse: [] },
    ];
    expect(printed(pastState)).toBe(
      [
        'const v1 = this.convertOne("v1.T", x);',
        "if (jsonEqual(this.state.last, single(v1))) {",
        "  return outputs;",
        "}",
      ].join("\n"),
    );
  });
});

describe("the names a module's emitted code imports", () => {
  const names = ["alpha", "beta", "gamma", "delta"];
  it("are the names its code calls, not those in its strings or comments", () => {
    const code = [
      "const a = alpha(x); // beta(y) in a line comment",
      'const s = "gamma(z) in a string, \\" an escaped quote, delta(w) still inside";',
      "/* beta(v) in a block comment */ const t = s.delta(u) + gammas(t);",
      "const u = beta",
    ].join("\n");
    expect(primitivesUsed(code, names)).toEqual(["alpha", "beta"]);
  });

  it("end a line comment at its line break, and an unterminated string or comment at the end", () => {
    expect(primitivesUsed("x // alpha\ngamma(y)", names)).toEqual(["gamma"]);
    expect(primitivesUsed('delta(); "alpha', names)).toEqual(["delta"]);
    expect(primitivesUsed("beta(); /* alpha", names)).toEqual(["beta"]);
    expect(primitivesUsed("a / b / alpha(c)", names)).toEqual(["alpha"]);
  });

  it("are the same when one code is asked for twice, and another code in between", () => {
    const one = "alpha(); // beta";
    const two = 'beta(); "alpha"';
    expect([primitivesUsed(one, names), primitivesUsed(one, names), primitivesUsed(two, names)]).toEqual([
      ["alpha"],
      ["alpha"],
      ["beta"],
    ]);
    expect(primitivesUsed(one, ["beta"])).toEqual([]);
  });
});
