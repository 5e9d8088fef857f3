"""Array creation: from data, from shapes, and numerical ranges."""
from __future__ import annotations

import functools
import operator
import os
import warnings

import numpy

from . import device
from . import fperr
from .device import ON_DEVICE, fresh_writes as _fresh_writes
from .ndarray import (ndarray, asarray_any, check_dtype, _empty, _shape_arg, _host_dtype, HostData,
                      broadcast_shapes,
                      _host_array, _upload, _scalar_for, to_host, nested_to_host, keep_subclass, _above,
                      order_name, has_array_method, call_array_method, _bytes, _NoValue, _fresh,
                      held, _check_assign_shape, as_dtype)
from .elementwise import (Iota, _Scalar, _like_strides, _output_order_strides, copy_into, copy_parts,
                          execute, hold)
from .scalars import SCALAR_TYPES as scalar_types, SCALAR_TYPE_SET, _plain_copy
from .array_api_info import _check as _check_device  # (device=: None or the one device)


def _default(dtype):
    return check_dtype(float if dtype is None else dtype)


#: dtype arguments read without check_dtype: None (float64), the Python types, NumPy's scalar
#: types and native dtypes of the device's plain kinds (empty/zeros/ones' common calls)
_QUICK_DTYPES = {None: numpy.dtype(float), float: numpy.dtype(float), int: numpy.dtype(int),
                 bool: numpy.dtype(bool), complex: numpy.dtype(complex)}
_QUICK_CHARS = frozenset("?bBhHiIlLqQefdFD")
_QUICK_DTYPES.update((numpy.dtype(c).type, numpy.dtype(c)) for c in _QUICK_CHARS)


def _quick_shape(shape, dtype, order, device):
    """(shape, dtype) of empty/zeros/ones' common call (a non-negative int or a short tuple of
    them, a plain dtype, C order, no device), read without the general converters; else
    None."""
    if order != "C" or device is not None:
        return None
    t = type(shape)
    if t is int:
        if shape < 0:
            return None
        shape = (shape,)
    elif t is not tuple or len(shape) > 8:
        return None
    else:
        for s in shape:
            if type(s) is not int or s < 0:
                return None
    if isinstance(dtype, numpy.dtype):  # (the dtype itself: dtype('l') stays 'l', not 'q')
        return (shape, dtype) if dtype.char in _QUICK_CHARS and dtype.isnative else None
    if dtype is not None and type(dtype) is not type:
        return None  # (a string, a device scalar (not hashed: that would read it), ...)
    dt = _QUICK_DTYPES.get(dtype)
    return None if dt is None else (shape, dt)


def _order(order):
    # empty/zeros/ones/full: C or F (either case); 'A' and 'K' name no layout here
    if order is None:
        return "C"
    o = order.upper() if isinstance(order, str) else order
    if o in ("C", "F"):
        return o
    if o in ("A", "K"):
        raise ValueError("only 'C' or 'F' order is permitted")
    raise ValueError("order must be one of 'C', 'F', 'A', or 'K' (got %r)" % (order,))


def _new(shape, dtype, order, device):
    """The new array of empty/zeros/ones' arguments (their common call without the general
    converters: ``_quick_shape``)."""
    q = _quick_shape(shape, dtype, order, device)
    if q is not None:
        return _fresh(*q)
    _check_device(device)
    return _empty(_shape_arg(shape), _default(dtype), order=_order(order))


