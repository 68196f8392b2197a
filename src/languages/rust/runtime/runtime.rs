//! Support code for the generated types. Not part of the stable API.

use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

/// The payload of a variant with no fields. Unknown fields are kept.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct UnitPayload {
    /// Fields this version does not know, kept so that they serialize back unchanged.
    #[serde(flatten, deserialize_with = "free")]
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

/// Reads a required field where the spec reads `null` as the field's default (an empty
/// list or map).
pub fn default_on_null<'de, D: Deserializer<'de>, T: Deserialize<'de> + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Option::<T>::deserialize(deserializer).map(Option::unwrap_or_default)
}

/// Reads an optional field where the spec reads `null` as the field's default: present
/// and empty (use with `#[serde(default)]`).
pub fn optional_default_on_null<'de, D: Deserializer<'de>, T: Deserialize<'de> + Default>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(deserializer).map(|v| Some(v.unwrap_or_default()))
}

/// The largest magnitude a 64-bit integer field takes in every binding: 2^53 - 1, the
/// integers a JSON number holds exactly in every language (TypeScript numbers are doubles).
pub const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

/// The most digits an integer of free-form JSON may have in every binding (Python's limit
/// on reading one).
pub const MAX_INTEGER_DIGITS: usize = 4300;

/// A field value that holds numbers, read by value as every binding reads them: an
/// integer field takes any number of integral value in its format's range (`1`, `1.0`,
/// `1e2`), a number field any finite number. Reading through [`serde_json::Number`] also
/// keeps this working where serde buffers a value (untagged enums), with or without
/// serde_json's `arbitrary_precision`.
pub trait JsonNumbers: Sized {
    /// Reads the value.
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// A value read through [`JsonNumbers`] (and written as it is): how a type that is a
/// number on its own (an alias of an integer format) is parsed as every binding parses it.
#[derive(Debug, Clone, PartialEq)]
pub struct ByValue<T>(pub T);

impl<T: Serialize> Serialize for ByValue<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: JsonNumbers> Deserialize<'de> for ByValue<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::read(deserializer).map(ByValue)
    }
}

/// Whether a JSON number's text is an integer token (no fraction, no exponent).
fn is_integer_text(text: &str) -> bool {
    !text.contains(['.', 'e', 'E'])
}

/// An integer token beyond 64 bits (its text), or the number's integral value.
fn integral_value<E: Error>(n: &serde_json::Number) -> Result<i128, E> {
    if let Some(i) = n.as_i64() {
        return Ok(i128::from(i));
    }
    if let Some(u) = n.as_u64() {
        return Ok(i128::from(u));
    }
    let text = n.to_string();
    if is_integer_text(&text) {
        return Err(E::custom(format!("{text} is beyond every integer format")));
    }
    match n.as_f64() {
        Some(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e19 => Ok(f as i128),
        Some(f) if f.is_finite() && f.fract() == 0.0 => Err(E::custom(format!(
            "{} is beyond every integer format",
            es_number(f)
        ))),
        Some(f) if f.is_finite() => Err(E::custom(format!(
            "expected an integer, got {}",
            es_number(f)
        ))),
        _ => Err(E::custom(format!(
            "{} is not a finite number",
            crate::read::spelled(&text)
        ))),
    }
}

macro_rules! integer_numbers {
    ($($t:ty => $format:literal, $min:expr, $max:expr;)*) => {$(
        impl JsonNumbers for $t {
            fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let n = serde_json::Number::deserialize(deserializer)?;
                let (min, max): (i128, i128) = ($min, $max);
                let value = integral_value::<D::Error>(&n)?;
                if value < min || value > max {
                    return Err(D::Error::custom(format!(
                        "{value} is outside the {} range {min}..{max}",
                        $format
                    )));
                }
                <$t>::try_from(value).map_err(D::Error::custom)
            }
        }
    )*};
}

integer_numbers! {
    i32 => "int32", i128::from(i32::MIN), i128::from(i32::MAX);
    i64 => "int64", -i128::from(MAX_SAFE_INTEGER), i128::from(MAX_SAFE_INTEGER);
    u16 => "uint16", 0, i128::from(u16::MAX);
    u32 => "uint32", 0, i128::from(u32::MAX);
    u64 => "uint64", 0, i128::from(MAX_SAFE_INTEGER);
}

impl JsonNumbers for f64 {
    /// A finite double. An integer is taken only when the double writes it back with the
    /// same digits (`123456789012345680000`); any other is refused, never rounded.
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let n = serde_json::Number::deserialize(deserializer)?;
        let text = n.to_string();
        let f = match n.as_f64() {
            Some(f) if f.is_finite() => f,
            _ => {
                return Err(D::Error::custom(format!(
                    "{} is not a finite number",
                    crate::read::spelled(&text)
                )))
            }
        };
        if is_integer_text(&text) && es_number(f) != canonical_number(&text) {
            return Err(D::Error::custom(format!(
                "{text} is not a number a double holds exactly"
            )));
        }
        Ok(f)
    }
}

impl<T: JsonNumbers> JsonNumbers for Option<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Option::<ByValue<T>>::deserialize(deserializer)?.map(|v| v.0))
    }
}

impl<T: JsonNumbers> JsonNumbers for crate::MaybeUndefined<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Option::<ByValue<T>>::deserialize(deserializer)? {
            Some(v) => crate::MaybeUndefined::Value(v.0),
            None => crate::MaybeUndefined::Null,
        })
    }
}

impl<T: JsonNumbers> JsonNumbers for Vec<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Vec::<ByValue<T>>::deserialize(deserializer)?
            .into_iter()
            .map(|v| v.0)
            .collect())
    }
}

impl<T: JsonNumbers> JsonNumbers for std::collections::BTreeMap<String, T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_unique_map(deserializer, |v: ByValue<T>| v.0)
    }
}

/// Reads a field that holds numbers by value ([`JsonNumbers`]).
pub fn numbers<'de, D: Deserializer<'de>, T: JsonNumbers>(deserializer: D) -> Result<T, D::Error> {
    T::read(deserializer)
}

