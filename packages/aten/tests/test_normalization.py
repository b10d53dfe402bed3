"""Batch, layer and group normalization against their formulas: saved statistics, running
statistics updated in place, the composite front ends, meta shapes and error messages."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st

rng = np.random.default_rng(11)


def T(a, dtype=None):
    return None if a is None else at.tensor(np.asarray(a), dtype=dtype)


def meta(*shape):
    return at.empty(shape, dtype=st.float64, device="meta")


def test_batch_norm_training_updates_the_running_statistics():
    x, w, b = rng.standard_normal((4, 3, 5)), rng.standard_normal(3), rng.standard_normal(3)
    rm, rv = rng.standard_normal(3), rng.uniform(0.5, 2, 3)
    running_mean, running_var = T(rm), T(rv)
    out, save_mean, save_invstd = at.native_batch_norm(
        T(x), T(w), T(b), running_mean, running_var, True, 0.25, 1e-3
    )
    mean, var = x.mean(axis=(0, 2)), x.var(axis=(0, 2))
    expected = (x - mean[:, None]) / np.sqrt(var[:, None] + 1e-3) * w[:, None] + b[:, None]
    np.testing.assert_allclose(out.numpy(), expected, atol=1e-12)
    np.testing.assert_allclose(save_mean.numpy(), mean, atol=1e-12)
    np.testing.assert_allclose(save_invstd.numpy(), 1 / np.sqrt(var + 1e-3), atol=1e-12)
    np.testing.assert_allclose(running_mean.numpy(), 0.75 * rm + 0.25 * mean, atol=1e-12)
    unbiased = x.var(axis=(0, 2), ddof=1)
    np.testing.assert_allclose(running_var.numpy(), 0.75 * rv + 0.25 * unbiased, atol=1e-12)


def test_batch_norm_evaluation_uses_the_running_statistics():
    x, rm, rv = rng.standard_normal((4, 3)), rng.standard_normal(3), rng.uniform(0.5, 2, 3)
    running_mean = T(rm)
    out, save_mean, save_invstd = at.native_batch_norm(
        T(x), None, None, running_mean, T(rv), False, 0.1, 1e-5
    )
    np.testing.assert_allclose(out.numpy(), (x - rm) / np.sqrt(rv + 1e-5), atol=1e-12)
    assert save_mean.shape == (0,) and save_invstd.shape == (0,)
    np.testing.assert_array_equal(running_mean.numpy(), rm)
    composite = at.batch_norm(T(x), None, None, T(rm), T(rv), False, 0.1, 1e-5, True)
    np.testing.assert_allclose(composite.numpy(), out.numpy())


def test_batch_norm_float32_and_empty_input():
    x = rng.standard_normal((2, 3, 4))
    out = at.batch_norm(T(x, st.float32), None, None, None, None, True, 0.1, 1e-5, True)
    assert out.dtype == st.float32
    expected = (x - x.mean(axis=(0, 2), keepdims=True)) / np.sqrt(
        x.var(axis=(0, 2), keepdims=True) + 1e-5
    )
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-5, atol=1e-5)
    running = T(np.zeros(3))
    empty = at.batch_norm(
        T(np.zeros((0, 3))), T(np.ones(3)), None, running, T(np.ones(3)), True, 0.1, 1e-5, True
    )
    assert empty.shape == (0, 3)
    np.testing.assert_array_equal(running.numpy(), np.zeros(3))


@pytest.mark.parametrize(
    "args, message",
    [
        (
            (None, None, T(np.zeros(4)), T(np.ones(3)), True),
            "running_mean should contain 3 elements not 4",
        ),
        ((T(np.ones(2)), None, None, None, True), "weight should contain 3 elements not 2"),
        (
            (None, None, None, T(np.ones(3)), False),
            "running_mean must be defined in evaluation mode",
        ),
    ],
)
def test_batch_norm_errors(args, message):
    w, b, rm, rv, training = args
    with pytest.raises(RuntimeError, match=message):
        at.batch_norm(T(np.zeros((2, 3))), w, b, rm, rv, training, 0.1, 1e-5, True)


def test_layer_norm():
    x, w, b = (
        rng.standard_normal((2, 3, 4)),
        rng.standard_normal((3, 4)),
        rng.standard_normal((3, 4)),
    )
    out, mean, rstd = at.native_layer_norm(T(x), [3, 4], T(w), T(b), 1e-5)
    m = x.mean(axis=(1, 2), keepdims=True)
    r = 1 / np.sqrt(x.var(axis=(1, 2), keepdims=True) + 1e-5)
    np.testing.assert_allclose(out.numpy(), (x - m) * r * w + b, atol=1e-12)
    assert mean.shape == (2, 1, 1) and rstd.shape == (2, 1, 1)
    np.testing.assert_allclose(mean.numpy(), m, atol=1e-12)
    np.testing.assert_allclose(rstd.numpy(), r, atol=1e-12)
    composite = at.layer_norm(T(x), [4])
    m4 = x.mean(-1, keepdims=True)
    np.testing.assert_allclose(
        composite.numpy(), (x - m4) / np.sqrt(x.var(-1, keepdims=True) + 1e-5)
    )


@pytest.mark.parametrize(
    "shape, weight, message",
    [
        (
            [],
            None,
            r"Expected normalized_shape to be at least 1-dimensional, i.e., containing at "
            r"least one element, but got normalized_shape = \[\]",
        ),
        (
            [4],
            (3,),
            r"Expected weight to be of same shape as normalized_shape, but got weight of "
            r"shape \[3\] and normalized_shape = \[4\]",
        ),
        (
            [3],
            None,
            r"Given normalized_shape=\[3\], expected input with shape \[\*, 3\], but got "
            r"input of size\[2, 3, 4\]",
        ),
    ],
)
def test_layer_norm_errors(shape, weight, message):
    w = None if weight is None else T(np.ones(weight))
    with pytest.raises(RuntimeError, match=message):
        at.native_layer_norm(T(np.zeros((2, 3, 4))), shape, w, None, 1e-5)


def test_group_norm():
    x, w, b = rng.standard_normal((2, 6, 2, 3)), rng.standard_normal(6), rng.standard_normal(6)
    out, mean, rstd = at.native_group_norm(T(x), T(w), T(b), 2, 6, 6, 3, 1e-5)
    g = x.reshape(2, 3, -1)
    m, v = g.mean(-1), g.var(-1)
    y = ((g - m[..., None]) / np.sqrt(v[..., None] + 1e-5)).reshape(x.shape)
    np.testing.assert_allclose(out.numpy(), y * w[:, None, None] + b[:, None, None], atol=1e-12)
    np.testing.assert_allclose(mean.numpy(), m, atol=1e-12)
    np.testing.assert_allclose(rstd.numpy(), 1 / np.sqrt(v + 1e-5), atol=1e-12)
    composite = at.group_norm(T(x), 3, T(w), T(b))
    np.testing.assert_allclose(composite.numpy(), out.numpy())


def test_group_norm_errors():
    x = T(np.zeros((2, 6, 3)))
    with pytest.raises(
        RuntimeError,
        match=r"Expected number of channels in input to be divisible "
        r"by num_groups, but got input of shape \[2, 6, 3\] and "
        r"num_groups=4",
    ):
        at.group_norm(x, 4)
    with pytest.raises(
        RuntimeError,
        match=r"Expected weight to be a vector of size equal to the "
        r"number of channels in input, but got weight of shape "
        r"\[3\] and input of shape \[2, 6, 3\]",
    ):
        at.group_norm(x, 3, T(np.ones(3)))
    with pytest.raises(
        RuntimeError, match="Expected at least 2 dimensions for input tensor but received 1"
    ):
        at.group_norm(T(np.zeros(6)), 3)


def test_meta_shapes():
    out, mean, invstd = at.native_batch_norm(meta(4, 3, 5), None, None, None, None, True, 0.1, 1e-5)
    assert out.is_meta and out.shape == (4, 3, 5) and mean.shape == (3,) and invstd.shape == (3,)
    out, mean, rstd = at.native_layer_norm(meta(2, 3, 4), [4], None, None, 1e-5)
    assert out.shape == (2, 3, 4) and mean.shape == (2, 3, 1) and rstd.shape == (2, 3, 1)
    out, mean, rstd = at.native_group_norm(meta(2, 6, 5), None, None, 2, 6, 5, 3, 1e-5)
    assert mean.shape == (2, 3) and rstd.shape == (2, 3)
    grads = at.native_group_norm_backward(
        meta(2, 6, 5), meta(2, 6, 5), mean, rstd, None, 2, 6, 5, 3, [True, False, True]
    )
    assert grads[0].shape == (2, 6, 5) and grads[1] is None and grads[2].shape == (6,)
    grads = at.native_layer_norm_backward(
        meta(2, 3, 4),
        meta(2, 3, 4),
        [3, 4],
        meta(2, 1, 1),
        meta(2, 1, 1),
        None,
        None,
        [True, True, True],
    )
    assert [tuple(g.shape) for g in grads] == [(2, 3, 4), (3, 4), (3, 4)]
