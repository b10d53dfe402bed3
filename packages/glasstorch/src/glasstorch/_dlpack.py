"""``torch.from_dlpack`` and ``torch.to_dlpack``: tensors exchanged with other array
libraries through DLPack, sharing memory.

CPU tensors travel through numpy's DLPack support: ``to_dlpack`` gives the capsule of the
tensor's numpy view (the capsule keeps the tensor's memory alive), and ``from_dlpack``
takes any object with ``__dlpack__`` (numpy and cupy arrays, tensors of other libraries) or
a capsule, and wraps the memory numpy imports. A glasstorch tensor given to
``from_dlpack`` gives a new tensor over the same memory. Device memory (a capsule or an
array on CUDA) is refused: glasstorch's CUDA storages cannot adopt memory they did not
allocate.
"""

from __future__ import annotations

import ctypes
from typing import Any

import numpy as np

from glasstorch.aten import Tensor, from_numpy
from glasstorch.c10.core.device import Device

__all__ = ["from_dlpack", "to_dlpack"]

_KDL_CPU = 1
_DEVICE_NAMES = {2: "CUDA", 3: "CUDAHost", 4: "OpenCL", 7: "Vulkan", 8: "Metal", 10: "ROCM"}
_INVALID_CAPSULE = (
    "from_dlpack received an invalid capsule. Note that DLTensor capsules can be consumed "
    "only once, so you might have already constructed a tensor from it once."
)


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLTensorHead(ctypes.Structure):
    """The start of ``DLManagedTensor``: the data pointer and the device."""

    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice)]


_capsule_valid = ctypes.pythonapi.PyCapsule_IsValid
_capsule_valid.argtypes = [ctypes.py_object, ctypes.c_char_p]
_capsule_valid.restype = ctypes.c_int
_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
_capsule_pointer.restype = ctypes.c_void_p


class _Capsule:
    """A legacy ``dltensor`` capsule presented as a producer numpy can import from."""

    def __init__(self, capsule: Any) -> None:
        if type(capsule).__name__ != "PyCapsule" or not _capsule_valid(capsule, b"dltensor"):
            raise RuntimeError(_INVALID_CAPSULE)
        self.capsule = capsule
        head = _DLTensorHead.from_address(_capsule_pointer(capsule, b"dltensor"))
        self.device = (int(head.device.device_type), int(head.device.device_id))

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self.capsule

    def __dlpack_device__(self) -> tuple[int, int]:
        return self.device


def _check_exportable(tensor: Tensor) -> None:
    """PyTorch's refusals when a tensor is exported."""
    if tensor.requires_grad:
        raise BufferError("Can't export tensors that require gradient, use tensor.detach()")
    if tensor.is_conj():
        raise BufferError("Can't export tensors with the conjugate bit set")
    if tensor.device.type == "meta":
        raise BufferError("Cannot pack tensors on meta")


def _import(producer: Any) -> Tensor:
    """A tensor over the memory of a DLPack producer (an object with ``__dlpack__``)."""
    device_type, _ = producer.__dlpack_device__()
    if int(device_type) != _KDL_CPU:
        name = _DEVICE_NAMES.get(int(device_type), str(int(device_type)))
        raise RuntimeError(
            f"from_dlpack: glasstorch imports DLPack tensors in CPU memory only, not {name}"
        )
    try:
        array = np.from_dlpack(producer)
    except BufferError as error:  # numpy's message for types it cannot import
        raise RuntimeError("Unsupported dtype in DLTensor.") from error
    return from_numpy(_writable(array))


def _writable(array: np.ndarray) -> np.ndarray:
    """``array``, or a writable array over the same memory where numpy imported it
    read-only (a legacy capsule carries no read-only flag, so numpy assumes one; PyTorch
    assumes none). The new array keeps ``array``, and so the producer's memory, alive."""
    if array.flags.writeable or array.size == 0:
        return array
    low = sum(min(0, (n - 1) * s) for n, s in zip(array.shape, array.strides, strict=True))
    high = sum(max(0, (n - 1) * s) for n, s in zip(array.shape, array.strides, strict=True))
    start = array.__array_interface__["data"][0] + low
    memory = (ctypes.c_char * (high - low + array.itemsize)).from_address(start)
    memory.owner = array
    return np.ndarray(array.shape, array.dtype, memory, -low, array.strides)


def from_dlpack(ext_tensor: Any, *, device: Any = None, copy: bool | None = None) -> Tensor:
    """A tensor sharing the memory of ``ext_tensor`` (an object with ``__dlpack__``, or a
    capsule from ``to_dlpack``); ``copy=True`` copies instead, ``device`` moves it."""
    if isinstance(ext_tensor, Tensor):
        _check_exportable(ext_tensor)
        tensor = ext_tensor.detach()
    elif hasattr(ext_tensor, "__dlpack__"):
        tensor = _import(ext_tensor)
    else:
        if device is not None or copy is not None:
            raise AssertionError(
                "device and copy kwargs not supported when ext_tensor is already a DLPack capsule."
            )
        return _import(_Capsule(ext_tensor))
    target = None if device is None else Device(device)
    if target is not None and target != tensor.device:
        return tensor.to(target)
    return tensor.clone() if copy else tensor


def to_dlpack(tensor: Tensor) -> Any:
    """A DLPack capsule of ``tensor``'s memory, for another library's ``from_dlpack``."""
    if tensor.device.type == "meta":
        raise BufferError("Cannot pack tensors on meta")
    if not tensor.device.is_cpu():
        raise RuntimeError(
            f"to_dlpack: glasstorch exports tensors in CPU memory only, not {tensor.device.type}"
        )
    return tensor.detach().numpy().__dlpack__()
