"""swap_in_optimizer_params_and_state: run an optimizer on other parameters and another
state for the duration of a ``with`` block (``torch/optim/_stateless.py``).

Unlike ``load_state_dict``, which replaces only the state, this also replaces the tensors
in ``param_groups``, so that ``step()`` updates the swapped-in tensors (and, in place, the
tensors of the swapped-in state) while the optimizer's own parameters and state are left
as they were and come back on exit.
"""

from __future__ import annotations

import contextlib
from collections import defaultdict
from collections.abc import Iterator
from typing import Any, NamedTuple

from glasstorch.aten import Tensor

from .optimizer import Optimizer

__all__ = ["swap_in_optimizer_params_and_state"]

_NAME = "swap_in_optimizer_params_and_state"


class _GroupSwap(NamedTuple):
    """One live parameter group, the saved group to install on it and its new tensors."""

    live_group: dict[str, Any]
    swapin_group: dict[str, Any]
    swapin_params: list[Tensor]


def _checked_state(state: Any) -> dict[Any, Any]:
    """``state`` must map packed parameter ids to per-parameter dicts."""
    if not isinstance(state, dict):
        raise RuntimeError(
            f"{_NAME} requires swapin_optim_state['state'] to be a dict mapping packed "
            f"parameter ids to per-param state dicts, got {type(state).__name__}."
        )
    if any(isinstance(key, Tensor) for key in state):
        raise RuntimeError(
            f"{_NAME} requires optimizer.state_dict()-style state keyed by packed parameter ids."
        )
    if any(isinstance(k, int) and not isinstance(v, dict) for k, v in state.items()):
        raise RuntimeError(
            f"{_NAME} requires per-parameter optimizer state entries to be dictionaries."
        )
    return state


def _checked_param_ids(index: int, live: dict[str, Any], saved: Any) -> list[int]:
    """The packed ids of a saved group, which must match its live group in size and keys."""
    if not isinstance(saved, dict):
        raise RuntimeError(f"{_NAME} requires each optimizer param group to be a dictionary.")
    ids = saved.get("params")
    if not isinstance(ids, list) or not all(isinstance(pid, int) for pid in ids):
        raise RuntimeError(
            f"{_NAME} requires optimizer.state_dict()-style param_groups[*]['params'] entries "
            "keyed by packed parameter ids."
        )
    if len(live["params"]) != len(ids):
        raise RuntimeError(
            f"swapin_optim_state param group {index} has a different number of params than "
            "the live optimizer param group."
        )
    swapin_only = [k for k in saved if k not in live]
    live_only = [k for k in live if k not in saved]
    if swapin_only or live_only:
        raise RuntimeError(
            f"{_NAME} requires optimizer.state_dict()-style param group keys to exactly match "
            f"the live optimizer group keys for group {index}. Keys only in swap-in: "
            f"{swapin_only}. Keys only in live: {live_only}."
        )
    return ids


def _plan(
    optimizer: Optimizer, parameters: dict[str, Tensor], optim_state: Any
) -> tuple[dict[Any, Any], list[_GroupSwap]]:
    """Check the arguments and pair each live group with what replaces it."""
    if not optimizer.state:
        raise RuntimeError(f"{_NAME} requires initialized optimizer state.")
    if not isinstance(optim_state, dict):
        raise RuntimeError(f"{_NAME} requires a DCP-style optimizer state_dict.")
    state = _checked_state(optim_state.get("state"))
    groups = optim_state.get("param_groups")
    if not isinstance(groups, list):
        raise RuntimeError(
            f"{_NAME} requires swapin_optim_state['param_groups'] to be a list of "
            f"param-group dicts, got {type(groups).__name__}."
        )
    if len(optimizer.param_groups) != len(groups):
        raise RuntimeError(
            "swapin_optim_state has a different number of parameter groups than the live optimizer."
        )
    # The tensors are matched to the groups by position, in the optimizer's order.
    tensors = list(parameters.values())
    offset = 0
    seen: set[int] = set()
    swaps = []
    for index, (live, saved) in enumerate(zip(optimizer.param_groups, groups, strict=True)):
        ids = _checked_param_ids(index, live, saved)
        seen.update(ids)
        if offset + len(ids) > len(tensors):
            raise RuntimeError(
                f"{_NAME} requires the explicit parameter state to match "
                "optimizer.param_groups ordering."
            )
        swaps.append(_GroupSwap(live, saved, tensors[offset : offset + len(ids)]))
        offset += len(ids)
    extra = [key for key in state if key not in seen]
    if extra:
        raise RuntimeError(
            f"{_NAME} requires swapin_optim_state['state'] to be keyed only by packed "
            f"parameter ids from param_groups[*]['params']; got extra keys {extra!r}."
        )
    return state, swaps


@contextlib.contextmanager
def swap_in_optimizer_params_and_state(
    optimizer: Optimizer,
    swapin_parameters: dict[str, Tensor],
    swapin_optim_state: dict[str, Any],
) -> Iterator[None]:
    """Within the block, ``optimizer`` works on ``swapin_parameters`` (in the order of its
    parameters, e.g. ``dict(model.named_parameters())``) with the hyperparameters and state
    of ``swapin_optim_state`` (a ``state_dict()``); on exit its own come back.

    The optimizer's state must be initialized (a step taken). Updates of the swapped-in
    state tensors in place show in ``swapin_optim_state``; entries added or replaced in the
    per-parameter state during the block are not written back.
    """
    state, swaps = _plan(optimizer, swapin_parameters, swapin_optim_state)
    original_state = optimizer.state
    # Shallow copies: the original ``params`` lists come back as the same objects.
    snapshots = [dict(group) for group in optimizer.param_groups]
    try:
        swapped_state: defaultdict[Tensor, Any] = defaultdict(dict)
        for swap in swaps:
            swap.live_group["params"] = swap.swapin_params
            swap.live_group.update((k, v) for k, v in swap.swapin_group.items() if k != "params")
            for param, pid in zip(swap.swapin_params, swap.swapin_group["params"], strict=True):
                swapped_state[param] = dict(state.get(pid, {}))
        optimizer.state = swapped_state
        yield
    finally:
        for group, snapshot in zip(optimizer.param_groups, snapshots, strict=True):
            group.clear()
            group.update(snapshot)
        optimizer.state = original_state
