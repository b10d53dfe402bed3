"""nn.utils.rnn: packing, padding and PackedSequence, against hand-computed layouts and
PyTorch's observed results and errors."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.autograd import gradcheck
from glasstorch.c10.core.scalar_type import float64, int64
from glasstorch.nn.utils.rnn import (
    PackedSequence,
    invert_permutation,
    pack_padded_sequence,
    pack_sequence,
    pad_packed_sequence,
    pad_sequence,
    unpack_sequence,
    unpad_sequence,
)


def _list(t: at.Tensor) -> list:
    return t.detach().tolist()


X = at.arange(12.0).reshape(4, 3)  # (T=4, B=3): x[t, b] = 3 t + b


def test_pack_padded_sorted_and_unsorted() -> None:
    p = pack_padded_sequence(X, [3, 2, 1])
    assert _list(p.data) == [0.0, 1.0, 2.0, 3.0, 4.0, 6.0]
    assert _list(p.batch_sizes) == [3, 2, 1] and p.batch_sizes.dtype == int64
    assert p.sorted_indices is None and p.unsorted_indices is None
    # PyTorch: data [1, 0, 2, 4, 3, 7], sorted_indices [1, 0, 2], unsorted_indices [1, 0, 2]
    q = pack_padded_sequence(X, at.tensor([2, 3, 1]), enforce_sorted=False)
    assert _list(q.data) == [1.0, 0.0, 2.0, 4.0, 3.0, 7.0]
    assert _list(q.sorted_indices) == [1, 0, 2] and _list(q.unsorted_indices) == [1, 0, 2]
    # batch_first: (B, T) with lengths [2, 1]
    r = pack_padded_sequence(at.tensor([[1, 2, 0], [3, 0, 0]]), [2, 1], batch_first=True)
    assert _list(r.data) == [1, 3, 2] and _list(r.batch_sizes) == [2, 1]
    # float lengths are truncated to int64, as in PyTorch
    assert _list(pack_padded_sequence(X, at.tensor([3.0, 2.0, 1.0])).batch_sizes) == [3, 2, 1]
    assert repr(p).startswith("PackedSequence(data=tensor([0., 1., 2., 3., 4., 6.]), batch_sizes")


@pytest.mark.parametrize(
    ("lengths", "kwargs", "exc", "match"),
    [
        ([2, 3, 1], {}, RuntimeError, "`lengths` array must be sorted in decreasing order"),
        ([3, 2, 0], {}, RuntimeError, "Length of all samples has to be greater than 0"),
        ([3, -2, 1], {"enforce_sorted": False}, RuntimeError, "has to be greater than 0"),
        (
            [3, 2],
            {},
            RuntimeError,
            r"`len\(lengths\)` to be equal to batch_size, but got 2 \(batch_size=3\)",
        ),
        (
            at.tensor([[3, 2, 1]]),
            {},
            RuntimeError,
            "should be a 1D CPU int64 tensor, but got 2D cpu Long tensor",
        ),
    ],
)
def test_pack_padded_errors(lengths, kwargs, exc, match) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(exc, match=match):
        pack_padded_sequence(X, lengths, **kwargs)


def test_pad_packed_inverts_packing() -> None:
    p = pack_padded_sequence(X, [2, 3, 1], enforce_sorted=False)
    padded, lengths = pad_packed_sequence(p)
    assert _list(lengths) == [2, 3, 1] and lengths.dtype == int64
    assert _list(padded) == [[0.0, 1.0, 2.0], [3.0, 4.0, 0.0], [0.0, 7.0, 0.0]]
    bf, _ = pad_packed_sequence(p, batch_first=True)
    assert _list(bf) == [[0.0, 3.0, 0.0], [1.0, 4.0, 7.0], [2.0, 0.0, 0.0]]
    long, _ = pad_packed_sequence(p, total_length=5, padding_value=-1)
    assert (
        long.shape == (5, 3)
        and _list(long[2]) == [-1.0, 7.0, -1.0]
        and _list(long[4]) == [-1.0] * 3
    )
    with pytest.raises(ValueError, match="total_length=2 and max sequence length being 3"):
        pad_packed_sequence(p, total_length=2)


def test_pad_sequence_sides_and_errors() -> None:
    a, b = at.tensor([1.0, 2.0]), at.tensor([3.0, 4.0, 5.0])
    assert _list(pad_sequence([a, b])) == [[1.0, 3.0], [2.0, 4.0], [0.0, 5.0]]
    assert _list(pad_sequence([a, b], batch_first=True, padding_value=9)) == [
        [1.0, 2.0, 9.0],
        [3.0, 4.0, 5.0],
    ]
    assert _list(pad_sequence([a, b], True, padding_side="left")) == [
        [0.0, 1.0, 2.0],
        [3.0, 4.0, 5.0],
    ]
    mixed = pad_sequence([at.ones(2, 3), at.ones(1, 3, dtype=float64)])
    assert mixed.shape == (2, 2, 3) and mixed.dtype == at.ones(1).dtype
    # a tensor is an iterable of its rows
    assert pad_sequence(at.ones(2, 3)).shape == (3, 2)
    with pytest.raises(
        RuntimeError, match="padding_side to be one of left or right, but got middle"
    ):
        pad_sequence([a], padding_side="middle")
    with pytest.raises(
        RuntimeError,
        match=r"tensor a \(3\) must match the size of tensor b \(2\) at non-singleton dimension 1",
    ):
        pad_sequence([at.ones(2, 3), at.ones(3, 2)])
    with pytest.raises(RuntimeError, match="received an empty list of sequences"):
        pad_sequence([])
    with pytest.raises(
        RuntimeError,
        match="Expected iterable for input sequences, but got arg of type: <class 'int'>",
    ):
        pad_sequence(3)  # type: ignore[arg-type]


def test_pack_and_unpack_sequence_round_trip() -> None:
    seqs = [at.tensor([1, 2]), at.tensor([3, 4, 5]), at.tensor([6])]
    with pytest.raises(RuntimeError, match="must be sorted in decreasing order"):
        pack_sequence(seqs)
    p = pack_sequence(seqs, enforce_sorted=False)
    assert _list(p.data) == [3, 1, 6, 4, 2, 5] and _list(p.batch_sizes) == [3, 2, 1]
    assert [_list(s) for s in unpack_sequence(p)] == [[1, 2], [3, 4, 5], [6]]
    padded = pad_sequence(seqs)
    out = unpad_sequence(padded, at.tensor([2, 3, 1]))
    assert [_list(s) for s in out] == [[1, 2], [3, 4, 5], [6]]
    assert padded.shape == (3, 3)  # the padded batch is left as it was
    out[0][0] = 7
    assert _list(padded[0]) == [1, 3, 6]


def test_packed_sequence_class() -> None:
    assert _list(invert_permutation(at.tensor([2, 0, 1]))) == [1, 2, 0]
    assert invert_permutation(None) is None
    p = pack_padded_sequence(X, [2, 3, 1], enforce_sorted=False)
    assert PackedSequence._fields == ("data", "batch_sizes", "sorted_indices", "unsorted_indices")
    data, batch_sizes, sorted_indices, unsorted_indices = p
    assert data is p.data and isinstance(p, tuple)
    assert p.to(p.data.dtype) is p and p.float() is p
    d = p.double()
    assert d.data.dtype == float64 and d.sorted_indices is p.sorted_indices
    assert not p.is_cuda
    built = PackedSequence(p.data, p.batch_sizes, p.sorted_indices)
    assert _list(built.unsorted_indices) == [1, 0, 2]
    from_pair = PackedSequence((p.data, p.batch_sizes))
    assert from_pair.batch_sizes is p.batch_sizes and from_pair.sorted_indices is None
    with pytest.raises(AssertionError, match="Expected data to be a list or tuple of length 2"):
        PackedSequence(p.data)


def test_gradients_through_packing() -> None:
    x = at.tensor(np.random.default_rng(0).standard_normal((4, 3, 2)), requires_grad=True)

    def round_trip(t: at.Tensor) -> at.Tensor:
        packed = pack_padded_sequence(t, [2, 4, 1], enforce_sorted=False)
        return pad_packed_sequence(packed, padding_value=0.5)[0] * 2

    assert gradcheck(round_trip, (x,))
    # the padding positions get no gradient
    round_trip(x).sum().backward()
    assert _list(x.grad[:, 2, 0]) == [2.0, 0.0, 0.0, 0.0]
    seqs = [at.tensor(np.ones((n, 2)), requires_grad=True) for n in (3, 1)]
    assert gradcheck(lambda a, b: pad_sequence([a, b], padding_side="left"), tuple(seqs))
