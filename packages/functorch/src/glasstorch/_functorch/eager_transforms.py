"""``grad``, ``grad_and_value``, ``vjp``, ``jacrev``, ``linearize``, ``jvp``, ``jacfwd``,
``hessian``: function transforms on autograd, composable with each other and with vmap.

Mirrors ``torch/_functorch/eager_transforms.py``, with one design difference. PyTorch gives
each gradient transform a level of its own (a ``TensorWrapper`` per level, functorch's
DynamicLayer stack), so that nested transforms never mix up their graphs. Here a
transform differentiates with respect to *fresh* inputs — aliases (or detached copies)
of its arguments made at the call — with plain autograd on physical tensors (see
``transform_utils.py``). Fresh inputs separate the graphs the same way: a function of a
transform's own inputs is differentiated, and a tensor it closes over is a constant to it
while still carrying gradients for an outer transform. The backward pass is recorded
(``create_graph``) exactly when the graph reaches beyond the transform's inputs — when
an outer transform or an outer ``backward`` can differentiate the result — so nested
transforms get higher derivatives and single ones pay nothing extra.

``jvp`` uses forward-mode AD (dual tensors, ``forward_jvp.py``) where it applies: outside
other transforms and when every operator reached has a forward formula. Elsewhere, and
always for ``linearize`` and ``jacfwd`` (whose vmapped products would need batched
tangents), the double-vjp trick: ``u -> vjp(u) = J^T u`` is linear in ``u``; its vjp with
cotangent ``v`` is ``J v``. So they run the function once, record ``J^T u`` for a dummy
``u``, and differentiate that with respect to ``u``, which costs a backward pass (and
memory for the graph) where forward mode would not.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._generated import ops
from glasstorch.autograd import grad as autograd_grad
from glasstorch.autograd.grad_mode import enable_grad, is_grad_enabled

from .dynamic_layers import VmapLayer, active_layers
from .forward_jvp import check_tangent_shapes, forward_jvp
from .pytree import tree_flatten, tree_map, tree_unflatten, treespec_pprint
from .transform_utils import (
    check_argnums_and_slice,
    check_tensors,
    fresh_input,
    from_physical,
    graph_reaches_beyond,
    lower,
    raise_,
    replace_argnums,
    requires_grad_deep,
    to_physical,
)
from .vmap import vmap

__all__ = [
    "grad",
    "grad_and_value",
    "hessian",
    "jacfwd",
    "jacrev",
    "jvp",
    "linearize",
    "vjp",
]


class _Traced:
    """One run of ``func`` on fresh inputs: its outputs, physical, ready to differentiate."""

    def __init__(self, primals: Any, call: Callable[[Any], Any]) -> None:
        self.layers: tuple[VmapLayer, ...] = active_layers()
        flat, self.primals_spec = tree_flatten(primals)
        check_tensors(flat)
        self.inputs = [fresh_input(to_physical(p, self.layers)) for p in flat]
        wrapped = [from_physical(p, self.layers) for p in self.inputs]
        self.result = call(tree_unflatten(wrapped, self.primals_spec))

    def record(self, outputs: list[Any]) -> None:
        """The function's (flat) tensor outputs, as physical tensors."""
        self.outputs = [to_physical(o, self.layers) for o in outputs]
        self.outer = is_grad_enabled() and graph_reaches_beyond(self.outputs, self.inputs)

    def detached(self, value: Any) -> Any:
        """A returned value, cut from the transform's own graph unless the graph goes
        beyond it (then an outer derivative may be taken through it)."""
        if self.outer:
            return value
        return tree_map(lambda t: t.detach() if isinstance(t, Tensor) else t, value)

    def check_layers(self, what: str) -> None:
        current = active_layers()
        k = len(self.layers)
        if current[:k] != self.layers:
            raise RuntimeError(
                f"{what} was called outside of the vmap it was created in; call it inside that "
                "vmap (or create it outside every vmap)"
            )

    def backward(self, cotangents: list[Any], create_graph: bool) -> list[Any]:
        """Gradients of the outputs weighted by ``cotangents`` (lowered to the physical
        tensors), raised back to the layers: one per input, zeros where unused."""
        cts = [lower(c, self.layers) for c in cotangents]
        grads = _weighted_grads(self.outputs, self.inputs, cts, create_graph)
        return [
            raise_(ops.zeros_like.call(i) if g is None else g, self.layers)
            for g, i in zip(grads, self.inputs, strict=True)
        ]


