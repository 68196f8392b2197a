/**
 * Rendering on two threads. Each target's render and format reads only the
 * model, the config and its templates, so once the model is built a worker
 * thread can take some targets while the main thread takes the others. Which
 * thread takes which is decided as they go: both claim the next target of
 * the run from one counter in shared memory, so neither waits while the
 * other has work left, whatever the targets cost. In watch mode each thread
 * keeps its targets' work for the next run (render/retained.ts), so a run
 * after the first gives each target to the thread that rendered it last. The
 * output does not depend on the thread: the same code renders it from a copy
 * of the same model. Each target's files go to the writer as soon as either
 * thread has them; a run that fails reports the failure of the first target in
 * order, whichever thread got there first.
 *
 * The worker is started once, ahead of need (while the main thread parses
 * the spec, it loads the targets' modules), and kept for the life of the
 * process (watch mode reuses it, and so its memo); it never keeps the
 * process alive when idle. Anything that keeps it from answering (it cannot
 * start, it dies) leaves its targets to the main thread.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ResolvedConfig } from "../config.js";
import type { FileSink } from "../pipeline.js";
import type { Loc } from "../diagnostics/diagnostic.js";
import type { SpecModel } from "../model/types.js";
import { receivedFiles, type SentFile } from "../write/encoded.js";
import { collectIfLarge } from "./collect.js";
import type { GeneratedFile, Target } from "./target.js";
import { TemplateError } from "./templates.js";

/** The worker's compiled module; absent when running from the TypeScript sources (tests): then all renders in process. */
const WORKER_FILE = ((): string => {
  // Its bundle (scripts/bundle.mjs) when the build made one: one file to load, not the ~130 modules of dist/.
  const bundled = fileURLToPath(new URL("../bundle/render-worker.js", import.meta.url));
  if (!process.env.ACP_CODEGEN_NO_BUNDLE && existsSync(bundled)) return bundled;
  return fileURLToPath(new URL("./render-worker.js", import.meta.url));
})();

/** What the main thread sends for one run. */
export interface RunRequest {
  readonly run: number;
  readonly model: SpecModel;
  /** The resolved config without its plugins (the worker takes the bundled ones: only such runs come here). */
  readonly config: Omit<ResolvedConfig, "plugins">;
  /** The targets of the run, by name, in the order they are claimed. */
  readonly names: readonly string[];
  /** Each target's output-cache key, or null: the worker stores what it made there. */
  readonly cacheKeys: readonly (string | null)[];
  /** Watch mode (see render/retained.ts): the worker keeps each run's work for the next, as this thread does. */
  readonly retain: boolean;
  /**
   * Each position the worker's (true) or this thread's (false), so that in watch mode a target renders where its last
   * run's work is kept; null: both threads claim positions as they go.
   */
  readonly pinned: readonly boolean[] | null;
  /**
   * [the next position to claim, 1 once the run is stopped, then for each position 1 once a thread has claimed it]:
   * a position is rendered by the one thread that claims it (see claimNext).
   */
  readonly shared: SharedArrayBuffer;
}

/** What the worker sends back for one target of a run. */
export interface TargetDone {
  readonly run: number;
  /** The target's position in the run's list. */
  readonly at: number;
  /** The target's files, encoded by the worker (see write/encoded.ts). */
  readonly files?: SentFile[];
  readonly error?: { readonly message: string; readonly stack?: string; readonly templateLoc?: Loc };
  readonly renderMs: number;
  readonly formatMs: number;
}

/**
 * A pinned run's first position at or after `from` that is the worker's (`worker` true) or the main thread's;
 * `pinned.length` when none is left.
 */
function nextPinned(pinned: readonly boolean[], from: number, worker: boolean): number {
  let at = from;
  while (at < pinned.length && pinned[at] !== worker) at++;
  return at;
}

/** The slot of a position's claim in a run's shared memory. */
const CLAIMS = 2;

/**
 * Claims the next position of a run for this thread (`worker`) and gives it, or `count` when none is left: the next
 * of the shared counter, or of a pinned run the next of this thread's own at or after `from`. A position the other
 * thread took already (the main thread takes the worker's that are left when a target fails) is passed over. Both
 * threads claim through it.
 */
export function claimNext(
  slots: Int32Array,
  count: number,
  pinned: readonly boolean[] | null,
  from: number,
  worker: boolean,
): number {
  for (let at = from; ; at++) {
    at = pinned ? nextPinned(pinned, at, worker) : Atomics.add(slots, 0, 1);
    if (at >= count) return count;
    if (Atomics.compareExchange(slots, CLAIMS + at, 0, 1) === 0) return at;
  }
}

/** A worker's target, when the worker stopped before sending it: the main thread renders it. */
export const WORKER_GONE = new Error("render worker stopped");

let worker: Worker | null | undefined;
let nextRun = 0;
/** The runs that wait for the worker, by id. */
const listeners = new Map<number, { done: (m: TargetDone) => void; gone: () => void }>();

/** Whether rendering may use a worker here: two cores, the compiled worker, and not switched off. */
export function renderWorkerAvailable(): boolean {
  return !process.env.ACP_CODEGEN_NO_WORKER && availableParallelism() >= 2 && existsSync(WORKER_FILE);
}

