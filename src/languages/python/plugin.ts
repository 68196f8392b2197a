import { declView, memoStep, packageSkeleton, type RuntimeSources, runtimeFiles } from "../../plugin/index.js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  behaviourView,
  type BehaviourView,
  type Decl,
  defineLanguage,
  envelopeTypeNames,
  examplesOf,
  GENERATED_HEADER,
  type GeneratedFile,
  jsonText,
  type JsonValue,
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
  type TargetContext,
  type VersionIndex,
} from "../../plugin/index.js";
import { pythonLenient } from "./lenient-emit.js";
import {
  PYTHON_KEYWORDS,
  PYTHON_MODULE_NAMES,
  PYTHON_RUNTIME_NAMES,
  PYTHON_OWN_MEMBERS,
  pythonClassIdent,
  pythonFieldIdent,
} from "./names.js";
import { pythonConformance } from "./conformance.js";
import {
  pyDef,
  pythonBehaviour,
  pythonConverterName,
  pythonPrimitivesUsed,
  pythonReducerName,
} from "./behaviour-emit.js";
import { pythonPeerExample, pythonPeerView } from "./peer-view.js";
import {
  declViews,
  derivedNames,
  dispatchName,
  emissionOrder,
  LINE_LENGTH,
  messageGroupView,
  pyString,
} from "./view.js";

/** The exact versions the generated package is tested with. */
export const PYTHON_DEV_PINS = [
  "pydantic==2.14.3",
  "mypy==2.4.1",
  "pytest==9.2.0",
  "ruff==0.17.6",
  "build==1.6.1",
] as const;

/**
 * The pydantic versions the generated package accepts (its `pyproject.toml`). Not lower than
 * 2.11.7: up to 2.11.6, building a model whose field has both an annotation with a union's
 * `Discriminator` and a `Field(...)` default applies the discriminator twice (pydantic adds the
 * annotation's metadata to the shared `Field` object in place, fixed in 2.11.7), and the
 * generated modules fail to import.
 */
export const PYDANTIC_RANGE = ">=2.11.7,<3";

/** One pydantic the generated package is tested with besides the pinned one (`range-ends.json`). */
export interface PythonRangeEnd {
  /** `lowest`, `newest`, or a version inside the range. */
  readonly name: string;
  /** Why it is tested. */
  readonly why: string;
  /** pydantic and pydantic-core, pinned exactly. */
  readonly pins: readonly string[];
}

/** The pydantic versions the package is tested with: the lowest and newest of the range, and the pinned one. */
function testedPydantic(): { lowest: string; newest: string; pinned: string } {
  const version = (pin: string | undefined): string => pin!.split("==")[1]!;
  const pinOf = (name: string): string =>
    version(PYTHON_RANGE_ENDS.find((e) => e.name === name)?.pins.find((p) => p.startsWith("pydantic==")));
  return {
    lowest: pinOf("lowest"),
    newest: pinOf("newest"),
    pinned: version(PYTHON_DEV_PINS.find((p) => p.startsWith("pydantic=="))),
  };
}

/** The ends of the declared pydantic range (and the versions inside it) that the tests run, from the checked-in `range-ends.json`. */
export const PYTHON_RANGE_ENDS: readonly PythonRangeEnd[] = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL("../../../src/languages/python/range-ends.json", import.meta.url)), "utf8"),
  ) as { ends: PythonRangeEnd[] }
).ends;

const TYPING_NAMES = ["Annotated", "ClassVar", "Literal", "NewType", "TypeAlias", "Union"] as const;
const PYDANTIC_NAMES = ["Discriminator", "Field", "JsonValue", "Tag"] as const;

/** Names a module's code uses, found in the rendered code itself so that no import is unused. */
function used(names: readonly string[], code: string): string[] {
  return names.filter((n) => new RegExp(`\\b${n}\\b`).test(code));
}

