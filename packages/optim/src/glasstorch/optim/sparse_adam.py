"""SparseAdam: Adam for sparse gradients (``torch/optim/sparse_adam.py``).

Only the rows a sparse gradient holds are touched: the moments and the parameter at the
gradient's (coalesced) indices, with ``grad`` negated under ``maximize``::

    m[i] += (1 - beta1) * (g - m[i])
    v[i] += (1 - beta2) * (g * g - v[i])
    p[i] -= lr * sqrt(1 - beta2**t) / (1 - beta1**t) * m[i] / (sqrt(v[i]) + eps)

``m`` and ``v`` are dense tensors like the parameter; the other rows keep their values.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import _evaluate_closure, _use_no_grad
from .optimizer import Optimizer, ParamsT

__all__ = ["SparseAdam"]


class SparseAdam(Optimizer):
    """Adam whose state is updated lazily, row by row, from sparse COO gradients (those of
    ``nn.Embedding(sparse=True)``); dense gradients are refused."""

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1e-3,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        maximize: bool = False,
    ) -> None:
        if not 0.0 < lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 < eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        for i, beta in enumerate(betas):
            if not 0.0 <= beta < 1.0:
                raise ValueError(f"Invalid beta parameter at index {i}: {beta}")
        defaults = {"lr": lr, "betas": betas, "eps": eps, "maximize": maximize}
        super().__init__(params, defaults)
        sparse_params, complex_params = [], []
        for index, group in enumerate(self.param_groups):
            for d_index, param in enumerate(group["params"]):
                if param.is_sparse:
                    sparse_params.append([index, d_index])
                if param.is_complex():
                    complex_params.append([index, d_index])
        if sparse_params:
            raise ValueError(
                f"Sparse params at indices {sparse_params}: SparseAdam requires dense "
                "parameter tensors"
            )
        if complex_params:
            raise ValueError(
                f"Complex params at indices {complex_params}: SparseAdam does not support "
                "complex parameters"
            )

    @_use_no_grad
    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        """Update every parameter with a gradient; return ``closure()``'s loss if given."""
        loss = _evaluate_closure(closure)
        for group in self.param_groups:
            beta1, beta2 = group["betas"]
            for p in group["params"]:
                if p.grad is None:
                    continue
                if not p.grad.is_sparse:
                    raise RuntimeError(
                        "SparseAdam does not support dense gradients, please consider Adam instead"
                    )
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = 0
                    state["exp_avg"] = at.zeros_like(p)
                    state["exp_avg_sq"] = at.zeros_like(p)
                state["step"] += 1
                _sparse_adam_update(
                    p, p.grad, state, beta1, beta2, group["lr"], group["eps"],
                    group.get("maximize", False),
                )  # fmt: skip
        return loss


def _sparse_adam_update(
    param: Tensor,
    grad: Tensor,
    state: dict[str, Any],
    beta1: float,
    beta2: float,
    lr: float,
    eps: float,
    maximize: bool,
) -> None:
    """One parameter's update from its sparse gradient (PyTorch's ``_functional.sparse_adam``)."""
    grad = (-grad if maximize else grad).coalesce()
    indices, values = grad._indices(), grad._values()
    if values.numel() == 0:
        return
    size = grad.shape
    rows = tuple(indices)

    def sparse(update: Tensor) -> Tensor:
        return at.sparse_coo_tensor(indices, update, size, is_coalesced=True)

    exp_avg, exp_avg_sq, step = state["exp_avg"], state["exp_avg_sq"], state["step"]
    old_avg = exp_avg[rows]
    avg_update = (values - old_avg) * (1 - beta1)
    exp_avg.add_(sparse(avg_update))
    old_avg_sq = exp_avg_sq[rows]
    avg_sq_update = (values * values - old_avg_sq) * (1 - beta2)
    exp_avg_sq.add_(sparse(avg_sq_update))
    numer = avg_update + old_avg
    denom = (avg_sq_update + old_avg_sq).sqrt() + eps
    step_size = lr * math.sqrt(1 - beta2**step) / (1 - beta1**step)
    param.add_(sparse(numer / denom * -step_size))
