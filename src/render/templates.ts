import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, join, resolve } from "node:path";
import type { Loc } from "../diagnostics/diagnostic.js";
import { OutputError, safePath, SymlinkError } from "../write/write.js";
import type { TemplateSet } from "./template-set.js";

type HandlebarsApi = typeof import("handlebars");
const requireCjs = createRequire(import.meta.url);
/** Handlebars' compiler, loaded only when a template has no precompiled form (an override, or a template edited since the build). */
const compiler = (): HandlebarsApi => requireCjs("handlebars") as HandlebarsApi;
/** Handlebars' runtime alone: enough to run precompiled templates. */
const runtime = (): HandlebarsApi => requireCjs("handlebars/runtime") as HandlebarsApi;

/** Precompiled templates by the SHA-256 of their text (see precompile.ts); built with acp-codegen, absent when it runs from source. */
export type Precompiled = Readonly<Record<string, TemplateSpecification>>;
let precompiledTable: Precompiled | undefined;
/**
 * The shipped templates' precompiled table, loaded on first need. A CommonJS file, required: the bundle of the CLI
 * (scripts/bundle.mjs) is CommonJS, which has no top-level await, and Node's loader then compiles the table with the
 * V8 code cache (cli/code-cache.ts). The bundle finds it next to this module's file.
 */
function shippedPrecompiled(): Precompiled {
  if (precompiledTable === undefined) {
    try {
      precompiledTable = requireCjs("./templates.precompiled.cjs") as Precompiled;
    } catch {
      precompiledTable = {};
    }
  }
  return precompiledTable;
}

/** The key of a template's text in the precompiled table. */
export const templateKey = (text: string): string => createHash("sha256").update(text).digest("hex");

export type { TemplateSet } from "./template-set.js";

/** The helpers a template may use: Handlebars' own block helpers, nothing custom. */
export const KNOWN_HELPERS = { if: true, unless: true, each: true, with: true } as const;

/** The compile options of every template, precompiled or not. */
export const COMPILE_OPTIONS = {
  strict: true,
  noEscape: true,
  knownHelpers: KNOWN_HELPERS,
  knownHelpersOnly: true,
} as const;

/** A template that does not parse or render; `loc` is in the template's own file. */
export class TemplateError extends Error {
  constructor(
    readonly loc: Loc,
    message: string,
  ) {
    super(message);
  }
}

/** Where in its file a Handlebars error happened: "Parse error on line N", or " - line:col" at the end of a runtime error. */
function errorLoc(file: string, e: unknown): Loc {
  const m = e instanceof Error ? e.message : String(e);
  const parse = /Parse error on line (\d+)/.exec(m);
  if (parse) return { file, line: Number(parse[1]), col: 1 };
  const run = / - (\d+):(\d+)$/.exec(m);
  if (run) return { file, line: Number(run[1]), col: Number(run[2]) + 1 };
  return { file, line: 1, col: 1 };
}

function firstLine(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split("\n")[0]!.replace(/ - \d+:\d+$/, "");
}

/** One template's source and the file it came from (for located errors). */
interface Source {
  readonly text: string;
  readonly file: string;
  /** Only overrides are reported as diagnostics; a shipped template that fails is a bug of acp-codegen. */
  readonly override: boolean;
}

/**
 * Compiles a target's templates. A template whose exact text was
 * precompiled when acp-codegen was built runs from that (parsing and
 * compiling the shipped templates is ~70 ms of a cold start); any other is
 * compiled here, with the same options, so both give the same bytes.
 */
