"""torch.onnx.export: models checked by onnx and run by onnxruntime against eager."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.fx.node import map_aggregate

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

ROOT = Path(__file__).resolve().parents[3]


def flat(value) -> list:
    leaves = []
    map_aggregate(value, leaves.append)
    return leaves


def export(model, args, **options):
    """The exported model's bytes; the checker (with shape inference) must accept them."""
    buffer = io.BytesIO()
    torch.onnx.export(model, args, buffer, **options)
    proto = onnx.load_from_string(buffer.getvalue())
    onnx.checker.check_model(proto, full_check=True)
    return buffer.getvalue(), proto


def run(data: bytes, *inputs) -> list[np.ndarray]:
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    names = [i.name for i in session.get_inputs()]
    return session.run(None, {n: t.numpy() for n, t in zip(names, inputs, strict=True)})


def assert_exports(model, args, *other_inputs, **options):
    """Export on ``args``; onnxruntime agrees with eager (atol 1e-4) on ``args`` and on each
    of ``other_inputs`` (other sizes of the dynamic axes)."""
    model.eval()
    data, proto = export(model, args, **options)
    for inputs in [args, *other_inputs]:
        with torch.no_grad():
            expected = flat(model(*inputs))
        got = run(data, *inputs)
        assert len(got) == len(expected)
        for g, e in zip(got, expected, strict=True):
            assert g.shape == tuple(e.shape)
            np.testing.assert_allclose(g, e.numpy(), atol=1e-4, rtol=1e-4)
    return proto


def op_types(proto) -> list[str]:
    return [n.op_type for n in proto.graph.node]


def test_mlp():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 3), nn.LogSoftmax(1))
    proto = assert_exports(model, (torch.randn(5, 4),), input_names=["x"], output_names=["y"])
    assert op_types(proto) == ["Gemm", "Relu", "Gemm", "LogSoftmax"]
    assert [i.name for i in proto.graph.input] == ["x"]
    assert [o.name for o in proto.graph.output] == ["y"]
    # parameters are initializers named as in the state_dict (the weights pre-transposed)
    names = {t.name for t in proto.graph.initializer}
    assert {"0.bias", "2.bias"} <= names
    assert proto.opset_import[0].version == 20


class ConvNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1),
            nn.BatchNorm2d(8),
            nn.ReLU(),
            nn.Conv2d(8, 8, 3, stride=2, padding=2, dilation=2, groups=4, bias=False),
            nn.BatchNorm2d(8),
            nn.LeakyReLU(0.2),
            nn.MaxPool2d(2, ceil_mode=True),
            nn.AvgPool2d(2, stride=1, padding=1, count_include_pad=False),
            nn.AdaptiveAvgPool2d(2),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(0.5), nn.Linear(32, 5))

    def forward(self, x):
        return self.head(self.features(x))


def test_cnn_with_batch_norm_and_dynamic_batch():
    torch.manual_seed(0)
    model = ConvNet()
    for bn in (model.features[1], model.features[4]):  # non-trivial running statistics
        bn.running_mean.uniform_(-1, 1)
        bn.running_var.uniform_(0.5, 2)
    proto = assert_exports(
        model,
        (torch.randn(2, 3, 12, 12),),
        (torch.randn(7, 3, 12, 12),),
        (torch.randn(1, 3, 12, 12),),
        input_names=["image"],
        dynamic_axes={"image": {0: "batch"}, "logits": {0: "batch"}},
        output_names=["logits"],
    )
    types = op_types(proto)
    assert types.count("Conv") == 2 and types.count("BatchNormalization") == 2
    assert "MaxPool" in types and "AveragePool" in types
    dims = proto.graph.input[0].type.tensor_type.shape.dim
    assert [d.dim_param or d.dim_value for d in dims] == ["batch", 3, 12, 12]
    out_dims = proto.graph.output[0].type.tensor_type.shape.dim
    assert [d.dim_param or d.dim_value for d in out_dims] == ["batch", 5]


