"""Searching (NumPy's "Sorting, searching, and counting" page): argmax, argmin, nonzero,
flatnonzero, argwhere, where."""
from __future__ import annotations

import numpy

from .reduction import argreduce

_NOARG = object()


def argmax(a, axis=None, out=None, *, keepdims=False):
    """Returns the indices of the maximum values along an axis."""
    return argreduce("max", a, axis, out, keepdims)


def argmin(a, axis=None, out=None, *, keepdims=False):
    """Returns the indices of the minimum values along an axis."""
    return argreduce("min", a, axis, out, keepdims)


def nonzero(a):
    """Return the indices of the elements that are non-zero."""
    from .advanced import nonzero
    return nonzero(a)


def flatnonzero(a):
    """Return indices that are non-zero in the flattened version of a."""
    from .advanced import _compact
    from .ndarray import asarray_any
    a = asarray_any(a)
    return _compact(a.reshape(-1) if a._ndim != 1 else a)


def argwhere(a):
    """Find the indices of array elements that are non-zero, grouped by element."""
    from .ndarray import asarray_any
    from .manipulation import stack
    a = asarray_any(a)
    if a.ndim == 0:
        from .creation import zeros
        return zeros((1 if bool(a) else 0, 0), numpy.intp)
    return stack(nonzero(a), axis=1)


def where(condition, x=_NOARG, y=_NOARG, /):
    """Return elements chosen from x or y depending on condition."""
    from .ndarray import asarray_any, ndarray, _empty
    from .ufunc import execute, _normalize_input, _Scalar
    if x is _NOARG and y is _NOARG:
        return nonzero(condition)
    if x is _NOARG or y is _NOARG:
        raise ValueError("either both or neither of x and y should be given")
    cond = condition if isinstance(condition, ndarray) else asarray_any(condition)
    ops = [_normalize_input(x), _normalize_input(y)]
    # NumPy's result type (Python scalars are weak, NEP 50)
    probes = [o.value if isinstance(o, _Scalar) and o.weak else
              numpy.empty(0, o.dtype if isinstance(o, _Scalar) else o._dtype) for o in ops]
    dt = numpy.result_type(*probes)
    shapes = [cond._shape] + [o._shape for o in ops if isinstance(o, ndarray)]
    shape = numpy.broadcast_shapes(*shapes)
    out = _empty(shape, dt)
    args = [cond._broadcast_to(shape) if cond._shape != shape else cond]
    for o in ops:
        if isinstance(o, _Scalar):
            args.append(_Scalar(numpy.asarray(o.value).astype(dt, casting="unsafe")[()], dt, False))
        else:
            args.append(o._broadcast_to(shape) if o._shape != shape else o)
    execute("_where", "in0 ? in1 : in2", (numpy.dtype(bool), dt, dt, dt), args, [out])
    return out
