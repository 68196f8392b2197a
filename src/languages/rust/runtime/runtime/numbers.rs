//! JSON numbers as every binding reads them: integer and number fields by value (`1.0` is an
//! integer), the exact integers of free-form JSON, and the check of a value's numbers.

use super::*;

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
pub(crate) fn is_integer_text(text: &str) -> bool {
    !text.contains(['.', 'e', 'E'])
}

/// An integer token beyond 64 bits (its text), or the number's integral value.
pub(crate) fn integral_value<E: Error>(n: &serde_json::Number) -> Result<i128, E> {
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

/// [`non_null`] and [`numbers()`] at once.
pub fn non_null_numbers<'de, D: Deserializer<'de>, T: JsonNumbers>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::read(deserializer).map(Some)
}

/// [`nullable`] and [`numbers()`] at once.
pub fn nullable_numbers<'de, D: Deserializer<'de>, T: JsonNumbers>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer)
}

/// [`default_on_null`] and [`numbers()`] at once.
pub fn default_on_null_numbers<'de, D: Deserializer<'de>, T: JsonNumbers + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Option::<T>::read(deserializer).map(Option::unwrap_or_default)
}

/// [`optional_default_on_null`] and [`numbers()`] at once.
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
