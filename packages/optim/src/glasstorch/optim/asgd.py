"""ASGD: averaged stochastic gradient descent (``torch/optim/asgd.py``).

SGD with a decaying step size ``eta`` and an L2-like shrink ``lambd``, which also keeps the
running (Polyak) average ``ax`` of the iterates once step ``t0`` is passed. The update at
step ``t`` for a parameter ``p`` with gradient ``g`` (negated under ``maximize``)::

    g = g + weight_decay * p
    p = p * (1 - lambd * eta) - eta * g
    ax = p                      while mu == 1,   else   ax = ax + mu * (p - ax)
    eta = lr / (1 + lambd * lr * t) ** alpha
    mu = 1 / max(1, t - t0)

``eta`` and ``mu`` are 0-dim state tensors of the step's dtype (float32 by default), as in
PyTorch.
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
    _scalar_state,
    _to_scalar,
)
from .optimizer import ParamsT

__all__ = ["ASGD", "asgd"]


class ASGD(_GroupwiseOptimizer):
    """Averaged SGD with L2 weight decay and ``maximize``; ``torch.optim.ASGD``'s update and
    state (``step``, ``eta``, ``mu``, ``ax``). ``foreach`` and ``capturable`` are accepted and
    ignored."""

    _setstate_defaults = {
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    }
    _scalar_state_keys = ("step", "eta", "mu")

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-2,
        lambd: float = 1e-4,
        alpha: float = 0.75,
        t0: float = 1e6,
        weight_decay: float = 0,
        foreach: bool | None = None,
        maximize: bool = False,
        differentiable: bool = False,
        capturable: bool = False,
    ) -> None:
        _check_lr(lr)
        _check_non_negative(weight_decay=weight_decay)
        defaults = {
            "lr": lr,
            "lambd": lambd,
            "alpha": alpha,
            "t0": t0,
            "weight_decay": weight_decay,
            "foreach": foreach,
            "maximize": maximize,
            "differentiable": differentiable,
            "capturable": capturable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """``eta`` (the group's ``lr``), ``mu`` (one) and the average ``ax`` (zeros)."""
        state["eta"] = _scalar_state(_get_value(_to_scalar(group["lr"])))
        state["mu"] = _scalar_state(1.0)
        state["ax"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`asgd` on the parameters that have a gradient."""
        asgd(
            batch.params,
            batch.grads,
            batch.state("ax"),
            batch.state("mu"),
            batch.state("eta"),
            batch.state("step"),
            **_options(group, "lambd", "lr", "t0", "alpha", "weight_decay", "maximize"),
        )


def asgd(
    params: list[Tensor],
    grads: list[Tensor],
    axs: list[Tensor],
    mus: list[Tensor],
    etas: list[Tensor],
    state_steps: list[Tensor],
    *,
    lambd: float,
    lr: float | Tensor,
    t0: float,
    alpha: float,
    weight_decay: float,
    maximize: bool,
) -> None:
    """The ASGD update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    for i, param, grad, step in _grads_to_apply(
        params, grads, state_steps, maximize=maximize, weight_decay=weight_decay
    ):
        ax, mu, eta = axs[i], mus[i], etas[i]
        eta_value = _get_value(eta)
        param.mul_(1 - lambd * eta_value)
        param.add_(grad, alpha=-eta_value)
        if mu.item() != 1:
            ax.add_(param.sub(ax).mul_(mu))
        else:
            ax.copy_(param)
        eta.fill_(lr / ((1 + lambd * lr * step) ** alpha))
        mu.fill_(1 / max(1, step - t0))
