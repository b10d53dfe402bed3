"""Sparse COO tensors: construction, dispatch on SparseCPU, kernels against dense numpy."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.autograd import gradcheck

IDX = [[1, 0, 1], [2, 0, 2]]
VAL = [3.0, 4.0, 5.0]
DENSE = np.array([[4.0, 0.0, 0.0], [0.0, 0.0, 8.0]])  # IDX/VAL summed


def sp(dtype=torch.float64):
    return torch.sparse_coo_tensor(IDX, VAL, (2, 3), dtype=dtype)


def test_construction_and_inspection() -> None:
    s = sp()
    assert s.is_sparse and s.layout is torch.sparse_coo and not torch.ones(2).is_sparse
    assert s.shape == (2, 3) and s.dtype is torch.float64 and s.device.type == "cpu"
    assert (s._nnz(), s.sparse_dim(), s.dense_dim(), s.is_coalesced()) == (3, 2, 0, False)
    assert s._indices().tolist() == IDX and s._values().tolist() == VAL
    assert str(s._impl.key_set_obj()) == "DispatchKeySet(SparseCPU, ADInplaceOrView)"
    with pytest.raises(RuntimeError, match="Cannot get indices on an uncoalesced tensor"):
        s.indices()
    np.testing.assert_array_equal(s.to_dense().numpy(), DENSE)
    # inferred size: largest index + 1 per sparse dim, then the values' dense dims
    t = torch.sparse_coo_tensor(IDX, [[1.0], [2.0], [3.0]])
    assert t.shape == (2, 3, 1) and t.dense_dim() == 1
    assert torch.sparse_coo_tensor([[0]], [1.0]).is_coalesced()  # nnz <= 1


def test_construction_errors() -> None:
    with pytest.raises(RuntimeError, match="indices must be sparse_dim x nnz, but got: \\[2\\]"):
        torch.sparse_coo_tensor([0, 1], [1.0, 2.0])
    with pytest.raises(RuntimeError, match="nnz from indices: 3, nnz from values: 2"):
        torch.sparse_coo_tensor(IDX, [1.0, 2.0])
    with pytest.raises(RuntimeError, match="len\\(size\\) = 1, sparse_dim = 2, dense_dim = 0"):
        torch.sparse_coo_tensor(IDX, VAL, (2,))
    with pytest.raises(RuntimeError, match="found negative index -1 for dim 0"):
        torch.sparse_coo_tensor([[0, -1]], [1.0, 2.0])


def test_coalesce_sums_duplicates_and_sorts() -> None:
    c = sp().coalesce()
    assert c.is_coalesced() and c.indices().tolist() == [[0, 1], [0, 2]]
    assert c.values().tolist() == [4.0, 8.0]
    assert c.coalesce() is c


def test_to_sparse_round_trip() -> None:
    dense = torch.tensor(DENSE)
    s = dense.to_sparse()
    assert s.is_coalesced() and s.indices().tolist() == [[0, 1], [0, 2]]
    np.testing.assert_array_equal(s.to_dense().numpy(), DENSE)
    rows = torch.tensor([[0.0, 1.0], [2.0, 0.0], [0.0, 0.0]]).to_sparse(1)
    assert rows.indices().tolist() == [[0, 1]] and rows.values().tolist() == [[0, 1], [2, 0]]
    assert s.to_sparse() is s
    with pytest.raises(RuntimeError, match="sparse_dim argument !=self.sparse_dim"):
        s.to_sparse(1)


def test_printing_matches_pytorch_layout() -> None:
    text = repr(torch.sparse_coo_tensor(IDX, VAL, (2, 3)))
    lines = text.split("\n")
    # PyTorch 2.13 prints the same four lines (its prefix is ``torch.``)
    assert lines[0] == "tensor(indices=tensor([[1, 0, 1],"
    assert lines[1] == "                       [2, 0, 2]]),"
    assert lines[2] == "       values=tensor([3., 4., 5.]),"
    assert lines[3].startswith("       size=(2, 3), nnz=3, layout=") and lines[3].endswith(
        "sparse_coo)"
    )
    empty = repr(torch.sparse_coo_tensor(torch.zeros(2, 0, dtype=torch.int64), torch.zeros(0)))
    assert "indices=tensor([], size=(2, 0))" in empty and "nnz=0" in empty


def test_add_routes_to_sparse_kernels() -> None:
    a = sp()
    b = torch.sparse_coo_tensor([[0, 1], [0, 1]], [1.0, 2.0], (2, 3), dtype=torch.float64)
    total = a + b
    # PyTorch 2.13: other's entries first, then self's, uncoalesced
    assert total._indices().tolist() == [[0, 1, 1, 0, 1], [0, 1, 2, 0, 2]]
    assert total._values().tolist() == [1.0, 2.0, 3.0, 4.0, 5.0] and not total.is_coalesced()
    merged = a.coalesce() + b.coalesce()
    assert merged.is_coalesced() and merged.values().tolist() == [5.0, 2.0, 8.0]
    expected = DENSE + np.array([[1.0, 0, 0], [0, 2, 0]]) * 2
    np.testing.assert_array_equal(a.add(b, alpha=2).to_dense().numpy(), expected)
    dense = torch.ones(2, 3, dtype=torch.float64)
    np.testing.assert_array_equal((dense + a).numpy(), 1 + DENSE)
    before = dense._version
    dense.add_(a, alpha=-1)
    np.testing.assert_array_equal(dense.numpy(), 1 - DENSE)
    assert dense._version == before + 1
    with pytest.raises(RuntimeError, match="add\\(sparse, dense\\) is not supported"):
        a + dense
    a.add_(b)
    assert a._nnz() == 5
    np.testing.assert_array_equal(a.to_dense().numpy(), DENSE + [[1, 0, 0], [0, 2, 0]])


def test_mul_neg_sum_clone_zero() -> None:
    s = sp()
    np.testing.assert_array_equal((s * 2).to_dense().numpy(), DENSE * 2)
    np.testing.assert_array_equal((2 * s).to_dense().numpy(), DENSE * 2)
    np.testing.assert_array_equal((-s).to_dense().numpy(), -DENSE)
    np.testing.assert_array_equal((s * s).to_dense().numpy(), DENSE * DENSE)
    other = np.arange(6.0).reshape(2, 3)
    np.testing.assert_array_equal((s * torch.tensor(other)).to_dense().numpy(), DENSE * other)
    assert s.sum().item() == 12.0 and s.sum().dim() == 0
    c = s.clone()
    assert c._values().tolist() == VAL and c._values()._impl is not s._values()._impl
    c.zero_()
    assert c._nnz() == 0 and c.is_coalesced() and c.shape == (2, 3)
    assert s._nnz() == 3


def test_index_select() -> None:
    s = sp()
    rows = s.index_select(0, torch.tensor([1, 1]))
    # PyTorch 2.13's entries and order
    assert rows._indices().tolist() == [[0, 0, 1, 1], [2, 2, 2, 2]]
    assert rows._values().tolist() == [3.0, 5.0, 3.0, 5.0] and rows.shape == (2, 3)
    cols = s.index_select(1, torch.tensor([2, 0]))
    assert cols._indices().tolist() == [[1, 1, 0], [0, 0, 1]]
    np.testing.assert_array_equal(cols.to_dense().numpy(), DENSE[:, [2, 0]])


def test_mm_addmm_and_gradcheck() -> None:
    s = sp()
    rng = np.random.default_rng(0)
    d = rng.standard_normal((3, 4))
    np.testing.assert_allclose(torch.mm(s, torch.tensor(d)).numpy(), DENSE @ d)
    np.testing.assert_allclose(torch.sparse.mm(s, torch.tensor(d)).numpy(), DENSE @ d)
    bias = rng.standard_normal((2, 4))
    out = torch.addmm(torch.tensor(bias), s, torch.tensor(d), beta=2, alpha=3)
    np.testing.assert_allclose(out.numpy(), 2 * bias + 3 * DENSE @ d)
    left = rng.standard_normal((4, 2))
    np.testing.assert_allclose(torch.mm(torch.tensor(left), s).numpy(), left @ DENSE)
    dense = torch.tensor(d, requires_grad=True)
    assert gradcheck(lambda m: torch.sparse.mm(s, m), (dense,))


def test_dense_only_operator_names_the_sparse_key() -> None:
    with pytest.raises(
        NotImplementedError,
        match="Could not run 'aten::exp' with arguments from the 'SparseCPU' backend",
    ):
        sp().exp()
