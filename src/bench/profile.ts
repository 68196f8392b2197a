import { readFileSync } from "node:fs";

/** A V8 CPU profile (`node --cpu-prof`), as far as the summary reads it. */
interface CpuProfile {
  readonly nodes: readonly {
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  }[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface SelfTime {
  /** `function (file:line)`, the file relative to node_modules or the package. */
  readonly where: string;
  readonly ms: number;
  /** Share of the whole profile. */
  readonly share: number;
}

/** Where a frame's file is, short: from `node_modules/` on, or from the package root. */
function shortUrl(url: string, root: string): string {
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) return url.slice(nm + "node_modules/".length);
  const path = url.replace(/^file:\/\//, "");
  return path.startsWith(root) ? path.slice(root.length).replace(/^\//, "") : path || "(native)";
}

/** The functions with the most self time in a profile, largest first. */
export function topSelfTime(profilePath: string, root: string, count = 5): SelfTime[] {
  const p = JSON.parse(readFileSync(profilePath, "utf8")) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = (p.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const name = f.functionName || "(anonymous)";
    const where = f.url ? `${name} (${shortUrl(f.url, root)}:${f.lineNumber + 1})` : name;
    self.set(where, (self.get(where) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([where, ms]) => ({ where, ms, share: total ? ms / total : 0 }));
}
