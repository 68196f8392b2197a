import type { Target } from "../render/target.js";
import type { LanguagePlugin } from "../plugin/index.js";
import { languageTarget } from "../plugin/target.js";
import { docsTarget } from "./docs/index.js";
import { goPlugin } from "../languages/go/index.js";
import { jsonSchemaTarget } from "./jsonschema/index.js";
import { pythonPlugin } from "../languages/python/plugin.js";
import { rustPlugin } from "../languages/rust/plugin.js";
import { tablesTarget } from "./tables/index.js";
import { vectorsTarget } from "./vectors/index.js";
import { typescriptPlugin } from "../languages/typescript/plugin.js";

/** The bundled plugins by name, as their types declare them (the settings of `api.ts` are typed from their options). */
export interface BundledPlugins {
  readonly typescript: typeof typescriptPlugin;
  readonly rust: typeof rustPlugin;
  readonly python: typeof pythonPlugin;
  readonly go: typeof goPlugin;
}

/** The bundled languages, in output order. The one place the core lists them. */
export const bundledLanguages: readonly LanguagePlugin[] = [
  typescriptPlugin,
  rustPlugin,
  pythonPlugin,
  goPlugin,
] as readonly LanguagePlugin[];

/** The targets that are not languages: they read the model, and take no language's options. */
export const plainTargets: readonly Target[] = [jsonSchemaTarget, docsTarget, tablesTarget, vectorsTarget];

/** Every target of a run with these languages: the languages (bundled, then plugins), then the plain targets. */
export function targetsOf(languages: readonly LanguagePlugin[] = bundledLanguages): Target[] {
  return [...languages.map(languageTarget), ...plainTargets];
}

/** The static registry of the bundled targets. */
export const targets: readonly Target[] = targetsOf();

export function findTarget(name: string, languages: readonly LanguagePlugin[] = bundledLanguages): Target | undefined {
  return targetsOf(languages).find((t) => t.name === name);
}

/** A language by its name, or by one of its aliases. */
export function findLanguage(
  name: string,
  languages: readonly LanguagePlugin[] = bundledLanguages,
): LanguagePlugin | undefined {
  return languages.find((p) => p.name === name) ?? languages.find((p) => p.aliases?.includes(name));
}

/** The bundled languages, then the given plugins (a plugin may not take a bundled language's name). */
export function languagesWith(plugins: readonly LanguagePlugin[] = []): readonly LanguagePlugin[] {
  return plugins.length ? [...bundledLanguages, ...plugins] : bundledLanguages;
}

/** The languages a conformance or fuzz run judges when none is named: those with a conformance runner. */
export function judgedLanguages(languages: readonly LanguagePlugin[] = bundledLanguages): LanguagePlugin[] {
  return languages.filter((l) => l.conformance);
}
