"""``einsum``: Einstein summation as a CompositeImplicitAutograd decomposition.

Mirrors ``einsum`` in ``native/Linear.cpp``. The equation is parsed into one label list per
operand; every operand is then aligned to a common dimension order (output dimensions
first, contracted ones after), taking diagonals for repeated labels and inserting size-1
dimensions for missing ones, so that size-1 dimensions broadcast. Operands are contracted
pairwise (left to right, or in ``path`` order) by permute + reshape + ``bmm``, summing each
contracted dimension as soon as no remaining operand still needs it.
"""

from __future__ import annotations

import math
import string
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ._lazy import ops

__all__ = ["einsum"]

_ELLIPSIS = "..."
#: Labels in PyTorch's order (upper case first), which fixes the implicit output order.
_LABELS = string.ascii_uppercase + string.ascii_lowercase


def _ops() -> Any:
    return ops


@dataclass
class _Parsed:
    """The equation's labels: one list per operand, and the output's (``None``: implicit)."""

    inputs: list[list[str]]
    output: list[str] | None


def _parse_operand_labels(lhs: str, n_operands: int) -> list[list[str]]:
    labels: list[list[str]] = [[]]
    seen_ellipsis = False
    i = 0
    while i < len(lhs):
        c = lhs[i]
        current = len(labels) - 1
        if c == ".":
            if seen_ellipsis:
                raise RuntimeError(
                    f"einsum(): found '.' for operand {current} for which an ellipsis was "
                    "already found"
                )
            if lhs[i : i + 3] != _ELLIPSIS:
                raise RuntimeError(
                    f"einsum(): found '.' for operand {current} that is not part of any ellipsis"
                )
            labels[-1].append(_ELLIPSIS)
            seen_ellipsis = True
            i += 2
        elif c == ",":
            if len(labels) == n_operands:
                raise RuntimeError(
                    "einsum(): fewer operands were provided than specified in the equation"
                )
            labels.append([])
            seen_ellipsis = False
        elif c != " ":
            if c not in _LABELS:
                raise RuntimeError(
                    f"einsum(): invalid subscript given at index {i} in the equation string, "
                    "subscripts must be in [a-zA-Z]"
                )
            labels[-1].append(c)
        i += 1
    if len(labels) != n_operands:
        raise RuntimeError("einsum(): more operands were provided than specified in the equation")
    return labels


def _parse_output_labels(rhs: str, offset: int, counts: dict[str, int]) -> list[str]:
    output: list[str] = []
    i = 0
    while i < len(rhs):
        c = rhs[i]
        if c == ".":
            if _ELLIPSIS in output:
                raise RuntimeError(
                    "einsum(): found '.' for output but an ellipsis (...) was already found"
                )
            if rhs[i : i + 3] != _ELLIPSIS:
                raise RuntimeError(
                    "einsum(): found '.' for output that is not part of any ellipsis (...)"
                )
            output.append(_ELLIPSIS)
            i += 2
        elif c != " ":
            if c not in _LABELS:
                raise RuntimeError(
                    f"einsum(): invalid subscript given at index {offset + i} in the equation "
                    "string, subscripts must be in [a-zA-Z]"
                )
            if c in output or not counts.get(c):
                reason = (
                    "appears more than once in the output"
                    if c in output
                    else "does not appear in the equation for any input operand"
                )
                raise RuntimeError(f"einsum(): output subscript {c} {reason}")
            output.append(c)
        i += 1
    return output


def _check_ranks(labels: list[list[str]], tensors: Sequence[Any]) -> int:
    """Each operand's rank against its labels; returns the dims an ellipsis covers at most."""
    ellipsis_ndim = 0
    for i, (names, t) in enumerate(zip(labels, tensors, strict=True)):
        n = len([x for x in names if x != _ELLIPSIS])
        has_ellipsis = _ELLIPSIS in names
        if has_ellipsis:
            ellipsis_ndim = max(ellipsis_ndim, t.dim() - n)
        if (n > t.dim()) if has_ellipsis else (n != t.dim()):
            relation = "is more than" if has_ellipsis else "does not match"
            tail = "" if has_ellipsis else " and no ellipsis was given"
            raise RuntimeError(
                f"einsum(): the number of subscripts in the equation ({n}) {relation} the "
                f"number of dimensions ({t.dim()}) for operand {i}{tail}"
            )
    return ellipsis_ndim


