"""End to end on CUDA: ``model.cuda()``, training with the optimizers, checkpoints with
``map_location``, and the ``glasstorch.cuda`` API. Runs on the numpy stand-in for cupy, so
CUDA runs must reproduce CPU runs exactly (the same kernels). Random numbers are drawn on
the CPU: the CPU generator is PyTorch's stream, the CUDA one a stream of its own, as in
PyTorch, so dropout masks are compared for their own properties instead."""

from __future__ import annotations

import io

import glasstorch as torch
import glasstorch.nn as nn
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch.c10 import cuda as c10_cuda


@pytest.fixture(autouse=True)
def fake_cuda():
    with c10_cuda.stand_in() as xp:
        yield xp


def _model(dropout: float = 0.2) -> nn.Module:
    torch.manual_seed(0)
    return nn.Sequential(
        nn.Conv2d(1, 4, 3, padding=1),
        nn.BatchNorm2d(4),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Flatten(),
        nn.Dropout(dropout),
        nn.Linear(4 * 4 * 4, 16),
        nn.LayerNorm(16),
        nn.GELU(),
        nn.Linear(16, 3),
    )


def _train(device: str, optimizer: str) -> tuple[list[float], nn.Module]:
    model = _model(dropout=0.0).to(device)  # masks differ between the devices' streams
    params = list(model.parameters())
    opt = {
        "sgd": lambda: torch.optim.SGD(params, lr=0.1, momentum=0.9, weight_decay=1e-4),
        "adam": lambda: torch.optim.Adam(params, lr=1e-2),
        "adamw": lambda: torch.optim.AdamW(params, lr=1e-2),
    }[optimizer]()
    torch.manual_seed(1)
    x = torch.randn(16, 1, 8, 8).to(device)
    y = torch.randint(0, 3, (16,)).to(device)
    losses = []
    for _ in range(4):
        opt.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses, model


@pytest.mark.parametrize("optimizer", ["sgd", "adam", "adamw"])
def test_training_on_cuda_reproduces_cpu(optimizer, fake_cuda):
    cpu_losses, cpu_model = _train("cpu", optimizer)
    cuda_losses, cuda_model = _train("cuda", optimizer)
    np.testing.assert_allclose(cuda_losses, cpu_losses, rtol=1e-5)
    assert cuda_losses[-1] < cuda_losses[0]
    for (name, p), q in zip(cuda_model.named_parameters(), cpu_model.parameters(), strict=True):
        assert p.device == torch.device("cuda:0") and p.grad.device == p.device, name
        assert isinstance(p._array(), fake_cuda.ndarray)
        np.testing.assert_allclose(
            p.detach().cpu().numpy(), q.detach().numpy(), rtol=1e-4, atol=1e-6
        )
    buffers = dict(cuda_model.named_buffers())
    assert buffers["1.running_mean"].device.type == "cuda"


def test_dropout_on_cuda_draws_from_the_cuda_generator():
    """Dropout's masks on CUDA: reproducible from ``torch.cuda.manual_seed``, about the
    asked fraction dropped, survivors scaled by 1 / (1 - p), and not the CPU's masks."""
    x = torch.ones(200, 100, device="cuda")

    def mask():
        torch.cuda.manual_seed(3)
        return F.dropout(x, 0.25, training=True).cpu().numpy()

    first, again = mask(), mask()
    np.testing.assert_array_equal(first, again)
    assert set(np.unique(first)) == {0.0, np.float32(1 / 0.75)}
    assert abs((first == 0).mean() - 0.25) < 0.02
    torch.manual_seed(3)
    on_cpu = F.dropout(torch.ones(200, 100), 0.25, training=True).numpy()
    assert not np.array_equal(first, on_cpu)


def test_module_cuda_and_cpu_move_parameters_buffers_and_grads():
    model = _model()
    moved = model.cuda()
    assert moved is model
    assert {p.device.type for p in model.parameters()} == {"cuda"}
    assert {b.device.type for b in model.buffers()} == {"cuda"}
    model.cpu()
    assert {p.device.type for p in model.parameters()} == {"cpu"}
    model.to("cuda:1")
    assert {str(p.device) for p in model.parameters()} == {"cuda:1"}
    with pytest.raises(RuntimeError, match=r"Input type \(CPUFloatType\) and weight type \(CUDA"):
        model(torch.randn(2, 1, 8, 8))


