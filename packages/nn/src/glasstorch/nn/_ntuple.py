"""``_single``/``_pair``/``_triple``: normalise an int-or-tuple argument to a tuple.

Kept at the package root so that nn.functional and nn.modules can both import it;
``nn.modules.utils`` re-exports it under PyTorch's path.
"""

from __future__ import annotations

import collections.abc
from collections.abc import Callable
from itertools import repeat
from typing import Any

__all__ = ["_ntuple", "_pair", "_quadruple", "_reverse_repeat_tuple", "_single", "_triple"]


def _ntuple(n: int, name: str = "parse") -> Callable[[Any], tuple[Any, ...]]:
    def parse(x: Any) -> tuple[Any, ...]:
        if isinstance(x, collections.abc.Iterable) and not isinstance(x, str):
            return tuple(x)
        return tuple(repeat(x, n))

    parse.__name__ = name
    return parse


_single = _ntuple(1, "_single")
_pair = _ntuple(2, "_pair")
_triple = _ntuple(3, "_triple")
_quadruple = _ntuple(4, "_quadruple")


def _reverse_repeat_tuple(t: tuple[Any, ...], n: int) -> tuple[Any, ...]:
    """Reverse ``t`` and repeat each element ``n`` times (conv padding → ``F.pad`` order)."""
    return tuple(x for x in reversed(t) for _ in range(n))
