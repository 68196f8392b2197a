#!/usr/bin/env node
// Bootstraps spec declarations from a published ACP JSON Schema (the data in
// ../shared/upstream-wire). It writes only the types, methods and unstable
// marks that the spec does not declare yet, grouped into files by area, and
// prints what it had to approximate. Hand-written declarations are never
// touched: run it, then read and edit what it wrote.
//
//   node scripts/import-schema.mjs --wire ../shared/upstream-wire/v2 --spec spec/v2
import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
if (!args.wire || !args.spec) {
  console.error("usage: import-schema.mjs --wire DIR --spec DIR [--dry]");
  process.exit(2);
}
const read = (f) => JSON.parse(readFileSync(join(args.wire, f), "utf8"));
const all = read("schema.unstable.json").$defs;
const stable = read("schema.json").$defs;
const metaAll = read("meta.unstable.json");
const metaStable = read("meta.json");

// Where every declaration the spec already has lives.
const where = new Map();
for (const f of readdirSync(args.spec).filter((f) => f.endsWith(".ts"))) {
  const text = readFileSync(join(args.spec, f), "utf8");
  for (const m of text.matchAll(/^export (?:interface|type) (\w+)/gm)) where.set(m[1], f.replace(/\.ts$/, ""));
}

// The unstable feature of an item that only the unstable schema has, by its name.
const FEATURES = [
  [/Nes(?=[A-Z]|$)|Document|^Position|^Range$|WorkspaceFolder|^nes$|^positionEncodings?$/, "nes"],
  [/Fork|^fork$/, "session_fork"],
  [/Provider|LlmProtocol|^providers$/, "providers"],
  [/Compaction|^compaction/, "compaction"],
  [/^Notice|^notice$/, "notices"],
  [/^Plan|^plan_|^plan$|^file$|^markdown$/, "plan_operations"],
  [/^Usage$|^usage$/, "usage"],
  [/McpServerAcp|McpConnection|ConnectMcp|DisconnectMcp|MessageMcp|McpAcp|^acp$/, "mcp_over_acp"],
  [/^name$/, "tool_call_name"],
];
function featureOf(name) {
  for (const [re, f] of FEATURES) if (re.test(name)) return f;
  throw new Error(`no unstable feature for '${name}': add it to FEATURES`);
}

const AREAS = [
  [/Nes(?=[A-Z]|$)|Document|^Position|^Range$|WorkspaceFolder/, "nes"],
  [/Elicitation|PropertySchema|MultiSelect|EnumOption|StringFormat/, "elicitation"],
  [/Mcp/, "mcp"],
  [/Provider|LlmProtocol/, "providers"],
  [/Capabilit/, "capabilities"],
  [/Auth|Login|Logout|^Initialize|ProtocolVersion|Implementation/, "initialize"],
  [/Permission/, "permissions"],
  [/Terminal|EnvVariable|KillTerminal|WaitForTerminalExit/, "terminal"],
  [/TextFile/, "fs"],
  [/Plan/, "plan"],
  [/Config|Mode/, "config"],
  [/Usage|Cost|Compaction|Notice|Command|SessionInfo/, "session-updates"],
  [/Error|Request$|Response$|Notification$|RequestId|^Ext/, "session-methods"],
];
const areaOf = (name) => (AREAS.find(([re]) => re.test(name)) ?? [null, "protocol"])[1];

const SKIP = new Set(["AgentRequest", "AgentResponse", "AgentNotification", "ClientRequest", "ClientResponse", "ClientNotification", "ProtocolLevelNotification"]);
const notes = [];
/** Published names the bindings cannot take, and what the spec calls them. */
const RENAMES = { Error: "JsonRpcError" };
const ref = (s) => {
  const name = (s.$ref ?? s.allOf?.[0]?.$ref)?.split("/").pop();
  return RENAMES[name] ?? name;
};
const INT = { int32: "Int32", int64: "Int64", uint16: "UInt16", uint32: "UInt32", uint64: "UInt64" };

