"""Complex numbers: the complex OpInfos against numpy (contiguous and meta), the views'
storage sharing, ``.real``/``.imag`` assignment, conjugation, dtypes and PyTorch's errors."""

import math

import glasstorch.aten as at
import numpy as np
import pytest
from glasstorch.aten.testing import op_db
from glasstorch.c10.core import scalar_type as st

COMPLEX = [info for info in op_db if "complex" in info.tags]


def _tensors(value):
    return list(value) if isinstance(value, tuple | list) else [value]


@pytest.mark.parametrize("info", COMPLEX, ids=lambda i: i.name)
def test_complex_opinfos_match_numpy(info):
    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(at.tensor))
        expected = info.ref(*sample.args)
        assert result.shape == np.shape(expected), sample.name
        np.testing.assert_allclose(result.numpy(), expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("info", COMPLEX, ids=lambda i: i.name)
def test_complex_opinfos_on_meta_tensors(info):
    def meta(a):
        return at.empty(a.shape, dtype=at.tensor(a).dtype, device="meta")

    for sample in info.sample_inputs():
        result = info.op(at, *sample.tensor_args(meta))
        assert result.is_meta and result.shape == np.shape(info.ref(*sample.args)), sample.name


def test_views_share_storage_both_ways():
    z = at.tensor([[1 + 2j, 3 - 1j], [0j, -2 + 0.5j]])
    pairs = at.view_as_real(z)
    assert pairs._base is z and pairs.dtype is st.float32
    assert pairs.stride() == (4, 2, 1) and pairs.storage_offset() == 0
    corner = at.view_as_real(z[1:, 1:])  # strides and offset as PyTorch gives them
    assert corner.stride() == (4, 2, 1) and corner.storage_offset() == 6
    pairs[0, 0, 1] = 9.0
    assert z[0, 0].item() == 1 + 9j
    back = at.view_as_complex(pairs)
    assert back._impl.storage_impl is z._impl.storage_impl and back.tolist() == z.tolist()
    imag = at.imag(z)
    assert imag.stride() == (4, 2) and imag.storage_offset() == 1
    imag.zero_()
    assert at.imag(z).tolist() == [[0.0, 0.0], [0.0, 0.0]]
    assert at.view_as_real(at.empty(0, dtype=st.complex64)).shape == (0, 2)


def test_view_as_complex_accepts_pytorchs_strides():
    x = at.ones((3, 3, 2))[:, ::2]
    assert at.view_as_complex(x).shape == (3, 2)
    assert at.view_as_complex(at.ones((3, 2))[1:]).tolist() == [1 + 1j, 1 + 1j]


def test_real_and_imag_properties_assign():
    z = at.tensor([1 + 2j, 3 - 1j])
    z.imag = at.tensor([5.0, 6.0])
    z.real = 7
    assert z.tolist() == [7 + 5j, 7 + 6j]
    x = at.ones(2)
    assert at.real(x) is x and x.real is x
    x.real = at.zeros(2)
    assert x.tolist() == [0.0, 0.0]
    with pytest.raises(RuntimeError, match="imag is not implemented for tensors with non-complex"):
        x.imag = at.zeros(2)


def test_conjugation_and_its_bits():
    z = at.tensor([1 + 2j])
    x = at.ones(2)
    assert at.conj(x) is x and at.resolve_conj(x) is x and at.resolve_neg(x) is x
    assert at.conj(z).tolist() == [1 - 2j] and z.conj().tolist() == [1 - 2j]
    assert not at.is_conj(at.conj(z)) and not z.is_neg()
    assert z.H.tolist() == [1 - 2j] and at.conj_physical(at.tensor([1, 2])).tolist() == [1, 2]
    w = z.clone()
    assert at.conj_physical_(w) is w and w.tolist() == [1 - 2j]


def test_abs_angle_sgn_dtypes():
    z = at.tensor([3 + 4j, 0j])
    assert at.abs(z).dtype is st.float32 and at.abs(z).tolist() == [5.0, 0.0]
    assert at.abs(z, out=at.empty(0, dtype=st.float64)).dtype is st.float64
    assert at.sgn(z).tolist() == [pytest.approx(0.6 + 0.8j), 0j]
    assert at.angle(at.tensor([-1, 2])).dtype is st.float32
    angles = at.angle(at.tensor([-1.0, 0.0, -0.0, math.nan])).tolist()
    assert angles[:3] == [pytest.approx(math.pi), 0.0, 0.0] and math.isnan(angles[3])
    assert at.sgn(at.tensor([-2, 0, 3])).tolist() == [-1, 0, 1]
    assert z.cfloat().dtype is st.complex64 and at.ones(1).cdouble().dtype is st.complex128


def test_complex_and_polar_build_complex_tensors():
    c = at.complex(at.tensor([1.0, 2.0]), at.tensor([3.0]))
    assert c.dtype is st.complex64 and c.tolist() == [1 + 3j, 2 + 3j]
    d = at.complex(at.ones(1, dtype=st.float64), at.ones(1, dtype=st.float64))
    assert d.dtype is st.complex128
    p = at.polar(at.tensor([2.0]), at.tensor([math.pi / 2]))
    assert p.item() == pytest.approx(2j, abs=1e-6)
    out = at.empty(0, dtype=st.complex64)
    assert at.complex(at.ones(2), at.zeros(2), out=out) is out and out.tolist() == [1, 1]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: at.view_as_real(at.ones(2)), "only supported for complex tensors"),
        (lambda: at.view_as_complex(at.ones((2, 2), dtype=st.int64)), "scalar type: Long"),
        (lambda: at.view_as_complex(at.ones((2, 3))), "last dimension of size 2"),
        (lambda: at.view_as_complex(at.ones((2, 4))[:, ::2]), "last dimension with stride 1"),
        (lambda: at.view_as_complex(at.ones((3, 3))[:, 1:]), "stride divisible by 2"),
        (lambda: at.view_as_complex(at.tensor(1.0)), "one or more dimensions"),
        (lambda: at.imag(at.ones(2)), "non-complex dtypes"),
        (lambda: at.abs_(at.tensor([1j])), "In-place abs is not supported for complex"),
        (lambda: at.complex(at.tensor([1]), at.tensor([1])), "got Long and Long"),
        (lambda: at.polar(at.ones(1), at.ones(1, dtype=st.float64)), "scalar type Float but got"),
    ],
)
def test_errors_read_like_pytorchs(call, message):
    with pytest.raises(RuntimeError, match=message):
        call()
