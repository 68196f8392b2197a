//! The behaviour engine: a generic interpreter of the converter and reducer
//! programs that acp-codegen compiles from the spec (`behaviour.json`). It
//! knows no protocol names; every type, variant, field and rule comes from the
//! program. The TypeScript and Python runtimes implement the same semantics.

use crate::patch_writer::git_patch;
use crate::registry::canonical;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

/// The compiled behaviour of the spec: `{ "converters": ..., "reducers": ... }`.
pub fn programs() -> &'static Value {
    static PROGRAMS: OnceLock<Value> = OnceLock::new();
    PROGRAMS.get_or_init(|| {
        serde_json::from_str(include_str!("behaviour.json"))
            .expect("behaviour.json is generated valid JSON")
    })
}

/// A message that no rule converts, or whose rule fails.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversionError {
    /// The id of the rule, as in out/tables (`no-rule`, `invalid-input` and `invalid-option` are the engine's own).
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

fn error(rule: &str, detail: impl Into<String>) -> ConversionError {
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

fn path<'a>(value: Option<&'a Value>, p: &str) -> Option<&'a Value> {
    let mut cur = value?;
    if p.is_empty() {
        return Some(cur);
    }
    for step in p.split('.') {
        cur = cur.as_object()?.get(step)?;
    }
    Some(cur)
}

fn text_of(v: Option<&Value>) -> String {
    match v {
        None => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
    }
}

fn str_at<'a>(v: &'a Value, key: &str) -> &'a str {
    v.get(key).and_then(Value::as_str).unwrap_or_default()
}

fn list_at<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

fn test(kind: &str, v: Option<&Value>) -> bool {
    match kind {
        "absent" => v.is_none(),
        "null" => matches!(v, Some(Value::Null)),
        "absent-or-null" => matches!(v, None | Some(Value::Null)),
        "set" => !matches!(v, None | Some(Value::Null)),
        "string" => matches!(v, Some(Value::String(_))),
        "empty" => matches!(v, Some(Value::Array(a)) if a.is_empty()),
        "non-empty" => matches!(v, Some(Value::Array(a)) if !a.is_empty()),
        _ => false,
    }
}

/// Replaces `{path}` in a message with that input field.
fn interpolate(template: &str, input: &Value) -> String {
    let mut out = String::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start + 1..].find(['{', '}']) else {
            break;
        };
        let end = start + 1 + len;
        if rest.as_bytes()[end] != b'}' || len == 0 {
            out.push_str(&rest[..end]);
            rest = &rest[end..];
            continue;
        }
        out.push_str(&rest[..start]);
        out.push_str(&text_of(path(Some(input), &rest[start + 1..end])));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

struct Scope<'a> {
    input: &'a Value,
    item: Option<&'a Value>,
    output: Option<&'a Value>,
}

/// One converter: a program, its options, and the state its rules keep. Feed it one session's messages in order.
#[derive(Debug)]
pub struct ConverterEngine {
    program: &'static Value,
    options: Map<String, Value>,
    values: HashMap<String, Value>,
    sets: HashMap<String, BTreeSet<String>>,
    minted: u64,
    last_rule: Option<String>,
}

impl ConverterEngine {
    /// The converter whose source version is `from`, with options by their spec names.
    pub fn from_version(from: &str, options: Map<String, Value>) -> Result<Self, ConversionError> {
        let program = programs()["converters"]
            .as_object()
            .and_then(|m| m.values().find(|p| str_at(p, "from") == from))
            .ok_or_else(|| error("no-rule", format!("no converter from {from}")))?;
        Self::new(program, options)
    }

    /// The converter of one direction (`"v1->v2"`).
    pub fn for_direction(
        direction: &str,
        options: Map<String, Value>,
    ) -> Result<Self, ConversionError> {
        let program = programs()["converters"]
            .get(direction)
            .ok_or_else(|| error("no-rule", format!("no converter {direction}")))?;
        Self::new(program, options)
    }

