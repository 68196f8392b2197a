/**
 * A version's `reducer` literal: the union it folds, its entities, and each
 * variant's action.
 */
import type { Node } from "../../load/tree.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { Reducer, ReducerEntity, ReducerRole, ReducerVariant } from "../types.js";
import type { Reader } from "./reader.js";
import { readData, toJson } from "./literal.js";

type Part = "role" | "field" | "entity" | "value";

/** Reducer actions: what each needs besides the action, and what it may have besides. */
const REDUCER_ACTIONS: {
  readonly [action: string]: { readonly need: readonly Part[]; readonly may: readonly Part[] };
} = {
  append: { need: ["field"], may: ["role", "entity", "value"] },
  "clear-last": { need: ["role", "field"], may: [] },
  upsert: { need: [], may: ["role", "entity", "value"] },
  patch: { need: ["entity"], may: [] },
  replace: { need: ["entity"], may: ["value"] },
  remove: { need: ["entity"], may: [] },
  ignore: { need: [], may: [] },
};

export function readReducer(rd: Reader, init: Node | null, loc: Loc): Reducer | null {
  const data = init ? readData(rd, init) : null;
  if (data?.kind !== "object") {
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
  if (es && es.kind !== "object")
    rd.report(
      "reducer-invalid",
      es.loc,
      'reducer.entities must be an object: { name: { key: "field" } | { single: true } }',
    );
  else if (es) {
    for (const [name, e] of es.entries) {
      const k = e.kind === "object" ? e.entries.get("key") : undefined;
      const single = e.kind === "object" ? e.entries.get("single") : undefined;
      if ((k?.kind === "string") === (single?.kind === "boolean" && single.value)) {
        rd.report("reducer-invalid", e.loc, `entity '${name}' is either { key: "field" } or { single: true }`);
        continue;
      }
      const published = e.kind === "object" ? e.entries.get("published") : undefined;
      if (published && published.kind !== "string")
        rd.report(
          "reducer-invalid",
          published.loc,
          `entity '${name}': published is a string, upstream's name for the entity`,
        );
      const init = e.kind === "object" ? e.entries.get("initial") : undefined;
      const initial: ReducerEntity["initial"][number][] = [];
      if (init && (init.kind !== "object" || k?.kind !== "string")) {
        rd.report(
          "reducer-invalid",
          init.loc,
          `entity '${name}': initial is an object of field values, for a keyed entity`,
        );
      } else if (init?.kind === "object") {
        for (const [field, x] of init.entries) initial.push({ field, value: toJson(x), loc: x.loc });
      }
      entities.push({
        name,
        key: k?.kind === "string" ? k.value : null,
        published: published?.kind === "string" ? published.value : null,
        initial,
        loc: e.loc,
      });
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
      const parts = { role: get("role"), field: get("field"), entity: get("entity"), value: get("value") };
      const { role, field, entity, value } = parts;
      const shape = REDUCER_ACTIONS[action];
      if (!shape) {
        rd.report(
          "reducer-invalid",
          v.loc,
          `reducer variant '${tag}' needs an action: ${Object.keys(REDUCER_ACTIONS).join(", ")}`,
        );
        continue;
      }
      const missing: string[] = shape.need.filter((k) => parts[k] === null);
      if ((action === "upsert" || action === "append") && (role === null) === (entity === null))
        missing.push("a role (a message) or an entity, not both");
      if (action === "append" && entity !== null && value === null) missing.push("a value (its payload path)");
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
      const extra = (Object.keys(parts) as Part[]).filter(
        (k) => parts[k] !== null && !shape.need.includes(k) && !shape.may.includes(k),
      );
      if (role !== null && value !== null) extra.push("value");
      if (extra.length) {
        rd.report(
          "reducer-invalid",
          v.loc,
          `reducer variant '${tag}' (${action}${role !== null ? ` of a message` : ""}) takes no ${[...new Set(extra)].join(" or ")}`,
        );
        continue;
      }
      variants.push({
        tag,
        action: action as ReducerVariant["action"],
        role,
        field,
        entity,
        value,
        differs: get("differs"),
        fixed,
        loc: v.loc,
      });
    }
  }
  if (keying !== null && keying !== "required" && keying !== "optional-heuristic") {
    rd.report(
      "reducer-invalid",
      data.entries.get("keying")!.loc,
      "reducer.keying must be 'required' or 'optional-heuristic'",
    );
    return null;
  }
  const roles: ReducerRole[] = [];
  const rs = data.entries.get("roles");
  if (rs && rs.kind !== "object")
    rd.report("reducer-invalid", rs.loc, 'reducer.roles must be an object: { role: { published: "name" } }');
  else if (rs) {
    for (const [role, x] of rs.entries) {
      const p = x.kind === "object" ? x.entries.get("published") : undefined;
      if (p?.kind !== "string")
        rd.report("reducer-invalid", x.loc, `role '${role}' is { published: "upstream's name for its messages" }`);
      else roles.push({ role, published: p.value, loc: x.loc });
    }
  }
  if (!union || !entity || !key || !keying) return null;
  return { union, entity, key, keying, entities, roles, variants, loc };
}
