"""Lenient parsing, opt-in. Where upstream parses leniently (the spec's ``@lenient``
fields, never a patch field), a bad value is dropped instead of failing the parse, and
every drop is reported. Anything else that is wrong still raises.

It parses strictly, and when the parse fails, asks the root type's generated lenient
function (``_leniency.py``, compiled from the spec) where: that function walks the
failure's path through the input and records the deepest lenient field or item on the
way. The parse drops it, reports it and tries again; a failure with no drop on its way
is the error.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from ._codec import check_first, validate
from ._errors import DecodeError, Seg, path_text
from ._leniency import LENIENT
from ._model import _MARKS, _REFUSALS, READING_LENIENTLY
from ._text import Marks, _load, _TextError
from ._translate import type_name

if TYPE_CHECKING:
    from typing_extensions import TypeForm

T = TypeVar("T")
Action = Literal["remove", "empty", "item"] | tuple[Literal["replace"], str]
"""A drop: the field left out, emptied, the item skipped, or (``("replace", value)``) an
unknown value of an enum with a catch-all value read as that value."""


@dataclass(frozen=True)
class Dropped:
    """One drop: where (a JSON path in the input, such as ``$.a.b[2]``), what, and why."""

    path: str
    drop: Literal["value", "item", "replaced"]
    """``value``: a field's bad value (left out, or an empty list for a required list);
    ``item``: a bad list item or map entry; ``replaced``: an unknown value of an enum with
    a catch-all value, read as that value."""
    problem: str


@dataclass(frozen=True)
class Lenient(Generic[T]):
    """A lenient parse: the value, and what was dropped to get it (sorted by path)."""

    value: T
    dropped: list[Dropped] = field(default_factory=list)


def _prune(
    v: Any,
    drops: dict[tuple[Seg, ...], Action],
    path: tuple[Seg, ...],
    marks: Marks,
    pruned: Marks,
) -> Any:
    """The input with the drops made; ``pruned`` notes the names each copied object
    repeats, as ``marks`` notes them of the input's."""
    here = drops.get(path)
    if isinstance(here, tuple):
        return here[1]
    if isinstance(v, list):
        return [
            _prune(x, drops, (*path, i), marks, pruned)
            for i, x in enumerate(v)
            if drops.get((*path, i)) != "item"
        ]
    if isinstance(v, dict):
        out: dict[str, Any] = {}
        for k, x in v.items():
            action = drops.get((*path, k))
            if action in ("remove", "item"):
                continue
            out[k] = [] if action == "empty" else _prune(x, drops, (*path, k), marks, pruned)
        repeated = marks.get(id(v))
        if repeated:
            pruned[id(out)] = repeated
        return out
    return v


_MISSING = object()
"""What a step gives when the path does not go on through the input."""


class Walk:
    """The walk of one failure's path through the input, for the generated lenient
    functions: each step follows the next segment of the path, in the input's own
    coordinates (a list's index skips the items dropped so far), and the deepest drop on
    the way is kept in ``found``."""

    def __init__(self, segs: Sequence[Seg], drops: dict[tuple[Seg, ...], Action]) -> None:
        self._segs = segs
        self._at = 0
        self._drops = drops
        self._path: list[Seg] = []
        self.found: tuple[tuple[Seg, ...], Action] | None = None

    def _next(self) -> Seg | None:
        return self._segs[self._at] if self._at < len(self._segs) else None

    def _step(self, seg: Seg) -> None:
        self._at += 1
        self._path.append(seg)

    def key(self, value: Any) -> str | None:
        """The next segment, when it is a key and ``value`` an object; otherwise None."""
        seg = self._next()
        return seg if isinstance(seg, str) and isinstance(value, dict) else None

    def tag(self, value: Any, tag_field: str) -> str | None:
        """The tag of a union's value, when it is a string."""
        tag = value.get(tag_field) if isinstance(value, dict) else None
        return tag if isinstance(tag, str) else None

    def field(self, value: Any, name: str, drop: Literal["remove", "empty"] | None) -> Any:
        """Steps into ``value``'s field ``name`` (the next segment), recording ``drop`` there."""
        if not isinstance(value, dict) or name not in value:
            return _MISSING
        self._step(name)
        if drop is not None:
            self.found = (tuple(self._path), drop)
        return value[name]

    def item(self, value: Any, drop: bool) -> Any:
        """Steps into the list item the next segment names (dropped there when ``drop``)."""
        seg = self._next()
        if not isinstance(seg, int) or not isinstance(value, list):
            return _MISSING
        kept = [j for j in range(len(value)) if self._drops.get((*self._path, j)) != "item"]
        if seg >= len(kept):
            return _MISSING
        self._step(kept[seg])
        if drop:
            self.found = (tuple(self._path), "item")
        return value[kept[seg]]

    def entry(self, value: Any, drop: bool) -> Any:
        """Steps into the map entry the next segment names (dropped there when ``drop``)."""
        seg = self._next()
        if not isinstance(seg, str) or not isinstance(value, dict) or seg not in value:
            return _MISSING
        self._step(seg)
        if drop:
            self.found = (tuple(self._path), "item")
        return value[seg]

    def catch_all(self, value: Any, with_: str) -> None:
        """The failure is at ``value``, a string of an enum with a catch-all value: it reads
        as ``with_``."""
        if self._at == len(self._segs) and isinstance(value, str):
            self.found = (tuple(self._path), ("replace", with_))


