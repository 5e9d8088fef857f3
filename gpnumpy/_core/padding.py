"""numpy.pad (NumPy's "Padding arrays" page).

The padded array is allocated once and the input copied into its interior; then each axis in
turn fills its two pad areas from strided views of what is already there (edges, reflections,
periods, ramps from ``linspace``, statistics from the reduction core), so a pad area is one or a
few device copies.  Axis ``k`` works on the region that is already complete: all of the earlier
axes (pads included) and the interior of the later ones, which gives NumPy's corner values.
"""
from __future__ import annotations

import numpy

from .ndarray import ndarray, asarray_any, _empty, to_host
from .ufunc import copy_into
from . import umath as um
from . import statistics
from .creation import linspace
from .manipulation import moveaxis, squeeze

__all__ = ["pad"]

_ALLOWED = {
    "empty": (), "edge": (), "wrap": (),
    "constant": ("constant_values",),
    "linear_ramp": ("end_values",),
    "maximum": ("stat_length",), "minimum": ("stat_length",),
    "mean": ("stat_length",), "median": ("stat_length",),
    "reflect": ("reflect_type",), "symmetric": ("reflect_type",),
}


def _at(axis, sl):
    """An index selecting ``sl`` along ``axis`` and everything along the other axes."""
    return (slice(None),) * axis + (sl, Ellipsis)


def _flipped(x, axis):
    return x[_at(axis, slice(None, None, -1))]


def _pairs(x, ndim, as_index=False):
    """A (before, after) pair per axis from a scalar, a pair, or an (ndim, 2)-broadcastable value.

    These are small host arguments (widths, fill values): a device array given for one is
    fetched, as NumPy converts it with ``numpy.array``.
    """
    if x is None:
        return ((None, None),) * ndim
    x = numpy.array(to_host(x))
    if as_index:
        x = numpy.round(x).astype(numpy.intp, copy=False)
    if x.ndim < 3:
        flat = x.ravel()
        if x.size == 1:
            if as_index and flat[0] < 0:
                raise ValueError("index can't contain negative values")
            return ((flat[0], flat[0]),) * ndim
        if x.size == 2 and x.shape != (2, 1):
            if as_index and (flat[0] < 0 or flat[1] < 0):
                raise ValueError("index can't contain negative values")
            return ((flat[0], flat[1]),) * ndim
    if as_index and x.size and x.min() < 0:
        raise ValueError("index can't contain negative values")
    return numpy.broadcast_to(x, (ndim, 2)).tolist()


def _widths_from_dict(pad_width, ndim):
    seq = [(0, 0)] * ndim
    for axis, width in pad_width.items():
        if type(width) is int:
            seq[axis] = (width, width)
        elif isinstance(width, tuple) and len(width) == 2 and all(type(w) is int for w in width):
            seq[axis] = width
        else:
            raise AssertionError("Expected code to be unreachable, but got: %r" % (width,))
    return seq


def pad(array, pad_width, mode="constant", **kwargs):
    """Pad an array."""
    a = array if isinstance(array, ndarray) else asarray_any(array)
    nd = a._ndim
    if isinstance(pad_width, dict):
        pad_width = _widths_from_dict(pad_width, nd)
    pw = numpy.asarray(to_host(pad_width))
    if pw.dtype.kind != "i":
        raise TypeError("`pad_width` must be of integral type.")
    widths = _pairs(pw, nd, as_index=True)

    if callable(mode):
        padded, _ = _allocate(a, widths, fill=0)
        for axis in range(nd):
            view = moveaxis(padded, axis, -1)
            for ind in numpy.ndindex(view.shape[:-1]):
                mode(view[ind + (Ellipsis,)], widths[axis], axis, kwargs)
        return padded

    if mode not in _ALLOWED:
        raise ValueError("mode '%s' is not supported" % (mode,))
    extra = set(kwargs) - set(_ALLOWED[mode])
    if extra:
        raise ValueError("unsupported keyword arguments for mode '%s': %s" % (mode, extra))

    padded, interior = _allocate(a, widths)
    if mode == "empty":
        return padded
    if mode == "constant":
        values = _pairs(kwargs.get("constant_values", 0), nd)
        for axis in range(nd):
            _fill_both(_region(padded, interior, axis), axis, widths[axis], values[axis])
        return padded
    if a._size == 0:
        for axis in range(nd):
            if a._shape[axis] == 0 and any(widths[axis]):
                raise ValueError("can't extend empty axis %d using modes other than 'constant' "
                                 "or 'empty'" % axis)
        return padded

    if mode == "edge":
        for axis in range(nd):
            roi = _region(padded, interior, axis)
            _fill_both(roi, axis, widths[axis], _edges(roi, axis, widths[axis]))
    elif mode == "linear_ramp":
        ends = _pairs(kwargs.get("end_values", 0), nd)
        for axis in range(nd):
            roi = _region(padded, interior, axis)
            _fill_both(roi, axis, widths[axis], _ramps(roi, axis, widths[axis], ends[axis]))
    elif mode in ("maximum", "minimum", "mean", "median"):
        lengths = _pairs(kwargs.get("stat_length"), nd, as_index=True)
        for axis in range(nd):
            roi = _region(padded, interior, axis)
            _fill_both(roi, axis, widths[axis], _stats(roi, axis, widths[axis], lengths[axis], mode))
    elif mode in ("reflect", "symmetric"):
        odd = kwargs.get("reflect_type", "even") == "odd"
        for axis in range(nd):
            left, right = widths[axis]
            if a._shape[axis] == 1 and (left > 0 or right > 0):
                roi = _region(padded, interior, axis)
                _fill_both(roi, axis, widths[axis], _edges(roi, axis, widths[axis]))
                continue
            roi = _region(padded, interior, axis)
            while left > 0 or right > 0:
                left, right = _reflect_step(roi, axis, left, right, odd, a._shape[axis],
                                            mode == "symmetric")
    elif mode == "wrap":
        for axis in range(nd):
            left, right = widths[axis]
            roi = _region(padded, interior, axis)
            while left > 0 or right > 0:
                left, right = _wrap_step(roi, axis, left, right, a._shape[axis])
    return padded


