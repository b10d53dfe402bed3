"""``torch.profiler.profile``: the autograd profiler driven by a step schedule.

Mirrors ``torch/profiler/profiler.py``. :class:`profile` wraps one
``glasstorch.autograd.profiler.profile`` per recording cycle: ``schedule(step)`` says for
each step whether to skip it (``NONE``), run it unrecorded (``WARMUP``), record it
(``RECORD``), or record it and then hand the cycle to ``on_trace_ready``
(``RECORD_AND_SAVE``); ``step()`` marks the start of the next step.
"""

from __future__ import annotations

import os
import socket
import time
import warnings
from collections.abc import Callable, Iterable
from enum import Enum
from functools import partial
from typing import Any

from glasstorch.autograd import profiler as _autograd_profiler
from glasstorch.autograd.profiler_config import ProfilerActivity, supported_activities

from ._kineto_profile import _KinetoProfile, _parse_activities

__all__ = [
    "ProfilerAction",
    "profile",
    "schedule",
    "supported_activities",
    "tensorboard_trace_handler",
]

PROFILER_STEP_NAME = "ProfilerStep"


class ProfilerAction(Enum):
    """What the profiler does in a step."""

    NONE = 0
    WARMUP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3


def schedule(
    *,
    wait: int,
    warmup: int,
    active: int,
    repeat: int = 0,
    skip_first: int = 0,
    skip_first_wait: int = 0,
) -> Callable[[int], ProfilerAction]:
    """Skip ``skip_first`` steps, then cycle: ``wait`` steps idle, ``warmup`` steps running
    unrecorded, ``active`` steps recorded (the last one saves); ``repeat`` cycles (0: no
    limit). ``skip_first_wait`` drops the first cycle's wait."""

    def schedule_fn(step: int) -> ProfilerAction:
        if step < 0:
            raise AssertionError(f"Step must be non-negative. Got {step}.")
        if step < skip_first:
            return ProfilerAction.NONE
        step -= skip_first
        if skip_first_wait != 0:
            step += wait
        num_steps = wait + warmup + active
        if repeat > 0 and step / num_steps >= repeat:
            return ProfilerAction.NONE
        mod_step = step % num_steps
        if mod_step < wait:
            return ProfilerAction.NONE
        if mod_step < wait + warmup:
            return ProfilerAction.WARMUP
        if mod_step < num_steps - 1:
            return ProfilerAction.RECORD
        return ProfilerAction.RECORD_AND_SAVE

    if wait < 0 or warmup < 0 or active <= 0 or repeat < 0 or skip_first < 0:
        raise AssertionError(
            f"Invalid profiler schedule arguments. Got wait={wait} (need >= 0), warmup={warmup} "
            f"(need >= 0), active={active} (need > 0), repeat={repeat} (need >= 0), "
            f"skip_first={skip_first} (need >= 0)."
        )
    if warmup == 0:
        warnings.warn(
            "Profiler won't be using warmup, this can skew profiler results", stacklevel=2
        )
    return schedule_fn


def _default_schedule_fn(_: int) -> ProfilerAction:
    """Without a schedule every step is recorded."""
    return ProfilerAction.RECORD


def tensorboard_trace_handler(
    dir_name: str,
    worker_name: str | None = None,
    use_gzip: bool = False,
    use_python_export: bool = False,
) -> Callable[[Any], None]:
    """An ``on_trace_ready`` that writes each cycle's trace into ``dir_name`` as
    ``<worker>.<ns>.pt.trace.json[.gz]`` (the layout TensorBoard's profiler plugin reads)."""

    def handler_fn(prof: Any) -> None:
        nonlocal worker_name
        if not os.path.isdir(dir_name):
            try:
                os.makedirs(dir_name, exist_ok=True)
            except Exception as e:
                raise RuntimeError("Can't create directory: " + dir_name) from e
        if not worker_name:
            worker_name = f"{socket.gethostname()}_{os.getpid()}"
        file_name = f"{worker_name}.{time.time_ns()}.pt.trace.json"
        if use_gzip:
            file_name += ".gz"
        prof.export_chrome_trace(os.path.join(dir_name, file_name), use_python_export)

    return handler_fn


