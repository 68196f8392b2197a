//! Lenient parsing, opt-in. Where upstream parses leniently (the spec's `@lenient`
//! fields, never a patch field), a bad value is dropped instead of failing the parse,
//! and every drop is reported. Anything else that is wrong is still an error.
//!
//! The interpreter reads `leniency.json`, which acp-codegen generates from the spec:
//! per type, the fields that lead to a lenient field. It parses strictly, and when the
//! parse fails under a lenient field or item, drops that field or item and tries again.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
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

#[derive(Debug, Clone, PartialEq, Eq)]
enum Action {
    Remove,
    Empty,
    Item,
    /// The enum's catch-all value in place of an unknown one.
    Replace(String),
}

type Drops = HashMap<Vec<Seg>, Action>;

fn graphs() -> &'static Value {
    static GRAPHS: OnceLock<Value> = OnceLock::new();
    GRAPHS.get_or_init(|| {
        serde_json::from_str(include_str!("leniency.json"))
            .expect("leniency.json is generated valid JSON")
    })
}

/// Parses `value` as `T` leniently where upstream does. The type's version and name
/// come from its Rust path (`acp_schema::v2::SomeType`); a type the leniency
/// data does not list parses strictly.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<Lenient<T>, ParseError> {
    let mut names = std::any::type_name::<T>().rsplit("::");
    let name = names.next().unwrap_or_default();
    let version = names.next().unwrap_or_default();
    let graph = graphs().get(version).unwrap_or(&Value::Null);
    // Depth and numbers first: the pruning below walks the input as it is.
    if let Err(e) = crate::runtime::check_numbers(&value) {
        crate::read::drop_flat(value);
        return Err(e.named(crate::runtime::type_label::<T>()));
    }
    let mut drops = Drops::new();
    let mut dropped: Vec<Dropped> = Vec::new();
    loop {
        let pruned = prune(&value, &drops, &mut Vec::new());
        let error = match crate::runtime::read_leniently(|| crate::from_value::<T>(pruned)) {
            Ok(parsed) => {
                dropped.sort_by(|a, b| a.path.cmp(&b.path));
                return Ok(Lenient {
                    value: parsed,
                    dropped,
                });
            }
            Err(e) => e,
        };
        let segs = segments(&error);
        let Some((path, action)) = locate(graph, name, &value, &segs, &drops) else {
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

/// Follows aliases to the type they name.
fn resolve<'a>(graph: &'a Value, mut node: &'a Value) -> &'a Value {
    for _ in 0..64 {
        let decl = node
            .get("ref")
            .and_then(Value::as_str)
            .and_then(|r| graph.get(r));
        match decl.and_then(|d| d.get("alias")) {
            Some(target) => node = target,
            None => break,
        }
    }
    node
}

/// The index in the input of the pruned list's `i`-th item: the `i`-th item not dropped.
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

/// The drop a failure at `segs` (a path in the pruned input) calls for: the deepest
/// lenient field or item on the way, in the input's own coordinates.
fn locate(
    graph: &Value,
    root: &str,
    input: &Value,
    segs: &[Seg],
    drops: &Drops,
) -> Option<(Vec<Seg>, Action)> {
    let root_node = serde_json::json!({ "ref": root });
    let mut node: &Value = &root_node;
    let mut value = input;
    let mut items = false;
    let mut path: Vec<Seg> = Vec::new();
    let mut found = None;
    // Whether every step of the failure's path was followed (the failure is at `value`).
    let mut whole = true;
    for seg in segs {
        whole = false;
        node = resolve(graph, node);
        if let Some(r) = node.get("ref").and_then(Value::as_str) {
            let (Some(decl), Some(obj), Seg::Key(key)) = (graph.get(r), value.as_object(), seg)
            else {
                break;
            };
            let mut field = decl.get("fields").and_then(|f| f.get(key));
            if let Some(tag_field) = decl.get("tag").and_then(Value::as_str) {
                let payload = obj
                    .get(tag_field)
                    .and_then(Value::as_str)
                    .and_then(|t| decl["variants"].get(t))
                    .and_then(Value::as_str)
                    .and_then(|p| graph.get(p));
                field = field.or_else(|| payload.and_then(|p| p.get("fields")?.get(key)));
            }
            let (Some(f), Some(next)) = (field, obj.get(key)) else {
                break;
            };
            path.push(seg.clone());
            value = next;
            match f.get("value").and_then(Value::as_str) {
                Some("remove") => found = Some((path.clone(), Action::Remove)),
                Some("empty") => found = Some((path.clone(), Action::Empty)),
                _ => {}
            }
            node = &f["type"];
            items = f.get("items") == Some(&Value::Bool(true));
            whole = true;
        } else if let Some(inner) = node.get("list") {
            let (Seg::Index(i), Some(list)) = (seg, value.as_array()) else {
                break;
            };
            let Some(index) = input_index(&path, list.len(), *i, drops) else {
                break;
            };
            path.push(Seg::Index(index));
            value = &list[index];
            if items {
                found = Some((path.clone(), Action::Item));
            }
            node = inner;
            items = false;
            whole = true;
        } else if let Some(inner) = node.get("map") {
            let Seg::Key(k) = seg else { break };
            let Some(next) = value.get(k.as_str()) else {
                break;
            };
            path.push(seg.clone());
            value = next;
            if items {
                found = Some((path.clone(), Action::Item));
            }
            node = inner;
            items = false;
            whole = true;
        } else {
            break;
        }
    }
    // The failure is at a value of an enum with a catch-all value: an unknown string
    // reads as that value.
    if whole {
        let catch_all = resolve(graph, node)
            .get("ref")
            .and_then(Value::as_str)
            .and_then(|r| graph.get(r))
            .and_then(|d| d.get("catchAll"))
            .and_then(Value::as_str);
        if let (Some(with), Value::String(_)) = (catch_all, value) {
            found = Some((path, Action::Replace(with.to_owned())));
        }
    }
    found
}
