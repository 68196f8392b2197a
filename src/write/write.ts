import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { GeneratedFile } from "../render/target.js";
import { unifiedDiff } from "./unified-diff.js";

/**
 * The only module that writes to disk. A run stages every file, records a
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

/**
 * Build and tool artifacts inside out/ that are never generated and never
 * compared: what the toolchains people run inside a target folder leave
 * behind, as each language declares it (its `toolchainFiles`, which its
 * generated `.gitignore` lists too), and what the operating system leaves
 * anywhere. Neither foreign files nor stale output.
 */
export type ArtifactTest = (name: string) => boolean;

/** What the operating system leaves in any folder. */
const SYSTEM_FILES = new Set([".DS_Store"]);

/** Only what the operating system leaves: a run that knows its languages' toolchains passes their test. */
export const systemArtifacts: ArtifactTest = (name) => SYSTEM_FILES.has(name);

export const MANIFEST = ".acp-codegen-manifest.json";
const STAGING = ".acp-codegen-staging";
const JOURNAL = ".acp-codegen-journal.json";
const JOURNAL_TMP = `${JOURNAL}.tmp`;
/**
 * The name the lock had inside the output folder before it moved out (see
 * `lockPathOf`): still reserved, so no generated path takes it, and a file of
 * that name (left by an older version, or committed) is ignored.
 */
export const LOCK = ".acp-codegen-lock";
/** acp-codegen's own names at the top of the output folder: never a generated path. */
const BOOKKEEPING = new Set([MANIFEST, STAGING, JOURNAL, JOURNAL_TMP, LOCK]);

export type FileStatus = "new" | "changed" | "unchanged" | "extra";

/** What a run did, or would do, to one file. */
export interface OutputEntry {
  readonly path: string;
  readonly status: FileStatus;
  /** Why writing or removing this file would lose someone's work (it is not acp-codegen's, or was edited by hand). */
  readonly conflict: string | null;
  /** For a changed file when checking: a unified diff from what is on disk to what is wanted (at most 200 lines of hunks). */
  readonly diff: string | null;
}

/**
 * A refusal or a failure concerning the output folder, as one plain message.
 * `exitCode` 2: the folder's state could not be judged (an interrupted run, or
 * another run writing it). `committed`: the failure came after the run's
 * commit point, so the output is not as it was (the next generate finishes it).
 */
export class OutputError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    readonly committed = false,
  ) {
    super(message);
  }
}

/** A symbolic link where `safePath` allows none: `path` is the link, `to` says where it points (or is empty). */
export class SymlinkError extends OutputError {
  constructor(
    message: string,
    readonly path: string,
    readonly to: string,
  ) {
    super(message);
  }
}

/**
 * The calls that change the disk, in one place: tests replace one of them to
 * make the file system fail as a full disk or a read-only mount would.
 */
export const io = {
  mkdir: mkdirSync,
  writeFile: writeFileSync,
  rename: renameSync,
  rm: rmSync,
  rmdir: rmdirSync,
  unlink: unlinkSync,
  open: openSync,
};

/** What each file-system error code means, in the words of the error line. */
const CAUSES: Readonly<Record<string, string>> = {
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  ENOTDIR: "a file is where a folder should be",
  EEXIST: "a file is where a folder should be",
  EISDIR: "a folder is where a file should be",
  ENAMETOOLONG: "file name too long",
  ENOENT: "no such file or folder",
  EMFILE: "too many open files",
  EIO: "input/output error",
  EBUSY: "resource busy",
  ELOOP: "too many symbolic links",
};

function errnoOf(e: unknown): string | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code) ? code : null;
}

/** `cannot write the output folder '/abs/out': <cause> (<CODE>)[, at '<path>']`. */
function cannotWrite(outDir: string, code: string, path?: string | null, committed = false): OutputError {
  const out = resolve(outDir);
  const at = path && resolve(path) !== out ? `, at '${resolve(path)}'` : "";
  const after = committed ? "; the run was already committed: the next `acp-codegen generate` finishes it" : "";
  return new OutputError(
    `cannot write the output folder '${out}': ${CAUSES[code] ?? "file-system error"} (${code})${at}${after}`,
    1,
    committed,
  );
}

/** Runs `f`, turning a file-system error into one plain OutputError about the output folder. */
function fsStep<T>(outDir: string, f: () => T, committed = false): T {
  try {
    return f();
  } catch (e) {
    const code = errnoOf(e);
    if (e instanceof OutputError || code === null) throw e;
    throw cannotWrite(
      outDir,
      code,
      (e as NodeJS.ErrnoException).path ?? (e as { dest?: string }).dest ?? null,
      committed,
    );
  }
}

