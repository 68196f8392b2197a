import type { VersionIndex } from "../../model/index.js";
import type {
  ConversionRule,
  Decl,
  Doc,
  EnumDecl,
  Field,
  JsonValue,
  Method,
  ObjectDecl,
  SpecModel,
  TypeExpr,
  UnionDecl,
} from "../../model/types.js";
import { messageGroups } from "../../model/methods.js";
import { lines } from "../../render/text.js";
import { printJson } from "../../format/print.js";

export type DocsFormat = "md" | "mdx";

/** Where a type's section is, from the page being written: `#foo`, or `other.md#foo` (`./other#foo` in MDX). */
export type Href = (type: string) => string;

/*
 * Anchors (the same on the Markdown and the MDX page):
 * - a type's section: its name lower-cased (`SessionUpdate` -> `#sessionupdate`), which is the slug
 *   GitHub and Mintlify give its heading; a type name holds no `-` or space, so no other heading
 *   of the page (each of them two words or more) can take it;
 * - a method's section: `<a id>` with its name lower-cased and every `/` made `-`
 *   (`session/prompt` -> `#session-prompt`), as on upstream's published page;
 * - a union variant: `<a id>` with `<type anchor>--<tag slug>` (`#sessionupdate--agent_message_chunk`).
 * Slugs collapse every run of other characters into one `-`, so a method's anchor never holds `--`
 * and never equals a variant's. Type anchors are claimed first; an explicit id that another anchor
 * of the page already holds (a method `foo` beside a type `Foo`) gets `-2`, `-3`... in page order.
 * Every other heading of the page is two words or more (its slug holds a `-`, so no type takes it)
 * or a message union's name, which no type may take; explicit ids avoid them all.
 */

/** The headings of a page besides its title, sides, message unions and types (the page templates write them). */
export const FIXED_HEADINGS = [
  "Spec provenance",
  "Message unions",
  "Type reference",
  "Pages",
  "Methods",
  "Types",
  "Other types of these methods",
  "Lenient parsing upstream",
];

/** The sections of methods, by the side that handles them. */
export const SIDES = [
  {
    title: "Agent methods",
    direction: "client_to_agent",
    doc: "The methods the agent handles: the client sends these requests and notifications.",
  },
  {
    title: "Client methods",
    direction: "agent_to_client",
    doc: "The methods the client handles: the agent sends these requests and notifications.",
  },
  {
    title: "Methods either side handles",
    direction: "both",
    doc: "The methods either side may send, and the other handles.",
  },
] as const;

/** The anchor of a type's heading: the heading text (a type name) lower-cased, as GitHub and Mintlify slug it. */
export function anchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9_\- ]/g, "")
    .replace(/ /g, "-");
}

/** Lower case, with each run of characters other than letters, digits and `_$` made one `-`. */
function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9_$]+/g, "-");
}

/** The base anchor of a method's section (before de-duplication). */
export function methodAnchorBase(name: string): string {
  return slug(name);
}

/** The base anchor of a union variant (before de-duplication). */
export function variantAnchorBase(type: string, tag: string): string {
  return `${anchor(type)}--${slug(tag)}`;
}

/**
 * The anchors of one version's page: type headings first (fixed by their slugs),
 * then the explicit ids of methods and variants, each made unique in page order.
 */
export class PageAnchors {
  private readonly taken = new Set<string>();
  private readonly methods = new Map<string, string>();
  private readonly variants = new Map<string, string>();

  constructor(ix: VersionIndex, pageHeadings: readonly string[] = []) {
    for (const d of ix.version.decls) this.taken.add(anchor(d.name));
    // The pages' other headings, whose slugs GitHub and Mintlify make; an explicit id may not take one.
    const headings = [
      `ACP ${ix.version.name} schema reference`,
      ...FIXED_HEADINGS,
      ...SIDES.map((s) => s.title),
      ...messageGroups(ix.version).map((g) => g.name),
      ...pageHeadings,
    ];
    for (const h of headings) this.taken.add(anchor(h));
    for (const m of ix.version.methods) this.methods.set(m.name, this.claim(methodAnchorBase(m.name)));
    for (const d of ix.version.decls) {
      if (d.kind === "union")
        for (const v of d.variants)
          this.variants.set(`${d.name}\u0000${v.tag}`, this.claim(variantAnchorBase(d.name, v.tag)));
    }
  }

