"""Top-level names programs written for PyTorch use: version, finfo/iinfo, constants,
default device and tensor type, deterministic and thread settings, legacy constructors."""

from __future__ import annotations

import math
import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.version import TorchVersion
from packaging.version import Version


def test_version_compares_with_strings_tuples_and_versions():
    v = torch.__version__
    assert isinstance(v, str) and isinstance(v, TorchVersion)
    assert v == "2.13.0+glasstorch.0.1.0" and v.split("+")[0] == "2.13.0"
    assert v >= "2.0" and v > "2.12.9" and v < "2.13.1" and not v == "2.13.0"
    assert v < (3, 0) and v > (2, 13) and v >= [2, 13] and v < Version("2.14")
    # an unparsable operand falls back to str comparison; other types are not comparable
    assert TorchVersion("parrot") > "1.0" and not TorchVersion("parrot") < "1.0"
    assert v.__eq__(2) is NotImplemented
    assert hash(v) == hash(str(v))


def test_version_module():
    assert torch.version.__version__ == torch.__version__
    assert torch.version.cuda is None  # no GPU runs glasstorch's CUDA path here
    assert torch.version.hip is None and torch.version.debug is False
    assert torch.version.git_version == "Unknown"


def test_release_version_matches_the_distribution():
    import tomllib
    from pathlib import Path

    pyproject = Path(__file__).parents[1] / "pyproject.toml"
    assert torch.version.glasstorch == tomllib.loads(pyproject.read_text())["project"]["version"]


# finfo fields observed from PyTorch 2.13: (bits, eps, max, tiny, resolution, repr)
FINFO = {
    torch.float32: (32, 1.1920928955078125e-07, 3.4028234663852886e38, 1.1754943508222875e-38,
                    1e-06, "finfo(resolution=1e-06, min=-3.40282e+38, max=3.40282e+38, "
                    "eps=1.19209e-07, smallest_normal=1.17549e-38, tiny=1.17549e-38, "
                    "dtype=float32)"),
    torch.float64: (64, 2.220446049250313e-16, 1.7976931348623157e308,
                    2.2250738585072014e-308, 1e-15, None),
    torch.float16: (16, 0.0009765625, 65504.0, 6.103515625e-05, 0.001,
                    "finfo(resolution=0.001, min=-65504, max=65504, eps=0.000976562, "
                    "smallest_normal=6.10352e-05, tiny=6.10352e-05, dtype=float16)"),
    torch.bfloat16: (16, 0.0078125, 3.3895313892515355e38, 1.1754943508222875e-38, 0.01,
                     "finfo(resolution=0.01, min=-3.38953e+38, max=3.38953e+38, "
                     "eps=0.0078125, smallest_normal=1.17549e-38, tiny=1.17549e-38, "
                     "dtype=bfloat16)"),
}  # fmt: skip


@pytest.mark.parametrize("dtype", list(FINFO), ids=str)
def test_finfo(dtype):
    bits, eps, maximum, tiny, resolution, text = FINFO[dtype]
    f = torch.finfo(dtype)
    assert (f.bits, f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution) == (
        bits, eps, maximum, -maximum, tiny, tiny, resolution
    )  # fmt: skip
    assert f.dtype == dtype.name
    if text is not None:
        assert repr(f) == str(f) == text


def test_finfo_of_complex_default_and_errors():
    assert torch.finfo(torch.complex64) == torch.finfo(torch.float32)
    assert torch.finfo(torch.complex128).dtype == "float64"
    assert torch.finfo() == torch.finfo(torch.float32)
    torch.set_default_dtype(torch.float64)
    try:
        assert torch.finfo().dtype == "float64"
    finally:
        torch.set_default_dtype(torch.float32)
    with pytest.raises(TypeError, match="requires a floating point input type"):
        torch.finfo(torch.int32)
    with pytest.raises(TypeError, match="must be torch.dtype, not str"):
        torch.finfo("float32")
    with pytest.raises(TypeError, match="unhashable"):
        hash(torch.finfo())


