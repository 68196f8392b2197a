/**
 * prettier, run on a worker thread: loading prettier and formatting with it
 * take hundreds of milliseconds of CPU, which the worker spends on another
 * core while the pipeline renders the other targets. The result is prettier's
 * own, so the bytes are the same as in process. Anything that keeps the
 * worker from answering (it cannot start, it dies) makes every call run
 * prettier in process instead.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

interface Pending {
  readonly resolve: (out: string) => void;
  readonly reject: (e: Error) => void;
}

/** The worker's compiled module; absent when running from the TypeScript sources (tests): then prettier runs in process. */
const WORKER_FILE = fileURLToPath(new URL("./prettier-worker.js", import.meta.url));

let worker: Worker | null | undefined;
/** How many texts this process gave prettier (in process or on the worker), answers from memory left out. */
let calls = 0;
let started = false;
/** What a call gets when the worker stops before answering: the call runs in process. */
const STOPPED = new Error("prettier worker stopped");
const pending = new Map<number, Pending>();
let nextId = 0;

function inProcess(text: string, options: Record<string, unknown>): Promise<string> {
  return import("prettier").then((p) => p.format(text, options));
}

/** The worker, started on first need; null when there can be none. */
function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (process.env.ACP_CODEGEN_NO_WORKER || !existsSync(WORKER_FILE)) return worker;
  try {
    const w = new Worker(WORKER_FILE);
    started = true;
    w.on("message", (m: { id: number; out?: string; error?: string }) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (pending.size === 0) w.unref();
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.out!);
    });
    const fail = (): void => {
      // The worker is gone: what it had is done in process, and so is everything after.
      worker = null;
      const left = [...pending.values()];
      pending.clear();
      for (const p of left) p.reject(STOPPED);
    };
    w.on("error", fail);
    w.on("exit", fail);
    // An idle worker never keeps the process alive; one with work does (prettierFormat). After the listeners: adding
    // a message listener refs the worker's port again.
    w.unref();
    worker = w;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * What this process asked of prettier so far: the texts it formatted (answers from memory left out), and whether its
 * worker was started. A cold run of a spec whose TypeScript the emitters lay out themselves asks nothing.
 */
export function prettierUse(): { readonly calls: number; readonly workerStarted: boolean } {
  return { calls, workerStarted: started };
}

/** Starts the worker and has it load prettier, ahead of the first text. */
export function warmPrettier(): void {
  theWorker();
}

/**
 * What prettier gave for each text this process asked for (by options and text), oldest first: a long-lived process
 * (watch mode, the API) asks again for the statements an edit left as they were, and prettier costs milliseconds a
 * line. Bounded by the characters kept (a text and its layout count twice the text); a text prettier refuses is not
 * kept.
 */
const done = new Map<string, Promise<string>>();
let doneChars = 0;
const DONE_MAX_CHARS = 16 * 1024 * 1024;

function remember(key: string, out: Promise<string>): Promise<string> {
  done.set(key, out);
  doneChars += 2 * key.length;
  for (const k of done.keys()) {
    if (doneChars <= DONE_MAX_CHARS || k === key) break;
    done.delete(k);
    doneChars -= 2 * k.length;
  }
  out.catch(() => {
    if (done.get(key) !== out) return;
    done.delete(key);
    doneChars -= 2 * key.length;
  });
  return out;
}

/** prettier.format(text, options), on the worker when there is one; a text asked for before is answered from memory. */
export function prettierFormat(text: string, options: Record<string, unknown>): Promise<string> {
  const key = `${JSON.stringify(options)}\0${text}`;
  const known = done.get(key);
  if (known) return known;
  return remember(key, formatNow(text, options));
}

function formatNow(text: string, options: Record<string, unknown>): Promise<string> {
  calls++;
  const w = theWorker();
  if (!w) return inProcess(text, options);
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    pending.set(id, {
      resolve,
      // A text prettier refuses is refused again in process (the same error); a stopped worker is replaced by the process.
      reject: (e) => (e === STOPPED ? inProcess(text, options).then(resolve, reject) : reject(e)),
    });
    w.ref();
    w.postMessage({ id, text, options });
  });
}
