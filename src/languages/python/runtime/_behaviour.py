"""The behaviour engine: a generic interpreter of the converter and reducer programs
that acp-codegen compiles from the spec (``behaviour.json``). It knows no protocol
names; every type, variant, field and rule comes from the program. The TypeScript and
Rust runtimes implement the same semantics."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from importlib import resources
from typing import Any, TypedDict

from ._patch_writer import git_patch
from ._registry import canonical

_ABSENT: Any = object()
"""A value that is not there (an absent field), as opposed to ``None`` (JSON null)."""


@lru_cache(maxsize=1)
def programs() -> dict[str, Any]:
    """The compiled behaviour of the spec: ``{"converters": ..., "reducers": ...}``."""
    text = resources.files(__package__).joinpath("behaviour.json").read_text(encoding="utf-8")
    result: dict[str, Any] = json.loads(text)
    return result


class ConversionError(Exception):
    """A message that no rule converts, or whose rule fails. ``rule`` is the rule id of
    out/tables (``no-rule``, ``invalid-input`` and ``invalid-option`` are the engine's
    own)."""

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(f"{rule}: {detail}")
        self.rule = rule
        self.detail = detail


class MethodMessage(TypedDict):
    """A method call or notification without its JSON-RPC envelope."""

    method: str
    params: Any


def _path(value: Any, path: str | None) -> Any:
    if value is _ABSENT or not path:
        return value
    cur = value
    for step in path.split("."):
        if not isinstance(cur, dict) or step not in cur:
            return _ABSENT
        cur = cur[step]
    return cur


def _text(value: Any) -> str:
    if value is _ABSENT:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _same(a: Any, b: Any) -> bool:
    """JSON equality: absent equals only absent, and booleans are not numbers."""
    if a is _ABSENT or b is _ABSENT:
        return a is b
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, (dict, list)) or isinstance(b, (dict, list)):
        return False
    return bool(a == b)


def _test(kind: str, v: Any) -> bool:
    if kind == "absent":
        return v is _ABSENT
    if kind == "null":
        return v is None
    if kind == "absent-or-null":
        return v is _ABSENT or v is None
    if kind == "set":
        return v is not _ABSENT and v is not None
    if kind == "string":
        return isinstance(v, str)
    if kind == "empty":
        return isinstance(v, list) and not v
    if kind == "non-empty":
        return isinstance(v, list) and bool(v)
    return False


_PLACEHOLDER = re.compile(r"\{([^{}]+)\}")


class _Scope:
    __slots__ = ("input", "item", "output")

    def __init__(self, input: dict[str, Any], item: Any = _ABSENT, output: Any = _ABSENT) -> None:
        self.input = input
        self.item = item
        self.output = output


class ConverterEngine:
    """One converter: a program, its options, and the state its rules keep. Feed it one
    session's messages in order."""

    def __init__(
        self,
        program: dict[str, Any],
        options: dict[str, Any] | None = None,
        unstable: Iterable[str] | None = None,
    ) -> None:
        self._program = program
        self._unstable = None if unstable is None else tuple(unstable)
        self._options: dict[str, Any] = dict(options or {})
        for name in self._options:
            if name not in program["options"]:
                raise ConversionError("invalid-option", f"unknown option {json.dumps(name)}")
        self._values: dict[str, Any] = {}
        self._sets: dict[str, set[str]] = {}
        for name, kind in program["state"].items():
            if kind == "set":
                self._sets[name] = set()
            else:
                self._values[name] = None
        self._minted = 0
        self.last_rule: str | None = None
        """The id of the rule that converted the last top-level input."""

    @classmethod
    def for_direction(
        cls,
        direction: str,
        options: dict[str, Any] | None = None,
        unstable: Iterable[str] | None = None,
    ) -> ConverterEngine:
        """The converter of one direction (``"v1->v2"``)."""
        program = programs()["converters"].get(direction)
        if program is None:
            raise ConversionError("no-rule", f"no converter {direction}")
        return cls(program, options, unstable)

    @classmethod
    def from_version(
        cls,
        source: str,
        options: dict[str, Any] | None = None,
        unstable: Iterable[str] | None = None,
    ) -> ConverterEngine:
        """The converter whose source version is ``source``."""
        for program in programs()["converters"].values():
            if program["from"] == source:
                return cls(program, options, unstable)
        raise ConversionError("no-rule", f"no converter from {source}")

    def convert(self, type_name: str, value: object) -> list[Any]:
        """Converts a value of the qualified source type (``"v1.Type"``), given as JSON."""
        try:
            data = canonical(type_name, value, self._unstable)
        except KeyError:
            raise ConversionError("no-rule", f"no type {type_name}") from None
        except ValueError as e:
            raise ConversionError("invalid-input", f"not a valid {type_name}: {e}") from None
        if not isinstance(data, dict):
            raise ConversionError(
                "no-rule", f"no rule converts {type_name}: it is not an object type"
            )
        union = self._program["unions"].get(type_name)
        tag_field: str | None = union["tagField"] if union else None
        tag = data.get(tag_field) if tag_field else None

        def matches(s: dict[str, Any]) -> bool:
            if s.get("type") != type_name:
                return False
            want = s.get("tag")
            if want is None:
                return True
            if want == "*":
                return union is not None and isinstance(tag, str) and tag not in union["tags"]
            return bool(want == tag)

        rule = self._pick(data, matches)
        if rule is None:
            which = f" ({tag})" if isinstance(tag, str) else ""
            raise ConversionError(
                "no-rule",
                f"no {self._program['from']} -> {self._program['to']} rule converts this {type_name}{which}",
            )
        outputs = self._run(rule, data, tag_field)
        self.last_rule = rule["id"]
        return outputs

    def convert_method(self, message: MethodMessage) -> list[MethodMessage]:
        """Converts a method call or notification (``{"method", "params"}``)."""
        method = message["method"]
        params_type = self._program["methods"].get(method)
        if params_type is None:
            raise ConversionError(
                "no-rule",
                f"no {self._program['from']} method {json.dumps(method)} has a conversion rule",
            )
        try:
            params = canonical(params_type, message.get("params"), self._unstable)
        except ValueError as e:
            raise ConversionError("invalid-input", f"not valid params of {method}: {e}") from None
        if not isinstance(params, dict):
            raise ConversionError("invalid-input", f"the params of {method} must be an object")
        rule = self._pick(params, lambda s: s.get("method") == method)
        if rule is None:
            raise ConversionError(
                "no-rule",
                f"no {self._program['from']} -> {self._program['to']} rule converts {method} with these params",
            )
        outputs: list[MethodMessage] = self._run(rule, params, None)
        self.last_rule = rule["id"]
        return outputs

    def _pick(
        self, data: dict[str, Any], matches: Callable[[dict[str, Any]], bool]
    ) -> dict[str, Any] | None:
        scope = _Scope(data)
        rule: dict[str, Any]
        for rule in self._program["rules"]:
            if not any(matches(s) for s in rule["sources"]):
                continue
            if "guard" not in rule or self._cond(rule["guard"], scope):
                return rule
        return None

    def _run(self, rule: dict[str, Any], data: dict[str, Any], tag_field: str | None) -> list[Any]:
        if "fail" in rule:
            self._effects(rule, _Scope(data))
            message = _PLACEHOLDER.sub(lambda m: _text(_path(data, m.group(1))), rule["fail"])
            raise ConversionError(rule["id"], message)
        outputs: list[Any] = []
        for emit in rule["emit"]:
            outputs.extend(self._emit(rule["id"], emit, data, tag_field))
        first: Any = outputs[0] if outputs else _ABSENT
        if (
            isinstance(first, dict)
            and isinstance(first.get("method"), str)
            and isinstance(first.get("params"), dict)
        ):
            first = first["params"]
        self._effects(rule, _Scope(data, output=first))
        return outputs

    def _emit(
        self,
        rule: str,
        emit: dict[str, Any],
        data: dict[str, Any],
        tag_field: str | None,
    ) -> list[Any]:
        tag = data.get(tag_field) if tag_field else None
        to = emit["to"]
        paired = to.get("paired")
        if paired is None:
            target = to
        elif isinstance(tag, str):
            target = paired.get(tag, paired.get("*"))
        else:
            target = None
        if target is None:
            raise ConversionError(rule, "the rule pairs no target with this source")
        items: list[Any] = [_ABSENT]
        if "forEach" in emit:
            found = _path(data, emit["forEach"])
            if not isinstance(found, list):
                raise ConversionError(rule, f"{emit['forEach']} is not a list")
            items = found
        out: list[Any] = []
        for item in items:
            scope = _Scope(data, item=item)
            base: dict[str, Any] = {}
            if "tagField" in target and "tag" in target:
                # A target tag of "*" keeps the source's tag: an unknown variant passes through whole.
                base[target["tagField"]] = tag if target["tag"] == "*" else target["tag"]
            if emit["copy"]:
                for k, v in data.items():
                    if k == tag_field or k in emit["drop"]:
                        continue
                    base[emit["rename"].get(k, k)] = v
            partials = [base]
            for field, expr in emit["set"]:
                choices = (
                    self._convert_expr(expr, scope)
                    if "convert" in expr
                    else [self._expr(expr, scope)]
                )
                nxt: list[dict[str, Any]] = []
                for p in partials:
                    for c in choices:
                        o = dict(p)
                        if c is _ABSENT:
                            o.pop(field, None)
                        else:
                            o[field] = c
                        nxt.append(o)
                partials = nxt
            out.extend(_check(rule, target, p, self._unstable) for p in partials)
        return out

    def _convert_expr(self, expr: dict[str, Any], scope: _Scope) -> list[Any]:
        v = self._expr(expr["convert"], scope)
        if v is _ABSENT or v is None:
            return [v]
        if expr["many"]:
            if not isinstance(v, list):
                raise ConversionError("invalid-input", f"expected a list of {expr['type']}")
            converted: list[Any] = []
            for x in v:
                converted.extend(self.convert(expr["type"], x))
            return [converted]
        return self.convert(expr["type"], v)

    def _effects(self, rule: dict[str, Any], scope: _Scope) -> None:
        for e in rule["effects"]:
            if "if" in e and not self._cond(e["if"], scope):
                continue
            v = self._expr(e["value"], scope)
            if "set" in e:
                self._values[e["set"]] = None if v is _ABSENT else v
            elif isinstance(v, str):
                if "add" in e:
                    self._sets[e["add"]].add(v)
                else:
                    self._sets[e["remove"]].discard(v)

    def _expr(self, e: dict[str, Any], scope: _Scope) -> Any:
        if "input" in e:
            return _path(scope.input, e["input"])
        if "item" in e:
            return scope.item
        if "const" in e:
            return copy.deepcopy(e["const"])
        if "state" in e:
            return _path(self._values.get(e["state"]), e.get("path"))
        if "output" in e:
            return _path(scope.output, e["output"])
        if "mint" in e:
            prefix = self._options.get(e["mint"])
            if not isinstance(prefix, str):
                raise ConversionError("invalid-option", f"option {e['mint']} gives no id prefix")
            self._minted += 1
            return f"{prefix}{self._minted}"
        if "coalesce" in e:
            for x in e["coalesce"]:
                v = self._expr(x, scope)
                if v is not _ABSENT and v is not None:
                    return v
            return _ABSENT
        if "if" in e:
            return self._expr(e["then"] if self._cond(e["if"], scope) else e["else"], scope)
        if "object" in e:
            built: dict[str, Any] = {}
            for k, x in e["object"].items():
                v = self._expr(x, scope)
                if v is not _ABSENT:
                    built[k] = v
            return built
        if "list" in e:
            return [v for v in (self._expr(x, scope) for x in e["list"]) if v is not _ABSENT]
        if "convert" in e:
            values = self._convert_expr(e, scope)
            return values[0] if len(values) == 1 else [v for v in values if v is not _ABSENT]
        g = e["gitPatch"]
        path, old, new = (
            self._expr(g["path"], scope),
            self._expr(g["old"], scope),
            self._expr(g["new"], scope),
        )
        if (
            not isinstance(path, str)
            or not isinstance(new, str)
            or not (old is _ABSENT or old is None or isinstance(old, str))
        ):
            raise ConversionError(
                "invalid-input",
                "a git patch needs a path, an old text (or null) and a new text",
            )
        return git_patch(path, None if old is _ABSENT else old, new)

    def _cond(self, c: dict[str, Any], scope: _Scope) -> bool:
        if "is" in c:
            return _test(c["is"], self._expr(c["of"], scope))
        if "equals" in c:
            return _same(self._expr(c["equals"][0], scope), self._expr(c["equals"][1], scope))
        if "in" in c:
            v = self._expr(c["of"], scope)
            return isinstance(v, str) and v in self._sets.get(c["in"], set())
        if "option" in c:
            o = self._options.get(c["option"])
            return o is not None and o is not False
        if "all" in c:
            return all(self._cond(x, scope) for x in c["all"])
        if "any" in c:
            return any(self._cond(x, scope) for x in c["any"])
        return not self._cond(c["not"], scope)


