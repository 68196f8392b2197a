import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A static reading of a generated crate's `#[cfg(feature = "…")]` gates, standing in for compiling the crate once per
 * feature alone. Cargo builds with no feature and with every feature prove that each item resolves when everything is
 * in or everything gated is out; what a build with one feature alone adds is code under that feature naming an item
 * that only another feature (or the same feature joined with another) switches on. This reading finds such names: it
 * gives every token the set of features its enclosing `cfg`s need, records what the crate declares (items, enum
 * variants, struct fields, associated functions) with its set, and requires every name that resolves to a declaration
 * of the crate to resolve to one whose set is within the set of the code naming it. Where it cannot speak (a `cfg` it
 * does not read: `any`, `not`, `cfg_attr`, anything but features) it says which features, so that those are compiled.
 *
 * It reads the crate's own text, not a syntax tree: a name that several declarations share counts as resolved when any
 * of them is allowed (it can miss a fault there), locals that share a name with a gated item are told apart by their
 * position (a `.name`, a `Type::name`, a field in a struct literal, a capitalised name), and a one-word method called
 * on a receiver other than `self` is not checked (it may be the standard library's). rust-cfg.test.ts holds it to
 * finding faults seeded into generated crates; a seeded fault it reports is one `cargo check` with that one feature
 * reports too (measured: a builder moved from its field's feature to another passes `--all-features` and fails the
 * other feature alone, with the two errors this reading names).
 */
export interface GateFault {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  /** The features the code naming it is compiled under. */
  readonly context: readonly string[];
  /** The features of each declaration the name could resolve to. */
  readonly targets: readonly (readonly string[])[];
}

export interface GateReport {
  readonly faults: readonly GateFault[];
  /** Features that appear in a `cfg` or `cfg_attr` this reading does not follow: compile them alone. */
  readonly unread: readonly string[];
  /** How many names resolved to a declaration of the crate and were checked (a floor for tests: the reading works). */
  readonly checked: number;
  /** How many of those resolved to a gated declaration. */
  readonly checkedGated: number;
}

interface Token {
  readonly t: "id" | "str" | "p" | "lit";
  readonly v: string;
  readonly line: number;
}

const ITEM_WORDS = new Set(["fn", "impl", "struct", "enum", "mod", "trait", "union"]);
const STMT_WORDS = new Set(["if", "match", "for", "while", "loop", "unsafe"]);
const KEYWORDS = new Set([
  "as",
  "async",
  "await",
  "break",
  "const",
  "continue",
  "crate",
  "dyn",
  "else",
  "enum",
  "extern",
  "false",
  "fn",
  "for",
  "if",
  "impl",
  "in",
  "let",
  "loop",
  "match",
  "mod",
  "move",
  "mut",
  "pub",
  "ref",
  "return",
  "self",
  "Self",
  "static",
  "struct",
  "super",
  "trait",
  "true",
  "type",
  "unsafe",
  "use",
  "where",
  "while",
]);

/** Rust text to tokens, without comments; strings keep their text (a feature's name), numbers are `lit`. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  const isId = (c: string): boolean => /[A-Za-z0-9_]/.test(c);
  while (i < n) {
    const c = text[i]!;
    if (c === "\n") {
      line++;
      i++;
    } else if (c === " " || c === "\t" || c === "\r") i++;
    else if (c === "/" && text[i + 1] === "/") {
      while (i < n && text[i] !== "\n") i++;
    } else if (c === "/" && text[i + 1] === "*") {
      let depth = 0;
      do {
        if (text[i] === "/" && text[i + 1] === "*") {
          depth++;
          i += 2;
        } else if (text[i] === "*" && text[i + 1] === "/") {
          depth--;
          i += 2;
        } else {
          if (text[i] === "\n") line++;
          i++;
        }
      } while (i < n && depth > 0);
    } else if (c === '"' || ((c === "b" || c === "r") && /^(b?r#*"|b")/.test(text.slice(i, i + 6)))) {
      const start = line;
      const raw = /^b?r(#*)"/.exec(text.slice(i, i + 64));
      let value = "";
      if (raw) {
        const close = `"${raw[1]}`;
        const end = text.indexOf(close, i + raw[0].length);
        value = text.slice(i + raw[0].length, end);
        i = end + close.length;
      } else {
        i = text.indexOf('"', i) + 1;
        while (i < n && text[i] !== '"') {
          if (text[i] === "\\") i++;
          value += text[i];
          i++;
        }
        i++;
      }
      for (const ch of value) if (ch === "\n") line++;
      out.push({ t: "str", v: value, line: start });
    } else if (c === "'") {
      // A char literal ('a', '\n', '\u{1F600}') or a lifetime ('de), which has no closing quote.
      const ch = /^'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'/.exec(text.slice(i, i + 12));
      if (ch) {
        out.push({ t: "lit", v: ch[0], line });
        i += ch[0].length;
      } else {
        i++;
        while (i < n && isId(text[i]!)) i++;
      }
    } else if (/[0-9]/.test(c)) {
      while (i < n && (isId(text[i]!) || (text[i] === "." && /[0-9]/.test(text[i + 1] ?? "")))) i++;
      out.push({ t: "lit", v: "0", line });
    } else if (isId(c)) {
      let j = i;
      while (j < n && isId(text[j]!)) j++;
      let word = text.slice(i, j);
      if (word === "r" && text[j] === "#" && isId(text[j + 1] ?? "")) {
        let k = j + 1;
        while (k < n && isId(text[k]!)) k++;
        word = text.slice(j + 1, k);
        j = k;
      }
      out.push({ t: "id", v: word, line });
      i = j;
    } else {
      const two = text.slice(i, i + 2);
      if (two === "::" || two === "=>" || two === "->") {
        out.push({ t: "p", v: two, line });
        i += 2;
      } else {
        out.push({ t: "p", v: c, line });
        i++;
      }
    }
  }
  return out;
}

const OPEN: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const CLOSE = new Set([")", "]", "}"]);

/** For each opening bracket, the index of its closing one (and the reverse). */
function matchBrackets(toks: readonly Token[]): Int32Array {
  const match = new Int32Array(toks.length).fill(-1);
  const stack: number[] = [];
  toks.forEach((tok, i) => {
    if (tok.t !== "p") return;
    if (OPEN[tok.v]) stack.push(i);
    else if (CLOSE.has(tok.v)) {
      const j = stack.pop();
      if (j === undefined || OPEN[toks[j]!.v] !== tok.v) throw new Error(`unbalanced ${tok.v} at line ${tok.line}`);
      match[j] = i;
      match[i] = j;
    }
  });
  if (stack.length > 0) throw new Error(`unclosed ${toks[stack[0]!]!.v} at line ${toks[stack[0]!]!.line}`);
  return match;
}

/** Skips the attributes (`#[…]`, `#![…]`) from `i`; returns the first token after them. */
function skipAttributes(toks: readonly Token[], match: Int32Array, i: number): number {
  while (toks[i]?.v === "#") {
    const open = toks[i + 1]?.v === "!" ? i + 2 : i + 1;
    if (toks[open]?.v !== "[") return i;
    i = match[open]! + 1;
  }
  return i;
}

/**
 * Where the element that starts at `s` (after its attributes) ends, inclusive: an item, a statement, a match arm, a
 * field, a variant, a struct literal's field, an array's entry. `limit` is the enclosing bracket's closing token.
 */
function elementEnd(toks: readonly Token[], match: Int32Array, s: number, limit: number): number {
  let k = s;
  while (["pub", "async", "const", "unsafe", "extern", "default"].includes(toks[k]?.v ?? "") && toks[k]?.t === "id") {
    if (toks[k]!.v === "const" && toks[k + 1]?.v !== "fn" && toks[k + 1]?.v !== "unsafe") break;
    k++;
    if (toks[k]?.v === "(") k = match[k]! + 1; // pub(crate)
  }
  const first = toks[k]?.v ?? "";
  const item = ITEM_WORDS.has(first) && toks[k]?.t === "id";
  const stmt = STMT_WORDS.has(first) && toks[k]?.t === "id";
  let arm = false;
  // Generic arguments (`Map<String, Value>`, `parse_as::<T>`) hold commas that end nothing: a `<` after a capitalised
  // name or `::` opens one. A comparison with a capitalised constant would be read as one too, which can only make
  // the element longer (its gate then covers more, never less, of what follows in its own bracket).
  let angle = 0;
  for (let i = s; i < limit; i++) {
    const tok = toks[i]!;
    if (tok.t === "p" && tok.v === "<") {
      const before = toks[i - 1];
      if (angle > 0 || before?.v === "::" || (before?.t === "id" && /^[A-Z]/.test(before.v))) angle++;
      continue;
    }
    if (tok.t === "p" && tok.v === ">" && angle > 0) {
      angle--;
      continue;
    }
    if (tok.t === "p" && OPEN[tok.v]) {
      const close = match[i]!;
      if (tok.v === "{") {
        const after = toks[close + 1];
        if (item) return close;
        if (stmt && !(after?.t === "id" && after.v === "else")) return close;
        if (arm && toks[i - 1]?.v === "=>") return after?.v === "," ? close + 1 : close;
      }
      i = close;
      continue;
    }
    if (tok.t === "p" && ((tok.v === "," && angle === 0) || tok.v === ";")) return i;
    if (tok.t === "p" && tok.v === "=>") arm = true;
  }
  return limit - 1;
}

/** Adds the features a `cfg(…)` predicate needs to `into`; false when it is not features joined by `all`. */
function readPredicate(toks: readonly Token[], match: Int32Array, i: number, into: Set<string>): boolean {
  const tok = toks[i];
  if (tok?.t === "id" && tok.v === "feature" && toks[i + 1]?.v === "=" && toks[i + 2]?.t === "str") {
    into.add(toks[i + 2]!.v);
    return true;
  }
  if (tok?.t === "id" && tok.v === "all" && toks[i + 1]?.v === "(") {
    const close = match[i + 1]!;
    let k = i + 2;
    while (k < close) {
      if (!readPredicate(toks, match, k, into)) return false;
      k = toks[k]!.v === "feature" ? k + 3 : match[k + 1]! + 1;
      if (toks[k]?.v === ",") k++;
    }
    return true;
  }
  return false;
}

function stringsIn(toks: readonly Token[], from: number, to: number): string[] {
  const out: string[] = [];
  for (let i = from; i < to; i++) if (toks[i]!.t === "str" && toks[i - 1]?.v === "=") out.push(toks[i]!.v);
  return out;
}

type Gate = ReadonlySet<string>;
const EMPTY: Gate = new Set();

interface Decl {
  readonly gate: Gate;
}

interface FileScan {
  readonly file: string;
  readonly module: string;
  readonly toks: Token[];
  readonly match: Int32Array;
  readonly gates: Gate[];
  /** For each token, the type of the innermost `impl` it is in. */
  readonly implOf: (string | undefined)[];
  /** For each token, its innermost open bracket (-1 at the top). */
  readonly openOf: Int32Array;
  /** Tokens inside an attribute: not references. */
  readonly inAttribute: Uint8Array;
  /** The gate of each `mod name` this file declares. */
  readonly mods: Map<string, Gate>;
}

/** Every declaration by kind and name: items per module, variants and associated functions per type, fields per struct. */
class Declarations {
  readonly items = new Map<string, { module: string; gate: Gate }[]>();
  readonly members = new Map<string, Map<string, Decl[]>>();
  readonly fields = new Map<string, Map<string, Decl[]>>();
  readonly fieldsByName = new Map<string, Decl[]>();

  static add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  }
  member(owner: string, name: string, gate: Gate): void {
    if (!this.members.has(owner)) this.members.set(owner, new Map());
    Declarations.add(this.members.get(owner)!, name, { gate });
  }
  field(owner: string, name: string, gate: Gate): void {
    if (!this.fields.has(owner)) this.fields.set(owner, new Map());
    Declarations.add(this.fields.get(owner)!, name, { gate });
    Declarations.add(this.fieldsByName, name, { gate });
  }
}

