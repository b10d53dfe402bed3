"""Reductions, scans, softmax and sorting: values against numpy, PyTorch's dtype rules, dim
lists, empty and 0-dim inputs, NaN handling, errors, out= and in-place variants, meta tensors."""

from __future__ import annotations

import math
import types
import warnings

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten._generated import linalg_functions as linalg
from glasstorch.aten.testing.opinfo_reductions import opinfos
from glasstorch.c10.core import scalar_type as st
from hypothesis import given, settings
from hypothesis import strategies as hs

#: ``glasstorch.aten`` plus its ``linalg`` namespace, as the OpInfo entries call them.
torch = types.SimpleNamespace(**{n: getattr(at, n) for n in at.__all__}, linalg=linalg)


def t(values, dtype=None):
    return at.tensor(np.asarray(values), dtype=dtype)


def _check(result, expected, name):
    if isinstance(expected, tuple):
        assert len(result) == len(expected), name
        for r, e in zip(result, expected, strict=True):
            _check(r, e, name)
        return
    np.testing.assert_allclose(result.numpy(), expected, rtol=1e-10, atol=1e-12, err_msg=name)
    assert result.shape == np.shape(expected), name


@pytest.mark.parametrize("info", opinfos, ids=lambda i: i.name)
def test_opinfo_matches_numpy_in_float64(info):
    for sample in info.sample_inputs():
        args = sample.tensor_args(at.tensor)
        result = info.op(torch, *args, **sample.tensor_kwargs(at.tensor))
        _check(result, info.ref(*sample.args, **sample.kwargs), f"{info.name} {sample}")


# -- property test: sum / mean / amax against numpy -----------------------------------------------
@hs.composite
def _reduction_case(draw):
    shape = tuple(draw(hs.lists(hs.integers(0, 4), max_size=4)))
    ndim = len(shape)
    dims = draw(hs.none() | hs.lists(hs.integers(-ndim, ndim - 1), unique_by=lambda d: d % ndim)
                if ndim else hs.none() | hs.just([]) | hs.just([0]))  # fmt: skip
    keepdim = draw(hs.booleans())
    values = np.random.default_rng(draw(hs.integers(0, 2**16))).standard_normal(shape)
    return values, dims, keepdim


def _numpy_axes(values, dims):
    if dims is None or not dims or values.ndim == 0:
        return None
    return tuple(d % values.ndim for d in dims)