/// [`non_null`] and [`numbers`] at once.
pub fn non_null_numbers<'de, D: Deserializer<'de>, T: JsonNumbers>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::read(deserializer).map(Some)
}

/// [`nullable`] and [`numbers`] at once.
pub fn nullable_numbers<'de, D: Deserializer<'de>, T: JsonNumbers>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer)
}

/// [`default_on_null`] and [`numbers`] at once.
pub fn default_on_null_numbers<'de, D: Deserializer<'de>, T: JsonNumbers + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Option::<T>::read(deserializer).map(Option::unwrap_or_default)
}

/// [`optional_default_on_null`] and [`numbers`] at once.
pub fn optional_default_on_null_numbers<'de, D: Deserializer<'de>, T: JsonNumbers + Default>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer).map(|v| Some(v.unwrap_or_default()))
}

/// Checks the numbers of free-form JSON as every binding does: an integer is kept
/// exactly (up to [`MAX_INTEGER_DIGITS`] digits), any other number must be a finite
/// double; and that arrays and objects nest at most [`crate::read::MAX_DEPTH`] deep. The
/// error is the JSON path of the first problem.
pub fn check_numbers(value: &Value) -> Result<(), ParseError> {
    crate::read::scan(value, 0, &mut crate::read::Found::default())
        .map_err(|p| ParseError::at(&p.path(), p.problem))
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

    /// A number kept as its text (serde_json's `arbitrary_precision`): an integer exactly,
    /// any other number as the double it reads as.
    fn write_number_str<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        value: &str,
    ) -> std::io::Result<()> {
        writer.write_all(canonical_number(value).as_bytes())
    }
}

/// The canonical spelling of a JSON number's text: an integer's digits as they are (`-0`
/// as `0`), any other number as [`es_number`] writes the double it reads as.
pub fn canonical_number(text: &str) -> String {
    if !is_integer_text(text) {
        return match text.parse::<f64>() {
            Ok(f) => es_number(f),
            Err(_) => text.to_owned(),
        };
    }
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
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
const NESTED: char = '\u{1}';

fn nested<E: Error>(suffix: &str, problem: &str) -> E {
    E::custom(format!("{NESTED}{suffix}{NESTED}{problem}"))
}

/// A located error from serde_path_to_error's path and serde's message.
fn path_error(e: serde_path_to_error::Error<serde_json::Error>) -> ParseError {
    use serde_path_to_error::Segment;
    let mut path = String::from("$");
    for seg in e.path().iter() {
        match seg {
            Segment::Seq { index } => push_index(&mut path, *index),
            Segment::Map { key } => push_key(&mut path, key),
            Segment::Enum { .. } | Segment::Unknown => {}
        }
    }
    // The key whose reading failed, when the path already ends with it.
    let last_key = match e.path().iter().next_back() {
        Some(Segment::Map { key }) => Some(key.clone()),
        _ => None,
    };
    let inner = e.into_inner();
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
fn label(full: &str) -> String {
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

/// Parses JSON text as `T`; an error names the type and the JSON path where the value
/// fails. Arrays and objects may nest [`crate::read::MAX_DEPTH`] deep; a lone surrogate
/// is refused; numbers are checked as [`check_numbers`] does; of duplicate keys, the last
/// one wins.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    from_str_named(text, &type_label::<T>())
}

/// [`from_str`] for JSON given as bytes, which must be UTF-8 without a byte order mark.
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ParseError> {
    from_slice_named(bytes, &type_label::<T>())
}

/// [`from_slice`], its errors naming the type `type_name` (`v1.Type`).
pub fn from_slice_named<T: DeserializeOwned>(
    bytes: &[u8],
    type_name: &str,
) -> Result<T, ParseError> {
    let text = utf8_text(bytes).map_err(|e| e.named(type_name))?;
    from_str_named(text, type_name)
}

/// JSON text given as bytes: UTF-8 without a byte order mark.
pub(crate) fn utf8_text(bytes: &[u8]) -> Result<&str, ParseError> {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        return Err(ParseError::at(
            "$",
            "a byte order mark before the JSON text",
        ));
    }
    if bytes.len() >= 2 && (bytes[0] == 0 || bytes[1] == 0) {
        return Err(ParseError::at(
            "$",
            "the JSON text is UTF-16 or UTF-32, not UTF-8",
        ));
    }
    std::str::from_utf8(bytes)
        .map_err(|e| ParseError::at("$", format!("the JSON text is not UTF-8: {e}")))
}

/// Parses a JSON value as `T`; an error names the type and the JSON path where the value
/// fails. Depth and numbers are checked as [`from_str`] checks them.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, ParseError> {
    from_value_named(value, &type_label::<T>())
}

/// [`from_str`], its errors naming the type `type_name` (`v1.Type`).
///
/// A type of this crate is read in one pass over the text, without a path and without
/// building a [`Value`]. Only when that fails is the text read again, the way that
/// explains the failure: the first problem in the order every binding checks, at its
/// path. The two ways accept the same inputs; the second also takes the few the first
/// leaves to it (a duplicate key, input nested exactly [`crate::read::MAX_DEPTH`] deep, a
/// key spelled like serde_json's number marker).
pub fn from_str_named<T: DeserializeOwned>(text: &str, type_name: &str) -> Result<T, ParseError> {
    // serde_json hands a key spelled like its private number marker over as it hands the
    // marker itself: such text is left to the second way, which tells them apart.
    let streamed = if streams::<T>() && !text.contains(NUMBER_TOKEN) {
        stream_text::<T>(text)
    } else {
        None
    };
    if cross_checking() {
        return cross_checked(text, type_name, streamed);
    }
    match streamed {
        Some(value) => Ok(value),
        None => explain_text(text, type_name),
    }
}

/// The second way of [`from_str_named`] alone: the text read into a checked [`Value`],
/// then each object's fields in the spec's order, tracking the path.
pub fn explain_str_named<T: DeserializeOwned>(
    text: &str,
    type_name: &str,
) -> Result<T, ParseError> {
    explain_text(text, type_name)
}

