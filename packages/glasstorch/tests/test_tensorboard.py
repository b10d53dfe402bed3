"""torch.utils.tensorboard: event files read back with TensorBoard's own EventAccumulator."""

from __future__ import annotations

import io
import os
import socket
import sys

import glasstorch as torch
import numpy as np
import pytest

pytest.importorskip("tensorboard")
from glasstorch.utils.tensorboard import SummaryWriter  # noqa: E402
from glasstorch.utils.tensorboard.summary import default_bins  # noqa: E402
from PIL import Image  # noqa: E402
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator  # noqa: E402

KEEP_ALL = {"scalars": 0, "histograms": 0, "images": 0, "tensors": 0, "audio": 0}


def read(path) -> EventAccumulator:
    return EventAccumulator(str(path), size_guidance=KEEP_ALL).Reload()


def decode_png(data: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))


def test_default_log_dir_is_runs_date_host_comment(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with SummaryWriter(comment="_lr0.1") as w:
        logdir = w.get_logdir()
    folder, name = os.path.split(logdir)
    assert folder == "runs"
    assert name.endswith("_" + socket.gethostname() + "_lr0.1")
    # e.g. May04_22-14-54: month, day, hour-minute-second
    stamp = name[: -len("_" + socket.gethostname() + "_lr0.1")]
    assert len(stamp) == 14 and stamp[5] == "_" and stamp[8] == stamp[11] == "-"
    assert os.listdir(tmp_path / "runs" / name)[0].startswith("events.out.tfevents.")


def test_scalars_old_and_new_style(tmp_path):
    with SummaryWriter(tmp_path, filename_suffix=".v1") as w:
        for step, value in enumerate([0.5, 0.25, torch.tensor(0.125), np.float64(1 / 3)]):
            w.add_scalar("loss", value, step, walltime=100.0 + step)
        w.add_scalar("new", 2.5, 7, new_style=True)
        w.add_scalar("double", 1 / 3, 8, new_style=True, double_precision=True)
    assert os.listdir(tmp_path)[0].endswith(".v1")
    ea = read(tmp_path)
    got = [(e.step, e.wall_time, e.value) for e in ea.Scalars("loss")]
    assert got == [
        (0, 100.0, 0.5),
        (1, 101.0, 0.25),
        (2, 102.0, 0.125),
        (3, 103.0, pytest.approx(1 / 3, rel=1e-7)),  # stored as float32
    ]
    (new,) = ea.Tensors("new")
    assert new.step == 7 and new.tensor_proto.float_val == [2.5]
    assert ea.SummaryMetadata("new").plugin_data.plugin_name == "scalars"
    (double,) = ea.Tensors("double")
    assert double.tensor_proto.dtype == 2  # DT_DOUBLE
    assert double.tensor_proto.double_val == [1 / 3]  # exactly, in double precision


def test_scalar_of_several_elements_is_an_error(tmp_path):
    with SummaryWriter(tmp_path) as w, pytest.raises(AssertionError, match="one element"):
        w.add_scalar("x", torch.tensor([1.0, 2.0]))


def test_add_scalars_writes_one_subfolder_per_key(tmp_path):
    with SummaryWriter(tmp_path) as w:
        for step in range(3):
            w.add_scalars("run/a", {"sin": step * 1.0, "cos": -step * 2.0}, step)
    subfolders = sorted(p.name for p in tmp_path.iterdir() if p.is_dir())
    assert subfolders == ["run_a_cos", "run_a_sin"]
    sin = read(tmp_path / "run_a_sin").Scalars("run/a")
    cos = read(tmp_path / "run_a_cos").Scalars("run/a")
    assert [(e.step, e.value) for e in sin] == [(0, 0.0), (1, 1.0), (2, 2.0)]
    assert [(e.step, e.value) for e in cos] == [(0, 0.0), (1, -2.0), (2, -4.0)]


def expected_histogram(values: np.ndarray, bins) -> tuple[list[float], list[float]]:
    """numpy's histogram, trimmed to the non-empty span with one empty bucket on the left."""
    counts, limits = np.histogram(values, bins=bins)
    nz = np.flatnonzero(counts)
    start, end = nz[0], nz[-1] + 1
    counts = counts[start - 1 : end] if start > 0 else np.concatenate([[0], counts[:end]])
    return limits[start : end + 1].tolist(), counts.tolist()


def test_histogram_with_tensorflow_and_numpy_bins(tmp_path):
    values = np.random.default_rng(0).normal(size=500)
    with SummaryWriter(tmp_path) as w:
        w.add_histogram("tf", torch.tensor(values), 3)
        w.add_histogram("fixed", np.array([0.0, 1, 1, 2, 3]), 4, bins=3)
        w.add_histogram("auto", values, 5, bins="auto")
        w.add_histogram_raw("raw", 0.0, 3.0, 5, 7.0, 15.0, [1.0, 2.0, 3.0], [1, 2, 2], 6)
    ea = read(tmp_path)
    (tf,) = ea.Histograms("tf")
    h = tf.histogram_value
    assert tf.step == 3
    assert (h.min, h.max, h.num) == (values.min(), values.max(), 500)
    assert h.sum == pytest.approx(values.sum()) and h.sum_squares == pytest.approx(values @ values)
    limits, counts = expected_histogram(values, default_bins())
    assert h.bucket_limit == pytest.approx(limits) and h.bucket == counts
    assert sum(h.bucket) == 500
    # bins=3 over [0, 3]: counts 1, 2, 2 at edges 0, 1, 2, 3, and one empty bucket in front
    (fixed,) = ea.Histograms("fixed")
    assert list(fixed.histogram_value.bucket_limit) == [0.0, 1.0, 2.0, 3.0]
    assert list(fixed.histogram_value.bucket) == [0.0, 1.0, 2.0, 2.0]
    (auto,) = ea.Histograms("auto")
    limits, counts = expected_histogram(values, "auto")
    assert auto.histogram_value.bucket_limit == pytest.approx(limits)
    assert list(auto.histogram_value.bucket) == counts
    (raw,) = ea.Histograms("raw")
    r = raw.histogram_value
    assert (r.min, r.max, r.num, r.sum, r.sum_squares) == (0.0, 3.0, 5, 7.0, 15.0)
    assert list(r.bucket_limit) == [1.0, 2.0, 3.0] and list(r.bucket) == [1, 2, 2]


def test_histogram_errors(tmp_path):
    with SummaryWriter(tmp_path) as w:
        with pytest.raises(ValueError, match="The input has no element."):
            w.add_histogram("empty", np.array([]))
        with pytest.raises(ValueError, match=r"len\(bucket_limits\) != len\(bucket_counts\)"):
            w.add_histogram_raw("raw", 0, 1, 1, 1, 1, [1.0], [1, 2])


def test_images_decode_to_the_same_pixels(tmp_path):
    rng = np.random.default_rng(1)
    chw = rng.random((3, 5, 7)).astype(np.float32)
    hwc_bytes = rng.integers(0, 256, (4, 6, 3), dtype=np.uint8)
    gray = rng.random((5, 7)).astype(np.float32)
    batch = rng.random((3, 1, 4, 4)).astype(np.float32)
    with SummaryWriter(tmp_path) as w:
        w.add_image("chw", torch.tensor(chw), 1)
        w.add_image("hwc", torch.tensor(hwc_bytes), 2, dataformats="HWC")
        w.add_image("hw", gray, 3, dataformats="HW")
        w.add_images("batch", torch.tensor(batch), 4)
    ea = read(tmp_path)
    (chw_event,) = ea.Images("chw")
    assert (chw_event.height, chw_event.width, chw_event.step) == (5, 7, 1)
    expected = (chw.transpose(1, 2, 0) * 255).clip(0, 255).astype(np.uint8)
    np.testing.assert_array_equal(decode_png(chw_event.encoded_image_string), expected)
    (hwc_event,) = ea.Images("hwc")
    np.testing.assert_array_equal(decode_png(hwc_event.encoded_image_string), hwc_bytes)
    (hw_event,) = ea.Images("hw")
    g = (gray * 255).astype(np.uint8)
    np.testing.assert_array_equal(decode_png(hw_event.encoded_image_string), np.stack([g, g, g], 2))
    # a batch of three 4x4 gray images: one row of a grid, 4 high and 12 wide
    (batch_event,) = ea.Images("batch")
    grid = decode_png(batch_event.encoded_image_string)
    assert grid.shape == (4, 12, 3)
    for i in range(3):
        tile = (batch[i, 0] * 255).astype(np.uint8)
        np.testing.assert_array_equal(grid[:, 4 * i : 4 * i + 4, 0], tile)


def test_image_format_must_match_rank(tmp_path):
    with SummaryWriter(tmp_path) as w, pytest.raises(AssertionError, match="different"):
        w.add_image("x", torch.rand(3, 4, 4), dataformats="HW")


def test_figure_is_rendered(tmp_path):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    def make():
        fig = plt.figure(figsize=(2, 1.5), dpi=40)
        plt.plot([0, 1, 2], [2, 0, 1], color="red")
        return fig

    with SummaryWriter(tmp_path) as w:
        w.add_figure("fig", make(), 1)
    (event,) = read(tmp_path).Images("fig")
    pixels = decode_png(event.encoded_image_string)
    assert pixels.shape == (60, 80, 3)  # 1.5 x 2 inches at 40 dpi
    reference = make()
    reference.canvas.draw()
    rgba = np.asarray(reference.canvas.buffer_rgba())
    np.testing.assert_array_equal(pixels, rgba[:, :, :3])
    plt.close(reference)
    assert (pixels[:, :, 0] > 200).any() and (pixels[:, :, 1] < 50).any()  # a red line


def test_text_and_tensor(tmp_path):
    with SummaryWriter(tmp_path) as w:
        w.add_text("notes", "**bold** ünïcode", 2)
        w.add_tensor("t", torch.tensor([[1, 2, 3], [4, 5, 6]]), 3)
    ea = read(tmp_path)
    (note,) = ea.Tensors("notes/text_summary")
    assert note.step == 2
    assert note.tensor_proto.string_val == ["**bold** ünïcode".encode()]
    assert ea.SummaryMetadata("notes/text_summary").plugin_data.plugin_name == "text"
    (t,) = ea.Tensors("t")
    assert [d.size for d in t.tensor_proto.tensor_shape.dim] == [2, 3]
    assert list(t.tensor_proto.int64_val) == [1, 2, 3, 4, 5, 6]


def test_audio_is_a_wav_file(tmp_path):
    import wave

    samples = np.sin(np.linspace(0, 20, 800))
    with SummaryWriter(tmp_path) as w:
        w.add_audio("tone", torch.tensor(samples), 1, sample_rate=8000)
    (clip,) = read(tmp_path).Audio("tone")
    assert (clip.sample_rate, clip.length_frames, clip.content_type) == (8000, 800, "audio/wav")
    with wave.open(io.BytesIO(clip.encoded_audio_string)) as f:
        frames = np.frombuffer(f.readframes(800), "<i2")
    np.testing.assert_array_equal(frames, (samples * 32767).astype("<i2"))


def test_purge_step_hides_the_events_it_replaces(tmp_path):
    with SummaryWriter(tmp_path) as w:
        for step in range(10):
            w.add_scalar("x", float(step), step)
    with SummaryWriter(tmp_path, purge_step=5) as w:
        for step in range(5, 8):
            w.add_scalar("x", 100.0 + step, step)
    steps = [(e.step, e.value) for e in read(tmp_path).Scalars("x")]
    assert steps == [(s, float(s)) for s in range(5)] + [(s, 100.0 + s) for s in range(5, 8)]


def test_flush_close_and_reopen(tmp_path):
    w = SummaryWriter(tmp_path, flush_secs=3600, max_queue=1000)
    w.add_scalar("x", 1.0, 0)
    w.flush()
    assert [e.value for e in read(tmp_path).Scalars("x")] == [1.0]
    w.close()
    w.close()  # closing twice is fine
    w.add_scalar("x", 2.0, 1)  # a closed writer opens a new file
    w.close()
    assert len(os.listdir(tmp_path)) == 2
    assert [e.value for e in read(tmp_path).Scalars("x")] == [1.0, 2.0]


def test_missing_tensorboard_names_the_extra(monkeypatch):
    for name in [m for m in sys.modules if m.startswith("glasstorch.utils.tensorboard")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "tensorboard", None)
    with pytest.raises(ImportError, match=r"glasstorch\[tensorboard\]"):
        import glasstorch.utils.tensorboard  # noqa: F401
