import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes a synthetic spec of `count` types in the spec vocabulary: objects with
 * required, optional, nullable and patch fields, ids, integers and lists; open
 * and closed tagged unions; enums; opaque ids; each with doc text and a valid
 * example, every item documented (the bundled config denies missing docs).
 * Deterministic: the same count gives the same files.
 */
export function writeSyntheticSpec(dir: string, count: number, vocabularyText: string): void {
  mkdirSync(join(dir, "v1"), { recursive: true });
  writeFileSync(join(dir, "vocabulary.ts"), vocabularyText);
  const name = (i: number): string => `Type${String(i).padStart(5, "0")}`;
  const kindOf = (i: number): "id" | "enum" | "union" | "object" =>
    i % 10 === 0 ? "id" : i % 10 === 1 ? "enum" : i % 10 === 5 ? "union" : "object";
  // The last object before i, for references (always declared, so every reference resolves).
  const prevObject = (i: number): number | null => {
    for (let j = i - 1; j >= 0; j--) if (kindOf(j) === "object") return j;
    return null;
  };
  const idOf = (i: number): number => i - (i % 10);
  const exampleOf = (i: number): string =>
    JSON.stringify({ title: `item ${i}`, count: i, ids: [`id-${i}`], note: null });
  const files: string[][] = [];
  for (let i = 0; i < count; i++) {
    const file = Math.floor(i / 100);
    files[file] ??= [];
    const out = files[file]!;
    const n = name(i);
    switch (kindOf(i)) {
      case "id":
        out.push(
          `/**\n * Identifier number ${i}, an opaque string.\n * @example "id-${i}"\n */\nexport type ${n} = Opaque<string>;\n`,
        );
        break;
      case "enum":
        {
          const values = `\n  /** The first kind. */\n  | "alpha"\n  /** The second kind. */\n  | "beta"\n  /** The third kind, number ${i}. */\n  | "gamma_${i}"`;
          out.push(
            `/** Kinds of thing ${i}. */\nexport type ${n} = ${i % 20 === 1 ? `OpenEnum<${values}\n>` : values};\n`,
          );
        }
        break;
      case "union": {
        const a = prevObject(i)!;
        const b = prevObject(a) ?? a;
        const marker = i % 20 === 5 ? "OpenUnion" : "Union";
        out.push(
          `/**\n * A choice number ${i}, tagged on \`kind\`.\n * @example ${JSON.stringify({ kind: "first", ...JSON.parse(exampleOf(a)) })}\n */\n` +
            `export type ${n} = ${marker}<\n  "kind",\n  {\n` +
            `    /**\n     * The first option.\n     * @example ${JSON.stringify({ kind: "first", ...JSON.parse(exampleOf(a)) })}\n     */\n    first: ${name(a)};\n` +
            `    /**\n     * The second option.\n     * @example ${JSON.stringify({ kind: "second", ...JSON.parse(exampleOf(b)) })}\n     */\n    second: ${name(b)};\n` +
            `    /**\n     * No fields.\n     * @example {"kind":"empty"}\n     */\n    empty: Unit;\n  }\n>;\n`,
        );
        break;
      }
      case "object": {
        const ref = prevObject(i);
        const union = i > 5 ? i - ((i - 5) % 10) : null;
        out.push(
          `/**\n * Object number ${i}. It carries a title, a count and a few references.\n * @example ${exampleOf(i)}\n */\nexport interface ${n} {\n` +
            `  /** The title. */\n  title: string;\n  /** How many. */\n  count: Integer;\n  /** Related ids. */\n  ids: ${name(idOf(i))}[];\n` +
            `  /** A patch field: absent keeps, null clears, a value replaces. */\n  note?: Patch<string>;\n` +
            (ref !== null ? `  /** The previous object, when known. */\n  previous?: ${name(ref)} | null;\n` : "") +
            (union !== null && union < i ? `  /** A choice. */\n  choice?: ${name(union)};\n` : "") +
            `  /** The category. */\n  category?: ${name(i - (i % 10) + 1 < i ? i - (i % 10) + 1 : 1)};\n  /** Extension data. */\n  _meta?: JsonObject | null;\n}\n`,
        );
      }
    }
  }
  files.forEach((decls, k) => {
    const header =
      'import type { Integer, JsonObject, Opaque, OpenEnum, OpenUnion, Patch, Union, Unit } from "../vocabulary.js";\n\n';
    writeFileSync(join(dir, "v1", `types${String(k).padStart(3, "0")}.ts`), header + decls.join("\n"));
  });
}
