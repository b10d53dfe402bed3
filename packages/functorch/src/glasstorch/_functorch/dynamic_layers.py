"""The stack of active vmap layers: functorch's DynamicLayer stack, for vmap.

Each ``vmap`` call pushes a :class:`VmapLayer` (its level, batch size and randomness) for
the duration of the function call and pops it afterwards. While any layer is active the
``FuncTorchBatched`` key is in the thread-local include set, so every operator call —
random factories without tensor arguments too — reaches the batching kernels, which
handle the innermost layer. A kernel runs its rule with that layer popped
(:class:`lowered`), so the operators the rule calls on physical tensors are handled by
the next layer out, or by the ordinary kernels once no layer is left.

The gradient transforms (``grad``, ``vjp`` ...) push no layer: see ``eager_transforms.py``
for why autograd on physical tensors needs none.
"""

from __future__ import annotations

import threading
from types import TracebackType

from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls

from .batched_tensor import BATCHED_KEY

__all__ = [
    "VmapLayer",
    "active_layers",
    "current_layer",
    "lowered",
    "pop_layer",
    "push_layer",
]

RANDOMNESS = ("error", "different", "same")


class VmapLayer:
    """One active vmap: BatchedTensors of this layer map over ``batch_size`` elements."""

    __slots__ = ("level", "batch_size", "randomness", "alive")

    def __init__(self, level: int, batch_size: int, randomness: str) -> None:
        self.level = level
        self.batch_size = batch_size
        self.randomness = randomness
        self.alive = True

    def __repr__(self) -> str:
        return f"VmapLayer(level={self.level}, batch_size={self.batch_size}, {self.randomness!r})"


class _LayerStack(threading.local):
    def __init__(self) -> None:
        self.layers: list[VmapLayer] = []


_stack = _LayerStack()


def _sync_key(layers: list[VmapLayer]) -> None:
    if layers:
        _tls.included |= BATCHED_KEY
    else:
        _tls.included &= ~BATCHED_KEY


def push_layer(batch_size: int, randomness: str) -> VmapLayer:
    """Start a vmap level over ``batch_size`` elements (innermost from now on)."""
    layers = _stack.layers
    layer = VmapLayer(len(layers) + 1, batch_size, randomness)
    layers.append(layer)
    _sync_key(layers)
    return layer


def pop_layer(layer: VmapLayer) -> None:
    """End ``layer`` (the innermost one); its BatchedTensors are dead from now on."""
    layers = _stack.layers
    if not layers or layers[-1] is not layer:
        raise RuntimeError("vmap layers were exited out of order")
    layers.pop()
    layer.alive = False
    _sync_key(layers)


def current_layer() -> VmapLayer | None:
    """The innermost active layer, or None outside vmap."""
    layers = _stack.layers
    return layers[-1] if layers else None


def active_layers() -> tuple[VmapLayer, ...]:
    """The active layers, outermost first."""
    return tuple(_stack.layers)


class lowered:
    """``with lowered(layer):`` — run with the innermost ``layer`` taken off the stack (a
    batching rule's own operator calls belong to the layers outside it)."""

    __slots__ = ("layer",)

    def __init__(self, layer: VmapLayer) -> None:
        self.layer = layer

    def __enter__(self) -> VmapLayer:
        layers = _stack.layers
        layers.pop()
        if not layers:
            _tls.included &= ~BATCHED_KEY
        return self.layer

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        layers = _stack.layers
        layers.append(self.layer)
        _tls.included |= BATCHED_KEY
