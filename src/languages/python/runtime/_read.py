"""``parse_json`` and its fast path: JSON text read and checked by pydantic-core alone where
it can be, and the full way (``_read_full``) where it cannot."""

from __future__ import annotations

import json.scanner
import re
import threading
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar, cast

from pydantic import ValidationError
from pydantic_core import SchemaError, SchemaValidator

from . import _codec
from ._codec import parse_named
from ._errors import DecodeError
from ._jsonrpc import MethodTag
from ._model import (
    _UNSTABLE,
    _WIRE,
    ClosedTag,
    Model,
    OpenTag,
    _double,
    _FixedGate,
    _gated_types,
    _integral,
    _not_null,
    _NotFast,
    _null_as_list,
    _null_as_map,
)
from ._text import _STRICT, MAX_DEPTH, _load, _RepeatedName, _scan, _TextError
from ._translate import type_name

if TYPE_CHECKING:
    from typing_extensions import TypeForm

T = TypeVar("T")


# ---- the fast path: JSON text read and checked by pydantic-core alone ----
#
# ``parse_json`` first hands the text to a validator that pydantic-core runs without calling
# back into Python: the model's own core schema with the hooks that only matter for odd input
# taken out. Whatever it refuses is read again the full way (``_load``, ``check_data``,
# ``validate``), which decides and words the verdict, so the fast path only has to be sure
# never to accept what the full way refuses, and to build the same value when it accepts.
# It refuses more: unknown fields (open models are read as closed), unknown tags, ``null``
# where only absence is allowed, integral floats in integer fields, and any field, variant
# or method of a feature that is off. Text that JSON readers may read differently (long digit
# runs, big exponents, ``NaN``, surrogate escapes, deep nesting, a byte order mark) never
# takes it.


def _plain(text: str | bytes | bytearray) -> bool:
    """Whether JSON text may take the fast path: short enough (``_SHORT``) or with fewer
    brackets than ``MAX_DEPTH``, so no nesting beyond either reader's limit.
    (pydantic-core's reader refuses what ``_load`` refuses in text, a byte order mark, bad
    UTF-8 or a lone surrogate; and the fast schema checks the numbers it reads, see
    ``_json_ok`` and ``_fast_schema``.)"""
    if len(text) <= _SHORT:
        return True
    if isinstance(text, str):
        return text.count("{") + text.count("[") < MAX_DEPTH
    return text.count(b"{") + text.count(b"[") < MAX_DEPTH


_SHORT = 2 * MAX_DEPTH
"""A JSON text of at most this many characters nests at most ``MAX_DEPTH`` deep (each level
takes two brackets), so ``_plain`` need not count its brackets."""


_AROUND = 32
"""How many typed arrays and objects ``_json_ok`` takes to be around the free JSON it checks:
it refuses free JSON that would then nest deeper than ``MAX_DEPTH``. A type whose typed values
nest deeper (``_depth``) has its text's brackets counted instead (``_plain``)."""


def _json_ok(value: Any) -> Any:
    """Free JSON read by the fast path, refused when ``check_data`` would refuse it: a
    number that is not finite (``NaN``, ``1e400``) or an integer of too many digits; and
    refused when nested so deep that, under ``_AROUND`` typed containers, the text would be
    deeper than ``MAX_DEPTH`` (the full way then reads it and decides). Only free JSON nests
    deeper than its type says, so the default reader of a type whose typed values nest at
    most ``_AROUND`` deep need not count the text's brackets."""
    found = _scan(value, _AROUND)
    if found is not None:
        raise ValueError(found[1])
    return value


_HOOKS_DROPPED: frozenset[Any] = frozenset(
    (_not_null, _null_as_list, _null_as_map, _integral, Model._gate.__func__)
)
"""The validator functions the fast path leaves out: on the input the fast path accepts, each
returns its input unchanged (``_gate`` has nothing to hide once unknown keys are refused)."""

_CONTEXT_FREE: frozenset[Any] = frozenset((_double, _json_ok))
"""The validator functions the fast path keeps that read no context (``_double`` checks an
integer read as a ``number``: every binding takes it only when a double holds it exactly)."""


_REFUSE: dict[str, Any] = {"type": "literal", "expected": [object()]}
"""A schema no JSON value passes: the fast path's type of an open model's unknown fields."""

_BOUNDS = {
    "greater_than_or_equal_validator": "ge",
    "less_than_or_equal_validator": "le",
    "greater_than_validator": "gt",
    "less_than_validator": "lt",
}
"""pydantic's functions that check a ``Field`` bound, by the number schema's key for it."""

_TIGHTER: dict[str, Callable[[Any, Any], Any]] = {
    "ge": max,
    "gt": max,
    "le": min,
    "lt": min,
    "min_length": max,
}
"""How two limits of one kind combine into the one that holds both."""


_Limit = tuple[str, tuple[str, ...], Any]
"""A limit: the core schema key that says it, the schema types it applies to, its value."""


def _limits(fn: Any) -> tuple[_Limit, ...] | None:
    """The limits a check function holds its value to, by the core schema key that says so
    and the schema types it applies to (a check that ignores values of other types passes
    them; those schemas get nothing): pydantic's own ``Field(ge=...)`` checks, and
    ``bounds`` and ``at_least`` outside the lenient mode."""
    own = getattr(fn, "acp_limits", None)
    if own is not None:
        limits: tuple[_Limit, ...] = own
        return limits
    key = _BOUNDS.get(str(getattr(getattr(fn, "func", None), "__name__", "")))
    keywords = getattr(fn, "keywords", None)
    if key is None or not isinstance(keywords, dict) or set(keywords) != {key}:
        return None
    return ((key, ("int", "float"), keywords[key]),)


def _tightened(schema: Any, limits: tuple[_Limit, ...]) -> Any:
    """A number, list or string schema with the limits added (each combined with one the
    schema has), or ``None`` for another kind of schema."""
    kind = schema.get("type")
    if kind not in ("int", "float", "list", "str"):
        return None
    out = dict(schema)
    for key, kinds, value in limits:
        if kind in kinds:
            out[key] = value if key not in out else _TIGHTER[key](out[key], value)
    return out


def _reader_takes_names() -> bool:
    """Whether pydantic-core's JSON reader takes a key spelled as a field's attribute name
    (``max_size`` for a wire name ``maxSize``) as that field's even when fields are read by wire name
    only (``validate_by_name=False``): it then neither reads the key nor keeps it as an unknown
    field, and the key is lost. pydantic-core 2.46 to 2.50.3 (pydantic 2.13.0 to 2.14.2) do
    so: their JSON reader matches each key against a table of every field's name and aliases,
    and a key that matched only a name, with names not read, counts as a field all the same.
    Asked of the reader itself, not of its version number."""
    probe = SchemaValidator(
        {
            "type": "model-fields",
            "fields": {
                "attr": {
                    "type": "model-field",
                    "schema": {"type": "int"},
                    "validation_alias": "wire",
                }
            },
            "extra_behavior": "forbid",
        },
        {"validate_by_name": False, "validate_by_alias": True},
    )
    try:
        probe.validate_json('{"wire": 1, "attr": 2}')
    except ValidationError:
        return False
    return True


