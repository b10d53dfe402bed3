"""Shape, index, product and property operators built from others: edge cases, varargs
wrappers, views versus copies, and PyTorch's errors (values observed from PyTorch 2.13).
The OpInfos run in the shape, view, composite and indexing suites."""

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st


def arange(*shape, dtype=st.float64):
    return at.tensor(np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape), dtype=dtype)


def test_tensor_split_forms():
    x = arange(10)
    assert [t.tolist() for t in at.tensor_split(x, [1, 4, 12])][-1] == []
    assert [len(t) for t in at.tensor_split(x, [5, 2])] == [5, 0, 8]
    assert [len(t) for t in x.tensor_split(at.tensor(3))] == [4, 3, 3]
    assert [len(t) for t in at.tensor_split(x, at.tensor([2, 5]))] == [2, 3, 5]
    assert [len(t) for t in at.tensor_split(x, [-3])] == [7, 3]
    assert all(t._base is x for t in at.tensor_split(x, 3))


def test_unsafe_splits_alias_without_being_views():
    x = arange(5)
    first = at.unsafe_split(x, 2)[0]
    assert first.__dict__.get("_base") is None and first.data_ptr() == x.data_ptr()
    assert [t.tolist() for t in at.unsafe_chunk(x, 2)] == [[0, 1, 2], [3, 4]]
    assert [t.shape for t in x.unsafe_split_with_sizes([1, 4])] == [(1,), (4,)]


def test_varargs_wrappers():
    shapes = [t.shape for t in at.atleast_3d(at.tensor(1.0), at.ones(2), at.ones((2, 3)))]
    assert shapes == [(1, 1, 1), (1, 2, 1), (2, 3, 1)]
    assert at.atleast_2d(at.ones(3)).shape == (1, 3)
    assert isinstance(at.atleast_1d([at.tensor(1.0), at.ones(2)]), tuple)
    assert at.block_diag(at.ones((1, 2)), at.tensor([2, 3]), at.tensor(4.0)).tolist() == [
        [1.0, 1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 2.0, 3.0, 0.0],
        [0.0, 0.0, 0.0, 0.0, 4.0],
    ]
    assert at.block_diag().shape == (1, 0)
    assert (
        at.block_diag(at.ones(1, dtype=st.int32), at.ones(1, dtype=st.float64)).dtype is st.float64
    )
    assert at.column_stack([at.tensor(1.0), at.ones(1), at.ones((1, 2))]).shape == (1, 4)


def test_broadcast_shapes():
    assert at.broadcast_shapes((2, 1), (3,)) == (2, 3)
    assert at.broadcast_shapes(at.Size([2, 1]), [1, 5]) == (2, 5)
    assert at.broadcast_shapes() == () and type(at.broadcast_shapes(2)).__name__ == "Size"
    message = "length 4 at -1! Mismatching argument at index 2 had \\(4,\\); but expected shape"
    with pytest.raises(RuntimeError, match=message + " should be broadcastable to \\[2, 3\\]"):
        at.broadcast_shapes((2, 1), (3,), 4)
    with pytest.raises(ValueError, match="negative length"):
        at.broadcast_shapes((-1,))


def test_fill_diagonal_wraps_tall_matrices():
    x = at.zeros((7, 3)).fill_diagonal_(5, wrap=True)
    assert [row.index(5.0) if 5.0 in row else None for row in x.tolist()] == [
        0,
        1,
        2,
        None,
        0,
        1,
        2,
    ]
    assert at.zeros((7, 3)).fill_diagonal_(5).sum().item() == 15
    assert at.zeros((2, 2, 2)).fill_diagonal_(1).tolist() == [[[1, 0], [0, 0]], [[0, 0], [0, 1]]]
    t = at.zeros((3, 3)).t()
    assert t.fill_diagonal_(2).diagonal().tolist() == [2.0, 2.0, 2.0]


