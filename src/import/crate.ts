/**
 * The unstable feature of each published item, read from the Rust crate that
 * publishes the schema: every `#[cfg(feature = "unstable_...")]` gate on a
 * module, struct, enum, variant, field, type alias or method-name constant,
 * mapped to the name the item has in the published schema (serde and schemars
 * renames, `rename_all`, a tagged enum's tags, flattened enums' variants).
 *
 * This is a text scan with a small tokenizer (comments, strings, attributes,
 * item headers, balanced brackets), not a Rust parser: it reads the shapes the
 * schema crate uses and skips everything else (impl blocks, functions, macros).
 *
 * A crate is given as a folder (the one holding its Cargo.toml), or as
 * `crate:NAME@VERSION` (also `NAME@VERSION`), which cargo fetches into
 * `node_modules/.cache/acp-codegen/crates/NAME-VERSION/`.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ImportError } from "./source.js";

/** The features that gate one published item. */
export interface CrateGate {
  /**
   * Upstream's feature names without `unstable_`, in source order: those the item's own gate adds to what
   * encloses it (its module, and for a member its type); those of what encloses it when its own adds none.
   */
  readonly features: readonly string[];
  /** `all`: every one is needed; `any`: one of them is enough. */
  readonly mode: "all" | "any";
  /** Where the gate is, for messages (`src/v2/client.rs:1141`). */
  readonly at: string;
}

export interface CrateFeatures {
  readonly name: string;
  readonly version: string | null;
  /** The crate's folder. */
  readonly root: string;
  /**
   * The gated items of each protocol version (`v1`, `v2`: the crate's `src/v1/`, `src/v2/` modules; `*`: the
   * rest), keyed like the importer's items: `Type`, `Type.field`, `Type:tag` (a variant or enum value), `method:name`.
   */
  readonly items: ReadonlyMap<string, ReadonlyMap<string, CrateGate>>;
}

// ---------------------------------------------------------------- tokens

type Tok = { readonly k: "id" | "str" | "p" | "num" | "life"; readonly v: string; readonly line: number };

