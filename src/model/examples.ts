import type { VersionIndex } from "./index.js";
import type { JsonValue } from "./types.js";

/** Every example of a version as (qualified type, value, label): declarations, variants, and method params. */
export function examplesOf(ix: VersionIndex): { type: string; value: JsonValue; label: string }[] {
  const v = ix.version.name;
  const out: { type: string; value: JsonValue; label: string }[] = [];
  for (const d of ix.version.decls) {
    d.doc.examples.forEach((e, i) => out.push({ type: `${v}.${d.name}`, value: e.value, label: `${v}-${d.name}-${i + 1}` }));
    if (d.kind === "union") for (const x of d.variants) x.doc.examples.forEach((e, i) => out.push({ type: `${v}.${d.name}`, value: e.value, label: `${v}-${d.name}-${x.tag}-${i + 1}` }));
  }
  for (const m of ix.version.methods) {
    m.doc.examples.forEach((e, i) => out.push({ type: `${v}.${m.params}`, value: (e.value as { [key: string]: JsonValue }).params!, label: `${v}-${m.name.replace(/\//g, "-")}-params-${i + 1}` }));
  }
  return out;
}
