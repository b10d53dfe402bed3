"""Top-level names that are other modules' objects: TorchScript's classes and futures,
``OutOfMemoryError``, build facts, ``torch.functional`` and ``torch.torch_version``."""

from __future__ import annotations

import glasstorch as torch
import glasstorch.jit as jit
import pytest


def test_jit_names_are_jits():
    assert torch.ScriptFunction is jit.ScriptFunction and torch.ScriptMethod is jit.ScriptMethod
    assert torch.CompilationUnit is jit.CompilationUnit and torch.Future is jit.Future
    future = torch.fork(lambda x: x * 2, torch.ones(2))
    assert isinstance(future, torch.Future) and torch.wait(future).tolist() == [2.0, 2.0]


def test_out_of_memory_error_and_build_facts():
    assert torch.OutOfMemoryError is torch.cuda.OutOfMemoryError
    assert issubclass(torch.OutOfMemoryError, RuntimeError)
    assert torch.legacy_contiguous_format is torch.contiguous_format
    assert torch.has_lapack is True and torch.has_spectral is True
    assert torch.has_mkl is torch.backends.mkl.is_available()
    assert torch.has_openmp is torch.backends.openmp.is_available()


def test_functional_module_holds_the_top_level_functions():
    import glasstorch.functional as functional

    for name in functional.__all__:
        assert getattr(functional, name) is getattr(torch, name), name
    x = torch.tensor([1.0, 2.0])
    grid = functional.meshgrid(x, x, indexing="ij")
    assert grid[0].tolist() == [[1.0, 1.0], [2.0, 2.0]]


def test_torch_version_module():
    from glasstorch.torch_version import TorchVersion, internal_version

    assert internal_version == torch.__version__ and isinstance(torch.__version__, TorchVersion)
    assert TorchVersion("1.10.0a") > (1, 2, 1) and TorchVersion("1.10.0a") > "1.2"
    assert internal_version >= (2, 0) and not internal_version < "2.0"
    with pytest.raises(TypeError):
        _ = TorchVersion("2.0") < 2  # neither a version nor a sequence, as in PyTorch
