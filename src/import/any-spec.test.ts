import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reservedTypeName } from "../naming.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { languagesWith } from "../targets/registry.js";
import { tempFolders } from "../testing/generated.js";
import { SHARED } from "../testing/shared.js";
import { applyInsertions, insertEnumValues } from "./edit.js";
import { methodArea } from "./import.js";

/**
 * `import` on a maintainer's own spec, not only the bundled one: into a spec
 * that lacks the version (or has none at all), item by item, with names every
 * language can declare. The published schemas of crate 1.20.0 are the input.
 */
const BIN = join(PACKAGE_ROOT, "dist", "cli", "bin.js");
const CRATE = join(SHARED, "upstream-wire", "crate-1.20.0");
const FILES = ["v1/schema.json", "v1/schema.unstable.json", "v2/schema.json", "v2/schema.unstable.json"];
const temp = tempFolders(afterAll);

function cli(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8" });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

interface ImportJson {
  readonly added: readonly { readonly where: string; readonly file: string }[];
  readonly decisions: readonly {
    readonly where: string;
    readonly what: string;
    readonly message: string;
    readonly file: string;
    readonly line: number;
  }[];
}

/** Every `.ts` file of a spec folder, with its text. */
function specTexts(spec: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, rel: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name), `${rel}${e.name}/`);
      else if (e.name.endsWith(".ts")) out.set(`${rel}${e.name}`, readFileSync(join(dir, e.name), "utf8"));
    }
  };
  walk(spec, "");
  return out;
}

describe("methodArea: the file a method's types are placed in", () => {
  it("is the method's first segment with a letter or digit, in kebab case", () => {
    expect(methodArea("session/prompt")).toBe("session");
    expect(methodArea("$/cancel_request")).toBe("cancel-request");
    expect(methodArea("toolCall/cancel")).toBe("tool-call");
    expect(methodArea("$/")).toBe("methods");
  });
});

describe("new enum values are laid out as the enum is", () => {
  const add = (text: string): string => applyInsertions(text, [insertEnumValues("v1/x.ts", text, "Kind", ["c", "d"])!]);
  it("a value per line when the values are on lines of their own, doc comments and all", () => {
    const text = 'export type Kind =\n  /** A. */\n  | "a"\n  /** B. */\n  | "b";\n';
    expect(add(text)).toBe('export type Kind =\n  /** A. */\n  | "a"\n  /** B. */\n  | "b"\n  | "c"\n  | "d";\n');
    const open = 'export type Kind = OpenEnum<\n  | "a"\n  | "b"\n>;\n';
    expect(add(open)).toBe('export type Kind = OpenEnum<\n  | "a"\n  | "b"\n  | "c"\n  | "d"\n>;\n');
  });
  it("inline when the enum is on one line", () => {
    expect(add('export type Kind = "a" | "b";\n')).toBe('export type Kind = "a" | "b" | "c" | "d";\n');
  });
});

describe("--docs upstream", () => {
  it("gives what is added the published descriptions as doc comments, with nothing that ends the comment or reads as a tag", () => {
    const dir = temp("acp-docs-upstream-");
    const schema = {
      $defs: {
        Widget: {
          type: "object",
          description: "A widget.\n@example is prose here",
          properties: { name: { type: "string", description: "Its name." }, kind: { $ref: "#/$defs/Kind" } },
          required: ["name"],
        },
        Kind: {
          description: "The kind.",
          oneOf: [
            { type: "string", const: "a", description: "First." },
            { type: "string", const: "b", description: "Second */ end." },
          ],
        },
      },
    };
    mkdirSync(join(dir, "up", "v1"), { recursive: true });
    writeFileSync(join(dir, "up", "v1", "schema.json"), JSON.stringify(schema));
    const plain = temp("acp-docs-none-");
    cpSync(join(dir, "up"), join(plain, "up"), { recursive: true });
    expect(cli(["init", "--from-schema", "up", "--docs", "upstream"], dir).status).toBe(0);
    expect(cli(["init", "--from-schema", "up"], plain).status).toBe(0);
    const gen = cli(["generate"], dir);
    expect(gen.status, gen.stderr).toBe(0);
    const text = [...specTexts(join(dir, "spec")).values()].join("\n");
    for (const d of ["A widget.", "Its name.", "The kind.", "First.", "Second *\\/ end.", "`@example` is prose here"])
      expect(text).toContain(d);
    // Without it, the same import leaves every doc to write; with it, only what the schema does not describe.
    const warnings = (d: string): number => (cli(["generate"], d).stderr.match(/ACP027/g) ?? []).length;
    expect(warnings(dir)).toBe(1);
    expect(warnings(plain)).toBe(6);
  }, 120_000);
});

