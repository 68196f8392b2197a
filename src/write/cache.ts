import { createHash } from "node:crypto";
import {
  type Dirent,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GeneratedFile } from "../render/target.js";
import { cacheRoot } from "./cache-root.js";
import { encodedFile, fileOfBytes } from "./encoded.js";

/**
 * A content-addressed cache of built models: the key covers every spec file's
 * path and text and the compiler's own model-building code, so a hit gives
 * exactly what loading and building would. A hit skips parsing entirely.
 */
export const CACHE_DIR = process.env.ACP_CODEGEN_CACHE_DIR || join(cacheRoot(), "models");
const KEEP = 16;

let fingerprint: string | null = null;

/** The model builder's concept readers (the files of model/build/), by path without extension, sorted. */
function modelReaders(): string[] {
  let names: string[];
  try {
    names = readdirSync(fileURLToPath(new URL("../model/build/", import.meta.url)));
  } catch {
    return [];
  }
  const stems = names
    .filter((n) => /\.(js|ts)$/.test(n) && !/\.(d|test)\.ts$|\.test\.js$/.test(n))
    .map((n) => n.replace(/\.(js|ts)$/, ""));
  return [...new Set(stems)].sort().map((n) => `../model/build/${n}`);
}

/** The compiler's own code that shapes a model (compiled, or its source when run from source): a changed compiler never reads an old entry. */
function compilerFingerprint(): string | null {
  if (fingerprint) return fingerprint;
  const h = createHash("sha256");
  // This module too: how an entry is written is part of what a reader must understand.
  for (const f of [
    "../model/build",
    ...modelReaders(),
    "../load/load",
    "../load/sources",
    "../load/tree",
    "../model/types",
    "./cache",
  ]) {
    const text = [".js", ".ts"]
      .map((ext) => {
        try {
          return readFileSync(fileURLToPath(new URL(`${f}${ext}`, import.meta.url)));
        } catch {
          return null;
        }
      })
      .find((t) => t !== null);
    if (!text) return null;
    h.update(text);
  }
  fingerprint = h.digest("hex");
  return fingerprint;
}

/** The cache key of a spec, or null when the compiler cannot fingerprint itself (then nothing is cached). */
export function cacheKey(sources: readonly { rel: string; text: string }[]): string | null {
  const fp = compilerFingerprint();
  if (fp === null) return null;
  const h = createHash("sha256").update(fp);
  for (const s of sources) h.update(`\0${s.rel}\0${s.text}`);
  return h.digest("hex");
}

/** Where outputs live: each target's formatted files (and the run's diagnostics) for a spec, a config and the compiler's code. */
export const OUTPUT_DIR = join(CACHE_DIR, "..", "outputs");
/** Output entries kept: a run of every target writes one per target and one for its diagnostics. */
export const OUTPUT_KEEP = 64;

/**
 * A fingerprint of the files under some folders, from their paths, sizes and
 * modification times (no file is read): the compiler's own code, its templates
 * and runtime sources, and a template-override folder. Any edit or rebuild
 * changes it.
 */
export function folderFingerprint(dirs: readonly string[]): string {
  const h = createHash("sha256");
  const file = (p: string): void => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (st) h.update(`\0${p}\0${st.size}\0${st.mtimeMs}`);
  };
  const walk = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
      );
    } catch (e) {
      // A file given as a folder (the package's package.json) counts as itself.
      if ((e as NodeJS.ErrnoException).code === "ENOTDIR") file(dir);
      else h.update(`\0missing\0${dir}`);
      return;
    }
    for (const d of entries) {
      const n = d.name;
      if (n === "node_modules" || n.startsWith(".") || NOT_CODE.test(n)) continue;
      const p = join(dir, n);
      if (d.isDirectory() || (d.isSymbolicLink() && statSync(p, { throwIfNoEntry: false })?.isDirectory())) walk(p);
      else file(p);
    }
  };
  for (const d of dirs) walk(d);
  return h.digest("hex");
}

