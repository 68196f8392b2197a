import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SpecModel } from "../model/types.js";
import { compile } from "../pipeline.js";
import { diffModels, fails, formatJson, formatMarkdown, type ChangeClass } from "./diff.js";

/**
 * Given a base and a head declaration of v1, want one change of a class; and
 * the same pair read head -> base, want the class of the reverse change.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function model(source: string): Promise<SpecModel> {
  const dir = mkdtempSync(join(tmpdir(), "acp-diff-"));
  dirs.push(dir);
  mkdirSync(join(dir, "v1"));
  writeFileSync(
    join(dir, "v1", "a.ts"),
    `import type { Union, OpenUnion, OpenEnum, Patch, Integer, Notification } from "../vocabulary.js";\nexport interface P { x: string }\n${source}\n`,
  );
  const r = await compile({ spec: dir, targets: [], cache: false, scope: "types", missingDocs: "allow" });
  expect(r.diagnostics, source).toEqual([]);
  return r.model!;
}

const obj = (fields: string): string => `export interface A {\n  ${fields.split("; ").join(";\n  ")}\n}`;
const CASES: readonly (readonly [string, string, string, ChangeClass, string, ChangeClass, string])[] = [
  // [label, base, head, class, change, reverse class, reverse change]
  [
    "an optional field removed",
    obj("a: string; b?: string"),
    obj("a: string"),
    "breaking-receivers",
    "field-removed",
    "safe",
    "optional-field-added",
  ],
  [
    "a required field added",
    obj("a: string"),
    obj("a: string; b: string"),
    "breaking-senders",
    "required-field-added",
    "breaking-receivers",
    "field-removed",
  ],
  [
    "optional made required",
    obj("a?: string"),
    obj("a: string"),
    "breaking-receivers",
    "made-required",
    "breaking-senders",
    "made-optional",
  ],
  [
    "nullable made non-null",
    obj("a?: string | null"),
    obj("a?: string"),
    "breaking-receivers",
    "made-non-null",
    "breaking-senders",
    "made-nullable",
  ],
  [
    "a type narrowed",
    obj("a: number"),
    obj("a: Integer"),
    "breaking-receivers",
    "type-narrowed",
    "breaking-senders",
    "type-widened",
  ],
  [
    "a patch field no longer a patch",
    obj("a?: Patch<string>"),
    obj("a?: string | null"),
    "breaking-receivers",
    "patch-removed",
    "breaking-senders",
    "patch-added",
  ],
  [
    "a closed union loses a variant",
    'export type U = Union<"t", { a: P; b: P }>;',
    'export type U = Union<"t", { a: P }>;',
    "breaking-receivers",
    "variant-removed",
    "breaking-senders",
    "variant-added",
  ],
  [
    "a closed enum gains a value",
    'export type E = "a";',
    'export type E = "a" | "b";',
    "breaking-senders",
    "value-added",
    "breaking-receivers",
    "value-removed",
  ],
  [
    "an open union becomes closed",
    'export type U = OpenUnion<"t", { a: P }>;',
    'export type U = Union<"t", { a: P }>;',
    "breaking-receivers",
    "union-closed",
    "language",
    "union-opened",
  ],
  [
    "a new variant of an open union",
    'export type U = OpenUnion<"t", { a: P }>;',
    'export type U = OpenUnion<"t", { a: P; b: P }>;',
    "safe",
    "variant-added",
    "breaking-receivers",
    "variant-removed",
  ],
  ["a new type", "", "export interface B { y: string }", "safe", "type-added", "breaking-receivers", "type-removed"],
  [
    "a doc change",
    "/** Old. */\nexport interface B { y: string }",
    "/** New. */\nexport interface B { y: string }",
    "safe",
    "doc-changed",
    "safe",
    "doc-changed",
  ],
  [
    "a payload field becomes a field every variant shares (the wire is unchanged)",
    'export interface P2 { x: string; m?: string }\nexport type V = Union<"t", { a: P2 }>;',
    'export interface P2 { x: string }\nexport type V = Union<"t", { a: P2 }> & { m?: string };',
    "language",
    "field-hoisted",
    "language",
    "field-lowered",
  ],
  [
    "a renamed payload (generated names change)",
    'export interface Q { x: string }\nexport type U = Union<"t", { a: P }>;',
    'export interface Q { x: string }\nexport type U = Union<"t", { a: Q }>;',
    "language",
    "payload-renamed",
    "language",
    "payload-renamed",
  ],
  [
    "a change to an unstable field only",
    obj("a: string; /** @unstable beta Not settled. */\n  b?: string"),
    obj("a: string; /** @unstable beta Not settled. */\n  b?: number"),
    "unstable",
    "type-changed",
    "unstable",
    "type-changed",
  ],
  [
    "a new type of an unstable feature",
    "",
    "/** @unstable beta Not settled. */\nexport interface B { y: string }",
    "unstable",
    "type-added",
    "unstable",
    "type-removed",
  ],
  [
    "a new optional field of an unstable feature",
    obj("a: string"),
    obj("a: string; /** @unstable beta x */\n  b?: string"),
    "unstable",
    "optional-field-added",
    "unstable",
    "field-removed",
  ],
  [
    "an unstable type made stable",
    "/** @unstable beta x */\nexport interface B { y: string }",
    "export interface B { y: string }",
    "safe",
    "stabilized",
    "breaking-receivers",
    "destabilized",
  ],
  [
    "an unstable optional field made stable",
    obj("a: string; /** @unstable beta x */\n  b?: string"),
    obj("a: string; b?: string"),
    "safe",
    "stabilized",
    "breaking-receivers",
    "destabilized",
  ],
  [
    "an unstable variant of an open union made stable",
    'export type U = OpenUnion<"t", {\n  a: P;\n  /** @unstable beta x */\n  b: P;\n}>;',
    'export type U = OpenUnion<"t", { a: P; b: P }>;',
    "safe",
    "stabilized",
    "breaking-receivers",
    "destabilized",
  ],
  [
    "an unstable variant of a closed union made stable",
    'export type U = Union<"t", {\n  a: P;\n  /** @unstable beta x */\n  b: P;\n}>;',
    'export type U = Union<"t", { a: P; b: P }>;',
    "breaking-senders",
    "stabilized",
    "breaking-receivers",
    "destabilized",
  ],
  [
    "an unstable method made stable",
    'export interface Methods {\n  /** @unstable beta x */\n  "x/y": Notification<P, "client_to_agent">;\n}',
    'export interface Methods {\n  "x/y": Notification<P, "client_to_agent">;\n}',
    "safe",
    "stabilized",
    "breaking-senders",
    "destabilized",
  ],
  [
    "a type moved from one unstable feature to another",
    "/** @unstable beta x */\nexport interface B { y: string }",
    "/** @unstable gamma x */\nexport interface B { y: string }",
    "unstable",
    "feature-changed",
    "unstable",
    "feature-changed",
  ],
  [
    "a field made @lenient",
    obj("a?: string"),
    obj("/** @lenient */\n  a?: string"),
    "safe",
    "lenient-added",
    "breaking-receivers",
    "lenient-removed",
  ],
  [
    "a list field made @lenient items",
    obj("a: string[]"),
    obj("/** @lenient items-only */\n  a: string[]"),
    "safe",
    "lenient-added",
    "breaking-receivers",
    "lenient-removed",
  ],
  [
    "a list field made @defaultOnNull",
    obj("a?: string[]"),
    obj("/** @defaultOnNull */\n  a?: string[]"),
    "breaking-senders",
    "default-on-null-added",
    "breaking-receivers",
    "default-on-null-removed",
  ],
  [
    "a @lenient change of an unstable field",
    obj("/** @unstable beta x */\n  a?: string"),
    obj("/**\n   * @unstable beta x\n   * @lenient\n   */\n  a?: string"),
    "unstable",
    "lenient-added",
    "unstable",
    "lenient-removed",
  ],
  [
    "a method removed",
    'export interface Methods { "x/y": Notification<P, "client_to_agent"> }',
    "export interface Methods {}",
    "breaking-senders",
    "method-removed",
    "safe",
    "method-added",
  ],
];

