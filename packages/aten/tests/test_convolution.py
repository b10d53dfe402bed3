"""convolution and its front ends: against explicit loops over output pixels, against the
tap-loop references of the OpInfo table, dtypes, meta shapes and PyTorch's error messages."""

from __future__ import annotations

import itertools
import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing.opinfo_nn import ref_conv, ref_conv_transpose
from glasstorch.c10.core import scalar_type as st

rng = np.random.default_rng(7)


def T(a, dtype=None):
    return None if a is None else at.tensor(np.asarray(a), dtype=dtype)


def meta(*shape, dtype=st.float64):
    return at.empty(shape, dtype=dtype, device="meta")


def loop_conv2d(x, w, b, stride, padding, dilation, groups):
    """2-D convolution by a loop over every output pixel, channel and kernel tap."""
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    (sh, sw), (ph, pw), (dh, dw) = stride, padding, dilation
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (wd + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    og = o // groups
    out = np.zeros((n, o, oh, ow))
    for b_, oc, i, j in itertools.product(range(n), range(o), range(oh), range(ow)):
        g = oc // og
        total = 0.0 if b is None else b[oc]
        for ic, ki, kj in itertools.product(range(cg), range(kh), range(kw)):
            r, s = i * sh - ph + ki * dh, j * sw - pw + kj * dw
            if 0 <= r < h and 0 <= s < wd:
                total += x[b_, g * cg + ic, r, s] * w[oc, ic, ki, kj]
        out[b_, oc, i, j] = total
    return out


def loop_conv_transpose1d(x, w, stride, padding, output_padding, dilation, groups):
    """1-D transposed convolution by scattering every input element through every tap."""
    n, cin, length = x.shape
    _, og, k = w.shape
    cg = cin // groups
    full = (length - 1) * stride + dilation * (k - 1) + 1 + output_padding
    out = np.zeros((n, og * groups, full))
    for b_, ic, i, oc, t in itertools.product(
        range(n), range(cin), range(length), range(og), range(k)
    ):
        g = ic // cg
        out[b_, g * og + oc, i * stride + t * dilation] += x[b_, ic, i] * w[ic, oc, t]
    return out[:, :, padding : full - padding]


CONV2D_CASES = [
    ((1, 2, 5, 5), (3, 2, 3, 3), (1, 1), (1, 1), (1, 1), 1),
    ((2, 2, 7, 6), (2, 2, 3, 2), (2, 3), (1, 0), (2, 1), 1),
    ((1, 4, 5, 5), (6, 2, 2, 2), (1, 2), (0, 1), (1, 1), 2),
    ((1, 3, 4, 4), (3, 1, 3, 3), (1, 1), (1, 1), (1, 1), 3),  # depthwise
]


@pytest.mark.parametrize("case", CONV2D_CASES)
def test_conv2d_matches_a_loop_over_output_pixels(case):
    x_shape, w_shape, stride, padding, dilation, groups = case
    x, w, b = (
        rng.standard_normal(x_shape),
        rng.standard_normal(w_shape),
        rng.standard_normal(w_shape[0]),
    )
    result = at.conv2d(T(x), T(w), T(b), stride, padding, dilation, groups)
    expected = loop_conv2d(x, w, b, stride, padding, dilation, groups)
    np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize(
    "stride, padding, output_padding, dilation, groups",
    [(1, 0, 0, 1, 1), (2, 1, 1, 1, 2), (3, 2, 2, 2, 1), (2, 0, 1, 3, 2)],
)
def test_conv_transpose1d_matches_a_scatter_loop(stride, padding, output_padding, dilation, groups):
    x, w = rng.standard_normal((2, 4, 5)), rng.standard_normal((4, 3, 3))
    result = at.conv_transpose1d(
        T(x), T(w), None, stride, padding, output_padding, groups, dilation
    )
    expected = loop_conv_transpose1d(x, w, stride, padding, output_padding, dilation, groups)
    np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12)


