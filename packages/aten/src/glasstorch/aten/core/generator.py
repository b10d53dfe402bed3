"""Generator: the source of random numbers every random operator draws from.

Mirrors ``ATen/core/Generator.h``, ``CPUGeneratorImpl`` and ``torch/random.py``. A CPU
Generator runs PyTorch's mt19937 engine (:mod:`.mt19937`) and keeps its two cached normal
samples, so seeded CPU streams are PyTorch's, and ``get_state``/``set_state`` use
PyTorch's 5056-byte layout (a state saved by either restores in the other). Generators of
other devices wrap numpy's PCG64: one seed gives one sequence there too, but not PyTorch's
Philox one. One default generator per device type serves every random operator called
without ``generator=``.
"""

from __future__ import annotations

import secrets
import threading
from typing import Any

import numpy as np
from glasstorch.c10.core.device import Device, DeviceType

from .mt19937 import STATE_WORDS, MT19937Engine

__all__ = [
    "Generator",
    "default_generator",
    "default_generator_for",
    "get_rng_state",
    "initial_seed",
    "manual_seed",
    "seed",
    "set_rng_state",
]

#: PyTorch's ``default_rng_seed_val``: the seed of a generator nobody has seeded.
DEFAULT_SEED = 67280421310721
_UINT64 = 1 << 64
_INT64_MIN = -(1 << 63)
# Non-CPU state layout: PCG64 state (16 bytes), increment (16), buffered uint32 (8), its
# flag (8), initial seed (8); every field little-endian.
_FIELDS = (16, 16, 8, 8, 8)
STATE_SIZE = sum(_FIELDS)
#: PyTorch's ``CPUGeneratorImplState``: the legacy TH state (seed, mt19937 bookkeeping, the
#: 624 words widened to 64 bits, the cached double normal in ``normal_y``) and the cached
#: float normal, with C's padding.
CPU_STATE = np.dtype(
    [
        ("seed", "<u8"),
        ("left", "<i4"),
        ("seeded", "<i4"),
        ("next", "<u8"),
        ("state", "<u8", (STATE_WORDS,)),
        ("normal_x", "<f8"),
        ("normal_y", "<f8"),
        ("normal_rho", "<f8"),
        ("normal_is_valid", "<i4"),
        ("pad", "<i4"),
        ("next_float_normal", "<f4"),
        ("next_float_normal_is_valid", "u1"),
        ("pad2", "u1", (3,)),
    ]
)


def _unpack_seed(seed: Any) -> int:
    """A seed as an unsigned 64-bit integer (negative int64 values wrap, as in PyTorch)."""
    if not isinstance(seed, int) and not hasattr(seed, "__index__"):
        raise TypeError(f"manual_seed expected a long, but got {type(seed).__name__}")
    value = int(seed.__index__())
    if not _INT64_MIN <= value < _UINT64:
        raise RuntimeError("Overflow when unpacking long")
    return value % _UINT64


