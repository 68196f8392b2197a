"""The primitives of the generated converters and reducers. acp-codegen emits each
conversion rule and reducer action as code (``convert.py``, ``reducer.py``); that code
works on JSON data through the small operations here: reading a path, JSON equality, the
value tests, checking a value against a type, minting ids, the errors. Nothing here reads
a rule: there is no program to interpret, and no protocol name."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Sequence
from typing import Any, TypedDict

from ._patch_writer import git_patch
from ._registry import canonical

ABSENT: Any = object()
"""A value that is not there (an absent field), as opposed to ``None`` (JSON null)."""


class ConversionError(Exception):
    """A message that no rule converts, or whose rule fails. ``rule`` is the rule id of
    out/tables (``no-rule``, ``invalid-input`` and ``invalid-option`` are the runtime's
    own)."""

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(f"{rule}: {detail}")
        self.rule = rule
        self.detail = detail


class MethodMessage(TypedDict):
    """A method call or notification without its JSON-RPC envelope."""

    method: str
    params: Any


def at(value: Any, *path: str) -> Any:
    """The value at a field path, or ``ABSENT`` where a step is missing or not an object."""
    cur = value
    for step in path:
        if not isinstance(cur, dict) or step not in cur:
            return ABSENT
        cur = cur[step]
    return cur


def text_of(value: Any) -> str:
    """A value as message text: a string as it is, anything else as JSON, absent as nothing."""
    if value is ABSENT:
        return ""
    if isinstance(value, str):
        return value
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def same(a: Any, b: Any) -> bool:
    """JSON equality: absent equals only absent, and booleans are not numbers."""
    if a is ABSENT or b is ABSENT:
        return a is b
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, (dict, list)) or isinstance(b, (dict, list)):
        return False
    return bool(a == b)


def is_absent(v: Any) -> bool:
    """The value is absent."""
    return v is ABSENT


def is_null(v: Any) -> bool:
    """The value is null."""
    return v is None


def is_absent_or_null(v: Any) -> bool:
    """The value is absent or null."""
    return v is ABSENT or v is None


def is_set(v: Any) -> bool:
    """The value is present and not null."""
    return v is not ABSENT and v is not None


def is_string(v: Any) -> bool:
    """The value is a string."""
    return isinstance(v, str)


def is_empty_list(v: Any) -> bool:
    """The value is an empty list."""
    return isinstance(v, list) and not v


def is_non_empty_list(v: Any) -> bool:
    """The value is a list with items."""
    return isinstance(v, list) and bool(v)


def in_set(values: set[str], v: Any) -> bool:
    """Whether a string is in a set (a value of another kind never is)."""
    return isinstance(v, str) and v in values


def add_to(values: set[str], v: Any) -> None:
    """Adds a string to a set (a value of another kind is not added)."""
    if isinstance(v, str):
        values.add(v)


def remove_from(values: set[str], v: Any) -> None:
    """Removes a string from a set."""
    if isinstance(v, str):
        values.discard(v)


def or_null(v: Any) -> Any:
    """A state value: absent becomes null."""
    return None if v is ABSENT else v


def non_null(v: Any) -> Any:
    """The value, or ``ABSENT`` for null."""
    return ABSENT if v is None else v


def constant(value: Any) -> Any:
    """A fresh copy of a constant."""
    return copy.deepcopy(value)


def is_unknown_tag(tag: Any, known: Sequence[str]) -> bool:
    """Whether a tag is a string that is none of a union's known tags."""
    return isinstance(tag, str) and tag not in known


def git_patch_of(path: Any, old: Any, new: Any) -> str:
    """The git patch of a file's old text (or null) to its new text."""
    if (
        not isinstance(path, str)
        or not isinstance(new, str)
        or not (old is ABSENT or old is None or isinstance(old, str))
    ):
        raise ConversionError(
            "invalid-input",
            "a git patch needs a path, an old text (or null) and a new text",
        )
    return git_patch(path, None if old is ABSENT else old, new)


def put(out: dict[str, Any], field: str, v: Any) -> None:
    """Sets a field, or removes it when the value is absent."""
    if v is ABSENT:
        out.pop(field, None)
    else:
        out[field] = v


def put_all(outs: list[dict[str, Any]], field: str, v: Any) -> None:
    """Sets a field of every partial output."""
    for o in outs:
        put(o, field, v)


def fan_out(outs: list[dict[str, Any]], field: str, choices: list[Any]) -> list[dict[str, Any]]:
    """The outputs a field with several choices gives: each partial output with each choice."""
    nxt: list[dict[str, Any]] = []
    for p in outs:
        for c in choices:
            o = dict(p)
            put(o, field, c)
            nxt.append(o)
    return nxt


