"""A JSON-RPC 2.0 peer over newline-delimited JSON, on asyncio: the machinery under the generated
handler classes, peers and ``connect_*`` functions of each version. Nothing here knows a method of
the protocol: each side's tables come from the spec through the generated modules.

- Transports: ``StreamTransport`` (an ``asyncio.StreamReader`` and ``StreamWriter``, such as a
  subprocess's pipes), ``stdio_transport()`` (this process's stdin and stdout) and ``memory_pair()``.
  An incoming line longer than ``max_message_bytes`` (32 MiB by default) ends the connection.
- Ordering: messages are taken in the order they were written. A notification's handler runs to
  its end before the next notification's or a later request's handler starts, and a call returns
  only after the handlers of every notification written before its answer.
- Cancellation: a call given ``cancel=`` (an ``asyncio.Event``) sends the cancellation notification
  when the event is set and still waits for the answer; cancelling the calling task sends it too and
  stops waiting. An incoming cancellation cancels the handler's task; a handler that lets
  ``CancelledError`` through is answered -32800.
- Errors answered: a line that is not JSON -32700, a batch -32600, an unknown method or a handler
  left out -32601, params that do not parse -32602 (the located error in ``data``), a handler that
  raises -32603 or the code of its ``RequestError``. An unknown notification is ignored.
- Ending: when the stream ends or breaks, every pending call raises ``ConnectionClosedError``
  (``cause`` says why) and running handlers are cancelled.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pydantic import JsonValue

from ._runtime import InvalidPayloadError, MessageDispatch, Response, dump

DEFAULT_MAX_MESSAGE_BYTES = 32 * 1024 * 1024
"""The largest incoming line read by default: 32 MiB, as upstream's SDKs have it."""

CancelEvent = asyncio.Event
"""What a call's ``cancel=`` takes: set it to withdraw the request."""
Features = Iterable[str]
"""The unstable features a connection switches on."""
ErrorHook = Callable[[BaseException], None]
"""What a connection reports what it cannot answer to."""


def member(value: Any, wire: str) -> JsonValue:
    """A member of a parsed object, by its wire name, as JSON data."""
    data = dump(value)
    return data.get(wire) if isinstance(data, dict) else None


PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
REQUEST_CANCELLED = -32800


