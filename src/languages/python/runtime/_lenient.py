"""Lenient parsing, opt-in. Where upstream parses leniently (the spec's ``@lenient``
fields, never a patch field), a bad value is dropped instead of failing the parse, and
every drop is reported. Anything else that is wrong still raises.

The interpreter reads ``leniency.json``, which acp-codegen generates from the spec: per
type, the fields that lead to a lenient field. It parses strictly, and when the parse
fails under a lenient field or item, drops that field or item and tries again.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from ._runtime import (
    READING_LENIENTLY,
    DecodeError,
    Seg,
    _load,
    _TextError,
    check_data,
    gate_check,
    path_text,
    type_name,
    validate,
)

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


@cache
def _graphs() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("leniency.json").read_text(encoding="utf-8")
    graphs: dict[str, Any] = json.loads(text)
    return graphs


def _prune(v: Any, drops: dict[tuple[Seg, ...], Action], path: tuple[Seg, ...]) -> Any:
    here = drops.get(path)
    if isinstance(here, tuple):
        return here[1]
    if isinstance(v, list):
        return [
            _prune(x, drops, (*path, i)) for i, x in enumerate(v) if drops.get((*path, i)) != "item"
        ]
    if isinstance(v, dict):
        out: dict[str, Any] = {}
        for k, x in v.items():
            action = drops.get((*path, k))
            if action in ("remove", "item"):
                continue
            out[k] = [] if action == "empty" else _prune(x, drops, (*path, k))
        return out
    return v


def _resolve(graph: dict[str, Any], node: Any) -> Any:
    for _ in range(64):
        decl = graph.get(node["ref"]) if isinstance(node, dict) and "ref" in node else None
        if not isinstance(decl, dict) or "alias" not in decl:
            break
        node = decl["alias"]
    return node


def _locate(
    graph: dict[str, Any],
    root: str,
    data: Any,
    segs: Iterable[Seg],
    drops: dict[tuple[Seg, ...], Action],
) -> tuple[tuple[Seg, ...], Action] | None:
    node: Any = {"ref": root}
    value = data
    items = False
    path: list[Seg] = []
    found: tuple[tuple[Seg, ...], Action] | None = None
    for seg in segs:
        node = _resolve(graph, node)
        if not isinstance(node, dict):
            break
        if "ref" in node:
            decl = graph.get(node["ref"])
            if not isinstance(decl, dict) or "fields" not in decl or not isinstance(value, dict):
                break
            fields: dict[str, Any] = dict(decl["fields"])
            if "tag" in decl:
                tag = value.get(decl["tag"])
                payload = graph.get(decl["variants"].get(tag, "")) if isinstance(tag, str) else None
                if isinstance(payload, dict) and "fields" in payload:
                    fields = {**payload["fields"], **decl["fields"]}
            if not isinstance(seg, str) or seg not in fields or seg not in value:
                break
            f = fields[seg]
            path.append(seg)
            value = value[seg]
            if "value" in f:
                found = (tuple(path), f["value"])
            node = f["type"]
            items = f.get("items") is True
        elif "list" in node:
            if not isinstance(seg, int) or not isinstance(value, list):
                break
            kept = [j for j in range(len(value)) if drops.get((*path, j)) != "item"]
            if seg >= len(kept):
                break
            path.append(kept[seg])
            value = value[kept[seg]]
            if items:
                found = (tuple(path), "item")
            node = node["list"]
            items = False
        else:
            if not isinstance(seg, str) or not isinstance(value, dict) or seg not in value:
                break
            path.append(seg)
            value = value[seg]
            if items:
                found = (tuple(path), "item")
            node = node["map"]
            items = False
    else:
        # The failure is at a value of an enum with a catch-all value: an unknown string
        # reads as that value.
        node = _resolve(graph, node)
        decl = graph.get(node["ref"]) if isinstance(node, dict) and "ref" in node else None
        catch_all = decl.get("catchAll") if isinstance(decl, dict) else None
        if isinstance(catch_all, str) and isinstance(value, str):
            found = (tuple(path), ("replace", catch_all))
    return found


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
    tp: Any, name: str, data: object, unstable: Iterable[str] | None = None
) -> Lenient[Any]:
    """``parse_lenient``, naming the type in errors as told (two versions may share one
    Python type)."""
    features = None if unstable is None else frozenset(unstable)
    gate_check(tp, name, features)
    check_data(name, data)
    drops: dict[tuple[Seg, ...], Action] = {}
    version, _, root = name.partition(".")
    graph: dict[str, Any] = _graphs().get(version, {})
    dropped: list[Dropped] = []
    while True:
        reading = READING_LENIENTLY.set(True)
        try:
            value = validate(tp, _prune(data, drops, ()), name, features)
        except DecodeError as e:
            at = _locate(graph, root, data, e.segments, drops)
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
    try:
        data = _load(text)
    except _TextError as e:
        raise DecodeError(name, e.segments, e.problem) from None
    return parse_lenient_named(tp, name, data, unstable)
