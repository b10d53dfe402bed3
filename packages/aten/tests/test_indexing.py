"""Tests of ``t[index]``, ``t[index] = value`` and the index operators.

Indexing is checked against numpy fancy indexing (hypothesis draws mixtures of ints, slices,
None, Ellipsis, int lists, index arrays, bool masks and Python bools) through a reference
with PyTorch's rule: basic indices are applied first, then the advanced ones together. The
operators run their OpInfo samples against numpy; errors are checked against the types and
messages PyTorch 2.15 gives.
"""

from __future__ import annotations

import math
import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.indexing import nonzero
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st
from hypothesis import given, settings
from hypothesis import strategies as hs

INDEXING = [info for info in op_db if "indexing" in info.tags]


def arange(*shape, dtype=st.float64):
    return at.tensor(np.arange(math.prod(shape), dtype=np.float64).reshape(shape), dtype=dtype)


def long(values):
    return at.tensor(values, dtype=st.int64)


def shares_storage(a, b):
    return a._impl.storage_impl is b._impl.storage_impl


# -- OpInfos ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("info", INDEXING, ids=lambda i: i.name)
def test_opinfos_match_numpy(info):
    for sample in info.sample_inputs():
        args, kwargs = sample.tensor_args(at.tensor), sample.tensor_kwargs(at.tensor)
        result = info.op(at, *args, **kwargs)
        expected = info.ref(*sample.args, **sample.kwargs)
        assert result.shape == expected.shape, f"{info.name} {sample.name}"
        np.testing.assert_allclose(
            result.numpy(), expected, info.rtol, info.atol, err_msg=f"{info.name} {sample.name}"
        )


def _meta_or_index(array):
    """Data arrays become Meta tensors; index arrays and masks stay CPU tensors."""
    if array.dtype.kind == "f":
        return at.empty(array.shape, dtype=st.float64, device="meta")
    return at.tensor(array)


@pytest.mark.parametrize("info", [i for i in INDEXING if i.supports_meta], ids=lambda i: i.name)
def test_opinfos_on_meta_tensors(info):
    for sample in info.sample_inputs():
        args = sample.tensor_args(_meta_or_index)
        result = info.op(at, *args, **sample.tensor_kwargs(at.tensor))
        expected = info.ref(*sample.args, **sample.kwargs)
        assert result.is_meta and result.dtype == st.float64, sample.name
        assert result.shape == expected.shape, f"{info.name} {sample.name}"


# -- a numpy reference with PyTorch's rule for mixed indices ------------------------------------
def reference_split(a, index):
    """``a[index]`` as PyTorch computes it: the basic part of ``index`` as a numpy view of
    ``a``, and the advanced part as a key into that view (None if there is none)."""
    items = index if isinstance(index, tuple) else (index,)

    def consumed(item):
        if item is None or item is Ellipsis or isinstance(item, bool):
            return 0
        if isinstance(item, np.ndarray) and item.dtype == bool:
            return item.ndim
        return 1

    specified = sum(consumed(item) for item in items)
    basic, advanced, position = [], [], 0
    for item in items:
        if item is Ellipsis:
            basic += [slice(None)] * (a.ndim - specified)
            position += a.ndim - specified
        elif item is None or isinstance(item, slice):
            basic.append(item)
            position += 1
        elif isinstance(item, bool):  # a new dim of size 1, indexed by [0] or []
            basic.append(None)
            advanced.append((position, 1, np.arange(int(item))))
            position += 1
        elif isinstance(item, int):
            basic.append(item)
        else:
            width = consumed(item)
            basic += [slice(None)] * width
            advanced.append((position, width, item))
            position += width
    view = a[(*basic, ...)]  # the trailing ... keeps even a 0-dim result a view
    if not advanced:
        return view, None
    key = [slice(None)] * view.ndim
    for position, width, item in reversed(advanced):
        key[position : position + width] = [item]
    return view, tuple(key)


def reference_getitem(a, index):
    view, key = reference_split(a, index)
    return view if key is None else view[key]


def reference_setitem(a, index, value):
    out = a.copy()
    view, key = reference_split(out, index)
    view[... if key is None else key] = value
    return out


KINDS = ("int", "slice", "none", "list", "array", "mask", "bool", "int0d", "array", "mask")
CONSUMES = {"int": 1, "slice": 1, "list": 1, "array": 1, "int0d": 1}


