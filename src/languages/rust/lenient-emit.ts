/**
 * The Rust lenient emitter: from every version's lenient plan, one function
 * per type that walks a failure's path through the input and records the drop
 * it calls for, and `locate`, their dispatch by qualified type name
 * (`src/leniency.rs`, called by the runtime's `lenient.rs`). The functions call
 * the runtime's `Walk` primitives only. The text is laid out as rustfmt lays
 * it out.
 */
import {
  type LenientFieldPlan,
  type LenientPlan,
  type LenientShape,
  type LenientTypePlan,
  snakeCase,
} from "../../plugin/index.js";
import { RUSTFMT, rustString } from "./view.js";

const s = rustString;

/** `head callee(args);` as rustfmt lays it out: on one line when it fits, the call on the next line after a `let`, else one argument per line. */
function call(indent: string, head: string, callee: string, args: readonly string[]): string[] {
  const flat = args.join(", ");
  const one = `${indent}${head}${callee}(${flat});`;
  if (flat.length <= RUSTFMT.fnCallWidth && one.length <= RUSTFMT.maxWidth) return [one];
  if (
    head !== "" &&
    flat.length <= RUSTFMT.fnCallWidth &&
    `${indent}    ${callee}(${flat});`.length <= RUSTFMT.maxWidth
  )
    return [`${indent}${head.trimEnd()}`, `${indent}    ${callee}(${flat});`];
  return [`${indent}${head}${callee}(`, ...args.map((a) => `${indent}    ${a},`), `${indent});`];
}

/** Function names, unique and snake_case: `v1_content_block` (a clash gets a number). */
class Names {
  private readonly byType = new Map<string, string>();
  private readonly used = new Set<string>(["locate"]);
  of(version: string, type: string): string {
    const k = `${version}.${type}`;
    let name = this.byType.get(k);
    if (name === undefined) {
      const base = `${snakeCase(version)}_${snakeCase(type)}`;
      name = base;
      for (let i = 2; this.used.has(name); i++) name = `${base}_${i}`;
      this.used.add(name);
      this.byType.set(k, name);
    }
    return name;
  }
}

/** The statements that follow `shape` from the value in `v`; `drop`: its first list or map level drops bad items. */
function follow(names: Names, version: string, shape: LenientShape, indent: string, drop: boolean): string[] {
  switch (shape.kind) {
    case "none":
      return [];
    case "ref":
      return call(indent, "", names.of(version, shape.name), ["w", "v"]);
    case "list":
    case "map": {
      const inner = shape.kind === "list" ? shape.items : shape.values;
      const rest = follow(names, version, inner, indent, false);
      const step = shape.kind === "list" ? "w.item" : "w.entry";
      return [...call(indent, rest.length > 0 ? "let v = " : "", step, ["v", String(drop)]), ...rest];
    }
    default: {
      const _: never = shape;
      return _;
    }
  }
}

/** One field's steps: into it (recording its drop), then along its type. */
function fieldBody(names: Names, version: string, f: LenientFieldPlan, indent: string): string[] {
  const rest = follow(names, version, f.shape, indent, f.items);
  const step = f.drop === "remove" ? "w.remove" : f.drop === "empty" ? "w.empty" : "w.field";
  return [...call(indent, rest.length > 0 ? "let v = " : "", step, ["value", s(f.wire)]), ...rest];
}

/** `if subject == Some("x") {` for one case (clippy's single_match), else a `match`. */
function keyMatch(
  subject: string,
  cases: readonly { readonly key: string; readonly body: (indent: string) => string[] }[],
  indent: string,
): string[] {
  if (cases.length === 1)
    return [`${indent}if ${subject} == Some(${s(cases[0]!.key)}) {`, ...cases[0]!.body(`${indent}    `), `${indent}}`];
  const arm = (c: (typeof cases)[number]): string[] => [
    `${indent}    Some(${s(c.key)}) => {`,
    ...c.body(`${indent}        `),
    `${indent}    }`,
  ];
  return [`${indent}match ${subject} {`, ...cases.flatMap(arm), `${indent}    _ => {}`, `${indent}}`];
}

const fieldCases = (names: Names, version: string, fields: readonly LenientFieldPlan[]) =>
  fields.map((f) => ({ key: f.wire, body: (indent: string) => fieldBody(names, version, f, indent) }));

