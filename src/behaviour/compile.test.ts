import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile } from "../pipeline.js";

/**
 * Given a rule (or a converter or reducer declaration), want a located
 * diagnostic: every way a rule can fail to be expressible in the rule
 * language, checked against the fixture spec's types.
 */

const FIXTURE = join(import.meta.dirname, "fixtures", "typed");
let dir: string;
let base: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "acp-rules-"));
  cpSync(FIXTURE, dir, { recursive: true });
  base = readFileSync(join(FIXTURE, "conversions.ts"), "utf8");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A v1 -> v2 rule on notes, with `extra` spliced in. */
const rule = (extra: string, outcome = "lossless"): string =>
  `{ id: "bad", direction: "v1->v2", source: "v1.Event:note", target: "v2.Event:note", outcome: "${outcome}", stateful: false, reason: "r", ${extra}, examples: [{ input: { kind: "note", id: "x", text: "a" }, output: [{ kind: "note", id: "x", text: "a" }] }] },`;

async function diagnose(conversions: string): Promise<string[]> {
  writeFileSync(join(dir, "conversions.ts"), conversions);
  const r = await compile({ spec: dir, targets: [], cache: false, missingDocs: "allow" });
  return r.diagnostics.map((d) => `${d.code} ${d.loc.file}:${d.loc.line} ${d.message}`);
}

const withRule = (text: string): string =>
  base.replace('  {\n    id: "note-with-id"', `  ${text}\n  {\n    id: "note-with-id"`);

const CASES: readonly (readonly [string, string, RegExp])[] = [
  [
    "an unknown state",
    rule('emit: { to: "paired", set: { id: { state: "nope" } } }'),
    /ACP015 conversions\.ts:\d+ rule 'bad': 'nope' is no state the v1->v2 converter declares/,
  ],
  [
    "an unknown expression",
    rule('emit: { to: "paired", set: { id: { upper: { input: "text" } } } }'),
    /is not an expression of the rule language/,
  ],
  [
    "a path no source has",
    rule('guard: { is: "string", of: { input: "nope" } }, emit: { to: "paired" }'),
    /no source of the rule has the field 'nope'/,
  ],
  [
    "an emit target the rule does not list",
    rule('emit: { to: "v2.Event:task" }'),
    /emits 'v2.Event:task', which its target list does not name/,
  ],
  [
    "a failing rule without a message",
    rule('guard: { option: "mintIds" }', "fails")
      .replace('target: "v2.Event:note", ', "")
      .replace('output: [{ kind: "note", id: "x", text: "a" }]', 'error: "e"'),
    /its outcome is 'fails', so it needs a 'fail' message/,
  ],
  [
    "a rule that emits and fails",
    rule('emit: { to: "paired" }, fail: "x"'),
    /so it emits outputs and has no 'fail' message/,
  ],
  [
    "convert of a plain string",
    rule('emit: { to: "paired", set: { text: { convert: { input: "text" } } } }'),
    /convert needs a value of a declared type/,
  ],
  [
    "convert nested in an expression",
    rule('emit: { to: "paired", set: { text: { coalesce: [{ convert: { input: "text" } }] } } }'),
    /convert of a single value is only allowed as a value of an emit's set/,
  ],
  [
    "state use in a rule that says stateless",
    rule('guard: { option: "mintIds" }, emit: { to: "paired", set: { id: { mint: "mintIds" } } }'),
    /must say stateful: true/,
  ],
  [
    "an item outside forEach",
    rule('emit: { to: "paired", set: { text: { item: true } } }'),
    /only meaningful inside an emit with forEach/,
  ],
  [
    "an output read in a guard",
    rule('guard: { is: "string", of: { output: "id" } }, emit: { to: "paired" }'),
    /only readable in the effects of a rule that emits/,
  ],
  [
    "an unknown option",
    rule('guard: { option: "loud" }, emit: { to: "paired" }'),
    /'loud' is no option of the v1->v2 converter/,
  ],
  [
    "a malformed condition",
    rule('guard: { is: "pink", of: { input: "id" } }, emit: { to: "paired" }'),
    /'is' is one of absent, null/,
  ],
  [
    "paired with no targets",
    rule('emit: { to: "paired" }').replace('target: "v2.Event:note", ', 'target: ["v2.Event:note", "v2.Event:task"], '),
    /"paired" needs as many targets as sources/,
  ],
  ["forEach over a non-list", rule('emit: { to: "paired", forEach: "text" }'), /'text' is not a list/],
];

describe("rule diagnostics: given a rule, want a located error", () => {
  it("the fixture itself is clean", async () => {
    expect(await diagnose(base)).toEqual([]);
  });

  it.each(CASES)("%s", async (_label, text, want) => {
    const got = await diagnose(withRule(text));
    expect(
      got.some((g) => want.test(g)),
      got.join("\n"),
    ).toBe(true);
    // Every diagnostic names a line of the rule or of its examples, never the top of the file.
    expect(got.every((g) => !/:1 /.test(g))).toBe(true);
  });

  it("a converter state name that is not an identifier", async () => {
    const got = await diagnose(
      base.replace('seen: { kind: "set"', '"seen-ids": { kind: "set"').replace(/"seen"/g, '"seen-ids"'),
    );
    expect(
      got.some((g) => /ACP015 .*'seen-ids' becomes an identifier/.test(g)),
      got.join("\n"),
    ).toBe(true);
  });

  it("an example that another rule handles is reported against the example", async () => {
    const late = rule('emit: { to: "paired" }').replace('id: "bad"', 'id: "late"');
    const got = await diagnose(base.replace("] as const satisfies", `  ${late}\n] as const satisfies`));
    expect(
      got.some((g) => /ACP023 .*example 1 of rule 'late' .*\(rule 'note-with-id'\)/.test(g)),
      got.join("\n"),
    ).toBe(true);
  });
});
