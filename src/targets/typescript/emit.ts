import { createRequire } from "node:module";
import type { GeneratedFile } from "../../render/target.js";

type TypeScript = typeof import("ts-morph").ts;

/**
 * Compiles the generated TypeScript package to JavaScript and declarations,
 * in memory, with no type check (`tsc --strict` judges the sources in the
 * tests). The generated code is written for `isolatedDeclarations` (every
 * export carries its type), so declarations need no inference: emitting is
 * parsing and printing. The package then installs and imports anywhere,
 * whatever the consumer's compiler settings, with no build step of its own.
 */
export function emitJavaScript(files: readonly GeneratedFile[]): GeneratedFile[] {
  // The TypeScript that ts-morph (a dependency) ships: the tool needs no other copy.
  const ts = (createRequire(import.meta.url)("ts-morph") as { ts: TypeScript }).ts;
  const root = "/pkg/";
  const sources = new Map(files.filter((f) => f.path.endsWith(".ts") && !f.path.includes("/")).map((f) => [root + f.path, f.content]));
  const options: import("ts-morph").ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    // ES modules always (the package is "type": "module"); imports keep their .js specifiers.
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    declaration: true,
    isolatedDeclarations: true,
    // Imports are kept as written (the generated code marks type-only ones): without this, the
    // emitter asks the checker about every identifier, which grows with the square of a module's size.
    verbatimModuleSyntax: true,
    noCheck: true,
    skipLibCheck: true,
    // No type check, so no standard library to load either: emitting is all that happens here.
    noLib: true,
    types: [],
    outDir: `${root}lib`,
    rootDir: root,
    newLine: ts.NewLineKind.LineFeed,
  };
  const host = ts.createCompilerHost(options);
  const out: GeneratedFile[] = [];
  // Every file the program reads is one of the sources: nothing else is looked up on disk.
  host.fileExists = (f) => sources.has(f);
  host.readFile = (f) => sources.get(f);
  host.getSourceFile = (f, lang) => {
    const text = sources.get(f);
    return text !== undefined ? ts.createSourceFile(f, text, lang) : undefined;
  };
  host.writeFile = (name, text) => {
    out.push({ path: name.slice(root.length), content: text, format: "verbatim" });
  };
  host.getCurrentDirectory = () => root;
  const program = ts.createProgram([...sources.keys()], options, host);
  const result = program.emit();
  if (result.emitSkipped) throw new Error(`the TypeScript package did not compile: ${result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ")}`);
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}
