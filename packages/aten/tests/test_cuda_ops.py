"""Every OpInfo operator on CUDA tensors: the CUDA kernels (the numpy kernels run through the
array module) must give the CPU results, leave results on the device, and refuse to mix
devices. Runs on the numpy stand-in for cupy, so the GPU code path is exercised on a CPU."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.cuda import stand_in


@pytest.fixture(autouse=True)
def fake_cuda():
    with stand_in() as xp:
        yield xp


def _results(value):
    if isinstance(value, tuple | list):
        return [r for v in value for r in _results(v)]
    return [value] if isinstance(value, at.Tensor) else []


def _cpu(value):
    if isinstance(value, at.Tensor):
        return value.cpu()
    if isinstance(value, tuple | list):
        return type(value)(_cpu(v) for v in value)
    return value


def _cuda(array: np.ndarray):
    return at.tensor(array).to("cuda")


@pytest.mark.parametrize("info", op_db, ids=lambda i: i.name)
def test_op_on_cuda_matches_cpu(info, fake_cuda):
    for sample in info.sample_inputs():
        cpu_args = sample.tensor_args(at.tensor)
        cpu_kwargs = sample.tensor_kwargs(at.tensor)
        at.manual_seed(0)
        expected = info.op(at, *cpu_args, **cpu_kwargs)
        cuda_args = sample.tensor_args(_cuda)
        cuda_kwargs = sample.tensor_kwargs(_cuda)
        if "factory" in info.tags and not any(isinstance(a, at.Tensor) for a in cuda_args):
            cuda_kwargs["device"] = "cuda"  # a factory without a tensor: ask for the device
        at.manual_seed(0)
        actual = info.op(at, *cuda_args, **cuda_kwargs)
        got, want = _results(actual), _results(expected)
        assert len(got) == len(want), f"{info.name} {sample.name}"
        for g, w in zip(got, want, strict=True):
            assert g.device.type == "cuda", f"{info.name} {sample.name}: result on {g.device}"
            assert isinstance(g._array(), fake_cuda.ndarray)
            assert g.dtype is w.dtype and g.shape == w.shape, f"{info.name} {sample.name}"
            np.testing.assert_allclose(
                g.cpu().numpy(),
                w.numpy(),
                rtol=1e-6,
                atol=1e-6,
                err_msg=f"{info.name} {sample.name}",
            )


def _is_nd(a):
    return isinstance(a, np.ndarray) and a.ndim > 0


#: Operators that accept a CPU tensor beside CUDA ones (index tensors, as in PyTorch), or
#: views that never read data.
MIXING_ALLOWED = {"index", "index_put", "broadcast_tensors"}
MULTI_TENSOR = [
    info
    for info in op_db
    if info.name not in MIXING_ALLOWED
    and any(sum(_is_nd(a) for a in s.args) >= 2 for s in info.sample_inputs())
]


@pytest.mark.parametrize("info", MULTI_TENSOR, ids=lambda i: i.name)
def test_mixing_devices_raises_pytorchs_error(info):
    """The first tensor argument on CUDA, the second on the CPU: PyTorch's device error
    (convolutions and multi_dot word it their own way, as PyTorch's do)."""
    sample = next(s for s in info.sample_inputs() if sum(_is_nd(a) for a in s.args) >= 2)
    args, placed = [], 0
    for a in sample.args:
        if isinstance(a, np.ndarray):
            args.append(at.tensor(a) if placed == 1 and a.ndim else _cuda(a))
            placed += a.ndim > 0
        else:
            args.append(a)
    message = (
        "Expected all tensors to be on the same device, but found at least two devices, "
        r"(cuda:0 and cpu|cpu and cuda:0)!"
        r"|Input type \(CUDADoubleType\) and weight type \(CPUDoubleType\) should be the same"
        r"|multi_dot\(\): all tensors must be on the same device but tensor 0 is on cuda:0 and "
        "tensor 1 on cpu"
    )
    with pytest.raises(RuntimeError, match=message):
        info.op(at, *args, **sample.tensor_kwargs(_cuda))
