import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists } from "../conformance/langs.js";
import type { SpecModel, TypeExpr, VersionModel } from "../model/types.js";
import { pascalCase, snakeCase } from "../naming.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { importGenerated, runTsc, tempFolders } from "./generated.js";
import { ensurePythonEnv } from "./python-env.js";
import { copyCrate, rustTestEnv } from "./rust-env.js";

/**
 * A consumer of the bundled spec's generated output (out/) that uses every
 * typed getter of every reducer, with the types it expects written out. The
 * expectations come from the model: an entity has the payload type of the
 * variant that creates it (an upsert, else a replace, else a patch), or the
 * type at its value path; keyed entities give a list and single ones an
 * optional value (a list when the value is one); a message's list field holds
 * the appended field's type.
 */

const OUT = join(PACKAGE_ROOT, "out");
const temp = tempFolders(afterAll);
let model: SpecModel;

interface Expected {
  readonly version: string;
  readonly className: string;
  readonly messageName: string;
  readonly listField: string | null;
  readonly listItem: string | null;
  /** The roles its message variants name (Rust types them as an enum, `<Version>ReducerRole`). */
  readonly roles: readonly string[];
  /** `list`: a single entity whose value is a list of `type` (replaced by a list at a value path). */
  readonly entities: readonly {
    readonly name: string;
    readonly single: boolean;
    readonly type: string;
    readonly list: boolean;
  }[];
}

const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const RANK: { readonly [action: string]: number } = { upsert: 0, replace: 1, patch: 2 };

function expected(v: VersionModel): Expected | null {
  const r = v.reducer;
  if (!r) return null;
  const union = v.decls.find((d) => d.name === r.union.split(".")[1]);
  if (union?.kind !== "union") return null;
  const payload = (tag: string): string | null => union.variants.find((x) => x.tag === tag)?.payload ?? null;
  // The type a variant writes: its payload, or the type at its value path in the payload (a name, or a list of one).
  const written = (tag: string, value: string | null): { type: string; list: boolean } | null => {
    let name = payload(tag);
    if (name === null || value === null) return name === null ? null : { type: name, list: false };
    let t: TypeExpr | null = null;
    for (const step of value.split(".")) {
      if (t !== null) name = t.kind === "ref" ? t.name : null;
      const d = v.decls.find((x) => x.name === name);
      const f = d?.kind === "object" || d?.kind === "union" ? d.fields.find((x) => x.name === step) : undefined;
      if (!f) return null;
      t = f.type.kind === "nullable" ? f.type.inner : f.type;
    }
    if (t?.kind === "ref") return { type: t.name, list: false };
    if (t?.kind === "array" && t.items.kind === "ref") return { type: t.items.name, list: true };
    return null;
  };
  const entities = r.entities.flatMap((e) => {
    const creator = r.variants
      .filter((x) => x.entity === e.name && x.action in RANK)
      .sort((a, b) => RANK[a.action]! - RANK[b.action]!)
      .map((x) => written(x.tag, x.value))
      .find((p) => p !== null);
    return creator ? [{ name: e.name, single: e.key === null, type: creator.type, list: creator.list }] : [];
  });
  const append = r.variants.find((x) => x.action === "append" && x.role !== null);
  const listField = append?.field ?? null;
  const chunk = append ? v.decls.find((d) => d.name === payload(append.tag)) : undefined;
  const item = chunk?.kind === "object" ? chunk.fields.find((f) => f.name === listField)?.type : undefined;
  return {
    version: v.name,
    className: `${upper(v.name)}Reducer`,
    messageName: `${upper(v.name)}ReducerMessage`,
    listField,
    listItem: item?.kind === "ref" ? item.name : null,
    roles: [...new Set(r.variants.flatMap((x) => (x.role !== null && x.entity === null ? [x.role] : [])))],
    entities,
  };
}

let reducers: Expected[] = [];

beforeAll(async () => {
  const r = await compile({ spec: join(PACKAGE_ROOT, "spec"), targets: [], missingDocs: "allow" });
  if (!r.model) throw new Error(r.diagnostics.map((d) => d.message).join("\n"));
  model = r.model;
  reducers = model.versions.flatMap((v) => expected(v) ?? []);
}, 600_000);

