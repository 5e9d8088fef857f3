"""Searching (NumPy's "Sorting, searching, and counting" page): searchsorted.

The front end does NumPy's argument handling (side, the dtype a and v are compared in,
sorter) and makes a, v (and sorter) contiguous in that dtype; the primitive is one kernel,
``searchsorted.cu``: a binary search per element of v.  On the host device the primitive is
NumPy's own searchsorted on host views of the same arrays.
"""
from __future__ import annotations

import numpy

from .device import ON_DEVICE
from .ndarray import ndarray, asarray_any, _empty

__all__ = ["searchsorted"]

_INT64 = numpy.dtype(numpy.int64)
_kernels = {}


def _contiguous(x, dt):
    from .creation import ascontiguousarray
    return ascontiguousarray(x, dtype=dt).reshape(x._size)


def _sorter(sorter, n):
    s = sorter if isinstance(sorter, ndarray) else asarray_any(sorter)
    if s._ndim != 1:
        raise TypeError("could not parse sorter argument")
    if s._dtype.kind not in "iu":
        raise TypeError("sorter must only contain integers")
    if not numpy.can_cast(s._dtype, _INT64, "safe"):
        raise ValueError("could not parse sorter argument")
    if s._size != n:
        raise ValueError("sorter.size must equal a.size")
    s = _contiguous(s, _INT64)
    if n:
        # Reading a bad position would be out of bounds: the one host check (a single bool).
        from . import umath as um
        from .logic import any as any_
        if bool(any_(um.logical_or(um.less(s, 0), um.greater_equal(s, n)))):
            raise ValueError("Sorter index out of range.")
    return s


def searchsorted(a, v, side="left", sorter=None):
    """Find indices where elements should be inserted to maintain order."""
    if isinstance(side, bytes):
        side = side.decode("latin-1")
    if not isinstance(side, str):
        raise TypeError("search side must be str, not %s" % type(side).__name__)
    if side not in ("left", "right"):
        raise ValueError("search side must be 'left' or 'right' (got %r)" % side)
    a = a if isinstance(a, ndarray) else asarray_any(a)
    if a._ndim != 1:
        raise ValueError("object too deep for desired array" if a._ndim > 1 else
                         "object of too small depth for desired array")
    v = v if isinstance(v, ndarray) else asarray_any(v)
    # NumPy compares in the promotion of v's dtype (Python scalars at their default dtype)
    # with a's.
    dt = numpy.promote_types(v._dtype, a._dtype)
    n, m = a._size, v._size
    if sorter is not None:
        sorter = _sorter(sorter, n)
    if m == 0:
        return _empty(v._shape, _INT64)
    ac = _contiguous(a, dt)
    vc = _contiguous(v, dt)
    if ON_DEVICE:
        out = _device_search(ac, vc, side, sorter)
    else:
        out = asarray_any(numpy.searchsorted(
            ac._host_view(), vc._host_view(), side,
            None if sorter is None else sorter._host_view()).astype(_INT64, copy=False))
    return out.reshape(v._shape)


def _device_search(a, v, side, sorter):
    from .._kernels import launch
    from .ufunc import _code
    code = _code(a._dtype)
    key = (code, side, sorter is not None)
    kern = _kernels.get(key)
    if kern is None:
        from .._kernels import render, compiler
        src, kname = render.searchsorted(code, side, sorter is not None)
        kern = _kernels[key] = compiler.get_kernel(src, kname)
    m = v._size
    out = _empty((m,), _INT64)
    args = [a._mem.ptr + a._offset, v._mem.ptr + v._offset]
    if sorter is not None:
        args.append(sorter._mem.ptr + sorter._offset)
    args += [out._mem.ptr, numpy.int64(a._size), numpy.int64(m)]
    launch.launch(kern, launch.grid_for(m, launch.BLOCK, 1 << 16), args)
    return out