/** The tokens of a Rust source text, without comments and white space. Strings keep their (unescaped) value. */
export function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  let line = 1;
  let i = 0;
  const n = src.length;
  const count = (from: number, to: number): void => {
    for (let j = from; j < to; j++) if (src.charCodeAt(j) === 10) line++;
  };
  while (i < n) {
    const c = src[i]!;
    if (c === "\n") {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "/" && src[i + 1] === "/") {
      while (i < n && src[i] !== "\n") i++;
      continue;
    }
    if (c === "/" && src[i + 1] === "*") {
      // Block comments nest in Rust.
      let depth = 0;
      const from = i;
      do {
        if (src[i] === "/" && src[i + 1] === "*") {
          depth++;
          i += 2;
        } else if (src[i] === "*" && src[i + 1] === "/") {
          depth--;
          i += 2;
        } else i++;
      } while (depth > 0 && i < n);
      count(from, i);
      continue;
    }
    // Raw strings: r"..", r#".."#, br".." (no escapes).
    const raw = /^b?r(#*)"/.exec(src.slice(i, i + 40));
    if (raw) {
      const close = `"${raw[1]}`;
      const start = i + raw[0].length;
      const end = src.indexOf(close, start);
      const stop = end < 0 ? n : end;
      out.push({ k: "str", v: src.slice(start, stop), line });
      count(i, stop);
      i = end < 0 ? n : end + close.length;
      continue;
    }
    if (c === '"' || (c === "b" && src[i + 1] === '"')) {
      const from = i;
      i += c === "b" ? 2 : 1;
      let v = "";
      while (i < n && src[i] !== '"') {
        if (src[i] === "\\") {
          const e = src[i + 1];
          v += e === "n" ? "\n" : e === "t" ? "\t" : e === "r" ? "\r" : e === "0" ? "\0" : e === "\n" ? "" : (e ?? "");
          i += 2;
          if (e === "\n") while (i < n && /\s/.test(src[i]!)) i++;
        } else v += src[i++];
      }
      out.push({ k: "str", v, line });
      count(from, i);
      i++;
      continue;
    }
    if (c === "'") {
      // A char literal ('a', '\n', '\u{..}') or a lifetime ('a, 'static).
      if (src[i + 1] === "\\") {
        const end = src.indexOf("'", i + 3);
        out.push({ k: "str", v: src.slice(i + 1, end), line });
        i = end + 1;
      } else if (src[i + 2] === "'") {
        out.push({ k: "str", v: src[i + 1]!, line });
        i += 3;
      } else {
        const m = /^'[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i, i + 64));
        out.push({ k: "life", v: m ? m[0] : "'", line });
        i += m ? m[0].length : 1;
      }
      continue;
    }
    const id = /^(?:r#)?[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i, i + 256));
    if (id) {
      out.push({ k: "id", v: id[0].replace(/^r#/, ""), line });
      i += id[0].length;
      continue;
    }
    const num = /^[0-9][0-9A-Za-z_.]*/.exec(src.slice(i, i + 64));
    if (num) {
      out.push({ k: "num", v: num[0], line });
      i += num[0].length;
      continue;
    }
    out.push({ k: "p", v: c, line });
    i++;
  }
  return out;
}

const OPEN: { readonly [c: string]: string } = { "(": ")", "[": "]", "{": "}" };

/** The index just past the bracket group that opens at `i` ((), [] or {}). */
function skipGroup(t: readonly Tok[], i: number): number {
  const stack: string[] = [];
  for (let j = i; j < t.length; j++) {
    const x = t[j]!;
    if (x.k !== "p") continue;
    if (OPEN[x.v]) stack.push(OPEN[x.v]!);
    else if (x.v === ")" || x.v === "]" || x.v === "}") {
      stack.pop();
      if (!stack.length) return j + 1;
    }
  }
  return t.length;
}

const isP = (x: Tok | undefined, v: string): boolean => x !== undefined && x.k === "p" && x.v === v;
const isId = (x: Tok | undefined, v?: string): boolean =>
  x !== undefined && x.k === "id" && (v === undefined || x.v === v);

// ---------------------------------------------------------------- attributes and cfg predicates

/** A cfg predicate's meaning for the schema: not gated by an unstable feature, test-only, or gated. */
type Gate =
  | { readonly kind: "none" }
  | { readonly kind: "never" }
  | { readonly kind: "all" | "any"; readonly features: readonly string[] };
const NONE: Gate = { kind: "none" };

/** Features that are not an item's own unstable feature: the protocol version's gate and the umbrella. */
const NOT_A_FEATURE = new Set(["protocol_v2", ""]);

/** Reads a cfg predicate from the tokens of its parentheses' content. */
function predicate(t: readonly Tok[], i: number, end: number): { gate: Gate; next: number } {
  const x = t[i];
  if (!x) return { gate: NONE, next: end };
  if (isId(x, "feature") && isP(t[i + 1], "=") && t[i + 2]?.k === "str") {
    const f = t[i + 2]!.v;
    const m = /^unstable_(.*)$/.exec(f);
    return { gate: m && !NOT_A_FEATURE.has(m[1]!) ? { kind: "all", features: [m[1]!] } : NONE, next: i + 3 };
  }
  if (isId(x) && isP(t[i + 1], "(")) {
    const close = skipGroup(t, i + 1) - 1;
    const parts: Gate[] = [];
    for (let j = i + 2; j < close; ) {
      const p = predicate(t, j, close);
      parts.push(p.gate);
      j = p.next;
      if (isP(t[j], ",")) j++;
    }
    let gate: Gate = NONE;
    if (x.v === "all") {
      if (parts.some((p) => p.kind === "never")) gate = { kind: "never" };
      else {
        const fs = parts.flatMap((p) => (p.kind === "all" || p.kind === "any" ? p.features : []));
        gate = fs.length
          ? {
              kind:
                parts.some((p) => p.kind === "any") && parts.filter((p) => p.kind !== "none").length === 1
                  ? "any"
                  : "all",
              features: [...new Set(fs)],
            }
          : NONE;
      }
    } else if (x.v === "any") {
      // Present when any part holds: ungated when one part needs no unstable feature.
      const live = parts.filter((p) => p.kind !== "never");
      if (!live.length) gate = { kind: "never" };
      else if (live.some((p) => p.kind === "none")) gate = NONE;
      else {
        const fs = [...new Set(live.flatMap((p) => (p.kind === "all" || p.kind === "any" ? p.features : [])))];
        gate = { kind: fs.length === 1 ? "all" : "any", features: fs };
      }
    }
    // `not(...)`: the item is there without the feature, so the feature is not its gate.
    return { gate, next: close + 1 };
  }
  if (isId(x, "test")) return { gate: { kind: "never" }, next: i + 1 };
  // Any other predicate (docsrs, target_os = "..") says nothing about features.
  let j = i + 1;
  if (isP(t[j], "=") && t[j + 1]?.k === "str") j += 2;
  return { gate: NONE, next: j };
}

/** Joins two gates: both must hold. */
function both(a: Gate, b: Gate): Gate {
  if (a.kind === "never" || b.kind === "never") return { kind: "never" };
  if (a.kind === "none") return b;
  if (b.kind === "none") return a;
  return {
    kind: a.kind === "any" && b.kind === "any" ? "any" : "all",
    features: [...new Set([...a.features, ...b.features])],
  };
}

/** What the attributes of one item say. */
interface Attrs {
  gate: Gate;
  gateLine: number;
  rename?: string;
  renameAll?: string;
  tag?: string;
  untagged: boolean;
  flatten: boolean;
}

/** Reads `key = "value"` and flag entries of a `serde(...)` / `schemars(...)` list into `a`. */
function readSerde(t: readonly Tok[], i: number, end: number, a: Attrs, schemars: boolean): void {
  for (let j = i; j < end; ) {
    const x = t[j]!;
    if (isId(x) && isP(t[j + 1], "=") && t[j + 2]?.k === "str") {
      const v = t[j + 2]!.v;
      if (x.v === "rename") a.rename = v;
      else if (x.v === "rename_all" && !schemars) a.renameAll = v;
      else if (x.v === "tag" && !schemars) a.tag = v;
      j += 3;
    } else if (isId(x) && isP(t[j + 1], "(")) {
      const close = skipGroup(t, j + 1) - 1;
      // rename(serialize = "..", deserialize = ".."): the name read from the wire.
      if (x.v === "rename" || x.v === "rename_all") {
        for (let k = j + 2; k < close; k++) {
          if (isId(t[k], "deserialize") && isP(t[k + 1], "=") && t[k + 2]?.k === "str") {
            if (x.v === "rename") a.rename = t[k + 2]!.v;
            else if (!schemars) a.renameAll = t[k + 2]!.v;
          }
        }
      }
      j = close + 1;
    } else {
      if (isId(x, "untagged") && !schemars) a.untagged = true;
      if (isId(x, "flatten") && !schemars) a.flatten = true;
      j++;
    }
    if (isP(t[j], ",")) j++;
  }
}

/** One attribute's content (between `#[` and `]`) into `a`. */
function readAttr(t: readonly Tok[], i: number, end: number, a: Attrs): void {
  const x = t[i];
  if (!isId(x) || !isP(t[i + 1], "(")) return;
  const close = skipGroup(t, i + 1) - 1;
  if (close > end) return;
  if (x!.v === "cfg") {
    const g = predicate(t, i + 2, close).gate;
    if (g.kind !== "none" && a.gate.kind === "none") a.gateLine = x!.line;
    a.gate = both(a.gate, g);
  } else if (x!.v === "serde") readSerde(t, i + 2, close, a, false);
  else if (x!.v === "schemars") readSerde(t, i + 2, close, a, true);
  else if (x!.v === "cfg_attr") {
    // cfg_attr(pred, attr, attr...): the attributes apply when the predicate holds. Schemas are made with
    // `schemars` on, and the unstable schema with every unstable feature on; a test-only or negated one is skipped.
    const p = predicate(t, i + 2, close);
    if (p.gate.kind === "never" || isId(t[i + 2], "not")) return;
    for (let j = p.next; j < close; ) {
      if (isP(t[j], ",")) {
        j++;
        continue;
      }
      const stop = isP(t[j + 1], "(") ? skipGroup(t, j + 1) : j + 1;
      readAttr(t, j, stop, a);
      j = stop;
    }
  }
}

/** The outer attributes at `i` (`#[...]`, doc comments are gone), and the index after them. Inner ones (`#![...]`) are skipped. */
function attrsAt(t: readonly Tok[], i: number): { a: Attrs; next: number } {
  const a: Attrs = { gate: NONE, gateLine: 0, untagged: false, flatten: false };
  while (isP(t[i], "#")) {
    const inner = isP(t[i + 1], "!");
    const open = inner ? i + 2 : i + 1;
    if (!isP(t[open], "[")) break;
    const close = skipGroup(t, open) - 1;
    if (!inner) readAttr(t, open + 1, close, a);
    i = close + 1;
  }
  return { a, next: i };
}

// ---------------------------------------------------------------- serde names

const words = (s: string): string[] => s.split("_").filter((w) => w.length);
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** A field's wire name under `rename_all` (serde's rules for snake_case Rust names). */
export function fieldCase(name: string, rule: string | undefined): string {
  switch (rule) {
    case "camelCase":
      return words(name)
        .map((w, i) => (i ? cap(w) : w))
        .join("");
    case "PascalCase":
      return words(name).map(cap).join("");
    case "kebab-case":
      return name.replace(/_/g, "-");
    case "SCREAMING_SNAKE_CASE":
    case "UPPERCASE":
      return name.toUpperCase();
    case "SCREAMING-KEBAB-CASE":
      return name.toUpperCase().replace(/_/g, "-");
    default:
      return name;
  }
}

/** A variant's wire name under `rename_all` (serde's rules for PascalCase Rust names). */
export function variantCase(name: string, rule: string | undefined): string {
  const snake = name.replace(/[A-Z]/g, (c, i: number) => (i ? "_" : "") + c.toLowerCase());
  switch (rule) {
    case "snake_case":
      return snake;
    case "kebab-case":
      return snake.replace(/_/g, "-");
    case "SCREAMING_SNAKE_CASE":
      return snake.toUpperCase();
    case "SCREAMING-KEBAB-CASE":
      return snake.toUpperCase().replace(/_/g, "-");
    case "camelCase":
      return name.charAt(0).toLowerCase() + name.slice(1);
    case "lowercase":
      return name.toLowerCase();
    case "UPPERCASE":
      return name.toUpperCase();
    default:
      return name;
  }
}

// ---------------------------------------------------------------- items

interface Member {
  /** The wire name, or null (an untagged variant has no tag). */
  readonly wire: string | null;
  readonly gate: Gate;
  readonly line: number;
  /** A flattened field's type (its last path segment, options unwrapped). */
  readonly flattens: string | null;
}

interface Container {
  readonly rust: string;
  readonly published: string;
  readonly kind: "struct" | "enum" | "alias";
  /** Module and own gates together. */
  readonly gate: Gate;
  /** The gate of its own attributes. */
  readonly own: Gate;
  /** The enclosing module's gate. */
  readonly outer: Gate;
  readonly file: string;
  readonly line: number;
  readonly fields: readonly Member[];
  readonly variants: readonly Member[];
}

interface Scan {
  readonly containers: Container[];
  readonly consts: {
    readonly name: string;
    readonly value: string;
    readonly gate: Gate;
    readonly outer: Gate;
    readonly file: string;
    readonly line: number;
  }[];
}

/** The last path segment of a type, with Option<..>, Box<..> and the like unwrapped. */
function typeName(t: readonly Tok[], from: number, to: number): string | null {
  const ids = t
    .slice(from, to)
    .filter((x) => x.k === "id" && !["Option", "Box", "Arc", "Vec", "crate", "super", "self"].includes(x.v));
  return ids[0]?.v ?? null;
}

/** The members (fields, or variants) between braces `[open, close)`. */
function members(
  t: readonly Tok[],
  open: number,
  close: number,
  variants: boolean,
  renameAll: string | undefined,
  untagged = false,
): Member[] {
  const out: Member[] = [];
  for (let i = open + 1; i < close; ) {
    const { a, next } = attrsAt(t, i);
    i = next;
    if (isP(t[i], ",")) {
      i++;
      continue;
    }
    if (isId(t[i], "pub")) {
      i++;
      if (isP(t[i], "(")) i = skipGroup(t, i);
    }
    const name = t[i];
    if (!isId(name)) {
      i++;
      continue;
    }
    i++;
    // Up to the next comma at this depth (generic arguments' commas are inside <>).
    const start = i;
    let angle = 0;
    while (i < close) {
      const x = t[i]!;
      if (x.k === "p" && OPEN[x.v]) {
        i = skipGroup(t, i);
        continue;
      }
      if (isP(x, "<")) angle++;
      else if (isP(x, ">") && angle > 0 && !isP(t[i - 1], "-")) angle--;
      else if (isP(x, ",") && angle === 0) break;
      i++;
    }
    // A flattened field is not a member of its own: its type's members are (see readCrateFeatures).
    if (a.gate.kind !== "never") {
      const wire = a.flatten
        ? null
        : variants
          ? a.untagged || untagged
            ? null
            : (a.rename ?? variantCase(name!.v, renameAll))
          : (a.rename ?? fieldCase(name!.v, renameAll));
      out.push({
        wire,
        gate: a.gate,
        line: a.gateLine || name!.line,
        flattens: !variants && a.flatten ? typeName(t, start + 1, i) : null,
      });
    }
    i++;
  }
  return out;
}

/** Reads the items of a token range (a file, or a module's braces) into `scan`. */
function items(
  t: readonly Tok[],
  from: number,
  to: number,
  outer: Gate,
  file: string,
  dir: string,
  ownDir: boolean,
  scan: Scan,
  seen: Set<string>,
): void {
  for (let i = from; i < to; ) {
    const { a, next } = attrsAt(t, i);
    i = next;
    if (i >= to) break;
    if (isP(t[i], ";")) {
      i++;
      continue;
    }
    if (isId(t[i], "pub")) {
      i++;
      if (isP(t[i], "(")) i = skipGroup(t, i);
    }
    const kw = t[i];
    const gate = both(outer, a.gate);
    const name = t[i + 1];
    if (isId(kw, "mod") && isId(name)) {
      if (isP(t[i + 2], ";")) {
        // `mod x;`: x.rs or x/mod.rs, beside this file (mod.rs, lib.rs) or in its own folder (x.rs).
        const base = ownDir ? dir : join(dir, file.replace(/^.*\//, "").replace(/\.rs$/, ""));
        const candidates = [join(base, `${name!.v}.rs`), join(base, name!.v, "mod.rs")];
        const path = candidates.find((p) => existsSync(p));
        if (path && gate.kind !== "never" && !seen.has(path)) {
          seen.add(path);
          const toks = tokenize(readFileSync(path, "utf8"));
          items(toks, 0, toks.length, gate, path, dirname(path), path.endsWith("mod.rs"), scan, seen);
        }
        i += 3;
      } else if (isP(t[i + 2], "{")) {
        const end = skipGroup(t, i + 2);
        if (gate.kind !== "never")
          items(
            t,
            i + 3,
            end - 1,
            gate,
            file,
            join(ownDir ? dir : join(dir, file.replace(/^.*\//, "").replace(/\.rs$/, "")), name!.v),
            true,
            scan,
            seen,
          );
        i = end;
      } else i++;
      continue;
    }
    if ((isId(kw, "struct") || isId(kw, "enum")) && isId(name)) {
      let j = i + 2;
      if (isP(t[j], "<")) {
        let depth = 0;
        for (; j < to; j++) {
          if (isP(t[j], "<")) depth++;
          else if (isP(t[j], ">") && !isP(t[j - 1], "-") && --depth === 0) break;
        }
        j++;
      }
      // A where clause, or nothing, up to the body.
      while (j < to && !isP(t[j], "{") && !isP(t[j], "(") && !isP(t[j], ";")) j++;
      const end = isP(t[j], ";") ? j + 1 : skipGroup(t, j);
      const braces = isP(t[j], "{");
      const enumKind = isId(kw, "enum");
      if (gate.kind !== "never") {
        scan.containers.push({
          rust: name!.v,
          published: a.rename ?? name!.v,
          kind: enumKind ? "enum" : "struct",
          gate,
          own: a.gate,
          outer,
          file,
          line: a.gateLine || name!.line,
          fields: braces && !enumKind ? members(t, j, end - 1, false, a.renameAll) : [],
          variants: braces && enumKind ? members(t, j, end - 1, true, a.renameAll, a.untagged) : [],
        });
      }
      i = end;
      if (isP(t[i], ";")) i++;
      continue;
    }
    if (isId(kw, "type") && isId(name)) {
      const end = t.findIndex((x, k) => k > i && isP(x, ";"));
      if (gate.kind !== "never")
        scan.containers.push({
          rust: name!.v,
          published: a.rename ?? name!.v,
          kind: "alias",
          gate,
          own: a.gate,
          outer,
          file,
          line: a.gateLine || name!.line,
          fields: [],
          variants: [],
        });
      i = end < 0 ? to : end + 1;
      continue;
    }
    if (isId(kw, "const") && isId(name) && isP(t[i + 2], ":")) {
      const eq = t.findIndex((x, k) => k > i && isP(x, "="));
      const end = t.findIndex((x, k) => k > i && isP(x, ";"));
      const value = eq >= 0 && eq < end && t[eq + 1]?.k === "str" && eq + 2 === end ? t[eq + 1]!.v : null;
      if (value !== null && gate.kind !== "never")
        scan.consts.push({ name: name!.v, value, gate, outer, file, line: a.gateLine || name!.line });
      i = end < 0 ? to : end + 1;
      continue;
    }
    // An item macro's invocation (`path::name! { items }`): its body is read as items under the same gates.
    {
      let j = i;
      while (isId(t[j]) && isP(t[j + 1], ":") && isP(t[j + 2], ":")) j += 3;
      if (
        isId(t[j]) &&
        !isId(t[j], "macro_rules") &&
        isP(t[j + 1], "!") &&
        (isP(t[j + 2], "{") || isP(t[j + 2], "(") || isP(t[j + 2], "["))
      ) {
        const end = skipGroup(t, j + 2);
        if (gate.kind !== "never") items(t, j + 3, end - 1, gate, file, dir, ownDir, scan, seen);
        i = isP(t[end], ";") ? end + 1 : end;
        continue;
      }
    }
    // Anything else (use, impl, fn, trait, macro_rules, statics): up to its `;` or past its block.
    let j = i;
    while (j < to) {
      const x = t[j]!;
      if (isP(x, ";")) {
        j++;
        break;
      }
      if (isP(x, "{")) {
        j = skipGroup(t, j);
        if (isP(t[j], ";")) j++;
        break;
      }
      if (x.k === "p" && (x.v === "(" || x.v === "[")) {
        j = skipGroup(t, j);
        continue;
      }
      j++;
    }
    i = Math.max(j, i + 1);
  }
}

/**
 * The features an item is in: those its own gate adds to what encloses it (under an `all` gate, the ones it does not
 * already need; under an `any` gate, its own, which narrow it), else those of what encloses it.
 */
function ownOf(own: Gate, outer: Gate): Gate {
  if (own.kind === "never" || outer.kind === "never") return { kind: "never" };
  if (own.kind === "none") return outer;
  if (outer.kind !== "all") return own;
  const fs = own.features.filter((f) => !outer.features.includes(f));
  return fs.length ? { kind: own.kind, features: fs } : outer;
}

/** The version a source file belongs to: `src/v1/...` is v1; files outside such a folder are everyone's (`*`). */
function versionOf(root: string, file: string): string {
  const rel = file.slice(resolve(root).length + 1).split(/[\\/]/);
  const v = rel.find((p) => /^v[0-9]+$/.test(p));
  return v ?? "*";
}

/** Reads the gated items of the crate in `root` (a folder holding Cargo.toml and src/lib.rs). */
export function readCrateFeatures(root: string): CrateFeatures {
  const dir = resolve(root);
  const manifest = join(dir, "Cargo.toml");
  const lib = join(dir, "src", "lib.rs");
  if (!existsSync(manifest) || !existsSync(lib))
    throw new ImportError(`${root} is not a crate's folder (no Cargo.toml and src/lib.rs)`);
  const toml = readFileSync(manifest, "utf8");
  const pkg = /^\[package\]([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  const name = /^\s*name\s*=\s*"([^"]+)"/m.exec(pkg)?.[1] ?? "";
  const version = /^\s*version\s*=\s*"([^"]+)"/m.exec(pkg)?.[1] ?? null;
  const scan: Scan = { containers: [], consts: [] };
  const toks = tokenize(readFileSync(lib, "utf8"));
  items(toks, 0, toks.length, NONE, lib, dirname(lib), true, scan, new Set([lib]));

  const items_ = new Map<string, Map<string, CrateGate>>();
  const put = (version: string, key: string, gate: Gate, file: string, line: number): void => {
    if (gate.kind !== "all" && gate.kind !== "any") return;
    const m = items_.get(version) ?? new Map<string, CrateGate>();
    const prev = m.get(key);
    // The same item declared twice (under different gates): one of either set is enough.
    const features = prev ? [...new Set([...prev.features, ...gate.features])] : gate.features;
    m.set(key, {
      features,
      mode: prev && prev.features.join() !== gate.features.join() ? "any" : gate.kind,
      at: `${file.slice(dir.length + 1)}:${line}`,
    });
    items_.set(version, m);
  };
  const ungated = new Set<string>();
  const byRust = new Map<string, Container[]>();
  for (const c of scan.containers) {
    const v = versionOf(dir, c.file);
    byRust.set(`${v} ${c.rust}`, [...(byRust.get(`${v} ${c.rust}`) ?? []), c]);
    if (c.gate.kind === "none") ungated.add(`${v} ${c.published}`);
  }
  for (const c of scan.containers) {
    const v = versionOf(dir, c.file);
    if (c.published.includes("{")) continue;
    const type = ownOf(c.own, c.outer);
    put(v, c.published, type, c.file, c.line);
    const members = (prefix: string, list: readonly Member[], sep: string, within: Gate): void => {
      for (const m of list)
        if (m.wire !== null) put(v, `${prefix}${sep}${m.wire}`, ownOf(m.gate, within), c.file, m.line);
    };
    members(c.published, c.fields, ".", type);
    members(c.published, c.variants, ":", type);
    // A flattened field's type lends its fields and variants to this one (gated ones, or all when the field is).
    for (const f of c.fields) {
      if (!f.flattens) continue;
      const within = ownOf(f.gate, type);
      for (const inner of byRust.get(`${v} ${f.flattens}`) ?? byRust.get(`* ${f.flattens}`) ?? []) {
        for (const m of inner.fields)
          if (m.wire !== null && (m.gate.kind !== "none" || f.gate.kind !== "none"))
            put(v, `${c.published}.${m.wire}`, ownOf(m.gate, within), c.file, m.line);
        for (const m of inner.variants)
          if (m.wire !== null && (m.gate.kind !== "none" || f.gate.kind !== "none"))
            put(v, `${c.published}:${m.wire}`, ownOf(m.gate, within), c.file, m.line);
      }
    }
  }
  // A type declared both gated and ungated (cfg(not(..)) twins) is not unstable.
  for (const [v, m] of items_) for (const k of [...m.keys()]) if (ungated.has(`${v} ${k}`)) m.delete(k);
  // Method names: gated string constants named like one.
  for (const c of scan.consts) {
    if (!/METHOD|NOTIFICATION/.test(c.name) || !/^[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_/]*)?$/.test(c.value)) continue;
    put(versionOf(dir, c.file), `method:${c.value}`, c.gate, c.file, c.line);
  }
  return { name, version, root: dir, items: items_ };
}

/** The gates of one protocol version: its own module's, then the shared files'. */
export function gatesOf(crate: CrateFeatures, version: string): Map<string, CrateGate> {
  return new Map([...(crate.items.get("*") ?? []), ...(crate.items.get(version) ?? [])]);
}

// ---------------------------------------------------------------- fetching

/** `crate:NAME@VERSION` or `NAME@VERSION` (an exact version). */
export function crateSpec(arg: string): { name: string; version: string } | null {
  const m = /^(?:crate:)?([A-Za-z0-9][A-Za-z0-9_-]*)@(=?)([0-9]+\.[0-9]+\.[0-9]+(?:[-+][0-9A-Za-z.-]+)?)$/.exec(arg);
  return m ? { name: m[1]!, version: m[3]! } : null;
}

/**
 * The folder of a crate argument: a folder as given, or `crate:NAME@VERSION` fetched with cargo (once) into
 * `<cwd>/node_modules/.cache/acp-codegen/crates/NAME-VERSION/`.
 */
export function crateFolder(arg: string, cwd: string, opts: { cargo?: string; timeoutMs?: number } = {}): string {
  const spec = crateSpec(arg);
  const asPath = resolve(cwd, arg);
  if (!spec || (existsSync(asPath) && statSync(asPath).isDirectory())) {
    if (!existsSync(asPath))
      throw new ImportError(`--crate ${arg}: no such folder (give a crate's folder, or crate:NAME@VERSION)`);
    return asPath;
  }
  const cache = join(cwd, "node_modules", ".cache", "acp-codegen", "crates");
  const dest = join(cache, `${spec.name}-${spec.version}`);
  if (existsSync(join(dest, "Cargo.toml"))) return dest;
  // A scratch package that depends on exactly that version: cargo fetches it, cargo metadata says where it is.
  const scratch = join(cache, `.fetch-${spec.name}-${spec.version}-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(join(scratch, "src"), { recursive: true });
  writeFileSync(
    join(scratch, "Cargo.toml"),
    `[package]\nname = "acp-codegen-crate-fetch"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n${spec.name} = "=${spec.version}"\n\n[workspace]\n`,
  );
  writeFileSync(join(scratch, "src", "lib.rs"), "");
  const cargo = opts.cargo ?? process.env.CARGO ?? "cargo";
  const run = (args: string[]): string => {
    try {
      return execFileSync(cargo, args, {
        cwd: scratch,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: opts.timeoutMs ?? 300_000,
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (e) {
      const err = e as { stderr?: string; message: string };
      throw new ImportError(
        `cannot fetch ${spec.name} ${spec.version} with cargo (cargo ${args[0]}): ${(err.stderr || err.message).trim().split("\n").slice(-3).join(" ")}`,
      );
    }
  };
  try {
    run(["fetch", "--quiet"]);
    const meta = JSON.parse(run(["metadata", "--format-version", "1", "--offline"])) as {
      packages: { name: string; version: string; manifest_path: string }[];
    };
    const pkg = meta.packages.find((p) => p.name === spec.name && p.version === spec.version);
    if (!pkg) throw new ImportError(`cargo fetched no ${spec.name} ${spec.version}`);
    const tmp = `${dest}.tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    cpSync(dirname(pkg.manifest_path), tmp, { recursive: true });
    rmSync(dest, { recursive: true, force: true });
    renameSync(tmp, dest);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return dest;
}