@pytest.mark.parametrize(
    "dtype,bits,low,high,text",
    [
        (torch.uint8, 8, 0, 255, "iinfo(min=0, max=255, dtype=uint8)"),
        (torch.int8, 8, -128, 127, "iinfo(min=-128, max=127, dtype=int8)"),
        (torch.int16, 16, -32768, 32767, "iinfo(min=-32768, max=32767, dtype=int16)"),
        (torch.int32, 32, -(2**31), 2**31 - 1,
         "iinfo(min=-2.14748e+09, max=2.14748e+09, dtype=int32)"),
        (torch.int64, 64, -(2**63), 2**63 - 1,
         "iinfo(min=-9.22337e+18, max=9.22337e+18, dtype=int64)"),
    ],
)  # fmt: skip
def test_iinfo(dtype, bits, low, high, text):
    i = torch.iinfo(dtype)
    assert (i.bits, i.min, i.max, i.dtype) == (bits, low, high, dtype.name)
    assert type(i.max) is int and repr(i) == text


def test_iinfo_errors():
    with pytest.raises(TypeError, match="torch.bool is not supported by torch.iinfo|"
                       "glasstorch.bool is not supported by torch.iinfo"):  # fmt: skip
        torch.iinfo(torch.bool)
    with pytest.raises(TypeError, match="requires an integer input type"):
        torch.iinfo(torch.float32)


def test_constants_and_types():
    assert (torch.e, torch.pi, torch.inf) == (math.e, math.pi, math.inf)
    assert math.isnan(torch.nan) and torch.newaxis is None
    assert isinstance(torch.strided, torch.layout)
    assert isinstance(torch.channels_last, torch.memory_format)
    assert repr(torch.channels_last_3d) == "glasstorch.channels_last_3d"
    x = torch.zeros(2)
    assert x[torch.newaxis].shape == (1, 2)
    assert torch.typename(x) == "glasstorch.FloatTensor"
    assert torch.typename(torch.zeros(1, dtype=torch.int64)) == "glasstorch.LongTensor"
    assert torch.typename(torch.nn.Linear(1, 1)) == "glasstorch.nn.modules.linear.Linear"
    assert torch.typename(3) == "int" and torch.typename(None) == "NoneType"
    assert torch.get_device(x) == -1
    assert torch.types.Number == int | float | bool
    assert torch.types.Device == torch.device | str | int | None


def test_default_device_and_device_context():
    assert torch.get_default_device() == torch.device("cpu")
    with torch.device("meta") as d:
        assert d == torch.device("meta") and torch.get_default_device() == d
        assert torch.zeros(2).device == d and torch.tensor([1.0]).device == d
        assert torch.arange(3).device == d and torch.nn.Linear(2, 2).weight.device == d
        # data and *_like tensors, and the legacy constructor, are unaffected (as PyTorch)
        assert torch.from_numpy(np.zeros(2)).device.type == "cpu"
        assert torch.Tensor(2).device.type == "cpu"
    assert torch.zeros(2).device.type == "cpu"
    torch.set_default_device("meta")
    try:
        assert torch.empty(3).device.type == "meta"
        with torch.device("cpu"):
            assert torch.ones(1).device.type == "cpu"
        assert torch.ones(1).device.type == "meta"
    finally:
        torch.set_default_device(None)
    assert torch.ones(1).device.type == "cpu"


def test_default_device_is_per_thread():
    import threading

    seen = []
    torch.set_default_device("meta")
    try:
        thread = threading.Thread(target=lambda: seen.append(torch.zeros(1).device.type))
        thread.start()
        thread.join()
    finally:
        torch.set_default_device(None)
    assert seen == ["cpu"]


def test_set_default_tensor_type():
    with pytest.warns(UserWarning, match="set_default_tensor_type\\(\\) is deprecated"):
        torch.set_default_tensor_type(torch.DoubleTensor)
    try:
        assert torch.get_default_dtype() is torch.float64
        assert torch.Tensor(1).dtype is torch.float64 and torch.zeros(1).dtype is torch.float64
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.set_default_tensor_type("torch.FloatTensor")
        assert torch.get_default_dtype() is torch.float32
        with pytest.raises(TypeError, match="only floating-point types"):
            torch.set_default_tensor_type(torch.LongTensor)
        with pytest.raises(TypeError, match="invalid type object"):
            torch.set_default_tensor_type(torch.float64)
    finally:
        torch.set_default_dtype(torch.float32)


