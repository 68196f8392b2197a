import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { tempFolders } from "../testing/generated.js";
import { bridgePlan } from "./bridge.js";
import { indexModel } from "./index.js";

/**
 * `bridge.ts` of a spec: read into the model, checked against the versions (a name it uses that they lack is an
 * error located at the turn), and the bridge plan computed from the model.
 */

const temp = tempFolders(afterAll);
const SPEC = join(PACKAGE_ROOT, "spec");

/** The bundled spec with its bridge.ts changed by `edit`: the diagnostics of compiling it. */
async function withBridge(edit: (text: string) => string): Promise<string[]> {
  const dir = temp("acp-codegen-bridge-spec-");
  cpSync(SPEC, dir, { recursive: true });
  const file = join(dir, "bridge.ts");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  const r = await compile({ spec: dir, targets: [], missingDocs: "allow" });
  return r.diagnostics.map((d) => `${d.code} ${d.message}`);
}

describe("bridge.ts", () => {
  it("is read into the model, and the plan's turn is the one it declares", async () => {
    const { model, diagnostics } = await compile({ spec: SPEC, targets: [], missingDocs: "allow" });
    expect(diagnostics).toEqual([]);
    const turn = model!.bridge!.turn;
    const { plan, problems } = bridgePlan(model!, indexModel(model!));
    expect(problems).toEqual([]);
    expect(plan!.turn).toMatchObject({ request: turn.request, accepts: turn.accepts, carried: turn.carried });
    // Each direction converts by the rules of its own version's types.
    for (const d of plan!.directions) {
      expect(d.ruleTypes.length).toBeGreaterThan(0);
      for (const t of [...d.ruleTypes, ...Object.keys(d.walk)]) expect(t.startsWith(`${d.from}.`)).toBe(true);
    }
  });

  it("reports a request the versions lack, located at the turn", async () => {
    const { model } = await compile({ spec: SPEC, targets: [], missingDocs: "allow" });
    const request = model!.bridge!.turn.request;
    const d = await withBridge((t) => t.replace(JSON.stringify(request), JSON.stringify("no/such_method")));
    expect(d.some((x) => /bridge.turn: v[0-9]+ has no request "no\/such_method"/.test(x))).toBe(true);
  });

  it("reports an unknown key and a malformed value", async () => {
    const d = await withBridge((t) =>
      t.replace("turn: {", "turn: {\n    colour: 1,").replace(/carried: \[[^\]]*\]/, "carried: 3"),
    );
    expect(d.some((x) => x.includes("unknown key 'colour'"))).toBe(true);
    expect(d.some((x) => x.includes("bridge.turn.carried must be a list"))).toBe(true);
  });
});
