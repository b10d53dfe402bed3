"""``torch.testing.assert_close``: are two (nested) tensors or numbers close, and if not, why.

Mirrors ``torch/testing/_comparison.py``. The inputs are walked first: sequences and
mappings pair up element by element (a length or key mismatch fails at once), every leaf
pair becomes a comparison of one kind — ``None``, booleans, Python/numpy numbers, or
tensor-likes — and only then are the leaves compared, the first failure being raised. The
messages are PyTorch's, word for word: the mismatch report gives the count of mismatched
elements and the greatest absolute and relative differences with their indices, computed
in the inputs' dtype as PyTorch computes them.
"""

from __future__ import annotations

import cmath
import collections.abc
import contextlib
import warnings
from collections.abc import Callable
from typing import Any, NoReturn

import numpy as np

import glasstorch.aten as at
from glasstorch.aten.tensor import Tensor
from glasstorch.c10.core.scalar_type import (
    ALL_DTYPES,
    complex128,
    float64,
    get_default_dtype,
    int64,
    promote_types,
)
from glasstorch.c10.core.scalar_type import dtype as DType

__all__ = ["assert_allclose", "assert_close", "default_tolerances"]

_BY_NAME = {d.name: d for d in ALL_DTYPES}
#: dtype -> (rtol, atol) used when neither is given.
DTYPE_PRECISIONS: dict[DType, tuple[float, float]] = {
    _BY_NAME["float16"]: (0.001, 1e-5),
    _BY_NAME["bfloat16"]: (0.016, 1e-5),
    _BY_NAME["float32"]: (1.3e-6, 1e-5),
    _BY_NAME["float64"]: (1e-7, 1e-7),
    _BY_NAME["complex32"]: (0.001, 1e-5),
    _BY_NAME["complex64"]: (1.3e-6, 1e-5),
    _BY_NAME["complex128"]: (1e-7, 1e-7),
}
# Python numbers compare with the tolerances of the dtype they become.
_NUMBER_DTYPES = {bool: int64, int: int64, float: float64, complex: complex128}
Msg = str | Callable[[str], str] | None


class _Mismatch(Exception):
    """A failed check: the exception type to raise, its message, and where (the path of
    keys and indices into the nested inputs)."""

    def __init__(self, kind: type[Exception], msg: str, path: tuple[Any, ...] = ()) -> None:
        super().__init__(msg)
        self.kind, self.msg, self.path = kind, msg, path

    def to_error(self, msg: Msg = None) -> Exception:
        if isinstance(msg, str):
            return self.kind(msg)
        text = self.msg
        if self.path:
            text += f"\n\nThe failure occurred for item {''.join(str([p]) for p in self.path)}"
        return self.kind(msg(text) if callable(msg) else text)


def default_tolerances(
    *inputs: Tensor | DType,
    dtype_precisions: dict[DType, tuple[float, float]] | None = None,
) -> tuple[float, float]:
    """The loosest default ``(rtol, atol)`` of the inputs' dtypes (0 for exact dtypes)."""
    table = dtype_precisions or DTYPE_PRECISIONS
    rtols, atols = [], []
    for item in inputs:
        if isinstance(item, Tensor):
            item = item.dtype
        elif not isinstance(item, DType):
            raise TypeError(
                f"Expected a torch.Tensor or a torch.dtype, but got {type(item)} instead."
            )
        rtol, atol = table.get(item, (0.0, 0.0))
        rtols.append(rtol)
        atols.append(atol)
    return max(rtols), max(atols)


def _tolerances(
    *inputs: Tensor | DType, rtol: float | None, atol: float | None, path: tuple[Any, ...]
) -> tuple[float, float]:
    if (rtol is None) != (atol is None):
        raise _Mismatch(
            ValueError,
            "Both 'rtol' and 'atol' must be either specified or omitted, "
            f"but got no {'rtol' if rtol is None else 'atol'}.",
            path,
        )
    if rtol is not None and atol is not None:
        return rtol, atol
    return default_tolerances(*inputs)


