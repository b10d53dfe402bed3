"""The DataLoader's machinery: collation, fetching, and the worker processes.

Mirrors ``torch/utils/data/_utils``.
"""

from __future__ import annotations

import sys

from . import collate, fetch, worker

__all__ = ["IS_WINDOWS", "MP_STATUS_CHECK_INTERVAL", "collate", "fetch", "worker"]

#: Seconds between checks that the other side (workers or main process) is still alive.
MP_STATUS_CHECK_INTERVAL = worker.MP_STATUS_CHECK_INTERVAL
IS_WINDOWS = sys.platform == "win32"