/** A file's module name: `src/v2.rs` and `src/v2/mod.rs` are `v2`, `src/lib.rs` the crate; others by their path. */
function moduleOf(file: string): string {
  const m = /^src\/(.+?)(\/mod)?\.rs$/.exec(file);
  if (!m) return file;
  return m[1] === "lib" ? "crate" : m[1]!.split("/").pop()!;
}

/** The gate of every token of a file (`base`: its module's gate), the impl each token is in, and its `mod` gates. */
function scanFile(file: string, text: string, base: Gate, unread: Set<string>): FileScan {
  const toks = tokenize(text);
  const match = matchBrackets(toks);
  const gates: Gate[] = new Array(toks.length).fill(base);
  const implOf: (string | undefined)[] = new Array(toks.length).fill(undefined);
  const openOf = new Int32Array(toks.length).fill(-1);
  const inAttribute = new Uint8Array(toks.length);
  {
    const stack: number[] = [-1];
    toks.forEach((tok, i) => {
      if (tok.t === "p" && CLOSE.has(tok.v)) stack.pop();
      openOf[i] = stack[stack.length - 1]!;
      if (tok.t === "p" && OPEN[tok.v]) stack.push(i);
    });
  }
  const limitOf = (i: number): number => (openOf[i]! < 0 ? toks.length : match[openOf[i]!]!);
  // Gates: each cfg attribute gates the element after its attributes; nested gates add up.
  const spans: { from: number; to: number; gate: Set<string> }[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.v !== "#" || toks[i]!.t !== "p") continue;
    const inner = toks[i + 1]?.v === "!";
    const open = inner ? i + 2 : i + 1;
    if (toks[open]?.v !== "[") continue;
    const close = match[open]!;
    inAttribute.fill(1, i, close + 1);
    const head = toks[open + 1];
    if (head?.t === "id" && (head.v === "cfg" || head.v === "cfg_attr") && toks[open + 2]?.v === "(") {
      const gate = new Set<string>();
      if (head.v === "cfg_attr" || inner || !readPredicate(toks, match, open + 3, gate)) {
        for (const f of stringsIn(toks, open + 2, close)) unread.add(f);
      } else {
        const s = skipAttributes(toks, match, close + 1);
        spans.push({ from: s, to: elementEnd(toks, match, s, limitOf(s)), gate });
      }
    }
    i = close;
  }
  for (const { from, to, gate } of spans) for (let k = from; k <= to; k++) gates[k] = new Set([...gates[k]!, ...gate]);
  // impl blocks: the implemented type is the last capitalised name before the body at angle depth 0 (after `for`).
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.t !== "id" || toks[i]!.v !== "impl" || inAttribute[i]) continue;
    // An impl block, not `impl Trait` in a signature: it starts an item.
    if (i > 0 && !["}", ";", "]", "{", "unsafe", "default"].includes(toks[i - 1]!.v)) continue;
    let k = i + 1;
    let angle = 0;
    let name: string | undefined;
    for (; k < toks.length && !(toks[k]!.v === "{" && angle === 0) && toks[k]!.v !== ";"; k++) {
      const v = toks[k]!.v;
      if (v === "<") angle++;
      else if (v === ">") angle--;
      else if (v === "for" && angle === 0) name = undefined;
      else if (v === "where" && angle === 0) {
        while (k < toks.length && toks[k]!.v !== "{") k++;
        break;
      } else if (toks[k]!.t === "id" && angle === 0 && /^[A-Z]/.test(v)) name = v;
    }
    if (toks[k]?.v !== "{") continue;
    for (let j = k; j <= match[k]!; j++) implOf[j] = name;
  }
  const mods = new Map<string, Gate>();
  for (let i = 0; i + 1 < toks.length; i++)
    if (toks[i]!.t === "id" && toks[i]!.v === "mod" && toks[i + 1]!.t === "id" && !inAttribute[i])
      mods.set(toks[i + 1]!.v, gates[i + 1]!);
  return { file, module: moduleOf(file), toks, match, gates, implOf, openOf, inAttribute, mods };
}

