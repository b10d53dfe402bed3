"""Tests of tensor printing (``glasstorch.aten._tensor_str``) against PyTorch's output.

Every expected string in :data:`CASES` was produced by PyTorch 2.15's ``repr`` of the same
data (with ``torch.`` written ``glasstorch.``), so these pin the layout exactly: widths,
scientific notation, summarization, wrapping, indentation and suffixes. Tensors are stood in
for by :class:`FakeTensor`, a numpy array with the attributes ``tensor_repr`` reads, so that
the tests do not depend on the rest of aten.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from glasstorch.aten import _tensor_str
from glasstorch.aten._tensor_str import (
    get_printoptions,
    printoptions,
    set_printoptions,
    tensor_repr,
)
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.core.device import Device

A = np.array
nan, inf = math.nan, math.inf


def _grad_node(name: str) -> Any:
    """An autograd node stand-in whose class is called ``name`` (as PyTorch's nodes)."""
    return type(name, (), {})()


class FakeTensor:
    """Just enough of a glasstorch Tensor for printing, over a numpy array."""

    def __init__(
        self,
        data: Any,
        dtype: str | st.dtype = "float32",
        *,
        device: str = "cpu",
        requires_grad: bool = False,
        grad_fn: Any = None,
    ) -> None:
        self.dtype = getattr(st, dtype) if isinstance(dtype, str) else dtype
        array = np.asarray(data)
        if self.dtype.itemsize == 2 and array.dtype.kind == "f":
            array = array.astype(np.float32)  # as PyTorch: float64 -> float32 -> half/bf16
        self._data = array.astype(self.dtype.numpy_dtype)
        self.shape = tuple(self._data.shape)
        self.device = Device(device)
        self.requires_grad = requires_grad or grad_fn is not None
        self.grad_fn = grad_fn
        self._impl = SimpleNamespace(is_wrapped_number=False)

    @property
    def is_meta(self) -> bool:
        return self.device.type == "meta"

    def _array(self) -> np.ndarray:
        if self.is_meta:
            raise NotImplementedError("meta tensors have no data")
        return self._data

    def dim(self) -> int:
        return len(self.shape)

    def numel(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))


@dataclass
class Case:
    """One tensor and the string PyTorch prints for it.

    ``extras`` may hold ``opts`` (set_printoptions arguments), ``default`` (the default
    dtype), ``device``, ``requires_grad`` and ``grad_fn`` (a node class name).
    """

    id: str
    make: Callable[[], Any]
    dtype: str
    expected: str
    extras: dict[str, Any] = field(default_factory=dict)

    def tensor(self) -> FakeTensor:
        grad_fn = self.extras.get("grad_fn")
        return FakeTensor(
            self.make(),
            self.dtype,
            device=self.extras.get("device", "cpu"),
            requires_grad=self.extras.get("requires_grad", False),
            grad_fn=None if grad_fn is None else _grad_node(grad_fn),
        )


@pytest.fixture(autouse=True)
def _restore_defaults() -> Iterator[None]:
    """Every test starts and ends with the default print options and default dtype."""
    set_printoptions(profile="default")
    st.set_default_dtype(st.float32)
    yield
    set_printoptions(profile="default")
    st.set_default_dtype(st.float32)


