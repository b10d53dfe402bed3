"""Variable-length sequences for the recurrent layers (``torch/nn/utils/rnn.py``).

A :class:`PackedSequence` stores a batch of sequences time step by time step: ``data``
holds, for each step, the rows of the sequences still running (longest first), and
``batch_sizes`` how many rows each step has. Packing and padding are one gather each
(``index_select`` with an index computed from the lengths), so gradients flow through
them as through any indexing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

import glasstorch.aten as at
from glasstorch.aten import Tensor
from glasstorch.aten.core.tensor_base import TensorBase
from glasstorch.c10.core import scalar_type as st

__all__ = [
    "PackedSequence",
    "invert_permutation",
    "pack_padded_sequence",
    "pack_sequence",
    "pad_packed_sequence",
    "pad_sequence",
    "unpack_sequence",
    "unpad_sequence",
]


class PackedSequence_(NamedTuple):
    data: Tensor
    batch_sizes: Tensor
    sorted_indices: Tensor | None
    unsorted_indices: Tensor | None


def _bind(optional: Tensor | None, fn: Any) -> Tensor | None:
    return None if optional is None else fn(optional)


class PackedSequence(PackedSequence_):
    """The data and per-step batch sizes of a packed batch; made by :func:`pack_padded_sequence`
    and :func:`pack_sequence`, accepted and returned by RNN, LSTM and GRU."""

    def __new__(
        cls,
        data: Tensor,
        batch_sizes: Tensor | None = None,
        sorted_indices: Tensor | None = None,
        unsorted_indices: Tensor | None = None,
    ) -> PackedSequence:
        if unsorted_indices is None:
            unsorted_indices = invert_permutation(sorted_indices)
        if batch_sizes is not None:
            if batch_sizes.device.type != "cpu":
                raise ValueError(
                    "batch_sizes should always be on CPU. Instances of PackedSequence should "
                    "never be created manually. They should be instantiated by functions like "
                    "pack_sequence and pack_padded_sequences in nn.utils.rnn. "
                    "https://pytorch.org/docs/stable/nn.html#torch.nn.utils.rnn.pack_sequence"
                )
        else:
            if not (isinstance(data, list | tuple) and len(data) == 2):
                raise AssertionError("Expected data to be a list or tuple of length 2")
            data, batch_sizes = data
        return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)

    def _with_data(self, data: Tensor, **kwargs: Any) -> PackedSequence:
        """A copy around ``data``, with the index tensors moved to its device."""
        if data is self.data:
            return self

        def move(t: Tensor) -> Tensor:
            return t.to(data.device, **kwargs)

        return type(self)(
            data,
            self.batch_sizes,
            _bind(self.sorted_indices, move),
            _bind(self.unsorted_indices, move),
        )

    def to(self, *args: Any, **kwargs: Any) -> PackedSequence:
        """``data.to(*args, **kwargs)``; the indices follow ``data`` to its device. Returns
        ``self`` when nothing changes."""
        non_blocking = bool(kwargs.get("non_blocking", False))
        return self._with_data(self.data.to(*args, **kwargs), non_blocking=non_blocking)

    def cuda(self, *args: Any, **kwargs: Any) -> PackedSequence:
        """This sequence on a CUDA device."""
        return self._with_data(self.data.cuda(*args, **kwargs))

    def cpu(self, *args: Any, **kwargs: Any) -> PackedSequence:
        """This sequence on the CPU."""
        return self._with_data(self.data.cpu(*args, **kwargs))

    def pin_memory(self) -> PackedSequence:
        """This sequence with ``data`` and the indices in pinned memory."""
        return type(self)(
            self.data.pin_memory(),
            self.batch_sizes,
            _bind(self.sorted_indices, lambda t: t.pin_memory()),
            _bind(self.unsorted_indices, lambda t: t.pin_memory()),
        )

    def double(self) -> PackedSequence:
        return self.to(dtype=st.float64)

    def float(self) -> PackedSequence:
        return self.to(dtype=st.float32)

    def half(self) -> PackedSequence:
        return self.to(dtype=st.float16)

    def long(self) -> PackedSequence:
        return self.to(dtype=st.int64)

    def int(self) -> PackedSequence:
        return self.to(dtype=st.int32)

    def short(self) -> PackedSequence:
        return self.to(dtype=st.int16)

    def char(self) -> PackedSequence:
        return self.to(dtype=st.int8)

    def byte(self) -> PackedSequence:
        return self.to(dtype=st.uint8)

    @property
    def is_cuda(self) -> bool:
        """Whether ``data`` is on a CUDA device."""
        return self.data.is_cuda

    def is_pinned(self) -> bool:
        """Whether ``data`` is in pinned memory."""
        return self.data.is_pinned()


def invert_permutation(permutation: Tensor | None) -> Tensor | None:
    """The inverse of the 1-d index tensor ``permutation`` (None stays None)."""
    if permutation is None:
        return None
    output = at.empty_like(permutation)
    arange = at.arange(0, permutation.numel(), device=permutation.device)
    output.scatter_(0, permutation, arange)
    return output


def _lengths_list(lengths: Tensor) -> list[int]:
    """Check PyTorch's conditions on ``lengths`` (1-d, CPU) and return them as ints."""
    if lengths.dim() != 1 or lengths.device.type != "cpu":
        raise RuntimeError(
            "'lengths' argument should be a 1D CPU int64 tensor, but got "
            f"{lengths.dim()}D {lengths.device} Long tensor"
        )
    return [int(n) for n in lengths.tolist()]


