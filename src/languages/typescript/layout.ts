/**
 * Line breaking for the TypeScript the behaviour emitter writes, so that it comes out in prettier's layout without
 * running prettier. Two parts:
 *
 * - a document of text, groups, indents and possible line breaks, printed by the algorithm Wadler's "prettier
 *   printer" describes and prettier's own printer follows: a group is printed flat when it fits in what is left of the
 *   line (up to the next possible break after it), else broken; a group with several states tries each;
 * - the documents of the expressions the emitter writes (calls, `new`, member calls, arrays, objects, `+` chains,
 *   `!`, `as` casts, assignments, returns, type literals), built the way prettier 3 builds them for those node kinds.
 *
 * Only what the emitter writes is covered; src/languages/typescript/layout.test.ts holds it to prettier on generated
 * statements whose widths fall around the print width.
 */
import { PRINT_WIDTH, stringWidth } from "../../plugin/index.js";

const ASCII = /^[\x20-\x7e]*$/;
/** A text's width as prettier measures it (printable ASCII: its length). */
export const textWidth = (s: string): number => (ASCII.test(s) ? s.length : stringWidth(s));

/** A document. An array is its parts one after the other. */
export type Doc = string | readonly Doc[] | Group | Indent | Line | IfBreak | IndentIfBreak | BreakParent;

interface Group {
  readonly t: "group";
  readonly contents: Doc;
  /** Broken whatever the width (set when a hard break is inside). */
  brk: boolean;
  readonly id?: symbol;
  /** The states of a conditional group, the most expanded last (`contents` is the first). */
  readonly states?: readonly Doc[];
}
interface Indent {
  readonly t: "indent";
  readonly contents: Doc;
}
interface Line {
  readonly t: "line";
  /** Prints nothing when flat (else a space). */
  readonly soft: boolean;
  /** Always a new line. */
  readonly hard: boolean;
}
interface IfBreak {
  readonly t: "ifBreak";
  readonly broken: Doc;
  readonly flat: Doc;
  readonly groupId?: symbol;
}
interface IndentIfBreak {
  readonly t: "indentIfBreak";
  readonly contents: Doc;
  readonly groupId: symbol;
}
interface BreakParent {
  readonly t: "breakParent";
}

export const line: Line = { t: "line", soft: false, hard: false };
export const softline: Line = { t: "line", soft: true, hard: false };
export const hardline: readonly Doc[] = [{ t: "line", soft: false, hard: true }, { t: "breakParent" }];
export const breakParent: BreakParent = { t: "breakParent" };

export const group = (contents: Doc, opts?: { shouldBreak?: boolean; id?: symbol }): Group =>
  opts?.id
    ? { t: "group", contents, brk: opts.shouldBreak ?? false, id: opts.id }
    : { t: "group", contents, brk: opts?.shouldBreak ?? false };
/** A group printed in the first of its states that fits, else the last one broken. */
export const conditionalGroup = (states: readonly Doc[]): Group => ({
  t: "group",
  contents: states[0]!,
  brk: false,
  states,
});
export const indent = (contents: Doc): Indent => ({ t: "indent", contents });
export const ifBreak = (broken: Doc, flat: Doc = "", groupId?: symbol): IfBreak => ({
  t: "ifBreak",
  broken,
  flat,
  ...(groupId ? { groupId } : {}),
});
export const indentIfBreak = (contents: Doc, groupId: symbol): IndentIfBreak => ({
  t: "indentIfBreak",
  contents,
  groupId,
});
export const join = (sep: Doc, docs: readonly Doc[]): Doc[] => docs.flatMap((d, i) => (i ? [sep, d] : [d]));

/** Whether a document breaks whatever the width: a hard line, a break parent or a group already broken. */
export function willBreak(doc: Doc): boolean {
  if (typeof doc === "string") return false;
  if (Array.isArray(doc)) return (doc as readonly Doc[]).some(willBreak);
  const d = doc as Exclude<Doc, string | readonly Doc[]>;
  switch (d.t) {
    case "group":
      return d.brk || willBreak(d.contents);
    case "indent":
    case "indentIfBreak":
      return willBreak(d.contents);
    case "line":
      return d.hard;
    case "breakParent":
      return true;
    case "ifBreak":
      return willBreak(d.broken) || willBreak(d.flat);
  }
}

