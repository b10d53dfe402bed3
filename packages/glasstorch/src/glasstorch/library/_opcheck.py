"""``opcheck``: test an operator's registrations against what it does.

Each test runs the operator on copies of the given inputs:

* ``test_schema``: arguments the schema does not mark as written keep their values, and
  outputs are new tensors unless the schema says they alias an input;
* ``test_autograd_registration``: with inputs that require grad, the operator has an
  Autograd (or CompositeImplicitAutograd) kernel, or its outputs do not require grad;
* ``test_faketensor``: on meta ("fake") tensors it returns outputs of the shapes, strides
  and dtypes it returns on real ones;
* ``test_aot_dispatch_static``: traced and compiled by AOT autograd (fake tensors, static
  shapes) it computes the same outputs and, where inputs require grad, the same gradients.

PyTorch's ``test_aot_dispatch_dynamic`` needs symbolic shapes, which glasstorch does not
have; ``test_aot_dispatch_static`` takes its place in the default list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from glasstorch.aten import Tensor
from glasstorch.aten._ops import OpOverload, OpOverloadPacket
from glasstorch.autograd import grad as autograd_grad
from glasstorch.autograd import no_grad
from glasstorch.c10.core.dispatch_key import DispatchKey
from glasstorch.fx.experimental.fake_tensor import FakeTensorMode
from glasstorch.fx.node import map_aggregate

from ._custom_ops import CustomOpDef

__all__ = ["OpCheckError", "opcheck"]


class OpCheckError(Exception):
    """An ``opcheck`` test failed."""


def _clone(value: Any, keep_requires_grad: bool = True) -> Any:
    """Copies of the tensors in ``value`` (which keep ``requires_grad`` unless told not)."""

    def one(v: Any) -> Any:
        if not isinstance(v, Tensor):
            return v
        with no_grad():
            c = v.detach().clone()
        return c.requires_grad_(v.requires_grad and keep_requires_grad)

    return map_aggregate(value, one)


def _tensors(value: Any) -> list[Tensor]:
    found: list[Tensor] = []
    map_aggregate(value, lambda v: found.append(v) if isinstance(v, Tensor) else None)
    return found


def _storage(t: Tensor) -> int:
    return id(t._impl.storage.unsafe_get_storage_impl())


def _values(t: Tensor) -> np.ndarray:
    return t.detach().cpu().numpy().copy()


def check_schema(op: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any], **_: Any) -> None:
    """``test_schema`` (without autograd: it is about values and memory)."""
    args, kwargs = _clone((args, kwargs), keep_requires_grad=False)
    names = [a.name for a in op._schema.arguments]
    bound = dict(zip(names, args, strict=False)) | kwargs
    before = {n: [_values(t) for t in _tensors(v)] for n, v in bound.items()}
    result = op(*args, **kwargs)
    for arg in op._schema.arguments:
        if arg.name not in bound or arg.is_write:
            continue
        after = [_values(t) for t in _tensors(bound[arg.name])]
        if any(
            a.shape != b.shape or not np.array_equal(a, b, equal_nan=True)
            for a, b in zip(before[arg.name], after, strict=True)
        ):
            raise RuntimeError(f"Argument {arg.name} is not defined as mutable but was mutated")
    aliased = {a.name for a in op._schema.arguments if a.alias_info is not None}
    outputs = {_storage(t) for t in _tensors(result) if t.numel()}
    for arg in op._schema.arguments:
        if arg.name in bound and arg.name not in aliased:
            for t in _tensors(bound[arg.name]):
                if t.numel() and _storage(t) in outputs:
                    raise RuntimeError(
                        f"Argument {arg.name} is not defined to alias output but was aliasing"
                    )


def check_autograd_registration(
    op: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any], **_: Any
) -> None:
    """``test_autograd_registration``."""
    args, kwargs = _clone((args, kwargs))
    if not any(t.requires_grad for t in _tensors((args, kwargs))):
        return
    handle = op._handle
    for key in (DispatchKey.Autograd, DispatchKey.AutogradCPU, DispatchKey.AutogradCUDA,
                DispatchKey.CompositeImplicitAutograd):  # fmt: skip
        if handle.has_kernel_for_dispatch_key(key):
            return
    inputs = {id(t) for t in _tensors((args, kwargs))}
    try:
        result = op(*args, **kwargs)
    except NotImplementedError:
        result = None  # the autograd fallback refused: outputs would have needed a formula
    else:
        if not any(t.requires_grad and id(t) not in inputs for t in _tensors(result)):
            return
    raise AssertionError(
        f"{op.name()}: at least one output of this operator has requires_grad=True but the "
        "operator does not have an autograd kernel defined at an autograd key (e.g. "
        "DispatchKey::Autograd). This could mean that you have incorrectly registered an "
        "autograd kernel to a non-Autograd DispatchKey, which may lead to silently incorrect "
        "results. If your operator consists of regular PyTorch operations, consider not using "
        "an operator at all or registering your operator as CompositeImplicitAutograd. If you "
        "have an autograd.Function registered to a backend (CPU/CUDA/XPU) key, the correct "
        "location for it is the Autograd key."
    )


def check_faketensor(
    op: OpOverload, args: tuple[Any, ...], kwargs: dict[str, Any], **_: Any
) -> None:
    """``test_faketensor`` (without autograd: it is about metadata)."""
    args, kwargs = _clone((args, kwargs), keep_requires_grad=False)
    real = _tensors(op(*_clone(args), **_clone(kwargs)))
    with FakeTensorMode() as mode:
        fake_args, fake_kwargs = map_aggregate(
            (args, kwargs), lambda v: mode.from_tensor(v) if isinstance(v, Tensor) else v
        )
        fake = _tensors(op(*fake_args, **fake_kwargs))
    if len(real) != len(fake):
        raise RuntimeError(
            f"When comparing the output of {op} on FakeTensor and concrete Tensors, found "
            f"{len(fake)} tensors on FakeTensor and {len(real)} on concrete Tensors"
        )
    for r, f in zip(real, fake, strict=True):
        for what, a, b in (
            ("Shapes", r.shape, f.shape),
            ("Strides", tuple(r.stride()), tuple(f.stride())),
            ("Dtypes", r.dtype, f.dtype),
        ):
            if a != b:
                raise RuntimeError(
                    f"When comparing the output of {op} on FakeTensor and concrete Tensors, "
                    f"found mismatched tensor metadata: {what} {a} and {b} are not equal!"
                )


def check_aot_dispatch_static(
    op: OpOverload,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    *,
    rtol: float | None = None,
    atol: float | None = None,
) -> None:
    """``test_aot_dispatch_static``."""
    from glasstorch._functorch.aot_autograd import aot_function
    from glasstorch._functorch.compilers import nop

    def call(*a: Any, **k: Any) -> Any:
        a, k = map_aggregate((a, k), lambda v: v.clone() if isinstance(v, Tensor) else v)
        return op(*a, **k)

    compiled = aot_function(call, nop, nop)
    eager_args, compiled_args = _clone((args, kwargs)), _clone((args, kwargs))
    expected = call(*eager_args[0], **eager_args[1])
    got = compiled(*compiled_args[0], **compiled_args[1])
    close = _assert_close(rtol, atol)
    for e, g in zip(_tensors(expected), _tensors(got), strict=True):
        close(g, e)
    eager_inputs = [t for t in _tensors(eager_args) if t.requires_grad]
    compiled_inputs = [t for t in _tensors(compiled_args) if t.requires_grad]
    outs = [(e, g) for e, g in zip(_tensors(expected), _tensors(got), strict=True)
            if e.requires_grad]  # fmt: skip
    if not eager_inputs or not outs:
        return
    eager_total = sum((e.sum() for e, _ in outs[1:]), outs[0][0].sum())
    compiled_total = sum((g.sum() for _, g in outs[1:]), outs[0][1].sum())
    want = autograd_grad(eager_total, eager_inputs, allow_unused=True)
    have = autograd_grad(compiled_total, compiled_inputs, allow_unused=True)
    for w, h in zip(want, have, strict=True):
        if (w is None) != (h is None):
            raise RuntimeError(f"{op}: a gradient is missing after AOT dispatch")
        if w is not None:
            close(h, w)


def _assert_close(rtol: float | None, atol: float | None) -> Callable[[Tensor, Tensor], None]:
    def close(got: Tensor, want: Tensor) -> None:
        np.testing.assert_allclose(
            _values(got),
            _values(want),
            rtol=1.3e-6 if rtol is None else rtol,
            atol=1e-5 if atol is None else atol,
        )

    return close


ALL_TEST_UTILS: dict[str, Callable[..., None]] = {
    "test_schema": check_schema,
    "test_autograd_registration": check_autograd_registration,
    "test_faketensor": check_faketensor,
    "test_aot_dispatch_static": check_aot_dispatch_static,
}
DEFAULT_TEST_UTILS = list(ALL_TEST_UTILS)


def opcheck(
    op: OpOverload | OpOverloadPacket | CustomOpDef,
    args: tuple[Any, ...],
    kwargs: dict[str, Any] | None = None,
    *,
    test_utils: str | Sequence[str] = DEFAULT_TEST_UTILS,
    raise_exception: bool = True,
    rtol: float | None = None,
    atol: float | None = None,
) -> dict[str, Any]:
    """Run the tests named in ``test_utils`` (see the module docstring) on ``op(*args,
    **kwargs)``; returns ``{test: "SUCCESS" or the exception}``, raising
    :class:`OpCheckError` at the first failure unless ``raise_exception=False``."""
    if (rtol is None) ^ (atol is None):
        raise ValueError("opcheck(op, ...): if you specify one of rtol/atol, you must specify both")
    kwargs = kwargs or {}
    if isinstance(op, CustomOpDef):
        op = op._opoverload
    if isinstance(op, OpOverloadPacket):
        overloads = op.overloads()
        if len(overloads) != 1:
            raise ValueError(
                f"opcheck(op, ...): the packet {op} has overloads {overloads}; pass one of them"
            )
        op = getattr(op, overloads[0])
    if not isinstance(op, OpOverload):
        raise ValueError(
            "opcheck(op, ...): op must be instance of torch._ops.OpOverload, e.g. "
            f"torch.ops.aten.sin.default, got {type(op)}"
        )
    if test_utils == "ALL":
        test_utils = tuple(ALL_TEST_UTILS)
    if isinstance(test_utils, str):
        test_utils = (test_utils,)
    if not isinstance(test_utils, tuple | list) or not set(test_utils) <= set(ALL_TEST_UTILS):
        raise ValueError(
            f"opcheck(op, ..., test_utils={test_utils}), expected test_utils to be subset of "
            f"{tuple(ALL_TEST_UTILS)} but it was not"
        )
    results: dict[str, Any] = {}
    for name in test_utils:
        try:
            ALL_TEST_UTILS[name](op, args, kwargs, rtol=rtol, atol=atol)
            results[name] = "SUCCESS"
        except Exception as error:
            if raise_exception:
                raise OpCheckError(
                    f"opcheck(op, ...): {name} failed with {error} (scroll up for stack trace)"
                ) from error
            results[name] = error
    return results
