//! JSON-RPC 2.0 envelopes around the generated message unions.
//!
//! Each protocol version has, per side, a request and a notification union keyed by
//! `method` (such as `v2::ClientRequest`) and a union of the results a side sends in
//! its responses (such as `v2::AgentResponse`). The envelopes here wrap them:
//! [`Request`] adds the `id`, [`Notification`] adds nothing, and [`Response`] carries
//! a result or an error. Every envelope writes `"jsonrpc": "2.0"` and, on input,
//! accepts it absent or exactly `"2.0"`.

use serde::de::DeserializeOwned;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

/// The JSON-RPC version every envelope carries.
pub const JSONRPC: &str = "2.0";

/// A message whose method this build does not know (or whose unstable feature is not
/// compiled in), kept as received so that it can be answered or forwarded.
#[derive(Debug, Clone, PartialEq)]
pub struct UnknownMessage {
    /// The method name.
    pub method: String,
    /// The params, when the message has any.
    pub params: Option<Value>,
}

/// The result of an extension method (a name with the spec's extension prefix), kept as JSON:
/// what typed dispatch gives for it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExtensionResult {
    /// The method of the request it answers.
    pub method: String,
    /// The result as received.
    pub result: Value,
}

/// Why typed dispatch (`from_method_and_params`, `from_method_and_result`) could not read a
/// message. A JSON-RPC peer may answer the first with "method not found" and the second with
/// "invalid params"; a response's payload error is the caller's own to handle.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum MethodDispatchError {
    /// The union does not read this method with the cargo features compiled in (it is not
    /// in the method table, its unstable feature is off, or it is not an extension).
    UnknownMethod {
        /// The qualified name of the union (`v2.ClientRequest`).
        type_name: &'static str,
        /// The method name given.
        method: String,
    },
    /// The payload does not match the method's type.
    InvalidPayload {
        /// The qualified name of the union.
        type_name: &'static str,
        /// The method name given.
        method: String,
        /// The located error of the method's type.
        source: crate::ParseError,
    },
}

impl std::fmt::Display for MethodDispatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::UnknownMethod { type_name, method } => write!(
                f,
                "{type_name}: unknown method {}",
                Value::from(method.as_str())
            ),
            Self::InvalidPayload {
                type_name,
                method,
                source,
            } => write!(
                f,
                "{type_name}: invalid payload for method {}: {source}",
                Value::from(method.as_str())
            ),
        }
    }
}

impl std::error::Error for MethodDispatchError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::UnknownMethod { .. } => None,
            Self::InvalidPayload { source, .. } => Some(source),
        }
    }
}

/// Reads the payload of a known method as its type, for typed dispatch.
pub fn payload<T: DeserializeOwned>(payload: &Value) -> Result<T, crate::ParseError> {
    crate::runtime::located(payload.clone())
}

/// The message of an extension method, its params kept as JSON.
pub fn ext_message(method: &str, params: &Value) -> UnknownMessage {
    UnknownMessage {
        method: method.to_owned(),
        params: Some(params.clone()),
    }
}

/// The result of an extension method, kept as JSON.
pub fn ext_result(method: &str, result: &Value) -> ExtensionResult {
    ExtensionResult {
        method: method.to_owned(),
        result: result.clone(),
    }
}

/// The error of a method a union does not read.
pub fn unknown_method(group: &'static str, method: &str) -> MethodDispatchError {
    MethodDispatchError::UnknownMethod {
        type_name: group,
        method: method.to_owned(),
    }
}

/// The error of a payload that does not match its method's type.
pub fn invalid_payload(
    group: &'static str,
    method: &str,
    source: crate::ParseError,
) -> MethodDispatchError {
    MethodDispatchError::InvalidPayload {
        type_name: group,
        method: method.to_owned(),
        source,
    }
}

/// A union of messages keyed by `method`: the requests or notifications one side sends.
pub trait MethodUnion: Sized {
    /// Reads a message from its method name and params. A method this build does not
    /// know becomes the union's `Unknown` variant; a known method's params must match.
    fn from_method(method: &str, params: Option<Value>) -> Result<Self, crate::ParseError>;
    /// The method name.
    fn method(&self) -> &str;
    /// Writes the `params` member (nothing for an unknown message that has none).
    fn write_params<S: SerializeMap>(&self, map: &mut S) -> Result<(), S::Error>;
}

/// The results one side sends in its responses, one variant per request it answers.
pub trait ResultUnion: Sized {
    /// Reads the result of a response to `method`. `Ok(None)`: the union has no such method.
    fn from_result(method: &str, result: Value) -> Result<Option<Self>, crate::ParseError>;
    /// The method whose request this result answers.
    fn method(&self) -> &str;
}