def _batch_sizes(lengths: list[int]) -> list[int]:
    """How many of the (longest-first) sequences are still running at each time step."""
    return [sum(1 for n in lengths if n > t) for t in range(lengths[0])] if lengths else []


def _packed_rows(lengths: list[int], batch: int) -> list[int]:
    """For each packed row, its row in the (T * batch) time-major flattening."""
    rows = []
    for t, size in enumerate(_batch_sizes(lengths)):
        rows.extend(range(t * batch, t * batch + size))
    return rows


def pack_padded_sequence(
    input: Tensor,
    lengths: Tensor | list[int],
    batch_first: bool = False,
    enforce_sorted: bool = True,
) -> PackedSequence:
    """Pack a padded (T, B, *) batch (or (B, T, *) with ``batch_first``) of sequences of
    the given ``lengths``; with ``enforce_sorted=False`` the batch is sorted first."""
    if isinstance(lengths, TensorBase):
        lengths = lengths.to(dtype=st.int64)
    else:
        lengths = at.as_tensor(lengths, dtype=st.int64, device="cpu")
    sorted_indices = None
    if not enforce_sorted:
        lengths, sorted_indices = at.sort(lengths, descending=True)
        sorted_indices = sorted_indices.to(input.device)
        input = input.index_select(0 if batch_first else 1, sorted_indices)
    lens = _lengths_list(lengths)
    if batch_first:
        input = input.transpose(0, 1)
    steps, batch = input.size(0), input.size(1)
    if len(lens) != batch:
        raise RuntimeError(
            f"Expected `len(lengths)` to be equal to batch_size, but got {len(lens)} "
            f"(batch_size={batch})"
        )
    if lens and lens[-1] <= 0:
        raise RuntimeError(
            "Length of all samples has to be greater than 0, but found an element in "
            "'lengths' that is <= 0"
        )
    if any(a < b for a, b in zip(lens, lens[1:], strict=False)):
        raise RuntimeError(
            "`lengths` array must be sorted in decreasing order when `enforce_sorted` is "
            "True. You can pass `enforce_sorted=False` to pack_padded_sequence and/or "
            "pack_sequence to sidestep this requirement if you do not need ONNX exportability."
        )
    if lens and lens[0] > steps:
        raise RuntimeError(
            f"Expected the longest length to be at most the padded length {steps}, "
            f"but got {lens[0]}"
        )
    index = at.tensor(_packed_rows(lens, batch), dtype=st.int64, device=input.device)
    data = input.reshape(steps * batch, *input.shape[2:]).index_select(0, index)
    batch_sizes = at.tensor(_batch_sizes(lens), dtype=st.int64)
    return PackedSequence(data, batch_sizes, sorted_indices, None)


