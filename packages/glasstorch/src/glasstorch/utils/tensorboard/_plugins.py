"""Summaries of TensorBoard's plugins: hparams, PR curves and custom scalar layouts."""

from __future__ import annotations

from typing import Any

import numpy as np
from google.protobuf import struct_pb2
from tensorboard.compat.proto.summary_pb2 import Summary, SummaryMetadata
from tensorboard.compat.proto.tensor_pb2 import TensorProto
from tensorboard.compat.proto.tensor_shape_pb2 import TensorShapeProto
from tensorboard.plugins.custom_scalar import layout_pb2
from tensorboard.plugins.hparams import api_pb2
from tensorboard.plugins.hparams import metadata as hp_metadata
from tensorboard.plugins.hparams import plugin_data_pb2 as hp_data
from tensorboard.plugins.pr_curve.plugin_data_pb2 import PrCurvePluginData

from glasstorch.aten import Tensor

from ._convert import make_np

__all__ = ["compute_curve", "custom_scalars", "hparams", "pr_curve", "pr_curve_raw"]


def _plugin_summary(tag: str, plugin: str, content: bytes, tensor: Any = None) -> Summary:
    metadata = SummaryMetadata(
        plugin_data=SummaryMetadata.PluginData(plugin_name=plugin, content=content)
    )
    return Summary(value=[Summary.Value(tag=tag, metadata=metadata, tensor=tensor)])


def _hparams_summary(tag: str, **content: Any) -> Summary:
    data = hp_data.HParamsPluginData(version=hp_metadata.PLUGIN_DATA_VERSION, **content)
    return _plugin_summary(tag, hp_metadata.PLUGIN_NAME, data.SerializeToString())


# Python type -> (hparams data type, the struct_pb2.Value field holding such a value). As in
# PyTorch, numbers are tested first, so a bool (an int) is logged as the number 0 or 1.
_HPARAM_KINDS = [
    (int | float, "DATA_TYPE_FLOAT64", "number_value"),
    (str, "DATA_TYPE_STRING", "string_value"),
]


def hparams(
    hparam_dict: dict[str, Any],
    metric_dict: dict[str, Any],
    hparam_domain_discrete: dict[str, list[Any]] | None = None,
) -> tuple[Summary, Summary, Summary]:
    """The hparams plugin's experiment, session-start and session-end summaries."""
    if not isinstance(hparam_dict, dict):
        raise TypeError("parameter: hparam_dict should be a dictionary, nothing logged.")
    if not isinstance(metric_dict, dict):
        raise TypeError("parameter: metric_dict should be a dictionary, nothing logged.")
    domains = hparam_domain_discrete or {}
    if not isinstance(domains, dict):
        raise TypeError("parameter: hparam_domain_discrete should be a dictionary, nothing logged.")
    for k, v in domains.items():
        if (
            k not in hparam_dict
            or not isinstance(v, list)
            or not all(isinstance(d, type(hparam_dict[k])) for d in v)
        ):
            raise TypeError(
                f"parameter: hparam_domain_discrete[{k}] should be a list of same type as "
                f"hparam_dict[{k}]."
            )
    infos = []
    start = hp_data.SessionStartInfo()
    for k, v in hparam_dict.items():
        if v is None:
            continue
        if isinstance(v, Tensor):
            v = float(make_np(v).reshape(-1)[0])
        found = [(t, f) for kind, t, f in _HPARAM_KINDS if isinstance(v, kind)]
        if not found:
            raise ValueError("value should be one of int, float, str, bool, or torch.Tensor")
        data_type, field = found[0]
        setattr(start.hparams[k], field, v)
        domain = None
        if k in domains:
            domain = struct_pb2.ListValue(
                values=[struct_pb2.Value(**{field: d}) for d in domains[k]]
            )
        infos.append(
            api_pb2.HParamInfo(
                name=k, type=api_pb2.DataType.Value(data_type), domain_discrete=domain
            )
        )
    metrics = [api_pb2.MetricInfo(name=api_pb2.MetricName(tag=k)) for k in metric_dict]
    experiment = api_pb2.Experiment(hparam_infos=infos, metric_infos=metrics)
    end = hp_data.SessionEndInfo(status=api_pb2.Status.Value("STATUS_SUCCESS"))
    return (
        _hparams_summary(hp_metadata.EXPERIMENT_TAG, experiment=experiment),
        _hparams_summary(hp_metadata.SESSION_START_INFO_TAG, session_start_info=start),
        _hparams_summary(hp_metadata.SESSION_END_INFO_TAG, session_end_info=end),
    )


