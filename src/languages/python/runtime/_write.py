"""``to_json`` and its fast path: pydantic-core writes the canonical bytes of a model where it
can, and ``canonical_text(dump(...))`` writes them where it cannot."""

from __future__ import annotations

import json
import os
import re
from typing import Any

from pydantic_core import (
    PydanticSerializationError,
    PydanticSerializationUnexpectedValue,
    SchemaError,
    SchemaSerializer,
)
from pydantic_core import to_json as _core_to_json

from ._codec import dump
from ._model import ClosedTag, Model, OpenTag, _NotFast, _unfit
from ._read import _model_schema, _PerClass, _recursive, _unwrap
from ._text import _quote, _sort_keys, canonical_text, es_number


def to_json(value: object, tp: Any = None) -> str:
    """Serializes a parsed value to compact JSON text, numbers spelled as RFC 8785 (and
    ECMAScript) spell them, so that every generated language writes the same bytes."""
    cls = type(value)
    if tp is None or tp is cls:
        write = _writers.get(cls, _unknown)
        if write is _unknown:
            write = _writer(cls)
        if write is not None:
            try:
                written: str = write(value)
                return written
            except _NOT_WRITTEN:
                pass  # a value the writer does not take: written by pydantic-core below
        fast = _fast_ser[cls] if cls in _fast_ser else _fast_serializer(cls)
        if fast is not None:
            state = _unfit
            state.found = None
            try:
                # Wire names: every model's config says ``serialize_by_alias``. Warnings are
                # left as they are (a string for ``warnings`` costs more than the rest of a
                # short message): a value the schema does not fit stops the fast path in
                # ``Model._wire`` instead (see ``_fast_serializer``).
                text: bytes | None = fast.to_json(value, exclude_unset=True)
            except (PydanticSerializationError, PydanticSerializationUnexpectedValue):
                text = None  # written the full way below
            finally:
                found = state.found
                state.found = False
            if text is not None:
                if found is None:
                    return text.decode()
                if isinstance(found, list):
                    spelled = _spelled(text, found)
                    if spelled is not None:
                        return spelled
    return canonical_text(dump(value, tp))


# ---- the fast path of ``to_json``: pydantic-core writes the canonical bytes ----
#
# Every model's ``__dict__`` holds its fields in the order they are written (see
# ``Model.__get_pydantic_core_schema__``), so pydantic-core, told to leave out the fields not
# set, writes a model as ``Model._wire`` orders it. A copy of the model's schema without
# ``_wire`` adds the rest, in hooks that run only where there is something to do: a number
# field's double as ECMAScript spells it, free JSON with sorted keys. A double that
# pydantic-core would spell otherwise (with an exponent) is written as a marked string and
# put right in the text afterwards (``_spelled``). What the hooks cannot write the same way
# (unknown fields, which ``_wire`` sorts; any other serializer of a model) stops the fast
# path, and the value is written the full way.


_MARK = f"\x00{os.urandom(8).hex()}#"
"""How a marker starts: a NUL character and a key drawn once per process, which no data
can guess, so that no string of the data is taken for a marker. A marker is ``_MARK``, the
index of its double's spelling in ``_Unfit.found``, then ``#``."""

_MARKED = re.compile(re.escape(json.dumps(_MARK).encode()[:-1]) + rb"([0-9]+)#\"")
"""A marker as pydantic-core writes it (the NUL character escaped ``\\u0000``)."""


def _spelled(text: bytes, numbers: list[str]) -> str | None:
    """The text with each marker replaced by its double's spelling, or ``None`` if one is
    not in ``numbers`` (one that a union member that was tried and dropped put there is
    not in the text: no harm)."""
    count = len(numbers)
    parts = _MARKED.split(text)
    out = [parts[0].decode()]
    for i in range(1, len(parts), 2):
        at = int(parts[i])
        if at >= count:
            return None
        out.append(numbers[at])
        out.append(parts[i + 1].decode())
    return "".join(out)


def _float_out(value: Any) -> Any:
    """A double as the fast path writes it: an integral one below 2^53 as an int, one that
    pydantic-core spells as ECMAScript does (plain decimal digits) as is, and any other
    finite one as a marker for ``_spelled``."""
    if isinstance(value, float):
        if value.is_integer() and abs(value) < 2**53:
            return int(value)
        if not 1e-5 <= abs(value) < 1e15:
            state = _unfit
            found = state.found
            if found is True or value - value != 0.0:  # not finite: the full way says
                state.found = True
                return value
            numbers: list[str] = found if isinstance(found, list) else []
            state.found = numbers
            numbers.append(es_number(value))
            return f"{_MARK}{len(numbers) - 1}#"
    return value


