# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""One class per aten operator overload: PyTorch's ``at::_ops``.

``<op>.call(...)`` computes the dispatch key set from the tensor arguments and the
thread-local included/excluded sets and runs the kernel the operator's entry selects;
``<op>.redispatch(ks, ...)`` does the same for a key set a kernel passes down. Kernels
get every argument positionally, in schema order. ``entry`` is bound by
``register_schemas.register``.
"""

from glasstorch.c10.core import scalar_type as _scalar_type
from glasstorch.c10.core import tls_local_dispatch_key_set as _tls
from glasstorch.c10.dispatch import OperatorEntry

from .. import _runtime


class _Required:
    """The default of a schema argument that has none but follows one that has."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<required>"


_REQUIRED = _Required()


def _missing(op, name):
    return TypeError(f"{op}() missing required argument: '{name}'")


def _keys_of_list(tensors):
    """The union of the key sets of a list of tensors (None lists and elements add nothing)."""
    ks = 0
    if tensors is not None:
        for t in tensors:
            if t is not None:
                ks |= t._key_set
    return ks


class empty_memory_format:
    """aten::empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::empty"
    overload_name = "memory_format"
    schema_str = "empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = empty_memory_format.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(size, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks, size, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None
    ):
        entry = empty_memory_format.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(size, dtype, layout, device, pin_memory, memory_format)


class empty_strided:
    """aten::empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::empty_strided"
    overload_name = ""
    schema_str = "empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, stride, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = empty_strided.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, stride, dtype, layout, device, pin_memory)
        return kernel.fn(size, stride, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, size, stride, dtype=None, layout=None, device=None, pin_memory=None):
        entry = empty_strided.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, stride, dtype, layout, device, pin_memory)
        return kernel.fn(size, stride, dtype, layout, device, pin_memory)


class copy_:
    """aten::copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)"""

    name = "aten::copy_"
    overload_name = ""
    schema_str = "copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, src, non_blocking=False):
        ks = (self._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = copy_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, src, non_blocking)
        return kernel.fn(self, src, non_blocking)

    @staticmethod
    def redispatch(ks, self, src, non_blocking=False):
        entry = copy_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, src, non_blocking)
        return kernel.fn(self, src, non_blocking)


class _to_copy:
    """aten::_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::_to_copy"
    overload_name = ""
    schema_str = "_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        non_blocking=False,
        memory_format=None,
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _to_copy.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, dtype, layout, device, pin_memory, non_blocking, memory_format
            )
        return kernel.fn(self, dtype, layout, device, pin_memory, non_blocking, memory_format)

    @staticmethod
    def redispatch(
        ks,
        self,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        non_blocking=False,
        memory_format=None,
    ):
        entry = _to_copy.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, dtype, layout, device, pin_memory, non_blocking, memory_format
            )
        return kernel.fn(self, dtype, layout, device, pin_memory, non_blocking, memory_format)


class fill__Scalar:
    """aten::fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)"""

    name = "aten::fill_"
    overload_name = "Scalar"
    schema_str = "fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, value):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = fill__Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, value)
        return kernel.fn(self, value)

    @staticmethod
    def redispatch(ks, self, value):
        entry = fill__Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, value)
        return kernel.fn(self, value)


class zero_:
    """aten::zero_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::zero_"
    overload_name = ""
    schema_str = "zero_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = zero_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = zero_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class clone:
    """aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::clone"
    overload_name = ""
    schema_str = "clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, memory_format=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = clone.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, memory_format)
        return kernel.fn(self, memory_format)

    @staticmethod
    def redispatch(ks, self, memory_format=None):
        entry = clone.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, memory_format)
        return kernel.fn(self, memory_format)


class add_Tensor:
    """aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""

    name = "aten::add"
    overload_name = "Tensor"
    schema_str = "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = add_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)

    @staticmethod
    def redispatch(ks, self, other, alpha=1):
        entry = add_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)


class add__Tensor:
    """aten::add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::add_"
    overload_name = "Tensor"
    schema_str = "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = add__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)

    @staticmethod
    def redispatch(ks, self, other, alpha=1):
        entry = add__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)


class add_out:
    """aten::add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::add"
    overload_name = "out"
    schema_str = (
        "add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("add.out", "out")
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = add_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha, out)
        return kernel.fn(self, other, alpha, out)

    @staticmethod
    def redispatch(ks, self, other, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("add.out", "out")
        entry = add_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha, out)
        return kernel.fn(self, other, alpha, out)


class sub_Tensor:
    """aten::sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""

    name = "aten::sub"
    overload_name = "Tensor"
    schema_str = "sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = sub_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)

    @staticmethod
    def redispatch(ks, self, other, alpha=1):
        entry = sub_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)


class sub__Tensor:
    """aten::sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::sub_"
    overload_name = "Tensor"
    schema_str = "sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = sub__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)

    @staticmethod
    def redispatch(ks, self, other, alpha=1):
        entry = sub__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)


class sub_out:
    """aten::sub.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sub"
    overload_name = "out"
    schema_str = (
        "sub.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("sub.out", "out")
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sub_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha, out)
        return kernel.fn(self, other, alpha, out)

    @staticmethod
    def redispatch(ks, self, other, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("sub.out", "out")
        entry = sub_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha, out)
        return kernel.fn(self, other, alpha, out)


class rsub_Tensor:
    """aten::rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"""

    name = "aten::rsub"
    overload_name = "Tensor"
    schema_str = "rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, alpha=1):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = rsub_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)

    @staticmethod
    def redispatch(ks, self, other, alpha=1):
        entry = rsub_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, alpha)
        return kernel.fn(self, other, alpha)


class mul_Tensor:
    """aten::mul.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::mul"
    overload_name = "Tensor"
    schema_str = "mul.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = mul_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = mul_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class mul__Tensor:
    """aten::mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::mul_"
    overload_name = "Tensor"
    schema_str = "mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = mul__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = mul__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class mul_out:
    """aten::mul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::mul"
    overload_name = "out"
    schema_str = "mul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = mul_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = mul_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class div_Tensor:
    """aten::div.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::div"
    overload_name = "Tensor"
    schema_str = "div.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = div_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = div_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class div__Tensor:
    """aten::div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::div_"
    overload_name = "Tensor"
    schema_str = "div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = div__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = div__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class div_out:
    """aten::div.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::div"
    overload_name = "out"
    schema_str = "div.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = div_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = div_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class div_Tensor_mode:
    """aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"""

    name = "aten::div"
    overload_name = "Tensor_mode"
    schema_str = "div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, rounding_mode):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = div_Tensor_mode.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rounding_mode)
        return kernel.fn(self, other, rounding_mode)

    @staticmethod
    def redispatch(ks, self, other, rounding_mode):
        entry = div_Tensor_mode.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rounding_mode)
        return kernel.fn(self, other, rounding_mode)


class div__Tensor_mode:
    """aten::div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)"""

    name = "aten::div_"
    overload_name = "Tensor_mode"
    schema_str = (
        "div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, rounding_mode):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = div__Tensor_mode.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rounding_mode)
        return kernel.fn(self, other, rounding_mode)

    @staticmethod
    def redispatch(ks, self, other, rounding_mode):
        entry = div__Tensor_mode.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rounding_mode)
        return kernel.fn(self, other, rounding_mode)


class div_out_mode:
    """aten::div.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::div"
    overload_name = "out_mode"
    schema_str = "div.out_mode(Tensor self, Tensor other, *, str? rounding_mode, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, rounding_mode, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = div_out_mode.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rounding_mode, out)
        return kernel.fn(self, other, rounding_mode, out)

    @staticmethod
    def redispatch(ks, self, other, rounding_mode, out):
        entry = div_out_mode.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rounding_mode, out)
        return kernel.fn(self, other, rounding_mode, out)


class floor_divide:
    """aten::floor_divide(Tensor self, Tensor other) -> Tensor"""

    name = "aten::floor_divide"
    overload_name = ""
    schema_str = "floor_divide(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = floor_divide.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = floor_divide.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class floor_divide__Tensor:
    """aten::floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::floor_divide_"
    overload_name = "Tensor"
    schema_str = "floor_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = floor_divide__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = floor_divide__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class floor_divide_out:
    """aten::floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::floor_divide"
    overload_name = "out"
    schema_str = "floor_divide.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = floor_divide_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = floor_divide_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class remainder_Tensor:
    """aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::remainder"
    overload_name = "Tensor"
    schema_str = "remainder.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = remainder_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = remainder_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class remainder__Tensor:
    """aten::remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::remainder_"
    overload_name = "Tensor"
    schema_str = "remainder_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = remainder__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = remainder__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class remainder_Tensor_out:
    """aten::remainder.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::remainder"
    overload_name = "Tensor_out"
    schema_str = "remainder.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = remainder_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = remainder_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class fmod_Tensor:
    """aten::fmod.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::fmod"
    overload_name = "Tensor"
    schema_str = "fmod.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = fmod_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = fmod_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class fmod__Tensor:
    """aten::fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::fmod_"
    overload_name = "Tensor"
    schema_str = "fmod_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = fmod__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = fmod__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class fmod_Tensor_out:
    """aten::fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::fmod"
    overload_name = "Tensor_out"
    schema_str = "fmod.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = fmod_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = fmod_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class pow_Tensor_Tensor:
    """aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor"""

    name = "aten::pow"
    overload_name = "Tensor_Tensor"
    schema_str = "pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, exponent):
        ks = (self._key_set | exponent._key_set | _tls.included) & ~_tls.excluded
        entry = pow_Tensor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, exponent)
        return kernel.fn(self, exponent)

    @staticmethod
    def redispatch(ks, self, exponent):
        entry = pow_Tensor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, exponent)
        return kernel.fn(self, exponent)


class pow__Tensor:
    """aten::pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)"""

    name = "aten::pow_"
    overload_name = "Tensor"
    schema_str = "pow_.Tensor(Tensor(a!) self, Tensor exponent) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, exponent):
        ks = (self._key_set | exponent._key_set | _tls.included) & ~_tls.excluded
        entry = pow__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, exponent)
        return kernel.fn(self, exponent)

    @staticmethod
    def redispatch(ks, self, exponent):
        entry = pow__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, exponent)
        return kernel.fn(self, exponent)


class pow_Tensor_Tensor_out:
    """aten::pow.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::pow"
    overload_name = "Tensor_Tensor_out"
    schema_str = (
        "pow.Tensor_Tensor_out(Tensor self, Tensor exponent, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, exponent, out):
        ks = (self._key_set | exponent._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = pow_Tensor_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, exponent, out)
        return kernel.fn(self, exponent, out)

    @staticmethod
    def redispatch(ks, self, exponent, out):
        entry = pow_Tensor_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, exponent, out)
        return kernel.fn(self, exponent, out)


class atan2:
    """aten::atan2(Tensor self, Tensor other) -> Tensor"""

    name = "aten::atan2"
    overload_name = ""
    schema_str = "atan2(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = atan2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = atan2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class atan2_:
    """aten::atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::atan2_"
    overload_name = ""
    schema_str = "atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = atan2_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = atan2_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class atan2_out:
    """aten::atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::atan2"
    overload_name = "out"
    schema_str = "atan2.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = atan2_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = atan2_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class maximum:
    """aten::maximum(Tensor self, Tensor other) -> Tensor"""

    name = "aten::maximum"
    overload_name = ""
    schema_str = "maximum(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = maximum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = maximum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class maximum_out:
    """aten::maximum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::maximum"
    overload_name = "out"
    schema_str = "maximum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = maximum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = maximum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class minimum:
    """aten::minimum(Tensor self, Tensor other) -> Tensor"""

    name = "aten::minimum"
    overload_name = ""
    schema_str = "minimum(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = minimum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = minimum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class minimum_out:
    """aten::minimum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::minimum"
    overload_name = "out"
    schema_str = "minimum.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = minimum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = minimum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class eq_Tensor:
    """aten::eq.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::eq"
    overload_name = "Tensor"
    schema_str = "eq.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = eq_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = eq_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class eq__Tensor:
    """aten::eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::eq_"
    overload_name = "Tensor"
    schema_str = "eq_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = eq__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = eq__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class eq_Tensor_out:
    """aten::eq.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::eq"
    overload_name = "Tensor_out"
    schema_str = "eq.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = eq_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = eq_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class ne_Tensor:
    """aten::ne.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::ne"
    overload_name = "Tensor"
    schema_str = "ne.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = ne_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = ne_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class ne__Tensor:
    """aten::ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::ne_"
    overload_name = "Tensor"
    schema_str = "ne_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = ne__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = ne__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class ne_Tensor_out:
    """aten::ne.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::ne"
    overload_name = "Tensor_out"
    schema_str = "ne.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = ne_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = ne_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class lt_Tensor:
    """aten::lt.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::lt"
    overload_name = "Tensor"
    schema_str = "lt.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = lt_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = lt_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class lt__Tensor:
    """aten::lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::lt_"
    overload_name = "Tensor"
    schema_str = "lt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = lt__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = lt__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class lt_Tensor_out:
    """aten::lt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::lt"
    overload_name = "Tensor_out"
    schema_str = "lt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = lt_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = lt_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class le_Tensor:
    """aten::le.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::le"
    overload_name = "Tensor"
    schema_str = "le.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = le_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = le_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class le__Tensor:
    """aten::le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::le_"
    overload_name = "Tensor"
    schema_str = "le_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = le__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = le__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class le_Tensor_out:
    """aten::le.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::le"
    overload_name = "Tensor_out"
    schema_str = "le.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = le_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = le_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class gt_Tensor:
    """aten::gt.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::gt"
    overload_name = "Tensor"
    schema_str = "gt.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = gt_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = gt_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class gt__Tensor:
    """aten::gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::gt_"
    overload_name = "Tensor"
    schema_str = "gt_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = gt__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = gt__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class gt_Tensor_out:
    """aten::gt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::gt"
    overload_name = "Tensor_out"
    schema_str = "gt.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = gt_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = gt_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class ge_Tensor:
    """aten::ge.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::ge"
    overload_name = "Tensor"
    schema_str = "ge.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = ge_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = ge_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class ge__Tensor:
    """aten::ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::ge_"
    overload_name = "Tensor"
    schema_str = "ge_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = ge__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = ge__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class ge_Tensor_out:
    """aten::ge.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::ge"
    overload_name = "Tensor_out"
    schema_str = "ge.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = ge_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = ge_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class logical_and:
    """aten::logical_and(Tensor self, Tensor other) -> Tensor"""

    name = "aten::logical_and"
    overload_name = ""
    schema_str = "logical_and(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = logical_and.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = logical_and.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class logical_and_:
    """aten::logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::logical_and_"
    overload_name = ""
    schema_str = "logical_and_(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = logical_and_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = logical_and_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class logical_and_out:
    """aten::logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::logical_and"
    overload_name = "out"
    schema_str = "logical_and.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = logical_and_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = logical_and_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class logical_or:
    """aten::logical_or(Tensor self, Tensor other) -> Tensor"""

    name = "aten::logical_or"
    overload_name = ""
    schema_str = "logical_or(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = logical_or.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = logical_or.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class logical_or_:
    """aten::logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::logical_or_"
    overload_name = ""
    schema_str = "logical_or_(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = logical_or_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = logical_or_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class logical_or_out:
    """aten::logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::logical_or"
    overload_name = "out"
    schema_str = "logical_or.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = logical_or_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = logical_or_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class logical_xor:
    """aten::logical_xor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::logical_xor"
    overload_name = ""
    schema_str = "logical_xor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = logical_xor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = logical_xor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class logical_xor_:
    """aten::logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::logical_xor_"
    overload_name = ""
    schema_str = "logical_xor_(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = logical_xor_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = logical_xor_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class logical_xor_out:
    """aten::logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::logical_xor"
    overload_name = "out"
    schema_str = "logical_xor.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = logical_xor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = logical_xor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class bitwise_and_Tensor:
    """aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::bitwise_and"
    overload_name = "Tensor"
    schema_str = "bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_and_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_and_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_and__Tensor:
    """aten::bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::bitwise_and_"
    overload_name = "Tensor"
    schema_str = "bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_and__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_and__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_and_Tensor_out:
    """aten::bitwise_and.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bitwise_and"
    overload_name = "Tensor_out"
    schema_str = (
        "bitwise_and.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_and_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = bitwise_and_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class bitwise_or_Tensor:
    """aten::bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::bitwise_or"
    overload_name = "Tensor"
    schema_str = "bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_or_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_or_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_or__Tensor:
    """aten::bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::bitwise_or_"
    overload_name = "Tensor"
    schema_str = "bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_or__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_or__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_or_Tensor_out:
    """aten::bitwise_or.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bitwise_or"
    overload_name = "Tensor_out"
    schema_str = "bitwise_or.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_or_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = bitwise_or_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class bitwise_xor_Tensor:
    """aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::bitwise_xor"
    overload_name = "Tensor"
    schema_str = "bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_xor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_xor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_xor__Tensor:
    """aten::bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::bitwise_xor_"
    overload_name = "Tensor"
    schema_str = "bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_xor__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_xor__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_xor_Tensor_out:
    """aten::bitwise_xor.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bitwise_xor"
    overload_name = "Tensor_out"
    schema_str = (
        "bitwise_xor.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_xor_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = bitwise_xor_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class bitwise_left_shift_Tensor:
    """aten::bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::bitwise_left_shift"
    overload_name = "Tensor"
    schema_str = "bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_left_shift_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_left_shift_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_left_shift__Tensor:
    """aten::bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::bitwise_left_shift_"
    overload_name = "Tensor"
    schema_str = "bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_left_shift__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_left_shift__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_left_shift_Tensor_out:
    """aten::bitwise_left_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bitwise_left_shift"
    overload_name = "Tensor_out"
    schema_str = (
        "bitwise_left_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_left_shift_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = bitwise_left_shift_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class bitwise_right_shift_Tensor:
    """aten::bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor"""

    name = "aten::bitwise_right_shift"
    overload_name = "Tensor"
    schema_str = "bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_right_shift_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_right_shift_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_right_shift__Tensor:
    """aten::bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"""

    name = "aten::bitwise_right_shift_"
    overload_name = "Tensor"
    schema_str = "bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_right_shift__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = bitwise_right_shift__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class bitwise_right_shift_Tensor_out:
    """aten::bitwise_right_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bitwise_right_shift"
    overload_name = "Tensor_out"
    schema_str = (
        "bitwise_right_shift.Tensor_out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_right_shift_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = bitwise_right_shift_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class where_self:
    """aten::where.self(Tensor condition, Tensor self, Tensor other) -> Tensor"""

    name = "aten::where"
    overload_name = "self"
    schema_str = "where.self(Tensor condition, Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(condition, self, other):
        ks = (condition._key_set | self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = where_self.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, condition, self, other)
        return kernel.fn(condition, self, other)

    @staticmethod
    def redispatch(ks, condition, self, other):
        entry = where_self.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, condition, self, other)
        return kernel.fn(condition, self, other)


class where_self_out:
    """aten::where.self_out(Tensor condition, Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::where"
    overload_name = "self_out"
    schema_str = "where.self_out(Tensor condition, Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(condition, self, other, out):
        ks = (
            condition._key_set | self._key_set | other._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = where_self_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, condition, self, other, out)
        return kernel.fn(condition, self, other, out)

    @staticmethod
    def redispatch(ks, condition, self, other, out):
        entry = where_self_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, condition, self, other, out)
        return kernel.fn(condition, self, other, out)


class lerp_Tensor:
    """aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor"""

    name = "aten::lerp"
    overload_name = "Tensor"
    schema_str = "lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, end, weight):
        ks = (self._key_set | end._key_set | weight._key_set | _tls.included) & ~_tls.excluded
        entry = lerp_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, end, weight)
        return kernel.fn(self, end, weight)

    @staticmethod
    def redispatch(ks, self, end, weight):
        entry = lerp_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, end, weight)
        return kernel.fn(self, end, weight)


class lerp__Tensor:
    """aten::lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)"""

    name = "aten::lerp_"
    overload_name = "Tensor"
    schema_str = "lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, end, weight):
        ks = (self._key_set | end._key_set | weight._key_set | _tls.included) & ~_tls.excluded
        entry = lerp__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, end, weight)
        return kernel.fn(self, end, weight)

    @staticmethod
    def redispatch(ks, self, end, weight):
        entry = lerp__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, end, weight)
        return kernel.fn(self, end, weight)


class lerp_Tensor_out:
    """aten::lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::lerp"
    overload_name = "Tensor_out"
    schema_str = (
        "lerp.Tensor_out(Tensor self, Tensor end, Tensor weight, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, end, weight, out):
        ks = (
            self._key_set | end._key_set | weight._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = lerp_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, end, weight, out)
        return kernel.fn(self, end, weight, out)

    @staticmethod
    def redispatch(ks, self, end, weight, out):
        entry = lerp_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, end, weight, out)
        return kernel.fn(self, end, weight, out)


class addcmul:
    """aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""

    name = "aten::addcmul"
    overload_name = ""
    schema_str = "addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor1, tensor2, value=1):
        ks = (self._key_set | tensor1._key_set | tensor2._key_set | _tls.included) & ~_tls.excluded
        entry = addcmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)

    @staticmethod
    def redispatch(ks, self, tensor1, tensor2, value=1):
        entry = addcmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)


class addcmul_:
    """aten::addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""

    name = "aten::addcmul_"
    overload_name = ""
    schema_str = (
        "addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor1, tensor2, value=1):
        ks = (self._key_set | tensor1._key_set | tensor2._key_set | _tls.included) & ~_tls.excluded
        entry = addcmul_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)

    @staticmethod
    def redispatch(ks, self, tensor1, tensor2, value=1):
        entry = addcmul_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)


class addcmul_out:
    """aten::addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::addcmul"
    overload_name = "out"
    schema_str = "addcmul.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor1, tensor2, value=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addcmul.out", "out")
        ks = (
            self._key_set | tensor1._key_set | tensor2._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = addcmul_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value, out)
        return kernel.fn(self, tensor1, tensor2, value, out)

    @staticmethod
    def redispatch(ks, self, tensor1, tensor2, value=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addcmul.out", "out")
        entry = addcmul_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value, out)
        return kernel.fn(self, tensor1, tensor2, value, out)


class addcdiv:
    """aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"""

    name = "aten::addcdiv"
    overload_name = ""
    schema_str = "addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor1, tensor2, value=1):
        ks = (self._key_set | tensor1._key_set | tensor2._key_set | _tls.included) & ~_tls.excluded
        entry = addcdiv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)

    @staticmethod
    def redispatch(ks, self, tensor1, tensor2, value=1):
        entry = addcdiv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)


class addcdiv_:
    """aten::addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"""

    name = "aten::addcdiv_"
    overload_name = ""
    schema_str = (
        "addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor1, tensor2, value=1):
        ks = (self._key_set | tensor1._key_set | tensor2._key_set | _tls.included) & ~_tls.excluded
        entry = addcdiv_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)

    @staticmethod
    def redispatch(ks, self, tensor1, tensor2, value=1):
        entry = addcdiv_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value)
        return kernel.fn(self, tensor1, tensor2, value)


class addcdiv_out:
    """aten::addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::addcdiv"
    overload_name = "out"
    schema_str = "addcdiv.out(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor1, tensor2, value=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addcdiv.out", "out")
        ks = (
            self._key_set | tensor1._key_set | tensor2._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = addcdiv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value, out)
        return kernel.fn(self, tensor1, tensor2, value, out)

    @staticmethod
    def redispatch(ks, self, tensor1, tensor2, value=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addcdiv.out", "out")
        entry = addcdiv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor1, tensor2, value, out)
        return kernel.fn(self, tensor1, tensor2, value, out)


class clamp:
    """aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"""

    name = "aten::clamp"
    overload_name = ""
    schema_str = "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = clamp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)

    @staticmethod
    def redispatch(ks, self, min=None, max=None):
        entry = clamp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)


class clamp_:
    """aten::clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)"""

    name = "aten::clamp_"
    overload_name = ""
    schema_str = "clamp_(Tensor(a!) self, Scalar? min=None, Scalar? max=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = clamp_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)

    @staticmethod
    def redispatch(ks, self, min=None, max=None):
        entry = clamp_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)


class clamp_out:
    """aten::clamp.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::clamp"
    overload_name = "out"
    schema_str = "clamp.out(Tensor self, Scalar? min=None, Scalar? max=None, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("clamp.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = clamp_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max, out)
        return kernel.fn(self, min, max, out)

    @staticmethod
    def redispatch(ks, self, min=None, max=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("clamp.out", "out")
        entry = clamp_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max, out)
        return kernel.fn(self, min, max, out)


class clamp_Tensor:
    """aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""

    name = "aten::clamp"
    overload_name = "Tensor"
    schema_str = "clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None):
        ks = (
            self._key_set
            | (min._key_set if min is not None else 0)
            | (max._key_set if max is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = clamp_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)

    @staticmethod
    def redispatch(ks, self, min=None, max=None):
        entry = clamp_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)


class clamp__Tensor:
    """aten::clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"""

    name = "aten::clamp_"
    overload_name = "Tensor"
    schema_str = "clamp_.Tensor(Tensor(a!) self, Tensor? min=None, Tensor? max=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None):
        ks = (
            self._key_set
            | (min._key_set if min is not None else 0)
            | (max._key_set if max is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = clamp__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)

    @staticmethod
    def redispatch(ks, self, min=None, max=None):
        entry = clamp__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)


class clamp_Tensor_out:
    """aten::clamp.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::clamp"
    overload_name = "Tensor_out"
    schema_str = "clamp.Tensor_out(Tensor self, Tensor? min=None, Tensor? max=None, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("clamp.Tensor_out", "out")
        ks = (
            self._key_set
            | (min._key_set if min is not None else 0)
            | (max._key_set if max is not None else 0)
            | out._key_set
            | _tls.included
        ) & ~_tls.excluded
        entry = clamp_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max, out)
        return kernel.fn(self, min, max, out)

    @staticmethod
    def redispatch(ks, self, min=None, max=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("clamp.Tensor_out", "out")
        entry = clamp_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max, out)
        return kernel.fn(self, min, max, out)


class clip:
    """aten::clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"""

    name = "aten::clip"
    overload_name = ""
    schema_str = "clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = clip.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)

    @staticmethod
    def redispatch(ks, self, min=None, max=None):
        entry = clip.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)


class clip_Tensor:
    """aten::clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"""

    name = "aten::clip"
    overload_name = "Tensor"
    schema_str = "clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, min=None, max=None):
        ks = (
            self._key_set
            | (min._key_set if min is not None else 0)
            | (max._key_set if max is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = clip_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)

    @staticmethod
    def redispatch(ks, self, min=None, max=None):
        entry = clip_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, min, max)
        return kernel.fn(self, min, max)


class abs:
    """aten::abs(Tensor self) -> Tensor"""

    name = "aten::abs"
    overload_name = ""
    schema_str = "abs(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = abs.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = abs.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class abs_:
    """aten::abs_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::abs_"
    overload_name = ""
    schema_str = "abs_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = abs_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = abs_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class abs_out:
    """aten::abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::abs"
    overload_name = "out"
    schema_str = "abs.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = abs_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = abs_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class neg:
    """aten::neg(Tensor self) -> Tensor"""

    name = "aten::neg"
    overload_name = ""
    schema_str = "neg(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = neg.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = neg.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class neg_:
    """aten::neg_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::neg_"
    overload_name = ""
    schema_str = "neg_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = neg_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = neg_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class neg_out:
    """aten::neg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::neg"
    overload_name = "out"
    schema_str = "neg.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = neg_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = neg_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class sign:
    """aten::sign(Tensor self) -> Tensor"""

    name = "aten::sign"
    overload_name = ""
    schema_str = "sign(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sign.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sign.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sign_:
    """aten::sign_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::sign_"
    overload_name = ""
    schema_str = "sign_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sign_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sign_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sign_out:
    """aten::sign.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sign"
    overload_name = "out"
    schema_str = "sign.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sign_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = sign_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class exp:
    """aten::exp(Tensor self) -> Tensor"""

    name = "aten::exp"
    overload_name = ""
    schema_str = "exp(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = exp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = exp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class exp_:
    """aten::exp_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::exp_"
    overload_name = ""
    schema_str = "exp_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = exp_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = exp_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class exp_out:
    """aten::exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::exp"
    overload_name = "out"
    schema_str = "exp.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = exp_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = exp_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class exp2:
    """aten::exp2(Tensor self) -> Tensor"""

    name = "aten::exp2"
    overload_name = ""
    schema_str = "exp2(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = exp2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = exp2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class exp2_:
    """aten::exp2_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::exp2_"
    overload_name = ""
    schema_str = "exp2_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = exp2_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = exp2_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class exp2_out:
    """aten::exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::exp2"
    overload_name = "out"
    schema_str = "exp2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = exp2_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = exp2_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class expm1:
    """aten::expm1(Tensor self) -> Tensor"""

    name = "aten::expm1"
    overload_name = ""
    schema_str = "expm1(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = expm1.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = expm1.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class expm1_:
    """aten::expm1_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::expm1_"
    overload_name = ""
    schema_str = "expm1_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = expm1_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = expm1_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class expm1_out:
    """aten::expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::expm1"
    overload_name = "out"
    schema_str = "expm1.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = expm1_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = expm1_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class log:
    """aten::log(Tensor self) -> Tensor"""

    name = "aten::log"
    overload_name = ""
    schema_str = "log(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log_:
    """aten::log_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::log_"
    overload_name = ""
    schema_str = "log_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log_out:
    """aten::log.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::log"
    overload_name = "out"
    schema_str = "log.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = log_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = log_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class log2:
    """aten::log2(Tensor self) -> Tensor"""

    name = "aten::log2"
    overload_name = ""
    schema_str = "log2(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log2_:
    """aten::log2_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::log2_"
    overload_name = ""
    schema_str = "log2_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log2_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log2_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log2_out:
    """aten::log2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::log2"
    overload_name = "out"
    schema_str = "log2.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = log2_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = log2_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class log10:
    """aten::log10(Tensor self) -> Tensor"""

    name = "aten::log10"
    overload_name = ""
    schema_str = "log10(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log10.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log10.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log10_:
    """aten::log10_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::log10_"
    overload_name = ""
    schema_str = "log10_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log10_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log10_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log10_out:
    """aten::log10.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::log10"
    overload_name = "out"
    schema_str = "log10.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = log10_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = log10_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class log1p:
    """aten::log1p(Tensor self) -> Tensor"""

    name = "aten::log1p"
    overload_name = ""
    schema_str = "log1p(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log1p.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log1p.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log1p_:
    """aten::log1p_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::log1p_"
    overload_name = ""
    schema_str = "log1p_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log1p_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = log1p_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class log1p_out:
    """aten::log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::log1p"
    overload_name = "out"
    schema_str = "log1p.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = log1p_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = log1p_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class sqrt:
    """aten::sqrt(Tensor self) -> Tensor"""

    name = "aten::sqrt"
    overload_name = ""
    schema_str = "sqrt(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sqrt.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sqrt.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sqrt_:
    """aten::sqrt_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::sqrt_"
    overload_name = ""
    schema_str = "sqrt_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sqrt_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sqrt_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sqrt_out:
    """aten::sqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sqrt"
    overload_name = "out"
    schema_str = "sqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sqrt_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = sqrt_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class rsqrt:
    """aten::rsqrt(Tensor self) -> Tensor"""

    name = "aten::rsqrt"
    overload_name = ""
    schema_str = "rsqrt(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = rsqrt.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = rsqrt.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class rsqrt_:
    """aten::rsqrt_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::rsqrt_"
    overload_name = ""
    schema_str = "rsqrt_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = rsqrt_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = rsqrt_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class rsqrt_out:
    """aten::rsqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::rsqrt"
    overload_name = "out"
    schema_str = "rsqrt.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = rsqrt_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = rsqrt_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class reciprocal:
    """aten::reciprocal(Tensor self) -> Tensor"""

    name = "aten::reciprocal"
    overload_name = ""
    schema_str = "reciprocal(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = reciprocal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = reciprocal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class reciprocal_:
    """aten::reciprocal_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::reciprocal_"
    overload_name = ""
    schema_str = "reciprocal_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = reciprocal_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = reciprocal_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class reciprocal_out:
    """aten::reciprocal.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::reciprocal"
    overload_name = "out"
    schema_str = "reciprocal.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = reciprocal_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = reciprocal_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class sin:
    """aten::sin(Tensor self) -> Tensor"""

    name = "aten::sin"
    overload_name = ""
    schema_str = "sin(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sin_:
    """aten::sin_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::sin_"
    overload_name = ""
    schema_str = "sin_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sin_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sin_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sin_out:
    """aten::sin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sin"
    overload_name = "out"
    schema_str = "sin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = sin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class cos:
    """aten::cos(Tensor self) -> Tensor"""

    name = "aten::cos"
    overload_name = ""
    schema_str = "cos(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cos.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = cos.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class cos_:
    """aten::cos_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::cos_"
    overload_name = ""
    schema_str = "cos_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cos_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = cos_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class cos_out:
    """aten::cos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::cos"
    overload_name = "out"
    schema_str = "cos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = cos_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = cos_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class tan:
    """aten::tan(Tensor self) -> Tensor"""

    name = "aten::tan"
    overload_name = ""
    schema_str = "tan(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tan.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = tan.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class tan_:
    """aten::tan_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::tan_"
    overload_name = ""
    schema_str = "tan_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tan_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = tan_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class tan_out:
    """aten::tan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::tan"
    overload_name = "out"
    schema_str = "tan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = tan_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = tan_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class asin:
    """aten::asin(Tensor self) -> Tensor"""

    name = "aten::asin"
    overload_name = ""
    schema_str = "asin(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = asin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = asin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class asin_:
    """aten::asin_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::asin_"
    overload_name = ""
    schema_str = "asin_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = asin_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = asin_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class asin_out:
    """aten::asin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::asin"
    overload_name = "out"
    schema_str = "asin.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = asin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = asin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class acos:
    """aten::acos(Tensor self) -> Tensor"""

    name = "aten::acos"
    overload_name = ""
    schema_str = "acos(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = acos.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = acos.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class acos_:
    """aten::acos_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::acos_"
    overload_name = ""
    schema_str = "acos_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = acos_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = acos_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class acos_out:
    """aten::acos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::acos"
    overload_name = "out"
    schema_str = "acos.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = acos_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = acos_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class atan:
    """aten::atan(Tensor self) -> Tensor"""

    name = "aten::atan"
    overload_name = ""
    schema_str = "atan(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = atan.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = atan.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class atan_:
    """aten::atan_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::atan_"
    overload_name = ""
    schema_str = "atan_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = atan_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = atan_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class atan_out:
    """aten::atan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::atan"
    overload_name = "out"
    schema_str = "atan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = atan_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = atan_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class sinh:
    """aten::sinh(Tensor self) -> Tensor"""

    name = "aten::sinh"
    overload_name = ""
    schema_str = "sinh(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sinh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sinh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sinh_:
    """aten::sinh_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::sinh_"
    overload_name = ""
    schema_str = "sinh_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sinh_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sinh_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sinh_out:
    """aten::sinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sinh"
    overload_name = "out"
    schema_str = "sinh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sinh_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = sinh_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class cosh:
    """aten::cosh(Tensor self) -> Tensor"""

    name = "aten::cosh"
    overload_name = ""
    schema_str = "cosh(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cosh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = cosh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class cosh_:
    """aten::cosh_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::cosh_"
    overload_name = ""
    schema_str = "cosh_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cosh_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = cosh_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class cosh_out:
    """aten::cosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::cosh"
    overload_name = "out"
    schema_str = "cosh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = cosh_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = cosh_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class tanh:
    """aten::tanh(Tensor self) -> Tensor"""

    name = "aten::tanh"
    overload_name = ""
    schema_str = "tanh(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tanh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = tanh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class tanh_:
    """aten::tanh_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::tanh_"
    overload_name = ""
    schema_str = "tanh_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tanh_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = tanh_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class tanh_out:
    """aten::tanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::tanh"
    overload_name = "out"
    schema_str = "tanh.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = tanh_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = tanh_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class sigmoid:
    """aten::sigmoid(Tensor self) -> Tensor"""

    name = "aten::sigmoid"
    overload_name = ""
    schema_str = "sigmoid(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sigmoid.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sigmoid.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sigmoid_:
    """aten::sigmoid_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::sigmoid_"
    overload_name = ""
    schema_str = "sigmoid_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sigmoid_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = sigmoid_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class sigmoid_out:
    """aten::sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sigmoid"
    overload_name = "out"
    schema_str = "sigmoid.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sigmoid_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = sigmoid_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class erf:
    """aten::erf(Tensor self) -> Tensor"""

    name = "aten::erf"
    overload_name = ""
    schema_str = "erf(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = erf.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = erf.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class erf_:
    """aten::erf_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::erf_"
    overload_name = ""
    schema_str = "erf_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = erf_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = erf_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class erf_out:
    """aten::erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::erf"
    overload_name = "out"
    schema_str = "erf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = erf_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = erf_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class floor:
    """aten::floor(Tensor self) -> Tensor"""

    name = "aten::floor"
    overload_name = ""
    schema_str = "floor(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = floor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = floor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class floor_:
    """aten::floor_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::floor_"
    overload_name = ""
    schema_str = "floor_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = floor_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = floor_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class floor_out:
    """aten::floor.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::floor"
    overload_name = "out"
    schema_str = "floor.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = floor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = floor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class ceil:
    """aten::ceil(Tensor self) -> Tensor"""

    name = "aten::ceil"
    overload_name = ""
    schema_str = "ceil(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = ceil.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = ceil.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class ceil_:
    """aten::ceil_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::ceil_"
    overload_name = ""
    schema_str = "ceil_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = ceil_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = ceil_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class ceil_out:
    """aten::ceil.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::ceil"
    overload_name = "out"
    schema_str = "ceil.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = ceil_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = ceil_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class trunc:
    """aten::trunc(Tensor self) -> Tensor"""

    name = "aten::trunc"
    overload_name = ""
    schema_str = "trunc(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = trunc.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = trunc.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class trunc_:
    """aten::trunc_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::trunc_"
    overload_name = ""
    schema_str = "trunc_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = trunc_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = trunc_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class trunc_out:
    """aten::trunc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::trunc"
    overload_name = "out"
    schema_str = "trunc.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = trunc_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = trunc_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class round:
    """aten::round(Tensor self) -> Tensor"""

    name = "aten::round"
    overload_name = ""
    schema_str = "round(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = round.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = round.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class round_:
    """aten::round_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::round_"
    overload_name = ""
    schema_str = "round_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = round_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = round_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class round_out:
    """aten::round.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::round"
    overload_name = "out"
    schema_str = "round.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = round_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = round_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class frac:
    """aten::frac(Tensor self) -> Tensor"""

    name = "aten::frac"
    overload_name = ""
    schema_str = "frac(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = frac.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = frac.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class frac_:
    """aten::frac_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::frac_"
    overload_name = ""
    schema_str = "frac_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = frac_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = frac_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class frac_out:
    """aten::frac.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::frac"
    overload_name = "out"
    schema_str = "frac.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = frac_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = frac_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class relu:
    """aten::relu(Tensor self) -> Tensor"""

    name = "aten::relu"
    overload_name = ""
    schema_str = "relu(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = relu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = relu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class relu_:
    """aten::relu_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::relu_"
    overload_name = ""
    schema_str = "relu_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = relu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = relu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class relu_out:
    """aten::relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::relu"
    overload_name = "out"
    schema_str = "relu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = relu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = relu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class silu:
    """aten::silu(Tensor self) -> Tensor"""

    name = "aten::silu"
    overload_name = ""
    schema_str = "silu(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = silu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = silu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class silu_:
    """aten::silu_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::silu_"
    overload_name = ""
    schema_str = "silu_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = silu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = silu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class silu_out:
    """aten::silu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::silu"
    overload_name = "out"
    schema_str = "silu.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = silu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = silu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class logical_not:
    """aten::logical_not(Tensor self) -> Tensor"""

    name = "aten::logical_not"
    overload_name = ""
    schema_str = "logical_not(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = logical_not.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = logical_not.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class logical_not_:
    """aten::logical_not_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::logical_not_"
    overload_name = ""
    schema_str = "logical_not_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = logical_not_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = logical_not_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class logical_not_out:
    """aten::logical_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::logical_not"
    overload_name = "out"
    schema_str = "logical_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = logical_not_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = logical_not_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class bitwise_not:
    """aten::bitwise_not(Tensor self) -> Tensor"""

    name = "aten::bitwise_not"
    overload_name = ""
    schema_str = "bitwise_not(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_not.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = bitwise_not.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class bitwise_not_:
    """aten::bitwise_not_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::bitwise_not_"
    overload_name = ""
    schema_str = "bitwise_not_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_not_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = bitwise_not_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class bitwise_not_out:
    """aten::bitwise_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bitwise_not"
    overload_name = "out"
    schema_str = "bitwise_not.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bitwise_not_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = bitwise_not_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class round_decimals:
    """aten::round.decimals(Tensor self, *, int decimals) -> Tensor"""

    name = "aten::round"
    overload_name = "decimals"
    schema_str = "round.decimals(Tensor self, *, int decimals) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, decimals):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = round_decimals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, decimals)
        return kernel.fn(self, decimals)

    @staticmethod
    def redispatch(ks, self, decimals):
        entry = round_decimals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, decimals)
        return kernel.fn(self, decimals)