@hs.composite
def indexing_cases(draw):
    """(array, numpy index, glasstorch index): both spell the same index."""
    shape = tuple(draw(hs.lists(hs.sampled_from([0, 1, 2, 3, 4, 2, 3]), max_size=4)))
    kinds = draw(hs.lists(hs.sampled_from(KINDS), max_size=len(shape)))
    if draw(hs.booleans()):
        kinds.insert(draw(hs.integers(0, len(kinds))), "ellipsis")
    widths = [draw(hs.integers(1, 2)) if k == "mask" else CONSUMES.get(k, 0) for k in kinds]
    split = kinds.index("ellipsis") if "ellipsis" in kinds else len(kinds)
    dims, front = [], 0
    for width in widths[:split]:
        dims.append(list(range(front, front + width)))
        front += width
    back, tail = len(shape), []
    for width in reversed(widths[split:]):
        tail.append(list(range(back - width, back)))
        back -= width
    dims += reversed(tail)
    np_items, gt_items = [], []
    for kind, item_dims in zip(kinds, dims, strict=True):
        sizes = [shape[d] if 0 <= d < len(shape) else draw(hs.integers(1, 3)) for d in item_dims]
        size = sizes[0] if sizes else 0
        if kind in ("int", "int0d"):
            value = draw(hs.integers(-size - 1, size))
            np_items.append(value)
            gt_items.append(value if kind == "int" else long(value))
        elif kind == "slice":
            bound = hs.none() | hs.integers(-size - 2, size + 2)
            item = slice(draw(bound), draw(bound), draw(hs.none() | hs.integers(1, 3)))
            np_items.append(item)
            gt_items.append(item)
        elif kind in ("list", "array"):
            index_shape = draw(hs.sampled_from([(2,), (1,), (3,), (2, 1), (1, 2)]))
            if size == 0:
                index_shape = (0,)
            values = draw(hs.lists(hs.integers(-size, max(size - 1, 0)), min_size=6, max_size=6))
            array = np.array(values[: math.prod(index_shape)], dtype=np.int64)
            array = array.reshape(index_shape)
            np_items.append(array)
            gt_items.append(array.tolist() if kind == "list" else at.tensor(array))
        elif kind == "mask":
            mask = np.array(draw(hs.lists(hs.booleans(), min_size=16, max_size=16)))
            mask = mask[: math.prod(sizes)].reshape(sizes)
            np_items.append(mask)
            gt_items.append(at.tensor(mask))
        else:
            item = {"none": None, "ellipsis": Ellipsis}.get(kind, draw(hs.booleans()))
            np_items.append(item)
            gt_items.append(item)
    a = np.arange(math.prod(shape), dtype=np.float64).reshape(shape)
    return a, tuple(np_items), tuple(gt_items)


@settings(max_examples=300, deadline=None)
@given(indexing_cases())
def test_getitem_matches_numpy(case):
    a, np_index, gt_index = case
    t = at.tensor(a)
    try:
        expected = reference_getitem(a, np_index)
    except IndexError:
        with pytest.raises(IndexError):
            t[gt_index]
        return
    result = t[gt_index]
    assert result.shape == expected.shape
    np.testing.assert_array_equal(result.numpy(), expected)


@settings(max_examples=200, deadline=None)
@given(indexing_cases(), hs.sampled_from(["number", "array", "leading ones"]))
def test_setitem_matches_numpy(case, value_kind):
    a, np_index, gt_index = case
    try:
        shape = reference_getitem(a, np_index).shape
    except IndexError:
        return
    value = -np.arange(math.prod(shape), dtype=np.float64).reshape(shape) - 1
    expected = reference_setitem(a, np_index, -7.5 if value_kind == "number" else value)
    if value_kind == "leading ones":  # dropped, as numpy does
        value = value.reshape((1, 1, *shape))
    t = at.tensor(a)
    t[gt_index] = -7.5 if value_kind == "number" else at.tensor(value)
    np.testing.assert_array_equal(t.numpy(), expected)


# -- getitem: forms, views and copies -------------------------------------------------------
def test_basic_indexing_returns_views_sharing_storage():
    x = arange(3, 4)
    for view in (x[1], x[1:], x[:, ::2], x[None, 1, ..., None], x[...], x[:]):
        assert shares_storage(view, x)
        assert view._impl.version_counter is x._impl.version_counter
    x[1:].fill_(-1.0)
    assert x.tolist()[1:] == [[-1.0] * 4] * 2
    assert x[...] is not x


@pytest.mark.parametrize(
    "index", [[0, 2], long([0, 2]), (slice(None), [1]), arange(3) > 0, True, np.array([1, 1])]
)
def test_advanced_indexing_copies(index):
    x = arange(3, 4)
    result = x[index]
    assert not shares_storage(result, x)
    result.fill_(100.0)
    assert x.tolist() == arange(3, 4).tolist()


