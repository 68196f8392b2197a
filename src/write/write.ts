import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import type { GeneratedFile } from "../render/target.js";

/**
 * The only module that writes to disk. A run stages every file, records a
 * journal, then renames files into place; every command first recovers an
 * interrupted run (finishing a journaled one, discarding an unjournaled one),
 * so a run killed at any moment leaves the output as it was or fully new. A
 * manifest of what acp-codegen wrote keeps it from overwriting or deleting
 * files it did not create, or that were edited by hand, unless forced.
 */

/** Build and tool artifacts inside out/ that are never generated and never compared. */
/**
 * What the toolchains people run inside a target folder leave behind (cargo,
 * pip and setuptools, mypy, pytest, ruff, npm, tsc): neither foreign files nor
 * stale output. Each target folder's generated `.gitignore` lists the same.
 */
export const IGNORED_NAMES = new Set([
  "target",
  "Cargo.lock",
  "build",
  "dist",
  "__pycache__",
  ".venv",
  ".mypy_cache",
  ".pytest_cache",
  ".ruff_cache",
  "node_modules",
  ".DS_Store",
]);
const IGNORED_SUFFIXES = [".egg-info", ".tsbuildinfo", ".pyc"];

export function isToolchainArtifact(name: string): boolean {
  return IGNORED_NAMES.has(name) || IGNORED_SUFFIXES.some((s) => name.endsWith(s));
}

export const MANIFEST = ".acp-codegen-manifest.json";
const STAGING = ".acp-codegen-staging";
const JOURNAL = ".acp-codegen-journal.json";

export type FileStatus = "new" | "changed" | "unchanged" | "extra";

export interface PlannedFile {
  readonly path: string;
  readonly status: FileStatus;
  /** What is on disk now (for changed and extra files). */
  readonly current: string | null;
  /** What the generator wants (null for extra files, which are to be removed). */
  readonly wanted: string | null;
  /** Why writing or removing this file would lose someone's work (it is not acp-codegen's, or was edited by hand). */
  readonly conflict: string | null;
}

export class OutputError extends Error {}