def empty(shape, dtype=None, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, without initializing entries."""
    return _new(shape, dtype, order, device)


def zeros(shape, dtype=None, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, filled with zeros."""
    a = _new(shape, dtype, order, device)
    _zero(a)
    return a


def _zeros(shape, dtype):
    """A new C-ordered array of zeros of a valid ``shape`` tuple and a supported ``dtype`` (no
    checks: routines that computed both); on a GPU a 0-d one holds its value on the host."""
    if ON_DEVICE and not shape and dtype.itemsize and not dtype.hasobject:
        return held(numpy.zeros((), dtype), dtype)
    a = _fresh(shape, dtype)
    _zero(a)
    return a


def _zero(a):
    """Zero the array ``a`` was just allocated as."""
    if ON_DEVICE:
        if a._shape or not hold(a, numpy.zeros((), a._dtype)):  # (a 0-d one: held)
            device.memset(a._mem.ptr + a._offset, a._size * a._dtype.itemsize, fresh=True)
    elif a._size:
        # bytes of zero, as the device's memset: the block's nbytes from its start (a record's
        # padding, generic datetimes), seen flat (a 64-d array's bytes make no 65th axis)
        flat = a._view((a._size,), (a._dtype.itemsize,), a._offset)
        _bytes(flat)._host_view()[...] = 0


def _one(dtype):
    """NumPy's one of ``dtype`` (its ones' unsafe cast of 1: a datetime64 of generic unit
    holds 1, which assigning 1 refuses)."""
    return numpy.ones((), dtype)


def ones(shape, dtype=None, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, filled with ones."""
    a = _new(shape, dtype, order, device)
    copy_into(a, _one(a.dtype), fresh=True)
    return a


def full(shape, fill_value, dtype=None, order="C", *, device=None, like=None):
    """Return a new array of given shape and type, filled with `fill_value`."""
    _check_device(device)
    if dtype is None:
        if isinstance(fill_value, ndarray):
            dtype = fill_value.dtype
        else:
            dtype = numpy.array(fill_value).dtype
            if _host_dtype(dtype):
                # (None, a Fraction: NumPy's object array; the guard runs NumPy's full)
                raise HostData("full of %s" % dtype)
    a = _empty(_shape_arg(shape), check_dtype(dtype), order=_order(order))
    _fill_unsafe(a, fill_value, fresh=True)
    return a


def _fill_unsafe(a, value, fresh=False):
    # full() copies with casting='unsafe': complex into real keeps the real part.
    # ``fresh``: ``a`` was just allocated (elementwise.copy_into's fresh)
    if not a._size and a.dtype.names is None:
        # nothing to fill: NumPy's copyto into an empty array of the shape, whose errors
        # (a value that does not broadcast, a Python int past 64 bits into an integer) and
        # warnings (none of the cast, which casts no element) are the whole effect (an
        # array's values are not read: a stand-in of its shape and dtype)
        if isinstance(value, ndarray):
            value = numpy.empty(value.shape, value.dtype)
        numpy.copyto(numpy.empty(a.shape, a.dtype), value, casting="unsafe")
        return
    if isinstance(value, ndarray):
        if value.ndim:
            value = value.astype(a.dtype)
        else:
            value = value.get()
    if not isinstance(value, ndarray):
        h = numpy.asarray(value)
        if h.ndim == 0:
            if a.dtype.names is None and (h.dtype.kind in "biufcMm" or (
                    isinstance(value, int) and a.dtype.kind in "biufc")):
                # NumPy's copyto(casting='unsafe') of the value: its cast exactly (a float
                # into int8 wraps as the cast does, with the cast's warnings; a Python int
                # past 64 bits, an object to asarray, raises OverflowError into an integer or
                # bool and warns of overflow into float16)
                one = numpy.empty((), a.dtype)
                fperr.host_cast(lambda: _at_user_line(
                    a.dtype if h.dtype.kind == "c" else None, numpy.copyto, (one, value),
                    {"casting": "unsafe"}))  # (its warnings from the user's line)
                copy_into(a, one, fresh=fresh)
                return
            copy_into(a, _scalar_for(value, a.dtype, setitem=False), fresh=fresh)
            return
        if h.dtype.kind in "biufc" and h.dtype != a.dtype:
            # NumPy's copyto(casting='unsafe') of the values: a shape that does not broadcast
            # raises before any cast; the cast's warnings (NaN into an integer, an overflow
            # into float32, the imaginary parts discarded) from the user's line
            _check_assign_shape(h.shape, a.shape)
            h = fperr.host_cast(lambda: _at_user_line(
                a.dtype if h.dtype.kind == "c" else None, h.astype, (a.dtype,), {}))
        value = asarray_any(h)
    extra = _check_assign_shape(value.shape, a.shape)  # (copyto's: leading unit axes dropped)
    if extra > 0:
        value = value.reshape(value.shape[extra:])
    copy_into(a, value, fresh=fresh)


def _like_layout(a, dtype, order, shape):
    order = order_name(order)
    dt = check_dtype(a.dtype if dtype is None else dtype)
    shape = a.shape if shape is None else _shape_arg(shape)
    fortran = a._flags_f() and not a._flags_c()
    if order == "A":
        order = "F" if fortran else "C"
    elif order == "K":
        # NumPy's keep order: C for a new shape of another ndim, else the prototype's axis order
        if len(shape) != a._ndim or a._flags_c():
            order = "C"
        elif fortran:
            order = "F"
        else:
            return _empty(shape, dt, _like_strides(a, dt.itemsize, shape))
    return _empty(shape, dt, order=_order(order))


def _as_like(a):
    if isinstance(a, ndarray):
        return a
    return asarray_any(a)


def empty_like(prototype, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return a new array with the same shape and type as a given array."""
    _check_device(device)
    out = _like_layout(_as_like(prototype), dtype, order, shape)
    return keep_subclass(prototype, out) if subok else out


def zeros_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return an array of zeros with the same shape and type as a given array."""
    _check_device(device)
    out = _like_layout(_as_like(a), dtype, order, shape)
    _zero(out)
    return keep_subclass(a, out) if subok else out


def ones_like(a, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return an array of ones with the same shape and type as a given array."""
    _check_device(device)
    out = _like_layout(_as_like(a), dtype, order, shape)
    copy_into(out, _one(out.dtype), fresh=True)
    return keep_subclass(a, out) if subok else out


def full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None, *, device=None):
    """Return a full array with the same shape and type as a given array."""
    _check_device(device)
    out = _like_layout(_as_like(a), dtype, order, shape)
    _fill_unsafe(out, fill_value, fresh=True)
    return keep_subclass(a, out) if subok else out


_NO_COPY = ("Unable to avoid copy while creating an array as requested.\n"
            "If using `np.array(obj, copy=False)` replace it with `np.asarray(obj)` to allow a "
            "copy when needed (no behavior change in NumPy 1.x).\n"
            "For more details, see https://numpy.org/devdocs/numpy_2_0_migration_guide.html"
            "#adapting-to-changes-in-the-copy-keyword.")


def _copy_arg(copy):
    """NumPy's ``copy=`` of array/asarray as None, True or False: a _CopyMode by its meaning,
    another object by its truth; a string refused."""
    if copy is None or copy is True or copy is False:
        return copy
    if isinstance(copy, str):
        raise ValueError("strings are not allowed for 'copy' keyword. Use True/False/None instead.")
    if isinstance(copy, numpy._CopyMode):
        return None if copy is numpy._CopyMode.IF_NEEDED else copy is numpy._CopyMode.ALWAYS
    return bool(copy)


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0, ndmax=_NoValue,
          like=None):
    """Create an array (on the device)."""
    copy = _copy_arg(copy)
    order = order_name(order)
    if type(ndmin) is not int:
        # NumPy's conversion of ndmin to a C int: its TypeError for a float, a NumPy bool,
        # None, a string (its words); an integer scalar's value
        numpy.array(0, ndmin=ndmin)
        ndmin = operator.index(ndmin)
    if ndmin > 64:  # (NumPy's limit on dimensions, refused before the data is looked at)
        numpy.array(0, ndmin=ndmin)  # (its error, in its words)
    if ndmax is not _NoValue:  # (NumPy's checks of ndmax, and of ndmin against it, its words)
        numpy.array(0, ndmin=ndmin, ndmax=ndmax)
    if isinstance(object, ndarray) and type(object) in SCALAR_TYPE_SET:
        # a device scalar: a new writeable 0-d array (NumPy's array(np.float64(x)))
        if dtype is None and object._dtype.names is not None:
            # (a record: NumPy's array of its void scalar is a view of the record's memory,
            # whatever copy= says; with a dtype=, a copy)
            a = _above.plain(object)
        else:
            if copy is False:
                raise ValueError(_NO_COPY)
            a = _plain_copy(object)
            dt = None if dtype is None else check_dtype(dtype)
            if dt is not None and (dt != a.dtype or dt.char != a.dtype.char):
                a = a.astype(dtype)  # (NumPy's array(np.int64(3), 'q') has the 'q' asked for)
    elif isinstance(object, ndarray):
        dt = asked = object.dtype if dtype is None else check_dtype(dtype)
        if dt == object.dtype:
            dt = object.dtype  # (an equivalent dtype, 'q' for 'l': NumPy's copy keeps the array's)
        src = object
        if not subok and type(object) is not ndarray:
            # a user's subclass seen as a plain array first: no __array_finalize__ on the way
            src = object._view(object._shape, object._strides, object._offset)
        if order == "A" and (dt != src._dtype or not copy):
            # (NumPy's array() that casts, or need not copy, takes order='A' as order='K')
            order = "K"
        if copy:
            a = src.astype(dt, order=order if order else "K", copy=True)
        else:
            a = src.astype(dt, order=order if order else "K", copy=False)
            if copy is False and a is not src:
                raise ValueError(_NO_COPY)
            if a is src and asked is not dt:
                # (NumPy's asarray: a view of the equivalent dtype asked for, 'q' for 'l', one
                # with metadata: the array itself only for the very dtype object it has)
                a = a.view(asked)
    elif ON_DEVICE and hasattr(type(object), "__cuda_array_interface__"):
        a = asarray_any(object)
        if dtype is not None and check_dtype(dtype) != a.dtype:
            if copy is False:
                raise ValueError(_NO_COPY)
            a = a.astype(dtype)
        elif copy:
            a = a.copy(order="K" if order in (None, "K", "A") else order)
    elif has_array_method(object):
        r, took = call_array_method(object, None if dtype is None else check_dtype(dtype), copy)
        if isinstance(r, numpy.ndarray) and _host_dtype(r.dtype):
            # (an array of a dtype the device does not hold, float128 or object: NumPy's
            # array of the object, on the host, as for that NumPy array itself)
            raise HostData("__array__ gave %s data" % r.dtype)
        if copy is False and not (took and isinstance(r, ndarray)):
            raise ValueError(_NO_COPY)  # (a NumPy array is uploaded: a copy, as for asarray's)
        # (a copy the method made or was not asked for is not made again: NumPy's)
        a = array(r, dtype=dtype, copy=True if copy and not took else None, order=order)
    else:
        if copy is False:
            raise ValueError(_NO_COPY)
        if dtype is not None and _host_dtype(dtype):
            # (strings, objects: NumPy's array() makes it, the data read once, by NumPy only)
            dt = as_dtype(dtype)
            # (an object array of a list holding arrays: NumPy's array() stores those of a
            # ragged list themselves, not copies: nested_arrays)
            raise HostData("dtype %s is held on the host" % dt, nested_arrays=dt.kind == "O")
        # (a cast's floating-point errors from the user's line: fperr.host_cast; its
        # ComplexWarnings, one per complex value or array NumPy casts to a real dtype, too:
        # NumPy's cast called from a frame of the user's line, call_at_user_line)
        a = _stacked(object) if (ON_DEVICE and dtype is None and ndmax is _NoValue
                                 and order != "F") else None
        if a is not None:
            return prepend_ones(a, ndmin, order)
        if isinstance(object, numpy.ndarray):
            h = object if dtype is None else fperr.host_cast(
                lambda: _at_user_line(as_dtype(dtype) if object.dtype.kind == "c" else None,
                                      object.astype, (dtype,), {"copy": False}))
        else:
            h = _host_array(object, ndmax) if dtype is None else fperr.host_cast(
                lambda: _at_user_line(
                    as_dtype(dtype) if _may_hold_complex(object) else None,
                    numpy.array, (_to_host_nested(object),),
                    dict(dtype=dtype, copy=None,
                         **({} if ndmax is _NoValue else {"ndmax": ndmax}))))
        check_dtype(h.dtype)
        if order == "A" and copy and h is object:
            # (NumPy's copy: F for an only F-contiguous array, else C; a cast's keeps the order)
            order = "F" if h.flags.f_contiguous and not h.flags.c_contiguous else "C"
        if order in ("F", "C"):
            h = numpy.asarray(h, order=order)
        # (an array NumPy makes anew is laid out as it allocates one, else as its view of h)
        a = _upload(h, (order or "K") if copy or h is not object else None)
    if not subok and type(a) is not ndarray and type(a) not in _above.scalar_types:
        a = a._view(a._shape, a._strides, a._offset)  # (a subclass seen as a plain array)
    return prepend_ones(a, ndmin, order)


