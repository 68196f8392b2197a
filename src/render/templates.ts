import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";

/**
 * Compiled templates of one target. Templates only print view models: they
 * run with `strict` (a missing field throws), `noEscape`, and no helpers
 * beyond Handlebars' built-in block helpers.
 */
export interface TemplateSet {
  render(name: string, view: object): string;
}

/** The helpers a template may use: Handlebars' own block helpers, nothing custom. */
export const KNOWN_HELPERS = { if: true, unless: true, each: true, with: true } as const;

export function compileTemplates(sources: ReadonlyMap<string, string>, label: string): TemplateSet {
  const env = Handlebars.create();
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const [name, src] of sources) {
    compiled.set(name, env.compile(src, { strict: true, noEscape: true, knownHelpers: KNOWN_HELPERS, knownHelpersOnly: true }));
  }
  return {
    render(name, view) {
      const t = compiled.get(name);
      if (!t) throw new Error(`template '${label}/${name}' does not exist`);
      return t(view, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
    },
  };
}

const loaded = new Map<string, TemplateSet>();

/** Reads `templates/<target>/*.hbs` once per process (watch mode reuses them); names are file names without `.hbs`. */
export function loadTemplateDir(templatesRoot: string, target: string): TemplateSet {
  const dir = join(templatesRoot, target);
  const cached = loaded.get(dir);
  if (cached) return cached;
  const set = readTemplateDir(dir, target);
  loaded.set(dir, set);
  return set;
}

function readTemplateDir(dir: string, target: string): TemplateSet {
  const sources = new Map<string, string>();
  for (const f of readdirSync(dir).sort()) {
    if (f.endsWith(".hbs")) sources.set(f.slice(0, -4), readFileSync(join(dir, f), "utf8"));
  }
  return compileTemplates(sources, target);
}
