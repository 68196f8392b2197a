import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { PRETTIER_OPTIONS } from "../../format/format.js";
import {
  type Failure,
  type JsonConst,
  type Primitive,
  PRIMITIVES,
  type SExpr,
  type Stmt,
  PRINT_WIDTH,
} from "../../plugin/index.js";
import { converterState, reducerDescription, ruleHead, typescriptStatements } from "./behaviour-emit.js";

/**
 * The behaviour emitter lays out its statements itself (layout.ts). prettier is the oracle: statements generated at
 * random, with names and strings of random lengths so that their widths fall on both sides of the print width, are
 * printed once on one line each and once laid out; prettier given the first must write the second.
 */

/** A seeded generator (mulberry32): the same cases on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz";
const PRIMITIVE_NAMES = Object.keys(PRIMITIVES) as Primitive[];
const NOT_CALLS = new Set<Primitive>(["newObject", "newOutputs", "objectValue", "objectsOf", "concat"]);

/** Statements of the IR, at random, shaped as the lowering writes them (the arguments of each primitive of its kinds). */
function generator(seed: number) {
  const r = random(seed);
  const int = (n: number): number => Math.floor(r() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const word = (max: number): string => {
    let w = ALPHABET[int(26)]!;
    const n = int(max);
    for (let i = 0; i < n; i++) w += pick([...ALPHABET, ..."ABCDEFGHIJ0123456789_"]);
    // Never a keyword (`in`, `new`, `this`, ...).
    return /^[a-z]{1,10}$/.test(w) ? `${w}0` : w;
  };
  // Strings with spaces, punctuation and now and then a letter outside ASCII, one of them wide.
  const sentence = (max: number): string => {
    const words: string[] = [];
    const n = int(max);
    for (let i = 0; i < n; i++) words.push(r() < 0.05 ? pick(["é", "漢字", "ü-ö", "it's"]) : word(9));
    return words.join(pick([" ", " ", "-", "/", ": "]));
  };
  let locals = 0;
  const json = (depth: number): JsonConst => {
    const k = int(depth > 1 ? 4 : 7);
    if (k === 0) return sentence(6);
    if (k === 1) return pick([null, true, false]);
    if (k === 2) return word(12);
    if (k === 3) return int(1000) - 100;
    if (k === 4 || k === 5) {
      // Never numbers alone (the layout leaves those to prettier).
      const items = Array.from({ length: int(5) }, () => json(depth + 1));
      return items.every((x) => typeof x === "number") ? [...items, "x"] : items;
    }
    return Object.fromEntries(Array.from({ length: int(4) }, () => [word(10), json(depth + 1)]));
  };
  const expr = (depth: number, type?: string, mustCall = false): SExpr => {
    if (type === "texts") return { kind: "texts", values: Array.from({ length: int(8) }, () => word(20)) };
    if (type === "pairs") return { kind: "pairs", pairs: Array.from({ length: int(4) }, () => [word(10), word(14)]) };
    if (type === "fields")
      return {
        kind: "fields",
        fields: Array.from({ length: int(5) }, () => ({ name: word(14), patch: r() < 0.5, list: r() < 0.5 })),
      };
    if (type === "set") return { kind: "stateSet", name: word(16) };
    if (type === "maybeText" && r() < 0.3) return { kind: "nothing" };
    const k = mustCall ? 11 : depth > 2 ? int(4) : int(12);
    switch (k) {
      case 0:
      case 1:
        return { kind: "var", name: word(24) };
      case 2:
        return { kind: "text", value: sentence(10) };
      case 3:
        return pick<SExpr>([{ kind: "absent" }, { kind: "bool", value: r() < 0.5 }, { kind: "state", name: word(16) }]);
      case 4:
        return { kind: "json", value: json(0) };
      case 5:
        return { kind: "not", of: expr(depth + 1) };
      case 6:
        return { kind: "rule", index: 1 + int(3), data: expr(depth + 1), tagField: r() < 0.5 ? expr(depth + 1) : null };
      default: {
        // A statement of its own is a call (the primitives written as a literal or an operator are values only).
        const fn = pick(mustCall ? PRIMITIVE_NAMES.filter((p) => !NOT_CALLS.has(p)) : PRIMITIVE_NAMES);
        const spec = PRIMITIVES[fn] as { readonly args: readonly string[]; readonly variadic?: boolean };
        const types = spec.variadic ? Array.from({ length: int(5) }, () => spec.args[0]!) : spec.args;
        const args = types.map((t) => expr(depth + 1, t));
        // A list pushed to is a local (the lowering's outputs), never a value computed in place.
        if (fn === "push") args[0] = { kind: "var", name: word(20) };
        return { kind: "call", fn, args };
      }
    }
  };
  const failure = (): Failure =>
    pick<() => Failure>([
      () => ({ kind: "rule", rule: word(30), message: expr(1, "text") }),
      () => ({ kind: "noRule", tag: r() < 0.5 ? expr(1) : null }),
      () => ({ kind: "noMethodRule" }),
      () => ({ kind: "unpaired", rule: word(40) }),
    ])();
  const types = ["json", "bool", "text", "maybeText", "object", "objects", "values", "outputs", "texts"] as const;
  const stmt = (depth: number): Stmt => {
    const k = depth > 1 ? int(7) : int(10);
    switch (k) {
      case 0:
        return {
          kind: "let",
          name: `v${locals++}${word(12)}`,
          type: pick(types),
          value: expr(0),
          mutable: r() < 0.3,
        };
      case 1:
        return { kind: "assign", name: word(20), value: expr(0) };
      case 2:
      case 3:
        return { kind: "do", call: expr(2, undefined, true) };
      case 4:
        return { kind: "setState", name: word(20), value: expr(0) };
      case 5:
        return { kind: "return", value: expr(0) };
      case 6:
        return { kind: "fail", failure: failure() };
      case 7:
        return { kind: "if", cond: expr(0), ifTrue: [stmt(depth + 1)], ifFalse: r() < 0.3 ? [stmt(depth + 1)] : [] };
      case 8:
        return {
          kind: "forEach",
          item: word(10),
          used: r() < 0.5,
          list: expr(0),
          type: "json",
          body: [stmt(depth + 1)],
        };
      default:
        return {
          kind: "match",
          on: expr(0),
          cases: [{ tags: [word(20)], body: [stmt(depth + 1)] }],
          otherwise: r() < 0.5 ? [stmt(depth + 1)] : [],
        };
    }
  };
  return { stmt, int };
}

const RULES = new Map([
  [1, "rule1"],
  [2, "rule27V2SomewhatLongerRuleName"],
  [3, "rule103V1AVeryLongRuleNameThatTakesMuchOfTheLineOnItsOwnToo"],
]);

/** Statements inside `depth` blocks, as prettier writes a block's braces. */
const inBlocks = (lines: readonly string[], depth: number): string =>
  [
    ...Array.from({ length: depth }, (_, i) => `${"  ".repeat(i)}{`),
    ...lines,
    ...Array.from({ length: depth }, (_, i) => `${"  ".repeat(depth - 1 - i)}}`),
    "",
  ].join("\n");

const pretty = (text: string): Promise<string> => prettier.format(text, { ...PRETTIER_OPTIONS, parser: "typescript" });

/**
 * Each case's text laid out by us and by prettier, compared case by case: the cases go to prettier in one text, each
 * after a comment naming it (prettier takes milliseconds a call, whatever its size).
 */
async function expectPrettier(cases: readonly { readonly oneLine: string; readonly laidOut: string }[]): Promise<void> {
  const mark = (i: number): string => `// case ${i}`;
  const out = (await pretty(cases.map((c, i) => `${mark(i)}\n${c.oneLine}`).join(""))).split(/^\/\/ case \d+\n/m);
  expect(out.length).toBe(cases.length + 1);
  cases.forEach((c, i) => expect(c.laidOut, `${mark(i)}\n${c.oneLine}`).toBe(out[i + 1]));
}

describe("the behaviour emitter's own layout", () => {
  // LAYOUT_SEED and LAYOUT_CASES run other cases, or more (seeds 1 to 6 at 2,500 cases each passed).
  it("writes what prettier writes, on statements generated around the print width", async () => {
    const g = generator(Number(process.env.LAYOUT_SEED ?? 39));
    const cases: { oneLine: string; laidOut: string }[] = [];
    let broken = 0;
    for (let i = 0; i < Number(process.env.LAYOUT_CASES ?? 400); i++) {
      const depth = g.int(6);
      const body = [g.stmt(0), g.stmt(0)];
      const indent = "  ".repeat(depth);
      const oneLine = inBlocks(typescriptStatements(body, RULES, { indent, width: Infinity }), depth);
      // An array of numbers alone the layout leaves to prettier (which fills lines with them).
      if (/\[(?:-?[0-9]+(?:, |\]))+/.test(oneLine)) continue;
      const laidOut = inBlocks(typescriptStatements(body, RULES, { indent }), depth);
      if (laidOut !== oneLine) broken++;
      cases.push({ oneLine, laidOut });
    }
    await expectPrettier(cases);
    // The widths fall on both sides: many cases break a line, many do not.
    expect(broken).toBeGreaterThan(cases.length / 5);
    expect(cases.length - broken).toBeGreaterThan(cases.length / 5);
  }, 120_000);

  it("writes what prettier writes where the decision flips: the same call one character wider at a time", async () => {
    // A call whose last argument prettier may hug (an array of strings) and one whose it may not (a sum).
    const bodies = (n: number): Stmt[][] => {
      const name = `v${"x".repeat(n)}`;
      const list: SExpr = { kind: "texts", values: ["alpha", "beta", "gamma", `d${"e".repeat(n % 7)}`] };
      return [
        [{ kind: "do", call: { kind: "call", fn: "at", args: [{ kind: "var", name }, list] } }],
        [
          {
            kind: "fail",
            failure: {
              kind: "rule",
              rule: name,
              message: {
                kind: "call",
                fn: "concat",
                args: [
                  { kind: "text", value: "the value " },
                  { kind: "var", name },
                  { kind: "text", value: " is not one of the four" },
                ],
              },
            },
          },
        ],
        [{ kind: "let", name: "out", type: "json", mutable: false, value: { kind: "text", value: name } }],
        [
          {
            kind: "return",
            value: {
              kind: "call",
              fn: "concat",
              args: [
                { kind: "var", name },
                { kind: "var", name },
              ],
            },
          },
        ],
      ];
    };
    const cases: { oneLine: string; laidOut: string }[] = [];
    for (let n = 20; n < 140; n++) {
      for (const body of bodies(n)) {
        for (const depth of [0, 3]) {
          const indent = "  ".repeat(depth);
          cases.push({
            oneLine: inBlocks(typescriptStatements(body, RULES, { indent, width: Infinity }), depth),
            laidOut: inBlocks(typescriptStatements(body, RULES, { indent }), depth),
          });
        }
      }
    }
    await expectPrettier(cases);
  }, 120_000);

  it("writes a class's own members as prettier does: a converter's state, a reducer's description, a rule's head", async () => {
    const r = random(11);
    const name = (max: number): string =>
      `n${"abcdefghij".slice(0, 1 + Math.floor(r() * 10)).repeat(1 + Math.floor(r() * max))}`;
    const cases: { oneLine: string; laidOut: string }[] = [];
    // Members of a class (depth 1) or statements of its constructor (depth 2).
    const inClass = (lines: readonly string[], depth: number): string =>
      [
        "class C extends B {",
        ...(depth > 1 ? ["  constructor() {"] : []),
        ...lines,
        ...(depth > 1 ? ["  }"] : []),
        "}",
        "",
      ].join("\n");
    for (let i = 0; i < 150; i++) {
      const state = Array.from({ length: Math.floor(r() * 9) }, () => ({
        name: name(3),
        kind: r() < 0.4 ? "set" : "value",
      }));
      const entities = Array.from({ length: Math.floor(r() * 5) }, () => ({ name: name(3), keyed: r() < 0.5 }));
      const description = {
        union: `v${i}.${name(4)}`,
        key: name(2),
        listField: r() < 0.3 ? null : name(3),
        entities,
      };
      const params = [`${name(4)}: Obj`, ...(r() < 0.5 ? [`${name(3)}: string | undefined`] : [])];
      const method = `private rule${i}${name(6)}`;
      for (const [lines, depth] of [
        [(w: number) => [converterState(state, w)], 1],
        [(w: number) => [reducerDescription(description, w)], 2],
        [(w: number) => [ruleHead(method, params, "Json[]", w), "    return [];", "  }"], 1],
      ] as const) {
        cases.push({ oneLine: inClass(lines(Infinity), depth), laidOut: inClass(lines(PRINT_WIDTH), depth) });
      }
    }
    await expectPrettier(cases);
    // Some break where the one-line form does not, some do not (the reducer's description breaks in both).
    const broken = cases.filter((c) => c.laidOut !== c.oneLine).length;
    expect(broken).toBeGreaterThan(cases.length / 5);
    expect(broken).toBeLessThan(cases.length);
  }, 120_000);
});

/** The compiled pipeline, which a fresh process runs as `generate` does. */
const BUILT = fileURLToPath(new URL("../../../dist/pipeline.js", import.meta.url));
const SERVICE = fileURLToPath(new URL("../../../dist/format/prettier-service.js", import.meta.url));

describe("a cold run of the bundled spec", () => {
  it.runIf(existsSync(BUILT))(
    "never asks prettier for anything, nor starts its worker",
    () => {
      const script = `
      const { compile } = await import(${JSON.stringify(BUILT)});
      const { prettierUse } = await import(${JSON.stringify(SERVICE)});
      const r = await compile({ cache: false, missingDocs: "allow" });
      process.stdout.write(JSON.stringify({ files: r.files.length, use: prettierUse() }));`;
      const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        encoding: "utf8",
        env: { ...process.env, ACP_CODEGEN_NO_BUNDLE: "1" },
      });
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { files: number; use: { calls: number; workerStarted: boolean } };
      expect(out.files).toBeGreaterThan(0);
      expect(out.use).toEqual({ calls: 0, workerStarted: false });
    },
    120_000,
  );
});