  private claim(base: string): string {
    let id = base;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`;
    this.taken.add(id);
    return id;
  }

  method(name: string): string {
    return this.methods.get(name) ?? methodAnchorBase(name);
  }

  variant(type: string, tag: string): string {
    return this.variants.get(`${type}\u0000${tag}`) ?? variantAnchorBase(type, tag);
  }
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
  const paired = (text.match(/`/g) ?? []).length % 2 === 0;
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

/** A code span for a Markdown table cell. */
function codeCell(s: string): string {
  return code(s).replace(/\|/g, "\\|");
}

/** A JavaScript string literal, for a JSX attribute: `{"..."}`. `</` cannot end anything inside it. */
function jsxString(s: string): string {
  return `{${JSON.stringify(s)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
    .replace(/</g, "\\u003c")}}`;
}

/** A type as text, with links to the types it names when `link` says where they are: `[ContentBlock](#contentblock)[] | null`. */
export function typeText(t: TypeExpr, link: Href | null): string {
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
      return link ? `[${t.name}](${link(t.name)})` : t.name;
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
function jsxTypeBody(t: TypeExpr, href: Href): string {
  switch (t.kind) {
    case "ref":
      return `<a href="${href(t.name)}">${t.name}</a>`;
    case "literal":
      return jsxString(JSON.stringify(t.value));
    case "array":
      return t.items.kind === "nullable" ? `(${jsxTypeBody(t.items, href)})[]` : `${jsxTypeBody(t.items, href)}[]`;
    case "nullable":
      return `${jsxTypeBody(t.inner, href)} | null`;
    case "map":
      return `map of ${jsxTypeBody(t.values, href)}`;
    default:
      return typeText(t, null);
  }
}

function jsxType(t: TypeExpr, href: Href): string {
  return `{<>${jsxTypeBody(t, href)}</>}`;
}

function nullable(f: Field): boolean {
  return f.patch || f.type.kind === "nullable";
}

function presence(f: Field): string {
  if (f.patch) return "patch";
  return f.optional ? "optional" : "required";
}

/** Presence for the Markdown table: required or optional, and nullable where `null` is allowed. */
function presenceCell(f: Field): string {
  if (f.patch) return "patch (optional, nullable)";
  return `${presence(f)}${nullable(f) ? ", nullable" : ""}`;
}

/** What upstream's lenient parsing does with a field: `reads a bad value as absent`, `skips bad items`. */
export function lenientWhat(f: Field): string {
  const l = f.doc.lenient!;
  return [
    l.value ? (f.optional ? "reads a bad value as absent" : "reads a bad value as an empty list") : "",
    l.items ? "skips bad items" : "",
  ]
    .filter(Boolean)
    .join(" and ");
}

/** The unstable mark: bold text in Markdown, a Mintlify `<Badge>` in MDX. */
function unstableMark(u: NonNullable<Doc["unstable"]>, format: DocsFormat): string {
  const feature = prose(u.feature, format);
  const head =
    format === "md"
      ? `**Unstable** (feature ${code(u.feature)}).`
      : `<Badge color="orange">unstable: ${feature}</Badge>`;
  return u.reason ? `${head} ${prose(u.reason, format)}` : head;
}

function describeField(f: Field, format: DocsFormat): string {
  // Each part is escaped on its own: spec text cannot pair a backtick with one in the fixed wording.
  const parts: string[] = [];
  if (f.doc.unstable !== undefined && format === "mdx") parts.push(unstableMark(f.doc.unstable, format));
  if (f.doc.text) parts.push(format === "md" ? cell(f.doc.text, format) : prose(f.doc.text, format));
  const fixed: string[] = [];
  if (f.patch) fixed.push("Patch field: absent leaves it unchanged, `null` clears it, a value replaces it.");
  if (f.doc.defaultOnNull) fixed.push("`null` reads as the empty default.");
  if (f.doc.departure) fixed.push(`Differs from the RFD draft: ${f.doc.departure}`);
  if (f.doc.differs) fixed.push(`Differs from the published schema: ${f.doc.differs}`);
  if (f.doc.unstable !== undefined && format === "md")
    fixed.push(`Unstable (feature ${f.doc.unstable.feature}). ${f.doc.unstable.reason}`.trim());
  for (const p of fixed) parts.push(format === "md" ? cell(p, format) : prose(p, format));
  return parts.join(format === "md" ? " " : "\n\n");
}

export interface FieldView {
  name: string;
  jsxName: string;
  type: string;
  jsxType: string;
  presence: string;
  required: boolean;
  post: string;
  description: string;
}

function fieldViews(fields: readonly Field[], format: DocsFormat, href: Href): FieldView[] {
  return fields.map((f) => {
    const labels = [
      f.patch ? "patch" : nullable(f) ? "nullable" : "",
      f.doc.unstable ? `unstable: ${f.doc.unstable.feature}` : "",
    ].filter(Boolean);
    return {
      name: codeCell(f.name),
      jsxName: jsxString(f.name),
      type: typeText(fieldTypeExpr(f), href).replace(/\|/g, "\\|"),
      jsxType: jsxType(fieldTypeExpr(f), href),
      presence: presenceCell(f),
      required: !f.optional,
      post: labels.length
        ? ` post={[${labels.map((l) => JSON.stringify(l).replace(/</g, "\\u003c")).join(", ")}]}`
        : "",
      description: describeField(f, format),
    };
  });
}

function docBlock(doc: Doc, format: DocsFormat, skipText = false): string {
  const parts: string[] = [];
  if (doc.unstable !== undefined) parts.push(unstableMark(doc.unstable, format));
  if (doc.text && !skipText) parts.push(prose(doc.text, format));
  if (doc.departure) parts.push(`**Differs from the RFD draft:** ${prose(doc.departure, format)}`);
  if (doc.differs) parts.push(`**Differs from the published schema:** ${prose(doc.differs, format)}`);
  if (doc.schemaName) parts.push(`Named ${code(doc.schemaName)} in the JSON Schema.`);
  if (doc.rfd) parts.push(`RFD: ${code(doc.rfd)}`);
  return parts.join("\n\n");
}

function jsonBlock(v: JsonValue): string {
  return `\`\`\`json\n${printJson(v).replace(/`{3,}/g, (m) => m.split("").join("\u200b"))}\n\`\`\``;
}