@pytest.mark.parametrize(
    "module, shape",
    [
        (nn.GRU(4, 6), (5, 3, 4)),
        (nn.GRU(4, 6, num_layers=2, bidirectional=True), (5, 3, 4)),
        (nn.GRU(4, 6, batch_first=True, bias=False), (3, 5, 4)),
        (nn.LSTM(4, 6), (5, 3, 4)),
        (nn.LSTM(4, 6, num_layers=2, bidirectional=True, batch_first=True), (3, 5, 4)),
        (nn.LSTM(4, 6), (5, 4)),  # unbatched
        (nn.RNN(4, 6, nonlinearity="relu", num_layers=2), (5, 3, 4)),
    ],
    ids=["gru", "gru-2-bi", "gru-bf-nobias", "lstm", "lstm-2-bi-bf", "lstm-unbatched", "rnn"],
)
def test_recurrent_layers_become_onnx_rnn_operators(module, shape):
    torch.manual_seed(0)
    proto = assert_exports(module, (torch.randn(*shape),))
    onnx_op = {"LSTM": "LSTM", "GRU": "GRU"}.get(module.mode, "RNN")
    assert op_types(proto).count(onnx_op) == module.num_layers
    assert "MatMul" not in op_types(proto)  # not the unrolled time loop


def test_lstm_with_initial_state_and_dynamic_batch_and_length():
    torch.manual_seed(0)

    class Tagger(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(20, 8)
            self.lstm = nn.LSTM(8, 16, num_layers=2, batch_first=True)
            self.out = nn.Linear(16, 4)

        def forward(self, tokens, h, c):
            y, (h, c) = self.lstm(self.embed(tokens), (h, c))
            return self.out(y), h, c

    def inputs(batch, length):
        return (
            torch.randint(0, 20, (batch, length)),
            torch.randn(2, batch, 16),
            torch.randn(2, batch, 16),
        )

    axes = {"tokens": {0: "batch", 1: "length"}, "h": {1: "batch"}, "c": {1: "batch"}}
    assert_exports(Tagger(), inputs(2, 5), inputs(4, 3), inputs(1, 9), dynamic_axes=axes)


def test_gru_gate_order_matches_pytorch_on_a_hand_built_cell():
    # one step from h = 0 with gates made distinct: a wrong gate order changes the result
    gru = nn.GRU(1, 1)
    with torch.no_grad():
        gru.weight_ih_l0.copy_(torch.tensor([[1.0], [-2.0], [3.0]]))  # r, z, n
        gru.weight_hh_l0.copy_(torch.tensor([[0.5], [0.25], [-1.0]]))
        gru.bias_ih_l0.copy_(torch.tensor([0.1, 0.2, 0.3]))
        gru.bias_hh_l0.copy_(torch.tensor([0.4, -0.5, 0.6]))
    x = torch.tensor([[[0.7]], [[-0.3]]])
    assert_exports(gru, (x,))


def test_transformer_encoder_layer_and_attention():
    torch.manual_seed(0)
    layer = nn.TransformerEncoderLayer(16, 4, 32, dropout=0.1, batch_first=True)
    assert_exports(
        layer,
        (torch.randn(2, 5, 16),),
        (torch.randn(3, 5, 16),),
        input_names=["src"],
        dynamic_axes={"src": {0: "batch"}},
    )
    gelu_first = nn.TransformerEncoderLayer(16, 2, 32, activation="gelu", norm_first=True)
    assert_exports(gelu_first, (torch.randn(5, 2, 16),))
    attention = nn.MultiheadAttention(16, 4, batch_first=True)
    q, kv = torch.randn(2, 3, 16), torch.randn(2, 6, 16)
    assert_exports(attention, (q, kv, kv))


def test_scaled_dot_product_attention_with_causal_mask():
    torch.manual_seed(0)

    class Attend(nn.Module):
        def forward(self, q, k, v):
            return nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)

    q, k, v = (torch.randn(2, 2, 5, 8) for _ in range(3))
    assert_exports(Attend(), (q, k, v))


