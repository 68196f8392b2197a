/**
 * The statement IR (`statements.ts`): its shape (every local declared before
 * it is read, every primitive called with its signature, every body ending in
 * a return or a failure), and its meaning: a tiny interpreter of the
 * statements agrees with the IR evaluator (`interpret.ts`) on every worked
 * example of every rule and every conversion vector of out/vectors.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { indexModel, type VersionIndex } from "../model/index.js";
import type { JsonValue, SpecModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { gitPatch } from "./git-patch.js";
import { inputType, modelHost, runEngine, type Outcome } from "./evaluate.js";
import { RuleEngine, RuleError, sameJson, type TypeChecker } from "./interpret.js";
import type { ConverterProgram, FieldPath } from "./ir.js";
import { behaviourOf } from "./once.js";
import {
  allStatements,
  converterStatements,
  PRIMITIVES,
  type ConverterStatements,
  type Failure,
  type Primitive,
  reducerStatements,
  type SExpr,
  type Stmt,
  type ValueType,
} from "./statements.js";

type Json = JsonValue;
type Obj = { [k: string]: Json };

const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);
const atPath = (x: unknown, path: FieldPath): unknown => {
  let cur = x;
  for (const s of path) {
    if (!isObj(cur) || !Object.hasOwn(cur, s)) return undefined;
    cur = cur[s];
  }
  return cur;
};

/** Thrown by a `return` statement, to leave the body. */
class Returned {
  constructor(readonly value: unknown) {}
}

/** A converter run from its statements: the statements' reading of the primitives, over JSON (undefined: absent). */
class StatementEngine {
  lastRule: string | null = null;
  private readonly values = new Map<string, unknown>();
  private readonly sets = new Map<string, Set<string>>();
  private minted = 0;

  constructor(
    private readonly lowered: ConverterStatements,
    private readonly types: TypeChecker,
    private readonly options: { readonly [k: string]: unknown },
  ) {
    const program = lowered.plan.program;
    for (const name of Object.keys(options))
      if (!program.options.some((o) => o.name === name))
        throw new RuleError("invalid-option", `unknown option ${JSON.stringify(name)}`);
    for (const s of program.state) {
      if (s.kind === "set") this.sets.set(s.name, new Set());
      else this.values.set(s.name, null);
    }
  }

  private get program(): ConverterProgram {
    return this.lowered.plan.program;
  }

  convert(type: string, value: unknown): unknown[] {
    let data: unknown;
    try {
      data = this.types.canonical(type, value);
    } catch (e) {
      throw new RuleError("invalid-input", `not a valid ${type}: ${(e as Error).message}`);
    }
    if (!isObj(data)) throw new RuleError("no-rule", `no rule converts ${type}: it is not an object type`);
    const t = this.lowered.types.find((x) => x.type === type);
    if (t === undefined) throw this.fail({ kind: "noRule", tag: null }, new Map(), type);
    return this.body(t.body, new Map([["data", data]]), type) as unknown[];
  }

  convertMethod(message: { method: string; params?: unknown }): unknown[] {
    const m = this.lowered.methods.find((x) => x.method === message.method);
    if (m === undefined)
      throw new RuleError(
        "no-rule",
        `no ${this.program.from} method ${JSON.stringify(message.method)} has a conversion rule`,
      );
    let data: unknown;
    try {
      data = this.types.canonical(m.params, message.params);
    } catch (e) {
      throw new RuleError("invalid-input", `not valid params of ${message.method}: ${(e as Error).message}`);
    }
    if (!isObj(data)) throw new RuleError("invalid-input", `the params of ${message.method} must be an object`);
    return this.body(m.body, new Map([["data", data]]), message.method) as unknown[];
  }

  private body(body: readonly Stmt[], scope: Map<string, unknown>, what: string): unknown {
    try {
      this.run(body, scope, what);
    } catch (e) {
      if (e instanceof Returned) return e.value;
      throw e;
    }
    throw new Error(`the body of ${what} ended without a return`);
  }

