"""The graph utilities of ``torch.autograd.graph``: gradient edges, version bumps and
hooks over several tensors at once.

Mirrors the functions of ``torch/autograd/graph.py`` that work on the graph the engine
runs: :class:`GradientEdge` names where a tensor's gradient is computed (usable as an
``input`` or ``output`` of ``autograd.grad``), :func:`increment_version` tells autograd
about an in-place write it could not see, and :func:`register_multi_grad_hook` calls one
function once the gradients of several tensors are known in a backward pass.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Literal, NamedTuple

from glasstorch.aten.core.tensor_base import TensorBase

from .graph import Node, current
from .variable import grad_accumulator, grad_fn, requires_grad

__all__ = [
    "GradientEdge",
    "get_gradient_edge",
    "increment_version",
    "register_multi_grad_hook",
]


class GradientEdge(NamedTuple):
    """Where a gradient is computed: input ``output_nr`` of ``node``."""

    node: Node
    output_nr: int
    #: Something that must stay alive for ``node`` to (PyTorch's token for Python nodes).
    ownership_token: Node | None = None


def grad_fn_or_accumulator(t: Any) -> Node:
    """The node a tensor's gradient goes to: its grad_fn, or a leaf's AccumulateGrad."""
    if isinstance(t, GradientEdge):
        return t.node
    node = grad_fn(t)
    if node is None:
        node = grad_accumulator(t)
    if node is None:
        raise AssertionError("Expected gradient function to be set")
    return node


def get_gradient_edge(tensor: Any) -> GradientEdge:
    """The edge of ``tensor``'s gradient: ``autograd.grad(loss, get_gradient_edge(x))``
    is ``autograd.grad(loss, x)``."""
    if not requires_grad(tensor):
        raise RuntimeError(
            "It is not possible to get the gradient edge for a Tensor that does not require "
            "gradients"
        )
    node = grad_fn_or_accumulator(tensor)
    meta = tensor._impl.autograd_meta
    output_nr = meta.output_nr if grad_fn(tensor) is not None else 0
    return GradientEdge(node, output_nr)


def increment_version(tensor: Any | Iterable[Any]) -> None:
    """Bump the version counter of ``tensor`` (or of each tensor of an iterable), as an
    in-place operator would: backward then refuses saved copies of the old contents."""
    tensors = (tensor,) if isinstance(tensor, TensorBase) else tensor
    for t in tensors:
        t._impl.version_counter.bump()


class _MultiHandle:
    """Removes every hook :func:`register_multi_grad_hook` registered."""

    __slots__ = ("handles",)

    def __init__(self, handles: tuple[Any, ...]) -> None:
        self.handles = handles

    def remove(self) -> None:
        for handle in self.handles:
            handle.remove()

    def __enter__(self) -> _MultiHandle:
        return self

    def __exit__(self, *args: object) -> None:
        self.remove()


def _current_task() -> Any:
    task = current.task
    if task is None:
        raise AssertionError("expected this hook to be called inside a backward call")
    return task


def register_multi_grad_hook(
    tensors: Sequence[Any],
    fn: Callable[[Sequence[Any]], None] | Callable[[Any], None],
    *,
    mode: Literal["all", "any"] = "all",
) -> _MultiHandle:
    """Call ``fn`` from the gradients of several tensors in each backward pass.

    ``mode="all"``: once the gradient of every tensor the pass computes is known,
    ``fn(grads)`` with one entry per tensor (None for those the pass does not reach).
    ``mode="any"``: ``fn(grad)`` with the first of them to be computed.
    """
    supported_modes = ("all", "any")
    if mode not in supported_modes:
        raise ValueError(f"Expects mode to be one of {supported_modes} but got {mode}")
    lock = threading.Lock()
    if mode == "all":
        nodes = [grad_fn_or_accumulator(t) for t in tensors]  # kept alive with the hooks
        # Per backward pass (task id): [calls so far, calls expected, gradients].
        pending: dict[int, list[Any]] = {}

        def inner_hook(index: int, grad: Any) -> None:
            task = _current_task()
            with lock:
                entry = pending.get(task.id)
                if entry is None:
                    expected = sum(map(task.will_execute, nodes))
                    entry = pending[task.id] = [0, expected, [None] * len(nodes)]
                entry[0] += 1
                entry[2][index] = grad
                done = entry[0] == entry[1]
                if done:
                    del pending[task.id]
            if done:
                fn(entry[2])  # type: ignore[call-arg]

        handles = tuple(
            t.register_hook(functools.partial(inner_hook, i)) for i, t in enumerate(tensors)
        )
        return _MultiHandle(handles)
    ran: set[int] = set()

    @functools.wraps(fn)
    def wrapped_fn(grad: Any) -> None:
        key = _current_task().id
        with lock:
            if key in ran:
                return
            ran.add(key)
        fn(grad)  # type: ignore[call-arg]

    return _MultiHandle(tuple(t.register_hook(wrapped_fn) for t in tensors if requires_grad(t)))