const DECLARING = new Set(["struct", "enum", "fn", "const", "static", "type", "trait", "mod", "union"]);

/** What a file declares, with each declaration's gate. */
function collectDeclarations(scan: FileScan, decls: Declarations): void {
  const { toks, match, gates, implOf, inAttribute } = scan;
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i]!;
    const next = toks[i + 1];
    if (tok.t !== "id" || next?.t !== "id" || !DECLARING.has(tok.v) || inAttribute[i]) continue;
    const kind = tok.v;
    if (kind === "const" && (next.v === "fn" || next.v === "unsafe")) continue;
    const name = next.v;
    const owner = implOf[i];
    if (owner !== undefined && (kind === "fn" || kind === "const" || kind === "type")) {
      decls.member(owner, name, gates[i + 1]!);
      continue;
    }
    Declarations.add(decls.items, name, { module: scan.module, gate: gates[i + 1]! });
    if (kind !== "struct" && kind !== "enum") continue;
    // A struct's fields or an enum's variants: the first name of each element of its body.
    let k = i + 2;
    while (k < toks.length && toks[k]!.v !== "{" && toks[k]!.v !== ";" && toks[k]!.v !== "(") k++;
    if (toks[k]?.v !== "{") continue;
    const end = match[k]!;
    let e = k + 1;
    while (e < end) {
      const s = skipAttributes(toks, match, e);
      if (s >= end) break;
      let n = s;
      if (toks[n]?.v === "pub") n = toks[n + 1]?.v === "(" ? match[n + 1]! + 1 : n + 1;
      if (toks[n]?.t === "id") {
        if (kind === "enum") decls.member(name, toks[n]!.v, gates[n]!);
        else decls.field(name, toks[n]!.v, gates[n]!);
      }
      e = elementEnd(toks, match, s, end) + 1;
    }
    i = end;
  }
}

