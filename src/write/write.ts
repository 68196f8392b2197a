/**
 * The only code that writes to disk (this module and its parts: `paths`, `manifest`,
 * `journal`, `lock`, `output-error`). A run stages every file, records a
 * journal, then renames files into place; a writing run first recovers an
 * interrupted one (finishing a journaled one, discarding an unjournaled one),
 * so a run killed at any moment leaves the output as it was or fully new. A
 * manifest of what acp-codegen wrote keeps it from overwriting or deleting
 * files it did not create, or that were edited by hand, unless forced.
 *
 * The output folder may hold anything a pull request put there, so nothing
 * read from it is trusted: every path written, renamed or deleted (generated,
 * or read from the journal, the manifest or the staging folder) passes one
 * gate, `safePath`; one writer at a time holds a lock file, kept outside the
 * folder (where no commit can put one: see `lockPathOf`); and
 * a failing file system is reported as one plain line, the output untouched.
 * Checking only reads.
 */

import { existsSync, type Stats } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { retaining } from "../render/retained.js";
import type { GeneratedFile } from "../render/target.js";
import { unifiedDiff } from "./unified-diff.js";
import { encodedFile } from "./encoded.js";
import { OWNER, interruptedRun, recoverOutput } from "./journal.js";
import { acquireLock, lockHolder, lockPathOf, lockWaitMs, releaseLockFile, sleepMs } from "./lock.js";
import { manifestStamp, manifestText, readManifest, sha256 } from "./manifest.js";
import type { FileStatus, Manifest, OutputEntry } from "./manifest.js";
import { OutputError, fsStep, io } from "./output-error.js";
import {
  JOURNAL,
  JOURNAL_TMP,
  MANIFEST,
  STAGING,
  bytesOrNull,
  checkedPath,
  listTree,
  lstatOrNull,
  readOrNull,
  safePath,
  stagedPath,
} from "./paths.js";
import type { ArtifactTest } from "./paths.js";

export { interruptedRun, recoverOutput } from "./journal.js";
export { lockPathOf } from "./lock.js";
export { readManifest, manifestText } from "./manifest.js";
export type { FileStatus, OutputEntry } from "./manifest.js";
export { OutputError, SymlinkError, io } from "./output-error.js";
export { systemArtifacts, MANIFEST, LOCK, listTree, checkPath, safePath, outputOverlapsSpec } from "./paths.js";
export type { ArtifactTest } from "./paths.js";

/** A file as a writing run of this process left it: the SHA-256 of its bytes, and what `lstat` said of it then. */
interface Written {
  readonly sha256: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
  readonly ino: number;
  readonly dev: number;
  /** When it was recorded (`Date.now()`). */
  readonly at: number;
}

function writtenOf(sha256: string, st: Stats): Written {
  return { sha256, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, ino: st.ino, dev: st.dev, at: Date.now() };
}

/**
 * How long after a file's last change its times are trusted to tell a later change: a file system with coarse times
 * (a second, two on FAT) gives a write in the same tick as the recorded one the same times. A file changed within
 * this long before it was recorded is read again, as git does with an index entry racily clean.
 */
const COARSE_TIMES_MS = 2500;

/**
 * Whether a file is still the one a run left: the same inode, size and times (a write, a rename onto the path or a
 * change of its times by anything else changes the inode or the change time, which no program can set back), and
 * those times older than the record by more than a tick of a coarse clock.
 */
function unchangedSince(w: Written, st: Stats): boolean {
  return (
    w.ctimeMs < w.at - COARSE_TIMES_MS &&
    w.mtimeMs < w.at - COARSE_TIMES_MS &&
    st.isFile() &&
    st.ino === w.ino &&
    st.dev === w.dev &&
    st.size === w.size &&
    st.mtimeMs === w.mtimeMs &&
    st.ctimeMs === w.ctimeMs
  );
}

