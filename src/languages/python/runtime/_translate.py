"""pydantic's errors in the words and JSON paths of every binding: ``describe`` (a value in
a message), ``_follow`` (one pydantic error as the bindings report it) and
``_decode_error`` (the first of them, as a ``DecodeError``), with ``type_name`` (the spec
name of a type in errors) and the marks the model's validators leave for them to read."""

from __future__ import annotations

import json
import sys
import types
from functools import cache
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, Discriminator, ValidationError
from pydantic_core import PydanticCustomError

from ._errors import DecodeError, Seg
from ._text import _repeated, es_number

_STASH = "\x00unstable\x00"
"""Prefix under which a field of a switched-off feature passes validation as an unknown field."""


_REPEATED_TAG = "\x00repeated tag\x00"
"""What ``OpenTag`` gives for an object that names the tag twice in a lenient read: no
variant's tag, so the union fails, and ``_follow`` words it as a repeated member."""


@cache
def _names() -> dict[int, str]:
    try:
        from ._registry import TYPES  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return {}
    names: dict[str, Any] = TYPES
    out: dict[int, str] = {}
    shared: set[int] = set()
    for name, tp in names.items():
        # A Python type two names share (``str``, one ``Literal``) names neither.
        if id(tp) in out:
            shared.add(id(tp))
        out[id(tp)] = name
    return {k: v for k, v in out.items() if k not in shared}


def type_name(tp: Any) -> str:
    """A spec type's qualified name (``v2.Thing``), or the name Python gives another type."""
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        # A class its module holds by its own name: the registry names it so (without loading
        # every version's module to find out).
        own = f"{tp.__module__.rpartition('.')[2]}.{tp.__name__}"
        module = sys.modules.get(tp.__module__)
        if module is not None and getattr(module, tp.__name__, None) is tp:
            return own
    name = _names().get(id(tp))
    if name is not None:
        return name
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return f"{tp.__module__.rpartition('.')[2]}.{tp.__name__}"
    return getattr(tp, "__name__", None) or repr(tp)


def describe(value: object) -> str:
    """A value in an error message, as the TypeScript bindings describe it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"boolean {'true' if value else 'false'}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, (int, float)):
        text = es_number(value) if isinstance(value, float) else str(value)
        return f"number {text[:40]}"
    if isinstance(value, str):
        return f"string {json.dumps(value, ensure_ascii=False)[:40]}"
    return type(value).__name__


def _located(at: str | None, problem: str) -> PydanticCustomError:
    """An error a validator raises about one member (``at``) of the object it checks."""
    return PydanticCustomError("acp_located", "{problem}", {"at": at, "problem": problem})


_Node = tuple[str, Any]


def _node(tp: Any) -> _Node:
    """What a type is, for following an error's location: a ``model`` class, a ``tagged``
    union (its members and discriminator), an ``untagged`` union, a ``list`` or ``map``
    (of the item type), or a ``leaf``."""
    for _ in range(64):
        origin = get_origin(tp)
        if origin is Annotated:
            base, *meta = get_args(tp)
            for m in meta:
                if isinstance(m, Discriminator):
                    return "tagged", (base, m.discriminator)
            tp = base
        elif origin is Union or origin is types.UnionType:
            members = [a for a in get_args(tp) if a is not type(None)]
            if len(members) != 1:
                return "untagged", tp
            tp = members[0]
        elif origin is list:
            return "list", get_args(tp)[0]
        elif origin is dict:
            return "map", get_args(tp)[1]
        elif isinstance(tp, type) and issubclass(tp, BaseModel):
            return "model", tp
        elif hasattr(tp, "__supertype__"):
            tp = tp.__supertype__
        else:
            break
    return "leaf", tp


def _members(union: Any) -> dict[str, Any]:
    """A tagged union's member type by the pydantic tag that picks it."""
    out: dict[str, Any] = {}
    for member in get_args(union):
        args = get_args(member)
        for m in args[1:]:
            tag = getattr(m, "tag", None)
            if isinstance(tag, str):
                out[tag] = args[0]
    return out


@cache
def _wire_fields(cls: type[BaseModel]) -> dict[str, tuple[int, Any]]:
    """A model's fields by wire name: the order in which every binding checks them (the
    fields a union's variants share first), and the type."""
    if not cls.__pydantic_complete__:
        cls.model_rebuild()  # models are built on first use: until then a type may be a name
    fields = cls.model_fields
    first: tuple[str, ...] = getattr(cls, "_first", ())
    order = [*(n for n in first if n in fields), *(n for n in fields if n not in first)]
    out: dict[str, tuple[int, Any]] = {}
    for i, n in enumerate(order):
        f = fields[n]
        wire = f.validation_alias if isinstance(f.validation_alias, str) else (f.alias or n)
        # pydantic keeps a field's own Annotated marks apart from its type: put the union's back.
        tp: Any = f.annotation
        for mark in (f.discriminator, *f.metadata):
            if isinstance(mark, Discriminator):
                tp = Annotated[tp, mark]
        out[wire] = (i, tp)
    return out


def _tag_wire(discriminator: object) -> str:
    return getattr(discriminator, "wire", None) or "method"


_Rank = tuple[int, int, str]

_EXPECTED = {
    "string_type": "a string",
    "int_type": "an integer",
    "float_type": "a number",
    "bool_type": "a boolean",
    "list_type": "an array",
    "dict_type": "an object",
    "none_required": "null",
}
"""What pydantic's type errors expected, in the words of every binding."""


