"""glasstorch: PyTorch's architecture rebuilt in Python, under PyTorch's public names.

``import glasstorch as torch`` gives the tensor library (``torch.tensor``, ``torch.add``,
``torch.float32`` ...), ``torch.ops``, ``torch.library`` and, as the layers land,
autograd, nn, optim, jit and compile. Nothing but wiring lives here.

This is the only ``glasstorch/__init__.py``: every layer package (``glasstorch.c10``,
``glasstorch.aten``, ...) is a PEP 420 portion of the namespace, and ``extend_path``
below makes the portions installed anywhere on ``sys.path`` importable as submodules.
"""

__path__ = __import__("pkgutil").extend_path(__path__, __name__)

from glasstorch import _dynamo, autograd, distributed, fx, jit, nn, optim  # noqa: E402, F401
from glasstorch._dynamo import compile  # noqa: E402, F401, A004
from glasstorch.aten import *  # noqa: E402, F403
from glasstorch.aten import Size, Tensor, as_tensor, from_numpy, tensor  # noqa: E402, F401
from glasstorch.aten._ops import ops  # noqa: E402, F401
from glasstorch.aten._tensor_str import set_printoptions  # noqa: E402, F401
from glasstorch.aten.overrides import torch_function_wrapper as _torch_function_wrapper  # noqa: E402
from glasstorch.aten.python_arg_parser import return_types  # noqa: E402, F401
from glasstorch.autograd import (  # noqa: E402, F401
    enable_grad,
    inference_mode,
    is_grad_enabled,
    is_inference_mode_enabled,
    no_grad,
    set_grad_enabled,
)
from glasstorch.c10.core.device import Device as device  # noqa: E402, F401
from glasstorch.c10.core.layout import (  # noqa: E402, F401
    channels_last,
    contiguous_format,
    preserve_format,
    sparse_coo,
    strided,
)
from glasstorch.c10.core.scalar_type import (  # noqa: E402, F401
    bfloat16,
    bool,
    cdouble,
    cfloat,
    complex64,
    complex128,
    double,
    dtype,
    float,
    float16,
    float32,
    float64,
    get_default_dtype,
    half,
    int,
    int8,
    int16,
    int32,
    int64,
    long,
    promote_types,
    set_default_dtype,
    short,
    uint8,
)
from glasstorch.distributed import parallel as _parallel  # noqa: E402

from . import cuda, func, library, linalg, serialization, sparse, utils  # noqa: E402, F401
from .func import vmap  # noqa: E402, F401
from .overrides import DisableTorchFunction, DisableTorchFunctionSubclass  # noqa: E402, F401
from .serialization import load, save  # noqa: E402, F401

# nn (layer 3) cannot import distributed (layer 4), so torch.nn.parallel's
# DistributedDataParallel is added here to nn's parallel package.
nn.parallel.DistributedDataParallel = _parallel.DistributedDataParallel
nn.parallel.distributed = _parallel.distributed
__import__("sys").modules["glasstorch.nn.parallel.distributed"] = nn.parallel.distributed
del _parallel

# -- PyTorch's top-level names beyond the tensor library --------------------------------
from glasstorch.aten.context import (  # noqa: E402, F401
    are_deterministic_algorithms_enabled,
    get_deterministic_debug_mode,
    get_float32_matmul_precision,
    is_deterministic_algorithms_warn_only_enabled,
    set_deterministic_debug_mode,
    set_float32_matmul_precision,
    use_deterministic_algorithms,
)
from glasstorch.aten.legacy_constructors import CPU_TENSOR_TYPES as _TENSOR_TYPES  # noqa: E402
from glasstorch.autograd.anomaly_mode import (  # noqa: E402, F401
    is_anomaly_check_nan_enabled,
    is_anomaly_enabled,
)
from glasstorch.c10.core.layout import Layout as layout  # noqa: E402, F401
from glasstorch.c10.core.layout import MemoryFormat as memory_format  # noqa: E402, F401
from glasstorch.c10.core.layout import channels_last_3d  # noqa: E402, F401

from . import accelerator, backends, compat, cpu, types, version  # noqa: E402, F401
from ._namespace_functions import (  # noqa: E402, F401
    get_default_device,
    get_device,
    get_device_module,
    set_anomaly_enabled,
    set_default_device,
    set_default_tensor_type,
    set_flush_denormal,
    spmm,
    typename,
)
from ._other_devices import mps, mtia, xpu  # noqa: E402, F401
from ._parallel import get_num_threads, set_num_threads  # noqa: E402, F401
from ._type_info import finfo, iinfo  # noqa: E402, F401
from .version import __version__  # noqa: E402, F401

# torch.FloatTensor ...: legacy constructors and isinstance checks of CPU tensors.
globals().update(_TENSOR_TYPES)
del _TENSOR_TYPES

e = __import__("math").e
pi = __import__("math").pi
inf = __import__("math").inf
nan = __import__("math").nan
newaxis = None


def is_tensor(obj: object) -> "bool":  # noqa: UP037 - the builtin bool is shadowed above
    """Whether ``obj`` is a glasstorch Tensor."""
    return isinstance(obj, Tensor)


@_torch_function_wrapper
def numel(input: Tensor) -> "int":  # noqa: A002, UP037 - PyTorch's parameter name
    """The number of elements of ``input``."""
    return input.numel()


