"""Where storages live in a checkpoint: ``register_package``, ``location_tag`` and
``default_restore_location``, the registry ``torch.serialization`` keeps.

Each package is a ``tagger(storage) -> str | None`` naming a storage's location (``"cpu"``,
``"cuda:0"``) and a ``deserializer(storage, location) -> storage | None`` moving a loaded
CPU storage there, tried in order of priority. glasstorch registers the CPU and CUDA ones;
``load`` consults the registry when a package has been added.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.c10.core.device import Device

__all__ = ["default_restore_location", "location_tag", "register_package", "restore_hook"]

_packages: list[tuple[int, Callable[[Any], str | None], Callable[[Any, str], Any]]] = []


def register_package(
    priority: int,
    tagger: Callable[[Any], str | None],
    deserializer: Callable[[Any, str], Any],
) -> None:
    """Add a location tagger and deserializer; lower ``priority`` values are tried first."""
    _packages.append((priority, tagger, deserializer))
    _packages.sort(key=lambda package: package[0])


def _typename(storage: Any) -> str:
    return f"{type(storage).__module__}.{type(storage).__qualname__}"


def location_tag(storage: Any) -> str:
    """The location string of ``storage`` (the first tagger that names one)."""
    for _, tagger, _ in _packages:
        location = tagger(storage)
        if location:
            return location
    raise RuntimeError(f"don't know how to determine data location of {_typename(storage)}")


def default_restore_location(storage: Any, location: str) -> Any:
    """``storage`` moved to ``location`` (the first deserializer that takes it)."""
    for _, _, deserializer in _packages:
        result = deserializer(storage, location)
        if result is not None:
            return result
    raise RuntimeError(
        f"don't know how to restore data location of {_typename(storage)} (tagged with {location})"
    )


def _tag(device_type: str) -> Callable[[Any], str | None]:
    def tagger(storage: Any) -> str | None:
        device = storage.device
        if device.type != device_type:
            return None
        return f"cuda:{device.index or 0}" if device_type == "cuda" else device_type

    return tagger


def _cpu_deserialize(storage: Any, location: str) -> Any:
    return storage if location == "cpu" else None


def _cuda_deserialize(storage: Any, location: str) -> Any:
    if not location.startswith("cuda"):
        return None
    return storage.to(device=Device(location))


_DEFAULTS = [(10, _tag("cpu"), _cpu_deserialize), (20, _tag("cuda"), _cuda_deserialize)]
_packages.extend(_DEFAULTS)


def restore_hook() -> Callable[[Any, str], Any] | None:
    """What ``load`` passes as ``map_location=None``: nothing while only the built-in
    packages are registered (the loader restores cpu and cuda itself), else the registry."""
    if all(package in _DEFAULTS for package in _packages):
        return None
    return default_restore_location