class _Layout:
    """Where each label (and each ellipsis dimension) sits in the aligned operands."""

    def __init__(self, counts: dict[str, int], output: list[str] | None, ell_ndim: int) -> None:
        if output is None:  # implicit: the ellipsis, then labels used once, in order
            output = [_ELLIPSIS, *(c for c in _LABELS if counts[c] == 1)]
        self.position: dict[str, int] = {}
        index = 0
        self.ell_start = -1
        for c in output:
            if c == _ELLIPSIS:
                self.ell_start, index = index, index + ell_ndim
            else:
                self.position[c], index = index, index + 1
        self.out_ndim = index
        if self.ell_start < 0:
            self.ell_start, index = index, index + ell_ndim
        for c in _LABELS:
            if counts[c] and c not in self.position:
                self.position[c], index = index, index + 1
        self.ndim = index
        self.ell_ndim = ell_ndim


def _align(t: Any, names: list[str], i: int, layout: _Layout, sizes: dict[Any, int]) -> Any:
    """``t`` permuted (with diagonals and size-1 dims) into the layout's dimension order."""
    ops = _ops()
    perm = [-1] * layout.ndim
    dim = 0
    for name in names:
        if name == _ELLIPSIS:
            covered = t.dim() - (len(names) - 1)
            for j in range(layout.ell_ndim - covered, layout.ell_ndim):
                _record_size(sizes, ("...", j), t.shape[dim], i, dim)
                perm[layout.ell_start + j], dim = dim, dim + 1
        elif perm[layout.position[name]] == -1:
            _record_size(sizes, name, t.shape[dim], i, dim)
            perm[layout.position[name]], dim = dim, dim + 1
        else:
            previous = perm[layout.position[name]]
            if t.shape[dim] != t.shape[previous]:
                raise RuntimeError(
                    f"einsum(): subscript {name} is repeated for operand {i} but the sizes "
                    f"don't match, {t.shape[dim]} != {t.shape[previous]}"
                )
            t = ops.movedim_int.call(ops.diagonal.call(t, 0, previous, dim), -1, previous)
    for k, p in enumerate(perm):
        if p == -1:
            t = ops.unsqueeze.call(t, dim)
            perm[k], dim = dim, dim + 1
    return ops.permute.call(t, tuple(perm))


def _record_size(sizes: dict[Any, int], key: Any, size: int, i: int, dim: int) -> None:
    if size == 1:
        return
    seen = sizes.setdefault(key, size)
    if seen == size:
        return
    if isinstance(key, tuple):
        raise RuntimeError(
            f"einsum(): dimension {dim} covered by ellipsis in operand {i}has size {size} which "
            f"does not broadcast with previously seen ellipsis with size {seen} for the "
            "respective dimension"
        )
    raise RuntimeError(
        f"einsum(): subscript {key} has size {size} for operand {i} which does not broadcast "
        f"with previously seen size {seen}"
    )


