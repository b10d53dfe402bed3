"""gradcheck and gradgradcheck: compare analytical gradients with finite differences.

Mirrors the slow (dense) mode of ``torch/autograd/gradcheck.py``. For every output and every
input that requires grad it builds two Jacobians of shape (input numel, output numel): the
numerical one by central differences, perturbing one input element by ``±eps`` at a time,
and the analytical one by one ``autograd.grad`` per output element. They must agree within
``atol + rtol * |numerical|``; finite differences need float64 to be meaningful.

Sparse COO inputs are perturbed through new sparse tensors (an extra entry of ``±eps``);
with ``masked=True`` only their stored entries count, the rows of the Jacobian being the
coalesced values, as PyTorch's ``masked`` mode. Sparse outputs are compared dense.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
from glasstorch.aten import sparse_coo_tensor
from glasstorch.aten import tensor as _make_tensor
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core.layout import strided
from glasstorch.c10.core.scalar_type import float64

from . import _ops
from .api import grad as _grad
from .variable import requires_grad, set_requires_grad

__all__ = ["GradcheckError", "gradcheck", "gradgradcheck"]


class GradcheckError(RuntimeError):
    """Raised by gradcheck and gradgradcheck when a check fails."""


def _as_tuple(x: Any) -> tuple[Any, ...]:
    if isinstance(x, tuple):
        return x
    if isinstance(x, list):
        return tuple(x)
    return (x,)


def _differentiable_outputs(x: Any) -> tuple[Any, ...]:
    return tuple(o for o in _as_tuple(x) if isinstance(o, TensorBase) and requires_grad(o))


def _array(t: Any) -> np.ndarray:
    """A float64 *copy* of ``t``'s values: an output may share storage with the input
    being perturbed (a view, the input itself), and must not change after it is read."""
    t = t.detach()
    if t.layout is not strided:
        t = t.to_dense()
    return np.array(t._array(), dtype=np.float64)


def _sparse_parts(t: Any) -> tuple[np.ndarray, np.ndarray]:
    """The coalesced indices and values of a sparse input, as float64/int64 arrays."""
    c = t.detach().coalesce()
    return np.array(c._indices()._array()), np.array(c._values()._array(), dtype=np.float64)


def _rows(t: Any, masked: bool) -> int:
    """The Jacobian rows of an input: its elements, or a masked sparse input's values."""
    if t.layout is not strided and masked:
        return int(_sparse_parts(t)[1].size)
    return t.numel()


def _gradient_rows(g: Any, t: Any, masked: bool) -> np.ndarray:
    """A gradient as one Jacobian column: dense, or a masked sparse input's entries."""
    dense = _array(g)
    if t.layout is not strided and masked:
        return dense[tuple(_sparse_parts(t)[0])].reshape(-1)
    return dense.reshape(-1)


def _sparse_perturbations(t: Any, eps: float, masked: bool):
    """``(minus, plus)`` copies of sparse ``t``, one pair per Jacobian row."""
    indices, values = _sparse_parts(t)
    sparse_dim = indices.shape[0]

    def build(idx: np.ndarray, vals: np.ndarray) -> Any:
        return sparse_coo_tensor(
            _make_tensor(idx), _make_tensor(vals, dtype=t.dtype), tuple(t.shape)
        )

    if masked:
        for k in range(values.size):
            pair = []
            for step in (-eps, eps):
                moved = values.copy()
                moved.flat[k] += step
                pair.append(build(indices, moved))
            yield pair
        return
    block = values.shape[1:]
    for position in np.ndindex(tuple(t.shape)):
        column = np.array(position[:sparse_dim], np.int64).reshape(sparse_dim, 1)
        pair = []
        for step in (-eps, eps):
            extra = np.zeros((1, *block))
            extra[(0, *position[sparse_dim:])] = step
            pair.append(
                build(np.concatenate([indices, column], 1), np.concatenate([values, extra]))
            )
        yield pair


def _to_tensor(matrix: np.ndarray) -> Any:
    return _make_tensor(matrix, dtype=float64)


