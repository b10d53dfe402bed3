"""Losses against numpy, with every reduction, in the native and decomposed paths."""

from __future__ import annotations

from collections.abc import Iterator

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn import functional as F
from glasstorch.nn.functional._native import native_kernels

rng = np.random.default_rng(2)
REDUCTIONS = ["none", "mean", "sum"]


@pytest.fixture(params=[True, False], ids=["native", "decomposed"])
def path(request: pytest.FixtureRequest) -> Iterator[None]:
    with native_kernels(request.param):
        yield


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def _reduce(loss: np.ndarray, reduction: str) -> np.ndarray:
    return {"none": loss, "mean": loss.mean(), "sum": loss.sum()}[reduction]


def _log_softmax(x: np.ndarray, axis: int) -> np.ndarray:
    shifted = x - x.max(axis, keepdims=True)
    return shifted - np.log(np.exp(shifted).sum(axis, keepdims=True))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_pointwise_losses(path: None, reduction: str) -> None:
    x, y = rng.standard_normal((3, 4)) * 2, rng.standard_normal((3, 4))
    d = x - y
    cases = {
        "mse": (F.mse_loss(_t(x), _t(y), reduction=reduction), d**2),
        "l1": (F.l1_loss(_t(x), _t(y), reduction=reduction), np.abs(d)),
        "smooth_l1": (
            F.smooth_l1_loss(_t(x), _t(y), reduction=reduction, beta=0.7),
            np.where(np.abs(d) < 0.7, 0.5 * d**2 / 0.7, np.abs(d) - 0.35),
        ),
        "huber": (
            F.huber_loss(_t(x), _t(y), reduction=reduction, delta=0.7),
            np.where(np.abs(d) < 0.7, 0.5 * d**2, 0.7 * (np.abs(d) - 0.35)),
        ),
    }
    for name, (ours, ref) in cases.items():
        assert np.allclose(ours.numpy(), _reduce(ref, reduction)), name


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_nll_and_cross_entropy_with_weights_and_ignore_index(path: None, reduction: str) -> None:
    logits = rng.standard_normal((6, 5))
    target = np.array([0, 4, 2, -100, 1, 4])
    weight = rng.random(5) + 0.5
    logp = _log_softmax(logits, 1)
    keep = target != -100
    safe = np.where(keep, target, 0)
    per = -logp[np.arange(6), safe] * weight[safe] * keep
    ref = per if reduction == "none" else per.sum()
    if reduction == "mean":
        ref = per.sum() / (weight[safe] * keep).sum()
    ours = F.cross_entropy(_t(logits), _t(target), _t(weight), reduction=reduction)
    assert np.allclose(ours.numpy(), ref)
    ours = F.nll_loss(_t(logp), _t(target), _t(weight), reduction=reduction)
    assert np.allclose(ours.numpy(), ref)


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_cross_entropy_label_smoothing(path: None, reduction: str) -> None:
    logits = rng.standard_normal((4, 3))
    target = np.array([2, 0, 1, 1])
    eps = 0.2
    logp = _log_softmax(logits, 1)
    nll = -logp[np.arange(4), target]
    smooth = -logp.sum(1)
    per = (1 - eps) * nll + eps / 3 * smooth
    ours = F.cross_entropy(_t(logits), _t(target), reduction=reduction, label_smoothing=eps)
    assert np.allclose(ours.numpy(), _reduce(per, reduction))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_cross_entropy_probability_targets_and_spatial_inputs(path: None, reduction: str) -> None:
    logits = rng.standard_normal((2, 3, 4))  # (N, C, d1)
    probs = rng.random((2, 3, 4))
    probs /= probs.sum(1, keepdims=True)
    per = -(_log_softmax(logits, 1) * probs).sum(1)
    ours = F.cross_entropy(_t(logits), _t(probs), reduction=reduction)
    assert np.allclose(ours.numpy(), _reduce(per, reduction))
    target = rng.integers(0, 3, (2, 4))
    logp = _log_softmax(logits, 1)
    per = -np.take_along_axis(logp, target[:, None], 1)[:, 0]
    ours = F.cross_entropy(_t(logits), _t(target), reduction=reduction)
    assert np.allclose(ours.numpy(), _reduce(per, reduction))


