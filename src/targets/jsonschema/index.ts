import { memoStep } from "../../render/retained.js";
import { printJson } from "../../format/print.js";
import type { VersionIndex } from "../../model/index.js";
import { messageGroupDoc, messageGroups, type MessageGroup } from "../../model/methods.js";
import { specFeatures } from "../../model/features.js";
import {
  intRange,
  type Decl,
  type Doc,
  type Field,
  type JsonValue,
  type ObjectDecl,
  type TypeExpr,
  type UnionDecl,
} from "../../model/types.js";
import { provenanceOf } from "../../render/provenance.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { setOwn } from "../../model/own.js";

type Schema = { [key: string]: JsonValue };

/** Which surface a schema describes: the stable one, or everything (every unstable feature switched on). */
export type Surface = "stable" | "unstable";

/** Is this construct part of the surface? */
const inSurface = (doc: Doc, surface: Surface): boolean => surface === "unstable" || doc.unstable === undefined;

/** Keywords this target adds beside draft 2020-12 (other tools ignore unknown x- keywords). */
export const EXTENSION_KEYWORDS = [
  "x-acp-provenance",
  "x-acp-patch",
  "x-acp-unstable",
  "x-acp-open",
  "x-acp-methods",
  "x-acp-generated",
  "x-deserialize-default-on-error",
  "x-deserialize-skip-invalid-items",
  "x-deserialize-default-on-null",
] as const;

const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });

function describe(doc: Doc): Schema {
  const out: Schema = {};
  const text = [
    doc.text,
    doc.departure ? `Differs from the RFD draft: ${doc.departure}` : "",
    doc.differs ? `Differs from the published schema: ${doc.differs}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  if (text) out.description = text;
  if (doc.unstable !== undefined) out["x-acp-unstable"] = doc.unstable.feature;
  if (doc.examples.length) out.examples = doc.examples.map((e) => e.value);
  return out;
}

/** The schema of a type expression. Nullable primitives use a type array, nullable others `anyOf` with null, as the published schema does. */
export function typeSchema(t: TypeExpr): Schema {
  switch (t.kind) {
    case "string":
    case "number":
    case "boolean":
      return { type: t.kind };
    case "null":
      return { type: "null" };
    case "integer": {
      const { min, max } = intRange(t.format);
      return { type: "integer", format: t.format, minimum: min, maximum: max };
    }
    case "map":
      return { type: "object", additionalProperties: typeSchema(t.values) };
    case "json":
      return {};
    case "json-object":
      return { type: "object" };
    case "literal":
      return { type: "string", const: t.value };
    case "ref":
      return ref(t.name);
    case "array":
      return { type: "array", items: typeSchema(t.items) };
    case "nullable": {
      const inner = typeSchema(t.inner);
      if (typeof inner.type === "string" && inner.const === undefined) return { ...inner, type: [inner.type, "null"] };
      return { anyOf: [inner, { type: "null" }] };
    }
  }
}

function fieldSchema(f: Field): Schema {
  // A `@defaultOnNull` field accepts `null`, which every binding reads as the field's default.
  const onNull = f.doc.defaultOnNull === true && !f.patch;
  const base = f.patch || onNull ? typeSchema({ kind: "nullable", inner: f.type, loc: f.loc }) : typeSchema(f.type);
  // A $ref with siblings is fine in 2020-12; keep the ref first for readers.
  const lenient = f.doc.lenient;
  return {
    ...base,
    ...describe(f.doc),
    ...(f.patch && { "x-acp-patch": true }),
    // Upstream's marks, mirrored as published (the bindings act on them only in lenient mode, never on a patch field).
    ...(lenient?.value && { "x-deserialize-default-on-error": true }),
    ...(lenient?.items && { "x-deserialize-skip-invalid-items": true }),
    ...(onNull && { "x-deserialize-default-on-null": true }),
    ...(f.doc.bounds?.minimum !== undefined && { minimum: f.doc.bounds.minimum }),
    ...(f.doc.bounds?.maximum !== undefined && { maximum: f.doc.bounds.maximum }),
    ...counts(f.doc),
  };
}

/** A published least size (`@minItems`, `@minLength`): JSON Schema counts a string's length in code points, as the bindings do. */
function counts(doc: Doc): Schema {
  return {
    ...(doc.minItems && { minItems: doc.minItems.min }),
    ...(doc.minLength && { minLength: doc.minLength.min }),
  };
}

/** Properties and required list of an object, plus a tag property when the object is a variant payload. */
function objectBody(
  d: ObjectDecl,
  surface: Surface,
  tag?: { field: string; value: string },
  shared: readonly string[] = [],
): Schema {
  const properties: Schema = {};
  const required: string[] = [];
  if (tag) {
    setOwn(properties, tag.field, { type: "string", const: tag.value });
    required.push(tag.field);
  }
  // A closed payload still admits the union's shared fields, which the union's own schema checks.
  for (const name of shared) setOwn(properties, name, true);
  for (const f of d.fields) {
    if (!inSurface(f.doc, surface)) continue;
    setOwn(properties, f.name, fieldSchema(f));
    if (!f.optional) required.push(f.name);
  }
  return {
    type: "object",
    properties,
    ...(required.length && { required }),
    ...(!d.open && { additionalProperties: false }),
  };
}

function unionSchema(ix: VersionIndex, d: UnionDecl, surface: Surface): Schema {
  const known = d.variants.filter((v) => inSurface(v.doc, surface));
  const shared = d.fields.filter((f) => inSurface(f.doc, surface));
  const sharedNames = shared.map((f) => f.name);
  const variants: Schema[] = known.map((v) => {
    const payload = v.payload === null ? null : ix.decls.get(v.payload);
    const tagOnly: Schema = {
      type: "object",
      properties: { [d.tagField]: { type: "string", const: v.tag } },
      required: [d.tagField],
    };
    let s: Schema;
    if (payload === null || payload === undefined) s = tagOnly;
    else if (payload.kind === "object" && !payload.open)
      s = objectBody(payload, surface, { field: d.tagField, value: v.tag }, sharedNames); // a closed payload must list the tag itself
    else s = { allOf: [ref(payload.name)], ...tagOnly };
    return { ...s, ...describe(v.doc), title: v.tag };
  });
  if (d.open) {
    variants.push({
      title: "other",
      description: `A variant this version does not know. Receivers keep it whole; a known \`${d.tagField}\` with a payload that does not match is an error, never this branch.`,
      type: "object",
      properties: { [d.tagField]: { type: "string", not: { enum: known.map((v) => v.tag) } } },
      required: [d.tagField],
    });
  }
  if (!shared.length) return { anyOf: variants, ...(d.open && { "x-acp-open": true }) };
  const properties: Schema = {};
  for (const f of shared) setOwn(properties, f.name, fieldSchema(f));
  const required = shared.filter((f) => !f.optional).map((f) => f.name);
  return {
    type: "object",
    properties,
    ...(required.length && { required }),
    anyOf: variants,
    ...(d.open && { "x-acp-open": true }),
  };
}

