import { describe, expect, it } from "vitest";
import { unifiedDiff } from "./unified-diff.js";

const names = { from: "a.txt (on disk)", to: "a.txt (from the spec)" };
const numbered = (n: number, f: (i: number) => string = (i) => `line ${i}`): string =>
  Array.from({ length: n }, (_, i) => `${f(i + 1)}\n`).join("");

/** Applies a unified diff's hunks to `text` (an oracle: the diff must turn the old text into the new one). */
function apply(text: string, diff: string): string {
  const lines = text.split("\n");
  lines.pop();
  const out: string[] = [];
  let at = 0;
  const body = diff.split("\n").slice(2);
  for (let i = 0; i < body.length; i++) {
    const h = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@$/.exec(body[i]!);
    if (!h) continue;
    const start = Number(h[1]) - (h[2] === "0" ? 0 : 1);
    while (at < start) out.push(lines[at++]!);
    for (i++; i < body.length && !body[i]!.startsWith("@@"); i++) {
      const l = body[i]!;
      if (l.startsWith(" ")) {
        expect(lines[at]).toBe(l.slice(1));
        out.push(lines[at++]!);
      } else if (l.startsWith("-")) {
        expect(lines[at]).toBe(l.slice(1));
        at++;
      } else if (l.startsWith("+")) out.push(l.slice(1));
    }
    i--;
  }
  while (at < lines.length) out.push(lines[at++]!);
  return out.map((l) => `${l}\n`).join("");
}

describe("unifiedDiff", () => {
  it("a one-line change in a long file is one hunk with three lines of context either side", () => {
    const a = numbered(2000);
    const b = a.replace("line 1000\n", "line one thousand\n");
    const d = unifiedDiff(a, b, names);
    expect(d.split("\n")).toEqual([
      "--- a.txt (on disk)",
      "+++ a.txt (from the spec)",
      "@@ -997,7 +997,7 @@",
      " line 997",
      " line 998",
      " line 999",
      "-line 1000",
      "+line one thousand",
      " line 1001",
      " line 1002",
      " line 1003",
    ]);
  });

  it("is empty for equal texts", () => {
    expect(unifiedDiff("a\nb\n", "a\nb\n", names)).toBe("");
  });

  it("changes far apart are separate hunks; close ones share one", () => {
    const a = numbered(100);
    const far = a.replace("line 10\n", "x\n").replace("line 90\n", "y\n");
    expect(unifiedDiff(a, far, names).match(/^@@/gm)).toHaveLength(2);
    const near = a.replace("line 10\n", "x\n").replace("line 16\n", "y\n");
    expect(unifiedDiff(a, near, names).match(/^@@/gm)).toHaveLength(1);
  });

  it.each([
    ["insertions", numbered(50), numbered(50).replace("line 20\n", "line 20\nnew a\nnew b\n")],
    ["deletions", numbered(50), numbered(50).replace("line 20\nline 21\n", "")],
    ["a change at the start", numbered(10), `first\n${numbered(10)}`],
    ["a change at the end", numbered(10), `${numbered(10)}last\n`],
    ["from empty", "", numbered(3)],
    ["to empty", numbered(3), ""],
    [
      "interleaved edits",
      numbered(60),
      numbered(60, (i) => (i % 7 === 0 ? `changed ${i}` : i % 11 === 0 ? `line ${i}\nextra ${i}` : `line ${i}`)),
    ],
  ])("%s: applying the diff to the old text gives the new one", (_, a, b) => {
    expect(apply(a, unifiedDiff(a, b, names))).toBe(b);
  });

  it("is capped, with a line saying how many more lines there were", () => {
    const a = numbered(1000);
    const b = numbered(1000, (i) => `changed ${i}`);
    const lines = unifiedDiff(a, b, names, { maxLines: 200 }).split("\n");
    expect(lines).toHaveLength(2 + 200 + 1);
    expect(lines[lines.length - 1]).toBe(`... ${2001 - 200} more lines of diff`);
  });
});
