//! Maps whose keys must be unique, maps keyed by free strings, and free-form JSON kept as received.

use super::*;

/// serde_json's key for the text of a number (its `arbitrary_precision` feature).
pub(crate) const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// Puts a member into a map read as it streams. A name already there is an error in the
/// strict mode (the explaining read locates it); the lenient mode keeps the last value,
/// as serde_json's maps do.
pub(crate) fn unique<K: Ord, V, E: Error>(
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
pub(crate) trait UniqueInsert<K, V> {
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
pub(crate) fn read_unique_map<'de, D: Deserializer<'de>, V, W: Deserialize<'de>>(
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

/// [`non_null`] and [`free()`] at once.
pub fn non_null_free<'de, D: Deserializer<'de>, T: FreeJson>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::read(deserializer).map(Some)
}

/// [`nullable`] and [`free()`] at once.
pub fn nullable_free<'de, D: Deserializer<'de>, T: FreeJson>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer)
}

/// [`default_on_null`] and [`free()`] at once.
pub fn default_on_null_free<'de, D: Deserializer<'de>, T: FreeJson + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Option::<T>::read(deserializer).map(Option::unwrap_or_default)
}

/// [`optional_default_on_null`] and [`free()`] at once.
pub fn optional_default_on_null_free<'de, D: Deserializer<'de>, T: FreeJson + Default>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::read(deserializer).map(|v| Some(v.unwrap_or_default()))
}

/// A key of free-form JSON, or serde_json's number marker.
pub(crate) enum FreeKey {
    Key(String),
    Number,
}

impl<'de> Deserialize<'de> for FreeKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_string(FreeKeyVisitor)
    }
}

pub(crate) struct FreeKeyVisitor;

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

pub(crate) struct FreeVisitor;

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
