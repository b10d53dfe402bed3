"""Convolution and pooling against explicit numpy loops, through aten's dedicated nn
operators and through nn's decompositions (``native_kernels(False)``)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.nn import functional as F
from glasstorch.nn.functional._native import native_kernels

rng = np.random.default_rng(0)


@pytest.fixture(params=[True, False], ids=["native", "decomposed"])
def path(request: pytest.FixtureRequest) -> Iterator[None]:
    with native_kernels(request.param):
        yield


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def conv2d_ref(x, w, b, stride, pad, dil, groups):  # type: ignore[no-untyped-def]
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    ho = (h + 2 * pad[0] - dil[0] * (kh - 1) - 1) // stride[0] + 1
    wo = (wd + 2 * pad[1] - dil[1] * (kw - 1) - 1) // stride[1] + 1
    out = np.zeros((n, o, ho, wo))
    per = o // groups
    for b_, oc, i, j in product(range(n), range(o), range(ho), range(wo)):
        g = oc // per
        acc = 0.0
        for ic, p, q in product(range(cg), range(kh), range(kw)):
            acc += (
                xp[b_, g * cg + ic, i * stride[0] + p * dil[0], j * stride[1] + q * dil[1]]
                * (w[oc, ic, p, q])
            )
        out[b_, oc, i, j] = acc + (b[oc] if b is not None else 0.0)
    return out


def conv_transpose2d_ref(x, w, stride, pad, out_pad, dil, groups):  # type: ignore[no-untyped-def]
    n, cin, h, wd = x.shape
    _, og, kh, kw = w.shape
    ho = (h - 1) * stride[0] - 2 * pad[0] + dil[0] * (kh - 1) + out_pad[0] + 1
    wo = (wd - 1) * stride[1] - 2 * pad[1] + dil[1] * (kw - 1) + out_pad[1] + 1
    full = np.zeros((n, og * groups, ho + 2 * pad[0], wo + 2 * pad[1]))
    per_in = cin // groups
    for b_, ic, i, j, oc, p, q in product(
        range(n), range(cin), range(h), range(wd), range(og), range(kh), range(kw)
    ):
        g = ic // per_in
        full[b_, g * og + oc, i * stride[0] + p * dil[0], j * stride[1] + q * dil[1]] += (
            x[b_, ic, i, j] * w[ic, oc, p, q]
        )
    return full[:, :, pad[0] : pad[0] + ho, pad[1] : pad[1] + wo]


@pytest.mark.parametrize(
    ("stride", "pad", "dil", "groups"),
    [((1, 1), (0, 0), (1, 1), 1), ((2, 1), (1, 2), (1, 2), 1), ((1, 2), (1, 1), (1, 1), 2)],
)
def test_conv2d_matches_loop(path: None, stride, pad, dil, groups) -> None:  # type: ignore[no-untyped-def]
    x = rng.standard_normal((2, 4, 6, 5))
    w = rng.standard_normal((6, 4 // groups, 3, 2))
    b = rng.standard_normal(6)
    out = F.conv2d(_t(x), _t(w), _t(b), stride, pad, dil, groups)
    assert np.allclose(out.numpy(), conv2d_ref(x, w, b, stride, pad, dil, groups), atol=1e-10)


def test_conv2d_same_valid_unbatched_and_errors(path: None) -> None:
    x = rng.standard_normal((3, 5, 6))
    w = rng.standard_normal((2, 3, 4, 3))
    same = F.conv2d(_t(x), _t(w), padding="same")
    assert same.shape == (2, 5, 6)
    # "same" with an even kernel pads one more on the right/bottom
    ref = conv2d_ref(
        np.pad(x[None], ((0, 0), (0, 0), (1, 2), (1, 1))), w, None, (1, 1), (0, 0), (1, 1), 1
    )[0]
    assert np.allclose(same.numpy(), ref)
    assert F.conv2d(_t(x), _t(w), padding="valid").shape == (2, 2, 4)
    with pytest.raises(ValueError, match="not supported for strided convolutions"):
        F.conv2d(_t(x), _t(w), stride=2, padding="same")
    with pytest.raises(RuntimeError, match="expected input.* to have 3 channels, but got 2"):
        F.conv2d(_t(x[:2]), _t(w))


def test_conv1d_and_conv3d_agree_with_conv2d(path: None) -> None:
    x = rng.standard_normal((2, 3, 7))
    w = rng.standard_normal((4, 3, 3))
    out = F.conv1d(_t(x), _t(w), stride=2, padding=1)
    ref = conv2d_ref(x[:, :, None], w[:, :, None], None, (1, 2), (0, 1), (1, 1), 1)[:, :, 0]
    assert np.allclose(out.numpy(), ref)
    x3 = rng.standard_normal((1, 2, 3, 4, 4))
    w3 = rng.standard_normal((3, 2, 1, 2, 2))
    out3 = F.conv3d(_t(x3), _t(w3))
    ref3 = np.stack(
        [conv2d_ref(x3[:, :, d], w3[:, :, 0], None, (1, 1), (0, 0), (1, 1), 1) for d in range(3)],
        axis=2,
    )
    assert np.allclose(out3.numpy(), ref3)


@pytest.mark.parametrize(
    ("stride", "pad", "out_pad", "dil", "groups"),
    [
        ((1, 1), (0, 0), (0, 0), (1, 1), 1),
        ((2, 2), (1, 0), (1, 1), (1, 1), 1),
        ((2, 1), (2, 1), (0, 0), (2, 1), 2),
    ],
)
def test_conv_transpose2d_matches_scatter_loop(  # type: ignore[no-untyped-def]
    path: None, stride, pad, out_pad, dil, groups
) -> None:
    x = rng.standard_normal((1, 4, 3, 4))
    w = rng.standard_normal((4, 3, 3, 2))
    b = rng.standard_normal(3 * groups)
    out = F.conv_transpose2d(_t(x), _t(w), _t(b), stride, pad, out_pad, groups, dil)
    ref = conv_transpose2d_ref(x, w, stride, pad, out_pad, dil, groups) + b[None, :, None, None]
    assert np.allclose(out.numpy(), ref, atol=1e-10)


def _pool_windows(x, k, s, p, d, ceil, fill):  # type: ignore[no-untyped-def]
    h, w = x.shape[-2:]

    def size(n, i):  # type: ignore[no-untyped-def]
        num = n + 2 * p[i] - d[i] * (k[i] - 1) - 1 + (s[i] - 1 if ceil else 0)
        out = num // s[i] + 1
        if ceil and (out - 1) * s[i] >= n + p[i]:
            out -= 1
        return out

    ho, wo = size(h, 0), size(w, 1)
    for i, j in product(range(ho), range(wo)):
        cells = []
        for a, b in product(range(k[0]), range(k[1])):
            r, c = i * s[0] - p[0] + a * d[0], j * s[1] - p[1] + b * d[1]
            inside = 0 <= r < h and 0 <= c < w
            cells.append((r, c, inside))
        yield i, j, ho, wo, cells


def test_max_pool2d_with_indices_matches_loop(path: None) -> None:
    x = rng.standard_normal((2, 3, 7, 6))
    k, s, p, d = (3, 2), (2, 1), (1, 1), (1, 2)
    out, idx = F.max_pool2d(_t(x), k, s, p, d, ceil_mode=True, return_indices=True)
    for i, j, ho, wo, cells in _pool_windows(x, k, s, p, d, True, -np.inf):
        assert out.shape == (2, 3, ho, wo)
        vals = np.stack(
            [x[..., r, c] if ok else np.full(x.shape[:2], -np.inf) for r, c, ok in cells], -1
        )
        best = vals.argmax(-1)
        flat = np.array([r * 6 + c for r, c, _ in cells])[best]
        assert np.allclose(out.numpy()[..., i, j], vals.max(-1))
        assert np.array_equal(idx.numpy()[..., i, j], flat)
    assert F.max_pool2d(_t(x), 2).shape == (2, 3, 3, 3)
    with pytest.raises(RuntimeError, match="pad should be at most half of effective kernel"):
        F.max_pool2d(_t(x), 2, padding=2)


@pytest.mark.parametrize("count_include_pad", [True, False])
def test_avg_pool2d_matches_loop(path: None, count_include_pad: bool) -> None:
    x = rng.standard_normal((1, 2, 6, 5))
    k, s, p = (3, 2), (2, 2), (1, 1)
    out = F.avg_pool2d(_t(x), k, s, p, ceil_mode=True, count_include_pad=count_include_pad)
    h, w = 6, 5
    for i, j, ho, wo, cells in _pool_windows(x, k, s, p, (1, 1), True, 0.0):
        assert out.shape == (1, 2, ho, wo)
        total = sum(x[..., r, c] for r, c, ok in cells if ok)
        if count_include_pad:
            rows = min(i * s[0] - p[0] + k[0], h + p[0]) - (i * s[0] - p[0])
            cols = min(j * s[1] - p[1] + k[1], w + p[1]) - (j * s[1] - p[1])
            divisor = rows * cols
        else:
            divisor = sum(ok for _, _, ok in cells)
        assert np.allclose(out.numpy()[..., i, j], total / divisor)
    over = F.avg_pool2d(_t(x), 2, divisor_override=3)
    assert np.allclose(over.numpy()[0, 0, 0, 0], x[0, 0, :2, :2].sum() / 3)


def test_adaptive_avg_pool_matches_bins(path: None) -> None:
    x = rng.standard_normal((2, 3, 7, 5))
    out = F.adaptive_avg_pool2d(_t(x), (3, 2))
    for i, j in product(range(3), range(2)):
        r0, r1 = (i * 7) // 3, -(-(i + 1) * 7 // 3)
        c0, c1 = (j * 5) // 2, -(-(j + 1) * 5 // 2)
        assert np.allclose(out.numpy()[..., i, j], x[..., r0:r1, c0:c1].mean((-2, -1)))
    assert np.allclose(F.adaptive_avg_pool2d(_t(x), 1).numpy(), x.mean((2, 3), keepdims=True))
    assert F.adaptive_avg_pool2d(_t(x), (None, 2)).shape == (2, 3, 7, 2)
    out1 = F.adaptive_avg_pool1d(_t(x[:, :, 0]), 4)
    assert np.allclose(out1.numpy()[..., 1], x[:, :, 0, 1:3].mean(-1))  # bin [5/4, 10/4)


def test_1d_pools(path: None) -> None:
    x = rng.standard_normal((2, 3, 9))
    assert np.allclose(F.max_pool1d(_t(x), 3).numpy(), x.reshape(2, 3, 3, 3).max(-1))
    assert np.allclose(F.avg_pool1d(_t(x), 3).numpy(), x.reshape(2, 3, 3, 3).mean(-1))
