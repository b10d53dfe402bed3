"""Rprop: resilient backpropagation, which moves each coordinate by its own step size and
uses only the sign of the gradient (``torch/optim/rprop.py``).

For each coordinate, with gradient ``g`` (negated under ``maximize``) and the gradient ``g'``
kept from the previous step (``prev``)::

    g * g' > 0:  step_size = min(step_size * etaplus, step_size_max)
    g * g' < 0:  step_size = max(step_size * etaminus, step_size_min); g = 0
    p = p - sign(g) * step_size;  prev = g

A coordinate whose gradient changed sign does not move, and its zeroed gradient makes the
next step keep its step size.
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import (
    _check_flags,
    _check_lr,
    _get_value,
    _grads_to_apply,
    _GroupwiseOptimizer,
    _options,
    _ParamBatch,
    _to_scalar,
)
from .optimizer import ParamsT

__all__ = ["Rprop", "rprop"]


class Rprop(_GroupwiseOptimizer):
    """Rprop with ``maximize``; ``torch.optim.Rprop``'s update and state (``step``, ``prev``,
    ``step_size``, which starts at ``lr``). ``foreach`` and ``capturable`` are accepted and
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
        lr: float | Tensor = 1e-2,
        etas: tuple[float, float] = (0.5, 1.2),
        step_sizes: tuple[float, float] = (1e-6, 50),
        *,
        capturable: bool = False,
        foreach: bool | None = None,
        maximize: bool = False,
        differentiable: bool = False,
    ) -> None:
        _check_lr(lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        defaults = {
            "lr": lr,
            "etas": etas,
            "step_sizes": step_sizes,
            "foreach": foreach,
            "maximize": maximize,
            "differentiable": differentiable,
            "capturable": capturable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """``prev`` (zeros) and ``step_size``, filled with the group's ``lr``."""
        state["prev"] = at.zeros_like(p)
        state["step_size"] = at.full_like(p, _get_value(_to_scalar(group["lr"])))

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`rprop` on the parameters that have a gradient."""
        etaminus, etaplus = group["etas"]
        step_size_min, step_size_max = group["step_sizes"]
        rprop(
            batch.params,
            batch.grads,
            batch.state("prev"),
            batch.state("step_size"),
            batch.state("step"),
            step_size_min=step_size_min,
            step_size_max=step_size_max,
            etaminus=etaminus,
            etaplus=etaplus,
            **_options(group, "maximize"),
        )


def rprop(
    params: list[Tensor],
    grads: list[Tensor],
    prevs: list[Tensor],
    step_sizes: list[Tensor],
    state_steps: list[Tensor],
    *,
    step_size_min: float,
    step_size_max: float,
    etaminus: float,
    etaplus: float,
    maximize: bool,
) -> None:
    """The Rprop update of ``params`` and their state in place (call it under ``no_grad``)."""
    for i, param, grad, _ in _grads_to_apply(
        params, grads, state_steps, maximize=maximize, weight_decay=0
    ):
        prev, step_size = prevs[i], step_sizes[i]
        sign = grad.mul(prev).sign()  # keeps the parameter's dtype, and NaN, in the factor
        changed = sign.lt(0)
        factor = at.where(sign.eq(0), 1.0, sign)
        factor = at.where(sign.gt(0), etaplus, at.where(changed, etaminus, factor))
        step_size.mul_(factor).clamp_(step_size_min, step_size_max)
        grad = at.where(changed, 0.0, grad)
        param.addcmul_(grad.sign(), step_size, value=-1)
        prev.copy_(grad)
