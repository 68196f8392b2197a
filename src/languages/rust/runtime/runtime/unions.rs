//! Tagged unions read as they stream, open unions that keep a variant they do not know, and
//! unions that share fields beside their tag.

use super::*;

/// A tagged union, read as it streams: the entries before the tag (none, when the tag
/// comes first, as every binding writes it) are kept as JSON values and handed over
/// before the rest of the object.
pub trait Tagged: Sized {
    /// The tag's key.
    const TAG: &'static str;

    /// Reads the variant of `tag` from the rest of the object.
    fn variant<'de, D: Deserializer<'de>>(tag: &str, payload: D) -> Result<Self, D::Error>;

    /// Reads the union the explaining way (see [`Explain`]): its object whole, the tag
    /// checked first, then the variant's payload.
    fn explained<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// The struct name under which a [`Tagged`] union asks to be read: [`Explain`] answers it
/// with the explaining read ([`Tagged::explained`]), any other reader as it reads an object.
pub(crate) const TAGGED_UNION: &str = "$tagged_union";

/// Reads a [`Tagged`] union: as it streams, or with [`Explain`] the explaining way. The
/// choice is made by the reader's type, not at run time, so that a variant's reader is
/// compiled behind the streaming read's map for serde_json's reader only, and not again for
/// [`Explain`]'s.
pub fn tagged<'de, U: Tagged + DeserializeOwned, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<U, D::Error> {
    deserializer.deserialize_struct(TAGGED_UNION, &[], TaggedVisitor(std::marker::PhantomData))
}

pub(crate) struct TaggedVisitor<U>(std::marker::PhantomData<U>);

impl<'de, U: Tagged + DeserializeOwned> serde::de::Visitor<'de> for TaggedVisitor<U> {
    type Value = U;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an object with a tag")
    }

    /// [`Explain`]'s answer to [`TAGGED_UNION`].
    fn visit_newtype_struct<D: Deserializer<'de>>(self, deserializer: D) -> Result<U, D::Error> {
        U::explained(deserializer)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<U, A::Error> {
        if !streaming() {
            // A reader other than [`Explain`] inside an explaining read: serde's buffered
            // content of an untagged union trying this union as one of its members. The
            // object is taken whole, as free-form JSON is, and read the explaining way, as
            // [`Explain`] reads it.
            return within(serde::de::Visitor::visit_map(FreeVisitor, map)?);
        }
        let mut before = Vec::new();
        let tag = loop {
            match map.next_key::<KeyText<'de>>()? {
                None => return Err(A::Error::missing_field(U::TAG)),
                Some(key) if key.as_str() == U::TAG => break map.next_value::<KeyText<'de>>()?,
                Some(key) => {
                    let Free(value) = map.next_value::<Free<Value>>()?;
                    before.push((key.into_owned(), value));
                }
            }
        };
        let rest = Untagged {
            before: before.into_iter(),
            held: None,
            map,
            tag: U::TAG,
        };
        U::variant(
            tag.as_str(),
            serde::de::value::MapAccessDeserializer::new(rest),
        )
    }
}

/// A string of the input (an object's key), borrowed where it can be.
pub enum KeyText<'de> {
    /// Borrowed from the input.
    Borrowed(&'de str),
    /// Owned (the input's text had escapes, or the reader owns its keys).
    Owned(String),
}

impl KeyText<'_> {
    /// The text.
    pub fn as_str(&self) -> &str {
        match self {
            KeyText::Borrowed(s) => s,
            KeyText::Owned(s) => s,
        }
    }

    /// The text, owned.
    pub fn into_owned(self) -> String {
        match self {
            KeyText::Borrowed(s) => s.to_owned(),
            KeyText::Owned(s) => s,
        }
    }
}

impl<'de> Deserialize<'de> for KeyText<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(KeyTextVisitor)
    }
}

pub(crate) struct KeyTextVisitor;

impl<'de> serde::de::Visitor<'de> for KeyTextVisitor {
    type Value = KeyText<'de>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a string")
    }

    fn visit_borrowed_str<E: Error>(self, v: &'de str) -> Result<KeyText<'de>, E> {
        Ok(KeyText::Borrowed(v))
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<KeyText<'de>, E> {
        Ok(KeyText::Owned(v.to_owned()))
    }

    fn visit_string<E: Error>(self, v: String) -> Result<KeyText<'de>, E> {
        Ok(KeyText::Owned(v))
    }
}

