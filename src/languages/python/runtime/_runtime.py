"""Support code for the generated models. Import ``parse``, ``dump``, ``to_json`` and
``patch_state`` from the package root; the rest is not part of the stable API."""

from __future__ import annotations

import json
import math
import os
import re
import sys
import threading
import types
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from functools import cache
from typing import (
    TYPE_CHECKING,
    Annotated,
    Any,
    ClassVar,
    Generic,
    Literal,
    TypeVar,
    Union,
    cast,
    get_args,
    get_origin,
)

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    GetCoreSchemaHandler,
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
from pydantic_core import (
    PydanticCustomError,
    PydanticSerializationError,
    PydanticSerializationUnexpectedValue,
    SchemaError,
    SchemaSerializer,
    SchemaValidator,
)
from pydantic_core.core_schema import CoreSchema
from ._errors import (
    Seg as Seg,
    _IDENT as _IDENT,
    path_text as path_text,
    DecodeError as DecodeError,
)
from ._text import (
    MAX_INTEGER_DIGITS as MAX_INTEGER_DIGITS,
    _TOO_WIDE as _TOO_WIDE,
    MAX_DEPTH as MAX_DEPTH,
    _DEEP as _DEEP,
    _LONE as _LONE,
    _SURROGATE as _SURROGATE,
    _Found as _Found,
    _lone as _lone,
    _scan as _scan,
    _reject_constant as _reject_constant,
    _TextError as _TextError,
    _SPACE as _SPACE,
    _SCALAR as _SCALAR,
    _WORDS as _WORDS,
    _read_nested as _read_nested,
    _REPEATED_PREFIX as _REPEATED_PREFIX,
    _repeated as _repeated,
    _RepeatedName as _RepeatedName,
    _unique as _unique,
    _STRICT as _STRICT,
    Marks as Marks,
    _marking as _marking,
    _load as _load,
    read_json as read_json,
    _sort_keys as _sort_keys,
    StrMap as StrMap,
    _number as _number,
    _sorted_json as _sorted_json,
    _numbers as _numbers,
    es_number as es_number,
    _quote as _quote,
    canonical_text as canonical_text,
)

if TYPE_CHECKING:
    from typing_extensions import TypeForm

T = TypeVar("T")


def _not_null(value: object) -> object:
    if value is None:
        raise ValueError("this field may be absent, but not null")
    return value


NotNull = Annotated[T | None, BeforeValidator(_not_null)]
"""An optional field that may be absent (read as ``None``) but must not be ``null``."""


def _null_as_list(value: object) -> object:
    return [] if value is None else value


def _null_as_map(value: object) -> object:
    return {} if value is None else value


NullAsList = Annotated[T, BeforeValidator(_null_as_list)]
"""A list field where the spec reads ``null`` as its default, the empty list."""

NullAsMap = Annotated[T, BeforeValidator(_null_as_map)]
"""A map field where the spec reads ``null`` as its default, the empty map."""

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


_UNSTABLE: ContextVar[frozenset[str]] = ContextVar("acp_unstable_features", default=frozenset())
_WIRE: ContextVar[bool] = ContextVar("acp_reading_wire", default=False)
"""Set while ``parse`` reads JSON, where only wire names name fields (construction takes attribute names)."""
"""The unstable features switched on for the parse in progress (``parse(..., unstable=...)``)."""

_MARKS: ContextVar[Marks | None] = ContextVar("acp_repeated_names", default=None)
"""The names each object repeats, set while ``parse_lenient`` reads JSON text (``_marking``)."""


def _check_repeated(data: dict[str, Any], known: Iterable[str]) -> None:
    """Rejects, in a lenient read, an object that repeats one of the ``known`` names (a
    field of a struct, a union's tag, an envelope's member), as upstream's crate does: a
    repeated unknown name keeps its last value."""
    marks = _MARKS.get()
    repeated = None if marks is None else marks.get(id(data))
    if repeated:
        names = set(known)
        for name in repeated:
            if name in names:
                raise _located(None, _repeated(name))