class profile(_KinetoProfile):  # noqa: N801 - PyTorch's name
    """Profiler context manager: records the operators run on this thread inside the
    block, step by step as ``schedule`` says, and calls ``on_trace_ready(prof)`` at the end
    of each recorded cycle (and at exit if a cycle was being recorded).

    Without a ``schedule`` the whole block is one recorded cycle. With one, each step is
    a ``ProfilerStep#<n>`` range and ``prof.step()`` starts the next.
    """

    def __init__(
        self,
        *,
        activities: Iterable[Any] | None = None,
        schedule: Callable[[int], ProfilerAction] | None = None,
        on_trace_ready: Callable[..., Any] | None = None,
        record_shapes: bool = False,
        profile_memory: bool = False,
        with_stack: bool = False,
        with_flops: bool = False,
        with_modules: bool = False,
        experimental_config: Any = None,
        execution_trace_observer: Any = None,
        acc_events: bool = False,
        use_cuda: bool | None = None,
        custom_trace_id_callback: Callable[[], str] | None = None,
        post_processing_timeout_s: float | None = None,
    ) -> None:
        if activities is not None:
            activities_set, _ = _parse_activities(activities)
        else:
            activities_set = supported_activities()
        if use_cuda is not None:
            warnings.warn(
                "`use_cuda` is deprecated, use `activities` argument instead",
                FutureWarning,
                stacklevel=2,
            )
            if use_cuda:
                activities_set.add(ProfilerActivity.CUDA)
            else:
                activities_set.discard(ProfilerActivity.CUDA)
            activities = activities_set
        if not activities_set:
            raise AssertionError("No valid profiler activities found")
        super().__init__(
            activities=activities,
            record_shapes=record_shapes,
            profile_memory=profile_memory,
            with_stack=with_stack,
            with_flops=with_flops,
            with_modules=with_modules,
            experimental_config=experimental_config,
            execution_trace_observer=execution_trace_observer,
            acc_events=acc_events,
            custom_trace_id_callback=custom_trace_id_callback,
            post_processing_timeout_s=post_processing_timeout_s,
        )
        self.schedule = schedule or _default_schedule_fn
        self.record_steps = schedule is not None  # step ranges in the trace and the table
        self.on_trace_ready = on_trace_ready
        self.step_num = 0
        self.step_rec_fn: _autograd_profiler.record_function | None = None
        self.current_action = self.schedule(self.step_num)
        none, warmup = ProfilerAction.NONE, ProfilerAction.WARMUP
        record, save = ProfilerAction.RECORD, ProfilerAction.RECORD_AND_SAVE
        prepare, start, stop, ready = (
            self.prepare_trace,
            self.start_trace,
            self.stop_trace,
            self._trace_ready,
        )
        # (previous action, current action) -> what to do; None: leaving the profiler.
        self.action_map: dict[tuple[ProfilerAction, ProfilerAction | None], list[Any]] = {
            (none, none): [],
            (none, warmup): [prepare],
            (none, record): [prepare, start],
            (none, save): [prepare, start],
            (warmup, none): [
                partial(warnings.warn, "Incorrect schedule: WARMUP followed by NONE"),
                start,
                stop,
            ],
            (warmup, warmup): [],
            (warmup, record): [start],
            (warmup, save): [start],
            (record, none): [
                partial(warnings.warn, "Incorrect schedule: RECORD followed by NONE"),
                stop,
            ],
            (record, warmup): [
                partial(warnings.warn, "Incorrect schedule: RECORD followed by WARMUP"),
                stop,
            ],
            (record, record): [],
            (record, save): [],
            (save, none): [stop, ready],
            (save, warmup): [stop, ready, prepare],
            (save, record): [stop, ready, prepare, start],
            (save, save): [stop, ready, prepare, start],
            (warmup, None): [start, stop],
            (record, None): [stop, ready],
            (save, None): [stop, ready],
        }

    def __enter__(self) -> profile:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
        if self.execution_trace_observer:
            self.execution_trace_observer.cleanup()

    def start(self) -> None:
        self._transit_action(ProfilerAction.NONE, self.current_action)
        self._enter_step()

    def stop(self) -> None:
        self._exit_step()
        self._transit_action(self.current_action, None)

    def step(self) -> None:
        """Signals the profiler that the next profiling step has started."""
        self._exit_step()
        prev_action = self.current_action
        self.step_num += 1
        self.current_action = self.schedule(self.step_num)
        self._transit_action(prev_action, self.current_action)
        self._enter_step()

    def _enter_step(self) -> None:
        if self.record_steps:
            self.step_rec_fn = _autograd_profiler.record_function(
                f"{PROFILER_STEP_NAME}#{self.step_num}"
            )
            self.step_rec_fn.__enter__()

    def _exit_step(self) -> None:
        if self.record_steps and self.step_rec_fn:
            self.step_rec_fn.__exit__(None, None, None)
            self.step_rec_fn = None

    def set_custom_trace_id_callback(self, callback: Callable[[], str]) -> None:
        """The trace id maker, called at the start of each cycle."""
        self.custom_trace_id_callback = callback

    def get_trace_id(self) -> str | None:
        return None if self.profiler is None else self.profiler.trace_id

    def _trace_ready(self) -> None:
        if self.on_trace_ready:
            self.on_trace_ready(self)

    def _transit_action(
        self, prev_action: ProfilerAction, current_action: ProfilerAction | None
    ) -> None:
        for action in self.action_map.get((prev_action, current_action), ()):
            action()
