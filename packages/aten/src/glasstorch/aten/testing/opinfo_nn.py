"""OpInfo entries for the neural-network operators, with numpy references written apart from
the kernels (loops over kernel taps or output positions instead of im2col and matrices).

Operators PyTorch binds in ``torch._C._nn`` are called as ``torch.ops.aten.<name>``, which
every layer's namespace has. Integer arguments (class targets, indices) are int64 arrays and
stay integer tensors; samples are small so that gradcheck's finite differences stay cheap.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np
from scipy import special

from .opinfo import OpInfo, SampleInput, register_opinfos

__all__ = [
    "aten_op", "nn_info", "opinfos", "ref_adaptive_avg_pool2d", "ref_avg_pool2d", "ref_conv",
    "ref_conv_transpose", "ref_max_pool2d",
]  # fmt: skip


def _tuple(value: Any, n: int) -> tuple[int, ...]:
    values = (value,) if isinstance(value, int) else tuple(value)
    return values * n if len(values) == 1 else values


def aten_op(name: str) -> Any:
    """Call ``aten::<name>`` through ``torch.ops`` (operators bound in ``torch._C._nn``)."""
    return lambda torch, *a, **k: getattr(torch.ops.aten, name)(*a, **k)


def _fn(name: str) -> Any:
    return lambda torch, *a, **k: getattr(torch, name)(*a, **k)


def nn_info(
    name: str,
    ref: Any,
    samples: Any,
    differentiable: tuple[int, ...] = (0,),
    op: Any = None,
    **kwargs: Any,
) -> OpInfo:
    """An OpInfo tagged ``nn``, called as ``torch.<name>`` unless ``op`` says otherwise."""
    return OpInfo(name, op or _fn(name), ref, samples, differentiable, tags=("nn",), **kwargs)


# -- convolution -----------------------------------------------------------------------------------
def _unbatched(fn: Any) -> Any:
    """Let a batched reference take input without the batch dim."""

    def ref(x: np.ndarray, w: np.ndarray, *args: Any, **kwargs: Any) -> np.ndarray:
        if x.ndim == w.ndim - 1:
            return fn(x[None], w, *args, **kwargs)[0]
        return fn(x, w, *args, **kwargs)

    return ref


@_unbatched
def ref_conv(
    x: np.ndarray,
    w: np.ndarray,
    b: np.ndarray | None = None,
    stride: Any = 1,
    padding: Any = 0,
    dilation: Any = 1,
    groups: int = 1,
) -> np.ndarray:
    """Convolution as a sum over kernel taps of strided slices of the padded input."""
    d = w.ndim - 2
    stride, dilation = _tuple(stride, d), _tuple(dilation, d)
    if padding == "valid":
        pads = [(0, 0)] * d
    elif padding == "same":
        totals = [dil * (k - 1) for dil, k in zip(dilation, w.shape[2:], strict=True)]
        pads = [(t // 2, t - t // 2) for t in totals]
    else:
        pads = [(p, p) for p in _tuple(padding, d)]
    xp = np.pad(x, [(0, 0), (0, 0), *pads])
    out_sizes = [
        (xp.shape[2 + i] - dilation[i] * (w.shape[2 + i] - 1) - 1) // stride[i] + 1
        for i in range(d)
    ]
    cg, og = x.shape[1] // groups, w.shape[0] // groups
    out = np.zeros((x.shape[0], w.shape[0], *out_sizes))
    for tap in np.ndindex(*w.shape[2:]):
        window = tuple(
            slice(t * dil, t * dil + (o - 1) * s + 1, s)
            for t, dil, o, s in zip(tap, dilation, out_sizes, stride, strict=True)
        )
        patch = xp[(..., *window)]
        for g in range(groups):
            out[:, g * og : (g + 1) * og] += np.einsum(
                "nc...,oc->no...",
                patch[:, g * cg : (g + 1) * cg],
                w[g * og : (g + 1) * og][(..., *tap)],
            )
    return out if b is None else out + b.reshape(-1, *(1,) * d)


@_unbatched
def ref_conv_transpose(
    x: np.ndarray,
    w: np.ndarray,
    b: np.ndarray | None = None,
    stride: Any = 1,
    padding: Any = 0,
    output_padding: Any = 0,
    groups: int = 1,
    dilation: Any = 1,
) -> np.ndarray:
    """Transposed convolution: each input element scatters ``x * w`` over the output."""
    d = w.ndim - 2
    stride, padding = _tuple(stride, d), _tuple(padding, d)
    output_padding, dilation = _tuple(output_padding, d), _tuple(dilation, d)
    ins, kernel = x.shape[2:], w.shape[2:]
    full = [
        (i - 1) * s + dil * (k - 1) + 1 + op
        for i, s, dil, k, op in zip(ins, stride, dilation, kernel, output_padding, strict=True)
    ]
    cg, og = x.shape[1] // groups, w.shape[1]
    out = np.zeros((x.shape[0], og * groups, *full))
    for tap in np.ndindex(*kernel):
        target = tuple(
            slice(t * dil, t * dil + (i - 1) * s + 1, s)
            for t, dil, i, s in zip(tap, dilation, ins, stride, strict=True)
        )
        for g in range(groups):
            part = np.einsum(
                "nc...,co->no...",
                x[:, g * cg : (g + 1) * cg],
                w[g * cg : (g + 1) * cg][(..., *tap)],
            )
            out[:, g * og : (g + 1) * og][(..., *target)] += part
    crop = tuple(slice(p, f - p) for p, f in zip(padding, full, strict=True))
    out = out[(..., *crop)]
    return out if b is None else out + b.reshape(-1, *(1,) * d)


def _conv_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    return [
        SampleInput((n((1, 2, 5, 5)), n((3, 2, 3, 3)), n(3)), {"padding": 1}, "padded"),
        SampleInput(
            (n((2, 2, 6, 5)), n((2, 2, 2, 3))),
            {"stride": (2, 1), "padding": (1, 0), "dilation": (1, 2)},
            "strided",
        ),
        SampleInput((n((1, 4, 4, 4)), n((4, 2, 2, 2)), n(4)), {"groups": 2}, "groups"),
        SampleInput((n((2, 5, 5)), n((2, 2, 3, 3))), {"stride": 2}, "unbatched"),
        SampleInput((n((1, 2, 5, 4)), n((2, 2, 2, 3))), {"padding": "same"}, "same"),
        SampleInput((n((1, 2, 4, 4)), n((2, 2, 3, 3))), {"padding": "valid"}, "valid"),
    ]


def _conv1d_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    return [
        SampleInput(
            (n((2, 4, 7)), n((6, 2, 3)), n(6)),
            {"stride": 2, "padding": 1, "dilation": 2, "groups": 2},
        ),
        SampleInput((n((3, 6)), n((2, 3, 2))), name="unbatched"),
    ]


def _conv3d_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    return [SampleInput((n((1, 2, 3, 4, 3)), n((2, 2, 2, 2, 2)), n(2)), {"padding": (1, 0, 1)})]


def _conv_transpose_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    return [
        SampleInput(
            (n((1, 2, 3, 3)), n((2, 3, 3, 3)), n(3)),
            {"stride": 2, "padding": 1, "output_padding": 1},
        ),
        SampleInput(
            (n((1, 4, 3, 2)), n((4, 1, 2, 2))),
            {"groups": 2, "dilation": 2, "padding": (0, 1)},
            "groups",
        ),
    ]


def _conv_transpose1d_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    return [
        SampleInput(
            (n((2, 4, 5)), n((4, 2, 3)), n(4)),
            {"stride": 3, "padding": 2, "output_padding": 1, "groups": 2},
        ),
        SampleInput((n((2, 4)), n((2, 3, 2))), {"dilation": 2}, "unbatched"),
    ]


# -- pooling ---------------------------------------------------------------------------------------
def _out_size(size: int, k: int, s: int, p: int, d: int, ceil_mode: bool) -> int:
    span = size + 2 * p - d * (k - 1) - 1
    out = (-(-span // s) if ceil_mode else span // s) + 1
    return out - 1 if ceil_mode and (out - 1) * s >= size + p else out


def ref_max_pool2d(
    x: np.ndarray,
    kernel_size: Any,
    stride: Any = (),
    padding: Any = 0,
    dilation: Any = 1,
    ceil_mode: bool = False,
) -> tuple[np.ndarray, np.ndarray]:
    """Max pooling by a loop over output positions: values and flat input indices."""
    (kh, kw), (ph, pw), (dh, dw) = _tuple(kernel_size, 2), _tuple(padding, 2), _tuple(dilation, 2)
    sh, sw = _tuple(stride, 2) if stride not in ((), None) else (kh, kw)
    h, w = x.shape[-2:]
    oh, ow = _out_size(h, kh, sh, ph, dh, ceil_mode), _out_size(w, kw, sw, pw, dw, ceil_mode)
    planes = x.reshape(-1, h, w)
    values = np.empty((planes.shape[0], oh, ow))
    indices = np.empty((planes.shape[0], oh, ow), dtype=np.int64)
    for i, j in np.ndindex(oh, ow):
        rows = [r for r in range(i * sh - ph, i * sh - ph + (kh - 1) * dh + 1, dh) if 0 <= r < h]
        cols = [c for c in range(j * sw - pw, j * sw - pw + (kw - 1) * dw + 1, dw) if 0 <= c < w]
        flat = np.array([r * w + c for r in rows for c in cols])
        taps = planes.reshape(planes.shape[0], -1)[:, flat]
        best = np.argmax(taps, axis=1)
        values[:, i, j] = taps[np.arange(len(best)), best]
        indices[:, i, j] = flat[best]
    shape = (*x.shape[:-2], oh, ow)
    return values.reshape(shape), indices.reshape(shape)


def ref_avg_pool2d(
    x: np.ndarray,
    kernel_size: Any,
    stride: Any = (),
    padding: Any = 0,
    ceil_mode: bool = False,
    count_include_pad: bool = True,
    divisor_override: int | None = None,
) -> np.ndarray:
    """Average pooling by a loop over output positions, with PyTorch's divisors."""
    (kh, kw), (ph, pw) = _tuple(kernel_size, 2), _tuple(padding, 2)
    sh, sw = _tuple(stride, 2) if stride not in ((), None) else (kh, kw)
    h, w = x.shape[-2:]
    oh, ow = _out_size(h, kh, sh, ph, 1, ceil_mode), _out_size(w, kw, sw, pw, 1, ceil_mode)
    out = np.zeros((*x.shape[:-2], oh, ow))
    for i, j in np.ndindex(oh, ow):
        h0, w0 = i * sh - ph, j * sw - pw
        h1, w1 = min(h0 + kh, h + ph), min(w0 + kw, w + pw)
        pool = (h1 - h0) * (w1 - w0)
        h0, w0, h1, w1 = max(h0, 0), max(w0, 0), min(h1, h), min(w1, w)
        total = x[..., h0:h1, w0:w1].sum(axis=(-2, -1))
        divisor = divisor_override or (pool if count_include_pad else (h1 - h0) * (w1 - w0))
        out[..., i, j] = total / divisor
    return out


