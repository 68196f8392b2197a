/**
 * The git patch of one file's old text to its new text, as the generated
 * bindings write it: the edit script of a longest common subsequence of lines
 * (a deletion before an insertion where both are as long), hunks of three
 * lines of context, hunks whose context would touch or overlap merged. The
 * core's IR evaluator uses it; every bindings runtime carries the same
 * algorithm, so all give the same bytes.
 */

interface Line {
  readonly text: string;
  /** The file's last line, with no newline after it. */
  readonly last: boolean;
}

interface Step {
  readonly op: " " | "-" | "+";
  readonly line: Line;
}

function linesOf(text: string): Line[] {
  if (text === "") return [];
  const parts = text.split("\n");
  const endsInNewline = parts[parts.length - 1] === "";
  if (endsInNewline) parts.pop();
  return parts.map((t, i) => ({ text: t, last: !endsInNewline && i === parts.length - 1 }));
}

/** Two lines are the same when their text is, and both end in a newline or neither does. */
const same = (a: Line, b: Line): boolean => a.text === b.text && a.last === b.last;

/** Beyond this many table cells no table is built: every old line is removed and every new line added. */
const TABLE_LIMIT = 4_000_000;

function editScript(a: readonly Line[], b: readonly Line[]): Step[] {
  if (a.length * b.length > TABLE_LIMIT) {
    return [...a.map((line): Step => ({ op: "-", line })), ...b.map((line): Step => ({ op: "+", line }))];
  }
  const width = b.length + 1;
  // common[i * width + j]: the length of a longest common subsequence of a[i..] and b[j..].
  const common = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] = same(a[i]!, b[j]!)
        ? common[(i + 1) * width + j + 1]! + 1
        : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && same(a[i]!, b[j]!)) {
      steps.push({ op: " ", line: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)) {
      steps.push({ op: "-", line: a[i]! });
      i++;
    } else {
      steps.push({ op: "+", line: b[j]! });
      j++;
    }
  }
  return steps;
}

const CONTEXT = 3;

/** A hunk header's range: the start (one before it for an empty range) and the length, left out when it is one. */
function span(start: number, length: number): string {
  const first = length === 0 ? start - 1 : start;
  return length === 1 ? String(first) : `${first},${length}`;
}

/** The git patch for one file; `oldText` null: the file is new. A relative `path` is taken from the root. */
export function gitPatch(path: string, oldText: string | null, newText: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  const out = [`diff --git a${p} b${p}`];
  out.push(...(oldText === null ? ["new file mode 100644", "--- /dev/null"] : [`--- a${p}`]), `+++ b${p}`);
  const steps = editScript(linesOf(oldText ?? ""), linesOf(newText));
  const changes: number[] = [];
  steps.forEach((s, k) => {
    if (s.op !== " ") changes.push(k);
  });
  for (let first = 0; first < changes.length; ) {
    let last = first;
    while (last + 1 < changes.length && changes[last + 1]! - changes[last]! <= 2 * CONTEXT + 1) last++;
    const from = Math.max(0, changes[first]! - CONTEXT);
    const to = Math.min(steps.length, changes[last]! + CONTEXT + 1);
    const before = steps.slice(0, from);
    const oldStart = 1 + before.filter((s) => s.op !== "+").length;
    const newStart = 1 + before.filter((s) => s.op !== "-").length;
    const hunk = steps.slice(from, to);
    out.push(
      `@@ -${span(oldStart, hunk.filter((s) => s.op !== "+").length)} +${span(newStart, hunk.filter((s) => s.op !== "-").length)} @@`,
    );
    for (const s of hunk) {
      out.push(`${s.op}${s.line.text}`);
      if (s.line.last) out.push("\\ No newline at end of file");
    }
    first = last + 1;
  }
  return `${out.join("\n")}\n`;
}
