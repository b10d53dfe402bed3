"""First and second derivatives of linalg's factorizations and solvers in float64, beyond
the OpInfo table's samples (which gradgradcheck only every third of): every shape case of
each formula (square, tall and wide LU and QR; the four lu_solve equations; both triangles),
and the errors of what has no derivative."""

from __future__ import annotations

from typing import Any

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.autograd import gradcheck, gradgradcheck
from glasstorch.c10.core.scalar_type import float64

RNG = np.random.default_rng(5)


def leaf(*shape: int, diagonal: float = 0.0) -> Any:
    a = RNG.uniform(-1, 1, shape)
    if diagonal:
        a = a + diagonal * np.eye(shape[-2], shape[-1])
    return at.tensor(a, dtype=float64, requires_grad=True)


def check(f: Any, *inputs: Any) -> None:
    assert gradcheck(f, inputs)
    assert gradgradcheck(f, inputs)


def weighted(*outputs: Any) -> Any:
    """One tensor from several outputs, each weighted differently (so no gradient cancels)."""
    return at.cat([(i + 1.5) * o.reshape(-1) for i, o in enumerate(outputs)])


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4), (2, 3, 3)])
def test_lu_factorizations(shape):
    A = leaf(*shape, diagonal=3.0)
    check(lambda a: at.linalg.lu_factor_ex(a).LU, A)
    check(lambda a: weighted(*at.linalg.lu(a)[1:]), A)


@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 4)])
def test_lu_unpack(shape):
    LU, pivots = at.linalg.lu_factor(at.tensor(RNG.uniform(-1, 1, shape) + 3 * np.eye(*shape)))
    check(lambda lu: weighted(*at.lu_unpack(lu, pivots)[1:]), LU.requires_grad_())


@pytest.mark.parametrize("left", [True, False])
@pytest.mark.parametrize("adjoint", [True, False])
def test_lu_solve_every_equation(left, adjoint):
    LU, pivots = at.linalg.lu_factor(at.tensor(RNG.uniform(-1, 1, (3, 3)) + 3 * np.eye(3)))
    B = leaf(3, 2) if left else leaf(2, 3)
    check(
        lambda lu, b: at.linalg.lu_solve(lu, pivots, b, left=left, adjoint=adjoint),
        LU.requires_grad_(),
        B,
    )


@pytest.mark.parametrize("upper", [True, False])
@pytest.mark.parametrize("left", [True, False])
def test_solve_triangular(upper, left):
    A, B = leaf(3, 3, diagonal=3.0), leaf(3, 2) if left else leaf(2, 3)
    check(lambda a, b: at.linalg.solve_triangular(a, b, upper=upper, left=left), A, B)
    check(
        lambda a, b: at.linalg.solve_triangular(a, b, upper=upper, left=left, unitriangular=True),
        A,
        B,
    )


@pytest.mark.parametrize("transpose", [True, False])
def test_triangular_solve_with_its_copy_of_A(transpose):
    def f(b: Any, a: Any) -> Any:
        solution, copy = at.triangular_solve(b, a, upper=False, transpose=transpose)
        return weighted(solution, copy)

    with pytest.warns(UserWarning):
        check(f, leaf(3, 2), leaf(3, 3, diagonal=3.0))


def spd(a: Any) -> Any:
    return a @ a.mT + at.eye(a.shape[-1], dtype=a.dtype)


@pytest.mark.parametrize("upper", [True, False])
def test_cholesky_family(upper):
    check(lambda a: at.linalg.cholesky_ex(spd(a), upper=upper).L, leaf(3, 3))
    with pytest.warns(UserWarning):
        check(lambda a: at.cholesky(spd(a), upper=upper), leaf(3, 3))

    def triangle(L: Any) -> Any:  # the kernels read one triangle only
        return L.triu() if upper else L.tril()

    check(lambda L: at.cholesky_inverse(triangle(L), upper), leaf(3, 3, diagonal=3.0))
    check(
        lambda b, L: at.cholesky_solve(b, triangle(L), upper),
        leaf(2, 3, 2),
        leaf(3, 3, diagonal=3.0),
    )


