"""torch.backends.cusparselt, kleidiai and quantized: libraries glasstorch does not have,
answering as a PyTorch build without them does."""

from __future__ import annotations

import glasstorch as torch
import pytest


def test_cusparselt_and_kleidiai_are_absent():
    import glasstorch.backends.cusparselt as cusparselt

    assert cusparselt is torch.backends.cusparselt
    assert cusparselt.is_available() is False
    assert cusparselt.version() is None and cusparselt.get_max_alg_id() is None
    assert torch.backends.kleidiai.is_available() is False


def test_quantized_has_no_engine():
    q = torch.backends.quantized
    assert q.engine == "none" and q.supported_engines == []
    # PyTorch's errors: an unknown name, then an engine the build lacks (c10's label)
    with pytest.raises(RuntimeError, match="^bogus is not a valid value for quantized engine$"):
        q.engine = "bogus"
    for name, label in [("fbgemm", "FBGEMM"), ("x86", "X86"), ("none", "NoQEngine"),
                        (None, "NoQEngine")]:  # fmt: skip
        with pytest.raises(RuntimeError, match=f"^quantized engine {label} is not supported$"):
            q.engine = name
    assert q.engine == "none"
    with pytest.raises(RuntimeError, match="Assignment not supported"):
        q.supported_engines = ["x86"]
    import glasstorch.backends.quantized as again

    assert again is q and again.engine == "none"
