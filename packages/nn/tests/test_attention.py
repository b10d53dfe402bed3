"""MultiheadAttention and the Transformer layers against numpy with the modules' weights."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn

rng = np.random.default_rng(6)


def _np(t: at.Tensor) -> np.ndarray:
    return t.detach().numpy()


def _t(a: np.ndarray) -> at.Tensor:
    return at.tensor(a)


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def mha_ref(m: nn.MultiheadAttention, q, k, v, mask=None):  # type: ignore[no-untyped-def]
    """Sequence-first (L, N, E) attention; ``mask`` is additive (L, S) or (N, 1, 1, S)."""
    e, h = m.embed_dim, m.num_heads
    if m.in_proj_weight is not None:
        wq, wk, wv = np.split(_np(m.in_proj_weight), 3)
    else:
        wq, wk, wv = _np(m.q_proj_weight), _np(m.k_proj_weight), _np(m.v_proj_weight)
    bq, bk, bv = np.split(_np(m.in_proj_bias), 3)
    qp, kp, vp = q @ wq.T + bq, k @ wk.T + bk, v @ wv.T + bv

    def heads(x: np.ndarray) -> np.ndarray:  # (L, N, E) -> (N, H, L, D)
        return x.reshape(x.shape[0], x.shape[1], h, e // h).transpose(1, 2, 0, 3)

    scores = heads(qp) @ heads(kp).transpose(0, 1, 3, 2) / np.sqrt(e // h)
    if mask is not None:
        scores = scores + mask
    weights = _softmax(scores)
    out = (weights @ heads(vp)).transpose(2, 0, 1, 3).reshape(q.shape[0], q.shape[1], e)
    return out @ _np(m.out_proj.weight).T + _np(m.out_proj.bias), weights


def test_mha_matches_numpy_and_averages_weights() -> None:
    m = nn.MultiheadAttention(8, 2).double()
    q, k, v = (rng.standard_normal((n, 3, 8)) for n in (4, 5, 5))
    out, weights = m(_t(q), _t(k), _t(v))
    ref, ref_w = mha_ref(m, q, k, v)
    assert np.allclose(_np(out), ref) and np.allclose(_np(weights), ref_w.mean(1))
    _, per_head = m(_t(q), _t(k), _t(v), average_attn_weights=False)
    assert np.allclose(_np(per_head), ref_w)
    out, none = m(_t(q), _t(k), _t(v), need_weights=False)
    assert none is None and np.allclose(_np(out), ref)


def test_mha_masks_batch_first_and_separate_projections() -> None:
    m = nn.MultiheadAttention(6, 3, kdim=4, vdim=5, batch_first=True).double()
    assert list(m.state_dict()) == [
        "q_proj_weight",
        "k_proj_weight",
        "v_proj_weight",
        "in_proj_bias",
        "out_proj.weight",
        "out_proj.bias",
    ]
    q, k, v = (
        rng.standard_normal((2, 3, 6)),
        rng.standard_normal((2, 4, 4)),
        rng.standard_normal((2, 4, 5)),
    )
    kpm = np.array([[False, False, True, True], [False, False, False, False]])
    causal = np.triu(np.ones((3, 4), dtype=bool), 1)
    out, w = m(_t(q), _t(k), _t(v), key_padding_mask=_t(kpm), attn_mask=_t(causal))
    additive = (
        np.where(causal, -np.inf, 0.0)[None, None] + np.where(kpm, -np.inf, 0.0)[:, None, None, :]
    )
    ref, ref_w = mha_ref(
        m, q.transpose(1, 0, 2), k.transpose(1, 0, 2), v.transpose(1, 0, 2), additive
    )
    assert np.allclose(_np(out), ref.transpose(1, 0, 2)) and np.allclose(_np(w), ref_w.mean(1))


def test_mha_unbatched_and_errors() -> None:
    m = nn.MultiheadAttention(4, 2).double()
    x = rng.standard_normal((3, 4))
    out, w = m(_t(x), _t(x), _t(x))
    ref, ref_w = mha_ref(m, x[:, None], x[:, None], x[:, None])
    assert out.shape == (3, 4) and np.allclose(_np(out), ref[:, 0])
    assert w.shape == (3, 3)
    with pytest.raises(AssertionError, match="embed_dim must be divisible by num_heads"):
        nn.MultiheadAttention(5, 2)
    with pytest.raises(RuntimeError, match="The shape of the 2D attn_mask is"):
        m(_t(x[:, None]), _t(x[:, None]), _t(x[:, None]), attn_mask=at.zeros(2, 2))


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + 1e-5) * w + b


@pytest.mark.parametrize("norm_first", [False, True])
def test_transformer_encoder_layer_matches_numpy(norm_first: bool) -> None:
    layer = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, norm_first=norm_first).double()
    x = rng.standard_normal((5, 2, 8))

    def sa(v: np.ndarray) -> np.ndarray:
        return mha_ref(layer.self_attn, v, v, v)[0]

    def ff(v: np.ndarray) -> np.ndarray:
        hidden = np.maximum(v @ _np(layer.linear1.weight).T + _np(layer.linear1.bias), 0)
        return hidden @ _np(layer.linear2.weight).T + _np(layer.linear2.bias)

    def n1(v: np.ndarray) -> np.ndarray:
        return _layer_norm(v, _np(layer.norm1.weight), _np(layer.norm1.bias))

    def n2(v: np.ndarray) -> np.ndarray:
        return _layer_norm(v, _np(layer.norm2.weight), _np(layer.norm2.bias))

    if norm_first:
        ref = x + sa(n1(x))
        ref = ref + ff(n2(ref))
    else:
        ref = n1(x + sa(x))
        ref = n2(ref + ff(ref))
    assert np.allclose(_np(layer(_t(x))), ref)


def test_transformer_encoder_stacks_copies_and_detects_causal_masks() -> None:
    layer = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)
    encoder = nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(8))
    assert encoder.layers[0] is not encoder.layers[1] is not layer
    assert encoder.layers[0].linear1.weight is not layer.linear1.weight
    assert np.array_equal(_np(encoder.layers[0].linear1.weight), _np(layer.linear1.weight))
    x = at.rand(2, 5, 8)
    expected = encoder.norm(encoder.layers[1](encoder.layers[0](x)))
    assert np.allclose(_np(encoder(x)), _np(expected))
    mask = nn.Transformer.generate_square_subsequent_mask(5)
    assert mask.tolist()[0] == [0.0, -float("inf"), -float("inf"), -float("inf"), -float("inf")]
    causal = encoder(x, mask=mask)
    first_step = encoder(x[:, :1])
    assert np.allclose(_np(causal)[:, 0], _np(first_step)[:, 0], atol=1e-5)


def test_full_transformer_shapes_and_gelu_activation() -> None:
    model = nn.Transformer(
        d_model=8,
        nhead=2,
        num_encoder_layers=1,
        num_decoder_layers=1,
        dim_feedforward=16,
        dropout=0.0,
        activation="gelu",
    )
    src, tgt = at.rand(6, 2, 8), at.rand(4, 2, 8)
    out = model(src, tgt, tgt_mask=model.generate_square_subsequent_mask(4))
    assert out.shape == (4, 2, 8)
    with pytest.raises(RuntimeError, match="activation should be relu/gelu"):
        nn.TransformerEncoderLayer(8, 2, activation="swish")
