import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compile } from "../pipeline.js";
import { checkGates, describeFault, type GateReport, requiredFeatures, tokenize } from "./rust-cfg.js";

/**
 * The static reading of a crate's feature gates that stands in for one `cargo check` per unstable feature alone
 * (rust.test.ts): on the generated crates it finds nothing, and on a crate with one fault seeded into it (a name of
 * a gated item used where its gate is not on) it finds that fault. The seeds are chosen from the crate's own text.
 */

type Files = [string, string][];

/** The Rust crate generated from a spec, as `[path from the crate, text]`, and its Cargo.toml's required features. */
async function crateOf(spec?: string): Promise<{ files: Files; required: Map<string, string[]> }> {
  const r = await compile({ ...(spec && { spec }), targets: ["rust"] });
  const files: Files = r.files
    .filter((f) => f.path.startsWith("rust/") && f.path.endsWith(".rs"))
    .map((f) => [f.path.slice("rust/".length), f.content]);
  const toml = r.files.find((f) => f.path === "rust/Cargo.toml")!.content;
  return { files, required: requiredFeatures(toml) };
}

const FIXTURE = join(import.meta.dirname, "..", "behaviour", "fixtures", "typed");
const CFG = /^\s*#\[cfg\(feature = "([a-z0-9_]+)"\)\]\n/gm;

let bundled: { files: Files; required: Map<string, string[]> };
let fixture: { files: Files; required: Map<string, string[]> };
beforeAll(async () => {
  bundled = await crateOf();
  fixture = await crateOf(FIXTURE);
}, 120_000);

/** The crate with `edit` applied to one file; the report of the reading over it. */
function seeded(crate: typeof bundled, file: string, edit: (text: string) => string): GateReport {
  const files = crate.files.map(([f, text]): [string, string] => [f, f === file ? edit(text) : text]);
  expect(files.find(([f]) => f === file)![1], `the seed changed ${file}`).not.toBe(
    crate.files.find(([f]) => f === file)![1],
  );
  return checkGates(files, crate.required);
}

/** The line (1-based) of `offset` in `text`. */
const lineAt = (text: string, offset: number): number => text.slice(0, offset).split("\n").length;

