"""Adaptive max, LP, fractional max pooling and max unpooling: values and indices
against numpy, PyTorch-observed indices, gradcheck, errors and the modules."""

from __future__ import annotations

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.nn import functional as F

rng = np.random.default_rng(5)


def _adaptive_max_ref(a: np.ndarray, out: tuple[int, int]) -> tuple[np.ndarray, np.ndarray]:
    n, c, h, w = a.shape
    values, indices = np.zeros((n, c, *out)), np.zeros((n, c, *out), dtype=np.int64)
    for i in range(out[0]):
        h0, h1 = (i * h) // out[0], -((-(i + 1) * h) // out[0])
        for j in range(out[1]):
            w0, w1 = (j * w) // out[1], -((-(j + 1) * w) // out[1])
            window = a[:, :, h0:h1, w0:w1].reshape(n, c, -1)
            k = window.argmax(-1)
            values[:, :, i, j] = window.max(-1)
            indices[:, :, i, j] = (h0 + k // (w1 - w0)) * w + w0 + k % (w1 - w0)
    return values, indices


@pytest.mark.parametrize("out", [(3, 3), (4, 5), (10, 2), (1, 1)])
def test_adaptive_max_pool2d_against_numpy(out: tuple[int, int]) -> None:
    a = rng.standard_normal((2, 3, 7, 5))
    values, indices = F.adaptive_max_pool2d(at.tensor(a), out, return_indices=True)
    ref_v, ref_i = _adaptive_max_ref(a, out)
    assert np.allclose(values.numpy(), ref_v) and np.array_equal(indices.numpy(), ref_i)
    assert np.allclose(F.adaptive_max_pool2d(at.tensor(a), out).numpy(), ref_v)


def test_adaptive_max_pool_1d_3d_none_and_ties() -> None:
    a = rng.standard_normal((2, 3, 7, 5))
    v1, i1 = F.adaptive_max_pool1d_with_indices(at.tensor(a[0]), 3)
    ref_v, ref_i = _adaptive_max_ref(a[0][:, :, None, :], (1, 3))
    assert np.allclose(v1.numpy(), ref_v[:, :, 0]) and np.array_equal(i1.numpy(), ref_i[:, :, 0])
    v3 = F.adaptive_max_pool3d(at.tensor(a), (3, 2, 1))
    assert v3.shape == (2, 3, 2, 1)  # a 4-d input is one unbatched (C, D, H, W) volume
    kept = F.adaptive_max_pool2d(at.tensor(a), (3, None))
    assert kept.shape == (2, 3, 3, 5)
    # ties go to the first maximum, NaN wins (observed in PyTorch 2.13)
    v, i = F.adaptive_max_pool2d(at.tensor([[[1.0, 3, 3], [2, 3, 0]]]), (1, 2), return_indices=True)
    assert v.tolist() == [[[3.0, 3.0]]] and i.tolist() == [[[1, 1]]]
    v, i = F.adaptive_max_pool1d(at.tensor([[1.0, math.nan, 3, math.nan]]), 2, True)
    assert np.isnan(v.numpy()).all() and i.tolist() == [[1, 3]]
    assert gradcheck(
        lambda t: F.adaptive_max_pool2d(t, (2, 3)), (at.tensor(a[:1, :1]).requires_grad_(),)
    )


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: F.adaptive_max_pool2d(at.ones(7, 5), 3),
            RuntimeError,
            "Expected 3D or 4D tensor, but got: [7, 5]",
        ),
        (
            lambda: F.adaptive_max_pool2d(at.ones(2, 0, 3, 3), 3),
            RuntimeError,
            "[2, 0, 3, 3] with dimension 1 being empty",
        ),
        (
            lambda: F.adaptive_max_pool2d(at.ones(2, 1, 3, 3), (3, 3, 3)),
            RuntimeError,
            "output_size.size() must be 2",
        ),
        (
            lambda: F.adaptive_max_pool1d(at.ones(1, 2, 3, 3), 3),
            RuntimeError,
            "Expected 2 to 3 dimensions, but got 4-dimensional",
        ),
        (
            lambda: F.adaptive_max_pool1d(at.ones(2, 3), (3, 2)),
            RuntimeError,
            "should contain one int (got 2)",
        ),
        (
            lambda: F.adaptive_max_pool3d(at.ones(3, 7, 5), (2, None, 2)),
            ValueError,
            "Input dimension should be at least 4",
        ),
        (
            lambda: F.adaptive_max_pool2d(at.ones(1, 3, 3).long(), 3),
            NotImplementedError,
            "\"adaptive_max_pool2d\" not implemented for 'Long'",
        ),
    ],
)
def test_adaptive_max_pool_errors(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_lp_pool_against_numpy() -> None:
    a = np.abs(rng.standard_normal((2, 3, 6, 4))) + 0.1
    x = at.tensor(a)
    blocks = a.reshape(2, 3, 3, 2, 2, 2)
    for p in (1.0, 2.0, 3.5):
        assert np.allclose(F.lp_pool2d(x, p, 2).numpy(), (blocks**p).sum((3, 5)) ** (1 / p))
    assert np.allclose(F.lp_pool2d(x, math.inf, 2).numpy(), blocks.max((3, 5)))
    signed = rng.standard_normal((2, 3, 6))
    pairs = signed.reshape(2, 3, 3, 2)
    assert np.allclose(F.lp_pool1d(at.tensor(signed), -math.inf, 2).numpy(), np.abs(pairs).min(-1))
    assert np.allclose(nn.LPPool1d(2, 2)(at.tensor(signed)).numpy(), np.sqrt((pairs**2).sum(-1)))
    # stride 2 with ceil_mode: windows [0, 3), [2, 5) and the partial [4, 6)
    row = a[0, 0, :, 0]
    out = F.lp_pool1d(at.tensor(row.reshape(1, 1, 6)), 2, 3, 2, ceil_mode=True)
    full = [np.sqrt((row[s : s + 3] ** 2).sum()) for s in (0, 2)]
    assert out.shape == (1, 1, 3) and np.allclose(out.numpy().ravel()[:2], full)
    cube = a[:, :, :4, :4].reshape(2, 3, 2, 2, 4)
    ref3 = np.sqrt((cube.reshape(2, 3, 1, 2, 1, 2, 2, 2) ** 2).sum((3, 5, 7)))
    assert np.allclose(F.lp_pool3d(at.tensor(cube), 2, 2).numpy(), ref3)
    assert gradcheck(lambda t: F.lp_pool2d(t, 3.0, 2, 1), (at.tensor(a[:1, :1]).requires_grad_(),))
    assert (
        repr(nn.LPPool2d(2, 3))
        == "LPPool2d(norm_type=2, kernel_size=3, stride=None, ceil_mode=False)"
    )


def test_max_unpool_inverts_max_pool() -> None:
    a = rng.standard_normal((2, 3, 6, 8))
    x = at.tensor(a)
    pooled, idx = F.max_pool2d(x, 2, return_indices=True)
    out = F.max_unpool2d(pooled, idx, 2)
    ref = np.zeros((2, 3, 48))
    np.put_along_axis(ref, idx.numpy().reshape(2, 3, -1), pooled.numpy().reshape(2, 3, -1), -1)
    assert np.allclose(out.numpy(), ref.reshape(2, 3, 6, 8))
    assert F.max_unpool2d(pooled, idx, 2, output_size=(7, 9)).shape == (2, 3, 7, 9)
    assert F.max_unpool2d(pooled, idx, 2, output_size=(2, 3, 7, 8)).shape == (2, 3, 7, 8)
    assert F.max_unpool2d(pooled[0], idx[0], 2).shape == (3, 6, 8)
    p1, i1 = F.max_pool1d(x[0], 3, 2, 1, return_indices=True)
    u1 = F.max_unpool1d(p1, i1, 3, 2, 1, output_size=[8])
    assert u1.shape == (3, 6, 8) and np.allclose(u1.gather(2, i1).numpy(), p1.numpy())
    cube = at.tensor(rng.standard_normal((1, 2, 4, 4, 6)))
    p3, i3 = F.max_pool3d(cube, 2, return_indices=True)
    u3 = nn.MaxUnpool3d(2)(p3, i3)
    assert u3.shape == (1, 2, 4, 4, 6) and np.allclose(F.max_pool3d(u3, 2).numpy(), p3.numpy())
    assert gradcheck(
        lambda t: F.max_unpool2d(t, idx[:1, :1], 2), (pooled[:1, :1].detach().requires_grad_(),)
    )
    assert (
        repr(nn.MaxUnpool2d(2)) == "MaxUnpool2d(kernel_size=(2, 2), stride=(2, 2), padding=(0, 0))"
    )
    assert (
        repr(nn.MaxUnpool1d(2, 1, 1)) == "MaxUnpool1d(kernel_size=(2,), stride=(1,), padding=(1,))"
    )


POOLED, INDICES = F.max_pool2d(at.tensor(rng.standard_normal((1, 2, 4, 4))), 2, return_indices=True)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: F.max_unpool2d(POOLED, INDICES, 2, output_size=(6, 5)),
            ValueError,
            'invalid output_size "(6, 5)" (dim 0 must be between 2 and 6)',
        ),
        (
            lambda: F.max_unpool2d(POOLED, INDICES, 2, output_size=(5,)),
            ValueError,
            "2 or 4 elements, but it has a length of '1'",
        ),
        (
            lambda: F.max_unpool2d(POOLED, INDICES + 20, 2),
            RuntimeError,
            "Found an invalid max index: ",
        ),
        (
            lambda: F.max_unpool2d(POOLED, INDICES[:, :1], 2),
            RuntimeError,
            "([1, 2, 2, 2]) but got indices tensor with shape: [1, 1, 2, 2]",
        ),
        (
            lambda: F.max_unpool2d(POOLED, INDICES.int(), 2),
            RuntimeError,
            "elements in indices should be type int64 but got: Int",
        ),
        (
            lambda: F.max_unpool2d(POOLED[0, 0], INDICES[0, 0], 2),
            RuntimeError,
            "should be a 3d or 4d Tensor, but got a tensor with 2 dimensions.",
        ),
        (
            lambda: F.max_unpool3d(POOLED[0], INDICES[0], 2),
            RuntimeError,
            "should be a 4d or 5d Tensor, but got a tensor with 3 dimensions.",
        ),
        (
            lambda: F.max_unpool3d(POOLED[None], INDICES[None], 2, stride=0),
            RuntimeError,
            "strides should be greater than zero, but got stride: [0, 0, 0]",
        ),
    ],
)
def test_max_unpool_errors(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_max_unpool_reports_the_last_invalid_index() -> None:
    idx = INDICES.clone()
    idx[0, 0, 0, 0], idx[0, 1, 1, 1] = 99, 42
    with pytest.raises(
        RuntimeError, match=r"invalid max index: 42 \(output volumes are of size 4x4\)"
    ):
        F.max_unpool2d(POOLED, idx, 2)


def _starts(sample: float, size: int, out: int, pool: int) -> list[int]:
    """aten's generate_intervals in float32."""
    f = np.float32
    alpha = f(size - pool) / f(out - 1)
    return [int((f(i) + f(sample)) * alpha) - int(f(sample) * alpha) for i in range(out - 1)] + [
        size - pool
    ]


def test_fractional_max_pool2d_windows() -> None:
    x = -at.arange(2 * 7 * 9.0).reshape(1, 2, 7, 9)  # the max of a window is its first element
    samples = at.tensor([[[0.3, 0.8], [0.95, 0.1]]])
    _, idx = F.fractional_max_pool2d(
        x, 2, output_size=(4, 5), return_indices=True, _random_samples=samples
    )
    # observed from PyTorch 2.13 for these samples
    assert idx[0, 0].tolist() == [
        [0, 2, 4, 5, 7],
        [9, 11, 13, 14, 16],
        [27, 29, 31, 32, 34],
        [45, 47, 49, 50, 52],
    ]
    for c, (sw, sh) in enumerate([(0.3, 0.8), (0.95, 0.1)]):
        rows, cols = _starts(sh, 7, 4, 2), _starts(sw, 9, 5, 2)
        assert idx[0, c].tolist() == [[r * 9 + q for q in cols] for r in rows]
    a = rng.standard_normal((2, 3, 7, 9))
    s = at.tensor(rng.random((2, 3, 2))).float()
    values, idx = F.fractional_max_pool2d(
        at.tensor(a).float(), (3, 2), output_size=(3, 4), return_indices=True, _random_samples=s
    )
    for n in range(2):
        for c in range(3):
            sw, sh = s[n, c].tolist()
            for i, r in enumerate(_starts(sh, 7, 3, 3)):
                for j, q in enumerate(_starts(sw, 9, 4, 2)):
                    window = a[n, c, r : r + 3, q : q + 2]
                    assert values[n, c, i, j].item() == pytest.approx(window.max(), rel=1e-6)
                    k = window.argmax()
                    assert idx[n, c, i, j].item() == (r + k // 2) * 9 + q + k % 2
    module = nn.FractionalMaxPool2d(2, output_ratio=0.5, _random_samples=s[:, :, :])
    assert (
        module(at.tensor(a).float()).shape == (2, 3, 3, 4)
        and "_random_samples" in module.state_dict()
    )
    assert repr(module) == "FractionalMaxPool2d()"
    fixed = at.tensor(rng.random((1, 1, 2)))
    assert gradcheck(
        lambda t: F.fractional_max_pool2d(t, 2, output_size=3, _random_samples=fixed),
        (at.tensor(a[:1, :1]).requires_grad_(),),
    )


def test_fractional_max_pool3d_windows() -> None:
    x = -at.arange(6 * 7 * 8.0).reshape(1, 1, 6, 7, 8)
    samples = at.tensor([[[0.3, 0.8, 0.55]]])
    _, idx = F.fractional_max_pool3d(
        x, 2, output_size=(3, 4, 5), return_indices=True, _random_samples=samples
    )
    # observed from PyTorch 2.13: samples are (time, height, width)
    assert idx[0, 0, 1].tolist() == [
        [112, 114, 115, 117, 118],
        [120, 122, 123, 125, 126],
        [136, 138, 139, 141, 142],
        [152, 154, 155, 157, 158],
    ]
    t, h, w = _starts(0.3, 6, 3, 2), _starts(0.8, 7, 4, 2), _starts(0.55, 8, 5, 2)
    assert idx[0, 0].tolist() == [[[a * 56 + b * 8 + c for c in w] for b in h] for a in t]
    assert F.fractional_max_pool3d(x[0], 2, output_ratio=(0.5, 0.5, 0.5)).shape == (1, 3, 3, 4)
    assert nn.FractionalMaxPool3d(2, output_size=2)(x).shape == (1, 1, 2, 2, 2)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: F.fractional_max_pool2d(at.ones(1, 2, 7, 9), 2),
            ValueError,
            "requires specifying either an output_size or an output_ratio",
        ),
        (
            lambda: F.fractional_max_pool2d(at.ones(1, 2, 7, 9), 2, output_size=(7, 9)),
            RuntimeError,
            "fractional_max_pool2d(): pool height 2 too large relative to input height 7",
        ),
        (
            lambda: F.fractional_max_pool2d(at.ones(1, 2, 7, 9), (2, 2, 2), output_size=3),
            RuntimeError,
            "kernel_size must either be a single Int or tuple of Ints",
        ),
        (
            lambda: F.fractional_max_pool2d(
                at.ones(1, 2, 7, 9), 2, output_size=3, _random_samples=at.rand(1, 2, 3)
            ),
            RuntimeError,
            "Expect _random_samples.size(2) equals to 2; got 3.",
        ),
        (
            lambda: F.fractional_max_pool2d(
                at.ones(1, 2, 7, 9), 2, output_size=3, _random_samples=at.rand(1, 2, 2).double()
            ),
            RuntimeError,
            "Expect _random_samples to have the same dtype as input",
        ),
        (
            lambda: F.fractional_max_pool2d(
                at.ones(3, 2, 7, 9), 2, output_size=3, _random_samples=at.rand(1, 2, 2)
            ),
            RuntimeError,
            "no less then input batch size",
        ),
        (
            lambda: F.fractional_max_pool2d(at.ones(1, 2, 7, 9).long(), 2, output_size=3),
            NotImplementedError,
            "\"check_uniform_bounds\" not implemented for 'Long'",
        ),
        (
            lambda: F.fractional_max_pool3d(at.ones(1, 1, 4, 4, 4), 2, output_size=(3, 4, 2)),
            RuntimeError,
            "fractional_max_pool3d_out(): pool time 2 too large relative to input time 4",
        ),
        (
            lambda: F.fractional_max_pool3d(at.ones(1, 1, 4, 4, 4), 2, output_size=(2, 2)),
            RuntimeError,
            "output_size must either be a single Int or tuple of three Ints",
        ),
        (
            lambda: nn.FractionalMaxPool2d(2),
            ValueError,
            "FractionalMaxPool2d requires specifying either an output size, or a pooling ratio",
        ),
        (
            lambda: nn.FractionalMaxPool2d(2, 3, 0.5),
            ValueError,
            "only one of output_size and output_ratio may be specified",
        ),
        (
            lambda: nn.FractionalMaxPool2d(2, output_ratio=1.5),
            ValueError,
            "output_ratio must be between 0 and 1 (got 1.5)",
        ),
        (
            lambda: nn.FractionalMaxPool3d(0, output_ratio=0.5),
            ValueError,
            "kernel_size must be greater than 0, but got 0",
        ),
    ],
)
def test_fractional_errors(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_adaptive_max_modules() -> None:
    x = at.tensor(rng.standard_normal((2, 3, 7, 5)))
    out, idx = nn.AdaptiveMaxPool2d((3, None), return_indices=True)(x)
    assert out.shape == (2, 3, 3, 5) and idx.dtype == at.tensor([1]).dtype
    assert repr(nn.AdaptiveMaxPool2d((3, None))) == "AdaptiveMaxPool2d(output_size=(3, None))"
    assert nn.AdaptiveMaxPool1d(2)(x[0]).shape == (3, 7, 2)
    assert nn.AdaptiveMaxPool3d(1)(x).shape == (2, 1, 1, 1)
