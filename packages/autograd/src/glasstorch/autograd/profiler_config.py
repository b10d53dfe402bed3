"""What a profiler is asked to record: activities, states, the config, device types.

Mirrors the enums and classes of ``torch._C._profiler`` / ``torch._C._autograd`` that
``torch.autograd`` and ``torch.profiler`` export, with PyTorch's member values.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

__all__ = [
    "DeviceType",
    "ProfilerActivity",
    "ProfilerConfig",
    "ProfilerState",
    "kineto_available",
    "supported_activities",
]


class DeviceType(IntEnum):
    """Where a profiled event ran (``torch.autograd.DeviceType``, c10's numbering)."""

    CPU = 0
    CUDA = 1
    MKLDNN = 2
    OPENGL = 3
    OPENCL = 4
    IDEEP = 5
    HIP = 6
    FPGA = 7
    MAIA = 8
    XLA = 9
    Vulkan = 10
    Metal = 11
    XPU = 12
    MPS = 13
    Meta = 14
    HPU = 15
    VE = 16
    Lazy = 17
    IPU = 18
    MTIA = 19
    PrivateUse1 = 20

    def __str__(self) -> str:
        return f"DeviceType.{self.name}"


class ProfilerActivity(IntEnum):
    """A group of events a profiler can collect."""

    CPU = 0
    XPU = 1
    CUDA = 2
    HPU = 3
    MTIA = 4
    PrivateUse1 = 5

    def __str__(self) -> str:
        return f"ProfilerActivity.{self.name}"


class ProfilerState(IntEnum):
    """How the autograd profiler runs."""

    Disabled = 0
    CPU = 1
    CUDA = 2
    NVTX = 3
    ITT = 4
    PRIVATEUSE1 = 5
    KINETO = 6
    KINETO_GPU_FALLBACK = 7
    KINETO_PRIVATEUSE1_FALLBACK = 8
    KINETO_PRIVATEUSE1 = 9

    def __str__(self) -> str:
        return f"ProfilerState.{self.name}"


class ProfilerConfig:
    """The options one profiling session runs with (``profile.config()``)."""

    def __init__(
        self,
        state: ProfilerState,
        report_input_shapes: bool,
        profile_memory: bool,
        with_stack: bool,
        with_flops: bool,
        with_modules: bool,
        experimental_config: Any = None,
        trace_id: str = "",
    ) -> None:
        self.state = state
        self.report_input_shapes = report_input_shapes
        self.profile_memory = profile_memory
        self.with_stack = with_stack
        self.with_flops = with_flops
        self.with_modules = with_modules
        self.experimental_config = experimental_config
        self.trace_id = trace_id


def kineto_available() -> bool:
    """Whether the Kineto tracing library is built in: never here, the profiler records
    through the Dispatcher's RecordFunction hook."""
    return False


def supported_activities() -> set[ProfilerActivity]:
    """The activities this build can collect: CPU, and CUDA when a CUDA device is there."""
    from glasstorch.c10 import cuda

    activities = {ProfilerActivity.CPU}
    if cuda.is_available():
        activities.add(ProfilerActivity.CUDA)
    return activities