describe.skipIf(!existsSync(CRATE))("import into a spec of one's own", () => {
  it("init --minimal, then each of the four published schemas in turn, then generate: every step exits 0", () => {
    const dir = temp("acp-any-spec-");
    expect(cli(["init", "--minimal"], dir).status).toBe(0);
    const before = new Set(readdirSync(join(dir, "spec")));
    for (const f of FILES) {
      const r = cli(["import", "--schema", join(CRATE, f), "--json"], dir);
      expect(r.status, `${f}: ${r.stderr}`).toBe(0);
      const j = JSON.parse(r.stdout) as ImportJson;
      // The version folder it lacked is created, with files named after what they hold (never `-.ts`).
      for (const a of j.added) expect(a.file.split("/").pop(), a.where).toMatch(/^[a-z][a-z0-9-]*\.ts$/);
      // What could not be written as the schema has it is a decision located in the schema, never a failure.
      for (const d of j.decisions.filter((x) => x.what === "does-not-compile")) {
        expect(d.file).toContain(f.split("/")[0]);
        expect(d.line).toBeGreaterThan(0);
        expect(d.message).toMatch(/is not added: as the importer writes it, ACP\d{3}: .*; declare it by hand/);
      }
    }
    expect(before.has("v2")).toBe(false);
    expect(existsSync(join(dir, "spec", "v2", "methods.ts"))).toBe(true);
    const gen = cli(["generate"], dir);
    expect(gen.status, gen.stderr).toBe(0);
    // Importing one file never dropped another's digest.
    const upstream = readFileSync(join(dir, "spec", "upstream.ts"), "utf8");
    for (const f of FILES) expect(upstream).toContain(JSON.stringify(f));
  }, 300_000);

  it("init --from-schema starts a spec from the published schemas in one step, with safe names for reserved ones", () => {
    const dir = temp("acp-from-schema-");
    const r = cli(["init", "--from-schema", CRATE], dir);
    expect(r.status, r.stderr).toBe(0);
    const gen = cli(["generate"], dir);
    expect(gen.status, gen.stderr).toBe(0);
    // Every published name some language reserves is declared under another name, with @schemaName for the wire.
    const languages = languagesWith();
    const texts = [...specTexts(join(dir, "spec")).values()].join("\n");
    let reserved = 0;
    for (const v of ["v1", "v2"]) {
      const defs = Object.keys(
        (JSON.parse(readFileSync(join(CRATE, v, "schema.unstable.json"), "utf8")) as { $defs: object }).$defs,
      );
      for (const n of defs.filter((x) => reservedTypeName(x, languages))) {
        reserved++;
        expect(texts).not.toMatch(new RegExp(`export (interface|type) ${n}\\b`));
        if (texts.includes(`@schemaName ${n}\n`)) continue;
        // Not declared at all: then a decision says why (an envelope, or an item that does not compile).
        expect(r.stdout + r.stderr).toContain(n);
      }
    }
    expect(reserved).toBeGreaterThan(0);
  }, 300_000);

  it("a second import of one file keeps the recorded versions and the other files' digests", () => {
    const dir = temp("acp-keep-upstream-");
    expect(cli(["init", "--from-schema", CRATE], dir).status).toBe(0);
    const path = join(dir, "spec", "upstream.ts");
    writeFileSync(path, readFileSync(path, "utf8").replace("crate: null", 'crate: "1.20.0"'));
    const before = readFileSync(path, "utf8");
    const r = cli(["import", "--schema", join(CRATE, "v2", "schema.json")], dir);
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(path, "utf8")).toBe(before);
  }, 300_000);

  it("a failed import with --json still prints one JSON object, with the error and its diagnostics", () => {
    const dir = temp("acp-import-json-fail-");
    expect(cli(["init", "--minimal"], dir).status).toBe(0);
    const r = cli(["import", "--schema", "missing-folder", "--json"], dir);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({
      format: "acp-codegen-import/1",
      error: expect.stringContaining("missing-folder"),
      diagnostics: [],
    });
  }, 60_000);

  it("init --from-schema leaves nothing behind when the import fails", () => {
    const dir = temp("acp-from-bad-schema-");
    writeFileSync(join(dir, "schema.json"), '{"$defs": {"A": ');
    const r = cli(["init", "--from-schema", "schema.json"], dir);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("nothing was written");
    expect(readdirSync(dir).sort()).toEqual(["schema.json"]);
  }, 60_000);
});
