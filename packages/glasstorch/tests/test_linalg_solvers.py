"""linalg's solvers, factorizations and norms beyond the OpInfo table: PyTorch's errors in
its words, the aliases (``torch.inverse``, ``Tensor.det`` ...), dtypes, and the gradient
at a singular matrix. Values are checked against numpy in the OpInfo tests."""

import math

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.linalg import LinAlgError
from hypothesis import assume, given, settings
from hypothesis import strategies as hs

SINGULAR = [[1.0, 2.0], [2.0, 4.0]]


def test_aliases_are_the_linalg_operators():
    a = torch.tensor([[4.0, 1.0], [1.0, 3.0]], dtype=torch.float64)
    inverse = np.linalg.inv(a.numpy())
    for value in (torch.inverse(a), a.inverse()):
        np.testing.assert_allclose(value.numpy(), inverse, rtol=1e-14)
    for value in (torch.det(a), a.det(), torch.linalg.det(a)):
        assert value.item() == pytest.approx(11.0)
    sign, logabsdet = torch.slogdet(-a)
    assert sign.item() == 1.0 and logabsdet.item() == pytest.approx(math.log(11.0))
    assert type(torch.slogdet(a)).__name__ == "slogdet"
    assert type(torch.linalg.slogdet(a)).__name__ == "linalg_slogdet"


def test_dtypes_follow_the_input():
    a = torch.eye(3) * 2  # float32
    assert torch.linalg.inv(a).dtype is torch.float32
    assert torch.linalg.det(a).dtype is torch.float32
    sign, logabsdet = torch.linalg.slogdet(torch.eye(2, dtype=torch.complex64))
    assert sign.dtype is torch.complex64 and logabsdet.dtype is torch.float32
    np.testing.assert_allclose(torch.linalg.det(a).item(), 8.0)


