"""NumPy's "Miscellaneous routines" page: memory overlap and bounds of gpnumpy arrays.

NumPy's own solver answers on stand-ins: NumPy arrays described (``__array_interface__``) with
the arrays' byte offsets, shapes and strides at the address of their memory (device memory on the
GPU: never dereferenced).  Memory another library allocated (a DLPack or CUDA array interface
import) is a buffer of its own that may be another array's too, so addresses decide; a NumPy array
can share memory with a gpnumpy array only without a GPU (gpnumpy's host buffers, imported or
exported through DLPack).  The overlap question is address arithmetic only: no memory is
allocated or read, whatever the buffers' sizes.
"""
from __future__ import annotations

import numpy
from numpy.lib.array_utils import byte_bounds as _numpy_byte_bounds

from .device import ON_DEVICE
from .ndarray import ndarray, has_array_method, call_array_method, _above

def _base(a):
    """The address of a's memory: device memory on the GPU, the host buffer without one."""
    if ON_DEVICE:
        return a._mem.ptr
    host = a._mem.host
    return host.ctypes.data if host is not None and host.size else 0


class _StandIn:
    def __init__(self, a):
        self.__array_interface__ = {
            "version": 3, "shape": a.shape, "strides": a.strides, "typestr": a.dtype.str,
            "data": (_base(a) + a._offset, True)}


def _overlap(np_fn, a, b, max_work):
    # (an object that gives its array through __array__ is read as that array, as NumPy
    # reads it: a gpnumpy array's memory is then compared)
    a = call_array_method(a)[0] if has_array_method(a) else a
    b = call_array_method(b)[0] if has_array_method(b) else b
    ga, gb = isinstance(a, ndarray), isinstance(b, ndarray)
    if not ga and not gb:
        return np_fn(a, b, max_work=max_work)
    if type(a) in _above.scalar_types or type(b) in _above.scalar_types:
        return False  # (NumPy's asarray of a scalar is new memory, shared with nothing)
    other = b if ga else a
    if not (ga and gb) and (ON_DEVICE or not isinstance(other, numpy.ndarray)):
        return False  # host data beside device memory (or nothing) never overlap
    if a.size == 0 or b.size == 0:
        return False
    if ga and gb and a._mem is not b._mem and a._mem.owner is None and b._mem.owner is None:
        return False  # two of gpnumpy's own allocations never overlap
    return np_fn(numpy.asarray(_StandIn(a)) if ga else a,
                 numpy.asarray(_StandIn(b)) if gb else b, max_work=max_work)


def shares_memory(a, b, /, max_work=-1):
    """Determine if two arrays share memory (exactly, by default)."""
    return _overlap(numpy.shares_memory, a, b, max_work)


def may_share_memory(a, b, /, max_work=0):
    """Determine if two arrays might share memory (memory bounds only, by default)."""
    return _overlap(numpy.may_share_memory, a, b, max_work)


def byte_bounds(a):
    """``numpy.lib.array_utils.byte_bounds``: (low, high), the first and one past the last
    byte address the array touches; for a gpnumpy array the addresses of its memory (device
    memory on the GPU, the host buffer without one), by NumPy's formula (a C-contiguous array
    spans ``size * itemsize`` bytes, as its ``__array_interface__`` gives no strides)."""
    if not isinstance(a, ndarray):
        return _numpy_byte_bounds(a)
    low = high = _base(a) + a._offset
    itemsize = a._dtype.itemsize
    if a._flags_c():
        return low, high + a._size * itemsize
    for n, s in zip(a._shape, a._strides):
        if s < 0:
            low += (n - 1) * s
        else:
            high += (n - 1) * s
    return low, high + itemsize
