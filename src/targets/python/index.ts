import type { VersionIndex } from "../../model/index.js";
import { examplesOf } from "../../model/examples.js";
import type { Decl, JsonValue } from "../../model/types.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { jsonText } from "../../render/text.js";
import { behaviourView } from "../../render/behaviour.js";
import { declViews, emissionOrder, pyString } from "./view.js";

/** The exact versions the generated package is tested with. */
export const PYTHON_DEV_PINS = ["pydantic==2.14.3", "mypy==2.4.1", "pytest==9.2.0", "ruff==0.17.6"] as const;

const TYPING_NAMES = ["Annotated", "ClassVar", "Literal", "NewType", "TypeAlias", "Union"] as const;
const PYDANTIC_NAMES = ["Discriminator", "Field", "JsonValue", "Tag"] as const;

/** Names a module's code uses, found in the rendered code itself so that no import is unused. */
function used(names: readonly string[], code: string): string[] {
  return names.filter((n) => new RegExp(`\\b${n}\\b`).test(code));
}

/** Every example, labelled `v1.Type #n` for pytest ids. */
function examples(ctx: TargetContext): { id: string; type: string; value: JsonValue }[] {
  const counts = new Map<string, number>();
  return [...ctx.versions.values()].flatMap(examplesOf).map((e) => {
    const n = (counts.get(e.type) ?? 0) + 1;
    counts.set(e.type, n);
    return { id: `${e.type} #${n}`, type: e.type, value: e.value };
  });
}

/** A pydantic v2 package: `v1` and `v2` modules, round-trip tests, and a conformance harness. */
export const pythonTarget: Target = {
  name: "python",
  outDir: "python",
  description: "a pydantic v2 package (strict models, open unions, absent kept apart from null)",
  generate(ctx: TargetContext): GeneratedFile[] {
    const { templates, config } = ctx;
    const pkg = config.pythonPackage;
    const header = GENERATED_HEADER;
    const versions = [...ctx.versions.keys()];
    const renderDecl = (ix: VersionIndex) => (d: Decl): string =>
      templates.render(d.kind, (declViews[d.kind] as (x: Decl, ix: VersionIndex) => object)(d, ix)).trimEnd();
    const files: GeneratedFile[] = [
      { path: "pyproject.toml", content: templates.render("pyproject", { header, package: pkg, distName: pkg.replace(/_/g, "-") }), format: "verbatim" },
      { path: "requirements-dev.txt", content: templates.render("requirements", { header, pins: PYTHON_DEV_PINS }), format: "verbatim" },
      { path: `${pkg}/py.typed`, content: "", format: "verbatim" },
      { path: `${pkg}/_runtime.py`, content: templates.render("runtime", { header }), format: "verbatim" },
      {
        path: `${pkg}/__init__.py`,
        content: templates.render("init", {
          header,
          versionList: versions.join(", "),
          allList: ["dump", "parse", "patch_state", "to_json", ...versions].map((n) => pyString(n)).join(", "),
        }),
        format: "verbatim",
      },
      { path: `${pkg}/_conformance.py`, content: templates.render("harness", { header }), format: "verbatim" },
      {
        path: `${pkg}/_registry.py`,
        content: templates.render("registry", {
          header,
          versionList: versions.join(", "),
          types: [...ctx.versions.values()].flatMap((ix) => ix.version.decls.map((d) => ({ wire: pyString(`${ix.version.name}.${d.name}`), path: `${ix.version.name}.${d.name}` }))),
        }),
        format: "verbatim",
      },
      { path: `${pkg}/_git_patch.py`, content: templates.render("git_patch", { header }), format: "verbatim" },
      { path: `${pkg}/_reducer.py`, content: templates.render("reducer", { header }), format: "verbatim" },
      { path: `${pkg}/reducers.json`, content: `${JSON.stringify(behaviourView(ctx).programs.reducers, null, 2)}\n`, format: "verbatim" },
      { path: `${pkg}/_convert.py`, content: templates.render("convert", { header }), format: "verbatim" },
      {
        path: "tests/test_examples.py",
        content: templates.render("examples_test", {
          header,
          package: pkg,
          versionList: versions.join(", "),
          examples: examples(ctx).map((e) => ({ id: pyString(e.id), type: e.type, json: pyString(jsonText(e.value)) })),
        }),
        format: "verbatim",
      },
    ];
    for (const ix of ctx.versions.values()) {
      const blocks = emissionOrder(ix).map(renderDecl(ix));
      const code = blocks.join("\n");
      files.push({
        path: `${pkg}/${ix.version.name}.py`,
        content: templates.render("module", {
          header,
          version: ix.version.name,
          typingImports: used(TYPING_NAMES, code).join(", "),
          pydanticImports: used(PYDANTIC_NAMES, code).join(", "),
          notNull: /\bNotNull\[/.test(code),
          blocks,
        }),
        format: "verbatim",
      });
    }
    return files;
  },
};
