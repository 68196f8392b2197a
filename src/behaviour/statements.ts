/**
 * The statement IR: converters and reducers lowered from the rule-level IR
 * (`ir.ts`) and the dispatch plan (`plan.ts`) into language-neutral
 * statements, so a language writes them with a small printer instead of
 * repeating the algorithm. The lowering does the work every emitter shared:
 * the order values are computed in (each into its own local), the short
 * circuits of `coalesce`, `if`, `all` and `any`, the temporaries, the rules
 * tried in spec order under their guards, the fan-out of a converted value,
 * and which runtime primitive each step calls.
 *
 * A printer switches over `Stmt["kind"]` and `SExpr["kind"]` exhaustively and
 * maps each `Primitive` to its runtime (`PRIMITIVES` documents what each does).
 * Locals are named in camelCase (`data`, `tagField`, `out1`, `v3`); a printer
 * spells them in its own case. Values are JSON, or absent (a missing field).
 *
 * The scope a body runs in:
 * - a converter's type dispatch (`ConverterStatements.types`): `data`, the
 *   input read as the source type (canonical JSON, an object);
 * - a method dispatch: `data`, the call's params read as the params type;
 * - a rule function: `data`, and `tagField` (text, or nothing for a value of
 *   no union) when `RulePlan.usesTagField`; it returns its outputs;
 * - a reducer variant: `update`, the update read as the union.
 */
import { words } from "../naming.js";
import type {
  Cond,
  ConverterProgram,
  EmitProgram,
  EmitTarget,
  Expr,
  FieldProgram,
  JsonConst,
  ReducerProgram,
  VariantProgram,
} from "./ir.js";
import { mentions } from "./ir.js";
import { converterPlan, type ConverterPlan, type RulePlan } from "./plan.js";

/**
 * The type of a local or of a primitive's argument or result:
 * - `json`: a JSON value, or absent;
 * - `bool`, `text` (a string of the language, not JSON);
 * - `object`: a JSON object being built (mutable);
 * - `objects`: a list of objects being built (the partial outputs of a fan-out);
 * - `values`: a list of JSON values (some absent, for a converted absent value);
 * - `outputs`: the list of a rule's outputs (JSON, appended to);
 * - `texts`, `pairs`, `fields`: literal arguments (lists of strings, pairs of strings, merged fields);
 * - `set`: a set state of the converter;
 * - `maybeText`: text, or nothing (a tag field where the value is of no union).
 */
export type ValueType =
  | "json"
  | "bool"
  | "text"
  | "maybeText"
  | "object"
  | "objects"
  | "values"
  | "outputs"
  | "texts"
  | "pairs"
  | "fields"
  | "set";

/** A primitive's signature: its arguments' types (the last repeated when `variadic`), its result (null: none), and what it does. */
export interface PrimitiveSpec {
  readonly args: readonly ValueType[];
  readonly variadic?: boolean;
  readonly returns: ValueType | null;
  /** Whether it is a member of the converter or reducer (it reads or changes the instance), not a free function. */
  readonly member: boolean;
  /** Whether it may fail (a free function that checks its input); a member may fail whatever this says. */
  readonly fails?: true;
  /** For a member: whether it only reads the instance (changes nothing, fails never). */
  readonly readsOnly?: true;
  readonly doc: string;
}

/**
 * The runtime primitives the lowered code calls, with their contract. Every
 * language's runtime has each, under its own spelling.
 */
