import { statSync } from "node:fs";
import { listSpecFiles } from "./sources.js";
import type { SourceFile } from "ts-morph";
import { Project, ts } from "./ts-morph.js";
import { diag, type Diagnostic, NO_LOC } from "../diagnostics/diagnostic.js";

export interface LoadedFile {
  /** Relative to the spec folder, `/`-separated. */
  readonly rel: string;
  readonly source: SourceFile;
}

export interface LoadedSpec {
  readonly files: readonly LoadedFile[];
  /** Hand-written conformance vectors: `vectors/*.json`, as text. */
  readonly vectorFiles: readonly { readonly rel: string; readonly text: string }[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Parses spec sources with ts-morph into an in-memory project. Nothing is
 * type-checked or executed; only syntax errors are reported here.
 */
export function loadSources(sources: readonly { rel: string; text: string }[]): LoadedSpec {
  const project = new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, noLib: true },
  });
  const diagnostics: Diagnostic[] = [];
  const files: LoadedFile[] = [];
  const vectorFiles = sources.filter((s) => s.rel.endsWith(".json"));
  for (const { rel, text } of sources) {
    if (rel.endsWith(".json")) continue;
    const source = project.createSourceFile(`/spec/${rel}`, text, { overwrite: true });
    const parseDiagnostics = (source.compilerNode as unknown as { parseDiagnostics?: readonly import("ts-morph").ts.DiagnosticWithLocation[] })
      .parseDiagnostics;
    for (const d of parseDiagnostics ?? []) {
      const { line, character } = source.compilerNode.getLineAndCharacterOfPosition(d.start);
      diagnostics.push(diag("syntax-error", { file: rel, line: line + 1, col: character + 1 }, ts.flattenDiagnosticMessageText(d.messageText, " ")));
    }
    files.push({ rel, source });
  }
  return { files, vectorFiles, diagnostics };
}

export function loadSpecDir(root: string): LoadedSpec {
  let sources: { rel: string; text: string }[];
  try {
    if (!statSync(root).isDirectory()) throw new Error("not a directory");
    sources = listSpecFiles(root);
  } catch {
    return { files: [], vectorFiles: [], diagnostics: [diag("spec-not-found", NO_LOC, `cannot read the spec folder '${root}'`)] };
  }
  return loadSources(sources);
}
