import { leniencyGraph } from "../model/leniency.js";
import type { TargetContext } from "./target.js";

/** Every version's leniency graph, as the JSON file the Rust and Python interpreters read. */
export function leniencyJson(ctx: TargetContext): string {
  const all: { [version: string]: unknown } = {};
  for (const ix of ctx.versions.values()) all[ix.version.name] = leniencyGraph(ix);
  return `${JSON.stringify(all, null, 2)}\n`;
}