_TAKES_NAMES = _reader_takes_names()


class _NameKeys:
    """Whether JSON text may hold a key spelled as one of some fields' attribute names: the
    guard of a fast validator whose reader takes such keys (``_reader_takes_names``). It looks
    for the name as a key (a string before a colon) and for any ``\\u`` escape (a key may spell
    a name with escapes); text it finds is read the full way, which keeps such a key as an
    unknown field."""

    def __init__(self, names: Iterable[str]) -> None:
        keys = "|".join(re.escape(n) for n in sorted(names))
        pattern = f'"(?:{keys})"[ \\t\\n\\r]*:|\\\\u'
        self._text = re.compile(pattern)
        self._bytes = re.compile(pattern.encode())

    def __call__(self, text: str | bytes | bytearray) -> bool:
        found = self._text.search(text) if isinstance(text, str) else self._bytes.search(text)
        return found is not None


_Fast = tuple[SchemaValidator, bool, _NameKeys | None]
"""A fast validator, whether it calls Python, and the guard its text must pass (or ``None``)."""

_fast: dict[tuple[Any, frozenset[str]], _Fast | None] = {}

_FAST_CONFIG: Any = {"cache_strings": False}
"""The fast validators' reader settings: strings are not looked up in pydantic-core's cache of
strings (by default every string of up to 64 bytes is, to share one object among equal
strings); a message's strings are seldom repeated, and making each is cheaper than the lookup
(about 5% of the fast validator's time on the bench stream). Values are equal either way."""


def _fast_validator(tp: Any, features: frozenset[str]) -> _Fast | None:
    """The fast validator of a model class with these features on (built on first use),
    whether it calls Python, and the guard its text must pass; ``None`` where there is none:
    a type of a feature that is off, or not a generated model."""
    key = (tp, features)
    if key in _fast:
        return _fast[key]
    validator: _Fast | None = None
    feature = _gated_types.get(tp)
    if issubclass(tp, Model) and (feature is None or feature in features):
        try:
            if not tp.__pydantic_complete__:
                tp.model_rebuild()  # built on first use (``defer_build``)
            memo: dict[int, Any] = {_FEATURES: features}
            original = tp.__pydantic_core_schema__
            if _recursive(original):
                # A type that holds itself: the copy would not keep which fields were given
                # (an explicit null inside it), so the full way reads it.
                raise TypeError("recursive")
            schema = _with_exact_definitions(original, _fast_schema(original, features, memo), memo)
            names: set[str] = memo.get(_NAMES, set())
            guard = _NameKeys(names) if _TAKES_NAMES and names else None
            validator = (SchemaValidator(schema, _FAST_CONFIG), _calls_python(schema, set()), guard)
        except (SchemaError, KeyError, TypeError, ValueError):
            # A schema this does not know how to simplify: the full way only.
            validator = None
    _fast[key] = validator
    return validator


def _recursive(schema: Any) -> bool:
    """Whether a core schema holds a model that holds itself (a recursive type)."""
    if not isinstance(schema, dict) or schema.get("type") != "definitions":
        return False
    nodes = [d for d in schema["definitions"] if isinstance(d, dict) and "ref" in d]
    root = schema["schema"]
    if isinstance(root, dict) and "ref" in root:
        nodes.append(root)

    def refs(node: Any, out: set[str]) -> set[str]:
        if isinstance(node, (list, tuple)):
            for x in node:
                refs(x, out)
        elif isinstance(node, dict):
            if node.get("type") == "definition-ref":
                out.add(node["schema_ref"])
            for k, v in node.items():
                if k not in ("serialization", "metadata"):
                    refs(v, out)
        return out

    graph = {d["ref"]: refs({k: v for k, v in d.items() if k != "ref"}, set()) for d in nodes}

    def is_model(d: Any) -> bool:
        inner = d.get("schema")
        return d.get("type") == "model" or (
            isinstance(inner, dict) and inner.get("type") == "model"
        )

    def reaches(start: str) -> bool:
        seen: set[str] = set()
        todo = sorted(graph[start])
        while todo:
            ref = todo.pop()
            if ref == start:
                return True
            if ref in seen or ref not in graph:
                continue
            seen.add(ref)
            todo.extend(graph[ref])
        return False

    # Free JSON is recursive too; only a model that holds itself counts.
    return any(reaches(d["ref"]) for d in nodes if is_model(d))


def _calls_python(schema: Any, seen: set[int]) -> bool:
    """Whether validating JSON with a core schema may call a Python function (which may read
    the context ``parse`` sets): a function validator or discriminator anywhere in it."""
    if isinstance(schema, list):
        return any(_calls_python(x, seen) for x in schema)
    if not isinstance(schema, dict) or id(schema) in seen:
        return False
    seen.add(id(schema))
    hook = schema.get("function")
    if (
        isinstance(hook, dict)
        and hook.get("function") not in _CONTEXT_FREE
        and not isinstance(hook.get("function"), _FixedGate)
    ):
        return True
    if callable(schema.get("discriminator")):
        return True
    return any(
        _calls_python(v, seen)
        for k, v in schema.items()
        if k not in ("serialization", "python_schema", "metadata")
    )


_JSON_CHECKED: Any = {
    "type": "function-after",
    "function": {"type": "no-info", "function": _json_ok},
    "schema": {"type": "any"},
}
"""Any JSON, refused where ``check_data`` would refuse it (the unknown fields of an open model)."""

_EXACT = "|exact"
"""Added to a definition's name for the copy ``_exact_schema`` makes of it."""

_NEEDED = -1
"""The key under which the memo of ``_fast_schema`` lists the definitions exact copies use."""

_FEATURES = -2
"""The key under which the memo of ``_fast_schema`` holds the features that are on."""

_NAMES = -3
"""The key under which the memo of ``_fast_schema`` lists the attribute names of fields that
differ from their wire names (keys the fast validator must not take as fields)."""


def _is_gate(hook: Any) -> bool:
    """Whether a validator schema's function is a model class's ``Model._gate``."""
    fn = hook.get("function") if isinstance(hook, dict) else None
    return getattr(fn, "__func__", None) is Model._gate.__func__ and isinstance(
        getattr(fn, "__self__", None), type
    )


