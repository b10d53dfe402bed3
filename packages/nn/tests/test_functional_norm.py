"""batch/layer/group/instance/RMS norm and normalize against their formulas, in both the
native-operator and the decomposed paths."""

from __future__ import annotations

from collections.abc import Iterator

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.nn import functional as F
from glasstorch.nn.functional._native import native_kernels

rng = np.random.default_rng(1)


@pytest.fixture(params=[True, False], ids=["native", "decomposed"])
def path(request: pytest.FixtureRequest) -> Iterator[None]:
    with native_kernels(request.param):
        yield


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def test_batch_norm_training_normalises_and_updates_running_stats(path: None) -> None:
    x = rng.standard_normal((4, 3, 2, 5))
    w, b = rng.standard_normal(3), rng.standard_normal(3)
    rm, rv = rng.standard_normal(3), rng.random(3) + 0.5
    run_mean, run_var = _t(rm.copy()), _t(rv.copy())
    out = F.batch_norm(_t(x), run_mean, run_var, _t(w), _t(b), training=True, momentum=0.2)
    mean = x.mean((0, 2, 3))
    var = x.var((0, 2, 3))
    ref = (x - mean[:, None, None]) / np.sqrt(var[:, None, None] + 1e-5) * w[:, None, None]
    ref += b[:, None, None]
    assert np.allclose(out.numpy(), ref)
    n = 4 * 2 * 5
    assert np.allclose(run_mean.numpy(), 0.8 * rm + 0.2 * mean)
    assert np.allclose(run_var.numpy(), 0.8 * rv + 0.2 * var * n / (n - 1))  # unbiased


def test_batch_norm_eval_uses_running_stats(path: None) -> None:
    x = rng.standard_normal((5, 3))
    rm, rv = rng.standard_normal(3), rng.random(3) + 0.5
    out = F.batch_norm(_t(x), _t(rm), _t(rv), None, None, training=False, eps=1e-3)
    assert np.allclose(out.numpy(), (x - rm) / np.sqrt(rv + 1e-3))
    without_stats = F.batch_norm(_t(x), None, None, training=True)
    assert np.allclose(without_stats.numpy(), (x - x.mean(0)) / np.sqrt(x.var(0) + 1e-5))
    with pytest.raises(ValueError, match="Expected more than 1 value per channel when training"):
        F.batch_norm(_t(x[:1]), None, None, training=True)


def test_layer_norm(path: None) -> None:
    x = rng.standard_normal((2, 3, 4))
    w, b = rng.standard_normal((3, 4)), rng.standard_normal((3, 4))
    out = F.layer_norm(_t(x), (3, 4), _t(w), _t(b), eps=1e-6)
    mean = x.mean((1, 2), keepdims=True)
    var = x.var((1, 2), keepdims=True)
    assert np.allclose(out.numpy(), (x - mean) / np.sqrt(var + 1e-6) * w + b)
    with pytest.raises(RuntimeError, match="Given normalized_shape"):
        F.layer_norm(_t(x), (5,))


def test_group_norm(path: None) -> None:
    x = rng.standard_normal((2, 6, 3))
    w, b = rng.standard_normal(6), rng.standard_normal(6)
    out = F.group_norm(_t(x), 3, _t(w), _t(b))
    g = x.reshape(2, 3, 6)
    ref = (g - g.mean(-1, keepdims=True)) / np.sqrt(g.var(-1, keepdims=True) + 1e-5)
    ref = ref.reshape(2, 6, 3) * w[:, None] + b[:, None]
    assert np.allclose(out.numpy(), ref)
    with pytest.raises(RuntimeError, match="divisible by num_groups"):
        F.group_norm(_t(x), 4)


def test_instance_norm_rms_norm_normalize() -> None:
    x = rng.standard_normal((2, 3, 5))
    out = F.instance_norm(_t(x))
    ref = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
    assert np.allclose(out.numpy(), ref)
    w = rng.standard_normal(5)
    rms = F.rms_norm(_t(x), (5,), _t(w), eps=1e-6)
    assert np.allclose(rms.numpy(), x / np.sqrt((x**2).mean(-1, keepdims=True) + 1e-6) * w)
    unit = F.normalize(_t(x), dim=1)
    assert np.allclose(unit.numpy(), x / np.linalg.norm(x, axis=1, keepdims=True))
    l1 = F.normalize(_t(x), p=1.0, dim=-1)
    assert np.allclose(np.abs(l1.numpy()).sum(-1), 1.0)