interface Manifest {
  readonly generator: "acp-codegen";
  /** Path (relative to the output folder) -> sha256 of the content acp-codegen wrote. */
  readonly files: Record<string, string>;
}

function sha256(text: string | Uint8Array): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Lists files under `dir` (relative, `/`-separated, sorted), skipping ignored
 * artifacts and acp-codegen's own bookkeeping. A symbolic link is listed as it
 * is, never followed.
 */
export function listTree(dir: string, isArtifact: ArtifactTest = systemArtifacts): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let names: import("node:fs").Dirent[];
    try {
      names = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const n of names) {
      if (SYSTEM_FILES.has(n.name) || isArtifact(n.name) || n.name.startsWith(".acp-codegen-")) continue;
      const full = join(d, n.name);
      if (n.isDirectory()) walk(full);
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

/** A file's bytes, or null when it cannot be read. */
function bytesOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** A generated path must stay inside the output folder: relative, `/`-separated, no `.` or `..` segments. */
export function checkPath(path: string): void {
  if (!isRelativePath(path) || path.split("/").some((p) => p.startsWith(".acp-codegen-"))) {
    throw new OutputError(
      `refusing to write '${path}': the path would leave the output folder or clash with acp-codegen's bookkeeping`,
    );
  }
}

function isRelativePath(path: string): boolean {
  return (
    typeof path === "string" &&
    path !== "" &&
    !path.startsWith("/") &&
    !/\\|^[A-Za-z]:|\0/.test(path) &&
    !path.split("/").some((p) => p === "" || p === "." || p === "..")
  );
}

function lstatOrNull(path: string): import("node:fs").Stats | null {
  try {
    return lstatSync(path);
  } catch (e) {
    const code = errnoOf(e);
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw e;
  }
}

/**
 * The one gate of every path acp-codegen writes, renames or deletes under
 * `root` (the output folder, or its staging folder): `rel` is a generated path
 * (see `checkPath`), or with `bookkeeping` one of acp-codegen's own names at
 * the top; no component that exists between `root` and the file is a symbolic
 * link (`root` itself may be one); and, when writing, every existing component
 * but the last is a folder, and the last is a `kind` (a file by default).
 * Returns the absolute path; refuses with an OutputError naming the culprit.
 */
export function safePath(
  root: string,
  rel: string,
  options: { bookkeeping?: boolean; kind?: "file" | "folder"; writing?: boolean } = {},
): string {
  const { bookkeeping = false, kind = "file", writing = true } = options;
  if (bookkeeping ? !BOOKKEEPING.has(rel) : true) checkPath(rel);
  const parts = rel.split("/");
  let at = resolve(root);
  for (let i = 0; i < parts.length; i++) {
    at = join(at, parts[i]!);
    const st = lstatOrNull(at);
    if (st === null) break;
    if (st.isSymbolicLink()) {
      let to = "";
      try {
        to = ` (to '${readlinkSync(at)}')`;
      } catch {
        // Unreadable: named without its target.
      }
      throw new SymlinkError(
        `refusing to touch '${at}': it is a symbolic link${to}, and acp-codegen only writes real files and folders inside its output folder`,
        at,
        to,
      );
    }
    if (!writing) continue;
    const last = i === parts.length - 1;
    const out = basename(root) === STAGING ? dirname(root) : root;
    if ((!last || kind === "folder") && !st.isDirectory()) throw cannotWrite(out, "ENOTDIR", at);
    if (last && kind === "file" && st.isDirectory()) throw cannotWrite(out, "EISDIR", at);
  }
  return join(resolve(root), ...parts);
}

const HEX64 = /^[0-9a-f]{64}$/;

/** The manifest, or null when there is none; a manifest acp-codegen did not write is refused, never acted on. */
export function readManifest(outDir: string): Manifest | null {
  const path = safePath(outDir, MANIFEST, { bookkeeping: true, writing: false });
  const text = readOrNull(path);
  if (text === null) return null;
  const refuse = (why: string): never => {
    throw new OutputError(
      `refusing to use the manifest '${path}': ${why}. acp-codegen did not write it; remove it, then run generate (with --force to take over the files it would have vouched for)`,
    );
  };
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch {
    return refuse("it is not JSON");
  }
  if (typeof m !== "object" || m === null || (m as Manifest).generator !== "acp-codegen")
    return refuse('it is not an object with "generator": "acp-codegen"');
  const files = (m as Manifest).files;
  if (typeof files !== "object" || files === null || Array.isArray(files))
    return refuse('its "files" is not an object');
  for (const [path, hash] of Object.entries(files)) {
    if (!isRelativePath(path) || path.split("/").some((p) => p.startsWith(".acp-codegen-")))
      return refuse(`it lists '${path}', which is not a path inside the output folder`);
    if (typeof hash !== "string" || !HEX64.test(hash)) return refuse(`the hash of '${path}' is not a SHA-256`);
  }
  return { generator: "acp-codegen", files: { ...files } };
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

interface Journal {
  readonly renames: readonly string[];
  readonly deletes: readonly string[];
}

/** The journal, or null when there is none; one acp-codegen did not write is refused, never acted on. */
function readJournal(outDir: string): Journal | null {
  const path = safePath(outDir, JOURNAL, { bookkeeping: true, writing: false });
  const text = readOrNull(path);
  if (text === null) return null;
  const refuse = (why: string): never => {
    throw new OutputError(
      `refusing to act on the journal '${path}': ${why}. acp-codegen did not write it; remove it and '${join(resolve(outDir), STAGING)}', then run generate again`,
    );
  };
  let j: unknown;
  try {
    j = JSON.parse(text);
  } catch {
    return refuse("it is not JSON");
  }
  const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
  if (
    typeof j !== "object" ||
    j === null ||
    !isList((j as Journal).renames) ||
    !isList((j as Journal).deletes) ||
    Object.keys(j).length !== 2
  ) {
    return refuse('it is not an object of two lists of paths, "renames" and "deletes"');
  }
  const { renames, deletes } = j as Journal;
  for (const p of [...renames.filter((r) => r !== MANIFEST), ...deletes]) {
    if (!isRelativePath(p) || p.split("/").some((s) => s.startsWith(".acp-codegen-")))
      return refuse(`it names '${p}', which is not a path inside the output folder`);
  }
  return { renames, deletes };
}

/** Whether an interrupted run left its staging folder or journal behind (what a writing run recovers). */
export function interruptedRun(outDir: string): string | null {
  const left = [JOURNAL, JOURNAL_TMP, STAGING].filter((n) => lstatOrNull(join(outDir, n)) !== null);
  return left.length ? left.map((n) => `'${n}'`).join(" and ") : null;
}

/**
 * Finishes or discards an interrupted run, so the output is as it was or fully
 * new. Every writing run calls this first, holding the lock. Every path of the
 * journal is checked (`safePath`) before anything is touched.
 */
export function recoverOutput(outDir: string): "none" | "rolled-forward" | "rolled-back" {
  const journal = readJournal(outDir);
  const staging = join(outDir, STAGING);
  if (journal !== null) {
    const stagingAbs = safePath(outDir, STAGING, { bookkeeping: true, kind: "folder" });
    const renames = journal.renames.map((path) => {
      const from = safePath(stagingAbs, path, { bookkeeping: path === MANIFEST });
      const to = safePath(outDir, path, { bookkeeping: path === MANIFEST });
      return { from, to };
    });
    const deletes = journal.deletes.map((path) => safePath(outDir, path));
    const journalPath = safePath(outDir, JOURNAL, { bookkeeping: true });
    fsStep(
      outDir,
      () => {
        for (const { from, to } of renames) {
          if (existsSync(from)) {
            io.mkdir(dirname(to), { recursive: true });
            io.rename(from, to);
          }
        }
        for (const path of deletes) io.rm(path, { force: true });
        io.rm(stagingAbs, { recursive: true, force: true });
        io.unlink(journalPath);
      },
      true,
    );
    return "rolled-forward";
  }
  if (interruptedRun(outDir) !== null) {
    const stagingAbs = safePath(outDir, STAGING, { bookkeeping: true, kind: "folder" });
    const tmp = safePath(outDir, JOURNAL_TMP, { bookkeeping: true });
    // A run still staging (another process, streaming its targets in) is not interrupted: leave it be.
    if (!existsSync(tmp) && alive(Number(readOrNull(join(staging, OWNER))))) return "none";
    fsStep(outDir, () => {
      io.rm(stagingAbs, { recursive: true, force: true });
      io.rm(tmp, { force: true });
    });
    return "rolled-back";
  }
  return "none";
}

/** Locks this process holds (absolute paths), released on exit whatever happens. */
const heldLocks = new Set<string>();
let exitHook = false;

/** How long a run waits for another one writing the same folder (ACP_CODEGEN_LOCK_WAIT, in seconds; default 60). */
function lockWaitMs(): number {
  const s = Number(process.env.ACP_CODEGEN_LOCK_WAIT);
  return process.env.ACP_CODEGEN_LOCK_WAIT !== undefined && Number.isFinite(s) && s >= 0 ? s * 1000 : 60_000;
}

/** A lock left empty this long (its process died between creating it and writing its id) is stale. */
const EMPTY_LOCK_STALE_MS = 2000;

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Who holds the lock: null when it is free (no lock file, or one left by a
 * process that is gone), else the holder's process id (0 while a lock being
 * created holds no id yet).
 */
function lockHolder(path: string): number | null {
  const text = readOrNull(path);
  if (text === null) return null;
  const pid = lockPid(text);
  if (pid === null) {
    const st = lstatOrNull(path);
    return st && Date.now() - st.mtimeMs < EMPTY_LOCK_STALE_MS ? 0 : null;
  }
  if (pid === process.pid) return heldLocks.has(resolve(path)) ? pid : null;
  return alive(pid) ? pid : null;
}

/** The process id a lock names: its first line (the second, the output folder it locks, is for people). */
function lockPid(text: string): number | null {
  const m = /^(\d+)(?:\n[^\n]*)?\n?$/.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The folder locks are kept in: `ACP_CODEGEN_LOCK_DIR`, else a folder of the
 * user's own in the operating system's temporary folder. Never inside the
 * output folder: there a pull request could commit a lock naming a process id
 * that happens to be alive on the CI machine, and every run would wait on it.
 */
function lockFolder(): string {
  if (process.env.ACP_CODEGEN_LOCK_DIR) return resolve(process.env.ACP_CODEGEN_LOCK_DIR);
  const user =
    typeof process.getuid === "function"
      ? String(process.getuid())
      : userInfo().username.replace(/[^A-Za-z0-9_.-]/g, "_");
  return join(tmpdir(), `acp-codegen-locks-${user}`);
}

/**
 * Where the lock of an output folder lives: a file in the lock folder named
 * after the output folder's real path (symbolic links resolved, so two
 * spellings of one folder share one lock). Nothing in the output folder, nor
 * anything a commit can add, decides it.
 */
export function lockPathOf(outDir: string): string {
  return join(lockFolder(), `${sha256(realPathOf(outDir)).slice(0, 40)}.lock`);
}

/**
 * Makes the lock folder (readable and writable by its owner only) and checks
 * that it is a folder of this user's, not a link nor another user's folder
 * planted in a shared temporary folder.
 */
function ensureLockFolder(): void {
  const dir = lockFolder();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = lstatSync(dir);
  // A folder named by ACP_CODEGEN_LOCK_DIR is the user's choice; the default one, in a shared temporary folder, is checked.
  const uid = typeof process.getuid === "function" && !process.env.ACP_CODEGEN_LOCK_DIR ? process.getuid() : null;
  const why = !st.isDirectory()
    ? "it is not a folder"
    : uid !== null && st.uid !== uid
      ? `it belongs to another user (uid ${st.uid})`
      : uid !== null && (st.mode & 0o022) !== 0
        ? "others may write in it"
        : null;
  if (why)
    throw new OutputError(
      `cannot use the lock folder '${dir}': ${why}; remove it, or name another with ACP_CODEGEN_LOCK_DIR`,
    );
}

/**
 * Takes the lock of the output folder (created atomically, `wx`), waiting for
 * a live holder to let go (bounded; `onWait` is told once) and taking over a
 * lock whose process is gone.
 */
function acquireLock(outDir: string, path: string, onWait?: (pid: number) => void): void {
  ensureLockFolder();
  const deadline = Date.now() + lockWaitMs();
  let told = false;
  for (;;) {
    try {
      const fd = io.open(path, "wx");
      try {
        writeSync(fd, `${process.pid}\n${realPathOf(outDir)}\n`);
      } finally {
        closeSync(fd);
      }
      heldLocks.add(resolve(path));
      if (!exitHook) {
        exitHook = true;
        process.once("exit", () => {
          for (const p of heldLocks) releaseLockFile(p);
        });
      }
      return;
    } catch (e) {
      const code = errnoOf(e);
      if (code === "ENOENT" && Date.now() < deadline) {
        // The lock folder went away (a cleaner of the temporary folder): make it again.
        ensureLockFolder();
        continue;
      }
      if (code !== "EEXIST") throw e;
    }
    const holder = lockHolder(path);
    if (holder === null) {
      takeOverLock(path);
      continue;
    }
    // A lock still without its id is a run between creating and filling it (or one that died there): it soon shows which.
    if (Date.now() >= deadline && holder !== 0) {
      throw new OutputError(
        `the output folder '${resolve(outDir)}' is being written by another acp-codegen run (process ${holder}, per its lock '${path}'); gave up after waiting ${lockWaitMs() / 1000} s. If no acp-codegen is running, remove the lock file`,
      );
    }
    if (!told && holder) onWait?.(holder);
    told = true;
    sleepMs(50);
  }
}

/**
 * Removes a stale lock, unless another run took the lock meanwhile (then its
 * lock is put back). Two runs taking over one stale lock at once are told
 * apart by what they moved aside; only a third run taking the lock in the
 * instant between could still slip in.
 */
function takeOverLock(path: string): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    io.rename(path, aside);
  } catch (e) {
    if (errnoOf(e) === "ENOENT") return;
    throw e;
  }
  const text = readOrNull(aside);
  const pid = text === null ? null : lockPid(text);
  if (pid !== null && alive(pid)) {
    try {
      linkSync(aside, path);
    } catch {
      // Another run took the lock again in between: it is theirs.
    }
  }
  io.rm(aside, { force: true });
}