def _exact_schema(schema: Any, memo: dict[int, Any], root: bool = False) -> Any:
    """A copy of a core schema that reads JSON exactly as the full way reads data: only what
    the full way refuses in any document (a number that is not finite, too many digits) is
    refused here. Definitions are named apart (``_EXACT``); the ones used are listed in
    ``memo[_NEEDED]`` for ``_with_exact_definitions`` to add."""
    if isinstance(schema, list):
        return [_exact_schema(x, memo) for x in schema]
    if isinstance(schema, tuple):
        return tuple(_exact_schema(x, memo) for x in schema)
    if not isinstance(schema, dict):
        return schema
    needed: set[str] = memo.setdefault(_NEEDED, set())
    if "ref" in schema and not root:
        needed.add(schema["ref"])
        return {"type": "definition-ref", "schema_ref": schema["ref"] + _EXACT}
    kind = schema.get("type")
    if kind == "definition-ref":
        needed.add(schema["schema_ref"])
        return {**schema, "schema_ref": schema["schema_ref"] + _EXACT}
    out = {
        k: v if k in ("serialization", "metadata", "ref") else _exact_schema(v, memo)
        for k, v in schema.items()
    }
    if "ref" in out:
        out["ref"] = out["ref"] + _EXACT
    if kind == "float":
        out["allow_inf_nan"] = False
    elif kind == "model" and (schema.get("config") or {}).get("extra_fields_behavior") == "allow":
        # An open model keeps unknown fields as free JSON: checked as free JSON is.
        fields_schema = out["schema"]
        if fields_schema.get("type") == "model-fields" and "extras_schema" not in fields_schema:
            out["schema"] = {**fields_schema, "extras_schema": _JSON_CHECKED}
    elif kind == "function-wrap" and _is_gate(schema["function"]):
        # The gate with this validator's features fixed: no context to read.
        gate = _FixedGate(schema["function"]["function"].__self__, memo[_FEATURES])
        out["function"] = {**schema["function"], "function": gate}
    elif kind == "json-or-python" and schema["json_schema"].get("type") == "any":
        inner = {k: v for k, v in out.items() if k not in ("ref", "metadata")}
        wrapped = {**_JSON_CHECKED, "schema": inner}
        return {**wrapped, "ref": out["ref"]} if "ref" in out else wrapped
    return out


def _with_exact_definitions(original: Any, fast: Any, memo: dict[int, Any]) -> Any:
    """The fast schema with the exact copies of the definitions its unions use."""
    needed: set[str] = memo.get(_NEEDED, set())
    if not needed:
        return fast
    found = _refs(original)
    copies: dict[str, Any] = {}
    while needed - set(copies):
        for ref in sorted(needed - set(copies)):
            copies[ref] = _exact_schema(found[ref], memo, root=True)
            needed = memo[_NEEDED]
    return {"type": "definitions", "schema": fast, "definitions": list(copies.values())}


def _fast_schema(schema: Any, features: frozenset[str], memo: dict[int, Any]) -> Any:
    """A copy of a core schema for the fast path (see above)."""
    if isinstance(schema, list):
        return [_fast_schema(x, features, memo) for x in schema]
    if not isinstance(schema, dict):
        return schema
    done = memo.get(id(schema))
    if done is not None:
        return done
    kind = schema.get("type")
    hook = (
        schema.get("function")
        if kind in ("function-before", "function-wrap", "function-after")
        else None
    )
    if isinstance(hook, dict):  # a validator (a serializer's "function" is the function itself)
        fn = hook["function"]
        if getattr(fn, "__func__", fn) in _HOOKS_DROPPED:
            inner = schema["schema"]
            if fn in (_not_null, _null_as_list, _null_as_map) and inner.get("type") == "nullable":
                # ``null`` is refused (the full way reads it as the hook says).
                inner = inner["schema"]
            out = dict(_fast_schema(inner, features, memo))
            for k in ("ref", "metadata"):
                if k in schema:
                    out[k] = schema[k]
            memo[id(schema)] = out
            return out
        limits = _limits(fn) if kind == "function-after" else None
        if limits is not None:
            # A check of bounds or of a least size, moved into the schema it follows (where
            # pydantic-core checks it), when that schema is a number, a list or a string.
            inner = _fast_schema(schema["schema"], features, memo)
            out = _tightened(inner, limits)
            if out is not None:
                for k in ("ref", "metadata"):
                    if k in schema:
                        out[k] = schema[k]
                memo[id(schema)] = out
                return out
    if kind == "json-or-python" and schema["json_schema"].get("type") == "any":
        # Free JSON (pydantic's ``JsonValue``): read as is, then checked as ``check_data`` checks.
        inner = {k: v for k, v in schema.items() if k not in ("ref", "metadata")}
        out = {
            "type": "function-after",
            "function": {"type": "no-info", "function": _json_ok},
            "schema": {
                **inner,
                "python_schema": _fast_schema(inner["python_schema"], features, memo),
            },
        }
        if "ref" in schema:
            out["ref"] = schema["ref"]
        memo[id(schema)] = out
        return out
    if kind == "union":
        # A member the fast path refuses would let a later member take the value: the members
        # are read exactly as the full way reads them (only what it refuses everywhere is
        # refused), in copies of their definitions (see ``_exact_schema``).
        out = {k: v for k, v in schema.items() if k != "choices"}
        out["choices"] = [
            (_exact_schema(c[0], memo), c[1]) if isinstance(c, tuple) else _exact_schema(c, memo)
            for c in schema["choices"]
        ]
        memo[id(schema)] = out
        return out
    out = {k: _fast_schema(v, features, memo) for k, v in schema.items()}
    memo[id(schema)] = out
    if kind == "float":
        out["allow_inf_nan"] = False
    elif kind == "model":
        cls = schema["cls"]
        out.pop("post_init", None)
        config = dict(out.get("config") or {})
        config["validate_by_name"] = False  # so that validate_json reads wire names only,
        config["validate_by_alias"] = True  # with no arguments to parse on every call
        out["config"] = config
        fields_schema = out["schema"]
        if fields_schema.get("type") == "model-fields":
            fields = dict(fields_schema["fields"])
            gated: dict[str, str] = getattr(cls, "_unstable_fields", {})
            names: set[str] = memo.setdefault(_NAMES, set())
            for attr, field in list(fields.items()):
                wire = field.get("validation_alias", attr)
                if wire != attr:
                    names.add(attr)
                feature = gated.get(wire) if isinstance(wire, str) else None
                if feature is not None and feature not in features:
                    # Its feature is off: absent, it takes its default as ever; present, the
                    # full way reads it as an unknown field.
                    inner = field["schema"]
                    if inner.get("type") == "default":
                        fields[attr] = {**field, "schema": {**inner, "schema": _REFUSE}}
                    else:
                        fields[attr] = {**field, "schema": _REFUSE}
                elif attr in getattr(cls, "_always_set", ()):
                    inner = field["schema"]
                    if inner.get("type") == "default":
                        fields[attr] = {**field, "schema": inner["schema"]}
            # Unknown fields are refused (an open model keeps them, which only the full way
            # does), but an open model's ``model_extra`` is still a dict, as the full way leaves it.
            refused: dict[str, Any]
            if config.get("extra_fields_behavior") == "allow":
                refused = {"extras_schema": _REFUSE}
            else:
                refused = {"extra_behavior": "forbid"}
            out["schema"] = {**fields_schema, "fields": fields, **refused}
    elif kind == "tagged-union":
        tag = schema["discriminator"]
        if isinstance(tag, (OpenTag, ClosedTag, MethodTag)):
            wire = tag.wire if isinstance(tag, (OpenTag, ClosedTag)) else "method"
            out["discriminator"] = wire
            out["choices"] = {
                k: v
                for k, v in out["choices"].items()
                if k != "__other__" and tag.gated.get(k, None) in (None, *features)
            }
    return out


