"""RNN, LSTM and GRU on packed sequences: every sequence's outputs and final state equal
those of running it alone; gradients through the packed recurrence; PyTorch's checks."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import gradcheck
from glasstorch.nn.utils.rnn import (
    PackedSequence,
    pack_padded_sequence,
    pack_sequence,
    pad_packed_sequence,
)

rng = np.random.default_rng(3)
LENGTHS = [3, 5, 1, 4]


def _t(shape: tuple[int, ...]) -> at.Tensor:
    return at.tensor(rng.standard_normal(shape))


def _state_of(hx, b: int):  # type: ignore[no-untyped-def]
    """Sequence ``b``'s slice of a (layers, batch, H) state or an LSTM's (h, c)."""
    if isinstance(hx, tuple):
        return tuple(h[:, b : b + 1] for h in hx)
    return hx[:, b : b + 1]


def _close(a: at.Tensor, b: at.Tensor) -> bool:
    return np.allclose(a.detach().numpy(), b.detach().numpy(), atol=1e-12)


@pytest.mark.parametrize("kind", ["RNN", "LSTM", "GRU"])
@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("with_hx", [False, True])
def test_packed_equals_each_sequence_alone(kind: str, batch_first: bool, with_hx: bool) -> None:
    kw = {"num_layers": 2, "bidirectional": True, "batch_first": batch_first}
    if kind == "LSTM":
        kw["proj_size"] = 2
    module = getattr(nn, kind)(3, 4, **kw).double()
    seqs = [_t((n, 3)) for n in LENGTHS]
    hidden = 2 if kind == "LSTM" else 4
    hx = None
    if with_hx:
        hx = _t((4, len(LENGTHS), hidden))
        if kind == "LSTM":
            hx = (hx, _t((4, len(LENGTHS), 4)))
    padded = at.stack([at.cat([s, at.zeros(5 - len(s), 3).double()]) for s in seqs])
    if not batch_first:
        padded = padded.transpose(0, 1)
    packed = pack_padded_sequence(padded, LENGTHS, batch_first=batch_first, enforce_sorted=False)
    out, final = module(packed, hx)
    assert isinstance(out, PackedSequence) and out.batch_sizes is packed.batch_sizes
    assert out.sorted_indices is packed.sorted_indices
    out_padded, lengths = pad_packed_sequence(out, batch_first=batch_first)
    assert lengths.tolist() == LENGTHS
    for b, seq in enumerate(seqs):
        x = seq.unsqueeze(0 if batch_first else 1)
        alone, alone_final = module(x, None if hx is None else _state_of(hx, b))
        got = out_padded[b, : len(seq)] if batch_first else out_padded[: len(seq), b]
        assert _close(got, alone.squeeze(0 if batch_first else 1))
        if kind == "LSTM":
            assert _close(final[0][:, b], alone_final[0][:, 0])
            assert _close(final[1][:, b], alone_final[1][:, 0])
        else:
            assert _close(final[:, b], alone_final[:, 0])
    rest = out_padded[2, 1:] if batch_first else out_padded[1:, 2]
    assert float(rest.abs().sum()) == 0.0  # sequence 2 has length 1: the rest is padding


def test_sorted_pack_and_dropout_free_eval() -> None:
    gru = nn.GRU(2, 3).double().eval()
    seqs = [_t((4, 2)), _t((2, 2))]
    out, h = gru(pack_sequence(seqs))
    assert out.sorted_indices is None and h.shape == (1, 2, 3)
    assert _close(h[0, 1], gru(seqs[1])[1][0])


def test_gradients_through_packed_lstm() -> None:
    lstm = nn.LSTM(2, 2, bidirectional=True).double()
    x = _t((3, 2, 2)).requires_grad_()
    h0 = _t((2, 2, 2)).requires_grad_()
    c0 = _t((2, 2, 2)).requires_grad_()
    params = list(lstm.parameters())

    def run(x, h0, c0, *_):  # type: ignore[no-untyped-def]
        packed = pack_padded_sequence(x, [2, 3], enforce_sorted=False)
        out, (h, c) = lstm(packed, (h0, c0))
        return pad_packed_sequence(out)[0], h, c

    assert gradcheck(run, (x, h0, c0, *params))


def test_gru_packed_gradients_reach_the_weights() -> None:
    gru = nn.GRU(2, 2, num_layers=2).double()
    x = _t((3, 2, 2)).requires_grad_()
    weights = [gru.weight_ih_l0, gru.weight_hh_l1, gru.bias_hh_l1]

    def run(x, *_):  # type: ignore[no-untyped-def]
        return pad_packed_sequence(gru(pack_padded_sequence(x, [3, 2]))[0])[0]

    assert gradcheck(run, (x, *weights))


def test_checks_match_pytorch() -> None:
    rnn = nn.RNN(3, 5, 2)
    p = pack_sequence([at.ones(3, 3), at.ones(2, 3)])
    with pytest.raises(RuntimeError, match=r"Expected hidden size \(2, 2, 5\), got \[2, 3, 5\]"):
        rnn(p, at.ones(2, 3, 5))
    with pytest.raises(
        RuntimeError, match=r"input.size\(-1\) must be equal to input_size. Expected 4, got 3"
    ):
        nn.RNN(4, 5)(p)
    with pytest.raises(
        RuntimeError, match="For batched 3-D input, hx should also be 3-D but got 2-D tensor"
    ):
        rnn(at.ones(4, 2, 3), at.ones(2, 5))
    with pytest.raises(
        ValueError, match=r"RNN input dtype \(.*float64\) does not match weight dtype"
    ):
        rnn(at.ones(4, 2, 3).double())
    with pytest.raises(
        ValueError, match="RNN: Expected input to be 2D or 3D, got 4D tensor instead"
    ):
        rnn(at.ones(4, 2, 3, 1))
    with pytest.raises(ValueError, match="LSTM: Expected input to be 2D or 3D, got 4D instead"):
        nn.LSTM(3, 5)(at.ones(4, 2, 3, 1))
    with pytest.raises(
        RuntimeError, match=r"hx and cx should also be 3-D but got \(3-D, 2-D\) tensors"
    ):
        nn.LSTM(3, 5)(at.ones(4, 2, 3), (at.ones(1, 2, 5), at.ones(2, 5)))
    with pytest.raises(
        RuntimeError, match=r"Expected hidden\[1\] size \(1, 2, 5\), got \[1, 2, 4\]"
    ):
        nn.LSTM(3, 5)(at.ones(4, 2, 3), (at.ones(1, 2, 5), at.ones(1, 2, 4)))


def test_cells_checks_and_base() -> None:
    assert issubclass(nn.LSTMCell, nn.RNNCellBase) and issubclass(nn.GRUCell, nn.RNNCellBase)
    base = nn.RNNCellBase(3, 4, True, 2)
    assert repr(base) == "RNNCellBase(3, 4)" and base.weight_ih.shape == (8, 3)
    assert repr(nn.RNNCell(3, 5, bias=False, nonlinearity="relu")) == (
        "RNNCell(3, 5, bias=False, nonlinearity=relu)"
    )
    cell, lstm = nn.RNNCell(3, 5), nn.LSTMCell(3, 5)
    with pytest.raises(RuntimeError, match="input has inconsistent input_size: got 4 expected 3"):
        cell(at.ones(2, 4))
    with pytest.raises(RuntimeError, match="Input batch size 2 doesn't match hidden0 batch size 3"):
        cell(at.ones(2, 3), at.ones(3, 5))
    with pytest.raises(
        RuntimeError, match="hidden0 has inconsistent hidden_size: got 4, expected 5"
    ):
        cell(at.ones(2, 3), at.ones(2, 4))
    with pytest.raises(ValueError, match="RNNCell: Expected hidden to be 1D or 2D, got 3D instead"):
        cell(at.ones(2, 3), at.ones(1, 2, 4))
    with pytest.raises(
        RuntimeError, match="hidden1 has inconsistent hidden_size: got 4, expected 5"
    ):
        lstm(at.ones(2, 3), (at.ones(2, 5), at.ones(2, 4)))
    with pytest.raises(ValueError, match=r"LSTMCell: Expected hx\[1\] to be 1D or 2D, got 3D"):
        lstm(at.ones(2, 3), (at.ones(2, 5), at.ones(1, 2, 5)))
    h, c = lstm(at.ones(3))
    assert h.shape == (5,) and c.shape == (5,)
