"""Matrix products, matmul, einsum, tensordot and the closeness comparisons against numpy."""

import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten import native
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st
from hypothesis import given, settings
from hypothesis import strategies as hs

LINALG = [info for info in op_db if "linalg" in info.tags]
RNG = np.random.default_rng(0)


def rand(*shape, dtype=np.float64):
    return RNG.uniform(-2, 2, shape).astype(dtype)


def t(array):
    return at.from_numpy(np.ascontiguousarray(array))


def transposed(array):
    """A tensor over ``array``'s values whose last two dims are strided (non-contiguous)."""
    swapped = np.ascontiguousarray(np.swapaxes(array, -1, -2))
    return at.from_numpy(np.swapaxes(swapped, -1, -2))


def meta(array):
    return at.empty(array.shape, dtype=st.float64, device="meta")


def _run(info, make):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # inf - inf in the isclose samples
        for sample in info.sample_inputs():
            result = info.op(at, *sample.tensor_args(make), **sample.kwargs)
            yield sample, result, info.ref(*sample.args, **sample.kwargs)


def float64(array):
    """Floating arrays as float64 tensors; integer ones (pivots) keep their dtype."""
    return at.tensor(array, dtype=st.float64) if array.dtype.kind == "f" else at.tensor(array)


@pytest.mark.parametrize("info", LINALG, ids=lambda i: i.name)
def test_linalg_opinfos_match_numpy_in_float64(info):
    for sample, result, expected in _run(info, float64):
        value = result.numpy() if isinstance(result, at.Tensor) else result
        np.testing.assert_allclose(value, expected, rtol=1e-12, atol=1e-12, err_msg=sample.name)


@pytest.mark.parametrize("info", LINALG, ids=lambda i: i.name)
def test_linalg_opinfos_on_non_contiguous_inputs(info):
    for sample, result, expected in _run(info, lambda a: transposed(a) if a.ndim > 1 else t(a)):
        value = result.numpy() if isinstance(result, at.Tensor) else result
        np.testing.assert_allclose(value, expected, rtol=1e-12, atol=1e-12, err_msg=sample.name)


@pytest.mark.parametrize("info", [i for i in LINALG if i.supports_meta], ids=lambda i: i.name)
def test_linalg_opinfos_on_meta_tensors(info):
    for sample, result, expected in _run(info, meta):
        assert result.is_meta and result.shape == np.shape(expected), sample.name


# -- mm / bmm / mv / dot ---------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", [np.float32, np.int64, np.int32, np.complex128, np.float16])
def test_products_keep_their_dtype(dtype):
    a, b = rand(3, 4).astype(dtype), rand(4, 2).astype(dtype)
    exact = np.matmul(a.astype(np.complex128), b.astype(np.complex128))
    for result, expected in [
        (at.mm(t(a), t(b)), exact),
        (at.mv(t(a), t(b[:, 0])), exact[:, 0]),
        (at.dot(t(a[0]), t(b[:, 0])), exact[0, 0]),
        (at.bmm(t(a[None]), t(b[None])), exact[None]),
    ]:
        assert result.numpy().dtype == dtype
        expected = expected if np.iscomplexobj(a) else expected.real
        np.testing.assert_allclose(result.numpy(), expected.astype(dtype), rtol=2e-3, atol=1e-2)


def test_bool_products_are_not_implemented():
    b = at.ones(2, 2, dtype=st.bool_)
    with pytest.raises(RuntimeError, match="\"addmm_impl_cpu_\" not implemented for 'Bool'"):
        at.mm(b, b)


