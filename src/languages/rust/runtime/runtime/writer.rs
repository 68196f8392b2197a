//! Writing: the generated structs' and tagged unions' `Serialize` impls, written out by the
//! generator, call these. A struct writes its known fields in order, then its unknown ones
//! (`extra`), into one map; a tagged union writes its tag's entry, then its variant's fields,
//! into one map. No serializer wraps another, so a struct's writer is compiled once for each
//! serializer, not once more for each union that holds it.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::{Map, Value};

/// A value that writes its fields as entries of a map it does not open or close itself: a
/// generated struct (its known fields in order, then `extra`), or a variant's payload after
/// its union's tag.
pub trait WriteFields {
    /// Writes the value's entries into `map`.
    fn write_fields<M: SerializeMap>(&self, map: &mut M) -> Result<(), M::Error>;
}

/// A struct's `Serialize`: one map holding its fields.
pub fn write_struct<S: Serializer, T: WriteFields + ?Sized>(
    value: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(None)?;
    value.write_fields(&mut map)?;
    map.end()
}

/// A tagged union's `Serialize` for a known variant: one map holding the tag's entry
/// (`tag_field`: `tag`), then the variant's fields.
pub fn write_tagged<S: Serializer, T: WriteFields + ?Sized>(
    serializer: S,
    tag_field: &'static str,
    tag: &'static str,
    payload: &T,
) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(None)?;
    map.serialize_entry(tag_field, tag)?;
    payload.write_fields(&mut map)?;
    map.end()
}

/// A field whose key may be absent: `None` of an optional field, `Undefined` of a field that
/// may also be `null`.
pub trait Absent {
    /// True when the field's key is left out.
    fn absent(&self) -> bool;
}

impl<T> Absent for Option<T> {
    fn absent(&self) -> bool {
        self.is_none()
    }
}

impl<T> Absent for crate::MaybeUndefined<T> {
    fn absent(&self) -> bool {
        self.is_undefined()
    }
}

/// A number field, written as [`number`](super::number) writes a number: itself, or in an
/// `Option` or a `MaybeUndefined` (`null` for `None` and `Null`).
pub trait WritesNumber {
    /// Writes the field's value.
    fn write_number<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error>;
}

impl WritesNumber for f64 {
    fn write_number<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        super::number(self, serializer)
    }
}

impl WritesNumber for Option<f64> {
    fn write_number<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        super::option_number(self, serializer)
    }
}

impl WritesNumber for crate::MaybeUndefined<f64> {
    fn write_number<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        super::maybe_number(self, serializer)
    }
}

/// A number field's value as a map entry's value.
struct AsNumber<'a, T>(&'a T);

impl<T: WritesNumber> Serialize for AsNumber<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.write_number(serializer)
    }
}

/// A struct's entries as its writer writes them into a map, one call each: after an entry
/// fails, the rest are not written, and [`Entries::end`] returns that first error.
pub struct Entries<'a, M: SerializeMap> {
    map: &'a mut M,
    error: Option<M::Error>,
}

impl<'a, M: SerializeMap> Entries<'a, M> {
    /// Starts writing into `map`.
    pub fn new(map: &'a mut M) -> Self {
        Entries { map, error: None }
    }

    fn put<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) {
        if self.error.is_none() {
            if let Err(error) = self.map.serialize_entry(key, value) {
                self.error = Some(error);
            }
        }
    }

    /// A field's entry.
    pub fn entry<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) {
        self.put(key, value);
    }

    /// An optional field's entry, unless its key is absent.
    pub fn optional<T: Absent + Serialize>(&mut self, key: &'static str, value: &T) {
        if !value.absent() {
            self.put(key, value);
        }
    }

    /// A number field's entry (see [`WritesNumber`]).
    pub fn number<T: WritesNumber>(&mut self, key: &'static str, value: &T) {
        self.put(key, &AsNumber(value));
    }

    /// An optional number field's entry, unless its key is absent.
    pub fn optional_number<T: WritesNumber + Absent>(&mut self, key: &'static str, value: &T) {
        if !value.absent() {
            self.put(key, &AsNumber(value));
        }
    }

    /// The fields the struct does not know (`extra`), after its own, in their map's order.
    pub fn extra(&mut self, extra: &Map<String, Value>) {
        for (key, value) in extra {
            if self.error.is_some() {
                return;
            }
            if let Err(error) = self.map.serialize_entry(key, value) {
                self.error = Some(error);
            }
        }
    }

    /// The first error, if an entry failed.
    pub fn end(self) -> Result<(), M::Error> {
        match self.error {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }
}