def test_checkpoints_map_location():
    _, model = _train("cuda", "adam")
    buffer = io.BytesIO()
    torch.save(model.state_dict(), buffer)
    state = model.state_dict()

    def load(map_location):
        buffer.seek(0)
        return torch.load(buffer, map_location=map_location)

    on_cuda = load(None)  # saved on cuda:0, restored there
    assert {str(t.device) for t in on_cuda.values()} == {"cuda:0"}
    on_cpu = load("cpu")
    assert {t.device.type for t in on_cpu.values()} == {"cpu"}
    for key, value in state.items():
        np.testing.assert_array_equal(on_cpu[key].numpy(), value.detach().cpu().numpy())
    remapped = load({"cuda:0": "cuda:1"})
    assert {str(t.device) for t in remapped.values()} == {"cuda:1"}
    fresh = _model().cuda()
    fresh.load_state_dict(on_cpu)  # copy_ from CPU tensors into CUDA parameters
    assert {p.device.type for p in fresh.parameters()} == {"cuda"}
    x = torch.randn(2, 1, 8, 8, device="cuda")
    fresh.eval(), model.eval()
    with torch.no_grad():
        np.testing.assert_allclose(fresh(x).cpu().numpy(), model(x).cpu().numpy(), rtol=1e-6)


def test_cpu_checkpoint_loads_onto_cuda():
    model = _model()
    buffer = io.BytesIO()
    torch.save(model.state_dict(), buffer)
    buffer.seek(0)
    state = torch.load(buffer, map_location="cuda")
    assert all(t.is_cuda for t in state.values())


def test_cuda_module_api():
    cuda = torch.cuda
    assert cuda.is_available() and cuda.device_count() == 2
    assert cuda.current_device() == 0
    with cuda.device(1):
        assert cuda.current_device() == 1
        assert torch.empty(2, device="cuda").device == torch.device("cuda:1")
    cuda.set_device(1)
    assert cuda.current_device() == 1
    cuda.set_device(0)
    t = torch.ones(3, device="cuda:1")
    with cuda.device_of(t):
        assert cuda.current_device() == 1
    assert cuda.get_device_name(0) == "glasstorch numpy stand-in"
    assert cuda.get_device_capability() == (9, 0)
    s = cuda.Stream()
    with cuda.stream(s):
        assert cuda.current_stream() == s
    start, end = cuda.Event(enable_timing=True), cuda.Event(enable_timing=True)
    start.record()
    (torch.randn(64, 64, device="cuda") @ torch.randn(64, 64, device="cuda")).sum().item()
    end.record()
    cuda.synchronize()
    assert start.elapsed_time(end) >= 0


def test_cuda_memory_statistics_follow_tensors():
    cuda = torch.cuda
    cuda.empty_cache()
    base = cuda.memory_allocated()
    cuda.reset_peak_memory_stats()
    x = torch.empty(1 << 18, device="cuda")  # 1 MiB
    assert cuda.memory_allocated() == base + (1 << 20)
    assert cuda.memory_reserved() >= cuda.memory_allocated()
    y = torch.empty(1 << 19, device="cuda")  # 2 MiB
    peak = cuda.max_memory_allocated()
    assert peak == base + (3 << 20)
    del x, y
    assert cuda.memory_allocated() == base
    assert cuda.max_memory_allocated() == peak
    reserved = cuda.memory_reserved()
    cuda.empty_cache()
    assert cuda.memory_reserved() < reserved
    cuda.reset_peak_memory_stats()
    assert cuda.max_memory_allocated() == base
    assert cuda.memory_stats()["num_device_alloc"] >= 2


def test_cuda_manual_seed_repeats_draws():
    torch.cuda.manual_seed(3)
    a = torch.rand(4, device="cuda")
    torch.cuda.manual_seed_all(3)
    b = torch.rand(4, device="cuda")
    assert a.tolist() == b.tolist() and torch.cuda.initial_seed() == 3
    state = torch.cuda.get_rng_state()
    c = torch.rand(4, device="cuda")
    torch.cuda.set_rng_state(state)
    assert torch.rand(4, device="cuda").tolist() == c.tolist()


def test_cuda_is_unavailable_without_cupy(monkeypatch):
    monkeypatch.setattr(
        c10_cuda.backend,
        "_loaded",
        {"cupy": (None, "Torch not compiled with CUDA enabled: no cupy here")},
    )
    c10_cuda.set_backend("cupy")
    assert torch.cuda.is_available() is False
    assert torch.cuda.device_count() == 0
    assert torch.cuda.memory_allocated() == 0 and torch.cuda.memory_stats() == {}
    assert not torch.cuda.is_initialized()
    with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
        torch.cuda.init()
    with pytest.raises(AssertionError, match="Torch not compiled with CUDA enabled"):
        _model().cuda()
