"""Guards: the conditions under which a compiled entry may run, compiled into one function.

Each guard is a Python expression over the frame's arguments (its sources). All guards of
an entry become the body of a single generated function with the frame's own signature,
so checking an entry is one call doing a handful of comparisons.
"""

from __future__ import annotations

import enum
import sys
import types
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.autocast_state import AUTOCAST_KEYS, enabled_devices
from glasstorch.autograd import is_grad_enabled
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set

from .source import Source


class GuardKind(enum.Enum):
    TENSOR_MATCH = "TENSOR_MATCH"  # type, dtype, device, shape, strides, requires_grad
    TYPE_MATCH = "TYPE_MATCH"
    ID_MATCH = "ID_MATCH"  # the same object
    CONSTANT_MATCH = "CONSTANT_MATCH"  # type and value
    MODULE_TRAINING = "MODULE_TRAINING"
    SEQUENCE_LENGTH = "SEQUENCE_LENGTH"
    DICT_KEYS = "DICT_KEYS"
    GRAD_MODE = "GRAD_MODE"
    AUTOCAST = "AUTOCAST"  # the devices autocast is on for, and their dtypes


class Guard:
    """One guard: its source, kind, the expression checking it and a readable form."""

    def __init__(self, source: Source | None, kind: GuardKind, expr: str, text: str) -> None:
        self.source = source
        self.kind = kind
        self.expr = expr
        self.text = text

    def __repr__(self) -> str:
        where = self.source.name() if self.source is not None else "global state"
        return f"{self.kind.value:<16} {where}: {self.text}"


