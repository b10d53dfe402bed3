"""Sparse COO kernels and the gradients through them, against values PyTorch 2.13 gives
(written in as literals) and finite differences."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.autograd.gradcheck import GradcheckError

INDICES = [[0, 1, 1, 2], [2, 0, 2, 1]]
DENSE = np.array([[0.0, 0.0, 1.0], [2.0, 0.0, 3.0], [0.0, 4.0, 0.0]])


def sparse(requires_grad: bool = False, dtype=torch.float64):
    values = torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=dtype)
    s = torch.sparse_coo_tensor(torch.tensor(INDICES), values, (3, 3))
    return s.requires_grad_() if requires_grad else s


def hybrid():
    """One sparse dim, one dense dim of size 2; rows 1 is stored twice."""
    values = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
    return torch.sparse_coo_tensor(torch.tensor([[0, 1, 1]]), values, (3, 2))


def dense_of(t) -> np.ndarray:
    return t.to_dense().numpy() if t.layout is torch.sparse_coo else t.numpy()


# -- kernels -------------------------------------------------------------------------------
def test_transpose_swaps_sparse_dims():
    t = sparse().transpose(0, 1)
    assert t.layout is torch.sparse_coo
    np.testing.assert_array_equal(dense_of(t), DENSE.T)
    np.testing.assert_array_equal(dense_of(sparse().t()), DENSE.T)
    values = torch.arange(24.0).reshape(2, 3, 4)
    three = values.to_sparse()
    np.testing.assert_array_equal(
        dense_of(three.transpose(0, 2)), values.numpy().transpose(2, 1, 0)
    )


def test_transpose_of_a_dense_dim_is_refused_as_pytorch_does():
    with pytest.raises(
        RuntimeError, match="transposed dimensions must be sparse Got sparse_dim: 1, d0: 0, d1: 1"
    ):
        hybrid().transpose(0, 1)
    with pytest.raises(IndexError, match="Dimension out of range"):
        sparse().transpose(0, 3)


def test_sum_over_dims_is_sparse_while_sparse_dims_remain():
    by_row = torch.sparse.sum(sparse(), 1)
    assert by_row.layout is torch.sparse_coo and by_row.is_coalesced()
    np.testing.assert_array_equal(dense_of(by_row), [1.0, 5.0, 4.0])
    np.testing.assert_array_equal(dense_of(sparse().sum(0)), [2.0, 4.0, 4.0])
    total = torch.sparse.sum(sparse())
    assert total.layout is torch.strided and total.item() == 10.0
    # PyTorch: hybrid sums -> tensor([9., 12.]) dense over dim 0, sparse [3., 18.] over dim 1
    np.testing.assert_array_equal(torch.sparse.sum(hybrid(), 0).numpy(), [9.0, 12.0])
    np.testing.assert_array_equal(dense_of(torch.sparse.sum(hybrid(), 1)), [3.0, 18.0, 0.0])


def test_sum_keepdim_and_dtype():
    kept = sparse().sum(1, keepdim=True)
    assert kept.layout is torch.sparse_coo and tuple(kept.shape) == (3, 1)
    np.testing.assert_array_equal(dense_of(kept), [[1.0], [5.0], [4.0]])
    everything = sparse().sum((0, 1), keepdim=True)  # PyTorch: dense tensor([[10.]])
    assert everything.layout is torch.strided and everything.tolist() == [[10.0]]
    assert (
        torch.sparse.sum(sparse(dtype=torch.float32), 1, dtype=torch.float64).dtype is torch.float64
    )
    with pytest.raises(RuntimeError, match="dim 0 appears multiple times in the list of dims"):
        torch.sparse.sum(sparse(), (0, 0))


def test_narrow_copy_on_sparse_and_dense_dims():
    rows = sparse().narrow_copy(0, 1, 2)
    np.testing.assert_array_equal(dense_of(rows), DENSE[1:3])
    np.testing.assert_array_equal(dense_of(sparse().narrow_copy(1, -2, 2)), DENSE[:, 1:])
    # PyTorch: values [[2.], [4.], [6.]] of size (3, 1)
    block = hybrid().narrow_copy(1, 1, 1)
    assert tuple(block.shape) == (3, 1)
    np.testing.assert_array_equal(block._values().numpy(), [[2.0], [4.0], [6.0]])
    with pytest.raises(RuntimeError, match=r"must be a subset of range\(0, 3\)"):
        sparse().narrow_copy(0, 2, 2)
    np.testing.assert_array_equal(torch.arange(6.0).narrow_copy(0, 2, 3).numpy(), [2.0, 3.0, 4.0])


def test_softmax_counts_unstored_entries_as_minus_infinity():
    out = torch.sparse.softmax(sparse(), 1)
    assert out.layout is torch.sparse_coo
    # PyTorch: values [1.0000, 0.2689, 0.7311, 1.0000]
    np.testing.assert_allclose(
        out.coalesce().values().numpy(), [1.0, 0.268941, 0.731059, 1.0], atol=1e-6
    )
    log = torch.sparse.log_softmax(sparse(), 0)
    # PyTorch: values [-2.1269, 0.0000, -0.1269, 0.0000]
    np.testing.assert_allclose(
        log.coalesce().values().numpy(), [-2.126928, 0.0, -0.126928, 0.0], atol=1e-6
    )
    per_row = torch.sparse.softmax(hybrid(), 0).coalesce().values().numpy()
    # PyTorch: [[9.1105e-04, 3.3535e-04], [9.9909e-01, 9.9966e-01]] (row 1 = 3 + 5, 4 + 6)
    np.testing.assert_allclose(
        per_row, [[9.1105e-04, 3.3535e-04], [9.9909e-01, 9.9966e-01]], rtol=1e-4
    )
    with pytest.raises(NotImplementedError, match="\"softmax\" not implemented for 'Long'"):
        torch.sparse.softmax(
            torch.sparse_coo_tensor(torch.tensor([[0]]), torch.tensor([1]), (3,)), 0
        )


def test_sparse_mask_takes_the_masks_indices():
    dense = torch.arange(9.0).reshape(3, 3)
    masked = dense.sparse_mask(sparse(dtype=torch.float32))
    assert masked.layout is torch.sparse_coo
    np.testing.assert_array_equal(masked._values().numpy(), [2.0, 3.0, 5.0, 7.0])
    with pytest.raises(RuntimeError, match=r"self has size \[2, 3\] but mask has size \[3, 3\]"):
        torch.zeros(2, 3).sparse_mask(sparse(dtype=torch.float32))


def test_spmm_and_legacy_sparse_types():
    d = torch.arange(6.0, dtype=torch.float64).reshape(3, 2)
    np.testing.assert_array_equal(torch.spmm(sparse(), d).numpy(), DENSE @ d.numpy())
    t = torch.sparse.FloatTensor(
        torch.tensor(INDICES), torch.tensor([1.0, 2.0, 3.0, 4.0]), torch.Size([3, 3])
    )
    assert isinstance(t, torch.sparse.FloatTensor) and not isinstance(t, torch.sparse.DoubleTensor)
    assert not isinstance(torch.zeros(3), torch.sparse.FloatTensor)
    empty = torch.sparse.DoubleTensor(2, 3)
    assert empty.dtype is torch.float64 and empty._nnz() == 0 and tuple(empty.shape) == (2, 3)


def test_to_changes_the_dtype_of_the_values():
    t = sparse().to(torch.float32)
    assert t.layout is torch.sparse_coo and t.dtype is torch.float32
    assert t._values().dtype is torch.float32


# -- gradients -------------------------------------------------------------------------------
def test_sparse_mm_gives_a_sparse_gradient_on_the_inputs_pattern():
    s = sparse(requires_grad=True)
    d = torch.arange(6.0, dtype=torch.float64).reshape(3, 2).requires_grad_()
    torch.sparse.mm(s, d).sum().backward()
    assert s.grad.layout is torch.sparse_coo
    np.testing.assert_array_equal(s.grad._indices().numpy(), INDICES)
    # d(sum(S @ D))/dS[i, j] = sum_k D[j, k] -> row sums of D at each stored column
    np.testing.assert_array_equal(s.grad._values().numpy(), [9.0, 1.0, 9.0, 5.0])
    np.testing.assert_array_equal(d.grad.numpy(), DENSE.T @ np.ones((3, 2)))


def test_mm_and_spmm_give_a_dense_gradient_as_pytorch():
    s = sparse(requires_grad=True)
    d = torch.arange(6.0, dtype=torch.float64).reshape(3, 2)
    torch.mm(s, d).sum().backward()
    assert s.grad.layout is torch.strided
    np.testing.assert_array_equal(s.grad.numpy(), np.ones((3, 2)) @ d.numpy().T)


def test_to_dense_and_values_backward_are_masked():
    s = sparse(requires_grad=True)
    weights = torch.arange(9.0, dtype=torch.float64).reshape(3, 3)
    (s.to_dense() * weights).sum().backward()
    assert s.grad.layout is torch.sparse_coo
    np.testing.assert_array_equal(
        dense_of(s.grad), weights.numpy() * (DENSE != 0)
    )  # PyTorch: 2, 3, 5, 7
    s.grad = None
    (
        s.coalesce().values() * torch.tensor([1.0, 2.0, 3.0, 4.0], dtype=torch.float64)
    ).sum().backward()
    np.testing.assert_array_equal(dense_of(s.grad), [[0, 0, 1], [2, 0, 3], [0, 4, 0]])


def test_gradients_accumulate_into_a_sparse_grad():
    s = sparse(requires_grad=True)
    d = torch.ones(3, 2, dtype=torch.float64)
    for _ in range(2):
        torch.sparse.mm(s, d).sum().backward()
    assert s.grad.layout is torch.sparse_coo
    np.testing.assert_array_equal(dense_of(s.grad), 4.0 * (DENSE != 0))


def _finite_difference(f, values: np.ndarray, eps: float = 1e-6) -> np.ndarray:
    grad = np.zeros_like(values)
    for k in range(values.size):
        up, down = values.copy(), values.copy()
        up.flat[k] += eps
        down.flat[k] -= eps
        grad.flat[k] = (f(up) - f(down)) / (2 * eps)
    return grad


@pytest.mark.parametrize(
    "fn",
    [
        lambda s: torch.sparse.softmax(s, 1).to_dense(),
        lambda s: torch.sparse.log_softmax(s, 0).to_dense(),
        lambda s: torch.sparse.sum(s, 0).to_dense(),
        lambda s: torch.sparse.mm(s, torch.arange(6.0, dtype=torch.float64).reshape(3, 2)),
        lambda s: s.transpose(0, 1).to_dense(),
    ],
    ids=["softmax", "log_softmax", "sum", "sparse.mm", "transpose"],
)
def test_gradients_through_sparse_match_finite_differences(fn):
    weights = np.random.default_rng(0).standard_normal((3, 3))
    values0 = np.array([0.3, -1.2, 0.7, 2.0])

    def loss(values: np.ndarray):
        s = torch.sparse_coo_tensor(torch.tensor(INDICES), torch.tensor(values), (3, 3))
        out = fn(s)
        return (
            out * torch.tensor(weights[:, : out.shape[1]] if out.dim() == 2 else weights[0])
        ).sum()

    s = torch.sparse_coo_tensor(
        torch.tensor(INDICES), torch.tensor(values0), (3, 3)
    ).requires_grad_()
    out = fn(s)
    w = torch.tensor(weights[:, : out.shape[1]] if out.dim() == 2 else weights[0])
    (out * w).sum().backward()
    got = s.grad.coalesce()._values().numpy() if s.grad.layout is torch.sparse_coo else None
    expected = _finite_difference(lambda v: loss(v).item(), values0)
    np.testing.assert_allclose(got, expected, atol=1e-6)


def test_a_dense_only_operator_names_the_sparse_backend_and_the_keys_it_has():
    with pytest.raises(NotImplementedError) as caught:
        torch.cumsum(sparse(), 0)
    message = str(caught.value)
    assert message.startswith(
        "Could not run 'aten::cumsum' with arguments from the 'SparseCPU' backend. This could "
        "be because the operator doesn't exist for this backend"
    )
    # PyTorch lists the runtime keys with a kernel, in dispatch-key order
    available = message.split("is only available for these backends: [")[1].split("]")[0]
    keys = available.split(", ")
    assert keys[0] == "CPU" and "SparseCPU" not in keys
    assert keys.index("ADInplaceOrView") < keys.index("AutogradCPU") < keys.index("AutocastCPU")


def test_gradcheck_of_sparse_inputs_in_masked_mode():
    s = sparse().coalesce().requires_grad_()
    d = torch.arange(6.0, dtype=torch.float64).reshape(3, 2) / 7
    gradcheck = torch.autograd.gradcheck
    assert gradcheck(lambda s: torch.sparse.mm(s, d), (s,), masked=True)
    assert gradcheck(lambda s: torch.sparse.softmax(s, 1), (s,), masked=True)
    assert gradcheck(lambda s: torch.sparse.sum(s, 0), (s,), masked=True)
    assert gradcheck(lambda s: torch.mm(s, d), (s,))  # a dense gradient: every element
    # PyTorch: without masked, sparse.mm's masked gradient mismatches the full Jacobian
    with pytest.raises(GradcheckError, match="Jacobian mismatch"):
        gradcheck(lambda s: torch.sparse.mm(s, d), (s,))
