"""The jit tests share their small modules through ``jit_models.py`` in this folder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