def _stacked(items, axis=0, layout=False):
    """``array(items)`` (``axis`` 0), or ``stack(items, axis)`` (``layout``: where every item
    has the strides of the first, a C-contiguous one: NumPy's result is then C-ordered too),
    of a list or tuple of plain gpnumpy arrays of one shape and one dtype (``np.array([x, y,
    z])``, rows gathered in a loop): a new C-ordered array, each item copied into its place
    (copy_parts: one launch for them all); else None."""
    if type(items) is not list and type(items) is not tuple or not items:
        return None
    first = items[0]
    if type(first) is not ndarray or layout and not first._flags_c():
        return None
    shape, dt, st = first._shape, first._dtype, first._strides
    uniform = True
    for x in items:
        if type(x) is not ndarray or x._shape != shape or x._dtype is not dt:
            return None
        if x._strides != st:
            if layout:
                return None
            uniform = False
    out = _empty(shape[:axis] + (len(items),) + shape[axis:], dt)
    ost = out._strides
    step, place = ost[axis], ost[:axis] + ost[axis + 1:]
    copy_parts(out, [(x, step * i, place) for i, x in enumerate(items)], fresh=True,
               uniform=uniform)
    return out


def prepend_ones(x, nd, order="K"):
    """``array(x, ndmin=nd, copy=None, order=order)`` of an array: leading unit axes, their
    strides as NumPy gives them (the itemsize for order='F', a 0-d or an only F-contiguous array,
    else the extent of the first axis)."""
    k = nd - x._ndim
    if k <= 0:
        return x
    if order == "F" or x._ndim == 0 or x._flags_f() and not x._flags_c():
        st = x._dtype.itemsize
    else:
        st = x._strides[0] * x._shape[0]
    return x._view((1,) * k + x._shape, (st,) * k + x._strides, x._offset)


