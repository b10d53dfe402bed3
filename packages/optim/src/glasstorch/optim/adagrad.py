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

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import (
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

__all__ = ["Adagrad", "adagrad"]


class Adagrad(_GroupwiseOptimizer):
    """Adagrad with learning-rate decay, an initial accumulator value, L2 weight decay and
    ``maximize``; ``torch.optim.Adagrad``'s update and state (``step``, ``sum``).

    As in PyTorch, the state of every parameter is created by the constructor, so a fresh
    optimizer's ``state_dict`` already holds it. ``foreach`` and ``fused`` are accepted and
    ignored.
    """

    _setstate_defaults = {
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "fused": None,
    }

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
        _check_non_negative(
            lr_decay=lr_decay,
            weight_decay=weight_decay,
            initial_accumulator_value=initial_accumulator_value,
            epsilon=eps,
        )
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

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """``sum``, filled with the group's ``initial_accumulator_value``."""
        state["sum"] = at.full_like(p, group["initial_accumulator_value"])

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`adagrad` on the parameters that have a gradient."""
        adagrad(
            batch.params,
            batch.grads,
            batch.state("sum"),
            batch.state("step"),
            **_options(group, "lr", "weight_decay", "lr_decay", "eps", "maximize"),
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
    for i, param, grad, step in _grads_to_apply(
        params, grads, state_steps, maximize=maximize, weight_decay=weight_decay
    ):
        state_sum = state_sums[i]
        clr = lr / (1 + (step - 1) * lr_decay)
        state_sum.addcmul_(grad, grad, value=1)
        std = state_sum.sqrt().add_(eps)
        param.addcdiv_(grad, std, value=-clr)