def _check(
    rule: str, target: dict[str, Any], value: dict[str, Any], unstable: Iterable[str] | None
) -> Any:
    type_name = target["params"] if "method" in target else target["type"]
    try:
        data = canonical(type_name, value, unstable)
    except KeyError:
        raise ConversionError(rule, f"no type {type_name}") from None
    except ValueError as e:
        raise ConversionError(rule, f"the result is not a valid {type_name}: {e}") from None
    return {"method": target["method"], "params": data} if "method" in target else data


# ---- the reducer ----


class ReduceError(Exception):
    """An update that cannot be applied: it names a message of another role, an entity
    that does not exist, or there is nothing to clear."""


class ReducerEngine:
    """Applies one version's updates to session state, in order."""

    def __init__(self, version: str, unstable: Iterable[str] | None = None) -> None:
        self._unstable = None if unstable is None else tuple(unstable)
        program = programs()["reducers"].get(version)
        if program is None:
            raise ReduceError(f"no reducer for version {version}")
        self._program: dict[str, Any] = program
        self._messages: list[dict[str, Any]] = []
        self._by_id: dict[str, dict[str, Any]] = {}
        self._last_streamed: dict[str, dict[str, Any]] = {}
        self._keyed: dict[str, dict[str, dict[str, Any]]] = {}
        self._single: dict[str, Any] = {}
        for name, e in program["entities"].items():
            if "key" in e:
                self._keyed[name] = {}
            else:
                self._single[name] = None
        self._last: tuple[str, str] | None = None

    def apply(self, value: object) -> None:
        """Applies one update given as JSON. Raises ``DecodeError`` (a ``ValueError``) for an
        invalid update and ``ReduceError`` for one that cannot be applied."""
        p = self._program
        update: dict[str, Any] = canonical(p["union"], value, self._unstable)
        tag = update.get(p["tagField"])
        v = p["variants"].get(tag) if isinstance(tag, str) else None
        if v is None:
            self._last = ("other", "")
            return
        action = v["action"]
        if action == "append":
            role = v["role"]
            key = update.get(p["key"])
            msg = None
            if isinstance(key, str):
                msg = self._find(key, role)
            elif self._last is not None and self._last[1] == role and self._last[0] != "upsert":
                msg = self._last_streamed.get(role)
            if msg is None:
                msg = self._create(key if isinstance(key, str) else None, role)
            msg[v["field"]].append(copy.deepcopy(update[v["field"]]))
            self._last_streamed[role] = msg
            self._last = (action, role)
            return
        if action == "upsert":
            role = v["role"]
            key = update[p["key"]]
            msg = self._find(key, role) or self._create(key, role)
            _merge(msg, update, v["fields"], p["key"])
            self._last = (action, role)
            return
        if action == "clear-last":
            role = v["role"]
            msg = self._last_streamed.get(role)
            if msg is None:
                raise ReduceError(
                    f"{tag}: no {role} message has been streamed, so there is nothing to clear"
                )
            msg[v["field"]] = []
            self._last = (action, role)
            return
        if action in ("upsert-entity", "patch-entity"):
            entity = v["entity"]
            entity_key = p["entities"][entity]["key"]
            ident = update.get(entity_key)
            if not isinstance(ident, str):
                raise ReduceError(f"{tag}: {entity_key} must be a string")
            table = self._keyed[entity]
            found = table.get(ident)
            if found is None:
                if action == "patch-entity":
                    raise ReduceError(f"{tag}: there is no {entity} {json.dumps(ident)} to update")
                found = {entity_key: ident}
                table[ident] = found
            _merge(found, update, v["fields"], entity_key)
        elif action == "replace":
            self._single[v["entity"]] = {
                k: copy.deepcopy(x) for k, x in update.items() if k != p["tagField"]
            }
        self._last = (action, "")

    def messages(self) -> list[dict[str, Any]]:
        """The messages, in the order they were first seen."""
        return copy.deepcopy(self._messages)

    def entities(self) -> dict[str, Any]:
        """Every entity collection, by name."""
        return {name: self.entity(name) for name in self._program["entities"]}

    def entity(self, name: str) -> Any:
        """One entity collection: the keyed entities in first-seen order (a list), or the
        single value (``None`` until set)."""
        if name in self._keyed:
            return copy.deepcopy(list(self._keyed[name].values()))
        if name in self._single:
            return copy.deepcopy(self._single[name])
        raise ReduceError(f"the reducer keeps no entity {json.dumps(name)}")

    def _find(self, ident: str, role: str) -> dict[str, Any] | None:
        msg = self._by_id.get(ident)
        if msg is not None and msg["role"] != role:
            raise ReduceError(
                f"message {ident} is a {msg['role']} message; an update cannot make it a {role} message"
            )
        return msg

    def _create(self, ident: str | None, role: str) -> dict[str, Any]:
        p = self._program
        msg: dict[str, Any] = {p["key"]: ident, "role": role}
        if p.get("listField") is not None:
            msg[p["listField"]] = []
        self._messages.append(msg)
        if ident is not None:
            self._by_id[ident] = msg
        return msg


def _merge(
    target: dict[str, Any],
    update: dict[str, Any],
    fields: list[dict[str, Any]],
    key: str,
) -> None:
    """Field by field: a patch field absent keeps, null clears (a list becomes []), a value
    replaces; another field replaces when present."""
    for f in fields:
        name = f["name"]
        if name == key or name not in update:
            continue
        value = update[name]
        if f["patch"] and value is None:
            if f["list"]:
                target[name] = []
            else:
                target.pop(name, None)
        else:
            target[name] = copy.deepcopy(value)
