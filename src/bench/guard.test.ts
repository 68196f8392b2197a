import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { COLD_REGRESSION_LIMIT, coldFiguresOf, cpuLine, judgeCold } from "./guard.js";

/** A report in the bench's layout: the whole-spec table's cold row, and optionally the CPU line the bench writes. */
const report = (wall: string, cpuMs?: number): string =>
  [
    "## Whole spec",
    "",
    "| what | median | min | max | peak RSS |",
    "| --- | --- | --- | --- | --- |",
    `| all targets (8), cold | ${wall} s | 0.40 s | 2.00 s | 250 MB |`,
    `| all targets (8), cold, V8 code cache off | 9.99 s | 9.99 s | 9.99 s | 250 MB |`,
    ...(cpuMs === undefined ? [] : ["", cpuLine(cpuMs, cpuMs / 2)]),
    "",
  ].join("\n");

describe("the bench's guard of the cold time", () => {
  it("reads the cold row and the CPU line the bench writes", () => {
    expect(coldFiguresOf(report("1.58", 2340))).toEqual({ wallMs: 1580, cpuMs: 2340 });
    expect(coldFiguresOf(report("0.91"))).toEqual({ wallMs: 910, cpuMs: null });
    expect(coldFiguresOf("# acp-codegen benchmark\n")).toBeNull();
  });

  it("reads the committed report", () => {
    const figures = coldFiguresOf(readFileSync(join(PACKAGE_ROOT, "bench", "REPORT.md"), "utf8"));
    expect(figures?.wallMs).toBeGreaterThan(0);
  });

  it("fails a run slower than the limit allows, as a ratio, by CPU time when both runs have it", () => {
    const last = { wallMs: 1000, cpuMs: 2000 };
    const within = judgeCold(last, { wallMs: 5000, cpuMs: 2000 * COLD_REGRESSION_LIMIT });
    expect(within).toMatchObject({ regressed: false, by: "CPU" });
    expect(within?.ratio).toBeCloseTo(COLD_REGRESSION_LIMIT);
    const over = judgeCold(last, { wallMs: 900, cpuMs: 2000 * COLD_REGRESSION_LIMIT + 10 });
    expect(over).toMatchObject({ regressed: true, by: "CPU" });
    expect(over?.text).toContain("failed");
  });

  it("compares wall time when the last report has no CPU time, and nothing without a last report", () => {
    const last = { wallMs: 1000, cpuMs: null };
    expect(judgeCold(last, { wallMs: 1000 * COLD_REGRESSION_LIMIT + 1, cpuMs: 500 })).toMatchObject({
      regressed: true,
      by: "wall",
    });
    expect(judgeCold(last, { wallMs: 700, cpuMs: 500 })).toMatchObject({ regressed: false, by: "wall" });
    expect(judgeCold(null, { wallMs: 700, cpuMs: 500 })).toBeNull();
  });
});
