import { describe, expect, it } from "vitest";
import { compile } from "../../pipeline.js";
import type { TableRow } from "./index.js";

const r = await compile({ targets: ["tables"] });
const files = new Map(r.files.map((f) => [f.path, f.content]));
const json = JSON.parse(files.get("tables/conversions.json")!) as {
  rules: { id: string; direction: string }[];
  rows: TableRow[];
};
const direction = (row: TableRow) => json.rules.find((x) => x.id === row.rule)!.direction;

/** The rules of ../shared/upstream-notes.md ("v1 <-> v2 conversion rules"), each as the row(s) that must carry it. */
const UPSTREAM_RULES: [string, Partial<TableRow> & { source: string }][] = [
  ["v1 chunk with messageId -> v2: lossless", { source: "v1.SessionUpdate:agent_message_chunk", outcome: "lossless" }],
  ["v1 chunk without messageId -> v2: fails", { source: "v1.SessionUpdate:user_message_chunk", outcome: "fails" }],
  ["v2 chunk -> v1: lossless", { source: "v2.SessionUpdate:agent_thought_chunk", outcome: "lossless" }],
  [
    "v2 whole message with content -> v1: fan-out, stateful",
    { source: "v2.SessionUpdate:agent_message", outcome: "fan-out", stateful: true },
  ],
  ["v2 patch-only, null or [] update -> v1: fails", { source: "v2.SessionUpdate:user_message", outcome: "fails" }],
  ["v1 Diff -> v2: modify/add with a git patch", { source: "v1.ToolCallContent:diff", outcome: "synthesized" }],
  ["v2 Diff -> v1: fails", { source: "v2.ToolCallContent:diff", outcome: "fails" }],
  [
    "v1 session/load -> v2 session/resume with replayFrom start",
    { source: "v1.method:session/load", outcome: "synthesized" },
  ],
  [
    "v2 session/resume without replayFrom -> v1 session/resume",
    { source: "v2.method:session/resume", outcome: "lossless", target: ["v1.method:session/resume"] },
  ],
  [
    "v2 session/resume with replayFrom start -> v1 session/load",
    { source: "v2.method:session/resume", outcome: "synthesized", target: ["v1.method:session/load"] },
  ],
  ["v2 unknown ReplayFrom -> v1: fails", { source: "v2.ReplayFrom:*", outcome: "fails" }],
  ["v2 unknown SessionUpdate -> v1: fails", { source: "v2.SessionUpdate:*", outcome: "fails" }],
  [
    "v1 agent_message_clear -> v2 agent_message with content [] (stateful)",
    {
      source: "v1.SessionUpdate:agent_message_clear",
      outcome: "synthesized",
      stateful: true,
      target: ["v2.SessionUpdate:agent_message"],
    },
  ],
  [
    "v2 agent_message with content [] -> v1 agent_message_clear where understood",
    { source: "v2.SessionUpdate:agent_message", target: ["v1.SessionUpdate:agent_message_clear"] },
  ],
];

describe("conversion tables", () => {
  it("writes Markdown for each direction and JSON for programs", () => {
    expect([...files.keys()].sort()).toEqual(["tables/conversions.json", "tables/v1-to-v2.md", "tables/v2-to-v1.md"]);
  });

  it.each(UPSTREAM_RULES)("has the row for: %s", (_label, want) => {
    expect(
      json.rows.some((row) =>
        Object.entries(want).every(([k, v]) => JSON.stringify(row[k as keyof TableRow]) === JSON.stringify(v)),
      ),
    ).toBe(true);
  });

  it("has a row for every variant of every union, and the unknown variant of every open union, in the direction it leaves", () => {
    const missing: string[] = [];
    for (const v of r.model!.versions) {
      for (const d of v.decls) {
        if (d.kind !== "union") continue;
        for (const tag of [...d.variants.map((x) => x.tag), ...(d.open ? ["*"] : [])]) {
          const source = `${v.name}.${d.name}:${tag}`;
          if (!json.rows.some((row) => row.source === source && direction(row).startsWith(v.name)))
            missing.push(source);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("gives every row an example of input and output, or the error", () => {
    for (const row of json.rows) {
      expect(row.example.output !== null || row.example.error !== null).toBe(true);
      expect(row.outcome === "fails").toBe(row.example.error !== null);
    }
  });

  it("the Markdown tables carry the same rows as the JSON", () => {
    for (const [dir, file] of [
      ["v2->v1", "tables/v2-to-v1.md"],
      ["v1->v2", "tables/v1-to-v2.md"],
    ] as const) {
      const md = files.get(file)!;
      const mdRows = md.split("\n").filter((l) => /^\| `v[12]\./.test(l));
      const jsonRows = json.rows.filter((row) => direction(row) === dir);
      expect(mdRows.map((l) => l.split("|")[1]!.trim())).toEqual(jsonRows.map((row) => `\`${row.source}\``));
    }
  });
});