def _json_out(value: Any, sort: bool) -> Any:
    """Free JSON as ``_wire`` writes it (keys sorted when ``sort``), every double by
    ``_float_out``."""
    if isinstance(value, dict):
        keys = sorted(value) if sort else value
        return {k: _json_out(value[k], sort) for k in keys}
    if isinstance(value, list):
        return [_json_out(v, sort) for v in value]
    return _float_out(value)


_SCALARS = frozenset((str, int, bool, type(None)))
"""The types of JSON values that the fast path writes as they are."""


def _sorted_json_out(value: Any) -> Any:
    """Free JSON with sorted keys; an object already sorted that holds no double, array or
    object (the common case), and a value that is none of these, as it is."""
    kind = type(value)
    if kind is dict:
        keys = list(value)
        if keys == sorted(keys) and _SCALARS.issuperset(map(type, value.values())):
            return value
    elif kind in _SCALARS:
        return value
    return _json_out(value, True)


def _plain_json_out(value: Any) -> Any:
    return _json_out(value, False)


def _extra_out(value: Any) -> Any:
    """An unknown field's value in an open model: the fast path stops (``_wire`` writes
    unknown fields sorted). pydantic-core calls it only when the model holds one."""
    _unfit.found = True
    return value


_EXTRA_OUT: Any = {
    "type": "any",
    "serialization": {"type": "function-plain", "function": _extra_out},
}
"""The fast serializer's schema of an open model's unknown fields (see ``_extra_out``)."""


_NEVER: Any = {"type": "none"}
"""The second member of the union ``_fast_serializer`` puts a model in: no model fits it."""

_fast_ser: dict[Any, SchemaSerializer | None] = {}


def _fast_serializer(cls: type[Any]) -> SchemaSerializer | None:
    """The fast serializer of a model class (built on first use), or ``None`` for another
    type, or when its values hold a model with a serializer of its own."""
    if cls in _fast_ser:
        return _fast_ser[cls]
    serializer: SchemaSerializer | None = None
    if not issubclass(cls, Model):
        _fast_ser[cls] = None
        return None
    try:
        if not cls.__pydantic_complete__:
            cls.model_rebuild()
        if _recursive(cls.__pydantic_core_schema__):
            # A type that holds itself: the copy loses what a nested value of it holds.
            raise _NotFast(f"{cls.__name__} holds itself")
        schema = _ser_schema(cls.__pydantic_core_schema__, {})
        # The model as a member of a union (with one that takes no model: pydantic-core
        # drops a union of one), so that pydantic-core checks the type of every value it
        # writes: one that does not fit its schema makes it fall back to the model's own
        # serializer, whose ``Model._wire`` stops the fast path.
        if schema.get("type") == "definitions":
            schema = {**schema, "schema": {"type": "union", "choices": [schema["schema"], _NEVER]}}
        else:
            schema = {"type": "union", "choices": [schema, _NEVER]}
        serializer = SchemaSerializer(schema)
    except (_NotFast, SchemaError, KeyError, TypeError, ValueError):
        serializer = None
    _fast_ser[cls] = serializer
    return serializer