def test_properties_and_conversions():
    x = arange(3)
    assert at.is_floating_point(x) and not at.is_complex(x) and at.is_signed(x)
    assert at.is_nonzero(at.tensor([1])) and not at.tensor(0.0).is_nonzero()
    assert at.is_same_size(x, x) and not x.is_same_size(arange(2))
    assert x.type_as(at.tensor([1])).dtype is st.int64
    assert x.type_as(x) is x
    y = at.ones(2)
    assert at.resize_as_(y, arange(2, 3)) is y and y.shape == (2, 3)
    assert at.ones(2).new_empty_strided((2, 3), (1, 2)).stride() == (1, 2)
    assert arange(2, 3).sum_to_size(1, 3).tolist() == [[3.0, 5.0, 7.0]]
    assert at.get_device(x) == -1 and at.is_distributed(x) is False


def test_unique_consecutive_and_unravel_index():
    x = at.tensor([1, 1, 2, 2, 3, 1, 1, 2])
    assert at.unique_consecutive(x).tolist() == [1, 2, 3, 1, 2]
    values, inverse, counts = x.unique_consecutive(return_inverse=True, return_counts=True)
    assert inverse.tolist() == [0, 0, 1, 1, 2, 3, 3, 4] and counts.tolist() == [2, 2, 1, 2, 1]
    rows, counts = at.unique_consecutive(
        at.tensor([[1, 1], [1, 1], [2, 3]]), dim=0, return_counts=True
    )
    assert rows.tolist() == [[1, 1], [2, 3]] and counts.tolist() == [2, 1]
    # PyTorch 2.13: indices out of range and negative ones wrap
    rows, cols = at.unravel_index(at.tensor([[4, -1, 6]]), (2, 3))
    assert rows.tolist() == [[1, 1, 0]] and cols.tolist() == [[1, 2, 0]]
    assert [t.item() for t in at.unravel_index(at.tensor(5), (2, 3))] == [1, 2]


def test_products_and_distances():
    assert at.vdot(at.tensor([1 + 2j, 3j]), at.tensor([2j, 1 + 0j])).item() == 4 - 1j
    nan_self = at.full((2, 3), float("nan"))
    result = at.addr(nan_self, at.tensor([1.0, 2.0]), at.tensor([1.0, 2.0, 3.0]), beta=0)
    assert result.tolist() == [[1.0, 2.0, 3.0], [2.0, 4.0, 6.0]]
    m = at.ones((2, 3))
    assert m.addr_(at.tensor([1.0, 1.0]), at.tensor([1.0, 2.0, 3.0])) is m
    assert at.inner(at.tensor(2.0), at.ones((4, 3))).shape == (4, 3)
    assert at.adjoint(at.tensor([[1 + 1j, 2]])).tolist() == [[1 - 1j], [2]]
    r = at.tensor([[1.0, 2.0], [3.0, 4.0]])
    assert r.renorm_(2, 0, 2.5) is r and r.tolist()[1] == pytest.approx([1.5, 2.0])


