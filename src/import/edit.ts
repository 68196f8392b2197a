/**
 * Insertions into spec files. The importer never rewrites a declaration: it
 * inserts a field at the end of an interface, a variant at the end of a
 * union's variants, a value after an enum's last value, a method at the end of
 * `Methods`, a declaration at the end of a file, names into import lines, and
 * a tag into a field's doc comment.
 */
import type { ts as T } from "ts-morph";
import { ts } from "../load/ts-morph.js";
import { VOCABULARY_NAMES } from "./declare.js";

export interface Insertion {
  readonly offset: number;
  readonly text: string;
}

const parse = (rel: string, text: string): T.SourceFile => ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);

/** Text inserted before a closing brace at `close`, as lines of their own. */
function beforeBrace(text: string, close: number, twoSpaced: string): Insertion {
  const lineStart = text.lastIndexOf("\n", close - 1) + 1;
  const before = text.slice(lineStart, close);
  // Members one level in from the closing brace (the lines come indented by two spaces).
  const indent = /^\s*$/.test(before) ? before : (/^\s*/.exec(before)?.[0] ?? "");
  const lines = twoSpaced.replace(/^ {2}/gm, `${indent}  `);
  if (/^\s*$/.test(before)) return { offset: lineStart, text: `${lines}\n` };
  const open = text.lastIndexOf("{", close);
  const inner = text.slice(open + 1, close).trim();
  // `{}` or `{ a: T }` on one line: the new members go on lines of their own after what is there.
  return { offset: close, text: `${inner ? (inner.endsWith(";") ? "" : ";") : ""}\n${lines}\n` };
}

function statementNamed(sf: T.SourceFile, name: string): T.Statement | undefined {
  return sf.statements.find(
    (s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name,
  );
}

export function insertMembers(rel: string, text: string, name: string, lines: string): Insertion | null {
  const s = statementNamed(parse(rel, text), name);
  if (!s) return null;
  if (ts.isInterfaceDeclaration(s)) return beforeBrace(text, s.end - 1, lines);
  return null;
}

/** The variants literal of `type name = Union<"tag", {...}>` (or `OpenUnion`, possibly `& {...}`), and its fields literal. */
function unionParts(s: T.TypeAliasDeclaration): {
  variants: T.TypeLiteralNode | null;
  fields: T.TypeLiteralNode | null;
} {
  let variants: T.TypeLiteralNode | null = null;
  let fields: T.TypeLiteralNode | null = null;
  const parts = ts.isIntersectionTypeNode(s.type) ? s.type.types : [s.type];
  for (const p of parts) {
    if (ts.isTypeReferenceNode(p) && ts.isIdentifier(p.typeName) && ["Union", "OpenUnion"].includes(p.typeName.text)) {
      const arg = p.typeArguments?.[1];
      if (arg && ts.isTypeLiteralNode(arg)) variants = arg;
    } else if (ts.isTypeLiteralNode(p)) fields = p;
  }
  return { variants, fields };
}

export function insertVariants(rel: string, text: string, name: string, lines: string): Insertion | null {
  const s = statementNamed(parse(rel, text), name);
  if (!s || !ts.isTypeAliasDeclaration(s)) return null;
  const { variants } = unionParts(s);
  return variants ? beforeBrace(text, variants.end - 1, lines) : null;
}

/** ` | "value"` after the last value of `type name = "a" | "b"` or `OpenEnum<"a" | "b">`. */
export function insertEnumValues(rel: string, text: string, name: string, values: readonly string[]): Insertion | null {
  const s = statementNamed(parse(rel, text), name);
  if (!s || !ts.isTypeAliasDeclaration(s)) return null;
  let t = s.type;
  if (
    ts.isTypeReferenceNode(t) &&
    ts.isIdentifier(t.typeName) &&
    t.typeName.text === "OpenEnum" &&
    t.typeArguments?.length === 1
  )
    t = t.typeArguments[0]!;
  const members = ts.isUnionTypeNode(t) ? t.types : [t];
  if (!members.every((m) => ts.isLiteralTypeNode(m) && ts.isStringLiteral(m.literal))) return null;
  // Laid out as the union is: a value per line when its values are on lines of their own, with the last one's indent.
  const last = members[members.length - 1]!;
  const lineStart = text.lastIndexOf("\n", last.getStart()) + 1;
  const lead = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const ownLines = members.length > 1 && text.slice(members[members.length - 2]!.end, last.getStart()).includes("\n");
  return {
    offset: last.end,
    text: values.map((v) => (ownLines ? `\n${lead}| ${JSON.stringify(v)}` : ` | ${JSON.stringify(v)}`)).join(""),
  };
}

/** Applies insertions (at equal offsets, in the order given). */
export function applyInsertions(text: string, edits: readonly Insertion[]): string {
  const sorted = edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.offset - b.offset || a.i - b.i);
  let out = "";
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.offset) + e.text;
    at = e.offset;
  }
  return out + text.slice(at);
}

