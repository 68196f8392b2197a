#!/usr/bin/env node
// Mirrors upstream's lenient-parsing marks into the spec: every property the
// published schema marks `x-deserialize-default-on-error` gets `@lenient` in
// its doc comment, `@lenient items` when it also carries
// `x-deserialize-skip-invalid-items`, and `@lenient items-only` for a property
// with only the latter. Marks the spec already has are kept; a
// mark whose property the spec declares differently is printed, to place by hand.
//
//   node scripts/mark-lenient.mjs --wire ../shared/upstream-wire/v2 --spec spec/v2 [--dry]
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const args = Object.fromEntries(
  process.argv.slice(2).flatMap((a, i, all) => (a.startsWith("--") ? [[a.slice(2), all[i + 1]]] : [])),
);
if (!args.wire || !args.spec) {
  console.error("usage: mark-lenient.mjs --wire DIR --spec DIR [--dry]");
  process.exit(2);
}
const dry = process.argv.includes("--dry");
const defs = JSON.parse(readFileSync(join(args.wire, "schema.unstable.json"), "utf8")).$defs;

// What upstream marks: type -> property -> "value" | "items".
const marks = new Map();
for (const [name, d] of Object.entries(defs)) {
  for (const [prop, p] of Object.entries(d.properties ?? {})) {
    if (!p["x-deserialize-default-on-error"] && !p["x-deserialize-skip-invalid-items"]) continue;
    if (!marks.has(name)) marks.set(name, new Map());
    const items = p["x-deserialize-skip-invalid-items"] === true;
    marks.get(name).set(prop, !items ? "value" : p["x-deserialize-default-on-error"] ? "items" : "items-only");
  }
}

const files = readdirSync(args.spec).filter((f) => f.endsWith(".ts"));
const texts = new Map(files.map((f) => [f, readFileSync(join(args.spec, f), "utf8").split("\n")]));
const unplaced = [];
let added = 0;

/** Upstream names the spec spells differently. */
const RENAMED = { Error: "JsonRpcError" };

/**
 * The lines holding the properties of a declaration: an interface's body, or
 * the `& { ... }` shared fields of a union (`export type Name = Union<...> & { ... };`).
 */
function findInterface(upstream) {
  const name = RENAMED[upstream] ?? upstream;
  for (const [f, lines] of texts) {
    const start = lines.findIndex((l) => new RegExp(`^export interface ${name}\\b`).test(l));
    if (start >= 0) return { f, lines, start, end: lines.findIndex((l, i) => i > start && l === "}") };
    const head = lines.findIndex((l) => new RegExp(`^export type ${name}\\b`).test(l));
    if (head < 0) continue;
    const stop = lines.findIndex((l, i) => i > head && (l === "};" || l.startsWith("export ")));
    const shared = lines.findIndex((l, i) => i > head && i < stop && /& \{$/.test(l));
    if (shared >= 0 && lines[stop] === "};") return { f, lines, start: shared, end: stop };
  }
  return null;
}

for (const [name, props] of [...marks].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const found = findInterface(name);
  for (const [prop, kind] of props) {
    const tag = kind === "value" ? "@lenient" : `@lenient ${kind}`;
    if (!found) {
      unplaced.push(`${name}.${prop} (${tag}): no interface ${name}`);
      continue;
    }
    const { lines, start, end } = found;
    const key = /^[A-Za-z_$][\w$]*$/.test(prop) ? prop : JSON.stringify(prop);
    const at = lines.findIndex(
      (l, i) => i > start && i < end && new RegExp(`^  ${key.replace(/[$"]/g, "\\$&")}\\??:`).test(l),
    );
    if (at < 0) {
      unplaced.push(`${name}.${prop} (${tag}): not a property declared in ${name} itself`);
      continue;
    }
    // The doc comment right above the property, if any.
    const docEnd = at - 1;
    if (lines[docEnd]?.trim().endsWith("*/")) {
      let docStart = docEnd;
      while (!lines[docStart].trim().startsWith("/**")) docStart--;
      const block = lines.slice(docStart, docEnd + 1).join("\n");
      if (/@lenient\b/.test(block)) continue;
      if (docStart === docEnd) {
        // `/** text */` becomes a block with the tag.
        const text = lines[docStart]
          .trim()
          .replace(/^\/\*\*\s*/, "")
          .replace(/\s*\*\/$/, "");
        lines.splice(docStart, 1, "  /**", `   * ${text}`, `   * ${tag}`, "   */");
      } else {
        lines.splice(docEnd, 0, `   * ${tag}`);
      }
    } else {
      lines.splice(at, 0, `  /** ${tag} */`);
    }
    added++;
    // Later properties of this interface moved down by the lines added above.
    const again = findInterface(name);
    found.start = again.start;
    found.end = again.end;
  }
}

if (!dry) for (const [f, lines] of texts) writeFileSync(join(args.spec, f), lines.join("\n"));
console.log(`${added} marks added${dry ? " (dry run)" : ""}; ${unplaced.length} not placed:`);
for (const u of unplaced) console.log(`  ${u}`);