export const PRIMITIVES = {
  // ---- values ----
  at: {
    args: ["json", "texts"],
    returns: "json",
    member: false,
    doc: "The value at a field path; absent where a step is missing or not an object.",
  },
  tagOf: {
    args: ["json", "maybeText"],
    returns: "json",
    member: false,
    doc: "The value of the tag field (nothing: absent).",
  },
  textOf: {
    args: ["json"],
    returns: "text",
    member: false,
    doc: "A value as message text: a string as it is, absent as nothing, anything else as compact JSON.",
  },
  concat: { args: ["text"], variadic: true, returns: "text", member: false, doc: "The texts joined." },
  same: {
    args: ["json", "json"],
    returns: "bool",
    member: false,
    doc: "JSON equality; absent equals only absent, and booleans are not numbers.",
  },
  isAbsent: { args: ["json"], returns: "bool", member: false, doc: "The value is absent." },
  isNull: { args: ["json"], returns: "bool", member: false, doc: "The value is null." },
  isAbsentOrNull: { args: ["json"], returns: "bool", member: false, doc: "The value is absent or null." },
  isSet: { args: ["json"], returns: "bool", member: false, doc: "The value is present and not null." },
  isString: { args: ["json"], returns: "bool", member: false, doc: "The value is a string." },
  isEmptyList: { args: ["json"], returns: "bool", member: false, doc: "The value is a list of no items." },
  isNonEmptyList: { args: ["json"], returns: "bool", member: false, doc: "The value is a list with items." },
  isUnknownTag: {
    args: ["json", "texts"],
    returns: "bool",
    member: false,
    doc: "The tag is a string that is none of the known tags.",
  },
  orNull: { args: ["json"], returns: "json", member: false, doc: "The value, null for absent (a state value)." },
  nonNull: { args: ["json"], returns: "json", member: false, doc: "The value, absent for null." },
  listOf: {
    args: ["json"],
    variadic: true,
    returns: "json",
    member: false,
    doc: "A JSON list of the present values, in order.",
  },
  single: {
    args: ["values"],
    returns: "json",
    member: false,
    doc: "The one value a nested conversion gives; for several, a JSON list of the present ones.",
  },
  gitPatch: {
    args: ["json", "json", "json"],
    returns: "json",
    member: false,
    fails: true,
    doc: "The git patch of a file (path, old text or null/absent, new text); fails `invalid-input` otherwise.",
  },
  // ---- building outputs ----
  newObject: { args: [], returns: "object", member: false, doc: "A new empty object." },
  objectValue: { args: ["object"], returns: "json", member: false, doc: "An object built, as a JSON value." },
  put: {
    args: ["object", "text", "json"],
    returns: null,
    member: false,
    doc: "Sets a field, or removes it for an absent value.",
  },
  putAll: {
    args: ["objects", "text", "json"],
    returns: null,
    member: false,
    doc: "`put` on every partial output.",
  },
  objectsOf: { args: ["object"], returns: "objects", member: false, doc: "A list of partial outputs: the one object." },
  fanOut: {
    args: ["objects", "text", "values"],
    returns: "objects",
    member: false,
    doc: "Each partial output with each choice of the field (a copy per pair), in order.",
  },
  copyFields: {
    args: ["object", "json", "maybeText", "texts", "pairs"],
    returns: null,
    member: false,
    doc: "Copies the input's fields but its tag field and the dropped ones, each renamed by the pairs (old, new).",
  },
  newOutputs: { args: [], returns: "outputs", member: false, doc: "An empty list of outputs." },
  push: { args: ["outputs", "json"], returns: null, member: false, doc: "Appends an output." },
  outputOf: {
    args: ["outputs"],
    returns: "json",
    member: false,
    doc: "What effects read as the output: the first output (absent: none), its params for a method message.",
  },
  listAt: {
    args: ["text", "json", "text"],
    returns: "values",
    member: false,
    fails: true,
    doc: "The items of a list for a `forEach` (rule id, value, its path as text); fails under the rule if not a list.",
  },
  // ---- the converter's state and options ----
  inSet: { args: ["set", "json"], returns: "bool", member: false, doc: "The value is a string in the set." },
  addTo: { args: ["set", "json"], returns: null, member: false, doc: "Adds a string to the set (else nothing)." },
  removeFrom: { args: ["set", "json"], returns: null, member: false, doc: "Removes a string from the set." },
  option: {
    args: ["text"],
    returns: "bool",
    member: true,
    readsOnly: true,
    doc: "The option is on: present, not null, not false.",
  },
  mint: {
    args: ["text"],
    returns: "json",
    member: true,
    doc: "A fresh id: the id-source option's prefix and the count of ids minted; fails `invalid-option` without one.",
  },
  convertOne: {
    args: ["text", "json"],
    returns: "values",
    member: true,
    doc: "A value converted by this converter as the source type: its outputs (absent and null: themselves).",
  },
  convertMany: {
    args: ["text", "json"],
    returns: "json",
    member: true,
    doc: "A list converted item by item, the outputs joined (absent and null: themselves); fails `invalid-input` for a non-list.",
  },
  check: {
    args: ["text", "text", "object"],
    returns: "json",
    member: true,
    doc: "An output (rule id, type) read as its target type: its canonical JSON; fails under the rule when invalid.",
  },
  checkMethod: {
    args: ["text", "text", "text", "object"],
    returns: "json",
    member: true,
    doc: "A method output (rule id, method, params type, params): `{method, params}` with the params checked.",
  },
  ran: {
    args: ["text", "outputs"],
    returns: "outputs",
    member: true,
    doc: "Records the rule (by id) that converted the input, and gives its outputs.",
  },
  // ---- the reducer's actions (members of the reducer: they change its state) ----
  append: {
    args: ["json", "text", "text"],
    returns: null,
    member: true,
    doc: "(update, role, field) Appends the field to the message of the role the update names, or the one being streamed.",
  },
  clearLast: {
    args: ["text", "text", "text"],
    returns: null,
    member: true,
    doc: "(tag, role, field) Clears the field of the last streamed message of the role; fails when there is none.",
  },
  upsert: {
    args: ["json", "text", "fields"],
    returns: null,
    member: true,
    doc: "(update, role, fields) Creates or updates the message the update names, merging the fields.",
  },
  fixEntity: {
    args: ["text", "json", "text", "text", "texts"],
    returns: null,
    member: true,
    doc: "(tag, update, entity, key, fixed) Stores or checks the fixed fields of the keyed entity the update names.",
  },
  mergeEntity: {
    args: ["text", "json", "text", "text", "fields", "bool"],
    returns: null,
    member: true,
    doc: "(tag, record, entity, key, fields, create) Merges the record into the keyed entity (created if `create`).",
  },
  replace: {
    args: ["json", "text", "text"],
    returns: null,
    member: true,
    doc: "(update, entity, tag field) Replaces a single entity with the update but its tag.",
  },
  replaceValue: {
    args: ["text", "json"],
    returns: null,
    member: true,
    doc: "(entity, value) Replaces a single entity with the value.",
  },
  mergeSingle: {
    args: ["json", "text", "fields"],
    returns: null,
    member: true,
    doc: "(record, entity, fields) Merges the record into a single entity (an object, created empty).",
  },
  replaceEntity: {
    args: ["text", "json", "text", "text"],
    returns: null,
    member: true,
    doc: "(tag, record, entity, key) Replaces or adds the keyed entity the record names.",
  },
  removeEntity: {
    args: ["text", "json", "text", "text"],
    returns: null,
    member: true,
    doc: "(tag, update, entity, key) Removes the keyed entity the update names, if any.",
  },
  appendEntity: {
    args: ["text", "json", "text", "text", "texts", "text", "json", "json"],
    returns: null,
    member: true,
    doc: "(tag, update, entity, key, path, mode, initial, value) Appends the value at the path of the keyed entity.",
  },
  ignore: { args: [], returns: null, member: true, doc: "Records an update that changes nothing." },
} as const satisfies { readonly [name: string]: PrimitiveSpec };

