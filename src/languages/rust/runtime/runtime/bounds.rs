//! Published bounds and least sizes (checked strictly, or as upstream's crate does in the lenient
//! read), and the switch that marks a lenient read.

use super::*;

thread_local! {
    /// Set while the lenient mode reads: bounds that upstream's crate does not check are
    /// not checked.
    pub(crate) static READING_LENIENTLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `read` as the lenient mode reads (see [`within_bounds`]), and restores the
/// previous mode afterwards, even when `read` panics.
pub fn read_leniently<T>(read: impl FnOnce() -> T) -> T {
    let _restore = LenientRestore::begin();
    read()
}

/// The mode before a lenient read, put back when dropped (the part of [`read_leniently`]
/// that does not depend on what it reads, compiled once).
struct LenientRestore(bool);

impl LenientRestore {
    fn begin() -> Self {
        Self(READING_LENIENTLY.with(|cell| cell.replace(true)))
    }
}

impl Drop for LenientRestore {
    fn drop(&mut self) {
        READING_LENIENTLY.with(|cell| cell.set(self.0));
    }
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