def test_zero_dim_tensors_as_indices():
    x = arange(4, 3)
    assert shares_storage(x[long(2)], x)  # selects, like an int
    assert x[long(2)].tolist() == [6.0, 7.0, 8.0]
    assert x[at.tensor(True)].shape == (1, 4, 3)
    assert x[at.tensor(False)].shape == (0, 4, 3)


def test_python_bools_and_ellipsis():
    x = arange(2, 3)
    assert x[True].shape == (1, 2, 3)
    assert x[False].shape == (0, 2, 3)
    assert x[True, False].shape == (0, 2, 3)
    assert x[..., None, 1].shape == (2, 1)
    assert at.tensor(5.0)[...].shape == ()
    assert at.tensor(5.0)[None].tolist() == [5.0]


def test_separated_advanced_indices_go_first():
    x = at.zeros(2, 3, 4, 5)
    assert x[:, [0, 1], :, [0, 1]].shape == (2, 2, 4)
    assert x[[0, 1], :, [0, 1]].shape == (2, 3, 5)
    assert x[:, [0, 1], [0, 1]].shape == (2, 2, 5)
    assert x[[0, 1], None, [0, 1]].shape == (2, 1, 4, 5)
    # an int between advanced indices is a select: they stay together (numpy differs)
    assert x[:, [0, 1], 0, [1, 2]].shape == (2, 2)
    assert x[:, [0, 1], :, 0].shape == (2, 2, 4)


def test_a_mask_covers_as_many_dims_as_it_has():
    x = arange(2, 3, 4)
    mask = at.tensor([[True, False, True], [False, False, True]])
    assert x[mask, 1:3].tolist() == np.arange(24.0).reshape(2, 3, 4)[mask.numpy(), 1:3].tolist()
    assert x[mask, 2].tolist() == [2.0, 10.0, 22.0]


def test_lists_are_index_tensors_unless_they_hold_sequences():
    x = arange(3, 4)
    assert x[[2, 0]].tolist() == [x.tolist()[2], x.tolist()[0]]
    assert x[[True, False, True]].shape == (2, 4)
    assert x[[1.7, 0.2]].tolist() == x[[1, 0]].tolist()  # truncated, as PyTorch
    assert x[[]].shape == (0, 4)
    with pytest.warns(UserWarning, match="non-tuple sequence for multidimensional indexing"):
        assert x[[[0, 1], [1, 2]]].tolist() == [1.0, 6.0]
    assert x[np.array([2, 0])].shape == (2, 4)
    assert x[np.int64(1)].tolist() == x[1].tolist()


def test_transposed_and_strided_tensors():
    base = arange(4, 6)
    x = base.t()[1:, ::2]
    expected = np.arange(24.0).reshape(4, 6).T[1:, ::2]
    assert x[[0, 2], 1:].tolist() == expected[[0, 2], 1:].tolist()
    assert x[expected > 10].tolist() == expected[expected > 10].tolist()
    x[[0, 3], [1, 0]] = at.tensor([-1.0, -2.0], dtype=st.float64)
    expected_base = np.arange(24.0).reshape(4, 6)
    expected_base.T[1:, ::2][[0, 3], [1, 0]] = [-1.0, -2.0]
    assert base.tolist() == expected_base.tolist()


@pytest.mark.parametrize("dtype", [st.int64, st.int32, st.bool_, st.complex128, st.float32])
def test_indexing_other_dtypes(dtype):
    a = (np.arange(12).reshape(3, 4) % 3).astype(np.dtype(dtype.numpy_dtype))
    x = at.tensor(a)
    assert x[[2, 0], 1:].dtype == dtype
    np.testing.assert_array_equal(x[[2, 0], 1:].numpy(), a[[2, 0], 1:])
    np.testing.assert_array_equal(x[a > 0].numpy(), a[a > 0])


def test_getitem_on_meta_tensors():
    m = at.empty((3, 4, 5), device="meta")
    assert m[1, ::2].shape == (2, 5)
    assert m[[0, 2], None].shape == (2, 1, 4, 5)
    assert m[at.tensor([True, False, True])].shape == (2, 4, 5)
    assert m[long([5])].shape == (1, 4, 5)  # no data, so no bounds check
    assert m[0].is_meta
    mask = at.empty((3,), dtype=st.bool_, device="meta")
    with pytest.raises(NotImplementedError):
        m[mask]