class round__decimals:
    """aten::round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)"""

    name = "aten::round_"
    overload_name = "decimals"
    schema_str = "round_.decimals(Tensor(a!) self, *, int decimals) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, decimals):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = round__decimals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, decimals)
        return kernel.fn(self, decimals)

    @staticmethod
    def redispatch(ks, self, decimals):
        entry = round__decimals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, decimals)
        return kernel.fn(self, decimals)


class round_decimals_out:
    """aten::round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::round"
    overload_name = "decimals_out"
    schema_str = "round.decimals_out(Tensor self, *, int decimals, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, decimals, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = round_decimals_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, decimals, out)
        return kernel.fn(self, decimals, out)

    @staticmethod
    def redispatch(ks, self, decimals, out):
        entry = round_decimals_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, decimals, out)
        return kernel.fn(self, decimals, out)


class gelu:
    """aten::gelu(Tensor self, *, str approximate="none") -> Tensor"""

    name = "aten::gelu"
    overload_name = ""
    schema_str = 'gelu(Tensor self, *, str approximate="none") -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, approximate="none"):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = gelu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, approximate)
        return kernel.fn(self, approximate)

    @staticmethod
    def redispatch(ks, self, approximate="none"):
        entry = gelu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, approximate)
        return kernel.fn(self, approximate)


class gelu_:
    """aten::gelu_(Tensor(a!) self, *, str approximate="none") -> Tensor(a!)"""

    name = "aten::gelu_"
    overload_name = ""
    schema_str = 'gelu_(Tensor(a!) self, *, str approximate="none") -> Tensor(a!)'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, approximate="none"):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = gelu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, approximate)
        return kernel.fn(self, approximate)

    @staticmethod
    def redispatch(ks, self, approximate="none"):
        entry = gelu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, approximate)
        return kernel.fn(self, approximate)


class gelu_out:
    """aten::gelu.out(Tensor self, *, str approximate="none", Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::gelu"
    overload_name = "out"
    schema_str = 'gelu.out(Tensor self, *, str approximate="none", Tensor(a!) out) -> Tensor(a!)'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, approximate="none", out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("gelu.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = gelu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, approximate, out)
        return kernel.fn(self, approximate, out)

    @staticmethod
    def redispatch(ks, self, approximate="none", out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("gelu.out", "out")
        entry = gelu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, approximate, out)
        return kernel.fn(self, approximate, out)


class softplus:
    """aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor"""

    name = "aten::softplus"
    overload_name = ""
    schema_str = "softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, beta=1, threshold=20):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = softplus.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, beta, threshold)
        return kernel.fn(self, beta, threshold)

    @staticmethod
    def redispatch(ks, self, beta=1, threshold=20):
        entry = softplus.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, beta, threshold)
        return kernel.fn(self, beta, threshold)


class softplus_out:
    """aten::softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::softplus"
    overload_name = "out"
    schema_str = "softplus.out(Tensor self, Scalar beta=1, Scalar threshold=20, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, beta=1, threshold=20, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("softplus.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = softplus_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, beta, threshold, out)
        return kernel.fn(self, beta, threshold, out)

    @staticmethod
    def redispatch(ks, self, beta=1, threshold=20, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("softplus.out", "out")
        entry = softplus_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, beta, threshold, out)
        return kernel.fn(self, beta, threshold, out)


class leaky_relu:
    """aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor"""

    name = "aten::leaky_relu"
    overload_name = ""
    schema_str = "leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, negative_slope=0.01):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = leaky_relu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, negative_slope)
        return kernel.fn(self, negative_slope)

    @staticmethod
    def redispatch(ks, self, negative_slope=0.01):
        entry = leaky_relu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, negative_slope)
        return kernel.fn(self, negative_slope)


class leaky_relu_:
    """aten::leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)"""

    name = "aten::leaky_relu_"
    overload_name = ""
    schema_str = "leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, negative_slope=0.01):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = leaky_relu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, negative_slope)
        return kernel.fn(self, negative_slope)

    @staticmethod
    def redispatch(ks, self, negative_slope=0.01):
        entry = leaky_relu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, negative_slope)
        return kernel.fn(self, negative_slope)


class leaky_relu_out:
    """aten::leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::leaky_relu"
    overload_name = "out"
    schema_str = (
        "leaky_relu.out(Tensor self, Scalar negative_slope=0.01, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, negative_slope=0.01, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("leaky_relu.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = leaky_relu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, negative_slope, out)
        return kernel.fn(self, negative_slope, out)

    @staticmethod
    def redispatch(ks, self, negative_slope=0.01, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("leaky_relu.out", "out")
        entry = leaky_relu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, negative_slope, out)
        return kernel.fn(self, negative_slope, out)


class elu:
    """aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"""

    name = "aten::elu"
    overload_name = ""
    schema_str = "elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, alpha=1, scale=1, input_scale=1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = elu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, alpha, scale, input_scale)
        return kernel.fn(self, alpha, scale, input_scale)

    @staticmethod
    def redispatch(ks, self, alpha=1, scale=1, input_scale=1):
        entry = elu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, alpha, scale, input_scale)
        return kernel.fn(self, alpha, scale, input_scale)


class elu_:
    """aten::elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)"""

    name = "aten::elu_"
    overload_name = ""
    schema_str = (
        "elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, alpha=1, scale=1, input_scale=1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = elu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, alpha, scale, input_scale)
        return kernel.fn(self, alpha, scale, input_scale)

    @staticmethod
    def redispatch(ks, self, alpha=1, scale=1, input_scale=1):
        entry = elu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, alpha, scale, input_scale)
        return kernel.fn(self, alpha, scale, input_scale)


class elu_out:
    """aten::elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::elu"
    overload_name = "out"
    schema_str = "elu.out(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, alpha=1, scale=1, input_scale=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("elu.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = elu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, alpha, scale, input_scale, out)
        return kernel.fn(self, alpha, scale, input_scale, out)

    @staticmethod
    def redispatch(ks, self, alpha=1, scale=1, input_scale=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("elu.out", "out")
        entry = elu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, alpha, scale, input_scale, out)
        return kernel.fn(self, alpha, scale, input_scale, out)


class nan_to_num:
    """aten::nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"""

    name = "aten::nan_to_num"
    overload_name = ""
    schema_str = (
        "nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, nan=None, posinf=None, neginf=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = nan_to_num.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, nan, posinf, neginf)
        return kernel.fn(self, nan, posinf, neginf)

    @staticmethod
    def redispatch(ks, self, nan=None, posinf=None, neginf=None):
        entry = nan_to_num.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, nan, posinf, neginf)
        return kernel.fn(self, nan, posinf, neginf)


class nan_to_num_:
    """aten::nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"""

    name = "aten::nan_to_num_"
    overload_name = ""
    schema_str = "nan_to_num_(Tensor(a!) self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, nan=None, posinf=None, neginf=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = nan_to_num_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, nan, posinf, neginf)
        return kernel.fn(self, nan, posinf, neginf)

    @staticmethod
    def redispatch(ks, self, nan=None, posinf=None, neginf=None):
        entry = nan_to_num_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, nan, posinf, neginf)
        return kernel.fn(self, nan, posinf, neginf)


class nan_to_num_out:
    """aten::nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::nan_to_num"
    overload_name = "out"
    schema_str = "nan_to_num.out(Tensor self, float? nan=None, float? posinf=None, float? neginf=None, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, nan=None, posinf=None, neginf=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("nan_to_num.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = nan_to_num_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, nan, posinf, neginf, out)
        return kernel.fn(self, nan, posinf, neginf, out)

    @staticmethod
    def redispatch(ks, self, nan=None, posinf=None, neginf=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("nan_to_num.out", "out")
        entry = nan_to_num_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, nan, posinf, neginf, out)
        return kernel.fn(self, nan, posinf, neginf, out)


class isnan:
    """aten::isnan(Tensor self) -> Tensor"""

    name = "aten::isnan"
    overload_name = ""
    schema_str = "isnan(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = isnan.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = isnan.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class isnan_out:
    """aten::isnan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::isnan"
    overload_name = "out"
    schema_str = "isnan.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = isnan_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = isnan_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class isinf:
    """aten::isinf(Tensor self) -> Tensor"""

    name = "aten::isinf"
    overload_name = ""
    schema_str = "isinf(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = isinf.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = isinf.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class isinf_out:
    """aten::isinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::isinf"
    overload_name = "out"
    schema_str = "isinf.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = isinf_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = isinf_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class isfinite:
    """aten::isfinite(Tensor self) -> Tensor"""

    name = "aten::isfinite"
    overload_name = ""
    schema_str = "isfinite(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = isfinite.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = isfinite.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class isfinite_out:
    """aten::isfinite.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::isfinite"
    overload_name = "out"
    schema_str = "isfinite.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = isfinite_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = isfinite_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class square:
    """aten::square(Tensor self) -> Tensor"""

    name = "aten::square"
    overload_name = ""
    schema_str = "square(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = square.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = square.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class square_:
    """aten::square_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::square_"
    overload_name = ""
    schema_str = "square_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = square_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = square_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class zeros:
    """aten::zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::zeros"
    overload_name = ""
    schema_str = "zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = zeros.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, dtype, layout, device, pin_memory)
        return kernel.fn(size, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, size, dtype=None, layout=None, device=None, pin_memory=None):
        entry = zeros.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, dtype, layout, device, pin_memory)
        return kernel.fn(size, dtype, layout, device, pin_memory)


class zeros_out:
    """aten::zeros.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::zeros"
    overload_name = "out"
    schema_str = "zeros.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = zeros_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, out)
        return kernel.fn(size, out)

    @staticmethod
    def redispatch(ks, size, out):
        entry = zeros_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, out)
        return kernel.fn(size, out)


class ones:
    """aten::ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::ones"
    overload_name = ""
    schema_str = "ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = ones.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, dtype, layout, device, pin_memory)
        return kernel.fn(size, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, size, dtype=None, layout=None, device=None, pin_memory=None):
        entry = ones.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, dtype, layout, device, pin_memory)
        return kernel.fn(size, dtype, layout, device, pin_memory)


class ones_out:
    """aten::ones.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::ones"
    overload_name = "out"
    schema_str = "ones.out(SymInt[] size, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = ones_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, out)
        return kernel.fn(size, out)

    @staticmethod
    def redispatch(ks, size, out):
        entry = ones_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, out)
        return kernel.fn(size, out)


class full:
    """aten::full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::full"
    overload_name = ""
    schema_str = "full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, fill_value, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = full.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, fill_value, dtype, layout, device, pin_memory)
        return kernel.fn(size, fill_value, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, size, fill_value, dtype=None, layout=None, device=None, pin_memory=None):
        entry = full.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, fill_value, dtype, layout, device, pin_memory)
        return kernel.fn(size, fill_value, dtype, layout, device, pin_memory)


class full_out:
    """aten::full.out(SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::full"
    overload_name = "out"
    schema_str = "full.out(SymInt[] size, Scalar fill_value, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, fill_value, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = full_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, fill_value, out)
        return kernel.fn(size, fill_value, out)

    @staticmethod
    def redispatch(ks, size, fill_value, out):
        entry = full_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, fill_value, out)
        return kernel.fn(size, fill_value, out)


class scalar_tensor:
    """aten::scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::scalar_tensor"
    overload_name = ""
    schema_str = "scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(s, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = scalar_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, s, dtype, layout, device, pin_memory)
        return kernel.fn(s, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, s, dtype=None, layout=None, device=None, pin_memory=None):
        entry = scalar_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, s, dtype, layout, device, pin_memory)
        return kernel.fn(s, dtype, layout, device, pin_memory)


class empty_like:
    """aten::empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::empty_like"
    overload_name = ""
    schema_str = "empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = empty_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks, self, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None
    ):
        entry = empty_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, dtype, layout, device, pin_memory, memory_format)


class zeros_like:
    """aten::zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::zeros_like"
    overload_name = ""
    schema_str = "zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = zeros_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks, self, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None
    ):
        entry = zeros_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, dtype, layout, device, pin_memory, memory_format)


class ones_like:
    """aten::ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::ones_like"
    overload_name = ""
    schema_str = "ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = ones_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks, self, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None
    ):
        entry = ones_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, dtype, layout, device, pin_memory, memory_format)


class full_like:
    """aten::full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::full_like"
    overload_name = ""
    schema_str = "full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self, fill_value, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = full_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, fill_value, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, fill_value, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks,
        self,
        fill_value,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        entry = full_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, fill_value, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, fill_value, dtype, layout, device, pin_memory, memory_format)


class arange:
    """aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::arange"
    overload_name = ""
    schema_str = "arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(end, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = arange.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, end, dtype, layout, device, pin_memory)
        return kernel.fn(end, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, end, dtype=None, layout=None, device=None, pin_memory=None):
        entry = arange.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, end, dtype, layout, device, pin_memory)
        return kernel.fn(end, dtype, layout, device, pin_memory)


class arange_start:
    """aten::arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::arange"
    overload_name = "start"
    schema_str = "arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = arange_start.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, start, end, dtype=None, layout=None, device=None, pin_memory=None):
        entry = arange_start.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, dtype, layout, device, pin_memory)


class arange_start_step:
    """aten::arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::arange"
    overload_name = "start_step"
    schema_str = "arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, step=1, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = arange_start_step.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, step, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, step, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, start, end, step=1, dtype=None, layout=None, device=None, pin_memory=None):
        entry = arange_start_step.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, step, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, step, dtype, layout, device, pin_memory)


class arange_out:
    """aten::arange.out(Scalar end, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::arange"
    overload_name = "out"
    schema_str = "arange.out(Scalar end, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(end, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = arange_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, end, out)
        return kernel.fn(end, out)

    @staticmethod
    def redispatch(ks, end, out):
        entry = arange_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, end, out)
        return kernel.fn(end, out)


class arange_start_out:
    """aten::arange.start_out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::arange"
    overload_name = "start_out"
    schema_str = (
        "arange.start_out(Scalar start, Scalar end, Scalar step=1, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, step=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("arange.start_out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = arange_start_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, step, out)
        return kernel.fn(start, end, step, out)

    @staticmethod
    def redispatch(ks, start, end, step=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("arange.start_out", "out")
        entry = arange_start_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, step, out)
        return kernel.fn(start, end, step, out)


class linspace:
    """aten::linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::linspace"
    overload_name = ""
    schema_str = "linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, steps, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = linspace.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, steps, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, start, end, steps, dtype=None, layout=None, device=None, pin_memory=None):
        entry = linspace.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, steps, dtype, layout, device, pin_memory)


class linspace_out:
    """aten::linspace.out(Scalar start, Scalar end, int steps, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::linspace"
    overload_name = "out"
    schema_str = (
        "linspace.out(Scalar start, Scalar end, int steps, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, steps, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = linspace_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, out)
        return kernel.fn(start, end, steps, out)

    @staticmethod
    def redispatch(ks, start, end, steps, out):
        entry = linspace_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, out)
        return kernel.fn(start, end, steps, out)


class logspace:
    """aten::logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::logspace"
    overload_name = ""
    schema_str = "logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, steps, base=10.0, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = logspace.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, base, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, steps, base, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks, start, end, steps, base=10.0, dtype=None, layout=None, device=None, pin_memory=None
    ):
        entry = logspace.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, base, dtype, layout, device, pin_memory)
        return kernel.fn(start, end, steps, base, dtype, layout, device, pin_memory)


class logspace_out:
    """aten::logspace.out(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::logspace"
    overload_name = "out"
    schema_str = "logspace.out(Scalar start, Scalar end, int steps, float base=10.0, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(start, end, steps, base=10.0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("logspace.out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = logspace_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, base, out)
        return kernel.fn(start, end, steps, base, out)

    @staticmethod
    def redispatch(ks, start, end, steps, base=10.0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("logspace.out", "out")
        entry = logspace_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, start, end, steps, base, out)
        return kernel.fn(start, end, steps, base, out)


class eye:
    """aten::eye(SymInt n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::eye"
    overload_name = ""
    schema_str = "eye(SymInt n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(n, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = eye.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, dtype, layout, device, pin_memory)
        return kernel.fn(n, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, n, dtype=None, layout=None, device=None, pin_memory=None):
        entry = eye.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, dtype, layout, device, pin_memory)
        return kernel.fn(n, dtype, layout, device, pin_memory)


class tril_indices:
    """aten::tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::tril_indices"
    overload_name = ""
    schema_str = "tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        row, col, offset=0, dtype=_scalar_type.int64, layout=None, device=None, pin_memory=None
    ):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = tril_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, row, col, offset, dtype, layout, device, pin_memory)
        return kernel.fn(row, col, offset, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks, row, col, offset=0, dtype=_scalar_type.int64, layout=None, device=None, pin_memory=None
    ):
        entry = tril_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, row, col, offset, dtype, layout, device, pin_memory)
        return kernel.fn(row, col, offset, dtype, layout, device, pin_memory)


class triu_indices:
    """aten::triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::triu_indices"
    overload_name = ""
    schema_str = "triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        row, col, offset=0, dtype=_scalar_type.int64, layout=None, device=None, pin_memory=None
    ):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = triu_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, row, col, offset, dtype, layout, device, pin_memory)
        return kernel.fn(row, col, offset, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks, row, col, offset=0, dtype=_scalar_type.int64, layout=None, device=None, pin_memory=None
    ):
        entry = triu_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, row, col, offset, dtype, layout, device, pin_memory)
        return kernel.fn(row, col, offset, dtype, layout, device, pin_memory)


class eye_m:
    """aten::eye.m(SymInt n, SymInt m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::eye"
    overload_name = "m"
    schema_str = "eye.m(SymInt n, SymInt m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(n, m, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = eye_m.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, m, dtype, layout, device, pin_memory)
        return kernel.fn(n, m, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, n, m, dtype=None, layout=None, device=None, pin_memory=None):
        entry = eye_m.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, m, dtype, layout, device, pin_memory)
        return kernel.fn(n, m, dtype, layout, device, pin_memory)


class eye_out:
    """aten::eye.out(SymInt n, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::eye"
    overload_name = "out"
    schema_str = "eye.out(SymInt n, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(n, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = eye_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, out)
        return kernel.fn(n, out)

    @staticmethod
    def redispatch(ks, n, out):
        entry = eye_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, out)
        return kernel.fn(n, out)


class eye_m_out:
    """aten::eye.m_out(SymInt n, SymInt m, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::eye"
    overload_name = "m_out"
    schema_str = "eye.m_out(SymInt n, SymInt m, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(n, m, out):
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = eye_m_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, m, out)
        return kernel.fn(n, m, out)

    @staticmethod
    def redispatch(ks, n, m, out):
        entry = eye_m_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, m, out)
        return kernel.fn(n, m, out)


class uniform_:
    """aten::uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::uniform_"
    overload_name = ""
    schema_str = "uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, from_=0.0, to=1.0, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = uniform_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, from_, to, generator)
        return kernel.fn(self, from_, to, generator)

    @staticmethod
    def redispatch(ks, self, from_=0.0, to=1.0, generator=None):
        entry = uniform_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, from_, to, generator)
        return kernel.fn(self, from_, to, generator)


class normal_:
    """aten::normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::normal_"
    overload_name = ""
    schema_str = "normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mean=0.0, std=1.0, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = normal_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mean, std, generator)
        return kernel.fn(self, mean, std, generator)

    @staticmethod
    def redispatch(ks, self, mean=0.0, std=1.0, generator=None):
        entry = normal_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mean, std, generator)
        return kernel.fn(self, mean, std, generator)


class random__from:
    """aten::random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::random_"
    overload_name = "from"
    schema_str = "random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, from_, to, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = random__from.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, from_, to, generator)
        return kernel.fn(self, from_, to, generator)

    @staticmethod
    def redispatch(ks, self, from_, to, generator=None):
        entry = random__from.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, from_, to, generator)
        return kernel.fn(self, from_, to, generator)


class random__to:
    """aten::random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::random_"
    overload_name = "to"
    schema_str = "random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, to, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = random__to.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, to, generator)
        return kernel.fn(self, to, generator)

    @staticmethod
    def redispatch(ks, self, to, generator=None):
        entry = random__to.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, to, generator)
        return kernel.fn(self, to, generator)


class random_:
    """aten::random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::random_"
    overload_name = ""
    schema_str = "random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = random_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)

    @staticmethod
    def redispatch(ks, self, generator=None):
        entry = random_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)


class exponential_:
    """aten::exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::exponential_"
    overload_name = ""
    schema_str = (
        "exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, lambd=1.0, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = exponential_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, lambd, generator)
        return kernel.fn(self, lambd, generator)

    @staticmethod
    def redispatch(ks, self, lambd=1.0, generator=None):
        entry = exponential_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, lambd, generator)
        return kernel.fn(self, lambd, generator)


class bernoulli__Tensor:
    """aten::bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::bernoulli_"
    overload_name = "Tensor"
    schema_str = (
        "bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p, generator=None):
        ks = (self._key_set | p._key_set | _tls.included) & ~_tls.excluded
        entry = bernoulli__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, generator)
        return kernel.fn(self, p, generator)

    @staticmethod
    def redispatch(ks, self, p, generator=None):
        entry = bernoulli__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, generator)
        return kernel.fn(self, p, generator)


class bernoulli__float:
    """aten::bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::bernoulli_"
    overload_name = "float"
    schema_str = (
        "bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p=0.5, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = bernoulli__float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, generator)
        return kernel.fn(self, p, generator)

    @staticmethod
    def redispatch(ks, self, p=0.5, generator=None):
        entry = bernoulli__float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, generator)
        return kernel.fn(self, p, generator)


class bernoulli:
    """aten::bernoulli(Tensor self, *, Generator? generator=None) -> Tensor"""

    name = "aten::bernoulli"
    overload_name = ""
    schema_str = "bernoulli(Tensor self, *, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = bernoulli.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)

    @staticmethod
    def redispatch(ks, self, generator=None):
        entry = bernoulli.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)


class bernoulli_out:
    """aten::bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bernoulli"
    overload_name = "out"
    schema_str = (
        "bernoulli.out(Tensor self, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("bernoulli.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bernoulli_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator, out)
        return kernel.fn(self, generator, out)

    @staticmethod
    def redispatch(ks, self, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("bernoulli.out", "out")
        entry = bernoulli_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator, out)
        return kernel.fn(self, generator, out)


class bernoulli_p:
    """aten::bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor"""

    name = "aten::bernoulli"
    overload_name = "p"
    schema_str = "bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = bernoulli_p.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, generator)
        return kernel.fn(self, p, generator)

    @staticmethod
    def redispatch(ks, self, p, generator=None):
        entry = bernoulli_p.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, generator)
        return kernel.fn(self, p, generator)


class multinomial:
    """aten::multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor"""

    name = "aten::multinomial"
    overload_name = ""
    schema_str = "multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, num_samples, replacement=False, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = multinomial.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, num_samples, replacement, generator)
        return kernel.fn(self, num_samples, replacement, generator)

    @staticmethod
    def redispatch(ks, self, num_samples, replacement=False, generator=None):
        entry = multinomial.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, num_samples, replacement, generator)
        return kernel.fn(self, num_samples, replacement, generator)


class multinomial_out:
    """aten::multinomial.out(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::multinomial"
    overload_name = "out"
    schema_str = "multinomial.out(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, num_samples, replacement=False, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("multinomial.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = multinomial_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, num_samples, replacement, generator, out)
        return kernel.fn(self, num_samples, replacement, generator, out)

    @staticmethod
    def redispatch(ks, self, num_samples, replacement=False, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("multinomial.out", "out")
        entry = multinomial_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, num_samples, replacement, generator, out)
        return kernel.fn(self, num_samples, replacement, generator, out)


class cauchy_:
    """aten::cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)"""

    name = "aten::cauchy_"
    overload_name = ""
    schema_str = "cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, median=0.0, sigma=1.0, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cauchy_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, median, sigma, generator)
        return kernel.fn(self, median, sigma, generator)

    @staticmethod
    def redispatch(ks, self, median=0.0, sigma=1.0, generator=None):
        entry = cauchy_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, median, sigma, generator)
        return kernel.fn(self, median, sigma, generator)


class _standard_gamma:
    """aten::_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"""

    name = "aten::_standard_gamma"
    overload_name = ""
    schema_str = "_standard_gamma(Tensor self, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _standard_gamma.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)

    @staticmethod
    def redispatch(ks, self, generator=None):
        entry = _standard_gamma.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)


class _standard_gamma_grad:
    """aten::_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"""

    name = "aten::_standard_gamma_grad"
    overload_name = ""
    schema_str = "_standard_gamma_grad(Tensor self, Tensor output) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output):
        ks = (self._key_set | output._key_set | _tls.included) & ~_tls.excluded
        entry = _standard_gamma_grad.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output)
        return kernel.fn(self, output)

    @staticmethod
    def redispatch(ks, self, output):
        entry = _standard_gamma_grad.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output)
        return kernel.fn(self, output)


class _sample_dirichlet:
    """aten::_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor"""

    name = "aten::_sample_dirichlet"
    overload_name = ""
    schema_str = "_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _sample_dirichlet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)

    @staticmethod
    def redispatch(ks, self, generator=None):
        entry = _sample_dirichlet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)


class _dirichlet_grad:
    """aten::_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor"""

    name = "aten::_dirichlet_grad"
    overload_name = ""
    schema_str = "_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(x, alpha, total):
        ks = (x._key_set | alpha._key_set | total._key_set | _tls.included) & ~_tls.excluded
        entry = _dirichlet_grad.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, alpha, total)
        return kernel.fn(x, alpha, total)

    @staticmethod
    def redispatch(ks, x, alpha, total):
        entry = _dirichlet_grad.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, alpha, total)
        return kernel.fn(x, alpha, total)


class poisson:
    """aten::poisson(Tensor self, Generator? generator=None) -> Tensor"""

    name = "aten::poisson"
    overload_name = ""
    schema_str = "poisson(Tensor self, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, generator=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = poisson.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)

    @staticmethod
    def redispatch(ks, self, generator=None):
        entry = poisson.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator)
        return kernel.fn(self, generator)


class binomial:
    """aten::binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor"""

    name = "aten::binomial"
    overload_name = ""
    schema_str = "binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(count, prob, generator=None):
        ks = (count._key_set | prob._key_set | _tls.included) & ~_tls.excluded
        entry = binomial.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, count, prob, generator)
        return kernel.fn(count, prob, generator)

    @staticmethod
    def redispatch(ks, count, prob, generator=None):
        entry = binomial.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, count, prob, generator)
        return kernel.fn(count, prob, generator)


