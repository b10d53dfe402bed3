"""Muon: momentum whose update is orthogonalized by a Newton-Schulz iteration, for the 2-D
weights of hidden layers (``torch/optim/_muon.py``).

The update for a matrix ``p`` with gradient ``g``::

    B = momentum * B + (1 - momentum) * g                 (momentum_buffer, as a lerp)
    U = g + momentum * (B - g)   (nesterov)   or   U = B
    O = NS(U)              ns_steps quintic Newton-Schulz iterations, in bfloat16
    p = p * (1 - lr * weight_decay) - adjusted_lr * O

``NS`` normalizes ``U`` (transposed so that it is wide) by its Frobenius norm and then
repeats ``X = a X + (b G + c G @ G) @ X`` with ``G = X @ X.T``; ``adjusted_lr`` is
``lr * sqrt(max(1, rows / cols))`` ("original") or ``0.2 * lr * sqrt(max(rows, cols))``
("match_rms_adamw"). Other parameters (biases, embeddings) belong with another optimizer.
"""

from __future__ import annotations

import math
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import _get_value, _GroupwiseOptimizer, _options, _ParamBatch, _to_scalar
from .optimizer import ParamsT

__all__ = ["Muon", "muon"]

EPS = 1e-7
DEFAULT_A = 3.4445
DEFAULT_B = -4.7750
DEFAULT_C = 2.0315
DEFAULT_NS_STEPS = 5


def _zeropower_via_newtonschulz(
    grad: Tensor, ns_coefficients: tuple[float, float, float], ns_steps: int, eps: float
) -> Tensor:
    """An approximately orthogonal matrix with ``grad``'s singular vectors (its singular
    values pushed towards 1 rather than all the way), computed in bfloat16."""
    if ns_steps >= 100:
        raise ValueError("Number of steps must be less than 100 for computational efficiency")
    if len(grad.shape) != 2:
        raise ValueError("Input tensor gradient must be a 2D matrix")
    if len(ns_coefficients) != 3:
        raise ValueError("Coefficients must be a tuple of exactly 3 values")
    a, b, c = ns_coefficients
    tall = grad.size(0) > grad.size(1)
    x = grad.bfloat16()
    if tall:
        x = x.T
    x.div_(x.norm().clamp(min=eps))
    for _ in range(ns_steps):
        gram = x @ x.T
        x = at.addmm(x, at.addmm(gram, gram, gram, beta=b, alpha=c), x, beta=a)
    return x.T if tall else x


def _adjust_lr(lr: float, adjust_lr_fn: str | None, param_shape: Any) -> float:
    """The learning rate scaled for a ``param_shape`` matrix (see the module docstring)."""
    rows, cols = param_shape[:2]
    if adjust_lr_fn is None or adjust_lr_fn == "original":
        ratio = math.sqrt(max(1, rows / cols))
    elif adjust_lr_fn == "match_rms_adamw":
        ratio = 0.2 * math.sqrt(max(rows, cols))
    else:
        ratio = 1.0
    return lr * ratio


class Muon(_GroupwiseOptimizer):
    """Muon for 2-D parameters, with Nesterov momentum by default and decoupled weight decay;
    ``torch.optim.Muon``'s update and state (``momentum_buffer`` only). The constructor
    refuses parameters that are not matrices."""

    def __init__(
        self,
        params: ParamsT,
        lr: float = 1e-3,
        weight_decay: float = 0.1,
        momentum: float = 0.95,
        nesterov: bool = True,
        ns_coefficients: tuple[float, float, float] = (DEFAULT_A, DEFAULT_B, DEFAULT_C),
        eps: float = EPS,
        ns_steps: int = DEFAULT_NS_STEPS,
        adjust_lr_fn: str | None = None,
    ) -> None:
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Learning rate should be >= 0 but is: {lr}")
        if not 0.0 <= momentum:
            raise ValueError(f"momentum should be >= 0 but is: {momentum}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"weight decay should be >= 0 but is: {weight_decay}")
        if adjust_lr_fn is not None and adjust_lr_fn not in ("original", "match_rms_adamw"):
            raise ValueError(f"Adjust learning rate function {adjust_lr_fn} is not supported")
        defaults = {
            "lr": lr,
            "weight_decay": weight_decay,
            "momentum": momentum,
            "nesterov": nesterov,
            "ns_coefficients": ns_coefficients,
            "eps": eps,
            "ns_steps": ns_steps,
            "adjust_lr_fn": adjust_lr_fn,
        }
        super().__init__(params, defaults)
        for group in self.param_groups:
            for p in group["params"]:
                if p.dim() != 2:
                    raise ValueError(
                        "Muon only supports 2D parameters whereas we found a parameter with "
                        f"size: {p.size()}"
                    )

    def _init_state(self, group: dict[str, Any], p: Tensor) -> dict[str, Any]:
        """``momentum_buffer`` (zeros) on the first step; Muon keeps no ``step``."""
        if p.is_complex():
            raise RuntimeError("Muon does not support complex parameters")
        state = self.state[p]
        if "momentum_buffer" not in state:
            state["momentum_buffer"] = at.zeros_like(p.grad)
        return state

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update: :func:`muon` on the parameters that have a gradient."""
        muon(
            batch.params,
            batch.grads,
            batch.state("momentum_buffer"),
            **_options(
                group,
                "lr",
                "weight_decay",
                "momentum",
                "nesterov",
                "ns_coefficients",
                "ns_steps",
                "eps",
                "adjust_lr_fn",
            ),
        )


def muon(
    params: list[Tensor],
    grads: list[Tensor],
    muon_momentum_bufs: list[Tensor],
    *,
    foreach: bool | None = None,
    lr: float | Tensor,
    weight_decay: float,
    momentum: float,
    nesterov: bool,
    ns_coefficients: tuple[float, float, float],
    ns_steps: int,
    eps: float,
    adjust_lr_fn: str | None,
) -> None:
    """The Muon update of ``params`` and their momentum buffers in place (call it under
    ``no_grad``). There is only a for-loop implementation: ``foreach=True`` is refused."""
    if foreach:
        raise RuntimeError("Foreach is not supported for Muon yet")
    lr = _get_value(_to_scalar(lr))
    for param, grad, buf in zip(params, grads, muon_momentum_bufs, strict=True):
        if grad.dim() != 2:
            raise ValueError("Param gradient must be a 2D matrix")
        buf.lerp_(grad, 1 - momentum)
        update = grad.lerp(buf, momentum) if nesterov else buf
        update = _zeropower_via_newtonschulz(update, ns_coefficients, ns_steps, eps)
        adjusted_lr = _adjust_lr(lr, adjust_lr_fn, param.shape)
        param.mul_(1 - lr * weight_decay)
        param.add_(update, alpha=-adjusted_lr)
