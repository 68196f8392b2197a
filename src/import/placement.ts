/**
 * Where `acp-codegen import` puts the types it adds: beside the methods of their method's area, else beside what
 * refers to them or what they refer to, else in a file named after their method's area, else in
 * `<version>/imported.ts`.
 */

import type { VersionIndex } from "../model/index.js";
import type { VersionModel } from "../model/types.js";
import { isObj, type Json } from "./source.js";

/** Every `$defs` name a schema refers to. */
export function refsIn(s: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(s)) for (const x of s) refsIn(x, out);
  else if (isObj(s)) {
    if (typeof s.$ref === "string") out.add(s.$ref.replace(/^#\/\$defs\//, ""));
    for (const v of Object.values(s)) refsIn(v, out);
  }
  return out;
}

/**
 * The file name a method's types take: the method's area (`session/prompt` gives `session`), from its first
 * segment that holds a letter or digit (`$/cancel_request` gives `cancel-request`), in kebab case.
 */
export function methodArea(method: string): string {
  const seg = method.split("/").find((x) => /[a-z0-9]/i.test(x)) ?? "";
  return (
    seg
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase() || "methods"
  );
}

/**
 * The file of every declaration of the version: an existing one where it is, a new one (`order`, by published name,
 * sorted) by vote of the files of its method's area, then of what refers to it or what it refers to; a method's
 * types stay together.
 */
export function placeNewTypes(
  v: VersionModel,
  ix: VersionIndex,
  all: { readonly [name: string]: Json },
  order: readonly string[],
  specName: (n: string) => string,
  methodTypes: ReadonlyMap<string, string[]>,
  methodsFile: string,
): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const d of v.decls) fileOf.set(d.name, d.loc.file);
  const place = (name: string): string | null => {
    const d = all[name];
    const m = isObj(d) && typeof d["x-method"] === "string" ? d["x-method"] : null;
    const vote = (names: Iterable<string>): string | null => {
      const count = new Map<string, number>();
      for (const n of names) {
        const f = fileOf.get(specName(n));
        if (f && f !== methodsFile) count.set(f, (count.get(f) ?? 0) + 1);
      }
      return [...count].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
    };
    if (m) {
      const area = m.split("/")[0];
      const f = vote(v.methods.filter((x) => x.name.split("/")[0] === area).map((x) => x.params));
      if (f) return f;
    }
    // A method's types stay together: they are placed by what any of them refers to, or is referred to by.
    const group = m ? (methodTypes.get(m) ?? [name]) : [name];
    const referrers = Object.entries(all)
      .filter(([rn, rd]) => !group.includes(rn) && group.some((g) => refsIn(rd).has(g)))
      .map(([rn]) => rn);
    // Ids and other aliases are everywhere: only objects and unions say where a type belongs.
    const shaped = (n: string): boolean => {
      const kind = ix.decls.get(specName(n))?.kind;
      return kind === "object" || kind === "union" || kind === undefined;
    };
    return (
      vote(referrers) ??
      vote(group.flatMap((g) => [...refsIn(all[g] ?? null)]).filter((r) => !group.includes(r) && shaped(r)))
    );
  };
  // Types no vote places: a method's types found a file named after the method's area, and what they refer to follows.
  const fallback = (n: string): string | null => {
    const d = all[n];
    return isObj(d) && typeof d["x-method"] === "string" ? `${v.name}/${methodArea(d["x-method"])}.ts` : null;
  };
  // A version with no methods yet: each method's types found the file of the method's area first, so that what
  // they share is placed by vote among those files rather than all following the first method's.
  if (!v.methods.length) {
    for (const n of order) {
      const f = fileOf.has(specName(n)) || place(n) ? null : fallback(n);
      if (f) fileOf.set(specName(n), f);
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of order) {
      if (fileOf.has(specName(n))) continue;
      const f = place(n);
      if (f) {
        fileOf.set(specName(n), f);
        changed = true;
      }
    }
    if (!changed) {
      const n = order.find((x) => !fileOf.has(specName(x)) && fallback(x));
      if (n) {
        fileOf.set(specName(n), fallback(n)!);
        changed = true;
      }
    }
  }
  for (const n of order) if (!fileOf.has(specName(n))) fileOf.set(specName(n), `${v.name}/imported.ts`);
  return fileOf;
}
