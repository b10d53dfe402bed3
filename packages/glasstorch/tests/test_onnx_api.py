"""torch.onnx: export's options, its errors, the modes and the missing-package message."""

from __future__ import annotations

import io
import sys

import glasstorch as torch
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.onnx.errors import OnnxExporterError, UnsupportedOperatorError

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")


def to_proto(model, args, **options):
    buffer = io.BytesIO()
    torch.onnx.export(model, args, buffer, **options)
    return onnx.load_from_string(buffer.getvalue()), buffer.getvalue()


def net() -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.Tanh())


def test_unsupported_operator_is_named():
    class Sorts(nn.Module):
        def forward(self, x):
            return x.sort(1).values

    with pytest.raises(UnsupportedOperatorError) as info:
        torch.onnx.export(Sorts(), (torch.randn(2, 3),), io.BytesIO())
    assert str(info.value) == (
        "Exporting the operator 'aten::sort' to ONNX opset version 20 is not supported"
    )
    assert isinstance(info.value, OnnxExporterError) and isinstance(info.value, RuntimeError)


def test_unsupported_operator_messages_as_pytorch_words_them():
    assert str(UnsupportedOperatorError("aten::foo", 17, 18)) == (
        "Exporting the operator 'aten::foo' to ONNX opset version 17 is not supported. Support "
        "for this operator was added in version 18, try exporting with this version"
    )
    assert str(UnsupportedOperatorError("mylib::foo", 17, None)).startswith(
        "ONNX export failed on an operator with unrecognized namespace mylib::foo."
    )


def test_is_in_onnx_export_only_during_export():
    seen = []

    class Probe(nn.Module):
        def forward(self, x):
            seen.append(torch.onnx.is_in_onnx_export())
            return x + 1

    assert torch.onnx.is_in_onnx_export() is False
    to_proto(Probe(), (torch.randn(2),))
    assert seen == [True]
    assert torch.onnx.is_in_onnx_export() is False


def test_training_modes():
    assert [int(m) for m in torch.onnx.TrainingMode] == [0, 1, 2]
    assert str(torch.onnx.TrainingMode.EVAL) == "TrainingMode.EVAL"
    model = net().train()
    proto, data = to_proto(model, (torch.randn(5, 3),))  # default: exported in eval mode
    assert model.training  # and put back
    x = torch.randn(5, 3)
    (got,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(
        None, {proto.graph.input[0].name: x.numpy()}
    )
    with torch.no_grad():
        np.testing.assert_allclose(got, model.eval()(x).numpy(), atol=1e-5)
    with pytest.raises(OnnxExporterError, match="training mode"):
        to_proto(net(), (torch.randn(5, 3),), training=torch.onnx.TrainingMode.TRAINING)
    with pytest.raises(OnnxExporterError, match="training mode"):
        to_proto(net().train(), (torch.randn(5, 3),), training=torch.onnx.TrainingMode.PRESERVE)
    to_proto(net().eval(), (torch.randn(5, 3),), training=torch.onnx.TrainingMode.PRESERVE)


def test_operator_export_types_other_than_onnx_are_refused():
    assert [m.name for m in torch.onnx.OperatorExportTypes] == [
        "ONNX",
        "ONNX_ATEN",
        "ONNX_ATEN_FALLBACK",
        "ONNX_FALLTHROUGH",
    ]
    with pytest.raises(OnnxExporterError, match="ONNX_ATEN"):
        to_proto(
            net(),
            (torch.randn(2, 3),),
            operator_export_type=torch.onnx.OperatorExportTypes.ONNX_ATEN,
        )


@pytest.mark.parametrize("opset", [17, 18, 19, 20])
def test_opset_versions(opset):
    model = nn.Sequential(nn.Linear(3, 4), nn.LayerNorm(4), nn.Softmax(-1)).eval()
    x = torch.randn(2, 3)
    proto, data = to_proto(model, (x,), opset_version=opset)
    assert proto.opset_import[0].version == opset

    class Reduce(nn.Module):
        def forward(self, x):
            return x.mean(1), x.amax(0)

    proto, data = to_proto(Reduce(), (x,), opset_version=opset)
    got = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, {"x": x.numpy()})
    np.testing.assert_allclose(got[0], x.mean(1).numpy(), rtol=1e-6)
    np.testing.assert_allclose(got[1], x.amax(0).numpy(), rtol=1e-6)


def test_opset_out_of_range():
    with pytest.raises(ValueError, match="Unsupported ONNX opset version: 16"):
        to_proto(net(), (torch.randn(2, 3),), opset_version=16)


