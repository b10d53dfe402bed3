"""Pointwise operators: values against numpy, PyTorch's promotion and broadcasting rules,
in-place and out= variants, errors, and meta tensors."""

from __future__ import annotations

import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st
from hypothesis import given, settings
from hypothesis import strategies as st_h
from hypothesis.extra import numpy as hnp

POINTWISE = [info for info in op_db if "pointwise" in info.tags]


@pytest.mark.parametrize("info", POINTWISE, ids=lambda i: i.name)
def test_pointwise_matches_numpy_in_float64(info):
    for sample in info.sample_inputs():
        args = sample.tensor_args(lambda a: at.tensor(a, dtype=st.float64))
        result = info.op(at, *args, **sample.kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        np.testing.assert_allclose(
            result.numpy(), expected, rtol=1e-12, atol=1e-12, err_msg=f"{info.name} {sample.name}"
        )
        assert result.shape == np.shape(expected)


@pytest.mark.parametrize(
    ("lhs", "rhs", "expected"),
    [
        (at.tensor([1, 2], dtype=st.int32), 2.5, st.float32),  # wrapped float: default dtype
        (at.tensor([1, 2], dtype=st.int32), at.tensor(1, dtype=st.int64), st.int32),
        (at.tensor([1, 2], dtype=st.int32), at.tensor(1.0, dtype=st.float64), st.float64),
        (at.tensor([1.0], dtype=st.float16), 1.0, st.float16),
        (at.tensor([1.0], dtype=st.float32), at.tensor(1.0, dtype=st.float64), st.float32),
        (at.tensor([1.0], dtype=st.float32), at.tensor([1.0], dtype=st.float64), st.float64),
        (at.tensor([True]), 2, st.int64),
        (at.tensor([1], dtype=st.uint8), at.tensor([1], dtype=st.int8), st.int16),
        (at.tensor([1], dtype=st.int64), 1j, st.complex64),
        (at.tensor([1.0], dtype=st.float64), 1j, st.complex128),
        (at.tensor([1.0], dtype=st.bfloat16), at.tensor([1.0], dtype=st.float16), st.float32),
    ],
)
def test_type_promotion_follows_pytorch(lhs, rhs, expected):
    assert (lhs + rhs).dtype is expected
    assert (lhs * rhs).dtype is expected


def test_division_promotes_integers_and_rounding_modes():
    a = at.tensor([-7, 7])
    b = at.tensor([2, 2])
    assert (a / b).dtype is st.float32
    assert (a / b).tolist() == [-3.5, 3.5]
    assert at.div(a, b, rounding_mode="trunc").tolist() == [-3, 3]
    assert at.div(a, b, rounding_mode="floor").tolist() == [-4, 3]
    assert (a // b).tolist() == [-4, 3]
    assert at.div(a, b, rounding_mode="trunc").dtype is st.int64
    assert (at.tensor([-7.0]) % 2).tolist() == [1.0]  # Python-style sign, like torch
    assert at.fmod(at.tensor([-7.0]), at.tensor(2.0)).tolist() == [-1.0]
    with pytest.raises(ValueError, match="rounding_mode"):
        at.div(a, b, rounding_mode="nearest")


def test_integer_division_by_zero_raises():
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        at.tensor([1, 2]) // at.tensor([1, 0])
    assert at.isinf(at.tensor([1.0]) / 0).tolist() == [True]


@settings(max_examples=60, deadline=None)
@given(st_h.data())
def test_broadcasting_matches_numpy(data):
    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=2, max_dims=4, max_side=4))
    a = data.draw(hnp.arrays(np.float64, shapes.input_shapes[0], elements=st_h.floats(-5, 5)))
    b = data.draw(hnp.arrays(np.float64, shapes.input_shapes[1], elements=st_h.floats(-5, 5)))
    result = at.tensor(a) + at.tensor(b)
    assert result.shape == np.broadcast_shapes(a.shape, b.shape)
    np.testing.assert_array_equal(result.numpy(), a + b)
    np.testing.assert_array_equal(at.maximum(at.tensor(a), at.tensor(b)).numpy(), np.maximum(a, b))


def test_broadcast_mismatch_message():
    with pytest.raises(RuntimeError) as info:
        at.empty((3, 4)) + at.empty((3, 5))
    assert str(info.value) == (
        "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 1"
    )


def test_reflected_and_unary_operators():
    t = at.tensor([1.0, 2.0, 4.0])
    assert (2 - t).tolist() == [1.0, 0.0, -2.0]
    assert (8 / t).tolist() == [8.0, 4.0, 2.0]
    assert (t**2).tolist() == [1.0, 4.0, 16.0]
    assert (2**t).tolist() == [2.0, 4.0, 16.0]
    assert (-t).tolist() == [-1.0, -2.0, -4.0]
    assert abs(at.tensor([-3])).tolist() == [3]
    assert (~at.tensor([True, False])).tolist() == [False, True]
    assert (at.tensor([6]) & at.tensor([3])).tolist() == [2]
    assert (at.tensor([1]) << 3).tolist() == [8]
    assert (t > 1.5).tolist() == [False, True, True]
    assert (t == at.tensor([1.0, 0.0, 4.0])).tolist() == [True, False, True]
    assert (t != 2).dtype is st.bool_


