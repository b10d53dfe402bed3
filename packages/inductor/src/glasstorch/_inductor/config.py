"""Inductor's settings, read at compile time (module attributes, as ``torch._inductor.config``)."""

from __future__ import annotations

import os

#: Print the generated wrapper module (and its path) when a graph compiles.
output_code: bool = os.environ.get("GLASSTORCH_INDUCTOR_OUTPUT_CODE", "") == "1"

#: Force a CPU backend: "cpp" (C compiled at run time), "numpy", "triton" (Triton kernels
#: on CPU tensors, for tests under TRITON_INTERPRET=1), or "" (cpp when a C compiler is
#: found, else numpy).
cpu_backend: str = os.environ.get("GLASSTORCH_INDUCTOR_CPU_BACKEND", "")

#: A pointwise value read by several consumers is recomputed in each (inlined) while its
#: body has at most this many operations; above it, it is stored once in a buffer.
realize_ops_threshold: int = 16


class cpp:
    """C code generation."""

    #: The compiler; "" means none (forces the numpy generator), None means search.
    cc: str | None = None


class triton:
    """Triton code generation."""

    #: Block sizes the autotuner tries for pointwise kernels (per shape, cached).
    xblock_candidates: tuple[int, ...] = (256, 1024)
    #: Reduction block size upper bound.
    max_rblock: int = 1024
    #: Autotune block sizes (off: the first, heuristic candidate). Timing means nothing
    #: under Triton's CPU interpreter, so it is off there unless a test turns it on.
    autotune: bool = os.environ.get("TRITON_INTERPRET", "") != "1"
