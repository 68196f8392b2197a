/**
 * Paths in the output folder: the names of the bookkeeping files, listing and reading the folder, and `safePath`,
 * the one gate every path written, renamed or deleted passes.
 */

import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { OutputError, SymlinkError, cannotWrite, errnoOf } from "./output-error.js";

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
export const STAGING = ".acp-codegen-staging";
export const JOURNAL = ".acp-codegen-journal.json";
export const JOURNAL_TMP = `${JOURNAL}.tmp`;
/**
 * The name the lock had inside the output folder before it moved out (see
 * `lockPathOf`): still reserved, so no generated path takes it, and a file of
 * that name (left by an older version, or committed) is ignored.
 */
export const LOCK = ".acp-codegen-lock";
/** acp-codegen's own names at the top of the output folder: never a generated path. */
const BOOKKEEPING = new Set([MANIFEST, STAGING, JOURNAL, JOURNAL_TMP, LOCK]);

/**
 * Lists files under `dir` (relative, `/`-separated, sorted), skipping ignored
 * artifacts and acp-codegen's own bookkeeping. A symbolic link is listed as it
 * is, never followed.
 */
export function listTree(dir: string, isArtifact: ArtifactTest = systemArtifacts): string[] {
  const out: string[] = [];
  // Each path built as the walk goes down (`rel`: the folder's, `/`-separated), not worked out again from the whole.
  const walk = (d: string, rel: string): void => {
    let names: import("node:fs").Dirent[];
    try {
      names = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const n of names) {
      if (SYSTEM_FILES.has(n.name) || isArtifact(n.name) || n.name.startsWith(".acp-codegen-")) continue;
      const path = rel ? `${rel}/${n.name}` : n.name;
      if (n.isDirectory()) walk(join(d, n.name), path);
      else out.push(path);
    }
  };
  walk(dir, "");
  return out.sort();
}

export function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** A file's bytes, or null when it cannot be read. */
export function bytesOrNull(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/**
 * Where a file waits in the staging folder: at its top, its path's slashes escaped (`%2F`, and `%` as `%25`), so that
 * clearing the folder after a run removes one folder, not one per folder of the output (removing a folder is the
 * costliest call of a run on some file systems); at its path when the escaped name would be too long for one.
 */
export function stagedPath(path: string): string {
  const flat = path.replace(/%/g, "%25").replace(/\//g, "%2F");
  return Buffer.byteLength(flat) <= 200 ? flat : path;
}

/** A generated path must stay inside the output folder: relative, `/`-separated, no `.` or `..` segments. */
export function checkPath(path: string): void {
  if (!isRelativePath(path) || path.split("/").some((p) => p.startsWith(".acp-codegen-"))) {
    throw new OutputError(
      `refusing to write '${path}': the path would leave the output folder or clash with acp-codegen's bookkeeping`,
    );
  }
}

export function isRelativePath(path: string): boolean {
  return (
    typeof path === "string" &&
    path !== "" &&
    !path.startsWith("/") &&
    !/\\|^[A-Za-z]:|\0/.test(path) &&
    !path.split("/").some((p) => p === "" || p === "." || p === "..")
  );
}

export function lstatOrNull(path: string): import("node:fs").Stats | null {
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
  return checkedPath(root, rel, options).path;
}

/**
 * `safePath`, and the `lstat` it took of the path itself on the way (null: the path is not there), which tells a
 * caller that keeps what it wrote whether the file is still the one it wrote without another system call.
 */
export function checkedPath(
  root: string,
  rel: string,
  options: { bookkeeping?: boolean; kind?: "file" | "folder"; writing?: boolean } = {},
): { path: string; stat: import("node:fs").Stats | null } {
  const { bookkeeping = false, kind = "file", writing = true } = options;
  if (bookkeeping ? !BOOKKEEPING.has(rel) : true) checkPath(rel);
  const parts = rel.split("/");
  let at = resolve(root);
  let stat: import("node:fs").Stats | null = null;
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
    if (i === parts.length - 1) stat = st;
    if (!writing) continue;
    const last = i === parts.length - 1;
    const out = basename(root) === STAGING ? dirname(root) : root;
    if ((!last || kind === "folder") && !st.isDirectory()) throw cannotWrite(out, "ENOTDIR", at);
    if (last && kind === "file" && st.isDirectory()) throw cannotWrite(out, "EISDIR", at);
  }
  return { path: join(resolve(root), ...parts), stat };
}

/** A path with the symbolic links of its existing part resolved (the rest, not made yet, as given). */
export function realPathOf(p: string): string {
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
