"""OpInfo: an operator, sample inputs for it, and a numpy reference to check it against.

A sample is built from numpy arrays (float64 unless the sample says otherwise) so the
reference sees exactly the values the operator sees. ``op`` is called with tensors made
from those arrays; ``ref`` with the arrays themselves. ``kwargs`` go to both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np


@dataclass(frozen=True)
class SampleInput:
    """One call: positional ``args`` (numpy arrays become tensors) and ``kwargs``."""

    args: tuple[Any, ...]
    kwargs: dict[str, Any] = field(default_factory=dict)
    name: str = ""

    def tensor_args(self, make: Callable[[np.ndarray], Any]) -> tuple[Any, ...]:
        return tuple(_convert(a, make) for a in self.args)

    def tensor_kwargs(self, make: Callable[[np.ndarray], Any]) -> dict[str, Any]:
        return {k: _convert(v, make) for k, v in self.kwargs.items()}


def _convert(value: Any, make: Callable[[np.ndarray], Any]) -> Any:
    if isinstance(value, np.ndarray):
        return make(value)
    if isinstance(value, list | tuple) and value and all(isinstance(v, np.ndarray) for v in value):
        return type(value)(make(v) for v in value)
    return value


@dataclass(frozen=True)
class OpInfo:
    """How to call one operator and what it must equal.

    ``op(torch_module, *args, **kwargs)`` calls the operator (so the same entry serves
    eager, scripted and compiled code); ``ref(*arrays, **kwargs)`` computes the expected
    result with numpy. ``differentiable`` lists which positional args gradcheck should
    perturb (floating tensors only); empty means not differentiable.
    ``supports_gradgrad`` is False where the second derivative runs through complex
    intermediates, which glasstorch's formulas do not differentiate (no conjugation).
    """

    name: str
    op: Callable[..., Any]
    ref: Callable[..., Any] | None
    samples: Callable[[np.random.Generator], Sequence[SampleInput]]
    differentiable: tuple[int, ...] = (0,)
    atol: float = 1e-7
    rtol: float = 1e-7
    supports_meta: bool = True
    tags: tuple[str, ...] = ()
    supports_gradgrad: bool = True

    def sample_inputs(self, seed: int = 0) -> Iterator[SampleInput]:
        yield from self.samples(np.random.default_rng(seed))


op_db: list[OpInfo] = []


def register_opinfos(infos: Sequence[OpInfo]) -> None:
    """Add a family's entries to :data:`op_db` (names must be unique)."""
    known = {info.name for info in op_db}
    for info in infos:
        if info.name in known:
            raise ValueError(f"duplicate OpInfo name {info.name!r}")
        known.add(info.name)
        op_db.append(info)
