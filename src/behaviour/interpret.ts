/**
 * The reference evaluator of the behaviour IR: it runs a converter's rules
 * (`ConverterProgram`) on JSON values directly, with no code emitted. The
 * compiler checks the rules' worked examples with it, and it is one more
 * conformance reference beside the bindings: every generated converter must
 * give what it gives.
 *
 * Its semantics are the generated converters': the dispatch of
 * `converterPlan` (a value's type, then its tag or method, then the candidate
 * rules in spec order under their guards), the first output a rule's effects
 * read, the errors and their wording. Values are JSON; `undefined` is an
 * absent value, as a missing field is.
 */
import type { ExactJson } from "../json.js";
import { gitPatch } from "./git-patch.js";
import type { Cond, ConverterProgram, EmitProgram, EmitTarget, Expr, FieldPath, RuleProgram, ValueTest } from "./ir.js";
import { converterPlan, type ConverterPlan, type RulePlan } from "./plan.js";

type Json = ExactJson;
type Obj = { [key: string]: Json };
/** A value an expression gives: JSON, or undefined when absent. */
type Value = Json | undefined;

/** A message that no rule converts, or whose rule fails: the rule's id (as out/tables names it) and what went wrong. */
export class RuleError extends Error {
  override readonly name = "RuleError";
  readonly rule: string;
  readonly detail: string;

  constructor(rule: string, detail: string) {
    super(`${rule}: ${detail}`);
    this.rule = rule;
    this.detail = detail;
  }
}

/** How the evaluator checks values against the spec's types: the canonical JSON of a valid value; it throws for an invalid one. */
export interface TypeChecker {
  canonical(type: string, value: unknown): Json;
}

const isObj = (v: Value): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const hasOwn = (o: object, k: string): boolean => Object.hasOwn(o, k);

function setField(o: Obj, k: string, v: Value): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Sets a field, or removes it when the value is absent. */
function putField(o: Obj, k: string, v: Value): void {
  if (v === undefined) delete o[k];
  else setField(o, k, v);
}

function atPath(v: Value, path: FieldPath): Value {
  let cur = v;
  for (const step of path) {
    if (!isObj(cur) || !hasOwn(cur, step)) return undefined;
    cur = cur[step];
  }
  return cur;
}

/** JSON equality; absent equals only absent. */
export function sameJson(a: Value, b: Value): boolean {
  if (a === undefined || b === undefined || a === null || b === null || typeof a !== "object" || typeof b !== "object")
    return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as Json[];
    return a.length === bs.length && a.every((x, i) => sameJson(x, bs[i]));
  }
  const ao = a as Obj;
  const bo = b as Obj;
  const keys = Object.keys(ao);
  return keys.length === Object.keys(bo).length && keys.every((k) => hasOwn(bo, k) && sameJson(ao[k], bo[k]));
}

/** A fresh copy of a constant (`__proto__` an ordinary field). */
function fresh(v: unknown): Json {
  if (Array.isArray(v)) return v.map(fresh);
  if (typeof v !== "object" || v === null) return v as Json;
  const o: Obj = {};
  for (const [k, x] of Object.entries(v)) setField(o, k, fresh(x));
  return o;
}

/** A value in a failing rule's message: a string as it is, anything else as JSON, absent as nothing. */
function quoted(v: Value): string {
  if (v === undefined) return "";
  return typeof v === "string" ? v : JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? String(x) : x));
}

const TESTS: { readonly [T in ValueTest]: (v: Value) => boolean } = {
  absent: (v) => v === undefined,
  null: (v) => v === null,
  "absent-or-null": (v) => v === undefined || v === null,
  set: (v) => v !== undefined && v !== null,
  string: (v) => typeof v === "string",
  empty: (v) => Array.isArray(v) && v.length === 0,
  "non-empty": (v) => Array.isArray(v) && v.length > 0,
};

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** What an expression sees: the rule's input, the list item in hand, and the rule's first output (in effects). */
interface Scope {
  readonly input: Obj;
  readonly item?: Value;
  readonly output?: () => Obj | undefined;
}