  private run(body: readonly Stmt[], scope: Map<string, unknown>, what: string): void {
    for (const s of body) {
      switch (s.kind) {
        case "let":
        case "assign":
          scope.set(s.name, this.eval(s.value, scope));
          break;
        case "do":
          this.eval(s.call, scope);
          break;
        case "setState":
          this.values.set(s.name, this.eval(s.value, scope));
          break;
        case "if":
          this.run(this.eval(s.cond, scope) ? s.ifTrue : s.ifFalse, scope, what);
          break;
        case "forEach":
          for (const item of this.eval(s.list, scope) as unknown[]) {
            scope.set(s.item, item);
            this.run(s.body, scope, what);
          }
          break;
        case "match": {
          const on = this.eval(s.on, scope);
          const c = s.cases.find((x) => typeof on === "string" && x.tags.includes(on));
          this.run(c ? c.body : s.otherwise, scope, what);
          break;
        }
        case "return":
          throw new Returned(this.eval(s.value, scope));
        case "fail":
          throw this.fail(s.failure, scope, what);
        default: {
          const never: never = s;
          throw new Error(String(never));
        }
      }
    }
  }

  private fail(f: Failure, scope: Map<string, unknown>, what: string): RuleError {
    const { from, to } = this.program;
    switch (f.kind) {
      case "rule":
        return new RuleError(f.rule, this.eval(f.message, scope) as string);
      case "noRule": {
        const tag = f.tag === null ? undefined : this.eval(f.tag, scope);
        const which = typeof tag === "string" ? ` (${tag})` : "";
        return new RuleError("no-rule", `no ${from} -> ${to} rule converts this ${what}${which}`);
      }
      case "noMethodRule":
        return new RuleError("no-rule", `no ${from} -> ${to} rule converts ${what} with these params`);
      case "unpaired":
        return new RuleError(f.rule, "the rule pairs no target with this source");
      default: {
        const never: never = f;
        throw new Error(String(never));
      }
    }
  }

  private eval(e: SExpr, scope: Map<string, unknown>): unknown {
    switch (e.kind) {
      case "var":
        if (!scope.has(e.name)) throw new Error(`no local ${e.name}`);
        return scope.get(e.name);
      case "text":
        return e.value;
      case "nothing":
      case "absent":
        return undefined;
      case "texts":
        return e.values;
      case "pairs":
        return e.pairs;
      case "fields":
        return e.fields;
      case "bool":
        return e.value;
      case "json":
        return structuredClone(e.value);
      case "state":
        return this.values.get(e.name);
      case "stateSet":
        return this.sets.get(e.name);
      case "not":
        return !this.eval(e.of, scope);
      case "rule": {
        const r = this.lowered.rules[e.index - 1]!;
        const inner = new Map<string, unknown>([["data", this.eval(e.data, scope)]]);
        if (e.tagField !== null) inner.set("tagField", this.eval(e.tagField, scope));
        return this.body(r.body, inner, r.plan.rule.id);
      }
      case "call":
        return this.primitive(
          e.fn,
          e.args.map((a) => this.eval(a, scope)),
        );
      default: {
        const never: never = e;
        throw new Error(String(never));
      }
    }
  }