const within = (a: Gate, b: Gate): boolean => [...a].every((f) => b.has(f));

/** Reads the crate at `crate`: its `src`, `tests` and `examples`. */
export function readCrateGates(crate: string): GateReport {
  const files = ["src", "tests", "examples"].flatMap((dir) => {
    try {
      return readdirSync(join(crate, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".rs"))
        .map((f) => `${dir}/${f.split("\\").join("/")}`);
    } catch {
      return [];
    }
  });
  return checkGates(
    files.sort().map((f) => [f, readFileSync(join(crate, f), "utf8")] as const),
    requiredFeatures(readFileSync(join(crate, "Cargo.toml"), "utf8")),
  );
}

/** The `required-features` of each `[[example]]`, `[[test]]`, `[[bin]]` or `[[bench]]` target, by its path. */
export function requiredFeatures(toml: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const block of toml.split(/^(?=\[)/m)) {
    if (!/^\[\[(example|test|bin|bench)\]\]/.test(block)) continue;
    const path = /^path\s*=\s*"([^"]+)"/m.exec(block)?.[1];
    const features = /^required-features\s*=\s*\[([^\]]*)\]/m.exec(block)?.[1];
    if (path && features)
      out.set(
        path,
        [...features.matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
      );
  }
  return out;
}

