"""Set routines (NumPy's "Set routines" page): unique and its array-API forms, isin, and the
1-D set operations.

All of them are built from the one sort primitive (``_sortcore.sort_pairs``, through
sorting.py) and device operations: adjacent comparisons of the sorted values, compaction
(``a[mask]``, ``flatnonzero``), ``cumsum``, gathers and scatters (``a[idx]``,
``a[idx] = b``) and searchsorted.  The algorithms are NumPy's own (``_unique1d``,
intersect1d's sorted concatenation, ...), so the results are NumPy's, including which of
several equal elements is reported (the sort is stable).
"""
from __future__ import annotations

from typing import NamedTuple

import numpy
from numpy.exceptions import AxisError
from numpy.lib.array_utils import normalize_axis_index

from .device import fresh_writes as _fresh_writes
from .ndarray import _INT64, ndarray, asarray_any, _empty, _prod
from ._sortcore import sort_pairs
from .sorting import order_keys, _perm, sort, argsort
from . import umath as um
from . import mathematical, searching
from .creation import ascontiguousarray, full, ones, zeros
from .logic import any as any_
from .manipulation import concatenate, moveaxis, write_into
from .searching import searchsorted
from .statistics import max as max_, min as min_

__all__ = ["unique", "unique_values", "unique_counts", "unique_inverse", "unique_all", "isin",
           "intersect1d", "union1d", "setdiff1d", "setxor1d"]


try:  # NumPy's own result types, so that results compare (and pickle) as NumPy's
    from numpy.lib._arraysetops_impl import (UniqueAllResult, UniqueCountsResult,
                                             UniqueInverseResult)
except ImportError:  # pragma: no cover - a NumPy that moved them
    class UniqueAllResult(NamedTuple):
        values: ndarray
        indices: ndarray
        inverse_indices: ndarray
        counts: ndarray

    class UniqueCountsResult(NamedTuple):
        values: ndarray
        counts: ndarray

    class UniqueInverseResult(NamedTuple):
        values: ndarray
        inverse_indices: ndarray


def _concat(arrays):
    return concatenate(arrays)


def _new_runs(neq, n):
    """mask[i]: element i of a sorted sequence starts a new run (``neq`` compares i with i-1)."""
    mask = ones((n,), bool)
    if n > 1:
        with _fresh_writes():  # (the new mask)
            mask[1:] = neq
    return mask


def _counts(mask, n):
    starts = searching.flatnonzero(mask)
    if n == 0:
        return starts
    ends = _concat((starts[1:], full((1,), n, _INT64)))
    return um.subtract(ends, starts)


def _inverse(mask, perm, n):
    inv = _empty((n,), _INT64)
    inv[perm] = um.subtract(mathematical.cumsum(mask), 1)
    return inv


# ================================================================ unique
def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *,
           equal_nan=True, sorted=True):
    """Find the unique elements of an array (always sorted here: ``sorted=False`` allows any
    order)."""
    ar = asarray_any(ar)
    if axis is None or ar._ndim == 1:
        if axis is not None:
            normalize_axis_index(axis, ar._ndim)
        ret = _unique1d(ar.ravel(), return_index, return_inverse, return_counts, equal_nan,
                        ar._shape)
    else:
        ret = _unique_axis(ar, axis, return_index, return_inverse, return_counts)
    return ret[0] if len(ret) == 1 else ret


def _unique1d(ar, return_index, return_inverse, return_counts, equal_nan, inverse_shape):
    n = ar._size
    if ar._dtype.kind == "M" and not (return_index or return_inverse or return_counts):
        equal_nan = True  # (NumPy's hash-based unique of datetimes keeps one NaT: NaT's bits)
    keys = order_keys(ar)
    if len(keys) > 1 and equal_nan and not (return_index or return_inverse or return_counts):
        keys = _nans_tie(keys)
    if return_index or return_inverse or len(keys) > 1:
        perm = _perm(keys, n, max(n, 1))
        aux = ar[perm]
    else:
        perm, aux = None, sort_pairs(ar)[0]
    mask = _new_runs(um.not_equal(aux[1:], aux[:-1]), n)
    if equal_nan and ar._dtype.kind in "fcmM" and n > 1:
        # every NaN sorts last: a NaN after a NaN starts no new run (complex: any NaN part)
        nan = um.isnan(aux)
        with _fresh_writes():  # (the new mask)
            um.logical_and(mask[1:], um.logical_not(um.logical_and(nan[1:], nan[:-1])),
                           out=mask[1:])
    ret = (aux[mask],)
    if return_index:
        ret += (perm[mask],)
    if return_inverse:
        ret += (_inverse(mask, perm, n).reshape(inverse_shape),)
    if return_counts:
        ret += (_counts(mask, n),)
    return ret