def load_example():
    spec = importlib.util.spec_from_file_location("train_digits", ROOT / "examples/train_digits.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_digits_checkpoint_exports_with_the_same_predictions(tmp_path):
    pytest.importorskip("sklearn")
    digits = load_example()
    torch.manual_seed(0)
    train, test = digits.load_data(0)
    model = digits.DigitsNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    loader = torch.utils.data.DataLoader(train, batch_size=64, shuffle=True)
    for images, labels in loader:  # one epoch
        optimizer.zero_grad()
        nn.functional.cross_entropy(model(images), labels).backward()
        optimizer.step()
    torch.save(model.state_dict(), tmp_path / "digits.pt")
    restored = digits.DigitsNet()
    restored.load_state_dict(torch.load(tmp_path / "digits.pt"))
    restored.eval()
    path = tmp_path / "digits.onnx"
    example = test.tensors[0][:4]
    torch.onnx.export(
        restored,
        (example,),
        path,
        input_names=["images"],
        output_names=["logits"],
        dynamic_axes={"images": {0: "batch"}},
    )
    images, labels = test.tensors
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    (logits,) = session.run(None, {"images": images.numpy()})
    with torch.no_grad():
        expected = restored(images)
    np.testing.assert_allclose(logits, expected.numpy(), atol=1e-4)
    np.testing.assert_array_equal(logits.argmax(1), expected.argmax(1).numpy())
    assert (logits.argmax(1) == labels.numpy()).mean() > 0.8


class Fn(nn.Module):
    """A function as a module, for the operator table below."""

    def __init__(self, fn) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *inputs):
        return self.fn(*inputs)


F = nn.functional
_g = torch.Generator().manual_seed(0)
X = torch.randn(3, 4, 5, generator=_g)
Y = torch.randn(3, 4, 5, generator=_g)
I = torch.tensor([[-7, -2, 0, 3, 8], [1, 2, 3, 4, 5]])  # noqa: E741
M = torch.randn(2, 5, 4, generator=_g)
IMG = torch.randn(2, 4, 6, 6, generator=_g)
SEQ = torch.randn(2, 4, 9, generator=_g)

OPERATORS = {
    "arith": (lambda x, y: (x + 2 * y - 1.5, x * y / (y.abs() + 1), x**2, torch.rsub(x, 2)), X, Y),
    "math": (
        lambda x: (
            x.exp(),
            x.abs().log1p(),
            x.abs().sqrt(),
            x.abs().add(1).rsqrt(),
            x.sin(),
            x.cos(),
            x.erf(),
            x.floor(),
            x.ceil(),
            x.sign(),
            x.expm1(),
        ),
        X,
    ),
    "int-arith": (
        lambda i: (
            i // 3,
            i % 3,
            i / 2,
            i * 2.5,
            torch.div(i, 3, rounding_mode="trunc"),
            torch.div(i.float(), 3, rounding_mode="trunc"),
        ),
        I,
    ),
    "compare": (lambda x, y: (x > y, x == 0, x <= 0.5, x != y, x >= y, x < 0.1), X, Y),
    "where-mask": (
        lambda x, y: (
            torch.where(x > 0, x, y),
            x.masked_fill(x < 0, -1.0),
            torch.logical_and(x > 0, y > 0),
            ~(x > 0),
            torch.maximum(x, y),
            torch.minimum(x, y),
        ),
        X,
        Y,
    ),
    "activations": (
        lambda x: (
            F.relu(x),
            F.gelu(x),
            F.gelu(x, approximate="tanh"),
            x.tanh(),
            x.sigmoid(),
            F.silu(x),
            F.leaky_relu(x, 0.2),
            F.elu(x),
            F.hardtanh(x, -0.5, 0.5),
            F.softplus(x, beta=2.0),
            x.clamp(-0.5, 0.5),
            x.clamp(min=0.1),
            F.hardswish(x),
            F.hardsigmoid(x),
            F.mish(x),
            F.relu6(x * 4),
        ),
        X,
    ),
    "softmax": (lambda x: (x.softmax(1), x.log_softmax(-1), F.softmax(x, dim=0)), X),
    "views": (
        lambda x: (
            x.view(3, -1),
            x.reshape(5, 12),
            x.flatten(1),
            x.permute(2, 0, 1),
            x.transpose(0, 2),
            x[0].t(),
            x[:1].squeeze(0),
            x.squeeze(1),
            x.unsqueeze(-1),
            x[:, :1].expand(3, 6, 5),
            x.repeat(2, 1, 1),
        ),
        X,
    ),
    "cat-split": (
        lambda x, y: (
            torch.cat([x, y], 1),
            torch.stack([x, y], -1),
            *x.split(2, dim=1),
            *x.chunk(2, dim=2),
            *y.unbind(0),
        ),
        X,
        Y,
    ),
    "slicing": (
        lambda x: (
            x[:, 1:3],
            x[..., ::2],
            x[:, -1],
            x[1],
            x.narrow(2, 1, 3),
            x[:, 2:],
            x.flip(1),
            x[0].tril(),
            x[0].triu(1),
        ),
        X,
    ),
    "gather": (
        lambda x, i: (
            x.index_select(1, i[1, :2] - 1),
            x.gather(2, i[:1].abs().clamp(max=4).expand(3, 4, 5)),
            x[:, i[1, :3] - 1],
        ),
        X,
        I,
    ),
    "reductions": (
        lambda x: (
            x.sum(1),
            x.mean((0, 2), keepdim=True),
            x.sum(),
            x.amax(-1),
            *x.max(1),
            x.min(),
            x.argmax(2),
            x.argmax(),
            x.var(1),
            x.std(2, correction=0),
            x.prod(0),
            x.logsumexp(1),
            x.norm(dim=1),
            x.cumsum(2),
            (x > 0).all(2),
            (x > 0).any(),
            *x.min(0, keepdim=True),
        ),
        X,
    ),
    "matmul": (
        lambda x, m: (
            x @ m[0],
            torch.bmm(x[:2], m),
            torch.baddbmm(x[:2, :, :4], x[:2], m, beta=0.5, alpha=2.0),
            F.linear(x, m[0].t()),
        ),
        X,
        M,
    ),
    "conv": (
        lambda img: (
            F.conv1d(img[:, :, 0], torch.ones(3, 4, 2), stride=2),
            F.conv_transpose2d(
                img, torch.ones(4, 2, 3, 3) * 0.1, stride=2, padding=1, output_padding=1
            ),
            F.avg_pool2d(img, 3, stride=2, padding=1),
            F.max_pool2d(img, 3, stride=2, padding=1, dilation=1),
            F.adaptive_avg_pool2d(img, (3, 2)),
            F.max_pool1d(img[:, :, 0], 2),
            F.group_norm(img, 2),
            F.layer_norm(img, (6, 6)),
        ),
        IMG,
    ),
    "creation": (
        lambda x: (
            torch.zeros_like(x) + x,
            torch.ones(2, 3),
            torch.full((2,), 7.0),
            x.new_zeros(4),
            torch.arange(5) * 2,
            torch.arange(1, 10, 3).float(),
        ),
        X,
    ),
}