def _pr_summary(tag: str, data: np.ndarray, num_thresholds: int) -> Summary:
    content = PrCurvePluginData(version=0, num_thresholds=num_thresholds).SerializeToString()
    tensor = TensorProto(
        dtype="DT_FLOAT",
        float_val=data.reshape(-1).tolist(),
        tensor_shape=TensorShapeProto(dim=[TensorShapeProto.Dim(size=d) for d in data.shape]),
    )
    return _plugin_summary(tag, "pr_curves", content, tensor)


def pr_curve_raw(
    tag: str,
    tp: Any,
    fp: Any,
    tn: Any,
    fn: Any,
    precision: Any,
    recall: Any,
    num_thresholds: int = 127,
    weights: Any = None,
) -> Summary:
    """A precision-recall curve from its counts per threshold (at most 127 thresholds)."""
    data = np.stack([make_np(x) for x in (tp, fp, tn, fn, precision, recall)])
    return _pr_summary(tag, data, min(num_thresholds, 127))


def pr_curve(
    tag: str, labels: Any, predictions: Any, num_thresholds: int = 127, weights: Any = None
) -> Summary:
    """A precision-recall curve of ``predictions`` in [0, 1] against 0/1 ``labels``."""
    num_thresholds = min(num_thresholds, 127)
    data = compute_curve(make_np(labels), make_np(predictions), num_thresholds, weights)
    return _pr_summary(tag, data, num_thresholds)


def compute_curve(
    labels: np.ndarray, predictions: np.ndarray, num_thresholds: int, weights: Any = None
) -> np.ndarray:
    """Rows tp, fp, tn, fn, precision, recall at ``num_thresholds`` even thresholds."""
    minimum_count = 1e-7
    weights = 1.0 if weights is None else weights
    buckets = np.int32(np.floor(predictions * (num_thresholds - 1)))
    positive = labels.astype(np.float64)
    span = (0, num_thresholds - 1)
    tp_buckets, _ = np.histogram(buckets, num_thresholds, span, weights=positive * weights)
    fp_buckets, _ = np.histogram(buckets, num_thresholds, span, weights=(1 - positive) * weights)
    tp = np.cumsum(tp_buckets[::-1])[::-1]
    fp = np.cumsum(fp_buckets[::-1])[::-1]
    tn = fp[0] - fp
    fn = tp[0] - tp
    precision = tp / np.maximum(minimum_count, tp + fp)
    recall = tp / np.maximum(minimum_count, tp + fn)
    return np.stack((tp, fp, tn, fn, precision, recall))


def custom_scalars(layout: dict[str, dict[str, list[Any]]]) -> Summary:
    """The custom scalars plugin's layout: {category: {title: ["Multiline" | "Margin", tags]}}."""
    categories = []
    for category, charts in layout.items():
        made = []
        for title, (kind, tags) in charts.items():
            if kind == "Margin":
                if len(tags) != 3:
                    raise AssertionError("len(tags) != 3")
                series = layout_pb2.MarginChartContent.Series(
                    value=tags[0], lower=tags[1], upper=tags[2]
                )
                chart = layout_pb2.Chart(
                    title=title, margin=layout_pb2.MarginChartContent(series=[series])
                )
            else:
                chart = layout_pb2.Chart(
                    title=title, multiline=layout_pb2.MultilineChartContent(tag=tags)
                )
            made.append(chart)
        categories.append(layout_pb2.Category(title=category, chart=made))
    tensor = TensorProto(
        dtype="DT_STRING",
        string_val=[layout_pb2.Layout(category=categories).SerializeToString()],
        tensor_shape=TensorShapeProto(),
    )
    return _plugin_summary("custom_scalars__config__", "custom_scalars", b"", tensor)
