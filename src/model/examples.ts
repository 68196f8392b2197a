import { featuresUsed } from "./features.js";
import type { VersionIndex } from "./index.js";
import type { JsonValue } from "./types.js";

/** Every example of a version as (qualified type, value, label): declarations, variants, and method params. */
export interface TypedExample {
  readonly type: string;
  readonly value: JsonValue;
  readonly label: string;
  /** The unstable features the example uses, sorted. */
  readonly unstable: readonly string[];
}

export function examplesOf(ix: VersionIndex): TypedExample[] {
  const v = ix.version.name;
  const out: { type: string; value: JsonValue; label: string }[] = [];
  for (const d of ix.version.decls) {
    d.doc.examples.forEach((e, i) => out.push({ type: `${v}.${d.name}`, value: e.value, label: `${v}-${d.name}-${i + 1}` }));
    if (d.kind === "union") for (const x of d.variants) x.doc.examples.forEach((e, i) => out.push({ type: `${v}.${d.name}`, value: e.value, label: `${v}-${d.name}-${x.tag}-${i + 1}` }));
  }
  for (const m of ix.version.methods) {
    m.doc.examples.forEach((e, i) => out.push({ type: `${v}.${m.params}`, value: (e.value as { [key: string]: JsonValue }).params!, label: `${v}-${m.name.replace(/\//g, "-")}-params-${i + 1}` }));
  }
  return out.map((e) => {
    const name = e.type.split(".")[1]!;
    const d = ix.decls.get(name);
    return { ...e, unstable: d ? featuresUsed(ix, { kind: "ref", name, loc: d.loc }, e.value) : [] };
  });
}
