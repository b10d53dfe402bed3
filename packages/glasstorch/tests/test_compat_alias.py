"""The ``torch`` alias: glasstorch.compat.install()/uninstall() and python -m glasstorch run.

Installing the alias changes the interpreter (``sys.meta_path``, ``sys.modules``,
printed names), so every test that installs it runs in a fresh subprocess.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def _python(code: str, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=300,
    )


def _check(code: str) -> str:
    result = _python(code)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_import_glasstorch_installs_nothing():
    out = _check(
        """
        import sys
        import glasstorch
        print("torch" in sys.modules, any(type(f).__name__ == "TorchAliasFinder"
                                           for f in sys.meta_path), glasstorch.float32)
        """
    )
    assert out.split() == ["False", "False", "glasstorch.float32"]


def test_install_aliases_the_whole_module_tree():
    _check(
        """
        import importlib, sys
        import glasstorch
        glasstorch.compat.install()
        import torch
        import torch.nn as nn
        import torch.nn.functional as F
        from torch import optim
        from torch.utils.data import DataLoader
        assert torch is glasstorch
        assert sys.modules["torch.nn"] is glasstorch.nn
        assert F is glasstorch.nn.functional and optim is glasstorch.optim
        assert DataLoader is glasstorch.utils.data.DataLoader
        assert importlib.import_module("torch.utils.data") is glasstorch.utils.data
        # the modules keep their own names and specs
        assert torch.nn.__name__ == "glasstorch.nn"
        assert torch.nn.__spec__.name == "glasstorch.nn"
        assert isinstance(nn.Linear(2, 2), torch.nn.Module)
        assert isinstance(torch.zeros(2), torch.Tensor)
        # printed names follow the alias
        assert str(torch.float32) == "torch.float32"
        assert repr(torch.zeros(2, 3).shape) == "torch.Size([2, 3])"
        assert repr(torch.strided) == "torch.strided"
        assert torch.zeros(2).type() == "torch.FloatTensor"
        assert "dtype=torch.int32" in repr(torch.zeros(2, dtype=torch.int32))
        """
    )


def test_missing_submodule_raises_module_not_found_naming_torch():
    out = _check(
        """
        import glasstorch.compat
        glasstorch.compat.install()
        try:
            import torch.no_such_module
        except ModuleNotFoundError as e:
            print(e.name, "|", e)
        try:
            from torch.nn import no_such_module
        except ImportError as e:
            print(type(e).__name__)
        """
    )
    lines = out.splitlines()
    assert lines[0] == "torch.no_such_module | No module named 'torch.no_such_module'"
    assert lines[1] == "ImportError"


def test_install_is_idempotent_and_uninstall_cleans_up():
    _check(
        """
        import sys
        import glasstorch, glasstorch.compat as compat
        before = set(sys.modules)
        compat.install(); compat.install()
        assert sum(type(f).__name__ == "TorchAliasFinder" for f in sys.meta_path) == 1
        import torch.nn.functional, torch.utils.data
        assert compat.is_installed()
        compat.uninstall(); compat.uninstall()
        assert not compat.is_installed()
        assert not [n for n in sys.modules if n == "torch" or n.startswith("torch.")]
        assert not any(type(f).__name__ == "TorchAliasFinder" for f in sys.meta_path)
        assert str(glasstorch.float32) == "glasstorch.float32"
        assert repr(glasstorch.Size([2])) == "glasstorch.Size([2])"
        try:
            import torch
        except ModuleNotFoundError:
            pass
        else:
            assert torch is not glasstorch  # a real PyTorch, if one is installed
        # glasstorch's own modules stay imported
        assert sys.modules["glasstorch.nn"] is glasstorch.nn
        """
    )


def test_install_refuses_when_another_torch_is_imported():
    out = _check(
        """
        import sys, types
        sys.modules["torch"] = types.ModuleType("torch")  # stands for a real PyTorch
        import glasstorch.compat
        try:
            glasstorch.compat.install()
        except RuntimeError as e:
            print(e)
        print(glasstorch.compat.is_installed())
        """
    )
    message, installed = out.strip().splitlines()
    assert "cannot install glasstorch as 'torch'" in message
    assert "already imported" in message
    assert installed == "False"


def test_version_is_comparable_under_the_alias():
    _check(
        """
        import glasstorch.compat
        glasstorch.compat.install()
        import torch, torch.version
        assert torch.__version__ >= "2.0" and torch.__version__ < (3, 0)
        assert torch.__version__.split("+")[0] == "2.13.0"
        assert torch.version.cuda is None and torch.version.hip is None
        """
    )


SCRIPT = """\
import sys
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
x = torch.randn(64, 3)
y = x @ torch.tensor([[1.0], [-2.0], [0.5]])
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(30):
    for xb, yb in DataLoader(TensorDataset(x, y), batch_size=16):
        opt.zero_grad()
        F.mse_loss(model(xb), yb).backward()
        opt.step()
