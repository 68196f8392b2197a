import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexVersion } from "../../model/index.js";
import { cancelMethod } from "../../model/peer.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { goConsumerModule } from "../../testing/go-consumer.js";
import { goPeerExample } from "./peer-view.js";
import { goContext } from "./view.js";

/**
 * The generated Go peer in process: dispatch and its errors, unstable methods, ordering (a burst of notifications,
 * then the answer), concurrent requests both ways, cancellation both ways, the stream transport's lines and limit,
 * and the end of the stream (the other end closed, a child process that exits). The cases are Go tests
 * (fixtures/peer/peer_test.go), run with the race detector in a module that takes the generated one in place of its
 * path; what they expect of the spec (the cancellation notification, an unstable request) comes from the model. The
 * README's agent and client example is compiled, vetted and run. The stdio interop runs in
 * typescript/peer-interop.test.ts.
 */

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;

let dir: string;
let mod: string;
let work: { GOWORK: string } | undefined;
const env = (): NodeJS.ProcessEnv => ({
  ...process.env,
  GOFLAGS: `${process.env.GOFLAGS ?? ""} -buildvcs=false`.trim(),
  GOPROXY: "off",
  ...work,
});

beforeAll(async () => {
  if (!hasGo) return;
  ({ dir } = await generateToTemp({ targets: ["go"] }));
  mod = join(dir, "peer-tests");
  mkdirSync(mod);
  work = goConsumerModule(mod, "peertests", "1.22", "../go");
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasGo)("the Go peer in process", () => {
  it("passes its Go tests, with the race detector", async () => {
    const v1 = (await compile({ targets: [] })).model!.versions.find((v) => v.name === "v1")!;
    const cancel = cancelMethod(v1, indexVersion(v1).decls)!;
    const unstable = v1.methods.find(
      (m) => m.kind === "request" && m.direction === "client_to_agent" && m.doc.unstable,
    );
    cpSync(join(PACKAGE_ROOT, "src", "languages", "go", "fixtures", "peer"), join(mod, "peertest"), {
      recursive: true,
    });
    const r = spawnSync("go", ["test", "-race", "-count=1", "-v", "./peertest"], {
      cwd: mod,
      encoding: "utf8",
      env: {
        ...env(),
        ACP_PEER_CANCEL: cancel.method.name,
        ACP_PEER_CANCEL_FIELD: cancel.field,
        ACP_PEER_UNSTABLE_METHOD: unstable?.name ?? "",
        ACP_PEER_UNSTABLE_FEATURE: unstable?.doc.unstable?.feature ?? "",
      },
      maxBuffer: 1 << 24,
    });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    const passed = r.stdout.match(/^--- PASS: \w+/gm) ?? [];
    expect(passed).toHaveLength(10);
  }, 600_000);

  it("has a README example (an agent and a client) that go vet accepts and that runs", async () => {
    const readme = readFileSync(join(dir, "go", "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Agents and clients"));
    const code = /```go\n([\s\S]*?)```/.exec(section)![1]!;
    mkdirSync(join(mod, "example"));
    writeFileSync(join(mod, "example", "main.go"), code);
    const fmt = spawnSync("gofmt", ["-l", "example"], { cwd: mod, encoding: "utf8" });
    expect(fmt.stdout, "gofmt lists the example").toBe("");
    const vet = spawnSync("go", ["vet", "./example"], { cwd: mod, encoding: "utf8", env: env() });
    expect(vet.status, vet.stderr).toBe(0);
    const run = spawnSync("go", ["run", "./example"], { cwd: mod, encoding: "utf8", env: env() });
    expect(run.status, run.stderr).toBe(0);
    const versions = (await compile({ targets: [] })).model!.versions.map((v) => indexVersion(v));
    // What it prints: the method's result example, read and written back.
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(goPeerExample(versions, goContext)!.resultJson));
  }, 600_000);
});