def single(values: list[Any]) -> Any:
    """The one value a nested conversion gives."""
    return values[0] if len(values) == 1 else [v for v in values if v is not ABSENT]


def present(values: Iterable[Any]) -> list[Any]:
    """The present values, in order."""
    return [v for v in values if v is not ABSENT]


def copy_fields(
    out: dict[str, Any],
    data: dict[str, Any],
    tag_field: str | None,
    drop: Sequence[str],
    rename: dict[str, str],
) -> None:
    """Copies an input's fields but its tag field and the dropped ones, renamed."""
    for k, v in data.items():
        if k == tag_field or k in drop:
            continue
        out[rename.get(k, k)] = v


def output_of(outputs: list[Any]) -> Any:
    """The object a rule's effects read as its output: the first output, or its params."""
    first: Any = outputs[0] if outputs else ABSENT
    if (
        isinstance(first, dict)
        and isinstance(first.get("method"), str)
        and isinstance(first.get("params"), dict)
    ):
        return first["params"]
    return first


def list_at(rule: str, v: Any, path: str) -> list[Any]:
    """The list at an input path, for a rule's ``forEach``."""
    if not isinstance(v, list):
        raise ConversionError(rule, f"{path} is not a list")
    return v


class ConverterBase:
    """What every generated converter shares: its options, the id counter, and the checks
    around each rule. The generated subclass holds the rules' state and the rules."""

    def __init__(
        self,
        source: str,
        target: str,
        known: Sequence[str],
        options: dict[str, Any] | None = None,
        unstable: Iterable[str] | None = None,
    ) -> None:
        self._source = source
        self._target = target
        self._unstable = None if unstable is None else tuple(unstable)
        self._options: dict[str, Any] = dict(options or {})
        for name in self._options:
            if name not in known:
                raise ConversionError("invalid-option", f"unknown option {json.dumps(name)}")
        self._minted = 0
        self.last_rule: str | None = None
        """The id of the rule that converted the last top-level input."""

    def convert(self, type_name: str, value: object) -> list[Any]:
        """Converts a value of the qualified source type (``"v1.Type"``), given as JSON."""
        raise NotImplementedError

    def convert_method(self, message: MethodMessage) -> list[MethodMessage]:
        """Converts a method call or notification (``{"method", "params"}``)."""
        raise NotImplementedError

    def _input(self, type_name: str, value: object) -> dict[str, Any]:
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
        return data

    def _params(self, message: MethodMessage, type_name: str) -> dict[str, Any]:
        method = message["method"]
        try:
            params = canonical(type_name, message.get("params"), self._unstable)
        except ValueError as e:
            raise ConversionError("invalid-input", f"not valid params of {method}: {e}") from None
        if not isinstance(params, dict):
            raise ConversionError("invalid-input", f"the params of {method} must be an object")
        return params

    def _ran(self, rule: str, outputs: list[Any]) -> list[Any]:
        self.last_rule = rule
        return outputs

    def _no_rule(self, type_name: str, tag: Any) -> ConversionError:
        which = f" ({tag})" if isinstance(tag, str) else ""
        return ConversionError(
            "no-rule",
            f"no {self._source} -> {self._target} rule converts this {type_name}{which}",
        )

    def _no_method_rule(self, method: str, known: bool) -> ConversionError:
        if known:
            return ConversionError(
                "no-rule",
                f"no {self._source} -> {self._target} rule converts {method} with these params",
            )
        return ConversionError(
            "no-rule", f"no {self._source} method {json.dumps(method)} has a conversion rule"
        )

    def _unpaired(self, rule: str) -> ConversionError:
        return ConversionError(rule, "the rule pairs no target with this source")

    def _check(self, rule: str, type_name: str, value: dict[str, Any]) -> Any:
        try:
            return canonical(type_name, value, self._unstable)
        except KeyError:
            raise ConversionError(rule, f"no type {type_name}") from None
        except ValueError as e:
            raise ConversionError(rule, f"the result is not a valid {type_name}: {e}") from None

    def _check_method(self, rule: str, method: str, type_name: str, value: dict[str, Any]) -> Any:
        return {"method": method, "params": self._check(rule, type_name, value)}

    def _option(self, name: str) -> bool:
        o = self._options.get(name)
        return o is not None and o is not False

    def _mint(self, option: str) -> str:
        prefix = self._options.get(option)
        if not isinstance(prefix, str):
            raise ConversionError("invalid-option", f"option {option} gives no id prefix")
        self._minted += 1
        return f"{prefix}{self._minted}"

    def _convert_one(self, type_name: str, v: Any) -> list[Any]:
        if v is ABSENT or v is None:
            return [v]
        return self.convert(type_name, v)

    def _convert_many(self, type_name: str, v: Any) -> Any:
        if v is ABSENT or v is None:
            return v
        if not isinstance(v, list):
            raise ConversionError("invalid-input", f"expected a list of {type_name}")
        converted: list[Any] = []
        for x in v:
            converted.extend(self.convert(type_name, x))
        return converted