describe("typed reducer state of the bundled spec, used by a consumer", () => {
  it("the spec declares reducers with entities (else this test checks nothing)", () => {
    expect(reducers.length).toBeGreaterThan(0);
    expect(reducers.every((r) => r.entities.length > 0 && r.listItem !== null)).toBe(true);
  });

  it("TypeScript: over the bundled apply vectors, the typed state writes back the JSON the engine holds", async () => {
    type Mod = Record<string, any>;
    const index = await importGenerated<Mod>(join(OUT, "typescript"), "index.js");
    const engines = await importGenerated<Mod>(join(OUT, "typescript"), "reducer.js");
    const vectors = readdirSync(join(OUT, "vectors"))
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => {
        const doc = JSON.parse(readFileSync(join(OUT, "vectors", f), "utf8")) as { vectors?: any[] } | any[];
        return (Array.isArray(doc) ? doc : (doc.vectors ?? [])).filter(
          (v: any) => v.kind === "apply" && !v.expect?.error,
        );
      });
    let checked = 0;
    for (const v of vectors) {
      const r = reducers.find((x) => x.version === v.version);
      if (!r) continue;
      const typed = new index[r.className]({ unstable: v.unstable ?? [] });
      const engine = engines.reducerFor(v.version, v.unstable ?? []);
      for (const u of v.updates) {
        typed.applyJson(u);
        engine.apply(u);
      }
      expect(
        typed.messages().map((m: unknown) => index[r.messageName].serialize(m)),
        v.id,
      ).toEqual(engine.messages());
      for (const e of r.entities) {
        const codec = index[r.version][e.type];
        const got = typed[e.name]();
        const json =
          got === null
            ? null
            : e.single && !e.list
              ? codec.serialize(got)
              : got.map((x: unknown) => codec.serialize(x));
        expect(json, `${v.id} ${e.name}`).toEqual(engine.entity(e.name));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 300_000);

  it("TypeScript: tsc --strict accepts every getter at its declared type, and refuses a wrong one", () => {
    const dir = temp("acp-codegen-reducer-ts-");
    const index = JSON.stringify(join(OUT, "typescript", "index.js"));
    const names = [...new Set(reducers.flatMap((r) => [r.className, `type ${r.messageName}`, r.version]))];
    const lines = [`import { ${names.join(", ")} } from ${index};`, ""];
    for (const r of reducers) {
      const s = `${r.version}Reducer`;
      lines.push(`const ${s} = new ${r.className}();`);
      lines.push(`export const ${s}Messages: ${r.messageName}[] = ${s}.messages();`);
      lines.push(`export const ${s}Role: string | undefined = ${s}Messages[0]?.role;`);
      lines.push(`export const ${s}List: ${r.version}.${r.listItem}[] | undefined = ${s}Messages[0]?.${r.listField};`);
      for (const e of r.entities) {
        const t = `${r.version}.${e.type}${e.single ? (e.list ? "[] | null" : " | null") : "[]"}`;
        lines.push(`export const ${s}_${e.name}: ${t} = ${s}.${e.name}();`);
        lines.push("// @ts-expect-error a getter's type is its entity's, not anything");
        lines.push(`export const ${s}_${e.name}_wrong: number = ${s}.${e.name}();`);
      }
    }
    writeFileSync(join(dir, "consumer.ts"), `${lines.join("\n")}\n`);
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          skipLibCheck: true,
        },
        files: ["consumer.ts"],
      }),
    );
    const r = runTsc(["-p", "tsconfig.json"], dir);
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
  }, 300_000);

  it("Python: mypy --strict sees every getter at its declared type (not Any)", () => {
    const python = ensurePythonEnv();
    const dir = temp("acp-codegen-reducer-py-");
    const names = [...new Set(reducers.flatMap((r) => [r.className, r.messageName, r.version]))].sort();
    const lines = [
      "from __future__ import annotations",
      "",
      "from typing import assert_type",
      "",
      `from acp_schema import ${names.join(", ")}`,
      "",
    ];
    lines.push("", "def check() -> None:");
    for (const r of reducers) {
      const s = `${r.version}_reducer`;
      lines.push(`    ${s} = ${r.className}()`);
      lines.push(`    assert_type(${s}.messages(), list[${r.messageName}])`);
      lines.push(`    for ${s}_m in ${s}.messages():`);
      lines.push(`        assert_type(${s}_m.role, str)`);
      lines.push(`        assert_type(${s}_m.${snakeCase(r.listField!)}, list[${r.version}.${r.listItem}])`);
      for (const e of r.entities) {
        const t = `${r.version}.${e.type}`;
        lines.push(
          `    assert_type(${s}.${snakeCase(e.name)}(), ${e.single ? (e.list ? `list[${t}] | None` : `${t} | None`) : `list[${t}]`})`,
        );
      }
    }
    writeFileSync(join(dir, "consumer.py"), `${lines.join("\n")}\n`);
    // Incremental, in the worker's mypy cache (worker-setup.ts): the bundled package is read from there when another
    // test of the worker checked it (0.2 s of CPU here against 5.3 s for reading it anew).
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "consumer.py"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, MYPYPATH: join(OUT, "python") },
    });
    expect(mypy.status, `${mypy.stdout}${mypy.stderr}`).toBe(0);
  }, 300_000);

  it.skipIf(!commandExists("cargo"))(
    "Rust: clippy with warnings denied builds a consumer that binds every getter to its declared type",
    () => {
      // The consumer is an example program of a copy of the crate, built with every unstable feature as the suite
      // builds out/rust (rust-env.ts: clippy the compiler wrapper, warnings denied): the library is the suite's
      // build (a cache hit after the harness's), and only the consumer is compiled, and linted, here. As a crate of
      // its own with the crate as a path dependency, the library would be checked again.
      const crate = copyCrate(join(OUT, "rust"), join(temp("acp-codegen-reducer-rs-"), "rust"));
      const roleEnum = (r: Expected): string => r.messageName.replace(/Message$/, "Role");
      const uses = [...new Set(reducers.flatMap((r) => [r.className, r.messageName, roleEnum(r), r.version]))].sort();
      const lines = [`use acp_schema::reducer::ReduceError;`, `use acp_schema::{${uses.join(", ")}};`, ""];
      lines.push("/// Reads every typed getter.", "pub fn check() -> Result<(), ReduceError> {");
      for (const r of reducers) {
        const s = `${r.version}_reducer`;
        lines.push(`    let ${s} = ${r.className}::new();`);
        lines.push(`    let ${s}_messages: Vec<${r.messageName}> = ${s}.messages()?;`);
        lines.push(`    for m in &${s}_messages {`);
        // The role is an enum of exactly the spec's roles: an exhaustive match with no other arm compiles.
        lines.push(`        let _role: ${roleEnum(r)} = m.role;`);
        lines.push(`        match m.role {`);
        for (const role of r.roles) lines.push(`            ${roleEnum(r)}::${pascalCase(role)} => {}`);
        lines.push("        }");
        lines.push(`        let _list: &Vec<${r.version}::${r.listItem}> = &m.${snakeCase(r.listField!)};`);
        lines.push("    }");
        for (const e of r.entities) {
          const t = `${r.version}::${e.type}`;
          lines.push(
            `    let _${r.version}_${snakeCase(e.name)}: ${e.single ? (e.list ? `Option<Vec<${t}>>` : `Option<${t}>`) : `Vec<${t}>`} = ${s}.${snakeCase(e.name)}()?;`,
          );
        }
      }
      lines.push("    Ok(())", "}", "", "fn main() {", "    check().unwrap();", "}");
      const program = "reducer-consumer";
      writeFileSync(join(crate, "examples", `${program}.rs`), `${lines.join("\n")}\n`);
      const env = { ...process.env, ...rustTestEnv() };
      expect(env.RUSTC_WORKSPACE_WRAPPER, "clippy-driver is not installed").toBe("clippy-driver");
      const r = spawnSync("cargo", ["build", "--quiet", "--offline", "--all-features", "--example", program], {
        cwd: crate,
        env,
        encoding: "utf8",
      });
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/^(warning|error)/m);
    },
    900_000,
  );
});