def _may_hold_complex(x):
    """False for a list or tuple of Python real numbers only (nothing complex to cast)."""
    return not ((type(x) is list or type(x) is tuple)
                and all(type(v) is float or type(v) is int or type(v) is bool for v in x))


def _at_user_line(dt, func, args, kwargs):
    """NumPy's cast ``func(*args, **kwargs)`` to dtype ``dt``; where it may discard imaginary
    parts (to an integer or real dtype), called from a frame of the user's line, so that its
    ComplexWarnings name that line, as NumPy's own conversion's do."""
    if dt is not None and dt.kind in "iuf":
        return fperr.call_at_user_line(func, args, kwargs)
    return func(*args, **kwargs)


def _to_host_nested(x):
    return nested_to_host(x) if isinstance(x, (list, tuple, ndarray)) else x


def asarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    """Convert the input to an array (on the device)."""
    _check_device(device)
    copy = _copy_arg(copy)
    if isinstance(a, ndarray):
        return array(a, dtype=dtype, copy=copy, order="K" if order is None else order)
    if ON_DEVICE and hasattr(type(a), "__cuda_array_interface__"):
        # another library's device array (CuPy, torch, numba): shared, copied only when asked
        return array(a, dtype=dtype, copy=copy, order="K" if order is None else order)
    if copy is False and not has_array_method(a):
        raise ValueError(_NO_COPY)
    # (a NumPy array not copied on the host is brought over as NumPy's view of it: its layout)
    return array(a, dtype=dtype, copy=copy, order="K" if order is None else order)


def asanyarray(a, dtype=None, order=None, *, device=None, copy=None, like=None):
    """Convert the input to an ndarray, but pass ndarray subclasses through."""
    _check_device(device)
    if isinstance(a, ndarray) and type(a) is not ndarray:
        return array(a, dtype=dtype, copy=copy, order="K" if order is None else order,
                     subok=True)
    if isinstance(a, numpy.ndarray) and type(a) is not numpy.ndarray:
        # NumPy's subclasses (masked arrays, matrices, memmaps, ...) stay NumPy's, passed
        # through as NumPy's asanyarray passes them
        return numpy.asanyarray(a, dtype=dtype, order=order, copy=copy)
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
    """Return an array copy of the given object (NumPy's: ``array(a, copy=True)``, which of
    a record is a view of it)."""
    if type(a) is ndarray:  # (a plain device array: its own copy, array()'s checks skipped)
        return a.copy(order="K" if order is None else order)
    return array(a, order=order, subok=subok, copy=True)


# ================================================================ numerical ranges
#
# Everything below is a composition of ufunc launches and views, so it runs on
# the device.  The index sequence 0..n-1 (an "iota") is the elementwise engine's
# element-index operand (``ufunc.Iota``): ``_affine_into`` is one kernel.

import math as _math
from contextlib import nullcontext as _nullcontext
import operator as _operator

from numpy.lib.array_utils import normalize_axis_index as _normalize_axis_index
from numpy.lib.array_utils import normalize_axis_tuple

from .ufunc import UFUNCS as _U, copy_into as _copy_into
from .reduction import reduce as _reduce

_NOVALUE = object()
_INTP = numpy.dtype(numpy.intp)


def _wrap_scalar(x, dt):
    """The Python number ``x`` as a scalar of ``dt``; integers wrap modulo 2**bits."""
    if dt.kind in "iu":
        bits = 8 * dt.itemsize
        v = int(x) % (1 << bits)
        if dt.kind == "i" and v >= 1 << (bits - 1):
            v -= 1 << bits
        return dt.type(v)
    return dt.type(x)


