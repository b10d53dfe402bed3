"""vmap's interface: in_dims/out_dims (ints, None, trees), chunk_size, nesting, the
BatchedTensor seen inside, and the errors (PyTorch 2.13's messages, observed)."""

import re
import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.c10.dispatch import Library
from glasstorch.func import debug_unwrap, vmap


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


def assert_equal(a, b):
    assert a.shape == b.shape, (a.shape, b.shape)
    np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6, atol=1e-6)


# -- in_dims and out_dims -------------------------------------------------------------------------
def test_in_dims_per_argument_and_negative():
    x, y = torch.randn(4, 3), torch.randn(3, 4)
    out = vmap(lambda a, b: a * b, in_dims=(1, -2))(x, y)
    assert_equal(out, torch.stack([x[:, i] * y[i] for i in range(3)]))


def test_in_dims_none_passes_the_argument_unchanged():
    x, w = torch.randn(6, 3), torch.randn(3)
    out = vmap(lambda a, b: a @ b, in_dims=(0, None))(x, w)
    assert_equal(out, x @ w)


def test_nested_in_dims_over_dicts_lists_and_non_tensors():
    x, y = torch.randn(5, 3), torch.randn(3)

    def f(d, pair, scale):
        return (d["a"] + d["b"]) * pair[0] * scale + pair[1]

    out = vmap(f, in_dims=({"a": 0, "b": None}, [0, None], None))({"a": x, "b": y}, [x, y], 2.0)
    assert_equal(out, (x + y) * x * 2.0 + y)


def test_out_dims_per_output_and_none():
    x, y = torch.randn(3, 4), torch.randn(4)
    a, s = vmap(lambda t: (t, t.sum()), out_dims=(1, 0))(x)
    assert a.shape == (4, 3) and s.shape == (3,)
    assert_equal(a, x.T)
    const = vmap(lambda t: (t * 2, y), out_dims=(0, None))(x)[1]
    assert const is y


def test_an_output_that_ignores_the_inputs_is_expanded_not_copied():
    x, y = torch.randn(3, 4), torch.randn(4)
    out = vmap(lambda t: y)(x)
    assert out.shape == (3, 4) and out.stride() == (0, 1)  # as PyTorch: a view of y
    assert_equal(out, y.expand(3, 4))


def test_keyword_arguments_are_not_mapped():
    x = torch.randn(3, 4)
    assert_equal(vmap(lambda a, *, k: a * k)(x, k=2.0), x * 2.0)


def test_chunk_size_gives_the_same_values():
    x, w = torch.randn(10, 4), torch.randn(4, 2)
    f = vmap(lambda a: (a @ w, a.sum()), chunk_size=3)
    full = vmap(lambda a: (a @ w, a.sum()))(x)
    for got, expected in zip(f(x), full, strict=True):
        assert_equal(got, expected)
    out = vmap(lambda a: a.sum(0), in_dims=1, out_dims=0, chunk_size=4)(x)
    assert_equal(out, x.sum(0))


def test_chunk_size_with_same_randomness_draws_the_same_numbers_in_every_chunk():
    x = torch.zeros(6, 3)
    out = vmap(lambda a: a + torch.randn(3), randomness="same", chunk_size=2)(x)
    assert_equal(out, out[0].expand(6, 3))


def test_nested_vmap_over_two_dims():
    x = torch.randn(2, 3, 4)
    w = torch.randn(4)
    out = vmap(vmap(lambda a: (a * w).sum()))(x)
    assert_equal(out, (x * w).sum(-1))
    # the inner vmap maps dim 1 of the outer slices, summing over their dim 0
    inner_second = vmap(vmap(lambda a: a.sum(), in_dims=1), in_dims=0)(x)
    assert_equal(inner_second, x.sum(1))


def test_nested_vmap_with_a_tensor_from_the_outer_level():
    x, y = torch.randn(2, 4), torch.randn(3, 4)
    out = vmap(lambda a: vmap(lambda b: (a * b).sum())(y))(x)
    assert_equal(out, x @ y.T)


def test_torch_vmap_is_torch_func_vmap():
    assert torch.vmap is torch.func.vmap


# -- what the function sees -----------------------------------------------------------------------
def test_the_function_sees_logical_shapes_and_a_batched_tensor_repr():
    seen = {}

    def f(a):
        seen["shape"], seen["stride"], seen["repr"] = a.shape, a.stride(), repr(a)
        seen["level"] = a._impl.level
        return a

    x = torch.arange(6.0).view(2, 3)
    vmap(f, in_dims=1)(x)
    assert seen["shape"] == (2,) and seen["stride"] == (3,)
    assert seen["level"] == 1
    assert seen["repr"] == (
        "BatchedTensor(lvl=1, bdim=1, value=\n    tensor([[0., 1., 2.],\n            "
        "[3., 4., 5.]])\n)"
    )


