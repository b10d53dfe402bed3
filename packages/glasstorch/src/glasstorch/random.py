"""``torch.random``: the global random number generator's seed and state, and ``fork_rng``.

The functions work on the default generators of ``glasstorch.aten.core.generator`` (the
same ones ``glasstorch.manual_seed`` ... are); :func:`fork_rng` saves the CPU generator's
state, and that of each accelerator device asked for, and restores them on exit.
"""

from __future__ import annotations

import contextlib
import warnings
from collections.abc import Iterable, Iterator
from typing import Any

from glasstorch.aten.core.generator import (
    default_generator,
    default_generator_for,
    get_rng_state,
    initial_seed,
    manual_seed,
    seed,
    set_rng_state,
)
from glasstorch.c10 import cuda as _c10_cuda
from glasstorch.c10.core.device import Device

__all__ = [
    "default_generator",
    "fork_rng",
    "get_rng_state",
    "initial_seed",
    "manual_seed",
    "seed",
    "set_rng_state",
]

_fork_rng_warned_already = False


def _device_count(device_type: str) -> int:
    if device_type != "cuda":
        raise RuntimeError(
            f"glasstorch has no module of `{device_type}`, you should register a module by "
            "`glasstorch._register_device_module`."
        )
    return _c10_cuda.device_count() if _c10_cuda.is_available() else 0


def _warn_many_devices(device_type: str, count: int, caller: str, devices_kw: str) -> None:
    kind = device_type.upper()
    warnings.warn(
        f"{kind} reports that you have {count} available devices, and you have used {caller} "
        f"without explicitly specifying which devices are being used. For safety, we "
        f"initialize *every* {kind} device by default, which can be quite slow if you have a "
        f"lot of {kind}s. If you know that you are only making use of a few {kind} devices, "
        f"set the environment variable {kind}_VISIBLE_DEVICES or the '{devices_kw}' keyword "
        f"argument of {caller} with the set of devices you are actually using. For example, if "
        "you are using CPU only, set device.upper()_VISIBLE_DEVICES= or devices=[]; if you "
        f"are using device 0 only, set {kind}_VISIBLE_DEVICES=0 or devices=[0].  To "
        f"initialize all devices and suppress this warning, set the '{devices_kw}' keyword "
        f"argument to `range(glasstorch.{device_type}.device_count())`.",
        stacklevel=4,
    )


@contextlib.contextmanager
def fork_rng(
    devices: Iterable[Any] | None = None,
    enabled: bool = True,
    _caller: str = "fork_rng",
    _devices_kw: str = "devices",
    device_type: str | None = None,
) -> Iterator[None]:
    """Within the block, random numbers come from a copy of the RNG state: on exit the CPU
    generator, and those of ``devices`` (default: every ``device_type`` device), are put
    back as they were. ``enabled=False`` makes it a no-op."""
    global _fork_rng_warned_already
    if device_type == "meta" or not enabled:
        yield
        return
    device_type = device_type or "cuda"
    count = _device_count(device_type)
    if devices is None:
        if count > 1 and not _fork_rng_warned_already:
            _warn_many_devices(device_type, count, _caller, _devices_kw)
            _fork_rng_warned_already = True
        devices = range(count)
    generators = [default_generator_for(Device(device_type, int(d))) for d in devices]
    cpu_state = get_rng_state()
    device_states = [g.get_state() for g in generators]
    try:
        yield
    finally:
        set_rng_state(cpu_state)
        for generator, state in zip(generators, device_states, strict=True):
            generator.set_state(state)
