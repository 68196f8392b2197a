//! The Rust side of the side-by-side bench (src/bench/peers.ts writes `side.rs`, the
//! crate's parse and write, and the Cargo.toml naming the crate as `acp`).
//!
//! acp-bench-<side> check <stream> <out>: one line per message, or `!` and the error.
//! acp-bench-<side> time <stream>: one untimed pass, then one timed pass of parse only
//! and one of parse + serialize; prints the times as JSON.

mod side;

use std::io::Write;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[2]).expect("the stream file");
    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).collect();
    match args[1].as_str() {
        "check" => {
            let mut out = std::io::BufWriter::new(std::fs::File::create(&args[3]).expect("the output file"));
            for line in &lines {
                match side::parse(line) {
                    Ok(value) => writeln!(out, "{}", side::write(&value)),
                    Err(e) => writeln!(out, "! {}", e.replace('\n', " ")),
                }
                .expect("writes");
            }
        }
        "time" => {
            let mut sink = 0usize;
            for line in &lines {
                sink += side::write(&side::parse(line).expect("parses")).len();
            }
            let t0 = Instant::now();
            for line in &lines {
                let value = side::parse(line).expect("parses");
                sink += std::hint::black_box(&value) as *const _ as usize & 1;
            }
            let parse = t0.elapsed();
            let t1 = Instant::now();
            for line in &lines {
                sink += side::write(&side::parse(line).expect("parses")).len();
            }
            let round = t1.elapsed();
            println!(
                "{{\"parseMs\":{},\"roundMs\":{},\"sink\":{}}}",
                parse.as_secs_f64() * 1000.0,
                round.as_secs_f64() * 1000.0,
                sink
            );
        }
        other => panic!("unknown mode {other}"),
    }
}
