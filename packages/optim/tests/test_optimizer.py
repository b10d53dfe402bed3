"""The Optimizer base class: parameter groups, zero_grad, step's closure and grad mode, hooks,
parameter identity and version counters, printing and pickling, and its error messages."""

import pickle
import re
import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch import autograd, optim
from glasstorch.optim.optimizer import required


def _param(*values):
    p = at.tensor(list(values) or [1.0, 2.0])
    p.requires_grad_(True)
    return p


# -- parameter groups ----------------------------------------------------------------------------
def test_tensors_become_one_group_with_the_defaults_filled_in():
    a, b = _param(), _param()
    opt = optim.SGD((t for t in [a, b]), lr=0.1, momentum=0.9)
    assert len(opt.param_groups) == 1
    group = opt.param_groups[0]
    assert group["params"][0] is a and group["params"][1] is b
    assert group["lr"] == 0.1 and group["momentum"] == 0.9
    assert set(group) == {"params", *opt.defaults}


def test_dict_groups_keep_their_own_hyperparameters():
    a, b = _param(), _param()
    opt = optim.SGD([{"params": [a]}, {"params": b, "lr": 0.5}], lr=0.1)
    assert [g["lr"] for g in opt.param_groups] == [0.1, 0.5]
    assert opt.param_groups[1]["params"] == [b]  # a lone tensor becomes a list


def test_named_parameters_record_param_names():
    a, b = _param(), _param()
    opt = optim.SGD([("weight", a), ("bias", b)], lr=0.1)
    assert opt.param_groups[0]["params"][0] is a
    assert opt.param_groups[0]["param_names"] == ["weight", "bias"]
    assert opt.state_dict()["param_groups"][0]["param_names"] == ["weight", "bias"]


def test_add_param_group():
    a, b = _param(), _param()
    opt = optim.Adam([a], lr=0.1)
    opt.add_param_group({"params": [b], "betas": (0.5, 0.6)})
    assert opt.param_groups[1]["lr"] == 0.1 and opt.param_groups[1]["betas"] == (0.5, 0.6)
    with pytest.raises(
        ValueError, match="^some parameters appear in more than one parameter group$"
    ):
        opt.add_param_group({"params": [a]})
    with pytest.raises(TypeError, match="^param_group must be a dict, but got <class 'list'>$"):
        opt.add_param_group([b])


@pytest.mark.parametrize(
    ("params", "error", "message"),
    [
        ([], ValueError, "optimizer got an empty parameter list"),
        (
            _param(),
            TypeError,
            "params argument given to the optimizer should be an iterable of Tensors or dicts, "
            "but got glasstorch.aten.tensor.Tensor",
        ),
        ([1.0], TypeError, "optimizer can only optimize Tensors, but one of the params is float"),
        (
            [{"params": [_param()]}, {"params": {_param()}}],
            TypeError,
            "optimizer parameters need to be organized in ordered collections, but the ordering "
            "of tensors in sets will change between runs. Please use a list instead.",
        ),
    ],
)
def test_invalid_params(params, error, message):
    with pytest.raises(error, match=f"^{re.escape(message)}$"):
        optim.SGD(params, lr=0.1)


def test_a_non_leaf_tensor_is_refused():
    with pytest.raises(ValueError, match="^can't optimize a non-leaf Tensor$"):
        optim.SGD([_param() * 2], lr=0.1)


def test_a_set_of_parameters_warns():
    with pytest.warns(FutureWarning, match="ordered collections"):
        optim.SGD({_param()}, lr=0.1)


def test_duplicate_parameters_in_a_group_warn():
    a = _param()
    with pytest.warns(UserWarning, match="duplicate parameters"):
        optim.SGD([a, a], lr=0.1)


def test_a_required_hyperparameter_must_be_given_by_every_group():
    class Custom(optim.Optimizer):
        def __init__(self, params, lr=required):
            super().__init__(params, {"lr": lr})

    Custom([{"params": [_param()], "lr": 0.1}])
    with pytest.raises(
        ValueError,
        match="^parameter group didn't specify a value of required optimization parameter lr$",
    ):
        Custom([_param()])


def test_differentiable_is_refused_clearly():
    with pytest.raises(NotImplementedError, match="differentiable=True"):
        optim.SGD([_param()], lr=0.1, differentiable=True)


# -- zero_grad -----------------------------------------------------------------------------------
def test_zero_grad_sets_gradients_to_none_by_default():
    a, b = _param(), _param()
    a.grad = at.tensor([1.0, 1.0])
    opt = optim.SGD([a, b], lr=0.1)
    opt.zero_grad()
    assert a.grad is None and b.grad is None


def test_zero_grad_without_set_to_none_zeroes_in_place_and_detaches():
    a = _param()
    grad = at.tensor([1.0, 2.0])
    a.grad = grad
    opt = optim.SGD([a], lr=0.1)
    opt.zero_grad(set_to_none=False)
    assert a.grad is grad and a.grad.tolist() == [0.0, 0.0]
    assert not a.grad.requires_grad and a.grad.grad_fn is None


def test_parameters_without_gradient_are_skipped_but_zero_gradients_still_step():
    a, b = _param(), _param()
    opt = optim.SGD([a, b], lr=0.1, momentum=0.9)
    a.grad = at.tensor([1.0, 1.0])
    opt.step()
    assert b not in opt.state and b.tolist() == [1.0, 2.0]
    opt.zero_grad(set_to_none=False)
    opt.step()  # zero gradient: momentum alone still moves a
    np.testing.assert_allclose(a.detach().numpy(), [1.0 - 0.1 - 0.09, 2.0 - 0.1 - 0.09])


