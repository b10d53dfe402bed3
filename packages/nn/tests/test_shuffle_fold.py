"""pixel_shuffle/pixel_unshuffle, channel_shuffle, fold/unfold and pdist: values against
numpy, gradients with gradcheck, PyTorch's errors, and the modules' reprs."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.nn import functional as F

rng = np.random.default_rng(7)


def _leaf(*shape: int) -> at.Tensor:
    return at.tensor(rng.standard_normal(shape)).requires_grad_()


def test_pixel_shuffle_round_trip_and_layout() -> None:
    a = rng.standard_normal((2, 3, 8, 2, 3))  # two batch dims
    out = F.pixel_shuffle(at.tensor(a), 2)
    # numpy: out[..., c, h*r + i, w*r + j] = in[..., c*r*r + i*r + j, h, w]
    ref = a.reshape(2, 3, 2, 2, 2, 2, 3).transpose(0, 1, 2, 5, 3, 6, 4).reshape(2, 3, 2, 4, 6)
    assert out.shape == (2, 3, 2, 4, 6)
    assert np.array_equal(out.numpy(), ref)
    assert np.array_equal(F.pixel_unshuffle(out, 2).numpy(), a)
    assert np.array_equal(nn.PixelShuffle(2)(at.tensor(a)).numpy(), ref)
    assert repr(nn.PixelUnshuffle(3)) == "PixelUnshuffle(downscale_factor=3)"
    assert gradcheck(lambda t: F.pixel_shuffle(t, 2), (_leaf(1, 4, 2, 3),))
    assert gradcheck(lambda t: F.pixel_unshuffle(t, 2), (_leaf(1, 1, 4, 2),))


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: F.pixel_shuffle(at.ones(2, 2), 2), "at least 3 dimensions, but got input with 2"),
        (lambda: F.pixel_shuffle(at.ones(4, 2, 2), 0), "a positive upscale_factor, but got 0"),
        (lambda: F.pixel_shuffle(at.ones(3, 2, 2), 2), "input.size(-3)=3 is not divisible by 4"),
        (lambda: F.pixel_unshuffle(at.ones(4, 3, 2), 2), "height to be divisible by downscale"),
        (lambda: F.pixel_unshuffle(at.ones(4, 2, 3), 2), "input.size(-1)=3 is not divisible by 2"),
        (lambda: F.channel_shuffle(at.ones(2, 4), 2), "> 2 dims, but got input with sizes [2, 4]"),
        (lambda: F.channel_shuffle(at.ones(2, 4, 1), 0), "must be positive. Value of groups:0"),
        (lambda: F.channel_shuffle(at.ones(2, 4, 1), 3), "Got 4 channels and 3 groups."),
    ],
)
def test_shuffle_errors(call, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuntimeError) as info:
        call()
    assert message in str(info.value)


def test_channel_shuffle() -> None:
    x = at.arange(12.0).reshape(1, 6, 2)
    # values observed from PyTorch 2.13 (groups=3, then groups=2)
    assert F.channel_shuffle(x, 3)[0, :, 0].tolist() == [0.0, 4.0, 8.0, 2.0, 6.0, 10.0]
    assert F.native_channel_shuffle(x, 2)[0, :, 0].tolist() == [0.0, 6.0, 2.0, 8.0, 4.0, 10.0]
    assert nn.ChannelShuffle(3)(x).tolist() == F.channel_shuffle(x, 3).tolist()
    assert repr(nn.ChannelShuffle(3)) == "ChannelShuffle(groups=3)"
    assert gradcheck(lambda t: F.channel_shuffle(t, 2), (_leaf(2, 4, 3),))


def _im2col(a: np.ndarray, k: tuple, d: tuple, p: tuple, s: tuple) -> np.ndarray:
    n, c, h, w = a.shape
    padded = np.pad(a, ((0, 0), (0, 0), (p[0], p[0]), (p[1], p[1])))
    oh = (h + 2 * p[0] - d[0] * (k[0] - 1) - 1) // s[0] + 1
    ow = (w + 2 * p[1] - d[1] * (k[1] - 1) - 1) // s[1] + 1
    cols = np.zeros((n, c, k[0], k[1], oh, ow))
    for i in range(k[0]):
        for j in range(k[1]):
            rows = slice(i * d[0], i * d[0] + s[0] * (oh - 1) + 1, s[0])
            colsl = slice(j * d[1], j * d[1] + s[1] * (ow - 1) + 1, s[1])
            cols[:, :, i, j] = padded[:, :, rows, colsl]
    return cols.reshape(n, c * k[0] * k[1], oh * ow)


def _col2im(cols: np.ndarray, size: tuple, k: tuple, d: tuple, p: tuple, s: tuple) -> np.ndarray:
    n = cols.shape[0]
    c = cols.shape[1] // (k[0] * k[1])
    h, w = size[0] + 2 * p[0], size[1] + 2 * p[1]
    oh = (h - d[0] * (k[0] - 1) - 1) // s[0] + 1
    ow = (w - d[1] * (k[1] - 1) - 1) // s[1] + 1
    blocks = cols.reshape(n, c, k[0], k[1], oh, ow)
    out = np.zeros((n, c, h, w))
    for i in range(k[0]):
        for j in range(k[1]):
            for y in range(oh):
                for x in range(ow):
                    out[:, :, i * d[0] + y * s[0], j * d[1] + x * s[1]] += blocks[:, :, i, j, y, x]
    return out[:, :, p[0] : p[0] + size[0], p[1] : p[1] + size[1]]


@pytest.mark.parametrize(
    ("k", "d", "p", "s"),
    [
        ((2, 3), (1, 2), (1, 0), (2, 1)),
        ((3, 3), (1, 1), (1, 1), (1, 1)),
        ((2, 2), (1, 1), (0, 0), (2, 2)),
    ],
)
def test_unfold_and_fold_against_numpy(k: tuple, d: tuple, p: tuple, s: tuple) -> None:
    a = rng.standard_normal((2, 3, 5, 6))
    cols = F.unfold(at.tensor(a), k, d, p, s)
    ref = _im2col(a, k, d, p, s)
    assert cols.shape == ref.shape and np.allclose(cols.numpy(), ref)
    back = F.fold(cols, (5, 6), k, d, p, s)
    assert np.allclose(back.numpy(), _col2im(ref, (5, 6), k, d, p, s))
    # unbatched forms
    assert np.allclose(F.unfold(at.tensor(a[0]), k, d, p, s).numpy(), ref[0])
    assert np.allclose(F.fold(cols[0], (5, 6), k, d, p, s).numpy(), back[0].numpy())
    fold = nn.Fold((5, 6), k, d, p, s)
    assert np.allclose(fold(nn.Unfold(k, d, p, s)(at.tensor(a))).numpy(), back.numpy())


def test_fold_unfold_gradients_and_reprs() -> None:
    assert gradcheck(lambda t: F.unfold(t, 2, 1, 1, 2), (_leaf(1, 2, 3, 4),))
    assert gradcheck(lambda t: F.fold(t, (3, 4), 2, padding=1, stride=2), (_leaf(1, 8, 6),))
    assert repr(nn.Fold(3, 2)) == (
        "Fold(output_size=3, kernel_size=2, dilation=1, padding=0, stride=1)"
    )
    assert repr(nn.Unfold(2)) == "Unfold(kernel_size=2, dilation=1, padding=0, stride=1)"


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: F.unfold(at.ones(4, 4), 2), IndexError, "range of [-2, 1], but got 2"),
        (lambda: F.unfold(at.ones(1, 2, 3, 4, 4), 2), RuntimeError, "but got: [1, 2, 3, 4, 4]"),
        (lambda: F.unfold(at.ones(1, 3, 4, 4), 5), RuntimeError, "as (0, 0), but its components"),
        (
            lambda: F.unfold(at.ones(1, 3, 4, 4), 2, stride=0, dilation=0),
            RuntimeError,
            "dilation should be greater than zero, but got dilation_height: 0 dilation_width: 0",
        ),
        (
            lambda: F.unfold(at.ones(1, 3, 4, 4), (2, 3, 4)),
            RuntimeError,
            "It is expected kernel_size equals to 2, but got size 3",
        ),
        (
            lambda: F.unfold(at.ones(1, 3, 4, 4).long(), 2),
            NotImplementedError,
            "\"im2col_out_cpu\" not implemented for 'Long'",
        ),
        (
            lambda: F.fold(at.ones(1, 12, 9), (4, 4), 2, stride=0, dilation=0),
            RuntimeError,
            "stride should be greater than zero, but got stride_height: 0 stride_width: 0",
        ),
        (
            lambda: F.fold(at.ones(1, 12, 8), (4, 4), 2),
            RuntimeError,
            "sliding blocks 3 * 3 = 9, but got input.size(2)=8.",
        ),
        (
            lambda: F.fold(at.ones(1, 11, 9), (4, 4), 2),
            RuntimeError,
            "but got input.size(1)=11 and kernel_size=(2, 2).",
        ),
        (
            lambda: F.fold(at.ones(12), (4, 4), 2),
            RuntimeError,
            "non-zero dimensions for input, but got: [12]",
        ),
    ],
)
def test_fold_unfold_errors(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_pdist() -> None:
    a = rng.standard_normal((5, 3))
    iu = np.triu_indices(5, 1)
    for p in (2.0, 1.0, 0.5, float("inf")):
        ref = (
            np.linalg.norm(a[iu[0]] - a[iu[1]], ord=p, axis=1)
            if p >= 1
            else ((np.abs(a[iu[0]] - a[iu[1]]) ** p).sum(1) ** (1 / p))
        )
        assert np.allclose(F.pdist(at.tensor(a), p).numpy(), ref)
    # PyTorch 2.13: pdist([[0, 1], [2, 3], [1, 1]], 0) == [2, 1, 2]
    assert F.pdist(at.tensor([[0.0, 1], [2, 3], [1, 1]]), 0).tolist() == [2.0, 1.0, 2.0]
    assert F.pdist(at.ones(1, 2)).shape == (0,)
    x = at.tensor([[0.0, 0.0], [0.0, 0.0], [3.0, 4.0]]).requires_grad_()
    F.pdist(x).sum().backward()
    # PyTorch 2.13: a zero distance contributes no gradient
    assert np.allclose(x.grad.numpy(), [[-0.6, -0.8], [-0.6, -0.8], [1.2, 1.6]])
    assert gradcheck(lambda t: F.pdist(t, 3.0), (_leaf(4, 3),))
    for bad, message in [
        (at.ones(3), "pdist only supports 2D tensors, got: 1D"),
        (at.ones(3, 2).long(), "pdist only supports floating-point dtypes"),
    ]:
        with pytest.raises(RuntimeError, match=message):
            F.pdist(bad)
    with pytest.raises(RuntimeError, match="non-negative p values"):
        F.pdist(at.ones(3, 2), -1)


def test_distance_modules() -> None:
    a, b = rng.standard_normal((4, 3)), rng.standard_normal((4, 3))
    out = nn.PairwiseDistance(p=1.0, keepdim=True)(at.tensor(a), at.tensor(b))
    assert out.shape == (4, 1)
    assert np.allclose(out.numpy()[:, 0], np.abs(a - b + 1e-6).sum(1))
    cos = nn.CosineSimilarity(dim=0)(at.tensor(a), at.tensor(b))
    ref = (a * b).sum(0) / np.linalg.norm(a, axis=0) / np.linalg.norm(b, axis=0)
    assert np.allclose(cos.numpy(), ref)
    assert repr(nn.PairwiseDistance()) == "PairwiseDistance()"
    assert repr(nn.CosineSimilarity()) == "CosineSimilarity()"
