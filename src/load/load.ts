import { statSync } from "node:fs";
import { listSpecFiles } from "./sources.js";
import { lineColOf, parseSpecFile, type SpecTree } from "./tree.js";
import { diag, type Diagnostic, NO_LOC } from "../diagnostics/diagnostic.js";

export interface LoadedFile {
  /** Relative to the spec folder, `/`-separated. */
  readonly rel: string;
  /**
   * The file's syntax tree (oxc-parser's, see tree.ts), parsed when
   * read. It is not kept: the model reads each file once, and a large spec's
   * trees, all alive at once, were most of its peak memory and of its garbage
   * collection. Reading it again parses it again (unless a long-lived process
   * keeps the trees: see retainParsedTrees).
   */
  readonly tree: SpecTree;
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
  readonly tree: SpecTree;
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
 * The spec's sources, each parsed into a syntax tree (a TypeScript module, by oxc-parser) when it is read.
 * Nothing is type-checked or executed; only syntax errors are reported here. The TypeScript compiler is not
 * loaded: parsing with it, and loading its 9 MB, were most of a cold run's load stage.
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
      const parse = (): SpecTree => {
        const before = kept.get(rel) ?? previous?.get(rel);
        if (before?.text === text) {
          kept.set(rel, before);
          errors ??= before.errors;
          return before.tree;
        }
        const t0 = performance.now();
        const tree = parseSpecFile(`/spec/${rel}`, text);
        errors ??= tree.errors.map((e) => diag("syntax-error", { file: rel, ...lineColOf(tree, e.start) }, e.message));
        parseMs += performance.now() - t0;
        if (keep) kept.set(rel, { text, tree, errors });
        return tree;
      };
      return {
        file: {
          rel,
          get tree(): SpecTree {
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
