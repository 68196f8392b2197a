/**
 * Identifier spelling shared by validation and by every target, so that what
 * `validate` accepts is exactly what the targets can emit.
 */

import type { Loc } from "./diagnostics/diagnostic.js";
import type { LanguagePlugin } from "./plugin/index.js";

const ASCII_IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The results of a pure function of a name, by name: the targets spell the same names many times over (every field,
 * every reference), and splitting a name into words is regular-expression work. Emptied when it grows past a bound, so
 * that a long-lived process (watch mode) or a huge spec does not keep every name it ever saw.
 */
function memoByName<T>(f: (name: string) => T): (name: string) => T {
  const known = new Map<string, T>();
  return (name) => {
    let v = known.get(name);
    if (v === undefined) {
      if (known.size >= 65_536) known.clear();
      v = f(name);
      known.set(name, v);
    }
    return v;
  };
}

const wordsOf = memoByName((name: string): readonly string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase()),
);

/** Splits `fooBar`, `foo_bar`, `FooBAR2`, `resource_link`, `_meta` into lower-case words (a new array each call). */
export function words(name: string): string[] {
  return wordsOf(name).slice();
}

/** `fooBar` -> `foo_bar`: the words of a name, joined by `_`. */
export const snakeCase: (name: string) => string = memoByName((name) => wordsOf(name).join("_"));

/** `foo_bar` -> `FooBar`: the words of a name, each capitalised. */
export const pascalCase: (name: string) => string = memoByName((name) =>
  wordsOf(name)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(""),
);

/** Whether a string is an ASCII identifier (letters, digits and `_`, not starting with a digit). */
export function isAsciiIdent(s: string): boolean {
  return ASCII_IDENT.test(s);
}

/** A name a target declares beside the spec's types, and the construct it derives from. */
export interface DerivedName {
  readonly name: string;
  /** The construct, in words: "variant 'x' of v1.U". */
  readonly what: string;
  readonly loc: Loc;
}

/**
 * The catch-all of an open union, enum or message group, after the names of its
 * known members: `Other`, or `Unknown` (then `UnknownValue`) when a member takes it.
 */
export function catchAllName(known: readonly string[]): string {
  return ["Other", "Unknown", "UnknownValue"].find((n) => !known.includes(n))!;
}

/**
 * Why a spec type may not take this name in some language, or null when every
 * language can declare it: the name is built in, or the generated module already
 * uses it (an import, the prelude, its runtime, its own declarations). Each
 * language says which names it reserves (`naming.reservesTypeName`); the core
 * keeps no list of its own.
 */
export function reservedTypeName(name: string, languages: readonly LanguagePlugin[]): string | null {
  const taken: string[] = [];
  for (const l of languages) if (l.naming?.reservesTypeName?.(name)) taken.push(l.displayName);
  return taken.length ? `it is reserved in ${taken.join(", ").replace(/, ([^,]*)$/, " and $1")}` : null;
}
