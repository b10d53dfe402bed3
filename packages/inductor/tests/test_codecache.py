"""The on-disk kernel cache, compile errors, and the C-less (numpy) fallback."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import glasstorch.aten as at
import pytest
from glasstorch._inductor import codecache, config
from glasstorch._inductor.codecache import CppCodeCache, CppCompileError, find_compiler
from glasstorch._inductor.testing import assert_close, compile_fn

needs_cc = pytest.mark.skipif(find_compiler() is None, reason="no C compiler on this machine")

_SCRIPT = textwrap.dedent(
    """
    import time
    import glasstorch.aten as at
    from glasstorch._inductor.testing import compile_fn
    from glasstorch._inductor import codecache

    calls = []
    original = codecache.subprocess.run
    def counting(cmd, *args, **kwargs):
        calls.append(list(cmd))
        return original(cmd, *args, **kwargs)
    codecache.subprocess.run = counting
    x = at.arange(6.0)
    out = compile_fn(lambda x: (x * 3).exp() - 1, x, backend="cpp")(x)
    print(len([c for c in calls if "--version" not in c]), out.tolist())
    """
)


@needs_cc
def test_second_process_hits_the_disk_cache(tmp_path: Path) -> None:
    env = {**os.environ, "GLASSTORCH_INDUCTOR_CACHE_DIR": str(tmp_path)}
    runs = [
        subprocess.run([sys.executable, "-c", _SCRIPT], env=env, capture_output=True, text=True)
        for _ in range(2)
    ]
    for run in runs:
        assert run.returncode == 0, run.stderr
    first, second = (r.stdout.split(maxsplit=1) for r in runs)
    assert int(first[0]) >= 1  # compiler (and flag probes) ran
    assert int(second[0]) == 0  # nothing compiled: flags and library came from the cache
    assert first[1] == second[1]
    assert list(tmp_path.glob("*/kernel.so"))


@needs_cc
def test_compile_error_names_the_source_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GLASSTORCH_INDUCTOR_CACHE_DIR", str(tmp_path))
    cc = find_compiler()
    assert cc is not None
    with pytest.raises(CppCompileError) as info:
        CppCodeCache.load("void broken( {", cc, ["-shared", "-fPIC"], [])
    message = str(info.value)
    assert "kernel.c" in message and str(tmp_path) in message
    source = Path(message.split(" of ", 1)[1].split(" failed", 1)[0])
    assert source.read_text() == "void broken( {"


@needs_cc
def test_flags_are_probed_and_cached(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(codecache, "_flags_memo", {})  # forget earlier probes in this process
    cc = find_compiler()
    assert cc is not None
    flags, _ = codecache.compile_flags(cc)
    assert "-O3" in flags and "-shared" in flags
    assert list(codecache.cache_dir().glob("flags-*.json"))


def test_without_a_c_compiler_the_numpy_generator_runs() -> None:
    config.cpp.cc = ""  # no compiler
    assert find_compiler() is None

    def fn(x: at.Tensor, y: at.Tensor) -> at.Tensor:
        return at.softmax(x * y, -1) + x.sum(0)

    x, y = at.randn((4, 6)), at.randn((6,))
    compiled = compile_fn(fn, x, y)
    assert "numpy kernels" in compiled.source_code and "np.exp(" in compiled.source_code
    assert "out=_scratch(" in compiled.source_code  # preallocated outputs
    assert_close(compiled(x, y), fn(x, y), rtol=1e-5, atol=1e-6)


@needs_cc
def test_kernel_without_a_c_form_falls_back_to_numpy_per_kernel() -> None:
    from glasstorch.c10.core import scalar_type as st

    def fn(x: at.Tensor, y: at.Tensor) -> tuple[at.Tensor, at.Tensor]:
        return x * 2, y + 1  # float16 has no C type here

    x, y = at.randn((8,)), at.randn((5,)).to(st.float16)
    compiled = compile_fn(fn, x, y, backend="cpp")
    assert "int kernel" in compiled.source_code and "def kernel" in compiled.source_code
    assert_close(compiled(x, y), fn(x, y), rtol=1e-3, atol=1e-3)
