import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transpileTree } from "../../conformance/transpile.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { ensurePythonEnv } from "../../testing/python-env.js";
import { installSdk, ORACLE_CACHE } from "../../testing/oracles/index.js";
import { goConsumerModule } from "../../testing/go-consumer.js";

/**
 * The generated TypeScript, Python and Go peers against upstream's npm SDK (2.4.0, installed by the oracles step), over
 * real stdio: each client program (ours in each language, and one written with the SDK's app API) starts an agent
 * program (likewise) as a child process and runs the scenarios of fixtures/peer/README.md. Our languages run against
 * each other, and the SDK against itself, as the check that the scenarios are sound. Upstream's Python SDK (0.12.1)
 * is a second partner, as an agent and as a client. Every cell must pass.
 */

const FIXTURES = join(PACKAGE_ROOT, "src", "languages", "typescript", "fixtures", "peer");
const SDK_ROOT = join(ORACLE_CACHE, "zod");
const SCENARIOS = [
  "initialize",
  "session/new",
  "prompt with streamed updates",
  "request_permission from the agent",
  "cancelled prompt",
  "unknown method",
  "malformed line",
  "10 MB message",
];

/** What upstream's Python SDK 0.12.1 does not offer (see its rows). */
const PY_SDK_LACKS: readonly string[] = ["cancelled prompt", "malformed line"];

/** What upstream's Python SDK 0.12.1 does not offer as a client (see sdk-client.py). */
const PY_SDK_CLIENT_LACKS: readonly string[] = ["cancelled prompt", "malformed line"];

let dir: string;
let js: string;
let python: string;
/** The folder of the Go programs, built against the generated module. */
let goBin: string;

beforeAll(async () => {
  // Upstream's npm SDK, installed here (under the oracles' lock) when no other test has installed it yet.
  installSdk();
  if (!existsSync(join(SDK_ROOT, "node_modules", "@agentclientprotocol", "sdk", "package.json"))) {
    throw new Error(`upstream's npm SDK is not installed under ${SDK_ROOT}: its install did not put it there`);
  }
  ({ dir } = await generateToTemp({ targets: ["typescript", "python", "go"] }));
  python = ensurePythonEnv();
  js = mkdtempSync(join(tmpdir(), "acp-codegen-interop-"));
  transpileTree(join(dir, "typescript"), js);
  // The Go programs: a module of their own that takes the generated one in place of its published path.
  const mod = join(dir, "go-programs");
  mkdirSync(mod);
  const work = goConsumerModule(mod, "peerinterop", "1.22", "../go");
  for (const p of ["agent", "client"]) cpSync(join(FIXTURES, "go", p), join(mod, p), { recursive: true });
  goBin = join(mod, "bin");
  const r = spawnSync("go", ["build", "-o", `${goBin}/`, "./agent", "./client"], {
    cwd: mod,
    encoding: "utf8",
    env: {
      ...process.env,
      GOFLAGS: `${process.env.GOFLAGS ?? ""} -buildvcs=false`.trim(),
      GOPROXY: "off",
      ...work,
    },
  });
  if (r.status !== 0) throw new Error(`go build of the interop programs failed:\n${r.stderr}`);
}, 600_000);
afterAll(() => {
  for (const d of [dir, js]) if (d) rmSync(d, { recursive: true, force: true });
});

interface Cell {
  readonly scenario: string;
  readonly ok: boolean;
  readonly skipped?: boolean;
  readonly detail: string;
}

/** The command that runs a program of fixtures/peer: node or Python, with the folder it reads. */
function command(program: string): string[] {
  if (program === "our-agent.go") return [join(goBin, "agent")];
  if (program === "our-client.go") return [join(goBin, "client")];
  if (program === "sdk-agent.py" || program === "sdk-client.py") return [python, join(FIXTURES, program)];
  if (program.endsWith(".py")) return [python, join(FIXTURES, program), join(dir, "python")];
  return [process.execPath, join(FIXTURES, program), program.startsWith("our-") ? js : SDK_ROOT];
}

