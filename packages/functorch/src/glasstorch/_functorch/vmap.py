"""``vmap``: map a function over a dimension of its inputs, as one batched computation.

Mirrors ``torch/_functorch/vmap.py``. A call flattens the arguments, checks ``in_dims``
against them, pushes a vmap layer, wraps the mapped tensors as BatchedTensors of that
layer and calls the function once; the operators it runs are batched by the rules of
``batch_rules/``. The outputs are unwrapped again, their batch dim moved to ``out_dims``
(an output that does not depend on the mapped inputs is expanded, a view).
``chunk_size`` splits the batch into pieces run one after another and concatenated.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten._generated import ops
from glasstorch.aten.core.generator import get_rng_state, set_rng_state

from .batch_rules import install
from .batched_tensor import BatchedTensorImpl, add_batch_dim
from .dynamic_layers import RANDOMNESS, VmapLayer, pop_layer, push_layer
from .pytree import broadcast_to_and_flatten, tree_flatten, tree_map, tree_unflatten

__all__ = ["vmap", "vmap_impl"]


def _name(func: Any) -> str:
    return func.__name__ if hasattr(func, "__name__") else repr(func)


def _check_randomness(randomness: str) -> None:
    if randomness not in RANDOMNESS:
        raise RuntimeError(
            "Only allowed values for randomness are 'error', 'different', or 'same'. "
            f"Got {randomness}"
        )


def _check_out_dims(out_dims: Any, func: Callable[..., Any]) -> None:
    if isinstance(out_dims, int):
        return

    def check(x: Any) -> Any:
        if isinstance(x, int) or x is None:
            return x
        raise ValueError(
            f"vmap({_name(func)}, ..., out_dims={out_dims}): `out_dims` must be an int, None "
            "or a python collection of ints representing where in the outputs the vmapped "
            "dimension should appear."
        )

    tree_map(check, out_dims)


def _process_inputs(
    in_dims: Any, args: tuple[Any, ...], func: Callable[..., Any]
) -> tuple[int, list[Any], list[Any], Any]:
    """Check ``in_dims`` against ``args``: ``(batch size, flat in_dims, flat args, spec)``."""
    where = f"vmap({_name(func)}, in_dims={in_dims}, ...)(<inputs>)"
    if not isinstance(in_dims, int) and not isinstance(in_dims, tuple):
        raise ValueError(
            f"{where}: expected `in_dims` to be int or a (potentially nested) tuple matching "
            f"the structure of inputs, got: {type(in_dims)}."
        )
    if not args:
        raise ValueError(
            f"vmap({_name(func)})(<inputs>): got no inputs. Maybe you forgot to add inputs, or "
            "you are trying to vmap over a function with no inputs. The latter is unsupported."
        )
    flat_args, spec = tree_flatten(args)
    flat_in_dims = broadcast_to_and_flatten(in_dims, spec)
    if flat_in_dims is None:
        raise ValueError(
            f"{where}: in_dims is not compatible with the structure of `inputs`. in_dims has "
            f"structure {tree_flatten(in_dims)[1]} but inputs has structure {spec}."
        )
    for i, (arg, in_dim) in enumerate(zip(flat_args, flat_in_dims, strict=True)):
        if not isinstance(in_dim, int) and in_dim is not None:
            raise ValueError(
                f"{where}: Got in_dim={in_dim} for an input but in_dim must be either an "
                "integer dimension or None."
            )
        if isinstance(in_dim, int) and not isinstance(arg, Tensor):
            raise ValueError(
                f"{where}: Got in_dim={in_dim} for an input but the input is of type "
                f"{type(arg)}. We cannot vmap over non-Tensor arguments, please use None as "
                "the respective in_dim"
            )
        if in_dim is not None:
            ndim = arg.dim()
            if not -ndim <= in_dim < ndim:
                raise ValueError(
                    f"{where}: Got in_dim={in_dim} for some input, but that input is a Tensor "
                    f"of dimensionality {ndim} so expected in_dim to satisfy -{ndim} <= in_dim "
                    f"< {ndim}."
                )
            flat_in_dims[i] = in_dim % ndim
    sizes = [arg.size(d) for arg, d in zip(flat_args, flat_in_dims, strict=True) if d is not None]
    if not sizes:
        raise ValueError("vmap: Expected at least one Tensor to vmap over")
    if any(size != sizes[0] for size in sizes):
        raise ValueError(
            "vmap: Expected all tensors to have the same size in the mapped dimension, got "
            f"sizes {sizes} for the mapped dimension"
        )
    return sizes[0], flat_in_dims, flat_args, spec


def _remove_batch_dim(
    output: Any, layer: VmapLayer, out_dim: int | None, func: Callable[..., Any]
) -> Any:
    """One output of the vmapped function as a physical tensor with the batch at ``out_dim``."""
    name = _name(func)
    impl = getattr(output, "_impl", None)
    batched_here = impl.__class__ is BatchedTensorImpl and impl.layer is layer
    if out_dim is None:
        if batched_here:
            raise ValueError(
                f"vmap({name}, ...): `{name}` can not return a BatchedTensor when out_dim is None"
            )
        return output
    if not isinstance(output, Tensor):
        raise ValueError(
            f"vmap({name}, ...): `{name}` must only return Tensors, got type {type(output)}. "
            "Did you mean to set out_dims= to None for output?"
        )
    if batched_here:
        return ops.movedim_int.call(impl.value, impl.bdim, out_dim)
    expanded = ops.unsqueeze.call(output, out_dim)
    sizes = list(expanded.shape)
    sizes[out_dim % len(sizes)] = layer.batch_size
    return ops.expand.call(expanded, sizes)


def _unwrap_outputs(outputs: Any, out_dims: Any, layer: VmapLayer, func: Callable[..., Any]) -> Any:
    flat, spec = tree_flatten(outputs)

    def incompatible() -> ValueError:
        return ValueError(
            f"vmap({_name(func)}, ..., out_dims={out_dims})(<inputs>): out_dims is not "
            "compatible with the structure of `outputs`. out_dims has structure "
            f"{tree_flatten(out_dims)[1]} but outputs has structure {spec}."
        )

    if isinstance(outputs, Tensor):
        if isinstance(out_dims, int) or out_dims is None:
            flat_out_dims = [out_dims]
        elif isinstance(out_dims, tuple) and len(out_dims) == 1:
            flat_out_dims = [out_dims[0]]
        else:
            raise incompatible()
    else:
        flat_out_dims = broadcast_to_and_flatten(out_dims, spec)
        if flat_out_dims is None:
            raise incompatible()
    unwrapped = [
        _remove_batch_dim(out, layer, d, func) for out, d in zip(flat, flat_out_dims, strict=True)
    ]
    return tree_unflatten(unwrapped, spec)


def _flat_vmap(
    func: Callable[..., Any],
    batch_size: int,
    flat_in_dims: list[Any],
    flat_args: list[Any],
    spec: Any,
    out_dims: Any,
    randomness: str,
    kwargs: dict[str, Any],
) -> Any:
    install()
    layer = push_layer(batch_size, randomness)
    try:
        batched = [
            arg if d is None else add_batch_dim(arg, d, layer)
            for arg, d in zip(flat_args, flat_in_dims, strict=True)
        ]
        outputs = func(*tree_unflatten(batched, spec), **kwargs)
    finally:
        pop_layer(layer)
    return _unwrap_outputs(outputs, out_dims, layer, func)


def _chunks(flat_args: list[Any], flat_in_dims: list[Any], batch_size: int, chunk_size: int) -> Any:
    """Per chunk: the flat arguments with each mapped one narrowed to the chunk."""
    for start in range(0, batch_size, chunk_size):
        length = min(chunk_size, batch_size - start)
        yield (
            length,
            [
                arg if d is None else ops.narrow.call(arg, d, start, length)
                for arg, d in zip(flat_args, flat_in_dims, strict=True)
            ],
        )


def _concat_chunks(results: list[Any], out_dims: Any) -> Any:
    """The chunks' outputs joined along their out_dims (outputs with None taken once)."""
    flat_first, spec = tree_flatten(results[0])
    if isinstance(results[0], Tensor):
        flat_out_dims = [out_dims[0] if isinstance(out_dims, tuple) else out_dims]
    else:
        flat_out_dims = broadcast_to_and_flatten(out_dims, spec) or [out_dims] * len(flat_first)
    flats = [tree_flatten(r)[0] for r in results]
    joined = []
    for i, d in enumerate(flat_out_dims):
        if d is None:
            joined.append(flats[0][i])
        else:
            joined.append(ops.cat.call([f[i] for f in flats], d))
    return tree_unflatten(joined, spec)


