import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyGitPatch } from "../conformance/git-patch-apply.js";
import { gitPatch } from "./git-patch.js";
// The TypeScript bindings' patch writer: the same algorithm written apart, as an oracle of the bytes.
import { gitPatch as bindingsPatch } from "../languages/typescript/runtime/patch-writer.js";

/** File texts from few distinct lines, so that edits share lines; with or without a newline at the end. */
const texts = fc
  .tuple(fc.array(fc.constantFrom("a", "b", "c", "d", "", "x y"), { maxLength: 30 }), fc.boolean())
  .map(([ls, eol]) => (ls.length ? `${ls.join("\n")}${eol ? "\n" : ""}` : ""));

describe("the core's git patch writer", () => {
  it("writes the bytes the bindings write, and the patch turns the old text into the new", () => {
    fc.assert(
      fc.property(fc.option(texts, { nil: null }), texts, (before, after) => {
        const patch = gitPatch("/w/f.txt", before, after);
        expect(patch).toBe(bindingsPatch("/w/f.txt", before, after));
        expect(applyGitPatch(before, patch, "/w/f.txt")).toBe(after);
      }),
      { numRuns: 400, seed: 38 },
    );
  });

  it("takes a relative path from the root, and writes a new file's header", () => {
    expect(gitPatch("n.txt", null, "hi\n")).toBe(
      "diff --git a/n.txt b/n.txt\nnew file mode 100644\n--- /dev/null\n+++ b/n.txt\n@@ -0,0 +1 @@\n+hi\n",
    );
  });
});
