"""``torch.onnx``: export a model to ONNX.

:func:`export` records one run of the model as an FX graph of aten operators (``make_fx``'s
recording, with recurrent modules kept whole), lowers each operator through a table of
small functions (:mod:`._lowerings`) to standard ONNX operators, and checks the result with
``onnx.checker``. Importing this module needs nothing; ``export`` needs the ``onnx``
package (``pip install glasstorch[onnx]``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from . import errors
from ._globals import OperatorExportTypes, TrainingMode, is_in_onnx_export
from .errors import OnnxExporterError

__all__ = [
    "OnnxExporterError",
    "OperatorExportTypes",
    "TrainingMode",
    "errors",
    "export",
    "is_in_onnx_export",
    "producer_name",
    "producer_version",
]

producer_name = "glasstorch"
try:
    from importlib.metadata import version as _version

    producer_version = _version("glasstorch")
except Exception:  # noqa: BLE001 - running from a source tree without metadata
    producer_version = "0.0.0"


def export(
    model: Any,
    args: Any = (),
    f: str | os.PathLike[str] | Any = None,
    *,
    kwargs: dict[str, Any] | None = None,
    verbose: bool | None = None,
    input_names: Sequence[str] | None = None,
    output_names: Sequence[str] | None = None,
    opset_version: int | None = None,
    dynamo: bool = True,
    export_params: bool = True,
    keep_initializers_as_inputs: bool = False,
    dynamic_axes: Mapping[str, Mapping[int, str]] | Mapping[str, Sequence[int]] | None = None,
    training: TrainingMode = TrainingMode.EVAL,
    operator_export_type: OperatorExportTypes = OperatorExportTypes.ONNX,
    do_constant_folding: bool = True,
) -> None:
    """Export ``model(*args, **kwargs)`` as an ONNX model written to ``f`` (a path or a
    binary file object).

    ``input_names``/``output_names`` name the graph's inputs and outputs (flattened);
    ``dynamic_axes`` maps a name to the axes whose size may change (``{0: "batch"}`` or
    ``[0]``); ``opset_version`` is 17 to 20 (default 20). ``export_params=False`` makes the
    parameters graph inputs after the model's inputs, in ``state_dict`` order. Both of
    PyTorch's routes (``dynamo=True`` or ``False``) are served by the same recording.
    """
    try:
        import onnx  # noqa: F401
    except ImportError:
        raise ImportError(
            "torch.onnx.export requires the onnx package; install it with "
            "`pip install glasstorch[onnx]`"
        ) from None
    from ._export import export_model, write

    if f is None:
        raise TypeError("export() needs f, the path or file object to write the model to")
    if not isinstance(args, tuple):
        args = (args,)
    if args and isinstance(args[-1], dict) and kwargs is None:
        args, kwargs = args[:-1], args[-1]  # PyTorch's convention: a trailing dict is kwargs
    proto = export_model(
        model,
        args,
        dict(kwargs or {}),
        input_names=input_names,
        output_names=output_names,
        opset_version=opset_version,
        dynamic_axes=dynamic_axes,
        export_params=export_params,
        keep_initializers_as_inputs=keep_initializers_as_inputs,
        training=training,
        operator_export_type=operator_export_type,
        do_constant_folding=do_constant_folding,
    )
    proto.producer_version = producer_version
    if verbose:
        print(onnx.printer.to_text(proto.graph))
    write(proto, f)
