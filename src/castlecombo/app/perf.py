"""Figures for ``play --perf-json``: frame times, the first frame, peak memory with the AI process."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

if sys.platform != "win32":
    import resource  # peak memory of this process and of its reaped children


class Perf:
    """Frame times and the first-frame time, for --perf-json."""

    def __init__(self, start: float) -> None:
        self.start = start
        self.frames: list[float] = []
        self.first_frame_ms: float | None = None
        self.peak_children_kb = 0

    def frame(self, ms: float) -> None:
        """Count one frame that took ``ms`` milliseconds (the first one also marks the start-up time)."""
        if self.first_frame_ms is None:
            self.first_frame_ms = (time.perf_counter() - self.start) * 1000.0
        self.frames.append(ms)
        if len(self.frames) % 120 == 1:
            self.peak_children_kb = max(self.peak_children_kb, live_children_kb())

    def summary(self) -> dict[str, Any]:
        """Return the frame-time percentiles, the longest frame and the first-frame time."""
        data = sorted(self.frames[1:]) or [0.0]  # the first frame includes start-up

        def pct(p: float) -> float:
            return round(data[min(len(data) - 1, int(p * (len(data) - 1) + 0.5))], 2)

        return {"frames": len(self.frames), "frame_ms_p50": pct(0.5), "frame_ms_p95": pct(0.95),
                "frame_ms_max": round(data[-1], 2),
                "first_frame_ms": round(self.first_frame_ms or 0.0, 1)}

    def peak_rss_mb(self) -> float:
        """Peak memory of this process plus its worker processes, in MB."""
        own = status_kb("self")
        reaped = 0
        if sys.platform != "win32":
            if own == 0:
                own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            reaped = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        children = max(self.peak_children_kb, live_children_kb(), reaped)
        return round((own + children) / 1024.0, 1)

    def write(self, path: str | os.PathLike[str], reached_scoring: bool) -> None:
        """Write the --perf-json figures (and whether scoring was reached) to ``path``; raise OSError if it cannot."""
        data = self.summary()
        data["peak_rss_mb"] = self.peak_rss_mb()
        data["reached_scoring"] = reached_scoring
        Path(path).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def status_kb(pid: int | str, field: str = "VmHWM") -> int:
    """A number (kB for memory fields) from ``/proc/<pid>/status``; 0 where there is no /proc."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def live_children_kb() -> int:
    """Sum of the peak RSS of this process's live descendants (the AI worker process)."""
    me = os.getpid()
    try:
        pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return 0
    parents = {pid: status_kb(pid, "PPid") for pid in pids}
    family = {me}
    changed = True
    while changed:
        changed = False
        for pid, ppid in parents.items():
            if ppid in family and pid not in family:
                family.add(pid)
                changed = True
    return sum(status_kb(pid) for pid in family - {me})