function examplesBlock(doc: Doc): string {
  return doc.examples.map((e) => jsonBlock(e.value)).join("\n\n");
}

function kindLabel(d: Decl, href: Href): string {
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
      return typeText(d.target, href);
  }
}

function variantViews(ix: VersionIndex, anchors: PageAnchors, d: UnionDecl, format: DocsFormat, href: Href) {
  return d.variants.map((v) => {
    const payload = v.payload === null ? null : (ix.decls.get(v.payload) as ObjectDecl | undefined);
    const tagField: FieldView = {
      name: codeCell(d.tagField),
      jsxName: jsxString(d.tagField),
      type: codeCell(JSON.stringify(v.tag)),
      jsxType: jsxString(JSON.stringify(v.tag)),
      presence: "required",
      required: true,
      post: "",
      description: `The tag: always ${format === "md" ? codeCell(JSON.stringify(v.tag)) : code(JSON.stringify(v.tag))} for this variant.`,
    };
    return {
      anchor: anchors.variant(d.name, v.tag),
      tag: code(v.tag),
      jsxTag: jsxString(v.tag),
      pin: code(`"${d.tagField}": ${JSON.stringify(v.tag)}`),
      payload: payload ? `[${payload.name}](${href(payload.name)})` : "no other fields",
      jsxPayload: payload ? `<a href="${href(payload.name)}">${payload.name}</a>` : "no other fields",
      doc: docBlock(v.doc, format),
      fields: [tagField, ...(payload ? fieldViews(payload.fields, format, href) : [])],
      examples: examplesBlock(v.doc),
    };
  });
}

/** An enum value's doc, when the model carries one (`EnumValue.doc`). */
function valueDoc(v: EnumDecl["values"][number]): Doc | undefined {
  return (v as { readonly doc?: Doc }).doc;
}

function valueViews(d: EnumDecl, format: DocsFormat) {
  return d.values.map((v) => {
    const doc = valueDoc(v);
    return {
      value: codeCell(JSON.stringify(v.value)),
      jsxValue: jsxString(JSON.stringify(v.value)),
      description: doc
        ? format === "md"
          ? [doc.unstable ? cell(`Unstable (feature ${doc.unstable.feature}).`, format) : "", cell(doc.text, format)]
              .filter(Boolean)
              .join(" ")
          : docBlock(doc, format)
        : "",
    };
  });
}

