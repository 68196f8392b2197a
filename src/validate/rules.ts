import { diag, type Diagnostic, type Loc } from "../diagnostics/diagnostic.js";
import { checkMessage, checkValue, checkValue as checkValueOf, isPlainObject } from "../model/check-value.js";
import { firstDuplicateMember } from "../model/duplicate-members.js";
import { DERIVED_MESSAGE_NAMES, envelopeTypeNames } from "../model/methods.js";
import { indexModel, objectDecl, unionDecl, type VersionIndex } from "../model/index.js";
import {
  intRange,
  type Decl,
  type Doc,
  type Field,
  type SpecModel,
  type TypeExpr,
  type VersionModel,
} from "../model/types.js";
import { behaviourOf } from "../behaviour/once.js";
import { cyclicComponents, inlineEdges } from "../model/inline-graph.js";
import { defaultKind } from "../model/leniency.js";
import type { LanguagePlugin } from "../plugin/index.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { evaluateExamples } from "../behaviour/evaluate.js";
import { matchesConstruct, resolveConstruct } from "../model/constructs.js";
import { appendMode, bareType, entityTypeOf, fieldsOf, typeAtPath, writtenType } from "../model/reducer-types.js";
import { pascalCase, reservedTypeName, snakeCase } from "../naming.js";
import { specFeatures } from "../model/features.js";
import { bridgePlan } from "../model/bridge.js";

export interface RuleContext {
  readonly model: SpecModel;
  readonly versions: ReadonlyMap<string, VersionIndex>;
  /** What the rules before this one reported, so that a rule can stay quiet about their follow-on effects. */
  readonly prior: readonly Diagnostic[];
  /** The languages of the run: every name must be spellable, and stay distinct, in each. */
  readonly languages: readonly LanguagePlugin[];
}

/** A validation rule: reads the model, returns diagnostics. Never throws, never mutates. */
export interface Rule {
  readonly name: string;
  readonly run: (ctx: RuleContext) => Diagnostic[];
}

/** The fields a declaration owns: an object's, or the fields a union's variants share. */
function ownFields(d: Decl): readonly Field[] {
  return d.kind === "object" || d.kind === "union" ? d.fields : [];
}

function* typeExprs(t: TypeExpr): Generator<TypeExpr> {
  yield t;
  if (t.kind === "array") yield* typeExprs(t.items);
  if (t.kind === "nullable") yield* typeExprs(t.inner);
  if (t.kind === "map") yield* typeExprs(t.values);
}

function fieldType(f: Field): TypeExpr {
  return f.patch ? { kind: "nullable", inner: f.type, loc: f.loc } : f.type;
}

const unknownTypes: Rule = {
  name: "unknown-types",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const v = ix.version.name;
      const need = (name: string, loc: Loc, what: string, kinds?: readonly Decl["kind"][]): void => {
        const d = ix.decls.get(name);
        if (!d)
          out.push(
            diag("unknown-type", loc, `${what} '${name}' is not a type of ${v}${didYouMean(name, ix.decls.keys())}`),
          );
        else if (kinds && !kinds.includes(d.kind)) {
          out.push(
            diag("unknown-type", loc, `${what} '${name}' must be ${kinds.join(" or ")}, but ${v}.${name} is ${d.kind}`),
          );
        }
      };
      for (const d of ix.version.decls) {
        const exprs: TypeExpr[] =
          d.kind === "object" || d.kind === "union"
            ? ownFields(d).map((f) => f.type)
            : d.kind === "alias"
              ? [d.target]
              : d.kind === "untagged"
                ? d.members.filter((m) => m.type.kind !== "ref").map((m) => m.type)
                : [];
        for (const e of exprs) for (const t of typeExprs(e)) if (t.kind === "ref") need(t.name, t.loc, "type");
        if (d.kind === "union")
          for (const x of d.variants)
            if (x.payload !== null) need(x.payload, x.loc, `the payload of variant '${x.tag}'`, ["object"]);
        if (d.kind === "untagged")
          for (const m of d.members)
            if (m.type.kind === "ref")
              need(m.type.name, m.loc, "the untagged member", [
                "object",
                "alias",
                "opaque",
                "enum",
                "untagged",
                "union",
              ]);
      }
      for (const m of ix.version.methods) {
        need(m.params, m.loc, `the params of '${m.name}'`, ["object", "union", "untagged"]);
        if (m.result !== null)
          need(m.result, m.loc, `the result of '${m.name}'`, ["object", "union", "untagged", "alias"]);
      }
      const env = ix.version.envelope;
      if (env) {
        need(env.id, env.loc, "the request id type", ["alias", "untagged", "opaque"]);
        need(env.error, env.loc, "the error type", ["object"]);
      }
    }
    return out;
  },
};

const patchFields: Rule = {
  name: "patch-fields",
  run: ({ model }) =>
    model.versions.flatMap((v) =>
      v.decls.flatMap((d) =>
        d.kind !== "object"
          ? []
          : d.fields
              .filter((f) => f.patch && !f.optional)
              .map((f) =>
                diag(
                  "patch-on-required",
                  f.loc,
                  `'${v.name}.${d.name}.${f.name}' is a Patch but required; a patch field must be optional (\`${f.name}?: Patch<...>\`)`,
                ),
              ),
      ),
    ),
};

