import { createRequire } from "node:module";
import type { GeneratedFile } from "../../plugin/index.js";

type Oxc = typeof import("oxc-transform");

/** The compiler that writes lib/: part of the emit cache key, since another version may print other bytes. */
export const EMIT_COMPILER = "oxc-transform 0.158.0";

let oxc: Oxc | undefined;
/** oxc-transform is native code with one prebuilt package per platform: a platform without one gets a clear error. */
function compiler(): Oxc {
  if (oxc !== undefined) return oxc;
  try {
    // oxc-transform's allocator (mimalloc) gives freed pages back at once, not after a delay that the main thread,
    // back in JavaScript, never lets pass: compiling a large lib/ left its memory resident for the rest of the run.
    // Read once, when the binding loads; a value the user set is kept (the core does the same for oxc-parser).
    process.env.MIMALLOC_PURGE_DELAY ??= "0";
    oxc = createRequire(import.meta.url)("oxc-transform") as Oxc;
  } catch (e) {
    throw new Error(
      `the TypeScript target compiles lib/ with oxc-transform, whose native binding for ${process.platform}-${process.arch} did not load ` +
        `(reinstall acp-codegen on this machine so that npm picks the binding for it): ${(e as Error).message}`,
    );
  }
  return oxc;
}

/**
 * Compiles the generated TypeScript package to JavaScript and declarations,
 * in memory, with no type check (`tsc --strict` judges the sources in the
 * tests). The generated code is written for `isolatedDeclarations` (every
 * export carries its type), so each file compiles on its own: types are
 * stripped for the JavaScript, and bodies for the declarations. Imports are
 * kept as written (the generated code marks type-only ones), as TypeScript's
 * `verbatimModuleSyntax` keeps them. The package then installs and imports
 * anywhere, whatever the consumer's compiler settings, with no build step of
 * its own.
 *
 * oxc-transform does this per file, in native code, in a few milliseconds for
 * the whole package; TypeScript's own emitter took most of a cold run.
 */
export function emitJavaScript(files: readonly GeneratedFile[]): GeneratedFile[] {
  const { transformSync } = compiler();
  return files
    .filter(compiles)
    .flatMap((f) => emitted(f, transformSync(f.path, f.content, TRANSFORM_OPTIONS)))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

/**
 * emitJavaScript off the main thread: oxc-transform compiles each file on
 * libuv's thread pool (another core) while the pipeline renders the next
 * targets. The same compiler and options, so the same bytes.
 */
export async function emitJavaScriptAsync(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  const { transform } = compiler();
  const out = await Promise.all(
    files.filter(compiles).map(async (f) => emitted(f, await transform(f.path, f.content, TRANSFORM_OPTIONS))),
  );
  return out.flat().sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The package's modules: its top-level TypeScript files. */
const compiles = (f: GeneratedFile): boolean => f.path.endsWith(".ts") && !f.path.includes("/");

const TRANSFORM_OPTIONS = {
  lang: "ts",
  sourceType: "module",
  target: "es2022",
  typescript: { onlyRemoveTypeImports: true, declaration: { stripInternal: false } },
} as const;

/** A module's JavaScript and declarations under lib/, or the compiler's error. */
function emitted(
  f: GeneratedFile,
  r: { readonly code: string; readonly declaration?: string; readonly errors: readonly { readonly message: string }[] },
): GeneratedFile[] {
  if (r.errors.length > 0 || r.declaration === undefined) {
    const why = r.errors.map((e) => e.message).join("; ") || "no declarations were written";
    throw new Error(`the generated TypeScript file ${f.path} did not compile: ${why}`);
  }
  const stem = `lib/${f.path.slice(0, -".ts".length)}`;
  return [
    { path: `${stem}.js`, content: r.code, format: "verbatim" },
    { path: `${stem}.d.ts`, content: r.declaration, format: "verbatim" },
  ];
}

/** TypeScript source as JavaScript (types stripped, no type check), for the compiler to run code it emits. */
export function stripTypes(name: string, source: string): string {
  const r = compiler().transformSync(name, source, { lang: "ts", sourceType: "module", target: "es2022" });
  if (r.errors.length > 0)
    throw new Error(`the emitted TypeScript ${name} did not compile: ${r.errors.map((e) => e.message).join("; ")}`);
  return r.code;
}
