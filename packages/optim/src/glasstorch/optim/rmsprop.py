"""RMSprop: divide the gradient by a running root mean square (``torch/optim/rmsprop.py``).

The update for a parameter ``p`` with gradient ``g`` (negated under ``maximize``)::

    g = g + weight_decay * p
    v = alpha * v + (1 - alpha) * g * g              (square_avg)
    avg = sqrt(v) + eps,  or, centered:
    m = lerp(m, g, 1 - alpha); avg = sqrt(v - m*m) + eps     (grad_avg)
    buf = momentum * buf + g / avg; p = p - lr * buf         (momentum > 0)
    p = p - lr * g / avg                                     (otherwise)
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

__all__ = ["RMSprop", "rmsprop"]


class RMSprop(_GroupwiseOptimizer):
    """RMSprop with optional centering, momentum, L2 weight decay and ``maximize``; the same
    update and state (``step``, ``square_avg``, ``momentum_buffer``, ``grad_avg``) as
    ``torch.optim.RMSprop``. ``foreach`` and ``capturable`` are accepted and ignored."""

    _setstate_defaults = {
        "momentum": 0,
        "centered": False,
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    }

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-2,
        alpha: float = 0.99,
        eps: float = 1e-8,
        weight_decay: float = 0,
        momentum: float = 0,
        centered: bool = False,
        capturable: bool = False,
        foreach: bool | None = None,
        maximize: bool = False,
        differentiable: bool = False,
    ) -> None:
        _check_lr(lr)
        _check_non_negative(epsilon=eps, momentum=momentum, weight_decay=weight_decay, alpha=alpha)
        defaults = {
            "lr": lr,
            "momentum": momentum,
            "alpha": alpha,
            "eps": eps,
            "centered": centered,
            "weight_decay": weight_decay,
            "capturable": capturable,
            "foreach": foreach,
            "maximize": maximize,
            "differentiable": differentiable,
        }
        _check_flags(differentiable, foreach, None)
        super().__init__(params, defaults)

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """Zeros: ``square_avg``, and ``momentum_buffer`` and ``grad_avg`` when used."""
        state["square_avg"] = at.zeros_like(p)
        if group["momentum"] > 0:
            state["momentum_buffer"] = at.zeros_like(p)
        if group["centered"]:
            state["grad_avg"] = at.zeros_like(p)

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`rmsprop` on the parameters that have a gradient."""
        rmsprop(
            batch.params,
            batch.grads,
            batch.state("square_avg"),
            batch.state("grad_avg", group["centered"]),
            batch.state("momentum_buffer", group["momentum"] > 0),
            batch.state("step"),
            **_options(
                group, "lr", "alpha", "eps", "weight_decay", "momentum", "centered", "maximize"
            ),
        )


def rmsprop(
    params: list[Tensor],
    grads: list[Tensor],
    square_avgs: list[Tensor],
    grad_avgs: list[Tensor],
    momentum_buffer_list: list[Tensor],
    state_steps: list[Tensor],
    *,
    lr: float | Tensor,
    alpha: float,
    eps: float,
    weight_decay: float,
    momentum: float,
    centered: bool,
    maximize: bool,
) -> None:
    """The RMSprop update of ``params`` and their state in place (call it under ``no_grad``)."""
    lr = _get_value(_to_scalar(lr))
    for i, param, grad, _ in _grads_to_apply(
        params, grads, state_steps, maximize=maximize, weight_decay=weight_decay
    ):
        square_avg = square_avgs[i]
        square_avg.mul_(alpha).addcmul_(grad, grad, value=1 - alpha)
        if centered:
            grad_avg = grad_avgs[i]
            grad_avg.lerp_(grad, 1 - alpha)
            avg = square_avg.addcmul(grad_avg, grad_avg, value=-1).sqrt_()
        else:
            avg = square_avg.sqrt()
        avg = avg.add_(eps)

        if momentum > 0:
            buf = momentum_buffer_list[i]
            buf.mul_(momentum).addcdiv_(grad, avg)
            param.add_(buf, alpha=-lr)
        else:
            param.addcdiv_(grad, avg, value=-lr)
