"""The batching rules, one module per operator family.

:func:`install` registers them all as ``FuncTorchBatched`` kernels, with the fallback for
the other operators; ``vmap`` calls it on first use, so importing functorch does not pay
for some 400 registrations (each recomputes an operator's dispatch table, and the
fallback every operator's).
"""

from __future__ import annotations

import importlib
import threading

__all__ = ["install"]

_FAMILIES = (
    "pointwise", "views", "reductions", "joining", "linalg", "nn", "losses", "indexing",
    "random", "backward",
)  # fmt: skip
_lock = threading.Lock()
_installed = False


def install() -> None:
    """Register every batching rule and the fallback (once per process)."""
    global _installed
    if _installed:
        return
    with _lock:
        if _installed:
            return
        from ..batching import install_fallback

        for family in _FAMILIES:
            importlib.import_module(f"{__name__}.{family}")
        install_fallback()
        _installed = True
