/**
 * `acp-codegen import`: brings a spec in line with a published ACP JSON Schema.
 *
 * It adds what the spec lacks (types, fields, variants, enum values, methods),
 * each with its unstable feature, as insertions into spec files; it reports
 * every other wire difference as a located decision for a person; and it lists
 * what the additions still need (conversion rules, reducer actions, patch
 * fields, doc text). What it adds and what it reports are computed from
 * `diff --against-schema`'s comparison, before and after, so a second run adds
 * nothing and reports the same decisions.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { differNotes, explain } from "../compare/departures.js";
import { compareSchemas, type WireDifference } from "../compare/structure.js";
import type { Diagnostic, Loc } from "../diagnostics/diagnostic.js";
import { indexVersion } from "../model/index.js";
import type { Doc, Field, SpecModel, VersionModel } from "../model/types.js";
import { defaultKind } from "../model/leniency.js";
import { compile } from "../pipeline.js";
import { versionSchema } from "../targets/jsonschema/index.js";
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
import {
  addImports,
  appendDeclarations,
  applyInsertions,
  insertEnumValues,
  insertFieldTag,
  insertMembers,
  insertVariants,
  type Insertion,
} from "./edit.js";
import { gatesOf, type CrateFeatures, type CrateGate } from "./crate.js";
import { isObj, type Json, type Obj, type Release, type VersionSchemas } from "./source.js";
import { compareReducerState } from "./x-state.js";
import { missingDocs } from "../validate/docs.js";
import { reservedTypeName } from "../naming.js";
import { languagesWith } from "../targets/registry.js";
import { placeNewTypes } from "./placement.js";
import { unstableFeatures } from "./features.js";

export { methodArea } from "./placement.js";

export interface Located {
  /** Relative to the spec folder (`v2/tool-call.ts`), or (inSchema) the published schema's path as given. */
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** Located in the published schema: something the spec does not have. */
  readonly inSchema?: boolean;
}

export interface Added extends Located {
  readonly version: string;
  readonly kind: "type" | "field" | "variant" | "value" | "method" | "tag";
  /** `Type`, `Type.field`, `Type:tag`, `Type:value`, `method:name` (published names). */
  readonly where: string;
  /** The unstable feature, or null for a stable item. */
  readonly feature: string | null;
  /** A declaration the vocabulary needs for a published inline shape (an inline payload or union). */
  readonly helper?: boolean;
  /** For kind `tag`: the tag added to an existing construct (`@defaultOnNull`). */
  readonly tag?: string;
}

export interface Decision extends Located {
  readonly version: string;
  readonly where: string;
  /**
   * What kind of difference: a `diff --against-schema` kind, or now-stable, now-unstable, default-on-null,
   * unnamed-feature, feature-name, does-not-compile (an item left out because, as written, it did not compile), blocked (an item left out because what it refers to is), unstable-value (a published enum value of an unstable feature), shared-field (a
   * new variant whose payload has a field its union shares across variants), x-state (a reducer action that states
   * something else than upstream's `x-state` for its variant, with no `differs` note), x-state-missing (a variant
   * upstream states an effect for and the reducer has no action for: the message proposes one).
   */
  readonly what: string;
  readonly message: string;
}

export interface Todo extends Located {
  readonly kind: "diagnostic" | "patch-field" | "doc";
  readonly code?: string;
  readonly message: string;
}

export interface ImportResult {
  readonly added: readonly Added[];
  readonly decisions: readonly Decision[];
  readonly todo: readonly Todo[];
  /** Files to write (relative to the spec folder), with their old text (null: a new file). */
  readonly files: readonly { readonly rel: string; readonly before: string | null; readonly after: string }[];
}