/// The rest of a tagged union's object after its tag: the entries read before it, then
/// the ones after it. The tag's key again is an error (of duplicate keys the last one
/// wins, which the explaining read takes care of).
pub(crate) struct Untagged<A> {
    before: std::vec::IntoIter<(String, Value)>,
    held: Option<Value>,
    map: A,
    tag: &'static str,
}

impl<'de, A: serde::de::MapAccess<'de>> serde::de::MapAccess<'de> for Untagged<A> {
    type Error = A::Error;

    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        match self.next_key_text()? {
            None => Ok(None),
            Some(key) => seed
                .deserialize(UntaggedKey(key, std::marker::PhantomData))
                .map(Some),
        }
    }

    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, A::Error> {
        match self.held.take() {
            Some(value) => replay(seed, value).map_err(A::Error::custom),
            None => self.map.next_value_seed(seed),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        self.map.size_hint().map(|n| n + self.before.len())
    }
}

impl<'de, A: serde::de::MapAccess<'de>> Untagged<A> {
    /// The next key (the part of [`serde::de::MapAccess::next_key_seed`] that does not
    /// depend on the key's reader): one read before the tag, its value held, or the next
    /// one of the object.
    fn next_key_text(&mut self) -> Result<Option<Either<String, KeyText<'de>>>, A::Error> {
        if let Some((key, value)) = self.before.next() {
            self.held = Some(value);
            return Ok(Some(Either::Left(key)));
        }
        let Some(key) = self.map.next_key::<KeyText<'de>>()? else {
            return Ok(None);
        };
        if key.as_str() == self.tag {
            return Err(A::Error::custom("the tag twice"));
        }
        Ok(Some(Either::Right(key)))
    }
}

/// One of two things.
pub(crate) enum Either<L, R> {
    Left(L),
    Right(R),
}

/// A key of [`Untagged`] as its reader is given it: one read before the tag as an owned
/// string, any other as a plain `str` (neither is ever taken for serde_json's number
/// marker, which is lent).
pub(crate) struct UntaggedKey<'de, E>(Either<String, KeyText<'de>>, std::marker::PhantomData<E>);

