"""new_* factories, broadcast_tensors, erfinv, _unique2/unique_dim and the Tensor.data setter."""

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.autograd import gradcheck, gradgradcheck
from glasstorch.c10.core import scalar_type as st
from scipy import special


# -- new_empty / new_zeros / new_ones / new_full -------------------------------------------------
def test_new_factories_default_to_self_dtype_and_device():
    x = at.tensor([1.0, 2.0], dtype=st.float64)
    z = x.new_zeros((2, 3))
    assert z.dtype is st.float64 and z.shape == (2, 3) and not z.numpy().any()
    o = x.new_ones(3)
    assert o.dtype is st.float64 and o.tolist() == [1.0, 1.0, 1.0]
    f = x.new_full((2,), 7)
    assert f.dtype is st.float64 and f.tolist() == [7.0, 7.0]
    e = x.new_empty([4, 0])
    assert e.dtype is st.float64 and e.shape == (4, 0)
    assert x.new_zeros(()).shape == ()
    assert z._version == 0


def test_new_factories_take_dtype_device_and_requires_grad():
    x = at.tensor([1, 2], dtype=st.int32)
    z = x.new_zeros(2, dtype=st.float32, requires_grad=True)
    assert z.dtype is st.float32 and z.requires_grad and z.is_leaf
    assert x.new_ones(2).dtype is st.int32 and not x.new_ones(2).requires_grad
    m = x.new_empty((3,), device="meta")
    assert m.is_meta and m.dtype is st.int32
    assert x.new_full((1,), 2.5, dtype=st.float64).tolist() == [2.5]


def test_new_factories_do_not_track_self():
    x = at.ones(2, requires_grad=True)
    assert not x.new_zeros(2).requires_grad and x.new_zeros(2).grad_fn is None


# -- broadcast_tensors ---------------------------------------------------------------------------
def test_broadcast_tensors_matches_numpy_and_returns_views():
    a = at.tensor(np.arange(3.0))
    b = at.tensor(np.arange(8.0).reshape(2, 4, 1))
    c = at.tensor(5.0)
    results = at.broadcast_tensors([a, b, c])
    expected = np.broadcast_arrays(a.numpy(), b.numpy(), c.numpy())
    for r, w in zip(results, expected, strict=True):
        np.testing.assert_array_equal(r.numpy(), w)
    assert results[0]._impl.storage_impl is a._impl.storage_impl


def test_broadcast_tensors_rejects_incompatible_shapes():
    with pytest.raises(RuntimeError, match="must match the size of tensor b"):
        at.broadcast_tensors([at.zeros(3), at.zeros(4)])


def test_broadcast_tensors_gradient_sums_over_broadcast_dims():
    a = at.ones(3, requires_grad=True)
    b = at.ones(2, 1, requires_grad=True)
    x, y = at.broadcast_tensors([a, b])
    (x * y).sum().backward()
    assert a.grad.tolist() == [2.0, 2.0, 2.0] and b.grad.tolist() == [[3.0], [3.0]]


# -- erfinv --------------------------------------------------------------------------------------
def test_erfinv_matches_scipy():
    values = np.array([-1.0, -0.99, -0.5, 0.0, 0.3, 0.999, 1.0, 1.5])
    for dtype in (st.float32, st.float64):
        result = at.erfinv(at.tensor(values, dtype=dtype))
        assert result.dtype is dtype
        got = result.numpy()
        np.testing.assert_allclose(got, special.erfinv(values.astype(got.dtype)), rtol=1e-6)


def test_erfinv_promotes_integers_and_has_inplace_and_out():
    r = at.tensor([0, 1, -1]).erfinv()
    assert r.dtype is st.float32 and r.tolist() == [0.0, float("inf"), float("-inf")]
    x = at.tensor([0.25, -0.5], dtype=st.float64)
    want = special.erfinv([0.25, -0.5])
    out = at.empty(2, dtype=st.float64)
    assert at.erfinv(x, out=out) is out
    np.testing.assert_allclose(out.numpy(), want)
    assert x.erfinv_() is x
    np.testing.assert_allclose(x.numpy(), want)
    with pytest.raises(RuntimeError):
        at.tensor([1, 2]).erfinv_()  # a float result cannot be cast back to int64


def test_erfinv_gradcheck_float64():
    x = at.tensor(np.array([-0.8, -0.2, 0.0, 0.45, 0.9]), dtype=st.float64, requires_grad=True)
    assert gradcheck(at.erfinv, [x])
    assert gradgradcheck(at.erfinv, [x])
    at.erfinv(x).sum().backward()
    expected = 0.5 * np.sqrt(np.pi) * np.exp(special.erfinv(x.detach().numpy()) ** 2)
    np.testing.assert_allclose(x.grad.numpy(), expected)


