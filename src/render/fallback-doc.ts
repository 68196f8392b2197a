import type { Doc } from "../model/types.js";

/**
 * Doc text for an item whose spec doc is empty, generated from the model, so
 * that every binding documents every public item (the Rust crate denies
 * missing docs). The spec's text always wins. A fallback never reaches the
 * model: the doc coverage (src/validate/docs.ts) counts the item as
 * undocumented, and ACP027 names it, until the spec documents it.
 */
export function withFallback(doc: Doc, fallback: string): Doc {
  return doc.text.trim() !== "" ? doc : { ...doc, text: fallback };
}

/** The generated sentences, one per kind of item. Names are the spec's (type names, wire names). */
export const fallbackText = {
  type: (name: string): string => `The \`${name}\` type.`,
  field: (owner: string, field: string): string => `The \`${field}\` field of \`${owner}\`.`,
  variant: (union: string, tag: string): string => `The \`${tag}\` variant of \`${union}\`.`,
  value: (enumName: string, value: string): string => `The value \`${JSON.stringify(value)}\` of \`${enumName}\`.`,
  member: (union: string, member: string): string => `A \`${union}\` that is a \`${member}\`.`,
  method: (method: string): string => `The \`${method}\` method.`,
};
