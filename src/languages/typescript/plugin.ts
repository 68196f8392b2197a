import { declView, memoStep, packageSkeleton, runtimeFiles } from "../../plugin/index.js";
import {
  behaviourView,
  type Decl,
  defineLanguage,
  GENERATED_HEADER,
  type GeneratedFile,
  type LanguageContext,
  lenientPlan,
  PRETTIER_OPTIONS,
  prettierFormat,
  provenanceOf,
  qualifyType,
  readmeView,
  bridgePlan,
  printTsLiteral,
  hasPeerGroups,
  type TypeExpr,
  stringWidth,
} from "../../plugin/index.js";
import { fileURLToPath } from "node:url";
import { TS_MODULE_NAMES, TS_RESERVED_TYPE_NAMES, TS_RUNTIME_NAMES } from "./names.js";
import { typescriptConformance } from "./conformance.js";
import { breakLongHead, declViews, derivedNames, moduleView, propKey, tsCodec, tsType } from "./view.js";
import { peerExample, peerView } from "./peer-view.js";
import { typescriptLenient } from "./lenient-emit.js";
import { converterClassName, primitivesUsed, reducerClassName, typescriptBehaviour } from "./behaviour-emit.js";
import { EMIT_COMPILER, emitJavaScript, emitJavaScriptAsync } from "./emit.js";

/** The TypeScript the generated package builds itself with (the version acp-codegen is tested with). */
const TYPESCRIPT_VERSION = "5.9.3";
/**
 * The Node versions the package declares (`engines.node`): the emitted JavaScript's newest syntax is logical
 * assignment (`??=`, ES2021), which Node has since 15.0.0; it uses no newer built-in (`isWellFormed` only where
 * the engine has it). range-ends.test.ts runs the conformance harness and a fuzz sample on Node 15.0.0.
 */
export const NODE_RANGE = ">=15.0.0";
/**
 * The TypeScript versions that compile the package's sources with `--strict` (`peerDependencies`, optional: only
 * for consumers that compile the `.ts` files): 4.8.4 is the oldest that does (4.7 refuses two casts of the
 * runtime), 5.9.3 (the package's own) the newest tested. range-ends.test.ts compiles them with both.
 */
export const TYPESCRIPT_RANGE = ">=4.8.4 <6";
/** The members every object the bindings build has beside its fields: Object.prototype's, and the names JavaScript looks up by convention. */
export const TS_OWN_MEMBERS: readonly string[] = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "toLocaleString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  // JSON.stringify calls a `toJSON` member; `await` and Promise.resolve call a `then` member.
  "toJSON",
  "then",
  // The member an unknown variant of an open union is kept under.
  "$other",
];
/** Part of the emit cache key: bump when emitJavaScript changes what it writes. */
const EMIT_VERSION = `4 ${EMIT_COMPILER}`;

/**
 * lib/ (the package compiled to JavaScript), still compiling off the main thread, carried from `generate` to `format`
 * on the first file: a symbol-keyed property survives the pipeline's copies of a file (`{ ...f }`) and is never
 * written (JSON and the writer read only a file's own fields).
 */
const LIB = Symbol("typescript lib/ compiling");
/**
 * The top-level statements of an emitted module that its emitter wrote in prettier's layout, carried from `generate`
 * to `format` as LIB is: the format hook leaves them as they are.
 */
const LAID_OUT = Symbol("typescript statements laid out");
type CarriesLib = GeneratedFile & {
  readonly [LIB]?: Promise<GeneratedFile[]>;
  readonly [LAID_OUT]?: ReadonlySet<string>;
};

/**
 * Sources larger than this in all compile on the main thread, as they come: off it, the compiler's memory for a
 * large package (a 10,000-type spec) stays alive while the next targets render, and the peak grows by tens of MB.
 */
const OFF_THREAD_MAX_CHARS = 4 * 1024 * 1024;

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const TS_OPTION_TYPES = { flag: "boolean", "id-source": "string" } as const;

/** What the package's toolchains leave in its folder. */
const TOOLCHAIN_FILES = ["node_modules/", "dist/", "*.tsbuildinfo"];

