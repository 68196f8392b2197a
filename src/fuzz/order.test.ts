import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandExists, type DecodeTask, type Lang } from "../conformance/langs.js";
import { runnerFor } from "../conformance/runner.js";
import { indexModel, type VersionIndex } from "../model/index.js";
import type { ObjectDecl, UnionDecl } from "../model/types.js";
import { compile } from "../pipeline.js";
import { writeJson } from "../json.js";
import { generateToTemp } from "../testing/generated.js";
import { ensurePythonEnv } from "../testing/python-env.js";
import { errorPath } from "./fuzz.js";
import { fixtureConfig, fixtureRustEnv } from "../testing/rust-env.js";

/**
 * Of several problems in one input, every language reports the same one: the
 * first in the order TypeScript checks an object. That order, stated:
 *
 * - an object's fields in the order the spec declares them, each checked whole
 *   (its value, depth first) before the next; a required field that is missing
 *   is reported where it stands in that order, not after the present ones;
 * - then the keys the object does not know, by code point;
 * - a map's entries, and free-form JSON's keys, by code point;
 * - a tagged union: the tag (missing, not a string, unknown in a closed union)
 *   before the fields its variants share, those before the variant's own.
 *
 * The input's key order plays no part. The fixture (fixtures/order) declares
 * fields out of alphabetical order; each case breaks several places at once and
 * expects the first of them in that order, read off the fixture's model.
 */

const FIXTURE = join(import.meta.dirname, "fixtures", "order");
const LANGS: Lang[] = commandExists("cargo") ? ["ts", "rust", "python"] : ["ts", "python"];

let out: string;
let ix: VersionIndex;
beforeAll(async () => {
  process.env.ACP_CODEGEN_PYTHON = ensurePythonEnv();
  Object.assign(process.env, fixtureRustEnv());
  ix = indexModel((await compile({ spec: FIXTURE, targets: [] })).model!).get("v1")!;
  ({ dir: out } = await generateToTemp({
    spec: FIXTURE,
    targets: ["typescript", "rust", "python"],
    config: fixtureConfig("order"),
  }));
}, 600_000);
afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

/** A JSON path as every binding writes it. */
function pathOf(steps: readonly (string | number)[]): string {
  return steps.reduce<string>(
    (p, s) =>
      typeof s === "number"
        ? `${p}[${s}]`
        : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s)
          ? `${p}.${s}`
          : `${p}[${JSON.stringify(s)}]`,
    "$",
  );
}