/** The spec type of a property schema. */
function typeOf(s, at) {
  if (!s || Object.keys(s).filter((k) => !k.startsWith("x-") && k !== "default").length === 0) return "unknown";
  const r = ref(s);
  if (r && (s.$ref || s.allOf.length === 1)) return r;
  if (s.anyOf) {
    const rest = s.anyOf.filter((b) => b.type !== "null");
    if (rest.length === 1 && rest.length < s.anyOf.length) return `${typeOf(rest[0], at)} | null`;
    notes.push(`${at}: an inline union; written as unknown`);
    return "unknown";
  }
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const nullable = types.includes("null");
  const t = types.find((x) => x !== "null");
  let out;
  if (t === undefined && nullable) return "null";
  if (t === "string") out = "string";
  else if (t === "boolean") out = "boolean";
  else if (t === "number") out = "number";
  else if (t === "integer") out = INT[s.format] ?? "Int64";
  else if (t === "array") out = `${typeOf(s.items, `${at}[]`)}[]`;
  else if (t === "object") {
    if (s.additionalProperties && s.additionalProperties !== true) out = `Record<string, ${typeOf(s.additionalProperties, `${at}{}`)}>`;
    else out = at.endsWith("._meta") ? "Meta" : "JsonObject";
  } else throw new Error(`${at}: no type for ${JSON.stringify(s)}`);
  if (out.endsWith("[]") && out.includes(" | ")) out = `(${out.slice(0, -2)})[]`;
  return nullable ? `${out} | null` : out;
}

const pascal = (s) => s.replace(/(^|[_\-/ ])(\w)/g, (_, __, c) => c.toUpperCase());
const prop = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));

function unstableTag(feature) {
  return `@unstable ${feature} Unstable upstream; the shape may change before it is stabilized.`;
}

function docBlock(lines, indent = "") {
  if (!lines.length) return "";
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`).join("\n")}\n${indent} */\n`;
}

/** Doc lines of a def: what method it belongs to, and its unstable feature. */
function defDoc(name, d) {
  const lines = [];
  const m = d["x-method"];
  if (m) {
    const role = /Response$/.test(name) ? "The result of" : /Notification$/.test(name) ? "The params of the notification" : "The params of";
    lines.push(`${role} \`${m}\`.`);
  }
  if (!(name in stable)) lines.push(unstableTag(featureOf(name)));
  return lines;
}

function fields(name, d, skip = new Set(), owner = name) {
  const props = d.properties ?? {};
  const req = new Set(d.required ?? []);
  const out = [];
  for (const [k, s] of Object.entries(props)) {
    if (skip.has(k)) continue;
    const doc = [];
    const unstableField = owner in stable && !(k in (stable[owner].properties ?? {}));
    if (unstableField) doc.push(unstableTag(featureOf(k)));
    out.push(`${docBlock(doc, "  ")}  ${prop(k)}${req.has(k) ? "" : "?"}: ${typeOf(s, `${name}.${k}`)};`);
  }
  return out;
}

function tagOf(b) {
  for (const [k, p] of Object.entries(b.properties ?? {})) if (typeof p.const === "string") return [k, p.const];
  return null;
}

