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

export interface StageTime {
  /** `load`, `model`, `validate`, `render <target>`, `format`, `write`, `garbage collection`, or the rest. */
  readonly stage: string;
  readonly ms: number;
  readonly share: number;
}

/** The stage a frame starts, if it starts one: the pipeline's stage functions, by name and file. */
function stageOf(f: { readonly functionName: string; readonly url: string }): string | null {
  const { functionName: name, url } = f;
  if (url.includes("/node_modules/prettier/")) return "format: prettier";
  if (!url.includes("/dist/")) return null;
  if (name === "parse" && url.endsWith("/dist/load/load.js")) return "load";
  if (name === "buildModel" && url.endsWith("/dist/model/build.js")) return "model";
  if (
    (name === "validate" && url.endsWith("/dist/validate/rules.js")) ||
    (name === "missingDocs" && url.endsWith("/dist/validate/docs.js"))
  )
    return "validate";
  const target = /\/dist\/(?:languages|targets)\/([a-z]+)\//.exec(url);
  if (name === "generate" && target) return `render ${target[1]}`;
  if (name === "formatFiles" && url.endsWith("/dist/format/format.js")) return "format";
  if ((name === "add" || name === "finish") && url.endsWith("/dist/write/write.js")) return "write";
  return null;
}

/**
 * A CPU profile's time by pipeline stage: each sample goes to the innermost
 * stage function on its stack (parsing, which the model stage calls, counts
 * as load; prettier, which runs in promise jobs, is a row of its own). Garbage
 * collection is its own row; the rest is starting node, loading modules and
 * what lies between the stages. Largest first, the rest last.
 */
export function stageTimes(profilePath: string): StageTime[] {
  const p = JSON.parse(readFileSync(profilePath, "utf8")) as CpuProfile & {
    nodes: readonly { id: number; children?: readonly number[] }[];
  };
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const stageById = new Map<number, string>();
  const stageOfNode = (id: number): string => {
    const known = stageById.get(id);
    if (known !== undefined) return known;
    const n = byId.get(id)!;
    const own = n.callFrame.functionName === "(garbage collector)" ? "garbage collection" : stageOf(n.callFrame);
    const up = parent.get(id);
    const stage = own ?? (up === undefined ? "start-up, module loading and the rest" : stageOfNode(up));
    stageById.set(id, stage);
    return stage;
  };
  const ms = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = (p.timeDeltas[i] ?? 0) / 1000;
    total += dt;
    const stage = stageOfNode(id);
    ms.set(stage, (ms.get(stage) ?? 0) + dt);
  });
  const rest = "start-up, module loading and the rest";
  return [...ms.entries()]
    .sort((a, b) => (a[0] === rest ? 1 : b[0] === rest ? -1 : b[1] - a[1]))
    .map(([stage, t]) => ({ stage, ms: t, share: total ? t / total : 0 }));
}
