import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng } from "../../fuzz/generate.js";
import { firstDuplicateMember, pathStep } from "../../model/duplicate-members.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";

/**
 * Repeated member names in the generated TypeScript bindings. The text entry
 * points see what JSON.parse hides: strict ones (`fromJson`, `readJson`)
 * refuse the first repeated name in document order, at its object's path;
 * lenient ones keep the last value unless a spec object repeats a field or
 * its tag. Expectations come from the vectors and from the spec's own text
 * scanner (`firstDuplicateMember`), never from facts of the bundled spec.
 */

interface Codec {
  readonly typeName: string;
  fromJson(text: string): unknown;
  serialize(value: unknown): unknown;
}
interface Module {
  readonly codecs: Record<string, Codec>;
  parseLenientJson(codec: Codec, text: string): { value: unknown };
}
interface Runtime {
  readJson(text: string, options?: { duplicates?: "reject" | "last" }): unknown;
  readonly DuplicateMemberError: new (path: string, member: string) => SyntaxError & { path: string; member: string };
}

interface Vector {
  readonly id: string;
  readonly type: string;
  readonly text: string;
  readonly expect: "accept" | "reject";
  readonly mode?: "lenient";
  readonly canonical?: unknown;
  readonly compare?: "output" | "verdict";
}
const VECTORS = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, "spec", "vectors", "duplicates.json"), "utf8")) as { vectors: Vector[] }
).vectors;

let dir: string;
const mods: Record<string, Module> = {};
let rt: Runtime;

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["typescript"] }));
  for (const v of new Set(VECTORS.map((x) => x.type.split(".")[0]!)))
    mods[v] = await importGenerated<Module>(join(dir, "typescript"), `${v}.js`);
  rt = await importGenerated<Runtime>(join(dir, "typescript"), "runtime.js");
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The same text with a 16-digit integer as its first member, so that readJson takes its exact reader, not JSON.parse. */
const exact = (text: string): string => `{"n16":1234567890123456,${text.slice(1)}`;

/** What an entry point gives: the value serialized, or the error's message. */
function outcome(
  f: () => unknown,
  serialize: (v: unknown) => unknown,
): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: serialize(f()) };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

describe("the duplicate-member vectors, on both readers", () => {
  it.each(VECTORS.map((v) => [v.id, v] as const))("%s", (_, v) => {
    const [version] = v.type.split(".");
    const mod = mods[version!]!;
    const codec = mod.codecs[v.type]!;
    const read =
      v.mode === "lenient" ? (t: string) => mod.parseLenientJson(codec, t).value : (t: string) => codec.fromJson(t);
    const got = outcome(
      () => read(v.text),
      (x) => codec.serialize(x),
    );
    // A vector that pins only the verdict (`compare: "verdict"`) is judged on it alone.
    if (v.expect === "accept" && v.compare === "verdict") expect(got.ok).toBe(true);
    else if (v.expect === "accept") expect(got).toEqual({ ok: true, value: v.canonical });
    else {
      // The first repeat in document order, found by the spec's text scanner.
      const dup = firstDuplicateMember(v.text)!;
      expect(dup).not.toBeNull();
      const refusal = `at ${dup.path}: duplicate member ${JSON.stringify(dup.name)}`;
      // Read leniently, an untagged union whose every member refuses the object reports them all, at the union.
      const noMember = !got.ok && got.error.includes(": matches no member of ");
      if (v.mode === "lenient" && noMember) expect(got.error).toContain(`(${refusal}`);
      else expect(got).toEqual({ ok: false, error: `${codec.typeName}: ${refusal}` });
    }
    // The exact reader (text with a wide integer) gives the same verdict, at the same path; the extra member stays unknown.
    const wide = outcome(
      () => read(exact(v.text)),
      (x) => codec.serialize(x),
    );
    expect(wide.ok).toBe(got.ok);
    if (!got.ok && !wide.ok) expect(wide.error).toBe(got.error);
  });
});

