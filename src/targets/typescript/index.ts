import type { Decl } from "../../model/types.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { declViews, moduleView } from "./view.js";
import { behaviourTables } from "../../render/behaviour.js";
import { printTsLiteral } from "../../format/print.js";

/** The text before each generated data literal in its template (the literal's first line continues it). */
const REDUCERS_HEAD = "export const REDUCERS: { readonly [version: string]: ReducerTable } = ";
const RULES_HEAD = "export const RULES: { readonly [id: string]: string } = ";

/** TypeScript bindings: one module per version, a shared runtime, and a conformance harness. */
export const typescriptTarget: Target = {
  name: "typescript",
  outDir: "typescript",
  description: "TypeScript types with dependency-free codecs (parse, safeParse, serialize)",
  generate(ctx: TargetContext): GeneratedFile[] {
    const { templates } = ctx;
    const renderDecl = (d: Decl): string => {
      const view = (declViews[d.kind] as (x: Decl) => object)(d);
      return templates.render(d.kind, view);
    };
    const versions = [...ctx.versions.keys()];
    const files: GeneratedFile[] = [
      { path: "runtime.ts", content: templates.render("runtime.ts", { header: `// ${GENERATED_HEADER}` }), format: "typescript" },
      { path: "index.ts", content: templates.render("index", { header: GENERATED_HEADER, versions }), format: "typescript" },
      { path: "conformance/harness.ts", content: templates.render("harness", { header: GENERATED_HEADER, versions, tableList: versions.join(", "), hasBehaviour: false }), format: "typescript" },
    ];
    const behaviour = behaviourTables(ctx);
    // The reducer and the v1 <-> v2 converters exist only for a spec that declares them.
    const hasBehaviour = Boolean(behaviour.reducers["v1"] && behaviour.reducers["v2"] && ctx.model.conversions.length);
    if (hasBehaviour) files.push(
      { path: "git-patch.ts", content: templates.render("git-patch.ts", { header: `// ${GENERATED_HEADER}` }), format: "typescript" },
      {
        path: "reducer.ts",
        content: templates.render("reducer.ts", { header: `// ${GENERATED_HEADER}`, reducers: printTsLiteral(behaviour.reducers, REDUCERS_HEAD.length) }),
        format: "typescript",
      },
      {
        path: "convert.ts",
        content: templates.render("convert.ts", { header: `// ${GENERATED_HEADER}`, rules: printTsLiteral(behaviour.rules, RULES_HEAD.length) }),
        format: "typescript",
      },
    );
    if (hasBehaviour) {
      files[2] = { ...files[2]!, content: templates.render("harness", { header: GENERATED_HEADER, versions, tableList: versions.join(", "), hasBehaviour }) };
    }
    for (const ix of ctx.versions.values()) {
      files.push({
        path: `${ix.version.name}.ts`,
        content: templates.render("module", moduleView(ix, GENERATED_HEADER, renderDecl)),
        format: "typescript",
      });
    }
    return files;
  },
};
