import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { check, generate } from "./index.js";
import { initProject } from "./cli/init.js";
import { loadConfigFile } from "./config-file.js";
import { flatSettings, RUN_OPTIONS } from "./config-options.js";
import { buildCli } from "./cli/main.js";
import { bundledLanguages } from "./targets/registry.js";
import { flagOf } from "./plugin/index.js";
import { PACKAGE_ROOT } from "./pipeline.js";
import { runTsc, tempFolders } from "./testing/generated.js";
import { guideExample } from "./testing/guide-examples.js";
import { typescriptCompiler } from "./load/typescript-compiler.js";

/**
 * The README's examples of the programmatic API, taken from the README itself
 * (so that they cannot drift): each is type-checked against the package's
 * declarations and run on a project started with `init --minimal`; what its
 * comments say of the results (the diagnostic shape, the misspelt option's
 * error, the exit codes) is compared with what the code does.
 */
const temp = tempFolders(afterAll);
const README = readFileSync(join(PACKAGE_ROOT, "README.md"), "utf8");

/** The README's examples of the API (marked `<!-- example: api -->`). */
function apiExamples(): string[] {
  return [guideExample("api").code];
}

/** The README's config file example (marked `<!-- example: config-file -->`). */
function configExample(): string {
  return guideExample("config-file").code;
}

/** A project in `<dir>/protocol` (the folder the examples name), in a git repository whose `origin/main` is its first commit. */
function project(): string {
  const dir = temp("acp-readme-");
  expect(initProject({ cwd: join(dir, "protocol"), from: "minimal" }).existing).toEqual([]);
  const git = (...args: string[]): void => {
    const r = spawnSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: dir, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
  };
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "base");
  git("update-ref", "refs/remotes/origin/main", "HEAD");
  return dir;
}

/** The keys of an object literal's shape as the README writes it (`{ code, loc: { file, line }, text }`), nested. */
function shapeOf(text: string): unknown {
  let at = 0;
  const read = (): { [key: string]: unknown } => {
    expect(text[at]).toBe("{");
    at++;
    const out: { [key: string]: unknown } = {};
    for (;;) {
      while (/[\s,]/.test(text[at]!)) at++;
      if (text[at] === "}") {
        at++;
        return out;
      }
      const name = /^[A-Za-z]+/.exec(text.slice(at))![0];
      at += name.length;
      while (text[at] === " ") at++;
      if (text[at] === ":") {
        at++;
        while (text[at] === " ") at++;
        out[name] = read();
      } else out[name] = true;
    }
  };
  return read();
}

/** The nested key shape of a value (`true` for a leaf). */
function keysOf(v: unknown): unknown {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return true;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keysOf(x)]));
}

