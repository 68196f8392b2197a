import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { behaviourOf } from "../../behaviour/once.js";
import { inputType } from "../../behaviour/evaluate.js";
import { children, type Cond, type Expr } from "../../behaviour/ir.js";
import { runnerFor } from "../../conformance/runner.js";
import { indexModel } from "../../model/index.js";
import { specFeatures } from "../../model/features.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { join } from "node:path";
import type { SExpr, Stmt } from "../../behaviour/statements.js";
import { goConverterName, goDoc, goReducerName, goStatements, indentGo } from "./behaviour-emit.js";

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;

describe("Go behaviour emitter: layout as gofmt writes it", () => {
  it("indents a tab per line that opens a block, case labels at their switch's depth", () => {
    const code = [
      "func f(x int) int {",
      "switch x {",
      "case 1:",
      'if s := "{"; s != "" {',
      "return 1",
      "}",
      "default:",
      "return 0",
      "}",
      "}",
    ].join("\n");
    expect(indentGo(code)).toBe(
      [
        "func f(x int) int {",
        "\tswitch x {",
        "\tcase 1:",
        '\t\tif s := "{"; s != "" {',
        "\t\t\treturn 1",
        "\t\t}",
        "\tdefault:",
        "\t\treturn 0",
        "\t}",
        "}",
      ].join("\n"),
    );
  });

  it("wraps doc comments", () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    const lines = goDoc(text, "").split("\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(l.startsWith("// ") && l.length <= 104).toBe(true);
    expect(lines.map((l) => l.slice(3)).join(" ")).toBe(text);
  });
});

const v = (name: string): SExpr => ({ kind: "var", name });
const call = (fn: Extract<SExpr, { kind: "call" }>["fn"], ...args: SExpr[]): SExpr => ({ kind: "call", fn, args });
const text = (value: string): SExpr => ({ kind: "text", value });
const let_ = (name: string, value: SExpr): Stmt => ({ kind: "let", name, type: "json", value, mutable: false });
const put = (value: SExpr): Stmt => ({ kind: "do", call: call("put", v("out"), text("k"), value) });

describe("Go behaviour printer: a value used once is written where it is used", () => {
  it("moves a value that only reads into the next statement, through a chain of such values", () => {
    const body = [
      let_("v1", call("at", v("data"), { kind: "texts", values: ["a"] })),
      let_("v2", call("nonNull", v("v1"))),
      put(v("v2")),
    ];
    expect(goStatements(body)).toEqual(['behaviour.Put(out, "k", behaviour.NonNull(behaviour.At(data, "a")))']);
  });

  it("keeps a local for a value read twice, or read by a later statement", () => {
    const twice = [let_("v1", call("at", v("data"), { kind: "texts", values: ["a"] })), put(v("v1")), put(v("v1"))];
    expect(goStatements(twice)[0]).toBe('x1 := behaviour.At(data, "a")');
    const later = [let_("v1", call("mint", text("ids"))), put(call("newObject")), put(v("v1"))];
    expect(goStatements(later)[0]).toBe('x1 := c.rt.Mint("ids")');
  });

  it("moves a value that may act only beside locals and literals, never past a read of the state", () => {
    const beside = [let_("v1", call("mint", text("ids"))), put(v("v1"))];
    expect(goStatements(beside)).toEqual(['behaviour.Put(out, "k", c.rt.Mint("ids"))']);
    // A nested conversion may change the state: the state is read after it, as the statements say.
    const state: SExpr = { kind: "state", name: "last" };
    const past: Stmt[] = [
      let_("v1", call("convertOne", text("v1.T"), v("data"))),
      { kind: "let", name: "c2", type: "bool", value: call("same", state, call("single", v("v1"))), mutable: false },
      { kind: "return", value: v("c2") },
    ];
    const lines = goStatements(past);
    expect(lines[0]).toBe('x1 := c.rt.ConvertOne("v1.T", data)');
    expect(lines.join("\n")).toContain("behaviour.Equal(c.state.last, behaviour.Single(x1))");
  });

  it("declares no local nobody reads, but keeps a call that may act or fail", () => {
    const body = [
      let_("v1", call("at", v("data"), { kind: "texts", values: ["a"] })),
      let_("v2", call("mint", text("ids"))),
    ];
    expect(goStatements(body)).toEqual(['c.rt.Mint("ids")']);
  });
});

