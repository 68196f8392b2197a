/**
 * The worker thread of parallel.ts: for each run it is sent, claims targets
 * from the run's shared counter until none is left, renders and formats each
 * one as the main thread would, stores it in the output cache, and sends the
 * files back by position. Runs are taken one at a time, in the order sent.
 */
import { parentPort } from "node:worker_threads";
// This thread's CommonJS loads (the precompiled templates) get V8's code cache, as the main thread's do.
import { saveCodeCache } from "../cli/code-cache.js";
import { claimNext, type RunRequest, type TargetDone } from "./parallel.js";
import type { GeneratedFile } from "./target.js";

const port = parentPort;
if (port) {
  // Loading the pipeline loads every target's code: done while the main thread parses the spec.
  const pipeline = import("../pipeline.js");
  const run = async (r: RunRequest): Promise<void> => {
    const { renderTarget, formatTarget, storeTargetFiles } = await pipeline;
    const { collectIfLarge } = await import("./collect.js");
    const { TemplateError } = await import("./templates.js");
    const { bundledLanguages, targetsOf } = await import("../targets/registry.js");
    const { indexModel } = await import("../model/index.js");
    const { sentFiles } = await import("../write/encoded.js");
    if (r.retain) {
      // Watch mode: this thread keeps its targets' work from run to run, as the main thread keeps its own.
      const { retainRuns, startRun } = await import("./retained.js");
      retainRuns();
      startRun(r.model);
    }
    const slots = new Int32Array(r.shared);
    const config = { ...r.config, plugins: bundledLanguages };
    const targets = targetsOf(bundledLanguages);
    let versions: ReturnType<typeof indexModel> | null = null;
    const pending: Promise<void>[] = [];
    const send = (at: number, renderMs: number, e: unknown): void => {
      // The main thread reports it where this target's files would have gone; nothing more is claimed.
      Atomics.store(slots, 1, 1);
      const err = e instanceof Error ? e : new Error(String(e));
      port.postMessage({
        run: r.run,
        at,
        error: {
          message: err.message,
          ...(err.stack !== undefined && { stack: err.stack }),
          ...(err instanceof TemplateError && { templateLoc: err.loc }),
        },
        renderMs,
        formatMs: 0,
      } satisfies TargetDone);
    };
    /** Where this thread looks for its next position of a pinned run. */
    let next = 0;
    const claim = (): number => {
      const at = claimNext(slots, r.names.length, r.pinned, next, true);
      next = at + 1;
      return at;
    };
    while (Atomics.load(slots, 1) === 0) {
      const at = claim();
      if (at >= r.names.length) break;
      const t = targets.find((x) => x.name === r.names[at]);
      const t0 = performance.now();
      let rendered: GeneratedFile[];
      try {
        if (!t) throw new Error(`internal error: no target '${r.names[at]}' in the render worker`);
        versions ??= indexModel(r.model);
        rendered = renderTarget(t, r.model, versions, config);
      } catch (e) {
        send(at, performance.now() - t0, e);
        break;
      }
      const renderMs = performance.now() - t0;
      // Formatting may wait on other threads (prettier's): the next target renders meanwhile.
      const t1 = performance.now();
      pending.push(
        formatTarget(t, rendered, config).then(
          (files) => {
            storeTargetFiles(r.cacheKeys[at] ?? null, files);
            port.postMessage({
              run: r.run,
              at,
              // Encoded and hashed here, not on the main thread, which writes them (the cache's store encoded them already).
              files: sentFiles(files),
              renderMs,
              formatMs: performance.now() - t1,
            } satisfies TargetDone);
            collectIfLarge();
          },
          (e: unknown) => send(at, renderMs, e),
        ),
      );
      // Two turns of the event loop: the formatter's promise jobs run, and what they put off to the next turn.
      await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
    }
    await Promise.all(pending);
    // The thread has no exit of its own: the cache of what it compiled is written once it has done its first work.
    saveCodeCache();
  };
  let queue: Promise<void> = Promise.resolve();
  port.on("message", (r: RunRequest) => {
    // A run that fails outside a target (its modules do not load) ends the thread: the main thread renders the rest.
    queue = queue.then(() => run(r)).catch(() => process.exit(1));
  });
}
