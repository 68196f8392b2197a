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
 * of the same model.
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
import type { Loc } from "../diagnostics/diagnostic.js";
import type { SpecModel } from "../model/types.js";
import type { SentFile } from "../write/encoded.js";

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
  /** [the next position to claim, 1 once the run is stopped]. */
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
 * `pinned.length` when none is left. Both threads claim their positions of a pinned run through it.
 */
export function nextPinned(pinned: readonly boolean[], from: number, worker: boolean): number {
  let at = from;
  while (at < pinned.length && pinned[at] !== worker) at++;
  return at;
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
  /** The run is over: the worker's late answers are dropped, and an idle worker no longer keeps the process alive. */
  end(): void;
}

/** Sends a run to the worker; null when there is no worker or the run cannot be sent (then all renders in process). */
export function startParallelRun(request: Omit<RunRequest, "run" | "shared">): ParallelRun | null {
  const w = theWorker();
  if (!w) return null;
  const run = nextRun++;
  const shared = new SharedArrayBuffer(8);
  const slots = new Int32Array(shared);
  const count = request.names.length;
  const { pinned } = request;
  /** This thread's next position of a pinned run. */
  let mine = 0;
  const arrived = new Map<number, TargetDone>();
  const waiting = new Map<number, { resolve: (m: TargetDone) => void; reject: (e: Error) => void }>();
  let gone = false;
  listeners.set(run, {
    done: (m) => {
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
  });
  const end = (): void => {
    Atomics.store(slots, 1, 1);
    listeners.delete(run);
    if (listeners.size === 0) worker?.unref();
  };
  try {
    w.ref();
    w.postMessage({ ...request, run, shared } satisfies RunRequest);
  } catch {
    // A model or config the structured clone refuses: this run renders in process.
    end();
    return null;
  }
  return {
    claim: () => {
      if (Atomics.load(slots, 1) === 1) return null;
      if (pinned) {
        const at = nextPinned(pinned, mine, false);
        mine = at + 1;
        return at < count ? at : null;
      }
      const at = Atomics.add(slots, 0, 1);
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
    end,
  };
}
