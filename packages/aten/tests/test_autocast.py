"""Autocast at the dispatch level: the CPU policies against PyTorch's observed dtypes, the
switches and their errors, thread-locality, and that unlisted operators are untouched."""

from __future__ import annotations

import threading
import types
import warnings
from collections.abc import Iterator
from contextlib import contextmanager

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten import autocast_mode as am
from glasstorch.aten._python_dispatch import TorchDispatchMode
from glasstorch.aten.autocast_state import AUTOCAST_KEYS
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.core.local_dispatch_key_set import tls_local_dispatch_key_set as _tls
from glasstorch.c10.dispatch import Dispatcher


@pytest.fixture(autouse=True)
def autocast_off() -> Iterator[None]:
    """Every test starts and ends with autocast off and PyTorch's default settings."""
    yield
    for device, default in (("cpu", st.bfloat16), ("cuda", st.float16)):
        am.set_autocast_enabled(device, False)
        am.set_autocast_dtype(device, default)
    am.set_autocast_cache_enabled(True)
    am.clear_autocast_cache()


@contextmanager
def autocast(device: str, dtype: st.dtype | None = None) -> Iterator[None]:
    """The switches ``torch.autocast`` turns, without the top package."""
    previous = am.get_autocast_dtype(device)
    am.set_autocast_enabled(device, True)
    if dtype is not None:
        am.set_autocast_dtype(device, dtype)
    try:
        yield
    finally:
        am.set_autocast_enabled(device, False)
        am.set_autocast_dtype(device, previous)


def _torch_like() -> types.SimpleNamespace:
    """``glasstorch.aten`` plus the dtypes, so one case table serves every test."""
    names = {n: getattr(at, n) for n in dir(at) if not n.startswith("__")}
    dtypes = {n: getattr(st, n) for n in ("bfloat16", "float32", "float64", "int64")}
    return types.SimpleNamespace(**names, **dtypes)


