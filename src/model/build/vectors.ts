/**
 * Hand-written vector files (`vectors/*.json`): parsed as JSON, each vector
 * located where its "id" is.
 */
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { JsonValue, VectorFile } from "../types.js";
import { readJson } from "../../json.js";

/** The line and column of a character offset in text. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/** Parses hand-written vector files; each vector's location is where its "id" is. */
export function readVectorFiles(
  vectorFiles: readonly { rel: string; text: string }[],
  report: (loc: Loc, msg: string) => void,
): VectorFile[] {
  const out: VectorFile[] = [];
  for (const f of vectorFiles) {
    let data: unknown;
    try {
      data = readJson(f.text);
    } catch (e) {
      const pos = /position (\d+)/.exec((e as Error).message);
      report({ file: f.rel, ...lineCol(f.text, pos ? Number(pos[1]) : 0) }, `not valid JSON: ${(e as Error).message}`);
      continue;
    }
    const list = Array.isArray(data) ? data : (data as { vectors?: unknown } | null)?.vectors;
    if (!Array.isArray(list)) {
      report({ file: f.rel, line: 1, col: 1 }, 'a vectors file is an array of vectors, or { "vectors": [...] }');
      continue;
    }
    let from = 0;
    // The ids are found in order: lines are counted on from the last one found, not from the start each time.
    let counted = 0;
    let line = 1;
    let lineStart = 0;
    const locs = list.map((v) => {
      const id = (v as { id?: unknown })?.id;
      const at = typeof id === "string" ? f.text.indexOf(JSON.stringify(id), from) : -1;
      if (at < 0) return { file: f.rel, line: 1, col: 1 };
      from = at + 1;
      for (let nl = f.text.indexOf("\n", counted); nl >= 0 && nl < at; nl = f.text.indexOf("\n", nl + 1)) {
        line++;
        lineStart = nl + 1;
      }
      counted = at;
      return { file: f.rel, line, col: at - lineStart + 1 };
    });
    out.push({ name: f.rel.slice("vectors/".length), vectors: list as JsonValue[], locs });
  }
  return out;
}
