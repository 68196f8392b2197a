import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transpileTree } from "../../conformance/transpile.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { installSdk, ORACLE_CACHE } from "../../testing/oracles/index.js";
import { guideExample } from "../../testing/guide-examples.js";
import { ensurePythonEnv } from "../../testing/python-env.js";

/**
 * The generated `acp-bridge` between upstream's own peers (npm SDK 2.4.0, installed by the oracles step), over real
 * stdio: the SDK's v1 client (its stable entrypoint) through the bridge to an agent written with its experimental v2
 * entrypoint, and the SDK's v2 client through the bridge to its v1 agent. Each client starts
 * `acp-bridge --client VERSION -- <agent>` as its agent and prints one line per scenario (fixtures/peer/README.md,
 * fixtures/bridge/). Every cell must pass.
 */

const FIXTURES = join(PACKAGE_ROOT, "src", "languages", "typescript", "fixtures");
const SDK_ROOT = join(ORACLE_CACHE, "zod");
const CORE = [
  "initialize",
  "session/new",
  "prompt with streamed updates",
  "request_permission from the agent",
  "cancelled prompt",
];
/** The v1 client also runs the peer scenarios that are not about a turn: through the bridge they hold as well. */
const V1_CLIENT = [...CORE, "unknown method", "malformed line", "10 MB message"];

let dir: string;
let js: string;

beforeAll(async () => {
  // Upstream's npm SDK, installed here (under the oracles' lock) when no other test has installed it yet.
  installSdk();
  if (!existsSync(join(SDK_ROOT, "node_modules", "@agentclientprotocol", "sdk", "package.json"))) {
    throw new Error(`upstream's npm SDK is not installed under ${SDK_ROOT}: its install did not put it there`);
  }
  ({ dir } = await generateToTemp({ targets: ["typescript", "python"] }));
  js = mkdtempSync(join(tmpdir(), "acp-codegen-bridge-interop-"));
  transpileTree(join(dir, "typescript"), js);
}, 600_000);
afterAll(() => {
  for (const d of [dir, js]) if (d) rmSync(d, { recursive: true, force: true });
});

interface Cell {
  readonly scenario: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** Runs a client program against `acp-bridge --client VERSION -- node <agent program>`: the scenario lines. */
function run(
  client: string,
  version: string,
  agent: string,
): Promise<{ cells: Cell[]; stderr: string; status: number | null }> {
  const bridge = [process.execPath, join(js, "acp-bridge.js"), "--client", version, "--"];
  return runClient(client, [...bridge, process.execPath, join(FIXTURES, agent), SDK_ROOT]);
}

/** Runs a client program against an agent command: the scenario lines. */
function runClient(
  client: string,
  agent: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ cells: Cell[]; stderr: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const args = [join(FIXTURES, client), SDK_ROOT, ...agent];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], ...options });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({
        cells: out
          .split("\n")
          .filter((l) => l.startsWith("{"))
          .map((l) => JSON.parse(l) as Cell),
        stderr: err,
        status,
      }),
    );
  });
}

const table: string[] = [];

