/**
 * Collecting garbage between large pieces of work (a target, a large file of a target) on a large spec. Kept apart
 * from the pipeline so that a target's own code can call it between its files without importing the pipeline.
 */
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { retaining } from "./retained.js";

/** Above this much live heap, a finished target's garbage is collected before the next target starts. */
const COLLECT_ABOVE_BYTES = 192 * 1024 * 1024;
/** How much V8's heap may grow past its live size on a large spec (see collectIfLarge). */
const GROWTH_PERCENT = 50;
let collector: (() => void) | null | undefined;
/** The heap in use after the last collection (see collectIfLarge). */
let liveAfterCollect = 0;
/**
 * Collects garbage now, when the heap is large. Between targets, nearly
 * everything the finished target allocated is garbage; left to itself, V8
 * lets the heap grow to several times the live size on a large spec (10,000
 * types: 556 MB of heap, most of it dead). V8 exposes `gc` only behind a flag;
 * setting it at run time and taking `gc` from a new context is Node's known
 * way to reach it without a command-line flag. Small specs never get here.
 */
export function collectIfLarge(): void {
  // The heap's own figure: `process.memoryUsage()` also reads the process's resident size from the system, which
  // costs milliseconds on a busy machine, after every target.
  const used = getHeapStatistics().used_heap_size;
  // Watch mode keeps the last run's work alive: a collection is worth it only once the heap is twice what the last
  // one left (else every target of every run would collect, finding little but what it keeps).
  if (used < COLLECT_ABOVE_BYTES || (retaining() && used < 2 * liveAfterCollect)) return;
  if (collector === undefined) {
    try {
      setFlagsFromString("--expose-gc");
      collector = runInNewContext("gc") as () => void;
      // A spec this large from here on: V8 may let its heap grow to GROWTH_PERCENT more than what its last full
      // collection left, not the two to four times it allows a program that allocates fast (each target renders
      // megabytes of text, nearly all of it garbage once written). It reads the flag at each collection.
      if (!process.execArgv.some((a) => a.startsWith("--heap-growing-percent")))
        setFlagsFromString(`--heap-growing-percent=${GROWTH_PERCENT}`);
    } catch {
      collector = null;
    }
  }
  collector?.();
  if (collector) liveAfterCollect = getHeapStatistics().used_heap_size;
}
