"""JSON text: the limits every binding keeps, the checks of a whole document (depth, lone
surrogates, numbers), the reader (integers exact, repeated member names found) and the canonical
writer."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Iterable
from typing import Annotated, Any, TypeVar

from pydantic import SerializerFunctionWrapHandler, ValidationError, WrapSerializer

from ._errors import DecodeError, Seg, path_text

T = TypeVar("T")

MAX_INTEGER_DIGITS = 4300
"""The most digits an integer may have in every binding (Python's own limit on reading one)."""
_TOO_WIDE = 10**MAX_INTEGER_DIGITS


MAX_DEPTH = 128
"""The most arrays and objects a JSON document may nest, in every binding (``[]`` is depth 1)."""
_DEEP = f"nested deeper than {MAX_DEPTH} arrays and objects"
_LONE = "a lone surrogate in a string"
_SURROGATE = re.compile("[\ud800-\udfff]")

_Found = tuple[list[Seg], str]
"""A problem found by ``_scan``: its path (innermost step first) and what is wrong."""


def _lone(s: str) -> bool:
    return not s.isascii() and _SURROGATE.search(s) is not None


def _scan(value: object, depth: int = 0) -> _Found | None:
    """The first thing in JSON data (document order) that no binding takes, whatever the
    type: a container nested deeper than ``MAX_DEPTH``, a lone surrogate in a string or a
    key, a float that is not finite, or an integer of more than ``MAX_INTEGER_DIGITS``
    digits. ``depth`` is the number of containers around ``value``. Plain values are
    checked inline, so that only containers (and odd values) cost a call."""
    t = type(value)
    if t is dict or (t is not list and isinstance(value, dict)):
        if depth >= MAX_DEPTH:
            return [], _DEEP
        for k, v in value.items():  # type: ignore[attr-defined]
            if type(k) is str and not k.isascii() and _SURROGATE.search(k) is not None:
                return [], _LONE
            tv = type(v)
            if tv is str:
                if v.isascii() or _SURROGATE.search(v) is None:
                    continue
            elif (
                tv is bool
                or v is None
                or (tv is int and -_TOO_WIDE < v < _TOO_WIDE)
                or (tv is float and v - v == 0.0)  # finite: inf - inf and nan - nan are nan
            ):
                continue
            found = _scan(v, depth + 1)
            if found is not None:
                found[0].append(k)
                return found
        return None
    if t is list or isinstance(value, list):
        if depth >= MAX_DEPTH:
            return [], _DEEP
        for i, v in enumerate(value):  # type: ignore[arg-type]
            tv = type(v)
            if tv is str:
                if v.isascii() or _SURROGATE.search(v) is None:
                    continue
            elif (
                tv is bool
                or v is None
                or (tv is int and -_TOO_WIDE < v < _TOO_WIDE)
                or (tv is float and v - v == 0.0)  # finite: inf - inf and nan - nan are nan
            ):
                continue
            found = _scan(v, depth + 1)
            if found is not None:
                found[0].append(i)
                return found
        return None
    if isinstance(value, str):
        return ([], _LONE) if _lone(value) else None
    if isinstance(value, float):
        return None if math.isfinite(value) else ([], f"{value} is not a finite number")
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _TOO_WIDE:
        return [], f"an integer of more than {MAX_INTEGER_DIGITS} digits"
    return None


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


class _TextError(Exception):
    """JSON text that cannot be read: where (``$``, or the path of a container nested too
    deep) and why."""

    def __init__(self, segments: list[Seg], problem: str) -> None:
        super().__init__(problem)
        self.segments = segments
        self.problem = problem


_SPACE = re.compile(r"[ \t\n\r]*")
_SCALAR = re.compile(r"(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][+-]?[0-9]+)?|(true|false|null)")
_WORDS: dict[str, Any] = {"true": True, "false": False, "null": None}


def _read_nested(text: str, limit: int | None, unique: bool = False) -> Any:
    """Reads JSON text without recursion, for text nested too deep for ``json.loads``, and
    to find where a name is repeated. With a ``limit``, a container nested deeper stops the
    read with its path; without one, the whole value is built (the harness reads its tasks
    this way). With ``unique``, a name an object already has stops the read at the object's
    path; else the last of repeated names is kept."""
    stack: list[list[Any]] = []  # [container, key of the value being read]
    n = len(text)
    i = _SPACE.match(text, 0).end()  # type: ignore[union-attr]

    def fail(what: str, at: int | None = None) -> _TextError:
        return _TextError([], f"not JSON: {what} at character {i if at is None else at}")

    def string(at: int) -> tuple[str, int]:
        try:
            found: tuple[str, int] = json.decoder.scanstring(text, at + 1)  # type: ignore[attr-defined]
        except json.JSONDecodeError as e:
            raise _TextError([], f"not JSON: {e.msg} at character {e.pos}") from None
        return found

    def key(at: int) -> tuple[str, int]:
        if not text.startswith('"', at):
            raise fail("expected a key", at)
        k, at = string(at)
        at = _SPACE.match(text, at).end()  # type: ignore[union-attr]
        if not text.startswith(":", at):
            raise fail("expected ':'", at)
        return k, _SPACE.match(text, at + 1).end()  # type: ignore[union-attr]

    while True:
        c = text[i] if i < n else ""
        value: Any
        if c in ("{", "["):
            if limit is not None and len(stack) >= limit:
                raise _TextError(
                    [e[1] if isinstance(e[0], dict) else len(e[0]) for e in stack], _DEEP
                )
            i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]
            if c == "{" and not text.startswith("}", i):
                k, i = key(i)
                stack.append([{}, k])
                continue
            if c == "[" and not text.startswith("]", i):
                stack.append([[], None])
                continue
            value = {} if c == "{" else []
            i += 1
        elif c == '"':
            value, i = string(i)
        else:
            m = _SCALAR.match(text, i)
            if m is None:
                raise fail("expected a value")
            i = m.end()
            if m.group(4):
                value = _WORDS[m.group(4)]
            elif m.group(2) or m.group(3):
                value = float(m.group(0))
            elif len(m.group(1).lstrip("-")) > MAX_INTEGER_DIGITS:
                raise _TextError([], f"an integer of more than {MAX_INTEGER_DIGITS} digits")
            else:
                value = int(m.group(0))
        while True:
            i = _SPACE.match(text, i).end()  # type: ignore[union-attr]
            if not stack:
                if i != n:
                    raise fail("extra data")
                return value
            top = stack[-1]
            container = top[0]
            if isinstance(container, dict):
                container[top[1]] = value
            else:
                container.append(value)
            c = text[i] if i < n else ""
            if c == ",":
                i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]
                if isinstance(container, dict):
                    top[1], i = key(i)
                    if unique and top[1] in container:
                        raise _TextError(
                            [e[1] if isinstance(e[0], dict) else len(e[0]) for e in stack[:-1]],
                            _repeated(top[1]),
                        )
                break
            if c != ("}" if isinstance(container, dict) else "]"):
                raise fail("expected ',' or a closing bracket")
            i += 1
            value = stack.pop()[0]


