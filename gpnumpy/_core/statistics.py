"""Order statistics and averages (NumPy's \"Statistics\" page)."""
from __future__ import annotations

import builtins
import contextlib
import functools
import operator
import types
import warnings

import numpy
from numpy.lib.array_utils import normalize_axis_index, normalize_axis_tuple

from .ndarray import (ndarray, asarray_any, _prod, to_host, multi_axis, _host_dtype, HostData,
                      keep_subclass, _above, as_dtype)
from .reduction import reduce, NoValue, opt as _opt
from .mathematical import sum as _sum, _replace_nan
from . import fperr, scalar_ops
from .device import fresh_writes as _fresh_writes
from . import umath as um
from . import creation, indexing, logic, manipulation, mathematical, products, searching, sorting
from .logic import all as _all
from .manipulation import broadcast_to, copyto, moveaxis, transpose, write_into
from .ufunc import _normalize_where
from .interop import result_type
from .scalars import as_scalar, generic, inplace, _plain_copy

# The names the quantile formulas (written once for numpy and gpnumpy) take from their xp.
_XP = types.SimpleNamespace(floor=um.floor, ceil=um.ceil, maximum=um.maximum, minimum=um.minimum,
                            where=searching.where, around=mathematical.around,
                            asarray=creation.asarray)


def max(a, axis=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return the maximum of an array or maximum along an axis."""
    return reduce(um.maximum, a, axis, None, out, _opt(keepdims, False), initial,
                  _opt(where, True))


def min(a, axis=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return the minimum of an array or minimum along an axis."""
    return reduce(um.minimum, a, axis, None, out, _opt(keepdims, False), initial,
                  _opt(where, True))


def amax(a, axis=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return the maximum of an array or maximum along an axis."""
    return max(a, axis, out, keepdims, initial, where)  # (a function of its own, as NumPy's)


def amin(a, axis=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return the minimum of an array or minimum along an axis."""
    return min(a, axis, out, keepdims, initial, where)


def mean(a, axis=None, dtype=None, out=None, keepdims=NoValue, *, where=NoValue):
    """Compute the arithmetic mean along the specified axis."""
    return _mean(a, axis, dtype, out, _opt(keepdims, False), _opt(where, True))


def _mean(a, axis, dtype, out, keepdims, where):
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    f16 = False
    if dtype is None:
        if a._dtype.kind in "biu":
            dtype = numpy.float64
        elif a._dtype == numpy.float16:
            dtype, f16 = numpy.float32, True
    nd = a._ndim
    axes = _count_axes(axis, nd, where)
    if where is True:
        count = _prod(a._shape[d] for d in axes)
    else:
        w = _normalize_where(where)
        count = _sum(w._broadcast_to(a._shape) if w._shape != a._shape else w,
                    axis=axes, dtype=numpy.intp, keepdims=keepdims)
    if count == 0 if where is True else _host_bool(um.equal(count, 0).any()):
        fperr.warn("Mean of empty slice")
    total = _sum(a, axes, dtype, out, keepdims, NoValue, where)
    if where is True:
        count = _divisor(count, total, f16)
    div = um.divide
    if out is not None:
        div(total, count, out=out, casting="unsafe")
        return out
    if not isinstance(total, ndarray):
        return total / count  # (a subclass's own __array_ufunc__ answered the sum: NumPy's)
    if total._ndim:
        # NumPy divides an array of sums in place (true_divide's out=, unsafe): a cast into an
        # integer dtype= is the divide's ("invalid value encountered in divide")
        res = div(total, count, out=total, casting="unsafe")
    else:
        with _scalar_divide(total):
            res = div(total, count)
        if not f16 and res._dtype != total._dtype:
            # NumPy's ret.dtype.type(ret / rcount): the sum's type (float32 / a where= count's
            # intp is float64, cast back)
            res = res.astype(total._dtype)
    if f16:
        res = res.astype(numpy.float16)  # (a scalar's astype is a scalar)
    return res


def _divisor(n, total, f16):
    """mean's count ``n`` as the divisor of the sums ``total``.  NumPy's is an intp, a typed
    operand: float32 sums divide in float64, complex64 ones in complex128, each cast back.  A
    Python int (weak: the ufunc's lean path) divides alike where the sums' own division rounds
    to the same value: float64, complex128 and integer sums, and float16/float32 sums by a count
    their type holds exactly (a quotient of p-bit numbers rounded to float64, then to p bits, is
    rounded once); float16 data's mean (float64 to float16 at once) takes the intp."""
    if not isinstance(total, ndarray):  # (a subclass's own __array_ufunc__ answered the sum)
        return numpy.intp(n)
    dt = total._dtype
    if f16 or (dt.kind == "c" and dt.itemsize < 16) or (
            dt.kind == "f" and dt.itemsize < 8 and n >= 2 ** (numpy.finfo(dt).nmant + 1)):
        return numpy.intp(n)
    return n


def _scalar_divide(ret, out=None, count=numpy.dtype(numpy.intp)):
    """The error names of NumPy's ``ret / rcount`` (mean, var): where ``ret`` is a scalar (no
    ``out``) neither bool, datetime nor timedelta and one of its dtype and the count's (intp,
    or float64 for a float ddof) casts safely to the other, NumPy's scalar math ("... in scalar
    divide"); else the array path ("... in divide")."""
    dt = ret._dtype
    if ret._ndim == 0 and out is None and dt.kind not in "bmM" and (
            numpy.can_cast(count, dt) or numpy.can_cast(dt, count)):
        return fperr.scalar_math()
    return contextlib.nullcontext()


# --------------------------------------------------------------------------------------------
# Helpers.  Functions that other engineers build (sort, argsort, searchsorted, where, cumsum,
# argmin, argmax, ufunc.at, advanced indexing) are reached through the namespace at call time.
# --------------------------------------------------------------------------------------------
def _arr(a):
    return a if isinstance(a, ndarray) else asarray_any(a)


def _axes(axis, nd):
    return tuple(range(nd)) if axis is None else multi_axis(axis, nd)


def _count_axes(axis, nd, where):
    """mean's and var's axes: without where=, NumPy's _count_reduce_items reads each axis
    through normalize_axis_index first (its TypeError for a float: "integer argument ...");
    with it, its counts and sums are ufunc.reduce's, which takes axis 0 or -1 (an int, no
    tuple) of a 0-d array."""
    if axis is None:
        return tuple(range(nd))
    if where is True:
        for ax in axis if type(axis) is tuple else (axis,):
            normalize_axis_index(ax, nd)
    elif nd == 0 and not isinstance(axis, (tuple, list)) and operator.index(axis) in (0, -1):
        return ()
    return multi_axis(axis, nd)


def _host_bool(x):
    # A decision NumPy takes on the host (a warning, an error): one boolean crosses over.
    return bool(x)


def _host_scalar(x):
    """A 0-d device result as the NumPy scalar of its dtype (for edges, widths, counts)."""
    return x.get()[()] if isinstance(x, ndarray) else x


# --------------------------------------------------------------------------------------------
# count_nonzero, ptp, var, std, average
# --------------------------------------------------------------------------------------------
def count_nonzero(a, axis=None, *, keepdims=False):
    """Counts the number of non-zero values in the array ``a``."""
    a = _arr(a)
    b = a if a._dtype == numpy.bool_ else a.astype(numpy.bool_)
    # (NumPy's hands keepdims on to the sum method: np._NoValue is a value there)
    return reduce(um.add, b, axis, numpy.intp, None, keepdims)


def ptp(a, axis=None, out=None, keepdims=NoValue):
    """Range of values (maximum - minimum) along an axis."""
    keepdims = _opt(keepdims, False)
    hi = reduce(um.maximum, a, axis, None, out, keepdims)
    lo = reduce(um.minimum, a, axis, None, None, keepdims)
    return um.subtract(hi, lo, out=out)


def _ddof(ddof, correction):
    if correction is not NoValue:
        if ddof != 0:
            raise ValueError("ddof and correction can't be provided simultaneously.")
        return correction
    return ddof


def _var(a, axis, dtype, out, ddof, keepdims, where, mean):
    """NumPy's variance: mean, squared deviations (real for complex), sum, / (count - ddof)."""
    a = _arr(a)
    axes = _count_axes(axis, a._ndim, where)
    if where is True:
        rcount = numpy.intp(_prod(a._shape[d] for d in axes))
        few = ddof >= rcount
    else:
        w = _normalize_where(where)
        rcount = _sum(w._broadcast_to(a._shape) if w._shape != a._shape else w, axes,
                      numpy.intp, None, keepdims)
        few = _host_bool(um.greater_equal(ddof, rcount).any())
    if few:
        fperr.warn("Degrees of freedom <= 0 for slice")
    if dtype is None and a._dtype.kind in "biu":
        dtype = numpy.float64
    div = um.divide
    if mean is NoValue or mean is None:
        m = _sum(a, axes, dtype, None, True, NoValue, where)
        with _fresh_writes():  # (the new sum)
            m = inplace(div, m, m, rcount if not isinstance(rcount, ndarray) else
                        rcount.reshape(m._shape), casting="unsafe")
    else:
        m = mean
    x = um.subtract(a, m)
    mul = um.multiply
    if x._dtype.kind == "c":
        re, im = x.real, x.imag
        x = um.add(mul(re, re), mul(im, im))
    else:
        with _fresh_writes():  # (the new difference)
            x = inplace(um.square, x, x)  # (NumPy's _var: its errors are "... in square")
    ret = _sum(x, axes, dtype, out, keepdims, NoValue, where)
    if isinstance(rcount, ndarray):
        dof = um.maximum(um.subtract(rcount, ddof), 0)
    else:
        dof = numpy.maximum(rcount - ddof, 0)
    with _scalar_divide(ret, out, numpy.result_type(dof)), \
            _fresh_writes() if out is None else contextlib.nullcontext():
        ret = inplace(div, ret, ret, dof, casting="unsafe")  # (the new sum, or out)
    return ret


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=NoValue, *, where=NoValue,
        mean=NoValue, correction=NoValue):
    """Compute the variance along the specified axis."""
    return _var(a, axis, dtype, out, _ddof(ddof, correction), _opt(keepdims, False),
                _opt(where, True), mean)


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=NoValue, *, where=NoValue,
        mean=NoValue, correction=NoValue):
    """Compute the standard deviation along the specified axis."""
    ret = _var(a, axis, dtype, out, _ddof(ddof, correction), _opt(keepdims, False),
               _opt(where, True), mean)
    return _root(ret)


