"""NumPy's "Miscellaneous routines" page: memory overlap of gpnumpy arrays.

Two arrays can overlap only when they view the same device buffer (``_mem``).  NumPy's own solver
answers the question on stand-ins: NumPy views with the same byte offsets and strides into one
anonymous memory map as long as the buffer, which the OS never backs with pages (no data moves).
"""
from __future__ import annotations

import mmap

import numpy

from .ndarray import ndarray


def _stand_ins(a, b):
    """NumPy views laid out as ``a`` and ``b`` in one shared fake buffer, or None when the two
    cannot overlap (different buffers or an empty array)."""
    if a._mem is not b._mem or a.size == 0 or b.size == 0:
        return None
    size = max(a._extent()[1], b._extent()[1])
    buf = mmap.mmap(-1, size)
    return tuple(numpy.ndarray(x.shape, x.dtype, buffer=buf, offset=x._offset, strides=x.strides)
                 for x in (a, b))


def _overlap(np_fn, a, b, max_work):
    ga, gb = isinstance(a, ndarray), isinstance(b, ndarray)
    if not ga and not gb:
        return np_fn(a, b, max_work=max_work)
    if not (ga and gb):
        return False  # a gpnumpy array never shares memory with a host object
    views = _stand_ins(a, b)
    return False if views is None else np_fn(*views, max_work=max_work)


def shares_memory(a, b, /, max_work=-1):
    """Determine if two arrays share memory (exactly, by default)."""
    return _overlap(numpy.shares_memory, a, b, max_work)


def may_share_memory(a, b, /, max_work=0):
    """Determine if two arrays might share memory (memory bounds only, by default)."""
    return _overlap(numpy.may_share_memory, a, b, max_work)
