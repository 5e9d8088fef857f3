"""numpy.lib.stride_tricks: views of device memory with chosen shapes and strides.

``as_strided`` and ``sliding_window_view`` return views that share the array's device
memory, as NumPy's do: a write through a writeable view is seen in the base.  One deliberate
difference: a view that would reach outside the memory it is made from raises ValueError
(NumPy reads or writes whatever lies there; on a GPU an illegal address ends the process's
CUDA context, so nothing else could continue).
"""
from __future__ import annotations

import operator

import numpy
from numpy.lib.array_utils import normalize_axis_tuple

from .ndarray import (ndarray, asarray_any, keep_subclass, _c_strides, check_aligned,
                      WARN_ON_WRITE, MAXDIMS)
from .manipulation import broadcast_to, broadcast_arrays
from .scalars import generic, _plain_copy

broadcast_shapes = numpy.broadcast_shapes  # shapes only: NumPy's own

_NUMPY_2_5 = numpy.lib.NumpyVersion(numpy.__version__) >= "2.5.0.dev0"

__all__ = ["as_strided", "sliding_window_view", "broadcast_to", "broadcast_arrays",
           "broadcast_shapes"]


def _base_array(x, subok):
    """NumPy's ``np.array(x, copy=None, subok=subok)`` for the view's source."""
    if isinstance(x, ndarray):
        if _is_scalar(x):
            return _plain_copy(x)  # NumPy makes a new (writeable) array of a scalar
        if type(x) is ndarray or subok:
            return x
        return x._view(x._shape, x._strides, x._offset)  # a subclass seen as an ndarray
    return asarray_any(x)


def _is_scalar(x):
    return isinstance(x, generic)


def _view_bounds(x, shape, strides):
    """The byte range [lo, hi) of ``x``'s memory a view with ``shape``/``strides`` spans
    (an empty view spans none)."""
    lo = hi = x._offset
    if any(n == 0 for n in shape):
        return lo, hi
    for n, s in zip(shape, strides):
        if s < 0:
            lo += (n - 1) * s
        else:
            hi += (n - 1) * s
    return lo, hi + x._dtype.itemsize


def _check_bounds(x, shape, strides):
    """NumPy 2.5's ``as_strided(..., check_bounds=True)``: the view must lie in the memory
    of ``x``'s base (the whole allocation, not only ``x``'s part of it)."""
    lo, hi = _view_bounds(x, shape, strides)
    if lo < 0:
        raise ValueError("Given shape and strides would access memory out of bounds. "
                         "View starts %d bytes before lowest address" % -lo)
    if hi > x._mem.nbytes:
        raise ValueError("Given shape and strides would access memory out of bounds. "
                         "View ends %d bytes after highest address" % (hi - x._mem.nbytes))


def _check_memory(x, shape, strides):
    """The byte range a view of ``x`` with ``shape``/``strides`` touches must lie in its memory."""
    lo, hi = _view_bounds(x, shape, strides)
    if lo < 0 or hi > x._mem.nbytes:
        raise ValueError(
            "as_strided: a view of shape %s and strides %s reaches bytes [%d, %d) of memory "
            "holding %d bytes (gpnumpy refuses views outside the memory: on a GPU they would "
            "end the CUDA context)" % (tuple(shape), tuple(strides), lo, hi, x._mem.nbytes))


