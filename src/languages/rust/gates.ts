import {
  type Decl,
  type Doc,
  messageGroups,
  type Task,
  type TypeExpr,
  typesReachingFeatures,
  type VersionIndex,
} from "../../plugin/index.js";

/**
 * Where the unstable features of a spec gate the crate, for the conformance
 * runner: which types, fields, variants, enum values and methods each feature
 * switches on, and the way from a type to them. The runner walks a vector's
 * input with it to learn which features the input can touch (`touchedFeatures`),
 * and so judges a vector that needs feature X in the build with every feature
 * on when its input touches X's items only, in the build with none when it
 * touches only other features' items, and in a build of its own otherwise.
 *
 * Written beside the harness as `examples/acp-conformance.gates.json`. Types
 * from which no gated item can be reached are left out: the walk skips them.
 */
export interface GateTable {
  readonly format: 1;
  /** Every unstable feature of the spec. */
  readonly features: readonly string[];
  /**
   * Per version (`v2`): its types, its message envelopes by name, its reducer's union (`v2.Name`) when it has one, and
   * the types of a response's `id` and `error` when either reaches a gate.
   */
  readonly versions: Readonly<
    Record<
      string,
      {
        readonly types: Readonly<Record<string, GateDecl>>;
        readonly messages: Readonly<Record<string, GateMessages>>;
        readonly reducer?: string;
        readonly response?: { readonly id: GateType; readonly error: GateType };
      }
    >
  >;
}

/** A type on the way to a gate: a type's name, a list's items, a map's values; null where nothing is gated. */
export type GateType = string | { readonly a: GateType } | { readonly m: GateType } | null;

/** A field: its name, its type, and its feature when it has one. */
export type GateField = readonly [name: string, type: GateType, feature?: string];

export type GateDecl = {
  readonly g?: string;
} /** An object: `ge`, the features of its fields; `n`, every field's name, when it is closed and has gated fields (an unknown key's error lists the fields). */ & (
  | {
      readonly k: "o";
      readonly f: readonly GateField[];
      readonly ge: readonly string[];
      readonly n?: readonly string[];
    }
  /** A tagged union: its tag, its shared fields (`s`, every name), each tag's payload type and feature. */
  | {
      readonly k: "u";
      readonly tag: string;
      readonly f: readonly GateField[];
      readonly s: readonly string[];
      readonly v: Readonly<Record<string, readonly [payload: string | null, feature?: string]>>;
    }
  | { readonly k: "x"; readonly m: readonly GateType[] }
  | {
      readonly k: "e";
      readonly open: boolean;
      readonly v: Readonly<Record<string, string>>;
      readonly ge: readonly string[];
    }
  | { readonly k: "a"; readonly t: GateType }
  | { readonly k: "p" }
);

/**
 * An envelope's methods: each one's params (or result) type and feature; `ge`, every feature of its methods;
 * `response` for a response group (its message does not name its method).
 */
export interface GateMessages {
  readonly response: boolean;
  readonly methods: Readonly<Record<string, readonly [params: string, feature?: string]>>;
  readonly ge: readonly string[];
}

const featureOf = (doc: Doc): string | undefined => doc.unstable?.feature;

