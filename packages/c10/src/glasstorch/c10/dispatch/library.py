"""Library: the registration API of ``TORCH_LIBRARY``, ``TORCH_LIBRARY_IMPL`` and ``_FRAGMENT``.

Mirrors ``torch/library.h`` (and the Python ``torch.library.Library``)::

    lib = Library("myops", "DEF")                 # TORCH_LIBRARY(myops, m)
    lib.define("scale(Tensor self, float k) -> Tensor")

    @lib.impl("scale", dispatch_key="CPU")        # m.impl("scale", kCPU, fn)
    def scale_cpu(self, k): ...

    impl = Library("myops", "IMPL", "Meta")       # TORCH_LIBRARY_IMPL(myops, Meta, m)
    impl.impl("scale", scale_meta)

Every registration is kept as a handle; :meth:`Library.remove` undoes them all.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ..core.dispatch_key import DispatchKey, parse_dispatch_key
from ..schema import FunctionSchema, OperatorName, parse_schema
from .dispatcher import Dispatcher, RegistrationHandle
from .kernel_function import KernelFunction

_KINDS = ("DEF", "IMPL", "FRAGMENT")


def _caller(depth: int = 2) -> str:
    frame = sys._getframe(depth)
    return f"registered at {frame.f_code.co_filename}:{frame.f_lineno}"


def _as_key(key: str | DispatchKey) -> DispatchKey:
    if isinstance(key, DispatchKey):
        return key
    return DispatchKey.Undefined if key == "" else parse_dispatch_key(key)


class Library:
    """A set of registrations for one namespace (or ``"_"``, every namespace, for fallbacks)."""

    def __init__(self, ns: str, kind: str, dispatch_key: str | DispatchKey = "") -> None:
        if kind not in _KINDS:
            raise ValueError(f"Unsupported kind: {kind!r}; expected one of {', '.join(_KINDS)}")
        if ns == "_" and kind != "IMPL":
            raise ValueError("The namespace '_' (every namespace) is only allowed for IMPL")
        self.ns = ns
        self.kind = kind
        self.dispatch_key = _as_key(dispatch_key)
        self.dispatcher = Dispatcher.singleton()
        self.handles: list[RegistrationHandle] = []
        if kind == "DEF":
            self.handles.append(self.dispatcher.register_library(ns, _caller()))

    def _qualify(self, name: str) -> str:
        if "::" in name:
            ns = name.split("::", 1)[0]
            if ns != self.ns:
                raise ValueError(
                    f"Explicitly provided namespace ({ns}) in operator name does not match "
                    f"namespace of enclosing library ({self.ns})"
                )
            return name
        return f"{self.ns}::{name}"

    def define(self, schema: str | FunctionSchema, fn: Callable[..., Any] | None = None) -> str:
        """Define an operator (``m.def``); with ``fn``, also its CompositeImplicitAutograd kernel.

        Returns the qualified operator name, e.g. ``"myops::scale"``.
        """
        if self.kind == "IMPL":
            raise RuntimeError("define() is not allowed in an IMPL library; use DEF or FRAGMENT")
        parsed = parse_schema(schema) if isinstance(schema, str) else schema
        if parsed.name.namespace and parsed.name.namespace != self.ns:
            raise ValueError(
                f"Explicitly provided namespace ({parsed.name.namespace}) in schema string "
                f"does not match namespace of enclosing library ({self.ns})"
            )
        if not parsed.name.namespace:
            qualified = OperatorName(f"{self.ns}::{parsed.name.name}", parsed.name.overload_name)
            parsed = parsed.with_name(qualified)
        self.handles.append(self.dispatcher.register_def(parsed, _caller()))
        name = str(parsed.name)
        if fn is not None:
            self.impl(name, fn, DispatchKey.CompositeImplicitAutograd)
        return name

    def impl(
        self,
        name: str,
        fn: Callable[..., Any] | None = None,
        dispatch_key: str | DispatchKey = "",
        *,
        with_keyset: bool = False,
    ) -> Any:
        """Register ``fn`` as ``name``'s kernel for ``dispatch_key``; a decorator without ``fn``.

        The key defaults to the library's own (IMPL libraries) or, failing that, to
        CompositeImplicitAutograd, as PyTorch's catch-all kernels do.
        """
        if fn is None:

            def decorator(f: Callable[..., Any]) -> Callable[..., Any]:
                self.impl(name, f, dispatch_key, with_keyset=with_keyset)
                return f

            return decorator
        key = _as_key(dispatch_key)
        if self.kind == "IMPL" and self.dispatch_key != DispatchKey.Undefined:
            if key not in (DispatchKey.Undefined, self.dispatch_key):
                raise ValueError(
                    f"Explicitly provided dispatch key ({key.name}) is inconsistent with the "
                    f"dispatch key of the enclosing TORCH_LIBRARY_IMPL block "
                    f"({self.dispatch_key.name})"
                )
            key = self.dispatch_key
        kernel = KernelFunction(fn, with_keyset=with_keyset, debug=_debug_name(fn))
        self.handles.append(self.dispatcher.register_impl(self._qualify(name), key, kernel))
        return fn

    def fallback(
        self,
        fn: Callable[..., Any] | None = None,
        dispatch_key: str | DispatchKey = "",
        *,
        with_keyset: bool = False,
    ) -> Any:
        """A boxed kernel ``fn(op, *args, **kwargs)`` for every operator lacking one for the key.

        Only in an IMPL library for namespace ``"_"``; a decorator without ``fn``.
        """
        if fn is None:

            def decorator(f: Callable[..., Any]) -> Callable[..., Any]:
                self.fallback(f, dispatch_key, with_keyset=with_keyset)
                return f

            return decorator
        if self.ns != "_":
            raise RuntimeError(
                "Fallbacks can only be registered in an IMPL library for the namespace '_' "
                f"(every namespace), not '{self.ns}'"
            )
        key = _as_key(dispatch_key)
        if key == DispatchKey.Undefined:
            key = self.dispatch_key
        if key == DispatchKey.Undefined:
            raise ValueError("fallback() needs a dispatch key")
        kernel = KernelFunction(fn, with_keyset=with_keyset, debug=_debug_name(fn))
        self.handles.append(self.dispatcher.register_fallback(key, kernel))
        return fn

    def remove(self) -> None:
        """Undo every registration this library made, newest first."""
        while self.handles:
            self.handles.pop().remove()

    def __repr__(self) -> str:
        key = "" if self.dispatch_key == DispatchKey.Undefined else f", {self.dispatch_key.name}"
        return f"Library(kind={self.kind}, ns={self.ns}{key})"


def _debug_name(fn: Callable[..., Any]) -> str:
    module = getattr(fn, "__module__", "") or ""
    name = getattr(fn, "__qualname__", None) or repr(fn)
    return f"{module}.{name}" if module else name
