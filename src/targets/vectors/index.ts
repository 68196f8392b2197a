import { printJson } from "../../format/print.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { examplesOf } from "../../model/examples.js";
import { conversionVectors, derive, type DecodeVectorOut } from "./derive.js";
import { dispatchVectors, publishedNameVectors } from "./dispatch.js";

/** Conformance vectors generated from the spec, plus the hand-written ones under spec/vectors. */
export const vectorsTarget: Target = {
  name: "vectors",
  outDir: "vectors",
  description:
    "conformance vectors: spec examples, derived rejects, conversion examples, typed dispatch and hand-written edge cases",
  generate(ctx: TargetContext): GeneratedFile[] {
    const accept: DecodeVectorOut[] = [];
    const derived: DecodeVectorOut[] = [];
    for (const ix of ctx.versions.values()) {
      for (const ex of examplesOf(ix)) {
        const unstable = [...ex.unstable];
        accept.push({
          id: `example-${ex.label}`,
          kind: "decode",
          type: ex.type,
          json: ex.value,
          expect: "accept",
          ...(unstable.length && { unstable }),
        });
        derived.push(...derive(ix, ex.type, ex.value, ex.label, unstable));
      }
    }
    // The same mutation of equal examples gives equal vectors: keep the first of each.
    const seen = new Set<string>();
    const unique = derived.filter((v) => {
      const key = `${v.type}|${JSON.stringify(v.json)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const file = (path: string, vectors: unknown[]): GeneratedFile => ({
      path,
      format: "json",
      content: ctx.templates.render("json", { json: printJson({ "x-generated": GENERATED_HEADER, vectors }) }),
    });
    const files = [
      file("examples.json", accept),
      file("derived.json", unique),
      file("conversions.json", conversionVectors(ctx.model, ctx.versions)),
      file("dispatch.json", [...ctx.versions.values()].flatMap(dispatchVectors)),
      file("published-names.json", [...ctx.versions.values()].flatMap(publishedNameVectors)),
    ];
    for (const hv of ctx.model.vectorFiles) files.push(file(hv.name, hv.vectors as unknown[]));
    return files;
  },
};
