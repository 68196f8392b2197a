import { type DeclViews, layoutList, PRETTIER_OPTIONS, type WidthProfile } from "../../plugin/index.js";
import {
  type AliasDecl,
  type Bounds,
  catchAllName,
  type Decl,
  type DerivedName,
  dispatchOf,
  type Doc,
  type EnumDecl,
  envelopeTypeNames,
  fallbackText,
  type Field,
  intRange,
  jsonText,
  lines,
  type MessageGroup,
  messageGroupDoc,
  messageGroups,
  type Method,
  nullDefault,
  type ObjectDecl,
  type OpaqueDecl,
  pascalCase,
  publishedAliases,
  quote,
  type TypeExpr,
  type UnionDecl,
  type UntaggedDecl,
  type VersionIndex,
  type VersionModel,
  withFallback,
} from "../../plugin/index.js";
import { literalKey } from "./names.js";
import { lenientDispatchName } from "./lenient-emit.js";

/** A property key: bare when it is an identifier, quoted otherwise, computed for `__proto__` (see `literalKey`). */
export function propKey(name: string): string {
  return literalKey(name, quote);
}

/** A JSDoc block, or "" when there is nothing to say. Spec text can never close the comment. */
export function tsDoc(doc: Doc, indent = ""): string {
  const body: string[] = [];
  if (doc.text) body.push(...lines(doc.text));
  if (doc.departure) body.push("", ...lines(`Differs from the RFD draft: ${doc.departure}`));
  if (doc.differs) body.push("", ...lines(`Differs from the published schema: ${doc.differs}`));
  if (doc.unstable !== undefined)
    body.push(
      "",
      ...lines(`@experimental Unstable feature \`${doc.unstable.feature}\`. ${doc.unstable.reason}`.trim()),
    );
  if (doc.rfd) body.push(`@see RFD \`${doc.rfd}\``);
  for (const ex of doc.examples) body.push("@example", "```json", ...lines(jsonText(ex.value, 2)), "```");
  while (body[0] === "") body.shift();
  if (body.length === 0) return "";
  const safe = body.map((l) => l.replace(/\*\//g, "*\\/").replace(/^(\s*)@(?!example|experimental|see)/, "$1\\@"));
  if (safe.length === 1 && !safe[0]!.startsWith("@")) return `${indent}/** ${safe[0]} */\n`;
  return `${indent}/**\n${safe.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
}

export function tsType(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "map":
      return `{ [key: string]: ${tsType(t.values)} }`;
    case "json":
      return "rt.JsonValue";
    case "json-object":
      return "rt.JsonObject";
    case "literal":
      return quote(t.value);
    case "ref":
      return t.name;
    case "array":
      return t.items.kind === "nullable" ? `(${tsType(t.items)})[]` : `${tsType(t.items)}[]`;
    case "nullable":
      return `${tsType(t.inner)} | null`;
  }
}

export function tsCodec(t: TypeExpr): string {
  switch (t.kind) {
    case "string":
    case "number":
    case "boolean":
      return `rt.${t.kind}`;
    case "null":
      return "rt.null_";
    case "integer": {
      const { min, max } = intRange(t.format);
      return `rt.int(${quote(t.format)}, ${min}, ${max})`;
    }
    case "map":
      return `rt.map(${tsCodec(t.values)})`;
    case "json":
      return "rt.anyJson";
    case "json-object":
      return "rt.jsonObject";
    case "literal":
      return `rt.literal(${quote(t.value)})`;
    case "ref":
      return `() => ${t.name}`;
    case "array":
      return `rt.array(${tsCodec(t.items)})`;
    case "nullable":
      return `rt.nullable(${tsCodec(t.inner)})`;
  }
}

/** A field's codec; a number or integer with published bounds (`@minimum`, `@maximum`) checks them. */
function boundedCodec(t: TypeExpr, b: Bounds | undefined): string {
  if (!b) return tsCodec(t);
  if (t.kind === "nullable") return `rt.nullable(${boundedCodec(t.inner, b)})`;
  const parts = [
    ...(b.minimum !== undefined ? [`minimum: ${b.minimum}`] : []),
    ...(b.maximum !== undefined ? [`maximum: ${b.maximum}`] : []),
    ...(b.always ? ["always: true"] : []),
  ];
  return `rt.bounded(${tsCodec(t)}, { ${parts.join(", ")} })`;
}

/** A codec that also checks a published least size (`@minItems`, `@minLength`) of a list or a string. */
function countedCodec(codec: string, doc: Doc): string {
  let out = codec;
  for (const [kind, c] of [
    ["items", doc.minItems],
    ["length", doc.minLength],
  ] as const) {
    // The codec goes last, as a thunk: prettier keeps such a call on one line when it fits.
    if (c) out = `rt.atLeast(${quote(kind)}, { min: ${c.min}${c.always ? ", always: true" : ""} }, () => ${out})`;
  }
  return out;
}

function fieldView(f: Field, owner: string, ix?: VersionIndex) {
  const mode = f.patch ? "patch" : f.optional ? "optional" : "required";
  // `null` reads as the field's default (`@defaultOnNull`): the codec is given which one.
  const onNull = ix ? nullDefault(f, ix) : null;
  const type = f.patch ? `rt.Patch<${tsType(f.type)}>` : tsType(f.type);
  return {
    doc: tsDoc(withFallback(f.doc, fallbackText.field(owner, f.name)), "  "),
    key: propKey(f.name),
    optionalMark: f.optional || f.patch ? "?" : "",
    type,
    spec: fieldSpec(mode, countedCodec(boundedCodec(f.type, f.doc.bounds), f.doc), onNull),
  };
}

/**
 * A field's codec call, printed as prettier prints it: a call whose arguments hold
 * a call taking a function (`rt.array(() => X)`) beside another argument has every
 * argument on its own line (the field sits four spaces in).
 */
function fieldSpec(mode: string, codec: string, onNull: string | null): string {
  if (!onNull) return `rt.${mode}(${codec})`;
  if (/^[\w.]+\(\(\) =>/.test(codec)) return `rt.${mode}(\n      ${codec},\n      ${quote(onNull)},\n    )`;
  return `rt.${mode}(${codec}, ${quote(onNull)})`;
}

/** How prettier lays out a list in the generated package (its `printWidth`, two spaces, a comma after every item). */
export const TS_LAYOUT: WidthProfile = { maxWidth: PRETTIER_OPTIONS.printWidth, indent: "  " };
const WIDTH = TS_LAYOUT.maxWidth;

/** `export type X = A | B;` on one line when it fits, else one member per line, as prettier prints unions. */
function typeDecl(name: string, members: readonly string[]): string {
  const flat = members.join(" | ");
  const one = `export type ${name} = ${flat};`;
  if (one.length <= WIDTH) return one;
  if (`  ${flat};`.length <= WIDTH) return `export type ${name} =\n  ${flat};`;
  return `export type ${name} =\n${members.map((m) => `  | ${m}`).join("\n")};`;
}

/** An array value after `head` (at indent 2): inline when the line fits, else one element per line. */
function arrayValue(head: string, items: readonly string[]): string {
  const one = `[${items.join(", ")}]`;
  if (`  ${head}${one},`.length <= WIDTH) return one;
  return `[\n${items.map((i) => `    ${i},`).join("\n")}\n  ]`;
}

/** `prefix(arg);` on one line when it fits, else the arguments on their own lines. */
function callStatement(prefix: string, args: readonly string[]): string {
  const one = `${prefix}(${args.join(", ")});`;
  if (one.length <= WIDTH) return one;
  // As prettier does: break after `=` when a one-argument call then fits on the next line.
  const eq = prefix.indexOf(" = ");
  if (eq > 0 && args.length === 1) {
    const rhs = `  ${prefix.slice(eq + 3)}(${args.join(", ")});`;
    if (rhs.length <= WIDTH) return `${prefix.slice(0, eq)} =\n${rhs}`;
  }
  return layoutList(TS_LAYOUT, "", `${prefix}(`, args, ");");
}

/**
 * A union type whose members carry doc comments (enum values, untagged members):
 * one member per line, each after its comment, as prettier prints it. Without
 * any member doc, the plain layout.
 */
function documentedTypeDecl(
  name: string,
  members: readonly { readonly text: string; readonly doc: Doc | null }[],
): string {
  const docs = members.map((m) =>
    m.doc && m.doc.text.trim() !== "" ? tsDoc({ text: m.doc.text, examples: [] }, "  ") : "",
  );
  if (docs.every((d) => d === ""))
    return typeDecl(
      name,
      members.map((m) => m.text),
    );
  // As prettier prints it: a comment on the first member alone keeps the members on one line when they fit.
  const flat = `  ${members.map((m) => m.text).join(" | ")};`;
  if (docs.slice(1).every((d) => d === "") && flat.length <= WIDTH) return `export type ${name} =\n${docs[0]}${flat}`;
  return `export type ${name} =\n${members.map((m, i) => `${docs[i]}  | ${m.text}`).join("\n")};`;
}

/** The doc of the codec constant that shares a type's name. */
function codecDoc(name: string): string {
  return tsDoc({
    text: `Reads, checks and writes {@link ${name}} values: \`parse\`, \`safeParse\`, \`fromJson\` and \`toJson\`.`,
    examples: [],
  });
}

export function variantInterfaceName(u: UnionDecl, tag: string): string {
  const name = `${u.name}${pascalCase(tag)}`;
  // The payload often carries that very name (AuthMethod:terminal -> AuthMethodTerminal).
  return u.variants.some((v) => v.tag === tag && v.payload === name) ? `${name}Variant` : name;
}

/** The names a TypeScript module declares beside the spec's types: variant interfaces, catch-alls, envelopes, result maps. */
export function derivedNames(v: VersionModel): DerivedName[] {
  const out: DerivedName[] = [];
  for (const d of v.decls) {
    if (d.kind !== "union") continue;
    for (const x of d.variants)
      out.push({ name: variantInterfaceName(d, x.tag), what: `variant '${x.tag}' of ${v.name}.${d.name}`, loc: x.loc });
    if (d.open)
      out.push({
        name: `${d.name}${catchAllName(d.variants.map((x) => pascalCase(x.tag)))}`,
        what: `the catch-all for unknown variants of ${v.name}.${d.name}`,
        loc: d.loc,
      });
  }
  for (const g of messageGroups(v)) {
    const at = g.methods[0]!;
    out.push({
      name: g.role === "response" ? `${g.name}Results` : `${g.name}Message`,
      what: g.role === "response" ? `the result map of the ${g.name} messages` : `the ${g.name} envelope`,
      loc: at.loc,
    });
  }
  return out;
}

/** The `unstable` entries of a codec spec: the feature of each field or tag that has one (empty when none does). */
function gatedEntries(items: readonly (readonly [string, Doc])[]): { key: string; feature: string }[] {
  return items
    .filter(([, doc]) => doc.unstable)
    .map(([k, doc]) => ({ key: propKey(k), feature: quote(doc.unstable!.feature) }));
}

/** One view model per declaration kind; the target picks the template by kind. */
export const declViews = {
  object: (d: ObjectDecl, ix?: VersionIndex) => ({
    doc: tsDoc(withFallback(d.doc, fallbackText.type(d.name))),
    codecDoc: codecDoc(d.name),
    name: d.name,
    typeName: quote(`${d.version}.${d.name}`),
    fields: d.fields.map((f) => fieldView(f, d.name, ix)),
    hasFields: d.fields.length > 0,
    open: d.open,
    gated: gatedEntries(d.fields.map((f) => [f.name, f.doc] as const)),
  }),
  union: (d: UnionDecl, ix?: VersionIndex) => {
    const tagKey = propKey(d.tagField);
    const variants = d.variants.map((v) => ({
      doc: tsDoc(withFallback(v.doc, fallbackText.variant(d.name, v.tag))),
      iface: variantInterfaceName(d, v.tag),
      extendsClause: v.payload === null ? "" : `extends ${v.payload} `,
      tagKey,
      tagLit: quote(v.tag),
      variantKey: propKey(v.tag),
      payload: v.payload === null ? "null" : `() => ${v.payload}`,
    }));
    // Not a variant's own interface name (a tag `other`).
    const otherName = `${d.name}${catchAllName(d.variants.map((v) => pascalCase(v.tag)))}`;
    const shared = d.fields.map((f) => fieldView(f, d.name, ix));
    return {
      shared,
      hasShared: shared.length > 0,
      doc: tsDoc(withFallback(d.doc, fallbackText.type(d.name))),
      codecDoc: codecDoc(d.name),
      name: d.name,
      typeName: quote(`${d.version}.${d.name}`),
      tagLit: quote(d.tagField),
      typeDecl: typeDecl(d.name, [...variants.map((v) => v.iface), ...(d.open ? [otherName] : [])]),
      variants,
      open: d.open,
      otherName,
      gated: gatedEntries(d.variants.map((v) => [v.tag, v.doc] as const)),
    };
  },
  enum: (d: EnumDecl) => ({
    doc: tsDoc(withFallback(d.doc, fallbackText.type(d.name))),
    codecDoc: codecDoc(d.name),
    name: d.name,
    typeName: quote(`${d.version}.${d.name}`),
    typeDecl: documentedTypeDecl(d.name, [
      ...d.values.map((v) => ({ text: quote(v.value), doc: v.doc })),
      ...(d.open ? [{ text: "(string & {})", doc: null }] : []),
    ]),
    values: arrayValue(
      "values: ",
      d.values.map((v) => quote(v.value)),
    ),
    open: d.open,
  }),
  opaque: (d: OpaqueDecl) => ({
    doc: tsDoc(withFallback(d.doc, fallbackText.type(d.name))),
    codecDoc: codecDoc(d.name),
    name: d.name,
    typeName: quote(`${d.version}.${d.name}`),
    codec: callStatement(`export const ${d.name}: rt.Codec<${d.name}> = rt.opaque<${d.name}>`, [
      quote(`${d.version}.${d.name}`),
    ]),
  }),
  untagged: (d: UntaggedDecl) => ({
    doc: tsDoc(withFallback(d.doc, fallbackText.type(d.name))),
    codecDoc: codecDoc(d.name),
    name: d.name,
    typeName: quote(`${d.version}.${d.name}`),
    typeDecl: documentedTypeDecl(
      d.name,
      d.members.map((m) => ({ text: m.type.kind === "nullable" ? `(${tsType(m.type)})` : tsType(m.type), doc: m.doc })),
    ),
    members: arrayValue(
      "members: ",
      d.members.map((m) =>
        m.type.kind === "ref" && !m.doc.minItems && !m.doc.minLength
          ? tsCodec(m.type)
          : `() => ${countedCodec(tsCodec(m.type), m.doc)}`,
      ),
    ),
  }),
  alias: (d: AliasDecl) => ({
    doc: tsDoc(withFallback(d.doc, fallbackText.type(d.name))),
    codecDoc: codecDoc(d.name),
    name: d.name,
    type: tsType(d.target),
    codec: callStatement(`export const ${d.name}: rt.Codec<${d.name}> = rt.alias<${d.name}>`, [
      quote(`${d.version}.${d.name}`),
      tsCodec(d.target),
    ]),
  }),
} satisfies DeclViews<VersionIndex | undefined>;

export function methodView(m: Method) {
  const parts = [
    `kind: ${quote(m.kind)}`,
    `direction: ${quote(m.direction)}`,
    `params: ${m.params}`,
    `result: ${m.result ?? "null"}`,
  ];
  const one = `  ${propKey(m.name)}: { ${parts.join(", ")} },`;
  return {
    doc: tsDoc(withFallback(m.doc, fallbackText.method(m.name)), "  "),
    key: propKey(m.name),
    entry: one.length <= WIDTH ? one : `  ${propKey(m.name)}: {\n${parts.map((p) => `    ${p},`).join("\n")}\n  },`,
    params: m.params,
    result: m.result ?? "null",
    hasResult: m.result !== null,
  };
}

/**
 * Prettier's form of a declaration whose first line is too long: `export const
 * X: T = call({` breaks after `=`, and the call moves down, indented by two.
 */
export function breakLongHead(code: string): string {
  const lines = code.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const eq = line.indexOf(" = ");
    if (line.length > WIDTH && line.startsWith("export const ") && eq > 0 && /\($|\(\{$/.test(line)) {
      out.push(`${line.slice(0, eq)} =`, `  ${line.slice(eq + 3)}`);
      for (i++; i < lines.length; i++) {
        out.push(lines[i] ? `  ${lines[i]}` : "");
        if (/^\}?\);$/.test(lines[i]!)) break;
      }
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}

export function moduleView(
  ix: VersionIndex,
  header: string,
  renderDecl: (d: Decl) => string,
  unstable: readonly string[] = [],
) {
  const v = ix.version;
  return {
    header,
    defaultUnstable: unstable.length ? `[${unstable.map((f) => quote(f)).join(", ")}]` : "",
    version: v.name,
    blocks: v.decls.map(renderDecl),
    codecs: [
      ...[...v.decls.map((d) => d.name), ...envelopeTypeNames(v)].map((name) => ({
        key: quote(`${v.name}.${name}`),
        name,
      })),
      // Published names: a declaration's `@schemaName`, and each message group as the published schema has it.
      ...publishedAliases(v).map((a) => ({
        key: quote(`${v.name}.${a.name}`),
        name:
          a.decl ??
          `rt.withoutJsonRpc(${quote(`${v.name}.${a.name}`)}, ${a.group!.role === "response" ? a.group!.name : `${a.group!.name}Message`})`,
      })),
    ],
    gates: v.decls
      .filter((d) => d.doc.unstable)
      .map((d) => ({ name: d.name, feature: quote(d.doc.unstable!.feature) })),
    methods: v.methods.map(methodView),
    hasMethods: v.methods.length > 0,
    results: v.methods.filter((m) => m.result !== null).map(methodView),
    hasResults: v.methods.some((m) => m.result !== null),
    groups: messageGroups(v).map((g) => messageGroupView(g, v)),
    dispatchers: messageGroups(v).map((g) => ({ key: quote(`${v.name}.${g.name}`), name: g.name })),
    lenient: lenientDispatchName(v.name),
  };
}

/** `head<A, B>;` on one line when it fits, else (as prettier prints it) one type argument per line. */
function typeArgs(head: string, args: readonly string[]): string {
  return layoutList(TS_LAYOUT, "", `${head}<`, args, ">;", { trailingComma: false });
}

/** A message group: its union type and codec, and the typed envelope around it. */
export function messageGroupView(g: MessageGroup, v: VersionModel) {
  const env = v.envelope!;
  const entries = g.methods.map((m) => ({
    key: propKey(m.name),
    method: quote(m.name),
    params: m.params,
    result: m.result ?? "null",
    feature: m.doc.unstable ? quote(m.doc.unstable.feature) : null,
    resultDoc: tsDoc({ text: `The result of \`${m.name}\`.`, examples: [] }, "  "),
  }));
  const gated = entries.filter((e) => e.feature !== null);
  const typeName = quote(`${v.name}.${g.name}`);
  const prefix = dispatchOf(v, g).extensionPrefix;
  const extensionPrefix = prefix === null ? "" : quote(prefix);
  if (g.role === "response") {
    const results = `${g.name}Results`;
    return {
      response: true,
      doc: tsDoc({ text: messageGroupDoc(g), examples: [] }),
      resultsDoc: tsDoc({
        text: `The result of each request that ${g.sender === "client" ? "the client" : "the agent"} answers, by method.`,
        examples: [],
      }),
      results,
      entries,
      typeDecl: typeArgs(`export type ${g.name}<M extends keyof ${results} = keyof ${results}> = rt.Response`, [
        env.id,
        `${results}[M]`,
        env.error,
      ]),
      name: g.name,
      codecDoc: codecDoc(g.name),
      codecHead: `export const ${g.name}: rt.ResponseCodec<${env.id}, ${env.error}, ${results}> = rt.responses({`,
      typeName,
      id: env.id,
      error: env.error,
      gated,
      hasGated: gated.length > 0,
      extensionPrefix,
    };
  }
  const members = [...entries.map((e) => `rt.Call<${e.method}, ${e.params}>`), "rt.OtherMessage"];
  const envelope = `${g.name}Message`;
  return {
    response: false,
    doc: tsDoc({ text: messageGroupDoc(g), examples: [] }),
    codecDoc: codecDoc(g.name),
    envelopeCodecDoc: codecDoc(envelope),
    typeDecl: typeDecl(g.name, members),
    name: g.name,
    typeName,
    entries,
    gated,
    hasGated: gated.length > 0,
    extensionPrefix,
    envelopeDoc: tsDoc({
      text: `The JSON-RPC envelope of ${"`"}${g.name}${"`"}: ${g.role === "request" ? '`{ "jsonrpc": "2.0", "id", "method", "params" }`' : '`{ "jsonrpc": "2.0", "method", "params" }`'}.`,
      examples: [],
    }),
    envelopeType:
      g.role === "request"
        ? `export type ${envelope} = rt.Request<${env.id}, ${g.name}>;`
        : `export type ${envelope} = rt.Notification<${g.name}>;`,
    envelopeCodec:
      g.role === "request"
        ? callStatement(`export const ${envelope}: rt.Codec<${envelope}> = rt.request`, [
            quote(`${v.name}.${envelope}`),
            env.id,
            g.name,
          ])
        : callStatement(`export const ${envelope}: rt.Codec<${envelope}> = rt.notification`, [
            quote(`${v.name}.${envelope}`),
            g.name,
          ]),
  };
}
