"""Summary protocol buffers for scalars, tensors, histograms, images, text and audio.

Mirrors ``torch/utils/tensorboard/summary.py``: each function returns a ``Summary`` built
with the ``tensorboard`` package's own protobuf classes, in the form TensorBoard's plugins
read (a ``simple_value`` or a plugin-tagged ``TensorProto`` for scalars, a
``HistogramProto``, a PNG ``Summary.Image``, a ``text`` plugin string tensor).
"""

from __future__ import annotations

import io
import struct
import wave
from typing import Any

import numpy as np
from tensorboard.compat.proto.summary_pb2 import HistogramProto, Summary, SummaryMetadata
from tensorboard.compat.proto.tensor_pb2 import TensorProto
from tensorboard.compat.proto.tensor_shape_pb2 import TensorShapeProto
from tensorboard.plugins.text.plugin_data_pb2 import TextPluginData

from glasstorch.aten import Tensor
from glasstorch.c10.core import scalar_type as st

from ._convert import convert_to_HWC, make_np, to_uint8
from ._png import encode_png

__all__ = [
    "audio",
    "default_bins",
    "histogram",
    "histogram_raw",
    "image",
    "make_histogram",
    "make_image",
    "scalar",
    "tensor_proto",
    "text",
]


def default_bins() -> list[float]:
    """TensorFlow's histogram bucket limits: ±1e-12 growing by 10% to 1e20, and 0."""
    limits, v = [], 1e-12
    while v < 1e20:
        limits.append(v)
        v *= 1.1
    return [-x for x in reversed(limits)] + [0] + limits


def scalar(
    name: str,
    tensor: Any,
    collections: Any = None,
    new_style: bool = False,
    double_precision: bool = False,
) -> Summary:
    """One number: ``simple_value``, or with ``new_style`` a tensor of the scalars plugin."""
    array = make_np(tensor).squeeze()
    if array.ndim != 0:
        raise AssertionError(
            "Tensor should contain one element (0 dimensions). Was given size: "
            f"{array.size} and {array.ndim} dimensions."
        )
    value = float(array)
    if not new_style:
        return Summary(value=[Summary.Value(tag=name, simple_value=value)])
    if double_precision:
        proto = TensorProto(double_val=[value], dtype="DT_DOUBLE")
    else:
        proto = TensorProto(float_val=[value], dtype="DT_FLOAT")
    metadata = SummaryMetadata(plugin_data=SummaryMetadata.PluginData(plugin_name="scalars"))
    return Summary(value=[Summary.Value(tag=name, tensor=proto, metadata=metadata)])


def _half_bits(values: np.ndarray) -> list[int]:
    return [struct.unpack("<H", struct.pack("<e", v))[0] for v in values.astype(np.float16)]


def _complex_parts(values: np.ndarray) -> list[float]:
    return np.stack([values.real, values.imag], -1).reshape(-1).tolist()


# dtype -> (TensorProto dtype, field, conversion of the flat numpy values)
_TENSOR_FIELDS = {
    st.float16: ("DT_HALF", "half_val", _half_bits),
    st.float32: ("DT_FLOAT", "float_val", np.ndarray.tolist),
    st.float64: ("DT_DOUBLE", "double_val", np.ndarray.tolist),
    st.int8: ("DT_INT8", "int_val", np.ndarray.tolist),
    st.uint8: ("DT_UINT8", "uint32_val", np.ndarray.tolist),
    st.int16: ("DT_INT16", "int_val", np.ndarray.tolist),
    st.int32: ("DT_INT32", "int_val", np.ndarray.tolist),
    st.int64: ("DT_INT64", "int64_val", np.ndarray.tolist),
    st.complex64: ("DT_COMPLEX64", "scomplex_val", _complex_parts),
    st.complex128: ("DT_COMPLEX128", "dcomplex_val", _complex_parts),
    st.bool: ("DT_BOOL", "bool_val", np.ndarray.tolist),
}


def tensor_proto(tag: str, tensor: Tensor) -> Summary:
    """A whole tensor (``add_tensor``), as a ``TensorProto`` of the ``tensor`` plugin."""
    if tensor.numel() * tensor.element_size() >= (1 << 31):
        raise ValueError("tensor is bigger than protocol buffer's hard limit of 2GB in size")
    if tensor.dtype not in _TENSOR_FIELDS:
        raise ValueError(f"{tag} has unsupported tensor dtype {tensor.dtype}")
    dtype, field, convert = _TENSOR_FIELDS[tensor.dtype]
    proto = TensorProto(
        dtype=dtype,
        tensor_shape=TensorShapeProto(dim=[TensorShapeProto.Dim(size=d) for d in tensor.shape]),
        **{field: convert(make_np(tensor).reshape(-1))},
    )
    metadata = SummaryMetadata(plugin_data=SummaryMetadata.PluginData(plugin_name="tensor"))
    return Summary(value=[Summary.Value(tag=tag, metadata=metadata, tensor=proto)])


