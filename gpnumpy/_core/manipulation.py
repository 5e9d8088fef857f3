"""Array manipulation: shapes, transposes, joins, splits, tiling, rearrangement, copyto.

NumPy's signatures, argument checks and exception types; NumPy's views where NumPy returns
views.  Everything here is metadata work on the host (shapes, strides, offsets, Python ints
from the arguments) plus the device primitives: views (``_view``, basic indexing, ``reshape``,
``transpose``, ``_broadcast_to``), allocation (``_empty``) and the elementwise copy engine
(``copy_into``, which broadcasts and casts), and for the data-dependent cases (repeat with
per-element counts, insert/delete at several positions, trim_zeros) the device's gathers,
masks and reductions.  Only a few numbers (counts' total, positions, trim bounds) are read
back.  ``fallback_call`` remains for a NumPy array as copyto's destination and for trim_zeros of
a Python sequence (NumPy returns a sequence there); a NumPy array given as ``out=`` is
written through a device stand-in by dispatch.host_dtype_guard.
"""
from __future__ import annotations

import itertools
import math
import operator
import sys
import warnings

import numpy
from numpy import broadcast_shapes  # noqa: F401  (NumPy's own: it takes shapes, not arrays)
from numpy.exceptions import AxisError
from numpy.lib.array_utils import normalize_axis_index, normalize_axis_tuple

from .ndarray import (ndarray, asarray_any, check_dtype, _empty, _fmt_shape, _prod, _c_strides,
                      _check_assign_shape, as_dtype,
                      _f_strides, _shape_arg, _INTP, axis_index, WARN_ON_WRITE, order_name, MAXDIMS,
                      broadcast_shapes as _shapes_broadcast, _upload, has_array_method,
                      call_array_method, host_scalar)
from . import device
from .device import ON_DEVICE
from .ufunc import copy_into
from .elementwise import _perm_strides, _like_strides, iterator_order, copy_parts
from .dispatch import fallback_call
from .reduction import accumulate
from .scalars import SCALAR_TYPES as _SCALARS, SCALAR_TYPE_SET as _SCALAR_SET, _plain_copy, _value
from . import fperr
from . import umath as um
from .creation import array, asarray, asanyarray, ones, zeros_like, prepend_ones, _stacked

__all__ = [
    "reshape", "ravel", "transpose", "moveaxis", "rollaxis", "swapaxes", "squeeze",
    "expand_dims", "broadcast_to", "broadcast_arrays", "broadcast_shapes", "atleast_1d",
    "atleast_2d", "atleast_3d", "concatenate", "stack", "hstack", "vstack", "dstack",
    "column_stack", "row_stack", "block", "unstack", "split", "array_split", "hsplit", "vsplit",
    "dsplit", "tile", "repeat", "flip", "fliplr", "flipud", "roll", "rot90", "resize", "append",
    "insert", "delete", "trim_zeros", "copyto", "shape", "ndim", "size",
]

_CASTINGS = ("no", "equiv", "safe", "same_kind", "unsafe")
_PY_SCALARS = (bool, int, float, complex)

#: repeat() with per-element counts copies one block per run of equal counts; past this many
#: runs a device gather would be needed, so NumPy runs it on the host (fallback).
MAX_REPEAT_RUNS = 64


# ================================================================ helpers

def _new_if_scalar(a):
    """``asarray_any`` for a function giving a view of its input: a device scalar is NumPy's
    scalar, which NumPy's asanyarray makes a new, writeable array (a view of the scalar's
    own value would be read-only)."""
    return _plain_copy(a) if type(a) in _SCALAR_SET else asarray_any(a)

def _is_scalar(a):
    """``a`` is a scalar: a device scalar or one of NumPy's own.  NumPy's reshape, transpose
    and squeeze (moveaxis through transpose) call the array's method, a scalar's own when given
    one, whose 0-d result is a scalar (``_value``: PyArray_Return's copy of the value)."""
    return type(a) in _SCALAR_SET or host_scalar(a)


def _check_casting(casting):
    if not isinstance(casting, str):
        raise TypeError("casting must be str, not %s" % type(casting).__name__)
    if casting not in _CASTINGS:
        raise ValueError("casting must be one of 'no', 'equiv', 'safe', 'same_kind', 'unsafe' "
                         "(got %r)" % (casting,))


def _cast_error(src_dt, dst_dt, casting, scalar=False):
    return TypeError("Cannot cast %s from %r to %r according to the rule %r"
                     % ("scalar" if scalar else "array data", src_dt, dst_dt, casting))


def _order_arg(order, allow_k=True):
    """NumPy's order converter (ndarray.order_name) with None -> 'C'."""
    o = order_name(order, none="C")  # (another type than str is TypeError, as NumPy's)
    if o == "K" and not allow_k:
        raise ValueError("order 'K' is not permitted for reshaping")
    return o


def _axis_slice(ndim, axis, sl):
    return (slice(None),) * axis + (sl,) + (slice(None),) * (ndim - axis - 1)


def _split_axis(x, axis, m, q):
    """View of ``x`` (whose ``axis`` has length m*q) with that axis split into (m, q)."""
    s = x._strides[axis]
    shape = x._shape[:axis] + (m, q) + x._shape[axis + 1:]
    strides = x._strides[:axis] + (q * s, s) + x._strides[axis + 1:]
    return x._view(shape, strides, x._offset)


def _insert_axis(x, pos):
    """View of ``x`` with a new length-1 axis at ``pos`` (stride 0)."""
    return x._view(x._shape[:pos] + (1,) + x._shape[pos:], x._strides[:pos] + (0,) + x._strides[pos:],
                   x._offset)


def _assign(dst, src):
    """dst[...] = src for a gpnumpy ``src`` already cast-checked (unsafe cast, broadcast)."""
    extra = _check_assign_shape(src._shape, dst._shape)
    if extra > 0:
        src = src.reshape(src._shape[extra:])
    copy_into(dst, src)


# ================================================================ basic shape queries
def shape(a):
    """Return the shape of an array."""
    try:
        return a.shape
    except AttributeError:
        return numpy.shape(a)


def ndim(a):
    """Return the number of dimensions of an array."""
    try:
        return a.ndim
    except AttributeError:
        return numpy.ndim(a)


def size(a, axis=None):
    """Return the number of elements along a given axis."""
    if axis is None:
        try:
            return a.size
        except AttributeError:
            return numpy.size(a)
    sh = shape(a)
    axes = normalize_axis_tuple(axis, len(sh), allow_duplicate=False)
    return math.prod(sh[ax] for ax in axes)


# ================================================================ changing shape
_HAS_NEWSHAPE = "newshape" in __import__("inspect").signature(numpy.reshape).parameters
_NOVALUE = object()


def reshape(a, /, shape=_NOVALUE, order="C", *, newshape=_NOVALUE, copy=None):
    """Gives a new shape to an array without changing its data."""
    if order == "C" and copy is None and newshape is _NOVALUE and type(a) is ndarray and (
            type(shape) is int or type(shape) is tuple and len(shape) <= MAXDIMS):
        # the common call: sizes (one may be -1) that count the array's elements, a view
        sh = shape if type(shape) is tuple else (shape,)
        n, unknown = 1, -1
        for i, d in enumerate(sh):
            if type(d) is not int:
                break
            if d < 0:
                if d != -1 or unknown >= 0:
                    break
                unknown = i
            else:
                n *= d
        else:
            size = a._size
            if unknown >= 0 and n and not size % n:
                sh = sh[:unknown] + (size // n,) + sh[unknown + 1:]
                n = size
            if n == size and n:
                if sh == a._shape:  # (NumPy keeps the strides as they are)
                    return a._view(sh, a._strides, a._offset)
                if a._cc or a._flags_c():
                    return a._view(sh, _c_strides(sh, a._dtype.itemsize), a._offset)
                st = _nocopy_strides(a._shape, a._strides, sh, a._dtype.itemsize, False)
                if st is not None:
                    return a._view(sh, st, a._offset)
    if newshape is not _NOVALUE:
        if not _HAS_NEWSHAPE:
            raise TypeError("reshape() got an unexpected keyword argument 'newshape'")
        if shape is not _NOVALUE:
            raise TypeError("You cannot specify 'newshape' and 'shape' arguments at the same time.")
        fperr.warn("`newshape` keyword argument is deprecated, use `shape=...` or pass shape "
                   "positionally instead. (deprecated in NumPy 2.1)", DeprecationWarning)
        shape = newshape
    if shape is _NOVALUE:
        raise TypeError("reshape() missing 1 required positional argument: 'shape'")
    if _is_scalar(a):  # (the scalar's reshape: a 0-d result is a scalar)
        return _value(reshape(_new_if_scalar(a), shape, order, copy=copy))
    o = _order_arg(order, allow_k=False)
    a = _new_if_scalar(a)
    if o == "A":
        o = "F" if a._flags_f() and not a._flags_c() else "C"
    sh = _resolve_shape(shape, a._size)
    it = a._dtype.itemsize
    if not a._size:
        _check_view_bytes(sh, it)
    if copy is True:
        c = a.copy(order=o)
        return c._view(sh, _f_strides(sh, it) if o == "F" else _c_strides(sh, it), c._offset)
    if sh == a._shape:
        return a._view(a._shape, a._strides, a._offset)   # NumPy keeps the strides as they are
    if o == "C" and a._flags_c():
        return a._view(sh, _c_strides(sh, it), a._offset)
    if o == "F" and a._flags_f():
        return a._view(sh, _f_strides(sh, it), a._offset)
    st = _nocopy_strides(a._shape, a._strides, sh, it, o == "F")
    if st is not None:
        return a._view(sh, st, a._offset)
    if copy is False:
        raise ValueError("Unable to avoid creating a copy while reshaping.")
    c = a.copy(order=o)
    return c._view(sh, _f_strides(sh, it) if o == "F" else _c_strides(sh, it), c._offset)


_INTP_MAX = 2 ** 63 - 1


def _check_view_bytes(shape, itemsize):
    """NumPy's ValueError for a new array or view whose bytes (its zero-length axes left out
    of the count) are more than an intp counts."""
    if itemsize * _prod(n for n in shape if n) > _INTP_MAX:
        raise ValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the "
                         "maximum possible size.")


