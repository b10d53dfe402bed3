"""torch.library's high-level API: custom_op end to end (ops namespace, autograd, make_fx,
torch.compile through the fake kernel), the functional registrations, and opcheck.

Messages and outcomes were observed from PyTorch 2.13 on the same operators.
"""

import warnings

import glasstorch as torch
import numpy as np
import pytest
from glasstorch.fx.experimental.proxy_tensor import make_fx
from glasstorch.library import CustomOpDef, custom_op, opcheck
from glasstorch.library._opcheck import OpCheckError

# One namespace per module; operator names are unique within it.
NS = "gtlibtest"


@custom_op(f"{NS}::softsign", mutates_args=())
def softsign(x: torch.Tensor, k: float = 1.0) -> torch.Tensor:
    return x / (k + x.abs())


fake_calls = []


@softsign.register_fake
def _(x, k=1.0):
    fake_calls.append(tuple(x.shape))
    return torch.empty_like(x)


def _softsign_setup(ctx, inputs, output):
    x, k = inputs
    ctx.save_for_backward(x)
    ctx.k = k


def _softsign_backward(ctx, grad):
    (x,) = ctx.saved_tensors
    return grad * ctx.k / (ctx.k + x.abs()) ** 2, None


softsign.register_autograd(_softsign_backward, setup_context=_softsign_setup)


def reference(x, k=1.0):
    return x / (k + np.abs(x))


def test_custom_op_is_an_operator():
    assert isinstance(softsign, CustomOpDef) and repr(softsign) == f"<CustomOpDef({NS}::softsign)>"
    assert str(torch.ops.gtlibtest.softsign.default._schema) == (
        f"{NS}::softsign(Tensor x, float k=1.0) -> Tensor"
    )
    x = torch.tensor([-2.0, 0.5, 3.0])
    np.testing.assert_allclose(softsign(x).numpy(), reference(x.numpy()), rtol=1e-6)
    np.testing.assert_allclose(
        torch.ops.gtlibtest.softsign(x, 2.0).numpy(), reference(x.numpy(), 2.0), rtol=1e-6
    )
    assert torch.library.OpOverload is type(torch.ops.gtlibtest.softsign.default)


def test_custom_op_gradients():
    x = torch.tensor([-2.0, 0.5, 3.0], dtype=torch.float64, requires_grad=True)
    y = softsign(x, 2.0)
    assert type(y.grad_fn).__name__ == f"GeneratedBackwardFor_{NS}_softsign_defaultBackward"
    assert torch.autograd.gradcheck(lambda t: softsign(t, 2.0), (x,))
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), 2.0 / (2.0 + np.abs([-2.0, 0.5, 3.0])) ** 2)


def test_custom_op_on_meta_and_in_make_fx():
    fake_calls.clear()
    out = softsign(torch.empty(4, 5, device="meta"))
    assert out.device.type == "meta" and out.shape == (4, 5) and fake_calls == [(4, 5)]
    gm = make_fx(lambda t: softsign(t, 3.0) * 2, tracing_mode="fake")(torch.ones(3))
    assert "softsign = torch.ops.gtlibtest.softsign.default(t_1, 3.0);  t_1 = None" in gm.code
    x = torch.tensor([1.0, -1.0, 3.0])
    np.testing.assert_allclose(gm(x).numpy(), 2 * reference(x.numpy(), 3.0), rtol=1e-6)


def test_custom_op_through_torch_compile():
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    def f(x):
        return softsign(x * 2, 2.0) + softsign(x)

    fake_calls.clear()
    compiled = torch.compile(f, backend=backend)
    x = torch.tensor([0.5, -4.0])
    want = reference(2 * x.numpy(), 2.0) + reference(x.numpy())
    np.testing.assert_allclose(compiled(x).numpy(), want, rtol=1e-6)
    # Captured whole, the shapes found by running the fake kernel.
    assert len(graphs) == 1 and fake_calls == [(2,), (2,)]
    assert [n.target for n in graphs[0].graph.nodes].count(softsign) == 2
    np.testing.assert_allclose(torch.compile(f)(x).numpy(), want, rtol=1e-6)  # inductor


def test_custom_op_training_through_aot_eager():
    def f(x):
        return softsign(x, 1.0).sum()

    x = torch.tensor([0.5, -4.0, 2.0], requires_grad=True)
    torch.compile(f, backend="aot_eager")(x).backward()
    np.testing.assert_allclose(x.grad.numpy(), 1 / (1 + np.abs([0.5, -4.0, 2.0])) ** 2, 1e-6)


