"""Every batching-rule family against a Python loop over the batch: the shapes, dtypes and
values of ``vmap(f)(*args)`` equal ``stack([f(*slices) for each element])``, with the
arguments mapped over different dims or not at all, and no operator falling back to the
per-element loop (its warning is an error here)."""

import warnings

import glasstorch as torch
import glasstorch.nn.functional as F
import numpy as np
import pytest
from glasstorch.func import vmap

torch.manual_seed(0)
f64 = torch.float64


def r(*shape):
    return torch.randn(*shape, dtype=f64)


def ints(high, *shape):
    return torch.randint(0, high, shape)


def _stack(outs):
    first = outs[0]
    if isinstance(first, tuple | list):
        parts = [_stack([o[i] for o in outs]) for i in range(len(first))]
        return type(first)(*parts) if hasattr(first, "_fields") else type(first)(parts)
    return torch.stack(outs)


def loop(f, args, in_dims):
    size = next(a.shape[d] for a, d in zip(args, in_dims, strict=True) if d is not None)
    return _stack(
        [
            f(*[a if d is None else a.select(d, b) for a, d in zip(args, in_dims, strict=True)])
            for b in range(size)
        ]
    )


def assert_same(got, expected):
    if isinstance(expected, tuple | list):
        assert type(got) is type(expected) and len(got) == len(expected)
        for g, e in zip(got, expected, strict=True):
            assert_same(g, e)
        return
    assert got.shape == expected.shape, (got.shape, expected.shape)
    assert got.dtype is expected.dtype, (got.dtype, expected.dtype)
    np.testing.assert_allclose(got.numpy(), expected.numpy(), rtol=1e-10, atol=1e-12)


def check(f, *args, in_dims=None):
    in_dims = (0,) * len(args) if in_dims is None else in_dims
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the fallback's warning
        got = vmap(f, in_dims=in_dims)(*args)
    assert_same(got, loop(f, args, in_dims))


def cases(*entries):
    return pytest.mark.parametrize(
        "f,args,in_dims", [e[1:] for e in entries], ids=[e[0] for e in entries]
    )


