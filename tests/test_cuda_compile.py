"""``torch.compile`` on CUDA tensors: inductor's Triton code generator, run by Triton's CPU
interpreter over the numpy stand-in for cupy, in a fresh process (Triton fixes its mode
when first imported)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("triton") is None, reason="triton is not installed"
)

PROGRAM = """
import glasstorch as torch
import numpy as np

def chain(a, b, c):
    return torch.relu(a * b + c).sin() * 2

def block(x, w):
    return torch.softmax(x @ w, dim=-1).sum(0)

torch.manual_seed(0)
a, b, c = (torch.randn(1000, device="cuda") for _ in range(3))
out = torch.compile(chain)(a, b, c)
assert out.device == torch.device("cuda:0"), out.device
np.testing.assert_allclose(out.cpu().numpy(), chain(a, b, c).cpu().numpy(), rtol=1e-5, atol=1e-6)
x, w = torch.randn(8, 16, device="cuda"), torch.randn(16, 4, device="cuda")
got = torch.compile(block)(x, w)
np.testing.assert_allclose(got.cpu().numpy(), block(x, w).cpu().numpy(), rtol=1e-5, atol=1e-6)
print("compiled on cuda ok")
"""


def test_compile_runs_cuda_tensors_through_triton(tmp_path):
    env = {
        **os.environ,
        "TRITON_INTERPRET": "1",
        "GLASSTORCH_CUDA_BACKEND": "numpy",
        "GLASSTORCH_INDUCTOR_CACHE_DIR": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "compiled on cuda ok" in done.stdout