def _position(positions: dict[int, dict[str, int]], obj: dict[str, Any], key: str) -> int:
    """Where a key stands among its object's keys in code-point order, the order in which
    every binding checks a map's entries (each object's positions computed once per error
    report)."""
    found = positions.get(id(obj))
    if found is None:
        found = positions[id(obj)] = {k: i for i, k in enumerate(sorted(obj))}
    return found[key]


def _follow(
    tp: Any, data: object, error: Any, positions: dict[int, dict[str, int]]
) -> tuple[list[_Rank], list[Seg], str]:
    """One pydantic error as every binding reports it: the order in which the bindings
    meet it (to pick the first of several), its JSON path in wire names, and the problem."""
    loc: tuple[Any, ...] = error["loc"]
    kind: str = error["type"]
    ctx: dict[str, Any] = error.get("ctx") or {}
    node = _node(tp)
    value: Any = data
    path: list[Seg] = []
    ranks: list[_Rank] = []
    model: type[BaseModel] | None = None
    for s in loc:
        what, arg = node
        if what == "tagged":
            member = _members(arg[0]).get(s) if isinstance(s, str) else None
            if member is None:
                break
            node = _node(member)
            continue
        if what == "untagged":
            break
        if what == "model":
            model = arg
            if s == "message" and getattr(arg, "_message_inline", False):
                # The envelope's method and params are its own members on the wire.
                node = _node(_wire_fields(arg)["message"][1])
                continue
            key = s[len(_STASH) :] if isinstance(s, str) and s.startswith(_STASH) else s
            field = _wire_fields(arg).get(key) if isinstance(key, str) else None
            ranks.append((0, field[0], "") if field else (1, 0, str(key)))
            path.append(key)
            value = value.get(key) if isinstance(value, dict) else None
            node = _node(field[1]) if field else ("leaf", None)
        elif what in ("list", "map") and (
            (isinstance(value, list) and isinstance(s, int) and 0 <= s < len(value))
            or (isinstance(value, dict) and s in value)
        ):
            where = (
                s
                if isinstance(s, int) or isinstance(value, list)
                else _position(positions, value, s)
            )
            ranks.append((0, where, ""))
            path.append(s)
            value = value[s]
            node = _node(arg)
        elif isinstance(value, dict) and isinstance(s, str) and s in value:
            ranks.append((0, _position(positions, value, s), ""))
            path.append(s)
            value = value[s]
            node = ("leaf", None)
        elif isinstance(value, list) and isinstance(s, int) and 0 <= s < len(value):
            ranks.append((0, s, ""))
            path.append(s)
            value = value[s]
            node = ("leaf", None)
        # Any other step is pydantic's own (a validator's or a union member's name).
    what, arg = node
    msg: str = error["msg"]
    if kind == "acp_located":
        if ctx.get("at") is not None:
            path.append(ctx["at"])
        path.extend(ctx.get("within") or ())
        return ranks, path, str(ctx.get("problem", msg))
    if what == "untagged":
        return (
            ranks,
            path,
            f"matches no member of the union (the first: {msg}), got {describe(value)}",
        )
    if what == "tagged" and kind in ("union_tag_not_found", "union_tag_invalid"):
        wire = _tag_wire(arg[1])
        if not isinstance(value, dict):
            return ranks, path, f"expected an object, got {describe(value)}"
        if ctx.get("tag") == _REPEATED_TAG:
            return ranks, path, _repeated(wire)  # see ``OpenTag``
        path.append(wire)
        if wire not in value:
            return (
                ranks,
                path,
                f"the {'member' if wire == 'method' else 'tag field'} {wire!r} is missing",
            )
        if kind == "union_tag_not_found":
            what = "method" if wire == "method" else "tag"
            return ranks, path, f"the {what} must be a string, got {describe(value[wire])}"
        return (
            ranks,
            path,
            f"unknown tag {ctx.get('tag')!r} (expected one of {ctx.get('expected_tags')})",
        )
    if kind == "missing":
        return ranks, path, "required field is missing"
    if kind == "extra_forbidden":
        owner = f" {type_name(model)}" if model is not None else ""
        return ranks, path, f"unknown field in closed{owner}"
    if kind == "model_type" or kind == "model_attributes_type":
        return ranks, path, f"expected an object, got {describe(value)}"
    msg = msg.removeprefix("Value error, ")
    if kind in _EXPECTED:
        return ranks, path, f"expected {_EXPECTED[kind]}, got {describe(value)}"
    if kind.endswith("_type") or kind in ("literal_error", "enum"):
        msg = f"{msg}, got {describe(value)}"
    return ranks, path, msg


def _decode_error(name: str, tp: Any, data: object, e: ValidationError) -> DecodeError:
    """The error every binding reports for this input: the first of pydantic's errors in
    the order the bindings check an input, at its JSON path."""
    best: tuple[list[_Rank], list[Seg], str] | None = None
    positions: dict[int, dict[str, int]] = {}
    standing = False
    for error in e.errors(include_url=False, include_input=False):
        found = _follow(tp, data, error, positions)
        # A refusal that stands (``_standing``) goes before the failures of the union's
        # members, at the same place in the order.
        stands = "within" in (error.get("ctx") or {})
        if best is None or found[0] < best[0] or (found[0] == best[0] and stands and not standing):
            best = found
            standing = stands
    if best is None:
        return DecodeError(name, (), str(e))
    return DecodeError(name, best[1], best[2])
