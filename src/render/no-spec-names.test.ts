import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { bundledLanguages } from "../targets/registry.js";
import { shippedTemplateDirs } from "./precompile.js";

/**
 * Templates and runtime files hold generic machinery only: every type,
 * variant, enum value, method and rule name of the spec must come from the
 * spec through a view model, never be written into them.
 */

function files(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((p) => statSync(join(root, p)).isFile() && /\.(hbs|ts|rs|py)$/.test(p) && !p.endsWith(".test.ts"));
}

/** A tag, enum value or method name that is one plain lowercase word ("text", "other", "initialize"): prose uses those too. */
const plainWord = (n: string): boolean => /^[a-z]+$/.test(n);

/**
 * The spec's names; `distinctive` leaves out tags and enum values, which are
 * often plain words ("text", "add"). Plain one-word tags, values and methods are
 * always left out: templates say "other fields" and "an object".
 */
async function specNames(distinctive = false): Promise<Set<string>> {
  const { model } = await compile({ targets: [] });
  const names = new Set<string>();
  const word = (n: string): void => {
    if (!plainWord(n)) names.add(n);
  };
  for (const v of model!.versions) {
    for (const d of v.decls) {
      names.add(d.name);
      if (distinctive) continue;
      if (d.kind === "union") for (const x of d.variants) word(x.tag);
      if (d.kind === "enum") for (const x of d.values) word(x.value);
    }
    for (const m of v.methods) word(m.name);
  }
  for (const r of model!.conversions) names.add(r.id);
  for (const c of model!.converters) for (const x of [...c.state, ...c.options]) names.add(x.name);
  return names;
}

function occurrences(text: string, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const n of names) {
    const re = new RegExp(`(?<![A-Za-z0-9_])${n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![A-Za-z0-9_])`);
    const m = re.exec(text);
    if (m)
      found.push(`${n} in "${text.slice(Math.max(0, m.index - 25), m.index + n.length + 25).replace(/\n/g, "⏎")}"`);
  }
  return found;
}

describe("no spec name in templates or runtime files", () => {
  it("finds no type, variant, enum value, method, rule, state or option name of the spec in templates/", async () => {
    const names = await specNames();
    expect(names.size).toBeGreaterThan(20);
    const roots = shippedTemplateDirs(PACKAGE_ROOT);
    const hits = roots.flatMap((root) =>
      files(root).flatMap((p) =>
        occurrences(readFileSync(join(root, p), "utf8"), names).map((h) => `${root}/${p}: ${h}`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it("finds no type, method, rule, state or option name of the spec in the runtime sources", async () => {
    // Runtime code legitimately uses plain words that are also tags ("text", "add", "copy"), so only distinctive names count.
    const names = await specNames(true);
    const roots = bundledLanguages.flatMap((l) => (l.runtime ? [l.runtime] : []));
    const hits = roots.flatMap((root) =>
      files(root).flatMap((p) =>
        occurrences(readFileSync(join(root, p), "utf8"), names).map((h) => `${root}/${p}: ${h}`),
      ),
    );
    expect(hits).toEqual([]);
  });

  it("detects a spec name when one is there (the check can fail)", async () => {
    const names = await specNames();
    const [some] = [...names].filter((n) => /^[A-Z]/.test(n));
    expect(occurrences(`// uses ${some} here`, names)).toHaveLength(1);
  });
});