def _root(var):
    """std from a variance as NumPy's std and nanstd: an array's root goes into itself; a
    scalar's is var.dtype.type(sqrt(var)), the root in sqrt's own loop and then cast
    (std(ints, dtype=int) is an int)."""
    if isinstance(var, generic):
        r = um.sqrt(var)
        return r if r._dtype == var._dtype else r.astype(var._dtype)
    return inplace(um.sqrt, var, var)


def _weights_valid(weights, a, axis):
    """NumPy's weight checks; weights of an axis are laid out to broadcast against ``a``."""
    w = _arr(weights)
    if w._shape != a._shape:
        if axis is None:
            raise TypeError("Axis must be specified when shapes of a and weights differ.")
        if w._shape != tuple(a._shape[ax] for ax in axis):
            raise ValueError("Shape of weights must be consistent with shape of a along "
                             "specified axis.")
        r = transpose(w, tuple(int(i) for i in numpy.argsort(axis)))
        # (NumPy's wgt.transpose().reshape(): methods, a subclass's weights stay its)
        w = keep_subclass(w, r.reshape(tuple(s if ax in axis else 1
                                             for ax, s in enumerate(a._shape))))
    return w


def average(a, axis=None, weights=None, returned=False, *, keepdims=NoValue):
    """Compute the weighted average along the specified axis."""
    a = _arr(a)
    if axis is not None:
        axis = normalize_axis_tuple(axis, a._ndim, argname="axis")
    kd = _opt(keepdims, False)
    if weights is None:
        avg = mean(a, axis, keepdims=kd)
        scl = asarray_any(numpy.asarray(avg._dtype.type(a._size / avg._size)))
        if scl._shape == avg._shape:
            scl = as_scalar(scl)  # NumPy's avg.dtype.type(...): a scalar where avg is 0-d
    else:
        wgt = _weights_valid(weights, a, axis)
        if a._dtype.kind in "bium":  # (NumPy's np.integer: timedelta64 is one)
            rdt = numpy.result_type(a._dtype, wgt._dtype, "f8")
        else:
            rdt = numpy.result_type(a._dtype, wgt._dtype)
        scl = _sum(wgt, axis, rdt, None, kd)
        if _host_bool((scl == 0.0).any()):
            raise ZeroDivisionError("Weights sum to zero, can't be normalized")
        # (NumPy's ``/``: of two scalars, a scalar's division and its warnings' words)
        avg = _sum(um.multiply(a, wgt, dtype=rdt), axis, None, None, kd) / scl
    if returned:
        if scl._shape != avg._shape:
            # (NumPy's broadcast_to(..., subok=True): a subclass's weight sums stay its)
            scl = keep_subclass(scl, broadcast_to(scl, avg._shape).copy())
        return avg, scl
    return avg


# --------------------------------------------------------------------------------------------
# median, percentile, quantile (sorted on the device; the sample positions are computed from
# the host values of q, or on the device when they differ per slice, as for the nan-functions)
# --------------------------------------------------------------------------------------------
@functools.cache
def _all_nan_in_own_dtype():
    """Whether the installed NumPy's nanquantile of an all-NaN sample is NaN in the sample's
    dtype (before 2.5.5) rather than the quantile's usual dtype; asked of NumPy once."""
    with numpy.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        r = numpy.nanquantile(numpy.full(2, numpy.nan, numpy.float16), [0.5])
    return r.dtype == numpy.float16


@functools.cache
def _merges_by_size():
    """Whether the installed NumPy merges a median's axes by their size (NumPy 2.5.5: the
    median of (2, 0, 3) over axes (0, 2) is an empty array) or by -1, which cannot reshape an
    empty array whose kept axis is empty (earlier releases: ValueError); asked of NumPy once."""
    try:
        with numpy.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            numpy.median(numpy.ones((2, 0, 3)), axis=(0, 2))
    except ValueError:
        return False
    return True


def _partition_input(a, axis):
    """overwrite_input=True: NumPy partitions the input itself (``a.partition``, or
    ``a.ravel().partition`` with axis None: a view of a C-contiguous input only), leaving its
    values in an order it does not define (here: sorted, which is one), and refuses a read-only
    input.  Device scalars are values: NumPy's asanyarray makes a new array of one.  Returns
    whether ``a`` is now sorted along ``axis`` (flat for None): the caller's sort is then saved,
    as NumPy's overwrite_input saves its copy."""
    if type(a) in _above.scalar_types or (axis is None and not a._flags_c()):
        return False
    if not a._writeable():
        raise ValueError("partition array is read-only")
    (a.reshape(-1) if axis is None else a).sort(axis=-1 if axis is None else axis)
    return True


def _ureduce(a, func, keepdims, axis, out, weights=None, overwrite=False, **kw):
    """Several axes as one trailing axis; ``keepdims`` and ``out`` around ``func`` (NumPy's);
    ``overwrite``: partition the input in place first, as NumPy's overwrite_input=True."""
    keepdims = _opt(keepdims, False)
    nd = a._ndim
    given = out
    if axis is not None:
        axis = normalize_axis_tuple(axis, nd)
        if keepdims and out is not None:
            out = out[(Ellipsis,) + tuple(0 if i in axis else slice(None) for i in range(nd))]
        if len(axis) == 1:
            ax = axis[0]
        else:
            keep = sorted(set(range(nd)) - set(axis))
            k = len(keep)

            def merged(x):
                x = moveaxis(x, keep, list(range(k)))
                return x.reshape(x._shape[:k] + (_prod(x._shape[k:]) if _merges_by_size()
                                                 else -1,))
            a = merged(a)
            if weights is not None:
                weights = merged(weights)
            ax = -1
    else:
        ax = None
        if keepdims and out is not None:
            out = out[(Ellipsis,) + (0,) * nd]
    if weights is not None:
        kw["weights"] = weights
    if overwrite and _partition_input(a, ax):
        kw["presorted"] = True
    r = func(a, axis=ax, out=out, **kw)
    if given is not None:
        return given
    if keepdims:
        idx = (None,) * nd if axis is None else tuple(None if i in axis else slice(None)
                                                      for i in range(nd))
        r = _arr(r)[(Ellipsis,) + idx]
    return r


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """Compute the median along the specified axis."""
    return _ureduce(_arr(a), _median, keepdims, axis, out, overwrite=overwrite_input)


def _median(a, axis=None, out=None, presorted=False):
    # the middle one or two of the sorted slice, averaged by mean (its dtype rules)
    # (``presorted``: ``a`` is sorted already, overwrite_input's)
    sort = (lambda x, axis: x) if presorted else sorting.sort
    if axis is None:
        part, axis = sort(a.reshape(-1), axis=-1), 0
    else:
        part = sort(a, axis=axis)
    n = part._shape[axis]
    h = n // 2
    sl = [slice(None)] * part._ndim
    sl[axis] = slice(h, h + 1) if n % 2 else slice(h - 1, h + 1)
    t = type(a)
    if t is not ndarray and getattr(t, "mean", ndarray.mean) is not ndarray.mean \
            and t not in _above.scalar_types:
        # NumPy's np.mean of the middle of a subclass: the subclass's own mean
        res = keep_subclass(a, part[tuple(sl)]).mean(axis=axis, out=out)
        if not isinstance(res, ndarray):
            return res
        new = False  # (what the subclass's mean gives: not known to be new)
    else:
        res = mean(part[tuple(sl)], axis=axis, out=out)
        new = out is None
    if a._dtype.kind in "fcmM" and n > 0:
        # a NaN (NaT) sorts last: the slices holding one give NaN (NaT), as NumPy's nancheck
        sl[axis] = -1
        last = part[tuple(sl)]
        with _fresh_writes() if new else contextlib.nullcontext():
            write_into(res, last, where=um.isnan(last), casting="unsafe")  # (the new mean, or out)
    return res


