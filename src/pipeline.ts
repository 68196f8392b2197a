import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CodegenConfig, ResolvedConfig } from "./config.js";
import { hasErrors, sortDiagnostics, type Diagnostic, NO_LOC } from "./diagnostics/diagnostic.js";
import { formatFiles } from "./format/format.js";
import { diag } from "./diagnostics/diagnostic.js";
import { listSpecFiles } from "./load/sources.js";
import type { BuildResult } from "./model/build.js";
import { UNNAMED_UNSTABLE } from "./model/unstable-message.js";
import { cacheKey, folderFingerprint, MEMO_DIR, OUTPUT_DIR, readCache, writeCache } from "./write/cache.js";
import { indexModel } from "./model/index.js";
import { specFeatures } from "./model/features.js";
import type { SpecModel } from "./model/types.js";
import type { GeneratedFile, Target } from "./render/target.js";
import { loadTemplateDir, TemplateError } from "./render/templates.js";
import { findTarget, targets as allTargets } from "./targets/registry.js";
import { validate } from "./validate/rules.js";

export const STAGES = ["load", "model", "validate", "render", "format"] as const;
export type Stage = (typeof STAGES)[number] | "write";

export interface CompileResult {
  readonly config: ResolvedConfig;
  readonly diagnostics: readonly Diagnostic[];
  readonly model: SpecModel | null;
  readonly targets: readonly Target[];
  /** Formatted output, paths relative to the output folder. Empty when there are errors. */
  readonly files: readonly GeneratedFile[];
  readonly timings: Partial<Record<Stage, number>>;
}

export const PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_TEMPLATES = fileURLToPath(new URL("../templates", import.meta.url));

/** Semantic versions as cargo, npm and Python packaging all accept them. */
const SEMVER = /^\d+\.\d+\.\d+(?:-(?:alpha|beta|rc)\.\d+)?$/;

/** A bad option (not a spec problem): the CLI reports it as a usage error. */
export class ConfigError extends Error {}

export function resolveConfig(c: CodegenConfig): ResolvedConfig {
  const unknown = (c.targets ?? []).filter((t) => !findTarget(t));
  if (unknown.length) throw new ConfigError(`unknown target '${unknown.join("', '")}' (known: ${allTargets.map((t) => t.name).join(", ")})`);
  if (c.rustCrate !== undefined && !/^[a-z][a-z0-9_-]*$/.test(c.rustCrate)) {
    throw new ConfigError(`'${c.rustCrate}' is not a valid Rust crate name (lower-case letters, digits, '-' and '_', starting with a letter)`);
  }
  if (c.pythonPackage !== undefined && !/^[a-z][a-z0-9_]*$/.test(c.pythonPackage)) {
    throw new ConfigError(`'${c.pythonPackage}' is not a valid Python package name (lower-case letters, digits and '_', starting with a letter)`);
  }
  if (c.docsFormat !== undefined && c.docsFormat !== "md" && c.docsFormat !== "mdx") {
    throw new ConfigError(`unknown docs format '${String(c.docsFormat)}' (md, mdx)`);
  }
  for (const [name, v] of [
    ["version", c.version],
    ["rust version", c.rustVersion],
    ["python version", c.pythonVersion],
    ["typescript version", c.typescriptVersion],
  ] as const) {
    if (v !== undefined && v !== null && !SEMVER.test(v)) throw new ConfigError(`'${v}' is not a version (the ${name} must look like 1.2.3, or 1.2.3-alpha.1, -beta.1, -rc.1, which every package format accepts)`);
  }
  if (c.typescriptPackage !== undefined && !/^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/.test(c.typescriptPackage)) {
    throw new ConfigError(`'${c.typescriptPackage}' is not a valid npm package name`);
  }
  return {
    spec: c.spec ?? "spec",
    out: c.out ?? "out",
    targets: c.targets ?? allTargets.map((t) => t.name),
    templates: c.templates ?? DEFAULT_TEMPLATES,
    templateOverrides: c.templateOverrides ?? null,
    rustCrate: c.rustCrate ?? "acp-schema",
    pythonPackage: c.pythonPackage ?? "acp_schema",
    typescriptPackage: c.typescriptPackage ?? "acp-schema",
    version: c.version ?? "0.1.0",
    rustVersion: c.rustVersion ?? null,
    pythonVersion: c.pythonVersion ?? null,
    typescriptVersion: c.typescriptVersion ?? null,
    rustPublish: c.rustPublish ?? false,
    repository: c.repository ?? null,
    unstable: c.unstable ?? [],
    rustUnstable: c.rustUnstable ?? null,
    typescriptUnstable: c.typescriptUnstable ?? null,
    pythonUnstable: c.pythonUnstable ?? null,
    docsFormat: c.docsFormat ?? "md",
    format: c.format ?? "builtin",
    cache: c.cache ?? !process.env.ACP_CODEGEN_NO_CACHE,
    scope: c.scope ?? "all",
  };
}

