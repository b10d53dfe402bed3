"""``torch.profiler``: where time and memory go, operator by operator.

``with profile(...) as prof:`` records every operator the Dispatcher runs on this thread
(forward and backward), the autograd engine's nodes and ``record_function`` ranges;
``prof.key_averages().table(...)`` summarizes them as PyTorch prints it and
``prof.export_chrome_trace(path)`` writes a trace for ``chrome://tracing`` or Perfetto.
Recording goes through the Dispatcher's RecordFunction hook, which costs nothing while no
profiler is active. There is no Kineto: ``kineto_available()`` is False.
"""

from glasstorch.autograd.profiler import record_function
from glasstorch.autograd.profiler_config import DeviceType, ProfilerActivity, kineto_available
from glasstorch.c10.dispatch.record_function import RecordScope

from . import profiler as profiler
from ._kineto_profile import _KinetoProfile as _KinetoProfile
from .profiler import (
    ProfilerAction,
    profile,
    schedule,
    supported_activities,
    tensorboard_trace_handler,
)

__all__ = [
    "DeviceType",
    "ProfilerAction",
    "ProfilerActivity",
    "RecordScope",
    "kineto_available",
    "profile",
    "record_function",
    "schedule",
    "supported_activities",
    "tensorboard_trace_handler",
]