# ---- the reducer ----


class ReduceError(Exception):
    """An update that cannot be applied: it names a message of another role, an entity
    that does not exist, or there is nothing to clear."""


class MergeField(TypedDict):
    """A field a reducer merges: whether it is a patch field and whether it is a list."""

    name: str
    patch: bool
    list: bool


class ReducerBase:
    """What every generated reducer shares: the messages, the entity collections, and the
    actions its variants take. The generated subclass picks the action of each variant."""

    def __init__(
        self,
        union: str,
        key: str,
        list_field: str | None,
        entities: Sequence[tuple[str, bool]],
        unstable: Iterable[str] | None = None,
    ) -> None:
        self._unstable = None if unstable is None else tuple(unstable)
        self._union = union
        self._key = key
        self._list_field = list_field
        self._names = [name for name, _ in entities]
        self._messages: list[dict[str, Any]] = []
        self._by_id: dict[str, dict[str, Any]] = {}
        self._last_streamed: dict[str, dict[str, Any]] = {}
        self._keyed: dict[str, dict[str, dict[str, Any]]] = {}
        self._single: dict[str, Any] = {}
        for name, keyed in entities:
            if keyed:
                self._keyed[name] = {}
            else:
                self._single[name] = None
        self._last: tuple[str, str] | None = None

    def apply(self, value: object) -> None:
        """Applies one update given as JSON. Raises ``DecodeError`` (a ``ValueError``) for an
        invalid update and ``ReduceError`` for one that cannot be applied."""
        raise NotImplementedError

    def _update(self, value: object) -> dict[str, Any]:
        update: dict[str, Any] = canonical(self._union, value, self._unstable)
        return update

    def _other(self) -> None:
        self._last = ("other", "")

    def _append(self, update: dict[str, Any], role: str, field: str) -> None:
        key = update.get(self._key)
        msg = None
        if isinstance(key, str):
            msg = self._find(key, role)
        elif self._last is not None and self._last[1] == role and self._last[0] != "upsert":
            msg = self._last_streamed.get(role)
        if msg is None:
            msg = self._create(key if isinstance(key, str) else None, role)
        msg[field].append(copy.deepcopy(update[field]))
        self._last_streamed[role] = msg
        self._last = ("append", role)

    def _upsert(self, update: dict[str, Any], role: str, fields: list[MergeField]) -> None:
        key = update[self._key]
        msg = self._find(key, role) or self._create(key, role)
        _merge(msg, update, fields, self._key)
        self._last = ("upsert", role)

    def _clear_last(self, tag: str, role: str, field: str) -> None:
        msg = self._last_streamed.get(role)
        if msg is None:
            raise ReduceError(
                f"{tag}: no {role} message has been streamed, so there is nothing to clear"
            )
        msg[field] = []
        self._last = ("clear-last", role)

    def _merge_entity(
        self,
        tag: str,
        update: dict[str, Any],
        entity: str,
        key: str,
        fields: list[MergeField],
        create: bool,
    ) -> None:
        ident = update.get(key)
        if not isinstance(ident, str):
            raise ReduceError(f"{tag}: {key} must be a string")
        table = self._keyed[entity]
        found = table.get(ident)
        if found is None:
            if not create:
                raise ReduceError(f"{tag}: there is no {entity} {json.dumps(ident)} to update")
            found = {key: ident}
            table[ident] = found
        _merge(found, update, fields, key)
        self._last = ("upsert-entity" if create else "patch-entity", "")

    def _fix_entity(
        self,
        tag: str,
        update: dict[str, Any],
        entity: str,
        key: str,
        fixed: Sequence[str],
    ) -> None:
        """Checks the fixed fields of the keyed entity the update names: the update that
        creates the entity must carry each of them (not null), and stores them; a later one
        may leave one out, give null or repeat the stored value, and any other value is an
        error. Call it before ``_merge_entity``, with the fixed fields left out of the merged
        ones."""
        ident = update.get(key)
        if not isinstance(ident, str):
            raise ReduceError(f"{tag}: {key} must be a string")
        table = self._keyed[entity]
        found = table.get(ident)
        for f in fixed:
            value = update.get(f)
            if found is None and value is None:
                raise ReduceError(
                    f"{tag}: the first update of {entity} {json.dumps(ident)} must carry {f}"
                )
            if found is not None and value is not None and not same(found.get(f, ABSENT), value):
                raise ReduceError(
                    f"{tag}: {f} of {entity} {json.dumps(ident)} is fixed by its first update"
                    " and cannot change"
                )
        if found is not None:
            return
        created: dict[str, Any] = {key: ident}
        for f in fixed:
            created[f] = copy.deepcopy(update[f])
        table[ident] = created

    def _replace(self, update: dict[str, Any], entity: str, tag_field: str) -> None:
        self._single[entity] = {k: copy.deepcopy(x) for k, x in update.items() if k != tag_field}
        self._last = ("replace", "")

    def _merge_single(self, record: Any, entity: str, fields: list[MergeField]) -> None:
        stored = self._single.get(entity)
        target: dict[str, Any] = stored if isinstance(stored, dict) else {}
        _merge(target, record, fields, "")
        self._single[entity] = target
        self._last = ("upsert-single", "")

    def _replace_value(self, entity: str, value: Any) -> None:
        self._single[entity] = copy.deepcopy(value)
        self._last = ("replace", "")

    def _replace_entity(self, tag: str, record: Any, entity: str, key: str) -> None:
        ident = record.get(key) if isinstance(record, dict) else None
        if not isinstance(ident, str):
            raise ReduceError(f"{tag}: {key} must be a string")
        self._keyed[entity][ident] = copy.deepcopy(record)
        self._last = ("replace-entity", "")

    def _remove_entity(self, tag: str, update: dict[str, Any], entity: str, key: str) -> None:
        ident = update.get(key)
        if not isinstance(ident, str):
            raise ReduceError(f"{tag}: {key} must be a string")
        self._keyed[entity].pop(ident, None)
        self._last = ("remove-entity", "")

    def _append_entity(
        self,
        tag: str,
        update: dict[str, Any],
        entity: str,
        key: str,
        path: Sequence[str],
        mode: str,
        initial: dict[str, Any],
        value: Any,
    ) -> None:
        """Appends a value at a path of the keyed entity (of the collection ``entity``, keyed
        by its ``key``) the update names, as ``mode`` says: one more item of a list
        (``item``), a list's items (``items``) or the end of a string (``text``). An absent
        entity starts as its key and ``initial``; an absent or null object on the path starts
        empty; an absent or null field starts as an empty list or string."""
        ident = update.get(key)
        if not isinstance(ident, str):
            raise ReduceError(f"{tag}: {key} must be a string")
        table = self._keyed[entity]
        target = table.get(ident)
        if target is None:
            target = copy.deepcopy(initial)
            target[key] = ident
            table[ident] = target
        *steps, last = path
        for step in steps:
            nxt = target.get(step)
            if not isinstance(nxt, dict):
                nxt = {}
                target[step] = nxt
            target = nxt
        stored = target.get(last)
        if mode == "text":
            head = stored if isinstance(stored, str) else ""
            target[last] = head + (value if isinstance(value, str) else "")
        else:
            items = stored if isinstance(stored, list) else []
            if mode == "items" and isinstance(value, list):
                items.extend(copy.deepcopy(value))
            else:
                items.append(copy.deepcopy(value))
            target[last] = items
        self._last = ("append-entity", "")

    def _ignore(self) -> None:
        self._last = ("ignore", "")

    def messages(self) -> list[dict[str, Any]]:
        """The messages, in the order they were first seen."""
        return copy.deepcopy(self._messages)

    def entities(self) -> dict[str, Any]:
        """Every entity collection, by name."""
        return {name: self.entity(name) for name in self._names}

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
                f"message {ident} is {with_article(msg['role'])} message; "
                f"an update cannot make it {with_article(role)} message"
            )
        return msg

    def _create(self, ident: str | None, role: str) -> dict[str, Any]:
        msg: dict[str, Any] = {self._key: ident, "role": role}
        if self._list_field is not None:
            msg[self._list_field] = []
        self._messages.append(msg)
        if ident is not None:
            self._by_id[ident] = msg
        return msg


def _merge(
    target: dict[str, Any],
    update: dict[str, Any],
    fields: list[MergeField],
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


def with_article(noun: str) -> str:
    """A noun with its indefinite article, by how the noun is spelt: "an" before a, e, i and o,
    and before a u that does not sound "you" (a u, then a consonant, then a vowel: "a user",
    "an update"); "a" otherwise. Every language's runtime spells it by this one rule."""
    w = noun.lower()
    vowels = "aeiou"
    an = w[:1] in ("a", "e", "i", "o") or (
        w[:1] == "u" and not (len(w) > 2 and w[1] not in vowels and w[2] in vowels)
    )
    return f"{'an' if an else 'a'} {noun}"
