import { readFileSync } from "node:fs";
import { sharedPath } from "../shared.js";

/** The protocol versions upstream publishes a schema for. */
export const VERSIONS = ["v1", "v2"] as const;
export type Version = (typeof VERSIONS)[number];

/** A JSON Schema document, as published. */
export type SchemaDoc = { readonly $defs: Record<string, unknown> } & Record<string, unknown>;

const docs = new Map<string, SchemaDoc>();

/** The published wire format of a version, with every unstable feature (`../shared/upstream-wire/sdk-2.4.0/vN/schema.unstable.json`). */
export function publishedSchema(version: string): SchemaDoc {
  let doc = docs.get(version);
  if (!doc) {
    doc = JSON.parse(readFileSync(sharedPath("upstream-wire", "sdk-2.4.0", version, "schema.unstable.json"), "utf8")) as SchemaDoc;
    docs.set(version, doc);
  }
  return doc;
}

/** The names of a version's `$defs`, sorted. */
export function publishedDefs(version: string): readonly string[] {
  return Object.keys(publishedSchema(version).$defs).sort();
}
