import { statSync } from "node:fs";
import { listSpecFiles } from "./sources.js";
import type { ts as T } from "ts-morph";
import { ts } from "./ts-morph.js";
import { diag, type Diagnostic, NO_LOC } from "../diagnostics/diagnostic.js";

export interface LoadedFile {
  /** Relative to the spec folder, `/`-separated. */
  readonly rel: string;
  /**
   * The compiler's syntax tree of the file (without parent links), parsed when
   * read. It is not kept: the model reads each file once, and a large spec's
   * trees, all alive at once, were most of its peak memory and of its garbage
   * collection. Reading it again parses it again (unless a long-lived process
   * keeps the trees: see retainParsedTrees).
   */
  readonly sf: T.SourceFile;
}

export interface LoadedSpec {
  readonly files: readonly LoadedFile[];
  /** Hand-written conformance vectors: `vectors/*.json`, as text. */
  readonly vectorFiles: readonly { readonly rel: string; readonly text: string }[];
  /** Every file's syntax errors, in file order (a file not read yet is parsed for them now). */
  readonly diagnostics: readonly Diagnostic[];
  /** The milliseconds spent parsing so far (the load stage's share of the model's reading). */
  readonly parseMs: number;
}

/** A file's tree and syntax errors, kept for the next run while its text stays the same. */
interface Parsed {
  readonly text: string;
  readonly sf: T.SourceFile;
  readonly errors: Diagnostic[];
}

/** The trees of the last spec loaded, by path, when a long-lived process keeps them (see retainParsedTrees); else null. */
let retained: Map<string, Parsed> | null = null;
/** Above this much spec text, no tree is kept: a large spec's trees are several times its text, all alive at once. */
const RETAIN_MAX_CHARS = 2 * 1024 * 1024;

/**
 * Keeps each file's syntax tree from one load to the next, for a process that loads the same spec again and again
 * (watch mode): a file whose text did not change is not parsed again. The model builder only reads the trees.
 */
export function retainParsedTrees(): void {
  retained ??= new Map();
}

/**
 * The spec's sources, each parsed into a syntax tree as a TypeScript program
 * would (ES2022) when it is read. Nothing is type-checked or
 * executed; only syntax errors are reported here.
 *
 * No parent links are set: the model reads each tree from the top down, and asks the compiler only for a
 * node's text and start with the file given, which need none; setting them was a quarter of the parse (a
 * second walk over every node).
 */
export function loadSources(sources: readonly { rel: string; text: string }[]): LoadedSpec {
  let parseMs = 0;
  const keep = retained !== null && sources.reduce((n, s) => n + s.text.length, 0) <= RETAIN_MAX_CHARS;
  const previous = keep ? retained! : null;
  const kept = new Map<string, Parsed>();
  const files = sources
    .filter((s) => !s.rel.endsWith(".json"))
    .map(({ rel, text }) => {
      let errors: Diagnostic[] | null = null;
      const parse = (): T.SourceFile => {
        const before = kept.get(rel) ?? previous?.get(rel);
        if (before?.text === text) {
          kept.set(rel, before);
          errors ??= before.errors;
          return before.sf;
        }
        const t0 = performance.now();
        const sf = ts.createSourceFile(`/spec/${rel}`, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
        errors ??= parseDiagnosticsOf(sf).map((d) => {
          const { line, character } = sf.getLineAndCharacterOfPosition(d.start);
          return diag(
            "syntax-error",
            { file: rel, line: line + 1, col: character + 1 },
            ts.flattenDiagnosticMessageText(d.messageText, " "),
          );
        });
        parseMs += performance.now() - t0;
        if (keep) kept.set(rel, { text, sf, errors });
        return sf;
      };
      return {
        file: {
          rel,
          get sf(): T.SourceFile {
            return parse();
          },
        } satisfies LoadedFile,
        errors: (): Diagnostic[] => errors ?? (parse(), errors!),
      };
    });
  // The trees of this spec replace those of the last one as they are read (a file not read is parsed next time).
  if (retained !== null) retained = kept;
  return {
    files: files.map((f) => f.file),
    vectorFiles: sources.filter((s) => s.rel.endsWith(".json")),
    get diagnostics(): Diagnostic[] {
      return files.flatMap((f) => f.errors());
    },
    get parseMs(): number {
      return parseMs;
    },
  };
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
    return {
      files: [],
      vectorFiles: [],
      diagnostics: [diag("spec-not-found", NO_LOC, `cannot read the spec folder '${root}'`)],
      parseMs: 0,
    };
  }
  return loadSources(sources);
}
