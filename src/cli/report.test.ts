import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diag, NO_LOC } from "../diagnostics/diagnostic.js";
import {
  codeFrame,
  diagnosticRecord,
  escapeData,
  escapeProperty,
  githubCommand,
  githubOf,
  shownPath,
  textOf,
} from "./report.js";

/** Reads a workflow command back as GitHub's runner does: properties split at `,` and `=`, then every escape undone. */
function parseCommand(line: string): { command: string; props: Record<string, string>; message: string } {
  const m = /^::([a-z]+) ([^:]*)::(.*)$/.exec(line);
  if (!m) throw new Error(`not a workflow command: ${line}`);
  // biome-ignore lint/suspicious/noShadowRestrictedNames: the test names the operation it undoes
  const unescape = (s: string): string =>
    s
      .replaceAll("%0D", "\r")
      .replaceAll("%0A", "\n")
      .replaceAll("%3A", ":")
      .replaceAll("%2C", ",")
      .replaceAll("%25", "%");
  const props = Object.fromEntries(
    m[2]!.split(",").map((p) => [p.slice(0, p.indexOf("=")), unescape(p.slice(p.indexOf("=") + 1))]),
  );
  return { command: m[1]!, props, message: unescape(m[3]!) };
}

describe("GitHub Actions workflow commands", () => {
  it("escape %, CR and LF in the message, and also : and , in properties", () => {
    expect(escapeData("50% done\r\nnext: a, b")).toBe("50%25 done%0D%0Anext: a, b");
    expect(escapeProperty("C:\\a,b%\n")).toBe("C%3A\\a%2Cb%25%0A");
  });

  it.each([
    ["a plain message", "spec/v1/a.ts", "type 'Missing' is not a type of v1"],
    ["a message with every special character", "dir,with:odd%chars/a b.ts", "line one\nline two: 100%, done\r"],
  ])("%s reads back as written", (_, file, message) => {
    const line = githubCommand("error", "ACP002", message, file, 12, 3);
    expect(line).not.toMatch(/[\r\n]/);
    expect(parseCommand(line)).toEqual({
      command: "error",
      props: { file, line: "12", col: "3", title: "ACP002" },
      message,
    });
  });

  it("a warning is ::warning, and a diagnostic without a line has no line or col", () => {
    const d = diagnosticRecord(
      { ...diag("spec-not-found", NO_LOC, "cannot read the spec folder 'x'"), severity: "warning" },
      "x",
      "/w",
    );
    const parsed = parseCommand(githubOf(d));
    expect(parsed.command).toBe("warning");
    expect(parsed.props).toEqual({ file: "x", title: d.code });
  });
});

describe("diagnostic records", () => {
  const d = diag("unknown-type", { file: "v1/a.ts", line: 2, col: 6 }, "type 'Missing' is not a type of v1");
  it("spec files are joined to the spec folder and printed from the working folder", () => {
    const r = diagnosticRecord(d, "/p/protocol", "/p/protocol/sub");
    expect(r).toEqual({ code: d.code, severity: "error", message: d.message, file: "../v1/a.ts", line: 2, column: 6 });
    expect(textOf(r)).toBe(`../v1/a.ts:2:6 - error ${d.code}: ${d.message}`);
  });

  it("a file with its own absolute path (a template override) keeps it, shown from the working folder", () => {
    expect(diagnosticRecord({ ...d, loc: { ...d.loc, file: "/p/overrides/rust/lib.hbs" } }, "/p/spec", "/p").file).toBe(
      "overrides/rust/lib.hbs",
    );
  });

  it("a path far from the working folder is absolute, a near one relative", () => {
    expect(shownPath("/p/q/r", "/p")).toBe("q/r");
    expect(shownPath("/p", "/p/q")).toBe("..");
    expect(shownPath("/p", "/p")).toBe(".");
    const far = join("/", "elsewhere", "x");
    expect(shownPath(far, "/a/b/c/d/e/f")).toBe(far);
  });
});

describe("codeFrame", () => {
  const record = (line: number | null, column: number | null) => ({
    code: "ACP002",
    severity: "error" as const,
    message: "m",
    file: "a.ts",
    line,
    column,
  });
  it("shows the line with its number and a caret under the column", () => {
    const read = (): string => "first\n  id: TaskID;\n";
    expect(codeFrame(record(2, 7), "/w", read)).toEqual(["  2 |   id: TaskID;", "    |       ^"]);
  });
  it("never shows what a symbolic link points to, only a regular file's own line", () => {
    const dir = mkdtempSync(join(tmpdir(), "acp-frame-"));
    try {
      writeFileSync(join(dir, "secret.txt"), "SECRET TEXT\n");
      symlinkSync(join(dir, "secret.txt"), join(dir, "link.hbs"));
      writeFileSync(join(dir, "own.ts"), "own line\n");
      const at = (file: string) => ({ ...record(1, 1), file });
      expect(codeFrame(at("link.hbs"), dir)).toEqual([]);
      expect(codeFrame(at("own.ts"), dir)).toEqual(["  1 | own line", "    | ^"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it("shows nothing without a line, past the end of the file, or when the file cannot be read", () => {
    expect(codeFrame(record(null, null), "/w", () => "x")).toEqual([]);
    expect(codeFrame(record(9, 1), "/w", () => "x\n")).toEqual([]);
    expect(
      codeFrame(record(1, 1), "/w", () => {
        throw new Error("gone");
      }),
    ).toEqual([]);
  });
  it("shows a window around the column of a long line", () => {
    const long = `${"x".repeat(500)}HERE${"y".repeat(500)}`;
    const [src, caret] = codeFrame(record(1, 501), "/w", () => long);
    expect(src!.length).toBeLessThan(140);
    expect(src![caret!.indexOf("^")]).toBe("H");
  });
});
