"""``autograd.backward`` and ``autograd.grad``: the Python entry points to the engine.

Mirrors ``torch/autograd/__init__.py``: normalise tensors and their gradients (an omitted
gradient is ``1`` for a scalar output), then ``run_backward`` either accumulates into the
leaves' ``.grad`` (``backward``) or returns the gradients w.r.t. ``inputs`` (``grad``).
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from typing import Any

from glasstorch.aten._runtime import empty_tensor
from glasstorch.aten.core.tensor_base import Size, TensorBase
from glasstorch.c10.core.device import DeviceType
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from glasstorch.c10.core.scalar_type import TypeCategory
from glasstorch.c10.core.tensor_impl import default_key_set

from . import _ops
from .engine import run_backward
from .graph_utils import GradientEdge
from .variable import _AUTOGRAD_KEY, requires_grad, set_requires_grad

__all__ = ["backward", "grad", "tensor_backward"]

_TensorOrTensors = Any
_CPU = DeviceType.CPU
_CPU_KEYS = default_key_set(DeviceType.CPU)
_FLOATING = TypeCategory.FLOATING


def _as_tuple(tensors: _TensorOrTensors, what: str) -> tuple[Any, ...]:
    """Tensors (or ``GradientEdge`` s) as a tuple."""
    if isinstance(tensors, TensorBase | GradientEdge):
        return (tensors,)
    result = tuple(tensors)
    for t in result:
        if not isinstance(t, TensorBase | GradientEdge):
            raise TypeError(f"{what} must be Tensors, but got {type(t).__name__}")
    return result


def _grads_tuple(grads: _TensorOrTensors, length: int) -> tuple[Any, ...]:
    if grads is None:
        return (None,) * length
    if isinstance(grads, TensorBase):
        return (grads,)
    return tuple(grads)


def _make_grads(outputs: Sequence[Any], grads: Sequence[Any]) -> tuple[Any, ...]:
    """Check given gradients against their outputs; make ``ones`` for scalar outputs."""
    if len(outputs) != len(grads):
        raise RuntimeError(f"got {len(outputs)} tensors and {len(grads)} gradients")
    made: list[Any] = []
    for i, out in enumerate(outputs):
        g = grads[i]
        if isinstance(out, GradientEdge):
            made.append(_edge_grad(out, g, i))
        elif g is None:
            made.append(_implicit_grad(out) if requires_grad(out) else None)
        elif isinstance(g, TensorBase):
            if out.shape != g.shape:
                raise RuntimeError(
                    f"Mismatch in shape: grad_output[{i}] has a shape of {g.shape} and "
                    f"output[{i}] has a shape of {out.shape}."
                )
            if out.dtype.is_complex != g.dtype.is_complex:
                raise RuntimeError(
                    "For complex Tensors, both grad_output and output are required to have the "
                    f"same dtype. Mismatch in dtype: grad_output[{i}] has a dtype of {g.dtype} "
                    f"and output[{i}] has a dtype of {out.dtype}."
                )
            made.append(g)
        else:
            raise TypeError(f"gradients can be either Tensors or None, but got {type(g).__name__}")
    return tuple(made)


def _edge_grad(edge: GradientEdge, g: Any, i: int) -> Any:
    """The gradient given for a ``GradientEdge`` output, checked against what its node
    expects; ``ones`` for an omitted one of a single element."""
    sizes, dtype, device = edge.node.input_metadata[edge.output_nr]
    if g is None:
        if math.prod(sizes) != 1:
            raise RuntimeError("grad can be implicitly created only for scalar outputs")
        return _ops.ones(sizes, dtype, device)
    if tuple(g.shape) != tuple(sizes):
        raise RuntimeError(
            f"Mismatch in shape: grad_output[{i}] has a shape of {g.shape} and output[{i}] has "
            f"a shape of {Size(sizes)}."
        )
    return g


def _implicit_grad(out: Any) -> Any:
    """The gradient an omitted one stands for: ``ones_like(out)`` for a real scalar output.

    Made directly (no argument parsing, no dispatch) when that is what the dispatcher would
    do: a plain CPU tensor, no Python mode, strides (all 1) as ``preserve_format`` keeps
    them.
    """
    impl = out._impl
    if impl.numel() != 1:
        raise RuntimeError("grad can be implicitly created only for scalar outputs")
    if impl.dtype.category is not _FLOATING:
        raise RuntimeError(
            f"grad can be implicitly created only for real scalar outputs but got {out.dtype}"
        )
    device = impl.device
    if (
        device.device_type is _CPU
        and out._key_set & ~_AUTOGRAD_KEY == _CPU_KEYS
        and not _tls.included
        and impl.strides.count(1) == len(impl.strides)
    ):
        seed = empty_tensor(impl.sizes, impl.dtype, device)
        seed._np.fill(1)
        return seed
    return _ops.ones_like(out)


def tensor_backward(
    tensor: Any,
    gradient: Any = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    inputs: _TensorOrTensors = None,
) -> None:
    """``tensor.backward(...)``: :func:`backward` of one tensor. The common call,
    ``loss.backward()``, goes from the implicit gradient straight to the engine."""
    if gradient is not None or inputs is not None or not requires_grad(tensor):
        backward(tensor, gradient, retain_graph, create_graph, inputs)
        return
    seed = _implicit_grad(tensor)
    run_backward((tensor,), (seed,), retain_graph, create_graph, (), True, True)


def backward(
    tensors: _TensorOrTensors,
    grad_tensors: _TensorOrTensors = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    inputs: _TensorOrTensors = None,
) -> None:
    """Accumulate the gradients of ``tensors`` into the ``.grad`` of the leaves (or of
    ``inputs``) of their graph; ``grad_tensors`` defaults to ones for scalar tensors."""
    if inputs is not None and not isinstance(inputs, TensorBase) and len(inputs) == 0:
        raise RuntimeError("'inputs' argument to backward() cannot be empty.")
    outputs = _as_tuple(tensors, "tensors")
    targets = () if inputs is None else _as_tuple(inputs, "inputs")
    grads = _make_grads(outputs, _grads_tuple(grad_tensors, len(outputs)))
    run_backward(outputs, grads, retain_graph, create_graph, targets, True, True)


def grad(
    outputs: _TensorOrTensors,
    inputs: _TensorOrTensors,
    grad_outputs: _TensorOrTensors = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    only_inputs: bool = True,
    allow_unused: bool | None = None,
    is_grads_batched: bool = False,
    materialize_grads: bool = False,
) -> tuple[Any, ...]:
    """The gradients of ``outputs`` w.r.t. ``inputs`` (weighted by ``grad_outputs``), without
    touching any ``.grad``; None (or zeros with ``materialize_grads``) for unused inputs."""
    if materialize_grads and allow_unused is False:
        raise ValueError(
            "Expected allow_unused to be True or not passed when materialize_grads=True, but "
            "got: allow_unused=False."
        )
    if allow_unused is None:
        allow_unused = materialize_grads
    if not only_inputs:
        warnings.warn(
            "only_inputs argument is deprecated and is ignored now (defaults to True). To "
            "accumulate gradient for other parts of the graph, please use "
            "glasstorch.autograd.backward.",
            FutureWarning,
            stacklevel=2,
        )
    if is_grads_batched:
        raise NotImplementedError("is_grads_batched=True is not supported yet")
    t_outputs = _as_tuple(outputs, "outputs")
    t_inputs = _as_tuple(inputs, "inputs")
    if not t_inputs:
        raise RuntimeError("grad requires non-empty inputs.")
    grads = _make_grads(t_outputs, _grads_tuple(grad_outputs, len(t_outputs)))
    result = run_backward(
        t_outputs, grads, retain_graph, create_graph, t_inputs, allow_unused, False
    )
    assert result is not None
    if materialize_grads:
        result = tuple(
            _materialized_zeros(inp) if g is None else g
            for g, inp in zip(result, t_inputs, strict=True)
        )
    return result


def _materialized_zeros(t: Any) -> Any:
    zeros = _ops.zeros_like(t)
    set_requires_grad(zeros, True)
    return zeros