def _ser_schema(schema: Any, memo: dict[int, Any]) -> Any:
    """A copy of a core schema for the fast serializer (see above)."""
    if isinstance(schema, list):
        return [_ser_schema(x, memo) for x in schema]
    if not isinstance(schema, dict):
        return schema
    done = memo.get(id(schema))
    if done is not None:
        return done
    out = {k: _ser_schema(v, memo) for k, v in schema.items() if k != "serialization"}
    memo[id(schema)] = out
    kind = schema.get("type")
    own = schema.get("serialization")
    if kind == "model":
        cls = schema["cls"]
        wire = getattr(own, "get", lambda _: None)("function")
        if own is not None and getattr(wire, "__func__", wire) is not Model._wire:
            raise _NotFast(f"{cls.__name__} has a serializer of its own")
        fields_schema = out["schema"]
        if fields_schema.get("type") == "model-fields":
            json_fields = getattr(cls, "_json_fields", ())
            fields = dict(fields_schema["fields"])
            for attr in json_fields:
                if attr in fields:
                    field = fields[attr]
                    hook = {"type": "function-plain", "function": _sorted_json_out}
                    fields[attr] = {**field, "schema": {**field["schema"], "serialization": hook}}
            out["schema"] = {**fields_schema, "fields": fields}
            if (out.get("config") or {}).get("extra_fields_behavior") == "allow":
                # Unknown fields go through a hook that stops the fast path; pydantic-core
                # calls it for each one there is, so a model without any costs nothing.
                out["schema"]["extras_schema"] = _EXTRA_OUT
        elif (out.get("config") or {}).get("extra_fields_behavior") == "allow":
            raise _NotFast(f"{cls.__name__} keeps unknown fields outside ``model-fields``")
    elif kind == "tagged-union" and isinstance(schema["discriminator"], (OpenTag, ClosedTag)):
        # Written by the tag's attribute, without calling the discriminator.
        out["discriminator"] = schema["discriminator"].attr
    elif kind == "float":
        out["serialization"] = {"type": "function-plain", "function": _float_out}
    elif kind == "json-or-python" and schema["json_schema"].get("type") == "any":
        out["serialization"] = {"type": "function-plain", "function": _plain_json_out}
    elif own is not None:
        fn = own.get("function") if isinstance(own, dict) else None
        if fn is not _sort_keys:
            raise _NotFast("a serializer the fast path does not know")
        out["serialization"] = own
    return out


# ---- the writer of a model class: Python that writes the canonical text directly ----
#
# For each model class, a function is compiled once (``_writer``) from its core schema: for
# each field in the order ``Model._wire`` writes them, an expression that writes its value,
# with the type of the value checked on the way (a ``str`` field holds a ``str``, a model
# field a model of its class, ...). A field that every value has set (one without a default,
# or one ``_always_set`` names) is written without a test, so that where the first field is
# one, the object is one f-string of constant text and the fields' texts; each other field
# is tested and its text is empty where it is not set. A value that does not fit, a value
# without such a field set (``model_construct``), unknown fields (``_wire`` sorts them), a
# double that is not finite and a schema the compiler does not know all leave the model to
# the pydantic-core path above, which decides. The text is what ``canonical_text(dump(value))`` writes: the tag and the fields
# in schema order, numbers by ``es_number`` (an integral double below 2^53 as an integer),
# free JSON with sorted keys where ``_json_fields`` says so, strings as ``_quote`` writes
# them.


class _Unwritten(Exception):
    """Raised by a writer for a value it does not write (see above)."""


_NOT_WRITTEN = (_Unwritten, KeyError, TypeError, AttributeError, RecursionError)
"""What a writer may raise for a value it does not take (a field missing from ``__dict__``,
a map key that is not a string, ...): the value is then written by pydantic-core."""


def _unwritten() -> Any:
    raise _Unwritten


def _float_text(value: Any) -> str:
    """A ``number`` field's double (or a float of free JSON), as ``es_number`` writes it."""
    if type(value) is not float or value - value != 0.0:  # not a double, or not finite
        raise _Unwritten
    if value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return es_number(value)


