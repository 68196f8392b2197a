import { didYouMean } from "../diagnostics/suggest.js";

/** The options `npm run bench` takes: each name, whether it takes a value, and what it does. */
export const BENCH_OPTIONS: readonly { readonly name: string; readonly value?: string; readonly doc: string }[] = [
  { name: "--quick", doc: "a small stream and one run per figure: a smoke check, not a measurement" },
  { name: "--builds", doc: "add the cold Rust builds to the side-by-side rows (minutes)" },
  { name: "--build-runs", value: "N", doc: "runs per Rust build figure (default 3)" },
  { name: "--only", value: "LANGUAGE", doc: "only that language's side-by-side rows (typescript, rust, python, go)" },
  { name: "--peers-only", doc: "only the side-by-side section, not the tool's own figures" },
  { name: "--no-peers", doc: "only the tool's own figures, not the side-by-side section" },
  { name: "--versus", value: "FOLDER", doc: "the tool's rows for this build and for the checkout in FOLDER" },
  { name: "--npm-test", doc: "also time `npm run test:quick` and `npm test` (many minutes)" },
  { name: "--max-types", value: "N", doc: "the largest synthetic spec to time (100, 1000, 10000 or 100000)" },
  { name: "--help", doc: "print this and exit" },
];

/** What `npm run bench -- --help` prints. */
export function benchUsage(): string {
  const width = Math.max(...BENCH_OPTIONS.map((o) => `${o.name}${o.value ? ` ${o.value}` : ""}`.length));
  const lines = BENCH_OPTIONS.map((o) => `  ${`${o.name}${o.value ? ` ${o.value}` : ""}`.padEnd(width)}  ${o.doc}`);
  return `Usage: npm run bench -- [options]\n\nTimes the tool and the generated code, and writes bench/REPORT.md.\n\nOptions:\n${lines.join("\n")}\n`;
}

/**
 * The bench's arguments checked before anything runs: `"help"` when they ask for the usage, else null, or an Error
 * naming the first argument that is not an option (with the nearest option's name) or an option missing its value.
 */
export function checkBenchArgs(args: readonly string[]): "help" | Error | null {
  if (args.includes("--help") || args.includes("-h")) return "help";
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const option = BENCH_OPTIONS.find((o) => o.name === a);
    if (!option) {
      const near = didYouMean(
        a,
        BENCH_OPTIONS.map((o) => o.name),
      );
      return new Error(`unknown option '${a}'${near}; --help lists them`);
    }
    if (option.value) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith("--")) return new Error(`${a} takes a value (${option.value})`);
      i++;
    }
  }
  return null;
}