/** The language's runtime sources, copied into the package. */
const RUNTIME = fileURLToPath(new URL("../../../src/languages/typescript/runtime/", import.meta.url));

const NPM_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

const OPTIONS = {
  package: {
    kind: "string",
    default: "acp-schema",
    doc: "the npm package name of the TypeScript bindings",
    placeholder: "name",
    check: (v: string) => (NPM_NAME.test(v) ? null : `'${v}' is not a valid npm package name`),
  },
} as const;

/** The runtime's parts by concept, which `runtime.ts` re-exports: JSON text, errors, codecs, lenient mode, JSON-RPC. */
const RUNTIME_PARTS = [
  "runtime-text.ts",
  "runtime-errors.ts",
  "runtime-codecs.ts",
  "runtime-lenient.ts",
  "runtime-jsonrpc.ts",
] as const;

/** TypeScript bindings: one module per version, a shared runtime, behaviour (reducers, converters), and a conformance harness. */
export const typescriptPlugin = defineLanguage({
  name: "typescript",
  displayName: "TypeScript",
  aliases: ["ts"],
  templates: fileURLToPath(new URL("../../../src/languages/typescript/templates", import.meta.url)),
  runtime: RUNTIME,
  description: "TypeScript types with dependency-free codecs (parse, safeParse, serialize)",
  options: OPTIONS,
  toolchainFiles: TOOLCHAIN_FILES,
  naming: {
    reservesTypeName: (name) =>
      TS_RESERVED_TYPE_NAMES.has(name) || TS_MODULE_NAMES.has(name) || TS_RUNTIME_NAMES.has(name),
    checkField: (wire) =>
      wire.startsWith("$") ? "field names beginning with '$' are reserved for the generated TypeScript runtime" : null,
    derivedNames,
    ownMembers: TS_OWN_MEMBERS,
    reducerMembers: ["apply", "applyJson", "messages", "entities", "entity", "engine"],
    converterMembers: ["Constructor", "Engine", "ParseOptions", "ConvertJson", "Method"],
  },
  conformance: typescriptConformance,
  // The behaviour emitter writes its classes in prettier's layout, long lines broken too (layout.ts); the templates
  // around them and the lenient emitter write prettier's layout but for long lines, and their import lists one name
  // per line, which this hook joins when they fit. prettier (started only then) lays out the top-level statements (or,
  // in a class, the members) that still need it: none for the bundled spec, so a cold run never loads prettier.
  async format(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
    const emitted = new Set(["convert.ts", "reducer.ts", "lenient.ts"]);
    // prettier (on a worker thread when it can) lays out at once all the statements that need it: a call costs
    // milliseconds whatever its size.
    const pretty = batched(
      async (text: string): Promise<string> =>
        (await prettierFormat(text, { ...PRETTIER_OPTIONS, parser: "typescript" })).replace(/\n$/, ""),
    );
    // Statements `depth` blocks deep: laid out inside as many nested blocks, which are then taken off again.
    const prettyAt = async (text: string, depth: number): Promise<string> => {
      const lines = (await pretty(`${"{\n".repeat(depth)}${text}${"\n}".repeat(depth)}`)).split("\n");
      for (let i = 0; i < depth; i++) {
        if (lines[i] !== `${"  ".repeat(i)}{` || lines[lines.length - 1 - i] !== `${"  ".repeat(i)}}`)
          throw new Error("not statements");
      }
      return lines.slice(depth, lines.length - depth).join("\n");
    };
    const layOut = async (text: string, laidOut: ReadonlySet<string> | undefined): Promise<string> => {
      if (laidOut?.has(text)) return text;
      const chunk = joinImports(text);
      if (!needsPrettier(chunk, false)) return chunk;
      // A class whose own lines fit: its members one at a time, each inside a class of its own.
      const cls = /^((?:[^\n]*\n)*?(?:export )?(abstract )?class [^\n]*\{)\n([\s\S]*)\n\}$/.exec(chunk);
      if (!cls || needsPrettier(cls[1]!)) return (await bodyFirst(chunk, 0, prettyAt)) ?? pretty(chunk);
      const wrap = `${cls[2] ?? ""}class C {`;
      const members = await Promise.all(
        cls[3]!
          .split(/\n\n+(?= {2}\S)/)
          .map(async (m) =>
            needsPrettier(m)
              ? ((await bodyFirst(m, 2, prettyAt)) ??
                (await pretty(`${wrap}\n${m}\n}`)).replace(/^[^\n]*\n|\n\}$/g, ""))
              : m,
          ),
      );
      return `${cls[1]}\n${members.join("\n\n")}\n}`;
    };
    const lib = (files as readonly CarriesLib[]).find((f) => f[LIB] !== undefined)?.[LIB];
    const [laidOut, compiled] = await Promise.all([
      Promise.all(
        files.map(async (f): Promise<GeneratedFile> => {
          const { [LIB]: _, [LAID_OUT]: laidOut, ...plain } = f as CarriesLib;
          if (!emitted.has(f.path)) return plain;
          const statements = await Promise.all(topLevelStatements(f.content).map((s) => layOut(s, laidOut)));
          return { ...plain, content: `${statements.join("\n\n")}\n` };
        }),
      ),
      lib ?? Promise.resolve([]),
    ]);
    return [...laidOut, ...compiled];
  },
  generate(ctx: LanguageContext<{ readonly package: string }>): GeneratedFile[] {
    const { templates } = ctx;
    // Watch mode keeps each declaration's code for the next run.
    const renderDecl = (d: Decl): string =>
      memoStep(`decl\0${d.version}\0${d.name}`, () =>
        breakLongHead(templates.render(d.kind, declView(declViews, d, ctx.versions.get(d.version)))),
      );
    const versions = [...ctx.versions.keys()];
    const header = `// ${GENERATED_HEADER}`;
    const b = behaviourView(ctx);
    const hasReducer = b.reducers.length > 0;
    const hasConverter = b.converters.length > 0;
    // The bridge between two versions: it runs the converters, the reducers and the peers' transports.
    const { plan } = bridgePlan(ctx.model, ctx.versions);
    const bridge =
      plan !== null && hasConverter && hasReducer && [...ctx.versions.values()].every((ix) => hasPeerGroups(ix.version))
        ? plan
        : null;
    const files: GeneratedFile[] = [
      {
        path: "index.ts",
        content: templates.render("index", {
          header: GENERATED_HEADER,
          provenance: provenanceOf(ctx.model).lines.map((l) => l.replace(/\*\//g, "*\\/")),
          versions,
          hasReducer,
          hasConverter,
          reducerExports: ["ReduceError", ...b.reducers.flatMap((r) => [r.className, r.messageName])].join(", "),
          converterExports: ["ConversionError", ...b.converters.map((c) => c.className)].join(", "),
          converterTypeExports: ["MethodMessage", ...b.converters.map((c) => `${c.className}Options`)].join(", "),
        }),
        format: "typescript",
      },
      {
        path: "conformance/harness.ts",
        content: templates.render("harness", {
          header: GENERATED_HEADER,
          versions,
          tableList: versions.join(", "),
          dispatchList: versions.map((v) => `${v}Dispatchers`).join(", "),
          hasReducer,
          hasConverter,
        }),
        format: "typescript",
      },
    ];
    // A publishable package: lib/ holds the compiled JavaScript and declarations (emitted with the sources),
    // so the package installs and imports with no build step, whatever the consumer's compiler settings.
    const entry = (key: string, file: string) => ({
      key: JSON.stringify(key),
      types: JSON.stringify(`./lib/${file}.d.ts`),
      js: JSON.stringify(`./lib/${file}.js`),
    });
    const exports = [
      entry(".", "index"),
      ...versions.map((v) => entry(`./${v}`, v)),
      ...(hasReducer ? [entry("./reducer", "reducer")] : []),
      ...(hasConverter ? [entry("./convert", "convert")] : []),
      entry("./runtime", "runtime"),
      entry("./peer", "peer"),
      ...(bridge ? [entry("./bridge", "bridge")] : []),
    ];
    const readme = readmeView(ctx, "Agent Client Protocol types and codecs (TypeScript), generated by acp-codegen");
    files.push(
      ...packageSkeleton(ctx, {
        toolchainFiles: TOOLCHAIN_FILES,
        manifest: {
          path: "package.json",
          content: templates.render("package", {
            name: JSON.stringify(ctx.options.package),
            version: JSON.stringify(ctx.version),
            repository: ctx.config.repository === null ? "" : JSON.stringify(ctx.config.repository),
            description: JSON.stringify(readme.description),
            license: JSON.stringify(ctx.config.license),
            exports,
            bin: bridge ? JSON.stringify("./lib/acp-bridge.js") : "",
            typescript: JSON.stringify(TYPESCRIPT_VERSION),
            typescriptRange: JSON.stringify(TYPESCRIPT_RANGE),
            nodeRange: JSON.stringify(NODE_RANGE),
            provenance: JSON.stringify(provenanceOf(ctx.model).record, null, 2).replace(/\n/g, "\n  "),
          }),
          format: "json",
        },
        readme: templates.render("readme", {
          ...readme,
          name: ctx.options.package,
          nodeRange: NODE_RANGE,
          typescriptRange: TYPESCRIPT_RANGE,
          peer: peerExample([...ctx.versions.values()]),
          bridge: bridge ? { first: bridge.versions[0].name, second: bridge.versions[1].name } : null,
        }),
        runtime: { dir: RUNTIME, files: ["runtime.ts", ...RUNTIME_PARTS, "peer.ts"], format: "typescript" },
      }),
      { path: "tsconfig.json", content: templates.render("tsconfig", {}), format: "json" },
    );
    if (hasReducer || hasConverter) {
      files.push(...runtimeFiles({ dir: RUNTIME, files: ["behaviour.ts", "patch-writer.ts"], format: "typescript" }), {
        path: "host.ts",
        content: templates.render("host", { header, versions, tableList: versions.join(", ") }),
        format: "typescript",
      });
    }
    if (bridge) {
      files.push(
        ...runtimeFiles({ dir: RUNTIME, files: ["bridge.ts"], format: "typescript" }),
        {
          path: "bridge-plan.ts",
          content: templates.render("bridge-plan", {
            header,
            planJson: printTsLiteral(bridge, "export const plan: BridgePlan = ".length),
          }),
          format: "typescript",
        },
        {
          path: "acp-bridge.ts",
          content: templates.render("acp-bridge", { header }),
          format: "typescript",
        },
      );
    }
    // Watch mode keeps the behaviour code, and the lenient readers, for the next run.
    const code = memoStep("behaviour code", () => typescriptBehaviour(ctx.behaviour()));
    if (hasConverter) {
      files.push({
        [LAID_OUT]: code.laidOut,
        path: "convert.ts",
        content: memoStep("convert.ts", () =>
          templates.render("convert", {
            header,
            versions,
            rules: code.converters,
            primitives: [...new Set(["ConverterBase", ...primitivesUsed(code.converters)])].sort(),
            types: ["BehaviourHost", "Json", "MethodMessage", ...primitivesUsed(code.converters, ["Obj"])],
            converters: b.converters.map((c) => ({
              ...c,
              rulesClass: converterClassName(c.from, c.to),
              fromLiteral: JSON.stringify(c.from),
              directionLiteral: JSON.stringify(c.direction),
              options: c.options.map((o) => ({ name: o.name, doc: o.doc, tsType: TS_OPTION_TYPES[o.kind] })),
              entries: c.entries.map((e) => ({
                ...e,
                method: lowerFirst(e.sourceName),
                sourceLiteral: JSON.stringify(e.source),
              })),
            })),
          }),
        ),
        format: "typescript",
      } as CarriesLib);
    }
    if (hasReducer) {
      files.push({
        [LAID_OUT]: code.laidOut,
        path: "reducer.ts",
        content: memoStep("reducer.ts", () =>
          templates.render("reducer", {
            header,
            versions,
            rules: code.reducers,
            primitives: [...new Set(["ReducerBase", ...primitivesUsed(code.reducers)])].sort(),
            types: [
              "BehaviourHost",
              ...primitivesUsed(
                `${code.reducers}${b.reducers.some((r) => r.entities.some((e) => !e.single || e.list)) ? " Json" : ""}`,
                ["Json", "Obj"],
              ),
            ],
            reducers: b.reducers.map((r) => {
              const qualified = (t: TypeExpr): TypeExpr => qualifyType(t, (n) => `${r.version}.${n}`);
              return {
                ...r,
                rulesClass: reducerClassName(r.version),
                versionLiteral: JSON.stringify(r.version),
                messageName: r.messageName,
                messageTypeLiteral: JSON.stringify(r.messageName),
                messageFields: r.message.fields.map((f) => ({
                  declaration: `${propKey(f.name)}${f.required ? "" : "?"}: ${tsType(qualified(f.type))};`,
                  codec: `${propKey(f.name)}: rt.${f.required ? "required" : "optional"}(${tsCodec(qualified(f.type))})`,
                })),
                entities: r.entities.map((e) => {
                  const t = e.type ?? "Json";
                  return {
                    ...e,
                    method: e.name,
                    literal: JSON.stringify(e.name),
                    returnType: e.single ? (e.list ? `${t}[] | null` : `${t} | null`) : `${t}[]`,
                    decode: `${t}.parse`,
                  };
                }),
              };
            }),
          }),
        ),
        format: "typescript",
      } as CarriesLib);
    }
    files.push({
      path: "lenient.ts",
      content: memoStep("lenient", () => typescriptLenient([...ctx.versions.values()].map(lenientPlan), header)),
      format: "typescript",
    });
    for (const ix of ctx.versions.values()) {
      files.push({
        path: `${ix.version.name}.ts`,
        // Watch mode keeps the version's module, and inside it each declaration's code, for the next run.
        content: memoStep(`module\0${ix.version.name}`, () =>
          templates.render(
            "module",
            (() => {
              const view = moduleView(ix, GENERATED_HEADER, renderDecl, ctx.unstable);
              const peers = peerView(ix.version, ix.decls);
              return {
                ...view,
                groups: view.groups.map((g) => breakLongHead(templates.render("messages", g)).trimEnd()),
                peerCode: peers.hasPeers ? templates.render("peer", peers).trimEnd() : "",
              };
            })(),
          ),
        ),
        format: "typescript",
      });
    }
    // Compiling is pure in each file: the same source gives the same JavaScript, so the pipeline may reuse it.
    const sources = files.filter((f) => f.path.endsWith(".ts") && !f.path.includes("/"));
    const key = (f: GeneratedFile): string => `typescript-emit\0${EMIT_VERSION}\0${f.path}\0${f.content}`;
    const byPath = (a: GeneratedFile, b: GeneratedFile): number => (a.path < b.path ? -1 : 1);
    if (sources.reduce((n, f) => n + f.content.length, 0) > OFF_THREAD_MAX_CHARS) {
      const compiled = sources.flatMap((f) => ctx.memo(`${key(f)}\0sync`, () => emitJavaScript([f])));
      return [...files, ...compiled.sort(byPath)];
    }
    // A small package compiles on libuv's threads while the next targets render; the format hook waits for it and adds
    // lib/ after the sources. Every file is handed over at once: a chain of one file after another moved on only when
    // this thread's event loop ran, which the next target's render holds, so most of the package compiled after it,
    // on the run's critical path (45-90 ms of a three-language run, for about 20 ms of compiling).
    const compiling = sources.map((f) => ctx.memo(key(f), () => emitJavaScriptAsync([f])));
    const lib = Promise.all(compiling).then((c) => c.flat().sort(byPath));
    // Seen when the format hook awaits it; until then, not an unhandled rejection.
    lib.catch(() => undefined);
    const [first, ...rest] = files;
    return [{ ...first!, [LIB]: lib } as CarriesLib, ...rest];
  },
});

/**
 * A module's top-level statements, each with the comments before it: the text cut at every blank line that a line
 * starting in the first column follows (the emitters indent everything inside a statement, and write no multi-line
 * template literals).
 */
function topLevelStatements(text: string): string[] {
  return text.replace(/\n+$/, "").split(/\n\n+(?=\S)/);
}

/**
 * A chunk with each import list the templates write one name per line (`import {`, `  name,` lines, `} from "…";`)
 * joined on one line when it fits, as prettier writes it (a list of one name is never broken).
 */
function joinImports(chunk: string): string {
  return chunk.replace(
    /^import \{\n((?: {2}[^\n]+,\n)+)\} from ("[^"\n]*");$/gm,
    (list, names: string, from: string) => {
      const each = names
        .split("\n")
        .slice(0, -1)
        .map((n) => n.trim().slice(0, -1));
      const one = `import { ${each.join(", ")} } from ${from};`;
      return each.length === 1 || stringWidth(one) <= PRETTIER_OPTIONS.printWidth ? one : list;
    },
  );
}

/** The line that parts the texts of one batched prettier call (prettier keeps a comment line where it stands). */
const BATCH_MARK = "// acp-codegen: next text";

/**
 * A formatter that gathers the texts asked for until the pending work is done, then formats them in one call,
 * each parted from the next by BATCH_MARK. Should the call fail (a text that does not parse on its own) or
 * not give back as many texts, each text is formatted alone, and only the one that fails is refused.
 */
function batched(format: (text: string) => Promise<string>): (text: string) => Promise<string> {
  let queue: { text: string; resolve: (s: string) => void; reject: (e: unknown) => void }[] = [];
  const settle = (x: (typeof queue)[number], out: string): void => {
    layoutsSeen.set(x.text, out);
    x.resolve(out);
  };
  const flush = async (): Promise<void> => {
    const q = queue;
    queue = [];
    let parts: string[] | null = null;
    if (q.length > 1 && q.every((x) => !x.text.includes(BATCH_MARK))) {
      parts = await format(q.map((x) => x.text).join(`\n${BATCH_MARK}\n`)).then(
        (out) => out.split(`\n${BATCH_MARK}\n`),
        () => null,
      );
    }
    if (parts && parts.length === q.length) q.forEach((x, i) => settle(x, parts[i]!));
    else for (const x of q) format(x.text).then((out) => settle(x, out), x.reject);
    // The oldest layouts go once there are more than a few runs' worth (watch mode asks for the same ones again).
    for (const k of layoutsSeen.keys()) {
      if (layoutsSeen.size <= LAYOUTS_KEPT) break;
      layoutsSeen.delete(k);
    }
  };
  return (text) => {
    const known = layoutsSeen.get(text);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ text, resolve, reject });
    });
  };
}

