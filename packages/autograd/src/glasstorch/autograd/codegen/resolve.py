"""Decide the Autograd kernel of every aten operator (gen_variable_type's dispatch of cases).

* An operator with a ``derivatives.yaml`` entry records that entry's node.
* An in-place operator without one uses its functional operator's entry (``add_.Tensor``
  records ``AddBackward0``), as PyTorch does.
* An out= operator refuses inputs that require grad when its functional operator is
  differentiable, and otherwise just redispatches.
* An operator in ``not_differentiable`` (or whose entry has no differentiable output), or
  the in-place variant of one, redispatches below autograd and records nothing.
* CompositeImplicitAutograd operators and operators without tensor arguments get no
  kernel: the first are differentiated through their decomposition, the second never
  reach an autograd key.

Anything else is *uncovered*: it gets no kernel, the generator warns, and the coverage
test fails until the operator has a formula or a ``not_differentiable`` mark.
"""

from __future__ import annotations

from glasstorch.aten.codegen import NativeFunction, NativeFunctions
from glasstorch.c10.schema import SchemaKind

from .load import Derivatives, is_implicit, signature
from .model import DifferentiabilityInfo, KernelKind, KernelPlan

__all__ = ["needs_kernel", "plan_kernels"]


def needs_kernel(native: NativeFunctions, f: NativeFunction) -> bool:
    """Whether ``f`` gets an Autograd kernel at all (it has tensors and is not implicit)."""
    has_tensor = any(a.type.is_tensor_like() for a in f.func.arguments)
    return has_tensor and not is_implicit(native, f)


def plan_kernels(
    native: NativeFunctions, derivatives: Derivatives
) -> tuple[list[KernelPlan], list[NativeFunction]]:
    """One plan per operator that needs a kernel (in aten's order), and the uncovered ones."""
    infos = {info.name: info for info in derivatives.infos}
    functionals = {signature(f): f for f in native.functions if f.kind is SchemaKind.functional}
    plans: list[KernelPlan] = []
    uncovered: list[NativeFunction] = []
    for f in native.functions:
        if not needs_kernel(native, f):
            continue
        functional = functionals.get(signature(f))
        if f.is_out_fn:
            info = infos.get(functional.name) if functional is not None else None
            if info is not None and info.op is not None:
                plans.append(KernelPlan(f, KernelKind.out, info))
            else:
                plans.append(KernelPlan(f, KernelKind.plain))
            continue
        info = infos.get(f.name)
        marked = f.name in derivatives.not_differentiable
        if info is None and f.kind is SchemaKind.inplace and functional is not None:
            info = infos.get(functional.name)
            marked = marked or functional.name in derivatives.not_differentiable
        plan = _plan(f, info, marked)
        if plan is None:
            uncovered.append(f)
        else:
            plans.append(plan)
    return plans, uncovered


def _plan(f: NativeFunction, info: DifferentiabilityInfo | None, marked: bool) -> KernelPlan | None:
    if info is not None and info.op is not None:
        return KernelPlan(f, KernelKind.formula, info)
    if info is not None or marked:
        return KernelPlan(f, KernelKind.plain)
    return None
