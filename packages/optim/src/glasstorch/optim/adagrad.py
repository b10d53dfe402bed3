"""Adagrad: per-coordinate step sizes from the sum of squared gradients
(``torch/optim/adagrad.py``).

The update at step ``t`` for a parameter ``p`` with gradient ``g`` (negated under
``maximize``)::

    g = g + weight_decay * p
    clr = lr / (1 + (t - 1) * lr_decay)
    sum = sum + g * g                       (starts at initial_accumulator_value)
    p = p - clr * g / (sqrt(sum) + eps)
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

__all__ = ["Adagrad", "adagrad"]


class Adagrad(Optimizer):
    """Adagrad with learning-rate decay, an initial accumulator value, L2 weight decay and
    ``maximize``; ``torch.optim.Adagrad``'s update and state (``step``, ``sum``).

    As in PyTorch, the state of every parameter is created by the constructor, so a fresh
    optimizer's ``state_dict`` already holds it. ``foreach`` and ``fused`` are accepted and
    ignored.
    """

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-2,
        lr_decay: float = 0,
        weight_decay: float = 0,
        initial_accumulator_value: float = 0,
        eps: float = 1e-10,
        foreach: bool | None = None,
        *,
        maximize: bool = False,
        differentiable: bool = False,
        fused: bool | None = None,
    ) -> None:
        _check_lr(lr)
        if not 0.0 <= lr_decay:
            raise ValueError(f"Invalid lr_decay value: {lr_decay}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= initial_accumulator_value:
            raise ValueError(
                f"Invalid initial_accumulator_value value: {initial_accumulator_value}"
            )
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        defaults = {
            "lr": lr,
            "lr_decay": lr_decay,
            "eps": eps,
            "weight_decay": weight_decay,
            "initial_accumulator_value": initial_accumulator_value,
            "foreach": foreach,
            "maximize": maximize,
            "differentiable": differentiable,
            "fused": fused,
        }
        _check_flags(differentiable, foreach, fused)
        super().__init__(params, defaults)
        for group in self.param_groups:
            for p in group["params"]:
                self._init_state(group, p)

    def __setstate__(self, state: dict[str, Any]) -> None:
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("foreach", None)
            group.setdefault("maximize", False)
            group.setdefault("differentiable", False)
            group.setdefault("fused", None)
        _steps_as_tensors(self)

    def _init_state(self, group: dict[str, Any], p: Tensor) -> dict[str, Any]:
        """The parameter's state: ``step`` = 0 and ``sum`` filled with the group's
        ``initial_accumulator_value``."""
        state = self.state[p]
        if len(state) == 0:
            _check_not_complex("Adagrad", p)
            state["step"] = _initial_step(is_fused=group["fused"])
            state["sum"] = at.full_like(p, group["initial_accumulator_value"])
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
        adagrad(
            params,
            grads,
            _state_list(states, "sum"),
            _state_list(states, "step"),
            lr=group["lr"],
            weight_decay=group["weight_decay"],
            lr_decay=group["lr_decay"],
            eps=group["eps"],
            maximize=group["maximize"],
        )


def adagrad(
    params: list[Tensor],
    grads: list[Tensor],
    state_sums: list[Tensor],
    state_steps: list[Tensor],
    *,
    lr: float | Tensor,
    weight_decay: float,
    lr_decay: float,
    eps: float,
    maximize: bool,
) -> None:
    """The Adagrad update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    for param, grad, state_sum, step_t in zip(params, grads, state_sums, state_steps, strict=True):
        step_t += 1
        step = _get_value(step_t)
        grad = grad if not maximize else -grad
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)
        clr = lr / (1 + (step - 1) * lr_decay)
        state_sum.addcmul_(grad, grad, value=1)
        std = state_sum.sqrt().add_(eps)
        param.addcdiv_(grad, std, value=-clr)