/**
 * In a process that keeps runs (watch mode, see `retainRuns`): the files each output folder (by absolute path) held
 * after this process's last writing run there. A run whose file has the hash it had then, and whose `lstat` says it
 * was not touched since, takes it as unchanged without reading it; any other file is read and compared as always.
 * A run takes its folder's record and gives one back only if it finishes.
 */
const writtenBefore = new Map<string, ReadonlyMap<string, Written>>();

/**
 * One run over the output folder, fed one target at a time. In `write` mode,
 * it holds the folder's lock from start to end; each new or changed file is
 * staged (written under the staging folder) as it arrives and its text
 * dropped, so a large output is never held whole; `finish` then refuses
 * (staging discarded, the output untouched) if a file is not acp-codegen's to
 * touch, or journals and renames everything into place. In `check` mode
 * nothing is written, renamed or deleted: it waits while another run writes,
 * refuses (exit status 2) an interrupted run it would have to recover, and
 * stale files keep a short diff.
 */
export class OutputRun {
  private readonly manifest: Manifest | null;
  private readonly entries: OutputEntry[] = [];
  private readonly hashes = new Map<string, string>();
  /** Watch mode: the files as this process's last writing run in the folder left them (see writtenBefore). */
  private readonly before: ReadonlyMap<string, Written> | null = null;
  /** Watch mode: each unchanged file's `lstat` taken by this run, for the record it leaves. */
  private readonly stats = new Map<string, Stats>();
  /** How many generated files this run read from disk to compare (watch mode reads only those it cannot vouch for). */
  filesRead = 0;
  private readonly created: boolean;
  /** The topmost folder this run created to make the output folder, if it made one. */
  private createdTop: string | null = null;
  private staging: string | null = null;
  private locked = false;
  private readonly stamp: string;
  /** The file of the output folder's lock (outside the folder). */
  private lockPath: string;

  constructor(
    readonly outDir: string,
    readonly mode: "write" | "check",
    options: { onWait?: (pid: number) => void } = {},
  ) {
    this.created = !existsSync(outDir);
    this.lockPath = lockPathOf(outDir);
    if (mode === "check") {
      this.awaitWriters(options.onWait);
      const left = interruptedRun(outDir);
      if (left) {
        throw new OutputError(
          `the output folder '${resolve(outDir)}' holds an interrupted run (${left} left behind); checking does not repair it: run \`acp-codegen generate\` to finish or discard it`,
          2,
        );
      }
      this.stamp = manifestStamp(outDir);
      this.manifest = readManifest(outDir);
      return;
    }
    this.stamp = "";
    try {
      this.createdTop = fsStep(outDir, () => io.mkdir(outDir, { recursive: true })) ?? null;
      // Its real path may differ now that the folder exists (a link made meanwhile): the lock follows it.
      this.lockPath = lockPathOf(outDir);
      fsStep(outDir, () => acquireLock(outDir, this.lockPath, options.onWait));
      this.locked = true;
      // A run that failed while this one waited removed the output folder it had created: make it again.
      fsStep(outDir, () => io.mkdir(outDir, { recursive: true }));
      recoverOutput(outDir);
      this.manifest = readManifest(outDir);
      if (retaining()) {
        const key = resolve(outDir);
        this.before = writtenBefore.get(key) ?? new Map();
        writtenBefore.delete(key);
      }
    } catch (e) {
      this.abort();
      throw e;
    }
  }

  /** Checking: waits (bounded) while another run holds the lock. */
  private awaitWriters(onWait?: (pid: number) => void): void {
    const path = this.lockPath;
    const deadline = Date.now() + lockWaitMs();
    let told = false;
    for (let holder = lockHolder(path); holder !== null; holder = lockHolder(path)) {
      if (Date.now() >= deadline && holder !== 0) {
        throw new OutputError(
          `the output folder '${resolve(this.outDir)}' is being written by another acp-codegen run (process ${holder}); check it once that run is done`,
          2,
        );
      }
      if (!told && holder) onWait?.(holder);
      told = true;
      sleepMs(50);
    }
  }

