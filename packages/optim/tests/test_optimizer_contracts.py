"""What Adadelta, Adamax, NAdam, RAdam, ASGD, Rprop, Adafactor, Muon and LBFGS share with
PyTorch besides their updates: defaults (in PyTorch's order), the names, shapes and dtypes
of their state, their errors for bad hyperparameters, and their handling of groups,
parameters without gradients and the ``foreach``/``capturable`` flags.

Expected values were printed by PyTorch 2.13.0 (CPU).
"""

import re

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import optim
from glasstorch.c10.core import float32, float64

DEFAULTS = {
    "Adadelta": {
        "lr": 1.0,
        "rho": 0.9,
        "eps": 1e-06,
        "weight_decay": 0,
        "maximize": False,
        "capturable": False,
        "foreach": None,
        "differentiable": False,
    },
    "Adamax": {
        "lr": 0.002,
        "betas": (0.9, 0.999),
        "eps": 1e-08,
        "weight_decay": 0,
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    },
    "NAdam": {
        "lr": 0.002,
        "betas": (0.9, 0.999),
        "eps": 1e-08,
        "weight_decay": 0,
        "momentum_decay": 0.004,
        "decoupled_weight_decay": False,
        "maximize": False,
        "foreach": None,
        "capturable": False,
        "differentiable": False,
    },
    "RAdam": {
        "lr": 0.001,
        "betas": (0.9, 0.999),
        "eps": 1e-08,
        "weight_decay": 0,
        "maximize": False,
        "foreach": None,
        "capturable": False,
        "decoupled_weight_decay": False,
        "differentiable": False,
    },
    "ASGD": {
        "lr": 0.01,
        "lambd": 0.0001,
        "alpha": 0.75,
        "t0": 1000000.0,
        "weight_decay": 0,
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    },
    "Rprop": {
        "lr": 0.01,
        "etas": (0.5, 1.2),
        "step_sizes": (1e-06, 50),
        "foreach": None,
        "maximize": False,
        "differentiable": False,
        "capturable": False,
    },
    "Adafactor": {
        "lr": 0.01,
        "beta2_decay": -0.8,
        "eps": (None, 0.001),
        "d": 1.0,
        "weight_decay": 0.0,
        "foreach": None,
        "maximize": False,
    },
    "Muon": {
        "lr": 0.001,
        "weight_decay": 0.1,
        "momentum": 0.95,
        "nesterov": True,
        "ns_coefficients": (3.4445, -4.775, 2.0315),
        "eps": 1e-07,
        "ns_steps": 5,
        "adjust_lr_fn": None,
    },
    "LBFGS": {
        "lr": 1,
        "max_iter": 20,
        "max_eval": 25,
        "tolerance_grad": 1e-07,
        "tolerance_change": 1e-09,
        "history_size": 100,
        "line_search_fn": None,
    },
}

# State after one step on a float64 (2, 3) parameter: (key, shape, dtype), in PyTorch's order.
STATE = {
    "Adadelta": [
        ("step", (), float32),
        ("square_avg", (2, 3), float64),
        ("acc_delta", (2, 3), float64),
    ],
    "Adamax": [("step", (), float32), ("exp_avg", (2, 3), float64), ("exp_inf", (2, 3), float64)],
    "NAdam": [
        ("step", (), float32),
        ("mu_product", (), float32),
        ("exp_avg", (2, 3), float64),
        ("exp_avg_sq", (2, 3), float64),
    ],
    "RAdam": [("step", (), float32), ("exp_avg", (2, 3), float64), ("exp_avg_sq", (2, 3), float64)],
    "ASGD": [
        ("step", (), float32),
        ("eta", (), float32),
        ("mu", (), float32),
        ("ax", (2, 3), float64),
    ],
    "Rprop": [("step", (), float32), ("prev", (2, 3), float64), ("step_size", (2, 3), float64)],
    "Adafactor": [
        ("step", (), float32),
        ("row_var", (2, 1), float64),
        ("col_var", (1, 3), float64),
    ],
    "Muon": [("momentum_buffer", (2, 3), float64)],
}

STEPPED = sorted(STATE)


def _param(*shape, dtype=float64):
    p = at.zeros(*shape, dtype=dtype)
    p.requires_grad_(True)
    return p