/**
 * A document's text with every group flat, or null when it cannot be all flat: a hard line, a group broken already,
 * a line outside any group (the root is broken).
 */
function flatText(doc: Doc): string | null {
  let out = "";
  const walk = (d: Doc, inGroup: boolean): boolean => {
    if (typeof d === "string") {
      out += d;
      return true;
    }
    if (Array.isArray(d)) {
      for (const x of d as readonly Doc[]) if (!walk(x, inGroup)) return false;
      return true;
    }
    const x = d as Exclude<Doc, string | readonly Doc[]>;
    switch (x.t) {
      case "group":
        return !x.brk && walk(x.contents, true);
      case "indent":
      case "indentIfBreak":
        return walk(x.contents, inGroup);
      case "ifBreak":
        return x.groupId === undefined && walk(x.flat, inGroup);
      case "line":
        if (x.hard || !inGroup) return false;
        if (!x.soft) out += " ";
        return true;
      case "breakParent":
        return false;
    }
  };
  return walk(doc, false) ? out : null;
}

/** Marks broken every group (not a conditional one) that holds a hard break or a broken group, as prettier does first. */
function propagateBreaks(doc: Doc, seen: Set<Group>): boolean {
  if (typeof doc === "string") return false;
  if (Array.isArray(doc)) {
    let any = false;
    for (const d of doc as readonly Doc[]) any = propagateBreaks(d, seen) || any;
    return any;
  }
  const d = doc as Exclude<Doc, string | readonly Doc[]>;
  switch (d.t) {
    case "group": {
      if (seen.has(d)) return d.brk;
      seen.add(d);
      let inner = false;
      for (const s of d.states ?? [d.contents]) inner = propagateBreaks(s, seen) || inner;
      if (inner && !d.states) d.brk = true;
      return d.brk;
    }
    case "indent":
    case "indentIfBreak":
      return propagateBreaks(d.contents, seen);
    case "ifBreak":
      return propagateBreaks(d.broken, seen) || propagateBreaks(d.flat, seen);
    case "line":
      return d.hard;
    case "breakParent":
      return true;
  }
}

const BREAK = 1;
const FLAT = 0;
type Mode = typeof BREAK | typeof FLAT;
interface Cmd {
  readonly ind: number;
  readonly mode: Mode;
  readonly doc: Doc;
}

/**
 * Whether `next`, then the commands after it up to their first line break, fit in `width` columns. A group inside is
 * measured flat unless it is broken already; a line in a broken part ends the measure (what follows is on a new line).
 */
function fits(next: Cmd, rest: readonly Cmd[], width: number, modes: Map<symbol, Mode>, mustBeFlat: boolean): boolean {
  let restIdx = rest.length;
  const cmds: { mode: Mode; doc: Doc }[] = [next];
  while (width >= 0) {
    const c = cmds.pop();
    if (c === undefined) {
      if (restIdx === 0) return true;
      cmds.push(rest[--restIdx]!);
      continue;
    }
    const { mode, doc } = c;
    if (typeof doc === "string") {
      width -= textWidth(doc);
      continue;
    }
    if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) cmds.push({ mode, doc: doc[i]! });
      continue;
    }
    const d = doc as Exclude<Doc, string | readonly Doc[]>;
    switch (d.t) {
      case "indent":
      case "indentIfBreak":
        cmds.push({ mode, doc: d.contents });
        break;
      case "group": {
        if (mustBeFlat && d.brk) return false;
        const m = d.brk ? BREAK : mode;
        cmds.push({ mode: m, doc: d.states && m === BREAK ? d.states[d.states.length - 1]! : d.contents });
        break;
      }
      case "ifBreak": {
        const m = d.groupId ? (modes.get(d.groupId) ?? FLAT) : mode;
        cmds.push({ mode, doc: m === BREAK ? d.broken : d.flat });
        break;
      }
      case "line":
        if (mode === BREAK || d.hard) return true;
        if (!d.soft) width -= 1;
        break;
      case "breakParent":
        break;
    }
  }
  return false;
}