def _sumproduct_pair(left: Any, right: Any, sum_dims: list[int]) -> Any:
    """``(left * right).sum(sum_dims, keepdim=True)`` as one ``bmm``; size-1 dims broadcast."""
    ops = _ops()
    if not sum_dims:
        return ops.mul_Tensor.call(left, right)
    both, only_left, only_right, summed = [], [], [], 1
    for d in range(left.dim()):
        in_left, in_right = left.shape[d] != 1, right.shape[d] != 1
        if d in sum_dims:
            if in_left and in_right:
                summed *= left.shape[d]
            elif in_left:
                left = ops.sum_dim_IntList.call(left, (d,), True, None)
            elif in_right:
                right = ops.sum_dim_IntList.call(right, (d,), True, None)
        elif in_left and in_right:
            both.append(d)
        elif in_left:
            only_left.append(d)
        else:
            only_right.append(d)
    b = math.prod(left.shape[d] for d in both)
    m = math.prod(left.shape[d] for d in only_left)
    n = math.prod(right.shape[d] for d in only_right)
    lhs = ops.permute.call(left, (*both, *only_left, *sum_dims, *only_right))
    rhs = ops.permute.call(right, (*both, *sum_dims, *only_right, *only_left))
    product = ops.bmm.call(
        ops.reshape.call(lhs, (b, m, summed)), ops.reshape.call(rhs, (b, summed, n))
    )
    order = [*both, *only_left, *sum_dims, *only_right]
    shape = (
        *(left.shape[d] for d in both),
        *(left.shape[d] for d in only_left),
        *(1 for _ in sum_dims),
        *(right.shape[d] for d in only_right),
    )
    inverse = [order.index(d) for d in range(left.dim())]
    return ops.permute.call(ops.view.call(product, shape), tuple(inverse))


def _pairs(path: Sequence[int] | None, n: int) -> list[tuple[int, int]]:
    if path is None:
        return [(0, 1)] * (n - 1)
    expected = 1 if n == 1 else (n - 1) * 2
    if len(path) != expected:
        raise RuntimeError(
            "einsum(): expected contraction path given in path parameter to have size "
            f"{expected} but got {len(path)}"
        )
    if n == 1:
        return []
    return [(min(i, j), max(i, j)) for i, j in zip(path[::2], path[1::2], strict=True)]


def _check_pair(i: int, j: int, n: int) -> None:
    if i == j:
        raise RuntimeError(
            f"einsum(): invalid contraction ({i}, {j}) cannot contract an operand with itself"
        )
    if i < 0 or j >= n:
        raise RuntimeError(
            f"einsum(): invalid contraction ({i}, {j}) operand index is out of bounds"
        )


def einsum(equation: str, tensors: Sequence[Any], path: Sequence[int] | None = None) -> Any:
    """Sum products of ``tensors`` over the labels ``equation`` names (``"ij,jk->ik"``)."""
    ops = _ops()
    if not tensors:
        raise RuntimeError("einsum(): must provide at least one operand")
    lhs, arrow, rhs = equation.partition("->")
    labels = _parse_operand_labels(lhs, len(tensors))
    ell_ndim = _check_ranks(labels, tensors)
    counts = {c: sum(names.count(c) for names in labels) for c in _LABELS}
    output = _parse_output_labels(rhs, len(lhs) + 2, counts) if arrow else None
    layout = _Layout(counts, output, ell_ndim)
    sizes: dict[Any, int] = {}
    operands = [
        _align(t, names, i, layout, sizes)
        for i, (names, t) in enumerate(zip(labels, tensors, strict=True))
    ]
    contracted = range(layout.out_ndim, layout.ndim)
    users = {d: sum(op.shape[d] != 1 for op in operands) for d in contracted}
    for i, j in _pairs(path, len(operands)):
        _check_pair(i, j, len(operands))
        a, b = operands[i], operands[j]
        del operands[j], operands[i]
        sum_dims, a_only, b_only = [], [], []
        for d in contracted:
            if a.shape[d] != 1 and b.shape[d] != 1:
                users[d] -= 1
                if users[d] == 1:
                    sum_dims.append(d)
                    users[d] = 0
            elif users[d] == 1 and (a.shape[d] != 1 or b.shape[d] != 1):
                (a_only if a.shape[d] != 1 else b_only).append(d)
                users[d] = 0
        if a_only:
            a = ops.sum_dim_IntList.call(a, tuple(a_only), True, None)
        if b_only:
            b = ops.sum_dim_IntList.call(b, tuple(b_only), True, None)
        result = _sumproduct_pair(a, b, sum_dims)
        operands.insert(0 if path is None else len(operands), result)
    result = operands[0]
    if layout.ndim == layout.out_ndim:
        return result
    if len(tensors) > 1:  # every contracted dim has been summed down to size 1
        return ops.view.call(result, tuple(result.shape[: layout.out_ndim]))
    return ops.sum_dim_IntList.call(result, tuple(contracted), False, None)
