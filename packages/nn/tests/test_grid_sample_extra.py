"""grid_sample's bicubic mode, reflection padding and 5-D inputs, 3-D affine_grid:
values observed from PyTorch 2.13 on the same inputs, a numpy reference for
reflection, gradcheck, and PyTorch's checks."""

from __future__ import annotations

import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.nn import functional as F

rng = np.random.default_rng(0)
X = rng.standard_normal((2, 3, 4, 5))
GRID = rng.uniform(-1.6, 1.6, (2, 6, 7, 2))
X5 = rng.standard_normal((2, 2, 3, 4, 5))
GRID5 = rng.uniform(-1.3, 1.3, (2, 2, 3, 4, 3))

# (mode, padding_mode, align_corners) -> first four outputs and the sum, from PyTorch 2.13
OBSERVED_2D = {
    ("bicubic", "zeros", False): ([0.056124, 0.072952, 0.021089, -0.000473], 7.03001),
    ("bicubic", "border", True): ([-1.487713, 0.185955, -0.71292, 0.291436], 15.22441),
    ("bicubic", "reflection", False): ([-0.372953, 0.078406, -0.378321, 0.167851], 17.37062),
    ("bilinear", "reflection", False): ([-0.534131, 0.107445, -0.468444, 0.159708], 17.01079),
    ("nearest", "reflection", True): ([-0.218792, 0.12573, -0.535669, 0.12573], 12.13682),
}
OBSERVED_3D = {
    ("bilinear", "zeros", False): ([-0.057211, -0.856047, 0.013265, -0.277022], -9.41973),
    ("bilinear", "reflection", True): ([-0.589151, -0.497233, -0.091227, -0.644362], -17.80751),
    ("nearest", "border", False): ([0.26063, -1.072563, -0.113836, -1.102218], -16.61629),
}


@pytest.mark.parametrize("key", sorted(OBSERVED_2D))
def test_2d_modes_observed_from_pytorch(key: tuple[str, str, bool]) -> None:
    mode, padding, align = key
    out = F.grid_sample(at.tensor(X), at.tensor(GRID), mode, padding, align)
    first, total = OBSERVED_2D[key]
    assert out.shape == (2, 3, 6, 7)
    assert np.allclose(out.numpy().ravel()[:4], first, atol=1e-6)
    assert out.sum().item() == pytest.approx(total, abs=1e-4)


@pytest.mark.parametrize("key", sorted(OBSERVED_3D))
def test_3d_observed_from_pytorch(key: tuple[str, str, bool]) -> None:
    mode, padding, align = key
    out = F.grid_sample(at.tensor(X5), at.tensor(GRID5), mode, padding, align)
    first, total = OBSERVED_3D[key]
    assert out.shape == (2, 2, 2, 3, 4)
    assert np.allclose(out.numpy().ravel()[:4], first, atol=1e-6)
    assert out.sum().item() == pytest.approx(total, abs=1e-4)


def _reflect(p: np.ndarray, low: float, high: float) -> np.ndarray:
    span = high - low
    d = np.abs(p - low)
    flips = np.floor(d / span)
    extra = np.fmod(d, span)
    return np.where(flips % 2 == 0, low + extra, high - extra)


def test_reflection_nearest_against_numpy() -> None:
    x, grid = X[:1, :1], GRID[:1]
    out = F.grid_sample(at.tensor(x), at.tensor(grid), "nearest", "reflection", align_corners=False)
    px = _reflect((grid[..., 0] + 1) * 5 / 2 - 0.5, -0.5, 4.5).clip(0, 4)
    py = _reflect((grid[..., 1] + 1) * 4 / 2 - 0.5, -0.5, 3.5).clip(0, 3)
    ref = x[0, 0][np.rint(py).astype(int), np.rint(px).astype(int)]
    assert np.allclose(out.numpy()[0, 0], ref[0])


def test_gradients() -> None:
    small, grid = at.tensor(X[:1, :1, :3, :4]), at.tensor(GRID[:1, :2, :3] * 0.9)
    for mode, padding in [
        ("bicubic", "reflection"),
        ("bicubic", "zeros"),
        ("bilinear", "reflection"),
    ]:
        assert gradcheck(
            lambda a, g, m=mode, p=padding: F.grid_sample(a, g, m, p, align_corners=False),
            (small.clone().requires_grad_(), grid.clone().requires_grad_()),
        )
    assert gradcheck(
        lambda a, g: F.grid_sample(a, g, "bilinear", "border", align_corners=True),
        (
            at.tensor(X5[:1, :1]).requires_grad_(),
            at.tensor(GRID5[:1, :1, :2] * 0.8).requires_grad_(),
        ),
    )
    g = at.tensor(GRID).requires_grad_()
    F.grid_sample(at.tensor(X), g, "nearest", align_corners=False).sum().backward()
    assert g.grad is not None and not g.grad.numpy().any()  # aten's zero grid gradient


def test_affine_grid_3d_and_checks() -> None:
    theta = at.tensor(rng.standard_normal((2, 3, 4)))
    grid = F.affine_grid(theta, (2, 3, 2, 3, 4), align_corners=False)
    zs, ys, xs = np.meshgrid(
        [-0.5, 0.5], [-2 / 3, 0, 2 / 3], [-0.75, -0.25, 0.25, 0.75], indexing="ij"
    )
    base = np.stack([xs, ys, zs, np.ones_like(xs)], -1)
    assert grid.shape == (2, 2, 3, 4, 3)
    assert np.allclose(grid.numpy(), np.einsum("dhwk,nik->ndhwi", base, theta.numpy()))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        F.affine_grid(theta[:, :2, :3], (2, 3, 4, 5))
    assert "Default grid_sample and affine_grid behavior has changed" in str(caught[0].message)
    for call, error, message in [
        (
            lambda: F.affine_grid(theta[:, :2, :3], (2, 3, 4, 5, 6), align_corners=False),
            ValueError,
            "Expected a batch of 3D affine matrices of shape Nx3x4",
        ),
        (
            lambda: F.affine_grid(theta[:, :2, :3], (2, 3, 0, 5), align_corners=False),
            ValueError,
            "Expected non-zero, positive output size. Got (2, 3, 0, 5)",
        ),
        (
            lambda: F.affine_grid(theta.long(), (2, 3, 4, 5, 6), align_corners=False),
            ValueError,
            "Expected theta to have floating point type",
        ),
        (
            lambda: F.affine_grid(theta, (2, 3, 4), align_corners=False),
            NotImplementedError,
            "affine_grid only supports 4D and 5D sizes",
        ),
        (
            lambda: F.grid_sample(at.tensor(X5), at.tensor(GRID5), "bicubic", align_corners=False),
            RuntimeError,
            "bicubic interpolation only supports 4D input",
        ),
        (
            lambda: F.grid_sample(at.ones(2, 3, 0, 5), at.tensor(GRID), align_corners=False),
            RuntimeError,
            "with dimension 2 being empty",
        ),
        (
            lambda: F.grid_sample(at.tensor(X), at.tensor(GRID).float(), align_corners=False),
            RuntimeError,
            "expected scalar type Double but found Float",
        ),
    ]:
        with pytest.raises(error) as info:
            call()
        assert message in str(info.value)
