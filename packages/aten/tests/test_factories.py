"""Factories (zeros, ones, full, *_like, arange, linspace, logspace, eye, scalar_tensor) and the
dtype utilities (result_type, promote_types, can_cast)."""

import math
import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten import type_utils
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.layout import channels_last, contiguous_format

FACTORIES = [info for info in op_db if "factory" in info.tags]
aten = at.ops.aten


@pytest.mark.parametrize("info", FACTORIES, ids=lambda i: i.name)
def test_factory_opinfos_match_numpy_in_float64(info):
    for sample in info.sample_inputs():
        args = sample.tensor_args(lambda a: at.tensor(a, dtype=st.float64))
        result = info.op(at, *args, **sample.kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        assert result.dtype is st.float64, sample.name
        assert result.shape == expected.shape, sample.name
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, err_msg=sample.name)


# -- zeros / ones / full / scalar_tensor ----------------------------------------------------------
def test_zeros_and_ones_take_varargs_or_a_tuple():
    for size in [(2, 3), ((2, 3),), ([2, 3],)]:
        z = at.zeros(*size)
        assert z.shape == (2, 3) and z.dtype is st.float32 and not z.numpy().any()
    o = at.ones(4, dtype=st.int32)
    assert o.dtype is st.int32 and o.tolist() == [1, 1, 1, 1]
    assert at.zeros(()).shape == () and at.ones(0, 3).shape == (0, 3)


def test_fresh_factory_results_start_at_version_zero():
    for t in [
        at.zeros(2),
        at.ones(2),
        at.full((2,), 3),
        at.arange(3),
        at.eye(2),
        at.zeros_like(at.ones(2)),
    ]:
        assert t._version == 0


@pytest.mark.parametrize(
    "value, dtype",
    [(True, st.bool_), (3, st.int64), (2.5, st.float32), (1 + 2j, st.complex64)],
)
def test_full_infers_its_dtype_from_the_fill_value(value, dtype):
    t = at.full((2, 2), value)
    assert t.dtype is dtype and t.tolist() == [[value] * 2] * 2


def test_full_honours_dtype_and_default_dtype():
    assert at.full((2,), 3, dtype=st.float64).tolist() == [3.0, 3.0]
    assert at.full((2,), 2.7, dtype=st.int64).tolist() == [2, 2]
    st.set_default_dtype(st.float64)
    try:
        assert at.full((1,), 0.5).dtype is st.float64
        assert at.zeros(1).dtype is st.float64
    finally:
        st.set_default_dtype(st.float32)


def test_scalar_tensor_uses_the_default_dtype():
    t = at.scalar_tensor(3)
    assert t.shape == () and t.dtype is st.float32 and t.item() == 3.0
    assert at.scalar_tensor(True, dtype=st.bool_).item() is True


def test_out_variants_resize_and_fill():
    out = at.empty(0, dtype=st.int32)
    aten.zeros.out((2, 2), out=out)
    assert out.shape == (2, 2) and out.tolist() == [[0, 0], [0, 0]]
    aten.ones.out((3,), out=out)
    assert out.tolist() == [1, 1, 1]
    aten.full.out((2,), 7, out=out)
    assert out.tolist() == [7, 7]


def test_factories_on_the_meta_device_have_no_data():
    for t in [
        at.zeros(2, 3, device="meta"),
        at.full((2, 3), 1.5, device="meta"),
        at.zeros_like(at.empty((2, 3), device="meta")),
    ]:
        assert t.is_meta and t.shape == (2, 3) and t.dtype is st.float32
    assert at.arange(5, device="meta").shape == (5,)
    assert at.linspace(0, 1, 7, device="meta").shape == (7,)
    assert at.eye(2, 3, device="meta", dtype=st.int64).shape == (2, 3)


# -- *_like ---------------------------------------------------------------------------------------
def test_like_factories_take_dtype_and_shape_from_their_input():
    x = at.tensor([[1, 2, 3]], dtype=st.int16)
    for t, value in [(at.zeros_like(x), 0), (at.ones_like(x), 1), (at.full_like(x, 9), 9)]:
        assert t.dtype is st.int16 and t.shape == (1, 3) and t.tolist() == [[value] * 3]
    assert at.full_like(x, 2.5, dtype=st.float64).tolist() == [[2.5] * 3]
    assert at.empty_like(x, dtype=st.bool_).dtype is st.bool_
    assert at.zeros_like(x, device="meta").is_meta


