import { parseArgs } from "node:util";
import { join } from "node:path";
import type { Lang } from "../conformance/langs.js";
import { indexModel } from "../model/index.js";
import { compile, PACKAGE_ROOT } from "../pipeline.js";
import { describeFinding, fuzz, type Bindings } from "./fuzz.js";
import { generatePluginBindings, loadFuzzPlugins, PLUGIN_OUT } from "./plugins.js";
import { describeJudgedWith } from "../conformance/run.js";
import { findLanguage, judgedLanguages, languagesWith } from "../targets/registry.js";
import { DEFAULT_HOSTILE_SHARE } from "./generate.js";
import { HOSTILE_CLASSES, type HostileClass } from "./hostile.js";
import { describeOracleReport, runOracles } from "./oracle.js";

/**
 * `npm run fuzz -- --count N [--seed S] [--lang typescript,rust,...] [--out out] [--hostile SHARE] [--class C1,C2] [--no-paths]
 * [--plugin MODULE,...] [--config FILE]`:
 * the differential fuzzer over the bundled spec's bindings, in every bundled language unless `--lang` says.
 * `--plugin` (a module path or package name, as a config's `plugins` takes) and `--config` (the `plugins` of that config
 * file) add plugin languages: each one with a conformance runner is judged too (unless `--lang` says otherwise), its
 * bindings generated from the same spec into a folder of the fuzzer's own (`plugins.ts`). `--hostile 0` draws nothing from the hostile
 * corpus (default: a share of 0.05); `--class` draws only the named classes of it, and then every input from them unless
 * `--hostile` says otherwise (`--class member-keys --count 20000`); rejects must name the same JSON path unless `--no-paths`.
 *
 * `npm run fuzz -- --oracle --count N [--seed S]`: the oracle differential instead (inputs from the published
 * schema; strict mode judged by the schema, lenient mode by upstream's crate, zod for the record); installs the
 * pinned oracles first. Exits 1 on an unexplained difference or a disagreement between our languages.
 */
/** The bundled languages with a conformance runner: each is fuzzed unless --lang names others. */
const JUDGED = judgedLanguages().map((l) => l.name);

const USAGE = `usage: npm run fuzz -- --count N [--seed S] [--lang ${JUDGED.join(",")},...] [--out out] [--hostile SHARE (0 to 1)] [--class CLASS,...] [--no-paths] [--plugin MODULE,...] [--config FILE] [--oracle]`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "2000" },
      seed: { type: "string" },
      lang: { type: "string" },
      plugin: { type: "string", multiple: true, default: [] },
      config: { type: "string" },
      out: { type: "string", default: join(PACKAGE_ROOT, "out") },
      hostile: { type: "string" },
      class: { type: "string" },
      "no-paths": { type: "boolean", default: false },
      oracle: { type: "boolean", default: false },
    },
  });
  const classes = values.class === undefined ? undefined : values.class.split(",").filter(Boolean);
  const unknown = (classes ?? []).filter((c) => !(HOSTILE_CLASSES as readonly string[]).includes(c));
  // Named classes are the run: every input is drawn from them unless --hostile gives a share.
  const hostile = values.hostile !== undefined ? Number(values.hostile) : classes ? 1 : DEFAULT_HOSTILE_SHARE;
  const count = Number(values.count);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (
    !Number.isInteger(count) ||
    count <= 0 ||
    !Number.isInteger(seed) ||
    !(hostile >= 0 && hostile <= 1) ||
    unknown.length ||
    classes?.length === 0
  ) {
    if (unknown.length)
      console.error(
        `unknown hostile class ${unknown.map((c) => `'${c}'`).join(", ")} (the classes: ${HOSTILE_CLASSES.join(", ")})`,
      );
    console.error(USAGE);
    return 2;
  }
  const plugins = await loadFuzzPlugins(values.plugin.flatMap((p) => p.split(",")).filter(Boolean), values.config);
  const known = languagesWith(plugins);
  const langs = (values.lang?.split(",").filter(Boolean) ?? judgedLanguages(known).map((l) => l.name)) as Lang[];
  const unjudged = langs.filter((l) => !judgedLanguages(known).includes(findLanguage(l, known)!));
  if (unjudged.length) {
    console.error(
      `no conformance runner for ${unjudged.map((l) => `'${l}'`).join(", ")} (judged: ${judgedLanguages(known)
        .map((l) => l.name)
        .join(", ")}; a plugin's language is known with --plugin MODULE or --config FILE)`,
    );
    console.error(USAGE);
    return 2;
  }
  const judgedPlugins = plugins.filter((p) => langs.some((l) => findLanguage(l, plugins) === p));
  if (judgedPlugins.length)
    console.error(`generating ${judgedPlugins.map((p) => p.name).join(", ")} into ${PLUGIN_OUT}`);
  const out: Bindings = judgedPlugins.length
    ? { out: values.out, plugins, pluginOut: await generatePluginBindings(judgedPlugins) }
    : values.out;
  const { model, diagnostics } = await compile({ targets: [] });
  if (!model) {
    console.error(diagnostics.map((d) => d.message).join("\n"));
    return 2;
  }
  if (values.oracle) {
    const oracles = await import("../testing/oracles/index.js");
    const { ZOD_RELEASE } = await import("../testing/oracles/published.js");
    oracles.installOracles((line) => console.error(line));
    const report = runOracles({
      model,
      versions: indexModel(model),
      seed,
      count,
      langs,
      out,
      schema: oracles.schemaOracle(),
      crate: oracles.crateOracle(),
      zod: oracles.zodOracle(),
      zodRelease: oracles.schemaOracle(ZOD_RELEASE),
      paths: !values["no-paths"],
    });
    console.log(describeOracleReport(report));
    const bad = [report.strict, report.lenient].reduce((n, m) => n + m.unexplained.length + m.crossLanguage.length, 0);
    console.log(`\n${bad} unexplained differences or disagreements (rerun with --seed ${report.seed})`);
    return bad ? 1 : 0;
  }
  const report = fuzz({
    versions: [...indexModel(model).values()],
    seed,
    count,
    langs,
    out,
    hostile,
    paths: !values["no-paths"],
    ...(classes && { classes: classes as HostileClass[] }),
  });
  console.log(
    `seed ${report.seed}: ${report.count} inputs (${report.accepted} accepted by all, ${report.rejected} rejected by all) in ${report.seconds.toFixed(1)} s`,
  );
  for (const [lang, e] of Object.entries(report.judgedWith)) console.log(describeJudgedWith(lang, e));
  if (classes) console.log(`hostile classes drawn: ${classes.join(", ")} (share ${hostile})`);
  const mutations = Object.entries(report.byMutation).filter(([k]) => !k.startsWith("hostile:"));
  if (mutations.length) console.log(`mutations: ${mutations.map(([k, n]) => `${k} ${n}`).join(", ")}`);
  const hostileClasses = Object.entries(report.byHostile);
  if (hostileClasses.length)
    console.log(
      `hostile corpus: ${hostileClasses.map(([k, c]) => `${k} ${c.inputs} (${c.findings} findings)`).join(", ")}`,
    );
  for (const f of report.findings) console.log(`\n${describeFinding(f, report.seed)}`);
  console.log(`\n${report.findings.length} disagreements (rerun with --seed ${report.seed})`);
  return report.findings.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
