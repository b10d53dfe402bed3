"""grid_sample and affine_grid against a per-point numpy loop, with gradcheck for both
the input and the grid."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64
from glasstorch.nn import functional as F

rng = np.random.default_rng(3)
X = rng.standard_normal((2, 3, 4, 5))
GRID = rng.uniform(-1.2, 1.2, (2, 3, 6, 2))  # some points fall outside the image


def _pixel(v, size, align, border):
    p = (v + 1) / 2 * (size - 1) if align else ((v + 1) * size - 1) / 2
    return min(max(p, 0), size - 1) if border else p


def _reference(x, grid, mode, padding_mode, align):
    n, c, h, w = x.shape
    out = np.zeros((n, c, *grid.shape[1:3]))
    border = padding_mode == "border"

    def at_pixel(b, yi, xi):
        inside = 0 <= yi < h and 0 <= xi < w
        return x[b, :, yi, xi] if inside else np.zeros(c)

    for b in range(n):
        for i in range(grid.shape[1]):
            for j in range(grid.shape[2]):
                px = _pixel(grid[b, i, j, 0], w, align, border)
                py = _pixel(grid[b, i, j, 1], h, align, border)
                if mode == "nearest":
                    out[b, :, i, j] = at_pixel(b, int(np.rint(py)), int(np.rint(px)))
                    continue
                x0, y0 = int(np.floor(px)), int(np.floor(py))
                fx, fy = px - x0, py - y0
                out[b, :, i, j] = (
                    at_pixel(b, y0, x0) * (1 - fx) * (1 - fy)
                    + at_pixel(b, y0, x0 + 1) * fx * (1 - fy)
                    + at_pixel(b, y0 + 1, x0) * (1 - fx) * fy
                    + at_pixel(b, y0 + 1, x0 + 1) * fx * fy
                )
    return out


@pytest.mark.parametrize("mode", ["bilinear", "nearest"])
@pytest.mark.parametrize("padding_mode", ["zeros", "border"])
@pytest.mark.parametrize("align", [False, True])
def test_grid_sample_matches_a_loop_over_the_points(mode, padding_mode, align):
    out = F.grid_sample(at.tensor(X), at.tensor(GRID), mode, padding_mode, align)
    expected = _reference(X, GRID, mode, padding_mode, align)
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("padding_mode", ["zeros", "border"])
def test_bilinear_gradients_for_input_and_grid(padding_mode):
    x = at.tensor(X[:1, :2], dtype=float64, requires_grad=True)
    grid = at.tensor(GRID[:1, :2, :3], dtype=float64, requires_grad=True)
    assert gradcheck(lambda a, g: F.grid_sample(a, g, padding_mode=padding_mode,
                                                align_corners=False), (x, grid))  # fmt: skip


def test_affine_grid_is_theta_applied_to_the_base_grid():
    theta = rng.standard_normal((2, 2, 3))
    for align in (False, True):
        grid = F.affine_grid(at.tensor(theta), [2, 3, 4, 5], align_corners=align).numpy()
        xs, ys = np.linspace(-1, 1, 5), np.linspace(-1, 1, 4)
        if not align:
            xs, ys = xs * 4 / 5, ys * 3 / 4
        base = np.stack([*np.meshgrid(xs, ys, indexing="xy"), np.ones((4, 5))], -1)
        np.testing.assert_allclose(grid, base @ theta.transpose(0, 2, 1)[:, None], rtol=1e-12)
    # the identity map samples the image itself
    identity = at.tensor([[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]] * 2)
    grid = F.affine_grid(identity, [2, 3, 4, 5], align_corners=False)
    back = F.grid_sample(at.tensor(X, dtype=float64), grid.to(float64), align_corners=False)
    np.testing.assert_allclose(back.numpy(), X, atol=1e-6)


def test_errors():
    x, grid = at.tensor(X), at.tensor(GRID)
    with pytest.raises(ValueError, match="expected mode to be 'bilinear', 'nearest' or"):
        F.grid_sample(x, grid, mode="linear")
    with pytest.raises(ValueError, match="expected padding_mode to be 'zeros', 'border', or"):
        F.grid_sample(x, grid, padding_mode="wrap")
    with pytest.raises(RuntimeError, match="bicubic interpolation only supports 4D input"):
        F.grid_sample(
            x.unsqueeze(2),
            grid.unsqueeze(1).expand(2, 1, 3, 6, 2)[..., :1].expand(2, 1, 3, 6, 3),
            mode="bicubic",
        )
    with pytest.raises(RuntimeError, match="expected grid to have size 2 in last dimension"):
        F.grid_sample(x, at.ones(2, 3, 6, 3))
    with pytest.raises(RuntimeError, match="expected grid and input to have same batch size"):
        F.grid_sample(x, at.ones(1, 3, 6, 2))
