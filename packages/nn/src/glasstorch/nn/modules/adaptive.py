"""AdaptiveLogSoftmaxWithLoss (``torch/nn/modules/adaptive.py``): Grave et al.'s efficient
softmax for large vocabularies.

Classes are split by ``cutoffs`` into a frequent shortlist and rarer clusters. The head
scores the shortlist plus one entry per cluster; each cluster has its own two-layer tail
of width ``in_features // div_value**(i + 1)``. A class in cluster ``i`` has log
probability ``head[cluster i] + tail_i[class]``.
"""

from __future__ import annotations

import itertools
from collections import namedtuple
from collections.abc import Sequence
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .. import functional as F
from .container import ModuleList, Sequential
from .linear import Linear
from .module import Module

__all__ = ["AdaptiveLogSoftmaxWithLoss"]

_ASMoutput = namedtuple("_ASMoutput", ["output", "loss"])


class AdaptiveLogSoftmaxWithLoss(Module):
    """``forward(input, target)`` gives each target's log probability and the mean negative
    log likelihood; ``log_prob`` the full distribution; ``predict`` the most likely class."""

    in_features: int
    n_classes: int
    cutoffs: list[int]
    div_value: float
    head_bias: bool
    head: Linear
    tail: ModuleList

    def __init__(
        self,
        in_features: int,
        n_classes: int,
        cutoffs: Sequence[int],
        div_value: float = 4.0,
        head_bias: bool = False,
        device: Any = None,
        dtype: Any = None,
    ) -> None:
        kw = {"device": device, "dtype": dtype}
        super().__init__()
        cutoffs = list(cutoffs)
        if len(cutoffs) == 0:
            raise ValueError("cutoffs should be a sequence of length larger than 0")
        if (
            cutoffs != sorted(cutoffs)
            or min(cutoffs) <= 0
            or max(cutoffs) > (n_classes - 1)
            or len(set(cutoffs)) != len(cutoffs)
            or any(int(c) != c for c in cutoffs)
        ):
            raise ValueError(
                "cutoffs should be a sequence of unique, positive integers sorted in an "
                "increasing order, where each value is between 1 and n_classes-1"
            )
        self.in_features = in_features
        self.n_classes = n_classes
        self.cutoffs = [*cutoffs, n_classes]
        self.div_value = div_value
        self.head_bias = head_bias
        self.shortlist_size = self.cutoffs[0]
        self.n_clusters = len(self.cutoffs) - 1
        self.head_size = self.shortlist_size + self.n_clusters
        self.head = Linear(in_features, self.head_size, bias=head_bias, **kw)
        self.tail = ModuleList()
        for i in range(self.n_clusters):
            hsz = int(in_features // (div_value ** (i + 1)))
            osz = self.cutoffs[i + 1] - self.cutoffs[i]
            self.tail.append(
                Sequential(
                    Linear(in_features, hsz, bias=False, **kw),
                    Linear(hsz, osz, bias=False, **kw),
                )
            )

    def reset_parameters(self) -> None:
        """Re-initialise the head and every tail projection."""
        self.head.reset_parameters()
        for i2h, h2o in self.tail:
            i2h.reset_parameters()
            h2o.reset_parameters()

    def _check(self, input_: Tensor, target_: Tensor) -> None:
        targ_dim = target_.dim()
        if targ_dim == 1:
            if input_.size(0) != target_.size(0):
                raise RuntimeError(
                    "Input and target should have the same size in the batch dimension."
                )
            if input_.dim() != 2:
                raise RuntimeError(
                    "1D target tensor expects 2D input tensors, but found inputs with size "
                    f"{input_.size()}"
                )
        elif targ_dim == 0:
            if input_.dim() != 1:
                raise RuntimeError(
                    "0D target tensor expects 1D input tensors, but found inputs with size "
                    f"{input_.size()}"
                )
        else:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")

    def forward(self, input_: Tensor, target_: Tensor) -> _ASMoutput:
        """(log probability of each target, mean negative log likelihood)."""
        self._check(input_, target_)
        is_batched = target_.dim() > 0
        input = input_ if is_batched else input_.unsqueeze(0)
        target = target_ if is_batched else target_.unsqueeze(0)
        batch_size = target.size(0)
        head_index = target.clone()  # the head entry each row reads: its class or cluster
        tail_rows: list[Tensor] = []
        tail_logprobs: list[Tensor] = []
        used_rows = 0
        bounds = [0, *self.cutoffs]
        for i, (low, high) in enumerate(itertools.pairwise(bounds)):
            mask = (target >= low) & (target < high)
            rows = mask.nonzero().reshape(-1)
            if rows.numel() == 0:
                continue
            used_rows += rows.numel()
            if i == 0:
                continue
            relative_target = target[mask] - low
            cluster_logprob = F.log_softmax(self.tail[i - 1](input.index_select(0, rows)), dim=1)
            tail_logprobs.append(cluster_logprob.gather(1, relative_target.unsqueeze(1)).squeeze(1))
            tail_rows.append(rows)
            head_index.index_fill_(0, rows, self.shortlist_size + i - 1)
        if used_rows != batch_size:
            raise RuntimeError(
                f"Target values should be in [0, {self.n_classes - 1}], but values in range "
                f"[{target.min().item()}, {target.max().item()}] were found. "
            )
        head_logprob = F.log_softmax(self.head(input), dim=1)
        output = head_logprob.gather(1, head_index.unsqueeze(1)).squeeze(1)
        if tail_rows:
            output = output.index_add(0, at.cat(tail_rows), at.cat(tail_logprobs))
        loss = (-output).mean()
        if not is_batched:
            output = output.squeeze(0)
        return _ASMoutput(output, loss)

    def _get_full_log_prob(self, input: Tensor, head_output: Tensor) -> Tensor:
        """Log probabilities of all ``n_classes`` classes, shortlist then each cluster."""
        head_logprob = F.log_softmax(head_output, dim=1)
        parts = [head_logprob[:, : self.shortlist_size]]
        for i in range(self.n_clusters):
            cluster_logprob = F.log_softmax(self.tail[i](input), dim=1)
            parts.append(cluster_logprob + head_logprob[:, self.shortlist_size + i].unsqueeze(1))
        return at.cat(parts, 1)

    def log_prob(self, input: Tensor) -> Tensor:
        """Log probabilities of every class, (N, n_classes)."""
        return self._get_full_log_prob(input, self.head(input))

    def predict(self, input: Tensor) -> Tensor:
        """The most likely class of each row; the tails run only for rows whose head
        prediction is a cluster."""
        head_output = self.head(input)
        output = at.argmax(head_output, dim=1)
        not_in_shortlist = output >= self.shortlist_size
        if not bool(not_in_shortlist.any()):
            return output
        if bool(not_in_shortlist.all()):
            return at.argmax(self._get_full_log_prob(input, head_output), dim=1)
        log_prob = self._get_full_log_prob(input[not_in_shortlist], head_output[not_in_shortlist])
        output[not_in_shortlist] = at.argmax(log_prob, dim=1)
        return output
