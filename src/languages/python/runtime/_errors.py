"""The located error of a parse, and the JSON path it names, as every binding writes them."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable

Seg = str | int
"""A step of a JSON path: an object key or an array index."""

_IDENT = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")


def path_text(segments: Iterable[Seg]) -> str:
    """A JSON path as every binding writes it: ``$``, then ``.key`` for a key that is an
    identifier, else ``["odd key"]`` (the key as a JSON string), and ``[3]`` for an index."""
    out = "$"
    for s in segments:
        if isinstance(s, int):
            out += f"[{s}]"
        elif _IDENT.match(s):
            out += f".{s}"
        else:
            out += f"[{json.dumps(s, ensure_ascii=False)}]"
    return out


class DecodeError(ValueError):
    """Why a parse failed, and where. Its message is ``<version>.<Type>: at <path>: <problem>``
    (``v2.Thing: at $.items[0]["a b"]: ...``), as in every binding.
    ``segments`` is the path as keys and indexes; a pydantic ``ValidationError`` behind it,
    if any, is the ``__cause__``."""

    def __init__(self, type_name: str, segments: Iterable[Seg], problem: str) -> None:
        self.type_name = type_name
        self.segments: tuple[Seg, ...] = tuple(segments)
        self.path = path_text(self.segments)
        self.problem = problem
        super().__init__(f"{type_name}: at {self.path}: {problem}")
