/** Rules on behaviour: converters and reducers, their names, and the entities and actions of a reducer. */

import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { checkValue } from "../model/check-value.js";
import { objectDecl, unionDecl, type VersionIndex } from "../model/index.js";
import type { Field, TypeExpr, VersionModel } from "../model/types.js";
import { behaviourOf } from "../behaviour/once.js";
import type { LanguagePlugin } from "../plugin/index.js";
import { evaluateExamples } from "../behaviour/evaluate.js";
import { resolveConstruct } from "../model/constructs.js";
import { appendMode, bareType, entityTypeOf, fieldsOf, typeAtPath, writtenType } from "../model/reducer-types.js";
import { snakeCase } from "../naming.js";
import { listed } from "./rule.js";
import type { Rule } from "./rule.js";

/** The rule programs must compile against the types, and every worked example must give what it says when run through them. */
export const behaviour: Rule = {
  name: "behaviour",
  run: ({ model, versions, prior }) => {
    // Rules are compiled against the types: while a type, construct or example is broken, this would only echo it.
    if (prior.some((d) => d.severity === "error")) return [];
    const { programs, diagnostics } = behaviourOf(model, versions);
    // Examples run only over programs that compiled cleanly: a broken rule is reported once, where it is written.
    if (diagnostics.length) return [...diagnostics];
    return evaluateExamples(model.conversions, programs, versions);
  },
};

/** Names of converter state, options and reducer entities become identifiers in every language. */
const BEHAVIOUR_NAME = /^[a-z][A-Za-z0-9]*$/;

/** The names the languages' generated code reserves, by one of their naming hooks: each name once, in the languages' order. */
function reservedBy(languages: readonly LanguagePlugin[], hook: "reducerMembers" | "converterMembers"): string[] {
  return [...new Set(languages.flatMap((l) => l.naming?.[hook] ?? []))];
}

/** A behaviour name spelled as an identifier (a field, method or parameter): the first language it is a keyword of, or null. */
function keywordIn(name: string, languages: readonly LanguagePlugin[]): string | null {
  const snake = snakeCase(name);
  return languages.find((l) => l.naming?.keywords?.has(snake))?.displayName ?? null;
}

/** The languages that spell spec names as identifiers of their own (snake_case fields, PascalCase variants). */
export const identifierLanguages = (languages: readonly LanguagePlugin[]): LanguagePlugin[] =>
  languages.filter((l) => l.naming?.fieldIdent || l.naming?.variantIdent);

/** Converter state and option names become identifiers (options are constructor parameters, beside `unstable`). */
export const converterNames: Rule = {
  name: "converter-names",
  run: ({ model, versions, languages }) => {
    const out: Diagnostic[] = [];
    for (const c of model.converters) {
      for (const x of [...c.state, ...c.options]) {
        const keyword = keywordIn(x.name, languages);
        if (!BEHAVIOUR_NAME.test(x.name))
          out.push(
            diag(
              "conversion-invalid",
              x.loc,
              `'${x.name}' becomes an identifier in every generated language: use a camelCase name (letters and digits)`,
            ),
          );
        else if (keyword)
          out.push(
            diag(
              "conversion-invalid",
              x.loc,
              `'${x.name}' becomes an identifier in every generated language, and is a keyword of ${keyword}`,
            ),
          );
        else if (x.name === "unstable")
          out.push(
            diag(
              "conversion-invalid",
              x.loc,
              `'unstable' is the converters' own option (the unstable features they read and write)`,
            ),
          );
      }
    }
    // Each source type of a converter becomes a method named after it (`sessionUpdate`, `session_update`).
    const methods = new Map<string, string>();
    // Members every generated converter has (`method`, `convertJson`...): a source type's method must not take one.
    const members = new Set(reservedBy(languages, "converterMembers"));
    for (const r of model.conversions) {
      const from = r.direction.split("->")[0];
      for (const c of r.source) {
        const res = resolveConstruct(versions, c.text);
        if (typeof res === "string" || res.kind === "method" || res.version !== from) continue;
        const type = c.text.slice(res.version.length + 1).split(":")[0]!;
        const key = `${res.version}.${snakeCase(type)}`;
        const prev = methods.get(key);
        if (members.has(type))
          out.push(
            diag(
              "name-collision",
              c.loc,
              `the converter method that converts ${res.version}.${type} would be '${snakeCase(type)}', a member every converter already has`,
            ),
          );
        else if (prev !== undefined && prev !== type)
          out.push(
            diag(
              "name-collision",
              c.loc,
              `the converter methods of ${res.version}.${prev} and ${res.version}.${type} both become '${snakeCase(type)}' in ${listed(identifierLanguages(languages).map((l) => l.displayName))}`,
            ),
          );
        if (prev === undefined) methods.set(key, type);
      }
    }
    return out;
  },
};

