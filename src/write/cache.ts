import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cacheRoot } from "./cache-root.js";

/**
 * A content-addressed cache of built models: the key covers every spec file's
 * path and text and the compiler's own model-building code, so a hit gives
 * exactly what loading and building would. A hit skips ts-morph entirely.
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
  for (const f of ["../model/build", ...modelReaders(), "../load/load", "../load/sources", "../model/types"]) {
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
  const walk = (dir: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      h.update(`\0missing\0${dir}`);
      return;
    }
    for (const n of names) {
      if (n === "node_modules" || n.startsWith(".")) continue;
      const p = join(dir, n);
      const st = statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(p);
      else h.update(`\0${p}\0${st.size}\0${st.mtimeMs}`);
    }
  };
  for (const d of dirs) walk(d);
  return h.digest("hex");
}

/**
 * How an exact integer (`bigint`, which a vector file may hold) is stored: JSON has no
 * bigint, and the key order of everything else must come back as it was, so an entry
 * is written by JSON.stringify with this one-key object in place of each bigint.
 */
const BIGINT = "\u0000acp-codegen:bigint";

function encodeValue(_k: string, v: unknown): unknown {
  return typeof v === "bigint" ? { [BIGINT]: String(v) } : v;
}

function decodeValue(_k: string, v: unknown): unknown {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) {
    const keys = Object.keys(v);
    if (keys.length === 1 && keys[0] === BIGINT) return BigInt((v as Record<string, string>)[BIGINT]!);
  }
  return v;
}

/** Whether an entry is stored (reading it may still fail: then it is as if it were not). */
export function hasCache(key: string, dir: string = CACHE_DIR): boolean {
  return existsSync(join(dir, `${key}.json`));
}

export function readCache<T>(key: string, dir: string = CACHE_DIR): T | null {
  try {
    const text = readFileSync(join(dir, `${key}.json`), "utf8");
    // A reviver slows every read: use it only for an entry that holds a bigint.
    return (text.includes(JSON.stringify(BIGINT)) ? JSON.parse(text, decodeValue) : JSON.parse(text)) as T;
  } catch {
    return null;
  }
}

/** Stores an entry (written to a temporary file, then renamed) and keeps only the newest few. */
export function writeCache(key: string, value: unknown, dir: string = CACHE_DIR, keep: number = KEEP): void {
  try {
    mkdirSync(dir, { recursive: true });
    const tmp = join(dir, `${key}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify(value, encodeValue));
    renameSync(tmp, join(dir, `${key}.json`));
    const entries = readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const e of entries.slice(keep)) rmSync(join(dir, e.n), { force: true });
  } catch {
    // A cache that cannot be written is only slower, never wrong.
  }
}
