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

from ._codec import dump
from ._model import ClosedTag, Model, OpenTag, _NotFast, _unfit
from ._read import _recursive
from ._text import _sort_keys, canonical_text, es_number


def to_json(value: object, tp: Any = None) -> str:
    """Serializes a parsed value to compact JSON text, numbers spelled as RFC 8785 (and
    ECMAScript) spell them, so that every generated language writes the same bytes."""
    cls = type(value)
    if tp is None or tp is cls:
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
