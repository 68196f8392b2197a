/**
 * What a long-lived process (watch mode) keeps from one run for the next: switched on once, by `retainRuns`, and off
 * in every other process (a one-off run would only pay for keeping it).
 */

import { createHash } from "node:crypto";

let retainingRuns = false;

/** From now on, this process keeps each run's output by file and its rendered declarations for the next run. */
export function retainRuns(): void {
  retainingRuns = true;
}

/** Whether this process keeps runs' work for the next run (see retainRuns). */
export function retaining(): boolean {
  return retainingRuns;
}

/**
 * The last value a pure function of a string gave for each file path: a run asks with a file's new text and gets the
 * stored value when the text is the one of the last run (compared whole), else computes it. One entry per path, so
 * it holds no more than one run's output.
 */
export class LastByPath<T> {
  private readonly last = new Map<string, { readonly input: string; readonly value: T }>();

  of(path: string, input: string, compute: (input: string) => T): T {
    if (!retainingRuns) return compute(input);
    const had = this.last.get(path);
    if (had !== undefined && had.input === input) return had.value;
    const value = compute(input);
    this.last.set(path, { input, value });
    return value;
  }
}

/*
 * Rendering memoised by what it read. In a process that keeps runs (watch mode), the model a run renders is seen
 * through proxies that record each read: every object of the model is a part, named by its path (an element of an
 * array that has a `name` by that name, so that adding a field or a declaration does not rename its neighbours), and
 * its text is what the object holds itself (its values, and which parts it holds where); each doc text (a `Doc`'s
 * `text`, a `doc` given as a string) and the spec's digest is a part of its own. Reading any property of an object
 * reads its part (a doc text: that text's part). A memoised step is taken from the last run when the config and the
 * templates are the same, and every part the step read last time reads the same now: an edit re-renders only what
 * read a part it changed (a field added changes its object's list of fields, which the declaration's own steps read,
 * and nothing else does).
 */

/** A scope's reads: all of them (its nested scopes' too), and those made while it was the innermost scope. */
interface Scope {
  readonly all: Set<number>;
  readonly direct: Set<number>;
}

/** The scopes now open, innermost last. */
const open: Scope[] = [];
/** The innermost open scope, or null. */
let inner: Scope | null = null;

function recordRead(id: number): void {
  if (inner === null) return;
  inner.direct.add(id);
  inner.all.add(id);
}

/** Adds reads made earlier (a step taken from the last run, a cached value) to the innermost scope; `direct`: as its own. */
function replay(ids: readonly number[], direct: boolean): void {
  if (inner === null) return;
  for (const id of ids) inner.all.add(id);
  if (direct) for (const id of ids) inner.direct.add(id);
}

/** Runs `f` in a scope of its own and gives what it read (added to the scope around it too). */
function inScope<T>(f: () => T): { value: T; scope: Scope } {
  const scope: Scope = { all: new Set(), direct: new Set() };
  open.push(scope);
  inner = scope;
  try {
    return { value: f(), scope };
  } finally {
    open.pop();
    inner = open.length ? open[open.length - 1]! : null;
    if (inner !== null) for (const id of scope.all) inner.all.add(id);
  }
}

/** Each part's number, by its key (its path in the model), for as long as the process runs. */
const partIds = new Map<string, number>();
function partId(key: string): number {
  let id = partIds.get(key);
  if (id === undefined) partIds.set(key, (id = partIds.size));
  return id;
}
/** Each part's text in the model prepared last (see prepare), and in the one before it, by part number. */
let partTexts: (string | undefined)[] = [];
let lastPartTexts: (string | undefined)[] = [];
/** Which parts read differently in the model prepared last than in the one before (1: changed). */
let changedParts = new Uint8Array(0);

/** Whether every part of a list of reads (made on the model before the current one, or on it) reads the same now. */
function stillRead(ids: readonly number[]): boolean {
  for (const id of ids) if (changedParts[id] === 1 || partTexts[id] === undefined) return false;
  return true;
}

/**
 * A value computed from the model once per model and shared by the steps that ask for it (a WeakMap by a model
 * object): whoever asks is said to have read what computing it read, so that a memoised step that takes it from the
 * cache depends on the parts it came from.
 */