  private primitive(fn: Primitive, a: unknown[]): unknown {
    const put = (o: Obj, k: string, x: unknown): void => {
      if (x === undefined) delete o[k];
      else Object.defineProperty(o, k, { value: x, enumerable: true, writable: true, configurable: true });
    };
    switch (fn) {
      case "at":
        return atPath(a[0], a[1] as string[]);
      case "tagOf":
        return a[1] === undefined ? undefined : atPath(a[0], [a[1] as string]);
      case "textOf":
        return a[0] === undefined ? "" : typeof a[0] === "string" ? a[0] : JSON.stringify(a[0]);
      case "concat":
        return a.join("");
      case "same":
        return sameJson(a[0] as never, a[1] as never);
      case "isAbsent":
        return a[0] === undefined;
      case "isNull":
        return a[0] === null;
      case "isAbsentOrNull":
        return a[0] === undefined || a[0] === null;
      case "isSet":
        return a[0] !== undefined && a[0] !== null;
      case "isString":
        return typeof a[0] === "string";
      case "isEmptyList":
        return Array.isArray(a[0]) && a[0].length === 0;
      case "isNonEmptyList":
        return Array.isArray(a[0]) && a[0].length > 0;
      case "isUnknownTag":
        return typeof a[0] === "string" && !(a[1] as string[]).includes(a[0]);
      case "orNull":
        return a[0] === undefined ? null : a[0];
      case "nonNull":
        return a[0] === null ? undefined : a[0];
      case "listOf":
        return a.filter((x) => x !== undefined);
      case "single": {
        const xs = a[0] as unknown[];
        return xs.length === 1 ? xs[0] : xs.filter((x) => x !== undefined);
      }
      case "gitPatch": {
        const [path, old, text] = a;
        if (typeof path !== "string" || typeof text !== "string" || !(old == null || typeof old === "string"))
          throw new RuleError("invalid-input", "a git patch needs a path, an old text (or null) and a new text");
        return gitPatch(path, (old as string | undefined) ?? null, text);
      }
      case "newObject":
        return {};
      case "objectValue":
        return a[0];
      case "put":
        put(a[0] as Obj, a[1] as string, a[2]);
        return undefined;
      case "putAll":
        for (const o of a[0] as Obj[]) put(o, a[1] as string, a[2]);
        return undefined;
      case "objectsOf":
        return [a[0]];
      case "fanOut":
        return (a[0] as Obj[]).flatMap((o) =>
          (a[2] as unknown[]).map((c) => {
            const copy = { ...o };
            put(copy, a[1] as string, c);
            return copy;
          }),
        );
      case "copyFields": {
        const [out, data, tagField, drop, rename] = a as [Obj, Obj, string | undefined, string[], [string, string][]];
        const renamed = new Map(rename);
        for (const [k, x] of Object.entries(data))
          if (k !== tagField && !drop.includes(k)) put(out, renamed.get(k) ?? k, x);
        return undefined;
      }
      case "newOutputs":
        return [];
      case "push":
        (a[0] as unknown[]).push(a[1]);
        return undefined;
      case "outputOf": {
        const o = (a[0] as unknown[])[0];
        if (!isObj(o)) return undefined;
        return typeof o["method"] === "string" && isObj(o["params"]) ? o["params"] : o;
      }
      case "listAt":
        if (!Array.isArray(a[1])) throw new RuleError(a[0] as string, `${a[2] as string} is not a list`);
        return a[1];
      case "inSet":
        return typeof a[1] === "string" && (a[0] as Set<string>).has(a[1]);
      case "addTo":
        if (typeof a[1] === "string") (a[0] as Set<string>).add(a[1]);
        return undefined;
      case "removeFrom":
        if (typeof a[1] === "string") (a[0] as Set<string>).delete(a[1]);
        return undefined;
      case "option": {
        const o = this.options[a[0] as string];
        return o !== undefined && o !== null && o !== false;
      }
      case "mint": {
        const prefix = this.options[a[0] as string];
        if (typeof prefix !== "string")
          throw new RuleError("invalid-option", `option ${a[0] as string} gives no id prefix`);
        this.minted += 1;
        return `${prefix}${this.minted}`;
      }
      case "convertOne":
        return a[1] === undefined || a[1] === null ? [a[1]] : this.convert(a[0] as string, a[1]);
      case "convertMany":
        if (a[1] === undefined || a[1] === null) return a[1];
        if (!Array.isArray(a[1])) throw new RuleError("invalid-input", `expected a list of ${a[0] as string}`);
        return a[1].flatMap((x) => this.convert(a[0] as string, x));
      case "check":
      case "checkMethod": {
        const [rule, ...rest] = a as string[];
        const type = fn === "check" ? rest[0]! : rest[1]!;
        let canonical: unknown;
        try {
          canonical = this.types.canonical(type, a[a.length - 1]);
        } catch (e) {
          throw new RuleError(rule!, `the result is not a valid ${type}: ${(e as Error).message}`);
        }
        return fn === "check" ? canonical : { method: rest[0], params: canonical };
      }
      case "ran":
        this.lastRule = a[0] as string;
        return a[1];
      default:
        throw new Error(`no converter primitive ${fn}`);
    }
  }
}