# -- getitem errors --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "index, error, message",
    [
        ((0, 0, 0), IndexError, "too many indices for tensor of dimension 2"),
        (5, IndexError, "index 5 is out of bounds for dimension 0 with size 3"),
        ((0, -5), IndexError, "index -5 is out of bounds for dimension 1 with size 4"),
        ((slice(None), [4]), IndexError, "index 4 is out of bounds for dimension 0 with size 4"),
        (([0], [7]), IndexError, "index 7 is out of bounds for dimension 1 with size 4"),
        (slice(None, None, -1), ValueError, "step must be greater than zero"),
        (slice(None, None, 0), ValueError, "slice step cannot be zero"),
        (slice(0.5, None), TypeError, "slice indices must be integers or None"),
        (
            at.tensor([True, False]),
            IndexError,
            "The shape of the mask [2] at index 0 does not match the shape of the indexed "
            "tensor [3, 4] at index 0",
        ),
        (at.tensor([0.5]), IndexError, "tensors used as indices must be long, int, byte or bool"),
        (
            ([0, 1], [0, 1, 2]),
            IndexError,
            "shape mismatch: indexing tensors could not be broadcast together with shapes [2], "
            "[3]",
        ),
        (1.5, IndexError, "only integers, slices (`:`), ellipsis (`...`), None and long or byte "
         "Variables are valid indices (got float)"),
        ({}, IndexError, "are valid indices (got dict)"),
        ("a", TypeError, "new(): invalid data type 'str'"),
    ],
)  # fmt: skip
@pytest.mark.filterwarnings("ignore:Using a non-tuple sequence")
def test_getitem_errors(index, error, message):
    with pytest.raises(error) as info:
        arange(3, 4)[index]
    assert message in str(info.value)


def test_zero_dim_index_errors():
    with pytest.raises(IndexError, match=r"invalid index of a 0-dim tensor. Use `tensor.item\(\)`"):
        at.tensor(1.0)[0]
    with pytest.raises(IndexError, match="index 1 is out of bounds for dimension 0 with size 0"):
        at.tensor(1.0)[1]
    with pytest.raises(IndexError, match="too many indices for tensor of dimension 0"):
        at.tensor(1.0)[0,]
    with pytest.raises(IndexError, match=r"slice\(\) cannot be applied to a 0-dim tensor"):
        at.tensor(1.0)[:]


def test_out_of_range_index_into_an_empty_result_is_not_checked():
    assert at.zeros(3, 0)[[5]].shape == (1, 0)  # as PyTorch: no element is read


# -- setitem -------------------------------------------------------------------------------------
def test_setitem_bumps_the_version_once_and_writes_through_views():
    x = arange(3, 4)
    view = x[1:]
    forms = [(0, 1.0), ((slice(None), 1), 2.0), ([0, 2], 3.0), (x > 5, 4.0), (True, 6.0)]
    forms += [(..., at.tensor(0.5, dtype=st.float64)), (None, 7.0)]
    for index, value in forms:
        before = x._version
        x[index] = value
        assert x._version == before + 1, index
    assert view._version == x._version
    view[0] = -1.0
    assert x.tolist()[1] == [-1.0] * 4
    before = x._version
    x[False] = 5.0
    assert x._version == before


def test_setitem_converts_numbers_to_the_tensors_dtype():
    x = at.zeros(3, dtype=st.int64)
    x[0] = 2.7
    x[[1]] = True
    assert x.tolist() == [2, 1, 0]
    y = at.zeros(3, dtype=st.uint8)
    y[0] = -1
    assert y.tolist()[0] == 255
    z = at.zeros(2, dtype=st.complex128)
    z[1] = 1 + 2j
    assert z.tolist() == [0j, 1 + 2j]


def test_setitem_with_tensor_values():
    x = at.zeros(2, 3)
    x[0] = at.tensor([1, 2, 3])  # copy_ converts dtypes
    x[1, [0, 2]] = at.tensor([[5.0, 6.0]])  # leading size-1 dims are dropped
    x[at.tensor([[False, True, False], [False, False, False]])] = at.tensor(9)  # masked fill
    assert x.tolist() == [[1.0, 9.0, 3.0], [5.0, 0.0, 6.0]]
    x[:, None] = at.tensor([[[7.0]]])
    assert x.tolist() == [[7.0] * 3] * 2