/** A type's section; `level` is its heading's (3 on a page of types, 4 under a method). */
export function typeView(ix: VersionIndex, anchors: PageAnchors, d: Decl, format: DocsFormat, href: Href, level = 3) {
  return {
    name: d.name,
    hashes: "#".repeat(level),
    heading: code(d.name),
    kind: kindLabel(d, href),
    doc: docBlock(d.doc, format),
    // A union's own fields are the ones every variant shares.
    fields: d.kind === "object" || d.kind === "union" ? fieldViews(d.fields, format, href) : [],
    hasFields: (d.kind === "object" || d.kind === "union") && d.fields.length > 0,
    sharedFields: d.kind === "union",
    variants: d.kind === "union" ? variantViews(ix, anchors, d, format, href) : [],
    hasVariants: d.kind === "union",
    open: d.kind === "union" && d.open,
    otherNote:
      d.kind === "union" ? `Any other ${code(d.tagField)} value: kept whole, so it can be stored and forwarded.` : "",
    members:
      d.kind === "untagged"
        ? d.members.map((m) => ({
            type: typeText(m.type, href),
            jsxType: jsxType(m.type, href),
            name: jsxString(m.name),
          }))
        : [],
    hasMembers: d.kind === "untagged",
    values: d.kind === "enum" ? valueViews(d, format) : [],
    hasValues: d.kind === "enum",
    openValues: d.kind === "enum" && d.open,
    examples: examplesBlock(d.doc),
    hasExamples: d.doc.examples.length > 0,
  };
}

export const DIRECTION = {
  client_to_agent: { text: "client to agent", handler: "the agent handles it", reply: "agent to client" },
  agent_to_client: { text: "agent to client", handler: "the client handles it", reply: "client to agent" },
  both: { text: "either side to the other", handler: "either side handles it", reply: "back to the sender" },
} as const;

/**
 * The JSON-RPC error codes a method's doc text names (`-32022`, with backticks or
 * without), each with the words in parentheses right after it when there are
 * some (`-32022` (unsupported protocol version)), in the order the text names
 * them, each once. The text itself stays where it is.
 */
export function errorCodes(text: string): { code: string; label: string | null }[] {
  const out: { code: string; label: string | null }[] = [];
  for (const m of text.matchAll(/(?<![\w.-])`?(-\d{4,6})`?(?![\w.])(?:\s*\(([^()]+)\))?/g)) {
    if (out.some((e) => e.code === m[1])) continue;
    out.push({ code: m[1]!, label: m[2]?.trim() ?? null });
  }
  return out;
}

/** The whole JSON-RPC exchange of a method's examples: each request or notification, and for a request the response built from the result's first example. */
function exchange(ix: VersionIndex, m: Method): string {
  const result = m.result === null ? undefined : ix.decls.get(m.result);
  const resultExample = result?.doc.examples[0]?.value;
  const out: string[] = [];
  const dir = DIRECTION[m.direction];
  for (const e of m.doc.examples) {
    out.push(`${m.kind === "request" ? "Request" : "Notification"}, ${dir.text}:`, jsonBlock(e.value));
    const v = e.value;
    if (
      m.kind === "request" &&
      resultExample !== undefined &&
      v !== null &&
      typeof v === "object" &&
      !Array.isArray(v) &&
      Object.hasOwn(v, "id")
    ) {
      out.push(`Response, ${dir.reply}:`, jsonBlock({ jsonrpc: "2.0", id: v["id"]!, result: resultExample }));
    }
  }
  return out.join("\n\n");
}

export function methodView(ix: VersionIndex, anchors: PageAnchors, m: Method, format: DocsFormat, href: Href) {
  const errors = errorCodes(m.doc.text);
  const dir = DIRECTION[m.direction];
  return {
    anchor: anchors.method(m.name),
    name: code(m.name),
    kind: m.kind === "request" ? "Request" : "Notification",
    direction: `${dir.text}: ${dir.handler}`,
    params: `[${m.params}](${href(m.params)})`,
    jsxParams: `<a href="${href(m.params)}">${m.params}</a>`,
    result: m.result === null ? "" : `[${m.result}](${href(m.result)})`,
    jsxResult: m.result === null ? "" : `<a href="${href(m.result)}">${m.result}</a>`,
    hasResult: m.result !== null,
    doc: docBlock(m.doc, format),
    errors: errors.map((e) => `${code(e.code)}${e.label === null ? "" : ` (${prose(e.label, format)})`}`),
    hasErrors: errors.length > 0,
    noErrors:
      m.kind === "request"
        ? "The text names none; any JSON-RPC error may come back."
        : "None: a notification gets no response.",
    exchange: exchange(ix, m),
    hasExchange: m.doc.examples.length > 0,
  };
}

