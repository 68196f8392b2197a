//! The entry points that parse JSON text, bytes and values as a type, and the choice between
//! the streaming read and the explaining one.

use super::*;

/// Parses JSON text as `T`; an error names the type and the JSON path where the value
/// fails. Arrays and objects may nest [`crate::read::MAX_DEPTH`] deep; a lone surrogate
/// is refused; numbers are checked as [`check_numbers`] does; of duplicate keys, the last
/// one wins.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    // The type's label is built only for an error: most parses succeed.
    read_str(text, Label::Type(std::any::type_name::<T>()))
}

/// [`from_str`] for JSON given as bytes, which must be UTF-8 without a byte order mark.
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ParseError> {
    let label = Label::Type(std::any::type_name::<T>());
    read_str(utf8_text_named(bytes, label)?, label)
}

/// [`from_slice`], its errors naming the type `type_name` (`v1.Type`).
pub fn from_slice_named<T: DeserializeOwned>(
    bytes: &[u8],
    type_name: &str,
) -> Result<T, ParseError> {
    read_str(
        utf8_text_named(bytes, Label::Named(type_name))?,
        Label::Named(type_name),
    )
}

/// [`utf8_text`], its error naming the type of `label` (compiled once, not once per type).
fn utf8_text_named<'t>(bytes: &'t [u8], label: Label<'_>) -> Result<&'t str, ParseError> {
    utf8_text(bytes).map_err(|e| e.named(label.text()))
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
    read_str(text, Label::Named(type_name))
}

/// The name of a type in an error: made from its Rust path ([`type_label`]) only when it
/// is needed (an error; most parses succeed), or given.
#[derive(Clone, Copy)]
enum Label<'a> {
    /// A Rust path (`std::any::type_name`).
    Type(&'static str),
    /// A name as given (`v1.Type`).
    Named(&'a str),
}

impl Label<'_> {
    fn text(self) -> String {
        match self {
            Label::Type(path) => label(path),
            Label::Named(name) => name.to_owned(),
        }
    }
}

/// [`from_str_named`], the type's name made from `label` when it is needed (an error).
fn read_str<T: DeserializeOwned>(text: &str, label: Label<'_>) -> Result<T, ParseError> {
    let streamed = streamed::<T>(text);
    if cross_checking() {
        return cross_checked(text, &label.text(), streamed);
    }
    match streamed {
        Some(value) => Ok(value),
        None => explain_text(text, &label.text()),
    }
}

/// The first way of [`from_str_named`], when it applies: `None` when it does not read the
/// text (or the type is not one of this crate's).
fn streamed<T: DeserializeOwned>(text: &str) -> Option<T> {
    // serde_json hands a key spelled like its private number marker over as it hands the
    // marker itself: such text is left to the second way, which tells them apart. (A `$`
    // is looked for first: a single byte is found faster than the whole marker.)
    let marker = text.contains('$') && text.contains(NUMBER_TOKEN);
    if streams::<T>() && !marker {
        stream_text::<T>(text)
    } else {
        None
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
pub(crate) fn explain_text<T: DeserializeOwned>(
    text: &str,
    type_name: &str,
) -> Result<T, ParseError> {
    let _explaining = ExplainingRestore::begin();
    let (value, found) = checked_text(text, type_name)?;
    named(deserialize_checked(value, &found), type_name)
}

/// The text read into a checked [`Value`] (the part of [`explain_text`] that does not
/// depend on the type, compiled once), and what the check found; the error names the type
/// `type_name`.
fn checked_text(text: &str, type_name: &str) -> Result<(Value, crate::read::Found), ParseError> {
    crate::read::read_text(text, crate::read::Duplicates::Reject)
        .map_err(|p| ParseError::at(&p.path(), p.problem).named(type_name))
}

/// A result whose error names the type `type_name` (a function, not a closure, which would
/// be compiled again for every type).
pub(crate) fn named<T>(result: Result<T, ParseError>, type_name: &str) -> Result<T, ParseError> {
    match result {
        Ok(value) => Ok(value),
        Err(e) => Err(e.named(type_name)),
    }
}

/// Whether `T` is a type of this crate, whose readers check as the second way of
/// [`from_str_named`] checks (any other, such as a bare [`Value`], is read that way only).
pub(crate) fn streams<T: ?Sized>() -> bool {
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

pub(crate) static CROSS_CHECK: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

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
pub(crate) fn cross_checked<T: DeserializeOwned>(
    text: &str,
    type_name: &str,
    streamed: Option<T>,
) -> Result<T, ParseError> {
    match (streamed, explain_text::<T>(text, type_name)) {
        (Some(_), Err(e)) => Err(disagreement(e, type_name)),
        (Some(value), Ok(_)) => Ok(value),
        (None, explained) => explained,
    }
}

/// The error of [`cross_checked`] when the streaming reader accepts what the explaining one
/// refuses with `e` (compiled once, not once per type).
fn disagreement(e: ParseError, type_name: &str) -> ParseError {
    ParseError::at(
        "$",
        format!("the streaming reader accepts what the explaining one refuses ({e})"),
    )
    .named(type_name)
}

thread_local! {
    /// Set while a parse that failed is read again to explain its error.
    pub(crate) static EXPLAINING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the generated readers stream (the default) rather than read each object's
/// fields in the spec's order to explain an error (see [`from_str_named`]).
#[inline]
pub fn streaming() -> bool {
    !EXPLAINING.with(std::cell::Cell::get)
}

/// While it lives, the generated readers explain (see [`from_str_named`]); dropped, it
/// puts back the mode before, even when the read panics.
pub(crate) struct ExplainingRestore(bool);

impl ExplainingRestore {
    pub(crate) fn begin() -> Self {
        Self(EXPLAINING.with(|cell| cell.replace(true)))
    }
}

impl Drop for ExplainingRestore {
    fn drop(&mut self) {
        EXPLAINING.with(|cell| cell.set(self.0));
    }
}
