"""When nn.functional calls aten's dedicated nn operators, and when their decompositions.

Each nn.functional function calls its dedicated aten operator (``convolution``,
``batch_norm``, ``nll_loss_nd``...) — unless a gradient is needed and autograd cannot
differentiate it yet, in which case it calls the decomposition into other aten operators
(the ``_decomp_*`` modules), which autograd already differentiates. Either way every
kernel is an aten operator; nothing here computes with numpy.

Whether autograd can differentiate an operator is read from the c10 Dispatcher: the
operators that carry the derivative (as in PyTorch's ``derivatives.yaml``; the others are
CompositeImplicitAutograd front ends over them) must have an Autograd kernel.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from glasstorch.aten._generated import ops as _ops
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.dispatch import Dispatcher

from .._autograd import is_grad_enabled

__all__ = ["native", "native_kernels", "usable"]

#: nn operator → the aten operators whose derivatives it relies on. Operators not listed
#: carry their own derivative; an empty tuple means "composite of differentiable ops".
_DERIVATIVES: dict[str, tuple[str, ...]] = {
    "linear": (),
    "bilinear": (),
    "batch_norm": ("native_batch_norm",),
    "layer_norm": ("native_layer_norm",),
    "group_norm": ("native_group_norm",),
    "nll_loss_nd": ("nll_loss_forward",),
    "cross_entropy_loss": ("nll_loss_forward", "_log_softmax"),
    "l1_loss": (),
    "binary_cross_entropy_with_logits": (),
    "max_pool1d_with_indices": ("max_pool2d_with_indices",),
    "avg_pool1d": ("avg_pool2d",),
    "adaptive_avg_pool1d": ("_adaptive_avg_pool2d",),
    "adaptive_avg_pool2d": ("_adaptive_avg_pool2d",),
    "upsample_nearest2d_vec": ("upsample_nearest2d",),
    "upsample_bilinear2d_vec": ("upsample_bilinear2d",),
    "dropout": (),
    "feature_dropout": (),
    "scaled_dot_product_attention": (),
    "one_hot": (),
}

_enabled = [True]


def native(name: str) -> Any:
    """The generated op class ``name`` (``"convolution"``, ``"nll_loss_nd"``), or None."""
    return getattr(_ops, name, None)


def _has_derivative(name: str) -> bool:
    handle = Dispatcher.singleton().find_op(f"aten::{name}")
    return handle is not None and (
        handle.has_kernel_for_dispatch_key(DispatchKey.Autograd)
        or handle.has_kernel_for_dispatch_key(DispatchKey.CompositeImplicitAutograd)
    )


def _needs_grad(tensors: tuple[Any, ...]) -> bool:
    if not is_grad_enabled():
        return False
    for t in tensors:
        if isinstance(t, list | tuple):
            if _needs_grad(tuple(t)):
                return True
        elif isinstance(t, TensorBase) and t.requires_grad:
            return True
    return False


def usable(name: str, *tensors: Any) -> Any:
    """The op class ``name`` if aten has it and, when any of ``tensors`` needs a
    gradient, autograd can differentiate it; otherwise None (use the decomposition)."""
    if not _enabled[0]:
        return None
    op = native(name)
    if op is None:
        return None
    if _needs_grad(tensors):
        base = name.split("_vec")[0] if name.endswith("_vec") else name
        deps = _DERIVATIVES.get(name, (base,))
        if not all(_has_derivative(d) for d in deps):
            return None
    return op


@contextlib.contextmanager
def native_kernels(enabled: bool) -> Iterator[None]:
    """Within the block, use (or, with False, bypass) aten's dedicated nn operators —
    for comparing them with the decompositions."""
    previous = _enabled[0]
    _enabled[0] = enabled
    try:
        yield
    finally:
        _enabled[0] = previous
