/** Rules on the spec's worked examples and hand-written vectors: each one parses as its type says. */

import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { checkMessage, checkValue, checkValue as checkValueOf, isPlainObject } from "../model/check-value.js";
import { firstDuplicateMember } from "../model/duplicate-members.js";
import { envelopeTypeNames } from "../model/methods.js";
import type { VersionIndex } from "../model/index.js";
import type { TypeExpr } from "../model/types.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { specFeatures } from "../model/features.js";
import { declRef, fieldType, ownFields } from "./rule.js";
import type { Rule } from "./rule.js";

/** The steps of a JSON path as the checker writes it (`$.a[0]["b c"]`), or null when it cannot be read. */
function pathSteps(path: string): (string | number)[] | null {
  const steps: (string | number)[] = [];
  const step = /^(?:\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
  let rest = path.startsWith("$") ? path.slice(1) : null;
  if (rest === null) return null;
  while (rest) {
    const m = step.exec(rest);
    if (!m) return null;
    steps.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string)));
    rest = rest.slice(m[0].length);
  }
  return steps;
}

/**
 * A misspelt field name behind an example's problem, as a hint: for a required field that is missing,
 * a key of the same object that is near its name; for an unknown field of a closed object, the field of
 * that object nearest to it. Empty when no name is near.
 */
function misspeltField(ix: VersionIndex, value: unknown, problem: string): string {
  const m = /^at (\$\S*): (required field is missing|unknown field in closed (\w+))$/.exec(problem);
  const steps = m ? pathSteps(m[1]!) : null;
  if (!m || !steps || steps.length === 0) return "";
  const name = steps[steps.length - 1]!;
  let holder: unknown = value;
  for (const s of steps.slice(0, -1))
    holder =
      isPlainObject(holder) || Array.isArray(holder) ? (holder as Record<string | number, unknown>)[s] : undefined;
  if (typeof name !== "string" || !isPlainObject(holder)) return "";
  if (m[3] === undefined) {
    const near = didYouMean(name, Object.keys(holder));
    return near ? ` (the example has '${/'(.*)'\?$/.exec(near)![1]}': a misspelling of '${name}'?)` : "";
  }
  const d = ix.decls.get(m[3]);
  return d?.kind === "object"
    ? didYouMean(
        name,
        d.fields.map((f) => f.name).filter((f) => !Object.hasOwn(holder, f)),
      )
    : "";
}

export const examples: Rule = {
  name: "examples",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const v = ix.version.name;
      const checkValue = (ix: VersionIndex, type: TypeExpr, value: unknown): string | null => {
        const problem = checkValueOf(ix, type, value);
        return problem === null ? null : `${problem}${misspeltField(ix, value, problem)}`;
      };
      for (const d of ix.version.decls) {
        for (const ex of d.doc.examples) {
          const problem = checkValue(ix, declRef(d), ex.value);
          if (problem)
            out.push(diag("example-mismatch", ex.loc, `this example is not a valid ${v}.${d.name}: ${problem}`));
        }
        const fieldsWithExamples = ownFields(d);
        for (const f of fieldsWithExamples) {
          for (const ex of f.doc.examples) {
            const problem = checkValue(ix, fieldType(f), ex.value);
            if (problem)
              out.push(
                diag(
                  "example-mismatch",
                  ex.loc,
                  `this example is not a valid '${f.name}' of ${v}.${d.name}: ${problem}`,
                ),
              );
          }
        }
        if (d.kind === "union") {
          for (const x of d.variants) {
            for (const ex of x.doc.examples) {
              const problem =
                isPlainObject(ex.value) && ex.value[d.tagField] === x.tag
                  ? checkValue(ix, declRef(d), ex.value)
                  : `the example must carry "${d.tagField}": "${x.tag}"`;
              if (problem)
                out.push(
                  diag(
                    "example-mismatch",
                    ex.loc,
                    `this example is not a valid '${x.tag}' variant of ${v}.${d.name}: ${problem}`,
                  ),
                );
            }
          }
        }
      }
      for (const m of ix.version.methods) {
        for (const ex of m.doc.examples) {
          const msg = ex.value;
          let problem: string | null;
          if (!isPlainObject(msg) || msg.method !== m.name)
            problem = `a method example is a JSON-RPC message with "method": "${m.name}"`;
          else if ((m.kind === "notification") === Object.hasOwn(msg, "id")) {
            problem = m.kind === "notification" ? "a notification has no id" : "a request needs an id";
          } else problem = checkValue(ix, { kind: "ref", name: m.params, loc: m.loc }, msg.params);
          if (problem)
            out.push(
              diag(
                "example-mismatch",
                ex.loc,
                `this example is not a valid ${v} '${m.name}' message: ${problem.replace(/^at \$/, "at $.params")}`,
              ),
            );
        }
      }
    }
    return out;
  },
};

