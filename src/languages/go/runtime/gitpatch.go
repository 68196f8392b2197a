package behaviour

// A small git patch writer: the patch that turns an old text into a new text
// for one file. It is the same algorithm in every generated language (a
// longest common subsequence of lines, three lines of context), so all of
// them write the same bytes.

import (
	"strconv"
	"strings"
)

type patchOp struct {
	kind  byte
	line  string
	noEOL bool
}

type patchLines struct {
	lines []string
	noEOL bool
}

func splitPatchLines(text string) patchLines {
	if text == "" {
		return patchLines{}
	}
	parts := strings.Split(text, "\n")
	noEOL := parts[len(parts)-1] != ""
	if !noEOL {
		parts = parts[:len(parts)-1]
	}
	return patchLines{lines: parts, noEOL: noEOL}
}

// maxPatchCells is the largest table the diff builds; above it the patch replaces every line (still a valid patch).
const maxPatchCells = 4_000_000

func (l patchLines) key(i int) string {
	if i == len(l.lines)-1 && l.noEOL {
		return l.lines[i] + "\x00"
	}
	return l.lines[i]
}

func (l patchLines) op(kind byte, i int) patchOp {
	return patchOp{kind: kind, line: l.lines[i], noEOL: i == len(l.lines)-1 && l.noEOL}
}

func diffOps(a, b patchLines) []patchOp {
	n, m := len(a.lines), len(b.lines)
	ops := []patchOp{}
	if n*m > maxPatchCells {
		for i := range a.lines {
			ops = append(ops, a.op('-', i))
		}
		for j := range b.lines {
			ops = append(ops, b.op('+', j))
		}
		return ops
	}
	// lcs[i][j]: the length of the longest common subsequence of a[i:] and b[j:].
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a.key(i) == b.key(j) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a.key(i) == b.key(j):
			ops = append(ops, a.op(' ', i))
			i++
			j++
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, a.op('-', i))
			i++
		default:
			ops = append(ops, b.op('+', j))
			j++
		}
	}
	return ops
}

const patchContext = 3

func patchRange(start, length int) string {
	s := start
	if length == 0 {
		s = start - 1
	}
	if length == 1 {
		return strconv.Itoa(s)
	}
	return strconv.Itoa(s) + "," + strconv.Itoa(length)
}

// GitPatch returns the git patch for one file. A nil oldText means the file did not exist; path is made absolute.
func GitPatch(path string, oldText *string, newText string) string {
	p := path
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	out := []string{"diff --git a" + p + " b" + p}
	old := ""
	if oldText == nil {
		out = append(out, "new file mode 100644", "--- /dev/null")
	} else {
		old = *oldText
		out = append(out, "--- a"+p)
	}
	out = append(out, "+++ b"+p)
	ops := diffOps(splitPatchLines(old), splitPatchLines(newText))
	changed := []int{}
	for k, o := range ops {
		if o.kind != ' ' {
			changed = append(changed, k)
		}
	}
	for h := 0; h < len(changed); {
		end := h
		for end+1 < len(changed) && changed[end+1]-changed[end] <= 2*patchContext+1 {
			end++
		}
		from := max(0, changed[h]-patchContext)
		to := min(len(ops)-1, changed[end]+patchContext)
		oldStart, newStart := 1, 1
		for k := 0; k < from; k++ {
			if ops[k].kind != '+' {
				oldStart++
			}
			if ops[k].kind != '-' {
				newStart++
			}
		}
		body := ops[from : to+1]
		oldLen, newLen := 0, 0
		for _, o := range body {
			if o.kind != '+' {
				oldLen++
			}
			if o.kind != '-' {
				newLen++
			}
		}
		out = append(out, "@@ -"+patchRange(oldStart, oldLen)+" +"+patchRange(newStart, newLen)+" @@")
		for _, o := range body {
			out = append(out, string(o.kind)+o.line)
			if o.noEOL {
				out = append(out, "\\ No newline at end of file")
			}
		}
		h = end + 1
	}
	return strings.Join(out, "\n") + "\n"
}
