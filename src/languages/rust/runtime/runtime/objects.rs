//! Objects read as every binding reads them: fields in the spec's order, then unknown keys.

use super::*;

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
pub(crate) enum Entry {
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