def test_cross_entropy_unbatched_and_errors(path: None) -> None:
    logits = rng.standard_normal(4)
    ours = F.cross_entropy(_t(logits), at.tensor(2))
    assert np.allclose(ours.numpy(), -_log_softmax(logits, 0)[2])
    with pytest.raises(IndexError, match="Target 7 is out of bounds"):
        F.cross_entropy(_t(rng.standard_normal((2, 4))), at.tensor([1, 7]))
    with pytest.raises(ValueError, match=r"Expected input batch_size \(2\) to match target"):
        F.nll_loss(_t(rng.standard_normal((2, 4))), at.tensor([1, 2, 3]))


@pytest.mark.parametrize("reduction", REDUCTIONS)
def test_binary_cross_entropy_and_with_logits(path: None, reduction: str) -> None:
    p = rng.random((3, 4)) * 0.98 + 0.01
    y = rng.random((3, 4))
    w = rng.random(4)
    per = -w * (y * np.log(p) + (1 - y) * np.log(1 - p))
    ours = F.binary_cross_entropy(_t(p), _t(y), _t(w), reduction=reduction)
    assert np.allclose(ours.numpy(), _reduce(per, reduction))
    x = rng.standard_normal((3, 4)) * 4
    pos = rng.random(4) + 0.5
    sig = 1 / (1 + np.exp(-x))
    per = -w * (pos * y * np.log(sig) + (1 - y) * np.log(1 - sig))
    ours = F.binary_cross_entropy_with_logits(
        _t(x), _t(y), _t(w), reduction=reduction, pos_weight=_t(pos)
    )
    assert np.allclose(ours.numpy(), _reduce(per, reduction))
    with pytest.raises(ValueError, match="Using a target size"):
        F.binary_cross_entropy(_t(p), _t(y[:2]))


def test_binary_cross_entropy_clamps_log_and_logits_are_stable(path: None) -> None:
    loss = F.binary_cross_entropy(at.tensor([0.0, 1.0]), at.tensor([1.0, 0.0]), reduction="none")
    assert loss.tolist() == [100.0, 100.0]
    big = F.binary_cross_entropy_with_logits(
        at.tensor([1000.0, -1000.0]), at.tensor([0.0, 1.0]), reduction="none"
    )
    assert np.allclose(big.numpy(), [1000.0, 1000.0])


def test_kl_div_reductions() -> None:
    logq = _log_softmax(rng.standard_normal((3, 4)), 1)
    p = np.exp(_log_softmax(rng.standard_normal((3, 4)), 1))
    per = p * (np.log(p) - logq)
    assert np.allclose(F.kl_div(_t(logq), _t(p), reduction="sum").numpy(), per.sum())
    assert np.allclose(F.kl_div(_t(logq), _t(p), reduction="batchmean").numpy(), per.sum() / 3)
    logp = np.log(p)
    ours = F.kl_div(_t(logq), _t(logp), reduction="none", log_target=True)
    assert np.allclose(ours.numpy(), per)


def test_size_mismatch_warning_and_legacy_arguments() -> None:
    with pytest.warns(UserWarning, match="Using a target size"):
        F.mse_loss(at.zeros(3, 1), at.zeros(3))
    with pytest.warns(UserWarning, match="size_average and reduce args will be deprecated"):
        legacy = F.l1_loss(at.tensor([1.0, 3.0]), at.zeros(2), size_average=False)
    assert legacy.item() == 4.0
    with pytest.raises(ValueError, match="is not a valid value for reduction"):
        F.mse_loss(at.zeros(1), at.zeros(1), reduction="avg")
    weighted = F.mse_loss(at.tensor([1.0, 2.0]), at.zeros(2), weight=at.tensor([1.0, 3.0]))
    assert weighted.item() == pytest.approx(13.0 / 4.0)


def test_loss_modules_forward_to_functional_and_register_weights() -> None:
    logits, target = _t(rng.standard_normal((4, 3))), at.tensor([0, 2, 1, 1])
    w = at.tensor([1.0, 2.0, 3.0])
    ce = nn.CrossEntropyLoss(weight=w, label_smoothing=0.1, reduction="sum")
    assert ce(logits, target).item() == pytest.approx(
        F.cross_entropy(logits, target, w, reduction="sum", label_smoothing=0.1).item()
    )
    assert list(ce.state_dict()) == ["weight"]
    bce = nn.BCEWithLogitsLoss(pos_weight=at.ones(3))
    assert list(bce.state_dict()) == ["pos_weight"]
    assert nn.NLLLoss(reduction="none")(logits, target).shape == (4,)
    with pytest.warns(UserWarning, match="please use reduction='sum'"):
        assert nn.MSELoss(size_average=False, reduce=True).reduction == "sum"
    assert nn.HuberLoss(delta=2.0)(logits, logits).item() == 0.0
