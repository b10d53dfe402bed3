"""Recurrent layers (``torch/nn/modules/rnn.py``): RNN, LSTM, GRU.

Parameters are named and shaped as in PyTorch (``weight_ih_l0``, ``weight_hh_l0``,
``bias_ih_l0``, ``bias_hh_l0``, ``weight_hr_l0`` for LSTM projections, ``_reverse`` for
the backward direction), gates stacked in PyTorch's order (LSTM i, f, g, o; GRU r, z, n)
and initialised from U(-1/sqrt(hidden_size), 1/sqrt(hidden_size)). The recurrence is a
Python loop over time steps of aten operators (the cells live in ``rnn_cells.py``); the
input projection of a whole sequence is one matmul.
"""

from __future__ import annotations

import math
import numbers
import warnings
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .. import functional as F
from .. import init
from ..parameter import Parameter
from ..utils.rnn import PackedSequence
from .module import Module
from .rnn_cells import GRUCell, LSTMCell, RNNCell, RNNCellBase, gru_step, lstm_step, rnn_step

__all__ = ["GRU", "GRUCell", "LSTM", "LSTMCell", "RNN", "RNNBase", "RNNCell", "RNNCellBase"]

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}


class RNNBase(Module):
    """Parameters, checks and the layer/direction loop shared by RNN, LSTM and GRU."""

    _rank_error = "Expected input to be 2D or 3D, got {}D instead"

    def __init__(
        self,
        mode: str,
        input_size: int,
        hidden_size: int,
        num_layers: int = 1,
        bias: bool = True,
        batch_first: bool = False,
        dropout: float = 0.0,
        bidirectional: bool = False,
        proj_size: int = 0,
        device: Any = None,
        dtype: Any = None,
    ) -> None:
        super().__init__()
        kw = {"device": device, "dtype": dtype}
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        num_directions = 2 if bidirectional else 1
        if (
            not isinstance(dropout, numbers.Number)
            or not 0 <= dropout <= 1
            or isinstance(dropout, bool)
        ):
            raise ValueError(
                "dropout should be a number in range [0, 1] representing the probability of an "
                "element being zeroed"
            )
        if dropout > 0 and num_layers == 1:
            warnings.warn(
                "dropout option adds dropout after all but last recurrent layer, so non-zero "
                f"dropout expects num_layers greater than 1, but got dropout={dropout} and "
                f"num_layers={num_layers}",
                stacklevel=2,
            )
        if not isinstance(hidden_size, int):
            raise TypeError(f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
        if hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError(
                "proj_size should be a positive integer or zero to disable projections"
            )
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode not in _GATES:
            raise ValueError(f"Unrecognized RNN mode: {mode}")
        gate_size = _GATES[mode] * hidden_size
        real_hidden = proj_size if proj_size > 0 else hidden_size
        self._flat_weights_names: list[str] = []
        self._all_weights: list[list[str]] = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                layer_input = input_size if layer == 0 else real_hidden * num_directions
                suffix = "_reverse" if direction == 1 else ""
                params = [
                    (f"weight_ih_l{layer}{suffix}", (gate_size, layer_input)),
                    (f"weight_hh_l{layer}{suffix}", (gate_size, real_hidden)),
                ]
                if bias:
                    params += [
                        (f"bias_ih_l{layer}{suffix}", (gate_size,)),
                        (f"bias_hh_l{layer}{suffix}", (gate_size,)),
                    ]
                if proj_size > 0:
                    params.append((f"weight_hr_l{layer}{suffix}", (proj_size, hidden_size)))
                for name, shape in params:
                    setattr(self, name, Parameter(at.empty(shape, **kw)))
                names = [name for name, _ in params]
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        """Every weight and bias from U(-1/sqrt(hidden_size), 1/sqrt(hidden_size))."""
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def flatten_parameters(self) -> None:
        """A no-op kept for PyTorch compatibility (there is no cuDNN weight buffer)."""

    @property
    def _flat_weights(self) -> list[Tensor]:
        return [getattr(self, name) for name in self._flat_weights_names]

    @property
    def all_weights(self) -> list[list[Parameter]]:
        return [[getattr(self, name) for name in names] for names in self._all_weights]

    def extra_repr(self) -> str:
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    # -- running ----------------------------------------------------------------------------
    def _real_hidden(self) -> int:
        return self.proj_size if self.proj_size > 0 else self.hidden_size

    def check_input(self, input: Tensor, batch_sizes: Tensor | None) -> None:
        """PyTorch's checks of the input's dtype, rank and feature size."""
        weight_dtype = getattr(self, self._flat_weights_names[0]).dtype
        if input.dtype != weight_dtype:
            raise ValueError(
                f"RNN input dtype ({input.dtype}) does not match weight dtype ({weight_dtype}). "
                f"Convert input: input.to({weight_dtype}), or convert model: "
                f"model.to({input.dtype})"
            )
        expected_input_dim = 2 if batch_sizes is not None else 3
        if input.dim() != expected_input_dim:
            raise RuntimeError(
                f"input must have {expected_input_dim} dimensions, got {input.dim()}"
            )
        if self.input_size != input.size(-1):
            raise RuntimeError(
                f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                f"{input.size(-1)}"
            )

    def get_expected_hidden_size(
        self, input: Tensor, batch_sizes: Tensor | None
    ) -> tuple[int, int, int]:
        """(layers * directions, batch, hidden or projection size)."""
        if batch_sizes is not None:
            mini_batch = int(batch_sizes[0])
        else:
            mini_batch = input.size(0) if self.batch_first else input.size(1)
        num_directions = 2 if self.bidirectional else 1
        return (self.num_layers * num_directions, mini_batch, self._real_hidden())

    def check_hidden_size(
        self,
        hx: Tensor,
        expected_hidden_size: tuple[int, int, int],
        msg: str = "Expected hidden size {}, got {}",
    ) -> None:
        if tuple(hx.shape) != tuple(expected_hidden_size):
            raise RuntimeError(msg.format(tuple(expected_hidden_size), list(hx.shape)))

    def check_forward_args(self, input: Tensor, hidden: Any, batch_sizes: Tensor | None) -> None:
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden, self.get_expected_hidden_size(input, batch_sizes))

    def permute_hidden(self, hx: Any, permutation: Tensor | None) -> Any:
        """The hidden state with its batch dimension reordered by ``permutation``."""
        if permutation is None:
            return hx
        return _map_state(lambda h: h.index_select(1, permutation), hx)

    def _step(self, x: Tensor, state: Any, weights: list[Tensor]) -> Any:
        raise NotImplementedError

    def _run_direction(
        self, steps: list[Tensor], h0: Any, weights: list[Tensor], reverse: bool
    ) -> tuple[list[Tensor], Any]:
        """Run one layer in one direction over the projected inputs of each time step.

        The steps' batch sizes never grow (packed sequences end longest-last): going
        forward, the rows of sequences that have ended are set aside with their final
        state; going backward, a sequence joins with its initial state at its last step.
        """
        outputs: list[Tensor] = [None] * len(steps)  # type: ignore[list-item]
        order = range(len(steps) - 1, -1, -1) if reverse else range(len(steps))
        state = h0
        if reverse and steps:
            state = _slice_state(h0, 0, steps[-1].size(0))
        ended: list[Any] = []
        for t in order:
            size, rows = steps[t].size(0), _rows(state)
            if size < rows:
                ended.append(_slice_state(state, size, rows))
                state = _slice_state(state, 0, size)
            elif size > rows:
                joining = _slice_state(h0, rows, size)
                state = _zip_state(lambda h, new: at.cat([h, new]), state, joining)
            state = self._step(steps[t], state, weights)
            outputs[t] = state[0] if isinstance(state, tuple) else state
        if ended:
            state = _zip_state(lambda *parts: at.cat(parts), state, *reversed(ended))
        return outputs, state

    def _run(
        self, data: Tensor, batch_sizes: list[int], states: list[Any]
    ) -> tuple[Tensor, list[Any]]:
        """All layers and directions over time-major ``data`` (rows of step 0, then step 1,
        ... with ``batch_sizes`` rows each); the output rows and the final state per layer."""
        num_directions = 2 if self.bidirectional else 1
        weights = self.all_weights
        finals: list[Any] = []
        layer_input = data
        for layer in range(self.num_layers):
            outs = []
            for direction in range(num_directions):
                idx = layer * num_directions + direction
                w = weights[idx]
                projected = F.linear(layer_input, w[0], w[2] if self.bias else None)
                outputs, final = self._run_direction(
                    list(projected.split(batch_sizes)), states[idx], w, reverse=direction == 1
                )
                outs.append(at.cat(outputs))
                finals.append(final)
            layer_input = outs[0] if num_directions == 1 else at.cat(outs, 1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        return layer_input, finals

    def _zeros(self, batch: int, size: int, like: Tensor) -> Tensor:
        num_directions = 2 if self.bidirectional else 1
        return at.zeros(
            (self.num_layers * num_directions, batch, size), dtype=like.dtype, device=like.device
        )

    def _initial_state(self, batch: int, like: Tensor) -> Any:
        """The zero state for ``batch`` sequences (a tuple for LSTM)."""
        return self._zeros(batch, self.hidden_size, like)

    def _check_hx_rank(self, hx: Any, batched: bool) -> Any:
        """RNN/GRU: the batched/unbatched rank checks of a given ``hx``."""
        if not batched:
            if hx.dim() != 2:
                raise RuntimeError(
                    f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor"
                )
            return hx.unsqueeze(1)
        if hx.dim() != 3:
            raise RuntimeError(
                f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor"
            )
        return hx

    def _forward(self, input: Any, hx: Any) -> tuple[Any, Any]:
        """The forward of RNN, LSTM and GRU: (output, final state) for a (L, N, H_in) —
        batch-first, unbatched or packed — ``input``; a packed input gives a packed output
        and the states at each sequence's last step."""
        if isinstance(input, PackedSequence):
            data, batch_sizes_t, sorted_indices, unsorted_indices = input
            batch_sizes = [int(n) for n in batch_sizes_t.tolist()]
            if hx is None:
                hx = self._initial_state(batch_sizes[0], data)
            else:
                hx = self.permute_hidden(hx, sorted_indices)
            self.check_forward_args(data, hx, batch_sizes_t)
            output, hidden = self._forward_flat(data, batch_sizes, hx)
            packed = PackedSequence(output, batch_sizes_t, sorted_indices, unsorted_indices)
            return packed, self.permute_hidden(hidden, unsorted_indices)
        if input.dim() not in (2, 3):
            raise ValueError(self._rank_error.format(input.dim()))
        batched = input.dim() == 3
        if not batched:
            input = input.unsqueeze(0 if self.batch_first else 1)
        x = input.transpose(0, 1) if self.batch_first else input
        steps, batch = x.size(0), x.size(1)
        if hx is None:
            hx = self._initial_state(batch, input)
        else:
            hx = self._check_hx_rank(hx, batched)
        self.check_forward_args(input, hx, None)
        output, hidden = self._forward_flat(x.reshape(steps * batch, -1), [batch] * steps, hx)
        output = output.reshape(steps, batch, -1)
        if self.batch_first:
            output = output.transpose(0, 1)
        if not batched:
            output = output.squeeze(0 if self.batch_first else 1)
            hidden = _map_state(lambda h: h.squeeze(1), hidden)
        return output, hidden

    def _forward_flat(self, data: Tensor, batch_sizes: list[int], hx: Any) -> tuple[Tensor, Any]:
        """The output rows and the stacked final states, from the stacked initial ones."""
        states = list(zip(*hx, strict=True)) if isinstance(hx, tuple) else list(hx.unbind(0))
        output, finals = self._run(data, batch_sizes, states)
        if isinstance(hx, tuple):
            return output, tuple(at.stack(parts, 0) for parts in zip(*finals, strict=True))
        return output, at.stack(finals, 0)


def _map_state(fn: Any, state: Any) -> Any:
    """``fn`` on a state tensor, or on each tensor of an LSTM's (h, c)."""
    return tuple(fn(s) for s in state) if isinstance(state, tuple) else fn(state)


def _slice_state(state: Any, start: int, stop: int) -> Any:
    """Rows ``start:stop`` of a state."""
    return _map_state(lambda h: h[start:stop], state)


def _zip_state(fn: Any, *states: Any) -> Any:
    """``fn`` on corresponding tensors of several states."""
    if isinstance(states[0], tuple):
        return tuple(fn(*parts) for parts in zip(*states, strict=True))
    return fn(*states)


def _rows(state: Any) -> int:
    return (state[0] if isinstance(state, tuple) else state).size(0)


class RNN(RNNBase):
    """Elman RNN: h' = tanh(x W_ih^T + b_ih + h W_hh^T + b_hh) (or relu)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            self.nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif self.nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError(
                f"Unknown nonlinearity '{self.nonlinearity}'. Select from 'tanh' or 'relu'."
            )
        super().__init__(mode, *args, **kwargs)

    _rank_error = "RNN: Expected input to be 2D or 3D, got {}D tensor instead"

    def forward(self, input: Any, hx: Tensor | None = None) -> tuple[Any, Tensor]:
        """(output, h_n) for a (L, N, H_in) input (batch-first, unbatched or packed)."""
        return self._forward(input, hx)

    def _step(self, x: Tensor, state: Tensor, weights: list[Tensor]) -> Tensor:
        b_hh = weights[3] if self.bias else None
        return rnn_step(x, state, weights[1], b_hh, self.nonlinearity)


class LSTM(RNNBase):
    """Long short-term memory; gates i, f, g, o; optional projection of h (``proj_size``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__("LSTM", *args, **kwargs)

    _rank_error = "LSTM: Expected input to be 2D or 3D, got {}D instead"

    def forward(
        self, input: Any, hx: tuple[Tensor, Tensor] | None = None
    ) -> tuple[Any, tuple[Tensor, Tensor]]:
        """(output, (h_n, c_n)) for a (L, N, H_in) input (batch-first, unbatched or packed)."""
        return self._forward(input, hx)

    def _step(self, x: Tensor, state: tuple[Tensor, Tensor], weights: list[Tensor]) -> Any:
        b_hh = weights[3] if self.bias else None
        w_hr = weights[-1] if self.proj_size > 0 else None
        return lstm_step(x, state, weights[1], b_hh, w_hr)

    def get_expected_cell_size(
        self, input: Tensor, batch_sizes: Tensor | None
    ) -> tuple[int, int, int]:
        """(layers * directions, batch, hidden_size): the cell state's shape."""
        layers, batch, _ = self.get_expected_hidden_size(input, batch_sizes)
        return (layers, batch, self.hidden_size)

    def check_forward_args(  # type: ignore[override]
        self, input: Tensor, hidden: tuple[Tensor, Tensor], batch_sizes: Tensor | None
    ) -> None:
        self.check_input(input, batch_sizes)
        self.check_hidden_size(
            hidden[0],
            self.get_expected_hidden_size(input, batch_sizes),
            "Expected hidden[0] size {}, got {}",
        )
        self.check_hidden_size(
            hidden[1],
            self.get_expected_cell_size(input, batch_sizes),
            "Expected hidden[1] size {}, got {}",
        )

    def _initial_state(self, batch: int, like: Tensor) -> tuple[Tensor, Tensor]:
        return (
            self._zeros(batch, self._real_hidden(), like),
            self._zeros(batch, self.hidden_size, like),
        )

    def _check_hx_rank(self, hx: Any, batched: bool) -> tuple[Tensor, Tensor]:
        h, c = hx
        want = 3 if batched else 2
        if h.dim() != want or c.dim() != want:
            kind = "batched 3-D" if batched else "unbatched 2-D"
            raise RuntimeError(
                f"For {kind} input, hx and cx should also be {want}-D but got "
                f"({h.dim()}-D, {c.dim()}-D) tensors"
            )
        return (h, c) if batched else (h.unsqueeze(1), c.unsqueeze(1))


class GRU(RNNBase):
    """Gated recurrent unit; gates r, z, n."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    _rank_error = "GRU: Expected input to be 2D or 3D, got {}D instead"

    def forward(self, input: Any, hx: Tensor | None = None) -> tuple[Any, Tensor]:
        """(output, h_n) for a (L, N, H_in) input (batch-first, unbatched or packed)."""
        return self._forward(input, hx)

    def _step(self, x: Tensor, state: Tensor, weights: list[Tensor]) -> Tensor:
        b_hh = weights[3] if self.bias else None
        return gru_step(x, state, weights[1], b_hh)