# -- elementwise ----------------------------------------------------------------------------------
@cases(
    ("sin", torch.sin, (r(3, 4),), (0,)),
    ("relu-bdim1", F.relu, (r(4, 3),), (1,)),
    ("gelu", F.gelu, (r(3, 4),), (0,)),
    ("clamp", lambda a: a.clamp(-0.5, 0.5), (r(3, 4),), (0,)),
    ("isnan", torch.isnan, (r(3, 4),), (0,)),
    ("round-decimals", lambda a: a.round(decimals=1), (r(3, 4),), (0,)),
    ("add", torch.add, (r(3, 4), r(3, 4)), (0, 0)),
    ("add-broadcast", lambda a, b: a + b, (r(3, 4), r(2, 4)), (0, None)),
    ("add-rank-up", lambda a, b: a + b, (r(3), r(2, 4)), (0, None)),
    ("mul-dims", lambda a, b: a * b, (r(4, 3), r(3, 4)), (1, 0)),
    ("sub-alpha", lambda a, b: torch.sub(a, b, alpha=2), (r(3, 4), r(4, 3)), (0, 1)),
    ("div-scalar", lambda a: a / 3, (r(3, 4),), (0,)),
    ("pow", lambda a, b: a.abs() ** b, (r(3, 4), r(4)), (0, None)),
    ("0d-beside-dims", lambda a, b: a * b, (r(3), torch.randn(4)), (0, None)),
    ("0d-int-beside-float", lambda a, b: a + b, (ints(5, 3), r(4)), (0, None)),
    ("0d-beside-0d", lambda a, b: a * b, (torch.randn(3), torch.tensor(2.0, dtype=f64)), (0, None)),
    ("compare", torch.lt, (r(3, 4), r(4)), (0, None)),
    ("where", torch.where, (r(3, 4) > 0, r(3, 4), r(4)), (0, 0, None)),
    ("where-cond-only", torch.where, (r(3, 4) > 0, r(4), r(4)), (0, None, None)),
    ("masked_fill", lambda a, m: a.masked_fill(m, 0.5), (r(3, 4), r(3, 4) > 0), (0, 0)),
    ("masked_fill-value", lambda a, v: a.masked_fill(a > 0, v), (r(3, 4), r(3)), (0, 0)),
    (
        "addcmul",
        lambda a, b, c: torch.addcmul(a, b, c, value=2),
        (r(3, 4), r(4), r(3, 1)),
        (0, None, 0),
    ),
    ("lerp", torch.lerp, (r(3, 4), r(4), r(3, 4)), (0, None, 0)),
    ("clamp-tensor", lambda a, lo: a.clamp(min=lo), (r(3, 4), r(4)), (0, None)),
    ("logical", torch.logical_and, (r(3, 4) > 0, r(4, 3) > 0), (0, 1)),
    ("inplace", lambda a, b: a.clone().add_(b).mul_(2), (r(3, 4), r(4)), (0, None)),
    ("inplace-unary", lambda a: a.clone().exp_().clamp_(max=2.0), (r(3, 4),), (0,)),
    ("to-copy", lambda a: a.to(torch.float32), (r(3, 4),), (0,)),
    (
        "clone-contiguous",
        lambda a: a.clone(memory_format=torch.contiguous_format),
        (r(4, 3),),
        (1,),
    ),
    ("zeros_like", lambda a: torch.zeros_like(a) + a, (r(3, 4),), (0,)),
    ("new_zeros", lambda a: a.new_zeros(2, 3) + a.sum(), (r(3, 4),), (0,)),
    ("full_like", lambda a: torch.full_like(a, 2.0), (r(3, 4),), (0,)),
)
def test_elementwise(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


# -- reductions and operators along a dim ---------------------------------------------------------
@cases(
    ("sum", torch.sum, (r(3, 4, 5),), (0,)),
    ("sum-dims", lambda a: a.sum((0, -1), keepdim=True), (r(3, 4, 5),), (1,)),
    ("sum-0d", torch.sum, (r(3),), (0,)),
    ("mean-dim", lambda a: a.mean(1), (r(3, 4, 5),), (2,)),
    ("prod-dim", lambda a: a.prod(0), (r(3, 4, 5),), (0,)),
    ("amax", lambda a: a.amax(-1), (r(3, 4, 5),), (0,)),
    ("max", torch.max, (r(3, 4, 5),), (0,)),
    ("max-dim", lambda a: a.max(0), (r(3, 4, 5),), (1,)),
    ("min-dim-keep", lambda a: a.min(-1, keepdim=True), (r(3, 4, 5),), (0,)),
    ("argmax", torch.argmax, (r(3, 4, 5),), (0,)),
    ("argmax-keep", lambda a: a.argmax(keepdim=True), (r(3, 4, 5),), (0,)),
    ("argmin-dim", lambda a: a.argmin(1), (r(3, 4, 5),), (0,)),
    ("var", lambda a: a.var(1), (r(3, 4, 5),), (0,)),
    ("std", torch.std, (r(3, 4, 5),), (0,)),
    ("var_mean", lambda a: torch.var_mean(a, 0, correction=0), (r(3, 4, 5),), (0,)),
    ("all-any", lambda a: ((a > 0).all(), (a > 0).any(1)), (r(3, 4, 5),), (0,)),
    ("norm", torch.linalg.vector_norm, (r(3, 4, 5),), (0,)),
    ("norm-dim", lambda a: a.norm(dim=1), (r(3, 4, 5),), (0,)),
    ("logsumexp", lambda a: a.logsumexp(0), (r(3, 4, 5),), (0,)),
    ("count_nonzero", lambda a: torch.count_nonzero(a > 0, 1), (r(3, 4, 5),), (0,)),
    ("cumsum", lambda a: a.cumsum(-1), (r(3, 4, 5),), (1,)),
    ("cumsum-0d", lambda a: a.cumsum(0), (r(3),), (0,)),
    ("softmax", lambda a: a.softmax(0), (r(3, 4, 5),), (0,)),
    ("log_softmax", lambda a: F.log_softmax(a, -1), (r(3, 4, 5),), (2,)),
    ("sort", lambda a: a.sort(0, descending=True), (r(3, 4, 5),), (0,)),
    ("argsort", lambda a: a.argsort(-1), (r(3, 4, 5),), (0,)),
    ("topk", lambda a: a.topk(2, 0), (r(3, 4, 5),), (0,)),
)
def test_reductions(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


# -- views and shape ------------------------------------------------------------------------------
@cases(
    ("view", lambda a: a.view(20), (r(3, 4, 5),), (0,)),
    ("reshape", lambda a: a.reshape(5, -1), (r(4, 3, 5),), (1,)),
    ("expand", lambda a: a.expand(2, 4, 5), (r(3, 1, 5),), (0,)),
    ("expand-same-rank", lambda a: a.expand(4, 5), (r(3, 1, 5),), (0,)),
    ("unsqueeze", lambda a: a.unsqueeze(-1), (r(3, 4),), (1,)),
    ("squeeze", torch.squeeze, (r(3, 1, 5, 1),), (0,)),
    ("squeeze-batch-of-one", torch.squeeze, (r(1, 4, 1),), (0,)),
    ("squeeze-dim", lambda a: a.squeeze(-1), (r(3, 4, 1),), (0,)),
    ("permute", lambda a: a.permute(2, 0, 1), (r(3, 4, 5, 2),), (0,)),
    ("transpose", lambda a: a.transpose(0, 1), (r(3, 4, 5),), (2,)),
    ("t", lambda a: a.t(), (r(3, 4, 5),), (0,)),
    ("t-1d", lambda a: a.t(), (r(3, 4),), (0,)),
    ("select", lambda a: a[1], (r(3, 4, 5),), (0,)),
    ("slice", lambda a: a[:, 1:4:2], (r(3, 4, 5),), (1,)),
    ("narrow", lambda a: a.narrow(1, 1, 2), (r(3, 4, 5),), (0,)),
    ("diagonal", lambda a: a.diagonal(1), (r(3, 4, 5),), (0,)),
    ("split", lambda a: a.split(2, -1), (r(3, 4, 5),), (0,)),
    ("chunk", lambda a: a.chunk(2, 0), (r(3, 4, 5),), (2,)),
    ("unbind", lambda a: a.unbind(1), (r(3, 4, 5),), (0,)),
    ("flip", lambda a: a.flip(0, 1), (r(3, 4, 5),), (0,)),
    ("roll", lambda a: a.roll(1, 0), (r(3, 4, 5),), (0,)),
    ("roll-flat", lambda a: a.roll(2), (r(3, 4, 5),), (0,)),
    ("repeat", lambda a: a.repeat(2, 1, 2), (r(3, 4, 5),), (0,)),
    ("tril", lambda a: a.tril(1), (r(3, 4, 5),), (2,)),
    ("triu", torch.triu, (r(3, 4, 5),), (0,)),
    ("flatten", torch.flatten, (r(3, 4, 5),), (0,)),
    ("unflatten", lambda a: a.unflatten(0, (2, 2)), (r(3, 4, 5),), (0,)),
    ("movedim", lambda a: a.movedim(0, -1), (r(3, 4, 5, 2),), (0,)),
    ("contiguous", lambda a: a.contiguous(), (r(4, 3),), (1,)),
    ("cat", lambda a, b: torch.cat([a, b], 1), (r(3, 4, 5), r(4, 2)), (0, None)),
    ("cat-neg", lambda a, b: torch.cat([a, b], -1), (r(3, 4, 5), r(4, 3, 2)), (0, 1)),
    ("stack", lambda a, b: torch.stack([a, b], -1), (r(3, 4), r(4)), (0, None)),
    ("pad", lambda a: F.pad(a, (1, 2)), (r(3, 4, 5),), (0,)),
    ("pad-reflect", lambda a: F.pad(a, (1, 1, 2, 0), mode="reflect"), (r(3, 2, 4, 5),), (0,)),
)
def test_views_and_shape(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


# -- matrix products and linear algebra -----------------------------------------------------------
@cases(
    ("mm", torch.mm, (r(3, 4, 5), r(5, 2)), (0, None)),
    ("mm-right", torch.mm, (r(4, 5), r(3, 5, 2)), (None, 0)),
    ("mm-both", torch.mm, (r(3, 4, 5), r(5, 3, 2)), (0, 1)),
    ("bmm", torch.bmm, (r(3, 2, 4, 5), r(2, 5, 2)), (0, None)),
    ("mv", torch.mv, (r(4, 5), r(3, 5)), (None, 0)),
    ("dot", torch.dot, (r(3, 5), r(5, 3)), (0, 1)),
    ("dot-one", torch.dot, (r(5), r(3, 5)), (None, 0)),
    ("matmul-vec-mat", torch.matmul, (r(3, 5), r(5, 2)), (0, None)),
    ("matmul-mat-vec", torch.matmul, (r(6, 5, 2), r(3, 2)), (None, 0)),
    ("matmul-broadcast", torch.matmul, (r(3, 4, 5), r(6, 5, 2)), (0, None)),
    ("matmul-both", torch.matmul, (r(3, 2, 4, 5), r(3, 5, 2)), (0, 0)),
    ("addmm", torch.addmm, (r(3, 2), r(4, 5), r(3, 5, 2)), (0, None, 0)),
    (
        "addmm-beta",
        lambda s, a, b: torch.addmm(s, a, b, beta=0.5, alpha=2),
        (r(2), r(3, 4, 5), r(5, 2)),
        (None, 0, None),
    ),
    ("addmv", torch.addmv, (r(4), r(3, 4, 5), r(5)), (None, 0, None)),
    ("baddbmm", torch.baddbmm, (r(3, 2, 4, 2), r(2, 4, 5), r(3, 2, 5, 2)), (0, None, 0)),
    ("linear", F.linear, (r(3, 4, 5), r(6, 5), r(6)), (0, None, None)),
    ("linear-weight", F.linear, (r(4, 5), r(3, 6, 5), r(3, 6)), (None, 0, 0)),
    ("linear-bias-only", F.linear, (r(4, 5), r(6, 5), r(3, 6)), (None, None, 0)),
    ("einsum", lambda a, b: torch.einsum("ij,jk->ik", a, b), (r(3, 4, 5), r(5, 2)), (0, None)),
    ("outer", torch.outer, (r(3, 4), r(5)), (0, None)),
    ("det", torch.linalg.det, (r(3, 4, 4),), (0,)),
    ("inv", lambda a: torch.linalg.inv(a + 4 * torch.eye(4, dtype=f64)), (r(3, 4, 4),), (0,)),
    ("slogdet", torch.linalg.slogdet, (r(4, 3, 4),), (1,)),
    (
        "cholesky",
        lambda a: torch.linalg.cholesky(a @ a.T + torch.eye(3, dtype=f64)),
        (r(4, 3, 3),),
        (0,),
    ),
    ("qr", torch.linalg.qr, (r(3, 4, 3),), (0,)),
    ("eigh", lambda a: torch.linalg.eigh(a + a.T)[0], (r(3, 4, 4),), (0,)),
)
def test_products_and_linalg(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


# -- neural-network operators ---------------------------------------------------------------------
@cases(
    (
        "conv2d-input",
        lambda x, w: F.conv2d(x, w, padding=1),
        (r(3, 2, 4, 6, 6), r(5, 4, 3, 3)),
        (0, None),
    ),
    ("conv2d-weight", F.conv2d, (r(2, 4, 6, 6), r(3, 5, 4, 3, 3)), (None, 0)),
    ("conv2d-both-bias", F.conv2d, (r(3, 2, 4, 6, 6), r(3, 5, 4, 3, 3), r(3, 5)), (0, 0, 0)),
    ("conv2d-bias-only", F.conv2d, (r(2, 4, 6, 6), r(5, 4, 3, 3), r(3, 5)), (None, None, 0)),
    (
        "conv2d-groups-weight",
        lambda x, w: F.conv2d(x, w, groups=2, stride=2),
        (r(2, 4, 6, 6), r(3, 6, 2, 3, 3)),
        (None, 0),
    ),
    (
        "conv2d-groups-both",
        lambda x, w: F.conv2d(x, w, groups=2),
        (r(2, 3, 4, 6, 6), r(3, 6, 2, 3, 3)),
        (1, 0),
    ),
    ("conv2d-unbatched", F.conv2d, (r(3, 4, 6, 6), r(3, 5, 4, 3, 3)), (0, 0)),
    ("conv1d", F.conv1d, (r(3, 2, 4, 6), r(5, 4, 3)), (0, None)),
    ("conv_transpose2d", F.conv_transpose2d, (r(3, 2, 4, 5, 5), r(4, 3, 3, 3)), (0, None)),
    ("max_pool2d", lambda x: F.max_pool2d(x, 2), (r(3, 2, 4, 6, 6),), (0,)),
    (
        "max_pool2d-indices",
        lambda x: F.max_pool2d(x, 2, return_indices=True),
        (r(3, 4, 6, 6),),
        (0,),
    ),
    ("avg_pool2d", lambda x: F.avg_pool2d(x, 3, 1, 1), (r(3, 4, 6, 6),), (0,)),
    ("adaptive_avg_pool2d", lambda x: F.adaptive_avg_pool2d(x, 2), (r(3, 2, 4, 6, 6),), (0,)),
    ("max_pool1d", lambda x: F.max_pool1d(x, 2), (r(3, 4, 6),), (0,)),
    ("layer_norm", lambda x: F.layer_norm(x, (5,)), (r(3, 4, 5),), (0,)),
    (
        "layer_norm-affine",
        lambda x, w, b: F.layer_norm(x, (5,), w, b),
        (r(4, 5), r(3, 5), r(5)),
        (None, 0, None),
    ),
    ("group_norm", lambda x, w: F.group_norm(x, 2, w), (r(3, 2, 4, 5), r(3, 4)), (0, 0)),
    (
        "batch_norm-train",
        lambda x: F.batch_norm(x, None, None, training=True),
        (r(3, 6, 4, 5),),
        (0,),
    ),
    (
        "batch_norm-eval",
        lambda x, m, v: F.batch_norm(x, m, v),
        (r(3, 6, 4, 5), r(4), torch.rand(4, dtype=f64) + 1),
        (0, None, None),
    ),
    ("embedding-indices", F.embedding, (ints(5, 3, 4), r(5, 2)), (0, None)),
    ("embedding-weight", F.embedding, (ints(5, 4), r(3, 5, 2)), (None, 0)),
    (
        "embedding-both",
        lambda i, w: F.embedding(i, w, padding_idx=1),
        (ints(5, 3, 4), r(3, 5, 2)),
        (0, 0),
    ),
    ("one_hot", lambda i: F.one_hot(i, 5), (ints(5, 3, 4),), (0,)),
    ("dropout-eval", lambda x: F.dropout(x, 0.5, training=False), (r(3, 4),), (0,)),
)
def test_nn(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


@cases(
    ("cross_entropy", F.cross_entropy, (r(3, 4, 5), ints(5, 3, 4)), (0, 0)),
    ("cross_entropy-1d", F.cross_entropy, (r(3, 5), ints(5, 3)), (0, 0)),
    ("cross_entropy-target-batched", F.cross_entropy, (r(4, 5), ints(5, 3, 4)), (None, 0)),
    (
        "cross_entropy-weight-ignore",
        lambda x, t, w: F.cross_entropy(x, t, w, ignore_index=2),
        (r(3, 6, 5), ints(5, 3, 6), torch.rand(5, dtype=f64)),
        (0, 0, None),
    ),
    (
        "cross_entropy-smoothing",
        lambda x, t: F.cross_entropy(x, t, label_smoothing=0.1),
        (r(3, 4, 5), ints(5, 3, 4)),
        (0, 0),
    ),
    ("cross_entropy-2d", F.cross_entropy, (r(3, 2, 5, 4), ints(5, 3, 2, 4)), (0, 0)),
    (
        "nll_loss-sum",
        lambda x, t: F.nll_loss(x, t, reduction="sum"),
        (r(3, 4, 5), ints(5, 3, 4)),
        (0, 0),
    ),
    (
        "nll_loss-none",
        lambda x, t: F.nll_loss(x, t, reduction="none"),
        (r(3, 4, 5), ints(5, 3, 4)),
        (0, 0),
    ),
    ("mse_loss", F.mse_loss, (r(3, 4, 5), r(4, 5)), (0, None)),
    ("mse_loss-sum", lambda a, b: F.mse_loss(a, b, reduction="sum"), (r(3, 4), r(3, 4)), (0, 0)),
    ("l1_loss", F.l1_loss, (r(3, 4), r(4)), (0, None)),
    ("smooth_l1_loss", F.smooth_l1_loss, (r(3, 4), r(3, 4)), (0, 0)),
    ("huber_loss", lambda a, b: F.huber_loss(a, b, reduction="none"), (r(3, 4), r(3, 4)), (0, 0)),
    (
        "bce",
        F.binary_cross_entropy,
        (torch.rand(3, 4, dtype=f64), torch.rand(3, 4, dtype=f64)),
        (0, 0),
    ),
    (
        "bce_with_logits",
        lambda a, b, p: F.binary_cross_entropy_with_logits(a, b, pos_weight=p),
        (r(3, 2, 4), torch.rand(2, 4, dtype=f64), torch.rand(4, dtype=f64)),
        (0, None, None),
    ),
)
def test_losses(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


# -- indexing -------------------------------------------------------------------------------------
IDX = torch.tensor([2, 0, 2])


@cases(
    ("index", lambda a: a[IDX], (r(3, 4, 5),), (0,)),
    ("index-second-dim", lambda a: a[:, IDX], (r(3, 4, 5),), (1,)),
    ("index-separated", lambda a: a[IDX, :, IDX], (r(3, 4, 5, 4),), (0,)),
    (
        "index-mask",
        lambda a: a[:, torch.tensor([True, False, True, True, False])],
        (r(3, 4, 5),),
        (0,),
    ),
    ("index-batched", lambda a, i: a[i], (r(3, 4, 5), ints(4, 3, 2)), (0, 0)),
    (
        "index-batched-two",
        lambda a, i, j: a[i, j],
        (r(4, 5), ints(4, 3, 2), ints(5, 2)),
        (None, 0, None),
    ),
    (
        "index_put",
        lambda a, v: a.index_put((IDX,), v, accumulate=True),
        (r(4, 5), r(3, 3, 5)),
        (None, 0),
    ),
    (
        "index_put-batched-index",
        lambda a, i: a.index_put((i,), torch.ones(2, 5, dtype=f64)),
        (r(3, 4, 5), ints(4, 3, 2)),
        (0, 0),
    ),
    ("gather", lambda a, i: a.gather(1, i), (r(3, 4, 5), ints(5, 3, 4, 2)), (0, 0)),
    (
        "scatter",
        lambda a, i, s: a.scatter(0, i, s),
        (r(3, 4, 5), ints(4, 2, 5), r(3, 2, 5)),
        (0, None, 0),
    ),
    (
        "scatter_add",
        lambda a, i, s: a.scatter_add(-1, i, s),
        (r(4, 5), ints(5, 3, 4, 2), r(3, 4, 2)),
        (None, 0, 0),
    ),
    ("index_select", lambda a: a.index_select(1, IDX), (r(3, 4, 5),), (0,)),
    ("index_add", lambda a, s: a.index_add(0, IDX, s), (r(4, 5), r(3, 3, 5)), (None, 0)),
    ("index_fill", lambda a: a.index_fill(-1, IDX, 0.5), (r(3, 4, 5),), (0,)),
    ("setitem", lambda a, v: _setitem(a, v), (r(3, 4, 5), r(3, 5)), (0, 0)),
)
def test_indexing(f, args, in_dims):
    check(f, *args, in_dims=in_dims)


def _setitem(a, v):
    a = a.clone()
    a[1] = v
    return a


def test_nested_vmap_rules_against_a_double_loop():
    x, w = r(2, 3, 4, 5), r(2, 5, 6)

    def f(a, m):
        return (F.linear(a.softmax(-1), m.T) @ m.T[:, :5]).sum(0)

    got = vmap(vmap(f, in_dims=(0, None)), in_dims=(0, 0))(x, w)
    expected = torch.stack([torch.stack([f(x[i, j], w[i]) for j in range(3)]) for i in range(2)])
    assert_same(got, expected)