def test_levels_nest_and_debug_unwrap_reaches_the_physical_tensor():
    x = torch.randn(2, 3, 4)

    def inner(a):
        assert a._impl.level == 2 and a._impl.value._impl.level == 1
        assert debug_unwrap(a) is x
        assert debug_unwrap(a, recurse=False) is a._impl.value
        return a

    vmap(vmap(inner))(x)


def test_dispatch_key_of_a_batched_tensor():
    def f(a):
        ks = a._impl.key_set_obj()
        assert DispatchKey.FuncTorchBatched in list(ks)
        assert not a.requires_grad
        return a

    vmap(f)(torch.randn(2, 3))


# -- the fallback ---------------------------------------------------------------------------------
@pytest.fixture
def custom_op():
    lib = Library("vmaptest", "DEF")
    lib.define("scale_rows(Tensor x) -> Tensor")
    lib.impl("scale_rows", lambda x: x * torch.arange(1.0, x.shape[0] + 1).unsqueeze(-1), "CPU")
    yield torch.ops.vmaptest.scale_rows
    lib.remove()


def test_fallback_loops_warns_and_stacks(custom_op):
    x = torch.randn(4, 3, 2)
    with pytest.warns(UserWarning) as record:
        out = vmap(custom_op)(x)
    messages = [str(w.message) for w in record]
    assert messages == [
        "There is a performance drop because we have not yet implemented the batching rule "
        "for vmaptest::scale_rows. Please file us an issue on GitHub so that we can "
        "prioritize its implementation."
    ]
    assert_equal(out, torch.stack([custom_op(x[i]) for i in range(4)]))


def test_fallback_warns_once_per_operator_under_the_default_filter(custom_op):
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("default")
        for _ in range(3):
            vmap(custom_op)(torch.randn(2, 3, 2))
    assert len(record) == 1


def test_fallback_can_be_turned_off(custom_op):
    from glasstorch._functorch.batching import set_vmap_fallback_enabled

    set_vmap_fallback_enabled(False)
    try:
        with pytest.raises(
            RuntimeError,
            match="vmaptest::scale_rows hit the vmap fallback which is currently disabled",
        ):
            vmap(custom_op)(torch.randn(2, 3, 2))
    finally:
        set_vmap_fallback_enabled(True)


def test_composite_operators_decompose_without_the_fallback():
    x = torch.randn(3, 4, 5)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        out = vmap(lambda a: torch.flatten(a.movedim(0, 1)))(x)
    assert_equal(out, x.transpose(1, 2).reshape(3, 20))


# -- errors ---------------------------------------------------------------------------------------
def _raises(exc, message, fn):
    with pytest.raises(exc, match=re.escape(message)):
        fn()


def test_batch_sizes_must_agree():
    _raises(
        ValueError,
        "vmap: Expected all tensors to have the same size in the mapped dimension, got sizes "
        "[3, 4] for the mapped dimension",
        lambda: vmap(torch.add)(torch.randn(3, 4), torch.randn(4, 4)),
    )


def test_in_dims_errors():
    x = torch.randn(3, 4)
    _raises(
        ValueError,
        "vmap(sin, in_dims=(0, 0), ...)(<inputs>): in_dims is not compatible with the structure "
        "of `inputs`. in_dims has structure TreeSpec(tuple, None, [*,\n  *]) but inputs has "
        "structure TreeSpec(tuple, None, [*]).",
        lambda: vmap(torch.sin, in_dims=(0, 0))(x),
    )
    _raises(
        ValueError,
        "vmap(sin, in_dims=a, ...)(<inputs>): expected `in_dims` to be int or a (potentially "
        "nested) tuple matching the structure of inputs, got: <class 'str'>.",
        lambda: vmap(torch.sin, in_dims="a")(x),
    )
    _raises(
        ValueError,
        "vmap(sin, in_dims=2, ...)(<inputs>): Got in_dim=2 for some input, but that input is a "
        "Tensor of dimensionality 2 so expected in_dim to satisfy -2 <= in_dim < 2.",
        lambda: vmap(torch.sin, in_dims=2)(x),
    )
    _raises(
        ValueError,
        "vmap(sin, in_dims=(0.5,), ...)(<inputs>): Got in_dim=0.5 for an input but in_dim must "
        "be either an integer dimension or None.",
        lambda: vmap(torch.sin, in_dims=(0.5,))(x),
    )
    _raises(
        ValueError,
        "Got in_dim=0 for an input but the input is of type <class 'int'>. We cannot vmap over "
        "non-Tensor arguments, please use None as the respective in_dim",
        lambda: vmap(lambda a, b: a, in_dims=(0, 0))(x, 3),
    )
    _raises(
        ValueError,
        "vmap: Expected at least one Tensor to vmap over",
        lambda: vmap(torch.sin, in_dims=(None,))(x),
    )
    _raises(
        ValueError,
        "vmap(<lambda>)(<inputs>): got no inputs. Maybe you forgot to add inputs, or you are "
        "trying to vmap over a function with no inputs. The latter is unsupported.",
        lambda: vmap(lambda: x)(),
    )


