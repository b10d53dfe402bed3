"""swap_in_optimizer_params_and_state: inside the block the optimizer steps other tensors
with another state and other hyperparameters; afterwards its own are back, untouched."""

import copy
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.c10.core import float64


def _param(values):
    p = at.tensor(values, dtype=float64)
    p.requires_grad_(True)
    return p


def _trained_adam():
    a, b = _param([1.0, -2.0]), _param([[0.5, 0.3]])
    opt = optim.Adam([{"params": [a]}, {"params": [b], "lr": 0.05}], lr=0.1)
    for _ in range(2):
        a.grad, b.grad = a.detach() * 2, b.detach() - 1
        opt.step()
    return opt, a, b


def test_step_inside_updates_the_swapped_in_tensors_and_state_only():
    opt, a, b = _trained_adam()
    live = [a.detach().numpy().copy(), b.detach().numpy().copy()]
    live_state = copy.deepcopy(opt.state_dict())
    params_list = opt.param_groups[0]["params"]

    osd = copy.deepcopy(opt.state_dict())
    osd["param_groups"][1]["lr"] = 0.5
    fa, fb = _param([3.0, 1.0]), _param([[-1.0, 2.0]])
    exp_avg_before = osd["state"][1]["exp_avg"].numpy().copy()

    # What the same step gives on a fresh optimizer loaded with that state.
    ra, rb = _param([3.0, 1.0]), _param([[-1.0, 2.0]])
    reference = optim.Adam([{"params": [ra]}, {"params": [rb]}])
    reference.load_state_dict(copy.deepcopy(osd))
    ra.grad, rb.grad = at.ones(2, dtype=float64), at.ones(1, 2, dtype=float64)
    reference.step()

    with optim.swap_in_optimizer_params_and_state(opt, {"a": fa, "b": fb}, osd):
        assert opt.param_groups[0]["params"] == [fa] and opt.param_groups[1]["lr"] == 0.5
        fa.grad, fb.grad = at.ones(2, dtype=float64), at.ones(1, 2, dtype=float64)
        opt.step()
        assert set(opt.state) == {fa, fb}

    np.testing.assert_array_equal(fa.detach().numpy(), ra.detach().numpy())
    np.testing.assert_array_equal(fb.detach().numpy(), rb.detach().numpy())
    # The state tensors were updated in place: the caller's state dict sees it.
    assert not np.array_equal(osd["state"][1]["exp_avg"].numpy(), exp_avg_before)
    np.testing.assert_array_equal(
        osd["state"][1]["exp_avg"].numpy(), reference.state[rb]["exp_avg"].numpy()
    )
    # The live optimizer is as it was.
    np.testing.assert_array_equal(a.detach().numpy(), live[0])
    np.testing.assert_array_equal(b.detach().numpy(), live[1])
    assert opt.param_groups[0]["params"] is params_list and opt.param_groups[1]["lr"] == 0.05
    assert set(opt.state) == {a, b}
    assert opt.state[a]["step"].item() == 2.0
    np.testing.assert_array_equal(
        opt.state[b]["exp_avg"].numpy(), live_state["state"][1]["exp_avg"].numpy()
    )


def test_the_optimizer_comes_back_after_an_exception():
    opt, a, b = _trained_adam()
    osd = copy.deepcopy(opt.state_dict())
    state = opt.state
    with pytest.raises(KeyError):
        with optim.swap_in_optimizer_params_and_state(opt, {"a": _param([0.0, 0.0]), "b": b}, osd):
            raise KeyError("inside")
    assert opt.state is state and opt.param_groups[0]["params"] == [a]


def _fails(opt, params, osd, message):
    with pytest.raises(RuntimeError, match="^" + re.escape(message) + "$"):
        with optim.swap_in_optimizer_params_and_state(opt, params, osd):
            pass


def test_refusals():
    name = "swap_in_optimizer_params_and_state"
    fresh = optim.SGD([_param([1.0])], lr=0.1)
    _fails(fresh, {}, fresh.state_dict(), f"{name} requires initialized optimizer state.")

    opt, a, b = _trained_adam()
    params = {"a": a, "b": b}
    osd = opt.state_dict()
    _fails(opt, params, [osd], f"{name} requires a DCP-style optimizer state_dict.")
    _fails(
        opt,
        params,
        {"state": [], "param_groups": osd["param_groups"]},
        f"{name} requires swapin_optim_state['state'] to be a dict mapping packed parameter ids "
        "to per-param state dicts, got list.",
    )
    _fails(
        opt,
        params,
        {"state": osd["state"], "param_groups": osd["param_groups"][:1]},
        "swapin_optim_state has a different number of parameter groups than the live optimizer.",
    )
    groups = copy.deepcopy(osd["param_groups"])
    del groups[1]["amsgrad"]
    _fails(
        opt,
        params,
        {"state": osd["state"], "param_groups": groups},
        f"{name} requires optimizer.state_dict()-style param group keys to exactly match the "
        "live optimizer group keys for group 1. Keys only in swap-in: []. Keys only in live: "
        "['amsgrad'].",
    )
    _fails(
        opt,
        params,
        {"state": {**osd["state"], 7: {}}, "param_groups": osd["param_groups"]},
        f"{name} requires swapin_optim_state['state'] to be keyed only by packed parameter ids "
        "from param_groups[*]['params']; got extra keys [7].",
    )
    _fails(
        opt,
        {"a": a},
        osd,
        f"{name} requires the explicit parameter state to match optimizer.param_groups ordering.",
    )