def test_random_convolutions_match_the_tap_loop_reference():
    for _ in range(20):
        d = int(rng.integers(1, 4))
        groups = int(rng.integers(1, 3))
        k = tuple(int(v) for v in rng.integers(1, 4, d))
        stride = tuple(int(v) for v in rng.integers(1, 3, d))
        dilation = tuple(int(v) for v in rng.integers(1, 3, d))
        padding = tuple(int(v) for v in rng.integers(0, 2, d))
        spatial = tuple(
            dil * (kk - 1) + 1 + int(rng.integers(0, 3))
            for dil, kk in zip(dilation, k, strict=True)
        )
        x = rng.standard_normal((2, 2 * groups, *spatial))
        w = rng.standard_normal((2 * groups, 2, *k))
        b = rng.standard_normal(2 * groups)
        out = at.convolution(T(x), T(w), T(b), stride, padding, dilation, False, (0,) * d, groups)
        np.testing.assert_allclose(
            out.numpy(),
            ref_conv(x, w, b, stride, padding, dilation, groups),
            rtol=1e-10,
            atol=1e-10,
        )
        output_padding = tuple(
            int(rng.integers(0, max(s, dl))) for s, dl in zip(stride, dilation, strict=True)
        )
        sizes = [
            (i - 1) * s - 2 * p + dl * (kk - 1) + op + 1
            for i, s, p, dl, kk, op in zip(
                spatial, stride, padding, dilation, k, output_padding, strict=True
            )
        ]
        if min(sizes) <= 0:
            continue
        out = at.convolution(
            T(x), T(w), T(b), stride, padding, dilation, True, output_padding, groups
        )
        expected = ref_conv_transpose(x, w, b, stride, padding, output_padding, groups, dilation)
        np.testing.assert_allclose(out.numpy(), expected, rtol=1e-10, atol=1e-10)


def test_float32_stays_float32_and_half_computes_in_float32():
    x, w = rng.standard_normal((1, 2, 5, 5)), rng.standard_normal((3, 2, 3, 3))
    out = at.conv2d(T(x, st.float32), T(w, st.float32))
    assert out.dtype == st.float32
    np.testing.assert_allclose(out.numpy(), ref_conv(x, w), rtol=1e-5, atol=1e-5)
    half = at.conv2d(T(x, st.float16), T(w, st.float16))
    assert half.dtype == st.float16
    np.testing.assert_allclose(half.numpy(), ref_conv(x, w), rtol=2e-2, atol=2e-2)


def test_same_and_valid_padding():
    x = rng.standard_normal((1, 2, 6, 5))
    w = rng.standard_normal((3, 2, 3, 3))
    same = at.conv2d(T(x), T(w), None, 1, "same", (2, 1))
    assert same.shape == (1, 3, 6, 5)
    np.testing.assert_allclose(same.numpy(), ref_conv(x, w, None, 1, "same", (2, 1)), atol=1e-12)
    even = rng.standard_normal((3, 2, 2, 4))
    with pytest.warns(UserWarning, match="padding='same' with even kernel lengths"):
        result = at.conv2d(T(x), T(even), None, 1, "same")
    np.testing.assert_allclose(result.numpy(), ref_conv(x, even, None, 1, "same"), atol=1e-12)
    valid = at.conv1d(T(x[0, :, 0]), T(w[..., 0]), None, 1, "valid")
    assert valid.shape == (3, 3)
    with pytest.raises(RuntimeError, match="padding='same' is not supported for strided"):
        at.conv2d(T(x), T(w), None, 2, "same")
    with pytest.raises(RuntimeError, match="Invalid padding string: 'full'"):
        at.conv2d(T(x), T(w), None, 1, "full")


def test_unbatched_input_and_conv3d():
    x, w = rng.standard_normal((2, 4, 4, 3)), rng.standard_normal((3, 2, 2, 2, 2))
    out = at.conv3d(T(x), T(w), None, 1, 1)
    assert out.shape == (3, 5, 5, 4)
    np.testing.assert_allclose(out.numpy(), ref_conv(x, w, None, 1, 1), atol=1e-12)
    with pytest.raises(
        RuntimeError,
        match=r"Expected 3D \(unbatched\) or 4D \(batched\) input "
        r"to conv2d, but got input of size: \[5, 5\]",
    ):
        at.conv2d(T(np.ones((5, 5))), T(np.ones((1, 1, 2, 2))))


