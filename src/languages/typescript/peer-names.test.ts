import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transpileTree } from "../../conformance/transpile.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp, runTsc } from "../../testing/generated.js";
import { ensurePythonEnv } from "../../testing/python-env.js";

/**
 * Methods named as the peers' own members (`request`, `notify`, `close`) or as a member every JavaScript object has
 * (`constructor`): the generated senders and handlers take another name (a `_` added) instead of failing the build,
 * the packages still compile, and a method named as an object's own member finds no handler where none was given.
 */

let spec: string;
let out: string;
let js: string;

beforeAll(async () => {
  spec = mkdtempSync(join(tmpdir(), "acp-peer-names-"));
  copyFileSync(join(PACKAGE_ROOT, "spec", "vocabulary.ts"), join(spec, "vocabulary.ts"));
  mkdirSync(join(spec, "v1"));
  writeFileSync(
    join(spec, "v1", "methods.ts"),
    `import type { JsonRpc, Notification, Opaque, Request } from "../vocabulary.js";

export type Id = Opaque<string>;

export interface Failure {
  code: number;
  message: string;
}

export interface Payload {
  y: string;
}

export interface Withdraw {
  id: Id;
}

export interface Methods extends JsonRpc<Id, Failure> {
  request: Request<Payload, Payload, "client_to_agent">;
  constructor: Request<Payload, Payload, "client_to_agent">;
  notify: Notification<Payload, "agent_to_client">;
  close: Request<Payload, Payload, "agent_to_client">;
  "$/withdraw": Notification<Withdraw, "both">;
}
`,
  );
  ({ dir: out } = await generateToTemp({ spec, targets: ["typescript", "python"] }));
  js = mkdtempSync(join(tmpdir(), "acp-peer-names-js-"));
  transpileTree(join(out, "typescript"), js);
}, 120_000);
afterAll(() => {
  for (const d of [spec, out, js]) if (d) rmSync(d, { recursive: true, force: true });
});

describe("methods named as the peers' own members", () => {
  it("TypeScript: senders take a _ where the peer has the name, the package compiles, and an object's own member is no handler", async () => {
    const tsc = runTsc(["-p", join(out, "typescript", "tsconfig.json"), "--noEmit"]);
    expect(tsc.output).toBe("");
    const v1 = (await import(pathToFileURL(join(js, "v1.js")).href)) as Record<string, (...a: unknown[]) => any>;
    const peer = (await import(pathToFileURL(join(js, "peer.js")).href)) as { memoryPair(): [unknown, unknown] };
    const [a, b] = peer.memoryPair();
    const notes: string[] = [];
    const client = v1["connectAgent"]!({ request: (p: { y: string }) => ({ y: `${p.y}!` }) }, a);
    const agent = v1["connectClient"]!({ notify: (p: { y: string }) => void notes.push(p.y) }, b);
    expect(typeof agent.request_).toBe("function");
    expect(typeof client.notify_).toBe("function");
    expect(typeof client.close_).toBe("function");
    expect(await agent.request_({ y: "a" })).toEqual({ y: "a!" });
    const e = await agent.constructor({ y: "b" }).then(
      () => null,
      (x: { code: number }) => x,
    );
    expect(e?.code).toBe(-32601);
    await client.notify_({ y: "n" });
    await agent.request_({ y: "sync" });
    expect(notes).toEqual(["n"]);
    await agent.close();
  });

  it("Python: the package passes mypy --strict and ruff format, and the peers have the renamed senders", () => {
    const python = ensurePythonEnv();
    const cwd = join(out, "python");
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "acp_schema"], { cwd, encoding: "utf8" });
    expect(mypy.status, mypy.stdout).toBe(0);
    const ruff = spawnSync(python, ["-m", "ruff", "format", "--check", "acp_schema"], { cwd, encoding: "utf8" });
    expect(ruff.status, `${ruff.stdout}${ruff.stderr}`).toBe(0);
    const check = spawnSync(
      python,
      [
        "-c",
        "from acp_schema import v1\nprint(sorted(n for n in ('request_', 'notify_', 'close_', 'constructor') if hasattr(v1.AgentPeer, n) or hasattr(v1.ClientPeer, n)))",
      ],
      { cwd, encoding: "utf8" },
    );
    expect(check.stdout.trim(), check.stderr).toBe("['close_', 'constructor', 'notify_', 'request_']");
  }, 300_000);
});
