import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The caches between runs: a built model (the spec unchanged) and a whole
 * output (the spec, config and compiler unchanged). A hit must give the bytes
 * a full run gives, and anything that shapes the output must miss.
 */

// Nothing that loads the cache module is imported before the test sets where the caches live (the test
// helpers load the pipeline, which would fix the caches' folder at the project's own).
const made: string[] = [];
const temp = (prefix: string): string => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
let cacheRoot: string;
const FIXTURE = join(import.meta.dirname, "..", "behaviour", "fixtures", "typed");
let compile: typeof import("../pipeline.js").compile;
let spec: string;

beforeAll(async () => {
  // The caches live where this variable says when the modules load: in a folder of this test's own.
  cacheRoot = temp("acp-cache-test-");
  process.env.ACP_CODEGEN_CACHE_DIR = join(cacheRoot, "models");
  delete process.env.ACP_CODEGEN_NO_CACHE;
  ({ compile } = await import("../pipeline.js"));
  spec = temp("acp-cache-spec-");
  cpSync(FIXTURE, spec, { recursive: true });
  mkdirSync(join(spec, "vectors"));
  // A vector file may hold an integer no double holds: the model cache must keep it exact.
  writeFileSync(
    join(spec, "vectors", "edge.json"),
    '{ "vectors": [ { "id": "note", "kind": "decode", "type": "v1.Note", "json": { "text": "a" }, "expect": "accept", "x-big": 18446744073709551616 } ] }\n',
  );
});

const run = (extra: object = {}) => compile({ spec, targets: ["vectors", "jsonschema"], cache: true, ...extra });
const bytes = (r: Awaited<ReturnType<typeof run>>): string[] => r.files.map((f) => `${f.path}\n${f.content}`);

describe("the caches", () => {
  it("give an unchanged spec's output without rendering, byte for byte, exact integers included", async () => {
    const full = await run({ cache: false });
    expect(full.timings.render).toBeDefined();
    const first = await run();
    const hit = await run();
    expect(hit.timings.render).toBeUndefined();
    expect(bytes(hit)).toEqual(bytes(full));
    expect(bytes(first)).toEqual(bytes(full));
    expect(hit.files.find((f) => f.path.endsWith("edge.json"))!.content).toContain("18446744073709551616");
    // The entries are in this test's folder, not the project's cache.
    expect(readdirSync(join(cacheRoot, "models")).length).toBeGreaterThan(0);
    expect(readdirSync(join(cacheRoot, "outputs")).length).toBeGreaterThan(0);
  });

  it("miss when the spec, the config or a template override changes", async () => {
    await run();
    expect((await run({ rustCrate: "other-name" })).timings.render).toBeDefined();
    const overrides = temp("acp-cache-templates-");
    mkdirSync(join(overrides, "vectors"));
    writeFileSync(join(overrides, "vectors", "json.hbs"), "{{{json}}}");
    expect((await run({ templateOverrides: overrides })).timings.render).toBeDefined();
    expect((await run({ templateOverrides: overrides })).timings.render).toBeUndefined();
    writeFileSync(join(overrides, "vectors", "json.hbs"), "{{{json}}}\n");
    const edited = await run({ templateOverrides: overrides });
    expect(edited.timings.render).toBeDefined();
    writeFileSync(join(spec, "v1", "more.ts"), "/** Another note. */\nexport interface Remark {\n  text: string;\n}\n");
    const changed = await run();
    expect(changed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(changed.timings.render).toBeDefined();
    expect(changed.files.some((f) => f.content.includes('"Remark"'))).toBe(true);
  });

  it("deferred (watch mode): a run's entries are stored once no run starts for a while, only the last run's", async () => {
    const { deferCacheStores } = await import("../pipeline.js");
    const entries = (): string[] => readdirSync(join(cacheRoot, "outputs")).sort();
    const before = entries();
    const idle = (ms: number) => new Promise((r) => setTimeout(r, ms));
    deferCacheStores(300);
    try {
      // Two runs of configs the caches have not seen, one right after the other: the first one's entries are dropped.
      await run({ packageVersion: "9.0.1" });
      await run({ packageVersion: "9.0.2" });
      expect(entries()).toEqual(before);
      await idle(900);
      const added = entries().filter((e) => !before.includes(e));
      // One entry per target and one for the diagnostics, of the second run alone (the model was stored before).
      expect(added.length).toBe(3);
      expect((await run({ packageVersion: "9.0.2" })).timings.render).toBeUndefined();
      expect((await run({ packageVersion: "9.0.1" })).timings.render).toBeDefined();
    } finally {
      deferCacheStores(null);
    }
  });
});

describe("a cache entry", () => {
  it("gives back exact integers wherever they stand, and reads an entry of the earlier form", async () => {
    const { readCache, writeCache } = await import("./cache.js");
    const dir = temp("acp-cache-entries-");
    const big = 2n ** 70n;
    const value = {
      "": [1, big, { a: -big, "": { b: [[big]] } }],
      shared: null as unknown,
      n: 5,
      text: 'quotes " and \\ and\nnewlines',
    };
    const inner = { c: big };
    value.shared = [inner, inner];
    writeCache("nested", value, dir);
    expect(readCache("nested", dir)).toEqual(value);
    writeCache("root", big, dir);
    expect(readCache("root", dir)).toBe(big);
    writeCache("plain", { a: [1, "2"] }, dir);
    expect(readCache("plain", dir)).toEqual({ a: [1, "2"] });
    // An entry an earlier release wrote: each bigint as a one-key object.
    writeFileSync(join(dir, "old.json"), JSON.stringify({ a: [{ "\u0000acp-codegen:bigint": String(big) }] }));
    expect(readCache("old", dir)).toEqual({ a: [big] });
  });

  it("of files gives back each file's text and format, and a cut entry reads as none", async () => {
    const { readFilesCache, writeFilesCache } = await import("./cache.js");
    const dir = temp("acp-cache-files-");
    const files = [
      { path: "a/x.ts", format: "typescript" as const, content: "const s = `\u00e9\u4e2d\ud83d\ude00`;\n\n" },
      { path: "a/empty.md", format: "markdown" as const, content: "" },
      { path: "b/y.json", format: "json" as const, content: '{\n  "k": "v\\n"\n}\n' },
    ];
    writeFilesCache("k", files, dir);
    expect(readFilesCache("k", dir)).toEqual(files);
    expect(readFilesCache("missing", dir)).toBeNull();
    const stored = readFileSync(join(dir, "k.files"));
    writeFileSync(join(dir, "cut.files"), stored.subarray(0, stored.length - 3));
    expect(readFilesCache("cut", dir)).toBeNull();
    // The writer takes each file's bytes and hash from the entry: they are those of its text.
    const { encodedFile } = await import("./encoded.js");
    const { createHash } = await import("node:crypto");
    for (const f of readFilesCache("k", dir)!) {
      const { bytes, sha256 } = encodedFile(f);
      expect(bytes.equals(Buffer.from(f.content, "utf8"))).toBe(true);
      expect(sha256).toBe(createHash("sha256").update(f.content, "utf8").digest("hex"));
    }
    // An entry of the earlier form (no hash in its header) reads as none.
    const end = stored.indexOf(10);
    const header = (JSON.parse(stored.toString("utf8", 0, end)) as Record<string, unknown>[]).map(
      ({ sha256: _, ...rest }) => rest,
    );
    writeFileSync(
      join(dir, "old.files"),
      Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), stored.subarray(end + 1)]),
    );
    expect(readFilesCache("old", dir)).toBeNull();
  });
});
