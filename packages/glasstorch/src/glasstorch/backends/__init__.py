"""``torch.backends``: which compute libraries glasstorch has, and their settings.

glasstorch computes with numpy (and its BLAS), cupy on a GPU, and inductor's generated C
and Triton kernels; it has no cuDNN, cuSPARSELt, KleidiAI, MKL-DNN, NNPACK, MPS or
quantized engines. Each submodule answers as
PyTorch does on a build or machine without the library it names (``is_available()``
False, settings stored and readable), and where glasstorch has the thing — the float32
matmul precision, OpenMP, einsum path planning — the setting acts on it.
"""

from . import (
    cpu,
    cuda,
    cudnn,
    cusparselt,
    kleidiai,
    mkl,
    mkldnn,
    mps,
    nnpack,
    openmp,
    opt_einsum,
    quantized,
)

__all__ = [
    "cpu",
    "cuda",
    "cudnn",
    "cusparselt",
    "kleidiai",
    "mkl",
    "mkldnn",
    "mps",
    "nnpack",
    "openmp",
    "opt_einsum",
    "quantized",
]
