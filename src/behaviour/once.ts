/**
 * The compiled behaviour of a model, compiled once: validation's behaviour
 * rule and every language's render read the same programs. A result is kept
 * for the model object and the index it was compiled against, so a rebuilt
 * model (or another index of it) compiles again.
 */
import type { VersionIndex } from "../model/index.js";
import type { SpecModel } from "../model/types.js";
import { compileBehaviour } from "./compile.js";
import { sharedOf } from "../render/retained.js";

type Compiled = ReturnType<typeof compileBehaviour>;

const compiled = new WeakMap<
  SpecModel,
  {
    readonly value: { readonly versions: ReadonlyMap<string, VersionIndex>; readonly result: Compiled };
    readonly reads: readonly number[];
  }
>();

/** `compileBehaviour(model, versions)`, computed at most once for the same model and index. Callers must not change the result. */
export function behaviourOf(model: SpecModel, versions: ReadonlyMap<string, VersionIndex>): Compiled {
  if (compiled.get(model)?.value.versions !== versions) compiled.delete(model);
  return sharedOf(compiled, model, () => ({ versions, result: compileBehaviour(model, versions) })).result;
}
