"""Stochastic weight averaging and exponential moving averages of a model
(``torch/optim/swa_utils.py``).

:class:`AveragedModel` keeps a copy of a model whose parameters (and, with ``use_buffers``,
buffers) are a running average of the model's: equal weights (SWA) by default, or an EMA
from :func:`get_ema_multi_avg_fn` / :func:`get_ema_avg_fn`. :class:`SWALR` anneals each
group's rate to a constant ``swa_lr``, and :func:`update_bn` recomputes BatchNorm running
statistics for the averaged weights with one pass over the data.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable
from copy import deepcopy
from typing import Any, Literal, TypeAlias

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.autograd import no_grad
from glasstorch.c10.core import int64
from glasstorch.nn import Module
from glasstorch.nn.modules.batchnorm import _BatchNorm

from .lr_scheduler import LRScheduler
from .lr_scheduler.base import _format_param, _warn_get_lr_called_within_step
from .optimizer import Optimizer

__all__ = [
    "SWALR",
    "AveragedModel",
    "get_ema_avg_fn",
    "get_ema_multi_avg_fn",
    "get_swa_avg_fn",
    "get_swa_multi_avg_fn",
    "update_bn",
]

PARAM_LIST: TypeAlias = tuple[Tensor, ...] | list[Tensor]
AvgFn: TypeAlias = Callable[[Tensor, Tensor, Tensor | int], Tensor]
MultiAvgFn: TypeAlias = Callable[[PARAM_LIST, PARAM_LIST, Tensor | int], None]

# The devices on which PyTorch averages with its multi-tensor (foreach) kernels by default.
_FOREACH_DEVICES = ("cuda", "xpu")


def _check_decay(decay: float) -> None:
    if decay < 0.0 or decay > 1.0:
        raise ValueError(
            f"Invalid decay value {decay} provided. Please provide a value in [0,1] range."
        )


def _is_float(t: Tensor) -> bool:
    return t.is_floating_point() or t.is_complex()


def get_ema_multi_avg_fn(decay: float = 0.999) -> MultiAvgFn:
    """An in-place EMA update of lists of tensors: ``ema = decay * ema + (1 - decay) * p``."""
    _check_decay(decay)

    def ema_update(ema_param_list: PARAM_LIST, current_param_list: PARAM_LIST, _: Any) -> None:
        with no_grad():
            floating = _is_float(ema_param_list[0])
            for p_ema, p_model in zip(ema_param_list, current_param_list, strict=True):
                if floating:
                    p_ema.lerp_(p_model, 1 - decay)
                else:
                    p_ema.copy_(p_ema * decay + p_model * (1 - decay))

    return ema_update


def get_swa_multi_avg_fn() -> MultiAvgFn:
    """An in-place equal-weight running average of lists of tensors:
    ``avg = avg + (p - avg) / (num_averaged + 1)``."""

    def swa_update(
        averaged_param_list: PARAM_LIST,
        current_param_list: PARAM_LIST,
        num_averaged: Tensor | int,
    ) -> None:
        with no_grad():
            pairs = list(zip(averaged_param_list, current_param_list, strict=True))
            if _is_float(averaged_param_list[0]):
                # A tensor count gives a 0-dim float tensor; as a weight it counts as a number.
                weight = _as_number(1 / (num_averaged + 1))
                for p_avg, p_model in pairs:
                    p_avg.lerp_(p_model, weight)
            elif isinstance(num_averaged, Tensor):
                for p_avg, p_model in pairs:
                    p_avg.addcdiv_(p_model - p_avg, num_averaged + 1)
            else:
                for p_avg, p_model in pairs:
                    p_avg.add_(p_model - p_avg, alpha=1.0 / (num_averaged + 1))

    return swa_update


def _as_number(x: Tensor | float) -> float:
    return x.item() if isinstance(x, Tensor) else x


def get_ema_avg_fn(decay: float = 0.999) -> AvgFn:
    """An EMA of one tensor, returned: ``decay * ema + (1 - decay) * p``."""
    _check_decay(decay)

    def ema_update(ema_param: Tensor, current_param: Tensor, num_averaged: Any) -> Tensor:
        with no_grad():
            return decay * ema_param + (1 - decay) * current_param

    return ema_update


def get_swa_avg_fn() -> AvgFn:
    """The equal-weight running average of one tensor, returned:
    ``avg + (p - avg) / (num_averaged + 1)``."""

    def swa_update(
        averaged_param: Tensor, current_param: Tensor, num_averaged: Tensor | int
    ) -> Tensor:
        with no_grad():
            return averaged_param + (current_param - averaged_param) / (num_averaged + 1)

    return swa_update


def _group_by_device_and_dtype(
    averaged: list[Tensor], current: list[Tensor]
) -> dict[tuple[Any, Any], tuple[list[Tensor], list[Tensor]]]:
    """The pairs, grouped by the averaged tensor's device and dtype (in order of appearance)."""
    groups: dict[tuple[Any, Any], tuple[list[Tensor], list[Tensor]]] = {}
    for p_avg, p_model in zip(averaged, current, strict=True):
        avg_list, model_list = groups.setdefault((p_avg.device, p_avg.dtype), ([], []))
        avg_list.append(p_avg)
        model_list.append(p_model)
    return groups


