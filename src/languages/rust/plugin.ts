import { declView, memoStep, packageSkeleton, runtimeFiles } from "../../plugin/index.js";
import { gateTable } from "./gates.js";
import { fileURLToPath } from "node:url";
import {
  behaviourView,
  type BehaviourView,
  type Decl,
  defineLanguage,
  envelopeTypeNames,
  examplesOf,
  fallbackText,
  GENERATED_HEADER,
  type GeneratedFile,
  jsonText,
  type LanguageContext,
  lenientPlan,
  messageGroups,
  type ObjectDecl,
  provenanceOf,
  provenanceToml,
  publishedAliases,
  qualifyType,
  readmeView,
  snakeCase,
  specFeatures,
  type TargetContext,
  type TypeExpr,
  type UnionDecl,
  withFallback,
} from "../../plugin/index.js";
import {
  RUST_KEYWORDS,
  RUST_MODULE_NAMES,
  RUST_RUNTIME_NAMES,
  RUST_STRUCT_MEMBERS,
  rustFieldIdent,
  variantIdent,
} from "./names.js";
import { rustConformance } from "./conformance.js";
import { rustBehaviour, rustConverterName, rustReducerName } from "./behaviour-emit.js";
import {
  arrayStatement,
  callStatement,
  catchAllName,
  cfgOf,
  declViews,
  derivedNames,
  gateItems,
  matchArm,
  RUSTFMT,
  messageGroupView,
  moduleImports,
  rawString,
  rustDoc,
  rustString,
  rustType,
  signature,
  variantName,
  viewContext,
  type ViewContext,
} from "./view.js";
import { rustLenient } from "./lenient-emit.js";

const RUST_OPTION_TYPES = { flag: "bool", "id-source": "Option<String>" } as const;

/**
 * `#[cfg(...)]` for code that needs these features, laid out as rustfmt lays it out: the list inside `all(...)` stays on
 * one line while it is at most 70 characters wide (rustfmt's `attr_fn_like_width`) and the line fits, and otherwise
 * takes one feature per line, without a trailing comma.
 */
export function cfgAttribute(indent: string, features: readonly string[]): string {
  const parts = features.map((f) => `feature = "unstable_${f}"`);
  if (parts.length === 1) return `${indent}#[cfg(${parts[0]})]\n`;
  const flat = parts.join(", ");
  if (flat.length <= RUSTFMT.attrFnLikeWidth && `${indent}#[cfg(all(${flat}))]`.length <= RUSTFMT.maxWidth)
    return `${indent}#[cfg(all(${flat}))]\n`;
  return `${indent}#[cfg(all(\n${parts.map((p, i) => `${indent}    ${p}${i === parts.length - 1 ? "" : ","}\n`).join("")}${indent}))]\n`;
}