/** A semantic version as Python packaging writes it: 1.2.3-beta.1 is 1.2.3b1. */
function pythonVersion(v: string): string {
  return v
    .replace(/-alpha\.(\d+)$/, "a$1")
    .replace(/-beta\.(\d+)$/, "b$1")
    .replace(/-rc\.(\d+)$/, "rc$1");
}

const PY_OPTION_TYPES = { flag: ["bool", "False"], "id-source": ["str | None", "None"] } as const;

/** The typed converter and reducer views the Python templates print. */
function behaviourFiles(b: BehaviourView) {
  const converters = b.converters.map((c) => {
    const opts = c.options.map((o) => ({ ident: snakeCase(o.name), wire: o.name, type: PY_OPTION_TYPES[o.kind] }));
    const params = [
      "self",
      "*",
      ...opts.map((o) => `${o.ident}: ${o.type[0]} = ${o.type[1]}`),
      "unstable: Iterable[str] | None = None",
    ];
    const dict = `{${opts.map((o) => `${pyString(o.wire)}: ${o.ident}`).join(", ")}}`;
    const args = `${dict}, self._unstable`;
    const rules = pythonConverterName(c.from, c.to);
    const call = `        self._engine = ${rules}(${args})`;
    const body = `        self._unstable = None if unstable is None else tuple(unstable)\n${
      call.length <= LINE_LENGTH ? call : `        self._engine = ${rules}(\n            ${args}\n        )`
    }`;
    return {
      ...c,
      rulesName: rules,
      fromLiteral: pyString(c.from),
      init: `${pyDef("    ", "__init__", params, "None")}\n${body}`,
      entries: c.entries.map((e) => ({
        ...e,
        def: pyDef("    ", snakeCase(e.sourceName), ["self", `value: ${e.source}`], `list[${e.target}]`),
        sourceLiteral: pyString(e.source),
      })),
    };
  });
  const reducers = b.reducers.map((r) => ({
    ...r,
    rulesClass: pythonReducerName(r.version),
    versionLiteral: pyString(r.version),
    entities: r.entities.map((e) => ({
      ...e,
      ident: snakeCase(e.name),
      literal: pyString(e.name),
      pyType: e.type ?? "Any",
    })),
  }));
  const convertNames = b.converters.map((c) => c.className);
  const reducerNames = b.reducers.flatMap((r) => [r.className, r.messageName]);
  return { converters, reducers, convertNames, reducerNames };
}

/** Every example, labelled `v1.Type #n` for pytest ids. */
function examples(ctx: TargetContext): { id: string; type: string; value: JsonValue; unstable: readonly string[] }[] {
  const counts = new Map<string, number>();
  return [...ctx.versions.values()].flatMap(examplesOf).map((e) => {
    const n = (counts.get(e.type) ?? 0) + 1;
    counts.set(e.type, n);
    return { id: `${e.type} #${n}`, type: e.type, value: e.value, unstable: e.unstable };
  });
}

/** What the package's toolchains (pip and setuptools, mypy, pytest, ruff) leave in its folder. */
const TOOLCHAIN_FILES = [
  "build/",
  "dist/",
  "*.egg-info/",
  "__pycache__/",
  "*.pyc",
  ".venv/",
  ".mypy_cache/",
  ".pytest_cache/",
  ".ruff_cache/",
];

/** The language's runtime sources, copied into the package. */
const RUNTIME = fileURLToPath(new URL("../../../src/languages/python/runtime/", import.meta.url));

/** The runtime modules every package has (the behaviour modules come with behaviour only). */
const PYTHON_RUNTIME = [
  "_runtime.py",
  "_errors.py",
  "_text.py",
  "_translate.py",
  "_model.py",
  "_codec.py",
  "_jsonrpc.py",
  "_read.py",
  "_write.py",
  "peer.py",
];

