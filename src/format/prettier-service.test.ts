import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { PRETTIER_OPTIONS } from "./format.js";
import { prettierFormat } from "./prettier-service.js";

const OPTIONS = { ...PRETTIER_OPTIONS, parser: "typescript" };
const GOOD = `export const x = f(${Array.from({ length: 20 }, (_, i) => `"a${i}"`).join(", ")});\n`;
const BAD = "export const = ;\n";
/** The compiled service, whose worker runs from dist/ (from the TypeScript sources, prettier runs in process). */
const BUILT = fileURLToPath(new URL("../../dist/format/prettier-service.js", import.meta.url));

describe("prettier as a service", () => {
  it("gives what prettier gives, and refuses what prettier refuses (in process)", async () => {
    expect(await prettierFormat(GOOD, OPTIONS)).toBe(await prettier.format(GOOD, OPTIONS));
    await expect(prettierFormat(BAD, OPTIONS)).rejects.toThrow();
  });

  it("answers a text asked for before from memory, and asks prettier again for one it refused", async () => {
    const text = GOOD.replace("a0", "memo");
    const first = prettierFormat(text, OPTIONS);
    expect(prettierFormat(text, OPTIONS)).toBe(first);
    expect(await first).toBe(await prettier.format(text, OPTIONS));
    // Other options are another layout.
    expect(prettierFormat(text, { ...OPTIONS, printWidth: 80 })).not.toBe(first);
    const refused = prettierFormat(BAD, OPTIONS);
    await expect(refused).rejects.toThrow();
    expect(prettierFormat(BAD, OPTIONS)).not.toBe(refused);
  });

  it.runIf(existsSync(BUILT))(
    "gives what prettier gives, and refuses what prettier refuses (on its worker)",
    async () => {
      const script = `
      const { prettierFormat } = await import(${JSON.stringify(BUILT)});
      const o = ${JSON.stringify(OPTIONS)};
      const [good, bad] = await Promise.allSettled([prettierFormat(${JSON.stringify(GOOD)}, o), prettierFormat(${JSON.stringify(BAD)}, o)]);
      process.stdout.write(JSON.stringify({ good: good.value, bad: bad.status }));`;
      const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { good: string; bad: string };
      expect(out.good).toBe(await prettier.format(GOOD, OPTIONS));
      expect(out.bad).toBe("rejected");
    },
  );

  it.runIf(existsSync(BUILT))("never keeps the process alive: a worker started and never asked for anything", () => {
    const script = `const { warmPrettier } = await import(${JSON.stringify(BUILT)}); warmPrettier();`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", timeout: 30_000 });
    expect(r.error, "the process did not end").toBeUndefined();
    expect(r.status, r.stderr).toBe(0);
  });
});
