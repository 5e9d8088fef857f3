"""Sorting (NumPy's "Sorting, searching, and counting" page, first part).

sort, argsort, lexsort, partition, argpartition and sort_complex do NumPy's argument handling
here and reduce every sort to the one primitive, ``_sortcore.sort_pairs`` (a stable sort of
1-D keys carrying int64 positions):
- the sorted axis is moved last and the data made C-contiguous (a view, or one copy);
- each element's order is described by real keys, least significant first (``order_keys``):
  the value itself, or for complex numbers (imaginary part, real part, NaN class), which gives
  NumPy's complex order (lexicographic; R+Rj < R+nanj < nan+Rj < nan+nanj);
- one stable pass per key (``lexsort_perm``), then, when several rows are sorted at once, a
  last stable pass on the row number of each element (the most significant key), so all rows
  are sorted by the same few full-length sorts;
- the values follow by a gather, the positions along the axis are ``perm % n``.
partition and argpartition sort fully (a sorted array is a valid partition for every kth).
"""
from __future__ import annotations

import operator

import numpy
from numpy.exceptions import AxisError
from numpy.lib.array_utils import normalize_axis_index

from .ndarray import _INT64, ndarray, asarray_any, axis_index, _empty, to_host, _above
from .elementwise import copy_into, _like_strides
from ._sortcore import sort_pairs, lexsort_perm
from . import umath as um
from .scalars import result as _scalar_result
from .creation import ascontiguousarray, zeros

__all__ = ["sort", "argsort", "lexsort", "partition", "argpartition", "sort_complex"]



# ================================================================ argument checks
def _check_kind(kind, stable, descending=None):
    if kind is None:
        return
    # (NumPy 2.5: a given descending=, even False, conflicts with kind= as stable= does; None
    # is its "not given")
    if stable is not None or descending is not None:
        raise ValueError("`kind` and keyword parameters can't be provided at the same time. "
                         "Use only one of them.")
    if isinstance(kind, bytes):
        kind = kind.decode("latin-1")
    if not isinstance(kind, str):
        raise TypeError("sort kind must be str, not %s" % type(kind).__name__)
    if not kind or kind[0].lower() not in "qhms":
        raise ValueError("sort kind must be one of 'quick', 'heap', or 'stable' (got %r)" % kind)


def _check_select_kind(kind):
    if isinstance(kind, bytes):
        kind = kind.decode("latin-1")
    if not isinstance(kind, str):
        raise TypeError("select kind must be str, not %s" % type(kind).__name__)
    if kind != "introselect":
        raise ValueError("select kind must be 'introselect' (got %r)" % kind)


def _check_order(order):
    if order is not None:
        raise ValueError("Cannot specify order when the array has no fields.")


def _check_kth(kth, n, check_bounds):
    # kth is an index argument: a host value (a device array of indices is tiny metadata).
    k = numpy.asarray(to_host(kth))
    if k.ndim > 1:
        # NumPy checks the depth before the dtype; an array (or array-like) is refused whole,
        # a nested sequence while its elements are being set
        if isinstance(kth, (list, tuple)):
            raise ValueError("setting an array element with a sequence. The requested array "
                             "would exceed the maximum number of dimension of 1.")
        raise ValueError("object too deep for desired array")
    if k.dtype == numpy.bool_:
        raise ValueError("Booleans unacceptable as partition index")
    if k.dtype.kind not in "iu":
        raise TypeError("Partition index must be integer")
    if check_bounds:
        for v in k.reshape(-1).tolist():
            if v < 0:
                v += n
            if v < 0 or v >= n:
                raise ValueError("kth(=%d) out of bounds (%d)" % (v, n))


def _axis(axis, ndim):
    return normalize_axis_index(axis, ndim)  # (its TypeError for a float, as NumPy's sort)


# ================================================================ the reduction to sort_pairs
def order_keys(flat):
    """The real keys of a 1-D C-contiguous array, least significant first, in NumPy's order."""
    if flat._dtype.kind != "c":
        return [flat]
    re = ascontiguousarray(flat.real)
    im = ascontiguousarray(flat.imag)
    # the NaN class: 0 none, 1 imaginary NaN, 2 real NaN, 3 both
    cls = um.isnan(re).astype(numpy.uint8) * 2 + um.isnan(im)
    return [im, re, cls]


