/**
 * The `acp-codegen import` command: reads the schemas, plans the import, and
 * writes the spec files atomically (each through a temporary file renamed into
 * place, all only after the whole plan compiled), or with --dry-run only says
 * what it would do.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { formatDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { planImport, SpecErrors, type ImportResult } from "./import.js";
import { crateFolder, crateSpec, readCrateFeatures, type CrateFeatures } from "./crate.js";
import { ImportError, readRelease, type Fetcher, type ReadLimits } from "./source.js";

export interface ImportCommandOptions {
  readonly schema: readonly string[];
  /** The spec folder; when undefined, the config file's `spec`, else `spec`. */
  readonly spec?: string;
  readonly config?: string;
  readonly version?: string;
  /** `Type=feature` pairs. */
  readonly feature: readonly string[];
  /** JSON files: `{ "Type": "feature" }`, or `{ "v1": { ... }, "v2": { ... } }`. */
  readonly features: readonly string[];
  readonly sdkVersion?: string;
  readonly crateVersion?: string;
  /** The crate that publishes the schemas: its folder, or crate:NAME@VERSION (fetched with cargo into the cache). */
  readonly crate?: string;
  readonly source?: string;
  /** `upstream`: added items take the published descriptions as doc comments. */
  readonly docs?: string;
  /** How much is read from outside, and for how long (`--max-size`, `--timeout`); the rest as `DEFAULT_LIMITS`. */
  readonly limits?: Partial<ReadLimits>;
  /** How URLs are fetched (tests): the global fetch by default. */
  readonly fetch?: Fetcher;
  readonly dryRun: boolean;
  readonly json: boolean;
  readonly cwd: string;
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
}

/** The user's feature names: per version, or for every version under "*". */
export function readFeatureMaps(
  pairs: readonly string[],
  files: readonly string[],
  cwd: string,
): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  const put = (version: string, key: string, feature: string, from: string): void => {
    if (!/^[a-z][a-z0-9_]*$/.test(feature))
      throw new ImportError(`${from}: '${feature}' is not a feature name (snake_case, e.g. session_fork)`);
    const m = out.get(version) ?? new Map<string, string>();
    m.set(key, feature);
    out.set(version, m);
  };
  for (const f of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(resolve(cwd, f), "utf8"));
    } catch (e) {
      throw new ImportError(`cannot read the feature map ${f}: ${(e as Error).message}`);
    }
    if (typeof data !== "object" || data === null || Array.isArray(data))
      throw new ImportError(`${f}: a feature map is a JSON object { "Type": "feature" } or { "v1": { ... } }`);
    for (const [k, v] of Object.entries(data)) {
      if (/^v[0-9]+$/.test(k) && typeof v === "object" && v !== null) {
        for (const [kk, vv] of Object.entries(v)) {
          if (typeof vv !== "string") throw new ImportError(`${f}: ${k}.${kk} must be a feature name`);
          put(k, kk, vv, f);
        }
      } else if (typeof v === "string") put("*", k, v, f);
      else throw new ImportError(`${f}: '${k}' must map to a feature name`);
    }
  }
  for (const p of pairs) {
    const m = /^([^=]+)=(.+)$/.exec(p);
    if (!m) throw new ImportError(`--feature takes ITEM=feature (e.g. ForkSessionRequest=session_fork), not '${p}'`);
    const [, item, feature] = m;
    const v = /^(v[0-9]+)\.(.+)$/.exec(item!);
    put(v ? v[1]! : "*", v ? v[2]! : item!, feature!.replace(/^unstable_/, ""), "--feature");
  }
  return out;
}

/** Writes files atomically: every temporary file first, then the renames. Refuses a path outside the spec folder. */
export function writeSpecFiles(spec: string, files: ImportResult["files"]): void {
  const root = resolve(spec);
  const staged: { tmp: string; dest: string }[] = [];
  try {
    for (const f of files) {
      const dest = resolve(root, f.rel);
      if (dest !== root && !dest.startsWith(root + sep))
        throw new ImportError(`refusing to write ${dest}, outside the spec folder`);
      // A file changed since it was read is someone else's edit: nothing is written.
      const now = existsSync(dest) ? readFileSync(dest, "utf8") : null;
      if (now !== f.before)
        throw new ImportError(`${relative(process.cwd(), dest)} changed while importing; nothing was written`);
      mkdirSync(dirname(dest), { recursive: true });
      const tmp = `${dest}.acp-import-${process.pid}.tmp`;
      writeFileSync(tmp, f.after);
      staged.push({ tmp, dest });
    }
  } catch (e) {
    for (const s of staged) rmSync(s.tmp, { force: true });
    throw e;
  }
  for (const s of staged) renameSync(s.tmp, s.dest);
}

/** `acp-codegen import`: returns the exit status (0 done, 1 the spec or the result has errors, 2 a usage or input error). */
export async function runImport(o: ImportCommandOptions): Promise<number> {
  const fail = (s: string): number => {
    o.stderr(`acp-codegen import: ${s}\n`);
    return 2;
  };
  // The spec folder as generate finds it: the flag, else the config file's, else `spec`.
  let spec = o.spec;
  if (spec === undefined) {
    const { findConfigFile, loadConfigFile } = await import("../config-file.js");
    const path = findConfigFile(o.cwd, o.config);
    if (path) {
      // Only the spec folder is needed: the config's plugins (code) are not loaded.
      const loaded = await loadConfigFile(path, o.cwd, { noPlugins: true });
      const errors = loaded.diagnostics.filter((d) => d.severity === "error");
      if (errors.length) {
        for (const d of errors) o.stderr(`${formatDiagnostic(d)}\n`);
        o.stderr("acp-codegen import: the config file has errors; nothing was written\n");
        return 1;
      }
      spec = loaded.config.spec;
    }
  }
  return importInto(o, spec ?? "spec", fail);
}