@pytest.mark.parametrize("name", list(OPERATORS))
def test_operator_families(name):
    fn, *inputs = OPERATORS[name]
    assert_exports(Fn(fn), tuple(inputs))


def test_sizes_computed_from_a_dynamic_batch():
    def fn(x):
        batch = x.shape[0]
        hidden = x.new_zeros(batch, 3) + 1
        return (
            torch.cat([x.reshape(batch, -1)[:, :3], hidden], 1),
            x[: batch - 1],
            torch.arange(batch),
        )

    axes = {"x": {0: "batch"}}
    assert_exports(Fn(fn), (X,), (torch.randn(6, 4, 5),), input_names=["x"], dynamic_axes=axes)


@pytest.mark.slow
def test_train_digits_example_logs_for_tensorboard_and_exports(tmp_path):
    import re
    import subprocess
    import sys

    pytest.importorskip("sklearn")
    pytest.importorskip("tensorboard")
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    command = [
        sys.executable,
        "examples/train_digits.py",
        "--epochs",
        "1",
        "--tensorboard",
        str(tmp_path / "runs"),
        "--onnx",
        str(tmp_path / "d.onnx"),
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    (trained,) = re.findall(r"epoch 1: .* test accuracy (\d+\.\d+)%", done.stdout)
    (exported,) = re.findall(r"onnxruntime: accuracy (\d+\.\d+)%", done.stdout)
    assert exported == trained
    events = EventAccumulator(str(tmp_path / "runs")).Reload()
    assert {"loss/train", "accuracy/test", "learning_rate"} <= set(events.Tags()["scalars"])
    (accuracy,) = events.Scalars("accuracy/test")
    assert accuracy.step == 1 and f"{accuracy.value:.2%}" == f"{trained}%"
    assert "features.0.weight" in events.Tags()["histograms"]
    assert events.Tags()["graph"]
