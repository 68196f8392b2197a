/**
 * Facts of TypeScript and of the generated modules that decide which spec
 * names the bindings can spell (naming.ts applies them; validation refuses the rest).
 */

/** Built-in type names a spec type may not take. */
export const TS_RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set(
  "any unknown never object string number boolean bigint symbol undefined null void Object String Number Boolean Array Record Promise Error Date Map Set".split(
    " ",
  ),
);

/**
 * Names of the TypeScript runtime (its codecs, errors and JSON types) that a spec type may not take: the
 * package exports them beside the spec's types.
 */
export const TS_RUNTIME_NAMES: ReadonlySet<string> = new Set([
  "Codec",
  "DecodeError",
  "ParseResult",
  "JsonValue",
  "JsonObject",
  "Patch",
  "Other",
]);

/** The names a generated version module declares beside the spec's types (module.hbs, and its peers: peer.hbs). */
export const TS_MODULE_NAMES: ReadonlySet<string> = new Set([
  "rt",
  "codecs",
  "methods",
  "MethodParams",
  "MethodResults",
  "LENIENCY",
  "parseLenient",
  "parseLenientJson",
  "peer",
  "cancelRequest",
  ...["Agent", "Client"].flatMap((side) => [
    `${side}Handlers`,
    `${side}Peer`,
    `connect${side}`,
    `${side.toLowerCase()}Side`,
  ]),
]);

/**
 * A key of an object literal in generated code. `__proto__: x` (bare or quoted)
 * in an object literal sets the prototype instead of a property, so that key is
 * written as a computed one; other keys are bare when they are identifiers.
 */
export function literalKey(name: string, quote: (s: string) => string): string {
  if (name === "__proto__") return `[${quote(name)}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}
