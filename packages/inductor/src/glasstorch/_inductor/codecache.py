"""Compiling and caching generated code on disk.

C source compiles with the system C compiler into a shared library under
``<cache>/<hash>/`` (``~/.cache/glasstorch/inductor`` or ``$GLASSTORCH_INDUCTOR_CACHE_DIR``);
a second process finds the library and skips the compiler. The hash covers the source,
the flags, the compiler's version and the machine (CPU model and feature flags), since
``-march=native`` code from one machine may not run on another that shares the home
directory. Flags are probed once per compiler and machine (``-march=native``,
``-fopenmp``, libmvec); the cached answer only says which of those known flags passed, so
no flag is ever read from the cache. Entries are written atomically; a library whose
digest does not match the one recorded beside it (truncated, corrupt) is rebuilt. The
cache directory is private (0700). Wrapper modules are written beside and imported.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import importlib.util
import json
import os
import platform
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

from glasstorch.aten.serialize.atomic_file import atomic_write

from . import config

_lock = threading.Lock()
_loaded: dict[str, ctypes.CDLL] = {}
_flags_memo: dict[str, tuple[list[str], bool]] = {}


class CppCompileError(RuntimeError):
    """The C compiler rejected generated source; the message names the source file."""


def cache_dir() -> Path:
    """The cache directory, created private (0700); one that another user owns, or that
    others may write to and we cannot make private, is refused."""
    root = os.environ.get("GLASSTORCH_INDUCTOR_CACHE_DIR") or os.path.join(
        os.path.expanduser("~"), ".cache", "glasstorch", "inductor"
    )
    path = Path(root)
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    _make_private(path)
    return path


def _make_private(path: Path) -> None:
    info = path.stat()
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise RuntimeError(
            f"the inductor cache directory {path} belongs to another user; set "
            "GLASSTORCH_INDUCTOR_CACHE_DIR to a directory of your own"
        )
    if info.st_mode & 0o077:
        os.chmod(path, 0o700)


def _entry_dir(key: str) -> Path:
    directory = cache_dir() / key
    directory.mkdir(mode=0o700, exist_ok=True)
    return directory


@functools.cache
def machine_tag() -> str:
    """What code built with ``-march=native`` depends on: the architecture, CPU model and
    CPU feature flags (from ``/proc/cpuinfo`` where it exists)."""
    parts = [platform.machine()]
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                key = line.split(":", 1)[0].strip()
                if key in ("model name", "flags", "Features", "CPU part", "vendor_id"):
                    parts.append(line.strip())
                elif not line.strip() and len(parts) > 1:
                    break  # the first processor describes them all
    except OSError:
        pass
    return _digest(*parts)


@functools.cache
def compiler_version(cc: str) -> str:
    """``cc --version``: a new compiler in the same place makes new cache entries."""
    return subprocess.run([cc, "--version"], capture_output=True, text=True).stdout


def find_compiler() -> str | None:
    """The C compiler to use (``config.cpp.cc``, ``$CC``, then gcc/cc/clang), or None."""
    if config.cpp.cc == "":
        return None
    for candidate in (config.cpp.cc, os.environ.get("CC"), "gcc", "cc", "clang"):
        if candidate and shutil.which(candidate):
            return shutil.which(candidate)
    return None


def _digest(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()[:24]


def _compiles(cc: str, flags: list[str], source: str, workdir: Path) -> bool:
    src = workdir / "probe.c"
    src.write_text(source)
    result = subprocess.run(
        [cc, *flags, str(src), "-o", str(workdir / "probe.so")],
        capture_output=True,
        text=True,
    )
    return result.returncode == 0


_BASE_FLAGS = ["-O3", "-shared", "-fPIC", "-fno-math-errno", "-fno-trapping-math", "-std=c11"]
_OPTIONAL_FLAGS = ["-march=native", "-fopenmp"]  # used where the compiler accepts them


def _cached_probe(record: Path) -> tuple[list[str], bool] | None:
    """A probe's answer from the cache: which known optional flags passed. Anything else
    in the record (an unknown flag, a malformed file) discards it."""
    try:
        data = json.loads(record.read_text())
        accepted, libmvec = data["optional"], data["libmvec"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not (isinstance(accepted, list) and isinstance(libmvec, bool)) or any(
        flag not in _OPTIONAL_FLAGS for flag in accepted
    ):
        return None
    return [*_BASE_FLAGS, *(f for f in _OPTIONAL_FLAGS if f in accepted)], libmvec


def compile_flags(cc: str) -> tuple[list[str], bool]:
    """``(flags, has_libmvec)`` for ``cc``: the base flags plus those it accepts."""
    if cc in _flags_memo:
        return _flags_memo[cc]
    record = cache_dir() / f"flags-{_digest(cc, compiler_version(cc), machine_tag())}.json"
    cached = _cached_probe(record)
    if cached is not None:
        _flags_memo[cc] = cached
        return cached
    flags = list(_BASE_FLAGS)
    vector = "#include <math.h>\n#pragma omp declare simd notinbranch\nfloat sinf(float);\n"
    vector += "void f(float* x) { for (int i = 0; i < 64; i++) x[i] = sinf(x[i]); }\n"
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if _compiles(cc, [*flags, *_OPTIONAL_FLAGS, "-lmvec", "-lm"], vector, work):
            accepted, libmvec = list(_OPTIONAL_FLAGS), True  # the common case: one run
        else:
            trivial = "int f(int x) { return x + 1; }\n"
            accepted = [f for f in _OPTIONAL_FLAGS if _compiles(cc, [*flags, f], trivial, work)]
            libmvec = _compiles(cc, [*flags, *accepted, "-lmvec", "-lm"], vector, work)
    with atomic_write(record, 0o600) as out:
        out.write(json.dumps({"optional": accepted, "libmvec": libmvec}).encode())
    _flags_memo[cc] = flags + accepted, libmvec
    return _flags_memo[cc]


def _file_digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _recorded_digest(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except (OSError, UnicodeDecodeError):
        return None


class CppCodeCache:
    """C source -> loaded shared library, cached on disk by content hash."""

    @staticmethod
    def load(source: str, cc: str, flags: list[str], libs: list[str]) -> tuple[ctypes.CDLL, Path]:
        key = _digest(
            source, cc, compiler_version(cc), machine_tag(), " ".join(flags), " ".join(libs)
        )
        with _lock:
            if key in _loaded:
                return _loaded[key], cache_dir() / key / "kernel.c"
            directory = _entry_dir(key)
            source_path, library = directory / "kernel.c", directory / "kernel.so"
            recorded = directory / "kernel.so.sha256"
            digest = _file_digest(library)
            if digest is None or _recorded_digest(recorded) != digest:
                # missing, or truncated / corrupt since it was written: build it again
                CppCodeCache._build(source, cc, flags, libs, source_path, library, recorded)
            lib = ctypes.CDLL(str(library))
            _loaded[key] = lib
            return lib, source_path

    @staticmethod
    def _build(
        source: str,
        cc: str,
        flags: list[str],
        libs: list[str],
        source_path: Path,
        library: Path,
        recorded: Path,
    ) -> None:
        """Compile into a temporary beside the entry and move it in atomically."""
        with atomic_write(source_path, 0o600) as out:
            out.write(source.encode())
        partial = library.with_name(f"kernel.{os.getpid()}.{threading.get_ident()}.so")
        cmd = [cc, *flags, str(source_path), "-o", str(partial), *libs]
        result = subprocess.run(cmd, capture_output=True, text=True)
        if result.returncode != 0:
            partial.unlink(missing_ok=True)
            raise CppCompileError(
                f"C compilation of {source_path} failed:\n{' '.join(cmd)}\n{result.stderr}"
            )
        digest = _file_digest(partial)
        os.replace(partial, library)
        with atomic_write(recorded, 0o600) as out:
            out.write(f"{digest}\n".encode())


class PyCodeCache:
    """Python source -> imported module, written to ``<cache>/<hash>/wrapper.py``."""

    @staticmethod
    def load(source: str, namespace: dict[str, Any]) -> ModuleType:
        key = _digest(source)
        path = _entry_dir(key) / "wrapper.py"
        try:
            current = path.read_text()
        except (OSError, UnicodeDecodeError):
            current = None
        if current != source:  # missing, or truncated / corrupt: write it again
            with atomic_write(path, 0o600) as out:
                out.write(source.encode())
        spec = importlib.util.spec_from_file_location(f"glasstorch_inductor_{key}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        module.__dict__.update(namespace)
        spec.loader.exec_module(module)
        return module


def load_cpp_kernels(
    source: str, cc: str, flags: list[str], libs: list[str], names: list[tuple[str, int]]
) -> dict[str, Any]:
    """Compile (or find in the cache) ``source``; its functions, taking ``arity`` addresses."""
    # Idle OpenMP workers sleep instead of spinning, leaving the cores to BLAS and to
    # other processes (read once, when libgomp loads with the first kernel library).
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
    lib, _ = CppCodeCache.load(source, cc, flags, libs)
    kernels = {}
    for name, arity in names:
        fn = getattr(lib, name)
        fn.restype = ctypes.c_int  # 1 when an integer division met a zero divisor
        fn.argtypes = [ctypes.c_void_p] * arity
        kernels[name] = fn
    return kernels
