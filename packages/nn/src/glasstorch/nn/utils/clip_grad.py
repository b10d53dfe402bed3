"""Gradient clipping (``torch/nn/utils/clip_grad.py``): by total norm or by value."""

from __future__ import annotations

import warnings
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase

from .._autograd import no_grad

__all__ = [
    "clip_grad_norm",
    "clip_grad_norm_",
    "clip_grad_value_",
    "clip_grads_with_norm_",
    "get_total_norm",
]


def _tensors(items: Any) -> list[Tensor]:
    return [items] if isinstance(items, TensorBase) else list(items)


def get_total_norm(
    tensors: Any, norm_type: float = 2.0, error_if_nonfinite: bool = False, foreach: Any = None
) -> Tensor:
    """The ``norm_type`` norm of all ``tensors`` together (as one concatenated vector)."""
    tensors = [t for t in _tensors(tensors) if t is not None]
    norm_type = float(norm_type)
    if not tensors:
        return at.tensor(0.0)
    with no_grad():
        norms = [at.linalg.vector_norm(t.detach(), norm_type) for t in tensors]
        total = at.linalg.vector_norm(at.stack(norms), norm_type)
    if error_if_nonfinite and not bool(at.isfinite(total).all()):
        raise RuntimeError(
            f"The total norm of order {norm_type} for gradients from `parameters` is "
            "non-finite, so it cannot be clipped. To disable this error and scale the gradients "
            "by the non-finite norm anyway, set `error_if_nonfinite=False`"
        )
    return total


def clip_grads_with_norm_(
    parameters: Any, max_norm: float, total_norm: Tensor, foreach: Any = None
) -> None:
    """Scale the gradients in place by ``min(max_norm / (total_norm + 1e-6), 1)``, with a
    ``total_norm`` computed beforehand (e.g. by :func:`get_total_norm`)."""
    grads = [p.grad for p in _tensors(parameters) if p.grad is not None]
    if not grads:
        return
    clip_coef = float(max_norm) / (total_norm + 1e-6)
    clamped = clip_coef.clamp(max=1.0)
    with no_grad():
        for g in grads:
            g.mul_(clamped.to(g.device, g.dtype))


def clip_grad_norm_(
    parameters: Any,
    max_norm: float,
    norm_type: float = 2.0,
    error_if_nonfinite: bool = False,
    foreach: Any = None,
) -> Tensor:
    """Scale the gradients in place so their total norm is at most ``max_norm``; returns
    the total norm before clipping."""
    params = _tensors(parameters)
    grads = [p.grad for p in params if p.grad is not None]
    if not grads:
        return at.tensor(0.0)
    total = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(params, max_norm, total, foreach)
    return total


def clip_grad_norm(
    parameters: Any,
    max_norm: float,
    norm_type: float = 2.0,
    error_if_nonfinite: bool = False,
    foreach: Any = None,
) -> Tensor:
    """Deprecated alias of :func:`clip_grad_norm_`."""
    warnings.warn(
        "`torch.nn.utils.clip_grad_norm` is now deprecated in favor of "
        "`torch.nn.utils.clip_grad_norm_`.",
        FutureWarning,
        stacklevel=2,
    )
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


def clip_grad_value_(parameters: Any, clip_value: float, foreach: Any = None) -> None:
    """Clamp every gradient element to [-clip_value, clip_value], in place."""
    clip_value = float(clip_value)
    with no_grad():
        for p in _tensors(parameters):
            if p.grad is not None:
                p.grad.clamp_(-clip_value, clip_value)
