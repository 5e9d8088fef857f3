"""The one sort primitive: a stable ascending sort of 1-D keys, optionally carrying values.

sort, argsort, lexsort, partition, unique and the set functions are compositions of
``sort_pairs`` with ufuncs, gathers and compaction; nothing else in gpnumpy sorts.

Contract (what every implementation of ``sort_pairs`` must give):
- keys: a 1-D C-contiguous gpnumpy array of dtype bool, int8..int64, uint8..uint64 or
  float16/32/64 (complex keys are split by the callers into real keys);
- values: None or a 1-D C-contiguous int64 or int32 array of the same length (usually
  positions; int32 ones move half the bytes through every radix pass);
- returns (sorted_keys, sorted_values or None) as new arrays;
- ascending and STABLE: equal keys keep their input order, so a sequence of passes from the
  least to the most significant key is a lexicographic sort (``lexsort_perm``);
- NumPy's order for floats: -0.0 and 0.0 are equal (their input order is kept), every NaN
  (either sign, any payload) is greater than +inf and NaNs are equal among themselves;
  datetime64/timedelta64 keys sort by their counts with NaT last (``time_order``).
"""
from __future__ import annotations

import numpy

from . import device
from .device import ON_DEVICE
from .ndarray import _INT64, ndarray, asarray_any, _empty
from .reduction import reduce, _run
from . import umath as um
from .creation import _affine_into
from . import searching
from .searching import time_order
from .._kernels import compiler, launch, render
from .._kernels.lru import LRU
from .._kernels.render import code as _code

#: type characters of the dtypes sort_pairs accepts as keys
KEY_CHARS = frozenset("?bBhHiIlLqQefdMm")
_VALUE_DTYPES = (_INT64, numpy.dtype(numpy.int32))


def _check_keys(keys):
    if not isinstance(keys, ndarray) or keys._ndim != 1 or not keys._flags_c():
        raise ValueError("sort_pairs: keys must be a 1-D C-contiguous gpnumpy array")
    if keys._dtype.char not in KEY_CHARS:
        raise TypeError("sort_pairs: keys of dtype %s are not supported" % keys._dtype)


def _time_back(sorted_keys, dtype):
    return um.add(sorted_keys, 1).view(dtype)


def sort_pairs(keys, values=None):
    """(keys sorted ascending and stably, values permuted alike or None): new arrays."""
    _check_keys(keys)
    if keys._dtype.kind in "Mm":
        sk, sv = sort_pairs(time_order(keys), values)
        return _time_back(sk, keys._dtype), sv
    if values is not None:
        if (not isinstance(values, ndarray) or values._ndim != 1 or not values._flags_c()
                or values._dtype not in _VALUE_DTYPES or values._size != keys._size):
            raise ValueError("sort_pairs: values must be a 1-D C-contiguous int64 or int32 array "
                             "of the keys' length")
    if ON_DEVICE:
        return _device_sort_pairs(keys, values)
    return _host_sort_pairs(keys, values)


def _device_sort_pairs(keys, values):
    # CUB's stable radix sort (through cuda.compute).  Integer keys and float keys without
    # -0.0 or NaNs sort as they are (CUB orders floats by their bits: -0.0 before 0.0, -NaN
    # first, NaNs by payload); other float keys sort as order-preserving unsigned integers in which -0.0 is
    # 0.0 and every NaN the same greatest value, and the zeros and NaNs are then put back
    # in their input order (the sort is stable, so that is where NumPy has them).
    dt = keys._dtype
    if keys._size <= 1:
        return keys.copy(), None if values is None else values.copy()
    if keys._size <= _BLOCK_SORT_MAX:
        return _block_sort(keys, values)
    if dt.kind == "b":
        sk, sv = _radix(keys.view(numpy.uint8), values)
        return sk.view(numpy.bool_), sv
    if dt.kind in "iu" or (dt.itemsize >= 4 and not _negzero_or_nan(keys)):
        return _radix(keys, values)
    return _float_sort(keys, values)


_sorters = LRU(64)  # cuda.compute's sorters by (key dtype, value dtype)
#: up to this many keys sort in one block of CUB's BlockRadixSort inside our own kernel (one
#: launch; cuda.compute's device-wide sort costs tens of microseconds of host time per call)
_BLOCK_SORT_MAX = 256 * render.BLOCK_SORT_ITEMS


def _block_sort(keys, values, positions=None):
    """sort_pairs of up to _BLOCK_SORT_MAX keys in one launch; or, with ``positions`` (a
    dtype) instead of values, the sorted keys' input positions."""
    code = _code(keys._dtype)
    vdt = positions if positions is not None else None if values is None else values._dtype
    vcode = None if vdt is None else _code(vdt)
    kern = compiler.kernel(render.block_sort, code, vcode, positions is not None)
    n = keys._size
    ok = _empty((n,), keys._dtype)
    ov = None if vdt is None else _empty((n,), vdt)
    launch.launch(kern, 1, [keys._mem.ptr + keys._offset,
                            0 if values is None else values._mem.ptr + values._offset,
                            ok._mem.ptr, 0 if ov is None else ov._mem.ptr, numpy.int32(n)])
    return ok, ov



