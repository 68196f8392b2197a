import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import { pythonExecutable } from "../languages/python/conformance.js";
import { PRETTIER_OPTIONS } from "../format/format.js";
import type { ObjectDecl } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { generateToTemp } from "../testing/generated.js";
import { rustTestEnv } from "../testing/rust-env.js";
import { fallbackText } from "./fallback-doc.js";

/**
 * Docs reach every binding: the spec's text where it has some, a generated
 * sentence where it has none, and each toolchain's own doc tools accept them.
 */

const SPEC_TEXT = {
  obj: "An object with some documented fields.",
  a: "The first field, documented.",
  first: "The first kind.",
  third: "The third kind, on two lines of the comment.",
  member: "Just a string.",
};

function fixtureSpec(): string {
  const dir = mkdtempSync(join(tmpdir(), "acp-bindings-docs-"));
  cpSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(dir, "vocabulary.ts"));
  mkdirSync(join(dir, "v1"));
  writeFileSync(
    join(dir, "v1", "a.ts"),
    [
      'import type { OpenEnum } from "../vocabulary.js";',
      `/** ${SPEC_TEXT.obj} */`,
      "export interface Obj {",
      `  /** ${SPEC_TEXT.a} */`,
      "  a: string;",
      "  b?: string;",
      "  kind?: Kind;",
      "  pick?: Pick;",
      "}",
      "export type Kind = OpenEnum<",
      `  /** ${SPEC_TEXT.first} */`,
      '  | "first"',
      '  | "second"',
      "  /**",
      `   * ${SPEC_TEXT.third.split(", ")[0]},`,
      `   * ${SPEC_TEXT.third.split(", ")[1]}`,
      "   */",
      '  | "third"',
      ">;",
      "export type Pick =",
      `  /** ${SPEC_TEXT.member} */`,
      "  | string",
      "  | Obj;",
      "",
    ].join("\n"),
  );
  return dir;
}

describe("docs in the bindings", () => {
  it("TypeScript: spec text on the type, fields and enum values, a generated sentence elsewhere, in prettier's layout", async () => {
    const r = await compile({ spec: fixtureSpec(), targets: ["typescript"], cache: false, missingDocs: "allow" });
    const v1 = r.files.find((f) => f.path === "typescript/v1.ts")!.content;
    expect(await prettier.format(v1, { ...PRETTIER_OPTIONS, parser: "typescript" })).toBe(v1);
    expect(v1).toContain(
      `/** ${SPEC_TEXT.obj} */\nexport interface Obj {\n  /** ${SPEC_TEXT.a} */\n  a: string;\n  /** ${fallbackText.field("Obj", "b")} */\n  b?: string;`,
    );
    expect(v1).toContain(
      `export type Kind =\n  /** ${SPEC_TEXT.first} */\n  | "first"\n  | "second"\n  /** ${SPEC_TEXT.third} */\n  | "third"\n  | (string & {});`,
    );
    expect(v1).toContain(`/** ${fallbackText.type("Kind")} */\nexport type Kind`);
    // Only the first member documented: prettier keeps the members on one line.
    expect(v1).toContain(`export type Pick =\n  /** ${SPEC_TEXT.member} */\n  string | Obj;`);
    // The codec constant beside each type is documented too.
    expect(v1).toMatch(/\*\/\nexport const Obj: rt\.ObjectCodec<Obj>/);
  }, 120_000);

  it("Rust: a doc line on every item, the spec's text first, and the crate denies missing docs", async () => {
    const r = await compile({ spec: fixtureSpec(), targets: ["rust"], cache: false, missingDocs: "allow" });
    const file = (p: string): string => r.files.find((f) => f.path === `rust/src/${p}`)!.content;
    expect(file("lib.rs")).toContain("#![deny(missing_docs)]");
    const v1 = file("v1.rs");
    expect(v1).toContain(`/// ${SPEC_TEXT.first}\n    First,`);
    expect(v1).toContain(`/// ${fallbackText.value("Kind", "second")}\n    Second,`);
    expect(v1).toContain(`/// ${SPEC_TEXT.a}\n`);
    expect(v1).toContain(`/// ${fallbackText.field("Obj", "b")}\n`);
    expect(v1).toContain(`/// ${SPEC_TEXT.member}\n`);
  }, 120_000);

  it("Python: Field(description=...) on every field, and help() lists each field's description", async () => {
    const { dir, files } = await generateToTemp({ spec: fixtureSpec(), targets: ["python"] });
    const v1 = files.find((f) => f.path.endsWith("acp_schema/v1.py"))!.content;
    expect(v1).toContain(`description=${JSON.stringify(SPEC_TEXT.a)}`);
    expect(v1).toContain(`description=${JSON.stringify(fallbackText.field("Obj", "b"))}`);
    const py = spawnSync(
      pythonExecutable(),
      ["-c", "import pydoc, acp_schema.v1 as m; print(pydoc.render_doc(m.Obj, renderer=pydoc.plaintext))"],
      {
        cwd: join(dir, "python"),
        encoding: "utf8",
      },
    );
    expect(py.status, py.stderr).toBe(0);
    expect(py.stdout).toContain(SPEC_TEXT.obj);
    expect(py.stdout).toContain(`\`\`a\`\`: ${SPEC_TEXT.a}`);
    expect(py.stdout).toContain(`\`\`b\`\`: ${fallbackText.field("Obj", "b")}`);
  }, 120_000);

  it("JSON Schema: an untagged member's doc is its description", async () => {
    const r = await compile({ spec: fixtureSpec(), targets: ["jsonschema"], cache: false, missingDocs: "allow" });
    const schema = JSON.parse(r.files.find((f) => f.path === "jsonschema/v1.json")!.content) as {
      $defs: {
        Pick: { anyOf: { description?: string }[] };
        Obj: { description?: string; properties: { a: { description?: string } } };
      };
    };
    expect(schema.$defs.Pick.anyOf.map((m) => m.description)).toEqual([SPEC_TEXT.member, undefined]);
    expect(schema.$defs.Obj.description).toBe(SPEC_TEXT.obj);
    expect(schema.$defs.Obj.properties.a.description).toBe(SPEC_TEXT.a);
  }, 120_000);
});