def test_out_dims_errors():
    x = torch.randn(3, 4)
    _raises(
        ValueError,
        "vmap(<lambda>, ...): `<lambda>` must only return Tensors, got type <class 'int'>. Did "
        "you mean to set out_dims= to None for output?",
        lambda: vmap(lambda a: 3)(x),
    )
    _raises(
        ValueError,
        "vmap(<lambda>, ..., out_dims=(0, 0, 0))(<inputs>): out_dims is not compatible with the "
        "structure of `outputs`. out_dims has structure TreeSpec(tuple, None, [*,\n  *,\n  *]) "
        "but outputs has structure TreeSpec(tuple, None, [*,\n  *]).",
        lambda: vmap(lambda a: (a, a), out_dims=(0, 0, 0))(x),
    )
    _raises(
        ValueError,
        "vmap(<lambda>, ...): `<lambda>` can not return a BatchedTensor when out_dim is None",
        lambda: vmap(lambda a: a, out_dims=None)(x),
    )
    _raises(
        ValueError,
        "vmap(sin, ..., out_dims=(1.5,)): `out_dims` must be an int, None or a python "
        "collection of ints representing where in the outputs the vmapped dimension should "
        "appear.",
        lambda: vmap(torch.sin, out_dims=(1.5,))(x),
    )
    _raises(IndexError, "Dimension out of range", lambda: vmap(lambda a: a, out_dims=3)(x))


def test_randomness_and_chunk_size_arguments():
    _raises(
        RuntimeError,
        "Only allowed values for randomness are 'error', 'different', or 'same'. Got foo",
        lambda: vmap(torch.sin, randomness="foo"),
    )
    for bad in (0, -1):
        _raises(
            ValueError,
            f"vmap: chunk_size should be None or greater than 0. (got {bad})",
            lambda bad=bad: vmap(torch.sin, chunk_size=bad),
        )


def test_data_access_inside_vmap():
    x = torch.randn(3, 4)
    _raises(
        RuntimeError,
        "vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over "
        "calling .item() on a Tensor, please try to rewrite what you're doing with other "
        "operations. If error is occurring somewhere inside PyTorch internals, please file a "
        "bug report.",
        lambda: vmap(lambda a: a.sum().item())(x),
    )
    _raises(
        RuntimeError,
        "vmap: It looks like you're attempting to use a Tensor in some data-dependent control "
        "flow. We don't support that yet, please file an issue at "
        "https://github.com/pytorch/pytorch/issues .",
        lambda: vmap(lambda a: a if a.sum() > 0 else -a)(x),
    )


def test_in_place_write_of_batched_values_into_an_unbatched_tensor():
    x = torch.randn(3, 4)
    message = (
        "vmap: inplace arithmetic(self, *extra_args) is not possible because there exists a "
        "Tensor `other` in extra_args that has more elements than `self`. This happened due to "
        "`other` being vmapped over but `self` not being vmapped over in a vmap. Please try to "
        "use out-of-place operators instead of inplace arithmetic. If said operator is being "
        "called inside the PyTorch framework, please file a bug report instead."
    )
    _raises(RuntimeError, message, lambda: vmap(lambda a: torch.zeros(4).mul_(a))(x))
    _raises(RuntimeError, message, lambda: vmap(lambda a: torch.zeros(4).copy_(a))(x))


def test_in_place_on_batched_tensors_writes_the_physical_tensor():
    x = torch.randn(3, 4)
    y = x.clone()
    vmap(lambda a: a.mul_(2).add_(torch.ones(4)))(y)
    assert_equal(y, x * 2 + 1)
    z = x.clone()
    vmap(lambda a: a.unsqueeze_(0).transpose_(0, 1).squeeze_(1).sin_(), in_dims=1)(z)
    assert_equal(z, x.sin())


def test_a_batched_tensor_used_after_its_vmap_returned_is_refused():
    kept = []
    vmap(lambda a: kept.append(a) or a)(torch.randn(3))
    with pytest.raises(RuntimeError, match="after the vmap call that made it returned"):
        kept[0] + 1