@settings(max_examples=80, deadline=None)
@given(_reduction_case())
def test_sum_mean_amax_match_numpy(case):
    values, dims, keepdim = case
    x = at.tensor(values)
    axes = _numpy_axes(values, dims)
    np.testing.assert_allclose(
        at.sum(x, dims, keepdim).numpy(), np.sum(values, axis=axes, keepdims=keepdim)
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        expected_mean = np.mean(values, axis=axes, keepdims=keepdim)
    np.testing.assert_allclose(at.mean(x, dims, keepdim).numpy(), expected_mean)
    reduced = range(values.ndim) if axes is None else axes
    if values.size or all(values.shape[d] for d in reduced) and dims:
        expected_max = np.max(values, axis=axes, keepdims=keepdim)
        np.testing.assert_array_equal(at.amax(x, dims or (), keepdim).numpy(), expected_max)
    else:
        with pytest.raises((RuntimeError, IndexError), match="amax"):
            at.amax(x, dims or (), keepdim)


# -- dtypes ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", [st.bool_, st.uint8, st.int8, st.int32, st.int64])
def test_integral_and_bool_sums_products_and_scans_are_int64(dtype):
    x = t([[1, 0, 1], [1, 1, 0]], dtype)
    assert x.sum().dtype is st.int64
    assert x.sum(0).dtype is st.int64
    assert x.prod().dtype is st.int64
    assert x.prod(1).dtype is st.int64
    assert x.cumsum(1).dtype is st.int64
    assert x.cumprod(0).dtype is st.int64
    assert x.sum(dtype=st.int16).dtype is st.int16
    assert x.sum().item() == 4


def test_dtype_argument_casts_the_input_before_reducing():
    x = t([0.6, 0.6, 0.6])
    assert at.sum(x, dtype=st.int64).item() == 0  # each 0.6 becomes 0 first
    assert at.sum(x, 0, dtype=st.float64).dtype is st.float64
    assert at.mean(t([1, 2]), dtype=st.float64).item() == 1.5
    assert at.cumsum(t([1, 2, 3]), 0, dtype=st.float32).tolist() == [1.0, 3.0, 6.0]


def test_mean_of_integers_raises_pytorch_error():
    with pytest.raises(RuntimeError) as e:
        t([1, 2]).mean()
    assert str(e.value) == (
        "mean(): could not infer output dtype. Input dtype must be either a floating point "
        "or complex dtype. Got: Long"
    )
    with pytest.raises(RuntimeError, match="Optional dtype must be .* Got: Int"):
        t([1.0]).mean(dtype=st.int32)


def test_all_any_results_are_bool_except_uint8():
    assert t([1.0, 2.0]).all().dtype is st.bool_
    assert t([0, 3], st.int32).any(0).dtype is st.bool_
    u = t([[0, 3], [1, 2]], st.uint8)
    assert u.all().dtype is st.uint8
    assert u.all(1).tolist() == [0, 1]
    assert u.any(dim=(0, 1)).item() == 1
    assert t([math.nan]).all().item() is True  # NaN is non-zero


def test_reduced_precision_and_value_dtypes():
    h = t(np.full(2048, 0.1), st.float16)
    assert h.sum().dtype is st.float16
    assert abs(h.sum().item() - 204.8) < 0.2  # float32 accumulation
    assert h.mean().dtype is st.float16
    z = t([1 + 1j, 1 - 1j], st.complex64)
    assert z.var().dtype is st.float32
    assert z.var().item() == pytest.approx(2.0)
    assert z.norm().dtype is st.float32
    assert t([1, 2]).logsumexp(0).dtype is st.float32
    assert t([[1, 2]]).amax(1).dtype is st.int64
    assert t([1.0, 2.0]).argmax().dtype is st.int64


def test_norm_dtype_errors_follow_pytorch():
    with pytest.raises(RuntimeError, match=r"norm\(\): input dtype should be either floating "
                       r"point or complex. Got Long instead."):  # fmt: skip
        t([1, 2]).norm()
    with pytest.raises(RuntimeError, match="linalg.vector_norm: Expected a floating point or "
                       "complex tensor as input. Got Long"):  # fmt: skip
        linalg.vector_norm(t([1, 2]))
    with pytest.raises(RuntimeError, match="convertible without narrowing"):
        linalg.vector_norm(t([1.0], st.float64), dtype=st.float32)
    assert linalg.vector_norm(t([3.0, 4.0]), dtype=st.float64).dtype is st.float64


# -- dims -----------------------------------------------------------------------------------------
def test_dim_lists_negative_repeated_and_out_of_range():
    x = t(np.arange(24.0).reshape(2, 3, 4))
    assert x.sum((-1, 0)).tolist() == np.arange(24.0).reshape(2, 3, 4).sum((0, 2)).tolist()
    with pytest.raises(RuntimeError, match="dim 0 appears multiple times in the list of dims"):
        x.sum((0, -3))
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range "
                       r"of \[-3, 2\], but got 3\)"):  # fmt: skip
        x.amax(3)
    assert x.sum([]).item() == 276.0  # an empty dim list reduces everything
    assert x.mean([], keepdim=True).shape == (1, 1, 1)
    assert x.amax([]).item() == 23.0
    assert at.all(x, ()).shape == (2, 3, 4)  # but all.dims with [] reduces nothing
    assert at.any(x, None, True).shape == (1, 1, 1)


def test_zero_dim_inputs_accept_dim_0_and_minus_1():
    s = t(2.5)
    for dim in (0, -1):
        assert s.sum(dim).item() == 2.5
        assert s.sum(dim, keepdim=True).shape == ()
        assert s.max(dim)[1].item() == 0
        assert s.argmax(dim).item() == 0
        assert s.cumsum(dim).item() == 2.5
        assert s.softmax(dim).item() == 1.0
        assert s.sort(dim)[0].item() == 2.5
    assert s.topk(1)[0].item() == 2.5
    with pytest.raises(IndexError, match="expected to be in range of"):
        s.sum(1)