# -- messages -------------------------------------------------------------------------------
def _mismatch_msg(
    default_identifier: str,
    identifier: Msg,
    extra: str,
    abs_diff: Any,
    abs_idx: tuple[int, ...] | None,
    atol: float,
    rel_diff: Any,
    rel_idx: tuple[int, ...] | None,
    rtol: float,
) -> str:
    """``"<what> are not close!\\n\\n<extra>\\n<absolute line>\\n<relative line>"``."""
    equality = rtol == 0 and atol == 0
    if identifier is None:
        identifier = default_identifier
    elif callable(identifier):
        identifier = identifier(default_identifier)
    lines = [f"{identifier} are not {'equal' if equality else 'close'}!", "", extra.strip()]
    for kind, diff, idx, tol in (("absolute", abs_diff, abs_idx, atol),
                                 ("relative", rel_diff, rel_idx, rtol)):  # fmt: skip
        if idx is None:
            line = f"{kind.title()} difference: {diff}"
        else:
            line = f"Greatest {kind} difference: {diff} at index {idx}"
        lines.append(line if equality else f"{line} (up to {tol} allowed)")
    return "\n".join(lines)


def _scalar_mismatch_msg(
    actual: Any, expected: Any, rtol: float, atol: float, identifier: Msg = None
) -> str:
    abs_diff = abs(actual - expected)
    rel_diff = float("inf") if expected == 0 else abs_diff / abs(expected)
    extra = f"Expected {expected} but got {actual}."
    return _mismatch_msg("Scalars", identifier, extra, abs_diff, None, atol, rel_diff, None, rtol)


def _tensor_mismatch_msg(
    actual: Tensor, expected: Tensor, matches: np.ndarray, rtol: float, atol: float
) -> str:
    """The report over the mismatched elements, differences computed in the inputs' dtype
    (integers and booleans in int64, their relative difference in the default dtype)."""
    total = matches.size
    mismatched = total - int(matches.sum())
    extra = f"Mismatched elements: {mismatched} / {total} ({mismatched / total:.1%})"
    a, e = actual.detach().cpu().numpy(), expected.detach().cpu().numpy()
    exact = not (actual.dtype.is_floating_point or actual.dtype.is_complex)
    if exact:
        a, e = a.astype(np.int64), e.astype(np.int64)
    a, e, hit = a.reshape(-1), e.reshape(-1), matches.reshape(-1)
    with np.errstate(all="ignore"):
        abs_diff = np.abs(a - e)
        abs_diff[hit] = 0
        denominator = np.abs(e)
        if exact:
            real = get_default_dtype().numpy_dtype
            abs_for_rel, denominator = abs_diff.astype(real), denominator.astype(real)
        else:
            abs_for_rel = abs_diff
        rel_diff = abs_for_rel / denominator
        rel_diff[hit] = 0

    def greatest(diff: np.ndarray) -> tuple[Any, tuple[int, ...]]:
        flat = int(np.argmax(diff))  # the first NaN, or the first greatest value
        return diff[flat].item(), tuple(int(i) for i in np.unravel_index(flat, matches.shape))

    (abs_value, abs_idx), (rel_value, rel_idx) = greatest(abs_diff), greatest(rel_diff)
    return _mismatch_msg(
        "Tensor-likes", None, extra, abs_value, abs_idx, atol, rel_value, rel_idx, rtol
    )


# -- leaf comparisons -----------------------------------------------------------------------
class _Unsupported(Exception):
    """This kind of comparison does not take these inputs; try the next kind."""


class _Leaf:
    """One pair of leaves to compare; ``compare`` raises :class:`_Mismatch`."""

    def __init__(self, actual: Any, expected: Any, path: tuple[Any, ...]) -> None:
        self.actual, self.expected, self.path = actual, expected, path

    def fail(self, msg: str, kind: type[Exception] = AssertionError) -> NoReturn:
        raise _Mismatch(kind, msg, self.path)

    def compare(self) -> None:
        raise NotImplementedError


class _NoneLeaf(_Leaf):
    def __init__(self, actual: Any, expected: Any, path: tuple[Any, ...], **_: Any) -> None:
        if actual is not None and expected is not None:
            raise _Unsupported
        super().__init__(actual, expected, path)

    def compare(self) -> None:
        if not (self.actual is None and self.expected is None):
            self.fail(f"None mismatch: {self.actual} is not {self.expected}")


class _BoolLeaf(_Leaf):
    def __init__(self, actual: Any, expected: Any, path: tuple[Any, ...], **_: Any) -> None:
        if not all(isinstance(v, bool | np.bool_) for v in (actual, expected)):
            raise _Unsupported
        super().__init__(bool(actual), bool(expected), path)

    def compare(self) -> None:
        if self.actual is not self.expected:
            self.fail(f"Booleans mismatch: {self.actual} is not {self.expected}")