type Timer = <T>(stage: Stage, f: () => T) => T;

/** Targets' memoized steps, kept in the same content-addressed cache as built models. */
function diskMemo<T>(key: string, compute: () => T): T {
  const k = createHash("sha256").update(`memo\0${key}`).digest("hex");
  const hit = readCache<{ value: T }>(k, MEMO_DIR);
  if (hit) return hit.value;
  const value = compute();
  writeCache(k, { value }, MEMO_DIR);
  return value;
}

/**
 * Reads the spec and builds the model, or takes both from the model cache when
 * nothing that shapes them changed (then ts-morph is never loaded).
 */
async function loadAndBuild(spec: string, useCache: boolean, time: Timer): Promise<{ built: BuildResult; loadDiagnostics: readonly Diagnostic[]; key?: string | null }> {
  let sources: { rel: string; text: string }[];
  try {
    if (!statSync(spec).isDirectory()) throw new Error("not a directory");
    sources = time("load", () => listSpecFiles(spec));
  } catch {
    const d = diag("spec-not-found", NO_LOC, `cannot read the spec folder '${spec}'`);
    return { built: { model: { versions: [], conversions: [], converters: [], vectorFiles: [] }, diagnostics: [] }, loadDiagnostics: [d] };
  }
  const key = useCache ? cacheKey(sources) : null;
  const hit = key ? readCache<{ built: BuildResult; loadDiagnostics: Diagnostic[] }>(key) : null;
  if (hit) return { ...hit, key };
  const [{ loadSources }, { buildModel }] = await Promise.all([import("./load/load.js"), import("./model/build.js")]);
  // The parsed sources are dropped once the model is built: only the model goes on.
  const result = (() => {
    const loaded = time("load", () => loadSources(sources));
    return { built: time("model", () => buildModel(loaded.files, loaded.vectorFiles)), loadDiagnostics: loaded.diagnostics };
  })();
  if (key) writeCache(key, result);
  return { ...result, key };
}

/**
 * The output cache's key: the spec (its model key), the resolved config, and
 * everything outside the spec that shapes the output (the compiler's code, its
 * templates and runtime sources, template overrides, its package.json). A hit
 * gives exactly the files and diagnostics that validating, rendering and
 * formatting would.
 */
function outputKey(modelKey: string, cfg: ResolvedConfig): string {
  const code = folderFingerprint([
    fileURLToPath(new URL(".", import.meta.url)),
    cfg.templates,
    fileURLToPath(new URL("../src/runtime", import.meta.url)),
    ...(cfg.templateOverrides ? [cfg.templateOverrides] : []),
    fileURLToPath(new URL("../package.json", import.meta.url)),
  ]);
  return createHash("sha256").update(`output\0${modelKey}\0${JSON.stringify(cfg)}\0${code}`).digest("hex");
}