class randperm:
    """aten::randperm(SymInt n, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::randperm"
    overload_name = ""
    schema_str = "randperm(SymInt n, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        n, generator=None, dtype=_scalar_type.int64, layout=None, device=None, pin_memory=None
    ):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = randperm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, generator, dtype, layout, device, pin_memory)
        return kernel.fn(n, generator, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks, n, generator=None, dtype=_scalar_type.int64, layout=None, device=None, pin_memory=None
    ):
        entry = randperm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, generator, dtype, layout, device, pin_memory)
        return kernel.fn(n, generator, dtype, layout, device, pin_memory)


class randperm_out:
    """aten::randperm.out(SymInt n, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::randperm"
    overload_name = "out"
    schema_str = (
        "randperm.out(SymInt n, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(n, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randperm.out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = randperm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, generator, out)
        return kernel.fn(n, generator, out)

    @staticmethod
    def redispatch(ks, n, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randperm.out", "out")
        entry = randperm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, n, generator, out)
        return kernel.fn(n, generator, out)


class rand:
    """aten::rand(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::rand"
    overload_name = ""
    schema_str = "rand(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, generator=None, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = rand.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(size, generator, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, size, generator=None, dtype=None, layout=None, device=None, pin_memory=None):
        entry = rand.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(size, generator, dtype, layout, device, pin_memory)


class rand_out:
    """aten::rand.out(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::rand"
    overload_name = "out"
    schema_str = (
        "rand.out(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("rand.out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = rand_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, out)
        return kernel.fn(size, generator, out)

    @staticmethod
    def redispatch(ks, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("rand.out", "out")
        entry = rand_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, out)
        return kernel.fn(size, generator, out)


class randn:
    """aten::randn(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::randn"
    overload_name = ""
    schema_str = "randn(SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, generator=None, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = randn.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(size, generator, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, size, generator=None, dtype=None, layout=None, device=None, pin_memory=None):
        entry = randn.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(size, generator, dtype, layout, device, pin_memory)


class randn_out:
    """aten::randn.out(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::randn"
    overload_name = "out"
    schema_str = (
        "randn.out(SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randn.out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = randn_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, out)
        return kernel.fn(size, generator, out)

    @staticmethod
    def redispatch(ks, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randn.out", "out")
        entry = randn_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, size, generator, out)
        return kernel.fn(size, generator, out)


class randint:
    """aten::randint(SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::randint"
    overload_name = ""
    schema_str = "randint(SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        high,
        size,
        generator=None,
        dtype=_scalar_type.int64,
        layout=None,
        device=None,
        pin_memory=None,
    ):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = randint.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, high, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(high, size, generator, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks,
        high,
        size,
        generator=None,
        dtype=_scalar_type.int64,
        layout=None,
        device=None,
        pin_memory=None,
    ):
        entry = randint.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, high, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(high, size, generator, dtype, layout, device, pin_memory)


class randint_low:
    """aten::randint.low(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::randint"
    overload_name = "low"
    schema_str = "randint.low(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=long, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        low,
        high,
        size,
        generator=None,
        dtype=_scalar_type.int64,
        layout=None,
        device=None,
        pin_memory=None,
    ):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = randint_low.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, low, high, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(low, high, size, generator, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks,
        low,
        high,
        size,
        generator=None,
        dtype=_scalar_type.int64,
        layout=None,
        device=None,
        pin_memory=None,
    ):
        entry = randint_low.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, low, high, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(low, high, size, generator, dtype, layout, device, pin_memory)


class randint_out:
    """aten::randint.out(SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::randint"
    overload_name = "out"
    schema_str = "randint.out(SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(high, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randint.out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = randint_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, high, size, generator, out)
        return kernel.fn(high, size, generator, out)

    @staticmethod
    def redispatch(ks, high, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randint.out", "out")
        entry = randint_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, high, size, generator, out)
        return kernel.fn(high, size, generator, out)


class randint_low_out:
    """aten::randint.low_out(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::randint"
    overload_name = "low_out"
    schema_str = "randint.low_out(SymInt low, SymInt high, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(low, high, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randint.low_out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = randint_low_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, low, high, size, generator, out)
        return kernel.fn(low, high, size, generator, out)

    @staticmethod
    def redispatch(ks, low, high, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("randint.low_out", "out")
        entry = randint_low_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, low, high, size, generator, out)
        return kernel.fn(low, high, size, generator, out)


class rand_like:
    """aten::rand_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::rand_like"
    overload_name = ""
    schema_str = "rand_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = rand_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, generator, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks,
        self,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        entry = rand_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, generator, dtype, layout, device, pin_memory, memory_format)


class randn_like:
    """aten::randn_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::randn_like"
    overload_name = ""
    schema_str = "randn_like(Tensor self, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = randn_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, generator, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks,
        self,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        entry = randn_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, generator, dtype, layout, device, pin_memory, memory_format)
        return kernel.fn(self, generator, dtype, layout, device, pin_memory, memory_format)


class randint_like:
    """aten::randint_like(Tensor self, SymInt high, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::randint_like"
    overload_name = ""
    schema_str = "randint_like(Tensor self, SymInt high, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        high,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = randint_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, high, generator, dtype, layout, device, pin_memory, memory_format
            )
        return kernel.fn(self, high, generator, dtype, layout, device, pin_memory, memory_format)

    @staticmethod
    def redispatch(
        ks,
        self,
        high,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        entry = randint_like.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, high, generator, dtype, layout, device, pin_memory, memory_format
            )
        return kernel.fn(self, high, generator, dtype, layout, device, pin_memory, memory_format)


class randint_like_low_dtype:
    """aten::randint_like.low_dtype(Tensor self, SymInt low, SymInt high, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"""

    name = "aten::randint_like"
    overload_name = "low_dtype"
    schema_str = "randint_like.low_dtype(Tensor self, SymInt low, SymInt high, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        low,
        high,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = randint_like_low_dtype.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, low, high, generator, dtype, layout, device, pin_memory, memory_format
            )
        return kernel.fn(
            self, low, high, generator, dtype, layout, device, pin_memory, memory_format
        )

    @staticmethod
    def redispatch(
        ks,
        self,
        low,
        high,
        generator=None,
        dtype=None,
        layout=None,
        device=None,
        pin_memory=None,
        memory_format=None,
    ):
        entry = randint_like_low_dtype.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, low, high, generator, dtype, layout, device, pin_memory, memory_format
            )
        return kernel.fn(
            self, low, high, generator, dtype, layout, device, pin_memory, memory_format
        )


class normal_Tensor_float:
    """aten::normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor"""

    name = "aten::normal"
    overload_name = "Tensor_float"
    schema_str = (
        "normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std=1.0, generator=None):
        ks = (mean._key_set | _tls.included) & ~_tls.excluded
        entry = normal_Tensor_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator)
        return kernel.fn(mean, std, generator)

    @staticmethod
    def redispatch(ks, mean, std=1.0, generator=None):
        entry = normal_Tensor_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator)
        return kernel.fn(mean, std, generator)


class normal_Tensor_float_out:
    """aten::normal.Tensor_float_out(Tensor mean, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::normal"
    overload_name = "Tensor_float_out"
    schema_str = "normal.Tensor_float_out(Tensor mean, float std=1, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std=1.0, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.Tensor_float_out", "out")
        ks = (mean._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = normal_Tensor_float_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator, out)
        return kernel.fn(mean, std, generator, out)

    @staticmethod
    def redispatch(ks, mean, std=1.0, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.Tensor_float_out", "out")
        entry = normal_Tensor_float_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator, out)
        return kernel.fn(mean, std, generator, out)


class normal_float_Tensor:
    """aten::normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor"""

    name = "aten::normal"
    overload_name = "float_Tensor"
    schema_str = (
        "normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std, generator=None):
        ks = (std._key_set | _tls.included) & ~_tls.excluded
        entry = normal_float_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator)
        return kernel.fn(mean, std, generator)

    @staticmethod
    def redispatch(ks, mean, std, generator=None):
        entry = normal_float_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator)
        return kernel.fn(mean, std, generator)


class normal_float_Tensor_out:
    """aten::normal.float_Tensor_out(float mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::normal"
    overload_name = "float_Tensor_out"
    schema_str = "normal.float_Tensor_out(float mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.float_Tensor_out", "out")
        ks = (std._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = normal_float_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator, out)
        return kernel.fn(mean, std, generator, out)

    @staticmethod
    def redispatch(ks, mean, std, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.float_Tensor_out", "out")
        entry = normal_float_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator, out)
        return kernel.fn(mean, std, generator, out)


class normal_Tensor_Tensor:
    """aten::normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor"""

    name = "aten::normal"
    overload_name = "Tensor_Tensor"
    schema_str = (
        "normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std, generator=None):
        ks = (mean._key_set | std._key_set | _tls.included) & ~_tls.excluded
        entry = normal_Tensor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator)
        return kernel.fn(mean, std, generator)

    @staticmethod
    def redispatch(ks, mean, std, generator=None):
        entry = normal_Tensor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator)
        return kernel.fn(mean, std, generator)


class normal_Tensor_Tensor_out:
    """aten::normal.Tensor_Tensor_out(Tensor mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::normal"
    overload_name = "Tensor_Tensor_out"
    schema_str = "normal.Tensor_Tensor_out(Tensor mean, Tensor std, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.Tensor_Tensor_out", "out")
        ks = (mean._key_set | std._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = normal_Tensor_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator, out)
        return kernel.fn(mean, std, generator, out)

    @staticmethod
    def redispatch(ks, mean, std, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.Tensor_Tensor_out", "out")
        entry = normal_Tensor_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, generator, out)
        return kernel.fn(mean, std, generator, out)


class normal_float_float:
    """aten::normal.float_float(float mean, float std, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::normal"
    overload_name = "float_float"
    schema_str = "normal.float_float(float mean, float std, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        mean, std, size, generator=None, dtype=None, layout=None, device=None, pin_memory=None
    ):
        ks = (_runtime.factory_key_set(device) | _tls.included) & ~_tls.excluded
        entry = normal_float_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(mean, std, size, generator, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks, mean, std, size, generator=None, dtype=None, layout=None, device=None, pin_memory=None
    ):
        entry = normal_float_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, size, generator, dtype, layout, device, pin_memory)
        return kernel.fn(mean, std, size, generator, dtype, layout, device, pin_memory)


class normal_float_float_out:
    """aten::normal.float_float_out(float mean, float std, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::normal"
    overload_name = "float_float_out"
    schema_str = "normal.float_float_out(float mean, float std, SymInt[] size, *, Generator? generator=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(mean, std, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.float_float_out", "out")
        ks = (out._key_set | _tls.included) & ~_tls.excluded
        entry = normal_float_float_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, size, generator, out)
        return kernel.fn(mean, std, size, generator, out)

    @staticmethod
    def redispatch(ks, mean, std, size, generator=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("normal.float_float_out", "out")
        entry = normal_float_float_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, mean, std, size, generator, out)
        return kernel.fn(mean, std, size, generator, out)


class sum:
    """aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::sum"
    overload_name = ""
    schema_str = "sum(Tensor self, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)

    @staticmethod
    def redispatch(ks, self, dtype=None):
        entry = sum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)


class sum_dim_IntList:
    """aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::sum"
    overload_name = "dim_IntList"
    schema_str = "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sum_dim_IntList.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype)
        return kernel.fn(self, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, dtype=None):
        entry = sum_dim_IntList.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype)
        return kernel.fn(self, dim, keepdim, dtype)


class sum_IntList_out:
    """aten::sum.IntList_out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sum"
    overload_name = "IntList_out"
    schema_str = "sum.IntList_out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("sum.IntList_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sum_IntList_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype, out)
        return kernel.fn(self, dim, keepdim, dtype, out)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("sum.IntList_out", "out")
        entry = sum_IntList_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype, out)
        return kernel.fn(self, dim, keepdim, dtype, out)


class sum_out:
    """aten::sum.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::sum"
    overload_name = "out"
    schema_str = "sum.out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("sum.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = sum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, out)
        return kernel.fn(self, dtype, out)

    @staticmethod
    def redispatch(ks, self, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("sum.out", "out")
        entry = sum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, out)
        return kernel.fn(self, dtype, out)


class mean:
    """aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::mean"
    overload_name = ""
    schema_str = "mean(Tensor self, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = mean.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)

    @staticmethod
    def redispatch(ks, self, dtype=None):
        entry = mean.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)


class mean_dim:
    """aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::mean"
    overload_name = "dim"
    schema_str = "mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = mean_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype)
        return kernel.fn(self, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, dtype=None):
        entry = mean_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype)
        return kernel.fn(self, dim, keepdim, dtype)


class mean_out:
    """aten::mean.out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::mean"
    overload_name = "out"
    schema_str = "mean.out(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("mean.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = mean_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype, out)
        return kernel.fn(self, dim, keepdim, dtype, out)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("mean.out", "out")
        entry = mean_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype, out)
        return kernel.fn(self, dim, keepdim, dtype, out)


class mean_dtype_out:
    """aten::mean.dtype_out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::mean"
    overload_name = "dtype_out"
    schema_str = (
        "mean.dtype_out(Tensor self, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("mean.dtype_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = mean_dtype_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, out)
        return kernel.fn(self, dtype, out)

    @staticmethod
    def redispatch(ks, self, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("mean.dtype_out", "out")
        entry = mean_dtype_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype, out)
        return kernel.fn(self, dtype, out)


class prod:
    """aten::prod(Tensor self, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::prod"
    overload_name = ""
    schema_str = "prod(Tensor self, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = prod.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)

    @staticmethod
    def redispatch(ks, self, dtype=None):
        entry = prod.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)


class prod_dim_int:
    """aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::prod"
    overload_name = "dim_int"
    schema_str = "prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = prod_dim_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype)
        return kernel.fn(self, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, dtype=None):
        entry = prod_dim_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype)
        return kernel.fn(self, dim, keepdim, dtype)


class prod_int_out:
    """aten::prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::prod"
    overload_name = "int_out"
    schema_str = "prod.int_out(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("prod.int_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = prod_int_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype, out)
        return kernel.fn(self, dim, keepdim, dtype, out)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("prod.int_out", "out")
        entry = prod_int_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, dtype, out)
        return kernel.fn(self, dim, keepdim, dtype, out)


class amax:
    """aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""

    name = "aten::amax"
    overload_name = ""
    schema_str = "amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=(), keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = amax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=(), keepdim=False):
        entry = amax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class amax_out:
    """aten::amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::amax"
    overload_name = "out"
    schema_str = (
        "amax.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=(), keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("amax.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = amax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=(), keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("amax.out", "out")
        entry = amax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class amin:
    """aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"""

    name = "aten::amin"
    overload_name = ""
    schema_str = "amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=(), keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = amin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=(), keepdim=False):
        entry = amin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class amin_out:
    """aten::amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::amin"
    overload_name = "out"
    schema_str = (
        "amin.out(Tensor self, int[1] dim=[], bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=(), keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("amin.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = amin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=(), keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("amin.out", "out")
        entry = amin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class max:
    """aten::max(Tensor self) -> Tensor"""

    name = "aten::max"
    overload_name = ""
    schema_str = "max(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = max.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = max.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class max_dim:
    """aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    name = "aten::max"
    overload_name = "dim"
    schema_str = (
        "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = max_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = max_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class max_dim_max:
    """aten::max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)"""

    name = "aten::max"
    overload_name = "dim_max"
    schema_str = "max.dim_max(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) max, Tensor(b!) max_values) -> (Tensor(a!) values, Tensor(b!) indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, max=_REQUIRED, max_values=_REQUIRED):
        if max is _REQUIRED:
            raise _missing("max.dim_max", "max")
        if max_values is _REQUIRED:
            raise _missing("max.dim_max", "max_values")
        ks = (self._key_set | max._key_set | max_values._key_set | _tls.included) & ~_tls.excluded
        entry = max_dim_max.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, max, max_values)
        return kernel.fn(self, dim, keepdim, max, max_values)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, max=_REQUIRED, max_values=_REQUIRED):
        if max is _REQUIRED:
            raise _missing("max.dim_max", "max")
        if max_values is _REQUIRED:
            raise _missing("max.dim_max", "max_values")
        entry = max_dim_max.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, max, max_values)
        return kernel.fn(self, dim, keepdim, max, max_values)


class max_other:
    """aten::max.other(Tensor self, Tensor other) -> Tensor"""

    name = "aten::max"
    overload_name = "other"
    schema_str = "max.other(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = max_other.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = max_other.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class max_out:
    """aten::max.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::max"
    overload_name = "out"
    schema_str = "max.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = max_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = max_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class min:
    """aten::min(Tensor self) -> Tensor"""

    name = "aten::min"
    overload_name = ""
    schema_str = "min(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = min.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = min.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class min_dim:
    """aten::min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"""

    name = "aten::min"
    overload_name = "dim"
    schema_str = (
        "min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = min_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = min_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class min_dim_min:
    """aten::min.dim_min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)"""

    name = "aten::min"
    overload_name = "dim_min"
    schema_str = "min.dim_min(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) min, Tensor(b!) min_indices) -> (Tensor(a!) values, Tensor(b!) indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, min=_REQUIRED, min_indices=_REQUIRED):
        if min is _REQUIRED:
            raise _missing("min.dim_min", "min")
        if min_indices is _REQUIRED:
            raise _missing("min.dim_min", "min_indices")
        ks = (self._key_set | min._key_set | min_indices._key_set | _tls.included) & ~_tls.excluded
        entry = min_dim_min.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, min, min_indices)
        return kernel.fn(self, dim, keepdim, min, min_indices)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, min=_REQUIRED, min_indices=_REQUIRED):
        if min is _REQUIRED:
            raise _missing("min.dim_min", "min")
        if min_indices is _REQUIRED:
            raise _missing("min.dim_min", "min_indices")
        entry = min_dim_min.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, min, min_indices)
        return kernel.fn(self, dim, keepdim, min, min_indices)


class min_other:
    """aten::min.other(Tensor self, Tensor other) -> Tensor"""

    name = "aten::min"
    overload_name = "other"
    schema_str = "min.other(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = min_other.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = min_other.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class min_out:
    """aten::min.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::min"
    overload_name = "out"
    schema_str = "min.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = min_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = min_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class argmax:
    """aten::argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""

    name = "aten::argmax"
    overload_name = ""
    schema_str = "argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = argmax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False):
        entry = argmax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class argmax_out:
    """aten::argmax.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::argmax"
    overload_name = "out"
    schema_str = "argmax.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("argmax.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = argmax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("argmax.out", "out")
        entry = argmax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class argmin:
    """aten::argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"""

    name = "aten::argmin"
    overload_name = ""
    schema_str = "argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = argmin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False):
        entry = argmin.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class argmin_out:
    """aten::argmin.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::argmin"
    overload_name = "out"
    schema_str = "argmin.out(Tensor self, int? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("argmin.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = argmin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("argmin.out", "out")
        entry = argmin_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class all:
    """aten::all(Tensor self) -> Tensor"""

    name = "aten::all"
    overload_name = ""
    schema_str = "all(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = all.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = all.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class all_dim:
    """aten::all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor"""

    name = "aten::all"
    overload_name = "dim"
    schema_str = "all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = all_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = all_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class all_dims:
    """aten::all.dims(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"""

    name = "aten::all"
    overload_name = "dims"
    schema_str = "all.dims(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = all_dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False):
        entry = all_dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class all_out:
    """aten::all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::all"
    overload_name = "out"
    schema_str = (
        "all.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("all.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = all_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("all.out", "out")
        entry = all_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class all_dims_out:
    """aten::all.dims_out(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::all"
    overload_name = "dims_out"
    schema_str = "all.dims_out(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("all.dims_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = all_dims_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("all.dims_out", "out")
        entry = all_dims_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class all_all_out:
    """aten::all.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::all"
    overload_name = "all_out"
    schema_str = "all.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = all_all_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = all_all_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class any:
    """aten::any(Tensor self) -> Tensor"""

    name = "aten::any"
    overload_name = ""
    schema_str = "any(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = any.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = any.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class any_dim:
    """aten::any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor"""

    name = "aten::any"
    overload_name = "dim"
    schema_str = "any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = any_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = any_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class any_dims:
    """aten::any.dims(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"""

    name = "aten::any"
    overload_name = "dims"
    schema_str = "any.dims(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = any_dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False):
        entry = any_dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class any_out:
    """aten::any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::any"
    overload_name = "out"
    schema_str = (
        "any.out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("any.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = any_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("any.out", "out")
        entry = any_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class any_dims_out:
    """aten::any.dims_out(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::any"
    overload_name = "dims_out"
    schema_str = "any.dims_out(Tensor self, int[]? dim=None, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("any.dims_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = any_dims_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("any.dims_out", "out")
        entry = any_dims_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class any_all_out:
    """aten::any.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::any"
    overload_name = "all_out"
    schema_str = "any.all_out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = any_all_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = any_all_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class var:
    """aten::var(Tensor self, bool unbiased=True) -> Tensor"""

    name = "aten::var"
    overload_name = ""
    schema_str = "var(Tensor self, bool unbiased=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, unbiased=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = var.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, unbiased)
        return kernel.fn(self, unbiased)

    @staticmethod
    def redispatch(ks, self, unbiased=True):
        entry = var.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, unbiased)
        return kernel.fn(self, unbiased)


class var_dim:
    """aten::var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor"""

    name = "aten::var"
    overload_name = "dim"
    schema_str = (
        "var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, unbiased=True, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = var_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, unbiased, keepdim)
        return kernel.fn(self, dim, unbiased, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, unbiased=True, keepdim=False):
        entry = var_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, unbiased, keepdim)
        return kernel.fn(self, dim, unbiased, keepdim)


class var_correction:
    """aten::var.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""

    name = "aten::var"
    overload_name = "correction"
    schema_str = "var.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, correction=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = var_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, correction=None, keepdim=False):
        entry = var_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)


class var_correction_out:
    """aten::var.correction_out(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::var"
    overload_name = "correction_out"
    schema_str = "var.correction_out(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, correction=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("var.correction_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = var_correction_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim, out)
        return kernel.fn(self, dim, correction, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=None, correction=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("var.correction_out", "out")
        entry = var_correction_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim, out)
        return kernel.fn(self, dim, correction, keepdim, out)


class var_mean_correction:
    """aten::var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""

    name = "aten::var_mean"
    overload_name = "correction"
    schema_str = "var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, correction=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = var_mean_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, correction=None, keepdim=False):
        entry = var_mean_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)


class std:
    """aten::std(Tensor self, bool unbiased=True) -> Tensor"""

    name = "aten::std"
    overload_name = ""
    schema_str = "std(Tensor self, bool unbiased=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, unbiased=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = std.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, unbiased)
        return kernel.fn(self, unbiased)

    @staticmethod
    def redispatch(ks, self, unbiased=True):
        entry = std.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, unbiased)
        return kernel.fn(self, unbiased)


class std_dim:
    """aten::std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor"""

    name = "aten::std"
    overload_name = "dim"
    schema_str = (
        "std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, unbiased=True, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = std_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, unbiased, keepdim)
        return kernel.fn(self, dim, unbiased, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, unbiased=True, keepdim=False):
        entry = std_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, unbiased, keepdim)
        return kernel.fn(self, dim, unbiased, keepdim)


class std_correction:
    """aten::std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"""

    name = "aten::std"
    overload_name = "correction"
    schema_str = "std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, correction=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = std_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, correction=None, keepdim=False):
        entry = std_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)


class std_correction_out:
    """aten::std.correction_out(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::std"
    overload_name = "correction_out"
    schema_str = "std.correction_out(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, correction=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("std.correction_out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = std_correction_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim, out)
        return kernel.fn(self, dim, correction, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim=None, correction=None, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("std.correction_out", "out")
        entry = std_correction_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim, out)
        return kernel.fn(self, dim, correction, keepdim, out)


class std_mean_correction:
    """aten::std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"""

    name = "aten::std_mean"
    overload_name = "correction"
    schema_str = "std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None, correction=None, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = std_mean_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)

    @staticmethod
    def redispatch(ks, self, dim=None, correction=None, keepdim=False):
        entry = std_mean_correction.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, correction, keepdim)
        return kernel.fn(self, dim, correction, keepdim)


class norm_Scalar:
    """aten::norm.Scalar(Tensor self, Scalar p=2) -> Tensor"""

    name = "aten::norm"
    overload_name = "Scalar"
    schema_str = "norm.Scalar(Tensor self, Scalar p=2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p=2):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = norm_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p)
        return kernel.fn(self, p)

    @staticmethod
    def redispatch(ks, self, p=2):
        entry = norm_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p)
        return kernel.fn(self, p)


class norm_ScalarOpt_dim:
    """aten::norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor"""

    name = "aten::norm"
    overload_name = "ScalarOpt_dim"
    schema_str = (
        "norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = norm_ScalarOpt_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, dim, keepdim)
        return kernel.fn(self, p, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, p, dim, keepdim=False):
        entry = norm_ScalarOpt_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, dim, keepdim)
        return kernel.fn(self, p, dim, keepdim)


class norm_out:
    """aten::norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::norm"
    overload_name = "out"
    schema_str = "norm.out(Tensor self, Scalar? p, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("norm.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = norm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, dim, keepdim, out)
        return kernel.fn(self, p, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, p, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("norm.out", "out")
        entry = norm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p, dim, keepdim, out)
        return kernel.fn(self, p, dim, keepdim, out)


class linalg_vector_norm:
    """aten::linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::linalg_vector_norm"
    overload_name = ""
    schema_str = "linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ord=2, dim=None, keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_vector_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, ord=2, dim=None, keepdim=False, dtype=None):
        entry = linalg_vector_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)


class linalg_vector_norm_out:
    """aten::linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::linalg_vector_norm"
    overload_name = "out"
    schema_str = "linalg_vector_norm.out(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ord=2, dim=None, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("linalg_vector_norm.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_vector_norm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype, out)
        return kernel.fn(self, ord, dim, keepdim, dtype, out)

    @staticmethod
    def redispatch(ks, self, ord=2, dim=None, keepdim=False, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("linalg_vector_norm.out", "out")
        entry = linalg_vector_norm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype, out)
        return kernel.fn(self, ord, dim, keepdim, dtype, out)


class linalg_inv:
    """aten::linalg_inv(Tensor A) -> Tensor"""

    name = "aten::linalg_inv"
    overload_name = ""
    schema_str = "linalg_inv(Tensor A) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_inv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A)
        return kernel.fn(A)

    @staticmethod
    def redispatch(ks, A):
        entry = linalg_inv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A)
        return kernel.fn(A)


class inverse:
    """aten::inverse(Tensor self) -> Tensor"""

    name = "aten::inverse"
    overload_name = ""
    schema_str = "inverse(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = inverse.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = inverse.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_det:
    """aten::linalg_det(Tensor A) -> Tensor"""

    name = "aten::linalg_det"
    overload_name = ""
    schema_str = "linalg_det(Tensor A) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_det.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A)
        return kernel.fn(A)

    @staticmethod
    def redispatch(ks, A):
        entry = linalg_det.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A)
        return kernel.fn(A)


class det:
    """aten::det(Tensor self) -> Tensor"""

    name = "aten::det"
    overload_name = ""
    schema_str = "det(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = det.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = det.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_slogdet:
    """aten::linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)"""

    name = "aten::linalg_slogdet"
    overload_name = ""
    schema_str = "linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_slogdet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A)
        return kernel.fn(A)

    @staticmethod
    def redispatch(ks, A):
        entry = linalg_slogdet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A)
        return kernel.fn(A)


class slogdet:
    """aten::slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"""

    name = "aten::slogdet"
    overload_name = ""
    schema_str = "slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = slogdet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = slogdet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_solve:
    """aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"""

    name = "aten::linalg_solve"
    overload_name = ""
    schema_str = "linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, B, left=True):
        ks = (A._key_set | B._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, B, left)
        return kernel.fn(A, B, left)

    @staticmethod
    def redispatch(ks, A, B, left=True):
        entry = linalg_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, B, left)
        return kernel.fn(A, B, left)


class linalg_cholesky:
    """aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor"""

    name = "aten::linalg_cholesky"
    overload_name = ""
    schema_str = "linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, upper=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_cholesky.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper)
        return kernel.fn(self, upper)

    @staticmethod
    def redispatch(ks, self, upper=False):
        entry = linalg_cholesky.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper)
        return kernel.fn(self, upper)


class _linalg_svd:
    """aten::_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""

    name = "aten::_linalg_svd"
    overload_name = ""
    schema_str = "_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, full_matrices=False, compute_uv=True, driver=None):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = _linalg_svd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, full_matrices, compute_uv, driver)
        return kernel.fn(A, full_matrices, compute_uv, driver)

    @staticmethod
    def redispatch(ks, A, full_matrices=False, compute_uv=True, driver=None):
        entry = _linalg_svd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, full_matrices, compute_uv, driver)
        return kernel.fn(A, full_matrices, compute_uv, driver)


class linalg_svd:
    """aten::linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"""

    name = "aten::linalg_svd"
    overload_name = ""
    schema_str = "linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, full_matrices=True, driver=None):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_svd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, full_matrices, driver)
        return kernel.fn(A, full_matrices, driver)

    @staticmethod
    def redispatch(ks, A, full_matrices=True, driver=None):
        entry = linalg_svd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, full_matrices, driver)
        return kernel.fn(A, full_matrices, driver)


class linalg_svdvals:
    """aten::linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor"""

    name = "aten::linalg_svdvals"
    overload_name = ""
    schema_str = "linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, driver=None):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_svdvals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, driver)
        return kernel.fn(A, driver)

    @staticmethod
    def redispatch(ks, A, driver=None):
        entry = linalg_svdvals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, driver)
        return kernel.fn(A, driver)


class svd:
    """aten::svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"""

    name = "aten::svd"
    overload_name = ""
    schema_str = (
        "svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, some=True, compute_uv=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = svd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, some, compute_uv)
        return kernel.fn(self, some, compute_uv)

    @staticmethod
    def redispatch(ks, self, some=True, compute_uv=True):
        entry = svd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, some, compute_uv)
        return kernel.fn(self, some, compute_uv)


class linalg_eigh:
    """aten::linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)"""

    name = "aten::linalg_eigh"
    overload_name = ""
    schema_str = 'linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, UPLO="L"):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_eigh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, UPLO)
        return kernel.fn(A, UPLO)

    @staticmethod
    def redispatch(ks, A, UPLO="L"):
        entry = linalg_eigh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, UPLO)
        return kernel.fn(A, UPLO)


class linalg_eigvalsh:
    """aten::linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor"""

    name = "aten::linalg_eigvalsh"
    overload_name = ""
    schema_str = 'linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, UPLO="L"):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_eigvalsh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, UPLO)
        return kernel.fn(self, UPLO)

    @staticmethod
    def redispatch(ks, self, UPLO="L"):
        entry = linalg_eigvalsh.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, UPLO)
        return kernel.fn(self, UPLO)


class linalg_matrix_norm:
    """aten::linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::linalg_matrix_norm"
    overload_name = ""
    schema_str = "linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ord, dim=(-2, -1), keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, ord, dim=(-2, -1), keepdim=False, dtype=None):
        entry = linalg_matrix_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)


class linalg_matrix_norm_str_ord:
    """aten::linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::linalg_matrix_norm"
    overload_name = "str_ord"
    schema_str = 'linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ord="fro", dim=(-2, -1), keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_norm_str_ord.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, ord="fro", dim=(-2, -1), keepdim=False, dtype=None):
        entry = linalg_matrix_norm_str_ord.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)


class linalg_norm:
    """aten::linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::linalg_norm"
    overload_name = ""
    schema_str = "linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ord=None, dim=None, keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, ord=None, dim=None, keepdim=False, dtype=None):
        entry = linalg_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)


class linalg_norm_ord_str:
    """aten::linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::linalg_norm"
    overload_name = "ord_str"
    schema_str = "linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ord, dim=None, keepdim=False, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_norm_ord_str.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)

    @staticmethod
    def redispatch(ks, self, ord, dim=None, keepdim=False, dtype=None):
        entry = linalg_norm_ord_str.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ord, dim, keepdim, dtype)
        return kernel.fn(self, ord, dim, keepdim, dtype)


class linalg_cross:
    """aten::linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor"""

    name = "aten::linalg_cross"
    overload_name = ""
    schema_str = "linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, dim=-1):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_cross.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dim)
        return kernel.fn(self, other, dim)

    @staticmethod
    def redispatch(ks, self, other, dim=-1):
        entry = linalg_cross.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dim)
        return kernel.fn(self, other, dim)


class cross:
    """aten::cross(Tensor self, Tensor other, int? dim=None) -> Tensor"""

    name = "aten::cross"
    overload_name = ""
    schema_str = "cross(Tensor self, Tensor other, int? dim=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, dim=None):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = cross.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dim)
        return kernel.fn(self, other, dim)

    @staticmethod
    def redispatch(ks, self, other, dim=None):
        entry = cross.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dim)
        return kernel.fn(self, other, dim)


class linalg_diagonal:
    """aten::linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)"""

    name = "aten::linalg_diagonal"
    overload_name = ""
    schema_str = (
        "linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, offset=0, dim1=-2, dim2=-1):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_diagonal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, offset, dim1, dim2)
        return kernel.fn(A, offset, dim1, dim2)

    @staticmethod
    def redispatch(ks, A, offset=0, dim1=-2, dim2=-1):
        entry = linalg_diagonal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, offset, dim1, dim2)
        return kernel.fn(A, offset, dim1, dim2)


class linalg_matmul:
    """aten::linalg_matmul(Tensor self, Tensor other) -> Tensor"""

    name = "aten::linalg_matmul"
    overload_name = ""
    schema_str = "linalg_matmul(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = linalg_matmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class linalg_vecdot:
    """aten::linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor"""

    name = "aten::linalg_vecdot"
    overload_name = ""
    schema_str = "linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(x, y, dim=-1):
        ks = (x._key_set | y._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_vecdot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, y, dim)
        return kernel.fn(x, y, dim)

    @staticmethod
    def redispatch(ks, x, y, dim=-1):
        entry = linalg_vecdot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, y, dim)
        return kernel.fn(x, y, dim)


class linalg_multi_dot:
    """aten::linalg_multi_dot(Tensor[] tensors) -> Tensor"""

    name = "aten::linalg_multi_dot"
    overload_name = ""
    schema_str = "linalg_multi_dot(Tensor[] tensors) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = linalg_multi_dot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)

    @staticmethod
    def redispatch(ks, tensors):
        entry = linalg_multi_dot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)


class chain_matmul:
    """aten::chain_matmul(Tensor[] matrices) -> Tensor"""

    name = "aten::chain_matmul"
    overload_name = ""
    schema_str = "chain_matmul(Tensor[] matrices) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(matrices):
        ks = (_keys_of_list(matrices) | _tls.included) & ~_tls.excluded
        entry = chain_matmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, matrices)
        return kernel.fn(matrices)

    @staticmethod
    def redispatch(ks, matrices):
        entry = chain_matmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, matrices)
        return kernel.fn(matrices)


class linalg_vander:
    """aten::linalg_vander(Tensor x, *, SymInt? N=None) -> Tensor"""

    name = "aten::linalg_vander"
    overload_name = ""
    schema_str = "linalg_vander(Tensor x, *, SymInt? N=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(x, N=None):
        ks = (x._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_vander.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, N)
        return kernel.fn(x, N)

    @staticmethod
    def redispatch(ks, x, N=None):
        entry = linalg_vander.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, N)
        return kernel.fn(x, N)


class vander:
    """aten::vander(Tensor x, int? N=None, bool increasing=False) -> Tensor"""

    name = "aten::vander"
    overload_name = ""
    schema_str = "vander(Tensor x, int? N=None, bool increasing=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(x, N=None, increasing=False):
        ks = (x._key_set | _tls.included) & ~_tls.excluded
        entry = vander.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, N, increasing)
        return kernel.fn(x, N, increasing)

    @staticmethod
    def redispatch(ks, x, N=None, increasing=False):
        entry = vander.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x, N, increasing)
        return kernel.fn(x, N, increasing)


class linalg_matrix_exp:
    """aten::linalg_matrix_exp(Tensor self) -> Tensor"""

    name = "aten::linalg_matrix_exp"
    overload_name = ""
    schema_str = "linalg_matrix_exp(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_exp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = linalg_matrix_exp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class matrix_exp:
    """aten::matrix_exp(Tensor self) -> Tensor"""

    name = "aten::matrix_exp"
    overload_name = ""
    schema_str = "matrix_exp(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = matrix_exp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = matrix_exp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_matrix_power:
    """aten::linalg_matrix_power(Tensor self, int n) -> Tensor"""

    name = "aten::linalg_matrix_power"
    overload_name = ""
    schema_str = "linalg_matrix_power(Tensor self, int n) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, n):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_power.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, n)
        return kernel.fn(self, n)

    @staticmethod
    def redispatch(ks, self, n):
        entry = linalg_matrix_power.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, n)
        return kernel.fn(self, n)


class matrix_power:
    """aten::matrix_power(Tensor self, int n) -> Tensor"""

    name = "aten::matrix_power"
    overload_name = ""
    schema_str = "matrix_power(Tensor self, int n) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, n):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = matrix_power.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, n)
        return kernel.fn(self, n)

    @staticmethod
    def redispatch(ks, self, n):
        entry = matrix_power.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, n)
        return kernel.fn(self, n)


class linalg_lu_factor_ex:
    """aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"""

    name = "aten::linalg_lu_factor_ex"
    overload_name = ""
    schema_str = "linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, pivot=True, check_errors=False):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_lu_factor_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, pivot, check_errors)
        return kernel.fn(A, pivot, check_errors)

    @staticmethod
    def redispatch(ks, A, pivot=True, check_errors=False):
        entry = linalg_lu_factor_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, pivot, check_errors)
        return kernel.fn(A, pivot, check_errors)


class linalg_lu_factor:
    """aten::linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)"""

    name = "aten::linalg_lu_factor"
    overload_name = ""
    schema_str = "linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, pivot=True):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_lu_factor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, pivot)
        return kernel.fn(A, pivot)

    @staticmethod
    def redispatch(ks, A, pivot=True):
        entry = linalg_lu_factor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, pivot)
        return kernel.fn(A, pivot)


class linalg_lu:
    """aten::linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)"""

    name = "aten::linalg_lu"
    overload_name = ""
    schema_str = "linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, pivot=True):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_lu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, pivot)
        return kernel.fn(A, pivot)

    @staticmethod
    def redispatch(ks, A, pivot=True):
        entry = linalg_lu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, pivot)
        return kernel.fn(A, pivot)


class linalg_lu_solve:
    """aten::linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"""

    name = "aten::linalg_lu_solve"
    overload_name = ""
    schema_str = "linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(LU, pivots, B, left=True, adjoint=False):
        ks = (LU._key_set | pivots._key_set | B._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_lu_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, LU, pivots, B, left, adjoint)
        return kernel.fn(LU, pivots, B, left, adjoint)

    @staticmethod
    def redispatch(ks, LU, pivots, B, left=True, adjoint=False):
        entry = linalg_lu_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, LU, pivots, B, left, adjoint)
        return kernel.fn(LU, pivots, B, left, adjoint)


