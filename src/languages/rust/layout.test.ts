import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { commandExists } from "../../conformance/langs.js";
import { arrayLiteral, Block, someArmLines } from "./behaviour-emit.js";
import { cfgAttribute } from "./plugin.js";

/** A deterministic pseudo-random source, so a failure names a reproducible case. */
function lcg(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/** Runs rustfmt on a source text and returns what it prints (rustfmt is the judge of the layout the emitter writes). */
function rustfmt(text: string): string {
  const r = spawnSync("rustfmt", ["--edition", "2021", "--emit", "stdout"], { input: text, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe.skipIf(!commandExists("rustfmt"))(
  "Rust layout: what the emitter writes by hand is what rustfmt writes",
  () => {
    it("lays out the Some(..) arm of a tag match, for tag lists of every width, at several depths", () => {
      const next = lcg(7);
      const word = (): string =>
        Array.from({ length: 2 + Math.floor(next() * 24) }, () => "abcdefghij_"[Math.floor(next() * 11)]).join("");
      const cases: string[] = [];
      for (let i = 0; i < 40; i++) {
        const depth = 1 + (i % 4);
        const tags = Array.from({ length: 1 + Math.floor(next() * 9) }, word);
        const indent = "    ".repeat(depth);
        const head = `${"    ".repeat(depth - 1)}fn f${i}(tag: Option<&str>) -> u8 {\n`.replace(/^ +/, "");
        const body = [
          `${indent}match tag {`,
          ...someArmLines(indent, tags).map((l) => `${indent}${l}`),
          `${indent}        let v = 1;`,
          `${indent}        v`,
          `${indent}    }`,
          `${indent}    _ => 0,`,
          `${indent}}`,
        ];
        // Nest the match in blocks so that it sits at the chosen depth.
        const open = Array.from({ length: depth - 1 }, (_, d) => `${"    ".repeat(d + 1)}{\n`).join("");
        const close = Array.from({ length: depth - 1 }, (_, d) => `${"    ".repeat(depth - 1 - d)}}\n`).join("");
        cases.push(`${head}${open}${body.join("\n")}\n${close}}\n`);
      }
      const text = cases.join("\n");
      expect(rustfmt(text)).toBe(text);
    });

    it("lays out a call whose arguments are array literals, short and long, of short and long items", () => {
      const next = lcg(11);
      const word = (max: number): string =>
        `"${Array.from({ length: 1 + Math.floor(next() * max) }, () => "abcdefghij"[Math.floor(next() * 10)]).join("")}"`;
      const fns: string[] = [];
      for (let i = 0; i < 48; i++) {
        const depth = 1 + (i % 3);
        const b = new Block("    ".repeat(depth), { n: 0 });
        const inner = `${b.indent}    `;
        const drop = arrayLiteral(
          inner,
          Array.from({ length: Math.floor(next() * 14) }, () => word(i % 2 ? 6 : 14)),
        );
        const pairs = Array.from({ length: Math.floor(next() * 4) }, () => `(${word(18)}, ${word(12)})`);
        b.call("", "copy_fields", ["&mut out", "input", "tag_field", drop, arrayLiteral(inner, pairs)], ";");
        const open = Array.from({ length: depth - 1 }, (_, d) => `${"    ".repeat(d + 1)}{\n`).join("");
        const close = Array.from({ length: depth - 1 }, (_, d) => `${"    ".repeat(depth - 1 - d)}}\n`).join("");
        fns.push(`fn f${i}() {\n${open}${b.lines.join("\n")}\n${close}}\n`);
      }
      const text = fns.join("\n");
      expect(rustfmt(text)).toBe(text);
    });

    it("lays out a call whose one argument is an array literal, short and long, after a let and alone", () => {
      const next = lcg(13);
      const fns: string[] = [];
      for (let i = 0; i < 32; i++) {
        const depth = 1 + (i % 3);
        const b = new Block("    ".repeat(depth), { n: 0 });
        const items = Array.from(
          { length: 1 + Math.floor(next() * 6) },
          (_, k) => `"${"abcdefghij".repeat(1 + Math.floor(next() * 4)).slice(0, 3 + Math.floor(next() * 30))}${k}"`,
        );
        // The printer builds a lone array argument at the call's own indent (it is hugged), not one level in.
        b.call(i % 2 ? "let v = " : "", "concat", [arrayLiteral(b.indent, items)], ";");
        const open = Array.from({ length: depth - 1 }, (_, d) => `${"    ".repeat(d + 1)}{\n`).join("");
        const close = Array.from({ length: depth - 1 }, (_, d) => `${"    ".repeat(depth - 1 - d)}}\n`).join("");
        fns.push(`fn f${i}() {\n${open}${b.lines.join("\n")}\n${close}}\n`);
      }
      const text = fns.join("\n");
      expect(rustfmt(text)).toBe(text);
    });

    it("lays out #[cfg] attributes for one feature and for several, short and long", () => {
      const names = ["a", "session_fork", "session_cursors", "mcp_over_acp", "end_turn_token_usage", "x"];
      const items: string[] = [];
      for (let n = 1; n <= names.length; n++)
        for (const indent of ["", "    "]) {
          const attr = cfgAttribute(indent, names.slice(0, n));
          items.push(indent ? `impl S {\n${attr}${indent}fn f${n}() {}\n}\n` : `${attr}fn g${n}() {}\n`);
        }
      const text = `struct S;\n\n${items.join("\n")}`;
      expect(rustfmt(text)).toBe(text);
    });
  },
);
