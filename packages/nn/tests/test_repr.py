"""Module reprs are character-for-character PyTorch's (expected strings from PyTorch 2.x)."""

from __future__ import annotations

import pytest
from glasstorch import nn

CASES = [
    (lambda: nn.Linear(3, 4), "Linear(in_features=3, out_features=4, bias=True)"),
    (
        lambda: nn.Conv2d(3, 8, 3, stride=2, padding=1),
        "Conv2d(3, 8, kernel_size=(3, 3), stride=(2, 2), padding=(1, 1))",
    ),
    (
        lambda: nn.Conv2d(
            4, 8, (3, 5), padding="same", dilation=2, groups=2, bias=False, padding_mode="reflect"
        ),
        "Conv2d(4, 8, kernel_size=(3, 5), stride=(1, 1), padding=same, dilation=(2, 2), groups=2, "
        "bias=False, padding_mode=reflect)",
    ),
    (
        lambda: nn.ConvTranspose2d(3, 8, 3, stride=2, output_padding=1),
        "ConvTranspose2d(3, 8, kernel_size=(3, 3), stride=(2, 2), output_padding=(1, 1))",
    ),
    (
        lambda: nn.BatchNorm2d(8),
        "BatchNorm2d(8, eps=1e-05, momentum=0.1, affine=True, bias=True, track_running_stats=True)",
    ),
    (lambda: nn.LayerNorm(10), "LayerNorm((10,), eps=1e-05, elementwise_affine=True, bias=True)"),
    (lambda: nn.GroupNorm(2, 8), "GroupNorm(2, 8, eps=1e-05, affine=True, bias=True)"),
    (lambda: nn.Embedding(10, 3, padding_idx=0), "Embedding(10, 3, padding_idx=0)"),
    (lambda: nn.Dropout(0.2), "Dropout(p=0.2, inplace=False)"),
    (lambda: nn.GELU("tanh"), "GELU(approximate='tanh')"),
    (
        lambda: nn.MaxPool2d(3, 2, 1),
        "MaxPool2d(kernel_size=3, stride=2, padding=1, dilation=1, ceil_mode=False)",
    ),
    (lambda: nn.AvgPool2d(2), "AvgPool2d(kernel_size=2, stride=2, padding=0)"),
    (lambda: nn.AdaptiveAvgPool2d((1, 1)), "AdaptiveAvgPool2d(output_size=(1, 1))"),
    (
        lambda: nn.LSTM(3, 4, 2, batch_first=True, bidirectional=True),
        "LSTM(3, 4, num_layers=2, batch_first=True, bidirectional=True)",
    ),
    (lambda: nn.GRU(3, 4), "GRU(3, 4)"),
    (
        lambda: nn.MultiheadAttention(8, 2),
        "MultiheadAttention(\n"
        "  (out_proj): NonDynamicallyQuantizableLinear(in_features=8, out_features=8, bias=True)\n"
        ")",
    ),
    (
        lambda: nn.Sequential(
            nn.Linear(3, 4), nn.ReLU(), nn.Sequential(nn.Linear(4, 2), nn.Softmax(dim=-1))
        ),
        "Sequential(\n"
        "  (0): Linear(in_features=3, out_features=4, bias=True)\n"
        "  (1): ReLU()\n"
        "  (2): Sequential(\n"
        "    (0): Linear(in_features=4, out_features=2, bias=True)\n"
        "    (1): Softmax(dim=-1)\n"
        "  )\n"
        ")",
    ),
    (lambda: nn.LeakyReLU(0.2, inplace=True), "LeakyReLU(negative_slope=0.2, inplace=True)"),
    (lambda: nn.CrossEntropyLoss(), "CrossEntropyLoss()"),
    (lambda: nn.Upsample(scale_factor=2), "Upsample(scale_factor=2.0, mode='nearest')"),
    (lambda: nn.ZeroPad2d(2), "ZeroPad2d((2, 2, 2, 2))"),
    (lambda: nn.Flatten(), "Flatten(start_dim=1, end_dim=-1)"),
]


@pytest.mark.parametrize(("make", "expected"), CASES, ids=[e.split("(")[0] for _, e in CASES])
def test_repr_matches_pytorch(make, expected: str) -> None:  # type: ignore[no-untyped-def]
    assert repr(make()) == expected


def test_transformer_encoder_layer_repr() -> None:
    assert repr(nn.TransformerEncoderLayer(8, 2, 16)) == (
        "TransformerEncoderLayer(\n"
        "  (self_attn): MultiheadAttention(\n"
        "    (out_proj): NonDynamicallyQuantizableLinear(in_features=8, out_features=8, "
        "bias=True)\n"
        "  )\n"
        "  (linear1): Linear(in_features=8, out_features=16, bias=True)\n"
        "  (dropout): Dropout(p=0.1, inplace=False)\n"
        "  (linear2): Linear(in_features=16, out_features=8, bias=True)\n"
        "  (norm1): LayerNorm((8,), eps=1e-05, elementwise_affine=True, bias=True)\n"
        "  (norm2): LayerNorm((8,), eps=1e-05, elementwise_affine=True, bias=True)\n"
        "  (dropout1): Dropout(p=0.1, inplace=False)\n"
        "  (dropout2): Dropout(p=0.1, inplace=False)\n"
        ")"
    )
