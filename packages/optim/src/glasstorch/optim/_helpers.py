"""Helpers shared by the optimizers: hyperparameter checks, the dtype and value of
``state["step"]``, running ``step`` under ``no_grad`` with its closure under grad mode, and
the base of the optimizers that update each group at once (lazy state, the per-parameter
walk with ``maximize`` and weight decay)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any, ClassVar, NamedTuple

from glasstorch.aten import Tensor
from glasstorch.aten import tensor as _tensor
from glasstorch.autograd import enable_grad, no_grad
from glasstorch.c10.core import float32, float64, get_default_dtype

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
    return _scalar_state(0.0, is_fused=is_fused)


def _scalar_state(value: float, is_fused: bool | None = None) -> Tensor:
    """A 0-dim state tensor (``step``, ASGD's ``eta`` and ``mu``, NAdam's ``mu_product``) of
    :func:`_get_scalar_dtype`'s dtype: float32 unless the default dtype is float64."""
    return _tensor(float(value), dtype=_get_scalar_dtype(is_fused=is_fused))


def _steps_as_tensors(optimizer: Optimizer, keys: tuple[str, ...] = ("step",)) -> None:
    """Turn ``state["step"]`` numbers (state dicts from before PyTorch 1.12), and those of the
    other 0-dim state ``keys``, into tensors."""
    for group in optimizer.param_groups:
        fused = group.get("fused") or False
        for p in group["params"]:
            p_state = optimizer.state.get(p, {})
            for key in keys:
                if key in p_state and not isinstance(p_state[key], Tensor):
                    p_state[key] = _scalar_state(p_state[key], is_fused=fused)


def _check_lr(lr: float | Tensor) -> None:
    """PyTorch's checks on ``lr``: a tensor must hold one element, and it must be >= 0."""
    if isinstance(lr, Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")


def _check_non_negative(**values: float | Tensor) -> None:
    """PyTorch's ``Invalid <name> value: <value>`` for the first negative hyperparameter,
    checked in the order given (``_check_non_negative(epsilon=eps, weight_decay=wd)``)."""
    for name, value in values.items():
        if not 0.0 <= value:
            raise ValueError(f"Invalid {name} value: {value}")


def _check_betas(betas: tuple[Any, Any]) -> None:
    """PyTorch's check that both betas lie in [0, 1)."""
    for i, beta in enumerate(betas[:2]):
        if not 0.0 <= beta < 1.0:
            raise ValueError(f"Invalid beta parameter at index {i}: {beta}")


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


class _ParamBatch(NamedTuple):
    """One group's parameters that have a gradient, their gradients and their states."""

    params: list[Tensor]
    grads: list[Tensor]
    states: list[dict[str, Any]]

    def state(self, key: str, present: bool = True) -> list[Tensor]:
        """``state[key]`` of every parameter, or ``[]`` when ``present`` is false (the optional
        state, such as ``max_exp_avg_sq`` without ``amsgrad``, was never created)."""
        return [s[key] for s in self.states] if present else []


def _options(group: dict[str, Any], *keys: str) -> dict[str, Any]:
    """The group's hyperparameters ``keys``, as keyword arguments of a functional update."""
    return {key: group[key] for key in keys}


class _GroupwiseOptimizer(Optimizer):
    """An optimizer whose state is created lazily (``step`` first) and whose ``step`` updates
    each parameter group in one call to :meth:`_update_group`."""

    # Keys ``__setstate__`` adds to the groups of state dicts saved by older versions.
    _setstate_defaults: ClassVar[dict[str, Any]] = {}
    # The 0-dim state tensors that older state dicts held as numbers.
    _scalar_state_keys: ClassVar[tuple[str, ...]] = ("step",)

    def __setstate__(self, state: dict[str, Any]) -> None:
        super().__setstate__(state)
        for group in self.param_groups:
            for key, value in self._setstate_defaults.items():
                group.setdefault(key, value)
        _steps_as_tensors(self, self._scalar_state_keys)

    def _init_state(self, group: dict[str, Any], p: Tensor) -> dict[str, Any]:
        """The parameter's state, created on its first step (``step`` = 0, then the rest)."""
        state = self.state[p]
        if len(state) == 0:
            _check_not_complex(type(self).__name__, p)
            state["step"] = _initial_step(is_fused=group.get("fused"))
            self._new_state(group, p, state)
        return state

    def _new_state(self, group: dict[str, Any], p: Tensor, state: dict[str, Any]) -> None:
        """Fill a fresh ``state`` (which already holds ``step``) for parameter ``p``."""
        raise NotImplementedError

    def _update_group(self, group: dict[str, Any], batch: _ParamBatch) -> None:
        """One group's update of the parameters in ``batch``."""
        raise NotImplementedError

    @_use_no_grad
    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        """Update every parameter that has a gradient; return ``closure()``'s loss if given."""
        loss = _evaluate_closure(closure)
        for group in self.param_groups:
            params = [p for p in group["params"] if p.grad is not None]
            states = [self._init_state(group, p) for p in params]
            self._update_group(group, _ParamBatch(params, [p.grad for p in params], states))
        return loss


def _grads_to_apply(
    params: list[Tensor],
    grads: list[Tensor],
    state_steps: list[Tensor],
    *,
    maximize: bool,
    weight_decay: float,
    decoupled_lr: float | None = None,
) -> Iterator[tuple[int, Tensor, Tensor, float]]:
    """Walk the parameters of a for-loop update: increment each ``state_steps`` entry and yield
    ``(i, param, grad, step)``, the gradient negated under ``maximize`` and with L2
    ``weight_decay`` added (or, given ``decoupled_lr``, the parameter decayed in place)."""
    for i, (param, grad, step_t) in enumerate(zip(params, grads, state_steps, strict=True)):
        step_t += 1
        grad = -grad if maximize else grad
        if weight_decay != 0:
            if decoupled_lr is not None:
                param.mul_(1 - decoupled_lr * weight_decay)
            else:
                grad = grad.add(param, alpha=weight_decay)
        yield i, param, grad, _get_value(step_t)
