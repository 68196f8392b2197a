import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecodeOutcome, DecodeTask } from "../../conformance/langs.js";
import { runnerFor } from "../../conformance/runner.js";
import { examplesOf } from "../../model/examples.js";
import { indexModel, type VersionIndex } from "../../model/index.js";
import type { Decl, Field } from "../../model/types.js";
import { pascalCase, snakeCase, words } from "../../naming.js";
import { compile } from "../../pipeline.js";
import { generateToTemp, tempFolders } from "../../testing/generated.js";
import { goPlugin } from "./index.js";
import { fieldIdents, sharedFieldIdents } from "./view.js";

const hasGo = spawnSync("go", ["version"], { encoding: "utf8" }).status === 0;

/** A name in every case spelling a peer might send: as is, lower, UPPER, camelCase, snake_case, PascalCase, SNAKE, with `_` before and after. */
export function caseSpellings(name: string): string[] {
  const ws = words(name);
  const camel = ws.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");
  const snake = snakeCase(name);
  return [
    ...new Set([
      name,
      name.toLowerCase(),
      name.toUpperCase(),
      camel,
      snake,
      snake.toUpperCase(),
      pascalCase(name),
      `_${name}`,
      `${name}_`,
    ]),
  ].filter((s) => s !== "");
}

/** What an object of a declaration (or of one variant of a tagged union) holds: its fields, whether it keeps unknown members, and the Go names of its members. */
interface Shape {
  readonly fields: readonly Field[];
  readonly open: boolean;
  /** The Go identifiers of the fields (and an embedded payload's type name). */
  readonly goNames: readonly string[];
  /** Wire names that are not unknown in it: every field's, and a union's tag. */
  readonly wire: ReadonlySet<string>;
}

/** The shape of a value of a declaration, from the model and the Go view's names; null for one that is no object of fields. */
function shapeOf(ix: VersionIndex, d: Decl, value: unknown): Shape | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  if (d.kind === "object")
    return {
      fields: d.fields,
      open: d.open,
      goNames: fieldIdents(d.fields, d.open),
      wire: new Set(d.fields.map((f) => f.name)),
    };
  if (d.kind !== "union") return null;
  const tag = (value as Record<string, unknown>)[d.tagField];
  const variant = d.variants.find((v) => v.tag === tag);
  if (!variant) return null;
  const payload = variant.payload ? ix.decls.get(variant.payload) : undefined;
  const own = payload?.kind === "object" ? payload : null;
  const fields = [...d.fields, ...(own?.fields ?? [])];
  return {
    fields,
    // A variant without a payload keeps unknown members (its Extra).
    open: own ? own.open : true,
    goNames: [...sharedFieldIdents(d), ...(own ? [own.name, ...fieldIdents(own.fields, own.open)] : [])],
    wire: new Set([d.tagField, ...fields.map((f) => f.name)]),
  };
}

interface KeyTask extends DecodeTask {
  readonly base: string;
  readonly key: string;
  readonly open: boolean;
}

/**
 * For every example of an object type or tagged union: the example with one more
 * member, named as one of the Go bindings' own names in one case spelling: a
 * field's Go identifier, its JSON tag (its wire name), the embedded payload's
 * type name, and the plugin's ownMembers. Names that are wire names of the type
 * are left out (they are not unknown there).
 */
function hostileKeyTasks(versions: readonly VersionIndex[]): { bases: DecodeTask[]; tasks: KeyTask[] } {
  const bases: DecodeTask[] = [];
  const tasks: KeyTask[] = [];
  for (const ix of versions) {
    for (const e of examplesOf(ix)) {
      const d = ix.decls.get(e.type.split(".")[1]!);
      const shape = d ? shapeOf(ix, d, e.value) : null;
      if (!shape) continue;
      const obj = e.value as Record<string, unknown>;
      const names = [...shape.goNames, ...shape.fields.map((f) => f.name), ...(goPlugin.naming?.ownMembers ?? [])];
      const keys = [...new Set(names.flatMap(caseSpellings))].filter((k) => !shape.wire.has(k) && !(k in obj));
      for (const mode of [undefined, "lenient" as const]) {
        const base = `${e.label}${mode ? "-lenient" : ""}`;
        bases.push({ id: base, type: e.type, json: e.value, unstable: e.unstable, ...(mode && { mode }) });
        for (const key of keys)
          tasks.push({
            id: `${base}+${key}`,
            type: e.type,
            json: { ...obj, [key]: "hostile" },
            unstable: e.unstable,
            ...(mode && { mode }),
            base,
            key,
            open: shape.open,
          });
      }
    }
  }
  return { bases, tasks };
}