class lu_unpack:
    """aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"""

    name = "aten::lu_unpack"
    overload_name = ""
    schema_str = "lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
        ks = (LU_data._key_set | LU_pivots._key_set | _tls.included) & ~_tls.excluded
        entry = lu_unpack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, LU_data, LU_pivots, unpack_data, unpack_pivots)
        return kernel.fn(LU_data, LU_pivots, unpack_data, unpack_pivots)

    @staticmethod
    def redispatch(ks, LU_data, LU_pivots, unpack_data=True, unpack_pivots=True):
        entry = lu_unpack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, LU_data, LU_pivots, unpack_data, unpack_pivots)
        return kernel.fn(LU_data, LU_pivots, unpack_data, unpack_pivots)


class lu_solve:
    """aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"""

    name = "aten::lu_solve"
    overload_name = ""
    schema_str = "lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, LU_data, LU_pivots):
        ks = (
            self._key_set | LU_data._key_set | LU_pivots._key_set | _tls.included
        ) & ~_tls.excluded
        entry = lu_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, LU_data, LU_pivots)
        return kernel.fn(self, LU_data, LU_pivots)

    @staticmethod
    def redispatch(ks, self, LU_data, LU_pivots):
        entry = lu_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, LU_data, LU_pivots)
        return kernel.fn(self, LU_data, LU_pivots)


class _lu_with_info:
    """aten::_lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)"""

    name = "aten::_lu_with_info"
    overload_name = ""
    schema_str = "_lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, pivot=True, check_errors=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _lu_with_info.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pivot, check_errors)
        return kernel.fn(self, pivot, check_errors)

    @staticmethod
    def redispatch(ks, self, pivot=True, check_errors=True):
        entry = _lu_with_info.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pivot, check_errors)
        return kernel.fn(self, pivot, check_errors)


class linalg_solve_ex:
    """aten::linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)"""

    name = "aten::linalg_solve_ex"
    overload_name = ""
    schema_str = "linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, B, left=True, check_errors=False):
        ks = (A._key_set | B._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_solve_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, B, left, check_errors)
        return kernel.fn(A, B, left, check_errors)

    @staticmethod
    def redispatch(ks, A, B, left=True, check_errors=False):
        entry = linalg_solve_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, B, left, check_errors)
        return kernel.fn(A, B, left, check_errors)


class linalg_inv_ex:
    """aten::linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)"""

    name = "aten::linalg_inv_ex"
    overload_name = ""
    schema_str = (
        "linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, check_errors=False):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_inv_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, check_errors)
        return kernel.fn(A, check_errors)

    @staticmethod
    def redispatch(ks, A, check_errors=False):
        entry = linalg_inv_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, check_errors)
        return kernel.fn(A, check_errors)


class linalg_solve_triangular:
    """aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"""

    name = "aten::linalg_solve_triangular"
    overload_name = ""
    schema_str = "linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, B, upper, left=True, unitriangular=False):
        ks = (self._key_set | B._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_solve_triangular.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, B, upper, left, unitriangular)
        return kernel.fn(self, B, upper, left, unitriangular)

    @staticmethod
    def redispatch(ks, self, B, upper, left=True, unitriangular=False):
        entry = linalg_solve_triangular.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, B, upper, left, unitriangular)
        return kernel.fn(self, B, upper, left, unitriangular)


class triangular_solve:
    """aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"""

    name = "aten::triangular_solve"
    overload_name = ""
    schema_str = "triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, A, upper=True, transpose=False, unitriangular=False):
        ks = (self._key_set | A._key_set | _tls.included) & ~_tls.excluded
        entry = triangular_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, A, upper, transpose, unitriangular)
        return kernel.fn(self, A, upper, transpose, unitriangular)

    @staticmethod
    def redispatch(ks, self, A, upper=True, transpose=False, unitriangular=False):
        entry = triangular_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, A, upper, transpose, unitriangular)
        return kernel.fn(self, A, upper, transpose, unitriangular)


class linalg_cholesky_ex:
    """aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"""

    name = "aten::linalg_cholesky_ex"
    overload_name = ""
    schema_str = "linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, upper=False, check_errors=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_cholesky_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper, check_errors)
        return kernel.fn(self, upper, check_errors)

    @staticmethod
    def redispatch(ks, self, upper=False, check_errors=False):
        entry = linalg_cholesky_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper, check_errors)
        return kernel.fn(self, upper, check_errors)


class cholesky:
    """aten::cholesky(Tensor self, bool upper=False) -> Tensor"""

    name = "aten::cholesky"
    overload_name = ""
    schema_str = "cholesky(Tensor self, bool upper=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, upper=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cholesky.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper)
        return kernel.fn(self, upper)

    @staticmethod
    def redispatch(ks, self, upper=False):
        entry = cholesky.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper)
        return kernel.fn(self, upper)


class cholesky_inverse:
    """aten::cholesky_inverse(Tensor self, bool upper=False) -> Tensor"""

    name = "aten::cholesky_inverse"
    overload_name = ""
    schema_str = "cholesky_inverse(Tensor self, bool upper=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, upper=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cholesky_inverse.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper)
        return kernel.fn(self, upper)

    @staticmethod
    def redispatch(ks, self, upper=False):
        entry = cholesky_inverse.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, upper)
        return kernel.fn(self, upper)


class cholesky_solve:
    """aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"""

    name = "aten::cholesky_solve"
    overload_name = ""
    schema_str = "cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, input2, upper=False):
        ks = (self._key_set | input2._key_set | _tls.included) & ~_tls.excluded
        entry = cholesky_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, input2, upper)
        return kernel.fn(self, input2, upper)

    @staticmethod
    def redispatch(ks, self, input2, upper=False):
        entry = cholesky_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, input2, upper)
        return kernel.fn(self, input2, upper)


class linalg_ldl_factor_ex:
    """aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)"""

    name = "aten::linalg_ldl_factor_ex"
    overload_name = ""
    schema_str = "linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, hermitian=False, check_errors=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_ldl_factor_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, hermitian, check_errors)
        return kernel.fn(self, hermitian, check_errors)

    @staticmethod
    def redispatch(ks, self, hermitian=False, check_errors=False):
        entry = linalg_ldl_factor_ex.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, hermitian, check_errors)
        return kernel.fn(self, hermitian, check_errors)


class linalg_ldl_factor:
    """aten::linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)"""

    name = "aten::linalg_ldl_factor"
    overload_name = ""
    schema_str = (
        "linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, hermitian=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_ldl_factor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, hermitian)
        return kernel.fn(self, hermitian)

    @staticmethod
    def redispatch(ks, self, hermitian=False):
        entry = linalg_ldl_factor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, hermitian)
        return kernel.fn(self, hermitian)


class linalg_ldl_solve:
    """aten::linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_ldl_solve"
    overload_name = ""
    schema_str = (
        "linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(LD, pivots, B, hermitian=False):
        ks = (LD._key_set | pivots._key_set | B._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_ldl_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, LD, pivots, B, hermitian)
        return kernel.fn(LD, pivots, B, hermitian)

    @staticmethod
    def redispatch(ks, LD, pivots, B, hermitian=False):
        entry = linalg_ldl_solve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, LD, pivots, B, hermitian)
        return kernel.fn(LD, pivots, B, hermitian)


class linalg_qr:
    """aten::linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)"""

    name = "aten::linalg_qr"
    overload_name = ""
    schema_str = 'linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(A, mode="reduced"):
        ks = (A._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_qr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, mode)
        return kernel.fn(A, mode)

    @staticmethod
    def redispatch(ks, A, mode="reduced"):
        entry = linalg_qr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, A, mode)
        return kernel.fn(A, mode)


class qr:
    """aten::qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"""

    name = "aten::qr"
    overload_name = ""
    schema_str = "qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, some=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = qr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, some)
        return kernel.fn(self, some)

    @staticmethod
    def redispatch(ks, self, some=True):
        entry = qr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, some)
        return kernel.fn(self, some)


class geqrf:
    """aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)"""

    name = "aten::geqrf"
    overload_name = ""
    schema_str = "geqrf(Tensor self) -> (Tensor a, Tensor tau)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = geqrf.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = geqrf.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_householder_product:
    """aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor"""

    name = "aten::linalg_householder_product"
    overload_name = ""
    schema_str = "linalg_householder_product(Tensor input, Tensor tau) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, tau):
        ks = (input._key_set | tau._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_householder_product.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, tau)
        return kernel.fn(input, tau)

    @staticmethod
    def redispatch(ks, input, tau):
        entry = linalg_householder_product.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, tau)
        return kernel.fn(input, tau)


class orgqr:
    """aten::orgqr(Tensor self, Tensor input2) -> Tensor"""

    name = "aten::orgqr"
    overload_name = ""
    schema_str = "orgqr(Tensor self, Tensor input2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, input2):
        ks = (self._key_set | input2._key_set | _tls.included) & ~_tls.excluded
        entry = orgqr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, input2)
        return kernel.fn(self, input2)

    @staticmethod
    def redispatch(ks, self, input2):
        entry = orgqr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, input2)
        return kernel.fn(self, input2)


class ormqr:
    """aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"""

    name = "aten::ormqr"
    overload_name = ""
    schema_str = "ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, input2, input3, left=True, transpose=False):
        ks = (self._key_set | input2._key_set | input3._key_set | _tls.included) & ~_tls.excluded
        entry = ormqr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, input2, input3, left, transpose)
        return kernel.fn(self, input2, input3, left, transpose)

    @staticmethod
    def redispatch(ks, self, input2, input3, left=True, transpose=False):
        entry = ormqr.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, input2, input3, left, transpose)
        return kernel.fn(self, input2, input3, left, transpose)


class linalg_lstsq:
    """aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)"""

    name = "aten::linalg_lstsq"
    overload_name = ""
    schema_str = "linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, b, rcond=None, driver=None):
        ks = (self._key_set | b._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_lstsq.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, b, rcond, driver)
        return kernel.fn(self, b, rcond, driver)

    @staticmethod
    def redispatch(ks, self, b, rcond=None, driver=None):
        entry = linalg_lstsq.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, b, rcond, driver)
        return kernel.fn(self, b, rcond, driver)


class linalg_pinv_atol_rtol_tensor:
    """aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_pinv"
    overload_name = "atol_rtol_tensor"
    schema_str = "linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, atol=None, rtol=None, hermitian=False):
        ks = (
            self._key_set
            | (atol._key_set if atol is not None else 0)
            | (rtol._key_set if rtol is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = linalg_pinv_atol_rtol_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, atol, rtol, hermitian)
        return kernel.fn(self, atol, rtol, hermitian)

    @staticmethod
    def redispatch(ks, self, atol=None, rtol=None, hermitian=False):
        entry = linalg_pinv_atol_rtol_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, atol, rtol, hermitian)
        return kernel.fn(self, atol, rtol, hermitian)


class linalg_pinv_atol_rtol_float:
    """aten::linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_pinv"
    overload_name = "atol_rtol_float"
    schema_str = "linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, atol=None, rtol=None, hermitian=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_pinv_atol_rtol_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, atol, rtol, hermitian)
        return kernel.fn(self, atol, rtol, hermitian)

    @staticmethod
    def redispatch(ks, self, atol=None, rtol=None, hermitian=False):
        entry = linalg_pinv_atol_rtol_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, atol, rtol, hermitian)
        return kernel.fn(self, atol, rtol, hermitian)


class linalg_pinv:
    """aten::linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_pinv"
    overload_name = ""
    schema_str = "linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, rcond, hermitian=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_pinv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, rcond, hermitian)
        return kernel.fn(self, rcond, hermitian)

    @staticmethod
    def redispatch(ks, self, rcond, hermitian=False):
        entry = linalg_pinv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, rcond, hermitian)
        return kernel.fn(self, rcond, hermitian)


class linalg_pinv_rcond_tensor:
    """aten::linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_pinv"
    overload_name = "rcond_tensor"
    schema_str = (
        "linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, rcond, hermitian=False):
        ks = (self._key_set | rcond._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_pinv_rcond_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, rcond, hermitian)
        return kernel.fn(self, rcond, hermitian)

    @staticmethod
    def redispatch(ks, self, rcond, hermitian=False):
        entry = linalg_pinv_rcond_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, rcond, hermitian)
        return kernel.fn(self, rcond, hermitian)


class pinverse:
    """aten::pinverse(Tensor self, float rcond=1e-15) -> Tensor"""

    name = "aten::pinverse"
    overload_name = ""
    schema_str = "pinverse(Tensor self, float rcond=1e-15) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, rcond=1e-15):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = pinverse.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, rcond)
        return kernel.fn(self, rcond)

    @staticmethod
    def redispatch(ks, self, rcond=1e-15):
        entry = pinverse.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, rcond)
        return kernel.fn(self, rcond)


class linalg_matrix_rank_atol_rtol_tensor:
    """aten::linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_matrix_rank"
    overload_name = "atol_rtol_tensor"
    schema_str = "linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, atol=None, rtol=None, hermitian=False):
        ks = (
            input._key_set
            | (atol._key_set if atol is not None else 0)
            | (rtol._key_set if rtol is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = linalg_matrix_rank_atol_rtol_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, atol, rtol, hermitian)
        return kernel.fn(input, atol, rtol, hermitian)

    @staticmethod
    def redispatch(ks, input, atol=None, rtol=None, hermitian=False):
        entry = linalg_matrix_rank_atol_rtol_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, atol, rtol, hermitian)
        return kernel.fn(input, atol, rtol, hermitian)


class linalg_matrix_rank_atol_rtol_float:
    """aten::linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_matrix_rank"
    overload_name = "atol_rtol_float"
    schema_str = "linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, atol=None, rtol=None, hermitian=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_rank_atol_rtol_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, atol, rtol, hermitian)
        return kernel.fn(self, atol, rtol, hermitian)

    @staticmethod
    def redispatch(ks, self, atol=None, rtol=None, hermitian=False):
        entry = linalg_matrix_rank_atol_rtol_float.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, atol, rtol, hermitian)
        return kernel.fn(self, atol, rtol, hermitian)


class linalg_matrix_rank:
    """aten::linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_matrix_rank"
    overload_name = ""
    schema_str = "linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tol, hermitian=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_rank.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tol, hermitian)
        return kernel.fn(self, tol, hermitian)

    @staticmethod
    def redispatch(ks, self, tol, hermitian=False):
        entry = linalg_matrix_rank.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tol, hermitian)
        return kernel.fn(self, tol, hermitian)


class linalg_matrix_rank_tol_tensor:
    """aten::linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor"""

    name = "aten::linalg_matrix_rank"
    overload_name = "tol_tensor"
    schema_str = (
        "linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, tol, hermitian=False):
        ks = (input._key_set | tol._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_matrix_rank_tol_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, tol, hermitian)
        return kernel.fn(input, tol, hermitian)

    @staticmethod
    def redispatch(ks, input, tol, hermitian=False):
        entry = linalg_matrix_rank_tol_tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, tol, hermitian)
        return kernel.fn(input, tol, hermitian)


class linalg_eig:
    """aten::linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)"""

    name = "aten::linalg_eig"
    overload_name = ""
    schema_str = "linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_eig.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = linalg_eig.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_eigvals:
    """aten::linalg_eigvals(Tensor self) -> Tensor"""

    name = "aten::linalg_eigvals"
    overload_name = ""
    schema_str = "linalg_eigvals(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_eigvals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = linalg_eigvals.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_cond:
    """aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor"""

    name = "aten::linalg_cond"
    overload_name = ""
    schema_str = "linalg_cond(Tensor self, Scalar? p=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_cond.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p)
        return kernel.fn(self, p)

    @staticmethod
    def redispatch(ks, self, p=None):
        entry = linalg_cond.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p)
        return kernel.fn(self, p)


class linalg_cond_p_str:
    """aten::linalg_cond.p_str(Tensor self, str p) -> Tensor"""

    name = "aten::linalg_cond"
    overload_name = "p_str"
    schema_str = "linalg_cond.p_str(Tensor self, str p) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, p):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_cond_p_str.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p)
        return kernel.fn(self, p)

    @staticmethod
    def redispatch(ks, self, p):
        entry = linalg_cond_p_str.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, p)
        return kernel.fn(self, p)


class frobenius_norm_dim:
    """aten::frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""

    name = "aten::frobenius_norm"
    overload_name = "dim"
    schema_str = "frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = frobenius_norm_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = frobenius_norm_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class nuclear_norm:
    """aten::nuclear_norm(Tensor self, bool keepdim=False) -> Tensor"""

    name = "aten::nuclear_norm"
    overload_name = ""
    schema_str = "nuclear_norm(Tensor self, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = nuclear_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, keepdim)
        return kernel.fn(self, keepdim)

    @staticmethod
    def redispatch(ks, self, keepdim=False):
        entry = nuclear_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, keepdim)
        return kernel.fn(self, keepdim)


class nuclear_norm_dim:
    """aten::nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor"""

    name = "aten::nuclear_norm"
    overload_name = "dim"
    schema_str = "nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = nuclear_norm_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = nuclear_norm_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class logdet:
    """aten::logdet(Tensor self) -> Tensor"""

    name = "aten::logdet"
    overload_name = ""
    schema_str = "logdet(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = logdet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = logdet.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class linalg_tensorinv:
    """aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor"""

    name = "aten::linalg_tensorinv"
    overload_name = ""
    schema_str = "linalg_tensorinv(Tensor self, int ind=2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, ind=2):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_tensorinv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ind)
        return kernel.fn(self, ind)

    @staticmethod
    def redispatch(ks, self, ind=2):
        entry = linalg_tensorinv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, ind)
        return kernel.fn(self, ind)


class linalg_tensorsolve:
    """aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor"""

    name = "aten::linalg_tensorsolve"
    overload_name = ""
    schema_str = "linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, dims=None):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = linalg_tensorsolve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dims)
        return kernel.fn(self, other, dims)

    @staticmethod
    def redispatch(ks, self, other, dims=None):
        entry = linalg_tensorsolve.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dims)
        return kernel.fn(self, other, dims)


class cumsum:
    """aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::cumsum"
    overload_name = ""
    schema_str = "cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cumsum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None):
        entry = cumsum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)


class cumsum_:
    """aten::cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""

    name = "aten::cumsum_"
    overload_name = ""
    schema_str = "cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cumsum_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None):
        entry = cumsum_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)


class cumsum_out:
    """aten::cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::cumsum"
    overload_name = "out"
    schema_str = (
        "cumsum.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("cumsum.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = cumsum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype, out)
        return kernel.fn(self, dim, dtype, out)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("cumsum.out", "out")
        entry = cumsum_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype, out)
        return kernel.fn(self, dim, dtype, out)


class cumprod:
    """aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"""

    name = "aten::cumprod"
    overload_name = ""
    schema_str = "cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cumprod.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None):
        entry = cumprod.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)


class cumprod_:
    """aten::cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"""

    name = "aten::cumprod_"
    overload_name = ""
    schema_str = "cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = cumprod_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None):
        entry = cumprod_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)


class cumprod_out:
    """aten::cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::cumprod"
    overload_name = "out"
    schema_str = (
        "cumprod.out(Tensor self, int dim, *, ScalarType? dtype=None, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("cumprod.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = cumprod_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype, out)
        return kernel.fn(self, dim, dtype, out)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("cumprod.out", "out")
        entry = cumprod_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype, out)
        return kernel.fn(self, dim, dtype, out)


class logsumexp:
    """aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"""

    name = "aten::logsumexp"
    overload_name = ""
    schema_str = "logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = logsumexp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False):
        entry = logsumexp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim)
        return kernel.fn(self, dim, keepdim)


class logsumexp_out:
    """aten::logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::logsumexp"
    overload_name = "out"
    schema_str = "logsumexp.out(Tensor self, int[1] dim, bool keepdim=False, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("logsumexp.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = logsumexp_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)

    @staticmethod
    def redispatch(ks, self, dim, keepdim=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("logsumexp.out", "out")
        entry = logsumexp_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, keepdim, out)
        return kernel.fn(self, dim, keepdim, out)


class softmax_int:
    """aten::softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""

    name = "aten::softmax"
    overload_name = "int"
    schema_str = "softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = softmax_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None):
        entry = softmax_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)


class _softmax:
    """aten::_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""

    name = "aten::_softmax"
    overload_name = ""
    schema_str = "_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, half_to_float):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _softmax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float)
        return kernel.fn(self, dim, half_to_float)

    @staticmethod
    def redispatch(ks, self, dim, half_to_float):
        entry = _softmax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float)
        return kernel.fn(self, dim, half_to_float)


class _softmax_out:
    """aten::_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::_softmax"
    overload_name = "out"
    schema_str = (
        "_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, half_to_float, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = _softmax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float, out)
        return kernel.fn(self, dim, half_to_float, out)

    @staticmethod
    def redispatch(ks, self, dim, half_to_float, out):
        entry = _softmax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float, out)
        return kernel.fn(self, dim, half_to_float, out)


class log_softmax_int:
    """aten::log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"""

    name = "aten::log_softmax"
    overload_name = "int"
    schema_str = "log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, dtype=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = log_softmax_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)

    @staticmethod
    def redispatch(ks, self, dim, dtype=None):
        entry = log_softmax_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, dtype)
        return kernel.fn(self, dim, dtype)


class _log_softmax:
    """aten::_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"""

    name = "aten::_log_softmax"
    overload_name = ""
    schema_str = "_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, half_to_float):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _log_softmax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float)
        return kernel.fn(self, dim, half_to_float)

    @staticmethod
    def redispatch(ks, self, dim, half_to_float):
        entry = _log_softmax.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float)
        return kernel.fn(self, dim, half_to_float)


class _log_softmax_out:
    """aten::_log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::_log_softmax"
    overload_name = "out"
    schema_str = "_log_softmax.out(Tensor self, int dim, bool half_to_float, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, half_to_float, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = _log_softmax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float, out)
        return kernel.fn(self, dim, half_to_float, out)

    @staticmethod
    def redispatch(ks, self, dim, half_to_float, out):
        entry = _log_softmax_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, half_to_float, out)
        return kernel.fn(self, dim, half_to_float, out)


class topk:
    """aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"""

    name = "aten::topk"
    overload_name = ""
    schema_str = "topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, k, dim=-1, largest=True, sorted=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = topk.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, k, dim, largest, sorted)
        return kernel.fn(self, k, dim, largest, sorted)

    @staticmethod
    def redispatch(ks, self, k, dim=-1, largest=True, sorted=True):
        entry = topk.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, k, dim, largest, sorted)
        return kernel.fn(self, k, dim, largest, sorted)


class topk_values:
    """aten::topk.values(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""

    name = "aten::topk"
    overload_name = "values"
    schema_str = "topk.values(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, k, dim=-1, largest=True, sorted=True, values=_REQUIRED, indices=_REQUIRED):
        if values is _REQUIRED:
            raise _missing("topk.values", "values")
        if indices is _REQUIRED:
            raise _missing("topk.values", "indices")
        ks = (self._key_set | values._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = topk_values.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, k, dim, largest, sorted, values, indices)
        return kernel.fn(self, k, dim, largest, sorted, values, indices)

    @staticmethod
    def redispatch(
        ks, self, k, dim=-1, largest=True, sorted=True, values=_REQUIRED, indices=_REQUIRED
    ):
        if values is _REQUIRED:
            raise _missing("topk.values", "values")
        if indices is _REQUIRED:
            raise _missing("topk.values", "indices")
        entry = topk_values.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, k, dim, largest, sorted, values, indices)
        return kernel.fn(self, k, dim, largest, sorted, values, indices)


class sort:
    """aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""

    name = "aten::sort"
    overload_name = ""
    schema_str = (
        "sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=-1, descending=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sort.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, descending)
        return kernel.fn(self, dim, descending)

    @staticmethod
    def redispatch(ks, self, dim=-1, descending=False):
        entry = sort.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, descending)
        return kernel.fn(self, dim, descending)


class sort_stable:
    """aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"""

    name = "aten::sort"
    overload_name = "stable"
    schema_str = "sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, stable, dim=-1, descending=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = sort_stable.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, stable, dim, descending)
        return kernel.fn(self, stable, dim, descending)

    @staticmethod
    def redispatch(ks, self, stable, dim=-1, descending=False):
        entry = sort_stable.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, stable, dim, descending)
        return kernel.fn(self, stable, dim, descending)


class sort_values:
    """aten::sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""

    name = "aten::sort"
    overload_name = "values"
    schema_str = "sort.values(Tensor self, int dim=-1, bool descending=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=-1, descending=False, values=_REQUIRED, indices=_REQUIRED):
        if values is _REQUIRED:
            raise _missing("sort.values", "values")
        if indices is _REQUIRED:
            raise _missing("sort.values", "indices")
        ks = (self._key_set | values._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = sort_values.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, descending, values, indices)
        return kernel.fn(self, dim, descending, values, indices)

    @staticmethod
    def redispatch(ks, self, dim=-1, descending=False, values=_REQUIRED, indices=_REQUIRED):
        if values is _REQUIRED:
            raise _missing("sort.values", "values")
        if indices is _REQUIRED:
            raise _missing("sort.values", "indices")
        entry = sort_values.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, descending, values, indices)
        return kernel.fn(self, dim, descending, values, indices)


class sort_values_stable:
    """aten::sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"""

    name = "aten::sort"
    overload_name = "values_stable"
    schema_str = "sort.values_stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, stable, dim=-1, descending=False, values=_REQUIRED, indices=_REQUIRED):
        if values is _REQUIRED:
            raise _missing("sort.values_stable", "values")
        if indices is _REQUIRED:
            raise _missing("sort.values_stable", "indices")
        ks = (self._key_set | values._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = sort_values_stable.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, stable, dim, descending, values, indices)
        return kernel.fn(self, stable, dim, descending, values, indices)

    @staticmethod
    def redispatch(ks, self, stable, dim=-1, descending=False, values=_REQUIRED, indices=_REQUIRED):
        if values is _REQUIRED:
            raise _missing("sort.values_stable", "values")
        if indices is _REQUIRED:
            raise _missing("sort.values_stable", "indices")
        entry = sort_values_stable.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, stable, dim, descending, values, indices)
        return kernel.fn(self, stable, dim, descending, values, indices)


class argsort:
    """aten::argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor"""

    name = "aten::argsort"
    overload_name = ""
    schema_str = "argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=-1, descending=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = argsort.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, descending)
        return kernel.fn(self, dim, descending)

    @staticmethod
    def redispatch(ks, self, dim=-1, descending=False):
        entry = argsort.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, descending)
        return kernel.fn(self, dim, descending)


class argsort_stable:
    """aten::argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"""

    name = "aten::argsort"
    overload_name = "stable"
    schema_str = (
        "argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, stable, dim=-1, descending=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = argsort_stable.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, stable, dim, descending)
        return kernel.fn(self, stable, dim, descending)

    @staticmethod
    def redispatch(ks, self, stable, dim=-1, descending=False):
        entry = argsort_stable.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, stable, dim, descending)
        return kernel.fn(self, stable, dim, descending)


class view:
    """aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)"""

    name = "aten::view"
    overload_name = ""
    schema_str = "view(Tensor(a) self, SymInt[] size) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = view.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size)
        return kernel.fn(self, size)

    @staticmethod
    def redispatch(ks, self, size):
        entry = view.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size)
        return kernel.fn(self, size)


class view_dtype:
    """aten::view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a)"""

    name = "aten::view"
    overload_name = "dtype"
    schema_str = "view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dtype):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = view_dtype.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)

    @staticmethod
    def redispatch(ks, self, dtype):
        entry = view_dtype.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dtype)
        return kernel.fn(self, dtype)


class _unsafe_view:
    """aten::_unsafe_view(Tensor self, SymInt[] size) -> Tensor"""

    name = "aten::_unsafe_view"
    overload_name = ""
    schema_str = "_unsafe_view(Tensor self, SymInt[] size) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _unsafe_view.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size)
        return kernel.fn(self, size)

    @staticmethod
    def redispatch(ks, self, size):
        entry = _unsafe_view.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size)
        return kernel.fn(self, size)


class alias:
    """aten::alias(Tensor(a) self) -> Tensor(a)"""

    name = "aten::alias"
    overload_name = ""
    schema_str = "alias(Tensor(a) self) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = alias.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = alias.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class as_strided:
    """aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"""

    name = "aten::as_strided"
    overload_name = ""
    schema_str = "as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, stride, storage_offset=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = as_strided.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, stride, storage_offset)
        return kernel.fn(self, size, stride, storage_offset)

    @staticmethod
    def redispatch(ks, self, size, stride, storage_offset=None):
        entry = as_strided.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, stride, storage_offset)
        return kernel.fn(self, size, stride, storage_offset)


class as_strided_:
    """aten::as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"""

    name = "aten::as_strided_"
    overload_name = ""
    schema_str = "as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, stride, storage_offset=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = as_strided_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, stride, storage_offset)
        return kernel.fn(self, size, stride, storage_offset)

    @staticmethod
    def redispatch(ks, self, size, stride, storage_offset=None):
        entry = as_strided_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, stride, storage_offset)
        return kernel.fn(self, size, stride, storage_offset)


class select_int:
    """aten::select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"""

    name = "aten::select"
    overload_name = "int"
    schema_str = "select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = select_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index)
        return kernel.fn(self, dim, index)

    @staticmethod
    def redispatch(ks, self, dim, index):
        entry = select_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index)
        return kernel.fn(self, dim, index)


class slice_Tensor:
    """aten::slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)"""

    name = "aten::slice"
    overload_name = "Tensor"
    schema_str = "slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=0, start=None, end=None, step=1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = slice_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, start, end, step)
        return kernel.fn(self, dim, start, end, step)

    @staticmethod
    def redispatch(ks, self, dim=0, start=None, end=None, step=1):
        entry = slice_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, start, end, step)
        return kernel.fn(self, dim, start, end, step)


class unsqueeze:
    """aten::unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"""

    name = "aten::unsqueeze"
    overload_name = ""
    schema_str = "unsqueeze(Tensor(a) self, int dim) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = unsqueeze.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = unsqueeze.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class unsqueeze_:
    """aten::unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)"""

    name = "aten::unsqueeze_"
    overload_name = ""
    schema_str = "unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = unsqueeze_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = unsqueeze_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class expand:
    """aten::expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)"""

    name = "aten::expand"
    overload_name = ""
    schema_str = "expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, implicit=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = expand.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, implicit)
        return kernel.fn(self, size, implicit)

    @staticmethod
    def redispatch(ks, self, size, implicit=False):
        entry = expand.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, implicit)
        return kernel.fn(self, size, implicit)


class squeeze:
    """aten::squeeze(Tensor(a) self) -> Tensor(a)"""

    name = "aten::squeeze"
    overload_name = ""
    schema_str = "squeeze(Tensor(a) self) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = squeeze.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = squeeze.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class squeeze_dim:
    """aten::squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)"""

    name = "aten::squeeze"
    overload_name = "dim"
    schema_str = "squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = squeeze_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = squeeze_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class squeeze_dims:
    """aten::squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)"""

    name = "aten::squeeze"
    overload_name = "dims"
    schema_str = "squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = squeeze_dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = squeeze_dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class squeeze_:
    """aten::squeeze_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::squeeze_"
    overload_name = ""
    schema_str = "squeeze_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = squeeze_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = squeeze_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class squeeze__dim:
    """aten::squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)"""

    name = "aten::squeeze_"
    overload_name = "dim"
    schema_str = "squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = squeeze__dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = squeeze__dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class squeeze__dims:
    """aten::squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)"""

    name = "aten::squeeze_"
    overload_name = "dims"
    schema_str = "squeeze_.dims(Tensor(a!) self, int[] dim) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = squeeze__dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = squeeze__dims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class permute:
    """aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)"""

    name = "aten::permute"
    overload_name = ""
    schema_str = "permute(Tensor(a) self, int[] dims) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dims):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = permute.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dims)
        return kernel.fn(self, dims)

    @staticmethod
    def redispatch(ks, self, dims):
        entry = permute.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dims)
        return kernel.fn(self, dims)


class transpose_int:
    """aten::transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""

    name = "aten::transpose"
    overload_name = "int"
    schema_str = "transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim0, dim1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = transpose_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim0, dim1)
        return kernel.fn(self, dim0, dim1)

    @staticmethod
    def redispatch(ks, self, dim0, dim1):
        entry = transpose_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim0, dim1)
        return kernel.fn(self, dim0, dim1)


class transpose_:
    """aten::transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"""

    name = "aten::transpose_"
    overload_name = ""
    schema_str = "transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim0, dim1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = transpose_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim0, dim1)
        return kernel.fn(self, dim0, dim1)

    @staticmethod
    def redispatch(ks, self, dim0, dim1):
        entry = transpose_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim0, dim1)
        return kernel.fn(self, dim0, dim1)


class t:
    """aten::t(Tensor(a) self) -> Tensor(a)"""

    name = "aten::t"
    overload_name = ""
    schema_str = "t(Tensor(a) self) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = t.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = t.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class t_:
    """aten::t_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::t_"
    overload_name = ""
    schema_str = "t_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = t_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = t_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class diagonal:
    """aten::diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"""

    name = "aten::diagonal"
    overload_name = ""
    schema_str = "diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, offset=0, dim1=0, dim2=1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = diagonal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, offset, dim1, dim2)
        return kernel.fn(self, offset, dim1, dim2)

    @staticmethod
    def redispatch(ks, self, offset=0, dim1=0, dim2=1):
        entry = diagonal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, offset, dim1, dim2)
        return kernel.fn(self, offset, dim1, dim2)


class split_Tensor:
    """aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]"""

    name = "aten::split"
    overload_name = "Tensor"
    schema_str = "split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, split_size, dim=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = split_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, split_size, dim)
        return kernel.fn(self, split_size, dim)

    @staticmethod
    def redispatch(ks, self, split_size, dim=0):
        entry = split_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, split_size, dim)
        return kernel.fn(self, split_size, dim)


class split_sizes:
    """aten::split.sizes(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]"""

    name = "aten::split"
    overload_name = "sizes"
    schema_str = "split.sizes(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, split_size, dim=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = split_sizes.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, split_size, dim)
        return kernel.fn(self, split_size, dim)

    @staticmethod
    def redispatch(ks, self, split_size, dim=0):
        entry = split_sizes.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, split_size, dim)
        return kernel.fn(self, split_size, dim)


class split_with_sizes:
    """aten::split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"""

    name = "aten::split_with_sizes"
    overload_name = ""
    schema_str = (
        "split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, split_sizes, dim=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = split_with_sizes.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, split_sizes, dim)
        return kernel.fn(self, split_sizes, dim)

    @staticmethod
    def redispatch(ks, self, split_sizes, dim=0):
        entry = split_with_sizes.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, split_sizes, dim)
        return kernel.fn(self, split_sizes, dim)


class unbind_int:
    """aten::unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"""

    name = "aten::unbind"
    overload_name = "int"
    schema_str = "unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = unbind_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim=0):
        entry = unbind_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class resize_:
    """aten::resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)"""

    name = "aten::resize_"
    overload_name = ""
    schema_str = (
        "resize_(Tensor(a!) self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, memory_format=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = resize_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, memory_format)
        return kernel.fn(self, size, memory_format)

    @staticmethod
    def redispatch(ks, self, size, memory_format=None):
        entry = resize_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, memory_format)
        return kernel.fn(self, size, memory_format)


class reshape:
    """aten::reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)"""

    name = "aten::reshape"
    overload_name = ""
    schema_str = "reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, shape):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = reshape.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, shape)
        return kernel.fn(self, shape)

    @staticmethod
    def redispatch(ks, self, shape):
        entry = reshape.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, shape)
        return kernel.fn(self, shape)