/** The typed converter and reducer views the Rust templates print. */
function behaviourFiles(b: BehaviourView, versions: TargetContext["versions"]) {
  const converters = b.converters.map((c) => ({
    ...c,
    rulesName: rustConverterName(c.from, c.to),
    fromLiteral: rustString(c.from),
    directionLiteral: rustString(c.direction),
    options: c.options.map((o) => ({
      doc: o.doc,
      wire: rustString(o.name),
      ident: snakeCase(o.name),
      rustType: RUST_OPTION_TYPES[o.kind],
    })),
    entries: c.entries.map((e) => ({
      ...e,
      sourceLiteral: rustString(e.source),
      cfg: e.features.length === 0 ? "" : cfgAttribute("    ", e.features),
      signature: signature(
        "    ",
        `pub fn ${snakeCase(e.sourceName)}`,
        ["&mut self", `value: crate::${e.source.replace(".", "::")}`],
        `Converted<crate::${e.target.replace(".", "::")}>`,
      ),
    })),
  }));
  const reducers = b.reducers.map((r) => {
    const ix = versions.get(r.version);
    const path = (name: string): string => `crate::${r.version}::${name}`;
    // The cfg of a type that names a type of an unstable feature (a reference, or one inside a list or map).
    const cfgOfType = (t: TypeExpr): string | null => {
      if (t.kind === "ref") {
        const d = ix?.decls.get(t.name);
        return d ? cfgOf(d.doc) : null;
      }
      if (t.kind === "array") return cfgOfType(t.items);
      if (t.kind === "map") return cfgOfType(t.values);
      if (t.kind === "nullable") return cfgOfType(t.inner);
      return null;
    };
    // The roles as an enum (`V2ReducerRole`), when every role spells a Rust identifier, distinct from the others.
    const roleIdents = r.roles.map((role) => variantIdent(role));
    const roleEnum =
      r.roles.length > 0 && roleIdents.every((x) => x !== null) && new Set(roleIdents).size === roleIdents.length
        ? {
            name: r.messageName.replace(/Message$/, "Role"),
            variants: r.roles.map((role, i) => ({
              doc: `    /// The \`${role}\` role.`,
              serde: roleIdents[i] === role ? null : `    #[serde(rename = ${rustString(role)})]`,
              ident: roleIdents[i]!,
            })),
          }
        : null;
    return {
      ...r,
      roleEnum,
      rulesName: rustReducerName(r.version),
      versionLiteral: rustString(r.version),
      unionPath: `crate::${r.union.replace(".", "::")}`,
      messageFields: r.message.fields.map((f) => {
        const ident = rustFieldIdent(f.name)!;
        const inner = f.type.kind === "nullable" ? f.type.inner : f.type;
        const optional = !f.required || f.type.kind === "nullable";
        const rust =
          f.name === "role" && f.type.kind === "string" && roleEnum
            ? roleEnum.name
            : rustType(qualifyType(inner, path), r.messageName, f.name);
        const attrs = [
          ...(ident === f.name ? [] : [`rename = ${rustString(f.name)}`]),
          ...(f.required ? [] : ["default"]),
        ];
        return {
          doc: `    /// The message's \`${f.name}\`${f.required ? "" : ", when an update carried it"}.`,
          cfg: cfgOfType(f.type),
          serde: attrs.length ? `    #[serde(${attrs.join(", ")})]` : null,
          line: `    pub ${ident}: ${optional ? `Option<${rust}>` : rust},`,
        };
      }),
      entities: r.entities.map((e) => {
        const name = e.type?.split(".")[1];
        const rust = name ? path(name) : "Value";
        const decl = name ? ix?.decls.get(name) : undefined;
        return {
          ...e,
          ident: snakeCase(e.name),
          cfg: decl ? cfgOf(decl.doc) : null,
          signature: signature(
            "    ",
            `pub fn ${snakeCase(e.name)}`,
            ["&self"],
            `Result<${e.single ? (e.list ? `Option<Vec<${rust}>>` : `Option<${rust}>`) : `Vec<${rust}>`}, ReduceError>`,
          ),
          literal: rustString(e.name),
        };
      }),
    };
  });
  // rustfmt's form of a `use` list after `pub use <module>::`: bare for one name, braced for more, and a
  // list that does not fit in 100 columns broken after the brace, its names packed into lines of 100 with a
  // trailing comma.
  const useList = (module: string, names: string[]): string => {
    if (names.length <= 1) return names[0] ?? "";
    const flat = `{${names.join(", ")}}`;
    if (`pub use ${module}::${flat};`.length <= RUSTFMT.maxWidth) return flat;
    const lines: string[] = [];
    let line = "";
    for (const n of names) {
      const next = line ? `${line} ${n},` : `    ${n},`;
      if (line && next.length > RUSTFMT.maxWidth) {
        lines.push(line);
        line = `    ${n},`;
      } else line = next;
    }
    lines.push(line);
    return `{\n${lines.join("\n")}\n}`;
  };
  return {
    converters,
    reducers,
    convertExports: useList(
      "convert",
      b.converters.flatMap((c) => [c.className, `${c.className}Options`]),
    ),
    reducerExports: useList(
      "reducer",
      reducers.flatMap((r) => [r.className, r.messageName, ...(r.roleEnum ? [r.roleEnum.name] : [])]),
    ),
  };
}

/**
 * A union whose variants share fields: a struct holding the shared fields
 * (`XFields`) and the variant (`XKind`, the union as usual), both flattened.
 */
