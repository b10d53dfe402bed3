"""linear_cross_entropy (plain and chunked by LinearCrossEntropyOptions) against numpy,
its errors, and LinearCrossEntropyLoss."""

from __future__ import annotations

import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64, int64
from glasstorch.nn import functional as F

rng = np.random.default_rng(21)
X, W, B = rng.standard_normal((6, 4)), rng.standard_normal((5, 4)), rng.standard_normal(5)
CW = rng.random(5) + 0.5
T = np.array([0, 4, 2, -100, 1, 3])


def _reference(reduction: str) -> np.ndarray:
    logits = X @ W.T + B
    logp = logits - np.log(np.exp(logits).sum(1, keepdims=True))
    kept = T != -100
    safe = np.where(kept, T, 0)
    loss = -logp[np.arange(6), safe] * CW[safe] * kept
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    return loss.sum() / (CW[safe] * kept).sum()


OPTIONS = [
    None,
    nn.LinearCrossEntropyOptions(batch_chunk_size=2),
    nn.LinearCrossEntropyOptions(),
    nn.LinearCrossEntropyOptions(chunking_method="aspect_ratio:2"),
]


@pytest.mark.parametrize("options", OPTIONS, ids=["reference", "chunks_of_2", "auto", "ratio"])
@pytest.mark.parametrize("reduction", ["none", "mean", "sum"])
def test_against_numpy(options, reduction: str) -> None:  # type: ignore[no-untyped-def]
    out = F.linear_cross_entropy(
        at.tensor(X),
        at.tensor(W),
        at.tensor(T),
        linear_bias=at.tensor(B),
        weight=at.tensor(CW),
        reduction=reduction,
        options=options,
    )
    assert np.allclose(out.numpy(), _reference(reduction))
    assert gradcheck(
        lambda x, w: F.linear_cross_entropy(
            x, w, at.tensor(T), reduction=reduction, options=options
        ),
        (at.tensor(X).requires_grad_(), at.tensor(W).requires_grad_()),
    )


def test_shapes_probabilities_and_k_dimensional() -> None:
    x, w = at.tensor(X), at.tensor(W)
    single = F.linear_cross_entropy(x[0], w, at.tensor(T[0]))
    assert single.shape == () and single.item() == pytest.approx(
        F.cross_entropy(F.linear(x[0], w), at.tensor(T[0])).item()
    )
    probs = at.tensor(rng.random((6, 5)))
    assert F.linear_cross_entropy(x, w, probs, label_smoothing=0.1).item() == pytest.approx(
        F.cross_entropy(F.linear(x, w), probs, label_smoothing=0.1).item()
    )
    wk = at.tensor(rng.standard_normal((5, 2, 4)))
    target = at.tensor(rng.integers(0, 5, (6, 2)))
    logits = F.linear(x, wk.reshape(10, 4)).reshape(6, 5, 2)
    out = F.linear_cross_entropy(x, wk, target, reduction="none")
    assert out.shape == (6, 2) and np.allclose(
        out.numpy(), F.cross_entropy(logits, target, reduction="none").numpy()
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        F.linear_cross_entropy(
            x, w, at.tensor(T), label_smoothing=0.1, options=nn.LinearCrossEntropyOptions()
        )
    assert "linear_cross_entropy: ``options`` ignored" in str(caught[0].message)


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        (
            (at.ones(1, 6, 4), at.ones(5, 4), at.zeros(6).long()),
            {},
            "expected input with dimensionality 1 or 2, got 3",
        ),
        (
            (at.ones(6, 4), at.ones(4), at.zeros(6).long()),
            {},
            "expected linear_weight with dimensionality at least 2, got 1",
        ),
        ((at.ones(6, 4), at.ones(5, 3), at.zeros(6).long()), {}, "got 4 and 3, respectively"),
        (
            (at.ones(6, 4), at.ones(5, 4), at.zeros(6).long()),
            {"linear_bias": at.zeros(4)},
            "expected linear_bias shape (5,), got (4,)",
        ),
        ((at.ones(4), at.ones(5, 1, 4), at.zeros(1).long()), {}, "requires batched input, (N, 4)"),
        (
            (at.ones(6, 4), at.ones(5, 4), at.ones(6, 5)),
            {"ignore_index": 1},
            "ignore_index cannot be specified when target contains probabilities",
        ),
    ],
)
def test_errors(args, kwargs, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuntimeError) as info:
        F.linear_cross_entropy(*args, **kwargs)
    assert message in str(info.value)


def test_options_validation() -> None:
    assert repr(nn.LinearCrossEntropyOptions(batch_chunk_size=3)) == (
        "LinearCrossEntropyOptions(allow_retain_graph=False, batch_chunk_size=3, "
        "chunking_method='auto', acc_policy='auto', acc_dtype=None)"
    )
    for kwargs, message in [
        ({"batch_chunk_size": 0}, "batch_chunk_size must be positive int or None, got 0"),
        ({"acc_policy": "x"}, "invalid acc_policy: 'x'"),
        ({"chunking_method": "aspect_ratio:0"}, "invalid chunking_method: 'aspect_ratio:0'"),
        ({"acc_dtype": int64}, "acc_dtype must be one of"),
    ]:
        with pytest.raises(ValueError) as info:
            nn.LinearCrossEntropyOptions(**kwargs)
        assert message in str(info.value)
    conflicting = nn.LinearCrossEntropyOptions(batch_chunk_size=2, chunking_method="aspect_ratio")
    with pytest.raises(ValueError, match=r"give different chunk sizes \(2 vs 4\); pass only one."):
        F.linear_cross_entropy(at.tensor(X), at.tensor(W), at.tensor(T), options=conflicting)


def test_linear_cross_entropy_loss_module() -> None:
    m = nn.LinearCrossEntropyLoss(4, 3, out_features=(2,), bias=True, ignore_index=0)
    assert repr(m) == (
        "LinearCrossEntropyLoss(\n  in_features=4, num_classes=3, out_features=(2,), bias=True, "
        "reduction=mean, ignore_index=0, label_smoothing=0.0, options=None\n"
        "  (linear): Linear(in_features=4, out_features=6, bias=True)\n)"
    )
    assert [(k, tuple(v.shape)) for k, v in m.state_dict().items()] == [
        ("linear.weight", (6, 4)),
        ("linear.bias", (6,)),
    ]
    x, target = at.randn(5, 4), at.tensor(rng.integers(0, 3, (5, 2)))
    logits = m.linear(x).reshape(5, 3, 2)
    assert m(x, target).item() == pytest.approx(
        F.cross_entropy(logits, target, ignore_index=0).item(), abs=1e-6
    )
    with pytest.raises(RuntimeError, match=r"expected weight shape to be \(3,\), got \(4,\)"):
        nn.LinearCrossEntropyLoss(4, 3, weight=at.ones(4))
    with pytest.raises(
        RuntimeError, match=r"expected label_smoothing to be in range \[0, 1\], got 2.0"
    ):
        nn.LinearCrossEntropyLoss(4, 3, label_smoothing=2.0)
    assert nn.LinearCrossEntropyLoss(4, 3, dtype=float64).linear.weight.dtype == float64
