"""A fuzz of the checkpoint loader: mutations of valid checkpoints must each load, or raise
an ordinary exception; never crash the interpreter, hang, or change global state.

Mutations: bytes flipped anywhere; zip directory and header fields (sizes, offsets, name
and extra lengths) rewritten; records dropped or truncated; the file cut short; opcodes
of ``data.pkl`` swapped and its integer arguments (sizes, strides, offsets, element
counts) changed, with the zip rebuilt around it so the change reaches the unpickler.
Each is loaded from memory and from a file with ``mmap=True``. Hypothesis runs
derandomized, so CI sees the same examples every time.
"""

from __future__ import annotations

import collections
import contextlib
import io
import os
import pickle
import pickletools
import signal
import struct
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import glasstorch as torch
import glasstorch.jit
import pytest
from checkpoint_crafting import central_entry, local_header, read_records, write_zip
from glasstorch.aten.core.tensor_base import Size
from glasstorch.aten.serialize import unpickler
from glasstorch.c10.core.scalar_type import ALL_DTYPES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

#: What a refused load may raise (UnicodeDecodeError is a ValueError): never KeyError or
#: IndexError from inside the unpickler, MemoryError, RecursionError, or a crash.
REFUSALS = (RuntimeError, pickle.UnpicklingError, ValueError, TypeError)
SETTINGS = settings(
    max_examples=600,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _saved(obj: Any) -> bytes:
    out = io.BytesIO()
    torch.save(obj, out)
    return out.getvalue()


def _bases() -> list[bytes]:
    """Valid checkpoints covering what state dicts hold."""
    torch.manual_seed(0)
    weight = torch.randn(3, 4)
    state = collections.OrderedDict(
        weight=weight,
        row=weight[1],  # a view: shares the storage
        steps=torch.arange(5),
        mask=torch.tensor([True, False]),
        scale=torch.tensor(2.5, dtype=torch.float64),
        half=torch.ones(2, dtype=torch.bfloat16),
        param=torch.nn.Parameter(torch.zeros(2)),
    )
    extras = {"shape": Size([2, 3]), "names": ["a", "b"], "lr": 0.1, "dtype": torch.float16}
    return [_saved(state), _saved(extras), _saved([torch.ones(2, 2).t(), (1, 2.0, "x")])]


BASES = _bases()


def _fingerprint() -> tuple[Any, ...]:
    """The global state a checkpoint must not change."""
    storages = {k: (v.name, v.dtype) for k, v in unpickler._TORCH_GLOBALS.items()
                if isinstance(v, unpickler.StorageType)}  # fmt: skip
    functions = [
        (f.__defaults__, f.__kwdefaults__, f.__code__, dict(vars(f)))
        for f in unpickler._TORCH_GLOBALS.values()
        if callable(f) and hasattr(f, "__code__")
    ]
    dtypes = [(d.name, d.itemsize, d.is_floating_point) for d in ALL_DTYPES]
    classes = [dict(vars(c)) for c in (torch.Tensor, Size, collections.OrderedDict,
                                       collections.Counter, torch.nn.Parameter)]  # fmt: skip
    tables = (
        {k: id(v) for k, v in unpickler._TORCH_GLOBALS.items()},
        {k: id(v) for k, v in unpickler._SAFE_BUILTINS.items()},
        dict(unpickler._user_safe_globals),
    )
    return storages, functions, dtypes, classes, tables


BEFORE = _fingerprint()


@contextmanager
def _time_limit(seconds: int) -> Iterator[None]:
    """A load that hangs fails the test instead of stalling the suite."""

    def expired(signum: int, frame: Any) -> None:
        raise TimeoutError(f"the load did not finish in {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _use(value: Any) -> None:
    """Touch every tensor loaded (reads its bytes), as a program would."""
    if isinstance(value, torch.Tensor):
        value.tolist()
    elif isinstance(value, dict):
        for item in value.values():
            _use(item)
    elif isinstance(value, list | tuple):
        for item in value:
            _use(item)


def check_load(data: bytes) -> None:
    """Load ``data`` from memory and mapped from a file: a value or an ordinary error."""
    fd, path = tempfile.mkstemp(suffix=".pt")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        for source, mmap in ((io.BytesIO(data), False), (path, True)):
            with _time_limit(20):
                try:
                    _use(torch.load(source, mmap=mmap))
                except REFUSALS:
                    pass
    finally:
        os.unlink(path)
    assert _fingerprint() == BEFORE
    assert (torch.ones(2) + torch.ones(2)).tolist() == [2.0, 2.0]


# -- mutations -----------------------------------------------------------------------------------
_ZIP_FIELDS = {  # (header, offset, format): what in a record's headers to rewrite
    "compressed size": ("central", 20, "<I"),
    "uncompressed size": ("central", 24, "<I"),
    "name length": ("central", 28, "<H"),
    "extra length": ("central", 30, "<H"),
    "local header offset": ("central", 42, "<I"),
    "local name length": ("local", 26, "<H"),
    "local extra length": ("local", 28, "<H"),
    "method": ("central", 10, "<H"),
}
_INTERESTING = [0, 1, 2, 3, 4, 7, 8, 63, 64, 65, 255, 256, 4095, 65535, 2**31 - 1, 2**32 - 1]


def _record_names(data: bytes) -> list[str]:
    return list(read_records(data))


@hs.composite
def flipped_bytes(draw: Any, data: bytes) -> bytes:
    buffer = bytearray(data)
    for _ in range(draw(hs.integers(1, 8))):
        position = draw(hs.integers(0, len(buffer) - 1))
        buffer[position] ^= draw(hs.integers(1, 255))
    return bytes(buffer)


@hs.composite
def zip_field(draw: Any, data: bytes) -> bytes:
    name = draw(hs.sampled_from(_record_names(data)))
    header, offset, fmt = _ZIP_FIELDS[draw(hs.sampled_from(sorted(_ZIP_FIELDS)))]
    base = central_entry(data, name) if header == "central" else local_header(data, name)
    limit = 2 ** (8 * struct.calcsize(fmt)) - 1
    value = draw(hs.sampled_from([v for v in _INTERESTING if v <= limit] + [len(data) % limit]))
    buffer = bytearray(data)
    struct.pack_into(fmt, buffer, base + offset, value)
    return bytes(buffer)


@hs.composite
def records_changed(draw: Any, data: bytes) -> bytes:
    records = read_records(data)
    name = draw(hs.sampled_from(sorted(records)))
    if draw(hs.booleans()):
        del records[name]
    else:
        records[name] = records[name][: draw(hs.integers(0, max(len(records[name]) - 1, 0)))]
    return write_zip(records)


@hs.composite
def cut_short(draw: Any, data: bytes) -> bytes:
    return data[: draw(hs.integers(0, len(data) - 1))]


_OPCODES = [op.code.encode("latin-1") for op in pickletools.opcodes]
_INT_ARGS = {"BININT1": "<B", "BININT2": "<H", "BININT": "<i", "LONG1": None}


@hs.composite
def pickle_changed(draw: Any, data: bytes) -> bytes:
    """``data.pkl`` with one opcode swapped or one integer argument changed."""
    records = read_records(data)
    pkl = bytearray(records["data.pkl"])
    ops = list(pickletools.genops(bytes(pkl)))
    integers = [(op, pos) for op, _, pos in ops if op.name in _INT_ARGS]
    if integers and draw(hs.booleans()):
        op, pos = draw(hs.sampled_from(integers))
        fmt = _INT_ARGS[op.name]
        if fmt is None:  # LONG1: a length byte, then little-endian two's complement
            length = pkl[pos + 1]
            value = draw(hs.integers(-(2 ** (8 * length - 1)), 2 ** (8 * length - 1) - 1))
            pkl[pos + 2 : pos + 2 + length] = value.to_bytes(length, "little", signed=True)
        else:
            bits = 8 * struct.calcsize(fmt)
            low, high = (
                (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if fmt == "<i" else (0, 2**bits - 1)
            )
            edges = [v for v in (low, -1, 0, 1, 2**16, high) if low <= v <= high]
            value = draw(hs.one_of(hs.sampled_from(edges), hs.integers(low, high)))
            struct.pack_into(fmt, pkl, pos + 1, value)
    else:
        _, _, pos = draw(hs.sampled_from(ops))
        pkl[pos : pos + 1] = draw(hs.sampled_from(_OPCODES))
    records["data.pkl"] = bytes(pkl)
    return write_zip(records)


MUTATIONS = [flipped_bytes, zip_field, records_changed, cut_short, pickle_changed]


@SETTINGS
@given(data=hs.data())
def test_mutated_checkpoints_load_or_raise(data: Any) -> None:
    base = data.draw(hs.sampled_from(BASES))
    mutation = data.draw(hs.sampled_from(MUTATIONS))
    check_load(data.draw(mutation(base)))


def test_the_unmutated_bases_load() -> None:
    for base in BASES:
        _use(torch.load(io.BytesIO(base)))


@pytest.fixture(scope="module")
def archive() -> bytes:
    path = io.BytesIO()
    glasstorch.jit.save(glasstorch.jit.script(torch.nn.Linear(3, 2)), path)
    return path.getvalue()


@settings(SETTINGS, max_examples=150)
@given(data=hs.data())
def test_mutated_archives_load_or_raise(archive: bytes, data: Any) -> None:
    mutation = data.draw(hs.sampled_from([flipped_bytes, zip_field, records_changed, cut_short]))
    mutated = data.draw(mutation(archive))
    with _time_limit(20):
        try:
            module = glasstorch.jit.load(io.BytesIO(mutated))
        except (*REFUSALS, SyntaxError, NotImplementedError):  # code/ does not compile
            pass
        else:  # what the mutated code does when run is the program's business
            with contextlib.suppress(Exception):
                module(torch.ones(1, 3))
    assert _fingerprint() == BEFORE
