"""RNN, LSTM, GRU and their cells against a numpy re-implementation of the cell equations
with the modules' own weights (PyTorch's gate order: LSTM i, f, g, o; GRU r, z, n)."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn

rng = np.random.default_rng(5)


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-x))


def lstm_cell(x, h, c, w_ih, w_hh, b_ih, b_hh, w_hr=None):  # type: ignore[no-untyped-def]
    gates = x @ w_ih.T + b_ih + h @ w_hh.T + b_hh
    i, f, g, o = np.split(gates, 4, axis=-1)
    c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(g)
    h = _sigmoid(o) * np.tanh(c)
    return (h @ w_hr.T if w_hr is not None else h), c


def gru_cell(x, h, w_ih, w_hh, b_ih, b_hh):  # type: ignore[no-untyped-def]
    xr, xz, xn = np.split(x @ w_ih.T + b_ih, 3, axis=-1)
    hr, hz, hn = np.split(h @ w_hh.T + b_hh, 3, axis=-1)
    r, z = _sigmoid(xr + hr), _sigmoid(xz + hz)
    n = np.tanh(xn + r * hn)
    return (1 - z) * n + z * h


def rnn_cell(x, h, w_ih, w_hh, b_ih, b_hh, act=np.tanh):  # type: ignore[no-untyped-def]
    return act(x @ w_ih.T + b_ih + h @ w_hh.T + b_hh)


def run_reference(module: nn.RNNBase, x: np.ndarray, kind: str):  # type: ignore[no-untyped-def]
    """Sequence-first (T, N, F) numpy forward of a whole (multi-layer, bi) module."""
    dirs = 2 if module.bidirectional else 1
    layer_in = x
    h_n, c_n = [], []
    for layer in range(module.num_layers):
        outs = []
        for d in range(dirs):
            sfx = "_reverse" if d else ""
            p = {
                k: _np(getattr(module, f"{k}_l{layer}{sfx}"))
                for k in ("weight_ih", "weight_hh", "bias_ih", "bias_hh")
            }
            w_hr = _np(getattr(module, f"weight_hr_l{layer}{sfx}")) if module.proj_size else None
            size = module.proj_size or module.hidden_size
            h = np.zeros((x.shape[1], size))
            c = np.zeros((x.shape[1], module.hidden_size))
            steps = range(x.shape[0] - 1, -1, -1) if d else range(x.shape[0])
            out = [None] * x.shape[0]
            for t in steps:
                args = (layer_in[t], h)
                ws = (p["weight_ih"], p["weight_hh"], p["bias_ih"], p["bias_hh"])
                if kind == "lstm":
                    h, c = lstm_cell(layer_in[t], h, c, *ws, w_hr)
                elif kind == "gru":
                    h = gru_cell(*args, *ws)
                else:
                    h = rnn_cell(*args, *ws)
                out[t] = h
            outs.append(np.stack(out))
            h_n.append(h)
            c_n.append(c)
        layer_in = np.concatenate(outs, -1)
    return layer_in, np.stack(h_n), np.stack(c_n)


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"num_layers": 2},
        {"bidirectional": True},
        {"num_layers": 2, "bidirectional": True, "proj_size": 3},
    ],
)
def test_lstm_matches_cell_equations(kwargs: dict) -> None:
    lstm = nn.LSTM(4, 5, **kwargs).double()
    x = rng.standard_normal((6, 2, 4))
    out, (h, c) = lstm(_t(x))
    ref_out, ref_h, ref_c = run_reference(lstm, x, "lstm")
    assert np.allclose(_np(out), ref_out) and np.allclose(_np(h), ref_h)
    assert np.allclose(_np(c), ref_c)


def test_gru_and_rnn_match_cell_equations() -> None:
    gru = nn.GRU(3, 4, num_layers=2, bidirectional=True).double()
    x = rng.standard_normal((5, 2, 3))
    out, h = gru(_t(x))
    ref_out, ref_h, _ = run_reference(gru, x, "gru")
    assert np.allclose(_np(out), ref_out) and np.allclose(_np(h), ref_h)
    rnn = nn.RNN(3, 4, 2).double()
    out, h = rnn(_t(x))
    ref_out, ref_h, _ = run_reference(rnn, x, "rnn")
    assert np.allclose(_np(out), ref_out) and np.allclose(_np(h), ref_h)


def test_batch_first_initial_state_and_unbatched() -> None:
    lstm = nn.LSTM(3, 4, batch_first=True).double()
    x = rng.standard_normal((2, 5, 3))
    h0, c0 = rng.standard_normal((1, 2, 4)), rng.standard_normal((1, 2, 4))
    out, (h, c) = lstm(_t(x), (_t(h0), _t(c0)))
    assert out.shape == (2, 5, 4)
    p = [_np(getattr(lstm, f"{k}_l0")) for k in ("weight_ih", "weight_hh", "bias_ih", "bias_hh")]
    hh, cc = h0[0], c0[0]
    for t in range(5):
        hh, cc = lstm_cell(x[:, t], hh, cc, *p)
    assert np.allclose(_np(h)[0], hh) and np.allclose(_np(out)[:, -1], hh)
    single, (h1, _) = lstm(_t(x[0]))  # unbatched (L, H_in)
    assert single.shape == (5, 4) and h1.shape == (1, 4)
    assert np.allclose(_np(single), _np(lstm(_t(x[:1]))[0])[0])
    with pytest.raises(RuntimeError, match=r"Expected hidden\[0\] size"):
        lstm(_t(x), (at.zeros(1, 3, 4), at.zeros(1, 2, 4)))
    with pytest.raises(RuntimeError, match="input.size\\(-1\\) must be equal to input_size"):
        lstm(_t(np.zeros((2, 5, 2))))


def test_cells_match_equations() -> None:
    x, h, c = rng.standard_normal((2, 3)), rng.standard_normal((2, 4)), rng.standard_normal((2, 4))
    cell = nn.LSTMCell(3, 4).double()
    ws = [_np(cell.weight_ih), _np(cell.weight_hh), _np(cell.bias_ih), _np(cell.bias_hh)]
    h1, c1 = cell(_t(x), (_t(h), _t(c)))
    rh, rc = lstm_cell(x, h, c, *ws)
    assert np.allclose(_np(h1), rh) and np.allclose(_np(c1), rc)
    gcell = nn.GRUCell(3, 4).double()
    ws = [_np(gcell.weight_ih), _np(gcell.weight_hh), _np(gcell.bias_ih), _np(gcell.bias_hh)]
    assert np.allclose(_np(gcell(_t(x), _t(h))), gru_cell(x, h, *ws))
    rcell = nn.RNNCell(3, 4, nonlinearity="relu").double()
    ws = [_np(rcell.weight_ih), _np(rcell.weight_hh), _np(rcell.bias_ih), _np(rcell.bias_hh)]
    ref = rnn_cell(x, h, *ws, act=lambda v: np.maximum(v, 0))
    assert np.allclose(_np(rcell(_t(x), _t(h))), ref)
    assert gcell(_t(x[0])).shape == (4,)  # unbatched, zero initial state


def test_constructor_checks_and_dropout_between_layers() -> None:
    with pytest.raises(ValueError, match="proj_size has to be smaller than hidden_size"):
        nn.LSTM(3, 4, proj_size=4)
    with pytest.raises(ValueError, match="proj_size argument is only supported for LSTM"):
        nn.GRU(3, 4, proj_size=2)
    with pytest.warns(UserWarning, match="dropout option adds dropout after all but last"):
        nn.LSTM(3, 4, dropout=0.5)
    deep = nn.GRU(3, 4, num_layers=2, dropout=0.5).double()
    x = _t(rng.standard_normal((4, 2, 3)))
    assert not np.allclose(_np(deep(x)[0]), _np(deep(x)[0]))  # dropout while training
    deep.eval()
    assert np.allclose(_np(deep(x)[0]), _np(deep(x)[0]))
    assert len(deep.all_weights) == 2 and len(deep._flat_weights) == 8
