"""QR, Householder reflectors and eig beyond the OpInfo table, and what every factorization
shares: complex inputs, half precision and Meta kernels. Values observed from PyTorch 2.13
are written in as literals."""

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.c10.core import scalar_type as st

RNG = np.random.default_rng(7)
F64 = st.float64


def t(array, dtype=F64):
    return at.tensor(np.asarray(array), dtype=dtype)


def fields(result):
    return type(result).__name__, result._fields


# -- QR and reflectors ----------------------------------------------------------------------------
@pytest.mark.parametrize("shape", [(5, 3), (3, 5), (2, 4, 4)])
@pytest.mark.parametrize("mode", ["reduced", "complete", "r"])
def test_qr_is_orthonormal_times_upper_triangular(shape, mode):
    a = RNG.uniform(-2, 2, shape)
    Q, R = at.linalg.qr(t(a), mode=mode)
    m, n = shape[-2:]
    k = m if mode == "complete" else min(m, n)
    assert R.shape == (*shape[:-2], k, n)
    np.testing.assert_array_equal(np.tril(R.numpy(), -1), 0)
    if mode == "r":
        assert Q.shape == (0,)
        return
    assert Q.shape == (*shape[:-2], m, k)
    np.testing.assert_allclose(
        (Q.mT @ Q).numpy(), np.broadcast_to(np.eye(k), (*shape[:-2], k, k)), atol=1e-13
    )
    np.testing.assert_allclose((Q @ R).numpy(), a, atol=1e-13)


def test_qr_names_and_errors():
    a = t(RNG.uniform(-1, 1, (3, 2)))
    assert fields(at.linalg.qr(a)) == ("linalg_qr", ("Q", "R"))
    with pytest.warns(UserWarning, match="torch.qr is deprecated in favor of torch.linalg.qr"):
        result = at.qr(a, some=False)
    assert fields(result) == ("qr", ("Q", "R")) and result.Q.shape == (3, 3)
    with pytest.raises(
        RuntimeError,
        match="^qr received unrecognized mode 'x' but expected one of 'reduced' \\(default\\), "
        "'r', or 'complete'$",
    ):
        at.linalg.qr(a, mode="x")
    with pytest.raises(RuntimeError, match="^linalg.qr: Expected a floating point or complex"):
        at.linalg.qr(at.ones(2, 2, dtype=st.int64))


