"""``torch.backends.opt_einsum``: planning the contraction order of ``einsum``.

With three or more operands the order in which ``einsum`` contracts them can change its
cost by orders of magnitude. While :data:`enabled`, glasstorch plans it with the
``opt_einsum`` package when it is installed, and otherwise with numpy's optimizer
(``numpy.einsum_path``, which has opt_einsum's ``greedy`` and ``optimal`` strategies), so
:func:`is_available` is True wherever numpy is. ``strategy`` is ``"auto"`` (``optimal``
up to four operands, else ``greedy``, as opt_einsum's own ``auto``), ``"greedy"`` or
``"optimal"``. Disabled, operands are contracted left to right.
"""

from __future__ import annotations

import itertools
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from glasstorch.aten import functional as _functional

__all__ = ["flags", "get_opt_einsum", "is_available", "set_flags"]

_STRATEGIES = ("auto", "greedy", "optimal")

try:
    import opt_einsum as _opt_einsum  # type: ignore[import-not-found]
except ImportError:
    _opt_einsum = None

_state = {"enabled": True, "strategy": "auto"}


def is_available() -> bool:
    """Whether a contraction path optimizer is available (opt_einsum's or numpy's)."""
    return True


def get_opt_einsum() -> Any:
    """The ``opt_einsum`` package if it is installed, else None."""
    return _opt_einsum


def _plan(equation: str, operands: list[Any]) -> list[int] | None:
    """The flat contraction path of ``equation`` over ``operands`` (None: left to right)."""
    shapes = [tuple(t.shape) for t in operands]
    strategy = _state["strategy"]
    try:
        if _opt_einsum is not None:
            steps = _opt_einsum.contract_path(equation, *shapes, optimize=strategy, shapes=True)[0]
        else:
            import numpy as np

            if strategy == "auto":
                strategy = "optimal" if len(shapes) <= 4 else "greedy"
            fake = [np.broadcast_to(np.empty((), np.float32), s) for s in shapes]
            steps = np.einsum_path(equation.replace(" ", ""), *fake, optimize=strategy)[0][1:]
    except Exception:  # an equation the planner cannot read: einsum reports the error
        return None
    if any(len(step) != 2 for step in steps):
        return None
    return list(itertools.chain.from_iterable(steps))


def _set_enabled(value: bool) -> None:
    _state["enabled"] = bool(value)
    _functional.path_planner = _plan if value else None


def _set_strategy(value: str) -> None:
    if not _state["enabled"]:
        raise ValueError(
            f"opt_einsum is not enabled, so setting a `strategy` to {value} will not be "
            "meaningful. torch.einsum will bypass path calculation and simply contract from "
            "left to right. Please set `enabled` to `True` as well or unset `strategy`."
        )
    if value not in _STRATEGIES:
        raise ValueError(
            f"`strategy` must be one of the following: [auto, greedy, optimal] but is {value}"
        )
    _state["strategy"] = value


def set_flags(_enabled: bool | None = None, _strategy: str | None = None) -> tuple[bool, str]:
    """Set ``enabled`` and/or ``strategy``; returns the previous pair."""
    previous = (_state["enabled"], _state["strategy"])
    if _enabled is not None:
        _set_enabled(_enabled)
    if _strategy is not None:
        _set_strategy(_strategy)
    return previous


@contextmanager
def flags(enabled: bool | None = None, strategy: str | None = None) -> Iterator[None]:
    """Set the flags for the body, then restore them."""
    previous = set_flags(enabled, strategy)
    try:
        yield
    finally:
        set_flags(*previous)


class _OptEinsumModule(types.ModuleType):
    """This module, with ``enabled`` and ``strategy`` as checked attributes."""

    @property
    def enabled(self) -> bool:
        return _state["enabled"]

    @enabled.setter
    def enabled(self, value: bool) -> None:
        _set_enabled(value)

    @property
    def strategy(self) -> str:
        return _state["strategy"]

    @strategy.setter
    def strategy(self, value: str) -> None:
        _set_strategy(value)


sys.modules[__name__].__class__ = _OptEinsumModule
_set_enabled(True)
