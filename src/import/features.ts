/**
 * The unstable feature of each item `acp-codegen import` adds that only the unstable schema has: the user's map,
 * else the one feature of what the item reaches and what reaches it (a crate gate of several features picks among
 * its own by the same vote).
 */

import type { WireDifference } from "../compare/structure.js";
import type { Doc } from "../model/types.js";
import type { CrateGate } from "./crate.js";
import { branchesOf, tagOf } from "./declare.js";
import { refsIn } from "./placement.js";
import { isObj, type Json } from "./source.js";

/** What `unstableFeatures` decides from. */
export interface FeatureInputs {
  /**
   * The items only the unstable schema has (`Type`, `Type.field`, `Type:tag`, `method:name`); a member the map
   * names is added.
   */
  readonly only: Set<string>;
  /** The user's map of items to upstream feature names. */
  readonly userMap: ReadonlyMap<string, string>;
  /** Upstream feature names to the spec's. */
  readonly translate: ReadonlyMap<string, string>;
  /** What the spec is missing. */
  readonly missing: readonly WireDifference[];
  /** The schema's `$defs`. */
  readonly all: { readonly [name: string]: Json };
  /** The spec's own constructs, by published `where`. */
  readonly have: ReadonlyMap<string, { readonly doc: Doc }>;
  /** The crate's gates that name several features. */
  readonly gates: ReadonlyMap<string, CrateGate>;
  /** The types of each method, by method name. */
  readonly methodTypes: ReadonlyMap<string, string[]>;
}

/** The feature of each unstable item, and how a type's and a member's feature is read from it. */
export interface Features {
  readonly feature: Map<string, string>;
  /** A type's feature: decided here, or the spec's own. */
  readonly featureOfType: (name: string) => string | null;
  /** A member's own feature (undefined when it is not unstable-only, or is in its type's feature). */
  readonly memberFeature: (key: string) => string | null | undefined;
}

/** Decides the feature of each item only the unstable schema has. */
export function unstableFeatures(inputs: FeatureInputs): Features {
  const { only, userMap, translate, missing, all, have, gates, methodTypes } = inputs;
  const feature = new Map<string, string>();
  for (const key of only) {
    const up = userMap.get(key);
    if (up) feature.set(key, translate.get(up) ?? up);
  }
  // Members of types only the unstable schema has are in their type's feature, unless the map names another.
  for (const d of missing) {
    const owner = d.where.split(/[.:]/)[0]!;
    if (d.where !== owner && !d.where.startsWith("method:") && only.has(owner) && userMap.has(d.where)) {
      only.add(d.where);
      feature.set(d.where, translate.get(userMap.get(d.where)!) ?? userMap.get(d.where)!);
    }
  }
  // So are the members of a new type, unless the map names another (a field gated by a second feature).
  for (const [key, up] of userMap) {
    const owner = key.split(/[.:]/)[0]!;
    const d = all[owner];
    if (key === owner || key.startsWith("method:") || !only.has(owner) || have.has(owner) || !isObj(d)) continue;
    const member = key.slice(owner.length + 1);
    const exists =
      key[owner.length] === "."
        ? isObj(d.properties) && member in d.properties
        : (branchesOf(d) ?? []).some((b) => tagOf(b)?.value === member || b.const === member);
    if (!exists) continue;
    only.add(key);
    feature.set(key, translate.get(up) ?? up);
  }
  const featureOfType = (name: string): string | null =>
    feature.get(name) ?? have.get(name)?.doc.unstable?.feature ?? null;
  const siteFeature = (owner: string, site: string): string | null =>
    feature.get(site) ?? have.get(site)?.doc.unstable?.feature ?? featureOfType(owner);
  const neighbours = (key: string): Set<string> => {
    const out = new Set<string>();
    const add = (f: string | null): void => void (f && out.add(f));
    if (key.startsWith("method:")) for (const t of methodTypes.get(key.slice(7)) ?? []) add(featureOfType(t));
    else if (/[.:]/.test(key)) {
      const [owner, rest] = [key.split(/[.:]/)[0]!, key.slice(key.split(/[.:]/)[0]!.length + 1)];
      const d = all[owner];
      const sub = isObj(d)
        ? key.includes(".")
          ? isObj(d.properties)
            ? d.properties[rest]
            : undefined
          : (branchesOf(d) ?? []).find((b) => tagOf(b)?.value === rest || b.const === rest)
        : undefined;
      for (const r of refsIn(sub ?? null)) add(featureOfType(r));
    } else {
      const d = all[key];
      for (const r of refsIn(d ?? null)) if (r !== key) add(featureOfType(r));
      if (isObj(d) && typeof d["x-method"] === "string")
        add(
          feature.get(`method:${d["x-method"]}`) ?? have.get(`method:${d["x-method"]}`)?.doc.unstable?.feature ?? null,
        );
      for (const [rn, rd] of Object.entries(all)) {
        if (!isObj(rd) || rn === key) continue;
        for (const [k, p] of Object.entries(isObj(rd.properties) ? rd.properties : {}))
          if (refsIn(p).has(key)) add(siteFeature(rn, `${rn}.${k}`));
        for (const b of branchesOf(rd) ?? []) {
          const t = tagOf(b);
          if (refsIn(b).has(key)) add(t ? siteFeature(rn, `${rn}:${t.value}`) : featureOfType(rn));
        }
      }
    }
    return out;
  };
  // A gate of several features: the one of them what the item reaches and what reaches it is in; else the first.
  for (const key of [...only].sort()) {
    const g = gates.get(key);
    if (feature.has(key) || have.has(key) || !g || g.features.length < 2) continue;
    const n = neighbours(key);
    const pick =
      g.features.find(
        (f) => n.has(translate.get(f) ?? f) && g.features.filter((x) => n.has(translate.get(x) ?? x)).length === 1,
      ) ?? g.features[0]!;
    feature.set(key, translate.get(pick) ?? pick);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const key of [...only].sort()) {
      if (feature.has(key) || have.has(key)) continue;
      const n = neighbours(key);
      if (n.size === 1) {
        feature.set(key, [...n][0]!);
        changed = true;
      }
    }
  }
  // A member in its own type's feature needs no tag of its own.
  const memberFeature = (key: string): string | null | undefined => {
    if (!only.has(key)) return undefined;
    const owner = key.split(/[.:]/)[0]!;
    const f = feature.get(key) ?? null;
    return f !== null && f === featureOfType(owner) ? undefined : f;
  };
  return { feature, featureOfType, memberFeature };
}
