//! The located error of a parse ([`ParseError`]): JSON paths as every binding writes them, and
//! serde's errors read into that form.

use super::*;

/// Appends an object key to a JSON path as every binding writes it: `.key` for a key
/// like an identifier, else `["the key"]`.
pub fn push_key(path: &mut String, key: &str) {
    let mut chars = key.chars();
    let ident = chars
        .next()
        .is_some_and(|c| c == '_' || c == '$' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c == '$' || c.is_ascii_alphanumeric());
    if ident {
        path.push('.');
        path.push_str(key);
    } else {
        path.push('[');
        path.push_str(&serde_json::to_string(key).unwrap_or_default());
        path.push(']');
    }
}

/// Appends an array index to a JSON path: `[3]`.
pub fn push_index(path: &mut String, index: usize) {
    use std::fmt::Write as _;
    let _ = write!(path, "[{index}]");
}

/// A value that does not match its type: the type parsed, the JSON path where the value
/// fails (`$.update.content[0].text`), and what is wrong there. It displays as
/// `v1.Type: at $.path: problem`, as in every generated language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    type_name: String,
    path: String,
    problem: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if !self.type_name.is_empty() {
            write!(f, "{}: ", self.type_name)?;
        }
        write!(f, "at {}: {}", self.path, self.problem)
    }
}

impl std::error::Error for ParseError {}

impl ParseError {
    /// An error at `path` (a JSON path: `$`, `$.a[0]`), for no type in particular.
    pub fn at(path: &str, problem: impl Into<String>) -> Self {
        Self {
            type_name: String::new(),
            path: path.to_owned(),
            problem: problem.into(),
        }
    }

    /// The type that was parsed (`v1.Type`); empty when none was named.
    pub fn type_name(&self) -> &str {
        &self.type_name
    }

    /// The JSON path of the value that fails: `$` for the root, then `.key`, `["odd key"]`, `[0]`.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// What is wrong with the value there.
    pub fn problem(&self) -> &str {
        &self.problem
    }

    /// The same error, reported for the type `type_name`.
    pub fn named(self, type_name: impl Into<String>) -> Self {
        Self {
            type_name: type_name.into(),
            ..self
        }
    }

    /// The same error seen from the enclosing object: its member `key` holds the value.
    pub fn within(self, key: &str) -> Self {
        let mut path = String::from("$");
        push_key(&mut path, key);
        path.push_str(self.path.strip_prefix('$').unwrap_or(&self.path));
        Self { path, ..self }
    }

    /// The error as a serde error of a value read inside another, which [`from_value`]
    /// and [`from_str`] place at its path in the whole input.
    pub(crate) fn nested<E: Error>(&self) -> E {
        nested(
            self.path.strip_prefix('$').unwrap_or(&self.path),
            &self.problem,
        )
    }
}

/// Marks the error of a value read inside another: the path inside it (without the
/// leading `$`) and the problem, joined to the outer path when the error reaches the top.
pub(crate) const NESTED: char = '\u{1}';

pub(crate) fn nested<E: Error>(suffix: &str, problem: &str) -> E {
    E::custom(format!("{NESTED}{suffix}{NESTED}{problem}"))
}

/// A located error from the path of the value that failed and serde's message.
pub(crate) fn path_error(segs: Vec<crate::read::Seg>, inner: serde_json::Error) -> ParseError {
    use crate::read::Seg;
    let mut path = String::from("$");
    for seg in &segs {
        match seg {
            Seg::Index(index) => push_index(&mut path, *index),
            Seg::Key(key) => push_key(&mut path, key),
        }
    }
    // The key whose reading failed, when the path already ends with it.
    let last_key = match segs.last() {
        Some(Seg::Key(key)) => Some(key.clone()),
        _ => None,
    };
    let mut problem = inner.to_string();
    if inner.line() > 0 {
        let suffix = format!(" at line {} column {}", inner.line(), inner.column());
        if let Some(p) = problem.strip_suffix(&suffix) {
            problem = p.to_owned();
        }
    }
    if let Some((suffix, rest)) = problem
        .strip_prefix(NESTED)
        .and_then(|r| r.split_once(NESTED))
    {
        // A value read inside this one: its path is complete.
        path.push_str(suffix);
        return ParseError::at(&path, rest);
    }
    // A missing or unknown field is reported at the field, as in the other languages.
    for prefix in ["missing field `", "unknown field `"] {
        if let Some(rest) = problem.strip_prefix(prefix) {
            let end = ["`, expected", "`, there are no fields"]
                .iter()
                .filter_map(|m| rest.find(m))
                .min()
                .unwrap_or_else(|| rest.rfind('`').unwrap_or(rest.len()));
            let field = &rest[..end];
            if last_key.as_deref() != Some(field) {
                push_key(&mut path, field);
            }
            if prefix.starts_with("missing") {
                // Worded as every binding words it; the path already names the field.
                return ParseError::at(&path, "required field is missing");
            }
        }
    }
    ParseError::at(&path, problem)
}

/// The name of a type as the errors name it: `v1.Type` for a spec type, the Rust name
/// without module paths for any other.
pub fn type_label<T: ?Sized>() -> String {
    label(std::any::type_name::<T>())
}

/// `a::b::v1::Type<c::Other>` as `v1.Type<Other>`.
pub(crate) fn label(full: &str) -> String {
    let mut out = String::with_capacity(full.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let mut parts = word.rsplit("::");
        let last = parts.next().unwrap_or_default();
        match parts.next() {
            Some(v)
                if v.len() > 1
                    && v.starts_with('v')
                    && v[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                out.push_str(v);
                out.push('.');
            }
            _ => {}
        }
        out.push_str(last);
        word.clear();
    };
    for c in full.chars() {
        if c.is_alphanumeric() || c == '_' || c == ':' {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}
