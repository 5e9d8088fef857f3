"""Zero-copy interop: the CUDA array interface and DLPack."""
from __future__ import annotations

import numpy

from . import device
from .device import ON_DEVICE
from .ndarray import ndarray, _make, check_dtype, _c_strides, _upload

_KDL_CPU, _KDL_CUDA = 1, 2


def dlpack_device(a):
    return (_KDL_CUDA, 0) if ON_DEVICE else (_KDL_CPU, 0)


def to_dlpack(a, stream=None, max_version=None, dl_device=None, copy=None):
    if not ON_DEVICE:
        h = a._host_view() if a._size else numpy.empty(a._shape, a._dtype)
        kw = {}
        if max_version is not None:
            kw["max_version"] = max_version
        if dl_device is not None:
            kw["dl_device"] = dl_device
        if copy is not None:
            kw["copy"] = copy
        return h.__dlpack__(**kw)
    raise BufferError("gpnumpy: exporting device arrays through DLPack is not implemented yet; "
                      "use __cuda_array_interface__")


def from_cai(obj):
    """Wrap an object exposing __cuda_array_interface__ (no copy)."""
    cai = obj.__cuda_array_interface__
    dt = check_dtype(numpy.dtype(cai["typestr"]))
    shape = tuple(cai["shape"])
    strides = cai.get("strides")
    strides = _c_strides(shape, dt.itemsize) if strides is None else tuple(strides)
    ptr = cai["data"][0] or 0
    stream = cai.get("stream")
    if stream not in (None, 0) and ON_DEVICE:
        # The producer's work must finish before ours starts.
        device.synchronize()
        from cuda.bindings import driver
        driver.cuStreamSynchronize(stream if stream not in (1, 2) else 0)
    lo = hi = 0
    for n, s in zip(shape, strides):
        if n == 0:
            lo = hi = 0
            break
        if s < 0:
            lo += (n - 1) * s
        else:
            hi += (n - 1) * s
    mem = device.foreign_memory(ptr + lo, hi - lo + dt.itemsize, owner=obj)
    a = _make(mem, -lo, shape, strides, dt, None)
    if cai["data"][1]:
        a._ro = True
    return a


def from_dlpack(x, /, *, device=None, copy=None):
    """Create a gpnumpy array from an object exporting DLPack."""
    if isinstance(x, ndarray):
        return x.copy() if copy else x
    dev = x.__dlpack_device__() if hasattr(x, "__dlpack_device__") else (_KDL_CPU, 0)
    if dev[0] == _KDL_CPU:
        if copy is False:
            raise BufferError("gpnumpy: a host DLPack tensor can only be imported by copying it")
        return _upload(numpy.from_dlpack(x))
    if ON_DEVICE and hasattr(type(x), "__cuda_array_interface__"):
        return from_cai(x)
    raise BufferError("gpnumpy: importing DLPack device %r is not supported" % (dev,))
