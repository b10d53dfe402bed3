# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""One class per aten operator overload: PyTorch's ``at::_ops``.

``<op>.call(...)`` computes the dispatch key set from the tensor arguments and the
thread-local included/excluded sets and runs the kernel the operator's entry selects;
``<op>.redispatch(ks, ...)`` does the same for a key set a kernel passes down. Kernels
get every argument positionally, in schema order. ``entry`` is bound by
``register_schemas.register``.
"""

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
)