function releaseLockFile(path: string): void {
  heldLocks.delete(path);
  try {
    if (lockPid(readFileSync(path, "utf8")) === process.pid) unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/** What identifies the manifest on disk: a writing run replaces it (a new file) whenever it changes anything. */
function manifestStamp(outDir: string): string {
  const st = lstatOrNull(join(outDir, MANIFEST));
  return st ? `${st.ino}:${st.size}:${st.mtimeMs}` : "none";
}

/** A path with the symbolic links of its existing part resolved (the rest, not made yet, as given). */
function realPathOf(p: string): string {
  let at = resolve(p);
  const rest: string[] = [];
  for (;;) {
    try {
      return join(realpathSync.native(at), ...rest.reverse());
    } catch {
      const up = dirname(at);
      if (up === at) return resolve(p);
      rest.push(at.slice(up.length).replace(/^[\\/]/, ""));
      at = up;
    }
  }
}

/**
 * Why `out` may not be the output folder of `spec`: it is the spec folder, is
 * inside it, or holds it (generated files would be read as spec, or a spec
 * file deleted as stale output). Compares real paths (symbolic links of the
 * existing parents resolved). Null when they are apart.
 */
export function outputOverlapsSpec(spec: string, out: string): string | null {
  const s = realPathOf(spec);
  const o = realPathOf(out);
  const inside = (a: string, b: string): boolean => {
    const r = relative(b, a);
    return r !== "" && r !== ".." && !r.startsWith(`..${sep}`) && !isAbsolute(r);
  };
  if (s === o)
    return `the output folder '${out}' is the spec folder '${spec}'${o !== resolve(out) ? ` (both are '${o}')` : ""}: the generated files would be read as spec`;
  if (inside(o, s))
    return `the output folder '${out}' is inside the spec folder '${spec}': the generated files would be read as spec`;
  if (inside(s, o))
    return `the spec folder '${spec}' is inside the output folder '${out}': generating would write among the spec files, and could delete them as stale output`;
  return null;
}

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
      const target = safePath(this.outDir, f.path, { writing: this.mode === "write" });
      if (this.hashes.has(f.path))
        throw new OutputError(`internal error: two generated files have the path '${f.path}'`);
      // Compared, hashed and written as UTF-8 bytes: the content is encoded once, and what is on disk is never decoded unless it differs.
      const bytes = Buffer.from(f.content, "utf8");
      const current = bytesOrNull(target);
      const status: FileStatus = current === null ? "new" : current.equals(bytes) ? "unchanged" : "changed";
      const conflict = status === "changed" ? this.conflictOf(f.path, current!) : null;
      this.hashes.set(f.path, sha256(bytes));
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
      const target = safePath(this.staging, path, { bookkeeping: path === MANIFEST });
      io.mkdir(dirname(target), { recursive: true });
      io.writeFile(target, content);
    });
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

/**
 * The manifest's text: JSON, an entry per line with a blank line between entries, so that two branches that change
 * different files change lines apart and git merges them without a conflict (changes on adjacent lines conflict).
 */
export function manifestText(files: { readonly [path: string]: string }): string {
  const entries = Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = entries.map(([path, hash]) => `    ${JSON.stringify(path)}: ${JSON.stringify(hash)}`).join(",\n\n");
  return `{\n  "generator": "acp-codegen",\n  "files": {${entries.length ? `\n${body}\n  ` : ""}}\n}\n`;
}
