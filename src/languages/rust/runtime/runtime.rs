//! Support code for the generated types. Not part of the stable API.

use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

/// The payload of a variant with no fields. Unknown fields are kept.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct UnitPayload {
    /// Fields this version does not know, kept so that they serialize back unchanged.
    pub extra: Map<String, Value>,
}

impl Serialize for UnitPayload {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_struct(self, serializer)
    }
}

impl WriteFields for UnitPayload {
    fn write_fields<M: serde::ser::SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
        let mut w = Entries::new(map);
        w.extra(&self.extra);
        w.end()
    }
}

impl<'de> Deserialize<'de> for UnitPayload {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Reader;
        impl<'de> serde::de::Visitor<'de> for Reader {
            type Value = UnitPayload;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("struct UnitPayload")
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Self::Value, A::Error> {
                let mut extra = Map::new();
                while let Some(key) = map.next_key::<KeyText<'de>>()? {
                    keep(&mut map, key, &[], &mut extra)?;
                }
                Ok(UnitPayload { extra })
            }
        }
        deserializer.deserialize_map(Reader)
    }
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

mod bounds;
mod errors;
mod free;
mod numbers;
mod objects;
mod parse;
mod text;
mod unions;
mod writer;

pub use bounds::*;
pub use errors::*;
pub use free::*;
pub use numbers::*;
pub use objects::*;
pub use parse::*;
pub use text::*;
pub use unions::*;
pub use writer::*;