class GuardSet:
    """The guards of one compiled entry, in the order they must be checked."""

    def __init__(self) -> None:
        self.guards: list[Guard] = []
        self.keys: set[tuple[str, GuardKind]] = set()
        self.consts: dict[str, Any] = {
            "___type": type,
            "___len": len,
            "___list": list,
            "___grad_enabled": is_grad_enabled,
            "___tls": tls_local_dispatch_key_set,
            "___autocast": enabled_devices,
            "___modules": sys.modules,
            "___getattr": getattr,
        }

    def const(self, value: Any) -> str:
        name = f"___c{len(self.consts)}"
        self.consts[name] = value
        return name

    def add(self, source: Source | None, kind: GuardKind, value: Any) -> None:
        key = (source.name() if source is not None else "", kind)
        if key in self.keys:
            return
        self.keys.add(key)
        n = source.name() if source is not None else ""
        expr, text = self._expr(n, kind, value)
        self.guards.append(Guard(source, kind, expr, text))

    def _expr(self, n: str, kind: GuardKind, value: Any) -> tuple[str, str]:
        if kind is GuardKind.TENSOR_MATCH:
            impl = value._impl
            i = f"___i{len(self.guards)}"
            expr = (
                f"___type({n}) is {self.const(type(value))} and ({i} := {n}._impl).dtype is "
                f"{self.const(impl.dtype)} and {i}.device == {self.const(impl.device)} and "
                f"{i}.sizes == {impl.sizes!r} and {i}.strides == {impl.strides!r} and "
                f"{n}.requires_grad is {value.requires_grad}"
            )
            text = (
                f"{type(value).__name__}(dtype={impl.dtype}, device={impl.device}, "
                f"size={list(impl.sizes)}, stride={list(impl.strides)}, "
                f"requires_grad={value.requires_grad})"
            )
            return expr, text
        if kind is GuardKind.ID_MATCH:
            return f"{n} is {self.const(value)}", f"is {_short(value)}"
        if kind is GuardKind.TYPE_MATCH:
            return f"___type({n}) is {self.const(type(value))}", f"type is {type(value).__name__}"
        if kind is GuardKind.CONSTANT_MATCH:
            if isinstance(value, bool) or value is None:
                return f"{n} is {value!r}", f"== {value!r}"
            return (
                f"___type({n}) is {self.const(type(value))} and {n} == {self.const(value)}",
                f"== {value!r}",
            )
        if kind is GuardKind.MODULE_TRAINING:
            return f"{n}.training is {value.training}", f"training is {value.training}"
        if kind is GuardKind.SEQUENCE_LENGTH:
            t = type(value).__name__
            return (
                f"___type({n}) is {t} and ___len({n}) == {len(value)}",
                f"{t} of length {len(value)}",
            )
        if kind is GuardKind.DICT_KEYS:
            keys = list(value)
            return (f"___type({n}) is dict and ___list({n}) == {keys!r}", f"keys == {keys!r}")
        if kind is GuardKind.GRAD_MODE:
            return f"___grad_enabled() is {value}", f"grad mode is {value}"
        if kind is GuardKind.AUTOCAST:
            if not value:
                return f"not (___tls.included & {AUTOCAST_KEYS})", "autocast is off"
            on = ", ".join(f"{device} ({dtype})" for device, dtype in value.items())
            return f"___autocast() == {self.const(value)}", f"autocast is on for {on}"
        raise AssertionError(kind)

    def compile(
        self,
        code: types.CodeType,
        fn_defaults: tuple[Any, ...] | None,
        kwdefaults: dict[str, Any] | None,
        f_globals: dict[str, Any],
        closure: tuple[Any, ...] | None,
    ) -> Callable[..., bool]:
        """One function with the frame's signature returning whether every guard holds."""
        body = " and ".join(f"({g.expr})" for g in self.guards) or "True"
        return self._make(body, code, fn_defaults, kwdefaults, f_globals, closure)

    def _make(
        self,
        body: str,
        code: types.CodeType,
        defaults: tuple[Any, ...] | None,
        kwdefaults: dict[str, Any] | None,
        f_globals: dict[str, Any],
        closure: tuple[Any, ...] | None,
    ) -> Callable[..., Any]:
        src = f"def ___guard({signature(code)}):\n    return {body}\n"
        namespace = dict(self.consts, ___G=f_globals, ___closure=closure)
        exec(compile(src, f"<guards {code.co_name}>", "exec"), namespace)
        fn = namespace["___guard"]
        fn.__defaults__ = defaults
        fn.__kwdefaults__ = kwdefaults
        return fn

    def first_failure(
        self,
        code: types.CodeType,
        defaults: tuple[Any, ...] | None,
        kwdefaults: dict[str, Any] | None,
        f_globals: dict[str, Any],
        closure: tuple[Any, ...] | None,
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
    ) -> str | None:
        """The readable form of the first guard that fails for these arguments."""
        for g in self.guards:
            check = self._make(f"({g.expr})", code, defaults, kwdefaults, f_globals, closure)
            try:
                ok = check(*args, **kwargs)
            except Exception:  # noqa: BLE001 - an error evaluating a guard is a failure
                ok = False
            if not ok:
                return f"{g!r} (expression: {g.expr})"
        return None

    def __str__(self) -> str:
        return "\n".join(f"  - {g!r}" for g in self.guards)


def signature(code: types.CodeType) -> str:
    """The parameter list of ``code`` as Python source (defaults come from the function)."""
    names = code.co_varnames
    n = code.co_argcount
    parts = list(names[:n])
    if code.co_posonlyargcount:
        parts.insert(code.co_posonlyargcount, "/")
    k = code.co_kwonlyargcount
    rest = n + k
    if code.co_flags & 0x04:
        parts.append("*" + names[rest])
        rest += 1
    elif k:
        parts.append("*")
    parts.extend(names[n : n + k])
    if code.co_flags & 0x08:
        parts.append("**" + names[rest])
    return ", ".join(parts)


def _short(value: Any) -> str:
    if isinstance(value, Tensor):
        return "tensor"
    text = repr(value) if not isinstance(value, types.FunctionType) else value.__qualname__
    return text if len(text) < 60 else text[:57] + "..."