def _radix(keys, values):
    """cuda.compute's radix sort of 1-D keys (and values) into new arrays."""
    import cuda.compute as cc  # optional heavy dependency (cuda-cccl): only where a large sort runs
    n = keys._size
    ok = _empty((n,), keys._dtype)
    ov = None if values is None else _empty((n,), values._dtype)
    key = (keys._dtype, None if values is None else values._dtype)
    sorter = _sorters.get(key)
    if sorter is None:
        sorter = cc.make_radix_sort(
            d_in_keys=keys, d_out_keys=ok, d_in_values=values, d_out_values=ov,
            order=cc.SortOrder.ASCENDING)
        _sorters.put(key, sorter)
    stream = device.current_stream()
    kw = dict(d_in_keys=keys, d_out_keys=ok, d_in_values=values, d_out_values=ov, num_items=n,
              stream=stream)
    nbytes = sorter(temp_storage=None, **kw)
    tmp = _empty((max(int(nbytes), 1),), numpy.dtype(numpy.uint8))
    sorter(temp_storage=tmp, **kw)
    return ok, ov


def _negzero_or_nan(keys):
    """Whether float ``keys`` hold a -0.0 or a NaN (one read-only device pass): the only
    values whose bit order differs from NumPy's stable order.  Each element maps to NaN
    (one of those) or 0, combined by a NaN-propagating maximum."""
    code = _code(keys._dtype)
    expr = "gp_maximum(in0, (gp_isnan(in1) || (in1 == 0 && signbit(in1))) ? (AT)GP_NAN : (AT)0)"
    flat = _run("negzero_or_nan", expr, code, keys, (), (0,), None, code)
    m = float(flat.get()[0])
    return m != m


_NAN_BITS = {2: 0x7E00, 4: 0x7FC00000, 8: 0x7FF8000000000000}


def _float_sort(keys, values):
    dt = keys._dtype
    isz = dt.itemsize
    ut = numpy.dtype("u%d" % isz)
    top = 1 << (8 * isz - 1)
    bits = keys.view(ut)
    is_zero = um.equal(keys, 0)
    is_nan = um.isnan(keys)
    where = searching.where
    canon = where(is_zero, ut.type(0), where(is_nan, ut.type(_NAN_BITS[isz]), bits))
    neg = um.not_equal(um.bitwise_and(canon, ut.type(top)), 0)
    ukeys = where(neg, um.invert(canon), um.bitwise_or(canon, ut.type(top)))
    sk, sv = _radix(ukeys, values)
    back = where(um.not_equal(um.bitwise_and(sk, ut.type(top)), 0),
                 um.bitwise_xor(sk, ut.type(top)), um.invert(sk))
    out = back.view(dt)
    # the zeros (after the negatives) and the NaNs (last), in their input order
    n_neg = int(_count(um.less(keys, 0)))
    n_zero = int(_count(is_zero))
    n_nan = int(_count(is_nan))
    if n_zero:
        out[n_neg:n_neg + n_zero] = keys[is_zero]
    if n_nan:
        out[keys._size - n_nan:] = keys[is_nan]
    return out, sv


def _count(mask):
    """The number of True elements of a bool mask (one host read)."""
    return reduce(um.add, mask, None, numpy.dtype(numpy.int64))


def _host_sort_pairs(keys, values):
    # The host device: NumPy's stable sort of the host view (NaNs last, ties in input order).
    hk = keys._host_view()
    if values is None:
        return asarray_any(numpy.sort(hk, kind="stable")), None
    order = numpy.argsort(hk, kind="stable")
    return asarray_any(hk[order]), asarray_any(values._host_view()[order])


_INT32_MAX = (1 << 31) - 1


def iota(n, dtype=_INT64):
    """0, 1, ..., n-1 as a new int64 (or ``dtype``) array (positions to carry through a sort)."""
    out = _empty((n,), dtype)
    _affine_into(out)
    return out


def sort_positions(keys, dtype=_INT64):
    """(``keys`` sorted stably, each sorted key's input position as ``dtype``): sort_pairs
    carrying 0, 1, ..., n-1 (made inside the one-block sort, not materialised)."""
    _check_keys(keys)
    if keys._dtype.kind in "Mm":
        sk, pos = sort_positions(time_order(keys), dtype)
        return _time_back(sk, keys._dtype), pos
    if ON_DEVICE and 1 < keys._size <= _BLOCK_SORT_MAX:
        return _block_sort(keys, None, numpy.dtype(dtype))
    return sort_pairs(keys, iota(keys._size, dtype))


def lexsort_perm(keys, n, narrow=False):
    """The stable lexicographic order of ``n`` elements: int64 positions (int32 ones with
    ``narrow`` when n fits: the sorts then carry 4 bytes per element instead of 8).

    ``keys`` are 1-D C-contiguous arrays of sort_pairs' key dtypes, least significant first
    (the last key decides first, as in numpy.lexsort); each pass sorts the next key gathered
    in the current order, carrying the positions.
    """
    # (small sorts write int64 positions at once: narrowing pays only in big radix passes)
    dt = numpy.dtype(numpy.int32) if narrow and _BLOCK_SORT_MAX < n <= _INT32_MAX else _INT64
    perm = None
    for k in keys:
        if perm is None:
            _, perm = sort_positions(k, dt)
        else:
            _, perm = sort_pairs(k[perm], perm)
    return iota(n, dt) if perm is None else perm