/// The second way of [`from_str_named`].
fn explain_text<T: DeserializeOwned>(text: &str, type_name: &str) -> Result<T, ParseError> {
    explaining(|| {
        let (value, found) = crate::read::read_text(text, crate::read::Duplicates::Reject)
            .map_err(|p| ParseError::at(&p.path(), p.problem).named(type_name))?;
        deserialize_checked(value, &found).map_err(|e| e.named(type_name))
    })
}

/// Whether `T` is a type of this crate, whose readers check as the second way of
/// [`from_str_named`] checks (any other, such as a bare [`Value`], is read that way only).
fn streams<T: ?Sized>() -> bool {
    let krate = module_path!().split("::").next().unwrap_or_default();
    std::any::type_name::<T>()
        .strip_prefix(krate)
        .is_some_and(|rest| rest.starts_with("::"))
}

/// The first way of [`from_str_named`]: `None` when it does not read the text.
/// serde_json's own depth limit (127 levels) keeps it within [`crate::read::MAX_DEPTH`].
pub(crate) fn stream_text<T: DeserializeOwned>(text: &str) -> Option<T> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = T::deserialize(&mut de).ok()?;
    de.end().ok()?;
    Some(value)
}

static CROSS_CHECK: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// For tests and the conformance harness: from now on [`from_str_named`] reads every text
/// both ways and reports an error when the first way accepts what the second refuses.
pub fn cross_check(on: bool) {
    CROSS_CHECK.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Whether [`cross_check`] is on.
pub fn cross_checking() -> bool {
    CROSS_CHECK.load(std::sync::atomic::Ordering::Relaxed)
}

/// [`from_str_named`] when [`cross_check`] is on.
fn cross_checked<T: DeserializeOwned>(
    text: &str,
    type_name: &str,
    streamed: Option<T>,
) -> Result<T, ParseError> {
    match (streamed, explain_text::<T>(text, type_name)) {
        (Some(_), Err(e)) => Err(ParseError::at(
            "$",
            format!("the streaming reader accepts what the explaining one refuses ({e})"),
        )
        .named(type_name)),
        (Some(value), Ok(_)) => Ok(value),
        (None, explained) => explained,
    }
}

thread_local! {
    /// Set while a parse that failed is read again to explain its error.
    static EXPLAINING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the generated readers stream (the default) rather than read each object's
/// fields in the spec's order to explain an error (see [`from_str_named`]).
#[inline]
pub fn streaming() -> bool {
    !EXPLAINING.with(std::cell::Cell::get)
}

/// Runs `read` with the generated readers explaining, and restores the previous mode
/// afterwards, even when `read` panics.
fn explaining<T>(read: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            EXPLAINING.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(EXPLAINING.with(|cell| cell.replace(true)));
    read()
}

/// A reader that takes a struct only from an object (serde's own also takes one from an
/// array of its fields): what a generated struct's derived reader is given.
pub struct AsMap<D>(pub D);

impl<'de, D: Deserializer<'de>> Deserializer<'de> for AsMap<D> {
    type Error = D::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// A tagged union, read as it streams: the entries before the tag (none, when the tag
/// comes first, as every binding writes it) are kept as JSON values and handed over
/// before the rest of the object.
pub trait Tagged: Sized {
    /// The tag's key.
    const TAG: &'static str;

    /// Reads the variant of `tag` from the rest of the object.
    fn variant<'de, D: Deserializer<'de>>(tag: &str, payload: D) -> Result<Self, D::Error>;
}

/// Reads a [`Tagged`] union as it streams.
pub fn tagged<'de, U: Tagged, D: Deserializer<'de>>(deserializer: D) -> Result<U, D::Error> {
    deserializer.deserialize_map(TaggedVisitor(std::marker::PhantomData))
}

struct TaggedVisitor<U>(std::marker::PhantomData<U>);

impl<'de, U: Tagged> serde::de::Visitor<'de> for TaggedVisitor<U> {
    type Value = U;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an object with a tag")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<U, A::Error> {
        let mut before = Vec::new();
        let tag = loop {
            match map.next_key::<KeyText<'de>>()? {
                None => return Err(A::Error::missing_field(U::TAG)),
                Some(key) if key.as_str() == U::TAG => break map.next_value::<KeyText<'de>>()?,
                Some(key) => {
                    let Free(value) = map.next_value::<Free<Value>>()?;
                    before.push((key.into_owned(), value));
                }
            }
        };
        let rest = Untagged {
            before: before.into_iter(),
            held: None,
            map,
            tag: U::TAG,
        };
        U::variant(
            tag.as_str(),
            serde::de::value::MapAccessDeserializer::new(rest),
        )
    }
}

/// A string of the input, borrowed where it can be.
enum KeyText<'de> {
    Borrowed(&'de str),
    Owned(String),
}

impl KeyText<'_> {
    fn as_str(&self) -> &str {
        match self {
            KeyText::Borrowed(s) => s,
            KeyText::Owned(s) => s,
        }
    }

    fn into_owned(self) -> String {
        match self {
            KeyText::Borrowed(s) => s.to_owned(),
            KeyText::Owned(s) => s,
        }
    }
}

impl<'de> Deserialize<'de> for KeyText<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(KeyTextVisitor)
    }
}

struct KeyTextVisitor;

impl<'de> serde::de::Visitor<'de> for KeyTextVisitor {
    type Value = KeyText<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a string")
    }

    fn visit_borrowed_str<E: Error>(self, v: &'de str) -> Result<KeyText<'de>, E> {
        Ok(KeyText::Borrowed(v))
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<KeyText<'de>, E> {
        Ok(KeyText::Owned(v.to_owned()))
    }

    fn visit_string<E: Error>(self, v: String) -> Result<KeyText<'de>, E> {
        Ok(KeyText::Owned(v))
    }
}

/// The rest of a tagged union's object after its tag: the entries read before it, then
/// the ones after it. The tag's key again is an error (of duplicate keys the last one
/// wins, which the explaining read takes care of).
struct Untagged<A> {
    before: std::vec::IntoIter<(String, Value)>,
    held: Option<Value>,
    map: A,
    tag: &'static str,
}

