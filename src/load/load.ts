import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { Project, ts, type SourceFile } from "ts-morph";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";

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

/** Lists `.ts` files under `root`, sorted by relative path so enumeration order never matters. */
export function listSpecFiles(root: string): { rel: string; text: string }[] {
  const out: { rel: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if ((name.endsWith(".ts") && !name.endsWith(".d.ts")) || (name.endsWith(".json") && relative(root, dir).split(sep).join("/") === "vectors")) {
        out.push({ rel: relative(root, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
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
    const parseDiagnostics = (source.compilerNode as unknown as { parseDiagnostics?: readonly ts.DiagnosticWithLocation[] })
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
    return { files: [], vectorFiles: [], diagnostics: [diag("spec-not-found", { file: ".", line: 1, col: 1 }, `cannot read the spec folder '${root}'`)] };
  }
  return loadSources(sources);
}