class reshape_as:
    """aten::reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)"""

    name = "aten::reshape_as"
    overload_name = ""
    schema_str = "reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = reshape_as.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = reshape_as.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class view_as:
    """aten::view_as(Tensor(a) self, Tensor other) -> Tensor(a)"""

    name = "aten::view_as"
    overload_name = ""
    schema_str = "view_as(Tensor(a) self, Tensor other) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = view_as.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = view_as.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class flatten_using_ints:
    """aten::flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)"""

    name = "aten::flatten"
    overload_name = "using_ints"
    schema_str = "flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, start_dim=0, end_dim=-1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = flatten_using_ints.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, start_dim, end_dim)
        return kernel.fn(self, start_dim, end_dim)

    @staticmethod
    def redispatch(ks, self, start_dim=0, end_dim=-1):
        entry = flatten_using_ints.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, start_dim, end_dim)
        return kernel.fn(self, start_dim, end_dim)


class unflatten_int:
    """aten::unflatten.int(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)"""

    name = "aten::unflatten"
    overload_name = "int"
    schema_str = "unflatten.int(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, sizes):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = unflatten_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, sizes)
        return kernel.fn(self, dim, sizes)

    @staticmethod
    def redispatch(ks, self, dim, sizes):
        entry = unflatten_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, sizes)
        return kernel.fn(self, dim, sizes)


class ravel:
    """aten::ravel(Tensor(a) self) -> Tensor(a)"""

    name = "aten::ravel"
    overload_name = ""
    schema_str = "ravel(Tensor(a) self) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = ravel.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = ravel.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class expand_as:
    """aten::expand_as(Tensor(a) self, Tensor other) -> Tensor(a)"""

    name = "aten::expand_as"
    overload_name = ""
    schema_str = "expand_as(Tensor(a) self, Tensor other) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = expand_as.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = expand_as.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class broadcast_to:
    """aten::broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)"""

    name = "aten::broadcast_to"
    overload_name = ""
    schema_str = "broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = broadcast_to.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size)
        return kernel.fn(self, size)

    @staticmethod
    def redispatch(ks, self, size):
        entry = broadcast_to.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size)
        return kernel.fn(self, size)


class narrow:
    """aten::narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)"""

    name = "aten::narrow"
    overload_name = ""
    schema_str = "narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, start, length):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = narrow.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, start, length)
        return kernel.fn(self, dim, start, length)

    @staticmethod
    def redispatch(ks, self, dim, start, length):
        entry = narrow.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, start, length)
        return kernel.fn(self, dim, start, length)


class narrow_Tensor:
    """aten::narrow.Tensor(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)"""

    name = "aten::narrow"
    overload_name = "Tensor"
    schema_str = "narrow.Tensor(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, start, length):
        ks = (self._key_set | start._key_set | _tls.included) & ~_tls.excluded
        entry = narrow_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, start, length)
        return kernel.fn(self, dim, start, length)

    @staticmethod
    def redispatch(ks, self, dim, start, length):
        entry = narrow_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, start, length)
        return kernel.fn(self, dim, start, length)


class chunk:
    """aten::chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]"""

    name = "aten::chunk"
    overload_name = ""
    schema_str = "chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, chunks, dim=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = chunk.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, chunks, dim)
        return kernel.fn(self, chunks, dim)

    @staticmethod
    def redispatch(ks, self, chunks, dim=0):
        entry = chunk.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, chunks, dim)
        return kernel.fn(self, chunks, dim)


class movedim_intlist:
    """aten::movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)"""

    name = "aten::movedim"
    overload_name = "intlist"
    schema_str = "movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, source, destination):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = movedim_intlist.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)

    @staticmethod
    def redispatch(ks, self, source, destination):
        entry = movedim_intlist.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)


class movedim_int:
    """aten::movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)"""

    name = "aten::movedim"
    overload_name = "int"
    schema_str = "movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, source, destination):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = movedim_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)

    @staticmethod
    def redispatch(ks, self, source, destination):
        entry = movedim_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)


class moveaxis_intlist:
    """aten::moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)"""

    name = "aten::moveaxis"
    overload_name = "intlist"
    schema_str = "moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, source, destination):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = moveaxis_intlist.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)

    @staticmethod
    def redispatch(ks, self, source, destination):
        entry = moveaxis_intlist.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)


class moveaxis_int:
    """aten::moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)"""

    name = "aten::moveaxis"
    overload_name = "int"
    schema_str = "moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, source, destination):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = moveaxis_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)

    @staticmethod
    def redispatch(ks, self, source, destination):
        entry = moveaxis_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, source, destination)
        return kernel.fn(self, source, destination)


class swapaxes:
    """aten::swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)"""

    name = "aten::swapaxes"
    overload_name = ""
    schema_str = "swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, axis0, axis1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = swapaxes.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, axis0, axis1)
        return kernel.fn(self, axis0, axis1)

    @staticmethod
    def redispatch(ks, self, axis0, axis1):
        entry = swapaxes.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, axis0, axis1)
        return kernel.fn(self, axis0, axis1)


class swapdims:
    """aten::swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"""

    name = "aten::swapdims"
    overload_name = ""
    schema_str = "swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim0, dim1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = swapdims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim0, dim1)
        return kernel.fn(self, dim0, dim1)

    @staticmethod
    def redispatch(ks, self, dim0, dim1):
        entry = swapdims.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim0, dim1)
        return kernel.fn(self, dim0, dim1)


class contiguous:
    """aten::contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)"""

    name = "aten::contiguous"
    overload_name = ""
    schema_str = (
        "contiguous(Tensor(a) self, *, MemoryFormat memory_format=contiguous_format) -> Tensor(a)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, memory_format=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = contiguous.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, memory_format)
        return kernel.fn(self, memory_format)

    @staticmethod
    def redispatch(ks, self, memory_format=None):
        entry = contiguous.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, memory_format)
        return kernel.fn(self, memory_format)


class cat:
    """aten::cat(Tensor[] tensors, int dim=0) -> Tensor"""

    name = "aten::cat"
    overload_name = ""
    schema_str = "cat(Tensor[] tensors, int dim=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, dim=0):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = cat.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim)
        return kernel.fn(tensors, dim)

    @staticmethod
    def redispatch(ks, tensors, dim=0):
        entry = cat.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim)
        return kernel.fn(tensors, dim)


class cat_out:
    """aten::cat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::cat"
    overload_name = "out"
    schema_str = "cat.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, dim=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("cat.out", "out")
        ks = (_keys_of_list(tensors) | out._key_set | _tls.included) & ~_tls.excluded
        entry = cat_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim, out)
        return kernel.fn(tensors, dim, out)

    @staticmethod
    def redispatch(ks, tensors, dim=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("cat.out", "out")
        entry = cat_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim, out)
        return kernel.fn(tensors, dim, out)


class stack:
    """aten::stack(Tensor[] tensors, int dim=0) -> Tensor"""

    name = "aten::stack"
    overload_name = ""
    schema_str = "stack(Tensor[] tensors, int dim=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, dim=0):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = stack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim)
        return kernel.fn(tensors, dim)

    @staticmethod
    def redispatch(ks, tensors, dim=0):
        entry = stack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim)
        return kernel.fn(tensors, dim)


class stack_out:
    """aten::stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::stack"
    overload_name = "out"
    schema_str = "stack.out(Tensor[] tensors, int dim=0, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, dim=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("stack.out", "out")
        ks = (_keys_of_list(tensors) | out._key_set | _tls.included) & ~_tls.excluded
        entry = stack_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim, out)
        return kernel.fn(tensors, dim, out)

    @staticmethod
    def redispatch(ks, tensors, dim=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("stack.out", "out")
        entry = stack_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, dim, out)
        return kernel.fn(tensors, dim, out)


class hstack:
    """aten::hstack(Tensor[] tensors) -> Tensor"""

    name = "aten::hstack"
    overload_name = ""
    schema_str = "hstack(Tensor[] tensors) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = hstack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)

    @staticmethod
    def redispatch(ks, tensors):
        entry = hstack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)


class hstack_out:
    """aten::hstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::hstack"
    overload_name = "out"
    schema_str = "hstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, out):
        ks = (_keys_of_list(tensors) | out._key_set | _tls.included) & ~_tls.excluded
        entry = hstack_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, out)
        return kernel.fn(tensors, out)

    @staticmethod
    def redispatch(ks, tensors, out):
        entry = hstack_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, out)
        return kernel.fn(tensors, out)


class vstack:
    """aten::vstack(Tensor[] tensors) -> Tensor"""

    name = "aten::vstack"
    overload_name = ""
    schema_str = "vstack(Tensor[] tensors) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = vstack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)

    @staticmethod
    def redispatch(ks, tensors):
        entry = vstack.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)


class vstack_out:
    """aten::vstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::vstack"
    overload_name = "out"
    schema_str = "vstack.out(Tensor[] tensors, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, out):
        ks = (_keys_of_list(tensors) | out._key_set | _tls.included) & ~_tls.excluded
        entry = vstack_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, out)
        return kernel.fn(tensors, out)

    @staticmethod
    def redispatch(ks, tensors, out):
        entry = vstack_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, out)
        return kernel.fn(tensors, out)


class flip:
    """aten::flip(Tensor self, int[] dims) -> Tensor"""

    name = "aten::flip"
    overload_name = ""
    schema_str = "flip(Tensor self, int[] dims) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dims):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = flip.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dims)
        return kernel.fn(self, dims)

    @staticmethod
    def redispatch(ks, self, dims):
        entry = flip.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dims)
        return kernel.fn(self, dims)


class roll:
    """aten::roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"""

    name = "aten::roll"
    overload_name = ""
    schema_str = "roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, shifts, dims=()):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = roll.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, shifts, dims)
        return kernel.fn(self, shifts, dims)

    @staticmethod
    def redispatch(ks, self, shifts, dims=()):
        entry = roll.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, shifts, dims)
        return kernel.fn(self, shifts, dims)


class repeat:
    """aten::repeat(Tensor self, SymInt[] repeats) -> Tensor"""

    name = "aten::repeat"
    overload_name = ""
    schema_str = "repeat(Tensor self, SymInt[] repeats) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, repeats):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = repeat.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, repeats)
        return kernel.fn(self, repeats)

    @staticmethod
    def redispatch(ks, self, repeats):
        entry = repeat.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, repeats)
        return kernel.fn(self, repeats)


class tile:
    """aten::tile(Tensor self, SymInt[] dims) -> Tensor"""

    name = "aten::tile"
    overload_name = ""
    schema_str = "tile(Tensor self, SymInt[] dims) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dims):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tile.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dims)
        return kernel.fn(self, dims)

    @staticmethod
    def redispatch(ks, self, dims):
        entry = tile.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dims)
        return kernel.fn(self, dims)


class repeat_interleave_Tensor:
    """aten::repeat_interleave.Tensor(Tensor repeats, *, SymInt? output_size=None) -> Tensor"""

    name = "aten::repeat_interleave"
    overload_name = "Tensor"
    schema_str = "repeat_interleave.Tensor(Tensor repeats, *, SymInt? output_size=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(repeats, output_size=None):
        ks = (repeats._key_set | _tls.included) & ~_tls.excluded
        entry = repeat_interleave_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, repeats, output_size)
        return kernel.fn(repeats, output_size)

    @staticmethod
    def redispatch(ks, repeats, output_size=None):
        entry = repeat_interleave_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, repeats, output_size)
        return kernel.fn(repeats, output_size)


class repeat_interleave_self_Tensor:
    """aten::repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"""

    name = "aten::repeat_interleave"
    overload_name = "self_Tensor"
    schema_str = "repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, repeats, dim=None, output_size=None):
        ks = (self._key_set | repeats._key_set | _tls.included) & ~_tls.excluded
        entry = repeat_interleave_self_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, repeats, dim, output_size)
        return kernel.fn(self, repeats, dim, output_size)

    @staticmethod
    def redispatch(ks, self, repeats, dim=None, output_size=None):
        entry = repeat_interleave_self_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, repeats, dim, output_size)
        return kernel.fn(self, repeats, dim, output_size)


class repeat_interleave_self_int:
    """aten::repeat_interleave.self_int(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"""

    name = "aten::repeat_interleave"
    overload_name = "self_int"
    schema_str = "repeat_interleave.self_int(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, repeats, dim=None, output_size=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = repeat_interleave_self_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, repeats, dim, output_size)
        return kernel.fn(self, repeats, dim, output_size)

    @staticmethod
    def redispatch(ks, self, repeats, dim=None, output_size=None):
        entry = repeat_interleave_self_int.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, repeats, dim, output_size)
        return kernel.fn(self, repeats, dim, output_size)


class tril:
    """aten::tril(Tensor self, int diagonal=0) -> Tensor"""

    name = "aten::tril"
    overload_name = ""
    schema_str = "tril(Tensor self, int diagonal=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tril.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)

    @staticmethod
    def redispatch(ks, self, diagonal=0):
        entry = tril.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)


class tril_:
    """aten::tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""

    name = "aten::tril_"
    overload_name = ""
    schema_str = "tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = tril_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)

    @staticmethod
    def redispatch(ks, self, diagonal=0):
        entry = tril_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)


class tril_out:
    """aten::tril.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::tril"
    overload_name = "out"
    schema_str = "tril.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("tril.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = tril_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal, out)
        return kernel.fn(self, diagonal, out)

    @staticmethod
    def redispatch(ks, self, diagonal=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("tril.out", "out")
        entry = tril_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal, out)
        return kernel.fn(self, diagonal, out)


class triu:
    """aten::triu(Tensor self, int diagonal=0) -> Tensor"""

    name = "aten::triu"
    overload_name = ""
    schema_str = "triu(Tensor self, int diagonal=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = triu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)

    @staticmethod
    def redispatch(ks, self, diagonal=0):
        entry = triu.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)


class triu_:
    """aten::triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"""

    name = "aten::triu_"
    overload_name = ""
    schema_str = "triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = triu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)

    @staticmethod
    def redispatch(ks, self, diagonal=0):
        entry = triu_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)


class triu_out:
    """aten::triu.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::triu"
    overload_name = "out"
    schema_str = "triu.out(Tensor self, int diagonal=0, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("triu.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = triu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal, out)
        return kernel.fn(self, diagonal, out)

    @staticmethod
    def redispatch(ks, self, diagonal=0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("triu.out", "out")
        entry = triu_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal, out)
        return kernel.fn(self, diagonal, out)


class diag:
    """aten::diag(Tensor self, int diagonal=0) -> Tensor"""

    name = "aten::diag"
    overload_name = ""
    schema_str = "diag(Tensor self, int diagonal=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, diagonal=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = diag.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)

    @staticmethod
    def redispatch(ks, self, diagonal=0):
        entry = diag.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, diagonal)
        return kernel.fn(self, diagonal)


class index_Tensor:
    """aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor"""

    name = "aten::index"
    overload_name = "Tensor"
    schema_str = "index.Tensor(Tensor self, Tensor?[] indices) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, indices):
        ks = (self._key_set | _keys_of_list(indices) | _tls.included) & ~_tls.excluded
        entry = index_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices)
        return kernel.fn(self, indices)

    @staticmethod
    def redispatch(ks, self, indices):
        entry = index_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices)
        return kernel.fn(self, indices)


class index_Tensor_out:
    """aten::index.Tensor_out(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::index"
    overload_name = "Tensor_out"
    schema_str = "index.Tensor_out(Tensor self, Tensor?[] indices, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, indices, out):
        ks = (
            self._key_set | _keys_of_list(indices) | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = index_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices, out)
        return kernel.fn(self, indices, out)

    @staticmethod
    def redispatch(ks, self, indices, out):
        entry = index_Tensor_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices, out)
        return kernel.fn(self, indices, out)


class index_put_:
    """aten::index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"""

    name = "aten::index_put_"
    overload_name = ""
    schema_str = "index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, indices, values, accumulate=False):
        ks = (
            self._key_set | _keys_of_list(indices) | values._key_set | _tls.included
        ) & ~_tls.excluded
        entry = index_put_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices, values, accumulate)
        return kernel.fn(self, indices, values, accumulate)

    @staticmethod
    def redispatch(ks, self, indices, values, accumulate=False):
        entry = index_put_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices, values, accumulate)
        return kernel.fn(self, indices, values, accumulate)


class index_put:
    """aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"""

    name = "aten::index_put"
    overload_name = ""
    schema_str = (
        "index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, indices, values, accumulate=False):
        ks = (
            self._key_set | _keys_of_list(indices) | values._key_set | _tls.included
        ) & ~_tls.excluded
        entry = index_put.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices, values, accumulate)
        return kernel.fn(self, indices, values, accumulate)

    @staticmethod
    def redispatch(ks, self, indices, values, accumulate=False):
        entry = index_put.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, indices, values, accumulate)
        return kernel.fn(self, indices, values, accumulate)


class index_select:
    """aten::index_select(Tensor self, int dim, Tensor index) -> Tensor"""

    name = "aten::index_select"
    overload_name = ""
    schema_str = "index_select(Tensor self, int dim, Tensor index) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = index_select.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index)
        return kernel.fn(self, dim, index)

    @staticmethod
    def redispatch(ks, self, dim, index):
        entry = index_select.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index)
        return kernel.fn(self, dim, index)


class index_select_out:
    """aten::index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::index_select"
    overload_name = "out"
    schema_str = (
        "index_select.out(Tensor self, int dim, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, out):
        ks = (self._key_set | index._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = index_select_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, out)
        return kernel.fn(self, dim, index, out)

    @staticmethod
    def redispatch(ks, self, dim, index, out):
        entry = index_select_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, out)
        return kernel.fn(self, dim, index, out)


class gather:
    """aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"""

    name = "aten::gather"
    overload_name = ""
    schema_str = "gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, sparse_grad=False):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = gather.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, sparse_grad)
        return kernel.fn(self, dim, index, sparse_grad)

    @staticmethod
    def redispatch(ks, self, dim, index, sparse_grad=False):
        entry = gather.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, sparse_grad)
        return kernel.fn(self, dim, index, sparse_grad)


class gather_out:
    """aten::gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::gather"
    overload_name = "out"
    schema_str = "gather.out(Tensor self, int dim, Tensor index, *, bool sparse_grad=False, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, sparse_grad=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("gather.out", "out")
        ks = (self._key_set | index._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = gather_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, sparse_grad, out)
        return kernel.fn(self, dim, index, sparse_grad, out)

    @staticmethod
    def redispatch(ks, self, dim, index, sparse_grad=False, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("gather.out", "out")
        entry = gather_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, sparse_grad, out)
        return kernel.fn(self, dim, index, sparse_grad, out)


class scatter_src:
    """aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""

    name = "aten::scatter"
    overload_name = "src"
    schema_str = "scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_src.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)

    @staticmethod
    def redispatch(ks, self, dim, index, src):
        entry = scatter_src.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)


class scatter__src:
    """aten::scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"""

    name = "aten::scatter_"
    overload_name = "src"
    schema_str = "scatter_.src(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter__src.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)

    @staticmethod
    def redispatch(ks, self, dim, index, src):
        entry = scatter__src.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)


class scatter_src_out:
    """aten::scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::scatter"
    overload_name = "src_out"
    schema_str = "scatter.src_out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, out):
        ks = (
            self._key_set | index._key_set | src._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = scatter_src_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, out)
        return kernel.fn(self, dim, index, src, out)

    @staticmethod
    def redispatch(ks, self, dim, index, src, out):
        entry = scatter_src_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, out)
        return kernel.fn(self, dim, index, src, out)


class scatter_value:
    """aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"""

    name = "aten::scatter"
    overload_name = "value"
    schema_str = "scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_value.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)

    @staticmethod
    def redispatch(ks, self, dim, index, value):
        entry = scatter_value.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)


class scatter__value:
    """aten::scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)"""

    name = "aten::scatter_"
    overload_name = "value"
    schema_str = (
        "scatter_.value(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = scatter__value.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)

    @staticmethod
    def redispatch(ks, self, dim, index, value):
        entry = scatter__value.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)


class scatter_value_out:
    """aten::scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::scatter"
    overload_name = "value_out"
    schema_str = "scatter.value_out(Tensor self, int dim, Tensor index, Scalar value, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value, out):
        ks = (self._key_set | index._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_value_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, out)
        return kernel.fn(self, dim, index, value, out)

    @staticmethod
    def redispatch(ks, self, dim, index, value, out):
        entry = scatter_value_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, out)
        return kernel.fn(self, dim, index, value, out)


class scatter_reduce:
    """aten::scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor"""

    name = "aten::scatter"
    overload_name = "reduce"
    schema_str = (
        "scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, reduce):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce)
        return kernel.fn(self, dim, index, src, reduce)

    @staticmethod
    def redispatch(ks, self, dim, index, src, reduce):
        entry = scatter_reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce)
        return kernel.fn(self, dim, index, src, reduce)


class scatter__reduce:
    """aten::scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)"""

    name = "aten::scatter_"
    overload_name = "reduce"
    schema_str = "scatter_.reduce(Tensor(a!) self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, reduce):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter__reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce)
        return kernel.fn(self, dim, index, src, reduce)

    @staticmethod
    def redispatch(ks, self, dim, index, src, reduce):
        entry = scatter__reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce)
        return kernel.fn(self, dim, index, src, reduce)


class scatter_reduce_out:
    """aten::scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::scatter"
    overload_name = "reduce_out"
    schema_str = "scatter.reduce_out(Tensor self, int dim, Tensor index, Tensor src, *, str reduce, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, reduce, out):
        ks = (
            self._key_set | index._key_set | src._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = scatter_reduce_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, out)
        return kernel.fn(self, dim, index, src, reduce, out)

    @staticmethod
    def redispatch(ks, self, dim, index, src, reduce, out):
        entry = scatter_reduce_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, out)
        return kernel.fn(self, dim, index, src, reduce, out)


class scatter_value_reduce:
    """aten::scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor"""

    name = "aten::scatter"
    overload_name = "value_reduce"
    schema_str = "scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value, reduce):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_value_reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, reduce)
        return kernel.fn(self, dim, index, value, reduce)

    @staticmethod
    def redispatch(ks, self, dim, index, value, reduce):
        entry = scatter_value_reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, reduce)
        return kernel.fn(self, dim, index, value, reduce)


class scatter__value_reduce:
    """aten::scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)"""

    name = "aten::scatter_"
    overload_name = "value_reduce"
    schema_str = "scatter_.value_reduce(Tensor(a!) self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value, reduce):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = scatter__value_reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, reduce)
        return kernel.fn(self, dim, index, value, reduce)

    @staticmethod
    def redispatch(ks, self, dim, index, value, reduce):
        entry = scatter__value_reduce.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, reduce)
        return kernel.fn(self, dim, index, value, reduce)


class scatter_value_reduce_out:
    """aten::scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::scatter"
    overload_name = "value_reduce_out"
    schema_str = "scatter.value_reduce_out(Tensor self, int dim, Tensor index, Scalar value, *, str reduce, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value, reduce, out):
        ks = (self._key_set | index._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_value_reduce_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, reduce, out)
        return kernel.fn(self, dim, index, value, reduce, out)

    @staticmethod
    def redispatch(ks, self, dim, index, value, reduce, out):
        entry = scatter_value_reduce_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value, reduce, out)
        return kernel.fn(self, dim, index, value, reduce, out)


class scatter_add:
    """aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"""

    name = "aten::scatter_add"
    overload_name = ""
    schema_str = "scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_add.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)

    @staticmethod
    def redispatch(ks, self, dim, index, src):
        entry = scatter_add.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)


class scatter_add_:
    """aten::scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"""

    name = "aten::scatter_add_"
    overload_name = ""
    schema_str = "scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_add_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)

    @staticmethod
    def redispatch(ks, self, dim, index, src):
        entry = scatter_add_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src)
        return kernel.fn(self, dim, index, src)


class scatter_add_out:
    """aten::scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::scatter_add"
    overload_name = "out"
    schema_str = "scatter_add.out(Tensor self, int dim, Tensor index, Tensor src, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, out):
        ks = (
            self._key_set | index._key_set | src._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = scatter_add_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, out)
        return kernel.fn(self, dim, index, src, out)

    @staticmethod
    def redispatch(ks, self, dim, index, src, out):
        entry = scatter_add_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, out)
        return kernel.fn(self, dim, index, src, out)


class scatter_reduce_two:
    """aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"""

    name = "aten::scatter_reduce"
    overload_name = "two"
    schema_str = "scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, reduce, include_self=True):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_reduce_two.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, include_self)
        return kernel.fn(self, dim, index, src, reduce, include_self)

    @staticmethod
    def redispatch(ks, self, dim, index, src, reduce, include_self=True):
        entry = scatter_reduce_two.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, include_self)
        return kernel.fn(self, dim, index, src, reduce, include_self)


class scatter_reduce__two:
    """aten::scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)"""

    name = "aten::scatter_reduce_"
    overload_name = "two"
    schema_str = "scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, reduce, include_self=True):
        ks = (self._key_set | index._key_set | src._key_set | _tls.included) & ~_tls.excluded
        entry = scatter_reduce__two.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, include_self)
        return kernel.fn(self, dim, index, src, reduce, include_self)

    @staticmethod
    def redispatch(ks, self, dim, index, src, reduce, include_self=True):
        entry = scatter_reduce__two.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, include_self)
        return kernel.fn(self, dim, index, src, reduce, include_self)


class scatter_reduce_two_out:
    """aten::scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::scatter_reduce"
    overload_name = "two_out"
    schema_str = "scatter_reduce.two_out(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, src, reduce, include_self=True, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("scatter_reduce.two_out", "out")
        ks = (
            self._key_set | index._key_set | src._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = scatter_reduce_two_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, include_self, out)
        return kernel.fn(self, dim, index, src, reduce, include_self, out)

    @staticmethod
    def redispatch(ks, self, dim, index, src, reduce, include_self=True, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("scatter_reduce.two_out", "out")
        entry = scatter_reduce_two_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, src, reduce, include_self, out)
        return kernel.fn(self, dim, index, src, reduce, include_self, out)


class index_add:
    """aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"""

    name = "aten::index_add"
    overload_name = ""
    schema_str = (
        "index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, source, alpha=1):
        ks = (self._key_set | index._key_set | source._key_set | _tls.included) & ~_tls.excluded
        entry = index_add.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, source, alpha)
        return kernel.fn(self, dim, index, source, alpha)

    @staticmethod
    def redispatch(ks, self, dim, index, source, alpha=1):
        entry = index_add.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, source, alpha)
        return kernel.fn(self, dim, index, source, alpha)


class index_add_:
    """aten::index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::index_add_"
    overload_name = ""
    schema_str = "index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, source, alpha=1):
        ks = (self._key_set | index._key_set | source._key_set | _tls.included) & ~_tls.excluded
        entry = index_add_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, source, alpha)
        return kernel.fn(self, dim, index, source, alpha)

    @staticmethod
    def redispatch(ks, self, dim, index, source, alpha=1):
        entry = index_add_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, source, alpha)
        return kernel.fn(self, dim, index, source, alpha)


class index_add_out:
    """aten::index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::index_add"
    overload_name = "out"
    schema_str = "index_add.out(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, source, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("index_add.out", "out")
        ks = (
            self._key_set | index._key_set | source._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = index_add_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, source, alpha, out)
        return kernel.fn(self, dim, index, source, alpha, out)

    @staticmethod
    def redispatch(ks, self, dim, index, source, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("index_add.out", "out")
        entry = index_add_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, source, alpha, out)
        return kernel.fn(self, dim, index, source, alpha, out)


class index_fill__int_Scalar:
    """aten::index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)"""

    name = "aten::index_fill_"
    overload_name = "int_Scalar"
    schema_str = (
        "index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = index_fill__int_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)

    @staticmethod
    def redispatch(ks, self, dim, index, value):
        entry = index_fill__int_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)


class index_fill_int_Scalar:
    """aten::index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"""

    name = "aten::index_fill"
    overload_name = "int_Scalar"
    schema_str = "index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = index_fill_int_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)

    @staticmethod
    def redispatch(ks, self, dim, index, value):
        entry = index_fill_int_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)


class index_fill__int_Tensor:
    """aten::index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)"""

    name = "aten::index_fill_"
    overload_name = "int_Tensor"
    schema_str = (
        "index_fill_.int_Tensor(Tensor(a!) self, int dim, Tensor index, Tensor value) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value):
        ks = (self._key_set | index._key_set | value._key_set | _tls.included) & ~_tls.excluded
        entry = index_fill__int_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)

    @staticmethod
    def redispatch(ks, self, dim, index, value):
        entry = index_fill__int_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)


class index_fill_int_Tensor:
    """aten::index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"""

    name = "aten::index_fill"
    overload_name = "int_Tensor"
    schema_str = "index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, index, value):
        ks = (self._key_set | index._key_set | value._key_set | _tls.included) & ~_tls.excluded
        entry = index_fill_int_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)

    @staticmethod
    def redispatch(ks, self, dim, index, value):
        entry = index_fill_int_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, index, value)
        return kernel.fn(self, dim, index, value)


class masked_fill__Scalar:
    """aten::masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)"""

    name = "aten::masked_fill_"
    overload_name = "Scalar"
    schema_str = "masked_fill_.Scalar(Tensor(a!) self, Tensor mask, Scalar value) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, value):
        ks = (self._key_set | mask._key_set | _tls.included) & ~_tls.excluded
        entry = masked_fill__Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)

    @staticmethod
    def redispatch(ks, self, mask, value):
        entry = masked_fill__Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)


class masked_fill_Scalar:
    """aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor"""

    name = "aten::masked_fill"
    overload_name = "Scalar"
    schema_str = "masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, value):
        ks = (self._key_set | mask._key_set | _tls.included) & ~_tls.excluded
        entry = masked_fill_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)

    @staticmethod
    def redispatch(ks, self, mask, value):
        entry = masked_fill_Scalar.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)


class masked_fill__Tensor:
    """aten::masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)"""

    name = "aten::masked_fill_"
    overload_name = "Tensor"
    schema_str = "masked_fill_.Tensor(Tensor(a!) self, Tensor mask, Tensor value) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, value):
        ks = (self._key_set | mask._key_set | value._key_set | _tls.included) & ~_tls.excluded
        entry = masked_fill__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)

    @staticmethod
    def redispatch(ks, self, mask, value):
        entry = masked_fill__Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)


class masked_fill_Tensor:
    """aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor"""

    name = "aten::masked_fill"
    overload_name = "Tensor"
    schema_str = "masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, value):
        ks = (self._key_set | mask._key_set | value._key_set | _tls.included) & ~_tls.excluded
        entry = masked_fill_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)

    @staticmethod
    def redispatch(ks, self, mask, value):
        entry = masked_fill_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, value)
        return kernel.fn(self, mask, value)


class masked_select:
    """aten::masked_select(Tensor self, Tensor mask) -> Tensor"""

    name = "aten::masked_select"
    overload_name = ""
    schema_str = "masked_select(Tensor self, Tensor mask) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask):
        ks = (self._key_set | mask._key_set | _tls.included) & ~_tls.excluded
        entry = masked_select.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask)
        return kernel.fn(self, mask)

    @staticmethod
    def redispatch(ks, self, mask):
        entry = masked_select.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask)
        return kernel.fn(self, mask)


class masked_select_out:
    """aten::masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::masked_select"
    overload_name = "out"
    schema_str = "masked_select.out(Tensor self, Tensor mask, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, out):
        ks = (self._key_set | mask._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = masked_select_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, out)
        return kernel.fn(self, mask, out)

    @staticmethod
    def redispatch(ks, self, mask, out):
        entry = masked_select_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, out)
        return kernel.fn(self, mask, out)


class masked_scatter_:
    """aten::masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)"""

    name = "aten::masked_scatter_"
    overload_name = ""
    schema_str = "masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, source):
        ks = (self._key_set | mask._key_set | source._key_set | _tls.included) & ~_tls.excluded
        entry = masked_scatter_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, source)
        return kernel.fn(self, mask, source)

    @staticmethod
    def redispatch(ks, self, mask, source):
        entry = masked_scatter_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, source)
        return kernel.fn(self, mask, source)


class masked_scatter:
    """aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"""

    name = "aten::masked_scatter"
    overload_name = ""
    schema_str = "masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mask, source):
        ks = (self._key_set | mask._key_set | source._key_set | _tls.included) & ~_tls.excluded
        entry = masked_scatter.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, source)
        return kernel.fn(self, mask, source)

    @staticmethod
    def redispatch(ks, self, mask, source):
        entry = masked_scatter.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mask, source)
        return kernel.fn(self, mask, source)


class nonzero:
    """aten::nonzero(Tensor self) -> Tensor"""

    name = "aten::nonzero"
    overload_name = ""
    schema_str = "nonzero(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = nonzero.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = nonzero.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class nonzero_out:
    """aten::nonzero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::nonzero"
    overload_name = "out"
    schema_str = "nonzero.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = nonzero_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = nonzero_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class nonzero_numpy:
    """aten::nonzero_numpy(Tensor self) -> Tensor[]"""

    name = "aten::nonzero_numpy"
    overload_name = ""
    schema_str = "nonzero_numpy(Tensor self) -> Tensor[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = nonzero_numpy.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = nonzero_numpy.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class argwhere:
    """aten::argwhere(Tensor self) -> Tensor"""

    name = "aten::argwhere"
    overload_name = ""
    schema_str = "argwhere(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = argwhere.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = argwhere.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class take:
    """aten::take(Tensor self, Tensor index) -> Tensor"""

    name = "aten::take"
    overload_name = ""
    schema_str = "take(Tensor self, Tensor index) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, index):
        ks = (self._key_set | index._key_set | _tls.included) & ~_tls.excluded
        entry = take.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index)
        return kernel.fn(self, index)

    @staticmethod
    def redispatch(ks, self, index):
        entry = take.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index)
        return kernel.fn(self, index)


class take_out:
    """aten::take.out(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::take"
    overload_name = "out"
    schema_str = "take.out(Tensor self, Tensor index, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, index, out):
        ks = (self._key_set | index._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = take_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index, out)
        return kernel.fn(self, index, out)

    @staticmethod
    def redispatch(ks, self, index, out):
        entry = take_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index, out)
        return kernel.fn(self, index, out)


class put_:
    """aten::put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)"""

    name = "aten::put_"
    overload_name = ""
    schema_str = (
        "put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, index, source, accumulate=False):
        ks = (self._key_set | index._key_set | source._key_set | _tls.included) & ~_tls.excluded
        entry = put_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index, source, accumulate)
        return kernel.fn(self, index, source, accumulate)

    @staticmethod
    def redispatch(ks, self, index, source, accumulate=False):
        entry = put_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index, source, accumulate)
        return kernel.fn(self, index, source, accumulate)


class put:
    """aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"""

    name = "aten::put"
    overload_name = ""
    schema_str = "put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, index, source, accumulate=False):
        ks = (self._key_set | index._key_set | source._key_set | _tls.included) & ~_tls.excluded
        entry = put.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index, source, accumulate)
        return kernel.fn(self, index, source, accumulate)

    @staticmethod
    def redispatch(ks, self, index, source, accumulate=False):
        entry = put.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, index, source, accumulate)
        return kernel.fn(self, index, source, accumulate)


class mm:
    """aten::mm(Tensor self, Tensor mat2) -> Tensor"""

    name = "aten::mm"
    overload_name = ""
    schema_str = "mm(Tensor self, Tensor mat2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat2):
        ks = (self._key_set | mat2._key_set | _tls.included) & ~_tls.excluded
        entry = mm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2)
        return kernel.fn(self, mat2)

    @staticmethod
    def redispatch(ks, self, mat2):
        entry = mm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2)
        return kernel.fn(self, mat2)