/** A conversion rule as the changes page lists it, with its anchor and the anchors of its table rows. */
export interface RuleLink {
  readonly rule: ConversionRule;
  readonly anchor: string;
  /** Per source construct: the table file and the row's anchor. */
  readonly rows: readonly { readonly source: string; readonly file: string; readonly anchor: string }[];
}

interface ChangeItem {
  readonly text: string;
  /** Construct references (`v2.SessionUpdate:agent_message`, `v1.method:session/load`) this change is about. */
  readonly refs: readonly string[];
  /** Match any reference to a type of `refs` (`v2.T`, `v2.T:tag`), not only the exact ones. */
  readonly wholeType?: boolean;
}

/** Each rule's constructs as written (`v1.Type:tag`), worked out once per rule: every change item asks for them. */
const ruleNames = new WeakMap<ConversionRule, readonly string[]>();
function namesOf(r: ConversionRule): readonly string[] {
  let names = ruleNames.get(r);
  if (!names) ruleNames.set(r, (names = [...r.source, ...r.target].map((c) => c.text)));
  return names;
}

/**
 * The rules whose source or target names one of a change's constructs (a wildcard tag names no particular variant),
 * in the rules' order. The names are indexed once per changes page: each change item looks up its constructs instead
 * of testing every rule's names against them.
 */
