"""The data model of ``derivatives.yaml``: one frozen dataclass per concept.

Mirrors the slice of PyTorch's ``tools/autograd/load_derivatives.py`` model that glasstorch
uses. A :class:`DifferentiabilityInfo` is one yaml entry: the aten operator it names, one
:class:`Derivative` per formula, what the backward node must save (:class:`SavedValue`)
and the name of that node (``MulBackward0``). A :class:`KernelPlan` says which Autograd
kernel an aten operator gets.

Errors reuse aten's :class:`~glasstorch.aten.codegen.CodegenError`, which puts
``file:line:`` in front of the message.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from glasstorch.aten.codegen import CodegenError, Location, NativeFunction
from glasstorch.c10.schema import Argument, OptionalType, Type

__all__ = [
    "META_ATTRIBUTES",
    "CodegenError",
    "Derivative",
    "DifferentiabilityInfo",
    "ForwardDerivative",
    "KernelKind",
    "KernelPlan",
    "Location",
    "SavedValue",
    "is_tensor_list",
    "local_name",
]

#: ``<input>_<suffix>`` names a formula may use to save only metadata of a tensor input,
#: and the expression (over the input) the kernel saves for each: read from the TensorImpl,
#: which every recorded operator call does (sizes and strides are plain tuples, as
#: PyTorch's ``grad_fn._saved_self_sym_sizes``).
META_ATTRIBUTES: dict[str, str] = {
    "sizes": "{}._impl.sizes",
    "strides": "{}._impl.strides",
    "storage_offset": "{}._impl.storage_offset",
    "dtype": "{}._impl.dtype",
    "device": "{}._impl.device",
    "numel": "{}._impl.numel()",
    "dim": "len({}._impl.sizes)",
}


def is_tensor_list(type_: Type) -> bool:
    """``Tensor[]`` or ``Tensor?[]`` (not ``Tensor?``)."""
    return type_.is_tensor_like() and type_.is_list_like() and not isinstance(type_, OptionalType)


def local_name(name: str) -> str:
    """The Python local for a formula name: ``self`` is the node inside ``apply``."""
    return "self_" if name == "self" else name


@dataclass(frozen=True)
class SavedValue:
    """One value a backward node keeps from the forward call.

    Exactly one of ``arg`` (an input) and ``output`` (a position in the returns) is set.
    ``meta`` names a :data:`META_ATTRIBUTES` suffix when only metadata of ``arg`` is saved.
    Tensors are kept in ``SavedVariable`` s (``is_tensor``), one per element for lists.
    """

    name: str
    arg: Argument | None = None
    output: int | None = None
    meta: str | None = None
    is_tensor: bool = False
    is_list: bool = False
    is_optional: bool = False

    @property
    def slot(self) -> str:
        """The node attribute: ``self_`` for a saved tensor (PyTorch's spelling), else the name."""
        return f"{self.name}_" if self.is_tensor else self.name


@dataclass(frozen=True)
class Derivative:
    """One formula: the inputs it computes gradients for and the Python expression.

    ``formula`` is the text as it goes into ``apply`` (``self`` renamed to ``self_``);
    ``names`` are the names it reads.
    """

    var_names: tuple[str, ...]
    formula: str
    names: frozenset[str]
    loc: Location


@dataclass(frozen=True)
class ForwardDerivative:
    """The ``result:`` formula of an entry: the output's tangent for forward-mode AD.

    ``formula`` is a Python expression over the operator's arguments (by schema name), their
    tangents (``self_t``), ``result`` and the formula helpers; ``tangents`` are the inputs
    whose tangent it reads, ``reads_self`` whether it reads the primal ``self`` (an in-place
    kernel then keeps a copy of it from before the operator ran).
    """

    formula: str
    tangents: tuple[str, ...]
    reads_self: bool
    helpers: frozenset[str]
    loc: Location


@dataclass(frozen=True)
class DifferentiabilityInfo:
    """One ``derivatives.yaml`` entry, validated against the aten schema it names."""

    func: NativeFunction
    loc: Location
    op: str | None
    derivatives: tuple[Derivative, ...]
    args_with_derivatives: tuple[Argument, ...]
    output_differentiability: tuple[bool | str, ...]
    saved_inputs: tuple[SavedValue, ...]
    saved_outputs: tuple[SavedValue, ...]
    uses_grad: bool
    helpers: frozenset[str]
    #: The ``result:`` formula, or None: the operator does not support forward-mode AD.
    forward: ForwardDerivative | None = None

    @property
    def name(self) -> str:
        return self.func.name

    @property
    def differentiable_outputs(self) -> tuple[int, ...]:
        """Positions of the returns that get history (a string condition counts as True)."""
        return tuple(i for i, d in enumerate(self.output_differentiability) if d is not False)

    @property
    def conditions(self) -> tuple[str, ...]:
        """``output_differentiability`` entries written as Python conditions over the inputs."""
        return tuple(d for d in self.output_differentiability if isinstance(d, str))


class KernelKind(Enum):
    """What an operator's Autograd kernel does."""

    formula = "formula"  # records a backward node (functional or in-place)
    out = "out"  # out=: refuses inputs that require grad, then redispatches
    plain = "plain"  # not differentiable: redispatches below autograd


@dataclass(frozen=True)
class KernelPlan:
    """The Autograd kernel of one aten operator (``info`` for ``formula`` and ``out``)."""

    func: NativeFunction
    kind: KernelKind
    info: DifferentiabilityInfo | None = None