def _check_inputs(inputs: tuple[Any, ...]) -> list[int]:
    """Indices of the inputs that require grad, after PyTorch's sanity checks."""
    indices = [i for i, t in enumerate(inputs) if isinstance(t, TensorBase) and requires_grad(t)]
    if not indices:
        raise ValueError(
            "gradcheck expects at least one input tensor to require gradient, but none of the "
            "them have requires_grad=True."
        )
    for idx in indices:
        t = inputs[idx]
        if t.dtype.is_complex:
            raise NotImplementedError("gradcheck of complex inputs is not supported yet")
        if t.dtype is not float64:
            warnings.warn(
                f"Input #{idx} requires gradient and is not a double precision floating point or "
                "complex. This check will likely fail if all the inputs are not of double "
                "precision floating point or complex. ",
                stacklevel=3,
            )
        impl = t._impl
        if t.layout is not strided:
            continue
        if any(st == 0 and s > 1 for s, st in zip(impl.sizes, impl.strides, strict=True)):
            raise RuntimeError(
                f"The {idx}th input has a dimension with stride 0. gradcheck only supports inputs "
                "that are non-overlapping to be able to compute the numerical gradients "
                "correctly. You should call .contiguous on the input before passing it to "
                "gradcheck."
            )
    return indices


def _numerical_jacobians(
    func: Callable[..., Any],
    inputs: tuple[Any, ...],
    indices: list[int],
    eps: float,
    masked: bool = False,
) -> list[list[np.ndarray]]:
    """``[input][output]`` -> (input rows, output numel) central-difference Jacobians."""

    def evaluate(args: tuple[Any, ...] = inputs) -> list[np.ndarray]:
        outs = _as_tuple(func(*args))
        return [_array(o).reshape(-1) if isinstance(o, TensorBase) else None for o in outs]

    reference = evaluate()
    result = []
    for idx in indices:
        columns: list[list[np.ndarray]] = [[] for _ in reference]

        def record(
            before: list[np.ndarray], after: list[np.ndarray], columns: list[list[Any]] = columns
        ) -> None:
            for k, (a, b) in enumerate(zip(before, after, strict=True)):
                if a is not None:
                    columns[k].append((b - a) / (2 * eps))

        if inputs[idx].layout is not strided:
            for minus, plus in _sparse_perturbations(inputs[idx], eps, masked):
                before = evaluate((*inputs[:idx], minus, *inputs[idx + 1 :]))
                after = evaluate((*inputs[:idx], plus, *inputs[idx + 1 :]))
                record(before, after)
        else:
            data = inputs[idx].detach()._array()  # shares storage: writes perturb the input
            for position in np.ndindex(data.shape):
                original = data[position].item()
                data[position] = original - eps
                before = evaluate()
                data[position] = original + eps
                after = evaluate()
                data[position] = original
                record(before, after)
        rows = _rows(inputs[idx], masked)
        result.append(
            [
                np.stack(c) if c else np.zeros((rows, 0 if r is None else r.size))
                for c, r in zip(columns, reference, strict=True)
            ]
        )
    return result