def ref_adaptive_avg_pool2d(x: np.ndarray, output_size: Sequence[int]) -> np.ndarray:
    """Adaptive average pooling by a loop over output positions."""
    (h, w), (oh, ow) = x.shape[-2:], _tuple(output_size, 2)
    out = np.empty((*x.shape[:-2], oh, ow))
    for i, j in np.ndindex(oh, ow):
        rows = slice(math.floor(i * h / oh), math.ceil((i + 1) * h / oh))
        cols = slice(math.floor(j * w / ow), math.ceil((j + 1) * w / ow))
        out[..., i, j] = x[..., rows, cols].mean(axis=(-2, -1))
    return out


def _on_1d(ref: Any) -> Any:
    """A 2-D pooling reference applied to ``(…, L)`` as ``(…, 1, L)``."""

    def ref1d(
        x: np.ndarray,
        kernel_size: Any,
        stride: Any = (),
        padding: Any = 0,
        *args: Any,
        **kwargs: Any,
    ) -> np.ndarray:
        k, p = _tuple(kernel_size, 1), _tuple(padding, 1)
        s = _tuple(stride, 1) if stride not in ((), None) else k
        out = ref(x[..., None, :], (1, k[0]), (1, s[0]), (0, p[0]), *args, **kwargs)
        out = out[0] if isinstance(out, tuple) else out
        return out[..., 0, :]

    return ref1d