/** Files under the fingerprinted folders that no run reads: type declarations, tests, source maps. */
const NOT_CODE = /\.d\.ts$|\.test\.(?:js|ts)$|\.map$/;

/**
 * How an exact integer (`bigint`, which a vector file may hold) was stored by
 * earlier releases: JSON has no bigint, so each was written as this one-key
 * object, and read back by a reviver (which slows the whole parse). Still read.
 */
const BIGINT = "\u0000acp-codegen:bigint";

function decodeValue(_k: string, v: unknown): unknown {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === BIGINT) return BigInt((v as Record<string, string>)[BIGINT]!);
  }
  return v;
}

/**
 * How an entry that holds bigints is stored now: `{ BIGINTS: [path, ...], "value": ... }`, each bigint written
 * as its decimal string and named by its path (keys and indexes from the value), so that reading it is a plain
 * JSON.parse and one step per bigint. An entry without a bigint is its value's JSON.
 */
const BIGINTS = "\u0000acp-codegen:bigints";
const BIGINTS_HEAD = `{${JSON.stringify(BIGINTS)}:`;

type Step = string | number;

function encodeEntry(value: unknown): string {
  const bigints: Step[][] = [];
  // Where each object or array stands: its holder and its key there (the root's holder is JSON.stringify's own).
  const at = new Map<object, { holder: object; key: Step }>();
  const pathOf = (holder: object, key: Step): Step[] => {
    const path: Step[] = [key];
    for (let h = at.get(holder); h; h = at.get(h.holder)) path.push(h.key);
    return path.reverse();
  };
  let root: object | null = null;
  const text = JSON.stringify(value, function (this: object, k: string, v: unknown): unknown {
    if (root === null) {
      root = this;
      if (typeof v === "bigint") bigints.push([]);
    } else if (typeof v === "bigint") bigints.push(pathOf(this, Array.isArray(this) ? Number(k) : k).slice(1));
    if (typeof v === "bigint") return String(v);
    if (typeof v === "object" && v !== null) at.set(v, { holder: this, key: Array.isArray(this) ? Number(k) : k });
    return v;
  });
  return bigints.length ? `${BIGINTS_HEAD}${JSON.stringify(bigints)},"value":${text}}` : text;
}

function decodeEntry(text: string): unknown {
  if (text.startsWith(BIGINTS_HEAD)) {
    const entry = JSON.parse(text) as { [BIGINTS]: Step[][]; value: unknown };
    let value = entry.value;
    for (const path of entry[BIGINTS]) {
      if (path.length === 0) {
        value = BigInt(value as string);
        continue;
      }
      let holder = value as Record<Step, unknown>;
      for (const step of path.slice(0, -1)) holder = holder[step] as Record<Step, unknown>;
      const last = path[path.length - 1]!;
      holder[last] = BigInt(holder[last] as string);
    }
    return value;
  }
  // A reviver slows every read: only for an entry of the earlier form that holds a bigint.
  return text.includes(JSON.stringify(BIGINT)) ? JSON.parse(text, decodeValue) : JSON.parse(text);
}

/** Whether an entry is stored (reading it may still fail: then it is as if it were not). */
export function hasCache(key: string, dir: string = CACHE_DIR, ext: "json" | "files" = "json"): boolean {
  return existsSync(join(dir, `${key}.${ext}`));
}

export function readCache<T>(key: string, dir: string = CACHE_DIR): T | null {
  try {
    return decodeEntry(readFileSync(join(dir, `${key}.json`), "utf8")) as T;
  } catch {
    return null;
  }
}

/** Stores an entry (written to a temporary file, then renamed) and keeps only the newest few. */
export function writeCache(key: string, value: unknown, dir: string = CACHE_DIR, keep: number = KEEP): void {
  store(dir, `${key}.json`, encodeEntry(value), keep);
}

