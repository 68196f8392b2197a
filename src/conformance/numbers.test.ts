import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { runnerFor, type Lang } from "./langs.js";

/**
 * Numbers are written as RFC 8785 (ECMAScript's Number::toString) spells them,
 * in every language: each binding's compact output of a free-form number must
 * be exactly `String(x)`. Seeded doubles of every magnitude, plus edge cases.
 */

const OUT = join(PACKAGE_ROOT, "out");

function doubles(count: number, seed: number): number[] {
  let s = seed >>> 0;
  const next = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32);
  const out = [0, 1, -1, 0.1, 2.5e-5, 1e-7, 1e-6, 123e-20, 1e21, 1e20, 123456789012345680000, 5e-324, 1.7976931348623157e308, 0.000001, 4.35, 2 ** 53, 2 ** 60, -2.5e300];
  while (out.length < count) {
    const mant = next() * 10;
    const exp = Math.floor(next() * 40) - 20;
    const v = Number((mant * 10 ** exp).toPrecision(1 + Math.floor(next() * 17)));
    out.push(next() < 0.2 ? -v : v);
  }
  return out;
}

beforeAll(() => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  process.env.CARGO_TARGET_DIR = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", "rust-target");
}, 600_000);

describe("canonical numbers", () => {
  const values = doubles(400, 20261122);
  it.each(["ts", "rust", "python"] as Lang[])("%s writes every number as ECMAScript does", (lang) => {
    const tasks = values.map((x, i) => ({ id: `n${i}`, type: "v2.TextContent", json: { text: "t", _meta: { n: x } } }));
    const results = runnerFor(lang, OUT).decode(tasks);
    const wrong: string[] = [];
    results.forEach((r, i) => {
      const m = /"n":([^}]*)\}/.exec(r.compact ?? "");
      if (!m || m[1] !== String(values[i])) wrong.push(`${String(values[i])} -> ${m?.[1] ?? r.error}`);
    });
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 600_000);
});
