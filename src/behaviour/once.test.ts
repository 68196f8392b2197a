import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { compileBehaviour } from "./compile.js";
import { indexModel } from "../model/index.js";
import { compile } from "../pipeline.js";

/**
 * One generate indexes the model once and compiles its behaviour once:
 * validation and the three language targets share both. The real functions
 * run; spies count the calls.
 */
vi.mock("./compile.js", async (importOriginal) => {
  const m = await importOriginal<typeof import("./compile.js")>();
  return { ...m, compileBehaviour: vi.fn(m.compileBehaviour) };
});
vi.mock("../model/index.js", async (importOriginal) => {
  const m = await importOriginal<typeof import("../model/index.js")>();
  return { ...m, indexModel: vi.fn(m.indexModel) };
});

const FIXTURE = join(import.meta.dirname, "fixtures", "typed");
const LANGUAGES = ["typescript", "rust", "python"];

describe("one compile, one index and one behaviour", () => {
  it("validation and every language target share the model's index and its compiled programs", async () => {
    vi.mocked(compileBehaviour).mockClear();
    vi.mocked(indexModel).mockClear();
    const r = await compile({ spec: FIXTURE, targets: LANGUAGES, cache: false, missingDocs: "allow" });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // Each language rendered, and so read the behaviour (the fixture has rules in both directions).
    for (const lang of LANGUAGES)
      expect(
        r.files.some((f) => f.path.startsWith(`${r.targets.find((t) => t.name === lang)!.outDir}/`)),
        lang,
      ).toBe(true);
    expect(Object.keys(vi.mocked(compileBehaviour).mock.results[0]!.value.programs.converters).length).toBeGreaterThan(
      0,
    );
    expect(vi.mocked(indexModel)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(compileBehaviour)).toHaveBeenCalledTimes(1);
  });

  it("a second compile builds a new model, and indexes and compiles it anew", async () => {
    vi.mocked(compileBehaviour).mockClear();
    vi.mocked(indexModel).mockClear();
    await compile({ spec: FIXTURE, targets: ["typescript"], cache: false, missingDocs: "allow" });
    await compile({ spec: FIXTURE, targets: ["typescript"], cache: false, missingDocs: "allow" });
    expect(vi.mocked(indexModel)).toHaveBeenCalledTimes(2);
    expect(vi.mocked(compileBehaviour)).toHaveBeenCalledTimes(2);
  });
});
