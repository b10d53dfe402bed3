"""interpolate's bicubic, trilinear and area modes: against a numpy reference and
values observed from PyTorch 2.13, gradcheck, and the mode/dimension errors."""

from __future__ import annotations

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.nn import functional as F

rng = np.random.default_rng(4)


def _cubic(x: float, a: float = -0.75) -> float:
    x = abs(x)
    if x <= 1:
        return ((a + 2) * x - (a + 3)) * x * x + 1
    if x < 2:
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
    return 0.0


def _bicubic_axis(a: np.ndarray, axis: int, out: int, align_corners: bool) -> np.ndarray:
    size = a.shape[axis]
    scale = (
        (size - 1) / (out - 1)
        if align_corners and out > 1
        else (0.0 if align_corners else size / out)
    )
    rows = []
    for o in range(out):
        src = scale * o if align_corners else scale * (o + 0.5) - 0.5
        base = math.floor(src)
        weights = np.zeros(size)
        for k in range(-1, 3):
            weights[min(max(base + k, 0), size - 1)] += _cubic(src - (base + k))
        rows.append(weights)
    return np.moveaxis(np.tensordot(np.array(rows), np.moveaxis(a, axis, 0), 1), 0, axis)


@pytest.mark.parametrize("align_corners", [False, True])
@pytest.mark.parametrize("size", [(9, 4), (2, 11), (4, 5)])
def test_bicubic_against_numpy(align_corners: bool, size: tuple[int, int]) -> None:
    a = rng.standard_normal((2, 3, 4, 5))
    out = F.interpolate(at.tensor(a), size=size, mode="bicubic", align_corners=align_corners)
    ref = _bicubic_axis(_bicubic_axis(a, 2, size[0], align_corners), 3, size[1], align_corners)
    assert out.shape == (2, 3, *size) and np.allclose(out.numpy(), ref)


def test_bicubic_values_observed_from_pytorch() -> None:
    x = at.arange(20.0).reshape(1, 1, 4, 5).double()
    out = F.interpolate(x, size=(3, 7), mode="bicubic").flatten().tolist()
    expected = [0.5520698358708607, 1.1060056959291698, 1.9602331011769847, 2.6307870370370416]
    assert np.allclose(out[:4], expected)
    corners = F.interpolate(x, scale_factor=1.5, mode="bicubic", align_corners=True)
    assert np.allclose(
        corners.flatten().tolist()[:4], [0.0, 0.574074074074074, 1.3703703703703711, 2.0]
    )
    assert gradcheck(
        lambda t: F.interpolate(t, scale_factor=(1.5, 0.7), mode="bicubic"),
        (at.tensor(rng.standard_normal((1, 2, 4, 5))).requires_grad_(),),
    )


def test_trilinear_and_area() -> None:
    x = at.arange(6.0).reshape(1, 1, 1, 2, 3).double()
    out = F.interpolate(x, size=(2, 3, 4), mode="trilinear")
    # observed from PyTorch 2.13
    assert np.allclose(out.flatten().tolist()[:8], [0.0, 0.625, 1.375, 2.0, 1.5, 2.125, 2.875, 3.5])
    a = rng.standard_normal((1, 2, 4, 6, 2))
    area = F.interpolate(at.tensor(a), size=(2, 3, 1), mode="area")
    assert np.allclose(area.numpy(), a.reshape(1, 2, 2, 2, 3, 2, 1, 2).mean((3, 5, 7)))
    halved = F.interpolate(at.tensor(a[:, :, 0]), scale_factor=0.5, mode="area")
    assert np.allclose(halved.numpy(), a[:, :, 0].reshape(1, 2, 3, 2, 1, 2).mean((3, 5)))
    assert gradcheck(
        lambda t: F.interpolate(t, scale_factor=1.5, mode="trilinear", align_corners=True),
        (at.tensor(rng.standard_normal((1, 1, 2, 3, 2))).requires_grad_(),),
    )


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: F.interpolate(at.ones(1, 2, 3, 4, 5), size=3, mode="bicubic"),
            NotImplementedError,
            "bilinear | bicubic | trilinear | lanczos | area | nearest-exact (got bicubic)",
        ),
        (
            lambda: F.interpolate(at.ones(1, 2, 3, 4), size=3, mode="trilinear"),
            NotImplementedError,
            "Got 4D input, but trilinear mode needs 5D input",
        ),
        (
            lambda: F.interpolate(at.ones(1, 2, 3, 4), size=3, mode="lanczos"),
            ValueError,
            "Lanczos mode requires antialias=True",
        ),
        (
            lambda: F.interpolate(at.ones(1, 2, 3), size=3, mode="linear", antialias=True),
            ValueError,
            "Anti-alias option is restricted to bilinear, bicubic, and lanczos modes",
        ),
        (
            lambda: F.interpolate(at.ones(1, 2, 3, 4), size=3, mode="area", align_corners=True),
            ValueError,
            "align_corners option can only be set with the interpolating modes",
        ),
    ],
)
def test_interpolate_errors(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def _aa_weights(in_size: int, out_size: int, taps: int, kernel) -> np.ndarray:  # type: ignore[no-untyped-def]
    """PIL's resampling weights (what aten's anti-aliased kernels compute)."""
    scale = in_size / out_size
    support = taps / 2 * max(scale, 1.0)
    rows = np.zeros((out_size, in_size))
    for o in range(out_size):
        center = scale * (o + 0.5)
        lo, hi = max(int(center - support + 0.5), 0), min(int(center + support + 0.5), in_size)
        w = np.array([kernel((j - center + 0.5) / max(scale, 1.0)) for j in range(lo, hi)])
        rows[o, lo:hi] = w / w.sum()
    return rows


def _keys(x: float) -> float:
    return _cubic(x, -0.5)


def _lanczos(x: float) -> float:
    return float(np.sinc(x) * np.sinc(x / 3)) if abs(x) < 3 else 0.0


@pytest.mark.parametrize(
    ("mode", "taps", "kernel"),
    [
        ("bilinear", 2, lambda x: max(0.0, 1 - abs(x))),
        ("bicubic", 4, _keys),
        ("lanczos", 6, _lanczos),
    ],
)
@pytest.mark.parametrize("size", [(5, 4), (20, 30), (6, 17)])
def test_antialias_against_numpy(mode: str, taps: int, kernel, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    a = rng.standard_normal((2, 3, 13, 17))
    out = F.interpolate(at.tensor(a), size=size, mode=mode, antialias=True)
    rows, cols = _aa_weights(13, size[0], taps, kernel), _aa_weights(17, size[1], taps, kernel)
    ref = np.einsum("oh,nchw,pw->ncop", rows, a, cols)
    assert out.shape == (2, 3, *size) and np.allclose(out.numpy(), ref)


def test_antialias_observed_from_pytorch_and_gradient() -> None:
    x = at.arange(30.0).reshape(1, 1, 5, 6).double()
    out = F.interpolate(x, scale_factor=0.5, mode="bilinear", antialias=True).flatten().tolist()
    # observed from PyTorch 2.13
    assert np.allclose(out, [5.0, 6.7857142857, 8.5714285714, 15.7142857143, 17.5, 19.2857142857])
    assert gradcheck(
        lambda t: F.interpolate(t, size=(3, 2), mode="bicubic", antialias=True),
        (at.tensor(rng.standard_normal((1, 1, 5, 6))).requires_grad_(),),
    )
    with pytest.raises(ValueError, match="Lanczos mode does not support align_corners=True"):
        F.interpolate(x, size=3, mode="lanczos", antialias=True, align_corners=True)
