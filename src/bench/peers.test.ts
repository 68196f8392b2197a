import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDecl } from "../model/check-value.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import { compile } from "../pipeline.js";
import { keepHandBlocks, median, rowMarkdown, spliceGoRows, withLanguageRows, withSection } from "./peers.js";
import { buildStream, checkOutput, streamMakeUp, type StreamMix } from "./stream.js";

/**
 * The side-by-side bench's own logic, without the peers: the stream builder
 * (deterministic, made of the spec's examples and valid values, in the mix
 * asked for) and the checker of our output, on a tiny fixture spec.
 */

const FIXTURE = `import type { Union } from "../vocabulary.js";

/**
 * An envelope.
 * @example { "room": "r1", "event": { "kind": "said", "words": "hello there" } }
 */
export interface Envelope {
  /** Where. */
  room: string;
  /** What happened. */
  event: Event;
}

/**
 * A line of talk.
 * @example { "words": "good morning to you", "heard": [{ "name": "bob", "distance": 1 }] }
 */
export interface Said {
  /** The words. */
  words: string;
  /** Who else heard it. */
  heard?: Listener[];
}

/**
 * Someone who heard.
 * @example { "name": "ann", "distance": 2 }
 */
export interface Listener {
  /** Their name. */
  name: string;
  /** How far away. */
  distance: number;
}

/**
 * A move.
 * @example { "to": "hall" }
 */
export interface Moved {
  /** Where to. */
  to: string;
}

/** Something that happened. */
export type Event = Union<"kind", {
  /**
   * Someone spoke.
   * @example { "kind": "said", "words": "hello there" }
   */
  said: Said;
  /**
   * Someone went elsewhere.
   * @example { "kind": "moved", "to": "hall" }
   */
  moved: Moved;
}>;
`;

const MIX: StreamMix = { envelope: "Envelope", field: "event", variants: { said: 3, moved: 1 } };
let dir = "";
let ix: VersionIndex;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "acp-bench-peers-"));
  mkdirSync(join(dir, "v1"));
  writeFileSync(join(dir, "v1", "a.ts"), FIXTURE);
  const r = await compile({ spec: dir, targets: [], cache: false, scope: "types" });
  expect(r.diagnostics).toEqual([]);
  ix = indexModel(r.model!).get("v1")!;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the bench stream", () => {
  it("is the same for the same seed, and another for another seed", () => {
    const a = buildStream(ix, MIX, { count: 400, seed: 7 });
    expect(buildStream(ix, MIX, { count: 400, seed: 7 })).toEqual(a);
    expect(buildStream(ix, MIX, { count: 400, seed: 8 })).not.toEqual(a);
  });

  it("holds envelopes of the mix's variants, in about the mix's shares, each a value the model accepts", () => {
    const lines = buildStream(ix, MIX, { count: 2000, seed: 3 });
    const union = ix.decls.get("Event")!;
    const tagField = union.kind === "union" ? union.tagField : "";
    const { counts } = streamMakeUp(lines, MIX, tagField);
    expect(Object.keys(counts).sort()).toEqual(Object.keys(MIX.variants).sort());
    const total = Object.values(MIX.variants).reduce((t, w) => t + w, 0);
    for (const [tag, w] of Object.entries(MIX.variants))
      expect(Math.abs(counts[tag]! / lines.length - w / total)).toBeLessThan(0.05);
    const env = ix.decls.get("Envelope")!;
    const envelopeKeys = env.kind === "object" ? env.fields.map((f) => f.name) : [];
    for (const line of lines) {
      const m = JSON.parse(line) as Record<string, Record<string, unknown>>;
      // The envelope's example order, and the union's tag first, as a sender writes them.
      expect(Object.keys(m)).toEqual(envelopeKeys);
      expect(Object.keys(m[MIX.field]!)[0]).toBe(tagField);
      expect(checkDecl(ix, "Envelope", m, new Set())).toBeNull();
    }
  });

  it("starts from the examples: their prose lengthened, fields swapped for their types' examples", () => {
    const lines = buildStream(ix, MIX, { count: 1000, seed: 5, fuzzShare: 0 }).map(
      (l) => JSON.parse(l) as { event: Record<string, unknown> },
    );
    const said = lines.map((l) => l.event).filter((e) => e.kind === "said");
    const listener = ix.decls.get("Listener")!.doc.examples[0]!.value as Record<string, unknown>;
    // Every "said" starts with one of the example's words; some are longer than it; some got the listener example.
    const starts = [ix.decls.get("Said")!.doc.examples[0]!.value, ix.decls.get("Envelope")!.doc.examples[0]!.value]
      .map((v) => JSON.stringify(v))
      .join(" ");
    for (const e of said) expect(starts).toContain((e.words as string).split(" ").slice(0, 2).join(" "));
    expect(said.some((e) => (e.words as string).split(" ").length > 6)).toBe(true);
    expect(
      said.some((e) => Array.isArray(e.heard) && e.heard.every((h) => JSON.stringify(h) === JSON.stringify(listener))),
    ).toBe(true);
    // A string without a space (an id, a tag) is never lengthened.
    for (const e of lines.map((l) => l.event).filter((x) => x.kind === "moved")) expect(e.to).toBe("hall");
  });

  it("names what is missing from the spec", () => {
    expect(() => buildStream(ix, { ...MIX, variants: { shouted: 1 } }, { count: 1, seed: 1 })).toThrow(
      /no variant "shouted"/,
    );
    expect(() => buildStream(ix, { ...MIX, envelope: "Nope" }, { count: 1, seed: 1 })).toThrow(
      /v1\.Nope is not an object type/,
    );
  });
});

