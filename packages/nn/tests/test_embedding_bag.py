"""EmbeddingBag and F.embedding_bag against a loop over the bags in numpy: the three
modes, offsets (empty bags, include_last_offset), 2-D input, padding_idx and
per-sample weights; gradients by gradcheck; PyTorch's errors."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64, int64
from glasstorch.nn import functional as F

rng = np.random.default_rng(7)
WEIGHT = rng.standard_normal((10, 3))
INDICES = np.array([1, 2, 4, 5, 4, 3, 2, 9])
OFFSETS = np.array([0, 3, 3, 6])  # bag 1 is empty


def _reference(indices, offsets, mode, weights=None, padding_idx=None):
    ends = [*offsets[1:], len(indices)]
    out = []
    for start, end in zip(offsets, ends, strict=True):
        picked = [(i, 1.0 if weights is None else weights[k])
                  for k, i in enumerate(indices[start:end], start) if i != padding_idx]  # fmt: skip
        rows = np.array([WEIGHT[i] * w for i, w in picked]).reshape(-1, 3)
        if not len(rows):
            out.append(np.zeros(3))
        elif mode == "sum":
            out.append(rows.sum(0))
        elif mode == "mean":
            out.append(rows.mean(0))
        else:
            out.append(rows.max(0))
    return np.stack(out)


def _ints(a):
    return at.tensor(a, dtype=int64)


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
@pytest.mark.parametrize("padding_idx", [None, 4])
def test_bags_match_a_loop_over_them(mode, padding_idx):
    weight = at.tensor(WEIGHT, dtype=float64)
    out = F.embedding_bag(_ints(INDICES), weight, _ints(OFFSETS), mode=mode,
                          padding_idx=padding_idx)  # fmt: skip
    expected = _reference(INDICES, OFFSETS, mode, padding_idx=padding_idx)
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-12)
    last = F.embedding_bag(_ints(INDICES), weight, _ints([*OFFSETS, len(INDICES)]), mode=mode,
                           include_last_offset=True, padding_idx=padding_idx)  # fmt: skip
    np.testing.assert_allclose(last.numpy(), expected, rtol=1e-12)


def test_two_dimensional_input_is_bags_of_equal_length_and_weights_scale_rows():
    weight = at.tensor(WEIGHT, dtype=float64)
    rows = np.array([[1, 2, 3], [4, 4, 0]])
    out = F.embedding_bag(_ints(rows), weight, mode="max")
    np.testing.assert_allclose(out.numpy(), WEIGHT[rows].max(1), rtol=1e-12)
    scale = rng.uniform(0.5, 2.0, len(INDICES))
    out = F.embedding_bag(_ints(INDICES), weight, _ints(OFFSETS), mode="sum",
                          per_sample_weights=at.tensor(scale, dtype=float64))  # fmt: skip
    np.testing.assert_allclose(out.numpy(), _reference(INDICES, OFFSETS, "sum", scale))


@pytest.mark.parametrize("mode", ["sum", "mean", "max"])
def test_gradients_by_finite_differences(mode):
    weight = at.tensor(WEIGHT, dtype=float64, requires_grad=True)
    f = lambda w: F.embedding_bag(_ints(INDICES), w, _ints(OFFSETS), mode=mode)  # noqa: E731
    assert gradcheck(f, (weight,))
    scale = at.tensor(rng.uniform(0.5, 2.0, len(INDICES)), dtype=float64, requires_grad=True)
    g = lambda w, s: F.embedding_bag(_ints(INDICES), w, _ints(OFFSETS), mode="sum",  # noqa: E731
                                     per_sample_weights=s)  # fmt: skip
    assert gradcheck(g, (weight, scale))


def test_a_negative_padding_idx_counts_from_the_end():
    weight = at.tensor(WEIGHT, dtype=float64)
    out = F.embedding_bag(_ints(INDICES), weight, _ints(OFFSETS), mode="sum", padding_idx=-1)
    expected = _reference(INDICES, OFFSETS, "sum", padding_idx=9)
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-12)
    with pytest.raises(RuntimeError, match="-10 through 9, but got 10"):
        F.embedding_bag(_ints(INDICES), weight, _ints(OFFSETS), padding_idx=10)
    with pytest.raises(AssertionError, match="padding_idx must be within num_embeddings"):
        nn.EmbeddingBag(10, 3, padding_idx=10)


def test_module_and_from_pretrained():
    bag = nn.EmbeddingBag.from_pretrained(at.tensor(WEIGHT, dtype=float64), mode="sum")
    assert not bag.weight.requires_grad and repr(bag) == "EmbeddingBag(10, 3, mode='sum')"
    out = bag(_ints(INDICES), _ints(OFFSETS))
    np.testing.assert_allclose(out.numpy(), _reference(INDICES, OFFSETS, "sum"), rtol=1e-12)
    fresh = nn.EmbeddingBag(10, 3, padding_idx=2)
    assert fresh.weight.requires_grad and fresh.weight[2].abs().sum().item() == 0


def test_errors_read_like_pytorchs():
    weight = at.tensor(WEIGHT)
    cases = [
        (ValueError, lambda: F.embedding_bag(_ints(INDICES), weight, mode="median"),
         "mode has to be one of sum, mean or max"),
        (ValueError, lambda: F.embedding_bag(_ints(INDICES), weight),
         "offsets has to be a 1D Tensor but got None"),
        (ValueError, lambda: F.embedding_bag(_ints([[1, 2]]), weight, _ints([0])),
         "if input is 2D, then offsets has to be None"),
        (ValueError, lambda: F.embedding_bag(_ints(INDICES), weight, _ints([1, 3])),
         "offsets\\[0\\] has to be 0"),
        (NotImplementedError,
         lambda: F.embedding_bag(_ints(INDICES), weight, _ints(OFFSETS), mode="max",
                                 per_sample_weights=at.ones(len(INDICES))),
         "per_sample_weights is only supported for mode='sum'"),
    ]  # fmt: skip
    for error, call, message in cases:
        with pytest.raises(error, match=message):
            call()
