//! Lenient parsing, opt-in. Where upstream parses leniently (the spec's `@lenient`
//! fields, never a patch field), a bad value is dropped instead of failing the parse,
//! and every drop is reported. Anything else that is wrong is still an error.
//!
//! It parses strictly, and when the parse fails, asks the root type's generated lenient
//! function (`leniency.rs`, compiled from the spec) where: that function walks the
//! failure's path through the input and records the deepest lenient field or item on
//! the way. The parse drops it, reports it and tries again; a failure with no drop on
//! its way is the error.
//!
//! From text ([`from_str`], [`from_slice`]), a member named twice in one object gets
//! upstream's verdict: a repeated field of a struct, or a union's repeated tag, is an
//! error; a repeated key of free-form JSON, or a repeated unknown member, keeps the last
//! value.

use std::collections::HashMap;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::ParseError;

/// What the lenient mode dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DropKind {
    /// A field's bad value: the field left out, or an empty list for a required list.
    Value,
    /// A bad item of a list, or entry of a map.
    Item,
    /// An unknown value of an enum with a catch-all value, read as that value.
    Replaced,
}

/// One drop: where (a JSON path in the input, such as `$.a.b[2]`), what, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dropped {
    /// The JSON path in the input.
    pub path: String,
    /// What was dropped.
    pub drop: DropKind,
    /// What was wrong with it.
    pub problem: String,
}

/// A lenient parse: the value, and what was dropped to get it (sorted by path).
#[derive(Debug, Clone, PartialEq)]
pub struct Lenient<T> {
    /// The parsed value.
    pub value: T,
    /// What was dropped, sorted by path.
    pub dropped: Vec<Dropped>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Seg {
    Key(String),
    Index(usize),
}

// A spec without lenient fields emits lenient functions that never step: then the walk is unused.
#[allow(dead_code)]
#[derive(Debug, Clone, PartialEq, Eq)]
enum Action {
    Remove,
    Empty,
    Item,
    /// The enum's catch-all value in place of an unknown one.
    Replace(String),
}

type Drops = HashMap<Vec<Seg>, Action>;

/// Parses `value` as `T` leniently where upstream does. The type's version and name
/// come from its Rust path (`acp_schema::v2::SomeType`); a type with no lenient field
/// on its way parses strictly.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<Lenient<T>, ParseError> {
    let mut slot = crate::runtime::Slot::<T>::default();
    let dropped = from_value_into(value, &mut slot)?;
    kept(slot.into_inner(), dropped)
}

/// [`from_value`] into `reader` (compiled once, not once per type): what it dropped.
pub(crate) fn from_value_into(
    value: Value,
    reader: &mut dyn crate::runtime::Reader,
) -> Result<Vec<Dropped>, ParseError> {
    let path = reader.rust_path();
    // Depth and numbers first: the pruning below walks the input as it is.
    if let Err(e) = crate::runtime::check_numbers(&value) {
        crate::read::drop_flat(value);
        return Err(e.named(crate::runtime::label(path)));
    }
    let (dropped, _) = parse(&value, path, &mut |pruned| read_pruned(pruned, reader))?;
    Ok(dropped)
}

/// A pruned value read as the lenient mode reads it (the part of the parse that reads).
fn read_pruned(pruned: Value, reader: &mut dyn crate::runtime::Reader) -> Result<(), ParseError> {
    let name = crate::runtime::label(reader.rust_path());
    crate::runtime::read_leniently(|| crate::runtime::from_value_named_into(pruned, &name, reader))
}

/// Parses JSON text as `T` leniently where upstream does, as [`from_value`] parses its
/// value. The text is read as the strict mode reads it (depth, lone surrogates, numbers),
/// except for a member named twice in one object: a repeated field of a struct or tag of
/// a union is an error (`at <path of the object>: duplicate member "<name>"`, the first
/// such in document order), a repeated key of free-form JSON or unknown member keeps the
/// last value, as upstream's crate reads them. A repetition that makes an untagged union
/// read an object with another member than it reads the object's last values with (a
/// member refuses the repeated field, a later one takes the object) is that error too:
/// the repetition alone would decide the member, and the value would be written as
/// another one.
pub fn from_str<T: DeserializeOwned + Serialize>(text: &str) -> Result<Lenient<T>, ParseError> {
    let mut slot = crate::runtime::Slot::<T>::default();
    let dropped = from_str_into(text, &mut slot)?;
    kept(slot.into_inner(), dropped)
}

