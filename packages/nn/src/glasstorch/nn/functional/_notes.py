"""The documentation notes ``torch.nn.functional`` keeps as dicts (same keys as
PyTorch's, glasstorch's own wording), for docstrings to include."""

from __future__ import annotations

__all__ = ["reproducibility_notes", "sparse_support_notes", "tf32_notes"]

reproducibility_notes: dict[str, str] = {
    "forward_reproducibility_note": (
        "On a CUDA device this operation may give slightly different results from run to "
        "run: its kernels may add in a nondeterministic order."
    ),
    "backward_reproducibility_note": (
        "On a CUDA device the gradients of this operation may differ slightly from run to "
        "run: they may be accumulated in a nondeterministic order."
    ),
    "cudnn_reproducibility_note": (
        "With cuDNN, this operation may pick a nondeterministic algorithm for speed; "
        "``torch.backends.cudnn.deterministic = True`` asks for a deterministic one."
    ),
}

sparse_support_notes: dict[str, str] = {
    "sparse_beta_warning": (
        ".. warning:: Sparse support is a beta feature: its API and behaviour may change."
    ),
}

tf32_notes: dict[str, str] = {
    "tf32_note": (
        "On CUDA devices with TensorFloat-32 cores, float32 inputs may be multiplied in "
        "TF32 precision; see the TF32 notes of the CUDA documentation."
    ),
}
