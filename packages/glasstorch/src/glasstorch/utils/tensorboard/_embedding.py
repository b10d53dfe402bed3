"""The projector plugin's files: ``tensors.tsv``, ``metadata.tsv``, ``sprite.png`` and
``projector_config.pbtxt`` (one ``EmbeddingInfo`` per ``add_embedding`` call)."""

from __future__ import annotations

import math
import os
from typing import Any

import numpy as np
from tensorboard.plugins.projector.projector_config_pb2 import EmbeddingInfo

from ._convert import make_grid, make_np, to_uint8
from ._png import encode_png

__all__ = ["get_embedding_info", "make_mat", "make_sprite", "make_tsv", "write_pbtxt"]


def make_tsv(metadata: list[Any], save_path: str, metadata_header: list[str] | None = None) -> None:
    """One label per line, or with a header, tab-separated columns."""
    if not metadata_header:
        lines = [str(x) for x in metadata]
    else:
        if len(metadata_header) != len(metadata[0]):
            raise AssertionError("len of header must be equal to the number of columns in metadata")
        lines = ["\t".join(str(e) for e in row) for row in [metadata_header, *metadata]]
    with open(os.path.join(save_path, "metadata.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def make_sprite(label_img: Any, save_path: str) -> None:
    """The label images (N, C, H, W) in [0, 1] on a square grid, saved as ``sprite.png``."""
    images = make_np(label_img)
    nrow = math.ceil(images.shape[0] ** 0.5)
    grid = make_grid(images, ncols=nrow).transpose(1, 2, 0)  # (rows*H, nrow*W, 3)
    square = np.zeros((grid.shape[1], grid.shape[1], 3), dtype=np.float64)
    square[: grid.shape[0]] = grid
    with open(os.path.join(save_path, "sprite.png"), "wb") as f:
        f.write(encode_png(to_uint8(square)))


def make_mat(matrix: np.ndarray, save_path: str) -> None:
    """The embedding vectors, one tab-separated row per point, as ``tensors.tsv``."""
    with open(os.path.join(save_path, "tensors.tsv"), "w", encoding="utf-8") as f:
        for row in matrix:
            f.write("\t".join(str(x.item()) for x in row) + "\n")


def get_embedding_info(
    metadata: Any, label_img: Any, subdir: str, global_step: int, tag: str
) -> EmbeddingInfo:
    """The projector's entry for one embedding saved under ``subdir``."""
    info = EmbeddingInfo()
    info.tensor_name = f"{tag}:{str(global_step).zfill(5)}"
    info.tensor_path = f"{subdir}/tensors.tsv"
    if metadata is not None:
        info.metadata_path = f"{subdir}/metadata.tsv"
    if label_img is not None:
        info.sprite.image_path = f"{subdir}/sprite.png"
        info.sprite.single_image_dim.extend([label_img.shape[3], label_img.shape[2]])
    return info


def write_pbtxt(save_path: str, contents: str) -> None:
    with open(os.path.join(save_path, "projector_config.pbtxt"), "w", encoding="utf-8") as f:
        f.write(contents)
