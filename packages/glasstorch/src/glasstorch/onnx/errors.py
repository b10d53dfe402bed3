"""The ONNX exporter's exceptions (``torch.onnx.errors``)."""

from __future__ import annotations

__all__ = ["OnnxExporterError", "OnnxExporterWarning", "UnsupportedOperatorError"]


class OnnxExporterWarning(UserWarning):
    """Warnings in the ONNX exporter."""


class OnnxExporterError(RuntimeError):
    """Errors raised by the ONNX exporter; the base class of its other errors."""


class UnsupportedOperatorError(OnnxExporterError):
    """An operator of the traced graph has no ONNX lowering (at this opset)."""

    def __init__(self, name: str, version: int, supported_version: int | None) -> None:
        if supported_version is not None:
            message = (
                f"Exporting the operator '{name}' to ONNX opset version {version} is not "
                f"supported. Support for this operator was added in version {supported_version}, "
                "try exporting with this version"
            )
        elif name.startswith(("aten::", "prim::", "quantized::")):
            message = (
                f"Exporting the operator '{name}' to ONNX opset version {version} is not supported"
            )
        else:
            message = (
                f"ONNX export failed on an operator with unrecognized namespace {name}. If you "
                "are trying to export a custom operator, make sure you registered it with the "
                "right domain and version."
            )
        super().__init__(message)
