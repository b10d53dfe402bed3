"""The table of lowerings: operator name (``aten::addmm``) -> function(builder, call)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["LOWERINGS", "lowering"]

LOWERINGS: dict[str, Callable[[Any, Any], Any]] = {}


def lowering(*names: str) -> Callable[[Callable[[Any, Any], Any]], Callable[[Any, Any], Any]]:
    """Register the decorated function as the lowering of the ``aten::`` operators ``names``."""

    def register(fn: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
        for name in names:
            LOWERINGS[name if "::" in name else f"aten::{name}"] = fn
        return fn

    return register
