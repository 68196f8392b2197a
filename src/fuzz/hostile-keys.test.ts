import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { checkDecl } from "../model/check-value.js";
import { firstDuplicateMember } from "../model/duplicate-members.js";
import { indexModel, indexVersion, type VersionIndex } from "../model/index.js";
import type { Decl, TypeExpr, VersionModel } from "../model/types.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import type { LanguageNaming } from "../plugin/index.js";
import { judgedLanguages } from "../targets/registry.js";
import { writeJson } from "../json.js";
import { namingOf } from "./fuzz.js";
import { generateInputs } from "./generate.js";
import {
  caseSpellings,
  escapeFirst,
  HOSTILE_CLASSES,
  hostileCorpus,
  memberKeys,
  type HostileInput,
} from "./hostile.js";

/**
 * The generator side of two hostile classes, judged without the bindings:
 * - duplicate-keys: each case's verdicts against the contract, as the text
 *   scanner `firstDuplicateMember` and the model say (strict: every duplicate is
 *   rejected at the object holding it; lenient: a repeated known field or tag is
 *   rejected there, any other repeated name keeps the last);
 * - member-keys: the keys drawn (each language's field identifiers, every case
 *   spelling of the wire names, the languages' own members; never a wire name)
 *   and the model's verdict (kept as unknown members: an accept).
 */

const NO_FEATURES: ReadonlySet<string> = new Set();

/** The steps of a JSON path as the contract writes it (`$.a[0]["b c"]`). */
function steps(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  re.lastIndex = 1;
  for (let m = re.exec(path); m; m = re.exec(path))
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string)));
  expect(re.lastIndex === 0 || re.lastIndex === path.length).toBe(true);
  return out;
}

/**
 * What stands at a path of a value of `type`, as the model says: a typed object
 * (with the names it takes: its fields, and its tag) or free-form JSON.
 */
function objectAt(
  ix: VersionIndex,
  type: string,
  value: unknown,
  path: string,
): { typed: true; names: Set<string> } | { typed: false } {
  let t: TypeExpr | "free" = { kind: "ref", name: type } as TypeExpr;
  let v = value;
  const resolve = (x: TypeExpr): TypeExpr | "free" => {
    for (let hops = 0; hops < 64; hops++) {
      if (x.kind === "nullable") x = x.inner;
      else if (x.kind === "ref" && ix.decls.get(x.name)?.kind === "alias")
        x = (ix.decls.get(x.name) as Extract<Decl, { kind: "alias" }>).target;
      else break;
    }
    return x.kind === "json" || x.kind === "json-object" ? "free" : x;
  };
  const fieldsHere = (d: Decl, here: Record<string, unknown>): { names: Set<string>; types: Map<string, TypeExpr> } => {
    const types = new Map<string, TypeExpr>();
    const names = new Set<string>();
    if (d.kind === "object") for (const f of d.fields) types.set(f.name, f.type);
    if (d.kind === "union") {
      names.add(d.tagField);
      for (const f of d.fields) types.set(f.name, f.type);
      const variant = d.variants.find((x) => x.tag === here[d.tagField]);
      const p = variant?.payload ? ix.decls.get(variant.payload) : undefined;
      if (p?.kind === "object") for (const f of p.fields) types.set(f.name, f.type);
    }
    for (const k of types.keys()) names.add(k);
    return { names, types };
  };
  for (const step of steps(path)) {
    if (t === "free") break;
    const r = resolve(t);
    if (r === "free") {
      t = "free";
      break;
    }
    if (r.kind === "array") t = r.items;
    else if (r.kind === "map") t = r.values;
    else if (r.kind === "ref") {
      const d = ix.decls.get(r.name)!;
      const { types } = fieldsHere(d, v as Record<string, unknown>);
      // A member the type does not name is an unknown member: free-form JSON from there on.
      t = types.get(String(step)) ?? "free";
    } else throw new Error(`no object or array at ${path}`);
    v = (v as Record<string | number, unknown>)[step];
  }
  const r = t === "free" ? "free" : resolve(t);
  if (r === "free" || r.kind !== "ref") return { typed: false };
  const d = ix.decls.get(r.name)!;
  return d.kind === "object" || d.kind === "union"
    ? { typed: true, names: fieldsHere(d, v as Record<string, unknown>).names }
    : { typed: false };
}

let versions: VersionIndex[];
let corpus: HostileInput[];
const ixOf = (type: string): VersionIndex =>
  versions.find((ix) => ix.version.name === type.slice(0, type.indexOf(".")))!;