  private conflictOf(path: string, current: Uint8Array): string | null {
    if (this.manifest?.files[path] === sha256(current)) return null;
    return this.manifest?.files[path]
      ? "it was edited by hand since acp-codegen wrote it"
      : "acp-codegen did not write it";
  }

  /** Compares files with what is on disk and, when writing, stages those that differ. */
  add(files: readonly GeneratedFile[]): void {
    for (const f of files) {
      const { path: target, stat } = checkedPath(this.outDir, f.path, { writing: this.mode === "write" });
      if (this.hashes.has(f.path))
        throw new OutputError(`internal error: two generated files have the path '${f.path}'`);
      // Compared, hashed and written as UTF-8 bytes: the content is encoded once (or came as bytes from the output
      // cache), and what is on disk is never decoded unless it differs.
      const { bytes, sha256: hash } = encodedFile(f);
      const was = this.before?.get(f.path);
      let status: FileStatus;
      let current: Buffer | null = null;
      if (was !== undefined && stat !== null && was.sha256 === hash && unchangedSince(was, stat)) status = "unchanged";
      else {
        current = bytesOrNull(target);
        this.filesRead++;
        status = current === null ? "new" : current.equals(bytes) ? "unchanged" : "changed";
      }
      if (this.before !== null && status === "unchanged" && stat?.isFile()) this.stats.set(f.path, stat);
      const conflict = status === "changed" ? this.conflictOf(f.path, current!) : null;
      this.hashes.set(f.path, hash);
      this.entries.push({
        path: f.path,
        status,
        conflict,
        diff:
          status === "changed" && this.mode === "check"
            ? unifiedDiff(current!.toString("utf8"), f.content, diffNames(join(this.outDir, f.path)))
            : null,
      });
      if (this.mode === "write" && status !== "unchanged") this.stage(f.path, bytes);
    }
  }

  private stage(path: string, content: string | Uint8Array): void {
    fsStep(this.outDir, () => {
      if (this.staging === null) {
        const staging = safePath(this.outDir, STAGING, { bookkeeping: true, kind: "folder" });
        io.rm(staging, { recursive: true, force: true });
        io.mkdir(staging, { recursive: true });
        this.staging = staging;
        io.writeFile(join(staging, OWNER), String(process.pid));
      }
      const staged = stagedPath(path);
      const target = safePath(this.staging, staged, { bookkeeping: path === MANIFEST });
      if (staged.includes("/")) io.mkdir(dirname(target), { recursive: true });
      io.writeFile(target, content);
    });
  }

  /** Watch mode, once the run is written: what each generated file is on disk now, for the next run (see writtenBefore). */
  private remember(): void {
    if (this.before === null) return;
    const now = new Map<string, Written>();
    for (const [path, hash] of this.hashes) {
      const st = this.stats.get(path) ?? lstatOrNull(join(this.outDir, path));
      if (st?.isFile()) now.set(path, writtenOf(hash, st));
    }
    writtenBefore.set(resolve(this.outDir), now);
  }

  /** Lets go of the lock (writing runs). */
  private unlock(): void {
    if (!this.locked) return;
    this.locked = false;
    releaseLockFile(resolve(this.lockPath));
  }

  /** Drops whatever was staged and lets go of the lock: the output folder is as it was (folders this run created are removed if empty). */
  abort(): void {
    try {
      if (this.staging !== null) io.rm(this.staging, { recursive: true, force: true });
      if (this.locked) io.rm(join(this.outDir, JOURNAL_TMP), { force: true });
    } catch {
      // A folder that cannot be written never got a staging folder either.
    }
    this.staging = null;
    this.unlock();
    if (this.created && this.mode === "write") {
      // Up to the topmost folder this run made, each one that is empty.
      const top = this.createdTop ? resolve(this.createdTop) : resolve(this.outDir);
      for (let d = resolve(this.outDir); ; d = dirname(d)) {
        try {
          io.rmdir(d);
        } catch {
          // Not empty, or never made: either way nothing of this run is left.
          break;
        }
        if (d === top || dirname(d) === d) break;
      }
    }
  }

