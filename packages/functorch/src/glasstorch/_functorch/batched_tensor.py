"""BatchedTensor: one slice of a physical tensor, as the function under ``vmap`` sees it.

Mirrors functorch's ``BatchedTensorImpl``. The impl holds the physical tensor (``value``),
the dimension of it that vmap maps over (``bdim``) and the vmap layer it belongs to; its
sizes and strides are the *logical* ones, those of ``value`` without ``bdim``. Its key set
is ``FuncTorchBatched`` plus the value's backend bits, so every operator call on it
reaches the batching kernels (``batching.py``), which run the operator on ``value`` and
wrap the result again. It has no storage of its own: reading its data (``item()``,
``numpy()``, ``if t:``) is refused with PyTorch's messages.

Nested vmaps nest wrappers: the value of a layer-2 BatchedTensor may be a layer-1 one.
The tensor object is a plain ``Tensor``, so the fast paths of the bindings stay fast.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from glasstorch.aten import Tensor
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.dispatch_key_set import FULL_BACKEND_MASK, key_to_repr
from glasstorch.c10.core.tensor_impl import TensorImpl, VersionCounter

if TYPE_CHECKING:
    from .dynamic_layers import VmapLayer

__all__ = [
    "BatchedTensorImpl",
    "add_batch_dim",
    "debug_unwrap",
    "is_batched",
    "maybe_get_bdim",
    "maybe_get_level",
    "unwrap_batched",
]

BATCHED_KEY = key_to_repr(DispatchKey.FuncTorchBatched)

_ITEM_MESSAGE = (
    "vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over "
    "calling .item() on a Tensor, please try to rewrite what you're doing with other "
    "operations. If error is occurring somewhere inside PyTorch internals, please file a "
    "bug report."
)
_CONTROL_FLOW_MESSAGE = (
    "vmap: It looks like you're attempting to use a Tensor in some data-dependent control "
    "flow. We don't support that yet, please file an issue at "
    "https://github.com/pytorch/pytorch/issues ."
)


def _data_access_error() -> RuntimeError:
    """PyTorch's refusal of data access inside vmap: ``if t:`` reads as control flow,
    everything else (``item()``, ``float(t)``, ``tolist()``) as ``.item()``."""
    frame = sys._getframe(2)
    for _ in range(6):  # storage_impl <- array_view <- _array <- item <- __bool__
        if frame is None:
            break
        if frame.f_code.co_name == "__bool__":
            return RuntimeError(_CONTROL_FLOW_MESSAGE)
        frame = frame.f_back
    return RuntimeError(_ITEM_MESSAGE)


class BatchedTensorImpl(TensorImpl):
    """A logical tensor: ``value`` with its dimension ``bdim`` hidden, for vmap ``layer``."""

    __slots__ = ("value", "bdim", "layer")

    def __init__(self, value: Any, bdim: int, layer: VmapLayer) -> None:
        inner = value._impl
        sizes, strides = inner.sizes, inner.strides
        super().__init__(
            None,
            sizes[:bdim] + sizes[bdim + 1 :],
            strides[:bdim] + strides[bdim + 1 :],
            dtype=inner.dtype,
            device=inner.device,
            key_set=BATCHED_KEY | (inner.key_set & FULL_BACKEND_MASK),
        )
        self.value = value
        self.bdim = bdim
        self.layer = layer

    @property
    def level(self) -> int:
        """The vmap level: 1 for the outermost vmap, one more for each nested one."""
        return self.layer.level

    @property
    def storage_impl(self) -> Any:
        raise _data_access_error()

    @property
    def version_counter(self) -> VersionCounter:
        """The physical tensor's counter: in-place operators write into ``value``."""
        return self.value._impl.version_counter

    @version_counter.setter
    def version_counter(self, counter: VersionCounter) -> None:
        self.value._impl.version_counter = counter

    @property
    def version(self) -> int:
        return self.value._impl.version

    def shallow_copy_and_detach(self, version_counter: VersionCounter | None = None) -> TensorImpl:
        """``detach()`` of a BatchedTensor: the value detached, wrapped again."""
        return BatchedTensorImpl(self.value.detach(), self.bdim, self.layer)

    def tensor_repr(self, tensor: Any) -> str:
        """``BatchedTensor(lvl=1, bdim=0, value=...)``, the value indented below (PyTorch's)."""
        inner = "\n".join("    " + line for line in repr(self.value).split("\n"))
        return f"BatchedTensor(lvl={self.level}, bdim={self.bdim}, value=\n{inner}\n)"

    def __repr__(self) -> str:
        return (
            f"BatchedTensorImpl(lvl={self.level}, bdim={self.bdim}, sizes={list(self.sizes)}, "
            f"dtype={self.dtype})"
        )


def add_batch_dim(value: Any, bdim: int, layer: VmapLayer) -> Any:
    """``value`` seen without its dimension ``bdim``, batched at ``layer``."""
    return Tensor._from_impl(BatchedTensorImpl(value, bdim, layer))


def is_batched(t: Any) -> bool:
    """Whether ``t`` is a BatchedTensor (at any level)."""
    return isinstance(t, Tensor) and type(t._impl) is BatchedTensorImpl


def unwrap_batched(t: Any, layer: VmapLayer) -> tuple[Any, int | None]:
    """``(value, bdim)`` of a tensor batched at ``layer``; ``(t, None)`` for any other value."""
    impl = getattr(t, "_impl", None)
    if type(impl) is BatchedTensorImpl and impl.layer is layer:
        return impl.value, impl.bdim
    return t, None


def maybe_get_level(t: Any) -> int:
    """The level of a BatchedTensor, -1 for anything else (PyTorch's ``maybe_get_level``)."""
    return t._impl.level if is_batched(t) else -1


def maybe_get_bdim(t: Any) -> int | None:
    """The batch dim of a BatchedTensor, None for anything else."""
    return t._impl.bdim if is_batched(t) else None


def debug_unwrap(tensor: Any, *, recurse: bool = True) -> Any:
    """The physical tensor under a BatchedTensor (under all of its wrappers when
    ``recurse``); any other tensor as it is. For debugging: using the result inside the
    vmapped function mixes up the batch elements."""
    while is_batched(tensor):
        tensor = tensor._impl.value
        if not recurse:
            break
    return tensor
