"""torch.accelerator, torch.backends, torch.cpu, torch.mps/xpu/mtia and the torch.cuda
names that behave without a GPU (and with the numpy CUDA stand-in)."""

from __future__ import annotations

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.aten import functional as aten_functional
from glasstorch.c10.cuda import stand_in

NO_ACCELERATOR = "Cannot access accelerator device when none is available."


@pytest.fixture
def cuda():
    with stand_in():
        yield torch.cuda


def test_accelerator_without_a_device():
    acc = torch.accelerator
    assert acc.current_accelerator() is None and not acc.is_available()
    assert acc.device_count() == 0
    for call in (acc.current_device_index, acc.synchronize, acc.memory_allocated):
        with pytest.raises(RuntimeError, match=NO_ACCELERATOR):
            call()
    with pytest.raises(RuntimeError, match=NO_ACCELERATOR):
        acc.set_device_index(0)
    with pytest.raises(RuntimeError, match=NO_ACCELERATOR), acc.device_index(0):
        pass
    with acc.device_index(None):
        pass


def test_accelerator_on_the_cuda_stand_in(cuda):
    acc = torch.accelerator
    assert acc.current_accelerator() == torch.device("cuda") and acc.is_available()
    assert acc.device_count() == cuda.device_count() == 2
    assert acc.current_device_index() == 0
    with acc.device_index(1):
        assert acc.current_device_index() == 1 and torch.zeros(1, device="cuda").device.index == 1
    assert acc.current_device_index() == 0
    acc.set_device_index("cuda:1")
    try:
        assert cuda.current_device() == 1
    finally:
        acc.set_device_index(0)
    with pytest.raises(ValueError, match="cpu doesn't match the current accelerator cuda"):
        acc.set_device_index("cpu")
    before = acc.memory_allocated()
    t = torch.zeros(256, device="cuda")
    assert acc.memory_allocated() - before == 1024 == t.numel() * 4
    assert acc.max_memory_allocated() >= acc.memory_allocated()
    assert acc.memory_stats()["allocated_bytes.all.current"] == acc.memory_allocated()
    acc.synchronize()
    assert acc.current_stream() == cuda.current_stream()


def test_backends_answers():
    b = torch.backends
    assert b.cuda.is_built() is False and b.mps.is_available() is False
    assert b.mps.is_built() is False and b.cudnn.is_available() is False
    assert b.cudnn.version() is None and b.nnpack.is_available() is False
    assert b.mkldnn.is_available() is False
    assert b.cpu.get_cpu_capability() in ("DEFAULT", "AVX2", "AVX512")
    blas = np.show_config(mode="dicts")["Build Dependencies"]["blas"]["name"]
    assert b.mkl.is_available() == ("mkl" in blas.lower())
    assert isinstance(b.openmp.is_available(), bool)
    assert b.cuda.matmul.allow_fp16_reduced_precision_reduction is True
    with pytest.raises(TypeError, match="must be a bool"):
        b.cuda.matmul.allow_fp16_reduced_precision_reduction = 1


def test_backends_on_the_cuda_stand_in(cuda):
    assert torch.backends.cuda.is_built() is True


def test_cudnn_flags_restore():
    cudnn = torch.backends.cudnn
    assert (cudnn.enabled, cudnn.benchmark, cudnn.deterministic, cudnn.allow_tf32) == (
        True, False, False, True
    )  # fmt: skip
    with cudnn.flags(enabled=False, benchmark=True, deterministic=True):
        assert (cudnn.enabled, cudnn.benchmark, cudnn.deterministic) == (False, True, True)
    assert (cudnn.enabled, cudnn.benchmark, cudnn.deterministic) == (True, False, False)


def test_opt_einsum_plans_the_contraction_order():
    oe = torch.backends.opt_einsum
    assert oe.is_available() and oe.enabled and oe.strategy == "auto"
    a, b, c = (torch.randn(s, dtype=torch.float64) for s in [(50, 2), (2, 60), (60, 3)])
    # contracting (b, c) first is cheaper: the planner picks it, the result is unchanged
    assert aten_functional.path_planner("ij,jk,kl->il", [a, b, c]) == [1, 2, 0, 1]
    expected = np.einsum("ij,jk,kl->il", a.numpy(), b.numpy(), c.numpy())
    paths = []
    planner = aten_functional.path_planner

    def spy(equation, operands):
        paths.append(planner(equation, operands))
        return paths[-1]

    aten_functional.path_planner = spy
    try:
        out = torch.einsum("ij,jk,kl->il", a, b, c)
    finally:
        aten_functional.path_planner = planner
    assert paths == [[1, 2, 0, 1]]
    np.testing.assert_allclose(out.numpy(), expected, rtol=1e-12)
    with oe.flags(enabled=False):
        assert not oe.enabled and aten_functional.path_planner is None
        np.testing.assert_allclose(torch.einsum("ij,jk,kl->il", a, b, c).numpy(), expected,
                                   rtol=1e-12)  # fmt: skip
        with pytest.raises(ValueError, match="opt_einsum is not enabled"):
            oe.strategy = "greedy"
    assert oe.enabled and aten_functional.path_planner is not None
    oe.strategy = "greedy"
    try:
        assert oe.strategy == "greedy"
        assert aten_functional.path_planner("ij,jk,kl->il", [a, b, c]) == [1, 2, 0, 1]
    finally:
        oe.strategy = "auto"
    with pytest.raises(ValueError, match=r"must be one of the following: \[auto, greedy"):
        oe.strategy = "fastest"


