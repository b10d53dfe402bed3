"""Transforms applied piecewise: ``CatTransform`` to consecutive slices along a
dimension, ``StackTransform`` to each index of a dimension."""

from __future__ import annotations

from collections.abc import Sequence

from glasstorch.aten import Tensor, cat, stack

from .. import constraints
from ..utils import _sum_rightmost, lazy_property
from .transform import Transform

__all__ = ["CatTransform", "StackTransform"]


def _checked_transforms(tseq: Sequence[Transform], cache_size: int) -> list[Transform]:
    if not all(isinstance(t, Transform) for t in tseq):
        raise AssertionError("All elements of tseq must be Transform instances")
    return [t.with_cache(cache_size) for t in tseq] if cache_size else list(tseq)


def _check_extent(value: Tensor, label: str, in_call: bool, dim: int, size: int, what: str) -> None:
    """PyTorch's checks that ``value`` (named ``label``, "x" or "y") has dimension ``dim``
    of ``size``; the transform calls themselves name it "tensor" in the first message."""
    if not -value.dim() <= dim < value.dim():
        target = "tensor" if in_call else label
        raise AssertionError(f"dim {dim} out of range for {target} with {value.dim()} dimensions")
    if value.size(dim) != size:
        raise AssertionError(f"{label}.size({dim}) = {value.size(dim)} must equal {what} {size}")


class _Piecewise(Transform):
    """What Cat and Stack share: a list of transforms and bijectivity."""

    transforms: list[Transform]

    @property
    def bijective(self) -> bool:  # type: ignore[override]
        return all(t.bijective for t in self.transforms)


class CatTransform(_Piecewise):
    """``tseq[i]`` applied to the i-th slice (of ``lengths[i]`` entries) along ``dim``,
    as ``torch.cat`` joins tensors."""

    def __init__(
        self,
        tseq: Sequence[Transform],
        dim: int = 0,
        lengths: Sequence[int] | None = None,
        cache_size: int = 0,
    ) -> None:
        tseq = _checked_transforms(tseq, cache_size)
        super().__init__(cache_size=cache_size)
        self.transforms = tseq
        self.lengths = list([1] * len(self.transforms) if lengths is None else lengths)
        if len(self.lengths) != len(self.transforms):
            raise AssertionError(
                f"lengths ({len(self.lengths)}) must match transforms ({len(self.transforms)})"
            )
        self.dim = dim

    @lazy_property
    def event_dim(self) -> int:  # type: ignore[override]
        return max(t.event_dim for t in self.transforms)

    @lazy_property
    def length(self) -> int:
        return sum(self.lengths)

    def with_cache(self, cache_size: int = 1) -> Transform:
        if self._cache_size == cache_size:
            return self
        return CatTransform(self.transforms, self.dim, self.lengths, cache_size)

    def _slices(self, value: Tensor) -> list[Tensor]:
        starts = [sum(self.lengths[:i]) for i in range(len(self.lengths))]
        return [
            value.narrow(self.dim, start, n) for start, n in zip(starts, self.lengths, strict=True)
        ]

    def _call(self, x: Tensor) -> Tensor:
        _check_extent(x, "x", True, self.dim, self.length, "length")
        parts = [t(s) for t, s in zip(self.transforms, self._slices(x), strict=True)]
        return cat(parts, dim=self.dim)

    def _inverse(self, y: Tensor) -> Tensor:
        _check_extent(y, "y", True, self.dim, self.length, "length")
        parts = [t.inv(s) for t, s in zip(self.transforms, self._slices(y), strict=True)]
        return cat(parts, dim=self.dim)

    def log_abs_det_jacobian(self, x: Tensor, y: Tensor) -> Tensor:
        _check_extent(x, "x", False, self.dim, self.length, "length")
        _check_extent(y, "y", False, self.dim, self.length, "length")
        terms = []
        for t, xs, ys in zip(self.transforms, self._slices(x), self._slices(y), strict=True):
            term = t.log_abs_det_jacobian(xs, ys)
            if t.event_dim < self.event_dim:
                term = _sum_rightmost(term, self.event_dim - t.event_dim)
            terms.append(term)
        dim = self.dim - x.dim() if self.dim >= 0 else self.dim
        dim += self.event_dim
        # the joined dimension is still a batch dimension: join the terms along it;
        # otherwise it was summed into each term's event
        return cat(terms, dim=dim) if dim < 0 else sum(terms)

    @constraints.dependent_property
    def domain(self) -> constraints.Constraint:
        return constraints.cat([t.domain for t in self.transforms], self.dim, self.lengths)

    @constraints.dependent_property
    def codomain(self) -> constraints.Constraint:
        return constraints.cat([t.codomain for t in self.transforms], self.dim, self.lengths)


class StackTransform(_Piecewise):
    """``tseq[i]`` applied to index ``i`` of dimension ``dim``, as ``torch.stack``
    joins tensors."""

    def __init__(self, tseq: Sequence[Transform], dim: int = 0, cache_size: int = 0) -> None:
        tseq = _checked_transforms(tseq, cache_size)
        super().__init__(cache_size=cache_size)
        self.transforms = tseq
        self.dim = dim

    def with_cache(self, cache_size: int = 1) -> Transform:
        if self._cache_size == cache_size:
            return self
        return StackTransform(self.transforms, self.dim, cache_size)

    def _slice(self, z: Tensor) -> list[Tensor]:
        return [z.select(self.dim, i) for i in range(z.size(self.dim))]

    def _call(self, x: Tensor) -> Tensor:
        _check_extent(x, "x", True, self.dim, len(self.transforms), "len(transforms)")
        parts = [t(s) for s, t in zip(self._slice(x), self.transforms, strict=False)]
        return stack(parts, dim=self.dim)

    def _inverse(self, y: Tensor) -> Tensor:
        _check_extent(y, "y", True, self.dim, len(self.transforms), "len(transforms)")
        parts = [t.inv(s) for s, t in zip(self._slice(y), self.transforms, strict=False)]
        return stack(parts, dim=self.dim)

    def log_abs_det_jacobian(self, x: Tensor, y: Tensor) -> Tensor:
        _check_extent(x, "x", False, self.dim, len(self.transforms), "len(transforms)")
        _check_extent(y, "y", False, self.dim, len(self.transforms), "len(transforms)")
        terms = [
            t.log_abs_det_jacobian(xs, ys)
            for xs, ys, t in zip(self._slice(x), self._slice(y), self.transforms, strict=False)
        ]
        return stack(terms, dim=self.dim)

    @constraints.dependent_property
    def domain(self) -> constraints.Constraint:
        return constraints.stack([t.domain for t in self.transforms], self.dim)

    @constraints.dependent_property
    def codomain(self) -> constraints.Constraint:
        return constraints.stack([t.codomain for t in self.transforms], self.dim)