def _lerp(a, b, t, t1, upper, scalar=False, weak=False, odt=None):
    """NumPy's two-sided interpolation: a + (b-a)*t, or b - (b-a)*(1-t) where t >= 0.5.
    ``scalar``: NumPy's a and b are scalars (a 0-d q, NumPy interpolating one slice at a time),
    whose operators name their errors 'scalar subtract', and 'scalar multiply' where t is a
    Python float (``weak``: a Python number q); its add and subtract are ufuncs'.  ``odt``: the
    dtype of quantile's out=, which NumPy's add writes (where its same_kind cast allows) and
    its subtract then computes in (dtype=type(out.dtype))."""
    scalar_math = fperr.scalar_math if scalar else contextlib.nullcontext
    with scalar_math():
        if scalar and a._dtype.kind in "iu":
            diff = _scalar_subtract(b, a)
        else:
            diff = um.subtract(b, a)
    with scalar_math() if weak else contextlib.nullcontext():
        dt, dt1 = um.multiply(diff, t), um.multiply(diff, t1)
    res = um.add(a, dt)
    if odt is not None and odt != res._dtype and numpy.can_cast(res._dtype, odt, "same_kind"):
        res = res.astype(odt)
    # (NumPy's dtype=type(res.dtype): the DType class, which timedelta64 units pass)
    return inplace(um.subtract, res, b, dt1, where=upper, casting="unsafe",
                   dtype=type(res._dtype))


def _scalar_subtract(b, a):
    """``b - a`` of integers as NumPy's scalar math of each slice's pair (the nan-functions
    take one slice at a time): an overflow reported as 'scalar subtract' under the error
    state, once per call."""
    if a._ndim == 0:
        return scalar_ops.call(um.subtract, (b, a))
    diff = um.subtract(b, a)
    st = fperr.state()
    if st.check & fperr.OVER and diff._size:
        if a._dtype.kind == "u":
            over = um.less(b, a)
        else:  # (the operands' signs differ and the result's is not b's)
            over = um.less(um.bitwise_and(um.bitwise_xor(b, a), um.bitwise_xor(b, diff)), 0)
        if _host_bool(logic.any(over)):
            fperr.flush()
            fperr.report(fperr.name_prefix() + "subtract", fperr.OVER, st)
    return diff


def _floor_pair(xp, index, cond):
    """Discrete methods: floor(index) or floor(index)+1 by ``cond``, negative indices to 0."""
    prev = xp.floor(index)
    res = xp.where(cond(xp, index - prev, index), prev, prev + 1).astype(numpy.intp)
    return xp.maximum(res, 0)


def _continuous(alpha, beta):
    return lambda xp, n, q: n * q + (alpha + q * (1 - alpha - beta)) - 1


def _gamma_at(xp, where, value, default):
    return xp.where(where, value, default)


# name -> (virtual index(xp, n, q), gamma fix(xp, gamma, index) or None for integer indices)
_QUANTILE_METHODS = {
    "inverted_cdf": (lambda xp, n, q: _floor_pair(xp, n * q - 1, lambda xp, g, i: g == 0), None),
    "averaged_inverted_cdf": (lambda xp, n, q: n * q - 1,
                              lambda xp, g, i: _gamma_at(xp, g == 0, 0.5, 1.0)),
    "closest_observation": (
        lambda xp, n, q: _floor_pair(xp, n * q - 1 - 0.5,
                                     lambda xp, g, i: (g == 0) & (xp.floor(i) % 2 == 1)), None),
    "interpolated_inverted_cdf": (_continuous(0, 1), lambda xp, g, i: g),
    "hazen": (_continuous(0.5, 0.5), lambda xp, g, i: g),
    "weibull": (_continuous(0, 0), lambda xp, g, i: g),
    "linear": (lambda xp, n, q: (n - 1) * q, lambda xp, g, i: g),
    "median_unbiased": (_continuous(1 / 3.0, 1 / 3.0), lambda xp, g, i: g),
    "normal_unbiased": (_continuous(3 / 8.0, 3 / 8.0), lambda xp, g, i: g),
    "lower": (lambda xp, n, q: xp.floor((n - 1) * q).astype(numpy.intp), None),
    "higher": (lambda xp, n, q: xp.ceil((n - 1) * q).astype(numpy.intp), None),
    "midpoint": (lambda xp, n, q: 0.5 * (xp.floor((n - 1) * q) + xp.ceil((n - 1) * q)),
                 lambda xp, g, i: _gamma_at(xp, i % 1 == 0, 0.0, 0.5)),
    "nearest": (lambda xp, n, q: xp.around((n - 1) * q).astype(numpy.intp), None),
}


def _host_q(q, percent):
    """q as a host array (a parameter: NumPy validates its values on the host too)."""
    if isinstance(q, ndarray):
        q = q.get()  # q is a handful of probabilities; NumPy reads them on the host
    weak = type(q) in (int, float)
    if percent:
        q = numpy.true_divide(q, 100, out=...)
    q = numpy.asanyarray(q)
    if q.dtype == object:
        # (Fractions: NumPy interpolates with them, an object result; dispatch's guard hands
        # the call to NumPy's function on the host)
        raise HostData("quantile of %s probabilities" % q.dtype)
    if q.ndim == 1 and q.size < 10:
        ok = all(0.0 <= q[i] <= 1.0 for i in range(q.size))
    else:
        ok = bool(q.min() >= 0 and q.max() <= 1) if q.size else True
    if not ok:
        raise ValueError("Percentiles must be in the range [0, 100]" if percent else
                         "Quantiles must be in the range [0, 1]")
    return q, weak


def _quantile_front(a, q, axis, out, overwrite_input, method, keepdims, weights, percent, nan):
    a = _arr(a)
    if a._dtype.kind == "c":
        raise TypeError("a must be an array of real numbers")
    q, weak = _host_q(q, percent)
    if weights is not None:
        if method != "inverted_cdf":
            raise ValueError("Only method 'inverted_cdf' supports weights. Got: %s." % method)
        if axis is not None:
            axis = normalize_axis_tuple(axis, a._ndim, argname="axis")
        weights = _weights_valid(weights, a, axis)
        if _host_bool((weights < 0).any()):
            raise ValueError("Weights must be non-negative.")
        weights = broadcast_to(weights, a._shape)
    if nan and a._size == 0:  # (NumPy's, whatever the dtype and q: float64 NaNs for integers)
        return nanmean(a, axis, out=out, keepdims=keepdims)
    # (NaT as NaN; an integer sample of a nan-function still assigns its out: out[...] = r)
    assign, nan = nan, nan and a._dtype.kind in "fmM"
    # (weighted: NumPy sorts a copy; nan-functions: NumPy moves values within the input its
    # own way, which this leaves alone)
    return _ureduce(a, _quantile, keepdims, axis, out, weights, q=q, method=method, weak=weak,
                    nan=nan, assign=assign, overwrite=overwrite_input and not assign
                    and weights is None)


def _gather(s, idx, along=False):
    """s[..., idx] per slice: s is (*rest, N), idx broadcasts to (*qshape, *rest); or with
    ``along``, idx is (*rest, K) (take_along_axis on the last axis)."""
    rest, N = s._shape[:-1], s._shape[-1]
    base = creation.arange(0, _prod(rest) * N, N if N else 1, dtype=numpy.intp)
    base = base.reshape(rest + (1,) if along else rest)
    return s.reshape(-1)[um.add(idx, base)]


