"""Atomic file replacement: a save that is interrupted leaves the previous file intact.

The new contents go to a temporary file in the target's own directory (so the final
rename stays on one file system), which is flushed and ``fsync``-ed, given the mode a
plain ``open(path, "wb")`` would have given it, and renamed over the target with
``os.replace`` (atomic on POSIX and Windows); the directory is then synced so the rename
itself survives a crash. A writer that raises, or a process that dies, leaves at most a
stray ``.<name>.<random>.tmp`` beside the target, never a truncated target. PyTorch's
``torch.save`` writes in place and does not promise this.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from typing import IO

__all__ = ["atomic_write", "open_for_writing"]


def _default_mode() -> int:
    """What ``open(path, "w")`` creates: 0o666 less the process umask."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _sync_directory(directory: str) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # not every platform opens directories (Windows)
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def atomic_write(path: str | os.PathLike, mode: int | None = None) -> Iterator[IO[bytes]]:
    """A binary file whose contents replace ``path`` only when the ``with`` block succeeds.

    A symlink is followed (its target is replaced); an existing file keeps its permission
    bits; a new one gets ``mode`` (default: the umask's).
    """
    target = os.path.realpath(os.fspath(path))
    directory, name = os.path.split(target)
    if mode is None:
        try:
            mode = os.stat(target).st_mode & 0o7777
        except FileNotFoundError:
            mode = _default_mode()
    fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_directory(directory)


@contextlib.contextmanager
def open_for_writing(f: str | os.PathLike | IO[bytes]) -> Iterator[IO[bytes]]:
    """A path is written atomically (:func:`atomic_write`); a file object is used as is."""
    if isinstance(f, str | os.PathLike):
        with atomic_write(f) as out:
            yield out
    else:
        yield f
