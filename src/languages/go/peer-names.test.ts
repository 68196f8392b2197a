import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";

/**
 * Names that meet in a Go package: a spec type named as a peer's identifier (`AgentHandler`) keeps its name and the
 * peer's takes a suffix; a method named as a peer's own member (`close`) or an extension handler's (`ext/request`)
 * gets `Method` added. The module still passes gofmt and go vet.
 */

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;

let spec: string;
let out: string;

beforeAll(async () => {
  if (!hasGo) return;
  spec = mkdtempSync(join(tmpdir(), "acp-go-peer-names-"));
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

export interface AgentHandler {
  y: string;
}

export interface Withdraw {
  id: Id;
}

export interface Methods extends JsonRpc<Id, Failure> {
  "ext/request": Request<AgentHandler, AgentHandler, "client_to_agent">;
  close: Request<AgentHandler, AgentHandler, "agent_to_client">;
  done: Notification<AgentHandler, "agent_to_client">;
  ping: Notification<AgentHandler, "client_to_agent">;
  "$/withdraw": Notification<Withdraw, "both">;
}
`,
  );
  ({ dir: out } = await generateToTemp({ spec, targets: ["go"] }));
}, 120_000);
afterAll(() => {
  for (const d of [spec, out]) if (d) rmSync(d, { recursive: true, force: true });
});

describe.skipIf(!hasGo)("Go peer names that meet", () => {
  it("settles each name, and the module passes gofmt and go vet", () => {
    const code = readFileSync(join(out, "go", "v1", "peer", "peer.go"), "utf8");
    expect(code).toContain("type AgentHandlerPeer interface {");
    expect(code).toContain("ExtRequestMethod(ctx context.Context, params v1.AgentHandler) (v1.AgentHandler, error)");
    expect(code).toContain("func (p *ClientPeer) CloseMethod(ctx context.Context, params v1.AgentHandler");
    expect(code).toContain("func (p *ClientPeer) DoneMethod(ctx context.Context, params v1.AgentHandler) error");
    // The withdrawing notification is the runtime's, never a handler's or a sender's.
    expect(code).not.toMatch(/Withdraw\(ctx/);
    const cwd = join(out, "go");
    const fmt = spawnSync("gofmt", ["-l", "."], { cwd, encoding: "utf8" });
    expect(fmt.stdout).toBe("");
    const vet = spawnSync("go", ["vet", "./..."], {
      cwd,
      encoding: "utf8",
      env: {
        ...process.env,
        GOFLAGS: `${process.env.GOFLAGS ?? ""} -buildvcs=false`.trim(),
        GOPROXY: "off",
        GOWORK: "off",
      },
    });
    expect(vet.status, vet.stderr).toBe(0);
  }, 300_000);
});
