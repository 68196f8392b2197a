// @ts-check
// The Kotlin plugin's generator: the spec's model in, the Kotlin sources out.
// It reads the model only through the types of `acp-codegen/plugin`.

/** @typedef {import("acp-codegen/plugin").LanguageContext<{ readonly package: string }>} Ctx */
/** @typedef {Ctx["model"]["versions"][number]} VersionModel */
/** @typedef {VersionModel["decls"][number]} Decl */
/** @typedef {Extract<Decl, { kind: "object" }>["fields"][number]} Field */
/** @typedef {Field["type"]} TypeExpr */
/** @typedef {Field["doc"]} Doc */

/** Kotlin's hard keywords: an identifier spelled as one is written in backticks. */
const KEYWORDS = new Set([
  "as",
  "break",
  "class",
  "continue",
  "do",
  "else",
  "false",
  "for",
  "fun",
  "if",
  "in",
  "interface",
  "is",
  "null",
  "object",
  "package",
  "return",
  "super",
  "this",
  "throw",
  "true",
  "try",
  "typealias",
  "typeof",
  "val",
  "var",
  "when",
  "while",
]);

/** The names the generated classes hold beside the spec's fields and variants. */
export const OWN_MEMBERS = [
  "extra",
  "raw",
  "variant",
  "value",
  "wire",
  "Codec",
  "Serializer",
  "Other",
  "copy",
  "equals",
  "hashCode",
  "toString",
];

/** An identifier, in backticks when it is a keyword. */
export function ident(name) {
  return KEYWORDS.has(name) ? `\`${name}\`` : name;
}

/** The words of a name: `session_update` / `sessionUpdate` / `date-time` -> [session, update]. */
function words(s) {
  return s
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** `user_message_chunk` -> `UserMessageChunk` (a name starting with a digit takes a `V`). */
export function pascal(s) {
  const p = words(s)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
  return /^[0-9]/.test(p) || p === "" ? `V${p}` : p;
}

/** `date-time` -> `DATE_TIME`. */
export function upperSnake(s) {
  const p = words(s)
    .map((w) => w.toUpperCase())
    .join("_");
  return /^[0-9]/.test(p) || p === "" ? `V_${p}` : p;
}

/** A wire field name as a Kotlin property: `_meta` -> `meta`, `sessionId` as it is. */
export function fieldName(wire) {
  const w = words(wire);
  if (w.length === 0) return "field";
  const s = w.map((x, i) => (i === 0 ? x[0].toLowerCase() + x.slice(1) : x[0].toUpperCase() + x.slice(1))).join("");
  return /^[0-9]/.test(s) ? `f${s}` : s;
}

/** A Kotlin string literal (`$` escaped). */
export function str(s) {
  return `"${[...s]
    .map((c) => {
      const n = c.codePointAt(0) ?? 0;
      if (c === '"') return '\\"';
      if (c === "\\") return "\\\\";
      if (c === "$") return "\\$";
      if (c === "\n") return "\\n";
      if (c === "\r") return "\\r";
      if (c === "\t") return "\\t";
      if (n < 0x20 || (n >= 0x7f && n < 0xa0)) return `\\u${n.toString(16).padStart(4, "0")}`;
      return c;
    })
    .join("")}"`;
}

/** A KDoc comment at an indent: the text, wrapped at nothing (one paragraph a line), `*\/` defused. */
export function kdoc(text, indent) {
  const lines = text.replace(/\*\//g, "*&#47;").replace(/\/\*/g, "/&#42;").trimEnd().split("\n");
  if (lines.length === 1 && lines[0].length + indent.length < 110) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)).join("\n")}\n${indent} */\n`;
}

/** The prose of a doc: its text and notes (unstable feature, departures, an example). */
function docText(doc, fallback) {
  const parts = [doc.text.trim() || fallback];
  if (doc.unstable) parts.push(`Unstable: read only with the feature "${doc.unstable.feature}" switched on.`);
  if (doc.departure) parts.push(`Differs from the RFD draft: ${doc.departure}`);
  if (doc.differs) parts.push(`Differs from the published schema: ${doc.differs}`);
  const ex = doc.examples[0];
  if (ex) parts.push(`Example: \`${jsonText(ex.value).replace(/`/g, "\\u0060")}\``);
  return parts.join("\n\n");
}

