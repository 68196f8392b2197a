//! The primitives of the generated converters and reducers. acp-codegen emits
//! each conversion rule and reducer action as code (`convert.rs`,
//! `reducer.rs`); that code works on JSON values through the small operations
//! here: reading a path, the value tests, checking a value against a type,
//! minting ids, the errors. Nothing here reads a rule: there is no program to
//! interpret, and no protocol name.

use crate::patch_writer::git_patch;
use crate::registry::canonical;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::{BTreeSet, HashMap};

/// A message that no rule converts, or whose rule fails.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversionError {
    /// The id of the rule, as in out/tables (`no-rule`, `invalid-input` and `invalid-option` are the runtime's own).
    pub rule: String,
    /// What went wrong.
    pub detail: String,
}

impl std::fmt::Display for ConversionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.rule, self.detail)
    }
}

impl std::error::Error for ConversionError {}

/// A conversion error of a rule.
pub fn error(rule: &str, detail: impl Into<String>) -> ConversionError {
    ConversionError {
        rule: rule.to_owned(),
        detail: detail.into(),
    }
}

/// A method call or notification without its JSON-RPC envelope.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct MethodMessage {
    /// The method name.
    pub method: String,
    /// Its params.
    pub params: Value,
}

/// The value at a field path, or `None` where a step is missing or not an object (or the value is absent). It
/// reads a `&Value` or an `&Option<Value>`.
pub fn at<'a>(value: impl Into<Option<&'a Value>>, path: &[&str]) -> Option<Value> {
    let mut cur = value.into()?;
    for step in path {
        cur = cur.as_object()?.get(*step)?;
    }
    Some(cur.clone())
}

/// The value of an input's tag field (`None` for a value of no union: absent).
pub fn tag_of(input: &Value, tag_field: Option<&str>) -> Option<Value> {
    input.get(tag_field?).cloned()
}

/// The texts joined (the parts of a rule's failure message).
pub fn concat(parts: &[&str]) -> String {
    parts.concat()
}

