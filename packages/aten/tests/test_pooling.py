"""Pooling against loops over output positions (padding, stride, dilation, ceil_mode, divisors),
indices, NaN and -inf windows, the 1-D front ends, meta shapes and PyTorch's error messages."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing.opinfo_nn import (
    ref_adaptive_avg_pool2d,
    ref_avg_pool2d,
    ref_max_pool2d,
)
from glasstorch.c10.core import scalar_type as st

rng = np.random.default_rng(3)


def T(a, dtype=None):
    return at.tensor(np.asarray(a), dtype=dtype)


def meta(*shape):
    return at.empty(shape, dtype=st.float64, device="meta")


def _random_geometry():
    """A random valid (kernel, stride, padding, dilation, ceil_mode) and an input shape."""
    k = tuple(int(v) for v in rng.integers(1, 4, 2))
    d = tuple(int(v) for v in rng.integers(1, 3, 2))
    p = tuple(
        int(rng.integers(0, ((kk - 1) * dd + 1) // 2 + 1)) for kk, dd in zip(k, d, strict=True)
    )
    s = tuple(int(v) for v in rng.integers(1, 4, 2))
    shape = tuple((kk - 1) * dd + 1 + int(rng.integers(0, 4)) for kk, dd in zip(k, d, strict=True))
    return k, s, p, d, bool(rng.integers(0, 2)), shape


def test_max_pool2d_matches_the_loop_reference():
    for _ in range(40):
        k, s, p, d, ceil_mode, shape = _random_geometry()
        x = rng.permutation(2 * 3 * shape[0] * shape[1]).reshape(2, 3, *shape) * 1.0
        values, indices = at.nn.max_pool2d_with_indices(T(x), k, s, p, d, ceil_mode)
        expected_values, expected_indices = ref_max_pool2d(x, k, s, p, d, ceil_mode)
        np.testing.assert_array_equal(values.numpy(), expected_values)
        np.testing.assert_array_equal(indices.numpy(), expected_indices)
        assert indices.dtype == st.int64


def test_avg_pool2d_matches_the_loop_reference():
    for _ in range(40):
        k, s, p, _, ceil_mode, shape = _random_geometry()
        p = tuple(min(pp, kk // 2) for pp, kk in zip(p, k, strict=True))
        x = rng.standard_normal((2, *shape))
        include = bool(rng.integers(0, 2))
        divisor = [None, 3][int(rng.integers(0, 2))]
        result = at.nn.avg_pool2d(T(x), k, s, p, ceil_mode, include, divisor)
        expected = ref_avg_pool2d(x, k, s, p, ceil_mode, include, divisor)
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12)


def test_adaptive_avg_pool2d_matches_the_loop_reference():
    for out in [(1, 1), (2, 3), (5, 7), (3, 9), (4, 4)]:
        x = rng.standard_normal((2, 3, 5, 7))
        result = at.nn.adaptive_avg_pool2d(T(x), out)
        np.testing.assert_allclose(result.numpy(), ref_adaptive_avg_pool2d(x, out), atol=1e-12)


def test_max_pool_nan_and_minus_inf():
    x = np.array([[[1.0, np.nan, 3.0, np.nan], [-np.inf, -np.inf, 2.0, 0.0]]])
    values, indices = at.nn.max_pool2d_with_indices(T(x), (2, 2))
    assert np.isnan(values.numpy()[0, 0, 0]) and np.isnan(values.numpy()[0, 0, 1])
    assert indices.numpy().tolist() == [[[1, 3]]]  # the last NaN of each window
    x = np.full((1, 3, 3), -np.inf)
    values, indices = at.nn.max_pool2d_with_indices(T(x), 2, 2, 1)
    assert np.all(values.numpy() == -np.inf)
    # an all -inf window keeps its first inside tap, never a padding position
    assert indices.numpy().tolist() == [[[0, 1], [3, 4]]]


def test_max_pool_integers_and_float32():
    x = rng.integers(-50, 50, (1, 2, 4, 5))
    values, _ = at.nn.max_pool2d_with_indices(T(x), 2, 1, 1)
    assert values.dtype == st.int64
    np.testing.assert_array_equal(values.numpy(), ref_max_pool2d(x * 1.0, 2, 1, 1)[0])
    out = at.max_pool2d(T(x, st.float32), 3, 2)
    assert out.dtype == st.float32
    avg = at.nn.avg_pool2d(T(x), 2)
    assert avg.dtype == st.int64
    np.testing.assert_array_equal(avg.numpy(), np.trunc(ref_avg_pool2d(x * 1.0, 2)))


def test_one_dimensional_front_ends():
    x = rng.standard_normal((2, 3, 9))
    values, indices = at.max_pool1d_with_indices(T(x), 3, 2, 1, 2, True)
    ref_values, ref_indices = ref_max_pool2d(x[:, :, None], (1, 3), (1, 2), (0, 1), (1, 2), True)
    np.testing.assert_array_equal(values.numpy(), ref_values[:, :, 0])
    np.testing.assert_array_equal(indices.numpy(), ref_indices[:, :, 0])
    plain = ref_max_pool2d(x[:, :, None], (1, 3))[0][:, :, 0]
    np.testing.assert_array_equal(at.max_pool1d(T(x), 3).numpy(), plain)
    avg = at.avg_pool1d(T(x), 4, 3, 2, True, False)
    expected = ref_avg_pool2d(x[:, :, None], (1, 4), (1, 3), (0, 2), True, False)[:, :, 0]
    np.testing.assert_allclose(avg.numpy(), expected, atol=1e-12)
    adaptive = at.adaptive_avg_pool1d(T(x[0]), [4])
    np.testing.assert_allclose(
        adaptive.numpy(), ref_adaptive_avg_pool2d(x[0][:, None], (1, 4))[:, 0], atol=1e-12
    )


def test_out_variants():
    x = T(rng.standard_normal((1, 2, 4, 4)))
    out, idx = at.empty(0, dtype=st.float64), at.empty(0, dtype=st.int64)
    at.nn.max_pool2d_with_indices(x, 2, out=(out, idx))
    assert out.shape == (1, 2, 2, 2) and idx.shape == (1, 2, 2, 2)
    avg = at.empty(0, dtype=st.float64)
    at.nn.avg_pool2d(x, 2, out=avg)
    np.testing.assert_allclose(avg.numpy(), ref_avg_pool2d(x.numpy(), 2))


def test_meta_shapes():
    values, indices = at.nn.max_pool2d_with_indices(meta(2, 3, 9, 8), 3, 2, 1, 2, True)
    assert values.is_meta and values.shape == (2, 3, 4, 4) and indices.dtype == st.int64
    assert at.nn.avg_pool2d(meta(3, 7, 7), 3, 2, 1, True).shape == (3, 4, 4)
    assert at.nn.adaptive_avg_pool2d(meta(2, 3, 9, 8), (4, 5)).shape == (2, 3, 4, 5)
    grad = at.nn.max_pool2d_with_indices_backward(
        meta(2, 3, 4, 4), meta(2, 3, 9, 8), 3, 2, 1, 2, True, indices
    )
    assert grad.is_meta and grad.shape == (2, 3, 9, 8)
    assert at.nn._adaptive_avg_pool2d_backward(meta(2, 3, 4, 5), meta(2, 3, 9, 8)).shape == (
        2,
        3,
        9,
        8,
    )


@pytest.mark.parametrize(
    "call, message",
    [
        (
            lambda x: at.nn.max_pool2d_with_indices(x, (1, 2, 3)),
            "max_pool2d: kernel_size must either be a single int, or a tuple of two ints",
        ),
        (
            lambda x: at.nn.max_pool2d_with_indices(x, 2, (1, 2, 3)),
            "max_pool2d: stride must either be omitted, a single int, or a tuple of two ints",
        ),
        (
            lambda x: at.nn.max_pool2d_with_indices(x, 2, 2, 2),
            "pad should be at most half of effective kernel size, but got pad=2, kernel_size=2 "
            "and dilation=1",
        ),
        (lambda x: at.nn.max_pool2d_with_indices(x, 2, 2, -1), "pad must be non-negative"),
        (lambda x: at.nn.max_pool2d_with_indices(x, 2, 0), "stride should not be zero"),
        (
            lambda x: at.nn.max_pool2d_with_indices(x[0, 0], 2),
            r"non-empty 3D or 4D \(batch mode\) tensor expected for input",
        ),
        (
            lambda x: at.nn.max_pool2d_with_indices(x, 5),
            r"Given input size: \(2x4x4\). Calculated output size: \(2x0x0\). Output size is too "
            "small",
        ),
        (lambda x: at.nn.avg_pool2d(x, 2, divisor_override=0), "divisor must be not zero"),
        (
            lambda x: at.nn.avg_pool2d(x, (1, 2, 3)),
            "avg_pool2d: kernel_size must either be a single int, or a tuple of two ints",
        ),
        (
            lambda x: at.nn.adaptive_avg_pool2d(x, (1, 2, 3)),
            "adaptive_avg_pool2d: output_size must be 2",
        ),
        (
            lambda x: at._adaptive_avg_pool2d(x[0, 0], (2, 2)),
            r"adaptive_avg_pool2d\(\): Expected 3D or 4D tensor, but got \[4, 4\]",
        ),
        (
            lambda x: at.max_pool1d(x, 2),
            r"max_pool1d\(\) Expected 2D or 3D input tensor, but got \[1, 2, 4, 4\]",
        ),
        (
            lambda x: at.max_pool1d(x[0], 2, 1, 2),
            "max_pool1d\\(\\) padding should be at most half of kernel size, but got padding=2 and "
            "kernel_size=2",
        ),
        (
            lambda x: at.avg_pool1d(x, 2),
            r"Expected 2 to 3 dimensions, but got 4-dimensional tensor for argument #1 'self' "
            r"\(while checking arguments for avg_pool1d\)",
        ),
    ],
)
def test_errors(call, message):
    with pytest.raises(RuntimeError, match=message):
        call(T(np.zeros((1, 2, 4, 4))))


def test_empty_spatial_dims_are_rejected():
    with pytest.raises(
        RuntimeError,
        match="Expected 3D or 4D .batch mode. tensor with optional 0 dim batch size for input",
    ):
        at.max_pool2d(T(np.zeros((1, 0, 4, 4))), 2)
    assert at.max_pool2d(T(np.zeros((0, 2, 4, 4))), 2).shape == (0, 2, 2, 2)
