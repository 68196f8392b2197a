import { join, resolve } from "node:path";
import type { LanguagePlugin } from "../plugin/index.js";
import { diagnosticRecord, textOf } from "../cli/report.js";
import { findConfigFile, interpretOptions, loadConfigFile } from "../config-file.js";
import { hasErrors, type Diagnostic } from "../diagnostics/diagnostic.js";
import { cacheRoot } from "../write/cache-root.js";

/**
 * The fuzzer's plugin languages: languages beside the bundled ones, loaded as
 * any run loads them (a config file's `plugins`, or modules named on the command
 * line), and judged when they bring a conformance runner. Their bindings are not
 * in the repository's `out/` (no plugin is a default target): the fuzzer
 * generates them from the same spec into a folder of its own, where files whose
 * text is unchanged are left alone, so that a plugin's build of an unchanged
 * library is reused.
 */

/** The folder the fuzzer generates the plugin languages' bindings into. */
export const PLUGIN_OUT = join(cacheRoot(), "fuzz", "out");

/** Why loading failed: the diagnostics as the CLI prints them. */
export class PluginLoadError extends Error {}

function failIfErrors(diagnostics: readonly Diagnostic[], what: string): void {
  if (!hasErrors(diagnostics)) return;
  const lines = diagnostics.filter((d) => d.severity === "error").map((d) => textOf(diagnosticRecord(d, null)));
  throw new PluginLoadError(`${what}:\n${lines.join("\n")}`);
}

/**
 * The plugins named by module (paths resolved from `cwd`, or packages installed
 * there), then those a config file names (`config`: its path; `true`: the one a
 * run would find from `cwd`). A plugin that fails to load is an error.
 */
export async function loadFuzzPlugins(
  modules: readonly string[],
  config: string | true | undefined,
  cwd: string = process.cwd(),
): Promise<LanguagePlugin[]> {
  const out: LanguagePlugin[] = [];
  if (modules.length) {
    const loaded = await interpretOptions(
      { plugins: modules.map((m) => (m.startsWith(".") ? resolve(cwd, m) : m)) },
      { cwd, given: [], known: [], noPlugins: false },
    );
    failIfErrors(loaded.diagnostics, "a plugin given with --plugin does not load");
    out.push(...(loaded.config.plugins ?? []));
  }
  if (config !== undefined) {
    const file = findConfigFile(cwd, config === true ? undefined : config);
    if (file === null) throw new PluginLoadError(`no config file found from ${cwd}`);
    const loaded = await loadConfigFile(file, cwd, { noPlugins: false });
    failIfErrors(loaded.diagnostics, `the config file ${file} has errors`);
    out.push(...(loaded.config.plugins ?? []).filter((p) => !out.some((q) => q.name === p.name)));
  }
  return out;
}

/**
 * Generates the plugins' languages from the spec in `cwd` (as `acp-codegen
 * generate --target <names>` with those plugins would) into `out`, and returns
 * `out`. Unchanged files keep their modification times.
 */
export async function generatePluginBindings(
  plugins: readonly LanguagePlugin[],
  out: string = PLUGIN_OUT,
  cwd: string = process.cwd(),
): Promise<string> {
  if (!plugins.length) return out;
  const { generate } = await import("../api.js");
  const r = await generate({
    cwd,
    config: false,
    out,
    plugins,
    targets: plugins.map((p) => p.name),
    onWait: (pid) => console.error(`waiting for the run of process ${pid}, which holds ${out}`),
  });
  if (!r.ok)
    throw new PluginLoadError(
      `generating ${plugins.map((p) => p.name).join(", ")} into ${out} failed: ${r.error ?? r.diagnostics.map((d) => d.text).join("\n")}`,
    );
  return out;
}
