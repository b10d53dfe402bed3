"""``torch.cuda.random``: seeding the CUDA default generator.

One default generator serves every CUDA device (see ``docs/devices.md``), so the
``*_all`` functions equal their single-device forms.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten.core.generator import default_generator_for
from glasstorch.c10.core.device import Device

__all__ = [
    "get_rng_state",
    "get_rng_state_all",
    "initial_seed",
    "manual_seed",
    "manual_seed_all",
    "seed",
    "seed_all",
    "set_rng_state",
    "set_rng_state_all",
]


def _generator() -> Any:
    return default_generator_for(Device("cuda"))


def manual_seed(seed: int) -> None:
    """Seed the CUDA default generator."""
    _generator().manual_seed(seed)


manual_seed_all = manual_seed


def seed() -> None:
    """Seed the CUDA default generator from the operating system's entropy."""
    _generator().seed()


seed_all = seed


def initial_seed() -> int:
    """The seed of the CUDA default generator's current sequence."""
    return _generator().initial_seed()


def get_rng_state(device: Any = "cuda") -> Any:
    """The CUDA default generator's state as a CPU ``uint8`` tensor."""
    return _generator().get_state()


def set_rng_state(new_state: Any, device: Any = "cuda") -> None:
    """Restore a state :func:`get_rng_state` returned."""
    _generator().set_state(new_state)


def _device_count() -> int:
    from glasstorch.c10.cuda import device_count

    return device_count()


def default_generators() -> tuple[Any, ...]:
    """The default generator of each CUDA device: one generator, shared by all of them."""
    return (_generator(),) * _device_count() if _device_count() else ()


def get_rng_state_all() -> list[Any]:
    """:func:`get_rng_state` of every device ([] without CUDA)."""
    return [get_rng_state(i) for i in range(_device_count())]


def set_rng_state_all(new_states: Any) -> None:
    """:func:`set_rng_state` for each device in turn; with one shared generator, the last
    state is the one that remains."""
    for i, state in enumerate(new_states):
        set_rng_state(state, i)
