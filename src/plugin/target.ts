import type { GeneratedFile, TargetContext } from "../render/target.js";
import type { LanguageContext, LanguagePlugin, LanguageTarget } from "./index.js";
import { loweredBehaviour } from "../render/lowered.js";
import { messageGroups } from "../model/methods.js";
import { licenseText } from "../render/package-docs.js";

/** A language as a target of the pipeline: its generate receives its own options, version and unstable features. */
export function languageTarget(plugin: LanguagePlugin): LanguageTarget {
  return {
    name: plugin.name,
    outDir: plugin.outDir ?? plugin.name,
    description: plugin.description,
    templatesDir: plugin.templates ?? null,
    plugin,
    generate(ctx: TargetContext): GeneratedFile[] {
      const own = ctx.config.languages[plugin.name];
      if (!own) throw new Error(`the language '${plugin.name}' has no settings in the resolved config`);
      // The core checked every option against the plugin's schema (resolveConfig).
      return plugin.generate({
        ...ctx,
        options: own.options as LanguageContext["options"] as never,
        version: own.version,
        unstable: own.unstable,
        behaviour: () => loweredBehaviour(ctx),
        messageGroups,
        licenseText: () => licenseText(ctx.config),
      });
    },
  };
}

/** Whether a file name is one that a language's toolchains leave in its output folder (a .gitignore pattern of one name: `target/`, `*.pyc`, `Cargo.lock`). */
export function toolchainMatcher(patterns: readonly string[]): (name: string) => boolean {
  const names = new Set<string>();
  const suffixes: string[] = [];
  for (const p of patterns) {
    const bare = p.replace(/\/$/, "");
    if (bare.startsWith("*")) suffixes.push(bare.slice(1));
    else names.add(bare);
  }
  return (name) => names.has(name) || suffixes.some((s) => name.endsWith(s));
}
