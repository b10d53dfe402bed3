"""state_dict / load_state_dict: PyTorch's format with integer parameter ids, an exact resume
for every optimizer, dtype casting on load, and the size checks."""

import copy
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.c10.core import float32, float64

OPTIMIZERS = {
    "SGD": lambda ps: optim.SGD(ps, lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01),
    "Adam": lambda ps: optim.Adam(ps, lr=0.05, amsgrad=True, weight_decay=0.1),
    "AdamW": lambda ps: optim.AdamW(ps, lr=0.05, betas=(0.8, 0.9)),
    "RMSprop": lambda ps: optim.RMSprop(ps, lr=0.01, centered=True, momentum=0.5),
    "Adagrad": lambda ps: optim.Adagrad(ps, lr=0.1, lr_decay=0.1),
    "Adadelta": lambda ps: optim.Adadelta(ps, lr=0.5, weight_decay=0.1),
    "Adamax": lambda ps: optim.Adamax(ps, lr=0.05, maximize=True),
    "NAdam": lambda ps: optim.NAdam(ps, lr=0.05, weight_decay=0.1, decoupled_weight_decay=True),
    "RAdam": lambda ps: optim.RAdam(ps, lr=0.05, betas=(0.8, 0.9)),
    "ASGD": lambda ps: optim.ASGD(ps, lr=0.05, t0=2),
    "Rprop": lambda ps: optim.Rprop(ps, lr=0.05),
    "Adafactor": lambda ps: optim.Adafactor(ps, lr=0.05, weight_decay=0.1),
    "Muon": lambda ps: optim.Muon(ps, lr=0.05),
}
# 0-dim state other than ``step`` is float32 while training but, as in PyTorch, loads in the
# parameter's dtype (float64 here): the resumed run matches to float32 rounding, not exactly.
LOADS_IN_PARAM_DTYPE = {"NAdam": ("mu_product",), "ASGD": ("eta", "mu")}


def _groups(quadratic):
    """Two groups (the second with its own lr) over three parameters, as (groups, params)."""
    a, b, c = (quadratic.make_param(quadratic.P0 * s) for s in (1.0, -0.5, 2.0))
    return [{"params": [a, b]}, {"params": [c], "lr": 0.02}], [a, b, c]


def _steps(opt, params, quadratic, n):
    for _ in range(n):
        for p in params:
            quadratic.set_grad(p)
        opt.step()


@pytest.mark.parametrize("name", OPTIMIZERS)
def test_resuming_from_a_state_dict_matches_an_uninterrupted_run(quadratic, name):
    make = OPTIMIZERS[name]
    groups, params = _groups(quadratic)
    opt = make(groups)
    _steps(opt, params, quadratic, 3)
    saved_state = copy.deepcopy(opt.state_dict())
    saved_params = [p.detach().numpy().copy() for p in params]
    _steps(opt, params, quadratic, 3)

    fresh = [quadratic.make_param(v) for v in saved_params]
    resumed = make([{"params": fresh[:2]}, {"params": fresh[2:], "lr": 0.02}])
    resumed.load_state_dict(saved_state)
    for q in fresh:
        for key in LOADS_IN_PARAM_DTYPE.get(name, ()):
            assert (
                resumed.state[q][key].dtype is float64
                and opt.state[params[0]][key].dtype is float32
            )
    _steps(resumed, fresh, quadratic, 3)
    rtol = 1e-7 if name in LOADS_IN_PARAM_DTYPE else 0
    for p, q in zip(params, fresh, strict=True):
        np.testing.assert_allclose(q.detach().numpy(), p.detach().numpy(), rtol=rtol, atol=0)
    for p, q in zip(params, fresh, strict=True):
        assert opt.state[p].keys() == resumed.state[q].keys()


def test_format_uses_integer_ids_and_keeps_group_hyperparameters(quadratic):
    groups, params = _groups(quadratic)
    opt = optim.Adam(groups, lr=0.1)
    for p in params[1:]:
        quadratic.set_grad(p)
    opt.step()
    sd = opt.state_dict()
    assert set(sd) == {"state", "param_groups"}
    assert [g["params"] for g in sd["param_groups"]] == [[0, 1], [2]]
    assert [g["lr"] for g in sd["param_groups"]] == [0.1, 0.02]
    assert list(sd["state"]) == [1, 2]  # parameter 0 had no gradient, so no state
    assert set(sd["state"][1]) == {"step", "exp_avg", "exp_avg_sq"}
    assert sd["state"][1]["exp_avg"] is opt.state[params[1]]["exp_avg"]  # not copied
    assert opt.param_groups[0]["params"][0] is params[0]  # the optimizer itself is untouched


def test_loading_maps_ids_onto_the_new_parameters_and_casts_to_their_dtype(quadratic):
    p = quadratic.make_param()
    opt = optim.Adam([p])
    quadratic.set_grad(p)
    opt.step()
    q = at.zeros(2, 3, dtype=float32)
    q.requires_grad_(True)
    other = optim.Adam([q], lr=0.5)
    other.load_state_dict(opt.state_dict())
    assert other.param_groups[0]["params"][0] is q
    assert other.param_groups[0]["lr"] == 1e-3  # hyperparameters come from the state dict
    assert other.state[q]["exp_avg"].dtype is float32
    assert other.state[q]["step"].dtype is float32  # step keeps its own dtype
    np.testing.assert_allclose(
        other.state[q]["exp_avg"].numpy(), opt.state[p]["exp_avg"].numpy(), rtol=1e-6
    )
    assert opt.state[p]["exp_avg"].dtype is float64


def test_loading_leaves_the_callers_dict_alone(quadratic):
    p = quadratic.make_param()
    opt = optim.SGD([p], lr=0.1, momentum=0.9)
    quadratic.set_grad(p)
    opt.step()
    sd = opt.state_dict()
    opt.load_state_dict(sd)
    opt.param_groups[0]["lr"] = 7.0
    assert sd["param_groups"][0]["lr"] == 0.1 and sd["param_groups"][0]["params"] == [0]


def test_size_mismatches_are_refused(quadratic):
    a, b = quadratic.make_param(), quadratic.make_param()
    two = optim.SGD([a, b], lr=0.1).state_dict()
    with pytest.raises(
        ValueError,
        match="^"
        + re.escape(
            "loaded state dict contains a parameter group that doesn't match the size of "
            "optimizer's group"
        )
        + "$",
    ):
        optim.SGD([quadratic.make_param()], lr=0.1).load_state_dict(two)
    with pytest.raises(
        ValueError, match="^loaded state dict has a different number of parameter groups$"
    ):
        optim.SGD([{"params": [a]}, {"params": [b]}], lr=0.1).load_state_dict(two)


def test_old_state_dicts_with_a_float_step_load_as_tensors(quadratic):
    p = quadratic.make_param()
    opt = optim.Adam([p])
    quadratic.set_grad(p)
    opt.step()
    sd = copy.deepcopy(opt.state_dict())
    sd["state"][0]["step"] = 1.0
    del sd["param_groups"][0]["amsgrad"]
    fresh = optim.Adam([quadratic.make_param()])
    fresh.load_state_dict(sd)
    q = fresh.param_groups[0]["params"][0]
    assert isinstance(fresh.state[q]["step"], at.Tensor) and fresh.state[q]["step"].item() == 1.0
    assert fresh.param_groups[0]["amsgrad"] is False