@pytest.mark.parametrize("name", sorted(DEFAULTS))
def test_defaults_are_pytorchs_in_pytorchs_order(name):
    opt = getattr(optim, name)([_param(2, 3)])
    assert list(opt.defaults.items()) == list(DEFAULTS[name].items())
    assert set(opt.param_groups[0]) == {"params", *DEFAULTS[name]}


@pytest.mark.parametrize("name", STEPPED)
def test_state_has_pytorchs_entries(name):
    p = _param(2, 3)
    opt = getattr(optim, name)([p])
    assert len(opt.state) == 0  # created on the first step
    p.grad = at.ones(2, 3, dtype=float64)
    opt.step()
    got = [(k, tuple(v.shape), v.dtype) for k, v in opt.state[p].items()]
    assert got == STATE[name]
    assert all(not v.requires_grad for v in opt.state[p].values())
    saved = opt.state_dict()["state"][0]
    assert list(saved) == [k for k, _, _ in STATE[name]]


def test_adafactor_keeps_a_full_variance_for_vectors_and_factors_stacks_of_matrices():
    v, m = _param(3), _param(4, 2, 3)
    opt = optim.Adafactor([v, m])
    v.grad, m.grad = at.ones(3, dtype=float64), at.ones(4, 2, 3, dtype=float64)
    opt.step()
    assert [(k, tuple(t.shape)) for k, t in opt.state[v].items()] == [
        ("step", ()),
        ("variance", (3,)),
    ]
    assert [tuple(t.shape) for t in opt.state[m].values()] == [(), (4, 2, 1), (4, 1, 3)]


@pytest.mark.parametrize("name", STEPPED)
def test_parameters_without_gradients_are_skipped(name):
    a, b = _param(2, 3), _param(2, 3)
    opt = getattr(optim, name)([{"params": [a]}, {"params": [b], "lr": 0.5}])
    a.grad = at.ones(2, 3, dtype=float64)
    before = b.detach().numpy().copy()
    opt.step()
    assert b not in opt.state and a in opt.state
    np.testing.assert_array_equal(b.detach().numpy(), before)
    assert not np.array_equal(a.detach().numpy(), np.zeros((2, 3)))
    assert [g["lr"] for g in opt.param_groups] == [DEFAULTS[name]["lr"], 0.5]


BAD = [
    ("Adadelta", dict(lr=-1.0), "Invalid learning rate: -1.0"),
    ("Adadelta", dict(rho=1.5), "Invalid rho value: 1.5"),
    ("Adadelta", dict(eps=-1e-6), "Invalid epsilon value: -1e-06"),
    ("Adadelta", dict(weight_decay=-0.1), "Invalid weight_decay value: -0.1"),
    ("Adamax", dict(lr=-0.5), "Invalid learning rate: -0.5"),
    ("Adamax", dict(eps=-1.0), "Invalid epsilon value: -1.0"),
    ("Adamax", dict(betas=(1.0, 0.9)), "Invalid beta parameter at index 0: 1.0"),
    ("Adamax", dict(betas=(0.9, -0.1)), "Invalid beta parameter at index 1: -0.1"),
    ("Adamax", dict(weight_decay=-1), "Invalid weight_decay value: -1"),
    ("NAdam", dict(momentum_decay=-0.1), "Invalid momentum_decay value: -0.1"),
    ("NAdam", dict(betas=(0.9, 1.0)), "Invalid beta parameter at index 1: 1.0"),
    ("NAdam", dict(weight_decay=-0.2), "Invalid weight_decay value: -0.2"),
    ("RAdam", dict(eps=-1e-8), "Invalid epsilon value: -1e-08"),
    ("RAdam", dict(betas=(-0.1, 0.9)), "Invalid beta parameter at index 0: -0.1"),
    ("ASGD", dict(lr=-0.01), "Invalid learning rate: -0.01"),
    ("ASGD", dict(weight_decay=-0.3), "Invalid weight_decay value: -0.3"),
    ("Rprop", dict(etas=(1.5, 1.2)), "Invalid eta values: 1.5, 1.2"),
    ("Rprop", dict(etas=(0.5, 0.9)), "Invalid eta values: 0.5, 0.9"),
    ("Rprop", dict(lr=-1.0), "Invalid learning rate: -1.0"),
    ("Adafactor", dict(lr=-1.0), "Learning rate should be >= 0 but is: -1.0"),
    ("Adafactor", dict(beta2_decay=0.5), "beta2_decay should be <= 0 but is: 0.5"),
    ("Adafactor", dict(eps=(-1.0, 1e-3)), "epsilon1 should be >= 0 but is: -1.0"),
    ("Adafactor", dict(eps=(None, -1e-3)), "epsilon2 should be >= 0 but is: -0.001"),
    ("Adafactor", dict(d=0.5), "Clipping threshold d should be >= 1 but is: 0.5"),
    ("Adafactor", dict(weight_decay=-0.1), "weight_decay should be >= 0 but is: -0.1"),
    ("LBFGS", dict(lr=-1.0), "Invalid learning rate: -1.0"),
    ("Muon", dict(lr=-1.0), "Learning rate should be >= 0 but is: -1.0"),
    ("Muon", dict(momentum=-0.5), "momentum should be >= 0 but is: -0.5"),
    ("Muon", dict(weight_decay=-0.1), "weight decay should be >= 0 but is: -0.1"),
    ("Muon", dict(adjust_lr_fn="bad"), "Adjust learning rate function bad is not supported"),
]