const unionPayloads: Rule = {
  name: "union-payloads",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      for (const d of ix.version.decls) {
        if (d.kind === "union") {
          for (const x of d.variants) {
            const p = objectDecl(ix, x.payload);
            const clash = p?.fields.find((f) => f.name === d.tagField);
            if (clash) {
              out.push(
                diag(
                  "tag-field-conflict",
                  x.loc,
                  `the payload ${p!.name} of variant '${x.tag}' has a field '${d.tagField}', which is ${d.name}'s tag`,
                ),
              );
            }
          }
        }
        if (d.kind === "untagged") {
          // Two members must differ in some required field or literal: otherwise the second can never match.
          const sig = (name: string): string | null => {
            const o = objectDecl(ix, name);
            if (!o) return null;
            return o.fields
              .filter((f) => !f.optional)
              .map((f) => `${f.name}${f.type.kind === "literal" ? `=${f.type.value}` : ""}`)
              .sort()
              .join(",");
          };
          const seen = new Map<string, string>();
          for (const m of d.members) {
            if (m.type.kind !== "ref") continue;
            const s = sig(m.type.name);
            if (s === null) continue;
            const prev = seen.get(s);
            if (prev)
              out.push(
                diag(
                  "untagged-ambiguous",
                  m.loc,
                  `'${m.name}' and '${prev}' in ${d.name} have the same required fields, so '${m.name}' can never be chosen`,
                ),
              );
            else seen.set(s, m.name);
          }
        }
      }
    }
    return out;
  },
};

/** Direct self-containment with no array or nullable/optional in between cannot be represented. */
const recursion: Rule = {
  name: "recursion",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const reported = new Set<string>();
      const edges = (d: Decl): { to: string; loc: Loc }[] => {
        if (d.kind === "object") {
          return d.fields
            .filter((f) => !f.optional && f.type.kind === "ref")
            .map((f) => ({ to: (f.type as { name: string }).name, loc: f.loc }));
        }
        if (d.kind === "alias" && d.target.kind === "ref") return [{ to: d.target.name, loc: d.loc }];
        return [];
      };
      for (const d of ix.version.decls) {
        const stack = new Set<string>([d.name]);
        const walk = (cur: Decl): boolean => {
          for (const e of edges(cur)) {
            if (e.to === d.name) return true;
            const next = ix.decls.get(e.to);
            if (!next || stack.has(e.to)) continue;
            stack.add(e.to);
            if (walk(next)) return true;
          }
          return false;
        };
        if (walk(d)) {
          reported.add(d.name);
          out.push(
            diag(
              "recursive-type",
              d.loc,
              `${ix.version.name}.${d.name} contains itself through required fields; make one link optional, nullable or a list`,
            ),
          );
        }
      }
      // A cycle through untagged members and aliases alone has no field to hold the type by reference (Rust's Box), and
      // TypeScript and Python cannot declare a type alias that is a member of itself.
      const direct = inlineEdges(ix.version.decls).filter((e) => e.field === null);
      for (const comp of cyclicComponents(
        ix.version.decls.map((d) => d.name),
        direct,
      )) {
        for (const d of ix.version.decls) {
          if (!comp.has(d.name) || reported.has(d.name)) continue;
          out.push(
            diag(
              "recursive-type",
              d.loc,
              `${ix.version.name}.${d.name} contains itself through untagged members or aliases alone (${[...comp].join(", ")}); put the link in an object field or a list`,
            ),
          );
        }
      }
    }
    return out;
  },
};

/** The steps of a JSON path as the checker writes it (`$.a[0]["b c"]`), or null when it cannot be read. */
function pathSteps(path: string): (string | number)[] | null {
  const steps: (string | number)[] = [];
  const step = /^(?:\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;
  let rest = path.startsWith("$") ? path.slice(1) : null;
  if (rest === null) return null;
  while (rest) {
    const m = step.exec(rest);
    if (!m) return null;
    steps.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string)));
    rest = rest.slice(m[0].length);
  }
  return steps;
}

/**
 * A misspelt field name behind an example's problem, as a hint: for a required field that is missing,
 * a key of the same object that is near its name; for an unknown field of a closed object, the field of
 * that object nearest to it. Empty when no name is near.
 */
function misspeltField(ix: VersionIndex, value: unknown, problem: string): string {
  const m = /^at (\$\S*): (required field is missing|unknown field in closed (\w+))$/.exec(problem);
  const steps = m ? pathSteps(m[1]!) : null;
  if (!m || !steps || steps.length === 0) return "";
  const name = steps[steps.length - 1]!;
  let holder: unknown = value;
  for (const s of steps.slice(0, -1))
    holder =
      isPlainObject(holder) || Array.isArray(holder) ? (holder as Record<string | number, unknown>)[s] : undefined;
  if (typeof name !== "string" || !isPlainObject(holder)) return "";
  if (m[3] === undefined) {
    const near = didYouMean(name, Object.keys(holder));
    return near ? ` (the example has '${/'(.*)'\?$/.exec(near)![1]}': a misspelling of '${name}'?)` : "";
  }
  const d = ix.decls.get(m[3]);
  return d?.kind === "object"
    ? didYouMean(
        name,
        d.fields.map((f) => f.name).filter((f) => !Object.hasOwn(holder, f)),
      )
    : "";
}

