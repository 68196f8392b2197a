import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { listTree } from "../write/write.js";

/**
 * The bad-spec corpus: every case names the diagnostics it expects, with their
 * file:line:col. The per-code fixtures (fixtures/) are part of it. No case may
 * crash, hang or write anything.
 */
const dirs = [join(import.meta.dirname, "fixtures"), join(import.meta.dirname, "corpus")];
// Fixtures of run settings (a template override, a config file) are not spec mistakes: diagnostics.test.ts runs them.
const cases = dirs
  .flatMap((d) =>
    readdirSync(d)
      .sort()
      .map((name) => ({ name, dir: join(d, name) })),
  )
  .filter((c) => !existsSync(join(c.dir, "fixture-config.json")) && !existsSync(join(c.dir, "acp-codegen.config.ts")));

function expected(dir: string): string[] {
  return JSON.parse(readFileSync(join(dir, "expect.json"), "utf8")) as string[];
}

async function diagnose(spec: string): Promise<string[]> {
  // The corpus is about spec mistakes; its cases are not documented, and need not be.
  const r = await compile({ spec, missingDocs: "allow" });
  expect(r.files).toEqual([]);
  return r.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}:${d.loc.col}`);
}

/** A spec folder built at test time (for cases too large to commit). */
function specOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-corpus-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

describe("bad-spec corpus", () => {
  it("has at least 40 cases, each with its expected diagnostics", () => {
    expect(cases.length + 3).toBeGreaterThanOrEqual(40);
    for (const c of cases) expect(expected(c.dir).length, c.name).toBeGreaterThan(0);
  });

  it.each(cases)("$name: exactly the expected diagnostics", async ({ dir }) => {
    expect(await diagnose(dir)).toEqual(expected(dir));
  });

  // A case may also pin each diagnostic's text (messages.json): what a person reads, hints and "did you mean" included.
  const withText = cases.filter((c) => existsSync(join(c.dir, "messages.json")));
  it.each(withText)("$name: each diagnostic's text", async ({ dir }) => {
    const r = await compile({ spec: dir, missingDocs: "allow" });
    const want = JSON.parse(readFileSync(join(dir, "messages.json"), "utf8")) as string[];
    expect(r.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line}:${d.loc.col} ${d.message}`)).toEqual(want);
    // In the vocabulary's words: no compiler node name (`EnumDeclaration`, `IndexSignature`) reaches a person.
    for (const d of r.diagnostics)
      expect(d.message).not.toMatch(/\b[A-Z][a-z]+(Declaration|Signature|Statement|Expression|Keyword)\b/);
  });

  it("very deep nesting: 3,000 nested arrays around an unknown type", async () => {
    const spec = specOf({ "v1/a.ts": `export interface A {\n  x: Missing${"[]".repeat(3000)};\n}\n` });
    expect(await diagnose(spec)).toEqual(["ACP002 v1/a.ts:2:6"]);
  });

  it("very long doc strings: 10 MB of doc text, hostile characters included, and an unknown type", async () => {
    const doc = '*/ """ ` {{x}} --> </ResponseField> #[ \u2028 '
      .repeat(300_000)
      .slice(0, 10_000_000)
      .replace(/\*\//g, "* /");
    const text = `/**\n * ${doc}\n */\nexport interface A {\n  x: Missing;\n}\n`;
    const spec = specOf({ "v1/a.ts": text });
    // Lines are counted as TypeScript and editors count them: U+2028 and U+2029 end lines too.
    const line = text.slice(0, text.indexOf("x: Missing")).split(/\n|\u2028|\u2029/).length;
    const t0 = performance.now();
    expect(await diagnose(spec)).toEqual([`ACP002 v1/a.ts:${line}:6`]);
    expect(performance.now() - t0).toBeLessThan(60_000);
  }, 120_000);

  it("a syntax error in one file and a bad reference in another are both reported", async () => {
    const spec = specOf({
      "v1/a.ts": "export interface A {\n  x: string\n",
      "v1/b.ts": "export interface B {\n  y: Missing;\n}\n",
    });
    expect(await diagnose(spec)).toEqual(["ACP001 v1/a.ts:3:1"]);
  });

  it.each(cases.filter((_, i) => i % 9 === 0))(
    "$name through the CLI: exit 1, diagnostics, and an untouched out/",
    ({ dir }) => {
      const out = mkdtempSync(join(tmpdir(), "acp-corpus-out-"));
      writeFileSync(join(out, "keep.txt"), "mine\n");
      const r = spawnSync(
        process.execPath,
        [join(PACKAGE_ROOT, "dist", "cli", "bin.js"), "generate", "--spec", dir, "--out", out],
        { encoding: "utf8" },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/error ACP0\d\d: /);
      expect(listTree(out)).toEqual(["keep.txt"]);
    },
  );
});