def _row_dtype(rows):
    for dt in (numpy.uint8, numpy.uint16, numpy.uint32):
        if rows <= numpy.iinfo(dt).max + 1:
            return numpy.dtype(dt)
    return numpy.dtype(numpy.uint64)


def _perm(keys, size, n):
    """Stable order of ``size`` elements in rows of ``n`` by ``keys`` (least significant first),
    each row sorted on its own: flat positions, grouped by row."""
    perm = lexsort_perm(keys, size, narrow=True)
    rows = size // n
    if rows > 1:
        row = um.floor_divide(perm, n).astype(_row_dtype(rows))
        _, perm = sort_pairs(row, perm)
    return perm.astype(_INT64, copy=False)


def _flat_last(a, axis):
    """(a with ``axis`` moved last, its elements as a 1-D C-contiguous array)."""
    moved = a if axis == a._ndim - 1 else a.transpose(
        [d for d in range(a._ndim) if d != axis] + [axis])
    return moved, ascontiguousarray(moved).reshape(moved._size)


def _back(res, moved_shape, axis, ndim, like=None):
    """A result laid out as the moved array, returned C-contiguous in the original axis order,
    or laid out as ``like`` where that is not C-contiguous (NumPy's sorted copies: order='K')."""
    res = res.reshape(moved_shape)
    if axis != ndim - 1:
        perm = list(range(ndim - 1))
        perm.insert(axis, ndim - 1)
        res = res.transpose(perm)
    if like is not None and not like._flags_c():
        out = _empty(res._shape, res._dtype, _like_strides(like, res._dtype.itemsize))
        copy_into(out, res)
        return out
    if axis == ndim - 1:
        res._base = None  # (a view of the buffer made here alone: NumPy's result owns its data)
        return res
    return ascontiguousarray(res)


def _sort_along(a, axis, indices):
    """Sorted values (laid out as ``a``, as NumPy's sort copies it) or, with ``indices``,
    argsort positions (C-contiguous) of ``a`` along ``axis``."""
    if a._size == 0:
        return _empty(a._shape, _INT64) if indices else a.copy()
    moved, flat = _flat_last(a, axis)
    n = moved._shape[-1]
    keys = order_keys(flat)
    if not indices and len(keys) == 1 and flat._size == n:
        res = sort_pairs(flat)[0]
    else:
        perm = _perm(keys, flat._size, n)
        if indices:
            res = perm if flat._size == n else um.remainder(perm, n)
        else:
            res = flat[perm]
    return _back(res, moved._shape, axis, a._ndim, None if indices else a)


def _descending_key(a, dtype=None):
    """An array whose ascending stable order is ``a``'s descending one as NumPy 2.5 sorts it
    (largest first, NaN and NaT still last, equal elements such as -0.0 and 0.0 in their
    order): -a for floats and complex, ~a for integers (and datetimes' int64 counts: NaT the
    largest), not a for bools.  It undoes itself: with ``dtype``, ``a`` is a sorted key and
    the result holds its values in ``dtype``."""
    k = a._dtype.kind
    if k in "fc":
        return um.negative(a)
    if k == "b":
        return um.logical_not(a)
    if k in "mM" or (dtype is not None and dtype.kind in "mM"):
        key = um.invert(a.view(_INT64))
        return key if dtype is None else key.view(dtype)
    return um.invert(a)


# ================================================================ the functions
def sort(a, axis=-1, kind=None, order=None, *, stable=None, descending=None):
    """Return a sorted copy of an array.

    NumPy's ``sort``; ``descending=True`` (the array API's keyword) sorts from largest to
    smallest, equal elements keeping their order.
    """
    if _own_method(a, "sort"):  # (descending passed on only where given)
        kw = {} if descending is None else {"descending": descending}
        return _by_own_method(a, "sort", axis, kind=kind, order=order, stable=stable, **kw)
    return sorted_copy(a, axis, kind, order, stable, descending)


def sorted_copy(a, axis=-1, kind=None, order=None, stable=None, descending=None):
    """``sort`` itself, the subclass's own ``sort`` not asked (ndarray.sort's work)."""
    a = asarray_any(a)
    _check_kind(kind, stable, descending)
    _check_order(order)
    if axis is None:
        a, axis = a.ravel(), 0
    else:
        axis = _axis(axis, a._ndim)
    if descending:
        return _descending_key(_sort_along(_descending_key(a), axis, False), a._dtype)
    return _sort_along(a, axis, False)


