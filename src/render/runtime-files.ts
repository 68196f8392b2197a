import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_HEADER } from "./target.js";

const read = new Map<string, string>();

/**
 * A runtime source file (`dir/name`, a language's runtime folder) as it goes into
 * the output: the file itself, byte for byte, after one line with the generated-file
 * header behind the language's line comment.
 */
export function runtimeFile(dir: string, name: string, comment = "//"): string {
  return `${comment} ${GENERATED_HEADER}\n${runtimeSource(dir, name)}`;
}

/** A runtime source file's text (read once per run). */
export function runtimeSource(dir: string, name: string): string {
  const key = join(dir, name);
  let text = read.get(key);
  if (text === undefined) {
    text = readFileSync(key, "utf8");
    read.set(key, text);
  }
  return text;
}

/** The `.gitignore` of a target folder: what its toolchains leave behind (the same names `generate` and `check` pass over). */
export function toolchainGitignore(patterns: readonly string[]): string {
  return `# ${GENERATED_HEADER}\n# Build and tool output, which acp-codegen neither writes nor checks.\n${patterns.join("\n")}\n`;
}
