//! The entry points that parse JSON text, bytes and values as a type, and the choice between
//! the streaming read and the explaining one.

use super::*;

/// Parses JSON text as `T`; an error names the type and the JSON path where the value
/// fails. Arrays and objects may nest [`crate::read::MAX_DEPTH`] deep; a lone surrogate
/// is refused; numbers are checked as [`check_numbers`] does; of duplicate keys, the last
/// one wins.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    let mut slot = Slot::default();
    // The type's label is built only for an error: most parses succeed.
    read_str(text, Label::Type(std::any::type_name::<T>()), &mut slot)?;
    slot.take()
}

/// [`from_str`] for JSON given as bytes, which must be UTF-8 without a byte order mark.
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ParseError> {
    let mut slot = Slot::default();
    let label = Label::Type(std::any::type_name::<T>());
    read_str(utf8_text_named(bytes, label)?, label, &mut slot)?;
    slot.take()
}

/// [`from_slice`], its errors naming the type `type_name` (`v1.Type`).
pub fn from_slice_named<T: DeserializeOwned>(
    bytes: &[u8],
    type_name: &str,
) -> Result<T, ParseError> {
    let mut slot = Slot::default();
    from_slice_named_into(bytes, type_name, &mut slot)?;
    slot.take()
}

/// [`from_slice_named`] into `reader` (compiled once, not once per type).
pub fn from_slice_named_into(
    bytes: &[u8],
    type_name: &str,
    reader: &mut dyn Reader,
) -> Result<(), ParseError> {
    read_str(
        utf8_text_named(bytes, Label::Named(type_name))?,
        Label::Named(type_name),
        reader,
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
    let mut slot = Slot::default();
    from_str_named_into(text, type_name, &mut slot)?;
    slot.take()
}

/// [`from_str_named`] into `reader` (compiled once, not once per type).
pub fn from_str_named_into(
    text: &str,
    type_name: &str,
    reader: &mut dyn Reader,
) -> Result<(), ParseError> {
    read_str(text, Label::Named(type_name), reader)
}

/// What the parsing code asks of the type it reads: its Rust path and its two readers.
/// The parsing code takes it as `&mut dyn Reader`, so that it is compiled once and not
/// once per type; each type's part is its [`Slot`]'s few small methods. A read that
/// succeeds keeps its value in the reader; one that fails leaves the reader as it was.
pub trait Reader {
    /// The type's Rust path (`std::any::type_name`).
    fn rust_path(&self) -> &'static str;
    /// Reads `text` as it streams (see [`from_str_named`]) and keeps the value: `false`
    /// when it does not read the text.
    fn stream(&mut self, text: &str) -> bool;
    /// Reads a checked value the explaining way and keeps the value.
    fn explain(&mut self, value: Value) -> Result<(), ParseError>;
}

/// A [`Reader`] that also writes: what the lenient mode and parsing by type name (the
/// registry) ask of the type besides reading it.
pub trait ReadWrite: Reader {
    /// Itself as a [`Reader`] (what `&mut dyn ReadWrite as &mut dyn Reader` says on a
    /// compiler with trait upcasting, which the crate's oldest supported Rust lacks).
    fn reader(&mut self) -> &mut dyn Reader;
    /// The value kept, as canonical text; `None` when no value is kept.
    fn written(&self) -> Option<Result<String, serde_json::Error>>;
    /// The value kept, as a JSON value; `None` when no value is kept.
    fn json(&self) -> Option<Result<Value, serde_json::Error>>;
    /// `text` read as it streams into a value of its own (the one kept stays), written as
    /// canonical text: `None` when it does not read or write.
    fn streamed_written(&self, text: &str) -> Option<String>;
    /// `text` read the explaining way into a value of its own (the one kept stays), named
    /// `type_name` in an error, and written as canonical text.
    fn explained_written(&self, text: &str, type_name: &str) -> Result<String, String>;
}

/// The [`Reader`] of a type `T`: the value last read, if any.
pub struct Slot<T>(Option<T>);

impl<T> Default for Slot<T> {
    fn default() -> Self {
        Self(None)
    }
}

impl<T> Slot<T> {
    /// The value last read; an error when none was.
    pub fn take(self) -> Result<T, ParseError> {
        self.0.ok_or_else(nothing_read)
    }

    /// The value last read, if any.
    pub fn into_inner(self) -> Option<T> {
        self.0
    }
}

/// The error of [`Slot::take`] when nothing was read (compiled once, not once per type).
fn nothing_read() -> ParseError {
    ParseError::at("$", "the parse kept no value")
}

impl<T: DeserializeOwned> Reader for Slot<T> {
    fn rust_path(&self) -> &'static str {
        std::any::type_name::<T>()
    }

    fn stream(&mut self, text: &str) -> bool {
        match stream_text::<T>(text) {
            Some(value) => {
                self.0 = Some(value);
                true
            }
            None => false,
        }
    }

    fn explain(&mut self, value: Value) -> Result<(), ParseError> {
        self.0 = Some(explain_value::<T>(value)?);
        Ok(())
    }
}

