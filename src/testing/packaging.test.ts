import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempFolders } from "./generated.js";
import { fixtureRustEnv } from "./rust-env.js";
import { commandExists } from "../conformance/langs.js";
import { PACKAGE_ROOT } from "../pipeline.js";
import { ensurePythonEnv } from "./python-env.js";

/**
 * Adoption, as a new user meets it: the tool packed with `npm pack`, installed
 * into another project and run there against that project's spec, with a
 * config file and an overridden template; and the packages it generates,
 * installed by consumers of each language.
 */

const temp = tempFolders(afterAll);

function run(
  cmd: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env, encoding: "utf8", maxBuffer: 1 << 26 });
}
const output = (r: SpawnSyncReturns<string>): string => `${r.stdout}\n${r.stderr}`.slice(-4000);

let project: string;
let out: string;

beforeAll(() => {
  // The tool, packed as npm would publish it, installed into a fresh project. npm pack would run the package's
  // `prepack` script first (build-if-stale), which would rebuild dist/ (deleting and rewriting dist/bundle/ while
  // the other worker's tests run the CLI from it) should a source look newer than the stamp. So the scripts are
  // skipped, and the build packed is held to be current: no source newer than its stamp.
  const stamp = run(process.execPath, [join(PACKAGE_ROOT, "scripts", "build-stamp.mjs"), "check"], PACKAGE_ROOT);
  expect(stamp.status, "dist/ is older than its sources: run npm run build").toBe(0);
  const packs = temp("acp-pack-");
  const pack = run("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", packs], PACKAGE_ROOT);
  expect(pack.status, output(pack)).toBe(0);
  const tarball = join(packs, readdirSync(packs).find((f) => f.endsWith(".tgz"))!);
  project = temp("acp-consumer-");
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  const install = run("npm", ["install", "--no-audit", "--no-fund", "--silent", tarball], project);
  expect(install.status, output(install)).toBe(0);
  cpSync(join(PACKAGE_ROOT, "spec"), join(project, "protocol"), { recursive: true });
  mkdirSync(join(project, "overrides", "rust"), { recursive: true });
  const lib = readFileSync(join(PACKAGE_ROOT, "src", "languages", "rust", "templates", "lib.hbs"), "utf8");
  writeFileSync(
    join(project, "overrides", "rust", "lib.hbs"),
    `// Copyright Consumer Corp. Licensed under Apache-2.0.\n${lib}`,
  );
  writeFileSync(
    join(project, "acp-codegen.config.ts"),
    `import { defineConfig } from "acp-codegen";

export default defineConfig({
  spec: "protocol",
  out: "generated",
  templates: "overrides",
  packageVersion: "2.3.0",
  typescript: { package: "@consumer/acp" },
  rust: { crate: "consumer-acp", unstable: ["agent_message_clear"] },
  python: { package: "consumer_acp", version: "2.3.1" },
});
`,
  );
  out = join(project, "generated");
}, 600_000);

