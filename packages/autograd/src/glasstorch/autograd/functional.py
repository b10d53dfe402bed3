"""Higher-level differentiation of whole functions: vjp, jvp, jacobian, hessian, vhp, hvp.

Mirrors ``torch/autograd/functional.py``: each is a few calls to ``autograd.grad`` (the
batched ``vectorize=True`` passes run one by one, with the same results). ``jvp``, ``hvp``
and forward-mode Jacobians use the double-backward trick: the backward of ``f`` is linear
in its incoming gradient ``u``, so differentiating ``J^T u`` w.r.t. ``u`` in direction
``v`` gives ``J v``. With ``create_graph=True`` the results are
themselves differentiable; ``strict=True`` refuses outputs independent of an input.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glasstorch.aten.core.tensor_base import TensorBase

from . import _ops
from .api import grad as _grad
from .function import Function
from .grad_mode import enable_grad, is_grad_enabled, set_grad_enabled
from .variable import requires_grad, set_requires_grad

__all__ = ["hessian", "hvp", "jacobian", "jvp", "vhp", "vjp"]


class _Identity(Function):
    """``x`` itself, as a new tensor in the graph (what ``x.view_as(x)`` gives PyTorch)."""

    @staticmethod
    def forward(ctx: Any, x: Any) -> Any:
        return x

    @staticmethod
    def backward(ctx: Any, grad: Any) -> Any:
        return grad


# -- helpers (PyTorch's names) -----------------------------------------------------------------
def _as_tuple(inp: Any, arg_name: str, fn_name: str) -> tuple[bool, tuple[Any, ...]]:
    is_tuple = isinstance(inp, tuple)
    values = inp if is_tuple else (inp,)
    for i, el in enumerate(values):
        if not isinstance(el, TensorBase):
            where = f"the value at index {i} has" if is_tuple else "the given"
            raise TypeError(
                f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple of Tensors "
                f"but {where} type {type(el).__name__}."
            )
    return is_tuple, values


def _tuple_postprocess(res: Any, to_unpack: Any) -> Any:
    if isinstance(to_unpack, tuple):
        if not to_unpack[1]:
            res = tuple(el[0] for el in res)
        if not to_unpack[0]:
            res = res[0]
    elif not to_unpack:
        res = res[0]
    return res


def _detached(t: Any, need_graph: bool) -> Any:
    out = t.detach()
    if need_graph:
        set_requires_grad(out, True)
    return out


def _grad_preprocess(inputs: tuple[Any, ...], create_graph: bool, need_graph: bool):
    """Fresh inputs: graph-connected copies with ``create_graph``, else detached leaves."""
    return tuple(
        _Identity.apply(t) if create_graph and requires_grad(t) else _detached(t, need_graph)
        for t in inputs
    )


def _grad_postprocess(values: Any, create_graph: bool) -> Any:
    if isinstance(values, TensorBase):
        return values if create_graph else values.detach()
    return tuple(_grad_postprocess(v, create_graph) for v in values)


def _validate_v(v: tuple[Any, ...], other: tuple[Any, ...], is_other_tuple: bool) -> None:
    if len(other) != len(v):
        if is_other_tuple:
            raise RuntimeError(
                f"v is a tuple of invalid length: should be {len(other)} but got {len(v)}."
            )
        raise RuntimeError("The given v should contain a single Tensor.")
    for idx, (el_v, el_other) in enumerate(zip(v, other, strict=True)):
        if el_v.shape != el_other.shape:
            prepend = f"Entry {idx} in " if is_other_tuple else ""
            raise RuntimeError(
                f"{prepend}v has invalid size: should be {el_other.shape} but got {el_v.shape}."
            )


_REQUIRES_GRAD_MESSAGES = {
    "hessian": "The hessian of the user-provided function with respect to input {i} is "
    "independent of the input. This is not allowed in strict mode.",
    "jacobian": "The jacobian of the user-provided function with respect to input {i} is "
    "independent of the input. This is not allowed in strict mode.",
    "grad_inputs": "The gradient with respect to input {i} is independent of the inputs of the "
    "user-provided function. This is not allowed in strict mode.",
    "outputs": "Output {i} of the user-provided function does not require gradients. The outputs "
    "must be computed in a differentiable manner from the input when running in strict mode.",
}


def _check_requires_grad(values: tuple[Any, ...], kind: str, strict: bool) -> None:
    if not strict:
        return
    for i, v in enumerate(values):
        if v is None or not requires_grad(v):
            raise RuntimeError(_REQUIRES_GRAD_MESSAGES[kind].format(i=i))


def _autograd_grad(
    outputs: tuple[Any, ...],
    inputs: tuple[Any, ...],
    grad_outputs: tuple[Any, ...] | None = None,
    create_graph: bool = False,
    retain_graph: bool | None = None,
) -> tuple[Any, ...]:
    """``autograd.grad`` over the outputs that require grad; all None if none does."""
    if grad_outputs is None:
        grad_outputs = (None,) * len(outputs)
    pairs = [
        (o, g)
        for o, g in zip(outputs, grad_outputs, strict=True)
        if o is not None and requires_grad(o)
    ]
    if not pairs:
        return (None,) * len(inputs)
    return _grad(
        [o for o, _ in pairs],
        inputs,
        [g for _, g in pairs],
        retain_graph=retain_graph,
        create_graph=create_graph,
        allow_unused=True,
    )


_INDEPENDENT_MESSAGES = {
    "back": "The output of the user-provided function is independent of input {i}. This is not "
    "allowed in strict mode.",
    "back_trick": "The gradient with respect to the input is independent of entry {i} in the "
    "grad_outputs when using the double backward trick to compute forward mode gradients. This "
    "is not allowed in strict mode.",
    "double_back": "The jacobian of the user-provided function is independent of input {i}. This "
    "is not allowed in strict mode.",
    "double_back_trick": "The hessian of the user-provided function is independent of entry {i} "
    "in the grad_jacobian. This is not allowed in strict mode as it prevents from using the "
    "double backward trick to replace forward mode AD.",
}


def _fill_in_zeros(grads: tuple[Any, ...], refs: tuple[Any, ...], strict: bool, stage: str):
    result = []
    for i, (g, ref) in enumerate(zip(grads, refs, strict=True)):
        if g is None:
            if strict:
                raise RuntimeError(_INDEPENDENT_MESSAGES[stage].format(i=i))
            g = _ops.zeros_like(ref)
        result.append(g)
    return tuple(result)


def _one_hot(out: Any, index: int) -> Any:
    """A tensor like ``out``, zero except a 1 at flat position ``index``."""
    e = _ops.zeros(out.shape, out.dtype, out.device)
    e._array().reshape(-1)[index] = 1
    return e


# -- the functions ------------------------------------------------------------------------------
def vjp(func: Callable[..., Any], inputs: Any, v: Any = None, create_graph=False, strict=False):
    """``(func(inputs), v^T J)``: the vector-Jacobian product at ``inputs``."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vjp")
        inputs = _grad_preprocess(inputs, create_graph, need_graph=True)
        is_outputs_tuple, outputs = _as_tuple(
            func(*inputs), "outputs of the user-provided function", "vjp"
        )
        _check_requires_grad(outputs, "outputs", strict)
        if v is not None:
            _, v = _as_tuple(v, "v", "vjp")
            v = _grad_preprocess(v, create_graph, need_graph=False)
            _validate_v(v, outputs, is_outputs_tuple)
        elif len(outputs) != 1 or outputs[0].numel() != 1:
            raise RuntimeError(
                "The vector v can only be None if the user-provided function returns a single "
                "Tensor with a single element."
            )
        with set_grad_enabled(create_graph or is_grad_enabled()):
            grad_res = _autograd_grad(outputs, inputs, v, create_graph=create_graph)
            result = _fill_in_zeros(grad_res, inputs, strict, "back")
    outputs = _grad_postprocess(outputs, create_graph)
    result = _grad_postprocess(result, create_graph)
    return (
        _tuple_postprocess(outputs, is_outputs_tuple),
        _tuple_postprocess(result, is_inputs_tuple),
    )