def _quantile(a, q, axis, out, method, weak, nan, weights=None, assign=False, presorted=False):
    if q.ndim > 2:
        raise ValueError("q must be a scalar or 1d")
    try:
        vindex, fix = _QUANTILE_METHODS[method]
    except KeyError:
        raise ValueError("%r is not a valid method. Use one of: %s"
                         % (method, _QUANTILE_METHODS.keys())) from None
    if axis is None:
        a, axis = a.reshape(-1), 0
        weights = None if weights is None else weights.reshape(-1)
    a = moveaxis(a, axis, -1)
    weights = None if weights is None else moveaxis(weights, axis, -1)
    rest, N = a._shape[:-1], a._shape[-1]
    qshape = q.shape
    inexact = a._dtype.kind in "fmM"  # (NumPy's supports_nans: NaT too)
    isnan = um.isnan
    if N == 0:
        # NumPy's first failing step on an empty sample: its NaN check of the last value
        # (inexact data, or weights), else the take of a discrete method, else the gather of
        # the values below each quantile, whose first index names the error: 0 where the
        # first virtual index is below the sample, else -1 (above it)
        if fix is None and not inexact and weights is None:
            raise IndexError("cannot do a non-empty take from an empty axes.")
        at = -1
        if not inexact and weights is None:
            first = numpy.asarray(vindex(numpy, 0, q)).reshape(-1)
            at = 0 if first.size and first[0] < 0 else -1
        raise IndexError("index %d is out of bounds for axis 0 with size 0" % at)
    if weights is None:
        s = a if presorted else sorting.sort(a, axis=-1)
    else:
        order = sorting.argsort(a, axis=-1)
        s, weights = _gather(a, order, True), _gather(weights, order, True)
    qcol = q.reshape(qshape + (1,) * len(rest))
    if nan:
        # per slice: NaNs sort last, the first n are the sample
        valid = um.logical_not(isnan(s))
        n = _sum(valid, -1, numpy.intp)
        empty = n == 0
        _warn_all_nan(empty)
        xp, last = _XP, um.maximum(um.subtract(n, 1), 0)
        qd = asarray_any(qcol)
        nq = n.astype(q.dtype) if q.dtype.kind == "f" else n
    else:
        xp, last, qd, nq = numpy, N - 1, qcol, N
    casting = "unsafe"    # NumPy's take and assignments; its interpolation writes same_kind
    if weights is not None:
        res = _weighted_inverted_cdf(s, weights, qd, last, nan and valid)
        if res._ndim == 0 and type(res) is not ndarray and not (nan and _host_bool(empty)):
            # NumPy fills np.empty_like(arr, shape=()): a 0-d array (an all-NaN sample of the
            # nan-functions gives their scalar NaN)
            res = _plain_copy(res)
    else:
        vi = xp.asarray(vindex(xp, nq, qd))
        if fix is None or (method == "linear" and vi.dtype.kind in "iu"):
            res = _gather(s, xp.minimum(vi, last) if nan else vi)
        else:
            prev = xp.floor(vi)
            above = vi >= nq - 1
            below = vi < 0
            marker = xp.where(above, -1.0, xp.where(below, 0.0, prev))   # NumPy's sentinels
            lo = xp.where(above, last, xp.where(below, 0, prev)).astype(numpy.intp)
            hi = xp.where(above, last, xp.where(below, 0, prev + 1)).astype(numpy.intp)
            gamma = xp.asarray(fix(xp, vi - marker.astype(prev.dtype), vi)).astype(vi.dtype)
            upper = gamma >= 0.5
            if weak and xp is numpy:
                # NumPy interpolates with a Python float (weak: the sample's precision)
                t = float(gamma.reshape(-1)[0])
                t1, upper = 1 - t, bool(upper.reshape(-1)[0])
            elif weak and s._dtype.kind not in "mM":  # (a duration times a float: no rounding)
                # the same per slice: t and 1 - t rounded once to the sample's precision
                rdt = numpy.result_type(s._dtype, 0.0)
                t, t1 = gamma.astype(rdt), (1 - gamma.astype(numpy.float64)).astype(rdt)
            else:
                t, t1 = gamma, 1 - gamma
            res = _lerp(_gather(s, lo), _gather(s, hi), t, t1, upper,
                        qshape == () and (assign or not rest), weak,
                        None if out is None or assign else out._dtype)
            casting = "unsafe" if nan else "same_kind"
    nans = None
    if inexact and not nan:
        # slices holding a NaN give NaN (it sorts last)
        lastv = s[..., -1]
        if res._ndim == 0 and out is None:
            # NumPy returns the NaN itself here, in the sample's dtype (one boolean)
            if _host_bool(isnan(lastv)):
                return as_scalar(lastv.copy())   # (NumPy's arr[-1]: a scalar)
        else:
            nans = isnan(lastv)
            write_into(res, lastv, where=nans)
    if nan and res._dtype != s._dtype and s._dtype.kind == "f" and res._size \
            and (qshape == () or _all_nan_in_own_dtype()) and _host_bool(empty.reshape(-1)[0]):
        # NumPy's all-NaN sample is np.full(q.shape, nan) in its own dtype, and apply_along_axis
        # makes its result in the first slice's dtype: float16 interpolated at a q array gives
        # float16 where the first slice is all NaN (the others rounded to it), else float64
        # (NumPy 2.5.5 takes the quantile of one NaN instead: its usual dtype, but at a scalar
        # q that quantile is the NaN itself, arr[-1]: the sample's dtype again)
        res = res.astype(s._dtype)
    if nan:
        write_into(res, numpy.array("NaT", res._dtype) if res._dtype.kind in "mM" else numpy.nan,
               where=empty)
    if out is not None:
        if assign:  # (the nan-functions: NumPy's out[...] = result, unsafe)
            casting = "unsafe"
        _write_quantile_out(out, res, casting, "assign" if assign else "weights"
                            if weights is not None else "lerp" if casting == "same_kind"
                            else "take", nans)
        return out
    return res


def _write_quantile_out(out, res, casting, how, nans=None):
    """``res`` into ``out`` as NumPy's quantile writes it, with its checks and messages: the
    nan-functions assign (``out[...] = result``: ``res`` broadcasts into ``out``), weights need
    the exact shape, take (the methods without interpolation) its exact shape, and the
    interpolation is a ufunc's ``out=`` (``res`` broadcasts to ``out``; a cast is checked first,
    NumPy resolving the loop before it broadcasts).  ``nans``: the slices holding a NaN, which
    NumPy then copies into ``out`` with copyto's same_kind casting (an integer ``out`` of the
    weights or take methods refuses them)."""
    if how == "weights" and out._shape != res._shape:
        raise ValueError("Wrong shape of argument 'out', shape=%s is required; got shape=%s."
                         % (res._shape, out._shape))
    if how == "take":
        if out._shape != res._shape:
            raise ValueError("output array does not match result of ndarray.take")
        indexing.take_out_check(res._dtype, out)   # (NumPy's take(arr, ..., out=out))
    if how == "lerp":
        if not numpy.can_cast(res._dtype, out._dtype, casting):
            um.add(res, res, out=out)   # NumPy's lerp writes out with add: its UFuncTypeError
        if out._shape != res._shape:
            um.add(res, res, out=out)   # (the shapes' ValueError; a fitting out is rewritten)
    if nans is not None and not numpy.can_cast(res._dtype, out._dtype, "same_kind") \
            and _host_bool(nans.any()):
        write_into(out, res, where=nans)   # (copyto's TypeError)
    if how == "assign":
        _assign_out(out, res)
    else:
        write_into(out, res, casting=casting)


def _weighted_inverted_cdf(s, w, q, last, valid):
    """First sorted element whose cumulative weight share reaches q (searchsorted, per slice)."""
    if valid is not False:
        w = searching.where(valid, w, 0)
    cdf = mathematical.cumsum(w, axis=-1, dtype=numpy.float64)
    total = cdf[..., -1:]
    if valid is False:
        # NumPy's cdf /= cdf[-1]: all-zero or infinite weights warn 'invalid value' (then raise)
        cdf = um.divide(cdf, total)
    else:
        raw = cdf
        with numpy.errstate(divide="ignore", invalid="ignore"):
            cdf = um.divide(cdf, total)
    bad = um.isnan(cdf[..., -1])
    if valid is not False:
        bad = um.logical_and(bad, um.logical_not(_sum(valid, -1) == 0))
    if _host_bool(bad.any()):
        if valid is not False:
            # the division NumPy makes for the slices that hold numbers: its warning
            um.divide(raw[..., -1][bad], total[..., 0][bad])
        fperr.flush()  # (its warning before the error, as NumPy's)
        raise ValueError("Weights included NaN, inf or were all zero.")
    qd = asarray_any(q)
    if qd._dtype.kind == "f":
        cdf = cdf.astype(qd._dtype)
    cdf = searching.where(cdf == 0, -1, cdf)   # leading zero weights are never picked
    below = um.less(cdf, qd[..., None])
    idx = _sum(below, -1, numpy.intp)
    return _gather(s, um.minimum(idx, last))


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
               keepdims=False, *, weights=None):
    """Compute the q-th percentile of the data along the specified axis."""
    return _quantile_front(a, q, axis, out, overwrite_input, method, keepdims, weights, True,
                           False)


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
             keepdims=False, *, weights=None):
    """Compute the q-th quantile of the data along the specified axis."""
    return _quantile_front(a, q, axis, out, overwrite_input, method, keepdims, weights, False,
                           False)


# --------------------------------------------------------------------------------------------
# nan-functions (NumPy's nanfunctions: NaN replaced, masked or counted on the device)
# --------------------------------------------------------------------------------------------
def _inexact(a):
    return a._dtype.kind in "fc"


def _nan_extreme(name, a, axis, out, keepdims, initial, where):
    # NumPy's nanmin/nanmax of an array of its own ndarray type: fmin/fmax.reduce, "All-NaN
    # slice encountered" where a result is NaN (NaT too); of anything else (a list, a scalar,
    # a subclass): amin/amax of the values with NaN replaced, then NaN in each slice of NaNs
    # only (where= selects; whatever initial= says), "All-NaN axis encountered" (none for NaT)
    plain = type(a) is ndarray or type(a) is numpy.ndarray
    a = _arr(a)
    ell = out is Ellipsis  # (NumPy's fmax.reduce takes out= by name: out=... is an array)
    res = reduce(getattr(um, name), a, axis, None, None if ell else out, _opt(keepdims, False),
                 initial, _opt(where, True), ell)
    if plain:
        if a._dtype.kind in "fcmM" and _host_bool(um.isnan(res).any()):  # (NaT too)
            fperr.warn("All-NaN slice encountered")
    elif a._dtype.kind in "fc":
        mask = _all(um.isnan(a), axis=axis, keepdims=_opt(keepdims, False), where=_opt(where, True))
        if _host_bool(mask.any()):
            if isinstance(res, generic):  # (NumPy's _copyto: a scalar is made anew)
                res = as_scalar(asarray_any(numpy.array(numpy.nan, res.dtype)))
            else:  # (an array: out= too, 0-d or not)
                copyto(res, numpy.nan, casting="unsafe", where=mask)
            fperr.warn("All-NaN axis encountered")
    return res


