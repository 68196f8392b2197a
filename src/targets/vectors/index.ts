import { printJson } from "../../format/print.js";
import { GENERATED_HEADER, type GeneratedFile, type Target, type TargetContext } from "../../render/target.js";
import { examplesOf } from "../../model/examples.js";
import { collectIfLarge } from "../../render/collect.js";
import { conversionVectors, derive, type DecodeVectorOut } from "./derive.js";
import { dispatchVectors, publishedNameVectors } from "./dispatch.js";

/** Conformance vectors generated from the spec, plus the hand-written ones under spec/vectors. */
export const vectorsTarget: Target = {
  name: "vectors",
  outDir: "vectors",
  description:
    "conformance vectors: spec examples, derived rejects, conversion examples, typed dispatch and hand-written edge cases",
  generate(ctx: TargetContext): GeneratedFile[] {
    const file = (path: string, vectors: unknown[]): GeneratedFile => ({
      path,
      format: "json",
      content: ctx.templates.render("json", { json: printJson({ "x-generated": GENERATED_HEADER, vectors }) }),
    });
    // One file at a time: each file's vectors are made, printed and let go before the next file's are made, and on
    // a large spec their garbage is collected before the next (10,000 types: tens of megabytes of objects, and the
    // text of every derived vector for the duplicate check); holding every file's at once raised the run's peak.
    const files: GeneratedFile[] = [];
    const add = (path: string, vectors: () => unknown[]): void => {
      files.push(file(path, vectors()));
      collectIfLarge();
    };
    add("examples.json", () => exampleVectors(ctx));
    add("derived.json", () => derivedVectors(ctx));
    add("conversions.json", () => conversionVectors(ctx.model, ctx.versions));
    add("dispatch.json", () => [...ctx.versions.values()].flatMap(dispatchVectors));
    add("published-names.json", () => [...ctx.versions.values()].flatMap(publishedNameVectors));
    for (const hv of ctx.model.vectorFiles) files.push(file(hv.name, hv.vectors as unknown[]));
    return files;
  },
};

/** Every spec example, as a vector that must be accepted. */
function exampleVectors(ctx: TargetContext): DecodeVectorOut[] {
  const accept: DecodeVectorOut[] = [];
  for (const ix of ctx.versions.values())
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
    }
  return accept;
}

/** The mutations of every example (see derive); the same mutation of equal examples gives equal vectors: the first of each is kept. */
function derivedVectors(ctx: TargetContext): DecodeVectorOut[] {
  const unique: DecodeVectorOut[] = [];
  const seen = new Set<string>();
  for (const ix of ctx.versions.values())
    for (const ex of examplesOf(ix))
      for (const v of derive(ix, ex.type, ex.value, ex.label, [...ex.unstable])) {
        const key = `${v.type}|${JSON.stringify(v.json)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        unique.push(v);
      }
  return unique;
}
