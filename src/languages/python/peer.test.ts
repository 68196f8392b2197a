import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexVersion } from "../../model/index.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp } from "../../testing/generated.js";
import { ensurePythonEnv } from "../../testing/python-env.js";
import { cancelMethod } from "../../model/peer.js";
import { peerExample } from "../typescript/peer-view.js";

/**
 * The generated Python peer in process: dispatch from the method table, a handler's errors, malformed lines and
 * batches, ordering (a burst of notifications, then the answer), cancellation both ways, the message limit and the end
 * of the stream. The cases are pytest tests (fixtures/peer/test_python_peer.py); the cancellation notification they
 * expect on the wire comes from the model. The stdio interop runs in typescript/peer-interop.test.ts.
 */

let dir: string;
let python: string;

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["python"] }));
  python = ensurePythonEnv();
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the Python peer in process", () => {
  it("passes its pytest cases", async () => {
    const v1 = (await compile({ targets: [] })).model!.versions.find((v) => v.name === "v1")!;
    const cancel = cancelMethod(v1, indexVersion(v1).decls)!;
    const tests = join(PACKAGE_ROOT, "src", "languages", "typescript", "fixtures", "peer", "test_python_peer.py");
    const r = spawnSync(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", tests], {
      encoding: "utf8",
      env: {
        ...process.env,
        ACP_PEER_PACKAGE: join(dir, "python"),
        ACP_PEER_CANCEL: cancel.method.name,
        ACP_PEER_CANCEL_FIELD: cancel.field,
      },
    });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(/\b5 passed\b/);
  }, 180_000);

  it("has a README example that mypy --strict accepts and that runs", async () => {
    const pkg = join(dir, "python");
    const readme = readFileSync(join(pkg, "README.md"), "utf8");
    const code = /```python\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf("## Agents and clients")))![1]!;
    writeFileSync(join(pkg, "readme_example.py"), code);
    const mypy = spawnSync(python, ["-m", "mypy", "--strict", "readme_example.py"], { cwd: pkg, encoding: "utf8" });
    expect(mypy.status, mypy.stdout).toBe(0);
    const run = spawnSync(python, ["readme_example.py"], { cwd: pkg, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const versions = (await compile({ targets: [] })).model!.versions.map((v) => indexVersion(v));
    // What it prints: the method's result example, read and written back.
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(peerExample(versions)!.resultJson));
  }, 300_000);
});
