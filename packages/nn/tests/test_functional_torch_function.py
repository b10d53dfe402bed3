"""nn.functional's functions take part in ``__torch_function__``: handlers receive the
function and its arguments as PyTorch 2.13's hand-written F functions pass them (observed
with the same calls: required parameters positionally, the rest by keyword)."""

from __future__ import annotations

import inspect
import types

import glasstorch.aten as at
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch.aten import Tensor
from glasstorch.aten.overrides import TorchFunctionMode
from glasstorch.nn import Parameter
from glasstorch.nn.functional import (
    activation,
    handle_torch_function,
    has_torch_function,
    has_torch_function_unary,
    has_torch_function_variadic,
)

LOG: list = []


class Logged(Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        LOG.append((func, types, tuple(type(a).__name__ for a in args), kwargs))
        return super().__torch_function__(func, types, args, kwargs)


class Duck:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return (func.__name__, len(args), kwargs)


class Declines:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return NotImplemented


def _logged() -> Logged:
    return at.tensor([[-1.0, 2.0], [3.0, -4.0]]).as_subclass(Logged)


@pytest.fixture(autouse=True)
def _clear_log():
    LOG.clear()


def test_f_functions_reach_the_handler_as_pytorch_passes_them():
    x = _logged()
    cases = [
        (lambda: F.relu(x), F.relu, ("Logged",), {"inplace": False}),
        (
            lambda: F.leaky_relu(x, 0.2),
            F.leaky_relu,
            ("Logged",),
            {"negative_slope": 0.2, "inplace": False},
        ),
        (
            lambda: F.softmax(x, 1),
            F.softmax,
            ("Logged",),
            {"dim": 1, "_stacklevel": 3, "dtype": None},
        ),
    ]
    for call, func, args, kwargs in cases:
        LOG.clear()
        result = call()
        assert type(result) is Logged
        assert LOG[0] == (func, (Logged,), args, kwargs)
    # PyTorch counts a plain tensor among the types of its Python functions:
    # F.mse_loss(x, y) -> types (L, Tensor).
    LOG.clear()
    F.mse_loss(x, at.zeros(2, 2))
    assert LOG[0][1] == (Logged, Tensor)


def test_results_are_computed_and_converted():
    x = _logged()
    out = F.leaky_relu(x, 0.5)
    assert type(out) is Logged
    np.testing.assert_allclose(out.numpy(), [[-0.5, 2.0], [3.0, -2.0]])
    linear = F.linear(x, at.eye(2))
    assert type(linear) is Logged
    np.testing.assert_array_equal(linear.numpy(), x.numpy())


def test_a_duck_type_reaches_f_functions():
    d = Duck()
    assert F.leaky_relu(d) == ("leaky_relu", 1, {"negative_slope": 0.01, "inplace": False})
    assert F.relu(d, inplace=True) == ("relu", 1, {"inplace": True})


def test_declining_handlers_raise_pytorchs_message():
    d = Declines()
    with pytest.raises(TypeError) as info:
        F.relu(d)
    # PyTorch: "no implementation found for 'torch.nn.functional.relu' on types that
    # implement __torch_function__: [<class '__main__.D'>]"
    assert str(info.value) == (
        f"no implementation found for '{F.relu.__module__}.relu' on types that implement "
        f"__torch_function__: [{Declines!r}]"
    )


def test_parameters_are_plain_tensors_to_the_protocol():
    weight = Parameter(at.eye(2))
    assert not has_torch_function_unary(weight)
    out = F.linear(at.ones(1, 2), weight)
    assert type(out) is Tensor
    np.testing.assert_array_equal(out.detach().numpy(), [[1.0, 1.0]])


def test_a_mode_sees_f_functions_with_plain_tensors():
    calls = []

    class Mode(TorchFunctionMode):
        def __torch_function__(self, func, types, args=(), kwargs=None):
            calls.append((func, types))
            return func(*args, **(kwargs or {}))

    t = at.tensor([-1.0, 1.0])
    with Mode():
        out = F.relu(t)
    np.testing.assert_array_equal(out.numpy(), [0.0, 1.0])
    assert calls[0] == (F.relu, (Tensor,))  # PyTorch: ('relu', (Tensor,))
    assert len(calls) == 1  # the mode is off while its own handler runs F.relu


def test_every_public_function_keeps_its_name_signature_and_docstring():
    for name in F.__all__:
        fn = getattr(F, name)
        if not inspect.isfunction(fn) and not hasattr(fn, "_routes_torch_function"):
            # classes, typing helpers, the notes dicts and the nn.grad module
            assert isinstance(fn, type | dict | types.ModuleType) or name.startswith(
                "BroadcastingList"
            ), name
            continue
        assert fn._routes_torch_function, name
        assert fn.__name__ == name or fn.__name__ == getattr(fn, "__wrapped__", fn).__name__
        original = getattr(fn, "__wrapped__", fn)
        assert inspect.signature(fn) == inspect.signature(original)
        assert fn.__doc__ == original.__doc__
    assert F.relu.__wrapped__ is activation.relu


def test_the_protocol_helpers_are_exposed():
    x = _logged()
    assert has_torch_function((x,)) and has_torch_function_variadic(1, x)
    assert handle_torch_function(F.relu, (x,), x) is not None


def test_routed_functions_pickle_by_reference():
    """A module holding an F function (TransformerEncoderLayer's activation) saves whole, as
    word_language_model saves its Transformer: pickle finds the function where it lives."""
    import pickle

    for name in ("relu", "gelu", "leaky_relu", "softmax"):
        fn = getattr(F, name)
        assert fn.__module__ == "glasstorch.nn.functional"
        assert pickle.loads(pickle.dumps(fn)) is fn

    from glasstorch.nn import TransformerEncoderLayer

    layer = TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
    loaded = pickle.loads(pickle.dumps(layer))
    assert loaded.activation is F.relu
    x = at.randn((3, 2, 8))
    np.testing.assert_allclose(loaded(x).detach().numpy(), layer(x).detach().numpy(), rtol=1e-6)
