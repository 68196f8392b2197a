import { readFileSync } from "node:fs";
import { sharedPath } from "../shared.js";

/** The protocol versions upstream publishes a schema for. */
export const VERSIONS = ["v1", "v2"] as const;
export type Version = (typeof VERSIONS)[number];

/** A JSON Schema document, as published. */
export type SchemaDoc = { readonly $defs: Record<string, unknown> } & Record<string, unknown>;

/**
 * The release the spec follows, as `../shared/upstream-wire/` names its folder: the schemas made
 * from the crate `agent-client-protocol-schema` 1.20.0, which no npm SDK release matches yet.
 */
export const PUBLISHED_RELEASE = "crate-1.20.0";
/** The release of the zod oracle: `@agentclientprotocol/sdk` 2.4.0, the newest npm release, which matches crate 1.15.1. */
export const ZOD_RELEASE = "sdk-2.4.0";

const docs = new Map<string, SchemaDoc>();

/** The published wire format of a version, with every unstable feature (`../shared/upstream-wire/<release>/vN/schema.unstable.json`). */
export function publishedSchema(version: string, release: string = PUBLISHED_RELEASE): SchemaDoc {
  const k = `${release}/${version}`;
  let doc = docs.get(k);
  if (!doc) {
    doc = JSON.parse(
      readFileSync(sharedPath("upstream-wire", release, version, "schema.unstable.json"), "utf8"),
    ) as SchemaDoc;
    docs.set(k, doc);
  }
  return doc;
}

/** The names of a version's `$defs`, sorted. */
export function publishedDefs(version: string, release: string = PUBLISHED_RELEASE): readonly string[] {
  return Object.keys(publishedSchema(version, release).$defs).sort();
}