@pytest.mark.parametrize(
    ("shape", "mode"),
    [((4, 3), "reduced"), ((3, 3), "complete"), ((2, 4), "complete"), ((3, 5), "reduced")],
)
def test_qr(shape, mode):
    check(lambda a: weighted(*at.linalg.qr(a, mode=mode)), leaf(*shape))
    check(lambda a: at.linalg.qr(a, mode=mode).Q, leaf(*shape))  # R without a gradient
    check(lambda a: at.linalg.qr(a, mode=mode).R, leaf(*shape))


def test_qr_without_Q_or_tall_and_complete_is_not_differentiable():
    A = leaf(4, 3)
    with pytest.raises(RuntimeError, match="depends on Q, which is not computed when mode='r'"):
        at.linalg.qr(A, mode="r").R.sum().backward()
    with pytest.raises(RuntimeError, match="not differentiable when mode='complete' and nrows"):
        at.linalg.qr(A, mode="complete").R.sum().backward()


def test_householder_product_and_ormqr():
    check(lambda a, tau: at.linalg.householder_product(a, tau), leaf(4, 3), leaf(2))
    for left in (True, False):
        for transpose in (True, False):
            C = leaf(4, 2) if left else leaf(2, 4)
            f = lambda a, tau, c: at.ormqr(a, tau, c, left=left, transpose=transpose)  # noqa: B023, E731
            check(f, leaf(4, 3), leaf(3), C)


def test_pinv_lstsq_and_matrix_exp():
    for shape in ((4, 3), (2, 4)):
        check(at.linalg.pinv, leaf(*shape))
    check(lambda a: at.linalg.pinv(a + a.mT, hermitian=True), leaf(3, 3))
    check(lambda a, b: weighted(*at.linalg.lstsq(a, b, driver="gelsd")[:2]), leaf(5, 3), leaf(5, 2))
    check(lambda a, b: at.linalg.lstsq(a, b).solution, leaf(2, 4), leaf(2, 1))
    check(at.linalg.matrix_exp, leaf(2, 3, 3))
    check(lambda a, b: at.linalg.cross(a, b), leaf(2, 3), leaf(1, 3))
    check(lambda a: at.linalg.inv_ex(a).inverse, leaf(3, 3, diagonal=3.0))


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda a: at.geqrf(a).a, "geqrf"),
        (lambda a: at.linalg.eig(a).eigenvalues, "linalg_eig"),
        (lambda a: at.linalg.ldl_factor(a + a.mT).LD, "linalg_ldl_factor_ex"),
    ],
)
def test_what_has_no_derivative_says_so(call, name):
    with pytest.raises(RuntimeError, match=f"the derivative for '{name}' is not implemented"):
        out = call(leaf(3, 3))
        out.backward(at.ones_like(out))


def test_the_zeroth_power_is_the_identity_with_a_zero_gradient():
    A = leaf(2, 2)
    power = at.linalg.matrix_power(A, 0)
    assert type(power.grad_fn).__name__ == "CopyBackward0"  # PyTorch's CopyBackwards
    power.sum().backward()
    np.testing.assert_array_equal(A.grad.numpy(), np.zeros((2, 2)))


def test_integer_outputs_have_no_history():
    A = leaf(3, 3, diagonal=3.0)
    LU, pivots, info = at.linalg.lu_factor_ex(A)
    assert LU.requires_grad and not pivots.requires_grad and not info.requires_grad
    result = at.linalg.lstsq(A, leaf(3, 2), driver="gelsd")
    assert not result.rank.requires_grad and not result.singular_values.requires_grad
    assert type(LU.grad_fn).__name__ == "LinalgLuFactorExBackward0"