class mm_out:
    """aten::mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::mm"
    overload_name = "out"
    schema_str = "mm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat2, out):
        ks = (self._key_set | mat2._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = mm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2, out)
        return kernel.fn(self, mat2, out)

    @staticmethod
    def redispatch(ks, self, mat2, out):
        entry = mm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2, out)
        return kernel.fn(self, mat2, out)


class bmm:
    """aten::bmm(Tensor self, Tensor mat2) -> Tensor"""

    name = "aten::bmm"
    overload_name = ""
    schema_str = "bmm(Tensor self, Tensor mat2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat2):
        ks = (self._key_set | mat2._key_set | _tls.included) & ~_tls.excluded
        entry = bmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2)
        return kernel.fn(self, mat2)

    @staticmethod
    def redispatch(ks, self, mat2):
        entry = bmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2)
        return kernel.fn(self, mat2)


class bmm_out:
    """aten::bmm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::bmm"
    overload_name = "out"
    schema_str = "bmm.out(Tensor self, Tensor mat2, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat2, out):
        ks = (self._key_set | mat2._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = bmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2, out)
        return kernel.fn(self, mat2, out)

    @staticmethod
    def redispatch(ks, self, mat2, out):
        entry = bmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat2, out)
        return kernel.fn(self, mat2, out)


class mv:
    """aten::mv(Tensor self, Tensor vec) -> Tensor"""

    name = "aten::mv"
    overload_name = ""
    schema_str = "mv(Tensor self, Tensor vec) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, vec):
        ks = (self._key_set | vec._key_set | _tls.included) & ~_tls.excluded
        entry = mv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec)
        return kernel.fn(self, vec)

    @staticmethod
    def redispatch(ks, self, vec):
        entry = mv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec)
        return kernel.fn(self, vec)


class mv_out:
    """aten::mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::mv"
    overload_name = "out"
    schema_str = "mv.out(Tensor self, Tensor vec, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, vec, out):
        ks = (self._key_set | vec._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = mv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec, out)
        return kernel.fn(self, vec, out)

    @staticmethod
    def redispatch(ks, self, vec, out):
        entry = mv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec, out)
        return kernel.fn(self, vec, out)


class dot:
    """aten::dot(Tensor self, Tensor tensor) -> Tensor"""

    name = "aten::dot"
    overload_name = ""
    schema_str = "dot(Tensor self, Tensor tensor) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor):
        ks = (self._key_set | tensor._key_set | _tls.included) & ~_tls.excluded
        entry = dot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor)
        return kernel.fn(self, tensor)

    @staticmethod
    def redispatch(ks, self, tensor):
        entry = dot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor)
        return kernel.fn(self, tensor)


class dot_out:
    """aten::dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::dot"
    overload_name = "out"
    schema_str = "dot.out(Tensor self, Tensor tensor, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, tensor, out):
        ks = (self._key_set | tensor._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = dot_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor, out)
        return kernel.fn(self, tensor, out)

    @staticmethod
    def redispatch(ks, self, tensor, out):
        entry = dot_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, tensor, out)
        return kernel.fn(self, tensor, out)


class addmm:
    """aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    name = "aten::addmm"
    overload_name = ""
    schema_str = (
        "addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat1, mat2, beta=1, alpha=1):
        ks = (self._key_set | mat1._key_set | mat2._key_set | _tls.included) & ~_tls.excluded
        entry = addmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat1, mat2, beta, alpha)
        return kernel.fn(self, mat1, mat2, beta, alpha)

    @staticmethod
    def redispatch(ks, self, mat1, mat2, beta=1, alpha=1):
        entry = addmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat1, mat2, beta, alpha)
        return kernel.fn(self, mat1, mat2, beta, alpha)


class addmm_:
    """aten::addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::addmm_"
    overload_name = ""
    schema_str = "addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat1, mat2, beta=1, alpha=1):
        ks = (self._key_set | mat1._key_set | mat2._key_set | _tls.included) & ~_tls.excluded
        entry = addmm_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat1, mat2, beta, alpha)
        return kernel.fn(self, mat1, mat2, beta, alpha)

    @staticmethod
    def redispatch(ks, self, mat1, mat2, beta=1, alpha=1):
        entry = addmm_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat1, mat2, beta, alpha)
        return kernel.fn(self, mat1, mat2, beta, alpha)


class addmm_out:
    """aten::addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::addmm"
    overload_name = "out"
    schema_str = "addmm.out(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat1, mat2, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addmm.out", "out")
        ks = (
            self._key_set | mat1._key_set | mat2._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = addmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat1, mat2, beta, alpha, out)
        return kernel.fn(self, mat1, mat2, beta, alpha, out)

    @staticmethod
    def redispatch(ks, self, mat1, mat2, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addmm.out", "out")
        entry = addmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat1, mat2, beta, alpha, out)
        return kernel.fn(self, mat1, mat2, beta, alpha, out)


class addmv:
    """aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    name = "aten::addmv"
    overload_name = ""
    schema_str = (
        "addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat, vec, beta=1, alpha=1):
        ks = (self._key_set | mat._key_set | vec._key_set | _tls.included) & ~_tls.excluded
        entry = addmv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat, vec, beta, alpha)
        return kernel.fn(self, mat, vec, beta, alpha)

    @staticmethod
    def redispatch(ks, self, mat, vec, beta=1, alpha=1):
        entry = addmv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat, vec, beta, alpha)
        return kernel.fn(self, mat, vec, beta, alpha)


class addmv_:
    """aten::addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::addmv_"
    overload_name = ""
    schema_str = "addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat, vec, beta=1, alpha=1):
        ks = (self._key_set | mat._key_set | vec._key_set | _tls.included) & ~_tls.excluded
        entry = addmv_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat, vec, beta, alpha)
        return kernel.fn(self, mat, vec, beta, alpha)

    @staticmethod
    def redispatch(ks, self, mat, vec, beta=1, alpha=1):
        entry = addmv_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat, vec, beta, alpha)
        return kernel.fn(self, mat, vec, beta, alpha)


class addmv_out:
    """aten::addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::addmv"
    overload_name = "out"
    schema_str = "addmv.out(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, mat, vec, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addmv.out", "out")
        ks = (
            self._key_set | mat._key_set | vec._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = addmv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat, vec, beta, alpha, out)
        return kernel.fn(self, mat, vec, beta, alpha, out)

    @staticmethod
    def redispatch(ks, self, mat, vec, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addmv.out", "out")
        entry = addmv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, mat, vec, beta, alpha, out)
        return kernel.fn(self, mat, vec, beta, alpha, out)


class baddbmm:
    """aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    name = "aten::baddbmm"
    overload_name = ""
    schema_str = "baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, batch1, batch2, beta=1, alpha=1):
        ks = (self._key_set | batch1._key_set | batch2._key_set | _tls.included) & ~_tls.excluded
        entry = baddbmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)

    @staticmethod
    def redispatch(ks, self, batch1, batch2, beta=1, alpha=1):
        entry = baddbmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)


class baddbmm_:
    """aten::baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::baddbmm_"
    overload_name = ""
    schema_str = "baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, batch1, batch2, beta=1, alpha=1):
        ks = (self._key_set | batch1._key_set | batch2._key_set | _tls.included) & ~_tls.excluded
        entry = baddbmm_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)

    @staticmethod
    def redispatch(ks, self, batch1, batch2, beta=1, alpha=1):
        entry = baddbmm_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)


class baddbmm_out:
    """aten::baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::baddbmm"
    overload_name = "out"
    schema_str = "baddbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, batch1, batch2, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("baddbmm.out", "out")
        ks = (
            self._key_set | batch1._key_set | batch2._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = baddbmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha, out)
        return kernel.fn(self, batch1, batch2, beta, alpha, out)

    @staticmethod
    def redispatch(ks, self, batch1, batch2, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("baddbmm.out", "out")
        entry = baddbmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha, out)
        return kernel.fn(self, batch1, batch2, beta, alpha, out)


class addbmm:
    """aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"""

    name = "aten::addbmm"
    overload_name = ""
    schema_str = "addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, batch1, batch2, beta=1, alpha=1):
        ks = (self._key_set | batch1._key_set | batch2._key_set | _tls.included) & ~_tls.excluded
        entry = addbmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)

    @staticmethod
    def redispatch(ks, self, batch1, batch2, beta=1, alpha=1):
        entry = addbmm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)


class addbmm_:
    """aten::addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"""

    name = "aten::addbmm_"
    overload_name = ""
    schema_str = "addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, batch1, batch2, beta=1, alpha=1):
        ks = (self._key_set | batch1._key_set | batch2._key_set | _tls.included) & ~_tls.excluded
        entry = addbmm_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)

    @staticmethod
    def redispatch(ks, self, batch1, batch2, beta=1, alpha=1):
        entry = addbmm_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha)
        return kernel.fn(self, batch1, batch2, beta, alpha)


class addbmm_out:
    """aten::addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::addbmm"
    overload_name = "out"
    schema_str = "addbmm.out(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, batch1, batch2, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addbmm.out", "out")
        ks = (
            self._key_set | batch1._key_set | batch2._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = addbmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha, out)
        return kernel.fn(self, batch1, batch2, beta, alpha, out)

    @staticmethod
    def redispatch(ks, self, batch1, batch2, beta=1, alpha=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("addbmm.out", "out")
        entry = addbmm_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, batch1, batch2, beta, alpha, out)
        return kernel.fn(self, batch1, batch2, beta, alpha, out)


class matmul:
    """aten::matmul(Tensor self, Tensor other) -> Tensor"""

    name = "aten::matmul"
    overload_name = ""
    schema_str = "matmul(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = matmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = matmul.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class matmul_out:
    """aten::matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::matmul"
    overload_name = "out"
    schema_str = "matmul.out(Tensor self, Tensor other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = matmul_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)

    @staticmethod
    def redispatch(ks, self, other, out):
        entry = matmul_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, out)
        return kernel.fn(self, other, out)


class outer:
    """aten::outer(Tensor self, Tensor vec2) -> Tensor"""

    name = "aten::outer"
    overload_name = ""
    schema_str = "outer(Tensor self, Tensor vec2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, vec2):
        ks = (self._key_set | vec2._key_set | _tls.included) & ~_tls.excluded
        entry = outer.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2)
        return kernel.fn(self, vec2)

    @staticmethod
    def redispatch(ks, self, vec2):
        entry = outer.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2)
        return kernel.fn(self, vec2)


class outer_out:
    """aten::outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::outer"
    overload_name = "out"
    schema_str = "outer.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, vec2, out):
        ks = (self._key_set | vec2._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = outer_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2, out)
        return kernel.fn(self, vec2, out)

    @staticmethod
    def redispatch(ks, self, vec2, out):
        entry = outer_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2, out)
        return kernel.fn(self, vec2, out)


class ger:
    """aten::ger(Tensor self, Tensor vec2) -> Tensor"""

    name = "aten::ger"
    overload_name = ""
    schema_str = "ger(Tensor self, Tensor vec2) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, vec2):
        ks = (self._key_set | vec2._key_set | _tls.included) & ~_tls.excluded
        entry = ger.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2)
        return kernel.fn(self, vec2)

    @staticmethod
    def redispatch(ks, self, vec2):
        entry = ger.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2)
        return kernel.fn(self, vec2)


class ger_out:
    """aten::ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::ger"
    overload_name = "out"
    schema_str = "ger.out(Tensor self, Tensor vec2, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, vec2, out):
        ks = (self._key_set | vec2._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = ger_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2, out)
        return kernel.fn(self, vec2, out)

    @staticmethod
    def redispatch(ks, self, vec2, out):
        entry = ger_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, vec2, out)
        return kernel.fn(self, vec2, out)


class tensordot:
    """aten::tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor"""

    name = "aten::tensordot"
    overload_name = ""
    schema_str = "tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, dims_self, dims_other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = tensordot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dims_self, dims_other)
        return kernel.fn(self, other, dims_self, dims_other)

    @staticmethod
    def redispatch(ks, self, other, dims_self, dims_other):
        entry = tensordot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dims_self, dims_other)
        return kernel.fn(self, other, dims_self, dims_other)


class tensordot_out:
    """aten::tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::tensordot"
    overload_name = "out"
    schema_str = "tensordot.out(Tensor self, Tensor other, int[] dims_self, int[] dims_other, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, dims_self, dims_other, out):
        ks = (self._key_set | other._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = tensordot_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dims_self, dims_other, out)
        return kernel.fn(self, other, dims_self, dims_other, out)

    @staticmethod
    def redispatch(ks, self, other, dims_self, dims_other, out):
        entry = tensordot_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, dims_self, dims_other, out)
        return kernel.fn(self, other, dims_self, dims_other, out)


class einsum:
    """aten::einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor"""

    name = "aten::einsum"
    overload_name = ""
    schema_str = "einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(equation, tensors, path=None):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = einsum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, equation, tensors, path)
        return kernel.fn(equation, tensors, path)

    @staticmethod
    def redispatch(ks, equation, tensors, path=None):
        entry = einsum.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, equation, tensors, path)
        return kernel.fn(equation, tensors, path)


class searchsorted_Tensor:
    """aten::searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor"""

    name = "aten::searchsorted"
    overload_name = "Tensor"
    schema_str = "searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(sorted_sequence, self, out_int32=False, right=False, side=None, sorter=None):
        ks = (
            sorted_sequence._key_set
            | self._key_set
            | (sorter._key_set if sorter is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = searchsorted_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, sorted_sequence, self, out_int32, right, side, sorter)
        return kernel.fn(sorted_sequence, self, out_int32, right, side, sorter)

    @staticmethod
    def redispatch(ks, sorted_sequence, self, out_int32=False, right=False, side=None, sorter=None):
        entry = searchsorted_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, sorted_sequence, self, out_int32, right, side, sorter)
        return kernel.fn(sorted_sequence, self, out_int32, right, side, sorter)


class bucketize_Tensor:
    """aten::bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor"""

    name = "aten::bucketize"
    overload_name = "Tensor"
    schema_str = "bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, boundaries, out_int32=False, right=False):
        ks = (self._key_set | boundaries._key_set | _tls.included) & ~_tls.excluded
        entry = bucketize_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, boundaries, out_int32, right)
        return kernel.fn(self, boundaries, out_int32, right)

    @staticmethod
    def redispatch(ks, self, boundaries, out_int32=False, right=False):
        entry = bucketize_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, boundaries, out_int32, right)
        return kernel.fn(self, boundaries, out_int32, right)


class isin_Tensor_Tensor:
    """aten::isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor"""

    name = "aten::isin"
    overload_name = "Tensor_Tensor"
    schema_str = "isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(elements, test_elements, assume_unique=False, invert=False):
        ks = (elements._key_set | test_elements._key_set | _tls.included) & ~_tls.excluded
        entry = isin_Tensor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, elements, test_elements, assume_unique, invert)
        return kernel.fn(elements, test_elements, assume_unique, invert)

    @staticmethod
    def redispatch(ks, elements, test_elements, assume_unique=False, invert=False):
        entry = isin_Tensor_Tensor.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, elements, test_elements, assume_unique, invert)
        return kernel.fn(elements, test_elements, assume_unique, invert)


class histc:
    """aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"""

    name = "aten::histc"
    overload_name = ""
    schema_str = "histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, bins=100, min=0, max=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = histc.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, bins, min, max)
        return kernel.fn(self, bins, min, max)

    @staticmethod
    def redispatch(ks, self, bins=100, min=0, max=0):
        entry = histc.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, bins, min, max)
        return kernel.fn(self, bins, min, max)


class kron:
    """aten::kron(Tensor self, Tensor other) -> Tensor"""

    name = "aten::kron"
    overload_name = ""
    schema_str = "kron(Tensor self, Tensor other) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = kron.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = kron.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class cdist:
    """aten::cdist(Tensor x1, Tensor x2, float p=2, int? compute_mode=None) -> Tensor"""

    name = "aten::cdist"
    overload_name = ""
    schema_str = "cdist(Tensor x1, Tensor x2, float p=2, int? compute_mode=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(x1, x2, p=2.0, compute_mode=None):
        ks = (x1._key_set | x2._key_set | _tls.included) & ~_tls.excluded
        entry = cdist.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x1, x2, p, compute_mode)
        return kernel.fn(x1, x2, p, compute_mode)

    @staticmethod
    def redispatch(ks, x1, x2, p=2.0, compute_mode=None):
        entry = cdist.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, x1, x2, p, compute_mode)
        return kernel.fn(x1, x2, p, compute_mode)


class diff:
    """aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"""

    name = "aten::diff"
    overload_name = ""
    schema_str = "diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, n=1, dim=-1, prepend=None, append=None):
        ks = (
            self._key_set
            | (prepend._key_set if prepend is not None else 0)
            | (append._key_set if append is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = diff.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, n, dim, prepend, append)
        return kernel.fn(self, n, dim, prepend, append)

    @staticmethod
    def redispatch(ks, self, n=1, dim=-1, prepend=None, append=None):
        entry = diff.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, n, dim, prepend, append)
        return kernel.fn(self, n, dim, prepend, append)


class trapezoid_x:
    """aten::trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor"""

    name = "aten::trapezoid"
    overload_name = "x"
    schema_str = "trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(y, x, dim=-1):
        ks = (y._key_set | x._key_set | _tls.included) & ~_tls.excluded
        entry = trapezoid_x.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, y, x, dim)
        return kernel.fn(y, x, dim)

    @staticmethod
    def redispatch(ks, y, x, dim=-1):
        entry = trapezoid_x.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, y, x, dim)
        return kernel.fn(y, x, dim)


class trapezoid_dx:
    """aten::trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor"""

    name = "aten::trapezoid"
    overload_name = "dx"
    schema_str = "trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(y, dx=1, dim=-1):
        ks = (y._key_set | _tls.included) & ~_tls.excluded
        entry = trapezoid_dx.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, y, dx, dim)
        return kernel.fn(y, dx, dim)

    @staticmethod
    def redispatch(ks, y, dx=1, dim=-1):
        entry = trapezoid_dx.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, y, dx, dim)
        return kernel.fn(y, dx, dim)


class logcumsumexp:
    """aten::logcumsumexp(Tensor self, int dim) -> Tensor"""

    name = "aten::logcumsumexp"
    overload_name = ""
    schema_str = "logcumsumexp(Tensor self, int dim) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = logcumsumexp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = logcumsumexp.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class count_nonzero_dim_IntList:
    """aten::count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor"""

    name = "aten::count_nonzero"
    overload_name = "dim_IntList"
    schema_str = "count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = count_nonzero_dim_IntList.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim):
        entry = count_nonzero_dim_IntList.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class count_nonzero:
    """aten::count_nonzero(Tensor self, int? dim=None) -> Tensor"""

    name = "aten::count_nonzero"
    overload_name = ""
    schema_str = "count_nonzero(Tensor self, int? dim=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = count_nonzero.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)

    @staticmethod
    def redispatch(ks, self, dim=None):
        entry = count_nonzero.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim)
        return kernel.fn(self, dim)


class meshgrid:
    """aten::meshgrid(Tensor[] tensors) -> Tensor[]"""

    name = "aten::meshgrid"
    overload_name = ""
    schema_str = "meshgrid(Tensor[] tensors) -> Tensor[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = meshgrid.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)

    @staticmethod
    def redispatch(ks, tensors):
        entry = meshgrid.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)


class meshgrid_indexing:
    """aten::meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]"""

    name = "aten::meshgrid"
    overload_name = "indexing"
    schema_str = "meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors, indexing):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = meshgrid_indexing.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, indexing)
        return kernel.fn(tensors, indexing)

    @staticmethod
    def redispatch(ks, tensors, indexing):
        entry = meshgrid_indexing.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors, indexing)
        return kernel.fn(tensors, indexing)


class cartesian_prod:
    """aten::cartesian_prod(Tensor[] tensors) -> Tensor"""

    name = "aten::cartesian_prod"
    overload_name = ""
    schema_str = "cartesian_prod(Tensor[] tensors) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = cartesian_prod.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)

    @staticmethod
    def redispatch(ks, tensors):
        entry = cartesian_prod.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)


class isclose:
    """aten::isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"""

    name = "aten::isclose"
    overload_name = ""
    schema_str = "isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = isclose.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rtol, atol, equal_nan)
        return kernel.fn(self, other, rtol, atol, equal_nan)

    @staticmethod
    def redispatch(ks, self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        entry = isclose.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rtol, atol, equal_nan)
        return kernel.fn(self, other, rtol, atol, equal_nan)


class allclose:
    """aten::allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool"""

    name = "aten::allclose"
    overload_name = ""
    schema_str = "allclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> bool"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = allclose.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rtol, atol, equal_nan)
        return kernel.fn(self, other, rtol, atol, equal_nan)

    @staticmethod
    def redispatch(ks, self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
        entry = allclose.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other, rtol, atol, equal_nan)
        return kernel.fn(self, other, rtol, atol, equal_nan)


class equal:
    """aten::equal(Tensor self, Tensor other) -> bool"""

    name = "aten::equal"
    overload_name = ""
    schema_str = "equal(Tensor self, Tensor other) -> bool"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, other):
        ks = (self._key_set | other._key_set | _tls.included) & ~_tls.excluded
        entry = equal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)

    @staticmethod
    def redispatch(ks, self, other):
        entry = equal.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, other)
        return kernel.fn(self, other)


class convolution:
    """aten::convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"""

    name = "aten::convolution"
    overload_name = ""
    schema_str = "convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = convolution.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                input,
                weight,
                bias,
                stride,
                padding,
                dilation,
                transposed,
                output_padding,
                groups,
            )
        return kernel.fn(
            input, weight, bias, stride, padding, dilation, transposed, output_padding, groups
        )

    @staticmethod
    def redispatch(
        ks, input, weight, bias, stride, padding, dilation, transposed, output_padding, groups
    ):
        entry = convolution.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                input,
                weight,
                bias,
                stride,
                padding,
                dilation,
                transposed,
                output_padding,
                groups,
            )
        return kernel.fn(
            input, weight, bias, stride, padding, dilation, transposed, output_padding, groups
        )


class convolution_backward:
    """aten::convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""

    name = "aten::convolution_backward"
    overload_name = ""
    schema_str = "convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_output,
        input,
        weight,
        bias_sizes,
        stride,
        padding,
        dilation,
        transposed,
        output_padding,
        groups,
        output_mask,
    ):
        ks = (
            grad_output._key_set | input._key_set | weight._key_set | _tls.included
        ) & ~_tls.excluded
        entry = convolution_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                input,
                weight,
                bias_sizes,
                stride,
                padding,
                dilation,
                transposed,
                output_padding,
                groups,
                output_mask,
            )
        return kernel.fn(
            grad_output,
            input,
            weight,
            bias_sizes,
            stride,
            padding,
            dilation,
            transposed,
            output_padding,
            groups,
            output_mask,
        )

    @staticmethod
    def redispatch(
        ks,
        grad_output,
        input,
        weight,
        bias_sizes,
        stride,
        padding,
        dilation,
        transposed,
        output_padding,
        groups,
        output_mask,
    ):
        entry = convolution_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                input,
                weight,
                bias_sizes,
                stride,
                padding,
                dilation,
                transposed,
                output_padding,
                groups,
                output_mask,
            )
        return kernel.fn(
            grad_output,
            input,
            weight,
            bias_sizes,
            stride,
            padding,
            dilation,
            transposed,
            output_padding,
            groups,
            output_mask,
        )


class conv1d:
    """aten::conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] dilation=1, SymInt groups=1) -> Tensor"""

    name = "aten::conv1d"
    overload_name = ""
    schema_str = "conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] dilation=1, SymInt groups=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias=None, stride=(1,), padding=(0,), dilation=(1,), groups=1):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)

    @staticmethod
    def redispatch(
        ks, input, weight, bias=None, stride=(1,), padding=(0,), dilation=(1,), groups=1
    ):
        entry = conv1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)


class conv2d:
    """aten::conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] dilation=1, SymInt groups=1) -> Tensor"""

    name = "aten::conv2d"
    overload_name = ""
    schema_str = "conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] dilation=1, SymInt groups=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias=None, stride=(1, 1), padding=(0, 0), dilation=(1, 1), groups=1):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)

    @staticmethod
    def redispatch(
        ks, input, weight, bias=None, stride=(1, 1), padding=(0, 0), dilation=(1, 1), groups=1
    ):
        entry = conv2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)


class conv3d:
    """aten::conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] dilation=1, SymInt groups=1) -> Tensor"""

    name = "aten::conv3d"
    overload_name = ""
    schema_str = "conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] dilation=1, SymInt groups=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        input, weight, bias=None, stride=(1, 1, 1), padding=(0, 0, 0), dilation=(1, 1, 1), groups=1
    ):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv3d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)

    @staticmethod
    def redispatch(
        ks,
        input,
        weight,
        bias=None,
        stride=(1, 1, 1),
        padding=(0, 0, 0),
        dilation=(1, 1, 1),
        groups=1,
    ):
        entry = conv3d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)


class conv1d_padding:
    """aten::conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, str padding="valid", SymInt[1] dilation=1, SymInt groups=1) -> Tensor"""

    name = "aten::conv1d"
    overload_name = "padding"
    schema_str = 'conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, str padding="valid", SymInt[1] dilation=1, SymInt groups=1) -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias=None, stride=(1,), padding="valid", dilation=(1,), groups=1):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv1d_padding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)

    @staticmethod
    def redispatch(
        ks, input, weight, bias=None, stride=(1,), padding="valid", dilation=(1,), groups=1
    ):
        entry = conv1d_padding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)


class conv2d_padding:
    """aten::conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, str padding="valid", SymInt[2] dilation=1, SymInt groups=1) -> Tensor"""

    name = "aten::conv2d"
    overload_name = "padding"
    schema_str = 'conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, str padding="valid", SymInt[2] dilation=1, SymInt groups=1) -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias=None, stride=(1, 1), padding="valid", dilation=(1, 1), groups=1):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv2d_padding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)

    @staticmethod
    def redispatch(
        ks, input, weight, bias=None, stride=(1, 1), padding="valid", dilation=(1, 1), groups=1
    ):
        entry = conv2d_padding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)


class conv3d_padding:
    """aten::conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, str padding="valid", SymInt[3] dilation=1, SymInt groups=1) -> Tensor"""

    name = "aten::conv3d"
    overload_name = "padding"
    schema_str = 'conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, str padding="valid", SymInt[3] dilation=1, SymInt groups=1) -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        input, weight, bias=None, stride=(1, 1, 1), padding="valid", dilation=(1, 1, 1), groups=1
    ):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv3d_padding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)

    @staticmethod
    def redispatch(
        ks,
        input,
        weight,
        bias=None,
        stride=(1, 1, 1),
        padding="valid",
        dilation=(1, 1, 1),
        groups=1,
    ):
        entry = conv3d_padding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, stride, padding, dilation, groups)
        return kernel.fn(input, weight, bias, stride, padding, dilation, groups)


class conv_transpose1d:
    """aten::conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] output_padding=0, SymInt groups=1, SymInt[1] dilation=1) -> Tensor"""

    name = "aten::conv_transpose1d"
    overload_name = ""
    schema_str = "conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=1, SymInt[1] padding=0, SymInt[1] output_padding=0, SymInt groups=1, SymInt[1] dilation=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        input,
        weight,
        bias=None,
        stride=(1,),
        padding=(0,),
        output_padding=(0,),
        groups=1,
        dilation=(1,),
    ):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv_transpose1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return kernel.fn(input, weight, bias, stride, padding, output_padding, groups, dilation)

    @staticmethod
    def redispatch(
        ks,
        input,
        weight,
        bias=None,
        stride=(1,),
        padding=(0,),
        output_padding=(0,),
        groups=1,
        dilation=(1,),
    ):
        entry = conv_transpose1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return kernel.fn(input, weight, bias, stride, padding, output_padding, groups, dilation)


class conv_transpose2d_input:
    """aten::conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] output_padding=0, SymInt groups=1, SymInt[2] dilation=1) -> Tensor"""

    name = "aten::conv_transpose2d"
    overload_name = "input"
    schema_str = "conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=1, SymInt[2] padding=0, SymInt[2] output_padding=0, SymInt groups=1, SymInt[2] dilation=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        input,
        weight,
        bias=None,
        stride=(1, 1),
        padding=(0, 0),
        output_padding=(0, 0),
        groups=1,
        dilation=(1, 1),
    ):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv_transpose2d_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return kernel.fn(input, weight, bias, stride, padding, output_padding, groups, dilation)

    @staticmethod
    def redispatch(
        ks,
        input,
        weight,
        bias=None,
        stride=(1, 1),
        padding=(0, 0),
        output_padding=(0, 0),
        groups=1,
        dilation=(1, 1),
    ):
        entry = conv_transpose2d_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return kernel.fn(input, weight, bias, stride, padding, output_padding, groups, dilation)


class conv_transpose3d_input:
    """aten::conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] output_padding=0, SymInt groups=1, SymInt[3] dilation=1) -> Tensor"""

    name = "aten::conv_transpose3d"
    overload_name = "input"
    schema_str = "conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=1, SymInt[3] padding=0, SymInt[3] output_padding=0, SymInt groups=1, SymInt[3] dilation=1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        input,
        weight,
        bias=None,
        stride=(1, 1, 1),
        padding=(0, 0, 0),
        output_padding=(0, 0, 0),
        groups=1,
        dilation=(1, 1, 1),
    ):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = conv_transpose3d_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return kernel.fn(input, weight, bias, stride, padding, output_padding, groups, dilation)

    @staticmethod
    def redispatch(
        ks,
        input,
        weight,
        bias=None,
        stride=(1, 1, 1),
        padding=(0, 0, 0),
        output_padding=(0, 0, 0),
        groups=1,
        dilation=(1, 1, 1),
    ):
        entry = conv_transpose3d_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, stride, padding, output_padding, groups, dilation
            )
        return kernel.fn(input, weight, bias, stride, padding, output_padding, groups, dilation)


class max_pool2d_with_indices:
    """aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""

    name = "aten::max_pool2d_with_indices"
    overload_name = ""
    schema_str = "max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, kernel_size, stride=(), padding=(0, 0), dilation=(1, 1), ceil_mode=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = max_pool2d_with_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)

    @staticmethod
    def redispatch(
        ks, self, kernel_size, stride=(), padding=(0, 0), dilation=(1, 1), ceil_mode=False
    ):
        entry = max_pool2d_with_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)


class max_pool2d_with_indices_out:
    """aten::max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))"""

    name = "aten::max_pool2d_with_indices"
    overload_name = "out"
    schema_str = "max_pool2d_with_indices.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False, *, Tensor(a!) out, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        kernel_size,
        stride=(),
        padding=(0, 0),
        dilation=(1, 1),
        ceil_mode=False,
        out=_REQUIRED,
        indices=_REQUIRED,
    ):
        if out is _REQUIRED:
            raise _missing("max_pool2d_with_indices.out", "out")
        if indices is _REQUIRED:
            raise _missing("max_pool2d_with_indices.out", "indices")
        ks = (self._key_set | out._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = max_pool2d_with_indices_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
            )
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode, out, indices)

    @staticmethod
    def redispatch(
        ks,
        self,
        kernel_size,
        stride=(),
        padding=(0, 0),
        dilation=(1, 1),
        ceil_mode=False,
        out=_REQUIRED,
        indices=_REQUIRED,
    ):
        if out is _REQUIRED:
            raise _missing("max_pool2d_with_indices.out", "out")
        if indices is _REQUIRED:
            raise _missing("max_pool2d_with_indices.out", "indices")
        entry = max_pool2d_with_indices_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, kernel_size, stride, padding, dilation, ceil_mode, out, indices
            )
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode, out, indices)


class max_pool2d_with_indices_backward:
    """aten::max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor"""

    name = "aten::max_pool2d_with_indices_backward"
    overload_name = ""
    schema_str = "max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices):
        ks = (
            grad_output._key_set | self._key_set | indices._key_set | _tls.included
        ) & ~_tls.excluded
        entry = max_pool2d_with_indices_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
            )
        return kernel.fn(
            grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
        )

    @staticmethod
    def redispatch(
        ks, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
    ):
        entry = max_pool2d_with_indices_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
            )
        return kernel.fn(
            grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices
        )


class max_pool2d_with_indices_backward_grad_input:
    """aten::max_pool2d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::max_pool2d_with_indices_backward"
    overload_name = "grad_input"
    schema_str = "max_pool2d_with_indices_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices, grad_input
    ):
        ks = (
            grad_output._key_set
            | self._key_set
            | indices._key_set
            | grad_input._key_set
            | _tls.included
        ) & ~_tls.excluded
        entry = max_pool2d_with_indices_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                kernel_size,
                stride,
                padding,
                dilation,
                ceil_mode,
                indices,
                grad_input,
            )
        return kernel.fn(
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            dilation,
            ceil_mode,
            indices,
            grad_input,
        )

    @staticmethod
    def redispatch(
        ks,
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        dilation,
        ceil_mode,
        indices,
        grad_input,
    ):
        entry = max_pool2d_with_indices_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                kernel_size,
                stride,
                padding,
                dilation,
                ceil_mode,
                indices,
                grad_input,
            )
        return kernel.fn(
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            dilation,
            ceil_mode,
            indices,
            grad_input,
        )


class max_pool2d:
    """aten::max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor"""

    name = "aten::max_pool2d"
    overload_name = ""
    schema_str = "max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, kernel_size, stride=(), padding=(0, 0), dilation=(1, 1), ceil_mode=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = max_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)

    @staticmethod
    def redispatch(
        ks, self, kernel_size, stride=(), padding=(0, 0), dilation=(1, 1), ceil_mode=False
    ):
        entry = max_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)


class max_pool1d_with_indices:
    """aten::max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"""

    name = "aten::max_pool1d_with_indices"
    overload_name = ""
    schema_str = "max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, kernel_size, stride=(), padding=(0,), dilation=(1,), ceil_mode=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = max_pool1d_with_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)

    @staticmethod
    def redispatch(ks, self, kernel_size, stride=(), padding=(0,), dilation=(1,), ceil_mode=False):
        entry = max_pool1d_with_indices.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)


class max_pool1d:
    """aten::max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor"""

    name = "aten::max_pool1d"
    overload_name = ""
    schema_str = "max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, kernel_size, stride=(), padding=(0,), dilation=(1,), ceil_mode=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = max_pool1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)

    @staticmethod
    def redispatch(ks, self, kernel_size, stride=(), padding=(0,), dilation=(1,), ceil_mode=False):
        entry = max_pool1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, dilation, ceil_mode)
        return kernel.fn(self, kernel_size, stride, padding, dilation, ceil_mode)


class avg_pool2d:
    """aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor"""

    name = "aten::avg_pool2d"
    overload_name = ""
    schema_str = "avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        kernel_size,
        stride=(),
        padding=(0, 0),
        ceil_mode=False,
        count_include_pad=True,
        divisor_override=None,
    ):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = avg_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
            )
        return kernel.fn(
            self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
        )

    @staticmethod
    def redispatch(
        ks,
        self,
        kernel_size,
        stride=(),
        padding=(0, 0),
        ceil_mode=False,
        count_include_pad=True,
        divisor_override=None,
    ):
        entry = avg_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
            )
        return kernel.fn(
            self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override
        )


class avg_pool2d_out:
    """aten::avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::avg_pool2d"
    overload_name = "out"
    schema_str = "avg_pool2d.out(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        self,
        kernel_size,
        stride=(),
        padding=(0, 0),
        ceil_mode=False,
        count_include_pad=True,
        divisor_override=None,
        out=_REQUIRED,
    ):
        if out is _REQUIRED:
            raise _missing("avg_pool2d.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = avg_pool2d_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
                out,
            )
        return kernel.fn(
            self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
        )

    @staticmethod
    def redispatch(
        ks,
        self,
        kernel_size,
        stride=(),
        padding=(0, 0),
        ceil_mode=False,
        count_include_pad=True,
        divisor_override=None,
        out=_REQUIRED,
    ):
        if out is _REQUIRED:
            raise _missing("avg_pool2d.out", "out")
        entry = avg_pool2d_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
                out,
            )
        return kernel.fn(
            self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, out
        )


