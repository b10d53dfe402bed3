"""lstsq, pinv, matrix_rank, cond, the matrix functions and products beyond the OpInfo
table: what each lstsq driver fills, the Moore-Penrose conditions, tolerances, identities
(``exp(A) exp(-A) = I``), dtypes, deprecations, the randomized low-rank SVD and PCA, and
PyTorch's errors in its words. Values observed from PyTorch 2.13 are written in as
literals."""

import math
import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten.native.batch_linear_algebra import LinAlgError
from glasstorch.c10.core import scalar_type as st

RNG = np.random.default_rng(11)
F64 = st.float64


def t(array, dtype=F64):
    return at.tensor(np.asarray(array), dtype=dtype)


def shapes(result):
    return [tuple(x.shape) for x in result]


# -- lstsq ----------------------------------------------------------------------------------------
FULL_RANK = [[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]]  # a line through (0, 1), (1, 2), (2, 2)
POINTS = [[1.0], [2.0], [2.0]]


@pytest.mark.parametrize(
    "driver, residuals, rank, singular_values",
    [
        # PyTorch 2.13: what each driver fills
        ("gels", [1 / 6], [], []),
        ("gelsy", [], 2, []),
        ("gelsd", [1 / 6], 2, [2.6762431989952598, 0.9152717300515844]),
        ("gelss", [1 / 6], 2, [2.6762431989952598, 0.9152717300515844]),
    ],
)
def test_lstsq_fills_what_each_driver_fills(driver, residuals, rank, singular_values):
    result = at.linalg.lstsq(t(FULL_RANK), t(POINTS), driver=driver)
    assert type(result).__name__ == "linalg_lstsq"
    assert result._fields == ("solution", "residuals", "rank", "singular_values")
    np.testing.assert_allclose(result.solution.numpy()[:, 0], [7 / 6, 0.5], rtol=1e-12)
    np.testing.assert_allclose(result.residuals.numpy(), residuals, rtol=1e-12)
    assert result.rank.tolist() == rank and result.rank.dtype is st.int64
    np.testing.assert_allclose(result.singular_values.numpy(), singular_values, rtol=1e-12)


def test_lstsq_default_driver_is_gelsy_on_the_cpu():
    result = at.linalg.lstsq(t(FULL_RANK), t(POINTS))
    assert result.rank.item() == 2 and shapes(result)[1] == (0,)


def test_lstsq_of_rank_deficient_and_wide_matrices_is_the_minimum_norm_solution():
    a = np.array([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]])  # rank 1
    b = np.array([[1.0], [0.0], [1.0]])
    for driver in ("gelsy", "gelsd", "gelss"):
        result = at.linalg.lstsq(t(a), t(b), driver=driver)
        # PyTorch 2.13: [0.0571428571, 0.1142857143], rank 1, no residuals
        np.testing.assert_allclose(result.solution.numpy()[:, 0], [2 / 35, 4 / 35], rtol=1e-10)
        assert result.rank.item() == 1 and result.residuals.shape == (0,)
    wide = RNG.uniform(-1, 1, (2, 3, 5))
    rhs = RNG.uniform(-1, 1, (2, 3, 2))
    solution = at.linalg.lstsq(t(wide), t(rhs), driver="gelsd").solution.numpy()
    np.testing.assert_allclose(solution, np.linalg.pinv(wide) @ rhs, atol=1e-12)


def test_lstsq_broadcasts_and_takes_vectors():
    a, b = RNG.uniform(-1, 1, (4, 1, 5, 3)), RNG.uniform(-1, 1, (1, 2, 5, 2))
    result = at.linalg.lstsq(t(a), t(b), driver="gelsd")
    # PyTorch 2.13: the rank and singular values keep A's batch dims
    assert shapes(result) == [(4, 2, 3, 2), (4, 2, 2), (4, 1), (4, 1, 3)]
    np.testing.assert_allclose(result.solution.numpy(), np.linalg.pinv(a) @ b, atol=1e-12)
    assert shapes(at.linalg.lstsq(t(a[:1, 0]), t(b[0]))) == [(2, 3, 2), (0,), (1,), (0,)]
    vector = at.linalg.lstsq(t(a[0, 0]), t(b[0, 0, :, 0]), driver="gels")
    assert shapes(vector)[:2] == [(3,), (1,)]  # the residuals keep their column dim


