"""Adamax: Adam with the infinity norm in place of the second moment
(``torch/optim/adamax.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under
``maximize``)::

    g = g + weight_decay * p
    m = beta1 * m + (1 - beta1) * g                       (exp_avg, as a lerp)
    u = max(beta2 * u, |g| + eps)                         (exp_inf)
    p = p - lr / (1 - beta1**t) * m / u
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import (
    _check_betas,
    _check_flags,
    _check_lr,
    _check_non_negative,
    _get_value,
    _grads_to_apply,
    _GroupwiseOptimizer,
    _options,
    _ParamBatch,
    _to_scalar,
)
from .optimizer import ParamsT

__all__ = ["Adamax", "adamax"]


class Adamax(_GroupwiseOptimizer):
    """Adamax with L2 weight decay and ``maximize``; ``torch.optim.Adamax``'s update and state
    (``step``, ``exp_avg``, ``exp_inf``). ``foreach`` and ``capturable`` are accepted and
    ignored."""

    _setstate_defaults = {
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    }

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 2e-3,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0,
        foreach: bool | None = None,
        *,
        maximize: bool = False,
        differentiable: bool = False,
        capturable: bool = False,
    ) -> None:
        _check_lr(lr)
        _check_non_negative(epsilon=eps)
        _check_betas(betas)
        _check_non_negative(weight_decay=weight_decay)
        defaults = {
            "lr": lr,
            "betas": betas,
            "eps": eps,
            "weight_decay": weight_decay,
            "foreach": foreach,
            "maximize": maximize,
            "differentiable": differentiable,
            "capturable": capturable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """Zeros: the first moment ``exp_avg`` and the infinity norm ``exp_inf``."""
        state["exp_avg"] = at.zeros_like(p)
        state["exp_inf"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`adamax` on the parameters that have a gradient."""
        beta1, beta2 = group["betas"]
        adamax(
            batch.params,
            batch.grads,
            batch.state("exp_avg"),
            batch.state("exp_inf"),
            batch.state("step"),
            beta1=beta1,
            beta2=beta2,
            **_options(group, "eps", "lr", "weight_decay", "maximize"),
        )


def adamax(
    params: list[Tensor],
    grads: list[Tensor],
    exp_avgs: list[Tensor],
    exp_infs: list[Tensor],
    state_steps: list[Tensor],
    *,
    eps: float,
    beta1: float,
    beta2: float,
    lr: float | Tensor,
    weight_decay: float,
    maximize: bool,
) -> None:
    """The Adamax update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    for i, param, grad, step in _grads_to_apply(
        params, grads, state_steps, maximize=maximize, weight_decay=weight_decay
    ):
        exp_avg, exp_inf = exp_avgs[i], exp_infs[i]
        exp_avg.lerp_(grad, 1 - beta1)
        at.maximum(exp_inf.mul_(beta2), grad.abs().add_(eps), out=exp_inf)
        clr = lr / (1 - beta1**step)
        param.addcdiv_(exp_avg, exp_inf, value=-clr)