export function sharedOf<K extends object, V>(
  cache: WeakMap<K, { readonly value: V; readonly reads: readonly number[] }>,
  key: K,
  compute: () => V,
): V {
  const hit = cache.get(key);
  if (hit !== undefined) {
    replay(hit.reads, true);
    return hit.value;
  }
  const { value, scope } = inScope(compute);
  const reads = [...scope.all];
  cache.set(key, { value, reads });
  replay(reads, true);
  return value;
}

/** What a model object is, for its proxy: its part, and the parts of the texts it holds (by property). */
interface PartOf {
  readonly id: number;
  readonly texts: Readonly<Record<string, number>> | null;
}

interface Prepared {
  /** The model as the run renders it: the same object graph behind recording proxies. */
  readonly model: object;
}

const preparedModels = new WeakMap<object, Prepared>();
/** The model whose parts are the current ones (see partTexts). */
let currentModel: object | null = null;
/** The proxies of the current model, by their object; and each proxy's object. */
let proxies = new WeakMap<object, object>();
const rawOf = new WeakMap<object, object>();
const partOfProxy = new WeakMap<object, number>();

/** A model value as the run sees it: an object behind its recording proxy. */
function seen(v: unknown, parts: WeakMap<object, PartOf>): unknown {
  if (typeof v !== "object" || v === null) return v;
  const p = proxies.get(v);
  if (p !== undefined) return p;
  const part = parts.get(v);
  if (part === undefined) return v;
  const { id, texts } = part;
  const proxy = new Proxy(v, {
    get(o, k) {
      const t = texts !== null && typeof k === "string" ? texts[k] : undefined;
      recordRead(t ?? id);
      return seen((o as Record<string | symbol, unknown>)[k], parts);
    },
    has(o, k) {
      recordRead(id);
      return k in o;
    },
    ownKeys(o) {
      recordRead(id);
      return Reflect.ownKeys(o);
    },
    getOwnPropertyDescriptor(o, k) {
      recordRead(id);
      return Reflect.getOwnPropertyDescriptor(o, k);
    },
  });
  proxies.set(v, proxy);
  rawOf.set(proxy, v);
  partOfProxy.set(proxy, id);
  return proxy;
}

/** The key of an element of an array in its path: its name when it has one no other element has, else its index. */
function segments(list: readonly unknown[]): string[] {
  const names = list.map((x) =>
    typeof x === "object" && x !== null && typeof (x as { name?: unknown }).name === "string"
      ? (x as { name: string }).name
      : null,
  );
  const count = new Map<string, number>();
  for (const n of names) if (n !== null) count.set(n, (count.get(n) ?? 0) + 1);
  return names.map((n, i) => (n !== null && count.get(n) === 1 ? `n:${n}` : String(i)));
}

/** A primitive value as text, distinct for each value and type. */
function valueText(x: unknown): string {
  switch (typeof x) {
    case "string":
      return `s${x.length}:${x}`;
    case "bigint":
      return `b${x}`;
    case "undefined":
      return "u";
    default:
      return `${typeof x}:${String(x)}`;
  }
}

/**
 * Names the model's parts and reads their texts (see above), and makes them the current ones: what changed since
 * the model prepared before is what a memoised step checks. Once per model object; later calls with the same model
 * give the proxied model again.
 */
