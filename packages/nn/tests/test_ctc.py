"""ctc_loss against a brute-force sum over every alignment, PyTorch-observed gradients,
gradcheck through log_softmax, zero_infinity, and PyTorch's argument errors."""

from __future__ import annotations

import itertools
import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.nn import functional as F

rng = np.random.default_rng(0)


def _log_softmax(a: np.ndarray) -> np.ndarray:
    return a - np.log(np.exp(a).sum(-1, keepdims=True))


def _brute_force(lp: np.ndarray, target: list[int], blank: int) -> float:
    """-log of the summed probability of every path that collapses to ``target``."""
    steps, classes = lp.shape
    total = 0.0
    for path in itertools.product(range(classes), repeat=steps):
        collapsed = [c for i, c in enumerate(path) if c != blank and (i == 0 or c != path[i - 1])]
        if collapsed == target:
            total += math.exp(sum(lp[t, c] for t, c in enumerate(path)))
    return -math.log(total) if total > 0 else math.inf


@pytest.mark.parametrize("blank", [0, 2])
def test_ctc_matches_the_sum_over_alignments(blank: int) -> None:
    lp = _log_softmax(rng.standard_normal((5, 3, 3)))
    targets = [[1, 1], [0 if blank else 2, 1], []]
    targets = [
        [c for c in t if c != blank] or ([1] if i < 2 else []) for i, t in enumerate(targets)
    ]
    lengths = [5, 4, 3]
    padded = at.tensor([t + [0] * (2 - len(t)) for t in targets])
    out = F.ctc_loss(
        at.tensor(lp),
        padded,
        at.tensor(lengths),
        at.tensor([len(t) for t in targets]),
        blank=blank,
        reduction="none",
    )
    ref = [_brute_force(lp[: lengths[n], n], targets[n], blank) for n in range(3)]
    assert np.allclose(out.numpy(), ref)


def test_ctc_values_and_gradient_observed_from_pytorch() -> None:
    a = _log_softmax(np.random.default_rng(0).standard_normal((6, 2, 4)))
    targets, il, tl = at.tensor([[1, 2, 2], [3, 1, 0]]), at.tensor([6, 5]), at.tensor([3, 2])
    # PyTorch 2.13 on these inputs: none [5.6737, 3.9929], mean 1.9438, sum 9.6666
    none = F.ctc_loss(at.tensor(a), targets, il, tl, reduction="none")
    assert np.allclose(none.numpy(), [5.6737, 3.9929], atol=1e-4)
    assert F.ctc_loss(at.tensor(a), targets, il, tl).item() == pytest.approx(1.9438, abs=1e-4)
    summed = F.ctc_loss(at.tensor(a), targets, [6, 5], (3, 2), reduction="sum")
    assert summed.item() == pytest.approx(9.6666, abs=1e-4)
    concatenated = F.ctc_loss(at.tensor(a), at.tensor([1, 2, 2, 3, 1]), il, tl, reduction="none")
    assert np.allclose(concatenated.numpy(), none.numpy())
    x = at.tensor(a).requires_grad_()
    F.ctc_loss(x, targets, il, tl).backward()
    # PyTorch 2.13's x.grad[:, 1] (aten returns exp(log_probs) - posterior; zero past T_n)
    expected = [
        [0.0030, -0.1029, 0.0630, 0.0369],
        [-0.0099, -0.0382, -0.0257, 0.0738],
        [-0.0037, 0.0178, -0.0977, 0.0836],
        [-0.0558, 0.0412, -0.0004, 0.0149],
        [-0.0471, 0.0547, -0.0529, 0.0454],
        [-0.0021, 0.0698, -0.1012, 0.0335],
    ]
    assert np.allclose(x.grad[:, 0].numpy(), expected, atol=1e-4)
    assert np.allclose(x.grad[5, 1].numpy(), 0.0)