@pytest.mark.parametrize(
    "index, value, error, message",
    [
        (0, [1, 2], TypeError, "can't assign a list to a torch.FloatTensor"),
        (0, np.float32(1.0), TypeError, "can't assign a numpy.float32 to a torch.FloatTensor"),
        (0, 1 + 1j, RuntimeError, "value cannot be converted to type float without overflow"),
        (0, 1e300, RuntimeError, "value cannot be converted to type float without overflow"),
        (0, 2**70, ValueError, "Overflow when unpacking long long"),
        (0, at.ones(3), RuntimeError, "The expanded size of the tensor (4) must match the "
         "existing size (3) at non-singleton dimension 0.  Target sizes: [4].  Tensor sizes: [3]"),
        ([0], at.ones(4, dtype=st.float64), RuntimeError, "Index put requires the source and "
         "destination dtypes match, got Float for the destination and Double for the source."),
        ([0, 1], at.ones(2, 2), RuntimeError, "shape mismatch: value tensor of shape [2, 2] "
         "cannot be broadcast to indexing result of shape [2, 4]"),
        ([3], 1.0, IndexError, "index 3 is out of bounds for dimension 0 with size 3"),
    ],
)  # fmt: skip
def test_setitem_errors(index, value, error, message):
    x = at.zeros(3, 4)
    with pytest.raises(error) as info:
        x[index] = value
    assert message in str(info.value)
    assert x.tolist() == at.zeros(3, 4).tolist()


def test_setitem_overflow_names_the_c_type():
    with pytest.raises(RuntimeError, match="value cannot be converted to type uint8_t"):
        at.zeros(2, dtype=st.uint8)[0] = 300
    with pytest.raises(RuntimeError, match="value cannot be converted to type int without"):
        at.zeros(2, dtype=st.int32)[[0]] = 2**40


def test_setitem_on_meta_tensors():
    m = at.empty((3, 4), device="meta")
    m[0] = 1.0
    m[[0, 2], 1:] = 2.0
    m[at.tensor([True, False, True])] = at.empty((4,), device="meta")
    with pytest.raises(RuntimeError, match="shape mismatch"):
        m[[0, 1]] = at.empty((3,), device="meta")


# -- index / index_put_ --------------------------------------------------------------------
def test_index_put_accumulate_sums_duplicates_like_add_at():
    x = at.zeros(3, dtype=st.float64)
    values = at.tensor([1.0, 2.0, 3.0, 4.0], dtype=st.float64)
    at.index_put_(x, [long([0, 2, 0, 0])], values, accumulate=True)
    assert x.tolist() == [8.0, 0.0, 2.0]
    counts = at.zeros(4, dtype=st.int64).index_put_([long([1, 1, 3])], long(1), True)
    assert counts.tolist() == [0, 2, 0, 1]


def test_index_put_functional_leaves_self_alone():
    x = arange(3)
    y = at.index_put(x, [long([1])], at.tensor([9.0], dtype=st.float64))
    assert (x.tolist(), y.tolist()) == ([0.0, 1.0, 2.0], [0.0, 9.0, 2.0])


def test_index_out_and_its_checks():
    x = arange(3, 4)
    out = at.empty(0, dtype=st.float64)
    at.index(x, [None, long([3, 0])], out=out)
    assert out.tolist() == np.arange(12.0).reshape(3, 4)[:, [3, 0]].tolist()
    with pytest.raises(RuntimeError, match=r"index_out: self \(Double\) and result \(Float\)"):
        at.index(x, [long([0])], out=at.empty(0))
    with pytest.raises(IndexError, match=r"too many indices for tensor of dimension 2 \(got 3\)"):
        at.index(x, [None, None, long([0])])
    with pytest.warns(UserWarning, match="indexing with dtype torch.uint8 is now deprecated"):
        assert at.index(x, [at.tensor([1, 0, 1], dtype=st.uint8)]).shape == (2, 4)


# -- the other operators: out=, in-place, dtypes, errors ------------------------------------------
def test_gather_and_scatter_variants():
    x = arange(2, 3)
    index = long([[2, 0], [1, 1]])
    out = at.empty(0, dtype=st.float64)
    assert at.gather(x, 1, index, out=out) is out
    assert out.tolist() == [[2.0, 0.0], [4.0, 4.0]]
    y = at.zeros(2, 3, dtype=st.int32)
    assert y.scatter_(1, long([[2], [0]]), 7.9) is y  # value cast like value.to<int>()
    assert y.tolist() == [[0, 0, 7], [7, 0, 0]]
    v = before = y._version
    y.scatter_add_(0, long([[1, 1, 1]]), at.ones(1, 3, dtype=st.int32))
    assert (y._version, y.tolist()) == (v + 1, [[0, 0, 7], [8, 1, 1]]) and before == v
    assert at.zeros(3).scatter(0, long([0, 2]), 2.5).tolist() == [2.5, 0.0, 2.5]
    w = at.ones(3).scatter_(0, long([0, 0]), 3.0, reduce="multiply")
    assert w.tolist() == [9.0, 1.0, 1.0]
    with pytest.warns(UserWarning, match="reduce argument of torch.scatter with Tensor src"):
        at.scatter(at.ones(3), 0, long([1, 1]), at.full((2,), 2.0), reduce="add")