/** One input through the statement engine, as `runEngine` reports it. */
function runStatements(engine: StatementEngine, type: string, input: JsonValue): Outcome {
  try {
    const outputs =
      type === "method"
        ? engine.convertMethod(input as { method: string; params?: unknown })
        : engine.convert(type, input);
    return { outputs: outputs as never, rule: engine.lastRule ?? "" };
  } catch (e) {
    if (e instanceof RuleError) return { error: e };
    throw e;
  }
}

const shown = (o: Outcome): unknown => ("error" in o ? { error: o.error.rule, detail: o.error.detail } : o);

let model: SpecModel;
let versions: ReadonlyMap<string, VersionIndex>;
let programs: readonly ConverterProgram[];

beforeAll(async () => {
  model = (await compile({ targets: [] })).model!;
  versions = indexModel(model);
  programs = behaviourOf(model, versions).programs.converters;
}, 600_000);

const program = (direction: string): ConverterProgram => {
  const p = programs.find((c) => c.direction === direction);
  if (!p) throw new Error(`no converter ${direction}`);
  return p;
};

/** Both engines over one sequence of inputs (a fresh converter each): each step's outcome, side by side. */
function both(p: ConverterProgram, options: object, type: string, inputs: readonly JsonValue[]) {
  const host = modelHost(versions);
  const make = <T>(f: () => T): T | { construct: string } => {
    try {
      return f();
    } catch (e) {
      return { construct: (e as Error).message };
    }
  };
  const opts = options as { [k: string]: unknown };
  const ir = make(() => new RuleEngine(p, host, opts));
  const st = make(() => new StatementEngine(converterStatements(p), host, opts));
  if ("construct" in ir || "construct" in st) return { ir: [ir], st: [st] };
  return {
    ir: inputs.map((x) => shown(runEngine(ir, type, x))),
    st: inputs.map((x) => shown(runStatements(st, type, x))),
  };
}

/** The locals a body reads that no statement before it (in an enclosing block) declares. */
function undeclared(body: readonly Stmt[], given: readonly string[]): string[] {
  const missing: string[] = [];
  const readsIn = (e: SExpr, scope: ReadonlySet<string>): void => {
    if (e.kind === "var" && !scope.has(e.name)) missing.push(e.name);
    if (e.kind === "not") readsIn(e.of, scope);
    if (e.kind === "call") for (const x of e.args) readsIn(x, scope);
    if (e.kind === "rule") {
      readsIn(e.data, scope);
      if (e.tagField) readsIn(e.tagField, scope);
    }
  };
  const walk = (ss: readonly Stmt[], outer: ReadonlySet<string>): void => {
    const scope = new Set(outer);
    for (const s of ss) {
      switch (s.kind) {
        case "let":
          readsIn(s.value, scope);
          scope.add(s.name);
          break;
        case "assign":
          if (!scope.has(s.name)) missing.push(s.name);
          readsIn(s.value, scope);
          break;
        case "do":
          readsIn(s.call, scope);
          break;
        case "setState":
        case "return":
          readsIn(s.value, scope);
          break;
        case "if":
          readsIn(s.cond, scope);
          walk(s.ifTrue, scope);
          walk(s.ifFalse, scope);
          break;
        case "forEach":
          readsIn(s.list, scope);
          walk(s.body, new Set([...scope, s.item]));
          break;
        case "match":
          readsIn(s.on, scope);
          for (const c of s.cases) walk(c.body, scope);
          walk(s.otherwise, scope);
          break;
        case "fail":
          if (s.failure.kind === "rule") readsIn(s.failure.message, scope);
          if (s.failure.kind === "noRule" && s.failure.tag) readsIn(s.failure.tag, scope);
          break;
      }
    }
  };
  walk(body, new Set(given));
  return missing;
}

