"""``jit.save`` / ``jit.load``: archives that rebuild and run without the Python classes."""

from __future__ import annotations

import io
import json
import pathlib
import subprocess
import sys
import textwrap
import zipfile

import glasstorch as torch
import numpy as np
import pytest
from jit_models import CNN, MLP, MyCell


@pytest.mark.slow
def test_seed_example_loads_in_a_process_without_the_class(tmp_path: pathlib.Path) -> None:
    torch.manual_seed(0)
    scripted = torch.jit.script(MyCell().eval())
    scripted.save(str(tmp_path / "cell.pt"))
    x, h = torch.rand(3, 4), torch.rand(3, 4)
    with torch.no_grad():
        expected = scripted(x, h)[0].numpy()
    child = textwrap.dedent(
        f"""
        import json
        import glasstorch as torch
        loaded = torch.jit.load("cell.pt")
        x = torch.tensor({x.tolist()})
        h = torch.tensor({h.tolist()})
        a, b = loaded(x, h)
        print(json.dumps({{"out": a.tolist(), "code": loaded.code,
                          "name": loaded.original_name, "same": a is b}}))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, cwd=tmp_path, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert "MyCell" not in child.replace("cell.pt", "")
    reported = json.loads(result.stdout.strip().splitlines()[-1])
    np.testing.assert_allclose(np.array(reported["out"]), expected, rtol=1e-6, atol=1e-7)
    assert reported["code"] == scripted.code
    assert reported["name"] == "MyCell" and reported["same"] is True


def test_archive_layout_matches_pytorch(tmp_path: pathlib.Path) -> None:
    scripted = torch.jit.script(MyCell())
    torch.jit.save(scripted, tmp_path / "cell.pt")
    # __torch__.<module of MyCell>.MyCell: its file is code/__torch__/<module path>.py
    top_record, linear_record = (
        "cell/code/" + m._type.qualified_name.rpartition(".")[0].replace(".", "/") + ".py"
        for m in (scripted, scripted.linear)
    )
    with zipfile.ZipFile(tmp_path / "cell.pt") as z:
        names = z.namelist()
        assert names == [
            "cell/data/0",
            "cell/data/1",
            "cell/data.pkl",
            top_record,
            linear_record,
            "cell/constants.pkl",
            "cell/version",
            "cell/byteorder",
            "cell/.data/serialization_id",
        ]
        assert all(i.compress_type == zipfile.ZIP_STORED for i in z.infolist())
        assert z.read("cell/version") == b"3\n"
        top = z.read(top_record).decode()
        linear = z.read(linear_record).decode()
        weight = np.frombuffer(z.read("cell/data/0"), dtype=np.float32).reshape(4, 4)
    assert top.startswith("class MyCell(Module):\n  __parameters__ = []\n  __buffers__ = []\n")
    assert f"  linear : {scripted.linear._type.qualified_name}\n" in top
    assert f"  def forward(self: {scripted._type.qualified_name},\n" in top
    assert '  __parameters__ = ["weight", "bias", ]\n' in linear
    np.testing.assert_array_equal(weight, scripted.linear.weight.detach().numpy())


@pytest.mark.parametrize(
    ("module", "inputs"),
    [
        (MLP, lambda: (torch.randn(5, 8),)),
        (CNN, lambda: (torch.randn(2, 1, 8, 8),)),
    ],
)
def test_round_trip_mlp_and_cnn(module, inputs) -> None:
    torch.manual_seed(0)
    scripted = torch.jit.script(module().eval())
    buffer = io.BytesIO()
    torch.jit.save(scripted, buffer)
    buffer.seek(0)
    loaded = torch.jit.load(buffer)
    args = inputs()
    with torch.no_grad():
        np.testing.assert_allclose(
            loaded(*args).numpy(), scripted(*args).numpy(), rtol=1e-6, atol=1e-7
        )
    assert dict(loaded.named_parameters()).keys() == dict(scripted.named_parameters()).keys()


class Normalized(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc = torch.nn.Linear(4, 3, bias=False)
        self.bn = torch.nn.BatchNorm1d(3)
        self.drop = torch.nn.Dropout(0.5)

    def forward(self, x):
        return self.drop(self.bn(self.fc(x)))


def test_buffers_missing_bias_and_raise_round_trip() -> None:
    torch.manual_seed(0)
    net = Normalized().eval()
    net.bn.running_mean.fill_(0.25)
    scripted = torch.jit.script(net)
    buffer = io.BytesIO()
    torch.jit.save(scripted, buffer)
    buffer.seek(0)
    loaded = torch.jit.load(buffer)
    assert loaded.fc.bias is None
    assert dict(loaded.named_buffers())["bn.running_mean"].tolist() == [0.25, 0.25, 0.25]
    assert int(dict(loaded.named_buffers())["bn.num_batches_tracked"]) == 0
    x = torch.randn(5, 4)
    with torch.no_grad():
        np.testing.assert_allclose(loaded(x).numpy(), net(x).numpy(), rtol=1e-6, atol=1e-7)
    # BatchNorm1d's input check is a ``raise`` in the saved code: it still raises.
    with pytest.raises(torch.jit.Error, match=r"ValueError: expected 2D or 3D input \(got 4D"):
        loaded(torch.randn(1, 2, 3, 4))


def test_loaded_module_trains_and_saves_again(tmp_path: pathlib.Path) -> None:
    torch.manual_seed(0)
    torch.jit.script(MyCell()).save(tmp_path / "a.pt")
    loaded = torch.jit.load(tmp_path / "a.pt")
    optimizer = torch.optim.SGD(loaded.parameters(), lr=0.1)
    x, h = torch.rand(2, 4), torch.rand(2, 4)
    before = loaded.linear.bias.detach().clone()
    loaded(x, h)[0].sum().backward()
    grad = loaded.linear.bias.grad.clone()
    optimizer.step()
    np.testing.assert_allclose(
        loaded.linear.bias.detach().numpy(), (before - 0.1 * grad).numpy(), rtol=1e-6
    )
    loaded.save(tmp_path / "b.pt")
    again = torch.jit.load(tmp_path / "b.pt")
    np.testing.assert_array_equal(
        again.linear.bias.detach().numpy(), loaded.linear.bias.detach().numpy()
    )


def test_traced_module_round_trips(tmp_path: pathlib.Path) -> None:
    torch.manual_seed(2)
    cell = MyCell()
    traced = torch.jit.trace(cell, (torch.rand(3, 4), torch.rand(3, 4)))
    traced.save(tmp_path / "traced.pt")
    loaded = torch.jit.load(tmp_path / "traced.pt")
    x, h = torch.rand(6, 4), torch.rand(6, 4)
    with torch.no_grad():
        np.testing.assert_allclose(
            loaded(x, h)[0].numpy(), cell(x, h)[0].numpy(), rtol=1e-6, atol=1e-7
        )
    assert "aten::tanh" in str(loaded.graph)


def test_tensor_constants_go_to_constants_pkl(tmp_path: pathlib.Path) -> None:
    offset = torch.tensor([10.0, 20.0])

    class Shift(torch.nn.Module):
        def forward(self, x):
            return x * 2 + offset  # a captured tensor: a constant of the trace

    traced = torch.jit.trace(Shift(), torch.zeros(2))
    traced.save(tmp_path / "shift.pt")
    with zipfile.ZipFile(tmp_path / "shift.pt") as z:
        assert "shift/constants/0" in z.namelist()
        code = "".join(z.read(n).decode() for n in z.namelist() if n.endswith(".py"))
        stored = np.frombuffer(z.read("shift/constants/0"), dtype=np.float32)
    assert "CONSTANTS.c0" in code
    np.testing.assert_array_equal(stored, [10.0, 20.0])
    loaded = torch.jit.load(tmp_path / "shift.pt")
    np.testing.assert_array_equal(loaded(torch.ones(2)).numpy(), [12.0, 22.0])


def test_extra_files_and_attributes(tmp_path: pathlib.Path) -> None:
    class Scaled(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.sizes = [2, 3]
            self.scale = 1.5
            self.register_buffer("shift", torch.tensor([1.0, -1.0]))

        def forward(self, x):
            return x * self.scale + self.shift + self.sizes[1]

    scripted = torch.jit.script(Scaled())
    torch.jit.save(scripted, tmp_path / "s.pt", _extra_files={"meta.json": '{"v": 1}'})
    extra = {"meta.json": "", "absent.txt": ""}
    loaded = torch.jit.load(tmp_path / "s.pt", _extra_files=extra)
    assert extra == {"meta.json": b'{"v": 1}', "absent.txt": ""}
    assert loaded.sizes == [2, 3] and loaded.scale == 1.5
    np.testing.assert_allclose(loaded(torch.tensor([2.0, 4.0])).numpy(), [7.0, 8.0])


def add_mul(x, y):
    return x * y + 1


def test_script_function_saves_as_placeholder_module(tmp_path: pathlib.Path) -> None:
    fn = torch.jit.script(add_mul)
    torch.jit.save(fn, tmp_path / "fn.pt")
    with zipfile.ZipFile(tmp_path / "fn.pt") as z:
        code = z.read("fn/code/__torch__.py").decode()
    assert code.startswith("class PlaceholderModule(Module):")
    assert "  def forward(self: __torch__.PlaceholderModule,\n" in code
    loaded = torch.jit.load(tmp_path / "fn.pt")
    np.testing.assert_array_equal(
        loaded(torch.tensor([2.0, 3.0]), torch.tensor([4.0, 5.0])).numpy(), [9.0, 16.0]
    )


def test_load_errors(tmp_path: pathlib.Path) -> None:
    with pytest.raises(ValueError, match="does not exist"):
        torch.jit.load(tmp_path / "missing.pt")
    torch.save({"w": torch.ones(2)}, tmp_path / "checkpoint.pt")
    with pytest.raises(RuntimeError, match="not a TorchScript archive.*glasstorch.load"):
        torch.jit.load(tmp_path / "checkpoint.pt")
    (tmp_path / "junk.pt").write_bytes(b"not a zip at all")
    with pytest.raises(RuntimeError, match="PytorchStreamReader failed reading zip archive"):
        torch.jit.load(tmp_path / "junk.pt")
    torch.jit.script(MyCell()).save(tmp_path / "cell.pt")
    assert torch.jit.load(tmp_path / "cell.pt", map_location="cpu").linear.weight.shape == (4, 4)
    with pytest.raises(RuntimeError, match="don't know how to restore data location"):
        torch.jit.load(tmp_path / "cell.pt", map_location="nowhere")
    with pytest.raises(TypeError, match="expects a ScriptModule or ScriptFunction"):
        torch.jit.save(MyCell(), tmp_path / "eager.pt")