def _nans_tie(keys):
    """Complex keys under which every NaN-holding value ties with every other: NumPy's
    hash-based unique (values only) keeps the first NaN of the input, not the least."""
    im, re, cls = keys
    nan = um.not_equal(cls, 0)
    im, re = im.copy(), re.copy()
    write_into(im, 0, where=nan)
    write_into(re, 0, where=nan)
    return [im, re, nan]


def _row_keys(col):
    """Keys of one column of rows, in the order NumPy's structured-row compare gives: as sort,
    except float16, whose compare puts NaN first."""
    if col._dtype != numpy.float16:
        return order_keys(col)
    nan = um.isnan(col)
    val = col.copy()
    write_into(val, 0, where=nan)
    return [val, um.logical_not(nan)]


def _unique_axis(ar, axis, return_index, return_inverse, return_counts):
    try:
        moved = moveaxis(ar, axis, 0)
    except AxisError:
        raise AxisError(axis, ar._ndim) from None
    axis = normalize_axis_index(axis, ar._ndim)
    n = moved._shape[0]
    m = _prod(moved._shape[1:])
    rows = ascontiguousarray(moved).reshape(n, m)
    # rows compare lexicographically, element by element (NumPy's structured-row order)
    cols = ascontiguousarray(rows.T)
    keys = []
    for j in range(m - 1, -1, -1):
        keys += _row_keys(cols[j])
    perm = _perm(keys, n, max(n, 1))
    aux = rows[perm]
    # rows holding a NaN never equal another row (NumPy compares rows with ==)
    mask = _new_runs(any_(um.not_equal(aux[1:], aux[:-1]), axis=1), n)
    uniq = aux[mask]
    uniq = uniq.reshape((uniq._shape[0],) + moved._shape[1:])
    ret = (moveaxis(uniq, 0, axis),)
    if return_index:
        ret += (perm[mask],)
    if return_inverse:
        ret += (_inverse(mask, perm, n),)
    if return_counts:
        ret += (_counts(mask, n),)
    return ret


def unique_values(x):
    """Returns the unique elements of an input array ``x``."""
    return unique(x, equal_nan=False, sorted=False)


def unique_counts(x):
    """Find the unique elements and counts of an input array ``x``."""
    return UniqueCountsResult(*unique(x, return_counts=True, equal_nan=False))


def unique_inverse(x):
    """Find the unique elements of ``x`` and indices to reconstruct ``x``."""
    return UniqueInverseResult(*unique(x, return_inverse=True, equal_nan=False))


def unique_all(x):
    """Find the unique elements of an array, and counts, inverse, and indices."""
    return UniqueAllResult(*unique(x, return_index=True, return_inverse=True,
                                   return_counts=True, equal_nan=False))


# ================================================================ membership
def _member(x, s):
    """x[i] == some s[j], for 1-D x and s of one dtype (s not empty): a binary search of each x
    in the sorted s, then one comparison."""
    ss = sort(s)
    pos = searchsorted(ss, x)
    return um.equal(ss[um.minimum(pos, ss._size - 1)], x)


def _comparable(t1, t2):
    """Whether values of dtypes ``t1`` and ``t2`` go into one array (same_kind casts to their
    common dtype), as a sort of both needs."""
    try:
        dt = numpy.result_type(t1, t2)
    except TypeError:
        return False
    return numpy.can_cast(t1, dt, "same_kind") and numpy.can_cast(t2, dt, "same_kind")


