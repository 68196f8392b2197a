import type { FileFormat, GeneratedFile } from "../render/target.js";
import { normalizeMarkdown } from "./print.js";
import { LastByPath } from "../render/retained.js";

/** Watch mode's Markdown files as normalized by the last run, by path (see LastByPath). */
const normalized = new LastByPath<string>();

/**
 * How output is brought into its final form. `builtin` (the default): targets
 * print TypeScript, JSON and Markdown the way prettier would, and this stage
 * aligns Markdown tables; a test holds the whole output to prettier. `prettier`:
 * run prettier itself over TypeScript, Markdown and JSON (slow on large specs;
 * the result is the same bytes).
 */
export type FormatMode = "builtin" | "prettier";

/** Fixed options: output never depends on a .prettierrc or an editorconfig on the machine. */
export const PRETTIER_OPTIONS = {
  printWidth: 120,
  tabWidth: 2,
  useTabs: false,
  endOfLine: "lf",
  trailingComma: "all",
  proseWrap: "preserve",
} as const;

const PARSERS: { readonly [F in FileFormat]: string | null } = {
  typescript: "typescript",
  markdown: "markdown",
  json: "json",
  verbatim: null,
};

function finish(content: string): string {
  return content.endsWith("\n") ? content : `${content}\n`;
}

/** Formats every file. A file prettier cannot parse is a generator bug: the error names it. */
export async function formatFiles(
  files: readonly GeneratedFile[],
  mode: FormatMode = "builtin",
): Promise<GeneratedFile[]> {
  if (mode === "builtin") {
    return files.map((f) => ({
      ...f,
      content: finish(f.format === "markdown" ? normalized.of(f.path, f.content, normalizeMarkdown) : f.content),
    }));
  }
  const prettier = await import("prettier");
  return Promise.all(
    files.map(async (f) => {
      const parser = PARSERS[f.format];
      let content = f.content;
      if (parser) {
        try {
          // The file path tells prettier a `.ts` file is not TSX (without it, `<T>(x) =>` is written `<T,>(x) =>`).
          content = await prettier.format(f.content, { ...PRETTIER_OPTIONS, parser, filepath: f.path });
        } catch (e) {
          throw new Error(`internal error: generated ${f.path} does not parse as ${f.format}: ${(e as Error).message}`);
        }
      }
      return { ...f, content: finish(content) };
    }),
  );
}
