import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PY_LAYOUT } from "../languages/python/view.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { fits, layoutList, type WidthProfile } from "./layout.js";

const TIGHT: WidthProfile = { maxWidth: 20, indent: "  " };

describe("layoutList", () => {
  it("keeps a list on one line when the line fits, else one item per line with a comma after each", () => {
    expect(layoutList(TIGHT, "", "f(", ["a", "b"], ");")).toBe("f(a, b);");
    expect(layoutList(TIGHT, "  ", "call(", ["alpha", "beta", "gamma"], ");")).toBe(
      "  call(\n    alpha,\n    beta,\n    gamma,\n  );",
    );
  });

  it("breaks a list wider than the profile's list width even when its line would fit (rustfmt's fn_call_width)", () => {
    const p: WidthProfile = { ...TIGHT, maxWidth: 100, listWidth: 8 };
    expect(layoutList(p, "", "f(", ["abc", "def"], ")")).toBe("f(abc, def)");
    expect(layoutList(p, "", "f(", ["abcd", "efgh"], ")")).toBe("f(\n  abcd,\n  efgh,\n)");
  });

  it("hugs the items on one indented line before one per line, for a profile that does (ruff)", () => {
    const p: WidthProfile = { ...TIGHT, hug: true };
    expect(layoutList(p, "", "long_name(", ["aa", "bb", "cc"], ")")).toBe("long_name(\n  aa, bb, cc\n)");
    expect(layoutList(p, "", "f(", ["aaaaaaa", "bbbbbbb", "ccccccc"], ")")).toBe(
      "f(\n  aaaaaaa,\n  bbbbbbb,\n  ccccccc,\n)",
    );
  });

  it("leaves the comma off the last item when asked, and measures with the profile's own width", () => {
    expect(layoutList(TIGHT, "", "#[attr(", ["first_item", "second"], ")]", { trailingComma: false })).toBe(
      "#[attr(\n  first_item,\n  second\n)]",
    );
    const wide: WidthProfile = { ...TIGHT, measure: (t) => [...t].reduce((n, c) => n + (c > "\u1100" ? 2 : 1), 0) };
    expect(fits(TIGHT, "f(\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00)")).toBe(true);
    expect(fits(wide, "f(\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00\u4e00)")).toBe(false);
  });

  it("lays out calls as ruff formats them, under the Python profile", () => {
    let seed = 11;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const word = (): string =>
      Array.from({ length: 1 + Math.floor(next() * 30) }, () => "abcdefghij_"[Math.floor(next() * 11)]).join("");
    const cases: string[] = [];
    for (let i = 0; i < 60; i++) {
      const indent = "    ".repeat(1 + (i % 3));
      const args = Array.from({ length: 1 + Math.floor(next() * 7) }, () => `x${word()}`);
      const head = `${indent.length > 4 ? "" : "value = "}f_${word()}(`;
      const blocks = Array.from({ length: indent.length / 4 - 1 }, (_, d) => `${"    ".repeat(d + 1)}if x:\n`).join("");
      cases.push(`def case_${i}() -> None:\n${blocks}${layoutList(PY_LAYOUT, indent, head, args, ")")}\n`);
    }
    const text = cases.join("\n\n");
    const ruff = join(ensurePythonEnv(), "..", "ruff");
    // Without the magic trailing comma ruff lays out by width alone: a list we broke one per line where it would hug
    // (or join) is rewritten, and the test sees it.
    const r = spawnSync(
      ruff,
      [
        "format",
        "--line-length",
        String(PY_LAYOUT.maxWidth),
        "--config",
        "format.skip-magic-trailing-comma = true",
        "-",
      ],
      {
        input: text,
        encoding: "utf8",
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(text);
  }, 120_000);
});
