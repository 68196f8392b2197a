import { readdirSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
const mine = await import("/work/wt-tslayout/dist/pipeline.js");
const main = await import("/work/main/dist/pipeline.js");
const { writeSyntheticSpec } = await import("/work/wt-tslayout/dist/bench/synth.js");
const { prettierUse } = await import("/work/wt-tslayout/dist/format/prettier-service.js");
const specs = ["spec"];
for (const d of ["src/behaviour/fixtures", "src/languages/typescript/fixtures", "src/fuzz/fixtures", "src/validate/fixtures", "src/import/fixtures", "src/languages/go/fixtures", "src/targets/jsonschema/fixtures"])
  for (const f of readdirSync(d)) specs.push(join(d, f));
for (const n of [100, 1000]) {
  const dir = mkdtempSync(join(tmpdir(), "synth-"));
  writeSyntheticSpec(dir, n, readFileSync("spec/vocabulary.ts", "utf8"));
  specs.push(dir);
}
let same = 0, diff = 0, failed = 0;
for (const spec of specs) {
  const cfg = { spec, targets: (process.env.TARGETS ?? "typescript").split(","), cache: false, missingDocs: "allow" };
  let a, b;
  const before = prettierUse().calls;
  try { a = await mine.compile(cfg); } catch (e) { a = { err: String(e.message).slice(0, 80) }; }
  const used = prettierUse().calls - before;
  try { b = await main.compile(cfg); } catch (e) { b = { err: String(e.message).slice(0, 80) }; }
  if (a.err || b.err) { failed++; if (a.err !== b.err) console.log("ERRDIFF", spec, a.err, "|", b.err); continue; }
  const fa = new Map(a.files.map((f) => [f.path, f.content])), fb = new Map(b.files.map((f) => [f.path, f.content]));
  const d = [...new Set([...fa.keys(), ...fb.keys()])].filter((p) => fa.get(p) !== fb.get(p));
  if (d.length) { diff++; console.log("DIFF", spec, d.slice(0, 5)); } else same++;
  if (used) console.log("prettier calls", spec, used);
}
console.log({ same, diff, failed });
