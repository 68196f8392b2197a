// Writes dist/bundle/: the CLI (main.js), the plugin toolkit (plugin.js), the library (index.js) and the render
// worker (render-worker.js), bundled from tsc's output in dist/ into a few ES modules that share their chunks. Run by
// `npm run build` after tsc.
//
// Why: a run of the CLI loaded ~130 modules of dist/ one by one; Node's ES module loader costs about as much per
// module as compiling it. Bundled, a cache hit of the whole spec spends ~20% less CPU.
//
// The entries share one copy of every module they have in common, so a plugin that imports
// `acp-codegen/plugin` (package.json points it here) gets the very toolkit the CLI and the library run, not a second
// copy. Code that finds files next to its own module (`new URL("../templates", import.meta.url)`, the worker threads,
// the runtime sources) still finds them: each module's `import.meta.url` is rewritten to the URL its file has in
// dist/, worked out from the chunk's own URL, so the bundle stays relocatable.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { parseSync, Visitor } from "oxc-parser";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "dist");
const out = join(dist, "bundle");

let rolldown;
try {
  ({ rolldown } = await import("rolldown"));
} catch {
  // Without the bundler (an install without the devDependencies): each entry re-exports its module of dist/, and
  // everything runs module by module, as before.
  process.stderr.write("bundle: rolldown is not installed; dist/bundle/ re-exports dist/ (not bundled)\n");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [name, from] of [
    ["main", "../cli/main.js"],
    ["plugin", "../plugin/index.js"],
    ["index", "../index.js"],
  ])
    writeFileSync(join(out, `${name}.js`), `export * from ${JSON.stringify(from)};\n`);
  // No render-worker.js: src/render/parallel.ts then starts dist/render/render-worker.js.
  process.exit(0);
}

const entries = {
  main: join(dist, "cli", "main.js"),
  plugin: join(dist, "plugin", "index.js"),
  index: join(dist, "index.js"),
  // The render worker's thread loads its own modules: bundled too (src/render/parallel.ts starts it from here).
  "render-worker": join(dist, "render", "render-worker.js"),
};
for (const file of Object.values(entries)) {
  if (!existsSync(file)) throw new Error(`bundle: ${file} is missing; run tsc first`);
}

/** `import.meta.url` of a module of dist/, as an expression valid in any chunk of dist/bundle/ (see bundle-loader.ts). */
const moduleUrl = (id) => {
  const rel = relative(out, id).split(sep).join("/");
  return `new URL(${JSON.stringify(rel)}, __acpChunkUrl).href`;
};

/**
 * A chunk's dynamic `import()`s, which a `vm.Script` cannot run, as calls of `__acpImport` (bundle-loader.ts gives
 * it; the specifiers, packages' names and URLs, resolve the same from dist/). The chunk is parsed: only the
 * expressions, not a string or a comment that reads `import(`.
 */
function routeDynamicImports(code, fileName) {
  const { program, errors } = parseSync(fileName, code, { sourceType: "script" });
  if (errors.length) throw new Error(`bundle: ${fileName} does not parse: ${errors[0].message}`);
  const at = [];
  new Visitor({ ImportExpression: (node) => at.push(node.start) }).visit(program);
  let text = code;
  for (const start of at.sort((a, b) => b - a)) {
    if (text.slice(start, start + 6) !== "import") throw new Error(`bundle: ${fileName}: no import() at ${start}`);
    text = `${text.slice(0, start)}__acpImport${text.slice(start + 6)}`;
  }
  return text;
}

const bundle = await rolldown({
  input: entries,
  // Packages and Node's own modules stay imports: only the package's own code is bundled.
  external: (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0"),
  platform: "node",
  // Same behaviour as the modules one by one: nothing is dropped for being unused at load (a module may run code
  // when it loads, as v8-flags.js does).
  treeshake: { moduleSideEffects: true },
  plugins: [
    {
      name: "module-urls",
      transform(code, id) {
        if (!id.startsWith(dist) || !code.includes("import.meta.url")) return null;
        return { code: code.replaceAll("import.meta.url", moduleUrl(id)) };
      },
    },
    {
      name: "dynamic-imports",
      renderChunk(code, chunk) {
        return { code: routeDynamicImports(code, chunk.fileName) };
      },
    },
  ],
});
rmSync(out, { recursive: true, force: true });
// CommonJS in form, so that bundle-loader.ts can compile each chunk with V8's code cache.
const { output } = await bundle.write({
  dir: out,
  format: "cjs",
  entryFileNames: "[name].cjs",
  chunkFileNames: "chunk-[name]-[hash].cjs",
  // The chunks' text is tsc's, comments included (they explain the code, and the bundle is read in stack traces).
  minify: false,
});
await bundle.close();

// Each entry as an ES module (what package.json, bin.js and the worker name), which loads its chunk through the
// one loader and exports what it exports.
for (const chunk of output) {
  if (chunk.type !== "chunk" || !chunk.isEntry) continue;
  const names = chunk.exports.filter((n) => n !== "default");
  const lines = [
    `// Written by scripts/bundle.mjs: the entry ${chunk.name}, loaded with V8's code cache (src/cli/bundle-loader.ts).`,
    `import { loadEntry } from "../cli/bundle-loader.js";`,
    `const m = loadEntry(new URL(${JSON.stringify(`./${chunk.fileName}`)}, import.meta.url));`,
    ...names.map((n) => `export const ${n} = m.${n};`),
    ...(chunk.exports.includes("default") ? ["export default m.default;"] : []),
  ];
  writeFileSync(join(out, `${chunk.name}.js`), `${lines.join("\n")}\n`);
}

// The code cache: one run of the CLI over the bundled spec, on the main thread alone, writes each chunk's cache with
// the code V8 compiled for what ran (bundle-loader.ts). Its V8 flags are the CLI's (bin.js sets them first).
const scratch = mkdtempSync(join(tmpdir(), "acp-bundle-train-"));
// The settings a run is started with, not the ones that change what it loads or its V8 flags.
const trainingEnv = { ...process.env };
for (const k of ["ACP_CODEGEN_NO_BUNDLE", "ACP_CODEGEN_V8_DEFAULTS", "ACP_CODEGEN_NO_CODE_CACHE", "NODE_OPTIONS"])
  delete trainingEnv[k];
try {
  const run = spawnSync(
    process.execPath,
    [join(dist, "cli", "bin.js"), "generate", "--spec", join(root, "spec"), "--out", join(scratch, "out")],
    {
      cwd: scratch,
      encoding: "utf8",
      env: {
        ...trainingEnv,
        ACP_CODEGEN_TRAIN_CODE_CACHE: "1",
        ACP_CODEGEN_NO_WORKER: "1",
        ACP_CODEGEN_NO_CACHE: "1",
        ACP_CODEGEN_CACHE_DIR: join(scratch, "cache", "models"),
      },
    },
  );
  if (run.status !== 0) throw new Error(`bundle: the code cache's run failed (${run.status}): ${run.stderr}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const missing = output.filter((c) => c.type === "chunk" && !existsSync(join(out, `${c.fileName}.v8`)));
if (missing.length) throw new Error(`bundle: no code cache made for ${missing.map((c) => c.fileName).join(", ")}`);