/**
 * A document printed in `width` columns, its first line starting at column `at` (the caller writes what is before
 * it) and every line it breaks indented by `at` spaces and its own indents.
 */
export function printDoc(doc: Doc, at = 0, width = PRINT_WIDTH): string {
  // Most statements fit on their line: then every group is flat, and the text is the flat one.
  const one = flatText(doc);
  if (one !== null && at + textWidth(one) <= width) return one;
  propagateBreaks(doc, new Set());
  const modes = new Map<symbol, Mode>();
  const cmds: Cmd[] = [{ ind: at, mode: BREAK, doc }];
  let out = "";
  let pos = at;
  while (cmds.length > 0) {
    const { ind, mode, doc } = cmds.pop()!;
    if (typeof doc === "string") {
      out += doc;
      pos += textWidth(doc);
      continue;
    }
    if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) cmds.push({ ind, mode, doc: doc[i]! });
      continue;
    }
    const d = doc as Exclude<Doc, string | readonly Doc[]>;
    switch (d.t) {
      case "indent":
        cmds.push({ ind: ind + 2, mode, doc: d.contents });
        break;
      case "indentIfBreak":
        cmds.push({ ind: modes.get(d.groupId) === BREAK ? ind + 2 : ind, mode, doc: d.contents });
        break;
      case "group": {
        let next: Cmd;
        if (mode === FLAT) next = { ind, mode: d.brk ? BREAK : FLAT, doc: d.contents };
        else {
          const flat: Cmd = { ind, mode: FLAT, doc: d.contents };
          if (!d.brk && fits(flat, cmds, width - pos, modes, false)) next = flat;
          else if (!d.states) next = { ind, mode: BREAK, doc: d.contents };
          else {
            next = { ind, mode: BREAK, doc: d.states[d.states.length - 1]! };
            if (!d.brk) {
              for (let i = 1; i < d.states.length - 1; i++) {
                const state: Cmd = { ind, mode: FLAT, doc: d.states[i]! };
                if (fits(state, cmds, width - pos, modes, false)) {
                  next = state;
                  break;
                }
              }
            }
          }
        }
        cmds.push(next);
        if (d.id) modes.set(d.id, next.mode);
        break;
      }
      case "ifBreak": {
        const m = d.groupId ? (modes.get(d.groupId) ?? FLAT) : mode;
        cmds.push({ ind, mode, doc: m === BREAK ? d.broken : d.flat });
        break;
      }
      case "line":
        if (mode === FLAT && !d.hard) {
          if (!d.soft) {
            out += " ";
            pos += 1;
          }
          break;
        }
        while (out.endsWith(" ")) out = out.slice(0, -1);
        out += `\n${" ".repeat(ind)}`;
        pos = ind;
        break;
      case "breakParent":
        break;
    }
  }
  return out;
}

/** An expression the emitter writes, with as much of its syntax as its layout needs. */
export type Expr =
  /** An identifier, `this`, a keyword literal or a number. */
  | { readonly k: "atom"; readonly text: string }
  /** A string literal, quoted. */
  | { readonly k: "string"; readonly text: string }
  | { readonly k: "call"; readonly callee: Expr; readonly args: readonly Expr[]; readonly isNew?: boolean }
  /** `object.name`, or `object["name"]` (`name` is then the quoted key). */
  | { readonly k: "member"; readonly object: Expr; readonly name: string; readonly computed?: boolean }
  | { readonly k: "array"; readonly items: readonly Expr[] }
  /** An object literal; `broken` when it is written over several lines whatever its width. */
  | { readonly k: "object"; readonly props: readonly (readonly [string, Expr])[]; readonly broken?: boolean }
  /** Operands joined by one left-associative operator. */
  | { readonly k: "binary"; readonly op: string; readonly operands: readonly Expr[] }
  | { readonly k: "not"; readonly of: Expr }
  | { readonly k: "as"; readonly expr: Expr; readonly type: string };