/** Hand-written vectors must be well formed, name real types, and (for decode vectors) expect what the spec says. */
export const handVectors: Rule = {
  name: "hand-vectors",
  run: ({ model, versions, prior }) => {
    const out: Diagnostic[] = [];
    // Vectors are judged against the types: while a type is broken, their verdicts would only echo that.
    if (prior.some((d) => d.severity === "error")) return out;
    const known = new Set(specFeatures(model));
    for (const f of model.vectorFiles) {
      f.vectors.forEach((raw, i) => {
        const loc = f.locs[i]!;
        const bad = (msg: string): void => void out.push(diag("vector-mismatch", loc, msg));
        if (!isPlainObject(raw) || typeof raw.id !== "string") return bad(`vector ${i} needs an "id"`);
        const v = raw as Record<string, unknown>;
        const ix = (name: unknown): VersionIndex | undefined =>
          typeof name === "string" ? versions.get(name) : undefined;
        if (v.unstable !== undefined && (!Array.isArray(v.unstable) || v.unstable.some((f) => typeof f !== "string")))
          return bad(`${v.id}: "unstable" is an array of feature names`);
        // A vector is judged against the stable surface plus the features it switches on: features the spec names.
        const features = new Set((v.unstable as string[] | undefined) ?? []);
        const unknown = [...features].filter((x) => !known.has(x));
        if (unknown.length)
          return bad(
            `${v.id}: the spec has no unstable feature ${unknown.map((x) => `'${x}'`).join(", ")}${known.size ? ` (it has ${[...known].sort().join(", ")})` : ""}`,
          );
        if (v.kind === "decode") {
          const [version, type] = String(v.type).split(".");
          const vix = ix(version);
          const envelope = vix && type ? envelopeTypeNames(vix.version).includes(type) : false;
          if (!vix || !type || !(vix.decls.has(type) || envelope))
            return bad(`${v.id}: ${String(v.type)} is not a type of the spec`);
          if (v.expect !== "accept" && v.expect !== "reject") return bad(`${v.id}: expect is "accept" or "reject"`);
          if (v.mode !== undefined && v.mode !== "strict" && v.mode !== "lenient")
            return bad(`${v.id}: "mode" is "strict" or "lenient"`);
          if (v.compare !== undefined && v.compare !== "output" && v.compare !== "verdict")
            return bad(`${v.id}: "compare" is "output" or "verdict"`);
          if ("text" in v && "json" in v) return bad(`${v.id}: the input is given once, as "json" or as "text"`);
          if (!("text" in v) && !("json" in v))
            return bad(`${v.id}: a decode vector needs "json" (or "text", the exact JSON text)`);
          let input: unknown = v.json;
          let duplicate: string | null = null;
          if ("text" in v) {
            if (typeof v.text !== "string") return bad(`${v.id}: "text" is a string, the exact JSON text of the input`);
            if (v.expect === "accept" && v.compare !== "verdict" && !("canonical" in v))
              return bad(`${v.id}: an accepted "text" vector names its output in "canonical"`);
            try {
              input = JSON.parse(v.text) as unknown;
            } catch (e) {
              return bad(`${v.id}: "text" is not JSON: ${(e as Error).message}`);
            }
            const dup = firstDuplicateMember(v.text);
            if (dup) duplicate = `at ${dup.path}: duplicate member ${JSON.stringify(dup.name)}`;
          }
          // The spec's own reading is the strict one; a lenient vector is judged by the bindings' lenient mode alone.
          if (v.mode === "lenient") return;
          const problem =
            duplicate ??
            (envelope
              ? checkMessage(vix, type, input, features)!
              : checkValue(vix, { kind: "ref", name: type, loc }, input, features));
          if ((problem === null) !== (v.expect === "accept")) {
            bad(
              `${v.id}: expects ${v.expect}, but the spec ${problem === null ? "accepts it" : `rejects it (${problem})`}`,
            );
          }
        } else if (v.kind === "apply") {
          const vix = ix(v.version);
          if (!vix?.version.reducer) return bad(`${v.id}: version ${String(v.version)} has no reducer`);
          if (!Array.isArray(v.updates)) return bad(`${v.id}: updates is an array`);
          const union = vix.version.reducer.union.split(".")[1]!;
          v.updates.forEach((u, j) => {
            const problem = checkValue(vix, { kind: "ref", name: union, loc }, u, features);
            if (problem && !(isPlainObject(v.expect) && v.expect.error === true))
              bad(
                `${v.id}: updates[${j}] is not a valid ${vix.version.name}.${union} (${problem}), so the vector must expect an error`,
              );
          });
        } else if (v.kind === "convert") {
          if (!ix(v.from) || !ix(v.to)) return bad(`${v.id}: from and to must be versions of the spec`);
          if (!Array.isArray(v.inputs) || !Array.isArray(v.expect) || v.inputs.length !== v.expect.length)
            return bad(`${v.id}: inputs and expect are arrays of one length`);
        } else bad(`${v.id}: kind is decode, apply or convert`);
      });
    }
    return out;
  },
};
