import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";

/** The guides whose code blocks the tests compile or run: the user guide and the contributor guide. */
export const GUIDES = ["README.md", "CONTRIBUTING.md"] as const;

/** One fenced code block of a guide, with the name its `<!-- example: NAME -->` marker gives it (null: unmarked). */
export interface GuideBlock {
  readonly guide: string;
  /** The line of the opening fence, from 1. */
  readonly line: number;
  readonly lang: string;
  readonly name: string | null;
  /** The block's text, its fence's indentation removed, ending with a newline. */
  readonly code: string;
}

/** The languages a block may be written in that a test can compile or run: each such block must be marked. */
export const RUNNABLE = new Set([
  "ts",
  "typescript",
  "js",
  "javascript",
  "rust",
  "python",
  "go",
  "sh",
  "bash",
  "yaml",
  "yml",
]);

/**
 * Every fenced code block of a guide. A marker is an HTML comment, `<!-- example: NAME -->`, on the last
 * non-blank line before the fence (or right after the closing fence of the block before it).
 */
export function guideBlocks(guide: string, text = readFileSync(join(PACKAGE_ROOT, guide), "utf8")): GuideBlock[] {
  const lines = text.split("\n");
  const blocks: GuideBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== "```") end++;
    let before = i - 1;
    while (before >= 0 && lines[before]!.trim() === "") before--;
    const marker = before >= 0 ? /^\s*<!-- example: ([\w-]+) -->\s*$/.exec(lines[before]!) : null;
    const code = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join("\n");
    blocks.push({ guide, line: i + 1, lang: open[2]!, name: marker?.[1] ?? null, code: `${code}\n` });
    i = end;
  }
  return blocks;
}

/** The block of a guide marked `name`; throws when there is none. */
export function guideExample(name: string): GuideBlock {
  const found = GUIDES.flatMap((g) => guideBlocks(g)).filter((b) => b.name === name);
  if (found.length !== 1) throw new Error(`the guides have ${found.length} examples named '${name}'`);
  return found[0]!;
}