def _max_pool_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((1, 2, 5, 6))
    return [
        SampleInput((x, 3, 2, 1), name="padded"),
        SampleInput((x, (2, 3), (2, 2), 0, 1, True), name="ceil_mode"),
        SampleInput((x[0], 2), name="unbatched"),
        SampleInput((x, 2, 1, 1, 2), name="dilated"),
    ]


def _avg_pool_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((1, 2, 5, 6))
    return [
        SampleInput((x, 3, 2, 1), name="padded"),
        SampleInput((x, (2, 3), (2, 2), 0, True), name="ceil_mode"),
        SampleInput((x[0], 2), name="unbatched"),
        SampleInput((x, 3, 2, 1), {"count_include_pad": False}, "exclude_pad"),
        SampleInput((x, 3, 2, 1, True), {"divisor_override": 4}, "divisor"),
    ]


def _pool1d_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((2, 3, 7))
    return [
        SampleInput((x, 3, 2, 1)),
        SampleInput((x[0], 2, 1, 1), {"ceil_mode": True}, "ceil_unbatched"),
    ]


def _adaptive_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((1, 2, 5, 7))
    return [SampleInput((x, (3, 2))), SampleInput((x, (1, 1))), SampleInput((x[0], (5, 4)))]


# -- normalization ---------------------------------------------------------------------------------
def _ref_batch_norm(
    x: np.ndarray,
    w: Any,
    b: Any,
    rm: Any,
    rv: Any,
    training: bool,
    momentum: float,
    eps: float,
    cudnn_enabled: bool = True,
) -> np.ndarray:
    axes = (0, *range(2, x.ndim))
    shape = (1, -1) + (1,) * (x.ndim - 2)
    mean = x.mean(axis=axes) if training else rm
    var = x.var(axis=axes) if training else rv
    y = (x - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + eps)
    return y * (1 if w is None else w.reshape(shape)) + (0 if b is None else b.reshape(shape))


