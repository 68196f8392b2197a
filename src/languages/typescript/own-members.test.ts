import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSpecDir } from "../../load/load.js";
import { buildModel } from "../../model/build.js";
import type { ObjectDecl, SpecModel } from "../../model/types.js";
import { pascalCase, snakeCase } from "../../naming.js";
import { PACKAGE_ROOT } from "../../pipeline.js";
import { generateToTemp, importGenerated } from "../../testing/generated.js";
import { typescriptPlugin } from "./plugin.js";

/**
 * Unknown members named like the bindings' own: the plugin's `ownMembers`
 * (Object.prototype's names, `toJSON`, `then`, `$other`) and every case
 * spelling of each field's wire name (camelCase, snake_case, PascalCase,
 * UPPER, with `_` before or after) that is not itself a field. An open object
 * keeps each as an unknown member, with its value, on every reading path:
 * a JSON value (`parse`), text read by JSON.parse (`fromJson`) and text read
 * by the exact reader (a 16-digit number in the text). Types and inputs come
 * from the model and the accepted vectors.
 */

interface Codec {
  readonly typeName: string;
  parse(json: unknown): unknown;
  fromJson(text: string): unknown;
  serialize(value: unknown): unknown;
  toJson(value: unknown): string;
}
interface Module {
  readonly codecs: Record<string, Codec>;
}

const model: SpecModel = buildModel(loadSpecDir(join(PACKAGE_ROOT, "spec")).files).model;

/** Every case spelling of a wire name the fuzzer sends beside it. */
function spellings(wire: string): string[] {
  const snake = snakeCase(wire);
  const pascal = pascalCase(wire);
  const camel = pascal.charAt(0).toLowerCase() + pascal.slice(1);
  const base = [camel, snake, pascal, snake.toUpperCase(), wire.toUpperCase(), wire.toLowerCase()];
  return [...new Set(base.flatMap((s) => [s, `_${s}`, `${s}_`]))];
}

/** The first accepted strict vector of each open object type whose input is an object: its type, declaration and input. */
function cases(): { type: string; decl: ObjectDecl; json: Record<string, unknown> }[] {
  const seen = new Set<string>();
  const out: { type: string; decl: ObjectDecl; json: Record<string, unknown> }[] = [];
  const dir = join(PACKAGE_ROOT, "out", "vectors");
  for (const f of readdirSync(dir).sort()) {
    const vectors =
      (JSON.parse(readFileSync(join(dir, f), "utf8")) as { vectors?: Record<string, unknown>[] }).vectors ?? [];
    for (const v of vectors) {
      if (v["kind"] !== "decode" || v["expect"] !== "accept" || v["mode"] !== undefined || v["unstable"] !== undefined)
        continue;
      const json = v["json"];
      const type = v["type"] as string;
      if (typeof json !== "object" || json === null || Array.isArray(json) || seen.has(type)) continue;
      const [version, name] = type.split(".");
      const decl = model.versions.find((x) => x.name === version)?.decls.find((d) => d.name === name);
      if (decl?.kind !== "object" || !decl.open || decl.doc.unstable) continue;
      // Only inputs free of wide numbers: the exact reader is made to read them by one added here.
      if (/\d{16}/.test(JSON.stringify(json))) continue;
      seen.add(type);
      out.push({ type, decl, json: json as Record<string, unknown> });
    }
  }
  return out;
}

let dir: string;
const mods: Record<string, Module> = {};

beforeAll(async () => {
  ({ dir } = await generateToTemp({ targets: ["typescript"] }));
  for (const v of model.versions) mods[v.name] = await importGenerated<Module>(join(dir, "typescript"), `${v.name}.js`);
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** An object's members by name, own keys only (`__proto__` included), sorted, values as JSON text. */
const members = (o: unknown): [string, string][] =>
  Object.keys(o as object)
    .sort()
    .map((k) => [k, JSON.stringify((o as Record<string, unknown>)[k])]);

describe("member names of the bindings, sent as unknown keys, stay unknown keys", () => {
  const all = cases();
  const own = typescriptPlugin.naming!.ownMembers!;

  it("the plugin names its own members, and the model gives open object types to try them on", () => {
    for (const m of ["__proto__", "constructor", "toJSON", "$other"]) expect(own).toContain(m);
    expect(all.length).toBeGreaterThan(5);
  });

  it.each(all.map((c) => [c.type, c] as const))("%s", (_, c) => {
    const codec = mods[c.type.split(".")[0]!]!.codecs[c.type]!;
    const wires = new Set(c.decl.fields.map((f) => f.name));
    const hostile = [...new Set([...own, ...c.decl.fields.flatMap((f) => spellings(f.name))])].filter(
      (k) => !wires.has(k) && !Object.hasOwn(c.json, k),
    );
    expect(hostile.length).toBeGreaterThan(own.length - 1);
    // Members written as text: `__proto__` in an object literal would set the prototype instead.
    const text = `{${[...Object.keys(c.json).map((k) => `${JSON.stringify(k)}:${JSON.stringify(c.json[k])}`), ...hostile.map((k, i) => `${JSON.stringify(k)}:${i}`)].join(",")}}`;
    const json = JSON.parse(text) as unknown;
    const wide = `{"n16":1234567890123456,${text.slice(1)}`;
    const viaValue = codec.serialize(codec.parse(json));
    const viaText = codec.serialize(codec.fromJson(text));
    const viaExact = codec.serialize(codec.fromJson(wide)) as Record<string, unknown>;
    // Every hostile key is kept with its value, on every path, and written back by toJson too.
    const kept = members(viaValue);
    for (const [i, k] of hostile.entries()) expect(kept, k).toContainEqual([k, String(i)]);
    expect(members(viaText)).toEqual(kept);
    expect(members(viaExact).filter(([k]) => k !== "n16")).toEqual(kept);
    expect(members(JSON.parse(codec.toJson(codec.parse(json))))).toEqual(kept);
    // Nothing became a member of the value other than the input's own keys.
    expect(Object.getPrototypeOf(codec.parse(json))).toBe(Object.prototype);
  });
});
