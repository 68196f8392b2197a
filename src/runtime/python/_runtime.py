"""Support code for the generated models. Import ``parse``, ``dump``, ``to_json`` and
``patch_state`` from the package root; the rest is not part of the stable API."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from contextvars import ContextVar
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Generic, Literal, TypeVar

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    ModelWrapValidatorHandler,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    Strict,
    TypeAdapter,
    ValidationError,
    WrapSerializer,
    model_serializer,
    model_validator,
)
from pydantic_core import InitErrorDetails, PydanticCustomError

if TYPE_CHECKING:
    from typing_extensions import TypeForm

T = TypeVar("T")


def _not_null(value: object) -> object:
    if value is None:
        raise ValueError("this field may be absent, but not null")
    return value


NotNull = Annotated[T | None, BeforeValidator(_not_null)]
"""An optional field that may be absent (read as ``None``) but must not be ``null``."""

_SAFE = 2**53 - 1


def _integral(value: object) -> object:
    """An integer field takes any number of integral value, as every binding does
    (``1.0`` and ``1e2`` are the integers 1 and 100); other values pass to the check."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


Int32 = Annotated[int, BeforeValidator(_integral), Strict(), Field(ge=-(2**31), le=2**31 - 1)]
"""An ``int32`` field."""
Int64 = Annotated[int, BeforeValidator(_integral), Strict(), Field(ge=-_SAFE, le=_SAFE)]
"""An ``int64`` field: every binding accepts the integers a JSON number holds exactly (|n| < 2^53)."""
UInt16 = Annotated[int, BeforeValidator(_integral), Strict(), Field(ge=0, le=2**16 - 1)]
"""A ``uint16`` field."""
UInt32 = Annotated[int, BeforeValidator(_integral), Strict(), Field(ge=0, le=2**32 - 1)]
"""A ``uint32`` field."""
UInt64 = Annotated[int, BeforeValidator(_integral), Strict(), Field(ge=0, le=_SAFE)]
"""A ``uint64`` field, up to 2^53 - 1 like ``Int64``."""


def _double(value: object) -> object:
    """A ``number`` field takes an integer only when a double writes it back with the
    same digits (``123456789012345680000``), as every binding does: never rounded."""
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            f = float(value)
        except OverflowError:
            raise ValueError("the integer is not a finite number") from None
        if abs(value) > _SAFE and es_number(f) != str(value):
            raise ValueError(f"{value} is not a number a double holds exactly")
        return f
    return value


Float = Annotated[float, BeforeValidator(_double), Strict()]
"""A ``number`` field: strict even outside a model (in an untagged union, ``false`` is not 0)."""

MAX_INTEGER_DIGITS = 4300
"""The most digits an integer may have in every binding (Python's own limit on reading one)."""
_TOO_WIDE = 10**MAX_INTEGER_DIGITS


def _bad_number(value: object, path: str) -> tuple[str, str] | None:
    """The path and problem of the first number no binding takes: a float that is not
    finite, or an integer of more than ``MAX_INTEGER_DIGITS`` digits."""
    if isinstance(value, float):
        if not math.isfinite(value):
            return path, f"{value} is not a finite number"
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) >= _TOO_WIDE:
            return path, f"an integer of more than {MAX_INTEGER_DIGITS} digits"
        return None
    if isinstance(value, dict):
        for k, v in value.items():
            found = _bad_number(v, f"{path}.{k}" if path else str(k))
            if found:
                return found
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found = _bad_number(v, f"{path}[{i}]")
            if found:
                return found
    return None


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def read_json(text: str | bytes) -> Any:
    """Reads JSON text as every binding does: integers exactly (at most
    ``MAX_INTEGER_DIGITS`` digits), other numbers as doubles, and no ``NaN`` or
    ``Infinity``. Raises ``ValueError`` for anything else."""
    return json.loads(text, parse_constant=_reject_constant)


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


_UNSTABLE: ContextVar[frozenset[str]] = ContextVar("acp_unstable_features", default=frozenset())
_WIRE: ContextVar[bool] = ContextVar("acp_reading_wire", default=False)
"""Set while ``parse`` reads JSON, where only wire names name fields (construction takes attribute names)."""
"""The unstable features switched on for the parse in progress (``parse(..., unstable=...)``)."""

_STASH = "\x00unstable\x00"
"""Prefix under which a field of a switched-off feature passes validation as an unknown field."""