def _affine_into(out, start=0, delta=1):
    """out[i] = start + i*delta for a 1-d contiguous ``out`` that its caller just allocated
    (a fresh write: device.wrote) (Python-int ``start``, ``delta``):
    one kernel over the element index.  Integers wrap modulo 2**bits like NumPy's fill loop
    (computed in the unsigned type of the same size); floats are exact while every value is
    an integer the float represents."""
    n = out._size
    if n == 0:
        return
    dt = out._dtype
    if dt.kind in "iub":
        ut = numpy.dtype("u%d" % dt.itemsize)
        target, lt = out.view(ut), ut
    else:
        target, lt = out, dt
    execute("_affine", "in0 * in1 + in2", (lt, lt, lt, lt),
            [Iota(), _Scalar(_wrap_scalar(delta, lt), lt, False),
             _Scalar(_wrap_scalar(start, lt), lt, False)], [target], fresh=True)


def _iota(n, dtype):
    """0, 1, ..., n-1 as a new 1-d array of a float dtype (float64; float32 when n <= 2**24)."""
    out = _empty((n,), dtype)
    _affine_into(out)
    return out


def _pack(x, dt):
    """NumPy's ``setitem`` of the scalar ``x`` into an element of ``dt`` (as arange does it)."""
    if isinstance(x, numpy.ndarray) and x.ndim == 0 and dt.kind == "c":
        x = x[()]   # only the complex setitem unwraps 0-d arrays first
    if isinstance(x, numpy.generic) and x.dtype == dt:
        return x
    kind = dt.kind
    if kind == "b":
        return numpy.bool_(bool(x))
    if kind in "iu":
        v = x if isinstance(x, int) else int(x)
        if isinstance(x, numpy.ndarray):
            # 0-d arrays take the C conversion (long / unsigned long long), which wraps
            lo = -2 ** 63
            hi = 2 ** 64 - 1 if kind == "u" else 2 ** 63 - 1
            if not lo <= v <= hi:
                raise OverflowError("Python int too large to convert to C long")
            return _wrap_scalar(v, dt)
        info = numpy.iinfo(dt)
        if not info.min <= v <= info.max:
            raise OverflowError("Python integer %d out of bounds for %s" % (v, dt))
        return dt.type(v)
    if kind == "f":
        return dt.type(float(x))
    return dt.type(complex(x))


def _safe_ceil(value):
    if value != value:
        raise ValueError("arange: cannot compute length")
    if not (-2.0 ** 63 <= value <= 2.0 ** 63):
        raise OverflowError("arange: overflow while computing length")
    n = _math.ceil(value)
    return n if n < 2 ** 63 else -2 ** 63   # NumPy's (npy_intp) cast of 2**63


def _arange_length(start, stop, step, cmplx):
    """NumPy's _calc_length: the length and ``start + step`` (computed on the Python objects)."""
    try:
        diff = stop - start
    except TypeError:
        if isinstance(stop, tuple):
            raise TypeError("arange: scalar arguments expected instead of a tuple.") from None
        raise
    nonzero = bool(diff != 0)
    val = diff / step
    val_zero = bool(val == 0)
    if cmplx and isinstance(val, complex):
        n = min(_safe_ceil(val.real), _safe_ceil(val.imag))
    else:
        value = float(val)
        if val_zero and nonzero:
            n = 0 if _math.copysign(1.0, value) < 0 else 1
        else:
            n = _safe_ceil(value)
    return n, (start + step if n > 0 else None)


def _arange_arg(x):
    if isinstance(x, ndarray):
        return x.get() if x._size <= 1 else numpy.zeros(x._shape, x._dtype)
    return x


def _descr_from_object(x, mintype):
    dt = x.dtype if isinstance(x, (numpy.ndarray, numpy.generic)) else numpy.asarray(x).dtype
    return numpy.promote_types(mintype, dt)


_ARANGE_ARGS = ("start", "stop", "step", "dtype")


def _is_time_dtype(dtype):
    """Whether ``dtype`` (arange's, any spelling: 'f4' is float32, not a date) is a
    datetime64/timedelta64 dtype."""
    if dtype is None:
        return False
    try:
        return as_dtype(dtype).kind in "Mm"
    except TypeError:
        return False  # (NumPy's own error follows, from numpy.dtype below)


def _is_time(x):
    """A datetime64/timedelta64 dtype or value, or a string (a date: arange takes no other)."""
    if x is None or isinstance(x, (int, float, complex)):
        return False
    if isinstance(x, str):
        return True
    if isinstance(x, (numpy.generic, numpy.ndarray)):
        return x.dtype.kind in "Mm"
    return _is_time_dtype(x)


