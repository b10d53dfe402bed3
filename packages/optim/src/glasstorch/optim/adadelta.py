"""Adadelta: step sizes from running averages of squared gradients and squared updates, with
no learning rate needed in principle (``torch/optim/adadelta.py``).

The update for a parameter ``p`` with gradient ``g`` (negated under ``maximize``)::

    g = g + weight_decay * p
    v = rho * v + (1 - rho) * g * g                       (square_avg)
    delta = sqrt(u + eps) / sqrt(v + eps) * g
    u = rho * u + (1 - rho) * delta * delta               (acc_delta)
    p = p - lr * delta
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

__all__ = ["Adadelta", "adadelta"]


class Adadelta(_GroupwiseOptimizer):
    """Adadelta with L2 weight decay and ``maximize``; ``torch.optim.Adadelta``'s update and
    state (``step``, ``square_avg``, ``acc_delta``). ``foreach`` and ``capturable`` are
    accepted and ignored."""

    _setstate_defaults = {
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    }

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1.0,
        rho: float = 0.9,
        eps: float = 1e-6,
        weight_decay: float = 0,
        foreach: bool | None = None,
        *,
        capturable: bool = False,
        maximize: bool = False,
        differentiable: bool = False,
    ) -> None:
        _check_lr(lr)
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        _check_non_negative(epsilon=eps, weight_decay=weight_decay)
        defaults = {
            "lr": lr,
            "rho": rho,
            "eps": eps,
            "weight_decay": weight_decay,
            "maximize": maximize,
            "capturable": capturable,
            "foreach": foreach,
            "differentiable": differentiable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """The two running averages, zeros: ``square_avg`` and ``acc_delta``."""
        state["square_avg"] = at.zeros_like(p)
        state["acc_delta"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`adadelta` on the parameters that have a gradient."""
        adadelta(
            batch.params,
            batch.grads,
            batch.state("square_avg"),
            batch.state("acc_delta"),
            batch.state("step"),
            **_options(group, "lr", "rho", "eps", "weight_decay", "maximize"),
        )


def adadelta(
    params: list[Tensor],
    grads: list[Tensor],
    square_avgs: list[Tensor],
    acc_deltas: list[Tensor],
    state_steps: list[Tensor],
    *,
    lr: float | Tensor,
    rho: float,
    eps: float,
    weight_decay: float,
    maximize: bool,
) -> None:
    """The Adadelta update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    for i, param, grad, _ in _grads_to_apply(
        params, grads, state_steps, maximize=maximize, weight_decay=weight_decay
    ):
        square_avg, acc_delta = square_avgs[i], acc_deltas[i]
        square_avg.mul_(rho).addcmul_(grad, grad, value=1 - rho)
        std = square_avg.add(eps).sqrt_()
        delta = acc_delta.add(eps).sqrt_().div_(std).mul_(grad)
        acc_delta.mul_(rho).addcmul_(delta, delta, value=1 - rho)
        param.add_(delta, alpha=-lr)