function ruleFinder(rules: readonly RuleLink[]): (item: ChangeItem) => RuleLink[] {
  // A name as written, and a name with a particular tag (`v1.Type:tag`, not `v1.Type:*`) by its type (`v1.Type`).
  const byName = new Map<string, number[]>();
  const byTagged = new Map<string, number[]>();
  const add = (m: Map<string, number[]>, key: string, i: number): void => {
    const list = m.get(key);
    if (!list) m.set(key, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  rules.forEach((l, i) => {
    for (const n of namesOf(l.rule)) {
      add(byName, n, i);
      const colon = n.indexOf(":");
      if (colon >= 0 && !n.endsWith(":*")) add(byTagged, n.slice(0, colon), i);
    }
  });
  return (item) => {
    const hit = new Set<number>();
    const take = (list: readonly number[] | undefined): void => {
      for (const i of list ?? []) hit.add(i);
    };
    for (const ref of item.refs) {
      const type = ref.split(":")[0]!;
      take(byName.get(ref));
      if (!ref.includes(".method:")) take(byName.get(type));
      if (item.wholeType === true && ref === type) take(byTagged.get(type));
    }
    return rules.filter((_, i) => hit.has(i));
  };
}

/** Compares two versions: what was added, removed and changed, in readable lines, each linked to the rules that convert it. */
/** Where a version's types, variants and methods are, from the docs folder's root (the changes page). */
export interface VersionLinks {
  type(name: string): string;
  variant(type: string, tag: string): string;
  method(name: string): string;
}

export function changes(
  model: SpecModel,
  from: VersionIndex,
  to: VersionIndex,
  format: DocsFormat,
  rules: readonly RuleLink[],
  links: (v: VersionIndex) => VersionLinks,
) {
  const typeLink = (v: VersionIndex, name: string): string => `[${code(name)}](${links(v).type(name)})`;
  const t = (x: TypeExpr) => code(typeText(x, null));
  const [f, g] = [from.version.name, to.version.name];
  // A payload type is converted by the rules of the variants that carry it.
  // Found by payload name from one pass over each version's unions, in declaration and variant order.
  const carriersOf = new Map<VersionIndex, Map<string, string[]>>();
  const carriers = (ix: VersionIndex, name: string): string[] => {
    let byPayload = carriersOf.get(ix);
    if (!byPayload) {
      carriersOf.set(ix, (byPayload = new Map()));
      for (const u of ix.version.decls) {
        if (u.kind !== "union") continue;
        for (const x of u.variants) {
          if (x.payload === null) continue;
          const list = byPayload.get(x.payload);
          const carrier = `${ix.version.name}.${u.name}:${x.tag}`;
          if (list) list.push(carrier);
          else byPayload.set(x.payload, [carrier]);
        }
      }
    }
    return byPayload.get(name) ?? [];
  };
  const added: ChangeItem[] = [];
  const removed: ChangeItem[] = [];
  const changed: { name: string; items: ChangeItem[] }[] = [];
  const names = [...new Set([...from.decls.keys(), ...to.decls.keys()])].sort();
  for (const name of names) {
    const a = from.decls.get(name);
    const b = to.decls.get(name);
    if (!a && b)
      added.push({
        text: `${typeLink(to, name)} (${b.kind})`,
        refs: [`${g}.${name}`, ...carriers(to, name)],
        wholeType: true,
      });
    else if (a && !b)
      removed.push({
        text: `${typeLink(from, name)} (${a.kind})`,
        refs: [`${f}.${name}`, ...carriers(from, name)],
        wholeType: true,
      });
    else if (a && b) {
      const items: ChangeItem[] = [];
      const both = [`${f}.${name}`, `${g}.${name}`, ...carriers(from, name), ...carriers(to, name)];
      if (a.kind !== b.kind) items.push({ text: `was ${a.kind}, is now ${b.kind}`, refs: both, wholeType: true });
      if ((a.kind === "object" || a.kind === "union") && (b.kind === "object" || b.kind === "union")) {
        for (const fb of b.fields) {
          const fa = a.fields.find((x) => x.name === fb.name);
          if (!fa)
            items.push({
              text: `field ${code(fb.name)} added (${presence(fb)}, ${t(fieldTypeExpr(fb))})`,
              refs: both,
              wholeType: true,
            });
          else {
            if (typeText(fieldTypeExpr(fa), null) !== typeText(fieldTypeExpr(fb), null))
              items.push({
                text: `field ${code(fb.name)}: ${t(fieldTypeExpr(fa))} became ${t(fieldTypeExpr(fb))}`,
                refs: both,
                wholeType: true,
              });
            if (presence(fa) !== presence(fb))
              items.push({
                text: `field ${code(fb.name)}: ${presence(fa)} became ${presence(fb)}`,
                refs: both,
                wholeType: true,
              });
          }
        }
        for (const fa of a.fields)
          if (!b.fields.some((x) => x.name === fa.name))
            items.push({ text: `field ${code(fa.name)} removed`, refs: both, wholeType: true });
      }
      if (a.kind === "union" && b.kind === "union") {
        for (const v of b.variants) {
          if (!a.variants.some((x) => x.tag === v.tag))
            items.push({
              text: `variant [${code(v.tag)}](${links(to).variant(name, v.tag)}) added`,
              refs: [`${g}.${name}:${v.tag}`],
            });
        }
        for (const v of a.variants) {
          if (!b.variants.some((x) => x.tag === v.tag))
            items.push({
              text: `variant [${code(v.tag)}](${links(from).variant(name, v.tag)}) removed`,
              refs: [`${f}.${name}:${v.tag}`],
            });
        }
        for (const v of b.variants) {
          const w = a.variants.find((x) => x.tag === v.tag);
          if (w && w.payload !== v.payload)
            items.push({
              text: `variant ${code(v.tag)}: payload ${code(w.payload ?? "none")} became ${code(v.payload ?? "none")}`,
              refs: [`${f}.${name}:${v.tag}`, `${g}.${name}:${v.tag}`],
            });
        }
        if (a.open !== b.open)
          items.push({
            text: b.open ? "became open: unknown variants are kept" : "became closed",
            refs: [`${f}.${name}:*`, `${g}.${name}:*`],
          });
      }
      if (a.kind === "enum" && b.kind === "enum") {
        for (const v of b.values)
          if (!a.values.some((x) => x.value === v.value))
            items.push({ text: `value ${code(v.value)} added`, refs: both });
        for (const v of a.values)
          if (!b.values.some((x) => x.value === v.value))
            items.push({ text: `value ${code(v.value)} removed`, refs: both });
        if (a.open !== b.open)
          items.push({ text: b.open ? "became open: unknown values are kept" : "became closed", refs: both });
      }
      if (items.length) changed.push({ name: `${typeLink(from, name)} → ${typeLink(to, name)}`, items });
    }
  }
  const methods: ChangeItem[] = [];
  const methodLink = (v: VersionIndex, m: string): string => `[${code(m)}](${links(v).method(m)})`;
  for (const m of to.version.methods) {
    const o = from.version.methods.find((x) => x.name === m.name);
    const refs = [`${f}.method:${m.name}`, `${g}.method:${m.name}`];
    if (!o) methods.push({ text: `${methodLink(to, m.name)} added`, refs });
    else if (o.params !== m.params || o.result !== m.result) {
      const parts = [
        o.params !== m.params ? `params ${code(o.params)} became ${code(m.params)}` : "",
        o.result !== m.result ? `result ${code(o.result ?? "none")} became ${code(m.result ?? "none")}` : "",
      ].filter(Boolean);
      const types = [
        ...new Set([
          `${f}.${o.params}`,
          `${g}.${m.params}`,
          o.result === null ? "" : `${f}.${o.result}`,
          m.result === null ? "" : `${g}.${m.result}`,
        ]),
      ].filter(Boolean);
      methods.push({ text: `${methodLink(to, m.name)}: ${parts.join(", ")}`, refs: [...refs, ...types] });
    }
  }
  for (const o of from.version.methods) {
    if (!to.version.methods.some((m) => m.name === o.name))
      methods.push({ text: `${methodLink(from, o.name)} removed`, refs: [`${f}.method:${o.name}`] });
  }
  const rulesFor = ruleFinder(rules);
  const link = (item: ChangeItem): string => {
    const found = rulesFor(item);
    if (!found.length) return item.text;
    const each = found.map((l) => `[${code(l.rule.id)}](#${l.anchor})`);
    return `${item.text}; converted by ${each.join(", ")}`;
  };
  const departures: string[] = [];
  const differences: string[] = [];
  const unstable: string[] = [];
  for (const v of model.versions) {
    const note = (where: string, doc: Doc): void => {
      if (doc.departure) departures.push(`${code(where)}: ${prose(doc.departure, format)}`);
      if (doc.differs) differences.push(`${code(where)}: ${prose(doc.differs, format)}`);
      if (doc.unstable !== undefined)
        unstable.push(
          `${code(where)} (feature ${code(doc.unstable.feature)}): ${prose(doc.unstable.reason || "unstable", format)}`,
        );
    };
    for (const d of v.decls) {
      note(`${v.name}.${d.name}`, d.doc);
      if (d.kind === "object" || d.kind === "union")
        for (const x of d.fields) note(`${v.name}.${d.name}.${x.name}`, x.doc);
      if (d.kind === "union") for (const x of d.variants) note(`${v.name}.${d.name}:${x.tag}`, x.doc);
    }
    for (const m of v.methods) note(`${v.name}.method:${m.name}`, m.doc);
  }
  const ruleViews = rules
    .filter((l) =>
      [...l.rule.source, ...l.rule.target].every((c) => c.text.startsWith(`${f}.`) || c.text.startsWith(`${g}.`)),
    )
    .map((l) => ({
      // GitHub keeps `name` on a link and drops `id`; Mintlify (React) wants `id`.
      anchorTag: format === "md" ? `<a id="${l.anchor}" name="${l.anchor}"></a>` : `<a id="${l.anchor}"></a>`,
      id: code(l.rule.id),
      summary: `${l.rule.direction}, ${l.rule.outcome}${l.rule.stateful ? ", stateful" : ""}`,
      source: l.rule.source.map((c) => code(c.text)).join(", "),
      target: l.rule.target.length ? l.rule.target.map((c) => code(c.text)).join(", ") : "nothing (it fails)",
      when: l.rule.when === null ? "" : prose(l.rule.when, format),
      reason: prose(l.rule.reason, format),
      // The conversion tables are another target's output, outside the docs folder: named, not linked.
      rows: l.rows.length
        ? `${l.rows.length} row${l.rows.length === 1 ? "" : "s"} of ${code(`tables/${l.rows[0]!.file.split("/").pop()}`)}`
        : "none",
    }));
  return {
    from: f,
    to: g,
    added: added.map(link),
    removed: removed.map(link),
    changed: changed.map((c) => ({ name: c.name, items: c.items.map(link) })),
    methods: methods.map(link),
    departures,
    differences,
    unstable,
    rules: ruleViews,
  };
}

/** The clause saying how many lenient-marked fields the lenient mode leaves strict because they are patch fields. */
export function lenientPatchNote(count: number): string {
  if (count === 0) return "";
  return count === 1
    ? " (1 of the marked fields is a patch field)"
    : ` (${count} of the marked fields are patch fields)`;
}
