"""A small git patch writer: the patch that turns an old text into a new one for one
file. It is the same algorithm in every generated language (a longest common
subsequence of lines, three lines of context), so all three write the same bytes."""

from __future__ import annotations

_MAX_CELLS = 4_000_000
_CONTEXT = 3


def _split(text: str) -> tuple[list[str], bool]:
    if text == "":
        return [], False
    lines = text.split("\n")
    no_eol = lines[-1] != ""
    if not no_eol:
        lines.pop()
    return lines, no_eol


def _ops(a: list[str], a_no_eol: bool, b: list[str], b_no_eol: bool) -> list[tuple[str, str, bool]]:
    n, m = len(a), len(b)

    def last(lines: list[str], no_eol: bool, i: int) -> bool:
        return no_eol and i == len(lines) - 1

    def same(i: int, j: int) -> bool:
        return a[i] == b[j] and last(a, a_no_eol, i) == last(b, b_no_eol, j)

    if n * m > _MAX_CELLS:
        return [("-", a[i], last(a, a_no_eol, i)) for i in range(n)] + [
            ("+", b[j], last(b, b_no_eol, j)) for j in range(m)
        ]
    lcs = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            lcs[i][j] = lcs[i + 1][j + 1] + 1 if same(i, j) else max(lcs[i + 1][j], lcs[i][j + 1])
    ops: list[tuple[str, str, bool]] = []
    i = j = 0
    while i < n or j < m:
        if i < n and j < m and same(i, j):
            ops.append((" ", a[i], last(a, a_no_eol, i)))
            i += 1
            j += 1
        elif i < n and (j == m or lcs[i + 1][j] >= lcs[i][j + 1]):
            ops.append(("-", a[i], last(a, a_no_eol, i)))
            i += 1
        else:
            ops.append(("+", b[j], last(b, b_no_eol, j)))
            j += 1
    return ops


def _range(start: int, length: int) -> str:
    s = start - 1 if length == 0 else start
    return f"{s}" if length == 1 else f"{s},{length}"


def git_patch(path: str, old_text: str | None, new_text: str) -> str:
    """The git patch for one file. ``old_text`` ``None`` means the file did not exist."""
    p = path if path.startswith("/") else f"/{path}"
    out = [f"diff --git a{p} b{p}"]
    if old_text is None:
        out += ["new file mode 100644", "--- /dev/null"]
    else:
        out.append(f"--- a{p}")
    out.append(f"+++ b{p}")
    a, a_no_eol = _split(old_text or "")
    b, b_no_eol = _split(new_text)
    ops = _ops(a, a_no_eol, b, b_no_eol)
    changed = [k for k, o in enumerate(ops) if o[0] != " "]
    h = 0
    while h < len(changed):
        end = h
        while end + 1 < len(changed) and changed[end + 1] - changed[end] <= 2 * _CONTEXT + 1:
            end += 1
        start = max(0, changed[h] - _CONTEXT)
        stop = min(len(ops) - 1, changed[end] + _CONTEXT)
        old_start = 1 + sum(1 for o in ops[:start] if o[0] != "+")
        new_start = 1 + sum(1 for o in ops[:start] if o[0] != "-")
        body = ops[start : stop + 1]
        old_len = sum(1 for o in body if o[0] != "+")
        new_len = sum(1 for o in body if o[0] != "-")
        out.append(f"@@ -{_range(old_start, old_len)} +{_range(new_start, new_len)} @@")
        for kind, line, no_eol in body:
            out.append(f"{kind}{line}")
            if no_eol:
                out.append("\\ No newline at end of file")
        h = end + 1
    return "\n".join(out) + "\n"