class _NumberLeaf(_Leaf):
    def __init__(
        self,
        actual: Any,
        expected: Any,
        path: tuple[Any, ...],
        *,
        rtol: float | None,
        atol: float | None,
        equal_nan: bool,
        check_dtype: bool,
        **_: Any,
    ) -> None:
        kinds = (int, float, complex, np.number)
        if not all(isinstance(v, kinds) for v in (actual, expected)):
            raise _Unsupported
        actual, expected = (v.item() if isinstance(v, np.number) else v for v in (actual, expected))
        super().__init__(actual, expected, path)
        dtypes = [_NUMBER_DTYPES[type(v)] for v in (actual, expected)]
        self.rtol, self.atol = _tolerances(*dtypes, rtol=rtol, atol=atol, path=path)
        self.equal_nan, self.check_dtype = equal_nan, check_dtype

    def compare(self) -> None:
        a, e = self.actual, self.expected
        if self.check_dtype and type(a) is not type(e):
            self.fail(f"The (d)types do not match: {type(a)} != {type(e)}.")
        if a == e or (self.equal_nan and cmath.isnan(a) and cmath.isnan(e)):
            return
        diff = abs(a - e)
        if cmath.isfinite(diff) and diff <= self.atol + self.rtol * abs(e):
            return
        self.fail(_scalar_mismatch_msg(a, e, self.rtol, self.atol))


class _TensorLeaf(_Leaf):
    def __init__(
        self,
        actual: Any,
        expected: Any,
        path: tuple[Any, ...],
        *,
        allow_subclasses: bool,
        rtol: float | None,
        atol: float | None,
        equal_nan: bool,
        check_device: bool,
        check_dtype: bool,
        check_layout: bool,
        check_stride: bool,
        **_: Any,
    ) -> None:
        related = isinstance(actual, type(expected)) or isinstance(expected, type(actual))
        if not related or (not allow_subclasses and type(actual) is not type(expected)):
            raise _Unsupported
        super().__init__(_as_tensor(actual), _as_tensor(expected), path)
        self.rtol, self.atol = _tolerances(self.actual, self.expected, rtol=rtol, atol=atol,
                                           path=path)  # fmt: skip
        self.equal_nan = equal_nan
        self.checks = (check_device, check_dtype, check_layout, check_stride)

    def _check_attributes(self, a: Tensor, e: Tensor) -> None:
        check_device, check_dtype, check_layout, check_stride = self.checks

        def differ(name: str, x: Any, y: Any) -> NoReturn:
            self.fail(f"The values for attribute '{name}' do not match: {x} != {y}.")

        if a.shape != e.shape:
            differ("shape", a.shape, e.shape)
        if a.layout != e.layout:
            if check_layout:
                differ("layout", a.layout, e.layout)
        elif check_stride and a.stride() != e.stride():
            differ("stride()", a.stride(), e.stride())
        if check_device and a.device != e.device:
            differ("device", a.device, e.device)
        if check_dtype and a.dtype != e.dtype:
            differ("dtype", a.dtype, e.dtype)

    def compare(self) -> None:
        a, e = self.actual, self.expected
        self._check_attributes(a, e)
        if "meta" in (a.device.type, e.device.type):
            return  # only the attributes of meta tensors can be compared
        if a.device != e.device:
            a, e = a.cpu(), e.cpu()
        if a.dtype != e.dtype:
            common = promote_types(a.dtype, e.dtype)
            a, e = a.to(common), e.to(common)
        a, e = a.detach(), e.detach()
        matches = at.isclose(a, e, rtol=self.rtol, atol=self.atol, equal_nan=self.equal_nan)
        if bool(matches.all()):
            return
        if a.dim() == 0:
            msg = _scalar_mismatch_msg(a.item(), e.item(), self.rtol, self.atol)
        else:
            hits = matches.cpu().numpy()
            msg = _tensor_mismatch_msg(a, e, hits, self.rtol, self.atol)
        self.fail(msg)


def _as_tensor(value: Any) -> Tensor:
    if isinstance(value, Tensor):
        return value
    try:
        return at.as_tensor(value)
    except Exception:
        raise _Unsupported from None


_LEAF_KINDS = (_NoneLeaf, _BoolLeaf, _NumberLeaf, _TensorLeaf)


