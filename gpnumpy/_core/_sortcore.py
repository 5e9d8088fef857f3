"""The one sort primitive: a stable ascending sort of 1-D keys, optionally carrying values.

sort, argsort, lexsort, partition, unique and the set functions are compositions of
``sort_pairs`` with ufuncs, gathers and compaction; nothing else in gpnumpy sorts.

Contract (what every implementation of ``sort_pairs`` must give):
- keys: a 1-D C-contiguous gpnumpy array of dtype bool, int8..int64, uint8..uint64 or
  float16/32/64 (complex keys are split by the callers into real keys);
- values: None or a 1-D C-contiguous int64 array of the same length (usually positions);
- returns (sorted_keys, sorted_values or None) as new arrays;
- ascending and STABLE: equal keys keep their input order, so a sequence of passes from the
  least to the most significant key is a lexicographic sort (``lexsort_perm``);
- NumPy's order for floats: -0.0 and 0.0 are equal (their input order is kept), every NaN
  (either sign, any payload) is greater than +inf and NaNs are equal among themselves.
"""
from __future__ import annotations

import numpy

from .device import ON_DEVICE
from .ndarray import ndarray, asarray_any

#: type characters of the dtypes sort_pairs accepts as keys
KEY_CHARS = frozenset("?bBhHiIlLqQefd")
_INT64 = numpy.dtype(numpy.int64)


def sort_pairs(keys, values=None):
    """(keys sorted ascending and stably, values permuted alike or None): new arrays."""
    if not isinstance(keys, ndarray) or keys._ndim != 1 or not keys._flags_c():
        raise ValueError("sort_pairs: keys must be a 1-D C-contiguous gpnumpy array")
    if keys._dtype.char not in KEY_CHARS:
        raise TypeError("sort_pairs: keys of dtype %s are not supported" % keys._dtype)
    if values is not None:
        if (not isinstance(values, ndarray) or values._ndim != 1 or not values._flags_c()
                or values._dtype != _INT64 or values._size != keys._size):
            raise ValueError("sort_pairs: values must be a 1-D C-contiguous int64 array of the "
                             "keys' length")
    if ON_DEVICE:
        return _device_sort_pairs(keys, values)
    return _host_sort_pairs(keys, values)


def _device_sort_pairs(keys, values):
    # ------------------------------------------------------------------------------------
    # THE DEVICE SORT GOES HERE (lead engineer): a radix sort (CUB through cuda.compute)
    # of the keys, carrying the values; see the module docstring for the contract (stable;
    # floats transformed so that -0.0 == 0.0 and every NaN sorts last).
    # ------------------------------------------------------------------------------------
    raise NotImplementedError("gpnumpy: the device sort (sort_pairs) is not implemented yet")


def _host_sort_pairs(keys, values):
    # The host device: NumPy's stable sort of the host view (NaNs last, ties in input order).
    hk = keys._host_view()
    if values is None:
        return asarray_any(numpy.sort(hk, kind="stable")), None
    order = numpy.argsort(hk, kind="stable")
    return asarray_any(hk[order]), asarray_any(values._host_view()[order])


def iota(n):
    """0, 1, ..., n-1 as a new int64 array (positions to carry through a sort)."""
    from .creation import arange
    return arange(n, dtype=_INT64)


def lexsort_perm(keys, n):
    """The stable lexicographic order of ``n`` elements: int64 positions.

    ``keys`` are 1-D C-contiguous arrays of sort_pairs' key dtypes, least significant first
    (the last key decides first, as in numpy.lexsort); each pass sorts the next key gathered
    in the current order, carrying the positions.
    """
    perm = None
    for k in keys:
        if perm is None:
            _, perm = sort_pairs(k, iota(n))
        else:
            _, perm = sort_pairs(k[perm], perm)
    return iota(n) if perm is None else perm
