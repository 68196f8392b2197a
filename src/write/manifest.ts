/** The manifest of an output folder: what acp-codegen wrote there, by path and digest. */

import { createHash } from "node:crypto";
import { join } from "node:path";
import { OutputError } from "./output-error.js";
import { MANIFEST, isRelativePath, lstatOrNull, readOrNull, safePath } from "./paths.js";

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

export interface Manifest {
  readonly generator: "acp-codegen";
  /** Path (relative to the output folder) -> sha256 of the content acp-codegen wrote. */
  readonly files: Record<string, string>;
}

export function sha256(text: string | Uint8Array): string {
  return createHash("sha256").update(text).digest("hex");
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

/** What identifies the manifest on disk: a writing run replaces it (a new file) whenever it changes anything. */
export function manifestStamp(outDir: string): string {
  const st = lstatOrNull(join(outDir, MANIFEST));
  return st ? `${st.ino}:${st.size}:${st.mtimeMs}` : "none";
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