def parse_json(
    tp: TypeForm[T], text: str | bytes | bytearray, *, unstable: Iterable[str] | None = None
) -> T:
    """Parses JSON text (read as ``read_json`` reads it) as a spec type, as ``parse`` does.
    Text that is not JSON is a ``DecodeError`` at ``$``."""
    if unstable is None:
        # The common case, kept short: the type's reader with the default features (the fast
        # validator and the checks that pydantic-core does not make, ``_default_reader``).
        read = _fast_default.get(tp)
        if read is None:
            read = _default_reader(tp)
        value: T = read(text)
        if value is not _MISS:
            return value  # (no ``cast``: a call on every message)
        return cast(T, _read_full(tp, type_name(tp), text, _codec._DEFAULT_UNSTABLE))
    features = frozenset(unstable)
    result: Any = _read_fast(tp, text, features)
    if result is _MISS:
        result = _read_full(tp, type_name(tp), text, features)
    return cast(T, result)


_Reader = Callable[[str | bytes | bytearray], Any]


def _in_strings(text: str | bytes | bytearray) -> int:
    """How many colons of JSON text that pydantic-core read (so valid JSON) are certainly
    inside strings, each counted once: a colon right before a ``/`` (outside strings a colon
    ends a member's name, and a value or white space follows it: ``https://``), and a colon
    right after a quote escaped by one backslash (``\\":``; outside strings there is no
    backslash). The text's colons less these are still at least its members, so a value
    with that many members repeats no name, as with the colons alone (``_default_reader``); a
    colon inside a string that neither finds is left to ``_repeats``."""
    if isinstance(text, str):
        s = text.count
        return s(":/") + s('\\":') - s('\\\\":') - s('\\":/') + s('\\\\":/')
    b = text.count
    return b(b":/") + b(b'\\":') - b(b'\\\\":') - b(b'\\":/') + b(b'\\\\":/')


def _repeats(text: str | bytes | bytearray) -> bool:
    """Whether JSON text names a member of some object twice: pydantic-core's reader keeps
    the last of repeated names, the full way rejects them. (Text that is not JSON, or not
    UTF-8, is refused by pydantic-core's reader too.)"""
    if not isinstance(text, str):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            return False
    try:
        # The reader's scanner, called directly: the first value only (pydantic-core refuses
        # anything after it), without ``decode``'s set-up. Text that starts with white space
        # is not a value at 0 (``StopIteration``): ``decode`` reads it.
        _SCAN(text, 0)
    except _RepeatedName:
        return True
    except StopIteration:
        try:
            _STRICT.decode(text)
        except _RepeatedName:
            return True
        except (ValueError, RecursionError):
            return False
    except (ValueError, RecursionError):
        return False
    return False


_SCAN: Callable[[str, int], Any] = cast(Any, json.scanner.make_scanner)(_STRICT)
"""A scanner of ``_STRICT``'s settings (``json``'s C scanner where there is one)."""


_fast_default: dict[Any, _Reader] = {}
"""How ``parse_json`` reads each type with the default features (see ``_default_reader``),
emptied when the defaults change."""
_codec._DEFAULTS_CHANGED.append(_fast_default.clear)


def _no_fast(text: str | bytes | bytearray) -> Any:
    """The reader of a type without a fast path: the full way reads every text."""
    return _MISS


def _default_reader(tp: Any) -> _Reader:
    """How ``parse_json`` reads a type with the default features, kept in ``_fast_default``:
    a function of the text that gives the value, or ``_MISS`` for text to be read the full way.
    It runs the fast validator's ``validate_json``, then makes the checks the full way makes
    that pydantic-core does not: repeated names (``_reader_code``), depth; with the context the
    validator reads set around it, if it reads any."""
    fast = _fast_validator(tp, _codec._DEFAULT_UNSTABLE) if isinstance(tp, type) else None
    if fast is None:
        _fast_default[tp] = _no_fast
        return _no_fast
    validate, features = fast[0].validate_json, _codec._DEFAULT_UNSTABLE
    with_context, guard = fast[1], fast[2]
    # Typed fields nest no deeper than the schema says (a type that holds itself has no fast
    # validator), and ``_json_ok`` refuses free JSON that would nest too deep under ``_AROUND``
    # typed containers: only a type whose typed values nest deeper has its text's brackets
    # counted.
    deep = _depth(tp.__pydantic_core_schema__) > _AROUND
    checked = _reader_code(tp)
    if guard is None and not with_context and not deep:
        plain = checked(validate)
        _fast_default[tp] = plain
        return plain

    def validate_in_context(text: str | bytes | bytearray) -> Any:
        token = _UNSTABLE.set(features)
        reading = _WIRE.set(True)
        try:
            return validate(text)
        finally:
            _UNSTABLE.reset(token)
            _WIRE.reset(reading)

    inner = checked(validate_in_context if with_context else validate)

    def read(text: str | bytes | bytearray) -> Any:
        if guard is not None and guard(text):
            return _MISS  # read the full way: see ``_reader_takes_names``
        if deep and not _plain(text):
            return _MISS  # the full way's to refuse (or read) text nested this deep
        return inner(text)

    _fast_default[tp] = read
    return read


def _bound_code(model: Any, refs: dict[str, Any], names: dict[str, Any]) -> list[str]:
    """Statements that set ``n`` to a cheap lower bound of the members of the value ``m`` (of
    the model schema's class, read by the fast validator) that its text gave: the fields the
    text gave it (its fields set: the fast validator reads wire names only and keeps no unknown
    field); for each field it always has that holds a model the fast validator read, that
    model's bound (``_bounder``, by the class of the value). A reader whose bound reaches the
    text's colons needs no exact count (``_Counting``): the value's members lie between the
    bound and the text's members, which are at most its colons."""
    lines = ["n = len(m.__pydantic_fields_set__)"]
    cls = model["cls"]
    for attr, field in model["schema"]["fields"].items():
        if not _required(cls, attr, field, True):
            continue
        by_class = _least_by_class(field["schema"], refs, True)
        table = {c: _bounder(c) for c, fast in by_class.items() if fast}
        table = {c: bound for c, bound in table.items() if bound is not None}
        if not table:
            continue
        if len(lines) == 1:
            lines.append("d = m.__dict__")
        value, inner = f"v{len(lines)}", f"k{len(lines)}"
        lines += [
            f"{value} = d[{attr!r}]",
            f"{inner} = {_named(names, table)}.get(type({value}))",
            f"if {inner} is not None:",
            f"    if type({inner}) is int:",
            f"        n += len({value}.__pydantic_fields_set__) + {inner}",
            "    else:",
            f"        n += {inner}({value})",
        ]
    return lines


