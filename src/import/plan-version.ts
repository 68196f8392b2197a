/**
 * One version's plan of an import: what the spec lacks against the published schema, and how each item is added (an
 * insertion into a spec file, or a declaration appended to one) or left to a person (a located decision). The plan
 * runs in steps over one shared state (`PlanState`): the survey of what is missing and under which names and
 * features, new types, tags on existing fields, members of existing declarations (fields, variants, enum values),
 * then methods.
 */
import { differNotes, explain } from "../compare/departures.js";
import { compareSchemas, type WireDifference } from "../compare/structure.js";
import type { Loc } from "../diagnostics/diagnostic.js";
import { defaultKind } from "../model/leniency.js";
import { indexVersion, type VersionIndex } from "../model/index.js";
import type { Doc, Field, VersionModel } from "../model/types.js";
import { reservedTypeName } from "../naming.js";
import { languagesWith } from "../targets/registry.js";
import { versionSchema } from "../targets/jsonschema/index.js";
import { gatesOf, type CrateGate } from "./crate.js";
import {
  branchesOf,
  Declarer,
  isOther,
  namesIn,
  publishedBounds,
  publishedCounts,
  refOf,
  tagOf,
  type Declared,
} from "./declare.js";
import { insertEnumValues, insertFieldTag, insertMembers, insertVariants, type Insertion } from "./edit.js";
import { unstableFeatures, type Features } from "./features.js";
import type { Added, Decision, ImportOptions, Located } from "./import.js";
import { placeNewTypes } from "./placement.js";
import { isObj, type Json, type Obj, type VersionSchemas } from "./source.js";

/** A published schema's definitions by name. */
export type Defs = { readonly [name: string]: Json };
/** A published schema's definitions. */
export const defsOf = (o: Obj): Defs => (isObj(o.$defs) ? o.$defs : {});

/** What only the unstable schema has: types, fields, tags, values and methods, keyed like diff's `where`. */
function unstableOnly(stable: Defs, all: Defs): Set<string> {
  const out = new Set<string>();
  for (const [name, d] of Object.entries(all)) {
    if (!isObj(d)) continue;
    const s = stable[name];
    if (!isObj(s)) {
      out.add(name);
      continue;
    }
    const sp = isObj(s.properties) ? s.properties : {};
    for (const k of Object.keys(isObj(d.properties) ? d.properties : {})) if (!(k in sp)) out.add(`${name}.${k}`);
    const keys = (x: Obj): string[] =>
      (branchesOf(x) ?? [])
        .filter((b) => !isOther(b))
        .flatMap((b) => {
          const t = tagOf(b);
          return t ? [t.value] : typeof b.const === "string" ? [b.const] : [];
        });
    const sk = new Set(keys(s));
    for (const k of keys(d)) if (!sk.has(k)) out.add(`${name}:${k}`);
  }
  const methods = (defs: Defs): Set<string> =>
    new Set(Object.values(defs).flatMap((d) => (isObj(d) && typeof d["x-method"] === "string" ? [d["x-method"]] : [])));
  const sm = methods(stable);
  for (const m of methods(all)) if (!sm.has(m)) out.add(`method:${m}`);
  return out;
}

/** The spec's own constructs of one version, by published `where`, with their doc and location. */
export function constructs(v: VersionModel): Map<string, { doc: Doc; loc: Loc; file: string }> {
  const out = new Map<string, { doc: Doc; loc: Loc; file: string }>();
  for (const d of v.decls) {
    const n = d.doc.schemaName ?? d.name;
    out.set(n, { doc: d.doc, loc: d.loc, file: d.loc.file });
    if (d.kind === "object" || d.kind === "union")
      for (const f of d.fields) out.set(`${n}.${f.name}`, { doc: f.doc, loc: f.loc, file: f.loc.file });
    if (d.kind === "union")
      for (const x of d.variants) out.set(`${n}:${x.tag}`, { doc: x.doc, loc: x.loc, file: x.loc.file });
    if (d.kind === "enum")
      for (const x of d.values) out.set(`${n}:${x.value}`, { doc: d.doc, loc: x.loc, file: x.loc.file });
  }
  for (const m of v.methods) out.set(`method:${m.name}`, { doc: m.doc, loc: m.loc, file: m.loc.file });
  return out;
}

