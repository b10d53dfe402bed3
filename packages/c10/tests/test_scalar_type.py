"""dtypes: singletons, attributes, numpy mapping, promote_types, can_cast, default dtype."""

from __future__ import annotations

import builtins
import copy
import pickle

import ml_dtypes
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.scalar_type import (
    ALL_DTYPES,
    ScalarType,
    TypeCategory,
    bfloat16,
    can_cast,
    complex32,
    complex64,
    complex128,
    dtype,
    dtype_from_numpy,
    float16,
    float32,
    float64,
    get_default_complex_dtype,
    get_default_dtype,
    infer_scalar_dtype,
    int8,
    int16,
    int32,
    int64,
    promote_types,
    scalar_category,
    set_default_dtype,
    to_complex,
    to_dtype,
    to_real,
    uint8,
)

# PyTorch's promoteTypes table, written out by hand (rows/columns in this order).
_ABBREV = {
    "u1": st.uint8,
    "i1": st.int8,
    "i2": st.int16,
    "i4": st.int32,
    "i8": st.int64,
    "f2": st.float16,
    "f4": st.float32,
    "f8": st.float64,
    "c2": st.complex32,
    "c4": st.complex64,
    "c8": st.complex128,
    "b1": st.bool,
    "bf": st.bfloat16,
}
_ORDER = "u1 i1 i2 i4 i8 f2 f4 f8 c2 c4 c8 b1 bf".split()
_EXPECTED = """
u1: u1 i2 i2 i4 i8 f2 f4 f8 c2 c4 c8 u1 bf
i1: i2 i1 i2 i4 i8 f2 f4 f8 c2 c4 c8 i1 bf
i2: i2 i2 i2 i4 i8 f2 f4 f8 c2 c4 c8 i2 bf
i4: i4 i4 i4 i4 i8 f2 f4 f8 c2 c4 c8 i4 bf
i8: i8 i8 i8 i8 i8 f2 f4 f8 c2 c4 c8 i8 bf
f2: f2 f2 f2 f2 f2 f2 f4 f8 c2 c4 c8 f2 f4
f4: f4 f4 f4 f4 f4 f4 f4 f8 c4 c4 c8 f4 f4
f8: f8 f8 f8 f8 f8 f8 f8 f8 c8 c8 c8 f8 f8
c2: c2 c2 c2 c2 c2 c2 c4 c8 c2 c4 c8 c2 c4
c4: c4 c4 c4 c4 c4 c4 c4 c8 c4 c4 c8 c4 c4
c8: c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8 c8
b1: u1 i1 i2 i4 i8 f2 f4 f8 c2 c4 c8 b1 bf
bf: bf bf bf bf bf f4 f4 f8 c4 c4 c8 bf bf
"""


def _expected_table() -> dict[tuple[dtype, dtype], dtype]:
    table = {}
    for line in _EXPECTED.strip().splitlines():
        row, cells = line.split(":")
        for col, cell in zip(_ORDER, cells.split(), strict=True):
            table[_ABBREV[row], _ABBREV[col]] = _ABBREV[cell]
    return table


def test_promote_types_matches_pytorch_for_every_pair() -> None:
    expected = _expected_table()
    assert len(expected) == 13 * 13
    assert {d for pair in expected for d in pair} == set(ALL_DTYPES)
    for (a, b), want in expected.items():
        assert promote_types(a, b) is want, (a, b)


def test_promote_types_is_symmetric_and_idempotent() -> None:
    for a in ALL_DTYPES:
        assert promote_types(a, a) is a
        for b in ALL_DTYPES:
            assert promote_types(a, b) is promote_types(b, a)


@pytest.mark.parametrize(
    ("a", "b", "want"),
    [
        (uint8, int8, int16),
        (float16, bfloat16, float32),
        (int64, float16, float16),
        (complex64, float64, complex128),
        (st.bool, uint8, uint8),
        (complex32, bfloat16, complex64),
    ],
)
def test_promote_types_highlights(a: dtype, b: dtype, want: dtype) -> None:
    assert promote_types(a, b) is want


def test_can_cast() -> None:
    assert can_cast(int32, float32) and can_cast(float64, float16)
    assert can_cast(float32, complex64) and can_cast(st.bool, int8)
    assert can_cast(st.bool, st.bool) and can_cast(uint8, int8)
    assert not can_cast(float32, int32)  # float -> integral
    assert not can_cast(bfloat16, uint8)
    assert not can_cast(complex64, float64)  # complex -> non-complex
    assert not can_cast(complex64, int64)
    assert not can_cast(int32, st.bool)  # non-bool -> bool
    assert not can_cast(float32, st.bool)
    for d in ALL_DTYPES:
        assert can_cast(d, d)
        assert can_cast(d, complex128)
        assert can_cast(st.bool, d)


