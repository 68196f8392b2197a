// The TypeScript side of the side-by-side bench (src/bench/peers.ts runs it).
// node run.mjs <ours|theirs> <check|time|load> <module> [stream] [out]
//   ours:   <module> is our generated v1.js; a message is `JSON.parse` + the envelope codec's `parse`,
//           written back with the codec's `toJson`.
//   theirs: <module> is upstream's zod.gen.js; a message is `JSON.parse` + the zod schema's `parse`,
//           written back with `JSON.stringify`.
// check: writes one line per message to [out] (or `!` and the error for a rejected one).
// time:  one untimed pass, then one timed pass of each operation; prints the times as JSON.
// load:  prints the time the module's import took in this (fresh) process.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [side, mode, modulePath, streamPath, outPath] = process.argv.slice(2);
const envelope = process.env.ACP_BENCH_ENVELOPE;
const t0 = performance.now();
const mod = await import(pathToFileURL(modulePath).href);
const loadMs = performance.now() - t0;
if (mode === "load") {
  process.stdout.write(JSON.stringify({ loadMs }) + "\n");
  process.exit(0);
}
let parse, write;
if (side === "ours") {
  const codec = mod[envelope];
  parse = (line) => codec.parse(JSON.parse(line));
  write = (v) => codec.toJson(v);
} else {
  const schema = mod[`z${envelope}`];
  parse = (line) => schema.parse(JSON.parse(line));
  write = (v) => JSON.stringify(v);
}
if (!parse || !write) throw new Error(`no ${envelope} in ${modulePath}`);
const lines = readFileSync(streamPath, "utf8").split("\n").filter((l) => l.length > 0);
if (mode === "check") {
  const out = lines.map((line) => {
    try {
      return write(parse(line));
    } catch (e) {
      return `! ${String(e?.message ?? e).replace(/\n/g, " ").slice(0, 500)}`;
    }
  });
  writeFileSync(outPath, out.join("\n") + "\n");
  process.exit(0);
}
let sink = 0;
const parseAll = () => {
  for (const line of lines) sink += parse(line) ? 1 : 0;
};
const roundAll = () => {
  for (const line of lines) sink += write(parse(line)).length;
};
roundAll();
const p0 = performance.now();
parseAll();
const p1 = performance.now();
roundAll();
const p2 = performance.now();
process.stdout.write(JSON.stringify({ parseMs: p1 - p0, roundMs: p2 - p1, sink }) + "\n");