const OPTIONS = {
  package: {
    kind: "string",
    default: "acp_schema",
    doc: "the Python package name",
    placeholder: "name",
    check: (v: string) =>
      /^[a-z][a-z0-9_]*$/.test(v)
        ? null
        : `'${v}' is not a valid Python package name (lower-case letters, digits and '_', starting with a letter)`,
  },
} as const;

/** A pydantic v2 package: `v1` and `v2` modules, round-trip tests, and a conformance harness. */
export const pythonPlugin = defineLanguage({
  name: "python",
  displayName: "Python",
  templates: fileURLToPath(new URL("../../../src/languages/python/templates", import.meta.url)),
  runtime: RUNTIME,
  description: "a pydantic v2 package (strict models, open unions, absent kept apart from null)",
  options: OPTIONS,
  toolchainFiles: TOOLCHAIN_FILES,
  naming: {
    reservesTypeName: (name) =>
      PYTHON_MODULE_NAMES.has(name) || PYTHON_KEYWORDS.has(name) || PYTHON_RUNTIME_NAMES.has(name),
    keywords: PYTHON_KEYWORDS,
    fieldIdent: pythonFieldIdent,
    variantIdent: pythonClassIdent,
    derivedNames,
    ownMembers: PYTHON_OWN_MEMBERS,
    reducerMembers: ["apply", "applyJson", "messages", "entities", "entity", "engine"],
    converterMembers: ["Engine", "ConvertJson", "Method"],
  },
  conformance: pythonConformance,
  generate(ctx: LanguageContext<{ readonly package: string }>): GeneratedFile[] {
    const { templates, config } = ctx;
    const pkg = ctx.options.package;
    const header = GENERATED_HEADER;
    const provenance = provenanceOf(ctx.model);
    const versions = [...ctx.versions.keys()];
    const b = behaviourView(ctx);
    // Watch mode keeps the behaviour code, and the lenient readers, for the next run.
    const behaviour = memoStep("behaviour files", () => behaviourFiles(b));
    const code = memoStep("behaviour code", () => pythonBehaviour(b.ir));
    const renderDecl =
      (ix: VersionIndex) =>
      (d: Decl): string =>
        // Watch mode keeps each declaration's code for the next run.
        memoStep(`decl\0${ix.version.name}\0${d.name}`, () =>
          templates.render(d.kind, declView(declViews, d, ix)).trimEnd(),
        );
    // A reducer's message type: a model of the fields the view lists, referring to the version's types by module.
    const messageClass = (r: BehaviourView["reducers"][number]): string => {
      const ix = ctx.versions.get(r.version)!;
      const prefix = `${r.version}.`;
      const decls = new Map([...ix.decls].map(([k, d]) => [`${prefix}${k}`, d]));
      const qix = { ...ix, decls } as VersionIndex;
      const decl: ObjectDecl = {
        kind: "object",
        name: r.messageName,
        version: r.version,
        open: true,
        loc: ix.version.reducer!.loc,
        doc: {
          text: `A message of the \`${r.union}\` session state: its role, and the fields its updates carried in.`,
          examples: [],
        },
        fields: r.message.fields.map((f) => ({
          name: f.name,
          type: qualifyType(f.type, (n) => `${prefix}${n}`),
          optional: !f.required,
          patch: false,
          doc: { text: `The message's \`${f.name}\`.`, examples: [] },
          loc: ix.version.reducer!.loc,
        })),
      };
      return templates.render("object", declViews.object(decl, qix)).trimEnd();
    };
    const reducerViews = behaviour.reducers.map((r) => ({ ...r, messageClass: messageClass(r) }));
    const readme = readmeView(ctx, "Agent Client Protocol models for pydantic v2, generated by acp-codegen");
    const runtime: RuntimeSources = {
      dir: RUNTIME,
      files: [],
      to: (f) => `${pkg}/${f}`,
      header: `# ${GENERATED_HEADER}`,
    };
    const files: GeneratedFile[] = [
      ...packageSkeleton(ctx, {
        toolchainFiles: TOOLCHAIN_FILES,
        manifest: {
          path: "pyproject.toml",
          content: templates.render("pyproject", {
            header,
            provenance: provenanceToml(provenance.record, "tool.acp-codegen"),
            package: pkg,
            distName: pkg.replace(/_/g, "-"),
            version: pythonVersion(ctx.version),
            repository: config.repository === null ? "" : JSON.stringify(config.repository),
            description: JSON.stringify(readme.description),
            license: JSON.stringify(config.license),
            pydanticRange: JSON.stringify(`pydantic${PYDANTIC_RANGE}`),
            lineLength: LINE_LENGTH,
            ...testedPydantic(),
          }),
        },
        readme: templates.render("readme", {
          ...readme,
          package: pkg,
          distName: pkg.replace(/_/g, "-"),
          range: PYDANTIC_RANGE,
          ...testedPydantic(),
          peer: pythonPeerExample([...ctx.versions.values()]),
        }),
        runtime: { ...runtime, files: PYTHON_RUNTIME },
      }),
      {
        path: "requirements-dev.txt",
        content: templates.render("requirements", { header, pins: PYTHON_DEV_PINS }),
        format: "verbatim",
      },
      { path: `${pkg}/py.typed`, content: "", format: "verbatim" },
      {
        path: `${pkg}/__init__.py`,
        content: templates.render("init", {
          header,
          provenance: provenance.lines.map((l) => l.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"')),
          versionList: versions.join(", "),
          defaultUnstable: (() => {
            const f = ctx.unstable;
            return f.length ? `[${f.map((x) => pyString(x)).join(", ")}]` : "";
          })(),
          convertImports: behaviour.convertNames.join(", "),
          reducerImports: behaviour.reducerNames.join(", "),
          package: pkg,
          // What loads on first use, and from where: each version module, then the names of the
          // behaviour, converter, reducer and lenient modules.
          lazy: [
            ...versions.map((v) => [v, v] as const),
            ...["ConversionError", "MethodMessage", "ReduceError"].map((n) => [n, "_behaviour"] as const),
            ...behaviour.convertNames.map((n) => [n, "_convert"] as const),
            ...behaviour.reducerNames.map((n) => [n, "_reducer"] as const),
            ...["Dropped", "Lenient", "parse_lenient", "parse_lenient_json"].map((n) => [n, "_lenient"] as const),
          ].map(([name, module]) => ({ name: pyString(name), module: pyString(`.${module}`) })),
          allNames: [
            "ConversionError",
            "DecodeError",
            "Dropped",
            "Lenient",
            "MethodMessage",
            "ReduceError",
            ...behaviour.convertNames,
            ...behaviour.reducerNames,
            "dump",
            "parse",
            "parse_json",
            "parse_lenient",
            "parse_lenient_json",
            "patch_state",
            "read_json",
            "to_json",
            ...versions,
          ]
            .sort()
            .map((n) => pyString(n)),
        }),
        format: "verbatim",
      },
      { path: `${pkg}/_conformance.py`, content: templates.render("harness", { header }), format: "verbatim" },
      {
        path: `${pkg}/_registry.py`,
        content: templates.render("registry", {
          header,
          versionList: versions.join(", "),
          types: [...ctx.versions.values()].flatMap((ix) => [
            ...[...ix.version.decls.map((d) => d.name), ...envelopeTypeNames(ix.version)].map((name) => ({
              wire: pyString(`${ix.version.name}.${name}`),
              path: `${ix.version.name}.${name}`,
            })),
            ...publishedAliases(ix.version).map((a) => {
              const wire = pyString(`${ix.version.name}.${a.name}`);
              if (a.decl !== undefined) return { wire, path: `${ix.version.name}.${a.decl}` };
              const envelope = `${ix.version.name}.${a.group!.role === "response" ? a.group!.name : `${a.group!.name}Message`}`;
              return { wire, path: `without_jsonrpc(${envelope})` };
            }),
          ]),
          groups: [...ctx.versions.values()].flatMap((ix) =>
            messageGroups(ix.version).map((g) => ({
              wire: pyString(`${ix.version.name}.${g.name}`),
              path: `${ix.version.name}.${g.role === "response" ? g.name : dispatchName(g)}`,
            })),
          ),
        }),
        format: "verbatim",
      },
      ...runtimeFiles(runtime, ["_patch_writer.py", "_behaviour.py", "_lenient.py"]),
      {
        path: `${pkg}/_leniency.py`,
        content: memoStep("lenient", () => pythonLenient([...ctx.versions.values()].map(lenientPlan), header)),
        format: "verbatim",
      },
      {
        path: `${pkg}/_reducer.py`,
        content: templates.render("reducer", {
          header,
          versionList: versions.join(", "),
          hasReducers: behaviour.reducers.length > 0,
          reducers: reducerViews,
          usesNotNull: reducerViews.some((r) => r.messageClass.includes("NotNull[")),
          allNames: ["ReduceError", ...behaviour.reducerNames].sort().map((n) => pyString(n)),
          rules: code.reducers,
          primitives: [...new Set(["ReduceError", "ReducerBase", ...pythonPrimitivesUsed(code.reducers)])].sort(),
        }),
        format: "verbatim",
      },
      {
        path: `${pkg}/_convert.py`,
        content: templates.render("convert", {
          header,
          versionList: versions.join(", "),
          hasConverters: behaviour.converters.length > 0,
          converters: behaviour.converters,
          allNames: ["ConversionError", "MethodMessage", ...behaviour.convertNames].map((n) => pyString(n)),
          rules: code.converters,
          primitives: [
            ...new Set(["ConversionError", "ConverterBase", "MethodMessage", ...pythonPrimitivesUsed(code.converters)]),
          ].sort(),
        }),
        format: "verbatim",
      },
      {
        path: "tests/test_examples.py",
        content: templates.render("examples_test", {
          header,
          package: pkg,
          versionList: versions.join(", "),
          // Watch mode keeps the examples' tests for the next run.
          examples: memoStep("example tests", () =>
            examples(ctx).map((e) => ({
              id: pyString(e.id),
              type: e.type,
              json: pyString(jsonText(e.value)),
              // ruff's form of a tuple: () empty, ("a",) for one, ("a", "b") for more.
              unstable:
                e.unstable.length === 1
                  ? `(${pyString(e.unstable[0]!)},)`
                  : `(${e.unstable.map((f) => pyString(f)).join(", ")})`,
            })),
          ),
        }),
        format: "verbatim",
      },
    ];
    for (const ix of ctx.versions.values()) {
      const peers = pythonPeerView(ix.version, ix.decls);
      const blocks = [
        ...emissionOrder(ix).map(renderDecl(ix)),
        ...messageGroups(ix.version).map((g) =>
          templates.render("messages", messageGroupView(g, ix.version)).trimEnd(),
        ),
        ...(peers.hasPeers ? [templates.render("peer", peers).trimEnd()] : []),
      ];
      const code = blocks.join("\n");
      files.push({
        path: `${pkg}/${ix.version.name}.py`,
        content: templates.render("module", {
          header,
          version: ix.version.name,
          typingImports: used(TYPING_NAMES, code).join(", "),
          pydanticImports: used(PYDANTIC_NAMES, code).join(", "),
          notNull: /\bNotNull\[/.test(code),
          peers: peers.hasPeers,
          blocks,
          gates: ix.version.decls
            .filter((d) => d.doc.unstable)
            .map((d) => ({ name: d.name, feature: pyString(d.doc.unstable!.feature) })),
        }),
        format: "verbatim",
      });
    }
    return files;
  },
});