describe("Go converters and reducers: one function per rule and variant, and no function literal (issue 39)", () => {
  it("holds for the bundled spec", async () => {
    const r = await compile({ targets: ["go"] });
    const file = (path: string): string => r.files.find((f) => f.path.endsWith(path))!.content;
    const { programs } = behaviourOf(r.model!, indexModel(r.model!));
    const convert = file("convert/convert.go");
    for (const c of programs.converters) {
      const name = goConverterName(c.from, c.to);
      const methods = convert.match(new RegExp(`^func \\(c \\*${name}\\) rule`, "gm")) ?? [];
      expect(methods.length).toBe(c.rules.length);
    }
    // The only function literals are the entry points' (Convert and ConvertMethod run the dispatch in one).
    expect((convert.match(/func\(/g) ?? []).length).toBe(2 * programs.converters.length);
    const reducer = file("reducer/reducer.go");
    for (const x of programs.reducers) {
      const name = goReducerName(x.version);
      const methods = reducer.match(new RegExp(`^func \\(r \\*${name}\\) on`, "gm")) ?? [];
      expect(methods.length).toBe(x.variants.length);
    }
    expect(reducer).not.toMatch(/func\(/);
  }, 120_000);
});

/** The input paths a git patch expression reads (its old and new texts), when they are input fields. */
function patchInputs(e: Expr | Cond): string[][] {
  if (e.kind === "gitPatch") return [e.old, e.new].flatMap((x) => (x.kind === "input" ? [[...x.path]] : []));
  return children(e).flatMap(patchInputs);
}

describe.skipIf(!hasGo)("Go git patches: the TypeScript bindings' bytes", () => {
  it("writes the same patch as TypeScript for texts of every shape", async () => {
    const model = (await compile({ targets: [] })).model!;
    const versions = indexModel(model);
    const { programs } = behaviourOf(model, versions);
    // The rules that write a patch, and the input fields it is made of.
    const patching = programs.converters.flatMap((c) =>
      c.rules.flatMap((r) => {
        const paths = r.emit.flatMap((e) => e.set.flatMap(([, x]) => patchInputs(x)));
        return paths.length ? [{ direction: c.direction, from: c.from, id: r.id, paths }] : [];
      }),
    );
    expect(patching.length).toBeGreaterThan(0);
    let s = 20261126;
    const next = (n: number): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s % n);
    const lines = ["a", "b", "c", "", "  x", "d e", "é", "\t"];
    const text = (): string | null => {
      if (next(8) === 0) return null;
      const n = next(12);
      const body = Array.from({ length: n }, () => lines[next(lines.length)]!).join("\n");
      return next(3) === 0 ? body : n ? `${body}\n` : "";
    };
    const tasks = patching.flatMap((p) => {
      const rule = model.conversions.find((r) => r.id === p.id)!;
      return rule.examples.flatMap((ex, i) => {
        const type = inputType(versions, rule, ex.input);
        if (!type || typeof ex.input !== "object" || ex.input === null) return [];
        const inputs = Array.from({ length: 60 }, () => {
          const input = structuredClone(ex.input) as Record<string, unknown>;
          for (const [j, path] of p.paths.entries()) {
            let o = input;
            for (const step of path.slice(0, -1)) o = o[step] as Record<string, unknown>;
            const t = text();
            // The new text is always a string; the old may be null (a new file).
            o[path[path.length - 1]!] = t === null && j === p.paths.length - 1 ? "" : t;
          }
          return input;
        });
        return [
          { kind: "convert" as const, id: `${p.id}#${i}`, from: p.from, type, inputs, unstable: specFeatures(model) },
        ];
      });
    });
    expect(tasks.length).toBeGreaterThan(0);
    const out = join(PACKAGE_ROOT, "out");
    const ts = runnerFor("ts", out).run(tasks);
    const go = runnerFor("go", out).run(tasks);
    const differ = tasks.flatMap((t, i) =>
      (ts[i]!.results ?? []).flatMap((r, j) =>
        JSON.stringify(r) === JSON.stringify(go[i]!.results?.[j])
          ? []
          : [`${t.id} input ${j}: ${JSON.stringify(r)} vs ${JSON.stringify(go[i]!.results?.[j])}`],
      ),
    );
    expect(differ.slice(0, 5)).toEqual([]);
    // Most inputs convert: the texts are valid.
    expect(ts.flatMap((r) => r.results ?? []).filter((r) => "outputs" in r).length).toBeGreaterThan(tasks.length * 30);
  }, 600_000);
});