def test_f_may_be_a_path(tmp_path):
    path = tmp_path / "model.onnx"
    torch.onnx.export(net(), (torch.randn(2, 3),), path)
    torch.onnx.export(net(), (torch.randn(2, 3),), str(tmp_path / "again.onnx"))
    assert onnx.load(str(path)).graph.node and (tmp_path / "again.onnx").stat().st_size > 0


def test_export_params_false_makes_the_parameters_inputs():
    model = net().eval()
    proto, data = to_proto(model, (torch.randn(2, 3),), export_params=False, input_names=["x"])
    names = [i.name for i in proto.graph.input]
    assert names[0] == "x" and not proto.graph.initializer
    assert names[1:] == list(model.state_dict())[: len(names) - 1]
    x = torch.randn(2, 3)
    state = model.state_dict()
    feeds = {"x": x.numpy(), **{n: state[n].numpy() for n in names[1:]}}
    (got,) = ort.InferenceSession(data, providers=["CPUExecutionProvider"]).run(None, feeds)
    with torch.no_grad():
        np.testing.assert_allclose(got, model(x).numpy(), atol=1e-5)


def test_keep_initializers_as_inputs_and_constant_folding():
    model = nn.Linear(3, 2)
    proto, _ = to_proto(model, (torch.randn(1, 3),), keep_initializers_as_inputs=True)
    inputs = {i.name for i in proto.graph.input}
    assert {t.name for t in proto.graph.initializer} <= inputs
    unfolded, _ = to_proto(model, (torch.randn(1, 3),), do_constant_folding=False)
    folded, _ = to_proto(model, (torch.randn(1, 3),))
    assert [n.op_type for n in unfolded.graph.node] == ["Transpose", "Gemm"]
    assert [n.op_type for n in folded.graph.node] == ["Gemm"]


def test_kwargs_nested_outputs_and_names():
    class TwoHeads(nn.Module):
        def forward(self, x, scale=1.0, shift=None):
            return {"scaled": x * scale, "parts": (x + shift, x.sum())}

    x, shift = torch.randn(2, 3), torch.randn(2, 3)
    proto, data = to_proto(TwoHeads(), (x, 2.0), kwargs={"shift": shift}, output_names=["a", "b"])
    assert [i.name for i in proto.graph.input] == ["x", "shift"]
    assert [o.name for o in proto.graph.output][:2] == ["a", "b"]
    session = ort.InferenceSession(data, providers=["CPUExecutionProvider"])
    a, b, c = session.run(None, {"x": x.numpy(), "shift": shift.numpy()})
    np.testing.assert_allclose(a, (x * 2).numpy(), rtol=1e-6)
    np.testing.assert_allclose(b, (x + shift).numpy(), rtol=1e-6)
    np.testing.assert_allclose(c, x.sum().numpy(), rtol=1e-6)
    # PyTorch's older convention: a trailing dict in args holds the keyword arguments
    proto, _ = to_proto(TwoHeads(), (x, 2.0, {"shift": shift}))
    assert [i.name for i in proto.graph.input] == ["x", "shift"]


def test_dynamic_axes_given_as_a_list_and_unknown_names():
    proto, _ = to_proto(net(), (torch.randn(2, 3),), input_names=["x"], dynamic_axes={"x": [0]})
    dims = proto.graph.input[0].type.tensor_type.shape.dim
    assert dims[0].dim_param == "x_dynamic_axes_1" and dims[1].dim_value == 3
    with pytest.warns(UserWarning, match="Provided key y for dynamic axes is not a valid"):
        to_proto(net(), (torch.randn(2, 3),), input_names=["x"], dynamic_axes={"y": [0]})


def test_control_flow_on_a_dynamic_size_is_refused():
    class Branches(nn.Module):
        def forward(self, x):
            return x.exp() if x.shape[0] > 2 else x.sin()

    with pytest.raises(OnnxExporterError, match="different operators"):
        to_proto(Branches(), (torch.randn(2, 3),), input_names=["x"], dynamic_axes={"x": [0]})


def test_verbose_prints_the_graph(capsys):
    to_proto(nn.Linear(2, 2), (torch.randn(1, 2),), verbose=True)
    assert "Gemm" in capsys.readouterr().out


def test_missing_onnx_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "onnx", None)
    with pytest.raises(ImportError, match=r"glasstorch\[onnx\]"):
        torch.onnx.export(nn.Linear(2, 2), (torch.randn(1, 2),), io.BytesIO())