def test_ctc_gradcheck_through_log_softmax() -> None:
    logits = at.tensor(rng.standard_normal((5, 2, 4))).requires_grad_()
    targets, il, tl = at.tensor([[1, 2], [3, 3]]), at.tensor([5, 5]), at.tensor([2, 2])
    for reduction in ("none", "mean", "sum"):
        assert gradcheck(
            lambda t, r=reduction: F.ctc_loss(t.log_softmax(2), targets, il, tl, reduction=r),
            (logits,),
        )


def test_ctc_impossible_alignments_and_zero_infinity() -> None:
    lp = at.tensor(_log_softmax(rng.standard_normal((6, 2, 4)))).requires_grad_()
    targets, il, tl = at.tensor([[1, 1, 1], [3, 1, 0]]), at.tensor([4, 5]), at.tensor([3, 2])
    loss = F.ctc_loss(lp, targets, il, tl, reduction="none")
    assert math.isinf(loss[0].item()) and math.isfinite(loss[1].item())
    loss.sum().backward()
    # PyTorch: a NaN gradient over the infinite sample's first T_n steps
    assert np.isnan(lp.grad[:4, 0].numpy()).all() and not np.isnan(lp.grad[4:, 0].numpy()).any()
    lp.grad = None
    zeroed = F.ctc_loss(lp, targets, il, tl, reduction="none", zero_infinity=True)
    assert zeroed[0].item() == 0.0 and zeroed[1].item() == loss[1].item()
    zeroed.sum().backward()
    assert np.allclose(lp.grad[:, 0].numpy(), 0.0)
    # nothing to emit in no time is certain: loss 0
    empty = F.ctc_loss(lp, targets, at.tensor([0, 5]), at.tensor([0, 2]), reduction="none")
    assert empty[0].item() == 0.0


def test_ctc_unbatched_and_module() -> None:
    lp = at.tensor(_log_softmax(rng.standard_normal((6, 1, 4))))
    batched = F.ctc_loss(lp, at.tensor([[1, 2]]), at.tensor([6]), at.tensor([2]), reduction="none")
    single = F.ctc_loss(lp[:, 0], at.tensor([1, 2]), at.tensor(6), at.tensor(2), reduction="none")
    assert single.shape == () and single.item() == pytest.approx(batched[0].item())
    module = nn.CTCLoss(blank=3, reduction="sum", zero_infinity=True)
    assert repr(module) == "CTCLoss()" and module.blank == 3 and module.zero_infinity
    assert module(lp, at.tensor([[1, 2]]), [6], [2]).item() == pytest.approx(
        F.ctc_loss(lp, at.tensor([[1, 2]]), [6], [2], blank=3, reduction="sum").item()
    )


LP = at.tensor(_log_softmax(rng.standard_normal((6, 2, 4))))
TG, IL, TL = at.tensor([[1, 2, 2], [3, 1, 0]]), at.tensor([6, 5]), at.tensor([3, 2])


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((LP, TG, IL, TL), {"blank": 4}, "blank must be in label range"),
        (
            (LP, TG, at.tensor([7, 5]), TL),
            {},
            "Expected input_lengths to have value at most 6, but got value 7",
        ),
        ((LP, TG, at.tensor([6, 5, 4]), TL), {}, "input_lengths must be of size batch_size"),
        ((LP, TG, IL, at.tensor([3, 2, 1])), {}, "target_lengths must be of size batch_size"),
        (
            (LP, TG, IL, at.tensor([4, 2])),
            {},
            "Expected tensor to have size at least 4 at dimension 1, but got size 3",
        ),
        (
            (LP, at.tensor([1, 2, 2, 3]), IL, TL),
            {},
            "Expected tensor to have size 5 at dimension 0, but got size 4",
        ),
        ((LP, TG, IL.float(), TL), {}, "input_lengths must be integral"),
        (
            (LP.unsqueeze(0), TG, IL, TL),
            {},
            "Expected 3-dimensional tensor, but got 4-dimensional tensor",
        ),
        (
            (LP, TG, at.tensor([-1, 5]), TL),
            {},
            "Expected input_lengths to have value at least 0, but got value -1",
        ),
    ],
)
def test_ctc_errors(args, kwargs, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RuntimeError) as info:
        F.ctc_loss(*args, **kwargs)
    assert message in str(info.value)
