"""Side-by-side timing: contenders alternate inside one loop and we report medians.

The machines these run on are shared and noisy; a ratio measured in one process, with
the contenders interleaved (A, B, A, B, ...), is stable where absolute times are not.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def per_call_ns(fn: Callable[[], object], number: int) -> float:
    """Nanoseconds per call of ``fn`` over ``number`` back-to-back calls."""
    start = time.perf_counter_ns()
    for _ in range(number):
        fn()
    return (time.perf_counter_ns() - start) / number


def compare(
    contenders: dict[str, Callable[[], object]], *, number: int = 20_000, repeat: int = 21
) -> dict[str, float]:
    """Median ns/call of each contender, measured alternately ``repeat`` times."""
    for fn in contenders.values():  # warm up caches, lazy tables, first-touch memory
        per_call_ns(fn, max(1, number // 10))
    samples: dict[str, list[float]] = {name: [] for name in contenders}
    for _ in range(repeat):
        for name, fn in contenders.items():
            samples[name].append(per_call_ns(fn, number))
    return {name: statistics.median(times) for name, times in samples.items()}


def report(title: str, medians: dict[str, float], baseline: str) -> None:
    """Print each contender's ns/call and its ratio to ``baseline``."""
    base = medians[baseline]
    print(title)
    width = max(len(name) for name in medians)
    for name, ns in medians.items():
        print(f"  {name:<{width}}  {ns:10.1f} ns/call   {ns / base:6.2f}x {baseline}")
