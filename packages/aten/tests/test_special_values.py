"""Pointwise operators on special values, against numpy's float semantics, on every dtype.

±0, ±inf, NaN, the smallest subnormals, the largest finite values and the integer minimum
and maximum go through each operator that has a numpy counterpart; the result must match
numpy computed in the same dtype (integers promoted to float32 where PyTorch promotes),
NaNs, infinities and the sign of zero included. Where PyTorch defines a value numpy does
not (``sign(nan) == 0``, integer division by zero raising), the reference says so.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import glasstorch as torch
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

FLOATS = ["float16", "bfloat16", "float32", "float64"]
INTS = ["int8", "int16", "int32", "int64", "uint8"]
_SUBNORMAL = {"float16": 2.0**-24, "bfloat16": 2.0**-133, "float32": 2.0**-149,
              "float64": 2.0**-1074}  # fmt: skip
_MAX = {"float16": 65504.0, "bfloat16": 3.3895313892515355e38, "float32": 3.4028234663852886e38,
        "float64": 1.7976931348623157e308}  # fmt: skip


def special_values(dtype: str) -> list[Any]:
    """The values every operator is tried on, for ``dtype``."""
    if dtype == "bool":
        return [False, True]
    if dtype in INTS:
        info = np.iinfo(dtype)
        wanted = {int(info.min), int(info.min) + 1, -7, -2, -1, 0, 1, 2, 7, int(info.max)}
        return sorted(v for v in wanted if info.min <= v <= info.max)
    tiny, big = _SUBNORMAL[dtype], _MAX[dtype]
    return [-math.inf, -big, -3.0, -2.5, -1.0, -0.5, -tiny, -0.0, 0.0, tiny, 0.5, 1.0, 2.5, 3.0,
            big, math.inf, math.nan]  # fmt: skip


def _np_dtype(dtype: str) -> Any:
    return getattr(torch, dtype).numpy_dtype


def _sign(x: np.ndarray) -> np.ndarray:
    if x.dtype == np.bool_:
        return x
    return (x > 0).astype(x.dtype) - (x < 0).astype(x.dtype)  # PyTorch 2.13: sign(nan) == 0


def _rounding(fn: Callable[[np.ndarray], np.ndarray]) -> Callable[[np.ndarray], np.ndarray]:
    """Rounding leaves integers as they are (numpy would go through float64)."""
    return lambda x: x if x.dtype.kind in "iub" else fn(x)


@dataclass(frozen=True)
class Op:
    """An operator and its numpy reference.

    ``result``: "same" (the input dtype), "float" (integers and bool promote to float32),
    "bool". ``dtypes``: which inputs it takes. ``divides``: integer zero divisors raise.
    ``exact``: no rounding difference allowed (else a few units in the last place).
    """

    name: str
    ref: Callable[..., Any]
    arity: int
    result: str = "same"
    dtypes: tuple[str, ...] = (*FLOATS, *INTS)
    divides: bool = False
    exact: bool = True
    zero_sign: bool = True


_ALL = (*FLOATS, *INTS, "bool")
_INTEGRAL = (*INTS, "bool")
OPS = [
    Op("abs", np.abs, 1),
    Op("neg", np.negative, 1),
    Op("sign", _sign, 1, dtypes=_ALL),
    Op("floor", _rounding(np.floor), 1),
    Op("ceil", _rounding(np.ceil), 1),
    Op("trunc", _rounding(np.trunc), 1),
    Op("round", _rounding(np.rint), 1),  # half to even
    Op("square", np.square, 1),
    Op("reciprocal", np.reciprocal, 1, result="float"),
    Op("isnan", np.isnan, 1, result="bool", dtypes=_ALL),
    Op("isinf", np.isinf, 1, result="bool", dtypes=_ALL),
    Op("isfinite", np.isfinite, 1, result="bool", dtypes=_ALL),
    Op("logical_not", np.logical_not, 1, result="bool", dtypes=_ALL),
    Op("bitwise_not", np.invert, 1, dtypes=_INTEGRAL),
    *(
        Op(name, fn, 1, result="float", exact=False)
        for name, fn in [
            ("sqrt", np.sqrt),
            ("exp", np.exp),
            ("exp2", np.exp2),
            ("expm1", np.expm1),
            ("log", np.log),
            ("log2", np.log2),
            ("log10", np.log10),
            ("log1p", np.log1p),
            ("sin", np.sin),
            ("cos", np.cos),
            ("tan", np.tan),
            ("asin", np.arcsin),
            ("acos", np.arccos),
            ("atan", np.arctan),
            ("sinh", np.sinh),
            ("cosh", np.cosh),
            ("tanh", np.tanh),
            ("asinh", np.arcsinh),
            ("acosh", np.arccosh),
            ("atanh", np.arctanh),
            ("deg2rad", np.deg2rad),
            ("rad2deg", np.rad2deg),
        ]
    ),  # fmt: skip
    Op("add", np.add, 2),
    Op("sub", np.subtract, 2),
    Op("mul", np.multiply, 2),
    Op("div", np.true_divide, 2, result="float"),
    Op("true_divide", np.true_divide, 2, result="float"),
    Op("floor_divide", np.floor_divide, 2, divides=True),
    Op("remainder", np.remainder, 2, divides=True),
    Op("fmod", np.fmod, 2, divides=True),
    Op("maximum", np.maximum, 2, dtypes=_ALL, zero_sign=False),
    Op("minimum", np.minimum, 2, dtypes=_ALL, zero_sign=False),
    Op("fmax", np.fmax, 2, zero_sign=False),
    Op("fmin", np.fmin, 2, zero_sign=False),
    Op("atan2", np.arctan2, 2, result="float", exact=False),
    Op("hypot", np.hypot, 2, dtypes=tuple(FLOATS), exact=False),
    Op("copysign", np.copysign, 2, result="float"),
    Op("logaddexp", np.logaddexp, 2, dtypes=tuple(FLOATS), exact=False),
    Op("logaddexp2", np.logaddexp2, 2, dtypes=tuple(FLOATS), exact=False),
    Op("nextafter", np.nextafter, 2, dtypes=("float32", "float64")),
    *(
        Op(name, fn, 2, result="bool", dtypes=_ALL)
        for name, fn in [
            ("eq", np.equal),
            ("ne", np.not_equal),
            ("lt", np.less),
            ("le", np.less_equal),
            ("gt", np.greater),
            ("ge", np.greater_equal),
            ("logical_and", np.logical_and),
            ("logical_or", np.logical_or),
            ("logical_xor", np.logical_xor),
        ]
    ),  # fmt: skip
    *(
        Op(name, fn, 2, dtypes=_INTEGRAL)
        for name, fn in [
            ("bitwise_and", np.bitwise_and),
            ("bitwise_or", np.bitwise_or),
            ("bitwise_xor", np.bitwise_xor),
        ]
    ),  # fmt: skip
]
# Operators not in glasstorch yet are tried once they are.
AVAILABLE = [op for op in OPS if hasattr(torch, op.name)]
_RTOL = {"float16": 2e-3, "bfloat16": 1.6e-2, "float32": 4e-6, "float64": 1e-13}


def _compute_dtype(op: Op, dtype: str) -> str:
    if op.result == "float" and dtype not in FLOATS:
        return "float32"
    return dtype


def expected(op: Op, dtype: str, *values: list[Any]) -> np.ndarray:
    """numpy's answer, in the dtype PyTorch computes in (bfloat16 through float32, as
    PyTorch's kernels do, rounded once at the end)."""
    compute = _compute_dtype(op, dtype)
    through = "float32" if compute == "bfloat16" else compute
    arrays = [np.array(v, dtype=_np_dtype(dtype)).astype(_np_dtype(through)) for v in values]
    with np.errstate(all="ignore"):
        result = np.asarray(op.ref(*arrays))
    if result.dtype != np.bool_:
        result = result.astype(_np_dtype(compute))
    return result


