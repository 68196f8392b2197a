import { describe, expect, it } from "vitest";
import { indexModel } from "./model/index.js";
import type { SpecModel } from "./model/types.js";
import { renderTarget, resolveConfig } from "./pipeline.js";
import type { Target } from "./render/target.js";

/**
 * The memo a target's steps get (`ctx.memo`), outside watch mode: a step with a small key is kept for a later run of
 * the process (a test worker or an API process generating the same spec again); a step with a very large key (a
 * 10,000-type package's compile) is computed each time and not kept, so that a one-off run does not hold it while
 * the later targets render.
 */
describe("the process memo outside watch mode", () => {
  const model: SpecModel = { versions: [], conversions: [], converters: [], vectorFiles: [] };
  const cfg = resolveConfig({ targets: [] });
  const versions = indexModel(model);
  /** How many times a target's one step was computed over two renders with the same key. */
  const computedTwice = (key: string): number => {
    let computed = 0;
    const probe: Target = {
      name: "memo-probe",
      outDir: "memo-probe",
      description: "a target with one memoised step",
      templatesDir: null,
      generate: (ctx) => {
        ctx.memo(key, () => ++computed);
        return [];
      },
    };
    renderTarget(probe, model, versions, cfg);
    renderTarget(probe, model, versions, cfg);
    return computed;
  };

  it("keeps a step with a small key for the next run", () => {
    expect(computedTwice(`memo-probe small ${Math.random()}`)).toBe(1);
  });

  it("computes a step with a very large key again rather than keep it", () => {
    // A key as long as a large package's source (the TypeScript target's emit key holds the file's text).
    expect(computedTwice(`memo-probe large ${Math.random()} ${"x".repeat(4 * 1024 * 1024)}`)).toBe(2);
  });
});
