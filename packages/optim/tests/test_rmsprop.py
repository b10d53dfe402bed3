"""RMSprop against its update rule written out in numpy, for every combination of centered,
momentum, weight decay and maximize."""

import itertools
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim

COMBOS = [
    dict(centered=c, momentum=m, weight_decay=wd, maximize=mx)
    for c, m, wd, mx in itertools.product([False, True], [0.0, 0.9], [0.0, 0.1], [False, True])
]
HYPER = dict(lr=0.01, alpha=0.9, eps=1e-6)


def rmsprop_reference(lr, alpha, eps, centered, momentum, weight_decay, maximize):
    def update(p, g, state):
        g = -g if maximize else g
        g = g + weight_decay * p
        v = state["v"] = alpha * state.get("v", np.zeros_like(p)) + (1 - alpha) * g * g
        if centered:
            mean = state["mean"] = alpha * state.get("mean", np.zeros_like(p)) + (1 - alpha) * g
            avg = np.sqrt(v - mean * mean) + eps
        else:
            avg = np.sqrt(v) + eps
        if momentum > 0:
            buf = state["buf"] = momentum * state.get("buf", np.zeros_like(p)) + g / avg
            return p - lr * buf
        return p - lr * g / avg

    return update


@pytest.mark.parametrize("kw", COMBOS, ids=lambda kw: "-".join(f"{k}={v}" for k, v in kw.items()))
def test_rmsprop_matches_the_update_rule(check_trajectory, kw):
    check_trajectory(lambda ps: optim.RMSprop(ps, **HYPER, **kw), rmsprop_reference(**HYPER, **kw))


@pytest.mark.parametrize(
    ("kw", "keys"),
    [
        ({}, ["step", "square_avg"]),
        (dict(momentum=0.5), ["step", "square_avg", "momentum_buffer"]),
        (dict(centered=True, momentum=0.5), ["step", "square_avg", "momentum_buffer", "grad_avg"]),
    ],
)
def test_state_keys_are_pytorchs(quadratic, kw, keys):
    p = quadratic.make_param()
    opt = optim.RMSprop([p], **kw)
    quadratic.set_grad(p)
    opt.step()
    assert list(opt.state[p]) == keys
    assert opt.state[p]["step"].item() == 1.0


def test_defaults_are_pytorchs(quadratic):
    d = optim.RMSprop([quadratic.make_param()]).defaults
    assert (d["lr"], d["alpha"], d["eps"], d["momentum"], d["centered"]) == (
        1e-2,
        0.99,
        1e-8,
        0,
        False,
    )


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        (dict(lr=-1), "Invalid learning rate: -1"),
        (dict(eps=-1.0), "Invalid epsilon value: -1.0"),
        (dict(momentum=-0.1), "Invalid momentum value: -0.1"),
        (dict(weight_decay=-0.1), "Invalid weight_decay value: -0.1"),
        (dict(alpha=-0.9), "Invalid alpha value: -0.9"),
    ],
)
def test_invalid_hyperparameters(kw, message):
    p = at.zeros(2)
    p.requires_grad_(True)
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        optim.RMSprop([p], **kw)
