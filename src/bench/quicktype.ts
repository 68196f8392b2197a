import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";

/**
 * quicktype, the general-purpose schema-to-code generator the bench compares
 * against (the tool's own speed, and the plain Go structs of the side-by-side
 * bench). It is not a dependency: the pinned version is installed into a
 * cache folder the first time it is needed.
 */
export const QUICKTYPE_VERSION = "26.0.0";
const QUICKTYPE_DIR = join(PACKAGE_ROOT, "node_modules", ".cache", "acp-codegen", `quicktype-${QUICKTYPE_VERSION}`);
export const QUICKTYPE = join(QUICKTYPE_DIR, "node_modules", ".bin", "quicktype");

/** Installs the pinned quicktype into its cache folder unless it is there. */
export function ensureQuicktype(): void {
  if (existsSync(QUICKTYPE)) return;
  mkdirSync(QUICKTYPE_DIR, { recursive: true });
  const r = spawnSync(
    "npm",
    ["install", "--no-audit", "--no-fund", "--prefix", QUICKTYPE_DIR, `quicktype@${QUICKTYPE_VERSION}`],
    { stdio: "inherit" },
  );
  if (r.status !== 0) throw new Error("could not install quicktype for the comparison");
}
