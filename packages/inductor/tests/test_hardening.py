"""Compiled integer division never traps, and the kernel cache cannot be poisoned: entries
keyed by machine and compiler, flags never read from the cache, corrupt entries rebuilt,
the directory private."""

from __future__ import annotations

import ctypes
import json
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from glasstorch._inductor import codecache
from glasstorch._inductor.codecache import CppCodeCache, PyCodeCache, find_compiler

needs_cc = pytest.mark.skipif(find_compiler() is None, reason="no C compiler on this machine")

_DIVISION = textwrap.dedent(
    """
    import sys
    import glasstorch as torch
    from glasstorch._inductor import config
    config.cpu_backend = sys.argv[1]
    ops = {
        "//": lambda a, b: a // b,
        "%": lambda a, b: a % b,
        "remainder": torch.remainder,
        "fmod": torch.fmod,
        "trunc": lambda a, b: torch.div(a, b, rounding_mode="trunc"),
        "floor": lambda a, b: torch.div(a, b, rounding_mode="floor"),
        "scalar": lambda a, b: a // 0,
    }
    for dtype, low in ((torch.int64, -2**63), (torch.int32, -2**31), (torch.int8, -128)):
        a = torch.tensor([7, -7, low], dtype=dtype)
        for name, fn in ops.items():
            torch._dynamo.reset()
            compiled = torch.compile(fn, backend="inductor")
            try:
                compiled(a, torch.tensor([1, 2, 0], dtype=dtype))
                print(name, dtype, "no error")
            except RuntimeError as e:
                print(name, dtype, e)
            if name != "scalar":
                b = torch.tensor([2, -2, -1], dtype=dtype)
                same = compiled(a, b).tolist() == fn(a, b).tolist()
                print(name, dtype, "same as eager" if same else "differs from eager")
    """
)


@pytest.mark.parametrize("backend", ["cpp", "numpy"])
def test_compiled_integer_division_by_zero_raises_instead_of_trapping(backend: str) -> None:
    """C's ``/`` traps on a zero divisor and on the minimum over -1 (SIGFPE); numpy's
    answers 0 without a word. Both now raise eager's error and match eager otherwise."""
    if backend == "cpp" and find_compiler() is None:
        pytest.skip("no C compiler on this machine")
    command = [sys.executable, "-c", _DIVISION, backend]
    run = subprocess.run(command, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]  # before (C): killed by SIGFPE (-8)
    lines = run.stdout.splitlines()
    errors = [line for line in lines if line.endswith("ZeroDivisionError")]
    assert len(errors) == 3 * 7, run.stdout
    compared = [line for line in lines if line.endswith("eager")]
    assert compared and all(line.endswith("same as eager") for line in compared), run.stdout


@needs_cc
def test_the_cache_key_covers_the_machine_and_the_compiler(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cc = find_compiler()
    assert cc is not None
    source = "int f(int x) { return x + 1; }\n"
    monkeypatch.setattr(codecache, "_loaded", {})
    _, first = CppCodeCache.load(source, cc, ["-shared", "-fPIC"], [])
    monkeypatch.setattr(codecache, "_loaded", {})
    monkeypatch.setattr(codecache, "machine_tag", lambda: "another CPU")
    _, second = CppCodeCache.load(source, cc, ["-shared", "-fPIC"], [])
    monkeypatch.setattr(codecache, "_loaded", {})
    monkeypatch.setattr(codecache, "compiler_version", lambda cc: "another compiler")
    _, third = CppCodeCache.load(source, cc, ["-shared", "-fPIC"], [])
    assert len({first.parent, second.parent, third.parent}) == 3


@needs_cc
def test_compiler_flags_are_never_read_from_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    cc = find_compiler()
    assert cc is not None
    monkeypatch.setattr(codecache, "_flags_memo", {})
    honest, _ = codecache.compile_flags(cc)
    evil = "-fplugin=/tmp/evil.so"
    for record in codecache.cache_dir().glob("flags-*.json"):  # a poisoned shared cache
        record.write_text(json.dumps({"flags": [evil], "optional": [evil], "libmvec": True}))
    monkeypatch.setattr(codecache, "_flags_memo", {})
    flags, _ = codecache.compile_flags(cc)
    assert evil not in flags
    assert flags == honest


@needs_cc
def test_a_truncated_library_is_rebuilt(monkeypatch: pytest.MonkeyPatch) -> None:
    cc = find_compiler()
    assert cc is not None
    source = "int add_one(int x) { return x + 1; }\n"
    build = (  # another process builds the entry (this one must not have it mapped)
        "from glasstorch._inductor.codecache import CppCodeCache\n"
        f"print(CppCodeCache.load({source!r}, {cc!r}, ['-shared', '-fPIC'], [])[1])\n"
    )
    run = subprocess.run([sys.executable, "-c", build], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    library = Path(run.stdout.strip()).with_name("kernel.so")
    library.write_bytes(library.read_bytes()[:64])  # a crash mid-copy, a full disk
    monkeypatch.setattr(codecache, "_loaded", {})
    lib, _ = CppCodeCache.load(source, cc, ["-shared", "-fPIC"], [])  # before: OSError
    lib.add_one.restype = ctypes.c_int
    assert lib.add_one(41) == 42


def test_a_truncated_wrapper_is_rewritten() -> None:
    source = "VALUE = 42\n"
    first = PyCodeCache.load(source, {})
    path = Path(first.__file__)
    path.write_text("VAL")
    assert PyCodeCache.load(source, {}).VALUE == 42
    assert path.read_text() == source


def test_the_cache_directory_is_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = tmp_path / "fresh" / "cache"
    monkeypatch.setenv("GLASSTORCH_INDUCTOR_CACHE_DIR", str(fresh))
    assert stat.S_IMODE(os.stat(codecache.cache_dir()).st_mode) == 0o700
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o777)
    os.chmod(shared, 0o777)
    monkeypatch.setenv("GLASSTORCH_INDUCTOR_CACHE_DIR", str(shared))
    codecache.cache_dir()
    assert stat.S_IMODE(os.stat(shared).st_mode) == 0o700
    entry = PyCodeCache.load("X = 1\n", {})
    assert stat.S_IMODE(os.stat(Path(entry.__file__).parent).st_mode) == 0o700
