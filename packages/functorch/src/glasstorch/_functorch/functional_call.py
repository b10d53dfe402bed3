"""``functional_call``: run a module with some parameters and buffers swapped for others.

Mirrors ``torch.func.functional_call``: AOT autograd passes a module's parameters and
buffers as graph inputs this way, so the traced graph reads them from its arguments.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from glasstorch.nn import Module

__all__ = ["functional_call", "reparametrize_module"]


def _owner(module: Module, name: str) -> tuple[Module, str]:
    *path, leaf = name.split(".")
    for part in path:
        module = getattr(module, part)
    return module, leaf


@contextmanager
def reparametrize_module(module: Module, tensors: Mapping[str, Any]) -> Iterator[None]:
    """Inside the block, ``module.<name>`` is ``tensors[name]`` for every name given."""
    saved: list[tuple[dict[str, Any], str, Any]] = []
    try:
        for name, value in tensors.items():
            owner, leaf = _owner(module, name)
            table = owner._parameters if leaf in owner._parameters else owner._buffers
            if leaf not in table:
                raise AttributeError(f"{type(owner).__name__} has no parameter or buffer {leaf!r}")
            saved.append((table, leaf, table[leaf]))
            table[leaf] = value
        yield
    finally:
        for table, leaf, value in reversed(saved):
            table[leaf] = value


def functional_call(
    module: Module,
    parameters_and_buffers: Mapping[str, Any],
    args: Any = (),
    kwargs: dict[str, Any] | None = None,
) -> Any:
    """``module(*args, **kwargs)`` with the given parameters and buffers in place."""
    if not isinstance(args, tuple):
        args = (args,)
    with reparametrize_module(module, parameters_and_buffers):
        return module(*args, **(kwargs or {}))
