/** Edit distance (Levenshtein) between two names. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** "; did you mean 'X'?" for the closest known name within a third of the name's length (case ignored), or "". */
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
  return best !== null && bestD > 0 && bestD <= Math.max(1, Math.floor(name.length / 3)) ? `; did you mean '${best}'?` : "";
}
