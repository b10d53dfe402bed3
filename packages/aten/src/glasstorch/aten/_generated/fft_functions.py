# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The ``glasstorch.fft.<name>`` functions of the aten operators (PyTorch's
``python_torch_functions``).

Each function hands its arguments to a PythonArgParser over the overloads of its name,
which picks the overload, converts the arguments and calls ``ops.<overload>.call``.
"""

from ..python_arg_parser import PythonArgParser
from . import ops

__all__ = [
    "fft",
    "fft2",
    "fftfreq",
    "fftn",
    "fftshift",
    "hfft",
    "hfft2",
    "hfftn",
    "ifft",
    "ifft2",
    "ifftn",
    "ifftshift",
    "ihfft",
    "ihfft2",
    "ihfftn",
    "irfft",
    "irfft2",
    "irfftn",
    "rfft",
    "rfft2",
    "rfftfreq",
    "rfftn",
]


_p_fft = PythonArgParser("fft.fft", (ops.fft_fft, ops.fft_fft_out), method=False)


@_p_fft.binds
def fft(*args, **kwargs):
    """fft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor
    fft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fft(args, kwargs)


_p_fft2 = PythonArgParser("fft.fft2", (ops.fft_fft2, ops.fft_fft2_out), method=False)


@_p_fft2.binds
def fft2(*args, **kwargs):
    """fft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
    fft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fft2(args, kwargs)


_p_fftn = PythonArgParser("fft.fftn", (ops.fft_fftn, ops.fft_fftn_out), method=False)


@_p_fftn.binds
def fftn(*args, **kwargs):
    """fftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
    fftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fftn(args, kwargs)


_p_ifft = PythonArgParser("fft.ifft", (ops.fft_ifft, ops.fft_ifft_out), method=False)


@_p_ifft.binds
def ifft(*args, **kwargs):
    """ifft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor
    ifft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ifft(args, kwargs)


_p_ifft2 = PythonArgParser("fft.ifft2", (ops.fft_ifft2, ops.fft_ifft2_out), method=False)


@_p_ifft2.binds
def ifft2(*args, **kwargs):
    """ifft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
    ifft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ifft2(args, kwargs)


_p_ifftn = PythonArgParser("fft.ifftn", (ops.fft_ifftn, ops.fft_ifftn_out), method=False)


@_p_ifftn.binds
def ifftn(*args, **kwargs):
    """ifftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
    ifftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ifftn(args, kwargs)


_p_rfft = PythonArgParser("fft.rfft", (ops.fft_rfft, ops.fft_rfft_out), method=False)


@_p_rfft.binds
def rfft(*args, **kwargs):
    """rfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor
    rfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rfft(args, kwargs)


_p_rfft2 = PythonArgParser("fft.rfft2", (ops.fft_rfft2, ops.fft_rfft2_out), method=False)


@_p_rfft2.binds
def rfft2(*args, **kwargs):
    """rfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
    rfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rfft2(args, kwargs)


_p_rfftn = PythonArgParser("fft.rfftn", (ops.fft_rfftn, ops.fft_rfftn_out), method=False)


@_p_rfftn.binds
def rfftn(*args, **kwargs):
    """rfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
    rfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rfftn(args, kwargs)


_p_irfft = PythonArgParser("fft.irfft", (ops.fft_irfft, ops.fft_irfft_out), method=False)


@_p_irfft.binds
def irfft(*args, **kwargs):
    """irfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor
    irfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_irfft(args, kwargs)


_p_irfft2 = PythonArgParser("fft.irfft2", (ops.fft_irfft2, ops.fft_irfft2_out), method=False)


@_p_irfft2.binds
def irfft2(*args, **kwargs):
    """irfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
    irfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_irfft2(args, kwargs)


_p_irfftn = PythonArgParser("fft.irfftn", (ops.fft_irfftn, ops.fft_irfftn_out), method=False)


@_p_irfftn.binds
def irfftn(*args, **kwargs):
    """irfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
    irfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_irfftn(args, kwargs)


_p_hfft = PythonArgParser("fft.hfft", (ops.fft_hfft, ops.fft_hfft_out), method=False)


@_p_hfft.binds
def hfft(*args, **kwargs):
    """hfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor
    hfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hfft(args, kwargs)


_p_hfft2 = PythonArgParser("fft.hfft2", (ops.fft_hfft2, ops.fft_hfft2_out), method=False)


@_p_hfft2.binds
def hfft2(*args, **kwargs):
    """hfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
    hfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hfft2(args, kwargs)


_p_hfftn = PythonArgParser("fft.hfftn", (ops.fft_hfftn, ops.fft_hfftn_out), method=False)


@_p_hfftn.binds
def hfftn(*args, **kwargs):
    """hfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
    hfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_hfftn(args, kwargs)


_p_ihfft = PythonArgParser("fft.ihfft", (ops.fft_ihfft, ops.fft_ihfft_out), method=False)


@_p_ihfft.binds
def ihfft(*args, **kwargs):
    """ihfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor
    ihfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ihfft(args, kwargs)


_p_ihfft2 = PythonArgParser("fft.ihfft2", (ops.fft_ihfft2, ops.fft_ihfft2_out), method=False)


@_p_ihfft2.binds
def ihfft2(*args, **kwargs):
    """ihfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor
    ihfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ihfft2(args, kwargs)


_p_ihfftn = PythonArgParser("fft.ihfftn", (ops.fft_ihfftn, ops.fft_ihfftn_out), method=False)


@_p_ihfftn.binds
def ihfftn(*args, **kwargs):
    """ihfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor
    ihfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_ihfftn(args, kwargs)


_p_fftfreq = PythonArgParser("fft.fftfreq", (ops.fft_fftfreq, ops.fft_fftfreq_out), method=False)


@_p_fftfreq.binds
def fftfreq(*args, **kwargs):
    """fftfreq(int n, float d=1.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    fftfreq(int n, float d=1.0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_fftfreq(args, kwargs)


_p_rfftfreq = PythonArgParser(
    "fft.rfftfreq", (ops.fft_rfftfreq, ops.fft_rfftfreq_out), method=False
)


@_p_rfftfreq.binds
def rfftfreq(*args, **kwargs):
    """rfftfreq(int n, float d=1.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
    rfftfreq(int n, float d=1.0, *, Tensor(a!) out) -> Tensor(a!)"""
    return _p_rfftfreq(args, kwargs)


_p_fftshift = PythonArgParser("fft.fftshift", (ops.fft_fftshift,), method=False)


@_p_fftshift.binds
def fftshift(*args, **kwargs):
    """fftshift(Tensor self, int[1]? dim=None) -> Tensor"""
    return _p_fftshift(args, kwargs)


_p_ifftshift = PythonArgParser("fft.ifftshift", (ops.fft_ifftshift,), method=False)


@_p_ifftshift.binds
def ifftshift(*args, **kwargs):
    """ifftshift(Tensor self, int[1]? dim=None) -> Tensor"""
    return _p_ifftshift(args, kwargs)
