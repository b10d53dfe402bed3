"""Autograd on CUDA tensors: every differentiable OpInfo operator's gradients on the device
equal its CPU gradients, and stay on the device. Runs on the numpy stand-in for cupy."""

from __future__ import annotations

from typing import Any

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.aten.testing import OpInfo, SampleInput, op_db
from glasstorch.c10.cuda import stand_in

DIFFERENTIABLE = sorted((info for info in op_db if info.differentiable), key=lambda i: i.name)


@pytest.fixture(autouse=True)
def fake_cuda():
    with stand_in() as xp:
        yield xp


def _call(info: OpInfo, sample: SampleInput, device: str) -> tuple[Any, list[Any]]:
    leaves, args = [], []
    for i, a in enumerate(sample.args):
        if isinstance(a, np.ndarray):
            t = torch.tensor(a).to(device)
            if i in info.differentiable and a.dtype.kind == "f":
                t.requires_grad_(True)
                leaves.append(t)
            args.append(t)
        elif isinstance(a, list | tuple) and a and all(isinstance(v, np.ndarray) for v in a):
            args.append(type(a)(torch.tensor(v).to(device) for v in a))
        else:
            args.append(a)
    kwargs = sample.tensor_kwargs(lambda v: torch.tensor(v).to(device))
    torch.manual_seed(0)
    return info.op(torch, *args, **kwargs), leaves


def _scalar(out: Any) -> Any:
    outs = out if isinstance(out, tuple | list) else (out,)
    floats = [o for o in outs if isinstance(o, torch.Tensor) and o.is_floating_point()]
    return sum((o * (1.0 + torch.arange(o.numel(), device=o.device).reshape(o.shape))).sum()
               for o in floats if o.requires_grad)  # fmt: skip


@pytest.mark.parametrize("info", DIFFERENTIABLE, ids=lambda i: i.name)
def test_gradients_on_cuda_match_cpu(info, fake_cuda):
    for sample in info.sample_inputs():
        out_cpu, leaves_cpu = _call(info, sample, "cpu")
        out_cuda, leaves_cuda = _call(info, sample, "cuda")
        loss_cpu, loss_cuda = _scalar(out_cpu), _scalar(out_cuda)
        if not isinstance(loss_cpu, torch.Tensor):
            continue
        assert loss_cuda.device.type == "cuda"
        loss_cpu.backward()
        loss_cuda.backward()
        for a, b in zip(leaves_cpu, leaves_cuda, strict=True):
            if a.grad is None:
                assert b.grad is None
                continue
            assert b.grad.device.type == "cuda", f"{info.name} {sample.name}"
            assert isinstance(b.grad._array(), fake_cuda.ndarray)
            np.testing.assert_allclose(
                b.grad.cpu().numpy(), a.grad.numpy(), rtol=1e-6, atol=1e-8,
                err_msg=f"{info.name} {sample.name}",
            )  # fmt: skip


def test_backward_through_an_overlapping_view_on_cuda():
    # as_strided with overlapping elements: the base gradient scatter-adds (array module).
    def grad_of_base(device: str) -> np.ndarray:
        base = torch.arange(6.0, device=device, requires_grad=True)
        view = base.as_strided((3, 2), (1, 1))
        (view * torch.arange(6.0, device=device).reshape(3, 2)).sum().backward()
        assert base.grad.device.type == device
        return base.grad.cpu().numpy()

    # base[k] is view[k, 0] (weight 2k) and view[k - 1, 1] (weight 2k - 1)
    expected = np.array([0.0, 2 + 1, 4 + 3, 5, 0, 0])
    np.testing.assert_array_equal(grad_of_base("cpu"), expected)
    np.testing.assert_array_equal(grad_of_base("cuda"), expected)


def test_a_cpu_scalar_condition_or_exponent_mixes_with_cuda_tensors(fake_cuda):
    """0-dim CPU tensors (a wrapped ``2`` in ``x ** 2``, the condition its backward makes)
    take part in CUDA computations, as in PyTorch."""
    x = torch.tensor([1.0, -2.0, 3.0], device="cuda", requires_grad=True)
    (x**2).sum().backward()
    assert x.grad.device.type == "cuda"
    np.testing.assert_allclose(x.grad.cpu().numpy(), [2.0, -4.0, 6.0])
    picked = torch.where(torch.tensor(True), x.detach(), torch.zeros(3, device="cuda"))
    assert picked.device.type == "cuda"
    np.testing.assert_allclose(picked.cpu().numpy(), [1.0, -2.0, 3.0])
