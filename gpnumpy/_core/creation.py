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
    _fill_unsafe(a, fill_value)
    return a


def _fill_unsafe(a, value):
    # full() copies with casting='unsafe': complex into real keeps the real part.
    from .ndarray import _scalar_for
    from .ufunc import copy_into
    if isinstance(value, ndarray):
        if value.ndim:
            value = value.astype(a.dtype)
        else:
            value = value.get()
    if not isinstance(value, ndarray):
        h = numpy.asarray(value)
        if h.ndim == 0:
            copy_into(a, _scalar_for(value, a.dtype, setitem=False))
            return
        with numpy.errstate(all="ignore"):
            value = asarray_any(h.astype(a.dtype) if h.dtype.kind in "biufc" else h)
    numpy.broadcast_shapes(value.shape, a.shape)  # NumPy's ValueError when it does not fit
    if numpy.broadcast_shapes(value.shape, a.shape) != a.shape:
        raise ValueError("could not broadcast input array from shape %s into shape %s"
                         % (value.shape, a.shape))
    copy_into(a, value)


def _like_layout(a, dtype, order, shape):
    dt = check_dtype(a.dtype if dtype is None else dtype)
    if shape is not None:
        if order in ("K", "A", None) and a._flags_f() and not a._flags_c():
            order = "F"
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
    _fill_unsafe(out, fill_value)
    return out


_NO_COPY = "Unable to avoid copy while creating an array as requested."


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0, like=None):
    """Create an array (on the device)."""
    if order not in ("K", "A", "C", "F", None):
        raise ValueError("order must be one of 'C', 'F', 'A', or 'K' (got %r)" % (order,))
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
        if order in ("F", "C"):
            h = numpy.asarray(h, order=order)
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


# ================================================================ numerical ranges
#
# Everything below is a composition of ufunc launches and views, so it runs on
# the device.  The one primitive that has no ufunc is the index sequence 0..n-1
# (an "iota"); it is built by ``_affine_into`` from log(log n) levels of
# broadcast additions over a square-root-sized prefix (one full-size launch).

import math as _math
import operator as _operator

from .ufunc import UFUNCS as _U, copy_into as _copy_into
from .ndarray import _make

_NOVALUE = object()
_INTP = numpy.dtype(numpy.intp)


def _check_device(device):
    if device is not None and device not in ("cpu", "cuda", "cuda:0", "gpu"):
        raise ValueError('Device not understood. Only "cpu" or "cuda:0" is allowed, but received: %s'
                         % (device,))


def _wrap_scalar(x, dt):
    """The Python number ``x`` as a scalar of ``dt``; integers wrap modulo 2**bits."""
    if dt.kind in "iu":
        bits = 8 * dt.itemsize
        v = int(x) % (1 << bits)
        if dt.kind == "i" and v >= 1 << (bits - 1):
            v -= 1 << bits
        return dt.type(v)
    return dt.type(x)


def _doubling_into(out, start, delta):
    # out[0] = start; out[k:2k] = out[0:k] + k*delta; ...  (exact: integer values)
    n = out._size
    dt = out._dtype
    out[0:1].fill(start)
    k = 1
    while k < n:
        m = min(k, n - k)
        _U["add"](out[0:m], _wrap_scalar(k * delta, dt), out=out[k:k + m])
        k *= 2


def _affine_into(out, start=0, delta=1):
    """out[i] = start + i*delta for a contiguous 1-d ``out`` (Python-int ``start``, ``delta``).

    Exact where the arithmetic is: integer dtypes (modulo 2**bits, like NumPy's fill loop) and
    floats as long as every value is an integer the float represents exactly.
    Writes a b-element first row (recursively), then rows 1..q-1 as one broadcast addition
    ``row0[None, :] + (r*b*delta)[:, None]``, then the remainder.
    """
    n = out._size
    if n == 0:
        return
    dt = out._dtype
    if n <= 16:
        _doubling_into(out, start, delta)
        return
    b = _math.isqrt(n - 1) + 1          # ceil(sqrt(n))
    q, rem = divmod(n, b)
    first = out[0:b]
    if start == 0 and delta == 1:
        _affine_into(first)
        iota = first
    else:
        iota = _empty((b,), dt)
        _affine_into(iota)
        _U["multiply"](iota, _wrap_scalar(delta, dt), out=first)
        _U["add"](first, _wrap_scalar(start, dt), out=first)
    if q > 1:
        rows = _U["multiply"](iota[1:q], _wrap_scalar(b * delta, dt))
        _U["add"](first.reshape(1, b), rows.reshape(q - 1, 1),
                  out=out[b:q * b].reshape(q - 1, b))
    if rem:
        _U["add"](first[0:rem], _wrap_scalar(q * b * delta, dt), out=out[q * b:n])


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

    if dtype is None:
        dt = _descr_from_object(start, _INTP)
        if stop is not None:
            dt = _descr_from_object(stop, dt)
        if step is not None:
            dt = _descr_from_object(step, dt)
    else:
        dt = numpy.dtype(dtype)
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
    h0 = _pack(start, dt) if n >= 1 else None
    h1 = _pack(nxt, dt) if n >= 2 else None
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
    if n > 2 and dt.kind != "b":
        _arange_fill_float(out, h0, h1)
    out[0:1].fill(h0)
    if n > 1:
        out[1:2].fill(h1)
    return out


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
        delta = ct.type(nxt - s)
        tmp = idx if len(parts) == 1 else _empty((n,), ct)
        _U["multiply"](idx, delta, out=tmp)
        if target._dtype == ct:
            _U["add"](tmp, s, out=target)
        else:   # float16: the sum in float, rounded once to half
            _U["add"](tmp, s, out=tmp)
            _copy_into(target, tmp)