# -- step: in place, under no_grad, closure under enable_grad -------------------------------------
@pytest.mark.parametrize(
    "make",
    [
        lambda ps: optim.SGD(ps, lr=0.1, momentum=0.9),
        lambda ps: optim.Adam(ps, amsgrad=True),
        lambda ps: optim.AdamW(ps),
        lambda ps: optim.RMSprop(ps, centered=True, momentum=0.5),
        lambda ps: optim.Adagrad(ps),
    ],
    ids=["SGD", "Adam", "AdamW", "RMSprop", "Adagrad"],
)
def test_step_updates_the_same_leaf_tensor_in_place(make):
    p = _param()
    opt = make([p])
    before = p._version
    p.grad = at.tensor([0.5, -0.5])
    opt.step()
    assert opt.param_groups[0]["params"][0] is p
    assert p._version > before
    assert p.is_leaf and p.requires_grad and p.grad_fn is None
    for value in opt.state[p].values():
        assert not value.requires_grad and value.grad_fn is None


def test_closure_runs_with_grad_enabled_and_its_loss_is_returned():
    p = _param()
    opt = optim.SGD([p], lr=0.1)
    seen = []

    def closure():
        seen.append(autograd.is_grad_enabled())
        opt.zero_grad()
        loss = (p * p).sum()
        loss.backward()
        return loss

    with autograd.no_grad():
        loss = opt.step(closure)
    assert seen == [True]
    assert loss.item() == 5.0
    np.testing.assert_allclose(p.detach().numpy(), [0.8, 1.6])
    assert opt.step() is None


# -- hooks -----------------------------------------------------------------------------------------
def test_step_hooks_run_around_step_and_can_be_removed():
    p = _param()
    p.grad = at.tensor([1.0, 1.0])
    opt = optim.SGD([p], lr=0.1)
    calls = []
    pre = opt.register_step_pre_hook(lambda o, args, kwargs: calls.append(("pre", p.tolist())))
    post = opt.register_step_post_hook(lambda o, args, kwargs: calls.append(("post", p.tolist())))
    glob = optim.register_optimizer_step_pre_hook(lambda o, args, kwargs: calls.append("global"))
    try:
        opt.step()
    finally:
        glob.remove()
    assert calls[:2] == ["global", ("pre", [1.0, 2.0])]
    assert calls[2][0] == "post" and calls[2][1] == pytest.approx([0.9, 1.9])
    pre.remove()
    post.remove()
    opt.step()
    assert len(calls) == 3


def test_a_subclass_calling_super_step_runs_the_hooks_once():
    class Logged(optim.SGD):
        def step(self, closure=None):
            return super().step(closure)

    p = _param()
    p.grad = at.tensor([1.0, 1.0])
    opt = Logged([p], lr=0.1)
    calls = []
    opt.register_step_pre_hook(lambda o, a, k: calls.append("pre"))
    opt.step()
    assert calls == ["pre"]


def test_state_dict_hooks():
    opt = optim.SGD([_param()], lr=0.1)
    opt.register_state_dict_post_hook(lambda o, sd: {**sd, "extra": 1})
    assert opt.state_dict()["extra"] == 1
    loaded = []
    opt.register_load_state_dict_post_hook(lambda o: loaded.append(o))
    opt.load_state_dict(opt.state_dict())
    assert loaded == [opt]


# -- printing and pickling -------------------------------------------------------------------------
def test_repr_lists_each_groups_hyperparameters():
    opt = optim.SGD([{"params": [_param()]}, {"params": [_param()], "lr": 0.5}], lr=0.1)
    text = repr(opt)
    assert text.startswith("SGD (\nParameter Group 0\n")
    assert "    lr: 0.1\n" in text and "Parameter Group 1\n" in text and "    lr: 0.5\n" in text
    assert text.endswith(")")


def test_an_optimizer_pickles_with_its_parameters_and_state():
    p = _param()
    opt = optim.Adam([p], lr=0.1)
    p.grad = at.tensor([1.0, 1.0])
    opt.step()
    copy = pickle.loads(pickle.dumps(opt))
    q = copy.param_groups[0]["params"][0]
    assert q is not p and q.tolist() == p.tolist()
    assert copy.state[q]["step"].item() == 1.0
    q.grad = at.tensor([1.0, 1.0])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        copy.step()
    assert copy.state[q]["step"].item() == 2.0


def test_a_tensor_lr_is_used_and_schedulers_update_it_in_place():
    p = _param()
    lr = at.tensor(0.1)
    opt = optim.SGD([p], lr=lr)
    scheduler = optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
    p.grad = at.tensor([1.0, 1.0])
    opt.step()
    scheduler.step()
    assert opt.param_groups[0]["lr"] is lr and lr.item() == pytest.approx(0.05)
    opt.step()
    np.testing.assert_allclose(p.detach().numpy(), [1.0 - 0.15, 2.0 - 0.15], rtol=1e-6)
    with pytest.raises(ValueError, match="^Tensor lr must be 1-element$"):
        optim.SGD([_param()], lr=at.tensor([0.1, 0.2]))