/** The line and column of a def in a schema's text (for a decision about something the spec does not have). */
export function schemaLoc(text: string, origin: string, where: string): Located {
  const name = where.startsWith("method:") ? where.slice(7) : where.split(/[.:]/)[0]!;
  const at = where.startsWith("method:")
    ? text.indexOf(`"x-method": ${JSON.stringify(name)}`)
    : text.indexOf(`${JSON.stringify(name)}: {`);
  const before = text.slice(0, Math.max(0, at)).split("\n");
  return { file: origin, line: before.length, col: before[before.length - 1]!.length + 1, inSchema: true };
}

/** A location in the spec, as a decision or an addition gives it. */
export const located = (loc: Loc): Located => ({ file: loc.file, line: loc.line, col: loc.col });

/** How the spec names upstream's features: upstream `x` -> the spec's name, where items the user's map names carry one feature in the spec. */
export function featureNames(map: ReadonlyMap<string, string>, have: Map<string, { doc: Doc }>): Map<string, string> {
  const votes = new Map<string, Set<string>>();
  for (const [key, up] of map) {
    const f = have.get(key)?.doc.unstable?.feature;
    if (f) votes.set(up, new Set([...(votes.get(up) ?? []), f]));
  }
  return new Map([...votes].flatMap(([up, fs]) => (fs.size === 1 ? [[up, [...fs][0]!] as const] : [])));
}

const upstreamName = (f: string): string => f.replace(/^unstable_/, "");

/**
 * Upstream's feature of each item of a version (upstream's names, without `unstable_`): the user's map (for
 * the version, or for all), else the crate's gate when it names one feature.
 */
export function featureMap(opts: ImportOptions, version: string): Map<string, string> {
  const out = new Map<string, string>();
  if (opts.crateFeatures)
    for (const [k, g] of gatesOf(opts.crateFeatures, version)) if (g.features.length === 1) out.set(k, g.features[0]!);
  for (const [k, f] of [...(opts.features.get("*") ?? []), ...(opts.features.get(version) ?? [])])
    out.set(k, upstreamName(f));
  return out;
}

/** One version's plan: the insertions and appended declarations by file, what they add, and the decisions left to a person. */
export interface VersionPlan {
  readonly version: string;
  readonly edits: Map<string, Insertion[]>;
  readonly appends: Map<string, string[]>;
  readonly added: {
    kind: Added["kind"];
    where: string;
    feature: string | null;
    helper?: boolean;
    tag?: string;
    specName: string;
  }[];
  readonly decisions: Decision[];
  readonly newNames: Map<string, string>;
}

/** The field `field` of the declaration published as `type`. */
export function fieldOf(v: VersionModel, type: string, field: string): Field | undefined {
  const d = v.decls.find((x) => (x.doc.schemaName ?? x.name) === type);
  return d && (d.kind === "object" || d.kind === "union") ? d.fields.find((x) => x.name === field) : undefined;
}

/** The side that sends a method by the release's method tables (`agentMethods`: the agent handles it), or null without tables. */
function metaSides(vs: VersionSchemas, method: string): "client_to_agent" | "agent_to_client" | "both" | null {
  const table = vs.meta.find((m) => m.releasePath.endsWith("meta.unstable.json")) ?? vs.meta[0];
  if (!table) return null;
  const has = (key: string): boolean => isObj(table.json[key]) && Object.values(table.json[key]).includes(method);
  const [agent, client] = [has("agentMethods"), has("clientMethods")];
  if (has("protocolMethods") || (agent && client)) return "both";
  return agent ? "client_to_agent" : client ? "agent_to_client" : null;
}

/**
 * What every step of a version's plan reads (the survey: the spec's version and the published schema, what is
 * missing, the names and features it is added under) and builds (decisions, additions, insertions, appended
 * declarations, the new types and where they go), with the helpers the steps share.
 */