const examples: Rule = {
  name: "examples",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const v = ix.version.name;
      const checkValue = (ix: VersionIndex, type: TypeExpr, value: unknown): string | null => {
        const problem = checkValueOf(ix, type, value);
        return problem === null ? null : `${problem}${misspeltField(ix, value, problem)}`;
      };
      for (const d of ix.version.decls) {
        for (const ex of d.doc.examples) {
          const problem = checkValue(ix, declRef(d), ex.value);
          if (problem)
            out.push(diag("example-mismatch", ex.loc, `this example is not a valid ${v}.${d.name}: ${problem}`));
        }
        const fieldsWithExamples = ownFields(d);
        for (const f of fieldsWithExamples) {
          for (const ex of f.doc.examples) {
            const problem = checkValue(ix, fieldType(f), ex.value);
            if (problem)
              out.push(
                diag(
                  "example-mismatch",
                  ex.loc,
                  `this example is not a valid '${f.name}' of ${v}.${d.name}: ${problem}`,
                ),
              );
          }
        }
        if (d.kind === "union") {
          for (const x of d.variants) {
            for (const ex of x.doc.examples) {
              const problem =
                isPlainObject(ex.value) && ex.value[d.tagField] === x.tag
                  ? checkValue(ix, declRef(d), ex.value)
                  : `the example must carry "${d.tagField}": "${x.tag}"`;
              if (problem)
                out.push(
                  diag(
                    "example-mismatch",
                    ex.loc,
                    `this example is not a valid '${x.tag}' variant of ${v}.${d.name}: ${problem}`,
                  ),
                );
            }
          }
        }
      }
      for (const m of ix.version.methods) {
        for (const ex of m.doc.examples) {
          const msg = ex.value;
          let problem: string | null;
          if (!isPlainObject(msg) || msg.method !== m.name)
            problem = `a method example is a JSON-RPC message with "method": "${m.name}"`;
          else if ((m.kind === "notification") === Object.hasOwn(msg, "id")) {
            problem = m.kind === "notification" ? "a notification has no id" : "a request needs an id";
          } else problem = checkValue(ix, { kind: "ref", name: m.params, loc: m.loc }, msg.params);
          if (problem)
            out.push(
              diag(
                "example-mismatch",
                ex.loc,
                `this example is not a valid ${v} '${m.name}' message: ${problem.replace(/^at \$/, "at $.params")}`,
              ),
            );
        }
      }
    }
    return out;
  },
};

function declRef(d: Decl): TypeExpr {
  return { kind: "ref", name: d.name, loc: d.loc };
}