def test_dtype_attributes() -> None:
    assert (float32.itemsize, float64.itemsize, bfloat16.itemsize, complex128.itemsize) == (
        4,
        8,
        2,
        16,
    )
    assert float16.is_floating_point and bfloat16.is_floating_point
    assert not int32.is_floating_point and not complex64.is_floating_point
    assert complex32.is_complex and not float64.is_complex
    assert not uint8.is_signed and not st.bool.is_signed
    assert int8.is_signed and float32.is_signed and complex64.is_signed
    assert float32.scalar_type is ScalarType.Float and to_dtype(ScalarType.BFloat16) is bfloat16
    assert int(ScalarType.BFloat16) == 15 and str(ScalarType.Long) == "Long"


def test_str_repr_and_aliases() -> None:
    assert str(float32) == repr(float32) == "glasstorch.float32"
    assert repr(st.bool) == "glasstorch.bool" and str(bfloat16) == "glasstorch.bfloat16"
    assert st.float is float32 and st.double is float64 and st.half is float16
    assert st.int is int32 and st.long is int64 and st.short is int16
    assert st.cfloat is complex64 and st.cdouble is complex128 and st.chalf is complex32
    # The builtins are untouched and star-import does not shadow them.
    ns: dict[str, object] = {}
    exec("from glasstorch.c10.core.scalar_type import *", ns)
    assert "int" not in ns and "float" not in ns and "bool" not in ns
    assert "float32" in ns
    assert builtins.int is int


def test_dtypes_are_singletons() -> None:
    with pytest.raises(TypeError):
        dtype()
    with pytest.raises(AttributeError):
        float32.itemsize = 8  # type: ignore[misc]
    for d in ALL_DTYPES:
        assert pickle.loads(pickle.dumps(d)) is d
        assert copy.deepcopy(d) is d
    assert len(set(ALL_DTYPES)) == 13


def test_numpy_mapping_round_trips() -> None:
    for d in ALL_DTYPES:
        if d is complex32:
            assert d.numpy_dtype is None  # numpy has no complex32
            continue
        assert d.numpy_dtype is not None and d.numpy_dtype.itemsize == d.itemsize
        assert dtype_from_numpy(d.numpy_dtype) is d
    assert bfloat16.numpy_dtype == np.dtype(ml_dtypes.bfloat16)
    assert dtype_from_numpy(np.float32) is float32
    assert dtype_from_numpy(np.dtype("bool")) is st.bool
    assert dtype_from_numpy(np.arange(3).dtype) is int64
    with pytest.raises(TypeError, match="uint16"):
        dtype_from_numpy(np.uint16)


def test_to_complex_and_to_real() -> None:
    assert to_complex(float32) is complex64 and float64.to_complex() is complex128
    assert to_complex(float16) is complex32 and to_complex(bfloat16) is complex64
    assert to_complex(complex64) is complex64
    assert to_real(complex128) is float64 and complex32.to_real() is float16
    assert to_real(int32) is int32
    with pytest.raises(RuntimeError):
        to_complex(int32)


def test_categories() -> None:
    assert st.category(st.bool) is TypeCategory.BOOL
    assert st.category(uint8) is TypeCategory.INTEGRAL
    assert st.category(bfloat16) is TypeCategory.FLOATING
    assert st.category(complex32) is TypeCategory.COMPLEX
    assert scalar_category(True) is TypeCategory.BOOL
    assert scalar_category(3) is TypeCategory.INTEGRAL
    assert scalar_category(np.int8(3)) is TypeCategory.INTEGRAL
    assert scalar_category(2.5) is TypeCategory.FLOATING
    assert scalar_category(1j) is TypeCategory.COMPLEX
    with pytest.raises(TypeError):
        scalar_category("3")


@pytest.fixture
def restore_default_dtype():
    saved = get_default_dtype()
    yield
    set_default_dtype(saved)


def test_default_dtype(restore_default_dtype: None) -> None:
    assert get_default_dtype() is float32
    assert get_default_complex_dtype() is complex64
    assert infer_scalar_dtype(1.0) is float32 and infer_scalar_dtype(1) is int64
    assert infer_scalar_dtype(False) is st.bool and infer_scalar_dtype(1j) is complex64
    set_default_dtype(float64)
    assert get_default_dtype() is float64 and get_default_complex_dtype() is complex128
    assert infer_scalar_dtype(1.0) is float64 and infer_scalar_dtype(1j) is complex128
    set_default_dtype(float16)
    assert get_default_complex_dtype() is complex32
    set_default_dtype(bfloat16)
    assert get_default_complex_dtype() is complex64


@pytest.mark.parametrize("bad", [int32, st.bool, complex64, uint8])
def test_set_default_dtype_rejects_non_floating(restore_default_dtype: None, bad: dtype) -> None:
    with pytest.raises(TypeError, match="only floating-point types are supported"):
        set_default_dtype(bad)
    assert get_default_dtype() is float32


def test_set_default_dtype_rejects_non_dtypes(restore_default_dtype: None) -> None:
    with pytest.raises(TypeError, match="invalid dtype object"):
        set_default_dtype(np.float64)  # type: ignore[arg-type]
