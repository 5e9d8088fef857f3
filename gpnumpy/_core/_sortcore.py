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
from .creation import _affine_into
from . import umath as um
from .searching import time_order
from .._kernels import compiler, launch, render
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


def _device_sort_pairs(keys, values, positions=None):
    # Our LSD radix sort (radix_block.cu, radix_sweep.cu): keys move as their own bits and
    # only their digits are read through the order-preserving unsigned image (-0.0 is 0.0,
    # every NaN one value above +inf), so NumPy's stable order comes out with -0.0 and NaN
    # payloads as they were, in one sort and no check.  ``positions`` (a dtype) instead of
    # values: carry each key's input position, made in the first pass moving keys.
    n = keys._size
    if n <= 1:
        if positions is not None:
            return keys.copy(), iota(n, positions)
        return keys.copy(), None if values is None else values.copy()
    if n <= _BLOCK_SORT_MAX:
        return _block_sort(keys, values, positions)
    return _radix(keys, values, positions)


#: up to this many keys sort in one block, in one launch
_BLOCK_SORT_MAX = 256 * render.BLOCK_SORT_ITEMS
#: keys of one onesweep launch (a portion): its look-back words are 4 bytes per digit per
#: tile (about 38 MB a buffer, two buffers, for a full portion), and a look-back count must
#: stay below 2^30
_PORTION = 1 << 28
_U8 = numpy.dtype(numpy.uint8)
#: keys a histogram block reads at once (256 threads x HITEMS in radix_sort.cuh)
_HIST_KEYS = 256 * 16


def _codes(keys, values, positions):
    vdt = positions if positions is not None else None if values is None else values._dtype
    return _code(keys._dtype), None if vdt is None else _code(vdt), vdt


def _ptr(a):
    return 0 if a is None else a._mem.ptr + a._offset


def _block_sort(keys, values, positions=None):
    """sort_pairs of up to _BLOCK_SORT_MAX keys in one launch; or, with ``positions`` (a
    dtype) instead of values, the sorted keys' input positions."""
    code, vcode, vdt = _codes(keys, values, positions)
    kern = compiler.kernel(render.radix_sort, code, vcode, "block")
    n = keys._size
    ok = _empty((n,), keys._dtype)
    ov = None if vdt is None else _empty((n,), vdt)
    launch.launch(kern, 1, [_ptr(keys), _ptr(ok), _ptr(values), _ptr(ov), numpy.int32(n),
                            numpy.int32(positions is not None)], fresh=True)
    return ok, ov


def _radix(keys, values, positions=None, tuning=None, passes=None):
    """The device-wide sort of more than _BLOCK_SORT_MAX keys: one histogram of every pass's
    digits, a plan (offsets; passes whose digit is the same for every key are skipped), then
    one onesweep launch per pass and portion.  No host synchronisation.  For measuring:
    ``tuning``, render.radix_sort's keywords (threads, items, window, early, match_any,
    min_blocks); ``passes``, how many passes to launch (the histogram and plan alone: 0)."""
    code, vcode, vdt = _codes(keys, values, positions)
    isz = keys._dtype.itemsize
    tuning = tuning or {}
    threads, items = render.radix_tile(isz, vcode)
    threads, items = tuning.get("threads") or threads, tuning.get("items") or items
    kern = lambda part: compiler.kernel(render.radix_sort, code, vcode, part, **tuning)  # noqa: E731
    n = keys._size
    tile = threads * items
    ok, spare = _empty((n,), keys._dtype), _empty((n,), keys._dtype)
    ov = sv = None
    if vdt is not None:
        ov, sv = _empty((n,), vdt), _empty((n,), vdt)
    portions = -(-n // _PORTION)
    look_words = -(-min(n, _PORTION) // tile) * 256
    # workspace: bins u64[passes][256] and counters u32[passes * portions] (zeroed), offsets
    # u64[passes * portions][256], plan i32[passes], two look-back regions
    nb_bins = isz * 256 * 8
    nb_cnt = -(-isz * portions * 4 // 8) * 8
    nb_offs = isz * portions * 256 * 8
    nb_plan = -(-isz * 4 // 8) * 8
    ws = _empty((nb_bins + nb_cnt + nb_offs + nb_plan + 8 * look_words,), _U8)
    bins = _ptr(ws)
    counters = bins + nb_bins
    offs = counters + nb_cnt
    plan = offs + nb_offs
    look = (plan + nb_plan, plan + nb_plan + 4 * look_words)
    device.memset(bins, nb_bins + nb_cnt, fresh=True)
    grid = max(1, min(-(-n // _HIST_KEYS), 4 * max(device.sm_count(), 1)))
    launch.launch(kern("histogram"), grid, [_ptr(keys), n, bins, look[0], look_words],
                  fresh=True)
    launch.launch(kern("plan"), 1, [bins, offs, plan, n, numpy.int32(portions * 256)],
                  fresh=True)
    onesweep = kern("onesweep")
    gen = numpy.int32(positions is not None)
    launch_no = 0
    for p in range(isz if passes is None else passes):
        for q in range(portions):
            base = q * _PORTION
            count = min(_PORTION, n - base)
            at = offs + (p * portions + q) * 256 * 8
            nxt = at + 256 * 8 if q + 1 < portions else 0
            launch.launch(onesweep, -(-count // tile), [
                _ptr(keys), _ptr(ok), _ptr(spare), _ptr(values), _ptr(ov), _ptr(sv), plan, at,
                nxt, look[launch_no % 2], look[(launch_no + 1) % 2],
                counters + 4 * launch_no, numpy.int32(p), base, numpy.int32(count),
                look_words, gen], block=threads, fresh=True)
            launch_no += 1
    return ok, ov


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
    if ON_DEVICE:
        return _device_sort_pairs(keys, None, numpy.dtype(dtype))
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
