"""One time step of the recurrent layers, and the RNNCell/LSTMCell/GRUCell modules.

The step functions take the input already projected (``x W_ih^T + b_ih``) so that a
layer can project a whole sequence with one matmul; the cells project per call.
"""

from __future__ import annotations

import math
from typing import Any

import glasstorch.aten as at
from glasstorch.aten import Tensor

from .. import functional as F
from .. import init
from ..parameter import Parameter
from .module import Module

__all__ = ["GRUCell", "LSTMCell", "RNNCell", "RNNCellBase", "gru_step", "lstm_step", "rnn_step"]


def rnn_step(
    projected: Tensor, h: Tensor, w_hh: Tensor, b_hh: Tensor | None, nonlinearity: str
) -> Tensor:
    """h' = act(projected + h W_hh^T + b_hh)."""
    pre = projected + F.linear(h, w_hh, b_hh)
    return pre.tanh() if nonlinearity == "tanh" else pre.relu()


def lstm_step(
    projected: Tensor,
    state: tuple[Tensor, Tensor],
    w_hh: Tensor,
    b_hh: Tensor | None,
    w_hr: Tensor | None = None,
) -> tuple[Tensor, Tensor]:
    """(h', c'): c' = f c + i g, h' = o tanh(c') (then h' W_hr^T with a projection)."""
    h, c = state
    gates = projected + F.linear(h, w_hh, b_hh)
    i, f, g, o = gates.chunk(4, -1)
    c_next = f.sigmoid() * c + i.sigmoid() * g.tanh()
    h_next = o.sigmoid() * c_next.tanh()
    if w_hr is not None:
        h_next = F.linear(h_next, w_hr)
    return h_next, c_next


def gru_step(projected: Tensor, h: Tensor, w_hh: Tensor, b_hh: Tensor | None) -> Tensor:
    """h' = (1 - z) n + z h with r, z from sigmoid gates and n = tanh(x_n + r * h_n)."""
    hidden = F.linear(h, w_hh, b_hh)
    x_r, x_z, x_n = projected.chunk(3, -1)
    h_r, h_z, h_n = hidden.chunk(3, -1)
    r = (x_r + h_r).sigmoid()
    z = (x_z + h_z).sigmoid()
    n = (x_n + r * h_n).tanh()
    return (1 - z) * n + z * h


class RNNCellBase(Module):
    """The base of RNNCell, LSTMCell and GRUCell: ``weight_ih`` (chunks * hidden, input),
    ``weight_hh`` (chunks * hidden, hidden), ``bias_ih`` and ``bias_hh``."""

    def __init__(
        self,
        input_size: int,
        hidden_size: int,
        bias: bool,
        num_chunks: int,
        device: Any = None,
        dtype: Any = None,
    ) -> None:
        super().__init__()
        kw = {"device": device, "dtype": dtype}
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = Parameter(at.empty((num_chunks * hidden_size, input_size), **kw))
        self.weight_hh = Parameter(at.empty((num_chunks * hidden_size, hidden_size), **kw))
        if bias:
            self.bias_ih = Parameter(at.empty(num_chunks * hidden_size, **kw))
            self.bias_hh = Parameter(at.empty(num_chunks * hidden_size, **kw))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def extra_repr(self) -> str:
        s = f"{self.input_size}, {self.hidden_size}"
        if "bias" in self.__dict__ and self.bias is not True:
            s += f", bias={self.bias}"
        if "nonlinearity" in self.__dict__ and self.nonlinearity != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def _batch(self, input: Tensor, hx: Any, hidden_label: str) -> tuple[Tensor, Any, bool]:
        """Check ranks, add a batch dimension to unbatched input and state, and make the
        zero state when ``hx`` is None; returns (input, hx, batched)."""
        name = type(self).__name__
        if input.dim() not in (1, 2):
            raise ValueError(f"{name}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        parts = [] if hx is None else (list(hx) if isinstance(hx, tuple | list) else [hx])
        for idx, h in enumerate(parts):
            if h.dim() not in (1, 2):
                label = hidden_label.format(idx)
                raise ValueError(f"{name}: Expected {label} to be 1D or 2D, got {h.dim()}D instead")
        batched = input.dim() == 2
        if not batched:
            input = input.unsqueeze(0)
            parts = [h.unsqueeze(0) for h in parts]
        if not parts:
            zeros = at.zeros(
                (input.size(0), self.hidden_size), dtype=input.dtype, device=input.device
            )
            parts = [zeros] * (2 if hidden_label.startswith("hx[") else 1)
        if input.size(1) != self.weight_ih.size(1):
            raise RuntimeError(
                f"input has inconsistent input_size: got {input.size(1)} expected "
                f"{self.weight_ih.size(1)}"
            )
        for idx, h in enumerate(parts):
            if input.size(0) != h.size(0):
                raise RuntimeError(
                    f"Input batch size {input.size(0)} doesn't match hidden{idx} batch size "
                    f"{h.size(0)}"
                )
            if h.size(1) != self.weight_hh.size(1):
                raise RuntimeError(
                    f"hidden{idx} has inconsistent hidden_size: got {h.size(1)}, expected "
                    f"{self.weight_hh.size(1)}"
                )
        return input, tuple(parts) if len(parts) == 2 else parts[0], batched


class RNNCell(RNNCellBase):
    """One Elman RNN step: h' = tanh(x W_ih^T + b_ih + h W_hh^T + b_hh) (or relu)."""

    def __init__(
        self,
        input_size: int,
        hidden_size: int,
        bias: bool = True,
        nonlinearity: str = "tanh",
        device: Any = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(input_size, hidden_size, bias, 1, device, dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input: Tensor, hx: Tensor | None = None) -> Tensor:
        x, h, batched = self._batch(input, hx, "hidden")
        if self.nonlinearity not in ("tanh", "relu"):
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        out = rnn_step(
            F.linear(x, self.weight_ih, self.bias_ih),
            h,
            self.weight_hh,
            self.bias_hh,
            self.nonlinearity,
        )
        return out if batched else out.squeeze(0)


class LSTMCell(RNNCellBase):
    """One LSTM step; returns (h', c')."""

    def __init__(
        self,
        input_size: int,
        hidden_size: int,
        bias: bool = True,
        device: Any = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(input_size, hidden_size, bias, 4, device, dtype)

    def forward(
        self, input: Tensor, hx: tuple[Tensor, Tensor] | None = None
    ) -> tuple[Tensor, Tensor]:
        x, state, batched = self._batch(input, hx, "hx[{}]")
        h, c = lstm_step(
            F.linear(x, self.weight_ih, self.bias_ih), state, self.weight_hh, self.bias_hh
        )
        return (h, c) if batched else (h.squeeze(0), c.squeeze(0))


class GRUCell(RNNCellBase):
    """One GRU step."""

    def __init__(
        self,
        input_size: int,
        hidden_size: int,
        bias: bool = True,
        device: Any = None,
        dtype: Any = None,
    ) -> None:
        super().__init__(input_size, hidden_size, bias, 3, device, dtype)

    def forward(self, input: Tensor, hx: Tensor | None = None) -> Tensor:
        x, h, batched = self._batch(input, hx, "hidden")
        out = gru_step(F.linear(x, self.weight_ih, self.bias_ih), h, self.weight_hh, self.bias_hh)
        return out if batched else out.squeeze(0)
