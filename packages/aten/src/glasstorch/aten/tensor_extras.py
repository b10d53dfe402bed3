"""The hand-written members of ``Tensor`` that are no operator of their own, as PyTorch's
``torch/_tensor.py`` and ``python_variable.cpp`` define them: ``real``/``imag`` as
properties, the device and layout predicates, ``output_nr``, the legacy constructors
``new``/``new_tensor``, ``apply_``/``map_``/``map2_``, ``dim_order`` and the like.

``Tensor`` takes this class as its last base, so the generated operator methods and
``TensorBase`` come first.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from glasstorch.c10.core.layout import sparse_coo
from glasstorch.c10.core.scalar_type import complex64, complex128

from ._generated import ops as _ops
from .core.tensor_base import TensorBase


def _device_is(kind: str) -> property:
    """``is_<kind>``: whether the tensor lives on a ``kind`` device."""
    return property(
        lambda self: self._impl.device.type == kind, doc=f"Whether this is a {kind} tensor."
    )


def _never(what: str) -> property:
    """A layout or kind glasstorch's strided dense tensors never have."""
    return property(lambda self: False, doc=f"Always False: glasstorch has no {what} tensors.")


class TensorExtras:
    """Mixin of ``Tensor``: members that are Python code rather than operators."""

    __slots__ = ()

    # -- complex parts -------------------------------------------------------------------------
    @property
    def real(self) -> Any:
        """The real part (a view for complex tensors, the tensor itself otherwise)."""
        return _ops.real.call(self)

    @real.setter
    def real(self, value: Any) -> None:
        self.real.copy_(_as_source(value, self))

    @property
    def imag(self) -> Any:
        """The imaginary part of a complex tensor (a view)."""
        return _ops.imag.call(self)

    @imag.setter
    def imag(self, value: Any) -> None:
        self.imag.copy_(_as_source(value, self))

    def cfloat(self) -> Any:
        """This tensor as complex64."""
        return self.to(complex64)

    def cdouble(self) -> Any:
        """This tensor as complex128."""
        return self.to(complex128)

    # -- where it lives and what it is ---------------------------------------------------------
    is_mps = _device_is("mps")
    is_xpu = _device_is("xpu")
    is_ipu = _device_is("ipu")
    is_mtia = _device_is("mtia")
    is_maia = _device_is("maia")
    is_vulkan = _device_is("vulkan")
    is_xla = _device_is("xla")
    is_mkldnn = _never("mkldnn")
    is_nested = _never("nested")
    is_quantized = _never("quantized")

    @property
    def is_sparse(self) -> bool:
        """Whether this is a sparse COO tensor (``layout`` is ``sparse_coo``)."""
        return self._impl.layout is sparse_coo

    is_sparse_csr = _never("sparse CSR")

    def is_distributed(self) -> bool:
        return False

    def is_shared(self) -> bool:
        """Whether the storage is shared between processes: CUDA memory is (as in PyTorch),
        host memory never is (glasstorch has no ``share_memory_``)."""
        return bool(self._impl.device.type == "cuda")

    @property
    def output_nr(self) -> int:
        """Which output of its ``grad_fn`` this tensor is (0 for leaves)."""
        meta = self._impl.autograd_meta
        return 0 if meta is None else meta.output_nr

    @property
    def volatile(self) -> bool:
        warnings.warn(
            "volatile was removed (Variable.volatile is always False)", UserWarning, stacklevel=2
        )
        return False

    def const_data_ptr(self) -> int:
        """The address of the first element (``data_ptr`` for reading)."""
        return self.data_ptr()

    def dim_order(self, *, ambiguity_check: bool = False) -> tuple[int, ...]:
        """The dims from outermost to innermost in memory: by decreasing stride, ties in
        dim order (``(0, 1)`` for a contiguous matrix, ``(1, 0)`` for its transpose)."""
        strides = self._impl.strides
        return tuple(sorted(range(len(strides)), key=lambda d: -strides[d]))

    # -- legacy constructors -------------------------------------------------------------------
    def new_tensor(
        self, data: Any, dtype: Any = None, device: Any = None, requires_grad: bool = False
    ) -> Any:
        """A new tensor holding a copy of ``data``, with this tensor's dtype and device
        unless others are given."""
        from .tensor_new import tensor

        if isinstance(data, TensorBase):
            warnings.warn(
                "To copy construct from a tensor, it is recommended to use "
                "sourceTensor.detach().clone() or sourceTensor.detach().clone()."
                "requires_grad_(True), rather than tensor.new_tensor(sourceTensor).",
                UserWarning,
                stacklevel=2,
            )
            result = data.detach().to(
                dtype=dtype or self.dtype, device=device or self.device, copy=True
            )
            return result.requires_grad_(requires_grad)
        return tensor(
            data,
            dtype=dtype or self.dtype,
            device=device or self.device,
            requires_grad=requires_grad,
        )

    def new(self, *args: Any, **kwargs: Any) -> Any:
        """The legacy constructor: ``new()`` is empty, ``new(2, 3)`` or ``new(Size)`` an
        uninitialised tensor of that size, ``new(sequence)`` or ``new(tensor)`` a copy of the
        data; always this tensor's dtype, and its device unless ``device=`` says otherwise."""
        device = kwargs.pop("device", None) or self.device
        if kwargs:
            raise TypeError(f"new() got an unexpected keyword argument '{next(iter(kwargs))}'")
        if not args:
            return _ops.empty_memory_format.call((0,), self.dtype, None, device, None, None)
        first = args[0]
        if len(args) == 1 and isinstance(first, TensorBase):
            return first.to(self.dtype)
        sizes = args
        if len(args) == 1 and type(first).__name__ == "Size":
            sizes = tuple(first)
        if all(isinstance(s, int) and not isinstance(s, bool) for s in sizes):
            return _ops.empty_memory_format.call(tuple(sizes), self.dtype, None, device, None, None)
        if len(args) == 1:
            return self.new_tensor(first, device=device)
        raise TypeError(f"new() received an invalid combination of arguments: {args!r}")

    # -- Python callables over the elements ----------------------------------------------------
    def apply_(self, callable: Callable[[Any], Any]) -> Any:  # noqa: A002 - PyTorch's name
        """Replace each element ``x`` by ``callable(x)`` (CPU tensors only; slow)."""
        _check_cpu(self, "apply_")
        return _map_in_place(self, callable)

    def map_(self, tensor: Any, callable: Callable[[Any, Any], Any]) -> Any:  # noqa: A002
        """Replace each element ``x`` by ``callable(x, y)``, ``y`` the element of ``tensor``
        (broadcast to this tensor's shape) at the same place."""
        _check_cpu(self, "map_")
        return _map_in_place(self, callable, tensor)

    def map2_(self, x: Any, y: Any, callable: Callable[[Any, Any, Any], Any]) -> Any:  # noqa: A002
        """``map_`` with two other tensors: ``callable(a, b, c)`` element by element."""
        _check_cpu(self, "map2_")
        return _map_in_place(self, callable, x, y)

    # -- methods whose schema does not start with self -----------------------------------------
    def polygamma(self, n: int) -> Any:
        """``polygamma(n, self)``: the n-th derivative of digamma."""
        return _ops.polygamma.call(n, self)

    def unique_consecutive(
        self, return_inverse: bool = False, return_counts: bool = False, dim: int | None = None
    ) -> Any:
        """See :func:`glasstorch.aten.functional_extras.unique_consecutive`."""
        from .functional_extras import unique_consecutive

        return unique_consecutive(self, return_inverse, return_counts, dim)

    # -- deprecated reshaping ------------------------------------------------------------------
    def resize(self, *sizes: Any) -> Any:
        """A reshaped copy (deprecated; only the shape may change, not the element count)."""
        warnings.warn("non-inplace resize is deprecated", UserWarning, stacklevel=2)
        return _resized(self, _size_args(sizes))

    def resize_as(self, tensor: Any) -> Any:
        """``resize(tensor.size())`` (deprecated)."""
        warnings.warn("non-inplace resize_as is deprecated", UserWarning, stacklevel=2)
        return _resized(self, tuple(tensor.shape))


