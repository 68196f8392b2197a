/** The lock file that lets one writer at a time into an output folder, kept outside the folder (see `lockPathOf`). */

import { closeSync, linkSync, lstatSync, mkdirSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { sha256 } from "./manifest.js";
import { OutputError, errnoOf, io } from "./output-error.js";
import { lstatOrNull, readOrNull, realPathOf } from "./paths.js";

/** Whether a process is running (the staging of a live run is not an interrupted one). */
export function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Locks this process holds (absolute paths), released on exit whatever happens. */
const heldLocks = new Set<string>();
let exitHook = false;

/** How long a run waits for another one writing the same folder (ACP_CODEGEN_LOCK_WAIT, in seconds; default 60). */
export function lockWaitMs(): number {
  const s = Number(process.env.ACP_CODEGEN_LOCK_WAIT);
  return process.env.ACP_CODEGEN_LOCK_WAIT !== undefined && Number.isFinite(s) && s >= 0 ? s * 1000 : 60_000;
}

/** A lock left empty this long (its process died between creating it and writing its id) is stale. */
const EMPTY_LOCK_STALE_MS = 2000;

export function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Who holds the lock: null when it is free (no lock file, or one left by a
 * process that is gone), else the holder's process id (0 while a lock being
 * created holds no id yet).
 */
export function lockHolder(path: string): number | null {
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
export function acquireLock(outDir: string, path: string, onWait?: (pid: number) => void): void {
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

export function releaseLockFile(path: string): void {
  heldLocks.delete(path);
  try {
    if (lockPid(readFileSync(path, "utf8")) === process.pid) unlinkSync(path);
  } catch {
    // Gone already.
  }
}
