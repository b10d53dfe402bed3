"""Helpers shared by the optimizers: hyperparameter checks, the dtype and value of
``state["step"]``, and running ``step`` under ``no_grad`` with its closure under grad mode."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from glasstorch.aten import Tensor
from glasstorch.aten import tensor as _tensor
from glasstorch.autograd import enable_grad, no_grad
from glasstorch.c10.core import float32, float64, get_default_dtype

if TYPE_CHECKING:
    from .optimizer import Optimizer


def _get_scalar_dtype(is_fused: bool | None = None) -> Any:
    """The dtype of ``state["step"]``: float64 under a float64 default dtype, else float32."""
    if is_fused:
        return float32
    return float64 if get_default_dtype() is float64 else float32


def _get_value(x: Tensor | float) -> float:
    """A Python number from a 0-dim tensor (``state["step"]``, a tensor ``lr``) or a number."""
    return x.item() if isinstance(x, Tensor) else x


def _to_scalar(x: Any) -> Any:
    """A 1-element tensor hyperparameter squeezed to 0 dimensions; anything else unchanged."""
    if isinstance(x, Tensor) and x.dim() != 0:
        return x.squeeze()
    return x


def _steps_as_tensors(optimizer: Optimizer) -> None:
    """Turn ``state["step"]`` numbers (state dicts from before PyTorch 1.12) into tensors."""
    for group in optimizer.param_groups:
        fused = group.get("fused") or False
        for p in group["params"]:
            p_state = optimizer.state.get(p, {})
            if len(p_state) != 0 and not isinstance(p_state["step"], Tensor):
                dtype = _get_scalar_dtype(is_fused=fused)
                p_state["step"] = _tensor(float(p_state["step"]), dtype=dtype)


def _check_lr(lr: float | Tensor) -> None:
    """PyTorch's checks on ``lr``: a tensor must hold one element, and it must be >= 0."""
    if isinstance(lr, Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")


def _check_flags(differentiable: bool, foreach: bool | None, fused: bool | None) -> None:
    """Reject flag combinations PyTorch rejects, and ``differentiable=True`` (unsupported here).

    ``foreach`` and ``fused`` select faster kernels in PyTorch; the for-loop implementation here
    gives the same results, so they are kept in ``param_groups`` (for state dicts) and ignored.
    """
    if fused and differentiable:
        raise RuntimeError("`fused` does not support `differentiable`")
    if fused and foreach:
        raise RuntimeError("`fused` and `foreach` cannot be `True` together.")
    if differentiable:
        raise NotImplementedError(
            "differentiable=True (autograd through the optimizer step) is not supported by "
            "glasstorch.optim; the step always runs under no_grad"
        )


def _check_not_complex(name: str, param: Tensor) -> None:
    """Adam, RMSprop and Adagrad treat a complex parameter as pairs of reals in PyTorch
    (``view_as_real``), which aten does not have yet: refuse rather than compute otherwise."""
    if param.is_complex():
        raise NotImplementedError(f"{name} does not support complex parameters yet")


def _use_no_grad(step: Callable[..., Any]) -> Callable[..., Any]:
    """Run an optimizer's ``step`` under ``no_grad``: the updates are not recorded by autograd."""

    @functools.wraps(step)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with no_grad():
            return step(*args, **kwargs)

    return wrapper


def _evaluate_closure(closure: Callable[[], Any] | None) -> Any:
    """The loss from ``closure()``, run with grad mode on (it usually calls ``backward``)."""
    if closure is None:
        return None
    with enable_grad():
        return closure()
