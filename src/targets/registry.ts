import type { Target } from "../render/target.js";
import { docsTarget } from "./docs/index.js";
import { jsonSchemaTarget } from "./jsonschema/index.js";
import { pythonTarget } from "../languages/python/plugin.js";
import { rustTarget } from "../languages/rust/plugin.js";
import { tablesTarget } from "./tables/index.js";
import { vectorsTarget } from "./vectors/index.js";
import { typescriptTarget } from "../languages/typescript/plugin.js";

/** The static registry: one line per target. */
export const targets: readonly Target[] = [typescriptTarget, rustTarget, pythonTarget, jsonSchemaTarget, docsTarget, tablesTarget, vectorsTarget];

export function findTarget(name: string): Target | undefined {
  return targets.find((t) => t.name === name);
}