def _free_text(value: Any, sort: bool) -> str:
    """Free JSON as the full way writes it: keys sorted when ``sort``, numbers canonical."""
    kind = type(value)
    if (
        kind is dict
        and _FLAT is not None
        and _STR_KEYS.issuperset(map(type, value))
        and _FLAT_TYPES.issuperset(map(type, value.values()))
    ):
        # The common case, an object of strings, integers, booleans and nulls by string keys,
        # written by ``json``'s C encoder (the same text: no double in it).
        return "".join((_SORTED_FLAT if sort else _FLAT)(value, 0))
    if kind is str:
        return _quote(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if kind is int:
        return str(value)
    if kind is float:
        return _float_text(value)
    if kind is dict:
        keys = sorted(value) if sort else value
        for k in keys:
            if type(k) is not str:
                raise _Unwritten
        return "{" + ",".join([_quote(k) + ":" + _free_text(value[k], sort) for k in keys]) + "}"
    if kind is list:
        return "[" + ",".join([_free_text(v, sort) for v in value]) + "]"
    raise _Unwritten


def _refuse(value: Any) -> Any:
    raise _Unwritten


def _flat_encoder(sort: bool) -> Any:
    """``json``'s C encoder for ``_free_text``, or ``None`` where there is none or it does not
    write a sample as ``_free_text``'s own code does."""
    make: Any = getattr(json.encoder, "c_make_encoder", None)
    try:
        encode = make(None, _refuse, _quote, None, ":", ",", sort, False, False)
        sample = {"b": 'q"\n\u00e9\u2028\x7f', "a": [1, True, None], "c": -(2**70)}
        written = "".join(encode(sample, 0))
    except Exception:  # noqa: BLE001 - any failure means: not this encoder
        return None
    keys = sorted(sample) if sort else list(sample)
    expected = "{" + ",".join(_quote(k) + ":" + canonical_text(sample[k]) for k in keys) + "}"
    return encode if written == expected else None


_FLAT = _flat_encoder(False)
_SORTED_FLAT = _flat_encoder(True)
"""``json``'s C encoder, compact, strings as ``_quote`` writes them, keys in order or sorted
(``None`` where the C encoder is missing)."""

_STR_KEYS = frozenset((str,))
_FLAT_TYPES = frozenset((str, int, bool, type(None)))


def _sorted_free_text(value: Any) -> str:
    return _free_text(value, True)


def _plain_free_text(value: Any) -> str:
    return _free_text(value, False)


_unknown: Any = object()
"""What ``_writers`` gives for a class whose writer is not compiled yet."""

_FIELD_KEYS = frozenset(("type", "schema", "validation_alias", "serialization_alias", "metadata"))
"""The keys of a ``model-field`` schema the writer knows: any other (``serialization_exclude``,
``frozen``, ...) leaves the class to pydantic-core."""


def _compile(cls: Any) -> Any:
    """Compiles the writer of a model class from its core schema (see above)."""
    model, refs = _model_schema(cls)
    own = model.get("serialization")
    wire = own.get("function") if isinstance(own, dict) else None
    if own is not None and getattr(wire, "__func__", wire) is not Model._wire:
        raise _NotFast(f"{cls.__name__} has a serializer of its own")
    fields_schema = model["schema"]
    if fields_schema.get("computed_fields"):
        raise _NotFast(f"{cls.__name__}: fields the writer does not know")
    json_fields = set(getattr(cls, "_json_fields", ()))
    always_set = set(getattr(cls, "_always_set", ()))
    names: dict[str, Any] = {"_unwritten": _unwritten}
    # Each field: its attribute, its member's text (``"key":``), the expression that writes
    # ``v``, and whether every parsed or constructed value has it set (a field without a
    # default, or one ``_always_set`` names).
    fields: list[tuple[str, str, str, bool]] = []
    for attr, field in fields_schema["fields"].items():
        if field.get("type") != "model-field" or not _FIELD_KEYS.issuperset(field):
            raise _NotFast(f"{cls.__name__}.{attr}: a field the writer does not know")
        key = field.get("serialization_alias", attr)
        if attr in json_fields:
            value = f"{_name(names, _sorted_free_text)}(v)"
        else:
            value = _expr(field["schema"], "v", refs, names)
        settled = attr in always_set or field["schema"].get("type") != "default"
        fields.append((attr, _quote(key) + ":", value, settled))
    lines = ["def write(m):"]
    if (model.get("config") or {}).get("extra_fields_behavior") == "allow":
        lines.append("    if m.__pydantic_extra__: return _unwritten()")
    lines += ["    d = m.__dict__", "    f = m.__pydantic_fields_set__"]
    if fields and fields[0][3]:
        lines += _settled_body(fields)
    else:
        lines += _open_body(fields)
    code = "\n".join(lines)
    exec(compile(code, f"<writer of {cls.__qualname__}>", "exec"), names)  # noqa: S102
    return names["write"]


def _settled_body(fields: list[tuple[str, str, str, bool]]) -> list[str]:
    """The body of a writer whose first field is always set: the fields always set are
    written without a test, each other one as a part that is empty where it is not set, and
    the object in one f-string. A value whose fields always set are not all set (one built
    with ``model_construct``) is left to the pydantic-core path, which writes the same text."""
    settled = [attr for attr, _, _, always in fields if always]
    lines = [f"    if not ({' and '.join(f'{a!r} in f' for a in settled)}): return _unwritten()"]
    pieces: list[str] = []
    for i, (attr, member, value, always) in enumerate(fields):
        lead = ("{" if i == 0 else ",") + member
        if always:
            lines += [f"    v = d[{attr!r}]", f"    p{i} = {value}"]
            pieces += [_f_literal(lead), f"f'{{p{i}}}'"]
        else:
            lines += [
                f"    if {attr!r} in f:",
                f"        v = d[{attr!r}]",
                f"        p{i} = {lead!r} + {value}",
                "    else:",
                f"        p{i} = ''",
            ]
            pieces.append(f"f'{{p{i}}}'")
    pieces.append(_f_literal("}"))
    lines.append(f"    return {' '.join(pieces)}")
    return lines


def _f_literal(text: str) -> str:
    """Constant text as a piece of an f-string (braces doubled)."""
    return "f" + repr(text.replace("{", "{{").replace("}", "}}"))


def _open_body(fields: list[tuple[str, str, str, bool]]) -> list[str]:
    """The body of a writer whose first field may be unset: the first field opens the object
    (``{"tag":``); each other field starts with a comma, taken back where the first field
    was not set."""
    lines: list[str] = []
    for i, (attr, member, value, _) in enumerate(fields):
        lead = ("{" if i == 0 else ",") + member
        lines += [f"    if {attr!r} in f:", f"        v = d[{attr!r}]"]
        if i == 0:
            lines += [f"        s = {lead!r} + {value}", "    else:", "        s = '{'"]
        else:
            lines += [f"        s += {lead!r} + {value}"]
    if not fields:
        lines.append("    s = '{'")
    elif len(fields) > 1:
        lines += ["    if s[1:2] == ',':", "        s = '{' + s[2:]"]
    lines.append("    return s + '}'")
    return lines


_writer = _PerClass(_compile)
"""The compiled writer of a model class (on first use), or ``None``: the pydantic-core path
writes it."""

_writers = _writer.compiled
"""The writer of each class compiled so far (``None``: none)."""


def _name(names: dict[str, Any], value: Any) -> str:
    """A name for a value the compiled code uses."""
    name = f"_n{len(names)}"
    names[name] = value
    return name


def _expr(schema: Any, var: str, refs: dict[str, Any], names: dict[str, Any]) -> str:
    """A Python expression that writes the value in ``var`` as the schema says, or calls
    ``_unwritten()`` for a value that does not fit it."""
    schema = _unwrap(schema, refs)
    kind = schema.get("type")
    if kind == "model":
        cls = schema["cls"]
        write = _writer(cls)
        if write is None:
            raise _NotFast(f"{cls.__name__} has no writer")
        written, tp = _name(names, write), _name(names, cls)
        return f"({written}({var}) if type({var}) is {tp} else _unwritten())"
    own = schema.get("serialization")
    if kind == "dict" and isinstance(own, dict) and own.get("function") is _sort_keys:
        own = None
        sort = True
    else:
        sort = False
    if own is not None:
        raise _NotFast("a serializer the writer does not know")
    if kind == "str":
        short, long = _name(names, _quote), _name(names, _long_quote)
        text = f"({short}({var}) if len({var}) < {_LONG} else {long}({var}))"
        return f"({text} if type({var}) is str else _unwritten())"
    if kind == "int":
        return f"(str({var}) if type({var}) is int else _unwritten())"
    if kind == "bool":
        return f"('true' if {var} is True else 'false' if {var} is False else _unwritten())"
    if kind == "float":
        return f"{_name(names, _float_text)}({var})"
    if kind == "none":
        return f"('null' if {var} is None else _unwritten())"
    if kind == "nullable":
        inner = _expr(schema["schema"], var, refs, names)
        return f"('null' if {var} is None else {inner})"
    if kind == "literal":
        expected = schema["expected"]
        if not all(type(e) is str for e in expected):
            raise _NotFast("a literal of other than strings")
        # A value the literal does not hold is a ``KeyError``: the pydantic-core path writes it.
        return f"{_name(names, {e: _quote(e) for e in expected})}[{var}]"
    if kind == "json-or-python" and schema["json_schema"].get("type") == "any":
        return f"{_name(names, _plain_free_text)}({var})"
    if kind == "list":
        x = var + "x"
        item = _expr(schema.get("items_schema", {"type": "any"}), x, refs, names)
        items = f"'[' + ','.join([{item} for {x} in {var}]) + ']'"
        return f"({items} if type({var}) is list else _unwritten())"
    if kind == "dict":
        keys = _unwrap(schema.get("keys_schema", {"type": "any"}), refs)
        if keys.get("type") != "str" or "serialization" in keys:
            raise _NotFast("a map whose keys are not plain strings")
        values = _item_writer(schema.get("values_schema", {"type": "any"}), refs, names)
        writer = _name(names, _sorted_map_text if sort else _map_text)
        return f"({writer}({var}, {values}) if type({var}) is dict else _unwritten())"
    if kind in ("union", "tagged-union"):
        choices = schema["choices"]
        members = list(choices.values()) if isinstance(choices, dict) else choices
        by_type: dict[Any, Any] = {}
        literal_only: set[Any] = set()
        for member in members:
            choice = member[0] if isinstance(member, tuple) else member
            found = _choice_writer(choice, refs, names)
            if found is None:
                continue
            tp, write, literal = found
            if tp not in by_type or (tp in literal_only and not literal):
                # A string literal's member and a string's write the same text: the string's
                # takes every string (``Literal["a"] | str``, an open enum).
                by_type[tp] = write
                if literal:
                    literal_only.add(tp)
                else:
                    literal_only.discard(tp)
            elif not (literal and tp is str) and by_type[tp] is not write:
                raise _NotFast("two members of a union write one type differently")
        table, missing = _name(names, by_type), _name(names, _unwritten_of)
        return f"{table}.get(type({var}), {missing})({var})"
    raise _NotFast(f"a schema the writer does not know: {kind}")


_LONG = 64
"""The length from which the writer hands a string to pydantic-core's JSON writer
(``_long_quote``), which costs more per call than ``_quote`` and less per character."""


def _long_quote(value: str) -> str:
    """A string as ``_quote`` writes it, by pydantic-core's JSON writer, which escapes the same
    characters the same way (``"``, ``\\``, the short escapes of ``\\b\\f\\n\\r\\t``,
    ``\\u00xx`` for the other control characters, everything else as it is)."""
    try:
        return _core_to_json(value).decode()
    except PydanticSerializationError:  # a lone surrogate, which only ``_quote`` writes
        return _quote(value)


def _unwritten_of(value: Any) -> str:
    raise _Unwritten


_SCALAR_TYPES = {"str": str, "int": int, "bool": bool, "float": float}


def _choice_writer(
    choice: Any, refs: dict[str, Any], names: dict[str, Any]
) -> tuple[Any, Any, bool] | None:
    """The Python type of the values a union's member takes, its writer, and whether it is a
    literal; ``None`` for a member whose values the pydantic-core path writes."""
    schema = _unwrap(choice, refs)
    kind = schema.get("type")
    if kind == "model":
        cls = schema["cls"]
        write = _writer(cls)
        # A member without a writer (an open union's unknown variant, which writes itself):
        # a value of it is left to the pydantic-core path.
        return None if write is None else (cls, write, False)
    if kind == "literal":
        types = {type(e) for e in schema["expected"]}
        if types != {str}:
            raise _NotFast("a literal of other than strings in a union")
        return str, _item_writer(schema, refs, names, named=False), True
    if kind in _SCALAR_TYPES:
        tp = _SCALAR_TYPES[kind]
    elif kind in ("list", "dict"):
        tp = list if kind == "list" else dict
    elif kind == "none":
        tp = type(None)
    else:
        raise _NotFast(f"a union member the writer does not know: {kind}")
    return tp, _item_writer(schema, refs, names, named=False), False


def _item_writer(
    schema: Any, refs: dict[str, Any], names: dict[str, Any], named: bool = True
) -> Any:
    """A function that writes one value of the schema (a list's item, a map's value, a union's
    member); its name in ``names`` when ``named``, else the function."""
    scope: dict[str, Any] = {"_unwritten": _unwritten}
    body = _expr(schema, "v", refs, scope)
    exec(compile(f"def item(v):\n    return {body}\n", "<item writer>", "exec"), scope)  # noqa: S102
    item = scope["item"]
    return _name(names, item) if named else item


def _map_text(value: dict[Any, Any], item: Any) -> str:
    for k in value:
        if type(k) is not str:
            raise _Unwritten
    return "{" + ",".join([_quote(k) + ":" + item(v) for k, v in value.items()]) + "}"


def _sorted_map_text(value: dict[Any, Any], item: Any) -> str:
    for k in value:
        if type(k) is not str:
            raise _Unwritten
    return "{" + ",".join([_quote(k) + ":" + item(value[k]) for k in sorted(value)]) + "}"