/// Reads the params of a known method.
pub fn params<T: DeserializeOwned>(
    method: &str,
    params: Option<Value>,
) -> Result<T, crate::ParseError> {
    match params {
        Some(p) => crate::runtime::located(p).map_err(|e| e.within("params")),
        None => Err(crate::ParseError::at(
            "$.params",
            format!("the params of '{method}' are missing"),
        )),
    }
}

/// Writes the params of an unknown message, when it has any.
pub fn write_unknown_params<S: SerializeMap>(
    map: &mut S,
    message: &UnknownMessage,
) -> Result<(), S::Error> {
    match &message.params {
        Some(p) => map.serialize_entry("params", p),
        None => Ok(()),
    }
}

/// The members of an envelope object, after checking `jsonrpc` and that no member
/// outside `allowed` is present.
fn members<E: serde::de::Error>(value: Value, allowed: &[&str]) -> Result<Map<String, Value>, E> {
    let Value::Object(mut map) = value else {
        return Err(at("$", "expected a JSON-RPC message object"));
    };
    match map.remove("jsonrpc") {
        None => {}
        Some(Value::String(v)) if v == JSONRPC => {}
        Some(other) => {
            return Err(at(
                "$.jsonrpc",
                format!(
                    "expected \"{JSONRPC}\", got {}",
                    crate::runtime::describe(&other)
                ),
            ))
        }
    }
    unexpected(&map, allowed)?;
    Ok(map)
}

/// An error at a path of the envelope, as a serde error.
fn at<E: serde::de::Error>(path: &str, problem: impl Into<String>) -> E {
    crate::ParseError::at(path, problem).nested()
}

/// The error of the first member outside `allowed`, in key order.
fn unexpected<E: serde::de::Error>(map: &Map<String, Value>, allowed: &[&str]) -> Result<(), E> {
    match map.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => {
            let mut path = String::from("$");
            crate::runtime::push_key(&mut path, k);
            Err(at(&path, format!("unexpected member '{k}'")))
        }
        None => Ok(()),
    }
}

fn message<M: MethodUnion, E: serde::de::Error>(map: &mut Map<String, Value>) -> Result<M, E> {
    let method = match map.remove("method") {
        Some(Value::String(m)) => m,
        Some(other) => {
            return Err(at(
                "$.method",
                format!(
                    "the method must be a string, got {}",
                    crate::runtime::describe(&other)
                ),
            ))
        }
        None => return Err(at("$.method", "the member 'method' is missing")),
    };
    M::from_method(&method, map.remove("params")).map_err(|e| e.nested())
}

fn write_message<M: MethodUnion, S: SerializeMap>(
    map: &mut S,
    message: &M,
) -> Result<(), S::Error> {
    map.serialize_entry("method", message.method())?;
    message.write_params(map)
}

/// Serializes a message union as `{ "method", "params" }`.
pub fn serialize_message<M: MethodUnion, S: Serializer>(
    message: &M,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(None)?;
    write_message(&mut map, message)?;
    map.end()
}

/// Deserializes a message union from `{ "method", "params" }`.
pub fn deserialize_message<'de, M: MethodUnion, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<M, D::Error> {
    let value = <Value as crate::runtime::FreeJson>::read(deserializer)?;
    let Value::Object(mut map) = value else {
        return Err(at("$", "expected a { \"method\", \"params\" } object"));
    };
    unexpected(&map, &["method", "params"])?;
    message(&mut map)
}

/// A JSON-RPC request: `{ "jsonrpc": "2.0", "id", "method", "params" }`.
#[derive(Debug, Clone, PartialEq)]
pub struct Request<Id, M> {
    /// The request id, echoed by the response.
    pub id: Id,
    /// The method and its params.
    pub message: M,
}

impl<Id: Serialize, M: MethodUnion> Serialize for Request<Id, M> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("jsonrpc", JSONRPC)?;
        map.serialize_entry("id", &self.id)?;
        write_message(&mut map, &self.message)?;
        map.end()
    }
}

impl<'de, Id: DeserializeOwned, M: MethodUnion> Deserialize<'de> for Request<Id, M> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut map = members(
            <Value as crate::runtime::FreeJson>::read(deserializer)?,
            &["id", "method", "params"],
        )?;
        let id = map
            .remove("id")
            .ok_or_else(|| at::<D::Error>("$.id", "the member 'id' is missing"))?;
        let id = crate::runtime::located(id).map_err(|e| e.within("id").nested::<D::Error>())?;
        Ok(Self {
            id,
            message: message(&mut map)?,
        })
    }
}

/// A JSON-RPC notification: `{ "jsonrpc": "2.0", "method", "params" }`.
#[derive(Debug, Clone, PartialEq)]
pub struct Notification<M> {
    /// The method and its params.
    pub message: M,
}

