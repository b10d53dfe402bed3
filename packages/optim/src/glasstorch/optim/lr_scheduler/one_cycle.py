"""OneCycleLR: the 1cycle policy (Smith & Topin, "Super-Convergence").

The rate climbs from ``max_lr / div_factor`` to ``max_lr`` over the first ``pct_start`` of
``total_steps``, then anneals to ``initial_lr / final_div_factor``; momentum (or Adam's
``beta1``) moves the opposite way between ``max_momentum`` and ``base_momentum``. With
``three_phase`` the rate first returns to ``initial_lr`` symmetrically, then anneals to the
minimum. Steps are counted per batch.
"""

from __future__ import annotations

import math
from typing import Any, Literal

from ..optimizer import Optimizer
from .base import (
    LRScheduler,
    _format_param,
    _momentum_key,
    _set_momentum,
    _start_momentum_cycle,
    _warn_get_lr_called_within_step,
)

__all__ = ["OneCycleLR"]


def _phase(end_step: float, lr: tuple[str, str], momentum: tuple[str, str]) -> dict[str, Any]:
    return {
        "end_step": end_step,
        "start_lr": lr[0],
        "end_lr": lr[1],
        "start_momentum": momentum[0],
        "end_momentum": momentum[1],
    }


class OneCycleLR(LRScheduler):
    """The 1cycle learning-rate (and momentum) policy, with PyTorch's phases and formulas.

    Give ``total_steps``, or ``epochs`` and ``steps_per_epoch``. ``anneal_strategy`` is
    ``"cos"`` or ``"linear"``. Each group gets ``initial_lr``, ``max_lr`` and ``min_lr`` keys
    (and ``max_momentum``/``base_momentum`` with ``cycle_momentum``), as in PyTorch.
    """

    def __init__(
        self,
        optimizer: Optimizer,
        max_lr: float | list[float],
        total_steps: int | None = None,
        epochs: int | None = None,
        steps_per_epoch: int | None = None,
        pct_start: float = 0.3,
        anneal_strategy: Literal["cos", "linear"] = "cos",
        cycle_momentum: bool = True,
        base_momentum: float | list[float] = 0.85,
        max_momentum: float | list[float] = 0.95,
        div_factor: float = 25.0,
        final_div_factor: float = 1e4,
        three_phase: bool = False,
        last_epoch: int = -1,
    ) -> None:
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        if total_steps is not None:
            if not isinstance(total_steps, int) or total_steps <= 0:
                raise ValueError(f"Expected positive integer total_steps, but got {total_steps}")
            self.total_steps = total_steps
        elif epochs is not None and steps_per_epoch is not None:
            if not isinstance(epochs, int) or epochs <= 0:
                raise ValueError(f"Expected positive integer epochs, but got {epochs}")
            if not isinstance(steps_per_epoch, int) or steps_per_epoch <= 0:
                raise ValueError(
                    f"Expected positive integer steps_per_epoch, but got {steps_per_epoch}"
                )
            self.total_steps = epochs * steps_per_epoch
        else:
            raise ValueError("You must define either total_steps OR (epochs AND steps_per_epoch)")

        up_end = float(pct_start * self.total_steps) - 1
        if three_phase:
            self._schedule_phases = [
                _phase(up_end, ("initial_lr", "max_lr"), ("max_momentum", "base_momentum")),
                _phase(
                    float(2 * pct_start * self.total_steps) - 2,
                    ("max_lr", "initial_lr"),
                    ("base_momentum", "max_momentum"),
                ),
                _phase(
                    self.total_steps - 1,
                    ("initial_lr", "min_lr"),
                    ("max_momentum", "max_momentum"),
                ),
            ]
        else:
            self._schedule_phases = [
                _phase(up_end, ("initial_lr", "max_lr"), ("max_momentum", "base_momentum")),
                _phase(
                    self.total_steps - 1, ("max_lr", "min_lr"), ("base_momentum", "max_momentum")
                ),
            ]

        if pct_start < 0 or pct_start > 1 or not isinstance(pct_start, float):
            raise ValueError(f"Expected float between 0 and 1 pct_start, but got {pct_start}")
        if anneal_strategy not in ["cos", "linear"]:
            raise ValueError(
                f"anneal_strategy must be one of 'cos' or 'linear', instead got {anneal_strategy}"
            )
        self._anneal_func_type = anneal_strategy

        max_lrs = _format_param("max_lr", self.optimizer, max_lr)
        if last_epoch == -1:
            for idx, group in enumerate(self.optimizer.param_groups):
                group["initial_lr"] = max_lrs[idx] / div_factor
                group["max_lr"] = max_lrs[idx]
                group["min_lr"] = group["initial_lr"] / final_div_factor

        self.cycle_momentum = cycle_momentum
        if self.cycle_momentum:
            self.use_beta1 = _momentum_key(self.optimizer)
            max_momentums = _format_param("max_momentum", optimizer, max_momentum)
            base_momentums = _format_param("base_momentum", optimizer, base_momentum)
            if last_epoch == -1:
                _start_momentum_cycle(optimizer, self.use_beta1, max_momentums, base_momentums)
        super().__init__(optimizer, last_epoch)

    def _anneal_func(self, start: float, end: float, pct: float) -> float:
        if self._anneal_func_type == "cos":
            return self._annealing_cos(start, end, pct)
        return self._annealing_linear(start, end, pct)

    @staticmethod
    def _annealing_cos(start: float, end: float, pct: float) -> float:
        """Cosine from ``start`` (pct 0) to ``end`` (pct 1)."""
        cos_out = math.cos(math.pi * pct) + 1
        return end + (start - end) / 2.0 * cos_out

    @staticmethod
    def _annealing_linear(start: float, end: float, pct: float) -> float:
        """Straight line from ``start`` (pct 0) to ``end`` (pct 1)."""
        return (end - start) * pct + start

    def get_lr(self) -> list[Any]:
        """The rate of step ``last_epoch`` for every group; also sets its momentum."""
        _warn_get_lr_called_within_step(self)
        step_num = self.last_epoch
        if step_num > self.total_steps:
            raise ValueError(
                f"Tried to step {step_num} times. The specified number of total steps is "
                f"{self.total_steps}"
            )
        lrs = []
        for group in self.optimizer.param_groups:
            start_step = 0.0
            for i, phase in enumerate(self._schedule_phases):
                end_step = phase["end_step"]
                if step_num <= end_step or i == len(self._schedule_phases) - 1:
                    pct = (step_num - start_step) / (end_step - start_step)
                    lr = self._anneal_func(group[phase["start_lr"]], group[phase["end_lr"]], pct)
                    if self.cycle_momentum:
                        momentum = self._anneal_func(
                            group[phase["start_momentum"]], group[phase["end_momentum"]], pct
                        )
                        _set_momentum(group, self.use_beta1, momentum)
                    break
                start_step = phase["end_step"]
            lrs.append(lr)
        return lrs