/** A file of an entry of files: where it goes, how it is formatted (its text is stored after the header). */
interface StoredFile {
  readonly path: string;
  readonly format: GeneratedFile["format"];
  /** Its length in UTF-8 bytes. */
  readonly bytes: number;
  /** The SHA-256 of those bytes (the writer records it in the manifest). */
  readonly sha256: string;
}

/**
 * Stores a list of generated files: one line of JSON naming each file and its length in bytes, then their texts
 * one after another, as they are. Reading it back decodes each text from its bytes, with no JSON to parse: a
 * target's files are megabytes of code, full of the quotes and newlines JSON would escape.
 */
export function writeFilesCache(
  key: string,
  files: readonly GeneratedFile[],
  dir: string = CACHE_DIR,
  keep: number = KEEP,
): void {
  // A target's bytes stay with its files for the writer when they are few (the writer then neither encodes nor
  // hashes them again); a large target's are encoded again by the writer, one file at a time.
  const small = files.reduce((n, f) => n + f.content.length, 0) <= KEEP_ENCODED_CHARS;
  const encoded = files.map((f) => encodedFile(f, small));
  const header: StoredFile[] = files.map((f, i) => ({
    path: f.path,
    format: f.format,
    bytes: encoded[i]!.bytes.length,
    sha256: encoded[i]!.sha256,
  }));
  const head = Buffer.from(`${JSON.stringify(header)}\n`, "utf8");
  store(dir, `${key}.files`, [head, ...encoded.map((e) => e.bytes)], keep);
}

/**
 * The files writeFilesCache stored under a key, or null (none, or not readable). Each file's text is decoded from
 * its bytes when it is read: the writer compares bytes, and takes their hash from the entry.
 */
export function readFilesCache(key: string, dir: string = CACHE_DIR): GeneratedFile[] | null {
  try {
    const data = readFileSync(join(dir, `${key}.files`));
    // JSON escapes every newline inside its strings: the first newline ends the header.
    const end = data.indexOf(10);
    if (end < 0) return null;
    const header = JSON.parse(data.toString("utf8", 0, end)) as StoredFile[];
    let at = end + 1;
    const files = header.map((f) => {
      if (typeof f.sha256 !== "string" || !Number.isSafeInteger(f.bytes) || f.bytes < 0) throw new Error("old entry");
      const bytes = data.subarray(at, at + f.bytes);
      at += f.bytes;
      return fileOfBytes(f.path, f.format, { bytes, sha256: f.sha256 });
    });
    return at === data.length ? files : null;
  } catch {
    return null;
  }
}

/** Writes an entry's file (a temporary file, then a rename) and keeps only the newest `keep` entries of the folder. */
function store(dir: string, name: string, data: string | readonly Buffer[], keep: number): void {
  try {
    mkdirSync(dir, { recursive: true });
    const tmp = join(dir, `${name}.${process.pid}.tmp`);
    if (typeof data === "string") writeFileSync(tmp, data);
    else {
      // The parts one after another, without first copying them into one buffer.
      const fd = openSync(tmp, "w");
      try {
        writevAll(fd, data);
      } finally {
        closeSync(fd);
      }
    }
    renameSync(tmp, join(dir, name));
    const entries = readdirSync(dir)
      .filter((n) => n.endsWith(".json") || n.endsWith(".files"))
      .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const e of entries.slice(keep)) rmSync(join(dir, e.n), { force: true });
  } catch {
    // A cache that cannot be written is only slower, never wrong.
  }
}

/** Up to this much text, a target's encoded files are kept for the writer (see writeFilesCache). */
const KEEP_ENCODED_CHARS = 8 * 1024 * 1024;

/** Writes every part, in order (a write may take less than it is given). */
function writevAll(fd: number, parts: readonly Buffer[]): void {
  for (const part of parts) {
    for (let done = 0; done < part.length; ) done += writeSync(fd, part, done, part.length - done);
  }
}
