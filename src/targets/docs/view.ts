import type { VersionIndex } from "../../model/index.js";
import type { Decl, Doc, Field, Method, ObjectDecl, SpecModel, TypeExpr, UnionDecl } from "../../model/types.js";
import { messageGroupDoc, messageGroups } from "../../model/methods.js";
import { lenientFields } from "../../model/leniency.js";
import { lines } from "../../render/text.js";
import { printJson } from "../../format/print.js";

export type DocsFormat = "md" | "mdx";

/** The anchor of a type's heading: the heading text (a type name) lower-cased, as GitHub and Mintlify slug it. */
export function anchor(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_\- ]/g, "").replace(/ /g, "-");
}

/** An inline code span that holds any text (backticks in it get a longer fence). */
export function code(s: string): string {
  const flat = s.replace(/[\r\n\u2028\u2029]+/g, " ");
  let fence = "`";
  while (flat.includes(fence)) fence += "`";
  const pad = flat.startsWith("`") || flat.endsWith("`") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Spec prose as safe Markdown/MDX text: outside code spans, `<`, `>`, `{` and `}`
 * are escaped so that no spec text can open a tag, an expression or a comment.
 */
export function prose(text: string, format: DocsFormat): string {
  // Code spans only where backticks pair up; an unpaired backtick is escaped, so it cannot swallow later text.
  const paired = ((text.match(/`/g) ?? []).length % 2) === 0;
  const source = paired ? text : text.replace(/`/g, "\\`");
  return source
    .split(paired ? /(`+[^`]*`+)/g : /(?!)/g)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let t = part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      if (format === "mdx") t = t.replace(/[{}]/g, (c) => (c === "{" ? "&#123;" : "&#125;"));
      return t;
    })
    .join("");
}

/** Prose for a table cell: one line, pipes escaped. */
function cell(text: string, format: DocsFormat): string {
  return prose(lines(text).join(" "), format).replace(/\|/g, "\\|");
}

/** A type as text, with links to the types it names: `[ContentBlock](#contentblock)[] | null`. */
export function typeText(t: TypeExpr, link: boolean): string {
  switch (t.kind) {
    case "string":
    case "number":
    case "boolean":
    case "null":
      return t.kind;
    case "integer":
      return `integer (${t.format})`;
    case "map":
      return `map of ${typeText(t.values, link)}`;
    case "json":
      return "JSON";
    case "json-object":
      return "object";
    case "literal":
      return JSON.stringify(t.value);
    case "ref":
      return link ? `[${t.name}](#${anchor(t.name)})` : t.name;
    case "array":
      return t.items.kind === "nullable" ? `(${typeText(t.items, link)})[]` : `${typeText(t.items, link)}[]`;
    case "nullable":
      return `${typeText(t.inner, link)} | null`;
  }
}

function fieldTypeExpr(f: Field): TypeExpr {
  return f.patch ? { kind: "nullable", inner: f.type, loc: f.loc } : f.type;
}

/** The same type as the children of a JSX fragment, for an MDX attribute: `{<><a href="#x">X</a>[] | null</>}`. */
function jsxTypeBody(t: TypeExpr): string {
  switch (t.kind) {
    case "ref":
      return `<a href="#${anchor(t.name)}">${t.name}</a>`;
    case "literal":
      return `{${JSON.stringify(JSON.stringify(t.value))}}`;
    case "array":
      return t.items.kind === "nullable" ? `(${jsxTypeBody(t.items)})[]` : `${jsxTypeBody(t.items)}[]`;
    case "nullable":
      return `${jsxTypeBody(t.inner)} | null`;
    case "map":
      return `map of ${jsxTypeBody(t.values)}`;
    default:
      return typeText(t, false);
  }
}

function jsxType(t: TypeExpr): string {
  return `{<>${jsxTypeBody(t)}</>}`;
}

function presence(f: Field): string {
  if (f.patch) return "patch";
  return f.optional ? "optional" : "required";
}

/** What upstream's lenient parsing does with a field, and whether the bindings' lenient mode does it too. */
function lenientNote(f: Field): string {
  const l = f.doc.lenient!;
  const what = [
    l.value ? (f.optional ? "reads a bad value as absent" : "reads a bad value as an empty list") : "",
    l.items ? "skips bad items" : "",
  ].filter(Boolean);
  const upstream = `Lenient upstream: ${what.join(" and ")}.`;
  return f.patch
    ? `${upstream} Never here, not even in lenient mode: it is a patch field, where a dropped value would read as "unchanged" or "clear".`
    : `${upstream} The bindings do so only in lenient mode, and report it.`;
}

function describeField(f: Field, format: DocsFormat): string {
  // Each part is escaped on its own: spec text cannot pair a backtick with one in the fixed wording.
  const parts = [f.doc.text];
  if (f.patch) parts.push("Patch field: absent leaves it unchanged, `null` clears it, a value replaces it.");
  if (f.doc.departure) parts.push(`Differs from the RFD draft: ${f.doc.departure}`);
  if (f.doc.differs) parts.push(`Differs from the published schema: ${f.doc.differs}`);
  if (f.doc.unstable !== undefined) parts.push(`Unstable (feature ${f.doc.unstable.feature}). ${f.doc.unstable.reason}`.trim());
  if (f.doc.lenient) parts.push(lenientNote(f));
  return parts
    .filter(Boolean)
    .map((p) => (format === "md" ? cell(p, format) : prose(p, format)))
    .join(" ");
}

function fieldViews(fields: readonly Field[], format: DocsFormat) {
  return fields.map((f) => ({
    name: code(f.name),
    jsxName: `{${JSON.stringify(f.name)}}`,
    type: typeText(fieldTypeExpr(f), true).replace(/\|/g, "\\|"),
    jsxType: jsxType(fieldTypeExpr(f)),
    presence: presence(f),
    required: !f.optional,
    description: describeField(f, format),
  }));
}

function docBlock(doc: Doc, format: DocsFormat): string {
  const parts: string[] = [];
  if (doc.text) parts.push(prose(doc.text, format));
  if (doc.departure) parts.push(`**Differs from the RFD draft:** ${prose(doc.departure, format)}`);
  if (doc.differs) parts.push(`**Differs from the published schema:** ${prose(doc.differs, format)}`);
  if (doc.unstable !== undefined) parts.push(`**Unstable** (feature \`${doc.unstable.feature}\`). ${prose(doc.unstable.reason, format)}`.trim());
  if (doc.schemaName) parts.push(`Named ${code(doc.schemaName)} in the JSON Schema.`);
  if (doc.rfd) parts.push(`RFD: ${code(doc.rfd)}`);
  return parts.join("\n\n");
}

function examplesBlock(doc: Doc): string {
  return doc.examples.map((e) => `\`\`\`json\n${printJson(e.value).replace(/`{3,}/g, (m) => m.split("").join("\u200b"))}\n\`\`\``).join("\n\n");
}

function kindLabel(d: Decl): string {
  switch (d.kind) {
    case "object":
      return d.open ? "Object" : "Object (closed: unknown fields are rejected)";
    case "union":
      return `Union, tagged on ${code(d.tagField)} (${d.open ? "open: unknown variants are kept" : "closed: unknown variants are rejected"})`;
    case "untagged":
      return "Union (untagged: the first member that matches)";
    case "enum":
      return d.open ? "String enum (open: unknown values are kept)" : "String enum (closed)";
    case "opaque":
      return "String (opaque id)";
    case "alias":
      return typeText(d.target, true);
  }
}

function variantViews(ix: VersionIndex, d: UnionDecl, format: DocsFormat) {
  const variants = d.variants.map((v) => {
    const payload = v.payload === null ? null : (ix.decls.get(v.payload) as ObjectDecl | undefined);
    return {
      tag: code(v.tag),
      jsxTag: `{${JSON.stringify(v.tag)}}`,
      pin: code(`"${d.tagField}": ${JSON.stringify(v.tag)}`),
      payload: payload ? `[${payload.name}](#${anchor(payload.name)})` : "no other fields",
      jsxPayload: payload ? `<a href="#${anchor(payload.name)}">${payload.name}</a>` : "no other fields",
      doc: docBlock(v.doc, format),
      fields: payload ? fieldViews(payload.fields, format) : [],
      hasFields: Boolean(payload && payload.fields.length),
      examples: examplesBlock(v.doc),
    };
  });
  return variants;
}

export function typeView(ix: VersionIndex, d: Decl, format: DocsFormat) {
  return {
    name: d.name,
    kind: kindLabel(d),
    doc: docBlock(d.doc, format),
    // A union's own fields are the ones every variant shares.
    fields: d.kind === "object" || d.kind === "union" ? fieldViews(d.fields, format) : [],
    hasFields: (d.kind === "object" || d.kind === "union") && d.fields.length > 0,
    variants: d.kind === "union" ? variantViews(ix, d, format) : [],
    hasVariants: d.kind === "union",
    open: d.kind === "union" && d.open,
    otherNote: d.kind === "union" ? `Any other ${code(d.tagField)} value: kept whole, so it can be stored and forwarded.` : "",
    members: d.kind === "untagged" ? d.members.map((m) => typeText(m.type, true)).join(", ") : "",
    hasMembers: d.kind === "untagged",
    values: d.kind === "enum" ? d.values.map((v) => code(v.value)).join(", ") : "",
    hasValues: d.kind === "enum",
    examples: examplesBlock(d.doc),
    hasExamples: d.doc.examples.length > 0,
  };
}

export function methodView(m: Method, format: DocsFormat) {
  return {
    name: code(m.name),
    kind: m.kind === "request" ? "Request" : "Notification",
    direction: m.direction === "client_to_agent" ? "client to agent" : m.direction === "agent_to_client" ? "agent to client" : "either side",
    params: `[${m.params}](#${anchor(m.params)})`,
    result: m.result === null ? "" : `[${m.result}](#${anchor(m.result)})`,
    hasResult: m.result !== null,
    doc: docBlock(m.doc, format),
    examples: examplesBlock(m.doc),
  };
}

export function pageView(ix: VersionIndex, format: DocsFormat) {
  return {
    version: ix.version.name,
    methods: ix.version.methods.map((m) => methodView(m, format)),
    groups: messageGroups(ix.version).map((g) => ({
      name: code(g.name),
      doc: messageGroupDoc(g),
      methods: g.methods.map((m) => `[${code(m.name)}](#${anchor(`${m.name} method`)})`).join(", "),
      envelope:
        g.role === "request"
          ? code('{ "jsonrpc": "2.0", "id", "method", "params" }')
          : g.role === "notification"
            ? code('{ "jsonrpc": "2.0", "method", "params" }')
            : `${code('{ "jsonrpc": "2.0", "id", "result" }')} or ${code('{ "jsonrpc": "2.0", "id", "error" }')}`,
    })),
    hasGroups: ix.version.envelope !== null,
    lenientCount: lenientFields(ix).length,
    lenientPatchNote: lenientPatchNote(lenientFields(ix).filter((l) => !l.acted).length),
    types: ix.version.decls.map((d) => typeView(ix, d, format)),
  };
}

/** Compares two versions: what was added, removed and changed, in readable lines. */
export function changes(model: SpecModel, from: VersionIndex, to: VersionIndex, format: DocsFormat) {
  const added: string[] = [];
  const removed: string[] = [];
  const changed: { name: string; items: string[] }[] = [];
  const names = [...new Set([...from.decls.keys(), ...to.decls.keys()])].sort();
  const t = (x: TypeExpr) => code(typeText(x, false));
  for (const name of names) {
    const a = from.decls.get(name);
    const b = to.decls.get(name);
    if (!a && b) added.push(`${code(name)} (${b.kind})`);
    else if (a && !b) removed.push(`${code(name)} (${a.kind})`);
    else if (a && b) {
      const items: string[] = [];
      if (a.kind !== b.kind) items.push(`was ${a.kind}, is now ${b.kind}`);
      if (a.kind === "object" && b.kind === "object") {
        for (const f of b.fields) {
          const g = a.fields.find((x) => x.name === f.name);
          if (!g) items.push(`field ${code(f.name)} added (${presence(f)}, ${t(fieldTypeExpr(f))})`);
          else {
            if (typeText(fieldTypeExpr(g), false) !== typeText(fieldTypeExpr(f), false)) items.push(`field ${code(f.name)}: ${t(fieldTypeExpr(g))} became ${t(fieldTypeExpr(f))}`);
            if (presence(g) !== presence(f)) items.push(`field ${code(f.name)}: ${presence(g)} became ${presence(f)}`);
          }
        }
        for (const g of a.fields) if (!b.fields.some((f) => f.name === g.name)) items.push(`field ${code(g.name)} removed`);
      }
      if (a.kind === "union" && b.kind === "union") {
        for (const v of b.variants) if (!a.variants.some((x) => x.tag === v.tag)) items.push(`variant ${code(v.tag)} added`);
        for (const v of a.variants) if (!b.variants.some((x) => x.tag === v.tag)) items.push(`variant ${code(v.tag)} removed`);
        for (const v of b.variants) {
          const w = a.variants.find((x) => x.tag === v.tag);
          if (w && w.payload !== v.payload) items.push(`variant ${code(v.tag)}: payload ${code(w.payload ?? "none")} became ${code(v.payload ?? "none")}`);
        }
        if (a.open !== b.open) items.push(b.open ? "became open: unknown variants are kept" : "became closed");
      }
      if (a.kind === "enum" && b.kind === "enum") {
        for (const v of b.values) if (!a.values.some((x) => x.value === v.value)) items.push(`value ${code(v.value)} added`);
        for (const v of a.values) if (!b.values.some((x) => x.value === v.value)) items.push(`value ${code(v.value)} removed`);
        if (a.open !== b.open) items.push(b.open ? "became open: unknown values are kept" : "became closed");
      }
      if (items.length) changed.push({ name: code(name), items });
    }
  }
  const methods: string[] = [];
  for (const m of to.version.methods) {
    const o = from.version.methods.find((x) => x.name === m.name);
    if (!o) methods.push(`${code(m.name)} added`);
    else if (o.params !== m.params || o.result !== m.result) methods.push(`${code(m.name)}: params ${code(o.params)} became ${code(m.params)}`);
  }
  for (const o of from.version.methods) if (!to.version.methods.some((m) => m.name === o.name)) methods.push(`${code(o.name)} removed`);
  const departures: string[] = [];
  const differences: string[] = [];
  const unstable: string[] = [];
  for (const v of model.versions) {
    const note = (where: string, doc: Doc): void => {
      if (doc.departure) departures.push(`${code(where)}: ${prose(doc.departure, format)}`);
      if (doc.differs) differences.push(`${code(where)}: ${prose(doc.differs, format)}`);
      if (doc.unstable !== undefined) unstable.push(`${code(where)} (feature \`${doc.unstable.feature}\`): ${prose(doc.unstable.reason || "unstable", format)}`);
    };
    for (const d of v.decls) {
      note(`${v.name}.${d.name}`, d.doc);
      if (d.kind === "object" || d.kind === "union") for (const f of d.fields) note(`${v.name}.${d.name}.${f.name}`, f.doc);
      if (d.kind === "union") for (const x of d.variants) note(`${v.name}.${d.name}:${x.tag}`, x.doc);
    }
    for (const m of v.methods) note(`${v.name}.method:${m.name}`, m.doc);
  }
  return { from: from.version.name, to: to.version.name, added, removed, changed, methods, departures, differences, unstable };
}

/** The clause saying how many lenient-marked fields the lenient mode leaves strict because they are patch fields. */
function lenientPatchNote(count: number): string {
  if (count === 0) return "";
  return count === 1 ? " (1 of the marked fields is a patch field)" : ` (${count} of the marked fields are patch fields)`;
}
