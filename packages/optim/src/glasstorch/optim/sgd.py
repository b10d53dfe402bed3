"""SGD: stochastic gradient descent, optionally with (Nesterov) momentum (``torch/optim/sgd.py``).

The update, for each parameter ``p`` with gradient ``g`` (negated under ``maximize``)::

    g = g + weight_decay * p
    buf = g (first step)   or   buf = momentum * buf + (1 - dampening) * g
    g = g + momentum * buf (nesterov)   or   g = buf
    p = p - lr * g
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor

from ._helpers import (
    _check_flags,
    _check_lr,
    _evaluate_closure,
    _get_value,
    _to_scalar,
    _use_no_grad,
)
from .optimizer import Optimizer, ParamsT

__all__ = ["SGD", "sgd"]


class SGD(Optimizer):
    """Stochastic gradient descent with optional momentum, dampening, Nesterov momentum,
    L2 weight decay and ``maximize``; the same update as ``torch.optim.SGD``.

    ``foreach`` and ``fused`` are accepted and kept in the parameter groups; the one
    implementation here is PyTorch's for-loop one, with the same results.
    """

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-3,
        momentum: float = 0,
        dampening: float = 0,
        weight_decay: float | Tensor = 0,
        nesterov: bool = False,
        *,
        maximize: bool = False,
        foreach: bool | None = None,
        differentiable: bool = False,
        fused: bool | None = None,
    ) -> None:
        _check_lr(lr)
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = {
            "lr": lr,
            "momentum": momentum,
            "dampening": dampening,
            "weight_decay": weight_decay,
            "nesterov": nesterov,
            "maximize": maximize,
            "foreach": foreach,
            "differentiable": differentiable,
            "fused": fused,
        }
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        _check_flags(differentiable, foreach, fused)
        super().__init__(params, defaults)

    def __setstate__(self, state: dict[str, Any]) -> None:
        super().__setstate__(state)
        for group in self.param_groups:
            group.setdefault("nesterov", False)
            group.setdefault("maximize", False)
            group.setdefault("foreach", None)
            group.setdefault("differentiable", False)
            group.setdefault("fused", False)

    @_use_no_grad
    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        """Update every parameter that has a gradient; return ``closure()``'s loss if given."""
        loss = _evaluate_closure(closure)
        for group in self.param_groups:
            params = [p for p in group["params"] if p.grad is not None]
            grads = [p.grad for p in params]
            uses_momentum = group["momentum"] != 0
            buffers = (
                [self.state[p].get("momentum_buffer") for p in params] if uses_momentum else []
            )
            sgd(
                params,
                grads,
                buffers,
                weight_decay=group["weight_decay"],
                momentum=group["momentum"],
                lr=group["lr"],
                dampening=group["dampening"],
                nesterov=group["nesterov"],
                maximize=group["maximize"],
            )
            if uses_momentum:
                for p, buf in zip(params, buffers, strict=True):
                    self.state[p]["momentum_buffer"] = buf
        return loss


def sgd(
    params: list[Tensor],
    grads: list[Tensor],
    momentum_buffer_list: list[Tensor | None],
    *,
    weight_decay: float | Tensor,
    momentum: float,
    lr: float | Tensor,
    dampening: float,
    nesterov: bool,
    maximize: bool,
) -> None:
    """The SGD update of ``params`` in place (call it under ``no_grad``).

    ``momentum_buffer_list`` holds one buffer or ``None`` per parameter; a ``None`` becomes a
    copy of that step's gradient, written back into the list for the caller to keep.
    """
    lr = _get_value(_to_scalar(lr))
    weight_decay = _get_value(_to_scalar(weight_decay))
    for i, param in enumerate(params):
        grad = grads[i] if not maximize else -grads[i]
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)
        if momentum != 0:
            buf = momentum_buffer_list[i]
            if buf is None:
                buf = grad.detach().clone()
                momentum_buffer_list[i] = buf
            else:
                buf.mul_(momentum).add_(grad, alpha=1 - dampening)
            grad = grad.add(buf, alpha=momentum) if nesterov else buf
        param.add_(grad, alpha=-lr)
