"""NAdam: Adam with Nesterov momentum (``torch/optim/nadam.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under
``maximize``), with the momentum schedule ``mu_t = beta1 * (1 - 0.96**(t * psi) / 2)``
(``psi`` = ``momentum_decay``) and its running product ``mu_product``::

    g = g + weight_decay * p                  (or p = p * (1 - lr * weight_decay), decoupled)
    m = beta1 * m + (1 - beta1) * g           (exp_avg, as a lerp)
    v = beta2 * v + (1 - beta2) * g * g       (exp_avg_sq)
    denom = sqrt(v / (1 - beta2**t)) + eps
    p = p - lr * (1 - mu_t) / (1 - mu_product_t) * g / denom
          - lr * mu_{t+1} / (1 - mu_product_t * mu_{t+1}) * m / denom

``mu_product`` is a 0-dim state tensor of the step's dtype (float32 by default), as in
PyTorch, so it is rounded to that precision at each step.
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
    _scalar_state,
    _to_scalar,
)
from .optimizer import ParamsT

__all__ = ["NAdam", "nadam"]


class NAdam(_GroupwiseOptimizer):
    """NAdam with L2 or decoupled weight decay, ``momentum_decay`` and ``maximize``;
    ``torch.optim.NAdam``'s update and state (``step``, ``mu_product``, ``exp_avg``,
    ``exp_avg_sq``). ``foreach`` and ``capturable`` are accepted and ignored."""

    _setstate_defaults = {
        "maximize": False,
        "foreach": None,
        "capturable": False,
        "differentiable": False,
        "decoupled_weight_decay": False,
    }
    _scalar_state_keys = ("step", "mu_product")

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 2e-3,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0,
        momentum_decay: float = 4e-3,
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
        _check_non_negative(weight_decay=weight_decay, momentum_decay=momentum_decay)
        defaults = {
            "lr": lr,
            "betas": betas,
            "eps": eps,
            "weight_decay": weight_decay,
            "momentum_decay": momentum_decay,
            "decoupled_weight_decay": decoupled_weight_decay,
            "maximize": maximize,
            "foreach": foreach,
            "capturable": capturable,
            "differentiable": differentiable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """``mu_product`` (a 0-dim one) and the moments (zeros)."""
        state["mu_product"] = _scalar_state(1.0)
        state["exp_avg"] = at.zeros_like(p)
        state["exp_avg_sq"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`nadam` on the parameters that have a gradient."""
        beta1, beta2 = group["betas"]
        nadam(
            batch.params,
            batch.grads,
            batch.state("exp_avg"),
            batch.state("exp_avg_sq"),
            batch.state("mu_product"),
            batch.state("step"),
            beta1=beta1,
            beta2=beta2,
            **_options(
                group,
                "lr",
                "weight_decay",
                "momentum_decay",
                "eps",
                "decoupled_weight_decay",
                "maximize",
            ),
        )


def nadam(
    params: list[Tensor],
    grads: list[Tensor],
    exp_avgs: list[Tensor],
    exp_avg_sqs: list[Tensor],
    mu_products: list[Tensor],
    state_steps: list[Tensor],
    *,
    beta1: float,
    beta2: float,
    lr: float | Tensor,
    weight_decay: float,
    momentum_decay: float,
    eps: float,
    decoupled_weight_decay: bool = False,
    maximize: bool = False,
) -> None:
    """The NAdam update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    for i, param, grad, step in _grads_to_apply(
        params,
        grads,
        state_steps,
        maximize=maximize,
        weight_decay=weight_decay,
        decoupled_lr=lr if decoupled_weight_decay else None,
    ):
        exp_avg, exp_avg_sq, mu_product = exp_avgs[i], exp_avg_sqs[i], mu_products[i]
        bias_correction2 = 1 - beta2**step
        mu = beta1 * (1.0 - 0.5 * 0.96 ** (step * momentum_decay))
        mu_next = beta1 * (1.0 - 0.5 * 0.96 ** ((step + 1) * momentum_decay))
        mu_product.mul_(mu)
        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        denom = exp_avg_sq.div(bias_correction2).sqrt_().add_(eps)
        product = _get_value(mu_product)
        param.addcdiv_(grad, denom, value=-lr * (1.0 - mu) / (1.0 - product))
        param.addcdiv_(exp_avg, denom, value=-lr * mu_next / (1.0 - product * mu_next))
