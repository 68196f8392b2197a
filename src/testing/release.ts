import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "../pipeline.js";
import { SHARED } from "./shared.js";

/**
 * The schema files a spec folder's `upstream.ts` records, as `{ path, digest }`
 * (`v1/schema.json`, `sha256:...`). Read from the text, so that a test needs no
 * compile to know which release the spec follows.
 */
export function recordedSchemas(spec = join(PACKAGE_ROOT, "spec")): { path: string; digest: string }[] {
  const file = join(spec, "upstream.ts");
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/"([^"]+\.json)":\s*"(sha256:[0-9a-f]{64})"/g)].map((m) => ({ path: m[1]!, digest: m[2]! }));
}

/**
 * The folder under ../shared/upstream-wire that holds exactly the schema files the
 * spec's `upstream.ts` records (each file's SHA-256 must match): the release the
 * spec follows, found by its digests rather than by a name written into a test.
 * Null only when ../shared/upstream-wire is not beside the repository; when it is
 * there but holds no such release, or the spec records none, this throws, so a
 * test built on it fails rather than skips.
 */
export function recordedReleaseFolder(spec?: string): string | null {
  const root = join(SHARED, "upstream-wire");
  if (!existsSync(root)) return null;
  const schemas = recordedSchemas(spec);
  if (schemas.length === 0) throw new Error(`the spec records no published schema in upstream.ts (${spec ?? "spec"})`);
  const candidates = [
    root,
    ...readdirSync(root)
      .sort()
      .map((n) => join(root, n))
      .filter((p) => statSync(p).isDirectory()),
  ];
  const digest = (p: string): string => `sha256:${createHash("sha256").update(readFileSync(p)).digest("hex")}`;
  const found = candidates.find((dir) =>
    schemas.every((s) => existsSync(join(dir, s.path)) && digest(join(dir, s.path)) === s.digest),
  );
  if (found === undefined)
    throw new Error(
      `no folder under ${root} holds the schema files upstream.ts records (${schemas.map((s) => s.path).join(", ")}) with their digests`,
    );
  return found;
}
