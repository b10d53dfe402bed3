"""The margin, embedding and likelihood losses against numpy (float64), for every
reduction, with gradcheck, PyTorch's errors and the modules."""

from __future__ import annotations

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.nn import functional as F

rng = np.random.default_rng(11)
REDUCTIONS = ["none", "mean", "sum"]


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def _reduce(loss: np.ndarray, reduction: str) -> np.ndarray:
    return {"none": loss, "mean": loss.mean(), "sum": loss.sum()}[reduction]


def _close(ours: at.Tensor, ref: np.ndarray) -> bool:
    return ours.shape == np.shape(ref) and np.allclose(ours.numpy(), ref)


X = rng.standard_normal((3, 5))
X2 = rng.standard_normal((3, 5))
SIGNS = np.sign(rng.standard_normal((3, 5)))
Y1 = np.array([1.0, -1.0, 1.0])


def _log1pexp(z: np.ndarray) -> np.ndarray:
    return np.logaddexp(0, z)


def _multi_margin(x: np.ndarray, y: np.ndarray, p: int, margin: float, w: np.ndarray | None):
    out = np.zeros(len(y))
    for i, t in enumerate(y):
        z = np.maximum(margin - x[i, t] + x[i], 0) ** p
        z[t] = 0
        out[i] = z.sum() * (1 if w is None else w[t]) / x.shape[1]
    return out


