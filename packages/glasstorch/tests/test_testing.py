"""glasstorch.testing: assert_close's verdicts and messages, assert_allclose, make_tensor.

The expected messages were observed from PyTorch 2.13 (``torch.testing.assert_close`` on
the same inputs); where PyTorch prints ``torch.float32`` or ``torch.Size``, glasstorch
prints its own names (``glasstorch.float32``), the rest is word for word.
"""

from __future__ import annotations

import math
from collections import OrderedDict

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.testing import assert_allclose, assert_close, make_tensor


def _message(actual, expected, exc=AssertionError, **kwargs) -> str:
    with pytest.raises(exc) as info:
        assert_close(actual, expected, **kwargs)
    return str(info.value)


def test_tensor_mismatch_report_matches_pytorch() -> None:
    got = _message(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), torch.tensor([[1.0, 2.5], [3.5, 4.0]]))
    assert got == (
        "Tensor-likes are not close!\n\n"
        "Mismatched elements: 2 / 4 (50.0%)\n"
        "Greatest absolute difference: 0.5 at index (0, 1) (up to 1e-05 allowed)\n"
        "Greatest relative difference: 0.20000000298023224 at index (0, 1) (up to 1.3e-06 allowed)"
    )


def test_integer_tensors_are_compared_for_equality() -> None:
    got = _message(torch.tensor([1, 2, 3]), torch.tensor([1, 2, 4]))
    assert got == (
        "Tensor-likes are not equal!\n\n"
        "Mismatched elements: 1 / 3 (33.3%)\n"
        "Greatest absolute difference: 1 at index (2,)\n"
        "Greatest relative difference: 0.25 at index (2,)"
    )
    got = _message(torch.tensor([True, False]), torch.tensor([True, True]))
    assert got.endswith("Greatest absolute difference: 1 at index (1,)\n"
                        "Greatest relative difference: 1.0 at index (1,)")  # fmt: skip


def test_nan_inf_and_explicit_tolerances() -> None:
    nan = float("nan")
    assert _message(torch.tensor([1.0, nan]), torch.tensor([1.0, nan])) == (
        "Tensor-likes are not close!\n\nMismatched elements: 1 / 2 (50.0%)\n"
        "Greatest absolute difference: nan at index (1,) (up to 1e-05 allowed)\n"
        "Greatest relative difference: nan at index (1,) (up to 1.3e-06 allowed)"
    )
    assert_close(torch.tensor([1.0, nan]), torch.tensor([1.0, nan]), equal_nan=True)
    inf = float("inf")
    assert_close(torch.tensor([1.0, inf]), torch.tensor([1.0, inf]))
    assert "Greatest absolute difference: inf at index (1,)" in _message(
        torch.tensor([1.0, inf]), torch.tensor([1.0, -inf])
    )
    got = _message(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0]), rtol=1e-3, atol=0.1)
    assert got.endswith(
        "Greatest absolute difference: 1.0 at index (1,) (up to 0.1 allowed)\n"
        "Greatest relative difference: 0.3333333432674408 at index (1,) (up to 0.001 allowed)"
    )
    assert_close(torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.05]), rtol=0.0, atol=0.1)
    with pytest.raises(ValueError) as info:
        assert_close(torch.tensor([1.0]), torch.tensor([1.0]), rtol=1e-3)
    assert str(info.value) == (
        "Both 'rtol' and 'atol' must be either specified or omitted, but got no atol."
    )


def test_default_tolerances_follow_the_dtype() -> None:
    # float32: rtol 1.3e-6, atol 1e-5; float64: 1e-7 both.
    assert_close(torch.tensor([1.0]), torch.tensor([1.0 + 1e-6]))
    with pytest.raises(AssertionError):
        assert_close(torch.tensor([1.0], dtype=torch.float64),
                     torch.tensor([1.0 + 1e-6], dtype=torch.float64))  # fmt: skip
    assert_close(torch.tensor([1.0], dtype=torch.float16),
                 torch.tensor([1.0009765625], dtype=torch.float16))  # fmt: skip


def test_attribute_checks() -> None:
    a32, a64 = torch.tensor([1.0, 2.0]), torch.tensor([1.0, 2.0], dtype=torch.float64)
    assert _message(a32, a64) == (
        "The values for attribute 'dtype' do not match: glasstorch.float32 != glasstorch.float64."
    )
    assert_close(a32, a64, check_dtype=False)
    assert _message(torch.ones(2), torch.ones(3)) == (
        "The values for attribute 'shape' do not match: glasstorch.Size([2]) != "
        "glasstorch.Size([3])."
    )
    transposed = torch.ones(2, 3).t()
    assert_close(transposed, torch.ones(3, 2))
    assert _message(transposed, torch.ones(3, 2), check_stride=True) == (
        "The values for attribute 'stride()' do not match: (1, 3) != (2, 1)."
    )
    meta = torch.empty(2, device="meta")
    assert_close(meta, torch.empty(2, device="meta"))  # only attributes are compared
    assert "attribute 'device'" in _message(meta, torch.zeros(2))


def test_scalars_booleans_and_none() -> None:
    assert _message(1.0, 1.1) == (
        "Scalars are not close!\n\nExpected 1.1 but got 1.0.\n"
        "Absolute difference: 0.10000000000000009 (up to 1e-07 allowed)\n"
        "Relative difference: 0.09090909090909098 (up to 1e-07 allowed)"
    )
    assert _message(1, 2) == (
        "Scalars are not equal!\n\nExpected 2 but got 1.\nAbsolute difference: 1\n"
        "Relative difference: 0.5"
    )
    assert _message(True, False) == "Booleans mismatch: True is not False"
    assert _message(None, 1) == "None mismatch: None is not 1"
    assert _message(1, 1.0) == ("The (d)types do not match: <class 'int'> != <class 'float'>.")
    assert_close(1, 1.0, check_dtype=False)
    assert_close(np.float32(2.0), 2.0, check_dtype=False)
    assert_close(None, None)
    assert _message(torch.tensor(1.0), torch.tensor(2.0)) == (
        "Scalars are not close!\n\nExpected 2.0 but got 1.0.\n"
        "Absolute difference: 1.0 (up to 1e-05 allowed)\n"
        "Relative difference: 0.5 (up to 1.3e-06 allowed)"
    )


