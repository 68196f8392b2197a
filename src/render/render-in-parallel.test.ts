import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { sentFiles } from "../write/encoded.js";
import { claimNext, mainSide, renderInParallel, runMemory } from "./parallel.js";
import type { GeneratedFile, Target } from "./target.js";
import { TemplateError } from "./templates.js";

// renderInParallel with the worker played by an async loop of this thread: it claims positions through the same
// shared memory and claimNext as the render worker, takes the time each position is given, and answers as the worker
// does (TargetDone). So the order in which the two sides finish is set by each test.

/**
 * What one side does with a target: its files after `ms` (and once `gate` has opened, when it has one), or a template
 * error then. A gate makes an order of events certain where a delay would only make it likely.
 */
interface Plan {
  readonly ms: number;
  readonly fails?: boolean;
  readonly gate?: Promise<unknown>;
}

const fileOf = (name: string): GeneratedFile => ({ path: `${name}.txt`, content: `${name}\n`, format: "verbatim" });
const brokenAt = (name: string): TemplateError =>
  new TemplateError({ file: `${name}/broken.hbs`, line: 1, col: 1 }, `${name}: a broken template`);

function scenario(
  names: readonly string[],
  pinned: readonly boolean[] | null,
  plans: {
    readonly worker: Readonly<Record<string, Plan>>;
    readonly main: Readonly<Record<string, Plan>>;
    readonly sinkFails?: readonly string[];
    /** Called with each target's name as the sink takes it, and as this thread starts to render it. */
    readonly onSink?: (name: string) => void;
    readonly onLocal?: (name: string) => void;
  },
) {
  const count = names.length;
  const shared = runMemory(count);
  const slots = new Int32Array(shared);
  // This thread's side is the one startParallelRun uses; only the worker is played here.
  const { run, answer } = mainSide(shared, count, pinned, () => undefined);
  const workerRendered: string[] = [];
  const worker = (async () => {
    let next = 0;
    while (Atomics.load(slots, 1) === 0) {
      const at = claimNext(slots, count, pinned, next, true);
      next = at + 1;
      if (at >= count) break;
      const name = names[at]!;
      const plan = plans.worker[name] ?? { ms: 0 };
      await sleep(plan.ms);
      await plan.gate;
      workerRendered.push(name);
      if (plan.fails) {
        Atomics.store(slots, 1, 1);
        const e = brokenAt(name);
        answer({ run: 0, at, error: { message: e.message, templateLoc: e.loc }, renderMs: 0, formatMs: 0 });
        break;
      }
      answer({ run: 0, at, files: sentFiles([fileOf(name)]), renderMs: 0, formatMs: 0 });
    }
  })();
  const targets = names.map((name) => ({ name }) as Target);
  const sunk: string[] = [];
  const mainRendered: string[] = [];
  const failed: TemplateError[] = [];
  const workerTargets: string[] = [];
  const result = renderInParallel(
    run,
    targets,
    names.map((_, i) => i),
    (t, files) => {
      if (plans.sinkFails?.includes(t.name)) throw new Error(`the sink refuses ${t.name}`);
      sunk.push(`${t.name}:${files.map((f) => f.content.trim()).join(",")}`);
      plans.onSink?.(t.name);
    },
    {},
    workerTargets,
    {
      local: async (t) => {
        mainRendered.push(t.name);
        plans.onLocal?.(t.name);
        const plan = plans.main[t.name] ?? { ms: 0 };
        await sleep(plan.ms);
        await plan.gate;
        if (plan.fails) throw brokenAt(t.name);
        return [fileOf(t.name)];
      },
      cached: () => null,
      failed: (e) => void failed.push(e),
      received: () => undefined,
    },
  );
  return { result, worker, sunk, failed, workerTargets, mainRendered, workerRendered };
}

/** A run's result, or "still waiting" when it has not ended within 5 s (a run that waits for ever fails the test). */
const within = <T>(p: Promise<T>): Promise<T | "still waiting"> =>
  Promise.race([p, sleep(5_000).then(() => "still waiting" as const)]);