/** Runs a client program against an agent program; the scenario lines it printed. */
function run(
  client: string,
  agent: string,
  skip: readonly string[],
): Promise<{ cells: Cell[]; stderr: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const [cmd, ...args] = command(client);
    const env = { ...process.env, ACP_PEER_SKIP: skip.join(",") };
    const child = spawn(cmd!, [...args, ...command(agent)], { stdio: ["ignore", "pipe", "pipe"], env });
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

describe("interop over stdio with upstream's npm SDK", () => {
  const pairs: { name: string; client: string; agent: string; skip?: readonly string[] }[] = [
    { name: "our TypeScript client -> SDK agent", client: "our-client.mjs", agent: "sdk-agent.mjs" },
    { name: "SDK client -> our TypeScript agent", client: "sdk-client.mjs", agent: "our-agent.mjs" },
    { name: "our Python client -> SDK agent", client: "our-client.py", agent: "sdk-agent.mjs" },
    { name: "SDK client -> our Python agent", client: "sdk-client.mjs", agent: "our-agent.py" },
    { name: "our TypeScript client -> our Python agent", client: "our-client.mjs", agent: "our-agent.py" },
    { name: "our Python client -> our TypeScript agent", client: "our-client.py", agent: "our-agent.mjs" },
    { name: "our Go client -> SDK agent", client: "our-client.go", agent: "sdk-agent.mjs" },
    { name: "SDK client -> our Go agent", client: "sdk-client.mjs", agent: "our-agent.go" },
    { name: "our Go client -> our TypeScript agent", client: "our-client.go", agent: "our-agent.mjs" },
    { name: "our TypeScript client -> our Go agent", client: "our-client.mjs", agent: "our-agent.go" },
    { name: "our Python client -> our Go agent", client: "our-client.py", agent: "our-agent.go" },
    { name: "SDK client -> SDK agent", client: "sdk-client.mjs", agent: "sdk-agent.mjs" },
    // The Python SDK (agent-client-protocol 0.12.1) answers no `$/cancel_request` (its router calls it an unknown
    // method) and no line that is not JSON (it logs it): those two are left out against its agent.
    {
      name: "our TypeScript client -> Python SDK agent",
      client: "our-client.mjs",
      agent: "sdk-agent.py",
      skip: PY_SDK_LACKS,
    },
    {
      name: "our Python client -> Python SDK agent",
      client: "our-client.py",
      agent: "sdk-agent.py",
      skip: PY_SDK_LACKS,
    },
    { name: "our Go client -> Python SDK agent", client: "our-client.go", agent: "sdk-agent.py", skip: PY_SDK_LACKS },
    // The Python SDK's client (sdk-client.py) against our agents: it cannot withdraw a request (no `$/cancel_request`)
    // and has no way to write a raw line, so those two are left out.
    {
      name: "Python SDK client -> our TypeScript agent",
      client: "sdk-client.py",
      agent: "our-agent.mjs",
      skip: PY_SDK_CLIENT_LACKS,
    },
    {
      name: "Python SDK client -> our Python agent",
      client: "sdk-client.py",
      agent: "our-agent.py",
      skip: PY_SDK_CLIENT_LACKS,
    },
    {
      name: "Python SDK client -> our Go agent",
      client: "sdk-client.py",
      agent: "our-agent.go",
      skip: PY_SDK_CLIENT_LACKS,
    },
  ];
  for (const p of pairs) {
    it(`${p.name}: every scenario passes`, async () => {
      const skip = p.skip ?? [];
      const { cells, stderr, status } = await run(p.client, p.agent, skip);
      const cell = (s: string): string => {
        const c = cells.find((x) => x.scenario === s);
        return c?.skipped ? "n/a" : c?.ok ? "pass" : "FAIL";
      };
      table.push(`| ${p.name} | ${SCENARIOS.map(cell).join(" | ")} |`);
      expect(status, stderr).toBe(0);
      expect(cells.map((c) => c.scenario)).toEqual(SCENARIOS);
      expect(cells.filter((c) => c.skipped).map((c) => c.scenario)).toEqual(skip);
      expect(cells.filter((c) => !c.ok && !c.skipped)).toEqual([]);
    }, 180_000);
  }

  afterAll(() => {
    process.stdout.write(
      `\n| direction | ${SCENARIOS.join(" | ")} |\n|${"---|".repeat(SCENARIOS.length + 1)}\n${table.join("\n")}\n`,
    );
  });
});
