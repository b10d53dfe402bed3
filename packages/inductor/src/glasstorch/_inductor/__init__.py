"""TorchInductor: lowering, fusion and C/Triton code generation."""

__version__ = "0.1.0"
