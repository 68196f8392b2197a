//! Support code for the generated types. Not part of the stable API.

use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

/// The payload of a variant with no fields. Unknown fields are kept.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct UnitPayload {
    /// Fields this version does not know, kept so that they serialize back unchanged.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

/// Reads an optional field that may be absent but never `null`
/// (use with `#[serde(default)]`).
pub fn non_null<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// Writes a number the way every generated language writes it: an integral value
/// below 2^53 without a fraction (`1`, not `1.0`), as JSON.stringify does.
pub fn number<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    if value.fract() == 0.0 && value.abs() < 9_007_199_254_740_992.0 {
        serializer.serialize_i64(*value as i64)
    } else {
        serializer.serialize_f64(*value)
    }
}

/// [`number`] for an optional-and-nullable number field.
pub fn maybe_number<S: serde::Serializer>(
    value: &crate::MaybeUndefined<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        crate::MaybeUndefined::Value(v) => number(v, serializer),
        _ => serializer.serialize_none(),
    }
}

/// [`number`] for an optional number field.
pub fn option_number<S: serde::Serializer>(
    value: &Option<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(v) => number(v, serializer),
        None => serializer.serialize_none(),
    }
}

/// Reads a required field that may be `null`: unlike a plain `Option`, a missing key is
/// an error.
pub fn nullable<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(deserializer)
}

/// The largest magnitude a 64-bit integer field takes in every binding: 2^53 - 1, the
/// integers a JSON number holds exactly in every language (TypeScript numbers are doubles).
pub const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

/// A field value whose 64-bit integers must stay within [`MAX_SAFE_INTEGER`].
pub trait SafeIntegers {
    /// The first integer beyond the range, with its format, if any.
    fn beyond_range(&self) -> Option<(String, &'static str)>;
}

impl SafeIntegers for i64 {
    fn beyond_range(&self) -> Option<(String, &'static str)> {
        (self.unsigned_abs() > MAX_SAFE_INTEGER).then(|| (self.to_string(), "int64"))
    }
}

impl SafeIntegers for u64 {
    fn beyond_range(&self) -> Option<(String, &'static str)> {
        (*self > MAX_SAFE_INTEGER).then(|| (self.to_string(), "uint64"))
    }
}

impl<T: SafeIntegers> SafeIntegers for Option<T> {
    fn beyond_range(&self) -> Option<(String, &'static str)> {
        self.as_ref().and_then(T::beyond_range)
    }
}

impl<T: SafeIntegers> SafeIntegers for crate::MaybeUndefined<T> {
    fn beyond_range(&self) -> Option<(String, &'static str)> {
        match self {
            crate::MaybeUndefined::Value(v) => v.beyond_range(),
            _ => None,
        }
    }
}

impl<T: SafeIntegers> SafeIntegers for Vec<T> {
    fn beyond_range(&self) -> Option<(String, &'static str)> {
        self.iter().find_map(T::beyond_range)
    }
}

impl<T: SafeIntegers> SafeIntegers for std::collections::BTreeMap<String, T> {
    fn beyond_range(&self) -> Option<(String, &'static str)> {
        self.values().find_map(T::beyond_range)
    }
}

fn in_safe_range<E: Error, T: SafeIntegers>(value: T) -> Result<T, E> {
    match value.beyond_range() {
        Some((n, format)) => {
            let min = if format == "int64" {
                format!("-{MAX_SAFE_INTEGER}")
            } else {
                "0".to_owned()
            };
            Err(E::custom(format!(
                "{n} is outside the {format} range {min}..{MAX_SAFE_INTEGER}"
            )))
        }
        None => Ok(value),
    }
}

/// Reads a field holding 64-bit integers, rejecting any beyond [`MAX_SAFE_INTEGER`].
pub fn safe_integers<'de, D: Deserializer<'de>, T: Deserialize<'de> + SafeIntegers>(
    deserializer: D,
) -> Result<T, D::Error> {
    in_safe_range(T::deserialize(deserializer)?)
}

/// [`non_null`] and [`safe_integers`] at once.
pub fn non_null_safe_integers<'de, D: Deserializer<'de>, T: Deserialize<'de> + SafeIntegers>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    in_safe_range(non_null(deserializer)?)
}

/// [`nullable`] and [`safe_integers`] at once.
pub fn nullable_safe_integers<'de, D: Deserializer<'de>, T: Deserialize<'de> + SafeIntegers>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    in_safe_range(nullable(deserializer)?)
}