def _warn_all_nan(empty):
    """NumPy's warning once per all-NaN slice (its nanmedian and nanquantile run per slice)."""
    for _ in range(int(_sum(empty, None, numpy.intp)) if empty._size > 1 else
                   int(_host_bool(empty.any()))):
        fperr.warn("All-NaN slice encountered")


def nanmin(a, axis=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return minimum of an array or minimum along an axis, ignoring any NaNs."""
    return _nan_extreme("fmin", a, axis, out, keepdims, initial, where)


def nanmax(a, axis=None, out=None, keepdims=NoValue, initial=NoValue, where=NoValue):
    """Return the maximum of an array or maximum along an axis, ignoring any NaNs."""
    return _nan_extreme("fmax", a, axis, out, keepdims, initial, where)


def _nan_arg(name, a, axis, out, keepdims, fill):
    a, mask = _replace_nan(a, fill)
    if mask is not None and mask._size:
        if _host_bool(_all(mask, axis).any()):
            raise ValueError("All-NaN slice encountered")
    return getattr(searching, name)(a, axis=axis, out=out, keepdims=_opt(keepdims, False))


def nanargmin(a, axis=None, out=None, *, keepdims=NoValue):
    """Return the indices of the minimum values in the specified axis ignoring NaNs."""
    return _nan_arg("argmin", a, axis, out, keepdims, numpy.inf)


def nanargmax(a, axis=None, out=None, *, keepdims=NoValue):
    """Return the indices of the maximum values in the specified axis ignoring NaNs."""
    return _nan_arg("argmax", a, axis, out, keepdims, -numpy.inf)


def _divide_by_count(a, b, out=None):
    with numpy.errstate(invalid="ignore", divide="ignore"):
        if out is not None:
            return um.divide(a, b, out=out, casting="unsafe")
        return inplace(um.divide, a, a, b, casting="unsafe")


def _nan_dtype_checks(dtype, out):
    if dtype is not None and as_dtype(dtype).kind not in "fc":
        raise TypeError("If a is inexact, then dtype must be inexact")
    if out is not None and out.dtype.kind not in "fc":
        raise TypeError("If a is inexact, then out must be inexact")


def nanmean(a, axis=None, dtype=None, out=None, keepdims=NoValue, *, where=NoValue):
    """Compute the arithmetic mean along the specified axis, ignoring NaNs."""
    arr, mask = _replace_nan(a, 0)
    keepdims, where = _opt(keepdims, False), _opt(where, True)
    if mask is None:
        return mean(arr, axis, dtype, out, keepdims, where=where)
    _nan_dtype_checks(dtype, out)
    cnt = _sum(um.logical_not(mask), axis, numpy.intp, None, keepdims, NoValue, where)
    tot = _sum(arr, axis, dtype, out, keepdims, NoValue, where)
    avg = _divide_by_count(tot, cnt, out)
    if _host_bool((cnt == 0).any()):
        fperr.warn("Mean of empty slice")
    return avg


def _nanvar(a, axis, dtype, out, ddof, keepdims, where, mean, correction):
    arr, mask = _replace_nan(a, 0)
    keepdims, where = _opt(keepdims, False), _opt(where, True)
    if mask is None:
        return _var(arr, axis, dtype, out, _ddof(ddof, correction), keepdims, where, mean)
    _nan_dtype_checks(dtype, out)
    ddof = _ddof(ddof, correction)
    cnt = _sum(um.logical_not(mask), axis, numpy.intp, None, True, NoValue, where)
    if mean is not NoValue:
        avg = mean
    else:
        avg = _divide_by_count(_sum(arr, axis, dtype, None, True, NoValue, where), cnt)
    um.subtract(arr, avg, out=arr, casting="unsafe", where=where)
    write_into(arr, 0, where=mask, casting="unsafe")
    if arr._dtype.kind == "c":
        sqr = um.multiply(arr, um.conjugate(arr), out=arr, where=where).real
    else:
        sqr = um.multiply(arr, arr, out=arr, where=where)
    var = _sum(sqr, axis, dtype, out, keepdims, NoValue, where)
    if var._ndim < cnt._ndim:
        cnt = cnt.squeeze(axis)
    dof = cnt - ddof
    var = _divide_by_count(var, dof)
    isbad = dof <= 0
    if _host_bool(isbad.any()):
        fperr.warn("Degrees of freedom <= 0 for slice.")
        write_into(var, numpy.nan, where=isbad, casting="unsafe")
    return var


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=NoValue, *, where=NoValue,
           mean=NoValue, correction=NoValue):
    """Compute the variance along the specified axis, while ignoring NaNs."""
    return _nanvar(a, axis, dtype, out, ddof, keepdims, where, mean, correction)


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=NoValue, *, where=NoValue,
           mean=NoValue, correction=NoValue):
    """Compute the standard deviation along the specified axis, while ignoring NaNs."""
    var = _nanvar(a, axis, dtype, out, ddof, keepdims, where, mean, correction)
    return _root(var)


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=NoValue):
    """Compute the median along the specified axis, while ignoring NaNs."""
    a = _arr(a)
    if a._size == 0:
        return nanmean(a, axis, out=out, keepdims=keepdims)
    if a._dtype.kind not in "fcmM":  # (NaT as NaN)
        return _ureduce(a, _assigned_median, keepdims, axis, out)
    return _ureduce(a, _nanmedian, keepdims, axis, out)


def _assigned_median(a, axis=None, out=None):
    """nanmedian of data without NaNs: median's, written as NumPy's nanmedian writes its out
    (``out[...] = result``: broadcast, any cast)."""
    res = _median(a, axis)
    if out is None:
        return res
    _assign_out(out, res)
    return out


def _assign_out(out, res):
    """NumPy's ``out[...] = result`` of the nan-functions: a 0-d result (their one-slice path)
    is its scalar, assigned as an element is (a float out of an integer out's range, a NaN
    into one, raise), any other an unsafe cast, broadcast into ``out``."""
    if res._ndim == 0:
        out[...] = as_scalar(res)
    else:
        write_into(out, res, casting="unsafe")


_GENERIC_NAT = []


def _generic_nat_warning():
    """The warning of the installed NumPy for ``numpy.timedelta64("NaT")`` (NumPy 2.5: "The
    'generic' unit for NumPy timedelta is deprecated"), or None; asked once."""
    if not _GENERIC_NAT:
        _GENERIC_NAT.append(fperr.numpy_warning(lambda: numpy.timedelta64("NaT")))
    return _GENERIC_NAT[0]


def _nanmedian(a, axis=None, out=None):
    # per slice: NaNs sort last; the middle one or two of the first n, averaged as NumPy does:
    # slices shorter than 600 of an axis of a N-d array as masked arrays' median (the middle
    # two summed in the array's dtype, an odd count's middle one twice, halved), else as
    # median's mean of a 1-d slice (the middle two of an even count summed in mean's dtype,
    # an odd count's middle one alone, divided by their count as NumPy's scalars: complex(inf,
    # 1) / 1 is inf+nanj, "invalid value encountered in scalar divide"); the sums are
    # reductions from 0, their errors 'reduce's ("overflow encountered in reduce"); all-NaN
    # slices compute nothing
    masked = axis is not None and a._ndim > 1 and a._shape[axis] < 600
    if axis is None:
        a, axis = a.reshape(-1), 0
    s = sorting.sort(moveaxis(a, axis, -1), axis=-1)
    n = _sum(um.logical_not(um.isnan(s)), -1, numpy.intp)
    empty = n == 0
    _warn_all_nan(empty)
    if not masked and s._dtype.kind == "M" and _host_bool(logic.all(empty)):
        # (datetimes, whose sums NumPy refuses: its one-slice median of only NaT returns
        # the slice's last element before any arithmetic)
        res = creation.empty(s._shape[:-1], s._dtype)
    else:
        res = _nanmedian_middle(s, n, empty, masked)
    # an all-NaN slice: NumPy's masked median fills NaN (NaT in the array's unit: a generic one
    # is deprecated in NumPy 2.5), its 1-d median returns the slice's last element (complex(1,
    # nan) stays itself)
    fill = (moveaxis(a, axis, -1)[..., -1] if not masked
            else numpy.array("NaT", s._dtype) if s._dtype.kind == "m" else numpy.nan)
    if masked and s._dtype.kind == "m" and _generic_nat_warning():
        # (NumPy's masked median makes its fill, np.timedelta64("NaT"), at every call)
        fperr.warn(_generic_nat_warning()[1], _generic_nat_warning()[0])
    write_into(res, fill, where=empty)
    if out is not None:
        _assign_out(out, res)
        return out
    return res if res._shape else as_scalar(res)


def _nanmedian_middle(s, n, empty, masked):
    """The middle one or two of the first ``n`` of each sorted slice, averaged (see
    ``_nanmedian``), in the sample's dtype."""
    fdiv, sub = um.floor_divide, um.subtract
    lo = _gather(s, um.maximum(fdiv(sub(n, 1), 2), 0))
    hi = _gather(s, fdiv(n, 2))
    odd = um.remainder(n, 2) == 1
    zero = numpy.zeros((), s._dtype)
    with fperr.renamed("reduce"):   # (NumPy's sums start from 0: -0.0 + -0.0 is 0.0)
        lo = um.add(searching.where(empty, zero, lo), zero)
        if masked:
            tot = um.add(lo, searching.where(empty, zero, hi))
        else:
            tot = um.add(lo, searching.where(um.logical_or(odd, empty), zero, hi),
                         dtype=numpy.float32 if s._dtype == numpy.float16 else None)
    if masked:
        res = um.divide(tot, numpy.intp(2))
    else:
        with (fperr.scalar_math() if numpy.can_cast(numpy.intp, tot._dtype)
              else contextlib.nullcontext()):
            res = um.divide(tot, searching.where(odd, numpy.intp(1), numpy.intp(2)))
    return res.astype(s._dtype)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                  keepdims=NoValue, *, weights=None):
    """Compute the qth percentile of the data along the specified axis, ignoring NaNs."""
    return _quantile_front(a, q, axis, out, overwrite_input, method, keepdims, weights, True,
                           True)


def nanquantile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                keepdims=NoValue, *, weights=None):
    """Compute the qth quantile of the data along the specified axis, ignoring NaNs."""
    return _quantile_front(a, q, axis, out, overwrite_input, method, keepdims, weights, False,
                           True)