/** Declarations appended at the end of a file. */
export function appendDeclarations(text: string, decls: readonly string[]): string {
  if (!decls.length) return text;
  const body = decls.join("\n\n");
  if (!text.trim()) return `${body}\n`;
  return `${text.replace(/\n*$/, "")}\n\n${body}\n`;
}

/**
 * Makes every name in `needed` importable in a file: `where` says which file
 * declares a spec name (relative to the version folder, without `.ts`).
 * Names already declared or imported in the file are left alone.
 */
export function addImports(
  rel: string,
  text: string,
  needed: ReadonlySet<string>,
  where: (name: string) => string | null,
): string {
  const sf = parse(rel, text);
  const own = rel.split("/").pop()!.replace(/\.ts$/, "");
  const have = new Set<string>();
  const importsByModule = new Map<string, T.ImportDeclaration>();
  for (const s of sf.statements) {
    if ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name) have.add(s.name.text);
    if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
      importsByModule.set(s.moduleSpecifier.text, s);
      const b = s.importClause?.namedBindings;
      if (b && ts.isNamedImports(b)) for (const e of b.elements) have.add(e.name.text);
    }
  }
  const want = new Map<string, string[]>();
  for (const n of [...needed].sort()) {
    if (have.has(n)) continue;
    const file = VOCABULARY_NAMES.includes(n) ? "../vocabulary" : where(n);
    if (!file || file === own) continue;
    const module = file.startsWith("../") ? `${file}.js` : `./${file}.js`;
    want.set(module, [...(want.get(module) ?? []), n]);
  }
  if (!want.size) return text;
  const replacements: { start: number; end: number; text: string }[] = [];
  const fresh: string[] = [];
  for (const [module, names] of [...want].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const existing = importsByModule.get(module);
    const b = existing?.importClause?.namedBindings;
    if (existing && b && ts.isNamedImports(b)) {
      // The import line's names, with the new ones, in order.
      const all = [...b.elements.map((e) => e.getText(sf)), ...names].sort((x, y) => (x < y ? -1 : 1));
      replacements.push({ start: b.getStart(sf), end: b.end, text: `{ ${all.join(", ")} }` });
    } else fresh.push(`import type { ${names.join(", ")} } from "${module}";`);
  }
  const imports = sf.statements.filter(ts.isImportDeclaration);
  const last = imports[imports.length - 1];
  if (fresh.length && last) replacements.push({ start: last.end, end: last.end, text: `\n${fresh.join("\n")}` });
  let out = text;
  for (const r of replacements.sort((a, b) => b.start - a.start))
    out = out.slice(0, r.start) + r.text + out.slice(r.end);
  if (fresh.length && !last) out = `${fresh.join("\n")}\n\n${out.replace(/^\n+/, "")}`;
  return out;
}

/**
 * A tag (`@defaultOnNull`) added to the doc comment of the property declared at
 * `line`:`col` (1-based) named `field`: a line of its own before the comment's
 * end, or a new comment when the property has none. Null when no such property.
 */
export function insertFieldTag(
  rel: string,
  text: string,
  line: number,
  col: number,
  field: string,
  tags: string | readonly string[],
): Insertion[] | null {
  const list = typeof tags === "string" ? [tags] : tags;
  const tag = list[0]!;
  const sf = parse(rel, text);
  const off = sf.getPositionOfLineAndCharacter(line - 1, col - 1);
  let found: T.PropertySignature | null = null;
  const visit = (n: T.Node): void => {
    if (ts.isPropertySignature(n) && n.pos <= off && off < n.end) {
      const name = ts.isIdentifier(n.name) || ts.isStringLiteral(n.name) ? n.name.text : null;
      if (name === field) found = n;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (!found) return null;
  const member: T.PropertySignature = found;
  const start = member.getStart(sf);
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const indent = /^\s*/.exec(text.slice(lineStart, start))?.[0] ?? "";
  const docs = ts.getJSDocCommentsAndTags(member).filter((d): d is T.JSDoc => ts.isJSDoc(d));
  const doc = docs[docs.length - 1];
  if (!doc && list.length === 1) return [{ offset: start, text: `/** ${tag} */\n${indent}` }];
  if (!doc)
    return [{ offset: start, text: `/**\n${list.map((t) => `${indent} * ${t}\n`).join("")}${indent} */\n${indent}` }];
  const close = doc.end - 2;
  const body = text.slice(doc.getStart(sf), close);
  if (body.includes("\n")) {
    // `   */` on a line of its own: the tag goes on the line before it.
    const closeLine = text.lastIndexOf("\n", close - 1) + 1;
    const before = text.slice(closeLine, close);
    if (/^\s*$/.test(before)) return [{ offset: closeLine, text: list.map((t) => `${before}* ${t}\n`).join("") }];
  }
  // `/** text */`: the text, the tag and the end on lines of their own.
  const end = close - (/\s*$/.exec(body)?.[0].length ?? 0);
  const open = doc.getStart(sf) + 3;
  const first = body.includes("\n") ? [] : [{ offset: open, text: `\n${indent} *` }];
  return [...first, { offset: end, text: `${list.map((t) => `\n${indent} * ${t}`).join("")}\n${indent}` }];
}