/** Strings by code point (not by UTF-16 unit, which puts an astral character before U+E000..U+FFFF). */
const byCodePoint = (a: string, b: string): number => {
  const x = Array.from(a, (c) => c.codePointAt(0)!);
  const y = Array.from(b, (c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
};

/** JSON text with an object's keys in the order given (the bindings must not care). */
function textWithKeys(o: Record<string, unknown>, keys: readonly string[]): string {
  return `{${keys
    .filter((k) => k in o)
    .map((k) => `${JSON.stringify(k)}:${writeJson(o[k] as never)}`)
    .join(",")}}`;
}

const obj = (name: string): ObjectDecl => ix.decls.get(name) as ObjectDecl;

interface Case {
  readonly name: string;
  readonly type: string;
  readonly text: string;
  readonly want: string;
}

function cases(): Case[] {
  const out: Case[] = [];
  const add = (name: string, type: string, value: Record<string, unknown>, want: string): void => {
    const keys = Object.keys(value);
    // The same input with its keys as written, sorted, and reversed.
    out.push({ name, type, text: textWithKeys(value, keys), want });
    out.push({ name: `${name} (keys sorted)`, type, text: textWithKeys(value, [...keys].sort()), want });
    out.push({ name: `${name} (keys reversed)`, type, text: textWithKeys(value, [...keys].reverse()), want });
  };

  // Every pair of the server's fields broken at once (a wrong type; a required one also left out): the one
  // declared first is reported.
  const server = obj("Server");
  const valid: Record<string, unknown> = {
    type: "http",
    name: "n",
    url: "u",
    headers: [{ value: "v", name: "h" }],
    zeta: 1,
    alpha: "a",
    env: { k: 1 },
  };
  expect(Object.keys(valid).sort()).toEqual(server.fields.map((f) => f.name).sort());
  const breaks = (i: number): ("wrong" | "missing")[] =>
    server.fields[i]!.optional ? ["wrong"] : ["wrong", "missing"];
  for (let i = 0; i < server.fields.length; i++) {
    for (let j = i + 1; j < server.fields.length; j++) {
      for (const bi of breaks(i)) {
        for (const bj of breaks(j)) {
          const v: Record<string, unknown> = { ...valid };
          for (const [k, how] of [
            [i, bi],
            [j, bj],
          ] as const) {
            if (how === "missing") delete v[server.fields[k]!.name];
            else v[server.fields[k]!.name] = true;
          }
          add(
            `Server: ${server.fields[i]!.name} ${bi}, ${server.fields[j]!.name} ${bj}`,
            "v1.Server",
            v,
            pathOf([server.fields[i]!.name]),
          );
        }
      }
    }
  }

  // Inside a list item: the item's fields in their declared order; an earlier field of the outer object first.
  const header = obj("Header");
  const badHeader = Object.fromEntries(header.fields.map((f) => [f.name, 5]));
  add(
    "Header: every field bad",
    "v1.Server",
    { ...valid, headers: [{ value: "v", name: "h" }, badHeader] },
    pathOf(["headers", 1, header.fields[0]!.name]),
  );
  const headersAt = server.fields.findIndex((f) => f.name === "headers");
  const before = server.fields[headersAt - 1]!.name;
  add(`Header bad, ${before} bad`, "v1.Server", { ...valid, headers: [badHeader], [before]: true }, pathOf([before]));

  // A map's entries by code point, whatever the input's order (integer-like keys get no place of their own).
  for (const keys of [
    ["b", "a"],
    ["b", "10", "9"],
    ["😀", "｡", "z"],
  ]) {
    const env = Object.fromEntries(keys.map((k) => [k, "x"]));
    add(
      `map entries ${keys.join(" ")}`,
      "v1.Server",
      { ...valid, env },
      pathOf(["env", [...keys].sort(byCodePoint)[0]!]),
    );
  }

  // A closed object: its declared fields first, then unknown keys by code point.
  const strict = obj("Strict");
  expect(strict.open).toBe(false);
  const strictValid = { second: "s", first: 1 };
  for (const unknown of [
    ["b", "a"],
    ["😀", "｡"],
  ]) {
    const extra = Object.fromEntries(unknown.map((k) => [k, 1]));
    add(
      `Strict: unknown ${unknown.join(" ")}`,
      "v1.Strict",
      { ...strictValid, ...extra },
      pathOf([[...unknown].sort(byCodePoint)[0]!]),
    );
    add(
      `Strict: unknown ${unknown.join(" ")}, ${strict.fields[1]!.name} bad`,
      "v1.Strict",
      { ...strictValid, ...extra, [strict.fields[1]!.name]: true },
      pathOf([strict.fields[1]!.name]),
    );
  }

  // A union with shared fields: the tag, then the shared fields in order, then the variant's own.
  const setting = ix.decls.get("Setting") as UnionDecl;
  const tag = setting.tagField;
  const [firstShared, secondShared] = setting.fields.map((f) => f.name) as [string, string];
  const variant = setting.variants[0]!;
  const payload = obj(variant.payload!);
  const badPayload = Object.fromEntries(payload.fields.map((f) => [f.name, 5]));
  add("Setting: no tag, nothing else", "v1.Setting", { [secondShared]: 5, ...badPayload }, pathOf([tag]));
  add("Setting: a tag that is no string", "v1.Setting", { [tag]: 1, [firstShared]: 5 }, pathOf([tag]));
  add("Setting: an unknown tag of a closed union", "v1.Setting", { [tag]: "nope", [firstShared]: 5 }, pathOf([tag]));
  add("Setting: shared fields missing", "v1.Setting", { [tag]: variant.tag, ...badPayload }, pathOf([firstShared]));
  add(
    "Setting: the second shared field bad",
    "v1.Setting",
    { [tag]: variant.tag, [firstShared]: "z", [secondShared]: 5, ...badPayload },
    pathOf([secondShared]),
  );
  add(
    "Setting: the variant's fields bad",
    "v1.Setting",
    { [tag]: variant.tag, [firstShared]: "z", [secondShared]: "t", ...badPayload },
    pathOf([payload.fields[0]!.name]),
  );
  return out;
}

describe("the order of checks: every language reports the first problem in TypeScript's order", () => {
  it(`${LANGS.join(", ")}: the same path, the expected one, in strict and lenient mode`, () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(50);
    const tasks: DecodeTask[] = all.flatMap((c, i) => [
      { id: `s${i}`, type: c.type, json: null, text: c.text },
      { id: `l${i}`, type: c.type, json: null, text: c.text, mode: "lenient" as const },
    ]);
    const wrong: string[] = [];
    for (const lang of LANGS) {
      const got = new Map(
        runnerFor(lang, out)
          .decode(tasks)
          .map((o) => [o.id, o]),
      );
      all.forEach((c, i) => {
        for (const id of [`s${i}`, `l${i}`]) {
          const o = got.get(id);
          const path = o && !o.ok ? errorPath(o.error) : null;
          if (path !== c.want)
            wrong.push(
              `${lang} ${id.startsWith("l") ? "lenient" : "strict"} ${c.name}: ${c.text} -> ${o?.ok ? "accepted" : o?.error}; want ${c.want}`,
            );
        }
      });
    }
    expect(wrong).toEqual([]);
  }, 900_000);

  it(`${LANGS.join(", ")}: lenient mode drops a bad value, never a fault of the text, and names the type`, () => {
    const digits = `1${"0".repeat(4300)}`;
    const inputs: { text: string; want: string | null }[] = [
      // A bad value where upstream reads leniently is dropped (so the cases below can fail).
      { text: '{"count":"many"}', want: null },
      { text: '{"extra":{"n":1e400}}', want: "$.extra.n" },
      { text: '{"count":-1e400}', want: "$.count" },
      { text: '{"extra":{"b":1e400,"a":"\\ud800"}}', want: "$.extra.b" },
      { text: `{"extra":${digits}}`, want: "$" },
      { text: '{"count":01}', want: "$" },
    ];
    const tasks: DecodeTask[] = inputs.map((x, i) => ({
      id: String(i),
      type: "v1.Loose",
      json: null,
      text: x.text,
      mode: "lenient",
    }));
    const wrong: string[] = [];
    for (const lang of LANGS) {
      const got = new Map(
        runnerFor(lang, out)
          .decode(tasks)
          .map((o) => [o.id, o]),
      );
      inputs.forEach((x, i) => {
        const o = got.get(String(i));
        const said = o?.ok ? "accepted" : o?.error;
        if (x.want === null ? !o?.ok : o?.ok || !o?.error?.startsWith(`v1.Loose: at ${x.want}: `))
          wrong.push(`${lang} ${x.text.slice(0, 60)}: ${said?.slice(0, 200)}; want ${x.want ?? "accepted"}`);
      });
    }
    expect(wrong).toEqual([]);
  }, 900_000);
});
