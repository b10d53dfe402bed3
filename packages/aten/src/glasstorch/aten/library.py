"""``glasstorch.library``: register operators and kernels from Python, as ``torch.library``.

``Library(ns, "DEF" | "IMPL" | "FRAGMENT")`` is c10's registration API (the
``TORCH_LIBRARY`` family); operators defined through it are callable at once as
``glasstorch.ops.<ns>.<op>``.

    lib = Library("myops", "DEF")
    lib.define("scale(Tensor self, float k) -> Tensor")
    lib.impl("scale", lambda t, k: t * k, "CPU")
    glasstorch.ops.myops.scale(x, 2.0)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.c10.dispatch import Library, fallthrough_kernel

__all__ = ["Library", "fallthrough_kernel", "impl"]


def impl(lib: Library, name: str, dispatch_key: str = "") -> Callable[[Any], Any]:
    """Decorator form: ``@impl(lib, "scale", "CPU")``."""
    return lib.impl(name, dispatch_key=dispatch_key)
