"""functorch: function transforms (``vmap``, ``grad``, ``vjp``, ``jacrev``, ``jacfwd``,
``hessian`` ...) and AOT autograd.

``vmap.vmap`` batches a function through BatchedTensors on the ``FuncTorchBatched``
dispatch key (the rules are in ``batch_rules/``); ``eager_transforms`` holds the gradient
transforms. ``aot_autograd.aot_function`` / ``aot_module`` / ``aot_module_simplified``
trace with ``make_fx``, ``partitioners.default_partition`` splits the joint graph, and the
compiled halves run inside an ``autograd.Function``; ``aot_autograd.aot_eager`` is the
backend.
"""

from . import aot_autograd, compilers, partitioners
from .aot_autograd import (
    aot_eager,
    aot_function,
    aot_module,
    aot_module_simplified,
    make_boxed_compiler,
    make_boxed_func,
)
from .batch_norm_replacement import replace_all_batch_norm_modules_
from .batched_tensor import debug_unwrap
from .compilers import nop, print_compile
from .eager_transforms import grad, grad_and_value, hessian, jacfwd, jacrev, jvp, linearize, vjp
from .functional_call import functional_call, stack_module_state
from .partitioners import default_partition, min_cut_rematerialization_partition
from .vmap import vmap

__version__ = "0.1.0"

__all__ = [
    "aot_autograd",
    "aot_eager",
    "aot_function",
    "aot_module",
    "aot_module_simplified",
    "compilers",
    "debug_unwrap",
    "default_partition",
    "functional_call",
    "grad",
    "grad_and_value",
    "hessian",
    "jacfwd",
    "jacrev",
    "jvp",
    "linearize",
    "make_boxed_compiler",
    "make_boxed_func",
    "min_cut_rematerialization_partition",
    "nop",
    "partitioners",
    "print_compile",
    "replace_all_batch_norm_modules_",
    "stack_module_state",
    "vjp",
    "vmap",
]
