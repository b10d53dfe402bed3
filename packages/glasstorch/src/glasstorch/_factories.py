"""Two factories of the ``torch`` namespace that aten's operators do not cover:
``from_file`` (a file's bytes as a 1-D tensor, mapped or read) and the deprecated
``range`` (``arange`` with the end included).
"""

from __future__ import annotations

import mmap
import os
import sys
import warnings
from typing import Any

import numpy as np

from glasstorch.aten import Tensor, empty, from_numpy
from glasstorch.aten.python_bindings import schema_bound
from glasstorch.aten.structured import scalar_type_name
from glasstorch.c10.core.device import Device
from glasstorch.c10.core.scalar_type import (
    bfloat16,
    bool_,
    float16,
    get_default_dtype,
)

__all__ = ["from_file", "range"]

_RANGE_WARNING = (
    "torch.range is deprecated and will be removed in a future release because its behavior "
    "is inconsistent with Python's range builtin. Instead, use torch.arange, which produces "
    "values in [start, end)."
)
_BINDING_MODULES = frozenset(
    {__name__, "glasstorch.aten.python_arg_parser", "glasstorch.aten.python_bindings"}
)


def _warn_at_caller(message: str) -> None:
    """Warn, attributing the warning to the first frame outside the binding machinery."""
    frame, level = sys._getframe(1), 2  # level 1 is this function
    while frame is not None and frame.f_globals.get("__name__") in _BINDING_MODULES:
        frame, level = frame.f_back, level + 1
    warnings.warn(message, UserWarning, stacklevel=level)


def _accumulate(value: Any, integral: bool) -> Any:
    """A Scalar as aten's range kernel reads it: truncated to an int for integral dtypes."""
    return int(value) if integral else float(value)


def _range_values(start: Any, end: Any, step: Any, dtype: Any) -> np.ndarray:
    """aten's ``range`` kernel: the checks, then ``start + i * step`` for
    ``i <= (end - start) / step``, accumulated in int64 or float64 (float32 for the
    half-precision dtypes)."""
    if dtype is bool_ or dtype.is_complex:
        raise NotImplementedError(f"\"range_cpu\" not implemented for '{scalar_type_name(dtype)}'")
    integral = not dtype.is_floating_point
    xstart, xend, xstep = (_accumulate(v, integral) for v in (start, end, step))
    if xstep == 0:
        raise RuntimeError("step must be nonzero")
    if not (np.isfinite(xstart) and np.isfinite(xend)):
        raise RuntimeError(f"unsupported range: {xstart:g} -> {xend:g}")
    if not ((xstep > 0 and xend >= xstart) or (xstep < 0 and xend <= xstart)):
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    if integral:
        size = abs(xend - xstart) // abs(xstep) + 1
        return xstart + np.arange(size, dtype=np.int64) * xstep
    acc = np.float32 if dtype in (float16, bfloat16) else np.float64
    size = int((acc(xend) - acc(xstart)) / acc(xstep) + 1)
    return acc(xstart) + np.arange(size, dtype=acc) * acc(xstep)


def _range(
    start: Any,
    end: Any,
    step: Any,
    dtype: Any,
    layout: Any,
    device: Any,
    pin_memory: bool | None,
) -> Tensor:
    """A 1-D tensor of ``start, start + step, ...`` up to and including ``end``
    (deprecated: ``arange`` excludes ``end``, as Python's ``range`` does)."""
    _warn_at_caller(_RANGE_WARNING)
    dtype = get_default_dtype() if dtype is None else dtype
    values = _range_values(start, end, step, dtype)
    result = empty(len(values), dtype=dtype, layout=layout, device=device, pin_memory=pin_memory)
    return result.copy_(from_numpy(values))


def _range_out(start: Any, end: Any, step: Any, out: Tensor) -> Tensor:
    _warn_at_caller(_RANGE_WARNING)
    values = _range_values(start, end, step, out.dtype)
    if out.numel() != len(values):
        out.resize_(len(values))
    return out.copy_(from_numpy(values))


range = schema_bound(  # noqa: A001 - PyTorch's name
    "range.step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, "
    "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
    "range.out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)",
)(_range, _range_out)


def _open_error(filename: str, mode: str, error: OSError) -> RuntimeError:
    return RuntimeError(
        f"unable to open file <{filename}> in {mode} mode: {error.strerror} ({error.errno})"
    )


def _shared_bytes(filename: str, nbytes: int) -> Tensor:
    """The first ``nbytes`` of the file mapped shared, the file grown with zeros to
    ``nbytes`` (and created) where it is shorter."""
    try:
        fd = os.open(filename, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as error:
        raise _open_error(filename, "read-write", error) from None
    if os.fstat(fd).st_size < nbytes:
        os.ftruncate(fd, nbytes)
    try:
        mapped = mmap.mmap(fd, nbytes, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
    finally:
        os.close(fd)  # the mapping keeps the file open
    return from_numpy(np.frombuffer(mapped, dtype=np.uint8))  # mapped while the tensor lives


def _private_bytes(filename: str, nbytes: int) -> Tensor:
    """The first ``nbytes`` of the file, copy-on-write: writes stay in this tensor."""
    try:
        with open(filename, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size < nbytes:
                raise RuntimeError(
                    f"file <{filename}> size <{size}> is smaller than the required mapping "
                    f"size <{nbytes}>"
                )
            mapped = mmap.mmap(f.fileno(), nbytes, access=mmap.ACCESS_COPY)
    except OSError as error:
        raise _open_error(filename, "read-only", error) from None
    return from_numpy(np.frombuffer(mapped, dtype=np.uint8))


@schema_bound(
    "from_file(str filename, bool? shared=None, int? size=0, *, ScalarType? dtype=None, "
    "Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
)
def from_file(
    filename: str,
    shared: bool | None,
    size: int | None,
    dtype: Any,
    layout: Any,
    device: Any,
    pin_memory: bool | None,
) -> Tensor:
    """A 1-D tensor of ``size`` elements of ``dtype`` over the start of the file
    ``filename``. ``shared=True`` maps the file: writes to the tensor reach the file, and a
    shorter file is created or grown with zeros (PyTorch's allocator also zeroes the file's
    first byte when it grows it; glasstorch leaves that byte as it was). Otherwise the
    tensor is a private copy-on-write view, and the file must be long enough."""
    dtype = get_default_dtype() if dtype is None else dtype
    if pin_memory:
        raise RuntimeError("tensors constructed from a file cannot be pinned")
    target = Device("cpu") if device is None else Device(device)
    if not target.is_cpu():
        empty(0, device=target)  # PyTorch's error where the device is unavailable
        raise NotImplementedError(
            f"Could not run 'aten::from_file' with arguments from the "
            f"'{target.type.upper()}' backend."
        )
    count = size or 0
    nbytes = count * dtype.itemsize
    if nbytes < 0:
        raise RuntimeError(
            f"unable to mmap {nbytes} bytes from file <{filename}>: Cannot allocate memory (12)"
        )
    if nbytes == 0:
        return empty(0, dtype=dtype, layout=layout)
    raw = _shared_bytes(filename, nbytes) if shared else _private_bytes(filename, nbytes)
    return raw.view(dtype)