describe("the bindings in out/: each toolchain's doc tool accepts the docs", () => {
  const out = join(PACKAGE_ROOT, "out");

  it.skipIf(!commandExists("cargo")).each([["--all-features"], ["--no-default-features"]])(
    "cargo doc --no-deps %s: no warning (RUSTDOCFLAGS=-D warnings)",
    (features) => {
      const r = spawnSync("cargo", ["doc", "--no-deps", "--offline", features], {
        cwd: join(out, "rust"),
        env: { ...process.env, ...rustTestEnv(), RUSTDOCFLAGS: "-D warnings" },
        encoding: "utf8",
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).not.toMatch(/^(warning|error)/m);
      expect(readFileSync(join(out, "rust", "src", "lib.rs"), "utf8")).toContain("#![deny(missing_docs)]");
    },
    900_000,
  );

  it("pydoc renders the package's modules, and shows a field's description from the spec", async () => {
    const { model } = await compile({ targets: [] });
    const version = model!.versions[model!.versions.length - 1]!;
    // A field the spec documents, in a type the Python module declares under its own name.
    const documented = version.decls
      .filter((d): d is ObjectDecl => d.kind === "object")
      .flatMap((d) =>
        d.fields
          .filter((f) => f.doc.text.trim() !== "" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(f.name))
          .map((f) => ({ d, f })),
      )[0];
    const python = pythonExecutable();
    const cwd = join(out, "python");
    const pkg = spawnSync(python, ["-m", "pydoc", "acp_schema"], { cwd, encoding: "utf8" });
    expect(pkg.status, pkg.stderr).toBe(0);
    expect(pkg.stdout).toContain("acp_schema");
    if (!documented) return expect.soft(documented, "the bundled spec documents no field").toBeDefined();
    const r = spawnSync(
      python,
      [
        "-c",
        `import pydoc, acp_schema.${version.name} as m; print(pydoc.render_doc(m.${documented.d.name}, renderer=pydoc.plaintext))`,
      ],
      { cwd, encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);
    const firstLine = documented.f.doc.text.split("\n")[0]!;
    expect(r.stdout).toContain(`\`\`${documented.f.name}\`\`: ${firstLine}`);
  }, 120_000);
});
