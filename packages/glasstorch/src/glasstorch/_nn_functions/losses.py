"""The losses of the ``torch`` namespace: nn.functional's losses with aten's integer
``reduction`` (0 none, 1 mean, 2 sum; PyTorch applies no reduction for any other value)."""

from __future__ import annotations

from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.python_bindings import schema_bound
from glasstorch.nn import functional as F
from glasstorch.nn.functional import _decomp_loss

__all__ = [
    "cosine_embedding_loss",
    "ctc_loss",
    "hinge_embedding_loss",
    "kl_div",
    "margin_ranking_loss",
    "poisson_nll_loss",
    "triplet_margin_loss",
]


def _reduction(reduction: int) -> str:
    """nn.functional's name of aten's reduction enum."""
    return {1: "mean", 2: "sum"}.get(reduction, "none")


@schema_bound(
    "cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., "
    "int reduction=1) -> Tensor"
)
def cosine_embedding_loss(
    input1: Tensor, input2: Tensor, target: Tensor, margin: float, reduction: int
) -> Tensor:
    """1 - cos(input1, input2) where ``target`` is 1, max(0, cos - margin) where it is -1."""
    return F.cosine_embedding_loss(input1, input2, target, margin, reduction=_reduction(reduction))


def _ctc_loss(
    log_probs: Tensor,
    targets: Tensor,
    input_lengths: Any,
    target_lengths: Any,
    blank: int,
    reduction: int,
    zero_infinity: bool,
) -> Tensor:
    """Connectionist temporal classification loss; with mean reduction, each sequence's loss
    is divided by its target length before the mean over the batch."""
    return F.ctc_loss(
        log_probs,
        targets,
        input_lengths,
        target_lengths,
        blank,
        _reduction(reduction),
        zero_infinity,
    )


ctc_loss = schema_bound(
    "ctc_loss.IntList(Tensor log_probs, Tensor targets, int[] input_lengths, "
    "int[] target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor",
    "ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, "
    "Tensor target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor",
)(_ctc_loss, _ctc_loss)


@schema_bound(
    "hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor"
)
def hinge_embedding_loss(input: Tensor, target: Tensor, margin: float, reduction: int) -> Tensor:  # noqa: A002
    """``input`` where ``target`` is 1, max(0, margin - input) where it is -1."""
    return F.hinge_embedding_loss(input, target, margin, reduction=_reduction(reduction))


@schema_bound(
    "kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -> Tensor"
)
def kl_div(input: Tensor, target: Tensor, reduction: int, log_target: bool) -> Tensor:  # noqa: A002
    """Pointwise Kullback-Leibler divergence ``target * (log(target) - input)``; mean
    reduction averages over every element (nn.functional's warning about 'batchmean' is
    its own)."""
    return _decomp_loss.kl_div(input, target, reduction, log_target)


@schema_bound(
    "margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., "
    "int reduction=1) -> Tensor"
)
def margin_ranking_loss(
    input1: Tensor, input2: Tensor, target: Tensor, margin: float, reduction: int
) -> Tensor:
    """max(0, -target * (input1 - input2) + margin)."""
    return F.margin_ranking_loss(input1, input2, target, margin, reduction=_reduction(reduction))


@schema_bound(
    "poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, "
    "int reduction) -> Tensor"
)
def poisson_nll_loss(
    input: Tensor,  # noqa: A002
    target: Tensor,
    log_input: bool,
    full: bool,
    eps: float,
    reduction: int,
) -> Tensor:
    """Negative log likelihood of ``target`` under a Poisson distribution of rate ``input``
    (``exp(input)`` with ``log_input``); ``full`` adds Stirling's term."""
    return F.poisson_nll_loss(
        input, target, log_input, full, eps=eps, reduction=_reduction(reduction)
    )


@schema_bound(
    "triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1., "
    "float p=2., float eps=1e-06, bool swap=False, int reduction=1) -> Tensor"
)
def triplet_margin_loss(
    anchor: Tensor,
    positive: Tensor,
    negative: Tensor,
    margin: float,
    p: float,
    eps: float,
    swap: bool,
    reduction: int,
) -> Tensor:
    """max(d(anchor, positive) - d(anchor, negative) + margin, 0) with the p-norm distance."""
    return F.triplet_margin_loss(
        anchor, positive, negative, margin, p, eps, swap, reduction=_reduction(reduction)
    )
