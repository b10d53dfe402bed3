"""conv_tbc, nn.grad, grouped_mm, the TorchScript helpers of nn.functional, and the
deprecated init spellings."""

from __future__ import annotations

import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import bfloat16, float64, int32
from glasstorch.nn import functional as F

rng = np.random.default_rng(9)


def _t(*shape: int, dtype=None) -> at.Tensor:  # type: ignore[no-untyped-def]
    a = rng.standard_normal(shape)
    return at.tensor(a.astype(np.float32)) if dtype is None else at.tensor(a)


def test_conv_tbc() -> None:
    x, w, b = _t(5, 2, 3, dtype=float64), _t(3, 3, 4, dtype=float64), _t(4, dtype=float64)
    out = F.conv_tbc(x, w, b, 1)
    xa, wa = x.numpy(), w.numpy()
    padded = np.pad(xa, ((1, 1), (0, 0), (0, 0)))
    ref = np.stack([np.einsum("kbi,kio->bo", padded[t : t + 3], wa) for t in range(5)]) + b.numpy()
    assert out.shape == (5, 2, 4) and np.allclose(out.numpy(), ref)
    assert F.conv_tbc(x, w, b).shape == (3, 2, 4)
    assert gradcheck(
        lambda a, c, d: F.conv_tbc(a, c, d, 2),
        (x.requires_grad_(), w.requires_grad_(), b.requires_grad_()),
    )
    for call, message in [
        (lambda: F.conv_tbc(x[0], w, b), "Input must have 3 dims: time, batch, in_channel"),
        (lambda: F.conv_tbc(x, w[0], b), "Weight tensor must have 3 dims"),
        (lambda: F.conv_tbc(x, w, b[None]), "Bias must be 1-D"),
        (lambda: F.conv_tbc(x, w[:, :2], b), "Input dim 2 (input channels) is not == dim 1"),
        (lambda: F.conv_tbc(x, w, b[:3]), "Bias size must equal dim 2 in the weight tensor"),
        (lambda: F.conv_tbc(x, _t(7, 3, 4, dtype=float64), b), "negative dimension -1: [-1, 2, 4]"),
    ]:
        with pytest.raises(RuntimeError) as info:
            call()
        assert message in str(info.value)


@pytest.mark.parametrize("nd", [1, 2, 3])
def test_nn_grad_matches_autograd(nd: int) -> None:
    x = _t(2, 4, *([5] * nd), dtype=float64).requires_grad_()
    w = _t(6, 2, *([2] * nd), dtype=float64).requires_grad_()
    conv = (F.conv1d, F.conv2d, F.conv3d)[nd - 1]
    y = conv(x, w, None, 2, 1, 1, 2)
    g = at.randn_like(y)
    y.backward(g)
    grad_input = getattr(nn.grad, f"conv{nd}d_input")(x.shape, w.detach(), g, 2, 1, 1, 2)
    grad_weight = getattr(nn.grad, f"conv{nd}d_weight")(x.detach(), w.shape, g, 2, 1, 1, 2)
    assert np.allclose(grad_input.numpy(), x.grad.numpy())
    assert np.allclose(grad_weight.numpy(), w.grad.numpy())
    assert F.grad is nn.grad