def test_geqrf_householder_product_and_ormqr_rebuild_Q():
    a, c = RNG.uniform(-1, 1, (2, 4, 3)), RNG.uniform(-1, 1, (2, 4, 2))
    packed, tau = at.geqrf(t(a))
    assert fields(at.geqrf(t(a))) == ("geqrf", ("a", "tau")) and tau.shape == (2, 3)
    Q, R = at.linalg.qr(t(a))
    np.testing.assert_allclose(
        at.linalg.householder_product(packed, tau).numpy(), Q.numpy(), atol=1e-13
    )
    np.testing.assert_allclose(at.orgqr(packed, tau).numpy(), Q.numpy(), atol=1e-13)
    np.testing.assert_allclose(np.triu(packed.numpy())[..., :3, :], R.numpy(), atol=1e-13)
    full = at.linalg.qr(t(a), mode="complete").Q.numpy()
    np.testing.assert_allclose(at.ormqr(packed, tau, t(c)).numpy(), full @ c, atol=1e-13)
    np.testing.assert_allclose(
        at.ormqr(packed, tau, t(c), transpose=True).numpy(),
        np.swapaxes(full, -1, -2) @ c,
        atol=1e-13,
    )
    # PyTorch 2.13's geqrf of [[1, 2], [3, 4], [5, 6]]
    packed, tau = at.geqrf(t([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
    np.testing.assert_allclose(tau.numpy(), [1.1690308509, 1.1131040012], rtol=1e-9)
    np.testing.assert_allclose(packed[0].numpy(), [-5.9160797831, -7.4373574416], rtol=1e-9)


def test_householder_product_literal_and_errors():
    # PyTorch 2.13
    result = at.linalg.householder_product(t([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), t([0.5, 1.5]))
    np.testing.assert_allclose(result.numpy(), [[0.5, 23.25], [-1.5, 69.25], [-2.5, 107.25]])
    name = "torch.linalg.householder_product"
    cases = [
        (lambda: at.linalg.householder_product(t([1.0]), t([1.0])), f"^{name}: input must have"),
        (
            lambda: at.linalg.householder_product(t(np.ones((3, 4))), t([1.0])),
            rf"^{name}: input.shape\[-2\] must be greater than or equal to input.shape\[-1\]$",
        ),
        (
            lambda: at.linalg.householder_product(t(np.ones((4, 3))), t(np.ones(4))),
            rf"^{name}: input.shape\[-1\] must be greater than or equal to tau.shape\[-1\]$",
        ),
        (
            lambda: at.linalg.householder_product(t(np.ones((2, 4, 3))), t(np.ones(2))),
            rf"^{name}: Expected tau to have one dimension less than input, but got tau.ndim "
            "equal to 1 and input.ndim is equal to 3$",
        ),
        (
            lambda: at.linalg.householder_product(t(np.ones((2, 4, 3))), t(np.ones((3, 2)))),
            rf"^{name}: Expected batch dimensions of tau to be equal to input.shape\[:-2\], but "
            r"got \[3\]$",
        ),
        (
            lambda: at.linalg.householder_product(t(np.ones((4, 3))), t(np.ones(2), st.float32)),
            f"^{name}: tau dtype Float does not match input dtype Double$",
        ),
        (
            lambda: at.ormqr(t(np.ones((4, 3))), t(np.ones(3)), t(np.ones((3, 5)))),
            r"^torch.ormqr: other.shape\[-2\] must be equal to input.shape\[-2\]$",
        ),
        (
            lambda: at.ormqr(t(np.ones((4, 3))), t(np.ones(2)), t(np.ones((4, 5)))),
            r"^torch.ormqr: tau.shape\[-1\] must be equal to min\(other.shape\[-2\], "
            r"input.shape\[-1\]\)$",
        ),
        (
            lambda: at.ormqr(t(np.ones((4, 3))), t(np.ones(3)), t(np.ones((2, 4, 5)))),
            "^torch.ormqr: Expected other to have the same number of dimensions as input, but "
            "got other.ndim equal to 3 and input.ndim is equal to 2$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


# -- eig ------------------------------------------------------------------------------------------
def test_eig_is_complex_and_satisfies_A_V_equals_V_L():
    rotation = t([[0.0, -1.0], [1.0, 0.0]])
    values, vectors = at.linalg.eig(rotation)
    assert values.dtype is st.complex128 and vectors.dtype is st.complex128
    np.testing.assert_allclose(values.numpy(), [1j, -1j])  # PyTorch 2.13: [0+1j, 0-1j]
    a = RNG.uniform(-1, 1, (3, 4, 4))
    values, vectors = at.linalg.eig(t(a, st.float32))
    assert values.dtype is st.complex64
    V, L = vectors.numpy(), values.numpy()
    np.testing.assert_allclose(a @ V, V * L[..., None, :], atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(V, axis=-2), 1, rtol=1e-5)
    np.testing.assert_allclose(at.linalg.eigvals(t(a)).numpy(), np.linalg.eigvals(a), atol=1e-12)
    assert fields(at.linalg.eig(rotation)) == ("linalg_eig", ("eigenvalues", "eigenvectors"))


def test_eig_errors():
    cases = [
        (lambda: at.linalg.eig(t(np.ones((2, 3)))), "^linalg.eig: A must be batches of square"),
        (lambda: at.linalg.eigvals(t([1.0])), "^linalg.eigvals: The input tensor A must have"),
        (
            lambda: at.linalg.eig(at.ones(2, 2, dtype=st.int64)),
            "^Unknown Complex ScalarType for Long$",
        ),
        (
            lambda: at.linalg.eig(t([[1.0, np.nan], [0.0, 1.0]])),
            "^torch.linalg.eig: input tensor should not contain infs or NaNs.$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


# -- complex inputs and Meta ----------------------------------------------------------------------
def test_factorizations_of_complex_matrices():
    a = RNG.uniform(-1, 1, (3, 3)) + 1j * RNG.uniform(-1, 1, (3, 3)) + 3 * np.eye(3)
    A = at.tensor(a, dtype=st.complex128)
    P, L, U = at.linalg.lu(A)
    np.testing.assert_allclose((P @ L @ U).numpy(), a, atol=1e-13)
    Q, R = at.linalg.qr(A)
    np.testing.assert_allclose(Q.numpy() @ R.numpy(), a, atol=1e-13)
    np.testing.assert_allclose(at.linalg.inv_ex(A).inverse.numpy() @ a, np.eye(3), atol=1e-13)
    b = at.tensor(np.ones((3, 1)), dtype=st.complex128)
    X = at.linalg.solve_triangular(A, b, upper=True)
    np.testing.assert_allclose(np.triu(a) @ X.numpy(), np.ones((3, 1)), atol=1e-13)


def test_meta_kernels_give_pytorchs_shapes():
    def meta(*shape, dtype=F64):
        return at.empty(shape, dtype=dtype, device="meta")

    LU, pivots, info = at.linalg.lu_factor_ex(meta(2, 5, 3))
    assert (LU.shape, pivots.shape, info.shape) == ((2, 5, 3), (2, 3), (2,))
    assert pivots.dtype is st.int32 and LU.is_meta
    assert [tuple(x.shape) for x in at.linalg.lu(meta(3, 5))] == [(3, 3), (3, 3), (3, 5)]
    X = at.linalg.lu_solve(meta(2, 3, 3), meta(2, 3, dtype=st.int32), meta(4, 1, 3, 2))
    assert X.shape == (4, 2, 3, 2)
    assert at.linalg.solve_triangular(meta(2, 3, 3), meta(3, 4), upper=True).shape == (2, 3, 4)
    assert [tuple(x.shape) for x in at.linalg.qr(meta(5, 3), mode="complete")] == [(5, 5), (5, 3)]
    values, vectors = at.linalg.eig(meta(2, 3, 3, dtype=st.float32))
    assert values.dtype is st.complex64 and vectors.shape == (2, 3, 3)
    assert at.linalg.pinv(meta(4, 2, 3), atol=meta(5, 1)).shape == (5, 4, 3, 2)
    assert at.linalg.matrix_rank(meta(4, 3, 3)).shape == (4,)
    assert at.linalg.cholesky_ex(meta(3, 3)).info.shape == ()
    assert at.cholesky_solve(meta(3, 2), meta(4, 3, 3)).shape == (4, 3, 2)
    assert at.linalg.ldl_solve(meta(3, 3), meta(3, dtype=st.int32), meta(3, 1)).shape == (3, 1)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda h: at.linalg.cholesky(h), "\"cholesky_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.solve(h, h), "\"lu_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.det(h), "\"lu_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.eigh(h), "\"linalg_eigh_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.svd(h), "\"linalg_svd_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.qr(h), "\"geqrf_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.ldl_factor(h), '"ldl_factor_kernel_cpu" not implemented'),
        (lambda h: at.linalg.eig(h), "\"linalg_eig_out_cpu\" not implemented for 'Half'"),
        (lambda h: at.linalg.inv(h), "^linalg.inv: Low precision dtypes not supported. Got Half$"),
        (
            lambda h: at.linalg.solve_triangular(h, h, upper=True),
            "\"triangular_solve_cpu\" not implemented for 'Half'",
        ),
    ],
)
def test_half_precision_gets_pytorchs_kernel_errors(call, message):
    # PyTorch 2.13: the kernels refuse float16 (inv and slogdet check it themselves)
    with pytest.raises(RuntimeError, match=message):
        call(at.eye(3, dtype=st.float16))