def _compile_bounder(cls: Any) -> Any:
    """Compiles the bound of a model class's members (see ``_bounder``)."""
    model, refs = _model_schema(cls)
    fields = model["schema"]["fields"]
    wires = [f.get("validation_alias", attr) for attr, f in fields.items()]
    if not all(isinstance(w, str) for w in wires) or len(set(wires)) != len(wires):
        raise _NotFast(f"{cls.__name__}: fields not read by one wire name each")
    names: dict[str, Any] = {}
    held = _least_members(cls, True)[1]
    body: list[str] = []
    lists = False
    for attr, field in fields.items():
        kind, inner = _held_kind(field["schema"], refs)
        if kind is None:
            continue
        take = [f"v = d[{attr!r}]"]
        if kind == "list":
            by_class = _least_by_class(inner, refs, True)
            table = {c: _least_members(c, True)[1] for c, fast in by_class.items() if fast}
            if not table:
                continue
            lists = True
            take += [
                "if type(v) is list:",
                "    for x in v:",
                f"        k = {_named(names, table)}.get(type(x))",
                "        if k is not None:",
                "            n += len(x.__pydantic_fields_set__) + k",
            ]
        else:
            take += ["if type(v) is dict:", "    n += len(v)"]
        if _required(cls, attr, field, True):
            body += take
        else:
            body += [f"if {attr!r} in f:", *_indented(take)]
    if not lists:
        return held  # what the caller adds to the value's fields set (the common case: no call)
    lines = ["def bound(m):", "    f = m.__pydantic_fields_set__", f"    n = len(f) + {held}"]
    lines += ["    d = m.__dict__", *_indented(body)]
    lines.append("    return n")
    exec(compile("\n".join(lines), f"<bound of {cls.__qualname__}>", "exec"), names)  # noqa: S102
    return names["bound"]


def _bounder(cls: Any) -> Any:
    """The bound of a model class's members (on first use), or ``None``. For a value of the
    class read by the fast validator, a lower bound of the members its text gave: its fields
    set; the least members of the models its fields always hold (``_least_members``); where it
    has fields that hold lists, the fields set of each model in them (with the least members
    of what that model always holds) where the fast validator read that model, and the keys of
    each object (free JSON or a map) its fields hold. A class with no field that holds a list
    gets the least members of what it always holds, an ``int`` for the caller to add to the
    value's fields set (no call); else a compiled function of the value that gives it all."""
    return _bounders(cls)


def _held_kind(schema: Any, refs: dict[str, Any]) -> tuple[str | None, Any]:
    """What a field's schema holds for ``_bounder``: ``("list", items schema)`` for a list,
    ``("dict", None)`` for free JSON or a map, else ``(None, None)``; through references,
    defaults, ``nullable`` and the validator functions that give back the value they are given
    (the hooks the fast path drops, bounds checks), nothing else (a validator function may make
    a value from other text)."""
    for _ in range(64):
        kind = schema.get("type")
        if kind == "definitions":
            schema = schema["schema"]
        elif kind == "definition-ref":
            schema = refs[schema["schema_ref"]]
        elif kind in ("default", "nullable"):
            schema = schema["schema"]
        elif kind in ("function-before", "function-after", "function-wrap"):
            hook = schema.get("function")
            fn = hook.get("function") if isinstance(hook, dict) else None
            if getattr(fn, "__func__", fn) not in _HOOKS_DROPPED and _limits(fn) is None:
                return None, None
            schema = schema["schema"]
        elif kind == "list":
            return "list", schema.get("items_schema", {"type": "any"})
        elif kind == "dict" or (
            kind == "json-or-python" and schema["json_schema"].get("type") == "any"
        ):
            return "dict", None
        else:
            return None, None
    return None, None


def _required(cls: Any, attr: str, field: Any, fast: bool) -> bool:
    """Whether a text that a model of the class is read from always names a field: a field
    without a default; read by the fast validator, also one its model always sets (a tag:
    ``_fast_schema`` takes its default away)."""
    return field["schema"].get("type") != "default" or (
        fast and attr in getattr(cls, "_always_set", ())
    )


def _least_by_class(schema: Any, refs: dict[str, Any], fast: bool) -> dict[Any, bool]:
    """The model classes a value of a schema may be read as, directly (through references,
    ``nullable``, gates and unions only), each with whether the fast validator reads it there
    (``False`` when any way to it is an exact copy); empty where anything else may give a value
    (a validator function may make a model from other text). ``fast``: read by the fast
    validator's copy of the schema, where an untagged union's members are read by exact copies
    (``_exact_schema``), whose tags may be absent and whose fields sets may name fields the text
    did not (``_always_set``)."""
    found: dict[Any, bool] = {}
    other: list[Any] = []

    def walk(node: Any, depth: int, fast: bool) -> None:
        if depth > 64 or not isinstance(node, dict):
            other.append(node)
            return
        kind = node.get("type")
        if kind == "definitions":
            walk(node["schema"], depth + 1, fast)
        elif kind == "definition-ref":
            walk(refs.get(node["schema_ref"]), depth + 1, fast)
        elif kind == "nullable" or (kind == "function-wrap" and _gates(node)):
            walk(node["schema"], depth + 1, fast)
        elif kind in ("union", "tagged-union"):
            choices = node["choices"]
            inner = fast and kind == "tagged-union"
            for c in choices.values() if isinstance(choices, dict) else choices:
                walk(c[0] if isinstance(c, tuple) else c, depth + 1, inner)
        elif kind == "model":
            found[node["cls"]] = fast and found.get(node["cls"], True)
        elif kind not in _NO_MEMBERS:
            other.append(node)

    walk(schema, 0, fast)
    return {} if other else found


_least: dict[tuple[Any, bool], tuple[int, int]] = {}
"""The least members a text of each model class gives (``_least_members``), by class and
whether the fast validator reads it."""