describe("acp-codegen diff: given base and head, want the class of each change, both ways", () => {
  it.each(CASES)("%s", async (_label, base, head, cls, change, reverseCls, reverseChange) => {
    const a = await model(base);
    const b = await model(head);
    const forward = diffModels(a, b).filter((c) => c.change !== "doc-changed" || change === "doc-changed");
    expect(forward.map((c) => `${c.class} ${c.change}`)).toContain(`${cls} ${change}`);
    const backward = diffModels(b, a).filter((c) => c.change !== "doc-changed" || reverseChange === "doc-changed");
    expect(backward.map((c) => `${c.class} ${c.change}`)).toContain(`${reverseCls} ${reverseChange}`);
    // Both locations are given where both sides have the construct.
    for (const c of forward) expect(c.base !== null || c.head !== null).toBe(true);
  });

  it("fails --fail-on breaking only for wire breaks, never for unstable or safe changes", async () => {
    const a = await model(obj("a: string; /** @unstable beta x */\n  b?: string"));
    const b = await model(obj("a: string; c?: string"));
    const changes = diffModels(a, b);
    expect(changes.map((c) => c.class).sort()).toEqual(["safe", "unstable"]);
    expect(fails(changes, "breaking")).toBe(false);
    expect(fails(changes, "any")).toBe(true);
    expect(fails(changes, "none")).toBe(false);
  });

  it("reports a changelog section and a stable JSON document", async () => {
    const changes = diffModels(await model(obj("a?: string")), await model(obj("a: string")));
    expect(formatMarkdown(changes)).toMatch(
      /\| Wire-breaking for receivers \| 1 \|[\s\S]*### Wire-breaking for receivers[\s\S]*- `A\.a`: 'a' of A is now required/,
    );
    const json = JSON.parse(formatJson(changes)) as {
      format: string;
      summary: Record<string, number>;
      changes: { class: string; where: string; base: { line: number } }[];
    };
    expect(json.format).toBe("acp-codegen-diff/1");
    expect(json.summary["breaking-receivers"]).toBe(1);
    expect(json.changes[0]).toMatchObject({ class: "breaking-receivers", where: "A.a", base: { line: 4 } });
  });
});