/// A value as message text: a string as it is, anything else as JSON, absent as nothing.
pub fn text_of(v: &Option<Value>) -> String {
    match v {
        None => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

/// The value is absent.
pub fn is_absent(v: &Option<Value>) -> bool {
    v.is_none()
}

/// The value is null.
pub fn is_null(v: &Option<Value>) -> bool {
    matches!(v, Some(Value::Null))
}

/// The value is absent or null.
pub fn is_absent_or_null(v: &Option<Value>) -> bool {
    matches!(v, None | Some(Value::Null))
}

/// The value is present and not null.
pub fn is_set(v: &Option<Value>) -> bool {
    !matches!(v, None | Some(Value::Null))
}

/// The value is a string.
pub fn is_string(v: &Option<Value>) -> bool {
    matches!(v, Some(Value::String(_)))
}

/// The value is an empty list.
pub fn is_empty_list(v: &Option<Value>) -> bool {
    matches!(v, Some(Value::Array(a)) if a.is_empty())
}

/// The value is a list with items.
pub fn is_non_empty_list(v: &Option<Value>) -> bool {
    matches!(v, Some(Value::Array(a)) if !a.is_empty())
}

/// JSON equality; absent equals only absent.
pub fn json_eq(a: &Option<Value>, b: &Option<Value>) -> bool {
    a == b
}

/// Whether a string is in a set (a value of another kind never is).
pub fn in_set(set: &BTreeSet<String>, v: &Option<Value>) -> bool {
    matches!(v, Some(Value::String(s)) if set.contains(s))
}

/// Adds a string to a set (a value of another kind is not added).
pub fn add_to(set: &mut BTreeSet<String>, v: Option<Value>) {
    if let Some(Value::String(s)) = v {
        set.insert(s);
    }
}

/// Removes a string from a set.
pub fn remove_from(set: &mut BTreeSet<String>, v: Option<Value>) {
    if let Some(Value::String(s)) = v {
        set.remove(&s);
    }
}

/// A state value: absent becomes null (a value state is never absent).
pub fn or_null(v: Option<Value>) -> Option<Value> {
    Some(v.unwrap_or(Value::Null))
}

/// The value, unless it is absent or null.
pub fn non_null(v: Option<Value>) -> Option<Value> {
    v.filter(|x| !x.is_null())
}

/// Whether a tag is a string that is none of a union's known tags.
pub fn is_unknown_tag(tag: &Option<Value>, known: &[&str]) -> bool {
    matches!(tag, Some(Value::String(t)) if !known.contains(&t.as_str()))
}

/// The git patch of a file's old text (or null) to its new text.
pub fn git_patch_of(
    path: Option<Value>,
    old: Option<Value>,
    new: Option<Value>,
) -> Result<Option<Value>, ConversionError> {
    match (path, old, new) {
        (Some(Value::String(p)), None | Some(Value::Null), Some(Value::String(n))) => {
            Ok(Some(Value::String(git_patch(&p, None, &n))))
        }
        (Some(Value::String(p)), Some(Value::String(o)), Some(Value::String(n))) => {
            Ok(Some(Value::String(git_patch(&p, Some(&o), &n))))
        }
        _ => Err(error(
            "invalid-input",
            "a git patch needs a path, an old text (or null) and a new text",
        )),
    }
}

/// A list of the present values, in order.
pub fn list_of(values: Vec<Option<Value>>) -> Option<Value> {
    Some(Value::Array(values.into_iter().flatten().collect()))
}

/// The one value a nested conversion gives.
pub fn single(mut values: Vec<Option<Value>>) -> Option<Value> {
    if values.len() == 1 {
        return values.pop().flatten();
    }
    list_of(values)
}

/// Copies an input's fields but its tag field and the dropped ones, renamed.
pub fn copy_fields(
    out: &mut Map<String, Value>,
    input: &Value,
    tag_field: Option<&str>,
    drop: &[&str],
    rename: &[(&str, &str)],
) {
    for (k, v) in input.as_object().into_iter().flatten() {
        if Some(k.as_str()) == tag_field || drop.contains(&k.as_str()) {
            continue;
        }
        let key = rename
            .iter()
            .find(|(from, _)| from == k)
            .map_or(k.as_str(), |(_, to)| to);
        out.insert(key.to_owned(), v.clone());
    }
}

/// Sets a field, or removes it when the value is absent.
pub fn put(out: &mut Map<String, Value>, field: &str, v: Option<Value>) {
    match v {
        None => {
            out.remove(field);
        }
        Some(v) => {
            out.insert(field.to_owned(), v);
        }
    }
}

/// Sets a field of every partial output.
pub fn put_all(partials: &mut [Map<String, Value>], field: &str, v: &Option<Value>) {
    for p in partials {
        put(p, field, v.clone());
    }
}

/// The outputs a field with several choices gives: each partial output with each choice.
pub fn fan_out(
    partials: Vec<Map<String, Value>>,
    field: &str,
    choices: &[Option<Value>],
) -> Vec<Map<String, Value>> {
    let mut next = Vec::new();
    for p in &partials {
        for c in choices {
            let mut o = p.clone();
            put(&mut o, field, c.clone());
            next.push(o);
        }
    }
    next
}

/// The object a rule's effects read as its output: the first output, or its params for a method.
pub fn output_of(outputs: &[Value]) -> Option<Value> {
    let o = outputs.first()?;
    match (o.get("method"), o.get("params")) {
        (Some(Value::String(_)), Some(p)) if p.is_object() => Some(p.clone()),
        _ => Some(o.clone()),
    }
}

/// The items of the list at an input path, for a rule's `forEach` (`path`: the path as text, for the error).
pub fn list_at(
    rule: &str,
    list: Option<Value>,
    path: &str,
) -> Result<Vec<Option<Value>>, ConversionError> {
    match list {
        Some(Value::Array(a)) => Ok(a.into_iter().map(Some).collect()),
        _ => Err(error(rule, format!("{path} is not a list"))),
    }
}

/// Method outputs as method messages.
pub fn method_messages(outputs: Vec<Value>) -> Result<Vec<MethodMessage>, ConversionError> {
    outputs
        .into_iter()
        .map(|v| crate::from_value(v).map_err(|e| error("invalid-output", e.to_string())))
        .collect()
}

/// What every generated converter shares: its versions, its options, the id counter, and the checks around each rule.
#[derive(Debug)]
pub struct ConverterCore {
    from: &'static str,
    to: &'static str,
    options: Map<String, Value>,
    minted: u64,
    last_rule: Option<String>,
}

impl ConverterCore {
    /// A converter's shared state; `options` holds the options it declares (`known`), by their spec names.
    pub fn new(
        from: &'static str,
        to: &'static str,
        known: &[&str],
        options: Map<String, Value>,
    ) -> Result<Self, ConversionError> {
        if let Some(name) = options.keys().find(|k| !known.contains(&k.as_str())) {
            return Err(error("invalid-option", format!("unknown option {name:?}")));
        }
        Ok(Self {
            from,
            to,
            options,
            minted: 0,
            last_rule: None,
        })
    }

    /// The id of the rule that converted the last top-level input.
    pub fn last_rule(&self) -> Option<&str> {
        self.last_rule.as_deref()
    }

    /// The canonical input of a value of a source type; it must be an object.
    pub fn input(&self, type_name: &str, value: Value) -> Result<Value, ConversionError> {
        let input = match canonical(type_name, value) {
            Ok(Some(v)) => v,
            Ok(None) => return Err(error("no-rule", format!("no type {type_name}"))),
            Err(e) => {
                return Err(error(
                    "invalid-input",
                    format!("not a valid {type_name}: {e}"),
                ))
            }
        };
        if !input.is_object() {
            return Err(error(
                "no-rule",
                format!("no rule converts {type_name}: it is not an object type"),
            ));
        }
        Ok(input)
    }

    /// The canonical params of a method call.
    pub fn params(
        &self,
        message: MethodMessage,
        type_name: &str,
    ) -> Result<Value, ConversionError> {
        match canonical(type_name, message.params) {
            Ok(Some(v)) if v.is_object() => Ok(v),
            Ok(_) => Err(error(
                "invalid-input",
                format!("the params of {} must be an object", message.method),
            )),
            Err(e) => Err(error(
                "invalid-input",
                format!("not valid params of {}: {e}", message.method),
            )),
        }
    }

    /// Records the rule that converted the input, and gives its outputs.
    pub fn ran(&mut self, rule: &str, outputs: Vec<Value>) -> Vec<Value> {
        self.last_rule = Some(rule.to_owned());
        outputs
    }

    /// The error for a value no rule converts (`tag`: its tag, named when it is a string).
    pub fn no_rule(&self, type_name: &str, tag: &Option<Value>) -> ConversionError {
        let which = match tag {
            Some(Value::String(t)) => format!(" ({t})"),
            _ => String::new(),
        };
        error(
            "no-rule",
            format!(
                "no {} -> {} rule converts this {type_name}{which}",
                self.from, self.to
            ),
        )
    }

    /// The error for a method call no rule converts (`known`: some rule converts other calls of it).
    pub fn no_method_rule(&self, method: &str, known: bool) -> ConversionError {
        if known {
            error(
                "no-rule",
                format!(
                    "no {} -> {} rule converts {method} with these params",
                    self.from, self.to
                ),
            )
        } else {
            error(
                "no-rule",
                format!("no {} method {method:?} has a conversion rule", self.from),
            )
        }
    }

    /// The error of a paired rule given a source it pairs with no target.
    pub fn unpaired(rule: &str) -> ConversionError {
        error(rule, "the rule pairs no target with this source")
    }

    /// A rule's output checked as its target type, in canonical form.
    pub fn check(
        rule: &str,
        type_name: &str,
        out: Map<String, Value>,
    ) -> Result<Value, ConversionError> {
        match canonical(type_name, Value::Object(out)) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(error(rule, format!("no type {type_name}"))),
            Err(e) => Err(error(
                rule,
                format!("the result is not a valid {type_name}: {e}"),
            )),
        }
    }

    /// A rule's method output: its params checked as the method's params type.
    pub fn check_method(
        rule: &str,
        method: &str,
        type_name: &str,
        out: Map<String, Value>,
    ) -> Result<Value, ConversionError> {
        let params = Self::check(rule, type_name, out)?;
        Ok(serde_json::json!({ "method": method, "params": params }))
    }

    /// Whether an option is on.
    pub fn option(&self, name: &str) -> bool {
        !matches!(
            self.options.get(name),
            None | Some(Value::Null) | Some(Value::Bool(false))
        )
    }

    /// A fresh id: the prefix an id-source option gives, and a count.
    pub fn mint(&mut self, option: &str) -> Result<Option<Value>, ConversionError> {
        let Some(Value::String(prefix)) = self.options.get(option) else {
            return Err(error(
                "invalid-option",
                format!("option {option} gives no id prefix"),
            ));
        };
        self.minted += 1;
        Ok(Some(Value::String(format!("{prefix}{}", self.minted))))
    }
}

/// What the generated converters build on: their shared state, and the steps around each rule.
pub trait ConverterBase {
    /// The shared state.
    fn core(&mut self) -> &mut ConverterCore;

    /// The canonical input of a value of a source type (see [`ConverterCore::input`]).
    fn input(&mut self, type_name: &str, value: Value) -> Result<Value, ConversionError> {
        self.core().input(type_name, value)
    }

    /// The canonical params of a method call (see [`ConverterCore::params`]).
    fn params(
        &mut self,
        message: MethodMessage,
        type_name: &str,
    ) -> Result<Value, ConversionError> {
        self.core().params(message, type_name)
    }

    /// Records the rule that converted the input, and gives its outputs.
    fn ran(&mut self, rule: &str, outputs: Vec<Value>) -> Result<Vec<Value>, ConversionError> {
        Ok(self.core().ran(rule, outputs))
    }

    /// Records the rule that converted a method call, and gives its outputs as method messages.
    fn ran_method(
        &mut self,
        rule: &str,
        outputs: Vec<Value>,
    ) -> Result<Vec<MethodMessage>, ConversionError> {
        method_messages(self.core().ran(rule, outputs))
    }

    /// The error for a value no rule converts.
    fn no_rule(&mut self, type_name: &str, tag: &Option<Value>) -> ConversionError {
        self.core().no_rule(type_name, tag)
    }

    /// The error for a method call no rule converts.
    fn no_method_rule(&mut self, method: &str, known: bool) -> ConversionError {
        self.core().no_method_rule(method, known)
    }

    /// Whether an option is on.
    fn option(&mut self, name: &str) -> bool {
        self.core().option(name)
    }

    /// A fresh id from an id-source option.
    fn mint(&mut self, option: &str) -> Result<Option<Value>, ConversionError> {
        self.core().mint(option)
    }
}

/// A converter: one direction's rules, fed one session's messages in order.
pub trait Converter: std::fmt::Debug {
    /// Converts a value of the qualified source type (`"v1.Type"`), given as JSON.
    fn convert(&mut self, type_name: &str, value: Value) -> Result<Vec<Value>, ConversionError>;

    /// Converts a method call or notification.
    fn convert_method(
        &mut self,
        message: MethodMessage,
    ) -> Result<Vec<MethodMessage>, ConversionError>;

    /// The id of the rule that converted the last top-level input.
    fn last_rule(&self) -> Option<&str>;

    /// Converts a typed value of the named source type into typed target values.
    fn convert_typed<S: Serialize, T: DeserializeOwned>(
        &mut self,
        type_name: &str,
        value: &S,
    ) -> Result<Vec<T>, ConversionError>
    where
        Self: Sized,
    {
        let json =
            serde_json::to_value(value).map_err(|e| error("invalid-input", e.to_string()))?;
        self.convert(type_name, json)?
            .into_iter()
            .map(|v| crate::from_value(v).map_err(|e| error("invalid-output", e.to_string())))
            .collect()
    }

    /// The values converting one value gives (absent and null stay as they are).
    fn convert_one(
        &mut self,
        type_name: &str,
        v: Option<Value>,
    ) -> Result<Vec<Option<Value>>, ConversionError>
    where
        Self: Sized,
    {
        match v {
            None | Some(Value::Null) => Ok(vec![v]),
            Some(v) => Ok(self.convert(type_name, v)?.into_iter().map(Some).collect()),
        }
    }

    /// A list converted item by item (absent and null stay as they are).
    fn convert_many(
        &mut self,
        type_name: &str,
        v: Option<Value>,
    ) -> Result<Option<Value>, ConversionError>
    where
        Self: Sized,
    {
        match v {
            None | Some(Value::Null) => Ok(v),
            Some(Value::Array(items)) => {
                let mut all = Vec::new();
                for x in items {
                    all.extend(self.convert(type_name, x)?);
                }
                Ok(Some(Value::Array(all)))
            }
            Some(_) => Err(error(
                "invalid-input",
                format!("expected a list of {type_name}"),
            )),
        }
    }
}

// ---- the reducer ----

/// An update that cannot be applied: it names a message of another role, an entity that does not exist, or there is nothing to clear.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReduceError(pub String);

impl std::fmt::Display for ReduceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReduceError {}

/// A field a reducer merges: whether it is a patch field and whether it is a list.
#[derive(Debug, Clone, Copy)]
pub struct MergeField {
    /// The field's name.
    pub name: &'static str,
    /// A patch field: absent keeps, null clears.
    pub patch: bool,
    /// A list: cleared to `[]`.
    pub list: bool,
}

impl MergeField {
    /// A field that replaces when present.
    pub const fn plain(name: &'static str) -> Self {
        Self {
            name,
            patch: false,
            list: false,
        }
    }

    /// A list that replaces when present.
    pub const fn list(name: &'static str) -> Self {
        Self {
            name,
            patch: false,
            list: true,
        }
    }

    /// A patch field: absent keeps, null clears, a value replaces.
    pub const fn patch(name: &'static str) -> Self {
        Self {
            name,
            patch: true,
            list: false,
        }
    }

    /// A patch list: absent keeps, null empties, a value replaces.
    pub const fn patch_list(name: &'static str) -> Self {
        Self {
            name,
            patch: true,
            list: true,
        }
    }
}

/// How an entity append joins its value to the field: one more item, a list's items, or the end of a string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppendMode {
    /// The value is one more item of the list.
    Item,
    /// The value is a list whose items the list takes.
    Items,
    /// The value is a string added to the end of the string.
    Text,
}