impl<'de, A: serde::de::MapAccess<'de>> serde::de::MapAccess<'de> for Untagged<A> {
    type Error = A::Error;

    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        use serde::de::IntoDeserializer as _;
        if let Some((key, value)) = self.before.next() {
            self.held = Some(value);
            let key: serde::de::value::StringDeserializer<A::Error> = key.into_deserializer();
            return seed.deserialize(key).map(Some);
        }
        let Some(key) = self.map.next_key::<KeyText<'de>>()? else {
            return Ok(None);
        };
        if key.as_str() == self.tag {
            return Err(A::Error::custom("the tag twice"));
        }
        // Handed over as a plain `str`: never taken for serde_json's number marker.
        let key: serde::de::value::StrDeserializer<'_, A::Error> = key.as_str().into_deserializer();
        seed.deserialize(key).map(Some)
    }

    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, A::Error> {
        match self.held.take() {
            Some(value) => replay(seed, value).map_err(A::Error::custom),
            None => self.map.next_value_seed(seed),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint().map(|n| n + self.before.len())
    }
}

/// Reads a value kept as JSON: from the value itself, or from its text when it holds an
/// integer beyond 64 bits (see [`deserialize_value`]).
fn replay<'de, V: serde::de::DeserializeSeed<'de>>(
    seed: V,
    value: Value,
) -> Result<V::Value, serde_json::Error> {
    if holds_wide_integer(&value) {
        let text = value.to_string();
        let mut de = serde_json::Deserializer::from_reader(text.as_bytes());
        de.disable_recursion_limit();
        seed.deserialize(&mut de)
    } else {
        seed.deserialize(value)
    }
}

/// An open union's unknown variant (or one whose feature is not compiled in), as it
/// streams: the rest of its object, the tag put back.
pub fn other<'de, D: Deserializer<'de>>(
    tag_field: &str,
    tag: &str,
    payload: D,
) -> Result<Map<String, Value>, D::Error> {
    let mut raw = <Map<String, Value> as FreeJson>::read(payload)?;
    raw.insert(tag_field.to_owned(), Value::String(tag.to_owned()));
    Ok(raw)
}

/// A closed union's unknown tag, as it streams (the explaining read words the error).
pub fn unknown_variant<E: Error>(tag: &str) -> E {
    E::custom(format_args!("unknown variant {tag:?}"))
}

/// [`from_value`], its errors naming the type `type_name` (`v1.Type`).
pub fn from_value_named<T: DeserializeOwned>(
    value: Value,
    type_name: &str,
) -> Result<T, ParseError> {
    located(value).map_err(|e| e.named(type_name))
}

/// [`from_value`] with the error's path, for no type in particular.
pub(crate) fn located<T: DeserializeOwned>(value: Value) -> Result<T, ParseError> {
    let mut found = crate::read::Found::default();
    if let Err(p) = crate::read::scan(&value, 0, &mut found) {
        crate::read::drop_flat(value);
        return Err(ParseError::at(&p.path(), p.problem));
    }
    explaining(|| deserialize_checked(value, &found))
}

/// Deserializes a checked value.
fn deserialize_checked<T: DeserializeOwned>(
    value: Value,
    found: &crate::read::Found,
) -> Result<T, ParseError> {
    deserialize_value(value, found.wide).map_err(path_error)
}

/// Deserializes a `Value`, tracking the path: from the value itself, or from its text when
/// it holds an integer beyond 64 bits. (A `Value` hands serde such a number as a 128-bit
/// integer, which serde's buffer for flattened fields and untagged enums cannot hold; read
/// from text, it is kept exactly.)
fn deserialize_value<T: DeserializeOwned>(
    value: Value,
    wide: bool,
) -> Result<T, serde_path_to_error::Error<serde_json::Error>> {
    if wide {
        // Read from a reader, which hands every key over as an owned string: a key spelled
        // like serde_json's number marker then stays a key (from `&str`, serde_json lends
        // it, as it lends its marker, and [`FreeJson`] would take it for a number).
        let text = value.to_string();
        let mut de = serde_json::Deserializer::from_reader(text.as_bytes());
        de.disable_recursion_limit();
        serde_path_to_error::deserialize(&mut de)
    } else {
        serde_path_to_error::deserialize(value)
    }
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
    let raw = <Map<String, Value> as FreeJson>::read(deserializer)?;
    let mut at = String::new();
    push_key(&mut at, tag);
    match raw.get(tag) {
        Some(Value::String(t)) => Ok((t.clone(), raw)),
        Some(other) => Err(nested(
            &at,
            &format!("the tag must be a string, got {}", describe(other)),
        )),
        None => Err(nested(&at, &format!("the tag field '{tag}' is missing"))),
    }
}

/// A JSON value in an error message: its kind, and a short one whole.
pub(crate) fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("boolean {b}"),
        Value::Number(n) => format!("number {n}"),
        Value::String(s) if s.len() <= 40 => format!("string {}", Value::String(s.clone())),
        Value::String(_) => "a string".to_owned(),
        Value::Array(_) => "an array".to_owned(),
        Value::Object(_) => "an object".to_owned(),
    }
}

/// The error of a closed union's unknown tag, at the tag.
pub fn unknown_tag<E: Error>(tag_field: &str, tag: &str, known: &[&str]) -> E {
    let mut at = String::new();
    push_key(&mut at, tag_field);
    let known: Vec<String> = known.iter().map(|t| format!("{t:?}")).collect();
    nested(
        &at,
        &format!(
            "unknown variant {:?}, expected one of {}",
            tag,
            known.join(", ")
        ),
    )
}

/// Reads a variant's payload: the union's object without its tag. An error keeps the
/// JSON path inside the payload, which [`from_value`] and [`from_str`] join to the path
/// outside it.
pub fn variant<T: DeserializeOwned, E: Error>(
    mut raw: Map<String, Value>,
    tag: &str,
) -> Result<T, E> {
    raw.remove(tag);
    within(Value::Object(raw))
}