/** The worker, started on first need; null when there can be none. */
function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (!renderWorkerAvailable()) return worker;
  try {
    const w = new Worker(WORKER_FILE);
    w.on("message", (m: TargetDone) => listeners.get(m.run)?.done(m));
    const fail = (): void => {
      // The worker is gone: every run still waiting renders the rest itself, and so does every run after.
      worker = null;
      const left = [...listeners.values()];
      listeners.clear();
      for (const l of left) l.gone();
    };
    w.on("error", fail);
    w.on("exit", fail);
    // An idle worker never keeps the process alive; one with a run does. After the listeners: adding a message
    // listener refs the worker's port again.
    w.unref();
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the worker (it loads the targets' modules meanwhile), ahead of the first run. */
export function warmRenderWorker(): void {
  if (renderWorkerAvailable()) theWorker();
}

/** One run's targets, shared between this thread and the worker. */
export interface ParallelRun {
  /** The next position this thread renders, or null when none is left (or the run is stopped). */
  claim(): number | null;
  /** Whether the worker's answer for a position is here (result() would not wait). */
  arrived(at: number): boolean;
  /** What the worker made of a position it claimed; rejects with WORKER_GONE when it stopped first. */
  result(at: number): Promise<TargetDone>;
  /** No more claims, on either side (a target failed, or the run ended early). */
  stop(): void;
  /** Claims a position for this thread if the worker has not (a stopped run's positions are left unclaimed). */
  take(at: number): boolean;
  /** The run is over: the worker's late answers are dropped, and an idle worker no longer keeps the process alive. */
  end(): void;
}

/** A run's shared memory for `count` targets (see RunRequest.shared). */
export function runMemory(count: number): SharedArrayBuffer {
  return new SharedArrayBuffer(4 * (CLAIMS + count));
}

/**
 * This thread's side of a run over its shared memory: its claims, and the worker's answers as `answer` hands them in
 * (`gone`: the worker stopped). `onEnd` runs when the run ends, after both threads are told to claim no more.
 */
export function mainSide(
  shared: SharedArrayBuffer,
  count: number,
  pinned: readonly boolean[] | null,
  onEnd: () => void,
): { readonly run: ParallelRun; answer(m: TargetDone): void; gone(): void } {
  const slots = new Int32Array(shared);
  /** This thread's next position of a pinned run. */
  let mine = 0;
  const arrived = new Map<number, TargetDone>();
  const waiting = new Map<number, { resolve: (m: TargetDone) => void; reject: (e: Error) => void }>();
  let gone = false;
  return {
    answer: (m) => {
      const wait = waiting.get(m.at);
      waiting.delete(m.at);
      if (wait) wait.resolve(m);
      else arrived.set(m.at, m);
    },
    gone: () => {
      gone = true;
      for (const wait of waiting.values()) wait.reject(WORKER_GONE);
      waiting.clear();
    },
    run: {
      claim: () => {
        if (Atomics.load(slots, 1) === 1) return null;
        const at = claimNext(slots, count, pinned, mine, false);
        mine = at + 1;
        return at < count ? at : null;
      },
      arrived: (at) => arrived.has(at),
      result: (at) => {
        const m = arrived.get(at);
        if (m) {
          arrived.delete(at);
          return Promise.resolve(m);
        }
        if (gone) return Promise.reject(WORKER_GONE);
        return new Promise((resolve, reject) => waiting.set(at, { resolve, reject }));
      },
      stop: () => void Atomics.store(slots, 1, 1),
      take: (at) => Atomics.compareExchange(slots, CLAIMS + at, 0, 1) === 0,
      end: () => {
        Atomics.store(slots, 1, 1);
        onEnd();
      },
    },
  };
}

/** Sends a run to the worker; null when there is no worker or the run cannot be sent (then all renders in process). */
export function startParallelRun(request: Omit<RunRequest, "run" | "shared">): ParallelRun | null {
  const w = theWorker();
  if (!w) return null;
  const run = nextRun++;
  const shared = runMemory(request.names.length);
  const side = mainSide(shared, request.names.length, request.pinned, () => {
    listeners.delete(run);
    if (listeners.size === 0) worker?.unref();
  });
  listeners.set(run, { done: side.answer, gone: side.gone });
  try {
    w.ref();
    w.postMessage({ ...request, run, shared } satisfies RunRequest);
  } catch {
    // A model or config the structured clone refuses: this run renders in process.
    side.run.end();
    return null;
  }
  return side.run;
}

/**
 * The targets of a run on this thread and the render worker at once: each
 * thread claims the next target not in the output cache until none is left. Each target's files go to the sink as soon as they
 * are ready, in whatever order the threads finish them (the writer sorts what it
 * is given), so that this thread writes its own targets' files while the worker
 * still renders. A failure is that of the first target in order that fails, so
 * that the same run always reports the same one: a template error is handed to
 * `failed`, any other error (the sink's too) is thrown, and nothing of a later
 * target goes to the sink once one has failed. False when a target failed.
 */
export async function renderInParallel(
  run: ParallelRun,
  targets: readonly Target[],
  todo: readonly number[],
  sink: FileSink,
  timings: Partial<Record<"render" | "format", number>>,
  workerTargets: string[],
  how: {
    /** Renders and formats a target here (and stores it in the output cache). */
    readonly local: (t: Target) => Promise<GeneratedFile[]>;
    /** A target's files from the output cache, or null. */
    readonly cached: (t: Target) => readonly GeneratedFile[] | null;
    readonly failed: (e: TemplateError) => void;
    /** A target's files as the worker sent them. */
    readonly received: (t: Target, files: readonly GeneratedFile[]) => void;
  },
): Promise<boolean> {
  const local = (t: Target): Promise<GeneratedFile[]> => {
    try {
      return how.local(t);
    } catch (e) {
      return Promise.reject(e);
    }
  };
  /** The first target in order that failed, and how. */
  let failure = null as { readonly i: number; readonly error: unknown } | null;
  const fail = (i: number, error: unknown): void => {
    if (failure === null || i < failure.i) failure = { i, error };
    // Neither thread claims more: the run will not be written.
    run.stop();
  };
  /** Hands a target's files to the sink, unless a target before it failed. */
  const deliver = (i: number, files: readonly GeneratedFile[]): void => {
    if (failure !== null && failure.i < i) return;
    collectIfLarge();
    try {
      sink(targets[i]!, files);
    } catch (e) {
      fail(i, e);
    }
    collectIfLarge();
  };
  /** Each target rendered on either thread, by index: settled once its files are delivered, or it failed. */
  const rendering = new Map<number, Promise<void>>();
  const settled = new Set<number>();
  const onWorker: number[] = [];
  /** A target the worker claimed: its files once they come, or this thread renders it should the worker stop first. */
  const fromWorker = async (i: number, at: number): Promise<readonly GeneratedFile[]> => {
    let m: TargetDone;
    try {
      m = await run.result(at);
    } catch (e) {
      if (e !== WORKER_GONE) throw e;
      return local(targets[i]!);
    }
    timings.render = (timings.render ?? 0) + m.renderMs;
    timings.format = (timings.format ?? 0) + m.formatMs;
    if (m.error) {
      const e = m.error.templateLoc
        ? new TemplateError(m.error.templateLoc, m.error.message)
        : new Error(m.error.message);
      if (m.error.stack !== undefined) e.stack = m.error.stack;
      throw e;
    }
    onWorker.push(i);
    const files = receivedFiles(m.files!);
    how.received(targets[i]!, files);
    return files;
  };
  const track = (i: number, files: Promise<readonly GeneratedFile[]>): void => {
    const p = files.then(
      (f) => deliver(i, f),
      (e: unknown) => fail(i, e),
    );
    rendering.set(i, p);
    void p.then(() => rendering.get(i) === p && settled.add(i));
  };
  /** The positions rendered here, and those whose files are awaited from the worker. */
  const mine = new Set<number>();
  const theirs = new Set<number>();
  /** Awaits the worker's files of each position not rendered here (`arrived`: only those already sent). */
  const awaitWorker = (arrived: boolean): void =>
    todo.forEach((i, at) => {
      if (mine.has(at) || theirs.has(at) || (arrived && !run.arrived(at))) return;
      theirs.add(at);
      track(i, fromWorker(i, at));
    });
  for (let at = run.claim(); at !== null; at = run.claim()) {
    mine.add(at);
    track(todo[at]!, local(targets[todo[at]!]!));
    // Two turns of the event loop: the formatter's promise jobs run, and the worker's answers come in; those go to
    // the sink now.
    await new Promise((r) => setImmediate(() => setImmediate(r)));
    awaitWorker(true);
  }
  // What the worker claimed, then what the output cache holds (read one target at a time, once this thread has
  // nothing left to render).
  awaitWorker(false);
  const position = new Set(todo);
  for (let i = 0; i < targets.length; i++) {
    if (position.has(i) || (failure !== null && failure.i < i)) continue;
    const t = targets[i]!;
    const files = how.cached(t);
    if (files !== null) deliver(i, files);
    else track(i, local(t));
  }
  // Waits for every target before the first that failed (all of them if none did). The worker claims nothing once a
  // target failed: what it left unclaimed before that target renders here, so that which failure is reported does
  // not depend on how far the worker got.
  for (;;) {
    const limit = failure === null ? Number.POSITIVE_INFINITY : failure.i;
    if (failure !== null)
      todo.forEach((i, at) => {
        if (i < limit && !mine.has(at) && run.take(at)) {
          mine.add(at);
          track(i, local(targets[i]!));
        }
      });
    const waiting = [...rendering].filter(([i]) => i < limit && !settled.has(i)).map(([, p]) => p);
    if (!waiting.length) break;
    await Promise.race(waiting);
  }
  run.end();
  workerTargets.push(...onWorker.sort((a, b) => a - b).map((i) => targets[i]!.name));
  if (failure === null) return true;
  const { error } = failure;
  if (!(error instanceof TemplateError)) throw error;
  how.failed(error);
  return false;
}
