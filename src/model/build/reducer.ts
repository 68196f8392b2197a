/**
 * A version's `reducer` literal: the union it folds, its entities, and each
 * variant's action.
 */
import type { ts as T } from "ts-morph";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { Reducer, ReducerEntity, ReducerVariant } from "../types.js";
import type { Reader } from "./reader.js";
import { readData } from "./literal.js";

/** Reducer actions, and what each needs besides the action. */
const REDUCER_ACTIONS: { readonly [action: string]: readonly ("role" | "field" | "entity")[] } = {
  append: ["role", "field"],
  "clear-last": ["role", "field"],
  upsert: [],
  patch: ["entity"],
  replace: ["entity"],
  ignore: [],
};

export function readReducer(rd: Reader, init: T.Expression | undefined, loc: Loc): Reducer | null {
  const data = init ? readData(rd, init) : null;
  if (!data || data.kind !== "object") {
    rd.report("reducer-invalid", loc, "reducer must be an object literal (see ReducerSpec in vocabulary.ts)");
    return null;
  }
  const str = (key: string): string | null => {
    const v = data.entries.get(key);
    if (v?.kind === "string") return v.value;
    rd.report("reducer-invalid", v?.loc ?? data.loc, `reducer.${key} must be a string`);
    return null;
  };
  const union = str("union");
  const entity = str("entity");
  const key = str("key");
  const keying = str("keying");
  const vs = data.entries.get("variants");
  const variants: ReducerVariant[] = [];
  const entities: ReducerEntity[] = [];
  const es = data.entries.get("entities");
  if (es && es.kind !== "object") rd.report("reducer-invalid", es.loc, "reducer.entities must be an object: { name: { key: \"field\" } | { single: true } }");
  else if (es) {
    for (const [name, e] of es.entries) {
      const k = e.kind === "object" ? e.entries.get("key") : undefined;
      const single = e.kind === "object" ? e.entries.get("single") : undefined;
      if ((k?.kind === "string") === (single?.kind === "boolean" && single.value)) {
        rd.report("reducer-invalid", e.loc, `entity '${name}' is either { key: "field" } or { single: true }`);
        continue;
      }
      entities.push({ name, key: k?.kind === "string" ? k.value : null, loc: e.loc });
    }
  }
  if (vs?.kind !== "object") rd.report("reducer-invalid", vs?.loc ?? data.loc, "reducer.variants must be an object");
  else {
    for (const [tag, v] of vs.entries) {
      const get = (k: string): string | null => {
        const x = v.kind === "object" ? v.entries.get(k) : undefined;
        return x?.kind === "string" ? x.value : null;
      };
      const action = get("action") ?? "";
      const [role, field, entity] = [get("role"), get("field"), get("entity")];
      const need = REDUCER_ACTIONS[action];
      if (!need) {
        rd.report("reducer-invalid", v.loc, `reducer variant '${tag}' needs an action: ${Object.keys(REDUCER_ACTIONS).join(", ")}`);
        continue;
      }
      const missing: string[] = need.filter((k) => ({ role, field, entity })[k] === null);
      if (action === "upsert" && (role === null) === (entity === null)) missing.push("a role (a message) or an entity, not both");
      if (missing.length) {
        rd.report("reducer-invalid", v.loc, `reducer variant '${tag}' (${action}) needs ${missing.join(" and ")}`);
        continue;
      }
      const fx = v.kind === "object" ? v.entries.get("fixed") : undefined;
      const fixed: string[] = [];
      // A misused `fixed` is reported and left out; the variant's action still stands.
      if (fx !== undefined) {
        if (fx.kind !== "array" || fx.items.some((x) => x.kind !== "string"))
          rd.report("reducer-invalid", fx.loc, `reducer variant '${tag}': fixed must be a list of field names`);
        else if (action !== "upsert" || entity === null)
          rd.report("reducer-invalid", fx.loc, `reducer variant '${tag}': only an entity upsert has fixed fields`);
        else for (const x of fx.items) if (x.kind === "string") fixed.push(x.value);
      }
      variants.push({ tag, action: action as ReducerVariant["action"], role, field, entity, fixed, loc: v.loc });
    }
  }
  if (keying !== null && keying !== "required" && keying !== "optional-heuristic") {
    rd.report("reducer-invalid", data.entries.get("keying")!.loc, "reducer.keying must be 'required' or 'optional-heuristic'");
    return null;
  }
  if (!union || !entity || !key || !keying) return null;
  return { union, entity, key, keying, entities, variants, loc };
}
