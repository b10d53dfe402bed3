"""Device types and ``Device`` (a type plus an optional index).

Mirrors ``c10/core/DeviceType.h``, ``c10/core/Device.h`` / ``Device.cpp`` and the Python
``torch.device`` constructor: strings are parsed with PyTorch's grammar
``([a-zA-Z_]+)(?::([1-9]\\d*|0))?`` and malformed ones raise PyTorch's messages.

It also keeps the default device of factory functions (``torch.set_default_device``,
``with torch.device("meta"):``): per thread, as in PyTorch; aten's factories read it when
they are given no device.
"""

from __future__ import annotations

import re
import threading
from enum import IntEnum
from functools import lru_cache

from .dispatch_key import BackendComponent

__all__ = [
    "Device",
    "DeviceType",
    "backend_component",
    "default_device",
    "device_type_name",
    "set_default_device",
]


class DeviceType(IntEnum):
    """The kinds of device glasstorch knows (PyTorch's numbering)."""

    CPU = 0
    CUDA = 1
    Meta = 9

    def __str__(self) -> str:
        return _TYPE_NAMES[self]


_TYPE_NAMES: dict[DeviceType, str] = {
    DeviceType.CPU: "cpu",
    DeviceType.CUDA: "cuda",
    DeviceType.Meta: "meta",
}
_TYPES_BY_NAME: dict[str, DeviceType] = {name: t for t, name in _TYPE_NAMES.items()}

_BACKEND_COMPONENTS: dict[DeviceType, BackendComponent] = {
    DeviceType.CPU: BackendComponent.CPUBit,
    DeviceType.CUDA: BackendComponent.CUDABit,
    DeviceType.Meta: BackendComponent.MetaBit,
}

# The whole-string grammar of a device string (PyTorch's state machine, as a regex).
_DEVICE_RE = re.compile(r"([a-zA-Z_]+)(?::([1-9][0-9]*|0))?")
_MAX_INDEX = 2**31 - 1  # std::stoi's range


def device_type_name(t: DeviceType) -> str:
    """Lower-case name of a device type: ``DeviceType.CUDA -> "cuda"``."""
    return _TYPE_NAMES[t]


def backend_component(t: DeviceType) -> BackendComponent:
    """The backend bit a tensor on device type ``t`` carries in its dispatch key set."""
    return _BACKEND_COMPONENTS[t]


@lru_cache(maxsize=256)
def _parse(device_string: str) -> tuple[DeviceType, int | None]:
    if not device_string:
        raise RuntimeError("Device string must not be empty")
    m = _DEVICE_RE.fullmatch(device_string)
    if m is None:
        raise RuntimeError(f"Invalid device string: '{device_string}'")
    name, index_str = m.groups()
    index = None
    if index_str is not None:
        index = int(index_str)
        if index > _MAX_INDEX:
            raise RuntimeError(
                f"Could not parse device index '{index_str}' in device string '{device_string}'"
            )
    t = _TYPES_BY_NAME.get(name)
    if t is None:
        names = ", ".join(_TYPE_NAMES.values())
        raise RuntimeError(f"Expected one of {names} device type at start of device string: {name}")
    return t, index


