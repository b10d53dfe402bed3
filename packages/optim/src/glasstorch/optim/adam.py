"""Adam: adaptive moment estimation (``torch/optim/adam.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under ``maximize``)::

    g = g + weight_decay * p                  (or p = p * (1 - lr * weight_decay), decoupled)
    m = beta1 * m + (1 - beta1) * g           (exp_avg, computed as a lerp)
    v = beta2 * v + (1 - beta2) * g * g       (exp_avg_sq)
    v_max = max(v_max, v)                     (amsgrad; then v_max replaces v below)
    p = p - lr / (1 - beta1**t) * m / (sqrt(v) / sqrt(1 - beta2**t) + eps)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import (
    _check_flags,
    _check_lr,
    _check_not_complex,
    _get_value,
    _initial_step,
    _state_list,
    _step_groups,
    _steps_as_tensors,
    _to_scalar,
    _use_no_grad,
)
from .optimizer import Optimizer, ParamsT

__all__ = ["Adam", "adam"]


class Adam(Optimizer):
    """Adam, with optional AMSGrad, L2 (or decoupled) weight decay and ``maximize``; the same
    update and state (``step`` as a 0-dim tensor, ``exp_avg``, ``exp_avg_sq``,
    ``max_exp_avg_sq``) as ``torch.optim.Adam``.

    ``foreach``, ``fused`` and ``capturable`` are accepted, kept in the parameter groups and
    otherwise ignored: the for-loop update here gives PyTorch's results.
    """

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
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= betas[0] < 1.0:
            raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
        if not 0.0 <= betas[1] < 1.0:
            raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
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

    def __setstate__(self, state: dict[str, Any]) -> None:
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("amsgrad", False)
            group.setdefault("maximize", False)
            group.setdefault("foreach", None)
            group.setdefault("capturable", False)
            group.setdefault("differentiable", False)
            group.setdefault("decoupled_weight_decay", False)
            group.setdefault("fused", None)
        _steps_as_tensors(self)

    def _init_state(self, group: dict[str, Any], p: Tensor) -> dict[str, Any]:
        """The parameter's state, created on its first step (zeros, and ``step`` = 0)."""
        state = self.state[p]
        if len(state) == 0:
            _check_not_complex(type(self).__name__, p)
            state["step"] = _initial_step(is_fused=group["fused"])
            state["exp_avg"] = at.zeros_like(p)
            state["exp_avg_sq"] = at.zeros_like(p)
            if group["amsgrad"]:
                state["max_exp_avg_sq"] = at.zeros_like(p)
        return state

    @_use_no_grad
    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        """Update every parameter that has a gradient; return ``closure()``'s loss if given."""
        return _step_groups(self.param_groups, closure, self._init_state, self._update_group)

    def _update_group(
        self,
        group: dict[str, Any],
        params: list[Tensor],
        grads: list[Tensor],
        states: list[dict[str, Any]],
    ) -> None:
        """One group's update: the parameters with a gradient, their gradients and states."""
        beta1, beta2 = group["betas"]
        adam(
            params,
            grads,
            _state_list(states, "exp_avg"),
            _state_list(states, "exp_avg_sq"),
            _state_list(states, "max_exp_avg_sq", group["amsgrad"]),
            _state_list(states, "step"),
            amsgrad=group["amsgrad"],
            beta1=beta1,
            beta2=beta2,
            lr=group["lr"],
            weight_decay=group["weight_decay"],
            eps=group["eps"],
            maximize=group["maximize"],
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
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        exp_avg = exp_avgs[i]
        exp_avg_sq = exp_avg_sqs[i]
        step_t = state_steps[i]
        step_t += 1

        if weight_decay != 0:
            if decoupled_weight_decay:
                param.mul_(1 - lr * weight_decay)
            else:
                grad = grad.add(param, alpha=weight_decay)

        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)

        step = _get_value(step_t)
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
