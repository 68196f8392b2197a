import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compile } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";

/**
 * `converters[direction].unlisted`: a union whose variants no rule lists may
 * fail by default instead of raising ACP016 for each. Built on the ACP016
 * fixture (one rule per direction, for variant `a` only), so the expectations
 * come from that fixture's own diagnostics.
 */
const temp = tempFolders(afterAll);
const FIXTURE = join(import.meta.dirname, "fixtures", "ACP016-variant-not-converted");

async function withConverters(converters: string): Promise<{ code: string; at: string; message: string }[]> {
  const dir = temp("acp-unlisted-");
  cpSync(FIXTURE, dir, { recursive: true });
  const rules = readFileSync(join(dir, "conversions.ts"), "utf8");
  writeFileSync(join(dir, "conversions.ts"), `${rules}\nexport const converters = ${converters};\n`);
  const r = await compile({ spec: dir, targets: [], cache: false, missingDocs: "allow" });
  return r.diagnostics.map((d) => ({
    code: d.code,
    at: `${d.loc.file}:${d.loc.line}:${d.loc.col}`,
    message: d.message,
  }));
}

describe("a default outcome for the variants no rule lists", () => {
  it("without it, ACP016 names each unlisted variant and explains both ways out", async () => {
    const ds = await withConverters("{}");
    const want = (JSON.parse(readFileSync(join(FIXTURE, "expect.json"), "utf8")) as string[]).map(
      (s) => s.split(" ")[1],
    );
    expect(ds.map((d) => d.at)).toEqual(want);
    for (const d of ds) {
      expect(d.code).toBe("ACP016");
      expect(d.message).toMatch(/add a rule to conversions\.ts/i);
      expect(d.message).toMatch(/converters\["v[12]->v[12]"\]\.unlisted = \{ "v[12]\.U": "fails" \}/);
    }
  });

  it("a union named in one direction needs no more rules there; the other direction still does", async () => {
    const base = await withConverters("{}");
    const ds = await withConverters(`{ "v1->v2": { unlisted: { "v1.U": "fails" } } }`);
    expect(ds).toEqual(base.filter((d) => !d.at.startsWith("v1/")));
  });

  it('"v2.*" covers every union of v2, and both directions together leave the spec clean', async () => {
    expect(
      await withConverters(
        `{ "v1->v2": { unlisted: { "v1.U": "fails" } }, "v2->v1": { unlisted: { "v2.*": "fails" } } }`,
      ),
    ).toEqual([]);
  });

  it("refuses an entry that is not a union of the source version, or an outcome other than fails, located", async () => {
    const ds = await withConverters(
      `{ "v1->v2": { unlisted: { "v2.U": "fails", "v1.P": "fails", "v1.U": "lossless" } } }`,
    );
    const invalid = ds.filter((d) => d.code !== "ACP016");
    expect(invalid.map((d) => d.message)).toEqual([
      expect.stringContaining("names unions of v1"),
      expect.stringContaining("'v1.P', which is not a tagged union of v1"),
      expect.stringContaining('must be "fails"'),
    ]);
    for (const d of invalid) expect(d.at).toMatch(/^conversions\.ts:\d+:\d+$/);
  });
});