def vmap_impl(
    func: Callable[..., Any],
    in_dims: Any,
    out_dims: Any,
    randomness: str,
    chunk_size: int | None,
    *args: Any,
    **kwargs: Any,
) -> Any:
    """One call of a vmapped function."""
    _check_out_dims(out_dims, func)
    batch_size, flat_in_dims, flat_args, spec = _process_inputs(in_dims, args, func)
    if chunk_size is None or chunk_size >= batch_size:
        return _flat_vmap(
            func, batch_size, flat_in_dims, flat_args, spec, out_dims, randomness, kwargs
        )
    state = get_rng_state() if randomness == "same" else None
    results = []
    for length, chunk_args in _chunks(flat_args, flat_in_dims, batch_size, chunk_size):
        if state is not None:  # every chunk draws the same numbers
            set_rng_state(state)
        results.append(
            _flat_vmap(func, length, flat_in_dims, chunk_args, spec, out_dims, randomness, kwargs)
        )
    return _concat_chunks(results, out_dims)


def vmap(
    func: Callable[..., Any],
    in_dims: Any = 0,
    out_dims: Any = 0,
    randomness: str = "error",
    *,
    chunk_size: int | None = None,
) -> Callable[..., Any]:
    """``func`` mapped over dimension ``in_dims`` of its inputs; the results stack along
    ``out_dims``. ``in_dims``/``out_dims``: an int, None (not mapped) or a tree of those
    matching the inputs/outputs. ``randomness``: ``'error'`` (random operators refused),
    ``'different'`` (independent per element) or ``'same'`` (shared). ``chunk_size``: how
    many elements to compute at once (None: all)."""
    _check_randomness(randomness)
    if not (chunk_size is None or chunk_size > 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size})")

    @functools.wraps(func)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        return vmap_impl(func, in_dims, out_dims, randomness, chunk_size, *args, **kwargs)

    return wrapped