interface Manifest {
  readonly generator: "acp-codegen";
  /** Path (relative to the output folder) -> sha256 of the content acp-codegen wrote. */
  readonly files: Record<string, string>;
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Lists files under `dir` (relative, `/`-separated, sorted), skipping ignored artifacts and acp-codegen's own bookkeeping. */
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
      if (isToolchainArtifact(n) || n.startsWith(".acp-codegen-")) continue;
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

/** A generated path must stay inside the output folder: relative, `/`-separated, no `.` or `..` segments. */
export function checkPath(path: string): void {
  const parts = path.split("/");
  if (!path || path.startsWith("/") || /\\|^[A-Za-z]:/.test(path) || parts.some((p) => p === "" || p === "." || p === ".." || p.startsWith(".acp-codegen-"))) {
    throw new OutputError(`refusing to write '${path}': the path would leave the output folder or clash with acp-codegen's bookkeeping`);
  }
}

export function readManifest(outDir: string): Manifest | null {
  const text = readOrNull(join(outDir, MANIFEST));
  if (text === null) return null;
  try {
    const m = JSON.parse(text) as Manifest;
    return m.generator === "acp-codegen" && typeof m.files === "object" ? m : null;
  } catch {
    return null;
  }
}

/**
 * Compares generated files with the output folder. `scopes` are the folders
 * (relative to `outDir`) that this run owns: a file there that the run does not
 * generate is `extra`. Conflicts name files that are not acp-codegen's to touch.
 */
export function planOutput(outDir: string, files: readonly GeneratedFile[], scopes: readonly string[]): PlannedFile[] {
  const manifest = readManifest(outDir);
  const known = (path: string, content: string): boolean => manifest?.files[path] === sha256(content);
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const plan: PlannedFile[] = [];
  for (const [path, content] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    checkPath(path);
    const current = readOrNull(join(outDir, path));
    const status = current === null ? "new" : current === content ? "unchanged" : "changed";
    let conflict: string | null = null;
    if (status === "changed" && !known(path, current!)) {
      conflict = manifest?.files[path] ? "it was edited by hand since acp-codegen wrote it" : "acp-codegen did not write it";
    }
    // Keep the old text only where a diff may be shown: holding every unchanged file doubles peak memory on large specs.
    plan.push({ path, status, current: status === "changed" ? current : null, wanted: content, conflict });
  }
  for (const scope of scopes) {
    for (const rel of listTree(join(outDir, scope))) {
      const path = scope ? `${scope}/${rel}` : rel;
      if (wanted.has(path)) continue;
      const current = readOrNull(join(outDir, path));
      const conflict = current !== null && known(path, current) ? null : manifest?.files[path] ? "it was edited by hand since acp-codegen wrote it" : "acp-codegen did not write it";
      plan.push({ path, status: "extra", current, wanted: null, conflict });
    }
  }
  return plan;
}

/** Finishes or discards an interrupted run, so the output is as it was or fully new. Every command calls this first. */
export function recoverOutput(outDir: string): "none" | "rolled-forward" | "rolled-back" {
  const journalPath = join(outDir, JOURNAL);
  const staging = join(outDir, STAGING);
  const journalText = readOrNull(journalPath);
  if (journalText !== null) {
    const journal = JSON.parse(journalText) as { renames: string[]; deletes: string[] };
    for (const path of journal.renames) {
      const from = join(staging, path);
      if (existsSync(from)) {
        mkdirSync(dirname(join(outDir, path)), { recursive: true });
        renameSync(from, join(outDir, path));
      }
    }
    for (const path of journal.deletes) rmSync(join(outDir, path), { force: true });
    rmSync(staging, { recursive: true, force: true });
    unlinkSync(journalPath);
    return "rolled-forward";
  }
  const tmp = `${journalPath}.tmp`;
  if (existsSync(staging) || existsSync(tmp)) {
    rmSync(staging, { recursive: true, force: true });
    rmSync(tmp, { force: true });
    return "rolled-back";
  }
  return "none";
}

/**
 * Applies a plan: stage, journal, rename. Refuses (and writes nothing) when a
 * file is not acp-codegen's to touch, unless `force`.
 */
export function applyPlan(outDir: string, plan: readonly PlannedFile[], options: { force?: boolean } = {}): void {
  const conflicts = plan.filter((p) => p.conflict && p.status !== "unchanged");
  if (conflicts.length && !options.force) {
    const lines = conflicts.map((p) => `  ${join(outDir, p.path)}: ${p.status === "extra" ? "would be deleted" : "would be overwritten"}, but ${p.conflict}`);
    throw new OutputError(`refusing to touch files acp-codegen does not own (rerun with --force to replace them):\n${lines.join("\n")}`);
  }
  recoverOutput(outDir);
  const writes = plan.filter((p) => p.status === "new" || p.status === "changed");
  const deletes = plan.filter((p) => p.status === "extra");
  const old = readManifest(outDir)?.files ?? {};
  const files: Record<string, string> = { ...old };
  for (const p of deletes) delete files[p.path];
  for (const p of plan) if (p.wanted !== null) files[p.path] = sha256(p.wanted);
  const manifest = `${JSON.stringify({ generator: "acp-codegen", files: Object.fromEntries(Object.entries(files).sort()) }, null, 2)}\n`;
  if (!writes.length && !deletes.length && readOrNull(join(outDir, MANIFEST)) === manifest) return;
  const staging = join(outDir, STAGING);
  mkdirSync(staging, { recursive: true });
  for (const p of writes) {
    const target = join(staging, p.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, p.wanted!);
  }
  writeFileSync(join(staging, MANIFEST), manifest);
  // The commit point: once the journal exists, any later command finishes the run.
  const journal = { renames: [...writes.map((p) => p.path), MANIFEST], deletes: deletes.map((p) => p.path) };
  writeFileSync(join(outDir, `${JOURNAL}.tmp`), JSON.stringify(journal));
  renameSync(join(outDir, `${JOURNAL}.tmp`), join(outDir, JOURNAL));
  recoverOutput(outDir);
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