def test_singular_and_indefinite_matrices_raise_linalg_errors():
    singular = torch.tensor(SINGULAR)
    batch = torch.stack([torch.eye(2), singular])
    cases = [
        (
            lambda: torch.linalg.inv(singular),
            r"^linalg.inv: The diagonal element 2 is zero, the inversion could not be "
            r"completed because the input matrix is singular\.$",
        ),
        (lambda: torch.linalg.inv(batch), r"^linalg.inv: \(Batch element 1\): The diagonal"),
        (
            lambda: torch.linalg.solve(batch, torch.ones(2, 2)),
            r"^torch.linalg.solve: \(Batch element 1\): The solver failed because the input "
            r"matrix is singular\.$",
        ),
        (
            lambda: torch.linalg.cholesky(singular),
            r"^linalg.cholesky: The factorization could not be completed because the input "
            r"is not positive-definite \(the leading minor of order 2 is not "
            r"positive-definite\)\.$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(LinAlgError, match=message):
            call()
    assert issubclass(LinAlgError, RuntimeError)
    assert torch.linalg.det(singular).item() == 0.0
    sign, logabsdet = torch.linalg.slogdet(singular)
    assert sign.item() == 0.0 and logabsdet.item() == -math.inf


def test_bad_inputs_get_pytorchs_errors():
    cases = [
        (lambda: torch.linalg.inv(torch.ones(3)), "The input tensor A must have at least 2"),
        (
            lambda: torch.linalg.det(torch.ones(2, 3)),
            "^linalg.det: A must be batches of square matrices, but they are 2 by 3 matrices$",
        ),
        (
            lambda: torch.linalg.inv(torch.ones(2, 2, dtype=torch.int64)),
            "^linalg.inv: Expected a floating point or complex tensor as input. Got Long$",
        ),
        (
            lambda: torch.linalg.cholesky(torch.ones(2, 2, dtype=torch.float16)),
            "^\"cholesky_cpu\" not implemented for 'Half'$",  # PyTorch 2.13's kernel error
        ),
        (
            lambda: torch.linalg.solve(torch.eye(2), torch.ones(3)),
            r"^linalg.solve: Incompatible shapes of A and B for the equation AX = B "
            r"\(2x2 and 3x1\)$",
        ),
        (
            lambda: torch.linalg.solve(torch.eye(2), torch.ones(2), left=False),
            r"equation XA = B \(2x2 and 2x1\)$",
        ),
        (
            lambda: torch.linalg.solve(torch.eye(2), torch.ones(2, dtype=torch.float64)),
            "^linalg.solve: Expected A and B to have the same dtype, but found A of type "
            "Float and B of type Double instead$",
        ),
        (lambda: torch.linalg.matrix_norm(torch.ones(3)), "must have at least 2 dimensions"),
        (lambda: torch.linalg.matrix_norm(torch.ones(2, 3), ord=3), "Order 3 not supported"),
        (lambda: torch.linalg.matrix_norm(torch.ones(2, 3), ord="abc"), "Order abc not"),
        (
            lambda: torch.linalg.svd(torch.ones(3)),
            "^linalg.svd: The input tensor A must have at least 2 dimensions.$",
        ),
        (
            lambda: torch.linalg.svd(torch.ones(2, 3), driver="gesvd"),
            "keyword argument `driver=` is only supported on CUDA inputs",
        ),
        (
            lambda: torch.linalg.eigh(torch.eye(2), UPLO="x"),
            "^Expected UPLO argument to be 'L' or 'U', but got x$",
        ),
        (lambda: torch.linalg.eigh(torch.ones(2, 3)), "must be batches of square matrices"),
        (
            lambda: torch.linalg.norm(torch.ones(2, 3), ord="fro", dim=1),
            "^linalg.matrix_norm: dim must be a 2-tuple. Got 1$",
        ),
        (
            lambda: torch.linalg.norm(torch.ones(2, 3, 4), ord=2),
            "^linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. "
            "Got 3D.$",
        ),
    ]
    for call, message in cases:
        with pytest.raises(RuntimeError, match=message):
            call()


def test_solve_broadcasts_batches_and_takes_vectors():
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (2, 3, 3)) + 3 * np.eye(3)
    b = rng.uniform(-1, 1, (2, 3))  # a batch of vectors: A's batch shape
    x = torch.linalg.solve(torch.tensor(a), torch.tensor(b))
    assert x.shape == (2, 3)
    np.testing.assert_allclose(np.einsum("bij,bj->bi", a, x.numpy()), b, rtol=1e-12, atol=1e-12)
    right = torch.linalg.solve(torch.tensor(a), torch.tensor(b[:, None, :]), left=False)
    np.testing.assert_allclose((right.numpy() @ a)[:, 0], b, rtol=1e-12, atol=1e-12)


def test_gradient_of_det_at_a_singular_matrix_is_its_cofactor_matrix():
    """Where the inverse does not exist the cofactors still do: d det / dA = cof(A)."""
    values = [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]]  # rank 2
    a = torch.tensor(values, dtype=torch.float64, requires_grad=True)
    torch.linalg.det(a).backward()
    m = np.array(values)
    cofactors = np.array(
        [
            [(-1) ** (i + j) * np.linalg.det(np.delete(np.delete(m, i, 0), j, 1)) for j in range(3)]
            for i in range(3)
        ]
    )
    np.testing.assert_allclose(a.grad.numpy(), cofactors, atol=1e-12)
    batch = torch.tensor([values, np.eye(3).tolist()], dtype=torch.float64, requires_grad=True)
    assert torch.autograd.gradcheck(torch.linalg.det, (batch,))
    with pytest.raises(RuntimeError, match="linalg.slogdet: the gradient at a singular matrix"):
        torch.linalg.slogdet(a).logabsdet.backward()


def test_cholesky_gradient_is_symmetric_and_the_sign_has_no_history():
    a = torch.tensor([[4.0, 1.0], [1.0, 3.0]], dtype=torch.float64, requires_grad=True)
    torch.linalg.cholesky(a).sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), a.grad.numpy().T, rtol=1e-14)
    sign, logabsdet = torch.linalg.slogdet(a)
    assert sign.grad_fn is None and not sign.requires_grad
    assert type(logabsdet.grad_fn).__name__ == "LinalgSlogdetBackward0"