# --------------------------------------------------------------------------------------------
# bincount, digitize, histograms: bin indices from ufuncs/searchsorted, counts by a device
# scatter-add (add.at on zeros); given edges: NumPy's cumulative histogram (_cumulative_counts).  Bin edges are host metadata NumPy derives from a few scalars
# (min, max, widths); those scalars cross over, the data does not.
# --------------------------------------------------------------------------------------------
def _scatter_count(idx, weights, length, dtype):
    """zeros(length)[idx] += weights (or 1): the device form of bincount."""
    out = creation.zeros(length, dtype)
    if idx._size:
        with numpy.errstate(all="ignore"), _fresh_writes():
            # (NumPy's bincount reports no floating-point errors; the new counts alone)
            um.add.at(out, idx, 1 if weights is None else weights)
    return out


def bincount(x, /, weights=None, minlength=0):
    """Count number of occurrences of each value in array of non-negative ints."""
    if not isinstance(x, (ndarray, numpy.ndarray)) and hasattr(type(x), "__array__"):
        x = asarray_any(x)  # (an array-like: its __array__ may give gpnumpy's array)
    if not isinstance(x, (ndarray, numpy.ndarray)):
        hx = numpy.asarray(x)
        if _host_dtype(hx.dtype):
            # (strings, objects: dispatch.host_dtype_guard hands the call to NumPy's function,
            # which runs once, and warns once)
            raise HostData("bincount of %s data" % hx.dtype)
        if hx.dtype.kind not in "biu" or hx.ndim > 1:
            # (a sequence of other numbers: NumPy converts it itself (2.1 to 2.4 truncate with
            # a DeprecationWarning), host data counted by NumPy; a nested one: NumPy's
            # conversion error; NumPy's warning given at the user's line)
            return asarray_any(fperr.call_at_user_line(numpy.bincount, (x,), dict(
                weights=to_host(weights), minlength=minlength)))
    x = _arr(x)
    # (NumPy's order: the list's conversion, then minlength's)
    if x._ndim != 1:
        raise ValueError("object too deep for desired array" if x._ndim > 1 else
                         "object of too small depth for desired array")
    if x._dtype.kind not in "biu":
        raise TypeError("Cannot cast array data from %r to dtype('int64') according to the rule "
                        "'safe'" % x._dtype)
    if minlength is None:
        raise TypeError("use 0 instead of None for minlength")
    if isinstance(minlength, (bool, numpy.bool_)):
        raise TypeError("an integer is required")
    minlength = operator.index(minlength)
    if minlength < 0:
        raise ValueError("'minlength' must not be negative")
    if x._dtype != numpy.intp:
        x = x.astype(numpy.intp)  # (as NumPy: a uint64 above intp's range wraps negative)
    if x._size:
        # the result's length and NumPy's check: two integers cross over
        lo, hi = (int(v) for v in (reduce(um.minimum, x, None),
                                   reduce(um.maximum, x, None)))
        if lo < 0:
            raise ValueError("'list' argument must have no negative elements")
        length = builtins.max(hi + 1, minlength)
    else:
        length = minlength
    if x._size == 0:  # (NumPy answers an empty list before it looks at the weights)
        return _scatter_count(x, None, length, numpy.intp)
    if weights is not None:
        return _scatter_count(x, _count_weights(weights, x._size), length, numpy.float64)
    return _scatter_count(x, None, length, numpy.intp)


def _count_weights(weights, n):
    """bincount's ``weights`` for ``n`` values: NumPy reads them as a 1-d array of doubles
    (its errors for other shapes, lengths and dtypes); as float64."""
    nested = not isinstance(weights, (ndarray, numpy.ndarray))
    deep = ("setting an array element with a sequence. The requested array would exceed the "
            "maximum number of dimension of 1.")
    src = weights
    try:
        weights = _arr(weights)
    except ValueError as e:
        if nested and "inhomogeneous" in str(e):  # (a ragged sequence is deeper than 1)
            raise ValueError(deep) from None
        raise
    if weights._ndim != 1:
        raise ValueError(
            "object of too small depth for desired array" if weights._ndim == 0 else
            deep if nested else "object too deep for desired array")
    if nested:
        # NumPy reads a sequence's items as doubles, each by float(): its errors (a Python
        # complex), its ComplexWarning (a NumPy complex), before it compares the lengths
        weights = _arr(numpy.asarray(src, dtype=numpy.float64))
    if not numpy.can_cast(weights._dtype, numpy.float64, "safe"):  # (its conversion's, first)
        raise TypeError("Cannot cast array data from %r to dtype('float64') according to the "
                        "rule 'safe'" % weights._dtype)
    if weights._size != n:
        raise ValueError("The weights and list don't have the same length.")
    return weights.astype(numpy.float64)


def _monotonicity(bins):
    """1 increasing, -1 decreasing, 0 neither: NumPy's walk, decided from a few booleans."""
    if bins._ndim != 1:
        raise ValueError("object too deep for desired array" if bins._ndim > 1 else
                         "object of too small depth for desired array")
    if not numpy.can_cast(bins._dtype, numpy.float64):  # (NumPy reads the bins as doubles)
        raise TypeError("Cannot cast array data from %r to dtype('float64') according to the "
                        "rule 'safe'" % (bins._dtype,))
    n = bins._size
    if n < 2:
        return 1
    ne = um.not_equal(bins[1:], bins[:-1])
    if not _host_bool(ne.any()):
        return 1
    i = int(searching.argmax(ne)) + 1   # the first step that is not a repeat (one integer)
    up = _host_bool(bins[i - 1] < bins[i])
    rest = bins[i:]
    if rest._size < 2:
        return 1 if up else -1
    worse = (um.greater if up else um.less)(rest[:-1], rest[1:])
    if _host_bool(worse.any()):
        return 0
    return 1 if up else -1


def digitize(x, bins, right=False):
    """Return the indices of the bins to which each value in input array belongs."""
    x, bins = _arr(x), _arr(bins)
    if x._dtype.kind == "c":
        raise TypeError("x may not be complex")
    mono = _monotonicity(bins)
    if mono == 0:
        raise ValueError("bins must be monotonically increasing or decreasing")
    side = "left" if right else "right"
    if mono == -1:
        return um.subtract(bins._size, searching.searchsorted(bins[::-1], x, side=side))
    return searching.searchsorted(bins, x, side=side)


try:  # (host scalars: the installed NumPy's own helper, its results and errors; 2.5 takes
    # a timedelta64's difference where 2.4's dtype= of a unit refuses it)
    from numpy.lib._histograms_impl import _unsigned_subtract as _np_unsigned_subtract
except ImportError:  # pragma: no cover - another NumPy layout
    _np_unsigned_subtract = None


def _unsigned_subtract(a, b):
    """a - b of host scalars (a >= b) without signed overflow: a signed difference as unsigned."""
    if _np_unsigned_subtract is not None:
        return _np_unsigned_subtract(a, b)
    dt = numpy.result_type(a, b)
    unsigned = {numpy.dtype(c): numpy.dtype(c.upper()) for c in "bhilq"}.get(dt)
    if unsigned is None:
        return numpy.subtract(a, b, dtype=dt)
    return numpy.subtract(numpy.asarray(a, dtype=dt), numpy.asarray(b, dtype=dt),
                          casting="unsafe", dtype=unsigned)


