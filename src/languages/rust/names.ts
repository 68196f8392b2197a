/**
 * Facts of the Rust language and of the generated crate that decide which spec
 * names the crate can spell (naming.ts applies them; validation refuses the rest).
 */

import { isAsciiIdent, pascalCase, snakeCase } from "../../plugin/index.js";

/** Strict and reserved keywords (the Reference, "Keywords", editions 2015-2024). */
export const RUST_KEYWORDS: ReadonlySet<string> = new Set(
  (
    "as break const continue crate else enum extern false fn for if impl in let loop match mod move mut pub ref return " +
    "self Self static struct super trait true type unsafe use where while async await dyn abstract become box do final " +
    "macro override priv typeof unsized virtual yield try gen union"
  ).split(" "),
);

/** Keywords that cannot be raw identifiers (`r#self` is invalid): they take a trailing `_` instead. */
export const RUST_NON_RAW: ReadonlySet<string> = new Set(["self", "Self", "super", "crate", "_"]);

/** Members a generated struct owns beside the spec's fields: the map that keeps unknown fields. */
export const RUST_STRUCT_MEMBERS: ReadonlySet<string> = new Set(["extra"]);

/**
 * Names of the Rust runtime and of the catch-alls the crate declares (the kept-as-received member of an
 * open union, its unknown fields) that a spec type may not take, beyond the module's own names below.
 */
export const RUST_RUNTIME_NAMES: ReadonlySet<string> = new Set(["Other", "Unknown", "Field"]);

/**
 * Type names a generated module already uses unqualified: its imports, the
 * prelude (2021) whose items the generated code names, and the generic
 * parameters of its impls. A spec type of one of these names would shadow it.
 */
export const RUST_MODULE_NAMES: ReadonlySet<string> = new Set([
  // use crate::MaybeUndefined; use serde::{...}; use serde_json::{Map, Value};
  "MaybeUndefined",
  "Serialize",
  "Deserialize",
  "Serializer",
  "Deserializer",
  "Map",
  "Value",
  // The prelude.
  "Copy",
  "Send",
  "Sized",
  "Sync",
  "Unpin",
  "Drop",
  "Fn",
  "FnMut",
  "FnOnce",
  "Box",
  "ToOwned",
  "Clone",
  "PartialEq",
  "PartialOrd",
  "Eq",
  "Ord",
  "AsRef",
  "AsMut",
  "Into",
  "From",
  "TryFrom",
  "TryInto",
  "Default",
  "Iterator",
  "Extend",
  "IntoIterator",
  "DoubleEndedIterator",
  "ExactSizeIterator",
  "FromIterator",
  "Option",
  "Some",
  "None",
  "Result",
  "Ok",
  "Err",
  "String",
  "ToString",
  "Vec",
  "Debug",
  "Hash",
  "Self",
]);

/** The Rust identifier of a wire field name, or null when none can spell it. */
export function rustFieldIdent(wire: string): string | null {
  const base = snakeCase(wire);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  // A keyword that cannot be raw, and the struct's own members, take a trailing `_` (serde's camelCase drops it again).
  if (RUST_NON_RAW.has(base) || RUST_STRUCT_MEMBERS.has(base)) return `${base}_`;
  if (RUST_KEYWORDS.has(base)) return `r#${base}`;
  return base;
}

/**
 * The Rust variant or enum-member identifier of a tag value, or null. `Self`
 * is the only keyword a PascalCase word can spell, and it cannot be raw: it
 * takes a trailing `_` (the wire name stays in `#[serde(rename)]`).
 */
export function variantIdent(tag: string): string | null {
  const base = pascalCase(tag);
  if (!base || !isAsciiIdent(base) || /^[0-9]/.test(base)) return null;
  return RUST_NON_RAW.has(base) ? `${base}_` : base;
}
