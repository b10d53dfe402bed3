"""Helpers the distributions share: broadcasting parameters, probabilities and logits,
lazily computed attributes and packing lower-triangular matrices
(``torch.distributions.utils``)."""

from __future__ import annotations

import functools
import numbers
from collections.abc import Callable, Sequence
from typing import Any

import ml_dtypes
import numpy as np

from glasstorch.aten import Size, Tensor, arange, broadcast_tensors, empty, sigmoid, tensor
from glasstorch.autograd import enable_grad
from glasstorch.c10.core.scalar_type import dtype as DType
from glasstorch.c10.core.scalar_type import get_default_dtype
from glasstorch.nn import functional as F

__all__ = [
    "broadcast_all",
    "clamp_probs",
    "lazy_property",
    "logits_to_probs",
    "probs_to_logits",
    "tril_matrix_to_vec",
    "vec_to_tril_matrix",
]

#: The Euler–Mascheroni constant (Gumbel's mean, the entropy of several distributions).
euler_constant = 0.57721566490153286060


def _shown(value: Any) -> Any:
    """``value`` as PyTorch's f-strings show a tensor: a 0-dim tensor as its number."""
    return value.item() if isinstance(value, Tensor) and value.dim() == 0 else value


def _is_tensor_like(value: Any) -> bool:
    return isinstance(value, Tensor) or hasattr(type(value), "__torch_function__")


def broadcast_all(*values: Tensor | float) -> tuple[Tensor, ...]:
    """Broadcast tensors and numbers together; numbers become tensors of the first
    tensor's dtype and device (the default dtype when there is no tensor)."""
    if not all(_is_tensor_like(v) or isinstance(v, numbers.Number) for v in values):
        raise ValueError(
            "Input arguments must all be instances of Number, torch.Tensor or objects "
            "implementing __torch_function__."
        )
    if not all(_is_tensor_like(v) for v in values):
        options: dict[str, Any] = {"dtype": get_default_dtype()}
        for value in values:
            if isinstance(value, Tensor):
                options = {"dtype": value.dtype, "device": value.device}
                break
        values = tuple(v if _is_tensor_like(v) else tensor(v, **options) for v in values)
    return tuple(broadcast_tensors(list(values)))


def _broadcast_params(*values: Tensor | float) -> tuple[Size, tuple[Tensor, ...]]:
    """:func:`broadcast_all` of a distribution's parameters, with its batch shape: empty
    when every parameter is a Python number, else the broadcast shape."""
    tensors = broadcast_all(*values)
    scalar = all(isinstance(v, numbers.Number) for v in values)
    return (Size() if scalar else tensors[0].size()), tensors


def finfo_of(dtype: DType) -> Any:
    """numpy's limits of a floating dtype (ml_dtypes' for bfloat16): ``eps``, ``tiny``..."""
    return (
        ml_dtypes.finfo(dtype.numpy_dtype)
        if dtype.name == "bfloat16"
        else np.finfo(dtype.numpy_dtype)
    )


def eps_of(dtype: DType) -> float:
    return float(finfo_of(dtype).eps)


def tiny_of(dtype: DType) -> float:
    return float(finfo_of(dtype).tiny)


def _standard_normal(shape: Sequence[int], dtype: DType, device: Any) -> Tensor:
    """A tensor of standard normal draws."""
    return empty(tuple(shape), dtype=dtype, device=device).normal_()


def _sum_rightmost(value: Tensor, dim: int) -> Tensor:
    """Sum out the ``dim`` rightmost dimensions of ``value``."""
    if dim == 0:
        return value
    return value.reshape(tuple(value.shape[: value.dim() - dim]) + (-1,)).sum(-1)


def _check_probs_or_logits(probs: Any, logits: Any) -> None:
    """Exactly one of ``probs`` and ``logits`` parameterises a discrete distribution."""
    if (probs is None) == (logits is None):
        raise ValueError("Either `probs` or `logits` must be specified, but not both.")


def logits_to_probs(logits: Tensor, is_binary: bool = False) -> Tensor:
    """Probabilities from logits: a sigmoid for a binary event, else a softmax over the
    last dimension."""
    if is_binary:
        return sigmoid(logits)
    return F.softmax(logits, dim=-1)


def clamp_probs(probs: Tensor) -> Tensor:
    """``probs`` clamped into ``[eps, 1 - eps]`` of its dtype, so their logs are finite."""
    eps = eps_of(probs.dtype)
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs: Tensor, is_binary: bool = False) -> Tensor:
    """Logits from probabilities: the log-odds for a binary event, else the logs."""
    clamped = clamp_probs(probs)
    if is_binary:
        return clamped.log() - (-clamped).log1p()
    return clamped.log()


class lazy_property:  # noqa: N801 - PyTorch's name
    """A property computed on first access and then stored on the instance (with grad
    enabled, so a parameter derived under ``no_grad`` still tracks its history)."""

    def __init__(self, wrapped: Callable[[Any], Any]) -> None:
        self.wrapped = wrapped
        functools.update_wrapper(self, wrapped)  # type: ignore[arg-type]

    def __get__(self, instance: Any, obj_type: Any = None) -> Any:
        if instance is None:
            return _lazy_property_and_property(self.wrapped)
        with enable_grad():
            value = self.wrapped(instance)
        setattr(instance, self.wrapped.__name__, value)
        return value


class _lazy_property_and_property(lazy_property, property):  # noqa: N801
    """What a ``lazy_property`` looks like on the class: a property too, for docs."""

    def __init__(self, wrapped: Callable[[Any], Any]) -> None:
        property.__init__(self, wrapped)


def _tril_mask(n: int, diag: int, device: Any) -> Tensor:
    rows = arange(n, device=device)
    return rows < rows.view(-1, 1) + (diag + 1)


def tril_matrix_to_vec(mat: Tensor, diag: int = 0) -> Tensor:
    """The entries on and below diagonal ``diag`` of the last two dims, row by row."""
    n = mat.shape[-1]
    if diag < -n or diag >= n:
        raise ValueError(f"diag ({diag}) provided is outside [{-n}, {n - 1}].")
    return mat[..., _tril_mask(n, diag, mat.device)]


def vec_to_tril_matrix(vec: Tensor, diag: int = 0) -> Tensor:
    """The inverse of :func:`tril_matrix_to_vec`: a square matrix, zero above ``diag``."""
    # the size n solves n(n+1)/2 + diag-dependent terms = len(vec)
    b = 1 + 2 * diag
    n = (-b + (b * b + 8 * vec.shape[-1] + 4 * abs(diag) * (diag + 1)) ** 0.5) / 2
    if round(n) - n > eps_of(vec.dtype):
        raise ValueError(
            f"The size of last dimension is {vec.shape[-1]} which cannot be expressed as "
            "the lower triangular part of a square D x D matrix."
        )
    n = round(n)
    mat = vec.new_zeros(Size(tuple(vec.shape[:-1]) + (n, n)))
    mat[..., _tril_mask(n, diag, vec.device)] = vec
    return mat
