"""The tensor library: Tensor, native_functions.yaml, code generation and the CPU/Meta/CUDA kernels."""

__version__ = "0.1.0"