def test_cpu_module():
    cpu = torch.cpu
    assert cpu.is_available() and cpu.is_initialized() and cpu.device_count() == 1
    assert cpu.current_device() == "cpu" and cpu.synchronize() is None
    s = torch.cpu.Stream()
    default = cpu.current_stream()
    with cpu.stream(s):
        assert cpu.current_stream() is s
    assert cpu.current_stream() is default
    with cpu.StreamContext(None):
        assert cpu.current_stream() is default
    assert cpu.Event().query()


def test_devices_glasstorch_lacks():
    for module in (torch.mps, torch.xpu, torch.mtia):
        assert module.is_available() is False and module.device_count() == 0
    assert not torch.xpu.is_initialized() and not torch.mtia.is_initialized()
    with pytest.raises(RuntimeError, match="without MPS backend"):
        torch.mps.synchronize()
    with pytest.raises(AssertionError, match="Torch not compiled with XPU enabled"):
        torch.xpu.current_device()
    with pytest.raises(RuntimeError, match="getCurrentDevice\\(\\) without MTIA backend"):
        torch.mtia.current_device()


def test_cuda_names_without_a_gpu():
    c = torch.cuda
    assert c.is_bf16_supported() is False and c.is_tf32_supported() is False
    assert c.get_arch_list() == [] and c.get_gencode_flags() == ""
    assert c.default_generators == () and c.get_rng_state_all() == []
    assert c.memory_stats_as_nested_dict() == {} and c.has_half and not c.has_magma
    with pytest.warns(FutureWarning, match="renamed to `torch.cuda.memory_reserved`"):
        assert c.memory_cached() == 0
    with pytest.warns(FutureWarning, match="renamed to `torch.cuda.max_memory_reserved`"):
        assert c.max_memory_cached() == 0
    with pytest.raises(TypeError, match="cuda.FloatTensor not available"):
        c.FloatTensor(2)
    assert not isinstance(torch.zeros(1), c.FloatTensor)


def test_cuda_names_on_the_stand_in(cuda):
    assert cuda.is_bf16_supported() and cuda.is_tf32_supported()  # the stand-in is sm_90
    assert cuda.get_arch_list() == ["sm_90"]
    assert cuda.get_gencode_flags() == "-gencode compute=compute_90,code=sm_90"
    gens = cuda.default_generators
    assert len(gens) == 2 and gens[0] is gens[1]
    cuda.manual_seed(3)
    states = cuda.get_rng_state_all()
    first = torch.rand(3, device="cuda").tolist()
    cuda.set_rng_state_all(states)
    assert torch.rand(3, device="cuda").tolist() == first
    t = cuda.FloatTensor(2, 3)
    assert t.device.type == "cuda" and t.dtype is torch.float32 and isinstance(t, cuda.FloatTensor)
    assert t.type() == "glasstorch.cuda.FloatTensor" and not isinstance(t, torch.FloatTensor)
    assert torch.zeros(2).type("torch.cuda.DoubleTensor").device.type == "cuda"
    before = cuda.memory_allocated()
    address = cuda.caching_allocator_alloc(1000)
    assert address != 0 and cuda.memory_allocated() - before == 1024  # 512-byte classes
    nested = cuda.memory_stats_as_nested_dict()
    assert nested["allocated_bytes"]["all"]["current"] == cuda.memory_allocated()
    cuda.caching_allocator_delete(address)
    assert cuda.memory_allocated() == before
    with pytest.raises(RuntimeError, match="invalid device pointer"):
        cuda.caching_allocator_delete(address)


def test_get_device_module():
    assert torch.get_device_module() is torch.cpu
    assert torch.get_device_module("cuda:1") is torch.cuda
    assert torch.get_device_module(torch.device("cpu")) is torch.cpu
    with pytest.raises(RuntimeError, match="Device 'meta' does not have a corresponding module"):
        torch.get_device_module("meta")


def test_get_device_module_with_an_accelerator(cuda):
    assert torch.get_device_module() is torch.cuda
