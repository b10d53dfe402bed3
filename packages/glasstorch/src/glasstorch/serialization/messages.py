"""The text of a refused weights-only load, laid out as PyTorch's ``torch.load`` lays it out."""

from __future__ import annotations

import re

__all__ = ["UNSAFE_MESSAGE", "weights_only_message"]

UNSAFE_MESSAGE = (
    "As in PyTorch 2.6 and later, the default value of the `weights_only` argument in "
    "`glasstorch.load` is `True`. Re-running `glasstorch.load` with `weights_only` set to "
    "`False` will likely succeed, but it can result in arbitrary code execution. Do it only if "
    "you got the file from a trusted source."
)
_DOCS_MESSAGE = (
    "\n\nCheck the documentation of glasstorch.load to learn more about types accepted by "
    "default with weights_only (docs/packages/glasstorch.md)."
)


def weights_only_message(message: str) -> str:
    """Wrap the unpickler's ``message``: for a refused global, the two ways out (load with
    ``weights_only=False`` from a trusted source, or allowlist the global); else a report."""
    if re.search(r"GLOBAL (\S+) was not an allowed global by default.", message):
        return (
            "Weights only load failed. This file can still be loaded, to do so you have two "
            "options, \033[1mdo those steps only if you trust the source of the checkpoint"
            f"\033[0m. \n\t(1) {UNSAFE_MESSAGE}\n\t(2) Alternatively, to load with "
            "`weights_only=True` please check the recommended steps in the following error "
            f"message.\n\tWeightsUnpickler error: {message}{_DOCS_MESSAGE}"
        )
    return (
        f"Weights only load failed. {UNSAFE_MESSAGE}\nPlease file an issue with the following "
        "so that we can make `weights_only=True` compatible with your use case: "
        f"WeightsUnpickler error: \n\n{message}{_DOCS_MESSAGE}"
    )