interface PlanState extends Features {
  readonly v: VersionModel;
  readonly vs: VersionSchemas;
  readonly ix: VersionIndex;
  readonly texts: Map<string, string>;
  /** Every published definition (the unstable schema's, when there is one). */
  readonly all: Defs;
  /** The differences that are items to add: not explained by a `@differs` note, not refused by an earlier attempt. */
  readonly missing: readonly WireDifference[];
  /** The spec's own constructs (see `constructs`). */
  readonly have: Map<string, { doc: Doc; loc: Loc; file: string }>;
  /** What only the unstable schema has (see `unstableOnly`). */
  readonly only: Set<string>;
  /** The schema decisions about what the spec does not have are located in. */
  readonly origin: { readonly text: string; readonly origin: string };
  /** The types of each published method (by `x-method`). */
  readonly methodTypes: Map<string, string[]>;
  readonly declarer: Declarer;
  readonly methodsFile: string;
  readonly decisions: Decision[];
  readonly added: VersionPlan["added"];
  readonly appends: Map<string, string[]>;
  readonly edits: Map<string, Insertion[]>;
  /** The new declarations, by spec name (their published names as values). */
  readonly newNames: Map<string, string>;
  /** The new types (by published name) that can be written, and those that wait for a feature's name or another type. */
  readonly declared: Map<string, Declared>;
  readonly unnamed: Set<string>;
  /** Types not added because what they refer to was refused, or is not added itself. */
  readonly notAdded: Set<string>;
  /** The file of every declaration, old and new (see `placeNewTypes`). */
  readonly fileOf: Map<string, string>;
  /** The spec's name of a published type (`Error` -> `ErrorType` where a language reserves the name). */
  readonly specName: (n: string) => string;
  /** An earlier attempt of this import could not compile the item (it is left out, as a decision). */
  readonly isRefused: (where: string) => boolean;
  /** The spec has the name, or it is being added. */
  readonly taken: (n: string) => boolean;
  /** The type a declaration's text refers to that is not written (that it waits for), or null. */
  readonly blocked: (text: string) => string | null;
  /** Records an insertion into a file, or (null: no place for it) a decision to add the item by hand. */
  readonly insert: (file: string, e: Insertion | null, where: string, what: string) => boolean;
  /** Whether a member is left out: an unstable-only one whose feature has no name (a decision), or a stable one. */
  readonly skip: (where: string, f: string | null | undefined) => boolean;
  /** The missing items of one kind by the published type they belong to. */
  readonly byOwner: (what: string) => Map<string, WireDifference[]>;
}

/** A declaration with the helper declarations it needs, depth first. */
const flat = (d: Declared): Declared[] => [d, ...d.extras.flatMap(flat)];

