import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codes } from "../diagnostics/codes.js";
import { formatDiagnostic } from "../diagnostics/diagnostic.js";
import { compile } from "../pipeline.js";
import { loadConfigFile } from "../config-file.js";

const FIXTURES = join(import.meta.dirname, "fixtures");
const fixtures = readdirSync(FIXTURES).sort();

describe("diagnostics: one fixture per code", () => {
  it("every code in the table has a fixture, and every fixture names a code in the table", () => {
    const tableCodes = Object.values(codes)
      .map((c) => c.code)
      .sort();
    const fixtureCodes = fixtures.map((f) => f.split("-")[0]!).sort();
    expect(fixtureCodes).toEqual(tableCodes);
  });

  it.each(fixtures)("%s reports exactly its expected diagnostics, with file:line:col", async (name) => {
    const want = JSON.parse(readFileSync(join(FIXTURES, name, "expect.json"), "utf8")) as string[];
    const dir = join(FIXTURES, name);
    // A fixture may carry run settings (fixture-config.json, paths relative to the fixture) or a config file to read.
    // `targets`: the languages whose naming the spec is validated against (validation asks the languages a run generates).
    const settings = existsSync(join(dir, "fixture-config.json"))
      ? (JSON.parse(readFileSync(join(dir, "fixture-config.json"), "utf8")) as {
          templateOverrides?: string;
          noPlugins?: boolean;
          targets?: string[];
        })
      : {};
    const configFile = existsSync(join(dir, "acp-codegen.config.ts"))
      ? await loadConfigFile(join(dir, "acp-codegen.config.ts"), dir, { noPlugins: settings.noPlugins === true })
      : null;
    const r = configFile?.diagnostics.length
      ? { diagnostics: configFile.diagnostics, files: [] }
      : await compile({
          spec: dir,
          targets: settings.targets ?? ["typescript"],
          // A fixture is about its own code: missing docs are allowed unless its config file says otherwise.
          missingDocs: "allow",
          ...configFile?.config,
          ...(settings.templateOverrides && { templateOverrides: join(dir, settings.templateOverrides) }),
        });
    const rel = (f: string): string => (f.startsWith(dir) ? f.slice(dir.length + 1) : f);
    const got = r.diagnostics.map((d) => `${d.code} ${rel(d.loc.file)}:${d.loc.line}:${d.loc.col}`);
    expect(got).toEqual(want);
    // The fixture exercises its own code, every diagnostic has its code's severity and a message, and nothing is rendered.
    expect(got.some((g) => g.startsWith(name.split("-")[0]!))).toBe(true);
    for (const d of r.diagnostics) {
      // An error, or a warning where the code's own severity is one (ACP028: a plugin not loaded).
      expect(["error", Object.values(codes).find((c) => c.code === d.code)!.severity]).toContain(d.severity);
      expect(d.message.length).toBeGreaterThan(10);
    }
    expect(r.files).toEqual([]);
  });

  it("formats a diagnostic like tsc: path:line:col - error CODE: message", () => {
    const d = {
      name: "unknown-type",
      code: "ACP002",
      severity: "error",
      message: "type 'X' is not a type of v1",
      loc: { file: "v1/a.ts", line: 2, col: 6 },
    } as const;
    expect(formatDiagnostic(d, "spec")).toBe("spec/v1/a.ts:2:6 - error ACP002: type 'X' is not a type of v1");
  });
});