class Generator:
    """A random number generator on ``device`` (``glasstorch.Generator``)."""

    def __init__(self, device: Device | str | None = "cpu") -> None:
        from .._runtime import as_device

        self._device = as_device(device)
        self._lock = threading.RLock()
        self._seed = DEFAULT_SEED
        self._engine: MT19937Engine | None = None
        #: The second Box-Muller samples PyTorch's scalar normal paths keep for the next call.
        self.next_double_normal: float | None = None
        self.next_float_normal: float | None = None
        if self._device.type == "cpu":
            self._engine = MT19937Engine(DEFAULT_SEED)
            self._rng = np.random.Generator(self._engine.bit_generator)
        else:
            self._rng = np.random.Generator(np.random.PCG64(DEFAULT_SEED))

    @property
    def device(self) -> Device:
        return self._device

    @property
    def engine(self) -> MT19937Engine | None:
        """The mt19937 engine of a CPU generator (None on other devices)."""
        return self._engine

    def manual_seed(self, seed: int) -> Generator:
        """Restart the sequence from ``seed``; returns ``self``."""
        value = _unpack_seed(seed)
        with self._lock:
            self._seed = value
            self.next_double_normal = self.next_float_normal = None
            if self._engine is not None:
                self._engine.seed(value)
            else:
                self._rng = np.random.Generator(np.random.PCG64(value))
        return self

    def seed(self) -> int:
        """Seed from the operating system's entropy and return that seed."""
        value = secrets.randbits(64)
        self.manual_seed(value)
        return value

    def initial_seed(self) -> int:
        """The seed the current sequence started from."""
        return self._seed

    def get_state(self) -> Any:
        """The whole generator state as a 1-D ``uint8`` tensor (for :meth:`set_state`)."""
        from ..tensor_new import from_numpy

        with self._lock:
            raw = self._cpu_state() if self._engine is not None else self._pcg_state()
        return from_numpy(np.frombuffer(raw, dtype=np.uint8).copy())

    def _cpu_state(self) -> bytes:
        assert self._engine is not None
        seed_value, left, nxt, key = self._engine.get_data()
        record = np.zeros((), dtype=CPU_STATE)
        record["seed"], record["left"], record["seeded"], record["next"] = seed_value, left, 1, nxt
        record["state"] = key
        if self.next_double_normal is not None:
            record["normal_is_valid"], record["normal_y"] = 1, self.next_double_normal
        if self.next_float_normal is not None:
            record["next_float_normal_is_valid"] = 1
            record["next_float_normal"] = self.next_float_normal
        return record.tobytes()

    def _pcg_state(self) -> bytes:
        state = self._rng.bit_generator.state
        values = (
            state["state"]["state"],
            state["state"]["inc"],
            state["uinteger"],
            state["has_uint32"],
            self._seed,
        )
        return b"".join(v.to_bytes(n, "little") for v, n in zip(values, _FIELDS, strict=True))

    def set_state(self, new_state: Any) -> Generator:
        """Restore a state :meth:`get_state` returned; returns ``self``."""
        from glasstorch.c10.core.scalar_type import uint8

        from .tensor_base import TensorBase

        if not isinstance(new_state, TensorBase):
            raise TypeError(f"expected a glasstorch.ByteTensor, but got {type(new_state).__name__}")
        if new_state.dtype is not uint8:
            raise RuntimeError("RNG state must be a glasstorch.ByteTensor")
        size = CPU_STATE.itemsize if self._engine is not None else STATE_SIZE
        if new_state.numel() != size:
            raise RuntimeError(
                f"Expected a CPUGeneratorImplState of size {size} but found the input "
                f"RNG state size to be {new_state.numel()}"
            )
        raw = bytes(np.ascontiguousarray(new_state.cpu()._array()).reshape(-1))
        with self._lock:
            if self._engine is not None:
                self._set_cpu_state(raw)
            else:
                self._set_pcg_state(raw)
        return self

    def _set_cpu_state(self, raw: bytes) -> None:
        assert self._engine is not None
        record = np.frombuffer(raw, dtype=CPU_STATE)[0]
        left, nxt = int(record["left"]), int(record["next"]) & 0xFFFFFFFF
        if not MT19937Engine.is_valid(int(record["seeded"]), left, nxt):
            raise RuntimeError("Invalid mt19937 state")
        key = (record["state"] & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        self._engine.set_data(int(record["seed"]), left, nxt, key)
        self._seed = int(record["seed"])
        self.next_double_normal = float(record["normal_y"]) if record["normal_is_valid"] else None
        self.next_float_normal = (
            float(record["next_float_normal"]) if record["next_float_normal_is_valid"] else None
        )

    def _set_pcg_state(self, raw: bytes) -> None:
        values, offset = [], 0
        for n in _FIELDS:
            values.append(int.from_bytes(raw[offset : offset + n], "little"))
            offset += n
        state, inc, uinteger, has_uint32, seed_value = values
        bit_generator = np.random.PCG64()
        bit_generator.state = {
            "bit_generator": "PCG64",
            "state": {"state": state, "inc": inc},
            "has_uint32": has_uint32,
            "uinteger": uinteger,
        }
        self._rng = np.random.Generator(bit_generator)
        self._seed = seed_value

    def _numpy(self) -> np.random.Generator:
        """A numpy generator over this generator's stream, for the samplers whose
        algorithms are numpy's rather than PyTorch's."""
        return self._rng

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (str(self._device), bytes(self.get_state()._array())))


def _rebuild(device: str, state: bytes) -> Generator:
    from ..tensor_new import from_numpy

    g = Generator(device)
    return g.set_state(from_numpy(np.frombuffer(state, dtype=np.uint8).copy()))


#: The generator random operators use on CPU when none is passed.
default_generator = Generator("cpu")
_defaults: dict[DeviceType, Generator] = {DeviceType.CPU: default_generator}
_defaults_lock = threading.Lock()
_manual_seed: list[int] = []  # the last manual_seed, for default generators made later


def default_generator_for(device: Device) -> Generator:
    """The default generator of ``device``'s type (created on first use)."""
    kind = device.device_type
    found = _defaults.get(kind)
    if found is not None:
        return found
    with _defaults_lock:
        found = _defaults.get(kind)
        if found is None:
            # created after manual_seed (CUDA's, on first use): it starts from that seed too,
            # as PyTorch queues manual_seed for CUDA generators not yet made
            found = _defaults[kind] = Generator(Device(kind))
            if _manual_seed:
                found.manual_seed(_manual_seed[0])
        return found


def manual_seed(seed: int) -> Generator:
    """Seed every default generator; returns the CPU one (``torch.manual_seed``)."""
    value = _unpack_seed(seed)
    _manual_seed[:] = [value]
    for g in list(_defaults.values()):
        g.manual_seed(value)
    return default_generator


def seed() -> int:
    """Seed the default generators non-deterministically; returns the seed used."""
    value = default_generator.seed()
    for g in list(_defaults.values()):
        if g is not default_generator:
            g.manual_seed(value)
    return value


def initial_seed() -> int:
    """The seed of the default CPU generator's current sequence."""
    return default_generator.initial_seed()


def get_rng_state() -> Any:
    """The default CPU generator's state as a ``uint8`` tensor."""
    return default_generator.get_state()


def set_rng_state(new_state: Any) -> None:
    """Restore the default CPU generator's state."""
    default_generator.set_state(new_state)
