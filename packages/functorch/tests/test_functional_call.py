"""functional_call, stack_module_state and replace_all_batch_norm_modules_, and what they
are for: per-sample gradients of a CNN with ``vmap(grad(...))`` and model ensembling with
``vmap(functional_call)``."""

import re

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.func import (
    functional_call,
    grad,
    replace_all_batch_norm_modules_,
    stack_module_state,
    vmap,
)


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


def close(a, b, tol=1e-5):
    assert a.shape == b.shape, (a.shape, b.shape)
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=tol, atol=tol)


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3)
        self.conv2 = nn.Conv2d(4, 6, 3, padding=1)
        self.fc = nn.Linear(6 * 3 * 3, 5)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        return self.fc(x.flatten(1))


# -- functional_call ------------------------------------------------------------------------------
def test_functional_call_swaps_state_for_one_call():
    model = nn.Linear(3, 2)
    x = torch.randn(4, 3)
    weight, bias = torch.randn(2, 3), torch.randn(2)
    out = functional_call(model, {"weight": weight, "bias": bias}, (x,))
    close(out, x @ weight.T + bias)
    close(functional_call(model, ({"weight": weight}, {"bias": bias}), x), x @ weight.T + bias)
    close(model(x), x @ model.weight.T + model.bias)  # the module's own state is back
    close(
        functional_call(model, {"bias": bias}, args=(), kwargs={"input": x}),
        x @ model.weight.T + bias,
    )


def test_functional_call_errors():
    model = nn.Linear(3, 2)
    x = torch.randn(1, 3)
    with pytest.raises(
        ValueError,
        match=re.escape(
            "['bias'] appeared in multiple dictionaries; behavior of functional call is ambiguous"
        ),
    ):
        functional_call(model, ({"bias": torch.zeros(2)}, {"bias": torch.ones(2)}), x)
    with pytest.raises(ValueError, match="Expected all elements of parameter_and_buffer_dicts"):
        functional_call(model, ({"bias": torch.zeros(2)}, 3), x)
    with pytest.raises(
        ValueError,
        match=re.escape(
            "Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, but got "
            "<class 'int'>"
        ),
    ):
        functional_call(model, 3, x)


# -- per-sample gradients -------------------------------------------------------------------------
def test_per_sample_gradients_of_a_cnn_equal_the_per_sample_loop():
    model = SmallCNN()
    params = {k: v.detach() for k, v in model.named_parameters()}
    x, y = torch.randn(6, 1, 8, 8), torch.randint(0, 5, (6,))

    def loss(p, xi, yi):
        return F.cross_entropy(functional_call(model, p, (xi.unsqueeze(0),)), yi.unsqueeze(0))

    per_sample = vmap(grad(loss), in_dims=(None, 0, 0))(params, x, y)
    for i in range(6):
        model.zero_grad()
        F.cross_entropy(model(x[i : i + 1]), y[i : i + 1]).backward()
        for name, p in model.named_parameters():
            close(per_sample[name][i], p.grad)
    assert per_sample["conv1.weight"].shape == (6, 4, 1, 3, 3)


def test_per_sample_gradients_with_a_chunked_vmap():
    model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
    params = {k: v.detach() for k, v in model.named_parameters()}
    x, y = torch.randn(7, 3), torch.randn(7)

    def loss(p, xi, yi):
        return (functional_call(model, p, (xi,)).squeeze() - yi) ** 2

    full = vmap(grad(loss), in_dims=(None, 0, 0))(params, x, y)
    chunked = vmap(grad(loss), in_dims=(None, 0, 0), chunk_size=3)(params, x, y)
    for name in params:
        close(chunked[name], full[name])


# -- model ensembling -----------------------------------------------------------------------------
def test_stack_module_state_and_ensembling():
    models = [nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2)) for _ in range(5)]
    params, buffers = stack_module_state(models)
    assert params["0.weight"].shape == (5, 4, 3) and buffers == {}
    assert params["0.weight"].is_leaf and params["0.weight"].requires_grad
    base = models[0]

    def run(p, b, x):
        return functional_call(base, (p, b), (x,))

    x = torch.randn(8, 3)
    same_batch = vmap(run, in_dims=(0, 0, None))(params, buffers, x)
    close(same_batch, torch.stack([m(x) for m in models]))
    xs = torch.randn(5, 8, 3)
    own_batch = vmap(run)(params, buffers, xs)
    close(own_batch, torch.stack([m(xs[i]) for i, m in enumerate(models)]))
    total = own_batch.sum()
    total.backward()
    assert params["0.weight"].grad.shape == (5, 4, 3)


def test_stack_module_state_errors():
    with pytest.raises(
        RuntimeError, match="stack_module_state: Expected at least one model, got 0."
    ):
        stack_module_state([])
    a, b = nn.Linear(2, 2), nn.Linear(2, 2)
    b.eval()
    with pytest.raises(
        RuntimeError, match="Expected all models to have the same training/eval mode"
    ):
        stack_module_state([a, b])
    with pytest.raises(RuntimeError, match="Expected all models to be of the same class"):
        stack_module_state([nn.Linear(2, 2), nn.Tanh()])
    c = nn.Linear(2, 2)
    c.bias.requires_grad_(False)
    with pytest.raises(
        RuntimeError, match="Expected bias from each model to have the same .requires_grad"
    ):
        stack_module_state([nn.Linear(2, 2), c])


# -- batch norm -----------------------------------------------------------------------------------
def test_batch_norm_running_stats_and_their_replacement():
    model = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4))
    params = {k: v.detach() for k, v in model.named_parameters()}
    x = torch.randn(5, 6, 3)

    def run(p, xb):
        return functional_call(model, p, (xb,))

    with pytest.raises(RuntimeError, match="Batch norm got a batched tensor as input while the"):
        vmap(run, in_dims=(None, 0))(params, x)
    assert replace_all_batch_norm_modules_(model) is model
    bn = model[1]
    assert bn.running_mean is None and bn.running_var is None and not bn.track_running_stats
    out = vmap(run, in_dims=(None, 0))(params, x)
    close(out, torch.stack([model(x[i]) for i in range(5)]))
