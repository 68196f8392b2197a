"""The full way between JSON data and spec types: ``parse`` (data read and checked, errors
located), ``dump`` (a value back to JSON data), and the unstable features every parse switches
on unless told otherwise (``set_default_unstable``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, JsonValue, ValidationError

from ._errors import DecodeError
from ._model import _UNSTABLE, _WIRE, _adapter, _gated_types
from ._text import _DEEP, _scan, _sorted_json
from ._translate import _decode_error, type_name

if TYPE_CHECKING:
    from typing_extensions import TypeForm

T = TypeVar("T")


_DEFAULT_UNSTABLE: frozenset[str] = frozenset()
"""The features ``parse`` switches on when it is given none: the package's configured defaults."""


_DEFAULTS_CHANGED: list[Callable[[], None]] = []
"""What ``set_default_unstable`` calls after a change: the caches of readers of the defaults."""


def set_default_unstable(features: Iterable[str]) -> None:
    """Sets the features every ``parse`` switches on unless told otherwise (the generated package calls it)."""
    global _DEFAULT_UNSTABLE
    _DEFAULT_UNSTABLE = frozenset(features)
    for changed in _DEFAULTS_CHANGED:
        changed()


def parse(tp: TypeForm[T], data: object, *, unstable: Iterable[str] | None = None) -> T:
    """Parses JSON data (as from ``json.loads``) as a spec type, by wire names only.

    Only the stable surface is known unless ``unstable`` switches features on: a
    variant or field of a feature that is off is unknown (kept where the union or
    object is open, an error where it is closed). Raises ``DecodeError`` (a
    ``ValueError``) for anything the spec forbids, with the JSON path of the problem."""
    result: T = parse_named(tp, type_name(tp), data, unstable)
    return result


def parse_named(tp: Any, name: str, data: object, unstable: Iterable[str] | None = None) -> Any:
    """``parse``, naming the type in errors as told (two versions may share one Python type)."""
    features = None if unstable is None else frozenset(unstable)
    check_first(tp, name, data, features)
    return validate(tp, data, name, features)


def check_first(tp: Any, name: str, data: object, unstable: frozenset[str] | None) -> None:
    """What every parse checks before the type: nesting deeper than ``MAX_DEPTH`` first (as
    every binding's reader meets it before anything else), then a type of an unstable
    feature that is off, then the rest of ``check_data`` (strings, numbers)."""
    found = _scan(data)
    if found is not None and found[1] == _DEEP:
        raise DecodeError(name, reversed(found[0]), found[1])
    gate_check(tp, name, unstable)
    if found is not None:
        raise DecodeError(name, reversed(found[0]), found[1])


def gate_check(tp: Any, name: str, unstable: frozenset[str] | None) -> None:
    """Refuses a type of an unstable feature that is off, before anything else."""
    feature = _gated_types.get(tp)
    if feature is not None and feature not in (_DEFAULT_UNSTABLE if unstable is None else unstable):
        raise DecodeError(
            name, (), f"this type belongs to the unstable feature {feature!r}, which is off"
        )


def check_data(name: str, data: object) -> None:
    """What every parse checks first, whatever the type: nesting, strings, numbers."""
    found = _scan(data)
    if found is not None:
        raise DecodeError(name, reversed(found[0]), found[1])


def validate(tp: Any, data: object, name: str, unstable: Iterable[str] | None = None) -> Any:
    """Validates data ``check_data`` has passed as the type ``tp`` (named ``name``)."""
    key: Any = tp
    token = _UNSTABLE.set(_DEFAULT_UNSTABLE if unstable is None else frozenset(unstable))
    reading = _WIRE.set(True)
    try:
        try:
            return _adapter(key).validate_python(data, by_alias=True, by_name=False)
        except ValidationError as e:
            raise _decode_error(name, tp, data, e) from e
    finally:
        _UNSTABLE.reset(token)
        _WIRE.reset(reading)


def dump(value: object, tp: Any = None) -> JsonValue:
    """Serializes a parsed value back to JSON data. Free-form JSON (a value with no model
    in it) comes back in canonical form, keys sorted, as nested free-form JSON does."""
    key: Any = type(value) if tp is None else tp
    result: JsonValue = _adapter(key).dump_python(value, mode="json", by_alias=True)
    if isinstance(value, (dict, list)) and not _has_model(value):
        sorted_result: JsonValue = _sorted_json(result)
        return sorted_result
    return result


def _has_model(value: object) -> bool:
    if isinstance(value, BaseModel):
        return True
    if isinstance(value, dict):
        return any(_has_model(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_model(v) for v in value)
    return False
