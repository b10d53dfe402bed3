"""convolution and convolution_backward (1 to 3 spatial dims: strided, padded, dilated, grouped,
transposed) and the conv front ends built on them.

Mirrors ``native/Convolution.cpp``. The arithmetic is im2col: ``sliding_window_view`` of the
padded input, subsampled by stride and dilation, contracted with the weight by ``tensordot``
once per group. A transposed convolution is the convolution of the input with zeros inserted
between its elements (stride) against the flipped weight with in/out channels swapped; the
input gradient of a convolution is a transposed convolution, and the weight gradient contracts
the same windows with ``grad_output``.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.scalar_type import TypeCategory
from numpy.lib.stride_tricks import sliding_window_view

from .._runtime import array_module_of, empty_tensor
from ._lazy import ops
from .nn_ops import fill, floating, int_tuple, is_meta, type_string
from .tensor_iterator import not_implemented_for

__all__ = [
    "conv1d", "conv1d_padding", "conv2d", "conv2d_padding", "conv3d", "conv3d_padding",
    "conv_transpose1d", "conv_transpose2d_input", "conv_transpose3d_input", "convolution",
    "convolution_backward",
]  # fmt: skip

Ints = tuple[int, ...]


# -- numpy arithmetic ------------------------------------------------------------------------------
def _pad(x: np.ndarray, low: Sequence[int], high: Sequence[int]) -> np.ndarray:
    """Zero-pad the trailing spatial dims of ``x``; negative amounts crop instead."""
    d = len(low)
    crop = tuple(
        slice(max(-lo, 0), size - max(-hi, 0))
        for size, lo, hi in zip(x.shape[-d:], low, high, strict=True)
    )
    x = x[(..., *crop)]
    widths = [(0, 0)] * (x.ndim - d) + [
        (max(lo, 0), max(hi, 0)) for lo, hi in zip(low, high, strict=True)
    ]
    return np.pad(x, widths) if any(w != (0, 0) for w in widths) else x


def _windows(x: np.ndarray, kernel: Ints, stride: Ints, dilation: Ints) -> np.ndarray:
    """The ``(N, C, *out, *kernel)`` view of the windows of an already padded ``x``."""
    d = len(kernel)
    extent = [dil * (k - 1) + 1 for k, dil in zip(kernel, dilation, strict=True)]
    view = sliding_window_view(x, extent, axis=tuple(range(2, 2 + d)))
    steps = tuple(slice(None, None, s) for s in stride) + tuple(
        slice(None, None, e) for e in dilation
    )
    return view[(slice(None), slice(None), *steps)]


def _correlate(
    x: np.ndarray, w: np.ndarray, stride: Ints, low: Ints, high: Ints, dilation: Ints, groups: int
) -> np.ndarray:
    """Cross-correlation of ``x (N, C, *in)`` with ``w (O, C / groups, *k)``."""
    d = w.ndim - 2
    win = _windows(_pad(x, low, high), w.shape[2:], stride, dilation)
    n, c, o = x.shape[0], x.shape[1], w.shape[0]
    cg, og = c // groups, o // groups
    xp = array_module_of(x, w)
    out = xp.empty((n, o, *win.shape[2 : 2 + d]), dtype=np.result_type(x, w))
    win_axes = [1, *range(2 + d, 2 + 2 * d)]
    w_axes = [1, *range(2, 2 + d)]
    for g in range(groups):
        part = np.tensordot(
            win[:, g * cg : (g + 1) * cg], w[g * og : (g + 1) * og], (win_axes, w_axes)
        )
        out[:, g * og : (g + 1) * og] = np.moveaxis(part, -1, 1)
    return out


def _transposed(
    x: np.ndarray,
    w: np.ndarray,
    stride: Ints,
    padding: Ints,
    output_padding: Ints,
    dilation: Ints,
    groups: int,
) -> np.ndarray:
    """Transposed convolution of ``x (N, Cin, *in)`` with ``w (Cin, Cout / groups, *k)``."""
    d = w.ndim - 2
    n, cin = x.shape[:2]
    kernel = w.shape[2:]
    spread = array_module_of(x).zeros(
        (n, cin, *((i - 1) * s + 1 for i, s in zip(x.shape[2:], stride, strict=True))), x.dtype
    )
    spread[(..., *(slice(None, None, s) for s in stride))] = x
    cout_g = w.shape[1]
    swapped = w.reshape(groups, cin // groups, cout_g, *kernel).swapaxes(1, 2)
    flipped = np.flip(
        swapped.reshape(groups * cout_g, cin // groups, *kernel), tuple(range(2, 2 + d))
    )
    low = tuple(dil * (k - 1) - p for dil, k, p in zip(dilation, kernel, padding, strict=True))
    high = tuple(lo + op for lo, op in zip(low, output_padding, strict=True))
    return _correlate(spread, flipped, (1,) * d, low, high, dilation, groups)


def _weight_grad(
    x: np.ndarray,
    gy: np.ndarray,
    kernel: Ints,
    stride: Ints,
    padding: Ints,
    dilation: Ints,
    groups: int,
) -> np.ndarray:
    """``dL/dw`` of ``y = correlate(x, w)``: windows of ``x`` contracted with ``gy``."""
    d = len(kernel)
    win = _windows(_pad(x, padding, padding), kernel, stride, dilation)
    win = win[(slice(None), slice(None), *(slice(0, s) for s in gy.shape[2:]))]
    c, o = x.shape[1], gy.shape[1]
    cg, og = c // groups, o // groups
    out = array_module_of(x, gy).empty((o, cg, *kernel), dtype=np.result_type(x, gy))
    axes = [0, *range(2, 2 + d)]
    for g in range(groups):
        out[g * og : (g + 1) * og] = np.tensordot(
            gy[:, g * og : (g + 1) * og], win[:, g * cg : (g + 1) * cg], (axes, axes)
        )
    return out


# -- argument checks (check_shape_forward) -------------------------------------------------------
def _expand(value: Any, name: str, dims: int) -> Ints:
    values = int_tuple(value)
    if len(values) == 1:
        return values * dims
    if len(values) != dims:
        raise RuntimeError(
            f"expected {name} to be a single integer value or a list of {dims} values to match "
            f"the convolution dimensions, but got {name}={list(values)}"
        )
    return values


class _Params:
    """The checked parameters of one convolution (PyTorch's ``ConvParams``)."""

    def __init__(
        self,
        input: Any,
        weight: Any,
        bias: Any,
        stride: Any,
        padding: Any,
        dilation: Any,
        transposed: bool,
        output_padding: Any,
        groups: int,
    ) -> None:
        w_sizes = weight._impl.sizes
        dims = len(w_sizes) - 2
        if dims <= 0:
            raise RuntimeError("weight should have at least three dimensions")
        if groups <= 0:
            raise RuntimeError("non-positive groups is not supported")
        self.stride = _expand(stride, "stride", dims)
        self.padding = _expand(padding, "padding", dims)
        self.dilation = _expand(dilation, "dilation", dims)
        self.output_padding = _expand(output_padding, "output_padding", dims)
        self.transposed, self.groups, self.kernel = transposed, groups, w_sizes[2:]
        if any(p < 0 for p in self.padding):
            raise RuntimeError("negative padding is not supported")
        if any(p < 0 for p in self.output_padding):
            raise RuntimeError("negative output_padding is not supported")
        if any(s <= 0 for s in self.stride):
            raise RuntimeError("non-positive stride is not supported")
        if any(dil <= 0 for dil in self.dilation):
            raise RuntimeError("dilation should be greater than zero")
        self._check_shapes(input._impl.sizes, list(w_sizes), bias)
        self._check_types(input, weight, bias)

    def _check_shapes(self, sizes: Ints, w_sizes: list[int], bias: Any) -> None:
        groups = self.groups
        if len(w_sizes) != len(sizes):
            raise RuntimeError(
                f"Expected {len(w_sizes)}-dimensional input for {len(w_sizes)}-dimensional "
                f"weight {w_sizes}, but got {len(sizes)}-dimensional input of size "
                f"{list(sizes)} instead"
            )
        if w_sizes[0] < groups:
            raise RuntimeError(
                f"Given groups={groups}, expected weight to be at least {groups} at dimension "
                f"0, but got weight of size {w_sizes} instead"
            )
        if w_sizes[0] % groups:
            raise RuntimeError(
                f"Given groups={groups}, expected weight to be divisible by {groups} at "
                f"dimension 0, but got weight of size [{w_sizes}] instead"
            )
        b_sizes = None if bias is None else list(bias._impl.sizes)
        if self.transposed:
            channels, bias_len, prefix = w_sizes[0], w_sizes[1] * groups, "transposed=True"
        else:
            channels, bias_len, prefix = w_sizes[1] * groups, w_sizes[0], f"groups={groups}"
        if sizes[1] != channels:
            raise RuntimeError(
                f"Given {prefix}, weight of size {w_sizes}, expected input{list(sizes)} to have "
                f"{channels} channels, but got {sizes[1]} channels instead"
            )
        if b_sizes is not None and b_sizes != [bias_len]:
            what = "Given transposed=True, weight" if self.transposed else "Given weight"
            raise RuntimeError(
                f"{what} of size {w_sizes}, expected bias to be 1-dimensional with {bias_len} "
                f"elements, but got bias of size {b_sizes} instead"
            )
        if not self.transposed:
            padded = [s + 2 * p for s, p in zip(sizes[2:], self.padding, strict=True)]
            extent = [dil * (k - 1) + 1 for dil, k in zip(self.dilation, self.kernel, strict=True)]
            if any(p < e for p, e in zip(padded, extent, strict=True)):
                raise RuntimeError(
                    f"Calculated padded input size per channel: ({' x '.join(map(str, padded))})."
                    f" Kernel size: ({' x '.join(map(str, extent))}). Kernel size can't be "
                    "greater than actual input size"
                )
        elif any(
            op >= s and op >= dil
            for op, s, dil in zip(self.output_padding, self.stride, self.dilation, strict=True)
        ):
            raise RuntimeError(
                "output padding must be smaller than either stride or dilation, but got "
                f"output_padding={list(self.output_padding)}, stride={list(self.stride)} and "
                f"dilation={list(self.dilation)}"
            )

    @staticmethod
    def _check_types(input: Any, weight: Any, bias: Any) -> None:
        for name, param in (("weight", weight), ("bias", bias)):
            if param is None:
                continue
            same = param._impl.dtype is input._impl.dtype
            if not same or param._impl.device.type != input._impl.device.type:
                raise RuntimeError(
                    f"Input type ({type_string(input)}) and {name} type ({type_string(param)}) "
                    "should be the same"
                )
        dtype = input._impl.dtype
        if dtype.category is not TypeCategory.FLOATING:
            raise not_implemented_for(f"slow_conv{max(len(weight._impl.sizes) - 2, 2)}d_cpu", dtype)

    def output_sizes(self, input_sizes: Ints, weight_sizes: Ints) -> Ints:
        spatial = zip(
            input_sizes[2:], self.kernel, self.stride, self.padding, self.dilation, strict=True
        )
        if self.transposed:
            channels = weight_sizes[1] * self.groups
            out = [
                (i - 1) * s - 2 * p + dil * (k - 1) + op + 1
                for (i, k, s, p, dil), op in zip(spatial, self.output_padding, strict=True)
            ]
            if any(o <= 0 for o in out):
                raise RuntimeError(
                    f"Given input size per channel: ({' x '.join(map(str, input_sizes[2:]))}). "
                    f"Calculated output size per channel: ({' x '.join(map(str, out))}). "
                    "Output size is too small"
                )
        else:
            channels = weight_sizes[0]
            out = [(i + 2 * p - dil * (k - 1) - 1) // s + 1 for i, k, s, p, dil in spatial]
        return (input_sizes[0], channels, *out)


# -- the operators --------------------------------------------------------------------------------
def convolution(
    input: Any,
    weight: Any,
    bias: Any,
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
    transposed: bool,
    output_padding: Sequence[int],
    groups: int,
) -> Any:
    """N-d convolution (cross-correlation) of ``input`` with ``weight``, plus ``bias``."""
    p = _Params(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)
    impl = input._impl
    out = empty_tensor(p.output_sizes(impl.sizes, weight._impl.sizes), impl.dtype, impl.device)
    if is_meta(out) or not out._impl.numel():
        return out
    x, w = floating(input), floating(weight)
    if transposed:
        y = _transposed(x, w, p.stride, p.padding, p.output_padding, p.dilation, groups)
    else:
        y = _correlate(x, w, p.stride, p.padding, p.padding, p.dilation, groups)
    if bias is not None:
        y = y + floating(bias).reshape((-1,) + (1,) * (y.ndim - 2))
    return fill(out, y)


def convolution_backward(
    grad_output: Any,
    input: Any,
    weight: Any,
    bias_sizes: Sequence[int] | None,
    stride: Sequence[int],
    padding: Sequence[int],
    dilation: Sequence[int],
    transposed: bool,
    output_padding: Sequence[int],
    groups: int,
    output_mask: Sequence[bool],
) -> tuple[Any, Any, Any]:
    """Gradients of ``convolution`` for input, weight and bias, each only if its
    ``output_mask`` entry is set (None otherwise)."""
    p = _Params(input, weight, None, stride, padding, dilation, transposed, output_padding, groups)
    expected = p.output_sizes(input._impl.sizes, weight._impl.sizes)
    if grad_output._impl.sizes != expected:
        raise RuntimeError(
            f"Expected grad_output to have size {list(expected)}, but got "
            f"{list(grad_output._impl.sizes)}"
        )
    gi_impl, w_impl, g_impl = input._impl, weight._impl, grad_output._impl
    grads = [
        empty_tensor(gi_impl.sizes, gi_impl.dtype, gi_impl.device) if output_mask[0] else None,
        empty_tensor(w_impl.sizes, w_impl.dtype, w_impl.device) if output_mask[1] else None,
        empty_tensor((expected[1],), g_impl.dtype, g_impl.device) if output_mask[2] else None,
    ]
    if is_meta(input) or is_meta(grad_output):
        return grads[0], grads[1], grads[2]
    x, w, gy = floating(input), floating(weight), floating(grad_output)
    s, pad, dil, kernel = p.stride, p.padding, p.dilation, p.kernel
    if grads[0] is not None:
        if transposed:
            gx = _correlate(gy, w, s, pad, pad, dil, groups)
        else:
            extra = tuple(
                i + 2 * q - d * (k - 1) - 1 - (o - 1) * st
                for i, q, d, k, o, st in zip(
                    x.shape[2:], pad, dil, kernel, gy.shape[2:], s, strict=True
                )
            )
            gx = _transposed(gy, w, s, pad, extra, dil, groups)
        fill(grads[0], gx[(..., *(slice(0, i) for i in x.shape[2:]))])
    if grads[1] is not None:
        if transposed:
            fill(grads[1], _weight_grad(gy, x, kernel, s, pad, dil, groups))
        else:
            fill(grads[1], _weight_grad(x, gy, kernel, s, pad, dil, groups))
    if grads[2] is not None:
        fill(grads[2], gy.sum(axis=(0, *range(2, gy.ndim))))
    return grads[0], grads[1], grads[2]


# -- front ends (CompositeImplicitAutograd) -------------------------------------------------------
def _batchify(input: Any, spatial: int, name: str) -> tuple[Any, bool]:
    """``input`` with a batch dim (added if it has none), and whether it had one."""
    dims = input._impl.dim()
    if dims not in (spatial + 1, spatial + 2):
        raise RuntimeError(
            f"Expected {spatial + 1}D (unbatched) or {spatial + 2}D (batched) input to {name}, "
            f"but got input of size: {list(input._impl.sizes)}"
        )
    batched = dims == spatial + 2
    return (input if batched else ops.unsqueeze.call(input, 0)), batched


def _unbatch(output: Any, batched: bool) -> Any:
    return output if batched else ops.squeeze_dim.call(output, 0)


#: How PyTorch's ``dtype().name()`` spells the floating types in error messages.
_TYPE_META_NAMES = {
    "Float": "float",
    "Double": "double",
    "Half": "c10::Half",
    "BFloat16": "c10::BFloat16",
}


def _check_bias_dtype(input: Any, bias: Any) -> None:
    if bias is not None and bias._impl.dtype is not input._impl.dtype:
        i, b = (t._impl.dtype.scalar_type.name for t in (input, bias))
        raise RuntimeError(
            f"Input type ({_TYPE_META_NAMES.get(i, i)}) and bias type "
            f"({_TYPE_META_NAMES.get(b, b)}) should be the same"
        )


def _same_padding(size: int, kernel: int, stride: int, dilation: int) -> tuple[int, int]:
    """Left and right padding that keep the output size (``pooling_same_mode_padding_lr``)."""
    total = dilation * (kernel - 1)
    if stride > 2 and total % 2 == 1 and size % stride - 1 > 0:
        total -= 1
    return total // 2, total - total // 2


def _conv_mode(
    input: Any, weight: Any, bias: Any, stride: Any, padding: str, dilation: Any, groups: int
) -> Any:
    """``_convolution_mode``: ``padding="valid"`` (none) or ``"same"`` (output size = input)."""
    dims = weight._impl.dim() - 2
    stride, dilation = int_tuple(stride), int_tuple(dilation)
    if padding == "valid":
        return ops.convolution.call(
            input, weight, bias, stride, (0,), dilation, False, (0,), groups
        )
    if padding != "same":
        raise RuntimeError(f"Invalid padding string: '{padding}'")
    if dims <= 0:
        raise RuntimeError("weight should have at least three dimensions")
    if groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    if input._impl.dim() != dims + 2:
        raise RuntimeError(
            f"Expected {dims + 2}-dimensional input for {dims + 2}-dimensional weight"
            f"{list(weight._impl.sizes)}, but got {input._impl.dim()}-dimensional input of size "
            f"{list(input._impl.sizes)} instead"
        )
    for name, values in (("stride", stride), ("dilation", dilation)):
        if len(values) not in (1, dims):
            raise RuntimeError(f"{name} cannot broadcast to {dims} dimensions")
    if any(s != 1 for s in stride):
        raise RuntimeError("padding='same' is not supported for strided convolutions")
    dilation = dilation * dims if len(dilation) == 1 else dilation
    sides = [
        _same_padding(n, k, 1, d)
        for n, k, d in zip(input._impl.sizes[2:], weight._impl.sizes[2:], dilation, strict=True)
    ]
    low = [lo for lo, _ in sides]
    if any(lo != hi for lo, hi in sides):
        warnings.warn(
            "Using padding='same' with even kernel lengths and odd dilation may require a "
            "zero-padded copy of the input be created",
            UserWarning,
            stacklevel=4,
        )
        pad = tuple(v for lo, hi in reversed(sides) for v in (0, hi - lo))  # last dim first
        input = ops.constant_pad_nd.call(input, pad, 0)
    return ops.convolution.call(
        input, weight, bias, stride, tuple(low), dilation, False, (0,) * dims, groups
    )


def _front_ends(spatial: int) -> tuple[Any, Any, Any]:
    """The ``conv<N>d``, ``conv<N>d.padding`` and ``conv_transpose<N>d`` kernels: batched or
    unbatched input, int or list arguments, then ``convolution``."""

    def run(
        name: str,
        input: Any,
        weight: Any,
        bias: Any,
        stride: Any,
        padding: Any,
        dilation: Any,
        transposed: bool,
        output_padding: Any,
        groups: int,
    ) -> Any:
        """``convolution`` of ``input`` made batched, and the result unbatched again."""
        x, batched = _batchify(input, spatial, name)
        args = (int_tuple(stride), int_tuple(padding), int_tuple(dilation))
        out = ops.convolution.call(
            x, weight, bias, *args, transposed, int_tuple(output_padding), groups
        )
        return _unbatch(out, batched)

    def conv(
        input: Any,
        weight: Any,
        bias: Any = None,
        stride: Any = 1,
        padding: Any = 0,
        dilation: Any = 1,
        groups: int = 1,
    ) -> Any:
        _check_bias_dtype(input, bias)
        args = (stride, padding, dilation, False, (0,) * spatial, groups)
        return run(f"conv{spatial}d", input, weight, bias, *args)

    def conv_padding(
        input: Any,
        weight: Any,
        bias: Any = None,
        stride: Any = 1,
        padding: str = "valid",
        dilation: Any = 1,
        groups: int = 1,
    ) -> Any:
        x, batched = _batchify(input, spatial, f"conv{spatial}d")
        return _unbatch(_conv_mode(x, weight, bias, stride, padding, dilation, groups), batched)

    def conv_transpose(
        input: Any,
        weight: Any,
        bias: Any = None,
        stride: Any = 1,
        padding: Any = 0,
        output_padding: Any = 0,
        groups: int = 1,
        dilation: Any = 1,
    ) -> Any:
        name = f"conv_transpose{spatial}d"
        args = (stride, padding, dilation, True, output_padding, groups)
        return run(name, input, weight, bias, *args)

    conv.__doc__ = f"{spatial}-D convolution of batched or unbatched input."
    conv_padding.__doc__ = f'{spatial}-D convolution with padding "same" or "valid".'
    conv_transpose.__doc__ = f"{spatial}-D transposed convolution: the adjoint of conv{spatial}d."
    for fn, name in (
        (conv, f"conv{spatial}d"),
        (conv_padding, f"conv{spatial}d_padding"),
        (conv_transpose, f"conv_transpose{spatial}d"),
    ):
        fn.__name__ = fn.__qualname__ = name
    return conv, conv_padding, conv_transpose


conv1d, conv1d_padding, conv_transpose1d = _front_ends(1)
conv2d, conv2d_padding, conv_transpose2d_input = _front_ends(2)
conv3d, conv3d_padding, conv_transpose3d_input = _front_ends(3)