describe("the output check", () => {
  const input = [
    '{"room":"r1","event":{"kind":"moved","to":"hall"}}',
    '{"room":"r2","event":{"kind":"said","words":"hi","n":1}}',
  ];

  it("passes the same values, whatever the key order and number spelling", () => {
    expect(
      checkOutput(input, [
        '{"event":{"kind":"moved","to":"hall"},"room":"r1"}',
        '{"event":{"kind":"said","n":1.0,"words":"hi"},"room":"r2"}',
      ]),
    ).toEqual([]);
  });

  it("catches a changed value, a dropped key, a missing line and text that is not JSON", () => {
    expect(
      checkOutput(input, [
        '{"room":"r1","event":{"kind":"moved","to":"hall"}}',
        '{"room":"r2","event":{"kind":"said","words":"hi","n":2}}',
      ]),
    ).toEqual(["line 2: differs at $.event.n"]);
    expect(checkOutput(input, ['{"room":"r1","event":{"kind":"moved"}}', input[1]!])[0]).toMatch(
      /^line 1: differs at \$\.event\.to/,
    );
    expect(checkOutput(input, [input[0]!])).toEqual(["1 lines written for 2 read"]);
    expect(checkOutput(input, [input[0]!, "! v1.Envelope: at $: bad"])[0]).toMatch(/^line 2: not JSON/);
  });
});

