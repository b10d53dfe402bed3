"""RAdam: Adam whose adaptive step is rectified while the variance estimate is unreliable
(``torch/optim/radam.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under
``maximize``)::

    g = g + weight_decay * p                  (or p = p * (1 - lr * weight_decay), decoupled)
    m = beta1 * m + (1 - beta1) * g           (exp_avg, as a lerp)
    v = beta2 * v + (1 - beta2) * g * g       (exp_avg_sq)
    m_hat = m / (1 - beta1**t)
    rho_inf = 2 / (1 - beta2) - 1;  rho_t = rho_inf - 2 t beta2**t / (1 - beta2**t)
    rho_t > 5:  r = sqrt((rho_t - 4)(rho_t - 2) rho_inf / ((rho_inf - 4)(rho_inf - 2) rho_t))
                p = p - lr * m_hat * sqrt(1 - beta2**t) / (sqrt(v) + eps) * r
    otherwise:  p = p - lr * m_hat
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

__all__ = ["RAdam", "radam"]


class RAdam(_GroupwiseOptimizer):
    """RAdam with L2 or decoupled weight decay and ``maximize``; ``torch.optim.RAdam``'s update
    and state (``step``, ``exp_avg``, ``exp_avg_sq``). ``foreach`` and ``capturable`` are
    accepted and ignored."""

    _setstate_defaults = {
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "decoupled_weight_decay": False,
        "capturable": False,
    }

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-3,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0,
        decoupled_weight_decay: bool = False,
        *,
        foreach: bool | None = None,
        maximize: bool = False,
        capturable: bool = False,
        differentiable: bool = False,
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
            "maximize": maximize,
            "foreach": foreach,
            "capturable": capturable,
            "decoupled_weight_decay": decoupled_weight_decay,
            "differentiable": differentiable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """The moments, zeros: ``exp_avg`` and ``exp_avg_sq``."""
        state["exp_avg"] = at.zeros_like(p)
        state["exp_avg_sq"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`radam` on the parameters that have a gradient."""
        beta1, beta2 = group["betas"]
        radam(
            batch.params,
            batch.grads,
            batch.state("exp_avg"),
            batch.state("exp_avg_sq"),
            batch.state("step"),
            beta1=beta1,
            beta2=beta2,
            **_options(group, "lr", "weight_decay", "eps", "decoupled_weight_decay", "maximize"),
        )


def radam(
    params: list[Tensor],
    grads: list[Tensor],
    exp_avgs: list[Tensor],
    exp_avg_sqs: list[Tensor],
    state_steps: list[Tensor],
    *,
    beta1: float,
    beta2: float,
    lr: float | Tensor,
    weight_decay: float,
    eps: float,
    decoupled_weight_decay: bool = False,
    maximize: bool = False,
) -> None:
    """The RAdam update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    rho_inf = 2 / (1 - beta2) - 1
    for i, param, grad, step in _grads_to_apply(
        params,
        grads,
        state_steps,
        maximize=maximize,
        weight_decay=weight_decay,
        decoupled_lr=lr if decoupled_weight_decay else None,
    ):
        exp_avg, exp_avg_sq = exp_avgs[i], exp_avg_sqs[i]
        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)

        bias_correction1 = 1 - beta1**step
        bias_correction2 = 1 - beta2**step
        bias_corrected_exp_avg = exp_avg / bias_correction1
        rho_t = rho_inf - 2 * step * (beta2**step) / bias_correction2
        if rho_t > 5.0:
            rect = (
                (rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)
            ) ** 0.5
            adaptive_lr = exp_avg_sq.sqrt().add_(eps).reciprocal_().mul_(bias_correction2**0.5)
            param.add_(bias_corrected_exp_avg * lr * adaptive_lr * rect, alpha=-1.0)
        else:
            param.add_(bias_corrected_exp_avg * lr, alpha=-1.0)
