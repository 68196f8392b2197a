//! Reading JSON text or a JSON value before it is deserialized: one walk that builds the
//! value (from text) or looks at it (a value), and checks what serde does not check as
//! every binding checks it. Arrays and objects nest at most [`MAX_DEPTH`] deep, a string
//! or a key holds no lone surrogate, and the numbers of free-form JSON are kept exactly
//! (integers up to [`crate::runtime::MAX_INTEGER_DIGITS`] digits) or are finite doubles,
//! and (strict mode) no object names a member twice.
//! Nothing recurses deeper than [`MAX_DEPTH`] levels, however deep the input nests.

use serde::de::{DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

use crate::runtime::{push_index, push_key, MAX_INTEGER_DIGITS};

/// The deepest nesting of arrays and objects every binding accepts (the outermost
/// container is at depth 1).
pub const MAX_DEPTH: usize = 128;

/// The problem of input nested deeper than [`MAX_DEPTH`].
pub(crate) const TOO_DEEP: &str = "nested deeper than 128 arrays and objects";

/// The problem of a string or key holding an unpaired UTF-16 surrogate.
pub(crate) const LONE_SURROGATE: &str = "a lone surrogate in a string";

/// serde_json's key for the text of a number (its `arbitrary_precision` feature).
const NUMBER_TOKEN: &str = "$serde_json::private::Number";

/// One step of a JSON path.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Seg {
    Key(String),
    Index(usize),
}

/// What was found wrong, and where: the steps from the failing value up to the root
/// (pushed while the error goes up, so that the path costs nothing until there is one).
pub(crate) struct Problem {
    steps: Vec<Seg>,
    pub(crate) problem: String,
    /// Whether the steps locate the problem; a syntax error is reported at the root.
    located: bool,
}

impl Problem {
    fn new(problem: impl Into<String>) -> Self {
        Self {
            steps: Vec::new(),
            problem: problem.into(),
            located: true,
        }
    }

    fn up(&mut self, seg: Seg) {
        if self.located {
            self.steps.push(seg);
        }
    }

    /// The JSON path, `$` for the root.
    pub(crate) fn path(&self) -> String {
        let mut path = String::from("$");
        for seg in self.steps.iter().rev() {
            match seg {
                Seg::Key(k) => push_key(&mut path, k),
                Seg::Index(i) => push_index(&mut path, *i),
            }
        }
        path
    }
}

/// What the walk learnt of the input beside its validity.
#[derive(Default)]
pub(crate) struct Found {
    /// The deepest nesting of arrays and objects.
    pub(crate) depth: usize,
    /// With [`Duplicates::KeepLast`] or [`Duplicates::KeepFirst`]: every repeated member
    /// name, in document order, with the path of the object that repeats it.
    pub(crate) duplicates: Vec<(Vec<Seg>, String)>,
}

/// What reading text does with an object that names a member twice (names compared
/// after unescaping).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Duplicates {
    /// The strict mode: the first repeated name in document order is the error, at the
    /// path of the object ([`duplicate_member`]).
    Reject,
    /// The lenient mode's first step: the last value is kept, and every repetition is
    /// recorded in [`Found::duplicates`] (which fields it names is for the types to say).
    KeepLast,
    /// As [`Duplicates::KeepLast`], the first value kept: the lenient mode reads text so
    /// when the last value of a repeated member is the bad one, to learn whether the
    /// repetition, which comes first in document order, is refused.
    KeepFirst,
}

/// The problem of an object that names the member `name` twice.
pub(crate) fn duplicate_member(name: &str) -> String {
    format!("duplicate member {}", Value::String(name.to_owned()))
}

/// The number rules of free-form JSON, for a number read as text.
pub(crate) fn number_text_problem(text: &str) -> Option<String> {
    let integer = !text.contains(['.', 'e', 'E']);
    if integer {
        if text.trim_start_matches('-').len() > MAX_INTEGER_DIGITS {
            return Some(format!(
                "an integer of more than {MAX_INTEGER_DIGITS} digits"
            ));
        }
        None
    } else if text.parse::<f64>().is_ok_and(f64::is_finite) {
        None
    } else {
        Some(format!("{} is not a finite number", spelled(text)))
    }
}

/// A number's text as the errors spell it: the exponent's `E` and `+` left out (`1e400`,
/// `2e-5`). serde_json's releases hand the text of such a number over differently (1.0.100
/// as written, later ones with the exponent's sign: `1e+400`); the error is the same with
/// every version the crate admits.
pub(crate) fn spelled(text: &str) -> String {
    match text.find(['e', 'E']) {
        Some(at) => {
            let (mantissa, exponent) = text.split_at(at);
            let exponent = &exponent[1..];
            format!(
                "{mantissa}e{}",
                exponent.strip_prefix('+').unwrap_or(exponent)
            )
        }
        None => text.to_owned(),
    }
}

