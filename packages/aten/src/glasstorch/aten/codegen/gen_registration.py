"""Generate ``register_<Key>.py`` per dispatch key and ``register_ADInplaceOrView.py``.

The analogue of torchgen's ``RegisterCPU.cpp`` & co. A plain ``dispatch:`` kernel is
registered as it is. A structured operator gets readable wrappers (torchgen's
``wrapper_CPU_add_Tensor``) built on the runtime module ``glasstorch.aten.structured``:

* the meta function ``_native.meta_<op>(<non-out args>)`` returns a ``TensorMeta`` (or a
  tuple of them for multi-output operators);
* functional: a fresh output per meta (``_runtime.empty_tensor(meta.sizes, ...)``, what
  ``_structured.allocate_output`` does, written out to save a call), impl, return them;
* in-place: ``_structured.check_inplace(self, meta)``, impl with ``self`` as out, return self;
* out=: ``_structured.resize_output(out, meta)`` per out argument, impl, return the outs;
* Meta key: the same without the impl call (unless the yaml names a Meta kernel).

CUDA kernels of operators with ``device_check: ExactSame`` (the default) and two or more
tensor arguments first check that those tensors share one device, as torchgen's
``check_and_update_common_device`` does; a plain kernel gets a wrapper for that.
"""

from __future__ import annotations

from glasstorch.c10.schema import OptionalType, SchemaKind

from .gen_ops import HEADER, op_args
from .model import (
    DISPATCH_KEYS,
    SPARSE_KEYS,
    DeviceCheckType,
    NativeFunction,
    NativeFunctions,
    StructuredGroup,
)
from .pyapi import PyArg, format_call, py_str

__all__ = ["gen_register_ad_inplace_or_view", "gen_register_key", "used_dispatch_keys"]

_KEY_DOCS = {
    "CPU": "CPU kernels",
    "CUDA": "CUDA kernels",
    "Meta": "Meta kernels",
    "SparseCPU": "SparseCPU kernels (sparse COO tensors on the CPU)",
    "SparseCUDA": "SparseCUDA kernels (sparse COO tensors on CUDA devices)",
    "CompositeExplicitAutograd": "CompositeExplicitAutograd kernels (every backend, own autograd)",
    "CompositeImplicitAutograd": "CompositeImplicitAutograd kernels (decompositions into other "
    "operators)",
}


def used_dispatch_keys(native: NativeFunctions) -> tuple[str, ...]:
    """The keys that get a ``register_<Key>.py``, in :data:`DISPATCH_KEYS` order."""
    used = {key for f in native.functions for key in native.dispatch_keys(f)}
    return tuple(k for k in DISPATCH_KEYS if k in used)


def _fresh(name: str, taken: set[str]) -> str:
    while name in taken:
        name += "_"
    return name


def _device_check(f: NativeFunction, key: str, wrapper: str) -> list[str]:
    """The same-device check a CUDA kernel starts with (none where it is not needed)."""
    if key != "CUDA" or f.device_check is not DeviceCheckType.ExactSame:
        return []
    tensors = [a.name for a in op_args(f) if a.type.is_tensor_like()]
    if len(tensors) < 2:
        return []
    names = "(" + ", ".join(py_str(n) for n in tensors) + ")"
    return format_call(
        "_runtime.check_same_device(", [py_str(wrapper), names, *tensors], ")", "    "
    )


def _checked_wrapper(f: NativeFunction, key: str, wrapper: str, check: list[str]) -> list[str]:
    """A plain kernel behind its device check."""
    names = [a.name for a in op_args(f)]
    lines = format_call(f"def {wrapper}(", names, "):", "")
    lines += check
    lines += format_call(f"return _native.{f.dispatch[key]}(", names, ")", "    ")
    return lines


