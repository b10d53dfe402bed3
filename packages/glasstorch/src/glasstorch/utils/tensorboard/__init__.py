"""``torch.utils.tensorboard``: ``SummaryWriter`` writes TensorBoard event files.

Needs the ``tensorboard`` package (``pip install glasstorch[tensorboard]``): its protocol
buffers and its event-file writer make the files, so TensorBoard reads them as its own.
"""

try:
    import tensorboard
except ImportError:  # the message names the extra that installs it
    raise ImportError(
        "TensorBoard logging requires TensorBoard version 1.15 or above; install it with "
        "`pip install glasstorch[tensorboard]`"
    ) from None

from packaging.version import Version

if Version(getattr(tensorboard, "__version__", "0")) < Version("1.15"):
    raise ImportError("TensorBoard logging requires TensorBoard version 1.15 or above")

from tensorboard.summary.writer.record_writer import RecordWriter  # noqa: E402

from .writer import FileWriter, SummaryWriter  # noqa: E402

del Version, tensorboard

__all__ = ["FileWriter", "RecordWriter", "SummaryWriter"]