/// [`from_str`] into `reader` (compiled once, not once per type): what it dropped.
pub(crate) fn from_str_into(
    text: &str,
    reader: &mut dyn crate::runtime::ReadWrite,
) -> Result<Vec<Dropped>, ParseError> {
    let path = reader.rust_path();
    let label = crate::runtime::label(path);
    // What the type-independent part asks of the type (see [`Op`]); the value last read is kept.
    let mut ops = |op: Op<'_>| -> Result<Option<String>, ParseError> {
        match op {
            Op::Read(pruned) => read_pruned(pruned, reader.reader()).map(|()| None),
            Op::Written => Ok(reader.written().and_then(Result::ok)),
            Op::Streamed(text) => Ok(stream(text, &*reader)),
        }
    };
    from_text(text, &label, path, &mut ops)
}

/// What the lenient mode asks of the type it parses, the rest of it compiled once and not
/// once per type: read a value (and keep it), the compact text of the value kept, the
/// compact text of a text read as it streams.
enum Op<'t> {
    /// Reads the value (pruned of what was dropped) as the type, and keeps it.
    Read(Value),
    /// The compact text of the value kept (`None` when it does not write).
    Written,
    /// The compact text of the value a text streams as (`None` when it does not read).
    Streamed(&'t str),
}

/// The type's answers to [`Op`]s.
type Ops<'a> = dyn FnMut(Op<'_>) -> Result<Option<String>, ParseError> + 'a;

/// The parse's value, with its drops.
fn kept<T>(slot: Option<T>, dropped: Vec<Dropped>) -> Result<Lenient<T>, ParseError> {
    match slot {
        Some(value) => Ok(Lenient { value, dropped }),
        None => Err(ParseError::at("$", "the lenient parse kept no value")),
    }
}

/// [`from_str`] but for what it asks of the type (`ops`): the drops of the parse, or its
/// error (named `label`).
fn from_text(
    text: &str,
    label: &str,
    type_name: &str,
    ops: &mut Ops<'_>,
) -> Result<Vec<Dropped>, ParseError> {
    let (value, found) = crate::read::read_text(text, crate::read::Duplicates::KeepLast)
        .map_err(|p| ParseError::at(&p.path(), p.problem).named(label))?;
    let (dropped, drops) = match parse(&value, type_name, &mut |v| ops(Op::Read(v)).map(|_| ())) {
        Ok(parsed) => parsed,
        Err(e) if found.duplicates.is_empty() => return Err(e),
        Err(e) => {
            // The bad value may be the last of a repeated member's: serde's derived reader
            // refuses the repetition before it reads that value. Read with the first value
            // of each repetition kept, a repetition the types refuse there is the error.
            let Ok((first, _)) = crate::read::read_text(text, crate::read::Duplicates::KeepFirst)
            else {
                return Err(e);
            };
            let Ok((_, drops)) = parse(&first, type_name, &mut |v| ops(Op::Read(v)).map(|_| ()))
            else {
                return Err(e);
            };
            return Err(match first_refused(&first, ops, &drops, &repeats(&found)) {
                Some(refused) => refused.named(label),
                None => e,
            });
        }
    };
    if found.duplicates.is_empty() {
        return Ok(dropped);
    }
    match first_refused(&value, ops, &drops, &repeats(&found)) {
        Some(refused) => Err(refused.named(label)),
        None => Ok(dropped),
    }
}

