"""NumPy's "Mathematical functions" page: sums and products (the reduction core), clip, interp,
convolve (and correlate, which NumPy documents with it).
"""
from __future__ import annotations

import builtins
import functools
import operator

import numpy
from numpy.lib.array_utils import normalize_axis_index, normalize_axis_tuple

from .ndarray import ndarray, asarray_any, host_scalar, as_dtype
from .reduction import reduce, accumulate, keyword_out, NoValue, _numpy_dtype, _one_axis, \
    opt as _opt
from . import umath as um
from . import searching, sorting
from . import fperr
from .device import ON_DEVICE, fresh_writes as _fresh_writes
from contextlib import nullcontext as _nullcontext
from .creation import array, empty, empty_like, full, zeros, zeros_like
from .logic import all as all_, any as _any, isneginf, isposinf
from .manipulation import broadcast_to, concatenate, write_into, _new_if_scalar
from .ndarray import _empty, asarray_any, axis_index, check_dtype, ndarray, to_host, HostData, \
    from_host
from .ufunc import broadcast_or_raise, copy_into, resolve_loop
from .dispatch import fallback_call
from .scalars import result as _scalar_result, inplace, SCALAR_TYPE_SET, plain
from .._kernels.lru import LRU, dtype_key


def sum(a, axis=None, dtype=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Sum of array elements over a given axis."""
    return reduce(um.add, a, axis, dtype, out, _opt(keepdims, False), initial, _opt(where, True))


def prod(a, axis=None, dtype=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return the product of array elements over a given axis."""
    return reduce(um.multiply, a, axis, dtype, out, _opt(keepdims, False), initial,
                  _opt(where, True))


def _cumulative(name, np_fn, a, axis, dtype, out, ravel):
    if ravel:  # (cumsum/cumprod: the array method's arguments, as NumPy parses them)
        if axis is not None:
            axis = axis_index(axis)  # (one integer axis: NumPy's TypeError)
        if out is not None and (not isinstance(out, ndarray) or isinstance(out, numpy.generic)):
            raise TypeError("output must be an array")  # (a device scalar is none)
    if not isinstance(a, ndarray):
        a = asarray_any(a)  # (a subclass stays: accumulate's result is its __array_wrap__'s)
    if a.ndim == 0:
        a = a.reshape(1)
    if axis is None:
        if ravel or a.ndim == 1:
            a, axis = a.ravel(), 0
        else:
            raise ValueError("For arrays which have more than one dimension ``axis`` argument "
                             "is required.")
    axis = _one_axis(a, axis, "accumulate")  # (its errors come before dtype='s warning)
    rdt = _numpy_dtype(np_fn, a.dtype, None if dtype is None else as_dtype(dtype))
    if out is not None and dtype is None:
        rdt = None  # (out is the loop's first operand: accumulate promotes it with a's dtype)
    return accumulate(getattr(um, name), a, axis, None, out, result_dtype=rdt)


def cumsum(a, axis=None, dtype=None, out=None):
    """Return the cumulative sum of the elements along a given axis."""
    return _cumulative("add", numpy.cumsum, a, axis, dtype, out, True)


def cumprod(a, axis=None, dtype=None, out=None):
    """Return the cumulative product of elements along a given axis."""
    return _cumulative("multiply", numpy.cumprod, a, axis, dtype, out, True)


def _cumulative_initial(name, np_fn, x, axis, dtype, out, include_initial):
    if not isinstance(x, ndarray):
        x = asarray_any(x)
    if not include_initial:  # (NumPy's accumulate, out= by name)
        return _cumulative(name, np_fn, x, axis, dtype, keyword_out(out), False)
    ax = 0 if axis is None or x.ndim == 0 else axis
    if out is not None:
        # NumPy's way: the scan into out's slots after the first along the axis (out indexed
        # with one item per dimension of the input: an out of fewer is its IndexError), then
        # the initial value into the first (out's errors are its indexing's and accumulate's)
        if axis is None and x.ndim >= 2:
            raise ValueError("For arrays which have more than one dimension ``axis`` argument "
                             "is required.")
        ax = 0 if axis is None else axis   # (of NumPy's atleast_1d(x): a 0-d x too)
        item = [slice(None)] * builtins.max(x.ndim, 1)
        item[ax] = slice(1, None)   # (a list's item: NumPy's errors for a bad axis)
        _cumulative(name, np_fn, x, ax, dtype, out[tuple(item)], False)
        item[ax] = 0
        out[tuple(item)] = 0 if name == "add" else 1
        return out
    res = _cumulative(name, np_fn, x, axis, dtype, None, False)
    first = list(res.shape)
    first[ax if ax >= 0 else ax + res.ndim] = 1
    return concatenate([full(first, 0 if name == "add" else 1, res.dtype), res], axis=ax)


def cumulative_sum(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    """Return the cumulative sum of the elements along a given axis."""
    return _cumulative_initial("add", numpy.cumulative_sum, x, axis, dtype, out, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    """Return the cumulative product of elements along a given axis."""
    return _cumulative_initial("multiply", numpy.cumulative_prod, x, axis, dtype, out,
                               include_initial)


# ================================================================ clip
_NoValue = NoValue


def _weak_key(x):
    """What NumPy's dtype resolution sees for an operand (Python scalars stay weak, NEP 50)."""
    if type(x) in (int, float, complex):
        return type(x)
    if type(x) is bool:
        return numpy.dtype(bool)
    if hasattr(x, "dtype"):
        return x.dtype
    return numpy.asarray(to_host(x)).dtype


def clip(a, a_min=_NoValue, a_max=_NoValue, out=None, *, min=_NoValue, max=_NoValue, **kwargs):
    """Clip (limit) the values in an array."""
    if a_min is _NoValue and a_max is _NoValue:
        a_min = None if min is _NoValue else min
        a_max = None if max is _NoValue else max
    elif a_min is _NoValue:
        raise TypeError("clip() missing 1 required positional argument: 'a_min'")
    elif a_max is _NoValue:
        raise TypeError("clip() missing 1 required positional argument: 'a_max'")
    elif min is not _NoValue or max is not _NoValue:
        raise ValueError("Passing `min` or `max` keyword argument when `a_min` and `a_max` are "
                         "provided is forbidden.")
    a = a if isinstance(a, ndarray) else asarray_any(a)
    lo, hi = a_min, a_max
    if a._dtype.kind in "iu":
        # Python ints past the dtype's range bound nothing (NEP 50: no value-based promotion)
        info = numpy.iinfo(a._dtype)
        if type(lo) is int and lo <= info.min:
            lo = None
        if type(hi) is int and hi >= info.max:
            hi = None
    if lo is None and hi is None:
        return um.positive(a, out=out, **kwargs)
    if lo is None:
        return um.minimum(a, hi, out=out, **kwargs)
    if hi is None:
        return um.maximum(a, lo, out=out, **kwargs)
    # NumPy's clip is one three-operand ufunc: its loop dtype comes from all three operands
    # (and out=, dtype=, signature=), then clip(x) = minimum(maximum(x, lo), hi) in that loop.
    outs = out if isinstance(out, tuple) else (out,)
    out_dt = outs[0].dtype if outs[0] is not None and hasattr(outs[0], "dtype") else None
    casting = kwargs.get("casting", "same_kind")
    res_kw = {}
    if kwargs.get("dtype") is not None:
        res_kw["signature"] = (None, None, None, numpy.dtype(kwargs["dtype"]))
    elif kwargs.get("signature") is not None:
        res_kw["signature"] = kwargs["signature"]
    loop, plain = _clip_loop(_weak_key(a), _weak_key(lo), _weak_key(hi), out_dt, casting,
                             res_kw.get("signature"))
    sig = loop[:2] + loop[3:]
    rest = {k: v for k, v in kwargs.items() if k not in ("dtype", "signature")}
    try:
        if loop[0].kind == "c":
            res = _clip_complex(a, lo, hi, loop[0])
            return um.positive(res, out=out, signature=(loop[0], loop[3]), **rest)
        if plain and not rest:
            # maximum and minimum pick clip's loop by themselves: their lean paths
            return um.minimum(um.maximum(a, lo), hi, out=out)
        inner = {k: v for k, v in rest.items() if k in ("where", "casting")}
        t = um.maximum(a, lo, out=None, signature=sig, **inner)  # (out=None: a where= mask
        # of clip's own, no warning of NumPy 2.4's for a where= without out=)
        return um.minimum(t, hi, out=out, signature=sig, **rest)
    except ValueError:
        # NumPy's clip is one ufunc: its message names the three operands' shapes (and out's)
        where = kwargs.get("where", True)
        broadcast_or_raise([a._shape, numpy.shape(lo), numpy.shape(hi)]
                           + [numpy.shape(o) for o in outs if o is not None]
                           + ([numpy.shape(where)] if where is not True else []))
        raise


_clip_loops = LRU(1024)


def _clip_loop(ka, klo, khi, out_dt, casting, signature):
    """NumPy's loop of clip for these operand keys (``_weak_key``), and whether
    ``maximum(a, lo)`` then ``minimum(t, hi)`` resolve to that loop without a signature."""
    key = dtype_key(ka, klo, khi, out_dt, casting, signature)
    hit = _clip_loops.get(key)
    if hit is None:
        kw = {} if signature is None else {"signature": signature}
        loop = resolve_loop(numpy._core.umath.clip, (ka, klo, khi, out_dt), casting, kw)
        sig = loop[:2] + loop[3:]
        try:
            plain = (out_dt is None and signature is None and casting == "same_kind"
                     and numpy.maximum.resolve_dtypes((ka, klo, None)) == sig
                     and numpy.minimum.resolve_dtypes((sig[2], khi, None)) == sig)
        except TypeError:  # (no loop for the pair alone: keep the signature)
            plain = False
        hit = (loop, plain)
        _clip_loops.put(key, hit)
    return hit


def _clip_complex(a, lo, hi, dt):
    """NumPy's complex clip: lexicographic order; a NaN (either part) in ``a`` is kept, and a
    bound is taken when ``a`` is not strictly beyond it (NaN parts of a bound do not spread
    unless the real parts tie)."""

    def cplx(v):
        return v.astype(dt, copy=False) if isinstance(v, ndarray) else (
            asarray_any(v).astype(dt, copy=False) if not isinstance(v, (int, float, complex))
            else asarray_any(numpy.asarray(v, dtype=dt)))

    def beyond(x, b, cmp):
        # x has a NaN part, or x cmp b lexicographically
        xr, xi, br, bi = x.real, x.imag, b.real, b.imag
        nan = um.logical_or(um.isnan(xr), um.isnan(xi))
        lex = um.logical_or(cmp(xr, br), um.logical_and(um.equal(xr, br), cmp(xi, bi)))
        return um.logical_or(nan, lex)

    x = cplx(a)
    lo, hi = cplx(lo), cplx(hi)
    t = searching.where(beyond(x, lo, um.greater), x, lo)
    return searching.where(beyond(t, hi, um.less), t, hi)


# ================================================================ interp
def _one_d(v):
    """``v`` as a 1-d device array, with the errors of NumPy's C conversion to one dimension
    (interp's and convolve's operands)."""
    seq = not isinstance(v, (ndarray, numpy.ndarray))
    v = v if isinstance(v, ndarray) else asarray_any(v)
    _check_one_d(v._ndim, seq)
    return v


def _check_one_d(nd, seq):
    if nd > 1:
        if seq:   # (a nested sequence)
            raise ValueError("setting an array element with a sequence. The requested array "
                             "would exceed the maximum number of dimension of 1.")
        raise ValueError("object too deep for desired array")
    if nd < 1:
        raise ValueError("object of too small depth for desired array")


def _c_float(v, dtype, one_d=False):
    """``v`` as NumPy's C reads interp's x and xp (PyArray_ContiguousFromAny to a float dtype,
    of one dimension with ``one_d``): an array casts safely (a TypeError otherwise); a sequence
    or a scalar, NumPy's included, is read item by item into the dtype, as numpy.asarray(v,
    dtype) reads it (float() of a complex number is a TypeError, a NumPy complex scalar warns
    that it drops its imaginary part) -- after its depth is checked."""
    dtype = as_dtype(dtype)
    if _read_by_item(v):
        if one_d:
            _check_one_d(numpy.ndim(to_host(v)), not host_scalar(v))
        return _as_dtype(v, dtype)
    v = _one_d(v) if one_d else v if isinstance(v, ndarray) else asarray_any(v)
    if not numpy.can_cast(v._dtype, dtype, "safe"):
        raise TypeError("Cannot cast array data from %r to %r according to the rule 'safe'"
                        % (v._dtype, dtype))
    return v.astype(check_dtype(dtype), copy=False)


def _read_by_item(v):
    """Whether NumPy reads ``v`` into a requested dtype item by item (a sequence or a scalar)
    rather than casting an array."""
    return isinstance(v, (list, tuple, int, float, complex, str, bytes)) or host_scalar(v)


def _as_dtype(v, dtype):
    """numpy.asarray(v, dtype) on the device: a sequence or a scalar read item by item on the
    host (its errors: float() of a complex is a TypeError), an array cast (unsafely)."""
    if _read_by_item(v):
        return asarray_any(numpy.asarray(to_host(v), dtype=dtype))
    return asarray_any(v).astype(dtype, copy=False)


def _c_bound(left, right, fdt):
    """interp's ``left`` and ``right`` read as NumPy's C reads them (PyFloat_AsDouble, or
    PyComplex_RealAsDouble/ImagAsDouble for complex fp, whose rules change with the Python
    version): host scalars, NumPy's own reading of them -- its errors and warnings --
    asked of a one-point host interpolation."""
    one = numpy.zeros(1, fdt)
    return (None if left is None else numpy.interp(-1.0, [0.0], one, left=left).item(),
            None if right is None else numpy.interp(1.0, [0.0], one, right=right).item())


def interp(x, xp, fp, left=None, right=None, period=None):
    """One-dimensional linear interpolation for monotonically increasing sample points."""
    fp = fp if isinstance(fp, ndarray) else asarray_any(fp)
    cplx = fp._dtype.kind == "c"
    fdt = numpy.dtype(numpy.complex128 if cplx else numpy.float64)
    if period is not None:
        if period == 0:
            raise ValueError("period must be a non-zero value")
        period = abs(period)
        left = right = None
        x = _as_dtype(x, numpy.float64)
        xp = _as_dtype(xp, numpy.float64)
        fp = fp.astype(fdt, copy=False)
        if xp._ndim != 1 or fp._ndim != 1:
            raise ValueError("Data points must be 1-D sequences")
        if xp._shape[0] != fp._shape[0]:
            raise ValueError("fp and xp are not of the same length")
        rem = um.remainder
        x = rem(x, period)
        xp = rem(xp, period)
        order = sorting.argsort(xp)
        xp, fp = xp[order], fp[order]
        xp = concatenate((um.subtract(xp[-1:], period), xp, um.add(xp[0:1], period)))
        fp = concatenate((fp[-1:], fp, fp[0:1]))
    # (NumPy's C reads fp, then xp, then x: the first bad one gives the error)
    fp = _c_float(fp, fdt, one_d=True)
    xp = _c_float(xp, numpy.float64, one_d=True)
    x = _c_float(x, numpy.float64)
    n = xp._shape[0]
    if n == 0 and not (x._size == 0 and _interp_takes_empty()):
        raise ValueError("array of sample points is empty")
    if fp._shape[0] != n:
        raise ValueError("fp and xp are not of the same length.")
    if x._size == 0:
        return _empty(x._shape, fdt)
    left, right = _c_bound(left, right, fdt)
    if not cplx:
        return _scalar_result(_interp_real(x, xp, fp, left, right))
    re = _interp_real(x, xp, fp.real, None if left is None else left.real,
                      None if right is None else right.real, True)
    im = _interp_real(x, xp, fp.imag, None if left is None else left.imag,
                      None if right is None else right.imag, True)
    res = _empty(re._shape, numpy.complex128)
    res.real[...] = re
    # NumPy's complex interpolation at a NaN x is x + 0j (of two sample points or more: one
    # point's rule, as the real one's, gives fp's value there)
    res.imag[...] = im if xp._shape[0] == 1 else searching.where(um.isnan(x), 0.0, im)
    return _scalar_result(res)


@functools.cache
def _interp_takes_empty():
    """Whether NumPy's interp() answers an empty x without sample points (an empty result,
    NumPy 2.5's change, gh-31339) rather than raising, asked of NumPy itself once."""
    try:
        numpy.interp(numpy.empty(0), numpy.empty(0), numpy.empty(0))
    except ValueError:
        return False
    return True


def _interp_real(x, xp, fp, left, right, part=False):
    """NumPy's interpolation rule for float64 operands, elementwise on the device (silently:
    NumPy's C loop reports no floating-point errors); ``part``: a real or imaginary part of
    complex samples, whose slope NumPy's complex loop multiplies by 1 / (xr - xl)."""
    with numpy.errstate(all="ignore"):
        return _interp_real_quiet(x, xp, fp, left, right, part)


def _interp_real_quiet(x, xp, fp, left, right, part):
    where = searching.where
    n = xp._shape[0]
    first, last = xp[0], xp[n - 1]
    lval = fp[0] if left is None else left
    rval = fp[n - 1] if right is None else right
    if n == 1:
        res = where(um.less(x, first), lval, where(um.greater(x, first), rval, fp[0]))
        return res.astype(numpy.float64, copy=False)
    j = um.subtract(searching.searchsorted(xp, x, side="right"), 1)
    jc = um.minimum(um.maximum(j, 0), n - 2)
    j1 = um.add(jc, 1)
    xl, xr, fl, fr = xp[jc], xp[j1], fp[jc], fp[j1]
    if part:
        slope = um.multiply(um.subtract(fr, fl), um.divide(1.0, um.subtract(xr, xl)))
    else:
        slope = um.divide(um.subtract(fr, fl), um.subtract(xr, xl))
    res = um.add(um.multiply(slope, um.subtract(x, xl)), fl)
    # a NaN from one side (infinite slope): try the other side, then a flat segment's value
    nan = um.isnan(res)
    res = where(nan, um.add(um.multiply(slope, um.subtract(x, xr)), fr), res)
    res = where(um.logical_and(um.isnan(res), um.equal(fl, fr)), fl, res)
    res = where(um.equal(xl, x), fl, res)
    res = where(um.equal(j, n - 1), fp[n - 1], res)
    # (NumPy's search asks x > xp[-1] before x < xp[0]: the right value wins where both
    # hold, an xp that is not increasing)
    res = where(um.less(x, first), lval, res)
    res = where(um.greater(x, last), rval, res)
    res = where(um.isnan(x), x, res)
    return res.astype(numpy.float64, copy=False)


# ================================================================ convolve, correlate
#: products held at once by convolve/correlate (rows of the sliding window times its length)
CORRELATE_CHUNK = 1 << 24

_MODES = {"valid": 0, "same": 1, "full": 2}


def _corr_mode(mode):
    if isinstance(mode, str):
        m = _MODES.get(mode)
        if m is None:
            if mode[:1] in ("v", "s", "f", "V", "S", "F"):
                raise ValueError("Use one of 'valid', 'same', or 'full' for convolve/correlate mode")
            raise ValueError("mode must be one of 'valid', 'same', or 'full' (got %r)" % (mode,))
        return m
    if isinstance(mode, (int, numpy.integer)):
        if int(mode) not in (0, 1, 2):
            raise ValueError("integer convolve/correlate mode must be 0, 1, or 2")
        return int(mode)
    raise TypeError("convolve/correlate mode not understood")


def _corr_dtype(a, v):
    """The dtype correlate and convolve compute in.  Datetimes, and timedeltas beside a dtype
    they do not promote with, follow NumPy's own rules (its products of Python objects,
    "function not available for this data type"): NumPy's function on the host."""
    kinds = (a._dtype.kind, v._dtype.kind)
    if "M" in kinds:
        raise HostData("correlation of %s data" % (a._dtype if kinds[0] == "M" else v._dtype))
    try:
        dt = numpy.result_type(a._dtype, v._dtype)
    except TypeError:
        if "m" in kinds:
            raise HostData("correlation of timedelta64 data") from None
        raise
    # (NumPy 2.4 takes timedeltas as generic ones: each operand's counts as they are)
    return _timedelta_result(dt) if dt.kind == "m" else dt


def _corr_1d(v, dtype, which):
    v = _one_d(v)
    if v._size == 0:
        raise ValueError("%s array argument cannot be empty" % which)
    return v.astype(dtype, copy=False)


_GENERIC_TD = []


def _timedelta_result(dt):
    """The dtype of NumPy's correlate/convolve of timedelta64 ``dt`` operands: ``dt`` (2.5),
    or the generic timedelta64 (2.4 drops the unit; the counts are ``dt``'s), asked of the
    installed NumPy once."""
    if not _GENERIC_TD:
        one = numpy.ones(1, "m8[s]")
        _GENERIC_TD.append(numpy.correlate(one, one).dtype == numpy.dtype("m8"))
    return numpy.dtype("m8") if _GENERIC_TD[0] else dt


#: NumPy's correlate of two sequences, v not conjugated (numpy.convolve's: mode 0, 1 or 2)
_np_correlate = numpy._core.multiarray.correlate
#: float and complex sequences on the host device: NumPy's loop (tests turn it off to run the
#: device's window sums on the host)
HOST_NUMPY_CORRELATE = not ON_DEVICE


def _sliding_dot(x, y, mode):
    """out[k] = sum_j xz[k + j] * y[j], xz being x with the zeros ``mode`` adds (len(x) >= len(y)).

    A window view of the zero-padded x (rows overlap: both strides one element) times y,
    reduced along the window in chunks of at most CORRELATE_CHUNK products.  float16 is
    accumulated in float32 and bool as logical or/and, as NumPy's dot loops do.
    """
    dt = x._dtype
    if HOST_NUMPY_CORRELATE and dt.kind in "fc":
        # (the host device: NumPy's own loop, a dot of each output's overlap (BLAS's, or its
        # unrolled sums for short kernels); a window's pairwise sum differs in the last bits
        # from 8 taps on. No floating-point errors reported, as NumPy's C loops.)
        with numpy.errstate(all="ignore"):
            return from_host(_np_correlate(x._host_view(), y._host_view(), mode))
    if dt.kind == "m":  # (NumPy's timedelta64 dot multiplies and sums the int64 counts)
        i8 = numpy.dtype(numpy.int64)
        return _sliding_dot(x.view(i8), y.view(i8), mode).view(_timedelta_result(dt))
    acc = numpy.dtype(numpy.float32) if dt == numpy.float16 else dt
    n, m = x._shape[0], y._shape[0]
    if mode == 0:
        lpad = rpad = 0
    elif mode == 1:
        lpad = m // 2
        rpad = m - 1 - lpad
    else:
        lpad = rpad = m - 1
    rows = n + lpad + rpad - m + 1
    if lpad or rpad or acc != dt or not x._flags_c():
        xz = zeros((n + lpad + rpad,), acc)
        xz[lpad:lpad + n] = x
    else:
        xz = x
    y = y.astype(acc, copy=False)
    s = acc.itemsize
    windows = xz._view((rows, m), (s, s), xz._offset)
    segments = [(0, rows, None)]
    if (lpad or rpad) and acc.kind in "fc":
        # (NumPy multiplies only where the sequences overlap: a padded zero times an inf or a
        # NaN of y is a NaN it never forms, so the rows that reach the padding sum where x is)
        valid = zeros((n + lpad + rpad,), numpy.bool_)
        valid[lpad:lpad + n] = True
        inside = valid._view((rows, m), (1, 1), valid._offset)
        segments = [(0, lpad, inside), (lpad, rows - rpad, None), (rows - rpad, rows, inside)]
    res = _empty((rows,), acc)
    step = builtins.max(1, CORRELATE_CHUNK // m)
    mul = um.multiply
    with numpy.errstate(all="ignore"):   # NumPy's C loops report no floating-point errors
        for s0, s1, mask in segments:
            for r0 in range(s0, s1, step):
                r1 = builtins.min(s1, r0 + step)
                prods = mul(windows[r0:r1], y)
                if acc == numpy.bool_:
                    _any(prods, axis=1, out=res[r0:r1])
                else:
                    sum(prods, axis=1, dtype=acc, out=res[r0:r1],
                        where=True if mask is None else mask[r0:r1])
        # (float16's float32 sums go back to float16 silently too: NumPy's HALF_dot rounds
        # each sum to half without a floating-point check, an overflow to inf included)
        return res.astype(dt, copy=False)


def correlate(a, v, mode="valid"):
    """Cross-correlation of two 1-dimensional sequences (v conjugated, as NumPy's)."""
    m = _corr_mode(mode)
    a_ = a if isinstance(a, ndarray) else asarray_any(a)
    v_ = v if isinstance(v, ndarray) else asarray_any(v)
    dt = _corr_dtype(a_, v_)
    a_ = _corr_1d(a_, dt, "first")
    v_ = _corr_1d(v_, dt, "second")
    if dt.kind == "c":
        v_ = um.conjugate(v_)
    if v_._shape[0] > a_._shape[0]:
        return _sliding_dot(v_, a_, m)[::-1].copy()
    return _sliding_dot(a_, v_, m)


def convolve(a, v, mode="full"):
    """Discrete, linear convolution of two one-dimensional sequences."""
    a_ = a if isinstance(a, ndarray) else asarray_any(a)
    v_ = v if isinstance(v, ndarray) else asarray_any(v)
    if a_._ndim == 0:
        a_ = a_.reshape(1)
    if v_._ndim == 0:
        v_ = v_.reshape(1)
    if a_._ndim == 1 and a_._size == 0:
        raise ValueError("a cannot be empty")
    if v_._ndim == 1 and v_._size == 0:
        raise ValueError("v cannot be empty")
    if v_._ndim == 1 and a_._ndim == 1 and v_._shape[0] > a_._shape[0]:
        a_, v_ = v_, a_
    m = _corr_mode(mode)
    dt = _corr_dtype(a_, v_)
    a_ = _corr_1d(a_, dt, "first")
    v_ = _corr_1d(v_, dt, "second")
    return _sliding_dot(a_, v_[::-1], m)


def _replace_nan(a, val):
    """A copy of inexact ``a`` with its NaNs set to ``val``, and the NaN mask (else a, None)."""
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    if a._dtype.kind not in "fc":
        return a, None
    mask = um.isnan(a)
    if type(a) in SCALAR_TYPE_SET:
        a = plain(a)  # (NumPy's asanyarray of a scalar: a 0-d array, which the copy below is)
    a = a.copy(order="K")  # (NumPy's array(a, copy=True): the input's layout)
    write_into(a, val, where=mask)
    return a, mask


def nansum(a, axis=None, dtype=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Sum of array elements over a given axis, treating NaNs as zero."""
    a, _ = _replace_nan(a, 0)
    return sum(a, axis, dtype, out, _opt(keepdims, False), initial, _opt(where, True))


def nanprod(a, axis=None, dtype=None, out=None, keepdims=NoValue, initial=NoValue,
            where=NoValue):
    """Product of array elements over a given axis, treating NaNs as one."""
    a, _ = _replace_nan(a, 1)
    return prod(a, axis, dtype, out, _opt(keepdims, False), initial, _opt(where, True))


def nancumsum(a, axis=None, dtype=None, out=None):
    """Cumulative sum of array elements over a given axis, treating NaNs as zero."""
    a, _ = _replace_nan(a, 0)
    return cumsum(a, axis=axis, dtype=dtype, out=out)


def nancumprod(a, axis=None, dtype=None, out=None):
    """Cumulative product of array elements over a given axis, treating NaNs as one."""
    a, _ = _replace_nan(a, 1)
    return cumprod(a, axis=axis, dtype=dtype, out=out)


def diff(a, n=1, axis=-1, prepend=NoValue, append=NoValue):
    """The n-th discrete difference along the given axis."""
    if n == 0:
        return a
    if n < 0:
        raise ValueError("order must be non-negative but got " + repr(n))
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    nd = a._ndim
    if nd == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = normalize_axis_index(axis, nd)
    parts = []
    for extra in (prepend, None, append):
        if extra is None:
            parts.append(a)
        elif extra is not NoValue:
            extra = extra if isinstance(extra, ndarray) else asarray_any(extra)
            if extra._ndim == 0:
                shape = list(a._shape)
                shape[axis] = 1
                extra = broadcast_to(extra, tuple(shape))
            parts.append(extra)
    if len(parts) > 1:
        a = concatenate(parts, axis)
    hi = tuple(slice(1, None) if d == axis else slice(None) for d in range(nd))
    lo = tuple(slice(None, -1) if d == axis else slice(None) for d in range(nd))
    op = (um.not_equal if a._dtype == bool else um.subtract)
    for _ in range(n):
        a = op(a[hi], a[lo])
    return a


def ediff1d(ary, to_end=None, to_begin=None):
    """The differences between consecutive elements of an array."""
    if not isinstance(ary, ndarray):
        ary = asarray_any(ary)
    ary = ary.reshape(-1)
    dt = ary._dtype
    if to_begin is None and to_end is None:
        return um.subtract(ary[1:], ary[:-1])
    ends = []
    for name, v in (("to_begin", to_begin), ("to_end", to_end)):
        if v is not None:
            v = v if isinstance(v, ndarray) else asarray_any(v)
            if not numpy.can_cast(v._dtype, dt, casting="same_kind"):
                raise TypeError("dtype of `%s` must be compatible with input `ary` under the "
                                "`same_kind` rule." % name)
            v = v.reshape(-1)
        ends.append(v)
    begin, end = ends
    nb = 0 if begin is None else begin._size
    ne = 0 if end is None else end._size
    nd = builtins.max(ary._size - 1, 0)
    res = _empty((nb + nd + ne,), dt)
    if nb:
        res[:nb] = begin
    if ne:
        res[nb + nd:] = end
    um.subtract(ary[1:], ary[:-1], out=res[nb:nb + nd])
    return res


# ================================================================ rounding, complex parts
def _fortran(a):
    return a._flags_f() and not a._flags_c()


def round(a, decimals=0, out=None):
    """Evenly round to the given number of decimals (NumPy's way: scale by 10**decimals, rint,
    scale back; complex parts separately; integers with decimals >= 0 are copied)."""
    a = asarray_any(a)
    decimals = operator.index(decimals)
    kind = a._dtype.kind
    given = out
    if out is not None:  # (NumPy's checks of out, before any other)
        if not isinstance(out, ndarray) or isinstance(out, numpy.generic):
            raise TypeError("output must be an array")  # (a device scalar is none)
        if out._size != a._size:
            raise ValueError("invalid output shape")
    if kind == "c":
        if out is None:
            out = empty(a._shape, a._dtype, order="F" if _fortran(a) else "C")
        # NumPy rounds each part on its own and assigns it as ``out.real = ...`` and
        # ``out.imag = ...`` do (any cast; the real part written before a real out refuses
        # the imaginary one)
        out.real = round(a.real, decimals)
        out.imag = round(a.imag, decimals)
        return out if given is not None else _scalar_result(out)
    if decimals >= 0 and kind in "iu":
        if out is None:
            return _scalar_result(a.copy(order="K"))  # (NumPy's copy keeps the layout)
        write_into(out, a)  # (NumPy's assignment: 'same_kind' casting, its broadcasting error)
        return out
    if decimals == 0:  # NumPy's shortcut: rint itself (bool gives float16, layout as rint's)
        return um.rint(a, out=out)
    scale, back = ((um.multiply, um.divide) if decimals >= 0
                   else (um.divide, um.multiply))
    f = _power_of_ten(builtins.abs(decimals))
    to_int = out is None and kind in "iu"
    if out is None:
        out = empty(a._shape, numpy.dtype("f8") if to_int else a._dtype,
                    order="F" if _fortran(a) else "C")
    with _fresh_writes() if given is None else _nullcontext():
        # (no out= given: every step writes the new array)
        r = scale(a, f, out=out)
        r = um.rint(r, out=r)
        r = back(r, f, out=r)
    r = r.astype(a._dtype, order="F" if _fortran(a) else "C") if to_int else r
    return r if given is not None else _scalar_result(r)


def _power_of_ten(n):
    """10.0**n as NumPy's round computes it (exact to 1e9, then repeated * 10: inf past range)."""
    if n <= 9:
        return 10.0 ** n
    f = 1e9
    for _ in range(n - 9):
        f *= 10.0
        if f == numpy.inf:
            break
    return f


def around(a, decimals=0, out=None):
    """Round an array to the given number of decimals (the same as ``round``)."""
    return round(a, decimals, out)


#: the installed NumPy's warning for ``np.fix`` (a deprecation in NumPy 2.5), or None
_FIX_WARNING = fperr.numpy_warning(lambda: numpy.fix(numpy.ones(1)))


def fix(x, out=None):
    """Round to nearest integer towards zero."""
    if _FIX_WARNING is not None:
        fperr.warn(_FIX_WARNING[1], _FIX_WARNING[0])
    return um.trunc(x, out=out)  # (NumPy's fix is trunc: its errors name 'trunc')


def real(val):
    """Return the real part of the complex argument."""
    try:
        return val.real
    except AttributeError:
        return asarray_any(val).real


def imag(val):
    """Return the imaginary part of the complex argument."""
    try:
        return val.imag
    except AttributeError:
        return asarray_any(val).imag


def angle(z, deg=False):
    """Return the angle of the complex argument."""
    z = asarray_any(z)
    if z._dtype.kind == "c":
        zimag, zreal = z.imag, z.real
    else:
        zimag, zreal = 0, z
    a = um.arctan2(zimag, zreal)
    if deg:
        a = inplace(um.multiply, a, a, 180 / numpy.pi)
    return a


def nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None):
    """Replace NaN with zero and infinity with large finite numbers (or the given values)."""
    in_place = copy is not None and not copy
    if in_place and isinstance(x, numpy.ndarray):
        # (a NumPy array, or a subclass of one (a memmap), written in place: NumPy's, there)
        return fallback_call(numpy.nan_to_num, (x, copy, nan, posinf, neginf), {})
    # (NumPy's array(x, copy=copy): copy=False raises where a copy is needed, a list or a scalar)
    x = array(x, copy=copy) if isinstance(x, ndarray) or in_place else asarray_any(x)
    scalar = x.ndim == 0
    if x._dtype.kind not in "fc":
        return x[()] if scalar else x
    dest = (x.real, x.imag) if x._dtype.kind == "c" else (x,)
    info = numpy.finfo(x.real.dtype)
    maxf = info.max if posinf is None else posinf
    minf = info.min if neginf is None else neginf
    for d in dest:
        idx_nan, idx_pos, idx_neg = um.isnan(d), isposinf(d), isneginf(d)
        write_into(d, nan, where=idx_nan)
        write_into(d, maxf, where=idx_pos)
        write_into(d, minf, where=idx_neg)
    return x[()] if scalar else x


def real_if_close(a, tol=100):
    """If the input is complex with all imaginary parts close to zero, return the real parts."""
    # (NumPy's asanyarray: an array itself (a subclass's too), a scalar's new writeable 0-d
    # array)
    src, a = a, _new_if_scalar(a)
    if a._dtype.kind != "c":
        return src if isinstance(src, ndarray) and type(src) not in SCALAR_TYPE_SET else a
    if tol > 1:
        tol = numpy.finfo(a._dtype).eps * tol
    # one boolean comes to the host: whether the result is real decides its dtype
    if bool(all_(um.less(um.absolute(a.imag), tol))):
        a = a.real
    return a


def sinc(x):
    """The normalized sinc function, sin(pi x) / (pi x) (1 at 0)."""
    x = numpy.pi * asarray_any(x)
    # zeros become a tiny number whose sin(y)/y is 1 (the float type's eps; 1e-20 for complex)
    tiny = numpy.finfo(x._dtype).eps if x._dtype.kind == "f" else 1e-20
    y = searching.where(x != 0, x, tiny)
    return um.sin(y) / y


def trapezoid(y, x=None, dx=1.0, axis=-1):
    """Integrate along the given axis using the composite trapezoidal rule."""
    y = asarray_any(y)
    if x is None:
        d = dx
    else:
        x = asarray_any(x)
        if x._ndim == 1:
            d = diff(x)
            shape = [1] * y._ndim
            shape[axis] = d._shape[0]
            d = d.reshape(shape)
        else:
            d = diff(x, axis=axis)
    nd = y._ndim
    hi = [slice(None)] * nd
    lo = [slice(None)] * nd
    hi[axis] = slice(1, None)
    lo[axis] = slice(None, -1)
    return (d * (y[tuple(hi)] + y[tuple(lo)]) / 2.0).sum(axis)


def _spacing(f, axes, varargs):
    """gradient's spacing per axis: a scalar, or a 1-d array of coordinate differences
    (a scalar again when they are all equal: NumPy's own check, one host bool)."""
    n, k = len(varargs), len(axes)
    if n == 0:
        return [1.0] * k
    if n == 1 and numpy.ndim(varargs[0]) == 0:
        return list(varargs) * k
    if n != k:
        raise TypeError("invalid number of arguments")
    dx = list(varargs)
    for i, d in enumerate(dx):
        if numpy.ndim(d) == 0:
            continue
        d = asarray_any(d)
        if d._ndim != 1:
            raise ValueError("distances must be either scalars or 1d")
        if d._shape[0] != f._shape[axes[i]]:
            raise ValueError("when 1d, distances must match the length of the corresponding "
                             "dimension")
        if d._dtype.kind in "iu":   # (NumPy's: integers only; bool steps stay bool, as diff's !=)
            d = d.astype(numpy.float64)
        step = diff(d)
        if bool((step == step[0]).all()):
            step = step[0]
        dx[i] = step
    return dx


def gradient(f, *varargs, axis=None, edge_order=1):
    """The gradient of an N-dimensional array: second-order central differences inside,
    first- or second-order one-sided differences at the edges."""
    f = asarray_any(f)
    nd = f._ndim
    axes = tuple(range(nd)) if axis is None else normalize_axis_tuple(axis, nd)
    dx = _spacing(f, axes, varargs)
    if edge_order > 2:
        raise ValueError("'edge_order' greater than 2 not supported")
    otype = f._dtype
    if otype.kind == "M":
        # NumPy's: the timedelta64 of the same unit, f viewed as it
        otype = numpy.dtype(otype.name.replace("datetime", "timedelta"))
        f = f.view(otype)
    elif otype.kind not in "mfc":
        if otype.kind in "iu":
            f = f.astype(numpy.float64)
        otype = numpy.dtype(numpy.float64)
    outs = []
    for ax, h in zip(axes, dx):
        if f._shape[ax] < edge_order + 1:
            raise ValueError("Shape of array too small to calculate a numerical gradient, at "
                             "least (edge_order + 1) elements are required.")

        def at(s, ax=ax):
            return tuple(s if d == ax else slice(None) for d in range(nd))
        out = empty_like(f, dtype=otype)  # (NumPy's: f's layout)
        uniform = numpy.ndim(h) == 0
        if uniform:
            out[at(slice(1, -1))] = (f[at(slice(2, None))] - f[at(slice(None, -2))]) / (2.0 * h)
        else:
            dx1, dx2 = h[0:-1], h[1:]
            shape = [1] * nd
            shape[ax] = -1
            a = (-dx2 / (dx1 * (dx1 + dx2))).reshape(shape)
            b = ((dx2 - dx1) / (dx1 * dx2)).reshape(shape)
            c = (dx1 / (dx2 * (dx1 + dx2))).reshape(shape)
            out[at(slice(1, -1))] = (a * f[at(slice(None, -2))] + b * f[at(slice(1, -1))]
                                     + c * f[at(slice(2, None))])
        if edge_order == 1:
            out[at(0)] = (f[at(1)] - f[at(0)]) / (h if uniform else h[0])
            out[at(-1)] = (f[at(-1)] - f[at(-2)]) / (h if uniform else h[-1])
        else:
            if uniform:
                a, b, c = -1.5 / h, 2.0 / h, -0.5 / h
            else:
                dx1, dx2 = h[0], h[1]
                a = -(2.0 * dx1 + dx2) / (dx1 * (dx1 + dx2))
                b = (dx1 + dx2) / (dx1 * dx2)
                c = -dx1 / (dx2 * (dx1 + dx2))
            out[at(0)] = a * f[at(0)] + b * f[at(1)] + c * f[at(2)]
            if uniform:
                a, b, c = 0.5 / h, -2.0 / h, 1.5 / h
            else:
                dx1, dx2 = h[-2], h[-1]
                a = dx2 / (dx1 * (dx1 + dx2))
                b = -(dx2 + dx1) / (dx1 * dx2)
                c = (2.0 * dx2 + dx1) / (dx2 * (dx1 + dx2))
            out[at(-1)] = a * f[at(-3)] + b * f[at(-2)] + c * f[at(-1)]
        outs.append(out)
    return outs[0] if len(axes) == 1 else tuple(outs)


def unwrap(p, discont=None, axis=-1, *, period=2 * numpy.pi):
    """Unwrap by taking the complement of large deltas with respect to the period.

    NumPy's steps on the device: the differences along ``axis`` are brought into
    ``[-period/2, period/2)`` (``mod``), ties at the boundary keep the sign of the
    difference, corrections below ``discont`` are dropped, and their cumulative sum is
    added to every element after the first.
    """
    p = asarray_any(p)
    dd = diff(p, axis=axis)
    if discont is None:
        discont = period / 2
    sl = [slice(None)] * p._ndim
    sl[axis] = slice(1, None)
    sl = tuple(sl)
    dt = numpy.result_type(dd._dtype, period)
    if numpy.issubdtype(dt, numpy.integer):
        high, rem = divmod(period, 2)
        ambiguous = rem == 0
    else:
        high = period / 2
        ambiguous = True
    low = -high
    ddmod = um.add(um.remainder(um.subtract(dd, low), period), low)
    if ambiguous:
        write_into(ddmod, high, where=um.logical_and(um.equal(ddmod, low), um.greater(dd, 0)))
    correct = um.subtract(ddmod, dd)
    write_into(correct, 0, where=um.less(um.absolute(dd), discont))
    up = array(p, copy=True, dtype=dt)
    up[sl] = um.add(p[sl], cumsum(correct, axis=axis))
    return up


def _chebyshev(x, coefs):
    # Clenshaw's recurrence in NumPy's operation order (so the rounding matches)
    b0, b1, b2 = coefs[0], 0.0, 0.0
    for c in coefs[1:]:
        b2, b1 = b1, b0
        b0 = um.add(um.subtract(um.multiply(x, b1), b2), c)
    return um.multiply(0.5, um.subtract(b0, b2))


def _i0_coefficients():
    # Cephes' Chebyshev coefficients for I0 on [0, 8] and on (8, inf) (exp(-x) I0(x)), as
    # NumPy holds them: read from NumPy, so the values are the same digits.
    from numpy.lib import _function_base_impl as fb
    return tuple(float(c) for c in fb._i0A), tuple(float(c) for c in fb._i0B)


_I0 = []


def i0(x):
    """Modified Bessel function of the first kind, order 0 (NumPy's Chebyshev expansion,
    evaluated on the device: below and above 8 on the elements that fall there)."""
    x = asarray_any(x)
    if x._dtype.kind == "c":
        raise TypeError("i0 not supported for complex values")
    if x._dtype.kind != "f":
        x = x.astype(float)
    if not _I0:
        _I0.extend(_i0_coefficients())
    a, b = _I0
    x = asarray_any(um.absolute(x))   # an array even for 0-d input (a device scalar otherwise)
    y = zeros_like(x)  # (NumPy's piecewise: x's layout)
    low = um.less_equal(x, 8.0)
    high = um.logical_not(low)
    v = x[low]
    if v._size:
        y[low] = um.multiply(um.exp(v), _chebyshev(um.subtract(um.true_divide(v, 2.0), 2), a))
    v = x[high]
    if v._size:
        y[high] = um.true_divide(
            um.multiply(um.exp(v), _chebyshev(um.subtract(um.true_divide(32.0, v), 2.0), b)),
            um.sqrt(v))
    return y