describe("acp-bridge between upstream's SDK peers over stdio", () => {
  const pairs = [
    {
      name: "SDK v1 client -> acp-bridge -> SDK v2 agent",
      client: "peer/sdk-client.mjs",
      version: "v1",
      agent: "bridge/sdk-v2-agent.mjs",
      scenarios: V1_CLIENT,
    },
    {
      name: "SDK v2 client -> acp-bridge -> SDK v1 agent",
      client: "bridge/sdk-v2-client.mjs",
      version: "v2",
      agent: "peer/sdk-agent.mjs",
      scenarios: CORE,
    },
  ];
  for (const p of pairs) {
    it(`${p.name}: every scenario passes`, async () => {
      const { cells, stderr, status } = await run(p.client, p.version, p.agent);
      const cell = (s: string): string => {
        const c = cells.find((x) => x.scenario === s);
        return c === undefined ? "n/a" : c.ok ? "pass" : "FAIL";
      };
      table.push(`| ${p.name} | ${V1_CLIENT.map(cell).join(" | ")} |`);
      expect(status, stderr).toBe(0);
      expect(cells.map((c) => c.scenario)).toEqual(p.scenarios);
      expect(cells.filter((c) => !c.ok)).toEqual([]);
      // Nothing was refused on the way: the bridge reports every message it cannot convert on stderr.
      expect(stderr).not.toContain("acp-bridge:");
    }, 180_000);
  }

  it("guideExample(\"bridge-run\"): the README's line, as written, bridges the SDK's v1 client to a v2 agent", async () => {
    const line = guideExample("bridge-run").code.trim();
    const cwd = mkdtempSync(join(tmpdir(), "acp-codegen-bridge-guide-"));
    try {
      // `my-agent.js`: the v2 agent of fixtures/bridge; `npx acp-bridge`: the generated package's bin.
      writeFileSync(join(cwd, "package.json"), '{ "type": "module" }\n');
      const agent = pathToFileURL(join(FIXTURES, "bridge", "sdk-v2-agent.mjs")).href;
      writeFileSync(
        join(cwd, "my-agent.js"),
        `process.argv[2] = ${JSON.stringify(SDK_ROOT)};\nawait import(${JSON.stringify(agent)});\n`,
      );
      const npx = `if [ "$1" = acp-bridge ]; then shift; exec ${JSON.stringify(process.execPath)} ${JSON.stringify(join(js, "acp-bridge.js"))} "$@"; fi\nexit 127\n`;
      writeFileSync(join(cwd, "npx"), `#!/bin/sh\n${npx}`);
      chmodSync(join(cwd, "npx"), 0o755);
      const env = { ...process.env, PATH: `${cwd}:${process.env["PATH"]}` };
      const { cells, stderr, status } = await runClient("peer/sdk-client.mjs", ["bash", "-c", line], { cwd, env });
      expect(status, stderr).toBe(0);
      expect(cells.map((c) => c.scenario)).toEqual(V1_CLIENT);
      expect(cells.filter((c) => !c.ok)).toEqual([]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 180_000);

  it('guideExample("python-agent"), guideExample("python-client") and guideExample("bridge-run-python"): mypy --strict passes, and the client runs through the bridge to the agent, each as written', () => {
    const python = ensurePythonEnv();
    const cwd = mkdtempSync(join(tmpdir(), "acp-codegen-bridge-guide-py-"));
    try {
      writeFileSync(join(cwd, "my_agent.py"), guideExample("python-agent").code);
      writeFileSync(join(cwd, "client.py"), guideExample("python-client").code);
      const packageDir = join(dir, "python");
      const mypy = spawnSync(python, ["-m", "mypy", "--strict", "my_agent.py", "client.py"], {
        cwd,
        encoding: "utf8",
        env: { ...process.env, MYPYPATH: packageDir },
      });
      expect(mypy.status, `${mypy.stdout}${mypy.stderr}`).toBe(0);
      // What the examples call by name: `my-agent` (the bridge line, as written), `npx acp-bridge`, `python`.
      const shim = (name: string, body: string): void => {
        writeFileSync(join(cwd, name), `#!/bin/sh\n${body}\n`);
        chmodSync(join(cwd, name), 0o755);
      };
      shim("my-agent", `cd ${JSON.stringify(cwd)}\n${guideExample("bridge-run-python").code.trim()}`);
      shim(
        "npx",
        `if [ "$1" = acp-bridge ]; then shift; exec ${JSON.stringify(process.execPath)} ${JSON.stringify(join(js, "acp-bridge.js"))} "$@"; fi\nexit 127`,
      );
      shim("python", `exec ${JSON.stringify(python)} "$@"`);
      const r = spawnSync(python, ["client.py"], {
        cwd,
        encoding: "utf8",
        timeout: 60_000,
        env: { ...process.env, PATH: `${cwd}:${process.env["PATH"]}`, PYTHONPATH: packageDir },
      });
      expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
      expect(r.stdout).toMatch(/^accepted: \S+$/m);
      // The v1 agent's chunk, then the end of the turn the bridge made of its answer.
      expect(r.stdout).toMatch(/^update: .*Hello/m);
      expect(r.stdout).toMatch(/^update: .*idle/m);
      expect(r.stderr).not.toContain("acp-bridge:");
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }, 180_000);

  afterAll(() => {
    process.stdout.write(
      `\n| direction | ${V1_CLIENT.join(" | ")} |\n|${"---|".repeat(V1_CLIENT.length + 1)}\n${table.join("\n")}\n`,
    );
  });
});
