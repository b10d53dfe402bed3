"""SGD against its update rule written out in numpy, for every combination of options."""

import itertools
import re

import numpy as np
import pytest
from glasstorch import optim

COMBOS = [
    dict(momentum=m, dampening=d, nesterov=n, weight_decay=wd, maximize=mx)
    for m, d, n, wd, mx in itertools.product(
        [0.0, 0.9], [0.0, 0.5], [False, True], [0.0, 0.1], [False, True]
    )
    if not (n and (m == 0 or d != 0))
]


def sgd_reference(lr, momentum, dampening, nesterov, weight_decay, maximize):
    def update(p, g, state):
        g = -g if maximize else g
        g = g + weight_decay * p
        if momentum:
            if "buf" not in state:
                state["buf"] = g.copy()  # the first step's buffer is the gradient itself
            else:
                state["buf"] = momentum * state["buf"] + (1 - dampening) * g
            g = g + momentum * state["buf"] if nesterov else state["buf"]
        return p - lr * g

    return update


@pytest.mark.parametrize("kw", COMBOS, ids=lambda kw: "-".join(f"{k}={v}" for k, v in kw.items()))
def test_sgd_matches_the_update_rule(check_trajectory, kw):
    check_trajectory(lambda ps: optim.SGD(ps, lr=0.1, **kw), sgd_reference(lr=0.1, **kw))


def test_momentum_buffer_is_kept_in_state_and_starts_as_a_copy_of_the_grad(quadratic):
    p = quadratic.make_param()
    opt = optim.SGD([p], lr=0.1, momentum=0.9)
    quadratic.set_grad(p)
    grad = p.grad.detach().numpy().copy()
    opt.step()
    buf = opt.state[p]["momentum_buffer"]
    np.testing.assert_array_equal(buf.numpy(), grad)
    assert buf is not p.grad and not buf.requires_grad
    assert list(opt.state[p]) == ["momentum_buffer"]


def test_no_state_without_momentum(quadratic):
    p = quadratic.make_param()
    opt = optim.SGD([p], lr=0.1)
    quadratic.set_grad(p)
    opt.step()
    assert len(opt.state) == 0


def test_default_lr_is_pytorchs():
    opt = optim.SGD([_param()])
    assert opt.param_groups[0]["lr"] == 1e-3


def _param():
    from glasstorch import aten as at

    p = at.zeros(2)
    p.requires_grad_(True)
    return p


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        (dict(lr=-1), "Invalid learning rate: -1"),
        (dict(lr=0.1, momentum=-0.5), "Invalid momentum value: -0.5"),
        (dict(lr=0.1, weight_decay=-1e-3), "Invalid weight_decay value: -0.001"),
        (dict(lr=0.1, nesterov=True), "Nesterov momentum requires a momentum and zero dampening"),
        (
            dict(lr=0.1, momentum=0.9, dampening=0.1, nesterov=True),
            "Nesterov momentum requires a momentum and zero dampening",
        ),
    ],
)
def test_invalid_hyperparameters(kw, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        optim.SGD([_param()], **kw)
