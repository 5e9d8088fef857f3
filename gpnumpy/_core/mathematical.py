"""Sums and products (NumPy's \"Mathematical functions\" page)."""
from __future__ import annotations

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