def _allocate(a, widths, fill=None):
    shape = tuple(int(lo) + n + int(hi) for n, (lo, hi) in zip(a._shape, widths))
    order = "F" if a._flags_f() and not a._flags_c() else "C"
    padded = _empty(shape, a._dtype, order=order)
    if fill is not None and padded._size:
        padded.fill(fill)
    interior = tuple(slice(int(lo), int(lo) + n) for n, (lo, hi) in zip(a._shape, widths))
    if a._size:
        copy_into(padded[interior + (Ellipsis,)], a)  # (a view, also for a 0-d array)
    return padded, interior


def _region(padded, interior, axis):
    """The part of ``padded`` that axis ``axis`` pads: earlier axes whole, later ones' interior."""
    return padded[(slice(None),) * (axis + 1) + interior[axis + 1:]]


def _fill_both(roi, axis, width, values):
    """Write ``values`` (a pair of scalars or arrays) into the two pad areas of ``roi``."""
    left, right = int(width[0]), int(width[1])
    n = roi.shape[axis]
    roi[_at(axis, slice(0, left))] = values[0]
    roi[_at(axis, slice(n - right, n))] = values[1]


def _edges(roi, axis, width):
    left, right = int(width[0]), int(width[1])
    n = roi.shape[axis]
    return roi[_at(axis, slice(left, left + 1))], roi[_at(axis, slice(n - right - 1, n - right))]


def _ramps(roi, axis, width, ends):
    out = []
    for end, edge, w in zip(ends, _edges(roi, axis, width), width):
        out.append(linspace(end, squeeze(edge, axis), num=int(w), endpoint=False,
                            dtype=roi.dtype, axis=axis))
    return out[0], _flipped(out[1], axis)


def _stats(roi, axis, width, lengths, mode):
    func = {"maximum": statistics.max, "minimum": statistics.min, "mean": statistics.mean,
            "median": statistics.median}[mode]
    left, right = int(width[0]), int(width[1])
    lo, hi = left, roi.shape[axis] - right
    valid = hi - lo
    nl, nr = lengths
    nl = valid if nl is None or valid < nl else int(nl)
    nr = valid if nr is None or valid < nr else int(nr)
    if (nl == 0 or nr == 0) and mode in ("maximum", "minimum"):
        raise ValueError("stat_length of 0 yields no value for padding")
    # (NumPy rounds the statistic of an integer array in place; timedelta64 counts as
    # integer there, and rint refuses it)
    integer = roi.dtype.kind in "ium"

    def stat(sl):
        s = func(roi[_at(axis, sl)], axis=axis, keepdims=True)
        if integer and s.dtype.kind in "fcm":
            um.rint(s, out=s)
        return s

    first = stat(slice(lo, lo + nl))
    if nl == nr == valid:
        return first, first
    return first, stat(slice(hi - nr, hi))


def _reflect_step(roi, axis, left, right, odd, period, symmetric):
    """One round of reflect/symmetric padding: each side takes at most one mirror image of the
    already filled part.  Returns the widths still to fill."""
    n = roi.shape[axis]
    filled = n - left - right
    if symmetric:
        chunk, skip = filled // period * period, 0
    else:
        chunk, skip = (filled - 1) // (period - 1) * (period - 1), 1
    if left > 0:
        c = min(chunk, left)
        src = _flipped(roi[_at(axis, slice(left + skip, left + skip + c))], axis)
        if odd:
            src = um.subtract(um.multiply(2, roi[_at(axis, slice(left, left + 1))]), src)
        roi[_at(axis, slice(left - c, left))] = src
        new_left = left - c
    else:
        new_left = 0
    if right > 0:
        c = min(chunk, right)
        end = n - right - skip        # the mirror image reads [end - c, end), reversed
        src = _flipped(roi[_at(axis, slice(end - c, end))], axis)
        if odd:
            src = um.subtract(um.multiply(2, roi[_at(axis, slice(n - right - 1, n - right))]),
                                  src)
        roi[_at(axis, slice(n - right, n - right + c))] = src
        new_right = right - c
    else:
        new_right = 0
    return new_left, new_right


def _wrap_step(roi, axis, left, right, original):
    """One round of wrap padding: each side copies at most one whole period of the input."""
    n = roi.shape[axis]
    period = (n - left - right) // original * original
    new_left = new_right = 0
    if left > 0:
        c = min(period, left)
        src = roi[_at(axis, slice(left + period - c, left + period))]
        if left > period:
            roi[_at(axis, slice(left - period, left))] = src
            new_left = left - period
        else:
            roi[_at(axis, slice(0, left))] = src
    if right > 0:
        c = min(period, right)
        start = n - right - period
        src = roi[_at(axis, slice(start, start + c))]
        if right > period:
            roi[_at(axis, slice(n - right, n - right + period))] = src
            new_right = right - period
        else:
            roi[_at(axis, slice(n - right, n))] = src
    return new_left, new_right
