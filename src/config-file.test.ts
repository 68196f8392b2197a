import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A config file read as data is kept in the cache, so that a run with an
 * unchanged config does not load the TypeScript compiler: a hit must give what
 * reading the file gives, and a config with a problem is read every time.
 */

// Nothing that loads the cache module is imported before the variable below is set (the test helpers load
// the pipeline, which would fix the cache's folder at the project's own).
const made: string[] = [];
const temp = (prefix: string): string => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  made.push(d);
  return d;
};
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
let loadConfigFile: typeof import("./config-file.js").loadConfigFile;
let cacheDir: string;
let project: string;

beforeAll(async () => {
  // The cache lives where this variable says when the modules load: in a folder of this test's own.
  const root = temp("acp-config-cache-");
  process.env.ACP_CODEGEN_CACHE_DIR = join(root, "models");
  cacheDir = join(root, "config");
  delete process.env.ACP_CODEGEN_NO_CACHE;
  ({ loadConfigFile } = await import("./config-file.js"));
  project = temp("acp-config-project-");
});

const entries = (): string[] => {
  try {
    return readdirSync(cacheDir)
      .filter((n) => n.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
};

const write = (text: string): string => {
  const file = join(project, "acp-codegen.config.ts");
  writeFileSync(file, text);
  return file;
};

describe("the config cache", () => {
  it("keeps a config read without a problem, and a hit gives what reading gives, locations included", async () => {
    const file = write(
      'export default defineConfig({\n  docs: { missing: "warn" },\n  targets: ["typescript", "rust"],\n});\n',
    );
    const before = entries();
    const first = await loadConfigFile(file, project);
    expect(first.diagnostics).toEqual([]);
    const added = entries().filter((n) => !before.includes(n));
    expect(added).toHaveLength(1);
    const second = await loadConfigFile(file, project);
    expect(second).toEqual(first);
  });

  it("reads a hit from the cache, not the file: the entry is what the run sees", async () => {
    const text = 'export default defineConfig({ targets: ["typescript"] });\n';
    const file = write(text);
    const before = entries();
    expect((await loadConfigFile(file, project)).config.targets).toEqual(["typescript"]);
    const [entry] = entries().filter((n) => !before.includes(n));
    expect(entry).toBeDefined();
    // Change the stored entry behind the reader's back: the next read of the same text must show the change.
    const path = join(cacheDir, entry!);
    writeFileSync(path, readFileSync(path, "utf8").replace('"value":"typescript"', '"value":"rust"'));
    expect((await loadConfigFile(file, project)).config.targets).toEqual(["rust"]);
    // Another text is another key: read from the file.
    const other = write(text.replace("typescript", "python"));
    expect((await loadConfigFile(other, project)).config.targets).toEqual(["python"]);
  });

  it("does not keep a config with a problem: its diagnostics come back on every read", async () => {
    const file = write("export default defineConfig({ docs: { missing: process.env.X } });\n");
    const before = entries();
    const first = await loadConfigFile(file, project);
    expect(first.diagnostics.map((d) => d.code)).toContain("ACP026");
    expect(entries()).toEqual(before);
    expect(await loadConfigFile(file, project)).toEqual(first);
  });

  it("keeps nothing when the cache is off (`--no-cache`)", async () => {
    const file = write('export default defineConfig({ targets: ["jsonschema"] });\n');
    const before = entries();
    expect((await loadConfigFile(file, project, { cache: false })).config.targets).toEqual(["jsonschema"]);
    expect(entries()).toEqual(before);
  });

  it("reads the file again when an entry is not a config (a damaged cache is only slower)", async () => {
    const file = write('export default defineConfig({ targets: ["go"] });\n');
    const before = entries();
    await loadConfigFile(file, project);
    const [entry] = entries().filter((n) => !before.includes(n));
    writeFileSync(join(cacheDir, entry!), '{"kind":"object","entries":7}');
    expect((await loadConfigFile(file, project)).config.targets).toEqual(["go"]);
  });
});
