import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { readFileSync } from "node:fs";
import { checkOutput } from "./stream.js";

/**
 * What every side-by-side bench shares (src/bench/peers.ts and the languages' own
 * parts, such as peers-go.ts): running a step, reading its figures, alternating
 * the sides, a row of the report and the check of a side's output.
 */

/** Runs a step of the bench; a failure throws, naming the step. */
export function run(
  cmd: string,
  args: readonly string[],
  opts: { cwd?: string; env?: Record<string, string | undefined>; what: string },
): SpawnSyncReturns<string> {
  const r = spawnSync(cmd, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (r.error || r.status !== 0)
    throw new Error(
      `${opts.what} failed (${r.error?.message ?? `exit ${r.status}`}): ${cmd} ${args.join(" ")}\n${(r.stderr ?? "").slice(-3000)}`,
    );
  return r;
}

/** The last line of a process's output, as JSON. */
export function lastJson<T>(r: SpawnSyncReturns<string>): T {
  const lines = r.stdout.trim().split("\n");
  return JSON.parse(lines[lines.length - 1]!) as T;
}

/** The median (NaN for no values). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** A row of the side-by-side table: ours and theirs, in one unit. */
export interface Row {
  readonly what: string;
  readonly ours: number;
  readonly theirs: number;
  readonly unit: "ms" | "s" | "MB" | "kB";
  /** What the theirs column is, when it needs saying. */
  readonly theirsNote?: string;
  /** The issue's target for ours / theirs, if it sets one. */
  readonly target?: number;
}

/** Alternates ours and theirs `runs` times; medians of each. */
export function alternate<T>(runs: number, ours: () => T, theirs: () => T): { ours: T[]; theirs: T[] } {
  const out = { ours: [] as T[], theirs: [] as T[] };
  for (let i = 0; i < runs; i++) {
    out.ours.push(ours());
    out.theirs.push(theirs());
  }
  return out;
}

function fmt(v: number, unit: Row["unit"]): string {
  if (!Number.isFinite(v)) return "n/a";
  switch (unit) {
    case "ms":
      return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`;
    case "s":
      return `${(v / 1000).toFixed(1)} s`;
    case "MB":
      return `${(v / 1e6).toFixed(1)} MB`;
    case "kB":
      return `${(v / 1e3).toFixed(0)} kB`;
  }
}

/** A row as a line of the Markdown table. */
export function rowMarkdown(r: Row): string {
  const ratio = r.ours / r.theirs;
  const met = r.target !== undefined && ratio <= r.target;
  const ratioText = Number.isFinite(ratio) ? `${ratio.toFixed(2)}${met ? " ✓" : ""}` : "n/a";
  const target = r.target === undefined ? "" : `≤ ${r.target.toFixed(1)}`;
  return `| ${r.what} | ${fmt(r.ours, r.unit)} | ${fmt(r.theirs, r.unit)}${r.theirsNote ? ` (${r.theirsNote})` : ""} | ${ratioText} | ${target} |`;
}

/** The check of one side's output before anything is timed. */
export interface Check {
  readonly side: string;
  readonly problems: readonly string[];
}

/** Rejected messages (lines written as `! error`) and, for ours, values that came back changed. */
export function judgeOutput(side: string, input: readonly string[], outFile: string, roundTrip: boolean): Check {
  const output = readFileSync(outFile, "utf8").split("\n");
  if (output[output.length - 1] === "") output.pop();
  const rejected = output.map((l, i) => ({ l, i })).filter((x) => x.l.startsWith("! "));
  const problems = rejected.slice(0, 5).map((x) => `line ${x.i + 1} rejected: ${x.l.slice(2, 400)}`);
  if (rejected.length) problems.unshift(`${rejected.length} of ${input.length} messages rejected`);
  else if (roundTrip) problems.push(...checkOutput(input, output));
  else if (output.length !== input.length) problems.push(`${output.length} lines written for ${input.length} read`);
  return { side, problems };
}