/// Where an entity append writes.
#[derive(Debug, Clone, Copy)]
pub struct AppendTo<'a> {
    /// The entity collection.
    pub entity: &'a str,
    /// The field that keys it, which the update holds.
    pub key: &'a str,
    /// The path inside the entity.
    pub field: &'a [&'a str],
    /// How the value joins the field.
    pub mode: AppendMode,
    /// What a new entity starts with besides its key (an object).
    pub initial: &'a Value,
}

/// Entities keyed by id: the ids in first-seen order, and each entity.
type Keyed = (Vec<String>, HashMap<String, Map<String, Value>>);

/// What every generated reducer shares: the messages, the entity collections, and the actions its variants take.
#[derive(Debug)]
pub struct ReducerCore {
    union: &'static str,
    key: &'static str,
    list_field: Option<&'static str>,
    names: Vec<&'static str>,
    messages: Vec<Map<String, Value>>,
    by_id: HashMap<String, usize>,
    last_streamed: HashMap<String, usize>,
    keyed: HashMap<String, Keyed>,
    single: HashMap<String, Value>,
    last: Option<(&'static str, String)>,
}

impl ReducerCore {
    /// Empty session state; `entities` names each collection and whether it is keyed.
    pub fn new(
        union: &'static str,
        key: &'static str,
        list_field: Option<&'static str>,
        entities: &[(&'static str, bool)],
    ) -> Self {
        let mut keyed = HashMap::new();
        let mut single = HashMap::new();
        for (name, is_keyed) in entities {
            if *is_keyed {
                keyed.insert((*name).to_owned(), (Vec::new(), HashMap::new()));
            } else {
                single.insert((*name).to_owned(), Value::Null);
            }
        }
        Self {
            union,
            key,
            list_field,
            names: entities.iter().map(|(n, _)| *n).collect(),
            messages: Vec::new(),
            by_id: HashMap::new(),
            last_streamed: HashMap::new(),
            keyed,
            single,
            last: None,
        }
    }

    /// The canonical update.
    pub fn update(&self, value: Value) -> Result<Value, ReduceError> {
        match canonical(self.union, value) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(ReduceError(format!("no type {}", self.union))),
            Err(e) => Err(ReduceError(format!("not a valid {}: {e}", self.union))),
        }
    }

    /// An update of a variant the reducer does not know (of an open union): no state changes.
    pub fn other(&mut self) {
        self.last = Some(("other", String::new()));
    }

    /// Appends the update's `field` to its message (by key; else the role's last streamed message, unless an upsert came between).
    pub fn append(&mut self, update: &Value, role: &str, field: &str) -> Result<(), ReduceError> {
        let id = update.get(self.key).and_then(Value::as_str);
        let mut at = match id {
            Some(id) => self.find(id, role)?,
            None => None,
        };
        if at.is_none() && id.is_none() {
            if let Some((last_action, last_role)) = &self.last {
                if last_role == role && *last_action != "upsert" {
                    at = self.last_streamed.get(role).copied();
                }
            }
        }
        let at = match at {
            Some(at) => at,
            None => self.create(id, role),
        };
        let item = update.get(field).cloned().unwrap_or(Value::Null);
        if let Some(Value::Array(list)) = self.messages[at].get_mut(field) {
            list.push(item);
        }
        self.last_streamed.insert(role.to_owned(), at);
        self.last = Some(("append", role.to_owned()));
        Ok(())
    }

    /// Creates or updates the message the update names, field by field.
    pub fn upsert(
        &mut self,
        update: &Value,
        role: &str,
        fields: &[MergeField],
    ) -> Result<(), ReduceError> {
        let id = update
            .get(self.key)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let at = match self.find(&id, role)? {
            Some(at) => at,
            None => self.create(Some(&id), role),
        };
        merge(&mut self.messages[at], update, fields, self.key);
        self.last = Some(("upsert", role.to_owned()));
        Ok(())
    }

    /// Empties the `field` of the role's last streamed message.
    pub fn clear_last(&mut self, tag: &str, role: &str, field: &str) -> Result<(), ReduceError> {
        let Some(at) = self.last_streamed.get(role).copied() else {
            return Err(ReduceError(format!(
                "{tag}: no {role} message has been streamed, so there is nothing to clear"
            )));
        };
        self.messages[at].insert(field.to_owned(), Value::Array(Vec::new()));
        self.last = Some(("clear-last", role.to_owned()));
        Ok(())
    }

    /// Updates the keyed entity the update names, field by field; creates it when `create`, else it must exist.
    pub fn merge_entity(
        &mut self,
        tag: &str,
        update: &Value,
        entity: &str,
        key: &str,
        fields: &[MergeField],
        create: bool,
    ) -> Result<(), ReduceError> {
        let Some(id) = update.get(key).and_then(Value::as_str) else {
            return Err(ReduceError(format!("{tag}: {key} must be a string")));
        };
        let (order, table) = self.keyed.entry(entity.to_owned()).or_default();
        if !table.contains_key(id) {
            if !create {
                return Err(ReduceError(format!(
                    "{tag}: there is no {entity} {id:?} to update"
                )));
            }
            let mut fresh = Map::new();
            fresh.insert(key.to_owned(), Value::String(id.to_owned()));
            table.insert(id.to_owned(), fresh);
            order.push(id.to_owned());
        }
        if let Some(target) = table.get_mut(id) {
            merge(target, update, fields, key);
        }
        let action = if create {
            "upsert-entity"
        } else {
            "patch-entity"
        };
        self.last = Some((action, String::new()));
        Ok(())
    }

    /// Checks the `fixed` fields of the keyed entity the update names: the update that
    /// creates the entity must carry each of them (not null), and stores them; a later one
    /// may leave one out, give null or repeat the stored value, and any other value is an
    /// error. Call it before `merge_entity`, with the fixed fields left out of the merged ones.
    pub fn fix_entity(
        &mut self,
        tag: &str,
        update: &Value,
        entity: &str,
        key: &str,
        fixed: &[&str],
    ) -> Result<(), ReduceError> {
        let Some(id) = update.get(key).and_then(Value::as_str) else {
            return Err(ReduceError(format!("{tag}: {key} must be a string")));
        };
        let (order, table) = self.keyed.entry(entity.to_owned()).or_default();
        let found = table.get(id);
        for f in fixed {
            let value = update.get(*f).filter(|x| !x.is_null());
            match (found, value) {
                (None, None) => {
                    return Err(ReduceError(format!(
                        "{tag}: the first update of {entity} {id:?} must carry {f}"
                    )));
                }
                (Some(stored), Some(v)) if stored.get(*f) != Some(v) => {
                    return Err(ReduceError(format!(
                        "{tag}: {f} of {entity} {id:?} is fixed by its first update and cannot change"
                    )));
                }
                _ => {}
            }
        }
        if found.is_some() {
            return Ok(());
        }
        let mut fresh = Map::new();
        fresh.insert(key.to_owned(), Value::String(id.to_owned()));
        for f in fixed {
            if let Some(v) = update.get(*f) {
                fresh.insert((*f).to_owned(), v.clone());
            }
        }
        table.insert(id.to_owned(), fresh);
        order.push(id.to_owned());
        Ok(())
    }

    /// Replaces a single entity with the update, but its tag field.
    pub fn replace(&mut self, update: &Value, entity: &str, tag_field: &str) {
        let mut whole = update.as_object().cloned().unwrap_or_default();
        whole.remove(tag_field);
        self.single.insert(entity.to_owned(), Value::Object(whole));
        self.last = Some(("replace", String::new()));
    }

    /// Merges a record into a single entity, field by field (the entity starts as an empty object).
    pub fn merge_single(&mut self, record: &Value, entity: &str, fields: &[MergeField]) {
        let slot = self.single.entry(entity.to_owned()).or_insert(Value::Null);
        if !slot.is_object() {
            *slot = Value::Object(Map::new());
        }
        if let Value::Object(target) = slot {
            merge(target, record, fields, "");
        }
        self.last = Some(("upsert-single", String::new()));
    }

    /// Replaces a single entity with a value.
    pub fn replace_value(&mut self, entity: &str, value: &Value) {
        self.single.insert(entity.to_owned(), value.clone());
        self.last = Some(("replace", String::new()));
    }

    /// Replaces the keyed entity a record names (by its `key`) with the record; a new one goes last.
    pub fn replace_entity(
        &mut self,
        tag: &str,
        record: &Value,
        entity: &str,
        key: &str,
    ) -> Result<(), ReduceError> {
        let (Some(id), Some(whole)) = (record.get(key).and_then(Value::as_str), record.as_object())
        else {
            return Err(ReduceError(format!("{tag}: {key} must be a string")));
        };
        let (order, table) = self.keyed.entry(entity.to_owned()).or_default();
        if table.insert(id.to_owned(), whole.clone()).is_none() {
            order.push(id.to_owned());
        }
        self.last = Some(("replace-entity", String::new()));
        Ok(())
    }

    /// Removes the keyed entity the update names; nothing happens when there is none.
    pub fn remove_entity(
        &mut self,
        tag: &str,
        update: &Value,
        entity: &str,
        key: &str,
    ) -> Result<(), ReduceError> {
        let Some(id) = update.get(key).and_then(Value::as_str) else {
            return Err(ReduceError(format!("{tag}: {key} must be a string")));
        };
        let (order, table) = self.keyed.entry(entity.to_owned()).or_default();
        if table.remove(id).is_some() {
            order.retain(|x| x != id);
        }
        self.last = Some(("remove-entity", String::new()));
        Ok(())
    }

    /// Appends a value at a path of the keyed entity the update names (see [`AppendTo`]): an absent entity starts
    /// as its key and `initial`, an absent or null object on the path starts empty, and an absent or null field
    /// starts as an empty list or string.
    pub fn append_entity(
        &mut self,
        tag: &str,
        update: &Value,
        to: AppendTo<'_>,
        value: &Value,
    ) -> Result<(), ReduceError> {
        let Some(id) = update.get(to.key).and_then(Value::as_str) else {
            return Err(ReduceError(format!("{tag}: {} must be a string", to.key)));
        };
        let (order, table) = self.keyed.entry(to.entity.to_owned()).or_default();
        if !table.contains_key(id) {
            let mut fresh = to.initial.as_object().cloned().unwrap_or_default();
            fresh.insert(to.key.to_owned(), Value::String(id.to_owned()));
            table.insert(id.to_owned(), fresh);
            order.push(id.to_owned());
        }
        let Some((last, steps)) = to.field.split_last() else {
            return Ok(());
        };
        let Some(mut target) = table.get_mut(id) else {
            return Ok(());
        };
        for step in steps {
            let next = target
                .entry((*step).to_owned())
                .or_insert_with(|| Value::Object(Map::new()));
            if !next.is_object() {
                *next = Value::Object(Map::new());
            }
            let Value::Object(inner) = next else {
                unreachable!("an object was just put there")
            };
            target = inner;
        }
        let stored = target.entry((*last).to_owned()).or_insert(Value::Null);
        match to.mode {
            AppendMode::Text => {
                let mut text = stored.as_str().unwrap_or_default().to_owned();
                text.push_str(value.as_str().unwrap_or_default());
                *stored = Value::String(text);
            }
            AppendMode::Item | AppendMode::Items => {
                if !stored.is_array() {
                    *stored = Value::Array(Vec::new());
                }
                if let Value::Array(list) = stored {
                    match (to.mode, value) {
                        (AppendMode::Items, Value::Array(items)) => {
                            list.extend(items.iter().cloned())
                        }
                        _ => list.push(value.clone()),
                    }
                }
            }
        }
        self.last = Some(("append-entity", String::new()));
        Ok(())
    }

    /// An update the reducer reads and ignores.
    pub fn ignore(&mut self) {
        self.last = Some(("ignore", String::new()));
    }

    /// The messages, in the order they were first seen.
    pub fn messages(&self) -> Vec<Map<String, Value>> {
        self.messages.clone()
    }

    /// Every entity collection, by name.
    pub fn entities(&self) -> Map<String, Value> {
        self.names
            .iter()
            .filter_map(|name| self.entity(name).ok().map(|v| ((*name).to_owned(), v)))
            .collect()
    }

    /// One entity collection: the keyed entities in first-seen order (an array), or the single value (null until set).
    pub fn entity(&self, name: &str) -> Result<Value, ReduceError> {
        if let Some((order, table)) = self.keyed.get(name) {
            return Ok(Value::Array(
                order
                    .iter()
                    .filter_map(|id| table.get(id))
                    .cloned()
                    .map(Value::Object)
                    .collect(),
            ));
        }
        self.single
            .get(name)
            .cloned()
            .ok_or_else(|| ReduceError(format!("the reducer keeps no entity {name:?}")))
    }

    fn find(&self, id: &str, role: &str) -> Result<Option<usize>, ReduceError> {
        let Some(&at) = self.by_id.get(id) else {
            return Ok(None);
        };
        let existing = self.messages[at]["role"].as_str().unwrap_or_default();
        if existing != role {
            return Err(ReduceError(format!(
                "message {id} is {} message; an update cannot make it {} message",
                with_article(existing),
                with_article(role)
            )));
        }
        Ok(Some(at))
    }

    fn create(&mut self, id: Option<&str>, role: &str) -> usize {
        let mut msg = Map::new();
        msg.insert(
            self.key.to_owned(),
            id.map_or(Value::Null, |s| Value::String(s.to_owned())),
        );
        msg.insert("role".to_owned(), Value::String(role.to_owned()));
        if let Some(list) = self.list_field {
            msg.insert(list.to_owned(), Value::Array(Vec::new()));
        }
        self.messages.push(msg);
        let at = self.messages.len() - 1;
        if let Some(id) = id {
            self.by_id.insert(id.to_owned(), at);
        }
        at
    }
}

/// Field by field: a patch field absent keeps, null clears (a list becomes []), a value replaces; another field replaces when present.
fn merge(target: &mut Map<String, Value>, update: &Value, fields: &[MergeField], key: &str) {
    for f in fields {
        if f.name == key {
            continue;
        }
        let Some(value) = update.get(f.name) else {
            continue;
        };
        if f.patch && value.is_null() {
            if f.list {
                target.insert(f.name.to_owned(), Value::Array(Vec::new()));
            } else {
                target.remove(f.name);
            }
        } else {
            target.insert(f.name.to_owned(), value.clone());
        }
    }
}

/// What the generated reducers build on: the actions their variants take (see [`ReducerCore`]).
pub trait ReducerBase {
    /// The state.
    fn core_mut(&mut self) -> &mut ReducerCore;