def parse_lenient(
    tp: TypeForm[T], data: object, *, unstable: Iterable[str] | None = None
) -> Lenient[T]:
    """Parses like ``parse``, but leniently where upstream does: a bad value of a lenient
    field is left out (a required list becomes empty), a bad item of a lenient list is
    skipped, and each drop is reported. Anything else still raises ``DecodeError``, as
    does what every parse checks first (nesting, strings, numbers), wherever it is. A
    type outside the spec's registry parses strictly."""
    result: Lenient[T] = parse_lenient_named(tp, type_name(tp), data, unstable)
    return result


def parse_lenient_named(
    tp: Any,
    name: str,
    data: object,
    unstable: Iterable[str] | None = None,
    marks: Marks | None = None,
) -> Lenient[Any]:
    """``parse_lenient``, naming the type in errors as told (two versions may share one
    Python type). ``marks``: the names each object of JSON text repeats (``_load``)."""
    features = None if unstable is None else frozenset(unstable)
    check_first(tp, name, data, features)
    drops: dict[tuple[Seg, ...], Action] = {}
    lenient = LENIENT.get(name)
    dropped: list[Dropped] = []
    while True:
        reading = READING_LENIENTLY.set(True)
        pruned: Marks = {}
        pruned_data = _prune(data, drops, (), marks or {}, pruned)
        repeated = _MARKS.set(pruned if marks else None)
        refusals = _REFUSALS.set({} if marks else None)
        try:
            value = validate(tp, pruned_data, name, features)
        except DecodeError as e:
            walk = Walk(e.segments, drops)
            if lenient is not None:
                lenient(walk, data)
            at = walk.found
            if at is None or at[0] in drops:
                raise
            drops[at[0]] = at[1]
            kind: Literal["value", "item", "replaced"] = (
                "item" if at[1] == "item" else "replaced" if isinstance(at[1], tuple) else "value"
            )
            dropped.append(Dropped(path_text(at[0]), kind, e.problem))
            continue
        finally:
            READING_LENIENTLY.reset(reading)
            _MARKS.reset(repeated)
            _REFUSALS.reset(refusals)
        return Lenient(value, sorted(dropped, key=lambda d: d.path))


def parse_lenient_json(
    tp: TypeForm[T], text: str | bytes | bytearray, *, unstable: Iterable[str] | None = None
) -> Lenient[T]:
    """``parse_lenient`` of JSON text, read as ``parse_json`` reads it: text that is not
    JSON is a ``DecodeError`` at ``$`` that names the type."""
    result: Lenient[T] = parse_lenient_json_named(tp, type_name(tp), text, unstable)
    return result


def parse_lenient_json_named(
    tp: Any, name: str, text: str | bytes | bytearray, unstable: Iterable[str] | None = None
) -> Lenient[Any]:
    """``parse_lenient_json``, naming the type in errors as told."""
    marks: Marks = {}
    try:
        data = _load(text, marks=marks)
    except _TextError as e:
        raise DecodeError(name, e.segments, e.problem) from None
    return parse_lenient_named(tp, name, data, unstable, marks)
