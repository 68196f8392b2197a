import { converterStatements, reducerStatements } from "../behaviour/statements.js";
import type { ConverterStatements, ReducerStatements } from "../behaviour/statements.js";
import { behaviourView, type BehaviourView } from "./behaviour.js";
import type { TargetContext } from "./target.js";
import { sharedOf } from "./retained.js";

/** The behaviour of a spec as a printer reads it: the typed view, and every converter and reducer lowered to statements. */
export interface LoweredBehaviour {
  readonly view: BehaviourView;
  /** In the order of `view.ir.converters`. */
  readonly converters: readonly ConverterStatements[];
  /** In the order of `view.ir.reducers`. */
  readonly reducers: readonly ReducerStatements[];
}

const cache = new WeakMap<BehaviourView, { readonly value: LoweredBehaviour; readonly reads: readonly number[] }>();

/** The lowered behaviour of a validated spec (computed once per model). */
export function loweredBehaviour(ctx: TargetContext): LoweredBehaviour {
  const view = behaviourView(ctx);
  return sharedOf(cache, view, () => ({
    view,
    converters: view.ir.converters.map(converterStatements),
    reducers: view.ir.reducers.map(reducerStatements),
  }));
}