_Refusals = dict[int, list[tuple[type, dict[str, Any], Exception]]]
_REFUSALS: ContextVar[_Refusals | None] = ContextVar("acp_repeat_refusals", default=None)
"""While ``parse_lenient`` reads JSON text that repeats a name: the objects a model refused
for a repeated name, by ``id``, with the model and its error (``_gate_repeated``)."""


def _refused_for_repeat(e: Exception) -> bool:
    """Whether a model's error is (or holds) the refusal of a repeated name."""
    if isinstance(e, PydanticCustomError):
        return e.type == "acp_located" and str((e.context or {}).get("problem", "")).startswith(
            _REPEATED_PREFIX
        )
    if isinstance(e, ValidationError):
        for err in e.errors():
            ctx = err.get("ctx") or {}
            if err["type"] == "acp_located" and str(ctx.get("problem", "")).startswith(
                _REPEATED_PREFIX
            ):
                return True
            if ctx.get("tag") == _REPEATED_TAG:
                return True
    return False


def _gate_repeated(cls: type[Model], data: dict[str, Any], handler: Any) -> Any:
    """``Model._gate`` in a lenient read of text that repeats a name. A model that takes an
    object another model refused for a repeated name (a later member of an untagged union,
    the earlier one refused it) takes it only when the other model does not read it with
    each repeated name's last value: otherwise the refusal stands, since the repetition
    alone would decide which member reads the object (and a reader keeping the last value,
    or the writer, would take the other one)."""
    refusals = _REFUSALS.get()
    try:
        _check_repeated(data, _wire_names_of(cls))
        model = _gated(cls, data, handler, _UNSTABLE.get(), _WIRE.get())
    except (PydanticCustomError, ValidationError) as e:
        if refusals is not None and _refused_for_repeat(e):
            refusals.setdefault(id(data), []).append((cls, data, e))
        raise
    if refusals:
        for other, seen, refusal in refusals.get(id(data), ()):
            if seen is data and other is not cls and _reads_last_values(other, data):
                raise _standing(other, data, refusal)
    return model


def _standing(cls: type, data: dict[str, Any], refusal: Exception) -> PydanticCustomError:
    """A refusal that stands (``_gate_repeated``), as an error of the object that names
    where in it the refusal is (``within``): the bindings report it there, not as a
    union's failure."""
    within: list[Seg] = []
    problem = ""
    if isinstance(refusal, ValidationError):
        found = _decode_error(type_name(cls), cls, data, refusal)
        within, problem = list(found.segments), found.problem
    elif isinstance(refusal, PydanticCustomError):
        ctx = refusal.context or {}
        within = [] if ctx.get("at") is None else [ctx["at"]]
        problem = str(ctx.get("problem", ""))
    return PydanticCustomError(
        "acp_located", "{problem}", {"at": None, "problem": problem, "within": within}
    )


def _reads_last_values(cls: type, data: dict[str, Any]) -> bool:
    """Whether a model reads an object with each repeated name's last value (as ``data``
    holds them), in the read in progress otherwise."""
    marks = _MARKS.set(None)
    refusals = _REFUSALS.set(None)
    try:
        _adapter(cls).validate_python(data, by_alias=True, by_name=False)
        return True
    except ValidationError:
        return False
    finally:
        _MARKS.reset(marks)
        _REFUSALS.reset(refusals)


_wire_names: dict[type, frozenset[str]] = {}
"""The wire names of each model class's fields (``_wire_names_of``)."""