class Device:
    """An immutable (device type, index) pair; ``index`` is ``None`` when unspecified.

    ``Device("cuda:1")``, ``Device("cuda", 1)``, ``Device(DeviceType.CUDA, 1)``,
    ``Device(other)`` and ``Device(1)`` (a CUDA ordinal, as ``torch.device(1)``).

    Devices are interned: equal devices are the same object, so comparing and hashing
    them is Python's identity comparison and hash (the dispatch hot path looks devices up
    in dictionaries on every operator call).
    """

    __slots__ = ("device_type", "index")

    device_type: DeviceType
    index: int | None

    def __new__(
        cls,
        type: str | Device | DeviceType | int,  # noqa: A002 - torch.device's keyword
        index: int | None = None,
    ) -> Device:
        key = (cls, *_resolve(type, index))
        found = _INTERNED.get(key)
        if found is None:
            made = object.__new__(cls)
            object.__setattr__(made, "device_type", key[1])
            object.__setattr__(made, "index", key[2])
            found = _INTERNED.setdefault(key, made)  # one winner if two threads race
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Device objects are immutable")

    def __copy__(self) -> Device:
        return self

    def __deepcopy__(self, memo: object) -> Device:
        return self

    # -- accessors ------------------------------------------------------------------------
    @property
    def type(self) -> str:
        """The device type's name: ``"cpu"``, ``"cuda"``, ``"meta"``."""
        return _TYPE_NAMES[self.device_type]

    def has_index(self) -> bool:
        return self.index is not None

    def is_cpu(self) -> bool:
        return self.device_type is DeviceType.CPU

    def is_cuda(self) -> bool:
        return self.device_type is DeviceType.CUDA

    def is_meta(self) -> bool:
        return self.device_type is DeviceType.Meta

    @property
    def backend_component(self) -> BackendComponent:
        return _BACKEND_COMPONENTS[self.device_type]

    # -- printing -------------------------------------------------------------------------
    def __str__(self) -> str:
        name = _TYPE_NAMES[self.device_type]
        return name if self.index is None else f"{name}:{self.index}"

    def __repr__(self) -> str:
        name = _TYPE_NAMES[self.device_type]
        if self.index is None:
            return f"device(type='{name}')"
        return f"device(type='{name}', index={self.index})"

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        if self.index is None:
            return (Device, (self.type,))
        return (Device, (self.type, self.index))

    # -- ``with torch.device("meta"):`` ---------------------------------------------------
    def __enter__(self) -> Device:
        """Factory functions called in the body without a device create on this one."""
        state = default_device_state
        state.saved = [*getattr(state, "saved", ()), state.device]
        state.device = self
        return self

    def __exit__(self, *exc: object) -> None:
        state = default_device_state
        state.device = state.saved.pop()


_INTERNED: dict[tuple[type, DeviceType, int | None], Device] = {}


def _resolve(
    type: str | Device | DeviceType | int,  # noqa: A002
    index: int | None,
) -> tuple[DeviceType, int | None]:
    """The (device type, index) that ``Device(type, index)`` names, or PyTorch's error."""
    if isinstance(type, Device):
        if index is not None:
            raise TypeError("Device(Device) takes no index")
        t, i = type.device_type, type.index
    elif isinstance(type, DeviceType):
        t, i = type, None
    elif isinstance(type, str):
        t, i = _parse(type)
        if i is not None and index is not None:
            raise RuntimeError(
                "type (string) must not include an index because index was passed "
                f"explicitly: {type}"
            )
    elif isinstance(type, int) and not isinstance(type, bool):
        if index is not None:
            raise TypeError("Device(int) takes no index")
        t, i = DeviceType.CUDA, type
        if i < 0:
            raise RuntimeError("Device index must not be negative")
    else:
        raise TypeError(
            f"Device() expected a string, Device, DeviceType or int, got {_typename(type)}"
        )
    if index is not None:
        if not isinstance(index, int) or isinstance(index, bool):
            raise TypeError(f"Device index must be an int, got {_typename(index)}")
        if index < 0:
            raise RuntimeError("Device index must not be negative")
        i = index
    return t, i


def _typename(obj: object) -> str:
    return type(obj).__name__


class _DefaultDevice(threading.local):
    """The calling thread's default device (CPU until set) and the devices that ``with``
    blocks replaced."""

    device: Device
    saved: list[Device]


default_device_state = _DefaultDevice()
_DefaultDevice.device = Device(DeviceType.CPU)


def default_device() -> Device:
    """The device factory functions use when given none (this thread's)."""
    return default_device_state.device


def set_default_device(device: Device | str | int | None) -> None:
    """Make ``device`` (``None``: the CPU) this thread's default device of factories."""
    default_device_state.device = Device(DeviceType.CPU) if device is None else Device(device)