/// Checks a union's tag before anything else, as every binding does: it must be there and
/// be a string, and in a closed union (`known` given) one of the known tags.
pub fn check_tag<E: Error>(
    raw: &Map<String, Value>,
    tag: &str,
    known: Option<&[&str]>,
) -> Result<(), E> {
    let mut at = String::new();
    push_key(&mut at, tag);
    match raw.get(tag) {
        None => Err(nested(&at, &format!("the tag field '{tag}' is missing"))),
        Some(Value::String(t)) => match known {
            Some(known) if !known.contains(&t.as_str()) => Err(unknown_tag(tag, t, known)),
            _ => Ok(()),
        },
        Some(other) => Err(nested(
            &at,
            &format!("the tag must be a string, got {}", describe(other)),
        )),
    }
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
    within(Value::Object(raw))
}

/// A union whose variants share fields, read whole: its object (of a repeated name the
/// last value) and, when the object names a member twice, each member as it came. Only
/// the lenient mode reads such an object on (its probe of repetitions, see
/// `lenient::from_str`); the strict mode refuses it, as [`FreeJson`] does.
pub fn read_shared<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Shared, D::Error> {
    let mut members = Vec::new();
    match deserializer.deserialize_map(MembersVisitor(&mut members))? {
        Value::Object(map) if members.is_empty() => Ok((map, None)),
        Value::Object(map) => Ok((map, Some(members))),
        other => Err(D::Error::custom(format!(
            "expected an object, got {}",
            describe(&other)
        ))),
    }
}

/// An object's members in the order they came, a repeated name each time.
pub type Members = Vec<(String, Value)>;

/// A union's object as [`read_shared`] reads it.
pub type Shared = (Map<String, Value>, Option<Members>);

/// [`shared_fields`] of an object [`read_shared`] read: a shared field named twice is
/// refused, as a struct's derived reader refuses a repeated field.
pub fn shared_fields_of<T: DeserializeOwned, E: Error>(
    raw: &mut Map<String, Value>,
    members: &Option<Members>,
    names: &[&str],
) -> Result<T, E> {
    if let Some(members) = members {
        for name in names {
            if members.iter().filter(|(k, _)| k == name).count() > 1 {
                return Err(E::custom(crate::read::duplicate_member(name)));
            }
        }
    }
    shared_fields(raw, names)
}

/// [`kind`] of an object [`read_shared`] read: when it names a member twice, the
/// variant's reader is given every member but the shared fields as they came, so that it
/// refuses a repeated tag or field of its own as it does in any other object.
pub fn kind_of<T: DeserializeOwned, E: Error>(
    raw: Map<String, Value>,
    members: Option<Members>,
    shared: &[&str],
) -> Result<T, E> {
    let Some(members) = members else {
        return kind(raw);
    };
    // Written out and read from text, as a value that holds a wide integer is read.
    let mut text = String::from("{");
    for (k, v) in members
        .iter()
        .filter(|(k, _)| !shared.contains(&k.as_str()))
    {
        if text.len() > 1 {
            text.push(',');
        }
        text.push_str(&Value::String(k.clone()).to_string());
        text.push(':');
        text.push_str(&v.to_string());
    }
    text.push('}');
    let mut de = serde_json::Deserializer::from_reader(text.as_bytes());
    de.disable_recursion_limit();
    T::deserialize(&mut de).map_err(E::custom)
}

/// [`FreeVisitor`], that also keeps an object's members as they came (see [`read_shared`]).
struct MembersVisitor<'a>(&'a mut Members);

impl<'de> serde::de::Visitor<'de> for MembersVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        // As FreeVisitor words it: the errors are the same as before members were kept.
        FreeVisitor.expecting(f)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        let first = match access.next_key::<FreeKey>()? {
            None => return Ok(Value::Object(map)),
            Some(FreeKey::Number) => {
                let text: String = access.next_value()?;
                if let Some(problem) = crate::read::number_text_problem(&text) {
                    return Err(A::Error::custom(problem));
                }
                return text.parse().map(Value::Number).map_err(A::Error::custom);
            }
            Some(FreeKey::Key(k)) => k,
        };
        let mut members = Vec::new();
        let mut key = Some(first);
        while let Some(k) = key {
            let Free(v) = access.next_value::<Free<Value>>()?;
            members.push((k, v));
            key = access.next_key::<String>()?;
        }
        let mut names: Vec<&str> = members.iter().map(|(k, _)| k.as_str()).collect();
        names.sort_unstable();
        if names.windows(2).all(|w| w[0] != w[1]) {
            map.extend(members);
            return Ok(Value::Object(map));
        }
        if !READING_LENIENTLY.with(std::cell::Cell::get) {
            return Err(A::Error::custom("duplicate member"));
        }
        // Of a repeated name the last value, as a free-form object keeps it.
        map.extend(members.iter().cloned());
        *self.0 = members;
        Ok(Value::Object(map))
    }

    fn visit_bool<E: Error>(self, v: bool) -> Result<Value, E> {
        FreeVisitor.visit_bool(v)
    }

    fn visit_i64<E: Error>(self, v: i64) -> Result<Value, E> {
        FreeVisitor.visit_i64(v)
    }

    fn visit_u64<E: Error>(self, v: u64) -> Result<Value, E> {
        FreeVisitor.visit_u64(v)
    }

    fn visit_i128<E: Error>(self, v: i128) -> Result<Value, E> {
        FreeVisitor.visit_i128(v)
    }

    fn visit_u128<E: Error>(self, v: u128) -> Result<Value, E> {
        FreeVisitor.visit_u128(v)
    }

    fn visit_f64<E: Error>(self, v: f64) -> Result<Value, E> {
        FreeVisitor.visit_f64(v)
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<Value, E> {
        FreeVisitor.visit_str(v)
    }

    fn visit_string<E: Error>(self, v: String) -> Result<Value, E> {
        FreeVisitor.visit_string(v)
    }

    fn visit_unit<E: Error>(self) -> Result<Value, E> {
        FreeVisitor.visit_unit()
    }

    fn visit_none<E: Error>(self) -> Result<Value, E> {
        FreeVisitor.visit_none()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        FreeVisitor.visit_some(deserializer)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, seq: A) -> Result<Value, A::Error> {
        FreeVisitor.visit_seq(seq)
    }
}

/// Deserializes a nested value, its error carrying the path inside it. (The value is part
/// of one already checked: it needs no check of its own.)
fn within<T: DeserializeOwned, E: Error>(value: Value) -> Result<T, E> {
    let wide = holds_wide_integer(&value);
    deserialize_value(value, wide).map_err(|e| path_error(e).nested())
}