impl<M: MethodUnion> Serialize for Notification<M> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("jsonrpc", JSONRPC)?;
        write_message(&mut map, &self.message)?;
        map.end()
    }
}

impl<'de, M: MethodUnion> Deserialize<'de> for Notification<M> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut map = members(
            <Value as crate::runtime::FreeJson>::read(deserializer)?,
            &["method", "params"],
        )?;
        Ok(Self {
            message: message(&mut map)?,
        })
    }
}

/// A JSON-RPC response: the id of the request it answers, and a result or an error.
///
/// A response does not name its method, so `Response<Id, Value, E>` reads any response;
/// [`Response::typed`] then reads the result as the answer to a known method.
#[derive(Debug, Clone, PartialEq)]
pub enum Response<Id, R, E> {
    /// `{ "jsonrpc": "2.0", "id", "result" }`
    Result {
        /// The id of the request.
        id: Id,
        /// The result.
        result: R,
    },
    /// `{ "jsonrpc": "2.0", "id", "error" }`
    Error {
        /// The id of the request.
        id: Id,
        /// The error.
        error: E,
    },
}

impl<Id, E> Response<Id, Value, E> {
    /// Reads the result as the answer to `method`, with a result union such as
    /// `v2::AgentResponse`. An error response stays an error.
    pub fn typed<R: ResultUnion>(
        self,
        method: &str,
    ) -> Result<Response<Id, R, E>, crate::ParseError> {
        Ok(match self {
            Response::Error { id, error } => Response::Error { id, error },
            Response::Result { id, result } => {
                match R::from_result(method, result).map_err(|e| e.within("result"))? {
                    Some(result) => Response::Result { id, result },
                    None => {
                        return Err(crate::ParseError::at(
                            "$.result",
                            format!("'{method}' is not a request this side answers"),
                        ))
                    }
                }
            }
        })
    }
}

impl<Id: Serialize, R: Serialize, E: Serialize> Serialize for Response<Id, R, E> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("jsonrpc", JSONRPC)?;
        match self {
            Response::Result { id, result } => {
                map.serialize_entry("id", id)?;
                map.serialize_entry("result", result)?;
            }
            Response::Error { id, error } => {
                map.serialize_entry("id", id)?;
                map.serialize_entry("error", error)?;
            }
        }
        map.end()
    }
}

impl<'de, Id: DeserializeOwned, R: DeserializeOwned, E: DeserializeOwned> Deserialize<'de>
    for Response<Id, R, E>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut map = members(
            <Value as crate::runtime::FreeJson>::read(deserializer)?,
            &["id", "result", "error"],
        )?;
        let id = map
            .remove("id")
            .ok_or_else(|| at::<D::Error>("$.id", "the member 'id' is missing"))?;
        let id = crate::runtime::located(id).map_err(|e| e.within("id").nested::<D::Error>())?;
        match (map.remove("result"), map.remove("error")) {
            (Some(result), None) => Ok(Response::Result {
                id,
                result: crate::runtime::located(result)
                    .map_err(|e| e.within("result").nested::<D::Error>())?,
            }),
            (None, Some(error)) => Ok(Response::Error {
                id,
                error: crate::runtime::located(error)
                    .map_err(|e| e.within("error").nested::<D::Error>())?,
            }),
            _ => Err(at(
                "$",
                "a response has exactly one of 'result' and 'error'",
            )),
        }
    }
}

/// An envelope read under its published name (`v2.ClientRequest`): the JSON-RPC message as
/// the published schema has it, without its `jsonrpc` member. It reads as the envelope reads
/// (`jsonrpc` may be there, and then is `"2.0"`) and writes no `jsonrpc`.
#[derive(Debug, Clone, PartialEq)]
pub struct WithoutJsonRpc<T>(pub T);

impl<T: Serialize> Serialize for WithoutJsonRpc<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // An envelope writes `jsonrpc` first: its text without that member keeps the order of
        // the rest, which a `Value` (a sorted map) would not.
        let text = serde_json::to_string(&self.0).map_err(serde::ser::Error::custom)?;
        if let Some(rest) = text.strip_prefix("{\"jsonrpc\":\"2.0\",") {
            let raw = serde_json::value::RawValue::from_string(format!("{{{rest}"))
                .map_err(serde::ser::Error::custom)?;
            return raw.serialize(serializer);
        }
        match serde_json::from_str::<Value>(&text).map_err(serde::ser::Error::custom)? {
            Value::Object(mut map) => {
                map.remove("jsonrpc");
                map.serialize(serializer)
            }
            other => other.serialize(serializer),
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for WithoutJsonRpc<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(deserializer).map(Self)
    }
}
