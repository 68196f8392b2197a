/**
 * The primitives of the generated converters and reducers. acp-codegen emits
 * each conversion rule and reducer action as code (convert.ts, reducer.ts);
 * that code works on JSON values through the small operations here: reading
 * a path, JSON equality, the value tests, checking a value against a type,
 * minting ids, the errors. They are the runtime primitives of acp-codegen's
 * statement IR, each with the contract its `PRIMITIVES` gives (a few, such as
 * building an empty object, are written inline). Nothing here reads a rule:
 * there is no program to interpret, and no protocol name.
 */
import { gitPatch } from "./patch-writer.js";

/** A JSON value; an integer beyond ±(2^53 − 1) is an exact `bigint`, as the runtime reads it. */
export type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };
/** A JSON object. */
export type Obj = { [key: string]: Json };

/** What the behaviour code needs from the bindings: parse a value as a named type and give back its canonical JSON. */
export interface BehaviourHost {
  /** Throws (any error) when `value` is not a valid `type`; the message says why. */
  canonical(type: string, value: unknown): Json;
}

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

/** Whether a value is a JSON object. */
export const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const has = (o: Obj, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Sets a field (defined, so that a key like "__proto__" is an ordinary field). */
export function setKey(o: Obj, k: string, v: Json): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** Sets a field, or removes it when the value is absent. */
export function put(o: Obj, k: string, v: Json | undefined): void {
  if (v === undefined) delete o[k];
  else setKey(o, k, v);
}

/** The value at a field path, or undefined where a step is missing or not an object. */
export function at(value: Json | undefined, ...path: string[]): Json | undefined {
  let cur = value;
  for (const step of path) {
    if (!isObj(cur) || !has(cur, step)) return undefined;
    cur = cur[step];
  }
  return cur;
}

/** The value of a union's tag field, or absent for a value of no union (no tag field). */
export const tagOf = (value: Json | undefined, tagField: string | undefined): Json | undefined =>
  tagField === undefined ? undefined : at(value, tagField);

/** The value, null for absent (the value a state keeps). */
export const orNull = (v: Json | undefined): Json => (v === undefined ? null : v);

/** The value, absent for null. */
export const nonNull = (v: Json | undefined): Json | undefined => (v === null ? undefined : v);

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

/** A value as message text: a string as it is, anything else as JSON, absent as nothing. */
export function text(v: Json | undefined): string {
  if (v === undefined) return "";
  return typeof v === "string" ? v : JSON.stringify(v, (_k, x: unknown) => (typeof x === "bigint" ? String(x) : x));
}

/** The present values, in order. */
export const present = (values: readonly (Json | undefined)[]): Json[] =>
  values.filter((v): v is Json => v !== undefined);

/** The value is absent. */
export const isAbsent = (v: Json | undefined): boolean => v === undefined;
/** The value is null. */
export const isNull = (v: Json | undefined): boolean => v === null;
/** The value is absent or null. */
export const isAbsentOrNull = (v: Json | undefined): boolean => v === undefined || v === null;
/** The value is present and not null. */
export const isSet = (v: Json | undefined): boolean => v !== undefined && v !== null;
/** The value is a string. */
export const isString = (v: Json | undefined): boolean => typeof v === "string";
/** The value is an empty list. */
export const isEmptyList = (v: Json | undefined): boolean => Array.isArray(v) && v.length === 0;
/** The value is a list with items. */
export const isNonEmptyList = (v: Json | undefined): boolean => Array.isArray(v) && v.length > 0;

/** Whether a string is in a set (a value of another kind never is). */
export const inSet = (set: ReadonlySet<string>, v: Json | undefined): boolean => typeof v === "string" && set.has(v);

/** Adds a string to a set (a value of another kind is not added). */
export function addTo(set: Set<string>, v: Json | undefined): void {
  if (typeof v === "string") set.add(v);
}

/** Removes a string from a set. */
export function removeFrom(set: Set<string>, v: Json | undefined): void {
  if (typeof v === "string") set.delete(v);
}

/** Whether a tag is a string that is none of a union's known tags. */
export const isUnknownTag = (tag: Json | undefined, known: readonly string[]): boolean =>
  typeof tag === "string" && !known.includes(tag);

/** The git patch of a file's old text (or null) to its new text. */
export function gitPatchOf(path: Json | undefined, oldText: Json | undefined, newText: Json | undefined): string {
  if (
    typeof path !== "string" ||
    typeof newText !== "string" ||
    (oldText !== undefined && oldText !== null && typeof oldText !== "string")
  ) {
    throw new ConversionError("invalid-input", "a git patch needs a path, an old text (or null) and a new text");
  }
  return gitPatch(path, oldText ?? null, newText);
}

/** Copies an input's fields but its tag field and the dropped ones, renamed. */
export function copyFields(
  out: Obj,
  input: Obj,
  tagField: string | undefined,
  drop: readonly string[],
  rename: { readonly [from: string]: string },
): void {
  for (const [k, v] of Object.entries(input)) {
    if (k === tagField || drop.includes(k)) continue;
    setKey(out, has(rename as Obj, k) ? rename[k]! : k, v);
  }
}

/** Sets a field of every partial output, or removes it when the value is absent. */
export function putAll(partials: readonly Obj[], k: string, v: Json | undefined): void {
  for (const o of partials) put(o, k, v);
}

/** The outputs a field with several choices gives: each partial output with each choice. */
export function fanOut(partials: readonly Obj[], field: string, choices: readonly (Json | undefined)[]): Obj[] {
  const next: Obj[] = [];
  for (const p of partials) {
    for (const c of choices) {
      const o: Obj = { ...p };
      put(o, field, c);
      next.push(o);
    }
  }
  return next;
}

/** The one value a nested conversion gives. */
export const single = (values: readonly (Json | undefined)[]): Json | undefined =>
  values.length === 1 ? values[0] : present(values);

/** The object a rule's effects read as its output: the first output, or its params for a method. */
export function outputOf(outputs: readonly Json[]): Obj | undefined {
  const o = outputs[0];
  if (!isObj(o)) return undefined;
  return typeof o["method"] === "string" && isObj(o["params"]) ? o["params"] : o;
}

/** The list at an input path, for a rule's `forEach`. */
export function listAt(rule: string, list: Json | undefined, path: string): Json[] {
  if (!Array.isArray(list)) throw new ConversionError(rule, `${path} is not a list`);
  return list;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * What every generated converter shares: its options, the bindings, the id
 * counter, and the checks around each rule. The generated subclass holds the
 * rules' state and the rules themselves.
 */
export abstract class ConverterBase {
  /** The id of the rule that converted the last top-level input. */
  lastRule: string | null = null;
  private minted = 0;
  protected readonly host: BehaviourHost;
  protected readonly options: { readonly [name: string]: unknown };
  private readonly from: string;
  private readonly to: string;

  /** `options` holds the options the converter declares (`known`), by their spec names. */
  protected constructor(from: string, to: string, known: readonly string[], host: BehaviourHost, options: object) {
    this.from = from;
    this.to = to;
    this.host = host;
    this.options = options as { readonly [name: string]: unknown };
    for (const name of Object.keys(options)) {
      if (!known.includes(name)) throw new ConversionError("invalid-option", `unknown option ${JSON.stringify(name)}`);
    }
  }

  /** Converts a value of the qualified source type (`"v1.Type"`). */
  abstract convert(type: string, value: unknown): Json[];

  /** Converts a method call or notification (`{ method, params }`). */
  abstract convertMethod(message: MethodMessage): MethodMessage[];

  /** The canonical input of a value of a source type; it must be an object. */
  protected input(type: string, value: unknown): Obj {
    let input: Json;
    try {
      input = this.host.canonical(type, value);
    } catch (e) {
      throw new ConversionError("invalid-input", `not a valid ${type}: ${errorText(e)}`);
    }
    if (!isObj(input)) throw new ConversionError("no-rule", `no rule converts ${type}: it is not an object type`);
    return input;
  }

  /** The canonical params of a method call. */
  protected params(message: MethodMessage, type: string): Obj {
    let params: Json;
    try {
      params = this.host.canonical(type, message.params);
    } catch (e) {
      throw new ConversionError("invalid-input", `not valid params of ${message.method}: ${errorText(e)}`);
    }
    if (!isObj(params)) throw new ConversionError("invalid-input", `the params of ${message.method} must be an object`);
    return params;
  }

  /** Records the rule that converted the input, and gives its outputs. */
  protected ran<T>(rule: string, outputs: T): T {
    this.lastRule = rule;
    return outputs;
  }

  /** The error for a value no rule converts. */
  protected noRule(type: string, tag: Json | undefined): ConversionError {
    return new ConversionError(
      "no-rule",
      `no ${this.from} -> ${this.to} rule converts this ${type}${typeof tag === "string" ? ` (${tag})` : ""}`,
    );
  }

  /** The error for a method call no rule converts. */
  protected noMethodRule(method: string, known: boolean): ConversionError {
    return new ConversionError(
      "no-rule",
      known
        ? `no ${this.from} -> ${this.to} rule converts ${method} with these params`
        : `no ${this.from} method ${JSON.stringify(method)} has a conversion rule`,
    );
  }

  /** The error of a paired rule given a source it pairs with no target. */
  protected unpaired(rule: string): ConversionError {
    return new ConversionError(rule, "the rule pairs no target with this source");
  }

  /** A rule's output checked as its target type, in canonical form. */
  protected check(rule: string, type: string, value: Obj): Json {
    try {
      return this.host.canonical(type, value);
    } catch (e) {
      throw new ConversionError(rule, `the result is not a valid ${type}: ${errorText(e)}`);
    }
  }

  /** A rule's method output: its params checked as the method's params type. */
  protected checkMethod(rule: string, method: string, type: string, params: Obj): Json {
    return { method, params: this.check(rule, type, params) };
  }

  /** Whether an option is on. */
  protected option(name: string): boolean {
    const o = this.options[name];
    return o !== undefined && o !== null && o !== false;
  }

  /** A fresh id: the prefix an id-source option gives, and a count. */
  protected mint(option: string): string {
    const prefix = this.options[option];
    if (typeof prefix !== "string") throw new ConversionError("invalid-option", `option ${option} gives no id prefix`);
    this.minted += 1;
    return `${prefix}${this.minted}`;
  }

  /** The values converting one value gives (absent and null stay as they are). */
  protected convertOne(type: string, v: Json | undefined): (Json | undefined)[] {
    if (v === undefined || v === null) return [v];
    return this.convert(type, v);
  }

  /** A list converted item by item (absent and null stay as they are). */
  protected convertMany(type: string, v: Json | undefined): Json | undefined {
    if (v === undefined || v === null) return v;
    if (!Array.isArray(v)) throw new ConversionError("invalid-input", `expected a list of ${type}`);
    return v.flatMap((x) => this.convert(type, x));
  }
}

// ---- the reducer ----

/** A field a reducer merges: whether it is a patch field and whether it is a list. */
export interface MergeField {
  readonly name: string;
  readonly patch: boolean;
  readonly list: boolean;
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
export function clone(v: Json): Json {
  if (Array.isArray(v)) return v.map(clone);
  if (v === null || typeof v !== "object") return v;
  const out: Obj = {};
  for (const k of Object.keys(v)) setKey(out, k, clone(v[k]!));
  return out;
}

/** Field by field: a patch field absent keeps, null clears (a list becomes []), a value replaces; another field replaces when present. */
function merge(target: Obj, update: Obj, fields: readonly MergeField[], key: string): void {
  for (const f of fields) {
    if (f.name === key || !has(update, f.name)) continue;
    const value = update[f.name]!;
    if (f.patch && value === null) {
      if (f.list) setKey(target, f.name, []);
      else delete target[f.name];
    } else setKey(target, f.name, clone(value));
  }
}

/**
 * What every generated reducer shares: the messages, the entity collections,
 * and the actions its variants take. The generated subclass picks the action
 * of each variant.
 */
export abstract class ReducerBase {
  private readonly messageList: MessageState[] = [];
  private readonly byId = new Map<string, MessageState>();
  private readonly lastStreamed = new Map<string, MessageState>();
  private readonly keyed = new Map<string, Map<string, Obj>>();
  private readonly single = new Map<string, Json>();
  private last: { action: string; role: string } | null = null;
  private readonly names: readonly string[];
  protected readonly host: BehaviourHost;
  private readonly union: string;
  private readonly key: string;
  private readonly listField: string | null;

  /** `keyed` and `single` name the entity collections, in declaration order (`names`). */
  protected constructor(
    host: BehaviourHost,
    shape: {
      readonly union: string;
      readonly key: string;
      readonly listField: string | null;
      readonly entities: readonly (readonly [string, boolean])[];
    },
  ) {
    this.host = host;
    this.union = shape.union;
    this.key = shape.key;
    this.listField = shape.listField;
    this.names = shape.entities.map(([name]) => name);
    for (const [name, keyed] of shape.entities) {
      if (keyed) this.keyed.set(name, new Map());
      else this.single.set(name, null);
    }
  }

  /** Applies one update given as JSON. Throws the host's error for an invalid update, ReduceError for one that cannot be applied. */
  abstract apply(value: unknown): void;

  /** The canonical update: it must be an object. */
  protected update(value: unknown): Obj {
    const update = this.host.canonical(this.union, value);
    if (!isObj(update)) throw new ReduceError(`${this.union} is not an object type`);
    return update;
  }

  /** An update of a variant the reducer does not know (of an open union): no state changes. */
  protected other(): void {
    this.last = { action: "other", role: "" };
  }

  /** Appends the update's `field` to its message (by key; else the role's last streamed message, unless an upsert came between). */
  protected append(update: Obj, role: string, field: string): void {
    const id = update[this.key];
    let msg: MessageState | undefined;
    if (typeof id === "string") msg = this.find(id, role);
    else if (this.last && this.last.role === role && this.last.action !== "upsert") msg = this.lastStreamed.get(role);
    msg ??= this.create(typeof id === "string" ? id : null, role);
    (msg[field] as Json[]).push(clone(update[field]!));
    this.lastStreamed.set(role, msg);
    this.last = { action: "append", role };
  }

  /** Creates or updates the message the update names, field by field. */
  protected upsert(update: Obj, role: string, fields: readonly MergeField[]): void {
    const id = update[this.key] as string;
    const msg = this.find(id, role) ?? this.create(id, role);
    merge(msg, update, fields, this.key);
    this.last = { action: "upsert", role };
  }

  /** Empties the `field` of the role's last streamed message. */
  protected clearLast(tag: string, role: string, field: string): void {
    const msg = this.lastStreamed.get(role);
    if (!msg) throw new ReduceError(`${tag}: no ${role} message has been streamed, so there is nothing to clear`);
    msg[field] = [];
    this.last = { action: "clear-last", role };
  }

  /** Updates the keyed entity the update names, field by field; creates it when `create`, else it must exist. */
  protected mergeEntity(
    tag: string,
    record: Json | undefined,
    entity: string,
    key: string,
    fields: readonly MergeField[],
    create: boolean,
  ): void {
    // The record is the update or an object at a path of it: validation made every step one the update always has.
    const update = record as Obj;
    const id = update[key];
    if (typeof id !== "string") throw new ReduceError(`${tag}: ${key} must be a string`);
    const table = this.keyed.get(entity)!;
    let found = table.get(id);
    if (!found) {
      if (!create) throw new ReduceError(`${tag}: there is no ${entity} ${JSON.stringify(id)} to update`);
      found = {};
      setKey(found, key, id);
      table.set(id, found);
    }
    merge(found, update, fields, key);
    this.last = { action: create ? "upsert-entity" : "patch-entity", role: "" };
  }

  /**
   * Checks the `fixed` fields of the keyed entity the update names: the update that creates
   * the entity must carry each of them (not null), and stores them; a later one may leave
   * one out, give null or repeat the stored value, and any other value is an error. Call it
   * before `mergeEntity`, with `fixed` left out of the merged fields.
   */
  protected fixEntity(tag: string, update: Obj, entity: string, key: string, fixed: readonly string[]): void {
    const id = update[key];
    if (typeof id !== "string") throw new ReduceError(`${tag}: ${key} must be a string`);
    const table = this.keyed.get(entity)!;
    const found = table.get(id);
    for (const f of fixed) {
      const value = has(update, f) ? update[f] : undefined;
      const set = value !== undefined && value !== null;
      if (!found && !set)
        throw new ReduceError(`${tag}: the first update of ${entity} ${JSON.stringify(id)} must carry ${f}`);
      if (found && set && !jsonEqual(found[f], value)) {
        throw new ReduceError(
          `${tag}: ${f} of ${entity} ${JSON.stringify(id)} is fixed by its first update and cannot change`,
        );
      }
    }
    if (found) return;
    const created: Obj = {};
    setKey(created, key, id);
    for (const f of fixed) setKey(created, f, clone(update[f]!));
    table.set(id, created);
  }

  /** Replaces a single entity with the update, but its tag field. */
  protected replace(update: Obj, entity: string, tagField: string): void {
    const whole: Obj = {};
    for (const [k, x] of Object.entries(update)) if (k !== tagField) setKey(whole, k, clone(x));
    this.single.set(entity, whole);
    this.last = { action: "replace", role: "" };
  }

  /** Merges a record into a single entity, field by field (the entity starts as an empty object). */
  protected mergeSingle(record: Json | undefined, entity: string, fields: readonly MergeField[]): void {
    const stored = this.single.get(entity);
    const target: Obj = isObj(stored) ? stored : {};
    merge(target, record as Obj, fields, "");
    this.single.set(entity, target);
    this.last = { action: "upsert-single", role: "" };
  }

  /** Replaces a single entity with a value. */
  protected replaceValue(entity: string, value: Json | undefined): void {
    this.single.set(entity, clone(value as Json));
    this.last = { action: "replace", role: "" };
  }

  /** Replaces the keyed entity a record names (by its `key`) with the record; a new one goes last. */
  protected replaceEntity(tag: string, record: Json | undefined, entity: string, key: string): void {
    const id = isObj(record) ? record[key] : undefined;
    if (typeof id !== "string") throw new ReduceError(`${tag}: ${key} must be a string`);
    this.keyed.get(entity)!.set(id, clone(record as Obj) as Obj);
    this.last = { action: "replace-entity", role: "" };
  }

  /** Removes the keyed entity the update names; nothing happens when there is none. */
  protected removeEntity(tag: string, update: Obj, entity: string, key: string): void {
    const id = update[key];
    if (typeof id !== "string") throw new ReduceError(`${tag}: ${key} must be a string`);
    this.keyed.get(entity)!.delete(id);
    this.last = { action: "remove-entity", role: "" };
  }

  /**
   * Appends a value at a path of the keyed entity the update names: one more item of a list (`item`), the items of
   * a list (`items`), or the end of a string (`text`). An absent entity starts as its key and `initial`; an absent
   * or null object on the path starts empty; an absent or null field starts as an empty list or string. The value
   * is at a path validation made one the update always has.
   */
  protected appendEntity(
    tag: string,
    update: Obj,
    entity: string,
    key: string,
    field: readonly string[],
    mode: string,
    initial: Obj,
    value: Json | undefined,
  ): void {
    const id = update[key];
    if (typeof id !== "string") throw new ReduceError(`${tag}: ${key} must be a string`);
    const table = this.keyed.get(entity)!;
    let target = table.get(id);
    if (!target) {
      target = clone(initial) as Obj;
      setKey(target, key, id);
      table.set(id, target);
    }
    for (const step of field.slice(0, -1)) {
      const next: Json | undefined = has(target, step) ? target[step] : undefined;
      if (isObj(next)) target = next;
      else {
        const fresh: Obj = {};
        setKey(target, step, fresh);
        target = fresh;
      }
    }
    const last = field[field.length - 1]!;
    const stored = has(target, last) ? target[last] : undefined;
    if (mode === "text") {
      setKey(target, last, `${typeof stored === "string" ? stored : ""}${typeof value === "string" ? value : ""}`);
    } else {
      const list = Array.isArray(stored) ? stored : [];
      if (mode === "items" && Array.isArray(value)) list.push(...value.map(clone));
      else list.push(clone(value as Json));
      setKey(target, last, list);
    }
    this.last = { action: "append-entity", role: "" };
  }

  /** An update the reducer reads and ignores. */
  protected ignore(): void {
    this.last = { action: "ignore", role: "" };
  }

  /** The messages, in the order they were first seen. */
  messages(): MessageState[] {
    return this.messageList.map((m) => clone(m) as MessageState);
  }

  /** Every entity collection, by name. */
  entities(): { [name: string]: Json } {
    const out: { [name: string]: Json } = {};
    for (const name of this.names) setKey(out, name, this.entity(name));
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
      throw new ReduceError(
        `message ${id} is ${withArticle(msg.role)} message; an update cannot make it ${withArticle(role)} message`,
      );
    return msg;
  }

  private create(id: string | null, role: string): MessageState {
    const msg: MessageState = { role };
    setKey(msg, this.key, id);
    if (this.listField !== null) setKey(msg, this.listField, []);
    this.messageList.push(msg);
    if (id !== null) this.byId.set(id, msg);
    return msg;
  }
}

/**
 * A noun with its indefinite article, by how the noun is spelt: "an" before a, e, i and o, and before
 * a u that does not sound "you" (a u, then a consonant, then a vowel: "a user", "an update"); "a"
 * otherwise. Every language's runtime spells it by this one rule, so their errors read the same.
 */
export function withArticle(noun: string): string {
  const w = noun.toLowerCase();
  const vowel = (c: string | undefined): boolean => c !== undefined && "aeiou".includes(c);
  const an = "aeio".includes(w.charAt(0)) || (w.charAt(0) === "u" && !(w.length > 2 && !vowel(w[1]) && vowel(w[2])));
  return `${an && w !== "" ? "an" : "a"} ${noun}`;
}