def _structured_wrapper(
    f: NativeFunction, group: StructuredGroup, key: str, wrapper: str
) -> list[str]:
    """The body of one structured wrapper; see the module docstring."""
    args = op_args(f)
    names = [a.name for a in args]
    taken = set(names)
    out_args = [a for a in op_args(group.out) if a.arg.is_out]
    inputs = [a.name for a in args if not a.arg.is_out]
    meta_name = _fresh("meta", taken)
    impl = group.out.dispatch.get(key)
    lines = format_call(f"def {wrapper}(", names, "):", "")
    lines += _device_check(f, key, wrapper)
    lines += format_call(f"{meta_name} = _native.{group.meta_name}(", inputs, ")", "    ")
    if len(out_args) == 1:
        metas = [meta_name]
    else:
        metas = [f"{meta_name}[{i}]" for i in range(len(out_args))]
    if f.kind == SchemaKind.functional:
        if len(out_args) == 1:
            outs = [_fresh("out", taken)]
        else:
            outs = [_fresh(a.name, taken) for a in out_args]
        # _structured.allocate_output(meta), written out: one call less on every
        # functional operator call.
        for o, m in zip(outs, metas, strict=True):
            fields = [f"{m}.sizes", f"{m}.dtype", f"{m}.device", f"{m}.strides"]
            lines += format_call(f"{o} = _runtime.empty_tensor(", fields, ")", "    ")
    elif f.kind == SchemaKind.inplace:
        outs = [names[0]]
        lines.append(f"    _structured.check_inplace({outs[0]}, {meta_name})")
    else:
        outs = [a.name for a in args if a.arg.is_out]
        lines += [
            f"    _structured.resize_output({o}, {m})" for o, m in zip(outs, metas, strict=True)
        ]
    if impl is not None:
        lines += format_call(f"_native.{impl}(", inputs + outs, ")", "    ")
    lines.append(f"    return {', '.join(outs)}")
    return lines


def gen_register_key(native: NativeFunctions, key: str) -> str:
    """The text of ``_generated/register_<key>.py``."""
    wrappers: list[list[str]] = []
    registrations: list[str] = []
    checked = False
    for f in native.functions:
        if key not in native.dispatch_keys(f):
            continue
        group = None if key in SPARSE_KEYS else native.group_of(f)
        check = _device_check(f, key, f"wrapper_{key}_{f.unambiguous_name}")
        checked = checked or bool(check)
        if group is None and check:
            fn = f"wrapper_{key}_{f.unambiguous_name}"
            wrappers.append(_checked_wrapper(f, key, fn, check))
        elif group is None:
            fn = f"_native.{native.kernels(f)[key]}"
        else:
            fn = f"wrapper_{key}_{f.unambiguous_name}"
            wrappers.append(_structured_wrapper(f, group, key, fn))
        registrations += format_call("lib.impl(", [py_str(f.name), fn], ")", "    ")
    lines = [
        HEADER,
        f'"""{_KEY_DOCS[key]} of the aten operators (PyTorch\'s ``Register{key}.cpp``).',
        "",
        f'The caller passes ``Library("aten", "IMPL", "{key}")``.',
        '"""',
        "",
        "from glasstorch.c10.dispatch import Library",
        "",
    ]
    if checked or any("_runtime.empty_tensor" in line for w in wrappers for line in w):
        lines.append("from .. import _runtime")
    lines.append("from .. import native as _native")
    if any(line.startswith("    _structured.") for w in wrappers for line in w):
        lines.append("from .. import structured as _structured")
    for wrapper in wrappers:
        lines += ["", "", *wrapper]
    lines += [
        "",
        "",
        "def register(lib: Library) -> None:",
        f'    """Register every {key} kernel."""',
        *registrations,
    ]
    return "\n".join(lines) + "\n"


def _bump_lines(a: PyArg, taken: set[str]) -> list[str]:
    """Bump the version counter of mutated argument ``a`` (each element of a list)."""
    bump = "._impl.bump_version()"
    type_ = a.type.elem if isinstance(a.type, OptionalType) else a.type
    if a.type.is_list_like():
        item = _fresh("t", taken)
        loop = [f"    for {item} in {a.name}:"]
        if isinstance(type_.elem, OptionalType):
            loop += [f"        if {item} is not None:", f"            {item}{bump}"]
        else:
            loop.append(f"        {item}{bump}")
        if isinstance(a.type, OptionalType):
            return [f"    if {a.name} is not None:", *(f"    {line}" for line in loop)]
        return loop
    if isinstance(a.type, OptionalType):
        return [f"    if {a.name} is not None:", f"        {a.name}{bump}"]
    return [f"    {a.name}{bump}"]