def cpu_cases(t: types.SimpleNamespace) -> dict[str, tuple[object, tuple[object, ...]]]:
    """name -> (operator overload, arguments): float32 inputs for the lower-precision list,
    bfloat16 inputs for the float32 list, mixed inputs for the promote list."""
    bf, f32 = t.bfloat16, t.float32
    g = t.Generator().manual_seed(0)

    def r(*shape: int, dtype: st.dtype = f32) -> at.Tensor:
        return t.randn(*shape, generator=g).to(dtype)

    def u(*shape: int, dtype: st.dtype = f32) -> at.Tensor:
        return t.rand(*shape, generator=g).to(dtype)

    def spd(dtype: st.dtype) -> at.Tensor:
        return (t.eye(3) * 2 + 0.1).to(dtype)

    a = t.ops.aten
    return {
        "mm": (a.mm.default, (r(3, 4), r(4, 5))),
        "mm mixed": (a.mm.default, (r(3, 4), r(4, 5, dtype=bf))),
        "mm float64": (a.mm.default, (r(3, 4, dtype=t.float64), r(4, 5, dtype=t.float64))),
        "bmm": (a.bmm.default, (r(2, 3, 4), r(2, 4, 5))),
        "baddbmm": (a.baddbmm.default, (r(2, 3, 5), r(2, 3, 4), r(2, 4, 5))),
        "addmm": (a.addmm.default, (r(3, 5), r(3, 4), r(4, 5))),
        "addbmm": (a.addbmm.default, (r(3, 5), r(2, 3, 4), r(2, 4, 5))),
        "matmul": (a.matmul.default, (r(3, 4), r(4))),
        "linear": (a.linear.default, (r(2, 4), r(3, 4), r(3))),
        "linalg_vecdot": (a.linalg_vecdot.default, (r(3, 4), r(3, 4))),
        "conv1d": (a.conv1d.default, (r(1, 2, 5), r(3, 2, 2), r(3))),
        "conv1d.padding": (a.conv1d.padding, (r(1, 2, 5), r(3, 2, 2), r(3), [1], "same")),
        "conv2d": (a.conv2d.default, (r(1, 2, 5, 5), r(3, 2, 2, 2), r(3))),
        "conv2d.padding": (
            a.conv2d.padding,
            (r(1, 2, 5, 5), r(3, 2, 2, 2), r(3), [1, 1], "same"),
        ),
        "conv3d": (a.conv3d.default, (r(1, 2, 4, 4, 4), r(3, 2, 2, 2, 2), r(3))),
        "conv3d.padding": (
            a.conv3d.padding,
            (r(1, 2, 4, 4, 4), r(3, 2, 2, 2, 2), r(3), [1, 1, 1], "valid"),
        ),
        "conv_transpose1d": (a.conv_transpose1d.default, (r(1, 2, 5), r(2, 3, 2), r(3))),
        "conv_transpose2d.input": (
            a.conv_transpose2d.input,
            (r(1, 2, 4, 4), r(2, 3, 2, 2), r(3)),
        ),
        "conv_transpose3d.input": (
            a.conv_transpose3d.input,
            (r(1, 2, 3, 3, 3), r(2, 3, 2, 2, 2), r(3)),
        ),
        "scaled_dot_product_attention": (
            a.scaled_dot_product_attention.default,
            (r(1, 2, 3, 4), r(1, 2, 3, 4), r(1, 2, 3, 4)),
        ),
        "binary_cross_entropy": (a.binary_cross_entropy.default, (u(4, dtype=bf), u(4, dtype=bf))),
        "prod": (a.prod.default, (r(4, dtype=bf),)),
        "prod.dim_int": (a.prod.dim_int, (r(2, 3, dtype=bf), 1)),
        "cdist": (a.cdist.default, (r(3, 2, dtype=bf), r(4, 2, dtype=bf))),
        "cholesky": (a.cholesky.default, (spd(bf),)),
        "inverse": (a.inverse.default, (spd(bf),)),
        "pinverse": (a.pinverse.default, (spd(bf),)),
        "linalg_inv": (a.linalg_inv.default, (spd(bf),)),
        "linalg_solve": (a.linalg_solve.default, (spd(bf), r(3, dtype=bf))),
        "linalg_cholesky": (a.linalg_cholesky.default, (spd(bf),)),
        "linalg_svdvals": (a.linalg_svdvals.default, (spd(bf),)),
        "linalg_eigvalsh": (a.linalg_eigvalsh.default, (spd(bf),)),
        "linalg_qr": (a.linalg_qr.default, (spd(bf),)),
        "svd": (a.svd.default, (spd(bf),)),
        "reflection_pad1d": (a.reflection_pad1d.default, (r(1, 2, 5, dtype=bf), [1, 1])),
        "reflection_pad2d": (a.reflection_pad2d.default, (r(1, 2, 5, 5, dtype=bf), [1, 1, 1, 1])),
        "replication_pad1d": (a.replication_pad1d.default, (r(1, 2, 5, dtype=bf), [1, 1])),
        "replication_pad2d": (
            a.replication_pad2d.default,
            (r(1, 2, 5, 5, dtype=bf), [1, 1, 1, 1]),
        ),
        "mse_loss": (a.mse_loss.default, (r(4, dtype=bf), r(4, dtype=bf))),
        "l1_loss": (a.l1_loss.default, (r(4, dtype=bf), r(4, dtype=bf))),
        "smooth_l1_loss": (a.smooth_l1_loss.default, (r(4, dtype=bf), r(4, dtype=bf))),
        "huber_loss": (a.huber_loss.default, (r(4, dtype=bf), r(4, dtype=bf))),
        "nll_loss": (a.nll_loss.default, (r(3, 4, dtype=bf), t.tensor([0, 1, 2]))),
        "cross_entropy_loss": (
            a.cross_entropy_loss.default,
            (r(3, 4, dtype=bf), t.tensor([0, 1, 2])),
        ),
        "binary_cross_entropy_with_logits": (
            a.binary_cross_entropy_with_logits.default,
            (r(4, dtype=bf), u(4, dtype=bf)),
        ),
        "cat mixed": (a.cat.default, ([r(2, dtype=bf), r(3)],)),
        "cat bfloat16": (a.cat.default, ([r(2, dtype=bf), r(3, dtype=bf)],)),
        "cat float64": (a.cat.default, ([r(2, dtype=bf), r(3, dtype=t.float64)],)),
        "cat int64": (a.cat.default, ([t.ones(2, dtype=t.int64), r(3)],)),
        "stack mixed": (a.stack.default, ([r(2, dtype=bf), r(2)],)),
        "stack bfloat16": (a.stack.default, ([r(2, dtype=bf), r(2, dtype=bf)],)),
        "add": (a.add.Tensor, (r(3), r(3, dtype=bf))),
        "softmax": (a.softmax.int, (r(3, dtype=bf), 0)),
        "exp": (a.exp.default, (r(3, dtype=bf),)),
        "exp float32": (a.exp.default, (r(3),)),
        "sum": (a.sum.default, (r(3, dtype=bf),)),
        "relu": (a.relu.default, (r(3),)),
        "layer_norm": (a.layer_norm.default, (r(2, 3, dtype=bf), [3])),
        "mm int64": (a.mm.default, (t.ones(2, 2, dtype=t.int64), t.ones(2, 2, dtype=t.int64))),
    }