_REPEATED_PREFIX = "duplicate member "


def _repeated(name: str) -> str:
    """The problem of an object that names a member twice."""
    return f"{_REPEATED_PREFIX}{json.dumps(name, ensure_ascii=False)}"


class _RepeatedName(Exception):
    """Raised by ``_unique`` while ``json.loads`` reads: an object names a member twice."""


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """The ``object_pairs_hook`` of a strict read: an object, unless it names a member twice."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        raise _RepeatedName
    return obj


_STRICT = json.JSONDecoder(object_pairs_hook=_unique, parse_constant=_reject_constant)

Marks = dict[int, tuple[str, ...]]
"""The names each object of a lenient read repeats (in document order), by the object's ``id``."""


def _marking(marks: Marks) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """The ``object_pairs_hook`` of a lenient read: the last of repeated names is kept, and
    the names an object repeats are noted in ``marks`` (the lenient parse rejects a repeated
    field or tag, see ``_check_repeated``)."""

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            names: dict[str, None] = {}
            for k, _ in pairs:
                if k in seen:
                    names.setdefault(k)
                seen.add(k)
            marks[id(obj)] = tuple(names)
        return obj

    return hook


def _load(
    text: str | bytes | bytearray, limit: int | None = MAX_DEPTH, marks: Marks | None = None
) -> Any:
    """Reads JSON text as every binding does: bytes as strict UTF-8 without a BOM,
    integers exactly, other numbers as doubles, no ``NaN`` or ``Infinity``. Without
    ``marks``, an object that names a member twice (names compared after unescaping) is an
    error at the object's path, the first in document order; with ``marks``, the last of
    repeated names is kept and ``marks`` notes which names each object repeats (see
    ``_marking``). Raises ``_TextError``. Depth and strings are checked by ``_scan``,
    except in text nested too deep for ``json.loads``, which is read without recursion."""
    if not isinstance(text, str):
        raw = bytes(text)
        if raw.startswith(b"\xef\xbb\xbf"):
            raise _TextError([], "JSON text must not start with a byte order mark")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise _TextError([], f"JSON text must be UTF-8: {e.reason} at byte {e.start}") from None
    elif text.startswith("\ufeff"):
        raise _TextError([], "JSON text must not start with a byte order mark")
    try:
        if marks is None:
            return _STRICT.decode(text)
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_marking(marks))
    except _RepeatedName:
        # Where: read again, stopping at the first repeated name (or whatever comes first).
        return _read_nested(text, limit, unique=True)
    except RecursionError:
        return _read_nested(text, limit, unique=marks is None)
    except json.JSONDecodeError as e:
        raise _TextError([], f"not JSON: {e.msg} at character {e.pos}") from None
    except ValueError as e:
        if "integer string conversion" in str(e):
            raise _TextError([], f"an integer of more than {MAX_INTEGER_DIGITS} digits") from None
        raise _TextError([], f"not JSON: {e}") from None


