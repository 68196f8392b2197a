import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { runTsc } from "./generated.js";
import { ensurePythonEnv } from "./python-env.js";
import { fixtureConfig, fixtureRustEnv } from "./rust-env.js";

/**
 * Property: any spec the vocabulary allows (random names, hostile docs, open and
 * closed unions, enums, patch and nullable fields, examples) compiles without
 * diagnostics, and every output passes its own toolchain with its examples
 * round-tripping. Bounded: a fixed seed plus one random seed per run (printed),
 * a few specs each.
 */

const HOSTILE = [
  "*/",
  '"""',
  "'''",
  "`",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the hostile text must hold a literal ${...}
  "${x}",
  "{{y}}",
  "-->",
  "<!--",
  "</ResponseField>",
  "#[cfg]",
  "\\",
  "\u2028",
  "é",
  "日本",
  "// x",
  "# y",
];
// Wire names that stay distinct after snake_case and are spellable everywhere; some are keywords somewhere.
const FIELD_NAMES = [
  "alpha",
  "betaGamma",
  "deltaX",
  "type",
  "self",
  "class",
  "from",
  "size",
  "dataValue",
  "_meta",
  "json",
  "id",
];
const WORDS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"];

interface FieldSpec {
  name: string;
  type: "string" | "integer" | "boolean" | "number" | "strings" | "ref";
  optional: boolean;
  patch: boolean;
  nullable: boolean;
  doc: string;
}
interface ObjSpec {
  fields: FieldSpec[];
  doc: string;
  exampleText: string;
}
interface SpecShape {
  objects: ObjSpec[];
  unions: { open: boolean; variants: number[]; doc: string }[];
  enums: { open: boolean; values: string[] }[];
}

const docArb = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 8 })), { maxLength: 6 })
  .map((parts) => parts.join(" "));