class avg_pool2d_backward:
    """aten::avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor"""

    name = "aten::avg_pool2d_backward"
    overload_name = ""
    schema_str = "avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
    ):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = avg_pool2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
            )
        return kernel.fn(
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
        )

    @staticmethod
    def redispatch(
        ks,
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
    ):
        entry = avg_pool2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
            )
        return kernel.fn(
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
        )


class avg_pool2d_backward_grad_input:
    """aten::avg_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::avg_pool2d_backward"
    overload_name = "grad_input"
    schema_str = "avg_pool2d_backward.grad_input(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
        grad_input,
    ):
        ks = (
            grad_output._key_set | self._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = avg_pool2d_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
                grad_input,
            )
        return kernel.fn(
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
            grad_input,
        )

    @staticmethod
    def redispatch(
        ks,
        grad_output,
        self,
        kernel_size,
        stride,
        padding,
        ceil_mode,
        count_include_pad,
        divisor_override,
        grad_input,
    ):
        entry = avg_pool2d_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                kernel_size,
                stride,
                padding,
                ceil_mode,
                count_include_pad,
                divisor_override,
                grad_input,
            )
        return kernel.fn(
            grad_output,
            self,
            kernel_size,
            stride,
            padding,
            ceil_mode,
            count_include_pad,
            divisor_override,
            grad_input,
        )


class avg_pool1d:
    """aten::avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor"""

    name = "aten::avg_pool1d"
    overload_name = ""
    schema_str = "avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, kernel_size, stride=(), padding=(0,), ceil_mode=False, count_include_pad=True):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = avg_pool1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, ceil_mode, count_include_pad)
        return kernel.fn(self, kernel_size, stride, padding, ceil_mode, count_include_pad)

    @staticmethod
    def redispatch(
        ks, self, kernel_size, stride=(), padding=(0,), ceil_mode=False, count_include_pad=True
    ):
        entry = avg_pool1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, kernel_size, stride, padding, ceil_mode, count_include_pad)
        return kernel.fn(self, kernel_size, stride, padding, ceil_mode, count_include_pad)


class adaptive_avg_pool2d:
    """aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""

    name = "aten::adaptive_avg_pool2d"
    overload_name = ""
    schema_str = "adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = adaptive_avg_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size)
        return kernel.fn(self, output_size)

    @staticmethod
    def redispatch(ks, self, output_size):
        entry = adaptive_avg_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size)
        return kernel.fn(self, output_size)


class _adaptive_avg_pool2d:
    """aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"""

    name = "aten::_adaptive_avg_pool2d"
    overload_name = ""
    schema_str = "_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _adaptive_avg_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size)
        return kernel.fn(self, output_size)

    @staticmethod
    def redispatch(ks, self, output_size):
        entry = _adaptive_avg_pool2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size)
        return kernel.fn(self, output_size)


class _adaptive_avg_pool2d_backward:
    """aten::_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor"""

    name = "aten::_adaptive_avg_pool2d_backward"
    overload_name = ""
    schema_str = "_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = _adaptive_avg_pool2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self)
        return kernel.fn(grad_output, self)

    @staticmethod
    def redispatch(ks, grad_output, self):
        entry = _adaptive_avg_pool2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self)
        return kernel.fn(grad_output, self)


class adaptive_avg_pool1d:
    """aten::adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor"""

    name = "aten::adaptive_avg_pool1d"
    overload_name = ""
    schema_str = "adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = adaptive_avg_pool1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size)
        return kernel.fn(self, output_size)

    @staticmethod
    def redispatch(ks, self, output_size):
        entry = adaptive_avg_pool1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size)
        return kernel.fn(self, output_size)


class native_batch_norm:
    """aten::native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"""

    name = "aten::native_batch_norm"
    overload_name = ""
    schema_str = "native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias, running_mean, running_var, training, momentum, eps):
        ks = (
            input._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | (running_mean._key_set if running_mean is not None else 0)
            | (running_var._key_set if running_var is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = native_batch_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, running_mean, running_var, training, momentum, eps
            )
        return kernel.fn(input, weight, bias, running_mean, running_var, training, momentum, eps)

    @staticmethod
    def redispatch(ks, input, weight, bias, running_mean, running_var, training, momentum, eps):
        entry = native_batch_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, input, weight, bias, running_mean, running_var, training, momentum, eps
            )
        return kernel.fn(input, weight, bias, running_mean, running_var, training, momentum, eps)


class native_batch_norm_backward:
    """aten::native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""

    name = "aten::native_batch_norm_backward"
    overload_name = ""
    schema_str = "native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_out,
        input,
        weight,
        running_mean,
        running_var,
        save_mean,
        save_invstd,
        train,
        eps,
        output_mask,
    ):
        ks = (
            grad_out._key_set
            | input._key_set
            | (weight._key_set if weight is not None else 0)
            | (running_mean._key_set if running_mean is not None else 0)
            | (running_var._key_set if running_var is not None else 0)
            | (save_mean._key_set if save_mean is not None else 0)
            | (save_invstd._key_set if save_invstd is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = native_batch_norm_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_out,
                input,
                weight,
                running_mean,
                running_var,
                save_mean,
                save_invstd,
                train,
                eps,
                output_mask,
            )
        return kernel.fn(
            grad_out,
            input,
            weight,
            running_mean,
            running_var,
            save_mean,
            save_invstd,
            train,
            eps,
            output_mask,
        )

    @staticmethod
    def redispatch(
        ks,
        grad_out,
        input,
        weight,
        running_mean,
        running_var,
        save_mean,
        save_invstd,
        train,
        eps,
        output_mask,
    ):
        entry = native_batch_norm_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_out,
                input,
                weight,
                running_mean,
                running_var,
                save_mean,
                save_invstd,
                train,
                eps,
                output_mask,
            )
        return kernel.fn(
            grad_out,
            input,
            weight,
            running_mean,
            running_var,
            save_mean,
            save_invstd,
            train,
            eps,
            output_mask,
        )


class batch_norm:
    """aten::batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor"""

    name = "aten::batch_norm"
    overload_name = ""
    schema_str = "batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled
    ):
        ks = (
            input._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | (running_mean._key_set if running_mean is not None else 0)
            | (running_var._key_set if running_var is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = batch_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                input,
                weight,
                bias,
                running_mean,
                running_var,
                training,
                momentum,
                eps,
                cudnn_enabled,
            )
        return kernel.fn(
            input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled
        )

    @staticmethod
    def redispatch(
        ks, input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled
    ):
        entry = batch_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                input,
                weight,
                bias,
                running_mean,
                running_var,
                training,
                momentum,
                eps,
                cudnn_enabled,
            )
        return kernel.fn(
            input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled
        )


class native_layer_norm:
    """aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"""

    name = "aten::native_layer_norm"
    overload_name = ""
    schema_str = "native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, normalized_shape, weight, bias, eps):
        ks = (
            input._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = native_layer_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, normalized_shape, weight, bias, eps)
        return kernel.fn(input, normalized_shape, weight, bias, eps)

    @staticmethod
    def redispatch(ks, input, normalized_shape, weight, bias, eps):
        entry = native_layer_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, normalized_shape, weight, bias, eps)
        return kernel.fn(input, normalized_shape, weight, bias, eps)


class native_layer_norm_backward:
    """aten::native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""

    name = "aten::native_layer_norm_backward"
    overload_name = ""
    schema_str = "native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask):
        ks = (
            grad_out._key_set
            | input._key_set
            | mean._key_set
            | rstd._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = native_layer_norm_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask
            )
        return kernel.fn(grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask)

    @staticmethod
    def redispatch(ks, grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask):
        entry = native_layer_norm_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask
            )
        return kernel.fn(grad_out, input, normalized_shape, mean, rstd, weight, bias, output_mask)


class layer_norm:
    """aten::layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor"""

    name = "aten::layer_norm"
    overload_name = ""
    schema_str = "layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):
        ks = (
            input._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = layer_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, normalized_shape, weight, bias, eps, cudnn_enable)
        return kernel.fn(input, normalized_shape, weight, bias, eps, cudnn_enable)

    @staticmethod
    def redispatch(
        ks, input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True
    ):
        entry = layer_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, normalized_shape, weight, bias, eps, cudnn_enable)
        return kernel.fn(input, normalized_shape, weight, bias, eps, cudnn_enable)


class native_group_norm:
    """aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"""

    name = "aten::native_group_norm"
    overload_name = ""
    schema_str = "native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias, N, C, HxW, group, eps):
        ks = (
            input._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = native_group_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, N, C, HxW, group, eps)
        return kernel.fn(input, weight, bias, N, C, HxW, group, eps)

    @staticmethod
    def redispatch(ks, input, weight, bias, N, C, HxW, group, eps):
        entry = native_group_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias, N, C, HxW, group, eps)
        return kernel.fn(input, weight, bias, N, C, HxW, group, eps)


class native_group_norm_backward:
    """aten::native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"""

    name = "aten::native_group_norm_backward"
    overload_name = ""
    schema_str = "native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask):
        ks = (
            grad_out._key_set
            | input._key_set
            | mean._key_set
            | rstd._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = native_group_norm_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask)
        return kernel.fn(grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask)

    @staticmethod
    def redispatch(ks, grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask):
        entry = native_group_norm_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask)
        return kernel.fn(grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask)


class group_norm:
    """aten::group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor"""

    name = "aten::group_norm"
    overload_name = ""
    schema_str = "group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
        ks = (
            input._key_set
            | (weight._key_set if weight is not None else 0)
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = group_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, num_groups, weight, bias, eps, cudnn_enabled)
        return kernel.fn(input, num_groups, weight, bias, eps, cudnn_enabled)

    @staticmethod
    def redispatch(ks, input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
        entry = group_norm.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, num_groups, weight, bias, eps, cudnn_enabled)
        return kernel.fn(input, num_groups, weight, bias, eps, cudnn_enabled)


class embedding:
    """aten::embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"""

    name = "aten::embedding"
    overload_name = ""
    schema_str = "embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
        ks = (weight._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = embedding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, weight, indices, padding_idx, scale_grad_by_freq, sparse)
        return kernel.fn(weight, indices, padding_idx, scale_grad_by_freq, sparse)

    @staticmethod
    def redispatch(ks, weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
        entry = embedding.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, weight, indices, padding_idx, scale_grad_by_freq, sparse)
        return kernel.fn(weight, indices, padding_idx, scale_grad_by_freq, sparse)


class embedding_backward:
    """aten::embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor"""

    name = "aten::embedding_backward"
    overload_name = ""
    schema_str = "embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse):
        ks = (grad._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = embedding_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse
            )
        return kernel.fn(grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse)

    @staticmethod
    def redispatch(ks, grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse):
        entry = embedding_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse
            )
        return kernel.fn(grad, indices, num_weights, padding_idx, scale_grad_by_freq, sparse)


class embedding_dense_backward:
    """aten::embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> Tensor"""

    name = "aten::embedding_dense_backward"
    overload_name = ""
    schema_str = "embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
        ks = (grad_output._key_set | indices._key_set | _tls.included) & ~_tls.excluded
        entry = embedding_dense_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)
        return kernel.fn(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)

    @staticmethod
    def redispatch(ks, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
        entry = embedding_dense_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)
        return kernel.fn(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)


class one_hot:
    """aten::one_hot(Tensor self, int num_classes=-1) -> Tensor"""

    name = "aten::one_hot"
    overload_name = ""
    schema_str = "one_hot(Tensor self, int num_classes=-1) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, num_classes=-1):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = one_hot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, num_classes)
        return kernel.fn(self, num_classes)

    @staticmethod
    def redispatch(ks, self, num_classes=-1):
        entry = one_hot.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, num_classes)
        return kernel.fn(self, num_classes)


class nll_loss_forward:
    """aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)"""

    name = "aten::nll_loss_forward"
    overload_name = ""
    schema_str = "nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight, reduction, ignore_index):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = nll_loss_forward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index)
        return kernel.fn(self, target, weight, reduction, ignore_index)

    @staticmethod
    def redispatch(ks, self, target, weight, reduction, ignore_index):
        entry = nll_loss_forward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index)
        return kernel.fn(self, target, weight, reduction, ignore_index)


class nll_loss_forward_output:
    """aten::nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))"""

    name = "aten::nll_loss_forward"
    overload_name = "output"
    schema_str = "nll_loss_forward.output(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, *, Tensor(a!) output, Tensor(b!) total_weight) -> (Tensor(a!), Tensor(b!))"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight, reduction, ignore_index, output, total_weight):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | output._key_set
            | total_weight._key_set
            | _tls.included
        ) & ~_tls.excluded
        entry = nll_loss_forward_output.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, target, weight, reduction, ignore_index, output, total_weight
            )
        return kernel.fn(self, target, weight, reduction, ignore_index, output, total_weight)

    @staticmethod
    def redispatch(ks, self, target, weight, reduction, ignore_index, output, total_weight):
        entry = nll_loss_forward_output.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, self, target, weight, reduction, ignore_index, output, total_weight
            )
        return kernel.fn(self, target, weight, reduction, ignore_index, output, total_weight)


class nll_loss_backward:
    """aten::nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) -> Tensor"""

    name = "aten::nll_loss_backward"
    overload_name = ""
    schema_str = "nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, target, weight, reduction, ignore_index, total_weight):
        ks = (
            grad_output._key_set
            | self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | total_weight._key_set
            | _tls.included
        ) & ~_tls.excluded
        entry = nll_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, self, target, weight, reduction, ignore_index, total_weight
            )
        return kernel.fn(grad_output, self, target, weight, reduction, ignore_index, total_weight)

    @staticmethod
    def redispatch(ks, grad_output, self, target, weight, reduction, ignore_index, total_weight):
        entry = nll_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, self, target, weight, reduction, ignore_index, total_weight
            )
        return kernel.fn(grad_output, self, target, weight, reduction, ignore_index, total_weight)


class nll_loss_backward_grad_input:
    """aten::nll_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::nll_loss_backward"
    overload_name = "grad_input"
    schema_str = "nll_loss_backward.grad_input(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input):
        ks = (
            grad_output._key_set
            | self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | total_weight._key_set
            | grad_input._key_set
            | _tls.included
        ) & ~_tls.excluded
        entry = nll_loss_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                target,
                weight,
                reduction,
                ignore_index,
                total_weight,
                grad_input,
            )
        return kernel.fn(
            grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
        )

    @staticmethod
    def redispatch(
        ks, grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
    ):
        entry = nll_loss_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                self,
                target,
                weight,
                reduction,
                ignore_index,
                total_weight,
                grad_input,
            )
        return kernel.fn(
            grad_output, self, target, weight, reduction, ignore_index, total_weight, grad_input
        )


class nll_loss:
    """aten::nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100) -> Tensor"""

    name = "aten::nll_loss"
    overload_name = ""
    schema_str = "nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight=None, reduction=1, ignore_index=-100):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = nll_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index)
        return kernel.fn(self, target, weight, reduction, ignore_index)

    @staticmethod
    def redispatch(ks, self, target, weight=None, reduction=1, ignore_index=-100):
        entry = nll_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index)
        return kernel.fn(self, target, weight, reduction, ignore_index)


class nll_loss_nd:
    """aten::nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100) -> Tensor"""

    name = "aten::nll_loss_nd"
    overload_name = ""
    schema_str = "nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight=None, reduction=1, ignore_index=-100):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = nll_loss_nd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index)
        return kernel.fn(self, target, weight, reduction, ignore_index)

    @staticmethod
    def redispatch(ks, self, target, weight=None, reduction=1, ignore_index=-100):
        entry = nll_loss_nd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index)
        return kernel.fn(self, target, weight, reduction, ignore_index)


class cross_entropy_loss:
    """aten::cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100, float label_smoothing=0.0) -> Tensor"""

    name = "aten::cross_entropy_loss"
    overload_name = ""
    schema_str = "cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean, SymInt ignore_index=-100, float label_smoothing=0.0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight=None, reduction=1, ignore_index=-100, label_smoothing=0.0):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = cross_entropy_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index, label_smoothing)
        return kernel.fn(self, target, weight, reduction, ignore_index, label_smoothing)

    @staticmethod
    def redispatch(
        ks, self, target, weight=None, reduction=1, ignore_index=-100, label_smoothing=0.0
    ):
        entry = cross_entropy_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction, ignore_index, label_smoothing)
        return kernel.fn(self, target, weight, reduction, ignore_index, label_smoothing)


class mse_loss:
    """aten::mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"""

    name = "aten::mse_loss"
    overload_name = ""
    schema_str = "mse_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, reduction=1):
        ks = (self._key_set | target._key_set | _tls.included) & ~_tls.excluded
        entry = mse_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction)
        return kernel.fn(self, target, reduction)

    @staticmethod
    def redispatch(ks, self, target, reduction=1):
        entry = mse_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction)
        return kernel.fn(self, target, reduction)


class mse_loss_out:
    """aten::mse_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::mse_loss"
    overload_name = "out"
    schema_str = "mse_loss.out(Tensor self, Tensor target, int reduction=Mean, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, reduction=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("mse_loss.out", "out")
        ks = (self._key_set | target._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = mse_loss_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, out)
        return kernel.fn(self, target, reduction, out)

    @staticmethod
    def redispatch(ks, self, target, reduction=1, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("mse_loss.out", "out")
        entry = mse_loss_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, out)
        return kernel.fn(self, target, reduction, out)


class mse_loss_backward:
    """aten::mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor"""

    name = "aten::mse_loss_backward"
    overload_name = ""
    schema_str = (
        "mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, target, reduction):
        ks = (
            grad_output._key_set | self._key_set | target._key_set | _tls.included
        ) & ~_tls.excluded
        entry = mse_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, reduction)
        return kernel.fn(grad_output, self, target, reduction)

    @staticmethod
    def redispatch(ks, grad_output, self, target, reduction):
        entry = mse_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, reduction)
        return kernel.fn(grad_output, self, target, reduction)


class l1_loss:
    """aten::l1_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"""

    name = "aten::l1_loss"
    overload_name = ""
    schema_str = "l1_loss(Tensor self, Tensor target, int reduction=Mean) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, reduction=1):
        ks = (self._key_set | target._key_set | _tls.included) & ~_tls.excluded
        entry = l1_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction)
        return kernel.fn(self, target, reduction)

    @staticmethod
    def redispatch(ks, self, target, reduction=1):
        entry = l1_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction)
        return kernel.fn(self, target, reduction)


class smooth_l1_loss:
    """aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor"""

    name = "aten::smooth_l1_loss"
    overload_name = ""
    schema_str = (
        "smooth_l1_loss(Tensor self, Tensor target, int reduction=Mean, float beta=1.0) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, reduction=1, beta=1.0):
        ks = (self._key_set | target._key_set | _tls.included) & ~_tls.excluded
        entry = smooth_l1_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, beta)
        return kernel.fn(self, target, reduction, beta)

    @staticmethod
    def redispatch(ks, self, target, reduction=1, beta=1.0):
        entry = smooth_l1_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, beta)
        return kernel.fn(self, target, reduction, beta)


class smooth_l1_loss_out:
    """aten::smooth_l1_loss.out(Tensor self, Tensor target, int reduction=Mean, float beta=1.0, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::smooth_l1_loss"
    overload_name = "out"
    schema_str = "smooth_l1_loss.out(Tensor self, Tensor target, int reduction=Mean, float beta=1.0, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, reduction=1, beta=1.0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("smooth_l1_loss.out", "out")
        ks = (self._key_set | target._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = smooth_l1_loss_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, beta, out)
        return kernel.fn(self, target, reduction, beta, out)

    @staticmethod
    def redispatch(ks, self, target, reduction=1, beta=1.0, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("smooth_l1_loss.out", "out")
        entry = smooth_l1_loss_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, beta, out)
        return kernel.fn(self, target, reduction, beta, out)


class smooth_l1_loss_backward:
    """aten::smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor"""

    name = "aten::smooth_l1_loss_backward"
    overload_name = ""
    schema_str = "smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, target, reduction, beta):
        ks = (
            grad_output._key_set | self._key_set | target._key_set | _tls.included
        ) & ~_tls.excluded
        entry = smooth_l1_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, reduction, beta)
        return kernel.fn(grad_output, self, target, reduction, beta)

    @staticmethod
    def redispatch(ks, grad_output, self, target, reduction, beta):
        entry = smooth_l1_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, reduction, beta)
        return kernel.fn(grad_output, self, target, reduction, beta)


class huber_loss:
    """aten::huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor"""

    name = "aten::huber_loss"
    overload_name = ""
    schema_str = (
        "huber_loss(Tensor self, Tensor target, int reduction=Mean, float delta=1.0) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, reduction=1, delta=1.0):
        ks = (self._key_set | target._key_set | _tls.included) & ~_tls.excluded
        entry = huber_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, delta)
        return kernel.fn(self, target, reduction, delta)

    @staticmethod
    def redispatch(ks, self, target, reduction=1, delta=1.0):
        entry = huber_loss.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, reduction, delta)
        return kernel.fn(self, target, reduction, delta)


class huber_loss_backward:
    """aten::huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor"""

    name = "aten::huber_loss_backward"
    overload_name = ""
    schema_str = "huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, target, reduction, delta):
        ks = (
            grad_output._key_set | self._key_set | target._key_set | _tls.included
        ) & ~_tls.excluded
        entry = huber_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, reduction, delta)
        return kernel.fn(grad_output, self, target, reduction, delta)

    @staticmethod
    def redispatch(ks, grad_output, self, target, reduction, delta):
        entry = huber_loss_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, reduction, delta)
        return kernel.fn(grad_output, self, target, reduction, delta)


class binary_cross_entropy:
    """aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""

    name = "aten::binary_cross_entropy"
    overload_name = ""
    schema_str = "binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight=None, reduction=1):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = binary_cross_entropy.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction)
        return kernel.fn(self, target, weight, reduction)

    @staticmethod
    def redispatch(ks, self, target, weight=None, reduction=1):
        entry = binary_cross_entropy.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, reduction)
        return kernel.fn(self, target, weight, reduction)


class binary_cross_entropy_backward:
    """aten::binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"""

    name = "aten::binary_cross_entropy_backward"
    overload_name = ""
    schema_str = "binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=Mean) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, target, weight=None, reduction=1):
        ks = (
            grad_output._key_set
            | self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = binary_cross_entropy_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, weight, reduction)
        return kernel.fn(grad_output, self, target, weight, reduction)

    @staticmethod
    def redispatch(ks, grad_output, self, target, weight=None, reduction=1):
        entry = binary_cross_entropy_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, target, weight, reduction)
        return kernel.fn(grad_output, self, target, weight, reduction)


class binary_cross_entropy_with_logits:
    """aten::binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor"""

    name = "aten::binary_cross_entropy_with_logits"
    overload_name = ""
    schema_str = "binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=Mean) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, target, weight=None, pos_weight=None, reduction=1):
        ks = (
            self._key_set
            | target._key_set
            | (weight._key_set if weight is not None else 0)
            | (pos_weight._key_set if pos_weight is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = binary_cross_entropy_with_logits.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, pos_weight, reduction)
        return kernel.fn(self, target, weight, pos_weight, reduction)

    @staticmethod
    def redispatch(ks, self, target, weight=None, pos_weight=None, reduction=1):
        entry = binary_cross_entropy_with_logits.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, target, weight, pos_weight, reduction)
        return kernel.fn(self, target, weight, pos_weight, reduction)


class constant_pad_nd:
    """aten::constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"""

    name = "aten::constant_pad_nd"
    overload_name = ""
    schema_str = "constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, pad, value=0):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = constant_pad_nd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pad, value)
        return kernel.fn(self, pad, value)

    @staticmethod
    def redispatch(ks, self, pad, value=0):
        entry = constant_pad_nd.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pad, value)
        return kernel.fn(self, pad, value)


class pad:
    """aten::pad(Tensor self, SymInt[] pad, str mode="constant", float? value=None) -> Tensor"""

    name = "aten::pad"
    overload_name = ""
    schema_str = 'pad(Tensor self, SymInt[] pad, str mode="constant", float? value=None) -> Tensor'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, pad_, mode="constant", value=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = pad.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pad_, mode, value)
        return kernel.fn(self, pad_, mode, value)

    @staticmethod
    def redispatch(ks, self, pad_, mode="constant", value=None):
        entry = pad.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pad_, mode, value)
        return kernel.fn(self, pad_, mode, value)


class _pad_circular:
    """aten::_pad_circular(Tensor self, SymInt[] pad) -> Tensor"""

    name = "aten::_pad_circular"
    overload_name = ""
    schema_str = "_pad_circular(Tensor self, SymInt[] pad) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, pad):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _pad_circular.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pad)
        return kernel.fn(self, pad)

    @staticmethod
    def redispatch(ks, self, pad):
        entry = _pad_circular.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, pad)
        return kernel.fn(self, pad)


class reflection_pad1d:
    """aten::reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""

    name = "aten::reflection_pad1d"
    overload_name = ""
    schema_str = "reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, padding):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = reflection_pad1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)

    @staticmethod
    def redispatch(ks, self, padding):
        entry = reflection_pad1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)


class reflection_pad1d_backward:
    """aten::reflection_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"""

    name = "aten::reflection_pad1d_backward"
    overload_name = ""
    schema_str = (
        "reflection_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, padding):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = reflection_pad1d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)

    @staticmethod
    def redispatch(ks, grad_output, self, padding):
        entry = reflection_pad1d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)


class reflection_pad2d:
    """aten::reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""

    name = "aten::reflection_pad2d"
    overload_name = ""
    schema_str = "reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, padding):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = reflection_pad2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)

    @staticmethod
    def redispatch(ks, self, padding):
        entry = reflection_pad2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)


class reflection_pad2d_backward:
    """aten::reflection_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"""

    name = "aten::reflection_pad2d_backward"
    overload_name = ""
    schema_str = (
        "reflection_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, padding):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = reflection_pad2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)

    @staticmethod
    def redispatch(ks, grad_output, self, padding):
        entry = reflection_pad2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)


class replication_pad1d:
    """aten::replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor"""

    name = "aten::replication_pad1d"
    overload_name = ""
    schema_str = "replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, padding):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = replication_pad1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)

    @staticmethod
    def redispatch(ks, self, padding):
        entry = replication_pad1d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)


class replication_pad1d_backward:
    """aten::replication_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"""

    name = "aten::replication_pad1d_backward"
    overload_name = ""
    schema_str = (
        "replication_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, padding):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = replication_pad1d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)

    @staticmethod
    def redispatch(ks, grad_output, self, padding):
        entry = replication_pad1d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)


class replication_pad2d:
    """aten::replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor"""

    name = "aten::replication_pad2d"
    overload_name = ""
    schema_str = "replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, padding):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = replication_pad2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)

    @staticmethod
    def redispatch(ks, self, padding):
        entry = replication_pad2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, padding)
        return kernel.fn(self, padding)


class replication_pad2d_backward:
    """aten::replication_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"""

    name = "aten::replication_pad2d_backward"
    overload_name = ""
    schema_str = (
        "replication_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, padding):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = replication_pad2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)

    @staticmethod
    def redispatch(ks, grad_output, self, padding):
        entry = replication_pad2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, padding)
        return kernel.fn(grad_output, self, padding)


class upsample_nearest2d:
    """aten::upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor"""

    name = "aten::upsample_nearest2d"
    overload_name = ""
    schema_str = "upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size, scales_h=None, scales_w=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_nearest2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, scales_h, scales_w)
        return kernel.fn(self, output_size, scales_h, scales_w)

    @staticmethod
    def redispatch(ks, self, output_size, scales_h=None, scales_w=None):
        entry = upsample_nearest2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, scales_h, scales_w)
        return kernel.fn(self, output_size, scales_h, scales_w)


class upsample_nearest2d_out:
    """aten::upsample_nearest2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::upsample_nearest2d"
    overload_name = "out"
    schema_str = "upsample_nearest2d.out(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size, scales_h=None, scales_w=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("upsample_nearest2d.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_nearest2d_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, scales_h, scales_w, out)
        return kernel.fn(self, output_size, scales_h, scales_w, out)

    @staticmethod
    def redispatch(ks, self, output_size, scales_h=None, scales_w=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("upsample_nearest2d.out", "out")
        entry = upsample_nearest2d_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, scales_h, scales_w, out)
        return kernel.fn(self, output_size, scales_h, scales_w, out)


class upsample_nearest2d_vec:
    """aten::upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor"""

    name = "aten::upsample_nearest2d"
    overload_name = "vec"
    schema_str = "upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, output_size, scale_factors):
        ks = (input._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_nearest2d_vec.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, output_size, scale_factors)
        return kernel.fn(input, output_size, scale_factors)

    @staticmethod
    def redispatch(ks, input, output_size, scale_factors):
        entry = upsample_nearest2d_vec.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, output_size, scale_factors)
        return kernel.fn(input, output_size, scale_factors)


class upsample_nearest2d_backward:
    """aten::upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor"""

    name = "aten::upsample_nearest2d_backward"
    overload_name = ""
    schema_str = "upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output_size, input_size, scales_h=None, scales_w=None):
        ks = (grad_output._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_nearest2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output_size, input_size, scales_h, scales_w)
        return kernel.fn(grad_output, output_size, input_size, scales_h, scales_w)

    @staticmethod
    def redispatch(ks, grad_output, output_size, input_size, scales_h=None, scales_w=None):
        entry = upsample_nearest2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output_size, input_size, scales_h, scales_w)
        return kernel.fn(grad_output, output_size, input_size, scales_h, scales_w)


class upsample_nearest2d_backward_grad_input:
    """aten::upsample_nearest2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::upsample_nearest2d_backward"
    overload_name = "grad_input"
    schema_str = "upsample_nearest2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_output, output_size, input_size, scales_h=None, scales_w=None, grad_input=_REQUIRED
    ):
        if grad_input is _REQUIRED:
            raise _missing("upsample_nearest2d_backward.grad_input", "grad_input")
        ks = (grad_output._key_set | grad_input._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_nearest2d_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, output_size, input_size, scales_h, scales_w, grad_input
            )
        return kernel.fn(grad_output, output_size, input_size, scales_h, scales_w, grad_input)

    @staticmethod
    def redispatch(
        ks, grad_output, output_size, input_size, scales_h=None, scales_w=None, grad_input=_REQUIRED
    ):
        if grad_input is _REQUIRED:
            raise _missing("upsample_nearest2d_backward.grad_input", "grad_input")
        entry = upsample_nearest2d_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, output_size, input_size, scales_h, scales_w, grad_input
            )
        return kernel.fn(grad_output, output_size, input_size, scales_h, scales_w, grad_input)


class upsample_bilinear2d:
    """aten::upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""

    name = "aten::upsample_bilinear2d"
    overload_name = ""
    schema_str = "upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size, align_corners, scales_h=None, scales_w=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_bilinear2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, align_corners, scales_h, scales_w)
        return kernel.fn(self, output_size, align_corners, scales_h, scales_w)

    @staticmethod
    def redispatch(ks, self, output_size, align_corners, scales_h=None, scales_w=None):
        entry = upsample_bilinear2d.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, align_corners, scales_h, scales_w)
        return kernel.fn(self, output_size, align_corners, scales_h, scales_w)


class upsample_bilinear2d_out:
    """aten::upsample_bilinear2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::upsample_bilinear2d"
    overload_name = "out"
    schema_str = "upsample_bilinear2d.out(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, output_size, align_corners, scales_h=None, scales_w=None, out=_REQUIRED):
        if out is _REQUIRED:
            raise _missing("upsample_bilinear2d.out", "out")
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_bilinear2d_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, align_corners, scales_h, scales_w, out)
        return kernel.fn(self, output_size, align_corners, scales_h, scales_w, out)

    @staticmethod
    def redispatch(
        ks, self, output_size, align_corners, scales_h=None, scales_w=None, out=_REQUIRED
    ):
        if out is _REQUIRED:
            raise _missing("upsample_bilinear2d.out", "out")
        entry = upsample_bilinear2d_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, output_size, align_corners, scales_h, scales_w, out)
        return kernel.fn(self, output_size, align_corners, scales_h, scales_w, out)


class upsample_bilinear2d_vec:
    """aten::upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor"""

    name = "aten::upsample_bilinear2d"
    overload_name = "vec"
    schema_str = "upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, output_size, align_corners, scale_factors):
        ks = (input._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_bilinear2d_vec.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, output_size, align_corners, scale_factors)
        return kernel.fn(input, output_size, align_corners, scale_factors)

    @staticmethod
    def redispatch(ks, input, output_size, align_corners, scale_factors):
        entry = upsample_bilinear2d_vec.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, output_size, align_corners, scale_factors)
        return kernel.fn(input, output_size, align_corners, scale_factors)


class upsample_bilinear2d_backward:
    """aten::upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"""

    name = "aten::upsample_bilinear2d_backward"
    overload_name = ""
    schema_str = "upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output_size, input_size, align_corners, scales_h=None, scales_w=None):
        ks = (grad_output._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_bilinear2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, output_size, input_size, align_corners, scales_h, scales_w
            )
        return kernel.fn(grad_output, output_size, input_size, align_corners, scales_h, scales_w)

    @staticmethod
    def redispatch(
        ks, grad_output, output_size, input_size, align_corners, scales_h=None, scales_w=None
    ):
        entry = upsample_bilinear2d_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, output_size, input_size, align_corners, scales_h, scales_w
            )
        return kernel.fn(grad_output, output_size, input_size, align_corners, scales_h, scales_w)


