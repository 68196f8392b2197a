/**
 * Doc comments: splitting a `/** ... *\/` block into its text and tags, reading
 * and checking each tag the vocabulary knows (@example, @unstable, @lenient,
 * bounds, ...), and finding the comment of a union member, which the parser
 * does not attach.
 */
import { lastDocBefore, lineColOf, type Node } from "../../load/tree.js";
import type { Loc } from "../../diagnostics/diagnostic.js";
import type { Doc, Example, JsonValue, Lenient } from "../types.js";
import { UNNAMED_UNSTABLE } from "../unstable-message.js";
import type { Reader } from "./reader.js";

export function readDoc(rd: Reader, node: Node): Doc {
  const docs = rd.jsDocs(node);
  const last = docs[docs.length - 1];
  if (!last) return { text: "", examples: [] };
  return docOfComment(rd, rd.text(last), rd.loc(last));
}

/**
 * The doc comment of one member of a union type (an enum value, an untagged
 * member): the last `/** ... *\/` block between the previous member (or the
 * start of the union's leading trivia) and this one, when nothing but white space and the
 * union's `|` stands between that comment and the member. No parser attaches
 * a comment to a type node, so the comment is found among the file's comments.
 */
export function memberDoc(rd: Reader, member: Node, from: number): Doc {
  const found = lastDocBefore(rd.tree, from, member.start);
  if (!found) return { text: "", examples: [] };
  return docOfComment(rd, rd.text(found), { file: rd.rel, ...lineColOf(rd.tree, found.start) });
}

function docOfComment(rd: Reader, raw: string, start: Loc): Doc {
  const parsed = parseJsDoc(raw);
  const examples: Example[] = [];
  let unstable: { feature: string; reason: string } | undefined;
  let rfd: string | undefined;
  let departure: string | undefined;
  let differs: string | undefined;
  let lenient: Lenient | undefined;
  let defaultOnNull = false;
  let schemaName: string | undefined;
  let catchAll: string | undefined;
  let bounds: { minimum?: number; maximum?: number; always: boolean } | undefined;
  const counts: { minItems?: { min: number; always: boolean }; minLength?: { min: number; always: boolean } } = {};
  for (const tag of parsed.tags) {
    const loc = {
      file: start.file,
      line: start.line + tag.line,
      col: tag.line === 0 ? start.col + tag.col : tag.col + 1,
    };
    if (tag.name === "example") {
      const fence = /^```(?:json)?\s*/.exec(tag.text)?.[0].length ?? 0;
      const rest = tag.text.slice(fence).replace(/```\s*$/, "");
      const body = rest.trim();
      try {
        examples.push({ value: JSON.parse(body) as JsonValue, loc });
      } catch (e) {
        // Point at the bad character itself: map JSON.parse's position back through the comment's lines.
        const pos = /at position (\d+)/.exec((e as Error).message);
        const at = pos ? tag.trimmed + fence + (rest.length - rest.trimStart().length) + Number(pos[1]) : -1;
        const message = (e as Error).message.replace(/ in JSON at position \d+.*$/, "");
        rd.report("invalid-example", at < 0 ? loc : charLoc(start, tag, at), `@example is not valid JSON: ${message}`);
      }
    } else if (tag.name === "unstable") {
      const m = /^([a-z][a-z0-9_]*)(?:\s+([\s\S]*))?$/.exec(tag.text.trim());
      if (!m) {
        rd.report("marker-misuse", loc, UNNAMED_UNSTABLE);
        // Still unstable, under a placeholder feature, so that `diff` can read specs written before features had names.
        unstable = { feature: "unstable", reason: normalizeDocText(tag.text) };
      } else unstable = { feature: m[1]!, reason: normalizeDocText(m[2] ?? "") };
    } else if (tag.name === "rfd") rfd = normalizeDocText(tag.text);
    else if (tag.name === "departure") departure = normalizeDocText(tag.text);
    else if (tag.name === "differs") differs = normalizeDocText(tag.text);
    else if (tag.name === "lenient") {
      const kind = tag.text.trim();
      if (kind === "") lenient = { value: true, items: false };
      else if (kind === "items") lenient = { value: true, items: true };
      else if (kind === "items-only") lenient = { value: false, items: true };
      else rd.report("marker-misuse", loc, `@lenient takes nothing, 'items' or 'items-only', not '${kind}'`);
    } else if (tag.name === "defaultOnNull") {
      if (tag.text.trim() === "") defaultOnNull = true;
      else rd.report("marker-misuse", loc, `@defaultOnNull takes nothing, not '${tag.text.trim()}'`);
    } else if (tag.name === "minimum" || tag.name === "maximum") {
      const m = /^(\S+)(?:\s+(always))?$/.exec(tag.text.trim());
      const value = m && /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(m[1]!) ? Number(m[1]) : NaN;
      if (!m || !Number.isFinite(value)) {
        rd.report(
          "marker-misuse",
          loc,
          `@${tag.name} takes a JSON number, and optionally 'always' (lenient mode checks it too), not '${tag.text.trim()}'`,
        );
      } else {
        bounds = { ...bounds, [tag.name]: value, always: (bounds?.always ?? false) || m[2] === "always" };
      }
    } else if (tag.name === "minItems" || tag.name === "minLength") {
      const m = /^(0|[1-9]\d{0,8})(?:\s+(always))?$/.exec(tag.text.trim());
      if (!m)
        rd.report(
          "marker-misuse",
          loc,
          `@${tag.name} takes a non-negative integer, and optionally 'always' (lenient mode checks it too), not '${tag.text.trim()}'`,
        );
      else counts[tag.name] = { min: Number(m[1]), always: m[2] === "always" };
    } else if (tag.name === "catchAll") {
      const value = tag.text.trim();
      if (/^\S+$/.test(value)) catchAll = value;
      else
        rd.report(
          "marker-misuse",
          loc,
          `@catchAll takes one value of the enum, the one upstream reads an unknown value as, not '${value}'`,
        );
    } else if (tag.name === "schemaName") {
      const name = tag.text.trim();
      if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) schemaName = name;
      else
        rd.report(
          "marker-misuse",
          loc,
          `@schemaName takes one identifier, the type's name in the JSON Schema, not '${name}'`,
        );
    }
  }
  const text = normalizeDocText(parsed.description);
  return {
    text,
    examples,
    ...(unstable !== undefined && { unstable }),
    ...(rfd && { rfd }),
    ...(departure && { departure }),
    ...(differs && { differs }),
    ...(lenient && { lenient }),
    ...(defaultOnNull && { defaultOnNull }),
    ...(schemaName && { schemaName }),
    ...(catchAll !== undefined && { catchAll }),
    ...(bounds && { bounds }),
    ...counts,
  };
}