export const reducers: Rule = {
  name: "reducers",
  run: ({ versions, languages }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const r = ix.version.reducer;
      if (!r) continue;
      const res = resolveConstruct(versions, r.union);
      const u =
        typeof res !== "string" && res.kind === "type" && res.version === ix.version.name
          ? unionDecl(ix, r.union.split(".")[1]!)
          : null;
      if (!u) {
        out.push(
          diag("reducer-invalid", r.loc, `reducer.union '${r.union}' must name a tagged union of ${ix.version.name}`),
        );
        continue;
      }
      const entities = new Map(r.entities.map((e) => [e.name, e]));
      const members = reservedBy(languages, "reducerMembers");
      for (const e of r.entities) {
        if (!BEHAVIOUR_NAME.test(e.name) || members.includes(e.name)) {
          const other = members.length ? ` other than ${members.join(", ")}` : "";
          out.push(
            diag(
              "reducer-invalid",
              e.loc,
              `entity '${e.name}' becomes a method of the generated reducers: use a camelCase name${other}`,
            ),
          );
        } else if (keywordIn(e.name, languages) !== null) {
          out.push(
            diag(
              "reducer-invalid",
              e.loc,
              `entity '${e.name}' becomes a method of the generated reducers, and is a keyword of ${keywordIn(e.name, languages)!}`,
            ),
          );
        }
      }
      for (const rv of r.variants) {
        const x = u.variants.find((y) => y.tag === rv.tag);
        if (!x) {
          out.push(diag("reducer-invalid", rv.loc, `${r.union} has no variant '${rv.tag}'`));
          continue;
        }
        const p = objectDecl(ix, x.payload);
        if (rv.entity !== null) {
          const e = entities.get(rv.entity);
          if (!e) {
            out.push(
              diag(
                "reducer-invalid",
                rv.loc,
                `variant '${rv.tag}' names entity '${rv.entity}', which reducer.entities does not declare`,
              ),
            );
            continue;
          }
          out.push(
            ...entityAction(ix, r, rv, e, x.payload).map((m) =>
              diag("reducer-invalid", rv.loc, `variant '${rv.tag}' (${rv.action} ${e.name}): ${m}`),
            ),
          );
          if (rv.fixed.length && rv.value !== null)
            out.push(
              diag(
                "reducer-invalid",
                rv.loc,
                `variant '${rv.tag}' fixes fields of an upsert with a value: fixed fields go with an upsert of the payload itself`,
              ),
            );
          for (const f of rv.fixed) {
            const field = p?.fields.find((x) => x.name === f);
            if (!field || f === e.key)
              out.push(
                diag(
                  "reducer-invalid",
                  rv.loc,
                  `variant '${rv.tag}' fixes '${f}', which is not a field of its payload other than the key`,
                ),
              );
            else if (field.patch)
              out.push(
                diag(
                  "reducer-invalid",
                  rv.loc,
                  `variant '${rv.tag}' fixes '${f}', a patch field (null clears it, so it cannot be fixed)`,
                ),
              );
          }
          continue;
        }
        if (rv.action === "append" || rv.action === "upsert") {
          const key = p?.fields.find((f) => f.name === r.key);
          if (!key)
            out.push(diag("reducer-invalid", rv.loc, `variant '${rv.tag}' (${rv.action}) has no key field '${r.key}'`));
          else if (r.keying === "required" && key.optional)
            out.push(
              diag(
                "reducer-invalid",
                rv.loc,
                `'${r.key}' of variant '${rv.tag}' is optional, but keying is 'required'`,
              ),
            );
        }
        if (rv.action === "append" && !p?.fields.some((f) => f.name === rv.field && !f.optional)) {
          out.push(
            diag(
              "reducer-invalid",
              rv.loc,
              `variant '${rv.tag}' appends '${rv.field}', which its payload lacks or has as optional`,
            ),
          );
        }
      }
      const lists = [
        ...new Set(r.variants.flatMap((rv) => (rv.field === null || rv.entity !== null ? [] : [rv.field]))),
      ];
      if (lists.length > 1) {
        const rv = r.variants.find((x) => x.field === lists[1])!;
        out.push(diag("reducer-invalid", rv.loc, `messages have one list field: '${lists[0]}' here is '${lists[1]}'`));
      }
      for (const x of u.variants) {
        if (!r.variants.some((rv) => rv.tag === x.tag))
          out.push(
            diag(
              "reducer-invalid",
              x.loc,
              `the reducer says nothing of variant '${x.tag}' (its action may be 'ignore')`,
            ),
          );
      }
      for (const e of r.entities) {
        if (!e.initial.length) continue;
        const t = entityTypeOf(ix, r, e.name);
        const fields = t?.kind === "ref" ? fieldsOf(ix, t.name) : null;
        for (const i of e.initial) {
          const f = fields?.find((x) => x.name === i.field);
          if (!f)
            out.push(
              diag(
                "reducer-invalid",
                i.loc,
                `entity '${e.name}': initial field '${i.field}' is no field of its type${t?.kind === "ref" ? ` ${t.name}` : ""}`,
              ),
            );
          else if (i.field === e.key)
            out.push(
              diag(
                "reducer-invalid",
                i.loc,
                `entity '${e.name}': its key '${i.field}' comes from the update, not from initial`,
              ),
            );
          else {
            const problem = checkValue(ix, f.type, i.value);
            if (problem)
              out.push(
                diag(
                  "reducer-invalid",
                  i.loc,
                  `entity '${e.name}': initial '${i.field}' is not a valid value of its field: ${problem}`,
                ),
              );
          }
        }
      }
      for (const role of r.roles) {
        if (!r.variants.some((rv) => rv.role === role.role))
          out.push(diag("reducer-invalid", role.loc, `reducer.roles names role '${role.role}', which no variant has`));
      }
    }
    return out;
  },
};