function sharedUnion(
  d: UnionDecl,
  cx: ViewContext,
  renderOne: (d: Decl) => string,
  render: (template: string, view: object) => string,
): string {
  const kindName = `${d.name}Kind`;
  const fieldsName = `${d.name}Fields`;
  const kind: UnionDecl = {
    ...d,
    name: kindName,
    fields: [],
    doc: { text: `The variants of [\`${d.name}\`], each with its own fields.`, examples: [] },
  };
  const fields: ObjectDecl = {
    kind: "object",
    name: fieldsName,
    version: d.version,
    fields: d.fields,
    open: false,
    doc: { text: `The fields every [\`${d.name}\`] variant carries beside its tag.`, examples: [] },
    loc: d.loc,
  };
  // The shared fields take their keys first; the variant reads the rest, so this struct must not reject them.
  const fieldsCode = render("object", declViews.object(fields, cx, "skip")).trimEnd();
  const ctor = signature("    ", "pub fn new", [`fields: ${fieldsName}`, `kind: ${kindName}`], "Self");
  // A closed union refuses an unknown tag before its shared fields are read (the tags of features compiled in).
  const tagCheck = d.open
    ? callStatement(
        "        ",
        "crate::runtime::check_tag::<D::Error>",
        `&raw, ${rustString(d.tagField)}, None`,
      ).replace(/;$/, "?;")
    : `${
        d.variants.some((v) => cfgOf(v.doc))
          ? `        const TAGS: &[&str] = &[\n${d.variants.map((v) => `${cfgOf(v.doc) ? `            ${cfgOf(v.doc)}\n` : ""}            ${rustString(v.tag)},`).join("\n")}\n        ];`
          : arrayStatement(
              "        ",
              "const TAGS: &[&str]",
              d.variants.map((v) => rustString(v.tag)),
            )
      }\n${callStatement("        ", "crate::runtime::check_tag::<D::Error>", `&raw, ${rustString(d.tagField)}, Some(TAGS)`).replace(/;$/, "?;")}`;
  const wrapper = render("shared_union", {
    doc: rustDoc(withFallback(d.doc, fallbackText.type(d.name)), ""),
    name: d.name,
    kindName,
    fieldsName,
    ctor,
    tag: rustString(d.tagField),
    tagCheck,
    sharedNames: arrayStatement(
      "        ",
      "const SHARED: &[&str]",
      d.fields.map((f) => rustString(f.name)),
    ),
    isOther: d.open
      ? `matches!(self.kind, ${kindName}::${catchAllName(d.variants.map((v) => variantName(v.tag)))}(_))`
      : "false",
  }).trimEnd();
  return [wrapper, fieldsCode, renderOne(kind)].join("\n\n");
}

export const RUST_CRATE_NAME = /^[a-z][a-z0-9_-]*$/;

/** The type the registry parses a declaration as: an alias of numbers or of free-form JSON through its reader. */
function registryType(cx: ViewContext, version: string, name: string): string {
  const path = `crate::${version}::${name}`;
  if (cx.numericAliases.has(name)) return `crate::runtime::ByValue<${path}>`;
  if (cx.freeAliases.has(name)) return `crate::runtime::Free<${path}>`;
  return path;
}

/**
 * A registry arm reading `WithoutJsonRpc<inner>`, as rustfmt writes it: on one line; else in a block; else the
 * turbofish's type over lines of its own.
 */
function registryArm(pattern: string, inner: string): string {
  const type = `crate::jsonrpc::WithoutJsonRpc<${inner}>`;
  const body = `parse_as::<${type}>(input)`;
  if (`        ${pattern} => ${body},`.length <= RUSTFMT.maxWidth) return `        ${pattern} => ${body},`;
  if (`            ${body}`.length <= RUSTFMT.maxWidth)
    return `        ${pattern} => {\n            ${body}\n        }`;
  if (`            ${type},`.length <= RUSTFMT.maxWidth)
    return `        ${pattern} => parse_as::<\n            ${type},\n        >(input),`;
  return `        ${pattern} => parse_as::<\n            crate::jsonrpc::WithoutJsonRpc<\n                ${inner},\n            >,\n        >(input),`;
}

/** What the crate's toolchain leaves in its folder. */
const TOOLCHAIN_FILES = ["target/", "Cargo.lock"];

/** The language's runtime sources, copied into the crate. */
const RUNTIME = fileURLToPath(new URL("../../../src/languages/rust/runtime/", import.meta.url));

/** The runtime's modules by concept (`src/runtime/*.rs`), which `runtime.rs` declares and re-exports. */
const RUNTIME_MODULES = [
  "numbers",
  "text",
  "errors",
  "parse",
  "objects",
  "unions",
  "bounds",
  "free",
  "writer",
] as const;

const OPTIONS = {
  crate: {
    kind: "string",
    default: "acp-schema",
    doc: "the Rust crate name",
    placeholder: "name",
    check: (v: string) =>
      RUST_CRATE_NAME.test(v)
        ? null
        : `'${v}' is not a valid Rust crate name (lower-case letters, digits, '-' and '_', starting with a letter)`,
  },
  publish: { kind: "boolean", default: false, doc: "whether the crate may be published (`publish = false` otherwise)" },
} as const;