def test_lstsq_errors():
    A = t(np.ones((5, 3)))
    name = "torch.linalg.lstsq"
    cases = [
        (
            lambda: at.linalg.lstsq(A, t(np.ones((5, 2))), driver="foo"),
            rf"^{name}: parameter `driver` should be one of \(gels, gelsy, gelsd, gelss\)$",
        ),
        (
            lambda: at.linalg.lstsq(A, t(np.ones(4))),
            rf"^{name}: input.size\(-2\) should match other.size\(-1\)$",
        ),
        (
            lambda: at.linalg.lstsq(A, t(np.ones((4, 2)))),
            rf"^{name}: input.size\(-2\) should match other.size\(-2\)$",
        ),
        (
            lambda: at.linalg.lstsq(A, t(np.ones((5, 2)), st.float32)),
            f"^{name}: Expected input and other to have the same dtype, but got input's dtype "
            "Double and other's dtype Float$",
        ),
        (
            lambda: at.linalg.lstsq(t(np.ones(3)), t(np.ones(3))),
            f"^{name}: input must have at least 2 dimensions.$",
        ),
        (
            lambda: at.linalg.lstsq(A, t(np.ones((1, 1, 5, 2)))),
            rf"^{name}: input.dim\(\) must be greater or equal to other.dim\(\) and "
            r"\(input.dim\(\) - other.dim\(\)\) <= 1$",
        ),
        (
            lambda: at.linalg.lstsq(at.ones(3, 3, dtype=st.int64), at.ones(3, 3, dtype=st.int64)),
            "^This function doesn't handle types other than float and double$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


# -- pinv and matrix_rank -------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(4, 3), (3, 5), (2, 3, 3)])
@pytest.mark.parametrize("hermitian", [False, True])
def test_pinv_satisfies_the_moore_penrose_conditions(shape, hermitian):
    a = RNG.uniform(-1, 1, shape)
    if hermitian:
        if shape[-1] != shape[-2]:
            return
        a = a + np.swapaxes(a, -1, -2)
    p = at.linalg.pinv(t(a), hermitian=hermitian).numpy()
    H = lambda x: np.swapaxes(x, -1, -2)  # noqa: E731
    np.testing.assert_allclose(a @ p @ a, a, atol=1e-12)
    np.testing.assert_allclose(p @ a @ p, p, atol=1e-12)
    np.testing.assert_allclose(H(a @ p), a @ p, atol=1e-12)
    np.testing.assert_allclose(H(p @ a), p @ a, atol=1e-12)


def test_pinv_tolerances_drop_small_singular_values():
    a = np.diag([4.0, 1.0, 1e-3])
    assert np.allclose(at.linalg.pinv(t(a)).numpy(), np.diag([0.25, 1.0, 1e3]))
    np.testing.assert_allclose(at.linalg.pinv(t(a), atol=1e-2).numpy(), np.diag([0.25, 1, 0]))
    np.testing.assert_allclose(at.linalg.pinv(t(a), rtol=0.5).numpy(), np.diag([0.25, 0, 0]))
    np.testing.assert_allclose(at.linalg.pinv(t(a), 0.5).numpy(), np.diag([0.25, 0, 0]))  # rcond
    np.testing.assert_allclose(at.pinverse(t(a), rcond=0.5).numpy(), np.diag([0.25, 0, 0]))
    batched = at.linalg.pinv(t(np.stack([a, a])), atol=t([[1e-2], [2.0]]))
    assert batched.shape == (2, 2, 3, 3)  # atol's dims broadcast against the batch, as PyTorch's
    np.testing.assert_allclose(batched[1, 0].numpy(), np.diag([0.25, 0, 0]))
    with pytest.raises(
        RuntimeError,
        match=r"^linalg.pinv\(Double\{\[3\]\}\): expected a tensor with 2 or more dimensions of "
        "float, double, cfloat or cdouble types$",
    ):
        at.linalg.pinv(t([1.0, 2.0, 3.0]))
    with pytest.raises(
        RuntimeError,
        match="^torch.linalg.pinv: atol tensor of complex type is not supported. Got ComplexFloat$",
    ):
        at.linalg.pinv(t(a), atol=at.tensor([1j]))


def test_matrix_rank_tolerances_and_hermitian():
    a = np.diag([4.0, 1.0, 1e-3])
    assert at.linalg.matrix_rank(t(a)).item() == 3
    assert at.linalg.matrix_rank(t(a), tol=1e-2).item() == 2
    assert at.linalg.matrix_rank(t(a), atol=1e-2, rtol=0.5).item() == 1
    assert at.linalg.matrix_rank(t(-a), hermitian=True).item() == 3
    ranks = at.linalg.matrix_rank(t(np.stack([a, a])), t([2.0, 1e-4]))  # tol per matrix
    assert ranks.tolist() == [1, 3] and ranks.dtype is st.int64
    assert at.linalg.matrix_rank(t(np.ones((0, 3)))).item() == 0
    with pytest.raises(
        RuntimeError,
        match="^torch.linalg.matrix_rank: The input tensor input must have at least 2 dimensions.$",
    ):
        at.linalg.matrix_rank(t([1.0]))
    with pytest.raises(RuntimeError, match="^linalg.eigh: A must be batches of square"):
        at.linalg.matrix_rank(t(np.ones((2, 3))), hermitian=True)


# -- cond, logdet and the deprecated norms --------------------------------------------------------
def test_cond_of_singular_and_empty_matrices():
    singular = t([[1.0, 2.0], [2.0, 4.0]])
    assert at.linalg.cond(singular, 1).item() == math.inf  # PyTorch 2.13: inf
    assert at.linalg.cond(singular, "fro").item() == math.inf
    assert at.linalg.cond(t(np.ones((0, 3, 3)))).shape == (0,)
    assert at.linalg.cond(t(np.ones((0, 0))), 1).item() == 0.0
    batch = at.linalg.cond(t([np.eye(2), [[1.0, 2.0], [2.0, 4.0]]]), 1)
    assert batch.tolist() == [1.0, math.inf]  # PyTorch 2.13: [1, inf]
    cases = [
        (lambda: at.linalg.cond(t([1.0])), "must have at least 2 dimensions"),
        (lambda: at.linalg.cond(t(np.eye(2)), 3), "^linalg.cond got an invalid norm type: 3$"),
        (
            lambda: at.linalg.cond(t(np.ones((2, 3))), 1),
            r"^linalg.cond\(ord=1\): A must be batches of square matrices, but they are 2 by 3",
        ),
        (
            lambda: at.linalg.cond(t(np.ones((2, 3))), 1.0),
            r"^linalg.cond\(ord=1.000000\): A must be batches of square matrices",
        ),
        (lambda: at.linalg.cond(t(np.ones((2, 3))), "nuc"), r"^linalg.cond\(ord=nuc\): A must"),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


def test_logdet_is_nan_for_negative_determinants():
    assert at.logdet(t([[-1.0, 0.0], [0.0, 1.0]])).isnan().item()
    assert at.logdet(t([[1.0, 2.0], [2.0, 4.0]])).item() == -math.inf
    assert t([[4.0, 1.0], [1.0, 3.0]]).logdet().item() == pytest.approx(math.log(11.0))
    with pytest.raises(RuntimeError, match="^logdet: A must be batches of square matrices"):
        at.logdet(t(np.ones((2, 3))))


def test_deprecated_norms_warn_and_reduce():
    a = RNG.uniform(-1, 1, (2, 3, 4))
    with pytest.warns(UserWarning, match="at::frobenius_norm is deprecated"):
        value = at.frobenius_norm(t(a), (1, 2))
    np.testing.assert_allclose(value.numpy(), np.sqrt((a**2).sum((1, 2))))
    with pytest.warns(UserWarning, match="at::nuclear_norm is deprecated"):
        value = at.nuclear_norm(t(a))
    np.testing.assert_allclose(value.numpy(), np.linalg.norm(a, "nuc", axis=(-2, -1)))
    with pytest.raises(RuntimeError, match="^Expected at most 2 dimensions, but got 3"):
        at.frobenius_norm(t(a), (0, 1, 2))


# -- matrix functions -----------------------------------------------------------------------------
def test_matrix_exp_identities():
    a = RNG.uniform(-1, 1, (2, 4, 4))
    exp, inverse = at.linalg.matrix_exp(t(a)).numpy(), at.matrix_exp(t(-a)).numpy()
    np.testing.assert_allclose(exp @ inverse, np.broadcast_to(np.eye(4), a.shape), atol=1e-12)
    rotation = at.linalg.matrix_exp(t([[0.0, 1.0], [-1.0, 0.0]])).numpy()
    np.testing.assert_allclose(rotation, [[math.cos(1), math.sin(1)], [-math.sin(1), math.cos(1)]])
    half = at.linalg.matrix_exp(at.tensor([[0.0, 1.0], [-1.0, 0.0]], dtype=st.float16))
    assert half.dtype is st.float16
    np.testing.assert_allclose(half.numpy().astype(float), rotation, atol=1e-3)
    with pytest.raises(RuntimeError, match="^linalg.matrix_exp: Expected a floating point"):
        at.linalg.matrix_exp(at.ones(2, 2, dtype=st.int64))


def test_matrix_power_of_every_integer():
    a = RNG.uniform(-1, 1, (2, 3, 3)) + 3 * np.eye(3)
    for n in (0, 1, 2, 3, 5, 8, -1, -3):
        np.testing.assert_allclose(
            at.linalg.matrix_power(t(a), n).numpy(), np.linalg.matrix_power(a, n), rtol=1e-10
        )
    ints = at.tensor([[1, 1], [1, 0]])
    assert ints.matrix_power(10).tolist() == [[89, 55], [55, 34]]
    with pytest.raises(RuntimeError, match="^linalg.inv: Expected a floating point or complex"):
        at.linalg.matrix_power(ints, -1)
    with pytest.raises(LinAlgError, match="^linalg.inv: The diagonal element 2 is zero"):
        at.linalg.matrix_power(t([[1.0, 2.0], [2.0, 4.0]]), -1)
    with pytest.raises(RuntimeError, match="^linalg.matrix_power: A must be batches of square"):
        at.matrix_power(t(np.ones((2, 3))), 2)


def test_tensorinv_and_tensorsolve():
    a = RNG.uniform(-1, 1, (6, 6)) + 6 * np.eye(6)
    inverse = at.linalg.tensorinv(t(a.reshape(2, 3, 6)), ind=2)
    assert inverse.shape == (6, 2, 3)
    np.testing.assert_allclose(
        np.tensordot(inverse.numpy(), a.reshape(2, 3, 6), 2), np.eye(6), atol=1e-13
    )
    x = at.linalg.tensorsolve(t(a.reshape(6, 2, 3)), t(np.ones(6)))
    np.testing.assert_allclose(np.tensordot(a.reshape(6, 2, 3), x.numpy(), 2), np.ones(6))
    cases = [
        (
            lambda: at.linalg.tensorinv(t(a.reshape(6, 2, 3)), ind=0),
            "^Expected a strictly positive integer for 'ind', but got 0$",
        ),
        (
            lambda: at.linalg.tensorinv(t(a.reshape(6, 2, 3))),
            r"^Expected self to satisfy the requirement prod\(self.shape\[ind:\]\) == "
            r"prod\(self.shape\[:ind\]\), but got 3 != 12$",
        ),
        (
            lambda: at.linalg.tensorsolve(t(a.reshape(6, 2, 3)), t(np.ones(5))),
            r"^Expected self to satisfy the requirement prod\(self.shape\[other.ndim:\]\) == "
            r"prod\(self.shape\[:other.ndim\]\), but got 6 != 5$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()
    with pytest.raises(LinAlgError, match="^inv: The diagonal element 1 is zero"):
        at.linalg.tensorinv(t(np.zeros((2, 2, 4))))


# -- products and constructions -------------------------------------------------------------------
def test_cross_default_dim_and_errors():
    a, b = RNG.uniform(-1, 1, (3, 4)), RNG.uniform(-1, 1, (3, 4))
    with pytest.warns(UserWarning, match="Using torch.cross without specifying the dim arg"):
        value = at.cross(t(a), t(b))  # the first dim of size 3: dim 0
    np.testing.assert_allclose(value.numpy(), np.cross(a, b, axis=0))
    np.testing.assert_allclose(t(a.T).cross(t(b.T), dim=1).numpy(), np.cross(a.T, b.T))
    ints = at.linalg.cross(at.tensor([1, 0, 0]), at.tensor([0, 1, 0]))
    assert ints.tolist() == [0, 0, 1] and ints.dtype is st.int64
    cases = [
        (lambda: at.linalg.cross(t(np.ones((2, 3))), t(np.ones(3))), "same number of dimensions"),
        (
            lambda: at.linalg.cross(t(np.ones((3, 2))), t(np.ones((3, 2)))),
            "^linalg.cross: inputs dimension -1 must have length 3. Got 2 and 2$",
        ),
        (
            lambda: at.linalg.cross(t(np.ones((2, 3))), t(np.ones((3, 3)))),
            r"^The size of tensor a \(2\) must match the size of tensor b \(3\)",
        ),
        (
            lambda: at.linalg.cross(t(np.ones(3)), t(np.ones(3), st.float32)),
            "^expected scalar type Double but found Float$",
        ),
        (
            lambda: at.linalg.cross(at.ones(3, dtype=st.bool_), at.ones(3, dtype=st.bool_)),
            "^\"cross\" not implemented for 'Bool'$",
        ),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cases.append((lambda: at.cross(t(np.ones((2, 2))), t(np.ones((2, 2)))), "no dimension"))
        for call, message in cases:
            with pytest.raises(RuntimeError, match=message):
                call()


def test_multi_dot_and_chain_matmul():
    a, b, c = RNG.uniform(-1, 1, 3), RNG.uniform(-1, 1, (3, 4)), RNG.uniform(-1, 1, (4, 2))
    assert at.linalg.multi_dot([t(a), t(b), t(c)]).shape == (2,)
    assert at.linalg.multi_dot([t(a), t(b), t(c[:, 0])]).shape == ()
    with pytest.warns(UserWarning, match="torch.chain_matmul is deprecated"):
        value = at.chain_matmul(t(b), t(c))
    np.testing.assert_allclose(value.numpy(), b @ c)
    cases = [
        (
            lambda: at.linalg.multi_dot([t(b)]),
            r"^multi_dot\(\): expected at least 2 tensors but got 1$",
        ),
        (
            lambda: at.linalg.multi_dot([t(b), t(np.ones((3, 4, 1))), t(c)]),
            r"^multi_dot\(\): tensor 1 must be 2D but got 3D$",
        ),
        (
            lambda: at.linalg.multi_dot([t(b), t(b)]),
            r"^multi_dot\(\): tensors 0 and 1 with shapes \[3, 4\] and \[3, 4\] cannot be "
            "multiplied$",
        ),
        (
            lambda: at.linalg.multi_dot([t(b), t(c, st.float32)]),
            r"^multi_dot\(\): all tensors must have be the same dtype but tensor 0 is double and "
            "tensor 1 float$",
        ),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cases += [
            (lambda: at.chain_matmul(), r"^chain_matmul\(\): Expected one or more matrices$"),
            (lambda: at.chain_matmul(t(a)), "^Tensor dimension is 1, expected 2 instead.$"),
        ]
        for call, message in cases:
            with pytest.raises(RuntimeError, match=message):
                call()


def test_vander_dtypes_and_errors():
    x = at.tensor([1, 2, 3], dtype=st.int8)
    assert at.vander(x).tolist() == [[1, 1, 1], [4, 2, 1], [9, 3, 1]]
    assert at.vander(x).dtype is st.int64 and at.linalg.vander(x).dtype is st.int64
    assert at.linalg.vander(x, N=2).tolist() == [[1, 1], [1, 2], [1, 3]]
    assert at.vander(at.tensor([True, False])).tolist() == [[1, 1], [0, 1]]
    assert at.vander(x, N=0).shape == (3, 0)
    assert at.linalg.vander(t([[2.0], [3.0]]), N=3).tolist() == [[[1, 2, 4]], [[1, 3, 9]]]
    cases = [
        (lambda: at.vander(t(np.ones((2, 2)))), "^x must be a one-dimensional tensor.$"),
        (lambda: at.vander(x, N=-1), "^N must be non-negative.$"),
        (lambda: at.linalg.vander(x, N=1), "^N must be greater than 1.$"),
        (
            lambda: at.linalg.vander(at.tensor([True])),
            "^linalg.vander supports floating point, complex, and integer tensors, but got Bool$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


def test_vecdot_conjugates_complex_x_and_checks_dtypes():
    x = at.tensor([1j, 2.0])
    assert at.linalg.vecdot(x, x).item() == pytest.approx(5.0)  # sum(conj(x) * x)
    with pytest.raises(RuntimeError, match="^linalg.vecdot: Expected a floating point"):
        at.linalg.vecdot(at.tensor([1, 2]), at.tensor([1, 2]))
    with pytest.raises(RuntimeError, match="^linalg.vecdot: Expected x and y to have the same"):
        at.linalg.vecdot(t([1.0]), t([1.0], st.float32))


# -- randomized low-rank decompositions -----------------------------------------------------------
def test_svd_lowrank_recovers_a_low_rank_matrix():
    at.manual_seed(0)
    a = RNG.uniform(-1, 1, (40, 4)) @ RNG.uniform(-1, 1, (4, 25))
    for matrix in (a, a.T):
        U, S, V = at.svd_lowrank(t(matrix), q=6, niter=2)
        assert (U.shape, S.shape, V.shape) == ((matrix.shape[0], 6), (6,), (matrix.shape[1], 6))
        np.testing.assert_allclose((U * S @ V.mT).numpy(), matrix, atol=1e-10)
        np.testing.assert_allclose(S.numpy()[:4], np.linalg.svd(matrix, compute_uv=False)[:4])
        np.testing.assert_allclose((U.mT @ U).numpy(), np.eye(6), atol=1e-12)
    mean = RNG.uniform(-1, 1, (1, 25))
    U, S, V = at.svd_lowrank(t(a + mean), q=4, M=t(mean))
    np.testing.assert_allclose((U * S @ V.mT).numpy(), a, atol=1e-10)


def test_pca_lowrank_centers_and_is_seeded_by_the_generator():
    data = RNG.uniform(-1, 1, (50, 3)) @ RNG.uniform(-1, 1, (3, 8)) + 5.0
    at.manual_seed(3)
    U, S, V = at.pca_lowrank(t(data))
    at.manual_seed(3)
    U2, S2, V2 = at.pca_lowrank(t(data))
    np.testing.assert_array_equal(V.numpy(), V2.numpy())
    assert V.shape == (8, 6) and S.shape == (6,)
    centered = data - data.mean(0)
    np.testing.assert_allclose(S.numpy()[:3], np.linalg.svd(centered, compute_uv=False)[:3])
    assert np.all(np.diff(S.numpy()) <= 1e-9)
    with pytest.raises(ValueError, match=r"^q\(=9\) must be non-negative integer and not greater"):
        at.pca_lowrank(t(data), q=9)
    with pytest.raises(ValueError, match=r"^niter\(=-1\) must be non-negative integer$"):
        at.pca_lowrank(t(data), niter=-1)


# -- functions PyTorch removed --------------------------------------------------------------------
@pytest.mark.parametrize(
    "name, replacement",
    [
        ("eig", "torch.linalg.eigvals"),
        ("symeig", "torch.linalg.eigvalsh"),
        ("lstsq", "torch.linalg.lstsq"),
        ("solve", "torch.linalg.solve"),
        ("matrix_rank", "torch.linalg.matrix_rank"),
    ],
)
def test_removed_functions_raise_pytorchs_error(name, replacement):
    with pytest.raises(RuntimeError, match="^This function was deprecated since version 1.9") as e:
        getattr(at, name)(t(np.eye(2)), t(np.eye(2)))
    assert replacement in str(e.value)
