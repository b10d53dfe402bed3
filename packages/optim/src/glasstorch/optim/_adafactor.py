"""Adafactor: Adam-like steps with a factored second moment, so that a matrix keeps one
running average per row and per column instead of one per entry (``torch/optim/_adafactor.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under
``maximize``); ``beta2_t = 1 - t**beta2_decay`` and ``eps1`` defaults to the dtype's
machine epsilon::

    rho = min(lr, 1 / sqrt(t));  alpha = max(eps2, rms(p)) * rho
    p = p * (1 - lr * weight_decay)
    matrices (over the last two dimensions):
        R = beta2_t * R + (1 - beta2_t) * mean(g * g, -1)        (row_var)
        C = beta2_t * C + (1 - beta2_t) * mean(g * g, -2)        (col_var)
        v = R @ C / max(mean(R, -2), eps1)
    vectors and scalars:
        v = beta2_t * v + (1 - beta2_t) * g * g                  (variance)
    u = g / sqrt(max(v, eps1**2));  p = p - alpha / max(1, rms(u) / d) * u
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.c10.core import bfloat16, float16, float32, float64

from ._helpers import _get_value, _GroupwiseOptimizer, _options, _ParamBatch, _to_scalar
from .optimizer import ParamsT

__all__ = ["Adafactor", "adafactor"]

# torch.finfo(dtype).eps of the floating dtypes: the default eps1.
_MACHINE_EPS = {float16: 2.0**-10, bfloat16: 2.0**-7, float32: 2.0**-23, float64: 2.0**-52}


class Adafactor(_GroupwiseOptimizer):
    """Adafactor with decoupled weight decay and ``maximize``; ``torch.optim.Adafactor``'s
    update and state (``step``; ``row_var`` and ``col_var`` for parameters of two or more
    dimensions, ``variance`` for the others). ``foreach`` is accepted and ignored."""

    _setstate_defaults = {"foreach": None}

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-2,
        beta2_decay: float = -0.8,
        eps: tuple[float | None, float] = (None, 1e-3),
        d: float = 1.0,
        weight_decay: float = 0.0,
        *,
        foreach: bool | None = None,
        maximize: bool = False,
    ) -> None:
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Learning rate should be >= 0 but is: {lr}")
        if not 0.0 >= beta2_decay:
            raise ValueError(f"beta2_decay should be <= 0 but is: {beta2_decay}")
        if eps[0] is not None and not 0.0 <= eps[0]:
            raise ValueError(f"epsilon1 should be >= 0 but is: {eps[0]}")
        if not 0.0 <= eps[1]:
            raise ValueError(f"epsilon2 should be >= 0 but is: {eps[1]}")
        if not 1.0 <= d:
            raise ValueError(f"Clipping threshold d should be >= 1 but is: {d}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"weight_decay should be >= 0 but is: {weight_decay}")
        defaults = {
            "lr": lr,
            "beta2_decay": beta2_decay,
            "eps": eps,
            "d": d,
            "weight_decay": weight_decay,
            "foreach": foreach,
            "maximize": maximize,
        }
        super().__init__(params, defaults)

    def _init_state(self, group: dict[str, Any], p: Tensor) -> dict[str, Any]:
        if p.is_complex():
            raise RuntimeError("Adafactor does not support complex parameters")
        return super()._init_state(group, p)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """Zeros: ``row_var`` (last dimension 1) and ``col_var`` (second-to-last 1) for a
        matrix or a stack of them, ``variance`` (the gradient's shape) otherwise."""
        grad = p.grad
        if grad.dim() > 1:
            shape = list(grad.shape)
            state["row_var"] = grad.new_zeros(shape[:-1] + [1])
            state["col_var"] = grad.new_zeros(shape[:-2] + [1, shape[-1]])
        else:
            state["variance"] = at.zeros_like(grad)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`adafactor` on the parameters that have a gradient."""
        eps1, eps2 = group["eps"]
        adafactor(
            batch.params,
            batch.grads,
            [s.get("row_var") for s in batch.states],
            [s.get("col_var") for s in batch.states],
            [s.get("variance") for s in batch.states],
            batch.state("step"),
            eps1=eps1,
            eps2=eps2,
            **_options(group, "d", "lr", "beta2_decay", "weight_decay", "maximize"),
        )


def _mean_square(grad: Tensor, dim: int) -> Tensor:
    """``(grad * grad).mean(dim, keepdim=True)``, computed from the norm as PyTorch does."""
    return at.norm(grad, dim=dim, keepdim=True).square_().div_(grad.size(dim))


def adafactor(
    params: list[Tensor],
    grads: list[Tensor],
    row_vars: list[Tensor | None],
    col_vars: list[Tensor | None],
    variances: list[Tensor | None],
    state_steps: list[Tensor],
    *,
    d: float,
    lr: float | Tensor,
    beta2_decay: float,
    weight_decay: float,
    eps1: float | None,
    eps2: float,
    maximize: bool,
) -> None:
    """The Adafactor update of ``params`` and their state in place (call it under
    ``no_grad``). A ``None`` ``eps1`` becomes the first parameter's machine epsilon."""
    lr = _get_value(_to_scalar(lr))
    for i, param in enumerate(params):
        grad = -grads[i] if maximize else grads[i]
        if eps1 is None:
            eps1 = _MACHINE_EPS[param.dtype]
        step_t = state_steps[i]
        step_t += 1
        step = step_t.item()
        one_minus_beta2_t = step**beta2_decay
        rho_t = min(lr, 1 / (step**0.5))
        alpha = max(eps2, param.norm(2).item() / (param.numel() ** 0.5)) * rho_t
        if weight_decay != 0:
            param.mul_(1 - lr * weight_decay)

        if grad.dim() > 1:
            row_var, col_var = row_vars[i], col_vars[i]
            row_var.lerp_(_mean_square(grad, -1), one_minus_beta2_t)
            col_var.lerp_(_mean_square(grad, -2), one_minus_beta2_t)
            var_estimate = row_var @ col_var
            var_estimate.div_(row_var.mean(dim=-2, keepdim=True).clamp_(min=eps1))
        else:
            variance = variances[i]
            variance.lerp_(grad * grad, one_minus_beta2_t)
            var_estimate = variance.clone()

        update = var_estimate.clamp_(min=eps1 * eps1).rsqrt_().mul_(grad)
        denom = max(1.0, update.norm(2).item() / ((update.numel() ** 0.5) * d))
        param.add_(update, alpha=-alpha / denom)
