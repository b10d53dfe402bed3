"""Adam: adaptive moment estimation (``torch/optim/adam.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under ``maximize``)::

    g = g + weight_decay * p                  (or p = p * (1 - lr * weight_decay), decoupled)
    m = beta1 * m + (1 - beta1) * g           (exp_avg, computed as a lerp)
    v = beta2 * v + (1 - beta2) * g * g       (exp_avg_sq)
    v_max = max(v_max, v)                     (amsgrad; then v_max replaces v below)
    p = p - lr / (1 - beta1**t) * m / (sqrt(v) / sqrt(1 - beta2**t) + eps)
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

__all__ = ["Adam", "adam"]


class Adam(_GroupwiseOptimizer):
    """Adam, with optional AMSGrad, L2 (or decoupled) weight decay and ``maximize``; the same
    update and state (``step`` as a 0-dim tensor, ``exp_avg``, ``exp_avg_sq``,
    ``max_exp_avg_sq``) as ``torch.optim.Adam``.

    ``foreach``, ``fused`` and ``capturable`` are accepted, kept in the parameter groups and
    otherwise ignored: the for-loop update here gives PyTorch's results.
    """

    _setstate_defaults = {
        "amsgrad": False,
        "maximize": False,
        "foreach": None,
        "capturable": False,
        "differentiable": False,
        "decoupled_weight_decay": False,
        "fused": None,
    }

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-3,
        betas: tuple[float | Tensor, float | Tensor] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0,
        amsgrad: bool = False,
        *,
        foreach: bool | None = None,
        maximize: bool = False,
        capturable: bool = False,
        differentiable: bool = False,
        fused: bool | None = None,
        decoupled_weight_decay: bool = False,
    ) -> None:
        _check_lr(lr)
        _check_non_negative(epsilon=eps)
        _check_betas(betas)
        _check_non_negative(weight_decay=weight_decay)
        both_floats = isinstance(betas[0], float) and isinstance(betas[1], float)
        both_tensors = isinstance(betas[0], Tensor) and isinstance(betas[1], Tensor)
        if not (both_floats or both_tensors):
            raise ValueError("betas must be either both floats or both Tensors")
        for i, beta in enumerate(betas):
            if isinstance(beta, Tensor) and beta.numel() != 1:
                raise ValueError(f"Tensor betas[{i}] must be 1-element")
        defaults = {
            "lr": lr,
            "betas": (_to_scalar(betas[0]), _to_scalar(betas[1])),
            "eps": eps,
            "weight_decay": weight_decay,
            "amsgrad": amsgrad,
            "maximize": maximize,
            "foreach": foreach,
            "capturable": capturable,
            "differentiable": differentiable,
            "fused": fused,
            "decoupled_weight_decay": decoupled_weight_decay,
        }
        _check_flags(differentiable, foreach, fused)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """The moments (zeros): ``exp_avg``, ``exp_avg_sq`` and, under amsgrad, their max."""
        state["exp_avg"] = at.zeros_like(p)
        state["exp_avg_sq"] = at.zeros_like(p)
        if group["amsgrad"]:
            state["max_exp_avg_sq"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`adam` on the parameters that have a gradient."""
        beta1, beta2 = group["betas"]
        adam(
            batch.params,
            batch.grads,
            batch.state("exp_avg"),
            batch.state("exp_avg_sq"),
            batch.state("max_exp_avg_sq", group["amsgrad"]),
            batch.state("step"),
            beta1=beta1,
            beta2=beta2,
            **_options(group, "amsgrad", "lr", "weight_decay", "eps", "maximize"),
            decoupled_weight_decay=group["decoupled_weight_decay"],
        )


def adam(
    params: list[Tensor],
    grads: list[Tensor],
    exp_avgs: list[Tensor],
    exp_avg_sqs: list[Tensor],
    max_exp_avg_sqs: list[Tensor],
    state_steps: list[Tensor],
    *,
    amsgrad: bool,
    beta1: float | Tensor,
    beta2: float | Tensor,
    lr: float | Tensor,
    weight_decay: float,
    eps: float,
    maximize: bool,
    decoupled_weight_decay: bool = False,
) -> None:
    """The Adam update of ``params`` and their state tensors in place (call it under
    ``no_grad``); each ``state_steps`` entry is a 0-dim tensor, incremented here."""
    lr = _get_value(_to_scalar(lr))
    beta1 = _get_value(_to_scalar(beta1))
    beta2 = _get_value(_to_scalar(beta2))
    decoupled_lr = lr if decoupled_weight_decay else None
    for i, param, grad, step in _grads_to_apply(
        params,
        grads,
        state_steps,
        maximize=maximize,
        weight_decay=weight_decay,
        decoupled_lr=decoupled_lr,
    ):
        exp_avg = exp_avgs[i]
        exp_avg_sq = exp_avg_sqs[i]
        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)

        bias_correction1 = 1 - beta1**step
        bias_correction2 = 1 - beta2**step
        step_size = lr / bias_correction1
        bias_correction2_sqrt = bias_correction2**0.5

        if amsgrad:
            at.maximum(max_exp_avg_sqs[i], exp_avg_sq, out=max_exp_avg_sqs[i])
            denom = (max_exp_avg_sqs[i].sqrt() / bias_correction2_sqrt).add_(eps)
        else:
            denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        param.addcdiv_(exp_avg, denom, value=-step_size)