def pad_packed_sequence(
    sequence: PackedSequence,
    batch_first: bool = False,
    padding_value: float = 0.0,
    total_length: int | None = None,
) -> tuple[Tensor, Tensor]:
    """Undo :func:`pack_padded_sequence`: the padded batch (in the original order) and the
    lengths; ``total_length`` pads the time dimension further."""
    batch_sizes = [int(n) for n in sequence.batch_sizes.tolist()]
    max_seq_length = len(batch_sizes)
    if total_length is not None:
        if total_length < max_seq_length:
            raise ValueError(
                "Expected total_length to be at least the length of the longest sequence in "
                f"input, but got total_length={total_length} and max sequence length being "
                f"{max_seq_length}"
            )
        max_seq_length = total_length
    data = sequence.data
    batch = batch_sizes[0] if batch_sizes else 0
    lengths = [sum(1 for size in batch_sizes if size > b) for b in range(batch)]
    # Each output slot takes a packed row; padding slots take one extra row of padding_value.
    pad_row = data.size(0)
    source = [[pad_row] * batch for _ in range(max_seq_length)]
    offset = 0
    for t, size in enumerate(batch_sizes):
        source[t][:size] = range(offset, offset + size)
        offset += size
    if batch_first:
        source = [list(col) for col in zip(*source, strict=True)] if source else []
    index = at.tensor([i for row in source for i in row], dtype=st.int64, device=data.device)
    padding = at.full((1, *data.shape[1:]), padding_value, dtype=data.dtype, device=data.device)
    outer = (batch, max_seq_length) if batch_first else (max_seq_length, batch)
    padded = at.cat([data, padding]).index_select(0, index).reshape(*outer, *data.shape[1:])
    lengths_t = at.tensor(lengths, dtype=st.int64)
    unsorted = sequence.unsorted_indices
    if unsorted is not None:
        padded = padded.index_select(0 if batch_first else 1, unsorted)
        lengths_t = lengths_t[unsorted.cpu()]
    return padded, lengths_t


def pad_sequence(
    sequences: Tensor | list[Tensor],
    batch_first: bool = False,
    padding_value: float = 0.0,
    padding_side: str = "right",
) -> Tensor:
    """Stack sequences of shape (L_i, *) into (T, B, *) (or (B, T, *)), padding each on
    ``padding_side`` to the longest length T with ``padding_value``."""
    if not isinstance(sequences, Iterable):
        raise RuntimeError(
            "pad_sequence: Expected iterable for input sequences, but got arg of type: "
            f"{type(sequences)}"
        )
    sequences = tuple(sequences)
    if padding_side not in ("left", "right"):
        raise RuntimeError(
            f"Expected padding_side to be one of left or right, but got {padding_side}."
        )
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    first = sequences[0]
    if first.dim() == 0:
        raise RuntimeError("ArrayRef: invalid slice, N = 1; size = 0")
    trailing = tuple(first.shape[1:])
    max_len = max(s.size(0) for s in sequences)
    rows = []
    for seq in sequences:
        _check_broadcastable(tuple(seq.shape[1:]), trailing)
        length = seq.size(0)
        seq = seq.to(first.dtype).expand(length, *trailing)
        pad = at.full(
            (max_len - length, *trailing), padding_value, dtype=first.dtype, device=first.device
        )
        rows.append(at.cat([seq, pad] if padding_side == "right" else [pad, seq]))
    return at.stack(rows, 0 if batch_first else 1)


def _check_broadcastable(source: tuple[int, ...], target: tuple[int, ...]) -> None:
    """PyTorch's copy_ error when a sequence's trailing dims cannot fill the output's."""
    for i in range(1, max(len(source), len(target)) + 1):
        src = source[-i] if i <= len(source) else 1
        dst = target[-i] if i <= len(target) else 1
        if src not in (dst, 1):
            raise RuntimeError(
                f"The size of tensor a ({dst}) must match the size of tensor b ({src}) at "
                f"non-singleton dimension {len(target) - i + 1}"
            )


def unpad_sequence(
    padded_sequences: Tensor, lengths: Tensor, batch_first: bool = False
) -> list[Tensor]:
    """Split a padded batch back into its sequences of the given ``lengths``."""
    if not batch_first:
        padded_sequences = padded_sequences.transpose(0, 1)
    return [seq[: int(n)].clone() for seq, n in zip(padded_sequences, lengths, strict=True)]


def pack_sequence(sequences: list[Tensor], enforce_sorted: bool = True) -> PackedSequence:
    """Pack a list of (L_i, *) sequences: :func:`pad_sequence` then
    :func:`pack_padded_sequence`."""
    lengths = at.as_tensor([v.size(0) for v in sequences])
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences: PackedSequence) -> list[Tensor]:
    """The list of sequences a :class:`PackedSequence` holds, in their original order."""
    padded, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded, lengths, batch_first=True)