def _ad_inplace_kernel(f: NativeFunction, fn: str) -> list[str]:
    args = op_args(f)
    names = [a.name for a in args]
    taken = set(names)
    result = _fresh("result", taken)
    excluded = _fresh("excluded", taken)
    lines = format_call(f"def {fn}(", ["ks", *names], "):", "")
    # ExcludeDispatchKeyGuard(_BELOW_AD_INPLACE_OR_VIEW), written out: no guard object
    # per call. Only the keys that were not excluded before are removed afterwards.
    lines += [
        f"    {excluded} = _tls.excluded",
        f"    _tls.excluded = {excluded} | _BELOW_AD_INPLACE_OR_VIEW",
        "    try:",
    ]
    lines += format_call(
        f"{result} = ops.{f.unambiguous_name}.redispatch(",
        ["ks & _AFTER_AD_INPLACE_OR_VIEW", *names],
        ")",
        "        ",
    )
    lines += [
        "    finally:",
        f"        _tls.excluded &= ~_BELOW_AD_INPLACE_OR_VIEW | {excluded}",
    ]
    for a in args:
        if a.arg.is_write:
            lines += _bump_lines(a, taken)
    lines.append(f"    return {result}")
    return lines


def gen_register_ad_inplace_or_view(native: NativeFunctions) -> str:
    """The text of ``_generated/register_ADInplaceOrView.py``."""
    kernels: list[list[str]] = []
    registrations: list[str] = []
    for f in native.functions:
        # A CompositeImplicitAutograd operator decomposes into operators that count for it.
        if not f.func.is_mutable or "CompositeImplicitAutograd" in native.kernels(f):
            continue
        fn = f"wrapper_ADInplaceOrView_{f.unambiguous_name}"
        kernels.append(_ad_inplace_kernel(f, fn))
        registrations += format_call(
            "lib.impl(", [py_str(f.name), fn, "with_keyset=True"], ")", "    "
        )
    lines = [
        HEADER,
        '"""ADInplaceOrView kernels (PyTorch\'s ``ADInplaceOrViewType``): '
        "one per mutating operator.",
        "",
        "Each runs the operator below ADInplaceOrView, then bumps the version counter of every",
        "tensor it mutated. While the kernel below runs, the operators it calls skip autograd",
        "and ADInplaceOrView (PyTorch's ``AutoDispatchBelowADInplaceOrView``), so a kernel",
        "written with other in-place operators counts once. CompositeImplicitAutograd",
        "operators get none: the operators they decompose into count for them.",
        "",
        'The caller passes ``Library("aten", "IMPL", "ADInplaceOrView")``.',
        '"""',
        "",
        "from glasstorch.c10.core import tls_local_dispatch_key_set as _tls",
        "from glasstorch.c10.core.dispatch_key import DispatchKey",
        "from glasstorch.c10.core.dispatch_key_set import (",
        "    AFTER_AD_INPLACE_OR_VIEW_KEYSET,",
        "    DispatchKeySet,",
        ")",
        "from glasstorch.c10.dispatch import Library",
        "",
        "from . import ops",
        "",
        "_AFTER_AD_INPLACE_OR_VIEW = AFTER_AD_INPLACE_OR_VIEW_KEYSET.repr",
        "#: PyTorch's ``autograd_dispatch_keyset_with_ADInplaceOrView`` (functionality bits only).",
        "_BELOW_AD_INPLACE_OR_VIEW = DispatchKeySet(",
        "    [DispatchKey.AutogradFunctionality, DispatchKey.AutogradOther, "
        "DispatchKey.ADInplaceOrView]",
        ").repr",
    ]
    for kernel in kernels:
        lines += ["", "", *kernel]
    lines += [
        "",
        "",
        "def register(lib: Library) -> None:",
        '    """Register the version-counting kernel of every mutating operator."""',
        *(registrations or ["    del lib"]),
    ]
    return "\n".join(lines) + "\n"
