/**
 * The spec's syntax: the part of oxc-parser's ESTree (TS-ESTree) output the
 * model reads, described by its own types, and the questions the readers ask
 * of a file (a node's text and line/column, its leading doc comments, the
 * comment before a union member). Nothing here loads the TypeScript compiler:
 * oxc-parser is native code, and a cold run reads the spec through it alone.
 *
 * The nodes are oxc's own objects (parsed from its JSON), never copied:
 * offsets are UTF-16 code units, as JavaScript strings index them.
 */
import { createRequire } from "node:module";
import { returnNativeMemoryPromptly } from "../native-memory.js";

/** A node of the tree: its ESTree type and its source span (`start` is its first token, not its leading trivia). */
export interface Node {
  readonly type: string;
  start: number;
  readonly end: number;
}

/** A comment, as oxc lists them (`value` is the text between the delimiters). */
export interface Comment {
  readonly type: "Line" | "Block";
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

export interface Identifier extends Node {
  readonly type: "Identifier";
  readonly name: string;
}

/** A string, number, boolean, null, bigint or regular expression literal. */
export interface Literal extends Node {
  readonly type: "Literal";
  readonly value: unknown;
  readonly raw: string | null;
}

export interface TemplateLiteral extends Node {
  readonly type: "TemplateLiteral";
  readonly quasis: readonly { readonly value: { readonly cooked: string | null } }[];
  readonly expressions: readonly Node[];
}

export interface TypeArguments extends Node {
  readonly params: readonly TypeNode[];
}

/** A type: keywords (`TSStringKeyword`, ...), and the kinds below. */
export type TypeNode = Node;

export interface TypeReference extends Node {
  readonly type: "TSTypeReference";
  readonly typeName: Node;
  readonly typeArguments: TypeArguments | null;
}

export interface ParenthesizedType extends Node {
  readonly type: "TSParenthesizedType";
  readonly typeAnnotation: TypeNode;
}

export interface LiteralType extends Node {
  readonly type: "TSLiteralType";
  readonly literal: Node;
}

export interface ArrayType extends Node {
  readonly type: "TSArrayType";
  readonly elementType: TypeNode;
}

export interface UnionType extends Node {
  readonly type: "TSUnionType" | "TSIntersectionType";
  readonly types: readonly TypeNode[];
}

export interface TypeLiteral extends Node {
  readonly type: "TSTypeLiteral";
  readonly members: readonly Node[];
}

export interface PropertySignature extends Node {
  readonly type: "TSPropertySignature";
  readonly key: Node;
  readonly computed: boolean;
  readonly optional: boolean;
  readonly typeAnnotation: { readonly typeAnnotation: TypeNode } | null;
}

export interface InterfaceHeritage extends Node {
  readonly expression: Node;
  readonly typeArguments: TypeArguments | null;
}

export interface InterfaceDeclaration extends Node {
  readonly type: "TSInterfaceDeclaration";
  readonly id: Identifier;
  readonly extends: readonly InterfaceHeritage[];
  readonly body: { readonly body: readonly Node[] };
}

export interface TypeAliasDeclaration extends Node {
  readonly type: "TSTypeAliasDeclaration";
  readonly id: Identifier;
  readonly typeParameters: { readonly params: readonly Node[] } | null;
  readonly typeAnnotation: TypeNode;
}

export interface VariableDeclarator extends Node {
  readonly id: Node;
  readonly init: Node | null;
}

export interface VariableDeclaration extends Node {
  readonly type: "VariableDeclaration";
  readonly declarations: readonly VariableDeclarator[];
}

export interface ArrayExpression extends Node {
  readonly type: "ArrayExpression";
  readonly elements: readonly (Node | null)[];
}

export interface Property extends Node {
  readonly type: "Property";
  readonly kind: string;
  readonly method: boolean;
  readonly shorthand: boolean;
  readonly computed: boolean;
  readonly key: Node;
  readonly value: Node;
}

export interface ObjectExpression extends Node {
  readonly type: "ObjectExpression";
  readonly properties: readonly Node[];
}

export interface UnaryExpression extends Node {
  readonly type: "UnaryExpression";
  readonly operator: string;
  readonly argument: Node;
}

/** An expression wrapped in `( )`, `as T` or `satisfies T`. */
export interface WrappedExpression extends Node {
  readonly type: "ParenthesizedExpression" | "TSAsExpression" | "TSSatisfiesExpression";
  readonly expression: Node;
}

/** One syntax error: where it starts (a UTF-16 offset) and what it says. */
export interface SyntaxProblem {
  readonly start: number;
  readonly message: string;
}

/** A parsed spec file. */
export interface SpecTree {
  readonly text: string;
  /**
   * The top-level statements, an `export` unwrapped: `export interface X` is the interface, its span starting at
   * `export` (as a declaration's modifiers are part of it); `export { x }` and `export * from` stay exports.
   */
  readonly statements: readonly Node[];
  /** Every comment, in source order. */
  readonly comments: readonly Comment[];
  readonly errors: readonly SyntaxProblem[];
  /** Where each line starts (computed when a location is first asked for). */
  lineStarts: number[] | null;
}

type OxcParser = typeof import("oxc-parser");
let oxc: OxcParser | undefined;
/** oxc-parser is native code with one prebuilt package per platform: a platform without one gets a clear error. */
function parser(): OxcParser {
  if (oxc !== undefined) return oxc;
  try {
    returnNativeMemoryPromptly();
    oxc = createRequire(import.meta.url)("oxc-parser") as OxcParser;
  } catch (e) {
    throw new Error(
      `acp-codegen reads the spec with oxc-parser, whose native binding for ${process.platform}-${process.arch} did not load ` +
        `(${(e as Error).message.split("\n")[0]}); install it for this platform (npm installs it with acp-codegen)`,
    );
  }
  return oxc;
}

/** Parses one file as a TypeScript module. Nothing is type-checked or run; syntax errors are returned with the tree. */
export function parseSpecFile(path: string, text: string): SpecTree {
  const r = parser().parseSync(path, text, { lang: "ts", sourceType: "module", preserveParens: true });
  const body = r.program.body as unknown as Node[];
  const statements = body.map((s) => {
    const decl = (s as { declaration?: Node | null }).declaration;
    if ((s.type === "ExportNamedDeclaration" || s.type === "ExportDefaultDeclaration") && decl) {
      const declares = /Declaration$/.test(decl.type) || decl.type === "TSDeclareFunction";
      if (s.type === "ExportDefaultDeclaration" && !declares) return s;
      decl.start = s.start;
      return decl;
    }
    return s;
  });
  const errors = r.errors.map((e) => {
    const at = e.labels[0];
    // "Unexpected token" alone does not say which: the token is the span's text.
    const token = at && at.end > at.start && e.message === "Unexpected token" ? text.slice(at.start, at.end) : "";
    return { start: at?.start ?? 0, message: token && !token.includes("\n") ? `${e.message} \`${token}\`` : e.message };
  });
  return { text, statements, comments: r.comments as Comment[], errors, lineStarts: null };
}

/**
 * A numeric literal's value, read as the model always has (as ts-morph reads one): the compiler's text of the
 * literal (a decimal with separators, a point or an exponent normalised through Number; hex, octal and binary as
 * their decimal value) is a float when it has a point, else a base-10 integer.
 */
export function numericLiteralValue(n: { readonly raw: string | null; readonly value: unknown }): number {
  const raw = n.raw ?? String(n.value);
  const text = /^0[xXoObB]/.test(raw)
    ? String(n.value)
    : /[._eE]/.test(raw)
      ? String(Number(raw.replace(/_/g, "")))
      : raw;
  return text.includes(".") ? parseFloat(text) : parseInt(text, 10);
}

/** Line breaks as the TypeScript compiler counts them: LF, CR, CRLF, U+2028 and U+2029. */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  // Most files break lines with LF alone: found by indexOf, which is native, not by a loop over every character.
  if (!/[\r\u2028\u2029]/.test(text)) {
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10 || c === 0x2028 || c === 0x2029) starts.push(i + 1);
  }
  return starts;
}