impl<'de, E: Error> Deserializer<'de> for UntaggedKey<'de, E> {
    type Error = E;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.0 {
            Either::Left(key) => visitor.visit_string(key),
            Either::Right(key) => visitor.visit_str(key.as_str()),
        }
    }

    fn deserialize_enum<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, E> {
        use serde::de::IntoDeserializer as _;
        match self.0 {
            Either::Left(key) => {
                let key: serde::de::value::StringDeserializer<E> = key.into_deserializer();
                key.deserialize_enum(name, variants, visitor)
            }
            Either::Right(key) => {
                let key: serde::de::value::StrDeserializer<'_, E> =
                    key.as_str().into_deserializer();
                key.deserialize_enum(name, variants, visitor)
            }
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}

/// Reads a value kept as JSON, with the reader of the explaining read (see [`Explain`]).
pub(crate) fn replay<'de, V: serde::de::DeserializeSeed<'de>>(
    seed: V,
    value: Value,
) -> Result<V::Value, serde_json::Error> {
    seed.deserialize(Explain::new(value))
}

/// An open union's unknown variant (or one whose feature is not compiled in), as it
/// streams: the rest of its object, the tag put back.
pub fn other<'de, D: Deserializer<'de>>(
    tag_field: &str,
    tag: &str,
    payload: D,
) -> Result<Map<String, Value>, D::Error> {
    let mut raw = <Map<String, Value> as FreeJson>::read(payload)?;
    raw.insert(tag_field.to_owned(), Value::String(tag.to_owned()));
    Ok(raw)
}

/// A closed union's unknown tag, as it streams (the explaining read words the error).
pub fn unknown_variant<E: Error>(tag: &str) -> E {
    E::custom(format_args!("unknown variant {tag:?}"))
}

/// [`from_value`], its errors naming the type `type_name` (`v1.Type`).
pub fn from_value_named<T: DeserializeOwned>(
    value: Value,
    type_name: &str,
) -> Result<T, ParseError> {
    let mut slot = Slot::default();
    from_value_named_into(value, type_name, &mut slot)?;
    slot.take()
}

/// [`from_value_named`] into `reader` (compiled once, not once per type).
pub fn from_value_named_into(
    value: Value,
    type_name: &str,
    reader: &mut dyn Reader,
) -> Result<(), ParseError> {
    named(located_into(value, reader), type_name)
}

/// [`from_value`] with the error's path, for no type in particular.
pub(crate) fn located<T: DeserializeOwned>(value: Value) -> Result<T, ParseError> {
    let mut slot = Slot::default();
    located_into(value, &mut slot)?;
    slot.take()
}

/// [`located`] into `reader` (compiled once, not once per type).
fn located_into(value: Value, reader: &mut dyn Reader) -> Result<(), ParseError> {
    let value = scanned(value)?;
    let _explaining = ExplainingRestore::begin();
    reader.explain(value)
}

/// A value checked as [`from_value`] checks it (the part of [`located`] that does not
/// depend on the type, compiled once).
fn scanned(value: Value) -> Result<Value, ParseError> {
    let mut found = crate::read::Found::default();
    if let Err(p) = crate::read::scan(&value, 0, &mut found) {
        crate::read::drop_flat(value);
        return Err(ParseError::at(&p.path(), p.problem));
    }
    Ok(value)
}

/// Serializes a union whose variants share fields: the tag first, then the shared
/// fields, then the variant's own fields, as every generated language writes them.
/// An unknown variant (`other`) is kept whole, so all its keys are written sorted.
pub fn serialize_shared<S: Serializer, F: Serialize, K: Serialize>(
    serializer: S,
    tag: &str,
    fields: &F,
    kind: &K,
    other: bool,
) -> Result<S::Ok, S::Error> {
    use serde::ser::Error as _;
    if other {
        let kind = serde_json::to_value(kind).map_err(S::Error::custom)?;
        let fields = serde_json::to_value(fields).map_err(S::Error::custom)?;
        let (Value::Object(mut whole), Value::Object(fields)) = (kind, fields) else {
            return Err(S::Error::custom(
                "a union with shared fields serializes as an object",
            ));
        };
        whole.extend(fields);
        return whole.serialize(serializer);
    }
    // Each part is written as canonical text, which keeps the order of its fields (a
    // `Value` would sort them), and the texts are joined: the tag's entry, the shared
    // fields, then the variant's own fields.
    let kind = to_canonical_string(kind).map_err(S::Error::custom)?;
    let fields = to_canonical_string(fields).map_err(S::Error::custom)?;
    let inner = |text: &str| -> Option<String> {
        let body = text.strip_prefix('{')?.strip_suffix('}')?;
        Some(body.to_owned())
    };
    let Some(kind_body) = inner(&kind) else {
        return Err(S::Error::custom(
            "a union with shared fields serializes as an object",
        ));
    };
    let fields_body = inner(&fields).unwrap_or_default();
    let tag_key = to_canonical_string(tag).map_err(S::Error::custom)?;
    let head_len = kind_body
        .strip_prefix(&format!("{tag_key}:"))
        .and_then(|rest| {
            let value: &serde_json::value::RawValue = serde_json::Deserializer::from_str(rest)
                .into_iter::<&serde_json::value::RawValue>()
                .next()?
                .ok()?;
            Some(tag_key.len() + 1 + value.get().len())
        })
        .ok_or_else(|| S::Error::custom("the variant's tag is not its first entry"))?;
    let (head, rest) = kind_body.split_at(head_len);
    let mut text = String::with_capacity(kind.len() + fields.len());
    text.push('{');
    text.push_str(head);
    for part in [fields_body.as_str(), rest.trim_start_matches(',')] {
        if !part.is_empty() {
            text.push(',');
            text.push_str(part);
        }
    }
    text.push('}');
    let raw = serde_json::value::RawValue::from_string(text).map_err(S::Error::custom)?;
    raw.serialize(serializer)
}

/// Reads a tagged union's object and its tag, which must be a string.
pub fn read_tag<'de, D: Deserializer<'de>>(
    deserializer: D,
    tag: &'static str,
) -> Result<(String, Map<String, Value>), D::Error> {
    let raw = <Map<String, Value> as FreeJson>::read(deserializer)?;
    let mut at = String::new();
    push_key(&mut at, tag);
    match raw.get(tag) {
        Some(Value::String(t)) => Ok((t.clone(), raw)),
        Some(other) => Err(nested(
            &at,
            &format!("the tag must be a string, got {}", describe(other)),
        )),
        None => Err(nested(&at, &format!("the tag field '{tag}' is missing"))),
    }
}

/// A JSON value in an error message: its kind, and a short one whole.
pub(crate) fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => format!("boolean {b}"),
        Value::Number(n) => format!("number {n}"),
        Value::String(s) if s.len() <= 40 => format!("string {}", Value::String(s.clone())),
        Value::String(_) => "a string".to_owned(),
        Value::Array(_) => "an array".to_owned(),
        Value::Object(_) => "an object".to_owned(),
    }
}

