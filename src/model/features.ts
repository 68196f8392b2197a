import type { VersionIndex } from "./index.js";
import type { Decl, Doc, SpecModel, TypeExpr } from "./types.js";

/**
 * Unstable features: which a spec declares, and which a value uses. A value
 * uses a feature when it touches a type, variant or field that belongs to it.
 */

export function featureOf(doc: Doc): string | null {
  return doc.unstable?.feature ?? null;
}

/** Every feature the spec names, sorted. */
export function specFeatures(model: SpecModel): string[] {
  const out = new Set<string>();
  for (const v of model.versions) {
    for (const d of v.decls) {
      for (const doc of docsOf(d)) if (doc.unstable) out.add(doc.unstable.feature);
    }
    for (const m of v.methods) if (m.doc.unstable) out.add(m.doc.unstable.feature);
  }
  return [...out].sort();
}

/**
 * The declarations of a version from which an item of an unstable feature can be reached: one that carries a feature
 * itself (the declaration, a field, a variant or an enum value), or refers to such a declaration (fields, variants'
 * payloads, untagged members, alias targets, at any depth). A reference to a name the version does not declare
 * counts as reaching one (a validated model has none).
 */
export function typesReachingFeatures(ix: VersionIndex): Set<string> {
  const refs = (t: TypeExpr, into: string[]): void => {
    if (t.kind === "ref") into.push(t.name);
    else if (t.kind === "array") refs(t.items, into);
    else if (t.kind === "map") refs(t.values, into);
    else if (t.kind === "nullable") refs(t.inner, into);
  };
  const edges = new Map<string, { gated: boolean; to: string[] }>();
  for (const d of ix.version.decls) {
    const to: string[] = [];
    let gated = featureOf(d.doc) !== null;
    if (d.kind === "object" || d.kind === "union")
      for (const f of d.fields) {
        gated ||= featureOf(f.doc) !== null;
        refs(f.type, to);
      }
    if (d.kind === "union")
      for (const v of d.variants) {
        gated ||= featureOf(v.doc) !== null;
        if (v.payload !== null) to.push(v.payload);
      }
    if (d.kind === "enum") gated ||= d.values.some((v) => featureOf(v.doc) !== null);
    if (d.kind === "untagged") for (const m of d.members) refs(m.type, to);
    if (d.kind === "alias") refs(d.target, to);
    edges.set(d.name, { gated, to });
  }
  const reaches = new Set([...edges].filter(([, e]) => e.gated).map(([name]) => name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, e] of edges)
      if (!reaches.has(name) && e.to.some((t) => reaches.has(t) || !edges.has(t))) {
        reaches.add(name);
        grew = true;
      }
  }
  return reaches;
}

function docsOf(d: Decl): Doc[] {
  const docs = [d.doc];
  if (d.kind === "object") docs.push(...d.fields.map((f) => f.doc));
  if (d.kind === "union") docs.push(...d.variants.map((v) => v.doc), ...d.fields.map((f) => f.doc));
  return docs;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The features a value of `type` uses, judged by the model (the value need not be valid). */
export function featuresUsed(ix: VersionIndex, type: TypeExpr, value: unknown): string[] {
  const out = new Set<string>();
  const add = (doc: Doc): void => {
    if (doc.unstable) out.add(doc.unstable.feature);
  };
  const seen = new Set<unknown>();
  const walk = (t: TypeExpr, v: unknown): void => {
    if (t.kind === "nullable") return walk(t.inner, v);
    if (t.kind === "array") {
      if (Array.isArray(v)) for (const x of v) walk(t.items, x);
      return;
    }
    if (t.kind === "map") {
      if (isObj(v)) for (const x of Object.values(v)) walk(t.values, x);
      return;
    }
    if (t.kind !== "ref") return;
    const d = ix.decls.get(t.name);
    if (d) decl(d, v);
  };
  const decl = (d: Decl, v: unknown): void => {
    if (seen.has(v) && typeof v === "object") return;
    add(d.doc);
    if (d.kind === "alias") return walk(d.target, v);
    if (d.kind === "untagged") {
      for (const m of d.members) walk(m.type, v);
      return;
    }
    if (!isObj(v)) return;
    if (d.kind === "object") {
      for (const f of d.fields) {
        if (!(f.name in v)) continue;
        add(f.doc);
        walk(f.type, v[f.name]);
      }
    }
    if (d.kind === "union") {
      for (const f of d.fields) {
        if (!(f.name in v)) continue;
        add(f.doc);
        walk(f.type, v[f.name]);
      }
      const variant = d.variants.find((x) => x.tag === v[d.tagField]);
      if (!variant) return;
      add(variant.doc);
      const p = variant.payload ? ix.decls.get(variant.payload) : undefined;
      if (p) decl(p, v);
    }
  };
  walk(type, value);
  return [...out].sort();
}
