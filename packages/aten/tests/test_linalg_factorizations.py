"""LU, triangular, Cholesky and LDL^T beyond the OpInfo table: the identities the
factorizations satisfy, broadcasting, info tensors and singular inputs, PyTorch's errors in
its words, return types' fields, dtypes and Meta kernels. Values observed from PyTorch 2.13
are written in as literals."""

import warnings

import numpy as np
import pytest
from glasstorch import aten as at
from glasstorch.aten.native.batch_linear_algebra import LinAlgError
from glasstorch.c10.core import scalar_type as st

RNG = np.random.default_rng(7)
F64 = st.float64


def t(array, dtype=F64):
    return at.tensor(np.asarray(array), dtype=dtype)


def well_conditioned(*shape):
    return RNG.uniform(-1, 1, shape) + shape[-1] * np.eye(shape[-1])


SINGULAR = [[1.0, 2.0], [2.0, 4.0]]


def fields(result):
    return type(result).__name__, result._fields


# -- LU -------------------------------------------------------------------------------------------
def test_lu_factor_matches_lapack_and_pytorch():
    A = t([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]])
    LU, pivots = at.linalg.lu_factor(A)
    # PyTorch 2.13: LU and pivots of this matrix
    expected = [[7.0, 8.0, 10.0], [1 / 7, 6 / 7, 11 / 7], [4 / 7, 0.5, -0.5]]
    np.testing.assert_allclose(LU.numpy(), expected, rtol=1e-12, atol=1e-14)
    assert pivots.tolist() == [3, 3, 3] and pivots.dtype is st.int32


@pytest.mark.parametrize("shape", [(3, 3), (5, 3), (3, 5), (2, 4, 4), (2, 1, 3, 2)])
def test_P_L_U_reconstructs_A(shape):
    a = RNG.uniform(-2, 2, shape)
    P, L, U = at.linalg.lu(t(a))
    m, n = shape[-2:]
    k = min(m, n)
    assert (P.shape, L.shape, U.shape) == (
        (*shape[:-2], m, m),
        (*shape[:-2], m, k),
        (*shape[:-2], k, n),
    )
    np.testing.assert_allclose((P @ L @ U).numpy(), a, atol=1e-13)
    np.testing.assert_array_equal(np.triu(L.numpy(), 1), 0)
    np.testing.assert_array_equal(np.diagonal(L.numpy(), axis1=-2, axis2=-1), 1)
    np.testing.assert_array_equal(np.tril(U.numpy(), -1), 0)
    LU, pivots = at.linalg.lu_factor(t(a))
    P2, L2, U2 = at.lu_unpack(LU, pivots)
    for x, y in ((P, P2), (L, L2), (U, U2)):
        np.testing.assert_array_equal(x.numpy(), y.numpy())


def test_lu_solve_solves_every_equation_and_broadcasts():
    a, b = well_conditioned(2, 3, 3), RNG.uniform(-1, 1, (4, 1, 3, 2))
    LU, pivots = at.linalg.lu_factor(t(a))
    X = at.linalg.lu_solve(LU, pivots, t(b))
    assert X.shape == (4, 2, 3, 2)
    np.testing.assert_allclose(a @ X.numpy(), np.broadcast_to(b, (4, 2, 3, 2)), atol=1e-12)
    X = at.linalg.lu_solve(LU, pivots, t(b), adjoint=True)
    np.testing.assert_allclose(np.swapaxes(a, -1, -2) @ X.numpy(), b + 0 * X.numpy(), atol=1e-12)
    right = RNG.uniform(-1, 1, (2, 5, 3))
    X = at.linalg.lu_solve(LU, pivots, t(right), left=False)
    np.testing.assert_allclose(X.numpy() @ a, right, atol=1e-12)
    X = at.linalg.lu_solve(LU, pivots, t(right), left=False, adjoint=True)
    np.testing.assert_allclose(X.numpy() @ np.swapaxes(a, -1, -2), right, atol=1e-12)


