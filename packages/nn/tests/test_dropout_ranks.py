"""Channel dropout on inputs of other ranks: PyTorch 2.13 warns (2d, 3d) or raises (1d)."""

from __future__ import annotations

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch import nn
from glasstorch.nn import functional as F


def _rows_and_columns_zeroed(out: np.ndarray) -> tuple[bool, bool]:
    zero = out == 0
    return bool((zero.all(1) | ~zero.any(1)).all()), bool((zero.all(0) | ~zero.any(0)).all())


def test_dropout2d_of_a_2d_input_warns_and_drops_elements():
    # PyTorch hands a 2-D input to feature_dropout as (N, C): one draw per element.
    at.manual_seed(0)
    with pytest.warns(UserWarning, match=r"dropout2d: Received a 2-D input to dropout2d"):
        out = nn.Dropout2d(0.5)(at.ones(64, 64)).numpy()
    assert set(np.unique(out)) == {0.0, 2.0}
    whole_rows, whole_columns = _rows_and_columns_zeroed(out)
    assert not whole_rows and not whole_columns


def test_dropout2d_reads_a_3d_input_as_n_c_l():
    at.manual_seed(0)
    with pytest.warns(UserWarning, match="interpreted as shape \\(N, C, L\\)"):
        out = F.dropout2d(at.ones(4, 16, 8), 0.5).numpy()
    # one draw per (n, c): every length-L row is all kept or all dropped
    per_row = out.reshape(64, 8)
    assert ((per_row == 0).all(1) | (per_row == 2).all(1)).all()
    assert (per_row == 0).all(1).any() and (per_row == 2).all(1).any()


def test_dropout3d_of_an_unbatched_input_and_of_other_ranks():
    at.manual_seed(0)
    out = F.dropout3d(at.ones(16, 2, 2, 2), 0.5).numpy().reshape(16, 8)  # (C, D, H, W)
    assert ((out == 0).all(1) | (out == 2).all(1)).all()
    with pytest.warns(UserWarning, match=r"dropout3d: Received a 2-D input to dropout3d"):
        assert F.dropout3d(at.ones(4, 6), 0.5).shape == (4, 6)


def test_dropout1d_refuses_other_ranks_with_pytorchs_message():
    with pytest.raises(
        RuntimeError, match=r"dropout1d: Expected 2D or 3D input, but received a 1D input\. Note"
    ):
        F.dropout1d(at.ones(4), 0.5)
    at.manual_seed(0)
    out = F.dropout1d(at.ones(32, 5), 0.5).numpy()  # (C, L): whole channels
    assert ((out == 0).all(1) | (out == 2).all(1)).all()


def test_eval_mode_still_checks_the_rank_first():
    with pytest.raises(RuntimeError, match="dropout1d: Expected"):
        F.dropout1d(at.ones(4), 0.5, training=False)
    with pytest.warns(UserWarning, match="dropout2d: Received a 2-D input"):
        x = at.ones(3, 3)
        assert F.dropout2d(x, 0.5, training=False) is x