def _leaves(
    actual: Any, expected: Any, path: tuple[Any, ...], options: dict[str, Any]
) -> list[_Leaf]:
    """Pair up the leaves of two nested inputs, failing on a structural mismatch."""
    sequence, mapping = collections.abc.Sequence, collections.abc.Mapping
    if (isinstance(actual, sequence) and not isinstance(actual, str)
            and isinstance(expected, sequence) and not isinstance(expected, str)):  # fmt: skip
        if len(actual) != len(expected):
            raise _Mismatch(
                AssertionError,
                f"The length of the sequences mismatch: {len(actual)} != {len(expected)}",
                path,
            )
        return [
            leaf
            for i in range(len(actual))
            for leaf in _leaves(actual[i], expected[i], (*path, i), options)
        ]
    if isinstance(actual, mapping) and isinstance(expected, mapping):
        actual_keys, expected_keys = set(actual.keys()), set(expected.keys())
        if actual_keys != expected_keys:
            raise _Mismatch(
                AssertionError,
                "The keys of the mappings do not match:\n"
                f"Missing keys in the actual mapping: {sorted(expected_keys - actual_keys)}\n"
                f"Additional keys in the actual mapping: {sorted(actual_keys - expected_keys)}",
                path,
            )
        keys: Any = actual_keys
        with contextlib.suppress(Exception):  # sorted when the keys can be, for a stable order
            keys = sorted(keys)
        return [leaf for k in keys for leaf in _leaves(actual[k], expected[k], (*path, k), options)]
    for kind in _LEAF_KINDS:
        try:
            return [kind(actual, expected, path, **options)]
        except _Unsupported:
            continue
    raise _Mismatch(
        TypeError,
        "No comparison pair was able to handle inputs of type "
        f"{type(actual)} and {type(expected)}.",
        path,
    )


def assert_close(
    actual: Any,
    expected: Any,
    *,
    allow_subclasses: bool = True,
    rtol: float | None = None,
    atol: float | None = None,
    equal_nan: bool = False,
    check_device: bool = True,
    check_dtype: bool = True,
    check_layout: bool = True,
    check_stride: bool = False,
    msg: Msg = None,
) -> None:
    """Raise unless ``actual`` and ``expected`` are close: ``|actual - expected| <= atol +
    rtol * |expected|`` elementwise (defaults per dtype), with matching shape, device,
    dtype, layout and (if asked) stride. Sequences and mappings are compared element by
    element. ``msg`` replaces the message (a string) or rewrites it (a callable)."""
    __tracebackhide__ = True
    options = dict(
        allow_subclasses=allow_subclasses, rtol=rtol, atol=atol, equal_nan=equal_nan,
        check_device=check_device, check_dtype=check_dtype, check_layout=check_layout,
        check_stride=check_stride,
    )  # fmt: skip
    try:
        leaves = _leaves(actual, expected, (), options)
    except _Mismatch as mismatch:
        raise mismatch.to_error() from None
    for leaf in leaves:
        try:
            leaf.compare()
        except _Mismatch as mismatch:
            raise mismatch.to_error(msg) from None


_ALLCLOSE_DEPRECATION = (
    "`torch.testing.assert_allclose()` is deprecated since 1.12 and will be removed in a future "
    "release. Please use `torch.testing.assert_close()` instead. You can find detailed upgrade "
    "instructions in https://github.com/pytorch/pytorch/issues/61844."
)


def assert_allclose(
    actual: Any,
    expected: Any,
    rtol: float | None = None,
    atol: float | None = None,
    equal_nan: bool = True,
    msg: str = "",
) -> None:
    """The old spelling: :func:`assert_close` with ``check_dtype=False``, NaNs equal, and
    looser defaults (float16 1e-3/1e-3, float32 1e-4/1e-5, float64 1e-5/1e-8)."""
    warnings.warn(_ALLCLOSE_DEPRECATION, FutureWarning, stacklevel=2)
    if not isinstance(actual, Tensor):
        actual = at.tensor(actual)
    if not isinstance(expected, Tensor):
        expected = at.tensor(expected, dtype=actual.dtype)
    if rtol is None and atol is None:
        loose = {_BY_NAME["float16"]: (1e-3, 1e-3), _BY_NAME["float32"]: (1e-4, 1e-5),
                 _BY_NAME["float64"]: (1e-5, 1e-8)}  # fmt: skip
        rtol, atol = default_tolerances(actual, expected, dtype_precisions=loose)
    assert_close(
        actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=True,
        check_dtype=False, check_stride=False, msg=msg or None,
    )  # fmt: skip
