/**
 * The behaviour engine: a generic interpreter of the converter and reducer
 * programs that acp-codegen compiles from the spec. It knows no protocol
 * names; every type, variant, field and rule comes from the program. The
 * compiler runs this same file to check the spec's worked examples, and the
 * Rust and Python runtimes implement the same semantics.
 */
import { gitPatch } from "./patch-writer.js";

/** A JSON value; an integer beyond ±(2^53 − 1) is an exact `bigint`, as the runtime reads it. */
export type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** What the engine needs from the bindings: parse a value as a named type and give back its canonical JSON. */
export interface BehaviourHost {
  /** Throws (any error) when `value` is not a valid `type`; the message says why. */
  canonical(type: string, value: unknown): Json;
}

// ---- programs (compiled from the spec; see `acp-codegen` docs "Behaviour") ----

/** A value a conversion rule computes: from its input, the item in hand, a constant, or an operation on other values. */
export type Expr =
  | { readonly input: string }
  | { readonly item: true }
  | { readonly const: Json }
  | { readonly state: string; readonly path?: string }
  | { readonly mint: string }
  | { readonly output: string }
  | { readonly coalesce: readonly Expr[] }
  | { readonly if: Cond; readonly then: Expr; readonly else: Expr }
  | { readonly object: { readonly [key: string]: Expr } }
  | { readonly list: readonly Expr[] }
  | { readonly convert: Expr; readonly type: string; readonly many: boolean }
  | { readonly gitPatch: { readonly path: Expr; readonly old: Expr; readonly new: Expr } };

/** A condition a conversion rule tests. */
export type Cond =
  | { readonly is: string; readonly of: Expr }
  | { readonly equals: readonly [Expr, Expr] }
  | { readonly in: string; readonly of: Expr }
  | { readonly option: string }
  | { readonly all: readonly Cond[] }
  | { readonly any: readonly Cond[] }
  | { readonly not: Cond };

/** Where an output goes: a type (with the tag to set, for a variant), or a method with its params type. */
export type EmitTarget =
  | { readonly type: string; readonly tagField?: string; readonly tag?: string }
  /* A tag of "*" pairs an unknown source variant with an unknown target variant: the source's tag is kept. */
  | { readonly method: string; readonly params: string };

/** What a conversion rule writes: its target type, and how each target field is computed. */
export interface EmitProgram {
  /** One target, or (for `paired`) a target per source tag. */
  readonly to: EmitTarget | { readonly paired: { readonly [sourceTag: string]: EmitTarget } };
  readonly forEach?: string;
  readonly copy: boolean;
  readonly drop: readonly string[];
  readonly rename: { readonly [from: string]: string };
  readonly set: readonly (readonly [string, Expr])[];
}

/** A change a conversion rule makes to the converter's state. */
export type Effect =
  | { readonly add: string; readonly value: Expr; readonly if?: Cond }
  | { readonly remove: string; readonly value: Expr; readonly if?: Cond }
  | { readonly set: string; readonly value: Expr; readonly if?: Cond };

/** A source the rule matches: a type (any value), a variant (`tag`, or `*` for an unknown one), or a method. */
export type SourceMatch = { readonly type: string; readonly tag?: string } | { readonly method: string };

/** One conversion rule, compiled: what it matches, its guard, and what it emits, fails with or changes. */
export interface RuleProgram {
  readonly id: string;
  readonly sources: readonly SourceMatch[];
  readonly guard?: Cond;
  readonly fail?: string;
  readonly emit: readonly EmitProgram[];
  readonly effects: readonly Effect[];
}

/** One direction's converter, compiled: its rules, its state and its options. */
export interface ConverterProgram {
  readonly from: string;
  readonly to: string;
  readonly state: { readonly [name: string]: "value" | "set" };
  readonly options: { readonly [name: string]: "flag" | "id-source" };
  /** Tagged unions of the source version: their tag field and known tags. */
  readonly unions: { readonly [type: string]: { readonly tagField: string; readonly tags: readonly string[] } };
  /** Methods of the source version: their params type. */
  readonly methods: { readonly [method: string]: string };
  readonly rules: readonly RuleProgram[];
}

