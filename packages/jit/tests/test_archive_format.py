"""The pieces of a TorchScript archive, without compiling code: pickle dialect and code/ parsing."""

from __future__ import annotations

import io
import pathlib
import pickletools
import zipfile

import glasstorch.aten as at
import glasstorch.autograd  # noqa: F401 - tensors that require grad
import numpy as np
import pytest
from glasstorch.aten.serialize.inline_container import ZipReader, ZipWriter
from glasstorch.jit import _import, _pickle

FIXTURES = pathlib.Path(__file__).parent / "fixtures"


def _reader(path: pathlib.Path) -> ZipReader:
    return ZipReader(io.BytesIO(path.read_bytes()))


def _archive(records: dict[str, bytes]) -> ZipReader:
    buffer = io.BytesIO()
    writer = ZipWriter(buffer, "archive")
    for name, data in records.items():
        writer.write_record(name, data)
    writer.write_record("version", b"3\n")
    writer.finish()
    buffer.seek(0)
    return ZipReader(buffer)


def _opcodes(data: bytes) -> list[tuple[str, object]]:
    return [(op.name, arg) for op, arg, _ in pickletools.genops(data)]


def test_pytorch_cell_data_pkl_unpickles_to_script_objects() -> None:
    cell = _pickle.loads(_reader(FIXTURES / "cell.pt"), "data.pkl")
    assert cell.qualified_name == "__torch__.MyCell"
    assert cell.state["training"] is False
    linear = cell.state["linear"]
    assert linear.qualified_name == "__torch__.torch.nn.modules.linear.Linear"
    weight, bias = linear.state["weight"], linear.state["bias"]
    assert tuple(weight.shape) == (4, 4) and tuple(bias.shape) == (4,)
    assert weight.requires_grad and bias.requires_grad
    # The unpickled weights reproduce PyTorch's outputs, computed here in float64.
    expected = np.load(FIXTURES / "expected.npz")
    w, b = weight.detach().numpy().astype(np.float64), bias.detach().numpy().astype(np.float64)
    x, h = expected["cell_in0"].astype(np.float64), expected["cell_in1"].astype(np.float64)
    np.testing.assert_allclose(np.tanh(x @ w.T + b + h), expected["cell_out0"], atol=1e-6)


def test_pytorch_conv_int_list_attribute() -> None:
    cnn = _pickle.loads(_reader(FIXTURES / "cnn.pt"), "data.pkl")
    conv = cnn.state["conv"]
    assert conv.state["_reversed_padding_repeated_twice"] == [1, 1, 1, 1]
    assert conv.state["transposed"] is False
    assert tuple(conv.state["weight"].shape) == (4, 1, 3, 3)
    # Classes whose constants differ get mangled names (one per process, in order).
    fc_class = "__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear"
    assert cnn.state["fc"].qualified_name == fc_class


def test_writer_uses_torchscript_opcodes_and_round_trips() -> None:
    weight = glasstorch.nn.Parameter(at.tensor([[1.0, 2.0], [3.0, 4.0]]))
    inner = _pickle.ScriptObject("__torch__.torch.nn.modules.linear.Linear", {"weight": weight})
    outer = _pickle.ScriptObject(
        "__torch__.Net",
        {
            "training": True,
            "sub": inner,
            "sizes": _pickle.Tagged([1, 2, 3], "List[int]"),
            "names": _pickle.Tagged(["a", "b"], "List[str]"),
            "scale": 2.5,
            "alias": weight[0],
        },
    )
    data, storages = _pickle.dumps(outer)
    ops = _opcodes(data)
    assert ("GLOBAL", "__torch__ Net") in ops
    assert ("GLOBAL", "__torch__.torch.nn.modules.linear Linear") in ops
    assert ("GLOBAL", "torch.jit._pickle build_intlist") in ops
    assert ("GLOBAL", "torch.jit._pickle restore_type_tag") in ops
    assert ("GLOBAL", "torch._utils _rebuild_tensor_v2") in ops
    assert not any(arg == "torch._utils _rebuild_parameter" for _, arg in ops)
    assert [name for name, _ in ops].count("NEWOBJ") == 2
    assert len(storages) == 1  # the weight and its row share one storage

    records = {"data.pkl": data, **{f"data/{s.key}": bytes(s.payload()) for s in storages}}
    loaded = _pickle.loads(_archive(records), "data.pkl")
    assert loaded.qualified_name == "__torch__.Net"
    assert loaded.state["sizes"] == [1, 2, 3] and loaded.state["names"] == ["a", "b"]
    assert loaded.state["scale"] == 2.5 and loaded.state["training"] is True
    w = loaded.state["sub"].state["weight"]
    np.testing.assert_array_equal(w.detach().numpy(), [[1.0, 2.0], [3.0, 4.0]])
    assert w.requires_grad
    alias = loaded.state["alias"]
    assert alias._impl.storage_impl is w._impl.storage_impl
    np.testing.assert_array_equal(alias.detach().numpy(), [1.0, 2.0])


