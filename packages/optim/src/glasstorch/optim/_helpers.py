"""Helpers shared by the optimizers: hyperparameter checks, the dtype and value of
``state["step"]``, gathering each group's parameters and state for ``step``, and running
``step`` under ``no_grad`` with its closure under grad mode."""

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


def _initial_step(is_fused: bool | None = None) -> Tensor:
    """A fresh ``state["step"]``: a 0-dim zero tensor of :func:`_get_scalar_dtype`'s dtype."""
    return _tensor(0.0, dtype=_get_scalar_dtype(is_fused=is_fused))


def _steps_as_tensors(optimizer: Optimizer) -> None:
    """Turn ``state["step"]`` numbers (state dicts from before PyTorch 1.12) into tensors."""
    for group in optimizer.param_groups:
        fused = group.get("fused") or False
        for p in group["params"]:
            p_state = optimizer.state.get(p, {})
            if len(p_state) != 0 and not isinstance(p_state["step"], Tensor):
                dtype = _get_scalar_dtype(is_fused=fused)
                p_state["step"] = _tensor(float(p_state["step"]), dtype=dtype)


_GroupUpdate = Callable[[dict[str, Any], list[Tensor], list[Tensor], list[dict[str, Any]]], None]


def _step_groups(
    param_groups: list[dict[str, Any]],
    closure: Callable[[], Any] | None,
    init_state: Callable[[dict[str, Any], Tensor], dict[str, Any]],
    update: _GroupUpdate,
) -> Any:
    """The body of a stateful optimizer's ``step``: evaluate ``closure``, then, group by group,
    take the parameters that have a gradient, their gradients and their states (each from
    ``init_state(group, p)``, which creates it on the first step) and call
    ``update(group, params, grads, states)``. Returns ``closure()``'s loss (or ``None``)."""
    loss = _evaluate_closure(closure)
    for group in param_groups:
        params = [p for p in group["params"] if p.grad is not None]
        states = [init_state(group, p) for p in params]
        update(group, params, [p.grad for p in params], states)
    return loss


def _state_list(states: list[dict[str, Any]], key: str, present: bool = True) -> list[Tensor]:
    """``state[key]`` of every state in ``states``, or ``[]`` when ``present`` is false (the
    optional state, such as ``max_exp_avg_sq`` without ``amsgrad``, was never created)."""
    return [s[key] for s in states] if present else []


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
