"""nn.utils: gradient clipping by norm and by value, parameters <-> vector."""

from __future__ import annotations

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn.utils import (
    clip_grad_norm_,
    clip_grad_value_,
    get_total_norm,
    parameters_to_vector,
    vector_to_parameters,
)


def _with_grads(*grads: list[float]) -> list[nn.Parameter]:
    params = []
    for g in grads:
        p = nn.Parameter(at.zeros(len(g)))
        p.grad = at.tensor(g)
        params.append(p)
    return params


def test_clip_grad_norm_scales_to_max_norm_and_returns_total() -> None:
    params = _with_grads([3.0, 0.0], [0.0, 4.0])
    total = clip_grad_norm_(params, max_norm=1.0)
    assert total.item() == pytest.approx(5.0)
    clipped = np.concatenate([p.grad.numpy() for p in params])
    assert np.linalg.norm(clipped) == pytest.approx(1.0, rel=1e-5)
    untouched = _with_grads([0.3, 0.4])
    assert clip_grad_norm_(untouched, 1.0).item() == pytest.approx(0.5)
    assert np.allclose(untouched[0].grad.numpy(), [0.3, 0.4])


def test_clip_grad_norm_other_norms_single_tensor_and_nonfinite() -> None:
    params = _with_grads([1.0, -2.0], [3.0])
    assert clip_grad_norm_(params, 10.0, norm_type=1).item() == pytest.approx(6.0)
    assert clip_grad_norm_(params, 10.0, norm_type=math.inf).item() == pytest.approx(3.0)
    single = _with_grads([6.0, 8.0])[0]
    clip_grad_norm_(single, 5.0)
    assert np.allclose(single.grad.numpy(), [3.0, 4.0], rtol=1e-5)
    bad = _with_grads([math.inf, 1.0])
    with pytest.raises(RuntimeError, match="is non-finite, so it cannot be clipped"):
        clip_grad_norm_(bad, 1.0, error_if_nonfinite=True)
    assert clip_grad_norm_([nn.Parameter(at.zeros(1))], 1.0).item() == 0.0  # no grads
    assert get_total_norm([at.tensor([3.0]), at.tensor([4.0])]).item() == pytest.approx(5.0)


def test_clip_grad_value() -> None:
    params = _with_grads([-3.0, 0.5, 2.0])
    clip_grad_value_(params, 1.0)
    assert params[0].grad.tolist() == [-1.0, 0.5, 1.0]


def test_parameters_to_vector_and_back() -> None:
    model = nn.Linear(3, 2)
    vec = parameters_to_vector(model.parameters())
    assert vec.shape == (8,)
    assert np.allclose(vec.detach().numpy()[:6], model.weight.detach().numpy().ravel())
    weight = model.weight
    vector_to_parameters(at.arange(8.0), model.parameters())
    assert model.weight is weight and model.weight.tolist() == [[0, 1, 2], [3, 4, 5]]
    assert model.bias.tolist() == [6.0, 7.0]
    with pytest.raises(TypeError, match="expected torch.Tensor"):
        vector_to_parameters([1.0], model.parameters())  # type: ignore[arg-type]
