"""Keep the process's memory flat when big surfaces come and go (window resizes, card caches).

glibc serves blocks from 128 KiB up with mmap, but raises that threshold to the size of the
largest mmapped block once it is freed: after the first window resize frees the old window
surface (megabytes), every card surface is carved from the heap, and a heap that held the
cards of several window sizes keeps its high-water mark. Pinning the threshold keeps card-sized
surfaces in mmapped blocks that go back to the system when a cache drops them.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # mallopt parameter number in glibc's malloc.h
MMAP_THRESHOLD = 64 * 1024  # bytes: a 94x132 card surface (48 KiB) stays on the heap, larger ones do not


def pin_mmap_threshold(threshold: int = MMAP_THRESHOLD) -> bool:
    """Fix glibc's mmap threshold at ``threshold`` bytes; return False where the C library is not glibc."""
    if not sys.platform.startswith("linux"):
        return False
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    libc = ctypes.CDLL(name)
    try:
        mallopt = libc.mallopt
    except AttributeError:  # musl and other C libraries have no mallopt
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, threshold))
