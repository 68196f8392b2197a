/**
 * The builder's reading context: the spec file being read (its path and syntax
 * tree), the source text and location of its nodes, and the diagnostics found
 * so far. Every concept reader of the model builder takes one.
 */
import { diag, type Diagnostic, type Loc } from "../../diagnostics/diagnostic.js";
import type { LoadedFile } from "../../load/load.js";
import { type Comment, type Identifier, jsDocsOf, lineOf, type Node, type SpecTree } from "../../load/tree.js";

/** The node's `file:line:col` (a binary search of the file's line starts). */
export function locOf(node: { readonly start: number }, tree: SpecTree, rel: string): Loc {
  const line = lineOf(tree, node.start);
  return { file: rel, line: line + 1, col: node.start - tree.lineStarts![line]! + 1 };
}

/** The state shared by the readers while one spec is built. */
export class Reader {
  readonly diagnostics: Diagnostic[] = [];
  /** The spec-relative path of the file being read. */
  rel = "";
  /** The syntax tree of the file being read. */
  tree!: SpecTree;

  /** Starts reading a file: its path for locations, and its syntax tree. */
  enter(f: LoadedFile): readonly Node[] {
    this.rel = f.rel;
    this.tree = f.tree;
    return this.tree.statements;
  }

  /** A node's (or a comment's) source text, as written. */
  text(n: { readonly start: number; readonly end: number }): string {
    return this.tree.text.slice(n.start, n.end);
  }

  /**
   * A variable's name as written: an identifier's name (its node spans its type annotation too), else the
   * pattern's text.
   */
  nameOf(id: Node): string {
    return id.type === "Identifier" ? (id as Identifier).name : this.text(id);
  }

  /** The JSDoc comments before a declaration or a property, in order. */
  jsDocs(n: Node): Comment[] {
    return jsDocsOf(this.tree, n);
  }

  report(name: Parameters<typeof diag>[0], loc: Loc, message: string): void {
    this.diagnostics.push(diag(name, loc, message));
  }

  loc(node: { readonly start: number }): Loc {
    return locOf(node, this.tree, this.rel);
  }
}
