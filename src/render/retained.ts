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
 * Rendering memoised by what it read. In a process that keeps runs (watch mode), every doc text of the model (a
 * `Doc`'s `text`, a `doc` given as a string) and the spec's digest are read through an accessor that records the read
 * in the scopes now open; everything else of the model is the model's shape, hashed whole. A memoised step is taken
 * from the last run when the shape, the config and the templates are the same, and every doc text the step read
 * last time reads the same now: an edit of a doc comment re-renders only what read that doc. An edit of anything
 * else changes the shape, and everything renders again.
 */

/** A scope's reads: all of them (its nested scopes' too), and those made while it was the innermost scope. */
interface Scope {
  readonly all: Set<number>;
  readonly direct: Set<number>;
}

/** The scopes now open, innermost last. */
const open: Scope[] = [];
/** The tracked texts of the model being rendered, by id (see prepareModel). */
let texts: readonly string[] = [];

function recordRead(id: number): void {
  const n = open.length;
  if (n === 0) return;
  for (let i = 0; i < n; i++) open[i]!.all.add(id);
  open[n - 1]!.direct.add(id);
}

/** Adds reads made earlier (a step taken from the last run, a cached value) to the open scopes; `direct`: the innermost scope's own. */
function replay(ids: readonly number[], direct: boolean): void {
  const n = open.length;
  if (n === 0) return;
  for (const id of ids) for (let i = 0; i < n; i++) open[i]!.all.add(id);
  if (direct) for (const id of ids) open[n - 1]!.direct.add(id);
}

/** Runs `f` in a scope of its own and gives what it read. */
function inScope<T>(f: () => T): { value: T; scope: Scope } {
  const scope: Scope = { all: new Set(), direct: new Set() };
  open.push(scope);
  try {
    return { value: f(), scope };
  } finally {
    open.pop();
  }
}

/** Reads, with the texts read, to compare with a later run's model. */
interface Reads {
  readonly ids: readonly number[];
  readonly texts: readonly string[];
}

function readsOf(ids: ReadonlySet<number>): Reads {
  const list = [...ids];
  return { ids: list, texts: list.map((id) => texts[id]!) };
}

function stillRead(r: Reads): boolean {
  for (let i = 0; i < r.ids.length; i++) if (texts[r.ids[i]!] !== r.texts[i]) return false;
  return true;
}

/**
 * A value computed from the model once per model and shared by the steps that ask for it (a WeakMap by a model
 * object): whoever asks is said to have read what computing it read, so that a memoised step that takes it from the
 * cache depends on the docs it came from.
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

interface Prepared {
  readonly shape: string;
  readonly texts: readonly string[];
}

const preparedModels = new WeakMap<object, Prepared>();
/**
 * What a tracked text's getter does: records the read (READING, the steps' reads), only gives the text (WALKING, while
 * prepare finds the texts), or reads as absent (SHAPING, while prepare writes the shape: JSON.stringify leaves out a
 * member whose value is undefined, so the getters are set once, enumerable, in their members' places).
 */
const READING = 0;
const WALKING = 1;
const SHAPING = 2;
let preparing: 0 | 1 | 2 = READING;

/** The shape of the model prepared last, and its number. */
let lastShape: { readonly json: string; readonly id: number } = { json: "", id: 0 };

/**
 * Makes the model's doc texts tracked (see above) and hashes its shape (all but those texts). Once per model object;
 * later calls with the same model only make its texts the current ones.
 */
function prepare(model: object): Prepared {
  const had = preparedModels.get(model);
  if (had !== undefined) {
    texts = had.texts;
    return had;
  }
  const found: string[] = [];
  const track = (holder: object, key: string, text: string): void => {
    const id = found.length;
    found.push(text);
    const get = (): string => {
      if (preparing === READING) recordRead(id);
      else if (preparing === SHAPING) return undefined as unknown as string;
      return text;
    };
    Object.defineProperty(holder, key, { get, enumerable: true, configurable: true });
  };
  const walk = (v: unknown): void => {
    if (typeof v !== "object" || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) {
      const x = o[k];
      if (k === "doc" && typeof x === "string") track(o, k, x);
      else if (o === model && k === "digest" && typeof x === "string") track(o, k, x);
      else if (
        k === "doc" &&
        typeof x === "object" &&
        x !== null &&
        typeof (x as { text?: unknown }).text === "string"
      ) {
        // A doc object shared by two nodes is tracked at each (its getter records the last one's number): the
        // texts are numbered by where they are in the model, so a model of the same shape numbers each text alike
        // whether or not a run's model shares the object. Numbered once per object, the numbers shifted whenever a
        // run shared fewer (the model builder reuses the unchanged files' nodes), every target's reads outside its
        // steps then read differently, and the whole output rendered again.
        track(x, "text", (x as { text: string }).text);
        walk(x);
      } else walk(x);
    }
  };
  // The shape: the model as JSON without the tracked texts (absent while it is written); an exact integer as an
  // object no spec value can be.
  const big = BigInt.prototype as { toJSON?: () => unknown };
  const own = Object.getOwnPropertyDescriptor(big, "toJSON");
  let json: string;
  try {
    // A node the model builder kept from the last run holds that run's getters: read here, they record nothing.
    preparing = WALKING;
    walk(model);
    preparing = SHAPING;
    Object.defineProperty(big, "toJSON", {
      value(this: bigint) {
        return { "\u0000bigint": String(this) };
      },
      configurable: true,
      writable: true,
    });
    json = JSON.stringify(model);
  } finally {
    preparing = READING;
    if (own) Object.defineProperty(big, "toJSON", own);
    else delete big.toJSON;
  }
  // The shape named by a number, the same as the last model's when its text is (compared whole: hashing megabytes of
  // vectors costs more than comparing them, and only the last model's shape has steps kept under it).
  if (json !== lastShape.json) lastShape = { json, id: lastShape.id + 1 };
  const p = { shape: `s${lastShape.id}`, texts: found };
  preparedModels.set(model, p);
  texts = found;
  return p;
}

/** One memoised step's value, the reads it made, and the run that last used it. */
interface Entry {
  readonly value: unknown;
  readonly reads: Reads;
  /** The reads made outside every nested memoised step (for a target: before, between and after its declarations). */
  readonly direct: Reads;
  /**
   * The steps inside a target or a step: a run that takes it whole keeps them too, for a later run that renders it
   * again.
   */
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

/** A new run renders a new model (see prepare); what the last run but one used goes. */
export function startRun(model: object): void {
  if (!retainingRuns) return;
  prepare(model);
  run++;
  for (const [k, e] of memoised) if (e.used < run - 1) memoised.delete(k);
}

/**
 * A target's files, memoised as a whole by `key` (everything but the model it renders from: its name, config and
 * templates) and the model's shape, and inside it each step given to `memoStep`.
 */
export function memoTarget<T>(key: string, model: object, render: () => T): T {
  if (!retainingRuns) return render();
  // The key is hashed: every step of the target is looked up under it, and a short key is quick to look up.
  const full = `target\0${prepare(model).shape}\0${createHash("sha256").update(key).digest("hex")}`;
  const e = memoised.get(full);
  if (e !== undefined && stillRead(e.reads)) {
    e.used = run;
    for (const step of e.steps) step.used = run;
    stats.reused++;
    replay(e.reads.ids, false);
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
    const { value, scope } = inScope(render);
    memoised.set(full, { value, reads: readsOf(scope.all), direct: readsOf(scope.direct), steps, used: run });
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
    for (const step of e.steps) step.used = run;
    steps?.push(e, ...e.steps);
    stats.reused++;
    replay(e.reads.ids, false);
    return e.value as T;
  }
  stats.computed++;
  // The steps inside this one are kept with it: a later run that takes it whole keeps them too.
  const outerSteps = steps;
  const inner: Entry[] = [];
  steps = inner;
  try {
    const { value, scope } = inScope(compute);
    const entry: Entry = { value, reads: readsOf(scope.all), direct: readsOf(scope.direct), steps: inner, used: run };
    memoised.set(full, entry);
    outerSteps?.push(entry, ...inner);
    return value;
  } finally {
    steps = outerSteps;
  }
}
