"""``torch.range`` (deprecated, end included) and ``torch.from_file``: values, dtypes,
sharing and errors as PyTorch 2.13 gives them."""

from __future__ import annotations

import os
import warnings

import glasstorch as torch
import numpy as np
import pytest


def quiet_range(*args, **kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return torch.range(*args, **kwargs)


def test_range_warns_at_the_caller():
    with pytest.warns(UserWarning, match="torch.range is deprecated") as record:
        torch.range(1, 3)
    assert record[0].filename == __file__


@pytest.mark.parametrize(
    ("args", "kwargs", "expected", "dtype"),
    [
        ((1, 4), {}, [1.0, 2.0, 3.0, 4.0], torch.float32),  # the default dtype, even for ints
        ((1, 4, 0.5), {}, [1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0], torch.float32),
        ((4, 1, -1), {}, [4.0, 3.0, 2.0, 1.0], torch.float32),
        ((1.5, 4), {}, [1.5, 2.5, 3.5], torch.float32),
        ((1, 4), {"dtype": torch.uint8}, [1, 2, 3, 4], torch.uint8),
        # integral dtypes truncate start, end and step first (PyTorch-observed)
        ((1.5, 7.9, 2.5), {"dtype": torch.int32}, [1, 3, 5, 7], torch.int32),
        ((10, -10, -3), {"dtype": torch.int16}, [10, 7, 4, 1, -2, -5, -8], torch.int16),
        ((torch.tensor(2), 5), {}, [2.0, 3.0, 4.0, 5.0], torch.float32),
    ],
)
def test_range_values(args, kwargs, expected, dtype):
    result = quiet_range(*args, **kwargs)
    assert result.dtype is dtype and result.tolist() == expected


def test_range_sizes_follow_float_division():
    # (0.9 - 0) / 0.1 is 9.000000000000002 in float64: ten points, as in PyTorch
    assert len(quiet_range(0, 0.9, 0.1)) == 10
    values = quiet_range(0, 1, 0.1, dtype=torch.float64)
    np.testing.assert_array_equal(values.numpy(), np.arange(11) * 0.1)
    assert quiet_range(1, 4, requires_grad=True).requires_grad


def test_range_out_resizes():
    out = torch.empty(2)
    assert quiet_range(1, 4, out=out) is out and out.tolist() == [1.0, 2.0, 3.0, 4.0]
    ints = torch.empty(9, dtype=torch.int64)
    assert quiet_range(1.7, 4, out=ints).tolist() == [1, 2, 3, 4]


def test_range_errors():
    cases = [
        ((4, 1), RuntimeError, "upper bound and lower bound inconsistent with step sign"),
        ((1, 4, 0), RuntimeError, "step must be nonzero"),
        ((1, float("inf")), RuntimeError, "unsupported range: 1 -> inf"),
    ]
    for args, error, message in cases:
        with pytest.raises(error, match=message):
            quiet_range(*args)
    with pytest.raises(NotImplementedError, match="\"range_cpu\" not implemented for 'Bool'"):
        quiet_range(1, 4, dtype=torch.bool)
    with pytest.raises(NotImplementedError, match="'ComplexFloat'"):
        quiet_range(1, 4, dtype=torch.complex64)
    # a fractional step truncates to 0 for an integral dtype (PyTorch divides by it and dies)
    with pytest.raises(RuntimeError, match="step must be nonzero"):
        quiet_range(1, 4, 0.5, dtype=torch.int64)
    with pytest.raises(TypeError, match="range"):
        quiet_range(5)  # end is required


@pytest.fixture
def data_file(tmp_path):
    path = tmp_path / "data.bin"
    path.write_bytes(bytes(range(16)))
    return str(path)


def test_from_file_reads_the_start_of_the_file(data_file):
    t = torch.from_file(data_file, size=4, dtype=torch.uint8)
    assert t.tolist() == [0, 1, 2, 3] and t.dtype is torch.uint8
    expected = np.frombuffer(bytes(range(16)), dtype=np.float64)[:2]
    np.testing.assert_array_equal(
        torch.from_file(data_file, False, 2, dtype=torch.float64).numpy(), expected
    )
    assert torch.from_file(data_file).shape == (0,)  # size 0: nothing read
    assert torch.from_file(
        data_file, None, 2, dtype=torch.float64, requires_grad=True
    ).requires_grad
    floats = torch.from_file(data_file, size=4)
    assert floats.dtype is torch.get_default_dtype() and floats.shape == (4,)


def test_from_file_private_and_shared(data_file):
    private = torch.from_file(data_file, False, 4, dtype=torch.uint8)
    private[0] = 99
    del private
    assert open(data_file, "rb").read()[0] == 0  # copy-on-write: the file is untouched
    shared = torch.from_file(data_file, True, 4, dtype=torch.uint8)
    other = torch.from_file(data_file, True, 4, dtype=torch.uint8)
    shared[1] = 77
    assert other[1].item() == 77  # both map the same pages
    del shared, other
    assert open(data_file, "rb").read()[:3] == bytes([0, 77, 2])


def test_from_file_shared_creates_and_grows(tmp_path):
    path = str(tmp_path / "new.bin")
    t = torch.from_file(path, True, 3, dtype=torch.int16)
    t[2] = 5
    del t
    assert os.path.getsize(path) == 6 and oct(os.stat(path).st_mode & 0o777) == "0o600"
    assert open(path, "rb").read() == b"\x00\x00\x00\x00\x05\x00"
    grown = tmp_path / "grown.bin"
    grown.write_bytes(b"abcd")
    assert torch.from_file(str(grown), True, 6, dtype=torch.uint8).tolist()[4:] == [0, 0]
    assert os.path.getsize(grown) == 6


def test_from_file_errors(data_file, tmp_path):
    with pytest.raises(
        RuntimeError, match=r"size <16> is smaller than the required mapping size <20>"
    ):
        torch.from_file(data_file, False, 5)
    missing = str(tmp_path / "missing.bin")
    with pytest.raises(RuntimeError, match=r"in read-only mode: No such file or directory \(2\)"):
        torch.from_file(missing, False, 2)
    with pytest.raises(RuntimeError, match=r"in read-write mode: No such file or directory \(2\)"):
        torch.from_file(str(tmp_path / "no" / "x.bin"), True, 2)
    with pytest.raises(RuntimeError, match="tensors constructed from a file cannot be pinned"):
        torch.from_file(data_file, None, 2, pin_memory=True)
    with pytest.raises(TypeError, match="from_file"):
        torch.from_file(tmp_path / "data.bin", None, 2)  # a str, not a path object
