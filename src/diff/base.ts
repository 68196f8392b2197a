import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

/** The base spec could not be read (not a folder, not a git ref with that spec folder). */
export class BaseError extends Error {}

/**
 * The folder of the base spec: `base` itself when it is a folder, else the spec
 * folder at git ref `base`, exported into a temporary folder (the work tree is
 * never touched). `cleanup` removes what was exported.
 */
export function resolveBase(base: string, spec: string, cwd: string): { dir: string; temp: string | null } {
  const asDir = resolve(cwd, base);
  if (existsSync(asDir) && statSync(asDir).isDirectory()) return { dir: asDir, temp: null };
  const top = spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd, encoding: "utf8" });
  if (top.status !== 0)
    throw new BaseError(`'${base}' is neither a folder nor a git ref: ${cwd} is not in a git repository`);
  const root = top.stdout.trim();
  const rel = relative(root, resolve(cwd, spec)).split("\\").join("/");
  const commit = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${base}^{commit}`], { cwd, encoding: "utf8" });
  if (commit.status !== 0) throw new BaseError(`'${base}' is neither a folder nor a git ref of this repository`);
  const list = spawnSync("git", ["ls-tree", "-r", "--name-only", commit.stdout.trim(), "--", rel], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  const files = list.stdout.split("\n").filter(Boolean);
  if (list.status !== 0 || !files.length) throw new BaseError(`git ref '${base}' has no spec folder '${rel}'`);
  const temp = mkdtempSync(join(tmpdir(), "acp-diff-base-"));
  for (const f of files) {
    const show = spawnSync("git", ["show", `${commit.stdout.trim()}:${f}`], { cwd: root, maxBuffer: 1 << 28 });
    if (show.status !== 0) throw new BaseError(`cannot read ${f} at '${base}'`);
    const target = join(temp, relative(rel, f));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, show.stdout);
  }
  return { dir: temp, temp };
}