interface RawTag {
  readonly name: string;
  readonly text: string;
  /** Line offset within the comment, and 0-based column of the `@`. */
  readonly line: number;
  readonly col: number;
  /**
   * Where each line of `text` starts: its line offset within the comment and its
   * 0-based column (on the comment's first line, relative to the comment's start).
   */
  readonly starts: readonly { readonly line: number; readonly col: number }[];
  /** How many characters `text` lost at its start to trimming. */
  readonly trimmed: number;
  /** The lines of the tag joined, before trimming. */
  readonly raw: string;
}

/**
 * Splits a raw `/** ... *\/` comment into its description and tags. A tag
 * starts only at the beginning of a line, so `@@` inside example JSON (git
 * patch hunks) stays part of the example.
 */
export function parseJsDoc(raw: string): { description: string; tags: RawTag[] } {
  const lines = raw
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split(/\r?\n/);
  const desc: string[] = [];
  const tags: { name: string; lines: string[]; line: number; col: number; starts: { line: number; col: number }[] }[] =
    [];
  lines.forEach((rawLine, i) => {
    // [\s\S], not ".": doc text may hold U+2028/U+2029, which "." does not match.
    const m = /^(\s*\*?\s?)([\s\S]*)$/.exec(rawLine)!;
    const prefix = i === 0 ? 3 : m[1]!.length;
    const content = m[2]!;
    const tag = /^@([A-Za-z]+)\s?([\s\S]*)$/.exec(content.trimStart());
    if (tag) {
      const lead = content.length - content.trimStart().length;
      const textCol = prefix + lead + content.trimStart().length - tag[2]!.length;
      tags.push({ name: tag[1]!, lines: [tag[2]!], line: i, col: prefix + lead, starts: [{ line: i, col: textCol }] });
    } else if (tags.length) {
      tags[tags.length - 1]!.lines.push(content);
      tags[tags.length - 1]!.starts.push({ line: i, col: prefix });
    } else desc.push(content);
  });
  return {
    description: desc.join("\n"),
    tags: tags.map((t) => {
      const joined = t.lines.join("\n");
      return {
        name: t.name,
        text: joined.trim(),
        line: t.line,
        col: t.col,
        starts: t.starts,
        trimmed: joined.length - joined.trimStart().length,
        raw: joined,
      };
    }),
  };
}

/** The file:line:col of the character at `offset` in the joined lines of a tag. */
function charLoc(start: Loc, tag: RawTag, offset: number): Loc {
  const lines = tag.raw.split("\n");
  let rest = offset;
  let i = 0;
  while (i < lines.length - 1 && rest > lines[i]!.length) {
    rest -= lines[i]!.length + 1;
    i++;
  }
  const s = tag.starts[Math.min(i, tag.starts.length - 1)]!;
  const col = s.line === 0 ? start.col + s.col + rest : s.col + rest + 1;
  return { file: start.file, line: start.line + s.line, col };
}

/** Joins JSDoc lines into paragraphs: single newlines become spaces, blank lines stay. */
function normalizeDocText(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .join(" "),
    )
    .filter(Boolean)
    .join("\n\n")
    .trim();
}
