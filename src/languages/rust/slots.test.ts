import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandExists } from "../../conformance/langs.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { RUSTFMT } from "./view.js";

/** A spec of one struct with many fields: short types, and arrays of arrays of a long-named type, too long for a typed slot's line. */
function manyFieldsSpec(fields: number, longName: string): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-slots-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  mkdirSync(join(dir, "v1"));
  const lines = Array.from({ length: fields }, (_, i) =>
    i % 5 === 4 ? `  long${i}?: ${longName}[][];` : i % 3 === 0 ? `  f${i}: string;` : `  f${i}?: number;`,
  );
  writeFileSync(
    join(dir, "v1", "a.ts"),
    `/** Many fields. */\nexport interface Many {\n${lines.join("\n")}\n}\n\n/** A long name. */\nexport interface ${longName} {\n  x?: string;\n}\n`,
  );
  return dir;
}

/** Each struct's fields (identifier -> Rust type) and its reader's slots (slot -> its line), read from a module. */
function readers(
  text: string,
): { fields: Map<string, string>; slots: Map<string, string>; finish: Map<string, string> }[] {
  const out = [];
  for (const m of text.matchAll(/^pub struct (\w+) \{\n([\s\S]*?)^\}$/gm)) {
    const fields = new Map([...m[2]!.matchAll(/^ {4}pub (\w+): (.+),$/gm)].map((f) => [f[1]!, f[2]!]));
    const impl = new RegExp(`^impl crate::runtime::ReadStruct for ${m[1]} \\{\\n[\\s\\S]*?^\\}$`, "m").exec(text)?.[0];
    if (!impl) continue;
    const slots = new Map([...impl.matchAll(/^ *let mut (f\d+)\b.*$/gm)].map((s) => [s[1]!, s[0]!]));
    // The struct literal at the reader's end: which field each slot fills.
    const finish = new Map([...impl.matchAll(/^ {12}(\w+): .*?\b(f\d+)\b/gm)].map((f) => [f[2]!, f[1]!]));
    out.push({ fields, slots, finish });
  }
  return out;
}

describe("Rust struct readers: typed slots", () => {
  it("types each field's slot as Option of the field's type where the line fits rustfmt's width, and leaves it to inference where not", async () => {
    const longName = `A${"LongTypeName".repeat(4)}`;
    const r = await compile({
      spec: manyFieldsSpec(40, longName),
      cache: false,
      missingDocs: "allow",
      targets: ["rust"],
    });
    expect(r.diagnostics.map((d) => d.message)).toEqual([]);
    const module = r.files.find((f) => f.path === "rust/src/v1.rs")!.content;
    const structs = readers(module);
    expect(structs.length).toBeGreaterThan(0);
    let typed = 0;
    let untyped = 0;
    for (const { fields, slots, finish } of structs) {
      expect(slots.size, "one slot per field the literal fills").toBe(finish.size);
      for (const [slot, line] of slots) {
        const type = fields.get(finish.get(slot)!);
        expect(type, `${slot} fills a field`).toBeDefined();
        const want = `${line.slice(0, line.indexOf("let"))}let mut ${slot}: Option<${type}> = None;`;
        if (want.length <= RUSTFMT.maxWidth) {
          expect(line).toBe(want);
          typed++;
        } else {
          expect(line).toMatch(new RegExp(`^ *let mut ${slot} = None;$`));
          untyped++;
        }
      }
    }
    // Both kinds occur in the fixture, so both branches were judged.
    expect(typed).toBeGreaterThan(0);
    expect(untyped).toBeGreaterThan(0);
    if (commandExists("rustfmt")) {
      const fmt = spawnSync("rustfmt", ["--edition", "2021", "--emit", "stdout"], { input: module, encoding: "utf8" });
      expect(fmt.status, fmt.stderr).toBe(0);
      expect(fmt.stdout).toBe(module);
    }
  });
});