/** load -> model -> validate -> render -> format. Touches the disk only to read the spec and templates. */
export async function compile(config: CodegenConfig): Promise<CompileResult> {
  const cfg = resolveConfig(config);
  const timings: Partial<Record<Stage, number>> = {};
  const time: Timer = <T>(stage: Stage, f: () => T): T => {
    const t0 = performance.now();
    const r = f();
    timings[stage] = (timings[stage] ?? 0) + performance.now() - t0;
    return r;
  };
  const targets = allTargets.filter((t) => cfg.targets.includes(t.name));
  const loaded = await loadAndBuild(cfg.spec, cfg.cache, time);
  const { loadDiagnostics } = loaded;
  const built: BuildResult =
    cfg.scope === "types"
      ? {
          model: { ...loaded.built.model, conversions: [], converters: [], vectorFiles: [], versions: loaded.built.model.versions.map((v) => ({ ...v, reducer: null })) },
          diagnostics: loaded.built.diagnostics.filter(
            (d) => !d.loc.file.startsWith("conversions.") && !d.loc.file.startsWith("vectors/") && d.code !== "ACP014" && d.message !== UNNAMED_UNSTABLE,
          ),
        }
      : loaded.built;
  // A syntax error makes the parser guess, and what it guesses raises more errors: report the first
  // syntax error of each broken file alone, and nothing else about that file.
  const broken = new Map<string, Diagnostic>();
  for (const d of loadDiagnostics) if (d.code === "ACP001" && !broken.has(d.loc.file)) broken.set(d.loc.file, d);
  // The unstable features the config switches on must be features of the spec.
  const known = new Set(specFeatures(built.model));
  for (const [what, list] of [
    ["unstable", cfg.unstable],
    ["rust.unstable", cfg.rustUnstable],
    ["typescript.unstable", cfg.typescriptUnstable],
    ["python.unstable", cfg.pythonUnstable],
  ] as const) {
    const unknown = (list ?? []).filter((f) => !known.has(f));
    if (unknown.length && built.model.versions.length) {
      throw new ConfigError(`${what} names '${unknown.join("', '")}', which the spec has no unstable feature of (it has: ${[...known].join(", ") || "none"})`);
    }
  }
  const diagnostics = [...loadDiagnostics.filter((d) => d.code !== "ACP001" || broken.get(d.loc.file) === d), ...built.diagnostics.filter((d) => !broken.has(d.loc.file))];
  // The whole output of an unchanged spec, config and compiler comes from the cache.
  const outKey = cfg.cache && loaded.key && !hasErrors(diagnostics) ? outputKey(loaded.key, cfg) : null;
  const cached = outKey ? readCache<{ files: GeneratedFile[]; diagnostics: Diagnostic[] }>(outKey, OUTPUT_DIR) : null;
  if (cached) return { config: cfg, diagnostics: cached.diagnostics, model: built.model, targets, files: cached.files, timings };
  // Validation rules assume a structurally sound model; skip them after syntax errors.
  if (!hasErrors(loadDiagnostics)) diagnostics.push(...time("validate", () => validate(built.model)));
  if (hasErrors(diagnostics)) {
    return { config: cfg, diagnostics: sortDiagnostics(diagnostics), model: built.model, targets, files: [], timings };
  }
  let rendered: GeneratedFile[];
  try {
    rendered = time("render", () => {
      const versions = indexModel(built.model);
      return targets.flatMap((t) => {
        const templates = loadTemplateDir(cfg.templates, t.name, cfg.templateOverrides);
        return t.generate({ model: built.model, versions, templates, config: cfg, memo: cfg.cache ? diskMemo : (_k, f) => f() }).map((f) => ({ ...f, path: `${t.outDir}/${f.path}` }));
      });
    });
  } catch (e) {
    // A broken template override is the maintainer's mistake: a located diagnostic, and nothing is written.
    if (!(e instanceof TemplateError)) throw e;
    diagnostics.push(diag("template-invalid", e.loc, e.message));
    return { config: cfg, diagnostics: sortDiagnostics(diagnostics), model: built.model, targets, files: [], timings };
  }
  const t0 = performance.now();
  const files = await formatFiles(rendered, cfg.format);
  timings.format = performance.now() - t0;
  const sorted = sortDiagnostics(diagnostics);
  if (outKey) writeCache(outKey, { files, diagnostics: sorted }, OUTPUT_DIR);
  return { config: cfg, diagnostics: sorted, model: built.model, targets, files, timings };
}
