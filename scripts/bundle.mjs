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
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

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

/** `import.meta.url` of a module of dist/, as an expression valid in any chunk of dist/bundle/. */
const moduleUrl = (id) => {
  const rel = relative(out, id).split(sep).join("/");
  return `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
};

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
  ],
});
rmSync(out, { recursive: true, force: true });
await bundle.write({
  dir: out,
  format: "esm",
  entryFileNames: "[name].js",
  chunkFileNames: "chunk-[name]-[hash].js",
  // The chunks' text is tsc's, comments included (they explain the code, and the bundle is read in stack traces).
  minify: false,
});
await bundle.close();