print(sys.argv[1:], __name__, sys.path[0] == __file__.rsplit("/", 1)[0])
print(round(F.mse_loss(model(x), y).item(), 4), model.weight.dtype, x.shape)
if "fail" in sys.argv:
    raise ValueError("boom")
sys.exit(int(sys.argv[-1]) if sys.argv[-1].isdigit() else 0)
"""


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    (tmp_path / "train.py").write_text(SCRIPT)
    return subprocess.run(
        [sys.executable, "-m", "glasstorch", "run", "train.py", *args],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )


def test_runner_runs_an_unmodified_program(tmp_path):
    result = _run(tmp_path, "--lr", "0.1")
    assert result.returncode == 0, result.stderr
    argv, loss = result.stdout.splitlines()
    assert argv == "['--lr', '0.1'] __main__ True"
    assert loss == "0.0 torch.float32 torch.Size([64, 3])"


def test_runner_exit_status_and_traceback_are_pythons(tmp_path):
    assert _run(tmp_path, "3").returncode == 3
    failed = _run(tmp_path, "fail")
    assert failed.returncode == 1
    lines = failed.stderr.splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[1].startswith(f'  File "{tmp_path / "train.py"}", line')  # no runner frames
    assert lines[-1] == "ValueError: boom"


SPAWNING = """
import multiprocessing as mp

import torch


def work(queue, n):
    queue.put((n, torch.arange(n).sum().item(), str(torch.float32)))


if __name__ == "__main__":
    for method in ("spawn", "forkserver", "fork"):
        ctx = mp.get_context(method)
        queue = ctx.Queue()
        child = ctx.Process(target=work, args=(queue, 4))
        child.start()
        print(method, queue.get(timeout=120))
        child.join()
        assert child.exitcode == 0, (method, child.exitcode)
"""


def test_spawned_processes_of_a_program_get_the_alias_too(tmp_path):
    # A spawn or forkserver child imports the program's __main__ afresh, and that module
    # says `import torch`: without the alias the child dies with ModuleNotFoundError.
    (tmp_path / "spawning.py").write_text(SPAWNING)
    result = subprocess.run(
        [sys.executable, "-m", "glasstorch", "run", "spawning.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        f"{method} (4, 6, 'torch.float32')" for method in ("spawn", "forkserver", "fork")
    ]


def test_runner_runs_a_module_and_reports_a_missing_script(tmp_path):
    (tmp_path / "prog.py").write_text(
        "import sys, torch\nprint(sys.argv, torch.tensor([1]).dtype)\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "glasstorch", "run", "-m", "prog", "a"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"[{str(tmp_path / 'prog.py')!r}, 'a'] torch.int64"
    absent = subprocess.run(
        [sys.executable, "-m", "glasstorch", "run", "absent.py"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert absent.returncode == 2
    assert "can't open file" in absent.stderr and "absent.py" in absent.stderr


EINOPS = """
import glasstorch.compat
glasstorch.compat.install()
import numpy as np
import torch
import einops
from einops.layers.torch import Rearrange, Reduce

x = torch.arange(24.0).reshape(2, 3, 4)
y = einops.rearrange(x, "b c (h w) -> b h w c", h=2)
assert isinstance(y, torch.Tensor) and tuple(y.shape) == (2, 2, 2, 3)
ref = np.arange(24.0).reshape(2, 3, 2, 2).transpose(0, 2, 3, 1)
assert np.array_equal(y.numpy(), ref)
assert np.allclose(einops.reduce(x, "b c w -> b c", "mean").numpy(), ref.reshape(2, 4, 3).mean(1))
assert tuple(einops.repeat(x, "b c w -> b c w r", r=5).shape) == (2, 3, 4, 5)
layer = torch.nn.Sequential(Rearrange("b c w -> b (c w)"), torch.nn.Linear(12, 2))
assert isinstance(layer[0], torch.nn.Module)
out = layer(x)
out.sum().backward()
assert tuple(out.shape) == (2, 2) and layer[1].weight.grad is not None
peak = Reduce("b c w -> b w", "max")(x)
assert np.allclose(peak.numpy(), np.arange(24.0).reshape(2, 3, 4).max(1))
print("ok")
"""


def test_einops_runs_under_the_alias():
    assert _check(EINOPS).strip() == "ok"
