"""AOT autograd: joint forward/backward graphs traced on Meta tensors, partitioned for compilers.

``aot_autograd.aot_function`` / ``aot_module`` / ``aot_module_simplified`` trace with
``make_fx``, ``partitioners.default_partition`` splits the joint graph, and the compiled
halves run inside an ``autograd.Function``; ``aot_autograd.aot_eager`` is the backend.
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
from .compilers import nop, print_compile
from .functional_call import functional_call
from .partitioners import default_partition, min_cut_rematerialization_partition

__version__ = "0.1.0"

__all__ = [
    "aot_autograd",
    "aot_eager",
    "aot_function",
    "aot_module",
    "aot_module_simplified",
    "compilers",
    "default_partition",
    "functional_call",
    "make_boxed_compiler",
    "make_boxed_func",
    "min_cut_rematerialization_partition",
    "nop",
    "partitioners",
    "print_compile",
]