def _batch_norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    x, w, b = rng.standard_normal((3, 2, 4)), rng.standard_normal(2), rng.standard_normal(2)
    rm, rv = rng.standard_normal(2), rng.uniform(0.5, 2, 2)
    return [
        SampleInput((x, w, b, None, None, True, 0.1, 1e-5, True), name="training"),
        SampleInput((x, w, b, rm, rv, False, 0.1, 1e-5, True), name="eval"),
        SampleInput((x[..., 0], None, None, None, None, True, 0.1, 1e-3, True), name="2d"),
    ]


def _ref_layer_norm(
    x: np.ndarray, shape: Sequence[int], w: Any = None, b: Any = None, eps: float = 1e-5
) -> np.ndarray:
    axes = tuple(range(x.ndim - len(shape), x.ndim))
    y = (x - x.mean(axis=axes, keepdims=True)) / np.sqrt(x.var(axis=axes, keepdims=True) + eps)
    return y * (1 if w is None else w) + (0 if b is None else b)


def _layer_norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((2, 3, 4))
    return [
        SampleInput((x, (4,), rng.standard_normal(4), rng.standard_normal(4))),
        SampleInput((x, (3, 4)), {"eps": 1e-3}, "no_affine"),
    ]


def _ref_group_norm(
    x: np.ndarray, groups: int, w: Any = None, b: Any = None, eps: float = 1e-5
) -> np.ndarray:
    g = x.reshape(x.shape[0], groups, -1)
    y = ((g - g.mean(-1, keepdims=True)) / np.sqrt(g.var(-1, keepdims=True) + eps)).reshape(x.shape)
    shape = (1, -1) + (1,) * (x.ndim - 2)
    return y * (1 if w is None else w.reshape(shape)) + (0 if b is None else b.reshape(shape))


def _group_norm_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.standard_normal((2, 4, 3))
    return [
        SampleInput((x, 2, rng.standard_normal(4), rng.standard_normal(4))),
        SampleInput((x[..., 0], 4), name="2d"),
    ]


# -- embedding -------------------------------------------------------------------------------------
def _embedding_samples(rng: np.random.Generator) -> list[SampleInput]:
    w = rng.standard_normal((5, 3))
    return [
        SampleInput((w, np.array([[0, 4], [2, 2]]))),
        SampleInput((w, np.array([1, 3, 1])), {"padding_idx": 1}, "padding_idx"),
    ]


# -- linear layers and attention -------------------------------------------------------------------
def _ref_sdpa(
    q: np.ndarray,
    k: np.ndarray,
    v: np.ndarray,
    attn_mask: Any = None,
    dropout_p: float = 0.0,
    is_causal: bool = False,
    scale: Any = None,
) -> Any:
    scores = q @ np.swapaxes(k, -1, -2) * (scale or 1 / math.sqrt(q.shape[-1]))
    if is_causal:
        attn_mask = np.tril(np.ones(scores.shape[-2:], dtype=bool))
    if attn_mask is not None and attn_mask.dtype == bool:
        attn_mask = np.where(attn_mask, 0.0, -np.inf)
    if attn_mask is not None:
        scores = scores + attn_mask
    return special.softmax(scores, axis=-1) @ v