/// The error of a closed union's unknown tag, at the tag.
pub fn unknown_tag<E: Error>(tag_field: &str, tag: &str, known: &[&str]) -> E {
    let mut at = String::new();
    push_key(&mut at, tag_field);
    let known: Vec<String> = known.iter().map(|t| format!("{t:?}")).collect();
    nested(
        &at,
        &format!(
            "unknown variant {:?}, expected one of {}",
            tag,
            known.join(", ")
        ),
    )
}

/// Reads a variant's payload: the union's object without its tag. An error keeps the
/// JSON path inside the payload, which [`from_value`] and [`from_str`] join to the path
/// outside it.
pub fn variant<T: DeserializeOwned, E: Error>(
    mut raw: Map<String, Value>,
    tag: &str,
) -> Result<T, E> {
    raw.remove(tag);
    within(Value::Object(raw))
}

/// Checks a union's tag before anything else, as every binding does: it must be there and
/// be a string, and in a closed union (`known` given) one of the known tags.
pub fn check_tag<E: Error>(
    raw: &Map<String, Value>,
    tag: &str,
    known: Option<&[&str]>,
) -> Result<(), E> {
    let mut at = String::new();
    push_key(&mut at, tag);
    match raw.get(tag) {
        None => Err(nested(&at, &format!("the tag field '{tag}' is missing"))),
        Some(Value::String(t)) => match known {
            Some(known) if !known.contains(&t.as_str()) => Err(unknown_tag(tag, t, known)),
            _ => Ok(()),
        },
        Some(other) => Err(nested(
            &at,
            &format!("the tag must be a string, got {}", describe(other)),
        )),
    }
}

/// Takes the shared fields of a union out of its object and reads them.
pub fn shared_fields<T: DeserializeOwned, E: Error>(
    raw: &mut Map<String, Value>,
    names: &[&str],
) -> Result<T, E> {
    let mut fields = Map::new();
    for name in names {
        if let Some(v) = raw.remove(*name) {
            fields.insert((*name).to_owned(), v);
        }
    }
    within(Value::Object(fields))
}

/// Reads a union's variant from its object, the shared fields taken out.
pub fn kind<T: DeserializeOwned, E: Error>(raw: Map<String, Value>) -> Result<T, E> {
    within(Value::Object(raw))
}

/// A union whose variants share fields, read whole: its object (of a repeated name the
/// last value) and, when the object names a member twice, each member as it came. Only
/// the lenient mode reads such an object on (its probe of repetitions, see
/// `lenient::from_str`); the strict mode refuses it, as [`FreeJson`] does.
pub fn read_shared<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Shared, D::Error> {
    let mut members = Vec::new();
    match deserializer.deserialize_map(MembersVisitor(&mut members))? {
        Value::Object(map) if members.is_empty() => Ok((map, None)),
        Value::Object(map) => Ok((map, Some(members))),
        other => Err(D::Error::custom(format!(
            "expected an object, got {}",
            describe(&other)
        ))),
    }
}

/// An object's members in the order they came, a repeated name each time.
pub type Members = Vec<(String, Value)>;

/// A union's object as [`read_shared`] reads it.
pub type Shared = (Map<String, Value>, Option<Members>);

/// [`shared_fields`] of an object [`read_shared`] read: a shared field named twice is
/// refused, as a struct's derived reader refuses a repeated field.
pub fn shared_fields_of<T: DeserializeOwned, E: Error>(
    raw: &mut Map<String, Value>,
    members: &Option<Members>,
    names: &[&str],
) -> Result<T, E> {
    if let Some(members) = members {
        for name in names {
            if members.iter().filter(|(k, _)| k == name).count() > 1 {
                return Err(E::custom(crate::read::duplicate_member(name)));
            }
        }
    }
    shared_fields(raw, names)
}

/// [`kind`] of an object [`read_shared`] read: when it names a member twice, the
/// variant's reader is given every member but the shared fields as they came, so that it
/// refuses a repeated tag or field of its own as it does in any other object.
pub fn kind_of<T: DeserializeOwned, E: Error>(
    raw: Map<String, Value>,
    members: Option<Members>,
    shared: &[&str],
) -> Result<T, E> {
    let Some(members) = members else {
        return kind(raw);
    };
    // Written out and read from text as it streams (the reader every type is compiled for).
    let mut text = String::from("{");
    for (k, v) in members
        .iter()
        .filter(|(k, _)| !shared.contains(&k.as_str()))
    {
        if text.len() > 1 {
            text.push(',');
        }
        push_key_text(&mut text, k);
        text.push(':');
        write_value_text(&mut text, v);
    }
    text.push('}');
    let mut de = serde_json::Deserializer::from_str(&text);
    de.disable_recursion_limit();
    T::deserialize(&mut de).map_err(E::custom)
}