/** The first `#[cfg(feature)]` line of a file followed by a line that `next` matches, with its feature. */
function firstGate(text: string, next: RegExp): { at: number; end: number; feature: string; following: string } {
  for (const m of text.matchAll(CFG)) {
    // The element's first line after its doc comment and its other one-line attributes.
    const lines = text.slice(m.index + m[0].length, m.index + m[0].length + 2000).split("\n");
    const following = lines.find((l) => !/^\s*(#\[.*\]|\/\/\/.*)$/.test(l)) ?? "";
    if (next.test(following)) return { at: m.index, end: m.index + m[0].length, feature: m[1]!, following };
  }
  throw new Error(`no gated line matching ${next}`);
}

describe("the gate reading of a generated crate", () => {
  it("finds no fault in the bundled spec's crate, and reads every cfg in it", () => {
    const r = checkGates(bundled.files, bundled.required);
    expect(r.faults.map(describeFault)).toEqual([]);
    expect(r.unread).toEqual([]);
    // It resolved names, and among them names of gated declarations (one per gated line at least).
    const gatedLines = bundled.files.reduce((n, [, text]) => n + [...text.matchAll(CFG)].length, 0);
    expect(r.checkedGated).toBeGreaterThan(gatedLines);
  });

  it("finds no fault in a fixture's crate (one feature gating a field, variants and a method)", () => {
    const r = checkGates(fixture.files, fixture.required);
    expect(r.faults.map(describeFault)).toEqual([]);
    expect(r.checkedGated).toBeGreaterThan(0);
  });

  it("finds a gated builder made ungated: its field, named from code every build compiles", () => {
    for (const crate of [bundled, fixture]) {
      const file = crate.files.find(
        ([f, text]) =>
          f.startsWith("src/") && /\n\s*#\[cfg\(feature[^\n]*\n(?:\s*#\[[^\n]*\n)*\s*pub fn with_/.test(text),
      )![0];
      const text = crate.files.find(([f]) => f === file)![1];
      const gate = firstGate(text, /^\s*pub fn with_/);
      const field = /pub fn with_([a-z0-9_]+)/.exec(gate.following)![1]!;
      const r = seeded(crate, file, (t) => t.slice(0, gate.at) + t.slice(gate.end));
      expect(r.faults.map(describeFault).join("\n")).toMatch(
        new RegExp(`^${file}:\\d+: \\w+\\.${field} \\(under \\[\\]\\)`, "m"),
      );
    }
  });

  it("finds a gated line moved to another feature (a registry arm, a builder, a struct literal's field)", () => {
    const features = [...new Set(bundled.files.flatMap(([, t]) => [...t.matchAll(CFG)].map((m) => m[1]!)))];
    const unstable = features.filter((f) => !(bundled.required.get("examples/acp-conformance.rs") ?? []).includes(f));
    expect(unstable.length, "the bundled spec has two unstable features at least").toBeGreaterThan(1);
    const seeds: [RegExp, RegExp][] = [
      [/=>/, /^src\/registry\.rs$/],
      [/^\s*pub fn with_/, /^src\/v2\.rs$/],
      [/^\s*[a-z_0-9]+: MaybeUndefined::Undefined,$/, /^src\/v2\.rs$/],
    ];
    for (const [line, fileRe] of seeds) {
      const [file, text] = bundled.files.find(([f, t]) => fileRe.test(f) && firstGateOrNull(t, line))!;
      const gate = firstGate(text, line);
      const other = unstable.find((f) => f !== gate.feature)!;
      const r = seeded(
        bundled,
        file,
        (t) => `${t.slice(0, gate.at)}${t.slice(gate.at, gate.end).replace(gate.feature, other)}${t.slice(gate.end)}`,
      );
      // The faults are on the gated element's lines (from its first line), under the other feature.
      const at = lineAt(text, gate.end);
      const found = r.faults.filter((f) => f.file === file && f.line >= at && f.context.includes(other));
      expect(found.map(describeFault), `${line}: ${gate.following}`).not.toEqual([]);
      expect(found.every((f) => f.targets.every((t) => t.includes(gate.feature)))).toBe(true);
    }
  });

  it("finds an ungated import of a gated type, and a use of a gated module's item from an ungated one", () => {
    const v2 = bundled.files.find(([f]) => f === "src/v2.rs")![1];
    const type = /^\s*pub (?:struct|enum) ([A-Za-z0-9]+)/.exec(firstGate(v2, /^\s*pub (struct|enum) /).following)![1]!;
    const lib = bundled.files.find(([f]) => f === "src/lib.rs")![1];
    const r = seeded(bundled, "src/lib.rs", (t) => `${t}pub use v2::${type};\n`);
    expect(r.faults.map(describeFault)).toEqual([
      expect.stringMatching(new RegExp(`^src/lib\\.rs:\\d+: v2::${type} \\(under \\[\\]\\)`)),
    ]);
    // A module under a gate (`#[cfg(feature = …)] pub mod m;`) and a public function of it, named from a file of a
    // module without a gate.
    const mod = /#\[cfg\(feature = "([a-z0-9_]+)"\)\]\npub mod ([a-z0-9_]+);/.exec(lib)!;
    const modText = bundled.files.find(([f]) => f === `src/${mod[2]}.rs`)![1];
    const fn = /^pub fn ([a-z0-9_]+)/m.exec(modText)![1]!;
    const open = /(?<!\)\]\n)^pub mod ([a-z0-9_]+);/m.exec(lib)![1]!;
    const r2 = seeded(
      bundled,
      `src/${open}.rs`,
      (t) => `${t}\n/// A probe.\npub fn probe() {\n    let _ = crate::${mod[2]}::${fn};\n}\n`,
    );
    // Both the module and its function are named there.
    expect(r2.faults.map(describeFault)).toEqual([
      expect.stringMatching(
        new RegExp(`^src/${open}\\.rs:\\d+: crate::${mod[2]} \\(under \\[\\]\\) is declared under \\[${mod[1]}\\]`),
      ),
      expect.stringMatching(
        new RegExp(`^src/${open}\\.rs:\\d+: ${mod[2]}::${fn} \\(under \\[\\]\\) is declared under \\[${mod[1]}\\]`),
      ),
    ]);
  });

  it("says which features it cannot read (a cfg with any or not, a cfg_attr) so that those are compiled", () => {
    const r = checkGates([
      [
        "src/lib.rs",
        '#[cfg(any(feature = "a", feature = "b"))]\npub struct A;\n#[cfg_attr(feature = "c", derive(Debug))]\npub struct C;\n#[cfg(all(feature = "d", feature = "e"))]\npub struct D;\n',
      ],
    ]);
    expect(r.unread).toEqual(["a", "b", "c"]);
    expect(r.faults).toEqual([]);
  });

  it("gates nested elements by every cfg around them, and reads generic arguments' commas as inside the element", () => {
    const text = [
      '#[cfg(feature = "a")]',
      "pub struct A { pub x: u8 }",
      "pub struct S {",
      '    #[cfg(feature = "b")]',
      "    pub m: Map<String, A>,",
      "    pub n: u8,",
      "}",
      '#[cfg(feature = "a")]',
      "impl S {",
      '    #[cfg(feature = "b")]',
      "    pub fn m(&self) -> &Map<String, A> { &self.m }",
      "    pub fn n(&self) -> u8 { self.n }",
      "}",
      "",
    ].join("\n");
    const r = checkGates([["src/lib.rs", text]]);
    // `A` in S.m (under b only) is the one fault: its gate is a, and b does not imply a.
    expect(r.faults.map(describeFault)).toEqual(["src/lib.rs:5: A (under [b]) is declared under [a]"]);
    expect(tokenize('r#type \'a\' \'de b"x" r#"y"#').map((t) => t.v)).toEqual(["type", "'a'", "x", "y"]);
  });
});

function firstGateOrNull(text: string, next: RegExp): boolean {
  try {
    firstGate(text, next);
    return true;
  } catch {
    return false;
  }
}
