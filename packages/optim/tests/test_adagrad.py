"""Adagrad against its update rule written out in numpy, for every combination of lr_decay,
initial_accumulator_value, weight decay and maximize; its eagerly created state."""

import itertools
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim

COMBOS = [
    dict(lr_decay=ld, initial_accumulator_value=iav, weight_decay=wd, maximize=mx)
    for ld, iav, wd, mx in itertools.product([0.0, 0.1], [0.0, 0.5], [0.0, 0.1], [False, True])
]


def adagrad_reference(lr, eps, lr_decay, initial_accumulator_value, weight_decay, maximize):
    def update(p, g, state):
        t = state["t"] = state.get("t", 0) + 1
        g = -g if maximize else g
        g = g + weight_decay * p
        clr = lr / (1 + (t - 1) * lr_decay)
        total = state["sum"] = state.get("sum", np.full_like(p, initial_accumulator_value)) + g * g
        return p - clr * g / (np.sqrt(total) + eps)

    return update


@pytest.mark.parametrize("kw", COMBOS, ids=lambda kw: "-".join(f"{k}={v}" for k, v in kw.items()))
def test_adagrad_matches_the_update_rule(check_trajectory, kw):
    check_trajectory(
        lambda ps: optim.Adagrad(ps, lr=0.1, eps=1e-10, **kw),
        adagrad_reference(lr=0.1, eps=1e-10, **kw),
    )


def test_state_exists_from_construction_as_in_pytorch(quadratic):
    p = quadratic.make_param()
    opt = optim.Adagrad([p], initial_accumulator_value=0.25)
    assert list(opt.state[p]) == ["step", "sum"]
    assert opt.state[p]["step"].item() == 0.0
    np.testing.assert_array_equal(opt.state[p]["sum"].numpy(), np.full((2, 3), 0.25))
    assert list(opt.state_dict()["state"]) == [0]


def test_a_group_added_later_gets_state_on_its_first_step(quadratic):
    p, q = quadratic.make_param(), quadratic.make_param()
    opt = optim.Adagrad([p])
    opt.add_param_group({"params": [q], "initial_accumulator_value": 0.5})
    assert q not in opt.state
    quadratic.set_grad(q)
    opt.step()
    assert opt.state[q]["step"].item() == 1.0
    assert opt.state[p]["step"].item() == 0.0  # p had no gradient


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        (dict(lr=-1), "Invalid learning rate: -1"),
        (dict(lr_decay=-0.1), "Invalid lr_decay value: -0.1"),
        (dict(weight_decay=-0.1), "Invalid weight_decay value: -0.1"),
        (dict(initial_accumulator_value=-1), "Invalid initial_accumulator_value value: -1"),
        (dict(eps=-1e-10), "Invalid epsilon value: -1e-10"),
    ],
)
def test_invalid_hyperparameters(kw, message):
    p = at.zeros(2)
    p.requires_grad_(True)
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        optim.Adagrad([p], **kw)
