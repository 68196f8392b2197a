import { codes, type CodeName } from "./codes.js";

/** A position in a spec file; `file` is relative to the spec folder, with `/` separators. */
export interface Loc {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export interface Diagnostic {
  readonly name: CodeName;
  readonly code: string;
  readonly severity: "error" | "warning";
  readonly message: string;
  readonly loc: Loc;
}

/** A diagnostic of the table's severity, unless the run sets another (a warning the config makes an error). */
export function diag(name: CodeName, loc: Loc, message: string, severity?: Diagnostic["severity"]): Diagnostic {
  const entry = codes[name];
  return { name, code: entry.code, severity: severity ?? entry.severity, message, loc };
}

export function formatLoc(loc: Loc): string {
  return `${loc.file}:${loc.line}:${loc.col}`;
}

/** `spec/v2/updates.ts:12:3 - error ACP002: message`, in the style of tsc and TypeSpec. */
/** The location of a diagnostic about the spec folder as a whole: it has no file, line or column. */
export const NO_LOC: Loc = { file: "", line: 0, col: 0 };

export function formatDiagnostic(d: Diagnostic, specRoot = ""): string {
  if (d.loc.line === 0) return `${specRoot || "."} - ${d.severity} ${d.code}: ${d.message}`;
  // Spec files are relative to the spec folder; a file outside it (a template override) carries its own path.
  const file = specRoot && !d.loc.file.startsWith("/") ? `${specRoot.replace(/\/$/, "")}/${d.loc.file}` : d.loc.file;
  return `${file}:${d.loc.line}:${d.loc.col} - ${d.severity} ${d.code}: ${d.message}`;
}

export function hasErrors(ds: readonly Diagnostic[]): boolean {
  return ds.some((d) => d.severity === "error");
}

/** Sort by file, line, column, code: output order never depends on traversal order. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) =>
      cmp(a.loc.file, b.loc.file) ||
      a.loc.line - b.loc.line ||
      a.loc.col - b.loc.col ||
      cmp(a.code, b.code) ||
      cmp(a.message, b.message),
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