def read_json(text: str | bytes) -> Any:
    """Reads JSON text as every binding does: UTF-8 (bytes without a BOM), integers
    exactly (at most ``MAX_INTEGER_DIGITS`` digits), other numbers as finite doubles, no
    ``NaN`` or ``Infinity``, no lone surrogate, at most ``MAX_DEPTH`` levels of nesting,
    no object naming a member twice. Raises ``DecodeError`` (type name ``JSON``) for anything
    else."""
    try:
        value = _load(text)
    except _TextError as e:
        raise DecodeError("JSON", e.segments, e.problem) from None
    found = _scan(value)
    if found is not None:
        raise DecodeError("JSON", reversed(found[0]), found[1])
    return value


def _sort_keys(value: Any, handler: SerializerFunctionWrapHandler) -> Any:
    out = handler(value)
    return {k: out[k] for k in sorted(out)} if isinstance(out, dict) else out


StrMap = Annotated[dict[str, T], WrapSerializer(_sort_keys)]
"""An object with free keys and typed values; keys are written by code point."""


def _number(value: Any) -> Any:
    """An integral float below 2^53 as an int, as every generated language writes it."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    return value


def _sorted_json(value: Any) -> Any:
    """Free-form JSON in canonical form: object keys sorted, integral numbers as ints."""
    if isinstance(value, dict):
        return {k: _sorted_json(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return [_sorted_json(v) for v in value]
    return _number(value)


def _numbers(value: Any) -> Any:
    """Canonical numbers in an already ordered structure (key order kept)."""
    if isinstance(value, dict):
        return {k: _numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_numbers(v) for v in value]
    return _number(value)


def es_number(x: float) -> str:
    """A float as ECMAScript's Number::toString writes it (RFC 8785): the shortest
    digits that read back as ``x``, in integer, decimal or exponent form by its rules."""
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    r = repr(abs(x))
    mantissa, _, exp_text = r.partition("e")
    whole, _, frac = mantissa.partition(".")
    exp = int(exp_text or "0") - len(frac)
    digits = (whole + frac).lstrip("0")
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    k = len(digits)
    n = exp + k
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    tail = ("." + digits[1:]) if k > 1 else ""
    return f"{sign}{digits[0]}{tail}e{'+' if e > 0 else '-'}{abs(e)}"


_quote: Callable[[str], str] = json.encoder.encode_basestring
"""A string as JSON text, as ``json.dumps(s, ensure_ascii=False)`` writes it (without its set-up cost)."""


def canonical_text(value: object) -> str:
    """Compact JSON of plain data: keys in the order given, numbers by ``es_number``."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return es_number(value)
    if isinstance(value, str):
        return _quote(value)
    if isinstance(value, dict):
        items = (_quote(k) + ":" + canonical_text(v) for k, v in value.items())
        return "{" + ",".join(items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical_text(v) for v in value) + "]"
    raise TypeError(f"not JSON data: {type(value).__name__}")