def _own_method(a, name):
    """``a`` is of a user's subclass whose class has method ``name`` of its own."""
    t = type(a)
    return (t is not ndarray and isinstance(a, ndarray) and t not in _above.scalar_types
            and getattr(t, name, None) is not getattr(ndarray, name))


def _by_own_method(a, name, axis, *args, **kwargs):
    """``np.sort``/``np.partition`` of a subclass with that method of its own: NumPy's calls
    it on a copy (flattened for ``axis=None``) and returns the copy."""
    c = a.flatten() if axis is None else a.copy(order="K")
    getattr(c, name)(*args, axis=-1 if axis is None else axis, **kwargs)
    return c


def argsort(a, axis=-1, kind=None, order=None, *, stable=None, descending=None):
    """Returns the indices that would sort an array.

    NumPy's ``argsort``; ``descending=True`` (the array API's keyword) gives the order from
    largest to smallest, equal elements in their original order (a stable sort of the
    reversed array, reversed).
    """
    a = asarray_any(a)
    _check_kind(kind, stable, descending)
    _check_order(order)
    if axis is None or a._ndim == 0:
        if axis is not None:
            _axis(axis_index(axis), 1)  # a 0-d array is sorted as a 1-d one
        a, axis = a.ravel(), 0
    else:
        axis = _axis(axis_index(axis), a._ndim)
    if descending:
        return _sort_along(_descending_key(a), axis, True)
    return _sort_along(a, axis, True)


def partition(a, kth, axis=-1, kind="introselect", order=None):
    """Return a partitioned copy of an array (here: sorted, which satisfies every kth)."""
    if _own_method(a, "partition"):
        return _by_own_method(a, "partition", axis, kth, kind=kind, order=order)
    return partitioned_copy(a, kth, axis, kind, order)


def partitioned_copy(a, kth, axis=-1, kind="introselect", order=None):
    """``partition`` itself, the subclass's own ``partition`` not asked (ndarray.partition's
    work)."""
    a = asarray_any(a)
    _check_select_kind(kind)
    _check_order(order)
    if axis is None:
        a, axis = a.ravel(), 0
    else:
        axis = _axis(axis, a._ndim)
    _check_kth(kth, a._shape[axis], a._size > 0)
    return _sort_along(a, axis, False)


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    """Perform an indirect partition (here: a stable argsort, which satisfies every kth)."""
    a = asarray_any(a)
    _check_select_kind(kind)
    _check_order(order)
    if axis is None or a._ndim == 0:
        if axis is not None:
            _axis(axis, 1)
        a, axis = a.ravel(), 0
    else:
        axis = _axis(axis, a._ndim)
    _check_kth(kth, a._shape[axis], a._size > 0)
    return _sort_along(a, axis, True)


_LEXSORT_KEYS = "need sequence of keys with len > 0 in lexsort"


def lexsort(keys, axis=-1):
    """Perform an indirect stable sort using a sequence of keys (the last key is primary)."""
    if isinstance(keys, ndarray) and keys._ndim == 0:
        raise TypeError(_LEXSORT_KEYS)
    try:
        count = len(keys)
    except TypeError:
        raise TypeError(_LEXSORT_KEYS) from None
    if count == 0:
        raise TypeError(_LEXSORT_KEYS)
    ks = [asarray_any(keys[i]) for i in range(count)]
    shape = ks[0]._shape
    if any(k._shape != shape for k in ks):
        raise ValueError("all keys need to be the same shape")
    axis = operator.index(axis)
    nd = len(shape)
    if nd == 0:
        if axis not in (0, -1):
            raise AxisError(axis, 0)
        return _scalar_result(zeros((), _INT64))  # (NumPy's scalar: lexsort([3, 1, 2]) is 0)
    axis = normalize_axis_index(axis, nd)
    if ks[0]._size == 0:
        return _empty(shape, _INT64)
    expanded = []
    for k in ks:
        moved, flat = _flat_last(k, axis)
        expanded += order_keys(flat)
    n = moved._shape[-1]
    perm = _perm(expanded, moved._size, n)
    res = perm if moved._size == n else um.remainder(perm, n)
    return _back(res, moved._shape, axis, nd)


def sort_complex(a):
    """Sort a complex array using the real part first, then the imaginary part."""
    b = sort(a)
    if b._dtype.kind != "c":
        b = b.astype(numpy.complex64 if b._dtype.char in "bhBH" else numpy.complex128)
    return b