# -- empty tensors --------------------------------------------------------------------------------
def test_empty_reductions_with_identity():
    e = t(np.zeros((0, 3)))
    assert e.sum().item() == 0.0
    assert e.sum(0).tolist() == [0.0, 0.0, 0.0]
    assert e.prod().item() == 1.0
    assert math.isnan(e.mean().item())
    assert e.all().item() is True and e.any().item() is False
    assert e.norm().item() == 0.0
    assert e.logsumexp((0, 1)).item() == -math.inf
    assert e.amax(1).shape == (0,)  # reducing a non-empty dim of an empty tensor is fine
    assert e.cumsum(0).shape == (0, 3)
    assert e.sort(0)[1].shape == (0, 3)


def test_empty_reductions_without_identity_raise():
    e = t(np.zeros((0, 3)))
    with pytest.raises(RuntimeError) as info:
        e.max()
    assert str(info.value) == (
        "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
        "reduction dim with the 'dim' argument."
    )
    with pytest.raises(RuntimeError, match=r"^min\(\): Expected reduction dim to be specified"):
        e.min()
    with pytest.raises(RuntimeError, match=r"^amax\(\): Expected reduction dim to be specified"):
        e.amax()
    with pytest.raises(IndexError, match=r"^amin\(\): Expected reduction dim 0 to have non-zero"):
        e.amin(0)
    with pytest.raises(IndexError, match=r"^max\(\): Expected reduction dim 0 to have non-zero "
                       r"size.$"):  # fmt: skip
        e.max(0)
    with pytest.raises(IndexError, match=r"^argmax\(\): Expected reduction dim to be specified "
                       r"for input.numel\(\) == 0.$"):  # fmt: skip
        e.argmax()
    with pytest.raises(RuntimeError, match="cannot compute the inf norm on an empty tensor"):
        linalg.vector_norm(e, math.inf)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert math.isnan(e.var().item())
    assert "var(): degrees of freedom is <= 0" in str(caught[0].message)


# -- NaN ------------------------------------------------------------------------------------------
def test_nan_propagates_through_max_min_and_wins_argmax():
    x = t([[1.0, math.nan, 3.0], [4.0, 5.0, 6.0]])
    assert math.isnan(x.max().item()) and math.isnan(x.min().item())
    row_max = x.amax(1).tolist()
    assert math.isnan(row_max[0]) and row_max[1] == 6.0
    values, indices = x.max(1)
    assert math.isnan(values.tolist()[0]) and indices.tolist() == [1, 2]
    assert x.min(1)[1].tolist() == [1, 0]
    assert x.argmax().item() == 1 and x.argmin(1).tolist() == [1, 0]
    assert math.isnan(at.logsumexp(x, 1).tolist()[0])


def test_nan_sorts_as_largest():
    x = t([2.0, math.nan, -1.0, math.nan, 5.0])
    assert x.sort()[1].tolist() == [2, 0, 4, 1, 3]
    assert x.sort(descending=True)[1].tolist() == [1, 3, 4, 0, 2]
    assert x.topk(3)[1].tolist() == [1, 3, 4]
    assert x.topk(2, largest=False)[1].tolist() == [2, 0]
    assert x.argsort(descending=True).tolist() == [1, 3, 4, 0, 2]


# -- sorting and selection ------------------------------------------------------------------------
def test_sort_is_stable_and_selects_first_occurrences():
    x = t([3, 1, 3, 2, 1], st.int32)
    assert x.sort(stable=True)[1].tolist() == [1, 4, 3, 0, 2]
    assert at.sort(x, descending=True, stable=True)[1].tolist() == [0, 2, 3, 1, 4]
    assert x.argsort(stable=True, descending=True).tolist() == [0, 2, 3, 1, 4]
    assert x.sort()[0].dtype is st.int32
    assert x.max(0)[1].item() == 0 and x.argmin().item() == 1


def test_topk_shapes_and_k_out_of_range():
    x = t(np.arange(12.0).reshape(3, 4))
    values, indices = x.topk(2, dim=0)
    assert values.tolist() == [[8.0, 9.0, 10.0, 11.0], [4.0, 5.0, 6.0, 7.0]]
    assert indices.tolist() == [[2, 2, 2, 2], [1, 1, 1, 1]]
    assert x.topk(0)[0].shape == (3, 0)
    with pytest.raises(RuntimeError, match="^selected index k out of range$"):
        x.topk(5)
    with pytest.raises(RuntimeError, match="^selected index k out of range$"):
        x.topk(-1)


