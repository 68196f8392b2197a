import { spawnSync } from "node:child_process";
import { readJson, writeJson } from "../json.js";
import type { JudgedWith } from "../plugin/index.js";

/**
 * Harness output, read so that integers beyond a double's range stay exact:
 * one JSON array (a harness that reports at the end), or one result per line
 * (a harness that reports as it goes). From a harness that died, every
 * complete line it wrote before it died.
 */
export function readOutcomes(text: string): DecodeOutcome[] {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("[")) return (readReport(trimmed) as DecodeOutcome[] | undefined) ?? [];
  const out: DecodeOutcome[] = [];
  const lines = text.split("\n");
  // The last piece is complete only when a newline ended it.
  for (const line of lines.slice(0, -1)) {
    if (!line.trim()) continue;
    const o = readReport(line) as DecodeOutcome | undefined;
    if (o === undefined) break;
    out.push(o);
  }
  return out;
}

/**
 * One piece of harness output: read exactly (wide integers kept), or, when the
 * exact reader cannot (it is the bindings' own reader, under test too), as
 * JSON.parse reads it; undefined when it is not JSON.
 */
function readReport(text: string): unknown {
  try {
    return readJson(text);
  } catch {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
}

/** A language, by its name (or an alias its plugin declares). */
export type Lang = string;

/** Whether a command runs here (`<cmd> --version` exits with 0). */
export function commandExists(cmd: string): boolean {
  return spawnSync(cmd, ["--version"], { encoding: "utf8" }).status === 0;
}

/** Decode: parse `json` (or `text`, or `bytes`) as the qualified `type`, with `unstable` switched on; report the verdict and the value written back. */
export interface DecodeTask {
  readonly kind?: "decode";
  readonly id: string;
  /** The unstable features switched on for this task; absent or empty: the stable surface. */
  readonly unstable?: readonly string[];
  readonly type: string;
  readonly json: unknown;
  /** JSON text the harness parses in place of `json` (the fuzzer's number spellings, the hostile corpus). */
  readonly text?: string;
  /** Bytes (base64) the harness gives the language's bytes entry point in place of `json` (invalid UTF-8, a BOM). */
  readonly bytes?: string;
  /** `lenient`: through the bindings' opt-in lenient entry points (FORMAT.md `mode`); absent: strict. */
  readonly mode?: "strict" | "lenient";
}

/** Apply: run version `version`'s reducer over `updates` in order; report its messages and entities, or the first error. */
export interface ApplyTask {
  readonly kind: "apply";
  readonly id: string;
  readonly unstable?: readonly string[];
  readonly version: string;
  readonly updates: readonly unknown[];
}

/** Convert: one converter from version `from` (with `options`) over `inputs` of `type` ("method": method calls) in order; one result per input. */
export interface ConvertTask {
  readonly kind: "convert";
  readonly id: string;
  readonly unstable?: readonly string[];
  readonly from: string;
  readonly type: string;
  readonly inputs: readonly unknown[];
  readonly options?: Record<string, boolean>;
}

/** Typed dispatch: a message group reads a method's params (request and notification groups) or result (response groups). */
export interface MethodTask {
  readonly kind: "method";
  readonly id: string;
  readonly unstable?: readonly string[];
  /** The qualified message group: `v2.ClientRequest`, `v1.AgentResponse`... */
  readonly type: string;
  readonly method: string;
  readonly params?: unknown;
  readonly result?: unknown;
}

/** One task of a harness batch (the batch is a JSON array of tasks on the harness's standard input). */
export type Task = DecodeTask | ApplyTask | ConvertTask | MethodTask;

/**
 * What a harness reports for one task, one JSON object per task (an array of them, or one per line), with the
 * task's `id`. `ok` is the verdict; `value` and `compact` (the canonical text written back) the decoded value;
 * `error` the error in the one form (`Type: at $.path: problem`); the other members answer the other task kinds.
 */
export interface DecodeOutcome {
  readonly id: string;
  readonly ok: boolean;
  readonly value?: unknown;
  readonly compact?: string;
  readonly error?: string;
  readonly unsupported?: boolean;
  readonly crashed?: boolean;
  /** The harness process died on this task (or gave up before reaching it): the vector could not be judged. */
  readonly died?: boolean;
  /** apply: the messages. */
  readonly messages?: unknown;
  /** apply: every entity collection the reducer keeps, by name. */
  readonly entities?: Record<string, unknown>;
  /** convert: one result per input. */
  readonly results?: readonly ({ readonly outputs: readonly unknown[] } | { readonly error: string })[];
  /** method: whether the group supports the method (`supports_method`). */
  readonly supported?: boolean;
  /** method: which dispatch error it gave, when it gave one. */
  readonly dispatch?: "unknown-method" | "invalid-payload";
}

/** A language's generated harness, seen from the judge: it executes tasks and reports, nothing more. */
export interface LangRunner {
  readonly lang: Lang;
  /** Null when the bindings can run; otherwise why not (not generated, toolchain missing). */
  unavailable(): string | null;
  /** What the harness judges with (interpreter, packages and their declared ranges), when the language says. */
  judgedWith?(): JudgedWith;
  /** Which vector kinds this language's harness executes. */
  readonly kinds: readonly string[];
  run(tasks: readonly Task[]): DecodeOutcome[];
  /** The same as run; decode tasks only. */
  decode(tasks: readonly DecodeTask[]): DecodeOutcome[];
}

/** A harness that cannot run at all (its build failed, its toolchain is missing): the judge reports it and judges no vector of it. */
class HarnessError extends Error {}
export { HarnessError };

/** One run of a harness process over some tasks: what it reported, and why it died (null: it exited normally). */
export interface HarnessRun {
  readonly outcomes: readonly DecodeOutcome[];
  readonly died: string | null;
}

/** Limits on re-running a harness that dies: the processes started, and the time spent, per `runIsolated` call. */
export interface IsolationLimits {
  readonly runs: number;
  readonly ms: number;
}

/** The limits `runIsolated` keeps when it is given none: 64 processes, 240 seconds. */
export const DEFAULT_ISOLATION: IsolationLimits = { runs: 64, ms: 240_000 };

/**
 * Runs tasks through a harness so that a task that kills the harness fails
 * alone. When a process dies, the results it already reported (a harness that
 * reports as it goes) name the task it died on: that task fails with the cause,
 * and the tasks after it run in a fresh process. When it reported nothing (it
 * died reading its input, or it reports only at the end), the batch is cut in
 * two and each half runs again, down to the single task that kills it. Bounded:
 * after `limits.runs` processes or `limits.ms`, the tasks not yet run fail as
 * not judged. Results come back in task order, each with its task's id.
 */
export function runIsolated(
  tasks: readonly Task[],
  once: (batch: readonly Task[]) => HarnessRun,
  limits: IsolationLimits = DEFAULT_ISOLATION,
): DecodeOutcome[] {
  const results: (DecodeOutcome | undefined)[] = new Array(tasks.length);
  const t0 = Date.now();
  let runs = 0;
  let deaths = 0;
  let lastDeath = "";
  const died = (i: number, error: string): void => {
    results[i] = { id: tasks[i]!.id, ok: false, crashed: true, died: true, error };
  };
  const go = (start: number, end: number): void => {
    while (start < end) {
      if (runs >= limits.runs || Date.now() - t0 > limits.ms) {
        for (let i = start; i < end; i++)
          died(
            i,
            `not judged: the harness died ${deaths} times, and no more processes were started (last: ${lastDeath})`,
          );
        return;
      }
      runs++;
      const batch = tasks.slice(start, end);
      const r = once(batch);
      // Results are in task order; an id that does not match its place is looked up by id.
      const byId = new Map(r.outcomes.map((o) => [o.id, o]));
      let reported = 0;
      for (; reported < r.outcomes.length && start + reported < end; reported++) {
        const t = tasks[start + reported]!;
        const o = r.outcomes[reported]!.id === t.id ? r.outcomes[reported]! : byId.get(t.id);
        if (!o) break;
        results[start + reported] = { ...o, id: t.id };
      }
      if (r.died === null) {
        for (let i = start + reported; i < end; i++)
          results[i] = byId.get(tasks[i]!.id) ?? {
            id: tasks[i]!.id,
            ok: false,
            crashed: true,
            error: "the harness gave no result",
          };
        return;
      }
      deaths++;
      lastDeath = r.died;
      if (reported > 0 || end - start === 1) {
        // It died on the task after the last it reported.
        if (start + reported < end) died(start + reported, `the harness died on this task: ${r.died}`);
        start += reported + 1;
        continue;
      }
      const mid = start + Math.ceil((end - start) / 2);
      go(start, mid);
      start = mid;
    }
  };
  go(0, tasks.length);
  return results.map(
    (o, i) => o ?? { id: tasks[i]!.id, ok: false, crashed: true, error: "the harness gave no result" },
  );
}

/** Starts one harness process over a batch of tasks (JSON on stdin) and reads what it reported. */
export function spawnHarness(
  what: string,
  cmd: string,
  args: readonly string[],
  cwd: string | undefined,
  batch: readonly Task[],
): HarnessRun {
  const r = spawnSync(cmd, args, {
    cwd,
    input: writeJson(batch),
    encoding: "utf8",
    maxBuffer: 1 << 30,
    timeout: 600_000,
    killSignal: "SIGKILL",
  });
  const outcomes = readOutcomes(r.stdout ?? "");
  if (r.error && !r.signal) return { outcomes, died: `${what} could not run: ${r.error.message}` };
  if (r.status === 0) return { outcomes, died: null };
  const how = r.signal
    ? `was killed by ${r.signal}${r.error ? ` (${r.error.message})` : ""}`
    : `exited with ${r.status}`;
  const stderr = (r.stderr ?? "").trim();
  return {
    outcomes,
    died: `${what} ${how}${stderr ? `: ${stderr.length > 1500 ? `...${stderr.slice(-1500)}` : stderr}` : ""}`,
  };
}

/** Reports a step of a long run (a build, a harness process and the vectors done so far). */
export type Progress = (step: string) => void;
