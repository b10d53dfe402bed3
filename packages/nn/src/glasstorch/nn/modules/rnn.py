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
from .module import Module
from .rnn_cells import GRUCell, LSTMCell, RNNCell, gru_step, lstm_step, rnn_step

__all__ = ["GRU", "GRUCell", "LSTM", "LSTMCell", "RNN", "RNNBase", "RNNCell"]

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}


class RNNBase(Module):
    """Parameters, checks and the layer/direction loop shared by RNN, LSTM and GRU."""

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

    def _check_input(self, input: Tensor, batched: bool) -> None:
        expected_dim = 3 if batched else 2
        if input.dim() != expected_dim:
            raise ValueError(f"input must have {expected_dim} dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(
                f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                f"{input.size(-1)}"
            )

    def _check_hidden(self, hx: Tensor, expected: tuple[int, ...], msg: str) -> None:
        if tuple(hx.shape) != expected:
            raise RuntimeError(msg.format(list(expected), list(hx.shape)))

    def _step(self, x: Tensor, state: Any, weights: list[Tensor]) -> Any:
        raise NotImplementedError

    def _run_direction(
        self, inputs: Tensor, state: Any, weights: list[Tensor], reverse: bool
    ) -> tuple[Tensor, Any]:
        """Run one layer in one direction over (T, N, F) ``inputs``; outputs (T, N, H)."""
        w_ih = weights[0]
        b_ih = weights[2] if self.bias else None
        projected = F.linear(inputs, w_ih, b_ih)  # every time step at once
        steps = range(inputs.size(0) - 1, -1, -1) if reverse else range(inputs.size(0))
        outputs: list[Tensor] = [None] * inputs.size(0)  # type: ignore[list-item]
        for t in steps:
            state = self._step(projected[t], state, weights)
            outputs[t] = state[0] if isinstance(state, tuple) else state
        return at.stack(outputs, 0), state

    def _run(self, input: Tensor, states: list[Any]) -> tuple[Tensor, list[Any]]:
        """All layers and directions over sequence-first ``input``; final state per layer."""
        num_directions = 2 if self.bidirectional else 1
        weights = self.all_weights
        finals: list[Any] = []
        layer_input = input
        for layer in range(self.num_layers):
            outs = []
            for direction in range(num_directions):
                idx = layer * num_directions + direction
                out, final = self._run_direction(
                    layer_input, states[idx], weights[idx], reverse=direction == 1
                )
                outs.append(out)
                finals.append(final)
            layer_input = outs[0] if num_directions == 1 else at.cat(outs, 2)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        return layer_input, finals

    def _prepare(self, input: Tensor) -> tuple[Tensor, bool]:
        batched = input.dim() == 3
        self._check_input(input, batched)
        if not batched:
            input = input.unsqueeze(1)
        elif self.batch_first:
            input = input.transpose(0, 1)
        return input, batched

    def _finish(self, output: Tensor, batched: bool) -> Tensor:
        if not batched:
            return output.squeeze(1)
        return output.transpose(0, 1) if self.batch_first else output

    def _zeros(self, input: Tensor, size: int) -> Tensor:
        num_directions = 2 if self.bidirectional else 1
        return at.zeros(
            (self.num_layers * num_directions, input.size(1), size),
            dtype=input.dtype,
            device=input.device,
        )

    def _forward_single_state(self, input: Tensor, hx: Tensor | None) -> tuple[Tensor, Tensor]:
        """Shared forward of RNN and GRU, whose only state is the hidden tensor ``h``."""
        x, batched = self._prepare(input)
        if hx is None:
            hx = self._zeros(x, self.hidden_size)
        elif not batched:
            if hx.dim() != 2:
                raise RuntimeError(
                    f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor"
                )
            hx = hx.unsqueeze(1)
        layers = (2 if self.bidirectional else 1) * self.num_layers
        self._check_hidden(
            hx, (layers, x.size(1), self.hidden_size), "Expected hidden size {}, got {}"
        )
        output, finals = self._run(x, list(hx.unbind(0)))
        h_n = at.stack(finals, 0)
        return self._finish(output, batched), h_n if batched else h_n.squeeze(1)


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

    def _step(self, x: Tensor, state: Tensor, weights: list[Tensor]) -> Tensor:
        b_hh = weights[3] if self.bias else None
        return rnn_step(x, state, weights[1], b_hh, self.nonlinearity)

    def forward(self, input: Tensor, hx: Tensor | None = None) -> tuple[Tensor, Tensor]:
        """(output, h_n) for a (L, N, H_in) — or batch-first, or unbatched — ``input``."""
        return self._forward_single_state(input, hx)


class LSTM(RNNBase):
    """Long short-term memory; gates i, f, g, o; optional projection of h (``proj_size``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__("LSTM", *args, **kwargs)

    def _step(self, x: Tensor, state: tuple[Tensor, Tensor], weights: list[Tensor]) -> Any:
        b_hh = weights[3] if self.bias else None
        w_hr = weights[-1] if self.proj_size > 0 else None
        return lstm_step(x, state, weights[1], b_hh, w_hr)

    def forward(
        self, input: Tensor, hx: tuple[Tensor, Tensor] | None = None
    ) -> tuple[Tensor, tuple[Tensor, Tensor]]:
        """(output, (h_n, c_n)) for a (L, N, H_in) — or batch-first, or unbatched — input."""
        x, batched = self._prepare(input)
        real_hidden = self._real_hidden()
        if hx is None:
            h0, c0 = self._zeros(x, real_hidden), self._zeros(x, self.hidden_size)
        else:
            h0, c0 = hx
            if not batched:
                if h0.dim() != 2 or c0.dim() != 2:
                    raise RuntimeError(
                        "For unbatched 2-D input, hx and cx should also be 2-D but got "
                        f"({h0.dim()}-D, {c0.dim()}-D) tensors"
                    )
                h0, c0 = h0.unsqueeze(1), c0.unsqueeze(1)
        layers = (2 if self.bidirectional else 1) * self.num_layers
        self._check_hidden(
            h0, (layers, x.size(1), real_hidden), "Expected hidden[0] size {}, got {}"
        )
        self._check_hidden(
            c0, (layers, x.size(1), self.hidden_size), "Expected hidden[1] size {}, got {}"
        )
        states = list(zip(h0.unbind(0), c0.unbind(0), strict=True))
        output, finals = self._run(x, states)
        h_n = at.stack([h for h, _ in finals], 0)
        c_n = at.stack([c for _, c in finals], 0)
        if not batched:
            h_n, c_n = h_n.squeeze(1), c_n.squeeze(1)
        return self._finish(output, batched), (h_n, c_n)


class GRU(RNNBase):
    """Gated recurrent unit; gates r, z, n."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    def _step(self, x: Tensor, state: Tensor, weights: list[Tensor]) -> Tensor:
        b_hh = weights[3] if self.bias else None
        return gru_step(x, state, weights[1], b_hh)

    def forward(self, input: Tensor, hx: Tensor | None = None) -> tuple[Tensor, Tensor]:
        """(output, h_n) for a (L, N, H_in) — or batch-first, or unbatched — ``input``."""
        return self._forward_single_state(input, hx)