def _outer_edges(a, range):
    if range is not None:
        first, last = range
        if first > last:
            raise ValueError("max must be larger than min in range parameter.")
        if not (numpy.isfinite(first) and numpy.isfinite(last)):
            raise ValueError("supplied range of [%s, %s] is not finite" % (first, last))
    elif a._size == 0:
        first, last = 0, 1
    else:
        first, last = _host_scalar(min(a)), _host_scalar(max(a))
        if not (numpy.isfinite(first) and numpy.isfinite(last)):
            raise ValueError("autodetected range of [%s, %s] is not finite" % (first, last))
    if first == last:
        first, last = first - 0.5, last + 0.5
    return first, last


def _ptp_host(x):
    return _unsigned_subtract(_host_scalar(max(x)), _host_scalar(min(x)))


def _bin_sqrt(x, range):
    return _ptp_host(x) / numpy.sqrt(x._size)


def _bin_sturges(x, range):
    return _ptp_host(x) / (numpy.log2(x._size) + 1.0)


def _bin_rice(x, range):
    return _ptp_host(x) / (2.0 * x._size ** (1.0 / 3))


def _bin_scott(x, range):
    return (24.0 * numpy.pi ** 0.5 / x._size) ** (1.0 / 3.0) * _host_scalar(std(x))


def _bin_stone(x, range):
    n = x._size
    ptp_x = _ptp_host(x)
    if n <= 1 or ptp_x == 0:
        return 0
    top = builtins.max(100, int(numpy.sqrt(n)))
    best, best_j = None, None
    for nbins in builtins.range(1, top + 1):
        p = um.divide(histogram(x, bins=nbins, range=range)[0], n)
        j = (2 - (n + 1) * _host_scalar(_sum(um.multiply(p, p)))) / (ptp_x / nbins)
        if best_j is None or j < best_j:
            best, best_j = nbins, j
    if best == top:
        fperr.warn("The number of bins estimated may be suboptimal.")
    return ptp_x / best


def _bin_doane(x, range):
    if x._size > 2:
        sg1 = numpy.sqrt(6.0 * (x._size - 2) / ((x._size + 1.0) * (x._size + 3)))
        sigma = _host_scalar(std(x))
        if sigma > 0.0:
            temp = um.subtract(x, mean(x))
            um.divide(temp, sigma, temp)
            um.power(temp, 3, temp)
            g1 = _host_scalar(mean(temp))
            return _ptp_host(x) / (1.0 + numpy.log2(x._size)
                                   + numpy.log2(1.0 + numpy.absolute(g1) / sg1))
    return 0.0


def _bin_fd(x, range):
    p = percentile(x, [75, 25]).get()   # two numbers: the interquartile range
    return 2.0 * numpy.subtract(*p) * x._size ** (-1.0 / 3.0)


def _bin_auto(x, range):
    fd, sturges, sq = _bin_fd(x, range), _bin_sturges(x, range), _bin_sqrt(x, range)
    return builtins.min(builtins.max(fd, sq / 2), sturges)


_BIN_SELECTORS = {"stone": _bin_stone, "auto": _bin_auto, "doane": _bin_doane, "fd": _bin_fd,
                  "rice": _bin_rice, "scott": _bin_scott, "sqrt": _bin_sqrt,
                  "sturges": _bin_sturges}


def _ravel_weights(a, weights):
    a = _arr(a)
    if a._dtype == numpy.bool_:
        fperr.warn("Converting input from bool to <class 'numpy.uint8'> for compatibility.")
        a = a.astype(numpy.uint8)
    if weights is not None:
        weights = _arr(weights)
        if weights._shape != a._shape:
            raise ValueError("weights should have the same shape as a.")
        weights = weights.reshape(-1)
    return a.reshape(-1), weights


def _bin_edges(a, bins, range, weights):
    """NumPy's edges: (edges, (first, last, n) for equal bins or None)."""
    n_equal = None
    if isinstance(bins, str):
        if bins not in _BIN_SELECTORS:
            raise ValueError("%r is not a valid estimator for `bins`" % bins)
        if weights is not None:
            raise TypeError("Automated estimation of the number of bins is not supported for "
                            "weighted data")
        first, last = _outer_edges(a, range)
        if range is not None:
            keep = um.logical_and(a >= first, a <= last)
            if not _host_bool(keep.all()):
                a = a[keep]
        if a._size == 0:
            n_equal = 1
        else:
            width = _BIN_SELECTORS[bins](a, (first, last))
            if width:
                if a._dtype.kind in "ium" and width < 1:  # (NumPy's integer test)
                    width = 1
                n_equal = int(numpy.ceil(_unsigned_subtract(last, first) / width))
            else:
                n_equal = 1
    elif numpy.ndim(bins) == 0 and not (isinstance(bins, ndarray) and bins._ndim):
        try:
            n_equal = operator.index(bins)
        except TypeError as e:
            raise TypeError("`bins` must be an integer, a string, or an array") from e
        if n_equal < 1:
            raise ValueError("`bins` must be positive, when an integer")
        first, last = _outer_edges(a, range)
    elif (bins._ndim if isinstance(bins, ndarray) else numpy.ndim(bins)) == 1:
        edges = _arr(bins)
        if _host_bool(um.greater(edges[:-1], edges[1:]).any()):
            raise ValueError("`bins` must increase monotonically, when an array")
        return edges, None
    else:
        raise ValueError("`bins` must be 1d, when an array")
    btype = result_type(first, last, a)  # (NumPy passes the array: its messages)
    if btype.kind in "iubm":  # (NumPy's integer test: timedelta64 is a signed integer type)
        btype = numpy.result_type(btype, float)
    edges = creation.linspace(first, last, n_equal + 1, endpoint=True, dtype=btype)
    if _host_bool(um.greater_equal(edges[:-1], edges[1:]).any()):
        raise ValueError("Too many bins for data range. Cannot create %d finite-sized bins."
                         % n_equal)
    return edges, (first, last, n_equal)


def histogram_bin_edges(a, bins=10, range=None, weights=None):
    """Function to calculate only the edges of the bins used by the histogram function."""
    a, weights = _ravel_weights(a, weights)
    return _bin_edges(a, bins, range, weights)[0]


def _weighted_counts(idx, weights, length, ntype, used=None):
    """Per-bin sums of weights (float64 scatter-adds, as bincount), in the weights' dtype; the
    first ``used`` bins (default: all), only they cast (NumPy's cast of as many sums: one out
    of the dtype's range takes the path of NumPy's loop for that length)."""
    if weights is None:
        return _scatter_count(idx, None, length, numpy.intp)
    if ntype.kind == "c":
        res = creation.zeros(length, ntype)
        res.real[...] = _scatter_count(idx, weights.real.astype(numpy.float64), length,
                                       numpy.float64)
        res.imag[...] = _scatter_count(idx, weights.imag.astype(numpy.float64), length,
                                       numpy.float64)
        return res
    if not numpy.can_cast(weights._dtype, numpy.float64, "safe"):
        raise TypeError("Cannot cast array data from %r to dtype('float64') according to the "
                        "rule 'safe'" % weights._dtype)
    return _scatter_count(idx, weights.astype(numpy.float64), length,
                          numpy.float64)[:used].astype(ntype)


def _search_sorted_inclusive(sa, edges):
    """Each edge's place in the sorted data, the last edge's on the right (it is inclusive)."""
    return manipulation.concatenate((searching.searchsorted(sa, edges[:-1], side="left"),
                                     searching.searchsorted(sa, edges[-1:], side="right")))


def _cumulative_counts(a, weights, edges, ntype):
    """NumPy's histogram for edges of any spacing: the edges are placed in the sorted data (NaN
    sorts last, which decides for NaN data or edges) and the counts are differences of that
    cumulative histogram.  Weights are summed cumulatively in their own dtype per block of
    NumPy's size (_HIST_BLOCK), as NumPy does: its rounding, its errors (bool weights)."""
    cum_n = creation.zeros(edges._shape, ntype)
    if weights is None:  # (integer counts: one sort of the whole data gives NumPy's sum)
        if a._size:
            cum_n += _search_sorted_inclusive(sorting.sort(a), edges)
    else:
        zero = creation.zeros(1, ntype)
        for i in builtins.range(0, a._size, _HIST_BLOCK):
            order = sorting.argsort(a[i:i + _HIST_BLOCK])
            sa, sw = a[i:i + _HIST_BLOCK][order], weights[i:i + _HIST_BLOCK][order]
            cw = manipulation.concatenate((zero, mathematical.cumsum(sw)))
            cum_n += cw[_search_sorted_inclusive(sa, edges)]
    return mathematical.diff(cum_n)


_HIST_BLOCK = 65536  # (NumPy's histogram works through the data in blocks of this size)


