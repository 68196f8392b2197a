/**
 * The journal of a run and the recovery of an interrupted one: a journaled run is finished, an unjournaled one
 * discarded.
 */

import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { alive } from "./lock.js";
import { OutputError, fsStep, io } from "./output-error.js";
import {
  JOURNAL,
  JOURNAL_TMP,
  MANIFEST,
  STAGING,
  isRelativePath,
  lstatOrNull,
  readOrNull,
  safePath,
  stagedPath,
} from "./paths.js";

/** The file in the staging folder that names the process staging into it. */
export const OWNER = ".owner";

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
      // Staged under its escaped name (see stagedPath), or at its path (a long one, or staged by an older version).
      const staged = stagedPath(path);
      let from = safePath(stagingAbs, staged, { bookkeeping: path === MANIFEST });
      if (staged !== path && !existsSync(from)) from = safePath(stagingAbs, path, { bookkeeping: path === MANIFEST });
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