/** The calls of a body whose arguments do not fit the primitive's signature (their count, and a literal's kind). */
function badCalls(body: readonly Stmt[]): string[] {
  const bad: string[] = [];
  const literal: { readonly [K in SExpr["kind"]]?: ValueType } = {
    text: "text",
    texts: "texts",
    pairs: "pairs",
    fields: "fields",
    bool: "bool",
    json: "json",
    stateSet: "set",
  };
  const check = (e: SExpr): void => {
    if (e.kind === "not") check(e.of);
    if (e.kind !== "call") return;
    const spec = PRIMITIVES[e.fn] as { args: readonly ValueType[]; variadic?: boolean };
    const n = spec.args.length;
    if (spec.variadic ? e.args.length < 1 : e.args.length !== n) bad.push(`${e.fn}: ${e.args.length} arguments`);
    e.args.forEach((x, i) => {
      const want = spec.args[Math.min(i, n - 1)]!;
      const got = literal[x.kind];
      if (got !== undefined && got !== want && !(want === "maybeText" && got === "text"))
        bad.push(`${e.fn}: argument ${i + 1} is ${got}, not ${want}`);
      check(x);
    });
  };
  for (const s of allStatements(body)) {
    if (s.kind === "let" || s.kind === "assign" || s.kind === "setState" || s.kind === "return") check(s.value);
    if (s.kind === "do") check(s.call);
    if (s.kind === "if") check(s.cond);
  }
  return bad;
}

/** Whether every path through a body ends in a return or a failure. */
function ends(body: readonly Stmt[]): boolean {
  const last = body[body.length - 1];
  if (last === undefined) return false;
  if (last.kind === "return" || last.kind === "fail") return true;
  if (last.kind === "match") return last.cases.every((c) => ends(c.body)) && ends(last.otherwise);
  if (last.kind === "if") return ends(last.ifTrue) && ends(last.ifFalse);
  return false;
}