def test_max_min_other_are_maximum_minimum():
    a, b = t([1.0, 5.0]), t([3.0, 2.0])
    assert at.max(a, b).tolist() == [3.0, 5.0]
    assert a.min(b).tolist() == [1.0, 2.0]
    out = at.empty((2,))
    at.max(a, b, out=out)
    assert out.tolist() == [3.0, 5.0]


def test_argmax_without_dim_is_a_flat_index():
    x = t([[1.0, 9.0], [7.0, 3.0]])
    assert x.argmax().item() == 1
    assert x.argmax(keepdim=True).shape == (1, 1)
    assert x.argmin(0, keepdim=True).tolist() == [[0, 1]]
    with pytest.raises(RuntimeError, match=r"\"argmax_cpu\" not implemented for 'Bool'"):
        t([True, False]).argmax()


# -- statistics -----------------------------------------------------------------------------------
def test_var_std_forms_and_corrections():
    data = np.random.default_rng(0).standard_normal((4, 5))
    x = at.tensor(data)
    np.testing.assert_allclose(x.var().item(), data.var(ddof=1))
    np.testing.assert_allclose(x.var(unbiased=False).item(), data.var())
    np.testing.assert_allclose(x.std(1, keepdim=True).numpy(), data.std(1, ddof=1, keepdims=True))
    np.testing.assert_allclose(at.var(x, 0, correction=2).numpy(), data.var(0, ddof=2))
    var, mean = at.std_mean(x, (0, 1), correction=0)
    np.testing.assert_allclose([var.item(), mean.item()], [data.std(), data.mean()])
    with pytest.raises(RuntimeError, match="^std and var only support floating point and complex"):
        t([1, 2]).var()
    with pytest.raises(RuntimeError, match="^var_mean only support floating point and complex"):
        at.var_mean(t([1, 2]))


def test_degrees_of_freedom_warning():
    with pytest.warns(UserWarning, match=r"std\(\): degrees of freedom is <= 0"):
        assert math.isnan(t([1.0]).std().item())


def test_norm_orders():
    x = t([3.0, -4.0, 0.0])
    assert x.norm().item() == 5.0
    assert x.norm(1).item() == 7.0
    assert x.norm(math.inf).item() == 4.0
    assert linalg.vector_norm(x, 0).item() == 2.0
    assert linalg.vector_norm(x, -math.inf).item() == 0.0
    assert linalg.vector_norm(x, 0.5).item() == pytest.approx((3**0.5 + 2) ** 2)


# -- softmax and logsumexp ------------------------------------------------------------------------
def test_softmax_family_is_numerically_stable():
    big = t([[1000.0, 1000.0], [-1000.0, 0.0]])
    assert big.softmax(1).tolist() == [[0.5, 0.5], [0.0, 1.0]]
    np.testing.assert_allclose(big.log_softmax(1).numpy(), [[-math.log(2)] * 2, [-1000, 0]])
    assert big.logsumexp(1).tolist() == pytest.approx([1000 + math.log(2), 0.0])
    assert t([-math.inf, -math.inf]).logsumexp(0).item() == -math.inf
    assert t([math.inf, 1.0]).logsumexp(0).item() == math.inf


def test_softmax_dtype_and_errors():
    x = t([1.0, 2.0], st.float32)
    assert x.softmax(0, dtype=st.float64).dtype is st.float64
    assert at.log_softmax(x, 0).dtype is st.float32
    with pytest.raises(RuntimeError, match="\"softmax_lastdim_kernel_impl\" not implemented for "
                       "'Long'"):  # fmt: skip
        t([1, 2]).softmax(0)
    with pytest.raises(RuntimeError, match="softmax with half to float conversion is not "
                       "supported on CPU"):  # fmt: skip
        at._softmax(t([1.0], st.float16), 0, True)
    with pytest.raises(RuntimeError, match="Expected floating point type for result tensor"):
        at.logsumexp(x, 0, out=at.empty((), dtype=st.int64))