def _least_members(cls: Any, fast: bool) -> tuple[int, int]:
    """The least members a text gives that a value of a model class is read from, as the
    members of the object itself and those of the models it holds: the member of each field
    it always names (``_required``, each read by its own wire name: a field read otherwise, or
    two fields of one wire name, make both 0), and the least members of the models those fields
    hold, when they hold nothing but models (the least over the classes a field may hold). A
    class being worked out (one that holds itself) counts 0."""
    key = (cls, fast)
    if key in _least:
        return _least[key]
    _least[key] = (0, 0)  # while being worked out
    own = held = 0
    try:
        model, refs = _model_schema(cls)
        fields = model["schema"]["fields"]
        wires = [f.get("validation_alias", attr) for attr, f in fields.items()]
        if all(isinstance(w, str) for w in wires) and len(set(wires)) == len(wires):
            for attr, field in fields.items():
                if not _required(cls, attr, field, fast):
                    continue
                inner = field["schema"]
                own += 1
                by_class = _least_by_class(inner, refs, fast)
                if by_class and _only_models(inner, refs):
                    held += min(sum(_least_members(c, f)) for c, f in by_class.items())
    except (_NotFast, KeyError, TypeError, ValueError):
        own = held = 0
    _least[key] = (own, held)
    return own, held


def _gates(schema: Any) -> bool:
    """Whether a ``function-wrap`` schema is a model's gate (``Model._gate``, ``_FixedGate``):
    it hides the fields of features that are off from the object its model reads, so a value
    it gives is that model's, read from that object."""
    return _is_gate(schema["function"]) or isinstance(
        schema["function"].get("function"), _FixedGate
    )


def _only_models(schema: Any, refs: dict[str, Any]) -> bool:
    """Whether every value of a schema is a model (no ``null``, no other kind of member)."""
    kind = schema.get("type")
    if kind == "definitions":
        return _only_models(schema["schema"], refs)
    if kind == "definition-ref":
        return _only_models(refs[schema["schema_ref"]], refs)
    if kind == "model":
        return True
    if kind == "function-wrap" and _gates(schema):
        return _only_models(schema["schema"], refs)
    if kind in ("union", "tagged-union"):
        choices = schema["choices"]
        return all(
            _only_models(c[0] if isinstance(c, tuple) else c, refs)
            for c in (choices.values() if isinstance(choices, dict) else choices)
        )
    return False


def _reader_names() -> dict[str, Any]:
    """What the code of a reader (``_reader_code``) names besides the classes and counters it
    uses."""
    return {
        "_MISS": _MISS,
        "_NOT_COUNTED": _NOT_COUNTED,
        "_in_strings": _in_strings,
        "_repeats": _repeats,
        "ValidationError": ValidationError,
        "_uncounted": _uncounted,
    }


def _reader_code(cls: Any) -> Callable[[Any], _Reader]:
    """Compiles, for a model class, a function that takes a validator and gives a reader of
    text (``_default_reader``): the value the validator reads, or ``_MISS`` where it refuses
    the text or the text may name a member twice. pydantic-core keeps the last of a repeated
    name, so the value then holds fewer members than the text names; every member takes a
    colon of the text. So a text with no more colons than the value's members repeats no name,
    nor one with no more colons outside strings (its colons less ``_in_strings``). A cheap
    lower bound of the members (``_bound_code``) settles most texts; else the members are
    counted by code written into the reader (``_Counting``, as a counter is), so that one call
    reads and checks. Else (a colon in a string that ``_in_strings`` misses, or a value not
    counted) ``_repeats`` reads the text."""
    names: dict[str, Any] = _reader_names()
    body = ["_uncounted()"]
    bound = ["n = -1"]
    try:
        model, refs = _model_schema(cls)
        for depth in range(_INLINE, -1, -1):
            names = _reader_names()
            body = _Counting(refs, names, depth).model(model, "m", 0)
            if len(body) <= _BUDGET or depth == 0:
                break
        bound = _bound_code(model, refs, names)
    except (_NotFast, KeyError, TypeError, ValueError):
        body = ["_uncounted()"]  # not counted: ``_repeats`` reads every text
    lines = [
        "def reader(validate):",
        "    def read(text):",
        "        try:",
        "            m = validate(text)",
        "        except ValidationError:",
        "            return _MISS  # read the full way, which finds and words the problem",
        '        colons = text.count(":") if type(text) is str else text.count(b":")',
        *("        " + line for line in bound),
        "        if n == colons:",
        "            return m  # at least as many members as colons (``_bound_code``)",
        "        colons -= _in_strings(text)  # still at least the text's members",
        "        if n == colons:",
        "            return m",
        "        n = 0",
        "        try:",
        *("            " + line for line in body),
        "        except _NOT_COUNTED:",
        "            return _MISS if _repeats(text) else m",
        "        if n == colons or not _repeats(text):",
        "            return m",
        "        return _MISS  # a repeated name: the full way rejects it",
        "    return read",
    ]
    code = "\n".join(lines)
    exec(compile(code, f"<reader of {cls.__qualname__}>", "exec"), names)  # noqa: S102
    made: Callable[[Any], _Reader] = names["reader"]
    return made


_CONTAINERS = frozenset(
    ("model", "list", "dict", "tuple", "set", "frozenset", "typed-dict", "dataclass")
)
"""The core schema types whose values are JSON arrays or objects (``_depth``)."""


def _depth(schema: Any) -> int:
    """How deep a core schema's typed values nest (arrays and objects), references followed;
    free JSON counts as nothing (``_json_ok`` notes it), a type that holds itself as no end."""
    refs: dict[str, Any] = {}
    if isinstance(schema, dict) and schema.get("type") == "definitions":
        refs = {d["ref"]: d for d in schema["definitions"] if isinstance(d, dict) and "ref" in d}
    done: dict[int, int] = {}

    def walk(node: Any, path: frozenset[int]) -> int:
        if isinstance(node, (list, tuple)):
            return max((walk(x, path) for x in node), default=0)
        if not isinstance(node, dict):
            return 0
        if node.get("type") == "definition-ref":
            node = refs.get(node["schema_ref"], {})
        if node.get("type") == "json-or-python" and node["json_schema"].get("type") == "any":
            return 0  # free JSON
        if id(node) in path:
            return MAX_DEPTH  # holds itself
        if id(node) in done:
            return done[id(node)]
        inner = path | {id(node)}
        deepest = max(
            (
                walk(v, inner)
                for k, v in node.items()
                if k not in ("serialization", "metadata", "ref")
            ),
            default=0,
        )
        depth = deepest + (1 if node.get("type") in _CONTAINERS else 0)
        done[id(node)] = depth
        return depth

    return walk(schema, frozenset())


def parse_json_named(
    tp: Any, name: str, text: str | bytes | bytearray, unstable: Iterable[str] | None = None
) -> Any:
    """``parse_json``, naming the type in errors as told."""
    features = _codec._DEFAULT_UNSTABLE if unstable is None else frozenset(unstable)
    result = _read_fast(tp, text, features)
    return _read_full(tp, name, text, features) if result is _MISS else result


_MISS: Any = object()
"""What ``_read_fast`` returns when the text is to be read the full way."""