/** Surveys a version: what is missing, the names and features it is added under, and the refused items' decisions. */
function survey(
  v: VersionModel,
  vs: VersionSchemas,
  opts: ImportOptions,
  texts: Map<string, string>,
  refused: ReadonlyMap<string, string>,
): PlanState {
  const stable = defsOf(vs.stable.json);
  const theirs = vs.unstable?.json ?? vs.stable.json;
  const all = defsOf(theirs);
  const ix = indexVersion(v);
  // Against the spec's whole surface: an item the spec has as unstable is not missing, even from a stable schema.
  const diffs = compareSchemas(versionSchema(ix, "unstable") as never, theirs as never);
  // What a `@differs` note on the construct (or on its type) explains is deliberate, not something to add.
  const notes = differNotes(v);
  const noted = (d: WireDifference): boolean =>
    notes.some((n) => n.where === d.where || n.where === d.where.split(/[.:]/)[0]);
  // What an earlier attempt of this import could not compile is left out, each item as a decision.
  const isRefused = (where: string): boolean => refused.has(where);
  const missing = diffs.filter((d) => d.what.startsWith("missing-") && !noted(d) && !isRefused(d.where));
  const have = constructs(v);
  const only = vs.unstable ? unstableOnly(stable, all) : new Set<string>();
  const userMap = featureMap(opts, v.name);
  // The crate's gates that name several features (`all(..)`, `any(..)`): chosen below, by what the item reaches.
  const gates = opts.crateFeatures ? gatesOf(opts.crateFeatures, v.name) : new Map<string, CrateGate>();
  const translate = featureNames(userMap, have);
  const specNames = new Map(v.decls.filter((d) => d.doc.schemaName).map((d) => [d.doc.schemaName!, d.name]));
  // A published name some language reserves (`Error`) is declared under a safe one, with `@schemaName` for the wire.
  const languages = languagesWith();
  for (const n of Object.keys(all).sort()) {
    if (specNames.has(n) || ix.decls.has(n) || !reservedTypeName(n, languages)) continue;
    let safe = `${n}Type`;
    for (let i = 2; all[safe] !== undefined || ix.decls.has(safe) || [...specNames.values()].includes(safe); i++)
      safe = `${n}Type${i}`;
    specNames.set(n, safe);
  }
  const specName = (n: string): string => specNames.get(n) ?? n;
  const decisions: Decision[] = [];
  const origin = vs.unstable ?? vs.stable;
  for (const [where, why] of [...refused].sort(([a], [b]) => (a < b ? -1 : 1))) {
    decisions.push({
      version: v.name,
      where,
      what: "does-not-compile",
      message: `decision: ${where} is not added: as the importer writes it, ${why}; declare it by hand, or explain its absence with @differs`,
      ...schemaLoc(origin.text, origin.origin, where),
    });
  }

  const methodTypes = new Map<string, string[]>();
  for (const [n, d] of Object.entries(all))
    if (isObj(d) && typeof d["x-method"] === "string")
      methodTypes.set(d["x-method"], [...(methodTypes.get(d["x-method"]) ?? []), n]);
  // The feature of every item only the unstable schema has (see `unstableFeatures`).
  const { feature, featureOfType, memberFeature } = unstableFeatures({
    only,
    userMap,
    translate,
    missing,
    all,
    have,
    gates,
    methodTypes,
  });

  const newNames = new Map<string, string>();
  const taken = (n: string): boolean => ix.decls.has(n) || newNames.has(n);
  const declarer = new Declarer({
    defs: all,
    specName,
    hasMeta: ix.decls.has("Meta"),
    memberFeature,
    taken,
    typeFeature: featureOfType,
    skip: isRefused,
    upstreamDocs: opts.docs === "upstream",
  });
  const unnamed = new Set<string>();
  const edits = new Map<string, Insertion[]>();
  const insert = (file: string, e: Insertion | null, where: string, what: string): boolean => {
    if (!e) {
      const at = have.get(where.split(/[.:]/)[0]!);
      decisions.push({
        version: v.name,
        where,
        what,
        message: `${where} is published; the spec's declaration has no place the importer can insert it: add it by hand`,
        ...(at ? located(at.loc) : schemaLoc(origin.text, origin.origin, where)),
      });
      return false;
    }
    edits.set(file, [...(edits.get(file) ?? []), e]);
    return true;
  };
  const byOwner = (what: string): Map<string, WireDifference[]> => {
    const out = new Map<string, WireDifference[]>();
    for (const d of missing.filter((x) => x.what === what)) {
      const owner = d.where.split(what === "missing-field" ? "." : ":")[0]!;
      out.set(owner, [...(out.get(owner) ?? []), d]);
    }
    return out;
  };
  const skip = (where: string, f: string | null | undefined): boolean => {
    if (only.has(where) && !feature.has(where)) {
      decisions.push({
        version: v.name,
        where,
        what: "unnamed-feature",
        message: `name the unstable feature of ${where} (--feature ${where}=NAME)`,
        ...schemaLoc(origin.text, origin.origin, where),
      });
      return true;
    }
    return f === null;
  };
  return {
    v,
    vs,
    ix,
    texts,
    all,
    missing,
    have,
    only,
    origin,
    methodTypes,
    feature,
    featureOfType,
    memberFeature,
    declarer,
    methodsFile: v.methods[0]?.loc.file ?? `${v.name}/methods.ts`,
    decisions,
    added: [],
    appends: new Map(),
    edits,
    newNames,
    declared: new Map(),
    unnamed,
    notAdded: new Set(),
    fileOf: new Map(),
    specName,
    isRefused,
    taken,
    // Whatever refers to a type that is not written waits for it.
    blocked: (text) => [...namesIn(text)].find((n) => unnamed.has(n) || (!taken(n) && all[n] !== undefined)) ?? null,
    insert,
    skip,
    byOwner,
  };
}