/** The declaration of one def, with a `@differs` note where the vocabulary had to approximate it. */
function declare(name, d) {
  const before = notes.length;
  const text = declareRaw(name, d);
  const mine = notes.slice(before).map((n) => n.replace(/^[^:]+: /, ""));
  // The JSON-RPC envelopes are left to the methods layer; the id they carry says so.
  if (name === "RequestId") mine.push(`The JSON-RPC envelopes that carry it (${[...SKIP].filter((n) => n in all).map((n) => `\`${n}\``).join(", ")}) are not declared yet; the method tables hold what they would`);
  if (!mine.length) return text;
  const differs = `@differs ${mine.join("; ")}.`;
  if (text.startsWith("/**\n")) return text.replace("/**\n", `/**\n * ${differs}\n`);
  if (text.startsWith("/** ")) return text.replace(/^\/\*\* (.*) \*\/\n/, (_, one) => `/**\n * ${one}\n * ${differs}\n */\n`);
  return `/** ${differs} */\n${text}`;
}

function declareRaw(name, d) {
  const doc = docBlock(defDoc(name, d));
  const branches = d.anyOf ?? d.oneOf;
  if (!branches) {
    if (d.properties || d.type === "object") return `${doc}export interface ${name} {\n${fields(name, d).join("\n")}\n}`;
    if (d.type === "string") return `${doc}export type ${name} = Opaque<string>;`;
    if (d.type === "integer") return `${doc}export type ${name} = ${INT[d.format] ?? "Int64"};`;
    if (Object.keys(d).every((k) => k.startsWith("x-"))) return `${doc}export type ${name} = Json;`;
    throw new Error(`${name}: unhandled ${JSON.stringify(d).slice(0, 200)}`);
  }
  // String enums, closed (oneOf const) or open (a last plain string branch).
  if (branches.every((b) => typeof b.const === "string" || (b.type === "string" && b.const === undefined))) {
    const values = branches.filter((b) => typeof b.const === "string").map((b) => JSON.stringify(b.const));
    const lines = branches
      .filter((b) => typeof b.const === "string" && !(name in stable && !(stable[name].anyOf ?? stable[name].oneOf).some((x) => x.const === b.const)))
      .map((b) => b.const);
    if (name in stable && lines.length !== values.length) notes.push(`${name}: some values are unstable; the enum keeps them all`);
    const open = values.length < branches.length;
    return `${doc}export type ${name} = ${open ? `OpenEnum<${values.join(" | ")}>` : values.join(" | ")};`;
  }
  // Integer enums: an integer alias that lists the known codes.
  if (branches.every((b) => b.type === "integer")) {
    const known = branches.filter((b) => b.const !== undefined).map((b) => `\`${b.const}\` ${b.title.toLowerCase()}`);
    notes.push(`${name}: an open integer enum in the published schema; declared as an integer, its known values listed here`);
    return `${docBlock([`Known values: ${known.join(", ")}; any other integer is kept.`, ...defDoc(name, d)])}export type ${name} = ${INT[branches[0].format] ?? "Int64"};`;
  }
  // Untagged unions of non-objects and references.
  const tags = branches.map(tagOf);
  const other = branches.find((b) => b.title === "other" || b.title === "Other");
  const known = branches.filter((b) => b !== other);
  if (tags.every((t) => t === null) && d.properties && known.every((b) => ref(b) && all[ref(b)].properties)) {
    const alts = known.map((b) => ref(b));
    notes.push(`${name}: published as fields beside the alternatives ${alts.join(" | ")}; declared as one object whose alternatives' fields are all optional, so a value mixing them is not rejected`);
    const merged = { properties: { ...d.properties }, required: [...(d.required ?? [])] };
    for (const a of alts) Object.assign(merged.properties, all[a].properties);
    return `${doc}export interface ${name} {\n${fields(name, merged, new Set(), null).join("\n")}\n}`;
  }
  if (tags.every((t) => t === null)) {
    const members = known.map((b) => (ref(b) ? ref(b) : typeOf(b, `${name}|`)));
    if (d.properties) notes.push(`${name}: fields beside an untagged union; folded into ${members.join(", ")}`);
    return `${doc}export type ${name} = ${members.join(" | ")};`;
  }
  const tagged = known.filter((b) => tagOf(b));
  const untaggedRest = known.filter((b) => !tagOf(b));
  const tagField = tagged.map(tagOf)[0][0];
  if (untaggedRest.length) {
    notes.push(
      `${name}: published as a union tagged on \`${tagField}\` whose \`${untaggedRest.map((b) => ref(b)).join("`, `")}\` branch has no tag, with the tags outside the payload types; declared as an untagged union whose tagged members (\`${tagged.map((b) => ref(b)).join("`, `")}\`) carry \`${tagField}\` as a literal field. The same values are accepted`,
    );
    const members = [...tagged.map((b) => ref(b)), ...untaggedRest.map((b) => ref(b))];
    for (const b of tagged) literalTags.set(ref(b), [tagField, tagOf(b)[1]]);
    return `${doc}export type ${name} = ${members.join(" | ")};`;
  }
  const variants = tagged.map((b) => {
    const [, value] = tagOf(b);
    const unstableVariant = name in stable && !(stable[name].anyOf ?? stable[name].oneOf).some((x) => tagOf(x)?.[1] === value);
    const vdoc = unstableVariant ? docBlock([unstableTag(featureOf(value))], "  ") : "";
    const payload = ref(b);
    const inline = Object.keys(b.properties ?? {}).filter((k) => k !== tagField);
    if (inline.length) {
      const pname = `${name}${pascal(value)}`;
      extra.push(`export interface ${pname} {\n${fields(pname, b, new Set([tagField]), null).join("\n")}\n}`);
      notes.push(`${name}:${value}: its payload is inline in the published schema; declared here as \`${pname}\``);
      return `${vdoc}  ${prop(value)}: ${pname};`;
    }
    return `${vdoc}  ${prop(value)}: ${payload ?? "Unit"};`;
  });
  const union = `${other ? "OpenUnion" : "Union"}<${JSON.stringify(tagField)}, {\n${variants.join("\n")}\n}>`;
  // Fields beside the tag in every variant: the union's shared fields.
  if (d.properties) return `${doc}export type ${name} = ${union} & {\n${fields(name, d).join("\n")}\n};`;
  return `${doc}export type ${name} = ${union};`;
}