const conversions: Rule = {
  name: "conversions",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    const ids = new Map<string, Loc>();
    for (const r of model.conversions) {
      const prev = ids.get(r.id);
      if (prev)
        out.push(
          diag(
            "conversion-invalid",
            r.loc,
            `rule id '${r.id}' is already used at ${prev.file}:${prev.line}:${prev.col}`,
          ),
        );
      ids.set(r.id, r.loc);
      const [from, to] = r.direction.split("->") as [string, string];
      if (r.source.length === 0) out.push(diag("conversion-invalid", r.loc, `rule '${r.id}' has no source`));
      if (r.outcome === "fails" && r.target.length)
        out.push(diag("conversion-invalid", r.target[0]!.loc, `rule '${r.id}' fails, so it cannot have a target`));
      if (r.outcome !== "fails" && !r.target.length)
        out.push(diag("conversion-invalid", r.loc, `rule '${r.id}' is ${r.outcome}, so it needs a target`));
      for (const [refs, want, role] of [
        [r.source, from, "source"],
        [r.target, to, "target"],
      ] as const) {
        for (const c of refs) {
          const res = resolveConstruct(versions, c.text);
          if (typeof res === "string") out.push(diag("conversion-unknown-construct", c.loc, `rule '${r.id}': ${res}`));
          else if (res.version !== want) {
            out.push(
              diag(
                "conversion-invalid",
                c.loc,
                `rule '${r.id}' converts ${r.direction}, so its ${role} must be a ${want} construct, not '${c.text}'`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};

const conversionExamples: Rule = {
  name: "conversion-examples",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    for (const r of model.conversions) {
      const sources = r.source.filter((c) => typeof resolveConstruct(versions, c.text) !== "string");
      const targets = r.target.filter((c) => typeof resolveConstruct(versions, c.text) !== "string");
      if (sources.length !== r.source.length || targets.length !== r.target.length) continue; // reported by the conversions rule
      for (const ex of r.examples) {
        const misfit = (value: unknown, cs: readonly { text: string }[], parent = false): string | null => {
          const problems = cs.map((c) => matchesConstruct(versions, c.text, value, parent));
          return problems.some((p) => p === null) ? null : problems.join("; ");
        };
        if (r.outcome === "fails" && ex.output)
          out.push(
            diag("conversion-invalid", ex.loc, `rule '${r.id}' fails, so its examples give an error, not an output`),
          );
        if (r.outcome !== "fails" && ex.error !== null)
          out.push(
            diag(
              "conversion-invalid",
              ex.loc,
              `rule '${r.id}' is ${r.outcome}, so its examples give an output, not an error`,
            ),
          );
        const inputProblem = misfit(ex.input, sources);
        if (inputProblem)
          out.push(
            diag(
              "conversion-invalid",
              ex.loc,
              `an example input of rule '${r.id}' is none of its sources: ${inputProblem}`,
            ),
          );
        ex.before.forEach((b, i) => {
          const p = misfit(b.input, sources, true);
          if (p)
            out.push(
              diag(
                "conversion-invalid",
                ex.loc,
                `before[${i}] of an example of rule '${r.id}' is not a ${r.direction.split("->")[0]} message of the source's type: ${p}`,
              ),
            );
          (b.output ?? []).forEach((o, j) => {
            const q = targets.length ? misfit(o, targets, true) : null;
            if (q)
              out.push(
                diag(
                  "conversion-invalid",
                  ex.loc,
                  `before[${i}].output[${j}] of an example of rule '${r.id}' is not a message of the target's type: ${q}`,
                ),
              );
          });
        });
        (ex.output ?? []).forEach((o, i) => {
          const p = misfit(o, targets);
          if (p)
            out.push(
              diag(
                "conversion-invalid",
                ex.loc,
                `output[${i}] of an example of rule '${r.id}' is none of its targets: ${p}`,
              ),
            );
        });
      }
    }
    return out;
  },
};

/** The turn of `bridge.ts` names a request of every version, and the accepting version's cancel notification and update variant. */
const bridge: Rule = {
  name: "bridge",
  run: ({ model, versions }) => {
    const turn = model.bridge?.turn;
    if (!turn) return [];
    if (versions.size !== 2)
      return [
        diag(
          "conversion-invalid",
          turn.loc,
          "bridge.ts describes a bridge between two versions; the spec has another number",
        ),
      ];
    const { problems } = bridgePlan(model, new Map([...versions].map(([name, ix]) => [name, ix.decls])));
    return problems.map((p) => diag("conversion-invalid", turn.loc, `bridge.turn: ${p}`));
  },
};

/** Every variant of every union, and the unknown variant of every open union, is covered by a rule in each direction it leaves. */
const conversionCoverage: Rule = {
  name: "conversion-coverage",
  run: ({ model, versions }) => {
    if (model.conversions.length === 0 || versions.size < 2) return [];
    const covered = new Set(
      model.conversions.flatMap((r) => r.source.map((s) => `${r.direction.split("->")[0]}|${s.text}`)),
    );
    const out: Diagnostic[] = [];
    // Unions whose unlisted variants have a default outcome: each must be a union of its version.
    const unlisted = new Set<string>();
    for (const c of model.converters) {
      const from = c.direction.split("->")[0]!;
      for (const u of c.unlisted) {
        const name = u.union.slice(from.length + 1);
        const decl = versions.get(from)?.decls.get(name);
        if (name !== "*" && decl?.kind !== "union") {
          out.push(
            diag(
              "conversion-invalid",
              u.loc,
              `converters["${c.direction}"].unlisted names '${u.union}', which is not a tagged union of ${from}`,
            ),
          );
        }
        unlisted.add(u.union);
      }
    }
    const directionFrom = (v: string): string | undefined =>
      model.converters.find((c) => c.direction.startsWith(`${v}->`))?.direction ??
      model.conversions.find((r) => r.direction.startsWith(`${v}->`))?.direction;
    for (const ix of versions.values()) {
      const v = ix.version.name;
      const direction = directionFrom(v) ?? `${v}->${[...versions.keys()].find((x) => x !== v) ?? "?"}`;
      for (const d of ix.version.decls) {
        if (d.kind !== "union") continue;
        if (unlisted.has(`${v}.${d.name}`) || unlisted.has(`${v}.*`)) continue;
        const needed = [
          ...d.variants.map((x) => ({ tag: x.tag, loc: x.loc })),
          ...(d.open ? [{ tag: "*", loc: d.loc }] : []),
        ];
        for (const n of needed) {
          const text = `${v}.${d.name}:${n.tag}`;
          if (!covered.has(`${v}|${text}`)) {
            out.push(
              diag(
                "variant-not-converted",
                n.loc,
                `no conversion rule with source '${text}'; once one rule exists, every variant needs one. Add a rule to conversions.ts (its outcome may be 'fails'), ` +
                  `or let the variants no rule lists fail: converters["${direction}"].unlisted = { "${v}.${d.name}": "fails" } (or "${v}.*" for every union)`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};

/** The rule programs must compile against the types, and every worked example must give what it says when run through them. */
const behaviour: Rule = {
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

/**
 * Unstable features gate types, variants and fields in every language (a cargo
 * feature in Rust). A construct may refer only to stable types, or to types of
 * its own feature; an unstable field must be optional, so that the stable
 * surface can build the object without it.
 */
const unstableRefs: Rule = {
  name: "unstable-references",
  run: ({ versions }) => {
    const out: Diagnostic[] = [];
    for (const ix of versions.values()) {
      const check = (t: TypeExpr, feature: string | null, where: string): void => {
        for (const x of typeExprs(t)) {
          if (x.kind !== "ref") continue;
          const target = ix.decls.get(x.name)?.doc.unstable?.feature;
          if (target !== undefined && target !== feature) {
            const owner = feature === null ? "stable" : `of the unstable feature '${feature}'`;
            out.push(
              diag(
                "unstable-reference",
                x.loc,
                `${where} is ${owner}, but ${x.name} belongs to the unstable feature '${target}'; mark ${where} @unstable ${target}`,
              ),
            );
          }
        }
      };
      for (const d of ix.version.decls) {
        const own = d.doc.unstable?.feature ?? null;
        const name = `${ix.version.name}.${d.name}`;
        if (d.kind === "object" || d.kind === "union") {
          for (const f of d.fields) {
            const feature = f.doc.unstable?.feature ?? own;
            if (f.doc.unstable && !f.optional)
              out.push(
                diag(
                  "unstable-reference",
                  f.loc,
                  `unstable field '${f.name}' of ${name} must be optional, so that the stable surface can do without it`,
                ),
              );
            check(f.type, feature, `field '${f.name}' of ${name}`);
          }
        }
        if (d.kind === "union") {
          for (const v of d.variants) {
            if (v.payload)
              check(
                { kind: "ref", name: v.payload, loc: v.loc },
                v.doc.unstable?.feature ?? own,
                `variant '${v.tag}' of ${name}`,
              );
          }
        }
        if (d.kind === "alias") check(d.target, own, name);
        if (d.kind === "untagged") for (const m of d.members) check(m.type, own, name);
      }
    }
    return out;
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

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[], last = "and"): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${last} ${names[names.length - 1]}`;
}

/** The languages that spell spec names as identifiers of their own (snake_case fields, PascalCase variants). */
const identifierLanguages = (languages: readonly LanguagePlugin[]): LanguagePlugin[] =>
  languages.filter((l) => l.naming?.fieldIdent || l.naming?.variantIdent);

/** Converter state and option names become identifiers (options are constructor parameters, beside `unstable`). */
const converterNames: Rule = {
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

const reducers: Rule = {
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

/** Every name must be spellable, and stay distinct, in every language of the run (each says how it spells names). */
const naming: Rule = {
  name: "naming",
  run: ({ versions, languages }) => {
    const out: Diagnostic[] = [];
    const spelling = identifierLanguages(languages);
    const spellers = listed(spelling.map((l) => l.displayName));
    // A language spells the same wire name the same way every time: each spelling is asked for once (a large spec repeats its field names and tags).
    const remembered = (
      ident: (l: LanguagePlugin, name: string) => string | null,
    ): ((l: LanguagePlugin, name: string) => string | null) => {
      const byLanguage = new Map<LanguagePlugin, Map<string, string | null>>();
      return (l, name) => {
        let known = byLanguage.get(l);
        if (!known) byLanguage.set(l, (known = new Map()));
        let id = known.get(name);
        if (id === undefined) known.set(name, (id = ident(l, name)));
        return id;
      };
    };
    const fieldIdent = remembered((l, name) => l.naming!.fieldIdent!(name));
    const variantIdent = remembered((l, name) => l.naming!.variantIdent!(name));
    const fieldLangs = languages.filter((l) => l.naming?.fieldIdent);
    const variantLangs = languages.filter((l) => l.naming?.variantIdent);
    /** The languages that cannot spell a name, in words ("Rust or Python"), or null when every one can. */
    const cannot = (ls: readonly LanguagePlugin[], ident: (l: LanguagePlugin) => string | null): string | null => {
      const failed = ls.filter((l) => ident(l) === null);
      return failed.length
        ? listed(
            failed.map((l) => l.displayName),
            "or",
          )
        : null;
    };
    for (const ix of versions.values()) {
      const v = ix.version.name;
      for (const d of ix.version.decls) {
        if (!/^[A-Z][A-Za-z0-9]*$/.test(d.name)) {
          out.push(
            diag(
              "unspellable-name",
              d.loc,
              `type name '${d.name}' must be an ASCII PascalCase identifier (a capital, then letters and digits) to be spelled in ${spellers}`,
            ),
          );
        } else {
          const why = reservedTypeName(d.name, languages);
          if (why) out.push(diag("unspellable-name", d.loc, `type name '${d.name}' cannot be declared: ${why}`));
        }
        if (d.kind === "union") {
          for (const f of d.fields) {
            if (f.name === d.tagField)
              out.push(diag("name-collision", f.loc, `shared field '${f.name}' of ${v}.${d.name} is its tag field`));
            for (const x of d.variants) {
              const p = x.payload ? ix.decls.get(x.payload) : undefined;
              if (p?.kind === "object" && p.fields.some((g) => g.name === f.name)) {
                out.push(
                  diag(
                    "name-collision",
                    f.loc,
                    `shared field '${f.name}' of ${v}.${d.name} is also a field of ${x.payload}, the payload of '${x.tag}'`,
                  ),
                );
              }
            }
          }
        }
        if (d.kind === "object" || d.kind === "union") {
          // Each language's identifiers of the fields seen so far, to the wire name that took each.
          const taken = new Map(fieldLangs.map((l) => [l, new Map<string, string>()]));
          for (const f of ownFields(d)) {
            const none = cannot(fieldLangs, (l) => fieldIdent(l, f.name));
            if (none !== null) {
              out.push(
                diag(
                  "unspellable-name",
                  f.loc,
                  `field '${f.name}' of ${v}.${d.name} has no ${none} spelling (it needs a letter, and no leading digit)`,
                ),
              );
              continue;
            }
            for (const l of languages) {
              const why = l.naming?.checkField?.(f.name) ?? null;
              if (why !== null) out.push(diag("unspellable-name", f.loc, why));
            }
            // One report per pair of fields, naming every language where they collide.
            const clash = fieldLangs.flatMap((l) => {
              const id = fieldIdent(l, f.name)!;
              const prev = taken.get(l)!.get(id);
              if (prev === undefined) taken.get(l)!.set(id, f.name);
              return prev === undefined ? [] : [{ l, id, prev }];
            });
            if (clash.length)
              out.push(
                diag(
                  "name-collision",
                  f.loc,
                  `fields '${clash[0]!.prev}' and '${f.name}' of ${v}.${d.name} both become '${clash[0]!.id}' in ${listed(clash.map((c) => c.l.displayName))}`,
                ),
              );
          }
        }
        if (d.kind === "union" || d.kind === "enum") {
          const tags =
            d.kind === "union"
              ? d.variants.map((x) => ({ tag: x.tag, loc: x.loc }))
              : d.values.map((x) => ({ tag: x.value, loc: x.loc }));
          const seen = new Map(variantLangs.map((l) => [l, new Map<string, string>()]));
          for (const t of tags) {
            const none = cannot(variantLangs, (l) => variantIdent(l, t.tag));
            if (none !== null) {
              out.push(
                diag("unspellable-name", t.loc, `'${t.tag}' in ${v}.${d.name} cannot become a ${none} identifier`),
              );
              continue;
            }
            const catchAll = variantLangs.some((l) => {
              const id = (x: string): string | null => variantIdent(l, x);
              return (
                id(t.tag) === "UnknownValue" &&
                tags.some((x) => id(x.tag) === "Other") &&
                tags.some((x) => id(x.tag) === "Unknown")
              );
            });
            if (catchAll && d.open) {
              out.push(
                diag(
                  "name-collision",
                  t.loc,
                  `'${t.tag}' in open ${v}.${d.name} collides with the generated catch-all variant (Other, Unknown and UnknownValue are all taken)`,
                ),
              );
            }
            let prev: string | undefined;
            for (const l of variantLangs) {
              const id = variantIdent(l, t.tag)!;
              const p = seen.get(l)!.get(id);
              if (p === undefined) seen.get(l)!.set(id, t.tag);
              else prev ??= p;
            }
            if (prev !== undefined)
              out.push(
                diag(
                  "name-collision",
                  t.loc,
                  `'${prev}' and '${t.tag}' in ${v}.${d.name} both become '${pascalCase(t.tag)}'`,
                ),
              );
          }
        }
      }
      // Methods become variants or classes of the message groups, beside a catch-all for unknown methods.
      const methodNames = new Map<string, string>();
      for (const m of ix.version.methods) {
        const id = pascalCase(m.name);
        const prev = methodNames.get(id);
        const none = cannot(variantLangs, (l) => variantIdent(l, m.name));
        if (none !== null)
          out.push(diag("unspellable-name", m.loc, `method '${m.name}' cannot become a ${none} identifier`));
        else if (prev !== undefined)
          out.push(diag("name-collision", m.loc, `methods '${prev}' and '${m.name}' of ${v} both become '${id}'`));
        else methodNames.set(id, m.name);
      }
      if (["Other", "Unknown", "UnknownValue"].every((n) => methodNames.has(n))) {
        const m = ix.version.methods.find((x) => x.name === methodNames.get("UnknownValue"))!;
        out.push(
          diag(
            "name-collision",
            m.loc,
            `method '${m.name}' of ${v} collides with the generated catch-all for unknown methods (Other, Unknown and UnknownValue are all taken)`,
          ),
        );
      }
      // What each target declares beside the spec's types must not take a type's name, nor one another's.
      const declared = new Map(ix.version.decls.map((d) => [d.name, `${v}.${d.name}`]));
      // A construct already reported (two tags that spell alike) is not reported again for what its spelling derives.
      const at = (l: Loc): string => `${l.file}:${l.line}:${l.col}`;
      const reported = new Set(out.map((x) => at(x.loc)));
      for (const [lang, derived] of languages.map(
        (l) => [l.displayName, l.naming?.derivedNames?.(ix.version) ?? []] as const,
      )) {
        const taken = new Map(declared);
        for (const x of derived) {
          const prev = taken.get(x.name);
          if (prev === undefined) taken.set(x.name, x.what);
          else if (!reported.has(at(x.loc))) {
            reported.add(at(x.loc));
            out.push(
              diag(
                "name-collision",
                x.loc,
                `${x.what} becomes the ${lang} name '${x.name}', which ${prev} already takes`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};

/** Hand-written vectors must be well formed, name real types, and (for decode vectors) expect what the spec says. */
const handVectors: Rule = {
  name: "hand-vectors",
  run: ({ model, versions, prior }) => {
    const out: Diagnostic[] = [];
    // Vectors are judged against the types: while a type is broken, their verdicts would only echo that.
    if (prior.some((d) => d.severity === "error")) return out;
    const known = new Set(specFeatures(model));
    for (const f of model.vectorFiles) {
      f.vectors.forEach((raw, i) => {
        const loc = f.locs[i]!;
        const bad = (msg: string): void => void out.push(diag("vector-mismatch", loc, msg));
        if (!isPlainObject(raw) || typeof raw.id !== "string") return bad(`vector ${i} needs an "id"`);
        const v = raw as Record<string, unknown>;
        const ix = (name: unknown): VersionIndex | undefined =>
          typeof name === "string" ? versions.get(name) : undefined;
        if (v.unstable !== undefined && (!Array.isArray(v.unstable) || v.unstable.some((f) => typeof f !== "string")))
          return bad(`${v.id}: "unstable" is an array of feature names`);
        // A vector is judged against the stable surface plus the features it switches on: features the spec names.
        const features = new Set((v.unstable as string[] | undefined) ?? []);
        const unknown = [...features].filter((x) => !known.has(x));
        if (unknown.length)
          return bad(
            `${v.id}: the spec has no unstable feature ${unknown.map((x) => `'${x}'`).join(", ")}${known.size ? ` (it has ${[...known].sort().join(", ")})` : ""}`,
          );
        if (v.kind === "decode") {
          const [version, type] = String(v.type).split(".");
          const vix = ix(version);
          const envelope = vix && type ? envelopeTypeNames(vix.version).includes(type) : false;
          if (!vix || !type || !(vix.decls.has(type) || envelope))
            return bad(`${v.id}: ${String(v.type)} is not a type of the spec`);
          if (v.expect !== "accept" && v.expect !== "reject") return bad(`${v.id}: expect is "accept" or "reject"`);
          if (v.mode !== undefined && v.mode !== "strict" && v.mode !== "lenient")
            return bad(`${v.id}: "mode" is "strict" or "lenient"`);
          if (v.compare !== undefined && v.compare !== "output" && v.compare !== "verdict")
            return bad(`${v.id}: "compare" is "output" or "verdict"`);
          if ("text" in v && "json" in v) return bad(`${v.id}: the input is given once, as "json" or as "text"`);
          if (!("text" in v) && !("json" in v))
            return bad(`${v.id}: a decode vector needs "json" (or "text", the exact JSON text)`);
          let input: unknown = v.json;
          let duplicate: string | null = null;
          if ("text" in v) {
            if (typeof v.text !== "string") return bad(`${v.id}: "text" is a string, the exact JSON text of the input`);
            if (v.expect === "accept" && v.compare !== "verdict" && !("canonical" in v))
              return bad(`${v.id}: an accepted "text" vector names its output in "canonical"`);
            try {
              input = JSON.parse(v.text) as unknown;
            } catch (e) {
              return bad(`${v.id}: "text" is not JSON: ${(e as Error).message}`);
            }
            const dup = firstDuplicateMember(v.text);
            if (dup) duplicate = `at ${dup.path}: duplicate member ${JSON.stringify(dup.name)}`;
          }
          // The spec's own reading is the strict one; a lenient vector is judged by the bindings' lenient mode alone.
          if (v.mode === "lenient") return;
          const problem =
            duplicate ??
            (envelope
              ? checkMessage(vix, type, input, features)!
              : checkValue(vix, { kind: "ref", name: type, loc }, input, features));
          if ((problem === null) !== (v.expect === "accept")) {
            bad(
              `${v.id}: expects ${v.expect}, but the spec ${problem === null ? "accepts it" : `rejects it (${problem})`}`,
            );
          }
        } else if (v.kind === "apply") {
          const vix = ix(v.version);
          if (!vix?.version.reducer) return bad(`${v.id}: version ${String(v.version)} has no reducer`);
          if (!Array.isArray(v.updates)) return bad(`${v.id}: updates is an array`);
          const union = vix.version.reducer.union.split(".")[1]!;
          v.updates.forEach((u, j) => {
            const problem = checkValue(vix, { kind: "ref", name: union, loc }, u, features);
            if (problem && !(isPlainObject(v.expect) && v.expect.error === true))
              bad(
                `${v.id}: updates[${j}] is not a valid ${vix.version.name}.${union} (${problem}), so the vector must expect an error`,
              );
          });
        } else if (v.kind === "convert") {
          if (!ix(v.from) || !ix(v.to)) return bad(`${v.id}: from and to must be versions of the spec`);
          if (!Array.isArray(v.inputs) || !Array.isArray(v.expect) || v.inputs.length !== v.expect.length)
            return bad(`${v.id}: inputs and expect are arrays of one length`);
        } else bad(`${v.id}: kind is decode, apply or convert`);
      });
    }
    return out;
  },
};

/** Every construct of a version that carries a doc, and what it is: where a doc tag stands, for the rules that say where it may. */
function docSites(
  v: VersionModel,
): { readonly doc: Doc; readonly loc: Loc; readonly what: "a method" | "a type" | "a variant" | "a field" }[] {
  const out: { doc: Doc; loc: Loc; what: "a method" | "a type" | "a variant" | "a field" }[] = v.methods.map((m) => ({
    doc: m.doc,
    loc: m.loc,
    what: "a method",
  }));
  for (const d of v.decls) {
    out.push({ doc: d.doc, loc: d.loc, what: "a type" });
    if (d.kind === "union") for (const x of d.variants) out.push({ doc: x.doc, loc: x.loc, what: "a variant" });
    if (d.kind === "object" || d.kind === "union")
      for (const f of ownFields(d)) out.push({ doc: f.doc, loc: f.loc, what: "a field" });
  }
  return out;
}

/** `@minimum` / `@maximum` bound a number or integer field; an integer's bounds lie within its format's range. */
const boundMarks: Rule = {
  name: "bound-marks",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      const ix = versions.get(v.name)!;
      for (const s of docSites(v)) {
        if (s.doc.bounds && s.what !== "a field")
          out.push(diag("marker-misuse", s.loc, `@minimum and @maximum bound a field, not ${s.what}`));
      }
      const seen = new Set<Loc>();
      for (const d of v.decls) {
        if (d.kind !== "object" && d.kind !== "union") continue;
        for (const f of ownFields(d)) {
          const b = f.doc.bounds;
          if (!b || seen.has(f.loc)) continue;
          seen.add(f.loc);
          const where = `'${d.name}.${f.name}'`;
          const t = numericTypeOf(f.type, ix);
          if (t === null) {
            out.push(diag("marker-misuse", f.loc, `@minimum/@maximum: ${where} is not a number or an integer`));
            continue;
          }
          if (b.minimum !== undefined && b.maximum !== undefined && b.minimum > b.maximum) {
            out.push(
              diag("marker-misuse", f.loc, `@minimum ${b.minimum} of ${where} is above its @maximum ${b.maximum}`),
            );
          }
          if (t.kind === "integer") {
            const r = intRange(t.format);
            for (const [name, x] of [
              ["minimum", b.minimum],
              ["maximum", b.maximum],
            ] as const) {
              if (x !== undefined && (x < r.min || x > r.max)) {
                out.push(
                  diag(
                    "marker-misuse",
                    f.loc,
                    `@${name} ${x} of ${where} is outside the ${t.format} range ${r.min}..${r.max}`,
                  ),
                );
              }
            }
          }
        }
      }
    }
    return out;
  },
};

/**
 * `@minItems N` marks a list field or a list member of an untagged union; `@minLength N` a
 * string field or member (the type itself or nullable, not through an alias).
 */
const countMarks: Rule = {
  name: "count-marks",
  run: ({ model }) => {
    const out: Diagnostic[] = [];
    const sites: { doc: Doc; loc: Loc; type: TypeExpr | null; where: string; what: string }[] = [];
    for (const v of model.versions) {
      for (const s of docSites(v))
        if (s.what !== "a field") sites.push({ doc: s.doc, loc: s.loc, type: null, where: "", what: s.what });
      const seen = new Set<Loc>();
      for (const d of v.decls) {
        if (d.kind === "object" || d.kind === "union") {
          for (const f of ownFields(d)) {
            if (seen.has(f.loc)) continue;
            seen.add(f.loc);
            sites.push({ doc: f.doc, loc: f.loc, type: f.type, where: `'${d.name}.${f.name}'`, what: "a field" });
          }
        }
        if (d.kind === "untagged")
          for (const m of d.members)
            sites.push({
              doc: m.doc,
              loc: m.loc,
              type: m.type,
              where: `the member ${m.name} of '${d.name}'`,
              what: "a member",
            });
      }
    }
    for (const s of sites) {
      for (const [tag, c, want, what] of [
        ["minItems", s.doc.minItems, "array", "a list"],
        ["minLength", s.doc.minLength, "string", "a string"],
      ] as const) {
        if (!c) continue;
        if (s.type === null) {
          out.push(diag("marker-misuse", s.loc, `@${tag} marks a field or an untagged union's member, not ${s.what}`));
          continue;
        }
        const t = s.type.kind === "nullable" ? s.type.inner : s.type;
        if (t.kind !== want)
          out.push(
            diag(
              "marker-misuse",
              s.loc,
              `@${tag}: ${s.where} is not ${what} (its own type, or nullable, not through an alias)`,
            ),
          );
      }
    }
    return out;
  },
};

/** The number or integer type a field holds (itself or nullable, through aliases), or null. */
function numericTypeOf(t: TypeExpr, ix: VersionIndex): TypeExpr | null {
  let cur = t.kind === "nullable" ? t.inner : t;
  for (let i = 0; i < 32 && cur.kind === "ref"; i++) {
    const d = ix.decls.get(cur.name);
    if (d?.kind !== "alias") return null;
    cur = d.target.kind === "nullable" ? d.target.inner : d.target;
  }
  return cur.kind === "number" || cur.kind === "integer" ? cur : null;
}

/** `@catchAll value` marks a closed string enum, and names one of its values. */
const catchAllMarks: Rule = {
  name: "catch-all-marks",
  run: ({ model }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      const types = new Set(v.decls.map((d) => d.doc));
      for (const s of docSites(v)) {
        if (s.doc.catchAll !== undefined && !types.has(s.doc))
          out.push(diag("marker-misuse", s.loc, `@catchAll marks a closed enum, not ${s.what}`));
      }
      for (const d of v.decls) {
        const value = d.doc.catchAll;
        if (value === undefined) continue;
        if (d.kind !== "enum")
          out.push(diag("marker-misuse", d.loc, `@catchAll marks a closed enum; ${d.name} is not an enum`));
        else if (d.open)
          out.push(
            diag("marker-misuse", d.loc, `@catchAll: ${d.name} is an open enum, which keeps an unknown value as it is`),
          );
        else if (!d.values.some((x) => x.value === value)) {
          out.push(
            diag(
              "marker-misuse",
              d.loc,
              `@catchAll: '${value}' is not a value of ${d.name} (${d.values.map((x) => `'${x.value}'`).join(", ")})`,
            ),
          );
        }
      }
    }
    return out;
  },
};

/** `@schemaName` renames a type's `$defs` entry: only types carry it, and every version's JSON Schema names stay distinct. */
const schemaNames: Rule = {
  name: "schema-names",
  run: ({ model }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      for (const s of docSites(v)) {
        if (s.doc.schemaName && s.what !== "a type")
          out.push(diag("marker-misuse", s.loc, `@schemaName renames a type in the JSON Schema, not ${s.what}`));
      }
      const taken = new Map<string, string>();
      for (const d of v.decls) taken.set(d.name, d.name);
      for (const d of v.decls) {
        const name = d.doc.schemaName;
        if (!name || name === d.name) continue;
        if (v.envelope && DERIVED_MESSAGE_NAMES.has(name)) {
          out.push(
            diag(
              "reserved-name",
              d.loc,
              `@schemaName '${name}' is a message group derived from Methods; choose another name`,
            ),
          );
          continue;
        }
        const holder = taken.get(name);
        if (holder !== undefined)
          out.push(
            diag(
              "duplicate-name",
              d.loc,
              `@schemaName '${name}' of ${d.name} is already the JSON Schema name of ${holder} in ${v.name}`,
            ),
          );
        else taken.set(name, d.name);
      }
    }
    return out;
  },
};

/**
 * `@lenient` marks fields only; `items` needs a list or map; a required field
 * may only be lenient about its value when it is a list (which defaults to empty).
 */
const lenientMarks: Rule = {
  name: "lenient-marks",
  run: ({ model, versions }) => {
    const out: Diagnostic[] = [];
    for (const v of model.versions) {
      const ix = versions.get(v.name)!;
      for (const s of docSites(v)) {
        if (s.doc.lenient && s.what !== "a field")
          out.push(diag("marker-misuse", s.loc, `@lenient marks a field, not ${s.what}`));
        if (s.doc.defaultOnNull && s.what !== "a field")
          out.push(diag("marker-misuse", s.loc, `@defaultOnNull marks a field, not ${s.what}`));
      }
      const shape = (t: TypeExpr): TypeExpr => {
        let cur = t.kind === "nullable" ? t.inner : t;
        for (let i = 0; i < 32 && cur.kind === "ref"; i++) {
          const d = ix.decls.get(cur.name);
          if (d?.kind !== "alias") break;
          cur = d.target.kind === "nullable" ? d.target.inner : d.target;
        }
        return cur;
      };
      const seen = new Set<Loc>();
      for (const d of v.decls) {
        if (d.kind !== "object" && d.kind !== "union") continue;
        for (const f of ownFields(d)) {
          const l = f.doc.lenient;
          // An inherited field is checked where it is declared.
          if ((!l && !f.doc.defaultOnNull) || seen.has(f.loc)) continue;
          seen.add(f.loc);
          if (f.doc.defaultOnNull) {
            if (f.patch)
              out.push(
                diag(
                  "marker-misuse",
                  f.loc,
                  `@defaultOnNull: '${d.name}.${f.name}' is a patch field, where null clears the value`,
                ),
              );
            else if (!defaultKind(f.type, ix)) {
              out.push(
                diag(
                  "marker-misuse",
                  f.loc,
                  `@defaultOnNull: '${d.name}.${f.name}' is not a list or map, so null has no default to read as`,
                ),
              );
            }
          }
          if (!l) continue;
          const s = shape(f.type);
          const collection = s.kind === "array" || s.kind === "map";
          if (l.items && !collection)
            out.push(diag("marker-misuse", f.loc, `@lenient items: '${d.name}.${f.name}' is not a list or map`));
          if (l.value && !f.optional && s.kind !== "array") {
            out.push(
              diag(
                "marker-misuse",
                f.loc,
                `@lenient: '${d.name}.${f.name}' is required and not a list, so a bad value has no default to fall back to`,
              ),
            );
          }
        }
      }
    }
    return out;
  },
};

/** The static list of rules, run in this order. */
export const rules: readonly Rule[] = [
  unknownTypes,
  patchFields,
  lenientMarks,
  schemaNames,
  catchAllMarks,
  boundMarks,
  countMarks,
  unionPayloads,
  recursion,
  naming,
  examples,
  conversions,
  conversionExamples,
  conversionCoverage,
  bridge,
  unstableRefs,
  converterNames,
  behaviour,
  reducers,
  handVectors,
];

/**
 * Runs every rule over the model, with the naming of `languages` (the languages the run generates: their
 * plugins say which names they reserve); `versions` is its index, when the caller has built it already.
 */
export function validate(
  model: SpecModel,
  languages: readonly LanguagePlugin[],
  versions: ReadonlyMap<string, VersionIndex> = indexModel(model),
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const r of rules) out.push(...r.run({ model, versions, prior: out, languages }));
  return out;
}
