import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { retainParsedTrees } from "../load/load.js";
import { listSpecFiles } from "../load/sources.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { memoStats, memoStep, memoTarget, retainRuns, startRun } from "./retained.js";

type Sources = { rel: string; text: string }[];

/** The first match's replacement, failing the test when the pattern is not in the text (an edit that edits nothing). */
function once(re: RegExp, by: (m: RegExpExecArray) => string): (text: string) => string {
  return (text) => {
    const m = re.exec(text);
    if (!m) throw new Error(`the spec has no ${re}`);
    return text.slice(0, m.index) + by(m) + text.slice(m.index + m[0].length);
  };
}

/** What a run gives: its diagnostics, and each file's path and SHA-256 (a whole output, megabytes, compared by hash). */
async function outcome(spec: string): Promise<string> {
  const r = await compile({ spec, cache: false });
  const files = r.files.map((f) => `${f.path} ${createHash("sha256").update(f.content).digest("hex")}`).sort();
  const diagnostics = r.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}:${d.loc.col} ${d.message}`);
  return JSON.stringify({ diagnostics, files }, null, 1);
}

const work = mkdtempSync(join(tmpdir(), "acp-codegen-retained-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("watch mode keeps each target's and declaration's output between runs", () => {
  it("gives, after each edit of a chain, the files and diagnostics of a cold run of the same spec", async () => {
    const specDir = join(PACKAGE_ROOT, "spec");
    const version = readdirSync(specDir)
      .filter((n) => /^v\d+$/.test(n))
      .sort()
      .at(-1)!;
    const original: Sources = listSpecFiles(specDir);
    const files = original.filter((s) => s.rel.startsWith(`${version}/`) && s.rel.endsWith(".ts"));
    const withFieldDoc = files.find((s) => /\/\*\* [^*@\n]+ \*\/\n {2}\w+\??:/.test(s.text))!;
    const withTypeDoc = files.find((s) => /\/\*\* [^*@\n]+ \*\/\nexport (interface|type) \w+/.test(s.text))!;
    const withInterface = files.find((s) => /^export interface \w+ \{\n/m.test(s.text))!;
    const withValueDoc = files.find((s) => /\/\*\* [^*@\n]+ \*\/\n {2}\| "/.test(s.text))!;
    const withMethods = files.find(
      (s) => /^export interface \w+ extends \w+</m.test(s.text) && /\n {2}\/\*\*\n {3}\* [^\n@]+/.test(s.text),
    )!;
    const withString = files.find((s) => /^ {2}\w+\??: string;$/m.test(s.text))!;
    // A type named once in the whole spec (where it is declared) goes without breaking the spec; else the step
    // compares the diagnostics of a broken spec.
    const all = original.map((s) => s.text).join("\n");
    const lonely = files
      .flatMap((s) => [...s.text.matchAll(/^export interface (\w+) \{\n[\s\S]*?^\}\n/gm)].map((m) => ({ s, m })))
      .find(({ m }) => all.split(new RegExp(`\\b${m[1]}\\b`)).length === 2);
    const removed = lonely ?? {
      s: withInterface,
      m: /^export interface \w+ \{\n[\s\S]*?^\}\n/m.exec(withInterface.text)!,
    };

    let current = new Map(original.map((s) => [s.rel, s.text]));
    const steps: { name: string; sources: Map<string, string> }[] = [];
    const then = (name: string, rel: string, change: (text: string) => string): void => {
      current = new Map(current);
      current.set(rel, change(current.get(rel)!));
      steps.push({ name, sources: current });
    };
    const fieldDoc = /\/\*\* ([^*@\n]+) \*\/\n( {2}\w+\??:)/;
    const typeDoc = /\/\*\* ([^*@\n]+) \*\/\n(export (?:interface|type) \w+)/;
    then(
      "a field's doc edited",
      withFieldDoc.rel,
      once(fieldDoc, (m) => `/** ${m[1]} (edited) */\n${m[2]}`),
    );
    then(
      "a type's doc edited",
      withTypeDoc.rel,
      once(typeDoc, (m) => `/** ${m[1]} (edited) */\n${m[2]}`),
    );
    then(
      "an enum value's doc edited",
      withValueDoc.rel,
      once(/\/\*\* ([^*@\n]+) \*\/\n( {2}\| ")/, (m) => `/** ${m[1]} (edited) */\n${m[2]}`),
    );
    then(
      "a method's doc edited",
      withMethods.rel,
      once(/(\n {2}\/\*\*\n {3}\* )([^\n@]+)/, (m) => `${m[1]}${m[2]} (edited)`),
    );
    then("the field's doc edited again", withFieldDoc.rel, (t) => t.replace("(edited) */", "(edited twice) */"));
    // A doc that grows a line moves every position after it in its file: a change of shape, not only of a doc.
    then(
      "a type's doc grows a line",
      withTypeDoc.rel,
      once(/\(edited\) \*\//, () => "(edited)\n * A second line the edit adds.\n */"),
    );
    then(
      "a field added",
      withInterface.rel,
      once(/^(export interface \w+ \{\n)/m, (m) => `${m[1]}  /** A field the edit adds. */\n  addedByEdit?: string;\n`),
    );
    then(
      "the type's doc edited after the field",
      withTypeDoc.rel,
      once(/A second line the edit adds\./, () => "A second line the edit changed."),
    );
    then("the field renamed", withInterface.rel, (t) => t.replace("addedByEdit?:", "renamedByEdit?:"));
    then(
      "a field's type changed",
      withString.rel,
      once(/^( {2}\w+\??: )string;$/m, (m) => `${m[1]}string | null;`),
    );
    then("a declaration removed", removed.s.rel, (t) => t.replace(removed.m[0], ""));
    then("a doc edited while the declaration is gone", withFieldDoc.rel, (t) => t.replace("twice) */", "thrice) */"));
    // Every edit reverted at once: the run gives the first run's output again.
    current = new Map(original.map((s) => [s.rel, s.text]));
    steps.push({ name: "every file as it was", sources: current });
    const chain = [{ name: "the spec", sources: new Map(original.map((s) => [s.rel, s.text])) }, ...steps].filter(
      (s, i, list) => i === 0 || [...s.sources].some(([rel, text]) => list[i - 1]!.sources.get(rel) !== text),
    );

    // Each step's spec in a folder of its own: a cold run of each, before this process keeps anything.
    const dirs = chain.map((step, i) => {
      const dir = join(work, `step-${i}`);
      cpSync(specDir, dir, { recursive: true });
      for (const [rel, text] of step.sources) writeFileSync(join(dir, rel), text);
      return dir;
    });
    const cold: string[] = [];
    for (const dir of dirs) cold.push(await outcome(dir));
    // The edits change the output: the comparison below compares outputs that differ from step to step.
    expect(new Set(cold).size).toBeGreaterThan(chain.length / 2);

    // Watch mode: one folder edited in place, run after run.
    retainParsedTrees();
    retainRuns();
    const watched = join(work, "watched");
    cpSync(specDir, watched, { recursive: true });
    const kept: string[] = [];
    const reused: number[] = [];
    for (const step of chain) {
      for (const [rel, text] of step.sources)
        if (readFileSync(join(watched, rel), "utf8") !== text) writeFileSync(join(watched, rel), text);
      const before = memoStats().reused;
      kept.push(await outcome(watched));
      reused.push(memoStats().reused - before);
    }
    for (let i = 0; i < chain.length; i++) expect(kept[i], `after ${chain[i]!.name}`).toBe(cold[i]);
    // The runs after a doc edit took most of their output from the run before (else this test compares cold runs).
    const docSteps = chain.flatMap((s, i) =>
      /doc edited/.test(s.name) && (JSON.parse(cold[i]!) as { files: string[] }).files.length ? [reused[i]!] : [],
    );
    expect(docSteps.length).toBeGreaterThan(2);
    for (const n of docSteps) expect(n).toBeGreaterThan(100);
  }, 600_000);
});

describe("watch mode's record of the doc texts a step read", () => {
  it("numbers a model's doc texts alike whether or not its nodes share a doc object, so an edit renders only what read it", () => {
    retainRuns();
    type Decl = { name: string; doc: { text: string } };
    // Two models of one shape; in the first, the first two declarations share one doc object (as the model builder's
    // nodes may, run to run), in the second each has its own, and the third declaration's doc is edited.
    const model = (texts: readonly string[], share: boolean): { decls: Decl[] } => {
      const first = { text: texts[0]! };
      return { decls: texts.map((text, i) => ({ name: `T${i}`, doc: share && i < 2 ? first : { text } })) };
    };
    const computed: string[] = [];
    const render = (m: { decls: Decl[] }): string[] =>
      memoTarget("numbering", m, () => {
        // Read outside the steps, as a target reads a module's header: the last declaration's doc.
        const tail = m.decls.at(-1)!.doc.text;
        const body = m.decls.map((d) =>
          memoStep(d.name, () => {
            computed.push(d.name);
            return `${d.name}: ${d.doc.text}`;
          }),
        );
        return [...body, tail];
      });
    const first = model(["same", "same", "c", "d"], true);
    startRun(first);
    expect(render(first)).toEqual(["T0: same", "T1: same", "T2: c", "T3: d", "d"]);
    computed.length = 0;
    const second = model(["same", "same", "c2", "d"], false);
    startRun(second);
    expect(render(second)).toEqual(["T0: same", "T1: same", "T2: c2", "T3: d", "d"]);
    // Only the edited declaration's step ran again: the target's own read (the last doc) kept its number.
    expect(computed).toEqual(["T2"]);
  });
});

describe("watch mode's steps inside a step", () => {
  it("keeps them while the step around them is taken whole, so a later edit inside renders only what it touched", () => {
    retainRuns();
    type Decl = { name: string; doc: { text: string } };
    const model = (texts: readonly string[]): { decls: Decl[] } => ({
      decls: texts.map((text, i) => ({ name: `T${i}`, doc: { text } })),
    });
    const computed: string[] = [];
    const step = (d: Decl): string =>
      memoStep(d.name, () => {
        computed.push(d.name);
        return `${d.name}: ${d.doc.text}`;
      });
    // T0 and T1 inside a step of their own (a module), T2 beside it.
    const render = (m: { decls: Decl[] }): string[] =>
      memoTarget("nested", m, () => [
        ...memoStep("module", () => {
          computed.push("module");
          return [step(m.decls[0]!), step(m.decls[1]!)];
        }),
        step(m.decls[2]!),
      ]);
    const runOf = (texts: readonly string[]): string[] => {
      const m = model(texts);
      startRun(m);
      computed.length = 0;
      return render(m);
    };
    expect(runOf(["a", "b", "c"])).toEqual(["T0: a", "T1: b", "T2: c"]);
    // Two runs that edit only T2: the module is taken whole each time.
    expect(runOf(["a", "b", "c2"])).toEqual(["T0: a", "T1: b", "T2: c2"]);
    expect(computed).toEqual(["T2"]);
    expect(runOf(["a", "b", "c3"])).toEqual(["T0: a", "T1: b", "T2: c3"]);
    expect(computed).toEqual(["T2"]);
    // Then T0: the module renders again, and of its steps only T0 (T1's was kept through the runs that took the
    // module whole).
    expect(runOf(["a2", "b", "c3"])).toEqual(["T0: a2", "T1: b", "T2: c3"]);
    expect(computed).toEqual(["module", "T0"]);
  });
});
