import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { type Ts, typescriptCompiler } from "../load/typescript-compiler.js";

/** The version of the TypeScript compiler acp-codegen bundles (the one `transpileTree` strips types with). */
export function bundledTypeScriptVersion(): string {
  return typescriptCompiler().version;
}

/**
 * The environment variable naming a folder where `transpileTree` keeps each file's output by the file's content and
 * the compiler's identity, so that the same bindings transpile once however many times they are run. The test suite
 * sets it (src/testing/suite-env.ts); unset, nothing is kept.
 */
export const TRANSPILE_CACHE_ENV = "ACP_CODEGEN_TRANSPILE_CACHE";

/** What tells one copy of the bundled compiler from another without loading it: its file's path, size and time. */
function compilerIdentity(): string {
  const path = createRequire(createRequire(import.meta.url).resolve("ts-morph")).resolve(
    "@ts-morph/common/dist/typescript.js",
  );
  const st = statSync(path);
  return `${path}\0${st.size}\0${st.mtimeMs}`;
}

/** Transpiles every `.ts` file under `srcDir` into ES modules under `destDir` (no type check). */
export function transpileTree(srcDir: string, destDir: string, cacheDir = process.env[TRANSPILE_CACHE_ENV]): void {
  // Loaded on the first file that needs it, not when the module loads: every CLI command loads this module (through
  // the TypeScript plugin), and with a cache that holds every file the compiler is not loaded at all.
  let ts: Ts | undefined;
  const options = (t: Ts) => ({ compilerOptions: { module: t.ModuleKind.ES2022, target: t.ScriptTarget.ES2022 } });
  // The options are part of what a kept file depends on, beside the compiler.
  const identity = cacheDir ? `${compilerIdentity()}\0module ES2022, target ES2022` : "";
  const walk = (d: string): string[] =>
    readdirSync(d)
      .sort()
      .flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith(".ts") ? [join(d, n)] : []));
  for (const file of walk(srcDir)) {
    const source = readFileSync(file, "utf8");
    const dest = join(destDir, relative(srcDir, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(dest), { recursive: true });
    const kept =
      cacheDir &&
      join(cacheDir, `${createHash("sha256").update(identity).update("\0").update(source).digest("hex")}.js`);
    let js: string | undefined;
    if (kept) {
      try {
        js = readFileSync(kept, "utf8");
      } catch {
        js = undefined;
      }
    }
    if (js === undefined) {
      ts ??= typescriptCompiler();
      js = ts.transpileModule(source, options(ts)).outputText;
      if (kept) {
        // Written whole under another name, then renamed: a process reading it at the same time sees all or nothing.
        mkdirSync(cacheDir, { recursive: true });
        const part = `${kept}.${process.pid}.part`;
        writeFileSync(part, js);
        renameSync(part, kept);
      }
    }
    writeFileSync(dest, js);
  }
  writeFileSync(join(destDir, "package.json"), '{ "type": "module" }\n');
}
