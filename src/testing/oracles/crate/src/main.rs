//! The crate oracle: reads JSON lines `{"id","type","text"}` from stdin and
//! answers one JSON line per input, in order, with upstream's crate's verdict
//! on `text` read as `type` ("v1.X" is `agent_client_protocol_schema::v1::X`):
//!
//! - `{"id":..,"ok":true,"out":"<the value written back by serde_json>"}`
//! - `{"id":..,"ok":false,"error":"<serde_json's message>"}`
//! - `{"id":..,"ok":false,"unsupported":true}` for a type it cannot read
//! - `{"id":..,"ok":false,"crashed":true,"error":".."}` when reading or writing panicked
//!
//! The dispatch table (`dispatch.rs`, beside Cargo.toml) is written at install
//! time from the published schema's `$defs`, keeping the names the compiler
//! accepts (see ../index.ts).

use std::io::{BufRead, BufWriter, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

use agent_client_protocol_schema as acp;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};

enum Outcome {
    Accepted(String),
    Rejected(String),
    Crashed(String),
}

fn judge<T: DeserializeOwned + Serialize>(text: &str) -> Outcome {
    match serde_json::from_str::<T>(text) {
        Ok(value) => match serde_json::to_string(&value) {
            Ok(out) => Outcome::Accepted(out),
            Err(e) => Outcome::Crashed(format!("writing the accepted value back failed: {e}")),
        },
        Err(e) => Outcome::Rejected(e.to_string()),
    }
}

include!(concat!(env!("CARGO_MANIFEST_DIR"), "/dispatch.rs"));

/// Test hooks (names no schema can hold): a panic, and an abort of the whole process.
fn hooks(ty: &str) -> Option<Outcome> {
    match ty {
        "!panic" => panic!("a panic asked for by the test hook"),
        "!abort" => std::process::abort(),
        _ => None,
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

fn answer(line: &str) -> Value {
    let request: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => return json!({"id": null, "ok": false, "crashed": true, "error": format!("bad request line: {e}")}),
    };
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let (Some(ty), Some(text)) = (
        request.get("type").and_then(Value::as_str),
        request.get("text").and_then(Value::as_str),
    ) else {
        return json!({"id": id, "ok": false, "crashed": true, "error": "a request needs a string type and text"});
    };
    let outcome = catch_unwind(AssertUnwindSafe(|| hooks(ty).or_else(|| dispatch(ty, text))));
    match outcome {
        Ok(Some(Outcome::Accepted(out))) => json!({"id": id, "ok": true, "out": out}),
        Ok(Some(Outcome::Rejected(error))) => json!({"id": id, "ok": false, "error": error}),
        Ok(Some(Outcome::Crashed(error))) => json!({"id": id, "ok": false, "crashed": true, "error": error}),
        Ok(None) => json!({"id": id, "ok": false, "unsupported": true}),
        Err(payload) => json!({"id": id, "ok": false, "crashed": true, "error": format!("panicked: {}", panic_message(payload.as_ref()))}),
    }
}

fn run() {
    // The panic message is reported in the answer; the default hook would also print it to stderr.
    std::panic::set_hook(Box::new(|_| {}));
    if std::env::args().nth(1).as_deref() == Some("--types") {
        let mut out = BufWriter::new(std::io::stdout().lock());
        for name in TYPES {
            writeln!(out, "{name}").expect("stdout");
        }
        return;
    }
    let stdin = std::io::stdin().lock();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in stdin.lines() {
        let line = line.expect("stdin is UTF-8 JSON lines");
        if line.trim().is_empty() {
            continue;
        }
        writeln!(out, "{}", answer(&line)).expect("stdout");
        // One answer per line, flushed, so that a process that dies mid-batch still leaves
        // every earlier answer for the caller (which then retries the rest).
        out.flush().expect("stdout");
    }
}

fn main() {
    // A large stack: deep inputs are bounded by serde_json's recursion limit, but a
    // debug build of deeply nested untagged unions uses much stack per level.
    let worker = std::thread::Builder::new().stack_size(256 << 20).spawn(run).expect("spawn the worker thread");
    if worker.join().is_err() {
        std::process::exit(101);
    }
}
