"""torch.autocast / torch.amp.autocast: regions, nesting, the weight-cast cache, gradients,
custom_fwd/custom_bwd, the deprecated torch.cpu.amp / torch.cuda.amp spellings, and
autocast regions inside compiled functions."""

from __future__ import annotations

import warnings

import glasstorch as torch
import ml_dtypes
import numpy as np
import pytest
from glasstorch._dynamo.testing import CompileCounter
from glasstorch.c10.cuda import stand_in
from glasstorch.utils._python_dispatch import TorchDispatchMode

F = torch.nn.functional


class CountCasts(TorchDispatchMode):
    """Counts the ``_to_copy`` calls (autocast's casts) that reach the dispatch mode."""

    def __init__(self) -> None:
        super().__init__()
        self.casts = 0

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if str(func) == "aten._to_copy.default":
            self.casts += 1
        return func(*args, **(kwargs or {}))


def test_names() -> None:
    assert torch.autocast is torch.amp.autocast is torch.amp.autocast_mode.autocast
    assert torch.GradScaler is torch.amp.GradScaler
    assert torch.amp.is_autocast_available("cpu") and not torch.amp.is_autocast_available("meta")
    assert sorted(torch.amp.__all__) == [
        "GradScaler",
        "autocast",
        "custom_bwd",
        "custom_fwd",
        "is_autocast_available",
    ]


def test_region_casts_and_restores() -> None:
    a, b = torch.randn(3, 4), torch.randn(4, 2)
    with torch.autocast("cpu") as region:
        assert region.fast_dtype is torch.bfloat16
        assert torch.is_autocast_enabled("cpu")
        assert torch.mm(a, b).dtype is torch.bfloat16
        assert (a + b[0, 0]).dtype is torch.float32
    assert not torch.is_autocast_enabled("cpu")
    assert torch.mm(a, b).dtype is torch.float32


def test_nesting_and_enabled_false() -> None:
    a = torch.randn(2, 2)
    with torch.autocast("cpu"):
        with torch.autocast("cpu", dtype=torch.float16):
            assert torch.mm(a, a).dtype is torch.float16
            with torch.autocast("cpu", enabled=False):
                assert not torch.is_autocast_enabled("cpu")
                assert torch.mm(a, a).dtype is torch.float32
            assert torch.mm(a, a).dtype is torch.float16
        assert torch.get_autocast_dtype("cpu") is torch.bfloat16
        assert torch.mm(a, a).dtype is torch.bfloat16
    assert not torch.is_autocast_enabled("cpu")


def test_region_is_left_on_an_exception() -> None:
    with pytest.raises(ValueError), torch.autocast("cpu", dtype=torch.float16):
        raise ValueError
    assert not torch.is_autocast_enabled("cpu")
    assert torch.get_autocast_dtype("cpu") is torch.bfloat16


def test_decorator() -> None:
    @torch.autocast("cpu")
    def f(x):
        return torch.mm(x, x), torch.is_autocast_enabled("cpu")

    out, on = f(torch.ones(2, 2))
    assert out.dtype is torch.bfloat16 and on and not torch.is_autocast_enabled("cpu")
    with pytest.raises(TypeError, match=r"autocast\(\)\(func\) requires a callable, but got int"):
        torch.autocast("cpu")(3)


def test_enter_and_exit_without_with() -> None:
    mode = torch.amp._enter_autocast("cpu", torch.float16, True, None)
    try:
        assert torch.mm(torch.ones(2, 2), torch.ones(2, 2)).dtype is torch.float16
    finally:
        torch.amp._exit_autocast(mode)
    assert not torch.is_autocast_enabled("cpu")


def test_constructor_errors_and_warnings() -> None:
    with pytest.raises(ValueError, match="Expected `device_type` of type `str`, got: `<class"):
        torch.autocast(torch.device("cpu"))
    with pytest.raises(RuntimeError, match="User specified an unsupported autocast device_type"):
        torch.autocast("meta")
    with pytest.warns(UserWarning, match="In CPU autocast, but the target dtype is not supported"):
        region = torch.autocast("cpu", dtype=torch.float32)
    with region:
        assert not torch.is_autocast_enabled("cpu")
    with pytest.warns(UserWarning, match="CUDA is not available or torch_xla is imported"):
        region = torch.autocast("cuda")
    with region:
        assert not torch.is_autocast_enabled("cuda")


