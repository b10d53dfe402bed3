"""LRScheduler: the base class of the learning-rate schedulers (``torch/optim/lr_scheduler.py``).

A scheduler owns ``last_epoch`` (how many times it has stepped, -1 before the first) and
``base_lrs`` (each group's ``initial_lr``). Constructing one takes an initial step, which sets
``lr`` for epoch 0; each later ``step()`` computes the next ``lr`` of every parameter group,
mostly from the current one ("chainable" form, so that schedulers compose), and writes it
into the optimizer.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from functools import wraps
from typing import Any
from weakref import ref

from glasstorch.aten import Tensor

from .._helpers import _to_scalar
from ..optimizer import Optimizer

__all__ = ["EPOCH_DEPRECATION_WARNING", "LRScheduler"]

EPOCH_DEPRECATION_WARNING = (
    "The epoch parameter in `scheduler.step()` was not necessary and is being "
    "deprecated where possible. Please use `scheduler.step()` to step the "
    "scheduler. During the deprecation, if epoch is different from None, the "
    "closed form is used instead of the new chainable form, where available. "
    "Please open an issue if you are unable to replicate your use case: "
    "https://github.com/pytorch/pytorch/issues/new/choose."
)


def _format_param(name: str, optimizer: Optimizer, param: Any) -> list[Any]:
    """One value per parameter group: ``param`` repeated, or a list checked for its length."""
    if isinstance(param, (list, tuple)):
        if len(param) != len(optimizer.param_groups):
            raise ValueError(
                f"{name} must have the same length as optimizer.param_groups. "
                f"{name} has {len(param)} values, param_groups has "
                f"{len(optimizer.param_groups)}."
            )
    else:
        param = [param] * len(optimizer.param_groups)
    return [p.clone() if isinstance(p, Tensor) else p for p in param]


def _param_groups_val_list(optimizer: Optimizer, key: str) -> list[Any]:
    """``group[key]`` of every group; tensors cloned so the result never aliases a group."""
    return [
        group[key].clone() if isinstance(group[key], Tensor) else group[key]
        for group in optimizer.param_groups
    ]


def _update_param_group_val(param_group: dict[str, Any], key: str, val: Any) -> None:
    """Set ``param_group[key]``; a tensor value is filled in place (an optimizer may hold it)."""
    if isinstance(param_group[key], Tensor):
        param_group[key].fill_(_to_scalar(val))
    else:
        param_group[key] = val


class _Flag:
    """Set one boolean attribute of a scheduler for the duration of a ``with`` block."""

    def __init__(self, scheduler: LRScheduler, name: str) -> None:
        self.scheduler, self.name = scheduler, name

    def __enter__(self) -> None:
        setattr(self.scheduler, self.name, True)

    def __exit__(self, *exc: object) -> None:
        setattr(self.scheduler, self.name, False)


def _wrap_optimizer_step(optimizer: Optimizer) -> None:
    """Patch ``optimizer.step`` (once) to record that it ran, for the call-order warning."""
    if hasattr(optimizer.step, "_wrapped_by_lr_sched"):
        return
    opt_ref = ref(optimizer)
    func = optimizer.step.__func__  # type: ignore[attr-defined]

    @wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        opt = opt_ref()
        opt._opt_called = True  # type: ignore[union-attr]
        return func.__get__(opt, opt.__class__)(*args, **kwargs)

    wrapper._wrapped_by_lr_sched = True  # type: ignore[attr-defined]
    optimizer.step = wrapper  # type: ignore[method-assign]


class LRScheduler:
    """Base class of the schedulers: subclasses implement :meth:`get_lr` (and optionally
    ``_get_closed_form_lr``, used by the deprecated ``step(epoch)``).

    Constructing a scheduler sets each group's ``initial_lr`` (when ``last_epoch == -1``) and
    takes the initial step. Create schedulers before ``optimizer.load_state_dict``: the
    initial step overwrites ``lr``.
    """

    _get_lr_called_within_step: bool = False
    _is_initial: bool = False

    def __init__(self, optimizer: Optimizer, last_epoch: int = -1) -> None:
        if not isinstance(optimizer, Optimizer):
            raise TypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        if last_epoch == -1:
            for group in optimizer.param_groups:
                initial_lr = group["lr"]
                if isinstance(initial_lr, Tensor):
                    initial_lr = initial_lr.clone()
                group.setdefault("initial_lr", initial_lr)
        else:
            for i, group in enumerate(optimizer.param_groups):
                if "initial_lr" not in group:
                    raise KeyError(
                        f"param 'initial_lr' is not specified in param_groups[{i}] when "
                        "resuming scheduler with last_epoch >= 0.\n"
                        "This typically happens when:\n"
                        "1. You're trying to resume training from a checkpoint but haven't "
                        "properly loaded the optimizer state\n"
                        "2. You're using last_epoch >= 0 for a fresh training run (not "
                        "recommended)"
                    )
        self.base_lrs: list[Any] = _param_groups_val_list(optimizer, "initial_lr")
        self.last_epoch = last_epoch
        _wrap_optimizer_step(optimizer)
        self._initial_step()

    def _initial_step(self) -> None:
        """Reset the step count and take the step that sets ``lr`` for ``last_epoch + 1``."""
        self._step_count = 0
        with _Flag(self, "_is_initial"):
            self.step()

    def state_dict(self) -> dict[str, Any]:
        """Every attribute but the optimizer."""
        return {key: value for key, value in self.__dict__.items() if key != "optimizer"}

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore the attributes from :meth:`state_dict`."""
        self.__dict__.update(state_dict)

    def get_last_lr(self) -> list[Any]:
        """The learning rates the last ``step`` set, one per parameter group."""
        return self._last_lr

    def get_lr(self) -> list[Any]:
        """The learning rates for ``last_epoch``, one per group (called by ``step``; to read
        the current ones, use :meth:`get_last_lr`)."""
        raise NotImplementedError

    def step(self, epoch: int | None = None) -> None:
        """Advance one epoch and set every group's ``lr``. Call it after ``optimizer.step()``.

        ``epoch`` (deprecated, as in PyTorch) jumps to that epoch, using the closed form where
        the scheduler has one.
        """
        if self._step_count == 1:
            if not hasattr(self.optimizer.step, "_wrapped_by_lr_sched"):
                warnings.warn(
                    "Seems like `optimizer.step()` has been overridden after learning rate "
                    "scheduler initialization. Please, make sure to call `optimizer.step()` "
                    "before `lr_scheduler.step()`. See more details at "
                    "https://pytorch.org/docs/stable/optim.html#how-to-adjust-learning-rate",
                    UserWarning,
                    stacklevel=2,
                )
            elif not getattr(self.optimizer, "_opt_called", False):
                warnings.warn(
                    "Detected call of `lr_scheduler.step()` before `optimizer.step()`. "
                    "In PyTorch 1.1.0 and later, you should call them in the opposite order: "
                    "`optimizer.step()` before `lr_scheduler.step()`.  Failure to do this "
                    "will result in PyTorch skipping the first value of the learning rate "
                    "schedule. See more details at "
                    "https://pytorch.org/docs/stable/optim.html#how-to-adjust-learning-rate",
                    UserWarning,
                    stacklevel=2,
                )
        self._step_count += 1
        if epoch is not None:
            warnings.warn(EPOCH_DEPRECATION_WARNING, UserWarning, stacklevel=2)
        self._update_lr(epoch)

    def _update_lr(self, epoch: int | None = None) -> None:
        """Compute the learning rates of the next (or the given) epoch and apply them."""
        with _Flag(self, "_get_lr_called_within_step"):
            if epoch is None:
                self.last_epoch += 1
                values = self.get_lr()
            else:
                self.last_epoch = epoch
                closed_form: Callable[[], list[Any]] | None = getattr(
                    self, "_get_closed_form_lr", None
                )
                values = closed_form() if closed_form is not None else self.get_lr()
        for param_group, lr in zip(self.optimizer.param_groups, values, strict=True):
            _update_param_group_val(param_group, "lr", lr)
        self._last_lr: list[Any] = _param_groups_val_list(self.optimizer, "lr")


