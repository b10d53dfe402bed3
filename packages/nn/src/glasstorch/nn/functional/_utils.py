"""Helpers shared by the functional modules that define one function per dimension
(``conv1d/2d/3d``, ``max_pool1d/2d/3d``, ...) from a single definition."""

from __future__ import annotations

from types import FunctionType
from typing import TypeVar

_F = TypeVar("_F", bound=FunctionType)


def _named(fn: _F, name: str, doc: str | None) -> _F:
    """``fn`` given the public ``name`` (its own code object too) and docstring ``doc``."""
    # A code object of its own per variant: tracebacks and frame caches (dynamo) tell them apart.
    fn.__code__ = fn.__code__.replace(co_name=name, co_qualname=name)
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    return fn