function declSchema(ix: VersionIndex, d: Decl, surface: Surface): Schema {
  const doc = describe(d.doc);
  switch (d.kind) {
    case "object":
      return { ...doc, ...objectBody(d, surface) };
    case "union":
      return { ...doc, ...unionSchema(ix, d, surface) };
    case "untagged":
      return {
        ...doc,
        anyOf: d.members.map((m) => ({
          ...typeSchema(m.type),
          title: m.name,
          ...(m.doc.text && { description: m.doc.text }),
          ...counts(m.doc),
        })),
      };
    case "enum":
      if (!d.open) return { ...doc, type: "string", enum: d.values.map((v) => v.value) };
      return {
        ...doc,
        anyOf: [
          { type: "string", enum: d.values.map((v) => v.value) },
          { type: "string", description: "Any other value, kept as received." },
        ],
        "x-acp-open": true,
      };
    case "opaque":
      return { ...doc, type: "string" };
    case "alias":
      return { ...doc, ...typeSchema(d.target) };
  }
}

/** `enum` rather than `const`: a `const` member reads as a union tag to schema tools. */
const JSONRPC: Schema = { enum: ["2.0"] };

/**
 * A message group as an envelope, named as the published schema names it
 * (`ClientRequest` holds the `id` too; the bindings call it `ClientRequestMessage`).
 * Requests and notifications are unions keyed by `method`, with one branch for
 * methods the surface does not know; responses carry a result or an error.
 */
function groupSchema(ix: VersionIndex, g: MessageGroup, surface: Surface): Schema {
  const env = ix.version.envelope!;
  const methods = g.methods.filter((m) => inSurface(m.doc, surface));
  const id: Schema = g.role === "notification" ? {} : { id: ref(env.id) };
  const doc = { description: messageGroupDoc(g) };
  if (g.role === "response") {
    const results = [...new Set(methods.map((m) => m.result!))];
    const branch = (title: string, member: string, schema: Schema): Schema => ({
      title,
      type: "object",
      properties: { jsonrpc: JSONRPC, ...id, [member]: schema },
      required: ["id", member],
      additionalProperties: false,
    });
    return {
      ...doc,
      anyOf: [branch("Result", "result", { anyOf: results.map(ref) }), branch("Error", "error", ref(env.error))],
    };
  }
  const required = g.role === "request" ? ["id", "method"] : ["method"];
  const known = methods.map(
    (m): Schema => ({
      title: m.name,
      type: "object",
      properties: { jsonrpc: JSONRPC, ...id, method: { const: m.name }, params: ref(m.params) },
      required: [...required, "params"],
      additionalProperties: false,
      ...(m.doc.unstable && { "x-acp-unstable": m.doc.unstable.feature }),
    }),
  );
  const other: Schema = {
    title: "other",
    description: "A method this surface does not know, kept as received.",
    type: "object",
    properties: {
      jsonrpc: JSONRPC,
      ...id,
      method: { type: "string", not: { enum: methods.map((m) => m.name) } },
      params: {},
    },
    required,
    additionalProperties: false,
  };
  return { ...doc, anyOf: [...known, other], "x-acp-open": true };
}