/** Compact JSON text of a model value (integers beyond a double kept). */
function jsonText(v) {
  return JSON.stringify(v, (_k, x) => (typeof x === "bigint" ? `@@${x}@@` : x)).replace(/"@@(-?\d+)@@"/g, "$1");
}

const K = {
  string: "kotlin.String",
  boolean: "kotlin.Boolean",
  double: "kotlin.Double",
  int: "kotlin.Int",
  long: "kotlin.Long",
  ulong: "kotlin.ULong",
  unit: "kotlin.Unit",
  list: "kotlin.collections.List",
  map: "kotlin.collections.Map",
};

const INT = {
  int32: { type: K.int, codec: "Int32Codec" },
  int64: { type: K.long, codec: "Int64Codec" },
  uint16: { type: K.int, codec: "UInt16Codec" },
  uint32: { type: K.long, codec: "UInt32Codec" },
  uint64: { type: K.ulong, codec: "UInt64Codec" },
};

/** The package prefix of spec types in the file being written (`com.example.acp.v2.`): a nested class never shadows a spec type. */
let refPrefix = "";

/** Sets the package of the version being written. */
export function setVersionPackage(pkg) {
  refPrefix = `${pkg}.`;
}

/** The Kotlin type of a type expression. */
export function typeOf(t) {
  switch (t.kind) {
    case "string":
    case "literal":
      return K.string;
    case "null":
      return K.unit;
    case "number":
      return K.double;
    case "integer":
      return INT[t.format].type;
    case "boolean":
      return K.boolean;
    case "json":
      return "JsonElement";
    case "json-object":
      return "JsonObject";
    case "ref":
      return `${refPrefix}${t.name}`;
    case "array":
      return `${K.list}<${typeOf(t.items)}>`;
    case "map":
      return `${K.map}<${K.string}, ${typeOf(t.values)}>`;
    case "nullable":
      return `${typeOf(t.inner)}?`;
  }
  throw new Error(`unknown type ${JSON.stringify(t)}`);
}

/** The codec of a type expression, as a Kotlin expression. */
export function codecOf(t) {
  switch (t.kind) {
    case "string":
      return "StringCodec";
    case "literal":
      return `LiteralCodec(${str(t.value)})`;
    case "null":
      return "NullCodec";
    case "number":
      return "NumberCodec";
    case "integer":
      return INT[t.format].codec;
    case "boolean":
      return "BooleanCodec";
    case "json":
      return "JsonCodec";
    case "json-object":
      return "JsonObjectCodec";
    case "ref":
      return `${refPrefix}${t.name}.Codec`;
    case "array":
      return `ListCodec(${codecOf(t.items)})`;
    case "map":
      return `MapCodec(${codecOf(t.values)})`;
    case "nullable":
      return `NullableCodec(${codecOf(t.inner)})`;
  }
  throw new Error(`unknown type ${JSON.stringify(t)}`);
}

/** The `Checks(...)` of a doc, or null. */
function checksOf(doc) {
  const args = [];
  if (doc.bounds) {
    if (doc.bounds.minimum !== undefined) args.push(`minimum = ${num(doc.bounds.minimum)}`);
    if (doc.bounds.maximum !== undefined) args.push(`maximum = ${num(doc.bounds.maximum)}`);
    if (doc.bounds.always) args.push("boundsAlways = true");
  }
  if (doc.minItems) args.push(`minItems = ${doc.minItems.min}`, ...(doc.minItems.always ? ["itemsAlways = true"] : []));
  if (doc.minLength)
    args.push(`minLength = ${doc.minLength.min}`, ...(doc.minLength.always ? ["lengthAlways = true"] : []));
  return args.length ? `Checks(${args.join(", ")})` : null;
}