describe("renderInParallel", () => {
  it("hands each target's files to the sink as soon as they are done, whichever thread finishes first", async () => {
    // The worker's target comes first in order but is done last: it waits until the sink has taken both of the others.
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const taken = new Set<string>();
    const s = scenario(["a", "b", "c"], [true, false, false], {
      worker: { a: { ms: 0, gate } },
      main: {},
      onSink: (name) => {
        taken.add(name);
        if (taken.has("b") && taken.has("c")) open();
      },
    });
    expect(await within(s.result)).toBe(true);
    await s.worker;
    expect(s.sunk).toEqual(["b:b", "c:c", "a:a"]);
    expect(s.workerTargets).toEqual(["a"]);
  });

  it("reports the first target in order that fails, however far the worker got, and hands on nothing after it", async () => {
    // The worker is still on `a` (until this thread starts on `c`) and would render `c` next; this thread renders
    // `b`, then fails on `d`. `c` fails too: it is the failure to report, so it renders here (the worker claims
    // nothing once a target failed). Delivered in target order, the run waited for `c` from the worker for ever.
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const s = scenario(["a", "b", "c", "d", "e"], [true, false, true, false, true], {
      worker: { a: { ms: 0, gate }, c: { ms: 0, fails: true } },
      main: { c: { ms: 0, fails: true }, d: { ms: 0, fails: true } },
      onLocal: (name) => name === "c" && open(),
    });
    expect(await within(s.result)).toBe(false);
    expect(s.failed.map((e) => e.message)).toEqual(["c: a broken template"]);
    expect(s.mainRendered).toEqual(["b", "d", "c"]);
    expect(s.sunk).toEqual(["b:b", "a:a"]);
    await s.worker;
    expect(s.workerRendered).toEqual(["a"]);
  });

  it("waits for the worker's target before a failure, and reports the worker's failure when it comes first in order", async () => {
    const s = scenario(["a", "b", "c"], [true, false, false], {
      worker: { a: { ms: 60, fails: true } },
      main: { b: { ms: 0, fails: true } },
    });
    expect(await s.result).toBe(false);
    expect(s.failed.map((e) => e.message)).toEqual(["a: a broken template"]);
    expect(s.sunk).toEqual([]);
  });

  it("throws the sink's error of the first target in order, not the first in time", async () => {
    const s = scenario(["a", "b", "c"], [true, false, false], {
      worker: { a: { ms: 60 } },
      main: {},
      sinkFails: ["a", "b"],
    });
    await expect(s.result).rejects.toThrow("the sink refuses a");
  });

  it("claims each position once when both threads claim from the shared counter", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `t${i}`);
    const slow = Object.fromEntries(names.map((n, i) => [n, { ms: i % 3 }]));
    const s = scenario(names, null, { worker: slow, main: slow });
    expect(await s.result).toBe(true);
    await s.worker;
    expect([...s.mainRendered, ...s.workerRendered].sort()).toEqual([...names].sort());
    expect(s.sunk.map((x) => x.split(":")[0]).sort()).toEqual([...names].sort());
    expect(s.workerTargets).toEqual(names.filter((n) => s.workerRendered.includes(n)));
  });
});

describe("claimNext", () => {
  it("gives each thread its own positions of a pinned run in order, and passes over one the other thread took", () => {
    const shared = runMemory(5);
    const slots = new Int32Array(shared);
    const pinned = [true, false, true, false, true];
    // The main thread takes the worker's position 2 (as it does when a target fails).
    expect(mainSide(shared, 5, pinned, () => undefined).run.take(2)).toBe(true);
    const worker: number[] = [];
    for (
      let next = 0, at = claimNext(slots, 5, pinned, next, true);
      at < 5;
      at = claimNext(slots, 5, pinned, next, true)
    ) {
      worker.push(at);
      next = at + 1;
    }
    expect(worker).toEqual([0, 4]);
    expect(claimNext(slots, 5, pinned, 0, false)).toBe(1);
    expect(claimNext(slots, 5, pinned, 2, false)).toBe(3);
    expect(claimNext(slots, 5, pinned, 4, false)).toBe(5);
  });
});
