"""``torch.autograd.profiler_legacy``: the profiler as PyTorch's pre-Kineto one.

Deprecated in PyTorch in favour of ``torch.profiler``; it records the same ranges as
:class:`~.profiler.profile`, marks its events ``is_legacy`` and reports device time per
event (not per child kernel).
"""

from __future__ import annotations

from typing import Any

from . import profiler as _profiler
from .profiler_config import ProfilerState
from .profiler_util import EventList

__all__ = ["profile"]


class profile(_profiler.profile):  # noqa: N801 - PyTorch's name
    """DEPRECATED: use ``torch.profiler`` instead."""

    _legacy = True

    def __init__(
        self,
        enabled: bool = True,
        *,
        use_cuda: bool = False,
        record_shapes: bool = False,
        with_flops: bool = False,
        profile_memory: bool = False,
        with_stack: bool = False,
        with_modules: bool = False,
    ) -> None:
        super().__init__(
            enabled,
            use_device="cuda" if use_cuda else None,
            record_shapes=record_shapes,
            with_flops=with_flops,
            profile_memory=profile_memory,
            with_stack=with_stack,
            with_modules=with_modules,
        )
        if enabled:
            self.profiler_kind = ProfilerState.CUDA if self.use_cuda else ProfilerState.CPU

    def _events(self) -> EventList:
        self._ensure_function_events()
        if self._function_events is None:
            raise RuntimeError("Profiler didn't finish running")
        return self._function_events

    def __repr__(self) -> str:
        self._ensure_function_events()
        if self._function_events is None:
            return "<unfinished profiler_legacy.profile>"
        return repr(self._function_events)

    def __str__(self) -> str:
        self._ensure_function_events()
        if self._function_events is None:
            return "<unfinished profile.profiler_legacy.profile>"
        return str(self._function_events)

    def key_averages(  # type: ignore[override]
        self, group_by_input_shape: bool = False, group_by_stack_n: int = 0
    ) -> Any:
        return self._events().key_averages(group_by_input_shape, group_by_stack_n)

    key_averages.__doc__ = EventList.key_averages.__doc__
