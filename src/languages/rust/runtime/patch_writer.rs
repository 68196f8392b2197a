//! A small git patch writer: the patch that turns an old text into a new one for
//! one file. It is the same algorithm in every generated language (a longest
//! common subsequence of lines, three lines of context), so all three write the
//! same bytes.

struct Lines<'a> {
    lines: Vec<&'a str>,
    no_eol: bool,
}

fn split_lines(text: &str) -> Lines<'_> {
    if text.is_empty() {
        return Lines {
            lines: Vec::new(),
            no_eol: false,
        };
    }
    let mut lines: Vec<&str> = text.split('\n').collect();
    let no_eol = !lines.last().is_some_and(|l| l.is_empty());
    if !no_eol {
        lines.pop();
    }
    Lines { lines, no_eol }
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Same,
    Del,
    Add,
}

struct Op<'a> {
    kind: Kind,
    line: &'a str,
    no_eol: bool,
}

/// Above this many cells the table is not built: the patch replaces every line.
const MAX_CELLS: usize = 4_000_000;
const CONTEXT: usize = 3;

fn is_last_no_eol(l: &Lines<'_>, i: usize) -> bool {
    l.no_eol && i + 1 == l.lines.len()
}

fn same(a: &Lines<'_>, i: usize, b: &Lines<'_>, j: usize) -> bool {
    a.lines[i] == b.lines[j] && is_last_no_eol(a, i) == is_last_no_eol(b, j)
}

fn diff_ops<'a>(a: &Lines<'a>, b: &Lines<'a>) -> Vec<Op<'a>> {
    let (n, m) = (a.lines.len(), b.lines.len());
    let del = |i: usize| Op {
        kind: Kind::Del,
        line: a.lines[i],
        no_eol: is_last_no_eol(a, i),
    };
    let add = |j: usize| Op {
        kind: Kind::Add,
        line: b.lines[j],
        no_eol: is_last_no_eol(b, j),
    };
    if n.saturating_mul(m) > MAX_CELLS {
        return (0..n).map(del).chain((0..m).map(add)).collect();
    }
    let mut lcs = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i][j] = if same(a, i, b, j) {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut ops = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        if i < n && j < m && same(a, i, b, j) {
            ops.push(Op {
                kind: Kind::Same,
                line: a.lines[i],
                no_eol: is_last_no_eol(a, i),
            });
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
            ops.push(del(i));
            i += 1;
        } else {
            ops.push(add(j));
            j += 1;
        }
    }
    ops
}

fn range(start: usize, len: usize) -> String {
    let s = if len == 0 { start - 1 } else { start };
    if len == 1 {
        format!("{s}")
    } else {
        format!("{s},{len}")
    }
}

/// The git patch for one file. `old_text` `None` means the file did not exist.
pub fn git_patch(path: &str, old_text: Option<&str>, new_text: &str) -> String {
    let p = if path.starts_with('/') {
        path.to_owned()
    } else {
        format!("/{path}")
    };
    let mut out = vec![format!("diff --git a{p} b{p}")];
    match old_text {
        None => {
            out.push("new file mode 100644".to_owned());
            out.push("--- /dev/null".to_owned());
        }
        Some(_) => out.push(format!("--- a{p}")),
    }
    out.push(format!("+++ b{p}"));
    let old_lines = split_lines(old_text.unwrap_or(""));
    let new_lines = split_lines(new_text);
    let ops = diff_ops(&old_lines, &new_lines);
    let changed: Vec<usize> = (0..ops.len())
        .filter(|&k| ops[k].kind != Kind::Same)
        .collect();
    let mut h = 0;
    while h < changed.len() {
        let mut end = h;
        while end + 1 < changed.len() && changed[end + 1] - changed[end] <= 2 * CONTEXT + 1 {
            end += 1;
        }
        let from = changed[h].saturating_sub(CONTEXT);
        let to = (changed[end] + CONTEXT).min(ops.len() - 1);
        let old_start = 1 + ops[..from].iter().filter(|o| o.kind != Kind::Add).count();
        let new_start = 1 + ops[..from].iter().filter(|o| o.kind != Kind::Del).count();
        let body = &ops[from..=to];
        let old_len = body.iter().filter(|o| o.kind != Kind::Add).count();
        let new_len = body.iter().filter(|o| o.kind != Kind::Del).count();
        out.push(format!(
            "@@ -{} +{} @@",
            range(old_start, old_len),
            range(new_start, new_len)
        ));
        for o in body {
            let mark = match o.kind {
                Kind::Same => ' ',
                Kind::Del => '-',
                Kind::Add => '+',
            };
            out.push(format!("{mark}{}", o.line));
            if o.no_eol {
                out.push("\\ No newline at end of file".to_owned());
            }
        }
        h = end + 1;
    }
    out.join("\n") + "\n"
}
