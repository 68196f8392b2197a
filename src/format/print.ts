/**
 * Printers that write JSON, TypeScript data literals and Markdown exactly as
 * prettier (printWidth 120) formats them, without running prettier: it is
 * too slow for large specs. A test runs prettier over the whole output and
 * requires it to change nothing.
 */

import { retaining } from "../render/retained.js";

/** The line width output is laid out for (prettier's `printWidth` in PRETTIER_OPTIONS). */
export const PRINT_WIDTH = 120;

type Json = null | boolean | number | bigint | string | Json[] | { [key: string]: Json };

function isObject(v: unknown): v is { [key: string]: Json } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

interface Style {
  /** How an object key is written. */
  readonly key: (k: string) => string;
  /** How a string value is written. */
  readonly str: (s: string) => string;
  /** Trailing comma after the last element of a broken array or object. */
  readonly trailing: string;
  /** Objects whose values are all primitives print inline when they fit (TypeScript); JSON objects always break. */
  readonly inlineLeafObjects: boolean;
  /** A primitive property value that does not fit goes on the next line, indented (TypeScript). */
  readonly breakAfterColon: boolean;
}

const JSON_STYLE: Style = {
  key: (k) => JSON.stringify(k),
  str: (s) => JSON.stringify(s),
  trailing: "",
  inlineLeafObjects: false,
  breakAfterColon: false,
};