/// Checks a number of a JSON value.
fn check_number(n: &Number) -> Result<(), Problem> {
    if n.is_u64() || n.is_i64() {
        return Ok(());
    }
    let text = n.to_string();
    if let Some(p) = number_text_problem(&text) {
        return Err(Problem::new(p));
    }
    Ok(())
}

/// Checks a JSON value: depth, numbers. `depth` is the depth of the containers around it.
pub(crate) fn scan(value: &Value, depth: usize, found: &mut Found) -> Result<(), Problem> {
    match value {
        Value::Number(n) => check_number(n),
        Value::Array(items) => {
            if depth >= MAX_DEPTH {
                return Err(Problem::new(TOO_DEEP));
            }
            found.depth = found.depth.max(depth + 1);
            for (i, item) in items.iter().enumerate() {
                if let Err(mut p) = scan(item, depth + 1, found) {
                    p.up(Seg::Index(i));
                    return Err(p);
                }
            }
            Ok(())
        }
        Value::Object(map) => {
            if depth >= MAX_DEPTH {
                return Err(Problem::new(TOO_DEEP));
            }
            found.depth = found.depth.max(depth + 1);
            for (k, item) in map {
                if let Err(mut p) = scan(item, depth + 1, found) {
                    p.up(Seg::Key(k.clone()));
                    return Err(p);
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Drops a value without recursion (a value nested deeper than the stack allows would
/// overflow it in the recursive drop).
pub(crate) fn drop_flat(value: Value) {
    let mut stack = vec![value];
    while let Some(v) = stack.pop() {
        match v {
            Value::Array(items) => stack.extend(items),
            Value::Object(map) => stack.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

/// The walk's state while reading text.
struct State {
    depth: usize,
    found: Found,
    problem: Option<Problem>,
    duplicates: Duplicates,
    /// With [`Duplicates::KeepLast`] or [`Duplicates::KeepFirst`], the path of the value
    /// being read.
    path: Vec<Seg>,
}

impl State {
    /// Records an error of serde_json's where it happened (the innermost record wins).
    fn record(&mut self, e: &impl std::fmt::Display) {
        if self.problem.is_some() {
            return;
        }
        let text = e.to_string();
        // serde_json's words for an unpaired surrogate escape (`\ud800`).
        self.problem = Some(
            if text.starts_with("lone leading surrogate")
                || text.starts_with("unexpected end of hex escape")
            {
                Problem::new(LONE_SURROGATE)
            } else {
                Problem {
                    steps: Vec::new(),
                    problem: format!("not valid JSON: {text}"),
                    located: false,
                }
            },
        );
    }

    fn fail<E: serde::de::Error>(&mut self, problem: impl Into<String>) -> E {
        self.problem = Some(Problem::new(problem));
        E::custom("")
    }
}

/// Reads JSON text into a value, checking it as the module says; `duplicates` says what
/// becomes of a member name repeated in one object.
pub(crate) fn read_text(text: &str, duplicates: Duplicates) -> Result<(Value, Found), Problem> {
    let mut state = State {
        depth: 0,
        found: Found::default(),
        problem: None,
        duplicates,
        path: Vec::new(),
    };
    let mut de = serde_json::Deserializer::from_str(text);
    de.disable_recursion_limit();
    let read = ValueSeed(&mut state)
        .deserialize(&mut de)
        .and_then(|v| de.end().map(|()| v));
    match read {
        Ok(v) => Ok((v, state.found)),
        Err(e) => {
            state.record(&e);
            Err(state
                .problem
                .take()
                .unwrap_or_else(|| Problem::new(e.to_string())))
        }
    }
}

struct ValueSeed<'s>(&'s mut State);

impl<'de> DeserializeSeed<'de> for ValueSeed<'_> {
    type Value = Value;

    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(ValueVisitor(self.0))
    }
}

struct ValueVisitor<'s>(&'s mut State);

/// A key as read: a key of the text, or serde_json's marker of a number.
enum Key {
    Text(String),
    Number,
}

struct KeySeed<'s>(&'s mut State);

impl<'de> DeserializeSeed<'de> for KeySeed<'_> {
    type Value = Key;

    /// A key is read as bytes, which serde_json hands over without checking surrogates
    /// (they come encoded as in WTF-8, which is not UTF-8), so that a lone one is reported
    /// here, at the object that holds it. serde_json's number marker comes as a string.
    fn deserialize<D: serde::Deserializer<'de>>(self, deserializer: D) -> Result<Key, D::Error> {
        deserializer.deserialize_bytes(KeyVisitor(self.0))
    }
}

struct KeyVisitor<'s>(&'s mut State);

impl<'de> Visitor<'de> for KeyVisitor<'_> {
    type Value = Key;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an object key")
    }

    fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Key, E> {
        match std::str::from_utf8(v) {
            Ok(s) => Ok(Key::Text(s.to_owned())),
            Err(_) => Err(self.0.fail(LONE_SURROGATE)),
        }
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Key, E> {
        if v == NUMBER_TOKEN {
            Ok(Key::Number)
        } else {
            Ok(Key::Text(v.to_owned()))
        }
    }
}

