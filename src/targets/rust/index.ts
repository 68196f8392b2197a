import { examplesOf } from "../../model/examples.js";
import type { Decl } from "../../model/types.js";
import { snakeCase } from "../../naming.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { jsonText } from "../../render/text.js";
import { behaviourView } from "../../render/behaviour.js";
import { callStatement, declViews, moduleImports, rawString, rustString } from "./view.js";

export const RUST_CRATE_NAME = /^[a-z][a-z0-9_-]*$/;

/** A serde crate: `v1` and `v2` modules, round-trip tests, and a conformance harness. */
export const rustTarget: Target = {
  name: "rust",
  outDir: "rust",
  description: "a serde crate (MaybeUndefined patch fields, open unions that keep unknown variants)",
  generate(ctx: TargetContext): GeneratedFile[] {
    const { templates, config } = ctx;
    const crateIdent = config.rustCrate.replace(/-/g, "_");
    const versions = [...ctx.versions.keys()];
    const header = GENERATED_HEADER;
    const renderDecl = (d: Decl): string => templates.render(d.kind, (declViews[d.kind] as (x: Decl) => object)(d)).trimEnd();
    const counts = new Map<string, number>();
    const tests = [...ctx.versions.values()].flatMap(examplesOf).map((e) => {
      const [version, name] = e.type.split(".") as [string, string];
      const base = `${version}_${snakeCase(name)}`;
      const n = (counts.get(base) ?? 0) + 1;
      counts.set(base, n);
      return { name: `${base}_${n}`, call: callStatement("    ", `round_trip::<${crateIdent}::${version}::${name}>`, rawString(jsonText(e.value))) };
    });
    const files: GeneratedFile[] = [
      { path: "Cargo.toml", content: templates.render("cargo", { header, crate: config.rustCrate, version: "0.1.0" }), format: "verbatim" },
      { path: "src/lib.rs", content: templates.render("lib", { header, versions }), format: "verbatim" },
      { path: "src/maybe_undefined.rs", content: templates.render("maybe_undefined", { header }), format: "verbatim" },
      { path: "src/runtime.rs", content: templates.render("runtime", { header }), format: "verbatim" },
      { path: "tests/examples.rs", content: templates.render("examples_test", { header, tests }), format: "verbatim" },
      { path: "examples/acp-conformance.rs", content: templates.render("harness", { header, crateIdent }), format: "verbatim" },
      {
        path: "src/registry.rs",
        content: templates.render("registry", {
          header,
          types: [...ctx.versions.values()].flatMap((ix) =>
            ix.version.decls.map((d) => ({ wire: rustString(`${ix.version.name}.${d.name}`), path: `crate::${ix.version.name}::${d.name}` })),
          ),
        }),
        format: "verbatim",
      },
      { path: "src/git_patch.rs", content: templates.render("git_patch", { header }), format: "verbatim" },
      { path: "src/reducer.rs", content: templates.render("reducer", { header }), format: "verbatim" },
      { path: "src/reducers.json", content: `${JSON.stringify(behaviourView(ctx).programs.reducers, null, 2)}\n`, format: "verbatim" },
      { path: "src/convert.rs", content: templates.render("convert", { header }), format: "verbatim" },
    ];
    for (const ix of ctx.versions.values()) {
      files.push({
        path: `src/${ix.version.name}.rs`,
        content: templates.render("module", { header, version: ix.version.name, imports: moduleImports(ix), blocks: ix.version.decls.map(renderDecl) }),
        format: "verbatim",
      });
    }
    return files;
  },
};