/// The repeated member names the text read held: the path of each object, and the name.
fn repeats(found: &crate::read::Found) -> Vec<(Vec<Seg>, &str)> {
    found
        .duplicates
        .iter()
        .map(|(at, name)| {
            let at = at
                .iter()
                .map(|s| match s {
                    crate::read::Seg::Key(k) => Seg::Key(k.clone()),
                    crate::read::Seg::Index(i) => Seg::Index(*i),
                })
                .collect();
            (at, name.as_str())
        })
        .collect()
}

/// The error of the first repetition in document order that the types refuse (a field
/// of a struct, or a union's tag), or that changes the member an untagged union reads
/// an object with, when one is.
///
/// Which repeated names the types read as fields is for serde's derived readers to say,
/// as in upstream's crate: the value as parsed (without what was dropped) is written out
/// with repeated members written twice and read again as it streams. The reading fails
/// when the text does not read, or reads as another value than `read` (the value as
/// parsed): a member of an untagged union refused a repeated field and a later member
/// took the object. All of them at once first; when that fails, the first in document
/// order that fails is found by halving (a prefix of the repetitions fails when it holds
/// one that does), so that many repetitions cost a few reads, not one each. Where the
/// value alone does not stream (nested exactly as deep as allowed), the repetitions keep
/// the last value.
fn first_refused(
    value: &Value,
    ops: &mut Ops<'_>,
    drops: &Drops,
    repeats: &[(Vec<Seg>, &str)],
) -> Option<ParseError> {
    let read = ops(Op::Written).ok().flatten()?;
    let mut fails = |n: usize| match ops(Op::Streamed(&pruned_text(value, drops, &repeats[..n]))) {
        Ok(Some(x)) => x != read,
        _ => true,
    };
    if fails(0) || !fails(repeats.len()) {
        return None;
    }
    // The least n whose prefix fails: the n-th repetition is the first refused.
    let (mut ok, mut bad) = (0, repeats.len());
    while bad - ok > 1 {
        let mid = ok + (bad - ok) / 2;
        if fails(mid) {
            bad = mid;
        } else {
            ok = mid;
        }
    }
    let (at, name) = &repeats[bad - 1];
    Some(ParseError::at(
        &path_text(at),
        crate::read::duplicate_member(name),
    ))
}

/// [`from_str`] for JSON given as bytes, which must be UTF-8 without a byte order mark.
pub fn from_slice<T: DeserializeOwned + Serialize>(bytes: &[u8]) -> Result<Lenient<T>, ParseError> {
    let mut slot = crate::runtime::Slot::<T>::default();
    let dropped = from_slice_into(bytes, &mut slot)?;
    kept(slot.into_inner(), dropped)
}

/// [`from_slice`] into `reader` (compiled once, not once per type): what it dropped.
pub(crate) fn from_slice_into(
    bytes: &[u8],
    reader: &mut dyn crate::runtime::ReadWrite,
) -> Result<Vec<Dropped>, ParseError> {
    let text = crate::runtime::utf8_text(bytes)
        .map_err(|e| e.named(crate::runtime::label(reader.rust_path())))?;
    from_str_into(text, reader)
}

/// `text` read as the type of `reader` as it streams, in the lenient mode (a repeated key
/// of free-form JSON keeps the last value; serde's derived readers refuse a repeated
/// field), into a value of its own, written as canonical text: `None` when it does not
/// read.
fn stream(text: &str, reader: &dyn crate::runtime::ReadWrite) -> Option<String> {
    // A key spelled like serde_json's number marker does not stream (see `from_str_named`).
    if text.contains("$serde_json::private::Number") {
        return None;
    }
    crate::runtime::read_leniently(|| reader.streamed_written(text))
}