def test_loading_refuses_arbitrary_globals() -> None:
    evil = b"\x80\x02cos\nsystem\nX\x04\x00\x00\x00trueh\x85R."
    with pytest.raises(RuntimeError, match="cannot read data.pkl.*os.system"):
        _pickle.loads(_archive({"data.pkl": evil}), "data.pkl")


def test_script_object_state_must_be_a_dict() -> None:
    data = b"\x80\x02c__torch__\nM\n)\x81K\x01b."
    with pytest.raises(RuntimeError, match="state of a __torch__.M object must be a dict"):
        _pickle.loads(_archive({"data.pkl": data}), "data.pkl")


def _code_files(path: pathlib.Path) -> dict[str, str]:
    with zipfile.ZipFile(path) as z:
        prefix = z.namelist()[0].split("/")[0] + "/"
        return {
            n[len(prefix) :]: z.read(n).decode()
            for n in z.namelist()
            if n.startswith(prefix + "code/") and n.endswith(".py")
        }


def test_parse_pytorch_code_folder() -> None:
    parsed = _import.parse_sources(_code_files(FIXTURES / "mlp.pt"))
    mlp = parsed["__torch__.MLP"]
    assert isinstance(mlp, _import.ClassSource) and mlp.is_module
    assert list(mlp.attributes) == ["training", "_is_full_backward_hook", "net"]
    assert mlp.attributes["net"] == "__torch__.torch.nn.modules.container.Sequential"
    assert list(mlp.methods) == ["forward"]
    sequential = parsed["__torch__.torch.nn.modules.container.Sequential"]
    first = "__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"
    assert sequential.attributes["0"] == first
    assert set(sequential.methods) == {"forward", "__len__"}
    linear = parsed[first]
    assert linear.parameters == ["weight", "bias"] and linear.buffers == []
    assert linear.constants == {"in_features": ("int", 8), "out_features": ("int", 16)}
    relu = parsed["__torch__.torch.nn.functional.relu"]
    assert isinstance(relu, _import.FunctionSource)
    assert [a.arg for a in relu.definition.args.args] == ["input", "inplace"]


def test_parse_conv_constants_and_errors() -> None:
    parsed = _import.parse_sources(_code_files(FIXTURES / "cnn.pt"))
    conv = parsed["__torch__.torch.nn.modules.conv.Conv2d"]
    assert conv.constants["padding"] == ("Tuple[int, int]", (1, 1))
    assert conv.constants["padding_mode"] == ("str", "zeros")
    assert conv.attributes["bias"] == "Optional[Tensor]"
    assert set(conv.methods) == {"forward", "_conv_forward"}
    with pytest.raises(RuntimeError, match="code/__torch__.py:1: unsupported base classes"):
        _import.parse_sources({"code/__torch__.py": "class A(Foo):\n  pass\n"})
    with pytest.raises(RuntimeError, match="cannot parse code/__torch__/x.py"):
        _import.parse_sources({"code/__torch__/x.py": "def f(:\n"})
    with pytest.raises(ValueError, match="not a code record"):
        _import.qualified_prefix("data.pkl")