/// A struct's fields in the order of the spec, each with whether it is required: the
/// order in which every binding checks an object's fields.
pub type Fields = &'static [(&'static str, bool)];

/// The reader [`in_order`] hands to a struct's derived deserializer, tracking the path.
pub type Tracked<'a, 'b> = serde_path_to_error::Deserializer<'a, 'b, Ordered>;

/// Reads a struct as every binding reads one: its fields in the spec's order, each one
/// checked whole before the next (a required field that is missing is an error where it
/// stands), then the keys it does not know, in code-point order. So of several problems
/// the first in that order is reported, as in the other languages. `derived` is the
/// struct's derived deserializer, which takes the entries in the order given.
pub fn in_order<'de, D, T, F>(deserializer: D, fields: Fields, derived: F) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    F: FnOnce(Tracked<'_, '_>) -> Result<T, serde_json::Error>,
{
    let value = <Value as FreeJson>::read(deserializer)?;
    let Value::Object(mut raw) = value else {
        return Err(D::Error::custom(format!(
            "expected an object, got {}",
            describe(&value)
        )));
    };
    let mut entries = Vec::with_capacity(raw.len() + fields.len());
    for (name, required) in fields {
        match raw.remove(*name) {
            Some(v) => entries.push(Entry::Present((*name).to_owned(), v)),
            None if *required => entries.push(Entry::Missing(name)),
            None => {}
        }
    }
    // The keys it does not know, by code point (a `Map` may keep insertion order).
    let mut rest: Vec<(String, Value)> = raw.into_iter().collect();
    rest.sort_by(|a, b| a.0.cmp(&b.0));
    entries.extend(rest.into_iter().map(|(k, v)| Entry::Present(k, v)));
    let mut track = serde_path_to_error::Track::new();
    let ordered = Ordered {
        entries: entries.into_iter(),
        value: None,
    };
    let result = derived(serde_path_to_error::Deserializer::new(ordered, &mut track));
    result.map_err(|e| path_error(serde_path_to_error::Error::new(track.path(), e)).nested())
}