/// [`FreeVisitor`], that also keeps an object's members as they came (see [`read_shared`]).
pub(crate) struct MembersVisitor<'a>(&'a mut Members);

impl<'de> serde::de::Visitor<'de> for MembersVisitor<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        // As FreeVisitor words it: the errors are the same as before members were kept.
        FreeVisitor.expecting(f)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        let first = match access.next_key::<FreeKey>()? {
            None => return Ok(Value::Object(map)),
            Some(FreeKey::Number) => {
                let text: String = access.next_value()?;
                if let Some(problem) = crate::read::number_text_problem(&text) {
                    return Err(A::Error::custom(problem));
                }
                return text.parse().map(Value::Number).map_err(A::Error::custom);
            }
            Some(FreeKey::Key(k)) => k,
        };
        let mut members = Vec::new();
        let mut key = Some(first);
        while let Some(k) = key {
            let Free(v) = access.next_value::<Free<Value>>()?;
            members.push((k, v));
            key = access.next_key::<String>()?;
        }
        let mut names: Vec<&str> = members.iter().map(|(k, _)| k.as_str()).collect();
        names.sort_unstable();
        if names.windows(2).all(|w| w[0] != w[1]) {
            map.extend(members);
            return Ok(Value::Object(map));
        }
        if !READING_LENIENTLY.with(std::cell::Cell::get) {
            return Err(A::Error::custom("duplicate member"));
        }
        // Of a repeated name the last value, as a free-form object keeps it.
        map.extend(members.iter().cloned());
        *self.0 = members;
        Ok(Value::Object(map))
    }

    fn visit_bool<E: Error>(self, v: bool) -> Result<Value, E> {
        FreeVisitor.visit_bool(v)
    }

    fn visit_i64<E: Error>(self, v: i64) -> Result<Value, E> {
        FreeVisitor.visit_i64(v)
    }

    fn visit_u64<E: Error>(self, v: u64) -> Result<Value, E> {
        FreeVisitor.visit_u64(v)
    }

    fn visit_i128<E: Error>(self, v: i128) -> Result<Value, E> {
        FreeVisitor.visit_i128(v)
    }

    fn visit_u128<E: Error>(self, v: u128) -> Result<Value, E> {
        FreeVisitor.visit_u128(v)
    }

    fn visit_f64<E: Error>(self, v: f64) -> Result<Value, E> {
        FreeVisitor.visit_f64(v)
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<Value, E> {
        FreeVisitor.visit_str(v)
    }

    fn visit_string<E: Error>(self, v: String) -> Result<Value, E> {
        FreeVisitor.visit_string(v)
    }

    fn visit_unit<E: Error>(self) -> Result<Value, E> {
        FreeVisitor.visit_unit()
    }

    fn visit_none<E: Error>(self) -> Result<Value, E> {
        FreeVisitor.visit_none()
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        FreeVisitor.visit_some(deserializer)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, seq: A) -> Result<Value, A::Error> {
        FreeVisitor.visit_seq(seq)
    }
}

/// Writes an object key as JSON text that serde_json hands over as a key: one spelled like
/// its number marker is written escaped, so that it is not lent as the marker is.
pub(crate) fn push_key_text(text: &mut String, key: &str) {
    match key.strip_prefix('$') {
        Some(rest) if key == NUMBER_TOKEN => {
            text.push_str("\"\\u0024");
            text.push_str(rest);
            text.push('"');
        }
        _ => text.push_str(&Value::String(key.to_owned()).to_string()),
    }
}

/// Writes a value as JSON text (see [`push_key_text`] for its keys).
pub(crate) fn write_value_text(text: &mut String, value: &Value) {
    match value {
        Value::Object(map) => {
            text.push('{');
            for (i, (k, v)) in map.iter().enumerate() {
                if i > 0 {
                    text.push(',');
                }
                push_key_text(text, k);
                text.push(':');
                write_value_text(text, v);
            }
            text.push('}');
        }
        Value::Array(items) => {
            text.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    text.push(',');
                }
                write_value_text(text, v);
            }
            text.push(']');
        }
        other => text.push_str(&other.to_string()),
    }
}