/** A serde crate: `v1` and `v2` modules, round-trip tests, and a conformance harness. */
export const rustPlugin = defineLanguage({
  name: "rust",
  displayName: "Rust",
  templates: fileURLToPath(new URL("../../../src/languages/rust/templates", import.meta.url)),
  runtime: RUNTIME,
  description: "a serde crate (MaybeUndefined patch fields, open unions that keep unknown variants)",
  options: OPTIONS,
  toolchainFiles: TOOLCHAIN_FILES,
  naming: {
    reservesTypeName: (name) => RUST_MODULE_NAMES.has(name) || RUST_KEYWORDS.has(name) || RUST_RUNTIME_NAMES.has(name),
    keywords: RUST_KEYWORDS,
    fieldIdent: rustFieldIdent,
    variantIdent,
    derivedNames,
    // The map that keeps unknown fields, and the keys serde_json reads by a name of its own (an exact
    // number's text, a raw value's text): each must stay an unknown key on both reading paths.
    reducerMembers: ["apply", "applyJson", "messages", "entities", "entity", "engine", "new", "default"],
    converterMembers: ["Engine", "ConvertJson", "Method", "New"],
    ownMembers: [...RUST_STRUCT_MEMBERS, "$serde_json::private::Number", "$serde_json::private::RawValue"],
  },
  conformance: rustConformance,
  generate(ctx: LanguageContext<{ readonly crate: string; readonly publish: boolean }>): GeneratedFile[] {
    const { templates, config, options } = ctx;
    const crateIdent = options.crate.replace(/-/g, "_");
    const versions = [...ctx.versions.keys()];
    const header = GENERATED_HEADER;
    const provenance = provenanceOf(ctx.model);
    const contexts = new Map([...ctx.versions].map(([name, ix]) => [name, viewContext(ix.version.decls)]));
    const cxOf = (d: Decl): ViewContext => contexts.get(d.version)!;
    const renderOne = (d: Decl): string => templates.render(d.kind, declView(declViews, d, cxOf(d))).trimEnd();
    // Watch mode keeps each declaration's code for the next run.
    const renderDecl = (d: Decl): string =>
      memoStep(`decl\0${d.version}\0${d.name}`, () =>
        gateItems(
          d.kind === "union" && d.fields.length
            ? sharedUnion(d, cxOf(d), renderOne, templates.render.bind(templates))
            : renderOne(d),
          cfgOf(d.doc),
        ),
      );
    const features = specFeatures(ctx.model).map((f) => `unstable_${f}`);
    /** A `#[cfg]` line for code that needs these features, or nothing. */
    const cfgLine = (indent: string, needs: readonly string[]): string => {
      return needs.length ? cfgAttribute(indent, needs) : "";
    };
    // Watch mode keeps the examples' tests for the next run.
    const tests = memoStep("example tests", () => {
      const counts = new Map<string, number>();
      return [...ctx.versions.values()].flatMap(examplesOf).map((e) => {
        const [version, name] = e.type.split(".") as [string, string];
        const base = `${version}_${snakeCase(name)}`;
        const n = (counts.get(base) ?? 0) + 1;
        counts.set(base, n);
        return {
          name: `${base}_${n}`,
          cfg: cfgLine("", e.unstable),
          call: callStatement("    ", `round_trip::<${crateIdent}::${version}::${name}>`, rawString(jsonText(e.value))),
        };
      });
    });
    const b = behaviourView(ctx);
    // Watch mode keeps the behaviour code, and the lenient readers, for the next run.
    const behaviour = memoStep("behaviour files", () => behaviourFiles(b, ctx.versions));
    const rules = memoStep("behaviour code", () => rustBehaviour(b.ir));
    const readme = readmeView(ctx, "Agent Client Protocol types with serde, generated by acp-codegen");
    const files: GeneratedFile[] = [
      ...packageSkeleton(ctx, {
        toolchainFiles: TOOLCHAIN_FILES,
        manifest: {
          path: "Cargo.toml",
          content: templates.render("cargo", {
            header,
            provenance: provenanceToml(provenance.record, "package.metadata.acp-codegen"),
            crate: options.crate,
            version: ctx.version,
            publish: options.publish,
            repository: config.repository === null ? "" : rustString(config.repository),
            description: JSON.stringify(readme.description),
            license: JSON.stringify(config.license),
            features,
            umbrella: features.map((f) => JSON.stringify(f)).join(", "),
            defaults: ["exact_numbers", "behaviour", ...ctx.unstable.map((f) => `unstable_${f}`)]
              .map((f) => JSON.stringify(f))
              .join(", "),
          }),
        },
        readme: templates.render("readme", { ...readme, crate: options.crate, crateIdent, publish: options.publish }),
        runtime: {
          dir: RUNTIME,
          files: [
            "maybe_undefined.rs",
            "runtime.rs",
            ...RUNTIME_MODULES.map((m) => `runtime/${m}.rs`),
            "read.rs",
            "jsonrpc.rs",
            "lenient.rs",
          ],
          to: (f) => `src/${f}`,
        },
      }),
      {
        path: "src/lib.rs",
        content: templates.render("lib", {
          header,
          provenance: provenance.lines,
          versions,
          convertExports: behaviour.convertExports,
          reducerExports: behaviour.reducerExports,
        }),
        format: "verbatim",
      },
      {
        path: "src/leniency.rs",
        content: memoStep("lenient", () => rustLenient([...ctx.versions.values()].map(lenientPlan), `// ${header}`)),
        format: "verbatim",
      },
      { path: "tests/examples.rs", content: templates.render("examples_test", { header, tests }), format: "verbatim" },
      {
        path: "examples/acp-conformance.rs",
        content: templates.render("harness", { header, crateIdent }),
        format: "verbatim",
      },
      // What the conformance runner needs to judge every vector with two builds of the harness (see gates.ts).
      {
        path: "examples/acp-conformance.gates.json",
        content: `${JSON.stringify(gateTable([...ctx.versions.values()]))}\n`,
        format: "verbatim",
      },
      {
        path: "src/registry.rs",
        content: templates.render("registry", {
          header,
          types: [...ctx.versions.values()]
            .flatMap((ix) =>
              [
                ...ix.version.decls.map((d) => ({ name: d.name, feature: d.doc.unstable?.feature })),
                ...envelopeTypeNames(ix.version).map((name) => ({ name, feature: undefined })),
              ].map((d) => ({
                wire: rustString(`${ix.version.name}.${d.name}`),
                arm: matchArm(
                  "        ",
                  rustString(`${ix.version.name}.${d.name}`),
                  `parse_as::<${registryType(contexts.get(ix.version.name)!, ix.version.name, d.name)}>(input)`,
                ),
                cfg: cfgLine("        ", d.feature ? [d.feature] : []),
              })),
            )
            .concat(
              [...ctx.versions.values()].flatMap((ix) =>
                publishedAliases(ix.version).map((a) => {
                  const v = ix.version.name;
                  const env = ix.version.envelope;
                  const wire = rustString(`${v}.${a.name}`);
                  if (a.decl !== undefined)
                    return {
                      wire,
                      arm: matchArm(
                        "        ",
                        wire,
                        `parse_as::<${registryType(contexts.get(v)!, v, a.decl)}>(input)`,
                      ),
                      cfg: "",
                    };
                  const inner =
                    a.group!.role === "response"
                      ? `crate::jsonrpc::Response<crate::${v}::${env!.id}, Value, crate::${v}::${env!.error}>`
                      : `crate::${v}::${a.group!.name}Message`;
                  return { wire, arm: registryArm(wire, inner), cfg: "" };
                }),
              ),
            ),
          groups: [...ctx.versions.values()].flatMap((ix) =>
            messageGroups(ix.version).map((g) => {
              const path = `crate::${ix.version.name}::${g.name}`;
              const [helper, read] =
                g.role === "response"
                  ? ["dispatch_result", "from_method_and_result"]
                  : ["dispatch_params", "from_method_and_params"];
              return {
                arm: [
                  `        ${rustString(`${ix.version.name}.${g.name}`)} => ${helper}(`,
                  "            method,",
                  "            payload,",
                  `            ${path}::supports_method,`,
                  `            ${path}::${read},`,
                  "        ),",
                ].join("\n"),
              };
            }),
          ),
        }),
        format: "verbatim",
      },
      ...runtimeFiles({ dir: RUNTIME, files: ["patch_writer.rs", "behaviour.rs"], to: (f) => `src/${f}` }),
      {
        path: "src/reducer.rs",
        content: templates.render("reducer", {
          header,
          hasReducers: behaviour.reducers.length > 0,
          reducers: behaviour.reducers,
          rules: rules.reducers,
        }),
        format: "verbatim",
      },
      {
        path: "src/convert.rs",
        content: templates.render("convert", {
          header,
          hasConverters: behaviour.converters.length > 0,
          converters: behaviour.converters,
          rules: rules.converters,
        }),
        format: "verbatim",
      },
    ];
    for (const ix of ctx.versions.values()) {
      files.push({
        path: `src/${ix.version.name}.rs`,
        content: templates.render("module", {
          header,
          version: ix.version.name,
          imports: moduleImports(ix),
          blocks: [
            ...ix.version.decls.map(renderDecl),
            ...messageGroups(ix.version).map((g) =>
              templates.render("messages", messageGroupView(g, ix.version)).trimEnd(),
            ),
          ],
        }),
        format: "verbatim",
      });
    }
    return files;
  },
});