/** The name of a runtime primitive. */
export type Primitive = keyof typeof PRIMITIVES;

/**
 * Whether a call of the primitive only reads: it has a result, changes nothing and cannot fail, so computing it
 * later, or not at all, changes nothing. A printer may move such a call, or drop one whose result nobody reads.
 */
export function readsOnly(p: Primitive): boolean {
  const spec: PrimitiveSpec = PRIMITIVES[p];
  return spec.returns !== null && spec.fails !== true && (!spec.member || spec.readsOnly === true);
}

/** An expression of the lowered code: a local, a literal, or a call. Calls never nest a statement. */
export type SExpr =
  | { readonly kind: "var"; readonly name: string }
  /** A string of the language (a field name, a rule id). */
  | { readonly kind: "text"; readonly value: string }
  /** Nothing, as a `maybeText`. */
  | { readonly kind: "nothing" }
  | { readonly kind: "texts"; readonly values: readonly string[] }
  | { readonly kind: "pairs"; readonly pairs: readonly (readonly [string, string])[] }
  | { readonly kind: "fields"; readonly fields: readonly FieldProgram[] }
  | { readonly kind: "bool"; readonly value: boolean }
  /** A JSON constant: a fresh value each time it runs. */
  | { readonly kind: "json"; readonly value: JsonConst }
  /** The absent value. */
  | { readonly kind: "absent" }
  /** The value of a value state (JSON; null until set). */
  | { readonly kind: "state"; readonly name: string }
  /** A set state, as a `set` argument. */
  | { readonly kind: "stateSet"; readonly name: string }
  | { readonly kind: "not"; readonly of: SExpr }
  | { readonly kind: "call"; readonly fn: Primitive; readonly args: readonly SExpr[] }
  /** A call of the converter's rule function (index into `ConverterStatements.rules`, 1-based as `RulePlan.index`). */
  | { readonly kind: "rule"; readonly index: number; readonly data: SExpr; readonly tagField: SExpr | null };

/** Why converting fails, at a `fail` statement. */
export type Failure =
  /** The rule fails with a message (a `text` expression). */
  | { readonly kind: "rule"; readonly rule: string; readonly message: SExpr }
  /** No rule converts this value of the dispatched type; `tag`: the source's tag, quoted when it is a string. */
  | { readonly kind: "noRule"; readonly tag: SExpr | null }
  /** No rule converts this call of a method the converter knows. */
  | { readonly kind: "noMethodRule" }
  /** A rule pairs no target with the source's tag. */
  | { readonly kind: "unpaired"; readonly rule: string };

/** One case of a `match`: its tags (strings), and its body. */
export interface MatchCase {
  readonly tags: readonly string[];
  readonly body: readonly Stmt[];
}

/** A statement of the lowered code. */
export type Stmt =
  /** Declares a local of a type; `mutable` when an `assign` changes it later. */
  | {
      readonly kind: "let";
      readonly name: string;
      readonly type: ValueType;
      readonly value: SExpr;
      readonly mutable: boolean;
    }
  | { readonly kind: "assign"; readonly name: string; readonly value: SExpr }
  /** A call for its effect (a primitive of no result). */
  | { readonly kind: "do"; readonly call: SExpr }
  /** Sets a value state (the value is never absent: an `orNull` call). */
  | { readonly kind: "setState"; readonly name: string; readonly value: SExpr }
  | { readonly kind: "if"; readonly cond: SExpr; readonly ifTrue: readonly Stmt[]; readonly ifFalse: readonly Stmt[] }
  /** Runs the body once per item of a `values` list, the item in `item` (`used`: the body reads it). */
  | {
      readonly kind: "forEach";
      readonly item: string;
      readonly used: boolean;
      readonly list: SExpr;
      readonly type: ValueType;
      readonly body: readonly Stmt[];
    }
  /**
   * Matches a JSON value's string against the cases' tags; `otherwise` for any other value (a non-string too).
   * Tags whose bodies do the same share a case.
   */
  | {
      readonly kind: "match";
      readonly on: SExpr;
      readonly cases: readonly MatchCase[];
      readonly otherwise: readonly Stmt[];
    }
  | { readonly kind: "return"; readonly value: SExpr }
  | { readonly kind: "fail"; readonly failure: Failure };