def test_inplace_updates_data_and_version_counter():
    t = at.tensor([1.0, 2.0])
    before = t._version
    same = t.add_(at.tensor([10.0, 20.0]))
    assert same is t
    assert t.tolist() == [11.0, 22.0]
    assert t._version == before + 1
    t *= 2
    assert t.tolist() == [22.0, 44.0]
    assert t._version == before + 2
    t.sin_()
    assert t._version == before + 3


def test_inplace_result_that_cannot_be_cast_is_an_error():
    t = at.tensor([1, 2])
    with pytest.raises(RuntimeError) as info:
        t.add_(at.tensor([0.5, 0.5]))
    assert str(info.value) == "result type Float can't be cast to the desired output type Long"
    with pytest.raises(RuntimeError, match=r"output with shape \[2\] doesn't match the broadcast"):
        t.add_(at.tensor([[1], [2]]))


def test_out_variant_writes_and_resizes():
    a, b = at.tensor([1.0, 2.0]), at.tensor([3.0, 4.0])
    out = at.empty((2,))
    result = at.add(a, b, out=out)
    assert result is out and out.tolist() == [4.0, 6.0]
    wrong = at.empty((5,))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        at.mul(a, b, out=wrong)
    assert wrong.shape == (2,) and wrong.tolist() == [3.0, 8.0]
    assert any("was resized" in str(w.message) for w in caught)
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type Long"):
        at.add(a, b, out=at.empty((2,), dtype=st.int64))


def test_alpha_rules():
    assert at.add(at.tensor([1]), at.tensor([2]), alpha=3).tolist() == [7]
    assert at.sub(at.tensor([1.0]), at.tensor([2.0]), alpha=0.5).tolist() == [0.0]
    with pytest.raises(RuntimeError, match="alpha must not be a floating point number"):
        at.add(at.tensor([1]), at.tensor([2]), alpha=0.5)


def test_bool_and_integer_specific_errors():
    b = at.tensor([True, False])
    with pytest.raises(RuntimeError, match="Subtraction, the `-` operator, with two bool"):
        b - b
    with pytest.raises(RuntimeError, match="Negation, the `-` operator, on a bool tensor"):
        _ = -b
    with pytest.raises(RuntimeError, match="\"bitwise_and_cpu\" not implemented for 'Float'"):
        at.tensor([1.0]) & at.tensor([1.0])
    with pytest.raises(RuntimeError, match="Integers to negative integer powers"):
        at.tensor([2]) ** at.tensor([-1])
    with pytest.raises(RuntimeError, match="where expected condition to be a boolean tensor"):
        at.where(at.tensor([1]), at.tensor([1.0]), at.tensor([2.0]))


def test_unary_dtype_rules():
    ints = at.tensor([1, 4, 9])
    assert at.sqrt(ints).dtype is st.float32
    assert at.sqrt(ints).tolist() == [1.0, 2.0, 3.0]
    assert at.abs(ints).dtype is st.int64
    assert at.floor(ints).tolist() == [1, 4, 9]
    assert at.isnan(at.tensor([1.0, float("nan")])).tolist() == [False, True]
    assert at.sign(at.tensor([-2.0, 0.0, 3.0])).tolist() == [-1.0, 0.0, 1.0]
    assert at.round(at.tensor([0.5, 1.5, 2.5])).tolist() == [0.0, 2.0, 2.0]  # half to even
    assert at.round(at.tensor([1.2345]), decimals=2).tolist() == pytest.approx([1.23])
    assert at.nan_to_num(at.tensor([float("nan"), float("inf")]), posinf=9.0).tolist() == [0.0, 9.0]
    with pytest.raises(RuntimeError, match="\"frac_cpu\" not implemented for 'Long'"):
        at.frac(ints)


def test_clamp_and_where_promotion():
    x = at.tensor([1, 5, 9])
    assert at.clamp(x, 2, 8).tolist() == [2, 5, 8]
    assert at.clamp(x, min=2.5).dtype is st.float32
    assert at.clamp(x, min=at.tensor([3, 3, 3]), max=at.tensor([4, 4, 10])).tolist() == [3, 4, 9]
    with pytest.raises(RuntimeError, match="At least one of 'min' or 'max' must not be None"):
        at.clamp(x)
    assert at.where(x > 4, x, 0.5).dtype is st.float32


def test_meta_tensors_compute_shapes_and_dtypes_only():
    a = at.empty((4, 1), device="meta")
    b = at.empty((3,), dtype=st.int64, device="meta")
    c = a + b
    assert c.device.type == "meta" and c.shape == (4, 3) and c.dtype is st.float32
    assert (a < b).dtype is st.bool_
    assert at.sqrt(b).dtype is st.float32
    with pytest.raises(NotImplementedError, match="meta"):
        c.tolist()


def test_float16_and_bfloat16_compute_in_their_dtype():
    for dt in (st.float16, st.bfloat16):
        x = at.tensor([1.0, 2.0, 3.0], dtype=dt)
        y = x * x + 1
        assert y.dtype is dt
        assert y.float().tolist() == [2.0, 5.0, 10.0]
