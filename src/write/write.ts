import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
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

/** What a run did, or would do, to one file. */
export interface OutputEntry {
  readonly path: string;
  readonly status: FileStatus;
  /** Why writing or removing this file would lose someone's work (it is not acp-codegen's, or was edited by hand). */
  readonly conflict: string | null;
  /** For a changed file when checking: the first difference between what is on disk and what is wanted. */
  readonly diff: string | null;
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

/** The file in the staging folder that names the process staging into it. */
const OWNER = ".owner";

/** Whether a process is running (the staging of a live run is not an interrupted one). */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
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
    // A run still staging (another process, streaming its targets in) is not interrupted: leave it be.
    if (!existsSync(tmp) && alive(Number(readOrNull(join(staging, OWNER))))) return "none";
    rmSync(staging, { recursive: true, force: true });
    rmSync(tmp, { force: true });
    return "rolled-back";
  }
  return "none";
}

/**
 * One run over the output folder, fed one target at a time. In `write` mode,
 * each new or changed file is staged (written under the staging folder) as it
 * arrives and its text dropped, so a large output is never held whole;
 * `finish` then refuses (staging discarded, the output untouched) if a file is
 * not acp-codegen's to touch, or journals and renames everything into place.
 * In `check` mode nothing is written: stale files keep a short diff.
 */
export class OutputRun {
  private readonly manifest: Manifest | null;
  private readonly entries: OutputEntry[] = [];
  private readonly hashes = new Map<string, string>();
  private readonly created: boolean;
  private staging: string | null = null;

  constructor(
    readonly outDir: string,
    readonly mode: "write" | "check",
  ) {
    recoverOutput(outDir);
    this.created = !existsSync(outDir);
    this.manifest = readManifest(outDir);
  }

  private conflictOf(path: string, current: string): string | null {
    if (this.manifest?.files[path] === sha256(current)) return null;
    return this.manifest?.files[path] ? "it was edited by hand since acp-codegen wrote it" : "acp-codegen did not write it";
  }

  /** Compares files with what is on disk and, when writing, stages those that differ. */
  add(files: readonly GeneratedFile[]): void {
    for (const f of files) {
      checkPath(f.path);
      if (this.hashes.has(f.path)) throw new OutputError(`internal error: two generated files have the path '${f.path}'`);
      const current = readOrNull(join(this.outDir, f.path));
      const status: FileStatus = current === null ? "new" : current === f.content ? "unchanged" : "changed";
      const conflict = status === "changed" ? this.conflictOf(f.path, current!) : null;
      this.hashes.set(f.path, sha256(f.content));
      this.entries.push({ path: f.path, status, conflict, diff: status === "changed" && this.mode === "check" ? shortDiff(current!, f.content) : null });
      if (this.mode === "write" && status !== "unchanged") this.stage(f.path, f.content);
    }
  }

  private stage(path: string, content: string): void {
    if (this.staging === null) {
      this.staging = join(this.outDir, STAGING);
      rmSync(this.staging, { recursive: true, force: true });
      mkdirSync(this.staging, { recursive: true });
      writeFileSync(join(this.staging, OWNER), String(process.pid));
    }
    const target = join(this.staging, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }

  /** Drops whatever was staged: the output folder is as it was (a folder this run created is removed if empty). */
  abort(): void {
    if (this.staging !== null) rmSync(this.staging, { recursive: true, force: true });
    this.staging = null;
    if (this.created) {
      try {
        rmdirSync(this.outDir);
      } catch {
        // Not empty, or never made: either way nothing of this run is left.
      }
    }
  }

  /**
   * Adds the files under `scopes` (the folders this run owns) that it did not
   * generate as `extra`; when writing, applies the run (see the class). Returns
   * every file's entry, sorted by path.
   */
  finish(scopes: readonly string[], options: { force?: boolean } = {}): OutputEntry[] {
    for (const scope of scopes) {
      for (const rel of listTree(join(this.outDir, scope))) {
        const path = scope ? `${scope}/${rel}` : rel;
        if (this.hashes.has(path)) continue;
        const current = readOrNull(join(this.outDir, path));
        this.entries.push({ path, status: "extra", conflict: current === null ? null : this.conflictOf(path, current), diff: null });
      }
    }
    const entries = this.entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (this.mode === "check") return entries;
    const conflicts = entries.filter((p) => p.conflict && p.status !== "unchanged");
    if (conflicts.length && !options.force) {
      this.abort();
      const lines = conflicts.map((p) => `  ${join(this.outDir, p.path)}: ${p.status === "extra" ? "would be deleted" : "would be overwritten"}, but ${p.conflict}`);
      throw new OutputError(`refusing to touch files acp-codegen does not own (rerun with --force to replace them):\n${lines.join("\n")}`);
    }
    const writes = entries.filter((p) => p.status === "new" || p.status === "changed");
    const deletes = entries.filter((p) => p.status === "extra");
    const files: Record<string, string> = { ...(this.manifest?.files ?? {}) };
    for (const p of deletes) delete files[p.path];
    for (const [path, hash] of this.hashes) files[path] = hash;
    const manifest = `${JSON.stringify({ generator: "acp-codegen", files: Object.fromEntries(Object.entries(files).sort()) }, null, 2)}\n`;
    if (!writes.length && !deletes.length && readOrNull(join(this.outDir, MANIFEST)) === manifest) return entries;
    this.stage(MANIFEST, manifest);
    // The commit point: once the journal exists, any later command finishes the run.
    const journal = { renames: [...writes.map((p) => p.path), MANIFEST], deletes: deletes.map((p) => p.path) };
    writeFileSync(join(this.outDir, `${JOURNAL}.tmp`), JSON.stringify(journal));
    renameSync(join(this.outDir, `${JOURNAL}.tmp`), join(this.outDir, JOURNAL));
    this.staging = null;
    recoverOutput(this.outDir);
    return entries;
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