def _weighted_grads(
    outputs: list[Any], inputs: list[Any], cotangents: list[Any], create_graph: bool
) -> list[Any]:
    """``autograd.grad`` of ``outputs`` weighted by ``cotangents``, None for the inputs they
    do not depend on; outputs that depend on no input add nothing."""
    used = [(o, c) for o, c in zip(outputs, cotangents, strict=True) if o.requires_grad]
    if not used:
        return [None] * len(inputs)
    return list(
        autograd_grad(
            [o for o, _ in used],
            inputs,
            [c for _, c in used],
            retain_graph=True,
            create_graph=create_graph,
            allow_unused=True,
        )
    )


def _split_aux(output: Any, has_aux: bool, where: str) -> tuple[Any, Any]:
    if not has_aux:
        return output, None
    if not (isinstance(output, tuple) and len(output) == 2):
        raise RuntimeError(
            f"{where}: output of function f should be a tuple: (output, aux) if has_aux is True"
        )
    return output


# -- grad -----------------------------------------------------------------------------------------
def grad_and_value(
    func: Callable[..., Any], argnums: Any = 0, has_aux: bool = False
) -> Callable[..., Any]:
    """``func``'s gradient with respect to the arguments ``argnums`` names, and its value:
    ``(grad, value)`` or ``(grad, (value, aux))``. ``func`` must return a scalar tensor."""
    where = "grad_and_value(f)(*args)"

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        with enable_grad():
            primals = check_argnums_and_slice(args, argnums)
            traced = _Traced(primals, lambda p: func(*replace_argnums(args, argnums, p), **kwargs))
            output, aux = _split_aux(traced.result, has_aux, where)
            if not isinstance(output, Tensor):
                raise RuntimeError(
                    f"{where}: Expected f(*args) to return a Tensor, got {type(output)}"
                )
            if output.dim() != 0:
                raise RuntimeError(
                    f"{where}: Expected f(*args) to return a scalar Tensor, got tensor with "
                    f"{output.dim()} dims. Maybe you wanted to use the vjp or jacrev APIs instead?"
                )
            traced.record([output])
            seed = ops.ones_like.call(output)
            grads = traced.backward([seed], create_graph=traced.outer)
        grads = tree_unflatten(grads, traced.primals_spec)
        value = traced.detached(output if aux is None else (output, aux))
        return grads, value

    return wrapper


def grad(func: Callable[..., Any], argnums: Any = 0, has_aux: bool = False) -> Callable[..., Any]:
    """``func``'s gradient with respect to the arguments ``argnums`` names (``(grad, aux)``
    with ``has_aux``). ``vmap(grad(f))`` gives per-sample gradients."""
    inner = grad_and_value(func, argnums, has_aux)

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        grads, value = inner(*args, **kwargs)
        return (grads, value[1]) if has_aux else grads

    return wrapper


# -- vjp ------------------------------------------------------------------------------------------
def _check_outputs(flat: list[Any], where: str) -> None:
    for out in flat:
        if not isinstance(out, Tensor):
            raise RuntimeError(
                f"{where}: expected f(*primals) to return only tensors, got unsupported type "
                f"{type(out)}"
            )


def _check_cotangents(flat: list[Any], outputs: list[Any]) -> None:
    for i, (c, o) in enumerate(zip(flat, outputs, strict=True)):
        if c.shape != o.shape:
            raise RuntimeError(
                f"Mismatch in shape: grad_output[{i}] has a shape of {c.shape} and output[{i}] "
                f"has a shape of {o.shape}."
            )