    /// See [`ReducerCore::append`].
    fn append(&mut self, update: &Value, role: &str, field: &str) -> Result<(), ReduceError> {
        self.core_mut().append(update, role, field)
    }

    /// See [`ReducerCore::upsert`].
    fn upsert(
        &mut self,
        update: &Value,
        role: &str,
        fields: &[MergeField],
    ) -> Result<(), ReduceError> {
        self.core_mut().upsert(update, role, fields)
    }

    /// See [`ReducerCore::clear_last`].
    fn clear_last(&mut self, tag: &str, role: &str, field: &str) -> Result<(), ReduceError> {
        self.core_mut().clear_last(tag, role, field)
    }

    /// See [`ReducerCore::merge_entity`].
    fn merge_entity(
        &mut self,
        tag: &str,
        update: &Value,
        entity: &str,
        key: &str,
        fields: &[MergeField],
        create: bool,
    ) -> Result<(), ReduceError> {
        self.core_mut()
            .merge_entity(tag, update, entity, key, fields, create)
    }

    /// See [`ReducerCore::fix_entity`].
    fn fix_entity(
        &mut self,
        tag: &str,
        update: &Value,
        entity: &str,
        key: &str,
        fixed: &[&str],
    ) -> Result<(), ReduceError> {
        self.core_mut().fix_entity(tag, update, entity, key, fixed)
    }

