"""gradcheck of every differentiable operator in the OpInfo table, in float64.

Each entry's samples (broadcasting included) are checked as given, and its first sample
once more with non-contiguous inputs (transposed or strided views of their storage). A
third of the entries also go through gradgradcheck, which differentiates the formulas
themselves (they must be written with differentiable operators).
"""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import OpInfo, SampleInput, op_db
from glasstorch.autograd import gradcheck, gradgradcheck
from glasstorch.c10.core.scalar_type import float64

DIFFERENTIABLE = sorted((info for info in op_db if info.differentiable), key=lambda i: i.name)
#: Every third entry (by name): the second-derivative sample of the table.
SECOND_ORDER = [info for info in DIFFERENTIABLE[::3] if info.supports_gradgrad]
#: Samples whose gradient differs from finite differences by definition (op, sample name).
NOT_GRADCHECKED = {
    # the row at padding_idx gets no gradient, though the output reads it
    ("embedding", "padding_idx"),
}


def _leaf(a: np.ndarray) -> Any:
    return at.tensor(np.array(a, dtype=np.float64), dtype=float64, requires_grad=True)


def _noncontiguous(a: np.ndarray) -> Any:
    """A view of ``a``'s values whose strides are not contiguous (0-d stays as it is)."""
    if a.ndim == 0:
        return _leaf(a)
    if a.ndim == 1:
        base = _leaf(np.stack([a, np.zeros_like(a)], axis=1))
        return base.select(1, 0)
    order = tuple(reversed(range(a.ndim)))
    return _leaf(np.ascontiguousarray(a.transpose(order))).permute(order)


def _convert(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return at.tensor(value)
    if isinstance(value, list | tuple) and value and all(isinstance(v, np.ndarray) for v in value):
        return type(value)(at.tensor(v) for v in value)
    return value


def _inputs(info: OpInfo, sample: SampleInput, noncontiguous: bool) -> tuple[list[Any], list[int]]:
    """The sample's positional arguments as tensors, and which of them gradcheck perturbs."""
    args: list[Any] = []
    perturbed: list[int] = []
    for i, a in enumerate(sample.args):
        if i in info.differentiable and isinstance(a, np.ndarray) and a.dtype.kind == "f":
            args.append(_noncontiguous(a) if noncontiguous else _leaf(a))
            perturbed.append(i)
        else:
            args.append(_convert(a))
    return args, perturbed


def _function(info: OpInfo, sample: SampleInput, args: list[Any], perturbed: list[int]) -> Any:
    """``f(*perturbed inputs)`` calling the operator with the sample's other arguments."""
    kwargs = {k: _convert(v) for k, v in sample.kwargs.items()}

    def f(*tensors: Any) -> Any:
        full = list(args)
        for i, t in zip(perturbed, tensors, strict=True):
            full[i] = t
        return info.op(at, *full, **kwargs)

    return f


def _label(info: OpInfo, sample: SampleInput, index: int) -> str:
    return f"{info.name} sample {index} {sample.name}".strip()


@pytest.mark.parametrize("info", DIFFERENTIABLE, ids=lambda i: i.name)
def test_gradcheck(info: OpInfo) -> None:
    for index, sample in enumerate(info.sample_inputs()):
        args, perturbed = _inputs(info, sample, noncontiguous=False)
        if not perturbed or (info.name, sample.name) in NOT_GRADCHECKED:
            continue
        inputs = [args[i] for i in perturbed]
        assert gradcheck(_function(info, sample, args, perturbed), inputs), _label(
            info, sample, index
        )


@pytest.mark.parametrize("info", DIFFERENTIABLE, ids=lambda i: i.name)
def test_gradcheck_noncontiguous(info: OpInfo) -> None:
    sample = next((s for s in info.sample_inputs() if any(np.size(a) > 1 for a in s.args)), None)
    if sample is None:
        pytest.skip("no sample with more than one element")
    args, perturbed = _inputs(info, sample, noncontiguous=True)
    if not any(not args[i].is_contiguous() for i in perturbed):
        pytest.skip("no floating input with more than one element to perturb")
    inputs = [args[i] for i in perturbed]
    f = _function(info, sample, args, perturbed)
    try:
        f(*inputs)
    except RuntimeError as e:  # view() and friends may refuse these strides
        pytest.skip(f"the operator refuses non-contiguous inputs: {e}")
    assert gradcheck(f, inputs)


@pytest.mark.parametrize("info", SECOND_ORDER, ids=lambda i: i.name)
def test_gradgradcheck(info: OpInfo) -> None:
    np.random.seed(0)
    for index, sample in enumerate(info.sample_inputs()):
        args, perturbed = _inputs(info, sample, noncontiguous=False)
        if not perturbed or any(args[i].numel() == 0 for i in perturbed):
            continue
        inputs = [args[i] for i in perturbed]
        assert gradgradcheck(_function(info, sample, args, perturbed), inputs), _label(
            info, sample, index
        )
