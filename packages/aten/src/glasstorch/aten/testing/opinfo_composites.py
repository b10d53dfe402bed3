"""OpInfo entries for the operators built from others (kron, cdist, diff, trapezoid,
logcumsumexp, count_nonzero, meshgrid, cartesian_prod) and for placing values among
others (searchsorted, bucketize, isin, histc)."""

from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from .opinfo import OpInfo, SampleInput, register_opinfos


def _arrays(*cases: tuple[tuple[int, ...], ...], **kwargs: Any) -> Any:
    def samples(rng: np.random.Generator) -> list[SampleInput]:
        return [
            SampleInput(tuple(rng.uniform(-2, 2, s) for s in shapes), dict(kwargs), str(shapes))
            for shapes in cases
        ]

    return samples


def _info(name: str, ref: Any, samples: Any, differentiable: tuple[int, ...] = (0,), **kw: Any):
    kw.setdefault("op", lambda torch, *a, **k: getattr(torch, name)(*a, **k))
    return OpInfo(name, ref=ref, samples=samples, differentiable=differentiable,
                  tags=("composite",), **kw)  # fmt: skip


def _cdist_ref(a: np.ndarray, b: np.ndarray, p: float = 2.0) -> np.ndarray:
    return np.linalg.norm(a[..., :, None, :] - b[..., None, :, :], ord=p, axis=-1)


def _cdist_samples(rng: np.random.Generator) -> list[SampleInput]:
    cases = [(((3, 4), (5, 4)), {}), (((2, 3, 4), (2, 5, 4)), {"p": 1.0}),
             (((3, 2), (1, 2)), {"p": math.inf}), (((3, 2), (4, 2)), {"p": 3.0})]  # fmt: skip
    return [
        SampleInput(tuple(rng.uniform(-2, 2, s) for s in shapes), kw, f"{shapes} {kw}")
        for shapes, kw in cases
    ]


def _diff_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.uniform(-2, 2, (3, 4))
    return [
        SampleInput((rng.uniform(-2, 2, 5),), name="vector"),
        SampleInput((x,), {"n": 2, "dim": 0}, "n=2 dim=0"),
        SampleInput(
            (x,),
            {"prepend": rng.uniform(-2, 2, (3, 1)), "append": rng.uniform(-2, 2, (3, 2))},
            "prepend append",
        ),  # fmt: skip
        SampleInput((x,), {"n": 5}, "n past the length"),
    ]


def _diff_ref(a: np.ndarray, n: int = 1, dim: int = -1, prepend: Any = None, append: Any = None):
    extra = {k: v for k, v in (("prepend", prepend), ("append", append)) if v is not None}
    return np.diff(a, n, axis=dim, **extra)


def _trapezoid_samples(rng: np.random.Generator) -> list[SampleInput]:
    y = rng.uniform(-2, 2, (3, 4))
    return [
        SampleInput((y, np.sort(rng.uniform(0, 3, 4))), name="x"),
        SampleInput((y, np.sort(rng.uniform(0, 3, (3, 4)), 1)), name="x like y"),
        SampleInput((y,), {"dx": 0.5, "dim": 0}, "dx"),
    ]


def _trapezoid_ref(y: np.ndarray, x: Any = None, dx: float = 1.0, dim: int = -1) -> np.ndarray:
    return np.trapezoid(y, x, dx=dx, axis=dim)


def _count_samples(rng: np.random.Generator) -> list[SampleInput]:
    x = rng.integers(-1, 2, (3, 4)).astype(np.float64)
    return [SampleInput((x,)), SampleInput((x,), {"dim": 1}), SampleInput((x,), {"dim": (0, 1)})]


def _searchsorted_samples(rng: np.random.Generator) -> list[SampleInput]:
    rows = np.sort(rng.integers(0, 6, (2, 5)), 1).astype(np.float64)
    values = rng.integers(-1, 7, (2, 3)).astype(np.float64)
    return [
        SampleInput((rows[0], values), name="1-D sequence"),
        SampleInput((rows[0], values), {"right": True}, "right"),
        SampleInput((rows, values), {"side": "right"}, "rows"),
        SampleInput((rows, values), {"out_int32": True}, "int32"),
    ]


def _searchsorted_ref(rows: np.ndarray, values: np.ndarray, out_int32: bool = False,
                      right: bool = False, side: Any = None) -> np.ndarray:  # fmt: skip
    where = side or ("right" if right else "left")
    if rows.ndim == 1:
        found = np.searchsorted(rows, values, side=where)
    else:
        found = np.stack(
            [np.searchsorted(r, v, side=where) for r, v in zip(rows, values, strict=True)]
        )
    return found.astype(np.int32 if out_int32 else np.int64)


def _histc_ref(x: np.ndarray, bins: int = 100, min: float = 0, max: float = 0) -> np.ndarray:  # noqa: A002
    low, high = (x.min(), x.max()) if min == max else (min, max)
    return np.histogram(x, bins, range=(low, high))[0].astype(x.dtype)


opinfos = [
    _info("kron", np.kron, _arrays(((2, 3), (4,)), ((2,), (3,)), ((2, 1, 2), (3, 2))), (0, 1)),
    _info("cdist", _cdist_ref, _cdist_samples, (0, 1)),
    _info("diff", _diff_ref, _diff_samples),
    _info("trapezoid", _trapezoid_ref, _trapezoid_samples),
    _info(
        "logcumsumexp",
        lambda a, dim: np.logaddexp.accumulate(a, axis=dim),
        _arrays(((5,),), ((3, 4),), dim=0),
    ),
    _info("count_nonzero", lambda a, dim=None: np.count_nonzero(a, axis=dim), _count_samples, ()),
    _info(
        "meshgrid",
        lambda *arrays, indexing: np.stack(np.meshgrid(*arrays, indexing=indexing)),
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, 3), rng.uniform(-2, 2, 2)), {"indexing": i}, i)
            for i in ("ij", "xy")
        ],
        (0, 1),
        op=lambda torch, *t, indexing: torch.stack(torch.meshgrid(*t, indexing=indexing)),
    ),
    _info(
        "cartesian_prod",
        lambda *arrays: np.array(list(itertools.product(*arrays))),
        _arrays(((3,), (2,)), ((2,), (2,), (2,))),
        (0, 1),
    ),
    _info("searchsorted", _searchsorted_ref, _searchsorted_samples, (), supports_meta=False),
    _info(
        "bucketize",
        lambda x, b, right=False: np.searchsorted(b, x, side="right" if right else "left"),
        lambda rng: [
            SampleInput((rng.integers(-1, 7, (2, 3)).astype(float), np.arange(0.0, 6.0, 2)), kw)
            for kw in ({}, {"right": True})
        ],
        (),
        supports_meta=False,
    ),
    _info(
        "isin",
        np.isin,
        lambda rng: [SampleInput((rng.integers(0, 5, (3, 4)).astype(float), np.array([1.0, 3.0])))],
        (),
        supports_meta=False,
    ),
    _info(
        "histc",
        _histc_ref,
        lambda rng: [
            SampleInput((rng.uniform(-2, 2, (4, 5)),), {"bins": 4}, "data range"),
            SampleInput((rng.uniform(-2, 2, 20),), {"bins": 3, "min": -1, "max": 1}, "range"),
        ],
        (),
        supports_meta=False,
    ),
]

register_opinfos(opinfos)
