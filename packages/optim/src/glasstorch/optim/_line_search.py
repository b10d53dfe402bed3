"""The strong-Wolfe line search of L-BFGS (``torch/optim/lbfgs.py``): bracket a step length
along a descent direction, then zoom into the bracket by safeguarded cubic interpolation.

A step ``t`` along direction ``d`` from a point with loss ``f`` and directional derivative
``gtd = g . d`` satisfies the strong Wolfe conditions when

    f(t) <= f + c1 * t * gtd            (sufficient decrease)
    |g(t) . d| <= -c2 * gtd             (curvature)

Losses are Python floats; gradients are flat tensors and directional derivatives 0-dim
tensors of the parameters' dtype, so the arithmetic runs in that dtype as in PyTorch.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

from glasstorch.aten import Tensor

__all__: list[str] = []

Number = Any  # a Python float or a 0-dim tensor
ObjectiveFn = Callable[[list[Tensor], Number, Tensor], tuple[float, Tensor]]


def _cubic_interpolate(
    x1: Number,
    f1: Number,
    g1: Number,
    x2: Number,
    f2: Number,
    g2: Number,
    bounds: tuple[Number, Number] | None = None,
) -> Number:
    """The minimizer of the cubic through ``(x1, f1)`` and ``(x2, f2)`` with slopes ``g1``
    and ``g2``, clamped to ``bounds`` (default: the interval between ``x1`` and ``x2``); the
    middle of the bounds when the cubic has no minimizer."""
    if bounds is not None:
        lo, hi = bounds
    else:
        lo, hi = (x1, x2) if x1 <= x2 else (x2, x1)
    d1 = g1 + g2 - 3 * (f1 - f2) / (x1 - x2)
    d2_square = d1**2 - g1 * g2
    if d2_square < 0:
        return (lo + hi) / 2.0
    d2 = d2_square.sqrt() if isinstance(d2_square, Tensor) else math.sqrt(d2_square)
    if x1 <= x2:
        min_pos = x2 - (x2 - x1) * ((g2 + d2 - d1) / (g2 - g1 + 2 * d2))
    else:
        min_pos = x1 - (x1 - x2) * ((g1 + d2 - d1) / (g1 - g2 + 2 * d2))
    return min(max(min_pos, lo), hi)


class _Point(NamedTuple):
    """A step length with the loss, flat gradient and directional derivative there."""

    t: Number
    f: float
    g: Tensor
    gtd: Number


def _ordered(bracket: list[_Point]) -> tuple[int, int]:
    """``(low, high)``: the positions of the bracket's lower and higher loss."""
    return (0, 1) if bracket[0].f <= bracket[-1].f else (1, 0)


def _strong_wolfe(
    obj_func: ObjectiveFn,
    x: list[Tensor],
    t: Number,
    d: Tensor,
    f: float,
    g: Tensor,
    gtd: Number,
    c1: float = 1e-4,
    c2: float = 0.9,
    tolerance_change: float = 1e-9,
    max_ls: int = 25,
) -> tuple[float, Tensor, Number, int]:
    """Search along ``d`` from the parameters ``x`` (loss ``f``, gradient ``g``) starting at
    step ``t``; ``obj_func(x, t, d)`` evaluates the loss and flat gradient at ``x + t d``.

    Returns ``(loss, flat gradient, t, number of evaluations)`` at the chosen step, after at
    most ``max_ls`` evaluations beyond the first.
    """
    d_norm = d.abs().max()
    start = _Point(0, f, g.clone(), gtd)
    f_new, g_new = obj_func(x, t, d)
    evals = 1
    new = _Point(t, f_new, g_new, g_new.dot(d))
    prev = start
    done = False
    ls_iter = 0

    def too_high(point: _Point) -> bool:
        """The sufficient-decrease condition fails at ``point``."""
        return bool(point.f > f + c1 * point.t * gtd)

    def flat_enough(point: _Point) -> bool:
        """The curvature condition holds at ``point``."""
        return bool(abs(point.gtd) <= -c2 * gtd)

    # Bracketing: grow the step until an interval must contain a point satisfying both.
    bracket = [start, new]  # kept if the evaluations run out
    while ls_iter < max_ls:
        if too_high(new) or (ls_iter > 1 and new.f >= prev.f):
            bracket = [prev, new]
            break
        if flat_enough(new):
            bracket = [new]
            done = True
            break
        if new.gtd >= 0:
            bracket = [prev, new]
            break
        t = _cubic_interpolate(
            prev.t,
            prev.f,
            prev.gtd,
            new.t,
            new.f,
            new.gtd,
            bounds=(new.t + 0.01 * (new.t - prev.t), new.t * 10),
        )
        prev = new
        f_new, g_new = obj_func(x, t, d)
        evals += 1
        new = _Point(t, f_new, g_new, g_new.dot(d))
        ls_iter += 1
    if ls_iter == max_ls:
        bracket = [start, new]

    # Zoom: shrink the bracket, keeping the lower loss at ``low``, until a point satisfies
    # both conditions or the bracket is too small to matter.
    insufficient_progress = False
    low, high = _ordered(bracket)
    while not done and ls_iter < max_ls:
        if abs(bracket[1].t - bracket[0].t) * d_norm < tolerance_change:
            break
        a, b = bracket
        t = _cubic_interpolate(a.t, a.f, a.gtd, b.t, b.f, b.gtd)
        t_max = max(bracket[0].t, bracket[1].t)
        t_min = min(bracket[0].t, bracket[1].t)
        eps = 0.1 * (t_max - t_min)
        if min(t_max - t, t - t_min) < eps:
            # Too close to an end: after a second time in a row (or outside), move inwards.
            if insufficient_progress or t >= t_max or t <= t_min:
                t = t_max - eps if abs(t - t_max) < abs(t - t_min) else t_min + eps
                insufficient_progress = False
            else:
                insufficient_progress = True
        else:
            insufficient_progress = False
        f_new, g_new = obj_func(x, t, d)
        evals += 1
        new = _Point(t, f_new, g_new, g_new.dot(d))
        ls_iter += 1
        if too_high(new) or new.f >= bracket[low].f:
            bracket[high] = new
            low, high = _ordered(bracket)
        else:
            if flat_enough(new):
                done = True
            elif new.gtd * (bracket[high].t - bracket[low].t) >= 0:
                bracket[high] = bracket[low]
            bracket[low] = new
    best = bracket[low]
    return best.f, best.g, best.t, evals