def vjp(func: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
    """``(func(*primals), vjp_fn)`` (and ``aux``): ``vjp_fn(cotangents)`` returns the
    gradients of the outputs weighted by ``cotangents``, one per primal."""
    where = "vjp(f, *primals)"
    with enable_grad():
        traced = _Traced(primals, lambda p: func(*p))
        output, aux = _split_aux(traced.result, has_aux, where)
        flat_out, out_spec = tree_flatten(output)
        _check_outputs(flat_out, where)
        traced.record(flat_out)

    def vjp_fn(cotangents: Any, retain_graph: bool = True, create_graph: bool | None = None) -> Any:
        flat_ct, ct_spec = tree_flatten(cotangents)
        if ct_spec != out_spec:
            raise RuntimeError(
                "Expected pytree structure of cotangents to be the same as pytree structure of "
                f"outputs to the function. cotangents: {treespec_pprint(ct_spec)}, primal "
                f"output: {treespec_pprint(out_spec)}"
            )
        _check_cotangents(flat_ct, flat_out)
        traced.check_layers("vjp_fn")
        if create_graph is None:
            create_graph = is_grad_enabled() and (
                traced.outer or any(requires_grad_deep(c) for c in flat_ct)
            )
        with enable_grad():
            grads = traced.backward(flat_ct, create_graph)
        return tree_unflatten(grads, traced.primals_spec)

    result = (traced.detached(output), vjp_fn)
    return (*result, traced.detached(aux)) if has_aux else result


# -- jacrev ---------------------------------------------------------------------------------------
def _standard_basis(flat: list[Any]) -> list[Any]:
    """One ``(N, *t.shape)`` block per tensor of the ``N x N`` identity, ``N`` their total
    number of elements: row ``i`` is the ``i``-th unit vector, split over the tensors."""
    numels = [t.numel() for t in flat]
    total = sum(numels)
    first = flat[0]
    eye = ops.eye.call(total, first.dtype, None, first.device, None)
    blocks = ops.split_with_sizes.call(eye, numels, 1)
    return [ops.view.call(b, [total, *t.shape]) for b, t in zip(blocks, flat, strict=True)]


def _unflatten_last(t: Any, shape: Any) -> Any:
    return ops.reshape.call(t, [*t.shape[:-1], *shape])


def jacrev(
    func: Callable[..., Any],
    argnums: Any = 0,
    *,
    has_aux: bool = False,
    chunk_size: int | None = None,
    _preallocate_and_copy: bool = False,
) -> Callable[..., Any]:
    """The Jacobian of ``func`` with respect to the arguments ``argnums`` names, by reverse
    mode: one vjp per output element, vmapped (``chunk_size`` at a time)."""
    if not (chunk_size is None or chunk_size > 0):
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        primals = check_argnums_and_slice(args, argnums)
        as_tuple = isinstance(argnums, tuple)

        def call(*p: Any) -> Any:
            return func(*replace_argnums(args, argnums, p if as_tuple else p[0]), **kwargs)

        out = vjp(call, *(primals if as_tuple else (primals,)), has_aux=has_aux)
        output, vjp_fn = out[0], out[1]
        flat_out, out_spec = tree_flatten(output)
        flat_primals, primals_spec = tree_flatten(primals)
        basis = tree_unflatten(_standard_basis(flat_out), out_spec)
        rows = vmap(vjp_fn, chunk_size=chunk_size)(basis)  # per primal: (N_out, *primal.shape)
        flat_rows = tree_flatten(rows)[0]
        numels = [o.numel() for o in flat_out]
        per_output: list[list[Any]] = [[] for _ in flat_out]
        for primal, block in zip(flat_primals, flat_rows, strict=True):
            pieces = ops.split_with_sizes.call(block, numels, 0)
            for i, (o, piece) in enumerate(zip(flat_out, pieces, strict=True)):
                per_output[i].append(ops.reshape.call(piece, [*o.shape, *primal.shape]))
        jac = tree_unflatten([tree_unflatten(row, primals_spec) for row in per_output], out_spec)
        return (jac, out[2]) if has_aux else jac

    return wrapper


# -- linearize, jvp, jacfwd -----------------------------------------------------------------------
def _linearized(
    func: Callable[..., Any], primals: tuple[Any, ...], has_aux: bool, where: str
) -> Any:
    """``(output, jvp_fn, aux)`` by the double-vjp trick (see the module docstring)."""
    with enable_grad():
        traced = _Traced(primals, lambda p: func(*p))
        output, aux = _split_aux(traced.result, has_aux, where)
        flat_out, out_spec = tree_flatten(output)
        _check_outputs(flat_out, where)
        traced.record(flat_out)
        dummies = [ops.zeros_like.call(o).requires_grad_() for o in traced.outputs]
        transposed = _weighted_grads(traced.outputs, traced.inputs, dummies, True)
    flat_primals = tree_flatten(primals)[0]

    def jvp_fn(*tangents: Any) -> Any:
        flat_t, t_spec = tree_flatten(tangents)
        if t_spec != traced.primals_spec:
            raise RuntimeError(
                f"Expected the tangents {t_spec} to have the same argspec as the primals "
                f"{traced.primals_spec}"
            )
        check_tangent_shapes(flat_t, flat_primals)
        traced.check_layers("jvp_fn")
        lowered = [lower(t, traced.layers) for t in flat_t]
        # J^T u is linear in u: one that is None (or does not depend on u) is zero
        present = [(g, t) for g, t in zip(transposed, lowered, strict=True) if g is not None]
        create_graph = is_grad_enabled() and (
            traced.outer or any(requires_grad_deep(t) for t in flat_t)
        )
        with enable_grad():
            jv = _weighted_grads(
                [g for g, _ in present], dummies, [t for _, t in present], create_graph
            )
        flat = [
            raise_(ops.zeros_like.call(d) if j is None else j, traced.layers)
            for j, d in zip(jv, dummies, strict=True)
        ]
        return tree_unflatten(flat, out_spec)

    return traced.detached(output), jvp_fn, traced.detached(aux)


def linearize(func: Callable[..., Any], *primals: Any) -> tuple[Any, Callable[..., Any]]:
    """``(func(*primals), jvp_fn)``: ``jvp_fn(*tangents)`` is the Jacobian-vector product
    at ``primals``, computed by differentiating a recorded vjp (no forward-mode AD)."""
    output, jvp_fn, _ = _linearized(func, primals, False, "linearize(f, *primals)")
    return output, jvp_fn


def jvp(
    func: Callable[..., Any],
    primals: Any,
    tangents: Any,
    *,
    strict: bool = False,
    has_aux: bool = False,
) -> Any:
    """``(func(*primals), J @ tangents)`` (and ``aux``): by forward-mode AD where every
    operator has a forward formula, else by the double-vjp trick."""
    where = "jvp(f, primals, tangents)"
    if not isinstance(primals, tuple):
        raise RuntimeError(
            f"{where}: Expected primals to be a tuple. E.g. it should be valid to call f(*primals)."
        )
    primals_spec, tangents_spec = tree_flatten(primals)[1], tree_flatten(tangents)[1]
    if primals_spec != tangents_spec:
        raise RuntimeError(
            f"{where}: Expected primals and tangents to have the same python structure. For "
            "example, if primals is a tuple of 3 tensors, tangents also must be. Got primals "
            f"with structure {primals_spec} and tangents with structure {tangents_spec}"
        )

    def split(result: Any) -> tuple[Any, list[Any], Any, Any]:
        output, aux = _split_aux(result, has_aux, where)
        flat_out, out_spec = tree_flatten(output)
        _check_outputs(flat_out, where)
        return output, flat_out, out_spec, aux

    forward = forward_jvp(func, primals, tangents, split)
    if forward is not None:
        output, jvp_out, aux = forward
        return (output, jvp_out, aux) if has_aux else (output, jvp_out)
    output, jvp_fn, aux = _linearized(func, primals, has_aux, where)
    result = (output, jvp_fn(*tangents))
    return (*result, aux) if has_aux else result


def jacfwd(
    func: Callable[..., Any], argnums: Any = 0, has_aux: bool = False, *, randomness: str = "error"
) -> Callable[..., Any]:
    """The Jacobian of ``func`` with respect to the arguments ``argnums`` names, one
    Jacobian-vector product per input element, vmapped. Without forward-mode AD the
    products come from the double-vjp trick, so ``func`` runs once and a random operator in
    it draws once (``randomness`` is accepted and has nothing to act on)."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        primals = check_argnums_and_slice(args, argnums)
        as_tuple = isinstance(argnums, tuple)

        def call(*p: Any) -> Any:
            return func(*replace_argnums(args, argnums, p if as_tuple else p[0]), **kwargs)

        output, jvp_fn, aux = _linearized(
            call, primals if as_tuple else (primals,), has_aux, "jacfwd(f)(*args)"
        )
        flat_primals, primals_spec = tree_flatten(primals)
        basis = tree_unflatten(_standard_basis(flat_primals), primals_spec)
        columns = vmap(lambda b: jvp_fn(*(b if as_tuple else (b,))))(basis)
        flat_out, out_spec = tree_flatten(output)
        numels = [p.numel() for p in flat_primals]
        jac = []
        for column in tree_flatten(columns)[0]:  # (N_in, *out.shape)
            last = ops.movedim_int.call(column, 0, -1)
            pieces = ops.split_with_sizes.call(last, numels, -1)
            shaped = [
                _unflatten_last(t, p.shape) for t, p in zip(pieces, flat_primals, strict=True)
            ]
            jac.append(tree_unflatten(shaped, primals_spec))
        jac = tree_unflatten(jac, out_spec)
        return (jac, aux) if has_aux else jac

    return wrapper


def hessian(func: Callable[..., Any], argnums: Any = 0) -> Callable[..., Any]:
    """The Hessian of ``func`` with respect to the arguments ``argnums`` names:
    ``jacfwd(jacrev(func))``."""
    return jacfwd(jacrev(func, argnums), argnums)