# The same cases run by PyTorch 2.13 under torch.autocast("cpu"): the dtypes of the results.
PYTORCH_CPU_DTYPES = {
    "mm": "bfloat16",
    "mm mixed": "bfloat16",
    "mm float64": "float64",
    "bmm": "bfloat16",
    "baddbmm": "bfloat16",
    "addmm": "bfloat16",
    "addbmm": "bfloat16",
    "matmul": "bfloat16",
    "linear": "bfloat16",
    "linalg_vecdot": "bfloat16",
    "conv1d": "bfloat16",
    "conv1d.padding": "bfloat16",
    "conv2d": "bfloat16",
    "conv2d.padding": "bfloat16",
    "conv3d": "bfloat16",
    "conv3d.padding": "bfloat16",
    "conv_transpose1d": "bfloat16",
    "conv_transpose2d.input": "bfloat16",
    "conv_transpose3d.input": "bfloat16",
    "scaled_dot_product_attention": "bfloat16",
    "binary_cross_entropy": "float32",
    "prod": "float32",
    "prod.dim_int": "float32",
    "cdist": "float32",
    "cholesky": "float32",
    "inverse": "float32",
    "pinverse": "float32",
    "linalg_inv": "float32",
    "linalg_solve": "float32",
    "linalg_cholesky": "float32",
    "linalg_svdvals": "float32",
    "linalg_eigvalsh": "float32",
    "linalg_qr": ("float32", "float32"),
    "svd": ("float32", "float32", "float32"),
    "reflection_pad1d": "float32",
    "reflection_pad2d": "float32",
    "replication_pad1d": "float32",
    "replication_pad2d": "float32",
    "mse_loss": "float32",
    "l1_loss": "float32",
    "smooth_l1_loss": "float32",
    "huber_loss": "float32",
    "nll_loss": "float32",
    "cross_entropy_loss": "float32",
    "binary_cross_entropy_with_logits": "float32",
    "cat mixed": "float32",
    "cat bfloat16": "bfloat16",
    "cat float64": "float64",
    "cat int64": "float32",
    "stack mixed": "float32",
    "stack bfloat16": "bfloat16",
    "add": "float32",
    "softmax": "bfloat16",
    "exp": "bfloat16",
    "exp float32": "float32",
    "sum": "bfloat16",
    "relu": "float32",
    "layer_norm": "bfloat16",
    "mm int64": "int64",
}


def _dtype_names(out: object) -> object:
    if isinstance(out, tuple | list):
        return tuple(o.dtype.name for o in out)
    return out.dtype.name


@pytest.mark.filterwarnings("ignore:Using padding='same'", "ignore:torch.cholesky is deprecated")
@pytest.mark.parametrize("name", list(PYTORCH_CPU_DTYPES))
def test_cpu_policy_dtype_matches_pytorch(name: str) -> None:
    op, args = cpu_cases(_torch_like())[name]
    with autocast("cpu"):
        assert _dtype_names(op(*args)) == PYTORCH_CPU_DTYPES[name]


def test_every_cpu_case_is_observed() -> None:
    assert set(cpu_cases(_torch_like())) == set(PYTORCH_CPU_DTYPES)


def test_lower_precision_result_is_the_op_on_cast_inputs() -> None:
    a, b = at.randn(4, 5), at.randn(5, 3)
    with autocast("cpu"):
        got = at.mm(a, b)
    want = at.mm(a.to(st.bfloat16), b.to(st.bfloat16))
    np.testing.assert_array_equal(got.float().numpy(), want.float().numpy())