class Model(BaseModel):
    """Base of every generated model.

    Validation is strict (no coercion), reads wire names (``messageId``), and keeps
    unknown fields in ``model_extra``. Serialization writes only the fields that were
    set, so an absent field stays absent and ``null`` stays ``null``, in a canonical
    order: the tag, the spec's fields in order, then unknown fields sorted.
    """

    model_config = ConfigDict(
        strict=True,
        extra="allow",
        protected_namespaces=(),
        validate_by_name=True,
        validate_by_alias=True,
        serialize_by_alias=True,
    )

    _always_set: ClassVar[tuple[str, ...]] = ()
    """Fields serialized even when not set explicitly: a variant's tag, literal fields."""

    _json_fields: ClassVar[tuple[str, ...]] = ()
    """Fields holding free-form JSON, serialized with sorted keys."""

    _first: ClassVar[tuple[str, ...]] = ()
    """Fields serialized right after the tag: the fields a union's variants share."""

    _unstable_fields: ClassVar[dict[str, str]] = {}
    """The wire name of each field of an unstable feature, and its feature."""

    @model_validator(mode="wrap")
    @classmethod
    def _gate(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        """A field of a feature that is off is an unknown field: kept as such by an open
        model, an error in a closed one."""
        if not isinstance(data, dict):
            return handler(data)
        gated = cls._unstable_fields
        active = _UNSTABLE.get()
        off = [k for k, feature in gated.items() if k in data and feature not in active]
        if off and cls.model_config.get("extra") == "forbid":
            raise ValueError(
                f"unknown field {off[0]!r}: its unstable feature {gated[off[0]]!r} is off"
            )
        # A key spelled like a field's attribute but not like its wire name
        # (``position_encodings`` for ``positionEncodings``) is an unknown field too.
        fields = cls.model_fields
        wire = _WIRE.get()
        shadow = [
            k for k in data if wire and k in fields and fields[k].validation_alias not in (None, k)
        ]
        hidden = [*off, *shadow]
        if not hidden:
            return handler(data)
        model = handler({(_STASH + k if k in hidden else k): v for k, v in data.items()})
        extra = model.__pydantic_extra__
        if extra is not None:
            for k in hidden:
                extra[k] = extra.pop(_STASH + k)
        return model

    def model_post_init(self, context: Any, /) -> None:
        self.__pydantic_fields_set__.update(self._always_set)

    # The return type is spelled with builtins only: pydantic resolves it in the namespace of the
    # generated module, where a spec type may take a name such as ``Any``.
    @model_serializer(mode="wrap")
    def _wire(
        self, handler: SerializerFunctionWrapHandler, info: SerializationInfo
    ) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        fields = type(self).model_fields
        key = {
            name: (f.serialization_alias or name) if info.by_alias else name
            for name, f in fields.items()
        }
        out: dict[str, Any] = {}
        lead = [*self._always_set, *self._first]
        order = [*lead, *(n for n in fields if n not in lead)]
        for name in order:
            if name in self.model_fields_set and key[name] in data:
                value = data[key[name]]
                out[key[name]] = (
                    _sorted_json(value) if name in self._json_fields else _numbers(value)
                )
        extra = self.model_extra or {}
        for k in sorted(extra):
            out[k] = _sorted_json(data[k] if k in data else extra[k])
        return out


class ClosedModel(Model):
    """A model that rejects unknown fields."""

    model_config = ConfigDict(extra="forbid")


class OpenTag:
    """The discriminator of an open union: known tags pick their variant; any other
    string tag picks the "other" variant, which keeps the whole object. The tag is read
    by its wire name only. A variant of an unstable feature that is off is unknown."""

    def __init__(
        self, wire: str, attr: str, known: tuple[str, ...], gated: dict[str, str] | None = None
    ) -> None:
        self.wire = wire
        self.attr = attr
        self.known = frozenset(known)
        self.gated = gated or {}
        self.__name__ = f"{wire}_tag"  # pydantic names the union after its discriminator

    def __call__(self, value: object) -> str | None:
        if isinstance(value, dict):
            tag = value.get(self.wire)
            if isinstance(tag, str) and self.gated.get(tag, None) not in (None, *_UNSTABLE.get()):
                return "__other__"
        else:
            tag = getattr(value, self.attr, "__other__")
        if not isinstance(tag, str):
            return None
        return tag if tag in self.known else "__other__"


class ClosedTag:
    """The discriminator of a closed union: the tag, read by its wire name only. A
    variant of an unstable feature that is off is an unknown tag, which fails."""

    def __init__(self, wire: str, attr: str, gated: dict[str, str] | None = None) -> None:
        self.wire = wire
        self.attr = attr
        self.gated = gated or {}
        self.__name__ = f"{wire}_tag"

    def __call__(self, value: object) -> str | None:
        if not isinstance(value, dict):
            tag = getattr(value, self.attr, None)
            return tag if isinstance(tag, str) else None
        tag = value.get(self.wire)
        if not isinstance(tag, str):
            return None
        feature = self.gated.get(tag)
        if feature is not None and feature not in _UNSTABLE.get():
            return f"{tag} (its unstable feature {feature} is off)"
        return tag


JSONRPC = "2.0"
"""The JSON-RPC version every envelope writes, and accepts when present."""


class Call(ClosedModel):
    """A known message of a union keyed by method: its ``method`` and typed ``params``."""

    _always_set: ClassVar[tuple[str, ...]] = ("method",)


class OtherCall(ClosedModel):
    """A message whose method this version does not know (or whose unstable feature is
    off), kept as received: its method name, and its params as JSON when it has any."""

    _json_fields: ClassVar[tuple[str, ...]] = ("params",)
    method: str
    params: JsonValue = None


class MethodTag:
    """The discriminator of a union keyed by method: a known method picks its class, any
    other method (or one of an unstable feature that is off) the "other" class."""

    def __init__(self, known: tuple[str, ...], gated: dict[str, str] | None = None) -> None:
        self.known = frozenset(known)
        self.gated = gated or {}
        self.__name__ = "method_tag"

    def __call__(self, value: object) -> str | None:
        if isinstance(value, OtherCall):
            return "__other__"
        if not isinstance(value, dict):
            method = getattr(value, "method", None)
            return method if isinstance(method, str) else None
        method = value.get("method")
        if not isinstance(method, str):
            return None
        feature = self.gated.get(method)
        if method not in self.known or (feature is not None and feature not in _UNSTABLE.get()):
            return "__other__"
        return method


def _envelope(data: Any, allowed: tuple[str, ...]) -> Any:
    """Checks an envelope's ``jsonrpc`` member and that it has no other stray member."""
    if not isinstance(data, dict):
        return data
    if "jsonrpc" in data and data["jsonrpc"] != JSONRPC:
        raise ValueError(f"jsonrpc must be {JSONRPC!r}, got {data['jsonrpc']!r}")
    stray = [k for k in data if k != "jsonrpc" and k not in allowed]
    if stray:
        raise ValueError(f"unexpected member {stray[0]!r}")
    return data


IdT = TypeVar("IdT")
MessageT = TypeVar("MessageT")
ResultT = TypeVar("ResultT")
ErrorT = TypeVar("ErrorT")


class Request(BaseModel, Generic[IdT, MessageT]):
    """A JSON-RPC request: ``{"jsonrpc": "2.0", "id", "method", "params"}``. ``message``
    holds the method and its params, as a union keyed by method."""

    model_config = ConfigDict(strict=True, extra="forbid")
    id: IdT
    message: MessageT

    @model_validator(mode="before")
    @classmethod
    def _split(cls, data: Any) -> Any:
        data = _envelope(data, ("id", "method", "params"))
        if not isinstance(data, dict) or "message" in data:
            return data
        rest = {k: v for k, v in data.items() if k in ("method", "params")}
        return {**({"id": data["id"]} if "id" in data else {}), "message": rest}

    @model_serializer(mode="wrap")
    def _wire(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        return {"jsonrpc": JSONRPC, "id": data["id"], **data["message"]}


class Notification(BaseModel, Generic[MessageT]):
    """A JSON-RPC notification: ``{"jsonrpc": "2.0", "method", "params"}``."""

    model_config = ConfigDict(strict=True, extra="forbid")
    message: MessageT

    @model_validator(mode="before")
    @classmethod
    def _split(cls, data: Any) -> Any:
        data = _envelope(data, ("method", "params"))
        if not isinstance(data, dict) or "message" in data:
            return data
        return {"message": {k: v for k, v in data.items() if k != "jsonrpc"}}

    @model_serializer(mode="wrap")
    def _wire(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        return {"jsonrpc": JSONRPC, **data["message"]}


class Response(BaseModel, Generic[IdT, ErrorT]):
    """A JSON-RPC response: ``{"jsonrpc": "2.0", "id", "result"}`` or ``{..., "error"}``.

    A response does not name its method, so ``result`` is kept as JSON; ``result_for``
    parses it as the result of a given method."""

    model_config = ConfigDict(strict=True, extra="forbid")
    _results: ClassVar[dict[str, Any]] = {}
    """The result type of each method whose requests this side answers."""

    id: IdT
    result: JsonValue = None
    error: ErrorT | None = None

    @model_validator(mode="before")
    @classmethod
    def _check(cls, data: Any) -> Any:
        data = _envelope(data, ("id", "result", "error"))
        if isinstance(data, dict):
            if ("result" in data) == ("error" in data):
                raise ValueError("a response has exactly one of 'result' and 'error'")
            return {k: v for k, v in data.items() if k != "jsonrpc"}
        return data

    @model_serializer(mode="wrap")
    def _wire(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        if "error" in self.model_fields_set:
            return {"jsonrpc": JSONRPC, "id": data["id"], "error": data["error"]}
        return {"jsonrpc": JSONRPC, "id": data["id"], "result": _sorted_json(data["result"])}

    def result_for(self, method: str, *, unstable: Iterable[str] | None = None) -> Any:
        """The result parsed as the answer to ``method``. Raises ``KeyError`` for a method
        this side does not answer, and ``ValueError`` for an error response."""
        if "error" in self.model_fields_set:
            raise ValueError(f"the response to {method!r} is an error")
        return parse(type(self)._results[method], self.result, unstable=unstable)


def rebuild_models(namespace: dict[str, Any]) -> None:
    """Resolves forward references once a module has defined every name."""
    for value in list(namespace.values()):
        if isinstance(value, type) and issubclass(value, Model) and value is not Model:
            value.model_rebuild(_types_namespace=namespace)


@cache
def _adapter(tp: Any) -> TypeAdapter[Any]:
    return TypeAdapter(tp)


_DEFAULT_UNSTABLE: frozenset[str] = frozenset()
"""The features ``parse`` switches on when it is given none: the package's configured defaults."""


def set_default_unstable(features: Iterable[str]) -> None:
    """Sets the features every ``parse`` switches on unless told otherwise (the generated package calls it)."""
    global _DEFAULT_UNSTABLE
    _DEFAULT_UNSTABLE = frozenset(features)


def parse(tp: TypeForm[T], data: object, *, unstable: Iterable[str] | None = None) -> T:
    """Parses JSON data (as from ``json.loads``) as a spec type, by wire names only.

    Only the stable surface is known unless ``unstable`` switches features on: a
    variant or field of a feature that is off is unknown (kept where the union or
    object is open, an error where it is closed). Raises ``pydantic.ValidationError``
    for anything the spec forbids."""
    key: Any = tp
    token = _UNSTABLE.set(_DEFAULT_UNSTABLE if unstable is None else frozenset(unstable))
    reading = _WIRE.set(True)
    try:
        gate = _gated_types.get(key)
        if gate is not None and gate not in _UNSTABLE.get():
            message = f"this type belongs to the unstable feature {gate!r}, which is off"
            error = PydanticCustomError("unstable_feature_off", message)
            raise ValidationError.from_exception_data(
                "unstable", [InitErrorDetails(type=error, input=data)]
            )
        bad = _bad_number(data, "")
        if bad is not None:
            error = PydanticCustomError(
                "json_number", "at {path}: {problem}", {"path": bad[0] or "$", "problem": bad[1]}
            )
            raise ValidationError.from_exception_data(
                "number", [InitErrorDetails(type=error, input=data)]
            )
        result: T = _adapter(key).validate_python(data, by_alias=True, by_name=False)
    finally:
        _UNSTABLE.reset(token)
        _WIRE.reset(reading)
    return result


_gated_types: dict[Any, str] = {}
"""Types of an unstable feature, which ``parse`` refuses while the feature is off."""


def parse_json(tp: TypeForm[T], text: str | bytes, *, unstable: Iterable[str] | None = None) -> T:
    """Parses JSON text (read by ``read_json``) as a spec type, as ``parse`` does."""
    return parse(tp, read_json(text), unstable=unstable)


def gate(tp: Any, feature: str) -> None:
    """Marks a whole type as part of an unstable feature."""
    _gated_types[tp] = feature


class UnstableAlias:
    """The mark that gives an alias of an unstable feature an identity of its own
    (``Annotated[JsonValue, UnstableAlias("f")]``), so that gating it leaves the type
    it names, and every stable alias of that type, alone."""

    __slots__ = ("feature",)

    def __init__(self, feature: str) -> None:
        self.feature = feature

    def __repr__(self) -> str:
        return f"UnstableAlias({self.feature!r})"


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


def to_json(value: object, tp: Any = None) -> str:
    """Serializes a parsed value to compact JSON text, numbers spelled as RFC 8785 (and
    ECMAScript) spell them, so that every generated language writes the same bytes."""
    return canonical_text(dump(value, tp))


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
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        items = (
            json.dumps(k, ensure_ascii=False) + ":" + canonical_text(v) for k, v in value.items()
        )
        return "{" + ",".join(items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical_text(v) for v in value) + "]"
    raise TypeError(f"not JSON data: {type(value).__name__}")


def patch_state(model: BaseModel, field: str) -> Literal["unchanged", "clear", "set"]:
    """Which of its three states a patch field is in: absent (``unchanged``),
    ``null`` (``clear``), or a value (``set``). ``field`` is the attribute name
    (``meta``) or the wire name (``_meta``); any other name raises ``KeyError``."""
    fields = type(model).model_fields
    name = field if field in fields else None
    if name is None:
        for attr, info in fields.items():
            if field in (info.alias, info.validation_alias, info.serialization_alias):
                name = attr
                break
    if name is None:
        raise KeyError(f"{type(model).__name__} has no field {field!r}")
    if name not in model.model_fields_set:
        return "unchanged"
    return "clear" if getattr(model, name) is None else "set"