class RequestError(Exception):
    """A JSON-RPC error: raised by a handler to answer with its code, and raised by a call when
    the peer answers an error."""

    def __init__(self, code: int, message: str, data: JsonValue = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def to_json(self) -> dict[str, JsonValue]:
        """The ``error`` member of a response."""
        out: dict[str, JsonValue] = {"code": self.code, "message": self.message}
        if self.data is not None:
            out["data"] = self.data
        return out


class ConnectionClosedError(Exception):
    """Why pending calls failed: the connection ended; ``cause`` says how."""

    def __init__(self, label: str, cause: BaseException) -> None:
        super().__init__(f"{label}: the connection closed: {cause}")
        self.cause = cause


class MessageTooLargeError(Exception):
    """An incoming line longer than the limit: the connection ends with it."""

    def __init__(self, max_message_bytes: int) -> None:
        super().__init__(f"an incoming message exceeds the limit of {max_message_bytes} bytes")
        self.max_message_bytes = max_message_bytes


class PeerClosedStream(Exception):
    """The cause of an end of stream."""

    def __init__(self) -> None:
        super().__init__("the peer closed the stream")


class Transport(Protocol):
    """A message stream: lines in (without their line ending; None at the end), lines out."""

    async def read_line(self) -> str | None: ...

    async def write_line(self, line: str) -> None: ...

    async def close(self) -> None: ...


class LineSplitter:
    """Splits byte chunks into lines (LF or CRLF), each at most ``max_bytes`` long."""

    def __init__(self, max_bytes: int = DEFAULT_MAX_MESSAGE_BYTES) -> None:
        if max_bytes <= 0:
            raise ValueError("max_message_bytes must be positive")
        self.max_bytes = max_bytes
        self._pending = bytearray()

    def feed(self, chunk: bytes) -> list[str]:
        """The lines the chunk completes; raises ``MessageTooLargeError``."""
        lines: list[str] = []
        start = 0
        while (nl := chunk.find(b"\n", start)) != -1:
            if len(self._pending) + nl - start > self.max_bytes:
                raise MessageTooLargeError(self.max_bytes)
            self._pending += chunk[start:nl]
            lines.append(self._take())
            start = nl + 1
        self._pending += chunk[start:]
        if len(self._pending) > self.max_bytes:
            raise MessageTooLargeError(self.max_bytes)
        return lines

    def finish(self) -> str | None:
        """The last line, when the stream ended without a line ending."""
        return self._take() if self._pending else None

    def _take(self) -> str:
        data = bytes(self._pending)
        self._pending.clear()
        if data.endswith(b"\r"):
            data = data[:-1]
        return data.decode("utf-8", errors="replace")


class StreamTransport:
    """Newline-delimited JSON over an asyncio stream pair (a subprocess's ``stdout`` and
    ``stdin``, or this process's, from ``stdio_transport``)."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
    ) -> None:
        self._reader = reader
        self._writer = writer
        self._lines = LineSplitter(max_message_bytes)
        self._ready: list[str] = []
        self._done = False

    async def read_line(self) -> str | None:
        while not self._ready:
            if self._done:
                return None
            chunk = await self._reader.read(1 << 16)
            if not chunk:
                self._done = True
                last = self._lines.finish()
                if last is not None:
                    self._ready.append(last)
                continue
            self._ready.extend(self._lines.feed(chunk))
        return self._ready.pop(0)

    async def write_line(self, line: str) -> None:
        self._writer.write(line.encode("utf-8") + b"\n")
        await self._writer.drain()

    async def close(self) -> None:
        if self._writer.can_write_eof():
            self._writer.write_eof()
        self._writer.close()


async def stdio_transport(*, max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES) -> StreamTransport:
    """Newline-delimited JSON over this process's stdin and stdout (an agent started by a client)."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 16)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    transport, protocol = await loop.connect_write_pipe(
        asyncio.streams.FlowControlMixin, sys.stdout
    )
    writer = asyncio.StreamWriter(transport, protocol, reader, loop)
    return StreamTransport(reader, writer, max_message_bytes=max_message_bytes)


class _MemoryEnd:
    def __init__(
        self,
        incoming: asyncio.Queue[str | None],
        outgoing: asyncio.Queue[str | None],
        max_bytes: int,
    ) -> None:
        self._incoming = incoming
        self._outgoing = outgoing
        self._max = max_bytes
        self._closed = False

    async def read_line(self) -> str | None:
        line = await self._incoming.get()
        if line is not None and len(line.encode("utf-8")) > self._max:
            raise MessageTooLargeError(self._max)
        return line

    async def write_line(self, line: str) -> None:
        if self._closed:
            raise ConnectionError("this end of the in-memory stream is closed")
        await self._outgoing.put(line)

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self._outgoing.put(None)


def memory_pair(
    *, max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES
) -> tuple[Transport, Transport]:
    """Two transports wired to each other in memory: what one writes, the other reads."""
    ab: asyncio.Queue[str | None] = asyncio.Queue()
    ba: asyncio.Queue[str | None] = asyncio.Queue()
    return _MemoryEnd(ba, ab, max_message_bytes), _MemoryEnd(ab, ba, max_message_bytes)


@dataclass(frozen=True)
class CancelSpec:
    """The notification that withdraws a request: its method, and its params from and to an id."""

    method: str
    params: Callable[[JsonValue], JsonValue]
    id: Callable[[Any], JsonValue]


@dataclass(frozen=True)
class SideSpec:
    """One side of a version: what it receives and sends, with the version's types."""

    label: str
    requests: MessageDispatch
    notifications: MessageDispatch
    sends: MessageDispatch
    notifies: MessageDispatch
    results: type[Response[Any, Any]]
    answers: type[Response[Any, Any]]
    params: Mapping[str, Any]
    handlers: Mapping[str, str]
    cancel: CancelSpec | None


