"""L-BFGS: a quasi-Newton method that builds its search direction from the last
``history_size`` parameter and gradient differences (``torch/optim/lbfgs.py``).

One ``step(closure)`` runs up to ``max_iter`` iterations (and ``max_eval`` evaluations of
``closure``). Each iteration turns the flat gradient into a direction with the two-loop
recursion over the stored pairs ``s = t * d`` and ``y = g_new - g_old`` (those with
``y . s > 1e-10``), then moves along it: by ``lr`` (``lr * min(1, 1 / |g|_1)`` on the very
first iteration), or, with ``line_search_fn="strong_wolfe"``, by the step a strong-Wolfe
line search finds. It stops early when the gradient's largest entry is below
``tolerance_grad``, or the step or the change of loss is below ``tolerance_change``.

All parameters form one group, treated as one flat vector; the state (directions,
history, step, last gradient and loss) lives in the state of the first parameter, under
PyTorch's keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from ._helpers import (
    _check_lr,
    _check_not_complex,
    _evaluate_closure,
    _get_value,
    _to_scalar,
    _use_no_grad,
)
from ._line_search import _strong_wolfe
from .optimizer import Optimizer, ParamsT

__all__ = ["LBFGS"]


@dataclass
class _History:
    """The curvature pairs: ``y`` (gradient differences, ``old_dirs``), ``s`` (steps,
    ``old_stps``), ``ro = 1 / y.s`` and the initial scaling ``H_diag = y.s / y.y``."""

    old_dirs: list[Tensor] = field(default_factory=list)
    old_stps: list[Tensor] = field(default_factory=list)
    ro: list[Tensor] = field(default_factory=list)
    H_diag: Any = 1

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> _History:
        """The history a previous ``step`` left in ``state`` (empty before the first)."""
        if "old_dirs" not in state:
            return cls()
        return cls(state["old_dirs"], state["old_stps"], state["ro"], state["H_diag"])

    def remember(self, y: Tensor, s: Tensor, history_size: int) -> None:
        """Store ``(y, s)`` if it keeps the estimate positive definite (``y.s > 1e-10``),
        dropping the oldest pair beyond ``history_size``."""
        ys = y.dot(s)
        if not ys > 1e-10:
            return
        if len(self.old_dirs) == history_size:
            for pairs in (self.old_dirs, self.old_stps, self.ro):
                pairs.pop(0)
        self.old_dirs.append(y)
        self.old_stps.append(s)
        self.ro.append(1.0 / ys)
        self.H_diag = ys / y.dot(y)


class LBFGS(Optimizer):
    """L-BFGS over every parameter as one vector, with an optional strong-Wolfe line search;
    ``torch.optim.LBFGS``'s iterations, stopping rules and state. ``step`` needs a closure
    that re-evaluates the model (calling ``backward``) and returns the loss.

    Memory grows with ``history_size`` copies of the parameters. Parameter groups are not
    supported: there can be only one.
    """

    def __init__(
        self,
        params: ParamsT,
        lr: float | Tensor = 1,
        max_iter: int = 20,
        max_eval: int | None = None,
        tolerance_grad: float = 1e-7,
        tolerance_change: float = 1e-9,
        history_size: int = 100,
        line_search_fn: str | None = None,
    ) -> None:
        _check_lr(lr)
        if max_eval is None:
            max_eval = max_iter * 5 // 4
        defaults = {
            "lr": lr,
            "max_iter": max_iter,
            "max_eval": max_eval,
            "tolerance_grad": tolerance_grad,
            "tolerance_change": tolerance_change,
            "history_size": history_size,
            "line_search_fn": line_search_fn,
        }
        super().__init__(params, defaults)
        if len(self.param_groups) != 1:
            raise ValueError("LBFGS doesn't support per-parameter options (parameter groups)")
        self._params: list[Tensor] = self.param_groups[0]["params"]
        self._numel_cache: int | None = None

    # -- the parameters as one flat vector ---------------------------------------------------
    def _numel(self) -> int:
        if self._numel_cache is None:
            self._numel_cache = sum(p.numel() for p in self._params)
        return self._numel_cache

    def _gather_flat_grad(self) -> Tensor:
        """Every parameter's gradient, flattened and joined (zeros where there is none)."""
        views = [
            p.new_zeros(p.numel()) if p.grad is None else p.grad.reshape(-1) for p in self._params
        ]
        return at.cat(views, 0)

    def _add_grad(self, step_size: Any, update: Tensor) -> None:
        """Move the parameters by ``step_size * update`` (a flat vector)."""
        step_size = _get_value(step_size)
        offset = 0
        for p in self._params:
            numel = p.numel()
            p.add_(update[offset : offset + numel].view_as(p), alpha=step_size)
            offset += numel
        if offset != self._numel():
            raise AssertionError(f"Expected offset {offset} to equal {self._numel()}")

    def _clone_param(self) -> list[Tensor]:
        return [p.clone() for p in self._params]

    def _set_param(self, params_data: list[Tensor]) -> None:
        for p, data in zip(self._params, params_data, strict=True):
            p.copy_(data)

    def _directional_evaluate(
        self, closure: Callable[[], Any], x: list[Tensor], t: Any, d: Tensor
    ) -> tuple[float, Tensor]:
        """The loss and flat gradient at ``x + t * d``; the parameters are put back to ``x``."""
        self._add_grad(t, d)
        loss = float(closure())
        flat_grad = self._gather_flat_grad()
        self._set_param(x)
        return loss, flat_grad

    # -- the algorithm ------------------------------------------------------------------------
    @staticmethod
    def _direction(flat_grad: Tensor, history: _History, al: list[Any]) -> Tensor:
        """The two-loop recursion: ``-H g`` for the inverse-Hessian estimate ``H`` made of the
        stored pairs and ``H_diag``; ``al`` is scratch space kept in the state."""
        q = flat_grad.neg()
        for i in range(len(history.old_dirs) - 1, -1, -1):
            al[i] = history.old_stps[i].dot(q) * history.ro[i]
            q.add_(history.old_dirs[i], alpha=-_get_value(al[i]))
        r = at.mul(q, history.H_diag)
        for i in range(len(history.old_dirs)):
            be_i = history.old_dirs[i].dot(r) * history.ro[i]
            r.add_(history.old_stps[i], alpha=_get_value(al[i] - be_i))
        return r

    @_use_no_grad
    def step(self, closure: Callable[[], Any]) -> Any:  # type: ignore[override]
        """Run up to ``max_iter`` L-BFGS iterations; returns the loss ``closure`` gave first.

        ``closure`` runs with grad mode on; it must compute the loss, call ``backward`` and
        return the loss.
        """
        if len(self.param_groups) != 1:
            raise AssertionError(
                f"Expected exactly one param_group, but got {len(self.param_groups)}"
            )
        for p in self._params:
            _check_not_complex("LBFGS", p)

        def evaluate() -> Any:
            return _evaluate_closure(closure)

        group = self.param_groups[0]
        lr = _get_value(_to_scalar(group["lr"]))
        max_iter, max_eval = group["max_iter"], group["max_eval"]
        tolerance_grad, tolerance_change = group["tolerance_grad"], group["tolerance_change"]
        line_search_fn, history_size = group["line_search_fn"], group["history_size"]

        state = self.state[self._params[0]]
        state.setdefault("func_evals", 0)
        state.setdefault("n_iter", 0)

        orig_loss = evaluate()
        loss = float(orig_loss)
        current_evals = 1
        state["func_evals"] += 1
        flat_grad = self._gather_flat_grad()
        if flat_grad.abs().max() <= tolerance_grad:
            return orig_loss

        d, t = state.get("d"), state.get("t")
        history = _History.from_state(state)
        prev_flat_grad, prev_loss = state.get("prev_flat_grad"), state.get("prev_loss")
        n_iter = 0
        while n_iter < max_iter:
            n_iter += 1
            state["n_iter"] += 1
            if state["n_iter"] == 1:
                d = flat_grad.neg()
                history = _History()
            else:
                history.remember(flat_grad.sub(prev_flat_grad), d.mul(t), history_size)
                al = state.setdefault("al", [None] * history_size)
                d = self._direction(flat_grad, history, al)

            if prev_flat_grad is None:
                prev_flat_grad = flat_grad.clone()
            else:
                prev_flat_grad.copy_(flat_grad)
            prev_loss = loss

            # The first step ever is scaled down by the gradient's size.
            if state["n_iter"] == 1:
                t = min(1.0, 1.0 / flat_grad.abs().sum()) * lr
            else:
                t = lr
            gtd = flat_grad.dot(d)
            if gtd > -tolerance_change:  # not a descent direction
                break

            ls_func_evals = 0
            if line_search_fn is not None:
                if line_search_fn != "strong_wolfe":
                    raise RuntimeError("only 'strong_wolfe' is supported")
                x_init = self._clone_param()

                def obj_func(x: list[Tensor], t: Any, d: Tensor) -> tuple[float, Tensor]:
                    return self._directional_evaluate(evaluate, x, t, d)

                loss, flat_grad, t, ls_func_evals = _strong_wolfe(
                    obj_func, x_init, t, d, loss, flat_grad, gtd, max_ls=max_eval - current_evals
                )
                self._add_grad(t, d)
                opt_cond = flat_grad.abs().max() <= tolerance_grad
            else:
                self._add_grad(t, d)
                opt_cond = False
                if n_iter != max_iter:
                    # Re-evaluate, except after the last iteration: the next step does.
                    loss = float(evaluate())
                    flat_grad = self._gather_flat_grad()
                    opt_cond = flat_grad.abs().max() <= tolerance_grad
                    ls_func_evals = 1
            current_evals += ls_func_evals
            state["func_evals"] += ls_func_evals

            if (
                n_iter == max_iter
                or current_evals >= max_eval
                or opt_cond
                or d.mul(t).abs().max() <= tolerance_change
                or abs(loss - prev_loss) < tolerance_change
            ):
                break

        state.update(d=d, t=t, **vars(history))
        state.update(prev_flat_grad=prev_flat_grad, prev_loss=prev_loss)
        return orig_loss
