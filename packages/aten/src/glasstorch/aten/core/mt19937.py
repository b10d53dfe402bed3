"""The 32-bit Mersenne Twister the CPU generator draws from (``ATen/core/MT19937RNGEngine.h``).

The engine is seeded as the reference ``init_genrand`` with the low 32 bits of the seed and
keeps PyTorch's bookkeeping (``left``, ``next``, ``seeded``) so a state saved here restores
in PyTorch and back. The words themselves come from numpy's MT19937 bit generator, which
runs the same recurrence in C, so a draw of ``n`` words is one vectorised call.
"""

from __future__ import annotations

import numpy as np

__all__ = ["MT19937Engine", "STATE_WORDS"]

#: ``MERSENNE_STATE_N``: the number of 32-bit words of state.
STATE_WORDS = 624
_MASK32 = 0xFFFFFFFF


class MT19937Engine:
    """mt19937 with PyTorch's seeding and state bookkeeping; draws ``uint32`` words."""

    def __init__(self, seed: int = 5489) -> None:
        self.bit_generator = np.random.MT19937()
        self.seed(seed)

    def seed(self, seed: int) -> None:
        """Restart from ``init_genrand(seed & 0xffffffff)``; ``seed`` itself is remembered."""
        self.bit_generator._legacy_seeding(seed & _MASK32)
        self.initial_seed = seed
        self._fresh: tuple[int, int] | None = (1, 0)  # (left, next) until the first draw

    def words(self, n: int) -> np.ndarray:
        """The next ``n`` 32-bit outputs (``random()``), as ``uint64``."""
        if n <= 0:
            return np.zeros(0, dtype=np.uint64)
        self._fresh = None
        return self.bit_generator.random_raw(n)

    def words64(self, n: int) -> np.ndarray:
        """The next ``n`` 64-bit outputs (``random64()``: two words, the first one high)."""
        w = self.words(2 * n)
        return (w[0::2] << np.uint64(32)) | w[1::2]

    def get_data(self) -> tuple[int, int, int, np.ndarray]:
        """``(seed, left, next, state words)`` as PyTorch's ``mt19937_data_pod`` holds them."""
        state = self.bit_generator.state["state"]
        pos = int(state["pos"])
        left, nxt = self._fresh if self._fresh is not None else (STATE_WORDS + 1 - pos, pos)
        return self.initial_seed, left, nxt, np.asarray(state["key"], dtype=np.uint32).copy()

    def set_data(self, seed: int, left: int, nxt: int, key: np.ndarray) -> None:
        """Restore a state :meth:`get_data` (or PyTorch) produced; the caller checks it."""
        self.bit_generator.state = {
            "bit_generator": "MT19937",
            "state": {"key": np.asarray(key, dtype=np.uint32), "pos": STATE_WORDS + 1 - left},
        }
        self.initial_seed = seed
        self._fresh = (left, nxt)

    @staticmethod
    def is_valid(seeded: int, left: int, nxt: int) -> bool:
        """PyTorch's ``mt19937::is_valid`` on restored bookkeeping."""
        return bool(seeded) and 0 < left <= STATE_WORDS and nxt <= STATE_WORDS