# torch.testing, torch.random, torch.multiprocessing (whose import registers the reductions
# that send tensors through shared memory) and the storage classes.
from . import multiprocessing, random, storage, testing  # noqa: E402, F401, A004
from .storage import (  # noqa: E402, F401
    BFloat16Storage,
    BoolStorage,
    ByteStorage,
    CharStorage,
    ComplexDoubleStorage,
    ComplexFloatStorage,
    DoubleStorage,
    FloatStorage,
    HalfStorage,
    IntStorage,
    LongStorage,
    ShortStorage,
    TypedStorage,
    UntypedStorage,
    is_storage,
)

# isort: split
# torch.onnx: importing it needs nothing; export() needs the onnx package.
from . import onnx  # noqa: E402, F401

# isort: split
# torch._assert: an assert that symbolic tracing records (fx specialises concrete_args with it);
# torch.futures: the futures jit.fork returns.
from glasstorch.fx._symbolic_trace import _assert  # noqa: E402, F401

from . import futures  # noqa: E402, F401

# isort: split
# torch.profiler: records operators through the Dispatcher's RecordFunction hook.
from . import profiler  # noqa: E402, F401

# isort: split
# torch.amp, torch.autocast and autocast's switches. torch.cpu.amp and torch.cuda.amp, the
# deprecated spellings, are amp's modules served under those names: cpu and cuda sit on
# amp's layer and may not import it.
from glasstorch.aten.autocast_mode import (  # noqa: E402, F401
    autocast_decrement_nesting,
    autocast_increment_nesting,
    clear_autocast_cache,
    get_autocast_cpu_dtype,
    get_autocast_dtype,
    get_autocast_gpu_dtype,
    is_autocast_cache_enabled,
    is_autocast_cpu_enabled,
    is_autocast_enabled,
    set_autocast_cache_enabled,
    set_autocast_cpu_dtype,
    set_autocast_cpu_enabled,
    set_autocast_dtype,
    set_autocast_enabled,
    set_autocast_gpu_dtype,
)

from . import amp  # noqa: E402, F401
from .amp import GradScaler, autocast  # noqa: E402, F401
from .amp import _cpu_amp as _cpu_amp_module  # noqa: E402
from .amp import _cuda_amp as _cuda_amp_module  # noqa: E402
from .amp.scaling_ops import (  # noqa: E402, F401
    _amp_foreach_non_finite_check_and_unscale_,
    _amp_update_scale_,
)

cpu.amp = _cpu_amp_module
cuda.amp = _cuda_amp_module
__import__("sys").modules.update(
    {"glasstorch.cpu.amp": _cpu_amp_module, "glasstorch.cuda.amp": _cuda_amp_module}
)
del _cpu_amp_module, _cuda_amp_module

# isort: split
# nn operators at the top level, with PyTorch's native signatures (torch.kl_div, torch.lstm ...).
from ._nn_functions import *  # noqa: E402, F403

# isort: split
# TorchScript's classes and futures under their top-level names (torch.fork is jit.fork).
from glasstorch.jit import (  # noqa: E402, F401
    CompilationUnit,
    Future,
    ScriptFunction,
    ScriptMethod,
    fork,
    wait,
)

# isort: split
# torch.fft: the discrete Fourier transforms.
from . import fft  # noqa: E402, F401

# isort: split
# Symbolic-size helpers on concrete values, control flow run eagerly, DLPack, from_file and
# the deprecated range, torch.functional and torch.signal.
from . import functional, signal  # noqa: E402, F401
from ._control_flow import cond, while_loop  # noqa: E402, F401
from ._dlpack import from_dlpack, to_dlpack  # noqa: E402, F401
from ._factories import from_file, range  # noqa: E402, F401, A004
from ._sym_functions import (  # noqa: E402, F401
    sym_float,
    sym_int,
    sym_ite,
    sym_max,
    sym_min,
    sym_not,
    sym_sqrt,
    sym_sum,
)
from .cuda import OutOfMemoryError  # noqa: E402, F401

legacy_contiguous_format = contiguous_format
#: Build facts: linear algebra and FFTs run through numpy (LAPACK, pocketfft); MKL and
#: OpenMP as ``backends.mkl``/``backends.openmp`` find them.
has_lapack = True
has_spectral = True
has_mkl = backends.mkl.is_available()
has_openmp = backends.openmp.is_available()


def is_vulkan_available() -> "bool":  # noqa: UP037 - the builtin bool is shadowed above
    """Whether the Vulkan backend is available: glasstorch has none."""
    return False


# torch.torch_version: TorchVersion and the version string under PyTorch's module name
# (``version`` holds them; the two modules are siblings, so this one is made here).
torch_version = __import__("types").ModuleType(
    "glasstorch.torch_version",
    "``torch.torch_version``: ``TorchVersion`` and ``internal_version``.",
)
torch_version.TorchVersion = version.TorchVersion
torch_version.internal_version = version.__version__
torch_version.__all__ = ["TorchVersion", "internal_version"]
__import__("sys").modules["glasstorch.torch_version"] = torch_version

# isort: split
# torch.distributions: probability distributions on glasstorch's tensor operators.
from . import distributions  # noqa: E402, F401

# isort: split
# torch.special: the special functions (error, gamma and Bessel functions, polynomials ...).
from . import special  # noqa: E402, F401