def _sdpa_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    q, k, v = n((2, 3, 4)), n((2, 5, 4)), n((2, 5, 2))
    mask = rng.uniform(size=(2, 3, 5)) < 0.6
    mask[..., 0] = True  # no row entirely masked
    return [
        SampleInput((q, k, v)),
        SampleInput((q, k, v), {"attn_mask": n((3, 5))}, "float_mask"),
        SampleInput((q, k, v), {"attn_mask": mask}, "bool_mask"),
        SampleInput((q, n((2, 3, 4)), n((2, 3, 2))), {"is_causal": True, "scale": 0.3}, "causal"),
    ]


def _linear_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    w = n((3, 4))
    return [
        SampleInput((n((2, 4)), w, n(3))),
        SampleInput((n((2, 2, 4)), w), name="no_bias"),
        SampleInput((n((2, 2, 4)), w, n(3)), name="folded"),
    ]


def _ref_bilinear(a: np.ndarray, b: np.ndarray, w: np.ndarray, bias: Any = None) -> Any:
    return np.einsum("...i,oij,...j->...o", a, w, b) + (0 if bias is None else bias)


def _bilinear_samples(rng: np.random.Generator) -> list[SampleInput]:
    n = rng.standard_normal
    return [SampleInput((n((2, 3)), n((2, 4)), n((5, 3, 4)), n(5)))]


def _ref_one_hot(x: np.ndarray, num_classes: int = -1) -> np.ndarray:
    return np.eye(num_classes if num_classes > 0 else x.max() + 1, dtype=np.int64)[x]


def _one_hot_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [
        SampleInput((np.array([[0, 3], [2, 1]]),)),
        SampleInput((np.array([1, 0, 1]),), {"num_classes": 4}, "num_classes"),
    ]


def _ref_adaptive1d(x: np.ndarray, output_size: Sequence[int]) -> np.ndarray:
    return ref_adaptive_avg_pool2d(x[..., None, :], (1, output_size[0]))[..., 0, :]


def _adaptive1d_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((rng.standard_normal((2, 3, 7)), (3,)))]


def _threshold_samples(rng: np.random.Generator) -> list[SampleInput]:
    return [SampleInput((rng.standard_normal((3, 4)), 0.25, -1.5))]


opinfos = [
    nn_info("conv1d", ref_conv, _conv1d_samples, (0, 1, 2)),
    nn_info("conv2d", ref_conv, _conv_samples, (0, 1, 2)),
    nn_info("conv3d", ref_conv, _conv3d_samples, (0, 1, 2)),
    nn_info("conv_transpose1d", ref_conv_transpose, _conv_transpose1d_samples, (0, 1, 2)),
    nn_info("conv_transpose2d", ref_conv_transpose, _conv_transpose_samples, (0, 1, 2)),
    nn_info("max_pool2d", lambda *a: ref_max_pool2d(*a)[0], _max_pool_samples),
    nn_info("max_pool1d", _on_1d(ref_max_pool2d), _pool1d_samples),
    nn_info("avg_pool2d", ref_avg_pool2d, _avg_pool_samples, op=aten_op("avg_pool2d")),
    nn_info("avg_pool1d", _on_1d(ref_avg_pool2d), _pool1d_samples),
    nn_info(
        "adaptive_avg_pool2d",
        ref_adaptive_avg_pool2d,
        _adaptive_samples,
        op=aten_op("adaptive_avg_pool2d"),
    ),
    nn_info("adaptive_avg_pool1d", _ref_adaptive1d, _adaptive1d_samples),
    nn_info("batch_norm", _ref_batch_norm, _batch_norm_samples, (0, 1, 2)),
    nn_info("layer_norm", _ref_layer_norm, _layer_norm_samples, (0, 2, 3)),
    nn_info("group_norm", _ref_group_norm, _group_norm_samples, (0, 2, 3)),
    nn_info("embedding", lambda w, i, **k: w[i], _embedding_samples),
    nn_info(
        "linear",
        lambda x, w, b=None: x @ w.T + (0 if b is None else b),
        _linear_samples,
        (0, 1, 2),
        op=aten_op("linear"),
    ),
    nn_info("bilinear", _ref_bilinear, _bilinear_samples, (0, 1, 2, 3)),
    nn_info(
        "scaled_dot_product_attention",
        _ref_sdpa,
        _sdpa_samples,
        (0, 1, 2),
        op=aten_op("scaled_dot_product_attention"),
    ),
    nn_info("threshold", lambda x, th, v: np.where(x <= th, v, x), _threshold_samples),
    nn_info(
        "one_hot", _ref_one_hot, _one_hot_samples, (), op=aten_op("one_hot"), supports_meta=False
    ),
]

register_opinfos(opinfos)