/**
 * The statements prettier laid out in this process, by their text: a long-lived process (watch mode) asks for the
 * same ones again after an edit, and only those an edit changed go to prettier.
 */
const layoutsSeen = new Map<string, string>();
const LAYOUTS_KEPT = 4096;

type PrettyAt = (text: string, depth: number) => Promise<string>;

const indentOf = (line: string): number => line.length - line.trimStart().length;
const isComment = (line: string): boolean => /^\s*(?:\/\/|\/\*|\*)/.test(line);

/**
 * A function, method or control statement (at `indent`) laid out by its body's statements alone, each given to
 * prettier only when it needs it (prettier takes milliseconds per line, and a method that needs it mostly has one
 * long line among many): when its comments and head line fit, the head ends its parameter list and opens the body
 * (`) {`, `): T {`), and the body closes on a line of its own. Null when the text is not of that shape, or a
 * statement of the body is not one prettier reads on its own: the caller lays it out whole.
 */
async function bodyFirst(text: string, indent: number, prettyAt: PrettyAt): Promise<string | null> {
  const lines = text.split("\n");
  let h = 0;
  while (h < lines.length && isComment(lines[h]!) && indentOf(lines[h]!) >= indent) h++;
  const head = lines[h];
  const pad = " ".repeat(indent);
  if (
    head === undefined ||
    indentOf(head) !== indent ||
    lines[lines.length - 1] !== `${pad}}` ||
    h + 2 > lines.length - 1
  )
    return null;
  if (needsPrettier(lines.slice(0, h + 1).join("\n")) || !/\)(?:: [^=]*)? \{$/.test(head)) return null;
  try {
    const inner = lines.slice(h + 1, -1);
    const body = await (/^\s*switch \(.*\) \{$/.test(head)
      ? clauses(inner, indent + 2, prettyAt)
      : statements(inner, indent + 2, prettyAt));
    return [...lines.slice(0, h + 1), body, lines[lines.length - 1]].join("\n");
  } catch {
    return null;
  }
}

/**
 * The statements of a block (lines at `indent`, each with the lines under it and the comments before it), each
 * laid out on its own when it needs prettier. Throws when the lines are not plainly statements: a line less
 * indented, a multi-line template literal, blank lines prettier would take out.
 */
async function statements(lines: readonly string[], indent: number, prettyAt: PrettyAt): Promise<string> {
  if (lines[0] === "" || lines[lines.length - 1] === "") throw new Error("blank edge");
  const groups: string[][] = [];
  let blank = false;
  for (const line of lines) {
    if (line === "") {
      if (blank) throw new Error("two blank lines");
      blank = true;
      continue;
    }
    if (indentOf(line) < indent || (!isComment(line) && (line.match(/`/g) ?? []).length % 2 === 1))
      throw new Error("not plain statements");
    const last = groups[groups.length - 1];
    const starts =
      indentOf(line) === indent &&
      !/^[}\])]/.test(line.trimStart()) &&
      !(last?.every((l) => l !== "" && isComment(l)) && !blank);
    if (starts || !last) groups.push(blank ? ["", line] : [line]);
    else last.push(...(blank ? ["", line] : [line]));
    blank = false;
  }
  const out = await Promise.all(
    groups.map(async (g) => {
      const lead = g[0] === "" ? "\n" : "";
      const text = (lead ? g.slice(1) : g).join("\n");
      if (!needsPrettier(text)) return lead + text;
      return lead + ((await bodyFirst(text, indent, prettyAt)) ?? (await prettyAt(text, indent / 2)));
    }),
  );
  return out.join("\n");
}

/**
 * A switch statement's clauses (at `indent`), each label kept and its statements laid out as a block's are: a label
 * and its statements under it, or a label that opens a block (`case "a": {`) closed on a line of its own. Throws on
 * anything else.
 */
async function clauses(lines: readonly string[], indent: number, prettyAt: PrettyAt): Promise<string> {
  const pad = " ".repeat(indent);
  const label = /^(?:case .*|default):( \{)?$/;
  // Every clause's statements are asked for before any is awaited: prettier lays them out in one call. A clause
  // further down may still throw before they are awaited: their failures are handled, and seen by Promise.all.
  const out: (string | Promise<string>)[] = [];
  const asked = (p: Promise<string>): Promise<string> => (p.catch(() => undefined), p);
  for (let i = 0; i < lines.length; ) {
    const head = lines[i]!;
    if (indentOf(head) !== indent || !label.test(head.trimStart()) || needsPrettier(head))
      throw new Error("not a clause");
    let j = i + 1;
    if (head.endsWith(": {")) {
      while (j < lines.length && lines[j] !== `${pad}}`) j++;
      if (j === lines.length) throw new Error("unclosed clause");
      out.push(head, ...(j > i + 1 ? [asked(statements(lines.slice(i + 1, j), indent + 2, prettyAt))] : []), lines[j]!);
      i = j + 1;
      continue;
    }
    while (j < lines.length && !(indentOf(lines[j]!) === indent && label.test(lines[j]!.trimStart()))) j++;
    out.push(head, ...(j > i + 1 ? [asked(statements(lines.slice(i + 1, j), indent + 2, prettyAt))] : []));
    i = j;
  }
  return (await Promise.all(out)).join("\n");
}

/**
 * Whether prettier may change an emitted statement: a code line past the print width, or with text whose width
 * prettier measures its own way; an import list the templates write one name per line (prettier joins it when it
 * fits; `importsToo` false once joinImports has seen to them); a shape written otherwise than prettier does (a list
 * of lists, a parenthesized `??`). Comment lines never count: prettier leaves their text as it is. Everything else
 * the templates and the lenient emitter write is prettier's layout already; src/languages/typescript/emit-format.test.ts
 * holds them to it.
 */
function needsPrettier(chunk: string, importsToo = true): boolean {
  return (
    (importsToo && /^import \{$/m.test(chunk)) ||
    // The shapes prettier writes otherwise: a list of lists (one entry per line), a `??` the emitter parenthesizes.
    /\[\[| \?\? /.test(chunk) ||
    chunk.split("\n").some((l) => !isComment(l) && (l.length > PRETTIER_OPTIONS.printWidth || /[^\x20-\x7e]/.test(l)))
  );
}