# Generated from PyTorch 2.15: repr(torch.from_numpy(make()).to(dtype)), options applied.
CASES: list[Case] = [
    Case(
        "int_1d",
        lambda: A([1, 2, 3]),
        "int64",
        "tensor([1, 2, 3])",
    ),
    Case(
        "int_negative",
        lambda: A([-1, 20, -300]),
        "int64",
        "tensor([  -1,   20, -300])",
    ),
    Case(
        "int32_suffix",
        lambda: A([1, 2, 3]),
        "int32",
        "tensor([1, 2, 3], dtype=glasstorch.int32)",
    ),
    Case(
        "uint8_suffix",
        lambda: A([0, 255, 7]),
        "uint8",
        "tensor([  0, 255,   7], dtype=glasstorch.uint8)",
    ),
    Case(
        "int8_2d",
        lambda: A([[-128, 5], [7, 127]]),
        "int8",
        "tensor([[-128,    5],\n        [   7,  127]], dtype=glasstorch.int8)",
    ),
    Case(
        "float_whole",
        lambda: A([1.0, 2.0, 3.0]),
        "float32",
        "tensor([1., 2., 3.])",
    ),
    Case(
        "float_whole_negative",
        lambda: A([-1.0, 20.0, -300.0]),
        "float32",
        "tensor([  -1.,   20., -300.])",
    ),
    Case(
        "float_fraction",
        lambda: A([1.5, 2.25, -3.0]),
        "float32",
        "tensor([ 1.5000,  2.2500, -3.0000])",
    ),
    Case(
        "float_rounding",
        lambda: A([0.1, 1 / 3, 2 / 3, 123.456789]),
        "float32",
        "tensor([1.0000e-01, 3.3333e-01, 6.6667e-01, 1.2346e+02])",
    ),
    Case(
        "float_zeros",
        lambda: A([0.0, 0.0, -0.0]),
        "float32",
        "tensor([0., 0., -0.])",
    ),
    Case(
        "float_neg_zero_mixed",
        lambda: A([-0.0, 1.5]),
        "float32",
        "tensor([-0.0000, 1.5000])",
    ),
    Case(
        "sci_small",
        lambda: A([1e-5, 1.0, 1000.0]),
        "float32",
        "tensor([1.0000e-05, 1.0000e+00, 1.0000e+03])",
    ),
    Case(
        "sci_ratio_int",
        lambda: A([1.0, 1e5]),
        "float32",
        "tensor([1.0000e+00, 1.0000e+05])",
    ),
    Case(
        "no_sci_ratio_1000",
        lambda: A([1.0, 1000.0]),
        "float32",
        "tensor([   1., 1000.])",
    ),
    Case(
        "sci_large",
        lambda: A([1e9]),
        "float32",
        "tensor([1.0000e+09])",
    ),
    Case(
        "sci_large_fraction",
        lambda: A([1.5e9, -2.25]),
        "float32",
        "tensor([ 1.5000e+09, -2.2500e+00])",
    ),
    Case(
        "sci_negative_exponent3",
        lambda: A([1e-300, 1.0]),
        "float64",
        "tensor([1.0000e-300,  1.0000e+00], dtype=glasstorch.float64)",
    ),
    Case(
        "sci_huge_exponent3",
        lambda: A([1e300, -1e-300]),
        "float64",
        "tensor([ 1.0000e+300, -1.0000e-300], dtype=glasstorch.float64)",
    ),
    Case(
        "nan_inf_whole",
        lambda: A([nan, 1.0, inf, -inf]),
        "float32",
        "tensor([nan, 1., inf, -inf])",
    ),
    Case(
        "nan_inf_fraction",
        lambda: A([nan, 1.5, inf, -inf]),
        "float32",
        "tensor([   nan, 1.5000,    inf,   -inf])",
    ),
    Case(
        "nan_inf_sci",
        lambda: A([nan, 1e-7, inf, -inf]),
        "float32",
        "tensor([       nan, 1.0000e-07,        inf,       -inf])",
    ),
    Case(
        "all_nan",
        lambda: A([nan, nan]),
        "float32",
        "tensor([nan, nan])",
    ),
    Case(
        "only_inf",
        lambda: A([inf, -inf, 0.0]),
        "float32",
        "tensor([inf, -inf, 0.])",
    ),
    Case(
        "bool_1d",
        lambda: A([True, False, True]),
        "bool",
        "tensor([ True, False,  True])",
    ),
    Case(
        "bool_2d",
        lambda: A([[True], [True]]),
        "bool",
        "tensor([[True],\n        [True]])",
    ),
    Case(
        "bool_scalar",
        lambda: A(True),
        "bool",
        "tensor(True)",
    ),
    Case(
        "complex_1d",
        lambda: A([1 + 2j, -3.5 - 1j]),
        "complex64",
        "tensor([ 1.0000+2.j, -3.5000-1.j])",
    ),
    Case(
        "complex_whole",
        lambda: A([1 + 2j, 3 - 4j, 0j]),
        "complex64",
        "tensor([1.+2.j, 3.-4.j, 0.+0.j])",
    ),
    Case(
        "complex_sci",
        lambda: A([1e-5 + 1j, 100 + 1e6j]),
        "complex64",
        "tensor([1.0000e-05+1.0000e+00j, 1.0000e+02+1.0000e+06j])",
    ),
    Case(
        "complex_neg_zero_imag",
        lambda: A([1 - 0j, complex(2, -0.0)]),
        "complex64",
        "tensor([1.+0.j, 2.-0.j])",
    ),
    Case(
        "complex_nan",
        lambda: A([complex(1, nan), complex(nan, 2)]),
        "complex64",
        "tensor([1.+nanj, nan+2.j])",
    ),
    Case(
        "complex128_suffix",
        lambda: A([1.25 + 2j]),
        "complex128",
        "tensor([1.2500+2.j], dtype=glasstorch.complex128)",
    ),
    Case(
        "complex_scalar",
        lambda: A(1.5 - 2j),
        "complex64",
        "tensor(1.5000-2.j)",
    ),
    Case(
        "complex_2d",
        lambda: A([[1 + 1j, 2.5 - 3j], [-1j, 4 + 0j]]),
        "complex64",
        "tensor([[1.0000+1.j, 2.5000-3.j],\n        [-0.0000-1.j, 4.0000+0.j]])",
    ),
    Case(
        "float16_suffix",
        lambda: A([1.5, 2.0, 3.1]),
        "float16",
        "tensor([1.5000, 2.0000, 3.0996], dtype=glasstorch.float16)",
    ),
    Case(
        "bfloat16_suffix",
        lambda: A([1.5, 2.0, 3.1]),
        "bfloat16",
        "tensor([1.5000, 2.0000, 3.0938], dtype=glasstorch.bfloat16)",
    ),
    Case(
        "float64_suffix",
        lambda: A([1.5, 2.0, 3.1]),
        "float64",
        "tensor([1.5000, 2.0000, 3.1000], dtype=glasstorch.float64)",
    ),
    Case(
        "float64_whole",
        lambda: A([1.0, 2.0]),
        "float64",
        "tensor([1., 2.], dtype=glasstorch.float64)",
    ),
    Case(
        "scalar_float_whole",
        lambda: A(3.0),
        "float32",
        "tensor(3.)",
    ),
    Case(
        "scalar_float",
        lambda: A(3.5),
        "float32",
        "tensor(3.5000)",
    ),
    Case(
        "scalar_int",
        lambda: A(3),
        "int64",
        "tensor(3)",
    ),
    Case(
        "scalar_negative_int",
        lambda: A(-42),
        "int64",
        "tensor(-42)",
    ),
    Case(
        "scalar_float64",
        lambda: A(0.125),
        "float64",
        "tensor(0.1250, dtype=glasstorch.float64)",
    ),
    Case(
        "scalar_sci",
        lambda: A(1e-6),
        "float32",
        "tensor(1.0000e-06)",
    ),
    Case(
        "scalar_nan",
        lambda: A(nan),
        "float32",
        "tensor(nan)",
    ),
    Case(
        "scalar_zero",
        lambda: A(0.0),
        "float32",
        "tensor(0.)",
    ),
    Case(
        "empty_1d",
        lambda: np.zeros(0),
        "float32",
        "tensor([])",
    ),
    Case(
        "empty_1d_int",
        lambda: np.zeros(0),
        "int64",
        "tensor([], dtype=glasstorch.int64)",
    ),
    Case(
        "empty_1d_float64",
        lambda: np.zeros(0),
        "float64",
        "tensor([], dtype=glasstorch.float64)",
    ),
    Case(
        "empty_2d",
        lambda: np.zeros((0, 3)),
        "float32",
        "tensor([], size=(0, 3))",
    ),
    Case(
        "empty_3d_bool",
        lambda: np.zeros((2, 0, 1)),
        "bool",
        "tensor([], size=(2, 0, 1), dtype=glasstorch.bool)",
    ),
    Case(
        "empty_2d_complex",
        lambda: np.zeros((0, 2)),
        "complex64",
        "tensor([], size=(0, 2), dtype=glasstorch.complex64)",
    ),
    Case(
        "arange_2000",
        lambda: np.arange(2000),
        "int64",
        "tensor([   0,    1,    2,  ..., 1997, 1998, 1999])",
    ),
    Case(
        "arange_2000_thirds",
        lambda: np.arange(2000, dtype=np.float32) / 3,
        "float32",
        "tensor([0.0000e+00, 3.3333e-01, 6.6667e-01,  ..., 6.6567e+02, 6.6600e+02,\n"
        "        6.6633e+02])",
    ),
    Case(
        "arange_1001_whole",
        lambda: np.arange(1001),
        "float32",
        "tensor([   0.,    1.,    2.,  ...,  998.,  999., 1000.])",
    ),
    Case(
        "summarized_2d",
        lambda: np.arange(10000).reshape(100, 100),
        "int64",
        "tensor([[   0,    1,    2,  ...,   97,   98,   99],\n"
        "        [ 100,  101,  102,  ...,  197,  198,  199],\n"
        "        [ 200,  201,  202,  ...,  297,  298,  299],\n"
        "        ...,\n"
        "        [9700, 9701, 9702,  ..., 9797, 9798, 9799],\n"
        "        [9800, 9801, 9802,  ..., 9897, 9898, 9899],\n"
        "        [9900, 9901, 9902,  ..., 9997, 9998, 9999]])",
    ),
    Case(
        "summarized_2d_float",
        lambda: (np.arange(10000, dtype=np.float32) / 7).reshape(100, 100),
        "float32",
        "tensor([[0.0000e+00, 1.4286e-01, 2.8571e-01,  ..., 1.3857e+01, 1.4000e+01,\n"
        "         1.4143e+01],\n"
        "        [1.4286e+01, 1.4429e+01, 1.4571e+01,  ..., 2.8143e+01, 2.8286e+01,\n"
        "         2.8429e+01],\n"
        "        [2.8571e+01, 2.8714e+01, 2.8857e+01,  ..., 4.2429e+01, 4.2571e+01,\n"
        "         4.2714e+01],\n"
        "        ...,\n"
        "        [1.3857e+03, 1.3859e+03, 1.3860e+03,  ..., 1.3996e+03, 1.3997e+03,\n"
        "         1.3999e+03],\n"
        "        [1.4000e+03, 1.4001e+03, 1.4003e+03,  ..., 1.4139e+03, 1.4140e+03,\n"
        "         1.4141e+03],\n"
        "        [1.4143e+03, 1.4144e+03, 1.4146e+03,  ..., 1.4281e+03, 1.4283e+03,\n"
        "         1.4284e+03]])",
    ),
    Case(
        "summarized_rows_only",
        lambda: np.arange(2000).reshape(1000, 2),
        "int64",
        "tensor([[   0,    1],\n"
        "        [   2,    3],\n"
        "        [   4,    5],\n"
        "        ...,\n"
        "        [1994, 1995],\n"
        "        [1996, 1997],\n"
        "        [1998, 1999]])",
    ),
    Case(
        "summarized_cols_only",
        lambda: np.arange(2000).reshape(2, 1000),
        "int64",
        "tensor([[   0,    1,    2,  ...,  997,  998,  999],\n"
        "        [1000, 1001, 1002,  ..., 1997, 1998, 1999]])",
    ),
    Case(
        "summarized_3d",
        lambda: np.arange(3000).reshape(10, 10, 30),
        "int64",
        "tensor([[[   0,    1,    2,  ...,   27,   28,   29],\n"
        "         [  30,   31,   32,  ...,   57,   58,   59],\n"
        "         [  60,   61,   62,  ...,   87,   88,   89],\n"
        "         ...,\n"
        "         [ 210,  211,  212,  ...,  237,  238,  239],\n"
        "         [ 240,  241,  242,  ...,  267,  268,  269],\n"
        "         [ 270,  271,  272,  ...,  297,  298,  299]],\n"
        "\n"
        "        [[ 300,  301,  302,  ...,  327,  328,  329],\n"
        "         [ 330,  331,  332,  ...,  357,  358,  359],\n"
        "         [ 360,  361,  362,  ...,  387,  388,  389],\n"
        "         ...,\n"
        "         [ 510,  511,  512,  ...,  537,  538,  539],\n"
        "         [ 540,  541,  542,  ...,  567,  568,  569],\n"
        "         [ 570,  571,  572,  ...,  597,  598,  599]],\n"
        "\n"
        "        [[ 600,  601,  602,  ...,  627,  628,  629],\n"
        "         [ 630,  631,  632,  ...,  657,  658,  659],\n"
        "         [ 660,  661,  662,  ...,  687,  688,  689],\n"
        "         ...,\n"
        "         [ 810,  811,  812,  ...,  837,  838,  839],\n"
        "         [ 840,  841,  842,  ...,  867,  868,  869],\n"
        "         [ 870,  871,  872,  ...,  897,  898,  899]],\n"
        "\n"
        "        ...,\n"
        "\n"
        "        [[2100, 2101, 2102,  ..., 2127, 2128, 2129],\n"
        "         [2130, 2131, 2132,  ..., 2157, 2158, 2159],\n"
        "         [2160, 2161, 2162,  ..., 2187, 2188, 2189],\n"
        "         ...,\n"
        "         [2310, 2311, 2312,  ..., 2337, 2338, 2339],\n"
        "         [2340, 2341, 2342,  ..., 2367, 2368, 2369],\n"
        "         [2370, 2371, 2372,  ..., 2397, 2398, 2399]],\n"
        "\n"
        "        [[2400, 2401, 2402,  ..., 2427, 2428, 2429],\n"
        "         [2430, 2431, 2432,  ..., 2457, 2458, 2459],\n"
        "         [2460, 2461, 2462,  ..., 2487, 2488, 2489],\n"
        "         ...,\n"
        "         [2610, 2611, 2612,  ..., 2637, 2638, 2639],\n"
        "         [2640, 2641, 2642,  ..., 2667, 2668, 2669],\n"
        "         [2670, 2671, 2672,  ..., 2697, 2698, 2699]],\n"
        "\n"
        "        [[2700, 2701, 2702,  ..., 2727, 2728, 2729],\n"
        "         [2730, 2731, 2732,  ..., 2757, 2758, 2759],\n"
        "         [2760, 2761, 2762,  ..., 2787, 2788, 2789],\n"
        "         ...,\n"
        "         [2910, 2911, 2912,  ..., 2937, 2938, 2939],\n"
        "         [2940, 2941, 2942,  ..., 2967, 2968, 2969],\n"
        "         [2970, 2971, 2972,  ..., 2997, 2998, 2999]]])",
    ),
    Case(
        "summarized_complex",
        lambda: np.arange(2000) * (1 + 1j),
        "complex64",
        "tensor([0.0000e+00+0.0000e+00j, 1.0000e+00+1.0000e+00j, 2.0000e+00+2.0000e+00j,\n"
        "         ..., 1.9970e+03+1.9970e+03j, 1.9980e+03+1.9980e+03j,\n"
        "        1.9990e+03+1.9990e+03j])",
    ),
    Case(
        "three_d",
        lambda: np.arange(24).reshape(2, 3, 4),
        "int64",
        "tensor([[[ 0,  1,  2,  3],\n"
        "         [ 4,  5,  6,  7],\n"
        "         [ 8,  9, 10, 11]],\n"
        "\n"
        "        [[12, 13, 14, 15],\n"
        "         [16, 17, 18, 19],\n"
        "         [20, 21, 22, 23]]])",
    ),
    Case(
        "three_d_float",
        lambda: (np.arange(24, dtype=np.float32) - 12) / 4,
        "float32",
        "tensor([-3.0000, -2.7500, -2.5000, -2.2500, -2.0000, -1.7500, -1.5000, -1.2500,\n"
        "        -1.0000, -0.7500, -0.5000, -0.2500,  0.0000,  0.2500,  0.5000,  0.7500,\n"
        "         1.0000,  1.2500,  1.5000,  1.7500,  2.0000,  2.2500,  2.5000,  2.7500])",
    ),
    Case(
        "three_d_float_reshaped",
        lambda: ((np.arange(24, dtype=np.float32) - 12) / 4).reshape(2, 3, 4),
        "float32",
        "tensor([[[-3.0000, -2.7500, -2.5000, -2.2500],\n"
        "         [-2.0000, -1.7500, -1.5000, -1.2500],\n"
        "         [-1.0000, -0.7500, -0.5000, -0.2500]],\n"
        "\n"
        "        [[ 0.0000,  0.2500,  0.5000,  0.7500],\n"
        "         [ 1.0000,  1.2500,  1.5000,  1.7500],\n"
        "         [ 2.0000,  2.2500,  2.5000,  2.7500]]])",
    ),
    Case(
        "four_d",
        lambda: np.arange(16).reshape(2, 2, 2, 2),
        "int64",
        "tensor([[[[ 0,  1],\n"
        "          [ 2,  3]],\n"
        "\n"
        "         [[ 4,  5],\n"
        "          [ 6,  7]]],\n"
        "\n"
        "\n"
        "        [[[ 8,  9],\n"
        "          [10, 11]],\n"
        "\n"
        "         [[12, 13],\n"
        "          [14, 15]]]])",
    ),
    Case(
        "transposed",
        lambda: np.arange(6).reshape(2, 3).T,
        "int64",
        "tensor([[0, 3],\n        [1, 4],\n        [2, 5]])",
    ),
    Case(
        "wrap_1d_float",
        lambda: np.arange(40, dtype=np.float32) / 7,
        "float32",
        "tensor([0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000, 1.1429,\n"
        "        1.2857, 1.4286, 1.5714, 1.7143, 1.8571, 2.0000, 2.1429, 2.2857, 2.4286,\n"
        "        2.5714, 2.7143, 2.8571, 3.0000, 3.1429, 3.2857, 3.4286, 3.5714, 3.7143,\n"
        "        3.8571, 4.0000, 4.1429, 4.2857, 4.4286, 4.5714, 4.7143, 4.8571, 5.0000,\n"
        "        5.1429, 5.2857, 5.4286, 5.5714])",
    ),
    Case(
        "wrap_1d_int",
        lambda: np.arange(100),
        "int64",
        "tensor([ 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15, 16, 17,\n"
        "        18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
        "        36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53,\n"
        "        54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,\n"
        "        72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89,\n"
        "        90, 91, 92, 93, 94, 95, 96, 97, 98, 99])",
    ),
    Case(
        "wrap_2d_float",
        lambda: (np.arange(60, dtype=np.float32) / 7).reshape(2, 30),
        "float32",
        "tensor([[0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000, 1.1429,\n"
        "         1.2857, 1.4286, 1.5714, 1.7143, 1.8571, 2.0000, 2.1429, 2.2857, 2.4286,\n"
        "         2.5714, 2.7143, 2.8571, 3.0000, 3.1429, 3.2857, 3.4286, 3.5714, 3.7143,\n"
        "         3.8571, 4.0000, 4.1429],\n"
        "        [4.2857, 4.4286, 4.5714, 4.7143, 4.8571, 5.0000, 5.1429, 5.2857, 5.4286,\n"
        "         5.5714, 5.7143, 5.8571, 6.0000, 6.1429, 6.2857, 6.4286, 6.5714, 6.7143,\n"
        "         6.8571, 7.0000, 7.1429, 7.2857, 7.4286, 7.5714, 7.7143, 7.8571, 8.0000,\n"
        "         8.1429, 8.2857, 8.4286]])",
    ),
    Case(
        "wrap_3d",
        lambda: np.arange(80).reshape(2, 2, 20) * 1000,
        "int64",
        "tensor([[[    0,  1000,  2000,  3000,  4000,  5000,  6000,  7000,  8000,  9000,\n"
        "          10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000],\n"
        "         [20000, 21000, 22000, 23000, 24000, 25000, 26000, 27000, 28000, 29000,\n"
        "          30000, 31000, 32000, 33000, 34000, 35000, 36000, 37000, 38000, 39000]],\n"
        "\n"
        "        [[40000, 41000, 42000, 43000, 44000, 45000, 46000, 47000, 48000, 49000,\n"
        "          50000, 51000, 52000, 53000, 54000, 55000, 56000, 57000, 58000, 59000],\n"
        "         [60000, 61000, 62000, 63000, 64000, 65000, 66000, 67000, 68000, 69000,\n"
        "          70000, 71000, 72000, 73000, 74000, 75000, 76000, 77000, 78000, 79000]]])",
    ),
    Case(
        "wrap_complex",
        lambda: np.arange(12) * (1.5 - 2j),
        "complex64",
        "tensor([ 0.0000+0.j,  1.5000-2.j,  3.0000-4.j,  4.5000-6.j,  6.0000-8.j,\n"
        "         7.5000-10.j,  9.0000-12.j, 10.5000-14.j, 12.0000-16.j, 13.5000-18.j,\n"
        "        15.0000-20.j, 16.5000-22.j])",
    ),
    Case(
        "wrap_sci",
        lambda: np.arange(1, 21, dtype=np.float32) * 1e-6,
        "float32",
        "tensor([1.0000e-06, 2.0000e-06, 3.0000e-06, 4.0000e-06, 5.0000e-06, 6.0000e-06,\n"
        "        7.0000e-06, 8.0000e-06, 9.0000e-06, 1.0000e-05, 1.1000e-05, 1.2000e-05,\n"
        "        1.3000e-05, 1.4000e-05, 1.5000e-05, 1.6000e-05, 1.7000e-05, 1.8000e-05,\n"
        "        1.9000e-05, 2.0000e-05])",
    ),
    Case(
        "suffix_wraps",
        lambda: np.arange(9, dtype=np.float32) / 7,
        "float64",
        "tensor([0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000, 1.1429],\n"
        "       dtype=glasstorch.float64)",
    ),
    Case(
        "suffix_wraps_grad",
        lambda: np.arange(8, dtype=np.float32) / 7,
        "float32",
        "tensor([0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000],\n"
        "       requires_grad=True)",
        {"requires_grad": True},
    ),
    Case(
        "suffix_wraps_after_wrapped_rows",
        lambda: np.arange(18, dtype=np.float32) / 7,
        "float64",
        "tensor([0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000, 1.1429,\n"
        "        1.2857, 1.4286, 1.5714, 1.7143, 1.8571, 2.0000, 2.1429, 2.2857, 2.4286],\n"
        "       dtype=glasstorch.float64, requires_grad=True)",
        {"requires_grad": True},
    ),
    Case(
        "requires_grad",
        lambda: A([1.0, 2.0]),
        "float32",
        "tensor([1., 2.], requires_grad=True)",
        {"requires_grad": True},
    ),
    Case(
        "grad_fn",
        lambda: A([1.0, 2.0]),
        "float32",
        "tensor([1., 2.], grad_fn=<MulBackward0>)",
        {"grad_fn": "MulBackward0"},
    ),
    Case(
        "grad_fn_float64",
        lambda: A([1.5, 2.0]),
        "float64",
        "tensor([1.5000, 2.0000], dtype=glasstorch.float64, grad_fn=<MulBackward0>)",
        {"grad_fn": "MulBackward0"},
    ),
    Case(
        "scalar_requires_grad",
        lambda: A(2.0),
        "float32",
        "tensor(2., requires_grad=True)",
        {"requires_grad": True},
    ),
    Case(
        "meta_2d",
        lambda: np.zeros((2, 3)),
        "float32",
        "tensor(..., device='meta', size=(2, 3))",
        {"device": "meta"},
    ),
    Case(
        "meta_int",
        lambda: np.zeros((4,)),
        "int64",
        "tensor(..., device='meta', size=(4,), dtype=glasstorch.int64)",
        {"device": "meta"},
    ),
    Case(
        "meta_scalar_float64",
        lambda: A(0.0),
        "float64",
        "tensor(..., device='meta', size=(), dtype=glasstorch.float64)",
        {"device": "meta"},
    ),
    Case(
        "meta_requires_grad",
        lambda: np.zeros((2,)),
        "float32",
        "tensor(..., device='meta', size=(2,), requires_grad=True)",
        {"device": "meta", "requires_grad": True},
    ),
    Case(
        "opt_precision_2",
        lambda: A([1.12345, 2.5]),
        "float32",
        "tensor([1.12, 2.50])",
        {"opts": {"precision": 2}},
    ),
    Case(
        "opt_precision_0",
        lambda: A([1.5, 2.25]),
        "float32",
        "tensor([2, 2])",
        {"opts": {"precision": 0}},
    ),
    Case(
        "opt_precision_8",
        lambda: A([1 / 3, 1e-5]),
        "float64",
        "tensor([3.33333333e-01, 1.00000000e-05], dtype=glasstorch.float64)",
        {"opts": {"precision": 8}},
    ),
    Case(
        "opt_threshold_5",
        lambda: np.arange(10),
        "int64",
        "tensor([0, 1, 2,  ..., 7, 8, 9])",
        {"opts": {"threshold": 5}},
    ),
    Case(
        "opt_edgeitems_1",
        lambda: np.arange(30).reshape(5, 6),
        "int64",
        "tensor([[ 0,  ...,  5],\n        ...,\n        [24,  ..., 29]])",
        {"opts": {"threshold": 5, "edgeitems": 1}},
    ),
    Case(
        "opt_edgeitems_0_1d",
        lambda: np.arange(10),
        "int64",
        "tensor([...], size=(10,))",
        {"opts": {"threshold": 5, "edgeitems": 0}},
    ),
    Case(
        "opt_edgeitems_0_2d",
        lambda: np.arange(30, dtype=np.float32).reshape(5, 6) / 7,
        "float32",
        "tensor([...], size=(5, 6))",
        {"opts": {"threshold": 5, "edgeitems": 0}},
    ),
    Case(
        "opt_edgeitems_0_small",
        lambda: A([1.0, 2.0]),
        "float32",
        "tensor([1., 2.], size=(2,))",
        {"opts": {"edgeitems": 0}},
    ),
    Case(
        "opt_linewidth_20",
        lambda: np.arange(12),
        "int64",
        "tensor([ 0,  1,  2,\n         3,  4,  5,\n         6,  7,  8,\n         9, 10, 11])",
        {"opts": {"linewidth": 20}},
    ),
    Case(
        "opt_linewidth_tiny",
        lambda: A([1.5, 2.5, 3.5]),
        "float64",
        "tensor([1.5000,\n        2.5000,\n        3.5000],\n       dtype=glasstorch.float64)",
        {"opts": {"linewidth": 5}},
    ),
    Case(
        "opt_sci_true",
        lambda: A([1.5, 2.5]),
        "float32",
        "tensor([1.5000e+00, 2.5000e+00])",
        {"opts": {"sci_mode": True}},
    ),
    Case(
        "opt_sci_true_whole",
        lambda: A([1.0, 20.0]),
        "float32",
        "tensor([1.0000e+00, 2.0000e+01])",
        {"opts": {"sci_mode": True}},
    ),
    Case(
        "opt_sci_true_zeros",
        lambda: A([0.0, 0.0]),
        "float32",
        "tensor([0., 0.])",
        {"opts": {"sci_mode": True}},
    ),
    Case(
        "opt_sci_false",
        lambda: A([1e-5, 1.0, 1000.0]),
        "float32",
        "tensor([   0.0000,    1.0000, 1000.0000])",
        {"opts": {"sci_mode": False}},
    ),
    Case(
        "opt_sci_false_whole",
        lambda: A([1.0, 1e10]),
        "float32",
        "tensor([          1., 10000000000.])",
        {"opts": {"sci_mode": False}},
    ),
    Case(
        "profile_short",
        lambda: np.arange(2000, dtype=np.float32) / 3,
        "float32",
        "tensor([0.00e+00, 3.33e-01,  ..., 6.66e+02, 6.66e+02])",
        {"opts": {"profile": "short"}},
    ),
    Case(
        "profile_short_small",
        lambda: A([1.12345, 2.5]),
        "float32",
        "tensor([1.12, 2.50])",
        {"opts": {"profile": "short"}},
    ),
    Case(
        "profile_full_precision",
        lambda: A([1.12345678]),
        "float64",
        "tensor([1.123457], dtype=glasstorch.float64)",
        {"opts": {"profile": "full", "precision": 6}},
    ),
    Case(
        "default_float64_plain",
        lambda: A([1.5, 2.0]),
        "float64",
        "tensor([1.5000, 2.0000])",
        {"default": "float64"},
    ),
    Case(
        "default_float64_float32",
        lambda: A([1.5, 2.0]),
        "float32",
        "tensor([1.5000, 2.0000], dtype=glasstorch.float32)",
        {"default": "float64"},
    ),
    Case(
        "default_float64_complex128",
        lambda: A([1.5 + 1j]),
        "complex128",
        "tensor([1.5000+1.j])",
        {"default": "float64"},
    ),
    Case(
        "default_float64_complex64",
        lambda: A([1.5 + 1j]),
        "complex64",
        "tensor([1.5000+1.j], dtype=glasstorch.complex64)",
        {"default": "float64"},
    ),
    Case(
        "default_float64_empty32",
        lambda: np.zeros(0),
        "float32",
        "tensor([], dtype=glasstorch.float32)",
        {"default": "float64"},
    ),
    Case(
        "default_float64_meta32",
        lambda: np.zeros(2),
        "float32",
        "tensor(..., device='meta', size=(2,), dtype=glasstorch.float32)",
        {"default": "float64", "device": "meta"},
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_matches_pytorch(case: Case) -> None:
    if "default" in case.extras:
        st.set_default_dtype(getattr(st, case.extras["default"]))
    set_printoptions(**case.extras.get("opts", {}))
    assert tensor_repr(case.tensor()) == case.expected


def test_case_ids_are_unique() -> None:
    assert len({c.id for c in CASES}) == len(CASES)


# -- devices (derived from PyTorch's rules: device first, then size/dtype, then autograd) ------
@pytest.mark.parametrize(
    ("tensor", "expected"),
    [
        (FakeTensor([1.0, 2.0], device="cuda:0"), "tensor([1., 2.], device='cuda:0')"),
        (FakeTensor([1, 2], "int64", device="cuda:1"), "tensor([1, 2], device='cuda:1')"),
        (
            FakeTensor([1.5, 2.0], "float64", device="cuda:0"),
            "tensor([1.5000, 2.0000], device='cuda:0', dtype=glasstorch.float64)",
        ),
        (
            FakeTensor([1.0, 2.0], device="cuda:0", requires_grad=True),
            "tensor([1., 2.], device='cuda:0', requires_grad=True)",
        ),
        (FakeTensor(np.zeros((0, 3)), device="cuda:0"), "tensor([], device='cuda:0', size=(0, 3))"),
        (FakeTensor(A(3.0), device="cuda:0"), "tensor(3., device='cuda:0')"),
    ],
)
def test_device_suffix(tensor: FakeTensor, expected: str) -> None:
    assert tensor_repr(tensor) == expected


def test_device_suffix_wraps_like_other_suffixes() -> None:
    t = FakeTensor(np.arange(8, dtype=np.float32) / 7, device="cuda:0")
    assert tensor_repr(t) == (
        "tensor([0.0000, 0.1429, 0.2857, 0.4286, 0.5714, 0.7143, 0.8571, 1.0000],\n"
        "       device='cuda:0')"
    )


# -- autograd suffixes ----------------------------------------------------------------------
class _NamedNode:
    """A node whose class name is generic but whose ``name()`` is namespaced (a C++ node)."""

    def name(self) -> str:
        return "torch::autograd::AccumulateGrad"


class _BrokenGradFn(FakeTensor):
    @property  # type: ignore[override]
    def grad_fn(self) -> Any:
        raise RuntimeError("grad_fn is not readable")

    @grad_fn.setter
    def grad_fn(self, value: Any) -> None:
        pass


def test_grad_fn_prefers_name_method() -> None:
    t = FakeTensor([1.0], grad_fn=_NamedNode())
    assert tensor_repr(t) == "tensor([1.], grad_fn=<AccumulateGrad>)"


def test_grad_fn_that_raises_prints_invalid() -> None:
    assert tensor_repr(_BrokenGradFn([1.0])) == "tensor([1.], grad_fn=<Invalid>)"


def test_grad_fn_wins_over_requires_grad() -> None:
    t = FakeTensor([2.0], requires_grad=True, grad_fn=_grad_node("AddBackward0"))
    assert tensor_repr(t) == "tensor([2.], grad_fn=<AddBackward0>)"


# -- options --------------------------------------------------------------------------------
def test_default_options() -> None:
    assert get_printoptions() == {
        "precision": 4,
        "threshold": 1000,
        "edgeitems": 3,
        "linewidth": 80,
        "sci_mode": None,
    }


@pytest.mark.parametrize(
    ("profile", "expected"),
    [
        ("default", (4, 1000, 3, 80)),
        ("short", (2, 1000, 2, 80)),
        ("full", (4, math.inf, 3, 80)),
    ],
)
def test_profiles(profile: str, expected: tuple[float, ...]) -> None:
    set_printoptions(precision=7, threshold=3, edgeitems=1, linewidth=10)
    set_printoptions(profile=profile)
    opts = get_printoptions()
    assert (opts["precision"], opts["threshold"], opts["edgeitems"], opts["linewidth"]) == expected


def test_options_given_with_a_profile_override_it() -> None:
    set_printoptions(profile="short", precision=6)
    assert get_printoptions()["precision"] == 6
    assert get_printoptions()["edgeitems"] == 2


def test_sci_mode_resets_when_not_given() -> None:
    set_printoptions(sci_mode=True)
    assert get_printoptions()["sci_mode"] is True
    set_printoptions(precision=3)
    assert get_printoptions()["sci_mode"] is None


def test_printoptions_context_restores() -> None:
    t = FakeTensor([1.12345])
    with printoptions(precision=2):
        assert tensor_repr(t) == "tensor([1.12])"
    assert tensor_repr(t) == "tensor([1.1235])"
    assert get_printoptions()["precision"] == 4


def test_set_printoptions_is_shared_with_print_opts() -> None:
    set_printoptions(linewidth=120)
    assert _tensor_str.PRINT_OPTS.linewidth == 120


def test_full_profile_prints_every_element() -> None:
    t = FakeTensor(np.arange(1200), "int64")
    set_printoptions(profile="full")
    text = tensor_repr(t)
    assert "..." not in text
    assert text.startswith("tensor([   0,    1,    2,")
    assert text.endswith("1196, 1197, 1198, 1199])")
    assert all(len(line) <= 80 for line in text.splitlines())
    assert text == _with_options(t, threshold=math.inf)


def _with_options(t: FakeTensor, **options: Any) -> str:
    with printoptions(**options):
        return tensor_repr(t)


# -- odds and ends --------------------------------------------------------------------------
def test_tensor_contents_replaces_the_data() -> None:
    t = FakeTensor([1.0, 2.0], "float64", requires_grad=True)
    assert tensor_repr(t, tensor_contents="<data>") == (
        "tensor(<data>, dtype=glasstorch.float64, requires_grad=True)"
    )


@pytest.mark.parametrize(
    ("dtype", "expected"),
    [  # from PyTorch 2.15
        ("bfloat16", "tensor([3.3398e-01, 9.9945e-04, 2.5000e+02], dtype=glasstorch.bfloat16)"),
        ("float16", "tensor([3.3325e-01, 1.0004e-03, 2.5000e+02], dtype=glasstorch.float16)"),
    ],
)
def test_half_precision_values_print_exactly(dtype: str, expected: str) -> None:
    assert tensor_repr(FakeTensor(A([1 / 3, 1e-3, 250.0]), dtype)) == expected


def test_large_full_print() -> None:
    """200,000 elements in full: widths come from numpy, not from formatting each twice."""
    with printoptions(profile="full"):
        text = tensor_repr(FakeTensor(np.arange(200_000), "int64"))
    assert text.count("\n") == 22222  # as PyTorch: 9 elements of width 6 a line
    assert text.startswith("tensor([     0,      1,      2,")
    assert text.endswith("\n        199998, 199999])")