def test_no_fake_and_no_formula_errors():
    @custom_op(f"{NS}::bare", mutates_args=())
    def bare(x: torch.Tensor) -> torch.Tensor:
        return x * 2

    with pytest.raises(RuntimeError, match=r"There was no fake impl registered for <CustomOpDef"):
        bare(torch.empty(2, device="meta"))
    y = bare(torch.ones(2, requires_grad=True))
    with pytest.raises(RuntimeError, match="Trying to backward through gtlibtest.bare.default"):
        y.sum().backward()


def test_outputs_must_not_alias_inputs():
    @custom_op(f"{NS}::ident", mutates_args=())
    def ident(x: torch.Tensor) -> torch.Tensor:
        return x

    with pytest.raises(RuntimeError, match=r"ident \(with implementation in .*\): The output"):
        ident(torch.ones(1))


def test_mutating_custom_op():
    @custom_op(f"{NS}::accumulate", mutates_args={"out"})
    def accumulate(x: torch.Tensor, out: torch.Tensor) -> None:
        out.add_(x)

    assert "Tensor(a1!) out) -> ()" in str(torch.ops.gtlibtest.accumulate.default._schema)
    out = torch.zeros(2)
    before = out._version
    assert accumulate(torch.ones(2), out) is None
    assert out.tolist() == [1.0, 1.0] and out._version > before
    # Writes its argument and returns nothing: meta needs no fake kernel.
    assert accumulate(torch.ones(2, device="meta"), torch.zeros(2, device="meta")) is None
    with pytest.raises(RuntimeError, match="Cannot register autograd formula for non-functional"):
        accumulate.register_autograd(lambda ctx, g: g)


def test_kernel_per_device_and_keyword_only_arguments():
    @custom_op(f"{NS}::shift", mutates_args=(), device_types="cpu")
    def shift(x: torch.Tensor, *, by: float = 1.0) -> torch.Tensor:
        return x + by

    assert str(torch.ops.gtlibtest.shift.default._schema).endswith("*, float by=1.0) -> Tensor")
    assert shift(torch.zeros(1), by=3.0).tolist() == [3.0]

    @shift.register_kernel("cpu")
    def _(x, *, by=1.0):
        return x - by

    assert shift(torch.zeros(1), by=3.0).tolist() == [-3.0]

    def setup(ctx, inputs, keyword_only_inputs, output):
        ctx.by = keyword_only_inputs["by"]

    shift.register_autograd(lambda ctx, g: g * ctx.by, setup_context=setup)
    x = torch.ones(2, requires_grad=True)
    shift(x, by=5.0).sum().backward()
    assert x.grad.tolist() == [5.0, 5.0]


def test_tensor_list_inputs_are_differentiable():
    @custom_op(f"{NS}::cat_scale", mutates_args=())
    def cat_scale(xs: list[torch.Tensor], k: float) -> torch.Tensor:
        return torch.cat(xs) * k

    def setup(ctx, inputs, output):
        ctx.k = inputs[1]
        ctx.sizes = [x.shape[0] for x in inputs[0]]

    cat_scale.register_autograd(
        lambda ctx, g: (list((g * ctx.k).split(ctx.sizes)), None), setup_context=setup
    )
    a, b = torch.ones(2, requires_grad=True), torch.ones(3, requires_grad=True)
    cat_scale([a, b], 2.0).sum().backward()
    assert a.grad.tolist() == [2.0, 2.0] and b.grad.tolist() == [2.0, 2.0, 2.0]


def test_explicit_schema_must_agree_with_mutates_args():
    with pytest.raises(ValueError, match="The schema suggests that the op mutates {'x'}"):

        @custom_op(f"{NS}::zeroer", mutates_args=(), schema="(Tensor(a!) x) -> ()")
        def zeroer(x: torch.Tensor) -> None:
            x.zero_()


def test_redefinition_replaces_the_operator():
    @custom_op(f"{NS}::again", mutates_args=())
    def first(x: torch.Tensor) -> torch.Tensor:
        return x + 1

    @custom_op(f"{NS}::again", mutates_args=())
    def second(x: torch.Tensor, y: float) -> torch.Tensor:
        return x * y

    assert torch.ops.gtlibtest.again(torch.ones(1), 4.0).tolist() == [4.0]