def arange(*args, **kwargs):
    """arange([start,] stop[, step,], dtype=None, *, device=None, like=None)

    Return evenly spaced values within a given interval (NumPy's values, dtypes and errors:
    the first two elements are ``start`` and ``start + step``, element i >= 2 is
    ``start + i*delta`` with ``delta = out[1] - out[0]`` computed in the result dtype).
    """
    if len(args) > 4:
        raise TypeError("arange() takes at most 4 positional arguments (%d given)" % len(args))
    vals = dict(zip(_ARANGE_ARGS, args))
    device_ = kwargs.pop("device", None)
    kwargs.pop("like", None)
    for k, v in kwargs.items():
        if k not in _ARANGE_ARGS:
            raise TypeError("arange() got an unexpected keyword argument '%s'" % k)
        if k in vals:
            raise TypeError("argument for arange() given by name ('%s') and position (%d)"
                            % (k, _ARANGE_ARGS.index(k) + 1))
        vals[k] = v
    _check_device(device_)
    start = vals.get("start", _NOVALUE)
    stop = vals.get("stop", _NOVALUE)
    step = vals.get("step")
    dtype = vals.get("dtype")
    if stop is _NOVALUE:
        if not args:
            raise TypeError("arange() requires stop to be specified.")
        stop = None
    elif start is _NOVALUE:
        start, stop = stop, None
    start, stop, step = _arange_arg(start), _arange_arg(stop), _arange_arg(step)
    if _is_time_dtype(dtype) or any(_is_time(x) for x in (start, stop, step)):
        # datetime64/timedelta64 ranges: NumPy's unit rules and values (counts of the
        # result's unit) made on the host, one upload
        return asarray_any(numpy.arange(start, stop, step, dtype=dtype))

    if dtype is None:
        dt = _descr_from_object(start, _INTP)
        if stop is not None:
            dt = _descr_from_object(stop, dt)
        if step is not None:
            dt = _descr_from_object(step, dt)
    else:
        dt = as_dtype(dtype)
    if dt.kind not in "biufcO":
        raise TypeError("arange() not supported for inputs with DType %s." % (type(dt),))
    if step is None:
        step = 1
    if stop is None:
        start, stop = 0, start
    try:
        n, nxt = _arange_length(start, stop, step, dt.kind == "c")
    except OverflowError:
        raise ValueError("Maximum allowed size exceeded") from None
    dt = check_dtype(dt)
    n = max(n, 0)
    if n * dt.itemsize > 2 ** 63 - 1:
        raise ValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than "
                         "the maximum possible size.")
    # (the casts of start and next warn as NumPy's, from the user's line: fperr.host_cast)
    h0 = fperr.host_cast(lambda: _pack(start, dt)) if n >= 1 else None
    h1 = fperr.host_cast(lambda: _pack(nxt, dt)) if n >= 2 else None
    if dt.kind == "b" and n > 2:
        raise TypeError("arange() is only supported for booleans when the result has at most "
                        "length 2.")
    out = _empty((n,), dt)
    if n == 0:
        return out
    if dt.kind in "iu":
        # NumPy's fill: start + i*delta in the integer type (wraps); exact for i = 0, 1 too.
        _affine_into(out, int(h0), int(h1) - int(h0) if n > 1 else 0)
        return out
    with _fresh_writes():  # (every step writes the new array)
        if n > 2 and dt.kind != "b":
            _arange_fill_float(out, h0, h1)
        out[0:1].fill(h0)
        if n > 1:
            out[1:2].fill(h1)
    return out


# arange parses its arguments as NumPy's C function does; inspection shows NumPy's signature
arange.__wrapped__ = numpy.arange  # (inspect.signature reads NumPy's when asked)


def _arange_fill_float(out, h0, h1):
    """out[i] = start + i*delta, evaluated as NumPy's C fill loop does.

    float64 / complex128: in double; float32 / complex64: in float (i rounded to float);
    float16: in float, then rounded to half.  Real and imaginary parts separately;
    ``delta = out[1] - out[0]`` in that type.
    """
    dt = out._dtype
    n = out._size
    ct = numpy.dtype(numpy.float64 if dt.char in "dD" else numpy.float32)
    exact = ct == numpy.float64 or n <= 2 ** 24   # every index is exact in ct
    if dt == ct and exact:
        idx = out
        _affine_into(idx)
    elif exact:
        idx = _iota(n, ct)
    else:
        idx = _iota(n, numpy.float64).astype(ct)  # (float)i: one rounding, as in C
    if dt.kind == "c":
        parts = ((out.real, ct.type(h0.real), ct.type(h1.real)),
                 (out.imag, ct.type(h0.imag), ct.type(h1.imag)))
    else:
        parts = ((out, ct.type(h0), ct.type(h1)),)
    for target, s, nxt in parts:
        with numpy.errstate(all="ignore"):
            delta = ct.type(nxt - s)
        # NumPy's fill loop reports no floating-point error (0 * inf, inf - inf where start
        # and next overflowed in their casts, a half's overflow): where one can arise the
        # steps run quiet (only there: the common case keeps its usual kernels)
        quiet = dt.char == "e" or not (numpy.isfinite(s) and numpy.isfinite(nxt)
                                       and numpy.isfinite(delta))
        with numpy.errstate(all="ignore") if quiet else _nullcontext():
            tmp = idx if len(parts) == 1 else _empty((n,), ct)
            _U["multiply"](idx, delta, out=tmp)
            if target._dtype == ct:
                _U["add"](tmp, s, out=target)
            else:   # float16: the sum in float, rounded once to half
                _U["add"](tmp, s, out=tmp)
                _copy_into(target, tmp)


# ---------------------------------------------------------------- helpers for the functions below
def _any_true(mask):
    """bool(any(mask)): a device reduction; only the one answer comes to the host."""
    return bool(_reduce(_U["logical_or"], mask, None))


def _moveaxis0(a, axis):
    """numpy.moveaxis(a, 0, axis) (a view), which linspace and geomspace call: its errors name
    the 'destination' and a one-axis tuple is an axis (manipulation.moveaxis's rule)."""
    dest = normalize_axis_tuple(axis, a._ndim, "destination")
    if len(dest) != 1:
        raise ValueError("`source` and `destination` arguments must have the same number of "
                         "elements")
    order = list(range(1, a._ndim))
    order.insert(dest[0], 0)
    return a.transpose(order)


def _weak_or_dtype(x):
    """What numpy.result_type should see for an argument (Python scalars stay weak)."""
    if isinstance(x, (ndarray, numpy.ndarray, numpy.generic)):
        return x.dtype
    if type(x) in (int, float, complex):
        return x
    return numpy.asarray(x).dtype


def _as_operand(x):
    """Python scalars stay Python scalars (weak); everything else becomes a gpnumpy array."""
    if type(x) in (int, float, complex) or isinstance(x, ndarray):
        return x
    return asarray(x)