function prepare(model: object): Prepared {
  const had = preparedModels.get(model);
  if (had !== undefined && currentModel === model) return had;
  const parts = new WeakMap<object, PartOf>();
  const texts: (string | undefined)[] = [];
  const docObjects = new WeakSet<object>();
  const walk = (o: object, path: string): void => {
    const own: string[] = [];
    const cells: Record<string, number> = {};
    let hasCells = false;
    const cell = (k: string, text: string): void => {
      const id = partId(`${path}#${k}`);
      texts[id] = text;
      cells[k] = id;
      hasCells = true;
      own.push(`${k}#`);
    };
    // Registered before its children, so that a value shared by two parents is named by the first path to it.
    const id = partId(path);
    parts.set(o, { id, texts: null });
    const child = (k: string, x: unknown, at: string): void => {
      if (typeof x === "object" && x !== null) {
        const known = parts.get(x);
        if (known === undefined) walk(x, at);
        own.push(`${k}@${known === undefined ? at : `#${known.id}`}`);
      } else own.push(`${k}=${valueText(x)}`);
    };
    if (Array.isArray(o)) {
      const segs = segments(o);
      own.push("[");
      for (let i = 0; i < o.length; i++) child(segs[i]!, o[i], `${path}/${segs[i]}`);
    } else {
      const r = o as Record<string, unknown>;
      const isDoc = docObjects.has(o);
      for (const k of Object.keys(r)) {
        const x = r[k];
        if (k === "doc" && typeof x === "string") cell(k, x);
        else if (isDoc && k === "text" && typeof x === "string") cell(k, x);
        else if (o === model && k === "digest" && typeof x === "string") cell(k, x);
        else {
          if (k === "doc" && typeof x === "object" && x !== null && typeof (x as { text?: unknown }).text === "string")
            docObjects.add(x);
          child(k, x, `${path}/${k}`);
        }
      }
    }
    texts[id] = own.join("\n");
    if (hasCells) parts.set(o, { id, texts: cells });
  };
  walk(model, "");
  // What changed since the model prepared last.
  lastPartTexts = currentModel === null ? [] : partTexts;
  partTexts = texts;
  const n = Math.max(texts.length, lastPartTexts.length);
  changedParts = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (texts[i] !== lastPartTexts[i]) changedParts[i] = 1;
  currentModel = model;
  proxies = new WeakMap();
  const p = { model: seen(model, parts) as object };
  preparedModels.set(model, p);
  return p;
}

/**
 * A map by name of the elements of a model list (a version's declarations), that records a read of the list on each
 * look-up: whether a name is there, and what it is, is the list's to say. Outside watch mode, or for a list that is
 * not the current model's, the map as given.
 */
export function trackedByName<V>(list: readonly unknown[], map: Map<string, V>): Map<string, V> {
  if (!retainingRuns || !rawOf.has(list)) return map;
  const read = (): void => void (list as readonly unknown[]).length;
  return new (class extends Map<string, V> {
    override get(k: string): V | undefined {
      read();
      return super.get(k);
    }
    override has(k: string): boolean {
      read();
      return super.has(k);
    }
    override get size(): number {
      read();
      return super.size;
    }
    override forEach(f: (v: V, k: string, m: Map<string, V>) => void, self?: unknown): void {
      read();
      super.forEach(f, self);
    }
    override entries(): MapIterator<[string, V]> {
      read();
      return super.entries();
    }
    override keys(): MapIterator<string> {
      read();
      return super.keys();
    }
    override values(): MapIterator<V> {
      read();
      return super.values();
    }
    override [Symbol.iterator](): MapIterator<[string, V]> {
      read();
      return super[Symbol.iterator]();
    }
  })(map);
}

/**
 * The reads a value printed from model objects made, for a cache of printed values kept across runs by object
 * (format/print.ts): null outside watch mode. `check(reads)`: whether a value printed in the last run (or this one)
 * may be taken now (every part it read reads the same, and the object sits where it did), replaying its reads.
 */
export function readsOfPrint<T>(
  v: object,
  compute: () => T,
): { value: T; reads: readonly number[]; run: number; at: number } | null {
  if (!retainingRuns) return null;
  const { value, scope } = inScope(compute);
  return { value, reads: [...scope.all], run, at: partAt(v) };
}

/** Whether a value printed earlier (see readsOfPrint) can be taken in this run; if so, its reads are replayed. */
export function printStillGood(v: object, e: { reads: readonly number[]; run: number; at: number }): boolean {
  if (!retainingRuns) return false;
  if (e.run < run - 1 || e.at !== partAt(v) || !stillRead(e.reads)) return false;
  replay(e.reads, true);
  return true;
}

/** A model object as it is behind its proxy (anything else as it is). */
export function modelObject<T extends object>(v: T): T {
  return (rawOf.get(v) as T | undefined) ?? v;
}

/** The part of a model object seen through its proxy (-1: not one). */
function partAt(v: object): number {
  return partOfProxy.get(v) ?? -1;
}

/** One memoised step's value, the reads it made, and the run that last used it. */
interface Entry {
  readonly value: unknown;
  readonly reads: readonly number[];
  /** The reads made outside every nested memoised step (for a target: before, between and after its declarations). */
  readonly direct: readonly number[];
  /** A target's steps: a run that takes the target whole keeps them too, for a later run that renders it again. */
  readonly steps: readonly Entry[];
  used: number;
}

const memoised = new Map<string, Entry>();
/** How many memoised steps and targets were taken from an earlier run, and how many computed, in this process. */
const stats = { reused: 0, computed: 0 };

/** How many memoised steps and targets (see memoTarget, memoStep) this process took from an earlier run, and computed. */
export function memoStats(): { readonly reused: number; readonly computed: number } {
  return { ...stats };
}
let run = 0;
/** The key of what a step's value depends on beyond the doc texts it reads (shape, config, templates, target), or null outside a memoised target. */
let context: string | null = null;
/** Whether the current target's steps may be taken from the last run (its own reads outside them still read the same). */
let trusted = false;
/** The steps the current target used so far. */
let steps: Entry[] | null = null;

/**
 * A new run renders a new model (see prepare); what the last run but one used goes. Gives the model the run renders:
 * in watch mode, the same model behind the proxies that record what each step reads.
 */
export function startRun<M extends object>(model: M): M {
  if (!retainingRuns) return model;
  const p = prepare(model);
  run++;
  for (const [k, e] of memoised) if (e.used < run - 1) memoised.delete(k);
  return p.model as M;
}

/**
 * A target's files, memoised as a whole by `key` (everything but the model it renders from: its name, config and
 * templates) and the model's shape, and inside it each step given to `memoStep`.
 */
export function memoTarget<T>(key: string, model: object, render: () => T): T {
  if (!retainingRuns) return render();
  // A model not seen through the run's proxies (an API caller's own) records no reads: it is not memoised.
  if (!rawOf.has(model)) return render();
  // The key is hashed: every step of the target is looked up under it, and a short key is quick to look up.
  const full = `target\0${createHash("sha256").update(key).digest("hex")}`;
  const e = memoised.get(full);
  if (e !== undefined && stillRead(e.reads)) {
    e.used = run;
    for (const step of e.steps) step.used = run;
    stats.reused++;
    replay(e.reads, false);
    return e.value as T;
  }
  const outer = context;
  const outerTrusted = trusted;
  const outerSteps = steps;
  context = full;
  steps = [];
  // A step of the target is taken from the last run only if what the target read around its steps reads the same.
  trusted = e !== undefined && stillRead(e.direct);
  try {
    stats.computed++;
    const before = { ...stats };
    const { value, scope } = inScope(render);
    if (process.env.ACP_DEBUG_MEMO) {
      const why =
        e === undefined
          ? "new"
          : [...e.direct]
              .filter((id) => changedParts[id] === 1 || partTexts[id] === undefined)
              .slice(0, 5)
              .map((id) => [...partIds].find(([, v]) => v === id)?.[0]);
      process.stderr.write(
        `memo ${key.slice(0, 12).replace(/\0/g, " ")} trusted=${trusted} reused=${stats.reused - before.reused} computed=${stats.computed - before.computed} direct=${scope.direct.size} all=${scope.all.size} ${JSON.stringify(why)}\n`,
      );
    }
    memoised.set(full, { value, reads: [...scope.all], direct: [...scope.direct], steps, used: run });
    return value;
  } finally {
    context = outer;
    trusted = outerTrusted;
    steps = outerSteps;
  }
}

/**
 * One step of a target (a declaration's output), memoised by `key` within the target (see memoTarget). Its value must
 * depend on nothing but the model, the target's config and templates, and what `key` names; it is returned as
 * stored, so the caller must not change it.
 */
export function memoStep<T>(key: string, compute: () => T): T {
  if (!retainingRuns || context === null) return compute();
  const full = `${context}\0${key}`;
  const e = trusted ? memoised.get(full) : undefined;
  if (e !== undefined && stillRead(e.reads)) {
    e.used = run;
    steps?.push(e);
    stats.reused++;
    replay(e.reads, false);
    return e.value as T;
  }
  stats.computed++;
  const { value, scope } = inScope(compute);
  const entry: Entry = { value, reads: [...scope.all], direct: [...scope.direct], steps: [], used: run };
  memoised.set(full, entry);
  steps?.push(entry);
  return value;
}