    /// See [`ReducerCore::replace`].
    fn replace(&mut self, update: &Value, entity: &str, tag_field: &str) {
        self.core_mut().replace(update, entity, tag_field);
    }

    /// See [`ReducerCore::merge_single`].
    fn merge_single(&mut self, record: &Value, entity: &str, fields: &[MergeField]) {
        self.core_mut().merge_single(record, entity, fields);
    }

    /// See [`ReducerCore::replace_value`].
    fn replace_value(&mut self, entity: &str, value: &Value) {
        self.core_mut().replace_value(entity, value);
    }

    /// See [`ReducerCore::replace_entity`].
    fn replace_entity(
        &mut self,
        tag: &str,
        record: &Value,
        entity: &str,
        key: &str,
    ) -> Result<(), ReduceError> {
        self.core_mut().replace_entity(tag, record, entity, key)
    }

    /// See [`ReducerCore::remove_entity`].
    fn remove_entity(
        &mut self,
        tag: &str,
        update: &Value,
        entity: &str,
        key: &str,
    ) -> Result<(), ReduceError> {
        self.core_mut().remove_entity(tag, update, entity, key)
    }

    /// See [`ReducerCore::append_entity`].
    fn append_entity(
        &mut self,
        tag: &str,
        update: &Value,
        to: AppendTo<'_>,
        value: &Value,
    ) -> Result<(), ReduceError> {
        self.core_mut().append_entity(tag, update, to, value)
    }