def test_empty_like_preserves_strides_by_default():
    transposed = at.from_numpy(np.zeros((3, 4)).T)
    assert at.empty_like(transposed).stride() == (1, 4)
    assert at.zeros_like(transposed).stride() == (1, 4)
    sliced = at.from_numpy(np.zeros((4, 6))[:, ::2].T)  # not dense: strides (2, 6)
    assert at.empty_like(sliced).stride() == (1, 3)
    assert at.empty_like(transposed, memory_format=contiguous_format).stride() == (3, 1)
    assert at.empty_like(at.ones(4).expand(3, 4)).stride() == (4, 1)
    nchw = at.empty((2, 3, 4, 5))
    assert at.empty_like(nchw, memory_format=channels_last).stride() == (60, 1, 15, 3)


# -- arange ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args, dtype, values",
    [
        ((5,), st.int64, [0, 1, 2, 3, 4]),
        ((2, 5), st.int64, [2, 3, 4]),
        ((1, 10, 3), st.int64, [1, 4, 7]),
        ((10, 1, -4), st.int64, [10, 6, 2]),
        ((True,), st.int64, [0]),
        ((0, 1, 0.25), st.float32, [0, 0.25, 0.5, 0.75]),
        ((1, 2.5), st.float32, [1.0, 2.0]),
        ((0.5,), st.float32, [0.0]),
    ],
)
def test_arange_dtype_and_values(args, dtype, values):
    t = at.arange(*args)
    assert t.dtype is dtype and t.tolist() == values


def test_arange_length_is_ceil_of_the_range_in_double():
    assert at.arange(0, 1, 0.1).shape == (10,)
    assert at.arange(1, 2.5, 0.5, dtype=st.float64).tolist() == [1.0, 1.5, 2.0]
    assert at.arange(-1, -10, -3).tolist() == [-1, -4, -7]
    assert at.arange(0, 2.5, 1, dtype=st.int32).tolist() == [0, 1, 2]  # bounds truncate
    assert at.arange(0, 0).shape == (0,)


def test_arange_errors():
    with pytest.raises(RuntimeError, match="^step must be nonzero$"):
        at.arange(0, 5, 0)
    with pytest.raises(RuntimeError, match="^step must be nonzero$"):
        at.arange(0, 5, 0.5, dtype=st.int32)  # the step truncates to 0
    with pytest.raises(
        RuntimeError, match="^upper bound and larger bound inconsistent with step sign$"
    ):
        at.arange(0, 5, -1)
    with pytest.raises(RuntimeError, match=r"^unsupported range: 0.0 -> inf$"):
        at.arange(0, math.inf)
    with pytest.raises(RuntimeError, match="\"arange_cpu\" not implemented for 'Bool'"):
        at.arange(3, dtype=st.bool_)


def test_arange_out_resizes_and_warns_when_it_had_elements():
    out = at.empty(0, dtype=st.float64)
    aten.arange.start_out(0, 3, 1, out=out)
    assert out.tolist() == [0.0, 1.0, 2.0]
    with pytest.warns(UserWarning, match="does not match the computed number of elements 2"):
        aten.arange.start_out(0, 1, 0.5, out=out)
    assert out.tolist() == [0.0, 0.5]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        aten.arange.out(2, out=out)  # same size: no warning


# -- linspace / logspace --------------------------------------------------------------------------
def test_linspace_is_exact_at_both_ends_and_symmetric():
    t = at.linspace(-1, 1, 7, dtype=st.float64)
    np.testing.assert_allclose(t.numpy(), np.linspace(-1, 1, 7), rtol=0, atol=1e-15)
    assert t[0].item() == -1 and t[-1].item() == 1
    assert at.linspace(3, 5, 1).tolist() == [3.0]
    assert at.linspace(0, 1, 0).shape == (0,)
    assert at.linspace(0, 1, 5).dtype is st.float32


def test_linspace_integer_dtypes_truncate():
    assert at.linspace(0, 10, 4, dtype=st.int64).tolist() == [0, 3, 6, 10]
    assert at.linspace(0.9, 5.9, 6, dtype=st.int32).tolist() == [0, 1, 2, 3, 4, 5]


def test_linspace_complex_and_errors():
    t = at.linspace(0, 1 + 1j, 3)
    assert t.dtype is st.complex64 and t.tolist() == [0j, 0.5 + 0.5j, 1 + 1j]
    with pytest.raises(RuntimeError, match="^number of steps must be non-negative$"):
        at.linspace(0, 1, -1)
    with pytest.raises(RuntimeError, match="inferred dtype ComplexFloat can't be safely cast"):
        at.linspace(0, 1j, 3, dtype=st.float32)