impl<'de> Visitor<'de> for ValueVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<Value, E> {
        match Number::from_f64(v) {
            Some(n) => Ok(Value::Number(n)),
            None => Err(self.0.fail(format!("{v} is not a finite number"))),
        }
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E: serde::de::Error>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let state = self.0;
        if state.depth >= MAX_DEPTH {
            return Err(state.fail(TOO_DEEP));
        }
        state.depth += 1;
        state.found.depth = state.found.depth.max(state.depth);
        let mut items = Vec::new();
        let keep = state.duplicates != Duplicates::Reject;
        loop {
            if keep {
                state.path.push(Seg::Index(items.len()));
            }
            let item = seq.next_element_seed(ValueSeed(state));
            if keep {
                state.path.pop();
            }
            match item {
                Ok(Some(v)) => items.push(v),
                Ok(None) => break,
                Err(e) => {
                    state.record(&e);
                    if let Some(p) = &mut state.problem {
                        p.up(Seg::Index(items.len()));
                    }
                    drop_flat(Value::Array(items));
                    return Err(e);
                }
            }
        }
        state.depth -= 1;
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let state = self.0;
        let first = match access.next_key_seed(KeySeed(state)) {
            Ok(k) => k,
            Err(e) => {
                state.record(&e);
                return Err(e);
            }
        };
        if let Some(Key::Number) = first {
            // A number, its text kept (`arbitrary_precision`).
            let text: String = access.next_value()?;
            if let Some(p) = number_text_problem(&text) {
                // An integer token too long for the other languages' readers is an error of
                // the text, reported at the root as they report it; any other at its path.
                let located = text.contains(['.', 'e', 'E']);
                state.problem = Some(Problem {
                    steps: Vec::new(),
                    problem: p,
                    located,
                });
                return Err(A::Error::custom(""));
            }
            let n: Number = text.parse().map_err(A::Error::custom)?;
            return Ok(Value::Number(n));
        }
        if state.depth >= MAX_DEPTH {
            return Err(state.fail(TOO_DEEP));
        }
        state.depth += 1;
        state.found.depth = state.found.depth.max(state.depth);
        let mut map = Map::new();
        let mut key = first;
        while let Some(k) = key {
            let Key::Text(k) = k else {
                return Err(A::Error::custom("a number marker inside an object"));
            };
            let repeated = map.contains_key(&k);
            if repeated && state.duplicates == Duplicates::Reject {
                // Reported at this object: the error goes up from here.
                let e = state.fail(duplicate_member(&k));
                drop_flat(Value::Object(map));
                return Err(e);
            }
            let keep = state.duplicates != Duplicates::Reject;
            if repeated {
                let at = state.path.clone();
                state.found.duplicates.push((at, k.clone()));
            }
            if keep {
                state.path.push(Seg::Key(k.clone()));
            }
            let read = access.next_value_seed(ValueSeed(state));
            if keep {
                state.path.pop();
            }
            match read {
                Ok(v) if repeated && state.duplicates == Duplicates::KeepFirst => drop_flat(v),
                Ok(v) => {
                    if let Some(old) = map.insert(k, v) {
                        drop_flat(old);
                    }
                }
                Err(e) => {
                    state.record(&e);
                    if let Some(p) = &mut state.problem {
                        p.up(Seg::Key(k));
                    }
                    drop_flat(Value::Object(map));
                    return Err(e);
                }
            }
            key = match access.next_key_seed(KeySeed(state)) {
                Ok(k) => k,
                Err(e) => {
                    state.record(&e);
                    drop_flat(Value::Object(map));
                    return Err(e);
                }
            };
        }
        state.depth -= 1;
        Ok(Value::Object(map))
    }
}