def test_deterministic_algorithms_fill_uninitialized_memory():
    assert not torch.are_deterministic_algorithms_enabled()
    assert torch.get_deterministic_debug_mode() == 0
    torch.use_deterministic_algorithms(True)
    try:
        assert torch.get_deterministic_debug_mode() == 2
        assert not torch.is_deterministic_algorithms_warn_only_enabled()
        # values observed from PyTorch 2.13 under use_deterministic_algorithms(True)
        assert torch.empty(3).isnan().all()
        assert torch.empty(2, dtype=torch.int32).tolist() == [2147483647] * 2
        assert torch.empty(2, dtype=torch.uint8).tolist() == [255, 255]
        assert torch.empty(2, dtype=torch.bool).tolist() == [True, True]
        assert torch.empty(2, dtype=torch.bfloat16).float().isnan().all()
        assert torch.empty_like(torch.zeros(2)).isnan().all()
        assert torch.empty_strided((2,), (1,)).isnan().all()
        torch.use_deterministic_algorithms(True, warn_only=True)
        assert torch.get_deterministic_debug_mode() == 1
        assert torch.is_deterministic_algorithms_warn_only_enabled()
        torch.set_deterministic_debug_mode("default")
        assert not torch.are_deterministic_algorithms_enabled()
        torch.set_deterministic_debug_mode(2)
        assert torch.are_deterministic_algorithms_enabled()
    finally:
        torch.use_deterministic_algorithms(False)
    with pytest.raises(RuntimeError, match="expected one of `default`, `warn`, `error`"):
        torch.set_deterministic_debug_mode("foo")
    with pytest.raises(RuntimeError, match="expected 0, 1, or 2, but got 3"):
        torch.set_deterministic_debug_mode(3)
    with pytest.raises(TypeError, match="must be bool, not int"):
        torch.use_deterministic_algorithms(1)


def test_float32_matmul_precision_and_allow_tf32():
    assert torch.get_float32_matmul_precision() == "highest"
    assert torch.backends.cuda.matmul.allow_tf32 is False
    try:
        torch.set_float32_matmul_precision("high")
        assert torch.backends.cuda.matmul.allow_tf32 is True
        torch.backends.cuda.matmul.allow_tf32 = False
        assert torch.get_float32_matmul_precision() == "highest"
        with pytest.warns(UserWarning, match="foo is not one of"):
            torch.set_float32_matmul_precision("foo")
        assert torch.get_float32_matmul_precision() == "highest"
    finally:
        torch.set_float32_matmul_precision("highest")


def test_num_threads_limits_the_blas_pool():
    from threadpoolctl import threadpool_info

    previous = torch.get_num_threads()
    assert previous >= 1
    try:
        torch.set_num_threads(1)
        assert torch.get_num_threads() == 1
        blas = [p for p in threadpool_info() if p["user_api"] == "blas"]
        assert blas and all(p["num_threads"] == 1 for p in blas)
    finally:
        torch.set_num_threads(previous)
    with pytest.raises(RuntimeError, match="expects a positive integer"):
        torch.set_num_threads(0)
    with pytest.raises(RuntimeError, match="expects an int, but got float"):
        torch.set_num_threads(1.5)


def test_anomaly_switches():
    assert not torch.is_anomaly_enabled() and torch.is_anomaly_check_nan_enabled()
    torch.set_anomaly_enabled(True, False)
    try:
        assert torch.is_anomaly_enabled() and not torch.is_anomaly_check_nan_enabled()
        assert torch.autograd.is_anomaly_enabled()
    finally:
        torch.set_anomaly_enabled(False)
    assert not torch.is_anomaly_enabled() and torch.is_anomaly_check_nan_enabled()
    with pytest.raises(TypeError, match="must be bool, not int"):
        torch.set_anomaly_enabled(1)


def test_set_flush_denormal_reports_it_cannot_act():
    assert torch.set_flush_denormal(True) is False
    assert torch.set_flush_denormal(False) is False
