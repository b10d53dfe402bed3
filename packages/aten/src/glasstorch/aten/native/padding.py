"""Padding: constant (negative amounts crop), reflection, replication and circular, and the
``pad`` front end that picks one by mode.

Mirrors ``native/PadNd.cpp``, ``ReflectionPad.cpp`` and ``ReplicationPadding.cpp``. ``pad``
lists amounts from the last dim backwards: ``(left, right, top, bottom, ...)``. Reflection
and replication read each output position from an input position (an index map per dim);
their backward sums the gradient back through the same maps.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .._runtime import array_module_of, device_array, empty_tensor
from ._lazy import ops
from .nn_ops import fill, floating, int_tuple, is_meta

__all__ = [
    "_pad_circular", "constant_pad_nd", "pad", "reflection_pad1d", "reflection_pad1d_backward",
    "reflection_pad2d", "reflection_pad2d_backward", "replication_pad1d",
    "replication_pad1d_backward", "replication_pad2d", "replication_pad2d_backward",
]  # fmt: skip


def _pairs(pad: Sequence[int], ndim: int) -> list[tuple[int, int, int]]:
    """``(dim, before, after)`` for each padded dim, first dim first."""
    count = len(pad) // 2
    return [(ndim - 1 - i, pad[2 * i], pad[2 * i + 1]) for i in reversed(range(count))]


def constant_pad_nd(self: Any, pad: Sequence[int], value: Any = 0) -> Any:
    """``self`` with ``value`` added around the last ``len(pad) // 2`` dims (cropped where an
    amount is negative)."""
    pad = int_tuple(pad)
    if len(pad) % 2:
        raise RuntimeError(f"Length of pad must be even but instead it equals {len(pad)}")
    sizes = self._impl.sizes
    if len(sizes) < len(pad) // 2:
        raise RuntimeError(
            "Length of pad should be no more than twice the number of dimensions of the input. "
            f"Pad length is {len(pad)}while the input has {len(sizes)}dimensions."
        )
    source = self
    for dim, before, after in _pairs(pad, len(sizes)):
        if before < 0:
            size = source._impl.sizes[dim]
            source = ops.narrow.call(source, dim, -before, size + before)
        if after < 0:
            source = ops.narrow.call(source, dim, 0, source._impl.sizes[dim] + after)
    if all(p <= 0 for p in pad):
        return ops.clone.call(source, None)
    shape = list(sizes)
    for dim, before, after in _pairs(pad, len(sizes)):
        shape[dim] = sizes[dim] + before + after
        if shape[dim] <= 0:
            raise RuntimeError(
                f"The input size {sizes[dim]}, plus negative padding {before} and {after} "
                "resulted in a negative output size, which is invalid. Check dimension "
                f"{dim} of your input."
            )
    impl = self._impl
    output = ops.full.call(tuple(shape), value, impl.dtype, None, impl.device, None)
    target = output
    for dim, before, after in _pairs(pad, len(sizes)):
        if before > 0:
            target = ops.narrow.call(target, dim, before, target._impl.sizes[dim] - before)
        if after > 0:
            target = ops.narrow.call(target, dim, 0, target._impl.sizes[dim] - after)
    ops.copy_.call(target, source, False)
    return output


# -- reflection and replication --------------------------------------------------------------------
def _index_map(size: int, before: int, after: int, reflect: bool) -> np.ndarray:
    """The input position each output position reads along one dim."""
    pos = np.arange(-before, size + after)
    if not reflect:
        return np.clip(pos, 0, size - 1)
    pos = np.abs(pos)
    return np.where(pos >= size, 2 * (size - 1) - pos, pos)


def _check_input(self: Any, padding: Sequence[int], dims: int) -> None:
    if len(padding) != 2 * dims:
        raise RuntimeError(f"padding size is expected to be {2 * dims}, but got: {len(padding)}")
    sizes = self._impl.sizes
    batched = len(sizes) == dims + 2
    nonzero = all(sizes[1:]) if batched else len(sizes) == dims + 1 and all(sizes)
    if not nonzero:
        raise RuntimeError(
            f"Expected {dims + 1}D or {dims + 2}D (batch mode) tensor with possibly 0 batch size "
            f"and other non-zero dimensions for input, but got: {list(sizes)}"
        )


def _padded_sizes(self: Any, padding: Sequence[int], dims: int, reflect: bool) -> list[int]:
    _check_input(self, padding, dims)
    sizes = list(self._impl.sizes)
    argument = 4
    for dim, before, after in reversed(_pairs(padding, len(sizes))):
        if reflect and not (before < sizes[dim] and after < sizes[dim]):
            raise RuntimeError(
                f"Argument #{argument}: Padding size should be less than the corresponding input "
                f"dimension, but got: padding ({before}, {after}) at dimension {dim} of input "
                f"{sizes}"
            )
        argument += 2
    out = list(sizes)
    for dim, before, after in _pairs(padding, len(sizes)):
        out[dim] = sizes[dim] + before + after
    if all(o < 1 for o in out[-dims:]):
        names = "".join(f"{n}: {s}, " for n, s in zip("DHW"[-dims:], sizes[-dims:], strict=True))
        raise RuntimeError(f"input ({names[:-2]}) is too small. Calculated output {out[-dims:]}")
    return out


def _index_pad(self: Any, padding: Any, dims: int, reflect: bool) -> Any:
    padding = int_tuple(padding)
    out_sizes = _padded_sizes(self, padding, dims, reflect)
    impl = self._impl
    out = empty_tensor(tuple(out_sizes), impl.dtype, impl.device)
    if is_meta(out) or not out._impl.numel():
        return out
    x = self._array()
    for dim, before, after in _pairs(padding, x.ndim):
        x = np.take(x, _index_map(x.shape[dim], before, after, reflect), axis=dim)
    return fill(out, x)


def _index_pad_backward(grad_output: Any, self: Any, padding: Any, dims: int, reflect: bool) -> Any:
    padding = int_tuple(padding)
    out_sizes = _padded_sizes(self, padding, dims, reflect)
    if list(grad_output._impl.sizes) != out_sizes:
        raise RuntimeError(
            f"grad_output size {list(grad_output._impl.sizes)} does not match the padded input "
            f"size {out_sizes}"
        )
    impl = self._impl
    out = empty_tensor(impl.sizes, grad_output._impl.dtype, impl.device)
    if is_meta(out) or not out._impl.numel():
        return out
    g = floating(grad_output)
    for dim, before, after in _pairs(padding, g.ndim):
        size = impl.sizes[dim]
        index = _index_map(size, before, after, reflect)
        onehot = (index[:, None] == np.arange(size)[None, :]).astype(g.dtype)
        onehot = device_array(array_module_of(g), onehot)
        g = np.moveaxis(np.tensordot(g, onehot, axes=([dim], [0])), -1, dim)
    return fill(out, g)


def reflection_pad1d(self: Any, padding: Sequence[int]) -> Any:
    """Pad the last dim with its mirror image (the edge itself not repeated)."""
    return _index_pad(self, padding, 1, reflect=True)


def reflection_pad2d(self: Any, padding: Sequence[int]) -> Any:
    """Pad the last two dims with their mirror images (the edges not repeated)."""
    return _index_pad(self, padding, 2, reflect=True)


def replication_pad1d(self: Any, padding: Sequence[int]) -> Any:
    """Pad the last dim by repeating its edge values."""
    return _index_pad(self, padding, 1, reflect=False)


def replication_pad2d(self: Any, padding: Sequence[int]) -> Any:
    """Pad the last two dims by repeating their edge values."""
    return _index_pad(self, padding, 2, reflect=False)


def reflection_pad1d_backward(grad_output: Any, self: Any, padding: Sequence[int]) -> Any:
    return _index_pad_backward(grad_output, self, padding, 1, reflect=True)


def reflection_pad2d_backward(grad_output: Any, self: Any, padding: Sequence[int]) -> Any:
    return _index_pad_backward(grad_output, self, padding, 2, reflect=True)


def replication_pad1d_backward(grad_output: Any, self: Any, padding: Sequence[int]) -> Any:
    return _index_pad_backward(grad_output, self, padding, 1, reflect=False)


def replication_pad2d_backward(grad_output: Any, self: Any, padding: Sequence[int]) -> Any:
    return _index_pad_backward(grad_output, self, padding, 2, reflect=False)


# -- circular and the pad front end ----------------------------------------------------------------
def _pad_circular(self: Any, pad: Sequence[int]) -> Any:
    """Pad by wrapping around: the end of each dim before its start, the start after its end."""
    pad = int_tuple(pad)
    x = self
    for dim, before, after in _pairs(pad, self._impl.dim()):
        size = x._impl.sizes[dim]
        if before > size or after > size:
            raise RuntimeError("Padding value causes wrapping around more than once.")
        if before < 0:
            x = ops.narrow.call(x, dim, -before, size + before)
            before, size = 0, size + before
        if after < 0:
            x = ops.narrow.call(x, dim, 0, size + after)
            after, size = 0, size + after
        parts = [x]
        if before:
            parts.insert(0, ops.narrow.call(x, dim, size - before, before))
        if after:
            parts.append(ops.narrow.call(x, dim, 0, after))
        x = ops.cat.call(parts, dim) if len(parts) > 1 else x
    return ops.clone.call(x, None) if x is self else x


_MODES = ("constant", "reflect", "replicate", "circular")


def pad(self: Any, pad: Sequence[int], mode: str = "constant", value: float | None = None) -> Any:
    """``constant_pad_nd`` or the reflection / replication / circular padding of 1 or 2 dims."""
    if mode not in _MODES:
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    pad = int_tuple(pad)
    ndim = self._impl.dim()
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    if len(pad) > 2 * ndim:
        raise RuntimeError(
            "Padding length should be less than or equal to two times the input dimension but "
            f"got padding length {len(pad)} and input of dimension {ndim}"
        )
    if mode == "constant":
        return ops.constant_pad_nd.call(self, pad, 0.0 if value is None else value)
    if value is not None and value != 0:
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    dims = len(pad) // 2
    if mode == "circular":
        return ops._pad_circular.call(self, pad)
    if dims in (1, 2) and ndim in (dims + 1, dims + 2):
        kernel = {
            ("reflect", 1): ops.reflection_pad1d,
            ("reflect", 2): ops.reflection_pad2d,
            ("replicate", 1): ops.replication_pad1d,
            ("replicate", 2): ops.replication_pad2d,
        }[mode, dims]
        return kernel.call(self, pad)
    raise NotImplementedError(
        "Only 2D, 3D, 4D, 5D padding with non-constant padding are supported for now"
    )
