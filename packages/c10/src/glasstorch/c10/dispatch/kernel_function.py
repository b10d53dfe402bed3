"""KernelFunction: one callable in a dispatch table, with how it wants to be called.

Mirrors ``ATen/core/boxing/KernelFunction.h``. A kernel is a plain Python callable
``fn(*args, **kwargs)``; one registered ``with_keyset`` also receives the dispatch key
set first (as the raw ``int`` bitset), so it can ``redispatch`` below itself. A
*fallthrough* kernel is a marker: the Dispatcher skips its key and tries the next one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def fallthrough_kernel(*args: Any, **kwargs: Any) -> Any:
    """Register this to make a dispatch key pass calls through to the next key."""
    raise RuntimeError("fallthrough_kernel is a marker and must never be called")


class KernelFunction:
    """A kernel plus its calling convention and the debug text ``dump_table`` shows."""

    __slots__ = ("fn", "with_keyset", "is_fallthrough", "debug")

    def __init__(
        self, fn: Callable[..., Any], *, with_keyset: bool = False, debug: str = ""
    ) -> None:
        self.fn = fn
        self.with_keyset = with_keyset
        self.is_fallthrough = fn is fallthrough_kernel
        self.debug = debug or getattr(fn, "__qualname__", repr(fn))

    def call(self, ks: int, *args: Any, **kwargs: Any) -> Any:
        """Run the kernel for dispatch key set ``ks`` (passed on only if it asked for it)."""
        if self.with_keyset:
            return self.fn(ks, *args, **kwargs)
        return self.fn(*args, **kwargs)

    def __repr__(self) -> str:
        kind = "fallthrough" if self.is_fallthrough else "kernel"
        return f"KernelFunction({self.debug}, {kind})"


def boxed_fallback_kernel(fallback: KernelFunction, op: object) -> KernelFunction:
    """Bind a backend fallback ``fn(op, [ks,] *args)`` to one operator's handle."""
    if fallback.is_fallthrough:
        return fallback
    fn = fallback.fn
    if fallback.with_keyset:

        def bound(ks: int, *args: Any, **kwargs: Any) -> Any:
            return fn(op, ks, *args, **kwargs)
    else:

        def bound(*args: Any, **kwargs: Any) -> Any:
            return fn(op, *args, **kwargs)

    return KernelFunction(bound, with_keyset=fallback.with_keyset, debug=fallback.debug)