/** A TypeScript string as prettier writes it: double quotes, unless the text has more double than single quotes. */
function tsString(s: string): string {
  const json = JSON.stringify(s);
  const doubles = (s.match(/"/g) ?? []).length;
  const singles = (s.match(/'/g) ?? []).length;
  if (doubles <= singles) return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/**
 * A key of a TypeScript object literal: bare when it is an identifier, else a string; `__proto__` is written
 * computed (`["__proto__"]`), since as a plain key it would set the object's prototype, not a property.
 */
function tsKey(k: string): string {
  if (k === "__proto__") return `[${tsString(k)}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : tsString(k);
}

const TS_STYLE: Style = {
  key: tsKey,
  str: tsString,
  trailing: ",",
  inlineLeafObjects: true,
  breakAfterColon: true,
};

function isLeafObject(v: { [key: string]: Json }): boolean {
  return Object.values(v).every((x) => !isObject(x) && !Array.isArray(x));
}

/**
 * The one-line form of a value, or null when it must break (an expanded object
 * inside) or is longer than `budget` (then it could not be used anyway, and
 * stopping early keeps printing linear in the size of the output).
 */
function inline(v: Json, style: Style, budget = Infinity): string | null {
  if (Array.isArray(v)) {
    let out = "[";
    for (let i = 0; i < v.length; i++) {
      const part = inline(v[i]!, style, budget - out.length);
      if (part === null) return null;
      out += (i ? ", " : "") + part;
      if (out.length > budget) return null;
    }
    return `${out}]`;
  }
  if (isObject(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) return "{}";
    if (!style.inlineLeafObjects || !isLeafObject(v)) return null;
    let out = "{ ";
    for (let i = 0; i < keys.length; i++) {
      out += `${i ? ", " : ""}${style.key(keys[i]!)}: ${inline(v[keys[i]!]!, style)}`;
      if (out.length > budget) return null;
    }
    return `${out} }`;
  }
  if (typeof v === "string") return style.str(v);
  // Prettier writes an exponent without its plus sign: 1e21, not JavaScript's 1e+21.
  if (typeof v === "bigint") return String(v);
  return typeof v === "number" ? JSON.stringify(v).replace("e+", "e") : JSON.stringify(v);
}

/** Prettier breaks an array of several elements when all are objects or arrays with more than one entry. */
function mustBreakArray(v: Json[]): boolean {
  const size = (x: Json): number => (Array.isArray(x) ? x.length : isObject(x) ? Object.keys(x).length : 0);
  return (
    v.length > 1 && (v.every((x) => Array.isArray(x) && size(x) > 1) || v.every((x) => isObject(x) && size(x) > 1))
  );
}

/**
 * Watch mode's printed values near the top of a document (two levels deep at most), by object: a value kept from the
 * last run (a schema's definition that an edit did not change) prints as it did then, where it did then. A value is
 * never changed once printed.
 */
const printed = new WeakMap<object, Map<string, string>>();
const PRINTED_MAX_INDENT = 4;

function print(v: Json, style: Style, indent: string, used: number, suffix: number): string {
  if (typeof v !== "object" || v === null || indent.length > PRINTED_MAX_INDENT || !retaining())
    return printFresh(v, style, indent, used, suffix);
  const key = `${style === JSON_STYLE ? "j" : "t"}${indent.length},${used},${suffix}`;
  let at = printed.get(v);
  const known = at?.get(key);
  if (known !== undefined) return known;
  const text = printFresh(v, style, indent, used, suffix);
  if (at === undefined) printed.set(v, (at = new Map()));
  at.set(key, text);
  return text;
}

function printFresh(v: Json, style: Style, indent: string, used: number, suffix: number): string {
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    const one = mustBreakArray(v) ? null : inline(v, style, PRINT_WIDTH - used - suffix);
    if (one !== null && used + one.length + suffix <= PRINT_WIDTH) return one;
    const inner = `${indent}  `;
    const items = v.map(
      (x, i) => `${inner}${print(x, style, inner, inner.length, i < v.length - 1 || style.trailing ? 1 : 0)}`,
    );
    return `[\n${items.join(",\n")}${style.trailing}\n${indent}]`;
  }
  if (isObject(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) return "{}";
    const one = style.inlineLeafObjects && isLeafObject(v) ? inline(v, style, PRINT_WIDTH - used - suffix) : null;
    if (one !== null && used + one.length + suffix <= PRINT_WIDTH) return one;
    const inner = `${indent}  `;
    const items = keys.map((k, i) => {
      const head = `${inner}${style.key(k)}: `;
      const value = v[k]!;
      const suffix = i < keys.length - 1 || style.trailing ? 1 : 0;
      // Prettier moves a long string to the next line only after a key at least tabWidth + 3 wide.
      if (style.breakAfterColon && !isObject(value) && !Array.isArray(value) && stringWidth(style.key(k)) >= 5) {
        const text = inline(value, style)!;
        if (head.length + text.length + suffix > PRINT_WIDTH) return `${inner}${style.key(k)}:\n${inner}  ${text}`;
      }
      return `${head}${print(value, style, inner, head.length, suffix)}`;
    });
    return `{\n${items.join(",\n")}${style.trailing}\n${indent}}`;
  }
  return inline(v, style)!;
}

/** JSON as prettier's json parser prints it (without the final newline). */
export function printJson(value: unknown): string {
  return print(value as Json, JSON_STYLE, "", 0, 0);
}

/** A TypeScript data literal (for `const X = <here>;`) as prettier prints it; `used` is the width before it, `after` the width after it. */
export function printTsLiteral(value: unknown, used: number, after = 1): string {
  return print(value as Json, TS_STYLE, "", used, after);
}

/** Display width as prettier measures it: East Asian wide and fullwidth characters and emoji count 2, combining marks 0. */
export function stringWidth(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || (c >= 0xfe00 && c <= 0xfe0f)) continue;
    if (
      (c >= 0x1100 && c <= 0x115f) ||
      (c >= 0x2e80 && c <= 0xa4cf) ||
      (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) ||
      (c >= 0xfe30 && c <= 0xfe4f) ||
      (c >= 0xff00 && c <= 0xff60) ||
      (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x1f300 && c <= 0x1f64f) ||
      (c >= 0x1f900 && c <= 0x1f9ff) ||
      (c >= 0x20000 && c <= 0x3fffd)
    ) {
      w += 2;
    } else w += 1;
  }
  return w;
}

export function splitRow(line: string): string[] {
  // Cells are separated by unescaped pipes; the outer pipes are dropped. Each cell is sliced out whole (an escaped
  // pipe, `\\|`, stays in its cell as written).
  const cells: string[] = [];
  let start = 1;
  const end = line.length - 1;
  let i = line.indexOf("|", start);
  while (i >= 0 && i < end) {
    if (line[i - 1] === "\\" && i - 1 >= start) {
      i = line.indexOf("|", i + 1);
      continue;
    }
    cells.push(line.slice(start, i).trim());
    start = i + 1;
    i = line.indexOf("|", start);
  }
  // The outer pipe escaped (`\\|` at the end) stays in the last cell, as written.
  const escapedEnd = end > start && line[end - 1] === "\\" && line[end] === "|";
  cells.push(line.slice(start, Math.max(start, escapedEnd ? end + 1 : end)).trim());
  return cells;
}

/** Aligns a GFM table the way prettier does: every column padded to its widest cell. */
function alignTable(rows: string[]): string[] {
  const cells = rows.map(splitRow);
  const widths = cells[0]!.map((_, c) => Math.max(3, ...cells.map((r, i) => (i === 1 ? 3 : stringWidth(r[c] ?? "")))));
  return cells.map((r, i) =>
    i === 1
      ? `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`
      : `| ${r.map((cell, c) => cell + " ".repeat(widths[c]! - stringWidth(cell))).join(" | ")} |`,
  );
}

/** Markdown as prettier prints ours: tables aligned, runs of blank lines collapsed, one final newline. */
export function normalizeMarkdown(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^```/.test(line)) inFence = !inFence;
    if (!inFence && line.startsWith("|") && /^\|( *:?-+:? *\|)+ *$/.test(lines[i + 1] ?? "")) {
      const table: string[] = [];
      while (i < lines.length && lines[i]!.startsWith("|")) table.push(lines[i++]!);
      i--;
      out.push(...alignTable(table));
      continue;
    }
    if (!inFence && line.trim() === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    const last = line.charCodeAt(line.length - 1);
    out.push(inFence || (last !== 32 && last !== 9) ? line : line.replace(/[ \t]+$/, ""));
  }
  while (out.length && out[out.length - 1] === "") out.pop();
  return `${out.join("\n")}\n`;
}