def as_strided(x, shape=None, strides=None, subok=False, writeable=True, *, check_bounds=None):
    """Create a view into the array with the given shape and strides.

    The view shares ``x``'s device memory (NumPy's semantics; see
    ``numpy.lib.stride_tricks.as_strided``).  A NumPy array gives NumPy's own view.
    ``check_bounds=True`` (NumPy 2.5) raises NumPy's ValueError for a view reaching outside
    the memory of ``x``'s base; without it gpnumpy still refuses such a view (module doc).
    """
    if isinstance(x, numpy.ndarray):
        if check_bounds is None:
            return numpy.lib.stride_tricks.as_strided(x, shape, strides, subok, writeable)
        return numpy.lib.stride_tricks.as_strided(x, shape, strides, subok, writeable,
                                                  check_bounds=check_bounds)
    x = _base_array(x, subok)
    shape = x._shape if shape is None else tuple(operator.index(n) for n in shape)
    if strides is None:  # (NumPy's interface: a C-contiguous array's strides are the shape's)
        strides = _c_strides(shape, x._dtype.itemsize) if x._flags_c() else x._strides
    else:
        strides = tuple(operator.index(s) for s in strides)
    if len(shape) > MAXDIMS:  # (NumPy's array of the interface refuses it first)
        raise ValueError("number of dimensions must be within [0, %d], got %d"
                         % (MAXDIMS, len(shape)))
    if any(n < 0 for n in shape):
        raise ValueError("negative dimensions are not allowed")
    if len(strides) != len(shape):
        raise ValueError("mismatch in length of strides and shape")
    if check_bounds:
        _check_bounds(x, shape, strides)
    _check_memory(x, shape, strides)
    check_aligned(x._dtype, shape, strides, x._offset)
    v = x._view(shape, strides, x._offset)
    if type(x) is not ndarray and subok and not _is_scalar(x):
        v = _as_subclass(x, v)
    if not writeable or not x._writeable() or x._ro is WARN_ON_WRITE:
        # (NumPy builds the view from x's array interface, which calls a broadcast_arrays
        # result, writeable only with a warning, read-only)
        v._ro = True
    return v


if not _NUMPY_2_5:  # (check_bounds= is new in NumPy 2.5: the installed NumPy refuses it)
    _as_strided = as_strided

    def as_strided(x, shape=None, strides=None, subok=False, writeable=True):
        return _as_strided(x, shape, strides, subok, writeable)

    as_strided.__doc__ = _as_strided.__doc__


def _as_subclass(x, v):
    # (NumPy's view of a subclass: its class, __array_finalize__(x))
    return keep_subclass(x, v)


def sliding_window_view(x, window_shape, axis=None, *, subok=False, writeable=False):
    """Create a sliding window view into the array with the given window shape.

    A read-only view (unless ``writeable=True``) of ``x``'s device memory, as
    ``numpy.lib.stride_tricks.sliding_window_view``.
    """
    if isinstance(x, numpy.ndarray):
        return numpy.lib.stride_tricks.sliding_window_view(
            x, window_shape, axis, subok=subok, writeable=writeable)
    window_shape = (tuple(window_shape) if numpy.iterable(window_shape) else (window_shape,))
    x = _base_array(x, subok)
    window_shape = tuple(operator.index(w) for w in window_shape)
    if any(w < 0 for w in window_shape):
        raise ValueError("`window_shape` cannot contain negative values")
    if axis is None:
        axis = tuple(range(x._ndim))
        if len(window_shape) != len(axis):
            raise ValueError("Since axis is `None`, must provide window_shape for all dimensions "
                             "of `x`; got %d window_shape elements and `x.ndim` is %d."
                             % (len(window_shape), x._ndim))
    else:
        axis = normalize_axis_tuple(axis, x._ndim, allow_duplicate=True)
        if len(window_shape) != len(axis):
            raise ValueError("Must provide matching length window_shape and axis; got %d "
                             "window_shape elements and %d axes elements."
                             % (len(window_shape), len(axis)))
    trimmed = list(x._shape)
    for ax, w in zip(axis, window_shape):
        if trimmed[ax] < w:
            raise ValueError("window shape cannot be larger than input array shape")
        trimmed[ax] -= w - 1
    shape = tuple(trimmed) + window_shape
    strides = x._strides + tuple(x._strides[ax] for ax in axis)
    return as_strided(x, shape=shape, strides=strides, subok=subok, writeable=writeable)