def test_gather_scatter_on_zero_dim_and_empty():
    s = at.tensor(3.0)
    assert at.gather(s, 0, long(0)).tolist() == 3.0
    assert at.scatter(s, 0, long(0), at.tensor(5.0)).tolist() == 5.0
    assert at.gather(arange(3, 4), 0, at.zeros(0, 4, dtype=st.int64)).shape == (0, 4)


@pytest.mark.parametrize(
    "call, error, message",
    [
        (lambda x: x.gather(0, at.zeros(3, 4, dtype=st.int16)), RuntimeError,
         "gather(): Expected dtype int32/int64 for index"),
        (lambda x: x.gather(0, at.zeros(3, 5, dtype=st.int64)), RuntimeError,
         "Size does not match at dimension 1 expected index [3, 5] to be no larger than self "
         "[3, 4] apart from dimension 0"),
        (lambda x: x.gather(0, at.zeros(3, dtype=st.int64)), RuntimeError,
         "Index tensor must have the same number of dimensions as input tensor"),
        (lambda x: x.gather(0, at.full((3, 4), 5, dtype=st.int64)), RuntimeError,
         "index 5 is out of bounds for dimension 0 with size 3"),
        (lambda x: x.gather(2, at.zeros(3, 4, dtype=st.int64)), IndexError,
         "Dimension out of range (expected to be in range of [-2, 1], but got 2)"),
        (lambda x: x.scatter(0, at.zeros(3, 4, dtype=st.int64), at.zeros(3, 4, dtype=st.float64)),
         RuntimeError, "scatter(): Expected self.dtype to be equal to src.dtype"),
        (lambda x: x.scatter(0, at.zeros(3, 4, dtype=st.int64), at.zeros(3, 3)), RuntimeError,
         "Expected index [3, 4] to be no larger than self [3, 4] apart from dimension 0 and to "
         "be no larger size than src [3, 3]"),
        (lambda x: x.scatter(0, at.zeros(3, dtype=st.int64), at.zeros(3, 4)), RuntimeError,
         "Index tensor must have the same number of dimensions as self tensor"),
        (lambda x: x.scatter(0, at.zeros(3, 4, dtype=st.int64), at.zeros(3, 4), reduce="max"),
         RuntimeError, "reduce argument must be either add or multiply."),
        (lambda x: x.scatter_reduce(0, at.zeros(3, 4, dtype=st.int64), at.zeros(3, 4), "foo"),
         RuntimeError, "reduce argument must be either sum, prod, mean, amax or amin, got foo"),
        (lambda x: x.index_select(0, at.zeros(2, 2, dtype=st.int64)), IndexError,
         "index_select(): Index is supposed to be a vector"),
        (lambda x: x.index_select(0, at.zeros(2)), RuntimeError,
         "index_select(): Expected dtype int32 or int64 for index"),
        (lambda x: x.index_select(0, long([-1])), IndexError, "index out of range in self"),
        (lambda x: x.index_add(0, long([0]), at.zeros(1, 4, dtype=st.float64)), RuntimeError,
         "index_add_(): self (Float) and source (Double) must have the same scalar type"),
        (lambda x: x.index_add(0, long([0, 1]), at.zeros(1, 4)), RuntimeError,
         "index_add_(): Number of indices (2) should be equal to source.size(dim): (1), for "
         "dim: 0"),
        (lambda x: x.index_add(0, long([0]), at.zeros(1, 5)), RuntimeError,
         "source tensor shape must match self tensor shape, excluding the specified dimension. "
         "Got self.shape = [3, 4] source.shape = [1, 5]"),
        (lambda x: x.index_add(0, long([5]), at.zeros(1, 4)), RuntimeError,
         "index 5 is out of bounds for dimension 0 with size 3"),
        (lambda x: x.index_fill(0, at.tensor([0], dtype=st.int32), 1.0), IndexError,
         "index_fill_(): Expected dtype int64 for index."),
        (lambda x: x.index_fill(0, long([5]), 1.0), IndexError,
         "index 5 is out of bounds for dimension 0 with size 3"),
        (lambda x: x.index_fill(0, long([0]), at.ones(2)), RuntimeError,
         "index_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 "
         "dimension(s)."),
        (lambda x: x.masked_fill(at.ones(3, 4, dtype=st.int64), 1.0), RuntimeError,
         "masked_fill_ only supports boolean masks, but got mask with dtype long int"),
        (lambda x: x.masked_fill_(at.ones(2, 3, 4, dtype=st.bool_), 1.0), RuntimeError,
         "output with shape [3, 4] doesn't match the broadcast shape [2, 3, 4]"),
        (lambda x: x.masked_fill(at.ones(3, 4, dtype=st.bool_), at.ones(2)), RuntimeError,
         "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 "
         "dimension(s)."),
        (lambda x: x.masked_select(at.ones(3, 4, dtype=st.int64)), RuntimeError,
         "masked_select: expected BoolTensor for mask"),
        (lambda x: x.masked_scatter(at.ones(3, 4, dtype=st.bool_), at.ones(5)), RuntimeError,
         "Number of elements of source < number of ones in mask"),
        (lambda x: x.masked_scatter(at.ones(3, 4, dtype=st.int64), at.ones(12)), RuntimeError,
         "masked_scatter_ only supports boolean masks, but got mask with dtype Long"),
        (lambda x: x.take(at.tensor([0], dtype=st.int32)), RuntimeError,
         "take(): Expected a long tensor for index, but got Int"),
        (lambda x: x.take(long([12])), IndexError,
         "out of range: tried to access index 12 on a tensor of 12 elements."),
        (lambda x: x.put(long([-13]), at.ones(1)), IndexError,
         "out of range: tried to access index -13 on a tensor of 12 elements."),
        (lambda x: x.put(long([1]), at.ones(2)), IndexError,
         "put_(): Expected source and index to have the same number of elements, but got "
         "source.numel() = 2, index.numel() = 1"),
        (lambda x: x.put(long([1]), at.ones(1, dtype=st.float64)), RuntimeError,
         "put_(): self and source expected to have the same dtype, but got self.dtype = Float "
         "and source.dtype = Double"),
        (lambda x: nonzero(x, out=at.empty(0, dtype=st.int64), as_tuple=True), RuntimeError,
         "nonzero does not support the out kwarg when as_tuple is True"),
    ],
)  # fmt: skip
def test_operator_errors(call, error, message):
    x = at.zeros(3, 4)
    with pytest.raises(error) as info:
        call(x)
    assert message in str(info.value)
    assert x.tolist() == at.zeros(3, 4).tolist()


