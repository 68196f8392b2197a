import { existsSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";

/** The shared folder beside the repository (conformance vectors, the published wire format). */
export const SHARED = join(PACKAGE_ROOT, "..", "shared");

/** A path under ../shared, or a clear error naming what is missing (instead of a failure deep inside a parser). */
export function sharedPath(...parts: string[]): string {
  const p = join(SHARED, ...parts);
  if (!existsSync(p)) {
    throw new Error(
      `this test needs ${join("..", "shared", ...parts)} beside the repository (CI checks it out there); it is missing: ${p}`,
    );
  }
  return p;
}