/** What is wrong with an entity action of a reducer variant (empty: nothing), against its payload and the entity's type. */
function entityAction(
  ix: VersionIndex,
  r: NonNullable<VersionModel["reducer"]>,
  rv: NonNullable<VersionModel["reducer"]>["variants"][number],
  e: NonNullable<VersionModel["reducer"]>["entities"][number],
  payload: string | null,
): string[] {
  const out: string[] = [];
  const keyed = e.key !== null;
  if (!keyed && (rv.action === "patch" || rv.action === "remove" || rv.action === "append"))
    return [`'${rv.action}' needs a keyed entity; '${e.name}' is single (use replace or upsert)`];
  if (keyed && rv.action === "replace" && rv.value === null)
    return [`replacing a keyed entity needs a value: the payload path of the record, which holds its key '${e.key}'`];
  if (payload === null) return ["the variant has no payload to read"];
  // The payload path of the value, and the type there.
  let written: TypeExpr | null = { kind: "ref", name: payload, loc: rv.loc };
  if (rv.value !== null) {
    const at = typeAtPath(ix, payload, rv.value.split("."));
    if (!at.ok) return [`value '${rv.value}': ${at.error}`];
    if (!at.required)
      out.push(
        `value '${rv.value}' may be absent or null in ${payload}: a value path needs fields the payload always has`,
      );
    written = writtenType(ix, r, rv);
  }
  const record = written ? bareType(ix, written) : null;
  // The key must be a field the record always has: its own, one every variant of a union carries, or (a closed union) one of every variant's payload.
  const required = (fields: readonly Field[] | null | undefined): boolean => {
    const f = fields?.find((x) => x.name === e.key);
    return f !== undefined && !f.optional && f.type.kind !== "nullable";
  };
  const keyIn = (owner: string | null, what: string): void => {
    const d = owner === null ? undefined : ix.decls.get(owner);
    const ok =
      required(owner === null ? null : fieldsOf(ix, owner)) ||
      (d?.kind === "union" &&
        !d.open &&
        d.variants.length > 0 &&
        d.variants.every((x) => required(objectDecl(ix, x.payload)?.fields)));
    if (!ok) out.push(`${what} needs a required key field '${e.key}'`);
  };
  switch (rv.action) {
    case "upsert":
    case "patch":
      if (record?.kind !== "ref" || objectDecl(ix, record.name) === null)
        out.push(`the record it merges must be an object type${rv.value !== null ? ` ('${rv.value}' is not)` : ""}`);
      else if (keyed) keyIn(record.name, rv.value === null ? payload : `'${rv.value}' (${record.name})`);
      break;
    case "replace":
      if (keyed) {
        if (record?.kind !== "ref" || fieldsOf(ix, record.name) === null)
          out.push(`'${rv.value}' must be an object type that holds the key '${e.key}'`);
        else keyIn(record.name, `'${rv.value}' (${record.name})`);
      }
      break;
    case "remove":
      keyIn(payload, payload);
      break;
    case "append": {
      keyIn(payload, payload);
      const t = entityTypeOf(ix, r, e.name);
      if (t?.kind !== "ref" || fieldsOf(ix, t.name) === null) {
        out.push(`'${e.name}' has no object type to append to: an upsert or replace of it gives it one`);
        break;
      }
      const path = rv.field!.split(".");
      const at = typeAtPath(ix, t.name, path);
      if (!at.ok) {
        out.push(`field '${rv.field}': ${at.error}`);
        break;
      }
      if (written) {
        const mode = appendMode(ix, at.type, written);
        if (typeof mode !== "string") out.push(`value '${rv.value}' does not fit field '${rv.field}': ${mode.error}`);
      }
      // What an append creates must be valid: the entity (its key, initial fields and the first step), and each object on the way.
      const given = new Set([e.key!, ...e.initial.map((i) => i.field)]);
      const lacking = (owner: string, has: ReadonlySet<string>): string[] =>
        (fieldsOf(ix, owner) ?? []).filter((f) => !f.optional && !has.has(f.name)).map((f) => f.name);
      const top = lacking(t.name, new Set([...given, path[0]!]));
      if (top.length)
        out.push(
          `an entity of '${e.name}' it creates would lack the required ${top.map((n) => `'${n}'`).join(", ")} of ${t.name} (give ${top.length > 1 ? "them" : "it"} in the entity's initial)`,
        );
      for (const [i, step] of at.steps.entries()) {
        if (i === 0) continue;
        const missing = lacking(step.owner, new Set([step.field.name]));
        if (missing.length)
          out.push(
            `field '${rv.field}': the ${step.owner} it creates at '${path.slice(0, i).join(".")}' would lack its required ${missing.map((n) => `'${n}'`).join(", ")}`,
          );
      }
      break;
    }
    default:
      break;
  }
  return out;
}