@pytest.mark.parametrize(
    "x_shape, w_shape, bias, kwargs, message",
    [
        ((1, 2, 5), (3, 2), None, {}, "weight should have at least three dimensions"),
        ((1, 2, 5, 5), (4, 2, 3, 3), None, {"groups": 0}, "non-positive groups is not supported"),
        (
            (1, 2, 5, 5),
            (4, 2, 3, 3),
            None,
            {"padding": [-1, 0]},
            "negative padding is not supported",
        ),
        (
            (1, 2, 5, 5),
            (4, 2, 3, 3),
            None,
            {"stride": [0, 1]},
            "non-positive stride is not supported",
        ),
        (
            (1, 2, 5, 5),
            (4, 2, 3, 3),
            None,
            {"stride": [1, 1, 1]},
            r"expected stride to be a single integer value or a list of 2 values to match the "
            r"convolution dimensions, but got stride=\[1, 1, 1\]",
        ),
        (
            (2, 5, 5),
            (4, 2, 3, 3),
            None,
            {},
            r"Expected 4-dimensional input for 4-dimensional weight \[4, 2, 3, 3\], but got "
            r"3-dimensional input of size \[2, 5, 5\] instead",
        ),
        (
            (1, 4, 5, 5),
            (3, 2, 3, 3),
            None,
            {"groups": 2},
            r"Given groups=2, expected weight to be divisible by 2 at dimension 0",
        ),
        (
            (1, 3, 5, 5),
            (4, 2, 3, 3),
            None,
            {},
            r"Given groups=1, weight of size \[4, 2, 3, 3\], expected input\[1, 3, 5, 5\] to "
            r"have 2 channels, but got 3 channels instead",
        ),
        (
            (1, 2, 5, 5),
            (4, 2, 3, 3),
            (3,),
            {},
            r"Given weight of size \[4, 2, 3, 3\], expected bias to be 1-dimensional with 4 "
            r"elements, but got bias of size \[3\] instead",
        ),
        (
            (1, 2, 2, 5),
            (4, 2, 3, 3),
            None,
            {},
            r"Calculated padded input size per channel: \(2 x 5\). Kernel size: \(3 x 3\). Kernel "
            r"size can't be greater than actual input size",
        ),
    ],
)
def test_convolution_errors(x_shape, w_shape, bias, kwargs, message):
    args = {"stride": [1, 1], "padding": [0, 0], "dilation": [1, 1], "groups": 1, **kwargs}
    b = None if bias is None else T(np.zeros(bias))
    with pytest.raises(RuntimeError, match=message):
        at.convolution(
            T(np.zeros(x_shape)),
            T(np.zeros(w_shape)),
            b,
            args["stride"],
            args["padding"],
            args["dilation"],
            False,
            [0, 0],
            args["groups"],
        )


def test_transposed_convolution_errors():
    x, w = T(np.zeros((1, 3, 4, 4))), T(np.zeros((2, 3, 3, 3)))
    with pytest.raises(
        RuntimeError,
        match=r"Given transposed=True, weight of size \[2, 3, 3, 3\], "
        r"expected input\[1, 3, 4, 4\] to have 2 channels",
    ):
        at.convolution(x, w, None, [1, 1], [0, 0], [1, 1], True, [0, 0], 1)
    with pytest.raises(
        RuntimeError, match="output padding must be smaller than either stride or dilation"
    ):
        at.conv_transpose2d(T(np.zeros((1, 2, 4, 4))), w, None, 1, 0, 1)


def test_dtype_errors():
    x, w = T(np.zeros((1, 2, 5, 5))), T(np.zeros((3, 2, 3, 3)), st.float32)
    with pytest.raises(
        RuntimeError,
        match=r"Input type \(CPUDoubleType\) and weight type "
        r"\(CPUFloatType\) should be the same",
    ):
        at.convolution(x, w, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    with pytest.raises(RuntimeError, match=r"Input type \(double\) and bias type \(float\) should"):
        at.conv2d(x, T(np.zeros((3, 2, 3, 3))), T(np.zeros(3), st.float32))
    ints = T(np.zeros((1, 2, 5, 5), dtype=np.int64))
    with pytest.raises(RuntimeError, match="\"slow_conv2d_cpu\" not implemented for 'Long'"):
        at.conv2d(ints, T(np.zeros((3, 2, 3, 3), dtype=np.int64)))


def test_meta_shapes():
    out = at.convolution(
        meta(2, 4, 9, 8), meta(6, 2, 3, 2), meta(6), [2, 1], [1, 0], [2, 1], False, [0, 0], 2
    )
    assert out.is_meta and out.shape == (2, 6, 4, 7)
    out = at.conv_transpose2d(meta(1, 4, 3, 5), meta(4, 3, 3, 3), None, 2, 1, 1)
    assert out.shape == (1, 3, 6, 10)
    grads = at.convolution_backward(
        meta(2, 6, 4, 7),
        meta(2, 4, 9, 8),
        meta(6, 2, 3, 2),
        [6],
        [2, 1],
        [1, 0],
        [2, 1],
        False,
        [0, 0],
        2,
        [True, True, True],
    )
    assert [tuple(g.shape) for g in grads] == [(2, 4, 9, 8), (6, 2, 3, 2), (6,)]
    assert all(g.is_meta for g in grads)


def test_empty_batch():
    out = at.conv2d(T(np.zeros((0, 2, 5, 5))), T(np.ones((3, 2, 3, 3))))
    assert out.shape == (0, 3, 3, 3)


def test_backward_checks_grad_output_shape():
    with warnings.catch_warnings():
        x, w = T(np.zeros((1, 2, 5, 5))), T(np.zeros((3, 2, 3, 3)))
        with pytest.raises(RuntimeError, match="Expected grad_output to have size"):
            at.convolution_backward(
                T(np.zeros((1, 3, 2, 2))),
                x,
                w,
                None,
                [1, 1],
                [0, 0],
                [1, 1],
                False,
                [0, 0],
                1,
                [True, True, True],
            )
