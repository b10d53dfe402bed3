"""``get_unsafe_globals_in_checkpoint``: the globals a weights-only load would refuse, found
by reading the pickle's opcodes without running them."""

from __future__ import annotations

import io
import pickletools
from typing import IO, Any

from glasstorch.aten.serialize.inline_container import ZipReader, open_file
from glasstorch.aten.serialize.unpickler import is_allowed_global

__all__ = ["get_unsafe_globals_in_checkpoint", "globals_in_pickle"]

_STRING_OPS = {"SHORT_BINUNICODE", "BINUNICODE", "BINUNICODE8", "UNICODE", "STRING",
               "BINSTRING", "SHORT_BINSTRING"}  # fmt: skip


def globals_in_pickle(data: bytes) -> set[tuple[str, str]]:
    """``(module, name)`` of every GLOBAL / STACK_GLOBAL in a pickle (strings fed to
    STACK_GLOBAL are followed through the memo)."""
    found: set[tuple[str, str]] = set()
    memo: dict[int, Any] = {}
    recent: list[Any] = []  # the values the last opcodes pushed (strings, or None)
    for op, arg, _ in pickletools.genops(io.BytesIO(data)):
        if op.name == "GLOBAL":
            module, name = arg.split(" ", 1)
            found.add((module, name))
            recent.append(None)
        elif op.name == "STACK_GLOBAL":
            if len(recent) >= 2 and all(isinstance(v, str) for v in recent[-2:]):
                found.add((recent[-2], recent[-1]))
            recent.append(None)
        elif op.name in _STRING_OPS:
            recent.append(arg if isinstance(arg, str) else arg.decode("latin1"))
        elif op.name in ("BINPUT", "LONG_BINPUT", "PUT", "MEMOIZE"):
            memo[arg if op.name != "MEMOIZE" else len(memo)] = recent[-1] if recent else None
        elif op.name in ("BINGET", "LONG_BINGET", "GET"):
            recent.append(memo.get(arg))
        else:
            recent.append(None)
    return found


def get_unsafe_globals_in_checkpoint(f: str | Any | IO[bytes]) -> list[str]:
    """The ``module.name`` of each global in a checkpoint that a weights-only load would
    refuse (neither allowed by default nor added with ``add_safe_globals``)."""
    with open_file(f, "rb") as opened:
        head = opened.read(4)
        opened.seek(-len(head), io.SEEK_CUR)
        if head != b"PK\x03\x04":
            raise ValueError("Expected input to be a checkpoint returned by torch.save")
        reader = ZipReader(opened)
        if reader.has_record("constants.pkl"):
            raise ValueError(
                "Expected input to be a checkpoint returned by torch.save but got a torchscript "
                "checkpoint"
            )
        pairs = globals_in_pickle(reader.get_record("data.pkl"))
    return [f"{m}.{n}" for m, n in sorted(pairs) if not is_allowed_global(m, n)]
