import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { GENERATED_HEADER } from "./target.js";

/** Where the languages live; each language's runtime sources (real files, checked by their own toolchains) are in its `runtime/` folder. */
export const LANGUAGES_ROOT = fileURLToPath(new URL("../../src/languages/", import.meta.url));

const read = new Map<string, string>();

/**
 * A runtime source file as it goes into the output: the file itself, byte for
 * byte, after one comment line with the generated-file header.
 */
export function runtimeFile(lang: "typescript" | "rust" | "python", name: string): string {
  const key = `${lang}/${name}`;
  let text = read.get(key);
  if (text === undefined) {
    text = readFileSync(`${LANGUAGES_ROOT}${lang}/runtime/${name}`, "utf8");
    read.set(key, text);
  }
  const comment = lang === "python" ? "#" : "//";
  return `${comment} ${GENERATED_HEADER}\n${text}`;
}

/** The `.gitignore` of a target folder: what its toolchains leave behind (the same names `generate` and `check` pass over). */
export function toolchainGitignore(patterns: readonly string[]): string {
  return `# ${GENERATED_HEADER}\n# Build and tool output, which acp-codegen neither writes nor checks.\n${patterns.join("\n")}\n`;
}