def _multilabel_margin(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    out = np.zeros(len(x))
    for i in range(len(x)):
        listed = []
        for t in y[i]:
            if t == -1:
                break
            listed.append(t)
        others = [k for k in range(x.shape[1]) if k not in listed]
        out[i] = sum(max(0, 1 - (x[i, j] - x[i, k])) for j in listed for k in others)
    return out / x.shape[1]


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_margin_losses_against_numpy(reduction: str) -> None:
    x, x2, s = X, X2, SIGNS
    cos = (x * x2).sum(1) / np.sqrt(((x * x).sum(1) + 1e-12) * ((x2 * x2).sum(1) + 1e-12))
    w = np.array([1.0, 2.0, 3.0, 4.0, 5.0])
    mlm_target = np.array([[1, 3, -1, 0, 0], [4, 0, 1, 2, 3], [2, 2, -1, 1, 1]])
    cases = {
        "margin_ranking": (
            F.margin_ranking_loss(_t(x[:, 0]), _t(x2[:, 0]), _t(Y1), 0.3, reduction=reduction),
            np.maximum(0, -Y1 * (x[:, 0] - x2[:, 0]) + 0.3),
        ),
        "hinge_embedding": (
            F.hinge_embedding_loss(_t(x), _t(s), margin=0.7, reduction=reduction),
            np.where(s == 1, x, np.maximum(0, 0.7 - x)),
        ),
        "soft_margin": (F.soft_margin_loss(_t(x), _t(s), reduction=reduction), _log1pexp(-s * x)),
        "multilabel_soft_margin": (
            F.multilabel_soft_margin_loss(_t(x), _t((s > 0) * 1.0), _t(w), reduction=reduction),
            (w * ((s > 0) * _log1pexp(-x) + (s < 0) * _log1pexp(x))).mean(1),
        ),
        "cosine_embedding": (
            F.cosine_embedding_loss(_t(x), _t(x2), _t(Y1), margin=0.2, reduction=reduction),
            np.where(Y1 == 1, 1 - cos, np.maximum(0, cos - 0.2)),
        ),
        "multi_margin": (
            F.multi_margin_loss(_t(x), at.tensor([1, 4, 0]), reduction=reduction),
            _multi_margin(x, np.array([1, 4, 0]), 1, 1.0, None),
        ),
        "multi_margin_p2_weighted": (
            F.multi_margin_loss(_t(x), at.tensor([1, 4, 0]), 2, 0.6, _t(w), reduction=reduction),
            _multi_margin(x, np.array([1, 4, 0]), 2, 0.6, w),
        ),
        "multilabel_margin": (
            F.multilabel_margin_loss(_t(x), at.tensor(mlm_target), reduction=reduction),
            _multilabel_margin(x, mlm_target),
        ),
    }
    for name, (ours, ref) in cases.items():
        assert _close(ours, _reduce(ref, reduction)), name


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_triplet_and_likelihood_losses_against_numpy(reduction: str) -> None:
    a, p, n = X, X2, X * 0.5

    def dist(u: np.ndarray, v: np.ndarray, q: float) -> np.ndarray:
        return (np.abs(u - v + 1e-6) ** q).sum(1) ** (1 / q)

    d_neg = np.minimum(dist(a, n, 1.5), dist(p, n, 1.5))
    var = np.abs(X[:, :1]) + 0.1
    target = np.abs(X2) * 3
    stirling = target * np.log(target) - target + 0.5 * np.log(2 * math.pi * target)
    cases = {
        "triplet": (
            F.triplet_margin_loss(_t(a), _t(p), _t(n), 1.5, 1.5, swap=True, reduction=reduction),
            np.maximum(0, 1.5 + dist(a, p, 1.5) - d_neg),
        ),
        "triplet_with_distance": (
            F.triplet_margin_with_distance_loss(
                _t(a),
                _t(p),
                _t(n),
                distance_function=lambda u, v: (u - v).abs().sum(1),
                reduction=reduction,
            ),
            np.maximum(0, 1 + np.abs(a - p).sum(1) - np.abs(a - n).sum(1)),
        ),
        "poisson_full": (
            F.poisson_nll_loss(_t(X), _t(target), full=True, reduction=reduction),
            np.exp(X) - target * X + np.where(target > 1, stirling, 0),
        ),
        "poisson_rate": (
            F.poisson_nll_loss(_t(np.abs(X)), _t(target), log_input=False, reduction=reduction),
            np.abs(X) - target * np.log(np.abs(X) + 1e-8),
        ),
        "gaussian_shared_var": (
            F.gaussian_nll_loss(_t(X), _t(X2), _t(var[:, 0]), full=True, reduction=reduction),
            0.5 * (np.log(var) + (X - X2) ** 2 / var) + 0.5 * math.log(2 * math.pi),
        ),
        "gaussian_float_var": (
            F.gaussian_nll_loss(_t(X), _t(X2), 0.5, reduction=reduction),
            0.5 * (math.log(0.5) + (X - X2) ** 2 / 0.5),
        ),
    }
    for name, (ours, ref) in cases.items():
        assert _close(ours, _reduce(ref, reduction)), name


def test_unbatched_shapes_and_legacy_reduction() -> None:
    # observed in PyTorch 2.13: a (C) input gives one value of the target's shape
    assert F.multi_margin_loss(_t(X[0]), at.tensor(2), reduction="none").shape == ()
    assert F.multi_margin_loss(_t(X[0]), at.tensor([2]), reduction="none").shape == (1,)
    assert (
        F.multilabel_margin_loss(_t(X[0]), at.tensor([1, -1, 0, 0, 0]), reduction="none").shape
        == ()
    )
    with pytest.warns(UserWarning, match="size_average and reduce args will be deprecated"):
        summed = F.soft_margin_loss(_t(X), _t(SIGNS), size_average=False)
    assert np.isclose(summed.item(), _log1pexp(-SIGNS * X).sum())


def _leaf(a: np.ndarray) -> at.Tensor:
    return at.tensor(a).requires_grad_()


GRADIENTS = {
    "margin_ranking": lambda u: F.margin_ranking_loss(u[:, 0], u[:, 1], _t(Y1), 0.1),
    "hinge_embedding": lambda u: F.hinge_embedding_loss(u, _t(SIGNS), reduction="sum"),
    "soft_margin": lambda u: F.soft_margin_loss(u, _t(SIGNS)),
    "multilabel_soft_margin": lambda u: F.multilabel_soft_margin_loss(u, _t((SIGNS > 0) * 1.0)),
    "cosine_embedding": lambda u: F.cosine_embedding_loss(u, _t(X2), _t(Y1), reduction="none"),
    "multi_margin": lambda u: F.multi_margin_loss(u, at.tensor([1, 4, 0]), p=2),
    "multilabel_margin": lambda u: F.multilabel_margin_loss(
        u, at.tensor([[1, 3, -1, 0, 0], [4, 0, 1, 2, 3], [2, -1, 0, 0, 0]])
    ),
    "triplet": lambda u: F.triplet_margin_loss(u, _t(X2), u * 0.3, swap=True),
    "poisson": lambda u: F.poisson_nll_loss(u, _t(np.abs(X2) * 3), full=True),
    "gaussian": lambda u: F.gaussian_nll_loss(u, _t(X2), u[:, 0].abs() + 0.5),
}


@pytest.mark.parametrize("name", sorted(GRADIENTS))
def test_loss_gradients(name: str) -> None:
    assert gradcheck(GRADIENTS[name], (_leaf(X.copy()),))


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: F.margin_ranking_loss(_t(X), _t(X[0]), _t(X[0])),
            RuntimeError,
            "margin_ranking_loss : All input tensors should have same dimension",
        ),
        (
            lambda: F.cosine_embedding_loss(_t(X), _t(X), at.tensor(-1)),
            RuntimeError,
            "0D target tensor expects 1D input tensors, but found inputs with sizes [3, 5]",
        ),
        (
            lambda: F.cosine_embedding_loss(_t(X), _t(X), at.ones(3, 1)),
            RuntimeError,
            "0D or 1D target tensor expected, multi-target not supported",
        ),
        (
            lambda: F.multi_margin_loss(_t(X), at.tensor([1, 5, 0])),
            RuntimeError,
            "target out of range",
        ),
        (
            lambda: F.multi_margin_loss(_t(X), at.tensor([1])),
            RuntimeError,
            "Expected target size [3], but got [1]. Input has shape [3, 5].",
        ),
        (lambda: F.multi_margin_loss(_t(X), at.tensor([1, 4, 0]), p=3), ValueError, "only p == 1"),
        (
            lambda: F.multi_margin_loss(_t(X), at.tensor([1, 4, 0]), weight=at.ones(3).double()),
            RuntimeError,
            "inconsistent weight size, expected 5 but got [3]",
        ),
        (
            lambda: F.multi_margin_loss(at.ones(2, 0), at.tensor([1, 0])),
            RuntimeError,
            "Expected non-empty vector or matrix with optional 0-dim batch size, but got: [2, 0]",
        ),
        (
            lambda: F.multilabel_margin_loss(_t(X), at.zeros(3, 4).long()),
            RuntimeError,
            "inconsistent target size: [3, 4] for input of size: [3, 5]",
        ),
        (
            lambda: F.multilabel_margin_loss(_t(X), at.full((3, 5), 5).long()),
            RuntimeError,
            "argument #2 'target' is out of range",
        ),
        (
            lambda: F.multilabel_margin_loss(_t(X), at.zeros(3, 5)),
            RuntimeError,
            "expected scalar type Long but found Float",
        ),
        (
            lambda: F.triplet_margin_loss(_t(X), _t(X), _t(X[0])),
            RuntimeError,
            "anchor 2D, positive 2D, and negative 1D inputs",
        ),
        (lambda: F.triplet_margin_loss(_t(X), _t(X), _t(X), margin=0), ValueError, "got 0"),
        (
            lambda: F.poisson_nll_loss(_t(X), _t(X), reduction="bad"),
            ValueError,
            "bad is not a valid",
        ),
        (lambda: F.gaussian_nll_loss(_t(X), _t(X), -at.ones(3)), ValueError, "negative entry"),
        (lambda: F.gaussian_nll_loss(_t(X), _t(X), at.ones(1, 1)), ValueError, "incorrect size"),
        (
            lambda: F.gaussian_nll_loss(_t(X), _t(X), at.ones(3), reduction="x"),
            ValueError,
            "x is not valid",
        ),
    ],
)
def test_loss_errors(call, error, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_loss_modules() -> None:
    x, x2 = _t(X), _t(X2)
    target = at.tensor([1, 4, 0])
    assert np.allclose(
        nn.MultiMarginLoss(p=2, margin=0.5, reduction="sum")(x, target).numpy(),
        F.multi_margin_loss(x, target, 2, 0.5, reduction="sum").numpy(),
    )
    assert nn.MarginRankingLoss(0.2)(x[:, 0], x2[:, 0], _t(Y1)).item() == pytest.approx(
        F.margin_ranking_loss(x[:, 0], x2[:, 0], _t(Y1), 0.2).item()
    )
    assert nn.HingeEmbeddingLoss().margin == 1.0 and nn.CosineEmbeddingLoss().margin == 0.0
    assert nn.SoftMarginLoss(reduction="sum")(x, _t(SIGNS)).item() == pytest.approx(
        _log1pexp(-SIGNS * X).sum()
    )
    weighted = nn.MultiLabelSoftMarginLoss(weight=at.ones(5).double())
    assert "weight" in dict(weighted.named_buffers())
    assert nn.MultiLabelMarginLoss()(x, at.full((3, 5), -1).long()).item() == 0.0
    assert nn.TripletMarginLoss(p=1.0)(x, x2, x).item() == pytest.approx(
        F.triplet_margin_loss(x, x2, x, p=1.0).item()
    )
    with_distance = nn.TripletMarginWithDistanceLoss()
    assert repr(with_distance) == (
        "TripletMarginWithDistanceLoss(\n  (distance_function): PairwiseDistance()\n)"
    )
    assert with_distance(x, x2, x).item() == pytest.approx(F.triplet_margin_loss(x, x2, x).item())
    poisson = nn.PoissonNLLLoss(log_input=False, full=True, eps=1e-3)
    assert poisson(x.abs(), x2.abs()).item() == pytest.approx(
        F.poisson_nll_loss(x.abs(), x2.abs(), False, True, eps=1e-3).item()
    )
    gauss = nn.GaussianNLLLoss(full=True, reduction="none")
    assert gauss(x, x2, x.abs() + 1).shape == (3, 5)
    with pytest.raises(ValueError, match="expected weight to be None or 1D tensor, got 2D"):
        nn.MultiMarginLoss(weight=at.ones(2, 2))
    with pytest.raises(ValueError, match="TripletMarginLoss: expected margin to be greater"):
        nn.TripletMarginLoss(margin=-1)
    with pytest.raises(ValueError, match="TripletMarginWithDistanceLoss: expected margin"):
        nn.TripletMarginWithDistanceLoss(margin=0)
    assert issubclass(nn.NLLLoss2d, nn.NLLLoss)
    logp = at.tensor(rng.standard_normal((2, 3, 2, 2))).log_softmax(1)
    labels = at.tensor(rng.integers(0, 3, (2, 2, 2)))
    assert nn.NLLLoss2d()(logp, labels).item() == pytest.approx(F.nll_loss(logp, labels).item())
