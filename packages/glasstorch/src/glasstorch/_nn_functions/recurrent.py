"""Recurrent cells and layers in the ``torch`` namespace, with PyTorch's native
signatures: the cells take their weights as arguments (``lstm_cell(input, hx, w_ih, w_hh,
b_ih, b_hh)``), the layers a flat list of them — per layer and direction ``w_ih, w_hh``,
then ``b_ih, b_hh`` when ``has_biases``, then ``w_hr`` for an LSTM with projections (whose
``h`` is narrower than its ``c``), as ``nn.LSTM._flat_weights`` lists them. Each layer
function has two overloads: a padded ``input`` (with ``batch_first``) and packed ``data``
with its ``batch_sizes``. The work is nn's: its cell steps and its layer/direction loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.python_bindings import schema_bound
from glasstorch.nn import functional as F
from glasstorch.nn.modules.rnn import GRU, LSTM, RNN, RNNBase
from glasstorch.nn.modules.rnn_cells import gru_step, lstm_step, rnn_step

__all__ = [
    "gru",
    "gru_cell",
    "lstm",
    "lstm_cell",
    "rnn_relu",
    "rnn_relu_cell",
    "rnn_tanh",
    "rnn_tanh_cell",
]


# -- cells ----------------------------------------------------------------------------------
def _check_cell(
    input: Tensor,  # noqa: A002
    hidden: Sequence[Tensor],
    w_ih: Tensor,
    w_hh: Tensor,
    gates: int,
) -> None:
    """aten's checks of a cell's input, hidden states and weights, in its order."""
    if input.size(1) != w_ih.size(1):
        raise RuntimeError(
            f"input has inconsistent input_size: got {input.size(1)} expected {w_ih.size(1)}"
        )
    for i, h in enumerate(hidden):
        if input.size(0) != h.size(0):
            raise RuntimeError(
                f"Input batch size {input.size(0)} doesn't match hidden{i} batch size {h.size(0)}"
            )
        if h.size(1) != w_hh.size(1):
            raise RuntimeError(
                f"hidden{i} has inconsistent hidden_size: got {h.size(1)}, expected {w_hh.size(1)}"
            )
    size = hidden[0].size(1)
    for label, weight in (("weight_ih", w_ih), ("weight_hh", w_hh)):
        if weight.size(0) != gates * size:
            raise RuntimeError(
                f"{label} first dim must be {gates} * hidden_size = {gates * size}, but got "
                f"{weight.size(0)}"
            )


_CELL_ARGS = "Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None)"


def _simple_cell(nonlinearity: str) -> Any:
    def cell(
        input: Tensor,  # noqa: A002
        hx: Tensor,
        w_ih: Tensor,
        w_hh: Tensor,
        b_ih: Tensor | None,
        b_hh: Tensor | None,
    ) -> Tensor:
        _check_cell(input, [hx], w_ih, w_hh, 1)
        return rnn_step(F.linear(input, w_ih, b_ih), hx, w_hh, b_hh, nonlinearity)

    cell.__doc__ = f"One Elman RNN step: h' = {nonlinearity}(x W_ih^T + b_ih + h W_hh^T + b_hh)."
    return cell


rnn_tanh_cell = schema_bound(f"rnn_tanh_cell(Tensor input, Tensor hx, {_CELL_ARGS} -> Tensor")(
    _simple_cell("tanh")
)
rnn_relu_cell = schema_bound(f"rnn_relu_cell(Tensor input, Tensor hx, {_CELL_ARGS} -> Tensor")(
    _simple_cell("relu")
)


@schema_bound(f"lstm_cell(Tensor input, Tensor[] hx, {_CELL_ARGS} -> (Tensor, Tensor)")
def lstm_cell(
    input: Tensor,  # noqa: A002
    hx: list[Tensor],
    w_ih: Tensor,
    w_hh: Tensor,
    b_ih: Tensor | None,
    b_hh: Tensor | None,
) -> tuple[Tensor, Tensor]:
    """One LSTM step from ``hx = [h, c]``: (h', c'), gates i, f, g, o."""
    if len(hx) != 2:
        raise RuntimeError("lstm_cell expects two hidden states")
    _check_cell(input, hx, w_ih, w_hh, 4)
    return lstm_step(F.linear(input, w_ih, b_ih), (hx[0], hx[1]), w_hh, b_hh)


@schema_bound(f"gru_cell(Tensor input, Tensor hx, {_CELL_ARGS} -> Tensor")
def gru_cell(
    input: Tensor,  # noqa: A002
    hx: Tensor,
    w_ih: Tensor,
    w_hh: Tensor,
    b_ih: Tensor | None,
    b_hh: Tensor | None,
) -> Tensor:
    """One GRU step, gates r, z, n."""
    _check_cell(input, [hx], w_ih, w_hh, 3)
    return gru_step(F.linear(input, w_ih, b_ih), hx, w_hh, b_hh)


# -- layers ---------------------------------------------------------------------------------
class _Layers:
    """One call's layers: the configuration and the flat weights, grouped per layer and
    direction as ``RNNBase``'s loop (whose methods these are) reads them."""

    _run = RNNBase._run
    _run_direction = RNNBase._run_direction
    _forward_flat = RNNBase._forward_flat
    nonlinearity = "tanh"

    def __init__(
        self,
        params: Sequence[Tensor],
        has_biases: bool,
        num_layers: int,
        dropout: float,
        train: bool,
        bidirectional: bool,
        proj_size: int = 0,
    ) -> None:
        stride = 2 + 2 * has_biases + (proj_size > 0)
        groups = num_layers * (2 if bidirectional else 1)
        if len(params) != groups * stride:
            raise RuntimeError("got an incorrect number of RNN parameters")
        self.all_weights = [list(params[i * stride : (i + 1) * stride]) for i in range(groups)]
        self.bias = has_biases
        self.num_layers = num_layers
        self.dropout = dropout
        self.training = train
        self.bidirectional = bidirectional
        self.proj_size = proj_size

    def check(self, input: Tensor, hidden: Sequence[Tensor], batch: int) -> None:  # noqa: A002
        """The input's feature size and the state shapes (h, then an LSTM's c)."""
        w_ih, w_hh = self.all_weights[0][0], self.all_weights[0][1]
        if input.size(-1) != w_ih.size(1):
            raise RuntimeError(
                "input.size(-1) must be equal to input_size. Expected "
                f"{w_ih.size(1)}, got {input.size(-1)}"
            )
        sizes = [w_hh.size(1), w_hh.size(0) // 4]  # h (or its projection), an LSTM's c
        for i, h in enumerate(hidden):
            expected = (len(self.all_weights), batch, sizes[i])
            if tuple(h.shape) != expected:
                label = f"hidden[{i}]" if len(hidden) > 1 else "hidden"
                raise RuntimeError(f"Expected {label} size {expected}, got {list(h.shape)}")

    def padded(self, input: Tensor, hx: Any, batch_first: bool) -> tuple[Tensor, Any]:  # noqa: A002
        """(output, final state) for a (L, N, H_in) input, or (N, L, H_in) ``batch_first``."""
        if input.dim() != 3:
            raise RuntimeError(f"input must have 3 dimensions, got {input.dim()}")
        x = input.transpose(0, 1) if batch_first else input
        steps, batch = x.size(0), x.size(1)
        self.check(input, hx if isinstance(hx, tuple) else [hx], batch)
        output, hidden = self._forward_flat(x.reshape(steps * batch, -1), [batch] * steps, hx)
        output = output.reshape(steps, batch, -1)
        return (output.transpose(0, 1) if batch_first else output), hidden

    def packed(self, data: Tensor, batch_sizes: Tensor, hx: Any) -> tuple[Tensor, Any]:
        """(output rows, final state) for packed ``data`` with its ``batch_sizes``."""
        if data.dim() != 2:
            raise RuntimeError(f"input must have 2 dimensions, got {data.dim()}")
        sizes = [int(n) for n in batch_sizes.tolist()]
        self.check(data, hx if isinstance(hx, tuple) else [hx], sizes[0] if sizes else 0)
        return self._forward_flat(data, sizes, hx)


class _RNNTanhLayers(_Layers):
    _step = RNN._step


class _RNNReluLayers(_Layers):
    _step = RNN._step
    nonlinearity = "relu"


class _GRULayers(_Layers):
    _step = GRU._step


class _LSTMLayers(_Layers):
    _step = LSTM._step


_LAYERS_ARGS = (
    "Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, "
    "bool bidirectional"
)


def _single_state(name: str, layers: type[_Layers]) -> Any:
    """``rnn_tanh``/``rnn_relu``/``gru``: both overloads, with one state tensor ``hx``."""

    def padded(
        input: Tensor,  # noqa: A002
        hx: Tensor,
        params: list[Tensor],
        has_biases: bool,
        num_layers: int,
        dropout: float,
        train: bool,
        bidirectional: bool,
        batch_first: bool,
    ) -> tuple[Tensor, Tensor]:
        run = layers(params, has_biases, num_layers, dropout, train, bidirectional)
        return run.padded(input, hx, batch_first)

    def packed(
        data: Tensor,
        batch_sizes: Tensor,
        hx: Tensor,
        params: list[Tensor],
        has_biases: bool,
        num_layers: int,
        dropout: float,
        train: bool,
        bidirectional: bool,
    ) -> tuple[Tensor, Tensor]:
        run = layers(params, has_biases, num_layers, dropout, train, bidirectional)
        return run.packed(data, batch_sizes, hx)

    padded.__doc__ = (
        f"``{name}`` over every layer and direction: (output, h_n) from the initial state "
        "``hx`` (layers * directions, N, H) and the flat weights ``params``."
    )
    return schema_bound(
        f"{name}.input(Tensor input, Tensor hx, {_LAYERS_ARGS}, bool batch_first) "
        "-> (Tensor, Tensor)",
        f"{name}.data(Tensor data, Tensor batch_sizes, Tensor hx, {_LAYERS_ARGS}) "
        "-> (Tensor, Tensor)",
    )(padded, packed)


rnn_tanh = _single_state("rnn_tanh", _RNNTanhLayers)
rnn_relu = _single_state("rnn_relu", _RNNReluLayers)
gru = _single_state("gru", _GRULayers)


def _lstm_layers(
    hx: Sequence[Tensor],
    params: Sequence[Tensor],
    has_biases: bool,
    num_layers: int,
    dropout: float,
    train: bool,
    bidirectional: bool,
) -> _LSTMLayers:
    """The layers of an LSTM call; projections when ``h`` is narrower than ``c``."""
    if len(hx) != 2:
        raise RuntimeError("lstm expects two hidden states")
    proj_size = hx[0].size(2) if hx[0].size(2) != hx[1].size(2) else 0
    return _LSTMLayers(params, has_biases, num_layers, dropout, train, bidirectional, proj_size)


def _lstm_padded(
    input: Tensor,  # noqa: A002
    hx: list[Tensor],
    params: list[Tensor],
    has_biases: bool,
    num_layers: int,
    dropout: float,
    train: bool,
    bidirectional: bool,
    batch_first: bool,
) -> tuple[Tensor, Tensor, Tensor]:
    """LSTM over every layer and direction: (output, h_n, c_n) from ``hx = [h_0, c_0]`` and
    the flat weights ``params``."""
    run = _lstm_layers(hx, params, has_biases, num_layers, dropout, train, bidirectional)
    output, (h, c) = run.padded(input, (hx[0], hx[1]), batch_first)
    return output, h, c


def _lstm_packed(
    data: Tensor,
    batch_sizes: Tensor,
    hx: list[Tensor],
    params: list[Tensor],
    has_biases: bool,
    num_layers: int,
    dropout: float,
    train: bool,
    bidirectional: bool,
) -> tuple[Tensor, Tensor, Tensor]:
    run = _lstm_layers(hx, params, has_biases, num_layers, dropout, train, bidirectional)
    output, (h, c) = run.packed(data, batch_sizes, (hx[0], hx[1]))
    return output, h, c


lstm = schema_bound(
    f"lstm.input(Tensor input, Tensor[] hx, {_LAYERS_ARGS}, bool batch_first) "
    "-> (Tensor, Tensor, Tensor)",
    f"lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, {_LAYERS_ARGS}) "
    "-> (Tensor, Tensor, Tensor)",
)(_lstm_padded, _lstm_packed)