def test_erfinv_on_meta_tensors():
    r = at.erfinv(at.empty(2, 3, dtype=st.int64, device="meta"))
    assert r.is_meta and r.shape == (2, 3) and r.dtype is st.float32


# -- _unique2 / unique_dim -----------------------------------------------------------------------
def test_unique2_matches_numpy():
    data = np.array([[3, 1, 2], [3, 7, 1]])
    values, inverse, counts = at._unique2(at.tensor(data), True, True, True)
    want, want_inv, want_counts = np.unique(data, return_inverse=True, return_counts=True)
    assert values.tolist() == want.tolist() and values.dtype is st.int64
    assert inverse.shape == (2, 3) and inverse.dtype is st.int64
    assert inverse.numpy().reshape(-1).tolist() == want_inv.reshape(-1).tolist()
    assert counts.tolist() == want_counts.tolist()


def test_unique2_leaves_unrequested_outputs_empty():
    values, inverse, counts = at._unique2(at.tensor([2.5, -1.0, 2.5]))
    assert values.tolist() == [-1.0, 2.5] and values.dtype is st.float32
    assert inverse.shape == (0,) and counts.shape == (0,)
    values, _, _ = at._unique2(at.tensor([True, False, True]))
    assert values.tolist() == [False, True]


def test_unique2_result_does_not_require_grad():
    x = at.tensor([1.0, 1.0, 2.0], requires_grad=True)
    values, _, _ = at._unique2(x)
    assert not values.requires_grad


def test_unique_dim_matches_numpy():
    data = np.array([[1, 2], [0, 5], [1, 2], [0, 4]])
    for dim in (0, 1, -1):
        values, inverse, counts = at.unique_dim(at.tensor(data), dim, True, True, True)
        want, want_inv, want_counts = np.unique(
            data, axis=dim, return_inverse=True, return_counts=True
        )
        np.testing.assert_array_equal(values.numpy(), want)
        assert inverse.tolist() == want_inv.reshape(-1).tolist()
        assert counts.tolist() == want_counts.tolist()


def test_unique_dim_of_an_empty_dim():
    values, inverse, counts = at.unique_dim(at.empty(0, 3), 0)
    assert values.shape == (0, 3) and inverse.shape == (0,) and counts.shape == (0,)
    with pytest.raises(RuntimeError, match="Number of zero sized dimensions is more than one"):
        at.unique_dim(at.empty(0, 0), 0)


# -- Tensor.data = ... ---------------------------------------------------------------------------
def test_data_setter_aliases_the_other_tensor_in_place():
    a = at.tensor([1.0, 2.0, 3.0], requires_grad=True)
    (a * 2).sum().backward()
    b = at.tensor([[5.0, 6.0], [7.0, 8.0]], dtype=st.float64)
    same = a
    a.data = b
    assert a is same
    assert a.shape == (2, 2) and a.dtype is st.float64 and a.requires_grad and a.is_leaf
    assert a.grad.tolist() == [2.0, 2.0, 2.0]  # kept, as in PyTorch
    assert a._impl.storage_impl is b._impl.storage_impl
    b[0, 0] = 100.0
    assert a.tolist() == [[100.0, 6.0], [7.0, 8.0]]
    a.grad = None
    (a * 3).sum().backward()
    assert a.grad.dtype is st.float64 and a.grad.tolist() == [[3.0, 3.0], [3.0, 3.0]]


def test_data_setter_takes_strides_and_offset():
    base = at.tensor(np.arange(12.0).reshape(3, 4))
    t = at.zeros(1)
    view = base.t()[1:]
    t.data = view
    assert t.shape == (3, 3) and t.stride() == view.stride()
    assert t.storage_offset() == view.storage_offset()
    np.testing.assert_array_equal(t.numpy(), view.numpy())


def test_data_setter_errors():
    a = at.ones(2, requires_grad=True)
    with pytest.raises(TypeError, match="Variable data has to be a tensor, but got int"):
        a.data = 3
    with pytest.raises(RuntimeError, match="must be floating point or complex dtype"):
        a.data = at.tensor([1, 2])
    c = at.tensor([1, 2])
    c.data = at.tensor([1.5])  # no gradient needed: any dtype
    assert c.dtype is st.float32 and c.tolist() == [1.5]


def test_functional_unique_picks_its_outputs():
    from glasstorch.aten.functional import unique

    x = at.tensor([3, 1, 3, 2])
    assert unique(x).tolist() == [1, 2, 3]
    values, inverse = unique(x, return_inverse=True)
    assert inverse.tolist() == [2, 0, 2, 1]
    values, counts = unique(x, return_counts=True)
    assert counts.tolist() == [1, 1, 2]
    assert len(unique(x, return_inverse=True, return_counts=True)) == 3
    rows = unique(at.tensor([[1, 2], [1, 2]]), dim=0)
    assert rows.tolist() == [[1, 2]]
