import { join } from "node:path";
import type { LanguagePlugin } from "../plugin/index.js";
import { bundledLanguages, findLanguage } from "../targets/registry.js";
import { HarnessError, type Lang, type LangRunner, type Progress } from "./langs.js";

// Apart from langs.ts, which the languages' own runners import: the registry imports those
// runners, so langs.ts must not import the registry (an import cycle is a TDZ error in ESM).

/**
 * The conformance runner of a language (by its name, or an alias) over the
 * bindings in `out`; it reports under the name it was asked by.
 */
export function runnerFor(
  lang: Lang,
  out: string,
  progress: Progress = () => undefined,
  languages: readonly LanguagePlugin[] = bundledLanguages,
): LangRunner {
  const plugin = findLanguage(lang, languages);
  if (!plugin?.conformance) throw new HarnessError(`no conformance runner for the language '${lang}'`);
  const r = plugin.conformance(join(out, plugin.outDir ?? plugin.name), progress);
  // Each method called on the plugin's own object (a runner may be a class instance, whose methods a spread would drop).
  return {
    lang,
    kinds: r.kinds,
    unavailable: () => r.unavailable(),
    ...(typeof r.judgedWith === "function" && { judgedWith: () => r.judgedWith!() }),
    run: (tasks) => r.run(tasks),
    decode: (tasks) => r.decode(tasks),
  };
}