    fn new(program: &'static Value, options: Map<String, Value>) -> Result<Self, ConversionError> {
        if let Some(name) = options
            .keys()
            .find(|k| program["options"].get(k.as_str()).is_none())
        {
            return Err(error("invalid-option", format!("unknown option {name:?}")));
        }
        let mut values = HashMap::new();
        let mut sets = HashMap::new();
        if let Some(state) = program["state"].as_object() {
            for (name, kind) in state {
                if kind == "set" {
                    sets.insert(name.clone(), BTreeSet::new());
                } else {
                    values.insert(name.clone(), Value::Null);
                }
            }
        }
        Ok(Self {
            program,
            options,
            values,
            sets,
            minted: 0,
            last_rule: None,
        })
    }

    /// The id of the rule that converted the last top-level input.
    pub fn last_rule(&self) -> Option<&str> {
        self.last_rule.as_deref()
    }

    /// Converts a typed value of the named source type into typed target values.
    pub fn convert_typed<S: Serialize, T: DeserializeOwned>(
        &mut self,
        type_name: &str,
        value: &S,
    ) -> Result<Vec<T>, ConversionError> {
        let json =
            serde_json::to_value(value).map_err(|e| error("invalid-input", e.to_string()))?;
        self.convert(type_name, json)?
            .into_iter()
            .map(|v| crate::from_value(v).map_err(|e| error("invalid-output", e.to_string())))
            .collect()
    }

    /// Converts a value of the qualified source type (`"v1.Type"`), given as JSON.
    pub fn convert(
        &mut self,
        type_name: &str,
        value: Value,
    ) -> Result<Vec<Value>, ConversionError> {
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
        let program = self.program;
        let union = program["unions"].get(type_name);
        let tag_field = union.map(|u| str_at(u, "tagField"));
        let tag = tag_field.and_then(|f| input.get(f)).and_then(Value::as_str);
        let known = |t: &str| union.is_some_and(|u| list_at(u, "tags").iter().any(|x| x == t));
        let rule = self.pick(&input, |s| {
            if str_at(s, "type") != type_name || s.get("type").is_none() {
                return false;
            }
            match s.get("tag").and_then(Value::as_str) {
                None => true,
                Some("*") => tag.is_some_and(|t| !known(t)),
                Some(want) => tag == Some(want),
            }
        })?;
        let Some(rule) = rule else {
            let which = tag.map(|t| format!(" ({t})")).unwrap_or_default();
            return Err(error(
                "no-rule",
                format!(
                    "no {} -> {} rule converts this {type_name}{which}",
                    str_at(program, "from"),
                    str_at(program, "to")
                ),
            ));
        };
        let outputs = self.run(rule, &input, tag_field)?;
        self.last_rule = Some(str_at(rule, "id").to_owned());
        Ok(outputs)
    }

    /// Converts a method call or notification.
    pub fn convert_method(
        &mut self,
        message: MethodMessage,
    ) -> Result<Vec<MethodMessage>, ConversionError> {
        let program = self.program;
        let Some(params_type) = program["methods"]
            .get(&message.method)
            .and_then(Value::as_str)
        else {
            return Err(error(
                "no-rule",
                format!(
                    "no {} method {:?} has a conversion rule",
                    str_at(program, "from"),
                    message.method
                ),
            ));
        };
        let params = match canonical(params_type, message.params) {
            Ok(Some(v)) if v.is_object() => v,
            Ok(_) => {
                return Err(error(
                    "invalid-input",
                    format!("the params of {} must be an object", message.method),
                ))
            }
            Err(e) => {
                return Err(error(
                    "invalid-input",
                    format!("not valid params of {}: {e}", message.method),
                ))
            }
        };
        let rule = self.pick(&params, |s| {
            s.get("method").and_then(Value::as_str) == Some(message.method.as_str())
        })?;
        let Some(rule) = rule else {
            return Err(error(
                "no-rule",
                format!(
                    "no {} -> {} rule converts {} with these params",
                    str_at(program, "from"),
                    str_at(program, "to"),
                    message.method
                ),
            ));
        };
        let outputs = self.run(rule, &params, None)?;
        self.last_rule = Some(str_at(rule, "id").to_owned());
        outputs
            .into_iter()
            .map(|v| crate::from_value(v).map_err(|e| error("invalid-output", e.to_string())))
            .collect()
    }

