import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { typescriptCompiler } from "../load/typescript-compiler.js";

/** The version of the TypeScript compiler acp-codegen bundles (the one `transpileTree` strips types with). */
export function bundledTypeScriptVersion(): string {
  return typescriptCompiler().version;
}

/** Transpiles every `.ts` file under `srcDir` into ES modules under `destDir` (no type check). */
export function transpileTree(srcDir: string, destDir: string): void {
  // Required here, not when the module loads: every CLI command loads this module (through the TypeScript plugin).
  const ts = typescriptCompiler();
  const walk = (d: string): string[] =>
    readdirSync(d)
      .sort()
      .flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith(".ts") ? [join(d, n)] : []));
  for (const file of walk(srcDir)) {
    const js = ts.transpileModule(readFileSync(file, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const dest = join(destDir, relative(srcDir, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(dest), { recursive: true });
    writeFileSync(dest, js);
  }
  writeFileSync(join(destDir, "package.json"), '{ "type": "module" }\n');
}
