"""``glasstorch.overrides`` (torch.overrides): the inventory of overridable functions and
the public names of the protocol."""

from __future__ import annotations

import inspect

import glasstorch as torch
import glasstorch.nn.functional as F
from glasstorch import overrides


def test_the_protocol_names_are_where_pytorch_puts_them():
    assert torch.DisableTorchFunction is overrides.DisableTorchFunction
    assert torch.DisableTorchFunctionSubclass is overrides.DisableTorchFunctionSubclass
    for name in ("handle_torch_function", "has_torch_function", "is_tensor_like"):
        assert getattr(torch.autograd, name) is getattr(overrides, name)
    for name in (
        "handle_torch_function",
        "has_torch_function",
        "has_torch_function_unary",
        "has_torch_function_variadic",
    ):
        assert getattr(F, name) is getattr(overrides, name)


def test_overridable_functions_cover_generated_functions_methods_and_properties():
    found = overrides.get_overridable_functions()
    assert torch.add in found[torch] and torch.cat in found[torch]
    assert torch.einsum in found[torch] and torch.unique in found[torch]
    assert F.relu in found[F] and F.leaky_relu in found[F]
    assert torch.linalg.vector_norm in found[torch.linalg]
    methods = found[torch.Tensor]
    for method in (torch.Tensor.add, torch.Tensor.__add__, torch.Tensor.dim, torch.Tensor.to):
        assert method in methods
    assert torch.Tensor.__getitem__ in methods and torch.Tensor.__len__ in methods
    shape = inspect.getattr_static(torch.Tensor, "shape")
    assert found[shape] == [torch.Tensor.shape.__get__]
    ignored = overrides.get_ignored_functions()
    assert torch.zeros in ignored and torch.is_tensor in ignored and torch.manual_seed in ignored
    assert torch.add not in ignored and F.relu not in ignored


def test_every_overridable_function_routes_a_duck_type():
    class Duck:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return ("duck", func)

    d = Duck()
    for func in (torch.relu, F.leaky_relu, torch.numel):
        assert func(d) == ("duck", func)
    assert torch.cat([d, d]) == ("duck", torch.cat)


def test_testing_overrides_have_the_functions_signatures():
    dummies = overrides.get_testing_overrides()
    found = overrides.get_overridable_functions()
    assert set(dummies) == {fn for fns in found.values() for fn in fns}
    # PyTorch: torch.add -> (input, other, out=None); ours keeps the schema's alpha.
    assert str(inspect.signature(dummies[torch.add])) == "(input, other, *, alpha=None, out=None)"
    assert str(inspect.signature(dummies[torch.Tensor.add])) == "(self, other, *, alpha=None)"
    assert str(inspect.signature(dummies[torch.Tensor.shape.__get__])) == "(self)"
    assert inspect.signature(dummies[F.relu]) == inspect.signature(F.relu)
    assert dummies[torch.add](1, 2) == -1
    for dummy in dummies.values():
        inspect.signature(dummy)  # every one is a valid signature


def test_names_and_method_checks():
    assert overrides.resolve_name(torch.add) == "glasstorch.add"
    assert overrides.resolve_name(torch.Tensor.add) == "glasstorch.Tensor.add"
    assert overrides.resolve_name(torch.Tensor.shape.__get__) == "glasstorch.Tensor.shape.__get__"
    assert overrides.is_tensor_method_or_property(torch.Tensor.add)
    assert overrides.is_tensor_method_or_property(torch.Tensor.shape.__get__)
    assert not overrides.is_tensor_method_or_property(torch.add)
    assert overrides.get_default_nowrap_functions() == {torch.Tensor.grad.__get__}


def test_wrap_torch_function_routes_a_python_function():
    @overrides.wrap_torch_function(lambda x, scale=1: (x,))
    def scaled(x, scale=1):
        return x * scale

    class Duck:
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            return (func is scaled, args[1:], kwargs)

    assert scaled(Duck(), 3) == (True, (3,), {})
    assert scaled(2, 3) == 6


def test_a_subclass_with_a_handler_logs_a_training_step():
    seen = []

    class Logged(torch.Tensor):
        @classmethod
        def __torch_function__(cls, func, types, args=(), kwargs=None):
            seen.append(getattr(func, "__name__", func))
            return super().__torch_function__(func, types, args, kwargs)

    model = torch.nn.Linear(2, 1)
    x = torch.ones(3, 2).as_subclass(Logged)
    loss = model(x).sum()
    assert type(loss) is Logged
    loss.backward()
    assert "linear" in seen and "sum" in seen and "backward" in seen
    assert model.weight.grad is not None
    assert model.weight.grad.tolist() == [[3.0, 3.0]]  # three rows of ones