describe("readJson", () => {
  it("refuses a repeated name by default, at its object, and keeps the last with duplicates: last", () => {
    for (const text of [
      '{"a":1,"a":2}',
      '{"a":1,"b":{"c":[1,{"d":0,"d":1}]}}',
      '[0,{"x":1},{"y":":\\":","y":2}]',
      '{"__proto__":1,"__proto__":2}',
      '{"a":1,"\\u0061":2}',
    ]) {
      for (const t of [text, text.startsWith("{") ? exact(text) : `[1234567890123456,${text.slice(1)}`]) {
        const dup = firstDuplicateMember(t)!;
        let err: unknown;
        try {
          rt.readJson(t);
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(rt.DuplicateMemberError);
        expect(err).toBeInstanceOf(SyntaxError);
        expect(err).toMatchObject({
          path: dup.path,
          member: dup.name,
          message: `at ${dup.path}: duplicate member ${JSON.stringify(dup.name)}`,
        });
        // The last value, in the first one's place, as JSON.parse keeps it (16 digits still fit a double).
        const last = rt.readJson(t, { duplicates: "last" });
        expect(last).toEqual(JSON.parse(t));
        expect(Object.keys(last as object)).toEqual(Object.keys(JSON.parse(t) as object));
      }
    }
  });

  it("reads text without repeats as JSON.parse does, colons and quotes inside strings included", () => {
    for (const text of [
      '{"a:":"b:","c\\"":":\\\\","d":{"e\\\\\\"":"::"}}',
      '{"x":[":",{"y":"\\"}:{"}],"z":{}}',
      '":"',
      "[]",
      "{}",
      '{"":1,"\\"":2}',
    ]) {
      expect(rt.readJson(text)).toEqual(JSON.parse(text));
    }
  });

  /** Random JSON text: objects whose names come from a small set (so that some repeat), with spacing, escapes and colons in strings. */
  function randomText(rng: Rng, depth: number): string {
    const names = ["a", "b", ":", '\\"', "\\u0061", "a:b", "\\\\"];
    const sp = (): string => [" ", "", "\n", ""][rng.int(4)]!;
    const r = rng.int(depth > 4 ? 3 : 6);
    if (r === 0) return String(rng.int(1000));
    if (r === 1) return `"${names[rng.int(names.length)]}"`;
    if (r === 2) return ["true", "null", "1.5e3"][rng.int(3)]!;
    if (r === 3) return `[${Array.from({ length: rng.int(4) }, () => sp() + randomText(rng, depth + 1)).join(",")}]`;
    const members = Array.from(
      { length: rng.int(4) },
      () => `${sp()}"${names[rng.int(names.length)]}"${sp()}:${sp()}${randomText(rng, depth + 1)}`,
    );
    return `{${members.join(",")}${sp()}}`;
  }

  it("agrees with the spec's text scanner on 3,000 seeded random texts, on both readers", () => {
    const rng = new Rng(35);
    let repeats = 0;
    for (let i = 0; i < 3000; i++) {
      const text = `{"k":${randomText(rng, 0)}}`;
      const dup = firstDuplicateMember(text);
      for (const t of [text, exact(text)]) {
        const d = firstDuplicateMember(t);
        if (d === null) expect(rt.readJson(t)).toEqual(rt.readJson(t, { duplicates: "last" }));
        else expect(() => rt.readJson(t)).toThrow(`at ${d.path}: duplicate member ${JSON.stringify(d.name)}`);
      }
      if (dup) repeats++;
      else expect(rt.readJson(text)).toEqual(JSON.parse(text));
    }
    // The sample holds both kinds.
    expect(repeats).toBeGreaterThan(300);
    expect(repeats).toBeLessThan(2700);
  });

  it("prints a path step the way the scanner does", () => {
    expect(() => rt.readJson('{"a b":[{"c":1,"c":1}]}')).toThrow(
      `at $${pathStep("a b")}${pathStep(0)}: duplicate member "c"`,
    );
  });
});
