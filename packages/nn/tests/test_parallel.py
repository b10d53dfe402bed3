"""DataParallel: a plain call without CUDA; with the CUDA stand-in's two devices, the
batch split over replicas gives the module's outputs and gradients, and replica 0's
buffer updates reach the module, as in PyTorch."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.c10.cuda import backend


def test_without_cuda_it_runs_the_module() -> None:
    if backend.is_available():
        pytest.skip("a CUDA backend is active")
    module = nn.Linear(3, 2)
    dp = nn.DataParallel(module)
    x = at.randn(4, 3)
    assert dp.device_ids == [] and dp.module is module
    assert np.allclose(dp(x).detach().numpy(), module(x).detach().numpy())
    assert (
        repr(dp) == "DataParallel(\n  (module): Linear(in_features=3, out_features=2, bias=True)\n)"
    )
    assert list(dp.state_dict()) == ["module.weight", "module.bias"]
    with pytest.raises(RuntimeError, match="device type could not be determined"):
        nn.parallel.data_parallel(module, x)


@pytest.fixture
def two_devices():  # type: ignore[no-untyped-def]
    with backend.stand_in() as cuda:
        if cuda.cuda.runtime.getDeviceCount() < 2:
            pytest.skip("the stand-in was configured with fewer than two devices")
        yield


def test_split_over_two_devices(two_devices: None) -> None:
    linear, reference = nn.Linear(3, 2), nn.Linear(3, 2)
    reference.load_state_dict(linear.state_dict())
    norm, ref_norm = nn.BatchNorm1d(2), nn.BatchNorm1d(2)
    dp = nn.DataParallel(nn.Sequential(linear, norm).to("cuda:0"))
    assert dp.device_ids == [0, 1] and dp.output_device == 0
    x = at.randn(6, 3)
    y = dp(x.to("cuda:0"))
    assert y.device.type == "cuda" and y.device.index == 0 and y.shape == (6, 2)
    y.sum().backward()
    halves = [ref_norm(reference(x[:3])), ref_norm(reference(x[3:]))]
    (halves[0].sum() + halves[1].sum()).backward()
    assert np.allclose(y.cpu().detach().numpy(), at.cat(halves).detach().numpy(), atol=1e-6)
    assert linear.weight.grad.device.index == 0
    assert np.allclose(linear.weight.grad.cpu().numpy(), reference.weight.grad.numpy(), atol=1e-5)
    # only replica 0's batch statistics reach the module's running statistics
    assert norm.num_batches_tracked.item() == 1
    first = reference(x[:3]).detach().numpy()
    assert np.allclose(norm.running_mean.cpu().numpy(), 0.1 * first.mean(0), atol=1e-6)
    assert list(dict(dp.named_parameters())) == [
        "module.0.weight",
        "module.0.bias",
        "module.1.weight",
        "module.1.bias",
    ]


def test_single_device_inputs_outputs_and_errors(two_devices: None) -> None:
    one = nn.DataParallel(nn.Linear(3, 2), device_ids=[1])
    assert one.module.weight.device.index == 1  # moved there at construction
    assert one(at.ones(2, 3)).device.index == 1
    with pytest.raises(
        RuntimeError,
        match=r"on device cuda:0 \(device_ids\[0\]\) but found one of them on device: cpu",
    ):
        nn.DataParallel(nn.Linear(3, 2))(at.ones(2, 3))
    with pytest.raises(ValueError, match="Expected a non cpu device, but got: cpu"):
        nn.DataParallel(nn.Linear(3, 2), output_device="cpu")
    # a batch of one runs on the first device only
    assert nn.DataParallel(nn.Linear(3, 2).to("cuda:0"))(at.randn(1, 3)).shape == (1, 2)

    class Pair(nn.Module):
        def forward(self, a: at.Tensor, scale: float = 1.0) -> dict:
            return {"sum": a.sum(0, keepdim=True) * scale, "none": None}

    out = nn.DataParallel(Pair())(at.ones(4, 2), scale=2.0)
    assert (
        out["none"] is None
        and out["sum"].shape == (2, 2)
        and out["sum"].tolist() == [[4.0] * 2] * 2
    )

    class Broken(nn.Module):
        def forward(self, a: at.Tensor) -> at.Tensor:
            raise ValueError("boom")

    with pytest.raises(ValueError, match="Caught ValueError in replica 0 on device 0"):
        nn.DataParallel(Broken())(at.ones(4, 2))


def test_lazy_modules_cannot_be_replicated(two_devices: None) -> None:
    with pytest.raises(RuntimeError, match="Modules with uninitialized parameters can't be used"):
        nn.DataParallel(nn.LazyLinear(2).to("cuda:0"))(at.ones(4, 3))