/** The 1-based line and column of an offset (a binary search of the file's line starts). */
export function lineColOf(tree: SpecTree, offset: number): { line: number; col: number } {
  const line = lineOf(tree, offset);
  return { line: line + 1, col: offset - tree.lineStarts![line]! + 1 };
}

/** The 0-based line of an offset (the file's line starts are computed on the first call). */
export function lineOf(tree: SpecTree, offset: number): number {
  tree.lineStarts ??= lineStartsOf(tree.text);
  const starts = tree.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The index of the last comment that ends at or before `offset`, or -1. */
function lastCommentBefore(tree: SpecTree, offset: number): number {
  const cs = tree.comments;
  let lo = 0;
  let hi = cs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cs[mid]!.end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** White space as a regular expression's `\s` matches it (ASCII first, without a regular expression). */
function isSpace(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(c);
}

/**
 * Where a node's leading trivia starts (the end of the token before it), and the comments in that trivia, in order:
 * the compiler's "full start" of a node.
 */
function leadingTrivia(tree: SpecTree, start: number): { from: number; comments: Comment[] } {
  const text = tree.text;
  let p = start;
  let ci = lastCommentBefore(tree, start);
  const comments: Comment[] = [];
  for (;;) {
    while (p > 0 && isSpace(text[p - 1]!)) p--;
    const c = tree.comments[ci];
    if (c !== undefined && c.end === p) {
      comments.push(c);
      p = c.start;
      ci--;
    } else break;
  }
  return { from: p, comments: comments.reverse() };
}

/** Where a node's leading trivia starts: the end of the token before it (0 at the start of the file). */
export function fullStartOf(tree: SpecTree, node: Node): number {
  return leadingTrivia(tree, node.start).from;
}

/** A line break as the compiler's comment attachment counts one: LF or CR (U+2028 and U+2029 are white space there). */
const hasLineBreak = (s: string): boolean => /[\n\r]/.test(s);

/**
 * A node's JSDoc comments (`/** ... *\/`), as the TypeScript compiler attaches them: the block comments of its
 * leading trivia that start after a line break (a comment on the line of the token before belongs to that token),
 * or all of them at the start of the file.
 */
export function jsDocsOf(tree: SpecTree, node: Node): Comment[] {
  const { from, comments } = leadingTrivia(tree, node.start);
  return comments.filter(
    (c) =>
      c.type === "Block" && c.value.startsWith("*") && (from === 0 || hasLineBreak(tree.text.slice(from, c.start))),
  );
}

/** The first offset at or after `offset` that is neither white space nor inside a comment. */
export function skipTrivia(tree: SpecTree, offset: number): number {
  let p = offset;
  for (;;) {
    while (p < tree.text.length && isSpace(tree.text[p]!)) p++;
    const c = tree.text[p] === "/" ? commentAt(tree, p) : undefined;
    if (c === undefined) return p;
    p = c.end;
  }
}

/**
 * Whether a doc comment has the tag `@name`, as the compiler's JSDoc parser finds tags: an `@` at the start of a
 * line (after the margin's `*`) or after a space or tab, not followed by white space, outside a backtick span of its
 * line, whose identifier is `name`.
 */
export function hasJsDocTag(raw: string, name: string): boolean {
  if (!raw.includes(`@${name}`)) return false;
  const body = raw.replace(/^\/\*\*/, "").replace(/\*\/$/, "");
  for (const line of body.split(/\r\n?|\n/)) {
    const margin = /^[ \t]*\*?/.exec(line)![0].length;
    let ticks = 0;
    for (let i = margin; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === "`") ticks++;
      if (ch !== "@" || ticks % 2 === 1) continue;
      const atStart = /^[ \t]*$/.test(line.slice(margin, i));
      if (!atStart && !/[ \t]/.test(line[i - 1] ?? "")) continue;
      const id = /^[A-Za-z0-9_$]*/.exec(line.slice(i + 1))![0];
      if (id === name) return true;
    }
  }
  return false;
}

/** The comment that starts at `offset`, if one does. */
function commentAt(tree: SpecTree, offset: number): Comment | undefined {
  let lo = 0;
  let hi = tree.comments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = tree.comments[mid]!;
    if (c.start === offset) return c;
    if (c.start < offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * The last `/** ... *\/` comment in `[from, to)` with nothing but white space and `|` between it and `to` (the
 * comment of a union member, which no parser attaches to a type).
 */
export function lastDocBefore(tree: SpecTree, from: number, to: number): Comment | null {
  const text = tree.text;
  let found: Comment | null = null;
  let p = from;
  while (p < to) {
    const ch = text[p]!;
    if (isSpace(ch)) {
      p++;
      continue;
    }
    const c = ch === "/" ? commentAt(tree, p) : undefined;
    if (c !== undefined) {
      found = c.type === "Block" && c.value.startsWith("*") ? c : null;
      p = c.end;
      continue;
    }
    if (ch !== "|" || found === null) found = null;
    p++;
  }
  return found;
}

/** The name the TypeScript compiler gives a statement's or member's syntax kind (what the hints are keyed by). */
export function kindName(n: Node): string {
  switch (n.type) {
    case "TSEnumDeclaration":
      return "EnumDeclaration";
    case "ClassDeclaration":
      return "ClassDeclaration";
    case "FunctionDeclaration":
    case "TSDeclareFunction":
      return "FunctionDeclaration";
    case "TSModuleDeclaration":
    case "TSGlobalDeclaration":
      return "ModuleDeclaration";
    case "TSIndexSignature":
      return "IndexSignature";
    case "TSMethodSignature": {
      const kind = (n as { kind?: string }).kind;
      return kind === "get" ? "GetAccessor" : kind === "set" ? "SetAccessor" : "MethodSignature";
    }
    case "TSCallSignatureDeclaration":
      return "CallSignature";
    case "TSConstructSignatureDeclaration":
      return "ConstructSignature";
    default:
      return n.type;
  }
}
