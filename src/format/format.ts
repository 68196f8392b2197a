import * as prettier from "prettier";
import type { FileFormat, GeneratedFile } from "../render/target.js";

/** Fixed options: output never depends on a .prettierrc or an editorconfig on the machine. */
const BASE: prettier.Options = { printWidth: 120, tabWidth: 2, useTabs: false, endOfLine: "lf", trailingComma: "all", proseWrap: "preserve" };

const PARSERS: { readonly [F in FileFormat]: string | null } = {
  typescript: "typescript",
  markdown: "markdown",
  json: "json",
  verbatim: null,
};

/** Formats every file in one batch. A file prettier cannot parse is a generator bug: the error names it. */
export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  return Promise.all(
    files.map(async (f) => {
      const parser = PARSERS[f.format];
      let content = f.content;
      if (parser) {
        try {
          content = await prettier.format(f.content, { ...BASE, parser });
        } catch (e) {
          throw new Error(`internal error: generated ${f.path} does not parse as ${f.format}: ${(e as Error).message}`);
        }
      }
      if (!content.endsWith("\n")) content += "\n";
      return { ...f, content };
    }),
  );
}