const fieldArb: fc.Arbitrary<FieldSpec> = fc.record({
  name: fc.constantFrom(...FIELD_NAMES),
  type: fc.constantFrom("string", "integer", "boolean", "number", "strings", "ref"),
  optional: fc.boolean(),
  patch: fc.boolean(),
  nullable: fc.boolean(),
  doc: docArb,
});
const objArb: fc.Arbitrary<ObjSpec> = fc.record({
  fields: fc.uniqueArray(fieldArb, { selector: (f) => f.name, minLength: 1, maxLength: 5 }),
  doc: docArb,
  exampleText: fc.array(fc.constantFrom(...HOSTILE, "plain"), { maxLength: 4 }).map((p) => p.join(" ")),
});
const shapeArb: fc.Arbitrary<SpecShape> = fc.record({
  objects: fc.array(objArb, { minLength: 1, maxLength: 4 }),
  unions: fc.array(
    fc.record({
      open: fc.boolean(),
      variants: fc.uniqueArray(fc.nat({ max: 3 }), { minLength: 1, maxLength: 3 }),
      doc: docArb,
    }),
    { maxLength: 2 },
  ),
  enums: fc.array(
    fc.record({
      open: fc.boolean(),
      values: fc.uniqueArray(fc.constantFrom("red", "green", "blue", "dark_gray"), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 2 },
  ),
});

/** JSDoc-safe text: a spec author cannot write the comment's own terminator. */
const jsdoc = (s: string): string => s.replace(/\*\//g, "* /");

/** Writes the spec for a shape; returns its folder. Examples are built to match the fields. */
function writeSpec(shape: SpecShape): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-prop-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  mkdirSync(join(dir, "v1"));
  const name = (i: number): string => `${WORDS[i % WORDS.length]}${i}`;
  const out: string[] = ['import type { Integer, OpenEnum, OpenUnion, Patch, Union } from "../vocabulary.js";', ""];
  const examples: unknown[] = [];
  shape.objects.forEach((o, i) => {
    const example: Record<string, unknown> = {};
    const fields = o.fields.map((f) => {
      const ref = i > 0 ? name(i - 1) : null;
      const type = f.type === "ref" && ref === null ? "string" : f.type;
      const base = {
        string: "string",
        integer: "Integer",
        boolean: "boolean",
        number: "number",
        strings: "string[]",
        ref: ref ?? "string",
      }[type];
      const value = {
        string: o.exampleText,
        integer: 7,
        boolean: true,
        number: 1.5,
        strings: [o.exampleText],
        ref: examples[i - 1],
      }[type];
      const optional = f.optional || f.patch;
      if (!optional || f.name.length % 2 === 0) example[f.name] = value;
      const decl = f.patch ? `Patch<${base}>` : f.nullable ? `${base} | null` : base;
      return `  /** ${jsdoc(f.doc)} */\n  ${JSON.stringify(f.name)}${optional ? "?" : ""}: ${decl};`;
    });
    examples.push(example);
    out.push(
      `/**\n * ${jsdoc(o.doc)}\n * @example ${JSON.stringify(example).replace(/\*\//g, "*\\/")}\n */\nexport interface ${name(i)} {\n${fields.join("\n")}\n}\n`,
    );
  });
  shape.unions.forEach((u, k) => {
    const variants = [...new Set(u.variants.map((v) => Math.min(v, shape.objects.length - 1)))];
    const body = variants.map((v) => `    /** ${jsdoc(u.doc)} */\n    tag_${v}: ${name(v)};`).join("\n");
    out.push(
      `/** ${jsdoc(u.doc)} */\nexport type Choice${k} = ${u.open ? "OpenUnion" : "Union"}<\n  "kind",\n  {\n${body}\n  }\n>;\n`,
    );
  });
  shape.enums.forEach((e, k) => {
    const values = e.values.map((v) => JSON.stringify(v)).join(" | ");
    out.push(`export type Colour${k} = ${e.open ? `OpenEnum<${values}>` : values};\n`);
  });
  writeFileSync(join(dir, "v1", "types.ts"), out.join("\n"));
  return dir;
}

async function checkShape(shape: SpecShape): Promise<void> {
  const spec = writeSpec(shape);
  const r = await compile({ spec, cache: false, missingDocs: "allow", ...fixtureConfig("property") });
  expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const out = mkdtempSync(join(tmpdir(), "acp-prop-out-"));
  for (const f of r.files) {
    mkdirSync(join(out, f.path, ".."), { recursive: true });
    writeFileSync(join(out, f.path), f.content);
  }
  const ts = join(out, "typescript");
  writeFileSync(
    join(ts, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        types: [],
      },
      include: ["**/*.ts"],
    }),
  );
  expect(runTsc(["-p", "tsconfig.json"], ts).output).toBe("");
  if (commandExists("cargo")) {
    const cargo = spawnSync("cargo", ["test", "--quiet"], {
      cwd: join(out, "rust"),
      env: { ...process.env, ...fixtureRustEnv() },
      encoding: "utf8",
    });
    expect(cargo.status, cargo.stdout + cargo.stderr).toBe(0);
  }
  const python = ensurePythonEnv();
  const cwd = join(out, "python");
  const ruff = spawnSync(python, ["-m", "ruff", "format", "--check", "--diff", "."], { cwd, encoding: "utf8" });
  expect(ruff.status, ruff.stdout + ruff.stderr).toBe(0);
  const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema", "tests"], { cwd, encoding: "utf8" });
  expect(mypy.stdout).toMatch(/^Success/);
  const pytest = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider"], { cwd, encoding: "utf8" });
  expect(pytest.status, pytest.stdout).toBe(0);
}

describe("property: random specs compile in every language, and their examples round-trip", () => {
  const randomSeed = Number(process.env.ACP_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
  for (const [label, seed] of [
    ["fixed seed 20261122", 20261122],
    [`random seed ${randomSeed} (rerun with ACP_PROPERTY_SEED=${randomSeed})`, randomSeed],
  ] as const) {
    it(label, async () => {
      process.stdout.write(`property test: ${label}\n`);
      await fc.assert(fc.asyncProperty(shapeArb, checkShape), { seed, numRuns: 2, endOnFailure: true });
    }, 900_000);
  }
});
