"""Hand-written Triton kernels for CUDA tensors, where composing cupy calls is slow.

softmax / log_softmax over the last dim, layer_norm's forward, cross-entropy's per-row
loss and embedding's backward each read their input once in a fused kernel, where the
cupy composition makes several passes with temporaries. :func:`usable` decides per call:
Triton must import and the tensors be on a real GPU (cupy), or, for tests, on the numpy
stand-in with ``TRITON_INTERPRET=1`` (Triton's CPU interpreter then runs the same kernels).
The module imports without Triton (then :func:`usable` is False); kernels are jitted
lazily, for the mode in force (compiled, or interpreted under ``TRITON_INTERPRET=1``).
"""

from __future__ import annotations

import functools
from typing import Any

from glasstorch.c10.core.device import DeviceType
from glasstorch.c10.core.scalar_type import bfloat16, float16, float32

try:
    import triton
    import triton.language as tl
    from triton import knobs
except ImportError:  # Triton is optional: usable() is then False and no kernel runs
    triton = tl = knobs = None

__all__ = ["cross_entropy_rows", "embedding_backward", "layer_norm", "softmax", "usable"]

_FLOATS = (float32, float16, bfloat16)
_MAX_BLOCK = 4096


def _interpreting() -> bool:
    return bool(knobs.runtime.interpret)


def usable(*tensors: Any) -> bool:
    """Whether the Triton kernels can run on ``tensors`` (contiguous CUDA float32/16/bf16)."""
    if triton is None:
        return False
    for t in tensors:
        impl = t._impl
        if impl.device.device_type is not DeviceType.CUDA or impl.dtype not in _FLOATS:
            return False
        if not impl.is_contiguous():
            return False
    from glasstorch.c10.cuda import backend_name

    return backend_name() == "cupy" or _interpreting()


def _block(n: int) -> int:
    return min(triton.next_power_of_2(max(n, 1)), _MAX_BLOCK)


# -- kernels (plain functions, jitted by _kernel for the current mode) --------------------------
def _softmax_kernel(
    out_ptr,
    in_ptr,
    n_cols,
    LOG: tl.constexpr,
    ONE_PASS: tl.constexpr,
    BLOCK: tl.constexpr,  # noqa: N803
):
    row = tl.program_id(0).to(tl.int64)
    x_row = in_ptr + row * n_cols
    y_row = out_ptr + row * n_cols
    offsets = tl.arange(0, BLOCK)
    if ONE_PASS:  # the row fits one block: read it once
        mask = offsets < n_cols
        x = tl.load(x_row + offsets, mask=mask, other=float("-inf")).to(tl.float32)
        row_max = tl.max(x, 0)
        shifted = x - tl.where(row_max != float("-inf"), row_max, 0.0)
        e = tl.exp(shifted)
        total = tl.sum(e, 0)
        y = shifted - tl.log(total) if LOG else e / total
        tl.store(y_row + offsets, y.to(out_ptr.dtype.element_ty), mask=mask)
    else:  # online max and sum over blocks, then a second pass to write
        m = tl.full([BLOCK], float("-inf"), tl.float32)
        s = tl.zeros([BLOCK], tl.float32)
        for start in range(0, n_cols, BLOCK):
            cols = start + offsets
            x = tl.load(x_row + cols, mask=cols < n_cols, other=float("-inf")).to(tl.float32)
            new_m = tl.maximum(m, x)
            shift = tl.where(new_m != float("-inf"), new_m, 0.0)  # no -inf - -inf
            s = s * tl.exp(m - shift) + tl.exp(x - shift)
            m = new_m
        row_max = tl.max(m, 0)
        shift = tl.where(row_max != float("-inf"), row_max, 0.0)
        total = tl.sum(s * tl.exp(m - shift), 0)
        for start in range(0, n_cols, BLOCK):
            cols = start + offsets
            mask = cols < n_cols
            x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
            y = x - shift - tl.log(total) if LOG else tl.exp(x - shift) / total
            tl.store(y_row + cols, y.to(out_ptr.dtype.element_ty), mask=mask)


def _layer_norm_kernel(
    x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, n, eps,
    HAS_W: tl.constexpr, HAS_B: tl.constexpr, BLOCK: tl.constexpr,  # noqa: F821, N803
):  # fmt: skip
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * n
    y_row = y_ptr + row * n
    offsets = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n, BLOCK):
        cols = start + offsets
        acc += tl.load(x_row + cols, mask=cols < n, other=0.0).to(tl.float32)
    mean = tl.sum(acc, 0) / n
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n, BLOCK):
        cols = start + offsets
        x = tl.load(x_row + cols, mask=cols < n, other=0.0).to(tl.float32)
        d = tl.where(cols < n, x - mean, 0.0)
        acc += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(acc, 0) / n + eps)
    tl.store(mean_ptr + row, mean.to(mean_ptr.dtype.element_ty))
    tl.store(rstd_ptr + row, rstd.to(rstd_ptr.dtype.element_ty))
    for start in range(0, n, BLOCK):
        cols = start + offsets
        mask = cols < n
        y = (tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32) - mean) * rstd
        if HAS_W:
            y = y * tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        if HAS_B:
            y = y + tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_row + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