def test_fp32_result_is_the_op_in_float32() -> None:
    x, y = at.randn(6).to(st.bfloat16), at.randn(6).to(st.bfloat16)
    with autocast("cpu"):
        got = at.ops.aten.mse_loss.default(x, y)
    want = ((x.float().numpy().astype(np.float64) - y.float().numpy()) ** 2).mean()
    assert got.dtype is st.float32
    np.testing.assert_allclose(got.item(), want, rtol=1e-6)


def test_off_means_untouched() -> None:
    a, b = at.randn(2, 2), at.randn(2, 2)
    assert at.mm(a, b).dtype is st.float32
    with autocast("cpu"):
        pass
    assert at.mm(a, b).dtype is st.float32


def test_set_autocast_dtype_changes_the_lower_precision_type() -> None:
    a = at.randn(2, 2)
    with autocast("cpu", st.float16):
        assert at.mm(a, a).dtype is st.float16
        assert at.cat([a.to(st.float16), a.to(st.float16)]).dtype is st.float16
    assert am.get_autocast_dtype("cpu") is st.bfloat16


def test_promote_refuses_two_lower_precision_types() -> None:
    # PyTorch 2.13: cat of a float16 and a bfloat16 tensor under CPU autocast raises this
    with autocast("cpu"), pytest.raises(RuntimeError, match="Unexpected floating ScalarType"):
        at.cat([at.ones(2).to(st.float16), at.ones(2).to(st.bfloat16)])