export function versionSchema(ix: VersionIndex, surface: Surface = "unstable"): Schema {
  const renamed = new Map(
    ix.version.decls.flatMap((d) =>
      d.doc.schemaName && d.doc.schemaName !== d.name ? [[d.name, d.doc.schemaName] as const] : [],
    ),
  );
  const $defs: Schema = {};
  // Watch mode keeps each type's definition (its references renamed) for the next run, and so its printed text.
  for (const d of ix.version.decls)
    if (inSurface(d.doc, surface))
      $defs[renamed.get(d.name) ?? d.name] = memoStep(`def\0${ix.version.name}\0${surface}\0${d.name}`, () =>
        withSchemaNames(renamed, declSchema(ix, d, surface)),
      );
  const methods: Schema = {};
  for (const m of ix.version.methods) {
    if (!inSurface(m.doc, surface)) continue;
    setOwn(methods, m.name, {
      kind: m.kind,
      direction: m.direction,
      params: ref(m.params),
      ...(m.result !== null && { result: ref(m.result) }),
      ...(m.doc.text && { description: m.doc.text }),
    });
  }
  for (const g of messageGroups(ix.version))
    $defs[renamed.get(g.name) ?? g.name] = withSchemaNames(renamed, groupSchema(ix, g, surface));
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `Agent Client Protocol ${ix.version.name}${surface === "unstable" ? ", every unstable feature included" : ", stable surface"}`,
    "x-acp-generated": GENERATED_HEADER,
    "x-acp-methods": withSchemaNames(renamed, methods),
    $defs,
  };
}

/** A part of a version's schema with each `@schemaName`d type under its schema name: a `$defs` key (in place) and every `$ref` to it. */
function withSchemaNames(renamed: ReadonlyMap<string, string>, schema: Schema): Schema {
  if (renamed.size === 0) return schema;
  const walk = (x: unknown, defs: boolean): unknown => {
    if (Array.isArray(x)) return x.map((y) => walk(y, false));
    if (x === null || typeof x !== "object") return x;
    return Object.fromEntries(
      Object.entries(x).map(([k, v]) => {
        if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/"))
          return [k, `#/$defs/${renamed.get(v.slice(8)) ?? v.slice(8)}`];
        return [defs ? (renamed.get(k) ?? k) : k, walk(v, k === "$defs")];
      }),
    );
  };
  return walk(schema, false) as Schema;
}

/** Draft 2020-12 schemas, every type under `$defs`: per version, the stable surface (`vN.json`) and everything (`vN.unstable.json`). */
export const jsonSchemaTarget: Target = {
  name: "jsonschema",
  outDir: "jsonschema",
  description: "JSON Schema (draft 2020-12) per version: the stable surface, and every unstable feature included",
  generate(ctx: TargetContext): GeneratedFile[] {
    const provenance = provenanceOf(ctx.model).record;
    // Where the schema comes from, beside the generator's note (the schema's keys keep their order otherwise).
    const withProvenance = (s: Schema): Schema => {
      const out: Schema = {};
      for (const [k, v] of Object.entries(s)) {
        setOwn(out, k, v);
        if (k === "x-acp-generated") setOwn(out, "x-acp-provenance", provenance as unknown as Schema[string]);
      }
      return out;
    };
    // A version with no unstable feature has one surface: no `.unstable.json` that would repeat `vN.json`.
    const surfaces = (ix: VersionIndex): readonly ("stable" | "unstable")[] =>
      // The version alone (specFeatures reads versions only): not a copy of the whole model, which would read each of
      // its fields (watch mode counts the spec's digest as read then, which every edit changes).
      specFeatures({ versions: [ix.version], conversions: [], converters: [], vectorFiles: [] }).length
        ? ["stable", "unstable"]
        : ["stable"];
    return [...ctx.versions.values()].flatMap((ix) =>
      surfaces(ix).map((surface) => ({
        path: `${ix.version.name}${surface === "stable" ? "" : ".unstable"}.json`,
        content: ctx.templates.render("schema", { json: printJson(withProvenance(versionSchema(ix, surface))) }),
        format: "json" as const,
      })),
    );
  },
};
