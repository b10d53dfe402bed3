"""Values to numpy arrays, and arrays of pictures to one (height, width, channel) image.

``make_np`` accepts what the writer's methods accept: a glasstorch tensor, a numpy array or
a Python number. The image helpers turn the layouts PyTorch's writer takes (``CHW``,
``HWC``, ``HW``, ``NCHW`` ...) into one HWC picture; a batch is laid out as a grid.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from glasstorch.aten import Tensor

__all__ = ["convert_to_HWC", "figure_to_image", "make_grid", "make_np", "to_uint8"]


def make_np(x: Any) -> np.ndarray:
    """A numpy array of ``x``: a tensor (detached, on the CPU), an array or a number."""
    if isinstance(x, np.ndarray):
        return x
    if np.isscalar(x):
        return np.array([x])
    if isinstance(x, Tensor):
        x = x.detach().cpu()
        if str(x.dtype) == "glasstorch.bfloat16":
            x = x.float()
        return x.numpy()
    raise NotImplementedError(f"Got {type(x)}, but numpy array or torch tensor are expected.")


def to_uint8(image: np.ndarray) -> np.ndarray:
    """Pixels as bytes: uint8 arrays as they are, anything else read as [0, 1] and scaled."""
    scale = 1 if image.dtype == np.uint8 else 255
    return (image.astype(np.float32) * scale).clip(0, 255).astype(np.uint8)


def make_grid(images: np.ndarray, ncols: int = 8) -> np.ndarray:
    """N images (N, 1 or 3, H, W) side by side in rows of ``ncols``: one (3, H', W') array."""
    if images.shape[1] == 1:
        images = np.concatenate([images, images, images], 1)
    if images.ndim != 4 or images.shape[1] != 3:
        raise AssertionError("Input should be a 4D numpy array with 3 channels")
    count, _, height, width = images.shape
    ncols = min(count, ncols)
    nrows = math.ceil(count / ncols)
    canvas = np.zeros((3, height * nrows, width * ncols), dtype=images.dtype)
    for i in range(count):
        y, x = divmod(i, ncols)
        canvas[:, y * height : (y + 1) * height, x * width : (x + 1) * width] = images[i]
    return canvas


def convert_to_HWC(tensor: np.ndarray, input_format: str) -> np.ndarray:  # noqa: N802
    """One (H, W, 3) picture from an array in ``input_format`` (letters among N, C, H, W)."""
    if len(set(input_format)) != len(input_format):
        raise AssertionError(
            f"You can not use the same dimension shorthand twice. input_format: {input_format}"
        )
    if tensor.ndim != len(input_format):
        raise AssertionError(
            "size of input tensor and input format are different. tensor shape: "
            f"{tensor.shape}, input_format: {input_format}"
        )
    input_format = input_format.upper()
    if len(input_format) == 4:
        nchw = tensor.transpose([input_format.find(c) for c in "NCHW"])
        return make_grid(nchw).transpose(1, 2, 0)
    if len(input_format) == 3:
        hwc = tensor.transpose([input_format.find(c) for c in "HWC"])
        return np.concatenate([hwc] * 3, 2) if hwc.shape[2] == 1 else hwc
    if len(input_format) == 2:
        hw = tensor.transpose([input_format.find(c) for c in "HW"])
        return np.stack([hw, hw, hw], 2)
    raise AssertionError(f"unsupported input_format {input_format!r}")


def figure_to_image(figures: Any, close: bool = True) -> np.ndarray:
    """A matplotlib figure rendered as a (3, H, W) uint8 array; a list gives (N, 3, H, W)."""
    import matplotlib.pyplot as plt
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    def render(figure: Any) -> np.ndarray:
        canvas = FigureCanvasAgg(figure)
        canvas.draw()
        width, height = canvas.get_width_height()
        rgba = np.frombuffer(canvas.buffer_rgba(), dtype=np.uint8).reshape(height, width, 4)
        if close:
            plt.close(figure)
        return np.moveaxis(rgba[:, :, :3], 2, 0)

    if isinstance(figures, list):
        return np.stack([render(f) for f in figures])
    return render(figures)