def _analytical_jacobian(
    output: Any, inputs: list[Any], masked: bool = False
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Two runs of the (input rows, output numel) Jacobians of ``output`` (for reentrancy)."""
    if output.layout is not strided:
        output = output.to_dense()
    runs = []
    for _ in range(2):
        matrices = [np.zeros((_rows(t, masked), output.numel())) for t in inputs]
        for j in range(output.numel()):
            grad_output = _ops.zeros(output.shape, output.dtype, output.device)
            grad_output._array().reshape(-1)[j] = 1
            grads = _grad(output, inputs, grad_output, retain_graph=True, allow_unused=True)
            for matrix, g, t in zip(matrices, grads, inputs, strict=True):
                if g is None:
                    continue
                if g.shape != t.shape:
                    raise GradcheckError("Analytical gradient has incorrect size")
                matrix[:, j] = _gradient_rows(g, t, masked)
        runs.append(matrices)
    return runs[0], runs[1]


def _mismatch(analytical: np.ndarray, numerical: np.ndarray, out_idx: int, in_idx: int) -> str:
    return (
        f"Jacobian mismatch for output {out_idx:d} with respect to input {in_idx:d},\n"
        f"numerical:{_to_tensor(numerical)}\nanalytical:{_to_tensor(analytical)}\n"
    )


def _gradcheck(func, inputs, eps, atol, rtol, nondet_tol, masked=False) -> None:
    indices = _check_inputs(inputs)
    func_out = _as_tuple(func(*inputs))
    numerical = _numerical_jacobians(func, inputs, indices, eps, masked)
    diff_inputs = [inputs[i] for i in indices]
    positions = [
        k for k, o in enumerate(func_out) if isinstance(o, TensorBase) and requires_grad(o)
    ]
    if not positions:
        for per_input in numerical:
            for n in per_input:
                if not np.allclose(n, 0.0, rtol=rtol, atol=atol):
                    raise GradcheckError("Numerical gradient for function expected to be zero")
        return
    for i, k in enumerate(positions):
        first, second = _analytical_jacobian(func_out[k], diff_inputs, masked)
        for a, b in zip(first, second, strict=True):
            if not np.allclose(a, b, rtol=0.0, atol=nondet_tol):
                raise GradcheckError(
                    "Backward is not reentrant, i.e., running backward with same input and "
                    "grad_output multiple times gives different values, although analytical "
                    "gradient matches numerical gradient.The tolerance for nondeterminism was "
                    f"{nondet_tol}."
                )
        for j, a in enumerate(first):
            n = numerical[j][k]
            if not np.allclose(a, n, rtol=rtol, atol=atol):
                raise GradcheckError(_mismatch(a, n, i, j))


def gradcheck(
    func: Callable[..., Any],
    inputs: Any,
    *,
    eps: float = 1e-6,
    atol: float = 1e-5,
    rtol: float = 1e-3,
    raise_exception: bool = True,
    nondet_tol: float = 0.0,
    check_undefined_grad: bool = True,
    check_grad_dtypes: bool = False,
    check_batched_grad: bool = False,
    check_batched_forward_grad: bool = False,
    check_forward_ad: bool = False,
    check_backward_ad: bool = True,
    fast_mode: bool = False,
    masked: bool | None = None,
) -> bool:
    """Check the gradients of ``func`` at ``inputs`` against finite differences.

    Returns True when they agree; otherwise raises :class:`GradcheckError` (or returns
    False with ``raise_exception=False``). Only dense, real, reverse-mode checks are done.
    """
    if fast_mode or check_batched_grad or check_batched_forward_grad or check_forward_ad:
        raise NotImplementedError(
            "gradcheck supports only the slow mode of backward checks (fast_mode, batched and "
            "forward-mode checks are not implemented)"
        )
    tupled = _as_tuple(inputs)
    try:
        if check_backward_ad:
            _gradcheck(func, tupled, eps, atol, rtol, nondet_tol, bool(masked))
    except GradcheckError:
        if raise_exception:
            raise
        return False
    return True


def gradgradcheck(
    func: Callable[..., Any],
    inputs: Any,
    grad_outputs: Any = None,
    *,
    eps: float = 1e-6,
    atol: float = 1e-5,
    rtol: float = 1e-3,
    gen_non_contig_grad_outputs: bool = False,
    raise_exception: bool = True,
    nondet_tol: float = 0.0,
    check_undefined_grad: bool = True,
    check_grad_dtypes: bool = False,
    check_batched_grad: bool = False,
    check_fwd_over_rev: bool = False,
    check_rev_over_rev: bool = True,
    fast_mode: bool = False,
    masked: bool = False,
) -> bool:
    """gradcheck of the gradient of ``func``: checks second derivatives.

    Random ``grad_outputs`` (uniform in [-1, 1), from numpy's global generator) are used
    when none are given.
    """
    tupled_inputs = _as_tuple(inputs)
    if grad_outputs is None:
        outputs = _differentiable_outputs(func(*tupled_inputs))
        tupled_grads = tuple(_random_like(o) for o in outputs)
    else:
        tupled_grads = _as_tuple(grad_outputs)
    num_outputs = len(tupled_grads)
    diff_inputs = {
        i for i, x in enumerate(tupled_inputs) if isinstance(x, TensorBase) and requires_grad(x)
    }

    def new_func(*args: Any) -> tuple[Any, ...]:
        input_args = args[: len(args) - num_outputs]
        outputs = _differentiable_outputs(func(*input_args))
        grads_in = args[len(args) - num_outputs :]
        wrt = tuple(x for i, x in enumerate(input_args) if i in diff_inputs)
        result = _grad(outputs, wrt, grads_in, create_graph=True, allow_unused=True)
        return tuple(g for g in result if g is not None)

    return gradcheck(
        new_func,
        tupled_inputs + tupled_grads,
        eps=eps,
        atol=atol,
        rtol=rtol,
        raise_exception=raise_exception,
        nondet_tol=nondet_tol,
        fast_mode=fast_mode,
        check_batched_grad=check_batched_grad,
    )


def _random_like(t: Any) -> Any:
    dtype = t.dtype if t.dtype.category >= 2 else float64
    values = np.random.uniform(-1.0, 1.0, size=tuple(t.shape))
    result = _make_tensor(values, dtype=dtype, device=t.device)
    set_requires_grad(result, True)
    return result