describe("the README's API examples", () => {
  const examples = apiExamples();

  it("are found, and use the options of the one list", () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it("type-check against the package's declarations (a @ts-expect-error there must be an error)", () => {
    const dir = temp("acp-readme-tsc-");
    const files = examples.map((code, i) => {
      const name = `example${i}.ts`;
      writeFileSync(join(dir, name), `${code}\nexport {};\n`);
      return name;
    });
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
          types: [],
          paths: { "acp-codegen": [join(PACKAGE_ROOT, "dist", "index.d.ts")] },
        },
        files,
      }),
    );
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    const r = runTsc(["-p", join(dir, "tsconfig.json")], dir);
    expect(r.output).toBe("");
    expect(r.status).toBe(0);
  }, 300_000);

  it("run, and do what their comments say", async () => {
    const ts = typescriptCompiler();
    for (const code of examples) {
      const dir = project();
      const names = [...code.matchAll(/^const (\w+) = await/gm)].map((m) => m[1]!);
      const js = ts.transpileModule(
        code.replace(
          'from "acp-codegen"',
          `from ${JSON.stringify(pathToFileURL(join(PACKAGE_ROOT, "dist", "index.js")).href)}`,
        ),
        {
          compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
        },
      ).outputText;
      const report = `\nconsole.log("@@" + JSON.stringify({ ${names.join(", ")} }, (k, v) => (k === "config" ? undefined : v)));\n`;
      writeFileSync(join(dir, "example.mjs"), js + report);
      const r = spawnSync(process.execPath, ["example.mjs"], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, ACP_CODEGEN_NO_PLUGINS: "" },
      });
      expect(r.status, r.stderr).toBe(0);
      const results = JSON.parse(r.stdout.slice(r.stdout.indexOf("@@") + 2)) as {
        [name: string]: { ok: boolean; error: string | null; status?: string };
      };
      // Every call but the misspelt one succeeds.
      const typo = /^const (\w+) = await .*\n.*fails at run time/m.exec(
        code.replace(/^\/\/ @ts-expect-error.*\n/m, ""),
      );
      for (const n of names) {
        if (n === typo?.[1]) continue;
        expect(results[n], n).toMatchObject({ ok: true, error: null });
      }
      // The version the example gives reaches the packages.
      const version = /packageVersion: "([^"]+)"/.exec(code)?.[1];
      if (version)
        expect(
          (
            JSON.parse(readFileSync(join(dir, "protocol", "out", "typescript", "package.json"), "utf8")) as {
              version: string;
            }
          ).version,
        ).toBe(version);
      // The misspelt option fails with the error the comment quotes.
      const said = /(\w+)\.error is "([^"]+)"/.exec(code);
      if (said) expect(results[said[1]!]).toMatchObject({ ok: false, error: said[2] });
    }
  }, 300_000);

  it("the README's diagnostic shape is the one a diagnostic has", async () => {
    const shown = /diagnostics: \[(\{[^\]]*\})\]/.exec(examples.join("\n"));
    expect(shown, "the README shows a diagnostic's shape").not.toBeNull();
    const dir = project();
    const file = join(dir, "protocol", "spec", "v1", "tasks.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace(/taskId: TaskId;/, "taskId: NoSuchType;"));
    const g = await generate({ cwd: join(dir, "protocol"), targets: ["jsonschema"] });
    expect(g.diagnostics.length).toBeGreaterThan(0);
    for (const d of g.diagnostics) expect(keysOf(d)).toEqual(shapeOf(shown![1]!));
  });

  it("the exit codes the README and the declarations give each status are the CLI's", async () => {
    const dir = project();
    const cwd = join(dir, "protocol");
    const cli = (...args: string[]): number =>
      spawnSync(process.execPath, [join(PACKAGE_ROOT, "dist", "cli", "bin.js"), ...args], { cwd, encoding: "utf8" })
        .status!;
    const dts = readFileSync(join(PACKAGE_ROOT, "dist", "api.d.ts"), "utf8");
    const statusDoc = /What `acp-codegen check` would exit with:([\s\S]*?)\*\//
      .exec(dts)![1]!
      .replace(/\s*\*\s*/g, " ");
    const readme = /`check`'s `status` is what `acp-codegen check` would\s+exit with:([^.]*)\./
      .exec(README)![1]!
      .replace(/\s+/g, " ");
    const says = (status: string, code: number): void => {
      expect(readme, `the README on ${status}`).toMatch(
        new RegExp(`\`${status}\` ${code}\\b|\`${status}\` \\d \\([^)]*\\) or ${code}\\b`),
      );
      expect(statusDoc, `the declarations on ${status}`).toMatch(new RegExp(`\`${status}\` \\([^\`]*exit ${code}\\b`));
    };
    const targets = ["--target", "jsonschema"];
    expect(cli("generate", ...targets)).toBe(0);
    const up = await check({ cwd, targets: ["jsonschema"] });
    expect(up.status).toBe("up-to-date");
    says("up-to-date", cli("check", ...targets));
    const written = (await generate({ cwd, targets: ["jsonschema"] })).files[0]!.path;
    writeFileSync(join(cwd, "out", written), "{}\n");
    expect((await check({ cwd, targets: ["jsonschema"] })).status).toBe("stale");
    says("stale", cli("check", ...targets));
    expect((await check({ cwd, targets: ["jsonschema"], packageVersion: "1.2" })).status).toBe("invalid");
    says("invalid", cli("check", ...targets, "--package-version", "1.2"));
    const spec = join(cwd, "spec", "v1", "tasks.ts");
    writeFileSync(spec, readFileSync(spec, "utf8").replace(/taskId: TaskId;/, "taskId: NoSuchType;"));
    expect((await check({ cwd, targets: ["jsonschema"] })).status).toBe("invalid");
    says("invalid", cli("check", ...targets));
  }, 300_000);

  it("the README's config file example reads without a diagnostic", async () => {
    const dir = temp("acp-readme-config-");
    mkdirSync(join(dir, "overrides"));
    writeFileSync(join(dir, "acp-codegen.config.ts"), configExample());
    const r = await loadConfigFile(join(dir, "acp-codegen.config.ts"), dir, { cache: false });
    expect(r.diagnostics).toEqual([]);
    expect(r.config.packageVersion).toBeDefined();
  });
});