/**
 * One converter, run from its IR: its options, its state and its count of
 * minted ids live as long as the object, as they do in a generated converter.
 */
export class RuleEngine {
  /** The id of the rule that converted the last top-level input. */
  lastRule: string | null = null;
  private readonly plan: ConverterPlan;
  private readonly values = new Map<string, Json>();
  private readonly sets = new Map<string, Set<string>>();
  private minted = 0;

  /** `options` holds the converter's options by their spec names; one it does not declare is an error. */
  constructor(
    program: ConverterProgram,
    private readonly types: TypeChecker,
    private readonly options: { readonly [name: string]: unknown } = {},
  ) {
    this.plan = converterPlan(program);
    const known = program.options.map((o) => o.name);
    for (const name of Object.keys(options)) {
      if (!known.includes(name)) throw new RuleError("invalid-option", `unknown option ${JSON.stringify(name)}`);
    }
    for (const s of program.state) {
      if (s.kind === "set") this.sets.set(s.name, new Set());
      else this.values.set(s.name, null);
    }
  }

  private get program(): ConverterProgram {
    return this.plan.program;
  }

  private noRule(type: string, tag: Value): RuleError {
    const which = typeof tag === "string" ? ` (${tag})` : "";
    return new RuleError("no-rule", `no ${this.program.from} -> ${this.program.to} rule converts this ${type}${which}`);
  }

  /** Converts a value of a qualified source type (`"v1.Type"`): the outputs, in order. */
  convert(type: string, value: unknown): Json[] {
    let canonical: Json;
    try {
      canonical = this.types.canonical(type, value);
    } catch (e) {
      throw new RuleError("invalid-input", `not a valid ${type}: ${messageOf(e)}`);
    }
    if (!isObj(canonical)) throw new RuleError("no-rule", `no rule converts ${type}: it is not an object type`);
    const input = canonical;
    const t = this.plan.types.find((x) => x.type === type);
    if (t === undefined) throw this.noRule(type, undefined);
    const tagField = t.union?.tagField;
    const tag = tagField === undefined ? undefined : input[tagField];
    const scope: Scope = { input };
    const c = t.cases.find((x) => x.tag === tag);
    if (c !== undefined) {
      for (const p of c.candidates) if (this.applies(p, scope)) return this.ran(p, input, tagField);
      throw this.noRule(type, tag);
    }
    for (const o of t.others) {
      if (o.unknownTagOnly && !(typeof tag === "string" && !t.union!.tags.includes(tag))) continue;
      if (this.applies(o.rule, scope)) return this.ran(o.rule, input, tagField);
    }
    throw this.noRule(type, t.union ? tag : undefined);
  }

  /** Converts a method call or notification (`{ method, params }`). */
  convertMethod(message: { readonly method: string; readonly params?: unknown }): Json[] {
    const m = this.plan.methods.find((x) => x.method === message.method);
    if (m === undefined)
      throw new RuleError(
        "no-rule",
        `no ${this.program.from} method ${JSON.stringify(message.method)} has a conversion rule`,
      );
    let params: Json;
    try {
      params = this.types.canonical(m.params, message.params);
    } catch (e) {
      throw new RuleError("invalid-input", `not valid params of ${message.method}: ${messageOf(e)}`);
    }
    if (!isObj(params)) throw new RuleError("invalid-input", `the params of ${message.method} must be an object`);
    for (const p of m.candidates) if (this.applies(p, { input: params })) return this.ran(p, params, undefined);
    throw new RuleError(
      "no-rule",
      `no ${this.program.from} -> ${this.program.to} rule converts ${message.method} with these params`,
    );
  }

  private applies(p: RulePlan, scope: Scope): boolean {
    return p.rule.guard === undefined || this.cond(p.rule.guard, scope);
  }