describe("the packed tool, installed into another project", () => {
  it("has a version, and generates from that project's config, spec and template override", () => {
    const version = run("npx", ["--no-install", "acp-codegen", "--version"], project);
    expect(version.stdout.trim()).toBe(
      (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version,
    );
    const gen = run("npx", ["--no-install", "acp-codegen", "generate"], project);
    expect(gen.status, output(gen)).toBe(0);
    expect(readFileSync(join(out, "rust", "src", "lib.rs"), "utf8")).toMatch(/^\/\/ Copyright Consumer Corp\./);
    expect(readFileSync(join(out, "rust", "Cargo.toml"), "utf8")).toMatch(/name = "consumer-acp"\nversion = "2\.3\.0"/);
    expect(readFileSync(join(out, "python", "pyproject.toml"), "utf8")).toContain('version = "2.3.1"');
    expect((JSON.parse(readFileSync(join(out, "typescript", "package.json"), "utf8")) as { name: string }).name).toBe(
      "@consumer/acp",
    );
    // The config file type-checks against the installed package's own declarations.
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: "NodeNext", moduleResolution: "NodeNext", types: [] },
        include: ["acp-codegen.config.ts"],
      }),
    );
    const tsc = run(
      process.execPath,
      [join(PACKAGE_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."],
      project,
    );
    expect(output(tsc).trim()).toBe("");
    const check = run("npx", ["--no-install", "acp-codegen", "check", "--target", "rust"], project);
    expect(check.status, output(check)).toBe(0);
    // Versions come from the config only: a new one makes check fail until generate runs.
    const config = readFileSync(join(project, "acp-codegen.config.ts"), "utf8");
    writeFileSync(
      join(project, "acp-codegen.config.ts"),
      config.replace('packageVersion: "2.3.0"', 'packageVersion: "2.4.0"'),
    );
    const stale = run("npx", ["--no-install", "acp-codegen", "check"], project);
    expect(stale.status).toBe(3);
    expect(stale.stderr).toMatch(/stale: .*rust\/Cargo\.toml/);
    writeFileSync(join(project, "acp-codegen.config.ts"), config);
    // A flag wins over the file.
    const elsewhere = join(temp("acp-flag-out-"), "out");
    const flag = run(
      "npx",
      ["--no-install", "acp-codegen", "generate", "--target", "rust", "--out", elsewhere, "--rust-crate", "flag-crate"],
      project,
    );
    expect(flag.status, output(flag)).toBe(0);
    expect(readFileSync(join(elsewhere, "rust", "Cargo.toml"), "utf8")).toMatch(
      /name = "flag-crate"\nversion = "2\.3\.0"/,
    );
  }, 300_000);

  it("reports a broken override with its location, and writes nothing", () => {
    const dir = temp("acp-broken-override-");
    mkdirSync(join(dir, "rust"));
    writeFileSync(join(dir, "rust", "lib.hbs"), "{{#each versions}}\n{{nope}}\n{{/each}}\n");
    const cfg = join(dir, "acp-codegen.config.json");
    writeFileSync(cfg, JSON.stringify({ spec: join(project, "protocol"), out: join(dir, "out"), templates: dir }));
    const bad = run("npx", ["--no-install", "acp-codegen", "generate", "--config", cfg], project);
    expect(bad.status).toBe(1);
    // Named from the working folder (a path that climbs out of it, or an absolute one when that is shorter).
    expect(bad.stderr).toMatch(
      new RegExp(
        `(^|/)${join(basename(dir), "rust", "lib.hbs").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:\\d+:\\d+ - error ACP025`,
        "m",
      ),
    );
    expect(() => readdirSync(join(dir, "out"))).toThrow();
  }, 300_000);
});