/** New types: declared where their features have names, else (and where they refer to such a type) decisions. */
function planNewTypes(p: PlanState): void {
  const { v, all, missing, only, feature, specName, declarer, decisions, origin, newNames, declared, unnamed } = p;
  const { notAdded, isRefused, blocked } = p;
  const envelopeNotes = differNotes(v);
  for (const d of missing.filter((x) => x.what === "missing-type")) {
    const def = all[d.where];
    if (isObj(def) && def["x-docs-ignore"] === true) {
      // Upstream's JSON-RPC envelopes: the spec derives them from Methods. A @differs note that names one settles it.
      if (explain(envelopeNotes, d)) continue;
      decisions.push({
        version: v.name,
        where: d.where,
        what: "envelope",
        message: `decision: ${d.where} is a published JSON-RPC envelope (x-docs-ignore); the spec derives envelopes from Methods: explain the difference with @differs, or declare it`,
        ...schemaLoc(origin.text, origin.origin, d.where),
      });
      continue;
    }
    const f = only.has(d.where) ? (feature.get(d.where) ?? null) : null;
    if (only.has(d.where) && f === null) {
      unnamed.add(d.where);
      continue;
    }
    newNames.set(specName(d.where), d.where);
    const decl = declarer.declare(d.where, f);
    for (const u of decl.unnamed) unnamed.add(u);
    if (decl.unnamed.length) {
      newNames.delete(specName(d.where));
      continue;
    }
    declared.set(d.where, decl);
  }
  for (const d of declared.values()) for (const x of flat(d)) newNames.set(x.name, x.name);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, d] of declared) {
      const b = flat(d)
        .map((x) => blocked(x.text))
        .find((x) => x !== null);
      if (b) {
        declared.delete(name);
        for (const x of flat(d)) newNames.delete(x.name);
        unnamed.add(name);
        // What it waits for: a feature's name, or (at the end of the chain) an item that does not compile as written.
        const refusedRoot = isRefused(b) || notAdded.has(b);
        if (refusedRoot) notAdded.add(name);
        const why = refusedRoot
          ? "which is not added (see its decision)"
          : "which waits for its unstable feature's name";
        decisions.push({
          version: v.name,
          where: name,
          what: refusedRoot ? "blocked" : "unnamed-feature",
          message: `${name} is not added: it refers to ${b}, ${why}`,
          ...schemaLoc(origin.text, origin.origin, name),
        });
        changed = true;
      }
    }
  }
  for (const u of [...unnamed].sort()) {
    if (decisions.some((d) => d.where === u)) continue;
    decisions.push({
      version: v.name,
      where: u,
      what: "unnamed-feature",
      message: `name the unstable feature of ${u} (--feature ${u}=NAME)`,
      ...schemaLoc(origin.text, origin.origin, u),
    });
  }
}

/** Where each new type goes (see `placeNewTypes`), and each appended with the helper declarations it needs. */
function placeTypes(p: PlanState): void {
  const { v, ix, all, specName, methodTypes, methodsFile, declared, feature, fileOf, appends, added } = p;
  const order = [...declared.keys()].sort();
  for (const [name, file] of placeNewTypes(v, ix, all, order, specName, methodTypes, methodsFile))
    fileOf.set(name, file);
  for (const n of order) {
    const d = declared.get(n)!;
    const file = fileOf.get(d.name)!;
    for (const x of flat(d)) {
      fileOf.set(x.name, file);
      appends.set(file, [...(appends.get(file) ?? []), x.text]);
      added.push({
        kind: "type",
        where: x === d ? n : x.name,
        feature: x === d ? (feature.get(n) ?? null) : null,
        ...(x !== d && { helper: true }),
        specName: x.name,
      });
    }
  }
}

/**
 * Tags on existing fields: `@defaultOnNull` where upstream reads null as a list's or map's default, and the published
 * bounds (`@minimum`, `@maximum`) and least sizes (`@minItems`, `@minLength`) the spec's fields lack.
 */
