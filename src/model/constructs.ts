/**
 * Construct strings, as conversion rules and reducers name the spec's parts
 * ("v1.Type", "v1.Union:variant", "v2.Union:*", "v1.method:session/load"):
 * what one names, and whether a JSON value exemplifies it. Validation,
 * behaviour evaluation and the tables all read them.
 */
import { didYouMean } from "../diagnostics/suggest.js";
import { checkValue, isPlainObject } from "./check-value.js";
import type { VersionIndex } from "./index.js";
import type { UnionDecl } from "./types.js";

/** Resolves a construct string to what it names, or an explanation of what is missing. */
export function resolveConstruct(
  versions: ReadonlyMap<string, VersionIndex>,
  text: string,
): { version: string; kind: "type" | "variant" | "other" | "method"; union?: UnionDecl } | string {
  const m = /^(v[0-9]+)\.([^:]+)(?::(.+))?$/.exec(text);
  if (!m)
    return `'${text}' is not a construct; write 'v1.Type', 'v1.Union:variant', 'v2.Union:*' or 'v1.method:session/load'`;
  const [, version, name, rest] = m as unknown as [string, string, string, string | undefined];
  const ix = versions.get(version);
  if (!ix) return `'${text}' names version ${version}, which the spec does not declare`;
  if (name === "method") {
    if (rest === undefined) return `'${text}' needs a method name: '${version}.method:session/resume'`;
    return ix.version.methods.some((x) => x.name === rest)
      ? { version, kind: "method" }
      : `${version} has no method '${rest}'${didYouMean(
          rest,
          ix.version.methods.map((x) => x.name),
        )}`;
  }
  const d = ix.decls.get(name);
  if (!d) return `${version} has no type '${name}'${didYouMean(name, ix.decls.keys())}`;
  if (rest === undefined) return { version, kind: "type" };
  if (d.kind !== "union") return `'${version}.${name}' is not a tagged union, so '${rest}' names no variant`;
  if (rest === "*")
    return d.open
      ? { version, kind: "other", union: d }
      : `'${version}.${name}' is closed: it has no unknown variants for '*' to name`;
  return d.variants.some((x) => x.tag === rest)
    ? { version, kind: "variant", union: d }
    : `'${version}.${name}' has no variant '${rest}'${didYouMean(
        rest,
        d.variants.map((x) => x.tag),
      )}`;
}

/** Does a JSON value exemplify a construct? `parent` widens a variant to its whole union (for `before` inputs). */
export function matchesConstruct(
  versions: ReadonlyMap<string, VersionIndex>,
  text: string,
  value: unknown,
  parent = false,
): string | null {
  const res = resolveConstruct(versions, text);
  if (typeof res === "string") return res;
  const ix = versions.get(res.version)!;
  const name = text.slice(res.version.length + 1).split(":")[0]!;
  if (res.kind === "method") {
    const m = ix.version.methods.find((x) => x.name === text.split(":").slice(1).join(":"))!;
    if (!isPlainObject(value) || (!parent && value.method !== m.name))
      return `expected a { "method": "${m.name}", "params": ... } message`;
    const target = parent ? ix.version.methods.find((x) => x.name === value.method) : m;
    if (!target) return `no ${res.version} method ${String(value.method)}`;
    return checkValue(ix, { kind: "ref", name: target.params, loc: target.loc }, value.params);
  }
  const problem = checkValue(ix, { kind: "ref", name, loc: ix.decls.get(name)!.loc }, value);
  if (problem || res.kind === "type" || parent) return problem;
  const u = res.union!;
  const tag = (value as Record<string, unknown>)[u.tagField];
  if (res.kind === "variant")
    return tag === text.split(":")[1]
      ? null
      : `the ${u.tagField} is ${JSON.stringify(tag)}, not ${JSON.stringify(text.split(":")[1])}`;
  return u.variants.some((x) => x.tag === tag)
    ? `${JSON.stringify(tag)} is a known ${u.name} variant, not an unknown one`
    : null;
}
