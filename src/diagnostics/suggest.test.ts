import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../pipeline.js";
import { didYouMean, editDistance } from "./suggest.js";

describe("did you mean", () => {
  it.each([
    ["ContentBlok", ["ContentBlock", "Content"], "; did you mean 'ContentBlock'?"],
    ["sesion", ["Session", "sessionId"], "; did you mean 'Session'?"],
    ["Zzz", ["ContentBlock"], ""],
    ["A", ["A"], ""],
  ] as const)("%s among %j", (name, known, want) => {
    expect(didYouMean(name, known)).toBe(want);
  });

  it("counts edits", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    // Two neighbours swapped are one edit.
    expect(editDistance("sepc", "spec")).toBe(1);
    expect(didYouMean("sepc", ["spec", "out"])).toBe("; did you mean 'spec'?");
  });

  it("suggests the declared name for a typo'd type, and nothing follows from the typo", async () => {
    const r = await compile({
      spec: join(import.meta.dirname, "..", "validate", "corpus", "typo-type-name"),
      targets: [],
      cache: false,
      missingDocs: "allow",
    });
    expect(r.diagnostics.map((d) => d.message)).toEqual(["type 'Baz' is not a type of v1; did you mean 'Bar'?"]);
  });
});