def _read_fast(tp: Any, text: str | bytes | bytearray, features: frozenset[str]) -> Any:
    """The value, when the fast path reads the text; else ``_MISS``."""
    fast = _fast_validator(tp, features) if isinstance(tp, type) else None
    if fast is None or not _plain(text):
        return _MISS
    validator, with_context, guard = fast
    if guard is not None and guard(text):
        return _MISS  # see ``_reader_takes_names``
    if _repeats(text):
        return _MISS  # the full way rejects it
    if not with_context:
        try:
            return validator.validate_json(text)  # by wire names: see ``_fast_schema``
        except ValidationError:
            return _MISS  # read again the full way, which finds and words the problem
    token = _UNSTABLE.set(features)
    reading = _WIRE.set(True)
    try:
        return validator.validate_json(text)
    except ValidationError:
        return _MISS  # read again the full way, which finds and words the problem
    finally:
        _UNSTABLE.reset(token)
        _WIRE.reset(reading)


def _read_full(tp: Any, name: str, text: str | bytes | bytearray, features: frozenset[str]) -> Any:
    """Reads JSON text as ``_load`` reads it and parses the data as ``parse`` does."""
    try:
        data = _load(text)
    except _TextError as e:
        raise DecodeError(name, e.segments, e.problem) from None
    return parse_named(tp, name, data, features)


# ---- the members of a value the fast validator read (``_members``) ----
#
# For each model class, a function is compiled once from its core schema that adds up the
# members of the text the model was read from: the fields it was given (its fields set, which
# the fast validator fills with the fields the text names, wire names only), the members of
# the models it holds, and the keys of the free JSON and maps it holds. A model that keeps
# unknown fields (read in a union's member) or a value of a type the counter does not know
# stops the count (``_Uncounted``): the text is then read by ``_repeats``.


class _Uncounted(Exception):
    """Raised by a counter for a value it does not count."""


_NOT_COUNTED = (_Uncounted, KeyError, TypeError, AttributeError, RecursionError)


def _uncounted(value: Any = None) -> Any:
    raise _Uncounted


def _zero(value: Any) -> int:
    return 0


def _free_members(value: Any) -> int:
    """The keys of free JSON, at every depth."""
    kind = type(value)
    if kind is dict:
        return len(value) + sum([_free_members(v) for v in value.values()])
    if kind is list:
        return sum([_free_members(v) for v in value])
    return 0


class _PerClass:
    """A function compiled once per model class from its core schema, on first use: calling it
    gives the class's compiled function, or ``None`` where ``compile_one`` refuses the class
    (``_NotFast`` and the lookup errors of a schema it does not know). Compiled under a lock
    (one thread at a time), so that a class being compiled is only met again by its own
    compilation: a class that holds itself gets ``None``. ``compiled`` is the cache, for
    callers that look a class up before calling."""

    def __init__(self, compile_one: Any) -> None:
        self.compiled: dict[Any, Any] = {}
        self._building: set[Any] = set()
        self._lock = threading.RLock()
        self._compile_one = compile_one

    def __call__(self, cls: Any) -> Any:
        with self._lock:
            if cls in self.compiled:
                return self.compiled[cls]
            if cls in self._building:
                raise _NotFast(f"{cls.__name__} holds itself")
            done = None
            if isinstance(cls, type) and issubclass(cls, Model):
                self._building.add(cls)
                try:
                    done = self._compile_one(cls)
                except (_NotFast, KeyError, TypeError, ValueError):
                    done = None
                finally:
                    self._building.discard(cls)
            self.compiled[cls] = done
            return done


def _counter(cls: Any) -> Any:
    """The compiled counter of a model class (on first use), or ``None``."""
    return _counters(cls)


def _refs(schema: Any) -> dict[str, Any]:
    """Every schema of a core schema that has a ``ref``, by its ``ref``."""
    found: dict[str, Any] = {}
    seen: set[int] = set()

    def collect(node: Any) -> None:
        if isinstance(node, (list, tuple)):
            for x in node:
                collect(x)
        elif isinstance(node, dict) and id(node) not in seen:
            seen.add(id(node))
            if "ref" in node:
                found.setdefault(node["ref"], node)
            for k, v in node.items():
                if k not in ("serialization", "metadata"):
                    collect(v)

    collect(schema)
    return found


_PASSED = frozenset(("function-wrap", "function-before", "function-after", "default"))
"""Schemas that hold their inner schema's values (and write them its way when they have no
serializer of their own)."""


def _unwrap(schema: Any, refs: dict[str, Any]) -> Any:
    """A schema without what does not change what its values are: definitions, references,
    validator functions, defaults."""
    for _ in range(64):
        kind = schema.get("type")
        if kind == "definitions":
            schema = schema["schema"]
        elif kind == "definition-ref":
            schema = refs[schema["schema_ref"]]
        elif kind in _PASSED and "serialization" not in schema:
            schema = schema["schema"]
        else:
            return schema
    raise _NotFast("schema nested too deep")


def _model_schema(cls: Any) -> tuple[Any, dict[str, Any]]:
    """A model class's ``model`` schema and the references of its core schema."""
    if not cls.__pydantic_complete__:
        cls.model_rebuild()
    root = cls.__pydantic_core_schema__
    if _recursive(root):
        raise _NotFast(f"{cls.__name__} holds itself")
    refs = _refs(root)
    model = _unwrap(root, refs)
    if model.get("type") != "model" or model.get("cls") is not cls:
        raise _NotFast(f"{cls.__name__}: not a model schema")
    if model["schema"].get("type") != "model-fields":
        raise _NotFast(f"{cls.__name__}: fields outside ``model-fields``")
    return model, refs


def _compile_counter(cls: Any) -> Any:
    """Compiles the counter of a model class: one function, the models it holds written into
    it down to ``_INLINE`` levels (fewer where the code would grow past ``_BUDGET`` lines),
    deeper ones counted by their own counters."""
    model, refs = _model_schema(cls)
    for depth in range(_INLINE, -1, -1):
        names: dict[str, Any] = {"_uncounted": _uncounted}
        body = _Counting(refs, names, depth).model(model, "m", 0)
        if len(body) <= _BUDGET or depth == 0:
            break
    lines = ["def count(m):", "    n = 0", *("    " + line for line in body), "    return n"]
    code = "\n".join(lines)
    exec(compile(code, f"<counter of {cls.__qualname__}>", "exec"), names)  # noqa: S102
    return names["count"]


_INLINE = 3
"""How many levels of the models a model holds its counter counts in its own code."""

_BUDGET = 400
"""The most lines of code a counter's body may take with models counted in it."""


_counters = _PerClass(_compile_counter)
"""The counter of each model class (see ``_counter``)."""

_bounders = _PerClass(_compile_bounder)
"""The bound of each model class (see ``_bounder``)."""


