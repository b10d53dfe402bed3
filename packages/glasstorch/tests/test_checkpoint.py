"""torch.utils.checkpoint: the same values and gradients as running the part directly,
dropout's random draws included, with the part's intermediates recomputed in backward."""

import warnings

import glasstorch as torch
import glasstorch.nn as nn
import numpy as np
import pytest
from glasstorch.utils.checkpoint import checkpoint, checkpoint_sequential


def _model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Dropout(0.5), nn.Linear(8, 3))


def _grads(model, x, run):
    model.zero_grad()
    x = x.detach().requires_grad_(x.requires_grad)
    torch.manual_seed(1)
    out = run(model, x)
    (out * torch.arange(out.numel(), dtype=out.dtype).reshape(out.shape)).sum().backward()
    return out.detach(), [p.grad.clone() for p in model.parameters()], x.grad


@pytest.mark.parametrize(
    ("use_reentrant", "input_requires_grad"),
    [(True, True), (False, True), (False, False)],  # reentrant needs such an input (it warns)
)
def test_checkpoint_matches_running_the_part_directly(use_reentrant, input_requires_grad):
    model = _model()
    x = torch.randn(5, 4, dtype=torch.float32).requires_grad_(input_requires_grad)
    plain = _grads(model, x, lambda m, v: m(v))
    checked = _grads(model, x, lambda m, v: checkpoint(m, v, use_reentrant=use_reentrant))
    np.testing.assert_allclose(checked[0].numpy(), plain[0].numpy(), rtol=1e-6)
    for a, b in zip(checked[1], plain[1], strict=True):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)
    if input_requires_grad:
        np.testing.assert_allclose(checked[2].numpy(), plain[2].numpy(), rtol=1e-5, atol=1e-6)


def test_the_forward_keeps_no_graph_inside_the_part():
    x = torch.randn(3, requires_grad=True)
    y = checkpoint(lambda v: (v.sin() * 2).exp(), x, use_reentrant=True)
    assert type(y.grad_fn).__name__ == "CheckpointFunctionBackward"
    assert [type(f).__name__ for f, _ in y.grad_fn.next_functions][-1] == "AccumulateGrad"
    y.sum().backward()
    np.testing.assert_allclose(
        x.grad.numpy(), (2 * x.cos() * (2 * x.sin()).exp()).detach().numpy(), rtol=1e-5
    )


def test_reentrant_without_inputs_that_need_grad_warns_and_grad_is_refused():
    with pytest.warns(UserWarning, match="None of the inputs have requires_grad=True"):
        checkpoint(lambda v: v * 2, torch.ones(2), use_reentrant=True)
    with pytest.warns(UserWarning, match="use_reentrant parameter should be passed explicitly"):
        checkpoint(lambda v: v * 2, torch.ones(2, requires_grad=True))
    x = torch.ones(2, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        y = checkpoint(lambda v: v * 2, x, use_reentrant=True).sum()
    with pytest.raises(RuntimeError, match="incompatible with .grad\\(\\)"):
        torch.autograd.grad(y, x)


def test_checkpoint_sequential_matches_the_sequential():
    model = _model().eval()  # no dropout: segments draw in a different order
    x = torch.randn(5, 4, requires_grad=True)
    plain = _grads(model, x, lambda m, v: m(v))
    checked = _grads(model, x, lambda m, v: checkpoint_sequential(m, 2, v, use_reentrant=False))
    np.testing.assert_allclose(checked[0].numpy(), plain[0].numpy(), rtol=1e-6)
    for a, b in zip(checked[1], plain[1], strict=True):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-5, atol=1e-6)