/** The options a converter is created with, by name. */
export type ConverterOptions = { readonly [name: string]: unknown };

/** A method call or notification without its JSON-RPC envelope. */
export interface MethodMessage {
  readonly method: string;
  readonly params: Json;
}

/** A message that no rule converts, or whose rule fails; `rule` is the rule id of out/tables. */
export class ConversionError extends Error {
  override readonly name = "ConversionError";
  readonly rule: string;
  readonly detail: string;

  constructor(rule: string, detail: string) {
    super(`${rule}: ${detail}`);
    this.rule = rule;
    this.detail = detail;
  }
}

const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const has = (o: Obj, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

function setKey(o: Obj, k: string, v: Json): void {
  // defineProperty, so that a key like "__proto__" is an ordinary field.
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

function path(value: Json | undefined, p: string | undefined): Json | undefined {
  if (p === undefined || p === "") return value;
  let cur = value;
  for (const step of p.split(".")) {
    if (!isObj(cur) || !has(cur, step)) return undefined;
    cur = cur[step];
  }
  return cur;
}

/** JSON equality; absent equals only absent. */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => jsonEqual(x, b[i]));
  }
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => has(b, k) && jsonEqual(a[k], b[k]));
}

function text(v: Json | undefined): string {
  if (v === undefined) return "";
  return typeof v === "string" ? v : JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? String(x) : x));
}

interface Scope {
  readonly input: Obj;
  readonly item?: Json;
  readonly output?: Obj;
}

/** One converter: a program, its options, and the state its rules keep. Feed it one session's messages in order. */
export class ConverterEngine {
  private readonly values = new Map<string, Json>();
  private readonly sets = new Map<string, Set<string>>();
  private minted = 0;
  /** The id of the rule that converted the last top-level input. */
  lastRule: string | null = null;

  private readonly options: ConverterOptions;
  private readonly program: ConverterProgram;
  private readonly host: BehaviourHost;

  /** `options` holds the options the program declares, by their spec names. */
  constructor(program: ConverterProgram, host: BehaviourHost, options: object = {}) {
    this.program = program;
    this.host = host;
    this.options = options as ConverterOptions;
    for (const name of Object.keys(options)) {
      if (!has(program.options as Obj, name))
        throw new ConversionError("invalid-option", `unknown option ${JSON.stringify(name)}`);
    }
    for (const [name, kind] of Object.entries(program.state)) {
      if (kind === "set") this.sets.set(name, new Set());
      else this.values.set(name, null);
    }
  }