P = TypeVar("P")


@dataclass(frozen=True)
class NotificationContext(Generic[P]):
    """What every handler gets: the peer, to call it back."""

    peer: P


@dataclass(frozen=True)
class RequestContext(NotificationContext[P]):
    """What a request handler gets beside: the request's id."""

    id: JsonValue


class Handlers:
    """The base of the generated handler classes: the extension methods' handlers."""

    async def ext_request(
        self, method: str, params: JsonValue, context: RequestContext[Any]
    ) -> JsonValue:
        """An extension request (a method with the version's extension prefix)."""
        raise RequestError(METHOD_NOT_FOUND, "Method not found", method)

    async def ext_notification(
        self, method: str, params: JsonValue, context: NotificationContext[Any]
    ) -> None:
        """An extension notification: ignored unless overridden."""


def method_not_found(method: str) -> RequestError:
    """What a request handler left out raises."""
    return RequestError(METHOD_NOT_FOUND, "Method not found", method)


def _id_key(id_: JsonValue) -> str:
    return f"s{id_}" if isinstance(id_, str) else f"n{id_}"


def _valid_id(id_: object) -> bool:
    return id_ is None or isinstance(id_, (str, int)) and not isinstance(id_, bool)


class Peer:
    """The other side of a connection: the generated peers add a typed method per request and
    notification the side sends."""

    def __init__(
        self,
        side: SideSpec,
        handlers: Handlers,
        transport: Transport,
        *,
        unstable: Iterable[str] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        self._side = side
        self._handlers = handlers
        self._transport = transport
        self._unstable = None if unstable is None else frozenset(unstable)
        self._on_error = on_error
        self._next_id = 0
        self._pending: dict[str, tuple[str, asyncio.Future[Any]]] = {}
        self._abandoned: set[str] = set()
        self._running: dict[str, asyncio.Task[None] | None] = {}
        """The requests being handled; None for one whose handler has not started yet."""
        self._withdrawn: set[str] = set()
        """Requests withdrawn before their handler started."""
        self._steps: asyncio.Queue[Callable[[], Awaitable[None]] | None] = asyncio.Queue()
        self._ended: BaseException | None = None
        self.closed: asyncio.Future[BaseException] = asyncio.get_running_loop().create_future()
        """Resolves with the cause when the connection has ended."""
        self._tasks = [asyncio.ensure_future(self._read()), asyncio.ensure_future(self._work())]

    # -- sending

    async def request(
        self, method: str, params: Any, *, cancel: asyncio.Event | None = None
    ) -> Any:
        """Sends a request by method: one of the side's (typed params and result; refused when its
        unstable feature is off) or any other (an extension's, JSON). Setting ``cancel`` sends the
        cancellation notification and still waits for the answer; cancelling the calling task sends
        it and stops waiting."""
        if self._ended is not None:
            raise ConnectionClosedError(self._side.label, self._ended)
        sends = self._side.sends
        if method in sends.known and not sends.supports_method(method, unstable=self._unstable):
            raise ValueError(
                f"{self._side.label}: {method!r} is an unstable method whose feature is off"
            )
        data = self._params_json(method, params)
        id_ = self._next_id
        self._next_id += 1
        key = _id_key(id_)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[key] = (method, future)
        await self._send({"id": id_, "method": method, "params": data})
        watcher = asyncio.ensure_future(self._watch(cancel, key, id_)) if cancel else None
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            if self._pending.pop(key, None) is not None:
                self._abandoned.add(key)
                await self._send_cancel(id_)
            raise
        finally:
            if watcher is not None:
                watcher.cancel()

    async def _watch(self, cancel: asyncio.Event, key: str, id_: int) -> None:
        await cancel.wait()
        if key in self._pending:
            await self._send_cancel(id_)

    async def _send_cancel(self, id_: int) -> None:
        spec = self._side.cancel
        if spec is not None and self._ended is None:
            try:
                await self._send({"method": spec.method, "params": spec.params(id_)})
            except Exception as e:  # noqa: BLE001 - reported, the call goes on
                self._report(e)

    async def notify(self, method: str, params: Any) -> None:
        """Sends a notification by method, as ``request`` sends a request."""
        notifies = self._side.notifies
        if method in notifies.known and not notifies.supports_method(
            method, unstable=self._unstable
        ):
            raise ValueError(
                f"{self._side.label}: {method!r} is an unstable method whose feature is off"
            )
        await self._send({"method": method, "params": self._params_json(method, params)})

    async def close(self) -> None:
        """Ends the connection: pending calls fail, running handlers are cancelled."""
        self._end(Exception("closed by this side"))
        try:
            await self._transport.close()
        except Exception:  # noqa: BLE001 - closing what is already gone
            pass

    def _params_json(self, method: str, params: Any) -> JsonValue:
        tp = self._side.params.get(method)
        if tp is None:
            data: JsonValue = params
            return data
        return dump(params, tp)

    async def _send(self, message: dict[str, JsonValue]) -> None:
        if self._ended is not None:
            raise ConnectionClosedError(self._side.label, self._ended)
        line = json.dumps({"jsonrpc": "2.0", **message}, ensure_ascii=False, separators=(",", ":"))
        await self._transport.write_line(line)

    async def _answer(self, id_: JsonValue, member: str, value: JsonValue) -> None:
        if self._ended is not None:
            return
        try:
            await self._send({"id": id_, member: value})
        except Exception as e:  # noqa: BLE001 - the connection may be gone
            self._report(e)

    async def _fail(self, id_: JsonValue, error: RequestError) -> None:
        await self._answer(id_, "error", error.to_json())

    def _report(self, e: BaseException) -> None:
        if self._on_error is not None:
            self._on_error(e)

    # -- receiving

    async def _read(self) -> None:
        cause: BaseException = PeerClosedStream()
        try:
            while (line := await self._transport.read_line()) is not None:
                if line.strip():
                    await self._receive(line)
        except Exception as e:  # noqa: BLE001 - the cause of the end
            cause = e
        await self._steps.put(lambda: self._end_step(cause))

    async def _end_step(self, cause: BaseException) -> None:
        self._end(cause)

    async def _work(self) -> None:
        while (step := await self._steps.get()) is not None:
            try:
                await step()
            except Exception as e:  # noqa: BLE001 - reported, the connection goes on
                self._report(e)

    def _end(self, cause: BaseException) -> None:
        if self._ended is not None:
            return
        self._ended = cause
        error = ConnectionClosedError(self._side.label, cause)
        for _, future in self._pending.values():
            if not future.done():
                future.set_exception(error)
        self._pending.clear()
        for task in self._running.values():
            if task is not None:
                task.cancel()
        self._running.clear()
        if not self.closed.done():
            self.closed.set_result(cause)
        self._steps.put_nowait(None)

    async def _receive(self, line: str) -> None:
        if self._ended is not None:
            return
        try:
            message = json.loads(line)
        except ValueError as e:
            await self._fail(None, RequestError(PARSE_ERROR, "Parse error", str(e)))
            return
        if isinstance(message, list):
            await self._fail(
                None, RequestError(INVALID_REQUEST, "Invalid request", "batches are not supported")
            )
            return
        if not isinstance(message, dict):
            await self._fail(
                None, RequestError(INVALID_REQUEST, "Invalid request", "a message is a JSON object")
            )
            return
        id_ = message.get("id")
        method = message.get("method")
        if isinstance(method, str) and _valid_id(id_):
            if "id" not in message:
                self._notification(method, message.get("params"))
            else:
                self._request(id_, method, message.get("params"))
        elif (
            method is None
            and "id" in message
            and _valid_id(id_)
            and ("result" in message or "error" in message)
        ):
            self._response(id_, message)
        else:
            await self._fail(
                id_ if _valid_id(id_) else None, RequestError(INVALID_REQUEST, "Invalid request")
            )

    def _request(self, id_: JsonValue, method: str, params: JsonValue) -> None:
        key = _id_key(id_)
        self._running[key] = None

        async def start() -> None:
            if key in self._withdrawn:
                self._withdrawn.discard(key)
                self._running.pop(key, None)
                await self._fail(id_, RequestError(REQUEST_CANCELLED, "Request cancelled"))
                return
            task = asyncio.ensure_future(self._serve(id_, method, params))
            self._running[key] = task
            task.add_done_callback(
                lambda t: self._running.pop(key, None) if self._running.get(key) is t else None
            )

        self._steps.put_nowait(start)

    async def _serve(self, id_: JsonValue, method: str, params: JsonValue) -> None:
        requests = self._side.requests
        if not requests.supports_method(method, unstable=self._unstable):
            await self._fail(id_, method_not_found(method))
            return
        try:
            read = requests.from_method_and_params(method, params, unstable=self._unstable)
        except InvalidPayloadError as e:
            await self._fail(id_, RequestError(INVALID_PARAMS, "Invalid params", str(e.cause)))
            return
        context = RequestContext(peer=self, id=id_)
        known = method in requests.known
        name = self._side.handlers.get(method)
        try:
            if known and name is not None:
                result = await getattr(self._handlers, name)(read.params, context)
            else:
                result = await self._handlers.ext_request(method, read.params, context)
        except RequestError as e:
            await self._fail(id_, e)
            return
        except asyncio.CancelledError:
            await self._fail(id_, RequestError(REQUEST_CANCELLED, "Request cancelled"))
            return
        except Exception as e:  # noqa: BLE001 - answered
            await self._fail(id_, RequestError(INTERNAL_ERROR, "Internal error", str(e)))
            return
        try:
            data = self._side.answers.result_json(method, result)
        except Exception as e:  # noqa: BLE001 - answered
            await self._fail(
                id_, RequestError(INTERNAL_ERROR, "Internal error", f"the handler's result: {e}")
            )
            return
        await self._answer(id_, "result", data)

    def _notification(self, method: str, params: JsonValue) -> None:
        notifications = self._side.notifications
        cancel = self._side.cancel
        if not notifications.supports_method(method, unstable=self._unstable):
            return
        try:
            read = notifications.from_method_and_params(method, params, unstable=self._unstable)
        except InvalidPayloadError as e:
            self._report(e)
            return
        if cancel is not None and method == cancel.method:
            # At once, not in order: the request it withdraws may wait behind other handlers.
            key = _id_key(cancel.id(read.params))
            if key in self._running:
                task = self._running[key]
                if task is None:
                    self._withdrawn.add(key)
                else:
                    task.cancel()
            return
        context = NotificationContext(peer=self)
        name = self._side.handlers.get(method)
        known = method in notifications.known

        async def handle() -> None:
            if known and name is not None:
                await getattr(self._handlers, name)(read.params, context)
            else:
                await self._handlers.ext_notification(method, read.params, context)

        self._steps.put_nowait(handle)

    def _response(self, id_: JsonValue, message: dict[str, Any]) -> None:
        key = _id_key(id_)
        entry = self._pending.get(key)
        if entry is None:
            if key in self._abandoned:
                self._abandoned.discard(key)
                return
            error = message.get("error")
            if isinstance(error, dict) and isinstance(error.get("code"), int):
                self._report(
                    RequestError(error["code"], str(error.get("message", "")), error.get("data"))
                )
            return
        method, future = entry

        async def settle() -> None:
            if self._pending.get(key) is not entry:
                return
            del self._pending[key]
            if future.done():
                return
            if "error" in message:
                e = message["error"] if isinstance(message["error"], dict) else {}
                raw = e.get("code")
                code = raw if isinstance(raw, int) else INTERNAL_ERROR
                future.set_exception(RequestError(code, str(e.get("message", "")), e.get("data")))
                return
            results = self._side.results
            if not results.supports_method(method, unstable=self._unstable):
                future.set_result(message.get("result"))
                return
            try:
                future.set_result(
                    results.from_method_and_result(
                        method, message.get("result"), unstable=self._unstable
                    )
                )
            except InvalidPayloadError as e:
                future.set_exception(e.cause)

        self._steps.put_nowait(settle)