def test_cuda_region_on_the_stand_in() -> None:
    with stand_in():
        a = torch.randn(2, 3, device="cuda")
        with torch.autocast("cuda"):
            assert torch.mm(a, a.t()).dtype is torch.float16
            assert torch.softmax(a, 1).dtype is torch.float32
        with torch.autocast("cuda", dtype=torch.bfloat16):
            assert torch.mm(a, a.t()).dtype is torch.bfloat16


def test_top_level_switches() -> None:
    assert torch.is_autocast_cache_enabled()
    assert torch.get_autocast_dtype("cuda") is torch.float16
    assert torch.autocast_increment_nesting() == 1
    assert torch.autocast_decrement_nesting() == 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert torch.get_autocast_cpu_dtype() is torch.bfloat16
        assert torch.get_autocast_gpu_dtype() is torch.float16
        assert not torch.is_autocast_cpu_enabled()
    torch.set_autocast_enabled("cpu", True)
    try:
        assert torch.mm(torch.ones(1, 1), torch.ones(1, 1)).dtype is torch.bfloat16
    finally:
        torch.set_autocast_enabled("cpu", False)
    torch.set_autocast_cache_enabled(True)
    torch.clear_autocast_cache()


# -- the weight cast cache -------------------------------------------------------------------
def test_weights_are_cast_once_per_region() -> None:
    model = torch.nn.Linear(3, 2)
    x = torch.randn(4, 3)
    with torch.autocast("cpu"), CountCasts() as counter:
        model(x)
        model(x)
    # x twice (it does not require grad), weight and bias once each
    assert counter.casts == 4
    with torch.autocast("cpu", cache_enabled=False), CountCasts() as counter:
        model(x)
        model(x)
    assert counter.casts == 6


def test_the_cache_lives_until_the_outermost_region_exits() -> None:
    model = torch.nn.Linear(3, 2)
    x = torch.randn(4, 3)
    with CountCasts() as counter:
        with torch.autocast("cpu"):
            model(x)
            with torch.autocast("cpu"):
                model(x)
            model(x)
        with torch.autocast("cpu"):
            model(x)
    # one region: x three times, the parameters once; a second region casts them again
    assert counter.casts == 5 + 3


def test_views_and_non_leaves_are_not_cached() -> None:
    w = torch.randn(3, 3, requires_grad=True)
    x = torch.randn(2, 3)
    with torch.autocast("cpu"), CountCasts() as counter:
        v = w[:2]  # a view
        y = w * 1  # not a leaf
        for _ in range(2):
            torch.mm(x[:, :2], v)
            torch.mm(x, y)
    assert counter.casts == 8


# -- gradients -------------------------------------------------------------------------------
def _bf16(a: np.ndarray) -> np.ndarray:
    return a.astype(ml_dtypes.bfloat16).astype(np.float32)


def test_float32_parameters_get_float32_gradients_computed_in_bfloat16() -> None:
    model = torch.nn.Linear(3, 2)
    x = torch.randn(5, 3)
    seen = []
    with torch.autocast("cpu"):
        out = model(x)
        out.register_hook(lambda g: seen.append(g.dtype))
        loss = out.float().sum()
    assert out.dtype is torch.bfloat16 and loss.dtype is torch.float32
    loss.backward()
    assert seen == [torch.bfloat16]  # the backward of the forward's bfloat16 ops
    assert model.weight.grad.dtype is torch.float32 and model.bias.grad.dtype is torch.float32
    # d sum(x W^T + b) / dW[j] = the column sums of x as bfloat16, summed in the backward's
    # bfloat16 matmul (float32 accumulation, one rounding)
    want = _bf16(_bf16(x.numpy()).sum(0))
    np.testing.assert_array_equal(model.weight.grad.numpy(), np.stack([want, want]))
    np.testing.assert_array_equal(model.bias.grad.numpy(), [5.0, 5.0])