/// The lenient parse of a checked value as the type `type_name` (its Rust path), which
/// `read` reads (and keeps): the drops it took, sorted, and as the walk keys them.
fn parse(
    value: &Value,
    type_name: &str,
    read: &mut dyn FnMut(Value) -> Result<(), ParseError>,
) -> Result<(Vec<Dropped>, Drops), ParseError> {
    let mut names = type_name.rsplit("::");
    let name = names.next().unwrap_or_default();
    let version = names.next().unwrap_or_default();
    let qualified = format!("{version}.{name}");
    let mut drops = Drops::new();
    let mut dropped: Vec<Dropped> = Vec::new();
    loop {
        let pruned = prune(value, &drops, &mut Vec::new());
        let error = match read(pruned) {
            Ok(()) => {
                dropped.sort_by(|a, b| a.path.cmp(&b.path));
                return Ok((dropped, drops));
            }
            Err(e) => e,
        };
        let mut walk = Walk::new(segments(&error), &drops);
        crate::leniency::locate(&qualified, &mut walk, Some(value));
        let Some((path, action)) = walk.found else {
            return Err(error);
        };
        if drops.contains_key(&path) {
            return Err(error);
        }
        let drop = match &action {
            Action::Item => DropKind::Item,
            Action::Replace(_) => DropKind::Replaced,
            Action::Remove | Action::Empty => DropKind::Value,
        };
        dropped.push(Dropped {
            path: path_text(&path),
            drop,
            problem: error.problem().to_owned(),
        });
        drops.insert(path, action);
    }
}

/// The path of an error (`$.a[0]["b c"]`) as segments.
fn segments(error: &ParseError) -> Vec<Seg> {
    let mut out = Vec::new();
    let path = error.path();
    let mut rest = path.strip_prefix('$').unwrap_or(path);
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("[\"") {
            // A quoted key: the JSON string up to its closing quote.
            let mut stream = serde_json::Deserializer::from_str(&rest[1..]).into_iter::<String>();
            match stream.next() {
                Some(Ok(key)) => {
                    let used = 1 + stream.byte_offset();
                    out.push(Seg::Key(key));
                    rest = rest[used..].strip_prefix(']').unwrap_or(&rest[used..]);
                }
                _ => {
                    out.push(Seg::Key(r.to_owned()));
                    break;
                }
            }
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']').unwrap_or(r.len());
            if let Ok(i) = r[..end].parse() {
                out.push(Seg::Index(i));
            }
            rest = r.get(end + 1..).unwrap_or("");
        } else {
            let r = rest.strip_prefix('.').unwrap_or(rest);
            let end = r.find(['.', '[']).unwrap_or(r.len());
            out.push(Seg::Key(r[..end].to_owned()));
            rest = &r[end..];
        }
    }
    out
}

/// `$.a[0]["b c"]`, as every generated language writes a path.
fn path_text(path: &[Seg]) -> String {
    let mut out = String::from("$");
    for s in path {
        match s {
            Seg::Index(i) => out.push_str(&format!("[{i}]")),
            Seg::Key(k) => {
                let ident = !k.is_empty()
                    && k.chars().enumerate().all(|(i, c)| {
                        c == '_'
                            || c == '$'
                            || c.is_ascii_alphabetic()
                            || (i > 0 && c.is_ascii_digit())
                    });
                if ident {
                    out.push('.');
                    out.push_str(k);
                } else {
                    out.push_str(&format!("[{}]", Value::String(k.clone())));
                }
            }
        }
    }
    out
}

/// The input without what was dropped so far.
fn prune(v: &Value, drops: &Drops, path: &mut Vec<Seg>) -> Value {
    if let Some(Action::Replace(with)) = drops.get(path.as_slice()) {
        return Value::String(with.clone());
    }
    match v {
        Value::Array(items) => {
            let mut out = Vec::with_capacity(items.len());
            for (i, x) in items.iter().enumerate() {
                path.push(Seg::Index(i));
                if drops.get(path.as_slice()) != Some(&Action::Item) {
                    out.push(prune(x, drops, path));
                }
                path.pop();
            }
            Value::Array(out)
        }
        Value::Object(map) => {
            let mut out = Map::new();
            for (k, x) in map {
                path.push(Seg::Key(k.clone()));
                match drops.get(path.as_slice()) {
                    Some(Action::Remove) | Some(Action::Item) => {}
                    Some(Action::Empty) => {
                        out.insert(k.clone(), Value::Array(Vec::new()));
                    }
                    Some(Action::Replace(_)) | None => {
                        out.insert(k.clone(), prune(x, drops, path));
                    }
                }
                path.pop();
            }
            Value::Object(out)
        }
        other => other.clone(),
    }
}