    /// See [`ReducerCore::ignore`].
    fn ignore(&mut self) {
        self.core_mut().ignore();
    }

    /// See [`ReducerCore::other`].
    fn other(&mut self) {
        self.core_mut().other();
    }

    /// See [`ReducerCore::update`].
    fn update(&mut self, value: Value) -> Result<Value, ReduceError> {
        self.core_mut().update(value)
    }
}

/// A reducer: one version's updates applied to session state, in order.
pub trait Reducer: std::fmt::Debug {
    /// Applies one update given as JSON.
    fn apply(&mut self, value: Value) -> Result<(), ReduceError>;

    /// The state it keeps.
    fn core(&self) -> &ReducerCore;

    /// Applies a typed update.
    fn apply_typed<S: Serialize>(&mut self, update: &S) -> Result<(), ReduceError>
    where
        Self: Sized,
    {
        let json = serde_json::to_value(update).map_err(|e| ReduceError(e.to_string()))?;
        self.apply(json)
    }

    /// The messages, in the order they were first seen.
    fn messages(&self) -> Vec<Map<String, Value>> {
        self.core().messages()
    }

    /// Every entity collection, by name.
    fn entities(&self) -> Map<String, Value> {
        self.core().entities()
    }

    /// One entity collection (see [`ReducerCore::entity`]).
    fn entity(&self, name: &str) -> Result<Value, ReduceError> {
        self.core().entity(name)
    }
}

/// A noun with its indefinite article, by how the noun is spelt: "an" before a, e, i and o, and
/// before a u that does not sound "you" (a u, then a consonant, then a vowel: "a user", "an
/// update"); "a" otherwise. Every language's runtime spells it by this one rule.
fn with_article(noun: &str) -> String {
    let w: Vec<char> = noun.to_lowercase().chars().collect();
    let vowel = |c: Option<&char>| matches!(c, Some('a' | 'e' | 'i' | 'o' | 'u'));
    let an = match w.first() {
        Some('a' | 'e' | 'i' | 'o') => true,
        Some('u') => !(w.len() > 2 && !vowel(w.get(1)) && vowel(w.get(2))),
        _ => false,
    };
    format!("{} {noun}", if an { "an" } else { "a" })
}
