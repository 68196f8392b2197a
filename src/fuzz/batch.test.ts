import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { DecodeOutcome, DecodeTask } from "../conformance/langs.js";
import { readJson, writeJson } from "../json.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import { compile } from "../pipeline.js";
import { defineLanguage, type LanguagePlugin } from "../plugin/index.js";
import { BATCH, fuzz, type Bindings, type FuzzReport } from "./fuzz.js";
import { inputStream, type FuzzInput } from "./generate.js";

/**
 * The fuzzer works a batch at a time: it generates a batch of inputs, runs it
 * through every language, judges it and keeps only counts and findings, so its
 * memory is bounded by the batch, not by the count. Two fake languages stand
 * for the real ones (no harness process): one writes back what it reads, the
 * other rejects some of what the first accepts, so that there are findings.
 */

let versions: VersionIndex[];

beforeAll(async () => {
  versions = [...indexModel((await compile({ targets: [] })).model!).values()];
}, 600_000);

/** The text a decode task stands for, or null for raw bytes. */
function textOfTask(t: DecodeTask): string | null {
  if (t.bytes !== undefined) return null;
  return t.text ?? writeJson(t.json);
}

/** How deep arrays and objects nest in JSON text (brackets inside strings counted too: an upper bound). */
function depth(text: string): number {
  let d = 0;
  let most = 0;
  for (const c of text) {
    if (c === "[" || c === "{") most = Math.max(most, ++d);
    else if (c === "]" || c === "}") d--;
  }
  return most;
}

/**
 * A fake language: accepts what the exact reader reads and writes it back (nesting up to 64 deep, as bindings
 * limit it), unless `refuses` says no; `onDecode` sees each batch it is given.
 */
function fakeLanguage(
  name: string,
  refuses: (compact: string) => boolean,
  onDecode: (tasks: readonly DecodeTask[]) => void = () => undefined,
): LanguagePlugin {
  const decode = (tasks: readonly DecodeTask[]): DecodeOutcome[] => {
    onDecode(tasks);
    return tasks.map((t) => {
      const text = textOfTask(t);
      let compact: string;
      try {
        if (text === null || depth(text) > 64) throw new SyntaxError("raw bytes, or nested too deep");
        compact = writeJson(readJson(text));
      } catch {
        return { id: t.id, ok: false, error: `${t.type}: at $: not read` };
      }
      return refuses(compact)
        ? { id: t.id, ok: false, error: `${t.type}: at $: refused` }
        : { id: t.id, ok: true, compact };
    });
  };
  return defineLanguage({
    name,
    displayName: name,
    description: "a fake language of the fuzzer's batch test",
    options: {},
    generate: () => [],
    conformance: () => ({ kinds: ["decode"], unavailable: () => null, run: decode as never, decode }),
  });
}

function bindings(plugins: readonly LanguagePlugin[]): Bindings {
  const dir = mkdtempSync(join(tmpdir(), "acp-fuzz-batch-"));
  return { out: dir, plugins, pluginOut: dir };
}

/** A report without its time, as text (the findings with their inputs and verdicts). */
function reportText(r: FuzzReport): string {
  const { seconds: _, ...rest } = r;
  return writeJson(rest);
}

describe("the fuzzer, a batch at a time", () => {
  it("gives the same report for the same seed whatever the batch size", () => {
    const out = bindings([fakeLanguage("echo", () => false), fakeLanguage("picky", (c) => c.length % 7 === 0)]);
    const run = (batch?: number): FuzzReport =>
      fuzz({
        versions,
        seed: 11,
        count: 700,
        langs: ["echo", "picky"],
        out,
        // The small classes of the hostile corpus (the large strings and objects only cost time here).
        hostile: 0.1,
        classes: ["duplicate-keys", "lone-surrogate", "bad-utf8", "bom", "huge-number", "member-keys"],
        paths: true,
        shrinkLimit: 2,
        ...(batch !== undefined && { batch }),
      });
    const whole = run();
    // The run is one that can differ: inputs of both verdicts, hostile ones, and findings (two of them shrunk).
    expect(whole.count).toBe(700);
    expect(whole.accepted).toBeGreaterThan(0);
    expect(whole.rejected).toBeGreaterThan(0);
    expect(whole.findings.length).toBeGreaterThan(2);
    expect(Object.keys(whole.byHostile).length).toBeGreaterThan(0);
    for (const batch of [1, 64, 699]) expect(reportText(run(batch)), `batch ${batch}`).toBe(reportText(whole));
  }, 300_000);

  it("holds one batch of inputs at a time: it draws the next batch only after judging the one before", () => {
    let drawn = 0;
    function* counted(): Generator<FuzzInput> {
      for (const x of inputStream(versions, 5, { hostile: 0 })) {
        drawn++;
        yield x;
      }
    }
    // What had been drawn when each language was given each batch.
    const seen: Record<string, number[]> = { echo: [], picky: [] };
    const langs = ["echo", "picky"].map((name) =>
      fakeLanguage(
        name,
        (c) => name === "picky" && c.includes("7"),
        (tasks) => seen[name]!.push(drawn, tasks.length),
      ),
    );
    const batch = 120;
    const count = 1000;
    const report = fuzz({
      versions,
      seed: 5,
      count,
      langs: ["echo", "picky"],
      out: bindings(langs),
      inputs: counted(),
      batch,
      shrinkLimit: 0,
    });
    expect(report.count).toBe(count);
    expect(report.findings.length).toBeGreaterThan(0);
    // Pairs of (drawn so far, batch size): never more drawn than the batches given out, and no input drawn twice.
    const want = Array.from({ length: Math.ceil(count / batch) }, (_, k) => [
      Math.min(count, (k + 1) * batch),
      Math.min(batch, count - k * batch),
    ]).flat();
    expect(seen.echo).toEqual(want);
    expect(seen.picky).toEqual(want);
    expect(drawn).toBe(count);
  }, 60_000);

  it("a batch larger than a harness process takes is still run in processes of at most that many inputs", () => {
    const sizes: number[] = [];
    const echo = fakeLanguage(
      "echo",
      () => false,
      (tasks) => sizes.push(tasks.length),
    );
    const count = BATCH + 10;
    fuzz({ versions, seed: 3, count, langs: ["echo"], out: bindings([echo]), hostile: 0, batch: count });
    expect(sizes).toEqual([BATCH, 10]);
  }, 60_000);
});