def test_singular_lu_reports_info_or_raises():
    batch = t([np.eye(2), SINGULAR])
    LU, pivots, info = at.linalg.lu_factor_ex(batch)
    assert info.tolist() == [0, 2] and info.dtype is st.int32  # PyTorch 2.13: [0, 2]
    message = (
        r"^torch.linalg.lu_factor: \(Batch element 1\): U\[2,2\] is zero and using it on "
        r"lu_solve would result in a division by zero. If you still want to perform the "
        r"factorization, consider calling linalg.lu\(A, pivot\) or linalg.lu_factor_ex\(A, "
        r"pivot\)$"
    )
    with pytest.raises(LinAlgError, match=message):
        at.linalg.lu_factor(batch)
    with pytest.raises(LinAlgError, match=r"^torch.linalg.lu_factor_ex: \(Batch element 1\)"):
        at.linalg.lu_factor_ex(batch, check_errors=True)
    with pytest.raises(LinAlgError, match=r"^torch.linalg.lu_factor: U\[2,2\] is zero"):
        at.linalg.lu_factor(t(SINGULAR))


def test_solve_ex_and_inv_ex_report_singular_matrices():
    batch = t([np.eye(2), SINGULAR])
    result, info = at.linalg.solve_ex(batch, t(np.ones((2, 2))))  # a batch of vectors
    assert info.tolist() == [0, 2] and result.shape == (2, 2)
    np.testing.assert_allclose(result[0].numpy(), [1.0, 1.0])
    inverse, info = at.linalg.inv_ex(batch)
    assert info.tolist() == [0, 2] and not np.isfinite(inverse[1].numpy()).all()
    np.testing.assert_array_equal(inverse[0].numpy(), np.eye(2))
    with pytest.raises(
        LinAlgError,
        match=r"^torch.linalg.solve_ex: \(Batch element 1\): The solver failed because the "
        r"input matrix is singular\.$",
    ):
        at.linalg.solve_ex(batch, t(np.ones((2, 2))), check_errors=True)
    with pytest.raises(
        LinAlgError,
        match=r"^linalg.inv_ex: \(Batch element 1\): The diagonal element 2 is zero, the "
        r"inversion could not be completed because the input matrix is singular\.$",
    ):
        at.linalg.inv_ex(batch, check_errors=True)
    assert at.linalg.inv_ex(t(np.eye(3))).info.shape == ()


def test_solve_ex_takes_vectors_and_broadcasts_like_solve():
    a, b = well_conditioned(2, 3, 3), RNG.uniform(-1, 1, (2, 3))
    result, info = at.linalg.solve_ex(t(a), t(b))
    np.testing.assert_allclose(result.numpy(), at.linalg.solve(t(a), t(b)).numpy(), atol=1e-13)
    assert info.shape == (2,)
    rows = RNG.uniform(-1, 1, (4, 1, 3))
    X = at.linalg.solve_ex(t(a[0]), t(rows), left=False).result
    np.testing.assert_allclose(X.numpy() @ a[0], rows, atol=1e-12)


