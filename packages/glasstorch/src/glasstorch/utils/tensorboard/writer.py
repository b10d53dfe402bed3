"""``SummaryWriter`` and ``FileWriter``: TensorBoard event files from a training loop.

Mirrors ``torch/utils/tensorboard/writer.py``. Events are written by the ``tensorboard``
package's own ``EventFileWriter`` (a queue and a thread writing TFRecord files), so the
files are exactly what TensorBoard reads; the summaries come from :mod:`.summary`.
"""

from __future__ import annotations

import os
import socket
import time
from datetime import datetime
from typing import Any

from google.protobuf import text_format
from tensorboard.compat.proto.event_pb2 import Event, SessionLog, TaggedRunMetadata
from tensorboard.plugins.projector.projector_config_pb2 import ProjectorConfig
from tensorboard.summary.writer.event_file_writer import EventFileWriter

from . import _embedding, _plugins
from ._convert import figure_to_image, make_np
from ._pytorch_graph import graph
from .summary import (
    audio,
    default_bins,
    histogram,
    histogram_raw,
    image,
    scalar,
    tensor_proto,
    text,
)

__all__ = ["FileWriter", "SummaryWriter"]


class FileWriter:
    """Writes protocol buffers to one event file in ``log_dir`` (asynchronously)."""

    def __init__(
        self, log_dir: Any, max_queue: int = 10, flush_secs: int = 120, filename_suffix: str = ""
    ) -> None:
        self.event_writer = EventFileWriter(str(log_dir), max_queue, flush_secs, filename_suffix)

    def get_logdir(self) -> str:
        return self.event_writer.get_logdir()

    def add_event(
        self, event: Event, step: int | None = None, walltime: float | None = None
    ) -> None:
        """Stamp ``event`` with the wall time (and step) and queue it."""
        event.wall_time = time.time() if walltime is None else walltime
        if step is not None:
            event.step = int(step)
        self.event_writer.add_event(event)

    def add_summary(
        self, summary: Any, global_step: int | None = None, walltime: float | None = None
    ) -> None:
        self.add_event(Event(summary=summary), global_step, walltime)

    def add_graph(self, graph_profile: tuple[Any, Any], walltime: float | None = None) -> None:
        """A GraphDef and its run metadata (the graph plugin's two events)."""
        graph_def, stepstats = graph_profile
        self.add_event(Event(graph_def=graph_def.SerializeToString()), None, walltime)
        tagged = TaggedRunMetadata(tag="step1", run_metadata=stepstats.SerializeToString())
        self.add_event(Event(tagged_run_metadata=tagged), None, walltime)

    def flush(self) -> None:
        self.event_writer.flush()

    def close(self) -> None:
        self.event_writer.close()

    def reopen(self) -> None:
        """After ``close``: later events go to a new file in the same folder."""
        self.event_writer.reopen()