def _as_source(value: Any, like: Any) -> Any:
    """A value assigned to ``.real``/``.imag``: tensors as they are, numbers as 0-dim tensors."""
    if isinstance(value, TensorBase):
        return value
    return _ops.scalar_tensor.call(value, like.real.dtype, None, like.device, None)


def _check_cpu(self: Any, name: str) -> None:
    if not self._impl.device.is_cpu():
        raise TypeError(f"{name} is only implemented on CPU tensors")


def _map_in_place(self: Any, fn: Callable[..., Any], *others: Any) -> Any:
    target = self._array()
    shape = target.shape
    sources = [np.broadcast_to(o._array(), shape) for o in others]
    for index in np.ndindex(shape):
        target[index] = fn(target[index].item(), *(s[index].item() for s in sources))
    self._impl.version_counter.bump()
    return self


def _size_args(sizes: Sequence[Any]) -> tuple[int, ...]:
    if len(sizes) == 1 and isinstance(sizes[0], tuple | list):
        return tuple(sizes[0])
    return tuple(sizes)


def _resized(self: Any, sizes: tuple[int, ...]) -> Any:
    numel = int(np.prod(sizes))
    if numel != self.numel():
        raise RuntimeError(
            f"requested resize to {'x'.join(map(str, sizes))} ({numel} elements in total), but "
            f"the given tensor has a size of {'x'.join(map(str, self.shape))} ({self.numel()} "
            "elements). autograd's resize can only change the shape of a given tensor, while "
            "preserving the number of elements. "
        )
    return self.contiguous().view(sizes)
