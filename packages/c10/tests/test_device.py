"""Device parsing, printing, equality, and the device-type -> backend mapping."""

from __future__ import annotations

import copy
import pickle

import pytest
from glasstorch.c10.core.device import Device, DeviceType, backend_component, device_type_name
from glasstorch.c10.core.dispatch_key import BackendComponent


@pytest.mark.parametrize(
    ("spec", "type_", "index", "text", "rep"),
    [
        ("cpu", "cpu", None, "cpu", "device(type='cpu')"),
        ("cuda", "cuda", None, "cuda", "device(type='cuda')"),
        ("cuda:1", "cuda", 1, "cuda:1", "device(type='cuda', index=1)"),
        ("cuda:0", "cuda", 0, "cuda:0", "device(type='cuda', index=0)"),
        ("meta", "meta", None, "meta", "device(type='meta')"),
        ("cpu:0", "cpu", 0, "cpu:0", "device(type='cpu', index=0)"),
        ("cuda:12", "cuda", 12, "cuda:12", "device(type='cuda', index=12)"),
    ],
)
def test_parse_and_print(spec: str, type_: str, index: int | None, text: str, rep: str) -> None:
    d = Device(spec)
    assert (d.type, d.index) == (type_, index)
    assert str(d) == text and repr(d) == rep
    assert d.has_index() == (index is not None)


def test_other_constructors() -> None:
    assert Device("cuda", 0) == Device("cuda:0")
    assert Device("cuda", index=3).index == 3
    assert Device(Device("cuda:1")) == Device("cuda:1")
    assert Device(DeviceType.Meta) == Device("meta")
    assert Device(DeviceType.CUDA, 2) == Device("cuda:2")
    assert Device(1) == Device("cuda:1")  # an int is a CUDA ordinal, as torch.device(1)
    assert Device("cpu").device_type is DeviceType.CPU


def test_equality_and_hash() -> None:
    assert Device("cuda") != Device("cuda:0")
    assert Device("cpu") != Device("meta")
    assert Device("cuda:1") != "cuda:1"
    assert len({Device("cuda:1"), Device("cuda", 1), Device("cuda"), Device("cpu")}) == 3
    assert hash(Device("cuda:1")) == hash(Device("cuda", 1))


def test_predicates_and_immutability() -> None:
    assert Device("cpu").is_cpu() and Device("cuda").is_cuda() and Device("meta").is_meta()
    d = Device("cuda:1")
    with pytest.raises(AttributeError):
        d.index = 2  # type: ignore[misc]


def test_pickle_and_copy() -> None:
    for d in (Device("cpu"), Device("cuda:3"), Device("meta")):
        assert pickle.loads(pickle.dumps(d)) == d
        assert copy.deepcopy(d) == d


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("cuda:x", "Invalid device string: 'cuda:x'"),
        ("cuda:-1", "Invalid device string: 'cuda:-1'"),
        ("cpu:0:1", "Invalid device string: 'cpu:0:1'"),
        ("cuda:01", "Invalid device string: 'cuda:01'"),
        ("cuda:", "Invalid device string: 'cuda:'"),
        (":1", "Invalid device string: ':1'"),
        ("cu da", "Invalid device string: 'cu da'"),
        ("", "Device string must not be empty"),
        (
            "gpu",
            "Expected one of cpu, cuda, meta device type at start of device string: gpu",
        ),
        (
            "gpu:0",
            "Expected one of cpu, cuda, meta device type at start of device string: gpu",
        ),
        ("CUDA", "device type at start of device string: CUDA"),
        ("cuda:99999999999", "Could not parse device index '99999999999'"),
    ],
)
def test_malformed_strings(spec: str, message: str) -> None:
    with pytest.raises(RuntimeError) as info:
        Device(spec)
    assert message in str(info.value)


def test_index_errors() -> None:
    with pytest.raises(RuntimeError, match="must not include an index because index was passed"):
        Device("cuda:1", 0)
    with pytest.raises(RuntimeError, match="Device index must not be negative"):
        Device("cuda", -1)
    with pytest.raises(TypeError):
        Device(1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Device("cuda", "1")  # type: ignore[arg-type]


def test_backend_component_and_names() -> None:
    assert backend_component(DeviceType.CPU) is BackendComponent.CPUBit
    assert backend_component(DeviceType.CUDA) is BackendComponent.CUDABit
    assert backend_component(DeviceType.Meta) is BackendComponent.MetaBit
    assert Device("cuda:1").backend_component is BackendComponent.CUDABit
    assert device_type_name(DeviceType.Meta) == "meta" and str(DeviceType.CUDA) == "cuda"


def test_devices_are_interned() -> None:
    cuda1 = Device("cuda:1")
    assert Device("cuda", 1) is cuda1 and Device(DeviceType.CUDA, 1) is cuda1
    assert Device(1) is cuda1 and Device(cuda1) is cuda1
    assert pickle.loads(pickle.dumps(cuda1)) is cuda1
    assert copy.copy(cuda1) is cuda1 and copy.deepcopy(cuda1) is cuda1
    assert Device("cuda") is not Device("cuda:0") and Device("cuda") != Device("cuda:0")
    assert {Device("cpu"): 1}[Device("cpu")] == 1
