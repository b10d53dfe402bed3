"""Printing tensors: ``repr(tensor)`` laid out exactly as PyTorch's ``torch/_tensor_str.py``.

The rules, as PyTorch has them:

* One :class:`_Formatter` per tensor (two for complex: real and imaginary parts) looks at
  every element that will be shown and fixes a common width and a mode: integers as they
  are; floats whose finite non-zero values are all whole as ``1.``; floats in scientific
  notation when max/min of the absolute values exceeds 1000, the max exceeds 1e8 or the
  min is below 1e-4; otherwise fixed point with ``precision`` decimals.
* Tensors with more than ``threshold`` elements are summarized: each dimension longer than
  ``2 * edgeitems`` shows its first and last ``edgeitems`` entries around ``...``.
* Rows wrap at ``linewidth`` columns; nested rows are indented under their opening bracket
  and separated by ``dim - 1`` newlines.
* Suffixes (``device=``, ``size=``, ``dtype=``, ``grad_fn=``/``requires_grad=``) follow the
  data, wrapping onto a new line when they would pass ``linewidth``.

Elements are read through the tensor's numpy view (``t._array()``); float16 and bfloat16
are widened to float64 first, which is exact, so every value is formatted as the Python
float PyTorch's ``item()``/``tolist()`` would give.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
from collections.abc import Iterator
from typing import Any

import numpy as np
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.layout import sparse_coo

from ._runtime import host_array

__all__ = [
    "PRINT_OPTS",
    "get_printoptions",
    "printoptions",
    "set_printoptions",
    "tensor_repr",
]

_PREFIX = "tensor("


# -- print options -------------------------------------------------------------------------------
@dataclasses.dataclass
class _PrinterOptions:
    """The process-wide knobs of tensor printing (PyTorch's ``PRINT_OPTS``)."""

    precision: int = 4
    threshold: float = 1000
    edgeitems: int = 3
    linewidth: int = 80
    sci_mode: bool | None = None


PRINT_OPTS = _PrinterOptions()

# profile name -> (precision, threshold, edgeitems, linewidth), as PyTorch's profiles.
_PROFILES: dict[str, tuple[int, float, int, int]] = {
    "default": (4, 1000, 3, 80),
    "short": (2, 1000, 2, 80),
    "full": (4, math.inf, 3, 80),
}


def set_printoptions(
    precision: int | None = None,
    threshold: float | None = None,
    edgeitems: int | None = None,
    linewidth: int | None = None,
    profile: str | None = None,
    sci_mode: bool | None = None,
) -> None:
    """Set the printing options (PyTorch's ``torch.set_printoptions``).

    ``profile`` ("default", "short" or "full"; an unknown name is ignored, as in PyTorch)
    is applied first, then each option given. ``sci_mode`` is always assigned, so calling
    without it goes back to choosing scientific notation automatically.
    """
    if profile in _PROFILES:
        (
            PRINT_OPTS.precision,
            PRINT_OPTS.threshold,
            PRINT_OPTS.edgeitems,
            PRINT_OPTS.linewidth,
        ) = _PROFILES[profile]
    if precision is not None:
        PRINT_OPTS.precision = precision
    if threshold is not None:
        PRINT_OPTS.threshold = threshold
    if edgeitems is not None:
        PRINT_OPTS.edgeitems = edgeitems
    if linewidth is not None:
        PRINT_OPTS.linewidth = linewidth
    PRINT_OPTS.sci_mode = sci_mode


def get_printoptions() -> dict[str, Any]:
    """The current options, as keyword arguments that :func:`set_printoptions` accepts."""
    return dataclasses.asdict(PRINT_OPTS)


@contextlib.contextmanager
def printoptions(**kwargs: Any) -> Iterator[None]:
    """Use the options in ``kwargs`` inside the ``with`` block, then restore the old ones."""
    old = get_printoptions()
    set_printoptions(**kwargs)
    try:
        yield
    finally:
        set_printoptions(**old)


# -- element formatting --------------------------------------------------------------------------
def _sign_extremes(values: np.ndarray) -> list[Any]:
    """The smallest and largest value of each sign in ``values`` (at most four).

    Formatting is monotone in the magnitude within one sign (rounding never makes a larger
    number print shorter in fixed notation, nor a larger exponent print shorter in
    scientific notation), so the widest formatted element is always one of these. This
    keeps the width scan O(n) in numpy instead of formatting every element in Python.
    """
    extremes: list[Any] = []
    for part in (values[values < 0], values[values >= 0]):
        if part.size:
            extremes += [part.min().item(), part.max().item()]
    return extremes


class _Formatter:
    """Decides how every element of one (real-valued) tensor is written, and how wide.

    ``values`` holds every element that will be printed (already summarized), as float64
    for floating tensors and as integers or bools otherwise.
    """

    def __init__(self, values: np.ndarray, floating: bool) -> None:
        self.floating_dtype = floating
        self.int_mode = True
        self.sci_mode = False
        self.max_width = 1
        flat = values.reshape(-1)
        if not floating:
            for value in _sign_extremes(flat):
                self.max_width = max(self.max_width, len(f"{value}"))
            return
        shown = flat[np.isfinite(flat) & (flat != 0)]
        if shown.size == 0:
            return  # only zeros, nan and inf: keep the defaults, whatever sci_mode says
        magnitudes = np.abs(shown)
        smallest, largest = float(magnitudes.min()), float(magnitudes.max())
        self.int_mode = bool(np.all(shown == np.ceil(shown)))
        if PRINT_OPTS.sci_mode is None:
            self.sci_mode = largest / smallest > 1000.0 or largest > 1.0e8 or smallest < 1.0e-4
        else:
            self.sci_mode = PRINT_OPTS.sci_mode
        for value in _sign_extremes(shown):
            self.max_width = max(self.max_width, self._measure(value))

    def _measure(self, value: float) -> int:
        """Width of one finite non-zero value in the chosen mode (``1.`` counts its dot)."""
        precision = PRINT_OPTS.precision
        if self.sci_mode:
            return len(f"{value:.{precision}e}")
        if self.int_mode:
            return len(f"{value:.0f}") + 1
        return len(f"{value:.{precision}f}")

    def width(self) -> int:
        """The width every formatted element is padded to."""
        return self.max_width

    def format(self, value: Any) -> str:
        """``value`` (a Python number) written in this formatter's mode, right-aligned."""
        if self.floating_dtype:
            precision = PRINT_OPTS.precision
            if self.sci_mode:
                text = f"{value:{self.max_width}.{precision}e}"
            elif self.int_mode:
                text = f"{value:.0f}"
                if not (math.isinf(value) or math.isnan(value)):
                    text += "."
            else:
                text = f"{value:.{precision}f}"
        else:
            text = f"{value}"
        return text.rjust(self.max_width)


class _ElementWriter:
    """Writes one element: through one formatter, or through two for complex numbers."""

    def __init__(self, real: _Formatter, imag: _Formatter | None = None) -> None:
        self.real = real
        self.imag = imag

    def width(self) -> int:
        """Columns one element takes before its ``", "`` (``+``/``-`` and ``j`` included)."""
        if self.imag is None:
            return self.real.width()
        return self.real.width() + self.imag.width() + 1

    def __call__(self, value: Any) -> str:
        if self.imag is None:
            return self.real.format(value)
        real_text = self.real.format(value.real)
        imag_text = (self.imag.format(value.imag) + "j").lstrip()
        # A sign already there (negative numbers, -0.0) serves as the joint.
        if imag_text[0] in "+-":
            return real_text + imag_text
        return real_text + "+" + imag_text


# -- layout --------------------------------------------------------------------------------------
def _summarized(values: np.ndarray) -> np.ndarray:
    """The elements a summarized print shows: each long dimension cut to its edges.

    As PyTorch's ``get_summarized_data``: with ``edgeitems == 0`` a tensor of two or more
    dimensions shows nothing (an empty array), while a 1-D one keeps everything
    (``t[-0:]`` is the whole tensor), which only feeds the unused formatter width.
    """
    edge = PRINT_OPTS.edgeitems
    if values.ndim == 0:
        return values
    if values.ndim == 1:
        if values.shape[0] > 2 * edge:
            return np.concatenate((values[:edge], values[-edge:]))
        return values
    if not edge:
        return np.empty((0,) * values.ndim, values.dtype)
    rows = values
    if values.shape[0] > 2 * edge:
        rows = np.concatenate((values[:edge], values[-edge:]))
    return np.stack([_summarized(row) for row in rows])


def _vector_str(values: np.ndarray, indent: int, summarize: bool, write: _ElementWriter) -> str:
    """One 1-D row: ``[a, b, c]``, wrapped so that lines stay within ``linewidth``."""
    edge = PRINT_OPTS.edgeitems
    element_length = write.width() + 2  # the ", " after each element
    per_line = max(1, math.floor((PRINT_OPTS.linewidth - indent) / element_length))
    if summarize and not edge:
        items = ["..."]
    elif summarize and values.shape[0] > 2 * edge:
        items = [write(v) for v in values[:edge].tolist()]
        items.append(" ...")
        items += [write(v) for v in values[-edge:].tolist()]
    else:
        items = [write(v) for v in values.tolist()]
    lines = [", ".join(items[i : i + per_line]) for i in range(0, len(items), per_line)]
    return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"


def _nested_str(values: np.ndarray, indent: int, summarize: bool, write: _ElementWriter) -> str:
    """A tensor of any dimension: rows within brackets, each nested one column further."""
    if values.ndim == 0:
        return write(values.item())
    if values.ndim == 1:
        return _vector_str(values, indent, summarize, write)
    edge = PRINT_OPTS.edgeitems
    count = values.shape[0]
    if summarize and count > 2 * edge:
        head = [_nested_str(values[i], indent + 1, summarize, write) for i in range(edge)]
        tail = [
            _nested_str(values[i], indent + 1, summarize, write) for i in range(count - edge, count)
        ]
        slices = [*head, "...", *tail]
    else:
        slices = [_nested_str(row, indent + 1, summarize, write) for row in values]
    separator = "," + "\n" * (values.ndim - 1) + " " * (indent + 1)
    return "[" + separator.join(slices) + "]"


def _printable_values(t: Any) -> np.ndarray:
    """The tensor's elements as numpy values whose ``tolist()`` PyTorch would print.

    Floating types become float64 and complex types complex128 (both exact), so that
    bfloat16 and float16 format like every other float; integers and bools stay as they are.
    """
    array = host_array(t._array())
    dtype = t.dtype
    if dtype.is_complex:
        return array.astype(np.complex128)
    if dtype.is_floating_point:
        if array.dtype.itemsize < 4:
            # float16 / bfloat16 (ml_dtypes) widen to float32 exactly, and from there on.
            array = array.astype(np.float32)
        return array.astype(np.float64)
    return array


def _tensor_str(t: Any, indent: int) -> str:
    """The bracketed data of a non-empty tensor, first line starting at column ``indent``."""
    values = _printable_values(t)
    summarize = values.size > PRINT_OPTS.threshold
    shown = _summarized(values) if summarize else values
    if t.dtype.is_complex:
        write = _ElementWriter(_Formatter(shown.real, True), _Formatter(shown.imag, True))
    else:
        write = _ElementWriter(_Formatter(shown, t.dtype.is_floating_point))
    return _nested_str(values, indent, summarize, write)


def _add_suffixes(text: str, suffixes: list[str], indent: int, force_newline: bool = False) -> str:
    """Append ``, suffix`` for each suffix and the closing ``)``.

    A suffix goes onto a new line, indented by ``indent``, when the current line would
    pass ``linewidth`` (the first one always with ``force_newline``, as sparse tensors
    print). The line length is measured as PyTorch does, two columns long.
    """
    parts = [text]
    line_length = len(text) - text.rfind("\n") + 1
    for suffix in suffixes:
        if force_newline or line_length + len(suffix) + 2 > PRINT_OPTS.linewidth:
            force_newline = False
            parts.append(",\n" + " " * indent + suffix)
            line_length = indent + len(suffix)
        else:
            parts.append(", " + suffix)
            line_length += len(suffix) + 2
    parts.append(")")
    return "".join(parts)


# -- the repr ------------------------------------------------------------------------------------
def _default_complex_dtype() -> Any:
    """The complex dtype printed without ``dtype=``: PyTorch's rule, cdouble or cfloat."""
    return st.complex128 if st.get_default_dtype() is st.float64 else st.complex64


def _shape_str(t: Any) -> str:
    """``size=`` text: the shape as a plain tuple, ``(0, 3)`` or ``(0,)``."""
    return "size=" + str(tuple(int(s) for s in t.shape))


def _grad_fn_name(t: Any) -> str | None:
    """The node name for ``grad_fn=<...>``, None without one, ``Invalid`` if unreadable.

    A node's ``name()`` wins over its class name (PyTorch reads ``name()`` for C++ nodes,
    whose class is the generic ``CppFunction``); a ``::`` namespace is dropped.
    """
    try:
        grad_fn = t.grad_fn
    except RuntimeError:
        return "Invalid"
    if grad_fn is None:
        return None
    name_method = getattr(grad_fn, "name", None)
    if callable(name_method):
        name = name_method()
        if isinstance(name, str) and name:
            return name.rsplit("::", 1)[-1]
    return type(grad_fn).__name__


def _data_and_suffixes(t: Any, indent: int, custom: str | None) -> tuple[str, list[str]]:
    """The data text and the ``size=``/``dtype=`` suffixes, by kind of tensor."""
    suffixes: list[str] = []
    dtype = t.dtype
    dtype_suffix = "dtype=" + str(dtype)
    if t.is_meta:
        suffixes.append(_shape_str(t))
        if dtype is not st.get_default_dtype():
            suffixes.append(dtype_suffix)
        return ("..." if custom is None else custom), suffixes
    if t.numel() == 0:
        if t.dim() != 1:  # as NumPy: the shape is shown unless it is (0,)
            suffixes.append(_shape_str(t))
        # Without elements nothing tells an int64 tensor from a float one: always show it.
        if dtype is not st.get_default_dtype():
            suffixes.append(dtype_suffix)
        return ("[]" if custom is None else custom), suffixes
    if not PRINT_OPTS.edgeitems:
        suffixes.append(_shape_str(t))
    if dtype not in (st.get_default_dtype(), _default_complex_dtype(), st.int64, st.bool_):
        suffixes.append(dtype_suffix)
    return (_tensor_str(t, indent) if custom is None else custom), suffixes


def _member_str(prefix: str, t: Any, indent: int) -> str:
    """``indices=tensor([[...]])``: a sparse tensor's member, its shape added when empty or
    meta."""
    if t.is_meta:
        return f"{prefix}tensor(..., {_shape_str(t)})"
    if t.numel() == 0:
        return f"{prefix}tensor([], {_shape_str(t)})"
    return f"{prefix}tensor({_tensor_str(t, indent + len(prefix) + len(_PREFIX))})"


def _sparse_data_and_suffixes(t: Any, indent: int, custom: str | None) -> tuple[str, list[str]]:
    """A sparse COO tensor's ``indices=``/``values=`` text and its ``size=``, ``nnz=``,
    ``dtype=`` and ``layout=`` suffixes, as PyTorch lays them out."""
    suffixes = [_shape_str(t)]
    if not t.is_meta:
        suffixes.append(f"nnz={t._nnz()}")
    if t.dtype not in (st.get_default_dtype(), _default_complex_dtype(), st.int64, st.bool_):
        suffixes.append("dtype=" + str(t.dtype))
    suffixes.append("layout=" + str(t.layout))
    if custom is not None:
        return custom, suffixes
    indices = _member_str("indices=", t._indices().detach(), indent)
    values = _member_str("values=", t._values().detach(), indent)
    return indices + ",\n" + " " * indent + values, suffixes


def tensor_repr(t: Any, *, tensor_contents: str | None = None) -> str:
    """``repr(t)`` as PyTorch writes it: ``tensor([1., 2.], dtype=glasstorch.float64)``.

    ``tensor_contents`` replaces the data text (PyTorch's hook for tensor subclasses).
    """
    own_repr = getattr(t._impl, "tensor_repr", None)
    if own_repr is not None:  # a wrapper impl (vmap's BatchedTensor) prints itself
        return own_repr(t)
    indent = len(_PREFIX)
    suffixes: list[str] = []
    device = t.device
    if device.type != "cpu":
        suffixes.append(f"device='{device}'")
    sparse = getattr(t, "layout", None) is sparse_coo
    if sparse:
        data, more = _sparse_data_and_suffixes(t, indent, tensor_contents)
    else:
        data, more = _data_and_suffixes(t, indent, tensor_contents)
    suffixes += more
    grad_fn_name = _grad_fn_name(t)
    if grad_fn_name is not None:
        suffixes.append(f"grad_fn=<{grad_fn_name}>")
    elif t.requires_grad:
        suffixes.append("requires_grad=True")
    return _add_suffixes(_PREFIX + data, suffixes, indent, force_newline=sparse)
