"""JSON-RPC envelopes and typed dispatch: ``Request``, ``Notification`` and ``Response``
(the wire's ``jsonrpc``, ``id``, ``method``, ``params``, ``result`` and ``error``), the
unions keyed by method (``Call``, ``OtherCall``, ``MethodTag``), ``MessageDispatch`` and
its errors, and ``without_jsonrpc``."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    JsonValue,
    SerializerFunctionWrapHandler,
    model_serializer,
    model_validator,
)

from . import _codec
from ._codec import check_data, dump, parse, parse_named
from ._errors import DecodeError
from ._model import _MARKS, _UNSTABLE, _WIRE, ClosedModel, NotNull, _check_repeated
from ._text import _sorted_json
from ._translate import _located, describe

JSONRPC = "2.0"
"""The JSON-RPC version every envelope writes, and accepts when present."""

T = TypeVar("T")


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

    model_config = ConfigDict(strict=True, extra="forbid", defer_build=True)
    _write_jsonrpc: ClassVar[bool] = True
    """Whether ``jsonrpc`` is written: not under the published name (see ``without_jsonrpc``)."""
    _message_inline: ClassVar[bool] = True
    """The message's members are the envelope's own on the wire (errors are located there)."""
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

    model_config = ConfigDict(strict=True, extra="forbid", defer_build=True)
    _write_jsonrpc: ClassVar[bool] = True
    """Whether ``jsonrpc`` is written: not under the published name (see ``without_jsonrpc``)."""
    _message_inline: ClassVar[bool] = True
    """The message's members are the envelope's own on the wire (errors are located there)."""
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

    model_config = ConfigDict(strict=True, extra="forbid", defer_build=True)
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
        on = _codec._DEFAULT_UNSTABLE if unstable is None else frozenset(unstable)
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
