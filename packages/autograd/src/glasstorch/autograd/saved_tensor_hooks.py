"""Default hooks for saved tensors: ``saved_tensors_hooks``, ``save_on_cpu`` and
``disable_saved_tensors_hooks`` (``torch.autograd.graph``).

Mirrors ``SavedTensorDefaultHooks`` (``ATen/SavedTensorHooks.h``) and the Python context
managers of ``torch/autograd/graph.py``. While a pair of hooks is pushed on this thread,
every tensor a backward node saves (every ``SavedVariable``: the generated nodes' inputs
and outputs, custom Functions' ``save_for_backward``) is given to ``pack_hook`` when it is
saved, and what that returned is given to ``unpack_hook`` whenever backward needs the
tensor. Only the innermost pair applies.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Generator
from typing import Any

__all__ = ["disable_saved_tensors_hooks", "save_on_cpu", "saved_tensors_hooks"]


class _HooksState(threading.local):
    """Per-thread stack of ``(pack_hook, unpack_hook)`` and the "disabled" message."""

    def __init__(self) -> None:
        self.stack: list[tuple[Callable[[Any], Any], Callable[[Any], Any]]] = []
        self.disabled_message: str | None = None


state = _HooksState()


def current_hooks() -> tuple[Callable[[Any], Any], Callable[[Any], Any]] | None:
    """The pair a tensor saved now is packed with (the innermost), or None."""
    stack = state.stack
    return stack[-1] if stack else None


def _check_enabled() -> None:
    message = state.disabled_message
    if message is not None:
        raise RuntimeError(message)


class saved_tensors_hooks:  # noqa: N801 - PyTorch's name
    """Context manager that packs every tensor saved for backward with ``pack_hook`` and
    gets it back with ``unpack_hook`` when backward uses it.

    ``pack_hook(tensor)`` may return any object; ``unpack_hook(packed)`` must return a
    tensor with the same contents. Hooks are thread-local; nested managers stack and the
    innermost applies. Tensors are packed with grad mode off.
    """

    def __init__(self, pack_hook: Callable[[Any], Any], unpack_hook: Callable[[Any], Any]) -> None:
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self) -> None:
        _check_enabled()
        state.stack.append((self.pack_hook, self.unpack_hook))

    def __exit__(self, *args: object) -> None:
        state.stack.pop()


class save_on_cpu(saved_tensors_hooks):  # noqa: N801 - PyTorch's name
    """Saved tensors are kept on the CPU and moved back to their device for backward,
    trading device memory for transfers (``pin_memory`` pins the host copies)."""

    def __init__(self, pin_memory: bool = False, device_type: str = "cuda") -> None:
        def pack_to_cpu(tensor: Any) -> tuple[Any, Any]:
            if not pin_memory:
                return tensor.device, tensor.cpu()
            from glasstorch.aten import empty

            pinnable = tensor.device.type != "cpu"  # a host copy of host memory needs no pin
            packed = empty(tensor.size(), dtype=tensor.dtype, pin_memory=pinnable)
            packed.copy_(tensor)
            return tensor.device, packed

        def unpack_from_cpu(packed: tuple[Any, Any]) -> Any:
            device, tensor = packed
            return tensor.to(device, non_blocking=pin_memory)

        super().__init__(pack_to_cpu, unpack_from_cpu)


@contextlib.contextmanager
def disable_saved_tensors_hooks(error_message: str) -> Generator[None, None, None]:
    """Inside the block, pushing saved-tensor hooks raises ``RuntimeError(error_message)``;
    so does entering it while hooks are pushed."""
    previous = state.disabled_message
    try:
        state.disabled_message = error_message
        if state.stack:
            raise RuntimeError(error_message)
        yield
    finally:
        state.disabled_message = previous