const nameOf = (type: string): string => type.slice(type.indexOf(".") + 1);

beforeAll(async () => {
  versions = [...indexModel((await compile({ targets: [] })).model!).values()];
  corpus = hostileCorpus(versions, { heavy: false, naming: namingOf(judgedLanguages().map((l) => l.name)) });
}, 300_000);

describe("duplicate-keys: the verdicts are the contract's", () => {
  const cases = (): HostileInput[] => corpus.filter((x) => x.hostile.class === "duplicate-keys");

  it("has, in each version, strict and lenient cases: free-form, nested under arrays, escaped names, a repeated known field (bad last value, equal values), a repeated tag, an unknown member", () => {
    for (const ix of versions) {
      const names = new Set(
        cases()
          .filter((x) => x.type.startsWith(`${ix.version.name}.`))
          .map((x) => x.hostile.name.slice(`duplicate-keys/${ix.version.name}-`.length)),
      );
      for (const n of [
        "free-form",
        "free-form-escaped",
        "free-form-under-arrays",
        "free-form-first-in-order",
        "typed-bad-last",
        "typed-equal-values",
        "typed-escaped",
        "tag-same",
        "tag-escaped",
        "unknown-member",
      ]) {
        expect(names, `${ix.version.name} ${n}`).toContain(n);
        expect(names, `${ix.version.name} ${n}-lenient`).toContain(`${n}-lenient`);
      }
    }
  });

  it("strict: rejected exactly when the text names a member twice, at the object the scanner finds, with its words", () => {
    const strict = cases().filter((x) => x.mode === undefined);
    expect(strict.length).toBeGreaterThan(10);
    for (const x of strict) {
      const found = firstDuplicateMember(x.text!);
      expect(x.hostile.expect, x.hostile.name).toBe(found ? "reject" : "accept");
      if (!found) continue;
      if (x.hostile.path === undefined) {
        // Only where another error may come first: the first of the repeated member's values is one the model rejects.
        const first = JSON.parse(
          x.text!.replace(/,"([^"]+)":[^,}]+([,}])/, (m, k: string, end: string) => (k === found.name ? end : m)),
        ) as unknown;
        expect(checkDecl(ixOf(x.type), nameOf(x.type), first, NO_FEATURES), x.hostile.name).not.toBeNull();
        continue;
      }
      expect(x.hostile.path, x.hostile.name).toBe(found.path);
      expect(x.hostile.message, x.hostile.name).toBe(`duplicate member ${JSON.stringify(found.name)}`);
    }
  });

  it("lenient: a repeated field or tag of a typed object is rejected as in strict; a repeated free-form key or unknown member keeps the last", () => {
    const lenient = cases().filter((x) => x.mode === "lenient");
    expect(lenient.length).toBeGreaterThan(10);
    const verdicts = new Set<string>();
    for (const x of lenient) {
      const ix = ixOf(x.type);
      const found = firstDuplicateMember(x.text!);
      // The value read with the last of each repeated name kept (what JSON.parse does).
      const last = JSON.parse(x.text!) as unknown;
      const strictTwin = corpus.find(
        (y) => y.mode === undefined && y.hostile.name === x.hostile.name.replace(/-lenient$/, ""),
      )!;
      expect(strictTwin.text).toBe(x.text);
      if (!found) {
        expect(x.hostile.expect, x.hostile.name).toBe("accept");
        continue;
      }
      const at = objectAt(ix, nameOf(x.type), last, found.path);
      const known = at.typed && at.names.has(found.name);
      expect(x.hostile.expect, x.hostile.name).toBe(known ? "reject" : "accept");
      verdicts.add(known ? "reject" : "accept");
      if (known) {
        expect(x.hostile.path ?? null, x.hostile.name).toBe(strictTwin.hostile.path ?? null);
        expect(x.hostile.message, x.hostile.name).toBe(strictTwin.hostile.message);
      } else {
        // Kept last, the value is one the model accepts (the accept means something).
        expect(checkDecl(ix, nameOf(x.type), last, NO_FEATURES), x.hostile.name).toBeNull();
      }
    }
    expect(verdicts).toEqual(new Set(["accept", "reject"]));
  });

  it("escapeFirst spells the same name with its first character escaped", () => {
    for (const n of ["a", "type", "_meta", "é", "x y"]) {
      const t = escapeFirst(n);
      expect(t.startsWith('"\\u')).toBe(true);
      expect(JSON.parse(t)).toBe(n);
    }
  });
});

