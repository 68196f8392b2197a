"""Support code for the generated models, as one module the generated code imports
(``from . import _runtime as _rt``). Import ``parse``, ``dump``, ``to_json`` and
``patch_state`` from the package root; the rest is not part of the stable API.

The code lives in modules by concept, each importing only modules listed before it (so
no two import each other):

- ``_errors``: ``DecodeError`` and JSON paths;
- ``_text``: JSON text read and written as every binding reads and writes it;
- ``_translate``: pydantic's errors in the words and paths of every binding;
- ``_model``: the model base, field types, bounds, union discriminators and feature gates;
- ``_codec``: ``parse`` and ``dump``, the full way, and the default unstable features;
- ``_jsonrpc``: JSON-RPC envelopes and typed dispatch;
- ``_read``: ``parse_json`` and its fast path;
- ``_write``: ``to_json`` and its fast path.
"""

from __future__ import annotations

from ._codec import (
    check_data,
    check_first,
    dump,
    gate_check,
    parse,
    parse_named,
    set_default_unstable,
    validate,
)
from ._errors import DecodeError, Seg, path_text
from ._jsonrpc import (
    JSONRPC,
    Call,
    InvalidPayloadError,
    MessageDispatch,
    MethodDispatchError,
    MethodTag,
    Notification,
    OtherCall,
    Request,
    Response,
    UnknownMethodError,
    without_jsonrpc,
)
from ._model import (
    READING_LENIENTLY,
    ClosedModel,
    ClosedTag,
    Float,
    Int32,
    Int64,
    Model,
    NotNull,
    NullAsList,
    NullAsMap,
    OpenTag,
    SharedOther,
    UInt16,
    UInt32,
    UInt64,
    UnstableAlias,
    at_least,
    bounds,
    gate,
    patch_state,
)
from ._read import parse_json, parse_json_named
from ._text import (
    MAX_DEPTH,
    MAX_INTEGER_DIGITS,
    Marks,
    StrMap,
    canonical_text,
    es_number,
    read_json,
)
from ._translate import describe, type_name
from ._write import to_json

__all__ = [
    "Call",
    "ClosedModel",
    "ClosedTag",
    "DecodeError",
    "Float",
    "Int32",
    "Int64",
    "InvalidPayloadError",
    "JSONRPC",
    "MAX_DEPTH",
    "MAX_INTEGER_DIGITS",
    "Marks",
    "MessageDispatch",
    "MethodDispatchError",
    "MethodTag",
    "Model",
    "NotNull",
    "Notification",
    "NullAsList",
    "NullAsMap",
    "OpenTag",
    "OtherCall",
    "READING_LENIENTLY",
    "Request",
    "Response",
    "Seg",
    "SharedOther",
    "StrMap",
    "UInt16",
    "UInt32",
    "UInt64",
    "UnknownMethodError",
    "UnstableAlias",
    "at_least",
    "bounds",
    "canonical_text",
    "check_data",
    "check_first",
    "describe",
    "dump",
    "es_number",
    "gate",
    "gate_check",
    "parse",
    "parse_json",
    "parse_json_named",
    "parse_named",
    "patch_state",
    "path_text",
    "read_json",
    "set_default_unstable",
    "to_json",
    "type_name",
    "validate",
    "without_jsonrpc",
]
