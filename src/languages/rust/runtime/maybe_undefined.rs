use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A field that may be absent, `null`, or a value, and that remembers which.
///
/// Declare it with `#[serde(default, skip_serializing_if = "MaybeUndefined::is_undefined")]`
/// so that an absent key stays absent and `null` stays `null` through a round trip.
/// For a patch field, `Undefined` means "leave unchanged", `Null` means "clear", and
/// `Value` means "replace".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum MaybeUndefined<T> {
    /// The key is absent.
    #[default]
    Undefined,
    /// The key is present with `null`.
    Null,
    /// The key is present with a value.
    Value(T),
}

impl<T> MaybeUndefined<T> {
    /// True when the key is absent.
    pub fn is_undefined(&self) -> bool {
        matches!(self, Self::Undefined)
    }

    /// True when the key is present with `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Self::Null)
    }

    /// The value, when there is one.
    pub fn value(&self) -> Option<&T> {
        match self {
            Self::Value(value) => Some(value),
            _ => None,
        }
    }

    /// The value, consuming `self`, when there is one.
    pub fn into_value(self) -> Option<T> {
        match self {
            Self::Value(value) => Some(value),
            _ => None,
        }
    }
}

impl<T> From<T> for MaybeUndefined<T> {
    fn from(value: T) -> Self {
        Self::Value(value)
    }
}

impl<T: Serialize> Serialize for MaybeUndefined<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Value(value) => value.serialize(serializer),
            _ => serializer.serialize_none(),
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for MaybeUndefined<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Option::<T>::deserialize(deserializer)? {
            Some(value) => Self::Value(value),
            None => Self::Null,
        })
    }
}