@settings(max_examples=60, deadline=None)
@given(
    hs.lists(hs.integers(1, 3), max_size=2),
    hs.lists(hs.integers(1, 3), max_size=2),
    hs.integers(1, 3),
    hs.integers(1, 3),
    hs.booleans(),
)
def test_solve_broadcasts_batch_dims_like_numpy(batch_a, batch_b, n, k, left):
    """Batch dims broadcast (a size-1 dim stretches on either side); the meta kernel gives
    the same shape without computing."""
    rng = np.random.default_rng(len(batch_a) * 7 + len(batch_b))
    a = rng.uniform(-1, 1, (*batch_a, n, n)) + n * np.eye(n)
    b_shape = (*[1 if i % 2 else s for i, s in enumerate(batch_b)], n, k)
    if not left:
        b_shape = (*b_shape[:-2], k, n)
    b = rng.uniform(-1, 1, b_shape)
    # B of A's batch shape minus one dim is a batch of vectors (PyTorch's rule): not here
    assume(b.ndim != a.ndim - 1 or b.shape != a.shape[:-1])
    try:
        expected_shape = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    except ValueError:
        with pytest.raises(RuntimeError, match="must match the size of tensor b"):
            torch.linalg.solve(torch.tensor(a), torch.tensor(b), left=left)
        return
    x = torch.linalg.solve(torch.tensor(a), torch.tensor(b), left=left)
    if left:
        expected = np.linalg.solve(np.broadcast_to(a, (*expected_shape, n, n)), b)
    else:
        expected = np.swapaxes(
            np.linalg.solve(np.swapaxes(a, -1, -2), np.swapaxes(b, -1, -2)), -1, -2
        )
    np.testing.assert_allclose(x.numpy(), expected, rtol=1e-10, atol=1e-12)
    meta = torch.linalg.solve(
        torch.empty(a.shape, dtype=torch.float64, device="meta"),
        torch.empty(b.shape, dtype=torch.float64, device="meta"),
        left=left,
    )
    assert meta.shape == x.shape


def test_svd_shapes_and_the_legacy_form():
    a = torch.arange(6.0, dtype=torch.float64).reshape(2, 3)
    U, S, Vh = torch.linalg.svd(a)
    assert (U.shape, S.shape, Vh.shape) == ((2, 2), (2,), (3, 3))
    np.testing.assert_allclose((U * S) @ Vh[:2], a.numpy(), atol=1e-12)
    U, S, V = torch.svd(a)  # V, not Vh; reduced unless some=False
    assert (U.shape, V.shape) == ((2, 2), (3, 2))
    np.testing.assert_allclose((U * S) @ V.mT, a.numpy(), atol=1e-12)
    U, S, V = torch.svd(a, compute_uv=False)
    assert U.abs().sum().item() == 0 and V.shape == (3, 3)
    meta = torch.linalg.svd(torch.empty(4, 2, 5, device="meta"), full_matrices=False)
    assert [tuple(t.shape) for t in meta] == [(4, 2, 2), (4, 2), (4, 2, 5)]


def test_eigh_reads_one_triangle_and_reconstructs():
    a = torch.tensor([[2.0, 1.0], [-7.0, 3.0]], dtype=torch.float64)  # not symmetric
    lower = np.array([[2.0, -7.0], [-7.0, 3.0]])
    values, vectors = torch.linalg.eigh(a)
    np.testing.assert_allclose(values.numpy(), np.linalg.eigvalsh(lower), rtol=1e-12)
    np.testing.assert_allclose((vectors * values) @ vectors.mT, lower, atol=1e-12)
    upper = torch.linalg.eigvalsh(a, UPLO="U")
    np.testing.assert_allclose(upper.numpy(), np.linalg.eigvalsh([[2.0, 1.0], [1.0, 3.0]]))


def test_svd_without_vectors_has_no_gradient():
    a = torch.ones(2, 2, dtype=torch.float64, requires_grad=True)
    S = torch.ops.aten._linalg_svd(a, compute_uv=False)[1]
    with pytest.raises(RuntimeError, match="Setting compute_uv to false in torch.svd"):
        S.sum().backward()