def test_functional_registration_on_a_defined_operator():
    assert torch.library.define(f"{NS}::twice", "(Tensor x) -> Tensor") is None
    torch.library.impl(f"{NS}::twice", "cpu", lambda x: x * 2)
    assert torch.ops.gtlibtest.twice(torch.ones(1)).tolist() == [2.0]

    @torch.library.register_fake(f"{NS}::twice")
    def _(x):
        return torch.empty_like(x)

    assert torch.ops.gtlibtest.twice(torch.ones(3, device="meta")).shape == (3,)
    torch.library.register_autograd(f"{NS}::twice", lambda ctx, g: g * 2)
    x = torch.ones(2, requires_grad=True)
    torch.ops.gtlibtest.twice(x).sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]
    with pytest.warns(UserWarning, match="Overriding a previously registered kernel"):
        torch.library.register_kernel(torch.ops.gtlibtest.twice.default, "cpu", lambda x: x * 3)
    assert torch.ops.gtlibtest.twice(torch.ones(1)).tolist() == [3.0]
    with pytest.raises(RuntimeError, match="operator gtlibtest::missing does not exist"):
        torch.library.register_fake(f"{NS}::missing", lambda x: x)
    with pytest.raises(ValueError, match='to be of the form "namespace::name", but got plain'):
        torch.library.define("plain", "(Tensor x) -> Tensor")
    with pytest.raises(ValueError, match="got unexpected type for op: <class 'int'>"):
        torch.library.register_autograd(3, lambda ctx, g: g)


def test_impl_abstract_is_the_old_name_of_register_fake():
    torch.library.define(f"{NS}::old_style", "(Tensor x) -> Tensor")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.library.impl_abstract(f"{NS}::old_style", lambda x: torch.empty_like(x))
    assert "was renamed to `torch.library.register_fake`" in str(caught[0].message)
    assert torch.ops.gtlibtest.old_style(torch.ones(2, device="meta")).shape == (2,)


def test_opcheck_passes_a_correct_operator():
    x = torch.randn(3, requires_grad=True)
    assert opcheck(softsign, (x, 2.0)) == {
        "test_schema": "SUCCESS",
        "test_autograd_registration": "SUCCESS",
        "test_faketensor": "SUCCESS",
        "test_aot_dispatch_static": "SUCCESS",
    }
    assert x.grad is None  # opcheck works on copies


def test_opcheck_finds_a_wrong_fake_and_a_hidden_mutation():
    @custom_op(f"{NS}::colsum", mutates_args=())
    def colsum(x: torch.Tensor) -> torch.Tensor:
        return x.sum(0)

    colsum.register_fake(lambda x: torch.empty_like(x))
    result = opcheck(colsum, (torch.randn(3, 2),), raise_exception=False)
    assert result["test_schema"] == "SUCCESS"
    assert "found mismatched tensor metadata: Shapes" in str(result["test_faketensor"])

    @custom_op(f"{NS}::sneaky", mutates_args=())
    def sneaky(x: torch.Tensor) -> torch.Tensor:
        x.add_(1)
        return x.clone()

    sneaky.register_fake(lambda x: torch.empty_like(x))
    with pytest.raises(
        OpCheckError,
        match=r"test_schema failed with Argument x is not defined as mutable but was mutated",
    ):
        opcheck(sneaky, (torch.randn(3),))
    assert opcheck(sneaky, (torch.randn(3),), test_utils="test_faketensor") == {
        "test_faketensor": "SUCCESS"
    }
    with pytest.raises(ValueError, match="expected test_utils to be subset of"):
        opcheck(sneaky, (torch.randn(3),), test_utils="test_nothing")


def test_opcheck_autograd_registration():
    torch.library.define(f"{NS}::nograd", "(Tensor x) -> Tensor")
    torch.library.impl(f"{NS}::nograd", "cpu", lambda x: x * 2)
    result = opcheck(
        torch.ops.gtlibtest.nograd.default,
        (torch.randn(3, requires_grad=True),),
        test_utils=["test_schema", "test_autograd_registration"],
        raise_exception=False,
    )
    assert result["test_schema"] == "SUCCESS"
    assert "does not have an autograd kernel defined at an autograd key" in str(
        result["test_autograd_registration"]
    )