def _resolve_shape(shape, size):
    """NumPy's new-shape argument: ints (one may be negative: NumPy takes any negative
    entry, not only -1, for the unknown dimension), checked against ``size``."""
    sh = list(_shape_arg(shape))
    unknown = [i for i, n in enumerate(sh) if n < 0]
    if len(unknown) > 1:
        raise ValueError("can only specify one unknown dimension")
    known = _prod(n for n in sh if n >= 0)
    if (known == 0 or known > _INTP_MAX) and any(n > _INTP_MAX for n in sh):
        raise ValueError("Maximum allowed dimension exceeded")
    if unknown:
        if known == 0 or known > _INTP_MAX or size % known:
            raise ValueError("cannot reshape array of size %d into shape %s"
                             % (size, _fmt_unknown(sh)))
        sh[unknown[0]] = size // known
    elif known != size:
        raise ValueError("cannot reshape array of size %d into shape %s" % (size, _fmt_unknown(sh)))
    return tuple(sh)


def _fmt_unknown(sh):
    """NumPy's shape text in reshape's error: leading unknown (negative) dimensions are left out,
    later ones read 'newaxis'; a trailing comma only for a shape of one entry."""
    i = 0
    while i < len(sh) and sh[i] < 0:
        i += 1
    parts = [str(sh[i])] + ["newaxis" if n < 0 else str(n) for n in sh[i + 1:]] if i < len(sh) else []
    return "(%s)" % (parts[0] + "," if len(sh) == 1 and parts else ",".join(parts))


def _nocopy_strides(old_shape, old_strides, new_shape, itemsize, f_order):
    """NumPy's no-copy reshape: strides viewing the old array as ``new_shape``, or None."""
    old = [(n, st) for n, st in zip(old_shape, old_strides) if n != 1]
    new = list(new_shape)
    res = [0] * len(new)
    oi, oj, ni, nj = 0, 1, 0, 1
    while ni < len(new) and oi < len(old):
        np_, op = new[ni], old[oi][0]
        while np_ != op:
            if np_ < op:
                np_ *= new[nj]
                nj += 1
            else:
                op *= old[oj][0]
                oj += 1
        for k in range(oi, oj - 1):
            if f_order:
                if old[k + 1][1] != old[k][0] * old[k][1]:
                    return None
            elif old[k][1] != old[k + 1][0] * old[k + 1][1]:
                return None
        if f_order:
            res[ni] = old[oi][1]
            for k in range(ni + 1, nj):
                res[k] = res[k - 1] * new[k - 1]
        else:
            res[nj - 1] = old[oj - 1][1]
            for k in range(nj - 1, ni, -1):
                res[k - 1] = res[k] * new[k]
        ni = nj
        nj += 1
        oi = oj
        oj += 1
    last = res[ni - 1] if ni >= 1 else itemsize
    if f_order and ni >= 1:
        last *= new[ni - 1]
    for k in range(ni, len(new)):
        res[k] = last
    return tuple(res)


def ravel(a, order="C"):
    """Return a contiguous flattened array (a view when NumPy's is one)."""
    o = _order_arg(order)
    a = _new_if_scalar(a)
    n = a._size
    it = a._dtype.itemsize
    if o == "A":
        o = "F" if a._flags_f() and not a._flags_c() else "C"
    elif o == "K":
        if a._flags_c():
            o = "C"
        elif a._flags_f():
            o = "F"
    if o == "C" and a._flags_c() or o == "F" and a._flags_f():
        return a._view((n,), (it,), a._offset)
    if o == "K":
        perm = sorted(range(a._ndim), key=lambda d: (-abs(a._strides[d]), d))
        stride = it
        for d in reversed(perm):
            if a._shape[d] == 1:
                continue
            if a._strides[d] != stride:
                break
            stride *= a._shape[d]
        else:
            return a._view((n,), (it,), a._offset)
        # (else NumPy's flat copy: its iterator's order='K', broadcast axes keeping their places)
        src = a.transpose(iterator_order(a._ndim, [[0 if a._shape[d] == 1 else a._strides[d]
                                                     for d in range(a._ndim)]])[::-1])
    elif o == "F":
        src = a.transpose()
    else:
        src = a
    out = _empty((n,), a._dtype)
    copy_into(_as_shape(out, src._shape), src)
    return out


