import { describe, expect, it } from "vitest";
import { BENCH_OPTIONS, benchUsage, checkBenchArgs } from "./options.js";

describe("npm run bench's options", () => {
  it("asks for the usage with --help or -h, which lists every option", () => {
    expect(checkBenchArgs(["--help"])).toBe("help");
    expect(checkBenchArgs(["--only", "go", "-h"])).toBe("help");
    const usage = benchUsage();
    for (const o of BENCH_OPTIONS) expect(usage).toContain(o.name);
  });

  it("takes every option it lists, with its value", () => {
    const args = BENCH_OPTIONS.filter((o) => o.name !== "--help").flatMap((o) => (o.value ? [o.name, "1"] : [o.name]));
    expect(checkBenchArgs(args)).toBeNull();
  });

  it("refuses an unknown option before running anything, naming the nearest, and an option without its value", () => {
    expect(String(checkBenchArgs(["--quik"]))).toBe(
      "Error: unknown option '--quik'; did you mean '--quick'?; --help lists them",
    );
    expect(String(checkBenchArgs(["go"]))).toMatch(/^Error: unknown option 'go'; --help lists them$/);
    expect(String(checkBenchArgs(["--only"]))).toBe("Error: --only takes a value (LANGUAGE)");
    expect(String(checkBenchArgs(["--versus", "--quick"]))).toBe("Error: --versus takes a value (FOLDER)");
  });
});