describe("the generated packages, installed by their consumers", () => {
  it("TypeScript: installs with npm install <path>, imports from the package root, compiles under strict settings, and runs", () => {
    const app = temp("acp-ts-consumer-");
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    const install = run("npm", ["install", "--no-audit", "--no-fund", "--silent", join(out, "typescript")], app);
    expect(install.status, output(install)).toBe(0);
    writeFileSync(
      join(app, "main.ts"),
      `import { v2, V2ToV1, V2Reducer, DecodeError } from "@consumer/acp";
import * as v1 from "@consumer/acp/v1";
const r = v2.SessionUpdate.safeParse({ sessionUpdate: "agent_message_chunk", messageId: "m", content: { type: "text", text: "hi" } });
if (!r.ok) throw r.error;
const out: v1.SessionUpdate[] = new V2ToV1().sessionUpdate(r.value);
const state = new V2Reducer();
state.apply(r.value);
console.log(JSON.stringify(out), state.messages().length, DecodeError.name);
`,
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          noUnusedLocals: true,
          noPropertyAccessFromIndexSignature: true,
          exactOptionalPropertyTypes: true,
          verbatimModuleSyntax: true,
          noUncheckedIndexedAccess: true,
          types: [],
          outDir: "build",
        },
        include: ["main.ts"],
      }),
    );
    const tsc = run(process.execPath, [join(PACKAGE_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."], app);
    expect(output(tsc).trim()).toBe("");
    const node = run(process.execPath, [join(app, "build", "main.js")], app);
    expect(node.status, output(node)).toBe(0);
    expect(node.stdout).toContain('"sessionUpdate":"agent_message_chunk"');
  }, 300_000);

  /**
   * The generated crate is built without debug info (its dependencies, shared with the fixture crates' builds, as
   * before): what is tested is that it compiles as a dependency with the feature and that the program runs, not its
   * debug info, which was a quarter of the build's CPU (70.6 -> 53.0 s and 86.1 -> 58.4 s, cold, side by side).
   * It is built as a consumer that only reads and writes the types would build it (the README's `default-features =
   * false`, with `exact_numbers`): the feature `behaviour` (converters, reducers, the registry) is the same code under
   * the crate's own name in every fixture crate (each named `acp-fixture-<name>`, default features on) and in the
   * bundled crate's tests, and compiling it here again was most of this build (49 s of its CPU on a fresh clone).
   */
  const NO_CRATE_DEBUGINFO = "\n[profile.dev.package.consumer-acp]\ndebug = 0\n";
  it.skipIf(!commandExists("cargo"))(
    "Rust: builds as a path dependency with the feature unstable (no behaviour, as a consumer that only reads and writes)",
    () => {
      const app = temp("acp-rust-consumer-");
      mkdirSync(join(app, "src"));
      writeFileSync(
        join(app, "Cargo.toml"),
        `[package]\nname = "app"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\nconsumer-acp = { path = ${JSON.stringify(join(out, "rust"))}, default-features = false, features = ["exact_numbers", "unstable"] }\nserde_json = "1"\n${NO_CRATE_DEBUGINFO}`,
      );
      writeFileSync(
        join(app, "src", "main.rs"),
        `fn main() {\n    let u: consumer_acp::v1::SessionUpdate = consumer_acp::from_str(r#"{"sessionUpdate":"agent_message_clear"}"#).unwrap();\n    println!("{}", serde_json::to_string(&u).unwrap());\n}\n`,
      );
      const env = {
        ...process.env,
        ...fixtureRustEnv(),
      };
      const r = run("cargo", ["run", "--quiet"], app, env);
      expect(r.status, output(r)).toBe(0);
      expect(r.stdout).toContain("agent_message_clear");
    },
    600_000,
  );

  it("Python: builds a wheel with python -m build, and installs it", () => {
    const python = ensurePythonEnv();
    const dist = temp("acp-wheel-");
    const build = run(python, ["-m", "build", "--wheel", "--outdir", dist, join(out, "python")], out);
    expect(build.status, output(build)).toBe(0);
    const wheel = readdirSync(dist).find((f) => f.endsWith(".whl"))!;
    expect(wheel).toMatch(/^consumer_acp-2\.3\.1-py3-none-any\.whl$/);
    // The wheel's METADATA carries the description, the generated README as its long description, and the LICENSE.
    const meta = run(
      python,
      [
        "-c",
        "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print('\\n'.join(z.namelist())); print(z.read(next(n for n in z.namelist() if n.endswith('/METADATA'))).decode())",
        join(dist, wheel),
      ],
      out,
    );
    expect(meta.status, output(meta)).toBe(0);
    expect(meta.stdout).toContain("Description-Content-Type: text/markdown");
    expect(meta.stdout).toContain(readFileSync(join(out, "python", "README.md"), "utf8").split("\n")[0]!);
    expect(meta.stdout).toMatch(/^Summary: .+/m);
    expect(meta.stdout).toMatch(/dist-info\/licenses\/LICENSE$/m);
    const site = temp("acp-site-");
    const pip = run(python, ["-m", "pip", "install", "--quiet", "--no-deps", "--target", site, join(dist, wheel)], out);
    expect(pip.status, output(pip)).toBe(0);
    const use = run(
      python,
      [
        "-c",
        "import consumer_acp; print(consumer_acp.parse(consumer_acp.v2.SessionUpdate, {'sessionUpdate': 'agent_message', 'messageId': 'm'}))",
      ],
      site,
      { ...process.env, PYTHONPATH: site },
    );
    expect(use.status, output(use)).toBe(0);
    // The package data (the behaviour program) made it into the wheel.
    const reducer = run(
      python,
      ["-c", "import consumer_acp; r = consumer_acp.V2Reducer(); print(r.messages())"],
      site,
      { ...process.env, PYTHONPATH: site },
    );
    expect(reducer.status, output(reducer)).toBe(0);
  }, 600_000);
});