def _cross_entropy_kernel(
    loss_ptr,
    x_ptr,
    target_ptr,
    n_cols,
    ignore_index,
    BLOCK: tl.constexpr,  # noqa: F821, N803
):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * n_cols
    offsets = tl.arange(0, BLOCK)
    m = tl.full([BLOCK], float("-inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + offsets
        x = tl.load(x_row + cols, mask=cols < n_cols, other=float("-inf")).to(tl.float32)
        new_m = tl.maximum(m, x)
        shift = tl.where(new_m != float("-inf"), new_m, 0.0)  # no -inf - -inf
        s = s * tl.exp(m - shift) + tl.exp(x - shift)
        m = new_m
    row_max = tl.max(m, 0)
    shift = tl.where(row_max != float("-inf"), row_max, 0.0)
    lse = row_max + tl.log(tl.sum(s * tl.exp(m - shift), 0))
    target = tl.load(target_ptr + row)
    ignored = target == ignore_index
    picked = tl.load(x_row + tl.where(ignored, 0, target)).to(tl.float32)
    tl.store(loss_ptr + row, tl.where(ignored, 0.0, lse - picked))


def _embedding_backward_kernel(
    grad_weight_ptr,
    grad_ptr,
    index_ptr,
    dim,
    padding_idx,
    BLOCK: tl.constexpr,  # noqa: F821, N803
):
    i = tl.program_id(0).to(tl.int64)
    index = tl.load(index_ptr + i)
    if index != padding_idx:
        offsets = tl.arange(0, BLOCK)
        for start in range(0, dim, BLOCK):
            cols = start + offsets
            mask = cols < dim
            g = tl.load(grad_ptr + i * dim + cols, mask=mask, other=0.0)
            tl.atomic_add(grad_weight_ptr + index * dim + cols, g, mask=mask)


_KERNELS = {
    "softmax": _softmax_kernel,
    "layer_norm": _layer_norm_kernel,
    "cross_entropy": _cross_entropy_kernel,
    "embedding_backward": _embedding_backward_kernel,
}


@functools.cache
def _jitted(name: str, interpreted: bool) -> Any:
    return triton.jit(_KERNELS[name])


def _kernel(name: str) -> Any:
    return _jitted(name, _interpreting())


def _rows(t: Any, last: int) -> int:
    return t._impl.numel() // last if last else 0


# -- host wrappers ------------------------------------------------------------------------------
def softmax(x: Any, out: Any, log: bool = False) -> Any:
    """``out`` ← softmax (or log_softmax) of contiguous ``x`` over its last dim."""
    n = x._impl.sizes[-1] if x._impl.sizes else 1
    rows = _rows(x, n)
    if rows:
        block = _block(n)
        _kernel("softmax")[(rows,)](out, x, n, LOG=log, ONE_PASS=n <= block, BLOCK=block)
    return out


def layer_norm(x: Any, weight: Any, bias: Any, eps: float, out: Any, mean: Any, rstd: Any) -> Any:
    """``out, mean, rstd`` ← layer norm of ``x`` over its trailing ``mean``-sized rows."""
    rows = mean._impl.numel()
    n = x._impl.numel() // rows if rows else 0
    if rows and n:
        w = weight if weight is not None else x
        b = bias if bias is not None else x
        _kernel("layer_norm")[(rows,)](
            x, out, w, b, mean, rstd, n, eps,
            HAS_W=weight is not None, HAS_B=bias is not None, BLOCK=_block(n),
        )  # fmt: skip
    return out


def cross_entropy_rows(x: Any, target: Any, ignore_index: int, losses: Any) -> Any:
    """``losses[i]`` ← ``logsumexp(x[i]) - x[i, target[i]]`` (0 where ignored), float32."""
    rows, n = x._impl.sizes
    if rows:
        _kernel("cross_entropy")[(rows,)](losses, x, target, n, ignore_index, BLOCK=_block(n))
    return losses


def embedding_backward(grad: Any, indices: Any, padding_idx: int, grad_weight: Any) -> Any:
    """``grad_weight`` (zeroed, float32) += each gradient row at its index's row."""
    count = indices._impl.numel()
    dim = grad._impl.sizes[-1] if grad._impl.sizes else 1
    if count and dim:
        block = _block(dim)
        _kernel("embedding_backward")[(count,)](
            grad_weight, grad, indices, dim, padding_idx, BLOCK=block
        )
    return grad_weight
