"""InstanceNorm3d, LocalResponseNorm and the legacy CrossMapLRN2d (values and gradients
observed from PyTorch 2.13, including its own window rule)."""

from __future__ import annotations

import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn import functional as F

rng = np.random.default_rng(3)


def test_instance_norm3d() -> None:
    a = rng.standard_normal((2, 3, 4, 2, 3))
    out = nn.InstanceNorm3d(3)(at.tensor(a))
    mean = a.mean((2, 3, 4), keepdims=True)
    var = a.var((2, 3, 4), keepdims=True)
    assert np.allclose(out.numpy(), (a - mean) / np.sqrt(var + 1e-5))
    assert np.allclose(nn.InstanceNorm3d(3)(at.tensor(a[0])).numpy(), out.numpy()[0])
    assert repr(nn.InstanceNorm3d(3)) == (
        "InstanceNorm3d(3, eps=1e-05, momentum=0.1, affine=False, bias=False, "
        "track_running_stats=False)"
    )
    with pytest.raises(ValueError, match="expected 4D or 5D input"):
        nn.InstanceNorm3d(3)(at.ones(3, 4))
    with pytest.raises(
        ValueError, match=r"expected input's size at dim=1 to match num_features \(4\)"
    ):
        nn.InstanceNorm3d(4, affine=True)(at.tensor(a))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        nn.InstanceNorm3d(4)(at.tensor(a))
    assert "does not match num_features" in str(caught[0].message)


def test_local_response_norm_module() -> None:
    a = rng.standard_normal((2, 5, 3))
    m = nn.LocalResponseNorm(3, alpha=0.1, beta=0.7, k=1.5)
    padded = np.pad(a**2, ((0, 0), (1, 1), (0, 0)))
    div = (1.5 + 0.1 * (padded[:, :-2] + padded[:, 1:-1] + padded[:, 2:]) / 3) ** 0.7
    assert np.allclose(m(at.tensor(a)).numpy(), a / div)
    assert repr(m) == "LocalResponseNorm(3, alpha=0.1, beta=0.7, k=1.5)"


def test_cross_map_lrn2d() -> None:
    x = at.tensor(rng.standard_normal((2, 3, 3, 2)))
    m = nn.CrossMapLRN2d(5, alpha=0.1, beta=0.7, k=1.5)
    # with no more channels than its first window, it is the symmetric LRN
    assert np.allclose(m(x).numpy(), F.local_response_norm(x, 5, 0.1, 0.7, 1.5).numpy())
    assert repr(m) == "CrossMapLRN2d(5, alpha=0.1, beta=0.7, k=1.5)"
    # seven channels: PyTorch's window keeps channel 0 from channel pre_pad on; values
    # and gradient observed from PyTorch 2.13 on x = arange(7) / 7 for every pixel
    seven = (at.arange(7.0) / 7).reshape(1, 7, 1, 1).double().requires_grad_()
    out = nn.CrossMapLRN2d(5, alpha=0.5, beta=0.75, k=1.0)(seven)
    ref = np.arange(7) / 7
    sq = ref**2
    sums = [sq[: min(c + 3, 7)].sum() - (sq[1 : c - 2].sum() if c > 3 else 0) for c in range(7)]
    assert np.allclose(out.detach().numpy().ravel(), ref * (1 + 0.1 * np.array(sums)) ** -0.75)
    out.sum().backward()
    # PyTorch's own backward formula (not the exact gradient of its forward: gradcheck
    # fails on PyTorch's CrossMapLRN2d too)
    expected = [0.992415, 0.970662, 0.9243, 0.847801, 0.734383, 0.645698, 0.64131]
    assert np.allclose(seven.grad.numpy().ravel(), expected, atol=1e-6)
    with pytest.raises(ValueError, match="CrossMapLRN2d: Expected input to be 4D, got 3D instead."):
        m(at.ones(2, 3, 4))
