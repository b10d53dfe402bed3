"""Gradients of modules and functional forms, checked with glasstorch.autograd.gradcheck
in float64 (finite differences against the backward pass) — through aten's dedicated nn
operators where autograd differentiates them, and through nn's decompositions."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import glasstorch.aten as at
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64
from glasstorch.nn import functional as F
from glasstorch.nn.functional._native import native_kernels


@pytest.fixture(params=[True, False], ids=["native", "decomposed"])
def path(request: pytest.FixtureRequest) -> Iterator[None]:
    with native_kernels(request.param):
        yield


def _leaf(*shape: int) -> at.Tensor:
    return at.rand(*shape, dtype=float64).requires_grad_()


def _with_params(module, params, inputs, args):  # type: ignore[no-untyped-def]
    out = module(*args[: len(inputs)])
    return out[0] if isinstance(out, tuple) else out


CASES: dict[str, Callable[[], tuple[nn.Module, tuple[at.Tensor, ...]]]] = {
    "linear": lambda: (nn.Linear(3, 2), (_leaf(4, 3),)),
    "bilinear": lambda: (nn.Bilinear(2, 3, 2), (_leaf(2, 2), _leaf(2, 3))),
    "conv2d": lambda: (nn.Conv2d(2, 2, 3, stride=2, padding=1), (_leaf(1, 2, 5, 4),)),
    "conv_transpose2d": lambda: (nn.ConvTranspose2d(2, 2, 2, stride=2), (_leaf(1, 2, 2, 3),)),
    "batchnorm_train": lambda: (nn.BatchNorm1d(3), (_leaf(4, 3),)),
    "layernorm": lambda: (nn.LayerNorm(4), (_leaf(2, 4),)),
    "groupnorm": lambda: (nn.GroupNorm(2, 4), (_leaf(2, 4, 3),)),
    "lstm_cell": lambda: (nn.LSTMCell(3, 2), (_leaf(2, 3),)),
    "gru": lambda: (nn.GRU(2, 3), (_leaf(3, 1, 2),)),
    "mha": lambda: (nn.MultiheadAttention(4, 2), (_leaf(3, 1, 4), _leaf(2, 1, 4), _leaf(2, 1, 4))),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_module_gradients(path: None, name: str) -> None:
    module, inputs = CASES[name]()
    module.double()
    params = list(module.parameters())
    assert gradcheck(lambda *args: _with_params(module, params, inputs, args), (*inputs, *params))


def test_embedding_gradient(path: None) -> None:
    emb = nn.Embedding(5, 2).double()
    idx = at.tensor([[0, 3], [3, 1]])
    assert gradcheck(lambda w: F.embedding(idx, w), (emb.weight,))


T = at.rand(3, 3, dtype=float64)  # a fixed target in (0, 1)
LOSSES = {
    "cross_entropy": lambda x: F.cross_entropy(x, at.tensor([0, 2, 1]), label_smoothing=0.1),
    "cross_entropy_weighted": lambda x: F.cross_entropy(
        x, at.tensor([0, 2, 1]), at.tensor([1.0, 2.0, 0.5], dtype=float64), reduction="sum"
    ),
    "cross_entropy_probs": lambda x: F.cross_entropy(x, T.softmax(1)),
    "nll": lambda x: F.nll_loss(x.log_softmax(1), at.tensor([1, 0, 2]), reduction="none"),
    "mse": lambda x: F.mse_loss(x, T),
    "l1": lambda x: F.l1_loss(x, T, reduction="sum"),
    "smooth_l1": lambda x: F.smooth_l1_loss(x * 3, T, beta=0.5),
    "huber": lambda x: F.huber_loss(x * 3, T, delta=0.5, reduction="none"),
    "bce": lambda x: F.binary_cross_entropy(x.sigmoid(), T),
    "bce_logits": lambda x: F.binary_cross_entropy_with_logits(
        x, T, pos_weight=at.tensor([1.0, 2.0, 3.0], dtype=float64)
    ),
    "kl_div": lambda x: F.kl_div(x.log_softmax(1), T, reduction="batchmean"),
}


@pytest.mark.parametrize("name", sorted(LOSSES))
def test_loss_gradients(path: None, name: str) -> None:
    x = (at.rand(3, 3, dtype=float64) * 2 - 1).requires_grad_()
    assert gradcheck(LOSSES[name], (x,))


def test_pooling_padding_interpolation_gradients(path: None) -> None:
    x = _leaf(1, 2, 4, 4)
    assert gradcheck(lambda t: F.max_pool2d(t, 2), (x,))
    assert gradcheck(lambda t: F.avg_pool2d(t, 3, 1, 1, count_include_pad=False), (x,))
    assert gradcheck(lambda t: F.adaptive_avg_pool2d(t, 3), (x,))
    assert gradcheck(lambda t: F.pad(t, (1, 2, 0, 1), mode="reflect"), (x,))
    assert gradcheck(lambda t: F.interpolate(t, scale_factor=1.5, mode="bilinear"), (x,))