def _wire_names_of(cls: type[BaseModel]) -> frozenset[str]:
    names = _wire_names.get(cls)
    if names is None:
        names = frozenset(
            f.validation_alias if isinstance(f.validation_alias, str) else n
            for n, f in cls.model_fields.items()
        )
        _wire_names[cls] = names
    return names


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
        defer_build=True,
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
        if _MARKS.get() is not None:
            return _gate_repeated(cls, data, handler)
        return _gated(cls, data, handler, _UNSTABLE.get(), _WIRE.get())

    def model_post_init(self, context: Any, /) -> None:
        self.__pydantic_fields_set__.update(self._always_set)

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[BaseModel], handler: GetCoreSchemaHandler, /
    ) -> CoreSchema:
        """The model's schema with its fields in the order they are written (the tag, the
        fields a union's variants share, then the rest as declared), so that every model's
        ``__dict__`` holds them in that order, and pydantic-core writes them so."""
        schema = handler(source)
        fields_schema = _model_fields_schema(schema)
        if fields_schema is not None:
            fields = fields_schema["fields"]
            lead = [n for n in (*cls._always_set, *cls._first) if n in fields]
            order = dict.fromkeys([*lead, *fields])
            fields_schema["fields"] = {n: fields[n] for n in order}
        return schema

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        """Lists each field's wire name and description after the class docstring, so that
        ``help()`` and ``pydoc`` show what every field holds."""
        super().__pydantic_init_subclass__(**kwargs)
        described = [
            (f.validation_alias if isinstance(f.validation_alias, str) else name, f.description)
            for name, f in cls.model_fields.items()
            if f.description
        ]
        if described and cls.__doc__ is not None:
            listing = "\n".join(f"``{wire}``: {text}" for wire, text in described)
            cls.__doc__ = f"{cls.__doc__.rstrip()}\n\nFields:\n\n{listing}\n"

    # The return type is spelled with builtins only: pydantic resolves it in the namespace of the
    # generated module, where a spec type may take a name such as ``Any``.
    @model_serializer(mode="wrap")
    def _wire(
        self, handler: SerializerFunctionWrapHandler, info: SerializationInfo
    ) -> dict[str, object]:
        if _unfit.found is not False:
            # Called from a fast ``to_json``: a value there did not fit its schema, and
            # pydantic-core fell back to the model's own serializer. The full way writes it.
            raise _NotFast(f"{type(self).__name__} holds a value its schema does not fit")
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


def _gated(
    cls: type[Model],
    data: dict[str, Any],
    handler: ModelWrapValidatorHandler[Any],
    active: frozenset[str],
    wire: bool,
) -> Any:
    """``Model._gate`` with the features that are on and whether wire names alone name
    fields (``_WIRE``) given."""
    gated = cls._unstable_fields
    off = [k for k, feature in gated.items() if k in data and feature not in active]
    if off and cls.model_config.get("extra") == "forbid":
        first = min(off)
        problem = f"unknown field in closed {type_name(cls)}: its unstable feature {gated[first]!r} is off"
        raise _located(first, problem)
    # A key spelled like a field's attribute but not like its wire name
    # (``position_encodings`` for ``positionEncodings``) is an unknown field too.
    fields = cls.model_fields
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


