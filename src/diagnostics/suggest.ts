/** Edit distance between two names: insertions, deletions, substitutions, and two neighbours swapped (`sepc` for `spec`), each one step. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** "; did you mean 'X'?" for the closest known name within a third of the name's length (case ignored; a name that differs only in case is suggested), or "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    const d = editDistance(name.toLowerCase(), k.toLowerCase());
    if (d < bestD || (d === bestD && best !== null && k < best)) {
      best = k;
      bestD = d;
    }
  }
  // A name that differs only in case (`TaskID` for `TaskId`) is the nearest of all.
  return best !== null && best !== name && bestD <= Math.max(1, Math.floor(name.length / 3))
    ? `; did you mean '${best}'?`
    : "";
}
