import type { BehaviourIR, Cond, EmitProgram, EmitTarget, Expr, JsonConst, ReducerProgram, RuleProgram } from "./ir.js";

/**
 * TRANSITIONAL: the IR written in the JSON shape the Python runtime still
 * interprets (its `behaviour.json`). It goes when Python gets its emitter.
 */

type J = JsonConst;
type O = { [key: string]: J };

const dotted = (p: readonly string[]): string => p.join(".");

function expr(e: Expr): O {
  switch (e.kind) {
    case "input":
      return { input: dotted(e.path) };
    case "item":
      return { item: true };
    case "const":
      return { const: e.value };
    case "state":
      return e.path.length ? { state: e.name, path: dotted(e.path) } : { state: e.name };
    case "mint":
      return { mint: e.option };
    case "output":
      return { output: dotted(e.path) };
    case "coalesce":
      return { coalesce: e.items.map(expr) };
    case "if":
      return { if: cond(e.cond), then: expr(e.then), else: expr(e.else) };
    case "object": {
      const o: O = {};
      for (const [k, x] of e.entries) Object.defineProperty(o, k, { value: expr(x), enumerable: true, writable: true, configurable: true });
      return { object: o };
    }
    case "list":
      return { list: e.items.map(expr) };
    case "convert":
      return { convert: expr(e.value), type: e.type, many: e.many };
    case "gitPatch":
      return { gitPatch: { path: expr(e.path), old: expr(e.old), new: expr(e.new) } };
    default: {
      const never: never = e;
      return never;
    }
  }
}

function cond(c: Cond): O {
  switch (c.kind) {
    case "is":
      return { is: c.test, of: expr(c.of) };
    case "equals":
      return { equals: [expr(c.a), expr(c.b)] };
    case "in":
      return { in: c.set, of: expr(c.of) };
    case "option":
      return { option: c.name };
    case "all":
      return { all: c.items.map(cond) };
    case "any":
      return { any: c.items.map(cond) };
    case "not":
      return { not: cond(c.cond) };
    default: {
      const never: never = c;
      return never;
    }
  }
}

function target(t: EmitTarget): O {
  if (t.kind === "method") return { method: t.method, params: t.params };
  return {
    type: t.type,
    ...(t.tagField !== undefined && { tagField: t.tagField }),
    ...(t.tag !== undefined && { tag: t.tag }),
  };
}

function emit(e: EmitProgram): O {
  return {
    to: e.to.kind === "single" ? target(e.to.target) : { paired: Object.fromEntries(e.to.targets.map(([k, t]) => [k, target(t)])) },
    ...(e.forEach !== undefined && { forEach: dotted(e.forEach) }),
    copy: e.copy,
    drop: [...e.drop],
    rename: Object.fromEntries(e.rename),
    set: e.set.map(([k, x]) => [k, expr(x)]),
  };
}

function rule(r: RuleProgram): O {
  return {
    id: r.id,
    sources: r.sources.map((s): O => (s.kind === "method" ? { method: s.method } : s.tag === undefined ? { type: s.type } : { type: s.type, tag: s.tag })),
    ...(r.guard !== undefined && { guard: cond(r.guard) }),
    ...(r.fail !== undefined && { fail: r.fail.map((p) => (typeof p === "string" ? p : `{${dotted(p)}}`)).join("") }),
    emit: r.emit.map(emit),
    effects: r.effects.map((e) => ({ [e.kind]: e.state, value: expr(e.value), ...(e.if !== undefined && { if: cond(e.if) }) })),
  };
}

function reducer(r: ReducerProgram): O {
  const variants: O = {};
  for (const v of r.variants) {
    const { kind, tag, ...rest } = v;
    variants[tag] = { action: kind, ...(rest as unknown as O) };
  }
  return {
    union: r.union,
    tagField: r.tagField,
    key: r.key,
    keying: r.keying,
    listField: r.listField,
    entities: Object.fromEntries(r.entities.map((e): [string, O] => [e.name, e.kind === "keyed" ? { key: e.key } : { single: true }])),
    variants,
  };
}

/** The programs in the JSON shape of the interpreting runtimes. */
export function legacyPrograms(ir: BehaviourIR): O {
  const converters: O = {};
  for (const c of ir.converters) {
    converters[c.direction] = {
      from: c.from,
      to: c.to,
      state: Object.fromEntries(c.state.map((s) => [s.name, s.kind])),
      options: Object.fromEntries(c.options.map((o) => [o.name, o.kind])),
      unions: Object.fromEntries(c.unions.map((u) => [u.type, { tagField: u.tagField, tags: [...u.tags] }])),
      methods: Object.fromEntries(c.methods.map((m) => [m.method, m.params])),
      rules: c.rules.map(rule),
    };
  }
  const reducers: O = {};
  for (const r of ir.reducers) reducers[r.version] = reducer(r);
  return { converters, reducers };
}
