import { lstatSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

/**
 * How the commands report: exit codes shared by every command, paths relative
 * to the working folder, diagnostics as records (for `--format json`) and as
 * GitHub Actions workflow commands (for `--format github`), and unified diffs.
 */

/** The exit codes of every command. */
export const EXIT = {
  /** Everything passed. */
  ok: 0,
  /** The spec or the config file has errors, or generate refused or failed to write the output (nothing was written). */
  errors: 1,
  /** A usage error, or the command could not run or judge (a bad flag, an unreadable input, an interrupted or busy output folder). */
  usage: 2,
  /** The verdict is a failure: the output folder is stale (check), the change fails --fail-on (diff), a vector failed (conformance). */
  failed: 3,
} as const;

/** The exit codes, as every command's --help lists them. */
export const EXIT_HELP =
  "\nExit status (the same for every command):\n" +
  "  0  ok\n" +
  "  1  the spec or the config file has errors (or generate could not write the output; nothing was written)\n" +
  "  2  usage error, or it could not run: a bad flag, an unreadable input, an interrupted or busy output folder\n" +
  "  3  the verdict fails: the output folder is stale (check), the change fails --fail-on (diff), a vector failed (conformance)\n";

/** The output formats of generate and check. */
export const FORMATS = ["text", "json", "github"] as const;
export type Format = (typeof FORMATS)[number];

/** A path as printed: relative to the working folder (`../x` included), or absolute when that is shorter (a folder far away, another drive). */
export function shownPath(path: string, cwd = process.cwd()): string {
  const abs = resolve(cwd, path);
  const rel = relative(resolve(cwd), abs);
  if (rel === "") return ".";
  if (isAbsolute(rel) || (rel.startsWith("..") && rel.length > abs.length)) return abs.split(sep).join("/");
  return rel.split(sep).join("/");
}

/** One diagnostic as data: its file relative to the working folder; line and column are null for the spec folder as a whole. */
export interface DiagnosticRecord {
  readonly code: string;
  readonly severity: "error" | "warning";
  readonly message: string;
  readonly file: string;
  readonly line: number | null;
  readonly column: number | null;
}

/** A diagnostic's record. Spec files are relative to `specRoot`; a file with an absolute path (a template override) or one relative to the working folder (the config file) keeps it. */
export function diagnosticRecord(d: Diagnostic, specRoot: string | null, cwd = process.cwd()): DiagnosticRecord {
  const base = { code: d.code, severity: d.severity, message: d.message };
  if (d.loc.line === 0) return { ...base, file: shownPath(specRoot ?? ".", cwd), line: null, column: null };
  const file = specRoot !== null && !isAbsolute(d.loc.file) ? join(specRoot, d.loc.file) : d.loc.file;
  return { ...base, file: shownPath(file, cwd), line: d.loc.line, column: d.loc.col };
}

/** `file:line:col - error ACP002: message`, in the style of tsc (or `folder - error ...` without a line). */
export function textOf(r: DiagnosticRecord): string {
  return `${r.file}${r.line === null ? "" : `:${r.line}:${r.column ?? 1}`} - ${r.severity} ${r.code}: ${r.message}`;
}

/**
 * The lines under a text-format diagnostic that show where it is: the source
 * line with its number, and a caret under the column (tsc and rustc do the
 * same). Empty when the diagnostic has no line, or its file cannot be read.
 * A long line is shown as a window around the column.
 */
export function codeFrame(
  r: DiagnosticRecord,
  cwd = process.cwd(),
  read: (file: string) => string = readForFrame,
): string[] {
  if (r.line === null) return [];
  let text: string;
  try {
    text = read(resolve(cwd, r.file));
  } catch {
    return [];
  }
  const line = text.split(/\r?\n/)[r.line - 1];
  if (line === undefined) return [];
  const col = Math.max(1, Math.min(r.column ?? 1, line.length + 1));
  const WIDTH = 120;
  const start = col > WIDTH - 20 ? col - (WIDTH - 20) : 0;
  const shown =
    (start > 0 ? "..." : "") +
    line.slice(start, start + WIDTH).replace(/\t/g, " ") +
    (line.length > start + WIDTH ? "..." : "");
  const caretAt = col - 1 - start + (start > 0 ? 3 : 0);
  const gutter = String(r.line);
  return [`  ${gutter} | ${shown}`, `  ${" ".repeat(gutter.length)} | ${" ".repeat(caretAt)}^`];
}

/**
 * A file's text for a code frame: only a regular file of at most 4 MB that is not a symbolic link. A diagnostic may
 * name a link that was refused for pointing elsewhere (a template override, say): the frame must not show what it
 * points to.
 */
function readForFrame(file: string): string {
  const st = lstatSync(file);
  if (st.isSymbolicLink() || !st.isFile() || st.size > 4 * 1024 * 1024) throw new Error("not shown");
  return readFileSync(file, "utf8");
}

/** Escapes the message of a workflow command (GitHub's rule: `%`, CR and LF). */
export function escapeData(s: string): string {
  return s.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** Escapes a property value of a workflow command: as data, and also `:` and `,`, which end a property. */
export function escapeProperty(s: string): string {
  return escapeData(s).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

/** A GitHub Actions workflow command annotating a file (and a line, when known). */
export function githubCommand(
  severity: "error" | "warning" | "notice",
  title: string,
  message: string,
  file: string | null,
  line: number | null = null,
  column: number | null = null,
): string {
  const props = [
    ...(file !== null ? [`file=${escapeProperty(file)}`] : []),
    ...(line !== null ? [`line=${line}`] : []),
    ...(line !== null && column !== null ? [`col=${column}`] : []),
    `title=${escapeProperty(title)}`,
  ];
  return `::${severity} ${props.join(",")}::${escapeData(message)}`;
}

export function githubOf(r: DiagnosticRecord): string {
  return githubCommand(r.severity, r.code, r.message, r.file, r.line, r.column);
}
