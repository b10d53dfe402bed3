"""The backend registry: names to ``(GraphModule, example_inputs) -> callable`` compilers.

Names not registered here are looked up among the ``glasstorch_dynamo_backends`` entry
points, which is how higher layers (the inductor package) provide theirs without this
package importing them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any

CompilerFn = Callable[..., Any]
_BACKENDS: dict[str, CompilerFn] = {}
_LAZY: dict[str, Callable[[], CompilerFn]] = {}
ENTRY_POINT_GROUP = "glasstorch_dynamo_backends"


def register_backend(compiler_fn: CompilerFn | None = None, name: str | None = None) -> Any:
    """Register ``compiler_fn`` under ``name`` (its ``__name__`` by default); a decorator too."""
    if compiler_fn is None:
        return functools.partial(register_backend, name=name)
    key = name or compiler_fn.__name__
    if key in _BACKENDS and _BACKENDS[key] is not compiler_fn:
        raise ValueError(f"duplicate name: {key}")
    _BACKENDS[key] = compiler_fn
    return compiler_fn


def register_lazy_backend(name: str, load: Callable[[], CompilerFn]) -> None:
    """Register a backend that is imported the first time it is asked for."""
    _LAZY[name] = load


def _entry_points() -> dict[str, Any]:
    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def lookup_backend(compiler_fn: str | CompilerFn) -> CompilerFn:
    """The compiler for a name or a callable (callables are returned as they are)."""
    if callable(compiler_fn):
        return compiler_fn
    name = compiler_fn
    if name in _BACKENDS:
        return _BACKENDS[name]
    if name in _LAZY:
        fn = _LAZY[name]()
        _BACKENDS[name] = fn
        return fn
    eps = _entry_points()
    if name in eps:
        fn = eps[name].load()
        _BACKENDS[name] = fn
        return fn
    raise InvalidBackend(name)


def list_backends(exclude_tags: tuple[str, ...] | None = ("debug", "experimental")) -> list[str]:
    """Names of the available backends (debugging ones excluded by default)."""
    debug = {"eager", "aot_eager"} if exclude_tags and "debug" in exclude_tags else set()
    names = set(_BACKENDS) | set(_LAZY) | set(_entry_points())
    return sorted(names - debug)


class InvalidBackend(RuntimeError):
    """An unknown backend name."""

    def __init__(self, name: str) -> None:
        super().__init__(
            f"Invalid backend: {name!r}, see `torch._dynamo.list_backends()` for "
            "available backends."
        )
        self.name = name