class SummaryWriter:
    """Logs scalars, histograms, images, text, graphs, hparams and embeddings for
    TensorBoard under ``log_dir`` (default ``runs/<date>_<host><comment>``)."""

    def __init__(
        self,
        log_dir: Any = None,
        comment: str = "",
        purge_step: int | None = None,
        max_queue: int = 10,
        flush_secs: int = 120,
        filename_suffix: str = "",
    ) -> None:
        if not log_dir:
            now = datetime.now().strftime("%b%d_%H-%M-%S")
            log_dir = os.path.join("runs", now + "_" + socket.gethostname() + comment)
        self.log_dir = log_dir
        self.purge_step = purge_step
        self.max_queue = max_queue
        self.flush_secs = flush_secs
        self.filename_suffix = filename_suffix
        self.file_writer: FileWriter | None = None
        self.all_writers: dict[str, FileWriter] | None = None
        self._get_file_writer()
        self.default_bins = default_bins()

    def _get_file_writer(self) -> FileWriter:
        """The main writer, made again after ``close``; ``purge_step`` starts its file
        with a restart marker, so TensorBoard hides events at and after that step."""
        if self.all_writers is None or self.file_writer is None:
            self.file_writer = FileWriter(
                self.log_dir, self.max_queue, self.flush_secs, self.filename_suffix
            )
            self.all_writers = {self.file_writer.get_logdir(): self.file_writer}
            if self.purge_step is not None:
                step = self.purge_step
                self.file_writer.add_event(Event(step=step, file_version="brain.Event:2"))
                start = SessionLog(status=SessionLog.START)
                self.file_writer.add_event(Event(step=step, session_log=start))
                self.purge_step = None
        return self.file_writer

    def get_logdir(self) -> str:
        return self.log_dir

    def _add(self, summary: Any, global_step: Any = None, walltime: Any = None) -> None:
        self._get_file_writer().add_summary(summary, global_step, walltime)

    def add_hparams(
        self,
        hparam_dict: dict[str, Any],
        metric_dict: dict[str, Any],
        hparam_domain_discrete: dict[str, list[Any]] | None = None,
        run_name: str | None = None,
        global_step: int | None = None,
    ) -> None:
        """One hparams session in the sub-run ``run_name`` (default: the time), with the
        metrics logged there as scalars."""
        if type(hparam_dict) is not dict or type(metric_dict) is not dict:
            raise TypeError("hparam_dict and metric_dict should be dictionary.")
        summaries = _plugins.hparams(hparam_dict, metric_dict, hparam_domain_discrete)
        logdir = os.path.join(self._get_file_writer().get_logdir(), run_name or str(time.time()))
        with SummaryWriter(log_dir=logdir) as run:
            for summary in summaries:
                run._get_file_writer().add_summary(summary, global_step)
            for k, v in metric_dict.items():
                run.add_scalar(k, v, global_step)

    def add_scalar(
        self,
        tag: str,
        scalar_value: Any,
        global_step: int | None = None,
        walltime: float | None = None,
        new_style: bool = False,
        double_precision: bool = False,
    ) -> None:
        """One number at ``global_step``."""
        summary = scalar(tag, scalar_value, new_style=new_style, double_precision=double_precision)
        self._add(summary, global_step, walltime)

    def add_scalars(
        self,
        main_tag: str,
        tag_scalar_dict: dict[str, Any],
        global_step: int | None = None,
        walltime: float | None = None,
    ) -> None:
        """Several numbers on one chart: each key is written by its own writer, in the
        sub-folder ``<log_dir>/<main_tag>_<key>``, under the tag ``main_tag``."""
        walltime = time.time() if walltime is None else walltime
        logdir = self._get_file_writer().get_logdir()
        assert self.all_writers is not None
        for tag, value in tag_scalar_dict.items():
            sub = logdir + "/" + main_tag.replace("/", "_") + "_" + tag
            writer = self.all_writers.get(sub)
            if writer is None:
                writer = FileWriter(sub, self.max_queue, self.flush_secs, self.filename_suffix)
                self.all_writers[sub] = writer
            writer.add_summary(scalar(main_tag, value), global_step, walltime)

    def add_tensor(
        self, tag: str, tensor: Any, global_step: int | None = None, walltime: float | None = None
    ) -> None:
        """A whole tensor, values and shape."""
        self._add(tensor_proto(tag, tensor), global_step, walltime)

    def add_histogram(
        self,
        tag: str,
        values: Any,
        global_step: int | None = None,
        bins: Any = "tensorflow",
        walltime: float | None = None,
        max_bins: int | None = None,
    ) -> None:
        """A histogram of ``values``: TensorFlow's exponential buckets, or numpy's ``bins``."""
        if isinstance(bins, str) and bins == "tensorflow":
            bins = self.default_bins
        self._add(histogram(tag, values, bins, max_bins=max_bins), global_step, walltime)

    def add_histogram_raw(
        self,
        tag: str,
        min: float,  # noqa: A002 - PyTorch's parameter names
        max: float,  # noqa: A002
        num: int,
        sum: float,  # noqa: A002
        sum_squares: float,
        bucket_limits: Any,
        bucket_counts: Any,
        global_step: int | None = None,
        walltime: float | None = None,
    ) -> None:
        """A histogram computed elsewhere: its statistics and buckets."""
        if len(bucket_limits) != len(bucket_counts):
            raise ValueError("len(bucket_limits) != len(bucket_counts), see the document.")
        summary = histogram_raw(tag, min, max, num, sum, sum_squares, bucket_limits, bucket_counts)
        self._add(summary, global_step, walltime)

    def add_image(
        self,
        tag: str,
        img_tensor: Any,
        global_step: int | None = None,
        walltime: float | None = None,
        dataformats: str = "CHW",
    ) -> None:
        """One image; uint8 pixels as they are, floats read as [0, 1]."""
        self._add(image(tag, img_tensor, dataformats=dataformats), global_step, walltime)

    def add_images(
        self,
        tag: str,
        img_tensor: Any,
        global_step: int | None = None,
        walltime: float | None = None,
        dataformats: str = "NCHW",
    ) -> None:
        """A batch of images, shown as one grid of eight a row."""
        self._add(image(tag, img_tensor, dataformats=dataformats), global_step, walltime)

    def add_figure(
        self,
        tag: str,
        figure: Any,
        global_step: int | None = None,
        close: bool = True,
        walltime: float | None = None,
    ) -> None:
        """A matplotlib figure (or a list of them) rendered to an image."""
        formats = "NCHW" if isinstance(figure, list) else "CHW"
        self.add_image(tag, figure_to_image(figure, close), global_step, walltime, formats)

    def add_audio(
        self,
        tag: str,
        snd_tensor: Any,
        global_step: int | None = None,
        sample_rate: int = 44100,
        walltime: float | None = None,
    ) -> None:
        """A mono sound clip in [-1, 1]."""
        self._add(audio(tag, snd_tensor, sample_rate=sample_rate), global_step, walltime)

    def add_text(
        self,
        tag: str,
        text_string: str,
        global_step: int | None = None,
        walltime: float | None = None,
    ) -> None:
        """A string (markdown) for the text plugin."""
        self._add(text(tag, text_string), global_step, walltime)

    def add_graph(
        self,
        model: Any,
        input_to_model: Any = None,
        verbose: bool = False,
        use_strict_trace: bool = True,
    ) -> None:
        """The graph ``model`` runs on ``input_to_model``, traced with ``jit.trace``."""
        self._get_file_writer().add_graph(graph(model, input_to_model, verbose, use_strict_trace))

    @staticmethod
    def _encode(rawstr: str) -> str:
        return rawstr.replace("%", "%25").replace("/", "%2f").replace("\\", "%5c")

    def add_embedding(
        self,
        mat: Any,
        metadata: list[Any] | None = None,
        label_img: Any = None,
        global_step: int | None = None,
        tag: str = "default",
        metadata_header: list[str] | None = None,
    ) -> None:
        """Points for the projector: ``mat`` (N, D), with optional labels and images, in
        ``<log_dir>/<step>/<tag>/``; ``projector_config.pbtxt`` lists every embedding."""
        mat = make_np(mat)
        global_step = 0 if global_step is None else global_step
        subdir = f"{str(global_step).zfill(5)}/{self._encode(tag)}"
        save_path = os.path.join(self._get_file_writer().get_logdir(), subdir)
        if os.path.exists(save_path):
            if not os.path.isdir(save_path):
                raise NotADirectoryError(
                    f"Path: `{save_path}` exists, but is a file. Cannot proceed."
                )
            print("warning: Embedding dir exists, did you set global_step for add_embedding()?")
        else:
            os.makedirs(save_path)
        if metadata is not None:
            if mat.shape[0] != len(metadata):
                raise AssertionError("#labels should equal with #data points")
            _embedding.make_tsv(metadata, save_path, metadata_header=metadata_header)
        if label_img is not None:
            if mat.shape[0] != label_img.shape[0]:
                raise AssertionError("#images should equal with #data points")
            _embedding.make_sprite(label_img, save_path)
        if mat.ndim != 2:
            raise AssertionError("mat should be 2D, where mat.size(0) is the number of data points")
        _embedding.make_mat(mat, save_path)
        if not hasattr(self, "_projector_config"):
            self._projector_config = ProjectorConfig()
        info = _embedding.get_embedding_info(metadata, label_img, subdir, global_step, tag)
        self._projector_config.embeddings.extend([info])
        _embedding.write_pbtxt(
            self._get_file_writer().get_logdir(),
            text_format.MessageToString(self._projector_config),
        )

    def add_pr_curve(
        self,
        tag: str,
        labels: Any,
        predictions: Any,
        global_step: int | None = None,
        num_thresholds: int = 127,
        weights: Any = None,
        walltime: float | None = None,
    ) -> None:
        """A precision-recall curve of ``predictions`` (probabilities) against 0/1 labels."""
        summary = _plugins.pr_curve(tag, labels, predictions, num_thresholds, weights)
        self._add(summary, global_step, walltime)

    def add_pr_curve_raw(
        self,
        tag: str,
        true_positive_counts: Any,
        false_positive_counts: Any,
        true_negative_counts: Any,
        false_negative_counts: Any,
        precision: Any,
        recall: Any,
        global_step: int | None = None,
        num_thresholds: int = 127,
        weights: Any = None,
        walltime: float | None = None,
    ) -> None:
        """A precision-recall curve from counts computed elsewhere."""
        summary = _plugins.pr_curve_raw(
            tag,
            true_positive_counts,
            false_positive_counts,
            true_negative_counts,
            false_negative_counts,
            precision,
            recall,
            num_thresholds,
            weights,
        )
        self._add(summary, global_step, walltime)

    def add_custom_scalars_multilinechart(
        self, tags: list[str], category: str = "default", title: str = "untitled"
    ) -> None:
        """A custom-scalars chart drawing the scalars ``tags`` together."""
        self.add_custom_scalars({category: {title: ["Multiline", tags]}})

    def add_custom_scalars_marginchart(
        self, tags: list[str], category: str = "default", title: str = "untitled"
    ) -> None:
        """A custom-scalars chart of a value and its lower and upper margins (three tags)."""
        if len(tags) != 3:
            raise AssertionError(f"Expected 3 tags, got {len(tags)}.")
        self.add_custom_scalars({category: {title: ["Margin", tags]}})

    def add_custom_scalars(self, layout: dict[str, dict[str, list[Any]]]) -> None:
        """The custom scalars plugin's layout: {category: {title: [kind, tags]}}."""
        self._add(_plugins.custom_scalars(layout))

    def flush(self) -> None:
        """Write every pending event to disk."""
        for writer in (self.all_writers or {}).values():
            writer.flush()

    def close(self) -> None:
        """Flush and close every file; a later ``add_*`` opens new ones."""
        if self.all_writers is None:
            return
        for writer in self.all_writers.values():
            writer.flush()
            writer.close()
        self.file_writer = self.all_writers = None

    def __enter__(self) -> SummaryWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