/** The layout asks for a shape it does not know: the caller writes the code on one line and leaves it to prettier. */
export class Unsupported extends Error {}

/** False while a statement is written on one line (`onOneLine`): every shape is then known. */
let strict = true;
const unsupported = (what: string): void => {
  if (strict) throw new Unsupported(what);
};

/** A statement's document written on one line, whatever its width (but for the breaks it forces). */
export function onOneLine(doc: () => Doc, indentWidth: number): string {
  strict = false;
  try {
    return layOut(doc(), indentWidth, Infinity);
  } finally {
    strict = true;
  }
}

export const atom = (text: string): Expr => ({ k: "atom", text });
export const str = (text: string): Expr => ({ k: "string", text });
export const call = (callee: Expr | string, args: readonly Expr[], isNew = false): Expr => ({
  k: "call",
  callee: typeof callee === "string" ? calleePath(callee) : callee,
  args,
  ...(isNew ? { isNew } : {}),
});

/** `a.b.c` as members of `a` (the same object for the same path: expressions are never changed). */
function calleePath(path: string): Expr {
  let e = callees.get(path);
  if (e === undefined) {
    const parts = path.split(".");
    e = atom(parts[0]!);
    for (const p of parts.slice(1)) e = { k: "member", object: e, name: p };
    callees.set(path, e);
  }
  return e;
}
const callees = new Map<string, Expr>();

/** The one-line text of an expression (what prettier writes when it fits). */
export function flat(e: Expr): string {
  switch (e.k) {
    case "atom":
    case "string":
      return e.text;
    case "call":
      return `${e.isNew ? "new " : ""}${flat(e.callee)}(${e.args.map(flat).join(", ")})`;
    case "member":
      return e.computed ? `${flat(e.object)}[${e.name}]` : `${flat(e.object)}.${e.name}`;
    case "array":
      return `[${e.items.map(flat).join(", ")}]`;
    case "object":
      return e.props.length ? `{ ${e.props.map(([k, v]) => `${k}: ${flat(v)}`).join(", ")} }` : "{}";
    case "binary":
      return e.operands.map(flat).join(` ${e.op} `);
    case "not":
      return e.of.k === "binary" ? `!(${flat(e.of)})` : `!${flat(e.of)}`;
    case "as":
      return `${flat(e.expr)} as ${e.type}`;
  }
}

/** Where an expression stands, for the few layouts that depend on it. */
type Place = "arg" | "returned" | "test" | "assigned" | "property" | "element" | "operand" | "other";

const isNumber = (e: Expr): boolean => e.k === "atom" && /^-?[0-9]/.test(e.text);

/** Whether prettier may hug a call's last argument (an object or array that is not empty). */
const couldExpand = (e: Expr): boolean =>
  (e.k === "object" && e.props.length > 0) ||
  (e.k === "array" && e.items.length > 0) ||
  (e.k === "as" && couldExpand(e.expr));

/** The node type prettier compares between the last two arguments. */
const nodeType = (e: Expr): string =>
  e.k === "atom" ? (isNumber(e) ? "number" : e.text === "this" ? "this" : "ident") : e.k;