export function compileTemplates(
  sources: ReadonlyMap<string, string | Source>,
  label: string,
  precompiled: Precompiled = shippedPrecompiled(),
): TemplateSet {
  const all = [...sources].map(([name, raw]) => {
    const src: Source = typeof raw === "string" ? { text: raw, file: `${label}/${name}.hbs`, override: false } : raw;
    const key = templateKey(src.text);
    return { name, src, spec: Object.hasOwn(precompiled, key) ? precompiled[key] : undefined };
  });
  const hb = all.every((t) => t.spec !== undefined) ? runtime() : compiler();
  const env = hb.create();
  const compiled = new Map<string, { fn: Handlebars.TemplateDelegate; src: Source }>();
  for (const { name, src, spec } of all) {
    if (spec !== undefined) {
      compiled.set(name, { fn: env.template(spec), src });
      continue;
    }
    if (src.override) {
      // Parse overrides now, so that a broken one is reported before anything renders.
      try {
        hb.parse(src.text);
      } catch (e) {
        throw new TemplateError(errorLoc(src.file, e), `template override does not parse: ${firstLine(e)}`);
      }
    }
    compiled.set(name, { fn: env.compile(src.text, COMPILE_OPTIONS), src });
  }
  return {
    render(name, view) {
      const t = compiled.get(name);
      if (!t) throw new Error(`template '${label}/${name}' does not exist`);
      try {
        return t.fn(view, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
      } catch (e) {
        if (!t.src.override) throw e;
        throw new TemplateError(errorLoc(t.src.file, e), `template override fails: ${firstLine(e)}`);
      }
    },
  };
}

/**
 * Overrides are regular files inside the override folder: a symbolic link
 * there (the target's folder, or a template in it) would pull in text from
 * anywhere, and is refused, naming it. Returns whether the target has an
 * override folder.
 */
export function checkOverrides(overrides: string, target: string): boolean {
  const odir = join(overrides, target);
  const refuse = (path: string, what: string): never => {
    throw new TemplateError(
      { file: resolve(path), line: 1, col: 1 },
      `template override '${target}${path === odir ? "" : `/${basename(path)}`}' ${what}; overrides must be regular files inside the override folder '${overrides}'`,
    );
  };
  // The same gate as every path acp-codegen writes: no symbolic link between the override folder and the file.
  const gate = (rel: string): void => {
    try {
      safePath(overrides, rel, { writing: false });
    } catch (e) {
      if (e instanceof SymlinkError) refuse(e.path, `is a symbolic link${e.to}`);
      if (e instanceof OutputError) refuse(join(overrides, rel), "has a name acp-codegen reserves");
      throw e;
    }
  };
  gate(target);
  const st = lstatSync(odir, { throwIfNoEntry: false });
  if (!st?.isDirectory()) return false;
  for (const d of readdirSync(odir, { withFileTypes: true })) {
    if (!d.name.endsWith(".hbs")) continue;
    gate(`${target}/${d.name}`);
    if (!d.isFile()) refuse(join(odir, d.name), "is not a regular file");
  }
  return true;
}

const loaded = new Map<string, TemplateSet>();

/**
 * Reads a target's templates, `dir/*.hbs`, once per process (watch mode reuses them);
 * names are file names without `.hbs`. Files under `<overrides>/<target>/`
 * replace the shipped template of the same name.
 */
export function loadTemplateDir(dir: string | null, target: string, overrides: string | null = null): TemplateSet {
  const odir = overrides === null ? null : join(overrides, target);
  const key = `${dir}\0${odir ?? ""}`;
  const cached = loaded.get(key);
  if (cached && odir === null) return cached;
  const sources = new Map<string, Source>();
  for (const f of dir === null ? [] : readdirSync(dir).sort()) {
    if (f.endsWith(".hbs"))
      sources.set(f.slice(0, -4), {
        text: readFileSync(join(dir!, f), "utf8"),
        file: `${target}/${f}`,
        override: false,
      });
  }
  if (odir !== null && checkOverrides(overrides!, target)) {
    for (const f of readdirSync(odir).sort()) {
      if (!f.endsWith(".hbs")) continue;
      const name = f.slice(0, -4);
      if (!sources.has(name))
        throw new TemplateError(
          { file: resolve(odir, f), line: 1, col: 1 },
          `'${target}/${f}' overrides no template; ${target} has ${[...sources.keys()].map((n) => `${n}.hbs`).join(", ")}`,
        );
      sources.set(name, { text: readFileSync(join(odir, f), "utf8"), file: resolve(odir, f), override: true });
    }
  }
  const set = compileTemplates(sources, target);
  // Overrides are read fresh every run: a maintainer edits them as they edit the spec.
  if (odir === null) loaded.set(key, set);
  return set;
}
