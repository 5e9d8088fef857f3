"""Order statistics and averages (NumPy's \"Statistics\" page)."""
from __future__ import annotations

import numpy
from numpy.lib.array_utils import normalize_axis_tuple

from .ndarray import ndarray, asarray_any, _prod
from .reduction import reduce, NoValue
from .mathematical import sum as _sum


def _ufunc(name):
    from .ufunc import _by_np  # (a cycle at import time: ufunc imports this module's users)
    return _by_np[name]


def max(a, axis=None, out=None, keepdims=False, initial=NoValue, where=True):
    """Return the maximum of an array or maximum along an axis."""
    return reduce(_ufunc("maximum"), a, axis, None, out, keepdims, initial, where)


def min(a, axis=None, out=None, keepdims=False, initial=NoValue, where=True):
    """Return the minimum of an array or minimum along an axis."""
    return reduce(_ufunc("minimum"), a, axis, None, out, keepdims, initial, where)


amax = max
amin = min


def mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True):
    """Compute the arithmetic mean along the specified axis."""
    if not isinstance(a, ndarray):
        a = asarray_any(a)
    f16 = False
    if dtype is None:
        if a._dtype.kind in "biu":
            dtype = numpy.float64
        elif a._dtype == numpy.float16:
            dtype, f16 = numpy.float32, True
    nd = a._ndim
    axes = tuple(range(nd)) if axis is None else normalize_axis_tuple(axis, nd)
    if where is True:
        count = _prod(a._shape[d] for d in axes)
    else:
        from .ufunc import _normalize_where
        w = _normalize_where(where)
        count = _sum(w._broadcast_to(a._shape) if w._shape != a._shape else w,
                    axis=axes, dtype=numpy.intp, keepdims=keepdims)
    if where is True and count == 0:
        import warnings
        warnings.warn("Mean of empty slice.", RuntimeWarning, stacklevel=2)
    total = _sum(a, axes, dtype, out, keepdims, NoValue, where)
    div = _ufunc("divide")
    if out is not None:
        div(total, count, out=out, casting="unsafe")
        return out
    res = div(total, count)
    if f16:
        res = res.astype(numpy.float16)
    elif dtype is not None and res._dtype != numpy.dtype(dtype):
        res = res.astype(dtype)
    return res