/// Writes numbers as RFC 8785 (and ECMAScript's Number::toString) spells them, so that
/// every generated language writes the same bytes: `1`, `0.000025`, `1e-7`, `1.5e+300`.
pub struct CanonicalFormatter;

impl serde_json::ser::Formatter for CanonicalFormatter {
    fn write_f64<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        value: f64,
    ) -> std::io::Result<()> {
        writer.write_all(es_number(value).as_bytes())
    }

    fn write_f32<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        value: f32,
    ) -> std::io::Result<()> {
        writer.write_all(es_number(f64::from(value)).as_bytes())
    }
}

/// A float as ECMAScript writes it: the shortest digits that read back as `x`, in integer,
/// decimal or exponent form by its rules.
pub fn es_number(x: f64) -> String {
    if x == 0.0 {
        return "0".to_owned();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    // Rust's `{:e}` gives the shortest round-trip digits: "2.5e-5", "1e-7".
    let sci = format!("{:e}", x.abs());
    let (mantissa, exp_text) = sci.split_once('e').unwrap_or((&sci, "0"));
    let (whole, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut exp: i64 = exp_text.parse::<i64>().unwrap_or(0) - frac.len() as i64;
    let all = format!("{whole}{frac}");
    let digits = all.trim_start_matches('0');
    let stripped = digits.trim_end_matches('0');
    exp += (digits.len() - stripped.len()) as i64;
    let k = stripped.len() as i64;
    let n = exp + k;
    if k <= n && n <= 21 {
        format!("{sign}{stripped}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        let (a, b) = stripped.split_at(n as usize);
        format!("{sign}{a}.{b}")
    } else if -6 < n && n <= 0 {
        format!("{sign}0.{}{stripped}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let (first, rest) = stripped.split_at(1);
        let tail = if rest.is_empty() {
            String::new()
        } else {
            format!(".{rest}")
        };
        let esign = if e > 0 { "+" } else { "-" };
        format!("{sign}{first}{tail}e{esign}{}", e.abs())
    }
}

/// Serializes a value to compact JSON text with [`CanonicalFormatter`] numbers.
pub fn to_canonical_string<T: Serialize + ?Sized>(value: &T) -> Result<String, serde_json::Error> {
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut out, CanonicalFormatter);
    value.serialize(&mut ser)?;
    Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
}

/// A value that does not match its type, with the JSON path where it fails (`update.content[0].text`).
#[derive(Debug)]
pub struct ParseError {
    /// Where in the JSON the value fails; empty at the top level.
    pub path: String,
    /// What serde found wrong there.
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.path.is_empty() || self.path == "." {
            f.write_str(&self.message)
        } else {
            write!(f, "at {}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for ParseError {}

impl ParseError {
    /// An error at `path`.
    pub fn at(path: &str, message: impl Into<String>) -> Self {
        Self {
            path: path.to_owned(),
            message: message.into(),
        }
    }

    /// The same error seen from the enclosing object: `member` goes before its path.
    pub fn within(self, member: &str) -> Self {
        Self {
            path: join_path(member, &self.path),
            ..self
        }
    }
}

fn path_error(e: serde_path_to_error::Error<serde_json::Error>) -> ParseError {
    let mut path = e.path().to_string();
    let mut message = e.into_inner().to_string();
    // A nested value read on its own (a union's payload) reports its inner path in the
    // message: join it to the outer one.
    while let Some((inner, rest)) = message
        .strip_prefix("at ")
        .and_then(|r| r.split_once(": "))
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
    {
        path = join_path(&path, &inner);
        message = rest;
    }
    ParseError { path, message }
}

/// `outer` then `inner`, as serde_path_to_error writes paths (`a.b[0].c`; `.` is the root).
fn join_path(outer: &str, inner: &str) -> String {
    if outer.is_empty() || outer == "." {
        inner.to_owned()
    } else if inner.is_empty() || inner == "." {
        outer.to_owned()
    } else if inner.starts_with('[') {
        format!("{outer}{inner}")
    } else {
        format!("{outer}.{inner}")
    }
}

/// Parses JSON text as `T`; an error names the JSON path where the value fails.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(de).map_err(path_error)?;
    Ok(value)
}

/// Parses a JSON value as `T`; an error names the JSON path where the value fails.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, ParseError> {
    serde_path_to_error::deserialize(value).map_err(path_error)
}

/// Serializes a union whose variants share fields: the tag first, then the shared
/// fields, then the variant's own fields, as every generated language writes them.
/// An unknown variant (`other`) is kept whole, so all its keys are written sorted.
pub fn serialize_shared<S: Serializer, F: Serialize, K: Serialize>(
    serializer: S,
    tag: &str,
    fields: &F,
    kind: &K,
    other: bool,
) -> Result<S::Ok, S::Error> {
    use serde::ser::Error as _;
    if other {
        let kind = serde_json::to_value(kind).map_err(S::Error::custom)?;
        let fields = serde_json::to_value(fields).map_err(S::Error::custom)?;
        let (Value::Object(mut whole), Value::Object(fields)) = (kind, fields) else {
            return Err(S::Error::custom(
                "a union with shared fields serializes as an object",
            ));
        };
        whole.extend(fields);
        return whole.serialize(serializer);
    }
    // Each part is written as canonical text, which keeps the order of its fields (a
    // `Value` would sort them), and the texts are joined: the tag's entry, the shared
    // fields, then the variant's own fields.
    let kind = to_canonical_string(kind).map_err(S::Error::custom)?;
    let fields = to_canonical_string(fields).map_err(S::Error::custom)?;
    let inner = |text: &str| -> Option<String> {
        let body = text.strip_prefix('{')?.strip_suffix('}')?;
        Some(body.to_owned())
    };
    let Some(kind_body) = inner(&kind) else {
        return Err(S::Error::custom(
            "a union with shared fields serializes as an object",
        ));
    };
    let fields_body = inner(&fields).unwrap_or_default();
    let tag_key = to_canonical_string(tag).map_err(S::Error::custom)?;
    let head_len = kind_body
        .strip_prefix(&format!("{tag_key}:"))
        .and_then(|rest| {
            let value: &serde_json::value::RawValue = serde_json::Deserializer::from_str(rest)
                .into_iter::<&serde_json::value::RawValue>()
                .next()?
                .ok()?;
            Some(tag_key.len() + 1 + value.get().len())
        })
        .ok_or_else(|| S::Error::custom("the variant's tag is not its first entry"))?;
    let (head, rest) = kind_body.split_at(head_len);
    let mut text = String::with_capacity(kind.len() + fields.len());
    text.push('{');
    text.push_str(head);
    for part in [fields_body.as_str(), rest.trim_start_matches(',')] {
        if !part.is_empty() {
            text.push(',');
            text.push_str(part);
        }
    }
    text.push('}');
    let raw = serde_json::value::RawValue::from_string(text).map_err(S::Error::custom)?;
    raw.serialize(serializer)
}

/// Reads a tagged union's object and its tag, which must be a string.
pub fn read_tag<'de, D: Deserializer<'de>>(
    deserializer: D,
    tag: &'static str,
) -> Result<(String, Map<String, Value>), D::Error> {
    let raw = Map::<String, Value>::deserialize(deserializer)?;
    match raw.get(tag) {
        Some(Value::String(t)) => Ok((t.clone(), raw)),
        Some(_) => Err(D::Error::custom(format!(
            "the tag `{tag}` must be a string"
        ))),
        None => Err(D::Error::missing_field(tag)),
    }
}

/// Reads a variant's payload: the union's object without its tag. An error keeps the
/// JSON path inside the payload (`at content.text: ...`), which [`from_value`] and
/// [`from_str`] join to the path outside it.
pub fn variant<T: DeserializeOwned, E: Error>(
    mut raw: Map<String, Value>,
    tag: &str,
) -> Result<T, E> {
    raw.remove(tag);
    within(Value::Object(raw))
}

/// Takes the shared fields of a union out of its object and reads them.
pub fn shared_fields<T: DeserializeOwned, E: Error>(
    raw: &mut Map<String, Value>,
    names: &[&str],
) -> Result<T, E> {
    let mut fields = Map::new();
    for name in names {
        if let Some(v) = raw.remove(*name) {
            fields.insert((*name).to_owned(), v);
        }
    }
    within(Value::Object(fields))
}

/// Reads a union's variant from its object, the shared fields taken out.
pub fn kind<T: DeserializeOwned, E: Error>(raw: Map<String, Value>) -> Result<T, E> {
    T::deserialize(Value::Object(raw)).map_err(E::custom)
}

/// Deserializes a nested value, its error message carrying the path inside it.
fn within<T: DeserializeOwned, E: Error>(value: Value) -> Result<T, E> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        if path == "." || path.is_empty() {
            E::custom(inner)
        } else {
            E::custom(format!("at {path}: {inner}"))
        }
    })
}