function num(n) {
  const s = String(n);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

/** The default of a field `@defaultOnNull` (an empty list or map), or null. */
function defaultOnNull(f) {
  if (!f.doc.defaultOnNull) return null;
  const t = f.type.kind === "nullable" ? f.type.inner : f.type;
  if (t.kind === "array") return "emptyList()";
  if (t.kind === "map") return "emptyMap()";
  return null;
}

/** How a field is held: required, optional (null when absent) or three-state. */
function fieldShape(f) {
  if (f.patch || (f.optional && f.type.kind === "nullable")) return "patch";
  if (f.optional || f.doc.unstable) return "optional";
  return "required";
}

/** The Kotlin properties of fields: their names, settled against one another and the class's own members. */
function fieldViews(fields, taken = []) {
  const used = new Set(taken);
  return fields.map((f) => {
    let name = fieldName(f.name);
    while (used.has(name) || OWN_MEMBERS.includes(name)) name = `${name}_`;
    used.add(name);
    const shape = fieldShape(f);
    const inner = f.type.kind === "nullable" && shape === "patch" ? f.type.inner : f.type;
    const t = typeOf(inner);
    const type = shape === "patch" ? `Patch<${t}>` : shape === "optional" ? `${t.endsWith("?") ? t : `${t}?`}` : t;
    const dflt = shape === "patch" ? "Patch.Absent" : shape === "optional" ? "null" : null;
    return { f, name, shape, type, dflt, codec: codecOf(inner), inner };
  });
}

/** The reading of one field, a Kotlin expression on `o` (an ObjectReader). */
function readField(v, reading) {
  const { f, shape, codec } = v;
  const args = [str(f.name), codec];
  const named = [];
  const checks = checksOf(f.doc);
  if (checks) named.push(`checks = ${checks}`);
  if (f.doc.lenient && !f.patch) named.push(`lenient = Leniency(${f.doc.lenient.value}, ${f.doc.lenient.items})`);
  if (f.doc.unstable && shape !== "required") named.push(`feature = ${str(f.doc.unstable.feature)}`);
  const d = defaultOnNull(f);
  if (d) named.push(`defaultOnNull = ${d}`);
  const method = shape === "patch" ? "patch" : shape === "optional" ? "optional" : "required";
  return `${reading}.${method}(${[...args, ...named].join(", ")})`;
}

/** The writing of one field, a Kotlin statement on `w` (a MembersWriter). */
function writeField(v, value) {
  const method = v.shape === "patch" ? "patch" : v.shape === "optional" ? "opt" : "put";
  return `w.${method}(${str(v.f.name)}, ${v.codec}, ${value}.${v.name})`;
}

/** The serializer of a class through its codec, and the annotation naming it. */
function serializerOf(name, indent) {
  return `${indent}/** Reads and writes ${name} through kotlinx.serialization's JSON format, by its codec. */\n${indent}object Serializer : CodecSerializer<${name}>(Codec)\n`;
}

function annotation(name) {
  return `@Serializable(with = ${name}.Serializer::class)\n`;
}

/** A qualified name. */
const q = (version, name) => `${version}.${name}`;

/** An object type: a data class with its codec. */
function objectDecl(d, version) {
  const fields = fieldViews(d.fields);
  const params = fields.map(
    (v) =>
      `${kdoc(docText(v.f.doc, `The field \`${v.f.name}\`.`), "    ")}    val ${ident(v.name)}: ${v.type}${v.dflt ? ` = ${v.dflt}` : ""},`,
  );
  if (d.open)
    params.push(
      `    /** The members the spec does not declare, kept as received and written back after the fields. */\n    val extra: JsonObject = EMPTY_OBJECT,`,
    );
  const reads = fields.map((v) => `            ${ident(v.name)} = ${readField(v, "o")},`);
  if (d.open) reads.push("            extra = o.rest(true),");
  const writes = fields.map((v) => `            ${writeField(v, "x")}`);
  const names = d.fields.map((f) => str(f.name)).join(", ");
  return `${kdoc(docText(d.doc, `The ${version} type ${d.name}.`), "")}${annotation(d.name)}data class ${d.name}(
${params.join("\n")}
) {
    /** The codec of ${d.name}: reads and writes it as JSON. */
    object Codec : AcpObjectCodec<${d.name}> {
        override val name: kotlin.String = ${str(q(version, d.name))}
${d.doc.unstable ? `\n        override val feature: kotlin.String = ${str(d.doc.unstable.feature)}\n` : ""}
        override fun readFields(o: ObjectReader): ${d.name} {
${names ? `            o.unique(${names})\n` : ""}            val x = ${d.name}(
${reads.join("\n")}
            )
${d.open ? "" : "            o.rest(false)\n"}            return x
        }

        override fun members(x: ${d.name}): LinkedHashMap<kotlin.String, JsonElement> {
            val w = MembersWriter()
${writes.join("\n")}
            return w.rest(${d.open ? "x.extra" : "EMPTY_OBJECT"})
        }
    }

${serializerOf(d.name, "    ")}}
`;
}

/** A tagged union: a sealed interface with a class per variant (and `Other` for an open union's unknown tags). */
function unionDecl(d, version, ix) {
  const shared = fieldViews(d.fields, ["variant"]);
  const hasShared = shared.length > 0;
  const root = hasShared ? `${d.name}.Variant` : d.name;
  const usedNames = new Set(["Codec", "Serializer", "Variant"]);
  const variants = d.variants.map((v) => {
    let cls = pascal(v.tag);
    while (usedNames.has(cls)) cls = `${cls}Variant`;
    usedNames.add(cls);
    const payload = v.payload ? ix.decls.get(v.payload) : null;
    return { v, cls, payload };
  });
  let other = "Other";
  while (usedNames.has(other)) other = `${other}Variant`;
  const ind = hasShared ? "        " : "    ";
  const variantClasses = variants.map(({ v, cls, payload }) => {
    const doc = kdoc(docText(v.doc, `The variant tagged ${str(v.tag)}.`), ind);
    if (payload) {
      return `${doc}${ind}data class ${cls}(\n${ind}    /** The variant's fields. */\n${ind}    val value: ${refPrefix}${payload.name},\n${ind}) : ${root}`;
    }
    return `${doc}${ind}data class ${cls}(\n${ind}    /** The members beside the tag, kept as received. */\n${ind}    val extra: JsonObject = EMPTY_OBJECT,\n${ind}) : ${root}`;
  });
  if (d.open) {
    variantClasses.push(
      `${ind}/** A variant this version does not know (or whose feature is off), kept whole as received. */\n${ind}data class ${other}(\n${ind}    /** The whole object. */\n${ind}    val raw: JsonObject,\n${ind}) : ${root}`,
    );
  }
  const tagField = str(d.tagField);
  const reading = (x) =>
    hasShared ? `${d.name}(${x}, ${shared.map((s) => `${ident(s.name)} = ${readField(s, "o")}`).join(", ")})` : x;
  const cases = variants.map(({ v, cls, payload }) => {
    const gate = v.doc.unstable ? ` && r.on(${str(v.doc.unstable.feature)})` : "";
    const c = hasShared ? `Variant.${cls}` : cls;
    const value = payload ? `${c}(${refPrefix}${payload.name}.Codec.readFields(o))` : `${c}(o.rest(true))`;
    if (hasShared)
      return `                tag == ${str(v.tag)}${gate} -> {\n                    val s = ${reading("Pending")}\n                    s.copy(variant = ${value})\n                }`;
    return `                tag == ${str(v.tag)}${gate} -> ${value}`;
  });
  const live = d.variants.map((v) =>
    v.doc.unstable ? `if (r.on(${str(v.doc.unstable.feature)})) ${str(v.tag)} else null` : str(v.tag),
  );
  const fallback = d.open
    ? hasShared
      ? `                else -> {\n                    val s = ${reading("Pending")}\n                    s.copy(variant = Variant.${other}(keptWhole(r, v as JsonObject, listOfNotNull(${shared.map((x) => `${str(x.f.name)}.takeIf { ${x.shape === "patch" ? `s.${ident(x.name)} == Patch.Absent` : x.shape === "optional" ? `s.${ident(x.name)} == null` : "false"}${x.f.doc.unstable ? ` && r.on(${str(x.f.doc.unstable.feature)})` : ""} }`).join(", ")}))))\n                }`
      : `                else -> ${other}(v as JsonObject)`
    : `                else -> unknownTag(path, ${tagField}, tag, ${str(q(version, d.name))}, listOfNotNull(${live.join(", ")}))`;
  const writeCases = variants.map(({ cls, payload }) => {
    const body = payload
      ? `w.merge(${refPrefix}${payload.name}.Codec.members(p.value))`
      : "w.merge(MembersWriter().rest(p.extra))";
    return `                is ${root === d.name ? "" : "Variant."}${cls} -> {\n                    w.members[${tagField}] = JsonPrimitive(${str(variants.find((x) => x.cls === cls).v.tag)})\n${hasShared ? "                    shared(w, x)\n" : ""}                    ${body}\n                }`;
  });
  if (d.open)
    writeCases.push(`                is ${root === d.name ? "" : "Variant."}${other} -> return sortedDeep(p.raw)`);
  const tagNames = [d.tagField, ...d.fields.map((f) => f.name)].map(str).join(", ");
  const pending = hasShared
    ? `\n    /** A variant not read yet (only while reading). */\n    private data object Pending : Variant\n`
    : "";
  const codec = `    /** The codec of ${d.name}: reads and writes it as JSON. */
    object Codec : AcpCodec<${d.name}> {
        override val name: kotlin.String = ${str(q(version, d.name))}
${d.doc.unstable ? `\n        override val feature: kotlin.String = ${str(d.doc.unstable.feature)}\n` : ""}
        override fun read(r: Reading, v: JsonElement, path: kotlin.String): ${d.name} {
            val o = ObjectReader.of(r, v, path, name)
            o.unique(${tagNames})
            val tag = o.tag(${tagField})
            return when {
${cases.join("\n")}
${fallback}
            }
        }
${hasShared ? `\n        private fun shared(w: MembersWriter, x: ${d.name}) {\n${shared.map((s) => `            ${writeField(s, "x")}`).join("\n")}\n        }\n` : ""}
        override fun write(x: ${d.name}): JsonElement {
            val w = MembersWriter()
            when (val p = ${hasShared ? "x.variant" : "x"}) {
${writeCases.join("\n")}
${hasShared ? '                Pending -> throw EncodeError("a variant not read")\n' : ""}            }
            return JsonObject(w.members)
        }
    }