def test_grouped_mm() -> None:
    a3, b3 = _t(2, 8, 16), _t(2, 16, 8)
    assert np.allclose(F.grouped_mm(a3, b3).numpy(), a3.numpy() @ b3.numpy(), atol=1e-5)
    a2, offs = _t(24, 16), at.tensor([8, 16], dtype=int32)
    out = F.grouped_mm(a2, b3, offs=offs)
    ref = np.concatenate([a2.numpy()[:8] @ b3.numpy()[0], a2.numpy()[8:16] @ b3.numpy()[1]])
    assert out.shape == (24, 8) and np.allclose(out.numpy()[:16], ref, atol=1e-5)
    assert not out.numpy()[16:].any()  # rows past offs[-1] belong to no group
    b2 = _t(16, 24)
    cols = F.grouped_mm(a3, b2, offs=offs)
    assert np.allclose(cols.numpy()[:, 8:16], a3.numpy()[1] @ b2.numpy()[:, 8:16], atol=1e-5)
    k_split = F.grouped_mm(_t(8, 32), _t(32, 8), offs=offs)
    assert k_split.shape == (2, 8, 8)
    assert F.grouped_mm(a3.to(bfloat16), b3.to(bfloat16)).dtype == bfloat16
    ga, gb = a3.clone().requires_grad_(), b3.clone().requires_grad_()
    F.grouped_mm(ga, gb).sum().backward()
    assert np.allclose(
        ga.grad.numpy(), np.broadcast_to(b3.numpy().sum(2)[:, None, :], (2, 8, 16)), atol=1e-5
    )


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda: F.grouped_mm(_t(2, 8, 16).double(), _t(2, 16, 8)),
            "Expected mat_a to be Float32, BFloat16 or Float16 matrix, got Double",
        ),
        (
            lambda: F.grouped_mm(_t(2, 8, 16), _t(2, 16, 8), offs=at.tensor([8, 16], dtype=int32)),
            "Have to provide offsets if there is a 2d matrix",
        ),
        (
            lambda: F.grouped_mm(_t(24, 16), _t(2, 16, 8), offs=at.tensor([8, 16])),
            "Offsets have to be int32",
        ),
        (
            lambda: F.grouped_mm(_t(2, 8, 16), _t(2, 16, 8), bias=at.zeros(8)),
            "Bias not supported yet",
        ),
        (
            lambda: F.grouped_mm(_t(2, 8, 15), _t(2, 15, 8)),
            "strides should be multiple of 16 bytes",
        ),
        (lambda: F.grouped_mm(_t(2, 8, 16), _t(3, 16, 8)), "batched dimension has to match"),
        (
            lambda: F.grouped_mm(_t(2, 8, 16), _t(2, 16, 8), out_dtype=float64),
            "output dtype must match `mat_a` dtype",
        ),
    ],
)
def test_grouped_mm_errors(call, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuntimeError) as info:
        call()
    assert message in str(info.value)


def test_script_helpers_and_constants() -> None:
    def with_indices(x: int, flag: bool = False) -> str:
        return "true"

    def without(x: int, flag: bool = False) -> str:
        """Docstring shared by both."""
        return "false"

    fn = F.boolean_dispatch("flag", 1, False, with_indices, without, "mod", "picked")
    assert (fn(1), fn(1, True), fn(1, flag=True)) == ("false", "true", "true")
    assert fn.__name__ == "picked" and fn.__module__ == "mod" and fn.__doc__ == with_indices.__doc__
    assert F.BroadcastingList2[int] is None and F.BroadcastingList1 is F.BroadcastingList3
    F.assert_int_or_pair(3, "kernel_size", "{} must be int or pair")
    with pytest.raises(AssertionError, match="kernel_size must be int or pair"):
        F.assert_int_or_pair([1, 2, 3], "kernel_size", "{} must be int or pair")
    assert F.GRID_SAMPLE_INTERPOLATION_MODES == {"bilinear": 0, "nearest": 1, "bicubic": 2}
    assert F.GRID_SAMPLE_PADDING_MODES == {"zeros": 0, "border": 1, "reflection": 2}
    assert set(F.reproducibility_notes) == {
        "forward_reproducibility_note",
        "backward_reproducibility_note",
        "cudnn_reproducibility_note",
    }
    assert set(F.sparse_support_notes) == {"sparse_beta_warning"} and set(F.tf32_notes) == {
        "tf32_note"
    }
    assert F.Tensor is at.Tensor


def test_deprecated_init_spellings() -> None:
    w = at.empty(3, 3)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        nn.init.eye(w)
        d = nn.init.dirac(at.empty(2, 2, 3))
    assert np.array_equal(w.numpy(), np.eye(3))
    assert d[0, 0].tolist() == [0.0, 1.0, 0.0] and d[0, 1].tolist() == [0.0, 0.0, 0.0]
    messages = [str(c.message) for c in caught]
    assert "`nn.init.eye` is now deprecated in favor of `nn.init.eye_`." in messages
    assert "`nn.init.dirac` is now deprecated in favor of `nn.init.dirac_`." in messages
    assert all(c.category is FutureWarning for c in caught)
