"""OpInfo entries for the losses (tag ``nn``), with numpy references: nll_loss's weighted
mean and ignore_index, cross entropy with class indices, probabilities and label smoothing,
the pointwise losses and binary cross entropy (on probabilities and on logits).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from scipy import special

from .opinfo import SampleInput, register_opinfos
from .opinfo_nn import aten_op, nn_info

__all__ = ["opinfos"]


def _reduce(loss: np.ndarray, reduction: int) -> Any:
    return loss if reduction == 0 else (loss.mean() if reduction == 1 else loss.sum())


def _ref_nll(
    x: np.ndarray, t: np.ndarray, weight: Any = None, reduction: int = 1, ignore_index: int = -100
) -> Any:
    """The weighted negative log likelihood of each target class (classes at dim 1)."""
    if x.ndim == 1:  # no batch dim
        loss = _ref_nll(x[None], np.reshape(t, (1,)), weight, reduction, ignore_index)
        return loss[0] if reduction == 0 else loss
    x = np.moveaxis(x, 1, -1)
    w = np.ones(x.shape[-1]) if weight is None else weight
    kept = t != ignore_index
    safe = np.where(kept, t, 0)
    picked = np.take_along_axis(x, safe[..., None], -1)[..., 0]
    weights = np.where(kept, w[safe], 0.0)
    losses = -weights * picked
    if reduction == 0:
        return losses
    return losses.sum() / weights.sum() if reduction == 1 else losses.sum()


def _ref_cross_entropy(
    x: np.ndarray,
    t: np.ndarray,
    weight: Any = None,
    reduction: int = 1,
    ignore_index: int = -100,
    label_smoothing: float = 0.0,
) -> Any:
    dim = 0 if x.ndim == 1 else 1
    logp = special.log_softmax(x, axis=dim)
    classes = x.shape[dim]
    w = np.ones(classes) if weight is None else weight
    shape = [1] * x.ndim
    shape[dim] = classes
    if t.dtype.kind == "f":  # class probabilities
        q = t * (1 - label_smoothing) + label_smoothing / classes
        losses = -(logp * q * w.reshape(shape)).sum(axis=dim)
        if reduction == 1:
            return losses.sum() / (x.size // classes)
        return _reduce(losses, reduction)
    nll = _ref_nll(logp, t, weight, reduction, ignore_index)
    if not label_smoothing:
        return nll
    kept = t != ignore_index
    smooth = np.where(kept, -(logp * w.reshape(shape)).sum(axis=dim), 0.0)
    if reduction == 1:
        smooth = smooth.sum() / np.where(kept, w[np.where(kept, t, 0)], 0).sum()
    else:
        smooth = _reduce(smooth, reduction)
    return (1 - label_smoothing) * nll + label_smoothing / classes * smooth


def _nll_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, w = rng.standard_normal((4, 3)), rng.uniform(0.5, 2, 3)
    t = np.array([0, 2, 1, 2])
    return [
        SampleInput((x, t)),
        SampleInput((x, t, w, 2), name="weighted_sum"),
        SampleInput((x, t, w, 1, 2), name="weighted_mean_ignore"),
        SampleInput((x, t, None, 0, 1), name="none"),
        SampleInput((x[0], np.array(2)), name="unbatched"),
        SampleInput(
            (rng.standard_normal((2, 3, 2, 2)), rng.integers(0, 3, (2, 2, 2)), w), name="4d"
        ),
    ]


def _cross_entropy_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, w = rng.standard_normal((4, 3)), rng.uniform(0.5, 2, 3)
    t = np.array([0, 2, 1, 2])
    probs = special.softmax(rng.standard_normal((4, 3)), axis=1)
    return [
        *_nll_samples(rng),
        SampleInput((x, t, w, 1, 1, 0.2), name="smoothing"),
        SampleInput((x, t, None, 0, -100, 0.1), name="smoothing_none"),
        SampleInput((x, probs), name="probabilities"),
        SampleInput((x, probs, w, 1, -100, 0.3), name="probabilities_smoothing"),
        SampleInput(
            (rng.standard_normal((2, 3, 4)), probs.reshape(2, 3, 2).repeat(2, axis=2), w, 0),
            name="probabilities_3d",
        ),
    ]


def _pointwise_loss(fn: Any) -> Any:
    def ref(x: np.ndarray, y: np.ndarray, reduction: int = 1, *args: Any) -> Any:
        return _reduce(fn(x - y, *args), reduction)

    return ref


def _smooth_l1(d: np.ndarray, beta: float = 1.0) -> np.ndarray:
    z = np.abs(d)
    return np.where(z < beta, 0.5 * z * z / (beta or 1), z - 0.5 * beta)


def _huber(d: np.ndarray, delta: float = 1.0) -> np.ndarray:
    z = np.abs(d)
    return np.where(z < delta, 0.5 * z * z, delta * (z - 0.5 * delta))


def _loss_samples(*extra: Any) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        x, y = rng.standard_normal((3, 4)), rng.standard_normal((3, 4))
        return [
            SampleInput((x, y)),
            SampleInput((x, y, 0, *extra), name="none"),
            SampleInput((x, y, 2, *extra), name="sum"),
        ]

    return samples


def _ref_bce(x: np.ndarray, t: np.ndarray, weight: Any = None, reduction: int = 1) -> Any:
    loss = -(t * np.maximum(np.log(x), -100) + (1 - t) * np.maximum(np.log1p(-x), -100))
    return _reduce(loss * (1 if weight is None else weight), reduction)


def _bce_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, t = rng.uniform(0.05, 0.95, (3, 4)), rng.uniform(0, 1, (3, 4))
    return [SampleInput((x, t)), SampleInput((x, t, rng.uniform(0, 2, 4), 0), name="weighted")]


def _ref_bce_logits(
    x: np.ndarray, t: np.ndarray, weight: Any = None, pos_weight: Any = None, reduction: int = 1
) -> Any:
    log_sig, log_one_minus = -np.logaddexp(0, -x), -np.logaddexp(0, x)
    p = 1 if pos_weight is None else pos_weight
    loss = -(p * t * log_sig + (1 - t) * log_one_minus)
    return _reduce(loss * (1 if weight is None else weight), reduction)


def _bce_logits_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, t = rng.standard_normal((3, 4)) * 3, rng.uniform(0, 1, (3, 4))
    kwargs = {"weight": rng.uniform(0, 2, 4), "pos_weight": rng.uniform(0.5, 3, 4)}
    return [SampleInput((x, t)), SampleInput((x, t), {**kwargs, "reduction": 2}, "weighted")]


opinfos = [
    nn_info("nll_loss", _ref_nll, _nll_samples, op=aten_op("nll_loss_nd")),
    nn_info(
        "cross_entropy",
        _ref_cross_entropy,
        _cross_entropy_samples,
        (0, 1),
        op=aten_op("cross_entropy_loss"),
    ),
    nn_info(
        "mse_loss", _pointwise_loss(np.square), _loss_samples(), (0, 1), op=aten_op("mse_loss")
    ),
    nn_info("l1_loss", _pointwise_loss(np.abs), _loss_samples(), (0, 1), op=aten_op("l1_loss")),
    nn_info(
        "smooth_l1_loss",
        _pointwise_loss(_smooth_l1),
        _loss_samples(0.5),
        (0, 1),
        op=aten_op("smooth_l1_loss"),
    ),
    nn_info(
        "huber_loss", _pointwise_loss(_huber), _loss_samples(0.7), (0, 1), op=aten_op("huber_loss")
    ),
    nn_info("binary_cross_entropy", _ref_bce, _bce_samples, op=aten_op("binary_cross_entropy")),
    nn_info("binary_cross_entropy_with_logits", _ref_bce_logits, _bce_logits_samples, (0, 1)),
]

register_opinfos(opinfos)