def test_out_variants_want_the_exact_dtype():
    x, index = at.zeros(2), long([0])
    with pytest.raises(RuntimeError, match="Expected out tensor to have dtype float, but got"):
        at.gather(x, 0, index, out=at.empty(0, dtype=st.float64))
    with pytest.raises(RuntimeError, match="index_select\\(\\): self and result must have"):
        at.index_select(x, 0, index, out=at.empty(0, dtype=st.float64))
    with pytest.raises(RuntimeError, match="take\\(\\): self and out expected to have the same"):
        at.take(x, index, out=at.empty(0, dtype=st.float64))
    with pytest.raises(RuntimeError, match="Expected out tensor to have scalar type Long but"):
        at.nonzero(x, out=at.empty(0))


def test_in_place_variants_write_through_non_contiguous_views():
    base = at.zeros(4, 3, dtype=st.float64)
    view = base.t()  # (3, 4), strides (1, 3)
    view.index_fill_(1, long([0, 3]), 1.0)
    view.index_add_(0, long([2, 2]), at.ones(2, 4, dtype=st.float64), alpha=2.0)
    view.masked_fill_(at.tensor([True, False, False, False]), 5.0)
    view.put_(long([1]), at.tensor([9.0], dtype=st.float64))
    view.scatter_(0, long([[1, 1, 1, 1]]), -3.0)
    expected = np.zeros((4, 3)).T
    expected[:, [0, 3]] = 1.0
    expected[2] += 4.0
    expected[:, 0] = 5.0
    expected[0, 1] = 9.0  # element 1 of the view in row-major order
    expected[1] = -3.0
    assert base.t().tolist() == expected.tolist()
    assert base._version == 5


