"""AutocastCUDA's policies, on the numpy stand-in for cupy: float16 for PyTorch's
lower-precision list, float32 for its float32 lists (``dtype=`` filled where the operator
has one), the widest type for the promote list, and binary_cross_entropy refused. The
expectations follow PyTorch's CUDA lists (``ATen/autocast_mode.h``); PyTorch itself cannot
be run on CUDA here."""

from __future__ import annotations

from collections.abc import Iterator

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten import autocast_mode as am
from glasstorch.c10.core import scalar_type as st
from glasstorch.c10.cuda import stand_in

aten = at.ops.aten


@pytest.fixture(autouse=True)
def cuda_autocast() -> Iterator[None]:
    with stand_in():
        am.set_autocast_enabled("cuda", True)
        try:
            yield
        finally:
            am.set_autocast_enabled("cuda", False)
            am.set_autocast_dtype("cuda", st.float16)


def cuda(*shape: int, dtype: st.dtype = st.float32, seed: int = 0) -> at.Tensor:
    g = at.Generator().manual_seed(seed)
    return at.randn(*shape, generator=g).to(dtype).to("cuda")


def half(*shape: int) -> at.Tensor:
    return cuda(*shape, dtype=st.float16)


LOWER_PRECISION = {
    "mm": lambda: aten.mm.default(cuda(3, 4), cuda(4, 5)),
    "mv": lambda: aten.mv.default(cuda(3, 4), cuda(4)),
    "addmv": lambda: aten.addmv.default(cuda(3), cuda(3, 4), cuda(4)),
    "matmul": lambda: aten.matmul.default(cuda(2, 3, 4), cuda(4, 5)),
    "einsum": lambda: aten.einsum.default("ij,jk->ik", [cuda(3, 4), cuda(4, 2)]),
    "chain_matmul": lambda: aten.chain_matmul.default([cuda(2, 3), cuda(3, 4), cuda(4, 2)]),
    "linalg_multi_dot": lambda: aten.linalg_multi_dot.default([cuda(2, 3), cuda(3, 2)]),
    "linear": lambda: aten.linear.default(cuda(2, 4), cuda(3, 4), cuda(3)),
    "convolution": lambda: aten.convolution.default(
        cuda(1, 2, 5, 5), cuda(3, 2, 2, 2), cuda(3), [1, 1], [0, 0], [1, 1], False, [0, 0], 1
    ),
    "conv2d": lambda: aten.conv2d.default(cuda(1, 2, 5, 5), cuda(3, 2, 2, 2)),
}

FP32 = {
    "exp": lambda: aten.exp.default(half(3)),
    "log": lambda: aten.log.default(half(3).abs()),
    "rsqrt": lambda: aten.rsqrt.default(half(3).abs()),
    "pow": lambda: aten.pow.Tensor_Tensor(half(3), half(3)),
    "softplus": lambda: aten.softplus.default(half(3)),
    "layer_norm": lambda: aten.layer_norm.default(half(2, 3), [3]),
    "group_norm": lambda: aten.group_norm.default(half(2, 4, 3), 2),
    "mse_loss": lambda: aten.mse_loss.default(half(4), half(4)),
    "logsumexp": lambda: aten.logsumexp.default(half(2, 3), [1]),
    "softmax": lambda: aten.softmax.int(half(2, 3), 1),
    "log_softmax": lambda: aten.log_softmax.int(half(2, 3), 1),
    "sum": lambda: aten.sum.default(half(2, 3)),
    "sum.dim_IntList": lambda: aten.sum.dim_IntList(half(2, 3), [1]),
    "cumsum": lambda: aten.cumsum.default(half(4), 0),
    "prod": lambda: aten.prod.default(half(4)),
    "linalg_vector_norm": lambda: aten.linalg_vector_norm.default(half(4)),
    "norm.Scalar": lambda: aten.norm.Scalar(half(4)),
    "norm.ScalarOpt_dim": lambda: aten.norm.ScalarOpt_dim(half(2, 3), 2, [1]),
}

PROMOTE = {
    "addcmul": lambda: aten.addcmul.default(half(3), cuda(3), half(3)),
    "addcdiv": lambda: aten.addcdiv.default(half(3), half(3), cuda(3)),
    "atan2": lambda: aten.atan2.default(half(3), cuda(3)),
    "dot": lambda: aten.dot.default(half(3), cuda(3)),
}


@pytest.mark.filterwarnings("ignore:torch.chain_matmul is deprecated")
@pytest.mark.parametrize("name", list(LOWER_PRECISION))
def test_lower_precision_ops_run_in_float16(name: str) -> None:
    out = LOWER_PRECISION[name]()
    assert out.dtype is st.float16 and out.device.type == "cuda"


@pytest.mark.parametrize("name", list(FP32))
def test_fp32_ops_run_in_float32(name: str) -> None:
    out = FP32[name]()
    assert out.dtype is st.float32 and out.device.type == "cuda"


@pytest.mark.parametrize("name", list(PROMOTE))
def test_promote_ops_run_in_the_widest_type(name: str) -> None:
    assert PROMOTE[name]().dtype is st.float32


def test_promote_keeps_float16_when_every_input_is() -> None:
    assert aten.addcmul.default(half(3), half(3), half(3)).dtype is st.float16


def test_set_opt_dtype_keeps_a_given_dtype_and_leaves_integers() -> None:
    assert aten.softmax.int(half(2, 3), 1, st.float64).dtype is st.float64
    ints = at.ones(3, dtype=st.int64).to("cuda")
    assert aten.sum.default(ints).dtype is st.int64
    assert aten.cumsum.default(ints, 0).dtype is st.int64


def test_fp32_values_are_computed_from_the_float16_input() -> None:
    x = half(5)
    got = aten.softmax.int(x, 0)
    e = np.exp(x.cpu().float().numpy().astype(np.float64))
    np.testing.assert_allclose(got.cpu().numpy(), e / e.sum(), rtol=1e-6)


def test_bfloat16_cuda_autocast() -> None:
    am.set_autocast_dtype("cuda", st.bfloat16)
    assert aten.mm.default(cuda(2, 2), cuda(2, 2)).dtype is st.bfloat16


def test_binary_cross_entropy_is_refused() -> None:
    p = cuda(3).sigmoid()
    with pytest.raises(RuntimeError, match="unsafe to autocast") as info:
        aten.binary_cross_entropy.default(p, p)
    assert "binary_cross_entropy_with_logits and BCEWithLogits are\nsafe to autocast." in str(
        info.value
    )


def test_each_device_casts_only_its_own_tensors() -> None:
    # CUDA autocast leaves CPU tensors alone, and CPU autocast CUDA tensors
    assert aten.mm.default(at.ones(2, 2), at.ones(2, 2)).dtype is st.float32
    am.set_autocast_enabled("cuda", False)
    am.set_autocast_enabled("cpu", True)
    try:
        assert aten.mm.default(cuda(2, 2), cuda(2, 2)).dtype is st.float32
        assert aten.mm.default(at.ones(2, 2), at.ones(2, 2)).dtype is st.bfloat16
    finally:
        am.set_autocast_enabled("cpu", False)


def test_unlisted_ops_are_untouched_on_cuda() -> None:
    assert aten.add.Tensor(half(3), half(3)).dtype is st.float16
    assert aten.relu.default(cuda(3)).dtype is st.float32
    assert aten.mm.default(cuda(2, 2, dtype=st.float64), cuda(2, 2, dtype=st.float64)).dtype is (
        st.float64
    )
