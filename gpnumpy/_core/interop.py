"""Host conversion helpers and dtype queries that accept gpnumpy arrays."""
from __future__ import annotations

import numpy

from .ndarray import ndarray


def asnumpy(a, stream=None, order="C", out=None, blocking=True):
    """Return a NumPy copy of ``a`` (waits for the device)."""
    if isinstance(a, ndarray):
        return a.get(order=order, out=out)
    res = numpy.asarray(a, order=order)
    if out is not None:
        out[...] = res
        return out
    return res


def result_type(*arrays_and_dtypes):
    """NumPy's result_type; a gpnumpy array counts as an array of its dtype (a zero-size
    NumPy proxy: NumPy orders arrays before dtypes, its messages name them so)."""
    return numpy.result_type(*(numpy.empty(0, a.dtype) if isinstance(a, ndarray) else a
                               for a in arrays_and_dtypes))