  /** Converts a value of the qualified source type (`"v1.Type"`). */
  convert(type: string, value: unknown): Json[] {
    let input: Json;
    try {
      input = this.host.canonical(type, value);
    } catch (e) {
      throw new ConversionError("invalid-input", `not a valid ${type}: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (!isObj(input)) throw new ConversionError("no-rule", `no rule converts ${type}: it is not an object type`);
    const union = this.program.unions[type];
    const tag = union ? input[union.tagField] : undefined;
    const rule = this.pick(input, (s) => {
      if (!("type" in s) || s.type !== type) return false;
      if (s.tag === undefined) return true;
      if (s.tag === "*") return union !== undefined && typeof tag === "string" && !union.tags.includes(tag);
      return s.tag === tag;
    });
    if (!rule)
      throw new ConversionError(
        "no-rule",
        `no ${this.program.from} -> ${this.program.to} rule converts this ${type}${typeof tag === "string" ? ` (${tag})` : ""}`,
      );
    const outputs = this.run(rule, input, union?.tagField);
    this.lastRule = rule.id;
    return outputs;
  }

  /** Converts a method call or notification (`{ method, params }`). */
  convertMethod(message: MethodMessage): MethodMessage[] {
    const paramsType = this.program.methods[message.method];
    if (paramsType === undefined)
      throw new ConversionError(
        "no-rule",
        `no ${this.program.from} method ${JSON.stringify(message.method)} has a conversion rule`,
      );
    let params: Json;
    try {
      params = this.host.canonical(paramsType, message.params);
    } catch (e) {
      throw new ConversionError(
        "invalid-input",
        `not valid params of ${message.method}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    if (!isObj(params)) throw new ConversionError("invalid-input", `the params of ${message.method} must be an object`);
    const rule = this.pick(params, (s) => "method" in s && s.method === message.method);
    if (!rule)
      throw new ConversionError(
        "no-rule",
        `no ${this.program.from} -> ${this.program.to} rule converts ${message.method} with these params`,
      );
    const outputs = this.run(rule, params, undefined) as unknown as MethodMessage[];
    this.lastRule = rule.id;
    return outputs;
  }

  /** The rule that applies: the first, in spec order, that names the input's construct and whose guard holds. */
  private pick(input: Obj, matches: (s: SourceMatch) => boolean): RuleProgram | undefined {
    return this.program.rules.find(
      (r) => r.sources.some(matches) && (r.guard === undefined || this.cond(r.guard, { input })),
    );
  }

  private run(rule: RuleProgram, input: Obj, tagField: string | undefined): Json[] {
    if (rule.fail !== undefined) {
      this.effects(rule, { input });
      throw new ConversionError(
        rule.id,
        rule.fail.replace(/\{([^{}]+)\}/g, (_, p: string) => text(path(input, p))),
      );
    }
    const outputs: Json[] = [];
    for (const emit of rule.emit) outputs.push(...this.emit(rule, emit, input, tagField));
    this.effects(rule, { input, ...(isObj(outputs[0]) && { output: methodParams(outputs[0]) }) });
    return outputs;
  }

  private emit(rule: RuleProgram, emit: EmitProgram, input: Obj, tagField: string | undefined): Json[] {
    const tag = tagField === undefined ? undefined : input[tagField];
    const target =
      "paired" in emit.to
        ? typeof tag === "string" && has(emit.to.paired as Obj, tag)
          ? emit.to.paired[tag]
          : typeof tag === "string" && has(emit.to.paired as Obj, "*")
            ? emit.to.paired["*"]
            : undefined
        : emit.to;
    if (!target) throw new ConversionError(rule.id, "the rule pairs no target with this source");
    let items: (Json | undefined)[] = [undefined];
    if (emit.forEach !== undefined) {
      const list = path(input, emit.forEach);
      if (!Array.isArray(list)) throw new ConversionError(rule.id, `${emit.forEach} is not a list`);
      items = list;
    }
    const out: Json[] = [];
    for (const item of items) {
      const scope: Scope = item === undefined ? { input } : { input, item };
      let partials: Obj[] = [{}];
      // A target tag of "*" keeps the source's tag: an unknown variant passes through whole.
      if ("type" in target && target.tagField !== undefined && target.tag !== undefined)
        setKey(partials[0]!, target.tagField, target.tag === "*" ? (tag as Json) : target.tag);
      if (emit.copy) {
        for (const [k, v] of Object.entries(input)) {
          if (k === tagField || emit.drop.includes(k)) continue;
          setKey(partials[0]!, has(emit.rename as Obj, k) ? emit.rename[k]! : k, v);
        }
      }
      for (const [field, expr] of emit.set) {
        const choices = "convert" in expr ? this.convertExpr(expr, scope) : [this.expr(expr, scope)];
        const next: Obj[] = [];
        for (const p of partials) {
          for (const c of choices) {
            const o: Obj = { ...p };
            if (c === undefined) delete o[field];
            else setKey(o, field, c);
            next.push(o);
          }
        }
        partials = next;
      }
      for (const p of partials) out.push(this.check(rule, target, p));
    }
    return out;
  }

  /** The values a `convert` gives: a list converts item by item (one value), a single value may give several. */
  private convertExpr(expr: Extract<Expr, { convert: Expr }>, scope: Scope): (Json | undefined)[] {
    const v = this.expr(expr.convert, scope);
    if (v === undefined || v === null) return [v];
    if (expr.many) {
      if (!Array.isArray(v)) throw new ConversionError("invalid-input", `expected a list of ${expr.type}`);
      return [v.flatMap((x) => this.convert(expr.type, x))];
    }
    return this.convert(expr.type, v);
  }

  private check(rule: RuleProgram, target: EmitTarget, value: Obj): Json {
    const type = "method" in target ? target.params : target.type;
    let canonical: Json;
    try {
      canonical = this.host.canonical(type, value);
    } catch (e) {
      throw new ConversionError(
        rule.id,
        `the result is not a valid ${type}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    return "method" in target ? { method: target.method, params: canonical } : canonical;
  }

  private effects(rule: RuleProgram, scope: Scope): void {
    for (const e of rule.effects) {
      if (e.if !== undefined && !this.cond(e.if, scope)) continue;
      const v = this.expr(e.value, scope);
      if ("set" in e) this.values.set(e.set, v === undefined ? null : v);
      else if (typeof v === "string") {
        const s = this.sets.get("add" in e ? e.add : e.remove)!;
        if ("add" in e) s.add(v);
        else s.delete(v);
      }
    }
  }

  private expr(e: Expr, scope: Scope): Json | undefined {
    if ("input" in e) return path(scope.input, e.input);
    if ("item" in e) return scope.item;
    if ("const" in e) return e.const;
    if ("state" in e) return path(this.values.get(e.state) ?? null, e.path);
    if ("output" in e) return path(scope.output, e.output);
    if ("mint" in e) {
      const prefix = this.options[e.mint];
      if (typeof prefix !== "string")
        throw new ConversionError("invalid-option", `option ${e.mint} gives no id prefix`);
      this.minted += 1;
      return `${prefix}${this.minted}`;
    }
    if ("coalesce" in e) {
      for (const x of e.coalesce) {
        const v = this.expr(x, scope);
        if (v !== undefined && v !== null) return v;
      }
      return undefined;
    }
    if ("if" in e) return this.cond(e.if, scope) ? this.expr(e.then, scope) : this.expr(e.else, scope);
    if ("object" in e) {
      const o: Obj = {};
      for (const [k, x] of Object.entries(e.object)) {
        const v = this.expr(x, scope);
        if (v !== undefined) setKey(o, k, v);
      }
      return o;
    }
    if ("list" in e) return e.list.map((x) => this.expr(x, scope)).filter((v): v is Json => v !== undefined);
    if ("convert" in e) {
      const v = this.convertExpr(e, scope);
      return v.length === 1 ? v[0] : v.filter((x): x is Json => x !== undefined);
    }
    const p = this.expr(e.gitPatch.path, scope);
    const oldText = this.expr(e.gitPatch.old, scope);
    const newText = this.expr(e.gitPatch.new, scope);
    if (
      typeof p !== "string" ||
      typeof newText !== "string" ||
      (oldText !== undefined && oldText !== null && typeof oldText !== "string")
    ) {
      throw new ConversionError("invalid-input", "a git patch needs a path, an old text (or null) and a new text");
    }
    return gitPatch(p, oldText ?? null, newText);
  }

  private cond(c: Cond, scope: Scope): boolean {
    if ("is" in c) return test(c.is, this.expr(c.of, scope));
    if ("equals" in c) return jsonEqual(this.expr(c.equals[0], scope), this.expr(c.equals[1], scope));
    if ("in" in c) {
      const v = this.expr(c.of, scope);
      return typeof v === "string" && (this.sets.get(c.in)?.has(v) ?? false);
    }
    if ("option" in c) {
      const o = this.options[c.option];
      return o !== undefined && o !== null && o !== false;
    }
    if ("all" in c) return c.all.every((x) => this.cond(x, scope));
    if ("any" in c) return c.any.some((x) => this.cond(x, scope));
    return !this.cond(c.not, scope);
  }
}

function methodParams(o: Obj): Obj {
  return typeof o["method"] === "string" && isObj(o["params"]) ? o["params"] : o;
}

function test(kind: string, v: Json | undefined): boolean {
  switch (kind) {
    case "absent":
      return v === undefined;
    case "null":
      return v === null;
    case "absent-or-null":
      return v === undefined || v === null;
    case "set":
      return v !== undefined && v !== null;
    case "string":
      return typeof v === "string";
    case "empty":
      return Array.isArray(v) && v.length === 0;
    case "non-empty":
      return Array.isArray(v) && v.length > 0;
    default:
      return false;
  }
}

// ---- the reducer ----

/** A field the reducer keeps: its name, and whether it is a patch field or a list. */
export interface FieldProgram {
  readonly name: string;
  readonly patch: boolean;
  readonly list: boolean;
}

/** What the reducer does with one variant of the update union. */
export type VariantProgram =
  | { readonly action: "append"; readonly role: string; readonly field: string }
  | { readonly action: "clear-last"; readonly role: string; readonly field: string }
  | { readonly action: "upsert"; readonly role: string; readonly fields: readonly FieldProgram[] }
  | {
      readonly action: "upsert-entity" | "patch-entity";
      readonly entity: string;
      readonly fields: readonly FieldProgram[];
    }
  | { readonly action: "replace"; readonly entity: string }
  | { readonly action: "ignore" };

/** The reducer, compiled: which union it reads, and what each variant does to the state. */
export interface ReducerProgram {
  readonly union: string;
  readonly tagField: string;
  /** The messages: their key field, and how a missing key is handled. */
  readonly key: string;
  readonly keying: "required" | "optional-heuristic";
  /** The list field every message has (what chunks append to). */
  readonly listField: string | null;
  /** Other state: keyed entities, or one value replaced whole. */
  readonly entities: { readonly [name: string]: { readonly key: string } | { readonly single: true } };
  readonly variants: { readonly [tag: string]: VariantProgram };
}

/** One message of the session state: its key (null for a message that never had one), its role, its list field, and the fields upserts carried in. */
export interface MessageState {
  role: string;
  [field: string]: Json;
}

/** An update that cannot be applied: it names a message of another role, an entity that does not exist, or there is nothing to clear. */
export class ReduceError extends Error {
  override readonly name = "ReduceError";
}

/** A deep copy (exact integers included). */
function clone(v: Json): Json {
  if (Array.isArray(v)) return v.map(clone);
  if (v === null || typeof v !== "object") return v;
  const out: Obj = {};
  for (const k of Object.keys(v)) setKey(out, k, clone(v[k]!));
  return out;
}

/** Applies one version's updates to session state, in order. */
export class ReducerEngine {
  private readonly messageList: MessageState[] = [];
  private readonly byId = new Map<string, MessageState>();
  private readonly lastStreamed = new Map<string, MessageState>();
  private readonly keyed = new Map<string, Map<string, Obj>>();
  private readonly single = new Map<string, Json>();
  private last: { action: string; role: string } | null = null;

  private readonly program: ReducerProgram;
  private readonly host: BehaviourHost;

  constructor(program: ReducerProgram, host: BehaviourHost) {
    this.program = program;
    this.host = host;
    for (const [name, e] of Object.entries(program.entities)) {
      if ("key" in e) this.keyed.set(name, new Map());
      else this.single.set(name, null);
    }
  }

  /** Applies one update given as JSON. Throws the host's error for an invalid update, ReduceError for one that cannot be applied. */
  apply(value: unknown): void {
    const update = this.host.canonical(this.program.union, value);
    if (!isObj(update)) throw new ReduceError(`${this.program.union} is not an object type`);
    const tag = update[this.program.tagField];
    const v =
      typeof tag === "string" && has(this.program.variants as Obj, tag) ? this.program.variants[tag]! : undefined;
    if (!v) {
      // An unknown variant of an open union: no state changes.
      this.last = { action: "other", role: "" };
      return;
    }
    switch (v.action) {
      case "append": {
        const id = update[this.program.key];
        let msg: MessageState | undefined;
        if (typeof id === "string") msg = this.find(id, v.role);
        else if (this.last && this.last.role === v.role && this.last.action !== "upsert")
          msg = this.lastStreamed.get(v.role);
        msg ??= this.create(typeof id === "string" ? id : null, v.role);
        (msg[v.field] as Json[]).push(clone(update[v.field]!));
        this.lastStreamed.set(v.role, msg);
        this.last = { action: v.action, role: v.role };
        return;
      }
      case "upsert": {
        const id = update[this.program.key] as string;
        const msg = this.find(id, v.role) ?? this.create(id, v.role);
        merge(msg, update, v.fields, this.program.key);
        this.last = { action: v.action, role: v.role };
        return;
      }
      case "clear-last": {
        const msg = this.lastStreamed.get(v.role);
        if (!msg) throw new ReduceError(`${tag}: no ${v.role} message has been streamed, so there is nothing to clear`);
        msg[v.field] = [];
        this.last = { action: v.action, role: v.role };
        return;
      }
      case "upsert-entity":
      case "patch-entity": {
        const decl = this.program.entities[v.entity] as { readonly key: string };
        const id = update[decl.key];
        if (typeof id !== "string") throw new ReduceError(`${tag}: ${decl.key} must be a string`);
        const table = this.keyed.get(v.entity)!;
        let entity = table.get(id);
        if (!entity) {
          if (v.action === "patch-entity")
            throw new ReduceError(`${tag}: there is no ${v.entity} ${JSON.stringify(id)} to update`);
          entity = {};
          setKey(entity, decl.key, id);
          table.set(id, entity);
        }
        merge(entity, update, v.fields, decl.key);
        break;
      }
      case "replace": {
        const whole: Obj = {};
        for (const [k, x] of Object.entries(update)) if (k !== this.program.tagField) setKey(whole, k, clone(x));
        this.single.set(v.entity, whole);
        break;
      }
      case "ignore":
        break;
    }
    this.last = { action: v.action, role: "" };
  }

  /** The messages, in the order they were first seen. */
  messages(): MessageState[] {
    return this.messageList.map((m) => clone(m) as MessageState);
  }

  /** Every entity collection, by name. */
  entities(): { [name: string]: Json } {
    const out: { [name: string]: Json } = {};
    for (const name of Object.keys(this.program.entities)) setKey(out, name, this.entity(name));
    return out;
  }

  /** One entity collection: the keyed entities in first-seen order, or the single value (null until set). */
  entity(name: string): Json {
    const table = this.keyed.get(name);
    if (table) return [...table.values()].map((e) => clone(e));
    if (this.single.has(name)) return clone(this.single.get(name)!);
    throw new ReduceError(`the reducer keeps no entity ${JSON.stringify(name)}`);
  }

  private find(id: string, role: string): MessageState | undefined {
    const msg = this.byId.get(id);
    if (msg && msg.role !== role)
      throw new ReduceError(`message ${id} is a ${msg.role} message; an update cannot make it a ${role} message`);
    return msg;
  }

  private create(id: string | null, role: string): MessageState {
    const msg: MessageState = { role };
    setKey(msg, this.program.key, id);
    if (this.program.listField !== null) setKey(msg, this.program.listField, []);
    this.messageList.push(msg);
    if (id !== null) this.byId.set(id, msg);
    return msg;
  }
}

/** Field by field: a patch field absent keeps, null clears (a list becomes []), a value replaces; another field replaces when present. */
function merge(target: Obj, update: Obj, fields: readonly FieldProgram[], key: string): void {
  for (const f of fields) {
    if (f.name === key || !has(update, f.name)) continue;
    const value = update[f.name]!;
    if (f.patch && value === null) {
      if (f.list) setKey(target, f.name, []);
      else delete target[f.name];
    } else setKey(target, f.name, clone(value));
  }
}
