"""glasstorch.aten — the tensor library: Tensor, operators, code generation, kernels.

Mirrors PyTorch's ``aten/`` and ``torchgen/``. Every operator is declared once in
``native/native_functions.yaml``; ``glasstorch.aten.codegen`` turns the declarations into
``_generated/`` (op classes, Python bindings, kernel registrations), and importing this
package registers every schema and kernel with the c10 Dispatcher.
"""

import importlib

from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.dispatch import Library, fallthrough_kernel

from . import _generated
from ._generated import register_ADInplaceOrView, register_schemas
from .python_arg_parser import return_type_for, return_types


def _register_operators() -> list[Library]:
    """TORCH_LIBRARY(aten) plus one TORCH_LIBRARY_IMPL per dispatch key with kernels."""
    definitions = Library("aten", "DEF")
    register_schemas.register(definitions)
    libraries = [definitions]
    for key in _generated.DISPATCH_KEYS:
        module = importlib.import_module(f"{__name__}._generated.register_{key}")
        library = Library("aten", "IMPL", key)
        module.register(library)
        libraries.append(library)
    inplace_or_view = Library("aten", "IMPL", "ADInplaceOrView")
    register_ADInplaceOrView.register(inplace_or_view)
    libraries.append(inplace_or_view)
    return libraries


def _register_fallthroughs() -> Library:
    """Until glasstorch.autograd registers its kernels, the autograd keys pass every call
    through, and so does ADInplaceOrView for operators that neither mutate nor view.
    autograd removes this library (``autograd_fallthrough.remove()``) and installs its own."""
    library = Library("_", "IMPL")
    for key in (
        DispatchKey.ADInplaceOrView,
        DispatchKey.AutogradOther,
        DispatchKey.AutogradCPU,
        DispatchKey.AutogradCUDA,
        DispatchKey.AutogradMeta,
    ):
        library.fallback(fallthrough_kernel, key)
    return library


libraries = _register_operators()
autograd_fallthrough = _register_fallthroughs()

# torch.return_types: one named tuple per operator with several named returns.
for _op in _generated.ops._ALL_OPS:
    return_type_for(_op.entry.schema)

# python_module namespaces (``linalg`` ...): each generated module becomes an attribute.
for _module in _generated.PYTHON_MODULES:
    globals()[_module] = importlib.import_module(f"{__name__}._generated.{_module}_functions")

from ._generated.functions import *  # noqa: E402, F403
from ._generated.functions import __all__ as _function_names  # noqa: E402
from ._ops import ops  # noqa: E402
from .core.generator import (  # noqa: E402
    Generator,
    default_generator,
    get_rng_state,
    initial_seed,
    manual_seed,
    seed,
    set_rng_state,
)
from .core.tensor_base import Size  # noqa: E402
from .functional import cartesian_prod, einsum, meshgrid, norm, tensordot, unique  # noqa: E402
from .functional_extras import *  # noqa: E402, F403
from .functional_extras import __all__ as _extra_names  # noqa: E402
from .indexing import nonzero  # noqa: E402
from .linalg_functional import (  # noqa: E402
    chain_matmul,
    eig,
    lstsq,
    lu,
    matrix_rank,
    solve,
    symeig,
)
from .lowrank import pca_lowrank, svd_lowrank  # noqa: E402
from .sparse_factory import sparse_coo_tensor  # noqa: E402
from .tensor import Tensor  # noqa: E402
from .tensor_new import as_tensor, from_numpy, tensor  # noqa: E402
from .tensor_sources import asarray, frombuffer  # noqa: E402
from .type_utils import can_cast, promote_types, result_type  # noqa: E402

__version__ = "0.1.0"

__all__ = [
    *_function_names,
    *_extra_names,
    "Generator",
    "Size",
    "Tensor",
    "as_tensor",
    "asarray",
    "can_cast",
    "cartesian_prod",
    "chain_matmul",
    "default_generator",
    "eig",
    "einsum",
    "from_numpy",
    "frombuffer",
    "get_rng_state",
    "initial_seed",
    "lstsq",
    "lu",
    "manual_seed",
    "sparse_coo_tensor",
    "matrix_rank",
    "meshgrid",
    "nonzero",
    "norm",
    "ops",
    "pca_lowrank",
    "promote_types",
    "result_type",
    "return_types",
    "seed",
    "set_rng_state",
    "solve",
    "svd_lowrank",
    "symeig",
    "tensor",
    "tensordot",
    "unique",
]