@pytest.mark.parametrize("cache", [True, False])
def test_gradients_flow_through_a_cached_cast_to_both_uses(cache) -> None:
    w = torch.randn(3, 2, requires_grad=True)
    x1, x2 = torch.randn(4, 3), torch.randn(4, 3)
    with torch.autocast("cpu", cache_enabled=cache):
        loss = torch.mm(x1, w).float().sum() + torch.mm(x2, w).float().sum()
    loss.backward()
    c1, c2 = _bf16(_bf16(x1.numpy()).sum(0)), _bf16(_bf16(x2.numpy()).sum(0))
    # As in PyTorch: one cached cast sums both uses' gradients in bfloat16 before casting
    # back; two casts each hand a gradient to the float32 leaf, summed there in float32.
    cols = _bf16(c1 + c2) if cache else c1 + c2
    np.testing.assert_array_equal(w.grad.numpy(), np.stack([cols, cols], 1))


def test_autocast_output_matches_float32_within_bfloat16_precision() -> None:
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
    x = torch.randn(10, 8)
    ref = model(x)
    with torch.autocast("cpu"):
        out = model(x)
    np.testing.assert_allclose(out.float().detach().numpy(), ref.detach().numpy(), atol=0.05)


# -- custom_fwd / custom_bwd -----------------------------------------------------------------
def _mm_function(**fwd_options):
    seen = {}

    class MM(torch.autograd.Function):
        @staticmethod
        @torch.amp.custom_fwd(device_type="cpu", **fwd_options)
        def forward(ctx, a, b):
            ctx.save_for_backward(a, b)
            seen["forward"] = (a.dtype, torch.is_autocast_enabled("cpu"))
            return a.mm(b)

        @staticmethod
        @torch.amp.custom_bwd(device_type="cpu")
        def backward(ctx, grad):
            a, b = ctx.saved_tensors
            seen["backward"] = torch.is_autocast_enabled("cpu")
            return grad.mm(b.t()), a.t().mm(grad)

    return MM, seen


def test_custom_fwd_with_cast_inputs_runs_without_autocast() -> None:
    mm, seen = _mm_function(cast_inputs=torch.float32)
    a = torch.randn(2, 3, dtype=torch.bfloat16, requires_grad=True)
    b = torch.randn(3, 2, requires_grad=True)
    with torch.autocast("cpu"):
        out = mm.apply(a, b)
    assert out.dtype is torch.float32 and seen["forward"] == (torch.float32, False)
    out.sum().backward()
    assert seen["backward"] is False
    assert a.grad.dtype is torch.bfloat16 and b.grad.dtype is torch.float32


def test_custom_bwd_runs_in_the_forwards_autocast_state() -> None:
    mm, seen = _mm_function()
    a, b = torch.randn(2, 3, requires_grad=True), torch.randn(3, 2, requires_grad=True)
    with torch.autocast("cpu"):
        out = mm.apply(a, b)
    assert seen["forward"] == (torch.float32, True) and out.dtype is torch.bfloat16
    out.float().sum().backward()  # outside the region: backward still runs under autocast
    assert seen["backward"] is True
    assert not torch.is_autocast_enabled("cpu")
    with pytest.raises(ValueError, match="Expected `device_type` of type `str`"):
        torch.amp.custom_fwd(device_type=None)


