"""Schedulers made of schedulers: SequentialLR (one after another, switching at milestones)
and ChainedScheduler (all of them at every step, their factors multiplying)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

from ..optimizer import Optimizer
from .base import LRScheduler, _param_groups_val_list, _update_param_group_val
from .plateau import ReduceLROnPlateau

__all__ = ["ChainedScheduler", "SequentialLR"]


def _check_schedulers(
    owner: str, schedulers: Sequence[LRScheduler], optimizer: Optimizer, what: str
) -> None:
    """PyTorch's checks: at least one scheduler, none a ReduceLROnPlateau, one optimizer."""
    if len(schedulers) < 1:
        raise ValueError(f"{owner} expects at least one scheduler{what}, but got no scheduler.")
    for i, scheduler in enumerate(schedulers):
        if not hasattr(scheduler, "optimizer"):
            raise TypeError(f"{owner} at index {i} should have `optimizer` as its attribute.")
        if isinstance(scheduler, ReduceLROnPlateau):
            raise ValueError(
                f"{owner} does not support `ReduceLROnPlateau` scheduler as it requires "
                "additional kwargs to be specified when calling `step`, but got one at index "
                f"{i} in the given schedulers sequence."
            )
        if optimizer != scheduler.optimizer:
            raise ValueError(
                f"{owner} expects all schedulers to belong to the same optimizer, but got "
                f"scheduler {scheduler.__class__.__name__} at index {i} has "
                f"{scheduler.optimizer}, which is different from "
                f"{optimizer.__class__.__name__}."
            )


class _Composite(LRScheduler):
    """State dicts that nest the state dicts of the inner schedulers."""

    _schedulers: Sequence[LRScheduler]

    def state_dict(self) -> dict[str, Any]:
        state_dict = {
            k: v for k, v in self.__dict__.items() if k not in ("optimizer", "_schedulers")
        }
        state_dict["_schedulers"] = [s.state_dict() for s in self._schedulers]
        return state_dict

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        schedulers = state_dict.pop("_schedulers")
        self.__dict__.update(state_dict)
        state_dict["_schedulers"] = schedulers  # leave the caller's dict as it was
        for scheduler, saved in zip(self._schedulers, schedulers, strict=False):
            scheduler.load_state_dict(saved)


class SequentialLR(_Composite):
    """Run ``schedulers[0]`` until ``milestones[0]``, then ``schedulers[1]`` (started afresh at
    its epoch 0) until ``milestones[1]``, and so on.

    The inner schedulers took their initial step when they were built; SequentialLR resets
    ``lr`` to ``initial_lr``, undoes those steps and lets only the first one take it again.
    """

    def __init__(
        self,
        optimizer: Optimizer,
        schedulers: list[LRScheduler],
        milestones: list[int],
        last_epoch: int = -1,
    ) -> None:
        _check_schedulers(self.__class__.__name__, schedulers, optimizer, "")
        if len(milestones) != len(schedulers) - 1:
            raise ValueError(
                "Sequential Schedulers expects number of schedulers provided to be one more "
                "than the number of milestone points, but got number of schedulers "
                f"{len(schedulers)} and the number of milestones to be equal to "
                f"{len(milestones)}"
            )
        self._schedulers = schedulers
        self._milestones = milestones
        self.last_epoch = last_epoch + 1
        self.optimizer = optimizer
        for group in self.optimizer.param_groups:
            _update_param_group_val(group, "lr", group["initial_lr"])
        self.recursive_undo()
        idx = bisect_right(self._milestones, 0)
        self._schedulers[idx]._initial_step()
        self._last_lr = schedulers[idx].get_last_lr()

    def recursive_undo(self, sched: LRScheduler | None = None) -> None:
        """Step back every (nested) inner scheduler by one epoch: undo its initial step."""
        scheds = self if sched is None else sched
        if hasattr(scheds, "_schedulers"):
            for s in scheds._schedulers:
                self.recursive_undo(s)
        elif hasattr(scheds, "last_epoch"):
            scheds.last_epoch -= 1

    def step(self) -> None:  # type: ignore[override]
        """Step the scheduler in charge of the new epoch; at a milestone, start the next one
        at its epoch 0."""
        self.last_epoch += 1
        idx = bisect_right(self._milestones, self.last_epoch)
        scheduler = self._schedulers[idx]
        if idx > 0 and self._milestones[idx - 1] == self.last_epoch:
            scheduler._update_lr(0)
        else:
            scheduler.step()
        self._last_lr = scheduler.get_last_lr()


class ChainedScheduler(_Composite):
    """Step every scheduler in ``schedulers`` at each ``step()``, in order."""

    def __init__(
        self, schedulers: Sequence[LRScheduler], optimizer: Optimizer | None = None
    ) -> None:
        if len(schedulers) >= 1:
            optimizer = optimizer or schedulers[0].optimizer
        _check_schedulers(self.__class__.__name__, schedulers, optimizer, " to be chained")
        self._schedulers = schedulers
        self.optimizer = optimizer
        self._last_lr = _param_groups_val_list(self._schedulers[-1].optimizer, "lr")

    def step(self) -> None:  # type: ignore[override]
        """Step each scheduler once."""
        for scheduler in self._schedulers:
            scheduler.step()
        self._last_lr = _param_groups_val_list(self._schedulers[-1].optimizer, "lr")
