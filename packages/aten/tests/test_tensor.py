"""The Tensor object: construction and dtype inference, numpy interop, Python protocols,
metadata, storage sharing and lifetime."""

from __future__ import annotations

import copy
import pickle

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.allocator import get_allocator
from hypothesis import given, settings
from hypothesis import strategies as hs

DTYPES = [
    st.bool_,
    st.uint8,
    st.int8,
    st.int16,
    st.int32,
    st.int64,
    st.float16,
    st.bfloat16,
    st.float32,
    st.float64,
    st.complex64,
    st.complex128,
]


@pytest.mark.parametrize(
    ("data", "dtype"),
    [
        ([1, 2, 3], st.int64),
        ([1.0, 2], st.float32),
        ([True, False], st.bool_),
        ([True, 2], st.int64),
        ([1, 2.5j], st.complex64),
        (3, st.int64),
        (3.5, st.float32),
        ([[1, 2], [3, 4]], st.int64),
        ([], st.float32),
    ],
)
def test_tensor_infers_dtype_like_pytorch(data, dtype):
    t = at.tensor(data)
    assert t.dtype is dtype
    assert t.tolist() == data


def test_tensor_respects_default_dtype_and_explicit_dtype():
    st.set_default_dtype(st.float64)
    try:
        assert at.tensor([1.5]).dtype is st.float64
        assert at.tensor([1j]).dtype is st.complex128
    finally:
        st.set_default_dtype(st.float32)
    assert at.tensor([1, 2], dtype=st.float16).dtype is st.float16
    assert at.tensor([1.7, -1.7], dtype=st.int32).tolist() == [1, -1]


def test_ragged_and_invalid_data_are_errors():
    with pytest.raises(ValueError, match=r"expected sequence of length 2 at dim 1 \(got 3\)"):
        at.tensor([[1, 2], [3, 4, 5]])
    with pytest.raises(TypeError):
        at.tensor(["a", "b"])


def test_numpy_interop_shares_memory_both_ways():
    arr = np.arange(6, dtype=np.float32).reshape(2, 3)
    t = at.from_numpy(arr)
    assert t.dtype is st.float32 and t.shape == (2, 3)
    arr[0, 0] = 100
    assert t[0, 0].item() == 100
    t.numpy()[1, 2] = -1
    assert arr[1, 2] == -1
    transposed = at.from_numpy(arr.T)  # non-contiguous arrays keep their strides
    assert transposed.stride() == (1, 3) and not transposed.is_contiguous()
    np.testing.assert_array_equal(np.asarray(transposed), arr.T)
    copied = at.tensor(arr)
    arr[0, 1] = 55
    assert copied[0, 1].item() == 1  # tensor() copies


def test_item_tolist_and_conversions():
    t = at.tensor([[1.5, 2.5]])
    assert t.tolist() == [[1.5, 2.5]]
    assert at.tensor(7).item() == 7 and isinstance(at.tensor(7).item(), int)
    assert float(at.tensor([2.5])) == 2.5 and int(at.tensor([3.9])) == 3
    assert bool(at.tensor([0.0])) is False
    assert [1, 2, 3][at.tensor(1)] == 2  # __index__
    with pytest.raises(RuntimeError, match="a Tensor with 2 elements cannot be converted"):
        t.item()
    with pytest.raises(RuntimeError, match="Boolean value of Tensor with more than one value"):
        bool(t)
    with pytest.raises(TypeError, match="only integer tensors of a single element"):
        [1, 2][at.tensor(1.0)]


def test_len_iteration_and_metadata():
    t = at.tensor([[1, 2, 3], [4, 5, 6]])
    assert len(t) == 2
    assert [row.tolist() for row in t] == [[1, 2, 3], [4, 5, 6]]
    assert t.size() == (2, 3) and t.size(1) == 3 and t.size(-1) == 3
    assert t.stride() == (3, 1) and t.storage_offset() == 0
    assert t.dim() == t.ndim == 2 and t.numel() == 6 and t.element_size() == 8
    assert t.is_contiguous() and not t.t().is_contiguous()
    assert t.T.shape == (3, 2)
    assert t.device.type == "cpu" and t.is_cpu and not t.is_cuda
    with pytest.raises(TypeError, match="len\\(\\) of a 0-d tensor"):
        len(at.tensor(1))
    with pytest.raises(IndexError, match="Dimension out of range"):
        t.size(2)


def test_type_conversions_and_to():
    t = at.tensor([1.7, -2.2])
    assert t.long().tolist() == [1, -2] and t.long().dtype is st.int64
    assert t.double().dtype is st.float64 and t.half().dtype is st.float16
    assert t.bool().tolist() == [True, True]
    assert t.to(st.float32) is t  # nothing to do: the same tensor
    assert t.to(st.float32, copy=True) is not t
    assert t.to("meta").device.type == "meta"
    assert t.type() == "glasstorch.FloatTensor"
    other = at.tensor([1], dtype=st.int16)
    assert t.to(other).dtype is st.int16


def test_data_ptr_and_storage_are_shared_by_views():
    t = at.tensor([1.0, 2.0, 3.0, 4.0])
    view = t[1:]
    assert view.data_ptr() == t.data_ptr() + 4
    assert view.untyped_storage().is_alias_of(t.untyped_storage())
    assert view._base is t and not t._is_view() and view._is_view()


def test_memory_returns_to_the_allocator_when_the_last_owner_goes():
    allocator = get_allocator("cpu")
    before = allocator.memory_stats()["allocated_bytes"]
    t = at.empty((1000,), dtype=st.float64)
    view = t[10:20]
    assert allocator.memory_stats()["allocated_bytes"] == before + 8000
    del t
    assert allocator.memory_stats()["allocated_bytes"] == before + 8000  # the view owns it
    del view
    assert allocator.memory_stats()["allocated_bytes"] == before


def test_clone_deepcopy_and_pickle_round_trip():
    t = at.tensor([[1.0, 2.0], [3.0, 4.0]])
    c = copy.deepcopy(t)
    assert c.tolist() == t.tolist() and c.data_ptr() != t.data_ptr()
    loaded = pickle.loads(pickle.dumps(t[:, 1]))
    assert loaded.tolist() == [2.0, 4.0] and loaded.dtype is st.float32


def test_numpy_protocol_and_array_priority():
    t = at.tensor([1.0, 2.0])
    assert np.asarray(t).dtype == np.float32
    result = np.float64(2.0) * t  # numpy defers to Tensor.__rmul__
    assert isinstance(result, at.Tensor) and result.tolist() == [2.0, 4.0]


@settings(max_examples=80, deadline=None)
@given(hs.sampled_from(DTYPES), hs.sampled_from(DTYPES))
def test_binary_result_dtype_is_promote_types(a, b):
    x = at.zeros((2,), dtype=a)
    y = at.ones((2,), dtype=b)
    expected = st.promote_types(a, b)
    assert at.result_type(x, y) is expected
    if expected is not st.bool_ and not expected.is_complex:
        assert (x * y).dtype is expected


@settings(max_examples=60, deadline=None)
@given(hs.sampled_from(DTYPES), hs.sampled_from([True, 3, 2.5, 1j]))
def test_wrapped_numbers_only_raise_the_category(dtype, number):
    x = at.zeros((2,), dtype=dtype)
    result = at.result_type(x, number)
    number_category = st.scalar_category(number)
    if number_category > dtype.category:
        assert result.category == number_category
    else:
        assert result is dtype