def test_nested_inputs_name_the_failing_item() -> None:
    got = _message([torch.tensor(1.0), 2.0], [torch.tensor(1.0), 2.5])
    assert got == (
        "Scalars are not close!\n\nExpected 2.5 but got 2.0.\n"
        "Absolute difference: 0.5 (up to 1e-07 allowed)\n"
        "Relative difference: 0.2 (up to 1e-07 allowed)\n\n"
        "The failure occurred for item [1]"
    )
    got = _message({"a": [torch.tensor(1.0)]}, OrderedDict(a=[torch.tensor(2.0)]))
    assert got.endswith("\n\nThe failure occurred for item ['a'][0]")
    assert _message({"a": torch.tensor(1.0)}, {"b": torch.tensor(1.0)}) == (
        "The keys of the mappings do not match:\nMissing keys in the actual mapping: ['b']\n"
        "Additional keys in the actual mapping: ['a']"
    )
    assert _message([1, 2], [1, 2, 3]) == "The length of the sequences mismatch: 2 != 3"
    assert_close((torch.ones(2), {"x": 3}), [torch.ones(2), {"x": 3}])


def test_unrelated_types_are_refused() -> None:
    t = torch.ones(2)
    for other in (t.numpy(), [1.0, 1.0], 5):
        msg = _message(t, other, exc=TypeError)
        assert msg == (
            f"No comparison pair was able to handle inputs of type {type(t)} and {type(other)}."
        )
    assert_close(np.array([1.0, 2.0]), np.array([1.0, 2.0]))
    assert "Tensor-likes are not close!" in _message(np.array([1.0, 2.0]), np.array([1.0, 3.0]))


def test_msg_replaces_or_rewrites_the_message() -> None:
    a, b = torch.tensor([1.0, 2.0]), torch.tensor([1.0, 3.0])
    assert _message(a, b, msg="custom") == "custom"
    assert _message(a, b, msg=lambda m: "X" + m) == (
        "XTensor-likes are not close!\n\nMismatched elements: 1 / 2 (50.0%)\n"
        "Greatest absolute difference: 1.0 at index (1,) (up to 1e-05 allowed)\n"
        "Greatest relative difference: 0.3333333432674408 at index (1,) (up to 1.3e-06 allowed)"
    )
    assert _message([a], [b], msg=lambda m: m.splitlines()[-1]) == (
        "The failure occurred for item [0]"
    )


def test_assert_allclose_is_deprecated_and_looser() -> None:
    with pytest.warns(FutureWarning, match=r"assert_allclose\(\)` is deprecated since 1.12"):
        assert_allclose(torch.tensor([1.0, float("nan")]), [1.00005, float("nan")])
    with pytest.warns(FutureWarning), pytest.raises(AssertionError):
        assert_allclose(torch.tensor([1.0]), [1.001])


def test_make_tensor_ranges_and_layouts() -> None:
    torch.manual_seed(0)
    x = make_tensor(200, dtype=torch.float32, device="cpu")
    assert x.dtype is torch.float32 and x.shape == (200,)
    assert -9 <= x.min().item() and x.max().item() < 9
    ints = make_tensor((50, 4), dtype=torch.int64, device="cpu")
    assert ints.shape == (50, 4) and -9 <= ints.min().item() and ints.max().item() <= 9
    assert make_tensor(100, dtype=torch.uint8, device="cpu").min().item() >= 0
    bools = make_tensor(100, dtype=torch.bool, device="cpu")
    assert set(bools.tolist()) == {False, True}
    odd = make_tensor(300, dtype=torch.int32, device="cpu", low=-1, high=2, exclude_zero=True)
    assert set(odd.tolist()) == {-1, 1}
    small = make_tensor(100, dtype=torch.float64, device="cpu", low=0.25, high=0.5)
    assert 0.25 <= small.min().item() and small.max().item() < 0.5
    nc = make_tensor(3, 4, dtype=torch.float32, device="cpu", noncontiguous=True,
                     requires_grad=True)  # fmt: skip
    assert nc.shape == (3, 4) and not nc.is_contiguous() and nc.requires_grad
    cl = make_tensor(2, 3, 4, 5, dtype=torch.float32, device="cpu",
                     memory_format=torch.channels_last)  # fmt: skip
    assert cl.stride() == (60, 1, 15, 3)
    c = make_tensor(10, dtype=torch.complex64, device="cpu")
    assert c.dtype is torch.complex64 and np.abs(c.numpy()).max() < 9 * math.sqrt(2)
    huge = make_tensor(10, dtype=torch.float16, device="cpu", low=-1e6, high=1e6)
    assert abs(huge).max().item() <= 65504  # clamped to float16's range
    with pytest.raises(ValueError, match="`low` must be less than `high`, but got 2 >= 1"):
        make_tensor(2, dtype=torch.int64, device="cpu", low=2, high=1)
    with pytest.raises(ValueError, match="`requires_grad=True` is not supported"):
        make_tensor(2, dtype=torch.int64, device="cpu", requires_grad=True)
    with pytest.raises(ValueError, match="mutually exclusive"):
        make_tensor(2, 2, dtype=torch.float32, device="cpu", noncontiguous=True,
                    memory_format=torch.contiguous_format)  # fmt: skip