/** The gate table of a spec's versions. */
export function gateTable(versions: readonly VersionIndex[]): GateTable {
  const features = new Set<string>();
  const out: Record<
    string,
    {
      types: Record<string, GateDecl>;
      messages: Record<string, GateMessages>;
      reducer?: string;
      response?: { id: GateType; error: GateType };
    }
  > = {};
  for (const ix of versions) {
    // The types from which a gate can be reached.
    const reaches = typesReachingFeatures(ix);
    const type = (t: TypeExpr): GateType => {
      switch (t.kind) {
        case "ref":
          return reaches.has(t.name) ? t.name : null;
        case "array": {
          const items = type(t.items);
          return items === null ? null : { a: items };
        }
        case "map": {
          const values = type(t.values);
          return values === null ? null : { m: values };
        }
        case "nullable":
          return type(t.inner);
        default:
          return null;
      }
    };
    const field = (f: { name: string; type: TypeExpr; doc: Doc }): GateField | null => {
      const t = type(f.type);
      const g = featureOf(f.doc);
      if (g !== undefined) features.add(g);
      return t === null && g === undefined ? null : g === undefined ? [f.name, t] : [f.name, t, g];
    };
    const gates = (docs: readonly { doc: Doc }[]): string[] =>
      [...new Set(docs.map((x) => featureOf(x.doc)).filter((g): g is string => g !== undefined))].sort();
    const types: Record<string, GateDecl> = {};
    for (const d of ix.version.decls as readonly Decl[]) {
      if (!reaches.has(d.name)) continue;
      const g = featureOf(d.doc);
      if (g !== undefined) features.add(g);
      const own = g === undefined ? {} : { g };
      switch (d.kind) {
        case "object":
          {
            const ge = gates(d.fields);
            const names = !d.open && ge.length ? { n: d.fields.map((f) => f.name) } : {};
            types[d.name] = {
              ...own,
              k: "o",
              f: d.fields.map(field).filter((f): f is GateField => f !== null),
              ge,
              ...names,
            };
          }
          break;
        case "union": {
          const v: Record<string, readonly [string | null, string?]> = {};
          for (const x of d.variants) {
            const vg = featureOf(x.doc);
            if (vg !== undefined) features.add(vg);
            v[x.tag] = vg === undefined ? [x.payload] : [x.payload, vg];
          }
          types[d.name] = {
            ...own,
            k: "u",
            tag: d.tagField,
            f: d.fields.map(field).filter((f): f is GateField => f !== null),
            s: d.fields.map((f) => f.name),
            v,
          };
          break;
        }
        case "untagged":
          types[d.name] = {
            ...own,
            k: "x",
            m: d.members.map((m) => type(m.type)),
          };
          break;
        case "enum": {
          const v: Record<string, string> = {};
          for (const x of d.values) {
            const vg = featureOf(x.doc);
            if (vg !== undefined) features.add(vg), (v[x.value] = vg);
          }
          types[d.name] = {
            ...own,
            k: "e",
            open: d.open,
            v,
            ge: gates(d.values),
          };
          break;
        }
        case "alias":
          types[d.name] = { ...own, k: "a", t: type(d.target) };
          break;
        case "opaque":
          types[d.name] = { ...own, k: "p" };
      }
    }
    const messages: Record<string, GateMessages> = {};
    for (const group of messageGroups(ix.version)) {
      const methods: Record<string, readonly [string, string?]> = {};
      for (const m of group.methods) {
        const mg = featureOf(m.doc);
        if (mg !== undefined) features.add(mg);
        const params = group.role === "response" ? (m.result ?? "") : m.params;
        methods[m.name] = mg === undefined ? [params] : [params, mg];
      }
      messages[`${group.name}Message`] = {
        response: group.role === "response",
        methods,
        ge: gates(group.methods),
      };
    }
    const reducer = ix.version.reducer?.union;
    const env = ix.version.envelope;
    const reached = (name: string): GateType => (reaches.has(name) ? name : null);
    const response = env && { id: reached(env.id), error: reached(env.error) };
    out[ix.version.name] = {
      types,
      messages,
      ...(reducer !== undefined && { reducer: reducer.includes(".") ? reducer : `${ix.version.name}.${reducer}` }),
      ...(response && (response.id !== null || response.error !== null) && { response }),
    };
  }
  return { format: 1, features: [...features].sort(), versions: out };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The features whose gated items a value read as `typeName` (`v2.SomeType`, or a
 * message envelope) can touch: a gated type it is read as, a field it names, the variant
 * its tag picks, an enum value it spells, a method it calls; and, where a closed object
 * or enum would refuse it with a list of what it knows (serde's derived readers list the
 * fields and values compiled in), every feature in that list.
 * It walks every member of an untagged union and goes on past values a type refuses, so
 * it says at least what the crate's readers look at. A type the table leaves out reaches
 * no gate, and a name that is no type is unknown to every build alike: neither touches any.
 */
export function touchedFeatures(table: GateTable, typeName: string, value: unknown): Set<string> {
  const touched = new Set<string>();
  const dot = typeName.indexOf(".");
  const version = table.versions[typeName.slice(0, dot)];
  const name = typeName.slice(dot + 1);
  if (dot < 0 || version === undefined) return touched;
  const add = (g: string | undefined): void => void (g !== undefined && touched.add(g));
  const addAll = (gs: readonly string[]): void => gs.forEach((g) => touched.add(g));
  // A type already walked with this very value: a cycle of untagged members or aliases ends there.
  const seen = new Map<string, Set<unknown>>();
  const walkType = (t: GateType, v: unknown): void => {
    if (t === null || v === null || v === undefined) return;
    if (typeof t === "string") return walkDecl(t, v);
    if ("a" in t) {
      if (Array.isArray(v)) for (const x of v) walkType(t.a, x);
      return;
    }
    if (isObject(v)) for (const x of Object.values(v)) walkType(t.m, x);
  };
  const walkFields = (fields: readonly GateField[], v: Record<string, unknown>): void => {
    for (const [fname, ft, g] of fields) {
      if (!Object.hasOwn(v, fname)) continue;
      add(g);
      walkType(ft, v[fname]);
    }
  };
  const walkDecl = (dname: string, v: unknown, skip: readonly string[] = []): void => {
    const d = version.types[dname];
    if (d === undefined) return;
    const done = seen.get(dname) ?? new Set<unknown>();
    if (done.has(v)) return;
    seen.set(dname, done.add(v));
    add(d.g);
    switch (d.k) {
      case "o":
        if (!isObject(v)) return;
        walkFields(d.f, v);
        // A closed object refuses an unknown key, naming the fields it knows.
        if (d.n !== undefined && Object.keys(v).some((k) => !skip.includes(k) && !d.n!.includes(k))) addAll(d.ge);
        return;
      case "u": {
        if (!isObject(v)) return;
        walkFields(d.f, v);
        const tag = v[d.tag];
        // A tag that is missing or not a string is refused before any variant is looked at.
        if (typeof tag !== "string") return;
        const variant = Object.hasOwn(d.v, tag) ? d.v[tag]! : undefined;
        // An unknown tag: an open union keeps the object; a closed one's error names every
        // tag of the spec, whatever the features (the crate's TAGS are not gated).
        if (variant === undefined) return;
        add(variant[1]);
        // The payload reads the object without the tag and the shared fields.
        if (variant[0] !== null) walkDecl(variant[0], v, [d.tag, ...d.s]);
        return;
      }
      case "x":
        for (const m of d.m) walkType(m, v);
        return;
      case "e":
        if (typeof v === "string" && Object.hasOwn(d.v, v)) add(d.v[v]);
        // An open enum keeps a value it does not know; a closed one names those it knows.
        else if (!d.open || typeof v !== "string") addAll(d.ge);
        return;
      case "a":
        return walkType(d.t, v);
      case "p":
        return;
    }
  };
  // A message group by its published name (`ClientRequest`) is the table's `ClientRequestMessage`.
  const group = groupOf(version.messages, name);
  if (Object.hasOwn(version.types, name)) {
    walkDecl(name, value);
  } else if (group !== undefined) {
    const method = isObject(value) ? value["method"] : undefined;
    const m = typeof method === "string" && Object.hasOwn(group.methods, method) ? group.methods[method]! : undefined;
    if (group.response) {
      // A response does not carry its method: read by its group's name, it keeps its result as JSON (typed dispatch,
      // a method task, types it). Only its id and error are read as types.
      if (isObject(value)) {
        walkType(version.response?.id ?? null, value["id"]);
        walkType(version.response?.error ?? null, value["error"]);
      }
    } else if (m === undefined) addAll(group.ge);
    else {
      add(m[1]);
      walkDecl(m[0], (value as Record<string, unknown>)["params"]);
    }
  }
  return touched;
}

/** A message group of the table by its own name (`ClientRequestMessage`) or its published one (`ClientRequest`). */
function groupOf(messages: Readonly<Record<string, GateMessages>>, name: string): GateMessages | undefined {
  for (const n of [name, `${name}Message`]) if (Object.hasOwn(messages, n)) return messages[n];
  return undefined;
}

/** Whether the table knows a qualified type or message group name (by its own or its published name). */
function knows(table: GateTable, typeName: string): boolean {
  const dot = typeName.indexOf(".");
  const version = table.versions[typeName.slice(0, dot)];
  const name = typeName.slice(dot + 1);
  return (
    dot > 0 &&
    version !== undefined &&
    (Object.hasOwn(version.types, name) || groupOf(version.messages, name) !== undefined)
  );
}

/** The method of a JSON-RPC message in any request or notification envelope of a version: its params type and feature. */
function methodOf(table: GateTable, version: string, method: unknown): readonly [string, string?] | undefined {
  if (typeof method !== "string") return undefined;
  for (const group of Object.values(table.versions[version]?.messages ?? {})) {
    if (!group.response && Object.hasOwn(group.methods, method)) return group.methods[method];
  }
  return undefined;
}

/** JSON text or base64 bytes as a value, or undefined when it is not JSON (then every build refuses it alike). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The features a conformance task's inputs can touch (see `touchedFeatures`): a decode
 * task's value; each update of an apply task, as its version's reducer's union; each input
 * of a convert task, read as its type (or method) in every version, the one it is
 * converted to included; a method task's method and its params or result.
 */
export function touchedByTask(table: GateTable, task: Task): Set<string> {
  const touched = new Set<string>();
  const merge = (s: ReadonlySet<string>): void => s.forEach((g) => touched.add(g));
  const versions = Object.keys(table.versions);
  if (task.kind === "apply") {
    const union = table.versions[task.version]?.reducer;
    if (union !== undefined) for (const u of task.updates) merge(touchedFeatures(table, union, u));
  } else if (task.kind === "convert") {
    // What a converter writes may need the features the task switches on even when its input does not touch them
    // (an option that turns an update into a variant of a feature): they count as touched.
    for (const f of task.unstable ?? []) touched.add(f);
    const name = task.type.slice(task.type.indexOf(".") + 1);
    for (const input of task.inputs) {
      for (const v of versions) {
        if (task.type !== "method") {
          merge(touchedFeatures(table, `${v}.${name}`, input));
          continue;
        }
        const message = isObject(input) ? input : {};
        const m = methodOf(table, v, message["method"]);
        if (m === undefined) continue;
        if (m[1] !== undefined) touched.add(m[1]);
        merge(touchedFeatures(table, `${v}.${m[0]}`, message["params"]));
      }
    }
  } else if (task.kind === "method") {
    // A method of the group: its feature, and what its params (or result) touch as its type. A method the group does
    // not have (an extension, or one of another group) is unknown, or kept as received, alike in every build.
    const dot = task.type.indexOf(".");
    const [version, group] = [task.type.slice(0, dot), task.type.slice(dot + 1)];
    const messages = table.versions[version]?.messages;
    const g = messages && groupOf(messages, group);
    const m = g && Object.hasOwn(g.methods, task.method) ? g.methods[task.method]! : undefined;
    if (m !== undefined) {
      if (m[1] !== undefined) touched.add(m[1]);
      if (m[0]) merge(touchedFeatures(table, `${version}.${m[0]}`, g!.response ? task.result : task.params));
    }
  } else {
    const value =
      task.bytes !== undefined
        ? parsed(Buffer.from(task.bytes, "base64").toString("utf8"))
        : task.text !== undefined
          ? parsed(task.text)
          : task.json;
    // A name the table does not know (a published alias such as `Error`) may touch any feature.
    merge(knows(table, task.type) ? touchedFeatures(table, task.type, value) : new Set(table.features));
  }
  return touched;
}