def _assert_close(op: Op, dtype: str, actual: np.ndarray, wanted: np.ndarray, args: Any) -> None:
    where = f"{op.name}{args} on {dtype}"
    assert actual.dtype == wanted.dtype, f"{where}: dtype {actual.dtype}, numpy {wanted.dtype}"
    if actual.dtype.kind in "biu":
        np.testing.assert_array_equal(actual, wanted, err_msg=where)
        return
    a, w = actual.astype(np.float64), wanted.astype(np.float64)
    np.testing.assert_array_equal(np.isnan(a), np.isnan(w), err_msg=f"{where}: NaNs")
    finite = np.isfinite(w)
    np.testing.assert_array_equal(a[~finite & ~np.isnan(w)], w[~finite & ~np.isnan(w)], where)
    rtol = 0 if op.exact and dtype != "bfloat16" else _RTOL[str(wanted.dtype)]
    np.testing.assert_allclose(a[finite], w[finite], rtol=rtol, atol=0, err_msg=where)
    if op.zero_sign:
        zeros = finite & (w == 0)
        np.testing.assert_array_equal(np.signbit(a[zeros]), np.signbit(w[zeros]), where)


def check(op: Op, dtype: str, *values: list[Any]) -> None:
    """Run ``op`` on ``values`` (one list per operand) and compare with numpy."""
    tensors = [torch.tensor(v, dtype=getattr(torch, dtype)) for v in values]
    fn = getattr(torch, op.name)
    if op.divides and dtype in INTS and 0 in values[1]:
        with pytest.raises(RuntimeError, match="ZeroDivisionError"):
            fn(*tensors)
        return
    result = fn(*tensors)
    actual = result.numpy() if result.dtype is not torch.bfloat16 else result.float().numpy()
    wanted = expected(op, dtype, *values)
    if wanted.dtype == _np_dtype("bfloat16"):
        wanted = wanted.astype(np.float32)
    _assert_close(op, dtype, actual, wanted, values)


