import { existsSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder every cache of acp-codegen lives in: `node_modules/.cache/acp-codegen`
 * of the project that runs the tool (the nearest folder, from the working
 * directory up, that holds a `package.json`), as other tools keep theirs. Outside
 * any project, the project the tool is installed in (the folder holding the
 * `node_modules` it sits in), else the tool's own folder. `ACP_CODEGEN_CACHE_DIR`
 * names the models cache itself; the other caches go beside it.
 */
export function cacheRoot(
  cwd: string = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
  toolRoot: string = TOOL_ROOT,
): string {
  if (env.ACP_CODEGEN_CACHE_DIR) return resolve(env.ACP_CODEGEN_CACHE_DIR, "..");
  const project = nearestProject(resolve(cwd)) ?? installingProject(toolRoot) ?? toolRoot;
  return join(project, "node_modules", ".cache", "acp-codegen");
}

const TOOL_ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/[\\/]$/, "");

function nearestProject(dir: string): string | null {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, "package.json"))) return d;
    if (dirname(d) === d) return null;
  }
}

/** `/p/node_modules/acp-codegen` (or `/p/node_modules/@scope/x/node_modules/acp-codegen`): `/p`, the outermost project. */
function installingProject(toolRoot: string): string | null {
  const i = toolRoot.indexOf(`${sep}node_modules${sep}`);
  return i < 0 ? null : toolRoot.slice(0, i) || sep;
}