describe.skipIf(!hasGo)("Go readers: the bindings' own names are unknown members on every reading path", () => {
  const temp = tempFolders(afterAll);
  let out: string;
  let versions: VersionIndex[];

  beforeAll(async () => {
    ({ dir: out } = await generateToTemp({ targets: ["go"] }));
    versions = [...indexModel((await compile({ targets: [] })).model!).values()];
  }, 600_000);

  afterAll(() => {
    if (out) rmSync(out, { recursive: true, force: true });
  });

  it("names every member of the generated types that is not a field's own identifier", () => {
    // The methods every generated type has, and the struct fields the templates add: each is in ownMembers.
    const own = new Set(goPlugin.naming?.ownMembers ?? []);
    // A version's own file, and its encoding/json methods (built with their tag).
    const code = versions
      .flatMap(({ version: { name } }) => [`${name}.go`, "json.go"].map((f) => join(out, "go", name, f)))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const methods = new Set([...code.matchAll(/^func \(\w+ \*?\w+\) (\w+)\(/gm)].map((m) => m[1]!));
    expect([...methods].filter((m) => !own.has(m))).toEqual([]);
    // And each of ownMembers is a method or a struct field the generated code (or the runtime's Patch) declares.
    const patch = readFileSync(join(out, "go", "acpjson", "object.go"), "utf8");
    const fields = new Set([...`${code}\n${patch}`.matchAll(/^\t([A-Z]\w*) [*[\]\w.]+$/gm)].map((m) => m[1]!));
    expect([...own].filter((m) => !methods.has(m) && !fields.has(m))).toEqual([]);
  });

  it("keeps every field's Go name and JSON tag, in every case spelling, and the plugin's own members, as unknown members (strict and lenient; Parse, the value reader and encoding/json agree)", () => {
    const { bases, tasks } = hostileKeyTasks(versions);
    expect(tasks.length).toBeGreaterThan(1000);
    const runner = runnerFor("go", out);
    const baseOut = new Map(runner.decode(bases).map((o, i) => [bases[i]!.id, o]));
    const results = runner.decode(tasks);
    const wrong: string[] = [];
    tasks.forEach((t, i) => {
      const o: DecodeOutcome = results[i]!;
      const b = baseOut.get(t.base)!;
      if (!b.ok) return void wrong.push(`${t.base}: the example itself is refused: ${b.error}`);
      if (o.crashed) return void wrong.push(`${t.id}: ${o.error}`);
      if (t.open) {
        // The member is kept under its exact name, and nothing else changes.
        const want = { ...(JSON.parse(b.compact!) as Record<string, unknown>), [t.key]: "hostile" };
        if (!o.ok || JSON.stringify(sortKeys(JSON.parse(o.compact!))) !== JSON.stringify(sortKeys(want)))
          wrong.push(`${t.id}: ${o.ok ? o.compact : o.error}`);
      } else if (o.ok || !o.error?.includes(`unknown field`))
        wrong.push(`${t.id}: a closed type ${o.ok ? `accepted it: ${o.compact}` : `refused it otherwise: ${o.error}`}`);
    });
    expect(wrong.slice(0, 20)).toEqual([]);
    // Both kinds of type were seen.
    expect(tasks.some((t) => t.open)).toBe(true);
  }, 900_000);

  it("fails a task as a crash when the fast path and the full path disagree (the harness does not fall back)", async () => {
    // The module of a small fixture spec (its runtime is the one every module gets): the patched copy below compiles
    // the runtime and everything that imports it again, which for the bundled spec's module was about 8 s of CPU.
    const spec = join(import.meta.dirname, "fixtures", "names");
    const { dir: fixture } = await generateToTemp({ spec, targets: ["go"] });
    const fixtureVersions = [...indexModel((await compile({ spec, targets: [] })).model!).values()];
    try {
      // A copy of the module whose text reader never says that a document needs its whole walk: Parse
      // then reads a repeated name as the last one wins, where the full way refuses it.
      const broken = temp("acp-codegen-go-broken-");
      cpSync(join(fixture, "go"), join(broken, "go"), { recursive: true });
      const file = join(broken, "go", "acpjson", "value.go");
      const text = readFileSync(file, "utf8");
      const patched = text.replace("return v, !r.suspect && !r.repeated, err", "return v, true, err");
      expect(patched).not.toBe(text);
      writeFileSync(file, patched);
      const object = fixtureVersions.flatMap((ix) =>
        examplesOf(ix).filter(
          (e) =>
            ix.decls.get(e.type.split(".")[1]!)?.kind === "object" &&
            e.value !== null &&
            typeof e.value === "object" &&
            !Array.isArray(e.value) &&
            Object.keys(e.value).length > 0,
        ),
      )[0]!;
      const [k, v] = Object.entries(object.value as Record<string, unknown>)[0]!;
      const body = JSON.stringify(object.value);
      const task: DecodeTask = {
        id: "dup",
        type: object.type,
        json: null,
        text: `{${JSON.stringify(k)}:${JSON.stringify(v)},${body.slice(1)}`,
        unstable: object.unstable,
      };
      const [good] = runnerFor("go", fixture).decode([task]);
      expect(good).toMatchObject({
        ok: false,
        error: expect.stringContaining(`duplicate member ${JSON.stringify(k)}`) as unknown,
      });
      expect(good!.crashed).toBeUndefined();
      const [bad] = runnerFor("go", broken).decode([task]);
      expect(bad).toMatchObject({
        ok: false,
        crashed: true,
        error: expect.stringContaining(
          "the fast path (Parse of the text) accepts what the full way refuses",
        ) as unknown,
      });
    } finally {
      rmSync(fixture, { recursive: true, force: true });
    }
  }, 600_000);
});

/** A JSON value with every object's keys sorted (to compare values, key order aside). */
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.keys(v)
      .sort()
      .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
  );
}
