"""Batching rules of random operators, which follow the layer's ``randomness``:

* ``'error'``: any random operator inside vmap is refused;
* ``'different'``: each batch element draws its own numbers (a factory gets the batch
  size in front of its size; an operator on an unbatched tensor runs on it expanded);
* ``'same'``: one draw, shared by every element (the result is unbatched, or copied into
  each element for in-place operators).

These rules run whether or not an argument is batched, since the layer alone decides.
"""

from __future__ import annotations

from typing import Any

from glasstorch.aten._generated import ops

from ..batching import inplace_error, register
from ..dynamic_layers import VmapLayer
from .helpers import Phys, align, front, is_tensor, materialize, wrap, wrap_all

_ERROR = (
    "vmap: called random operation while in randomness error mode. Please either use the "
    "'same' or 'different' randomness flags on vmap or perform the randomness operation out "
    "of vmap"
)
_SAME_BATCHED = (
    "Vmap does not currently support same randomness with a batched tensor input. Please file "
    "an issue with functorch"
)
_DIFFERENT_UNBATCHED = (
    "vmap: Cannot ask for different inplace randomness on an unbatched tensor. This will "
    "appear like same randomness. If this is necessary for your usage, please file an issue "
    "with functorch."
)


def _randomness(layer: VmapLayer) -> str:
    if layer.randomness == "error":
        raise RuntimeError(_ERROR)
    return layer.randomness


def _factory(size_index: int) -> Any:
    """``randn(size)``-style factories: the batch size goes in front of ``size``."""

    def rule(layer: VmapLayer, op: Any, *args: Any) -> Any:
        if _randomness(layer) == "same":
            return op(*args)
        values = list(args)
        values[size_index] = [layer.batch_size, *values[size_index]]
        return wrap(op(*values), layer)

    return rule


def _randperm(layer: VmapLayer, op: Any, *args: Any) -> Any:
    if _randomness(layer) == "same":
        return op(*args)
    return wrap(ops.stack.call([op(*args) for _ in range(layer.batch_size)], 0), layer)


def _like(layer: VmapLayer, op: Any, self: Any, *rest: Any) -> Any:
    """``randn_like(self)``: only self's shape matters, so 'same' draws one logical tensor."""
    p = front(self, layer)
    if _randomness(layer) == "same":
        one = ops.select_int.call(p.t, 0, 0) if p.batched else p.t
        return op(one, *rest)
    return wrap(op(materialize(p, layer.batch_size), *rest), layer)


def _parametrized(layer: VmapLayer, op: Any, *args: Any) -> Any:
    """``bernoulli(p)``, ``multinomial``, ``normal(mean, std)``: the tensors are parameters."""
    values = list(args)
    tensors = [i for i, a in enumerate(values) if is_tensor(a)]
    phys = [front(values[i], layer) for i in tensors]
    randomness = _randomness(layer)
    if randomness == "same":
        if any(p.batched for p in phys):
            raise RuntimeError(_SAME_BATCHED)
        return op(*args)
    batch = layer.batch_size
    aligned = align(phys) if any(p.batched for p in phys) else [materialize(p, batch) for p in phys]
    for i, t in zip(tensors, aligned, strict=True):
        values[i] = t
    return wrap_all(op(*values), layer)


def _inplace(layer: VmapLayer, op: Any, self: Any, *rest: Any) -> Any:
    """``normal_``, ``uniform_``, ``bernoulli_`` ...: written into self."""
    randomness = _randomness(layer)
    p = front(self, layer)
    params = [front(r, layer) for r in rest if is_tensor(r)]
    if not p.batched:
        if randomness == "different":
            raise RuntimeError(_DIFFERENT_UNBATCHED)
        if any(q.batched for q in params):
            raise inplace_error("inplace arithmetic")
        op(self, *rest)
        return self
    if randomness == "different":
        values = [align([p, front(r, layer)])[1] if is_tensor(r) else r for r in rest]
        op(p.t, *values)
        return self
    if any(q.batched for q in params):
        raise RuntimeError(_SAME_BATCHED)
    one = ops.empty_like.call(ops.select_int.call(p.t, 0, 0), None, None, None, None, None)
    op(one, *rest)
    ops.copy_.call(p.t, one, False)
    return self


def _dropout(layer: VmapLayer, op: Any, input: Any, p: float, train: Any) -> Any:
    """``dropout``/``feature_dropout``/``native_dropout``: random only when training with
    p > 0; 'same' draws one logical mask (dropout of ones) and applies it to each element."""
    x = front(input, layer)
    if not (train is None or train) or p == 0:  # nothing random
        return wrap_all(op(x.t, p, train), layer) if x.batched else op(x.t, p, train)
    batch = layer.batch_size
    if _randomness(layer) == "different":
        t = materialize(x, batch)
        feature = op is ops.feature_dropout.call and x.rank > 2
        folded = ops.reshape.call(t, [-1, *t._impl.sizes[2:]]) if feature else t
        out = op(folded, p, train)
        return wrap_all(ops.reshape.call(out, list(t._impl.sizes)) if feature else out, layer)
    if not x.batched:
        return op(x.t, p, train)
    ones = ops.ones_like.call(ops.select_int.call(x.t, 0, 0), None, None, None, None, None)
    scaled = op(ones, p, train)  # the mask, scaled by 1 / (1 - p)
    mask = scaled[0] if isinstance(scaled, tuple) else scaled
    out = ops.mul_Tensor.call(*align([x, Phys(mask, False)]))
    if isinstance(scaled, tuple):  # native_dropout also returns the boolean mask
        return wrap_all((out, materialize(Phys(scaled[1], False), batch)), layer)
    return wrap(out, layer)


register(("rand", "randn"), _factory(0), always=True)
register("randint", _factory(1), always=True)
register(("randint.low", "normal.float_float"), _factory(2), always=True)
register("randperm", _randperm, always=True)
register(("rand_like", "randn_like", "randint_like", "randint_like.low_dtype"), _like, always=True)
register(
    ("bernoulli", "bernoulli.p", "multinomial", "normal.Tensor_float", "normal.float_Tensor",
     "normal.Tensor_Tensor"),
    _parametrized,
    always=True,
)  # fmt: skip
register(
    ("normal_", "uniform_", "random_", "random_.from", "random_.to", "exponential_",
     "bernoulli_.float", "bernoulli_.Tensor"),
    _inplace,
    always=True,
)  # fmt: skip
register(("dropout", "feature_dropout", "native_dropout"), _dropout, always=True)