export interface ImportOptions {
  readonly spec: string;
  readonly release: Release;
  /** Unstable feature names by item (`Type`, `Type.field`, `Type:tag`, `method:name`), per version or for all ("*"); upstream's (`unstable_x` or `x`). */
  readonly features: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly sdk?: string | null;
  readonly crate?: string | null;
  readonly source?: string | null;
  /**
   * The unstable feature gates of the crate that publishes the schemas (`--crate`): the feature of every item
   * the user's map does not name.
   */
  readonly crateFeatures?: CrateFeatures | null;
  /** `upstream`: what is added takes the published `description` as its doc comment (default: none, a todo). */
  readonly docs?: "upstream" | "none";
}

/**
 * The diagnostics that additions leave for a person: variants without a conversion rule (ACP016) or reducer action
 * (ACP014), and examples (ACP006) or hand-written vectors (ACP022) that a new required field or a changed type breaks:
 * they can only be fixed once the import has landed.
 */
const TODO_CODES = new Set(["ACP014", "ACP016", "ACP006", "ACP022"]);

type Defs = { readonly [name: string]: Json };
const defsOf = (o: Obj): Defs => (isObj(o.$defs) ? o.$defs : {});

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
function constructs(v: VersionModel): Map<string, { doc: Doc; loc: Loc; file: string }> {
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
function schemaLoc(text: string, origin: string, where: string): Located {
  const name = where.startsWith("method:") ? where.slice(7) : where.split(/[.:]/)[0]!;
  const at = where.startsWith("method:")
    ? text.indexOf(`"x-method": ${JSON.stringify(name)}`)
    : text.indexOf(`${JSON.stringify(name)}: {`);
  const before = text.slice(0, Math.max(0, at)).split("\n");
  return { file: origin, line: before.length, col: before[before.length - 1]!.length + 1, inSchema: true };
}

const located = (loc: Loc): Located => ({ file: loc.file, line: loc.line, col: loc.col });

/** How the spec names upstream's features: upstream `x` -> the spec's name, where items the user's map names carry one feature in the spec. */
function featureNames(map: ReadonlyMap<string, string>, have: Map<string, { doc: Doc }>): Map<string, string> {
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
function featureMap(opts: ImportOptions, version: string): Map<string, string> {
  const out = new Map<string, string>();
  if (opts.crateFeatures)
    for (const [k, g] of gatesOf(opts.crateFeatures, version)) if (g.features.length === 1) out.set(k, g.features[0]!);
  for (const [k, f] of [...(opts.features.get("*") ?? []), ...(opts.features.get(version) ?? [])])
    out.set(k, upstreamName(f));
  return out;
}

interface VersionPlan {
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

/** A version the spec has no folder for yet: nothing declared. */
function emptyVersion(name: string): VersionModel {
  return { name: name as VersionModel["name"], decls: [], methods: [], envelope: null, reducer: null };
}

/** Plans one version's additions. */
function planVersion(
  v: VersionModel,
  vs: VersionSchemas,
  opts: ImportOptions,
  texts: Map<string, string>,
  refused: ReadonlyMap<string, string> = new Map(),
): VersionPlan {
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

  // New types, then what cannot be written yet because a feature has no name.
  const unnamed = new Set<string>();
  const declared = new Map<string, Declared>();
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
  const flat = (d: Declared): Declared[] => [d, ...d.extras.flatMap(flat)];
  for (const d of declared.values()) for (const x of flat(d)) newNames.set(x.name, x.name);
  // Whatever refers to a type that is not written waits for it.
  const blocked = (text: string): string | null =>
    [...namesIn(text)].find((n) => unnamed.has(n) || (!taken(n) && all[n] !== undefined)) ?? null;
  const notAdded = new Set<string>();
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

  // Where each new type goes (see `placeNewTypes`).
  const methodsFile = v.methods[0]?.loc.file ?? `${v.name}/methods.ts`;
  const order = [...declared.keys()].sort();
  const fileOf = placeNewTypes(v, ix, all, order, specName, methodTypes, methodsFile);
  const added: VersionPlan["added"] = [];
  const appends = new Map<string, string[]>();
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

  // Members of existing declarations: insertions at their ends.
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
  // Methods, from the published x-method and x-side marks.
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
  return {
    version: v.name,
    edits,
    appends,
    added,
    decisions,
    newNames: new Map([...fileOf].filter(([n]) => newNames.has(n))),
  };
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

/** The decisions that the result's differences from the published schemas leave, every run the same. */
function decide(v: VersionModel, vs: VersionSchemas, plan: VersionPlan, opts: ImportOptions): Decision[] {
  const ix = indexVersion(v);
  const have = constructs(v);
  const notes = differNotes(v);
  const out: Decision[] = [];
  const theirs = vs.unstable?.json ?? vs.stable.json;
  const origin = vs.unstable ?? vs.stable;
  const unstableHere = (where: string): boolean =>
    Boolean(have.get(where)?.doc.unstable ?? have.get(where.split(/[.:]/)[0]!)?.doc.unstable);
  // Without the unstable schema, what the spec has as unstable is not expected in the published one.
  const all = compareSchemas(versionSchema(ix, "unstable") as never, theirs as never).filter(
    (d) => vs.unstable || !(d.what.startsWith("extra-") && unstableHere(d.where)),
  );
  const waiting = new Set(plan.decisions.map((d) => d.where));
  const at = (where: string): Located => {
    const c = have.get(where) ?? have.get(where.split(/[.:]/)[0]!);
    return c ? located(c.loc) : schemaLoc(origin.text, origin.origin, where);
  };
  const say = (d: WireDifference): string => {
    const [type, member] = [d.where.split(/[.:]/)[0]!, d.where.slice(d.where.split(/[.:]/)[0]!.length + 1)];
    const what = d.where.startsWith("method:")
      ? `method '${d.where.slice(7)}'`
      : d.where.includes(".")
        ? `field '${member}' of ${type}`
        : d.where.includes(":")
          ? `'${member}' of ${type}`
          : `type ${type}`;
    if (d.what.startsWith("extra-"))
      return `${what} is no longer in the published schema: remove it, or keep it and say why in a @differs note`;
    if (d.what.startsWith("missing-")) return `${what} is published but not in the spec`;
    if (d.what === "required")
      return `${what}: ${d.detail}${/published schema required/.test(d.detail) ? " (now required)" : ""}`;
    if (d.what === "nullable")
      return `${what}: ${d.detail}${/published schema allows/.test(d.detail) ? " (now nullable)" : ""}`;
    if (d.what === "open")
      return `${what}: ${d.detail}${/published one open/.test(d.detail) ? " (now open)" : " (now closed)"}`;
    return `${what} changed: ${d.detail}`;
  };
  for (const d of all) {
    if (waiting.has(d.where) || explain(notes, d)) continue;
    out.push({ version: v.name, where: d.where, what: d.what, message: `decision: ${say(d)}`, ...at(d.where) });
  }
  {
    // Stability: what is stable upstream but unstable here, and the reverse.
    const seen = new Set(all.map((d) => `${d.what} ${d.where}`));
    for (const d of compareSchemas(versionSchema(ix, "stable") as never, vs.stable.json as never)) {
      if (seen.has(`${d.what} ${d.where}`) || waiting.has(d.where) || explain(notes, d)) continue;
      if (d.what.startsWith("missing-") && have.has(d.where)) {
        out.push({
          version: v.name,
          where: d.where,
          what: "now-stable",
          message:
            `decision: ${d.where} is stable in the published schema; the spec still marks it @unstable ${have.get(d.where)!.doc.unstable?.feature ?? ""}`.trimEnd(),
          ...at(d.where),
        });
      } else if (vs.unstable && d.what.startsWith("extra-") && have.has(d.where)) {
        out.push({
          version: v.name,
          where: d.where,
          what: "now-unstable",
          message: `decision: ${d.where} is only in the unstable schema; the spec has it stable`,
          ...at(d.where),
        });
      } else if (!d.what.startsWith("missing-") && !d.what.startsWith("extra-")) {
        out.push({
          version: v.name,
          where: d.where,
          what: d.what,
          message: `decision (stable surface): ${say(d)}`,
          ...at(d.where),
        });
      }
    }
  }
  // Upstream reads null as the field's default: a wire rule the vocabulary has no word for.
  for (const [name, d] of Object.entries(defsOf(theirs))) {
    if (!isObj(d)) continue;
    for (const [k, p] of Object.entries(isObj(d.properties) ? d.properties : {})) {
      const c = have.get(`${name}.${k}`);
      if (!isObj(p) || p["x-deserialize-default-on-null"] !== true || !c || c.doc.differs || c.doc.defaultOnNull)
        continue;
      out.push({
        version: v.name,
        where: `${name}.${k}`,
        what: "default-on-null",
        message: `decision: field '${k}' of ${name}: upstream reads null as its default (x-deserialize-default-on-null); the spec ${isNullable(v, name, k) ? "accepts null but keeps it" : "rejects null"}`,
        ...located(c.loc),
      });
    }
  }
  // Upstream's x-state: what each update does to session state, held against the reducer's actions.
  for (const f of compareReducerState(v, theirs)) {
    if (f.kind === "explained") continue;
    const where = `${v.reducer!.union.split(".")[1]}:${f.tag}`;
    if (f.kind === "missing")
      out.push({ version: v.name, where, what: "x-state-missing", message: `decision: ${f.message}`, ...at(where) });
    else out.push({ version: v.name, where, what: "x-state", message: `decision: ${f.message}`, ...located(f.loc) });
  }
  // Upstream's feature names the spec spells differently.
  const map = featureMap(opts, v.name);
  for (const [up, ours] of featureNames(map, have)) {
    if (up === ours) continue;
    const first = [...map]
      .filter(([k, f]) => f === up && have.get(k)?.doc.unstable?.feature === ours)
      .map(([k]) => k)
      .sort()[0]!;
    out.push({
      version: v.name,
      where: first,
      what: "feature-name",
      message: `decision: upstream calls the feature 'unstable_${up}'; the spec calls it '${ours}' (new items take '${ours}')`,
      ...at(first),
    });
  }
  return [...out, ...plan.decisions].sort(byPlace);
}

/** The field `field` of the declaration published as `type`. */
function fieldOf(v: VersionModel, type: string, field: string): Field | undefined {
  const d = v.decls.find((x) => (x.doc.schemaName ?? x.name) === type);
  return d && (d.kind === "object" || d.kind === "union") ? d.fields.find((x) => x.name === field) : undefined;
}

function isNullable(v: VersionModel, type: string, field: string): boolean {
  const f = fieldOf(v, type, field);
  return f?.type.kind === "nullable" || Boolean(f?.patch);
}

const byPlace = (a: Located & { message: string }, b: Located & { message: string }): number =>
  a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : a.line - b.line || a.col - b.col || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);

/** What still needs a person: diagnostics the additions raise, fields that may be patch fields, doc text to write. */
function todos(model: SpecModel, diagnostics: readonly Diagnostic[], versions: ReadonlySet<string>): Todo[] {
  const out: Todo[] = [];
  // Everything generate will then report: the diagnostics left for a person, and every doc comment still to write.
  for (const d of diagnostics)
    if (TODO_CODES.has(d.code)) out.push({ kind: "diagnostic", code: d.code, message: d.message, ...located(d.loc) });
  for (const d of missingDocs(model, "warn"))
    out.push({ kind: "doc", code: d.code, message: d.message, ...located(d.loc) });
  for (const v of model.versions) {
    if (!versions.has(v.name)) continue;
    const ix = indexVersion(v);
    const updateTypes = new Set<string>();
    const reducerUnion = v.reducer?.union.split(".")[1];
    const u = reducerUnion ? ix.decls.get(reducerUnion) : undefined;
    if (u?.kind === "union") for (const x of u.variants) if (x.payload) updateTypes.add(x.payload);
    for (const d of v.decls) {
      if (/Update$/.test(d.name)) updateTypes.add(d.name);
    }
    for (const n of updateTypes) {
      const d = ix.decls.get(n);
      if (d?.kind !== "object") continue;
      for (const f of d.fields) {
        if (f.optional && !f.patch && f.type.kind === "nullable" && !f.doc.text && f.name !== "_meta") {
          out.push({
            kind: "patch-field",
            message: `${v.name}.${d.name}.${f.name} is optional and nullable in an update: is it a patch field (Patch<T>: absent keeps, null clears)?`,
            ...located(f.loc),
          });
        }
      }
    }
  }
  return out.sort(byPlace);
}

/** The text of `upstream.ts` for a release (entries of versions not imported are kept). */
function upstreamText(model: SpecModel, opts: ImportOptions): string {
  // An import that names its release (an sdk or crate version) replaces the record of the versions it brings; one that
  // names none adds to the recorded release (one more file of it): the versions recorded and every other file's digest stay.
  const named = opts.sdk != null || opts.release.sdk != null || opts.crate != null;
  const imported = new Set(opts.release.versions.map((v) => v.version));
  const schemas = new Map<string, string>();
  for (const s of model.upstream?.schemas ?? [])
    if (!named || !imported.has(s.path.split("/")[0]!)) schemas.set(s.path, s.digest);
  for (const v of opts.release.versions)
    for (const f of [v.stable, ...(v.unstable ? [v.unstable] : []), ...v.meta]) schemas.set(f.releasePath, f.digest);
  const str = (s: string | null | undefined): string => (s ? JSON.stringify(s) : "null");
  const sdk = named ? (opts.sdk ?? opts.release.sdk) : (model.upstream?.sdk ?? null);
  const crate = named ? opts.crate : (model.upstream?.crate ?? null);
  // A note on where the schemas came from stays while the release it describes is the one recorded.
  const recorded = model.upstream;
  const same = recorded !== undefined && recorded.sdk === (sdk ?? null) && recorded.crate === (crate ?? null);
  const source = opts.source ?? (same ? recorded.source : null);
  const entries = [...schemas]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([p, d]) => `    ${JSON.stringify(p)}: ${JSON.stringify(d)},`);
  return `import type { UpstreamRelease } from "./vocabulary.js";\n\nexport const upstream: UpstreamRelease = {\n  sdk: ${str(sdk)},\n  crate: ${str(crate)},\n  source: ${str(source)},\n  schemas: {\n${entries.join("\n")}\n  },\n};\n`;
}

/** Plans the import, checks the result compiles (in a copy of the spec), and returns what it would write and report. Writes nothing. */
export async function planImport(opts: ImportOptions): Promise<ImportResult> {
  const before = await compile({ spec: opts.spec, targets: [], cache: false, missingDocs: "allow" });
  // What an earlier import left for a person (ACP014, ACP016) does not stop another.
  // A spec with no version yet (the vocabulary only) is one to import into: the import creates the version folders.
  const emptySpec = (d: Diagnostic): boolean =>
    d.name === "spec-not-found" &&
    before.model !== null &&
    before.model !== undefined &&
    before.model.versions.length === 0 &&
    opts.release.versions.length > 0;
  const blocking = before.diagnostics.filter((d) => d.severity === "error" && !TODO_CODES.has(d.code) && !emptySpec(d));
  if (blocking.length) throw new SpecErrors(blocking, "the spec has errors; fix them before importing");
  const model = before.model!;
  const { readFileSync, existsSync } = await import("node:fs");
  const texts = new Map<string, string>();
  const read = (rel: string): string | null => {
    if (texts.has(rel)) return texts.get(rel)!;
    const p = join(opts.spec, rel);
    const t = existsSync(p) ? readFileSync(p, "utf8") : null;
    if (t !== null) texts.set(rel, t);
    return t;
  };
  for (const v of model.versions) for (const d of v.decls) read(d.loc.file);
  for (const v of model.versions) for (const m of v.methods) read(m.loc.file);
  // Item by item: what does not compile as written is left out (a decision says why), and the rest is tried again.
  const refused = new Map<string, Map<string, string>>();
  for (let round = 0; ; round++) {
    const attempt = await attemptImport(opts, model, texts, read, refused);
    if ("result" in attempt) return attempt.result;
    const fresh = attempt.refuse.filter((r) => !refused.get(r.version)?.has(r.where));
    if (!fresh.length || round >= 16)
      throw new SpecErrors(attempt.bad, "the imported declarations do not compile; nothing was written");
    for (const r of fresh) refused.set(r.version, new Map([...(refused.get(r.version) ?? []), [r.where, r.why]]));
  }
}

type Attempt =
  | { readonly result: ImportResult }
  | {
      readonly bad: readonly Diagnostic[];
      readonly refuse: readonly { version: string; where: string; why: string }[];
    };

/** One try at the import, leaving out what `refused` names; what fails to compile is mapped back to the items that caused it. */
async function attemptImport(
  opts: ImportOptions,
  model: SpecModel,
  texts: Map<string, string>,
  read: (rel: string) => string | null,
  refused: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Promise<Attempt> {
  const plans: VersionPlan[] = [];
  for (const vs of opts.release.versions) {
    // A version the spec does not have yet starts empty: its folder and files are created.
    const v = model.versions.find((x) => x.name === vs.version) ?? emptyVersion(vs.version);
    plans.push(planVersion(v, vs, opts, texts, refused.get(vs.version)));
  }
  // The new text of every touched file.
  const after = new Map<string, string>();
  for (const p of plans) {
    const fileOfName = (n: string): string | null => {
      const d = (model.versions.find((x) => x.name === p.version)?.decls ?? []).find((x) => x.name === n);
      const f = d?.loc.file ?? p.newNames.get(n) ?? null;
      return f ? f.split("/").pop()!.replace(/\.ts$/, "") : null;
    };
    const files = new Set([...p.edits.keys(), ...p.appends.keys()]);
    for (const rel of [...files].sort()) {
      const old = read(rel) ?? "";
      const edits = p.edits.get(rel) ?? [];
      const appended = p.appends.get(rel) ?? [];
      let text = appendDeclarations(applyInsertions(old, edits), appended);
      const used = new Set([...edits.map((e) => e.text), ...appended].flatMap((t) => [...namesIn(t)]));
      text = addImports(rel, text, used, fileOfName);
      after.set(rel, text);
    }
  }
  const upstream = upstreamText(model, opts);
  const upstreamOld = read("upstream.ts");
  if (upstream !== upstreamOld) after.set("upstream.ts", upstream);

  // The result must compile: only the diagnostics a person resolves (ACP014, ACP016) may remain.
  const tmp = mkdtempSync(join(tmpdir(), "acp-import-"));
  let result: Awaited<ReturnType<typeof compile>>;
  try {
    cpSync(opts.spec, tmp, { recursive: true });
    for (const [rel, text] of after) {
      mkdirSync(dirname(join(tmp, rel)), { recursive: true });
      writeFileSync(join(tmp, rel), text);
    }
    result = await compile({ spec: tmp, targets: [], cache: false, missingDocs: "allow" });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const bad = result.diagnostics.filter((d) => d.severity === "error" && !TODO_CODES.has(d.code));
  if (bad.length) {
    if (process.env.ACP_DEBUG_IMPORT)
      console.error(
        bad
          .map(
            (d) =>
              `${JSON.stringify(d.loc)} ${JSON.stringify(culprit(d, after, model, plans))} ${JSON.stringify((after.get(d.loc.file) ?? "").split("\n").slice(d.loc.line - 3, d.loc.line))}`,
          )
          .join("\n"),
      );
    return { bad, refuse: bad.flatMap((d) => culprit(d, after, model, plans) ?? []) };
  }
  const newModel = result.model!;
  const added: Added[] = [];
  const decisions: Decision[] = [];
  for (const p of plans) {
    const v = newModel.versions.find((x) => x.name === p.version)!;
    const vs = opts.release.versions.find((x) => x.version === p.version)!;
    const have = constructs(v);
    for (const a of p.added) {
      const c = have.get(a.where) ?? have.get(a.specName);
      const loc = c ? located(c.loc) : { file: "", line: 0, col: 0 };
      added.push({
        version: p.version,
        kind: a.kind,
        where: a.where,
        feature: a.feature,
        ...(a.helper && { helper: true }),
        ...(a.tag && { tag: a.tag }),
        ...loc,
      });
    }
    decisions.push(...decide(v, vs, p, opts));
  }
  const todo = todos(newModel, result.diagnostics, new Set(plans.map((p) => p.version)));
  return {
    result: {
      added: added.sort(byPlaceAdded),
      decisions,
      todo,
      files: [...after]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([rel, text]) => ({ rel, before: texts.get(rel) ?? null, after: text })),
    },
  };
}

/**
 * The imported item a diagnostic of the imported spec falls in: the member (`Type.field`, `Type:tag`) whose line it
 * is on, else the declaration around it, by its published name; null when the line is in no declaration the import
 * wrote or changed.
 */
function culprit(
  d: Diagnostic,
  after: ReadonlyMap<string, string>,
  model: SpecModel,
  plans: readonly VersionPlan[],
): { version: string; where: string; why: string } | null {
  const version = d.loc.file.split("/")[0]!;
  const text = after.get(d.loc.file);
  const plan = plans.find((p) => p.version === version);
  if (text === undefined || !plan) return null;
  const lines = text.split("\n");
  let decl: { name: string; union: boolean } | null = null;
  let member: string | null = null;
  // A line of a doc comment belongs to what the comment documents: the line after it.
  let at = Math.min(d.loc.line, lines.length) - 1;
  if (/^\s*(\/\*\*|\*)/.test(lines[at] ?? "")) while (at < lines.length - 1 && !/\*\/\s*$/.test(lines[at]!)) at++;
  if (/\*\/\s*$/.test(lines[at] ?? "")) at++;
  for (let i = Math.min(at, lines.length - 1); i >= 0; i--) {
    const line = lines[i]!;
    const head = /^export (?:interface|type) ([A-Za-z_$][\w$]*)/.exec(line);
    if (head) {
      decl = { name: head[1]!, union: /=\s*(?:Open)?Union</.test(lines.slice(i, i + 2).join(" ")) };
      break;
    }
    const m = /^ {2}(?:"([^"]+)"|([A-Za-z_$][\w$]*))\??:/.exec(line);
    if (m && member === null) member = m[1] ?? m[2]!;
  }
  if (!decl) return null;
  const existing = model.versions.find((v) => v.name === version)?.decls.find((x) => x.name === decl!.name);
  const added = plan.added.find((a) => a.kind === "type" && a.specName === decl!.name && !a.helper);
  const published = added ? added.where : existing ? (existing.doc.schemaName ?? existing.name) : null;
  if (published === null) return null;
  const why = `${d.code}: ${d.message}`;
  if (member !== null) return { version, where: `${published}${decl.union ? ":" : "."}${member}`, why };
  return existing ? null : { version, where: published, why };
}

const byPlaceAdded = (a: Added, b: Added): number =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col || (a.where < b.where ? -1 : 1);

/** The spec (before, or as imported) has errors: reported with its diagnostics, and nothing is written. */
export class SpecErrors extends Error {
  constructor(
    readonly diagnostics: readonly Diagnostic[],
    message: string,
  ) {
    super(message);
  }
}