class AveragedModel(Module):
    """A copy of ``model`` (moved to ``device`` if given) that holds the running average of
    the model's parameters, updated by :meth:`update_parameters`; calling it runs the copy.

    The average is SWA's equal-weight one unless ``avg_fn`` (one tensor at a time, returning
    the new average) or ``multi_avg_fn`` (lists of tensors of one device and dtype, updated
    in place) says otherwise. With ``use_buffers`` the buffers are averaged too; otherwise
    they are copied from the model. ``n_averaged`` (an int64 buffer) counts the updates.
    """

    n_averaged: Tensor

    def __init__(
        self,
        model: Module,
        device: Any = None,
        avg_fn: AvgFn | None = None,
        multi_avg_fn: MultiAvgFn | None = None,
        use_buffers: bool = False,
    ) -> None:
        super().__init__()
        if avg_fn is not None and multi_avg_fn is not None:
            raise AssertionError("Only one of avg_fn and multi_avg_fn should be provided")
        self.module = deepcopy(model)
        if device is not None:
            self.module = self.module.to(device)
        self.register_buffer("n_averaged", at.tensor(0, dtype=int64, device=device))
        self.avg_fn = avg_fn
        self.multi_avg_fn = multi_avg_fn
        self.use_buffers = use_buffers

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        """Run the averaged copy of the model."""
        return self.module(*args, **kwargs)

    def update_parameters(self, model: Module) -> None:
        """Fold ``model``'s current parameters (and buffers, with ``use_buffers``) into the
        average; the first call copies them."""
        if self.use_buffers:
            averaged = list(itertools.chain(self.module.parameters(), self.module.buffers()))
            current = list(itertools.chain(model.parameters(), model.buffers()))
        else:
            averaged, current = list(self.parameters()), list(model.parameters())
        averaged_detached: list[Tensor] = []
        current_detached: list[Tensor] = []
        first = bool(self.n_averaged == 0)
        for p_avg, p_model in zip(averaged, current, strict=False):
            p_model_ = p_model.detach().to(p_avg.device)
            averaged_detached.append(p_avg.detach())
            current_detached.append(p_model_)
            if first:
                p_avg.detach().copy_(p_model_)

        if self.n_averaged > 0:
            if self.multi_avg_fn is not None or self.avg_fn is None:
                self._average_groupwise(averaged_detached, current_detached)
            else:
                for p_avg, p_model in zip(averaged_detached, current_detached, strict=True):
                    n_averaged = self.n_averaged.to(p_avg.device)
                    p_avg.detach().copy_(self.avg_fn(p_avg.detach(), p_model, n_averaged))

        if not self.use_buffers:
            # The buffers follow the model: average the parameters only.
            for b_swa, b_model in zip(self.module.buffers(), model.buffers(), strict=True):
                b_swa.detach().copy_(b_model.detach().to(b_swa.device))
        self.n_averaged += 1

    def _average_groupwise(self, averaged: list[Tensor], current: list[Tensor]) -> None:
        """``multi_avg_fn`` (or the default SWA average) on each device-and-dtype group."""
        for (device, _), (avg_list, model_list) in _group_by_device_and_dtype(
            averaged, current
        ).items():
            n_averaged = self.n_averaged.to(device)
            if self.multi_avg_fn is not None:
                self.multi_avg_fn(avg_list, model_list, n_averaged)
            elif device.type in _FOREACH_DEVICES:
                get_swa_multi_avg_fn()(avg_list, model_list, n_averaged)
            else:
                avg_fn = get_swa_avg_fn()
                for p_avg, p_model in zip(avg_list, model_list, strict=True):
                    p_avg.copy_(avg_fn(p_avg, p_model, n_averaged))


