"""AdamW: Adam with decoupled weight decay (``torch/optim/adamw.py``).

Instead of adding ``weight_decay * p`` to the gradient (which Adam then rescales), each step
first shrinks the parameter, ``p = p * (1 - lr * weight_decay)``, and then takes Adam's step.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor

from .adam import Adam, adam
from .optimizer import ParamsT

__all__ = ["AdamW", "adamw"]


class AdamW(Adam):
    """Adam with decoupled weight decay (default 1e-2); ``torch.optim.AdamW``'s update and
    state. Its parameter groups always have ``decoupled_weight_decay=True``."""

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-3,
        betas: tuple[float | Tensor, float | Tensor] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 1e-2,
        amsgrad: bool = False,
        *,
        maximize: bool = False,
        foreach: bool | None = None,
        capturable: bool = False,
        differentiable: bool = False,
        fused: bool | None = None,
    ) -> None:
        super().__init__(
            params,
            lr,
            betas,
            eps,
            weight_decay,
            amsgrad,
            foreach=foreach,
            maximize=maximize,
            capturable=capturable,
            differentiable=differentiable,
            fused=fused,
            decoupled_weight_decay=True,
        )

    def __setstate__(self, state: dict[str, Any]) -> None:
        super().__setstate__(state)
        # A state dict saved from Adam still loads into AdamW as AdamW.
        for group in self.param_groups:
            group["decoupled_weight_decay"] = True


def adamw(
    params: list[Tensor],
    grads: list[Tensor],
    exp_avgs: list[Tensor],
    exp_avg_sqs: list[Tensor],
    max_exp_avg_sqs: list[Tensor],
    state_steps: list[Tensor],
    **kwargs: Any,
) -> None:
    """The AdamW update in place: :func:`~glasstorch.optim.adam.adam` with decoupled decay."""
    adam(
        params,
        grads,
        exp_avgs,
        exp_avg_sqs,
        max_exp_avg_sqs,
        state_steps,
        decoupled_weight_decay=True,
        **kwargs,
    )