def test_lu_errors():
    cases = [
        (
            lambda: at.linalg.lu_factor(t([1.0, 2.0])),
            r"^torch.lu_factor: Expected tensor with 2 or more dimensions. Got size: \[2\] "
            "instead$",
        ),
        (
            lambda: at.linalg.lu(t([1.0, 2.0])),
            r"^linalg.lu: Expected tensor with 2 or more dimensions. Got size: \[2\] instead$",
        ),
        (
            lambda: at.linalg.lu_factor(t(np.eye(2)), pivot=False),
            "^linalg.lu_factor: LU without pivoting is not implemented on the CPU$",
        ),
        (
            lambda: at.linalg.lu_factor(t(np.eye(2), st.int64)),
            "\"lu_cpu\" not implemented for 'Long'",
        ),
    ]
    LU, pivots = at.linalg.lu_factor(t(well_conditioned(3, 3)))
    cases += [
        (
            lambda: at.linalg.lu_solve(LU, pivots, t([1.0, 2.0, 3.0])),
            "^linalg.lu_solve: The input tensor B must have at least 2 dimensions.$",
        ),
        (
            lambda: at.linalg.lu_solve(LU, pivots, t(np.ones((4, 2)))),
            r"^linalg.lu_solve: Incompatible shapes of A and B for the equation AX = B "
            r"\(3x3 and 4x2\)$",
        ),
        (
            lambda: at.linalg.lu_solve(LU, pivots.long(), t(np.ones((3, 2)))),
            "^linalg.lu_solve: pivots should be a Tensor of scalar type torch.int32$",
        ),
        (
            lambda: at.linalg.lu_solve(LU, pivots, t(np.ones((3, 2)), st.float32)),
            "^linalg.lu_solve: Expected LU and B to have the same dtype, but found LU of type "
            "Double and B of type Float instead$",
        ),
        (
            lambda: at.linalg.lu_solve(LU[:2], pivots, t(np.ones((3, 2)))),
            "^torch.linalg.lu_solve: A must be batches of square matrices, but they are 2 by 3 "
            "matrices$",
        ),
        (
            lambda: at.linalg.lu_solve(LU, pivots[:2], t(np.ones((3, 2)))),
            "^linalg.lu_solve: Number of pivots per batch should be same as the dimension of "
            "the matrix$",
        ),
        (
            lambda: at.lu_unpack(LU, pivots.long()),
            "^torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 "
            "dtype.\nNote: this function is intended to be used with the output produced by "
            "torch.linalg.lu_factor$",
        ),
        (
            lambda: at.lu_unpack(LU, pivots + 5),
            r"^pivots passed to lu_unpack must be between 1 and LU.size\(-2\) inclusive.Did you "
            r"properly pass the result of lu_factor\?$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


def test_lu_unpack_leaves_out_what_is_not_asked():
    LU, pivots = at.linalg.lu_factor(t(well_conditioned(2, 3, 3)))
    P, L, U = at.lu_unpack(LU, pivots, unpack_data=False)
    assert P.shape == (2, 3, 3) and L.shape == (0,) and U.shape == (0,)
    P, L, U = at.lu_unpack(LU, pivots, unpack_pivots=False)
    assert P.shape == (0,) and L.shape == (2, 3, 3)


def test_deprecated_lu_forms():
    a = well_conditioned(3, 3)
    with pytest.warns(UserWarning, match="torch.lu is deprecated in favor of torch.linalg"):
        result = at.lu(t(a))
    assert type(result) is tuple and len(result) == 2
    LU, pivots, infos = at.lu(t(SINGULAR), get_infos=True)  # no error, as in PyTorch
    assert infos.item() == 2
    assert fields(at.lu(t(a), get_infos=True)) == ("_lu_with_info", ("LU", "pivots", "info"))
    b = RNG.uniform(-1, 1, (3, 2))
    LU, pivots = at.linalg.lu_factor(t(a))
    with pytest.warns(UserWarning, match="torch.lu_solve is deprecated"):
        X = at.lu_solve(t(b), LU, pivots)
    np.testing.assert_allclose(a @ X.numpy(), b, atol=1e-12)
    out = (at.empty(0, dtype=F64), at.empty(0, dtype=st.int32))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        LU2, pivots2 = at.lu(t(a), out=out)
    assert LU2 is out[0] and pivots2.tolist() == pivots.tolist()


# -- triangular solves ----------------------------------------------------------------------------
def test_solve_triangular_reads_one_triangle_and_broadcasts():
    a = well_conditioned(2, 1, 3, 3)
    b = RNG.uniform(-1, 1, (4, 3, 2))
    X = at.linalg.solve_triangular(t(a), t(b), upper=True)
    assert X.shape == (2, 4, 3, 2)
    np.testing.assert_allclose(np.triu(a) @ X.numpy(), np.broadcast_to(b, X.shape), atol=1e-12)
    X = at.linalg.solve_triangular(t(a[0, 0]), t(b[0].T), upper=False, left=False)
    np.testing.assert_allclose(X.numpy() @ np.tril(a[0, 0]), b[0].T, atol=1e-12)
    unit = np.tril(a[0, 0], -1) + np.eye(3)
    X = at.linalg.solve_triangular(t(a[0, 0]), t(b[0]), upper=False, unitriangular=True)
    np.testing.assert_allclose(unit @ X.numpy(), b[0], atol=1e-12)
    zero = at.linalg.solve_triangular(t(np.zeros((2, 2))), t(np.ones((2, 1))), upper=True)
    assert np.isnan(zero.numpy()).any()  # BLAS's trsm: no error, as in PyTorch


def test_solve_triangular_takes_A_dtype():
    # PyTorch 2.13: B is converted to A's dtype, and so is the result
    X = at.linalg.solve_triangular(at.eye(2), t(np.ones((2, 1))), upper=True)
    assert X.dtype is st.float32


def test_triangular_solve_returns_the_solution_and_a_copy_of_A():
    a, b = well_conditioned(3, 3), RNG.uniform(-1, 1, (2, 3, 2))
    with pytest.warns(UserWarning, match="torch.triangular_solve is deprecated"):
        result = at.triangular_solve(t(b), t(a), upper=False, transpose=True)
    assert fields(result) == ("triangular_solve", ("solution", "cloned_coefficient"))
    np.testing.assert_allclose(np.tril(a).T @ result.solution.numpy(), b, atol=1e-12)
    assert result.cloned_coefficient.shape == (2, 3, 3)
    np.testing.assert_array_equal(result.cloned_coefficient[1].numpy(), a)


def test_triangular_errors():
    A = t(well_conditioned(3, 3))
    cases = [
        (
            lambda: at.linalg.solve_triangular(A, t([1.0, 2.0, 3.0]), upper=True),
            "^linalg.solve_triangular: The input tensor B must have at least 2 dimensions.$",
        ),
        (
            lambda: at.linalg.solve_triangular(t(np.ones((3, 4))), t(np.ones((3, 2))), upper=True),
            "^linalg.solve_triangular: A must be batches of square matrices, but they are 3 "
            "by 4 matrices$",
        ),
        (
            lambda: at.linalg.solve_triangular(A, t(np.ones((3, 2))), upper=True, left=False),
            r"^linalg.solve_triangular: Incompatible shapes of A and B for the equation XA = B "
            r"\(3x3 and 3x2\)$",
        ),
        (
            lambda: at.triangular_solve(t([1.0, 2.0, 3.0]), A),
            "^torch.triangular_solve: Expected b to have at least 2 dimensions, but it has 1 "
            "dimensions instead$",
        ),
        (
            lambda: at.triangular_solve(t(np.ones((4, 2))), A),
            "^Incompatible matrix sizes for triangular_solve: each A matrix is 3 by 3 but each "
            "b matrix is 4 by 2$",
        ),
        (
            lambda: at.triangular_solve(t(np.ones((3, 2)), st.float32), A),
            "^Expected b and A to have the same dtype, but found b of type Float and A of type "
            "Double instead.$",
        ),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for call, message in cases:
            with pytest.raises(RuntimeError, match=message):
                call()


# -- Cholesky and LDL^T ---------------------------------------------------------------------------
def spd(*shape):
    a = RNG.uniform(-1, 1, shape)
    return a @ np.swapaxes(a, -1, -2) + np.eye(shape[-1])


def test_cholesky_ex_reports_the_failing_minor():
    batch = t([np.eye(2), -np.eye(2), SINGULAR])
    L, info = at.linalg.cholesky_ex(batch)
    assert info.tolist() == [0, 1, 2] and info.dtype is st.int32  # PyTorch 2.13: [0, 1, 2]
    np.testing.assert_array_equal(L[0].numpy(), np.eye(2))
    with pytest.raises(
        LinAlgError,
        match=r"^linalg.cholesky_ex: \(Batch element 1\): The factorization could not be "
        r"completed because the input is not positive-definite \(the leading minor of order 1 "
        r"is not positive-definite\)\.$",
    ):
        at.linalg.cholesky_ex(batch, check_errors=True)
    assert fields(at.linalg.cholesky_ex(batch)) == ("linalg_cholesky_ex", ("L", "info"))


def test_deprecated_cholesky_names_itself_in_errors():
    a = spd(3, 3)
    with pytest.warns(UserWarning, match="torch.cholesky is deprecated in favor of"):
        U = at.cholesky(t(a), upper=True)
    np.testing.assert_allclose((U.mT @ U).numpy(), a, atol=1e-12)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(LinAlgError, match=r"^cholesky: \(Batch element 1\): The factor"):
            at.cholesky(t([np.eye(2), -np.eye(2)]))
        with pytest.raises(RuntimeError, match="^cholesky: A must be batches of square"):
            at.cholesky(t(np.ones((2, 3))))
        with pytest.raises(RuntimeError, match="\"cholesky_cpu\" not implemented for 'Long'"):
            at.cholesky(at.ones(2, 2, dtype=st.int64))


@pytest.mark.parametrize("upper", [False, True])
def test_cholesky_inverse_and_solve_use_the_factor(upper):
    a, b = spd(2, 3, 3), RNG.uniform(-1, 1, (4, 1, 3, 2))
    L = at.linalg.cholesky(t(a), upper=upper)
    identity = np.broadcast_to(np.eye(3), a.shape)
    np.testing.assert_allclose(at.cholesky_inverse(L, upper).numpy() @ a, identity, atol=1e-13)
    X = at.cholesky_solve(t(b), L, upper)
    assert X.shape == (4, 2, 3, 2)
    np.testing.assert_allclose(a @ X.numpy(), np.broadcast_to(b, X.shape), atol=1e-12)


def test_cholesky_solve_and_inverse_errors():
    L = t(np.linalg.cholesky(spd(2, 2)))
    cases = [
        (
            lambda: at.cholesky_solve(t([1.0, 2.0]), L),
            "^b should have at least 2 dimensions, but has 1 dimensions instead$",
        ),
        (
            lambda: at.cholesky_solve(t(np.ones((2, 3))), t([1.0, 2.0])),
            "^u should have at least 2 dimensions, but has 1 dimensions instead$",
        ),
        (
            lambda: at.cholesky_solve(t(np.ones((3, 3))), L),
            "^Incompatible matrix sizes for cholesky_solve: each A matrix is 2 by 2 but each b "
            "matrix is 3 by 3$",
        ),
        (
            lambda: at.cholesky_inverse(t(np.ones((2, 3)))),
            "^cholesky_inverse: A must be batches of square matrices, but they are 2 by 3",
        ),
        (
            lambda: at.cholesky_inverse(at.ones(2, 2, dtype=st.int64)),
            "\"cholesky_inverse_out_cpu\" not implemented for 'Long'",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()
    with pytest.raises(
        LinAlgError,
        match=r"^cholesky_inverse: \(Batch element 1\): The diagonal element 1 is zero, the "
        "inversion could not be completed because the input matrix is singular.$",
    ):
        at.cholesky_inverse(t([np.eye(2), np.zeros((2, 2))]))


def test_ldl_factor_matches_pytorchs_pivots():
    # PyTorch 2.13 (LAPACK sytrf, lower): a 2 x 2 block first, pivots [-4, -4, 3, 4]
    a = [[1.0, 2.0, 3.0, 4.0], [2.0, 1.0, 0.5, 2.0], [3.0, 0.5, 0.0, 1.0], [4.0, 2.0, 1.0, 0.0]]
    LD, pivots = at.linalg.ldl_factor(t(a))
    assert pivots.tolist() == [-4, -4, 3, 4] and pivots.dtype is st.int32
    expected = [
        [1.0, 0.0, 0.0, 0.0],
        [4.0, 0.0, 0.0, 0.0],
        [0.25, 0.6875, -1.4375, 0.0],
        [0.5, 0.375, 0.956521739130435, 0.565217391304348],
    ]
    np.testing.assert_allclose(LD.numpy(), expected, rtol=1e-12, atol=1e-14)
    b = RNG.uniform(-1, 1, (5, 4, 2))
    X = at.linalg.ldl_solve(LD, pivots, t(b))
    assert X.shape == (5, 4, 2)
    np.testing.assert_allclose(np.array(a) @ X.numpy(), b, atol=1e-12)
    assert fields(at.linalg.ldl_factor_ex(t(a))) == (
        "linalg_ldl_factor_ex",
        ("LD", "pivots", "info"),
    )


def test_ldl_errors():
    LD, info = at.linalg.ldl_factor_ex(t(np.zeros((2, 2))))[::2]
    assert info.item() == 1  # PyTorch 2.13: D's first block is zero
    with pytest.raises(RuntimeError, match="^torch.linalg.ldl_factor: Unknown error code: 1.$"):
        at.linalg.ldl_factor(t(np.zeros((2, 2))))
    LD, pivots = at.linalg.ldl_factor(t(spd(3, 3)))
    cases = [
        (
            lambda: at.linalg.ldl_factor(t(np.ones((2, 3)))),
            "^torch.linalg.ldl_factor_ex: A must be batches of square matrices",
        ),
        (
            lambda: at.linalg.ldl_solve(LD, pivots[:2], t(np.ones((3, 1)))),
            r"^torch.linalg.ldl_solve: Expected LD.shape\[:-1\] and pivots.shape to be the same, "
            r"but got pivots with shape \[2\] instead$",
        ),
        (
            lambda: at.linalg.ldl_solve(LD, pivots.double(), t(np.ones((3, 1)))),
            "^torch.linalg.ldl_solve: Expected pivots to be integers. Got Double$",
        ),
        (
            lambda: at.linalg.ldl_solve(LD, pivots, t(np.ones((2, 1)))),
            "^Incompatible matrix sizes for torch.linalg.ldl_solve: each A matrix is 3 by 3 but "
            "each b matrix is 2 by 1$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()
