import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { GeneratedFile } from "../render/target.js";

/** Build and tool artifacts inside out/ that are never generated and never compared. */
export const IGNORED_NAMES = new Set(["target", "Cargo.lock", "__pycache__", ".venv", ".mypy_cache", ".pytest_cache", ".ruff_cache", "node_modules", ".DS_Store"]);

export type FileStatus = "new" | "changed" | "unchanged" | "extra";

export interface PlannedFile {
  readonly path: string;
  readonly status: FileStatus;
  /** What is on disk now (for changed and extra files). */
  readonly current: string | null;
  /** What the generator wants (null for extra files, which are to be removed). */
  readonly wanted: string | null;
}

/** Lists files under `dir` (relative, `/`-separated, sorted), skipping ignored artifacts. */
export function listTree(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const n of names) {
      if (IGNORED_NAMES.has(n) || n.startsWith(".acp-codegen-")) continue;
      const full = join(d, n);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join("/"));
    }
  };
  walk(dir);
  return out.sort();
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/**
 * Compares generated files with the output folder. `scopes` are the folders
 * (relative to `outDir`) that this run owns: a file there that the run does not
 * generate is `extra`.
 */
export function planOutput(outDir: string, files: readonly GeneratedFile[], scopes: readonly string[]): PlannedFile[] {
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const plan: PlannedFile[] = [];
  for (const [path, content] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const current = readOrNull(join(outDir, path));
    const status = current === null ? "new" : current === content ? "unchanged" : "changed";
    // Keep the old text only where a diff may be shown: holding every unchanged file doubles peak memory on large specs.
    plan.push({ path, status, current: status === "changed" ? current : null, wanted: content });
  }
  for (const scope of scopes) {
    for (const rel of listTree(join(outDir, scope))) {
      const path = scope ? `${scope}/${rel}` : rel;
      if (!wanted.has(path)) plan.push({ path, status: "extra", current: readOrNull(join(outDir, path)), wanted: null });
    }
  }
  return plan;
}

/** Applies a plan: writes new and changed files (each via a temporary file and a rename) and removes extra ones. */
export function applyPlan(outDir: string, plan: readonly PlannedFile[]): void {
  for (const p of plan) {
    const target = join(outDir, p.path);
    if (p.status === "new" || p.status === "changed") {
      mkdirSync(dirname(target), { recursive: true });
      const tmp = `${target}.acp-codegen-${process.pid}.tmp`;
      writeFileSync(tmp, p.wanted!);
      renameSync(tmp, target);
    } else if (p.status === "extra") {
      rmSync(target, { force: true });
    }
  }
}

/** A short line diff: the first differing region, with a little context. */
export function shortDiff(current: string, wanted: string, maxLines = 6): string {
  const a = current.split("\n");
  const b = wanted.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let ea = a.length - 1;
  let eb = b.length - 1;
  while (ea >= i && eb >= i && a[ea] === b[eb]) {
    ea--;
    eb--;
  }
  const out = [`@@ line ${i + 1} @@`];
  for (const l of a.slice(i, Math.min(ea + 1, i + maxLines))) out.push(`- ${l}`);
  if (ea + 1 - i > maxLines) out.push(`- ... (${ea + 1 - i - maxLines} more lines)`);
  for (const l of b.slice(i, Math.min(eb + 1, i + maxLines))) out.push(`+ ${l}`);
  if (eb + 1 - i > maxLines) out.push(`+ ... (${eb + 1 - i - maxLines} more lines)`);
  return out.join("\n");
}
