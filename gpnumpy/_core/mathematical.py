"""Sums and products (NumPy's \"Mathematical functions\" page)."""
from __future__ import annotations

import builtins

from .reduction import reduce, NoValue


def _ufunc(name):
    from .ufunc import _by_np  # (a cycle at import time: ufunc imports this module's users)
    return _by_np[name]


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    """Sum of array elements over a given axis."""
    return reduce(_ufunc("add"), a, axis, dtype, out, keepdims, initial, where)


def prod(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    """Return the product of array elements over a given axis."""
    return reduce(_ufunc("multiply"), a, axis, dtype, out, keepdims, initial, where)


def _replace_nan(a, val):
    """A copy of inexact ``a`` with its NaNs set to ``val``, and the NaN mask (else a, None)."""
    from .ndarray import ndarray, asarray_any
    from .manipulation import copyto
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    if a._dtype.kind not in "fc":
        return a, None
    mask = _ufunc("isnan")(a)
    a = a.copy()
    copyto(a, val, where=mask)
    return a, mask


def _opt(value, default):
    return default if value is NoValue else value


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
    import gpnumpy
    a, _ = _replace_nan(a, 0)
    return gpnumpy.cumsum(a, axis=axis, dtype=dtype, out=out)


def nancumprod(a, axis=None, dtype=None, out=None):
    """Cumulative product of array elements over a given axis, treating NaNs as one."""
    import gpnumpy
    a, _ = _replace_nan(a, 1)
    return gpnumpy.cumprod(a, axis=axis, dtype=dtype, out=out)


def diff(a, n=1, axis=-1, prepend=NoValue, append=NoValue):
    """The n-th discrete difference along the given axis."""
    from numpy.lib.array_utils import normalize_axis_index
    from .ndarray import ndarray, asarray_any
    from .manipulation import broadcast_to, concatenate
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
    op = _ufunc("not_equal" if a._dtype == bool else "subtract")
    for _ in range(n):
        a = op(a[hi], a[lo])
    return a


def ediff1d(ary, to_end=None, to_begin=None):
    """The differences between consecutive elements of an array."""
    import numpy
    from .ndarray import ndarray, asarray_any, _empty
    if not isinstance(ary, ndarray):
        ary = asarray_any(ary)
    ary = ary.reshape(-1)
    dt = ary._dtype
    if to_begin is None and to_end is None:
        return _ufunc("subtract")(ary[1:], ary[:-1])
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
    _ufunc("subtract")(ary[1:], ary[:-1], out=res[nb:nb + nd])
    return res