/** A rule's function: what its plan says, and its body (params `data`, and `tagField` when `plan.usesTagField`). */
export interface RuleStatements {
  readonly plan: RulePlan;
  readonly body: readonly Stmt[];
}

/** A converter, lowered: a body per source type and per method (`data` in scope), and a function per rule. */
export interface ConverterStatements {
  readonly plan: ConverterPlan;
  readonly types: readonly { readonly type: string; readonly body: readonly Stmt[] }[];
  readonly methods: readonly { readonly method: string; readonly params: string; readonly body: readonly Stmt[] }[];
  readonly rules: readonly RuleStatements[];
}

/** One variant of a reducer, lowered: its body (`update` in scope), a one-line account of it, and whether it reads `update`. */
export interface VariantStatements {
  readonly variant: VariantProgram;
  /** The words of the variant's function name (`on`, the tag's words; `on variant N` when they clash or are empty). */
  readonly nameWords: readonly string[];
  /** What it does, in English with `code` in backquotes (for a doc comment). */
  readonly doc: string;
  readonly usesUpdate: boolean;
  readonly body: readonly Stmt[];
}

/** A reducer, lowered: one function per variant of its update union. */
export interface ReducerStatements {
  readonly program: ReducerProgram;
  readonly variants: readonly VariantStatements[];
}

// ---- building ----

const v = (name: string): SExpr => ({ kind: "var", name });
const text = (value: string): SExpr => ({ kind: "text", value });
const call = (fn: Primitive, ...args: SExpr[]): SExpr => ({ kind: "call", fn, args });
const DATA = v("data");
const TAG = v("tag");
const TAG_FIELD = v("tagField");

/** A list of statements being written, with the function's fresh names. */
class Block {
  readonly out: Stmt[] = [];
  constructor(private readonly names: { n: number }) {}

  fresh(prefix = "v"): string {
    this.names.n += 1;
    return `${prefix}${this.names.n}`;
  }

  child(): Block {
    return new Block(this.names);
  }

  add(s: Stmt): void {
    this.out.push(s);
  }

  /** A fresh local holding a value. */
  bind(type: ValueType, value: SExpr, prefix = "v", mutable = false): SExpr {
    const name = this.fresh(prefix);
    this.out.push({ kind: "let", name, type, value, mutable });
    return v(name);
  }
}

const pathText = (path: readonly string[]): SExpr => ({ kind: "texts", values: path });