# ---------------------------------------------------------------- linspace, logspace, geomspace
def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0, *,
             device=None):
    """Return evenly spaced numbers over a specified interval (NumPy's algorithm)."""
    _check_device(device)
    num = _operator.index(num)
    if num < 0:
        raise ValueError("Number of samples, %d, must be non-negative." % num)
    div = (num - 1) if endpoint else num
    both_py = type(start) in (int, float, complex) and type(stop) in (int, float, complex)
    dt = check_dtype(numpy.result_type(_weak_or_dtype(start), _weak_or_dtype(stop), float(num)))
    if both_py:
        # NumPy turns all-Python-scalar arguments into (default-typed) 0-d arrays
        start, stop = asarray(start), asarray(stop)
    else:
        start, stop = _as_operand(start), _as_operand(stop)
    if dtype is None:
        dtype = dt
        integer_dtype = False
    else:
        integer_dtype = numpy.issubdtype(dtype, numpy.integer)
    delta = _U["subtract"](stop, start, dtype=dt)
    y = arange(0, num, dtype=dt).reshape((-1,) + (1,) * delta.ndim)
    if div > 0:
        step = _U["true_divide"](delta, div)
        # (scalar endpoints: NumPy scales its arange in place, so the result is a view of it:
        # a base, OWNDATA false; array endpoints broadcast into a new array, and a subclass's
        # carries through to it)
        in_place = delta.ndim == 0 and (type(delta) is ndarray or type(delta) in SCALAR_TYPE_SET)
        # (denormal steps: divide first, gh-5437)
        tiny = _any_true(_U["equal"](step, 0))
        if in_place:
            with _fresh_writes():  # (the new range alone)
                if tiny:
                    _U["true_divide"](y, div, out=y)
                _U["multiply"](y, delta if tiny else step, out=y)
        elif tiny:
            y = _U["multiply"](_U["true_divide"](y, div), delta)
        else:
            y = _U["multiply"](y, step)
    else:
        step = float("nan")
        y = _U["multiply"](y, delta)
    with _fresh_writes():  # (the steps below write the new y alone)
        _U["add"](y, start, out=y)
        if endpoint and num > 1:
            y[-1, ...] = stop
        if axis != 0:
            y = _moveaxis0(y, axis)
        if integer_dtype:
            _U["floor"](y, out=y)
    y = y.astype(dtype, copy=False)
    if retstep:
        return y, step
    return y


def _shape_of(x):
    if isinstance(x, (ndarray, numpy.ndarray)):
        return x.shape
    return numpy.shape(x)


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    """Return numbers spaced evenly on a log scale: ``base ** linspace(start, stop)``."""
    if not isinstance(base, (float, int)) and len(_shape_of(base)):
        # a non-scalar base is broadcast with the endpoints; it may change what axis means
        ndmax = len(numpy.broadcast_shapes(_shape_of(start), _shape_of(stop), _shape_of(base)))
        start, stop, base = (array(a, copy=None, ndmin=ndmax) for a in (start, stop, base))
        base = base[(slice(None),) * _normalize_axis_index(axis, base._ndim + 1) + (None,)]
    y = linspace(start, stop, num=num, endpoint=endpoint, axis=axis)
    base = _as_operand(base)
    if dtype is None:
        return _U["power"](base, y)
    return _U["power"](base, y).astype(dtype, copy=False)


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    """Return numbers spaced evenly on a log scale (a geometric progression)."""
    start = asanyarray(start)  # (as NumPy's: a subclass carries through to the result)
    stop = asanyarray(stop)
    if _any_true(_U["equal"](start, 0)) or _any_true(_U["equal"](stop, 0)):
        raise ValueError("Geometric sequence cannot include zero")
    dt = numpy.result_type(start.dtype, stop.dtype, float(num), numpy.zeros((), dtype))
    dtype = dt if dtype is None else as_dtype(dtype)
    dt = check_dtype(dt)
    start = start.astype(dt, copy=True)
    stop = stop.astype(dt, copy=True)
    # rotate start to the positive real axis, compute, rotate back
    out_sign = _U["sign"](start)
    _U["true_divide"](start, out_sign, out=start)
    stop = _U["true_divide"](stop, out_sign)
    log_start = _U["log10"](start)
    log_stop = _U["log10"](stop)
    result = logspace(log_start, log_stop, num=num, endpoint=endpoint, base=10.0, dtype=dt)
    if num > 0:
        result[0] = start
        if num > 1 and endpoint:
            result[-1] = stop
    _U["multiply"](result, out_sign, out=result)
    if axis != 0:
        result = _moveaxis0(result, axis)
    return result.astype(dtype, copy=False)


# ---------------------------------------------------------------- building matrices
def _diagonal_view(a, k):
    """The k-th diagonal of the last two axes of ``a`` as a (writeable) strided view."""
    n0, n1 = a._shape[-2:]
    s0, s1 = a._strides[-2:]
    if k >= 0:
        length = max(0, min(n0, n1 - k))
        off = k * s1
    else:
        length = max(0, min(n0 + k, n1))
        off = -k * s0
    return a._view(a._shape[:-2] + (length,), a._strides[:-2] + (s0 + s1,),
                   a._offset + (off if length else 0))


def eye(N, M=None, k=0, dtype=float, order="C", *, device=None, like=None):
    """Return a 2-D array with ones on the k-th diagonal and zeros elsewhere."""
    _check_device(device)
    if M is None:
        M = N
    m = zeros((N, M), dtype=dtype, order=order)  # (its checks: the shape's, then the order's)
    if k >= M:
        return m
    M = _operator.index(M)
    k = _operator.index(k)
    with _fresh_writes():  # (the new array's diagonal)
        _diagonal_view(m, k).fill(1)
    return m


def identity(n, dtype=None, *, like=None):
    """Return the identity array (square, ones on the main diagonal)."""
    return eye(n, dtype=dtype)


