import { messageGroups } from "../model/methods.js";
import { snakeCase } from "../naming.js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ResolvedConfig } from "../config.js";
import type { TargetContext } from "./target.js";
import { provenanceOf } from "./provenance.js";

/** The licence text shipped for Apache-2.0: the compiler's own LICENSE file. */
const APACHE_TEXT = fileURLToPath(new URL("../../LICENSE", import.meta.url));

/**
 * The LICENSE file of every generated package: the configured licence file's
 * text, else the Apache-2.0 text for `Apache-2.0` (the default), else a notice
 * naming the licence by its SPDX expression.
 */
export function licenseText(config: Pick<ResolvedConfig, "license" | "licenseFile">): string {
  if (config.licenseFile !== null) return readFileSync(config.licenseFile, "utf8");
  if (config.license === "Apache-2.0") return readFileSync(APACHE_TEXT, "utf8");
  return `This package is licensed under ${config.license} (an SPDX licence expression: https://spdx.org/licenses/).\n`;
}

/**
 * What every package's README says, whatever the language: its description,
 * licence, the spec it follows (provenance), and a type of the newest version
 * to show a minimal use with (the first stable object type, in spec order).
 */
export function readmeView(
  ctx: TargetContext,
  defaultDescription: string,
): {
  description: string;
  license: string;
  provenance: readonly string[];
  versions: string;
  example: { version: string; type: string } | null;
  /** A request group of the newest version with an envelope and one of its stable methods, for the typed dispatch example. */
  dispatch: { version: string; group: string; snake: string; method: string } | null;
} {
  const versions = [...ctx.versions.keys()];
  const newest = versions.length ? ctx.versions.get(versions[versions.length - 1]!)! : null;
  const decl = newest?.version.decls.find((d) => d.kind === "object" && !d.doc.unstable) ?? null;
  return {
    description: ctx.config.description ?? defaultDescription,
    license: ctx.config.license,
    provenance: provenanceOf(ctx.model).lines,
    versions: versions.join(", "),
    example: decl && { version: decl.version, type: decl.name },
    dispatch: dispatchExample(ctx),
  };
}

/** The first request group of the newest version that declares an envelope, with its first stable method; null when none. */
function dispatchExample(ctx: TargetContext): { version: string; group: string; snake: string; method: string } | null {
  for (const ix of [...ctx.versions.values()].reverse()) {
    for (const g of messageGroups(ix.version)) {
      const m = g.role === "request" ? g.methods.find((x) => !x.doc.unstable) : undefined;
      if (m)
        return { version: ix.version.name, group: g.name, snake: snakeCase(g.name), method: JSON.stringify(m.name) };
    }
  }
  return null;
}
