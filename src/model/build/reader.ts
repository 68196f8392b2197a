/**
 * The builder's reading context: the spec file being read (its path and syntax
 * tree), the source text and location of its nodes, and the diagnostics found
 * so far. Every concept reader of the model builder takes one.
 */
import type { ts as T } from "ts-morph";
import { diag, type Diagnostic, type Loc } from "../../diagnostics/diagnostic.js";
import type { LoadedFile } from "../../load/load.js";

/** The node's `file:line:col`. Uses the compiler's cached line starts (a binary search), not a scan of the file. */
export function locOf(node: T.Node, sf: T.SourceFile, rel: string): Loc {
  const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  return { file: rel, line: line + 1, col: character + 1 };
}

/** The state shared by the readers while one spec is built. */
export class Reader {
  readonly diagnostics: Diagnostic[] = [];
  /** The spec-relative path of the file being read. */
  rel = "";
  /** The syntax tree of the file being read. */
  sf!: T.SourceFile;

  /** Starts reading a file: its path for locations, and its syntax tree. */
  enter(f: LoadedFile): readonly T.Statement[] {
    this.rel = f.rel;
    this.sf = f.sf;
    return this.sf.statements;
  }

  /** A node's source text, as written. */
  text(n: T.Node): string {
    return n.getText(this.sf);
  }

  report(name: Parameters<typeof diag>[0], loc: Loc, message: string): void {
    this.diagnostics.push(diag(name, loc, message));
  }

  loc(node: T.Node): Loc {
    return locOf(node, this.sf, this.rel);
  }
}
