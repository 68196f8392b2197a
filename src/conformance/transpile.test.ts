import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempFolders } from "../testing/generated.js";
import { transpileTree } from "./transpile.js";

const temp = tempFolders(afterAll);

/** Every file under a folder, by its path relative to it, with its text. */
function tree(dir: string, at = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(join(dir, at), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = at ? `${at}/${e.name}` : e.name;
    if (e.isDirectory()) Object.assign(out, tree(dir, rel));
    else out[rel] = readFileSync(join(dir, rel), "utf8");
  }
  return out;
}

describe("transpileTree with a cache folder", () => {
  const src = temp("acp-transpile-src-");
  mkdirSync(join(src, "lib"));
  writeFileSync(join(src, "a.ts"), "export const a: number = 1;\nexport type T = string;\n");
  writeFileSync(
    join(src, "lib", "b.ts"),
    'import { a } from "../a.js";\nexport const b = (x: number): number => x + a;\n',
  );

  it("gives what it gives without one, and keeps each file's output by its content", () => {
    const plain = temp("acp-transpile-plain-");
    transpileTree(src, plain, undefined);
    const cache = temp("acp-transpile-cache-");
    const first = temp("acp-transpile-first-");
    transpileTree(src, first, cache);
    expect(tree(first)).toEqual(tree(plain));
    expect(tree(first)["a.js"]).not.toContain("number");
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(2);
    expect(kept.every((n) => /^[0-9a-f]{64}\.js$/.test(n))).toBe(true);

    // A second run reads the kept files: a kept file's text is what it writes (shown by editing one).
    const entry = kept.find((n) => readFileSync(join(cache, n), "utf8").includes("const a"))!;
    writeFileSync(join(cache, entry), "export const a = 2;\n");
    const second = temp("acp-transpile-second-");
    transpileTree(src, second, cache);
    expect(tree(second)["a.js"]).toBe("export const a = 2;\n");
    expect(tree(second)["lib/b.js"]).toBe(tree(plain)["lib/b.js"]);

    // An edited source is another entry, transpiled afresh.
    writeFileSync(join(src, "a.ts"), "export const a: number = 3;\n");
    const third = temp("acp-transpile-third-");
    transpileTree(src, third, cache);
    expect(tree(third)["a.js"]).toContain("export const a = 3;");
    expect(readdirSync(cache)).toHaveLength(3);
  });
});
