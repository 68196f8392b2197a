//! Canonical JSON text: numbers as RFC 8785 spells them, written compactly.

use super::*;

/// Writes numbers as RFC 8785 (and ECMAScript's Number::toString) spells them, so that
/// every generated language writes the same bytes: `1`, `0.000025`, `1e-7`, `1.5e+300`.
pub struct CanonicalFormatter;

impl serde_json::ser::Formatter for CanonicalFormatter {
    fn write_f64<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        value: f64,
    ) -> std::io::Result<()> {
        writer.write_all(es_number(value).as_bytes())
    }

    fn write_f32<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        value: f32,
    ) -> std::io::Result<()> {
        writer.write_all(es_number(f64::from(value)).as_bytes())
    }

    /// A number kept as its text (serde_json's `arbitrary_precision`): an integer exactly,
    /// any other number as the double it reads as.
    fn write_number_str<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        value: &str,
    ) -> std::io::Result<()> {
        writer.write_all(canonical_number(value).as_bytes())
    }
}

/// The canonical spelling of a JSON number's text: an integer's digits as they are (`-0`
/// as `0`), any other number as [`es_number`] writes the double it reads as.
pub fn canonical_number(text: &str) -> String {
    if !is_integer_text(text) {
        return match text.parse::<f64>() {
            Ok(f) => es_number(f),
            Err(_) => text.to_owned(),
        };
    }
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

/// A float as ECMAScript writes it: the shortest digits that read back as `x`, in integer,
/// decimal or exponent form by its rules.
pub fn es_number(x: f64) -> String {
    if x == 0.0 {
        return "0".to_owned();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    // Rust's `{:e}` gives the shortest round-trip digits: "2.5e-5", "1e-7".
    let sci = format!("{:e}", x.abs());
    let (mantissa, exp_text) = sci.split_once('e').unwrap_or((&sci, "0"));
    let (whole, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut exp: i64 = exp_text.parse::<i64>().unwrap_or(0) - frac.len() as i64;
    let all = format!("{whole}{frac}");
    let digits = all.trim_start_matches('0');
    let stripped = digits.trim_end_matches('0');
    exp += (digits.len() - stripped.len()) as i64;
    let k = stripped.len() as i64;
    let n = exp + k;
    if k <= n && n <= 21 {
        format!("{sign}{stripped}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        let (a, b) = stripped.split_at(n as usize);
        format!("{sign}{a}.{b}")
    } else if -6 < n && n <= 0 {
        format!("{sign}0.{}{stripped}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let (first, rest) = stripped.split_at(1);
        let tail = if rest.is_empty() {
            String::new()
        } else {
            format!(".{rest}")
        };
        let esign = if e > 0 { "+" } else { "-" };
        format!("{sign}{first}{tail}e{esign}{}", e.abs())
    }
}

/// Serializes a value to compact JSON text with [`CanonicalFormatter`] numbers.
pub fn to_canonical_string<T: Serialize + ?Sized>(value: &T) -> Result<String, serde_json::Error> {
    let mut out = Vec::with_capacity(256);
    let mut ser = serde_json::Serializer::with_formatter(&mut out, CanonicalFormatter);
    value.serialize(&mut ser)?;
    Ok(String::from_utf8(out).expect("serde_json writes UTF-8"))
}
