import type { Target } from "../render/target.js";
import { docsTarget } from "./docs/index.js";
import { goTarget } from "../languages/go/index.js";
import { jsonSchemaTarget } from "./jsonschema/index.js";
import { pythonTarget } from "./python/index.js";
import { rustTarget } from "./rust/index.js";
import { tablesTarget } from "./tables/index.js";
import { vectorsTarget } from "./vectors/index.js";
import { typescriptTarget } from "./typescript/index.js";

/** The static registry: one line per target. */
export const targets: readonly Target[] = [typescriptTarget, rustTarget, pythonTarget, goTarget, jsonSchemaTarget, docsTarget, tablesTarget, vectorsTarget];

export function findTarget(name: string): Target | undefined {
  return targets.find((t) => t.name === name);
}
