"""nn.attention's backend selection, AdaptiveLogSoftmaxWithLoss, Container,
factory_kwargs and common_types."""

from __future__ import annotations

import typing
import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64
from glasstorch.nn import functional as F
from glasstorch.nn.attention import SDPBackend, sdpa_kernel


def test_sdpa_kernel_restricts_backends() -> None:
    q = at.randn(1, 2, 4, 8)
    expected = F.scaled_dot_product_attention(q, q, q)
    for backends in (
        SDPBackend.MATH,
        SDPBackend.FLASH_ATTENTION,
        [SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH],
    ):
        with sdpa_kernel(backends) as state:
            assert state == {}
            assert np.allclose(F.scaled_dot_product_attention(q, q, q).numpy(), expected.numpy())
    # observed in PyTorch 2.13 on CPU: efficient, cuDNN and overrideable alone cannot run
    for backend in (
        SDPBackend.EFFICIENT_ATTENTION,
        SDPBackend.CUDNN_ATTENTION,
        SDPBackend.OVERRIDEABLE,
    ):
        with (
            sdpa_kernel(backend),
            pytest.raises(RuntimeError, match="No viable backend for scaled_dot_product_attention"),
        ):
            F.scaled_dot_product_attention(q, q, q)
    assert F.scaled_dot_product_attention(q, q, q).shape == (1, 2, 4, 8)  # restored on exit
    with pytest.raises(
        AssertionError,
        match="Backend must be an instance of SDPBackend or a list of SDPBackend instances, got",
    ):
        with sdpa_kernel("math"):  # type: ignore[arg-type]
            pass
    assert int(SDPBackend.FLASH_ATTENTION) == 1 and SDPBackend.MATH != 0
    assert (
        repr(SDPBackend.MATH) == "<SDPBackend.MATH: 0>"
        and str(SDPBackend.ERROR) == "SDPBackend.ERROR"
    )
    assert nn.attention.WARN_FOR_UNFUSED_KERNELS is False


def _asm() -> nn.AdaptiveLogSoftmaxWithLoss:
    m = nn.AdaptiveLogSoftmaxWithLoss(4, 6, [2, 4], div_value=2.0)
    for p in m.parameters():
        p.data = at.linspace(-1, 1, p.numel()).reshape(p.shape)
    return m


def test_adaptive_log_softmax_with_loss() -> None:
    m = _asm()
    assert [(k, tuple(v.shape)) for k, v in m.state_dict().items()] == [
        ("head.weight", (4, 4)),
        ("tail.0.0.weight", (2, 4)),
        ("tail.0.1.weight", (2, 2)),
        ("tail.1.0.weight", (1, 4)),
        ("tail.1.1.weight", (2, 1)),
    ]
    x = at.linspace(-2, 2, 12).reshape(3, 4)
    out = m(x, at.tensor([0, 3, 5]))
    # observed from PyTorch 2.13 with the same parameters
    assert np.allclose(
        out.output.detach().numpy(), [-0.04594868, -1.6096406, -0.1307908], atol=1e-6
    )
    assert out.loss.item() == pytest.approx(0.59545999, abs=1e-6)
    full = m.log_prob(x)
    assert np.allclose(
        full[0].detach().numpy(),
        [-0.04594868, -3.1489794, -7.8606367, -6.4753551, -11.8641243, -9.4398813],
        atol=1e-5,
    )
    assert np.allclose(np.exp(full.detach().numpy()).sum(1), 1.0, atol=1e-6)
    predicted = m.predict(x).tolist()
    assert predicted[0] == 0 and predicted[2] == 5  # as PyTorch 2.13 (row 1 is a tie)
    other = at.randn(20, 4)
    assert m.predict(other).tolist() == m.log_prob(other).argmax(1).tolist()
    single = m(x[1], at.tensor(3))
    assert single.output.shape == () and single.output.item() == pytest.approx(out.output[1].item())
    m.double()
    assert gradcheck(lambda t: m(t, at.tensor([1, 4, 2])).loss, (x.double().requires_grad_(),))
    with pytest.raises(
        RuntimeError,
        match=r"Target values should be in \[0, 5\], but values in range \[0, 6\] were found.",
    ):
        m(x.double(), at.tensor([0, 3, 6]))
    with pytest.raises(RuntimeError, match="0D target tensor expects 1D input tensors"):
        m(x.double(), at.tensor(1))
    with pytest.raises(
        ValueError, match="cutoffs should be a sequence of unique, positive integers"
    ):
        nn.AdaptiveLogSoftmaxWithLoss(4, 6, [2, 2])
    with pytest.raises(ValueError, match="cutoffs should be a sequence of length larger than 0"):
        nn.AdaptiveLogSoftmaxWithLoss(4, 6, [])


def test_container_factory_kwargs_and_common_types() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        c = nn.Container(a=nn.ReLU())
    assert caught[0].category is FutureWarning
    assert str(caught[0].message).startswith("`nn.Container` is deprecated.")
    assert repr(c) == "Container(\n  (a): ReLU()\n)"
    assert nn.factory_kwargs(None) == {}
    assert nn.factory_kwargs({"device": "cpu", "factory_kwargs": {"dtype": float64}}) == {
        "device": "cpu",
        "dtype": float64,
    }
    with pytest.raises(TypeError, match="unexpected kwargs"):
        nn.factory_kwargs({"size": 3})
    with pytest.raises(
        TypeError, match="dtype specified twice, in \\*\\*kwargs and in factory_kwargs"
    ):
        nn.factory_kwargs({"dtype": float64, "factory_kwargs": {"dtype": float64}})
    assert typing.get_args(nn.common_types._size_2_t) == (int, tuple[int, int])
    assert (
        nn.common_types._size_2_opt_t is not None and nn.common_types._maybe_indices_t is not None
    )
