"""Helpers shared by the functional modules: one function per dimension
(``conv1d/2d/3d``, ``max_pool1d/2d/3d``, ...) from a single definition, and aten's
"not implemented for" and "expected scalar type" dtype errors."""

from __future__ import annotations

from types import FunctionType
from typing import Any, TypeVar

from glasstorch.aten.structured import scalar_type_name

_F = TypeVar("_F", bound=FunctionType)


def _named(fn: _F, name: str, doc: str | None) -> _F:
    """``fn`` given the public ``name`` (its own code object too) and docstring ``doc``."""
    # A code object of its own per variant: tracebacks and frame caches (dynamo) tell them apart.
    fn.__code__ = fn.__code__.replace(co_name=name, co_qualname=name)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn


def unsupported_dtype(kernel: str, tensor: Any) -> NotImplementedError:
    """aten's error for a kernel that has no version for ``tensor``'s dtype."""
    name = scalar_type_name(tensor.dtype)
    return NotImplementedError(f"\"{kernel}\" not implemented for '{name}'")


def require_floating(kernel: str, tensor: Any) -> None:
    """Raise aten's error unless ``tensor`` is floating point (``kernel`` names it)."""
    if not tensor.is_floating_point():
        raise unsupported_dtype(kernel, tensor)


def require_dtype(tensor: Any, dtype: Any) -> None:
    """Raise aten's error unless ``tensor`` has ``dtype``."""
    if tensor.dtype != dtype:
        raise RuntimeError(
            f"expected scalar type {scalar_type_name(dtype)} but found "
            f"{scalar_type_name(tensor.dtype)}"
        )
