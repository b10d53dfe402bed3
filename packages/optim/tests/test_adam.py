"""Adam and AdamW against their update rules written out in numpy, for every combination of
amsgrad, weight decay and maximize; their state and hyperparameter checks."""

import itertools
import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.c10.core import float32

COMBOS = [
    dict(amsgrad=ams, weight_decay=wd, maximize=mx)
    for ams, wd, mx in itertools.product([False, True], [0.0, 0.1], [False, True])
]
HYPER = dict(lr=0.05, betas=(0.8, 0.9), eps=1e-6)


def adam_reference(lr, betas, eps, amsgrad, weight_decay, maximize, decoupled):
    beta1, beta2 = betas

    def update(p, g, state):
        t = state["t"] = state.get("t", 0) + 1
        m, v = state.get("m", np.zeros_like(p)), state.get("v", np.zeros_like(p))
        g = -g if maximize else g
        if decoupled:
            p = p * (1 - lr * weight_decay)
        else:
            g = g + weight_decay * p
        m = state["m"] = beta1 * m + (1 - beta1) * g
        v = state["v"] = beta2 * v + (1 - beta2) * g * g
        if amsgrad:
            v = state["v_max"] = np.maximum(state.get("v_max", np.zeros_like(p)), v)
        m_hat_scale = lr / (1 - beta1**t)
        denom = np.sqrt(v) / np.sqrt(1 - beta2**t) + eps
        return p - m_hat_scale * m / denom

    return update


def _ids(kw):
    return "-".join(f"{k}={v}" for k, v in kw.items())


@pytest.mark.parametrize("kw", COMBOS, ids=_ids)
def test_adam_matches_the_update_rule(check_trajectory, kw):
    check_trajectory(
        lambda ps: optim.Adam(ps, **HYPER, **kw), adam_reference(**HYPER, **kw, decoupled=False)
    )


@pytest.mark.parametrize("kw", COMBOS, ids=_ids)
def test_adamw_matches_the_update_rule(check_trajectory, kw):
    check_trajectory(
        lambda ps: optim.AdamW(ps, **HYPER, **kw), adam_reference(**HYPER, **kw, decoupled=True)
    )


def test_adam_with_decoupled_weight_decay_is_adamw(check_trajectory):
    kw = dict(HYPER, weight_decay=0.1, decoupled_weight_decay=True)
    check_trajectory(
        lambda ps: optim.Adam(ps, **kw),
        adam_reference(**HYPER, amsgrad=False, weight_decay=0.1, maximize=False, decoupled=True),
    )


def test_defaults_are_pytorchs(quadratic):
    adam = optim.Adam([quadratic.make_param()]).defaults
    assert (adam["lr"], adam["betas"], adam["eps"], adam["weight_decay"]) == (
        1e-3,
        (0.9, 0.999),
        1e-8,
        0,
    )
    assert adam["decoupled_weight_decay"] is False
    adamw = optim.AdamW([quadratic.make_param()]).defaults
    assert adamw["weight_decay"] == 1e-2 and adamw["decoupled_weight_decay"] is True


@pytest.mark.parametrize("amsgrad", [False, True])
def test_state_is_pytorchs_step_tensor_and_moments(quadratic, amsgrad):
    p = quadratic.make_param()
    opt = optim.Adam([p], amsgrad=amsgrad)
    for _ in range(3):
        quadratic.set_grad(p)
        opt.step()
    state = opt.state[p]
    expected_keys = ["step", "exp_avg", "exp_avg_sq"] + (["max_exp_avg_sq"] if amsgrad else [])
    assert list(state) == expected_keys
    step = state["step"]
    assert isinstance(step, at.Tensor) and step.dim() == 0 and step.dtype is float32
    assert step.item() == 3.0
    for key in expected_keys[1:]:
        assert state[key].shape == p.shape and state[key].dtype is p.dtype
        assert not state[key].requires_grad


def test_adamw_keeps_decoupled_weight_decay_when_loading_an_adam_state_dict(quadratic):
    p = quadratic.make_param()
    adam = optim.Adam([p], weight_decay=0.1)
    adamw = optim.AdamW([quadratic.make_param()])
    adamw.load_state_dict(adam.state_dict())
    assert adamw.param_groups[0]["decoupled_weight_decay"] is True


def test_foreach_fused_and_capturable_are_accepted_and_kept(check_trajectory):
    def make(ps):
        return optim.Adam(ps, **HYPER, foreach=False, capturable=True)

    check_trajectory(
        make,
        adam_reference(**HYPER, amsgrad=False, weight_decay=0.0, maximize=False, decoupled=False),
    )
    fused = optim.Adam([_param()], fused=True)
    assert fused.param_groups[0]["fused"] is True


def _param():
    p = at.zeros(2)
    p.requires_grad_(True)
    return p


@pytest.mark.parametrize("cls", [optim.Adam, optim.AdamW])
@pytest.mark.parametrize(
    ("kw", "error", "message"),
    [
        (dict(lr=-1), ValueError, "Invalid learning rate: -1"),
        (dict(eps=-1e-8), ValueError, "Invalid epsilon value: -1e-08"),
        (dict(betas=(1.0, 0.999)), ValueError, "Invalid beta parameter at index 0: 1.0"),
        (dict(betas=(0.9, -0.1)), ValueError, "Invalid beta parameter at index 1: -0.1"),
        (dict(weight_decay=-0.5), ValueError, "Invalid weight_decay value: -0.5"),
        (
            dict(betas=(0.9, at.tensor(0.999))),
            ValueError,
            "betas must be either both floats or both Tensors",
        ),
        (
            dict(fused=True, foreach=True),
            RuntimeError,
            "`fused` and `foreach` cannot be `True` together.",
        ),
    ],
)
def test_invalid_hyperparameters(cls, kw, error, message):
    with pytest.raises(error, match=f"^{re.escape(message)}$"):
        cls([_param()], **kw)


def test_complex_parameters_are_refused_rather_than_updated_differently():
    p = at.tensor([1 + 1j, 2 - 1j])
    p.requires_grad_(True)
    opt = optim.Adam([p])
    p.grad = at.tensor([0.5 + 0j, 0.5 + 0j])
    with pytest.raises(NotImplementedError, match="complex"):
        opt.step()
