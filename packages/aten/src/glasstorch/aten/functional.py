"""Python-level operator wrappers, as ``torch/functional.py``: signatures the schema
language cannot spell (``einsum``'s, ``meshgrid``'s and ``cartesian_prod``'s tensors as
varargs, ``tensordot``'s ``dims=2``,
``norm``'s string ``p``), each a thin layer over the aten operators it calls."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

from ._generated import functions as _generated_functions
from ._generated import ops
from .core.tensor_base import TensorBase
from .overrides import torch_function_wrapper

__all__ = ["cartesian_prod", "einsum", "meshgrid", "norm", "tensordot", "unique"]


#: Plans the contraction order of einsums of three or more operands: ``(equation,
#: operands) -> flat path or None`` (``torch.backends.opt_einsum`` sets it).
path_planner: Callable[[str, list[Any]], list[int] | None] | None = None


@torch_function_wrapper
def einsum(equation: str, *operands: Any, path: Any = None) -> Any:
    """``einsum("ij,jk->ik", a, b)`` (or with the operands in one list), as PyTorch."""
    if len(operands) == 1 and isinstance(operands[0], list | tuple):
        operands = tuple(operands[0])
    if not operands:
        raise RuntimeError("einsum(): must provide at least one operand")
    if path is None and len(operands) > 2 and path_planner is not None:
        path = path_planner(equation, list(operands))
    return ops.einsum.call(equation, list(operands), path)


def _tensor_list(tensors: tuple[Any, ...]) -> list[Any]:
    """``f(a, b)`` or ``f([a, b])``: the tensors as one list."""
    if len(tensors) == 1 and isinstance(tensors[0], list | tuple):
        return list(tensors[0])
    return list(tensors)


@torch_function_wrapper
def meshgrid(*tensors: Any, indexing: str | None = None) -> tuple[Any, ...]:
    """Coordinate grids from 1-D tensors; ``indexing`` is ``'ij'`` (matrix) or ``'xy'``
    (Cartesian), and ``'ij'`` with PyTorch's warning when not given."""
    if indexing is None:
        warnings.warn(
            "torch.meshgrid: in an upcoming release, it will be required to pass the "
            "indexing argument.",
            UserWarning,
            stacklevel=2,
        )
        indexing = "ij"
    return tuple(ops.meshgrid_indexing.call(_tensor_list(tensors), indexing))


@torch_function_wrapper
def cartesian_prod(*tensors: Any) -> Any:
    """Every combination of one element from each 1-D tensor, one per row."""
    return ops.cartesian_prod.call(_tensor_list(tensors))


@torch_function_wrapper
def tensordot(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
    """``tensordot(a, b, dims=2)``: contract ``a``'s last ``dims`` dimensions with ``b``'s
    first ones, or the listed pairs ``dims=([1, 0], [0, 1])``. The operator's own form
    ``tensordot(a, b, dims_self, dims_other)`` is accepted too."""
    if len(args) == 2 or "dims_self" in kwargs or "dims_other" in kwargs:
        return _generated_functions.tensordot(a, b, *args, **kwargs)
    dims = args[0] if args else kwargs.pop("dims", 2)
    out = kwargs.pop("out", None)
    if kwargs:
        raise TypeError(f"tensordot() got an unexpected keyword argument '{next(iter(kwargs))}'")
    if isinstance(dims, int):
        if dims < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={dims}")
        dims_a = list(range(a.dim() - dims, a.dim()))
        dims_b = list(range(dims))
    else:
        first, second = dims
        dims_a = [first] if isinstance(first, int) else list(first)
        dims_b = [second] if isinstance(second, int) else list(second)
    if out is not None:
        return ops.tensordot_out.call(a, b, dims_a, dims_b, out)
    return ops.tensordot.call(a, b, dims_a, dims_b)


@torch_function_wrapper
def norm(
    input: Any,  # noqa: A002 - PyTorch's parameter name
    p: Any = "fro",
    dim: Any = None,
    keepdim: bool = False,
    out: Any = None,
    dtype: Any = None,
) -> Any:
    """The vector 2-norm (``"fro"``) or p-norm of ``input`` over ``dim`` (all dims if None)."""
    if not isinstance(input, TensorBase):
        raise TypeError(f"norm(): argument 'input' must be Tensor, not {type(input).__name__}")
    if p == "fro":
        p = 2
    elif isinstance(p, str):
        raise RuntimeError(
            f"norm(): p={p!r} (matrix norms) is not supported; use p='fro' or a number"
        )
    dims = None if dim is None else ((dim,) if isinstance(dim, int) else tuple(dim))
    if dtype is not None:
        result = ops.linalg_vector_norm.call(input, p, dims, keepdim, dtype)
    elif dims is None and not keepdim:
        result = ops.norm_Scalar.call(input, p)
    else:
        result = ops.norm_ScalarOpt_dim.call(input, p, dims or (), keepdim)
    if out is None:
        return result
    if out.shape != result.shape:
        ops.resize_.call(out, tuple(result.shape), None)
    return ops.copy_.call(out, result, False)


@torch_function_wrapper
def unique(
    input: Any,
    sorted: bool = True,
    return_inverse: bool = False,
    return_counts: bool = False,
    dim: int | None = None,
) -> Any:
    """The distinct elements of ``input`` (or slices along ``dim``), as ``torch.unique``:
    a tensor, or a tuple that adds the inverse indices and/or the counts when asked."""
    if dim is not None:
        output, inverse, counts = ops.unique_dim.call(
            input, dim, sorted, return_inverse, return_counts
        )
    else:
        output, inverse, counts = ops._unique2.call(input, sorted, return_inverse, return_counts)
    if return_inverse and return_counts:
        return output, inverse, counts
    if return_inverse:
        return output, inverse
    if return_counts:
        return output, counts
    return output
