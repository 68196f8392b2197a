/**
 * The bench's guard of the tool's own cold time (issue 39): a cold run of the
 * whole spec, all targets, more than `COLD_REGRESSION_LIMIT` times the last
 * report's figure fails the bench. A ratio of two runs, never an absolute
 * time. CPU time (user + sys) is compared when both reports have it: on a
 * shared machine it moves far less with other processes than wall time does.
 * A report without it (one written before the bench measured CPU) is compared
 * by wall time.
 */

/** The largest accepted ratio of this run's cold time to the last report's. */
export const COLD_REGRESSION_LIMIT = 1.2;

const secs = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** The cold figures of one report, in milliseconds. */
export interface ColdFigures {
  readonly wallMs: number;
  /** user + sys of the process and its threads; null when the report has none. */
  readonly cpuMs: number | null;
}

/** The row of the "Whole spec" table that the guard reads and the bench writes. */
export const COLD_ROW = /^\| all targets \(\d+\), cold \| ([\d.]+) s \|[^\n]*$/m;
/** The CPU time the bench writes after that table's rows (cpuLine), as the guard reads it. */
export const COLD_CPU_LINE = /^CPU time of the cold run \(user \+ sys, median\): ([\d.]+) s\b/m;

/** The line of the report that holds the cold run's CPU time, and that of the TypeScript + Rust + Python run. */
export function cpuLine(coldMs: number, threeMs: number): string {
  return `CPU time of the cold run (user + sys, median): ${secs(coldMs)}; TypeScript + Rust + Python only: ${secs(threeMs)}.`;
}

/** The cold figures a report holds, or null when it has none (no report yet, or another layout). */
export function coldFiguresOf(report: string): ColdFigures | null {
  const wall = COLD_ROW.exec(report);
  if (!wall) return null;
  const cpu = COLD_CPU_LINE.exec(report);
  return { wallMs: Number(wall[1]) * 1000, cpuMs: cpu ? Number(cpu[1]) * 1000 : null };
}

export interface GuardVerdict {
  /** Whether the run is slower than the limit allows. */
  readonly regressed: boolean;
  /** The figure compared: "CPU" or "wall". */
  readonly by: "CPU" | "wall";
  readonly ratio: number;
  /** One sentence for the report and the console. */
  readonly text: string;
}

/** This run against the last report's figures; null when there is nothing to compare with. */
export function judgeCold(last: ColdFigures | null, now: ColdFigures): GuardVerdict | null {
  if (last === null) return null;
  const byCpu = last.cpuMs !== null && now.cpuMs !== null && last.cpuMs > 0;
  const before = byCpu ? last.cpuMs! : last.wallMs;
  const after = byCpu ? now.cpuMs! : now.wallMs;
  if (!(before > 0) || !Number.isFinite(after)) return null;
  const ratio = after / before;
  const regressed = ratio > COLD_REGRESSION_LIMIT;
  const by = byCpu ? "CPU" : "wall";
  const text = `Regression guard: the cold ${by} time is ${ratio.toFixed(2)}x the last report's (${secs(after)} against ${secs(before)}); the limit is ${COLD_REGRESSION_LIMIT.toFixed(2)}x: ${regressed ? "failed" : "passed"}.`;
  return { regressed, by, ratio, text };
}
