"""NumPy's "Linear algebra" page: the functions that compose from views, ufuncs and reductions
(trace: the diagonal view summed; outer: ``multiply`` of a column and a row view)."""
from __future__ import annotations

from .ndarray import ndarray, asarray_any


def _asarray(a):
    return a if isinstance(a, ndarray) else asarray_any(a)


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    """Return the sum along diagonals of the array."""
    from .indexing import diagonal
    from .mathematical import sum
    return sum(diagonal(_asarray(a), offset, axis1, axis2), axis=-1, dtype=dtype, out=out)


def outer(a, b, out=None):
    """Compute the outer product of two vectors (inputs are flattened)."""
    from .ufunc import _by_np
    a, b = _asarray(a).ravel(), _asarray(b).ravel()
    return _by_np["multiply"](a[:, None], b[None, :], out)
