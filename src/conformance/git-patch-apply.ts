/**
 * Applies a git patch for one file, for the judge's `$gitPatchOf` matcher: a
 * produced patch passes when it turns OLD into NEW. Written independently of
 * the generated patch writers, so it cannot share their mistakes.
 */
export class PatchError extends Error {}

/** Splits text into lines that keep their "\n" (the last may lack it). */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function applyGitPatch(oldText: string | null, patch: string, path: string): string {
  const raw = patch.split("\n");
  if (raw[raw.length - 1] === "") raw.pop();
  const p = path.startsWith("/") ? path : `/${path}`;
  if (!raw[0]?.startsWith("diff --git ") || !raw[0].includes(p))
    throw new PatchError(`the patch does not start with a diff --git header for ${path}`);
  const minus = raw.find((l) => l.startsWith("--- "));
  const plus = raw.find((l) => l.startsWith("+++ "));
  if (!minus || !plus?.endsWith(p)) throw new PatchError("the patch lacks ---/+++ headers naming the file");
  if ((oldText === null) !== (minus === "--- /dev/null"))
    throw new PatchError(
      oldText === null ? "a new file's patch must come from /dev/null" : "the patch treats an existing file as new",
    );
  const src = linesOf(oldText ?? "");
  const out: string[] = [];
  let pos = 0;
  let i = raw.findIndex((l) => l.startsWith("@@"));
  if (i < 0) i = raw.length;
  while (i < raw.length) {
    const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(raw[i]!);
    if (!m) throw new PatchError(`bad hunk header: ${raw[i]}`);
    const oldLen = m[2] === undefined ? 1 : Number(m[2]);
    const start = oldLen === 0 ? Number(m[1]) : Number(m[1]) - 1;
    if (start < pos || start > src.length) throw new PatchError("hunks overlap, go backwards or start past the end");
    while (pos < start) out.push(src[pos++]!);
    i++;
    // Hunk lines with their terminators: a "\ No newline at end of file" marker removes the previous line's.
    const body: { kind: string; text: string }[] = [];
    while (i < raw.length && !raw[i]!.startsWith("@@")) {
      const l = raw[i]!;
      if (l.startsWith("\\")) {
        const prev = body[body.length - 1];
        if (!prev) throw new PatchError("a no-newline marker with no line before it");
        prev.text = prev.text.slice(0, -1);
      } else if (l[0] === " " || l[0] === "-" || l[0] === "+") body.push({ kind: l[0], text: `${l.slice(1)}\n` });
      else throw new PatchError(`bad patch line: ${l}`);
      i++;
    }
    for (const b of body) {
      if (b.kind !== "+") {
        if (src[pos] !== b.text)
          throw new PatchError(
            `the patch expects ${JSON.stringify(b.text)} at line ${pos + 1}; the old text has ${JSON.stringify(src[pos])}`,
          );
        pos++;
      }
      if (b.kind !== "-") out.push(b.text);
    }
  }
  while (pos < src.length) out.push(src[pos++]!);
  return out.join("");
}