def update_bn(loader: Iterable[Any], model: Module, device: Any = None) -> None:
    """Recompute the running statistics of ``model``'s BatchNorm layers with one pass over
    ``loader`` in training mode: reset, then a cumulative average over the batches (the
    first element of a batch that is a list or tuple is the input). The model's mode and
    the layers' momentum are restored afterwards."""
    with no_grad():
        momenta = {}
        for module in model.modules():
            if isinstance(module, _BatchNorm):
                module.reset_running_stats()
                momenta[module] = module.momentum
        if not momenta:
            return
        was_training = model.training
        model.train()
        for module in momenta:
            module.momentum = None
        for batch in loader:
            if isinstance(batch, (list, tuple)):
                batch = batch[0]
            if device is not None:
                batch = batch.to(device)
            model(batch)
        for module, momentum in momenta.items():
            module.momentum = momentum
        model.train(was_training)


class SWALR(LRScheduler):
    """Anneal each group's rate from its current value to ``swa_lr`` over ``anneal_epochs``
    epochs (``"cos"`` or ``"linear"``), then hold it there: the schedule of the SWA phase.

    Each group gets a ``swa_lr`` key (one value for all, or one per group).
    """

    def __init__(
        self,
        optimizer: Optimizer,
        swa_lr: float | list[float],
        anneal_epochs: int = 10,
        anneal_strategy: Literal["cos", "linear"] = "cos",
        last_epoch: int = -1,
    ) -> None:
        swa_lrs = _format_param("swa_lr", optimizer, swa_lr)
        for lr, group in zip(swa_lrs, optimizer.param_groups, strict=True):
            group["swa_lr"] = lr
        if anneal_strategy not in ["cos", "linear"]:
            raise ValueError(
                f"anneal_strategy must be one of 'cos' or 'linear', instead got {anneal_strategy}"
            )
        self._set_anneal_func(anneal_strategy)
        if not isinstance(anneal_epochs, int) or anneal_epochs < 0:
            raise ValueError(f"anneal_epochs must be equal or greater than 0, got {anneal_epochs}")
        self.anneal_epochs = anneal_epochs
        super().__init__(optimizer, last_epoch)

    @staticmethod
    def _linear_anneal(t: float) -> float:
        return t

    @staticmethod
    def _cosine_anneal(t: float) -> float:
        return (1 - math.cos(math.pi * t)) / 2

    @staticmethod
    def _get_initial_lr(lr: float, swa_lr: float, alpha: float) -> float:
        """The rate the annealing started from, given the current one at weight ``alpha``."""
        if alpha == 1:
            return swa_lr
        return (lr - alpha * swa_lr) / (1 - alpha)

    def get_lr(self) -> list[Any]:
        """The next rates: ``swa_lr * alpha + start * (1 - alpha)`` for the annealing weight
        ``alpha`` of the step; the start is recovered from the current rate, so that changes
        made by others carry through."""
        _warn_get_lr_called_within_step(self)
        step = self._step_count - 1
        if self.anneal_epochs == 0:
            step = max(1, step)
        prev_t = max(0, min(1, (step - 1) / max(1, self.anneal_epochs)))
        prev_alpha = self.anneal_func(prev_t)
        prev_lrs = [
            self._get_initial_lr(group["lr"], group["swa_lr"], prev_alpha)
            for group in self.optimizer.param_groups
        ]
        t = max(0, min(1, step / max(1, self.anneal_epochs)))
        alpha = self.anneal_func(t)
        return [
            group["swa_lr"] * alpha + lr * (1 - alpha)
            for group, lr in zip(self.optimizer.param_groups, prev_lrs, strict=True)
        ]

    def _set_anneal_func(self, anneal_strategy: Literal["cos", "linear"]) -> None:
        self._anneal_strategy = anneal_strategy
        self.anneal_func = self._cosine_anneal if anneal_strategy == "cos" else self._linear_anneal

    def state_dict(self) -> dict[str, Any]:
        """Every attribute but the optimizer and the annealing function."""
        return {
            key: value
            for key, value in self.__dict__.items()
            if key not in ("optimizer", "anneal_func")
        }

    def load_state_dict(self, state_dict: dict[str, Any]) -> None:
        """Restore the attributes and the annealing function."""
        self.__dict__.update(state_dict)
        self._set_anneal_func(self._anneal_strategy)
