"""The top package's tests share helpers (``checkpoint_crafting.py``) from this folder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