def _momentum_key(optimizer: Optimizer) -> bool:
    """Whether schedules that cycle momentum set Adam's ``beta1`` (True) or ``momentum``;
    PyTorch's error when the optimizer has neither."""
    if "momentum" not in optimizer.defaults and "betas" not in optimizer.defaults:
        raise ValueError(
            "optimizer must support momentum or beta1 with `cycle_momentum` option enabled"
        )
    return "betas" in optimizer.defaults


def _set_momentum(group: dict[str, Any], use_beta1: bool, value: Any) -> None:
    """Set a group's momentum, or the first of its ``betas``."""
    if use_beta1:
        group["betas"] = (value, *group["betas"][1:])
    else:
        group["momentum"] = value


def _start_momentum_cycle(
    optimizer: Optimizer, use_beta1: bool, max_momentums: list[Any], base_momentums: list[Any]
) -> None:
    """Start every group at its ``max_momentum`` and record both ends in the group."""
    for max_momentum, base_momentum, group in zip(
        max_momentums, base_momentums, optimizer.param_groups, strict=True
    ):
        _set_momentum(group, use_beta1, max_momentum)
        group["max_momentum"] = max_momentum
        group["base_momentum"] = base_momentum


def _warn_get_lr_called_within_step(scheduler: LRScheduler) -> None:
    """``get_lr`` called by hand computes the *next* rates, which is rarely what is wanted."""
    if not scheduler._get_lr_called_within_step:
        warnings.warn(
            "To get the last learning rate computed by the scheduler, please use `get_last_lr()`.",
            UserWarning,
            stacklevel=3,
        )
