import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadVectors, type ApplyVector } from "../../conformance/vectors.js";
import { indexModel } from "../../model/index.js";
import { goConsumerModule } from "../../testing/go-consumer.js";
import { compile, PACKAGE_ROOT } from "../../pipeline.js";
import { goReducerName } from "./behaviour-emit.js";
import { goContext } from "./view.js";

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;
const OUT_GO = join(PACKAGE_ROOT, "out", "go");

/**
 * The typed reducer API of the generated Go module against its JSON API, on
 * every apply vector of the spec whose updates all read as the update type:
 * `Apply` of the parsed update gives the same state (messages and entities, as
 * bytes) and the same error as `ApplyJSON` of the JSON; `State` reads the state
 * as its types; and the typed messages, written with encoding/json through
 * their json tags, are the JSON messages. The program is written from the
 * model (the versions, their update unions and codecs), not from spec facts.
 */
describe.skipIf(!hasGo)("Go reducers: the typed API agrees with the JSON API", () => {
  it("on the spec's apply vectors", async () => {
    const model = (await compile({ targets: [] })).model!;
    const versions = indexModel(model);
    const module = /^module\s+(\S+)/m.exec(readFileSync(join(OUT_GO, "go.mod"), "utf8"))![1]!;
    const reducing = [...versions.values()].filter((ix) => ix.version.reducer);
    expect(reducing.length).toBeGreaterThan(0);
    const cases = reducing.map((ix) => {
      const v = ix.version.name;
      const union = ix.version.reducer!.union.split(".").pop()!;
      const codec = goContext(ix).names.codec.get(union)!;
      const r = goReducerName(v);
      return `\tcase ${JSON.stringify(v)}:
\t\ttyped, plain := reducer.New${r}(opts...), reducer.New${r}(opts...)
\t\tfor _, u := range updates {
\t\t\tx, err := acpjson.ParseValue(${v}.${codec}, u, opts...)
\t\t\tif err != nil {
\t\t\t\treturn "skip"
\t\t\t}
\t\t\tif e1, e2 := errText(typed.Apply(x)), errText(plain.ApplyJSON(u)); e1 != e2 {
\t\t\t\treturn "FAIL errors differ: " + e1 + " vs " + e2
\t\t\t} else if e1 != "" {
\t\t\t\treturn "error"
\t\t\t}
\t\t}
\t\tst, err := typed.State()
\t\tif err != nil {
\t\t\treturn "FAIL State: " + err.Error()
\t\t}
\t\treturn compare(typed.MessagesJSON(), plain.MessagesJSON(), typed.EntitiesJSON(), plain.EntitiesJSON(), st.Messages)`;
    });
    const program = `package main

import (
\t"encoding/json"
\t"fmt"
\t"os"
\t"reflect"

\t"${module}/acpjson"
\t"${module}/reducer"
${reducing.map((ix) => `\t"${module}/${ix.version.name}"`).join("\n")}
)

func errText(err error) string {
\tif err == nil {
\t\treturn ""
\t}
\treturn err.Error()
}

func text(v *acpjson.Value) string {
\tb, err := acpjson.Write(v)
\tif err != nil {
\t\tpanic(err)
\t}
\treturn string(b)
}

// compare checks the typed run's state against the JSON run's, and the typed messages against the JSON ones.
func compare(typedMessages, plainMessages []*acpjson.Value, typedEntities, plainEntities *acpjson.Value, messages any) string {
\tif a, b := text(acpjson.ArrayValue(typedMessages)), text(acpjson.ArrayValue(plainMessages)); a != b {
\t\treturn "FAIL messages differ: " + a + " vs " + b
\t}
\tif a, b := text(typedEntities), text(plainEntities); a != b {
\t\treturn "FAIL entities differ: " + a + " vs " + b
\t}
\tviaTags, err := json.Marshal(messages)
\tif err != nil {
\t\treturn "FAIL json.Marshal of the typed messages: " + err.Error()
\t}
\tvar got, want any
\tif err := json.Unmarshal(viaTags, &got); err != nil {
\t\treturn "FAIL " + err.Error()
\t}
\tif err := json.Unmarshal([]byte(text(acpjson.ArrayValue(plainMessages))), &want); err != nil {
\t\treturn "FAIL " + err.Error()
\t}
\tif !reflect.DeepEqual(got, want) {
\t\treturn "FAIL typed messages: " + string(viaTags) + " vs " + text(acpjson.ArrayValue(plainMessages))
\t}
\treturn fmt.Sprintf("ok %d", len(plainMessages))
}

func run(task *acpjson.Value) string {
\tvar features []string
\tfor _, f := range task.Get("unstable").Items {
\t\tfeatures = append(features, f.Str)
\t}
\topts := []acpjson.Option{acpjson.WithUnstable(features...)}
\tupdates := task.Get("updates").Items
\tswitch task.Get("version").Str {
${cases.join("\n")}
\t}
\treturn "skip"
}

func main() {
\tdata, err := os.ReadFile(os.Args[1])
\tif err != nil {
\t\tpanic(err)
\t}
\ttasks, err := acpjson.ParseBytes(data)
\tif err != nil {
\t\tpanic(err)
\t}
\tfor _, t := range tasks.Items {
\t\tfmt.Println(run(t))
\t}
}
`;
    const vectors = loadVectors([join(PACKAGE_ROOT, "spec", "vectors")]).filter(
      (v): v is ApplyVector => v.kind === "apply",
    );
    expect(vectors.length).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), "acp-go-typed-reducer-"));
    try {
      mkdirSync(join(dir, "main"));
      const work = goConsumerModule(dir, "typedreducer", "1.22", OUT_GO);
      writeFileSync(join(dir, "main", "main.go"), program);
      const tasks = join(dir, "tasks.json");
      writeFileSync(
        tasks,
        JSON.stringify(vectors.map((v) => ({ version: v.version, updates: v.updates, unstable: v.unstable }))),
      );
      // The typed messages are checked through their json tags: the version types inside them write themselves
      // through encoding/json unless a build names GO_NO_ENCODING_JSON_TAG, which this one does not.
      const r = spawnSync("go", ["run", "./main", tasks], {
        cwd: dir,
        encoding: "utf8",
        // The suite's GOFLAGS kept (-trimpath): the standard library and the generated packages are then the builds
        // every other Go test makes, in the suite's build cache, not compiled again for this one.
        env: {
          ...process.env,
          GOFLAGS: `${process.env.GOFLAGS ?? ""} -buildvcs=false`.trim(),
          GOPROXY: "off",
          ...work,
        },
        maxBuffer: 1 << 26,
      });
      expect(r.stderr).toBe("");
      const lines = r.stdout.trim().split("\n");
      expect(lines).toHaveLength(vectors.length);
      expect(lines.filter((l) => l.startsWith("FAIL")).slice(0, 5)).toEqual([]);
      // Most vectors run through both APIs, and their messages are compared.
      const compared = lines.filter((l) => l.startsWith("ok "));
      expect(compared.length).toBeGreaterThan(vectors.length / 2);
      expect(compared.some((l) => Number(l.slice(3)) > 0)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
