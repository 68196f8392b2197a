import { writeFileSync } from "node:fs";
const mine = await import("/work/wt-tslayout/dist/pipeline.js");
const main = await import("/work/main/dist/pipeline.js");
const cfg = { spec: process.argv[2], targets: ["typescript"], cache: false, missingDocs: "allow" };
const a = await mine.compile(cfg), b = await main.compile(cfg);
const p = process.argv[3];
writeFileSync("/tmp/mine.ts", a.files.find((f) => f.path === p).content);
writeFileSync("/tmp/main.ts", b.files.find((f) => f.path === p).content);