def test_index_copy_and_index_reduce_forms():
    x = at.zeros(3)
    assert x.index_copy_(0, at.tensor([1, 1]), at.tensor([5.0, 6.0])) is x
    assert x.tolist() == [0.0, 6.0, 0.0]  # the last of a repeated index wins, as in PyTorch
    assert at.tensor(1.0).index_copy(0, at.tensor([0]), at.tensor(5.0)).item() == 5.0
    y = at.ones((3, 2))
    source = at.tensor([[2.0, 3.0], [4.0, 5.0], [6.0, 7.0]])
    with pytest.warns(UserWarning, match="index_reduce\\(\\) is in beta"):
        y.index_reduce_(0, at.tensor([0, 0, 2]), source, "amax", include_self=False)
    assert y.tolist() == [[4.0, 5.0], [1.0, 1.0], [6.0, 7.0]]


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: at.tensor_split(arange(4), 0), RuntimeError, "number of sections must be larger"),
        (lambda: at.tensor_split(at.tensor(1.0), 1), RuntimeError, "at least a 1-dimensional"),
        (lambda: at.tensor_split(arange(4), at.tensor([1.0])), RuntimeError, "dtype of long"),
        (lambda: at.tensor_split(arange(4), at.tensor([[1]])), RuntimeError, "zero-dimensional or"),
        (lambda: at.hsplit(at.ones((2, 5)), 3), RuntimeError, "not divisible by the split_size 3"),
        (lambda: at.vsplit(at.ones(6), 2), RuntimeError, "at least 2 dimension, but got a tensor"),
        (lambda: at.dsplit(at.ones((2, 6)), 2), RuntimeError, "at least 3 dimension"),
        (lambda: at.rot90(arange(6), 1), RuntimeError, "expected total dims >= 2"),
        (
            lambda: at.rot90(at.ones((2, 2)), 1, [0, 0]),
            RuntimeError,
            "rotation dims to be different",
        ),
        (lambda: at.rot90(at.ones((2, 2)), 1, [0]), RuntimeError, "total rotation dims == 2"),
        (lambda: at.fliplr(at.ones(2)), RuntimeError, "Input must be >= 2-d."),
        (lambda: at.flipud(at.tensor(1.0)), RuntimeError, "Input must be >= 1-d."),
        (lambda: at.block_diag(at.ones((1, 1, 1))), RuntimeError, "Input 0 has 3 dimensions"),
        (lambda: at.zeros(2).fill_diagonal_(5), RuntimeError, "dimensions must larger than 1"),
        (lambda: at.zeros((2, 3, 2)).fill_diagonal_(5), RuntimeError, "must be of equal length"),
        (lambda: at.take_along_dim(at.ones((2, 2)), at.ones((2, 2)), 1), RuntimeError, "Long"),
        (
            lambda: at.take_along_dim(at.ones((2, 2)), at.tensor([1]), 1),
            RuntimeError,
            "same number",
        ),
        (lambda: at.ones((2, 3)).sum_to_size(2), RuntimeError, "is not expandable to size"),
        (lambda: at.combinations(at.ones((2, 2))), RuntimeError, "Expect a 1D vector"),
        (lambda: at.combinations(at.ones(2), -1), RuntimeError, "Expect a non-negative number"),
        (lambda: at.is_nonzero(at.ones(2)), RuntimeError, "more than one value is ambiguous"),
        (lambda: at.inner(at.ones((2, 3)), at.ones((4, 2))), RuntimeError, "last dimension must"),
        (
            lambda: at.vdot(at.ones((2, 1)), at.ones(2)),
            RuntimeError,
            "1D tensors expected, but got 2D",
        ),
        (
            lambda: at.addr(at.ones((2, 3)), at.ones((2, 2)), at.ones(3)),
            RuntimeError,
            "1-D argument vec1",
        ),
        (lambda: at.ones(2).adjoint(), RuntimeError, "only supported on matrices"),
        (lambda: at.renorm(at.ones((2, 2)), -1, 0, 2.5), RuntimeError, "non-positive-norm"),
        (lambda: at.renorm(at.ones((2, 2)), 2, 0, -2.5), RuntimeError, "maxnorm to be >= 0"),
        (lambda: at.renorm(at.ones(2), 2, 0, 1), RuntimeError, "needs at least 2 dimensions"),
        (
            lambda: at.zeros((3, 4)).index_copy(0, at.tensor([[2, 0]]), at.ones((2, 4))),
            IndexError,
            "dimension 1 or 0",
        ),
        (
            lambda: at.zeros((3, 4)).index_copy(0, at.tensor([2]), at.ones((2, 4))),
            IndexError,
            "Number of indices \\(1\\)",
        ),
        (
            lambda: at.zeros((3, 4)).index_copy(0, at.tensor([2.0]), at.ones((1, 4))),
            RuntimeError,
            "Expected a long tensor",
        ),
        (
            lambda: at.zeros((3, 4)).index_copy(0, at.tensor([5]), at.ones((1, 4))),
            IndexError,
            "index 5 is out of bounds",
        ),
        (
            lambda: at.zeros((3, 4)).index_copy(
                0, at.tensor([1]), at.ones((1, 4), dtype=st.float64)
            ),
            RuntimeError,
            "same dtype",
        ),
        (
            lambda: at.ones((3, 2)).index_reduce(0, at.tensor([0]), at.ones((1, 2)), "sum"),
            RuntimeError,
            "prod, mean, amax or amin but got sum",
        ),
        (lambda: at.unravel_index(at.tensor([1.0]), (2, 3)), TypeError, "integer dtype"),
        (
            lambda: at.unravel_index(at.tensor([4]), (2, -3)),
            ValueError,
            "cannot have negative values",
        ),
    ],
)
@pytest.mark.filterwarnings("ignore:index_reduce\\(\\) is in beta")
def test_errors_read_like_pytorchs(call, error, message):
    with pytest.raises(error, match=message):
        call()