function typeFunction(names: Names, version: string, t: LenientTypePlan): string {
  const name = names.of(version, t.name);
  const sig = `fn ${name}(w: &mut Walk, value: Option<&Value>) {`;
  const head = (what: string) => [
    `/// Lenient mode in \`${version}.${t.name}\`: ${what}`,
    ...(sig.length <= RUSTFMT.maxWidth
      ? [sig]
      : [`fn ${name}(`, "    w: &mut Walk,", "    value: Option<&Value>,", ") {"]),
  ];
  switch (t.kind) {
    case "catchAll":
      return [
        ...head("an unknown value reads as its catch-all value."),
        ...call("    ", "", "w.catch_all", ["value", s(t.value)]),
        "}",
      ].join("\n");
    case "alias":
      return [
        ...head("the type it names."),
        "    let v = value;",
        ...follow(names, version, t.target, "    ", false),
        "}",
      ].join("\n");
    case "object":
      return [
        ...head("the fields on the way to a drop."),
        ...keyMatch("w.key(value)", fieldCases(names, version, t.fields), "    "),
        "}",
      ].join("\n");
    case "union": {
      const lines = [
        ...head("its own fields and its variants' fields on the way to a drop."),
        "    let key = w.key(value);",
      ];
      if (t.fields.length > 0) lines.push(...keyMatch("key", fieldCases(names, version, t.fields), "    "));
      // The variants' fields, by tag and key together (clippy's collapsible_match and collapsible_if).
      const pairs = t.variants.flatMap((v) => v.fields.map((f) => ({ tag: v.tag, f })));
      if (pairs.length === 1) {
        const { tag, f } = pairs[0]!;
        lines.push(
          `    let tag = w.tag(value, ${s(t.tag)});`,
          `    if tag == Some(${s(tag)}) && key == Some(${s(f.wire)}) {`,
          ...fieldBody(names, version, f, "        "),
          "    }",
        );
      } else if (pairs.length > 1) {
        lines.push(`    match (w.tag(value, ${s(t.tag)}), key) {`);
        for (const { tag, f } of pairs)
          lines.push(
            `        (Some(${s(tag)}), Some(${s(f.wire)})) => {`,
            ...fieldBody(names, version, f, "            "),
            "        }",
          );
        lines.push("        _ => {}", "    }");
      }
      return [...lines, "}"].join("\n");
    }
    default: {
      const _: never = t;
      return _;
    }
  }
}

/** `src/leniency.rs`: every version's lenient functions, and `locate`, their dispatch by qualified type name. */
export function rustLenient(plans: readonly LenientPlan[], header: string): string {
  const names = new Names();
  const fns = plans.flatMap((p) => p.types.map((t) => typeFunction(names, p.version, t)));
  // rustfmt puts an arm that does not fit its line in a block.
  const arm = (key: string, fn: string): string[] => {
    const one = `        ${s(key)} => ${fn}(w, value),`;
    return one.length <= RUSTFMT.maxWidth
      ? [one]
      : [`        ${s(key)} => {`, `            ${fn}(w, value)`, "        }"];
  };
  const arms = plans.flatMap((p) => p.types.flatMap((t) => arm(`${p.version}.${t.name}`, names.of(p.version, t.name))));
  // One type: an `if` (clippy's single_match); none: the arguments marked used.
  const only = plans.flatMap((p) =>
    p.types.map((t) => ({ key: `${p.version}.${t.name}`, fn: names.of(p.version, t.name) })),
  );
  const dispatchBody = (): string[] => {
    if (only.length === 0) return ["    let _ = (name, w, value);"];
    if (only.length === 1) return [`    if name == ${s(only[0]!.key)} {`, `        ${only[0]!.fn}(w, value);`, "    }"];
    return ["    match name {", ...arms, "        _ => {}", "    }"];
  };
  const dispatch = [
    "/// Walks a failed parse's path from the type named `name` (`v1.Type`) through the input, and",
    "/// records on `w` the drop the failure calls for (a type with no lenient field on its way records",
    "/// nothing).",
    "pub(crate) fn locate(name: &str, w: &mut Walk, value: Option<&Value>) {",
    ...dispatchBody(),
    "}",
  ].join("\n");
  const top = [
    header,
    "",
    "//! Lenient mode, compiled from the spec's `@lenient` marks: per type, a function that walks a failed",
    "//! parse's path through the input and records the drop it calls for (see `lenient::from_value`).",
    "",
    "use serde_json::Value;",
    "",
    "use crate::lenient::Walk;",
  ].join("\n");
  return `${[top, dispatch, ...fns].join("\n\n")}\n`;
}
