/**
 * A small git patch writer: the patch that turns `oldText` into `newText` for
 * one file. It is the same algorithm in every generated language (a longest
 * common subsequence of lines, three lines of context), so all three write the
 * same bytes.
 */

type Op = { readonly kind: " " | "-" | "+"; readonly line: string; readonly noEol: boolean };

interface Lines {
  readonly lines: readonly string[];
  /** The last line has no newline at its end. */
  readonly noEol: boolean;
}

function splitLines(text: string): Lines {
  if (text === "") return { lines: [], noEol: false };
  const parts = text.split("\n");
  const noEol = parts[parts.length - 1] !== "";
  if (!noEol) parts.pop();
  return { lines: parts, noEol };
}

/** Above this many cells the table is not built: the patch replaces every line (still a valid patch). */
const MAX_CELLS = 4_000_000;

function diffOps(a: Lines, b: Lines): Op[] {
  const n = a.lines.length;
  const m = b.lines.length;
  const key = (l: Lines, i: number): string =>
    i === l.lines.length - 1 && l.noEol ? `${l.lines[i]}\u0000` : l.lines[i]!;
  const op = (kind: Op["kind"], l: Lines, i: number): Op => ({
    kind,
    line: l.lines[i]!,
    noEol: i === l.lines.length - 1 && l.noEol,
  });
  if (n * m > MAX_CELLS) {
    return [...a.lines.map((_, i) => op("-", a, i)), ...b.lines.map((_, j) => op("+", b, j))];
  }
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = key(a, i) === key(b, j) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && key(a, i) === key(b, j)) {
      ops.push(op(" ", a, i));
      i++;
      j++;
    } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      ops.push(op("-", a, i));
      i++;
    } else {
      ops.push(op("+", b, j));
      j++;
    }
  }
  return ops;
}

const CONTEXT = 3;

function range(start: number, len: number): string {
  const s = len === 0 ? start - 1 : start;
  return len === 1 ? `${s}` : `${s},${len}`;
}

/** The git patch for one file. `oldText` null means the file did not exist. `path` is absolute. */
export function gitPatch(path: string, oldText: string | null, newText: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  const out: string[] = [`diff --git a${p} b${p}`];
  if (oldText === null) out.push("new file mode 100644", "--- /dev/null");
  else out.push(`--- a${p}`);
  out.push(`+++ b${p}`);
  const ops = diffOps(splitLines(oldText ?? ""), splitLines(newText));
  const changed = ops.map((o, k) => (o.kind !== " " ? k : -1)).filter((k) => k >= 0);
  let h = 0;
  while (h < changed.length) {
    let end = h;
    while (end + 1 < changed.length && changed[end + 1]! - changed[end]! <= 2 * CONTEXT + 1) end++;
    const from = Math.max(0, changed[h]! - CONTEXT);
    const to = Math.min(ops.length - 1, changed[end]! + CONTEXT);
    let oldStart = 1;
    let newStart = 1;
    for (let k = 0; k < from; k++) {
      if (ops[k]!.kind !== "+") oldStart++;
      if (ops[k]!.kind !== "-") newStart++;
    }
    const body = ops.slice(from, to + 1);
    const oldLen = body.filter((o) => o.kind !== "+").length;
    const newLen = body.filter((o) => o.kind !== "-").length;
    out.push(`@@ -${range(oldStart, oldLen)} +${range(newStart, newLen)} @@`);
    for (const o of body) {
      out.push(`${o.kind}${o.line}`);
      if (o.noEol) out.push("\\ No newline at end of file");
    }
    h = end + 1;
  }
  return `${out.join("\n")}\n`;
}