def histogram_raw(
    name: str,
    min: float,  # noqa: A002 - PyTorch's parameter names
    max: float,  # noqa: A002
    num: int,
    sum: float,  # noqa: A002
    sum_squares: float,
    bucket_limits: list[float],
    bucket_counts: list[float],
) -> Summary:
    """A histogram from its statistics and buckets as given."""
    hist = HistogramProto(
        min=min,
        max=max,
        num=num,
        sum=sum,
        sum_squares=sum_squares,
        bucket_limit=bucket_limits,
        bucket=bucket_counts,
    )
    return Summary(value=[Summary.Value(tag=name, histo=hist)])


def histogram(name: str, values: Any, bins: Any, max_bins: int | None = None) -> Summary:
    """A histogram of ``values`` with numpy's ``bins`` (a count, edges or a rule's name)."""
    return Summary(
        value=[
            Summary.Value(
                tag=name, histo=make_histogram(make_np(values).astype(float), bins, max_bins)
            )
        ]
    )


def make_histogram(values: np.ndarray, bins: Any, max_bins: int | None = None) -> HistogramProto:
    """``numpy.histogram`` of the values, at most ``max_bins`` buckets (neighbours merged),
    trimmed to the span of non-empty buckets (one empty bucket kept on the left)."""
    if values.size == 0:
        raise ValueError("The input has no element.")
    values = values.reshape(-1)
    counts, limits = np.histogram(values, bins=bins)
    if max_bins is not None and len(counts) > max_bins:
        step = len(counts) // max_bins
        if len(counts) % step:
            counts = np.pad(counts, (0, step - len(counts) % step))
        counts = counts.reshape(-1, step).sum(axis=-1)
        limits = np.append(limits[:-1:step], limits[-1])
    nonzero = np.flatnonzero(counts)
    if nonzero.size == 0:
        raise ValueError("The histogram is empty, please file a bug report.")
    start, end = int(nonzero[0]), int(nonzero[-1]) + 1
    # Bucket i covers (limit[i-1], limit[i]]: the counts run one bucket left of the limits.
    counts = counts[start - 1 : end] if start > 0 else np.concatenate([[0], counts[:end]])
    limits = limits[start : end + 1]
    return HistogramProto(
        min=values.min(),
        max=values.max(),
        num=len(values),
        sum=values.sum(),
        sum_squares=values.dot(values),
        bucket_limit=limits.tolist(),
        bucket=counts.tolist(),
    )


def make_image(tensor: np.ndarray) -> Summary.Image:
    """A PNG ``Summary.Image`` of an (H, W, C) uint8 array."""
    height, width, channels = tensor.shape
    return Summary.Image(
        height=height, width=width, colorspace=channels, encoded_image_string=encode_png(tensor)
    )


def image(tag: str, tensor: Any, dataformats: str = "NCHW") -> Summary:
    """An image (or a grid of a batch) in ``dataformats``; floats are read as [0, 1]."""
    hwc = convert_to_HWC(make_np(tensor), dataformats)
    return Summary(value=[Summary.Value(tag=tag, image=make_image(to_uint8(hwc)))])


def text(tag: str, text: str) -> Summary:
    """A string for the text plugin (markdown), under ``<tag>/text_summary``."""
    metadata = SummaryMetadata(
        plugin_data=SummaryMetadata.PluginData(
            plugin_name="text", content=TextPluginData(version=0).SerializeToString()
        )
    )
    proto = TensorProto(
        dtype="DT_STRING",
        string_val=[text.encode("utf_8")],
        tensor_shape=TensorShapeProto(dim=[TensorShapeProto.Dim(size=1)]),
    )
    return Summary(
        value=[Summary.Value(tag=tag + "/text_summary", metadata=metadata, tensor=proto)]
    )


def audio(tag: str, tensor: Any, sample_rate: int = 44100) -> Summary:
    """Mono sound in [-1, 1] (louder values are clipped) as a 16-bit WAV file."""
    array = make_np(tensor).squeeze()
    if abs(array).max() > 1:
        print("warning: audio amplitude out of range, auto clipped.")
        array = array.clip(-1, 1)
    if array.ndim != 1:
        raise AssertionError("input tensor should be 1 dimensional.")
    samples = (array * np.iinfo(np.int16).max).astype("<i2")
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(sample_rate)
        out.writeframes(samples.tobytes())
    sound = Summary.Audio(
        sample_rate=sample_rate,
        num_channels=1,
        length_frames=samples.shape[-1],
        encoded_audio_string=buffer.getvalue(),
        content_type="audio/wav",
    )
    return Summary(value=[Summary.Value(tag=tag, audio=sound)])