def _as_shape(v, shape):
    """The 1-d view ``v`` seen as ``shape`` in C order (always a view, any stride)."""
    it = v._dtype.itemsize
    s = v._strides[0]
    return v._view(shape, tuple(c // it * s for c in _c_strides(shape, it)), v._offset)


# ================================================================ transpose-like
def transpose(a, axes=None):
    """Returns an array with axes transposed."""
    if _is_scalar(a):  # (NumPy's a.transpose() of its scalar: a scalar)
        if axes is None and type(a) in _SCALAR_SET:
            return a
        return _value(transpose(asarray_any(a), axes))
    a = asarray_any(a)
    if axes is None:
        return a.transpose()
    try:  # (NumPy's: a sequence of axes, or, where len() refuses it, one int: an axis)
        len(axes)
    except TypeError:
        axes = (axes,)
    else:
        axes = tuple(axes)
    if len(axes) == a._ndim:
        seen = set()
        for ax in axes:
            k = normalize_axis_index(operator.index(ax), a._ndim)
            if k in seen:
                raise ValueError("repeated axis in transpose")
            seen.add(k)
    return a.transpose(axes)


def swapaxes(a, axis1, axis2):
    """Interchange two axes of an array."""
    a = asarray_any(a)
    a1 = normalize_axis_index(operator.index(axis1), a._ndim, "axis1")
    a2 = normalize_axis_index(operator.index(axis2), a._ndim, "axis2")
    return a.swapaxes(a1, a2)


def moveaxis(a, source, destination):
    """Move axes of an array to new positions."""
    if _is_scalar(a):  # (NumPy's a.transpose(order) of its scalar: a scalar)
        return _value(moveaxis(asarray_any(a), source, destination))
    a = asarray_any(a)
    source = normalize_axis_tuple(source, a._ndim, "source")
    destination = normalize_axis_tuple(destination, a._ndim, "destination")
    if len(source) != len(destination):
        raise ValueError("`source` and `destination` arguments must have the same number of "
                         "elements")
    order = [d for d in range(a._ndim) if d not in source]
    for dest, src in sorted(zip(destination, source)):
        order.insert(dest, src)
    return a.transpose(order)


def rollaxis(a, axis, start=0):
    """Roll the specified axis backwards, until it lies in a given position."""
    a = asarray_any(a)
    n = a._ndim
    axis = normalize_axis_index(axis, n)
    if start < 0:
        start += n
    if not 0 <= start < n + 1:
        raise AxisError("'%s' arg requires %d <= %s < %d, but %d was passed in"
                        % ("start", -n, "start", n + 1, start))
    if axis < start:
        start -= 1
    if axis == start:
        return a[...]
    axes = list(range(n))
    axes.remove(axis)
    axes.insert(start, axis)
    return a.transpose(axes)


def squeeze(a, axis=None):
    """Remove axes of length one from `a`."""
    src = a
    a = asarray_any(a)
    r = a.squeeze(axis=axis)  # (a 0-d array's axis 0 or -1: the method's)
    if r is a and isinstance(src, ndarray):
        return src  # (nothing squeezed: the input)
    return _value(r) if host_scalar(src) else r  # (NumPy's scalar's squeeze: a scalar)


def expand_dims(a, axis):
    """Expand the shape of an array (a view)."""
    a = _new_if_scalar(a)
    if not isinstance(axis, (tuple, list)):
        axis = (axis,)
    out_ndim = len(axis) + a._ndim
    axis = normalize_axis_tuple(axis, out_ndim)
    it = iter(a._shape)
    return reshape(a, [1 if ax in axis else next(it) for ax in range(out_ndim)])


# ================================================================ broadcasting
def broadcast_to(array, shape, subok=False):
    """Broadcast an array to a new shape (a read-only view)."""
    shape = tuple(shape) if numpy.iterable(shape) else (shape,)
    a = asarray_any(array)
    if not shape and a._shape:
        raise ValueError("cannot broadcast a non-scalar to a scalar array")
    if any(s < 0 for s in shape):
        raise ValueError("all elements of broadcast shape must be non-negative")
    if len(shape) > MAXDIMS:  # (NumPy's iterator's shape converter, before the items)
        raise ValueError("maximum supported dimension for an ndarray is currently %d, found %d"
                         % (MAXDIMS, len(shape)))
    shape = _shape_arg(shape)  # (the converter's errors: a bool item is no integer)
    if any(n > _INTP_MAX for n in shape):
        raise ValueError("Maximum allowed dimension exceeded")
    v = _broadcast_view(a, shape)
    if 0 not in shape and _prod(shape) > _INTP_MAX:
        raise ValueError("iterator is too large")  # (NumPy's nditer: more elements than an intp)
    _check_view_bytes(shape, a._dtype.itemsize)
    return v


def _broadcast_view(a, shape):
    """``a`` broadcast to ``shape`` (read-only); NumPy's iterator gives unit axes stride 0."""
    v = a._broadcast_to(shape)
    if 1 in shape:
        v = v._view(shape, tuple(0 if n == 1 else st for n, st in zip(shape, v._strides)), v._offset)
        v._ro = True
    return v


def broadcast_arrays(*args, subok=False):
    """Broadcast any number of arrays against each other (views; a tuple)."""
    arrays = [_new_if_scalar(x) for x in args]
    shp = numpy.broadcast_shapes(*(x._shape for x in arrays))
    out = []
    for x in arrays:
        if x._shape == shp:  # (NumPy: an array of the broadcast shape is itself)
            out.append(x)
            continue
        v = _broadcast_view(x, shp)
        # NumPy: writeable with a warning at the first write, unless x is not writeable
        v._ro = True if not x._writeable() else WARN_ON_WRITE
        out.append(v)
    return tuple(out)


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    """Coordinate matrices from coordinate vectors (NumPy's container types and views)."""
    ndim = len(xi)
    if indexing not in ["xy", "ij"]:
        raise ValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    s0 = (1,) * ndim
    output = [asarray(x).reshape(s0[:i] + (-1,) + s0[i + 1:]) for i, x in enumerate(xi)]
    if indexing == "xy" and ndim > 1:
        output[0] = output[0].reshape((1, -1) + s0[2:])
        output[1] = output[1].reshape((-1, 1) + s0[2:])
    if not sparse:
        output = list(broadcast_arrays(*output))  # (views, writeable as NumPy's)
    if copy:
        output = [x.copy() for x in output]
    # the container is a list or a tuple depending on the flags and on the NumPy version:
    # ask the installed NumPy on one-element inputs
    kind = type(numpy.meshgrid(*[numpy.zeros(1)] * ndim, copy=copy, sparse=sparse,
                               indexing=indexing))
    return kind(output)


# ================================================================ atleast_nd
def _one_or_tuple(res):
    return res[0] if len(res) == 1 else tuple(res)


def atleast_1d(*arys):
    """Convert inputs to arrays with at least one dimension."""
    res = []
    for ary in arys:
        r = _new_if_scalar(ary)
        if r._ndim == 0:
            r = r.reshape(1)
        elif isinstance(ary, ndarray):
            r = ary  # (NumPy gives the array itself, of its class)
        res.append(r)
    return _one_or_tuple(res)


def atleast_2d(*arys):
    """View inputs as arrays with at least two dimensions."""
    res = []
    for ary in arys:
        r = _new_if_scalar(ary)
        if r._ndim == 0:
            r = r.reshape(1, 1)
        elif r._ndim == 1:
            r = r[None, :]
        elif isinstance(ary, ndarray):
            r = ary  # (NumPy gives the array itself, of its class)
        res.append(r)
    return _one_or_tuple(res)


def atleast_3d(*arys):
    """View inputs as arrays with at least three dimensions."""
    res = []
    for ary in arys:
        r = _new_if_scalar(ary)
        if r._ndim == 0:
            r = r.reshape(1, 1, 1)
        elif r._ndim == 1:
            r = r[None, :, None]
        elif r._ndim == 2:
            r = r[:, :, None]
        elif isinstance(ary, ndarray):
            r = ary  # (NumPy gives the array itself, of its class)
        res.append(r)
    return _one_or_tuple(res)


# ================================================================ joining
def _stack_sequence(arrays):
    if not hasattr(arrays, "__getitem__"):
        raise TypeError('arrays to stack must be passed as a "sequence" type such as list or '
                        'tuple.')
    return arrays


def _concat_perm(arrays, nd):
    """NumPy's multi-operand stride order for a new concatenation result (C order wins ties)."""
    perm = list(range(nd))
    for i0 in range(1, nd):
        ipos = i0
        ax0 = perm[i0]
        for i1 in range(i0 - 1, -1, -1):
            ambig, swap = True, False
            ax1 = perm[i1]
            for x in arrays:
                if x._shape[ax0] != 1 and x._shape[ax1] != 1:
                    if abs(x._strides[ax0]) <= abs(x._strides[ax1]):
                        swap = False
                    elif ambig:
                        swap = True
                    ambig = False
            if not ambig:
                if swap:
                    ipos = i1
                else:
                    break
        if ipos != i0:
            perm[ipos + 1:i0 + 1] = perm[ipos:i0]
            perm[ipos] = ax0
    return perm


_INT_MAX = 2**31 - 1  # (a C int)


def concatenate(arrays, /, axis=0, out=None, *, dtype=None, casting="same_kind"):
    """Join a sequence of arrays along an existing axis."""
    # (NumPy's __array_function__ dispatcher comes first: it iterates ``arrays``, a list of
    # them with ``out``, and refuses what is not iterable)
    if out is not None:
        list(arrays)
    else:
        try:
            iter(arrays)
        except TypeError:
            raise TypeError("dispatcher for __array_function__ did not return an iterable") \
                from None
    _check_casting(casting)
    if out is not None and dtype is not None:
        raise TypeError("concatenate() only takes `out` or `dtype` as an argument, but both were "
                        "provided.")
    if isinstance(arrays, ndarray):
        if arrays._ndim == 0:
            raise TypeError("The first input argument needs to be a sequence")
        arrays = list(arrays)
    elif not isinstance(arrays, (list, tuple)):
        if isinstance(arrays, numpy.ndarray) or (hasattr(arrays, "__len__")
                                                 and hasattr(arrays, "__getitem__")):
            arrays = list(arrays)
        else:
            raise TypeError("The first input argument needs to be a sequence")
    if out is not None and not isinstance(out, ndarray):
        # (a NumPy array: dispatch.host_dtype_guard's device stand-in for it is written)
        raise TypeError("'out' must be an array")
    if len(arrays) > _INT_MAX:  # (NumPy's count check: before a look at any of them)
        raise ValueError("concatenate() only supports up to %d arrays but got %d."
                         % (_INT_MAX, len(arrays)))
    if axis is not None:
        axis = axis_index(axis)
    # Python scalars count as weak (NEP 50) for the result dtype, as in NumPy.
    arrs = [asarray_any(x) for x in arrays]
    if not arrs:
        raise ValueError("need at least one array to concatenate")

    if axis is None:
        total = sum(x._size for x in arrs)
        out_shape = (total,)
    else:
        nd = arrs[0]._ndim
        if nd == 0:
            raise ValueError("zero-dimensional arrays cannot be concatenated")
        axis = normalize_axis_index(axis, nd)
        first = arrs[0]._shape
        length = first[axis]
        before, after = first[:axis], first[axis + 1:]
        for i, x in enumerate(arrs[1:], 1):
            xs = x._shape
            if len(xs) == nd and xs[:axis] == before and xs[axis + 1:] == after:
                length += xs[axis]  # (the common case: the checks below find nothing)
                continue
            if x._ndim != nd:
                raise ValueError("all the input arrays must have same number of dimensions, but "
                                 "the array at index 0 has %d dimension(s) and the array at index "
                                 "%d has %d dimension(s)" % (nd, i, x._ndim))
            for d in range(nd):
                if d != axis and x._shape[d] != first[d]:
                    raise ValueError("all the input array dimensions except for the concatenation "
                                     "axis must match exactly, but along dimension %d, the array "
                                     "at index 0 has size %d and the array at index %d has size %d"
                                     % (d, first[d], i, x._shape[d]))
            length += x._shape[axis]
        out_shape = first[:axis] + (length,) + first[axis + 1:]

    if out is not None:
        if axis is None:
            if out._ndim != 1:
                raise ValueError("Output array must be 1D")
            if out._shape[0] != out_shape[0]:
                raise ValueError("Output array is the wrong size")
        else:
            if out._ndim != len(out_shape):
                raise ValueError("Output array has wrong dimensionality")
            if out._shape != out_shape:
                raise ValueError("Output array is the wrong shape")
        dt = out._dtype
    elif dtype is not None:
        dt = check_dtype(dtype)
    else:
        keys = [o if type(o) in _PY_SCALARS else x._dtype for o, x in zip(arrays, arrs)]
        k0 = keys[0]
        # (arrays of one builtin dtype: that dtype, without NumPy's promotion of them all, 0.15
        # us each; a structure's result is its packed form, a datetime's its canonical unit)
        dt = check_dtype(k0 if isinstance(k0, numpy.dtype) and k0.isbuiltin
                         and all(k is k0 for k in keys) else numpy.result_type(*keys))
    # (the casting rule judges the dtype asked for: '>f8' is no 'no' cast of float64, though
    # the device holds it in native byte order)
    want = dt if dtype is None or out is not None else as_dtype(dtype)
    ro = out is not None and not out._writeable()

    if out is None and ON_DEVICE and len(arrs) <= 64:
        parts = _held_parts(arrs, dt)
        if parts is not None:  # (values held on the host, ``stack([x[0] * y[1], ...])``:
            # joined there, one copy to the device)
            return _upload(numpy.concatenate(parts, axis=axis))
    fresh = out is None  # (a new result: its writes end no host mirror, device.wrote)
    if out is None:
        it = dt.itemsize
        if axis is None:
            out = _empty(out_shape, dt)
        else:
            out = _empty(out_shape, dt, _perm_strides(out_shape, _concat_perm(arrs, len(out_shape)), it))
    pos = 0
    # (a new result's parts of its dtype: copied together at the end, copy_parts' one launch;
    # a byte copy raises nothing, so the errors keep their order)
    parts = [] if fresh else None
    step = out._strides[axis] if axis is not None and out._ndim else 0
    for o, x in zip(arrays, arrs):
        # each array checked as NumPy assigns it, after the arrays before it (their overflow
        # first; out= holds them): along an axis a read-only out= first, then the cast; the
        # flattened copy (axis=None) the cast first.  A Python number is weak, NEP 50: NumPy
        # converts it to the result's dtype as it is, an int out of its range wrapped
        if parts is None or x._dtype is not want:  # (else no cast: nothing to check or report)
            if ro and axis is not None:
                raise ValueError("assignment destination is read-only")
            if type(o) not in _PY_SCALARS and not numpy.can_cast(x._dtype, want, casting):
                # (NumPy's flattened copy names a 0-d array a scalar)
                raise _cast_error(x._dtype, want, casting, scalar=axis is None and x._ndim == 0)
            if ro:
                raise ValueError("destination array is read-only")
            fperr.discard_imaginary(x._dtype, dt)
        if axis is None:
            k = x._size
            if parts is not None and x._dtype == dt:
                parts.append((x, pos * it, _c_strides(x._shape, it)))
            elif k:
                copy_into(_as_shape(out[pos:pos + k], x._shape), x, fresh=fresh)
        else:
            k = x._shape[axis]
            if parts is not None and x._dtype == dt:
                parts.append((x, pos * step, out._strides))
            elif k:
                copy_into(out[_axis_slice(out._ndim, axis, slice(pos, pos + k))], x, fresh=fresh)
        pos += k
    if parts:
        copy_parts(out, parts, fresh=True)
    return out


def _held_parts(arrs, dt):
    """NumPy arrays of the values of ``arrs`` where each is one element of dtype ``dt`` held
    on the host (device.held_value), else None."""
    parts = []
    for x in arrs:
        if x._size != 1 or x._dtype != dt:
            return None
        v = device.held_value(x)
        if v is None:
            return None
        parts.append(numpy.asarray(v).reshape(x._shape))
    return parts


def stack(arrays, axis=0, out=None, *, dtype=None, casting="same_kind"):
    """Join a sequence of arrays along a new axis."""
    arrays = [asarray_any(x) for x in _stack_sequence(arrays)]
    if not arrays:
        raise ValueError("need at least one array to stack")
    if len({x._shape for x in arrays}) != 1:
        raise ValueError("all input arrays must have the same shape")
    axis = normalize_axis_index(axis, arrays[0]._ndim + 1)
    if out is None and dtype is None and arrays[0]._size != 1:  # (one element each: held
        # values are joined on the host, concatenate's _held_parts)
        r = _stacked(arrays, axis, layout=True)
        if r is not None:
            return r
    expanded = [_insert_axis(x, axis) for x in arrays]
    return concatenate(expanded, axis=axis, out=out, dtype=dtype, casting=casting)


def _as_tuple(arrs):
    return arrs if isinstance(arrs, tuple) else (arrs,)


def hstack(tup, *, dtype=None, casting="same_kind"):
    """Stack arrays in sequence horizontally (column wise)."""
    arrs = _as_tuple(atleast_1d(*_stack_sequence(tup)))
    if arrs and arrs[0]._ndim == 1:
        return concatenate(arrs, 0, dtype=dtype, casting=casting)
    return concatenate(arrs, 1, dtype=dtype, casting=casting)


def vstack(tup, *, dtype=None, casting="same_kind"):
    """Stack arrays in sequence vertically (row wise)."""
    arrs = _as_tuple(atleast_2d(*_stack_sequence(tup)))
    return concatenate(arrs, 0, dtype=dtype, casting=casting)


def row_stack(tup, *, dtype=None, casting="same_kind"):
    """Deprecated alias of `vstack` (NumPy 2.0)."""
    fperr.warn("`row_stack` alias is deprecated. Use `np.vstack` directly.", DeprecationWarning)
    return vstack(tup, dtype=dtype, casting=casting)


def dstack(tup):
    """Stack arrays in sequence depth wise (along third axis)."""
    arrs = _as_tuple(atleast_3d(*_stack_sequence(tup)))
    return concatenate(arrs, 2)


def column_stack(tup):
    """Stack 1-D arrays as columns into a 2-D array."""
    arrays = []
    for v in _stack_sequence(tup):
        arr = asarray_any(v)
        if arr._ndim < 2:
            arr = arr.reshape((1,) * (2 - arr._ndim) + arr._shape).T
        arrays.append(arr)
    return concatenate(arrays, 1)


def _block_index(index):
    return "arrays" + "".join("[%d]" % i for i in index if i is not None)


def _block_depths(arrays, parent=()):
    if isinstance(arrays, tuple):
        raise TypeError("%s is a tuple. Only lists can be used to arrange blocks, and np.block "
                        "does not allow implicit conversion from tuple to ndarray."
                        % _block_index(parent))
    if isinstance(arrays, list) and arrays:
        results = (_block_depths(x, parent + (i,)) for i, x in enumerate(arrays))
        first, max_nd, total = next(results)
        for index, nd, sz in results:
            total += sz
            max_nd = max(max_nd, nd)
            if len(index) != len(first):
                raise ValueError("List depths are mismatched. First element was at depth %d, but "
                                 "there is an element at depth %d (%s)"
                                 % (len(first), len(index), _block_index(index)))
            if index[-1] is None:
                first = index
        return first, max_nd, total
    if isinstance(arrays, list):
        return parent + (None,), 0, 0
    return parent, ndim(arrays), size(arrays)


def _atleast_nd(x, nd):
    return prepend_ones(asarray_any(x), nd)


def _block_concat(arrays, depth, max_depth, result_ndim):
    if depth < max_depth:
        arrs = [_block_concat(x, depth + 1, max_depth, result_ndim) for x in arrays]
        return concatenate(arrs, axis=-(max_depth - depth))
    return _atleast_nd(arrays, result_ndim)


def _block_info(arrays, depth, max_depth, result_ndim):
    """(shape, [(slices, array)]) of a block; NumPy's 'Mismatched array shapes' check."""
    if depth < max_depth:
        parts = [_block_info(x, depth + 1, max_depth, result_ndim) for x in arrays]
        axis = result_ndim - max_depth + depth
        shapes = [p[0] for p in parts]
        first = shapes[0]
        for s in shapes:
            if s[:axis] != first[:axis] or s[axis + 1:] != first[axis + 1:]:
                raise ValueError("Mismatched array shapes in block along axis %d." % axis)
        pieces = []
        pos = 0
        for s, (_, inner) in zip(shapes, parts):
            for sl, arr in inner:
                pieces.append(((slice(pos, pos + s[axis]),) + sl, arr))
            pos += s[axis]
        return first[:axis] + (pos,) + first[axis + 1:], pieces
    arr = _atleast_nd(arrays, result_ndim)
    return arr._shape, [((), arr)]


def block(arrays):
    """Assemble an nd-array from nested lists of blocks."""
    bottom, arr_ndim, final_size = _block_depths(arrays)
    list_ndim = len(bottom)
    if bottom and bottom[-1] is None:
        raise ValueError("List at %s cannot be empty" % _block_index(bottom))
    result_ndim = max(arr_ndim, list_ndim)
    if list_ndim * final_size > 2 * 512 * 512:
        shp, pieces = _block_info(arrays, 0, list_ndim, result_ndim)
        dt = check_dtype(numpy.result_type(*[a._dtype for _, a in pieces]))
        f = all(a._flags_f() for _, a in pieces)
        c = all(a._flags_c() for _, a in pieces)
        out = _empty(shp, dt, order="F" if f and not c else "C")
        nd = len(shp)
        for sl, a in pieces:
            dst = out[(slice(None),) * (nd - len(sl)) + sl]
            copy_into(dst, a)
        return out
    res = _block_concat(arrays, 0, list_ndim, result_ndim)
    if list_ndim == 0:
        res = res.copy()
    return res


# ================================================================ splitting
def unstack(x, /, *, axis=0):
    """Split an array into a sequence of arrays along the given axis (views)."""
    if x.ndim == 0:
        raise ValueError("Input array must be at least 1-d.")
    return tuple(moveaxis(x, axis, 0))


def array_split(ary, indices_or_sections, axis=0):
    """Split an array into multiple sub-arrays (views; sections may differ in size)."""
    try:
        ntotal = ary.shape[axis]
    except AttributeError:
        ntotal = len(ary)
    try:
        nsections = len(indices_or_sections) + 1
        div = [0] + list(indices_or_sections) + [ntotal]
    except TypeError:
        nsections = int(indices_or_sections)
        if nsections <= 0:
            raise ValueError("number sections must be larger than 0.") from None
        each, extras = divmod(ntotal, nsections)
        sizes = [0] + extras * [each + 1] + (nsections - extras) * [each]
        div = [sum(sizes[:i + 1]) for i in range(len(sizes))]
    a = swapaxes(asarray_any(ary), axis, 0)
    subs = []
    for i in range(nsections):
        subs.append(a[div[i]:div[i + 1]].swapaxes(axis, 0))
    return subs


def split(ary, indices_or_sections, axis=0):
    """Split an array into multiple sub-arrays as views into `ary`."""
    try:
        len(indices_or_sections)
    except TypeError:
        n = ary.shape[axis]
        if n % indices_or_sections:
            raise ValueError("array split does not result in an equal division") from None
    return array_split(ary, indices_or_sections, axis)


def hsplit(ary, indices_or_sections):
    """Split an array into multiple sub-arrays horizontally (column-wise)."""
    if ndim(ary) == 0:
        raise ValueError("hsplit only works on arrays of 1 or more dimensions")
    return split(ary, indices_or_sections, 1 if ary.ndim > 1 else 0)


def vsplit(ary, indices_or_sections):
    """Split an array into multiple sub-arrays vertically (row-wise)."""
    if ndim(ary) < 2:
        raise ValueError("vsplit only works on arrays of 2 or more dimensions")
    return split(ary, indices_or_sections, 0)


def dsplit(ary, indices_or_sections):
    """Split array into multiple sub-arrays along the 3rd axis (depth)."""
    if ndim(ary) < 3:
        raise ValueError("dsplit only works on arrays of 3 or more dimensions")
    return split(ary, indices_or_sections, 2)


# ================================================================ tiling and repeating
def tile(A, reps):
    """Construct an array by repeating A the number of times given by reps."""
    try:
        tup = tuple(reps)
    except TypeError:
        tup = (reps,)
    d = len(tup)
    if d > MAXDIMS:  # (NumPy's array(A, ndmin=d) refuses it first)
        raise ValueError("ndmin must be <= ndmax (%d)" % MAXDIMS)
    if all(x == 1 for x in tup) and isinstance(A, (ndarray, numpy.ndarray)):
        if isinstance(A, ndarray):
            c = _empty_like_k(A)     # NumPy's copy in order='K'
            copy_into(c, A)
        else:
            c = array(A, copy=True)
        return prepend_ones(c, d)
    c = prepend_ones(array(A, copy=None), d)
    if d < c._ndim:
        tup = (1,) * (c._ndim - d) + tup
    shape_out = tuple(s * t for s, t in zip(c._shape, tup))  # (NumPy's TypeError for None)
    tup = tuple(operator.index(t) for t in tup)
    shape_out = tuple(s * t for s, t in zip(c._shape, tup))
    if c._size == 0:
        return c.reshape(shape_out)
    if any(t < 0 for t in tup):
        raise ValueError("negative dimensions are not allowed")
    _check_view_bytes(shape_out, c._dtype.itemsize)  # (NumPy's repeats of a 2-d view refuse it)
    if all(t == 1 for t in tup):
        return c.reshape(shape_out)  # (NumPy's tile of a list: a view of its array)
    # (NumPy's result is a view, OWNDATA false, of its last repeat's output: the rows of the
    # axes from the last repeated one on, (size / n, n))
    k = max(i for i, t in enumerate(tup) if t != 1)
    n = _prod(c._shape[k:])
    res = _empty((_prod(shape_out) // n, n), c._dtype).reshape(shape_out)
    if res._size:
        # res viewed as (t0, s0, t1, s1, ...) <- c viewed as (1, s0, 1, s1, ...), axes of
        # length 1 left out (each left in doubles the size: no more than an array's 64 axes)
        shp, st, cshp, cst = [], [], [], []
        for n, t, S, cs in zip(c._shape, tup, res._strides, c._strides):
            if t != 1:
                shp.append(t)
                st.append(n * S)
                cshp.append(1)
                cst.append(0)
            if n != 1:
                shp.append(n)
                st.append(S)
                cshp.append(n)
                cst.append(cs)
        copy_into(res._view(shp, st, res._offset), c._view(cshp, cst, c._offset))
    return res


def _repeat_counts(repeats):
    """NumPy's conversion of ``repeats`` to a 0-d or 1-d intp array (host metadata)."""
    if isinstance(repeats, numpy.ndarray):
        if not numpy.can_cast(repeats.dtype, _INTP, "safe"):
            raise _cast_error(repeats.dtype, _INTP, "safe", scalar=repeats.ndim == 0)
        r = repeats.astype(_INTP)
    else:
        r = numpy.array(repeats, dtype=_INTP)
    if r.ndim > 1:
        raise ValueError("setting an array element with a sequence. The requested array would "
                         "exceed the maximum number of dimension of 1.")
    return r


def _repeat_each(a, counts, axis):
    """``repeat`` with one count per element along ``axis``, the counts a device array:
    output position j takes element #{k : ends[k] <= j} (ends = cumsum(counts)), the
    running sum of how many runs end at each position (an ``add.at`` and a scan)."""
    counts = counts.astype(_INTP, copy=False)
    if bool((counts < 0).any()):
        raise ValueError("repeats may not contain negative values.")
    ends = accumulate(um.add, counts, 0)
    total = int(ends[-1]) if ends._size else 0
    marks = _empty((total,), _INTP)
    copy_into(marks, 0)
    inner = ends[ends < total]
    if inner._size:
        um.add.at(marks, inner, 1)
    return a[(slice(None),) * axis + (accumulate(um.add, marks, 0),)]


def repeat(a, repeats, axis=None):
    """Repeat each element of an array after themselves: one block copy per run of equal
    counts, or a gather (``_repeat_each``) for many runs or counts on the device."""
    if isinstance(repeats, _SCALARS):
        repeats = repeats.get()[()]  # (a scalar: NumPy's host value, 2.0 taken as 2)
    on_device = isinstance(repeats, ndarray)
    if on_device:
        if not numpy.can_cast(repeats._dtype, _INTP, "safe"):
            raise _cast_error(repeats._dtype, _INTP, "safe", scalar=repeats._ndim == 0)
        if repeats._ndim > 1:
            raise ValueError("object too deep for desired array")
        counts = numpy.array(int(repeats.reshape(())) if repeats._size == 1 else 0, _INTP)
        on_device = repeats._size != 1
    else:
        counts = _repeat_counts(repeats)
    a = asarray_any(a)
    if axis is None:
        a = ravel(a)
        axis = 0
    else:
        axis = axis_index(axis)
        if a._ndim == 0:
            a = a.reshape(1)
        axis = normalize_axis_index(axis, a._ndim)
    n = a._shape[axis]
    pre, post = a._shape[:axis], a._shape[axis + 1:]
    if not on_device and (counts.ndim == 0 or counts.size == 1):
        r = int(counts.reshape(-1)[0])
        total = (r * n + 2**63) % 2**64 - 2**63  # (NumPy's intp product: past it, it wraps)
        if total < 0:
            raise ValueError("negative dimensions are not allowed")
        out = _empty(pre + (total,) + post, a._dtype)
        if out._size:
            copy_into(_split_axis(out, axis, n, r), _insert_axis(a, axis + 1))
        return out
    m = repeats._size if on_device else counts.size
    if m != n:
        raise ValueError("operands could not be broadcast together with shape (%d,) (%d,)"
                         % (n, m))
    if on_device:
        return _repeat_each(a, repeats, axis)
    if (counts < 0).any():
        raise ValueError("repeats may not contain negative values.")
    starts = [0] + (numpy.flatnonzero(counts[1:] != counts[:-1]) + 1).tolist()
    if len(starts) > MAX_REPEAT_RUNS:
        return _repeat_each(a, asarray_any(counts), axis)
    out = _empty(pre + (int(counts.sum()),) + post, a._dtype)
    if out._size == 0:
        return out
    bounds = starts + [n]
    pos = 0
    for i, j in zip(bounds[:-1], bounds[1:]):
        r = int(counts[i])
        k = (j - i) * r
        if k:
            dst = _split_axis(out[_axis_slice(out._ndim, axis, slice(pos, pos + k))], axis, j - i, r)
            src = _insert_axis(a[_axis_slice(a._ndim, axis, slice(i, j))], axis + 1)
            copy_into(dst, src)
        pos += k
    return out


def resize(a, new_shape):
    """Return a new array with the specified shape (the data repeated as needed)."""
    if isinstance(new_shape, (int, numpy.integer)):
        new_shape = (new_shape,)
    a = ravel(a)
    new_size = 1
    for dim in new_shape:
        new_size *= dim
        if dim < 0:
            raise ValueError("all elements of `new_shape` must be non-negative")
    if a._size == 0 or new_size == 0:
        return zeros_like(a, shape=new_shape)
    n = a._size
    reps = _sequence_count((new_size + n - 1) // n)  # (NumPy's ceiling: no negation of an unsigned size)
    if numpy.result_type(a._dtype) != a._dtype:
        # NumPy concatenates the copies: a structure with gaps becomes its packed form
        return reshape(concatenate((a,) * reps)[:new_size], new_shape)
    buf = _empty((reps * n,), a._dtype)
    copy_into(buf.reshape(reps, n), a._view((1, n), (0, a._strides[0]), a._offset))
    return reshape(buf[:new_size], new_shape)


def _sequence_count(reps):
    """``reps`` as the count of copies NumPy's resize makes of a one-item tuple: its
    TypeError for a count that is not an integer, its OverflowError for one past intp."""
    try:
        reps = operator.index(reps)
    except TypeError:
        t = type(reps)
        name = t.__name__ if t.__module__ == "builtins" else "%s.%s" % (t.__module__, t.__name__)
        raise TypeError("can't multiply sequence by non-int of type '%s'" % name) from None
    if reps > sys.maxsize:
        raise OverflowError("cannot fit 'int' into an index-sized integer")
    return reps


# ================================================================ rearranging
def flip(m, axis=None):
    """Reverse the order of elements along the given axis (a view)."""
    m = asarray_any(m)
    if axis is None:
        return m[(slice(None, None, -1),) * m._ndim]
    axes = normalize_axis_tuple(axis, m._ndim)
    return m[tuple(slice(None, None, -1) if d in axes else slice(None) for d in range(m._ndim))]


def fliplr(m):
    """Reverse the order of elements along axis 1 (left/right)."""
    m = asarray_any(m)
    if m._ndim < 2:
        raise ValueError("Input must be >= 2-d.")
    return m[:, ::-1]


def flipud(m):
    """Reverse the order of elements along axis 0 (up/down)."""
    m = asarray_any(m)
    if m._ndim < 1:
        raise ValueError("Input must be >= 1-d.")
    return m[::-1, ...]


_NUMPY_2_5 = numpy.lib.NumpyVersion(numpy.__version__) >= "2.5.0.dev0"


def rot90(m, k=1, axes=(0, 1)):
    """Rotate an array by 90 degrees in the plane specified by axes (a view)."""
    axes = tuple(axes)
    if len(axes) != 2:
        raise ValueError("len(axes) must be 2.")
    m = asarray_any(m)
    if axes[0] == axes[1] or abs(axes[0] - axes[1]) == m._ndim:
        raise ValueError("Axes must be different.")
    if axes[0] >= m._ndim or axes[0] < -m._ndim or axes[1] >= m._ndim or axes[1] < -m._ndim:
        raise ValueError("Axes=%s out of range for array of ndim=%d." % (axes, m._ndim))
    try:
        k = operator.index(k)
    except TypeError:
        # (NumPy 2.5 deprecates a k that is not an integer, then casts it; the installed
        # NumPy before 2.5 takes it as it is)
        if _NUMPY_2_5:
            fperr.warn("Passing a value for k (%r) that is not an integer type has been "
                       "deprecated in NumPy 2.5. The value will be cast to an integer.  In "
                       "the future this will be an error." % (k,), DeprecationWarning)
            k = int(k)
    k %= 4
    if k == 0:
        return m[:]
    if k == 2:
        return flip(flip(m, axes[0]), axes[1])
    perm = numpy.arange(m._ndim)  # (NumPy's: an axis that is not an integer is an IndexError)
    perm[axes[0]], perm[axes[1]] = perm[axes[1]], perm[axes[0]]
    perm = perm.tolist()
    if k == 1:
        return flip(m, axes[1]).transpose(perm)
    return flip(m.transpose(perm), axes[1])


def roll(a, shift, axis=None):
    """Roll array elements along a given axis (a copy: one block copy per part)."""
    # shifts and axes held on the device are a few numbers: read them (NumPy would too)
    if isinstance(shift, ndarray):
        shift = shift.get()
    if isinstance(axis, ndarray):
        axis = axis.get()
    a = asarray_any(a)
    if axis is None:
        return roll(ravel(a), shift, 0).reshape(a._shape)
    axis = normalize_axis_tuple(axis, a._ndim, allow_duplicate=True)
    b = numpy.broadcast(shift, axis)
    if b.ndim > 1:
        raise ValueError("'shift' and 'axis' should be scalars or 1D sequences")
    shifts = dict.fromkeys(range(a._ndim), 0)
    for sh, ax in b:
        shifts[ax] += int(sh)
    parts = [((slice(None), slice(None)),)] * a._ndim
    for ax, off in shifts.items():
        off %= a._shape[ax] or 1
        if off:
            parts[ax] = ((slice(None, -off), slice(off, None)), (slice(-off, None), slice(None, off)))
    result = _empty_like_k(a)
    if result._size == 0:
        return result
    for idx in itertools.product(*parts):
        src_idx, dst_idx = zip(*idx)
        copy_into(result[dst_idx], a[src_idx])
    return result


def _empty_like_k(a):
    """NumPy's ``empty_like(a)`` (order='K'): C or F when ``a`` is, else ``a``'s axis order."""
    return _empty(a._shape, a._dtype, _like_strides(a, a._dtype.itemsize))


# ================================================================ adding and removing elements
def append(arr, values, axis=None):
    """Append values to the end of an array (a new array)."""
    arr = asarray_any(arr)
    if axis is None:
        if arr._ndim != 1:
            arr = ravel(arr)
        values = ravel(values)
        axis = arr._ndim - 1
    return concatenate((arr, values), axis=axis)


def _prepare(arr, axis):
    arr = asarray_any(arr)
    order = "F" if arr._flags_f() and not arr._flags_c() else "C"
    if axis is None:
        if arr._ndim != 1:
            arr = ravel(arr)
        axis = arr._ndim - 1
    else:
        axis = normalize_axis_index(axis, arr._ndim)
    return arr, axis, order


def insert(arr, obj, values, axis=None):
    """Insert values along the given axis before the given indices.

    One position (or a one-element sequence) and a slice are block copies; several positions
    (a sequence, a device array or a boolean mask) are arranged on the host as NumPy arranges
    them (positions are metadata) and the values and old elements written through masks.
    """
    host_obj = None
    if not isinstance(obj, slice):
        host_obj = obj.get() if isinstance(obj, ndarray) else numpy.array(obj)
        if host_obj.dtype == numpy.bool_:
            # (NumPy asks obj itself, not its array, for ndim: booleans in a list or tuple, or
            # a Python bool, end in its AttributeError)
            if obj.ndim != 1:
                raise ValueError("boolean array argument obj to insert must be one dimensional")
            host_obj = numpy.flatnonzero(host_obj)
        elif host_obj.ndim > 1:
            raise ValueError("index array argument obj to insert must be one dimensional or scalar")
        if host_obj.size != 1:
            return _insert_many(arr, obj, host_obj, values, axis)
    a, axis, order = _prepare(arr, axis)
    nd = a._ndim
    n = a._shape[axis]
    newshape = list(a._shape)
    if isinstance(obj, slice):
        idx = range(*obj.indices(n))
        if len(idx) == 1:
            host_obj = numpy.array([idx[0]])
    if host_obj is not None:
        # (NumPy compares the position's item with the bounds, then slices at it)
        index = host_obj.item()
        if index < -n or index > n:
            raise IndexError("index %s is out of bounds for axis %d with size %d" % (obj, axis, n))
        try:
            index = operator.index(index)
        except TypeError:
            raise TypeError("slice indices must be integers or None or have an __index__ "
                            "method") from None
        if index < 0:
            index += n
        vals = prepend_ones(array(values, copy=None, dtype=a._dtype), nd)
        if host_obj.ndim == 0:
            vals = moveaxis(vals, 0, axis)
        numnew = vals._shape[axis]
        newshape[axis] += numnew
        new = _empty(newshape, a._dtype, order=order)
        copy_into(new[_axis_slice(nd, axis, slice(None, index))],
                  a[_axis_slice(nd, axis, slice(None, index))])
        _assign(new[_axis_slice(nd, axis, slice(index, index + numnew))], vals)
        copy_into(new[_axis_slice(nd, axis, slice(index + numnew, None))],
                  a[_axis_slice(nd, axis, slice(index, None))])
        return new
    # A slice of m positions i_0 + k*step: in the result the new elements sit at
    # p + k*(|step| + 1) (p = smallest position), every |step| old elements between them.
    # NumPy assigns ``values`` to them as ``new[..., positions, ...] = values`` (setitem rules).
    # (as that assignment: an array's shape checked before its cast and its ComplexWarning,
    # leading unit axes dropped, the message naming the shape as given; a sequence converted
    # to the dtype first, its items' errors)
    m = len(idx)
    block = a._shape[:axis] + (m,) + a._shape[axis + 1:]
    vals = (asarray_any(values) if isinstance(values, (ndarray, numpy.ndarray))
            else array(values, copy=None, dtype=a._dtype))
    vs = vals._shape
    while len(vs) > nd and vs[0] == 1:
        vs = vs[1:]
    if not _broadcastable(vs, block):
        raise ValueError("shape mismatch: value array of shape %s could not be broadcast to "
                         "indexing result of shape %s" % (_fmt_shape(vals._shape), _fmt_shape(block)))
    vals = array(vals.reshape(vs), copy=None, dtype=a._dtype)
    if m == 0:
        return a.copy(order=order)
    step = abs(idx.step)
    p = min(idx[0], idx[-1])
    newshape[axis] += m
    new = _empty(newshape, a._dtype, order=order)
    vals = vals._broadcast_to(block) if vals._shape != block else vals
    if idx.step < 0:
        vals = vals[_axis_slice(nd, axis, slice(None, None, -1))]
    ins = new[_axis_slice(nd, axis, slice(p, p + (m - 1) * (step + 1) + 1, step + 1))]
    copy_into(ins, vals)
    copy_into(new[_axis_slice(nd, axis, slice(None, p))], a[_axis_slice(nd, axis, slice(None, p))])
    # old elements between insertions: m-1 groups of `step`
    if step > 0 and m > 1:
        dst = _split_axis(new[_axis_slice(nd, axis, slice(p, p + (m - 1) * (step + 1)))],
                          axis, m - 1, step + 1)
        dst = dst[_axis_slice(nd + 1, axis + 1, slice(1, None))]
        src = _split_axis(a[_axis_slice(nd, axis, slice(p, p + (m - 1) * step))], axis, m - 1, step)
        copy_into(dst, src)
    last = p + (m - 1) * (step + 1) + 1
    copy_into(new[_axis_slice(nd, axis, slice(last, None))],
              a[_axis_slice(nd, axis, slice(p + (m - 1) * step, None))])
    return new


def _broadcastable(src, dst):
    try:
        return _shapes_broadcast(src, dst) == tuple(dst)
    except ValueError:
        return False


def _insert_many(arr, obj, positions, values, axis):
    """``insert`` at several ``positions`` (a host array): NumPy's arrangement (negative ones
    counted from the end, ties in their given order), then two masked writes."""
    a, axis, order = _prepare(arr, axis)
    n = a._shape[axis]
    ind = positions
    if ind.size == 0 and not isinstance(obj, (ndarray, numpy.ndarray)):
        ind = ind.astype(_INTP)
    ind = ind.copy()
    ind[ind < 0] += n
    m = len(ind)
    ind[ind.argsort(kind="mergesort")] += numpy.arange(m)
    old = numpy.ones(n + m, bool)
    old[ind] = False  # NumPy's IndexError for a position out of range, or not an integer
    newshape = list(a._shape)
    newshape[axis] += m
    new = _empty(newshape, a._dtype, order=order)
    new[_axis_slice(a._ndim, axis, asarray_any(ind))] = values
    new[_axis_slice(a._ndim, axis, asarray_any(old))] = a
    return new


def delete(arr, obj, axis=None):
    """Return a new array with sub-arrays along an axis deleted.

    An integer position (or a one-element integer sequence) and a slice are block copies;
    several positions or a boolean mask select the kept elements with a mask, as NumPy does.
    """
    single = keep = None
    if not isinstance(obj, slice):
        if isinstance(obj, (int, numpy.integer)) and not isinstance(obj, (bool, numpy.bool_)):
            single = int(obj)
        else:
            keep = obj if isinstance(obj, ndarray) else numpy.asarray(obj)
            if keep.size == 0 and not isinstance(obj, (ndarray, numpy.ndarray)):
                keep = keep.astype(_INTP)  # an empty list deletes nothing (NumPy)
            if keep.size == 1 and keep.dtype.kind in "ui":
                single, keep = int(keep.reshape(-1)[0]), None
            elif keep.dtype.kind not in "biuf":  # (None, objects: NumPy indexes with them)
                raise IndexError("arrays used as indices must be of integer (or boolean) type")
    a, axis, order = _prepare(arr, axis)
    nd = a._ndim
    n = a._shape[axis]
    newshape = list(a._shape)

    def sl(s):
        return _axis_slice(nd, axis, s)

    if keep is not None:
        obj = asarray_any(keep)
        if obj._dtype == numpy.bool_:
            if obj._shape != (n,):
                raise ValueError("boolean array argument obj to delete must be one dimensional "
                                 "and match the axis length of %d" % n)
            keep = ~obj
        else:
            keep = ones((n,), numpy.bool_)
            keep[(obj,)] = False
        return a[sl(keep)]

    if single is not None:
        if single < -n or single >= n:
            raise IndexError("index %d is out of bounds for axis %d with size %d" % (single, axis, n))
        if single < 0:
            single += n
        newshape[axis] -= 1
        new = _empty(newshape, a._dtype, order=order)
        copy_into(new[sl(slice(None, single))], a[sl(slice(None, single))])
        copy_into(new[sl(slice(single, None))], a[sl(slice(single + 1, None))])
        return new
    xr = range(*obj.indices(n))
    m = len(xr)
    if m <= 0:
        return a.copy(order=order)
    step = abs(xr.step)
    start = min(xr[0], xr[-1])
    last = max(xr[0], xr[-1])
    newshape[axis] -= m
    new = _empty(newshape, a._dtype, order=order)
    copy_into(new[sl(slice(None, start))], a[sl(slice(None, start))])
    # between deletions: m-1 groups of step-1 kept elements
    if step > 1 and m > 1:
        dst = _split_axis(new[sl(slice(start, start + (m - 1) * (step - 1)))], axis, m - 1, step - 1)
        src = _split_axis(a[sl(slice(start, start + (m - 1) * step))], axis, m - 1, step)
        copy_into(dst, src[_axis_slice(nd + 1, axis + 1, slice(1, None))])
    copy_into(new[sl(slice(start + (m - 1) * (step - 1), None))], a[sl(slice(last + 1, None))])
    return new


def trim_zeros(filt, trim="fb", axis=None):
    """Remove values along a dimension which are zero along all other.  On the device: per
    trimmed axis, which of its positions hold a nonzero anywhere (one reduction), and the
    first and last of them (two argmax, two numbers read back); the result is a view."""
    if not isinstance(filt, ndarray):
        kwargs = {"trim": trim}
        if axis is not None:
            kwargs["axis"] = axis
        # a sequence stays a sequence, as in NumPy; nothing of it lives on the device
        return fallback_call(numpy.trim_zeros, (filt,), kwargs)
    trim = trim.lower()
    if trim not in {"fb", "bf", "f", "b"}:
        raise ValueError(f"unexpected character(s) in `trim`: {trim!r}")
    nd = filt._ndim
    axes = tuple(range(nd)) if axis is None else normalize_axis_tuple(axis, nd, argname="axis")
    if not axes:
        return filt
    nz = filt.astype(numpy.bool_, copy=False)  # (each element's truth, as NumPy asks it)
    sl = [slice(None)] * nd
    for ax in axes:
        others = tuple(d for d in range(nd) if d != ax)
        line = nz.any(axis=others) if others else nz
        n = line._size
        if n == 0 or not bool(line.any()):
            # all zero: every trimmed axis becomes empty (NumPy)
            return filt[tuple(slice(0, 0) if d in axes else slice(None) for d in range(nd))]
        first = int(line.argmax()) if "f" in trim else None
        stop = n - int(line[::-1].argmax()) if "b" in trim else None
        sl[ax] = slice(first, stop)
    return filt[tuple(sl)]


# ================================================================ copyto
_OBJECT = numpy.dtype(object)
_PY_DEFAULT = {int: numpy.int64, float: numpy.float64, complex: numpy.complex128}


def _is_host_scalar(x):
    return (isinstance(x, (_PY_SCALARS, numpy.generic, str, bytes)) or x is None
            or isinstance(x, numpy.ndarray) and x.ndim == 0)


def _check_where_dtype(where):
    """copyto's ``where``: an array of another dtype than bool is NumPy's TypeError (a
    list or scalar is read straight into bool)."""
    if isinstance(where, ndarray) and where._dtype != numpy.bool_:
        raise _cast_error(where._dtype, numpy.dtype(bool), "safe", scalar=where._ndim == 0)
    if isinstance(where, numpy.ndarray) and where.dtype != numpy.bool_:
        raise _cast_error(where.dtype, numpy.dtype(bool), "safe", scalar=where.ndim == 0)


def copyto(dst, src, casting="same_kind", where=True):
    """Copies values from one array to another, broadcasting as necessary."""
    if isinstance(dst, numpy.generic):
        # (a device scalar is NumPy's scalar, immutable; NumPy names its types by module)
        raise TypeError("copyto() argument 1 must be a numpy.ndarray, not numpy.%s"
                        % type(dst).__name__)
    return write_into(dst, src, casting, where)


def write_into(dst, src, casting="same_kind", where=True):
    """copyto's work, which the routines' in-place steps call: it also writes their own 0-d
    intermediates where those are device scalars (no user holds them yet)."""
    if not isinstance(dst, ndarray):
        if isinstance(dst, numpy.ndarray):
            return fallback_call(numpy.copyto, (dst, src), {"casting": casting, "where": where})
        raise TypeError("copyto() argument 1 must be a numpy.ndarray, not %s" % type(dst).__name__)
    _check_casting(casting)
    dt = dst._dtype
    if type(src) is not int:  # (NumPy reads a Python int first: its OverflowError wins)
        _check_where_dtype(where)
    if has_array_method(src):
        src = call_array_method(src)[0]  # (a gpnumpy array where its ``__array__`` gives one)
    if type(src) in _PY_DEFAULT and dt.kind in "biufc" and numpy.result_type(dt, src) != dt:
        # a Python number of a kind above the destination's: NumPy's array of its default
        # dtype (not the destination's), whose cast warns as an array's (NumPy's errors
        # first: its copy into an empty destination, whose warnings come with the cast)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            numpy.copyto(numpy.empty(0, dt), src, casting=casting)
        src = numpy.asarray(src, dtype=_PY_DEFAULT[type(src)])
    if isinstance(src, ndarray):
        if not numpy.can_cast(src._dtype, dt, casting):
            raise _cast_error(src._dtype, dt, casting, scalar=src._ndim == 0)
        s = src
    elif _is_host_scalar(src) and getattr(src, "dtype", _OBJECT).kind not in "biufc":
        # NumPy's own rules for one value (weak Python scalars, OverflowError, warnings;
        # a NumPy number is an array: its cast warns where it writes, the else branch)
        probe = numpy.empty((), dt)
        fperr.host_cast(lambda: numpy.copyto(probe, src, casting=casting))
        s = probe
    else:
        h = numpy.asarray(src)
        if not numpy.can_cast(h.dtype, dt, casting):
            raise _cast_error(h.dtype, dt, casting, scalar=h.ndim == 0)
        s = asarray_any(h)
    # where=
    w = None
    skip = False
    _check_where_dtype(where)
    if isinstance(where, ndarray):
        w = where
    elif not (where is True or isinstance(where, numpy.bool_) and where):
        if isinstance(where, numpy.ndarray):
            wh = where
        else:   # lists and scalars are read straight into bool, as NumPy does
            wh = numpy.asarray(where, dtype=bool)
        if wh.ndim == 0:
            skip = not bool(wh)
        else:
            w = asarray_any(wh)
    if isinstance(s, ndarray):
        extra = _check_assign_shape(s._shape, dst._shape)
        if extra > 0:
            s = s.reshape(s._shape[extra:])
    if w is not None:
        extra = _check_assign_shape(w._shape, dst._shape, "where mask")
        if extra > 0:
            w = w.reshape(w._shape[extra:])
        if w._shape != dst._shape:
            w = w._broadcast_to(dst._shape)
    if not dst._writeable():
        raise ValueError("assignment destination is read-only")
    # (a 0-d array or NumPy number: NumPy's assignment of one value, under where=False too)
    one = isinstance(s, ndarray) and s._ndim == 0
    if skip and not one:
        return None
    fperr.discard_imaginary(s._dtype if isinstance(s, ndarray) else s.dtype, dt)
    if one and dst._size > 1 and s._dtype != dt:
        # NumPy casts one value into more than one element once, before the mask: its
        # warnings whichever elements are written (a single element's cast is the copy's)
        c = _empty((), dt)
        copy_into(c, s)
        s = c
    if skip or dst._size == 0:
        return None
    copy_into(dst, s, where=w)
    return None


# ================================================================ array API names
permute_dims = transpose  # NumPy 2.x: the same function
concat = concatenate  # NumPy 2.x: the same function


def matrix_transpose(x, /):
    """Transposes a matrix (or a stack of matrices): the last two axes swapped (a view)."""
    x = asarray_any(x)
    if x._ndim < 2:
        raise ValueError("Input array must be at least 2-dimensional, but it is %d" % x._ndim)
    return swapaxes(x, -1, -2)


def asarray_chkfinite(a, dtype=None, order=None):
    """Convert the input to an array, raising ValueError if it holds infs or NaNs (NumPy's
    check: one host bool)."""
    a = asarray(a, dtype=dtype, order=order)
    if a._dtype.char in numpy.typecodes["AllFloat"] and not bool(um.isfinite(a).all()):
        raise ValueError("array must not contain infs or NaNs")
    return a


_REQUIRE_FLAGS = {"C": "C", "C_CONTIGUOUS": "C", "CONTIGUOUS": "C",
                  "F": "F", "F_CONTIGUOUS": "F", "FORTRAN": "F",
                  "A": "A", "ALIGNED": "A", "W": "W", "WRITEABLE": "W",
                  "O": "O", "OWNDATA": "O", "E": "E", "ENSUREARRAY": "E"}


def require(a, dtype=None, requirements=None, *, like=None):
    """Return an array of the given dtype satisfying the requirements ('C', 'F', 'A', 'W',
    'O', 'E' and their long names): the input itself when it does, else a copy."""
    if not requirements:
        return asanyarray(a, dtype=dtype)
    req = {_REQUIRE_FLAGS[r.upper()] for r in requirements}
    req.discard("E")   # gpnumpy arrays are base-class arrays already
    if req >= {"C", "F"}:
        raise ValueError('Cannot specify both "C" and "F" order')
    order = "C" if "C" in req else "F" if "F" in req else "A"
    req.discard(order)
    # no order asked: the input's layout as it is (order "K"), as NumPy's "A" keeps a view
    # (NumPy keeps a subclass unless 'E' (ENSUREARRAY) is asked)
    subok = "E" not in {_REQUIRE_FLAGS[r.upper()] for r in requirements}
    arr = (asanyarray if subok else asarray)(a, dtype=dtype) if order == "A" else array(
        a, dtype=dtype, order=order, copy=None, subok=subok)
    for flag in req:
        if not arr.flags[flag]:
            return arr.copy(order)
    return arr
