"""TransformerDecoderLayer/Decoder and Transformer: outputs observed from PyTorch 2.13 with
fixed weights, PyTorch's signatures and defaults, and what the masks do."""

from __future__ import annotations

import inspect
import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.autograd import no_grad
from glasstorch.c10.core.scalar_type import float64
from glasstorch.nn import functional as F


def _fill(m: nn.Module) -> nn.Module:
    """Deterministic weights: parameter i is 0.5 sin(0.37 k + i) over its elements k."""
    with no_grad():
        for i, p in enumerate(m.parameters()):
            values = np.sin(0.37 * np.arange(p.numel()) + i).reshape(tuple(p.shape)) * 0.5
            p.copy_(at.tensor(values))
    return m


def _cos(*shape: int, phase: float = 0.0) -> at.Tensor:
    return at.tensor(np.cos(0.21 * np.arange(int(np.prod(shape))) + phase).reshape(shape))


# PyTorch 2.13: the same construction and inputs, printed rounded to 6 decimals
DECODER_LAYER = {
    False: [-0.523028, -0.780667, -0.647795, 0.491127, -0.515697, -0.789152,
            -0.653141, 0.485772, -0.538741, -0.744571, -0.663103, 0.504625],
    True: [0.851026, 2.031888, 1.13034, -0.648852, 0.5276, 1.553769,
           0.517874, -1.349893, -0.246724, 0.744961, -0.293989, -2.125885],
}  # fmt: skip
TRANSFORMER_SILU_NO_BIAS = [
    0.059779, -0.111264, 0.416987, 0.16106, 0.069917, -0.091841, 0.416281, 0.157081,
]  # fmt: skip


@pytest.mark.parametrize("norm_first", [False, True])
def test_decoder_layer_matches_pytorch(norm_first: bool) -> None:
    layer = nn.TransformerDecoderLayer(
        4, 2, 6, 0.0, "gelu", layer_norm_eps=1e-3, batch_first=True, norm_first=norm_first
    )
    _fill(layer.double())
    assert layer.norm1.eps == 1e-3 and layer.activation is F.gelu
    out = layer(
        _cos(1, 3, 4),
        _cos(1, 2, 4, phase=1.0),
        tgt_mask=nn.Transformer.generate_square_subsequent_mask(3, dtype=float64),
        memory_key_padding_mask=at.tensor([[False, True]]),
    )
    assert np.allclose(out.detach().numpy().reshape(-1), DECODER_LAYER[norm_first], atol=2e-6)


def test_transformer_with_callable_activation_and_no_bias_matches_pytorch() -> None:
    model = nn.Transformer(4, 2, 1, 2, 6, 0.0, activation=F.silu, bias=False).double()
    _fill(model)
    names = [n for n, _ in model.named_parameters()]
    assert len(names) == 26 and not any(n.endswith("bias") for n in names)
    assert names[:3] == [
        "encoder.layers.0.self_attn.in_proj_weight",
        "encoder.layers.0.self_attn.out_proj.weight",
        "encoder.layers.0.linear1.weight",
    ]
    mask = model.generate_square_subsequent_mask(2, dtype=float64)
    out = model(_cos(3, 1, 4), _cos(2, 1, 4, phase=0.5), tgt_mask=mask)
    assert np.allclose(out.detach().numpy().reshape(-1), TRANSFORMER_SILU_NO_BIAS, atol=2e-6)


def test_causal_mask_hides_later_positions() -> None:
    layer = nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, batch_first=True).double()
    decoder = nn.TransformerDecoder(layer, 2, norm=nn.LayerNorm(8).double())
    assert decoder.layers[0] is not decoder.layers[1]
    tgt, mem = _cos(2, 5, 8), _cos(2, 3, 8, phase=2.0)
    mask = nn.Transformer.generate_square_subsequent_mask(5, dtype=float64)
    changed = tgt.clone()
    changed[:, 3:] = 7.0
    a = decoder(tgt, mem, tgt_mask=mask)
    b = decoder(changed, mem, tgt_mask=mask, tgt_is_causal=True)
    assert np.allclose(a[:, :3].detach().numpy(), b[:, :3].detach().numpy())
    assert not np.allclose(a[:, 3:].detach().numpy(), b[:, 3:].detach().numpy())
    # a padded memory position is ignored whatever it holds
    padding = at.tensor([[False, False, True]] * 2)
    other = mem.clone()
    other[:, 2] = -3.0
    c = decoder(tgt, mem, memory_key_padding_mask=padding)
    d = decoder(tgt, other, memory_key_padding_mask=padding)
    assert np.allclose(c.detach().numpy(), d.detach().numpy())


def test_square_subsequent_mask() -> None:
    mask = nn.Transformer.generate_square_subsequent_mask(3)
    assert mask.dtype == at.zeros(1).dtype
    assert mask.tolist() == [[0.0, -math.inf, -math.inf], [0.0, 0.0, -math.inf], [0.0] * 3]


def test_signatures_and_defaults_match_pytorch() -> None:
    def defaults(fn: object) -> dict[str, object]:
        return {
            k: p.default
            for k, p in inspect.signature(fn).parameters.items()
            if p.default is not inspect.Parameter.empty
        }

    layer_defaults = {
        "dim_feedforward": 2048, "dropout": 0.1, "activation": F.relu, "layer_norm_eps": 1e-5,
        "batch_first": False, "norm_first": False, "bias": True, "device": None, "dtype": None,
    }  # fmt: skip
    assert defaults(nn.TransformerDecoderLayer.__init__) == layer_defaults
    assert defaults(nn.TransformerEncoderLayer.__init__) == layer_defaults
    assert defaults(nn.Transformer.__init__) == {
        "d_model": 512, "nhead": 8, "num_encoder_layers": 6, "num_decoder_layers": 6,
        **layer_defaults, "custom_encoder": None, "custom_decoder": None,
    }  # fmt: skip
    assert defaults(nn.TransformerDecoderLayer.forward) == {
        "tgt_mask": None, "memory_mask": None, "tgt_key_padding_mask": None,
        "memory_key_padding_mask": None, "tgt_is_causal": False, "memory_is_causal": False,
    }  # fmt: skip
    assert defaults(nn.TransformerDecoder.forward)["tgt_is_causal"] is None
    assert defaults(nn.TransformerEncoder.__init__) == {
        "norm": None, "enable_nested_tensor": True, "mask_check": True,
    }  # fmt: skip
    assert defaults(nn.RNNCell.__init__) == {
        "bias": True, "nonlinearity": "tanh", "device": None, "dtype": None,
    }  # fmt: skip
    assert list(inspect.signature(nn.RNNBase.__init__).parameters) == [
        "self", "mode", "input_size", "hidden_size", "num_layers", "bias", "batch_first",
        "dropout", "bidirectional", "proj_size", "device", "dtype",
    ]  # fmt: skip
    with pytest.raises(RuntimeError, match="activation should be relu/gelu, not tanh"):
        nn.TransformerDecoderLayer(8, 2, activation="tanh")