function planFieldTags(p: PlanState): void {
  const { v, ix, all, have, texts, specName, added, insert } = p;
  // Upstream reads null as the default of these lists and maps: the spec says so with `@defaultOnNull`.
  const tagged = new Set<string>();
  for (const [name, d] of Object.entries(all)) {
    if (!isObj(d)) continue;
    for (const [k, p] of Object.entries(isObj(d.properties) ? d.properties : {})) {
      const c = have.get(`${name}.${k}`);
      const f = c && fieldOf(v, name, k);
      if (
        !isObj(p) ||
        p["x-deserialize-default-on-null"] !== true ||
        !c ||
        !f ||
        c.doc.differs ||
        f.doc.defaultOnNull ||
        f.patch ||
        !defaultKind(f.type, ix)
      )
        continue;
      // A field two types inherit is tagged once, where it is declared.
      const key = `${c.file}:${c.loc.line}:${c.loc.col}`;
      if (tagged.has(key)) continue;
      tagged.add(key);
      const text = texts.get(c.file) ?? "";
      const edit = insertFieldTag(c.file, text, c.loc.line, c.loc.col, k, "@defaultOnNull");
      if ((edit ?? [null]).every((e) => insert(c.file, e, `${name}.${k}`, "default-on-null"))) {
        added.push({
          kind: "tag",
          where: `${name}.${k}`,
          feature: null,
          specName: specName(name),
          tag: "@defaultOnNull",
        });
      }
    }
  }
  // Published bounds beyond an integer format's own range: the spec says so with `@minimum` / `@maximum`;
  // a published least size of a list or a string with `@minItems` / `@minLength`.
  for (const [name, d] of Object.entries(all)) {
    if (!isObj(d)) continue;
    for (const [k, p] of Object.entries(isObj(d.properties) ? d.properties : {})) {
      const c = have.get(`${name}.${k}`);
      const f = c && fieldOf(v, name, k);
      if (!isObj(p) || !c || !f || c.doc.differs) continue;
      // A published least size too (`@minItems` / `@minLength`), where the field has none.
      const tags = [
        ...(f.doc.bounds ? [] : publishedBounds(p)),
        ...publishedCounts(p).filter(([tag]) => !f.doc[tag]),
      ].map(([tag, value]) => `@${tag} ${value}`);
      const key = `${c.file}:${c.loc.line}:${c.loc.col}`;
      if (!tags.length || tagged.has(key)) continue;
      tagged.add(key);
      const edit = insertFieldTag(c.file, texts.get(c.file) ?? "", c.loc.line, c.loc.col, k, tags);
      if ((edit ?? [null]).every((e) => insert(c.file, e, `${name}.${k}`, "bounds"))) {
        for (const tag of tags)
          added.push({ kind: "tag", where: `${name}.${k}`, feature: null, specName: specName(name), tag });
      }
    }
  }
}

/** Missing fields of existing objects and unions, inserted at the ends of their declarations. */
function planFields(p: PlanState): void {
  const { ix, all, texts, specName, declarer, feature, memberFeature, added, appends, fileOf, newNames } = p;
  const { skip, blocked, insert, byOwner } = p;
  for (const [owner, ds] of byOwner("missing-field")) {
    const decl = ix.decls.get(specName(owner))!;
    const d = all[owner] as Obj;
    const req = new Set(Array.isArray(d.required) ? d.required : []);
    const extras: Declared[] = [];
    const lines: string[] = [];
    const wheres: string[] = [];
    for (const x of ds) {
      const key = x.where.slice(owner.length + 1);
      if (skip(x.where, memberFeature(x.where))) continue;
      const line = declarer.field(decl.name, owner, key, (d.properties as Obj)[key]!, req.has(key), extras, []);
      if (blocked(line)) continue;
      lines.push(line);
      wheres.push(x.where);
    }
    if (!lines.length) continue;
    const file = decl.loc.file;
    if (insert(file, insertMembers(file, texts.get(file)!, decl.name, lines.join("\n")), owner, "missing-field")) {
      for (const w of wheres)
        added.push({ kind: "field", where: w, feature: feature.get(w) ?? null, specName: decl.name });
      for (const x of extras.flatMap(flat)) {
        appends.set(file, [...(appends.get(file) ?? []), x.text]);
        fileOf.set(x.name, file);
        newNames.set(x.name, x.name);
        added.push({ kind: "type", where: x.name, feature: null, helper: true, specName: x.name });
      }
    }
  }
}