def _min_int(low, high):
    for t in (numpy.int8, numpy.int16, numpy.int32):
        info = numpy.iinfo(t)
        if high <= info.max and low >= info.min:
            return t
    return numpy.int64


#: NumPy 2.5's tri reads N, M and k through operator.index (NumPy integer scalars as Python
#: ints), other numbers with a DeprecationWarning
_TRI_INDEX = numpy.lib.NumpyVersion(numpy.__version__) >= "2.5.0.dev0"
_GP_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _index_or_type(x):
    """(operator.index(x), None), or (x, its type) where it is not an integer."""
    try:
        return operator.index(x), None
    except TypeError:
        return x, type(x)


@functools.cache
def _tri_words():
    """NumPy's words for tri*'s deprecation, '%s' for the type (2.5.5 put a space after the
    first sentence); asked of NumPy once."""
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        numpy.tri(1.0)
    text = [str(w.message) for w in got if "safely to an integer" in str(w.message)]
    return text[0].replace("float", "%s", 1) if text else (
        "Cannot convert %s safely to an integer.This will raise an error in future versions "
        "(Deprecated NumPy 2.5)")


def tri_deprecated(cls):
    """NumPy 2.5's DeprecationWarning for a non-integer size or diagonal of tri*."""
    warnings.warn(_tri_words() % cls.__name__, DeprecationWarning,
                  skip_file_prefixes=(_GP_DIR, os.path.dirname(numpy.__file__)))


def tri(N, M=None, k=0, dtype=float, *, like=None):
    """An array with ones at and below the k-th diagonal and zeros elsewhere."""
    bad = None
    if _TRI_INDEX:
        N, bad = _index_or_type(N)
    if M is None:
        M = N
    elif _TRI_INDEX:
        M, badm = _index_or_type(M)
        bad = bad or badm
    if _TRI_INDEX:
        k, badk = _index_or_type(k)
        bad = bad or badk
    m = _U["greater_equal"].outer(arange(N, dtype=_min_int(0, N)),
                                  arange(-k, M - k, dtype=_min_int(-k, M - k)))
    m = m.astype(dtype, copy=False)
    if bad is not None:
        tri_deprecated(bad)
    return m


def _keep_where(mask, m):
    """NumPy's ``where(mask, m, 0)`` on the device: broadcast, laid out as where's result (the
    iterator's order of ``mask`` and ``m``)."""
    shape = numpy.broadcast_shapes(mask.shape, m.shape, (1,))
    out = _empty(shape, m.dtype, _output_order_strides(shape, m.dtype.itemsize, [mask, m]))
    _zero(out)
    if out._size:
        _copy_into(out, m, where=mask._broadcast_to(shape) if mask.shape != shape else mask)
    return out


def tril(m, k=0):
    """Lower triangle of an array (of each matrix in a stack): zeros above the k-th diagonal."""
    m = asarray(m)
    mask = tri(*m.shape[-2:], k=k, dtype=bool)
    return _keep_where(mask, m)


def triu(m, k=0):
    """Upper triangle of an array (of each matrix in a stack): zeros below the k-th diagonal."""
    m = asarray(m)
    mask = tri(*m.shape[-2:], k=k - 1, dtype=bool)
    return _keep_where(_U["logical_not"](mask), m)


def diag(v, k=0):
    """Extract a diagonal (a read-only view, as NumPy's) or construct a diagonal array."""
    v = asarray(v)
    s = v.shape
    if len(s) == 1:
        k = _operator.index(k)
        n = s[0] + abs(k)
        res = zeros((n, n), v.dtype)
        _copy_into(_diagonal_view(res, k), v)
        return res
    elif len(s) == 2:
        d = _diagonal_view(v, _operator.index(k))
        d._ro = True
        return d
    raise ValueError("Input must be 1- or 2-d.")


def diagflat(v, k=0):
    """Create a two-dimensional array with the flattened input as a diagonal."""
    v = asarray(v).ravel()
    k = _operator.index(k)
    n = v.shape[0] + abs(k)
    res = zeros((n, n), v.dtype)
    _copy_into(_diagonal_view(res, k), v)
    return res


# ---------------------------------------------------------------- grids


def indices(dimensions, dtype=int, sparse=False):
    """An array (or tuple of sparse arrays) representing the indices of a grid."""
    dimensions = tuple(dimensions)
    N = len(dimensions)
    shape = (1,) * N
    res = () if sparse else empty((N,) + dimensions, dtype=dtype)
    for i, dim in enumerate(dimensions):
        idx = arange(dim, dtype=dtype).reshape(shape[:i] + (dim,) + shape[i + 1:])
        if sparse:
            res = res + (idx,)
        else:
            res[i] = idx
    return res


def fromfunction(function, shape, *, dtype=float, like=None, **kwargs):
    """Construct an array by calling ``function`` with the index arrays of ``shape``."""
    args = indices(shape, dtype=dtype)
    return function(*args, **kwargs)


def vander(x, N=None, increasing=False):
    """The Vandermonde matrix: columns x**(N-1), ..., x, 1 (or increasing powers)."""
    x = asarray(x)
    if x._ndim != 1:
        raise ValueError("x must be a one-dimensional array or sequence.")
    if N is None:
        N = x._size
    v = empty((x._size, N), dtype=numpy.promote_types(x._dtype, int))
    tmp = v if increasing else v[:, ::-1]
    if N > 0:
        tmp[:, 0] = 1
    if N > 1:
        tmp[:, 1:] = x[:, None]
        _U["multiply"].accumulate(tmp[:, 1:], out=tmp[:, 1:], axis=1)
    return v
