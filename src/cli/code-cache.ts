/**
 * V8's code cache for the large CommonJS files the CLI may load (the TypeScript
 * compiler inside ts-morph, ~9 MB of JavaScript, which `import` and
 * `conformance` load; a cold `generate` reads the spec with oxc-parser and
 * loads none of it): compiling such a file is most of the command's start,
 * and V8 can reuse its own compiled code from disk. Node 20 has no
 * `module.enableCompileCache`, so this hooks CommonJS compilation the way
 * Node's loader does it, with `vm.Script` and `cachedData`. The cache is keyed
 * by file, size, mtime and V8 version; anything that goes wrong falls back to
 * a plain compile. ACP_CODEGEN_NO_CODE_CACHE=1 turns it off.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { dirname, join } from "node:path";
import { Script } from "node:vm";
import { threadId } from "node:worker_threads";
import { cacheRoot } from "../write/cache-root.js";

/** Smaller files compile fast enough; the cache would cost more to read than it saves. */
const MIN_BYTES = 192 * 1024;
const DIR = join(cacheRoot(), "v8-code");

interface InternalModule {
  _compile(content: string, filename: string): unknown;
  require(id: string): unknown;
  exports: unknown;
  paths: string[];
}

interface ModuleStatics {
  prototype: InternalModule;
  _resolveFilename(request: string, parent: InternalModule, isMain: boolean, options?: unknown): string;
  _cache: unknown;
  _extensions: unknown;
  wrapper?: readonly string[];
}

/** Scripts compiled without a usable cache entry: their cache is written at exit, when V8 has compiled what ran. */
const pending: { script: Script; path: string }[] = [];

function cachePath(filename: string): string | null {
  try {
    const st = statSync(filename);
    if (st.size < MIN_BYTES) return null;
    const key = createHash("sha256")
      .update(`${filename}\0${st.size}\0${st.mtimeMs}\0${process.versions.v8}`)
      .digest("hex");
    return join(DIR, `${key}.bin`);
  } catch {
    return null;
  }
}

function install(): void {
  const M = Module as unknown as ModuleStatics;
  const original = M.prototype._compile;
  M.prototype._compile = function compileWithCache(this: InternalModule, content: string, filename: string): unknown {
    const path = cachePath(filename);
    if (path === null) return original.call(this, content, filename);
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(path);
    } catch {
      cachedData = undefined;
    }
    const wrapped = `(function (exports, require, module, __filename, __dirname) { ${content}\n});`;
    let script: Script;
    try {
      script = new Script(wrapped, { filename, ...(cachedData && { cachedData }) });
    } catch {
      return original.call(this, content, filename);
    }
    if (!cachedData || script.cachedDataRejected) pending.push({ script, path });
    const fn = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    const require = Object.assign((id: string) => this.require(id), {
      resolve: (request: string, options?: unknown) => M._resolveFilename(request, this, false, options),
      cache: M._cache,
      extensions: M._extensions,
      main: require_main(),
    });
    return fn.call(this.exports, this.exports, require, this, filename, dirname(filename));
  };
  process.once("exit", saveCodeCache);
}

/**
 * Writes the cache of every script compiled without one, with the code V8 compiled for it so far (the functions
 * that ran), and forgets them. Runs at exit; a worker thread, which the process ends without an exit event of its
 * own, calls it once it has done its first work.
 */
export function saveCodeCache(): void {
  for (const { script, path } of pending.splice(0)) {
    try {
      mkdirSync(DIR, { recursive: true });
      const tmp = `${path}.${process.pid}.${threadId}.tmp`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, path);
    } catch {
      // A cache that cannot be written only costs the next start its time.
    }
  }
}

function require_main(): unknown {
  return (process as { mainModule?: unknown }).mainModule;
}

if (!process.env.ACP_CODEGEN_NO_CODE_CACHE) install();