/// The input without what was dropped so far, as JSON text, each member `repeats` names
/// (the path of an object, and a name) written twice. Keys come in the value's order,
/// except that on the way to a repeated member, the member that leads there (or the
/// repeated one) comes last: after a union's tag, since entries read before a tag are kept
/// as JSON values, which would hide a repetition inside them.
fn pruned_text(v: &Value, drops: &Drops, repeats: &[(Vec<Seg>, &str)]) -> String {
    /// Per object on the way (by path): the names written twice, and the keys that lead on.
    #[derive(Default)]
    struct Way<'a> {
        twice: std::collections::HashSet<&'a str>,
        last: std::collections::HashSet<&'a str>,
    }
    let mut ways: HashMap<Vec<Seg>, Way> = HashMap::new();
    for (at, name) in repeats {
        let here = ways.entry(at.clone()).or_default();
        here.twice.insert(*name);
        here.last.insert(*name);
        for len in 0..at.len() {
            let way = ways.entry(at[..len].to_vec()).or_default();
            if let Seg::Key(k) = &at[len] {
                way.last.insert(k.as_str());
            }
        }
    }
    fn write(
        v: &Value,
        drops: &Drops,
        path: &mut Vec<Seg>,
        ways: &HashMap<Vec<Seg>, Way>,
        out: &mut String,
    ) {
        // Only the way to a repetition is walked: anything else is written as pruned.
        let way = ways.get(path.as_slice());
        if way.is_none() || drops.get(path.as_slice()).is_some() {
            out.push_str(&prune(v, drops, path).to_string());
            return;
        }
        match v {
            Value::Array(items) => {
                out.push('[');
                let mut first = true;
                for (i, x) in items.iter().enumerate() {
                    path.push(Seg::Index(i));
                    if drops.get(path.as_slice()) != Some(&Action::Item) {
                        if !first {
                            out.push(',');
                        }
                        first = false;
                        write(x, drops, path, ways, out);
                    }
                    path.pop();
                }
                out.push(']');
            }
            Value::Object(map) => {
                let way = way.expect("on the way");
                let entries = map
                    .iter()
                    .filter(|(k, _)| !way.last.contains(k.as_str()))
                    .chain(map.iter().filter(|(k, _)| way.last.contains(k.as_str())));
                out.push('{');
                let mut first = true;
                for (k, x) in entries {
                    path.push(Seg::Key(k.clone()));
                    let times = match drops.get(path.as_slice()) {
                        Some(Action::Remove) | Some(Action::Item) => 0,
                        _ if way.twice.contains(k.as_str()) => 2,
                        _ => 1,
                    };
                    for _ in 0..times {
                        if !first {
                            out.push(',');
                        }
                        first = false;
                        out.push_str(&Value::String(k.clone()).to_string());
                        out.push(':');
                        if drops.get(path.as_slice()) == Some(&Action::Empty) {
                            out.push_str("[]");
                        } else {
                            write(x, drops, path, ways, out);
                        }
                    }
                    path.pop();
                }
                out.push('}');
            }
            other => out.push_str(&other.to_string()),
        }
    }
    let mut out = String::new();
    write(v, drops, &mut Vec::new(), &ways, &mut out);
    out
}

/// The walk of one failure's path through the input, for the generated lenient
/// functions: each step follows the next segment of the path, in the input's own
/// coordinates (a list's index skips the items dropped so far), and the deepest drop
/// on the way is kept.
// A spec without lenient fields emits lenient functions that never step: then the walk is unused.
#[allow(dead_code)]
pub(crate) struct Walk<'d> {
    segs: Vec<Seg>,
    at: usize,
    path: Vec<Seg>,
    drops: &'d Drops,
    found: Option<(Vec<Seg>, Action)>,
}