/** The same reading over files given as `[path from the crate, text]`. */
export function checkGates(
  files: readonly (readonly [string, string])[],
  required: ReadonlyMap<string, readonly string[]> = new Map(),
): GateReport {
  const unread = new Set<string>();
  // A module declared under a gate (`#[cfg(…)] pub mod name;`) gates its whole file: read the files once for their
  // `mod` gates, then again with each file's module gate (nested modules add theirs) as the base of its tokens.
  const first = files.map(([file, text]) => scanFile(file, text, EMPTY, new Set()));
  const modGates = new Map<string, Gate>();
  for (const scan of first) for (const [name, gate] of scan.mods) if (gate.size > 0) modGates.set(name, gate);
  const baseOf = (file: string): Gate => {
    const parts = /^src\/(.+)\.rs$/.exec(file)?.[1]?.split("/") ?? [];
    const gate = new Set<string>(required.get(file) ?? []);
    for (const part of parts) for (const f of modGates.get(part) ?? []) gate.add(f);
    return gate;
  };
  const scans = files.map(([file, text]) => scanFile(file, text, baseOf(file), unread));
  const decls = new Declarations();
  for (const scan of scans) collectDeclarations(scan, decls);
  const modules = new Set(scans.map((s) => s.module));
  const faults: GateFault[] = [];
  let checked = 0;
  let checkedGated = 0;
  for (const scan of scans) {
    const { toks, gates, implOf, openOf, inAttribute } = scan;
    const check = (i: number, name: string, candidates: readonly Decl[] | undefined): void => {
      if (!candidates || candidates.length === 0) return;
      const context = gates[i]!;
      checked++;
      if (candidates.some((c) => c.gate.size > 0)) checkedGated++;
      if (candidates.some((c) => within(c.gate, context))) return;
      faults.push({
        file: scan.file,
        line: toks[i]!.line,
        name,
        context: [...context].sort(),
        targets: candidates.map((c) => [...c.gate].sort()),
      });
    };
    const items = (name: string, module?: string): Decl[] | undefined => {
      const all = decls.items.get(name);
      if (!all) return undefined;
      const own = all.filter((d) => d.module === (module ?? scan.module));
      return own.length > 0 || module !== undefined ? own : all;
    };
    const typeOf = (name: string, i: number): string | undefined => (name === "Self" ? implOf[i] : name);
    for (let i = 0; i < toks.length; i++) {
      const tok = toks[i]!;
      if (tok.t !== "id" || KEYWORDS.has(tok.v) || inAttribute[i]) continue;
      const prev = toks[i - 1];
      const next = toks[i + 1];
      // A declaration's own name is not a reference.
      if (prev?.t === "id" && DECLARING.has(prev.v)) continue;
      if (prev?.v === ".") {
        // A field or a method: of the impl's type after `self.`, else any struct's field or type's method of that name.
        const owner = toks[i - 2]?.v === "self" ? implOf[i] : undefined;
        if (owner) {
          const c = [...(decls.fields.get(owner)?.get(tok.v) ?? []), ...(decls.members.get(owner)?.get(tok.v) ?? [])];
          if (c.length > 0) {
            check(i, `${owner}.${tok.v}`, c);
            continue;
          }
        }
        // On another receiver the type is unknown: a field by its name, and a method when its name has an underscore
        // (`with_title`); a one-word method (`find`, `replace`, `bytes`) is as likely the standard library's.
        if (next?.v === "(" && !tok.v.includes("_")) continue;
        const c = [...(decls.fieldsByName.get(tok.v) ?? [])];
        for (const m of decls.members.values()) c.push(...(m.get(tok.v) ?? []));
        check(i, `.${tok.v}`, c);
        continue;
      }
      if (prev?.v === "::") {
        const before = toks[i - 2];
        const owner = before?.t === "id" ? typeOf(before.v, i) : undefined;
        if (owner && decls.members.get(owner)?.has(tok.v)) {
          check(i, `${owner}::${tok.v}`, decls.members.get(owner)!.get(tok.v));
        } else if (before?.t === "id" && modules.has(before.v)) {
          check(i, `${before.v}::${tok.v}`, items(tok.v, before.v));
        } else if (/^[A-Z]/.test(tok.v)) check(i, tok.v, items(tok.v));
        continue;
      }
      if (next?.v === "::" && (modules.has(tok.v) || !/^[A-Z]/.test(tok.v))) continue;
      // A struct literal's or pattern's field: `Name { field: …, field, .. }`.
      const open = openOf[i]!;
      let p = i - 1;
      while (p > 0 && inAttribute[p]) p--;
      const lead = toks[p]?.v;
      if (
        open > 0 &&
        toks[open]!.v === "{" &&
        (lead === "{" || lead === ",") &&
        [":", ",", "}"].includes(next?.v ?? "")
      ) {
        const owner = toks[open - 1]?.t === "id" ? typeOf(toks[open - 1]!.v, i) : undefined;
        const f = owner ? decls.fields.get(owner)?.get(tok.v) : undefined;
        if (f) {
          check(i, `${owner}.${tok.v}`, f);
          continue;
        }
      }
      // A type, a constant or a function by its own name.
      if (/^[A-Z]/.test(tok.v) || next?.v === "(" || next?.v === "!") check(i, tok.v, items(tok.v));
    }
  }
  return { faults, unread: [...unread].sort(), checked, checkedGated };
}

/** A fault as one line, for a test's message. */
export function describeFault(f: GateFault): string {
  return `${f.file}:${f.line}: ${f.name} (under [${f.context.join(", ")}]) is declared under ${f.targets
    .map((t) => `[${t.join(", ")}]`)
    .join(" or ")}`;
}