impl<T: DeserializeOwned + Serialize> ReadWrite for Slot<T> {
    fn reader(&mut self) -> &mut dyn Reader {
        self
    }

    fn written(&self) -> Option<Result<String, serde_json::Error>> {
        self.0.as_ref().map(to_canonical_string)
    }

    fn json(&self) -> Option<Result<Value, serde_json::Error>> {
        self.0.as_ref().map(serde_json::to_value)
    }

    fn streamed_written(&self, text: &str) -> Option<String> {
        stream_text::<T>(text).and_then(|v| to_canonical_string(&v).ok())
    }

    fn explained_written(&self, text: &str, type_name: &str) -> Result<String, String> {
        explained_into(text, type_name, &mut Slot::<T>::default())
    }
}

/// [`ReadWrite::explained_written`] of the type `other` reads, into `other` (compiled once).
fn explained_into(
    text: &str,
    type_name: &str,
    other: &mut dyn ReadWrite,
) -> Result<String, String> {
    explain_text(text, type_name, other.reader()).map_err(|e| e.to_string())?;
    written_or_error(other.written())
}

/// What a [`ReadWrite`] wrote of the value it keeps ([`ReadWrite::written`],
/// [`ReadWrite::json`]), or the error as text.
pub(crate) fn written_or_error<W>(
    written: Option<Result<W, serde_json::Error>>,
) -> Result<W, String> {
    match written {
        Some(written) => written.map_err(|e| e.to_string()),
        None => Err(nothing_read().to_string()),
    }
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

/// [`from_str_named`] into `reader`, the type's name made from `label` when it is needed
/// (an error).
fn read_str(text: &str, label: Label<'_>, reader: &mut dyn Reader) -> Result<(), ParseError> {
    if cross_checking() {
        return cross_checked(text, &label.text(), reader);
    }
    if streamed(text, reader) {
        Ok(())
    } else {
        explain_text(text, &label.text(), reader)
    }
}

/// The first way of [`from_str_named`], when it applies: `false` when it does not read
/// the text (or the type is not one of this crate's).
fn streamed(text: &str, reader: &mut dyn Reader) -> bool {
    // serde_json hands a key spelled like its private number marker over as it hands the
    // marker itself: such text is left to the second way, which tells them apart. (A `$`
    // is looked for first: a single byte is found faster than the whole marker.)
    let marker = text.contains('$') && text.contains(NUMBER_TOKEN);
    streams_path(reader.rust_path()) && !marker && reader.stream(text)
}

/// The second way of [`from_str_named`] alone: the text read into a checked [`Value`],
/// then each object's fields in the spec's order, tracking the path.
pub fn explain_str_named<T: DeserializeOwned>(
    text: &str,
    type_name: &str,
) -> Result<T, ParseError> {
    let mut slot = Slot::default();
    explain_text(text, type_name, &mut slot)?;
    slot.take()
}

/// The second way of [`from_str_named`], into `reader`.
pub(crate) fn explain_text(
    text: &str,
    type_name: &str,
    reader: &mut dyn Reader,
) -> Result<(), ParseError> {
    let _explaining = ExplainingRestore::begin();
    let value = checked_text(text, type_name)?;
    named(reader.explain(value), type_name)
}

/// The text read into a checked [`Value`] (the part of [`explain_text`] that does not
/// depend on the type, compiled once); the error names the type `type_name`.
fn checked_text(text: &str, type_name: &str) -> Result<Value, ParseError> {
    crate::read::read_text(text, crate::read::Duplicates::Reject)
        .map(|(value, _found)| value)
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

/// Whether the type whose Rust path is `path` is a type of this crate, whose readers
/// check as the second way of [`from_str_named`] checks (any other, such as a bare
/// [`Value`], is read that way only).
fn streams_path(path: &str) -> bool {
    let krate = module_path!().split("::").next().unwrap_or_default();
    path.strip_prefix(krate)
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

/// [`from_str_named`] when [`cross_check`] is on: the text read both ways. The value kept
/// is the streamed one when the text streams (read last, over the explained one), else
/// the explained one.
fn cross_checked(text: &str, type_name: &str, reader: &mut dyn Reader) -> Result<(), ParseError> {
    let explained = explain_text(text, type_name, reader);
    match (streamed(text, reader), explained) {
        (true, Err(e)) => Err(disagreement(e, type_name)),
        (true, Ok(())) => Ok(()),
        (false, explained) => explained,
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