describe("the report", () => {
  it("marks a met target, and gives the ratio ours / theirs", () => {
    expect(rowMarkdown({ what: "x", ours: 50, theirs: 100, unit: "ms", target: 1 })).toBe(
      "| x | 50 ms | 100 ms | 0.50 ✓ | ≤ 1.0 |",
    );
    expect(rowMarkdown({ what: "x", ours: 300, theirs: 100, unit: "ms", target: 1.2 })).toBe(
      "| x | 300 ms | 100 ms | 3.00 | ≤ 1.2 |",
    );
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("replaces its own section and keeps the rest", () => {
    const once = withSection("# R\n\nabove\n", "## S\none\n");
    expect(once).toContain("above");
    const twice = withSection(`${once}\nbelow\n`, "## S\ntwo\n");
    expect(twice).not.toContain("one");
    expect(twice).toContain("two");
    expect(twice).toContain("below");
    expect(twice.match(/side-by-side:start/g)).toHaveLength(1);
  });

  it("keeps the hand-written blocks of the last report (tool notes, test suite), in order, before the side-by-side section", () => {
    const block = "<!-- test-suite:start -->\n## Test suite\nfigures\n<!-- test-suite:end -->\n";
    const notes = "<!-- tool-notes:start -->\n## Tool notes\nwhy\n<!-- tool-notes:end -->\n";
    const old = `# R\n\nold figures\n\n${block}\n<!-- side-by-side:start -->\nold\n<!-- side-by-side:end -->\n`;
    const fresh = withSection("# R\n\nnew figures\n", "## S\nnew\n");
    const kept = keepHandBlocks(old, fresh);
    expect(kept).toContain("new figures");
    expect(kept).not.toContain("old figures");
    expect(kept.indexOf("## Test suite")).toBeGreaterThan(kept.indexOf("new figures"));
    expect(kept.indexOf("## Test suite")).toBeLessThan(kept.indexOf("<!-- side-by-side:start -->"));
    expect(keepHandBlocks(old, "# R\n")).toBe(`# R\n\n${block}`);
    // A report without the blocks, or a new report that has one, is left as it is.
    expect(keepHandBlocks("# R\n", fresh)).toBe(fresh);
    expect(keepHandBlocks(old, `${fresh}${block}`)).toBe(`${fresh}${block}`);
    // Both blocks, whatever their order in the last report: the notes first, then the suite, each once.
    const both = keepHandBlocks(
      `# R\n\n${block}\n${notes}\n<!-- side-by-side:start -->\nold\n<!-- side-by-side:end -->\n`,
      fresh,
    );
    expect(both.indexOf("## Tool notes")).toBeGreaterThan(both.indexOf("new figures"));
    expect(both.indexOf("## Tool notes")).toBeLessThan(both.indexOf("## Test suite"));
    expect(both.indexOf("## Test suite")).toBeLessThan(both.indexOf("<!-- side-by-side:start -->"));
    expect(both.match(/tool-notes:start/g)).toHaveLength(1);
    expect(both.match(/test-suite:start/g)).toHaveLength(1);
    expect(both).toContain("## S\nnew");
  });

  it("puts the Go rows of a Go-only run in place of the last ones, and keeps every other row", () => {
    const section = [
      "## S",
      "",
      "The stream: x.",
      "",
      "| what | ours | theirs | ratio | target |",
      "| --- | --- | --- | --- | --- |",
      "| Rust parse | 1 ms | 2 ms | 0.50 | |",
      "| Go | not generated | `encoding/json` | | |",
      "",
      "What each row measures:",
      "- Rust: r.",
      "",
    ].join("\n");
    const report = withSection("# R\n", section);
    const once = spliceGoRows(
      report,
      ["| Go parse | 1 ms | 1 ms | 1.00 | |"],
      "The Go rows were measured alone (one).",
      "- Go: what.",
    );
    expect(once).not.toContain("not generated");
    expect(once).toContain("| Rust parse | 1 ms | 2 ms | 0.50 | |\n| Go parse | 1 ms | 1 ms | 1.00 | |");
    expect(once).toContain("The Go rows were measured alone (one).\n\n- Go: what.\n\n| what |");
    const twice = spliceGoRows(
      once,
      ["| Go parse | 2 ms | 1 ms | 2.00 | |", "| Go build | 1 s | 1 s | 1.00 | |"],
      "The Go rows were measured alone (two).",
      "- Go: what.",
    );
    expect(twice).not.toContain("(one)");
    expect(twice.match(/- Go: what/g)).toHaveLength(1);
    expect(twice.match(/\| Go /g)).toHaveLength(2);
    expect(twice).toContain(
      "| Go parse | 2 ms | 1 ms | 2.00 | |\n| Go build | 1 s | 1 s | 1.00 | |\n\nWhat each row measures:",
    );
    // A full run's section lists what the Go rows measure already.
    const full = withSection("# R\n", section.replace("- Rust: r.", "- Rust: r.\n- Go: listed."));
    expect(spliceGoRows(full, [], "The Go rows were measured alone (three).", "- Go: what.")).not.toContain(
      "- Go: what.",
    );
    expect(() => spliceGoRows("# R\n", [], "n", "m")).toThrow(/no side-by-side section/);
  });

  it("puts a one-language run's rows in place of that language's rows, and says when they were measured", () => {
    const table = [
      "| what | ours | theirs |",
      "| Rust parse | 1 | 1 |",
      "| Python import | 1 | 1 |",
      "| Python parse | 1 | 1 |",
      "| TypeScript parse | 1 | 1 |",
    ];
    const report = withSection("# R\n", `## S\n\nGenerated by x.\n\n${table.join("\n")}\n`);
    const once = withLanguageRows(report, "Python", "| Python import | 2 | 2 |\n| Python parse | 2 | 2 |", "run one.");
    const twice = withLanguageRows(once, "Python", "| Python import | 3 | 3 |\n| Python parse | 3 | 3 |", "run two.");
    const lines = twice.split("\n");
    expect(lines.filter((l) => l.startsWith("| "))).toEqual([
      "| what | ours | theirs |",
      "| Rust parse | 1 | 1 |",
      "| Python import | 3 | 3 |",
      "| Python parse | 3 | 3 |",
      "| TypeScript parse | 1 | 1 |",
    ]);
    expect(twice).toContain("The Python rows are from a later run: run two.");
    expect(twice).not.toContain("run one.");
    // Another language's note is its own.
    const ts = withLanguageRows(twice, "TypeScript", "| TypeScript parse | 4 | 4 |", "run three.");
    expect(ts).toContain("run two.");
    expect(ts).toContain("The TypeScript rows are from a later run: run three.");
    expect(ts).toContain("| TypeScript parse | 4 | 4 |");
    expect(withLanguageRows("# no table\n", "Python", "| Python x | 1 | 1 |", "n")).toBe("# no table\n");
  });

  it("takes a row whose label is the language's name and a comma as that language's (the Rust rebuild rows)", () => {
    const report = withSection(
      "# R\n",
      "## S\n\nGenerated by x.\n\n| what | ours | theirs |\n| Rust parse | 1 | 1 |\n| Rustic x | 1 | 1 |\n",
    );
    const fresh = "| Rust parse | 2 | 2 |\n| Rust, release rebuild | 5 s | 2 s (no default features) |";
    const once = withLanguageRows(report, "Rust", fresh, "run one.");
    expect(once.split("\n").filter((l) => l.startsWith("| "))).toEqual([
      "| what | ours | theirs |",
      "| Rust parse | 2 | 2 |",
      "| Rust, release rebuild | 5 s | 2 s (no default features) |",
      "| Rustic x | 1 | 1 |",
    ]);
    const twice = withLanguageRows(
      once,
      "Rust",
      "| Rust, release rebuild | 6 s | 2 s (no default features) |",
      "run two.",
    );
    expect(twice).toContain("| Rust, release rebuild | 6 s | 2 s (no default features) |");
    expect(twice).not.toContain("| 5 s |");
  });

  it("keeps the rows a one-language run did not measure, tells rows apart by their note, and adds new ones after the language's last", () => {
    const table = [
      "| what | ours | theirs |",
      "| Rust build | 9 s | 4 s (no default features) |",
      "| Rust build | 9 s | 5 s (default features) |",
      "| Rust parse | 1 ms | 1 ms |",
      "| Go parse | 1 ms | 1 ms |",
    ];
    const report = withSection("# R\n", `## S\n\nGenerated by x.\n\n${table.join("\n")}\n`);
    // Parse rows only (no builds): the build rows stay; a row the table lacked goes after the last Rust row.
    const parse = withLanguageRows(
      report,
      "Rust",
      "| Rust parse | 2 ms | 1 ms |\n| Rust parse + serialize | 3 ms | 1 ms |",
      "parse only.",
    );
    expect(parse.split("\n").filter((l) => l.startsWith("| "))).toEqual([
      ...table.slice(0, 3),
      "| Rust parse | 2 ms | 1 ms |",
      "| Rust parse + serialize | 3 ms | 1 ms |",
      table[4],
    ]);
    // One build figure against each of upstream's feature sets: each replaces its own.
    const builds = withLanguageRows(parse, "Rust", "| Rust build | 8 s | 4 s (default features) |", "builds.");
    expect(builds).toContain(
      "| Rust build | 9 s | 4 s (no default features) |\n| Rust build | 8 s | 4 s (default features) |",
    );
    // A language with no row yet: its rows go at the end of the table.
    expect(
      withLanguageRows(report, "Python", "| Python parse | 1 | 1 |", "n")
        .split("\n")
        .filter((l) => l.startsWith("| "))
        .at(-1),
    ).toBe("| Python parse | 1 | 1 |");
  });
});
