import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../pipeline.js";

/**
 * The boundary between the core and the languages, both ways:
 *
 * - the core names no language: no module outside `src/languages/` imports a
 *   module of a language, but the registry of the bundled targets
 *   (`src/targets/registry.ts`), the one place that lists them;
 * - a language is a plugin like any other: a module of `src/languages/<lang>/`
 *   imports nothing of the project but the public plugin API
 *   (`src/plugin/index.ts`, published as `acp-codegen/plugin`) and its own
 *   folder, and a plugin under `plugins/` nothing but `acp-codegen/plugin`
 *   and its own folder.
 *
 * It holds for the modules that ship: tests (`*.test.ts`) and the test suite's
 * own helpers (`src/testing/`, not published) may reach into a language to
 * test it. Type-only imports count: they tie the core to a language's
 * declarations as much as value imports do.
 */

/** The registry of bundled targets: the one module of the core that may import the bundled languages. */
const REGISTRY = join("src", "targets", "registry.ts");
/** The public plugin API, the one module of the core a language may import. */
const PUBLIC_API = join("src", "plugin", "index.ts");
const PUBLIC_PACKAGE = "acp-codegen/plugin";

function sourcesUnder(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      // Fixtures are data the loader reads; node_modules and build output are not the project's sources.
      if (!["fixtures", "node_modules", "dist", "out", "build", "target"].includes(e.name)) sourcesUnder(p, out);
    } else if (/\.(ts|mts|js|mjs)$/.test(p) && !/\.test\.[mc]?[tj]s$/.test(p) && !p.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Every module specifier a file names: static imports and re-exports (type-only ones included) and dynamic `import()`. */
function specifiersOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']/gms)) out.push(m[1]!);
  for (const m of text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) out.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]!);
  return out;
}

/** A relative specifier as a path of the project (`.js` written for a `.ts` source), relative to the root. */
function target(root: string, file: string, spec: string): string {
  const abs = resolve(dirname(file), spec);
  const ts = abs.replace(/\.js$/, ".ts");
  return relative(root, existsSync(ts) ? ts : abs);
}

/** The language folder (`src/languages/go`) a project path is in, or null. */
function languageOf(path: string): string | null {
  const parts = path.split(sep);
  return parts[0] === "src" && parts[1] === "languages" && parts.length > 3
    ? join("src", "languages", parts[2]!)
    : null;
}

/** The plugin folder (`plugins/kotlin`) a project path is in, or null. */
function pluginOf(path: string): string | null {
  const parts = path.split(sep);
  return parts[0] === "plugins" && parts.length > 2 ? join("plugins", parts[1]!) : null;
}

const inside = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}${sep}`);

/** Every import of the project that crosses the boundary, as `file -> what it imports`. */
function boundaryViolations(root: string): string[] {
  const out: string[] = [];
  const files = [...sourcesUnder(join(root, "src")), ...sourcesUnder(join(root, "plugins"))];
  for (const file of files) {
    const from = relative(root, file);
    const ownLanguage = languageOf(from);
    const ownPlugin = pluginOf(from);
    if (ownLanguage === null && ownPlugin === null && inside(from, join("src", "testing"))) continue;
    for (const spec of specifiersOf(readFileSync(file, "utf8"))) {
      if (!spec.startsWith(".")) {
        // A package: a language or plugin may name this package only by its public plugin entry.
        if (
          (ownLanguage !== null || ownPlugin !== null) &&
          (spec === "acp-codegen" || spec.startsWith("acp-codegen/")) &&
          spec !== PUBLIC_PACKAGE
        ) {
          out.push(`${from} -> ${spec}`);
        }
        continue;
      }
      const to = target(root, file, spec);
      if (ownLanguage !== null) {
        if (!inside(to, ownLanguage) && to !== PUBLIC_API) out.push(`${from} -> ${to}`);
      } else if (ownPlugin !== null) {
        if (!inside(to, ownPlugin)) out.push(`${from} -> ${to}`);
      } else if (languageOf(to) !== null && from !== REGISTRY) out.push(`${from} -> ${to}`);
    }
  }
  return out.sort();
}

describe("the boundary between the core and the languages", () => {
  it("holds: the core imports no language but through the registry, and a language only the public plugin API", () => {
    expect(boundaryViolations(PACKAGE_ROOT)).toEqual([]);
  });

  it("finds each kind of crossing in a small tree, and lets the allowed imports through", () => {
    const root = mkdtempSync(join(tmpdir(), "acp-boundary-"));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write("src/plugin/index.ts", "export const defineLanguage = 1;\n");
      write("src/model/types.ts", "export type Decl = string;\n");
      write("src/languages/aa/names.ts", "export const x = 1;\n");
      write(
        "src/languages/aa/plugin.ts",
        'import { defineLanguage } from "../../plugin/index.js";\nimport { x } from "./names.js";\nexport default [defineLanguage, x];\n',
      );
      write(
        "src/languages/bb/plugin.ts",
        'import type { Decl } from "../../model/types.js";\nimport { x } from "../aa/names.js";\nexport const y: Decl = String(x);\n',
      );
      write("src/targets/registry.ts", 'import aa from "../languages/aa/plugin.js";\nexport const all = [aa];\n');
      write("src/format/print.ts", 'import { x } from "../languages/aa/names.js";\nexport const p = x;\n');
      write("src/cli/main.ts", 'export const load = () => import("../languages/bb/plugin.js");\n');
      write("src/format/print.test.ts", 'import { x } from "../languages/aa/names.js";\n');
      write("src/testing/env.ts", 'import { x } from "../languages/aa/names.js";\n');
      write(
        "plugins/kk/index.js",
        'import { defineLanguage } from "acp-codegen/plugin";\nimport { y } from "./y.js";\nimport { d } from "acp-codegen/dist/model/types.js";\nimport { z } from "../../src/naming.js";\n',
      );
      expect(boundaryViolations(root)).toEqual(
        [
          "plugins/kk/index.js -> acp-codegen/dist/model/types.js",
          "plugins/kk/index.js -> src/naming.js",
          "src/cli/main.ts -> src/languages/bb/plugin.ts",
          "src/format/print.ts -> src/languages/aa/names.ts",
          "src/languages/bb/plugin.ts -> src/languages/aa/names.ts",
          "src/languages/bb/plugin.ts -> src/model/types.ts",
        ].map((s) => s.split("/").join(sep)),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
