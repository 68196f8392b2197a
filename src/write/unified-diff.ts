/**
 * A unified diff of two texts, for `check`'s report of a stale file: Myers'
 * shortest edit script over lines, grouped into hunks with context.
 */

type Op = { kind: " " | "-" | "+"; a: number; b: number };

/** The edit script from `a` to `b` with at most `maxD` insertions and deletions (Myers' O(ND) search), or null beyond it. */
function editScript(a: readonly string[], b: readonly string[], maxD: number): Op[] | null {
  const n = a.length;
  const m = b.length;
  const off = maxD + 1;
  const v = new Int32Array(2 * maxD + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= maxD; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? v[off + k + 1]! : v[off + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) return backtrack(trace, off, n, m);
    }
  }
  return null;
}

function backtrack(trace: readonly Int32Array[], off: number, n: number, m: number): Op[] {
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : v[off + prevK]!;
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      ops.push({ kind: " ", a: x, b: y });
    }
    if (d > 0) {
      if (x === prevX) ops.push({ kind: "+", a: x, b: prevY });
      else ops.push({ kind: "-", a: prevX, b: y });
    }
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

/** Lines of a text; a final newline ends the last line rather than starting an empty one. */
function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Changes beyond this many lines are shown as one replacement of the region that differs. */
const MAX_EDIT = 2000;

/**
 * A unified diff (`---`/`+++` headers, `@@ -a,n +b,m @@` hunks, `context`
 * lines around each change) from `current` to `wanted`, at most `maxLines`
 * lines of hunks, then a line saying how many more there were. Empty when the
 * texts have the same lines.
 */
export function unifiedDiff(
  current: string,
  wanted: string,
  names: { from: string; to: string },
  options: { context?: number; maxLines?: number } = {},
): string {
  const context = options.context ?? 3;
  const maxLines = options.maxLines ?? 200;
  const a = linesOf(current);
  const b = linesOf(wanted);
  // The common head and tail are matched directly; only the middle is searched.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const ops: Op[] = [];
  for (let i = 0; i < head; i++) ops.push({ kind: " ", a: i, b: i });
  const mid = editScript(midA, midB, Math.min(MAX_EDIT, midA.length + midB.length)) ?? [
    ...midA.map((_, i) => ({ kind: "-" as const, a: i, b: 0 })),
    ...midB.map((_, i) => ({ kind: "+" as const, a: midA.length, b: i })),
  ];
  for (const o of mid) ops.push({ kind: o.kind, a: o.a + head, b: o.b + head });
  for (let i = 0; i < tail; i++) ops.push({ kind: " ", a: a.length - tail + i, b: b.length - tail + i });
  const changed = ops.map((o, i) => (o.kind === " " ? -1 : i)).filter((i) => i >= 0);
  if (!changed.length) return "";
  // Hunks: each change with `context` lines either side; hunks whose context touches are one.
  const hunks: [number, number][] = [];
  for (const i of changed) {
    const lo = Math.max(0, i - context);
    const hi = Math.min(ops.length - 1, i + context);
    const last = hunks[hunks.length - 1];
    if (last && lo <= last[1] + 1) last[1] = hi;
    else hunks.push([lo, hi]);
  }
  const body: string[] = [];
  for (const [lo, hi] of hunks) {
    const slice = ops.slice(lo, hi + 1);
    const lenA = slice.filter((o) => o.kind !== "+").length;
    const lenB = slice.filter((o) => o.kind !== "-").length;
    const startA = lenA ? slice.find((o) => o.kind !== "+")!.a + 1 : slice[0]!.a;
    const startB = lenB ? slice.find((o) => o.kind !== "-")!.b + 1 : slice[0]!.b;
    const range = (start: number, len: number): string => (len === 1 ? `${start}` : `${start},${len}`);
    body.push(`@@ -${range(startA, lenA)} +${range(startB, lenB)} @@`);
    for (const o of slice) body.push(`${o.kind}${o.kind === "+" ? b[o.b] : a[o.a]}`);
  }
  const shown = body.slice(0, maxLines);
  if (body.length > maxLines) shown.push(`... ${body.length - maxLines} more lines of diff`);
  return [`--- ${names.from}`, `+++ ${names.to}`, ...shown].join("\n");
}
