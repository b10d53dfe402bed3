"""The hand-written Tensor members that are no operator: predicates, ``output_nr``,
``volatile``, ``dim_order``, the legacy constructors, ``apply_``/``map_``/``map2_``,
``resize``/``resize_as`` and the complex conversions (values observed from PyTorch 2.13)."""

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.c10.core import scalar_type as st

PREDICATES = [
    "is_mps", "is_xpu", "is_ipu", "is_mtia", "is_maia", "is_vulkan", "is_xla", "is_mkldnn",
    "is_nested", "is_quantized", "is_sparse", "is_sparse_csr",
]  # fmt: skip


@pytest.mark.parametrize("name", PREDICATES)
def test_device_and_layout_predicates_are_false_for_cpu_tensors(name):
    assert getattr(at.ones(2), name) is False


def test_distributed_shared_and_data_pointers():
    x = at.ones((2, 3))
    assert x.is_distributed() is False and x.is_shared() is False
    assert x.const_data_ptr() == x.data_ptr()


def test_dim_order_follows_strides():
    x = at.ones((2, 3, 4))
    assert x.dim_order() == (0, 1, 2)
    assert x.permute(2, 0, 1).dim_order() == (1, 2, 0)
    assert at.ones((2, 3)).t().dim_order() == (1, 0)


def test_output_nr_and_volatile():
    import glasstorch.autograd  # noqa: F401 - installs autograd

    y = at.ones(2).requires_grad_()
    assert y.output_nr == 0 and (y * 2).output_nr == 0
    parts = (y * 2).unbind(0)
    assert [p.output_nr for p in parts] == [0, 1]
    with pytest.warns(UserWarning, match="volatile was removed"):
        assert at.ones(1).volatile is False


def test_new_and_new_tensor():
    x = at.ones((2, 3))
    assert x.new_tensor([1, 2]).dtype is st.float32 and x.new_tensor([1, 2]).tolist() == [1.0, 2.0]
    assert x.new_tensor([1, 2], dtype=st.int64).dtype is st.int64
    with pytest.warns(UserWarning, match="recommended to use sourceTensor"):
        copy = x.new_tensor(at.ones(2, dtype=st.int64))
    assert copy.dtype is st.float32
    assert x.new(2, 3).shape == (2, 3) and x.new().shape == (0,)
    assert x.new(at.Size([2])).shape == (2,)
    assert x.new([1, 2]).tolist() == [1.0, 2.0] and x.new((2, 3)).tolist() == [2.0, 3.0]
    assert x.new(at.tensor([1, 2])).dtype is st.float32


def test_apply_map_map2():
    x = at.tensor([1.0, 2.0, 3.0])
    version = x._version
    assert x.apply_(lambda v: v * 10) is x and x.tolist() == [10.0, 20.0, 30.0]
    assert x._version > version
    x.map_(at.tensor([1.0]), lambda a, b: a + b)
    assert x.tolist() == [11.0, 21.0, 31.0]
    x.map2_(at.tensor([1.0, 2.0, 3.0]), at.tensor(2.0), lambda a, b, c: a - b * c)
    assert x.tolist() == [9.0, 17.0, 25.0]


def test_resize_and_resize_as_reshape_with_a_warning():
    x = at.tensor(np.arange(6.0))
    with pytest.warns(UserWarning, match="non-inplace resize is deprecated"):
        assert x.resize(2, 3).shape == (2, 3)
    with pytest.warns(UserWarning, match="non-inplace resize_as is deprecated"):
        assert x.resize_as(at.ones((3, 2))).shape == (3, 2)
    with pytest.warns(UserWarning), pytest.raises(RuntimeError, match="autograd's resize can"):
        x.resize(4)


def test_complex_conversions():
    assert at.ones(2).cfloat().dtype is st.complex64
    assert at.ones(2).cdouble().dtype is st.complex128
