/**
 * The Go lenient emitter: from a version's lenient plan, one function per type
 * that walks a failure's path through the input and records the drop it calls
 * for, and `Leniency`, their dispatch, which the lenient entry points hand to
 * `acpjson.ParseLenient` (`<version>/lenient/lenient.go`, a package of its own). The functions call the
 * runtime's `acpjson.Walk` primitives only. The text is laid out as gofmt
 * lays it out.
 */
import type { LenientFieldPlan, LenientPlan, LenientShape, LenientTypePlan } from "../../plugin/index.js";
import { goString } from "./view.js";

const RT = "acpjson";

/** The function of one type: `lenientContentBlock`. */
const fnName = (type: string): string => `lenient${type}`;

const DROPS = { remove: `${RT}.DropRemove`, empty: `${RT}.DropEmpty` } as const;

/** The expression that follows `shape` from `value`, or null when nothing lies under it; `drop`: its first list or map level drops bad items. */
function follow(shape: LenientShape, value: string, drop: boolean): string | null {
  switch (shape.kind) {
    case "none":
      return null;
    case "ref":
      return `${fnName(shape.name)}(w, ${value})`;
    case "list":
      return follow(shape.items, `w.Item(${value}, ${drop})`, false) ?? `w.Item(${value}, ${drop})`;
    case "map":
      return follow(shape.values, `w.Entry(${value}, ${drop})`, false) ?? `w.Entry(${value}, ${drop})`;
    default: {
      const _: never = shape;
      return _;
    }
  }
}

/** A `switch` on the key: per field, step in (recording its drop), then follow its type; `ret`: each case returns. */
function fieldSwitch(fields: readonly LenientFieldPlan[], indent: string, ret: boolean): string[] {
  const out = [`${indent}switch key {`];
  for (const f of fields) {
    const step = `w.Field(value, ${goString(f.wire)}, ${f.drop === null ? `${RT}.DropNone` : DROPS[f.drop]})`;
    out.push(`${indent}case ${goString(f.wire)}:`, `${indent}\t${follow(f.shape, step, f.items) ?? step}`);
    if (ret) out.push(`${indent}\treturn`);
  }
  out.push(`${indent}}`);
  return out;
}

function typeFunction(version: string, t: LenientTypePlan): string {
  const head = (what: string) => [
    `// ${fnName(t.name)} is lenient mode in \`${version}.${t.name}\`: ${what}`,
    `func ${fnName(t.name)}(w *${RT}.Walk, value *${RT}.Value) {`,
  ];
  const keyed = ["\tkey, ok := w.Key(value)", "\tif !ok {", "\t\treturn", "\t}"];
  switch (t.kind) {
    case "catchAll":
      return [
        ...head("an unknown value reads as its catch-all value."),
        `\tw.CatchAll(value, ${goString(t.value)})`,
        "}",
      ].join("\n");
    case "alias":
      return [...head("the type it names."), `\t${follow(t.target, "value", false)}`, "}"].join("\n");
    case "object":
      return [...head("the fields on the way to a drop."), ...keyed, ...fieldSwitch(t.fields, "\t", false), "}"].join(
        "\n",
      );
    case "union": {
      const lines = [...head("its own fields and its variants' fields on the way to a drop."), ...keyed];
      if (t.fields.length > 0) lines.push(...fieldSwitch(t.fields, "\t", true));
      if (t.variants.length > 0) {
        lines.push(`\tif tag, ok := w.Tag(value, ${goString(t.tag)}); ok {`, "\t\tswitch tag {");
        for (const v of t.variants)
          lines.push(`\t\tcase ${goString(v.tag)}:`, ...fieldSwitch(v.fields, "\t\t\t", true));
        lines.push("\t\t}", "\t}");
      }
      lines.push(`\tif w.Over(value, key, ${goString(t.tag)}) {`, `\t\t${fnName(t.name)}(w, value)`, "\t}", "}");
      return lines.join("\n");
    }
    default: {
      const _: never = t;
      return _;
    }
  }
}

/**
 * `<version>/lenient/lenient.go`, package lenient: the version's lenient
 * functions, `Leniency` (their dispatch), and `Parse` / `ParseValue`, the
 * lenient entry points. A package of its own, so that a program that parses
 * strictly does not compile it.
 */
export function goLenient(plan: LenientPlan, header: string, module: string): string {
  const doc = [
    `// Package lenient is lenient mode for the ${plan.version} types: Parse and ParseValue read a type as`,
    "// upstream does where it is lenient (the spec's `@lenient` fields), dropping a bad value there",
    "// and reporting it instead of failing. Leniency is what acpjson.ParseLenient takes for them.",
  ].join("\n");
  const parts = [`${header}\n\n${doc}\npackage lenient\n\nimport "${module}/${RT}"`];
  const cases = plan.types.flatMap((t) => [`\tcase ${goString(t.name)}:`, `\t\t${fnName(t.name)}(w, value)`]);
  parts.push(
    [
      "// Parse reads JSON text (UTF-8 bytes) as the codec's type leniently: see acpjson.ParseLenient.",
      `func Parse[T any](c *${RT}.Codec[T], data []byte, opts ...${RT}.Option) (T, []${RT}.Dropped, error) {`,
      `\treturn ${RT}.ParseLenient(c, Leniency, data, opts...)`,
      "}",
      "",
      "// ParseValue reads a JSON value as the codec's type leniently: see acpjson.ParseLenientValue.",
      `func ParseValue[T any](c *${RT}.Codec[T], v *${RT}.Value, opts ...${RT}.Option) (T, []${RT}.Dropped, error) {`,
      `\treturn ${RT}.ParseLenientValue(c, Leniency, v, opts...)`,
      "}",
    ].join("\n"),
  );
  parts.push(
    [
      `// Leniency is lenient mode in ${plan.version}, compiled from the spec's \`@lenient\` marks: it walks a`,
      "// failed parse's path from the type named root through the input, and records the drop it calls",
      "// for (a type with no lenient field on its way records nothing).",
      `func Leniency(root string, w *${RT}.Walk, value *${RT}.Value) {`,
      ...(cases.length > 0 ? ["\tswitch root {", ...cases, "\t}"] : []),
      "}",
    ].join("\n"),
  );
  for (const t of plan.types) parts.push(typeFunction(plan.version, t));
  return `${parts.join("\n\n")}\n`;
}