  /**
   * Adds the files under `scopes` (the folders this run owns) that it did not
   * generate as `extra`; when writing, applies the run (see the class). Returns
   * every file's entry, sorted by path.
   */
  finish(scopes: readonly string[], options: { force?: boolean; isArtifact?: ArtifactTest } = {}): OutputEntry[] {
    const writing = this.mode === "write";
    for (const scope of scopes) {
      if (scope) safePath(this.outDir, scope, { kind: "folder", writing });
      for (const rel of listTree(join(this.outDir, scope), options.isArtifact)) {
        const path = scope ? `${scope}/${rel}` : rel;
        if (this.hashes.has(path)) continue;
        const current = bytesOrNull(join(this.outDir, path));
        this.entries.push({
          path,
          status: "extra",
          conflict: current === null ? null : this.conflictOf(path, current),
          diff: null,
        });
      }
    }
    const entries = this.entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (!writing) {
      // What was read is only an answer if no run wrote the folder meanwhile.
      const holder = lockHolder(this.lockPath);
      if (holder !== null || manifestStamp(this.outDir) !== this.stamp || interruptedRun(this.outDir) !== null) {
        throw new OutputError(
          `the output folder '${resolve(this.outDir)}' was written by another acp-codegen run while it was being checked; check it again`,
          2,
        );
      }
      return entries;
    }
    const conflicts = entries.filter((p) => p.conflict && p.status !== "unchanged");
    if (conflicts.length && !options.force) {
      this.abort();
      const lines = conflicts.map(
        (p) =>
          `  ${join(this.outDir, p.path)}: ${p.status === "extra" ? "would be deleted" : "would be overwritten"}, but ${p.conflict}`,
      );
      throw new OutputError(
        `refusing to touch files acp-codegen does not own (rerun with --force to replace them):\n${lines.join("\n")}`,
      );
    }
    const writes = entries.filter((p) => p.status === "new" || p.status === "changed");
    const deletes = entries.filter((p) => p.status === "extra");
    // The folder may have changed while the targets rendered: every path is checked again before the commit point.
    for (const p of [...writes, ...deletes]) safePath(this.outDir, p.path);
    const files: Record<string, string> = { ...(this.manifest?.files ?? {}) };
    for (const p of deletes) delete files[p.path];
    for (const [path, hash] of this.hashes) files[path] = hash;
    const manifest = manifestText(files);
    if (!writes.length && !deletes.length && readOrNull(join(this.outDir, MANIFEST)) === manifest) {
      this.remember();
      this.unlock();
      return entries;
    }
    this.stage(MANIFEST, manifest);
    safePath(this.outDir, MANIFEST, { bookkeeping: true });
    // The commit point: once the journal exists, any later writing run finishes the run.
    const journal = { renames: [...writes.map((p) => p.path), MANIFEST], deletes: deletes.map((p) => p.path) };
    const tmp = safePath(this.outDir, JOURNAL_TMP, { bookkeeping: true });
    const final = safePath(this.outDir, JOURNAL, { bookkeeping: true });
    fsStep(this.outDir, () => {
      io.writeFile(tmp, JSON.stringify(journal));
      io.rename(tmp, final);
    });
    this.staging = null;
    try {
      recoverOutput(this.outDir);
      this.remember();
    } finally {
      this.unlock();
    }
    return entries;
  }
}

/** The names a stale file's diff gives the two sides: its path from the working folder, on disk and as the spec makes it. */
function diffNames(file: string): { from: string; to: string } {
  const rel = relative(process.cwd(), resolve(file));
  const shown = (
    rel && !isAbsolute(rel) && !(rel.startsWith("..") && rel.length > resolve(file).length) ? rel : resolve(file)
  )
    .split(sep)
    .join("/");
  return { from: `${shown} (on disk)`, to: `${shown} (from the spec)` };
}