def histogram(a, bins=10, range=None, density=None, weights=None):
    """Compute the histogram of a dataset."""
    a, weights = _ravel_weights(a, weights)
    edges, uniform = _bin_edges(a, bins, range, weights)
    ntype = numpy.dtype(numpy.intp) if weights is None else weights._dtype
    land, where = um.logical_and, searching.where
    # (NumPy's test: bincount takes only weights that cast to double or complex)
    simple = (weights is None or numpy.can_cast(ntype, numpy.double)
              or numpy.can_cast(ntype, complex))
    if uniform is not None and simple and not a._size:
        n = creation.zeros(uniform[2], ntype)   # (NumPy's loop over the data's blocks: none)
    elif uniform is not None and simple:
        first, last, nb = uniform
        keep = land(a >= first, a <= last)
        # each element's bin from its offset, corrected against the edges as NumPy does
        x = where(keep, a.astype(edges._dtype), numpy.asarray(first, edges._dtype)[()])
        off = um.subtract(x, first, dtype=numpy.result_type(x._dtype, first))
        f = um.multiply(um.divide(off, _unsigned_subtract(last, first)), nb)
        idx = f.astype(numpy.intp)
        idx = where(idx == nb, nb - 1, idx)
        idx = um.subtract(idx, x < edges[idx])
        up = land(x >= edges[um.add(idx, 1)], idx != nb - 1)
        idx = um.add(idx, up)
        idx = where(keep, idx, nb)            # outside the range: one extra bin, dropped
        n = _weighted_counts(idx, weights, nb + 1, ntype, nb)[:nb]
        n._base = None  # (the counts made here alone: NumPy's own their data)
    else:
        n = _cumulative_counts(a, weights, edges, ntype)
    if density:
        db = mathematical.diff(edges).astype(float)   # (NumPy's diff: bool edges differ by !=)
        return um.divide(um.divide(n, db), _sum(n)), edges
    return n, edges


def histogramdd(sample, bins=10, range=None, density=None, weights=None):
    """Compute the multidimensional histogram of some data."""
    if isinstance(sample, ndarray) and sample._ndim == 2:
        N, D = sample._shape
    elif (isinstance(sample, (list, tuple)) and sample
          and all(isinstance(s, ndarray) for s in sample)):
        sample = manipulation.stack([manipulation.atleast_1d(s) for s in sample]).T
        N, D = sample._shape
    else:
        sample = manipulation.atleast_2d(_arr(sample)).T
        N, D = sample._shape
    edges = [None] * D
    nbin = [0] * D
    if weights is not None:
        weights = _arr(weights)
    try:
        M = len(bins)
        if M != D:
            raise ValueError("The dimension of bins must be equal to the dimension of the "
                             "sample x.")
    except TypeError:
        bins = D * [bins]
    if range is None:
        range = (None,) * D
    elif len(range) != D:
        raise ValueError("range argument must have one entry per dimension")
    for i in builtins.range(D):
        b = bins[i]
        bnd = b._ndim if isinstance(b, ndarray) else numpy.ndim(b)
        if bnd == 0:
            if b < 1:
                raise ValueError("`bins[%d]` must be positive, when an integer" % i)
            smin, smax = _outer_edges(sample[:, i], range[i])
            try:
                n = operator.index(b)
            except TypeError as e:
                raise TypeError("`bins[%d]` must be an integer, when a scalar" % i) from e
            edges[i] = creation.linspace(smin, smax, n + 1)
        elif bnd == 1:
            edges[i] = _arr(b)
            if _host_bool(um.greater(edges[i][:-1], edges[i][1:]).any()):
                raise ValueError("`bins[%d]` must be monotonically increasing, when an array" % i)
        else:
            raise ValueError("`bins[%d]` must be a scalar or 1d array" % i)
        nbin[i] = edges[i]._size + 1   # an outlier bin on each end
    if _prod(nbin) > 2 ** 63 - 1:
        # (NumPy's ravel_multi_index of the bin numbers refuses the flat index's size)
        raise ValueError("invalid dims: array size defined by dims is larger than the maximum "
                         "possible size.")
    xy = None
    stride = 1
    for i in builtins.range(D - 1, -1, -1):
        col = sample[:, i]
        cnt = searching.searchsorted(edges[i], col, side="right")
        cnt = um.subtract(cnt, col == edges[i][-1])
        term = um.multiply(cnt, stride)
        xy = term if xy is None else um.add(xy, term)
        stride *= nbin[i]
    if xy is None:
        # (no dimensions: NumPy's flat bin index is a 0-d scalar, which its count refuses)
        raise ValueError("object of too small depth for desired array")
    if weights is not None:
        hist = _scatter_count(xy.astype(numpy.intp), _count_weights(weights, N),
                              _prod(nbin), numpy.float64)
    else:
        hist = _scatter_count(xy.astype(numpy.intp), None, _prod(nbin), numpy.intp)
    hist = hist.reshape(tuple(nbin)).astype(float)
    hist = hist[(slice(1, -1),) * D]
    if density:
        s = _sum(hist)
        for i in builtins.range(D):
            shape = [1] * D
            shape[i] = nbin[i] - 2
            d = mathematical.diff(edges[i])   # (NumPy's diff: bool edges differ by !=)
            hist = um.divide(hist, d.reshape(tuple(shape)))
        hist = um.divide(hist, s, out=hist)
    return hist, edges


def histogram2d(x, y, bins=10, range=None, density=None, weights=None):
    """Compute the bi-dimensional histogram of two data samples."""
    if len(x) != len(y):
        raise ValueError("x and y must have the same length.")
    try:
        N = len(bins)
    except TypeError:
        N = 1
    if N not in {1, 2}:
        xedges = yedges = _arr(bins)
        bins = [xedges, yedges]
    hist, edges = histogramdd([_arr(x), _arr(y)], bins, range, density, weights)
    return hist, edges[0], edges[1]


# --------------------------------------------------------------------------------------------
# cov, corrcoef
# --------------------------------------------------------------------------------------------
def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *,
        dtype=None):
    """Estimate a covariance matrix, given data and weights."""
    if ddof is not None and ddof != int(ddof):
        raise ValueError("ddof must be integer")
    m = _arr(m)
    if m._ndim > 2:
        raise ValueError("m has more than 2 dimensions")
    if y is not None:
        y = _arr(y)
        if y._ndim > 2:
            raise ValueError("y has more than 2 dimensions")
    if dtype is None:
        # (of the arrays, not their dtypes: NumPy's refusal names the dtypes in that order)
        dtype = result_type(m, numpy.float64) if y is None else \
            result_type(m, y, numpy.float64)
    X = creation.array(m, ndmin=2, dtype=dtype)
    if not rowvar and m._ndim != 1:
        X = X.T
    if X._shape[0] == 0:
        return creation.array([]).reshape(0, 0)
    if y is not None:
        y = creation.array(y, copy=None, ndmin=2, dtype=dtype)
        if not rowvar and y._shape[0] != 1:
            y = y.T
        X = manipulation.concatenate((X, y), axis=0)
    if ddof is None:
        ddof = 1 if bias == 0 else 0
    w = None
    if fweights is not None:
        fweights = creation.asarray(fweights, dtype=float)
        if not _host_bool(logic.all(fweights == mathematical.around(fweights))):
            raise TypeError("fweights must be integer")
        if fweights._ndim > 1:
            raise RuntimeError("cannot handle multidimensional fweights")
        if fweights._shape[0] != X._shape[1]:
            raise RuntimeError("incompatible numbers of samples and fweights")
        if _host_bool((fweights < 0).any()):
            raise ValueError("fweights cannot be negative")
        w = fweights
    if aweights is not None:
        aweights = creation.asarray(aweights, dtype=float)
        if aweights._ndim > 1:
            raise RuntimeError("cannot handle multidimensional aweights")
        if aweights._shape[0] != X._shape[1]:
            raise RuntimeError("incompatible numbers of samples and aweights")
        if _host_bool((aweights < 0).any()):
            raise ValueError("aweights cannot be negative")
        w = aweights if w is None else um.multiply(w, aweights)
    avg, w_sum = average(X, axis=1, weights=w, returned=True)
    w_sum = w_sum[0]
    if w is None:
        fact = X._shape[1] - ddof
    elif ddof == 0:
        fact = w_sum
    elif aweights is None:
        fact = w_sum - ddof
    else:
        fact = w_sum - ddof * _sum(um.multiply(w, aweights)) / w_sum
    if _host_bool(fact <= 0):
        fperr.warn("Degrees of freedom <= 0 for slice")
        fact = 0.0
    X = um.subtract(X, avg[:, None], out=X if X._writeable() else None)
    X_T = X.T if w is None else um.multiply(X, w).T
    # (the method: a real X_T is its own conjugate, not a copy, so that dot sees X times its
    # own transpose and computes a symmetric product, as NumPy's BLAS syrk does)
    c = products.dot(X, X_T.conj())
    # (NumPy's np.true_divide(1, fact): with fact 0, its 'divide by zero' warning too)
    c = um.multiply(c, um.divide(1, fact), out=c)
    return c.squeeze()


def corrcoef(x, y=None, rowvar=True, *, dtype=None):
    """Return Pearson product-moment correlation coefficients."""
    c = cov(x, y, rowvar, dtype=dtype)
    if c._ndim == 0:
        return um.divide(c, c)   # a scalar covariance: 1, or NaN where it is 0/inf/NaN
    stddev = um.sqrt(indexing.diagonal(c).real)
    um.divide(c, stddev[:, None], out=c)
    um.divide(c, stddev[None, :], out=c)
    _clip(c.real)
    if c._dtype.kind == "c":
        _clip(c.imag)
    return c


def _clip(x):
    um.minimum(um.maximum(x, -1, out=x), 1, out=x)
