"""Flatten parameters into one vector and back (``torch/nn/utils/convert_parameters.py``)."""

from __future__ import annotations

from collections.abc import Iterable

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase

from ..parameter import set_data

__all__ = ["parameters_to_vector", "vector_to_parameters"]


def _check_same_device(param: Tensor, old: int | None) -> int:
    device = param.get_device()
    if old is not None and old != device:
        raise TypeError(
            "Found two parameters on different devices, this is currently not supported."
        )
    return device


def parameters_to_vector(parameters: Iterable[Tensor]) -> Tensor:
    """All ``parameters`` flattened and concatenated into one 1-d tensor."""
    device = None
    vec = []
    for param in parameters:
        device = _check_same_device(param, device)
        vec.append(param.reshape(-1))
    return at.cat(vec)


def vector_to_parameters(vec: Tensor, parameters: Iterable[Tensor]) -> None:
    """Copy consecutive slices of ``vec`` into ``parameters`` (replacing their data)."""
    if not isinstance(vec, TensorBase):
        raise TypeError(f"expected torch.Tensor, but got: {type(vec).__name__}")
    device = None
    pointer = 0
    for param in parameters:
        device = _check_same_device(param, device)
        num = param.numel()
        set_data(param, vec[pointer : pointer + num].view_as(param).data)
        pointer += num
