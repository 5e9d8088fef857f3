"""Sums and products (NumPy's \"Mathematical functions\" page)."""
from __future__ import annotations

import numpy

from .reduction import reduce, accumulate, NoValue, _scan_dtype


def _ufunc(name):
    from .ufunc import _by_np  # (a cycle at import time: ufunc imports this module's users)
    return _by_np[name]


def sum(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    """Sum of array elements over a given axis."""
    return reduce(_ufunc("add"), a, axis, dtype, out, keepdims, initial, where)


def prod(a, axis=None, dtype=None, out=None, keepdims=False, initial=NoValue, where=True):
    """Return the product of array elements over a given axis."""
    return reduce(_ufunc("multiply"), a, axis, dtype, out, keepdims, initial, where)


def _cumulative(name, np_fn, a, axis, dtype, out, ravel):
    from .ndarray import asarray_any
    a = asarray_any(a)
    if a.ndim == 0:
        a = a.reshape(1)
    if axis is None:
        if ravel or a.ndim == 1:
            a, axis = a.ravel(), 0
        else:
            raise ValueError("For arrays which have more than one dimension ``axis`` argument "
                             "is required.")
    rdt = _scan_dtype(np_fn, a.dtype, None if dtype is None else numpy.dtype(dtype))
    return accumulate(_ufunc(name), a, axis, None, out, result_dtype=rdt)


def cumsum(a, axis=None, dtype=None, out=None):
    """Return the cumulative sum of the elements along a given axis."""
    return _cumulative("add", numpy.cumsum, a, axis, dtype, out, True)


def cumprod(a, axis=None, dtype=None, out=None):
    """Return the cumulative product of elements along a given axis."""
    return _cumulative("multiply", numpy.cumprod, a, axis, dtype, out, True)


def _cumulative_initial(name, np_fn, x, axis, dtype, out, include_initial):
    from .ndarray import asarray_any
    from .manipulation import concatenate
    from .creation import full
    from .ufunc import copy_into
    x = asarray_any(x)
    if not include_initial:
        return _cumulative(name, np_fn, x, axis, dtype, out, False)
    res = _cumulative(name, np_fn, x, axis, dtype, None, False)
    ax = 0 if axis is None or x.ndim == 0 else axis
    first = list(res.shape)
    first[ax if ax >= 0 else ax + res.ndim] = 1
    res = concatenate([full(first, 0 if name == "add" else 1, res.dtype), res], axis=ax)
    if out is not None:
        if out.shape != res.shape:
            raise ValueError("provided out is the wrong size for the accumulation.")
        copy_into(out, res)
        return out
    return res


def cumulative_sum(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    """Return the cumulative sum of the elements along a given axis."""
    return _cumulative_initial("add", numpy.cumulative_sum, x, axis, dtype, out, include_initial)


def cumulative_prod(x, /, *, axis=None, dtype=None, out=None, include_initial=False):
    """Return the cumulative product of elements along a given axis."""
    return _cumulative_initial("multiply", numpy.cumulative_prod, x, axis, dtype, out,
                               include_initial)
