import { converterStatements, reducerStatements } from "../behaviour/statements.js";
import type { ConverterStatements, ReducerStatements } from "../behaviour/statements.js";
import { behaviourView, type BehaviourView } from "./behaviour.js";
import type { TargetContext } from "./target.js";

/** The behaviour of a spec as a printer reads it: the typed view, and every converter and reducer lowered to statements. */
export interface LoweredBehaviour {
  readonly view: BehaviourView;
  /** In the order of `view.ir.converters`. */
  readonly converters: readonly ConverterStatements[];
  /** In the order of `view.ir.reducers`. */
  readonly reducers: readonly ReducerStatements[];
}

const cache = new WeakMap<BehaviourView, LoweredBehaviour>();

/** The lowered behaviour of a validated spec (computed once per model). */
export function loweredBehaviour(ctx: TargetContext): LoweredBehaviour {
  const view = behaviourView(ctx);
  const hit = cache.get(view);
  if (hit) return hit;
  const lowered = {
    view,
    converters: view.ir.converters.map(converterStatements),
    reducers: view.ir.reducers.map(reducerStatements),
  };
  cache.set(view, lowered);
  return lowered;
}
