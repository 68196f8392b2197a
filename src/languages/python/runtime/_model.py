"""The base of every generated model and what gates it: ``Model`` and ``ClosedModel`` (wire
names, unknown fields kept or refused, canonical order), the field types (``NotNull``,
``Int64``, ``Float``, ...), the checks of published bounds (``bounds``, ``at_least``), the
discriminators of unions (``OpenTag``, ``ClosedTag``), the gates of unstable features
(``gate``, ``UnstableAlias``), the context a parse sets for them, and ``patch_state``."""

from __future__ import annotations

import threading
from collections.abc import Iterable
from contextvars import ContextVar
from functools import cache
from typing import Annotated, Any, ClassVar, Literal, TypeVar

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    ModelWrapValidatorHandler,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    Strict,
    TypeAdapter,
    ValidationError,
    model_serializer,
    model_validator,
)
from pydantic_core import PydanticCustomError
from pydantic_core.core_schema import CoreSchema

from ._errors import Seg
from ._text import _REPEATED_PREFIX, Marks, _number, _numbers, _repeated, _sorted_json, es_number
from ._translate import _REPEATED_TAG, _STASH, _decode_error, _located, type_name

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


@cache
def _adapter(tp: Any) -> TypeAdapter[Any]:
    return TypeAdapter(tp)


_gated_types: dict[Any, str] = {}
"""Types of an unstable feature, which ``parse`` refuses while the feature is off."""


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


# ---- what the fast path of ``to_json`` (``_write``) and ``Model._wire`` share ----


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