def test_product_errors():
    m23, m45 = at.empty(2, 3), at.empty(4, 5)
    cases = [
        (lambda: at.mm(at.empty(3), m23), "^self must be a matrix$"),
        (lambda: at.mm(m23, at.empty(3)), "^mat2 must be a matrix$"),
        (lambda: at.mm(m23, m45), r"^mat1 and mat2 shapes cannot be multiplied \(2x3 and 4x5\)$"),
        (
            lambda: at.mm(m23, at.empty(3, 1, dtype=st.float64)),
            "^expected m1 and m2 to have the same dtype, but got: float != double$",
        ),
        (lambda: at.bmm(m23, m23), "^batch1 must be a 3D tensor$"),
        (lambda: at.bmm(at.empty(2, 2, 3), m23), "^batch2 must be a 3D tensor$"),
        (
            lambda: at.bmm(at.empty(2, 2, 3), at.empty(3, 3, 4)),
            r"^Expected size for first two dimensions of batch2 tensor to be: \[2, 3\] but got: "
            r"\[3, 3\]\.$",
        ),
        (
            lambda: at.mv(m23, at.empty(4)),
            r"^size mismatch, got input \(2\), mat \(2x3\), vec \(4\)$",
        ),
        (
            lambda: at.mv(at.empty(3), at.empty(3)),
            "^vector \\+ matrix @ vector expected, got 1, 1, 1$",
        ),
        (lambda: at.dot(m23, at.empty(3)), "^1D tensors expected, but got 2D and 1D tensors$"),
        (
            lambda: at.dot(at.empty(3), at.empty(4)),
            r"^inconsistent tensor size, expected tensor \[3\] and src \[4\] to have the same "
            "number of elements, but got 3 and 4 elements respectively$",
        ),
        (
            lambda: at.dot(at.empty(3), at.empty(3, dtype=st.float64)),
            "^dot : expected both vectors to have same dtype, but found Float and Double$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


def test_out_variants_resize_and_write():
    a, b = rand(2, 3), rand(3, 4)

    def out():
        return at.empty(0, dtype=st.float64)

    np.testing.assert_allclose(at.mm(t(a), t(b), out=out()).numpy(), a @ b)
    result = at.matmul(t(a), t(b[:, 0]), out=out())
    assert result.shape == (2,)
    np.testing.assert_allclose(result.numpy(), a @ b[:, 0])
    result = at.dot(t(a[0]), t(a[1]), out=out())
    assert result.shape == () and result.item() == pytest.approx(a[0] @ a[1])
    np.testing.assert_allclose(at.outer(t(a[0]), t(b[0]), out=out()).numpy(), np.outer(a[0], b[0]))
    with pytest.warns(UserWarning, match="torch.ger is deprecated"):
        at.ger(t(a[0]), t(b[0]), out=out())
    with pytest.warns(UserWarning, match="An output with one or more elements was resized"):
        at.mm(t(a), t(b), out=at.empty(5, dtype=st.float64))


# -- the add* forms --------------------------------------------------------------------------------
def test_addmm_with_beta_zero_ignores_nan_in_self():
    a, b = rand(2, 3), rand(3, 4)
    self = t(np.full((2, 4), np.nan))
    np.testing.assert_allclose(at.addmm(self, t(a), t(b), beta=0, alpha=2).numpy(), 2 * (a @ b))
    assert np.isnan(at.addmm(self, t(a), t(b)).numpy()).all()


def test_in_place_add_forms():
    s, a, b = rand(2, 4), rand(2, 3), rand(3, 4)
    x = t(s.copy())
    assert x.addmm_(t(a), t(b), beta=2) is x and x._version == 1
    np.testing.assert_allclose(x.numpy(), 2 * s + a @ b)
    v = t(s[0, :2].copy())
    at.addmv_(v, t(a), t(b[:, 0]), alpha=-1)
    np.testing.assert_allclose(v.numpy(), s[0, :2] - a @ b[:, 0])
    batch = t(rand(5, 2, 4))
    expected = batch.numpy().copy()
    b1, b2 = rand(5, 2, 3), rand(5, 3, 4)
    batch.baddbmm_(t(b1), t(b2))
    np.testing.assert_allclose(batch.numpy(), expected + b1 @ b2)
    y = t(s.copy())
    y.addbmm_(t(b1), t(b2), alpha=0.5)
    np.testing.assert_allclose(y.numpy(), s + 0.5 * (b1 @ b2).sum(0))


def test_add_form_errors():
    m = at.empty(2, 3)
    with pytest.raises(
        RuntimeError,
        match=r"^The expanded size of the tensor \(4\) must match the existing size \(3\) at "
        r"non-singleton dimension 1\.  Target sizes: \[2, 4\]\.  Tensor sizes: \[3\]$",
    ):
        at.addmm(at.empty(3), m, at.empty(3, 4))
    with pytest.raises(RuntimeError, match="^mat1 must be a matrix, got 1-D tensor$"):
        at.addmm(m, at.empty(3), m)
    with pytest.raises(RuntimeError, match="^self and mat2 must have the same dtype"):
        at.addmm(at.empty(2, 2, dtype=st.float64), m, at.empty(3, 2))
    with pytest.raises(RuntimeError, match="^Input dtypes must be the same, got: input double"):
        at.baddbmm(at.empty(1, dtype=st.float64), at.empty(1, 2, 3), at.empty(1, 3, 2))
    with pytest.raises(RuntimeError, match="^batch1 and batch2 must have same number of batches"):
        at.addbmm(m, at.empty(2, 2, 3), at.empty(3, 3, 3))
    with pytest.raises(RuntimeError, match=r"^Incompatible matrix sizes for bmm \(2x3 and 4x3\)$"):
        at.addbmm(m, at.empty(2, 2, 3), at.empty(2, 4, 3))
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        at.empty(3).addmm_(m, at.empty(3, 3))


# -- matmul ----------------------------------------------------------------------------------------
def test_matmul_operator_and_method():
    a, b = rand(4, 2, 3), rand(3, 5)
    np.testing.assert_allclose((t(a) @ t(b)).numpy(), a @ b)
    np.testing.assert_allclose(t(a).matmul(t(b)).numpy(), a @ b)
    ints = at.tensor([[1, 2], [3, 4]])
    assert (ints @ ints).tolist() == [[7, 10], [15, 22]] and (ints @ ints).dtype is st.int64


def test_matmul_errors():
    with pytest.raises(
        RuntimeError,
        match="^both arguments to matmul need to be at least 1D, but they are 0D and 1D$",
    ):
        at.matmul(at.tensor(1.0), at.empty(2))
    with pytest.raises(
        RuntimeError, match=r"mat1 and mat2 shapes cannot be multiplied \(2x3 and 4x5\)"
    ):
        at.empty(2, 3) @ at.empty(4, 5)
    with pytest.raises(RuntimeError, match=r"^The size of tensor a \(2\) must match the size"):
        at.empty(2, 3, 4) @ at.empty(3, 4, 5)


_dims = hs.lists(hs.integers(1, 3), min_size=0, max_size=3)


@settings(max_examples=60, deadline=None)
@given(
    batch=_dims,
    n=hs.integers(0, 3),
    k=hs.integers(1, 3),
    p=hs.integers(1, 3),
    drop=hs.integers(0, 3),
    vec=hs.sampled_from([None, "left", "right"]),
)
def test_matmul_broadcasts_like_numpy(batch, n, k, p, drop, vec):
    left_batch = [1 if i < drop else d for i, d in enumerate(batch)]
    right_batch = batch[drop:]
    a = rand(k) if vec == "left" else rand(*left_batch, n, k)
    b = rand(k) if vec == "right" else rand(*right_batch, k, p)
    result = at.matmul(transposed(a) if a.ndim > 1 else t(a), t(b))
    np.testing.assert_allclose(result.numpy(), np.matmul(a, b), rtol=1e-12, atol=1e-12)
    assert at.matmul(meta(a), meta(b)).shape == np.matmul(a, b).shape


# -- einsum / tensordot ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "equation, shapes",
    [
        ("ii->i", [(3, 3)]),
        ("ii", [(3, 3)]),
        ("ij->ji", [(2, 3)]),
        ("ijk->", [(2, 3, 4)]),
        ("i,i", [(4,), (4,)]),
        ("iij,jk->ik", [(2, 2, 3), (3, 4)]),
        ("...i,...i->...", [(2, 3, 4), (3, 4)]),
        ("ab,bc,cd->ad", [(2, 3), (3, 4), (4, 5)]),
        ("a b , b c -> a c", [(2, 3), (3, 4)]),
        ("Ab,ba", [(2, 3), (3, 2)]),
    ],
)
def test_einsum_matches_numpy(equation, shapes):
    arrays = [rand(*s) for s in shapes]
    result = at.einsum(equation, [t(a) for a in arrays])
    np.testing.assert_allclose(result.numpy(), np.einsum(equation, *arrays), rtol=1e-12)


def test_einsum_broadcasts_size_one_dimensions_and_takes_a_path():
    a, b = rand(2, 1), rand(3, 4)
    expected = np.einsum("ij,jk->ik", np.broadcast_to(a, (2, 3)), b)
    np.testing.assert_allclose(at.einsum("ij,jk->ik", [t(a), t(b)]).numpy(), expected)
    x, y, z = rand(2, 3), rand(3, 4), rand(4, 5)
    via_path = at.einsum("ab,bc,cd->ad", [t(x), t(y), t(z)], path=[1, 2, 0, 1])
    np.testing.assert_allclose(via_path.numpy(), x @ y @ z)


EINSUM_ERRORS = [
    ("ij,jk", [(2, 3)], "fewer operands were provided than specified"),
    ("ij", [(2, 3), (2, 3)], "more operands were provided than specified"),
    (
        "i",
        [(2, 3)],
        r"subscripts in the equation \(1\) does not match the number of dimensions \(2\) for "
        "operand 0 and no ellipsis was given$",
    ),
    ("ij1", [(2, 3)], "invalid subscript given at index 2 in the equation string"),
    ("ij->k", [(2, 3)], "output subscript k does not appear in the equation"),
    ("ij->ii", [(2, 3)], "output subscript i appears more than once"),
    ("ii", [(2, 3)], "subscript i is repeated for operand 0 but the sizes don't match, 3 != 2$"),
    (
        "ij,ij",
        [(2, 3), (2, 4)],
        "subscript j has size 4 for operand 1 which does not broadcast with previously seen "
        "size 3$",
    ),
    ("i.j", [(2, 3)], "found '.' for operand 0 that is not part of any ellipsis"),
    ("...i...", [(2, 3)], "for which an ellipsis was already found"),
]


@pytest.mark.parametrize("equation, shapes, message", EINSUM_ERRORS)
def test_einsum_errors(equation, shapes, message):
    with pytest.raises(RuntimeError, match=message):
        at.einsum(equation, [at.empty(*s) for s in shapes])


def test_einsum_operand_and_path_errors():
    with pytest.raises(RuntimeError, match=r"^einsum\(\): must provide at least one operand$"):
        native.einsum("ij", [])
    a, b = at.empty(2, 3), at.empty(3, 2)
    with pytest.raises(RuntimeError, match="path parameter to have size 2 but got 1"):
        at.einsum("ij,jk", [a, b], path=[0])
    with pytest.raises(RuntimeError, match="cannot contract an operand with itself"):
        at.einsum("ij,jk", [a, b], path=[0, 0])


def test_tensordot_broadcast_dims_and_errors():
    a, b = rand(2, 1, 4), rand(3, 4)
    expected = np.tensordot(np.broadcast_to(a, (2, 3, 4)), b, ([1, 2], [0, 1]))
    np.testing.assert_allclose(at.tensordot(t(a), t(b), [1, -1], [0, 1]).numpy(), expected)
    with pytest.raises(RuntimeError, match="^both dimension lists should have same length$"):
        at.tensordot(t(a), t(b), [1], [0, 1])
    message = "^contracted dimensions need to match, but first has size 4 in dim 2 and second"
    with pytest.raises(RuntimeError, match=message):
        at.tensordot(t(a), t(b), [2], [0])


# -- isclose / allclose / equal --------------------------------------------------------------------
@pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")
def test_closeness_rules():
    x = at.tensor([1.0, 2.0, float("nan"), float("inf")])
    y = at.tensor([1.0 + 1e-6, 2.1, float("nan"), float("inf")])
    assert at.isclose(x, y).tolist() == [True, False, False, True]
    assert x.isclose(y, equal_nan=True).tolist() == [True, False, True, True]
    assert at.isclose(at.tensor([1, 2]), at.tensor([1, 3]), atol=1).tolist() == [True, True]
    assert at.isclose(at.tensor([True]), at.tensor([False]), atol=1).tolist() == [True]
    assert at.isclose(at.empty(2, 3, device="meta"), at.empty(3, device="meta")).shape == (2, 3)
    assert at.allclose(x[:2], y[:2], rtol=0.1) and not at.allclose(x, y)
    with pytest.raises(RuntimeError, match="^Float did not match Double$"):
        at.isclose(x, at.tensor([1.0], dtype=st.float64))
    with pytest.raises(
        RuntimeError, match="^rtol must be greater than or equal to zero, but got -1"
    ):
        at.isclose(x, y, rtol=-1)


def test_equal_promotes_and_treats_nan_as_unequal():
    a = at.tensor([1.0, 2.0])
    assert at.equal(a, at.tensor([1, 2])) and a.equal(a.clone())
    assert not at.equal(a, at.tensor([1.0, 2.0, 3.0]))
    nan = at.tensor([float("nan")])
    assert not at.equal(nan, nan)
    with pytest.raises(RuntimeError, match="Cannot compare two tensors on different devices"):
        native.equal(a, at.empty(2, device="meta"))
