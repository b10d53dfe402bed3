"""``glasstorch.linalg``: the ``python_module: linalg`` operators of aten, ``LinAlgError``
and ``common_notes`` (the notes PyTorch's linalg docstrings share)."""

from glasstorch.aten._generated.linalg_functions import *  # noqa: F403
from glasstorch.aten._generated.linalg_functions import __all__ as _operators
from glasstorch.aten.native.batch_linear_algebra import LinAlgError

common_notes = {
    "experimental_warning": (
        'This function is "experimental" and it may change in a future PyTorch release.'
    ),
    "sync_note": (
        "When inputs are on a CUDA device, this function synchronizes that device with the CPU."
    ),
    "sync_note_ex": (
        "When the inputs are on a CUDA device, this function synchronizes only when "
        ":attr:`check_errors`\\ `= True`."
    ),
    "sync_note_has_ex": (
        "When inputs are on a CUDA device, this function synchronizes that device with the CPU. "
        "For a version of this function that does not synchronize, see :func:`{}`."
    ),
}

__all__ = [*_operators, "LinAlgError", "common_notes"]
