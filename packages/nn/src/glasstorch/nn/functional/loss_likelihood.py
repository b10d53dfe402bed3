"""Likelihood losses of nn.functional: Poisson and Gaussian negative log likelihood."""

from __future__ import annotations

import math
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .._autograd import no_grad
from ._decomp_loss import reduce as _reduce
from ._reduction import get_enum, resolve

__all__ = ["gaussian_nll_loss", "poisson_nll_loss"]


def poisson_nll_loss(
    input: Tensor,
    target: Tensor,
    log_input: bool = True,
    full: bool = False,
    size_average: Any = None,
    eps: float = 1e-8,
    reduce: Any = None,
    reduction: str = "mean",
) -> Tensor:
    """Negative log likelihood of ``target ~ Poisson(input)`` (``exp(input)`` when
    ``log_input``), dropping the constant log(target!) unless ``full`` adds Stirling's
    approximation of it (for targets above 1)."""
    reduction = resolve(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")
    if log_input:
        loss = input.exp() - target * input
    else:
        loss = input - target * (input + eps).log()
    if full:
        stirling = target * target.log() - target + 0.5 * (2 * math.pi * target).log()
        loss = loss + stirling.masked_fill(target <= 1, 0)
    return _reduce(loss, get_enum(reduction))


def gaussian_nll_loss(
    input: Tensor,
    target: Tensor,
    var: Tensor | float,
    full: bool = False,
    eps: float = 1e-6,
    reduction: str = "mean",
) -> Tensor:
    """0.5 (log var + (input - target)² / var) (+ 0.5 log 2π when ``full``): the negative
    log likelihood of ``target`` under N(input, var). ``var`` may omit the last dim or
    have size 1 in one dim (one variance shared along it); it is clamped below at ``eps``
    without that clamp reaching the gradient."""
    if isinstance(var, float):
        if var < 0:
            raise ValueError("var has negative entry/entries")
        var = var * at.ones_like(input)
    elif bool((var < 0).any()):
        raise ValueError("var has negative entry/entries")
    if var.size() != input.size():
        if input.size()[:-1] == var.size():
            var = var.unsqueeze(-1)
        elif not (
            input.dim() == var.dim()
            and sum(v for i, v in zip(input.size(), var.size(), strict=True) if i != v) == 1
        ):
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    var = var.clone()
    with no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (var.log() + (input - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    return _reduce(loss, get_enum(reduction))