def test_kernels_cast_and_call_with_autocast_excluded() -> None:
    # A dispatch mode runs below autocast: it sees the casts and the operator, each called
    # with every autocast key excluded (so composites inside are not autocast again), and
    # an unlisted operator called normally.
    seen = []

    class Record(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            seen.append((str(func), bool(_tls.excluded & AUTOCAST_KEYS)))
            return func(*args, **(kwargs or {}))

    x, w, b = at.randn(2, 3), at.randn(4, 3), at.randn(4)
    with autocast("cpu"), Record():
        got = at.ops.aten.linear.default(x, w, b)
        at.add(x, x)
    assert got.dtype is st.bfloat16
    assert seen[:3] == [("aten._to_copy.default", True)] * 3
    assert ("aten.add.Tensor", False) in seen
    assert all(excluded for name, excluded in seen if name != "aten.add.Tensor")
    assert len(seen) > 4  # linear's composite pieces ran under the mode too


def test_dispatch_table_has_the_autocast_kernels_and_a_fallthrough() -> None:
    mm = Dispatcher.singleton().find_schema("aten::mm").entry
    table = mm.dump_computed_table()
    assert "AutocastCPU: glasstorch.aten.autocast_kernels.autocast_lower_precision_fp" in table
    assert "AutocastCUDA: glasstorch.aten.autocast_kernels.autocast_lower_precision_fp" in table
    add = Dispatcher.singleton().find_schema("aten::add.Tensor").entry.dump_computed_table()
    assert "AutocastCPU: fallthrough [backend fallback]" in add
    assert mm.has_kernel_for_dispatch_key(DispatchKey.AutocastCPU)


def test_switches() -> None:
    assert not am.is_autocast_enabled("cpu") and not am.is_autocast_enabled()
    am.set_autocast_enabled("cpu", True)
    assert am.is_autocast_enabled("cpu") and not am.is_autocast_enabled("cuda")
    am.set_autocast_enabled(True)  # PyTorch's one-argument form: CUDA
    assert am.is_autocast_enabled() and am.is_autocast_enabled("cuda:0")
    am.set_autocast_enabled(False)
    assert not am.is_autocast_enabled("cuda")
    assert am.get_autocast_dtype("cpu") is st.bfloat16
    assert am.get_autocast_dtype("cuda") is st.float16
    am.set_autocast_dtype("cuda", st.bfloat16)
    assert am.get_autocast_dtype("cuda") is st.bfloat16
    assert am.is_autocast_available("cpu") and am.is_autocast_available("cuda")
    assert not am.is_autocast_available("meta")
    assert am.is_autocast_cache_enabled()
    am.set_autocast_cache_enabled(False)
    assert not am.is_autocast_cache_enabled()


def test_nesting_counter() -> None:
    # PyTorch 2.13: 1, 2, 1, 0, then -1 below zero
    got = [am.autocast_increment_nesting(), am.autocast_increment_nesting()]
    got += [am.autocast_decrement_nesting() for _ in range(3)]
    assert got == [1, 2, 1, 0, -1]
    am.autocast_increment_nesting()


def test_errors_match_pytorch() -> None:
    with pytest.raises(
        TypeError, match=r"argument 'device_type' \(position 1\) must be str, not int"
    ):
        am.is_autocast_enabled(1)
    with pytest.raises(TypeError, match=r"argument 'enabled' \(position 2\) must be bool, not int"):
        am.set_autocast_enabled("cpu", 1)
    with pytest.raises(TypeError, match=r"argument 'enabled' \(position 1\) must be bool, not str"):
        am.set_autocast_enabled("cpu")
    with pytest.raises(TypeError, match=r"argument 'dtype' \(position 2\) must be torch.dtype"):
        am.set_autocast_dtype("cpu", "x")
    with pytest.raises(TypeError, match=r"enabled must be a bool \(got int\)"):
        am.set_autocast_cache_enabled(1)
    with pytest.raises(RuntimeError, match="unknown device type for autocast"):
        am.is_autocast_enabled("meta")
    with pytest.raises(RuntimeError, match="unsupported scalarType"):
        am.get_autocast_dtype("meta")
    with pytest.raises(RuntimeError, match="Expected one of cpu, cuda"):
        am.is_autocast_enabled("foo")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda: am.is_autocast_cpu_enabled(),
            "torch.is_autocast_cpu_enabled() is deprecated. Please use "
            "torch.is_autocast_enabled('cpu') instead.",
        ),
        (
            lambda: am.set_autocast_cpu_enabled(False),
            "torch.set_autocast_cpu_enabled(enabled) is deprecated. Please use "
            "torch.set_autocast_enabled('cpu', enabled) instead.",
        ),
        (
            lambda: am.get_autocast_cpu_dtype(),
            "torch.get_autocast_cpu_dtype() is deprecated. Please use "
            "torch.get_autocast_dtype('cpu') instead.",
        ),
        (
            lambda: am.set_autocast_cpu_dtype(st.bfloat16),
            "torch.set_autocast_cpu_dtype(dtype) is deprecated. Please use "
            "torch.set_autocast_dtype('cpu', dtype) instead.",
        ),
        (
            lambda: am.get_autocast_gpu_dtype(),
            "torch.get_autocast_gpu_dtype() is deprecated. Please use "
            "torch.get_autocast_dtype('cuda') instead.",
        ),
        (
            lambda: am.set_autocast_gpu_dtype(st.float16),
            "torch.set_autocast_gpu_dtype(dtype) is deprecated. Please use "
            "torch.set_autocast_dtype('cuda', dtype) instead.",
        ),
    ],
)
def test_deprecated_spellings_warn(call: object, message: str) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call()
    assert [(w.category, str(w.message)) for w in caught] == [(DeprecationWarning, message)]


def test_deprecated_spellings_act() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        am.set_autocast_cpu_enabled(True)
        assert am.is_autocast_cpu_enabled() and am.is_autocast_enabled("cpu")
        am.set_autocast_cpu_dtype(st.float16)
        assert am.get_autocast_cpu_dtype() is st.float16
        am.set_autocast_gpu_dtype(st.bfloat16)
        assert am.get_autocast_gpu_dtype() is st.bfloat16


def test_state_is_per_thread() -> None:
    seen = {}

    def probe() -> None:
        seen["enabled"] = am.is_autocast_enabled("cpu")
        seen["dtype"] = am.get_autocast_dtype("cpu")
        seen["mm"] = at.mm(at.ones(2, 2), at.ones(2, 2)).dtype

    with autocast("cpu", st.float16):
        thread = threading.Thread(target=probe)
        thread.start()
        thread.join()
        assert at.mm(at.ones(2, 2), at.ones(2, 2)).dtype is st.float16
    assert seen == {"enabled": False, "dtype": st.bfloat16, "mm": st.float32}