def test_logspace_bases_and_integer_dtypes():
    np.testing.assert_allclose(
        at.logspace(0, 3, 4, base=2.0, dtype=st.float64).numpy(), [1, 2, 4, 8]
    )
    assert at.logspace(0, 2, 3, dtype=st.int64).tolist() == [1, 10, 100]
    out = at.empty(0)
    aten.logspace.out(1, 2, 2, out=out)
    assert out.tolist() == [10.0, 100.0]


# -- eye ------------------------------------------------------------------------------------------
def test_eye_shapes_and_dtypes():
    assert at.eye(2).tolist() == [[1.0, 0.0], [0.0, 1.0]]
    assert at.eye(2, 3, dtype=st.bool_).tolist() == [[True, False, False], [False, True, False]]
    assert at.eye(3, 1, dtype=st.int64).tolist() == [[1], [0], [0]]
    out = at.full((5,), 7.0)
    aten.eye.out(2, out=out)
    assert out.tolist() == [[1.0, 0.0], [0.0, 1.0]]


def test_eye_errors():
    with pytest.raises(RuntimeError, match="^n must be greater or equal to 0, got -1$"):
        at.eye(-1)
    with pytest.raises(RuntimeError, match="^m must be greater or equal to 0, got -2$"):
        at.eye(2, -2)


# -- result_type / promote_types / can_cast -------------------------------------------------------
def test_result_type_follows_tensor_iterator_promotion():
    i32 = at.tensor([1], dtype=st.int32)
    f16 = at.tensor([1.0], dtype=st.float16)
    assert type_utils.result_type(i32, 2) is st.int32
    assert type_utils.result_type(i32, 2.5) is st.float32
    assert type_utils.result_type(f16, 1.0) is st.float16
    assert type_utils.result_type(2, i32) is st.int32
    assert type_utils.result_type(True, 2) is st.int64
    assert type_utils.result_type(1, 2.0) is st.float32
    assert type_utils.result_type(i32, at.tensor(1.0, dtype=st.float64)) is st.float64
    assert type_utils.result_type(f16, at.tensor(1.0, dtype=st.float64)) is st.float16
    assert type_utils.result_type(i32, at.tensor([1], dtype=st.int64)) is st.int64
    assert type_utils.result_type(at.tensor([1], dtype=st.uint8), np.int64(3)) is st.uint8
    with pytest.raises(
        TypeError, match="argument 'other' \\(position 2\\) must be Tensor or Number"
    ):
        type_utils.result_type(i32, "x")


def test_promote_types_and_can_cast():
    assert type_utils.promote_types(st.int32, st.float16) is st.float16
    assert type_utils.promote_types(st.uint8, st.int8) is st.int16
    assert type_utils.promote_types(st.bfloat16, st.float16) is st.float32
    assert type_utils.can_cast(st.float64, st.float32)
    assert not type_utils.can_cast(st.float32, st.int32)
    assert not type_utils.can_cast(st.int32, st.bool_)
    assert not type_utils.can_cast(st.complex64, st.float64)
    with pytest.raises(TypeError, match="argument 'type2' \\(position 2\\) must be"):
        type_utils.promote_types(st.int32, int)
    assert type_utils.type_meta_name(st.int64) == "long int"


@pytest.mark.parametrize(
    ("row", "col", "offset"), [(3, 3, 0), (3, 4, 1), (4, 2, -1), (0, 3, 0), (2, 5, 9)]
)
def test_triangle_indices_match_numpy(row, col, offset):
    for name in ("tril_indices", "triu_indices"):
        result = getattr(at, name)(row, col, offset)
        expected = np.stack(getattr(np, name)(row, offset, col))
        assert result.dtype is st.int64 and result.shape == expected.shape
        np.testing.assert_array_equal(result.numpy(), expected)
    assert at.tril_indices(3, 3, dtype=st.int32).dtype is st.int32
    meta = at.triu_indices(3, 3, device="meta")
    assert meta.is_meta and meta.shape == (2, 6)


def test_triangle_indices_errors():
    with pytest.raises(RuntimeError, match="^row must be non-negative, got-1$"):
        at.tril_indices(-1, 3)
    with pytest.raises(RuntimeError, match="^col must be non-negative, got-2$"):
        at.triu_indices(3, -2)
    with pytest.raises(RuntimeError, match="\"tril_indices\" not implemented for 'Float'"):
        at.tril_indices(3, 3, dtype=st.float32)