def _named(names: dict[str, Any], value: Any) -> str:
    name = f"_n{len(names)}"
    names[name] = value
    return name


_NO_MEMBERS = frozenset(("str", "int", "bool", "float", "none", "literal"))
"""Schemas whose values hold no members."""


class _Counting:
    """Writes the statements of a counter that add the members of a value to ``n``. The
    values of the fast validator are what their schema says (of exactly its classes); a
    value that is not stops the count (``_uncounted``). A model counts the fields its text
    gave (its fields set: a field that is not required is counted inside only when given)
    and what they hold. Unknown fields (only a union's member read by an exact copy keeps
    them) are not counted: the text then has more colons than the count, and is read again."""

    def __init__(self, refs: dict[str, Any], names: dict[str, Any], inline: int) -> None:
        self.refs = refs
        self.names = names
        self.inline = inline
        self.fresh = 0

    def var(self, prefix: str) -> str:
        self.fresh += 1
        return f"{prefix}{self.fresh}"

    def model(self, schema: Any, var: str, level: int) -> list[str]:
        """The members of a model (of the schema's class, checked by the caller)."""
        fields_schema = schema["schema"]
        if fields_schema.get("type") != "model-fields":
            raise _NotFast(f"{schema['cls'].__name__}: fields outside ``model-fields``")
        given, held = self.var("f"), self.var("d")
        lines = [f"{given} = {var}.__pydantic_fields_set__", f"n += len({given})"]
        inner: list[str] = []
        for attr, field in fields_schema["fields"].items():
            value = self.var("v")
            sub = self.value(field["schema"], value, level)
            if sub is None:
                continue
            take = [f"{value} = {held}[{attr!r}]", *sub]
            if field["schema"].get("type") == "default":
                inner += [f"if {attr!r} in {given}:", *_indented(take)]
            else:
                inner += take  # required: every value read has it
        if inner:
            lines += [f"{held} = {var}.__dict__", *inner]
        return lines

    def value(self, schema: Any, var: str, level: int) -> list[str] | None:
        """Statements that count the members of the value in ``var``, or ``None`` for a
        schema whose values hold none."""
        schema = _unwrap(schema, self.refs)
        kind = schema.get("type")
        if kind in _NO_MEMBERS:
            return None
        if kind == "nullable":
            inner = self.value(schema["schema"], var, level)
            return None if inner is None else [f"if {var} is not None:", *_indented(inner)]
        if kind == "model":
            tp = _named(self.names, schema["cls"])
            return [
                f"if type({var}) is not {tp}:",
                "    _uncounted()",
                *self.member(schema, var, level),
            ]
        if kind == "json-or-python" and schema["json_schema"].get("type") == "any":
            return [f"n += {_named(self.names, _free_members)}({var})"]
        if kind == "list":
            item = self.var("x")
            sub = self.value(schema.get("items_schema", {"type": "any"}), item, level)
            return None if sub is None else [f"for {item} in {var}:", *_indented(sub)]
        if kind == "dict":
            item = self.var("x")
            sub = self.value(schema.get("values_schema", {"type": "any"}), item, level)
            more = [] if sub is None else [f"for {item} in {var}.values():", *_indented(sub)]
            return [f"n += len({var})", *more]
        if kind in ("union", "tagged-union"):
            return self.union(schema, var, level)
        raise _NotFast(f"a schema the counter does not know: {kind}")

    def member(self, schema: Any, var: str, level: int) -> list[str]:
        """The members of a model of the schema's class: counted here, or by its counter."""
        if level < self.inline:
            return self.model(schema, var, level + 1)
        count = _counter(schema["cls"])
        if count is None:
            raise _NotFast(f"{schema['cls'].__name__} has no counter")
        return [f"n += {_named(self.names, count)}({var})"]

    def union(self, schema: Any, var: str, level: int) -> list[str] | None:
        if schema["type"] == "union" and _sets_fields(schema, self.refs):
            # An untagged union's members are read by exact copies (``_exact_schema``), whose
            # models keep ``post_init``: it adds fields the text may not name (``_always_set``).
            return ["_uncounted()"]
        choices = schema["choices"]
        members = list(choices.values()) if isinstance(choices, dict) else choices
        models: dict[Any, Any] = {}
        for member in members:
            choice = _unwrap(member[0] if isinstance(member, tuple) else member, self.refs)
            sub = choice.get("type")
            if sub == "model":
                models.setdefault(choice["cls"], choice)
            elif sub in _NO_MEMBERS:
                continue  # counted as nothing below
            elif sub == "nullable" and self.value(choice, var, level) is None:
                continue
            else:
                raise _NotFast(f"a union member the counter does not know: {sub}")
        if not models:
            return None
        other = _named(self.names, _zero_or_uncounted)
        if len(models) > _CHAIN or level >= self.inline:
            # Many members: the counter of the value's class, looked up by its class.
            table = {cls: _counter(cls) for cls in models}
            found = {cls: count for cls, count in table.items() if count is not None}
            return [f"n += {_named(self.names, found)}.get(type({var}), {other})({var})"]
        kind = self.var("t")
        lines = [f"{kind} = type({var})"]
        for cls, choice in models.items():
            try:
                counted = self.member(choice, var, level)
            except (_NotFast, KeyError, TypeError, ValueError):
                continue  # a member it cannot count: a value of it stops the count (below)
            lines += [f"{'elif' if len(lines) > 1 else 'if'} {kind} is {_named(self.names, cls)}:"]
            lines += _indented(counted)
        # Any other value: a plain one holds no members; a model or a container stops the count.
        if len(lines) == 1:
            return [f"n += {other}({var})"]
        return [*lines, "else:", f"    n += {other}({var})"]


_CHAIN = 6
"""The most model members of a union whose values a counter tells apart by testing their class
against each in turn (and counts in its own code); a larger union looks the class up."""


def _indented(lines: list[str]) -> list[str]:
    return ["    " + line for line in lines]


def _sets_fields(schema: Any, refs: dict[str, Any]) -> bool:
    """Whether a schema reaches a model whose ``model_post_init`` adds fields to its fields set
    (a model with ``_always_set`` fields)."""
    seen: set[int] = set()

    def walk(node: Any) -> bool:
        if isinstance(node, (list, tuple)):
            return any(walk(x) for x in node)
        if not isinstance(node, dict) or id(node) in seen:
            return False
        seen.add(id(node))
        if node.get("type") == "definition-ref":
            return walk(refs.get(node["schema_ref"]))
        if node.get("type") == "model" and getattr(node["cls"], "_always_set", ()):
            return True
        return any(walk(v) for k, v in node.items() if k not in ("serialization", "metadata"))

    return walk(schema)


def _zero_or_uncounted(value: Any) -> int:
    """A union's value that no model member took: a plain value holds no members."""
    if isinstance(value, (Model, dict, list)):
        raise _Uncounted
    return 0