  private ran(p: RulePlan, input: Obj, tagField: string | undefined): Json[] {
    const outputs = this.rule(p.rule, input, tagField);
    this.lastRule = p.rule.id;
    return outputs;
  }

  /** One rule on its input: its outputs, or its failure; then its effects. */
  private rule(r: RuleProgram, input: Obj, tagField: string | undefined): Json[] {
    const tag = tagField === undefined ? undefined : input[tagField];
    if (r.fail !== undefined) {
      this.effects(r, { input });
      const message = r.fail.map((part) => (typeof part === "string" ? part : quoted(atPath(input, part)))).join("");
      throw new RuleError(r.id, message);
    }
    const outputs: Json[] = [];
    for (const e of r.emit) this.emit(r, e, input, tagField, tag, outputs);
    let first: { value: Obj | undefined } | null = null;
    const output = (): Obj | undefined => {
      if (first === null) {
        const o = outputs[0];
        first = {
          value: !isObj(o) ? undefined : typeof o["method"] === "string" && isObj(o["params"]) ? o["params"] : o,
        };
      }
      return first.value;
    };
    this.effects(r, { input, output });
    return outputs;
  }

  private effects(r: RuleProgram, scope: Scope): void {
    for (const e of r.effects) {
      if (e.if !== undefined && !this.cond(e.if, scope)) continue;
      const v = this.expr(e.value, scope);
      if (e.kind === "set") this.values.set(e.state, v ?? null);
      else if (typeof v === "string") {
        const set = this.sets.get(e.state)!;
        if (e.kind === "add") set.add(v);
        else set.delete(v);
      }
    }
  }

  /** One emit of a rule: its target (by the source's tag, for a paired emit), for each item of its list. */
  private emit(
    r: RuleProgram,
    e: EmitProgram,
    input: Obj,
    tagField: string | undefined,
    tag: Value,
    outputs: Json[],
  ): void {
    let target: EmitTarget;
    let sourceTag: string | null = null;
    if (e.to.kind === "single") target = e.to.target;
    else {
      const paired = e.to.targets.find(([t]) => t !== "*" && t === tag);
      const other = e.to.targets.find(([t]) => t === "*");
      if (paired !== undefined) {
        target = paired[1];
        sourceTag = paired[0];
      } else if (other !== undefined && typeof tag === "string") target = other[1];
      else throw new RuleError(r.id, "the rule pairs no target with this source");
    }
    if (e.forEach === undefined) {
      this.emitOne(r, e, target, sourceTag, { input }, tagField, tag, outputs);
      return;
    }
    const list = atPath(input, e.forEach);
    if (!Array.isArray(list)) throw new RuleError(r.id, `${e.forEach.join(".")} is not a list`);
    for (const item of list) this.emitOne(r, e, target, sourceTag, { input, item }, tagField, tag, outputs);
  }

  private emitOne(
    r: RuleProgram,
    e: EmitProgram,
    target: EmitTarget,
    sourceTag: string | null,
    scope: Scope,
    tagField: string | undefined,
    tag: Value,
    outputs: Json[],
  ): void {
    const out: Obj = {};
    if (target.kind === "type" && target.tagField !== undefined && target.tag !== undefined) {
      // A target of the source's own tag, or "*" (an unknown variant passing through), keeps the source's tag.
      setField(out, target.tagField, target.tag === "*" || target.tag === sourceTag ? tag : target.tag);
    }
    if (e.copy) {
      const renamed = new Map(e.rename);
      for (const [k, v] of Object.entries(scope.input)) {
        if (k === tagField || e.drop.includes(k)) continue;
        setField(out, renamed.get(k) ?? k, v);
      }
    }
    // A single value converted may give several values: each gives an output of its own.
    let outs: Obj[] = [out];
    for (const [field, x] of e.set) {
      if (x.kind === "convert" && !x.many) {
        const choices = this.convertOne(x.type, this.expr(x.value, scope));
        outs = outs.flatMap((o) =>
          choices.map((c) => {
            const copy: Obj = { ...o };
            putField(copy, field, c);
            return copy;
          }),
        );
      } else {
        const v = this.expr(x, scope);
        for (const o of outs) putField(o, field, v);
      }
    }
    for (const o of outs) outputs.push(this.checked(r.id, target, o));
  }