def _pairs(values: list[Any]) -> tuple[list[Any], list[Any]]:
    return [a for a in values for _ in values], [b for _ in values for b in values]


@pytest.mark.parametrize("op", AVAILABLE, ids=lambda op: op.name)
def test_every_special_value_matches_numpy(op: Op) -> None:
    for dtype in op.dtypes:
        values = special_values(dtype)
        if op.arity == 1:
            check(op, dtype, values)
            continue
        lhs, rhs = _pairs(values)
        if op.divides and dtype in INTS:
            check(op, dtype, [5, 7], [0, 0])  # a zero divisor raises
            keep = [i for i, b in enumerate(rhs) if b != 0]
            lhs, rhs = [lhs[i] for i in keep], [rhs[i] for i in keep]
        check(op, dtype, lhs, rhs)


def _operand(dtype: str) -> Any:
    specials = hs.sampled_from(special_values(dtype))
    if dtype in FLOATS:
        width = {"float16": 16, "bfloat16": 32, "float32": 32, "float64": 64}[dtype]
        other = hs.floats(width=width)
        if dtype == "bfloat16":  # representable in bfloat16: round through it
            other = other.map(lambda v: float(np.float32(v).astype(_np_dtype("bfloat16"))))
        return hs.one_of(specials, other)
    if dtype == "bool":
        return hs.booleans()
    info = np.iinfo(dtype)
    return hs.one_of(specials, hs.integers(int(info.min), int(info.max)))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(data=hs.data())
def test_mixed_values_match_numpy(data: Any) -> None:
    op = data.draw(hs.sampled_from(AVAILABLE))
    dtype = data.draw(hs.sampled_from(op.dtypes))
    n = data.draw(hs.integers(1, 6))
    values = [data.draw(hs.lists(_operand(dtype), min_size=n, max_size=n)) for _ in range(op.arity)]
    check(op, dtype, *values)


def test_floor_divide_follows_python_on_infinities() -> None:
    inf = math.inf
    result = torch.floor_divide(
        torch.tensor([-1.0, 1.0, inf, -inf]), torch.tensor([inf, inf, 2, 2])
    )
    assert result.tolist()[:2] == [-1.0, 0.0]  # Python: -1 // inf == -1, 1 // inf == 0
    assert all(math.isnan(v) for v in result.tolist()[2:])  # Python: inf // 2 is nan
    mode = torch.div(torch.tensor([-1.0]), torch.tensor([inf]), rounding_mode="floor")
    assert mode.tolist() == [-1.0]


def test_sign_of_nan_and_negative_zero_is_zero() -> None:
    for dtype in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
        result = torch.sign(torch.tensor([math.nan, -0.0, -2.0], dtype=dtype)).float().numpy()
        assert result.tolist() == [0.0, 0.0, -1.0]
        assert not np.signbit(result[1])


def test_integer_truncating_division_of_the_minimum() -> None:
    a = torch.tensor([-(2**63), -(2**63), -7], dtype=torch.int64)
    b = torch.tensor([2, 3, 2])
    # PyTorch 2.13: [-4611686018427387904, -3074457345618258602, -3]
    assert torch.div(a, b, rounding_mode="trunc").tolist() == [-(2**62), -3074457345618258602, -3]
    small = torch.tensor([-128, -128], dtype=torch.int8)
    assert torch.div(
        small, torch.tensor([2, 3], dtype=torch.int8), rounding_mode="trunc"
    ).tolist() == [
        -64,
        -42,
    ]


def test_rounding_division_of_bool_is_not_implemented() -> None:
    for mode in ("floor", "trunc"):
        with pytest.raises(NotImplementedError, match=f"div_{mode}_cpu"):
            torch.div(torch.tensor([True]), torch.tensor([True]), rounding_mode=mode)


def test_nan_to_num_of_bfloat16_replaces_nan_and_infinities() -> None:
    values = torch.tensor([math.nan, math.inf, -math.inf, 1.5], dtype=torch.bfloat16)
    # PyTorch 2.13: [0, 3.3895e+38, -3.3895e+38, 1.5] (the largest finite bfloat16)
    assert torch.nan_to_num(values).float().tolist() == [
        0.0,
        _MAX["bfloat16"],
        -_MAX["bfloat16"],
        1.5,
    ]
    assert torch.nan_to_num(values, 1.0, 2.0, -3.0).float().tolist() == [1.0, 2.0, -3.0, 1.5]
