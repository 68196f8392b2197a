import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import type { Lang } from "./langs.js";
import { runnerFor } from "./runner.js";
import { useRustTestEnv } from "../testing/rust-env.js";

/**
 * Numbers are written as RFC 8785 (ECMAScript's Number::toString) spells them,
 * in every language: each binding's compact output of a free-form number must
 * be exactly `String(x)`. Seeded doubles of every magnitude, plus edge cases.
 */

const OUT = join(PACKAGE_ROOT, "out");

function doubles(count: number, seed: number): number[] {
  let s = seed >>> 0;
  const next = (): number => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0), s / 2 ** 32);
  const out = [
    0,
    1,
    -1,
    0.1,
    2.5e-5,
    1e-7,
    1e-6,
    123e-20,
    1e21,
    1e20,
    123456789012345680000,
    5e-324,
    1.7976931348623157e308,
    0.000001,
    4.35,
    2 ** 53,
    2 ** 60,
    -2.5e300,
  ];
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
  useRustTestEnv();
}, 600_000);

describe("canonical numbers", () => {
  const values = doubles(400, 20261122);
  it.each(["ts", "rust", "python"] as Lang[])(
    "%s writes every number as ECMAScript does",
    (lang) => {
      const tasks = values.map((x, i) => ({
        id: `n${i}`,
        type: "v2.TextContent",
        json: { text: "t", _meta: { n: x } },
      }));
      const results = runnerFor(lang, OUT).decode(tasks);
      const wrong: string[] = [];
      results.forEach((r, i) => {
        const m = /"n":([^}]*)\}/.exec(r.compact ?? "");
        if (!m || m[1] !== String(values[i])) wrong.push(`${String(values[i])} -> ${m?.[1] ?? r.error}`);
      });
      expect(wrong.slice(0, 10)).toEqual([]);
    },
    600_000,
  );
});

/**
 * Number text, read by each language's own JSON reader (the harness's `text`
 * tasks): integers of free-form JSON kept exactly, integer fields taking any
 * number of integral value, and what no binding takes. Each row: the type, the
 * JSON text, and the compact text every language must write, or null for a reject.
 */
const WIDE = `1${"0".repeat(4299)}`;
const NUMBER_TEXTS: readonly (readonly [type: string, text: string, want: string | null])[] = [
  ["v2.Meta", '{"n":18446744073709551616}', '{"n":18446744073709551616}'],
  ["v2.Meta", '{"n":-170141183460469231731687303715884105729}', '{"n":-170141183460469231731687303715884105729}'],
  ["v2.Meta", `{"n":${WIDE}}`, `{"n":${WIDE}}`],
  ["v2.Meta", `{"n":${WIDE}0}`, null],
  ["v2.Meta", '{"n":-0,"m":-0.0,"k":1E+2,"f":1.0e-7}', '{"f":1e-7,"k":100,"m":0,"n":0}'],
  ["v2.Meta", '{"n":1e400}', null],
  ["v2.Meta", '{"n":NaN}', null],
  ["v2.Meta", '{"n":1.00000000000000000001}', '{"n":1}'],
  ["v2.ResourceLink", '{"name":"n","uri":"u","size":1.0}', '{"name":"n","uri":"u","size":1}'],
  ["v2.ResourceLink", '{"name":"n","uri":"u","size":1e2}', '{"name":"n","uri":"u","size":100}'],
  ["v2.ResourceLink", '{"name":"n","uri":"u","size":1.5}', null],
  ["v2.ResourceLink", '{"name":"n","uri":"u","size":9007199254740993}', null],
  [
    "v2.ResourceLink",
    '{"name":"n","uri":"u","size":9007199254740991.0}',
    '{"name":"n","uri":"u","size":9007199254740991}',
  ],
  ["v2.ResourceLink", '{"name":"n","uri":"u","size":1e400}', null],
  // A double field with no published bounds.
  ["v2.NumberPropertySchema", '{"minimum":123456789012345680000}', '{"minimum":123456789012345680000}'],
  ["v2.NumberPropertySchema", '{"minimum":123456789012345678901}', null],
  ["v2.NumberPropertySchema", `{"minimum":${WIDE}}`, null],
];

describe("number text", () => {
  it.each(["ts", "rust", "python"] as Lang[])(
    "%s reads and writes every row of the table",
    (lang) => {
      const tasks = NUMBER_TEXTS.map(([type, text], i) => ({ id: `t${i}`, type, json: null, text }));
      const results = runnerFor(lang, OUT).decode(tasks);
      const got = results.map((r) => (r.ok ? (r.compact ?? "") : null));
      expect(got).toEqual(NUMBER_TEXTS.map((row) => row[2]));
    },
    600_000,
  );
});