/** Missing variants of existing unions (each a decision where its payload has a field the union shares). */
function planVariants(p: PlanState): void {
  const { v, ix, all, have, texts, origin, specName, declarer, decisions, feature, memberFeature } = p;
  const { added, appends, fileOf, newNames, skip, blocked, insert, byOwner } = p;
  for (const [owner, ds] of byOwner("missing-tag")) {
    const decl = ix.decls.get(specName(owner))!;
    const d = all[owner] as Obj;
    const branches = branchesOf(d) ?? [];
    const tagField = branches.map(tagOf).find((t) => t)?.field ?? "";
    const extras: Declared[] = [];
    const lines: string[] = [];
    const wheres: string[] = [];
    for (const x of ds) {
      const tag = x.where.slice(owner.length + 1);
      const b = branches.find((y) => tagOf(y)?.value === tag);
      if (!b || skip(x.where, memberFeature(x.where))) continue;
      // A payload with a field the union shares across its variants cannot be one of its variants as published.
      const ref = refOf(b);
      const payloadProps = Object.keys(
        ref
          ? (((all[ref] as Obj | undefined)?.properties as Obj | undefined) ?? {})
          : isObj(b.properties)
            ? b.properties
            : {},
      ).filter((k) => k !== tagField);
      const sharedHere = decl.kind === "union" ? payloadProps.filter((k) => decl.fields.some((f) => f.name === k)) : [];
      if (sharedHere.length) {
        const at = have.get(owner);
        decisions.push({
          version: v.name,
          where: x.where,
          what: "shared-field",
          message: `decision: ${x.where} is published with ${ref ? `payload ${ref}, ` : ""}whose field${sharedHere.length > 1 ? "s" : ""} ${sharedHere.map((k) => `'${k}'`).join(", ")} the spec declares as shared by every variant of ${owner}: add the variant by hand (its payload without the shared fields)`,
          ...(at ? located(at.loc) : schemaLoc(origin.text, origin.origin, x.where)),
        });
        continue;
      }
      const line = declarer.variant(decl.name, owner, b, tagField, extras, []);
      if (blocked(line)) continue;
      lines.push(line);
      wheres.push(x.where);
    }
    if (!lines.length) continue;
    const file = decl.loc.file;
    if (insert(file, insertVariants(file, texts.get(file)!, decl.name, lines.join("\n")), owner, "missing-tag")) {
      for (const w of wheres)
        added.push({ kind: "variant", where: w, feature: feature.get(w) ?? null, specName: decl.name });
      for (const x of extras.flatMap(flat)) {
        appends.set(file, [...(appends.get(file) ?? []), x.text]);
        fileOf.set(x.name, file);
        newNames.set(x.name, x.name);
        added.push({ kind: "type", where: x.name, feature: null, helper: true, specName: x.name });
      }
    }
  }
}

/** Missing values of existing enums (a value of an unstable feature of its own is a decision). */
function planEnumValues(p: PlanState): void {
  const { v, ix, have, texts, origin, specName, decisions, feature, memberFeature, added, skip, insert, byOwner } = p;
  for (const [owner, ds] of byOwner("missing-value")) {
    const decl = ix.decls.get(specName(owner))!;
    const values = ds
      .filter((x) => {
        if (skip(x.where, undefined)) return false;
        // The vocabulary has no unstable enum value: a value of another feature than its enum's waits for a person.
        const f = memberFeature(x.where);
        if (typeof f === "string") {
          const at = have.get(owner);
          decisions.push({
            version: v.name,
            where: x.where,
            what: "unstable-value",
            message: `decision: ${x.where} is published in the unstable feature ${f}, but an enum value cannot be unstable on its own in the spec: add it (stable, or as a variant of a union) by hand, or leave it out`,
            ...(at ? located(at.loc) : schemaLoc(origin.text, origin.origin, x.where)),
          });
          return false;
        }
        return true;
      })
      .map((x) => x.where.slice(owner.length + 1));
    if (!values.length) continue;
    const file = decl.loc.file;
    if (insert(file, insertEnumValues(file, texts.get(file)!, decl.name, values), owner, "missing-value")) {
      for (const x of values)
        added.push({
          kind: "value",
          where: `${owner}:${x}`,
          feature: feature.get(`${owner}:${x}`) ?? null,
          specName: decl.name,
        });
    }
  }
}