const literalTags = new Map();
const commonFields = new Map();
const extra = [];
const files = new Map();
for (let [name, d] of Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1))) {
  if (where.has(name) || where.has(RENAMES[name])) continue;
  if (SKIP.has(name)) {
    notes.push(`${name}: a JSON-RPC envelope; the methods layer declares it`);
    continue;
  }
  let text = declare(name, d);
  if (RENAMES[name]) {
    text = `/** @differs Published as \`${name}\`, which is the built-in error class of TypeScript. */\n${text.replace(`export interface ${name} `, `export interface ${RENAMES[name]} `)}`;
    name = RENAMES[name];
  }
  const area = areaOf(name);
  where.set(name, area);
  files.set(area, [...(files.get(area) ?? []), [name, text]]);
}
for (const e of extra) {
  const name = /interface (\w+)/.exec(e)[1];
  const area = areaOf(name);
  where.set(name, area);
  files.set(area, [...(files.get(area) ?? []), [name, e]]);
}
// Fold literal tags and union-level fields into the payload interfaces written here.
for (const [area, decls] of files) {
  files.set(
    area,
    decls.map(([name, text]) => {
      const adds = [];
      const lt = literalTags.get(name);
      if (lt) adds.push(`  ${prop(lt[0])}: ${JSON.stringify(lt[1])};`);
      for (const c of commonFields.get(name) ?? []) adds.push(...fields(name, c.d, new Set(), c.from));
      if (!adds.length) return [name, text];
      if (!text.includes("export interface")) throw new Error(`${name}: cannot fold fields into a non-interface`);
      return [name, text.replace(/\{\n/, `{\n${adds.join("\n")}\n`)];
    }),
  );
}
for (const [name] of literalTags) if (where.get(name) && !files.get(where.get(name))?.some(([n]) => n === name)) notes.push(`${name}: needs the literal tag field by hand`);
for (const [name] of commonFields) if (where.get(name) && !files.get(where.get(name))?.some(([n]) => n === name)) notes.push(`${name}: needs the union-level fields by hand`);

const VOCAB = ["Int32", "Int64", "UInt16", "UInt32", "UInt64", "Json", "JsonObject", "Opaque", "OpenEnum", "OpenUnion", "Union", "Unit"];
for (const [area, decls] of files) {
  const body = decls.map(([, t]) => t).join("\n\n");
  const used = new Set([...body.matchAll(/\b[A-Z]\w*\b/g)].map((m) => m[0]));
  const imports = new Map();
  for (const n of used) {
    if (VOCAB.includes(n)) imports.set("../vocabulary.js", [...(imports.get("../vocabulary.js") ?? []), n]);
    else if (n === "Meta" || (where.has(n) && where.get(n) !== area)) {
      const f = `./${n === "Meta" ? "ids" : where.get(n)}.js`;
      if (where.get(n) !== area) imports.set(f, [...(imports.get(f) ?? []), n]);
    }
  }
  const head = [...imports]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([f, ns]) => `import type { ${[...new Set(ns)].sort().join(", ")} } from "${f}";`)
    .join("\n");
  const path = join(args.spec, `${area}.ts`);
  if (existsSync(path)) throw new Error(`${path} exists; the importer writes new files only`);
  if (!("dry" in args)) writeFileSync(path, `${head}\n\n${body}\n`);
}

// Methods the spec lacks, to paste into methods.ts.
const side = { agentMethods: "client_to_agent", clientMethods: "agent_to_client", protocolMethods: "both" };
const methods = [];
for (const [key, dir] of Object.entries(side)) {
  for (const m of Object.values(metaAll[key])) {
    const defs = Object.entries(all).filter(([, d]) => d["x-method"] === m);
    const params = defs.find(([n]) => /(Request|Notification)$/.test(n) && !/Response/.test(n));
    const result = defs.find(([n]) => /Response$/.test(n));
    const both = metaAll.agentMethods && Object.values(metaAll.agentMethods).includes(m) && Object.values(metaAll.clientMethods).includes(m);
    const d = both ? "both" : dir;
    const unstable = !Object.values(metaStable[key]).includes(m);
    const doc = unstable ? `  /** ${unstableTag(featureOf(params[0]))} */\n` : "";
    methods.push(`${doc}  ${JSON.stringify(m)}: ${result ? `Request<${params[0]}, ${result[0]}, "${d}">` : `Notification<${params[0]}, "${d}">`};`);
  }
}
console.log([...new Set(methods)].join("\n"));
console.error(notes.map((n) => `note: ${n}`).join("\n"));