function callArguments(args: readonly Expr[]): Doc {
  if (args.length === 0) return "()";
  const printed = args.map((a, i) => (i < args.length - 1 ? [docOf(a, "arg"), ",", line] : docOf(a, "arg")));
  const allBrokenOut = (): Doc => group(["(", indent([line, ...printed]), ",", line, ")"], { shouldBreak: true });
  const last = args[args.length - 1]!;
  const penultimate = args[args.length - 2];
  if (last.k === "array" && last.items.length > 0 && last.items.every(isNumber)) unsupported("an array of numbers");
  if (couldExpand(last) && (penultimate === undefined || nodeType(penultimate) !== nodeType(last))) {
    const head = printed.slice(0, -1);
    if (head.some(willBreak)) return allBrokenOut();
    const lastDoc = docOf(last, "arg");
    if (willBreak(lastDoc))
      return [
        breakParent,
        conditionalGroup([["(", ...head, group(lastDoc, { shouldBreak: true }), ")"], allBrokenOut()]),
      ];
    return conditionalGroup([
      ["(", ...head, lastDoc, ")"],
      ["(", ...head, group(lastDoc, { shouldBreak: true }), ")"],
      allBrokenOut(),
    ]);
  }
  return group(["(", indent([softline, ...printed]), ifBreak(","), softline, ")"], {
    shouldBreak: printed.some(willBreak),
  });
}

/** The calls and members from the root object of a member chain, innermost first. */
function chainCalls(e: Expr): number {
  if (e.k === "call") return 1 + chainCalls(e.callee);
  if (e.k === "member") return chainCalls(e.object);
  return 0;
}

function binaryParts(e: Expr & { k: "binary" }): Doc[] {
  const parts: Doc[] = [group(docOf(e.operands[0]!, "operand"))];
  const two = e.operands.length === 2;
  for (const o of e.operands.slice(1)) {
    const right: Doc = [e.op, line, docOf(o, "operand")];
    parts.push(" ", two ? group(right) : right);
  }
  return parts;
}

/** A string literal no longer than a quarter of the print width, an identifier, `this`, a literal, and the like. */
function isLoneShortArgument(e: Expr): boolean {
  const threshold = PRINT_WIDTH * 0.25;
  switch (e.k) {
    case "atom":
      return e.text === "this" || /^[-0-9]|^(?:true|false|null)$/.test(e.text) || e.text.length <= threshold;
    case "string":
      return e.text.length <= threshold;
    case "not":
      return isLoneShortArgument(e.of);
    case "call":
      return e.args.length === 0 && e.callee.k === "atom" && e.callee.text.length <= threshold - 2;
    default:
      return false;
  }
}

/** A chain of members and calls with no argument or one short one, which breaks badly after `(` (assignments break after `=` instead). */
function isPoorlyBreakable(e: Expr, deep = false): boolean {
  if (e.k === "call") {
    if (e.isNew) return false;
    if (!(e.args.length === 0 || (e.args.length === 1 && isLoneShortArgument(e.args[0]!)))) return false;
    return isPoorlyBreakable(e.callee, true);
  }
  if (e.k === "member") return isPoorlyBreakable(e.object, true);
  return deep && e.k === "atom" && !isNumber(e);
}

/**
 * `left op right` laid out as prettier lays out an assignment, a variable's initializer, a class property or an
 * object property (`op` is ` =` or `:`); `leftBreaks`: the left side holds a type that may break.
 */
export function assignment(
  left: Doc,
  op: string,
  right: Expr,
  where: "assigned" | "property",
  leftBreaks = false,
): Doc {
  const shortKey = where === "property" && typeof left === "string" && textWidth(left) < 5;
  let value = right;
  while (value.k === "not") value = value.of;
  const breakAfter = right.k === "binary" || (!shortKey && (value.k === "string" || isPoorlyBreakable(value)));
  const rightDoc = docOf(right, where);
  if (breakAfter) return group([group(left), op, group(indent([line, rightDoc]))]);
  if (!leftBreaks && (shortKey || (right.k === "atom" && /^(?:true|false|-?[0-9].*)$/.test(right.text))))
    return group([group(left), op, " ", rightDoc]);
  const id = Symbol("assignment");
  return group([group(left), op, group(indent(line), { id }), indentIfBreak(rightDoc, id)]);
}

/** prettier breaks an array of several elements when all are arrays, or all objects, of more than one entry each. */
function arrayBreaks(items: readonly Expr[]): boolean {
  return (
    items.length > 1 &&
    items.every(
      (x, i) =>
        (x.k === "array" || x.k === "object") &&
        (items[i + 1] === undefined || items[i + 1]!.k === x.k) &&
        (x.k === "array" ? x.items.length : (x as Expr & { k: "object" }).props.length) > 1,
    )
  );
}