/// One entry of an object as [`Ordered`] hands it over.
enum Entry {
    Present(String, Value),
    Missing(&'static str),
}

/// An object's entries in the order [`in_order`] put them, as a serde map.
pub struct Ordered {
    entries: std::vec::IntoIter<Entry>,
    value: Option<Value>,
}

impl<'de> Deserializer<'de> for Ordered {
    type Error = serde_json::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, serde_json::Error> {
        visitor.visit_map(self)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

impl<'de> serde::de::MapAccess<'de> for Ordered {
    type Error = serde_json::Error;

    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, serde_json::Error> {
        match self.entries.next() {
            None => Ok(None),
            Some(Entry::Missing(name)) => Err(serde_json::Error::missing_field(name)),
            Some(Entry::Present(key, value)) => {
                self.value = Some(value);
                use serde::de::IntoDeserializer as _;
                seed.deserialize(key.into_deserializer()).map(Some)
            }
        }
    }

    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, serde_json::Error> {
        let value = self
            .value
            .take()
            .ok_or_else(|| serde_json::Error::custom("a value asked for before its key"))?;
        // From text when it holds an integer beyond 64 bits, from a reader, which hands
        // over no borrowed strings.
        replay(seed, value)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

/// Whether a value holds an integer beyond 64 bits (kept exactly with `exact_numbers`).
fn holds_wide_integer(value: &Value) -> bool {
    match value {
        Value::Number(n) => {
            n.as_u64().is_none() && n.as_i64().is_none() && is_integer_text(&n.to_string())
        }
        Value::Array(items) => items.iter().any(holds_wide_integer),
        Value::Object(map) => map.values().any(holds_wide_integer),
        _ => false,
    }
}

thread_local! {
    /// Set while the lenient mode reads: bounds that upstream's crate does not check are
    /// not checked.
    static READING_LENIENTLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `read` as the lenient mode reads (see [`within_bounds`]), and restores the
/// previous mode afterwards, even when `read` panics.
pub fn read_leniently<T>(read: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            READING_LENIENTLY.with(|cell| cell.set(self.0));
        }
    }
    let _restore = Restore(READING_LENIENTLY.with(|cell| cell.replace(true)));
    read()
}

/// A field value that may hold a number, for [`within_bounds`].
pub trait Bounded {
    /// The number held, if any.
    fn number(&self) -> Option<f64>;
}

macro_rules! bounded_numbers {
    ($($t:ty),*) => {$(
        impl Bounded for $t {
            fn number(&self) -> Option<f64> {
                Some(*self as f64)
            }
        }
    )*};
}
bounded_numbers!(f64, i32, i64, u16, u32, u64);

impl<T: Bounded> Bounded for Option<T> {
    fn number(&self) -> Option<f64> {
        self.as_ref().and_then(Bounded::number)
    }
}

impl<T: Bounded> Bounded for crate::MaybeUndefined<T> {
    fn number(&self) -> Option<f64> {
        match self {
            crate::MaybeUndefined::Value(v) => v.number(),
            _ => None,
        }
    }
}

/// A number field's value checked against its published bounds (`minimum`, `maximum`).
/// The lenient mode reads as upstream's crate, which does not check them, unless
/// `always` says the crate's own type enforces them too.
pub fn within_bounds<T: Bounded, E: Error>(
    value: T,
    minimum: Option<f64>,
    maximum: Option<f64>,
    always: bool,
) -> Result<T, E> {
    if !always && READING_LENIENTLY.with(std::cell::Cell::get) {
        return Ok(value);
    }
    if let Some(n) = value.number() {
        if let Some(min) = minimum.filter(|min| n < *min) {
            return Err(E::custom(format!("{n} is below the minimum {min}")));
        }
        if let Some(max) = maximum.filter(|max| n > *max) {
            return Err(E::custom(format!("{n} is above the maximum {max}")));
        }
    }
    Ok(value)
}

/// A field value that may hold a list or a string, for [`at_least`].
pub trait Counted {
    /// The number of items of a list held, if any.
    fn items(&self) -> Option<usize> {
        None
    }
    /// The length of a string held in Unicode code points, if any.
    fn length(&self) -> Option<usize> {
        None
    }
}

impl<T> Counted for Vec<T> {
    fn items(&self) -> Option<usize> {
        Some(self.len())
    }
}

impl Counted for String {
    fn length(&self) -> Option<usize> {
        Some(self.chars().count())
    }
}

impl<T: Counted> Counted for Option<T> {
    fn items(&self) -> Option<usize> {
        self.as_ref().and_then(Counted::items)
    }
    fn length(&self) -> Option<usize> {
        self.as_ref().and_then(Counted::length)
    }
}

impl<T: Counted> Counted for crate::MaybeUndefined<T> {
    fn items(&self) -> Option<usize> {
        match self {
            crate::MaybeUndefined::Value(v) => v.items(),
            _ => None,
        }
    }
    fn length(&self) -> Option<usize> {
        match self {
            crate::MaybeUndefined::Value(v) => v.length(),
            _ => None,
        }
    }
}

/// A list (`ITEMS`) or a string (not `ITEMS`) checked against its published least size
/// `MIN`. The lenient mode reads as upstream's crate, which does not check it, unless
/// `ALWAYS` says it does too.
pub fn at_least<T: Counted, E: Error, const ITEMS: bool, const MIN: usize, const ALWAYS: bool>(
    value: T,
) -> Result<T, E> {
    if !ALWAYS && READING_LENIENTLY.with(std::cell::Cell::get) {
        return Ok(value);
    }
    if ITEMS {
        if let Some(n) = value.items().filter(|n| *n < MIN) {
            return Err(E::custom(format!("expected at least {MIN} items, got {n}")));
        }
    } else if let Some(n) = value.length().filter(|n| *n < MIN) {
        return Err(E::custom(format!(
            "expected at least {MIN} characters, got {n}"
        )));
    }
    Ok(value)
}

/// Reads a value with serde, then checks its published least size (see [`at_least`]): an
/// untagged union's member names it as its reader.
pub fn read_at_least<
    'de,
    D: Deserializer<'de>,
    T: Deserialize<'de> + Counted,
    const ITEMS: bool,
    const MIN: usize,
    const ALWAYS: bool,
>(
    deserializer: D,
) -> Result<T, D::Error> {
    at_least::<T, D::Error, ITEMS, MIN, ALWAYS>(T::deserialize(deserializer)?)
}

/// serde_json's key for the text of a number (its `arbitrary_precision` feature).
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// Puts a member into a map read as it streams. A name already there is an error in the
/// strict mode (the explaining read locates it); the lenient mode keeps the last value,
/// as serde_json's maps do.
fn unique<K: Ord, V, E: Error>(
    map: &mut impl UniqueInsert<K, V>,
    key: K,
    value: V,
) -> Result<(), E> {
    if map.insert_new(key, value) || READING_LENIENTLY.with(std::cell::Cell::get) {
        Ok(())
    } else {
        Err(E::custom("duplicate member"))
    }
}

/// A map that says whether an insert was of a new key (the value is put in either way).
trait UniqueInsert<K, V> {
    fn insert_new(&mut self, key: K, value: V) -> bool;
}

impl UniqueInsert<String, Value> for Map<String, Value> {
    fn insert_new(&mut self, key: String, value: Value) -> bool {
        match self.insert(key, value) {
            None => true,
            Some(old) => {
                crate::read::drop_flat(old);
                false
            }
        }
    }
}

impl<K: Ord, V> UniqueInsert<K, V> for std::collections::BTreeMap<K, V> {
    fn insert_new(&mut self, key: K, value: V) -> bool {
        self.insert(key, value).is_none()
    }
}

/// Reads a map of string keys whose values `read` reads, each key once (see [`unique`]).
fn read_unique_map<'de, D: Deserializer<'de>, V, W: Deserialize<'de>>(
    deserializer: D,
    read: fn(W) -> V,
) -> Result<std::collections::BTreeMap<String, V>, D::Error> {
    struct MapVisitor<V, W>(fn(W) -> V);
    impl<'de, V, W: Deserialize<'de>> serde::de::Visitor<'de> for MapVisitor<V, W> {
        type Value = std::collections::BTreeMap<String, V>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a map")
        }

        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut access: A,
        ) -> Result<Self::Value, A::Error> {
            let mut map = std::collections::BTreeMap::new();
            while let Some(k) = access.next_key::<String>()? {
                let v = access.next_value::<W>()?;
                unique(&mut map, k, (self.0)(v))?;
            }
            Ok(map)
        }
    }
    deserializer.deserialize_map(MapVisitor(read))
}

/// A field value that holds a map (itself, or in a list or a nullable), read so that a
/// repeated key is refused in the strict mode (serde's own maps keep the last value).
pub trait Keyed: Sized {
    /// Reads the value.
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// A value read through [`Keyed`] (and written as it is).
#[derive(Debug, Clone, PartialEq)]
pub struct KeyedOf<T>(pub T);

impl<T: Serialize> Serialize for KeyedOf<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: Keyed> Deserialize<'de> for KeyedOf<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::read(deserializer).map(KeyedOf)
    }
}

impl<T: DeserializeOwned> Keyed for std::collections::BTreeMap<String, T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_unique_map(deserializer, |v: T| v)
    }
}

impl<T: Keyed> Keyed for Option<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Option::<KeyedOf<T>>::deserialize(deserializer)?.map(|v| v.0))
    }
}

impl<T: Keyed> Keyed for crate::MaybeUndefined<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Option::<KeyedOf<T>>::deserialize(deserializer)? {
            Some(v) => crate::MaybeUndefined::Value(v.0),
            None => crate::MaybeUndefined::Null,
        })
    }
}

impl<T: Keyed> Keyed for Vec<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Vec::<KeyedOf<T>>::deserialize(deserializer)?
            .into_iter()
            .map(|v| v.0)
            .collect())
    }
}

impl<T: Keyed> Keyed for Box<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::read(deserializer).map(Box::new)
    }
}