    fn pick(
        &mut self,
        input: &Value,
        matches: impl Fn(&Value) -> bool,
    ) -> Result<Option<&'static Value>, ConversionError> {
        let scope = Scope {
            input,
            item: None,
            output: None,
        };
        for rule in list_at(self.program, "rules") {
            if !list_at(rule, "sources").iter().any(&matches) {
                continue;
            }
            match rule.get("guard") {
                Some(g) if !self.cond(g, &scope)? => continue,
                _ => return Ok(Some(rule)),
            }
        }
        Ok(None)
    }

    fn run(
        &mut self,
        rule: &'static Value,
        input: &Value,
        tag_field: Option<&str>,
    ) -> Result<Vec<Value>, ConversionError> {
        let id = str_at(rule, "id");
        if let Some(fail) = rule.get("fail").and_then(Value::as_str) {
            self.effects(
                rule,
                &Scope {
                    input,
                    item: None,
                    output: None,
                },
            )?;
            return Err(error(id, interpolate(fail, input)));
        }
        let mut outputs = Vec::new();
        for emit in list_at(rule, "emit") {
            outputs.extend(self.emit(id, emit, input, tag_field)?);
        }
        let first = outputs
            .first()
            .map(|o| match (o.get("method"), o.get("params")) {
                (Some(Value::String(_)), Some(p)) if p.is_object() => p,
                _ => o,
            });
        self.effects(
            rule,
            &Scope {
                input,
                item: None,
                output: first,
            },
        )?;
        Ok(outputs)
    }

    fn emit(
        &mut self,
        rule: &str,
        emit: &'static Value,
        input: &Value,
        tag_field: Option<&str>,
    ) -> Result<Vec<Value>, ConversionError> {
        let tag = tag_field.and_then(|f| input.get(f)).and_then(Value::as_str);
        let target = match emit["to"].get("paired") {
            Some(paired) => tag.and_then(|t| paired.get(t).or_else(|| paired.get("*"))),
            None => Some(&emit["to"]),
        }
        .ok_or_else(|| error(rule, "the rule pairs no target with this source"))?;
        let items: Vec<Option<&Value>> = match emit.get("forEach").and_then(Value::as_str) {
            None => vec![None],
            Some(p) => match path(Some(input), p) {
                Some(Value::Array(a)) => a.iter().map(Some).collect(),
                _ => return Err(error(rule, format!("{p} is not a list"))),
            },
        };
        let drop = list_at(emit, "drop");
        let mut out = Vec::new();
        for item in items {
            let scope = Scope {
                input,
                item,
                output: None,
            };
            let mut base = Map::new();
            if let (Some(f), Some(t)) = (
                target.get("tagField").and_then(Value::as_str),
                target.get("tag"),
            ) {
                // A target tag of "*" keeps the source's tag: an unknown variant passes through whole.
                let kept = match (t.as_str(), tag) {
                    (Some("*"), Some(source)) => Value::String(source.to_owned()),
                    _ => t.clone(),
                };
                base.insert(f.to_owned(), kept);
            }
            if emit["copy"] != Value::Bool(false) {
                for (k, v) in input.as_object().into_iter().flatten() {
                    if Some(k.as_str()) == tag_field || drop.iter().any(|d| d == k) {
                        continue;
                    }
                    let key = emit["rename"].get(k).and_then(Value::as_str).unwrap_or(k);
                    base.insert(key.to_owned(), v.clone());
                }
            }
            let mut partials = vec![base];
            for entry in list_at(emit, "set") {
                let field = entry[0].as_str().unwrap_or_default();
                let expr = &entry[1];
                let choices = if expr.get("convert").is_some() {
                    self.convert_expr(expr, &scope)?
                } else {
                    vec![self.expr(expr, &scope)?]
                };
                let mut next = Vec::new();
                for p in &partials {
                    for c in &choices {
                        let mut o = p.clone();
                        match c {
                            None => {
                                o.remove(field);
                            }
                            Some(v) => {
                                o.insert(field.to_owned(), v.clone());
                            }
                        }
                        next.push(o);
                    }
                }
                partials = next;
            }
            for p in partials {
                out.push(check(rule, target, Value::Object(p))?);
            }
        }
        Ok(out)
    }

    fn convert_expr(
        &mut self,
        expr: &Value,
        scope: &Scope<'_>,
    ) -> Result<Vec<Option<Value>>, ConversionError> {
        let Some(v) = self.expr(&expr["convert"], scope)? else {
            return Ok(vec![None]);
        };
        if v.is_null() {
            return Ok(vec![Some(v)]);
        }
        let type_name = str_at(expr, "type");
        if expr["many"] == Value::Bool(true) {
            let Value::Array(items) = v else {
                return Err(error(
                    "invalid-input",
                    format!("expected a list of {type_name}"),
                ));
            };
            let mut all = Vec::new();
            for x in items {
                all.extend(self.convert(type_name, x)?);
            }
            return Ok(vec![Some(Value::Array(all))]);
        }
        Ok(self.convert(type_name, v)?.into_iter().map(Some).collect())
    }

    fn effects(&mut self, rule: &Value, scope: &Scope<'_>) -> Result<(), ConversionError> {
        for e in list_at(rule, "effects") {
            if let Some(c) = e.get("if") {
                if !self.cond(c, scope)? {
                    continue;
                }
            }
            let v = self.expr(&e["value"], scope)?;
            if let Some(name) = e.get("set").and_then(Value::as_str) {
                self.values
                    .insert(name.to_owned(), v.unwrap_or(Value::Null));
            } else if let Some(Value::String(s)) = v {
                if let Some(name) = e.get("add").and_then(Value::as_str) {
                    self.sets.entry(name.to_owned()).or_default().insert(s);
                } else if let Some(name) = e.get("remove").and_then(Value::as_str) {
                    self.sets.entry(name.to_owned()).or_default().remove(&s);
                }
            }
        }
        Ok(())
    }

    fn expr(&mut self, e: &Value, scope: &Scope<'_>) -> Result<Option<Value>, ConversionError> {
        if let Some(p) = e.get("input").and_then(Value::as_str) {
            return Ok(path(Some(scope.input), p).cloned());
        }
        if e.get("item").is_some() {
            return Ok(scope.item.cloned());
        }
        if let Some(c) = e.get("const") {
            return Ok(Some(c.clone()));
        }
        if let Some(name) = e.get("state").and_then(Value::as_str) {
            let v = self.values.get(name).unwrap_or(&Value::Null);
            return Ok(path(Some(v), e.get("path").and_then(Value::as_str).unwrap_or("")).cloned());
        }
        if let Some(p) = e.get("output").and_then(Value::as_str) {
            return Ok(path(scope.output, p).cloned());
        }
        if let Some(name) = e.get("mint").and_then(Value::as_str) {
            let Some(Value::String(prefix)) = self.options.get(name) else {
                return Err(error(
                    "invalid-option",
                    format!("option {name} gives no id prefix"),
                ));
            };
            self.minted += 1;
            return Ok(Some(Value::String(format!("{prefix}{}", self.minted))));
        }
        if let Some(list) = e.get("coalesce").and_then(Value::as_array) {
            for x in list {
                if let Some(v) = self.expr(x, scope)? {
                    if !v.is_null() {
                        return Ok(Some(v));
                    }
                }
            }
            return Ok(None);
        }
        if let Some(c) = e.get("if") {
            let branch = if self.cond(c, scope)? {
                &e["then"]
            } else {
                &e["else"]
            };
            return self.expr(branch, scope);
        }
        if let Some(fields) = e.get("object").and_then(Value::as_object) {
            let mut o = Map::new();
            for (k, x) in fields {
                if let Some(v) = self.expr(x, scope)? {
                    o.insert(k.clone(), v);
                }
            }
            return Ok(Some(Value::Object(o)));
        }
        if let Some(list) = e.get("list").and_then(Value::as_array) {
            let mut out = Vec::new();
            for x in list {
                out.extend(self.expr(x, scope)?);
            }
            return Ok(Some(Value::Array(out)));
        }
        if e.get("convert").is_some() {
            let mut v = self.convert_expr(e, scope)?;
            if v.len() == 1 {
                return Ok(v.pop().flatten());
            }
            return Ok(Some(Value::Array(v.into_iter().flatten().collect())));
        }
        let g = &e["gitPatch"];
        let p = self.expr(&g["path"], scope)?;
        let old = self.expr(&g["old"], scope)?;
        let new = self.expr(&g["new"], scope)?;
        match (p, old, new) {
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

    fn cond(&mut self, c: &Value, scope: &Scope<'_>) -> Result<bool, ConversionError> {
        if let Some(kind) = c.get("is").and_then(Value::as_str) {
            return Ok(test(kind, self.expr(&c["of"], scope)?.as_ref()));
        }
        if let Some(pair) = c.get("equals").and_then(Value::as_array) {
            return Ok(self.expr(&pair[0], scope)? == self.expr(&pair[1], scope)?);
        }
        if let Some(name) = c.get("in").and_then(Value::as_str) {
            return Ok(match self.expr(&c["of"], scope)? {
                Some(Value::String(s)) => self.sets.get(name).is_some_and(|set| set.contains(&s)),
                _ => false,
            });
        }
        if let Some(name) = c.get("option").and_then(Value::as_str) {
            return Ok(!matches!(
                self.options.get(name),
                None | Some(Value::Null) | Some(Value::Bool(false))
            ));
        }
        if let Some(all) = c.get("all").and_then(Value::as_array) {
            for x in all {
                if !self.cond(x, scope)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        if let Some(any) = c.get("any").and_then(Value::as_array) {
            for x in any {
                if self.cond(x, scope)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        match c.get("not") {
            Some(x) => Ok(!self.cond(x, scope)?),
            None => Ok(false),
        }
    }
}

fn check(rule: &str, target: &Value, value: Value) -> Result<Value, ConversionError> {
    let (type_name, method) = match target.get("method").and_then(Value::as_str) {
        Some(m) => (str_at(target, "params"), Some(m)),
        None => (str_at(target, "type"), None),
    };
    let v = match canonical(type_name, value) {
        Ok(Some(v)) => v,
        Ok(None) => return Err(error(rule, format!("no type {type_name}"))),
        Err(e) => {
            return Err(error(
                rule,
                format!("the result is not a valid {type_name}: {e}"),
            ))
        }
    };
    Ok(match method {
        Some(m) => serde_json::json!({ "method": m, "params": v }),
        None => v,
    })
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

/// Entities keyed by id: the ids in first-seen order, and each entity.
type Keyed = (Vec<String>, HashMap<String, Map<String, Value>>);

/// Applies one version's updates to session state, in order.
#[derive(Debug)]
pub struct ReducerEngine {
    program: &'static Value,
    messages: Vec<Map<String, Value>>,
    by_id: HashMap<String, usize>,
    last_streamed: HashMap<String, usize>,
    keyed: HashMap<String, Keyed>,
    single: HashMap<String, Value>,
    last: Option<(String, String)>,
}

impl ReducerEngine {
    /// The reducer of one version (`"v2"`).
    pub fn for_version(version: &str) -> Result<Self, ReduceError> {
        let program = programs()["reducers"]
            .get(version)
            .ok_or_else(|| ReduceError(format!("no reducer for version {version}")))?;
        let mut keyed = HashMap::new();
        let mut single = HashMap::new();
        for (name, e) in program["entities"].as_object().into_iter().flatten() {
            if e.get("key").is_some() {
                keyed.insert(name.clone(), (Vec::new(), HashMap::new()));
            } else {
                single.insert(name.clone(), Value::Null);
            }
        }
        Ok(Self {
            program,
            messages: Vec::new(),
            by_id: HashMap::new(),
            last_streamed: HashMap::new(),
            keyed,
            single,
            last: None,
        })
    }

    /// Applies a typed update.
    pub fn apply_typed<S: Serialize>(&mut self, update: &S) -> Result<(), ReduceError> {
        let json = serde_json::to_value(update).map_err(|e| ReduceError(e.to_string()))?;
        self.apply(json)
    }

    /// Applies one update given as JSON.
    pub fn apply(&mut self, value: Value) -> Result<(), ReduceError> {
        let program = self.program;
        let union = str_at(program, "union");
        let update = match canonical(union, value) {
            Ok(Some(v)) => v,
            Ok(None) => return Err(ReduceError(format!("no type {union}"))),
            Err(e) => return Err(ReduceError(format!("not a valid {union}: {e}"))),
        };
        let tag = str_at(&update, str_at(program, "tagField")).to_owned();
        let Some(v) = program["variants"].get(&tag) else {
            self.last = Some(("other".to_owned(), String::new()));
            return Ok(());
        };
        let action = str_at(v, "action");
        let role = str_at(v, "role").to_owned();
        let key = str_at(program, "key");
        match action {
            "append" => {
                let id = update.get(key).and_then(Value::as_str);
                let mut at = match id {
                    Some(id) => self.find(id, &role)?,
                    None => None,
                };
                if at.is_none() && id.is_none() {
                    if let Some((last_action, last_role)) = &self.last {
                        if *last_role == role && last_action != "upsert" {
                            at = self.last_streamed.get(&role).copied();
                        }
                    }
                }
                let at = match at {
                    Some(at) => at,
                    None => self.create(id, &role),
                };
                let item = update
                    .get(str_at(v, "field"))
                    .cloned()
                    .unwrap_or(Value::Null);
                if let Some(Value::Array(list)) = self.messages[at].get_mut(str_at(v, "field")) {
                    list.push(item);
                }
                self.last_streamed.insert(role.clone(), at);
                self.last = Some((action.to_owned(), role));
            }
            "upsert" => {
                let id = str_at(&update, key).to_owned();
                let at = match self.find(&id, &role)? {
                    Some(at) => at,
                    None => self.create(Some(&id), &role),
                };
                merge(&mut self.messages[at], &update, list_at(v, "fields"), key);
                self.last = Some((action.to_owned(), role));
            }
            "clear-last" => {
                let Some(at) = self.last_streamed.get(&role).copied() else {
                    return Err(ReduceError(format!(
                        "{tag}: no {role} message has been streamed, so there is nothing to clear"
                    )));
                };
                self.messages[at].insert(str_at(v, "field").to_owned(), Value::Array(Vec::new()));
                self.last = Some((action.to_owned(), role));
            }
            "upsert-entity" | "patch-entity" => {
                let entity = str_at(v, "entity");
                let entity_key = str_at(&program["entities"][entity], "key");
                let Some(id) = update.get(entity_key).and_then(Value::as_str) else {
                    return Err(ReduceError(format!("{tag}: {entity_key} must be a string")));
                };
                let (order, table) = self.keyed.entry(entity.to_owned()).or_default();
                if !table.contains_key(id) {
                    if action == "patch-entity" {
                        return Err(ReduceError(format!(
                            "{tag}: there is no {entity} {id:?} to update"
                        )));
                    }
                    let mut fresh = Map::new();
                    fresh.insert(entity_key.to_owned(), Value::String(id.to_owned()));
                    table.insert(id.to_owned(), fresh);
                    order.push(id.to_owned());
                }
                if let Some(target) = table.get_mut(id) {
                    merge(target, &update, list_at(v, "fields"), entity_key);
                }
                self.last = Some((action.to_owned(), String::new()));
            }
            "replace" => {
                let mut whole = update.as_object().cloned().unwrap_or_default();
                whole.remove(str_at(program, "tagField"));
                self.single
                    .insert(str_at(v, "entity").to_owned(), Value::Object(whole));
                self.last = Some((action.to_owned(), String::new()));
            }
            _ => self.last = Some((action.to_owned(), String::new())),
        }
        Ok(())
    }

    /// The messages, in the order they were first seen.
    pub fn messages(&self) -> Vec<Map<String, Value>> {
        self.messages.clone()
    }

    /// Every entity collection, by name.
    pub fn entities(&self) -> Map<String, Value> {
        let names = self.program["entities"].as_object().into_iter().flatten();
        names
            .filter_map(|(name, _)| self.entity(name).ok().map(|v| (name.clone(), v)))
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
                "message {id} is a {existing} message; an update cannot make it a {role} message"
            )));
        }
        Ok(Some(at))
    }

    fn create(&mut self, id: Option<&str>, role: &str) -> usize {
        let mut msg = Map::new();
        msg.insert(
            str_at(self.program, "key").to_owned(),
            id.map_or(Value::Null, |s| Value::String(s.to_owned())),
        );
        msg.insert("role".to_owned(), Value::String(role.to_owned()));
        if let Some(list) = self.program["listField"].as_str() {
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
fn merge(target: &mut Map<String, Value>, update: &Value, fields: &[Value], key: &str) {
    for f in fields {
        let name = str_at(f, "name");
        if name == key {
            continue;
        }
        let Some(value) = update.get(name) else {
            continue;
        };
        if f["patch"] == Value::Bool(true) && value.is_null() {
            if f["list"] == Value::Bool(true) {
                target.insert(name.to_owned(), Value::Array(Vec::new()));
            } else {
                target.remove(name);
            }
        } else {
            target.insert(name.to_owned(), value.clone());
        }
    }
}