# -- the deprecated spellings ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: torch.cpu.amp.autocast(),
            "`torch.cpu.amp.autocast(args...)` is deprecated. Please use "
            "`torch.amp.autocast('cpu', args...)` instead.",
        ),
        (
            lambda: torch.cpu.amp.GradScaler(),
            "`torch.cpu.amp.GradScaler(args...)` is deprecated. Please use "
            "`torch.amp.GradScaler('cpu', args...)` instead.",
        ),
        (
            lambda: torch.cuda.amp.custom_fwd(cast_inputs=torch.float32),
            "`torch.cuda.amp.custom_fwd(args...)` is deprecated. Please use "
            "`torch.amp.custom_fwd(args..., device_type='cuda')` instead.",
        ),
        (
            lambda: torch.cuda.amp.custom_bwd(lambda ctx, g: g),
            "`torch.cuda.amp.custom_bwd(args...)` is deprecated. Please use "
            "`torch.amp.custom_bwd(args..., device_type='cuda')` instead.",
        ),
    ],
)
def test_deprecated_spellings_warn(make, message) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        make()
    assert [(w.category, str(w.message)) for w in caught] == [(FutureWarning, message)]


def test_deprecated_spellings_act() -> None:
    import glasstorch.cpu.amp
    from glasstorch.cuda.amp import GradScaler, autocast

    assert glasstorch.cpu.amp is torch.cpu.amp and autocast is torch.cuda.amp.autocast
    assert torch.cuda.amp.amp_definitely_not_available()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with torch.cpu.amp.autocast(dtype=torch.float16):
            assert torch.mm(torch.ones(2, 2), torch.ones(2, 2)).dtype is torch.float16
        assert not GradScaler().is_enabled()  # no CUDA: disabled, as PyTorch
        with stand_in():
            assert not torch.cuda.amp.amp_definitely_not_available()
            scaler = GradScaler(init_scale=8.0)
            assert scaler.is_enabled() and scaler.get_scale() == 8.0
            with torch.cuda.amp.autocast():
                x = torch.ones(2, 2, device="cuda")
                assert torch.mm(x, x).dtype is torch.float16
    with pytest.warns(FutureWarning, match=r"torch.cuda.amp.autocast\(args...\)` is deprecated"):
        torch.cuda.amp.autocast(enabled=False)


# -- compiled functions --------------------------------------------------------------------
def _with_region(x, w):
    a = x * 2
    with torch.autocast("cpu"):
        y = torch.mm(a, w)
        z = torch.exp(y)
    return (y + 1).float() * z.float(), y.dtype, z.dtype


@pytest.mark.parametrize("backend", ["eager", "aot_eager", "inductor"])
def test_autocast_region_inside_a_compiled_function(backend) -> None:
    torch._dynamo.reset()
    x, w = torch.randn(2, 3), torch.randn(3, 2)
    want = _with_region(x, w)
    got = torch.compile(_with_region, backend=backend)(x, w)
    assert got[1:] == (torch.bfloat16, torch.bfloat16) == want[1:]
    np.testing.assert_array_equal(got[0].numpy(), want[0].numpy())


@pytest.mark.parametrize("backend", ["eager", "aot_eager", "inductor"])
def test_compiled_model_called_inside_and_outside_autocast(backend) -> None:
    torch._dynamo.reset()
    model = torch.nn.Linear(3, 2)
    x = torch.randn(4, 3)

    def loss_of(x):
        return model(x).float().sum()

    compiled = torch.compile(loss_of, backend=backend)
    assert compiled(x).item() == pytest.approx(loss_of(x).item(), rel=1e-6)
    with torch.autocast("cpu"):
        got, want = compiled(x), loss_of(x)
    assert got.dtype is torch.float32 and got.item() == want.item()
    model.zero_grad()
    with torch.autocast("cpu"):
        compiled(x).backward()
    assert model.weight.grad.dtype is torch.float32


def test_entries_are_guarded_on_the_autocast_state() -> None:
    torch._dynamo.reset()
    counter = CompileCounter()
    fn = torch.compile(lambda a, b: torch.mm(a, b) + 1, backend=counter)
    a = torch.randn(2, 2)
    assert fn(a, a).dtype is torch.float32
    with torch.autocast("cpu"):
        assert fn(a, a).dtype is torch.bfloat16
        assert fn(a, a).dtype is torch.bfloat16
    with torch.autocast("cpu", dtype=torch.float16):
        assert fn(a, a).dtype is torch.float16
    assert fn(a, a).dtype is torch.float32
    assert counter.frame_count == 3