def isin(element, test_elements, assume_unique=False, invert=False, *, kind=None):
    """Calculates ``element in test_elements``, broadcasting over ``element`` only."""
    a = asarray_any(element)
    b = asarray_any(test_elements).ravel()
    if kind not in (None, "sort", "table"):
        raise ValueError("Invalid kind: '%s'. Please use None, 'sort' or 'table'." % (kind,))
    ints = a._dtype.kind in "uib" and b._dtype.kind in "uib"
    if kind == "table" and not ints:
        raise ValueError("The 'table' method is only supported for boolean or integer arrays. "
                         "Please select 'sort' or None for kind.")
    x = a.ravel()
    if not _comparable(a._dtype, b._dtype):
        # (dates and numbers: NumPy compares few test elements one by one, where nothing is
        # equal, and sorts many in one array, which their dtypes refuse: its error)
        if not b._size < 10 * x._size ** 0.145:
            numpy.concatenate((numpy.empty(0, a._dtype), numpy.empty(0, b._dtype)))
        elif b._size and x._size:
            # (its comparisons one by one: timedeltas of months and of hours have no common
            # unit, NumPy's TypeError; dates and numbers compare as all different)
            numpy.empty(0, a._dtype) == numpy.empty(0, b._dtype)
        return full(a._shape, bool(invert), dtype=bool)
    if b._size == 0:
        return full(a._shape, bool(invert), dtype=bool)
    if kind == "table" and b._dtype.kind != "b":
        # NumPy's table spans min..max of test_elements and refuses a span its dtype cannot
        # hold: two host scalars, only for an explicit kind='table'.
        span = int(max_(b)) - int(min_(b))
        if span > numpy.iinfo(b._dtype).max:
            raise RuntimeError("You have specified kind='table', but the range of values in "
                               "`ar2` or `ar1` exceed the maximum integer of the datatype. "
                               "Please set `kind` to None or 'sort'.")
        if span + 1 > numpy.iinfo(numpy.intp).max:
            raise ValueError("Maximum allowed dimension exceeded")  # NumPy's table allocation
    if x._size == 0:
        return full(a._shape, bool(invert), dtype=bool)
    dt = numpy.result_type(a._dtype, b._dtype)
    if ints and dt.kind == "f":
        # signed with uint64: compare the integer values exactly, as NumPy's integer paths do
        u8 = numpy.dtype(numpy.uint64)
        if b._dtype.kind == "i":
            b = b[um.greater_equal(b, 0)]
        found = _member(x.astype(u8), b.astype(u8)) if b._size else zeros(x._shape, bool)
        if x._dtype.kind == "i":
            found = um.logical_and(found, um.greater_equal(x, 0))
    else:
        found = _member(x.astype(dt, copy=False), b.astype(dt, copy=False))
    if invert:
        found = um.logical_not(found)
    return found.reshape(a._shape)


# ================================================================ 1-D set operations
def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    """Find the intersection of two arrays."""
    ar1 = asarray_any(ar1)
    ar2 = asarray_any(ar2)
    if not assume_unique:
        if return_indices:
            ar1, ind1 = unique(ar1, return_index=True)
            ar2, ind2 = unique(ar2, return_index=True)
        else:
            ar1 = unique(ar1)
            ar2 = unique(ar2)
    else:
        ar1 = ar1.ravel()
        ar2 = ar2.ravel()
    aux = _concat((ar1, ar2))
    if return_indices:
        order = argsort(aux, kind="stable")
        aux = aux[order]
    else:
        aux = sort(aux)
    mask = um.equal(aux[1:], aux[:-1])
    int1d = aux[:-1][mask]
    if not return_indices:
        return int1d
    ar1_indices = order[:-1][mask]
    ar2_indices = um.subtract(order[1:][mask], ar1._size)
    if not assume_unique:
        ar1_indices = ind1[ar1_indices]
        ar2_indices = ind2[ar2_indices]
    return int1d, ar1_indices, ar2_indices


def union1d(ar1, ar2):
    """Find the union of two arrays (sorted unique values in either)."""
    return unique(concatenate((ar1, ar2), axis=None))


def setdiff1d(ar1, ar2, assume_unique=False):
    """Find the set difference of two arrays (unique values of ar1 not in ar2)."""
    if assume_unique:
        ar1 = asarray_any(ar1).ravel()
    else:
        ar1 = unique(ar1)
        ar2 = unique(ar2)
    return ar1[isin(ar1, ar2, assume_unique=True, invert=True)]


def setxor1d(ar1, ar2, assume_unique=False):
    """Find the set exclusive-or of two arrays (sorted unique values in exactly one)."""
    if not assume_unique:
        ar1 = unique(ar1)
        ar2 = unique(ar2)
    aux = concatenate((ar1, ar2), axis=None)
    if aux._size == 0:
        return aux
    aux = sort(aux)
    n = aux._size
    # keep aux[i] when it differs from both neighbours (the ends count as different)
    flag = ones((n + 1,), bool)
    flag[1:n] = um.not_equal(aux[1:], aux[:-1])
    return aux[um.logical_and(flag[1:], flag[:-1])]