// A spec without lenient fields emits lenient functions that never step: then the walk is unused.
#[allow(dead_code)]
impl<'d> Walk<'d> {
    fn new(segs: Vec<Seg>, drops: &'d Drops) -> Self {
        Walk {
            segs,
            at: 0,
            path: Vec::new(),
            drops,
            found: None,
        }
    }

    fn step(&mut self, seg: Seg) {
        self.at += 1;
        self.path.push(seg);
    }

    fn record(&mut self, action: Action) {
        self.found = Some((self.path.clone(), action));
    }

    /// The next segment, when it is a key of the object `value` holds.
    pub(crate) fn key<'v>(&self, value: Option<&'v Value>) -> Option<&'v str> {
        let Some(Seg::Key(k)) = self.segs.get(self.at) else {
            return None;
        };
        let (key, _) = value?.as_object()?.get_key_value(k.as_str())?;
        Some(key.as_str())
    }

    /// The tag of a union's value, when it is a string.
    pub(crate) fn tag<'v>(&self, value: Option<&'v Value>, tag_field: &str) -> Option<&'v str> {
        value?.get(tag_field)?.as_str()
    }

    /// Steps into `value`'s field `name` (the next segment).
    pub(crate) fn field<'v>(&mut self, value: Option<&'v Value>, name: &str) -> Option<&'v Value> {
        let next = value?.as_object()?.get(name)?;
        self.step(Seg::Key(name.to_owned()));
        Some(next)
    }

    /// Steps into `value`'s lenient field `name`: a bad value is left out.
    pub(crate) fn remove<'v>(&mut self, value: Option<&'v Value>, name: &str) -> Option<&'v Value> {
        let next = self.field(value, name)?;
        self.record(Action::Remove);
        Some(next)
    }

    /// Steps into `value`'s lenient required list `name`: a bad value becomes `[]`.
    pub(crate) fn empty<'v>(&mut self, value: Option<&'v Value>, name: &str) -> Option<&'v Value> {
        let next = self.field(value, name)?;
        self.record(Action::Empty);
        Some(next)
    }

    /// Steps into the list item the next segment names (dropped there when `drop`).
    pub(crate) fn item<'v>(&mut self, list: Option<&'v Value>, drop: bool) -> Option<&'v Value> {
        let (Some(Seg::Index(i)), Some(items)) = (self.segs.get(self.at), list?.as_array()) else {
            return None;
        };
        let index = input_index(&self.path, items.len(), *i, self.drops)?;
        self.step(Seg::Index(index));
        if drop {
            self.record(Action::Item);
        }
        Some(&items[index])
    }

    /// Steps into the map entry the next segment names (dropped there when `drop`).
    pub(crate) fn entry<'v>(&mut self, map: Option<&'v Value>, drop: bool) -> Option<&'v Value> {
        let Some(Seg::Key(k)) = self.segs.get(self.at) else {
            return None;
        };
        let next = map?.as_object()?.get(k.as_str())?;
        self.step(Seg::Key(k.clone()));
        if drop {
            self.record(Action::Item);
        }
        Some(next)
    }

    /// The failure is at `value`, a string of an enum with a catch-all value: it reads
    /// as `with`.
    pub(crate) fn catch_all(&mut self, value: Option<&Value>, with: &str) {
        if self.at == self.segs.len() && matches!(value, Some(Value::String(_))) {
            self.record(Action::Replace(with.to_owned()));
        }
    }
}

/// The index in the input of the pruned list's `i`-th item: the `i`-th item not dropped.
// A spec without lenient fields emits lenient functions that never step: then the walk is unused.
#[allow(dead_code)]
fn input_index(path: &[Seg], len: usize, i: usize, drops: &Drops) -> Option<usize> {
    let mut probe = path.to_vec();
    (0..len)
        .filter(|j| {
            probe.push(Seg::Index(*j));
            let dropped = drops.get(probe.as_slice()) == Some(&Action::Item);
            probe.pop();
            !dropped
        })
        .nth(i)
}
