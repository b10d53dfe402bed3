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
    "initial_seed",
    "manual_seed",
    "manual_seed_all",
    "seed",
    "seed_all",
    "set_rng_state",
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