@pytest.mark.parametrize(("name", "kw", "message"), BAD, ids=lambda x: str(x))
def test_bad_hyperparameters_raise_pytorchs_value_error(name, kw, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        getattr(optim, name)([_param(2, 2)], **kw)


@pytest.mark.parametrize("name", ["Adadelta", "Adamax", "NAdam", "RAdam", "ASGD", "Rprop", "LBFGS"])
def test_a_tensor_lr_must_hold_one_element(name):
    with pytest.raises(ValueError, match="^Tensor lr must be 1-element$"):
        getattr(optim, name)([_param(2, 2)], lr=at.tensor([0.1, 0.2]))


@pytest.mark.parametrize("name", ["Adadelta", "Adamax", "NAdam", "RAdam", "ASGD", "Rprop"])
def test_foreach_and_capturable_are_accepted_and_kept(name):
    opt = getattr(optim, name)([_param(2)], foreach=False, capturable=True)
    assert opt.param_groups[0]["foreach"] is False and opt.param_groups[0]["capturable"] is True


@pytest.mark.parametrize("name", ["Adadelta", "Adamax", "NAdam", "RAdam", "ASGD", "Rprop"])
def test_a_tensor_lr_gives_the_float_lrs_trajectory(name):
    def run(lr):
        p = _param(2, 3)
        opt = getattr(optim, name)([p], lr=lr)
        for k in range(3):
            p.grad = at.tensor(np.arange(6.0).reshape(2, 3) - 2 + k, dtype=float64)
            opt.step()
        return p.detach().numpy()

    np.testing.assert_allclose(run(at.tensor(0.05)), run(0.05), rtol=1e-6)


@pytest.mark.parametrize("name", ["Adadelta", "Adamax", "NAdam", "RAdam", "ASGD", "Rprop"])
def test_complex_parameters_are_refused_rather_than_updated_differently(name):
    p = at.tensor([1 + 1j, 2 - 1j])
    p.requires_grad_(True)
    opt = getattr(optim, name)([p])
    p.grad = at.tensor([0.5 + 0j, 0.5 + 0j])
    with pytest.raises(NotImplementedError, match="complex"):
        opt.step()


@pytest.mark.parametrize("name", ["Adafactor", "Muon"])
def test_adafactor_and_muon_refuse_complex_parameters_as_pytorch_does(name):
    p = at.tensor([[1 + 1j, 2 - 1j]])
    p.requires_grad_(True)
    opt = getattr(optim, name)([p])
    p.grad = at.tensor([[0.5 + 0j, 0.5 + 0j]])
    with pytest.raises(RuntimeError, match=f"^{name} does not support complex parameters$"):
        opt.step()


def test_nadam_and_asgd_old_state_dicts_with_numbers_load_as_tensors():
    for name, keys in (("NAdam", ("step", "mu_product")), ("ASGD", ("step", "eta", "mu"))):
        p = _param(2)
        opt = getattr(optim, name)([p])
        p.grad = at.ones(2, dtype=float64)
        opt.step()
        sd = opt.state_dict()
        sd["state"][0] = {k: (v.item() if k in keys else v) for k, v in sd["state"][0].items()}
        fresh = getattr(optim, name)([_param(2)])
        fresh.load_state_dict(sd)
        state = next(iter(fresh.state.values()))
        for key in keys:
            assert isinstance(state[key], at.Tensor) and state[key].dim() == 0
            assert state[key].dtype is float32
