"""AOT autograd: compile a function's forward and backward ahead of time.

Mirrors ``torch/_functorch/aot_autograd.py``. For inputs that require grad (with grad mode
on) the function and its backward are traced together into one *joint* graph of aten
operators on meta tensors (``make_fx`` through the real autograd engine), the partitioner
splits it into a forward and a backward graph, the compilers compile each, and an
``autograd.Function`` runs them, so ``.backward()`` on the outputs runs the compiled
backward. Otherwise only the forward is traced and compiled.

Compilers are ``(gm, example_inputs) -> callable``. ``example_inputs`` are meta tensors
shaped like the graph's placeholders. The callable is called boxed — with one list — if it
has ``_boxed_call = True`` (see :func:`make_boxed_func`), else with the tensors as
positional arguments.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from glasstorch.aten import Tensor
from glasstorch.aten.autocast_state import enabled_devices
from glasstorch.autograd import is_grad_enabled
from glasstorch.fx import GraphModule
from glasstorch.fx.node import map_aggregate
from glasstorch.nn import Module

from ._aot_autograd.runtime_wrappers import create_autograd_wrapper, create_inference_wrapper
from ._aot_autograd.traced_function_transforms import trace_inference, trace_joint
from ._aot_autograd.utils import (
    call_func_at_runtime_with_args,
    make_boxed_compiler,
    make_boxed_func,
    tree_flatten,
    tree_unflatten,
)
from .compilers import nop, print_compile
from .functional_call import functional_call
from .partitioners import default_partition

__all__ = [
    "aot_eager",
    "aot_function",
    "aot_module",
    "aot_module_simplified",
    "call_func_at_runtime_with_args",
    "make_boxed_compiler",
    "make_boxed_func",
    "nop",
    "print_compile",
]

Compiler = Callable[[GraphModule, list[Any]], Callable[..., Any]]
Decompositions = Mapping[Any, Callable[..., Any]] | None


def _example_inputs(gm: GraphModule) -> list[Any]:
    """The meta values the graph was traced with, one per placeholder."""
    return [n.meta.get("val") for n in gm.graph.nodes if n.op == "placeholder"]


class _AOTConfig:
    """The compilers and tables one ``aot_*`` call was given."""

    def __init__(
        self,
        fw_compiler: Compiler,
        bw_compiler: Compiler | None,
        partition_fn: Callable[..., tuple[GraphModule, GraphModule]],
        decompositions: Decompositions,
        inference_compiler: Compiler | None,
    ) -> None:
        self.fw_compiler = fw_compiler
        self.bw_compiler = bw_compiler if bw_compiler is not None else fw_compiler
        self.inference_compiler = inference_compiler or fw_compiler
        self.partition_fn = partition_fn
        self.decompositions = decompositions


def _needs_autograd(flat_args: list[Any]) -> bool:
    return is_grad_enabled() and any(isinstance(a, Tensor) and a.requires_grad for a in flat_args)


def create_aot_dispatcher_function(
    flat_fn: Callable[..., list[Any]], flat_args: list[Any], config: _AOTConfig
) -> Callable[[list[Any]], list[Any]]:
    """Trace, partition and compile ``flat_fn`` for inputs like ``flat_args``; return the
    runtime function of the flat inputs."""
    if not _needs_autograd(flat_args):
        fw = trace_inference(flat_fn, flat_args, config.decompositions)
        return create_inference_wrapper(config.inference_compiler(fw, _example_inputs(fw)))
    joint, out_info, _ = trace_joint(flat_fn, flat_args, config.decompositions)
    fw_module, bw_module = config.partition_fn(joint, flat_args, num_fwd_outputs=len(out_info))
    compiled_fw = config.fw_compiler(fw_module, _example_inputs(fw_module))
    compiled_bw = config.bw_compiler(bw_module, _example_inputs(bw_module))
    return create_autograd_wrapper(compiled_fw, compiled_bw, out_info)


def _cache_key(flat_args: list[Any]) -> tuple[Any, ...]:
    """What a compiled artifact depends on: shapes, strides, dtypes, devices, grad needs."""
    key: list[Any] = [_needs_autograd(flat_args)]
    for a in flat_args:
        if isinstance(a, Tensor):
            key.append((tuple(a.shape), tuple(a.stride()), a.dtype, str(a.device)))
            key.append(bool(a.requires_grad))
        else:
            key.append(("const", type(a), a))
    return tuple(key)


class _CompiledCache:
    """Compiles ``flat_fn`` once per distinct kind of input and runs the result.

    A tensor passed more than once is one input of the graph (so its gradient is
    accumulated once, as in eager mode).
    """

    def __init__(self, flat_fn: Callable[..., list[Any]], config: _AOTConfig) -> None:
        self.flat_fn = flat_fn
        self.config = config
        self.compiled: dict[tuple[Any, ...], Callable[[list[Any]], list[Any]]] = {}

    def compile(self, flat_args: list[Any]) -> Callable[[list[Any]], list[Any]]:
        """The runtime function for inputs like ``flat_args``, compiled on first use."""
        first: dict[int, int] = {}
        layout = tuple(first.setdefault(id(a), len(first)) for a in flat_args)
        unique = list({id(a): a for a in flat_args}.values())
        key = (layout, _cache_key(unique))
        runtime = self.compiled.get(key)
        if runtime is not None:
            return runtime
        if len(unique) == len(flat_args):
            runtime = create_aot_dispatcher_function(self.flat_fn, flat_args, self.config)
        else:
            flat_fn = self.flat_fn

            def deduped_fn(*args: Any) -> list[Any]:
                return flat_fn(*(args[i] for i in layout))

            inner = create_aot_dispatcher_function(deduped_fn, unique, self.config)

            def runtime(args: list[Any]) -> list[Any]:
                return inner(list({id(a): a for a in args}.values()))

        self.compiled[key] = runtime
        return runtime

    def __call__(self, flat_args: list[Any]) -> list[Any]:
        return self.compile(flat_args)(flat_args)


def _constant_key(value: Any) -> Any:
    try:
        hash(value)
    except TypeError:
        return (type(value), id(value))
    return (type(value), value)


def aot_function(
    fn: Callable[..., Any],
    fw_compiler: Compiler,
    bw_compiler: Compiler | None = None,
    partition_fn: Callable[..., tuple[GraphModule, GraphModule]] = default_partition,
    decompositions: Decompositions = None,
    num_params_buffers: int = 0,
    inference_compiler: Compiler | None = None,
) -> Callable[..., Any]:
    """``fn`` compiled ahead of time: on the first call with a given kind of input, its
    forward and backward are traced, partitioned and compiled; later calls run them.
    Tensors anywhere in the (nested) arguments are inputs; other values are constants."""
    del num_params_buffers  # PyTorch's signature; repeated inputs are found by identity
    config = _AOTConfig(fw_compiler, bw_compiler, partition_fn, decompositions, inference_compiler)
    entries: dict[Any, tuple[_CompiledCache, list[Any]]] = {}

    def returned_function(*args: Any, **kwargs: Any) -> Any:
        leaves, in_spec = tree_flatten((args, kwargs))
        positions = [i for i, leaf in enumerate(leaves) if isinstance(leaf, Tensor)]
        structure = repr(map_aggregate(in_spec, lambda _: "*"))
        constants = tuple(_constant_key(v) for v in leaves if not isinstance(v, Tensor))
        entry = entries.get((structure, constants))
        if entry is None:
            template = list(leaves)
            out_spec: list[Any] = [None]

            def flat_fn(*flat_tensors: Any) -> list[Any]:
                full = list(template)
                for i, t in zip(positions, flat_tensors, strict=True):
                    full[i] = t
                call_args, call_kwargs = tree_unflatten(full, in_spec)
                out_leaves, out_spec[0] = tree_flatten(fn(*call_args, **call_kwargs))
                return out_leaves

            entry = entries[(structure, constants)] = (_CompiledCache(flat_fn, config), out_spec)
        cache, spec = entry
        outs = cache([leaves[i] for i in positions])
        return tree_unflatten(outs, spec[0])

    return returned_function


class _ModuleState:
    """A module's parameters and buffers as graph inputs: each tensor once, in order, and
    every name (tied ones included) mapped to its input position."""

    def __init__(self, mod: Module) -> None:
        self.mod = mod
        named = [
            *mod.named_parameters(remove_duplicate=False),
            *mod.named_buffers(remove_duplicate=False),
        ]
        first: dict[int, int] = {}
        self.positions = {name: first.setdefault(id(t), len(first)) for name, t in named}
        self.count = len(first)

    def tensors(self) -> list[Any]:
        """The current parameters and buffers, each once."""
        found: dict[int, Any] = {}
        for _, t in self.mod.named_parameters(remove_duplicate=False):
            found.setdefault(id(t), t)
        for _, t in self.mod.named_buffers(remove_duplicate=False):
            found.setdefault(id(t), t)
        return list(found.values())

    def bind(self, flat_state: Any) -> dict[str, Any]:
        """Every parameter and buffer name mapped to its tensor in ``flat_state``."""
        return {name: flat_state[i] for name, i in self.positions.items()}


def aot_module(mod: Module, *args: Any, **kwargs: Any) -> Module:
    """``mod`` as a Module whose forward runs through :func:`aot_function` (same
    arguments); its parameters and buffers are graph inputs, so they receive gradients."""
    module_state = _ModuleState(mod)

    def functional_forward(state: list[Any], call_args: Any, call_kwargs: Any) -> Any:
        return functional_call(mod, module_state.bind(state), call_args, call_kwargs)

    compiled = aot_function(functional_forward, *args, **kwargs)

    class AOTModule(Module):
        def __init__(self) -> None:
            super().__init__()
            self.orig_module = mod

        def forward(self, *call_args: Any, **call_kwargs: Any) -> Any:
            return compiled(module_state.tensors(), call_args, call_kwargs)

    return AOTModule()


def aot_module_simplified(
    gm: Module,
    example_inputs: list[Any],
    fw_compiler: Compiler,
    bw_compiler: Compiler | None = None,
    partition_fn: Callable[..., tuple[GraphModule, GraphModule]] = default_partition,
    decompositions: Decompositions = None,
    keep_inference_input_mutations: bool = False,
    inference_compiler: Compiler | None = None,
) -> Callable[..., Any]:
    """The entry point of compilers (dynamo backends): compile ``gm`` for
    ``example_inputs`` now, lifting its parameters and buffers into graph inputs, and
    return ``forward(*args)``, which returns what ``gm(*args)`` returns."""
    del keep_inference_input_mutations
    if enabled_devices():
        # The graphs are traced on meta tensors, which the autocast kernels leave alone
        # (they cast tensors of their own device): under autocast, run the module eagerly.
        def forward(*runtime_args: Any) -> Any:
            return gm(*runtime_args)

    else:
        forward = _compiled_forward(
            gm,
            example_inputs,
            _AOTConfig(fw_compiler, bw_compiler, partition_fn, decompositions, inference_compiler),
        )
    forward.zero_grad = gm.zero_grad  # type: ignore[attr-defined]
    forward.named_parameters = gm.named_parameters  # type: ignore[attr-defined]
    forward.named_buffers = gm.named_buffers  # type: ignore[attr-defined]
    return forward


def _compiled_forward(
    gm: Module, example_inputs: list[Any], config: _AOTConfig
) -> Callable[..., Any]:
    module_state = _ModuleState(gm)
    num_state = module_state.count
    out_spec: list[Any] = [None]

    def flat_fn(*flat_args: Any) -> list[Any]:
        state = module_state.bind(flat_args[:num_state])
        out = functional_call(gm, state, tuple(flat_args[num_state:]))
        leaves, out_spec[0] = tree_flatten(out)
        return leaves

    cache = _CompiledCache(flat_fn, config)
    cache.compile([*module_state.tensors(), *example_inputs])

    def forward(*runtime_args: Any) -> Any:
        outs = cache([*module_state.tensors(), *runtime_args])
        return tree_unflatten(outs, out_spec[0])

    return forward


def aot_eager(gm: Module, example_inputs: list[Any]) -> Callable[..., Any]:
    """The ``aot_eager`` backend: AOT autograd with compilers that run the graphs as they are."""
    return aot_module_simplified(gm, example_inputs, fw_compiler=nop, bw_compiler=nop)
