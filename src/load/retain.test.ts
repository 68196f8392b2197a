import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildModel } from "../model/build.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { listSpecFiles } from "./sources.js";
import { loadSources, retainParsedTrees } from "./load.js";
import { retainRuns } from "../render/retained.js";

type Sources = { rel: string; text: string }[];

/** The model and diagnostics of a spec, as the pipeline reads them (every file parsed, then built). */
function built(sources: Sources): string {
  const loaded = loadSources(sources);
  const { model, diagnostics } = buildModel(loaded.files, loaded.vectorFiles);
  return JSON.stringify({ model, diagnostics, syntax: loaded.diagnostics }, (_k, v: unknown) =>
    typeof v === "bigint" ? `${v}n` : v,
  );
}

/** A copy of the sources with one file's text changed (null: the file removed). */
function edit(sources: Sources, rel: string, change: (text: string) => string | null): Sources {
  const out: Sources = [];
  for (const s of sources) {
    if (s.rel !== rel) out.push(s);
    else {
      const text = change(s.text);
      if (text !== null) out.push({ rel, text });
    }
  }
  return out;
}

/** The first match's replacement, failing the test when the pattern is not in the text (an edit that edits nothing). */
function once(re: RegExp, by: (m: RegExpExecArray) => string): (text: string) => string {
  return (text) => {
    const m = re.exec(text);
    if (!m) throw new Error(`the spec has no ${re}`);
    return text.slice(0, m.index) + by(m) + text.slice(m.index + m[0].length);
  };
}

describe("a long-lived process keeps the spec's syntax trees (watch mode)", () => {
  it("builds, after each edit, the model and diagnostics a fresh parse builds", () => {
    const spec = listSpecFiles(join(PACKAGE_ROOT, "spec"));
    const version = readdirSync(join(PACKAGE_ROOT, "spec"))
      .filter((n) => /^v\d+$/.test(n))
      .sort()
      .at(-1)!;
    // The version's files, largest last: the edits land in files that declare interfaces, unions and docs.
    const files = spec.filter((s) => s.rel.startsWith(`${version}/`) && s.rel.endsWith(".ts"));
    const withInterface = files.find((s) => /^export interface \w+ \{\n/m.test(s.text))!;
    const withUnion = files.find((s) => /^export type \w+ = OpenUnion<\n {2}"\w+",\n {2}\{\n/m.test(s.text))!;
    const withDoc = files.find((s) => /\/\*\* [^*@\n]+ \*\/\n {2}\w+\??:/.test(s.text))!;
    const steps: Sources[] = [];
    let current = spec;
    const then = (rel: string, change: (text: string) => string | null): void => {
      current = edit(current, rel, change);
      steps.push(current);
    };
    then(
      withDoc.rel,
      once(/\/\*\* ([^*@\n]+) \*\/\n( {2}\w+\??:)/, (m) => `/** ${m[1]} (edited) */\n${m[2]}`),
    );
    then(
      withInterface.rel,
      once(/^(export interface \w+ \{\n)/m, (m) => `${m[1]}  /** A field the edit adds. */\n  addedByEdit?: string;\n`),
    );
    then(
      withInterface.rel,
      once(/^export interface (\w+) \{/m, (m) => `export interface ${m[1]}Renamed {`),
    );
    then(
      withUnion.rel,
      once(
        /(= OpenUnion<\n {2}"\w+",\n {2}\{\n[\s\S]*?\n {4})(\w+): (\w+);/,
        (m) => `${m[1]}${m[2]}: ${m[3]};\n    added_by_edit: ${m[3]};`,
      ),
    );
    then(withDoc.rel, (t) => `${t}\nexport interface Broken {\n`);
    then(withDoc.rel, (t) => t.replace(/\nexport interface Broken \{\n$/, ""));
    then(withUnion.rel, () => null);
    then(withUnion.rel, () => readFileSync(join(PACKAGE_ROOT, "spec", withUnion.rel), "utf8"));
    // Every step as a fresh parse builds it, before any tree is kept.
    const fresh = [spec, ...steps].map(built);
    // Watch mode also keeps what each declaration's statement read to (model/build.ts), by syntax node.
    retainParsedTrees();
    retainRuns();
    const kept = [spec, ...steps].map(built);
    // The edits change the model, so the comparison below compares models that differ from step to step.
    expect(new Set(fresh).size).toBeGreaterThan(steps.length - 2);
    // Compared whole (a diff of two models would be megabytes of output): each step names itself when it differs.
    expect(kept.map((k, i) => (k === fresh[i] ? "same" : `step ${i} differs`))).toEqual(kept.map(() => "same"));
  }, 120_000);
});
