"""Array creation: from data, from shapes, and numerical ranges."""
from __future__ import annotations

import numpy

from . import device
from .device import ON_DEVICE
from .ndarray import (ndarray, asarray_any, check_dtype, _empty, _shape_arg, _c_strides,
                      _host_array, _upload)


def _default(dtype):
    return check_dtype(float if dtype is None else dtype)


def _order(order):
    if order not in ("C", "F", "K", "A", None):
        raise ValueError("order must be one of 'C', 'F', 'A', or 'K' (got %r)" % (order,))
    return "F" if order == "F" else "C"


def empty(shape, dtype=float, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, without initializing entries."""
    return _empty(_shape_arg(shape), _default(dtype), order=_order(order))


def zeros(shape, dtype=float, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, filled with zeros."""
    a = _empty(_shape_arg(shape), _default(dtype), order=_order(order))
    _zero(a)
    return a


def _zero(a):
    if ON_DEVICE:
        device.memset(a._mem.ptr + a._offset, a.nbytes)
    elif a._size:
        a._host_view()[...] = 0


def ones(shape, dtype=None, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, filled with ones."""
    a = _empty(_shape_arg(shape), _default(dtype), order=_order(order))
    a.fill(1)
    return a


def full(shape, fill_value, dtype=None, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, filled with `fill_value`."""
    if dtype is None:
        if isinstance(fill_value, ndarray):
            dtype = fill_value.dtype
        else:
            dtype = numpy.array(fill_value).dtype
    a = _empty(_shape_arg(shape), check_dtype(dtype), order=_order(order))
    if isinstance(fill_value, ndarray) and fill_value.ndim:
        a[...] = fill_value
    else:
        a.fill(fill_value)
    return a


def _like_layout(a, dtype, order, shape):
    dt = check_dtype(a.dtype if dtype is None else dtype)
    if shape is not None:
        return _empty(_shape_arg(shape), dt, order=_order(order))
    if order in ("K", "A") or order is None:
        if a._flags_f() and not a._flags_c():
            return _empty(a.shape, dt, order="F")
        if order == "K" and not a._flags_c():
            from .ufunc import _output_order_strides
            return _empty(a.shape, dt, _output_order_strides(a.shape, dt.itemsize, [a]))
        return _empty(a.shape, dt)
    return _empty(a.shape, dt, order=_order(order))


def _as_like(a):
    if isinstance(a, ndarray):
        return a
    return asarray_any(a)


def empty_like(prototype, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return a new array with the same shape and type as a given array."""
    return _like_layout(_as_like(prototype), dtype, order, shape)


def zeros_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return an array of zeros with the same shape and type as a given array."""
    out = _like_layout(_as_like(a), dtype, order, shape)
    _zero(out)
    return out


def ones_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return an array of ones with the same shape and type as a given array."""
    out = _like_layout(_as_like(a), dtype, order, shape)
    out.fill(1)
    return out


def full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return a full array with the same shape and type as a given array."""
    out = _like_layout(_as_like(a), dtype, order, shape)
    out.fill(fill_value) if not (isinstance(fill_value, ndarray) and fill_value.ndim) else out.__setitem__(Ellipsis, fill_value)
    return out


_NO_COPY = "Unable to avoid copy while creating an array as requested."


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0, like=None):
    """Create an array (on the device)."""
    if isinstance(object, ndarray):
        dt = object.dtype if dtype is None else check_dtype(dtype)
        if copy:
            a = object.astype(dt, order=order if order else "K", copy=True)
        else:
            a = object.astype(dt, order=order if order else "K", copy=False)
            if copy is False and a is not object:
                raise ValueError(_NO_COPY)
    elif ON_DEVICE and hasattr(type(object), "__cuda_array_interface__"):
        a = asarray_any(object)
        if dtype is not None and check_dtype(dtype) != a.dtype:
            if copy is False:
                raise ValueError(_NO_COPY)
            a = a.astype(dtype)
        elif copy:
            a = a.copy(order="K" if order in (None, "K", "A") else order)
    else:
        if copy is False:
            raise ValueError(_NO_COPY)
        if isinstance(object, numpy.ndarray):
            h = object if dtype is None else object.astype(dtype, copy=False)
        else:
            h = _host_array(object) if dtype is None else numpy.asarray(
                _to_host_nested(object), dtype=dtype)
        check_dtype(h.dtype)
        if order == "F":
            h = numpy.asfortranarray(h)
        elif order == "C":
            h = numpy.ascontiguousarray(h)
        a = _upload(h)
    if ndmin > a.ndim:
        a = a.reshape((1,) * (ndmin - a.ndim) + a.shape)
    return a


def _to_host_nested(x):
    from .ndarray import to_host
    return to_host(x) if isinstance(x, (list, tuple, ndarray)) else x


def asarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    """Convert the input to an array (on the device)."""
    if isinstance(a, ndarray):
        return array(a, dtype=dtype, copy=copy, order="K" if order is None else order)
    if copy is False:
        if ON_DEVICE and hasattr(type(a), "__cuda_array_interface__"):
            return array(a, dtype=dtype, copy=False)
        raise ValueError(_NO_COPY)
    return array(a, dtype=dtype, copy=True if copy is None else copy,
                 order="K" if order is None else order)


def asanyarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    """Convert the input to an ndarray."""
    return asarray(a, dtype=dtype, order=order, copy=copy)


def ascontiguousarray(a, dtype=None, *, like=None):
    """Return a contiguous array (ndim >= 1) in memory (C order)."""
    a = asarray(a, dtype=dtype)
    if a.ndim == 0:
        a = a.reshape(1)
    if a._flags_c():
        return a
    return a.copy(order="C")


def asfortranarray(a, dtype=None, *, like=None):
    """Return an array (ndim >= 1) laid out in Fortran order in memory."""
    a = asarray(a, dtype=dtype)
    if a.ndim == 0:
        a = a.reshape(1)
    if a._flags_f():
        return a
    return a.copy(order="F")


def copy(a, order="K", subok=False):
    """Return an array copy of the given object."""
    return asarray(a).copy(order=order)
