import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";

/**
 * The compiler's modules import each other without cycles. In ES modules a
 * cycle is a trap that springs only for some entry points: a module entered
 * first reads a binding of a module still being evaluated (a TDZ error), as
 * the registry once did when a language's runner was imported first.
 */

const SRC = join(PACKAGE_ROOT, "src");

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    // Spec fixtures are data, read by the loader; they are never imported by the compiler.
    if (e.isDirectory()) {
      if (e.name !== "fixtures" && e.name !== "node_modules") sources(p, out);
    } else if (p.endsWith(".ts") && !p.endsWith(".test.ts") && !p.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Value imports (and re-exports) of relative modules; `import type` leaves nothing at run time. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"(\.[^"]+)"/gms)) {
    const target = resolve(dirname(file), m[1]!.replace(/\.js$/, ".ts"));
    if (existsSync(target)) out.push(target);
  }
  return out;
}

/** Strongly connected components of more than one module (Tarjan). */
function importCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) found.push(part.map((f) => relative(SRC, f)).sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

describe("the compiler's modules", () => {
  it("import each other without cycles", () => {
    expect(importCycles(sources(SRC))).toEqual([]);
  });

  it("finds a cycle where there is one, and not through a type-only import", () => {
    const dir = mkdtempSync(join(tmpdir(), "acp-cycles-"));
    try {
      writeFileSync(join(dir, "a.ts"), 'import { b } from "./b.js";\nexport const a = () => b;\n');
      writeFileSync(join(dir, "b.ts"), 'import { a } from "./a.js";\nexport const b = () => a;\n');
      writeFileSync(join(dir, "c.ts"), 'import type { d } from "./d.js";\nexport const c = 1;\n');
      writeFileSync(join(dir, "d.ts"), 'import { c } from "./c.js";\nexport const d = c;\n');
      const cycles = importCycles(["a.ts", "b.ts", "c.ts", "d.ts"].map((f) => join(dir, f)));
      expect(cycles.map((c) => c.map((f) => f.slice(f.lastIndexOf("/") + 1)))).toEqual([["a.ts", "b.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
