// Decides whether dist/ is current: `check` exits 0 when every compiled input
// (src/**/*.ts and *.hbs, templates/**/*.hbs, tsconfig.json, package.json, spec/vocabulary.ts) is older than the stamp that
// `write` leaves after a successful build, and 1 otherwise. `write` also makes
// the CLI's bin executable.
import { chmodSync, existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const stamp = join(root, "dist", ".build-stamp");

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) t = Math.max(t, newest(p));
    else if (e.name.endsWith(".ts") || e.name.endsWith(".hbs")) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

const mode = process.argv[2];
if (mode === "write") {
  // tsc writes files without the executable bit; the package's bin needs it (npx, npm exec, a shebang run).
  chmodSync(join(root, "dist", "cli", "bin.js"), 0o755);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
} else if (mode === "check") {
  if (!existsSync(stamp)) process.exit(1);
  const inputs = Math.max(
    newest(join(root, "src")),
    newest(join(root, "templates")),
    ...["tsconfig.json", "package.json", "spec/vocabulary.ts"].map((f) => statSync(join(root, f)).mtimeMs),
  );
  process.exit(inputs <= statSync(stamp).mtimeMs ? 0 : 1);
} else {
  process.stderr.write("usage: build-stamp.mjs check|write\n");
  process.exit(2);
}