/** Lowers a value: statements into `b`, and an expression (a local or a literal) of type `json`. */
function expr(e: Expr, b: Block): SExpr {
  switch (e.kind) {
    case "input":
      return b.bind("json", call("at", DATA, pathText(e.path)));
    case "item":
      return v("item");
    case "const":
      return e.value !== null && typeof e.value === "object"
        ? b.bind("json", { kind: "json", value: e.value })
        : { kind: "json", value: e.value };
    case "state": {
      const s: SExpr = { kind: "state", name: e.name };
      return e.path.length ? b.bind("json", call("at", s, pathText(e.path))) : s;
    }
    case "mint":
      return b.bind("json", call("mint", text(e.option)));
    case "output":
      return e.path.length ? b.bind("json", call("at", v("output"), pathText(e.path))) : v("output");
    case "coalesce": {
      const first = expr(e.items[0]!, b);
      const rest = e.items.slice(1);
      const out = b.bind("json", call("nonNull", first), "v", rest.length > 0);
      if (out.kind !== "var") throw new Error("unreachable");
      for (const x of rest) {
        const inner = b.child();
        const next = expr(x, inner);
        inner.add({ kind: "assign", name: out.name, value: call("nonNull", next) });
        b.add({ kind: "if", cond: call("isAbsent", out), ifTrue: inner.out, ifFalse: [] });
      }
      return out;
    }
    case "if": {
      const c = cond(e.cond, b);
      const name = b.fresh();
      const yes = b.child();
      yes.add({ kind: "assign", name, value: expr(e.then, yes) });
      const no = b.child();
      no.add({ kind: "assign", name, value: expr(e.else, no) });
      b.add({ kind: "let", name, type: "json", value: { kind: "absent" }, mutable: true });
      b.add({ kind: "if", cond: c, ifTrue: yes.out, ifFalse: no.out });
      return v(name);
    }
    case "object": {
      const o = b.bind("object", call("newObject"), "o");
      for (const [k, x] of e.entries) b.add({ kind: "do", call: call("put", o, text(k), expr(x, b)) });
      return b.bind("json", call("objectValue", o));
    }
    case "list": {
      const items = e.items.map((x) => expr(x, b));
      return b.bind("json", call("listOf", ...items));
    }
    case "convert": {
      const x = expr(e.value, b);
      if (e.many) return b.bind("json", call("convertMany", text(e.type), x));
      const all = b.bind("values", call("convertOne", text(e.type), x));
      return b.bind("json", call("single", all));
    }
    case "gitPatch": {
      const p = expr(e.path, b);
      const o = expr(e.old, b);
      const n = expr(e.new, b);
      return b.bind("json", call("gitPatch", p, o, n));
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** Lowers a condition: statements into `b`, and an expression of type `bool`. Parts after the answer is known do not run. */
function cond(c: Cond, b: Block): SExpr {
  switch (c.kind) {
    case "is": {
      const fn = TESTS[c.test];
      return b.bind("bool", call(fn, expr(c.of, b)), "c");
    }
    case "equals": {
      const x = expr(c.a, b);
      const y = expr(c.b, b);
      return b.bind("bool", call("same", x, y), "c");
    }
    case "in":
      return b.bind("bool", call("inSet", { kind: "stateSet", name: c.set }, expr(c.of, b)), "c");
    case "option":
      return b.bind("bool", call("option", text(c.name)), "c");
    case "all":
    case "any": {
      const first = cond(c.items[0]!, b);
      if (c.items.length === 1) return first;
      const name = b.fresh("c");
      b.add({ kind: "let", name, type: "bool", value: first, mutable: true });
      for (const x of c.items.slice(1)) {
        const inner = b.child();
        inner.add({ kind: "assign", name, value: cond(x, inner) });
        const open: SExpr = c.kind === "all" ? v(name) : { kind: "not", of: v(name) };
        b.add({ kind: "if", cond: open, ifTrue: inner.out, ifFalse: [] });
      }
      return v(name);
    }
    case "not":
      return { kind: "not", of: cond(c.cond, b) };
    default: {
      const never: never = c;
      return never;
    }
  }
}

const TESTS = {
  absent: "isAbsent",
  null: "isNull",
  "absent-or-null": "isAbsentOrNull",
  set: "isSet",
  string: "isString",
  empty: "isEmptyList",
  "non-empty": "isNonEmptyList",
} as const satisfies { readonly [T in Extract<Cond, { kind: "is" }>["test"]]: Primitive };

/** A body's text with its temporaries unnumbered (`v12` -> `v`): bodies that differ only in those do the same. */
const shape = (body: readonly Stmt[]): string =>
  JSON.stringify(body, (k, x: unknown) =>
    (k === "name" || k === "item") && typeof x === "string" ? x.replace(/^([a-z]+)\d+$/, "$1") : x,
  );

/** Cases whose bodies do the same merged into one (the first's body, the tags in order of first appearance). */
function grouped(cases: readonly MatchCase[]): MatchCase[] {
  const out: { tags: string[]; body: readonly Stmt[]; shape: string }[] = [];
  for (const c of cases) {
    const sh = shape(c.body);
    const same = out.find((g) => g.shape === sh);
    if (same) same.tags.push(...c.tags);
    else out.push({ tags: [...c.tags], body: c.body, shape: sh });
  }
  return out.map(({ tags, body }) => ({ tags, body }));
}

/** One output of an emit (or one per choice of a converted field), checked and pushed onto `outputs`. */
function emitBody(p: RulePlan, e: EmitProgram, target: EmitTarget, b: Block, sourceTag: string | null): void {
  const id = text(p.rule.id);
  const out = b.bind("object", call("newObject"), "out");
  if (target.kind === "type" && target.tagField !== undefined && target.tag !== undefined) {
    const tag: SExpr = target.tag === "*" || target.tag === sourceTag ? TAG : { kind: "json", value: target.tag };
    b.add({ kind: "do", call: call("put", out, text(target.tagField), tag) });
  }
  if (e.copy) {
    const args = [out, DATA, TAG_FIELD, pathText(e.drop), { kind: "pairs", pairs: e.rename } as SExpr];
    b.add({ kind: "do", call: call("copyFields", ...args) });
  }
  const fans = e.set.some(([, x]) => x.kind === "convert" && !x.many);
  let outs: SExpr | null = null;
  if (fans) outs = b.bind("objects", call("objectsOf", out), "outs", true);
  for (const [field, x] of e.set) {
    if (outs !== null && outs.kind === "var" && x.kind === "convert" && !x.many) {
      const choices = b.bind("values", call("convertOne", text(x.type), expr(x.value, b)));
      b.add({ kind: "assign", name: outs.name, value: call("fanOut", outs, text(field), choices) });
    } else if (outs !== null) b.add({ kind: "do", call: call("putAll", outs, text(field), expr(x, b)) });
    else b.add({ kind: "do", call: call("put", out, text(field), expr(x, b)) });
  }
  const check = (o: SExpr): SExpr =>
    target.kind === "method"
      ? call("checkMethod", id, text(target.method), text(target.params), o)
      : call("check", id, text(target.type), o);
  if (outs !== null) {
    const inner = b.child();
    const item = b.fresh("o");
    inner.add({ kind: "do", call: call("push", v("outputs"), inner.bind("json", check(v(item)))) });
    b.add({ kind: "forEach", item, used: true, list: outs, type: "object", body: inner.out });
  } else b.add({ kind: "do", call: call("push", v("outputs"), b.bind("json", check(out))) });
}

/** One emit of a rule: by the source's tag for a paired target, once per item of its `forEach` list. */
function emitBlock(p: RulePlan, e: EmitProgram, b: Block): void {
  const forEach = (target: EmitTarget, blk: Block, sourceTag: string | null): void => {
    if (e.forEach === undefined) {
      emitBody(p, e, target, blk, sourceTag);
      return;
    }
    const list = blk.bind("json", call("at", DATA, pathText(e.forEach)));
    const items = blk.bind("values", call("listAt", text(p.rule.id), list, text(e.forEach.join("."))));
    const inner = blk.child();
    emitBody(p, e, target, inner, sourceTag);
    const used = e.set.some(([, x]) => mentions(x, "item"));
    blk.add({ kind: "forEach", item: "item", used, list: items, type: "json", body: inner.out });
  };
  if (e.to.kind === "single") {
    forEach(e.to.target, b, null);
    return;
  }
  const cases: MatchCase[] = [];
  let other: EmitTarget | null = null;
  for (const [tag, target] of e.to.targets) {
    if (tag === "*") {
      other = target;
      continue;
    }
    const inner = b.child();
    forEach(target, inner, tag);
    cases.push({ tags: [tag], body: inner.out });
  }
  const rest = b.child();
  const unpaired: Stmt = { kind: "fail", failure: { kind: "unpaired", rule: p.rule.id } };
  if (other) {
    rest.add({ kind: "if", cond: { kind: "not", of: call("isString", TAG) }, ifTrue: [unpaired], ifFalse: [] });
    forEach(other, rest, null);
  } else rest.add(unpaired);
  b.add({ kind: "match", on: TAG, cases: grouped(cases), otherwise: rest.out });
}

/** A rule's function body: its failure or its outputs, and its effects. */
function ruleBody(p: RulePlan): Stmt[] {
  const r = p.rule;
  const b = new Block({ n: 0 });
  if (p.usesTag)
    b.add({ kind: "let", name: "tag", type: "json", value: call("tagOf", DATA, TAG_FIELD), mutable: false });
  const effects = (): void => {
    for (const e of r.effects) {
      let blk = b;
      let c: SExpr | null = null;
      if (e.if !== undefined) {
        c = cond(e.if, b);
        blk = b.child();
      }
      const x = expr(e.value, blk);
      if (e.kind === "set") blk.add({ kind: "setState", name: e.state, value: call("orNull", x) });
      else
        blk.add({
          kind: "do",
          call: call(e.kind === "add" ? "addTo" : "removeFrom", { kind: "stateSet", name: e.state }, x),
        });
      if (c !== null) b.add({ kind: "if", cond: c, ifTrue: blk.out, ifFalse: [] });
    }
  };
  if (r.fail !== undefined) {
    effects();
    const parts = r.fail.map((part) =>
      typeof part === "string"
        ? text(part)
        : b.bind("text", call("textOf", b.bind("json", call("at", DATA, pathText(part))))),
    );
    const message = parts.length === 1 ? parts[0]! : b.bind("text", call("concat", ...parts));
    b.add({ kind: "fail", failure: { kind: "rule", rule: r.id, message } });
    return b.out;
  }
  b.add({ kind: "let", name: "outputs", type: "outputs", value: call("newOutputs"), mutable: false });
  for (const e of r.emit) emitBlock(p, e, b);
  if (p.readsOutput)
    b.add({ kind: "let", name: "output", type: "json", value: call("outputOf", v("outputs")), mutable: false });
  effects();
  b.add({ kind: "return", value: v("outputs") });
  return b.out;
}

/** Tries candidate rules in spec order (each under its guard, and only for an unknown tag when `unknownTags`), then fails. */
function tries(
  candidates: readonly { readonly rule: RulePlan; readonly unknownTags: readonly string[] | null }[],
  tagField: string | null,
  b: Block,
  otherwise: Failure,
): void {
  for (const c of candidates) {
    const p = c.rule;
    const tf: SExpr | null = p.usesTagField ? (tagField === null ? { kind: "nothing" } : text(tagField)) : null;
    const run: Stmt = {
      kind: "return",
      value: call("ran", text(p.rule.id), { kind: "rule", index: p.index, data: DATA, tagField: tf }),
    };
    if (c.unknownTags === null && p.rule.guard === undefined) {
      b.add(run);
      return;
    }
    let blk = b;
    let unknown: SExpr | null = null;
    if (c.unknownTags !== null) {
      unknown = b.bind("bool", call("isUnknownTag", TAG, { kind: "texts", values: c.unknownTags }), "c");
      blk = b.child();
    }
    let body = blk;
    let guard: SExpr | null = null;
    if (p.rule.guard !== undefined) {
      guard = cond(p.rule.guard, blk);
      body = blk.child();
    }
    body.add(run);
    if (guard !== null) blk.add({ kind: "if", cond: guard, ifTrue: body.out, ifFalse: [] });
    if (unknown !== null) b.add({ kind: "if", cond: unknown, ifTrue: blk.out, ifFalse: [] });
  }
  b.add({ kind: "fail", failure: otherwise });
}

/** A converter lowered to statements. */
export function converterStatements(program: ConverterProgram): ConverterStatements {
  const plan = converterPlan(program);
  // The type dispatch is one function, and so is the method dispatch: their temporaries are numbered across bodies.
  const typeNames = { n: 0 };
  const methodNames = { n: 0 };
  const types = plan.types.map((t) => {
    const b = new Block(typeNames);
    const tf = t.union?.tagField ?? null;
    const noRule: Failure = { kind: "noRule", tag: t.union ? TAG : null };
    if (t.union)
      b.add({
        kind: "let",
        name: "tag",
        type: "json",
        value: call("at", DATA, pathText([t.union.tagField])),
        mutable: false,
      });
    const others = t.others.map((o) => ({ rule: o.rule, unknownTags: o.unknownTagOnly ? t.union!.tags : null }));
    if (t.cases.length) {
      const cases = t.cases.map((cs) => {
        const inner = b.child();
        tries(
          cs.candidates.map((rule) => ({ rule, unknownTags: null })),
          tf,
          inner,
          noRule,
        );
        return { tags: [cs.tag], body: inner.out };
      });
      const rest = b.child();
      tries(others, tf, rest, noRule);
      b.add({ kind: "match", on: TAG, cases: grouped(cases), otherwise: rest.out });
    } else tries(others, tf, b, noRule);
    return { type: t.type, body: b.out };
  });
  const methods = plan.methods.map((m) => {
    const b = new Block(methodNames);
    tries(
      m.candidates.map((rule) => ({ rule, unknownTags: null })),
      null,
      b,
      { kind: "noMethodRule" },
    );
    return { method: m.method, params: m.params, body: b.out };
  });
  return { plan, types, methods, rules: plan.rules.map((p) => ({ plan: p, body: ruleBody(p) })) };
}

/** A reducer lowered to statements: one body per variant. */
export function reducerStatements(r: ReducerProgram): ReducerStatements {
  const used = new Set<string>();
  const update = v("update");
  const at = (path: readonly string[]): SExpr => (path.length ? call("at", update, pathText(path)) : update);
  const from = (path: readonly string[]): string => (path.length ? ` from its \`${path.join(".")}\`` : "");
  const variants = r.variants.map((x, i): VariantStatements => {
    let nameWords = ["on", ...words(x.tag)];
    if (nameWords.length === 1 || used.has(nameWords.join(" "))) nameWords = ["on", "variant", String(i + 1)];
    used.add(nameWords.join(" "));
    const tag = text(x.tag);
    const body: Stmt[] = [];
    const act = (fn: Primitive, ...args: SExpr[]): void => {
      body.push({ kind: "do", call: call(fn, ...args) });
    };
    let doc: string;
    switch (x.kind) {
      case "append":
        doc = `appends its \`${x.field}\` to the \`${x.role}\` message it names, or to the one being streamed`;
        act("append", update, text(x.role), text(x.field));
        break;
      case "clear-last":
        doc = `clears the \`${x.field}\` of the last streamed \`${x.role}\` message`;
        act("clearLast", tag, text(x.role), text(x.field));
        break;
      case "upsert":
        doc = `creates or updates the \`${x.role}\` message it names`;
        act("upsert", update, text(x.role), { kind: "fields", fields: x.fields });
        break;
      case "upsert-entity":
      case "patch-entity": {
        const e = r.entities.find((y) => y.name === x.entity);
        const key = e?.kind === "keyed" ? e.key : "";
        const create = x.kind === "upsert-entity";
        doc = `${create ? `creates or updates a \`${x.entity}\`` : `updates an existing \`${x.entity}\``}${from(x.value)}`;
        if (x.fixed.length) {
          doc += `; its ${x.fixed.map((f) => `\`${f}\``).join(", ")} is fixed by the update that creates it`;
          act("fixEntity", tag, update, text(x.entity), text(key), { kind: "texts", values: x.fixed });
        }
        const fields: SExpr = { kind: "fields", fields: x.fields };
        act("mergeEntity", tag, at(x.value), text(x.entity), text(key), fields, { kind: "bool", value: create });
        break;
      }
      case "replace":
        if (x.value === null) {
          doc = `replaces \`${x.entity}\``;
          act("replace", update, text(x.entity), text(r.tagField));
        } else {
          doc = `replaces \`${x.entity}\` with its \`${x.value.join(".")}\``;
          act("replaceValue", text(x.entity), at(x.value));
        }
        break;
      case "upsert-single":
        doc = `merges into \`${x.entity}\`${from(x.value)}`;
        act("mergeSingle", at(x.value), text(x.entity), { kind: "fields", fields: x.fields });
        break;
      case "replace-entity":
        doc = `replaces the \`${x.entity}\` entity its \`${x.value.join(".")}\` names`;
        act("replaceEntity", tag, at(x.value), text(x.entity), text(x.key));
        break;
      case "remove-entity":
        doc = `removes the \`${x.entity}\` entity it names`;
        act("removeEntity", tag, update, text(x.entity), text(x.key));
        break;
      case "append-entity": {
        doc = `appends its \`${x.value.join(".")}\` to the \`${x.field.join(".")}\` of the \`${x.entity}\` entity it names`;
        const initial: SExpr = { kind: "json", value: Object.fromEntries(x.initial) };
        const path = pathText(x.field);
        act("appendEntity", tag, update, text(x.entity), text(x.key), path, text(x.mode), initial, at(x.value));
        break;
      }
      case "ignore":
        doc = "changes nothing";
        act("ignore");
        break;
      default: {
        const never: never = x;
        return never;
      }
    }
    return {
      variant: x,
      nameWords,
      doc: `\`${x.tag}\`: ${doc}.`,
      usesUpdate: !["clear-last", "ignore"].includes(x.kind),
      body,
    };
  });
  return { program: r, variants };
}

/** Every statement of a body and of the bodies inside it, depth first. */
export function allStatements(body: readonly Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  const walk = (ss: readonly Stmt[]): void => {
    for (const s of ss) {
      out.push(s);
      if (s.kind === "if") {
        walk(s.ifTrue);
        walk(s.ifFalse);
      } else if (s.kind === "forEach") walk(s.body);
      else if (s.kind === "match") {
        for (const c of s.cases) walk(c.body);
        walk(s.otherwise);
      }
    }
  };
  walk(body);
  return out;
}

/** The expressions a statement computes itself (not those of the statements inside it). */
export function ownExprs(s: Stmt): SExpr[] {
  switch (s.kind) {
    case "let":
    case "assign":
    case "setState":
    case "return":
      return [s.value];
    case "do":
      return [s.call];
    case "if":
      return [s.cond];
    case "forEach":
      return [s.list];
    case "match":
      return [s.on];
    case "fail": {
      const f = s.failure;
      return f.kind === "rule" ? [f.message] : f.kind === "noRule" && f.tag ? [f.tag] : [];
    }
    default: {
      const never: never = s;
      return never;
    }
  }
}

/** How many times the expressions read each local (`into` counts on). */
export function readCounts(exprs: readonly SExpr[], into = new Map<string, number>()): Map<string, number> {
  const walk = (e: SExpr): void => {
    if (e.kind === "var") into.set(e.name, (into.get(e.name) ?? 0) + 1);
    else if (e.kind === "not") walk(e.of);
    else if (e.kind === "call") e.args.forEach(walk);
    else if (e.kind === "rule") [e.data, ...(e.tagField ? [e.tagField] : [])].forEach(walk);
  };
  exprs.forEach(walk);
  return into;
}

/** How many times the statements of the bodies (one function's, whose locals' names are unique) read each local. */
export function bodyReads(bodies: readonly (readonly Stmt[])[]): Map<string, number> {
  return readCounts(bodies.flatMap(allStatements).flatMap(ownExprs));
}

/**
 * Whether a printer may write a local in place of its one read, by the statement right after it (no local for a
 * value used once). `reads` counts the function's reads (`bodyReads`); `pure` says whether a value only reads (which
 * primitives act is the printer's to say). A value that only reads may move into that statement: nothing runs
 * between them but the statement's other arguments, which read. One that may act (convert, mint, check, fail) moves
 * only where nothing else computed runs beside it: the statement's value is that local, or a call of locals and
 * literals (not the state, which a nested conversion may change).
 */
export function movesIntoNext(
  s: Stmt & { kind: "let" },
  next: Stmt | undefined,
  reads: ReadonlyMap<string, number>,
  pure: (e: SExpr) => boolean,
): boolean {
  if (s.mutable || next === undefined || reads.get(s.name) !== 1) return false;
  const own = ownExprs(next);
  if (readCounts(own).get(s.name) !== 1) return false;
  if (pure(s.value)) return true;
  const value = own[0];
  const plain = (e: SExpr): boolean => !["state", "stateSet", "not", "call", "rule"].includes(e.kind);
  if (value?.kind === "var") return true;
  if (value?.kind === "call") return value.args.every(plain);
  if (value?.kind === "rule") return [value.data, ...(value.tagField ? [value.tagField] : [])].every(plain);
  return false;
}
