import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Lists `.ts` files under `root`, sorted by relative path so enumeration order never matters. */
export function listSpecFiles(root: string): { rel: string; text: string }[] {
  const out: { rel: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if (
        (name.endsWith(".ts") && !name.endsWith(".d.ts")) ||
        (name.endsWith(".json") && relative(root, dir).split(sep).join("/") === "vectors")
      ) {
        out.push({ rel: relative(root, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