describe("member-keys: the keys drawn and the verdict", () => {
  it("caseSpellings: every case spelling, each with a leading and a trailing underscore", () => {
    const got = caseSpellings("messageId");
    for (const k of ["messageId", "message_id", "MessageId", "MESSAGE_ID", "messageid"])
      for (const s of [k, `_${k}`, `${k}_`]) expect(got).toContain(s);
    expect(caseSpellings("_meta")).toEqual(
      expect.arrayContaining(["meta", "Meta", "META", "meta_", "_meta_", "__meta"]),
    );
    expect(new Set(got).size).toBe(got.length);
  });

  it("memberKeys: each language's field identifiers, the spellings and its own members, never a wire name, each once", () => {
    const fields = ["messageId", "type", "_meta"];
    const wire = new Set([...fields, "kind"]);
    const a: LanguageNaming = { fieldIdent: (w) => `a_${w}`, ownMembers: ["model_config", "type", "extra"] };
    const b: LanguageNaming = {
      fieldIdent: (w) => (w === "type" ? null : w.toUpperCase()),
      ownMembers: ["extra", "Kind"],
    };
    const keys = memberKeys(fields, wire, [a, b]);
    for (const f of fields) expect(keys).toContain(`a_${f}`);
    expect(keys).toContain("MESSAGEID");
    for (const w of wire) for (const s of caseSpellings(w)) if (!wire.has(s)) expect(keys).toContain(s);
    for (const k of ["model_config", "extra", "Kind"]) expect(keys).toContain(k);
    for (const w of wire) expect(keys).not.toContain(w);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("on a tiny spec: open types and a union's open variant are hosts, a closed type is not; each input holds the keys and is an accept", () => {
    const loc = { file: "fixture.ts", line: 1, col: 1 };
    const doc = { text: "" };
    const field = (name: string, optional = false) => ({
      name,
      type: { kind: "string", loc },
      optional,
      patch: false,
      doc,
      loc,
    });
    const decls = [
      {
        kind: "object",
        name: "Open",
        version: "v1",
        doc,
        loc,
        open: true,
        fields: [field("messageId"), field("note", true)],
      },
      { kind: "object", name: "Closed", version: "v1", doc, loc, open: false, fields: [field("name")] },
      { kind: "object", name: "Payload", version: "v1", doc, loc, open: true, fields: [field("text")] },
      {
        kind: "union",
        name: "Block",
        version: "v1",
        doc,
        loc,
        tagField: "type",
        open: false,
        fields: [],
        variants: [{ tag: "text", payload: "Payload", doc, loc }],
      },
    ] as unknown as Decl[];
    const ix = indexVersion({
      name: "v1",
      decls,
      methods: [],
      envelope: null,
      reducer: null,
    } as unknown as VersionModel);
    const naming: LanguageNaming = { fieldIdent: (w) => `f_${w}`, ownMembers: ["model_config", "messageId"] };
    const got = hostileCorpus([ix], { heavy: false, naming: [naming] }).filter(
      (x) => x.hostile.class === "member-keys",
    );
    expect(new Set(got.map((x) => x.type))).toEqual(new Set(["v1.Open", "v1.Payload", "v1.Block"]));
    for (const x of got) {
      const value = (x.text !== undefined ? JSON.parse(x.text) : x.json) as Record<string, unknown>;
      const wire = x.type === "v1.Open" ? ["messageId", "note"] : x.type === "v1.Payload" ? ["text"] : ["type", "text"];
      const keys = Object.keys(value).filter((k) => !wire.includes(k));
      expect(keys.length, x.hostile.name).toBeGreaterThan(0);
      expect(x.hostile.expect).toBe("accept");
      expect(checkDecl(ix, nameOf(x.type), value, NO_FEATURES)).toBeNull();
      if (x.hostile.name.endsWith("-all")) {
        const want = memberKeys(wire, new Set(wire), [naming]);
        expect(new Set(keys)).toEqual(new Set(want));
        expect(keys).toContain("model_config");
        expect(keys).toContain(x.type === "v1.Open" ? "f_messageId" : "f_text");
        if (x.type === "v1.Block") expect(keys).toContain("f_type");
        expect(keys).toContain(x.type === "v1.Open" ? "message_id" : x.type === "v1.Payload" ? "Text" : "Type");
      }
    }
    // Each key alone too, and once with the lenient entry points.
    expect(got.filter((x) => x.hostile.name.includes("-key-")).length).toBe(
      memberKeys(["messageId", "note"], new Set(["messageId", "note"]), [naming]).length +
        memberKeys(["text"], new Set(["text"]), [naming]).length +
        memberKeys(["type", "text"], new Set(["type", "text"]), [naming]).length,
    );
    expect(
      got
        .filter((x) => x.mode === "lenient")
        .map((x) => x.type)
        .sort(),
    ).toEqual(["v1.Block", "v1.Open", "v1.Payload"]);
    // The optional field stands beside its spellings in the full value.
    const open = got.find((x) => x.hostile.name === "member-keys/v1.Open-all")!;
    expect(Object.keys(JSON.parse(open.text!) as object)).toEqual(
      expect.arrayContaining(["messageId", "note", "Note", "NOTE", "note_"]),
    );
  });

  it("on the bundled spec: every input is a value of its type with unknown keys the model accepts, each host's keys drawn from the judged languages' naming", () => {
    const naming = namingOf(judgedLanguages().map((l) => l.name));
    const got = corpus.filter((x) => x.hostile.class === "member-keys");
    expect(got.length).toBeGreaterThan(0);
    for (const x of got) {
      const value = x.text !== undefined ? JSON.parse(x.text) : x.json;
      expect(x.hostile.expect, x.hostile.name).toBe("accept");
      expect(checkDecl(ixOf(x.type), nameOf(x.type), value, NO_FEATURES), x.hostile.name).toBeNull();
      expect(checkDecl(ixOf(x.type), nameOf(x.type), x.hostile.base, NO_FEATURES), x.hostile.name).toBeNull();
    }
    // Every field identifier a judged language gives that is not a wire name is sent to the host of that field.
    for (const x of got.filter((y) => y.hostile.name.endsWith("-all") && y.mode === undefined)) {
      const value = JSON.parse(x.text!) as Record<string, unknown>;
      const base = x.hostile.base as Record<string, unknown>;
      const sent = Object.keys(value).filter((k) => !Object.hasOwn(base, k));
      const d = ixOf(x.type).decls.get(nameOf(x.type))!;
      if (d.kind !== "object") continue;
      const wire = new Set(d.fields.filter((f) => !f.doc.unstable).map((f) => f.name));
      for (const n of naming)
        for (const w of wire) {
          const id = n.fieldIdent?.(w);
          if (id && !wire.has(id)) expect(sent, `${x.hostile.name}: ${id}`).toContain(id);
        }
      for (const n of naming) for (const k of n.ownMembers ?? []) if (!wire.has(k)) expect(sent).toContain(k);
      for (const k of sent) expect(wire.has(k)).toBe(false);
    }
  }, 120_000);
});

describe("drawing from the corpus", () => {
  it("--class: only the named classes, every input from them at share 1; classes drawn in turn at any share", () => {
    const only = generateInputs(versions, 5, 300, { corpus, hostile: 1, classes: ["member-keys", "duplicate-keys"] });
    expect(new Set(only.map((x) => x.mutation))).toEqual(new Set(["hostile:member-keys", "hostile:duplicate-keys"]));
    // In turn: the two classes alternate in pairs (each pair one of each).
    for (let i = 0; i + 1 < only.length; i += 2) expect(only[i]!.mutation).not.toBe(only[i + 1]!.mutation);
    // Within a class, no entry again before the rest of it.
    const dups = only.filter((x) => x.mutation === "hostile:duplicate-keys");
    const n = corpus.filter((x) => x.hostile.class === "duplicate-keys").length;
    expect(new Set(dups.slice(0, n)).size).toBe(Math.min(n, dups.length));
    const present = HOSTILE_CLASSES.filter((c) => corpus.some((x) => x.hostile.class === c));
    const mixed = generateInputs(versions, 5, present.length * 40, { corpus, hostile: 1 });
    for (let i = 0; i < mixed.length; i += present.length)
      expect(new Set(mixed.slice(i, i + present.length).map((x) => x.mutation)).size).toBe(present.length);
    expect(writeJson(generateInputs(versions, 5, 300, { corpus, hostile: 1, classes: ["member-keys"] }))).toBe(
      writeJson(generateInputs(versions, 5, 300, { corpus, hostile: 1, classes: ["member-keys"] })),
    );
  });

  it("npm run fuzz -- --class refuses a class that does not exist, listing those that do (exit 2)", () => {
    const r = spawnSync(
      process.execPath,
      [join(PACKAGE_ROOT, "dist", "fuzz", "cli.js"), "--class", "member-keys,no-such-class", "--count", "1"],
      { encoding: "utf8" },
    );
    expect(r.stderr).toContain(`unknown hostile class 'no-such-class' (the classes: ${HOSTILE_CLASSES.join(", ")})`);
    expect(r.status).toBe(2);
  }, 60_000);
});