def test_masked_operators_and_their_dtypes():
    x = at.tensor([[1, 2, 3], [4, 5, 6]])
    mask = at.tensor([True, False, True])
    assert x.masked_fill(mask, 2.7).tolist() == [[2, 2, 2], [2, 5, 2]]
    assert x.masked_fill(mask, at.tensor(-1)).tolist() == [[-1, 2, -1], [-1, 5, -1]]
    assert at.zeros(2, dtype=st.bool_).masked_fill(at.tensor([True, False]), 2).tolist() == [
        True, False,
    ]  # fmt: skip
    assert x.masked_select(mask).tolist() == [1, 3, 4, 6]
    out = at.empty(0, dtype=st.int64)
    assert at.masked_select(x, mask, out=out) is out and out.tolist() == [1, 3, 4, 6]
    scattered = x.masked_scatter(mask, at.tensor([10, 20, 30, 40, 50]))
    assert scattered.tolist() == [[10, 2, 20], [30, 5, 40]]
    with pytest.raises(RuntimeError, match="value cannot be converted to type float"):
        at.zeros(2).masked_fill(at.tensor([True, False]), 1j)


def test_scatter_reduce_on_integers_floors_the_mean():
    x = long([10, 20, 30, 40])
    src, index = long([1, 2, 3, 4, 5, 6]), long([0, 1, 0, 1, 2, 1])
    assert x.scatter_reduce(0, index, src, "mean").tolist() == [4, 8, 17, 40]
    assert x.scatter_reduce(0, index, src, "mean", include_self=False).tolist() == [2, 4, 5, 40]
    assert x.scatter_reduce(0, index, src, "amax", include_self=False).tolist() == [3, 6, 5, 40]
    out = at.empty(0, dtype=st.int64)
    assert at.scatter_reduce(x, 0, index, src, "prod", out=out) is out
    assert out.tolist() == [30, 960, 150, 40]
    nan = at.tensor([1.0, 2.0]).scatter_reduce(0, long([0, 0]), at.tensor([math.nan, 5.0]), "amax")
    assert math.isnan(nan.tolist()[0])


def test_index_select_take_and_put_on_zero_dim_and_empty_tensors():
    s = at.tensor(5.0)
    assert s.index_select(0, long([0])).shape == ()
    with pytest.raises(RuntimeError, match="Index to scalar can have only 1 value, got 2"):
        s.index_select(0, long([0, 0]))
    assert arange(3, 4).index_select(1, long(2)).shape == (3, 1)
    assert s.take(long([0, -1])).tolist() == [5.0, 5.0]
    assert s.put(long([0]), at.tensor([7.0])).tolist() == 7.0
    with pytest.raises(IndexError, match="take\\(\\): tried to take from an empty tensor"):
        at.zeros(0).take(long([0]))


def test_nonzero_forms():
    x = at.tensor([[0.0, 1.5], [2.0, 0.0]])
    assert x.nonzero().tolist() == [[0, 1], [1, 0]]
    assert x.argwhere().dtype == st.int64
    rows, cols = nonzero(x, as_tuple=True)
    assert (rows.tolist(), cols.tolist()) == ([0, 1], [1, 0])
    assert x[nonzero(x, as_tuple=True)].tolist() == [1.5, 2.0]
    assert [t.tolist() for t in nonzero(at.tensor(3.0), as_tuple=True)] == [[0]]
    assert at.tensor(3.0).nonzero().shape == (1, 0)
    assert at.tensor(0.0).nonzero().shape == (0, 0)
    assert at.tensor([math.nan, 0.0]).nonzero().tolist() == [[0]]
    out = at.empty(0, dtype=st.int64)
    assert nonzero(x, out=out) is out and out.shape == (2, 2)
    with pytest.raises(NotImplementedError):
        at.empty((2,), device="meta").nonzero()


def test_meta_in_place_operators_check_without_data():
    m = at.empty((3, 4), device="meta")
    index = at.empty((2,), dtype=st.int64, device="meta")
    for result in (
        m.index_put_([index], at.empty((2, 4), device="meta")),
        m.index_fill_(0, index, 1.0),
        m.masked_fill_(at.empty((4,), dtype=st.bool_, device="meta"), 1.0),
        m.put_(index, at.empty((2,), device="meta")),
        m.scatter_reduce_(0, at.empty((2, 4), dtype=st.int64, device="meta"),
                          at.empty((2, 4), device="meta"), "sum"),
    ):  # fmt: skip
        assert result is m
    with pytest.raises(RuntimeError, match="Index put requires the source and destination"):
        m.index_put_([index], at.empty((2, 4), dtype=st.float64, device="meta"))


def test_operators_are_listed_on_tensors_and_in_the_namespace():
    for name in ("index_select", "gather", "scatter", "scatter_add", "masked_fill", "take"):
        assert callable(getattr(at, name)) and hasattr(at.Tensor, name)
    for name in ("scatter_", "index_add_", "index_fill_", "masked_scatter_", "put_"):
        assert hasattr(at.Tensor, name)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert at.ops.aten.index.Tensor(arange(3), [long([2])]).tolist() == [2.0]
