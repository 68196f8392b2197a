import { featuresUsed } from "./features.js";
import type { VersionIndex } from "./index.js";
import type { JsonValue } from "./types.js";
import { envelopeTypeOf } from "./methods.js";
import { sharedOf } from "../render/retained.js";

/** Every example of a version as (qualified type, value, label): declarations, variants, and method params. */
export interface TypedExample {
  readonly type: string;
  readonly value: JsonValue;
  readonly label: string;
  /** The unstable features the example uses, sorted. */
  readonly unstable: readonly string[];
}

/** Every `@example` of a version's types, with the type it is an example of. */
export function examplesOf(ix: VersionIndex): readonly TypedExample[] {
  return sharedOf(found, ix, () => examplesIn(ix));
}

/** The examples of each version index, worked out once: validation and every target ask for them. */
const found = new WeakMap<
  VersionIndex,
  { readonly value: readonly TypedExample[]; readonly reads: readonly number[] }
>();

function examplesIn(ix: VersionIndex): TypedExample[] {
  const v = ix.version.name;
  const out: { type: string; value: JsonValue; label: string }[] = [];
  for (const d of ix.version.decls) {
    d.doc.examples.forEach((e, i) =>
      out.push({ type: `${v}.${d.name}`, value: e.value, label: `${v}-${d.name}-${i + 1}` }),
    );
    if (d.kind === "union")
      for (const x of d.variants)
        x.doc.examples.forEach((e, i) =>
          out.push({ type: `${v}.${d.name}`, value: e.value, label: `${v}-${d.name}-${x.tag}-${i + 1}` }),
        );
  }
  const envelopes: { type: string; value: JsonValue; label: string; params: string; feature: string | null }[] = [];
  for (const m of ix.version.methods) {
    m.doc.examples.forEach((e, i) =>
      out.push({
        type: `${v}.${m.params}`,
        value: (e.value as { [key: string]: JsonValue }).params!,
        label: `${v}-${m.name.replace(/\//g, "-")}-params-${i + 1}`,
      }),
    );
    const envelope = envelopeTypeOf(ix.version, m);
    if (envelope) {
      m.doc.examples.forEach((e, i) =>
        envelopes.push({
          type: `${v}.${envelope}`,
          value: e.value,
          label: `${v}-${m.name.replace(/\//g, "-")}-message-${i + 1}`,
          params: m.params,
          feature: m.doc.unstable?.feature ?? null,
        }),
      );
    }
  }
  const used = (name: string, value: JsonValue): string[] => {
    const d = ix.decls.get(name);
    return d ? featuresUsed(ix, { kind: "ref", name, loc: d.loc }, value) : [];
  };
  return [
    ...out.map((e) => ({ ...e, unstable: used(e.type.split(".")[1]!, e.value) })),
    ...envelopes.map(({ params, feature, ...e }) => ({
      ...e,
      unstable: [
        ...new Set([...used(params, (e.value as { [key: string]: JsonValue }).params!), ...(feature ? [feature] : [])]),
      ].sort(),
    })),
  ];
}