/** Whether an expression breaks over lines whatever the width (an object so written, an array prettier breaks). */
export function forcesBreak(e: Expr): boolean {
  switch (e.k) {
    case "atom":
    case "string":
      return false;
    case "call":
      return forcesBreak(e.callee) || e.args.some(forcesBreak);
    case "member":
      return forcesBreak(e.object);
    case "array":
      return arrayBreaks(e.items) || e.items.some(forcesBreak);
    case "object":
      return (e.broken ?? false) || e.props.some(([, v]) => forcesBreak(v));
    case "binary":
      return e.operands.some(forcesBreak);
    case "not":
      return forcesBreak(e.of);
    case "as":
      return forcesBreak(e.expr);
  }
}

/** The document of an expression at a place. */
export function docOf(e: Expr, place: Place = "other"): Doc {
  switch (e.k) {
    case "atom":
    case "string":
      return e.text;
    case "member":
      return [docOf(e.object, "other"), e.computed ? `[${e.name}]` : `.${e.name}`];
    case "call": {
      if (e.callee.k === "member" && !e.isNew) {
        // A member chain of at most one call prettier prints on one line, its arguments breaking as a call's.
        if (chainCalls(e.callee) > 0) unsupported("a chain of calls");
        return group([docOf(e.callee, "other"), callArguments(e.args)]);
      }
      if (e.callee.k !== "atom") unsupported("a computed callee");
      return [e.isNew ? "new " : "", docOf(e.callee, "other"), callArguments(e.args)];
    }
    case "array": {
      if (e.items.length === 0) return "[]";
      const shouldBreak = arrayBreaks(e.items);
      if (e.items.every(isNumber)) unsupported("an array of numbers");
      return group(
        [
          "[",
          indent([
            softline,
            join(
              [",", line],
              e.items.map((x) => group(docOf(x, "element"))),
            ),
            ifBreak(","),
          ]),
          softline,
          "]",
        ],
        { shouldBreak },
      );
    }
    case "object": {
      if (e.props.length === 0) return "{}";
      const props = e.props.map(([k, v]) => assignment(k, ":", v, "property"));
      return group(["{", indent([line, join([",", line], props)]), ifBreak(","), line, "}"], {
        shouldBreak: e.broken ?? false,
      });
    }
    case "binary": {
      const parts = binaryParts(e);
      if (place === "test") return parts;
      if (place === "returned" || place === "assigned" || place === "property") return group(parts);
      return group([parts[0]!, indent(parts.slice(1))]);
    }
    case "not":
      if (e.of.k === "binary") return ["!(", group([indent([softline, ...binaryParts(e.of)]), softline]), ")"];
      return ["!", docOf(e.of, "other")];
    case "as":
      if (e.expr.k === "binary") unsupported("a cast of an operation");
      return [docOf(e.expr, "other"), ` as ${e.type}`];
  }
}

/** `return value;` or `throw value;`. */
export function returnOrThrow(keyword: "return" | "throw", value: Expr): Doc {
  const d = docOf(value, "returned");
  return [
    keyword,
    " ",
    value.k === "binary" ? group([ifBreak("("), indent([softline, d]), softline, ifBreak(")")]) : d,
    ";",
  ];
}

/** `if (test) {`. */
export const ifHead = (test: Expr): Doc =>
  group(["if (", group([indent([softline, docOf(test, "test")]), softline]), ") {"]);

/** `switch (on) {`. */
export const switchHead = (on: Expr): Doc => [
  group(["switch (", indent([softline, docOf(on, "test")]), softline, ")"]),
  " {",
];

/** A statement's text at `indent` columns (the indent written first). */
export const layOut = (doc: Doc, indentWidth: number, width = PRINT_WIDTH): string =>
  " ".repeat(indentWidth) + printDoc(doc, indentWidth, width);