  /** An output checked as its target type, in canonical form (a method's: its params, as the params type). */
  private checked(rule: string, target: EmitTarget, value: Obj): Json {
    const type = target.kind === "method" ? target.params : target.type;
    let canonical: Json;
    try {
      canonical = this.types.canonical(type, value);
    } catch (e) {
      throw new RuleError(rule, `the result is not a valid ${type}: ${messageOf(e)}`);
    }
    return target.kind === "method" ? { method: target.method, params: canonical } : canonical;
  }

  /** The values converting one value gives (absent and null stay as they are). */
  private convertOne(type: string, v: Value): Value[] {
    return v === undefined || v === null ? [v] : this.convert(type, v);
  }

  private expr(e: Expr, s: Scope): Value {
    switch (e.kind) {
      case "input":
        return atPath(s.input, e.path);
      case "item":
        return s.item;
      case "const":
        return fresh(e.value);
      case "state": {
        const v = this.values.get(e.name);
        return e.path.length ? atPath(v, e.path) : v;
      }
      case "mint": {
        const prefix = this.options[e.option];
        if (typeof prefix !== "string") throw new RuleError("invalid-option", `option ${e.option} gives no id prefix`);
        this.minted += 1;
        return `${prefix}${this.minted}`;
      }
      case "output":
        return atPath(s.output?.(), e.path);
      case "coalesce":
        for (const x of e.items) {
          const v = this.expr(x, s);
          if (v !== undefined && v !== null) return v;
        }
        return undefined;
      case "if":
        return this.cond(e.cond, s) ? this.expr(e.then, s) : this.expr(e.else, s);
      case "object": {
        const o: Obj = {};
        for (const [k, x] of e.entries) {
          const v = this.expr(x, s);
          if (v !== undefined) setField(o, k, v);
        }
        return o;
      }
      case "list":
        return e.items.map((x) => this.expr(x, s)).filter((v): v is Json => v !== undefined);
      case "convert": {
        const v = this.expr(e.value, s);
        if (e.many) {
          if (v === undefined || v === null) return v;
          if (!Array.isArray(v)) throw new RuleError("invalid-input", `expected a list of ${e.type}`);
          return v.flatMap((x) => this.convert(e.type, x));
        }
        const values = this.convertOne(e.type, v);
        return values.length === 1 ? values[0] : values.filter((x): x is Json => x !== undefined);
      }
      case "gitPatch": {
        const path = this.expr(e.path, s);
        const old = this.expr(e.old, s);
        const text = this.expr(e.new, s);
        if (
          typeof path !== "string" ||
          typeof text !== "string" ||
          (old !== undefined && old !== null && typeof old !== "string")
        ) {
          throw new RuleError("invalid-input", "a git patch needs a path, an old text (or null) and a new text");
        }
        return gitPatch(path, old ?? null, text);
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  private cond(c: Cond, s: Scope): boolean {
    switch (c.kind) {
      case "is":
        return TESTS[c.test](this.expr(c.of, s));
      case "equals":
        return sameJson(this.expr(c.a, s), this.expr(c.b, s));
      case "in": {
        const v = this.expr(c.of, s);
        return typeof v === "string" && this.sets.get(c.set)!.has(v);
      }
      case "option": {
        const o = this.options[c.name];
        return o !== undefined && o !== null && o !== false;
      }
      case "all":
        return c.items.every((x) => this.cond(x, s));
      case "any":
        return c.items.some((x) => this.cond(x, s));
      case "not":
        return !this.cond(c.cond, s);
      default: {
        const never: never = c;
        return never;
      }
    }
  }
}
