import { statSync } from "node:fs";
import { listSpecFiles } from "./sources.js";
import type { ts as T } from "ts-morph";
import { ts } from "./ts-morph.js";
import { diag, type Diagnostic, NO_LOC } from "../diagnostics/diagnostic.js";

export interface LoadedFile {
  /** Relative to the spec folder, `/`-separated. */
  readonly rel: string;
  /** The compiler's syntax tree of the file (with parent links). */
  readonly sf: T.SourceFile;
}

export interface LoadedSpec {
  readonly files: readonly LoadedFile[];
  /** Hand-written conformance vectors: `vectors/*.json`, as text. */
  readonly vectorFiles: readonly { readonly rel: string; readonly text: string }[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Parses each spec source into a syntax tree, as a TypeScript program would
 * (ES2022, parent links set). Nothing is type-checked or executed; only
 * syntax errors are reported here.
 */
export function loadSources(sources: readonly { rel: string; text: string }[]): LoadedSpec {
  const diagnostics: Diagnostic[] = [];
  const files: LoadedFile[] = [];
  const vectorFiles = sources.filter((s) => s.rel.endsWith(".json"));
  for (const { rel, text } of sources) {
    if (rel.endsWith(".json")) continue;
    const sf = ts.createSourceFile(`/spec/${rel}`, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    for (const d of parseDiagnosticsOf(sf)) {
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start);
      diagnostics.push(diag("syntax-error", { file: rel, line: line + 1, col: character + 1 }, ts.flattenDiagnosticMessageText(d.messageText, " ")));
    }
    files.push({ rel, sf });
  }
  return { files, vectorFiles, diagnostics };
}

/** A parsed file's syntax errors: the compiler keeps them on the tree (what a program's syntactic diagnostics are, for a .ts file). */
export function parseDiagnosticsOf(sf: T.SourceFile): readonly T.DiagnosticWithLocation[] {
  return (sf as unknown as { parseDiagnostics?: readonly T.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
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
