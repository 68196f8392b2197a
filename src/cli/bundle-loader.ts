/**
 * Loads the CLI's bundle (dist/bundle/*.cjs, written by scripts/bundle.mjs)
 * with V8's code cache. Node 20 compiles every ES module afresh at each start
 * (it has no `module.enableCompileCache`): for a cold `generate` that was
 * about 450M instructions on each thread, the main one and the render
 * worker's. The bundle is therefore CommonJS in form, and each of its chunks
 * is compiled here with `vm.Script` and the `cachedData` the build made for
 * it (`<chunk>.cjs.v8`, from a run of the CLI, so it holds the functions that
 * ran, not only the top level). A cache V8 rejects (another Node, other V8
 * flags) or a missing one only costs the compile: the chunk runs all the
 * same. ACP_CODEGEN_NO_CODE_CACHE=1 compiles without it.
 *
 * Each chunk runs once per thread, however it is reached (the CLI, the
 * library, `acp-codegen/plugin`): the ES module entries of dist/bundle/ all
 * go through this one module, so a plugin gets the very toolkit the CLI runs.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Script } from "node:vm";
import { isMainThread } from "node:worker_threads";

/** The parameters each chunk's text is wrapped in: Node's five, the dynamic `import()` and the chunk's URL. */
const PARAMS = "exports, require, module, __filename, __dirname, __acpImport, __acpChunkUrl";

/** What became of a chunk's code cache: used, rejected by V8, absent, or not asked for. */
export type CacheOutcome = "accepted" | "rejected" | "absent" | "off";

interface Chunk {
  readonly exports: Record<string, unknown>;
  readonly script: Script;
  readonly cache: CacheOutcome;
}

const chunks = new Map<string, Chunk>();

/** The file of a chunk's code cache, next to it. */
export const cacheFileOf = (file: string): string => `${file}.v8`;

/** Dynamic `import()` for the chunks: a `vm.Script` has no loader of its own; specifiers resolve as from dist/. */
const dynamicImport = (specifier: string): Promise<unknown> => import(specifier);

/** The exports of a chunk of the bundle, loading it (and what it requires) on first need. */
export function loadChunk(file: string): Record<string, unknown> {
  const known = chunks.get(file);
  if (known) return known.exports;
  const text = readFileSync(file, "utf8");
  let cachedData: Buffer | undefined;
  if (!process.env.ACP_CODEGEN_NO_CODE_CACHE && !process.env.ACP_CODEGEN_TRAIN_CODE_CACHE) {
    try {
      cachedData = readFileSync(cacheFileOf(file));
    } catch {
      cachedData = undefined;
    }
  }
  const script = new Script(`(function (${PARAMS}) {${text}\n})`, {
    filename: file,
    ...(cachedData && { cachedData }),
  });
  const cache: CacheOutcome =
    process.env.ACP_CODEGEN_NO_CODE_CACHE || process.env.ACP_CODEGEN_TRAIN_CODE_CACHE
      ? "off"
      : cachedData === undefined
        ? "absent"
        : script.cachedDataRejected
          ? "rejected"
          : "accepted";
  const module = { exports: {} as Record<string, unknown> };
  // Registered before it runs: chunks that require each other in a cycle get the exports filled so far, as in Node.
  chunks.set(file, { exports: module.exports, script, cache });
  const nodeRequire = createRequire(file);
  const require = (id: string): unknown => (id.startsWith("./") ? loadChunk(join(dirname(file), id)) : nodeRequire(id));
  const fn = script.runInThisContext() as (...args: unknown[]) => void;
  fn.call(
    module.exports,
    module.exports,
    require,
    module,
    file,
    dirname(file),
    dynamicImport,
    pathToFileURL(file).href,
  );
  return module.exports;
}

/** The exports of a bundle entry given by URL (the ES module entries of dist/bundle/ call this). */
export const loadEntry = (url: string | URL): Record<string, unknown> => loadChunk(fileURLToPath(url));

/** Each chunk this thread loaded, with what became of its code cache (for tests). */
export function codeCacheOutcomes(): Record<string, CacheOutcome> {
  return Object.fromEntries([...chunks].map(([file, c]) => [file, c.cache]));
}

/**
 * Writes the code cache of every chunk of `dir`: for a chunk this thread ran, with the code V8 compiled for the
 * functions that ran; for any other, its top level. The build calls it at the end of a run of the CLI
 * (ACP_CODEGEN_TRAIN_CODE_CACHE=1).
 */
export function writeCodeCaches(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".cjs")) continue;
    const file = join(dir, name);
    const script =
      chunks.get(file)?.script ??
      new Script(`(function (${PARAMS}) {${readFileSync(file, "utf8")}\n})`, { filename: file });
    writeFileSync(cacheFileOf(file), script.createCachedData());
  }
}

if (process.env.ACP_CODEGEN_TRAIN_CODE_CACHE && isMainThread) {
  const dir = fileURLToPath(new URL("../bundle/", import.meta.url));
  process.once("exit", () => {
    if (existsSync(dir)) writeCodeCaches(dir);
  });
}