def jvp(func: Callable[..., Any], inputs: Any, v: Any = None, create_graph=False, strict=False):
    """``(func(inputs), J v)``: the Jacobian-vector product, by the double-backward trick."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jvp")
        inputs = _grad_preprocess(inputs, create_graph, need_graph=True)
        if v is not None:
            _, v = _as_tuple(v, "v", "jvp")
            v = _grad_preprocess(v, create_graph, need_graph=False)
            _validate_v(v, inputs, is_inputs_tuple)
        elif len(inputs) != 1 or inputs[0].numel() != 1:
            raise RuntimeError(
                "The vector v can only be None if the input to the user-provided function is a "
                "single Tensor with a single element."
            )
        is_outputs_tuple, outputs = _as_tuple(
            func(*inputs), "outputs of the user-provided function", "jvp"
        )
        _check_requires_grad(outputs, "outputs", strict)
        # J^T u is linear in u, so u's value does not matter; zeros keep NaN out.
        grad_outputs = tuple(_detached(_ops.zeros_like(out), True) for out in outputs)
        grad_inputs = _autograd_grad(outputs, inputs, grad_outputs, create_graph=True)
        _check_requires_grad(grad_inputs, "grad_inputs", strict)
        with set_grad_enabled(create_graph or is_grad_enabled()):
            grad_res = _autograd_grad(grad_inputs, grad_outputs, v, create_graph=create_graph)
            result = _fill_in_zeros(grad_res, outputs, strict, "back_trick")
    outputs = _grad_postprocess(outputs, create_graph)
    result = _grad_postprocess(result, create_graph)
    return _tuple_postprocess(outputs, is_outputs_tuple), _tuple_postprocess(
        result, is_outputs_tuple
    )


def _jacobian_block(rows: list[Any], out: Any, inp: Any) -> Any:
    """Rows (one per element of ``out``) stacked into shape ``out.shape + inp.shape``."""
    if out.dim() == 0:
        return rows[0]  # already inp.shape: no op needed, so no derivative either
    from glasstorch.aten._generated import ops

    stacked = ops.stack.call(rows, 0)
    return ops.view.call(stacked, list(out.shape) + list(inp.shape))


_STRATEGY_ERROR = (
    'Expected strategy to be either "forward-mode" or "reverse-mode". Hint: If your function has '
    'more outputs than inputs, "forward-mode" tends to be more performant. Otherwise, prefer to '
    'use "reverse-mode".'
)


def jacobian(
    func: Callable[..., Any],
    inputs: Any,
    create_graph: bool = False,
    strict: bool = False,
    vectorize: bool = False,
    strategy: str = "reverse-mode",
) -> Any:
    """The Jacobian of ``func`` at ``inputs``: ``result[i][j]`` has shape
    ``outputs[i].shape + inputs[j].shape``.

    ``"reverse-mode"`` makes one backward pass per output element, ``"forward-mode"`` one
    Jacobian-vector product per input element (by the double-backward trick). ``vectorize``
    asks PyTorch to batch those passes with vmap; here they run one after another, with
    the same results.
    """
    if strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError(_STRATEGY_ERROR)
    if strategy == "forward-mode":
        if create_graph:
            raise NotImplementedError(
                "torch.autograd.functional.jacobian: `create_graph=True` and "
                '`strategy="forward-mode"` are not supported together (yet). Please either set '
                '`create_graph=False` or `strategy="reverse-mode"`.'
            )
        return _jacobian_forward(func, inputs, strict, vectorize)
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _grad_preprocess(inputs, create_graph, need_graph=True)
        is_outputs_tuple, outputs = _as_tuple(
            func(*inputs), "outputs of the user-provided function", "jacobian"
        )
        _check_requires_grad(outputs, "outputs", strict)
        if vectorize and strict:
            raise RuntimeError(
                "torch.autograd.functional.jacobian: `strict=True` and `vectorized=True` are "
                "not supported together. Please either set `strict=False` or `vectorize=False`."
            )
        result = []
        for i, out in enumerate(outputs):
            rows: list[list[Any]] = [[] for _ in inputs]
            for j in range(out.numel()):
                vj = _autograd_grad(
                    (out,), inputs, (_one_hot(out, j),), create_graph, retain_graph=True
                )
                for k, (g, inp) in enumerate(zip(vj, inputs, strict=True)):
                    if g is None:
                        if strict:
                            raise RuntimeError(
                                f"Output {i} of the user-provided function is independent of "
                                f"input {k}. This is not allowed in strict mode."
                            )
                        g = _ops.zeros_like(inp)
                    elif strict and create_graph and not requires_grad(g):
                        raise RuntimeError(
                            f"The jacobian of the user-provided function is independent of input "
                            f"{k}. This is not allowed in strict mode when create_graph=True."
                        )
                    rows[k].append(g)
            result.append(
                tuple(
                    _jacobian_block(r, out, inp)
                    if r
                    else _ops.zeros(tuple(out.shape) + tuple(inp.shape), inp.dtype, inp.device)
                    for r, inp in zip(rows, inputs, strict=True)
                )
            )
        jac = _grad_postprocess(tuple(result), create_graph)
        return _tuple_postprocess(jac, (is_outputs_tuple, is_inputs_tuple))


def _jacobian_forward(func: Callable[..., Any], inputs: Any, strict: bool, vectorize: bool):
    """The Jacobian column by column: ``J e`` for each input element ``e``."""
    if strict:
        raise RuntimeError(
            "torch.autograd.functional.jacobian: `strict=True` and "
            '`strategy="forward-mode"` are not supported together (yet). Please either set '
            '`strict=False` or `strategy="reverse-mode"`.'
        )
    if not vectorize:
        raise NotImplementedError(
            "Computing Jacobian using forward-AD or forward-over-reverse Hessian is"
            "only implemented for `vectorize=True`."
        )
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _grad_preprocess(inputs, False, need_graph=True)
        is_outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs", "jacobian")
        # J^T u is linear in u: differentiating it w.r.t. u in direction e gives J e.
        grad_outputs = tuple(_detached(_ops.zeros_like(out), True) for out in outputs)
        grad_inputs = _autograd_grad(outputs, inputs, grad_outputs, create_graph=True)
        columns: list[list[list[Any]]] = [[[] for _ in inputs] for _ in outputs]
        for k, inp in enumerate(inputs):
            for j in range(inp.numel()):
                direction = tuple(
                    _one_hot(x, j) if n == k else _ops.zeros_like(x) for n, x in enumerate(inputs)
                )
                jv = _autograd_grad(grad_inputs, grad_outputs, direction, retain_graph=True)
                for i, (col, out) in enumerate(zip(jv, outputs, strict=True)):
                    columns[i][k].append(_ops.zeros_like(out) if col is None else col)
    from glasstorch.aten._generated import ops

    result = tuple(
        tuple(
            ops.view.call(
                ops.stack.call(cols, out.dim()), list(out.shape) + list(inp.shape)
            ).detach()
            for cols, inp in zip(per_input, inputs, strict=True)
        )
        for per_input, out in zip(columns, outputs, strict=True)
    )
    return _tuple_postprocess(result, (is_outputs_tuple, is_inputs_tuple))


def _single_scalar_output(func: Callable[..., Any], name: str, strict: bool):
    def wrapped(*inputs: Any) -> Any:
        out = func(*inputs)
        is_tuple, t_out = _as_tuple(out, "outputs of the user-provided function", name)
        _check_requires_grad(t_out, "outputs", strict)
        if is_tuple:
            raise RuntimeError(f"The function given to {name} should return a single Tensor")
        if out.numel() != 1:
            raise RuntimeError(
                f"The Tensor returned by the function given to {name} should contain a single "
                "element"
            )
        return out if out.dim() == 0 else out.reshape(())

    return wrapped


def hessian(
    func: Callable[..., Any],
    inputs: Any,
    create_graph: bool = False,
    strict: bool = False,
    vectorize: bool = False,
    outer_jacobian_strategy: str = "reverse-mode",
) -> Any:
    """The Hessian of the scalar function ``func`` at ``inputs``: the Jacobian of its gradient."""
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hessian")
    if outer_jacobian_strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode".')
    scalar_func = _single_scalar_output(func, "hessian", strict)

    def jac_func(*inp: Any) -> Any:
        if outer_jacobian_strategy == "forward-mode":
            inp = tuple(t.requires_grad_(True) for t in inp)
        jac = jacobian(scalar_func, inp, create_graph=True)
        _check_requires_grad(jac if isinstance(jac, tuple) else (jac,), "jacobian", strict)
        return jac

    res = jacobian(
        jac_func, inputs, create_graph, strict, vectorize, strategy=outer_jacobian_strategy
    )
    return _tuple_postprocess(res, (is_inputs_tuple, is_inputs_tuple))


def _scalar_jac(func, inputs, v, create_graph, strict, name):
    """Shared start of vhp and hvp: preprocessed inputs and v, outputs, and the gradient."""
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", name)
    inputs = _grad_preprocess(inputs, create_graph, need_graph=True)
    if v is not None:
        _, v = _as_tuple(v, "v", name)
        v = _grad_preprocess(v, create_graph, need_graph=False)
        _validate_v(v, inputs, is_inputs_tuple)
    elif len(inputs) != 1 or inputs[0].numel() != 1:
        raise RuntimeError(
            "The vector v can only be None if the input to the user-provided function is a "
            "single Tensor with a single element."
        )
    outputs = func(*inputs)
    is_outputs_tuple, outputs = _as_tuple(outputs, "outputs of the user-provided function", name)
    _check_requires_grad(outputs, "outputs", strict)
    if is_outputs_tuple:
        raise RuntimeError(f"The function given to {name} should return a single Tensor")
    if outputs[0].numel() != 1:
        raise RuntimeError(
            f"The Tensor returned by the function given to {name} should contain a single element"
        )
    jac = _autograd_grad(outputs, inputs, create_graph=True)
    _check_requires_grad(jac, "jacobian", strict)
    return is_inputs_tuple, inputs, v, outputs, jac


def vhp(func: Callable[..., Any], inputs: Any, v: Any = None, create_graph=False, strict=False):
    """``(func(inputs), v^T H)`` for a scalar ``func``."""
    with enable_grad():
        is_inputs_tuple, inputs, v, outputs, jac = _scalar_jac(
            func, inputs, v, create_graph, strict, "vhp"
        )
    with set_grad_enabled(create_graph or is_grad_enabled()):
        grad_res = _autograd_grad(jac, inputs, v, create_graph=create_graph)
        result = _fill_in_zeros(grad_res, inputs, strict, "double_back")
    outputs = _grad_postprocess(outputs, create_graph)
    result = _grad_postprocess(result, create_graph)
    return _tuple_postprocess(outputs, False), _tuple_postprocess(result, is_inputs_tuple)


def hvp(func: Callable[..., Any], inputs: Any, v: Any = None, create_graph=False, strict=False):
    """``(func(inputs), H v)`` for a scalar ``func``, by the double-backward trick."""
    with enable_grad():
        is_inputs_tuple, inputs, v, outputs, jac = _scalar_jac(
            func, inputs, v, create_graph, strict, "hvp"
        )
        grad_jac = tuple(_detached(_ops.zeros_like(inp), True) for inp in inputs)
        double_back = _autograd_grad(jac, inputs, grad_jac, create_graph=True)
        _check_requires_grad(jac, "hessian", strict)
    with set_grad_enabled(create_graph or is_grad_enabled()):
        grad_res = _autograd_grad(double_back, grad_jac, v, create_graph=create_graph)
        result = _fill_in_zeros(grad_res, inputs, strict, "double_back_trick")
    outputs = _grad_postprocess(outputs, create_graph)
    result = _grad_postprocess(result, create_graph)
    return _tuple_postprocess(outputs, False), _tuple_postprocess(result, is_inputs_tuple)
