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

__all__ = ["RMSprop", "rmsprop"]


class RMSprop(Optimizer):
    """RMSprop with optional centering, momentum, L2 weight decay and ``maximize``; the same
    update and state (``step``, ``square_avg``, ``momentum_buffer``, ``grad_avg``) as
    ``torch.optim.RMSprop``. ``foreach`` and ``capturable`` are accepted and ignored."""

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
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= momentum:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= alpha:
            raise ValueError(f"Invalid alpha value: {alpha}")
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

    def __setstate__(self, state: dict[str, Any]) -> None:
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("momentum", 0)
            group.setdefault("centered", False)
            group.setdefault("foreach", None)
            group.setdefault("maximize", False)
            group.setdefault("differentiable", False)
            group.setdefault("capturable", False)
        _steps_as_tensors(self)

    def _init_state(self, group: dict[str, Any], p: Tensor) -> dict[str, Any]:
        """The parameter's state, created on its first step."""
        state = self.state[p]
        if len(state) == 0:
            _check_not_complex("RMSprop", p)
            state["step"] = _initial_step()
            state["square_avg"] = at.zeros_like(p)
            if group["momentum"] > 0:
                state["momentum_buffer"] = at.zeros_like(p)
            if group["centered"]:
                state["grad_avg"] = at.zeros_like(p)
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
        rmsprop(
            params,
            grads,
            _state_list(states, "square_avg"),
            _state_list(states, "grad_avg", group["centered"]),
            _state_list(states, "momentum_buffer", group["momentum"] > 0),
            _state_list(states, "step"),
            lr=group["lr"],
            alpha=group["alpha"],
            eps=group["eps"],
            weight_decay=group["weight_decay"],
            momentum=group["momentum"],
            centered=group["centered"],
            maximize=group["maximize"],
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
    for i, param in enumerate(params):
        state_steps[i] += 1
        grad = grads[i] if not maximize else -grads[i]
        square_avg = square_avgs[i]
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)

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
