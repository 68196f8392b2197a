/** How the output folder fails: one plain line naming the path and the cause, the output untouched. */

import { mkdirSync, openSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

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

export function errnoOf(e: unknown): string | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code) ? code : null;
}

/** `cannot write the output folder '/abs/out': <cause> (<CODE>)[, at '<path>']`. */
export function cannotWrite(outDir: string, code: string, path?: string | null, committed = false): OutputError {
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
export function fsStep<T>(outDir: string, f: () => T, committed = false): T {
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
