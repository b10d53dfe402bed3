#!/usr/bin/env bash
# Run a benchmark in an interpreter that has PyTorch installed, with the glasstorch
# packages on sys.path, so that PyTorch is measured side by side in the same process.
#   benchmarks/run_with_torch.sh /path/to/venv-with-torch/bin/python benchmarks/bench_aten.py
# That interpreter also needs numpy, scipy, ml_dtypes and pyyaml. PyTorch is only ever a
# reference: no glasstorch package depends on it.
set -euo pipefail
python=$1
shift
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
paths=$(printf '%s:' "$root"/packages/*/src)
PYTHONPATH="${paths%:}${PYTHONPATH:+:$PYTHONPATH}" exec "$python" "$@"