class _FixedGate:
    """``Model._gate`` of one class for the fast path, with its features fixed and wire
    names read, so that the fast validator reads no context."""

    def __init__(self, cls: type[Model], active: frozenset[str]) -> None:
        self.cls = cls
        self.active = active

    def __call__(self, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        if not isinstance(data, dict):
            return handler(data)
        return _gated(self.cls, data, handler, self.active, True)


class ClosedModel(Model):
    """A model that rejects unknown fields."""

    model_config = ConfigDict(extra="forbid")


READING_LENIENTLY: ContextVar[bool] = ContextVar("acp_reading_leniently", default=False)
"""Set while ``parse_lenient`` reads: bounds that upstream's crate does not check are not checked."""


def bounds(
    minimum: float | None = None, maximum: float | None = None, always: bool = False
) -> AfterValidator:
    """A number field's published bounds, checked in strict mode. The lenient mode reads
    as upstream's crate, which does not check them, unless ``always`` says the crate's own
    type enforces them too."""

    def check(value: Any) -> Any:
        if (always or not READING_LENIENTLY.get()) and isinstance(value, (int, float)):
            n = _number(value)
            if minimum is not None and n < minimum:
                raise _located(None, f"{n} is below the minimum {_number(minimum)}")
            if maximum is not None and n > maximum:
                raise _located(None, f"{n} is above the maximum {_number(maximum)}")
        return value

    number = ("int", "float")
    check.acp_limits = (  # type: ignore[attr-defined]
        *(() if minimum is None else (("ge", number, minimum),)),
        *(() if maximum is None else (("le", number, maximum),)),
    )
    return AfterValidator(check)


def at_least(
    items: int | None = None, length: int | None = None, always: bool = False
) -> AfterValidator:
    """A list's (``items``) or a string's (``length``, in code points) published least size,
    checked in strict mode. The lenient mode reads as upstream's crate, which does not check
    it, unless ``always`` says it does too."""

    def check(value: Any) -> Any:
        if always or not READING_LENIENTLY.get():
            if items is not None and isinstance(value, list) and len(value) < items:
                raise _located(None, f"expected at least {items} items, got {len(value)}")
            if length is not None and isinstance(value, str) and len(value) < length:
                raise _located(None, f"expected at least {length} characters, got {len(value)}")
        return value

    # For the fast path (strict mode only): a list's least length, and a string's
    # (pydantic-core counts code points, as ``len`` does).
    check.acp_limits = (  # type: ignore[attr-defined]
        *(() if items is None else (("min_length", ("list",), items),)),
        *(() if length is None else (("min_length", ("str",), length),)),
    )
    return AfterValidator(check)


class SharedOther(Model):
    """The unknown variant of an open union whose variants share fields. The shared
    fields are declared on the class and checked as declared; the object is kept whole,
    as received (its tag and shared fields included), in ``model_extra``, and written
    back from there."""

    @model_validator(mode="wrap")
    @classmethod
    def _whole(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        model = handler(data)
        extra = model.__pydantic_extra__
        if isinstance(data, dict) and extra is not None:
            for name, field in cls.model_fields.items():
                alias = field.validation_alias
                wire = alias if isinstance(alias, str) else name
                if wire in data:
                    extra[wire] = data[wire]
                elif name in data:
                    value = getattr(model, name)
                    extra[wire] = (
                        value.model_dump(mode="json", by_alias=True)
                        if isinstance(value, BaseModel)
                        else value
                    )
        return model

    @model_serializer(mode="wrap")
    def _wire(
        self, handler: SerializerFunctionWrapHandler, info: SerializationInfo
    ) -> dict[str, object]:
        extra = self.model_extra or {}
        return {k: _sorted_json(extra[k]) for k in sorted(extra)}


_REPEATED_TAG = "\x00repeated tag\x00"
"""What ``OpenTag`` gives for an object that names the tag twice in a lenient read: no
variant's tag, so the union fails, and ``_follow`` words it as a repeated member."""


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
            marks = _MARKS.get()
            if marks and self.wire in marks.get(id(value), ()):
                # A lenient read of an object naming the tag twice: rejected, as a known
                # variant's model rejects it, also where the tag is unknown.
                return _REPEATED_TAG
            tag = value.get(self.wire)
            if isinstance(tag, str) and self.gated.get(tag, None) not in (None, *_UNSTABLE.get()):
                return "__other__"
        elif isinstance(value, BaseModel) and self.attr not in type(value).model_fields:
            # The unknown variant, whatever tag it holds (a known one of a feature that was
            # off when it was read): a known variant declares its tag field.
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
        marks = _MARKS.get()
        if marks and self.wire in marks.get(id(value), ()):
            return _REPEATED_TAG  # see ``OpenTag``
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


def _envelope(data: Any, allowed: tuple[str, ...]) -> dict[str, Any]:
    """Checks an envelope's ``jsonrpc`` member and that it has no other stray member."""
    if not isinstance(data, dict):
        raise _located(None, f"expected an object, got {describe(data)}")
    if _MARKS.get() is not None:
        _check_repeated(data, ("jsonrpc", *allowed))
    if "jsonrpc" in data and data["jsonrpc"] != JSONRPC:
        raise _located("jsonrpc", f'expected "{JSONRPC}", got {describe(data["jsonrpc"])}')
    # Of several stray members, the first in code-point order, as every binding reports it.
    stray = sorted(k for k in data if k != "jsonrpc" and k not in allowed)
    if stray:
        raise _located(stray[0], f"unexpected member {stray[0]!r}")
    return data


IdT = TypeVar("IdT")
MessageT = TypeVar("MessageT")
ResultT = TypeVar("ResultT")
ErrorT = TypeVar("ErrorT")


class Request(BaseModel, Generic[IdT, MessageT]):
    """A JSON-RPC request: ``{"jsonrpc": "2.0", "id", "method", "params"}``. ``message``
    holds the method and its params, as a union keyed by method."""

    model_config = ConfigDict(strict=True, extra="forbid")
    _write_jsonrpc: ClassVar[bool] = True
    """Whether ``jsonrpc`` is written: not under the published name (see ``without_jsonrpc``)."""
    id: IdT
    message: MessageT

    @model_validator(mode="before")
    @classmethod
    def _split(cls, data: Any) -> Any:
        if not _WIRE.get() and (not isinstance(data, dict) or "message" in data):
            return data  # built by field name, or already a model
        data = _envelope(data, ("id", "method", "params"))
        if "id" not in data:
            raise _located("id", "the member 'id' is missing")
        rest = {k: v for k, v in data.items() if k in ("method", "params")}
        return {"id": data["id"], "message": rest}

    @model_serializer(mode="wrap")
    def _wire(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        head = {"jsonrpc": JSONRPC} if self._write_jsonrpc else {}
        return {**head, "id": data["id"], **data["message"]}


class Notification(BaseModel, Generic[MessageT]):
    """A JSON-RPC notification: ``{"jsonrpc": "2.0", "method", "params"}``."""

    model_config = ConfigDict(strict=True, extra="forbid")
    _write_jsonrpc: ClassVar[bool] = True
    """Whether ``jsonrpc`` is written: not under the published name (see ``without_jsonrpc``)."""
    message: MessageT

    @model_validator(mode="before")
    @classmethod
    def _split(cls, data: Any) -> Any:
        if not _WIRE.get() and (not isinstance(data, dict) or "message" in data):
            return data
        data = _envelope(data, ("method", "params"))
        return {"message": {k: v for k, v in data.items() if k != "jsonrpc"}}

    @model_serializer(mode="wrap")
    def _wire(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        head = {"jsonrpc": JSONRPC} if self._write_jsonrpc else {}
        return {**head, **data["message"]}


class Response(BaseModel, Generic[IdT, ErrorT]):
    """A JSON-RPC response: ``{"jsonrpc": "2.0", "id", "result"}`` or ``{..., "error"}``.

    A response does not name its method, so ``result`` is kept as JSON; ``result_for``
    parses it as the result of a given method."""

    model_config = ConfigDict(strict=True, extra="forbid")
    _write_jsonrpc: ClassVar[bool] = True
    """Whether ``jsonrpc`` is written: not under the published name (see ``without_jsonrpc``)."""
    _results: ClassVar[dict[str, Any]] = {}
    """The result type of each method whose requests this side answers."""
    _unstable: ClassVar[dict[str, str]] = {}
    """The unstable feature of each such method that has one."""
    _extension_prefix: ClassVar[str | None] = None
    """The prefix of extension methods, whose results typed dispatch keeps as JSON."""
    _dispatch_name: ClassVar[str] = ""
    """The qualified name dispatch errors carry."""

    id: IdT
    result: JsonValue = None
    error: NotNull[ErrorT] = None

    @model_validator(mode="before")
    @classmethod
    def _check(cls, data: Any) -> Any:
        if not _WIRE.get() and not isinstance(data, dict):
            return data
        data = _envelope(data, ("id", "result", "error"))
        if "id" not in data:
            raise _located("id", "the member 'id' is missing")
        if ("result" in data) == ("error" in data):
            raise _located(None, "a response has exactly one of 'result' and 'error'")
        return {k: v for k, v in data.items() if k != "jsonrpc"}

    @model_serializer(mode="wrap")
    def _wire(self, handler: SerializerFunctionWrapHandler) -> dict[str, object]:
        data: dict[str, Any] = handler(self)
        head = {"jsonrpc": JSONRPC} if self._write_jsonrpc else {}
        if "error" in self.model_fields_set:
            return {**head, "id": data["id"], "error": data["error"]}
        return {**head, "id": data["id"], "result": _sorted_json(data["result"])}

    @classmethod
    def supports_method(cls, method: str, *, unstable: Iterable[str] | None = None) -> bool:
        """Whether typed dispatch reads a result of ``method`` with these features on: a
        request this side answers, or an extension."""
        return _supports(cls._results, cls._unstable, cls._extension_prefix, method, unstable)

    @classmethod
    def from_method_and_result(
        cls, method: str, result: object, *, unstable: Iterable[str] | None = None
    ) -> Any:
        """The typed result of a request, selected by the request's method (a response does
        not carry it: keep the method of each request sent). An extension's result stays JSON
        data. Raises ``UnknownMethodError`` or ``InvalidPayloadError``."""
        if not cls.supports_method(method, unstable=unstable):
            raise UnknownMethodError(cls._dispatch_name, method)
        tp = cls._results.get(method)
        try:
            if tp is None:
                check_data(cls._dispatch_name, result)
                return result
            return parse_named(tp, cls._dispatch_name, result, unstable)
        except DecodeError as e:
            raise InvalidPayloadError(cls._dispatch_name, method, e) from e

    @classmethod
    def result_json(cls, method: str, result: Any) -> JsonValue:
        """A result that ``from_method_and_result`` gave for ``method``, as JSON data."""
        tp = cls._results.get(method)
        return result if tp is None else dump(result, tp)

    def result_for(self, method: str, *, unstable: Iterable[str] | None = None) -> Any:
        """The result parsed as the answer to ``method``. Raises ``KeyError`` for a method
        this side does not answer, and ``ValueError`` for an error response."""
        if "error" in self.model_fields_set:
            raise ValueError(f"the response to {method!r} is an error")
        return parse(type(self)._results[method], self.result, unstable=unstable)


class MethodDispatchError(ValueError):
    """Why typed dispatch could not read a message: ``UnknownMethodError`` or
    ``InvalidPayloadError``. ``kind`` is ``"unknown-method"`` or ``"invalid-payload"``."""

    kind: ClassVar[str] = ""

    def __init__(self, type_name: str, method: str, message: str) -> None:
        self.type_name = type_name
        self.method = method
        super().__init__(message)


class UnknownMethodError(MethodDispatchError):
    """The method is not one the group reads with the features switched on (not in its
    table, its unstable feature off, and not an extension)."""

    kind: ClassVar[str] = "unknown-method"

    def __init__(self, type_name: str, method: str) -> None:
        super().__init__(type_name, method, f"{type_name}: unknown method {json.dumps(method)}")


class InvalidPayloadError(MethodDispatchError):
    """The payload does not match the method's type; ``cause`` is that type's located error."""

    kind: ClassVar[str] = "invalid-payload"

    def __init__(self, type_name: str, method: str, cause: DecodeError) -> None:
        self.cause = cause
        super().__init__(
            type_name,
            method,
            f"{type_name}: invalid payload for method {json.dumps(method)}: "
            f"at {cause.path}: {cause.problem}",
        )


def _supports(
    known: Iterable[str],
    gated: dict[str, str],
    prefix: str | None,
    method: str,
    unstable: Iterable[str] | None,
) -> bool:
    if method in known:
        feature = gated.get(method)
        on = _DEFAULT_UNSTABLE if unstable is None else frozenset(unstable)
        return feature is None or feature in on
    return prefix is not None and method.startswith(prefix)


class MessageDispatch:
    """Typed dispatch of a union keyed by method (the requests or notifications one side
    sends): a message selected by its method name, never by the shape of its params."""

    def __init__(
        self,
        name: str,
        union: Any,
        known: tuple[str, ...],
        gated: dict[str, str] | None = None,
        extension_prefix: str | None = None,
    ) -> None:
        self.name = name
        self.union = union
        self.known = frozenset(known)
        self.gated = gated or {}
        self.extension_prefix = extension_prefix

    def supports_method(self, method: str, *, unstable: Iterable[str] | None = None) -> bool:
        """Whether the group reads ``method`` with these features on: one of its methods,
        or an extension. It does not look at what the peer advertised."""
        return _supports(self.known, self.gated, self.extension_prefix, method, unstable)

    def from_method_and_params(
        self, method: str, params: object, *, unstable: Iterable[str] | None = None
    ) -> Any:
        """The typed message of ``method`` with ``params`` (JSON data). An extension keeps
        its params as JSON. Raises ``UnknownMethodError`` or ``InvalidPayloadError``."""
        if not self.supports_method(method, unstable=unstable):
            raise UnknownMethodError(self.name, method)
        try:
            message = {"method": method, "params": params}
            return parse_named(self.union, self.name, message, unstable)
        except DecodeError as e:
            inner = e.segments[1:] if e.segments[:1] == ("params",) else e.segments
            cause = DecodeError(e.type_name, inner, e.problem)
            raise InvalidPayloadError(self.name, method, cause) from e

    def params_of(self, message: Any) -> JsonValue:
        """The params of a message that ``from_method_and_params`` gave, as JSON data."""
        data = dump(message, self.union)
        return data.get("params") if isinstance(data, dict) else None


def without_jsonrpc(envelope: type[T]) -> type[T]:
    """An envelope read under its published name (``v2.ClientRequest``): the JSON-RPC message
    as the published schema has it, without its ``jsonrpc`` member. It reads as the envelope
    reads (``jsonrpc`` may be there, and then is ``"2.0"``) and writes no ``jsonrpc``."""
    name = envelope.__name__.removesuffix("Message")
    doc = f"{name}: {envelope.__name__} without its ``jsonrpc`` member."
    namespace = {"_write_jsonrpc": False, "__module__": envelope.__module__, "__doc__": doc}
    published: type[T] = type(name, (envelope,), namespace)
    return published


@cache
def _adapter(tp: Any) -> TypeAdapter[Any]:
    return TypeAdapter(tp)


_DEFAULT_UNSTABLE: frozenset[str] = frozenset()
"""The features ``parse`` switches on when it is given none: the package's configured defaults."""


def set_default_unstable(features: Iterable[str]) -> None:
    """Sets the features every ``parse`` switches on unless told otherwise (the generated package calls it)."""
    global _DEFAULT_UNSTABLE
    _DEFAULT_UNSTABLE = frozenset(features)
    _fast_default.clear()


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


_gated_types: dict[Any, str] = {}
"""Types of an unstable feature, which ``parse`` refuses while the feature is off."""


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


def _json_ok(value: Any) -> Any:
    """Free JSON read by the fast path, refused when ``check_data`` would refuse it: a
    number that is not finite (``NaN``, ``1e400``) or an integer of too many digits."""
    found = _scan(value)
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
            validator = (SchemaValidator(schema), _calls_python(schema, set()), guard)
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

    collect(original)
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
        # The common case, kept short: the fast reader of the type with the default
        # features, and the test of ``_plain`` written out.
        read = _fast_default.get(tp) or _default_reader(tp)
        if read is not _no_fast and (
            len(text) <= _SHORT
            or (
                text.count("{") + text.count("[") < MAX_DEPTH
                if isinstance(text, str)
                else text.count(b"{") + text.count(b"[") < MAX_DEPTH
            )
        ):
            try:
                value: T = read(text)
                return value
            except ValidationError:
                pass  # read the full way, which finds and words the problem
        return cast(T, _read_full(tp, type_name(tp), text, _DEFAULT_UNSTABLE))
    features = _DEFAULT_UNSTABLE if unstable is None else frozenset(unstable)
    result: Any = _read_fast(tp, text, features)
    if result is _MISS:
        result = _read_full(tp, type_name(tp), text, features)
    return cast(T, result)


_Reader = Callable[[str | bytes | bytearray], Any]


def _repeats(text: str | bytes | bytearray) -> bool:
    """Whether JSON text names a member of some object twice: pydantic-core's reader keeps
    the last of repeated names, the full way rejects them. (Text that is not JSON, or not
    UTF-8, is refused by pydantic-core's reader too.)"""
    try:
        _STRICT.decode(text if isinstance(text, str) else bytes(text).decode("utf-8"))
    except _RepeatedName:
        return True
    except (ValueError, RecursionError):
        return False
    return False


_NAME_KEY = ValidationError.from_exception_data("fast path", [])
"""Raised by a guarded fast reader (``_default_reader``) for text to be read the full way."""

_fast_default: dict[Any, _Reader] = {}
"""The fast reader of each type with the default features (see ``_default_reader``),
emptied when the defaults change."""


def _no_fast(text: str | bytes | bytearray) -> Any:
    """The fast reader of a type that has none (never called)."""
    raise AssertionError("a type without a fast reader")


def _default_reader(tp: Any) -> _Reader:
    """``validate_json`` of the fast validator of a type with the default features (with
    the context it reads set around it, if it reads any), or ``_no_fast``; kept in
    ``_fast_default``."""
    fast = _fast_validator(tp, _DEFAULT_UNSTABLE) if isinstance(tp, type) else None
    read: _Reader
    if fast is None:
        read = _no_fast
    else:
        validate, features = fast[0].validate_json, _DEFAULT_UNSTABLE
        with_context, guard = fast[1], fast[2]

        def read(text: str | bytes | bytearray) -> Any:
            if guard is not None and guard(text):
                raise _NAME_KEY  # read the full way: see ``_reader_takes_names``
            if _repeats(text):
                raise _NAME_KEY  # read the full way, which rejects it
            if not with_context:
                return validate(text)
            token = _UNSTABLE.set(features)
            reading = _WIRE.set(True)
            try:
                return validate(text)
            finally:
                _UNSTABLE.reset(token)
                _WIRE.reset(reading)

    _fast_default[tp] = read
    return read


def parse_json_named(
    tp: Any, name: str, text: str | bytes | bytearray, unstable: Iterable[str] | None = None
) -> Any:
    """``parse_json``, naming the type in errors as told."""
    features = _DEFAULT_UNSTABLE if unstable is None else frozenset(unstable)
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


# ---- pydantic's errors, in the words and paths of every binding ----


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
            if s == "message" and issubclass(arg, (Request, Notification)):
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


class _NotFast(ValueError):
    """Raised while building the fast serializer of a schema it cannot write canonically."""


class _Unfit(threading.local):
    """What the hooks of the fast serializer met in the ``to_json`` call running in this
    thread: ``False``, no such call is running; ``None``, nothing; ``True``, a value it
    cannot write canonically (the hook lets pydantic-core write it its own way, which is
    cheaper than an error, and the text is thrown away); else the ECMAScript spellings of
    the doubles written as markers, in the order they were met."""

    found: list[str] | bool | None = False


_unfit = _Unfit()

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


def _model_fields_schema(schema: Any) -> Any:
    """The ``model-fields`` schema of a model's schema (under its validators), or ``None``."""
    for _ in range(16):
        if not isinstance(schema, dict):
            return None
        kind = schema.get("type")
        if kind == "model-fields":
            return schema
        if kind == "definitions":
            schema = schema["schema"]
        elif kind in ("model", "function-wrap", "function-before", "function-after"):
            schema = schema.get("schema")
        else:
            return None
    return None


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