/// Reads a field that holds a map ([`Keyed`]).
pub fn keyed<'de, D: Deserializer<'de>, T: Keyed>(deserializer: D) -> Result<T, D::Error> {
    T::read(deserializer)
}

/// [`non_null`] and [`keyed`] at once.
pub fn non_null_keyed<'de, D: Deserializer<'de>, T: Keyed>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::read(deserializer).map(Some)
}

/// [`nullable`] and [`keyed`] at once.
pub fn nullable_keyed<'de, D: Deserializer<'de>, T: Keyed>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer)
}

/// [`default_on_null`] and [`keyed`] at once.
pub fn default_on_null_keyed<'de, D: Deserializer<'de>, T: Keyed + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Option::<T>::read(deserializer).map(Option::unwrap_or_default)
}

/// [`optional_default_on_null`] and [`keyed`] at once.
pub fn optional_default_on_null_keyed<'de, D: Deserializer<'de>, T: Keyed + Default>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer).map(|v| Some(v.unwrap_or_default()))
}

/// Free-form JSON (`_meta`, unknown fields), read so that every object key stays a key.
/// With `exact_numbers`, serde_json's own `Value` takes an object whose key is spelled
/// like its private number marker for a number; this reader tells them apart by how the
/// key comes (serde_json hands its marker over as a borrowed string, a key of a value as
/// an owned one).
pub trait FreeJson: Sized {
    /// Reads the value.
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// A value read through [`FreeJson`] (and written as it is).
#[derive(Debug, Clone, PartialEq)]
pub struct Free<T>(pub T);

impl<T: Serialize> Serialize for Free<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de, T: FreeJson> Deserialize<'de> for Free<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::read(deserializer).map(Free)
    }
}

impl FreeJson for Value {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(FreeVisitor)
    }
}

impl FreeJson for Map<String, Value> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match deserializer.deserialize_map(FreeVisitor)? {
            Value::Object(map) => Ok(map),
            other => Err(D::Error::custom(format!(
                "expected an object, got {}",
                describe(&other)
            ))),
        }
    }
}

impl<T: FreeJson> FreeJson for Option<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Option::<Free<T>>::deserialize(deserializer)?.map(|v| v.0))
    }
}

impl<T: FreeJson> FreeJson for crate::MaybeUndefined<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Option::<Free<T>>::deserialize(deserializer)? {
            Some(v) => crate::MaybeUndefined::Value(v.0),
            None => crate::MaybeUndefined::Null,
        })
    }
}

impl<T: FreeJson> FreeJson for Vec<T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(Vec::<Free<T>>::deserialize(deserializer)?
            .into_iter()
            .map(|v| v.0)
            .collect())
    }
}

impl<T: FreeJson> FreeJson for std::collections::BTreeMap<String, T> {
    fn read<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        read_unique_map(deserializer, |v: Free<T>| v.0)
    }
}

/// Reads a field of free-form JSON ([`FreeJson`]).
pub fn free<'de, D: Deserializer<'de>, T: FreeJson>(deserializer: D) -> Result<T, D::Error> {
    T::read(deserializer)
}

/// [`non_null`] and [`free`] at once.
pub fn non_null_free<'de, D: Deserializer<'de>, T: FreeJson>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::read(deserializer).map(Some)
}

/// [`nullable`] and [`free`] at once.
pub fn nullable_free<'de, D: Deserializer<'de>, T: FreeJson>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer)
}

/// [`default_on_null`] and [`free`] at once.
pub fn default_on_null_free<'de, D: Deserializer<'de>, T: FreeJson + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Option::<T>::read(deserializer).map(Option::unwrap_or_default)
}

/// [`optional_default_on_null`] and [`free`] at once.
pub fn optional_default_on_null_free<'de, D: Deserializer<'de>, T: FreeJson + Default>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer).map(|v| Some(v.unwrap_or_default()))
}

/// A key of free-form JSON, or serde_json's number marker.
enum FreeKey {
    Key(String),
    Number,
}

impl<'de> Deserialize<'de> for FreeKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_string(FreeKeyVisitor)
    }
}

struct FreeKeyVisitor;

impl<'de> serde::de::Visitor<'de> for FreeKeyVisitor {
    type Value = FreeKey;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an object key")
    }

    fn visit_borrowed_str<E: Error>(self, v: &'de str) -> Result<FreeKey, E> {
        Ok(if v == NUMBER_TOKEN {
            FreeKey::Number
        } else {
            FreeKey::Key(v.to_owned())
        })
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<FreeKey, E> {
        Ok(FreeKey::Key(v.to_owned()))
    }

    fn visit_string<E: Error>(self, v: String) -> Result<FreeKey, E> {
        Ok(FreeKey::Key(v))
    }
}

struct FreeVisitor;

impl<'de> serde::de::Visitor<'de> for FreeVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: Error>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: Error>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E: Error>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_i128<E: Error>(self, v: i128) -> Result<Value, E> {
        v.to_string().parse().map(Value::Number).map_err(E::custom)
    }

    fn visit_u128<E: Error>(self, v: u128) -> Result<Value, E> {
        v.to_string().parse().map(Value::Number).map_err(E::custom)
    }

    fn visit_f64<E: Error>(self, v: f64) -> Result<Value, E> {
        serde_json::Number::from_f64(v)
            .map(Value::Number)
            .ok_or_else(|| E::custom(format!("{v} is not a finite number")))
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E: Error>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E: Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E: Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(Free(v)) = seq.next_element::<Free<Value>>()? {
            items.push(v);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        match access.next_key::<FreeKey>()? {
            None => return Ok(Value::Object(map)),
            Some(FreeKey::Number) => {
                let text: String = access.next_value()?;
                if let Some(problem) = crate::read::number_text_problem(&text) {
                    return Err(A::Error::custom(problem));
                }
                return text.parse().map(Value::Number).map_err(A::Error::custom);
            }
            Some(FreeKey::Key(k)) => {
                let Free(v) = access.next_value::<Free<Value>>()?;
                map.insert(k, v);
            }
        }
        while let Some(k) = access.next_key::<String>()? {
            let Free(v) = access.next_value::<Free<Value>>()?;
            unique(&mut map, k, v)?;
        }
        Ok(Value::Object(map))
    }
}