`;
  if (hasShared) {
    const params = shared.map(
      (v) =>
        `${kdoc(docText(v.f.doc, `The field \`${v.f.name}\`.`), "    ")}    val ${ident(v.name)}: ${v.type}${v.dflt ? ` = ${v.dflt}` : ""},`,
    );
    return `${kdoc(docText(d.doc, `The ${version} union ${d.name}, tagged by ${str(d.tagField)}.`), "")}${annotation(d.name)}data class ${d.name}(
    /** Which variant the value is, with its fields. */
    val variant: Variant,
${params.join("\n")}
) {
    /** The variants of ${d.name}, by the tag ${str(d.tagField)}. */
    sealed interface Variant {
${variantClasses.join("\n\n")}
    }
${pending}
${codec}
${serializerOf(d.name, "    ")}}
`;
  }
  return `${kdoc(docText(d.doc, `The ${version} union ${d.name}, tagged by ${str(d.tagField)}.`), "")}${annotation(d.name)}sealed interface ${d.name} {
${variantClasses.join("\n\n")}

${codec}
${serializerOf(d.name, "    ")}}
`;
}

/** An untagged union: a sealed interface with a class per member, tried in order. */
function untaggedDecl(d, version) {
  const used = new Set(["Codec", "Serializer"]);
  const members = d.members.map((m) => {
    let cls = pascal(m.name);
    while (used.has(cls)) cls = `${cls}Member`;
    used.add(cls);
    return { m, cls };
  });
  const classes = members.map(({ m, cls }) => {
    const doc = kdoc(docText(m.doc, `The member ${m.name}.`), "    ");
    if (m.type.kind === "null") return `${doc}    data object ${cls} : ${d.name}`;
    return `${doc}    data class ${cls}(\n        /** The value. */\n        val value: ${typeOf(m.type)},\n    ) : ${d.name}`;
  });
  const tries = members.map(({ m, cls }) => {
    if (m.type.kind === "null") return `                { NullCodec.read(r, v, path); ${cls} }`;
    const checks = checksOf(m.doc);
    return `                { ${cls}(${codecOf(m.type)}.read(r, v, path)${checks ? `.also { ${checks}.check(r, it, path) }` : ""}) }`;
  });
  const writes = members.map(({ m, cls }) =>
    m.type.kind === "null"
      ? `            ${cls} -> JsonNull`
      : `            is ${cls} -> ${codecOf(m.type)}.write(x.value)`,
  );
  return `${kdoc(docText(d.doc, `The ${version} untagged union ${d.name}.`), "")}${annotation(d.name)}sealed interface ${d.name} {
${classes.join("\n\n")}

    /** The codec of ${d.name}: the first member that reads the value wins. */
    object Codec : AcpCodec<${d.name}> {
        override val name: kotlin.String = ${str(q(version, d.name))}
${d.doc.unstable ? `\n        override val feature: kotlin.String = ${str(d.doc.unstable.feature)}\n` : ""}
        override fun read(r: Reading, v: JsonElement, path: kotlin.String): ${d.name} = untagged(
            r,
            path,
            name,
${tries.join(",\n")},
        )

        override fun write(x: ${d.name}): JsonElement = when (x) {
${writes.join("\n")}
        }
    }

${serializerOf(d.name, "    ")}}
`;
}

/** An enum: a Kotlin enum class when closed; a class of one string with the known values when open (unknown values kept). */
function enumDecl(d, version) {
  const used = new Set();
  const values = d.values.map((v) => {
    let c = upperSnake(v.value);
    while (used.has(c)) c = `${c}_`;
    used.add(c);
    return { v, c };
  });
  const known = `listOf(${d.values.map((v) => str(v.value)).join(", ")})`;
  const feature = d.doc.unstable ? `${str(d.doc.unstable.feature)}` : "null";
  const catchAll = d.doc.catchAll ? str(d.doc.catchAll) : "null";
  const doc = kdoc(docText(d.doc, `The ${version} enum ${d.name}.`), "");
  if (!d.open) {
    return `${doc}${annotation(d.name)}enum class ${d.name}(
    /** The value on the wire. */
    val wire: kotlin.String,
) {
${values.map(({ v, c }) => `${kdoc(docText(v.doc, `The value ${str(v.value)}.`), "    ")}    ${c}(${str(v.value)}),`).join("\n")}
    ;

    /** The codec of ${d.name}. */
    object Codec : AcpCodec<${d.name}> by MappedCodec(
        ${str(q(version, d.name))},
        ${feature},
        EnumStrings(${str(q(version, d.name))}, ${known}, false, ${catchAll}),
        { s -> entries.first { it.wire == s } },
        { it.wire },
    )

${serializerOf(d.name, "    ")}}
`;
  }
  return `${doc}${annotation(d.name)}data class ${d.name}(
    /** The value on the wire: a known one, or any other string, kept. */
    val value: kotlin.String,
) {
    /** The known values of ${d.name}, and its codec. */
    companion object {
${values.map(({ v, c }) => `${kdoc(docText(v.doc, `The value ${str(v.value)}.`), "        ")}        val ${c}: ${d.name} = ${d.name}(${str(v.value)})`).join("\n\n")}
    }

    /** The codec of ${d.name}. */
    object Codec : AcpCodec<${d.name}> by MappedCodec(
        ${str(q(version, d.name))},
        ${feature},
        EnumStrings(${str(q(version, d.name))}, ${known}, true, null),
        { ${d.name}(it) },
        { it.value },
    )

${serializerOf(d.name, "    ")}}
`;
}

/** An opaque string: a class of one string. */
function opaqueDecl(d, version) {
  return `${kdoc(docText(d.doc, `The ${version} type ${d.name}, a string.`), "")}${annotation(d.name)}data class ${d.name}(
    /** The string. */
    val value: kotlin.String,
) {
    /** The codec of ${d.name}. */
    object Codec : AcpCodec<${d.name}> by MappedCodec(
        ${str(q(version, d.name))},
        ${d.doc.unstable ? str(d.doc.unstable.feature) : "null"},
        TypedString(${str(q(version, d.name))}),
        { ${d.name}(it) },
        { it.value },
    )

${serializerOf(d.name, "    ")}}
`;
}

/** An alias: a class holding the target's value (so it has a codec and a serializer of its own). */
function aliasDecl(d, version) {
  return `${kdoc(docText(d.doc, `The ${version} type ${d.name}.`), "")}${annotation(d.name)}data class ${d.name}(
    /** The value. */
    val value: ${typeOf(d.target)},
) {
    /** The codec of ${d.name}. */
    object Codec : AcpCodec<${d.name}> by MappedCodec(
        ${str(q(version, d.name))},
        ${d.doc.unstable ? str(d.doc.unstable.feature) : "null"},
        ${codecOf(d.target)},
        { ${d.name}(it) },
        { it.value },
    )

${serializerOf(d.name, "    ")}}
`;
}

/** The Kotlin of one declaration. */
export function declText(d, version, ix) {
  switch (d.kind) {
    case "object":
      return objectDecl(d, version);
    case "union":
      return unionDecl(d, version, ix);
    case "untagged":
      return untaggedDecl(d, version);
    case "enum":
      return enumDecl(d, version);
    case "opaque":
      return opaqueDecl(d, version);
    case "alias":
      return aliasDecl(d, version);
  }
  throw new Error("unknown declaration");
}

/** The imports every version file takes. */
export function versionImports(pkg) {
  return [
    "kotlinx.serialization.Serializable",
    "kotlinx.serialization.json.JsonElement",
    "kotlinx.serialization.json.JsonNull",
    "kotlinx.serialization.json.JsonObject",
    "kotlinx.serialization.json.JsonPrimitive",
    `${pkg}.runtime.*`,
  ].map((i) => `import ${i}`);
}