async function importInto(o: ImportCommandOptions, spec: string, fail: (s: string) => number): Promise<number> {
  if (!o.schema.length)
    return fail(
      "give --schema FILE, FOLDER, npm:PACKAGE[@VERSION][/path] or an https URL (twice for the stable and the unstable schema)",
    );
  if (o.version !== undefined && !/^v[0-9]+$/.test(o.version))
    return fail(`--protocol takes v1, v2, ... not '${o.version}'`);
  if (o.docs !== undefined && o.docs !== "upstream" && o.docs !== "none")
    return fail(`--docs takes upstream or none, not '${o.docs}'`);
  let result: ImportResult;
  try {
    const release = await readRelease(o.schema, {
      cwd: o.cwd,
      ...(o.version !== undefined && { version: o.version }),
      ...(o.limits && { limits: o.limits }),
      ...(o.fetch && { fetch: o.fetch }),
    });
    if (o.version !== undefined && release.versions.length > 1)
      return fail("--protocol names one version, but the schemas are of several");
    const features = readFeatureMaps(o.feature, o.features, o.cwd);
    if (!existsSync(spec)) return fail(`cannot read the spec folder '${spec}'`);
    let crateFeatures: CrateFeatures | null = null;
    let crateVersion = o.crateVersion ?? null;
    if (o.crate !== undefined) {
      crateFeatures = readCrateFeatures(crateFolder(o.crate, o.cwd));
      const asked = crateSpec(o.crate)?.version ?? null;
      for (const v of [asked, o.crateVersion ?? null]) {
        if (v !== null && crateFeatures.version !== null && v !== crateFeatures.version)
          return fail(`--crate ${o.crate} is ${crateFeatures.name} ${crateFeatures.version}, not ${v}`);
      }
      crateVersion ??= crateFeatures.version;
    }
    result = await planImport({
      spec: spec,
      release,
      features,
      sdk: o.sdkVersion ?? null,
      crate: crateVersion,
      source: o.source ?? null,
      crateFeatures,
      ...(o.docs === "upstream" && { docs: "upstream" as const }),
    });
  } catch (e) {
    // With --json, a failure is one JSON object on stdout too, so that a pipeline reading it always has one.
    const failure = (status: number, message: string, diagnostics: readonly Diagnostic[] = []): number => {
      if (o.json) {
        const ds = diagnostics.map((d) => ({
          code: d.code,
          severity: d.severity,
          message: d.message,
          file: join(spec, d.loc.file),
          line: d.loc.line,
          col: d.loc.col,
        }));
        o.stdout(
          `${JSON.stringify({ format: "acp-codegen-import/1", dryRun: o.dryRun, error: message, diagnostics: ds }, null, 2)}\n`,
        );
      }
      return status;
    };
    if (e instanceof SpecErrors) {
      for (const d of e.diagnostics) o.stderr(`${formatDiagnostic(d, spec)}\n`);
      o.stderr(`acp-codegen import: ${e.message}\n`);
      return failure(1, e.message, e.diagnostics);
    }
    if (e instanceof ImportError) return failure(fail(e.message), e.message);
    throw e;
  }
  if (!o.dryRun) {
    try {
      writeSpecFiles(spec, result.files);
    } catch (e) {
      if (e instanceof ImportError) return fail(e.message);
      throw e;
    }
  }
  const path = (x: { file: string; inSchema?: boolean }): string => (x.inSchema ? x.file : join(spec, x.file));
  const at = (x: { file: string; line: number; col: number; inSchema?: boolean }): string =>
    `${path(x)}:${x.line}:${x.col}`;
  if (o.json) {
    const files = result.files.map((f) => ({ file: join(spec, f.rel), status: f.before === null ? "new" : "changed" }));
    const loc = <T extends { file: string; inSchema?: boolean }>(x: T): T => ({ ...x, file: path(x) });
    o.stdout(
      `${JSON.stringify({ format: "acp-codegen-import/1", dryRun: o.dryRun, added: result.added.map(loc), decisions: result.decisions.map(loc), todo: result.todo.map(loc), files }, null, 2)}\n`,
    );
    return 0;
  }
  const verb = o.dryRun ? "would add" : "added";
  for (const a of result.added)
    o.stdout(
      `${at(a)} - ${verb} ${a.kind} ${a.version}.${a.where}${a.feature ? ` (unstable ${a.feature})` : ""}${a.helper ? " (declares a published inline shape)" : ""}${a.tag ? ` (${a.tag})` : ""}\n`,
    );
  for (const d of result.decisions)
    o.stdout(`${at(d)} - ${d.message.startsWith("decision") ? "" : "decision: "}${d.message}\n`);
  for (const t of result.todo) o.stdout(`${at(t)} - todo${t.code ? ` ${t.code}` : ""}: ${t.message}\n`);
  for (const f of result.files)
    o.stdout(`${o.dryRun ? "would write" : "wrote"} ${join(spec, f.rel)}${f.before === null ? " (new)" : ""}\n`);
  const count = (kind: string): number => result.todo.filter((t) => t.kind === kind).length;
  o.stdout(
    `acp-codegen import: ${result.added.length} ${verb.replace(/^would /, "to ")}, ${result.files.length} file${result.files.length === 1 ? "" : "s"} ${o.dryRun ? "to write" : "written"}, ${result.decisions.length} decisions, ` +
      `${count("diagnostic")} diagnostics, ${count("patch-field")} possible patch fields and ${count("doc")} doc texts to do\n`,
  );
  return 0;
}