class upsample_bilinear2d_backward_grad_input:
    """aten::upsample_bilinear2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::upsample_bilinear2d_backward"
    overload_name = "grad_input"
    schema_str = "upsample_bilinear2d_backward.grad_input(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        grad_output,
        output_size,
        input_size,
        align_corners,
        scales_h=None,
        scales_w=None,
        grad_input=_REQUIRED,
    ):
        if grad_input is _REQUIRED:
            raise _missing("upsample_bilinear2d_backward.grad_input", "grad_input")
        ks = (grad_output._key_set | grad_input._key_set | _tls.included) & ~_tls.excluded
        entry = upsample_bilinear2d_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                output_size,
                input_size,
                align_corners,
                scales_h,
                scales_w,
                grad_input,
            )
        return kernel.fn(
            grad_output, output_size, input_size, align_corners, scales_h, scales_w, grad_input
        )

    @staticmethod
    def redispatch(
        ks,
        grad_output,
        output_size,
        input_size,
        align_corners,
        scales_h=None,
        scales_w=None,
        grad_input=_REQUIRED,
    ):
        if grad_input is _REQUIRED:
            raise _missing("upsample_bilinear2d_backward.grad_input", "grad_input")
        entry = upsample_bilinear2d_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks,
                grad_output,
                output_size,
                input_size,
                align_corners,
                scales_h,
                scales_w,
                grad_input,
            )
        return kernel.fn(
            grad_output, output_size, input_size, align_corners, scales_h, scales_w, grad_input
        )


class linear:
    """aten::linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor"""

    name = "aten::linear"
    overload_name = ""
    schema_str = "linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, weight, bias=None):
        ks = (
            input._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = linear.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias)
        return kernel.fn(input, weight, bias)

    @staticmethod
    def redispatch(ks, input, weight, bias=None):
        entry = linear.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, weight, bias)
        return kernel.fn(input, weight, bias)


class bilinear:
    """aten::bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor"""

    name = "aten::bilinear"
    overload_name = ""
    schema_str = (
        "bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor"
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input1, input2, weight, bias=None):
        ks = (
            input1._key_set
            | input2._key_set
            | weight._key_set
            | (bias._key_set if bias is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = bilinear.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input1, input2, weight, bias)
        return kernel.fn(input1, input2, weight, bias)

    @staticmethod
    def redispatch(ks, input1, input2, weight, bias=None):
        entry = bilinear.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input1, input2, weight, bias)
        return kernel.fn(input1, input2, weight, bias)


class dropout:
    """aten::dropout(Tensor input, float p, bool train) -> Tensor"""

    name = "aten::dropout"
    overload_name = ""
    schema_str = "dropout(Tensor input, float p, bool train) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, p, train):
        ks = (input._key_set | _tls.included) & ~_tls.excluded
        entry = dropout.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, p, train)
        return kernel.fn(input, p, train)

    @staticmethod
    def redispatch(ks, input, p, train):
        entry = dropout.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, p, train)
        return kernel.fn(input, p, train)


class feature_dropout:
    """aten::feature_dropout(Tensor input, float p, bool train) -> Tensor"""

    name = "aten::feature_dropout"
    overload_name = ""
    schema_str = "feature_dropout(Tensor input, float p, bool train) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, p, train):
        ks = (input._key_set | _tls.included) & ~_tls.excluded
        entry = feature_dropout.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, p, train)
        return kernel.fn(input, p, train)

    @staticmethod
    def redispatch(ks, input, p, train):
        entry = feature_dropout.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, p, train)
        return kernel.fn(input, p, train)


class native_dropout:
    """aten::native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)"""

    name = "aten::native_dropout"
    overload_name = ""
    schema_str = "native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(input, p, train):
        ks = (input._key_set | _tls.included) & ~_tls.excluded
        entry = native_dropout.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, p, train)
        return kernel.fn(input, p, train)

    @staticmethod
    def redispatch(ks, input, p, train):
        entry = native_dropout.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, input, p, train)
        return kernel.fn(input, p, train)


class native_dropout_backward:
    """aten::native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor"""

    name = "aten::native_dropout_backward"
    overload_name = ""
    schema_str = "native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, mask, scale):
        ks = (grad_output._key_set | mask._key_set | _tls.included) & ~_tls.excluded
        entry = native_dropout_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, mask, scale)
        return kernel.fn(grad_output, mask, scale)

    @staticmethod
    def redispatch(ks, grad_output, mask, scale):
        entry = native_dropout_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, mask, scale)
        return kernel.fn(grad_output, mask, scale)


class scaled_dot_product_attention:
    """aten::scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor"""

    name = "aten::scaled_dot_product_attention"
    overload_name = ""
    schema_str = "scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(
        query,
        key,
        value,
        attn_mask=None,
        dropout_p=0.0,
        is_causal=False,
        scale=None,
        enable_gqa=False,
    ):
        ks = (
            query._key_set
            | key._key_set
            | value._key_set
            | (attn_mask._key_set if attn_mask is not None else 0)
            | _tls.included
        ) & ~_tls.excluded
        entry = scaled_dot_product_attention.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa
            )
        return kernel.fn(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa)

    @staticmethod
    def redispatch(
        ks,
        query,
        key,
        value,
        attn_mask=None,
        dropout_p=0.0,
        is_causal=False,
        scale=None,
        enable_gqa=False,
    ):
        entry = scaled_dot_product_attention.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa
            )
        return kernel.fn(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa)


class threshold:
    """aten::threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor"""

    name = "aten::threshold"
    overload_name = ""
    schema_str = "threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, threshold_, value):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = threshold.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, threshold_, value)
        return kernel.fn(self, threshold_, value)

    @staticmethod
    def redispatch(ks, self, threshold_, value):
        entry = threshold.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, threshold_, value)
        return kernel.fn(self, threshold_, value)


class threshold_:
    """aten::threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)"""

    name = "aten::threshold_"
    overload_name = ""
    schema_str = "threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, threshold, value):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = threshold_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, threshold, value)
        return kernel.fn(self, threshold, value)

    @staticmethod
    def redispatch(ks, self, threshold, value):
        entry = threshold_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, threshold, value)
        return kernel.fn(self, threshold, value)


class threshold_out:
    """aten::threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::threshold"
    overload_name = "out"
    schema_str = "threshold.out(Tensor self, Scalar threshold, Scalar value, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, threshold, value, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = threshold_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, threshold, value, out)
        return kernel.fn(self, threshold, value, out)

    @staticmethod
    def redispatch(ks, self, threshold, value, out):
        entry = threshold_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, threshold, value, out)
        return kernel.fn(self, threshold, value, out)


class threshold_backward:
    """aten::threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor"""

    name = "aten::threshold_backward"
    overload_name = ""
    schema_str = "threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, threshold):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = threshold_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, threshold)
        return kernel.fn(grad_output, self, threshold)

    @staticmethod
    def redispatch(ks, grad_output, self, threshold):
        entry = threshold_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, threshold)
        return kernel.fn(grad_output, self, threshold)


class threshold_backward_grad_input:
    """aten::threshold_backward.grad_input(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::threshold_backward"
    overload_name = "grad_input"
    schema_str = "threshold_backward.grad_input(Tensor grad_output, Tensor self, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, threshold, grad_input):
        ks = (
            grad_output._key_set | self._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = threshold_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, threshold, grad_input)
        return kernel.fn(grad_output, self, threshold, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, self, threshold, grad_input):
        entry = threshold_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, threshold, grad_input)
        return kernel.fn(grad_output, self, threshold, grad_input)


class gelu_backward:
    """aten::gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor"""

    name = "aten::gelu_backward"
    overload_name = ""
    schema_str = (
        'gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor'
    )
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, approximate="none"):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = gelu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, approximate)
        return kernel.fn(grad_output, self, approximate)

    @staticmethod
    def redispatch(ks, grad_output, self, approximate="none"):
        entry = gelu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, approximate)
        return kernel.fn(grad_output, self, approximate)


class gelu_backward_grad_input:
    """aten::gelu_backward.grad_input(Tensor grad_output, Tensor self, *, str approximate="none", Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::gelu_backward"
    overload_name = "grad_input"
    schema_str = 'gelu_backward.grad_input(Tensor grad_output, Tensor self, *, str approximate="none", Tensor(a!) grad_input) -> Tensor(a!)'
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, approximate="none", grad_input=_REQUIRED):
        if grad_input is _REQUIRED:
            raise _missing("gelu_backward.grad_input", "grad_input")
        ks = (
            grad_output._key_set | self._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = gelu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, approximate, grad_input)
        return kernel.fn(grad_output, self, approximate, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, self, approximate="none", grad_input=_REQUIRED):
        if grad_input is _REQUIRED:
            raise _missing("gelu_backward.grad_input", "grad_input")
        entry = gelu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, approximate, grad_input)
        return kernel.fn(grad_output, self, approximate, grad_input)


class silu_backward:
    """aten::silu_backward(Tensor grad_output, Tensor self) -> Tensor"""

    name = "aten::silu_backward"
    overload_name = ""
    schema_str = "silu_backward(Tensor grad_output, Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = silu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self)
        return kernel.fn(grad_output, self)

    @staticmethod
    def redispatch(ks, grad_output, self):
        entry = silu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self)
        return kernel.fn(grad_output, self)


class silu_backward_grad_input:
    """aten::silu_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::silu_backward"
    overload_name = "grad_input"
    schema_str = "silu_backward.grad_input(Tensor grad_output, Tensor self, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, grad_input):
        ks = (
            grad_output._key_set | self._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = silu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, grad_input)
        return kernel.fn(grad_output, self, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, self, grad_input):
        entry = silu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, grad_input)
        return kernel.fn(grad_output, self, grad_input)


class elu_backward:
    """aten::elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor"""

    name = "aten::elu_backward"
    overload_name = ""
    schema_str = "elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, alpha, scale, input_scale, is_result, self_or_result):
        ks = (grad_output._key_set | self_or_result._key_set | _tls.included) & ~_tls.excluded
        entry = elu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, alpha, scale, input_scale, is_result, self_or_result)
        return kernel.fn(grad_output, alpha, scale, input_scale, is_result, self_or_result)

    @staticmethod
    def redispatch(ks, grad_output, alpha, scale, input_scale, is_result, self_or_result):
        entry = elu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, alpha, scale, input_scale, is_result, self_or_result)
        return kernel.fn(grad_output, alpha, scale, input_scale, is_result, self_or_result)


class elu_backward_grad_input:
    """aten::elu_backward.grad_input(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::elu_backward"
    overload_name = "grad_input"
    schema_str = "elu_backward.grad_input(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input):
        ks = (
            grad_output._key_set | self_or_result._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = elu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
            )
        return kernel.fn(
            grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
        )

    @staticmethod
    def redispatch(
        ks, grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
    ):
        entry = elu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(
                ks, grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
            )
        return kernel.fn(
            grad_output, alpha, scale, input_scale, is_result, self_or_result, grad_input
        )


class leaky_relu_backward:
    """aten::leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor"""

    name = "aten::leaky_relu_backward"
    overload_name = ""
    schema_str = "leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, negative_slope, self_is_result):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = leaky_relu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, negative_slope, self_is_result)
        return kernel.fn(grad_output, self, negative_slope, self_is_result)

    @staticmethod
    def redispatch(ks, grad_output, self, negative_slope, self_is_result):
        entry = leaky_relu_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, negative_slope, self_is_result)
        return kernel.fn(grad_output, self, negative_slope, self_is_result)


class leaky_relu_backward_grad_input:
    """aten::leaky_relu_backward.grad_input(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::leaky_relu_backward"
    overload_name = "grad_input"
    schema_str = "leaky_relu_backward.grad_input(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, negative_slope, self_is_result, grad_input):
        ks = (
            grad_output._key_set | self._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = leaky_relu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, negative_slope, self_is_result, grad_input)
        return kernel.fn(grad_output, self, negative_slope, self_is_result, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, self, negative_slope, self_is_result, grad_input):
        entry = leaky_relu_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, negative_slope, self_is_result, grad_input)
        return kernel.fn(grad_output, self, negative_slope, self_is_result, grad_input)


class softplus_backward:
    """aten::softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor"""

    name = "aten::softplus_backward"
    overload_name = ""
    schema_str = "softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, beta, threshold):
        ks = (grad_output._key_set | self._key_set | _tls.included) & ~_tls.excluded
        entry = softplus_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, beta, threshold)
        return kernel.fn(grad_output, self, beta, threshold)

    @staticmethod
    def redispatch(ks, grad_output, self, beta, threshold):
        entry = softplus_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, beta, threshold)
        return kernel.fn(grad_output, self, beta, threshold)


class softplus_backward_grad_input:
    """aten::softplus_backward.grad_input(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::softplus_backward"
    overload_name = "grad_input"
    schema_str = "softplus_backward.grad_input(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, self, beta, threshold, grad_input):
        ks = (
            grad_output._key_set | self._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = softplus_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, beta, threshold, grad_input)
        return kernel.fn(grad_output, self, beta, threshold, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, self, beta, threshold, grad_input):
        entry = softplus_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, self, beta, threshold, grad_input)
        return kernel.fn(grad_output, self, beta, threshold, grad_input)


class sigmoid_backward:
    """aten::sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor"""

    name = "aten::sigmoid_backward"
    overload_name = ""
    schema_str = "sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output):
        ks = (grad_output._key_set | output._key_set | _tls.included) & ~_tls.excluded
        entry = sigmoid_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output)
        return kernel.fn(grad_output, output)

    @staticmethod
    def redispatch(ks, grad_output, output):
        entry = sigmoid_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output)
        return kernel.fn(grad_output, output)


class sigmoid_backward_grad_input:
    """aten::sigmoid_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::sigmoid_backward"
    overload_name = "grad_input"
    schema_str = "sigmoid_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output, grad_input):
        ks = (
            grad_output._key_set | output._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = sigmoid_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, grad_input)
        return kernel.fn(grad_output, output, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, output, grad_input):
        entry = sigmoid_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, grad_input)
        return kernel.fn(grad_output, output, grad_input)


class tanh_backward:
    """aten::tanh_backward(Tensor grad_output, Tensor output) -> Tensor"""

    name = "aten::tanh_backward"
    overload_name = ""
    schema_str = "tanh_backward(Tensor grad_output, Tensor output) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output):
        ks = (grad_output._key_set | output._key_set | _tls.included) & ~_tls.excluded
        entry = tanh_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output)
        return kernel.fn(grad_output, output)

    @staticmethod
    def redispatch(ks, grad_output, output):
        entry = tanh_backward.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output)
        return kernel.fn(grad_output, output)


class tanh_backward_grad_input:
    """aten::tanh_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::tanh_backward"
    overload_name = "grad_input"
    schema_str = "tanh_backward.grad_input(Tensor grad_output, Tensor output, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output, grad_input):
        ks = (
            grad_output._key_set | output._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = tanh_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, grad_input)
        return kernel.fn(grad_output, output, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, output, grad_input):
        entry = tanh_backward_grad_input.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, grad_input)
        return kernel.fn(grad_output, output, grad_input)


class _softmax_backward_data:
    """aten::_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""

    name = "aten::_softmax_backward_data"
    overload_name = ""
    schema_str = "_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output, dim, input_dtype):
        ks = (grad_output._key_set | output._key_set | _tls.included) & ~_tls.excluded
        entry = _softmax_backward_data.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype)
        return kernel.fn(grad_output, output, dim, input_dtype)

    @staticmethod
    def redispatch(ks, grad_output, output, dim, input_dtype):
        entry = _softmax_backward_data.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype)
        return kernel.fn(grad_output, output, dim, input_dtype)


class _softmax_backward_data_out:
    """aten::_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) grad_input) -> Tensor(a!)"""

    name = "aten::_softmax_backward_data"
    overload_name = "out"
    schema_str = "_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) grad_input) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output, dim, input_dtype, grad_input):
        ks = (
            grad_output._key_set | output._key_set | grad_input._key_set | _tls.included
        ) & ~_tls.excluded
        entry = _softmax_backward_data_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype, grad_input)
        return kernel.fn(grad_output, output, dim, input_dtype, grad_input)

    @staticmethod
    def redispatch(ks, grad_output, output, dim, input_dtype, grad_input):
        entry = _softmax_backward_data_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype, grad_input)
        return kernel.fn(grad_output, output, dim, input_dtype, grad_input)


class _log_softmax_backward_data:
    """aten::_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"""

    name = "aten::_log_softmax_backward_data"
    overload_name = ""
    schema_str = "_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output, dim, input_dtype):
        ks = (grad_output._key_set | output._key_set | _tls.included) & ~_tls.excluded
        entry = _log_softmax_backward_data.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype)
        return kernel.fn(grad_output, output, dim, input_dtype)

    @staticmethod
    def redispatch(ks, grad_output, output, dim, input_dtype):
        entry = _log_softmax_backward_data.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype)
        return kernel.fn(grad_output, output, dim, input_dtype)


class _log_softmax_backward_data_out:
    """aten::_log_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::_log_softmax_backward_data"
    overload_name = "out"
    schema_str = "_log_softmax_backward_data.out(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(grad_output, output, dim, input_dtype, out):
        ks = (
            grad_output._key_set | output._key_set | out._key_set | _tls.included
        ) & ~_tls.excluded
        entry = _log_softmax_backward_data_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype, out)
        return kernel.fn(grad_output, output, dim, input_dtype, out)

    @staticmethod
    def redispatch(ks, grad_output, output, dim, input_dtype, out):
        entry = _log_softmax_backward_data_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, grad_output, output, dim, input_dtype, out)
        return kernel.fn(grad_output, output, dim, input_dtype, out)


class new_empty:
    """aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::new_empty"
    overload_name = ""
    schema_str = "new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = new_empty.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, self, size, dtype=None, layout=None, device=None, pin_memory=None):
        entry = new_empty.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, dtype, layout, device, pin_memory)


class new_full:
    """aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::new_full"
    overload_name = ""
    schema_str = "new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, fill_value, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = new_full.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, fill_value, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, fill_value, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(
        ks, self, size, fill_value, dtype=None, layout=None, device=None, pin_memory=None
    ):
        entry = new_full.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, fill_value, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, fill_value, dtype, layout, device, pin_memory)


class new_zeros:
    """aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::new_zeros"
    overload_name = ""
    schema_str = "new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = new_zeros.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, self, size, dtype=None, layout=None, device=None, pin_memory=None):
        entry = new_zeros.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, dtype, layout, device, pin_memory)


class new_ones:
    """aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"""

    name = "aten::new_ones"
    overload_name = ""
    schema_str = "new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, size, dtype=None, layout=None, device=None, pin_memory=None):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = new_ones.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, dtype, layout, device, pin_memory)

    @staticmethod
    def redispatch(ks, self, size, dtype=None, layout=None, device=None, pin_memory=None):
        entry = new_ones.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, size, dtype, layout, device, pin_memory)
        return kernel.fn(self, size, dtype, layout, device, pin_memory)


class broadcast_tensors:
    """aten::broadcast_tensors(Tensor[] tensors) -> Tensor[]"""

    name = "aten::broadcast_tensors"
    overload_name = ""
    schema_str = "broadcast_tensors(Tensor[] tensors) -> Tensor[]"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(tensors):
        ks = (_keys_of_list(tensors) | _tls.included) & ~_tls.excluded
        entry = broadcast_tensors.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)

    @staticmethod
    def redispatch(ks, tensors):
        entry = broadcast_tensors.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, tensors)
        return kernel.fn(tensors)


class erfinv:
    """aten::erfinv(Tensor self) -> Tensor"""

    name = "aten::erfinv"
    overload_name = ""
    schema_str = "erfinv(Tensor self) -> Tensor"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = erfinv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = erfinv.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class erfinv_:
    """aten::erfinv_(Tensor(a!) self) -> Tensor(a!)"""

    name = "aten::erfinv_"
    overload_name = ""
    schema_str = "erfinv_(Tensor(a!) self) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = erfinv_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)

    @staticmethod
    def redispatch(ks, self):
        entry = erfinv_.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self)
        return kernel.fn(self)


class erfinv_out:
    """aten::erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"""

    name = "aten::erfinv"
    overload_name = "out"
    schema_str = "erfinv.out(Tensor self, *, Tensor(a!) out) -> Tensor(a!)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, out):
        ks = (self._key_set | out._key_set | _tls.included) & ~_tls.excluded
        entry = erfinv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)

    @staticmethod
    def redispatch(ks, self, out):
        entry = erfinv_out.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, out)
        return kernel.fn(self, out)


class _unique2:
    """aten::_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""

    name = "aten::_unique2"
    overload_name = ""
    schema_str = "_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, sorted=True, return_inverse=False, return_counts=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = _unique2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, sorted, return_inverse, return_counts)
        return kernel.fn(self, sorted, return_inverse, return_counts)

    @staticmethod
    def redispatch(ks, self, sorted=True, return_inverse=False, return_counts=False):
        entry = _unique2.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, sorted, return_inverse, return_counts)
        return kernel.fn(self, sorted, return_inverse, return_counts)


class unique_dim:
    """aten::unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"""

    name = "aten::unique_dim"
    overload_name = ""
    schema_str = "unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)"
    entry: OperatorEntry  # bound by register_schemas

    @staticmethod
    def call(self, dim, sorted=True, return_inverse=False, return_counts=False):
        ks = (self._key_set | _tls.included) & ~_tls.excluded
        entry = unique_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, sorted, return_inverse, return_counts)
        return kernel.fn(self, dim, sorted, return_inverse, return_counts)

    @staticmethod
    def redispatch(ks, self, dim, sorted=True, return_inverse=False, return_counts=False):
        entry = unique_dim.entry
        kernel = entry._cache.get(ks) or entry.lookup(ks)
        if kernel.with_keyset:
            return kernel.fn(ks, self, dim, sorted, return_inverse, return_counts)
        return kernel.fn(self, dim, sorted, return_inverse, return_counts)


_ALL_OPS = (
    empty_memory_format,
    empty_strided,
    copy_,
    _to_copy,
    fill__Scalar,
    zero_,
    clone,
    add_Tensor,
    add__Tensor,
    add_out,
    sub_Tensor,
    sub__Tensor,
    sub_out,
    rsub_Tensor,
    mul_Tensor,
    mul__Tensor,
    mul_out,
    div_Tensor,
    div__Tensor,
    div_out,
    div_Tensor_mode,
    div__Tensor_mode,
    div_out_mode,
    floor_divide,
    floor_divide__Tensor,
    floor_divide_out,
    remainder_Tensor,
    remainder__Tensor,
    remainder_Tensor_out,
    fmod_Tensor,
    fmod__Tensor,
    fmod_Tensor_out,
    pow_Tensor_Tensor,
    pow__Tensor,
    pow_Tensor_Tensor_out,
    atan2,
    atan2_,
    atan2_out,
    maximum,
    maximum_out,
    minimum,
    minimum_out,
    eq_Tensor,
    eq__Tensor,
    eq_Tensor_out,
    ne_Tensor,
    ne__Tensor,
    ne_Tensor_out,
    lt_Tensor,
    lt__Tensor,
    lt_Tensor_out,
    le_Tensor,
    le__Tensor,
    le_Tensor_out,
    gt_Tensor,
    gt__Tensor,
    gt_Tensor_out,
    ge_Tensor,
    ge__Tensor,
    ge_Tensor_out,
    logical_and,
    logical_and_,
    logical_and_out,
    logical_or,
    logical_or_,
    logical_or_out,
    logical_xor,
    logical_xor_,
    logical_xor_out,
    bitwise_and_Tensor,
    bitwise_and__Tensor,
    bitwise_and_Tensor_out,
    bitwise_or_Tensor,
    bitwise_or__Tensor,
    bitwise_or_Tensor_out,
    bitwise_xor_Tensor,
    bitwise_xor__Tensor,
    bitwise_xor_Tensor_out,
    bitwise_left_shift_Tensor,
    bitwise_left_shift__Tensor,
    bitwise_left_shift_Tensor_out,
    bitwise_right_shift_Tensor,
    bitwise_right_shift__Tensor,
    bitwise_right_shift_Tensor_out,
    where_self,
    where_self_out,
    lerp_Tensor,
    lerp__Tensor,
    lerp_Tensor_out,
    addcmul,
    addcmul_,
    addcmul_out,
    addcdiv,
    addcdiv_,
    addcdiv_out,
    clamp,
    clamp_,
    clamp_out,
    clamp_Tensor,
    clamp__Tensor,
    clamp_Tensor_out,
    clip,
    clip_Tensor,
    abs,
    abs_,
    abs_out,
    neg,
    neg_,
    neg_out,
    sign,
    sign_,
    sign_out,
    exp,
    exp_,
    exp_out,
    exp2,
    exp2_,
    exp2_out,
    expm1,
    expm1_,
    expm1_out,
    log,
    log_,
    log_out,
    log2,
    log2_,
    log2_out,
    log10,
    log10_,
    log10_out,
    log1p,
    log1p_,
    log1p_out,
    sqrt,
    sqrt_,
    sqrt_out,
    rsqrt,
    rsqrt_,
    rsqrt_out,
    reciprocal,
    reciprocal_,
    reciprocal_out,
    sin,
    sin_,
    sin_out,
    cos,
    cos_,
    cos_out,
    tan,
    tan_,
    tan_out,
    asin,
    asin_,
    asin_out,
    acos,
    acos_,
    acos_out,
    atan,
    atan_,
    atan_out,
    sinh,
    sinh_,
    sinh_out,
    cosh,
    cosh_,
    cosh_out,
    tanh,
    tanh_,
    tanh_out,
    sigmoid,
    sigmoid_,
    sigmoid_out,
    erf,
    erf_,
    erf_out,
    floor,
    floor_,
    floor_out,
    ceil,
    ceil_,
    ceil_out,
    trunc,
    trunc_,
    trunc_out,
    round,
    round_,
    round_out,
    frac,
    frac_,
    frac_out,
    relu,
    relu_,
    relu_out,
    silu,
    silu_,
    silu_out,
    logical_not,
    logical_not_,
    logical_not_out,
    bitwise_not,
    bitwise_not_,
    bitwise_not_out,
    round_decimals,
    round__decimals,
    round_decimals_out,
    gelu,
    gelu_,
    gelu_out,
    softplus,
    softplus_out,
    leaky_relu,
    leaky_relu_,
    leaky_relu_out,
    elu,
    elu_,
    elu_out,
    nan_to_num,
    nan_to_num_,
    nan_to_num_out,
    isnan,
    isnan_out,
    isinf,
    isinf_out,
    isfinite,
    isfinite_out,
    square,
    square_,
    zeros,
    zeros_out,
    ones,
    ones_out,
    full,
    full_out,
    scalar_tensor,
    empty_like,
    zeros_like,
    ones_like,
    full_like,
    arange,
    arange_start,
    arange_start_step,
    arange_out,
    arange_start_out,
    linspace,
    linspace_out,
    logspace,
    logspace_out,
    eye,
    tril_indices,
    triu_indices,
    eye_m,
    eye_out,
    eye_m_out,
    uniform_,
    normal_,
    random__from,
    random__to,
    random_,
    exponential_,
    bernoulli__Tensor,
    bernoulli__float,
    bernoulli,
    bernoulli_out,
    bernoulli_p,
    multinomial,
    multinomial_out,
    cauchy_,
    _standard_gamma,
    _standard_gamma_grad,
    _sample_dirichlet,
    _dirichlet_grad,
    poisson,
    binomial,
    randperm,
    randperm_out,
    rand,
    rand_out,
    randn,
    randn_out,
    randint,
    randint_low,
    randint_out,
    randint_low_out,
    rand_like,
    randn_like,
    randint_like,
    randint_like_low_dtype,
    normal_Tensor_float,
    normal_Tensor_float_out,
    normal_float_Tensor,
    normal_float_Tensor_out,
    normal_Tensor_Tensor,
    normal_Tensor_Tensor_out,
    normal_float_float,
    normal_float_float_out,
    sum,
    sum_dim_IntList,
    sum_IntList_out,
    sum_out,
    mean,
    mean_dim,
    mean_out,
    mean_dtype_out,
    prod,
    prod_dim_int,
    prod_int_out,
    amax,
    amax_out,
    amin,
    amin_out,
    max,
    max_dim,
    max_dim_max,
    max_other,
    max_out,
    min,
    min_dim,
    min_dim_min,
    min_other,
    min_out,
    argmax,
    argmax_out,
    argmin,
    argmin_out,
    all,
    all_dim,
    all_dims,
    all_out,
    all_dims_out,
    all_all_out,
    any,
    any_dim,
    any_dims,
    any_out,
    any_dims_out,
    any_all_out,
    var,
    var_dim,
    var_correction,
    var_correction_out,
    var_mean_correction,
    std,
    std_dim,
    std_correction,
    std_correction_out,
    std_mean_correction,
    norm_Scalar,
    norm_ScalarOpt_dim,
    norm_out,
    linalg_vector_norm,
    linalg_vector_norm_out,
    linalg_inv,
    inverse,
    linalg_det,
    det,
    linalg_slogdet,
    slogdet,
    linalg_solve,
    linalg_cholesky,
    _linalg_svd,
    linalg_svd,
    linalg_svdvals,
    svd,
    linalg_eigh,
    linalg_eigvalsh,
    linalg_matrix_norm,
    linalg_matrix_norm_str_ord,
    linalg_norm,
    linalg_norm_ord_str,
    linalg_cross,
    cross,
    linalg_diagonal,
    linalg_matmul,
    linalg_vecdot,
    linalg_multi_dot,
    chain_matmul,
    linalg_vander,
    vander,
    linalg_matrix_exp,
    matrix_exp,
    linalg_matrix_power,
    matrix_power,
    linalg_lu_factor_ex,
    linalg_lu_factor,
    linalg_lu,
    linalg_lu_solve,
    lu_unpack,
    lu_solve,
    _lu_with_info,
    linalg_solve_ex,
    linalg_inv_ex,
    linalg_solve_triangular,
    triangular_solve,
    linalg_cholesky_ex,
    cholesky,
    cholesky_inverse,
    cholesky_solve,
    linalg_ldl_factor_ex,
    linalg_ldl_factor,
    linalg_ldl_solve,
    linalg_qr,
    qr,
    geqrf,
    linalg_householder_product,
    orgqr,
    ormqr,
    linalg_lstsq,
    linalg_pinv_atol_rtol_tensor,
    linalg_pinv_atol_rtol_float,
    linalg_pinv,
    linalg_pinv_rcond_tensor,
    pinverse,
    linalg_matrix_rank_atol_rtol_tensor,
    linalg_matrix_rank_atol_rtol_float,
    linalg_matrix_rank,
    linalg_matrix_rank_tol_tensor,
    linalg_eig,
    linalg_eigvals,
    linalg_cond,
    linalg_cond_p_str,
    frobenius_norm_dim,
    nuclear_norm,
    nuclear_norm_dim,
    logdet,
    linalg_tensorinv,
    linalg_tensorsolve,
    cumsum,
    cumsum_,
    cumsum_out,
    cumprod,
    cumprod_,
    cumprod_out,
    logsumexp,
    logsumexp_out,
    softmax_int,
    _softmax,
    _softmax_out,
    log_softmax_int,
    _log_softmax,
    _log_softmax_out,
    topk,
    topk_values,
    sort,
    sort_stable,
    sort_values,
    sort_values_stable,
    argsort,
    argsort_stable,
    view,
    view_dtype,
    _unsafe_view,
    alias,
    as_strided,
    as_strided_,
    select_int,
    slice_Tensor,
    unsqueeze,
    unsqueeze_,
    expand,
    squeeze,
    squeeze_dim,
    squeeze_dims,
    squeeze_,
    squeeze__dim,
    squeeze__dims,
    permute,
    transpose_int,
    transpose_,
    t,
    t_,
    diagonal,
    split_Tensor,
    split_sizes,
    split_with_sizes,
    unbind_int,
    resize_,
    reshape,
    reshape_as,
    view_as,
    flatten_using_ints,
    unflatten_int,
    ravel,
    expand_as,
    broadcast_to,
    narrow,
    narrow_Tensor,
    chunk,
    movedim_intlist,
    movedim_int,
    moveaxis_intlist,
    moveaxis_int,
    swapaxes,
    swapdims,
    contiguous,
    cat,
    cat_out,
    stack,
    stack_out,
    hstack,
    hstack_out,
    vstack,
    vstack_out,
    flip,
    roll,
    repeat,
    tile,
    repeat_interleave_Tensor,
    repeat_interleave_self_Tensor,
    repeat_interleave_self_int,
    tril,
    tril_,
    tril_out,
    triu,
    triu_,
    triu_out,
    diag,
    index_Tensor,
    index_Tensor_out,
    index_put_,
    index_put,
    index_select,
    index_select_out,
    gather,
    gather_out,
    scatter_src,
    scatter__src,
    scatter_src_out,
    scatter_value,
    scatter__value,
    scatter_value_out,
    scatter_reduce,
    scatter__reduce,
    scatter_reduce_out,
    scatter_value_reduce,
    scatter__value_reduce,
    scatter_value_reduce_out,
    scatter_add,
    scatter_add_,
    scatter_add_out,
    scatter_reduce_two,
    scatter_reduce__two,
    scatter_reduce_two_out,
    index_add,
    index_add_,
    index_add_out,
    index_fill__int_Scalar,
    index_fill_int_Scalar,
    index_fill__int_Tensor,
    index_fill_int_Tensor,
    masked_fill__Scalar,
    masked_fill_Scalar,
    masked_fill__Tensor,
    masked_fill_Tensor,
    masked_select,
    masked_select_out,
    masked_scatter_,
    masked_scatter,
    nonzero,
    nonzero_out,
    nonzero_numpy,
    argwhere,
    take,
    take_out,
    put_,
    put,
    mm,
    mm_out,
    bmm,
    bmm_out,
    mv,
    mv_out,
    dot,
    dot_out,
    addmm,
    addmm_,
    addmm_out,
    addmv,
    addmv_,
    addmv_out,
    baddbmm,
    baddbmm_,
    baddbmm_out,
    addbmm,
    addbmm_,
    addbmm_out,
    matmul,
    matmul_out,
    outer,
    outer_out,
    ger,
    ger_out,
    tensordot,
    tensordot_out,
    einsum,
    searchsorted_Tensor,
    bucketize_Tensor,
    isin_Tensor_Tensor,
    histc,
    kron,
    cdist,
    diff,
    trapezoid_x,
    trapezoid_dx,
    logcumsumexp,
    count_nonzero_dim_IntList,
    count_nonzero,
    meshgrid,
    meshgrid_indexing,
    cartesian_prod,
    isclose,
    allclose,
    equal,
    convolution,
    convolution_backward,
    conv1d,
    conv2d,
    conv3d,
    conv1d_padding,
    conv2d_padding,
    conv3d_padding,
    conv_transpose1d,
    conv_transpose2d_input,
    conv_transpose3d_input,
    max_pool2d_with_indices,
    max_pool2d_with_indices_out,
    max_pool2d_with_indices_backward,
    max_pool2d_with_indices_backward_grad_input,
    max_pool2d,
    max_pool1d_with_indices,
    max_pool1d,
    avg_pool2d,
    avg_pool2d_out,
    avg_pool2d_backward,
    avg_pool2d_backward_grad_input,
    avg_pool1d,
    adaptive_avg_pool2d,
    _adaptive_avg_pool2d,
    _adaptive_avg_pool2d_backward,
    adaptive_avg_pool1d,
    native_batch_norm,
    native_batch_norm_backward,
    batch_norm,
    native_layer_norm,
    native_layer_norm_backward,
    layer_norm,
    native_group_norm,
    native_group_norm_backward,
    group_norm,
    embedding,
    embedding_backward,
    embedding_dense_backward,
    one_hot,
    nll_loss_forward,
    nll_loss_forward_output,
    nll_loss_backward,
    nll_loss_backward_grad_input,
    nll_loss,
    nll_loss_nd,
    cross_entropy_loss,
    mse_loss,
    mse_loss_out,
    mse_loss_backward,
    l1_loss,
    smooth_l1_loss,
    smooth_l1_loss_out,
    smooth_l1_loss_backward,
    huber_loss,
    huber_loss_backward,
    binary_cross_entropy,
    binary_cross_entropy_backward,
    binary_cross_entropy_with_logits,
    constant_pad_nd,
    pad,
    _pad_circular,
    reflection_pad1d,
    reflection_pad1d_backward,
    reflection_pad2d,
    reflection_pad2d_backward,
    replication_pad1d,
    replication_pad1d_backward,
    replication_pad2d,
    replication_pad2d_backward,
    upsample_nearest2d,
    upsample_nearest2d_out,
    upsample_nearest2d_vec,
    upsample_nearest2d_backward,
    upsample_nearest2d_backward_grad_input,
    upsample_bilinear2d,
    upsample_bilinear2d_out,
    upsample_bilinear2d_vec,
    upsample_bilinear2d_backward,
    upsample_bilinear2d_backward_grad_input,
    linear,
    bilinear,
    dropout,
    feature_dropout,
    native_dropout,
    native_dropout_backward,
    scaled_dot_product_attention,
    threshold,
    threshold_,
    threshold_out,
    threshold_backward,
    threshold_backward_grad_input,
    gelu_backward,
    gelu_backward_grad_input,
    silu_backward,
    silu_backward_grad_input,
    elu_backward,
    elu_backward_grad_input,
    leaky_relu_backward,
    leaky_relu_backward_grad_input,
    softplus_backward,
    softplus_backward_grad_input,
    sigmoid_backward,
    sigmoid_backward_grad_input,
    tanh_backward,
    tanh_backward_grad_input,
    _softmax_backward_data,
    _softmax_backward_data_out,
    _log_softmax_backward_data,
    _log_softmax_backward_data_out,
    new_empty,
    new_full,
    new_zeros,
    new_ones,
    broadcast_tensors,
    erfinv,
    erfinv_,
    erfinv_out,
    _unique2,
    unique_dim,
)