describe("one list of option names for the CLI, the config file and the API", () => {
  it("each flag of the list is a flag of generate and check, and each of their flags is of the list, a language's option, or the report's own", () => {
    const program = buildCli();
    const listed = [...flatSettings().map(([, s]) => s.flag), ...Object.values(RUN_OPTIONS).map((o) => o.flag)]
      .filter((f): f is string => f !== null)
      .map((f) => f.split(" ")[0]!);
    const languageFlags = bundledLanguages.flatMap((l) => Object.keys(l.options).map((k) => flagOf(l.name, k)));
    for (const name of ["generate", "check"]) {
      const cmd = program.commands.find((c) => c.name() === name)!;
      const flags = cmd.options.map((o) => o.long!);
      for (const f of listed.filter((x) => name === "generate" || x !== "--force"))
        expect(flags, `${name} ${f}`).toContain(f);
      const own = flags.filter((f) => !listed.includes(f) && !languageFlags.includes(f));
      // What only the command line has: how to report, and generate's watch mode.
      expect(own.sort()).toEqual(
        name === "generate" ? ["--format", "--timings", "--watch"] : ["--format", "--timings"],
      );
    }
  });

  it("a misspelt or unknown option is refused with the nearest name, whatever the object", async () => {
    const dir = project();
    const cwd = join(dir, "protocol");
    const loose = (o: object): Parameters<typeof generate>[0] => o as Parameters<typeof generate>[0];
    expect((await generate(loose({ cwd, sepc: "spec" }))).error).toBe("unknown setting 'sepc'; did you mean 'spec'?");
    expect((await generate(loose({ cwd, version: "2.4.1" }))).error).toMatch(
      /^unknown setting 'version'; it is called 'packageVersion'/,
    );
    expect((await generate(loose({ cwd, noPlugin: true }))).error).toBe(
      "unknown setting 'noPlugin'; did you mean 'noPlugins'?",
    );
    expect((await generate(loose({ cwd, docs: { formt: "mdx" } }))).error).toBe(
      "unknown setting 'docs.formt'; did you mean 'docs.format'?",
    );
    expect((await generate(loose({ cwd, rust: { crat: "x" } }))).error).toMatch(
      /^unknown setting 'rust\.crat'; did you mean 'rust\.crate'\?/,
    );
    expect((await check(loose({ cwd, targets: "rust" }))).error).toMatch(/'targets' must be a list of strings/);
    // Nothing was written by a refused run.
    expect(existsSync(join(cwd, "out"))).toBe(false);
  });

  it("a config file spells a setting as the API does, and the old name is refused saying the new one", async () => {
    const dir = temp("acp-options-config-");
    const file = join(dir, "acp-codegen.config.json");
    writeFileSync(file, '{ "packageVersion": "3.0.0", "docs": { "format": "mdx" } }\n');
    expect(await loadConfigFile(file, dir, { cache: false })).toMatchObject({
      config: { packageVersion: "3.0.0", docsFormat: "mdx" },
      diagnostics: [],
    });
    writeFileSync(file, '{\n  "version": "3.0.0"\n}\n');
    const r = await loadConfigFile(file, dir, { cache: false });
    expect(r.diagnostics.map((d) => `${d.loc.line}:${d.loc.col} ${d.message}`)).toEqual([
      "2:3 unknown setting 'version': it is called 'packageVersion' (the same name in a config file, the API, and the command line's --package-version)",
    ]);
  });
});