# -- out= and in-place ----------------------------------------------------------------------------
def test_out_variants_write_into_given_tensors():
    x = t(np.arange(6.0).reshape(2, 3))
    out = at.empty((2,), dtype=st.float64)
    assert at.sum(x, 1, out=out) is out and out.tolist() == [3.0, 12.0]
    with pytest.warns(UserWarning, match="An output with one or more elements was resized"):
        at.mean(x, out=out)
    assert out.shape == () and out.item() == 2.5
    values, indices = at.empty((0,)), at.empty((0,), dtype=st.int64)
    result = at.max(x, 1, out=(values, indices))
    assert result[0] is values and indices.tolist() == [2, 2]
    v, i = at.empty((0,), dtype=st.float64), at.empty((0,), dtype=st.int64)
    at.topk(x, 1, out=(v, i))
    assert v.tolist() == [[2.0], [5.0]]
    v, i = at.empty((0,), dtype=st.float64), at.empty((0,), dtype=st.int64)
    at.sort(x, 0, True, out=(v, i))
    assert i.tolist() == [[1, 1, 1], [0, 0, 0]]
    c = at.empty((0,), dtype=st.int32)
    at.cumsum(t([1, 2, 3]), 0, out=c)
    assert c.dtype is st.int32 and c.tolist() == [1, 3, 6]
    s = at.empty((0,), dtype=st.float64)
    at.var(x, 1, out=s)
    assert s.tolist() == [1.0, 1.0]
    s = at.empty((0,), dtype=st.float64)
    at.logsumexp(x, (0, 1), out=s)
    assert s.item() == pytest.approx(np.log(np.exp(np.arange(6.0)).sum()))


def test_in_place_scans_bump_the_version_and_keep_the_dtype():
    x = t([1, 2, 3], st.int32)
    version = x._version
    assert x.cumsum_(0) is x
    assert x.tolist() == [1, 3, 6] and x.dtype is st.int32
    assert x._version == version + 1
    x.cumprod_(0)
    assert x.tolist() == [1, 3, 18] and x._version == version + 2


# -- layout and devices ---------------------------------------------------------------------------
def test_non_contiguous_inputs():
    data = np.arange(12.0).reshape(3, 4)
    x = at.from_numpy(data.T)
    assert not x.is_contiguous()
    np.testing.assert_array_equal(x.sum(1).numpy(), data.T.sum(1))
    np.testing.assert_array_equal(x.max(0)[1].numpy(), data.T.argmax(0))
    np.testing.assert_array_equal(x.cumsum(1).numpy(), data.T.cumsum(1))
    np.testing.assert_array_equal(x.sort(0, descending=True)[0].numpy(), -np.sort(-data.T, 0))
    np.testing.assert_allclose(x.softmax(0).numpy().sum(0), np.ones(3))


def test_meta_tensors_get_shapes_and_dtypes():
    m = at.empty((2, 3, 4), device="meta")
    cases = [
        (m.sum(), (), st.float32),
        (m.sum((0, 2), keepdim=True), (1, 3, 1), st.float32),
        (at.empty((2, 3), dtype=st.int32, device="meta").sum(1), (2,), st.int64),
        (m.mean(-1), (2, 3), st.float32),
        (m.prod(), (), st.float32),
        (m.amax((1,)), (2, 4), st.float32),
        (m.max(), (), st.float32),
        (m.max(1)[1], (2, 4), st.int64),
        (m.argmin(), (), st.int64),
        (m.all(2), (2, 3), st.bool_),
        (m.var(1, keepdim=True), (2, 1, 4), st.float32),
        (at.var_mean(m, 0)[1], (3, 4), st.float32),
        (m.norm(), (), st.float32),
        (linalg.vector_norm(m, 1, (0, 1)), (4,), st.float32),
        (m.logsumexp(1), (2, 4), st.float32),
        (m.cumsum(0), (2, 3, 4), st.float32),
        (m.softmax(1), (2, 3, 4), st.float32),
        (m.topk(2)[1], (2, 3, 2), st.int64),
        (m.sort(0)[0], (2, 3, 4), st.float32),
        (m.argsort(), (2, 3, 4), st.int64),
    ]
    for result, shape, dtype in cases:
        assert result.device.type == "meta"
        assert result.shape == shape and result.dtype is dtype
    with pytest.raises(RuntimeError, match="selected index k out of range"):
        m.topk(5)