describe("the statement IR of the bundled spec's converters and reducers", () => {
  it("declares every local before it is read, calls each primitive by its signature, and ends every body", () => {
    const problems: string[] = [];
    for (const p of programs) {
      const c = converterStatements(p);
      for (const t of c.types) {
        problems.push(...undeclared(t.body, ["data"]).map((n) => `${p.direction} ${t.type}: ${n}`));
        problems.push(...badCalls(t.body));
        if (!ends(t.body)) problems.push(`${p.direction} ${t.type} does not end`);
      }
      for (const m of c.methods) {
        problems.push(...undeclared(m.body, ["data"]).map((n) => `${p.direction} ${m.method}: ${n}`));
        if (!ends(m.body)) problems.push(`${p.direction} ${m.method} does not end`);
      }
      for (const r of c.rules) {
        const given = ["data", ...(r.plan.usesTagField ? ["tagField"] : [])];
        problems.push(...undeclared(r.body, given).map((n) => `${r.plan.rule.id}: ${n}`));
        problems.push(...badCalls(r.body).map((x) => `${r.plan.rule.id}: ${x}`));
        if (!ends(r.body)) problems.push(`${r.plan.rule.id} does not end`);
      }
      expect(c.rules.map((r) => r.plan.rule.id)).toEqual(p.rules.map((r) => r.id));
      // Each tag is matched once, and tags that do the same share a case.
      for (const body of [...c.types.map((t) => t.body), ...c.rules.map((r) => r.body)])
        for (const m of allStatements(body)) {
          if (m.kind !== "match") continue;
          const tags = m.cases.flatMap((x) => x.tags);
          expect(new Set(tags).size).toBe(tags.length);
          const shapes = m.cases.map((x) => JSON.stringify(x.body).replace(/"([a-z]+)\d+"/g, '"$1"'));
          expect(new Set(shapes).size).toBe(shapes.length);
        }
    }
    for (const r of behaviourOf(model, versions).programs.reducers) {
      const lowered = reducerStatements(r);
      expect(lowered.variants.map((x) => x.variant.tag)).toEqual(r.variants.map((x) => x.tag));
      const names = lowered.variants.map((x) => x.nameWords.join(" "));
      expect(new Set(names).size).toBe(names.length);
      for (const x of lowered.variants) {
        problems.push(...undeclared(x.body, ["update"]).map((n) => `${r.version} ${x.variant.tag}: ${n}`));
        problems.push(...badCalls(x.body));
        // Every variant does one thing to the state, by a member primitive (fixed fields are checked first).
        const calls = x.body.flatMap((s) => (s.kind === "do" && s.call.kind === "call" ? [s.call.fn] : []));
        expect(calls.length, x.variant.tag).toBeGreaterThan(0);
        expect(calls.every((f) => PRIMITIVES[f].member)).toBe(true);
        expect(x.usesUpdate).toBe(undeclared(x.body, []).includes("update"));
      }
    }
    expect(problems).toEqual([]);
  });

  it("agrees with the IR evaluator on every worked example of every rule", () => {
    let runs = 0;
    const differ: string[] = [];
    for (const rule of model.conversions) {
      rule.examples.forEach((ex, n) => {
        const type = inputType(versions, rule, ex.input);
        if (type === null) return;
        const got = both(program(rule.direction), ex.options, type, [...ex.before.map((b) => b.input), ex.input]);
        runs++;
        if (JSON.stringify(got.ir) !== JSON.stringify(got.st))
          differ.push(`${rule.id} #${n + 1}: IR ${JSON.stringify(got.ir)}, statements ${JSON.stringify(got.st)}`);
      });
    }
    expect(runs).toBeGreaterThan(0);
    expect(differ).toEqual([]);
  });

  it("agrees with the IR evaluator on every conversion vector", () => {
    const dir = join(PACKAGE_ROOT, "out", "vectors");
    const vectors = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const data = JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown[] | { vectors?: unknown[] };
        return Array.isArray(data) ? data : (data.vectors ?? []);
      });
    const convert = vectors.filter(
      (x): x is { id: string; from: string; to: string; type: string; inputs: JsonValue[]; options?: object } =>
        (x as { kind?: string }).kind === "convert",
    );
    expect(convert.length).toBeGreaterThan(0);
    const differ: string[] = [];
    for (const x of convert) {
      const got = both(program(`${x.from}->${x.to}`), x.options ?? {}, x.type, x.inputs);
      if (JSON.stringify(got.ir) !== JSON.stringify(got.st))
        differ.push(`${x.id}: IR ${JSON.stringify(got.ir)}, statements ${JSON.stringify(got.st)}`);
    }
    expect(differ).toEqual([]);
  });

  it("tells apart a lowering that differs (the agreement can fail)", () => {
    const rule = model.conversions.find((r) => r.examples.some((ex) => ex.error === null && ex.before.length === 0))!;
    const ex = rule.examples.find((e) => e.error === null && e.before.length === 0)!;
    const type = inputType(versions, rule, ex.input)!;
    const p = program(rule.direction);
    const lowered = converterStatements(p);
    // The rule's function, its output-pushing calls dropped: it converts to nothing.
    const broken: ConverterStatements = {
      ...lowered,
      rules: lowered.rules.map((r) =>
        r.plan.rule.id !== rule.id
          ? r
          : { ...r, body: strip(r.body, (s) => !(s.kind === "do" && s.call.kind === "call" && s.call.fn === "push")) },
      ),
    };
    const host = modelHost(versions);
    const opts = ex.options as { [k: string]: unknown };
    const good = runStatements(new StatementEngine(lowered, host, opts), type, ex.input);
    const bad = runStatements(new StatementEngine(broken, host, opts), type, ex.input);
    expect(JSON.stringify(shown(good))).toBe(
      JSON.stringify(shown(runEngine(new RuleEngine(p, host, opts), type, ex.input))),
    );
    expect(JSON.stringify(shown(bad))).not.toBe(JSON.stringify(shown(good)));
  });
});

/** A body with the statements `keep` refuses taken out, at every depth. */
function strip(body: readonly Stmt[], keep: (s: Stmt) => boolean): Stmt[] {
  return body.filter(keep).map((s) => {
    if (s.kind === "if") return { ...s, ifTrue: strip(s.ifTrue, keep), ifFalse: strip(s.ifFalse, keep) };
    if (s.kind === "forEach") return { ...s, body: strip(s.body, keep) };
    if (s.kind === "match")
      return {
        ...s,
        cases: s.cases.map((c) => ({ ...c, body: strip(c.body, keep) })),
        otherwise: strip(s.otherwise, keep),
      };
    return s;
  });
}