/** Missing methods, from the published x-method and x-side marks: inserted into `Methods`, or a new `Methods`. */
function planMethods(p: PlanState): void {
  const { v, vs, all, texts, origin, specName, decisions, feature, added, appends, methodsFile, missing, methodTypes } =
    p;
  const { taken, isRefused, notAdded, skip, insert } = p;
  const methodLines: string[] = [];
  for (const x of missing.filter((d) => d.what === "missing-method")) {
    const name = x.where.slice(7);
    if (skip(x.where, undefined)) continue;
    const types = (methodTypes.get(name) ?? []).sort();
    const result = types.find((t) => /Response$/.test(t)) ?? null;
    const params =
      types.find((t) => (result ? /Request$/.test(t) : /Notification$/.test(t))) ?? types.find((t) => t !== result);
    if (!params) continue;
    const sides = new Set(types.map((t) => (all[t] as Obj)["x-side"]));
    // The method tables, when the release has them, say who handles a method; else the x-side marks do.
    const tables = metaSides(vs, name);
    const dir =
      tables ??
      (sides.size !== 1 || sides.has("both") || sides.has("protocol")
        ? "both"
        : sides.has("agent")
          ? "client_to_agent"
          : "agent_to_client");
    const f = feature.get(x.where) ?? null;
    const line = `${f ? `  /** @unstable ${f} */\n` : ""}  ${JSON.stringify(name)}: ${result ? `Request<${specName(params)}, ${specName(result)}, "${dir}">` : `Notification<${specName(params)}, "${dir}">`};`;
    if ([params, result].some((t) => t && !taken(specName(t)))) {
      const refusedTypes = [params, result].some((t) => t && (isRefused(t) || notAdded.has(t)));
      decisions.push({
        version: v.name,
        where: x.where,
        what: refusedTypes ? "blocked" : "unnamed-feature",
        message: `${name} is not added: ${refusedTypes ? "its types are not added (see their decisions)" : "its types wait for their unstable feature's name"}`,
        ...schemaLoc(origin.text, origin.origin, x.where),
      });
      continue;
    }
    methodLines.push(line);
    added.push({ kind: "method", where: x.where, feature: f, specName: name });
  }
  if (methodLines.length && v.envelope === null && !/\binterface Methods\b/.test(texts.get(methodsFile) ?? "")) {
    // A version with no envelope yet: its `Methods` declaration is created, over the published id and error types.
    const [id, error] = ["RequestId", "Error"].map(specName);
    if (taken(id!) && taken(error!)) {
      const doc = `/**\n * The ${v.name} methods, keyed by JSON-RPC method name: who sends each, its params and, for a request, its result.\n */\n`;
      appends.set(methodsFile, [
        ...(appends.get(methodsFile) ?? []),
        `${doc}export interface Methods extends JsonRpc<${id}, ${error}> {\n${methodLines.join("\n")}\n}`,
      ]);
    } else {
      for (let i = added.length - 1; i >= 0; i--) if (added[i]!.kind === "method") added.splice(i, 1);
      decisions.push({
        version: v.name,
        where: "Methods",
        what: "missing-method",
        message: `decision: the methods are not added: the version has no Methods declaration, and the published schema has no RequestId and Error types to declare one over: declare it by hand (see JsonRpc in vocabulary.ts)`,
        ...schemaLoc(origin.text, origin.origin, "RequestId"),
      });
    }
  } else if (methodLines.length) {
    if (
      !insert(
        methodsFile,
        insertMembers(methodsFile, texts.get(methodsFile) ?? "", "Methods", methodLines.join("\n")),
        "Methods",
        "missing-method",
      )
    ) {
      for (let i = added.length - 1; i >= 0; i--) if (added[i]!.kind === "method") added.splice(i, 1);
    }
  }
}

/** Plans one version's additions: the survey, then each step in turn (see `PlanState`). */
export function planVersion(
  v: VersionModel,
  vs: VersionSchemas,
  opts: ImportOptions,
  texts: Map<string, string>,
  refused: ReadonlyMap<string, string> = new Map(),
): VersionPlan {
  const p = survey(v, vs, opts, texts, refused);
  planNewTypes(p);
  placeTypes(p);
  planFieldTags(p);
  planFields(p);
  planVariants(p);
  planEnumValues(p);
  planMethods(p);
  const { edits, appends, added, decisions, fileOf, newNames } = p;
  return {
    version: v.name,
    edits,
    appends,
    added,
    decisions,
    newNames: new Map([...fileOf].filter(([n]) => newNames.has(n))),
  };
}
